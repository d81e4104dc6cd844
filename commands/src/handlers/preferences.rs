//! A player's own preferences: `/notify` (issue 27), the direct messages of `crate::store::notify`.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled};
use crate::params;
use crate::store::notify::{self, Quiet};

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
            // Opting in again is trying again: a refusal is forgotten.
            ctx.tx
                .prepare_cached(
                    "INSERT INTO notify (\"user\", quiet_from, quiet_to, refused_at, told) \
                     VALUES (?1, ?2, ?3, NULL, 0) ON CONFLICT (\"user\") DO UPDATE SET \
                     quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to, \
                     refused_at = NULL, told = 0",
                )?
                .execute(params![user, quiet.map(|q| q.from), quiet.map(|q| q.to)])?;
        }
    }
    let now = notify::choice(ctx.tx, user)?;
    let text = match now {
        None => "Direct messages are off: you see your turns in the channels. `/notify dms:on` \
                 sends you one when an async table waits for you."
            .to_string(),
        Some(c) if c.refused => "Direct messages are paused: Discord did not let me send you \
                                 one (your DMs are closed to this server's members). Allow \
                                 direct messages, then `/notify dms:on` to have them again."
            .to_string(),
        Some(c) => {
            let quiet = match c.quiet {
                Some(q) => format!(" Quiet hours: {q}; messages due then wait until they end."),
                None => " No quiet hours.".into(),
            };
            format!(
                "Direct messages are on: one when an async table starts waiting for you, \
                 and one with its reminder before your deadline.{quiet} Discord delivers them \
                 only if you accept direct messages from this server's members."
            )
        }
    };
    Ok(vec![Reply::private(ctx.actor, text)])
}
