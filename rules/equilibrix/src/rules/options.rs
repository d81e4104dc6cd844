//! Host options: the turn limit of EX-K5, and the rules version a table is played by.

use crate::words::WORDS;
use game_kit::game::RuleError;
use serde::{Deserialize, Serialize, Serializer};

/// Equilibrix Project seats 3 to 6 players (EX-S1).
pub const PLAYERS: (usize, usize) = (3, 6);
/// EX-K5's default number of rounds.
pub const DEFAULT_TURNS: u32 = 40;

/// Which rules a table is played by. Replays deal an ended game again and apply its logged
/// actions, and games saved mid-way go on from their state; both must follow the rules the
/// game was played by, so a ruling that changes what is legal gets a version of its own.
///
/// Tables opened before versions existed stored no `rules` in their options (nor in their
/// state's): they read as [`Rules::BeforeExG9`]. A new table always gets [`Rules::CURRENT`].
/// Not a host option: the lobby never lists it, and a rematch opens under today's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rules {
    /// The rules before EX-G9: a Tree move may stand without its stone (`Skip` after the
    /// move), ending the turn or a timeout after a move keeps the move, every Tree move is
    /// offered, and no positional action is skipped at once. Never written: it is what the
    /// absence of `rules` means.
    #[serde(skip)]
    BeforeExG9,
    /// EX-G9: a Tree move always comes with its stone.
    #[serde(rename = "ex-g9")]
    ExG9,
}

impl Rules {
    /// The rules a new table is played by.
    pub const CURRENT: Rules = Rules::ExG9;

    /// What options stored without `rules` mean.
    fn unstated() -> Rules {
        Rules::BeforeExG9
    }

    /// Whether a Tree move always comes with its stone (EX-G9).
    pub fn move_with_stone(self) -> bool {
        self >= Rules::ExG9
    }
}

/// The options of one table.
///
/// Serialised on their own, options are those of a table to open (`/play`, the lobby's
/// choices, a rematch: `present_kit`'s engine writes them through [`Serialize`]), so they
/// are written with [`Rules::CURRENT`] whatever `rules` holds; `{}` and a finished game's
/// options thus open a game under today's rules. A game's state keeps the rules it was dealt
/// with ([`as_dealt`]), so a game saved mid-way goes on, and a replay deals, by the rules it
/// was played by.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Rounds before the game ends by spiral position (EX-K5); 0 = no limit. Accepts a number or
    /// its text, since chat options arrive as text.
    #[serde(deserialize_with = "number")]
    pub turns: u32,
    /// The rules version; absent in options stored before versions existed.
    #[serde(default = "Rules::unstated")]
    pub rules: Rules,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            turns: DEFAULT_TURNS,
            rules: Rules::CURRENT,
        }
    }
}

/// The stored form of [`Options`]: `rules` is left out for [`Rules::BeforeExG9`], so a state
/// dealt under the earlier rules is written as the earlier code wrote it.
#[derive(Serialize)]
struct Written {
    turns: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<Rules>,
}

impl Serialize for Options {
    /// A table to open: today's rules (see [`Options`]).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Written {
            turns: self.turns,
            rules: Some(Rules::CURRENT),
        }
        .serialize(s)
    }
}

/// The options a game was dealt with, as its state stores them: with the rules it is played
/// by (none written for [`Rules::BeforeExG9`]).
pub fn as_dealt<S: Serializer>(options: &Options, s: S) -> Result<S::Ok, S::Error> {
    Written {
        turns: options.turns,
        rules: options.rules.move_with_stone().then_some(options.rules),
    }
    .serialize(s)
}

fn number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum N {
        Num(u32),
        Text(String),
    }
    match N::deserialize(d)? {
        N::Num(n) => Ok(n),
        N::Text(t) => t
            .trim()
            .parse()
            .map_err(|_| serde::de::Error::custom(format!("{t:?} is not a number of rounds"))),
    }
}

impl Options {
    /// Today's rules with `turns` rounds.
    pub fn rounds(turns: u32) -> Options {
        Options {
            turns,
            ..Options::default()
        }
    }

    pub fn validate(&self, players: usize) -> Result<(), RuleError> {
        let (min, max) = PLAYERS;
        if !(min..=max).contains(&players) {
            return Err(RuleError::new(WORDS.say_with(
                "ex-needs-players",
                &[
                    ("min", min.into()),
                    ("max", max.into()),
                    ("players", players.into()),
                ],
            )));
        }
        if self.turns > 1000 {
            return Err(RuleError::new(
                WORDS.say_with("ex-most-rounds", &[("n", 1000u32.into())]),
            ));
        }
        Ok(())
    }
}
