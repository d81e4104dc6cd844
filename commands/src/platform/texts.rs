//! The platform's slash command texts by catalog key (issue 48): every description, option and
//! choice label the core declares, in English as declared, so that the core's catalog
//! (`crate::words`) can be held to them and Discord registers their translations.
use crate::input::declare::GAME_OPTION;
use crate::platform::list::{Declared, PLATFORM};
use present_kit::present::{CommandOption, OptionKind};

/// The option's texts under `prefix` (`cmd-<command>`): its description, then each choice's
/// label.
fn option_texts(prefix: &str, option: &CommandOption, out: &mut Vec<(String, String)>) {
    let key = format!("{prefix}-{}", option.name);
    out.push((key.clone(), option.description.to_string()));
    if let OptionKind::Choice(choices) = &option.kind {
        // The game choice names the games: their names are not translated.
        if option.name != GAME_OPTION {
            for (value, label) in choices {
                out.push((format!("{key}-{value}"), label.to_string()));
            }
        }
    }
}

/// Every slash command text the core declares, by key, in English as declared: each platform
/// command's description, options and choices, and `/play`'s options shared by every game.
pub fn slash_texts() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for command in PLATFORM {
        let prefix = format!("cmd-{}", command.name);
        out.push((prefix.clone(), command.description.to_string()));
        match command.options {
            Declared::Options(_) => {
                for option in command.options() {
                    option_texts(&prefix, &option, &mut out);
                }
            }
            Declared::PerGame => {
                for option in crate::input::play::shared_play_options() {
                    option_texts(&prefix, &option, &mut out);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{PLAY_GAME, WORDS};
    use present_kit::limits::DESCRIPTION_MAX;
    use present_kit::words::Lang;

    /// The catalog's English is the declarations' English, key for key, and every key of the
    /// catalog is declared (none left over when a command changes).
    #[test]
    fn the_english_catalog_says_what_the_commands_declare() {
        let declared = slash_texts();
        for (key, english) in &declared {
            assert_eq!(
                WORDS.format(Lang::En, key, &[]).as_deref(),
                Some(english.as_str()),
                "{key}"
            );
        }
        let mut keys: Vec<String> = declared.iter().map(|(k, _)| k.clone()).collect();
        keys.push(PLAY_GAME.to_string());
        for key in WORDS
            .keys(Lang::En)
            .into_iter()
            .filter(|k| k.starts_with("cmd-"))
        {
            assert!(
                keys.contains(&key),
                "{key} is in the catalog but declared nowhere"
            );
        }
    }

    /// Discord takes a description of 1 to 100 characters in every language.
    #[test]
    fn every_translation_fits_discord() {
        for (key, _) in slash_texts() {
            for lang in Lang::ALL {
                let text = WORDS.text(lang, &key, &[]);
                let n = text.chars().count();
                assert!(
                    (1..=DESCRIPTION_MAX).contains(&n),
                    "{key} {}: {n} characters",
                    lang.tag()
                );
            }
        }
        for lang in Lang::ALL {
            let text = WORDS.text(
                lang,
                PLAY_GAME,
                &[
                    ("game", "Equilibrix Project".into()),
                    ("players", "3-6".into()),
                ],
            );
            assert!(
                text.contains("Equilibrix Project") && text.contains("3-6"),
                "{text}"
            );
            assert!(text.chars().count() <= DESCRIPTION_MAX);
        }
    }
}
