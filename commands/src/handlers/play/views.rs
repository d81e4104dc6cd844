//! Showing a table: `/hand`, `/board`, and a player's private view with a note when their
//! click changes nothing.
use crate::api::{Delivery, Reply};
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load::{self, engine_of, seat_of};
use crate::handlers::queries;
use crate::store::deadlines;
use crate::store::snapshot::Loaded;
use crate::store::tables::{self, SeatRow, Status, Table};
use crate::view::{self, private::At};
use crate::words::t;
use game_kit::Seat;
use present_kit::markup;
use present_kit::session::Session;

/// `/hand` from someone without a seat at the channel's table.
pub(super) const NOT_SEATED: &str = "play-not-seated";

/// `/hand`: the caller's private view at this channel's table (on the read path from the
/// kept state when the table is kept, see [`crate::store::snapshot`]).
///
/// With no open table it says so and points to how the last game ended (`/board`,
/// `/history`). It shows no private view of an ended game: the final board is what a game
/// reveals at its end (8-quilibrium shows every final hand with its score), and a private view
/// would only repeat it, or show what the game never made public.
pub(crate) fn hand_command(ctx: &Ctx<'_>) -> Handled {
    if let Some(kept) = load::kept_in_channel(ctx) {
        let Some(seat) = seat_of(ctx, &kept.seats) else {
            return ctx.refuse(t(ctx.lang()?, NOT_SEATED, &[]));
        };
        return show_hand(ctx, &kept.table, &kept.seats, kept.session.as_ref(), seat);
    }
    // Typed in the channel of the table's thread, it finds the table there (issue 27).
    let Some(table) = load::open_here(ctx)? else {
        let last = tables::ended_in_channel(ctx.tx, &ctx.actor.guild, &ctx.actor.channel, None, 1)?;
        let lang = ctx.lang()?;
        return ctx.refuse(match last.first() {
            Some(e) => {
                let game =
                    registry::find(&e.table.game).map_or(e.table.game.as_str(), |g| g.name());
                let (id, at) = (e.table.id.to_string(), markup::at(e.at));
                t(
                    lang,
                    "play-no-table-last",
                    &[
                        ("game", game.into()),
                        ("table", (&id).into()),
                        ("at", (&at).into()),
                    ],
                )
            }
            None => t(lang, "lobby-no-table", &[]),
        });
    };
    if table.status == Status::Lobby {
        return ctx.refuse(t(ctx.lang()?, "play-not-started", &[]));
    }
    let seats = tables::seats(ctx.tx, table.id)?;
    let Some(seat) = seat_of(ctx, &seats) else {
        return ctx.refuse(t(ctx.lang()?, NOT_SEATED, &[]));
    };
    let session = load::session(ctx, &table)?;
    show_hand(ctx, &table, &seats, session.as_ref(), seat)
}

/// A seat's private view at the root of its menu, as a new private message.
pub(super) fn show_hand(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    seat: Seat,
) -> Handled {
    let view = view::private::private(
        ctx.actor,
        table,
        seats,
        session,
        seat,
        At::ROOT,
        Delivery::Respond,
        None,
        ctx.lang()?,
    )?;
    Ok(vec![view])
}

/// `/board`: posts the board again (e.g. when it scrolled away) and makes it the live one.
///
/// With no open table it posts the channel's last ended game for everyone instead (finished,
/// or cancelled after its start: [`view::results::ended`]), so a player who missed the end sees the
/// final board, the scores and who was absent. That post is a plain message: it never
/// becomes the ended table's board message, which only moves would edit.
pub(crate) fn board_command(ctx: &Ctx<'_>) -> Handled {
    // Typed in the channel of the table's thread, the board is posted again in the thread
    // (issue 27), and the answer links to it.
    let Some(mut table) = load::open_here(ctx)? else {
        let last = tables::ended_in_channel(ctx.tx, &ctx.actor.guild, &ctx.actor.channel, None, 1)?;
        let Some(last) = last.first() else {
            return ctx.refuse(t(ctx.lang()?, "play-no-table-none", &[]));
        };
        return Ok(vec![
            queries::ended_board(ctx, last)?,
            Reply::private(ctx.actor, t(ctx.lang()?, "play-board-last", &[])),
        ]);
    };
    let engine = engine_of(ctx, &table)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    table.board_message = None;
    let board = if table.status == Status::Lobby {
        view::lobby::lobby_board(&table, &seats, engine, ctx.public_lang()?)?
    } else {
        let session = load::session(ctx, &table)?;
        let dl = deadlines::for_table(ctx.tx, table.id)?;
        view::board::board(
            &table,
            &seats,
            engine,
            session.as_ref(),
            &dl,
            ctx.public_lang()?,
        )?
    };
    let lang = ctx.lang()?;
    let answer = if table.channel == ctx.actor.channel {
        t(lang, "play-board-posted", &[])
    } else {
        let channel = markup::channel(&table.channel);
        t(
            lang,
            "play-board-posted-in",
            &[("channel", (&channel).into())],
        )
    };
    Ok(vec![board, Reply::private(ctx.actor, answer)])
}

/// [`refuse_with_view`] at a table loaded with everything a click needs.
pub(super) fn refuse_with_view_of(
    ctx: &Ctx<'_>,
    loaded: &Loaded,
    seat: Seat,
    delivery: Delivery,
    note: &str,
) -> Handled {
    refuse_with_view(
        ctx,
        &loaded.table,
        &loaded.seats,
        loaded.session.as_ref(),
        seat,
        delivery,
        note,
    )
}

/// Refuses a click with the seat's private view and `note` on top: the player goes on from
/// their menu.
pub(super) fn refuse_with_view(
    ctx: &Ctx<'_>,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    seat: Seat,
    delivery: Delivery,
    note: &str,
) -> Handled {
    Err(Stop::Refused(Box::new(view::private::private(
        ctx.actor,
        table,
        seats,
        session,
        seat,
        At::ROOT,
        delivery,
        Some(note),
        ctx.lang()?,
    )?)))
}
