//! Tournaments' rows (issue 47): the tournament, its entrants, and who sits where in each round.
//!
//! A round is written whole when it is paired ([`seat_round`]): one row per player, with their
//! pod and seat, or a bye (no pod). Its tables are opened afterwards, one per pod, by the
//! scheduler ([`pods_to_open`], [`set_pod_table`]): a pod's rows carry its table once it exists,
//! so a pod is never opened twice. A table's end writes its pod's places ([`record_pod`]). Only
//! the tournament's `round` says which round is current, and it moves by a conditional update
//! ([`begin_round`]): of two processes pairing the same round at once, one writes it.
//!
//! The pure rules (pairing, standings) are `crate::tournament`'s: this module turns rows into
//! its [`Round`]s and [`Entrant`]s.
use crate::api::Millis;
use crate::params;
use crate::store::db::{Changes, Conn, OptionalExtension, Row, ToSql};
use crate::store::shards::{self, Shards};
use crate::tournament::{Entrant, Format, Pod, Round};
use std::collections::BTreeMap;

/// Where a tournament is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Taking entrants (Join/Leave), until its start.
    Signup,
    /// Round `round` is being played.
    Running,
    Finished,
    Cancelled,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Signup => "signup",
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "signup" => Some(Status::Signup),
            "running" => Some(Status::Running),
            "finished" => Some(Status::Finished),
            "cancelled" => Some(Status::Cancelled),
            _ => None,
        }
    }
}

/// A tournament's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub id: i64,
    pub guild: String,
    /// The channel its sign-up was posted in, whose threads its tables play in.
    pub channel: String,
    pub name: String,
    /// The game's id.
    pub game: String,
    pub format: Format,
    /// Swiss rounds asked for (None: the format's own count).
    pub rounds: Option<u32>,
    /// The tables' options: `/play` option names to values (`clock`, `time`, the game's own).
    pub options: serde_json::Map<String, serde_json::Value>,
    pub status: Status,
    pub created_by: String,
    pub created_at: Millis,
    pub starts_at: Option<Millis>,
    /// The round being played (0 before the first).
    pub round: u32,
    /// When the current round ends whatever its tables say.
    pub round_due: Option<Millis>,
    pub finished_at: Option<Millis>,
}

/// A stored value that does not read back, named by its column (`table.column`).
fn corrupt(index: usize, column: &str, value: &str) -> crate::store::db::Error {
    crate::store::db::Error::Conversion {
        index,
        source: format!("{column} holds {value:?}, which this build does not read").into(),
    }
}

/// A stored round, pod, seat or place (a count from 0): a value out of range is a damaged row,
/// said so, never read as another number.
fn count(r: &Row<'_>, index: usize, column: &str) -> crate::store::db::Result<Option<u32>> {
    let value: Option<i64> = r.get(index)?;
    value
        .map(|v| u32::try_from(v).map_err(|_| corrupt(index, column, &v.to_string())))
        .transpose()
}

/// [`count`] of a column that is never empty.
fn required(r: &Row<'_>, index: usize, column: &str) -> crate::store::db::Result<u32> {
    count(r, index, column)?.ok_or_else(|| corrupt(index, column, "NULL"))
}

fn tournament_from_row(r: &Row<'_>) -> crate::store::db::Result<Tournament> {
    let format: String = r.get(5)?;
    let status: String = r.get(8)?;
    let options: String = r.get(7)?;

    Ok(Tournament {
        id: r.get(0)?,
        guild: r.get(1)?,
        channel: r.get(2)?,
        name: r.get(3)?,
        game: r.get(4)?,
        format: Format::parse(&format).ok_or_else(|| corrupt(5, "tournaments.format", &format))?,
        rounds: count(r, 6, "tournaments.rounds")?,
        options: match serde_json::from_str(&options) {
            Ok(serde_json::Value::Object(map)) => map,
            _ => return Err(corrupt(7, "tournaments.options", &options)),
        },
        status: Status::parse(&status).ok_or_else(|| corrupt(8, "tournaments.status", &status))?,
        created_by: r.get(9)?,
        created_at: r.get(10)?,
        starts_at: r.get(11)?,
        round: required(r, 12, "tournaments.round")?,
        round_due: r.get(13)?,
        finished_at: r.get(14)?,
    })
}

const COLUMNS: &str = "id, guild, channel, name, game, format, rounds, options, status, \
                       created_by, created_at, starts_at, round, round_due, finished_at";

/// What a new tournament is.
pub struct NewTournament<'a> {
    pub guild: &'a str,
    pub channel: &'a str,
    pub name: &'a str,
    pub game: &'a str,
    pub format: Format,
    pub rounds: Option<u32>,
    pub options: &'a serde_json::Map<String, serde_json::Value>,
    pub created_by: &'a str,
    pub starts_at: Option<Millis>,
}

/// Stores a new tournament taking entrants; returns its id.
pub fn create(conn: &Conn, new: &NewTournament<'_>, now: Millis) -> crate::store::db::Result<i64> {
    let options = serde_json::Value::Object(new.options.clone()).to_string();
    conn.prepare_cached(
        "INSERT INTO tournaments (guild, guild_key, channel, name, game, format, rounds, options, \
                                  status, created_by, created_at, starts_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'signup', ?9, ?10, ?11) RETURNING id",
    )?
    .query_row(
        params![
            new.guild,
            shards::guild_key(new.guild),
            new.channel,
            new.name,
            new.game,
            new.format.as_str(),
            new.rounds.map(i64::from),
            options,
            new.created_by,
            now,
            new.starts_at
        ],
        |r| r.get(0),
    )
}

pub fn get(conn: &Conn, id: i64) -> crate::store::db::Result<Option<Tournament>> {
    conn.prepare_cached(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?1"))?
        .query_row([id], tournament_from_row)
        .optional()
}

/// The guild's tournaments, newest first, at most `limit`.
pub fn of_guild(conn: &Conn, guild: &str, limit: i64) -> crate::store::db::Result<Vec<Tournament>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE guild = ?1 ORDER BY id DESC LIMIT ?2"
    ))?
    .query_map(params![guild, limit], tournament_from_row)?
    .collect()
}

/// Sets the tournament's status (and when it finished, for an end).
pub fn set_status(
    conn: &Conn,
    id: i64,
    status: Status,
    now: Millis,
) -> crate::store::db::Result<()> {
    let ended = matches!(status, Status::Finished | Status::Cancelled).then_some(now);
    conn.prepare_cached(
        "UPDATE tournaments SET status = ?2, finished_at = COALESCE(?3, finished_at) WHERE id = ?1",
    )?
    .execute_later(params![id, status.as_str(), ended], Changes::Unwatched)
}

/// Makes round `next` the current one, due at `due`, if round `from` still is and the
/// tournament is running (or taking entrants, for the first round): false when another process
/// (or an earlier pass) moved it first, which then wrote the round's rows.
pub fn begin_round(
    conn: &Conn,
    id: i64,
    from: u32,
    next: u32,
    due: Option<Millis>,
) -> crate::store::db::Result<bool> {
    let changed = conn
        .prepare_cached(
            "UPDATE tournaments SET round = ?3, round_due = ?4, status = 'running' \
             WHERE id = ?1 AND round = ?2 AND status IN ('signup', 'running')",
        )?
        .execute(params![id, i64::from(from), i64::from(next), due])?;
    Ok(changed == 1)
}

/// One entrant's row.
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantRow {
    pub user: String,
    pub name: String,
    pub joined_at: Millis,
    /// Their strength when the tournament started (conservative rating), for seeding.
    pub seed: f64,
    /// The first round they are no longer paired in.
    pub withdrawn: Option<u32>,
}

impl EntrantRow {
    pub fn entrant(&self) -> Entrant {
        Entrant {
            id: self.user.clone(),
            seed: self.seed,
            withdrawn: self.withdrawn,
        }
    }
}

/// The entrants in the order they joined.
pub fn entrants(conn: &Conn, id: i64) -> crate::store::db::Result<Vec<EntrantRow>> {
    conn.prepare_cached(
        "SELECT \"user\", name, joined_at, seed, withdrawn FROM tournament_entrants \
         WHERE tournament_id = ?1 ORDER BY joined_at, \"user\"",
    )?
    .query_map([id], |r| {
        Ok(EntrantRow {
            user: r.get(0)?,
            name: r.get(1)?,
            joined_at: r.get(2)?,
            seed: r.get(3)?,
            withdrawn: count(r, 4, "tournament_entrants.withdrawn")?,
        })
    })?
    .collect()
}

/// Adds `user` to the entrants; false when they already are one.
pub fn join(
    conn: &Conn,
    id: i64,
    user: &str,
    name: &str,
    now: Millis,
) -> crate::store::db::Result<bool> {
    let added = conn
        .prepare_cached(
            "INSERT INTO tournament_entrants (tournament_id, \"user\", name, joined_at) \
             VALUES (?1, ?2, ?3, ?4) ON CONFLICT (tournament_id, \"user\") DO NOTHING",
        )?
        .execute(params![id, user, name, now])?;
    Ok(added == 1)
}

/// Removes `user` from the entrants before the start; false when they were not one.
pub fn leave(conn: &Conn, id: i64, user: &str) -> crate::store::db::Result<bool> {
    let removed = conn
        .prepare_cached(
            "DELETE FROM tournament_entrants WHERE tournament_id = ?1 AND \"user\" = ?2",
        )?
        .execute(params![id, user])?;
    Ok(removed == 1)
}

/// `user` plays no round from `from` on.
pub fn withdraw(conn: &Conn, id: i64, user: &str, from: u32) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "UPDATE tournament_entrants SET withdrawn = ?3 \
         WHERE tournament_id = ?1 AND \"user\" = ?2 AND withdrawn IS NULL",
    )?
    .execute_later(params![id, user, i64::from(from)], Changes::Unwatched)
}

/// Sets every entrant's seed at the start (their conservative rating in the game).
pub fn set_seed(conn: &Conn, id: i64, user: &str, seed: f64) -> crate::store::db::Result<()> {
    conn.prepare_cached(
        "UPDATE tournament_entrants SET seed = ?3 WHERE tournament_id = ?1 AND \"user\" = ?2",
    )?
    .execute_later(params![id, user, seed], Changes::Unwatched)
}

/// One player's row in one round.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatRow {
    pub round: u32,
    pub user: String,
    /// Their pod (table) in the round; None: a bye.
    pub pod: Option<u32>,
    /// Their seat at the pod's table.
    pub seat: u32,
    pub table: Option<i64>,
    /// Their place at the table once it ended.
    pub place: Option<u32>,
    pub points: Option<f64>,
    pub forfeit: bool,
}

/// Every round's rows, by round, pod and seat (byes last in their round).
pub fn seats(conn: &Conn, id: i64) -> crate::store::db::Result<Vec<SeatRow>> {
    conn.prepare_cached(
        "SELECT round, \"user\", pod, seat, table_id, place, points, forfeit FROM tournament_seats \
         WHERE tournament_id = ?1 ORDER BY round, pod IS NULL, pod, seat, \"user\"",
    )?
    .query_map([id], |r| {
        Ok(SeatRow {
            round: required(r, 0, "tournament_seats.round")?,
            user: r.get(1)?,
            pod: count(r, 2, "tournament_seats.pod")?,
            seat: required(r, 3, "tournament_seats.seat")?,
            table: r.get(4)?,
            place: count(r, 5, "tournament_seats.place")?,
            points: r.get(6)?,
            forfeit: r.get::<i64>(7)? == 1,
        })
    })?
    .collect()
}

/// Writes round `round`'s pairing: each pod's players in seat order, and the byes.
pub fn seat_round(
    conn: &Conn,
    id: i64,
    round: u32,
    pods: &[Vec<String>],
    byes: &[String],
) -> crate::store::db::Result<()> {
    let mut insert = conn.prepare_cached(
        "INSERT INTO tournament_seats (tournament_id, round, \"user\", pod, seat) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (pod, players) in pods.iter().enumerate() {
        for (seat, user) in players.iter().enumerate() {
            insert.execute_later(
                params![id, i64::from(round), user, pod as i64, seat as i64],
                Changes::Unwatched,
            )?;
        }
    }
    for user in byes {
        insert.execute_later(
            params![id, i64::from(round), user, None::<i64>, 0i64],
            Changes::Unwatched,
        )?;
    }
    Ok(())
}

/// One round's seated rows by pod.
type Pods<'a> = BTreeMap<u32, Vec<&'a SeatRow>>;

/// The rounds played so far as the pure rules read them: each pod's players in seat order,
/// with places once its table ended, and the byes.
pub fn rounds(rows: &[SeatRow]) -> Vec<Round> {
    let mut by_round: BTreeMap<u32, (Pods<'_>, Vec<String>)> = BTreeMap::new();
    for row in rows {
        let (pods, byes) = by_round.entry(row.round).or_default();
        match row.pod {
            Some(pod) => pods.entry(pod).or_default().push(row),
            None => byes.push(row.user.clone()),
        }
    }
    by_round
        .into_iter()
        .map(|(number, (pods, byes))| Round {
            number,
            pods: pods
                .into_values()
                .map(|mut seated| {
                    seated.sort_by_key(|r| r.seat);
                    let places: Option<Vec<u32>> = seated.iter().map(|r| r.place).collect();
                    Pod {
                        players: seated.iter().map(|r| r.user.clone()).collect(),
                        places,
                        forfeits: seated
                            .iter()
                            .filter(|r| r.forfeit)
                            .map(|r| r.user.clone())
                            .collect(),
                    }
                })
                .collect(),
            byes,
        })
        .collect()
}

/// A pod of a running tournament's current round whose table is not open yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PodToOpen {
    pub tournament: i64,
    pub round: u32,
    pub pod: u32,
    pub guild: String,
    /// The tournament's channel, which the table's thread opens in.
    pub channel: String,
    /// The tournament's name, for the thread's.
    pub name: String,
}

/// The pods of this process's shards that wait for their table, oldest tournament first.
pub fn pods_to_open(conn: &Conn, shards: &Shards) -> crate::store::db::Result<Vec<PodToOpen>> {
    let values = shards.values();
    let mut params: Vec<&dyn ToSql> = Vec::new();
    shards.bind(&values, &mut params);
    let condition = shards.condition("t.guild_key", 1);
    conn.prepare_cached(&format!(
        "SELECT DISTINCT t.id, s.round, s.pod, t.guild, t.channel, t.name FROM tournaments t \
         JOIN tournament_seats s ON s.tournament_id = t.id AND s.round = t.round \
         WHERE t.status = 'running' AND s.pod IS NOT NULL AND s.table_id IS NULL{condition} \
         ORDER BY t.id, s.round, s.pod"
    ))?
    .query_map(params.as_slice(), |r| {
        Ok(PodToOpen {
            tournament: r.get(0)?,
            round: required(r, 1, "tournament_seats.round")?,
            pod: required(r, 2, "tournament_seats.pod")?,
            guild: r.get(3)?,
            channel: r.get(4)?,
            name: r.get(5)?,
        })
    })?
    .collect()
}

/// The pod's table is `table` (also marked as the tournament's), if it had none: false when
/// another pass opened one first.
pub fn set_pod_table(conn: &Conn, pod: &PodToOpen, table: i64) -> crate::store::db::Result<bool> {
    let set = conn
        .prepare_cached(
            "UPDATE tournament_seats SET table_id = ?4 \
             WHERE tournament_id = ?1 AND round = ?2 AND pod = ?3 AND table_id IS NULL",
        )?
        .execute(params![
            pod.tournament,
            i64::from(pod.round),
            i64::from(pod.pod),
            table
        ])?;
    conn.prepare_cached("UPDATE tables SET tournament_id = ?2 WHERE id = ?1")?
        .execute_later(params![table, pod.tournament], Changes::Table(table))?;
    Ok(set > 0)
}

/// The tournament, round and pod whose table `table` is, if it is one's.
pub fn pod_of_table(conn: &Conn, table: i64) -> crate::store::db::Result<Option<(i64, u32, u32)>> {
    conn.prepare_cached(
        "SELECT tournament_id, round, pod FROM tournament_seats WHERE table_id = ?1 LIMIT 1",
    )?
    .query_row([table], |r| {
        Ok((
            r.get(0)?,
            required(r, 1, "tournament_seats.round")?,
            required(r, 2, "tournament_seats.pod")?,
        ))
    })
    .optional()
}

/// One player's result at their pod's table.
pub struct PodResult<'a> {
    pub user: &'a str,
    pub place: u32,
    pub points: f64,
    pub forfeit: bool,
}

/// Writes the results of the pod at `table` (if not written yet: a table ends once).
pub fn record_pod(
    conn: &Conn,
    table: i64,
    results: &[PodResult<'_>],
) -> crate::store::db::Result<()> {
    let mut update = conn.prepare_cached(
        "UPDATE tournament_seats SET place = ?3, points = ?4, forfeit = ?5 \
         WHERE table_id = ?1 AND \"user\" = ?2 AND place IS NULL",
    )?;
    for r in results {
        update.execute_later(
            params![
                table,
                r.user,
                i64::from(r.place),
                r.points,
                i64::from(r.forfeit)
            ],
            Changes::Unwatched,
        )?;
    }
    Ok(())
}

/// Tournaments of this process's shards with something due at `now`: a sign-up whose start
/// time passed, a running tournament whose round deadline passed or whose round has ended.
pub fn due(conn: &Conn, shards: &Shards, now: Millis) -> crate::store::db::Result<Vec<i64>> {
    let values = shards.values();
    let mut params: Vec<&dyn ToSql> = vec![&now];
    shards.bind(&values, &mut params);
    let condition = shards.condition("t.guild_key", 2);
    conn.prepare_cached(&format!(
        "SELECT t.id FROM tournaments t WHERE ( \
            (t.status = 'signup' AND t.starts_at <= ?1) \
            OR (t.status = 'running' AND t.round_due <= ?1) \
            OR (t.status = 'running' AND NOT EXISTS ( \
                SELECT 1 FROM tournament_seats s WHERE s.tournament_id = t.id \
                AND s.round = t.round AND s.pod IS NOT NULL AND s.place IS NULL)) \
         ){condition} ORDER BY t.id"
    ))?
    .query_map(params.as_slice(), |r| r.get(0))?
    .collect()
}

/// The start time passed without enough entrants: the tournament waits for its organiser.
pub fn clear_start(conn: &Conn, id: i64) -> crate::store::db::Result<()> {
    conn.prepare_cached("UPDATE tournaments SET starts_at = NULL WHERE id = ?1")?
        .execute_later([id], Changes::Unwatched)
}
