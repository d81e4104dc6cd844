//! The outbox: the public messages a commit owes Discord, stored in the same transaction as
//! the state they announce (issue 17, item 1).
//!
//! Without it, a message Discord failed to take was never sent again: a board stayed at an old
//! version for as long as nobody moved, and a "time ran out" notice or a final result could be
//! lost for good. Now a front end with a delivery worker (the `outbox` switch) gets
//! every public reply of a committed input queued here, marked [`Reply::queued`], and sends
//! them from the queue until Discord took them or refused them for good.
//!
//! - A **board** is one row per table that only says "this table's board must show version
//!   `version` or later": the worker draws the board from the committed state when it sends it,
//!   so any number of moves during an outage coalesce into one edit of the newest board. The row
//!   is deleted only if no newer version was queued meanwhile.
//! - A **post** (notices, mentions, final scores) is one row per message, sent in order within
//!   its channel, with the reply as JSON and its picture's SVG drawn at commit (they are rare:
//!   a showdown). Its row id is the message's nonce, so a retried post that had in fact reached
//!   Discord is not shown twice.
use crate::api::{Delivery, Millis, Picture, Queued, Reply};
use crate::params;
use crate::store::db::{Changes, Conn, OptionalExtension, ToSql, Tx};
use crate::store::shards::Shards;

/// One message owed to Discord.
#[derive(Clone, Debug)]
pub struct Item {
    /// Row id: the order of sending within a channel, and a post's nonce.
    pub id: i64,
    pub channel: String,
    /// When the commit queued it (a board: its first queueing since it was last sent).
    pub created_at: Millis,
    pub what: Owed,
}

#[derive(Clone, Debug)]
pub enum Owed {
    /// The table's board must show `version` or later.
    Board { table: i64, version: i64 },
    /// A new public message.
    Post(Box<Reply>),
}

/// Queues every public board and post of `replies` in `tx` and marks them
/// [`Reply::queued`] with their row. The rows are written by one statement each, all sent
/// together (one round trip on PostgreSQL: none needs another's result).
pub(crate) fn queue(
    tx: &Tx<'_>,
    replies: &mut [Reply],
    now: Millis,
) -> crate::store::db::Result<()> {
    // A direct message is one user's, yet owed like a post (its words hide nothing).
    let owed = |r: &Reply| r.to.is_public() || matches!(r.delivery, Delivery::Direct { .. });
    let mut rows: Vec<(usize, Entry)> = Vec::new();
    for (index, reply) in replies.iter().enumerate().filter(|(_, r)| owed(r)) {
        let row = match &reply.delivery {
            Delivery::Board { table, .. } => Entry::Board {
                channel: reply.channel.clone(),
                table: *table,
            },
            // A thread's archiving is owed like a post, in its channel's order: after the
            // thread's last messages.
            Delivery::Post | Delivery::Direct { .. } | Delivery::Archive => {
                // A user's direct messages go in their own order, apart from any channel's.
                let channel = match &reply.delivery {
                    Delivery::Direct { user } => format!("@{user}"),
                    _ => reply.channel.clone(),
                };
                let (key, file) = reply
                    .picture
                    .as_ref()
                    .map(|p| (p.key.clone(), p.file.clone()))
                    .unzip();
                let mut stored = reply.clone();
                // The front end never shows the view JSON; it need not be kept.
                stored.view = None;
                Entry::Post {
                    channel,
                    json: serde_json::to_string(&stored)
                        .map_err(|e| crate::store::db::Error::Param(e.to_string()))?,
                    svg: reply.picture.as_ref().map(Picture::svg),
                    key,
                    file,
                    alt: reply.picture.as_ref().and_then(|p| p.alt.clone()),
                    origin: reply.channel.clone(),
                }
            }
            _ => continue,
        };
        rows.push((index, row));
    }
    if rows.is_empty() {
        return Ok(());
    }
    let params: Vec<Vec<&dyn ToSql>> = rows.iter().map(|(_, row)| row.params(&now)).collect();
    let statements: Vec<(&str, &[&dyn ToSql])> = rows
        .iter()
        .zip(&params)
        .map(|((_, row), params)| (row.sql(), params.as_slice()))
        .collect();
    // The outbox is none of the rows a running table is kept from (`crate::store::snapshot`).
    let queued = tx.query_rows(&statements, Changes::Unwatched, |r| {
        Ok(Queued {
            id: r.get(0)?,
            version: r.get(1)?,
        })
    })?;
    for ((index, _), queued) in rows.iter().zip(queued) {
        replies[*index].queued = Some(queued);
    }
    Ok(())
}

/// An outbox row to write.
enum Entry {
    /// The table's board row, made to owe its current version.
    Board { channel: String, table: i64 },
    /// A post's row: the reply as JSON, its picture, and the channel it was made in (whose
    /// guild's key the row carries).
    Post {
        channel: String,
        json: String,
        svg: Option<String>,
        key: Option<String>,
        file: Option<String>,
        alt: Option<String>,
        origin: String,
    },
}

impl Entry {
    /// The statement writing the row; it returns the row's id and, for a board, the version
    /// owed.
    fn sql(&self) -> &'static str {
        match self {
            Entry::Board { .. } => {
                "INSERT INTO outbox (channel, kind, table_id, version, created_at, guild_key) \
                 SELECT ?1, 'board', ?2, version, ?3, guild_key FROM tables WHERE id = ?2 \
                 ON CONFLICT (table_id) WHERE kind = 'board' \
                 DO UPDATE SET version = excluded.version RETURNING id, version"
            }
            Entry::Post { .. } => {
                "INSERT INTO outbox (channel, kind, reply, svg, picture_key, picture_file, \
                 picture_alt, created_at, guild_key) VALUES (?1, 'post', ?2, ?3, ?4, ?5, \
                 ?6, ?7, COALESCE((SELECT guild_key FROM channel_guilds \
                 WHERE channel = ?8), 0)) RETURNING id, CAST(NULL AS BIGINT)"
            }
        }
    }

    fn params<'a>(&'a self, now: &'a Millis) -> Vec<&'a dyn ToSql> {
        match self {
            Entry::Board { channel, table } => vec![channel, table, now],
            Entry::Post {
                channel,
                json,
                svg,
                key,
                file,
                alt,
                origin,
            } => vec![channel, json, svg, key, file, alt, now, origin],
        }
    }
}

/// Up to `limit` owed messages of `shards`' guilds, oldest first: a process delivers only its
/// own shards' messages, so each channel's messages go out from one process, in order.
pub fn pending(conn: &Conn, limit: usize, shards: &Shards) -> crate::store::db::Result<Vec<Item>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT id, channel, kind, table_id, version, reply, svg, picture_key, picture_file, \
         created_at, picture_alt FROM outbox WHERE 1 = 1{} ORDER BY id LIMIT ?1",
        shards.condition("guild_key", 2)
    ))?;
    let limit = limit as i64;
    let values = shards.values();
    let mut params: Vec<&dyn crate::store::db::ToSql> = vec![&limit];
    shards.bind(&values, &mut params);
    let rows = stmt.query_map(params.as_slice(), |r| {
        let id: i64 = r.get(0)?;
        let kind: String = r.get(2)?;
        let what = if kind == "board" {
            Owed::Board {
                table: r.get(3)?,
                version: r.get(4)?,
            }
        } else {
            let json: String = r.get(5)?;
            let mut reply: Reply = serde_json::from_str(&json).map_err(|e| {
                crate::store::error::CorruptColumn {
                    table: id,
                    column: "outbox.reply",
                    problem: e.to_string(),
                }
                .into_sql(5)
            })?;
            let svg: Option<String> = r.get(6)?;
            let key: Option<String> = r.get(7)?;
            let file: Option<String> = r.get(8)?;
            let alt: Option<String> = r.get(10)?;
            if let (Some(svg), Some(key), Some(file)) = (svg, key, file) {
                reply.picture = Some(Picture::new(key, file, move || svg.clone()).with_alt(alt));
            }
            Owed::Post(Box::new(reply))
        };
        Ok(Item {
            id,
            channel: r.get(1)?,
            created_at: r.get(9)?,
            what,
        })
    })?;
    rows.collect()
}

/// Owes the board of table `id` at its committed version unless it is already owed; returns
/// the row, or `None` when the table does not exist. Used to repair a board found stale.
pub(crate) fn owe_board(
    tx: &Tx<'_>,
    id: i64,
    now: Millis,
) -> crate::store::db::Result<Option<Queued>> {
    tx.prepare_cached(
        "INSERT INTO outbox (channel, kind, table_id, version, created_at) \
         SELECT channel, 'board', id, version, ?2 FROM tables WHERE id = ?1 \
         ON CONFLICT (table_id) WHERE kind = 'board' \
         DO UPDATE SET version = excluded.version RETURNING id, version",
    )?
    .query_row(params![id, now], |r| {
        Ok(Queued {
            id: r.get(0)?,
            version: r.get(1)?,
        })
    })
    .optional()
}

/// The committed version of table `id` and its board message.
pub(crate) fn version(
    conn: &Conn,
    id: i64,
) -> crate::store::db::Result<Option<(i64, Option<String>)>> {
    conn.prepare_cached("SELECT version, board_message FROM tables WHERE id = ?1")?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()
}

/// A post went out: its row goes.
pub fn sent(conn: &Conn, id: i64) -> crate::store::db::Result<()> {
    reached(conn, id)?;
    conn.prepare_cached("DELETE FROM outbox WHERE id = ?1")?
        .execute([id])?;
    Ok(())
}

/// The board of row `id` went out showing `version`: the row goes unless a newer version was
/// queued meanwhile.
pub fn board_sent(conn: &Conn, id: i64, version: i64) -> crate::store::db::Result<()> {
    reached(conn, id)?;
    conn.prepare_cached("DELETE FROM outbox WHERE id = ?1 AND version <= ?2")?
        .execute(params![id, version])?;
    Ok(())
}

/// A message of row `id` reached its channel: the channel's tables are no longer marked
/// unreachable. Cheap when none is (a partial index holds only marked rows).
fn reached(conn: &Conn, id: i64) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "UPDATE tables SET unreachable = NULL WHERE unreachable IS NOT NULL \
         AND channel = (SELECT channel FROM outbox WHERE id = ?1)",
    )?
    .execute([id])?;
    Ok(())
}

/// Row `id` can never go out (`why`: the channel is gone, Tabula lost access, Discord rejects
/// the message): the row goes, and its table (a board's, or a post's channel's newest) is marked
/// [`unreachable()`] with `why`, for the operator (`tabula check`) and so that the front end
/// logs it once, not once per message and restart. Returns whether the mark changed.
pub fn dropped(conn: &Conn, id: i64, why: &str) -> crate::store::db::Result<bool> {
    let marked = conn
        .prepare_cached(
            "UPDATE tables SET unreachable = ?2 WHERE unreachable IS DISTINCT FROM ?2 AND id = \
             (SELECT coalesce(o.table_id, (SELECT max(t.id) FROM tables t \
                                           WHERE t.channel = o.channel)) \
              FROM outbox o WHERE o.id = ?1)",
        )?
        .execute(params![id, why])?;
    conn.prepare_cached("DELETE FROM outbox WHERE id = ?1")?
        .execute([id])?;
    Ok(marked > 0)
}

/// Tables marked unreachable: (table, channel, why), oldest first.
pub fn unreachable(conn: &Conn) -> crate::store::db::Result<Vec<(i64, String, String)>> {
    conn.prepare_cached(
        "SELECT id, channel, unreachable FROM tables WHERE unreachable IS NOT NULL ORDER BY id",
    )?
    .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
    .collect()
}

/// How many messages are owed.
pub fn count(conn: &Conn) -> crate::store::db::Result<i64> {
    conn.prepare_cached("SELECT COUNT(*) FROM outbox")?
        .query_row([], |r| r.get(0))
}

/// The board of table `id` as committed now, and its version; `None` if the table is gone.
/// This is what an owed board sends: whatever moves were queued, the newest state wins.
///
/// With `public_url`, it carries the table's "View on the web" link as it stands now (issue 46).
pub(crate) fn board_now(
    conn: &Conn,
    id: i64,
    public_url: Option<&str>,
) -> Result<Option<(Reply, i64)>, String> {
    let Some(table) = crate::store::tables::get(conn, id).map_err(|e| e.to_string())? else {
        return Ok(None);
    };
    let engine = registry::find(&table.game)
        .ok_or_else(|| format!("game {:?} is not in this build", table.game))?;
    let seats = crate::store::tables::seats(conn, id).map_err(|e| e.to_string())?;
    let lang = crate::store::server_settings::server_lang(conn, &table)?;
    // An ended table's board carries only what `view` gives it (a finished game's Rematch
    // and Replay; nothing for a cancelled one).
    let board = match table.state.as_deref() {
        None => crate::view::lobby::lobby_board(&table, &seats, engine, lang)
            .map_err(|e| e.to_string())?,
        Some(state) => {
            let session = engine.load(state).map_err(|e| e.to_string())?;
            let deadlines =
                crate::store::deadlines::for_table(conn, id).map_err(|e| e.to_string())?;
            crate::view::board::board(&table, &seats, engine, session.as_ref(), &deadlines, lang)
                .map_err(|e| e.to_string())?
        }
    };
    let mut board = [board];
    if let Err(e) = crate::handlers::web_link::add_buttons(conn, public_url, &mut board) {
        tracing::error!(table = id, error = %e, "web link left off an owed board");
    }
    let [board] = board;
    Ok(Some((board, table.version)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_posts_picture_keeps_its_alt_text() {
        let dir = tempfile::tempdir().unwrap();
        let mut conn = Conn::from(crate::store::open(&dir.path().join("o.db")).unwrap());
        let mut reply = Reply::post("c1", "Showdown");
        reply.picture = Some(
            Picture::new("t1.v2.e0".into(), "showdown.png", || "<svg/>".into())
                .with_alt(Some("Ann wins the pot.".into())),
        );
        let tx = conn.transaction().unwrap();
        queue(&tx, std::slice::from_mut(&mut reply), 0).unwrap();
        tx.commit().unwrap();
        let items = pending(&conn, 10, &crate::store::shards::Shards::ALL).unwrap();
        let Some(Owed::Post(post)) = items.first().map(|i| &i.what) else {
            panic!("a post is owed: {items:?}");
        };
        let picture = post.picture.as_ref().expect("its picture");
        assert_eq!(picture.alt.as_deref(), Some("Ann wins the pot."));
        assert_eq!(picture.svg(), "<svg/>");
    }
}
