//! Relinquish's words (issue 48): every text a player reads — the board and private view, the
//! event lines, menu labels, lobby, `/play` options, refusals, prompts, the `/rules` summary,
//! the pictures and their alt texts — comes from this catalog, in the language spoken for the
//! call ([`present_kit::words::speaking`]; English outside one, so the unit tests read English).
//!
//! Keys are lowercase-kebab with the prefix `rq-`, grouped by where they show: `rq-card-*`,
//! `rq-suit`, `rq-rank`, `rq-tarot` (the cards' names), `rq-no-*`/`rq-err-*` (refusals),
//! `rq-prompt-*`, `rq-rules`, `rq-lobby-*`, `rq-play-*` (`game.ftl`); `rq-board-*`,
//! `rq-phase-*`, `rq-private-*`, `rq-ev-*`, `rq-menu-*`, `rq-alt-*` (`table.ftl`); `rq-pic-*`
//! (`pictures.ftl`). Each language file starts with a glossary of the game's terms.
//!
//! Card codes (`7W`, `QS`, `T16`) are storage and typing codes, never translated; a card's
//! label (`7 Wands`, `Queen of Swords`, `T16 The Tower`) is, and the leak checks read every
//! language's labels (the presenter's `secrets`).
use present_kit::words::{Catalog, Lang};

/// The catalog (English complete; the other languages each complete, checked by the tests).
pub(crate) static WORDS: Catalog = Catalog::new(
    "relinquish",
    &[
        (Lang::En, include_str!("../locales/en/game.ftl")),
        (Lang::En, include_str!("../locales/en/table.ftl")),
        (Lang::En, include_str!("../locales/en/pictures.ftl")),
        (Lang::De, include_str!("../locales/de/game.ftl")),
        (Lang::De, include_str!("../locales/de/table.ftl")),
        (Lang::De, include_str!("../locales/de/pictures.ftl")),
        (Lang::Es, include_str!("../locales/es/game.ftl")),
        (Lang::Es, include_str!("../locales/es/table.ftl")),
        (Lang::Es, include_str!("../locales/es/pictures.ftl")),
        (Lang::Fr, include_str!("../locales/fr/game.ftl")),
        (Lang::Fr, include_str!("../locales/fr/table.ftl")),
        (Lang::Fr, include_str!("../locales/fr/pictures.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/game.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/table.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/pictures.ftl")),
    ],
);

/// A message of [`WORDS`] in the language spoken now.
pub(crate) fn say(key: &str) -> String {
    WORDS.say(key)
}

pub(crate) use present_kit::words::Arg;

/// A message of [`WORDS`] with its values, in the language spoken now.
pub(crate) fn say_with(key: &str, args: &[(&str, Arg<'_>)]) -> String {
    WORDS.say_with(key, args)
}

/// `say!("key", name = value, ...)`: a message of [`WORDS`] with its values, in the language
/// spoken now (a value is anything an [`Arg`] is made from: a number, a `&str`, a `&String`).
macro_rules! say {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::WORDS.say_with(
            $key,
            &[$((stringify!($name), $crate::words::Arg::from($value))),*],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every language has every key of English with the same variables and the plural forms
    /// it needs, and every source parses.
    #[test]
    fn the_catalog_is_complete() {
        let problems = WORDS.check();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        for lang in Lang::ALL {
            assert!(
                WORDS.sources.iter().any(|(l, _)| *l == lang),
                "{} has no source",
                lang.tag()
            );
        }
    }

    /// Every English key is asked for by its key somewhere in the crate's source.
    #[test]
    fn every_message_is_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let unused = WORDS.unused(&src).expect("the sources read");
        assert!(unused.is_empty(), "never used: {unused:?}");
    }
}
