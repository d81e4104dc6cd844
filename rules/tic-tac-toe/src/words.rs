//! Tic-tac-toe's words in every language (issue 48): its catalog (`locales/<tag>/`), asked in
//! the language spoken ([`present_kit::words::speaking`]), so the example game shows how a
//! game keeps its words: every text a player reads is a message here, keyed `ttt-…`.
use present_kit::words::{Catalog, Lang};

/// The game's catalog.
pub static WORDS: Catalog = Catalog::new(
    "tic-tac-toe",
    &[
        (Lang::En, include_str!("../locales/en/tic-tac-toe.ftl")),
        (Lang::De, include_str!("../locales/de/tic-tac-toe.ftl")),
        (Lang::Es, include_str!("../locales/es/tic-tac-toe.ftl")),
        (Lang::Fr, include_str!("../locales/fr/tic-tac-toe.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/tic-tac-toe.ftl")),
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

    /// Every message is asked for by its key somewhere in the crate's source.
    #[test]
    fn every_message_is_used() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let unused = WORDS.unused(&src).expect("the sources read");
        assert!(unused.is_empty(), "never used: {unused:?}");
    }
}
