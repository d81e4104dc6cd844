//! Seasons (issue 47): a server's numbered seasons and each season's own Weng-Lin ratings.
//!
//! A season's ratings start fresh (every player at the default rating) and move with the
//! season's rated games only, in the same transaction as the all-time ratings
//! (the ratings' record of a finished game calls `seasons::record` once). When a season ends its rows stay
//! as its final standings.
//!
//! A season starts when an admin says so (`/season action:start`) or, with a length set
//! (`/settings season:monthly|quarterly`), when the setting is turned on; it then rolls over by
//! itself at the calendar boundaries (UTC: the 1st of a month, or of January, April, July and
//! October). The rollover is lazy and durable: [`plan`] says what the seasons are at a moment,
//! readers show that without writing (a leaderboard asked just after midnight on the 1st shows
//! the new season), and [`roll`] writes it on the writer, from the scheduler's pass over the
//! process's own shards ([`due_guilds`]) or before a game is recorded. Seasons skipped while
//! nobody looked (Tabula down for two months) are not made up: the old season ends at its own
//! boundary and the next one starts at the latest boundary passed.
use crate::api::Millis;
use crate::params;
use crate::store::db::{Changes, Conn, ToSql};
use crate::store::shards::{self, Shards};
use present_kit::calendar::{days_from_civil, ymd as civil_from_days};
use skillratings::weng_lin::WengLinRating;

/// How long a server's seasons run when they roll over by themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    Monthly,
    Quarterly,
}

impl Length {
    pub fn as_str(self) -> &'static str {
        match self {
            Length::Monthly => "monthly",
            Length::Quarterly => "quarterly",
        }
    }

    pub fn parse(text: &str) -> Option<Length> {
        match text {
            "monthly" => Some(Length::Monthly),
            "quarterly" => Some(Length::Quarterly),
            _ => None,
        }
    }

    fn months(self) -> i64 {
        match self {
            Length::Monthly => 1,
            Length::Quarterly => 3,
        }
    }
}

/// Which board `/leaderboard season:` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// The running season's when the server has one, else all time (no option given).
    Default,
    Current,
    All,
    Number(i64),
}

impl Board {
    /// `current`, `all` or a season's number, as typed.
    pub fn parse(text: &str) -> Result<Board, crate::words::Said> {
        let text = text.trim().to_ascii_lowercase();
        match text.as_str() {
            "current" => Ok(Board::Current),
            "all" => Ok(Board::All),
            other => match other.parse::<i64>() {
                Ok(n) if n >= 1 => Ok(Board::Number(n)),
                _ => Err(crate::words::Said::new("input-season-board")),
            },
        }
    }

    /// The option's value as typed (none for the default).
    pub fn as_option(&self) -> Option<String> {
        match self {
            Board::Default => None,
            Board::Current => Some("current".into()),
            Board::All => Some("all".into()),
            Board::Number(n) => Some(n.to_string()),
        }
    }
}

/// One season of a server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub number: i64,
    pub starts: Millis,
    /// When it ended (or will have ended, for one [`plan`] closes); `None` while open.
    pub ends: Option<Millis>,
    /// Its standings are final.
    pub closed: bool,
}

const DAY: Millis = 24 * 60 * 60 * 1000;

/// "1 November 2026": how a season's start and end are named (UTC).
pub fn date_text(at: Millis) -> String {
    let (year, month, day) = civil_from_days(at.div_euclid(DAY));
    format!(
        "{day} {} {year}",
        present_kit::calendar::MONTHS[(month - 1) as usize]
    )
}

/// The latest boundary of `length` at or before `at` (UTC midnight on the 1st).
pub fn last_boundary(at: Millis, length: Length) -> Millis {
    let (year, month, _) = civil_from_days(at.div_euclid(DAY));
    let month0 = month - 1;
    let start0 = month0 - month0 % length.months();
    days_from_civil(year, start0 + 1, 1) * DAY
}

/// The first boundary of `length` strictly after `at`.
pub fn next_boundary(at: Millis, length: Length) -> Millis {
    let (year, month, _) = civil_from_days(last_boundary(at, length).div_euclid(DAY));
    let next = month - 1 + length.months();
    days_from_civil(year + next / 12, next % 12 + 1, 1) * DAY
}

/// The seasons of a server as they stand at `now`, newest first, from the `stored` ones
/// (newest first) and the server's `length`: an open season whose boundary passed ends there
/// and the next starts at the latest boundary passed; after an admin ended a season, the next
/// starts at the first boundary after that end. Without a length nothing rolls over.
pub fn plan(mut stored: Vec<Season>, length: Option<Length>, now: Millis) -> Vec<Season> {
    let Some(length) = length else {
        return stored;
    };
    let Some(last) = stored.first_mut() else {
        return stored;
    };
    let from = if last.closed {
        last.ends.unwrap_or(last.starts)
    } else {
        last.starts
    };
    let boundary = next_boundary(from, length);
    if boundary > now {
        return stored;
    }
    if !last.closed {
        last.ends = Some(boundary);
        last.closed = true;
    }
    let next = Season {
        number: last.number + 1,
        starts: last_boundary(now, length),
        ends: None,
        closed: false,
    };
    stored.insert(0, next);
    stored
}

fn season(r: &crate::store::db::Row<'_>) -> crate::store::db::Result<Season> {
    Ok(Season {
        number: r.get(0)?,
        starts: r.get(1)?,
        ends: r.get(2)?,
        closed: r.get::<i64>(3)? == 1,
    })
}

/// The seasons stored for `guild`, newest first.
pub fn stored(conn: &Conn, guild: &str) -> crate::store::db::Result<Vec<Season>> {
    conn.prepare_cached(
        "SELECT number, starts, ends, closed FROM seasons WHERE guild = ?1 ORDER BY number DESC",
    )?
    .query_map(params![guild], season)?
    .collect()
}

/// The server's season length (`/settings season:`), a server-wide setting; `None`: off.
/// A stored value this build cannot read is an error naming it, never "off".
pub fn length(conn: &Conn, guild: &str) -> crate::store::db::Result<Option<Length>> {
    let values: Vec<String> = conn
        .prepare_cached(
            "SELECT value FROM server_settings WHERE guild = ?1 AND channel = '' AND key = 'season'",
        )?
        .query_map(params![guild], |r| r.get(0))?
        .collect::<crate::store::db::Result<_>>()?;
    match values.first() {
        None => Ok(None),
        Some(value) => serde_json::from_str::<String>(value)
            .ok()
            .and_then(|v| Length::parse(&v))
            .map(Some)
            .ok_or_else(|| crate::store::db::Error::Conversion {
                index: 0,
                source: format!("setting \"season\" holds {value}").into(),
            }),
    }
}

/// The seasons of `guild` as they stand at `now` (see [`plan`]), without writing: what
/// readers show.
pub fn at(conn: &Conn, guild: &str, now: Millis) -> crate::store::db::Result<Vec<Season>> {
    Ok(plan(
        stored(conn, guild)?,
        rolling_length(conn, guild)?,
        now,
    ))
}

/// The season running at `now`, if any.
pub fn current(conn: &Conn, guild: &str, now: Millis) -> crate::store::db::Result<Option<Season>> {
    Ok(at(conn, guild, now)?.into_iter().find(|s| !s.closed))
}

/// Writes `season` of `guild` as it is (a new one, or one now closed).
fn put(conn: &Conn, guild: &str, season: &Season) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "INSERT INTO seasons (guild, number, starts, ends, closed, guild_key) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (guild, number) \
         DO UPDATE SET ends = excluded.ends, closed = excluded.closed",
    )?
    .execute(params![
        guild,
        season.number,
        season.starts,
        season.ends,
        season.closed as i64,
        shards::guild_key(guild)
    ])?;
    Ok(())
}

/// The length a guild's seasons roll over by. A stored value this build cannot read stops
/// that guild's rollovers, said in the log (as a server's unreadable settings stop its
/// tables' abandonment), instead of failing every game that ends there or every other
/// guild's rollover; `/season` and `/settings` show the error, and setting it again mends it.
fn rolling_length(conn: &Conn, guild: &str) -> crate::store::db::Result<Option<Length>> {
    match length(conn, guild) {
        Err(e @ crate::store::db::Error::Conversion { .. }) => {
            tracing::error!(guild, error = %e, "the server's season setting does not read back; its seasons do not roll over");
            Ok(None)
        }
        other => other,
    }
}

/// Writes the rollover [`plan`] makes at `now` for `guild`; returns the seasons as they are
/// now, newest first. Run on the writer only. A guild that never had a season costs one read.
pub fn roll(conn: &Conn, guild: &str, now: Millis) -> crate::store::db::Result<Vec<Season>> {
    let before = stored(conn, guild)?;
    if before.is_empty() {
        return Ok(before);
    }
    let after = plan(before.clone(), rolling_length(conn, guild)?, now);
    for s in &after {
        if !before.contains(s) {
            put(conn, guild, s)?;
        }
    }
    Ok(after)
}

/// Starts a season of `guild` now (number: the last one's + 1); an open one ends now and its
/// standings are final. Returns the new season and the one it ended, if any.
pub fn start(
    conn: &Conn,
    guild: &str,
    now: Millis,
) -> crate::store::db::Result<(Season, Option<Season>)> {
    let ended = end(conn, guild, now)?;
    let number = stored(conn, guild)?.first().map_or(1, |s| s.number + 1);
    let new = Season {
        number,
        starts: now,
        ends: None,
        closed: false,
    };
    put(conn, guild, &new)?;
    Ok((new, ended))
}

/// Ends the open season of `guild` now (after any rollover due); returns it, or `None` when
/// no season is open.
pub fn end(conn: &Conn, guild: &str, now: Millis) -> crate::store::db::Result<Option<Season>> {
    let Some(mut open) = roll(conn, guild, now)?.into_iter().find(|s| !s.closed) else {
        return Ok(None);
    };
    open.ends = Some(now);
    open.closed = true;
    put(conn, guild, &open)?;
    Ok(Some(open))
}

/// The guilds of these `shards` that have a season length set: the scheduler's pass rolls
/// each ([`roll`] writes only when a boundary passed). A guild with seasons but no length has
/// nothing to roll.
pub fn rolling_guilds(conn: &Conn, shards: &Shards) -> crate::store::db::Result<Vec<String>> {
    let values = shards.values();
    let mut params: Vec<&dyn ToSql> = Vec::new();
    shards.bind(&values, &mut params);
    let condition = shards.condition("s.guild_key", 1);
    conn.prepare_cached(&format!(
        "SELECT DISTINCT s.guild FROM seasons s JOIN server_settings x \
         ON x.guild = s.guild AND x.channel = '' AND x.key = 'season' \
         WHERE s.number = (SELECT MAX(number) FROM seasons m WHERE m.guild = s.guild){condition} \
         ORDER BY s.guild"
    ))?
    .query_map(params.as_slice(), |r| r.get(0))?
    .collect()
}

/// The guilds among [`rolling_guilds`] whose rollover is due at `now`: read on a read
/// connection so that a pass with nothing to do costs no writer transaction.
pub fn due_guilds(
    conn: &Conn,
    shards: &Shards,
    now: Millis,
) -> crate::store::db::Result<Vec<String>> {
    let mut due = Vec::new();
    for guild in rolling_guilds(conn, shards)? {
        let before = stored(conn, &guild)?;
        let after = plan(before.clone(), rolling_length(conn, &guild)?, now);
        if after != before {
            due.push(guild);
        }
    }
    Ok(due)
}

/// One seat's new season rating, computed as the all-time ratings are.
pub(crate) struct SeasonResult<'a> {
    pub key: &'a str,
    pub name: &'a str,
    pub mu: f64,
    pub sigma: f64,
    /// Placed first (a win).
    pub won: bool,
}

/// The season ratings stored for `keys` in the current season's `game` (the default rating
/// for a key with none yet), in `keys`' order. `None` when `guild` has no season open (after
/// any rollover due, written here: this runs on the writer as a game ends).
pub(crate) fn ratings_for_game(
    conn: &Conn,
    guild: &str,
    game: &str,
    keys: &[String],
    now: Millis,
) -> crate::store::db::Result<Option<(i64, Vec<WengLinRating>)>> {
    let Some(season) = roll(conn, guild, now)?.into_iter().find(|s| !s.closed) else {
        return Ok(None);
    };
    if keys.is_empty() {
        // `IN ()` is no SQL.
        return Ok(Some((season.number, Vec::new())));
    }
    let wanted = (0..keys.len())
        .map(|i| format!("?{}", i + 4))
        .collect::<Vec<_>>()
        .join(", ");
    let number = season.number;
    let mut values: Vec<&dyn ToSql> = vec![&guild, &number, &game];
    values.extend(keys.iter().map(|k| k as &dyn ToSql));
    // One read for the whole table, however many seats it has.
    let found = conn
        .prepare_cached(&format!(
            "SELECT \"user\", mu, sigma FROM season_ratings WHERE guild = ?1 AND season = ?2 \
             AND game = ?3 AND \"user\" IN ({wanted})"
        ))?
        .query_map(values.as_slice(), |r| {
            Ok((
                r.get::<String>(0)?,
                WengLinRating {
                    rating: r.get(1)?,
                    uncertainty: r.get(2)?,
                },
            ))
        })?
        .collect::<crate::store::db::Result<Vec<_>>>()?;
    let ratings = keys
        .iter()
        .map(|k| {
            found
                .iter()
                .find(|(user, _)| user == k)
                .map(|(_, rating)| *rating)
                .unwrap_or_default()
        })
        .collect();
    Ok(Some((number, ratings)))
}

/// Stores one rated game's new season ratings: one more game, a win for who placed first,
/// and when it was played.
pub(crate) fn record(
    conn: &Conn,
    guild: &str,
    season: i64,
    game: &str,
    results: &[SeasonResult<'_>],
    now: Millis,
) -> crate::store::db::Result<()> {
    for r in results {
        conn.prepare_cached(
            "INSERT INTO season_ratings (guild, season, game, \"user\", name, mu, sigma, games, wins, last_played) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8, ?9) \
             ON CONFLICT (guild, season, game, \"user\") DO UPDATE SET name = ?5, mu = ?6, sigma = ?7, \
             games = season_ratings.games + 1, wins = season_ratings.wins + ?8, last_played = ?9",
        )?
        .execute_later(
            params![
                guild,
                season,
                game,
                r.key,
                r.name,
                r.mu,
                r.sigma,
                i64::from(r.won),
                now
            ],
            Changes::Unwatched,
        )?;
    }
    Ok(())
}

/// The games with standings in a season of `guild`, by id.
pub fn games(conn: &Conn, guild: &str, season: i64) -> crate::store::db::Result<Vec<String>> {
    conn.prepare_cached(
        "SELECT DISTINCT game FROM season_ratings WHERE guild = ?1 AND season = ?2 \
         AND \"user\" NOT LIKE 'bot:%' ORDER BY game",
    )?
    .query_map(params![guild, season], |r| r.get(0))?
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(year: i64, month: i64, d: i64) -> Millis {
        days_from_civil(year, month, d) * DAY
    }

    #[test]
    fn calendar_boundaries_are_the_first_of_the_month_or_quarter_in_utc() {
        assert_eq!(day(1970, 1, 1), 0);
        assert_eq!(day(2026, 1, 1), 1_767_225_600_000);
        assert_eq!(civil_from_days(day(2024, 2, 29) / DAY), (2024, 2, 29));
        let mid = day(2026, 11, 17) + 5 * 3_600_000;
        assert_eq!(last_boundary(mid, Length::Monthly), day(2026, 11, 1));
        assert_eq!(next_boundary(mid, Length::Monthly), day(2026, 12, 1));
        assert_eq!(last_boundary(mid, Length::Quarterly), day(2026, 10, 1));
        assert_eq!(next_boundary(mid, Length::Quarterly), day(2027, 1, 1));
        // A boundary itself: the season starting then, the next one after.
        let first = day(2026, 12, 1);
        assert_eq!(last_boundary(first, Length::Monthly), first);
        assert_eq!(next_boundary(first, Length::Monthly), day(2027, 1, 1));
        assert_eq!(next_boundary(first - 1, Length::Monthly), first);
        assert_eq!(date_text(mid), "17 November 2026");
    }

    #[test]
    fn a_plan_rolls_an_open_season_over_and_skips_what_nobody_saw() {
        let open = |n, starts| Season {
            number: n,
            starts,
            ends: None,
            closed: false,
        };
        let s1 = open(1, day(2026, 1, 10));
        // Before the boundary nothing changes, nor without a length.
        assert_eq!(
            plan(vec![s1.clone()], Some(Length::Monthly), day(2026, 1, 31)),
            vec![s1.clone()]
        );
        assert_eq!(
            plan(vec![s1.clone()], None, day(2026, 5, 1)),
            vec![s1.clone()]
        );
        // At the boundary: season 1 ends then, 2 starts then.
        let rolled = plan(vec![s1.clone()], Some(Length::Monthly), day(2026, 2, 1));
        assert_eq!(rolled[0], open(2, day(2026, 2, 1)));
        assert_eq!(rolled[1].ends, Some(day(2026, 2, 1)));
        assert!(rolled[1].closed);
        // Three months unseen: one new season, at the latest boundary.
        let rolled = plan(vec![s1.clone()], Some(Length::Monthly), day(2026, 4, 20));
        assert_eq!(rolled[0], open(2, day(2026, 4, 1)));
        assert_eq!(rolled[1].ends, Some(day(2026, 2, 1)));
        // After an admin ended one, the next starts at the boundary after that end.
        let ended = Season {
            ends: Some(day(2026, 1, 20)),
            closed: true,
            ..s1.clone()
        };
        assert_eq!(
            plan(vec![ended.clone()], Some(Length::Monthly), day(2026, 1, 25)),
            vec![ended.clone()]
        );
        assert_eq!(
            plan(
                vec![ended.clone()],
                Some(Length::Quarterly),
                day(2026, 4, 2)
            )[0],
            open(2, day(2026, 4, 1))
        );
        assert!(plan(Vec::new(), Some(Length::Monthly), day(2026, 4, 2)).is_empty());
    }

    /// The scheduler's pass rolls only the guilds of its own shards, and only those with a
    /// length whose boundary passed; `roll` writes the plan once, and again is a no-op.
    #[test]
    fn a_process_rolls_over_only_its_own_shards_guilds() {
        use crate::store::server_settings::{write, SettingChange};
        let dir = tempfile::tempdir().unwrap();
        let conn: Conn = crate::store::open(&dir.path().join("t.db")).unwrap().into();
        // Guild keys 1 and 2 (id >> 22): shard 1 and shard 0 of 2.
        let (odd, even) = ((1u64 << 22).to_string(), (2u64 << 22).to_string());
        let jan = day(2026, 1, 5);
        for guild in [&odd, &even, &"7".to_string()] {
            start(&conn, guild, jan).unwrap();
        }
        for guild in [&odd, &even] {
            write(
                &conn,
                guild,
                None,
                &SettingChange::Season(Some(Length::Monthly)),
                "a",
                jan,
            )
            .unwrap();
        }
        let shard0 = Shards {
            first: 0,
            last: 0,
            total: 2,
        };
        assert_eq!(rolling_guilds(&conn, &shard0).unwrap(), vec![even.clone()]);
        assert!(due_guilds(&conn, &shard0, day(2026, 1, 31))
            .unwrap()
            .is_empty());
        let feb = day(2026, 2, 1);
        assert_eq!(due_guilds(&conn, &shard0, feb).unwrap(), vec![even.clone()]);
        let mut every = due_guilds(&conn, &Shards::ALL, feb).unwrap();
        every.sort();
        assert_eq!(
            every,
            vec![odd.clone(), even.clone()],
            "guild 7 has no length"
        );
        let rolled = roll(&conn, &even, feb).unwrap();
        assert_eq!(rolled, stored(&conn, &even).unwrap());
        assert_eq!(rolled[0].number, 2);
        assert_eq!(roll(&conn, &even, feb).unwrap(), rolled);
        assert!(due_guilds(&conn, &shard0, feb).unwrap().is_empty());
        assert_eq!(stored(&conn, &odd).unwrap().len(), 1, "not this process's");
        let key: i64 = conn
            .query_row(
                "SELECT guild_key FROM seasons WHERE guild = ?1 AND number = 2",
                params![even],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(key, 2);
        // An unreadable length is an error naming it, never "off".
        conn.execute(
            "UPDATE server_settings SET value = '\"weekly\"' WHERE guild = ?1",
            params![odd],
        )
        .unwrap();
        let e = length(&conn, &odd).unwrap_err().to_string();
        assert!(e.contains("season"), "{e}");
        // ... which stops that guild's rollovers only.
        let march = day(2026, 3, 1);
        assert_eq!(
            due_guilds(&conn, &Shards::ALL, march).unwrap(),
            vec![even.clone()]
        );
        assert_eq!(roll(&conn, &odd, march).unwrap().len(), 1);
    }
}
