//! A server's pages (issue 46): per game its leaderboard and its recent games, and a page per
//! player with their games, wins, places and rating over time. They are on only when the
//! server's admin turns them on in `/settings` (off by default), at an unguessable link of
//! their own ([`crate::store::server_settings::SettingChange::WebPages`]). Names are the
//! server's display names as Tabula saw them; nothing from any other server is read.
use super::{PageError, PageResult, Stage};
use crate::api::Millis;
use crate::params;
use crate::store::db::{Conn, OptionalExtension};
use crate::store::links;
use crate::store::ratings::{self, Standing};
use crate::store::seasons::{self, Season};
use crate::store::tables;
use crate::store::tournaments::{self, Status};
use present_kit::markup::strip;

/// Finished games listed per game on the server's page, and on a player's.
pub const RECENT_GAMES: usize = 20;
/// People on a game's leaderboard.
pub const LEADERBOARD: usize = 25;

/// A finished game as a list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct RecentGame {
    pub table: i64,
    /// The table's own link, for its replay; `None` when web links are off where it played.
    pub token: Option<String>,
    pub stage: Stage,
    pub ended_at: Millis,
    /// Seat order: each player's user key, name and place (1 is first).
    pub players: Vec<(String, String, u32)>,
}

/// One game's part of the server page.
pub struct GameSection {
    pub game: &'static str,
    pub game_name: &'static str,
    /// The all-time board, inactive players left out (issue 47).
    pub standings: Vec<Standing>,
    /// The running season's board, inactive players left out, when the server runs a season
    /// (issue 47).
    pub season: Option<Vec<Standing>>,
    pub recent: Vec<RecentGame>,
}

pub struct ServerPage {
    pub guild: String,
    /// Every game this server has finished at least one game of, in the registry's order.
    pub games: Vec<GameSection>,
    /// The running season (issue 47).
    pub season: Option<Season>,
    /// The seasons that ended, newest first, each with a page of its final standings.
    pub past_seasons: Vec<Season>,
    /// The server's tournaments, newest first, each with its page (issue 47).
    pub tournaments: Vec<TournamentLine>,
}

/// A past (or the running) season's page, `/s/{token}/season/{n}` (issue 47): its standings in
/// each game it had rated games of, final once it ended.
pub struct SeasonPage {
    pub guild: String,
    pub season: Season,
    /// Per game (registry order): its id, name and standings.
    pub games: Vec<(&'static str, &'static str, Vec<Standing>)>,
}

/// A point of a rating chart: when the game ended, and the conservative rating (mu − 3 sigma,
/// the leaderboard's order) right after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    pub at: Millis,
    pub skill: f64,
}

/// One game's part of a player's page.
pub struct PlayerGame {
    pub game: &'static str,
    pub game_name: &'static str,
    /// Rated and unrated games together.
    pub games: u32,
    pub wins: u32,
    pub average_place: f64,
    /// The current conservative rating, if the player has one.
    pub skill: Option<f64>,
    /// That rating is provisional (issue 47: few rated games, or still uncertain).
    pub provisional: bool,
    /// Ratings after each rated game recorded with its rating (from schema 14 on).
    pub history: Vec<RatingPoint>,
    pub recent: Vec<RecentGame>,
}

pub struct PlayerPage {
    pub guild: String,
    pub user: String,
    pub name: String,
    pub games: Vec<PlayerGame>,
}

/// The server page lists at most this many tournaments, newest first.
pub const LISTED: i64 = 20;

/// A tournament as the server page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentLine {
    pub id: i64,
    pub name: String,
    pub game_name: String,
    pub status: Status,
    pub round: u32,
    pub entrants: usize,
}

/// The tournaments of `guild`, newest first, for its page (issue 47).
pub fn tournaments_of(conn: &Conn, guild: &str) -> PageResult<Vec<TournamentLine>> {
    let mut out = Vec::new();
    for t in tournaments::of_guild(conn, guild, LISTED)? {
        let game_name = registry::find(&t.game).map_or(t.game.clone(), |e| e.name().to_string());
        out.push(TournamentLine {
            id: t.id,
            name: strip(&t.name),
            game_name,
            status: t.status,
            round: t.round,
            entrants: tournaments::entrants(conn, t.id)?.len(),
        });
    }
    Ok(out)
}

/// The server whose pages' link is `token`, if its pages are on.
pub fn server_of(conn: &Conn, token: &str) -> PageResult<Option<String>> {
    if !links::well_formed(token) {
        return Ok(None);
    }
    // The value is the token as JSON; only the server-wide row (channel '') counts.
    let guild: Option<String> = conn
        .prepare_cached(
            "SELECT guild FROM server_settings WHERE channel = '' AND key = 'web_pages' \
             AND value = ?1",
        )?
        .query_row([serde_json::Value::from(token).to_string()], |r| r.get(0))
        .optional()?;
    Ok(guild)
}

/// The language of the server whose pages' link is `token`, if its pages are on: its
/// `/settings language`, else the language Discord last gave for it, else English (what a
/// page is read in when the reader's browser asks for no language Tabula speaks; issue 48).
pub fn server_lang_of(conn: &Conn, token: &str) -> PageResult<Option<present_kit::words::Lang>> {
    let Some(guild) = server_of(conn, token)? else {
        return Ok(None);
    };
    let settings =
        crate::store::server_settings::for_channel(conn, &guild, "").map_err(PageError)?;
    Ok(Some(
        settings
            .language
            .or(settings.discord_language)
            .unwrap_or(present_kit::words::Lang::En),
    ))
}

/// The finished games of `guild` and `game`, newest first, at most `limit`; only those `user`
/// played when given.
fn recent(
    conn: &Conn,
    guild: &str,
    game: &str,
    user: Option<&str>,
    limit: usize,
) -> PageResult<Vec<RecentGame>> {
    let ids: Vec<(i64, Millis)> = conn
        .prepare_cached(
            "SELECT t.id, MAX(x.finished_at) FROM tables t JOIN results x ON x.table_id = t.id \
             WHERE t.guild = ?1 AND t.game = ?2 \
               AND (CAST(?3 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM results y \
                    WHERE y.table_id = t.id AND y.\"user\" = ?3)) \
             GROUP BY t.id ORDER BY MAX(x.finished_at) DESC, t.id DESC LIMIT ?4",
        )?
        .query_map(params![guild, game, user, limit as i64], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?
        .collect::<crate::store::db::Result<_>>()?;
    let mut out = Vec::with_capacity(ids.len());
    for (id, ended_at) in ids {
        let Some(table) = tables::get(conn, id)? else {
            continue;
        };
        let seats = tables::seats(conn, id)?;
        let places: Vec<(i64, i64)> = conn
            .prepare_cached("SELECT seat, place FROM results WHERE table_id = ?1 ORDER BY seat")?
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<crate::store::db::Result<_>>()?;
        let players = seats
            .iter()
            .map(|s| {
                let place = places
                    .iter()
                    .find(|(seat, _)| *seat == s.seat as i64)
                    .map_or(0, |(_, p)| *p as u32);
                let key = match s.bot {
                    Some(level) => crate::store::bots::rating_key(level),
                    None => s.user.clone(),
                };
                (key, present_kit::markup::strip(&s.name), place)
            })
            .collect();
        let token = crate::handlers::web_link::live_token(conn, &table).map_err(PageError)?;
        out.push(RecentGame {
            table: id,
            token,
            stage: Stage::of(table.status),
            ended_at,
            players,
        });
    }
    Ok(out)
}

/// The page of the server whose link is `token`, as it stands at `now` (the running season,
/// and who is active, depend on it).
pub fn server_page(conn: &Conn, token: &str, now: Millis) -> PageResult<Option<ServerPage>> {
    let Some(guild) = server_of(conn, token)? else {
        return Ok(None);
    };
    let all_seasons = seasons::at(conn, &guild, now)?;
    let season = all_seasons.iter().find(|s| !s.closed).cloned();
    let active = Some(ratings::active_since(now));
    let mut games = Vec::new();
    for engine in registry::engines() {
        let recent = recent(conn, &guild, engine.id(), None, RECENT_GAMES)?;
        if recent.is_empty() {
            continue;
        }
        games.push(GameSection {
            game: engine.id(),
            game_name: engine.name(),
            standings: ratings::leaderboard(conn, &guild, engine.id(), LEADERBOARD, active)?,
            season: match &season {
                Some(s) => Some(ratings::season_leaderboard(
                    conn,
                    &guild,
                    s.number,
                    engine.id(),
                    LEADERBOARD,
                    active,
                )?),
                None => None,
            },
            recent,
        });
    }
    let tournaments = tournaments_of(conn, &guild)?;
    Ok(Some(ServerPage {
        guild,
        games,
        season,
        past_seasons: all_seasons.into_iter().filter(|s| s.closed).collect(),
        tournaments,
    }))
}

/// Season `number`'s page on the server whose link is `token`: `None` when the pages are off
/// or there is no such season. A running season's board leaves inactive players out, as
/// the server page does; an ended one's is its final standings.
pub fn season_page(
    conn: &Conn,
    token: &str,
    number: i64,
    now: Millis,
) -> PageResult<Option<SeasonPage>> {
    let Some(guild) = server_of(conn, token)? else {
        return Ok(None);
    };
    let Some(season) = seasons::at(conn, &guild, now)?
        .into_iter()
        .find(|s| s.number == number)
    else {
        return Ok(None);
    };
    let since = (!season.closed).then(|| ratings::active_since(now));
    let mut games = Vec::new();
    for engine in registry::engines() {
        let standings =
            ratings::season_leaderboard(conn, &guild, number, engine.id(), LEADERBOARD, since)?;
        if !standings.is_empty() {
            games.push((engine.id(), engine.name(), standings));
        }
    }
    Ok(Some(SeasonPage {
        guild,
        season,
        games,
    }))
}

/// The page of player `user` on the server whose link is `token`: `None` also when the
/// player has no game on that server (so a page never confirms who else exists).
pub fn player_page(conn: &Conn, token: &str, user: &str) -> PageResult<Option<PlayerPage>> {
    let Some(guild) = server_of(conn, token)? else {
        return Ok(None);
    };
    // Bots have their own records (`/stats bots`), not player pages.
    if user.starts_with("bot:") || user.is_empty() || user.len() > 40 {
        return Ok(None);
    }
    let stats = ratings::stats(conn, &guild, user)?;
    if stats.is_empty() {
        return Ok(None);
    }
    let name: String = conn
        .prepare_cached(
            "SELECT s.name FROM seats s JOIN tables t ON t.id = s.table_id \
             WHERE t.guild = ?1 AND s.\"user\" = ?2 ORDER BY t.updated_at DESC, t.id DESC LIMIT 1",
        )?
        .query_row(params![guild, user], |r| r.get(0))
        .optional()?
        .unwrap_or_else(|| user.to_string());
    let mut games = Vec::new();
    for engine in registry::engines() {
        let lines: Vec<&ratings::GameStats> =
            stats.iter().filter(|s| s.game == engine.id()).collect();
        if lines.is_empty() {
            continue;
        }
        let played: u32 = lines.iter().map(|l| l.games).sum();
        let wins: u32 = lines.iter().map(|l| l.wins).sum();
        let average_place = lines
            .iter()
            .map(|l| l.average_place * f64::from(l.games))
            .sum::<f64>()
            / f64::from(played.max(1));
        let skill = lines.iter().find_map(|l| Some(l.mu? - 3.0 * l.sigma?));
        let history = conn
            .prepare_cached(
                "SELECT finished_at, mu, sigma FROM results \
                 WHERE guild = ?1 AND game = ?2 AND \"user\" = ?3 AND rated = 1 AND mu IS NOT NULL \
                 ORDER BY finished_at, table_id",
            )?
            .query_map(params![guild, engine.id(), user], |r| {
                let mu: f64 = r.get(1)?;
                let sigma: f64 = r.get(2)?;
                Ok(RatingPoint {
                    at: r.get(0)?,
                    skill: mu - 3.0 * sigma,
                })
            })?
            .collect::<crate::store::db::Result<_>>()?;
        games.push(PlayerGame {
            game: engine.id(),
            game_name: engine.name(),
            games: played,
            wins,
            average_place,
            skill,
            provisional: lines.iter().any(|l| l.provisional()),
            history,
            recent: recent(conn, &guild, engine.id(), Some(user), RECENT_GAMES)?,
        });
    }
    Ok(Some(PlayerPage {
        guild,
        user: user.to_string(),
        name: present_kit::markup::strip(&name),
        games,
    }))
}
