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
use super::web_link::{live_token, table_url, LABEL};
use crate::api::{Component, Reply};
use crate::input::{text, Options};
use crate::store::links;
use crate::store::tables::{self, Status, Table};

/// Why `/link` may not give a new link: said to whoever asked.
pub(crate) const NOT_YOURS: &str = "Only the table's host, or someone who can manage this \
     channel, can give the table a new link. /link without options shows the current one.";

/// What `/link` answers when this Tabula has no public address.
pub(crate) const NO_ADDRESS: &str = "This Tabula has no public web address yet (its admin \
     sets PUBLIC_URL), so there is no link to open. Boards and results will carry a \"View on \
     the web\" button once it is set.";

/// `/link`: the channel's table's web link, privately; with `new`, a new one.
pub(crate) fn link_command(ctx: &Ctx<'_>, options: &Options) -> Handled {
    let renew = options.get("new").and_then(text).as_deref() == Some("true");
    let Some(mut table) = channel_table(ctx)? else {
        return ctx.refuse("There is no table in this channel, and no game has ended here yet, so there is no page to show. Open a table with /play.");
    };
    let mut replies = Vec::new();
    let mut said = Vec::new();
    if renew {
        if table.host != ctx.actor.user && !ctx.actor.manage_channels {
            return ctx.refuse(NOT_YOURS);
        }
        ctx.writes()?;
        table.web_token = Some(links::renew(ctx.tx, table.id)?);
        said.push(format!(
            "Table {} has a new link: the old one no longer opens anything, and pages open at it stop following the game.",
            table.id
        ));
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
            said.push(
                "Web links are turned off in this channel, so its tables' pages cannot be opened (/settings web_links:on turns them on)."
                    .into(),
            );
            Reply::private(ctx.actor, said.join("\n\n"))
        }
        (None, Some(_)) => {
            said.push(NO_ADDRESS.into());
            Reply::private(ctx.actor, said.join("\n\n"))
        }
        (Some(public_url), Some(token)) => {
            let url = table_url(public_url, &token);
            said.push(format!(
                "{} of table {}: {url}\nAnyone with this link can watch it{}, without Discord. /link new:true gives the table a new link (its host or a channel manager).",
                if table.status.is_open() { "The web page" } else { "The replay" },
                table.id,
                if table.status.is_open() {
                    " live and, once it ends, replay it"
                } else {
                    " step by step"
                }
            ));
            let mut reply = Reply::private(ctx.actor, said.join("\n\n"));
            reply.components = vec![Component::link(LABEL, &url, 0)];
            reply
        }
    };
    answer.title = Some("Web page".into());
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
