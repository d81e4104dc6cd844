//! Loading a table for a handler: its row, its game, its seats and its saved state.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Stop};
use crate::store::deadlines;
use crate::store::snapshot::Loaded;
use crate::store::tables::{self, SeatRow, Status, Table};
use crate::view;
use crate::words::t;
use game_kit::Seat;
use present_kit::markup;
use present_kit::session::{Engine, Session};
use std::sync::Arc;

/// The engine of a stored table; a table of a game this build does not know is refused.
pub(crate) fn engine_of(ctx: &Ctx<'_>, table: &Table) -> Result<&'static dyn Engine, Stop> {
    match registry::find(&table.game) {
        Some(e) => Ok(e),
        None => ctx.refuse(t(ctx.lang()?, "load-game-unavailable", &[])),
    }
}

/// Loads a running table's state. A state that does not load is damage: the player is told
/// what can be done ([`crate::handlers::ctx::damaged_text`]), and the row is left as it is.
pub(crate) fn session(ctx: &Ctx<'_>, table: &Table) -> Result<Box<dyn Session>, Stop> {
    let engine = engine_of(ctx, table)?;
    let loaded = table
        .state
        .as_deref()
        .ok_or_else(|| "no state stored".to_string())
        .and_then(|s| engine.load(s));
    loaded.map_err(|e| Stop::Damaged(format!("table {}: saved state: {e}", table.id)))
}

/// A stored table: a running one with everything a click needs, any other as its row.
pub(crate) enum Found {
    Running(Kept),
    Other(Box<Table>),
}

/// A running table for one input. A kept table's menu memo is dropped when the input is
/// done: it saves the repeated asks of one click, while kept between clicks it would hold the
/// menu paths of every legal action for as long as the table is kept.
pub(crate) struct Kept(Option<Arc<Loaded>>);

impl Kept {
    fn new(loaded: Arc<Loaded>) -> Kept {
        Kept(Some(loaded))
    }

    /// The table itself, this input being done with its menus (an action to apply).
    pub fn into_shared(mut self) -> Arc<Loaded> {
        let loaded = self.0.take().expect("a Kept holds its table until dropped");
        loaded.session.forget_menus();
        loaded
    }
}

impl std::ops::Deref for Kept {
    type Target = Arc<Loaded>;
    fn deref(&self) -> &Arc<Loaded> {
        self.0
            .as_ref()
            .expect("a Kept holds its table until dropped")
    }
}

impl Drop for Kept {
    fn drop(&mut self) {
        if let Some(loaded) = &self.0 {
            loaded.session.forget_menus();
        }
    }
}

/// Table `id` as last committed. On the read path a running table comes from the shared
/// states when it is kept there, and is kept there once read (see [`crate::store::snapshot`]); the
/// writer always reads its own transaction.
pub(crate) fn table(ctx: &Ctx<'_>, id: i64) -> Result<Option<Found>, Stop> {
    if let Some(kept) = ctx.snapshots.and_then(|(kept, _)| kept.get(id)) {
        return Ok(Some(Found::Running(Kept::new(kept))));
    }
    let Some(table) = tables::get(ctx.tx, id)? else {
        return Ok(None);
    };
    if table.status != Status::Playing {
        return Ok(Some(Found::Other(Box::new(table))));
    }
    let loaded = running(ctx, table)?;
    if let Some((kept, generation)) = ctx.snapshots {
        let Loaded {
            table,
            seats,
            deadlines,
            session,
        } = loaded;
        let loaded = Arc::new(Loaded::for_reads(table, seats, deadlines, session));
        kept.offer(generation, &loaded);
        return Ok(Some(Found::Running(Kept::new(loaded))));
    }
    Ok(Some(Found::Running(Kept::new(Arc::new(loaded)))))
}

/// On the read path, the running table of the actor's channel if it is kept.
pub(crate) fn kept_in_channel(ctx: &Ctx<'_>) -> Option<Kept> {
    let (kept, _) = ctx.snapshots?;
    kept.in_channel(&ctx.actor.channel).map(Kept::new)
}

/// A running table's seats, deadlines and state, read in this input's transaction.
fn running(ctx: &Ctx<'_>, table: Table) -> Result<Loaded, Stop> {
    let seats = tables::seats(ctx.tx, table.id)?;
    let session = session(ctx, &table)?;
    let deadlines = deadlines::for_table(ctx.tx, table.id)?;
    Ok(Loaded {
        table,
        seats,
        deadlines,
        session,
    })
}

/// The lobby or running table of the actor's channel, or the one they mean in its threads
/// ([`in_threads`]).
pub(crate) fn channel_table(ctx: &Ctx<'_>) -> Result<Table, Stop> {
    match open_here(ctx)? {
        Some(t) => Ok(t),
        None => ctx.refuse(t(ctx.lang()?, "lobby-no-table", &[])),
    }
}

/// The open table of the actor's channel, or the one they mean in its threads; `None` when
/// there is neither. Several tables in its threads, none clearly theirs, are a refusal listing
/// them.
pub(crate) fn open_here(ctx: &Ctx<'_>) -> Result<Option<Table>, Stop> {
    if let Some(t) = tables::open_in_channel(ctx.tx, &ctx.actor.channel)? {
        return Ok(Some(t));
    }
    match in_threads(ctx)? {
        InThreads::Meant(t) => Ok(Some(*t)),
        InThreads::Several(listing) => ctx.refuse(listing),
        InThreads::None => Ok(None),
    }
}

/// What a command typed in a channel with no open table of its own finds in the threads the
/// Tabula opened there for tables (issue 27).
pub(crate) enum InThreads {
    None,
    /// The table the actor sits at, or the only one.
    Meant(Box<Table>),
    /// Several, none of them clearly the actor's: where each plays, for the actor to go there.
    Several(String),
}

/// [`InThreads`] for the actor's channel (nothing inside a thread: a thread has its own).
pub(crate) fn in_threads(ctx: &Ctx<'_>) -> Result<InThreads, Stop> {
    if ctx.actor.parent.is_some() {
        return Ok(InThreads::None);
    }
    let open = tables::open_in_threads_of(ctx.tx, &ctx.actor.channel)?;
    let mut mine = Vec::new();
    for table in &open {
        let seats = tables::seats(ctx.tx, table.id)?;
        if seats.iter().any(|s| s.user == ctx.actor.user) {
            mine.push(table.clone());
        }
    }
    Ok(match (mine.as_slice(), open.as_slice()) {
        ([one], _) | ([], [one]) => InThreads::Meant(Box::new(one.clone())),
        (_, []) => InThreads::None,
        _ => {
            let me = ctx.lang()?;
            let each: Vec<String> = open
                .iter()
                .map(|table| {
                    let thread = markup::channel(&table.channel);
                    let game = registry::find(&table.game);
                    t(
                        me,
                        "load-thread-line",
                        &[
                            (
                                "game",
                                game.map_or(table.game.as_str(), |g| g.name()).into(),
                            ),
                            ("table", table.id.into()),
                            ("status", table.status.as_str().into()),
                            ("thread", thread.as_str().into()),
                        ],
                    )
                })
                .collect();
            let each = each.join("\n");
            InThreads::Several(t(
                me,
                "load-in-threads",
                &[("tables", each.as_str().into())],
            ))
        }
    })
}

/// A table that must exist.
pub(crate) fn require(ctx: &Ctx<'_>, table: Option<Table>) -> Result<Table, Stop> {
    match table {
        Some(t) => Ok(t),
        None => ctx.refuse(t(ctx.lang()?, "load-no-such-table", &[])),
    }
}

/// The actor's seat at a table, if they sit at it. A bot's seat is nobody's to click for,
/// whatever user id a front end sends.
pub(crate) fn seat_of(ctx: &Ctx<'_>, seats: &[SeatRow]) -> Option<Seat> {
    seats
        .iter()
        .find(|s| s.user == ctx.actor.user && s.bot.is_none())
        .map(|s| s.seat)
}

/// The table's board as it stands (after a change that is not a game action, e.g. presence).
pub(crate) fn board_now(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
) -> Result<Reply, Stop> {
    let engine = engine_of(ctx, table)?;
    let dl = deadlines::for_table(ctx.tx, table.id)?;
    Ok(view::board::board(
        table,
        seats,
        engine,
        session,
        &dl,
        ctx.public_lang()?,
    )?)
}
