//! Host options (HL-1): starting chips, ante, number of rounds, and whether the showdown shows
//! everyone's best possible result afterwards (HL-10).
//!
//! Every field has a serde default, so `{}` is the standard game and options stored by an older
//! build still load. `/play` passes extra keys straight through (`chips`, `ante`, `rounds`,
//! `best`), which is why the names are short.

use crate::words::WORDS;
use game_kit::game::RuleError;
use serde::{Deserialize, Serialize};

/// Upper bound on starting chips. Bet amounts are offered in menus of at most 25 choices two
/// levels deep, which covers 625 amounts; 500 leaves room and is far beyond the rulebook's
/// recommended 50-100.
pub const MAX_CHIPS: u32 = 500;
/// Upper bound on the number of rounds (0 = until one player has chips).
pub const MAX_ROUNDS: u32 = 100;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Chips each player starts with (HL-1 default 50).
    #[serde(alias = "starting_chips", deserialize_with = "lenient::number")]
    pub chips: u32,
    /// The minimum bet every player puts in at the start of a round (HL-1 default 1).
    #[serde(deserialize_with = "lenient::number")]
    pub ante: u32,
    /// Rounds to play; 0 plays until only one player has chips (HL-1 default 5).
    #[serde(deserialize_with = "lenient::number")]
    pub rounds: u32,
    /// After each showdown, show every revealed hand's best possible Low and High (HL-10).
    #[serde(alias = "show_best", deserialize_with = "lenient::flag")]
    pub best: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            chips: 50,
            ante: 1,
            rounds: 5,
            best: true,
        }
    }
}

/// Equation Hi-Lo seats 2 to 8 players (section 15, HL-1).
pub const PLAYERS: (usize, usize) = (2, 8);

impl Options {
    /// Checks the options against the player count.
    pub fn validate(&self, players: usize) -> Result<(), RuleError> {
        let (min, max) = PLAYERS;
        if !(min..=max).contains(&players) {
            return Err(RuleError::new(WORDS.say_with(
                "hl-opt-players",
                &[
                    ("game", "Equation Hi-Lo".into()),
                    ("min", min.into()),
                    ("max", max.into()),
                    ("players", players.into()),
                ],
            )));
        }
        if !(1..=MAX_CHIPS).contains(&self.chips) {
            return Err(RuleError::new(WORDS.say_with(
                "hl-opt-chips-range",
                &[("max", MAX_CHIPS.into()), ("chips", self.chips.into())],
            )));
        }
        if self.ante == 0 || self.ante > self.chips {
            return Err(RuleError::new(WORDS.say_with(
                "hl-opt-ante-range",
                &[("chips", self.chips.into()), ("ante", self.ante.into())],
            )));
        }
        if self.rounds > MAX_ROUNDS {
            return Err(RuleError::new(WORDS.say_with(
                "hl-opt-rounds-range",
                &[("max", MAX_ROUNDS.into()), ("rounds", self.rounds.into())],
            )));
        }
        Ok(())
    }
}

/// Options may arrive as JSON numbers and booleans or as the strings a chat command or a select
/// menu produces (`"60"`, `"yes"`); both are accepted.
mod lenient {
    use crate::words::WORDS;
    use present_kit::words::Lang;
    use serde::{de::Error, Deserialize, Deserializer};

    /// Whether `word` (lowercase) is `key`'s text in any language.
    fn said_in_any(key: &str, word: &str) -> bool {
        Lang::ALL
            .into_iter()
            .any(|lang| WORDS.text(lang, key, &[]).to_lowercase() == word)
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        Number(u64),
        Bool(bool),
        Text(String),
    }

    pub fn number<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
        let n = match Raw::deserialize(d)? {
            Raw::Number(n) => n,
            Raw::Text(t) => t.trim().parse().map_err(|_| {
                D::Error::custom(
                    WORDS.say_with("hl-opt-not-number", &[("text", t.as_str().into())]),
                )
            })?,
            Raw::Bool(_) => return Err(D::Error::custom(WORDS.say("hl-opt-expected-number"))),
        };
        u32::try_from(n).map_err(|_| D::Error::custom(WORDS.say("hl-opt-too-large")))
    }

    pub fn flag<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
        match Raw::deserialize(d)? {
            Raw::Bool(b) => Ok(b),
            Raw::Number(n) => Ok(n != 0),
            Raw::Text(t) => match t.trim().to_ascii_lowercase().as_str() {
                "true" | "yes" | "on" | "1" => Ok(true),
                "false" | "no" | "off" | "0" => Ok(false),
                // The yes and no a language shows (its `/play` choices) are understood too.
                word if said_in_any("hl-yes", word) => Ok(true),
                word if said_in_any("hl-no", word) => Ok(false),
                _ => Err(D::Error::custom(
                    WORDS.say_with("hl-opt-not-yes-no", &[("text", t.as_str().into())]),
                )),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_hl1() {
        let o: Options = serde_json::from_str("{}").unwrap();
        assert_eq!(o, Options::default());
        assert_eq!((o.chips, o.ante, o.rounds, o.best), (50, 1, 5, true));
        let o: Options = serde_json::from_str(r#"{"starting_chips": 80, "ante": 2}"#).unwrap();
        assert_eq!((o.chips, o.ante), (80, 2));
        assert!(serde_json::from_str::<Options>(r#"{"chps": 80}"#).is_err());
        let o: Options =
            serde_json::from_str(r#"{"chips": "60", "rounds": " 0", "best": "no"}"#).unwrap();
        assert_eq!((o.chips, o.rounds, o.best), (60, 0, false));
        assert!(serde_json::from_str::<Options>(r#"{"ante": "two"}"#).is_err());
        assert!(serde_json::from_str::<Options>(r#"{"ante": -1}"#).is_err());
    }

    #[test]
    fn validation() {
        let o = Options::default();
        assert!(o.validate(2).is_ok() && o.validate(8).is_ok());
        assert!(o.validate(1).unwrap_err().0.contains("2 to 8"));
        assert!(o.validate(9).is_err());
        for bad in [
            Options {
                chips: 0,
                ..o.clone()
            },
            Options {
                chips: 501,
                ..o.clone()
            },
            Options {
                ante: 0,
                ..o.clone()
            },
            Options {
                ante: 51,
                ..o.clone()
            },
            Options {
                rounds: 101,
                ..o.clone()
            },
        ] {
            assert!(bad.validate(4).is_err(), "{bad:?}");
        }
        assert!(Options { rounds: 0, ..o }.validate(4).is_ok());
    }
}
