//! What a player sees: replies drawn from the store's rows and a game's views, split by what
//! they draw. Uses the store's rows and types (`tables`, `deadlines`, `ids`, `bots`), the
//! words at the crate's top (`api`, `timecontrol`) and `present_kit`; it reads and writes
//! nothing itself.
//!
//! Public text is built only from spectator views and spectator-redacted events; private text
//! only from the seat's own view. That is the whole leak policy, so keep it that way.
//!
//! Bottom up: [`parts`] (what every view uses), [`lobby`] (the lobby board and the computer
//! players' dialogs), [`board`] (the table board and public notices), [`private`] (a seat's
//! own view with its paged menus), [`forms`] (modals), [`results`] (a finished game).
pub(crate) mod board;
pub(crate) mod clock_band;
pub(crate) mod forms;
pub(crate) mod lobby;
pub(crate) mod parts;
pub(crate) mod private;
pub(crate) mod results;
pub(crate) mod tournament;
pub(crate) mod tournament_picture;
