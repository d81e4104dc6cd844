//! Playing: private views, menu navigation, actions, timeouts and absence, one module per
//! job, layered bottom up: `views` (showing a table), `commit` (an action applied and
//! everything that follows it saved), `absence` (deadlines' defaults, reminders, resigning, coming back)
//! and `menus` (clicks, typed choices and forms).
mod absence;
mod commit;
mod menus;
mod views;

pub use absence::{remind, remove, resign, timeout};
pub use commit::{carry_out, commit_pending, bot_move, BotMove};
pub use menus::{click, submit};
pub use views::{board_command, hand_command};
