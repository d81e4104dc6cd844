//! [`Command`]: a slash command, typed, as the handlers receive it, and which commands only
//! show something.

use super::play::PlayOptions;
use super::{Game, UserOption};
use crate::store::notify::Quiet;
use crate::store::server_settings::SettingChange;
use crate::store::tables::StandIn;
use std::collections::BTreeMap;

/// A slash command with its options, parsed and checked against what it declares.
///
/// Its serde form is what a front end sends, a name and the options by name
/// (`{"name": "play", "options": {"game": "quinox", "time": "async"}}`), and reading it back
/// runs `Command::parse`: a stored or scripted command is checked like a typed one.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `/play <game> …`: opens a table. `options` are the other options given, each one that
    /// `/play <game>` declares ([`super::play_options`]): the time control and the table's
    /// options for bots, read, and the game's own, which the game judges.
    Play {
        game: Game,
        options: PlayOptions,
    },
    Join,
    Leave,
    Start,
    Cancel,
    /// `/resign`: the caller gives up their seat at the running table (issue 27).
    Resign,
    /// `/remove player:<user> [to:bot|default]`: the host takes an absent player's seat from
    /// them for good, played by `to` (the table's absence policy if not given).
    Remove {
        player: UserOption,
        to: Option<StandIn>,
    },
    Rules {
        game: Game,
    },
    Leaderboard {
        game: Game,
        /// Which board (issue 47): the running season's by default.
        season: crate::store::seasons::Board,
    },
    /// `/stats [user] [bots]`: a player's record (the caller's if `user` is not given), or
    /// with `bots` the bots'.
    Stats {
        user: Option<UserOption>,
        bots: bool,
    },
    Games,
    History {
        game: Option<Game>,
    },
    /// `/replay [table]`: steps privately through an ended game of this channel (its last one
    /// if `table` is not given).
    Replay {
        table: Option<i64>,
    },
    /// `/notify [dms:on|off] [quiet:<from-to>|none]`: direct messages when an async table waits
    /// for the caller (`crate::store::notify`); with no option, says what holds.
    Notify {
        on: Option<bool>,
        /// `Some(None)`: no quiet hours.
        quiet: Option<Option<Quiet>>,
    },
    /// `/settings [scope] [changes]`: lists the server's settings, or changes them for the
    /// whole server or (with `scope:here`) this channel; see `crate::store::server_settings`.
    Settings {
        here: bool,
        changes: Vec<SettingChange>,
    },
    /// `/settings my_language:<tag|discord>` (issue 48): the caller's own language for what
    /// Tabula tells them privately, on every server; `None` follows their Discord language.
    MyLanguage {
        lang: Option<present_kit::words::Lang>,
    },
    /// A platform command its list entry answers itself, with its options as declared and
    /// checked at the edge: a command added with nothing but its entry and its handler.
    Listed {
        name: &'static str,
        options: BTreeMap<String, serde_json::Value>,
    },
    /// A game's own slash command (e.g. 8-quilibrium's `/score`), with its options as text.
    Tool {
        game: Game,
        name: &'static str,
        options: BTreeMap<String, String>,
    },
}

impl Command {
    /// Whether the command is tried on the read-only path first: those that only show
    /// something. Opening, joining, leaving, starting or cancelling a table, or resigning,
    /// goes to the writer directly.
    pub fn reads_first(&self) -> bool {
        !matches!(
            self,
            Command::Play { .. }
                | Command::Join
                | Command::Leave
                | Command::Start
                | Command::Cancel
                | Command::Resign
                | Command::Remove { .. }
                | Command::MyLanguage { .. }
        ) && !matches!(self, Command::Settings { changes, .. } if !changes.is_empty())
            && !matches!(self, Command::Notify { on, quiet } if on.is_some() || quiet.is_some())
    }
}
