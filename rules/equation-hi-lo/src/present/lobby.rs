//! The host's Equation Hi-Lo options on the lobby board: starting chips, ante and the number of
//! rounds, as three selects (the rows Discord leaves after Join/Leave/Start and the time
//! control). Any value the options accept can still be given to `/play` in `tabula script`.

use crate::rules::Options;
use crate::words::WORDS;
use game_kit::RuleError;
use present_kit::present::{no_option, one_choice, LobbyOption};

const CHIPS: [u32; 6] = [20, 30, 50, 100, 200, 500];
const ANTES: [u32; 5] = [1, 2, 3, 5, 10];
/// 0 plays until one player has chips (HL-9).
const ROUNDS: [u32; 8] = [1, 3, 5, 8, 10, 15, 20, 0];

/// A choice of the rounds select: "1 round", "5 rounds", "Until one player has all the chips".
fn rounds_label(r: u32) -> String {
    WORDS.say_with("hl-rounds-choice", &[("rounds", r.into())])
}

pub fn lobby_options() -> Vec<LobbyOption> {
    let select = |key: &str, label: &str, choices: Vec<(String, String)>| LobbyOption {
        key: key.into(),
        label: WORDS.say(label),
        choices,
        multi: false,
    };
    vec![
        select(
            "chips",
            "hl-select-chips",
            CHIPS
                .iter()
                .map(|c| {
                    (
                        c.to_string(),
                        WORDS.say_with("hl-chips-each", &[("chips", (*c).into())]),
                    )
                })
                .collect(),
        ),
        select(
            "ante",
            "hl-select-ante",
            ANTES
                .iter()
                .map(|a| {
                    (
                        a.to_string(),
                        WORDS.say_with("hl-ante-choice", &[("ante", (*a).into())]),
                    )
                })
                .collect(),
        ),
        select(
            "rounds",
            "hl-select-rounds",
            ROUNDS
                .iter()
                .map(|r| (r.to_string(), rounds_label(*r)))
                .collect(),
        ),
    ]
}

pub fn set_lobby_option(
    options: &Options,
    key: &str,
    values: &[String],
) -> Result<Options, RuleError> {
    let value = one_choice(values)?;
    let allowed: &[u32] = match key {
        "chips" => &CHIPS,
        "ante" => &ANTES,
        "rounds" => &ROUNDS,
        _ => return Err(no_option("Equation Hi-Lo", key)),
    };
    let n = value
        .parse::<u32>()
        .ok()
        .filter(|n| allowed.contains(n))
        .ok_or_else(|| {
            RuleError::new(WORDS.say_with("hl-not-a-choice", &[("value", value.into())]))
        })?;
    let mut changed = options.clone();
    match key {
        "chips" => changed.chips = n,
        "ante" => changed.ante = n,
        _ => changed.rounds = n,
    }
    if changed.ante > changed.chips {
        return Err(RuleError::new(WORDS.say_with(
            "hl-ante-too-high",
            &[
                ("ante", changed.ante.into()),
                ("chips", changed.chips.into()),
            ],
        )));
    }
    Ok(changed)
}

/// The chosen options in one line, for the lobby board.
pub fn lobby_text(options: &Options) -> String {
    let mut parts = vec![
        WORDS.say_with("hl-chips-each", &[("chips", options.chips.into())]),
        WORDS.say_with("hl-ante", &[("ante", options.ante.into())]),
        WORDS.say_with("hl-rounds-lobby", &[("rounds", options.rounds.into())]),
    ];
    if options.best {
        parts.push(WORDS.say("hl-lobby-best"));
    }
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_selects_fit_discord_and_set_the_options() {
        let all = lobby_options();
        assert!(all.len() <= present_kit::present::MAX_LOBBY_OPTIONS);
        for o in &all {
            assert!(!o.choices.is_empty() && o.choices.len() <= 25);
            for (value, label) in &o.choices {
                let set =
                    set_lobby_option(&Options::default(), &o.key, std::slice::from_ref(value));
                assert!(set.is_ok(), "{} {value}: {set:?}", o.key);
                assert!(label.chars().count() <= 100);
            }
        }
        let o = set_lobby_option(&Options::default(), "chips", &["100".into()]).unwrap();
        let o = set_lobby_option(&o, "ante", &["10".into()]).unwrap();
        let o = set_lobby_option(&o, "rounds", &["0".into()]).unwrap();
        assert_eq!((o.chips, o.ante, o.rounds), (100, 10, 0));
        assert!(o.validate(4).is_ok());
        assert_eq!(
            lobby_text(&o),
            "100 chips each · ante 10 · until one player has all the chips · best possible \
             hands shown after each showdown"
        );
    }

    #[test]
    fn values_off_the_menu_and_an_ante_above_the_chips_are_refused() {
        let poor = Options {
            chips: 5,
            ..Options::default()
        };
        assert!(set_lobby_option(&poor, "ante", &["5".into()]).is_ok());
        assert!(set_lobby_option(&poor, "ante", &["10".into()]).is_err());
        assert!(set_lobby_option(&Options::default(), "chips", &["7".into()]).is_err());
        assert!(set_lobby_option(&Options::default(), "rounds", &["x".into()]).is_err());
        assert!(set_lobby_option(&Options::default(), "preset", &["enigma".into()]).is_err());
        assert!(set_lobby_option(&Options::default(), "chips", &[]).is_err());
    }
}
