//! The language each player chose for what Tabula tells them privately (issue 48,
//! `/settings my_language`): one row per player, on every server, over their Discord client's
//! language. Without a row a player reads their Discord language.
use crate::api::Millis;
use crate::params;
use crate::store::db::{Conn, OptionalExtension};
use present_kit::words::Lang;

/// The language `user` chose, if any. A stored language this build does not speak is an error
/// (a damaged row, or one written by a newer Tabula), never read as no choice.
pub fn chosen(conn: &Conn, user: &str) -> Result<Option<Lang>, String> {
    let tag: Option<String> = conn
        .prepare_cached("SELECT lang FROM player_languages WHERE \"user\" = ?1")
        .and_then(|mut stmt| stmt.query_row([user], |r| r.get(0)).optional())
        .map_err(|e| format!("player_languages: {e}"))?;
    tag.map(|tag| {
        Lang::parse(&tag).ok_or_else(|| {
            format!("player_languages: user {user}'s language {tag:?} does not read")
        })
    })
    .transpose()
}

/// Sets `user`'s language (`None`: back to their Discord language).
pub fn choose(
    conn: &Conn,
    user: &str,
    lang: Option<Lang>,
    now: Millis,
) -> crate::store::db::Result<()> {
    match lang {
        Some(lang) => conn
            .prepare_cached(
                "INSERT INTO player_languages (\"user\", lang, set_at) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (\"user\") DO UPDATE SET lang = excluded.lang, set_at = excluded.set_at",
            )?
            .execute(params![user, lang.tag(), now])?,
        None => conn
            .prepare_cached("DELETE FROM player_languages WHERE \"user\" = ?1")?
            .execute([user])?,
    };
    Ok(())
}
