//! One module per feature: the command, the queries of its rows and its reply side by side.
//! [`ctx`] is what every handler gets (the transaction, the actor, how to refuse or hand an
//! action to the writer) and [`load`] loads a table; [`router`] says which handler answers an
//! input. Uses the store, the view and the typed inputs (`crate::input`).
pub mod abandon;
pub mod ctx;
pub mod house;
pub mod load;
pub mod lobby;
pub mod play;
pub mod preferences;
pub mod queries;
pub mod ratings;
pub mod rematch;
pub mod replay;
pub mod router;
pub mod threads;
