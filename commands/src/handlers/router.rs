//! Which handler answers an input: slash commands by their type, clicks and form submissions
//! by their `custom_id`.
use super::server_settings;
use crate::handlers::ctx::{Ctx, Decided, Decision};
use crate::handlers::{lobby, play, preferences, queries, replay};
use crate::input::{Command, Game, Input};

/// Decides one input, inside the writer's transaction or on a read connection: its answer,
/// or the action it completes (committed by the writer, see [`crate::handlers::play::carry_out`]).
pub(crate) fn route(ctx: &Ctx<'_>, input: &Input) -> Decided {
    let answered = match input {
        Input::Command(command) => match command {
            Command::Play { game, options } => lobby::play_command(ctx, game.engine(), options),
            Command::Join => lobby::join_channel(ctx),
            Command::Leave => lobby::leave_channel(ctx),
            Command::Start => lobby::start_channel(ctx),
            Command::Cancel => lobby::cancel(ctx),
            Command::Resign => play::resign(ctx),
            Command::Remove { player, to } => play::remove(ctx, player, *to),
            Command::Hand => play::hand_command(ctx),
            Command::Board => play::board_command(ctx),
            Command::Rules { game } => queries::rules(ctx, game.engine()),
            Command::Leaderboard { game } => queries::leaderboard(ctx, game.engine()),
            Command::Stats { user, bots } => queries::stats(ctx, user.as_ref(), *bots),
            Command::Games => queries::games(ctx),
            Command::History { game } => queries::history(ctx, game.map(Game::engine)),
            Command::Replay { table } => replay::command(ctx, *table),
            Command::Settings { here, changes } => server_settings::settings(ctx, *here, changes),
            Command::Notify { on, quiet } => preferences::notify(ctx, *on, *quiet),
            Command::Tool {
                game,
                name,
                options,
            } => queries::tool(ctx, game.engine(), name, options),
        },
        Input::Click { custom_id, values } => return play::click(ctx, custom_id, values),
        Input::Submit { custom_id, fields } => return play::submit(ctx, custom_id, fields),
    };
    answered.map(Decision::Answer)
}
