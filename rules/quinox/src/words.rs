//! Quinox's own words (issue 48): every text a player reads, in each language Tabula speaks,
//! as Project Fluent catalogs under `locales/<tag>/`.
//!
//! Why a catalog of its own: the game's words (its tiles' texts, the board, the events, the
//! menus, the refusals, the pictures) belong to the game, and the presenter and the rules ask
//! for them with [`WORDS`]`.say(..)` in the language the layer between the core and the games
//! speaks around every call (`present_kit::words::speaking`); outside one it is English.
//!
//! Three files a language, the same split in each: `quinox.ftl` (board, private view, events,
//! menus, refusals, pictures, alt texts), `tiles.ftl` (what each tile does) and `rules.ftl`
//! (the `/rules` summary and the lobby). Keys are lowercase-kebab with the prefix `qx-`; a
//! tile's text is `qx-tile-<name in lowercase>` (`qx-tile-sword`). Tile names (`SWORD`) and
//! space labels (`m50`) are what a player types and stay as they are in every language.
use present_kit::words::{Catalog, Lang};

/// Quinox's catalog (see the module's documentation).
pub(crate) static WORDS: Catalog = Catalog::new(
    "quinox",
    &[
        (Lang::En, include_str!("../locales/en/quinox.ftl")),
        (Lang::En, include_str!("../locales/en/tiles.ftl")),
        (Lang::En, include_str!("../locales/en/rules.ftl")),
        (Lang::De, include_str!("../locales/de/quinox.ftl")),
        (Lang::De, include_str!("../locales/de/tiles.ftl")),
        (Lang::De, include_str!("../locales/de/rules.ftl")),
        (Lang::Es, include_str!("../locales/es/quinox.ftl")),
        (Lang::Es, include_str!("../locales/es/tiles.ftl")),
        (Lang::Es, include_str!("../locales/es/rules.ftl")),
        (Lang::Fr, include_str!("../locales/fr/quinox.ftl")),
        (Lang::Fr, include_str!("../locales/fr/tiles.ftl")),
        (Lang::Fr, include_str!("../locales/fr/rules.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/quinox.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/tiles.ftl")),
        (Lang::PtBr, include_str!("../locales/pt-BR/rules.ftl")),
    ],
);
