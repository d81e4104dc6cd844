//! A finished game's Rematch button (issue 27): the same game with the same options, as a new
//! lobby in the same channel, or in a new thread of the same channel when the game had a
//! thread of its own (`crate::handlers::threads`). The first click opens it, hosted by whoever clicked;
//! every later click on the same button seats its clicker there, as Join does. The computer
//! players of the finished game are seated again at their levels, so that a game against bots
//! can be played again with one click (those of levels the server still allows,
//! `crate::store::server_settings`); the host can remove them in the lobby.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load::engine_of;
use crate::handlers::lobby::{self, Opening};
use crate::handlers::threads::{self, Spot};
use crate::store::server_settings;
use crate::store::tables::{self, Status, Table};
use crate::view;
use crate::words::t;
use present_kit::markup;

/// The Rematch click on `finished`'s board.
pub(crate) fn rematch(ctx: &Ctx<'_>, finished: &Table) -> Handled {
    ctx.writes()?;
    let engine = engine_of(ctx, finished)?;
    let me = ctx.lang()?;
    if finished.status != Status::Finished {
        return ctx.refuse(t(me, "rematch-not-finished", &[]));
    }
    // Whoever clicks after the first joins the rematch, wherever it opened.
    if let Some(open) = tables::open_rematch_of(ctx.tx, finished.id)? {
        return match open.status {
            Status::Lobby => lobby::join(ctx, open),
            _ => ctx.refuse(t(me, "rematch-started", &[])),
        };
    }
    // The finished game's channel (the parent of its thread) says how tables open now.
    let target = threads::home(finished);
    let server = server_settings::for_channel(ctx.tx, &ctx.actor.guild, target)
        .map_err(|e| Stop::Internal(format!("server settings: {e}")))?;
    if !server.tables {
        return ctx.refuse(t(me, "rematch-tables-off", &[]));
    }
    // A game that had a thread of its own gets a new one; a game played in its channel is
    // played there again.
    let wanted = threads::Wanted::from(server.threads, finished.parent.is_some());
    // The table's words are the server's; it is the finished game's channel's server.
    let public = crate::store::server_settings::public_lang(ctx.actor, &server);
    let thread_name = || threads::name(public, engine.name(), &ctx.actor.name);
    let Spot {
        channel,
        parent,
        note,
    } = match threads::place(ctx.actor, me, wanted, target, thread_name) {
        Ok(spot) => spot,
        Err(ask) => return Ok(vec![*ask]),
    };
    if let Some(open) = tables::open_in_channel(ctx.tx, &channel)? {
        return ctx.refuse(t(
            me,
            "rematch-channel-has-table",
            &[
                ("game", open.game.as_str().into()),
                ("status", open.status.as_str().into()),
            ],
        ));
    }
    // The bots come back at their levels, those the server still allows.
    let (_, max) = engine.players();
    let bots: Vec<_> = tables::seats(ctx.tx, finished.id)?
        .iter()
        .filter_map(|s| s.bot)
        .filter(|level| server.allows(*level))
        .take(max.saturating_sub(1))
        .collect();
    // A rematch is a new table: its options are read as `/play` reads a new table's, so a
    // game whose rules have versions opens under today's (Equilibrix's `rules`), not under
    // those the finished game was played by.
    let options = match engine.parse_options(&finished.options, me) {
        Ok(options) => options,
        Err(e) => return ctx.refuse(t(me, "rematch-options", &[("error", e.0.as_str().into())])),
    };
    let (table, seats) = lobby::open(
        ctx,
        engine,
        Opening {
            options: &options,
            time_control: finished.time_control,
            absent_bot: finished.absent_bot,
            rated_with_bots: server.bots_rated.unwrap_or(finished.rated_with_bots),
            rematch_of: Some(finished.id),
            house_rules: &finished.house_rules,
            channel: &channel,
            parent: parent.as_deref(),
            clock: finished.clock,
            lose_on_time: finished.lose_on_time,
        },
        &bots,
    )?;
    let mut replies = vec![view::lobby::lobby_board(&table, &seats, engine, public)?];
    replies.extend(threads::opened(
        &table,
        public,
        engine.name(),
        &ctx.actor.name,
        Some(finished.id),
    ));
    let thread = markup::channel(&table.channel);
    // The buttons as the boards show them, in the server's language.
    let (rematch, join) = (
        t(public, "board-rematch", &[]),
        t(public, "lobby-board-join-button", &[]),
    );
    let mut answer = t(
        me,
        "rematch-opened",
        &[
            ("table", finished.id.into()),
            ("channel", thread.as_str().into()),
            ("rematch", rematch.as_str().into()),
            ("join", join.as_str().into()),
        ],
    );
    if let Some(note) = note {
        answer = format!("{answer}\n{note}");
    }
    replies.push(Reply::private(ctx.actor, answer));
    Ok(replies)
}
