//! The platform's own slash commands, declared once ([`list::PLATFORM`]: each one's name,
//! description, options and what it does), how a slash command is read at a front end's edge
//! (`parse`), which handler answers an input (`router`), and the commands' texts by their
//! catalog key (`texts`, issue 48).
//!
//! This room sits above the handlers, so that a command's entry can name the handler that
//! answers it: adding a platform command is its handler and its entry. Uses the handlers, the
//! typed inputs and their option parsers (`input`), and the store's option types.

pub mod list;
mod parse;
pub(crate) mod router;
pub mod texts;

pub use list::{Declared, Platform, PLATFORM};
