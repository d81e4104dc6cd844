//! The core's words in every language (issue 48): its catalog (`commands/locales/<tag>/`), and
//! the slash commands' texts Discord shows in each member's language.
//!
//! The commands' English texts are their declarations, where Discord's limits are checked; the
//! catalog's English must say exactly the same (the platform's list of its texts is held to it
//! by its tests), and the other languages translate them. A key is where the text is declared: `cmd-<command>` a command's description,
//! `cmd-<command>-<option>` an option's, `cmd-<command>-<option>-<value>` a choice's label;
//! `/play`'s options shared by every game are `cmd-play-<option>`, and each game's own options
//! are the game's words (its own catalog).
use present_kit::limits::DESCRIPTION_MAX;
use present_kit::words::{Catalog, Lang};

/// The core's catalog, in four files per language: `commands.ftl` (the slash commands' texts
/// and the first answers moved: time away, the lobby's answers, a player's language),
/// `view.ftl` (what a table shows: boards, private views, notices, results), `tables.ftl` (the
/// rest of a table's life and the server's: lobbies, rematches, abandonment, history, replays,
/// leagues, settings) and `input.ftl` (what reading a typed command refuses).
pub static WORDS: Catalog = Catalog::new(
    "commands",
    &[
        (Lang::En, include_str!("../locales/en/commands.ftl")),
        (Lang::En, include_str!("../locales/en/view.ftl")),
        (Lang::En, include_str!("../locales/en/tables.ftl")),
        (Lang::En, include_str!("../locales/en/input.ftl")),
        (Lang::De, include_str!("../locales/de/commands.ftl")),
        (Lang::De, include_str!("../locales/de/view.ftl")),
        (Lang::De, include_str!("../locales/de/tables.ftl")),
        (Lang::De, include_str!("../locales/de/input.ftl")),
        (Lang::Es, include_str!("../locales/es/commands.ftl")),
        (Lang::Es, include_str!("../locales/es/view.ftl")),
        (Lang::Es, include_str!("../locales/es/tables.ftl")),
        (Lang::Es, include_str!("../locales/es/input.ftl")),
        (Lang::Fr, include_str!("../locales/fr/commands.ftl")),
        (Lang::Fr, include_str!("../locales/fr/view.ftl")),
        (Lang::Fr, include_str!("../locales/fr/tables.ftl")),
        (Lang::Fr, include_str!("../locales/fr/input.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/commands.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/view.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/tables.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/input.ftl")),
    ],
);

/// The core's text of `key` in `lang`.
pub(crate) fn t(lang: Lang, key: &str, args: &[(&str, present_kit::words::Arg<'_>)]) -> String {
    WORDS.text(lang, key, args)
}

/// A message of the core's catalog with its values, not yet said: what a part that does not
/// know its reader answers (a clock, an option or a setting that does not read), said in the
/// reader's language by whoever answers them. In English where it is shown as itself (logs,
/// tests).
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub key: &'static str,
    pub args: Vec<(&'static str, Part)>,
}

/// One value of a [`Said`] message.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// Text shown as it is (a value the player typed, a name, a code).
    Text(String),
    /// A number: the message may choose its plural form by it.
    Number(i64),
    /// Another message, said in the same language.
    Said(Box<Said>),
}

impl Said {
    /// The message `key`, with no values yet.
    pub fn new(key: &'static str) -> Said {
        Said {
            key,
            args: Vec::new(),
        }
    }

    /// The same message, naming `value` as `$name`.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Said {
        self.args.push((name, Part::Text(value.to_string())));
        self
    }

    /// The same message, naming the number `n` as `$name`.
    pub fn number(mut self, name: &'static str, n: i64) -> Said {
        self.args.push((name, Part::Number(n)));
        self
    }

    /// The same message, with the message `inner` as `$name`.
    pub fn within(mut self, name: &'static str, inner: Said) -> Said {
        self.args.push((name, Part::Said(Box::new(inner))));
        self
    }

    /// The message in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        // Each value as Fluent takes it: text (an inner message said first) or a number.
        enum Value {
            Text(String),
            Number(i64),
        }
        let values: Vec<(&str, Value)> = self
            .args
            .iter()
            .map(|(name, part)| {
                let value = match part {
                    Part::Text(text) => Value::Text(text.clone()),
                    Part::Number(n) => Value::Number(*n),
                    Part::Said(said) => Value::Text(said.say(lang)),
                };
                (*name, value)
            })
            .collect();
        let args: Vec<(&str, present_kit::words::Arg<'_>)> = values
            .iter()
            .map(|(name, value)| {
                let arg = match value {
                    Value::Text(text) => text.as_str().into(),
                    Value::Number(n) => (*n).into(),
                };
                (*name, arg)
            })
            .collect();
        WORDS.text(lang, self.key, &args)
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// The `/play` subcommand's description, for one game.
pub const PLAY_GAME: &str = "cmd-play-game";

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

    /// Every message of the catalog (beside the commands' texts, held to the declarations) is asked for by its key somewhere in the core's source.
    #[test]
    fn every_message_is_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let unused: Vec<String> = WORDS
            .unused(&src)
            .expect("the sources read")
            .into_iter()
            .filter(|k| !k.starts_with("cmd-"))
            .collect();
        assert!(unused.is_empty(), "never used: {unused:?}");
    }
}
