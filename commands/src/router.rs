//! Which handler answers an input: slash commands by name, clicks and form submissions by
//! their `custom_id`. A command that is not built in is looked up among the games' own tools
//! (e.g. 8-quilibrium's `/score`).
use crate::api::Input;
use crate::ctx::{Ctx, Handled};
use crate::{lobby, play, queries};

/// Whether an input is tried on the read-only path first (see [`crate::bot`]): clicks (most
/// are menu steps and views; one that changes something is handed to the writer) and the
/// commands that only show something. Commands that open, join, leave, start or cancel a
/// table, and form submissions, go to the writer directly.
pub fn reads_first(input: &Input) -> bool {
    match input {
        Input::Command { name, .. } => !matches!(
            name.as_str(),
            "play" | "join" | "leave" | "start" | "cancel"
        ),
        Input::Click { .. } => true,
        Input::Submit { .. } => false,
    }
}

/// Handles one input, inside the writer's transaction or on a read connection.
pub fn route(ctx: &Ctx<'_>, input: &Input) -> Handled {
    match input {
        Input::Command { name, options } => match name.as_str() {
            "play" => lobby::play(ctx, options),
            "join" => lobby::join_channel(ctx),
            "leave" => lobby::leave_channel(ctx),
            "start" => lobby::start_channel(ctx),
            "cancel" => lobby::cancel(ctx),
            "hand" => play::hand_command(ctx),
            "board" => play::board_command(ctx),
            "rules" => queries::rules(ctx, options),
            "leaderboard" => queries::leaderboard(ctx, options),
            "stats" => queries::stats(ctx, options),
            "games" => queries::games(ctx),
            "history" => queries::history(ctx, options),
            other => queries::tool(ctx, other, options),
        },
        Input::Click { custom_id, values } => play::click(ctx, custom_id, values),
        Input::Submit { custom_id, fields } => play::submit(ctx, custom_id, fields),
    }
}
