//! The binary's own words in every language (issue 48): the web pages' frame, headings, labels,
//! controls and plain answers (`locales/<tag>/web.ftl`), `tabula local`'s texts
//! (`locales/<tag>/local.ftl`), and what the Discord adapter says by itself, without the core
//! (`locales/<tag>/discord.ftl`).
//! What a table shows (its board, its moves, the results) is the core's and the games' words,
//! asked for in the same language through the core.
use present_kit::words::{Arg, Catalog, Lang};

/// The binary's catalog, three files per language (one per front end that owns words).
pub static WORDS: Catalog = Catalog::new(
    "tabula",
    &[
        (Lang::En, include_str!("../locales/en/web.ftl")),
        (Lang::En, include_str!("../locales/en/local.ftl")),
        (Lang::En, include_str!("../locales/en/discord.ftl")),
        (Lang::De, include_str!("../locales/de/web.ftl")),
        (Lang::De, include_str!("../locales/de/local.ftl")),
        (Lang::De, include_str!("../locales/de/discord.ftl")),
        (Lang::Es, include_str!("../locales/es/web.ftl")),
        (Lang::Es, include_str!("../locales/es/local.ftl")),
        (Lang::Es, include_str!("../locales/es/discord.ftl")),
        (Lang::Fr, include_str!("../locales/fr/web.ftl")),
        (Lang::Fr, include_str!("../locales/fr/local.ftl")),
        (Lang::Fr, include_str!("../locales/fr/discord.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/web.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/local.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/discord.ftl")),
    ],
);

/// The text of `key` in `lang`.
pub fn t(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    WORDS.text(lang, key, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_is_complete_in_every_language() {
        let problems = WORDS.check();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// Every English key is asked for by its key somewhere in the crate's source.
    #[test]
    fn every_message_is_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let unused = WORDS.unused(&src).expect("the sources read");
        assert!(unused.is_empty(), "never used: {unused:?}");
    }
}
