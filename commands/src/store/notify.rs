//! Your turn, wherever you are (issue 27, `/notify`): a player who opts in gets a direct message
//! when an async table starts waiting for them (once per wait: a turn of several decisions is
//! one message), and one with the table's reminder before their deadline. Quiet hours (UTC)
//! hold a message back until they end.
//!
//! A message is first a row of `direct_messages` with the time it may go; the timers move due
//! rows into the outbox ([`due`]), whose worker opens the player's DM channel and sends it.
//! When Discord refuses (the player's DMs are closed), [`refused`] stops every try for that
//! player, and their next command tells them ([`refusal_note`]).
//!
//! A message is said when it is queued, in its reader's language (issue 48): the one they chose
//! (`/settings my_language`), else the Discord language their client had when they last set
//! `/notify` (no interaction comes with a direct message to say it), else the server's.
use crate::api::{Actor, Millis, Reply};
use crate::params;
use crate::store::db::{Conn, OptionalExtension, ToSql};
use crate::store::shards::Shards;
use crate::store::tables::Table;
use crate::timecontrol::TimeControl;
use crate::words::Said;
use present_kit::markup;
use present_kit::words::Lang;

const HOUR: Millis = 60 * 60 * 1000;
const DAY: Millis = 24 * HOUR;

/// Quiet hours: from the start of hour `from` (UTC) up to the start of hour `to`; `to` before
/// `from` runs over midnight (22-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quiet {
    pub from: u8,
    pub to: u8,
}

impl Quiet {
    /// Reads `22-7`; `none` (or nothing) is no quiet hours.
    pub fn parse(text: &str) -> Result<Option<Quiet>, Said> {
        let text = text.trim();
        if text.is_empty() || text.eq_ignore_ascii_case("none") {
            return Ok(None);
        }
        let bad = || Said::new("input-quiet-hours").with("value", present_kit::text::echo(text));
        let (from, to) = text.split_once('-').ok_or_else(bad)?;
        let hour = |h: &str| h.trim().parse::<u8>().ok().filter(|h| *h < 24);
        match (hour(from), hour(to)) {
            (Some(from), Some(to)) if from != to => Ok(Some(Quiet { from, to })),
            _ => Err(bad()),
        }
    }

    /// When a message made at `now` may go: at once outside the quiet hours, else when they
    /// end.
    pub fn release(self, now: Millis) -> Millis {
        let day = now.div_euclid(DAY) * DAY;
        let hour = (now - day) / HOUR;
        let (from, to) = (i64::from(self.from), i64::from(self.to));
        let quiet = if from < to {
            (from..to).contains(&hour)
        } else {
            hour >= from || hour < to
        };
        if !quiet {
            return now;
        }
        let end = day + to * HOUR;
        if end > now {
            end
        } else {
            end + DAY
        }
    }
}

impl std::fmt::Display for Quiet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:02}:00-{:02}:00 UTC", self.from, self.to)
    }
}

/// A player's choice (`/notify`), as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Choice {
    pub quiet: Option<Quiet>,
    pub refused: bool,
    pub told: bool,
    /// Their Discord client's language when they last set `/notify` (migration 18), if known.
    pub locale: Option<String>,
}

pub(crate) fn choice(conn: &Conn, user: &str) -> crate::store::db::Result<Option<Choice>> {
    conn.prepare_cached(
        "SELECT quiet_from, quiet_to, refused_at, told, locale FROM notify WHERE \"user\" = ?1",
    )?
    .query_row([user], |r| {
        let quiet = match (r.get::<Option<u8>>(0)?, r.get::<Option<u8>>(1)?) {
            (Some(from), Some(to)) => Some(Quiet { from, to }),
            _ => None,
        };
        Ok(Choice {
            quiet,
            refused: r.get::<Option<Millis>>(2)?.is_some(),
            told: r.get::<i64>(3)? == 1,
            locale: r.get(4)?,
        })
    })
    .optional()
}

/// An async table starts waiting for `wait.user` (a person's seat newly awaited): queues
/// their message, if they asked for one.
pub fn waiting(
    conn: &Conn,
    table: &Table,
    wait: Wait<'_>,
    now: Millis,
) -> crate::store::db::Result<()> {
    if table.time_control != TimeControl::Async {
        return Ok(());
    }
    owe(conn, table, "dm-waits", &wait, now)
}

/// The reminder before `wait.user`'s deadline at `table`, if they asked for messages.
pub fn reminder(
    conn: &Conn,
    table: &Table,
    wait: Wait<'_>,
    now: Millis,
) -> crate::store::db::Result<()> {
    owe(conn, table, "dm-reminder", &wait, now)
}

/// What a table waits for: whom, what (the prompt's words, said in a language) and until when.
pub struct Wait<'a> {
    pub user: &'a str,
    pub what: &'a dyn Fn(Lang) -> String,
    pub due: Millis,
}

/// The message `key` ("⏳ Quinox table 3 in #games waits for you: choose two tiles (due …).")
/// in `lang`.
fn message(table: &Table, key: &str, wait: &Wait<'_>, lang: Lang) -> String {
    let (channel, due) = (markup::channel(&table.channel), markup::at(wait.due));
    let (id, what) = (table.id.to_string(), (wait.what)(lang));
    crate::words::t(
        lang,
        key,
        &[
            ("game", game_name(table).into()),
            ("table", id.as_str().into()),
            ("channel", channel.as_str().into()),
            ("what", what.as_str().into()),
            ("due", due.as_str().into()),
        ],
    )
}

/// The language `user` reads their direct messages in: the one they chose, else their
/// Discord client's as `/notify` last saw it (`locale`), else the server's.
fn reader_lang(
    conn: &Conn,
    table: &Table,
    user: &str,
    locale: Option<&str>,
) -> Result<Lang, String> {
    if let Some(lang) = crate::store::languages::chosen(conn, user)? {
        return Ok(lang);
    }
    match locale.and_then(Lang::from_discord) {
        Some(lang) => Ok(lang),
        None => crate::store::server_settings::server_lang(conn, table),
    }
}

fn game_name(table: &Table) -> &str {
    registry::find(&table.game).map_or(table.game.as_str(), |g| g.name())
}

/// Queues the message `key` about `wait` for its player if they opted in and Discord has not
/// refused them, said in their language.
fn owe(
    conn: &Conn,
    table: &Table,
    key: &str,
    wait: &Wait<'_>,
    now: Millis,
) -> crate::store::db::Result<()> {
    let user = wait.user;
    let Some(choice) = choice(conn, user)? else {
        return Ok(());
    };
    if choice.refused {
        return Ok(());
    }
    // A stored language that does not read back must not hold up the move that made the
    // message (it is another player's): the message goes in English, and the log says why.
    let lang = reader_lang(conn, table, user, choice.locale.as_deref()).unwrap_or_else(|e| {
        tracing::error!(user, error = %e, "a direct message's language does not read; said in English");
        Lang::En
    });
    let text = message(table, key, wait, lang);
    // A player who is away (issue 47, `/away`) hears of it once they are back.
    let from = crate::store::away::back_at(conn, &table.guild, user, now)?;
    let due = choice.quiet.map_or(from, |q| q.release(from));
    conn.prepare_cached(
        "INSERT INTO direct_messages (\"user\", table_id, text, due, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![user, table.id, text, due, now])?;
    Ok(())
}

/// The direct messages whose time has come, as replies for the outbox; their rows go.
/// Only those of this process's shards' tables, claimed on PostgreSQL as deadlines are
/// (`Conn::claim`).
///
/// Messages held by quiet hours pile up: a player waited for five times in the night would
/// wake to five messages, most about turns long over (issue 44). So at most one message per
/// player and table goes (the newest, which is about the latest wait), and only if that table
/// still waits for the player; the others are dropped.
pub fn due(conn: &Conn, now: Millis, shards: &Shards) -> crate::store::db::Result<Vec<Reply>> {
    let values = shards.values();
    let mut params: Vec<&dyn ToSql> = vec![&now];
    shards.bind(&values, &mut params);
    let rows: Vec<(String, i64, String)> = conn
        .prepare_cached(&format!(
            "SELECT d.\"user\", d.table_id, t.channel FROM direct_messages d \
             JOIN tables t ON t.id = d.table_id WHERE d.due <= ?1{ours} \
             ORDER BY d.due, d.id LIMIT 100{claim}",
            ours = shards.condition("t.guild_key", 2),
            claim = conn.claim("d"),
        ))?
        .query_map(params.as_slice(), |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<crate::store::db::Result<_>>()?;
    let mut out: Vec<Reply> = Vec::new();
    let mut seen: Vec<(&str, i64)> = Vec::new();
    for (user, table, channel) in &rows {
        if seen.contains(&(user.as_str(), *table)) {
            continue;
        }
        seen.push((user.as_str(), *table));
        let Some(text) = take_newest(conn, user, *table, now)? else {
            continue;
        };
        if !still_waits(conn, *table, user)? {
            tracing::debug!(table, "a held direct message dropped: the wait is over");
            continue;
        }
        out.push(Reply::direct(channel, user, text));
    }
    Ok(out)
}

/// The newest of `user`'s messages about `table` whose time has come; every one of them goes.
fn take_newest(
    conn: &Conn,
    user: &str,
    table: i64,
    now: Millis,
) -> crate::store::db::Result<Option<String>> {
    let newest = conn
        .prepare_cached(
            "SELECT text FROM direct_messages WHERE \"user\" = ?1 AND table_id = ?2 \
             AND due <= ?3 ORDER BY id DESC LIMIT 1",
        )?
        .query_row(params![user, table, now], |r| r.get::<String>(0))
        .optional()?;
    conn.prepare_cached(
        "DELETE FROM direct_messages WHERE \"user\" = ?1 AND table_id = ?2 AND due <= ?3",
    )?
    .execute(params![user, table, now])?;
    Ok(newest)
}

/// Whether `table` waits for `user` now: their seat, present and played by no computer
/// player, has a deadline (the same seats a new deadline sends messages for).
fn still_waits(conn: &Conn, table: i64, user: &str) -> crate::store::db::Result<bool> {
    conn.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM deadlines d JOIN seats s \
         ON s.table_id = d.table_id AND s.seat = d.seat \
         WHERE d.table_id = ?1 AND s.\"user\" = ?2 AND d.bot IS NULL AND s.absent = 0)",
    )?
    .query_row(params![table, user], |r| r.get::<bool>(0))
}

/// Discord refused a direct message to `user` for good: no more are tried until they opt in
/// again, and their next command says so.
pub fn refused(conn: &Conn, user: &str, now: Millis) -> crate::store::db::Result<()> {
    conn.prepare_cached("UPDATE notify SET refused_at = ?2, told = 0 WHERE \"user\" = ?1")?
        .execute(params![user, now])?;
    conn.prepare_cached("DELETE FROM direct_messages WHERE \"user\" = ?1")?
        .execute([user])?;
    Ok(())
}

/// The note for `actor`'s command when Discord refused their direct messages and they were not
/// told yet; marks them told (the caller's transaction keeps it).
pub fn refusal_note(conn: &Conn, actor: &Actor) -> crate::store::db::Result<Option<Reply>> {
    match choice(conn, &actor.user)? {
        Some(c) if c.refused && !c.told => {
            conn.prepare_cached("UPDATE notify SET told = 1 WHERE \"user\" = ?1")?
                .execute([&actor.user])?;
            let lang = match crate::store::languages::chosen(conn, &actor.user)
                .map_err(crate::store::db::Error::Damaged)?
            {
                Some(lang) => lang,
                None => actor.locales.lang(),
            };
            Ok(Some(Reply::private(
                actor,
                crate::words::t(lang, "notify-paused", &[]),
            )))
        }
        _ => Ok(None),
    }
}

/// `user` came back on `guild` early (`/away off`, issue 47): their messages about its tables
/// held until the planned end go now, or when their quiet hours end.
pub fn back(conn: &Conn, guild: &str, user: &str, now: Millis) -> crate::store::db::Result<()> {
    let release = choice(conn, user)?
        .and_then(|c| c.quiet)
        .map_or(now, |q| q.release(now));
    conn.prepare_cached(
        "UPDATE direct_messages SET due = ?3 WHERE \"user\" = ?2 AND due > ?3 \
         AND table_id IN (SELECT id FROM tables WHERE guild = ?1)",
    )?
    .execute(params![guild, user, release])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_hours_hold_a_message_until_they_end() {
        let at = |h: i64, m: i64| 3 * DAY + h * HOUR + m * 60_000;
        let night = Quiet::parse("22-7").unwrap().unwrap();
        assert_eq!(night.release(at(21, 59)), at(21, 59));
        assert_eq!(night.release(at(22, 0)), at(31, 0), "to 7:00 the next day");
        assert_eq!(night.release(at(3, 30)), at(7, 0));
        assert_eq!(night.release(at(7, 0)), at(7, 0));
        let lunch = Quiet::parse(" 12 - 13 ").unwrap().unwrap();
        assert_eq!(lunch.release(at(12, 45)), at(13, 0));
        assert_eq!(lunch.release(at(13, 1)), at(13, 1));
        assert_eq!(Quiet::parse("none").unwrap(), None);
        for bad in ["7", "25-3", "5-5", "a-b", "22-"] {
            assert!(Quiet::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(night.to_string(), "22:00-07:00 UTC");
    }
}
