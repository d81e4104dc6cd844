//! A tournament's page on its server's pages (issue 47), `/s/{token}/tournament/{id}`: its
//! standings and every round's tables with links to their own pages. Read from the same rows and the same pure rules as
//! the tournament's posts (`crate::store::tournaments`, `crate::tournament`), so the page and
//! the channel never disagree. Only the server whose pages' link it is sees its tournaments.
use super::server::server_of;
use super::{PageError, PageResult};
use crate::store::db::Conn;
use crate::store::tables;
use crate::store::tournaments::{self, Status, Tournament};
use crate::tournament::{self as rules, Format, Sizes};
use present_kit::markup::strip;
use std::collections::BTreeMap;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingLine {
    pub rank: u32,
    pub user: String,
    pub name: String,
    pub points: f64,
    pub tiebreaks: Vec<(&'static str, f64)>,
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
}

/// One player at one table of a round.
#[derive(Clone, Debug, PartialEq)]
pub struct PodSeat {
    pub user: String,
    pub name: String,
    /// Their place once the table ended (forfeits ranked last), and what they earned.
    pub place: Option<u32>,
    pub points: Option<f64>,
    pub forfeit: bool,
}

/// Where a table of a round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PodState {
    /// Not opened yet: waiting for its thread.
    Waiting,
    /// Its table is no longer stored.
    Gone,
    Playing,
    Finished,
    /// Cancelled or abandoned before its end.
    EndedEarly,
}

/// One table of a round.
#[derive(Clone, Debug, PartialEq)]
pub struct PodLine {
    /// The table's number, once it opened.
    pub table: Option<i64>,
    /// Its own page's link, when web links are on where it plays.
    pub token: Option<String>,
    pub state: PodState,
    pub seats: Vec<PodSeat>,
}

/// One round.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundLine {
    pub number: u32,
    pub pods: Vec<PodLine>,
    /// Who had a bye, by name.
    pub byes: Vec<String>,
}

/// The tournament's page.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentPage {
    pub id: i64,
    pub name: String,
    pub game_name: String,
    /// Its format, and the rounds it was set to (a page says "Swiss, 4 rounds").
    pub format: Format,
    pub format_rounds: Option<u32>,
    /// How its tables are timed: the clock ("3d+7"), else the pace ("live", "async"), else
    /// the server's default.
    pub clock: Option<String>,
    pub time: Option<String>,
    pub status: Status,
    pub round: u32,
    pub rounds: u32,
    pub standings: Vec<StandingLine>,
    /// Newest first.
    pub round_lines: Vec<RoundLine>,
}

/// The tournament's option `name` as text, if it was given.
fn option_text(t: &Tournament, name: &str) -> Option<String> {
    t.options
        .get(name)
        .and_then(|v| v.as_str())
        .map(str::to_string)
}

/// The sizes of `t`'s game's tables and its name; a game this build lacks is our failure.
fn game_of(t: &Tournament) -> PageResult<(Sizes, &'static str)> {
    let engine = registry::find(&t.game).ok_or_else(|| {
        PageError(format!(
            "tournament {}'s game {:?} is not in this build",
            t.id, t.game
        ))
    })?;
    let (min, max) = engine.players();
    Ok((Sizes { min, max }, engine.name()))
}

/// Tournament `id`'s page on the server whose pages' link is `token`: `None` when the pages are
/// off, or the tournament is not that server's (no page tells another server's apart from one
/// that does not exist).
pub fn tournament_page(conn: &Conn, token: &str, id: i64) -> PageResult<Option<TournamentPage>> {
    let Some(guild) = server_of(conn, token)? else {
        return Ok(None);
    };
    let Some(t) = tournaments::get(conn, id)?.filter(|t| t.guild == guild) else {
        return Ok(None);
    };
    let (sizes, game_name) = game_of(&t)?;
    let entrants = tournaments::entrants(conn, id)?;
    let names: BTreeMap<String, String> = entrants
        .iter()
        .map(|e| (e.user.clone(), strip(&e.name)))
        .collect();
    let name_of = |user: &str| names.get(user).cloned().unwrap_or_else(|| user.to_string());
    let players: Vec<rules::Entrant> = entrants.iter().map(|e| e.entrant()).collect();
    let rows = tournaments::seats(conn, id)?;
    let history = tournaments::rounds(&rows);
    let standings = rules::standings(t.format, sizes, &players, &history)
        .into_iter()
        .map(|s| StandingLine {
            rank: s.rank,
            name: name_of(&s.id),
            user: s.id,
            points: s.points,
            tiebreaks: s.tiebreaks,
            played: s.played,
            byes: s.byes,
            withdrawn: s.withdrawn,
        })
        .collect();
    let mut round_lines = Vec::new();
    for round in history.iter().rev() {
        let mut by_pod: BTreeMap<u32, Vec<&tournaments::SeatRow>> = BTreeMap::new();
        for r in rows.iter().filter(|r| r.round == round.number) {
            if let Some(pod) = r.pod {
                by_pod.entry(pod).or_default().push(r);
            }
        }
        let mut pods = Vec::new();
        for mut seated in by_pod.into_values() {
            seated.sort_by_key(|r| r.seat);
            let table = seated.first().and_then(|r| r.table);
            let (token, state) = match table {
                None => (None, PodState::Waiting),
                Some(id) => match tables::get(conn, id)? {
                    None => (None, PodState::Gone),
                    Some(found) => (
                        crate::handlers::web_link::live_token(conn, &found).map_err(PageError)?,
                        match found.status {
                            tables::Status::Finished => PodState::Finished,
                            tables::Status::Cancelled => PodState::EndedEarly,
                            _ => PodState::Playing,
                        },
                    ),
                },
            };
            pods.push(PodLine {
                table,
                token,
                state,
                seats: seated
                    .iter()
                    .map(|r| PodSeat {
                        user: r.user.clone(),
                        name: name_of(&r.user),
                        place: r.place,
                        points: r.points,
                        forfeit: r.forfeit,
                    })
                    .collect(),
            });
        }
        round_lines.push(RoundLine {
            number: round.number,
            pods,
            byes: round.byes.iter().map(|u| name_of(u)).collect(),
        });
    }
    Ok(Some(TournamentPage {
        id,
        name: strip(&t.name),
        game_name: game_name.to_string(),
        format: t.format,
        format_rounds: t.rounds,
        clock: option_text(&t, "clock"),
        time: option_text(&t, "time"),
        status: t.status,
        round: t.round,
        rounds: rules::rounds(t.format, sizes, entrants.len(), t.rounds),
        standings,
        round_lines,
    }))
}
