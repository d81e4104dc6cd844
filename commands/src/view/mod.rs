//! What a player sees: replies drawn from the store's rows and a game's views (text, menus paged
//! past Discord's 25 options, forms, pictures). Uses the store (`tables`, `deadlines`, `ids`,
//! `computer`) and `present_kit`; it reads and writes nothing itself.
pub mod render;
