//! The table options `/play` takes for bots: how many bots to seat and how well
//! they play, who plays an absent player's seat, and whether a game with bots counts for
//! ratings. They are the table's, not the game's, so `/play` takes them out before the game
//! reads its own options.

use super::Level;
use crate::words::Said;
use present_kit::present::{CommandOption, OptionKind};
use serde_json::Value;
use std::collections::BTreeMap;

/// The `/play` options this module reads.
pub const KEYS: [&str; 4] = ["bots", "bot_level", "absent", "rated_with_bots"];

/// The most bots one `/play` seats: the largest table (Equation Hi-Lo's eight) less its host,
/// so that one person can fill every game's table (issue 28, item 4). A game's own limit is
/// its seats less one.
pub const MAX_BOTS: i64 = 7;

/// What `/play` asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableOptions {
    /// Bots to seat beside the host.
    pub bots: usize,
    pub level: Level,
    /// An absent player's seat is played by a bot instead of the timeout default.
    pub absent_bot: bool,
    /// The game counts for the people's ratings although bots play.
    pub rated_with_bots: bool,
}

impl Default for TableOptions {
    fn default() -> Self {
        TableOptions {
            bots: 0,
            level: Level::Normal,
            absent_bot: false,
            rated_with_bots: false,
        }
    }
}

/// The text of an option, whether a front end sent it as JSON (`tabula script`) or as text
/// (Discord's adapter passes the options it does not declare itself as text).
fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.trim().to_ascii_lowercase()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// Reads the table options out of `/play`'s `options` and holds them to each other
/// ([`read`], then [`check`]); `seats_left` is how many seats the game has besides the
/// host's. Every refusal says what would be accepted.
pub fn parse(
    options: &BTreeMap<String, Value>,
    game: &str,
    seats_left: usize,
) -> Result<TableOptions, Said> {
    let out = read(options, game, seats_left)?;
    check(out.bots, options.contains_key("bot_level"))?;
    Ok(out)
}

/// The rule between the options: `bot_level` is for the bots that `bots` seats.
pub fn check(bots: usize, level_given: bool) -> Result<(), Said> {
    if level_given && bots == 0 {
        return Err(Said::new("lobby-bot-level-without-bots"));
    }
    Ok(())
}

/// Reads each table option on its own, as [`parse`] does, without holding them to each other
/// ([`check`] does that, and may come later, once the table is known to be allowed at all).
pub fn read(
    options: &BTreeMap<String, Value>,
    game: &str,
    seats_left: usize,
) -> Result<TableOptions, Said> {
    let mut out = TableOptions::default();
    if let Some(v) = options.get("bots") {
        // The smaller of the game's free seats and what one `/play` seats (issue 25, item 4:
        // the refusal names the limit that applies).
        let limit = seats_left.min(MAX_BOTS as usize);
        let n = text(v).and_then(|t| t.parse::<i64>().ok());
        out.bots = match n.and_then(|n| usize::try_from(n).ok()) {
            Some(n) if n <= limit => n,
            Some(n) if n > seats_left => {
                return Err(Said::new("input-bots-most")
                    .with("game", game)
                    .number("seats", seats_left as i64 + 1)
                    .number("bots", seats_left as i64))
            }
            _ => return Err(Said::new("input-bots-number").number("max", limit as i64)),
        };
    }
    if let Some(v) = options.get("bot_level") {
        out.level = match text(v).as_deref().and_then(Level::parse) {
            Some(level) => level,
            None => return Err(Said::new("input-bot-level")),
        };
    }
    if let Some(v) = options.get("absent") {
        out.absent_bot = match text(v).as_deref() {
            Some("default" | "timeout") => false,
            Some("bot") => true,
            _ => return Err(Said::new("input-absent")),
        };
    }
    if let Some(v) = options.get("rated_with_bots") {
        out.rated_with_bots = match text(v).as_deref() {
            Some("true" | "yes") => true,
            Some("false" | "no") => false,
            _ => return Err(Said::new("input-rated-with-bots")),
        };
    }
    Ok(out)
}

/// How Discord offers these options in `/play` (registered after the game options).
pub fn play_options() -> Vec<CommandOption> {
    vec![
        CommandOption {
            name: "bots",
            description: "Computer players to seat beside you (0 if not given)".into(),
            kind: OptionKind::Integer {
                min: 0,
                max: MAX_BOTS,
            },
            required: false,
        },
        CommandOption {
            name: "bot_level",
            description: "How well those bots play; normal if not given".into(),
            kind: OptionKind::Choice(vec![
                ("easy", "Easy: quick, makes mistakes".into()),
                ("normal", "Normal".into()),
                ("strong", "Strong: thinks about a second a move".into()),
            ]),
            required: false,
        },
        CommandOption {
            name: "absent",
            description: "Who plays an absent player's turns: the timeout default, or a bot".into(),
            kind: OptionKind::Choice(vec![
                ("default", "The timeout default".into()),
                ("bot", "A normal bot, until the player resumes".into()),
            ]),
            required: false,
        },
        CommandOption {
            name: "rated_with_bots",
            description:
                "Count this game for the players' ratings although bots play (no if not given)"
                    .into(),
            kind: OptionKind::Boolean,
            required: false,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn opts(v: Value) -> BTreeMap<String, Value> {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn json_and_text_values_read_alike() {
        let a = parse(
            &opts(
                json!({"bots": 2, "bot_level": "Strong", "absent": "bot", "rated_with_bots": true}),
            ),
            "Quinox",
            3,
        );
        let b = parse(
            &opts(
                json!({"bots": "2", "bot_level": "strong", "absent": "bot", "rated_with_bots": "true"}),
            ),
            "Quinox",
            3,
        );
        let want = TableOptions {
            bots: 2,
            level: Level::Strong,
            absent_bot: true,
            rated_with_bots: true,
        };
        assert_eq!(a, Ok(want));
        assert_eq!(b, Ok(want));
        assert_eq!(
            parse(&opts(json!({})), "Quinox", 1),
            Ok(TableOptions::default())
        );
    }

    #[test]
    fn bad_values_are_refused_with_what_would_do() {
        let refused =
            |v: Value, left: usize| parse(&opts(v), "Quinox", left).unwrap_err().to_string();
        assert_eq!(
            refused(json!({"bots": 2}), 1),
            "Quinox seats 2 players at most, so at most 1 bot can sit beside you."
        );
        assert_eq!(
            refused(json!({"bots": 4}), 2),
            "Quinox seats 3 players at most, so at most 2 bots can sit beside you."
        );
        // Equation Hi-Lo seats eight: one `/play` fills its table with seven bots, no more.
        assert!(parse(&opts(json!({"bots": 7})), "Equation Hi-Lo", 7).is_ok());
        assert_eq!(
            parse(&opts(json!({"bots": 8})), "Equation Hi-Lo", 7)
                .unwrap_err()
                .to_string(),
            "Equation Hi-Lo seats 8 players at most, so at most 7 bots can sit beside you."
        );
        assert_eq!(
            refused(json!({"bots": 9}), 9),
            "`bots` is how many computer players to seat beside you: a whole number from 0 to 7."
        );
        assert!(refused(json!({"bots": -1}), 3).contains("from 0 to 3"));
        assert!(refused(json!({"bots": "two"}), 3).contains("whole number"));
        assert!(refused(json!({"bots": 1.5}), 3).contains("whole number"));
        assert!(refused(json!({"bot_level": "hard", "bots": 1}), 3).contains("easy, normal"));
        assert!(refused(json!({"bot_level": "easy"}), 3).contains("give `bots` too"));
        assert!(refused(json!({"absent": "skip"}), 3).contains("`default`"));
        assert!(refused(json!({"rated_with_bots": "maybe"}), 3).contains("true or false"));
    }

    #[test]
    fn declared_options_are_the_keys_read() {
        let names: Vec<&str> = play_options().iter().map(|o| o.name).collect();
        assert_eq!(names, KEYS);
        for o in play_options() {
            assert!(o.description.chars().count() <= 100, "{}", o.name);
        }
    }
}
