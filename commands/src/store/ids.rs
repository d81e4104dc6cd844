//! `custom_id`s: `<table>:<version>:<payload>`, at most 100 characters.
//!
//! The version is the table version the component was rendered against; an input carrying an
//! older version is refused ("that moment has passed"), which makes stale and repeated clicks
//! harmless. Everything is parsed defensively: a forged id is just an unknown id.
//!
//! Ids fit Discord's limit by construction: codes are at most [`CODE_MAX`] characters, menu
//! paths at most [`MAX_DEPTH`] steps (both checked where menus are built, see
//! `session::Session::menu`), pages at most [`MAX_PAGE`], and [`LONGEST`] — the longest id
//! these allow with the largest table and version numbers — is at most [`MAX_LEN`], checked
//! at compile time.

use crate::store::bots::Level;
pub use present_kit::codes::{valid_code, CODE_MAX, MAX_DEPTH};

/// What a component asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Payload {
    Join,
    Leave,
    Start,
    /// Open the clicker's private view (read-only, so any version is fine).
    Hand,
    /// Come back after being marked absent.
    Resume,
    /// A host option in the lobby (`set.<key>`); the value comes from the select.
    Set {
        key: String,
    },
    /// A menu path of codes; complete paths are actions. `public` marks a component on a public
    /// message (a reaction notice): its answer is a new private message rather than an edit.
    /// `page` is the page of a level with more choices than one select holds (0 = first).
    Act {
        path: Vec<String>,
        public: bool,
        page: u8,
    },
    /// Open (a button) or submit (the modal) the form that types the next choice after `path`
    /// by name, for levels too long to scroll through (`c4`, `9H`).
    Type {
        path: Vec<String>,
    },
    /// Open the game's form `code` (a button), or submit it (the modal carries the same id).
    Form {
        code: String,
    },
    /// The host seats a bot in the lobby: without a level, asks which (`bot`); with one, seats
    /// it (`bot.strong`).
    AddBot {
        level: Option<Level>,
    },
    /// The host removes a bot from the lobby: without a number, asks which when there are
    /// several (`unbot`); with one, removes bot number `n` (`unbot.2`, see
    /// [`crate::store::bots::number`]: numbers, unlike seats, do not move when someone leaves).
    RemoveBot {
        number: Option<u32>,
    },
    /// A finished game's Rematch: a new lobby of the same game and options in its channel,
    /// the clicker seated (issue 27).
    Rematch,
    /// An ended game's Replay button: its replay from the deal, as a new
    /// private message.
    Replay,
    /// A ◀ ▶ step of a replay, which edits the replay message: the id's version is the table
    /// version whose board to show.
    ReplayStep,
    /// The whole move log of a finished game, as a text file.
    ReplayLog,
    /// `/history`'s choice of an earlier game to replay: the select's value is its table.
    ReplayPick,
}

/// A parsed `custom_id`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentId {
    pub table: i64,
    pub version: i64,
    pub payload: Payload,
}

/// Discord's limit on `custom_id` length.
pub use present_kit::limits::CUSTOM_ID_MAX as MAX_LEN;
/// The last page number of a paged menu level.
pub const MAX_PAGE: u8 = 99;
/// The longest id: two 20-character numbers (`i64::MIN`), two colons, and the longest payload,
/// a paged path (`a`, then `.code` per step, then `.~99`).
pub const LONGEST: usize = 20 + 1 + 20 + 1 + 1 + MAX_DEPTH * (1 + CODE_MAX) + 4;
const _: () = assert!(LONGEST <= MAX_LEN);

/// Parses `.a.b.c` (possibly ending in `.~N`, a page) into codes and page.
fn parse_path(path: &str) -> Option<(Vec<String>, u8)> {
    if !(path.is_empty() || path.starts_with('.')) {
        return None;
    }
    let mut codes: Vec<String> = path.split('.').skip(1).map(str::to_string).collect();
    let page = match codes.last().and_then(|c| c.strip_prefix('~')) {
        Some(n) => {
            let page: u8 = n.parse().ok().filter(|p| *p <= MAX_PAGE)?;
            codes.pop();
            page
        }
        None => 0,
    };
    (codes.len() <= MAX_DEPTH && codes.iter().all(|c| valid_code(c))).then_some((codes, page))
}

impl ComponentId {
    pub fn new(table: i64, version: i64, payload: Payload) -> Self {
        ComponentId {
            table,
            version,
            payload,
        }
    }

    /// Parses a `custom_id`; `None` for anything malformed.
    pub fn parse(raw: &str) -> Option<ComponentId> {
        if raw.len() > MAX_LEN {
            return None;
        }
        let mut parts = raw.splitn(3, ':');
        let table = parts.next()?.parse().ok()?;
        let version = parts.next()?.parse().ok()?;
        let payload = match parts.next()? {
            "join" => Payload::Join,
            "leave" => Payload::Leave,
            "start" => Payload::Start,
            "hand" => Payload::Hand,
            "resume" => Payload::Resume,
            "rematch" => Payload::Rematch,
            "replay" => Payload::Replay,
            "replaystep" => Payload::ReplayStep,
            "replaylog" => Payload::ReplayLog,
            "replaypick" => Payload::ReplayPick,
            "bot" => Payload::AddBot { level: None },
            "unbot" => Payload::RemoveBot { number: None },
            other if other.starts_with("bot.") => Payload::AddBot {
                level: Some(Level::parse(&other[4..]).filter(|l| l.id() == &other[4..])?),
            },
            other if other.starts_with("unbot.") => {
                let n = &other[6..];
                if n.is_empty() || n.len() > 4 || !n.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                Payload::RemoveBot {
                    number: Some(n.parse().ok()?),
                }
            }
            other if other.starts_with("f.") => {
                let code = &other[2..];
                if !valid_code(code) {
                    return None;
                }
                Payload::Form {
                    code: code.to_string(),
                }
            }
            other if other.starts_with("set.") => {
                let key = &other[4..];
                if !valid_code(key) {
                    return None;
                }
                Payload::Set {
                    key: key.to_string(),
                }
            }
            other if other.starts_with('t') => {
                let (path, page) = parse_path(&other[1..])?;
                if page != 0 {
                    return None;
                }
                Payload::Type { path }
            }
            other => {
                let public = other.starts_with('p');
                let path = other
                    .strip_prefix('a')
                    .or_else(|| other.strip_prefix('p'))?;
                let (path, page) = parse_path(path)?;
                Payload::Act { path, public, page }
            }
        };
        Some(ComponentId {
            table,
            version,
            payload,
        })
    }

    /// Renders the id. With codes that pass [`valid_code`], paths of at most [`MAX_DEPTH`]
    /// steps and pages of at most [`MAX_PAGE`] (what the menus guarantee) it is at
    /// most [`LONGEST`] ≤ [`MAX_LEN`] characters.
    pub fn render(&self) -> String {
        let payload = match &self.payload {
            Payload::Join => "join".to_string(),
            Payload::Leave => "leave".to_string(),
            Payload::Start => "start".to_string(),
            Payload::Hand => "hand".to_string(),
            Payload::Resume => "resume".to_string(),
            Payload::Rematch => "rematch".to_string(),
            Payload::Replay => "replay".to_string(),
            Payload::ReplayStep => "replaystep".to_string(),
            Payload::ReplayLog => "replaylog".to_string(),
            Payload::ReplayPick => "replaypick".to_string(),
            Payload::Set { key } => format!("set.{key}"),
            Payload::Form { code } => format!("f.{code}"),
            Payload::AddBot { level: None } => "bot".to_string(),
            Payload::AddBot { level: Some(l) } => format!("bot.{}", l.id()),
            Payload::RemoveBot { number: None } => "unbot".to_string(),
            Payload::RemoveBot { number: Some(n) } => format!("unbot.{n}"),
            Payload::Act { path, public, page } => {
                let mut s = String::from(if *public { "p" } else { "a" });
                push_path(&mut s, path);
                if *page > 0 {
                    s.push_str(&format!(".~{page}"));
                }
                s
            }
            Payload::Type { path } => {
                let mut s = String::from("t");
                push_path(&mut s, path);
                s
            }
        };
        let id = format!("{}:{}:{}", self.table, self.version, payload);
        debug_assert!(id.len() <= MAX_LEN, "{id}");
        id
    }
}

fn push_path(s: &mut String, path: &[String]) {
    for c in path {
        s.push('.');
        s.push_str(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for payload in [
            Payload::Join,
            Payload::Leave,
            Payload::Start,
            Payload::Hand,
            Payload::Resume,
            Payload::Rematch,
            Payload::Replay,
            Payload::ReplayStep,
            Payload::ReplayLog,
            Payload::ReplayPick,
            Payload::Set { key: "time".into() },
            Payload::Act {
                path: vec![],
                public: false,
                page: 0,
            },
            Payload::Act {
                path: vec!["g".into(), "m2".into(), "t1".into()],
                public: false,
                page: 0,
            },
            Payload::Act {
                path: vec!["rj".into()],
                public: true,
                page: 0,
            },
            Payload::Act {
                path: vec!["pl".into()],
                public: false,
                page: 3,
            },
            Payload::Type {
                path: vec!["pl".into(), "t3".into()],
            },
            Payload::Form {
                code: "lo-r3".into(),
            },
            Payload::AddBot { level: None },
            Payload::AddBot {
                level: Some(Level::Strong),
            },
            Payload::RemoveBot { number: None },
            Payload::RemoveBot { number: Some(12) },
        ] {
            let id = ComponentId::new(42, 7, payload);
            let raw = id.render();
            assert_eq!(ComponentId::parse(&raw), Some(id));
        }
    }

    #[test]
    fn rejects_forgeries() {
        for raw in [
            "",
            "x:1:join",
            "1:y:join",
            "1:2:dance",
            "1:2:a.bad:code",
            "1:2:a.",
            "1:2:a..x",
            "1:2:ab",
            "1:2:a.waytoolongcode123",
            "1:2:set.",
            "1:2:set.a.b",
            "1:2:f.",
            "1:2:f.a.b",
            "1:2:f.waytoolongcode123",
            "1:2:bot.",
            "1:2:bot.hard",
            "1:2:bot.Strong",
            "1:2:unbot.",
            "1:2:unbot.x",
            "1:2:unbot.-1",
            "1:2:unbot.12345",
            &format!("1:2:a.{}", "x.".repeat(60)),
        ] {
            assert_eq!(ComponentId::parse(raw), None, "{raw}");
        }
    }

    #[test]
    fn the_longest_id_fits_and_deeper_paths_are_refused() {
        let code = "x".repeat(CODE_MAX);
        let id = ComponentId::new(
            i64::MIN,
            i64::MIN,
            Payload::Act {
                path: vec![code.clone(); MAX_DEPTH],
                public: false,
                page: MAX_PAGE,
            },
        );
        let raw = id.render();
        assert_eq!(raw.len(), LONGEST);
        assert!(raw.len() <= MAX_LEN);
        assert_eq!(ComponentId::parse(&raw), Some(id));
        let deeper = format!("1:1:a{}", format!(".{code}").repeat(MAX_DEPTH + 1));
        assert_eq!(ComponentId::parse(&deeper), None);
        assert_eq!(ComponentId::parse("1:1:a.x.~100"), None);
        assert_eq!(ComponentId::parse("1:1:t.x.~1"), None);
    }
}
