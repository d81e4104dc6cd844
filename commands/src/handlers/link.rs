//! `/link [new:true]` (issue 46): the web page of this channel's table, privately, and a new
//! link that revokes the old one.
//!
//! The table is the channel's open one (typed in the channel of a table's thread: the one
//! meant there, as `/hand` finds it), else the last game that ended here, whose page is its
//! replay. Without `PUBLIC_URL` there is no address anybody could open, so the answer says
//! that instead of showing a path that leads nowhere. `new:true` is for the table's host and
//! whoever may manage the channel: someone shared the link too widely, and only they decide
//! who watches. The old link then answers "not found" at once, and a running table's board
//! is edited (owed through the outbox like any board edit) so its button carries the new one.
use super::ctx::{Ctx, Handled};
use super::load;
use super::web_link::{label, live_token, table_url};
use crate::api::{Component, Reply};
use crate::input::{text, Options};
use crate::store::links;
use crate::store::tables::{self, Status, Table};
use crate::words::t;

/// `/link`: the channel's table's web link, privately; with `new`, a new one.
pub(crate) fn link_command(ctx: &Ctx<'_>, options: &Options) -> Handled {
    let renew = options.get("new").and_then(text).as_deref() == Some("true");
    let me = ctx.lang()?;
    let Some(mut table) = channel_table(ctx)? else {
        return ctx.refuse(t(me, "link-no-table", &[]));
    };
    let mut replies = Vec::new();
    let mut said = Vec::new();
    if renew {
        if table.host != ctx.actor.user && !ctx.actor.manage_channels {
            return ctx.refuse(t(me, "link-not-yours", &[]));
        }
        ctx.writes()?;
        table.web_token = Some(links::renew(ctx.tx, table.id)?);
        said.push(t(me, "link-renewed", &[("table", table.id.into())]));
        if table.status == Status::Playing {
            // The board's button: the same board, now pointing at the new link.
            let seats = tables::seats(ctx.tx, table.id)?;
            let session = load::session(ctx, &table)?;
            replies.push(load::board_now(ctx, &table, &seats, session.as_ref())?);
        }
    }
    let token = live_token(ctx.tx, &table)
        .map_err(|e| crate::handlers::ctx::Stop::Internal(format!("settings: {e}")))?;
    let mut answer = match (ctx.switches.public_url.as_deref(), token) {
        (_, None) => {
            said.push(t(me, "link-off", &[]));
            Reply::private(ctx.actor, said.join("\n\n"))
        }
        (None, Some(_)) => {
            said.push(t(
                me,
                "link-no-address",
                &[("button", label(me).as_str().into())],
            ));
            Reply::private(ctx.actor, said.join("\n\n"))
        }
        (Some(public_url), Some(token)) => {
            let url = table_url(public_url, &token);
            let args = [("table", table.id.into()), ("url", url.as_str().into())];
            said.push(if table.status.is_open() {
                t(me, "link-page", &args)
            } else {
                t(me, "link-replay", &args)
            });
            let mut reply = Reply::private(ctx.actor, said.join("\n\n"));
            reply.components = vec![Component::link(&label(me), &url, 0)];
            reply
        }
    };
    answer.title = Some(t(me, "link-title", &[]));
    replies.push(answer);
    Ok(replies)
}

/// The channel's open table, or else the last one that ended here.
fn channel_table(ctx: &Ctx<'_>) -> Result<Option<Table>, super::ctx::Stop> {
    if let Some(table) = load::open_here(ctx)? {
        return Ok(Some(table));
    }
    let last = tables::ended_in_channel(ctx.tx, &ctx.actor.guild, &ctx.actor.channel, None, 1)?;
    Ok(last.into_iter().next().map(|e| e.table))
}
