//! The core's words in every language (issue 48): its catalog (`commands/locales/<tag>/`), and
//! the slash commands' texts Discord shows in each member's language.
//!
//! The commands' English texts are their declarations (`platform::list`, `/play`'s own options),
//! where Discord's limits are checked; the catalog's English must say exactly the same
//! ([`slash_texts`] lists them, and a test compares), and the other languages translate them.
//! A key is where the text is declared: `cmd-<command>` a command's description,
//! `cmd-<command>-<option>` an option's, `cmd-<command>-<option>-<value>` a choice's label;
//! `/play`'s options shared by every game are `cmd-play-<option>`, and each game's own options
//! are the game's words (its own catalog).
use crate::input::declare::GAME_OPTION;
use crate::platform::list::{Declared, PLATFORM};
use present_kit::limits::DESCRIPTION_MAX;
use present_kit::present::{CommandOption, OptionKind};
use present_kit::words::{Catalog, Lang};

/// The core's catalog.
pub static WORDS: Catalog = Catalog::new(
    "commands",
    &[
        (Lang::En, include_str!("../locales/en/commands.ftl")),
        (Lang::De, include_str!("../locales/de/commands.ftl")),
        (Lang::Es, include_str!("../locales/es/commands.ftl")),
        (Lang::Fr, include_str!("../locales/fr/commands.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/commands.ftl")),
    ],
);

/// The `/play` subcommand's description, for one game.
pub const PLAY_GAME: &str = "cmd-play-game";

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

/// A slash command text's translations as Discord registers them, `(locale, text)`: every
/// language whose catalog has `key`, within Discord's 100 characters. Nothing for a key the
/// catalog lacks (a game's own options, until its catalog has them).
pub fn discord_localizations(
    key: &str,
    args: &[(&str, present_kit::words::Arg<'_>)],
) -> Vec<(&'static str, String)> {
    if !WORDS.has(key) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let Some(text) = WORDS.format(lang, key, args) else {
            continue;
        };
        // A translation longer than Discord takes is the check's to find; never sent cut.
        if text.chars().count() > DESCRIPTION_MAX {
            continue;
        }
        for locale in lang.discord_locales() {
            out.push((*locale, text.clone()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_is_complete_in_every_language() {
        let problems = WORDS.check();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

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
        for key in WORDS.keys(Lang::En) {
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
