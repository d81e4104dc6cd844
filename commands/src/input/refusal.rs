//! Why a typed command is refused (issue 48): a message of the core's catalog with the values
//! it names, or a game's own refusal of its options, said in the reader's language where the
//! answer is made (the front end knows the reader; reading the command does not). Nothing here
//! is words already said: every refusal can be said again in any language.
use super::Game;
use crate::words::Said;
use present_kit::words::Lang;
use serde_json::Value;

/// A refusal of what was typed.
#[derive(Clone, Debug)]
pub enum Refusal {
    /// A message of the core's catalog (`input.ftl`) and its values by name.
    Said(Said),
    /// `game` refused these options (a server's house rules): the game says why, asked again in
    /// the reader's language.
    Game { game: Game, options: Value },
}

impl Refusal {
    /// The message `key` of the core's catalog.
    pub fn new(key: &'static str) -> Refusal {
        Refusal::Said(Said::new(key))
    }

    /// The same refusal naming `value` as `$name` (a game's refusal names its own values).
    pub fn with(self, name: &'static str, value: impl ToString) -> Refusal {
        match self {
            Refusal::Said(said) => Refusal::Said(said.with(name, value)),
            game => game,
        }
    }

    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Refusal::Said(said) => said.say(lang),
            Refusal::Game { game, options } => match game.engine().parse_options(options, lang) {
                // A value the player typed stands between backticks in the game's words; the
                // text is bounded and made safe to show as it is.
                Err(e) => present_kit::text::echo_quoted(&e.0),
                // Asked again, the game takes them: never an empty answer (cannot happen, the
                // options and the game are the same).
                Ok(_) => crate::words::t(
                    lang,
                    "input-house-rules-refused",
                    &[("game", game.engine().name().into())],
                ),
            },
        }
    }

    /// The language a reader with Discord's `locales` reads a refusal of their command in, when
    /// nothing else is known: their own when Tabula speaks it, else the server's, else English.
    /// A front end with the core asks it (`Core::refusal`), which also knows a language chosen
    /// with `/settings my_language`.
    pub fn lang_of(locales: &crate::api::Locales) -> Lang {
        locales.lang()
    }
}

impl From<Said> for Refusal {
    fn from(said: Said) -> Refusal {
        Refusal::Said(said)
    }
}

impl PartialEq for Refusal {
    fn eq(&self, other: &Refusal) -> bool {
        match (self, other) {
            (Refusal::Said(a), Refusal::Said(b)) => a == b,
            (
                Refusal::Game {
                    game: g,
                    options: a,
                },
                Refusal::Game {
                    game: h,
                    options: b,
                },
            ) => g.id() == h.id() && a == b,
            _ => false,
        }
    }
}

/// In English, as logs and tests read it.
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}
