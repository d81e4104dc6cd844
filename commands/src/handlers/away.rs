//! `/away days:N` and `/away off` (issue 47, time away): a player pauses their deadlines at
//! the server's async tables for up to N days, within the server's yearly allowance
//! (`/settings away_days`), and each table concerned is told once, in public and without a
//! ping. The rows and the deadlines' arithmetic are `crate::store::away`'s.
use super::ctx::{Ctx, Handled};
use super::load;
use crate::api::Reply;
use crate::input::{text, Options};
use crate::store::away::{self, DAY};
use crate::store::server_settings::for_channel;
use crate::store::tables;
use present_kit::markup;
use present_kit::text::count;

/// `/away`: with `days`, starts time away; with `off`, ends it; with neither, says how it
/// stands. Always a private answer; the tables hear it in public.
pub(crate) fn away_command(ctx: &Ctx<'_>, options: &Options) -> Handled {
    let days = match options.get("days").map(text) {
        None => None,
        Some(Some(v)) => match v.parse::<u32>() {
            Ok(d) if (1..=away::AWAY_DAYS_MAX).contains(&d) => Some(d),
            _ => {
                return ctx.refuse(format!(
                    "`days` is a whole number of days from 1 to {}.",
                    away::AWAY_DAYS_MAX
                ))
            }
        },
        Some(None) => return ctx.refuse("`days` is a whole number of days."),
    };
    let off = options.get("off").and_then(text).as_deref() == Some("true");
    let settings = for_channel(ctx.tx, &ctx.actor.guild, ctx.actor.home_channel())
        .map_err(|e| super::ctx::Stop::Internal(format!("settings: {e}")))?;
    let allowance = settings.away_days;
    let (guild, user) = (ctx.actor.guild.as_str(), ctx.actor.user.as_str());
    let current = away::in_force(ctx.tx, guild, user, ctx.now)?;
    let used = away::days_used(ctx.tx, guild, user, ctx.now)?;
    let left = allowance.saturating_sub(used);
    let left_text = |left: u32| {
        format!(
            "{} of this year's {} left on this server.",
            count(left as usize, "day"),
            count(allowance as usize, "day")
        )
    };
    match (days, off) {
        (Some(_), true) => {
            ctx.refuse("Give either `days` (to go away) or `off` (to come back), not both.")
        }
        (None, false) => {
            let now = match current {
                Some(a) => format!("You are away until {}.", markup::date(a.ends)),
                None if allowance == 0 => {
                    return ctx.refuse("Time away is turned off on this server.")
                }
                None => "You are not away.".to_string(),
            };
            Ok(vec![Reply::private(
                ctx.actor,
                format!("{now} {}", left_text(left)),
            )])
        }
        (None, true) => {
            let Some(absence) = current else {
                return ctx
                    .refuse("You are not away on this server. /away days:N starts time away.");
            };
            ctx.writes()?;
            away::end_early(ctx.tx, guild, user, absence, ctx.now)?;
            away::resume(ctx.tx, guild, user, absence.ends - ctx.now, ctx.now)?;
            crate::store::notify::back(ctx.tx, guild, user, ctx.now)?;
            let mut replies = notices(ctx, |name| format!("{name} is back."))?;
            let used = away::days_used(ctx.tx, guild, user, ctx.now)?;
            replies.push(Reply::private(
                ctx.actor,
                format!(
                    "Welcome back: your deadlines at this server's async tables run again from now. {}",
                    left_text(allowance.saturating_sub(used))
                ),
            ));
            Ok(replies)
        }
        (Some(days), false) => {
            if allowance == 0 {
                return ctx.refuse("Time away is turned off on this server.");
            }
            if let Some(a) = current {
                return ctx.refuse(format!(
                    "You are away until {} already. /away off ends it; then /away days:N starts a new one.",
                    markup::date(a.ends)
                ));
            }
            if days > left {
                return ctx.refuse(format!(
                    "You asked for {}, but you have {}",
                    count(days as usize, "day"),
                    left_text(left)
                ));
            }
            ctx.writes()?;
            let span = i64::from(days) * DAY;
            let ends = ctx.now + span;
            away::start(ctx.tx, guild, user, ctx.now, ends)?;
            away::pause(ctx.tx, guild, user, span)?;
            let mut replies = notices(ctx, |name| {
                format!("{name} is away until {}.", markup::date(ends))
            })?;
            replies.push(Reply::private(
                ctx.actor,
                format!(
                    "You are away until {}: your deadlines at this server's async tables wait for you until then (live tables are not paused). /away off ends it early. {}",
                    markup::date(ends),
                    left_text(left - days)
                ),
            ));
            Ok(replies)
        }
    }
}

/// One public notice per table the actor's time away concerns (their name as seated there,
/// never a mention), and its board as it now stands.
fn notices(ctx: &Ctx<'_>, say: impl Fn(&str) -> String) -> Handled {
    let mut replies = Vec::new();
    for c in away::concerned(ctx.tx, &ctx.actor.guild, &ctx.actor.user)? {
        replies.push(Reply::post(&c.channel, say(&markup::strip(&c.name))));
        if let Some(table) = tables::get(ctx.tx, c.table)? {
            let seats = tables::seats(ctx.tx, table.id)?;
            let session = load::session(ctx, &table)?;
            replies.push(load::board_now(ctx, &table, &seats, session.as_ref())?);
        }
    }
    Ok(replies)
}
