//! What a user did, as the core receives it: a typed [`Command`], a click or a form
//! submission ([`Input`]), and the readers of a command's options.
//!
//! A front end parses a slash command once, at its edge (`Input::command`: Discord's
//! interaction data, a `tabula script` line, `tabula local`'s flags all arrive as a name and
//! a map of options); an unknown command, game or option, or a value of the wrong kind, is a
//! private answer there and never reaches the core. What each command takes is declared by
//! the platform's list of commands and by the games (`Engine::play_options`, `Engine::tools`),
//! so the slash commands Discord registers and the parse read the same lists.
//!
//! The rooms, each using only those after it: `command` is the typed command, `settings`
//! reads `/settings`' changes, `play` `/play`'s options, `declare` checks options against a
//! declaration.

mod command;
pub(crate) mod declare;
pub(crate) mod play;
mod refusal;
pub(crate) mod settings;

pub use command::Command;
pub use refusal::Refusal;

/// The options of a command, by name, as a front end gives them (`null`s already left out).
pub type Options = BTreeMap<String, Value>;
pub use play::{play_options, PlayOptions};

use present_kit::session::Engine;
use present_kit::text::{echo, ECHO_MAX};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// One thing a user did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// A slash command, parsed ([`Command::parse`]).
    Command(Command),
    /// A button click, or a select menu choice (`values`).
    Click {
        custom_id: String,
        #[serde(default)]
        values: Vec<String>,
    },
    /// A modal submission.
    Submit {
        custom_id: String,
        #[serde(default)]
        fields: BTreeMap<String, String>,
    },
}

impl Input {
    /// Whether the input is tried on a read-only connection first: clicks
    /// (most are menu steps and views; one that changes something is handed to the writer)
    /// and the commands that only show something. Form submissions go to the writer directly.
    pub fn reads_first(&self) -> bool {
        match self {
            Input::Command(command) => command.reads_first(),
            Input::Click { .. } => true,
            Input::Submit { .. } => false,
        }
    }
}

/// A registered game (one of [`registry::GAMES`]); on the wire, its id.
#[derive(Clone, Copy)]
pub struct Game(pub(crate) &'static dyn Engine);

impl Game {
    /// The game of id `eight-quilibrium` or display name `8-quilibrium`, in any case.
    pub fn find(name: &str) -> Option<Game> {
        registry::find(name).map(Game)
    }

    pub fn engine(self) -> &'static dyn Engine {
        self.0
    }

    pub fn id(self) -> &'static str {
        self.0.id()
    }
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Game({})", self.id())
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.id() == other.id()
    }
}

/// Another user named in an option (`/stats user:`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserOption {
    pub id: String,
    /// The name the server shows for them, when the front end knows it.
    pub name: Option<String>,
}

/// The registered games' ids, for a refusal: "`eight-quilibrium`, `quinox`".
pub(crate) fn game_list() -> String {
    registry::engines()
        .map(|g| format!("`{}`", g.id()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The game an option names.
pub(crate) fn game_option(value: Option<&Value>) -> Result<Game, Refusal> {
    value
        .and_then(text)
        .and_then(|name| Game::find(&name))
        .ok_or_else(|| Refusal::new("input-which-game").with("games", game_list()))
}

/// A value as text: a string as it is, a number or a boolean written out.
pub(crate) fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// Whether `id` can be a user's id: not empty, and no longer than [`ECHO_MAX`] (Discord's
/// ids are at most 20 digits), since an answer about that user may name them by it.
pub(crate) fn user_id(id: &str) -> bool {
    !id.is_empty() && id.chars().count() <= ECHO_MAX
}

/// A user's name given with their id (Discord's resolved display name), bounded as an answer
/// may show it.
pub(crate) fn shown_name(value: &Value) -> Option<String> {
    text(value).map(|name| echo(&name).into_owned())
}

#[cfg(test)]
mod tests;
