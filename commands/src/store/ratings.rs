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
use crate::store::seasons;
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

/// The conservative skill (mu - 3 sigma, as boards rank by) of each of `keys` in a guild's
/// game, in `keys`' order, the default rating's for a key with none: how a tournament seeds its
/// entrants (issue 47).
pub fn skills(
    conn: &Conn,
    guild: &str,
    game: &str,
    keys: &[String],
) -> crate::store::db::Result<Vec<f64>> {
    Ok(load_ratings(conn, guild, game, keys)?
        .into_iter()
        .map(|r| r.rating - 3.0 * r.uncertainty)
        .collect())
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
/// seat's rating, and its rating in the guild's running season (issue 47).
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
    let keys: Vec<String> = seats.iter().map(key).collect();
    let stored = load_ratings(conn, &table.guild, &table.game, &keys)?;
    for r in rate(seats, ranking, &places, &stored) {
        // The rating right after this game, on the game's own rows: the points of a player
        // page's chart (issue 46).
        conn.prepare_cached(
            "UPDATE results SET mu = ?3, sigma = ?4 WHERE table_id = ?1 AND \"user\" = ?2",
        )?
        .execute_later(params![table.id, r.key, r.mu, r.sigma], Changes::Unwatched)?;
        conn.prepare_cached(
            "INSERT INTO ratings (guild, game, \"user\", name, mu, sigma) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
             ON CONFLICT (guild, game, \"user\") DO UPDATE SET name = ?4, mu = ?5, sigma = ?6",
        )?
        .execute_later(
            params![
                table.guild,
                table.game,
                r.key,
                r.name,
                r.mu,
                r.sigma
            ],
            Changes::Unwatched,
        )?;
    }
    // Issue 47: the guild's current season's ratings move with the same game, in the same
    // transaction, from the season's own ratings.
    record_season(conn, table, seats, ranking, &places, &keys, now)
}

/// Moves the season ratings of a rated game's seats, when its guild runs a season (after any
/// rollover due): computed as the all-time ones, from the season's own ratings.
fn record_season(
    conn: &Conn,
    table: &Table,
    seats: &[SeatRow],
    ranking: &Ranking,
    places: &[u32],
    keys: &[String],
    now: Millis,
) -> crate::store::db::Result<()> {
    let Some((season, stored)) =
        seasons::ratings_for_game(conn, &table.guild, &table.game, keys, now)?
    else {
        return Ok(());
    };
    let rated = rate(seats, ranking, places, &stored);
    let results: Vec<seasons::SeasonResult<'_>> = rated
        .iter()
        .map(|r| seasons::SeasonResult {
            key: &r.key,
            name: &r.name,
            mu: r.mu,
            sigma: r.sigma,
            won: r.place == 1,
        })
        .collect();
    seasons::record(conn, &table.guild, season, &table.game, &results, now)
}

/// One rating key's new rating after a game.
struct NewRating {
    key: String,
    name: String,
    mu: f64,
    sigma: f64,
    /// The best rated place of its seats.
    place: u32,
}

/// The new ratings of a rated game's seats from their `stored` ratings (in `seats`' order):
/// people's as they come, each bot level's as the average of its seats' (two bots of one
/// level share one rating, which must move once). Teams are grouped by the ranking; a team's
/// place is its best member's rated place.
fn rate(
    seats: &[SeatRow],
    ranking: &Ranking,
    places: &[u32],
    stored: &[WengLinRating],
) -> Vec<NewRating> {
    let place_of = |seat: usize| places.get(seat).copied().unwrap_or(u32::MAX);
    let mut teams: Vec<(usize, Vec<(&SeatRow, WengLinRating)>)> = Vec::new();
    for (s, rating) in seats.iter().zip(stored.iter().copied()) {
        let team = ranking.team.get(s.seat).copied().unwrap_or(s.seat);
        match teams.iter_mut().find(|(t, _)| *t == team) {
            Some((_, members)) => members.push((s, rating)),
            None => teams.push((team, vec![(s, rating)])),
        }
    }
    let before: Vec<(Vec<WengLinRating>, MultiTeamOutcome)> = teams
        .iter()
        .map(|(_, members)| {
            let place = members
                .iter()
                .map(|(m, _)| place_of(m.seat))
                .min()
                .unwrap_or(u32::MAX);
            (
                members.iter().map(|(_, r)| *r).collect(),
                MultiTeamOutcome::new(place as usize),
            )
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        before.iter().map(|(r, o)| (r.as_slice(), *o)).collect();
    let after = weng_lin_multi_team(&input, &WengLinConfig::new());
    let mut new: Vec<(NewRating, u32)> = Vec::new();
    for ((_, members), rated) in teams.iter().zip(after) {
        for ((m, _), r) in members.iter().zip(rated) {
            let (k, name) = match m.bot {
                // Only kept with the rating: bots are on no leaderboard, and `/stats bots`
                // names a level in its reader's language.
                Some(level) => (
                    bots::rating_key(level),
                    bots::name(1, level, present_kit::words::Lang::En),
                ),
                None => (m.user.clone(), m.name.clone()),
            };
            let place = place_of(m.seat);
            match new.iter_mut().find(|(known, _)| known.key == k) {
                Some((known, n)) => {
                    known.mu += r.rating;
                    known.sigma += r.uncertainty;
                    known.place = known.place.min(place);
                    *n += 1;
                }
                None => new.push((
                    NewRating {
                        key: k,
                        name,
                        mu: r.rating,
                        sigma: r.uncertainty,
                        place,
                    },
                    1,
                )),
            }
        }
    }
    new.into_iter()
        .map(|(mut r, n)| {
            r.mu /= f64::from(n);
            r.sigma /= f64::from(n);
            r
        })
        .collect()
}

/// Rated games a player needs in a game (on a season's board: in that season) before their
/// rating stops being provisional (issue 47).
pub const PROVISIONAL_GAMES: u32 = 5;
/// The uncertainty above which a rating stays provisional whatever the games played: 90% of
/// a newcomer's (25/3), which a two-player game's five results bring below.
pub const PROVISIONAL_SIGMA: f64 = 7.5;
/// Days without a rated game in a game after which a player drops off its current boards
/// (all time and season) without losing their rating; `/stats` still shows it (issue 47).
pub const INACTIVE_DAYS: i64 = 60;

/// Whether a rating of `games` rated games and uncertainty `sigma` is still provisional.
pub fn provisional(games: u32, sigma: f64) -> bool {
    games < PROVISIONAL_GAMES || sigma > PROVISIONAL_SIGMA
}

/// From when a player counts as active on the current boards at `now`.
pub fn active_since(now: Millis) -> Millis {
    now - INACTIVE_DAYS * 24 * 60 * 60 * 1000
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
    /// The player's last rated game on this board.
    pub last_played: Millis,
}

impl Standing {
    /// The rating is provisional ([`provisional`]): shown with a marker.
    pub fn provisional(&self) -> bool {
        provisional(self.games, self.sigma)
    }
}

/// A leaderboard line from the columns user, name, mu, sigma, games, wins, last played.
pub(crate) fn standing(r: &crate::store::db::Row<'_>) -> crate::store::db::Result<Standing> {
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
        last_played: r.get::<Option<i64>>(6)?.unwrap_or_default(),
    })
}

/// The top `limit` people of a game in a guild (bots' ratings are not listed), with their
/// rated games and wins, leaving out who has played no rated game since `active_since`
/// (`None`: everyone).
pub fn leaderboard(
    conn: &Conn,
    guild: &str,
    game: &str,
    limit: usize,
    active_since: Option<Millis>,
) -> crate::store::db::Result<Vec<Standing>> {
    let since = active_since.unwrap_or(Millis::MIN);
    let mut stmt = conn.prepare_cached(
        "SELECT * FROM (SELECT r.\"user\", r.name, r.mu, r.sigma, \
                (SELECT COUNT(*) FROM results x WHERE x.guild = r.guild AND x.game = r.game AND x.\"user\" = r.\"user\" AND x.rated = 1) AS games, \
                (SELECT COUNT(*) FROM results x WHERE x.guild = r.guild AND x.game = r.game AND x.\"user\" = r.\"user\" AND x.rated = 1 AND x.place = 1) AS wins, \
                (SELECT MAX(x.finished_at) FROM results x WHERE x.guild = r.guild AND x.game = r.game AND x.\"user\" = r.\"user\" AND x.rated = 1) AS last_played \
         FROM ratings r WHERE r.guild = ?1 AND r.game = ?2 AND r.\"user\" NOT LIKE 'bot:%') b \
         WHERE COALESCE(b.last_played, 0) >= ?4 \
         ORDER BY b.mu - 3 * b.sigma DESC, b.\"user\" LIMIT ?3",
    )?;
    let rows = stmt.query_map(params![guild, game, limit as i64, since], standing)?;
    rows.collect()
}

/// A season's top `limit` people in `game` (bots are not listed), leaving out who has not
/// played since `active_since` (`None`: everyone, as in a past season's final standings).
pub fn season_leaderboard(
    conn: &Conn,
    guild: &str,
    season: i64,
    game: &str,
    limit: usize,
    active_since: Option<Millis>,
) -> crate::store::db::Result<Vec<Standing>> {
    let since = active_since.unwrap_or(Millis::MIN);
    let mut stmt = conn.prepare_cached(
        "SELECT \"user\", name, mu, sigma, games, wins, last_played FROM season_ratings \
         WHERE guild = ?1 AND season = ?2 AND game = ?3 AND \"user\" NOT LIKE 'bot:%' \
         AND last_played >= ?4 ORDER BY mu - 3 * sigma DESC, \"user\" LIMIT ?5",
    )?;
    let rows = stmt.query_map(params![guild, season, game, since, limit as i64], standing)?;
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

impl GameStats {
    /// The rated line's rating is still provisional ([`provisional`]).
    pub fn provisional(&self) -> bool {
        self.rated
            && self
                .sigma
                .is_some_and(|sigma| provisional(self.games, sigma))
    }
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
