//! 8-quilibrium's words (issue 48): every text of the game a person reads (boards, private
//! views, events, menus, the lobby, `/play`'s options, the `/score` tool, refusals, the rules
//! summary, pictures and their alt texts), per language, in Project Fluent's format, so each
//! reader gets the game in their own language ([`present_kit::words::speaking`]).
//!
//! Keys are lowercase-kebab with the prefix `eq-` and the part of the game they belong to:
//! `eq-board-…`, `eq-private-…`, `eq-turn-…` (the texts of the board and the private view),
//! `eq-event-…`, `eq-menu-…` (menu labels and placeholders), `eq-lobby-…`, `eq-option-…`,
//! `eq-tool-…`, `eq-error-…` (refusals), `eq-rules-…`, `eq-pic-…` (picture texts) and
//! `eq-alt-…` (alt texts). Each language has the same files: `play.ftl` (board, private view,
//! events), `menus.ftl` (menus, lobby, options, tool, refusals, rules summary) and
//! `pictures.ftl` (picture and alt texts).
use present_kit::words::{Catalog, Lang};

pub(crate) static WORDS: Catalog = Catalog::new(
    "eight-quilibrium",
    &[
        (Lang::En, include_str!("../locales/en/play.ftl")),
        (Lang::En, include_str!("../locales/en/menus.ftl")),
        (Lang::En, include_str!("../locales/en/pictures.ftl")),
        (Lang::De, include_str!("../locales/de/play.ftl")),
        (Lang::De, include_str!("../locales/de/menus.ftl")),
        (Lang::De, include_str!("../locales/de/pictures.ftl")),
        (Lang::Es, include_str!("../locales/es/play.ftl")),
        (Lang::Es, include_str!("../locales/es/menus.ftl")),
        (Lang::Es, include_str!("../locales/es/pictures.ftl")),
        (Lang::Fr, include_str!("../locales/fr/play.ftl")),
        (Lang::Fr, include_str!("../locales/fr/menus.ftl")),
        (Lang::Fr, include_str!("../locales/fr/pictures.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/play.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/menus.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/pictures.ftl")),
    ],
);

/// `key` in the language spoken now.
pub(crate) fn say(key: &str) -> String {
    WORDS.say(key)
}

/// `key` with `args` in the language spoken now.
pub(crate) fn say_with(key: &str, args: &[(&str, present_kit::words::Arg<'_>)]) -> String {
    WORDS.say_with(key, args)
}
