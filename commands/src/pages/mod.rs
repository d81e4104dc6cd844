//! What the web pages show (issue 46), as data a web front end writes as HTML: a table's page,
//! its replay, and a server's pages. Every part comes from the spectator view, through the
//! same functions Discord's messages use (the board, the final scores, `/replay`'s steps), so
//! a page can show nothing a spectator in the channel could not see, and a page and a message
//! never disagree.
//!
//! Pages are found by their unguessable links ([`crate::store::links`]); a link that is
//! unknown, revoked, or whose server turned web links off is `None`, whichever it is, so a
//! page cannot tell anyone which.
pub mod server;
pub mod tournament;

use crate::api::{Millis, Picture};
use crate::handlers::ctx::Stop;
use crate::handlers::replay::{self, Replayed, Unreplayable};
use crate::store::db::Conn;
use crate::store::deadlines;
use crate::store::links;
use crate::store::tables::{self, SeatRow, Status, Table};
use crate::view;
use game_kit::Viewer;
use present_kit::session::Engine;
use present_kit::words::Lang;

/// Why a page could not be made: our side failed (logged by the caller; the page answers
/// with a server error, never with a guess).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct PageError(pub String);

impl From<crate::store::db::Error> for PageError {
    fn from(e: crate::store::db::Error) -> Self {
        PageError(format!("database: {e}"))
    }
}

impl From<Stop> for PageError {
    fn from(stop: Stop) -> Self {
        PageError(match stop {
            Stop::Refused(reply) => reply.text,
            Stop::Damaged(e) | Stop::Internal(e) => e,
            Stop::ToWriter => "a page's read wanted to write".into(),
        })
    }
}

impl From<present_kit::session::SessionError> for PageError {
    fn from(e: present_kit::session::SessionError) -> Self {
        PageError(e.to_string())
    }
}

pub type PageResult<T> = Result<T, PageError>;

/// Where a table is in its life, as a page says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Lobby,
    Playing,
    Finished,
    Cancelled,
}

impl Stage {
    pub(crate) fn of(status: Status) -> Stage {
        match status {
            Status::Lobby => Stage::Lobby,
            Status::Playing => Stage::Playing,
            Status::Finished => Stage::Finished,
            Status::Cancelled => Stage::Cancelled,
        }
    }

    /// Whether the game has ended (its page is then its replay's start).
    pub fn ended(self) -> bool {
        matches!(self, Stage::Finished | Stage::Cancelled)
    }
}

/// A seat as a page lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub seat: usize,
    /// The display name the bot saw, as stored (no markup).
    pub name: String,
    pub bot: bool,
    pub absent: bool,
    /// When this seat's current decision is due, if it is awaited (a bot's thinking has none).
    pub due: Option<Millis>,
    /// Awaited now (its turn, or a reaction or secret choice it owes).
    pub awaited: bool,
}

/// One move of the game, as the replay and the move log say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    /// 1 for the first move.
    pub number: usize,
    /// The table version the move left.
    pub version: i64,
    /// Its public lines (the core's markup).
    pub lines: Vec<String>,
}

/// A table's page: what its board message shows, the players, and every move so far.
pub struct TablePage {
    pub table: i64,
    pub version: i64,
    pub guild: String,
    /// The game's id and name.
    pub game: &'static str,
    pub game_name: &'static str,
    pub stage: Stage,
    /// Given up by its players (a cancelled table that was abandoned).
    pub abandoned: bool,
    /// The board message's title ("Quinox · table 12 · finished"), when the board has one
    /// (the page names the table itself otherwise).
    pub title: Option<String>,
    /// The board message's text, in the core's markup (`present_kit::markup`): an ended
    /// game's with its final scores.
    pub text: String,
    /// The public board picture (`svg()`), with its alt text; `None` for a lobby and for
    /// games without pictures.
    pub picture: Option<Picture>,
    pub players: Vec<Player>,
    /// Every move from the deal; empty in a lobby. `None` when the log does not replay (the
    /// board still shows).
    pub moves: Option<Vec<Move>>,
}

/// One step of a replay page.
pub struct ReplayStep {
    pub table: i64,
    /// The table's version (the whole replay changes only when it does).
    pub version: i64,
    pub game_name: &'static str,
    pub stage: Stage,
    /// The step shown: 0 is the deal, `k` is after move `k`.
    pub step: usize,
    /// Moves in the game so far.
    pub steps: usize,
    /// The board text at that step, in the core's markup.
    pub text: String,
    pub picture: Option<Picture>,
    /// What that step's move did (empty at the deal).
    pub said: Vec<String>,
    pub players: Vec<Player>,
    pub moves: Vec<Move>,
}

/// The table behind `token`, if the link is live: known, not revoked, and web links not
/// turned off where the table plays (a thread's table: in the channel it was opened in).
pub fn table_of(conn: &Conn, token: &str) -> PageResult<Option<Table>> {
    let Some(table) = links::table_id(conn, token)?
        .map(|id| tables::get(conn, id))
        .transpose()?
        .flatten()
    else {
        return Ok(None);
    };
    // The same rule as the boards' button: a thread's table follows the settings of the
    // channel it was opened in.
    let live = crate::handlers::web_link::live_token(conn, &table).map_err(PageError)?;
    Ok(live.is_some_and(|live| live == token).then_some(table))
}

/// The language of the server of the table behind `token`, if the link is live: what a page
/// is read in when its reader's browser asks for no language Tabula speaks (issue 48).
pub fn server_lang_of(conn: &Conn, token: &str) -> PageResult<Option<Lang>> {
    match table_of(conn, token)? {
        Some(table) => Ok(Some(
            crate::store::server_settings::server_lang(conn, &table).map_err(PageError)?,
        )),
        None => Ok(None),
    }
}

/// The version of the table behind `token`, if the link is live (what a live stream checks
/// before each event, and what a cached page is compared with).
pub fn version_of(conn: &Conn, token: &str) -> PageResult<Option<(i64, i64)>> {
    Ok(table_of(conn, token)?.map(|t| (t.id, t.version)))
}

fn players(seats: &[SeatRow], awaited: &[deadlines::Deadline]) -> Vec<Player> {
    seats
        .iter()
        .map(|s| {
            let mine: Vec<&deadlines::Deadline> =
                awaited.iter().filter(|d| d.seat == s.seat).collect();
            Player {
                seat: s.seat,
                name: present_kit::markup::strip(&s.name),
                bot: s.bot.is_some(),
                absent: s.absent,
                due: mine.iter().filter(|d| d.bot.is_none()).map(|d| d.due).min(),
                awaited: !mine.is_empty(),
            }
        })
        .collect()
}

fn moves(game: &Replayed) -> Vec<Move> {
    game.steps
        .iter()
        .enumerate()
        .map(|(k, step)| Move {
            number: k + 1,
            version: step.version,
            lines: step.said(),
        })
        .collect()
}

fn engine(table: &Table) -> PageResult<&'static dyn Engine> {
    registry::find(&table.game).ok_or_else(|| {
        PageError(format!(
            "table {}: game {:?} is not in this build",
            table.id, table.game
        ))
    })
}

fn load(engine: &dyn Engine, table: &Table) -> PageResult<Box<dyn present_kit::session::Session>> {
    let state = table
        .state
        .as_deref()
        .ok_or_else(|| PageError(format!("table {}: no state stored", table.id)))?;
    engine
        .load(state)
        .map_err(|e| PageError(format!("table {}: saved state: {e}", table.id)))
}

/// When an ended table ended (its last update).
fn ended_at(conn: &Conn, table: i64) -> PageResult<Millis> {
    Ok(conn
        .prepare_cached("SELECT updated_at FROM tables WHERE id = ?1")?
        .query_row([table], |r| r.get(0))?)
}

/// The page of the table behind `token` (see [`table_of`]), in `lang` (the reader's: issue
/// 48).
pub fn table_page(conn: &Conn, token: &str, lang: Lang) -> PageResult<Option<TablePage>> {
    let Some(table) = table_of(conn, token)? else {
        return Ok(None);
    };
    let engine = engine(&table)?;
    let seats = tables::seats(conn, table.id)?;
    let stage = Stage::of(table.status);
    let awaited = match stage {
        Stage::Playing => deadlines::for_table(conn, table.id)?,
        _ => Vec::new(),
    };
    let (reply, moves) = match stage {
        Stage::Lobby => (
            view::lobby::lobby_board(&table, &seats, engine, lang)?,
            Some(Vec::new()),
        ),
        _ if table.state.is_none() => {
            // Cancelled before its deal: the lobby as it was.
            (
                view::lobby::lobby_board(&table, &seats, engine, lang)?,
                Some(Vec::new()),
            )
        }
        _ => {
            let session = load(engine, &table)?;
            let reply = match stage {
                Stage::Playing => {
                    view::board::board(&table, &seats, engine, session.as_ref(), &awaited, lang)?
                }
                _ => view::results::ended(
                    &table,
                    &seats,
                    engine,
                    session.as_ref(),
                    ended_at(conn, table.id)?,
                    lang,
                )?,
            };
            let moves = match replay::replay(conn, &table, table.version, lang) {
                Ok(game) => Some(moves(&game)),
                Err(Unreplayable::Failed(stop)) => return Err(stop.into()),
                Err(_) => None,
            };
            (reply, moves)
        }
    };
    Ok(Some(TablePage {
        table: table.id,
        version: table.version,
        guild: table.guild.clone(),
        game: engine.id(),
        game_name: engine.name(),
        stage,
        abandoned: table.abandoned,
        title: reply.title,
        text: reply.text,
        picture: reply.picture,
        players: players(&seats, &awaited),
        moves,
    }))
}

/// Step `step` of the replay of the table behind `token` (past the last: the last). `None`
/// when the link is not live, or the table never started. In `lang` (the reader's).
pub fn replay_step(
    conn: &Conn,
    token: &str,
    step: usize,
    lang: Lang,
) -> PageResult<Option<ReplayStep>> {
    let Some(table) = table_of(conn, token)? else {
        return Ok(None);
    };
    let stage = Stage::of(table.status);
    // The version of the step asked for, from the log's versions (no replay), so that the
    // one replay below keeps only that step's state.
    let mut versions: Vec<i64> = conn
        .prepare_cached(
            "SELECT DISTINCT version FROM actions WHERE table_id = ?1 ORDER BY version",
        )?
        .query_map([table.id], |r| r.get(0))?
        .collect::<crate::store::db::Result<_>>()?;
    versions.dedup();
    let step = step.min(versions.len());
    let version = step.checked_sub(1).map_or(0, |i| versions[i]);
    let game = match replay::replay(conn, &table, version, lang) {
        Ok(game) => game,
        Err(Unreplayable::NotStarted) => return Ok(None),
        Err(Unreplayable::Failed(stop)) => return Err(stop.into()),
        Err(_) => {
            return Err(PageError(format!(
                "table {}: the move log does not replay",
                table.id
            )))
        }
    };
    let steps = game.steps.len();
    if game.shown.0 != step {
        return Err(PageError(format!("table {}: no step {step}", table.id)));
    }
    let names = view::parts::names(&game.seats);
    let shown = game.shown.1.view_parts(
        Viewer::Spectator,
        &names,
        format!("t{}.r{}.board", table.id, game.version_of(step)),
        lang,
    )?;
    let said = step
        .checked_sub(1)
        .map(|i| game.steps[i].said())
        .unwrap_or_default();
    Ok(Some(ReplayStep {
        table: table.id,
        version: table.version,
        game_name: game.engine.name(),
        stage,
        step,
        steps,
        text: shown.text,
        picture: shown.picture,
        said,
        players: players(&game.seats, &[]),
        moves: moves(&game),
    }))
}

/// The move log of the table behind `token` as a text file's name and text, as `/replay`'s
/// "Move log" button gives it, in `lang` (the reader's). `None` when the link is not live or
/// the game never started.
pub fn move_log(conn: &Conn, token: &str, lang: Lang) -> PageResult<Option<(String, String)>> {
    let Some(table) = table_of(conn, token)? else {
        return Ok(None);
    };
    match replay::replay(conn, &table, 0, lang) {
        Ok(game) => Ok(Some((
            format!("tabula-table-{}.txt", table.id),
            replay::log_text(&game, lang)?,
        ))),
        Err(Unreplayable::NotStarted) => Ok(None),
        Err(Unreplayable::Failed(stop)) => Err(stop.into()),
        Err(_) => Err(PageError(format!(
            "table {}: the move log does not replay",
            table.id
        ))),
    }
}
