//! `/away days:N` and `/away off` (issue 47, time away): a player pauses their deadlines at
//! the server's async tables for up to N days, within the server's yearly allowance
//! (`/settings away_days`), and each table concerned is told once, in public and without a
//! ping. The rows and the deadlines' arithmetic are `crate::store::away`'s.
//!
//! Its words are the core's catalog's (issue 48): the answers in the player's own language,
//! the tables' notices in the server's.
use super::ctx::{Ctx, Handled};
use super::load;
use crate::api::Reply;
use crate::input::{text, Options};
use crate::store::away::{self, DAY};
use crate::store::server_settings::for_channel;
use crate::store::server_settings::public_lang;
use crate::store::tables;
use crate::words::t;
use present_kit::markup;
use present_kit::words::Lang;

/// `/away`: with `days`, starts time away; with `off`, ends it; with neither, says how it
/// stands. Always a private answer; the tables hear it in public.
pub(crate) fn away_command(ctx: &Ctx<'_>, options: &Options) -> Handled {
    let settings = for_channel(ctx.tx, &ctx.actor.guild, ctx.actor.home_channel())
        .map_err(|e| super::ctx::Stop::Internal(format!("settings: {e}")))?;
    let me = ctx.lang()?;
    let public = public_lang(ctx.actor, &settings);
    let days = match options.get("days").map(text) {
        None => None,
        Some(Some(v)) => match v.parse::<u32>() {
            Ok(d) if (1..=away::AWAY_DAYS_MAX).contains(&d) => Some(d),
            _ => {
                return ctx.refuse(t(
                    me,
                    "away-days-range",
                    &[("max", away::AWAY_DAYS_MAX.into())],
                ))
            }
        },
        Some(None) => return ctx.refuse(t(me, "away-days-number", &[])),
    };
    let off = options.get("off").and_then(text).as_deref() == Some("true");
    let allowance = settings.away_days;
    let (guild, user) = (ctx.actor.guild.as_str(), ctx.actor.user.as_str());
    let current = away::in_force(ctx.tx, guild, user, ctx.now)?;
    let used = away::days_used(ctx.tx, guild, user, ctx.now)?;
    let left = allowance.saturating_sub(used);
    let left_text = |left: u32| {
        t(
            me,
            "away-left",
            &[("left", left.into()), ("allowance", allowance.into())],
        )
    };
    match (days, off) {
        (Some(_), true) => ctx.refuse(t(me, "away-both", &[])),
        (None, false) => {
            let now = match current {
                Some(a) => t(
                    me,
                    "away-status-away",
                    &[("until", markup::date(a.ends).as_str().into())],
                ),
                None if allowance == 0 => return ctx.refuse(t(me, "away-turned-off", &[])),
                None => t(me, "away-status-home", &[]),
            };
            Ok(vec![Reply::private(
                ctx.actor,
                format!("{now} {}", left_text(left)),
            )])
        }
        (None, true) => {
            let Some(absence) = current else {
                return ctx.refuse(t(me, "away-not-away", &[]));
            };
            ctx.writes()?;
            away::end_early(ctx.tx, guild, user, absence, ctx.now)?;
            away::resume(ctx.tx, guild, user, absence.ends - ctx.now, ctx.now)?;
            crate::store::notify::back(ctx.tx, guild, user, ctx.now)?;
            let mut replies = notices(ctx, |name| {
                t(public, "away-back-notice", &[("name", name.into())])
            })?;
            let used = away::days_used(ctx.tx, guild, user, ctx.now)?;
            replies.push(Reply::private(
                ctx.actor,
                t(
                    me,
                    "away-back",
                    &[(
                        "left",
                        left_text(allowance.saturating_sub(used)).as_str().into(),
                    )],
                ),
            ));
            Ok(replies)
        }
        (Some(days), false) => {
            if allowance == 0 {
                return ctx.refuse(t(me, "away-turned-off", &[]));
            }
            if let Some(a) = current {
                return ctx.refuse(t(
                    me,
                    "away-already",
                    &[("until", markup::date(a.ends).as_str().into())],
                ));
            }
            if days > left {
                return ctx.refuse(t(
                    me,
                    "away-too-many",
                    &[
                        ("days", days.into()),
                        ("left", left_text(left).as_str().into()),
                    ],
                ));
            }
            ctx.writes()?;
            let span = i64::from(days) * DAY;
            let ends = ctx.now + span;
            away::start(ctx.tx, guild, user, ctx.now, ends)?;
            away::pause(ctx.tx, guild, user, span)?;
            let until = markup::date(ends);
            let mut replies = notices(ctx, |name| notice(public, name, &until))?;
            replies.push(Reply::private(
                ctx.actor,
                t(
                    me,
                    "away-started",
                    &[
                        ("until", until.as_str().into()),
                        ("left", left_text(left - days).as_str().into()),
                    ],
                ),
            ));
            Ok(replies)
        }
    }
}

/// A table's notice that `name` is away until `until`, in the server's language `lang`.
fn notice(lang: Lang, name: &str, until: &str) -> String {
    t(
        lang,
        "away-notice",
        &[("name", name.into()), ("until", until.into())],
    )
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
