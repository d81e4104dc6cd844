//! Which handler answers an input: slash commands by their type, clicks and form submissions
//! by their `custom_id`.
use super::list::{self as platform, Parse};
use crate::handlers::ctx::{Ctx, Decided, Decision, Stop};
use crate::handlers::server_settings;
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
            Command::Rules { game } => queries::rules(ctx, game.engine()),
            Command::Leaderboard { game, season } => {
                crate::handlers::seasons::leaderboard(ctx, game.engine(), *season)
            }
            Command::Stats { user, bots } => queries::stats(ctx, user.as_ref(), *bots),
            Command::Games => queries::games(ctx),
            Command::History { game } => queries::history(ctx, game.map(Game::engine)),
            Command::Replay { table } => replay::command(ctx, *table),
            Command::Settings { here, changes } => server_settings::settings(ctx, *here, changes),
            Command::Notify { on, quiet } => preferences::notify(ctx, *on, *quiet),
            Command::MyLanguage { lang } => crate::handlers::language::choose(ctx, *lang),
            Command::Listed { name, options } => match platform::find(name).map(|p| &p.parse) {
                Some(Parse::Answered(answer)) => answer(ctx, options),
                _ => Err(Stop::Internal(format!("/{name} has no handler of its own"))),
            },
            Command::Tool {
                game,
                name,
                options,
            } => queries::tool(ctx, game.engine(), name, options),
        },
        // A tournament's sign-up buttons (issue 47) have ids of their own; every other click
        // is a table's.
        Input::Click { custom_id, values } => {
            match crate::view::tournament::Button::parse(custom_id) {
                Some((id, button)) => crate::handlers::tournaments::click(ctx, id, button),
                None => return play::click(ctx, custom_id, values),
            }
        }
        Input::Submit { custom_id, fields } => return play::submit(ctx, custom_id, fields),
    };
    answered.map(Decision::Answer)
}
