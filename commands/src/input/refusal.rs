//! Why a typed command is refused (issue 48): a message of the core's catalog with the values
//! it names, said in the reader's language where the answer is made (the front end knows the
//! reader; reading the command does not). What another part already said in words (a game's
//! refusal of its options, a clock that does not read) is kept as it was said.
use present_kit::words::Lang;

/// A refusal of what was typed.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// A message of the core's catalog (`input.ftl`) and its values by name.
    Said {
        key: &'static str,
        args: Vec<(&'static str, String)>,
    },
    /// Words already said elsewhere, shown as they are.
    Verbatim(String),
}

impl Refusal {
    /// The message `key` of the core's catalog.
    pub fn new(key: &'static str) -> Refusal {
        Refusal::Said {
            key,
            args: Vec::new(),
        }
    }

    /// The same refusal naming `value` as `$name`.
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Refusal {
        if let Refusal::Said { args, .. } = &mut self {
            args.push((name, value.to_string()));
        }
        self
    }

    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Refusal::Said { key, args } => {
                let args: Vec<(&str, present_kit::words::Arg<'_>)> = args
                    .iter()
                    .map(|(name, value)| (*name, value.as_str().into()))
                    .collect();
                crate::words::WORDS.text(lang, key, &args)
            }
            Refusal::Verbatim(text) => text.clone(),
        }
    }

    /// The language a reader with Discord's `locales` reads a refusal of their command in:
    /// their own when Tabula speaks it, else the server's, else English (reading a command
    /// reads no database, so a language chosen with `/settings my_language` is not known yet).
    pub fn lang_of(locales: &crate::api::Locales) -> Lang {
        [locales.user.as_deref(), locales.guild.as_deref()]
            .into_iter()
            .flatten()
            .find_map(Lang::from_discord)
            .unwrap_or(Lang::En)
    }
}

impl From<String> for Refusal {
    fn from(text: String) -> Refusal {
        Refusal::Verbatim(text)
    }
}

impl From<&str> for Refusal {
    fn from(text: &str) -> Refusal {
        Refusal::Verbatim(text.to_string())
    }
}

/// In English, as logs and tests read it.
impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}
