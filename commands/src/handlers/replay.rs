//! Replays of ended games (issue 27): `/replay`, its ◀ ▶ steps and its move log.
//!
//! A game is dealt again from its stored options, seat count and seed, and its logged actions
//! are applied in order ([`tables::log`]). Each table version whose input applied actions is
//! one step (a "move": a timeout that settles several decisions is one step, as it was one
//! board during play); step 0 is the deal. A step shows the public board as it stood after
//! that input (the spectator view, as the board message showed it then) and the public lines
//! of that input's events, so a replay tells nothing a spectator could not see during play.
//! The move log file holds the same public lines for the whole game.
//!
//! Replaying is checked: the last step's state must be the table's saved final state, and
//! every logged action must apply. A log that does not lead to the saved game is said to be
//! so, never shown as if it did.
use crate::api::{Component, ComponentKind, Delivery, Reply, SelectOption, Style, TextFile};
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load::engine_of;
use crate::handlers::threads;
use crate::store::ids::{ComponentId, Payload};
use crate::store::tables::{self, Logged, SeatRow, Status, Table};
use crate::view;
use crate::words::t;
use game_kit::Viewer;
use present_kit::markup::{self, Dialect};
use present_kit::session::{ApplyError, Engine, Session};
use present_kit::words::Lang;
use serde_json::Value;

/// `/replay [table]`: the channel's last ended game, or the ended game `table` of this
/// channel (its number as `/history` lists it), from its deal.
pub(crate) fn command(ctx: &Ctx<'_>, table: Option<i64>) -> Handled {
    let table = match table {
        None => {
            let ended =
                tables::ended_in_channel(ctx.tx, &ctx.actor.guild, &ctx.actor.channel, None, 1)?;
            match ended.into_iter().next() {
                Some(ended) => ended.table,
                None => return ctx.refuse(t(ctx.lang()?, "replay-none", &[])),
            }
        }
        Some(id) => match tables::get(ctx.tx, id)? {
            Some(t) if threads::played_in(&t, &ctx.actor.channel) => t,
            _ => return ctx.refuse(t(ctx.lang()?, "replay-no-table", &[("table", id.into())])),
        },
    };
    open(ctx, &table)
}

/// The replay of `table` from its deal, as a new private message (`/replay`, or the Replay
/// button of a final board or of `/history`, which must stay as they are).
pub(crate) fn open(ctx: &Ctx<'_>, table: &Table) -> Handled {
    let mut reply = step(ctx, table, 0)?;
    reply.delivery = Delivery::Respond;
    Ok(vec![reply])
}

/// `/history`'s "Replay an earlier game" choice: the game of the table picked, if it is one of
/// this channel's.
pub(crate) fn pick(ctx: &Ctx<'_>, values: &[String]) -> Handled {
    let [value] = values else {
        return ctx.refuse(t(ctx.lang()?, "replay-choose-one", &[]));
    };
    match value.parse::<i64>().ok().map(|id| tables::get(ctx.tx, id)) {
        Some(Ok(Some(table))) if threads::played_in(&table, &ctx.actor.channel) => {
            open(ctx, &table)
        }
        Some(Err(e)) => Err(e.into()),
        _ => ctx.refuse(t(ctx.lang()?, "replay-not-here", &[])),
    }
}

/// The select `/history` offers under the last game: each earlier game, to replay (its
/// placeholder in the reader's `lang`).
pub(crate) fn earlier_games(
    last: &Table,
    earlier: &[(i64, String)],
    lang: Lang,
) -> Option<Component> {
    (!earlier.is_empty()).then(|| Component {
        url: None,
        custom_id: ComponentId::new(last.id, last.version, Payload::ReplayPick).render(),
        label: t(lang, "replay-pick", &[]),
        kind: ComponentKind::Select,
        options: earlier
            .iter()
            .map(|(id, label)| SelectOption {
                value: id.to_string(),
                label: label.clone(),
            })
            .collect(),
        style: Style::Secondary,
        row: 1,
    })
}

/// A ◀ ▶ click: the step of `table` whose version is `version` (the last step at or before
/// it), in place of the replay message clicked.
pub(crate) fn click(ctx: &Ctx<'_>, table: &Table, version: i64) -> Handled {
    Ok(vec![step(ctx, table, version)?])
}

/// The "Move log" click: the whole game's public lines as a text file.
pub(crate) fn log_file(ctx: &Ctx<'_>, table: &Table) -> Handled {
    let game = Replayed::of(ctx, table, 0)?;
    let me = ctx.lang()?;
    let text = log_text(&game, me)?;
    let mut reply = Reply::private(
        ctx.actor,
        t(
            me,
            "replay-log-attached",
            &[
                ("table", table.id.into()),
                ("moves", game.steps.len().into()),
            ],
        ),
    );
    reply.file = Some(TextFile {
        name: format!("tabula-table-{}.txt", table.id),
        description: t(
            me,
            "replay-log-description",
            &[
                ("game", game.engine.name().into()),
                ("table", table.id.into()),
            ],
        ),
        text,
    });
    Ok(vec![reply])
}

/// The move log of a replayed game as plain text: its heading, its players, every move's
/// public lines and the last board (in `lang`, as the moves' lines were replayed). `/replay`'s
/// file and the web pages' download are this.
pub(crate) fn log_text(game: &Replayed, lang: Lang) -> Result<String, Stop> {
    let table = &game.table;
    let ended = game.ended_as(lang);
    let mut text = vec![t(
        lang,
        "replay-log-heading",
        &[
            ("game", game.engine.name().into()),
            ("table", table.id.into()),
            ("ended", ended.as_str().into()),
        ],
    )];
    let players = players_line(&game.seats);
    text.push(t(
        lang,
        "replay-log-players",
        &[("players", players.as_str().into())],
    ));
    let n = game.steps.len();
    for (k, step) in game.steps.iter().enumerate() {
        text.push(String::new());
        text.push(t(
            lang,
            "replay-log-move",
            &[("k", (k + 1).into()), ("n", n.into())],
        ));
        text.extend(step.said().iter().map(|l| format!("  {l}")));
    }
    text.push(String::new());
    text.push(match table.status {
        Status::Playing => t(lang, "replay-log-board-now", &[]),
        _ => t(lang, "replay-log-final-board", &[]),
    });
    text.push(game.view_text(game.last.as_ref(), lang)?);
    // Some boards write Markdown's bold as it is; a text file shows neither kind of bold.
    Ok(markup::render(
        &markup::emphasised(&text.join("\n")),
        Dialect::Plain,
    ))
}

/// One step of a replay: the table version its input left, its seat's actions and the public
/// lines of their events.
pub(crate) struct Step {
    pub(crate) version: i64,
    lines: Vec<String>,
    /// The mark of a move played by a timeout, in the replay's language.
    timed_out: Option<String>,
}

impl Step {
    /// What the step says happened: its public lines, after a mark when the move was played
    /// by a timeout. The replay, the move log and the web pages all show these, so they agree
    /// (issue 44).
    pub(crate) fn said(&self) -> Vec<String> {
        let mut lines = Vec::with_capacity(self.lines.len() + 1);
        lines.extend(self.timed_out.iter().cloned());
        lines.extend(self.lines.iter().cloned());
        lines
    }
}

/// A game played again from its deal: an ended one (`/replay`), or a running one up to now
/// (the web pages, issue 46).
pub(crate) struct Replayed {
    pub(crate) engine: &'static dyn Engine,
    pub(crate) table: Table,
    pub(crate) seats: Vec<SeatRow>,
    pub(crate) steps: Vec<Step>,
    /// The step asked for (0: the deal, `k`: after step `k`) and the session after it.
    pub(crate) shown: (usize, Box<dyn Session>),
    /// The session after the last step.
    pub(crate) last: Box<dyn Session>,
}

/// Why a game cannot be replayed.
pub(crate) enum Unreplayable {
    /// The table never started (a lobby, or cancelled before its deal).
    NotStarted,
    /// Its game is not in this build.
    UnknownGame,
    /// Its log does not lead to its saved state (logged, with why).
    Broken,
    /// Reading it failed.
    Failed(Stop),
}

impl<E: Into<Stop>> From<E> for Unreplayable {
    fn from(e: E) -> Self {
        Unreplayable::Failed(e.into())
    }
}

/// Plays `table` again from its deal, checking that its log leads to its saved state, and
/// keeps the session of the last step at or before table version `version`. A running table
/// replays up to its last move. The moves' lines are in `lang`; what goes to the log (a deal
/// or a move the engine refuses) in English.
pub(crate) fn replay(
    conn: &crate::store::db::Conn,
    table: &Table,
    version: i64,
    lang: Lang,
) -> Result<Replayed, Unreplayable> {
    if table.state.is_none() || table.status == Status::Lobby {
        return Err(Unreplayable::NotStarted);
    }
    let engine = registry::find(&table.game).ok_or(Unreplayable::UnknownGame)?;
    let seats = tables::seats(conn, table.id)?;
    let names = view::parts::names(&seats);
    let broken = |why: String| {
        tracing::warn!(table = table.id, %why, "a replay does not reproduce the game");
        Err(Unreplayable::Broken)
    };
    let mut session = match engine.setup(&table.options, seats.len(), table.seed, Lang::En) {
        Ok(s) => s,
        Err(e) => return broken(format!("the deal: {}", e.0)),
    };
    let log = tables::log(conn, table.id)?;
    // The step to show: how many moves' versions are at or before `version`.
    let wanted = {
        let mut versions: Vec<i64> = log.iter().map(|l| l.version).collect();
        versions.dedup();
        versions.iter().take_while(|v| **v <= version).count()
    };
    let mut shown = (wanted == 0).then(|| (0, session.clone_box()));
    let mut steps: Vec<Step> = Vec::new();
    let mut at = 0;
    while at < log.len() {
        let version = log[at].version;
        let mut events = Vec::new();
        let mut by_timeout = true;
        while let Some(Logged {
            seat,
            action,
            by_timeout: timed_out,
            ..
        }) = log.get(at).filter(|l| l.version == version)
        {
            match session.apply(*seat, action, Lang::En) {
                Ok(e) => events.extend(e),
                // Not the engine's words: a refusal may name a card the seat held, and
                // this goes to the log.
                Err(ApplyError::Rule(_)) => {
                    return broken(format!(
                        "the engine refused the action of version {version}"
                    ))
                }
                Err(ApplyError::Broken(_)) => {
                    return broken(format!("the action of version {version} does not read"))
                }
            }
            by_timeout &= timed_out;
            at += 1;
        }
        let lines = session.event_lines(&events, Viewer::Spectator, &names, lang)?;
        steps.push(Step {
            version,
            lines,
            timed_out: by_timeout.then(|| t(lang, "replay-timed-out", &[])),
        });
        if steps.len() == wanted {
            shown = Some((wanted, session.clone_box()));
        }
    }
    let saved: Option<Value> = table
        .state
        .as_deref()
        .and_then(|s| serde_json::from_str(s).ok());
    let replayed: Option<Value> = serde_json::from_str(&session.save()?).ok();
    if saved.is_none() || saved != replayed {
        return broken("the last step is not the saved state".into());
    }
    let Some(shown) = shown else {
        return broken(format!("no step {wanted}"));
    };
    Ok(Replayed {
        engine,
        table: table.clone(),
        seats,
        steps,
        shown,
        last: session,
    })
}

impl Replayed {
    /// Replays the ended game `table` for `/replay` (see [`replay`]); an open one is refused.
    fn of(ctx: &Ctx<'_>, table: &Table, version: i64) -> Result<Replayed, Stop> {
        match table.status {
            Status::Finished | Status::Cancelled if table.state.is_some() => {}
            Status::Lobby | Status::Playing => {
                return ctx.refuse(t(ctx.lang()?, "replay-still-open", &[]))
            }
            _ => return ctx.refuse(t(ctx.lang()?, "replay-never-started", &[])),
        }
        let me = ctx.lang()?;
        match replay(ctx.tx, table, version, me) {
            Ok(game) => Ok(game),
            Err(Unreplayable::NotStarted) => ctx.refuse(t(me, "replay-never-started", &[])),
            Err(Unreplayable::UnknownGame) => {
                engine_of(ctx, table)?;
                Err(Stop::Internal(format!("table {}: no engine", table.id)))
            }
            Err(Unreplayable::Broken) => ctx.refuse(t(me, "replay-broken", &[])),
            Err(Unreplayable::Failed(stop)) => Err(stop),
        }
    }

    /// The table version that shows step `k`.
    pub(crate) fn version_of(&self, k: usize) -> i64 {
        k.checked_sub(1)
            .and_then(|i| self.steps.get(i))
            .map_or(0, |s| s.version)
    }

    /// The board text of `session`, in `lang`.
    pub(crate) fn view_text(&self, session: &dyn Session, lang: Lang) -> Result<String, Stop> {
        let names = view::parts::names(&self.seats);
        let parts = session.view_parts(Viewer::Spectator, &names, String::new(), lang)?;
        Ok(parts.text)
    }

    /// How the game ended, for the log's heading, in `lang`.
    pub(crate) fn ended_as(&self, lang: Lang) -> String {
        match self.table.status {
            Status::Cancelled => t(lang, "replay-ended-cancelled", &[]),
            _ => t(lang, "replay-ended-finished", &[]),
        }
    }
}

/// The seats in order, numbered from 1.
fn players_line(seats: &[SeatRow]) -> String {
    seats
        .iter()
        .map(|s| format!("{}. {}", s.seat + 1, markup::strip(&s.name)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The private replay message at the step of `version`, as an edit of the message clicked.
fn step(ctx: &Ctx<'_>, table: &Table, version: i64) -> Result<Reply, Stop> {
    let game = Replayed::of(ctx, table, version)?;
    let me = ctx.lang()?;
    let (k, session) = (game.shown.0, game.shown.1.as_ref());
    let names = view::parts::names(&game.seats);
    let shown = session.view_parts(
        Viewer::Spectator,
        &names,
        format!("t{}.r{}.board", table.id, game.version_of(k)),
        me,
    )?;
    let n = game.steps.len();
    let heading = match (k, n) {
        (_, 0) => t(me, "replay-deal-only", &[]),
        (0, _) => t(me, "replay-deal", &[("n", n.into())]),
        _ => t(me, "replay-after", &[("k", k.into()), ("n", n.into())]),
    };
    let mut parts = vec![heading, shown.text];
    if let Some(step) = k.checked_sub(1).map(|i| &game.steps[i]) {
        let lines = step.said();
        if !lines.is_empty() {
            let this = t(me, "replay-this-move", &[]);
            parts.push(format!("{this}\n{}", lines.join("\n")));
        }
    }
    let mut reply = Reply::private(ctx.actor, parts.join("\n\n"));
    reply.delivery = Delivery::Update;
    reply.title = Some(t(
        me,
        "replay-title",
        &[
            ("game", game.engine.name().into()),
            ("table", table.id.into()),
        ],
    ));
    reply.view = Some(shown.json);
    reply.picture = shown.picture;
    reply.components = buttons(&game, k, me);
    Ok(reply)
}

/// ⏮ ◀ ▶ ⏭ (each only where it leads somewhere else than its neighbour, so no two buttons
/// share an id), and the move log.
fn buttons(game: &Replayed, k: usize, lang: Lang) -> Vec<Component> {
    let n = game.steps.len();
    let to = |target: usize, key: &str| Component {
        url: None,
        custom_id: ComponentId::new(game.table.id, game.version_of(target), Payload::ReplayStep)
            .render(),
        label: t(lang, key, &[]),
        kind: ComponentKind::Button,
        options: Vec::new(),
        style: Style::Secondary,
        row: 0,
    };
    let mut out = Vec::new();
    if k >= 2 {
        out.push(to(0, "replay-button-deal"));
    }
    if k >= 1 {
        out.push(to(k - 1, "replay-button-back"));
    }
    if k < n {
        let mut next = to(k + 1, "replay-button-next");
        next.style = Style::Primary;
        out.push(next);
    }
    if k + 2 <= n {
        out.push(to(n, "replay-button-end"));
    }
    out.push(Component {
        url: None,
        custom_id: ComponentId::new(game.table.id, game.table.version, Payload::ReplayLog).render(),
        label: t(lang, "replay-button-log", &[]),
        kind: ComponentKind::Button,
        options: Vec::new(),
        style: Style::Secondary,
        row: 1,
    });
    out
}
