//! Equation Hi-Lo's words (issue 48): every text a player reads — the board, private views,
//! events, menus, forms, the lobby, refusals, the `/rules` summary, the pictures and their alt
//! texts — in every language Tabula speaks, from `locales/<tag>/{rules,table,pictures}.ftl`.
//!
//! The presenter and the rules ask for a text with [`WORDS`]`.say(key)` (or `say_with`), and
//! get it in the language spoken for the call (`present_kit::words::speaking`; English outside
//! one, so the crate's own tests read English).
//!
//! Keys: all start with `hl-`; `hl-eq-…` and `hl-val-…` are the refusals of a typed equation
//! (reading it, then fitting it to the cards), `hl-opt-…` the options', `hl-ev-…` the events',
//! `hl-form-…` the declaration forms', `hl-pic-…` only the pictures', `hl-alt-…` only the alt
//! texts'; the others are shared by several of them. A message that chooses by `$side` takes
//! `low` or `high`, by `$street` `first` or `second`, by `$raise` or `$you` `yes` or `no`.
use present_kit::words::{Catalog, Lang};

/// Equation Hi-Lo's catalog: one source per part and language.
pub(crate) static WORDS: Catalog = Catalog::new(
    "equation-hi-lo",
    &[
        (Lang::En, include_str!("../locales/en/rules.ftl")),
        (Lang::En, include_str!("../locales/en/table.ftl")),
        (Lang::En, include_str!("../locales/en/pictures.ftl")),
        (Lang::De, include_str!("../locales/de/rules.ftl")),
        (Lang::De, include_str!("../locales/de/table.ftl")),
        (Lang::De, include_str!("../locales/de/pictures.ftl")),
        (Lang::Es, include_str!("../locales/es/rules.ftl")),
        (Lang::Es, include_str!("../locales/es/table.ftl")),
        (Lang::Es, include_str!("../locales/es/pictures.ftl")),
        (Lang::Fr, include_str!("../locales/fr/rules.ftl")),
        (Lang::Fr, include_str!("../locales/fr/table.ftl")),
        (Lang::Fr, include_str!("../locales/fr/pictures.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/rules.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/table.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/pictures.ftl")),
    ],
);

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
