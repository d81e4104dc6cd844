//! One module per feature: the command, the queries of its rows and its reply side by side.
//! [`ctx`] is what every handler gets (the transaction, the actor, how to refuse or hand an
//! action to the writer) and [`load`] loads a table; [`router`] says which handler answers an
//! input. Uses the store, the view, the typed inputs (`crate::input`), the core's switches
//! (`crate::switches`) and the words at the crate's top.
pub(crate) mod abandon;
pub(crate) mod away;
pub(crate) mod begin;
pub(crate) mod ctx;
pub(crate) mod language;
pub(crate) mod link;
pub(crate) mod load;
pub(crate) mod lobby;
pub(crate) mod play;
pub(crate) mod preferences;
pub(crate) mod queries;
pub(crate) mod rematch;
pub(crate) mod replay;

pub(crate) mod seasons;
pub(crate) mod server_settings;
pub(crate) mod threads;
pub(crate) mod tournaments;
pub(crate) mod web_link;
