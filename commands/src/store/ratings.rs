//! Results and Weng-Lin ratings per guild and game.
//!
//! Leaderboards and personal stats are queries over `results` and `ratings`, not caches, so they
//! are always consistent with the games that finished.
//!
//! # Games with bots
//!
//! Every finished game stores a result row per seat; a bot's row is kept under its level's key
//! ([`crate::store::bots::rating_key`], "bot:strong"), so all bots of one level are one record per guild
//! and game, shown apart from people (`/stats bots`). Whether the game moves ratings:
//!
//! - **By default a game with a bot is unrated**: nobody's rating changes, and the rows are
//!   marked unrated (`/stats` lists them on their own line, and `/leaderboard` counts only
//!   rated games), so practising against bots never moves a person's standing.
//! - **With `rated_with_bots`** the game is rated like any other, each bot seat playing as its
//!   level's rating in this guild and game: a person's rating moves by how they placed
//!   against people and bots alike, and each level's rating moves too (by the average of its
//!   seats' changes when two bots of one level sat at the table), so beating strong bots is
//!   worth what strong bots have shown they are worth. Bots never appear on `/leaderboard`.
//! - A person's absence works as always: absent players rank last for ratings.
use crate::api::Millis;
use crate::params;
use crate::store::bots::{self, Level};
use crate::store::db::{Changes, Conn, ToSql};
use crate::store::tables::{SeatRow, Table};
use game_kit::Ranking;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// Places used for ratings: absent players rank last, behind everyone who stayed (the absence
/// policy, `docs/design.md`); among themselves they share the last place.
pub fn rated_places(ranking: &Ranking, seats: &[SeatRow]) -> Vec<u32> {
    let absent = |seat: usize| seats.iter().any(|s| s.seat == seat && s.absent);
    let present: Vec<usize> = (0..ranking.place.len()).filter(|s| !absent(*s)).collect();
    (0..ranking.place.len())
        .map(|s| {
            if absent(s) {
                present.len() as u32 + 1
            } else {
                1 + present
                    .iter()
                    .filter(|o| ranking.place[**o] < ranking.place[s])
                    .count() as u32
            }
        })
        .collect()
}

/// The ratings stored for `keys` in a guild's game, in `keys`' order (the default rating for
/// a key with none yet): one read for the whole table, however many seats it has.
fn load_ratings(
    conn: &Conn,
    guild: &str,
    game: &str,
    keys: &[String],
) -> crate::store::db::Result<Vec<WengLinRating>> {
    if keys.is_empty() {
        // `IN ()` is no SQL.
        return Ok(Vec::new());
    }
    let wanted = (0..keys.len())
        .map(|i| format!("?{}", i + 3))
        .collect::<Vec<_>>()
        .join(", ");
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT \"user\", mu, sigma FROM ratings WHERE guild = ?1 AND game = ?2 \
         AND \"user\" IN ({wanted})"
    ))?;
    let mut values: Vec<&dyn ToSql> = vec![&guild, &game];
    values.extend(keys.iter().map(|k| k as &dyn ToSql));
    let stored = stmt
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
    Ok(keys
        .iter()
        .map(|k| {
            stored
                .iter()
                .find(|(user, _)| user == k)
                .map(|(_, rating)| *rating)
                .unwrap_or_default()
        })
        .collect())
}

/// Whether a finished game at `table` with `seats` moves ratings: always without bots, and
/// with bots only when the table said so (see the module's docs).
pub fn is_rated(table: &Table, seats: &[SeatRow]) -> bool {
    table.rated_with_bots || seats.iter().all(|s| s.bot.is_none())
}

/// The key a seat's results and rating are kept under: its user, or its bot's level's key.
fn key(seat: &SeatRow) -> String {
    match seat.bot {
        Some(level) => bots::rating_key(level),
        None => seat.user.clone(),
    }
}

/// Stores a finished game's results and, when it is rated ([`is_rated`]), updates every
/// seat's rating.
pub fn record(
    conn: &Conn,
    table: &Table,
    seats: &[SeatRow],
    ranking: &Ranking,
    now: Millis,
) -> crate::store::db::Result<()> {
    let places = rated_places(ranking, seats);
    let rated = is_rated(table, seats);
    for s in seats {
        conn.prepare_cached(
            "INSERT INTO results (table_id, guild, game, \"user\", seat, place, score, absent, \
                                  finished_at, bot, rated) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        )?
        .execute_later(
            params![
                table.id,
                table.guild,
                table.game,
                key(s),
                s.seat as i64,
                places.get(s.seat).copied().unwrap_or(u32::MAX) as i64,
                ranking.score.get(s.seat).copied().unwrap_or_default(),
                s.absent as i64,
                now,
                s.bot.map(Level::id),
                rated as i64
            ],
            Changes::Unwatched,
        )?;
    }
    if !rated {
        return Ok(());
    }
    // Group seats into teams; a team's place is its best member's rated place.
    let mut teams: Vec<(usize, Vec<&SeatRow>)> = Vec::new();
    for s in seats {
        let team = ranking.team.get(s.seat).copied().unwrap_or(s.seat);
        match teams.iter_mut().find(|(t, _)| *t == team) {
            Some((_, members)) => members.push(s),
            None => teams.push((team, vec![s])),
        }
    }
    // Every seat's rating as stored, in one read; each team's members are among `seats`.
    let keys: Vec<String> = seats.iter().map(key).collect();
    let stored: std::collections::HashMap<usize, WengLinRating> = seats
        .iter()
        .map(|s| s.seat)
        .zip(load_ratings(conn, &table.guild, &table.game, &keys)?)
        .collect();
    let mut before = Vec::new();
    for (_, members) in &teams {
        let ratings: Vec<WengLinRating> = members.iter().map(|m| stored[&m.seat]).collect();
        let place = members
            .iter()
            .map(|m| places.get(m.seat).copied().unwrap_or(u32::MAX))
            .min()
            .unwrap_or(u32::MAX);
        before.push((ratings, MultiTeamOutcome::new(place as usize)));
    }
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        before.iter().map(|(r, o)| (r.as_slice(), *o)).collect();
    let after = weng_lin_multi_team(&input, &WengLinConfig::new());
    // People's new ratings as they come; each bot level's as the average of its seats' (two
    // bots of one level share one rating, which must move once).
    let mut new: Vec<(String, String, f64, f64, u32)> = Vec::new();
    for ((_, members), rated) in teams.iter().zip(after) {
        for (m, r) in members.iter().zip(rated) {
            let (k, name) = match m.bot {
                Some(level) => (bots::rating_key(level), bots::name(1, level)),
                None => (m.user.clone(), m.name.clone()),
            };
            match new.iter_mut().find(|(known, ..)| *known == k) {
                Some((_, _, mu, sigma, n)) => {
                    *mu += r.rating;
                    *sigma += r.uncertainty;
                    *n += 1;
                }
                None => new.push((k, name, r.rating, r.uncertainty, 1)),
            }
        }
    }
    for (k, name, mu, sigma, n) in new {
        let (mu, sigma) = (mu / f64::from(n), sigma / f64::from(n));
        // The rating right after this game, on the game's own rows: the points of a player
        // page's chart (issue 46).
        conn.prepare_cached(
            "UPDATE results SET mu = ?3, sigma = ?4 WHERE table_id = ?1 AND \"user\" = ?2",
        )?
        .execute_later(params![table.id, k, mu, sigma], Changes::Unwatched)?;
        conn.prepare_cached(
            "INSERT INTO ratings (guild, game, \"user\", name, mu, sigma) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
             ON CONFLICT (guild, game, \"user\") DO UPDATE SET name = ?4, mu = ?5, sigma = ?6",
        )?
        .execute_later(
            params![
                table.guild,
                table.game,
                k,
                name,
                mu,
                sigma
            ],
            Changes::Unwatched,
        )?;
    }
    Ok(())
}

/// A leaderboard line.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub user: String,
    pub name: String,
    /// Conservative skill estimate, mu - 3 sigma: rises with wins and with games played.
    pub skill: f64,
    pub mu: f64,
    pub sigma: f64,
    pub games: u32,
    pub wins: u32,
}

/// The top `limit` people of a game in a guild (bots' ratings are not listed), with their
/// rated games and wins.
pub fn leaderboard(
    conn: &Conn,
    guild: &str,
    game: &str,
    limit: usize,
) -> crate::store::db::Result<Vec<Standing>> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.\"user\", r.name, r.mu, r.sigma, \
                (SELECT COUNT(*) FROM results x WHERE x.guild = r.guild AND x.game = r.game AND x.\"user\" = r.\"user\" AND x.rated = 1), \
                (SELECT COUNT(*) FROM results x WHERE x.guild = r.guild AND x.game = r.game AND x.\"user\" = r.\"user\" AND x.rated = 1 AND x.place = 1) \
         FROM ratings r WHERE r.guild = ?1 AND r.game = ?2 AND r.\"user\" NOT LIKE 'bot:%' \
         ORDER BY r.mu - 3 * r.sigma DESC, r.\"user\" LIMIT ?3",
    )?;
    let rows = stmt.query_map(params![guild, game, limit as i64], |r| {
        let mu: f64 = r.get(2)?;
        let sigma: f64 = r.get(3)?;
        Ok(Standing {
            user: r.get(0)?,
            name: r.get(1)?,
            skill: mu - 3.0 * sigma,
            mu,
            sigma,
            games: r.get::<i64>(4)? as u32,
            wins: r.get::<i64>(5)? as u32,
        })
    })?;
    rows.collect()
}

/// One player's record in one game: its rated games, or its unrated ones (games with bots).
#[derive(Clone, Debug, PartialEq)]
pub struct GameStats {
    pub game: String,
    pub rated: bool,
    pub games: u32,
    pub wins: u32,
    pub average_place: f64,
    /// The rating, on the rated line only.
    pub mu: Option<f64>,
    pub sigma: Option<f64>,
}

fn game_stats(r: &crate::store::db::Row<'_>) -> crate::store::db::Result<GameStats> {
    let rated = r.get::<i64>(1)? == 1;
    Ok(GameStats {
        game: r.get(0)?,
        rated,
        games: r.get::<i64>(2)? as u32,
        wins: r.get::<i64>(3)? as u32,
        average_place: r.get(4)?,
        mu: if rated { r.get(5)? } else { None },
        sigma: if rated { r.get(6)? } else { None },
    })
}

/// A player's record in every game they finished in this guild: per game, a line for the
/// rated games and one for the unrated ones, rated first. A group has one rating row at most
/// (it is the player's in that game); `MAX` picks it in SQL that every engine accepts.
pub fn stats(conn: &Conn, guild: &str, user: &str) -> crate::store::db::Result<Vec<GameStats>> {
    let mut stmt = conn.prepare_cached(
        "SELECT x.game, x.rated, COUNT(*), SUM(CASE WHEN x.place = 1 THEN 1 ELSE 0 END), AVG(x.place), MAX(r.mu), MAX(r.sigma) \
         FROM results x LEFT JOIN ratings r ON r.guild = x.guild AND r.game = x.game AND r.\"user\" = x.\"user\" \
         WHERE x.guild = ?1 AND x.\"user\" = ?2 GROUP BY x.game, x.rated ORDER BY x.game, x.rated DESC",
    )?;
    let rows = stmt.query_map(params![guild, user], game_stats)?;
    rows.collect()
}

/// One bot level's record in one game of this guild, rated and unrated games together.
#[derive(Clone, Debug, PartialEq)]
pub struct BotStats {
    pub level: Level,
    pub game: String,
    pub games: u32,
    pub wins: u32,
    pub average_place: f64,
    /// The level's rating, if a game counted with bots (`rated_with_bots`).
    pub mu: Option<f64>,
    pub sigma: Option<f64>,
}

/// Every bot level's record in this guild, by game, then level (easy, normal, strong: their
/// names sort so).
pub fn bot_stats(conn: &Conn, guild: &str) -> crate::store::db::Result<Vec<BotStats>> {
    let mut stmt = conn.prepare_cached(
        "SELECT x.bot, x.game, COUNT(*), SUM(CASE WHEN x.place = 1 THEN 1 ELSE 0 END), AVG(x.place), MAX(r.mu), MAX(r.sigma) \
         FROM results x LEFT JOIN ratings r ON r.guild = x.guild AND r.game = x.game AND r.\"user\" = x.\"user\" \
         WHERE x.guild = ?1 AND x.bot IS NOT NULL GROUP BY x.bot, x.game ORDER BY x.game, x.bot",
    )?;
    let rows = stmt.query_map(params![guild], |r| {
        let text: String = r.get(0)?;
        let level = Level::parse(&text).ok_or_else(|| crate::store::db::Error::Conversion {
            index: 0,
            source: format!("unknown bot level {text:?} in results").into(),
        })?;
        Ok(BotStats {
            level,
            game: r.get(1)?,
            games: r.get::<i64>(2)? as u32,
            wins: r.get::<i64>(3)? as u32,
            average_place: r.get(4)?,
            mu: r.get(5)?,
            sigma: r.get(6)?,
        })
    })?;
    rows.collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(seat: usize, absent: bool) -> SeatRow {
        SeatRow {
            seat,
            user: format!("u{seat}"),
            name: format!("U{seat}"),
            timeouts: 0,
            absent,
            resigned: false,
            stand_in: None,
            bot: None,
            clock_left: None,
        }
    }

    /// One read for a whole table: each key gets its own stored rating whatever the order,
    /// a key met twice (two bots of one level) gets it twice, and one with none the default.
    #[test]
    fn ratings_are_read_for_every_seat_at_once_in_the_seats_order() {
        let dir = tempfile::tempdir().unwrap();
        let conn: Conn = crate::store::open(&dir.path().join("t.db")).unwrap().into();
        for (user, mu) in [("a", 20.0), ("b", 30.0), ("bot:easy", 10.0)] {
            conn.execute(
                "INSERT INTO ratings (guild, game, \"user\", name, mu, sigma) \
                 VALUES ('g', 'x', ?1, ?1, ?2, 5.0)",
                params![user, mu],
            )
            .unwrap();
        }
        // Another guild's and another game's ratings are not these.
        conn.execute(
            "INSERT INTO ratings (guild, game, \"user\", name, mu, sigma) VALUES \
             ('h', 'x', 'c', 'c', 40.0, 5.0), ('g', 'y', 'c', 'c', 45.0, 5.0)",
            [],
        )
        .unwrap();
        let keys = ["b", "c", "bot:easy", "a", "bot:easy"].map(String::from);
        let read: Vec<f64> = load_ratings(&conn, "g", "x", &keys)
            .unwrap()
            .iter()
            .map(|r| r.rating)
            .collect();
        let fresh = WengLinRating::default().rating;
        assert_eq!(read, vec![30.0, fresh, 10.0, 20.0, 10.0]);
        assert!(load_ratings(&conn, "g", "x", &[]).unwrap().is_empty());
    }

    #[test]
    fn absent_players_rank_last_for_ratings() {
        let ranking = Ranking {
            place: vec![1, 2, 3, 3],
            score: vec![10, 9, 8, 8],
            team: vec![0, 1, 2, 3],
        };
        let seats = [
            seat(0, true),
            seat(1, false),
            seat(2, false),
            seat(3, false),
        ];
        assert_eq!(rated_places(&ranking, &seats), vec![4, 1, 2, 2]);
    }
}
