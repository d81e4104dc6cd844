//! Results and Weng-Lin ratings per guild and game.
//!
//! Leaderboards and personal stats are queries over `results` and `ratings`, not caches, so they
//! are always consistent with the games that finished.
use crate::api::Millis;
use crate::tables::{SeatRow, Table};
use rules::Ranking;
use rusqlite::{params, Connection, OptionalExtension};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// Places used for ratings: absent players rank last, behind everyone who stayed (DESIGN.md
/// absence policy); among themselves they share the last place.
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

fn load_rating(
    conn: &Connection,
    guild: &str,
    game: &str,
    user: &str,
) -> rusqlite::Result<WengLinRating> {
    Ok(conn
        .query_row(
            "SELECT mu, sigma FROM ratings WHERE guild = ?1 AND game = ?2 AND user = ?3",
            params![guild, game, user],
            |r| {
                Ok(WengLinRating {
                    rating: r.get(0)?,
                    uncertainty: r.get(1)?,
                })
            },
        )
        .optional()?
        .unwrap_or_default())
}

/// Stores a finished game's results and updates every seated player's rating.
pub fn record(
    conn: &Connection,
    table: &Table,
    seats: &[SeatRow],
    ranking: &Ranking,
    now: Millis,
) -> rusqlite::Result<()> {
    let places = rated_places(ranking, seats);
    for s in seats {
        conn.prepare_cached(
            "INSERT INTO results (table_id, guild, game, user, seat, place, score, absent, finished_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?
        .execute(params![
                table.id,
                table.guild,
                table.game,
                s.user,
                s.seat as i64,
                places.get(s.seat).copied().unwrap_or(u32::MAX) as i64,
                ranking.score.get(s.seat).copied().unwrap_or_default(),
                s.absent as i64,
                now
            ],)?;
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
    let mut before = Vec::new();
    for (_, members) in &teams {
        let mut ratings = Vec::new();
        for m in members {
            ratings.push(load_rating(conn, &table.guild, &table.game, &m.user)?);
        }
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
    for ((_, members), new) in teams.iter().zip(after) {
        for (m, r) in members.iter().zip(new) {
            conn.prepare_cached(
                "INSERT INTO ratings (guild, game, user, name, mu, sigma) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
                 ON CONFLICT (guild, game, user) DO UPDATE SET name = ?4, mu = ?5, sigma = ?6",
            )?
            .execute(params![
                table.guild,
                table.game,
                m.user,
                m.name,
                r.rating,
                r.uncertainty
            ])?;
        }
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

/// The top `limit` players of a game in a guild.
pub fn leaderboard(
    conn: &Connection,
    guild: &str,
    game: &str,
    limit: usize,
) -> rusqlite::Result<Vec<Standing>> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.user, r.name, r.mu, r.sigma, \
                (SELECT COUNT(*) FROM results x WHERE x.guild = r.guild AND x.game = r.game AND x.user = r.user), \
                (SELECT COUNT(*) FROM results x WHERE x.guild = r.guild AND x.game = r.game AND x.user = r.user AND x.place = 1) \
         FROM ratings r WHERE r.guild = ?1 AND r.game = ?2 \
         ORDER BY r.mu - 3 * r.sigma DESC, r.user LIMIT ?3",
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
            games: r.get::<_, i64>(4)? as u32,
            wins: r.get::<_, i64>(5)? as u32,
        })
    })?;
    rows.collect()
}

/// One player's record in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameStats {
    pub game: String,
    pub games: u32,
    pub wins: u32,
    pub average_place: f64,
    pub mu: Option<f64>,
    pub sigma: Option<f64>,
}

/// A player's record in every game they finished in this guild.
pub fn stats(conn: &Connection, guild: &str, user: &str) -> rusqlite::Result<Vec<GameStats>> {
    let mut stmt = conn.prepare_cached(
        "SELECT x.game, COUNT(*), SUM(x.place = 1), AVG(x.place), r.mu, r.sigma \
         FROM results x LEFT JOIN ratings r ON r.guild = x.guild AND r.game = x.game AND r.user = x.user \
         WHERE x.guild = ?1 AND x.user = ?2 GROUP BY x.game ORDER BY x.game",
    )?;
    let rows = stmt.query_map(params![guild, user], |r| {
        Ok(GameStats {
            game: r.get(0)?,
            games: r.get::<_, i64>(1)? as u32,
            wins: r.get::<_, i64>(2)? as u32,
            average_place: r.get(3)?,
            mu: r.get(4)?,
            sigma: r.get(5)?,
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
        }
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
