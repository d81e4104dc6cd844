//! The presentation kit: what a game needs to be shown and played in a chat, without the
//! tables, the database or Discord.
//!
//! A game crate implements [`present::Present`] for its rules and exports one
//! [`entry::Entry`]; the core works through the type-erased [`session::Engine`] made from it.
//! Besides the trait: the markup a reply is written in ([`markup`]), pictures drawn as SVG and
//! rendered to PNG ([`picture`]), alt text ([`alt`]) and plain-text helpers ([`text`]).
pub mod alt;
pub mod attachment;
pub mod calendar;
pub mod codes;
pub mod entry;
mod erase;
mod error;
pub mod limits;
pub mod markup;
pub mod picture;
pub mod present;
pub mod secrets;
pub mod session;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod text;
pub mod view_json;
pub mod words;

pub use error::CodecError;

/// A point in time or a duration, in milliseconds (Unix time for points).
pub type Millis = i64;
