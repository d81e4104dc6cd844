//! Deadlines are data: one row per prompted seat, rewritten in the same transaction as the
//! state they belong to, so a restart finds exactly the deadlines that were promised.
//!
//! A seat a bot plays (see [`crate::store::bots::controller`]) gets a row too, with the bot's level
//! in `bot`: when it falls due the bot moves instead of the timeout default. The two kinds
//! are told apart in every query: timeouts fire on the writer ([`first_due`]), bot rows go to
//! the worker pool ([`bots_due`]).
use crate::api::Millis;
use crate::params;
use crate::store::bots::{self, Level};
use crate::store::db::{Changes, Conn, OptionalExtension, ToSql};
use crate::store::shards::Shards;
use crate::store::tables::{SeatRow, Table};
use crate::timecontrol::kind_str;
use game_kit::{Prompt, PromptKind};
use present_kit::session::Session;
use present_kit::words::Lang;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deadline {
    pub table: i64,
    pub seat: usize,
    pub kind: String,
    pub what: String,
    pub due: Millis,
    pub remind_at: Option<Millis>,
    /// The level of the bot that answers this prompt; `None` when a person (or, past the
    /// deadline, the timeout default) does.
    pub bot: Option<Level>,
    /// When the wait of a clocked turn began (issue 47, `timecontrol::GameClock`): what the
    /// turn costs is from here to the click. `None` for every other deadline (no clock, a
    /// reaction or secret, a bot's or an absent player's row), which charges nothing.
    pub started: Option<Millis>,
}

fn read(r: &crate::store::db::Row<'_>) -> crate::store::db::Result<Deadline> {
    let table = r.get(0)?;
    Ok(Deadline {
        table,
        seat: r.get::<i64>(1)? as usize,
        kind: r.get(2)?,
        what: r.get(3)?,
        due: r.get(4)?,
        remind_at: r.get(5)?,
        bot: crate::store::tables::level(r, 6, table, "deadlines.bot")?,
        started: r.get(7)?,
    })
}

const COLUMNS: &str = "table_id, seat, kind, what, due, remind_at, bot, started";
/// Rows read at a time where the first that is not passed over is wanted.
const PAGE: i64 = 16;

/// [`COLUMNS`] of a row named `d`.
const D_COLUMNS: &str = "d.table_id, d.seat, d.kind, d.what, d.due, d.remind_at, d.bot, d.started";

pub fn for_table(conn: &Conn, table: i64) -> crate::store::db::Result<Vec<Deadline>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM deadlines WHERE table_id = ?1 ORDER BY due, seat"
    ))?;
    let rows = stmt.query_map([table], read)?;
    rows.collect()
}

/// The deadlines of `after` that were not already waiting in `before` (same seat, kind and
/// text): whoever an input newly set waiting, as opposed to one who is still at the same task.
pub fn newly_awaited(before: &[Deadline], after: &[Deadline]) -> Vec<Deadline> {
    after
        .iter()
        .filter(|d| {
            !before
                .iter()
                .any(|b| (b.seat, &b.kind, &b.what) == (d.seat, &d.kind, &d.what))
        })
        .cloned()
        .collect()
}

/// The deadline of the turn `prompt` goes on with: the seat just acted on its turn (or on a
/// step of it) and is now asked for a follow-up decision, which is the turn's next step.
pub(crate) fn turn_goes_on<'a>(
    before: &'a [Deadline],
    prompt: &Prompt,
    acted: Option<usize>,
) -> Option<&'a Deadline> {
    if acted != Some(prompt.seat) || prompt.kind != PromptKind::Decision {
        return None;
    }
    before.iter().find(|d| {
        d.seat == prompt.seat
            && d.bot.is_none()
            && (d.kind == kind_str(PromptKind::Turn) || d.kind == kind_str(PromptKind::Decision))
    })
}

/// Replaces the table's deadlines with one per current prompt.
///
/// A prompt that was already waiting (same seat, kind and text, answered by the same bot or
/// person) keeps its deadline unless that seat just acted, so one player's move never extends
/// another's simultaneous choice. A seat a bot plays is due after the bot's pause
/// (`bot_pause`, see [`crate::store::bots::pause`]), or at once when it goes on with its own turn;
/// a person's follow-up decision inside their turn keeps the turn's deadline (or a
/// decision's own time, if that is later); other absent players' prompts fall due at once
/// (absence policy). Returns the deadlines it replaced and the ones it left, so a caller can
/// tell who is newly awaited ([`newly_awaited`]) and show them without reading them again.
pub fn reschedule(
    conn: &Conn,
    table: &Table,
    session: &dyn Session,
    seats: &[SeatRow],
    acted: Option<usize>,
    now: Millis,
    bot_pause: Millis,
) -> crate::store::db::Result<Rescheduled> {
    let before = for_table(conn, table.id)?;
    reschedule_from(conn, before, table, session, seats, acted, now, bot_pause)
}

/// [`reschedule`] where the table's deadlines as they stand, `before`, are known already (an
/// action on a table whose parsed state was kept, with its last committed deadlines), which
/// spares reading them again.
#[allow(clippy::too_many_arguments)] // reschedule's, and the rows it would read
pub fn reschedule_from(
    conn: &Conn,
    before: Vec<Deadline>,
    table: &Table,
    session: &dyn Session,
    seats: &[SeatRow],
    acted: Option<usize>,
    now: Millis,
    bot_pause: Millis,
) -> crate::store::db::Result<Rescheduled> {
    let prompts = session.prompts();
    let mut after: Vec<Deadline> = Vec::with_capacity(prompts.len());
    for p in &prompts {
        let kind = kind_str(p.kind);
        // The engine names players by marker; the stored text (shown on the board and in
        // reminders) names them as the table does.
        let what = Prompt::fill_names(&p.what, |s| {
            seats.iter().find(|r| r.seat == s).map(|r| r.name.clone())
        });
        let seat = seats.iter().find(|s| s.seat == p.seat);
        let absent = seat.is_some_and(|s| s.absent);
        let bot = seat.and_then(|s| bots::controller(table, s));
        let kept = before.iter().find(|d| {
            d.seat == p.seat
                && d.kind == kind
                && d.what == what
                && d.bot == bot
                && acted != Some(p.seat)
        });
        let mut started = None;
        let clocked = match (kept, bot) {
            (None, None) if !absent => clocked_wait(table, seat, &before, p, acted, now),
            _ => None,
        };
        let (due, remind_at) = match (kept, bot) {
            (Some(d), Some(_)) => (d.due, None),
            // A bot that goes on with its own turn (a follow-up decision) does not pause again.
            (None, Some(_)) if acted == Some(p.seat) => (now, None),
            (None, Some(_)) => (now + bots::pause(table.time_control, bot_pause), None),
            (_, None) if absent => (now, None),
            (Some(d), None) => {
                started = d.started;
                (d.due, d.remind_at)
            }
            // A clocked table's turn (issue 47): due when the seat's bank runs out, and a
            // follow-up decision inside the turn is the same wait on the same clock.
            (None, None) if clocked.is_some() => {
                let wait = clocked.unwrap_or_default();
                started = Some(wait.started);
                (wait.due, wait.remind_at)
            }
            (None, None) => {
                let due = now + table.time_control.allowance(p.kind);
                let remind = table
                    .time_control
                    .reminder_lead(p.kind)
                    .map(|lead| due - lead)
                    .filter(|at| *at > now);
                // The next step of the turn the seat is playing (issue 28, item 4): the steps
                // of a turn share its deadline, which never shrinks below a decision's own.
                match turn_goes_on(&before, p, acted) {
                    Some(turn) if turn.due >= due => (turn.due, turn.remind_at),
                    _ => (due, remind),
                }
            }
        };
        // One row per seat (the primary key): a later prompt of the same seat replaces it,
        // as the row-by-row upsert always did.
        after.retain(|d| d.seat != p.seat);
        after.push(Deadline {
            table: table.id,
            seat: p.seat,
            kind: kind.to_string(),
            what,
            due,
            remind_at,
            bot,
            started,
        });
    }
    // Time away (issue 47): a prompt that came to a player who is away waits for their return.
    let new = after.iter_mut().filter(|d| {
        d.bot.is_none()
            && !before
                .iter()
                .any(|b| b.seat == d.seat && (b == &**d || b.due == d.due))
    });
    let new = new.map(|d| crate::store::away::Held {
        seat: d.seat,
        due: &mut d.due,
        remind_at: &mut d.remind_at,
        started: &mut d.started,
    });
    crate::store::away::hold(conn, table, seats, new, now)?;
    // Only the rows that change are written: an unchanged row (another seat still at the
    // same task) costs no page of the table or its three indexes (`docs/benchmarks.md`).
    let mut gone: Vec<usize> = before
        .iter()
        .filter(|b| !after.iter().any(|a| a.seat == b.seat))
        .map(|b| b.seat)
        .collect();
    for d in after.iter().filter(|a| !before.contains(a)) {
        // The turn passing on (one seat's row goes, another seat's comes) moves the row
        // instead of deleting one and inserting the other: one statement, so that an action's
        // writes each touch another relation and go to PostgreSQL as one (`db::grouped`).
        let moved = if before.iter().any(|b| b.seat == d.seat) {
            None
        } else {
            gone.pop()
        };
        let values = params![
            table.id,
            d.seat as i64,
            d.kind,
            d.what,
            d.due,
            d.remind_at,
            d.bot.map(Level::id),
            d.started
        ];
        match moved {
            Some(from) => {
                let mut values = values.to_vec();
                values.push(&from as &dyn ToSql);
                conn.prepare_cached(
                    "UPDATE deadlines SET seat = ?2, kind = ?3, what = ?4, due = ?5, \
                     remind_at = ?6, bot = ?7, started = ?8 WHERE table_id = ?1 AND seat = ?9",
                )?
                .execute_later(values.as_slice(), Changes::Table(table.id))?;
            }
            None => conn
                .prepare_cached(&format!(
                    "INSERT INTO deadlines ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) \
                     ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, \
                     what = excluded.what, due = excluded.due, remind_at = excluded.remind_at, \
                     bot = excluded.bot, started = excluded.started"
                ))?
                .execute_later(values, Changes::Table(table.id))?,
        }
    }
    let mut delete =
        conn.prepare_cached("DELETE FROM deadlines WHERE table_id = ?1 AND seat = ?2")?;
    for seat in gone {
        delete.execute_later(params![table.id, seat as i64], Changes::Table(table.id))?;
    }
    // A person the table starts waiting for gets their direct message, if they asked for one
    // (`/notify`): once per wait, so not while they still have a prompt.
    for d in after.iter().filter(|d| d.bot.is_none()) {
        if before.iter().any(|b| b.seat == d.seat) {
            continue;
        }
        if let Some(row) = seats.iter().find(|s| s.seat == d.seat && !s.absent) {
            let what = |lang| asked_in(session, d, seats, lang);
            let wait = crate::store::notify::Wait {
                user: &row.user,
                what: &what,
                due: d.due,
            };
            crate::store::notify::waiting(conn, table, wait, now)?;
        }
    }
    // In `for_table`'s order.
    after.sort_by_key(|d| (d.due, d.seat));
    Ok(Rescheduled { before, after })
}

/// What `deadline` waits for, said in `lang` (issue 48): the stored words are English (a new
/// wait is told from the same one by them), so the session says it again from its prompt of
/// the same seat and kind, the seats named as the table names them.
pub fn asked_in(
    session: &dyn Session,
    deadline: &Deadline,
    seats: &[SeatRow],
    lang: Lang,
) -> String {
    asked(&session.prompts_in(lang), deadline, seats)
}

/// [`asked_in`] from the session's prompts in the reader's language, `prompts`. A deadline the
/// session no longer prompts (it is about to be replaced) keeps the words it was stored with.
pub fn asked(prompts: &[Prompt], deadline: &Deadline, seats: &[SeatRow]) -> String {
    prompts
        .iter()
        .find(|p| p.seat == deadline.seat && kind_str(p.kind) == deadline.kind)
        .map(|p| {
            Prompt::fill_names(&p.what, |s| {
                seats.iter().find(|r| r.seat == s).map(|r| r.name.clone())
            })
        })
        .unwrap_or_else(|| deadline.what.clone())
}

/// What [`reschedule`] replaced and what it left (in [`for_table`]'s order).
pub struct Rescheduled {
    pub before: Vec<Deadline>,
    pub after: Vec<Deadline>,
}

pub fn clear(conn: &Conn, table: i64) -> crate::store::db::Result<()> {
    conn.prepare_cached("DELETE FROM deadlines WHERE table_id = ?1")?
        .execute_later([table], Changes::Table(table))?;
    Ok(())
}

/// The earliest timeout that has passed (a row no bot answers), optionally for one table only,
/// leaving out the tables `held` names (their timeouts failed and wait for a retry). One row at
/// a time: firing it rewrites the table's deadlines, so the next one is read afresh.
pub fn first_due(
    conn: &Conn,
    now: Millis,
    table: Option<i64>,
    shards: &Shards,
    held: impl Fn(i64) -> bool,
) -> crate::store::db::Result<Option<Deadline>> {
    let Some(table) = table else {
        // In due order; a held table's rows are passed over, so one table that cannot fire
        // never stops the others. Only this process's shards' tables (`SHARDS`); on PostgreSQL
        // the rows read are locked until the writer's transaction ends, and rows another
        // process has locked are passed over, so no deadline ever fires twice. Read a page at
        // a time: PostgreSQL's client takes a result whole, and after a long downtime every
        // overdue row read (and locked) to fire only the first cost time in the square of
        // their number (docs/benchmarks.md, run 14).
        let paging = if shards.is_all() { 2 } else { 5 };
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT {D_COLUMNS} FROM deadlines d{join} WHERE d.due <= ?1 AND d.bot IS NULL{ours} \
             ORDER BY d.due, d.table_id, d.seat LIMIT ?{paging} OFFSET ?{}{claim}",
            paging + 1,
            join = join_tables(shards),
            ours = shards.condition("t.guild_key", 2),
            claim = conn.claim("d"),
        ))?;
        let values = shards.values();
        let mut offset = 0;
        loop {
            let mut params: Vec<&dyn ToSql> = vec![&now];
            shards.bind(&values, &mut params);
            params.extend([&PAGE as &dyn ToSql, &offset]);
            let page = stmt
                .query_map(params.as_slice(), read)?
                .collect::<crate::store::db::Result<Vec<Deadline>>>()?;
            if let Some(d) = page.iter().find(|d| !held(d.table)) {
                return Ok(Some(d.clone()));
            }
            if (page.len() as i64) < PAGE {
                return Ok(None);
            }
            offset += PAGE;
        }
    };
    if held(table) {
        return Ok(None);
    }
    // Checked after every input, so it must be cheap: a table has a handful of deadlines, read
    // through the primary key; picking the earliest here spares SQLite a sorter per input.
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM deadlines WHERE table_id = ?1 AND due <= ?2 AND bot IS NULL"
    ))?;
    let mut first: Option<Deadline> = None;
    for d in stmt.query_map(params![table, now], read)? {
        let d = d?;
        if first
            .as_ref()
            .is_none_or(|f| (d.due, d.seat) < (f.due, f.seat))
        {
            first = Some(d);
        }
    }
    Ok(first)
}

/// The open table of `channel`, if a timeout of it has passed (a row no bot answers): what
/// the writer checks after an input that did not leave its table known (a lobby change, the
/// end of a game), in one read instead of the table's id and then its deadlines (on
/// PostgreSQL, one round trip instead of two). Held tables are the caller's to leave out.
pub fn due_in_channel(
    conn: &Conn,
    channel: &str,
    now: Millis,
) -> crate::store::db::Result<Option<i64>> {
    conn.prepare_cached(
        "SELECT t.id FROM tables t JOIN deadlines d ON d.table_id = t.id \
         WHERE t.channel = ?1 AND t.status IN ('lobby', 'playing') AND d.due <= ?2 \
         AND d.bot IS NULL LIMIT 1",
    )?
    .query_row(params![channel, now], |r| r.get(0))
    .optional()
}

/// Bot rows that have fallen due, earliest first: at most one per table (a table's bots think
/// one after the other, so that one's move does not make another's search stale), leaving
/// out the tables `skip` names (held, or with a search already under way), at most `limit`.
pub fn bots_due(
    conn: &Conn,
    now: Millis,
    limit: usize,
    shards: &Shards,
    skip: impl Fn(i64) -> bool,
) -> crate::store::db::Result<Vec<Deadline>> {
    let mut out: Vec<Deadline> = Vec::new();
    if limit == 0 {
        return Ok(out);
    }
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {D_COLUMNS} FROM deadlines d{join} WHERE d.bot IS NOT NULL AND d.due <= ?1{ours} \
         ORDER BY d.due, d.table_id, d.seat",
        join = join_tables(shards),
        ours = shards.condition("t.guild_key", 2),
    ))?;
    let values = shards.values();
    let mut params: Vec<&dyn ToSql> = vec![&now];
    shards.bind(&values, &mut params);
    for d in stmt.query_map(params.as_slice(), read)? {
        let d = d?;
        if skip(d.table) || out.iter().any(|o| o.table == d.table) {
            continue;
        }
        out.push(d);
        if out.len() == limit {
            break;
        }
    }
    Ok(out)
}

/// The bot row of `table`'s `seat`, if there is one.
pub fn bot_row(conn: &Conn, table: i64, seat: usize) -> crate::store::db::Result<Option<Deadline>> {
    use crate::store::db::OptionalExtension;
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM deadlines WHERE table_id = ?1 AND seat = ?2 AND bot IS NOT NULL"
    ))?
    .query_row(params![table, seat as i64], read)
    .optional()
}

/// Reminders that have come up, of this process's shards' tables (claimed on PostgreSQL, as
/// [`first_due`]'s rows are).
pub fn reminders_due(
    conn: &Conn,
    now: Millis,
    shards: &Shards,
) -> crate::store::db::Result<Vec<Deadline>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {D_COLUMNS} FROM deadlines d{join} WHERE d.remind_at IS NOT NULL \
         AND d.remind_at <= ?1{ours} ORDER BY d.remind_at{claim}",
        join = join_tables(shards),
        ours = shards.condition("t.guild_key", 2),
        claim = conn.claim("d"),
    ))?;
    let values = shards.values();
    let mut params: Vec<&dyn ToSql> = vec![&now];
    shards.bind(&values, &mut params);
    let rows = stmt.query_map(params.as_slice(), read)?;
    rows.collect()
}

/// The join that gives a deadline row (`d`) its table (`t`) when only some shards' rows are
/// wanted; none for every shard.
fn join_tables(shards: &Shards) -> &'static str {
    if shards.is_all() {
        ""
    } else {
        " JOIN tables t ON t.id = d.table_id"
    }
}

pub fn mark_reminded(conn: &Conn, table: i64, seat: usize) -> crate::store::db::Result<()> {
    conn.prepare_cached("UPDATE deadlines SET remind_at = NULL WHERE table_id = ?1 AND seat = ?2")?
        .execute(params![table, seat as i64])?;
    Ok(())
}

/// The earliest moment anything falls due: a deadline that `skip` does not pass over (it is
/// asked with the table and whether a bot answers the row: a held table's rows wait, and a bot
/// row whose search is under way, or that the worker pool has no room for, is not due for the
/// scheduler), or a reminder (reminders are posted one by one, so none of them can hold up the
/// others).
pub fn next(
    conn: &Conn,
    shards: &Shards,
    skip: impl Fn(i64, bool, Millis) -> bool,
) -> crate::store::db::Result<Option<Millis>> {
    let values = shards.values();
    let mut params: Vec<&dyn ToSql> = Vec::new();
    shards.bind(&values, &mut params);
    // A page at a time, as `first_due` reads: most calls stop at the first row.
    let paging = if shards.is_all() { 1 } else { 4 };
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT d.table_id, d.due, d.bot IS NOT NULL FROM deadlines d{join} WHERE 1 = 1{ours} \
         ORDER BY d.due, d.table_id, d.seat LIMIT ?{paging} OFFSET ?{}",
        paging + 1,
        join = join_tables(shards),
        ours = shards.condition("t.guild_key", 1),
    ))?;
    let mut due = None;
    let mut offset = 0;
    'pages: loop {
        let mut page_params = params.clone();
        page_params.extend([&PAGE as &dyn ToSql, &offset]);
        let mut rows = stmt.query(page_params.as_slice())?;
        let mut read = 0;
        while let Some(row) = rows.next()? {
            read += 1;
            let at: Millis = row.get(1)?;
            if !skip(row.get(0)?, row.get(2)?, at) {
                due = Some(at);
                break 'pages;
            }
        }
        if read < PAGE {
            break;
        }
        offset += PAGE;
    }
    let remind: Option<Millis> = conn
        .prepare_cached(&format!(
            "SELECT MIN(d.remind_at) FROM deadlines d{join} WHERE 1 = 1{ours}",
            join = join_tables(shards),
            ours = shards.condition("t.guild_key", 1),
        ))?
        .query_row(params.as_slice(), |r| r.get(0))?;
    // A direct message waiting for its time (`crate::store::notify`) is sent by the same pass.
    let direct: Option<Millis> = conn
        .prepare_cached(&format!(
            "SELECT MIN(d.due) FROM direct_messages d{join} WHERE 1 = 1{ours}",
            join = join_tables(shards),
            ours = shards.condition("t.guild_key", 1),
        ))?
        .query_row(params.as_slice(), |r| r.get(0))?;
    Ok([due, remind, direct].into_iter().flatten().min())
}

/// A clocked turn's wait (issue 47): when it began and when it runs out.
#[derive(Clone, Copy, Debug, Default)]
struct ClockedWait {
    started: Millis,
    due: Millis,
    remind_at: Option<Millis>,
}

/// The wait of a person's prompt `p` on a clocked table: a turn starts the seat's clock now and
/// runs out with its bank ([`crate::timecontrol::GameClock::due`]); a follow-up decision inside
/// the turn goes on with the turn's wait. `None` for anything else (a reaction, a secret, a
/// table without a clock), which keeps its pace's own short deadline, uncharged.
fn clocked_wait(
    table: &Table,
    seat: Option<&SeatRow>,
    before: &[Deadline],
    p: &Prompt,
    acted: Option<usize>,
    now: Millis,
) -> Option<ClockedWait> {
    let clock = table.clock?;
    match p.kind {
        PromptKind::Turn => {
            let bank = seat
                .and_then(|s| s.clock_left)
                .unwrap_or_else(|| clock.initial_bank());
            let due = clock.due(now, bank);
            Some(ClockedWait {
                started: now,
                due,
                remind_at: clock
                    .reminder_lead()
                    .map(|lead| due - lead)
                    .filter(|at| *at > now),
            })
        }
        PromptKind::Decision => {
            let turn = turn_goes_on(before, p, acted)?;
            Some(ClockedWait {
                started: turn.started?,
                due: turn.due,
                remind_at: turn.remind_at,
            })
        }
        PromptKind::Reaction | PromptKind::Secret => None,
    }
}
