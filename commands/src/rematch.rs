//! A finished game's Rematch button (issue 27): the same game with the same options, as a new
//! lobby in the same channel. The first click opens it, hosted by whoever clicked; every later
//! click on the same button seats its clicker there, as Join does. The computer players of the
//! finished game are seated again at their levels, so that a game against bots can be played
//! again with one click (those of levels the server still allows, `crate::house`); the host can
//! remove them in the lobby.
use crate::api::Reply;
use crate::ctx::{Ctx, Handled};
use crate::load::engine_of;
use crate::lobby::{self, Opening};
use crate::render;
use crate::tables::{self, Status, Table};

/// The Rematch click on `finished`'s board.
pub fn rematch(ctx: &Ctx<'_>, finished: &Table) -> Handled {
    ctx.writes()?;
    let engine = engine_of(ctx, finished)?;
    if finished.status != Status::Finished {
        return ctx.refuse("Only a finished game can be played again.");
    }
    match tables::open_in_channel(ctx.tx, &finished.channel)? {
        Some(open) if open.rematch_of == Some(finished.id) => {
            return match open.status {
                Status::Lobby => lobby::join(ctx, open),
                _ => ctx.refuse(
                    "The rematch has already started; you can watch it and join the next one.",
                ),
            };
        }
        Some(open) => {
            return ctx.refuse(format!(
                "This channel already has a table ({}, {}); a rematch can open once it ends.",
                open.game,
                open.status.as_str()
            ))
        }
        None => {}
    }
    let house = lobby::house_here(ctx)?;
    if !house.tables {
        return ctx.refuse(
            "This server's settings turn tables off in this channel now, so there is no rematch here.",
        );
    }
    // The bots come back at their levels, those the server still allows.
    let (_, max) = engine.players();
    let bots: Vec<_> = tables::seats(ctx.tx, finished.id)?
        .iter()
        .filter_map(|s| s.bot)
        .filter(|level| house.allows(*level))
        .take(max.saturating_sub(1))
        .collect();
    let (table, seats) = lobby::open(
        ctx,
        engine,
        Opening {
            options: &finished.options,
            time_control: finished.time_control,
            absent_bot: finished.absent_bot,
            rated_with_bots: house.bots_rated.unwrap_or(finished.rated_with_bots),
            rematch_of: Some(finished.id),
            house_rules: &finished.house_rules,
        },
        &bots,
    )?;
    Ok(vec![
        render::lobby_board(&table, &seats, engine)?,
        Reply::private(
            ctx.actor,
            format!(
                "You opened a rematch of table {}. Everyone who clicks Rematch or Join is seated; Start when everyone is in.",
                finished.id
            ),
        ),
    ])
}
