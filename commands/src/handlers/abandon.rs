//! Abandoned tables (issue 27): a lobby or running game in which no person did anything for the
//! server's abandonment period (`crate::store::server_settings`, 14 days unless set) ends as abandoned.
//!
//! "Did anything" is a person's change: a lobby change or a move of their own
//! (`tables.human_at`, see [`tables::Change`]); timeouts and bots' moves do not
//! keep a table alive. An abandoned table is cancelled with `ended_why = 'abandoned'`: no
//! ranking and no rating changes (unrated, like any cancelled game), its board says so, a notice
//! goes to its channel, and `/history` and `/replay` show it like any game that ended early.
//! The sweep runs on the timers' path before due timeouts fire, so when
//! Tabula was down for longer than the period it does not first play a forgotten game out by a
//! burst of timeouts.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::store::deadlines;
use crate::store::server_settings::{self, DAY};
use crate::store::tables::{self, Status, Table};
use crate::view;
use crate::words::t;

/// Tables looked at in one sweep, oldest first; the rest wait for the next one.
const PER_SWEEP: i64 = 100;

/// Ends every table whose period has passed; returns their boards and notices.
pub(crate) fn sweep(ctx: &Ctx<'_>) -> Handled {
    ctx.writes()?;
    // No table anywhere is abandoned sooner than the shortest period any server set.
    let shortest = server_settings::shortest_abandon_days(ctx.tx)?;
    // Only this process's shards' tables, claimed on PostgreSQL as deadlines are.
    let shards = &ctx.switches.shards;
    let before = ctx.now - i64::from(shortest) * DAY;
    let values = shards.values();
    let mut params: Vec<&dyn crate::store::db::ToSql> = vec![&before, &PER_SWEEP];
    shards.bind(&values, &mut params);
    let candidates: Vec<(i64, i64)> = ctx
        .tx
        .prepare_cached(&format!(
            "SELECT t.id, COALESCE(t.human_at, t.updated_at) FROM tables t \
             WHERE t.status IN ('lobby', 'playing') AND COALESCE(t.human_at, t.updated_at) <= ?1{ours} \
             ORDER BY 2 LIMIT ?2{claim}",
            ours = shards.condition("t.guild_key", 3),
            claim = ctx.tx.claim("t"),
        ))?
        .query_map(params.as_slice(), |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<crate::store::db::Result<_>>()?;
    let mut replies = Vec::new();
    for (id, quiet) in candidates {
        // A table that cannot be read is left to its host's /cancel (it is damaged, and
        // says so to whoever uses it); the others are not held up by it.
        let table = match tables::get(ctx.tx, id) {
            Ok(Some(table)) => table,
            Ok(None) => continue,
            Err(e) if tables::is_corrupt(&e) => {
                tracing::warn!(table = id, error = %e, "not abandoning a table that cannot be read");
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        let days = match server_settings::for_channel(
            ctx.tx,
            &table.guild,
            crate::handlers::threads::home(&table),
        ) {
            Ok(server) => server.abandon_days,
            Err(e) => {
                tracing::error!(table = id, error = %e, "the server's settings do not read back; its tables are not abandoned");
                continue;
            }
        };
        if quiet > ctx.now - i64::from(days) * DAY {
            continue;
        }
        match abandon(ctx, table, days) {
            Ok(mut ended) => replies.append(&mut ended),
            Err(Stop::Damaged(e)) => {
                tracing::warn!(table = id, error = %e, "not abandoning a table that cannot be read");
            }
            Err(e) => return Err(e),
        }
    }
    Ok(replies)
}

/// Ends `table` as abandoned after `days` quiet days: its board and a notice.
fn abandon(ctx: &Ctx<'_>, mut table: Table, days: u32) -> Handled {
    let Some(engine) = registry::find(&table.game) else {
        return Err(Stop::Damaged(format!(
            "game {:?} is not in this build",
            table.game
        )));
    };
    let session = match table.status {
        Status::Lobby => None,
        _ => Some(crate::handlers::load::session(ctx, &table)?),
    };
    let was_lobby = session.is_none();
    table.status = Status::Cancelled;
    table.abandoned = true;
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::System)?;
    deadlines::clear(ctx.tx, table.id)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    // The sweep has no input from the table's server: its language is the one it chose or
    // Discord last gave.
    let public =
        crate::store::server_settings::server_lang(ctx.tx, &table).map_err(Stop::Internal)?;
    let board = match &session {
        None => view::lobby::lobby_board(&table, &seats, engine, public)?,
        Some(session) => view::board::board(&table, &seats, engine, session.as_ref(), &[], public)?,
    };
    let args = [
        ("game", engine.name().into()),
        ("table", table.id.into()),
        ("days", days.into()),
    ];
    let notice = if was_lobby {
        t(public, "abandon-lobby", &args)
    } else {
        t(public, "abandon-game", &args)
    };
    let closing = crate::handlers::threads::closing(&table, public, &notice, None);
    let mut replies = vec![board, Reply::post(&table.channel, notice)];
    replies.extend(closing);
    // A tournament's table counts as ended without a ranking (issue 47).
    replies.extend(crate::handlers::tournaments::table_ended(
        ctx, table.id, &seats, None,
    )?);
    Ok(replies)
}
