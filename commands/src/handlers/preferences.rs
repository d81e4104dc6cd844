//! A player's own preferences: `/notify` (issue 27), the direct messages of `crate::store::notify`.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled};
use crate::params;
use crate::store::notify::{self, Quiet};
use crate::words::t;

/// `/notify [dms] [quiet]`: turns the direct messages on or off and sets quiet hours; with no
/// option, says what holds.
pub(crate) fn notify(ctx: &Ctx<'_>, on: Option<bool>, quiet: Option<Option<Quiet>>) -> Handled {
    let user = ctx.actor.user.as_str();
    let before = notify::choice(ctx.tx, user)?;
    if on.is_some() || quiet.is_some() {
        ctx.writes()?;
        // Quiet hours alone turn the messages on too: that is what they are for.
        let on = on.unwrap_or(true);
        if !on {
            ctx.tx
                .prepare_cached("DELETE FROM notify WHERE \"user\" = ?1")?
                .execute([user])?;
            ctx.tx
                .prepare_cached("DELETE FROM direct_messages WHERE \"user\" = ?1")?
                .execute([user])?;
        } else {
            let quiet = quiet.unwrap_or_else(|| before.as_ref().and_then(|c| c.quiet));
            // Opting in again is trying again: a refusal is forgotten. The client's language is
            // kept for the messages (issue 48): none comes with an interaction to say it.
            ctx.tx
                .prepare_cached(
                    "INSERT INTO notify (\"user\", quiet_from, quiet_to, refused_at, told, locale) \
                     VALUES (?1, ?2, ?3, NULL, 0, ?4) ON CONFLICT (\"user\") DO UPDATE SET \
                     quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to, \
                     refused_at = NULL, told = 0, \
                     locale = COALESCE(excluded.locale, notify.locale)",
                )?
                .execute(params![
                    user,
                    quiet.map(|q| q.from),
                    quiet.map(|q| q.to),
                    ctx.actor.locales.user
                ])?;
        }
    }
    let now = notify::choice(ctx.tx, user)?;
    let me = ctx.lang()?;
    let text = match now {
        None => t(me, "notify-off", &[]),
        Some(c) if c.refused => t(me, "notify-paused", &[]),
        Some(c) => match c.quiet {
            Some(q) => {
                let q = q.to_string();
                t(me, "notify-on-quiet", &[("quiet", q.as_str().into())])
            }
            None => t(me, "notify-on", &[]),
        },
    };
    Ok(vec![Reply::private(ctx.actor, text)])
}
