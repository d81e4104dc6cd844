//! Playing: private views, menu navigation, actions, timeouts and absence, one module per
//! job, layered bottom up: `views` (showing a table), `apply` (the move path's checklist: an
//! action applied and everything that follows it saved), `commit` (finding the table, then
//! the replies of what was committed), `absence` (deadlines' defaults, reminders, resigning,
//! coming back) and `menus` (clicks, typed choices and forms).
mod absence;
mod apply;
mod clocks;
mod commit;
mod menus;
mod views;

pub(crate) use absence::{remind, remove, resign, timeout};
pub(crate) use commit::{bot_move, carry_out, commit_pending, BotMove};
pub(crate) use menus::{click, submit};
pub(crate) use views::{board_command, hand_command};
