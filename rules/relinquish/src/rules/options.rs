//! Host options (RQ-1): a short game, a beginner game, and 2v2 teams.
//!
//! Every field has a serde default, so `{}` is the standard game and options stored by an older
//! build still load. The flags also accept the text `/play` sends (`"yes"`, `"no"`, `"true"`
//! ...), since chat options arrive as text.

use game_kit::game::RuleError;
use serde::{Deserialize, Serialize};

/// Relinquish seats 2 to 4 players (RQ-1).
pub const PLAYERS: (usize, usize) = (2, 4);
/// Cards kept in the scry pile of a short game (RQ-1, RQ-23).
pub const SHORT_SCRY_PILE: usize = 16;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Short game: the scry pile keeps 16 cards; the rest of the deck is set aside (RQ-23).
    #[serde(deserialize_with = "yes_no")]
    pub short: bool,
    /// Beginner game: no Finesse (Congregate, Conscript) and no Acceptance (RQ-1).
    #[serde(deserialize_with = "yes_no")]
    pub beginner: bool,
    /// 2v2 with 4 players; seats alternate teams A1 B1 A2 B2 (RQ-1, RQ-23).
    #[serde(deserialize_with = "yes_no")]
    pub teams: bool,
}

/// A flag given as a boolean or as text: yes/no, true/false, on/off, 1/0 (any case).
fn yes_no<'de, D: serde::Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Flag {
        Bool(bool),
        Text(String),
    }
    match Flag::deserialize(d)? {
        Flag::Bool(b) => Ok(b),
        Flag::Text(t) => match t.trim().to_ascii_lowercase().as_str() {
            "yes" | "true" | "on" | "1" => Ok(true),
            "no" | "false" | "off" | "0" | "" => Ok(false),
            other => Err(serde::de::Error::custom(format!(
                "{other:?} is not yes or no"
            ))),
        },
    }
}

impl Options {
    pub fn validate(&self, players: usize) -> Result<(), RuleError> {
        let (min, max) = PLAYERS;
        if !(min..=max).contains(&players) {
            return Err(RuleError::new(say!(
                "rq-err-players",
                min = min,
                max = max,
                players = players
            )));
        }
        if self.teams && players != 4 {
            return Err(RuleError::new(say!(
                "rq-err-teams-players",
                players = players
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_saves_load_and_players_are_checked() {
        let o: Options = serde_json::from_str("{}").unwrap();
        assert_eq!(o, Options::default());
        let o: Options = serde_json::from_str(r#"{"teams": true}"#).unwrap();
        assert!(o.teams && !o.short && !o.beginner);
        assert!(o.validate(4).is_ok());
        assert!(o.validate(3).unwrap_err().0.contains("exactly 4"));
        assert!(Options::default().validate(1).is_err());
        assert!(Options::default().validate(5).is_err());
        assert!(Options::default().validate(2).is_ok());
    }

    #[test]
    fn flags_arrive_as_text_from_chat() {
        let o: Options =
            serde_json::from_str(r#"{"short": "yes", "beginner": "No", "teams": "true"}"#).unwrap();
        assert!(o.short && !o.beginner && o.teams);
        let err = serde_json::from_str::<Options>(r#"{"short": "maybe"}"#).unwrap_err();
        assert!(err.to_string().contains("not yes or no"), "{err}");
    }
}
