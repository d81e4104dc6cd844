//! Starting a game (shared by the lobby's Start and a tournament's tables, issue 47, which
//! start as soon as they are opened): its first state, its deadlines, its board and the first
//! notice.
use crate::handlers::ctx::{Ctx, Handled};
use crate::store::deadlines;
use crate::store::tables::{self, Status, Table};
use crate::view;
use crate::words::t;

/// Starts lobby `table`'s game with the players seated now: its board and the first notice.
/// A refusal (options the game does not take at this count) is one private reply. Shared by
/// the lobby's Start and a tournament's tables, which start as soon as they are opened.
pub(crate) fn begin(
    ctx: &Ctx<'_>,
    mut table: Table,
    engine: &'static dyn present_kit::session::Engine,
) -> Handled {
    let seats = tables::seats(ctx.tx, table.id)?;
    let public = ctx.public_lang()?;
    // A refusal is the starter's to read, in their language.
    if let Err(e) = engine.validate_options(&table.options, seats.len(), ctx.lang()?) {
        return ctx.refuse(e.0);
    }
    let session = match engine.setup(&table.options, seats.len(), table.seed, ctx.lang()?) {
        Ok(s) => s,
        Err(e) => return ctx.refuse(e.0),
    };
    table.status = Status::Playing;
    table.state = Some(session.save()?);
    tables::save(ctx.tx, &mut table, ctx.now, tables::Change::Person)?;
    let dl = deadlines::reschedule(
        ctx.tx,
        &table,
        session.as_ref(),
        &seats,
        None,
        ctx.now,
        ctx.switches.bots.pause,
    )?
    .after;
    let mut notice = view::board::notice(&table, &seats, session.as_ref(), &[], &dl, public)?;
    let names = view::parts::names(&seats).join(", ");
    notice.text = format!(
        "{}\n{}",
        t(public, "play-begins", &[("names", (&names).into())]),
        notice.text
    );
    Ok(vec![
        view::board::board(&table, &seats, engine, session.as_ref(), &dl, public)?,
        notice,
    ])
}
