//! Equilibrix Project's words in every language (issue 48): its catalog,
//! `rules/equilibrix/locales/<tag>/{rules,text,pictures,data}.ftl`.
//!
//! Every word a player reads comes from here, in the language spoken now
//! (`present_kit::words::speaking`, which the layer between the core and the games sets around
//! every call into the game): `rules.ftl` holds the `/rules` summary, the options, the lobby, the
//! prompts and every refusal; `text.ftl` the board's and private view's text, the event lines,
//! the menus and the alt texts; `pictures.ftl` the pictures' words; `data.ftl` the names in
//! `data/` that players read (the projects and the column pieces), keyed by the data's ids
//! (`ex-project-<name in lower case>`, `ex-piece-<name in lower case>`): the data files stay
//! the English source of truth, and a test checks that every name there has its key.
//!
//! Keys are lowercase-kebab with the prefix `ex-`. What stays as it is in every language: the
//! game's name, the field labels (`D4ne`, EX-B3), the node and map-field codes (`C1`, `OD`),
//! the formation ids (`F3`) and the names of the Tree's fields (`Tiferet`), which players
//! type and which are names.
use present_kit::words::{Catalog, Lang};

/// Equilibrix Project's catalog.
pub(crate) static WORDS: Catalog = Catalog::new(
    "equilibrix",
    &[
        (Lang::En, include_str!("../locales/en/rules.ftl")),
        (Lang::En, include_str!("../locales/en/text.ftl")),
        (Lang::En, include_str!("../locales/en/pictures.ftl")),
        (Lang::En, include_str!("../locales/en/data.ftl")),
        (Lang::De, include_str!("../locales/de/rules.ftl")),
        (Lang::De, include_str!("../locales/de/text.ftl")),
        (Lang::De, include_str!("../locales/de/pictures.ftl")),
        (Lang::De, include_str!("../locales/de/data.ftl")),
        (Lang::Es, include_str!("../locales/es/rules.ftl")),
        (Lang::Es, include_str!("../locales/es/text.ftl")),
        (Lang::Es, include_str!("../locales/es/pictures.ftl")),
        (Lang::Es, include_str!("../locales/es/data.ftl")),
        (Lang::Fr, include_str!("../locales/fr/rules.ftl")),
        (Lang::Fr, include_str!("../locales/fr/text.ftl")),
        (Lang::Fr, include_str!("../locales/fr/pictures.ftl")),
        (Lang::Fr, include_str!("../locales/fr/data.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/rules.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/text.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/pictures.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/data.ftl")),
    ],
);

/// A project's name as players read it (`Twin_Star` in the data is "Twin Star"): its key is
/// the data's name in lower case.
pub(crate) fn project_name(id: &str) -> String {
    WORDS.say(&format!("ex-project-{}", key_part(id)))
}

/// A column piece's name (`Near`, `Middle`, `Far` in `data/pieces.txt`).
pub(crate) fn piece_name(id: &str) -> String {
    WORDS.say(&format!("ex-piece-{}", key_part(id)))
}

/// A data name as a key's part: lower case, `_` as `-`.
fn key_part(id: &str) -> String {
    id.to_lowercase().replace(['_', ' '], "-")
}

#[cfg(test)]
mod tests;
