//! `/settings`: lists the server settings that hold in a channel, and (Manage Server only)
//! changes them. Uses the settings' rows in `crate::store::server_settings`.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::web_link::server_url;
use crate::store::server_settings::{
    for_channel, game_name, options_text, rows, value_text, write, Row, ServerSettings,
    SettingChange,
};
use crate::timecontrol::TimeControl;
use crate::words::t;
use present_kit::markup::{self, B, E};
use present_kit::words::Lang;
use serde_json::Value;
use std::collections::BTreeMap;

/// `/settings [scope] [changes]`: with no change, lists the settings that hold here and every
/// channel's own; otherwise (Manage Server only) saves the changes for the server, or for this
/// channel with `here`, and lists the result.
pub(crate) fn settings(ctx: &Ctx<'_>, here: bool, changes: &[SettingChange]) -> Handled {
    let me = ctx.lang()?;
    if !changes.is_empty() {
        if !ctx.actor.manage_server {
            return ctx.refuse(t(me, "settings-admins-only", &[]));
        }
        if here
            && changes
                .iter()
                .any(|c| matches!(c, SettingChange::Season(_)))
        {
            return ctx.refuse(t(me, "settings-season-server", &[]));
        }
        if here
            && changes.iter().any(|c| {
                matches!(
                    c,
                    SettingChange::WebPages(_)
                        | SettingChange::AwayDays(_)
                        | SettingChange::TournamentsEveryone(_)
                        | SettingChange::Language(_)
                )
            })
        {
            return ctx.refuse(t(me, "settings-server-only", &[]));
        }
        ctx.writes()?;
        // A thread has no settings of its own: `here` in one is its channel.
        let channel = here.then_some(ctx.actor.home_channel());
        for change in changes {
            write(
                ctx.tx,
                &ctx.actor.guild,
                channel,
                change,
                &ctx.actor.user,
                ctx.now,
            )?;
        }
    }
    // Issue 47: a season length turned on starts the first season.
    let season = if changes.is_empty() {
        None
    } else {
        crate::handlers::seasons::settings_saved(ctx, changes, me)?
    };
    let all = match rows(ctx.tx, &ctx.actor.guild, None) {
        Ok(rows) => rows,
        Err(e) => return Err(Stop::Internal(format!("settings: {e}"))),
    };
    let server = match for_channel(ctx.tx, &ctx.actor.guild, ctx.actor.home_channel()) {
        Ok(server) => server,
        Err(e) => return Err(Stop::Internal(format!("settings: {e}"))),
    };
    // The answer may have just changed the language: a member's own Discord language still
    // comes first, else the server's new one.
    let me = ctx.lang()?;
    let heading = |key: &str| format!("{B}{}{E}", t(me, key, &[]));
    let mut text = Vec::new();
    if !changes.is_empty() {
        text.push(if here {
            t(me, "settings-saved-here", &[])
        } else {
            t(me, "settings-saved-server", &[])
        });
    }
    text.extend(season);
    text.push(heading("settings-in-channel"));
    text.extend(listing(me, &server));
    text.push(web_pages_line(ctx, me, &server));
    let server: Vec<&Row> = all.iter().filter(|r| r.channel.is_none()).collect();
    text.push(String::new());
    text.push(heading("settings-whole-server"));
    text.push(rows_text(me, &server));
    let mut channels: BTreeMap<&str, Vec<&Row>> = BTreeMap::new();
    for row in &all {
        if let Some(channel) = &row.channel {
            channels.entry(channel.as_str()).or_default().push(row);
        }
    }
    if !channels.is_empty() {
        text.push(String::new());
        text.push(heading("settings-one-channel"));
        for (channel, rows) in channels {
            text.push(format!(
                "{}: {}",
                markup::channel(channel),
                rows_text(me, &rows)
            ));
        }
    }
    let mut reply = Reply::private(ctx.actor, text.join("\n"));
    reply.title = Some(t(me, "settings-title", &[]));
    Ok(vec![reply])
}

/// The server pages (issue 46): on or off, and their link to whoever may change settings
/// (the answer is private; anyone may ask for the listing, and the link is the server's to
/// share).
fn web_pages_line(ctx: &Ctx<'_>, me: Lang, server: &ServerSettings) -> String {
    let Some(token) = &server.web_pages else {
        return t(me, "settings-web-pages-off", &[]);
    };
    if !ctx.actor.manage_server {
        return t(me, "settings-web-pages-on", &[]);
    }
    match ctx.switches.public_url.as_deref() {
        Some(public_url) => {
            let url = server_url(public_url, token);
            t(me, "settings-web-pages-at", &[("url", url.as_str().into())])
        }
        None => t(me, "settings-web-pages-no-address", &[]),
    }
}

/// What holds in a channel, one line a setting.
fn listing(me: Lang, server: &ServerSettings) -> Vec<String> {
    let rules: Vec<String> = server
        .games
        .iter()
        .map(|(game, options)| format!("{}: {}", game_name(game), options_text(options)))
        .collect();
    let on = |yes: bool| if yes { "on" } else { "off" };
    let rules = if rules.is_empty() {
        t(me, "settings-none", &[])
    } else {
        rules.join("; ")
    };
    let levels = server.levels_text(me);
    let bots_rated = match server.bots_rated {
        None => "table",
        Some(true) => "always",
        Some(false) => "never",
    };
    let season = server.season.map_or("", |l| l.as_str());
    vec![
        t(
            me,
            "settings-tables",
            &[("state", on(server.tables).into())],
        ),
        t(
            me,
            "settings-threads",
            &[("state", on(server.threads).into())],
        ),
        t(
            me,
            "settings-time",
            &[("time", server.time.map_or("", TimeControl::as_str).into())],
        ),
        t(
            me,
            "settings-house-rules",
            &[("rules", rules.as_str().into())],
        ),
        t(me, "settings-bots", &[("levels", levels.as_str().into())]),
        t(me, "settings-bots-rated", &[("rated", bots_rated.into())]),
        t(
            me,
            "settings-web-links",
            &[("state", on(server.web_links).into())],
        ),
        t(
            me,
            "settings-abandon",
            &[("days", server.abandon_days.into())],
        ),
        t(me, "settings-season", &[("length", season.into())]),
        match server.clock {
            Some(clock) => t(
                me,
                "settings-clock",
                &[("clock", clock.as_str().as_str().into())],
            ),
            None => t(me, "settings-clock-none", &[]),
        },
        t(me, "settings-away", &[("days", server.away_days.into())]),
        t(
            me,
            "settings-tournaments",
            &[(
                "who",
                if server.tournaments_everyone {
                    "anyone"
                } else {
                    "managers"
                }
                .into(),
            )],
        ),
        match server.language {
            Some(l) => t(
                me,
                "settings-language",
                &[("language", l.own_name().into())],
            ),
            None => t(me, "settings-language-discord", &[]),
        },
    ]
}

/// Stored rows as one line: "tables off, time async".
fn rows_text(me: Lang, rows: &[&Row]) -> String {
    if rows.is_empty() {
        return t(me, "settings-defaults", &[]);
    }
    // The server's language as Discord last said it is remembered, not set: never listed.
    let rows: Vec<&&Row> = rows
        .iter()
        .filter(|r| r.key != "discord_language")
        .collect();
    if rows.is_empty() {
        return t(me, "settings-defaults", &[]);
    }
    rows.iter()
        .map(|r| match r.key.strip_prefix("game.") {
            Some(game) => {
                let options = r
                    .value
                    .as_object()
                    .map(|o| options_text(&o.clone().into_iter().collect()))
                    .unwrap_or_else(|| r.value.to_string());
                t(
                    me,
                    "settings-row-house-rules",
                    &[
                        ("game", game_name(game).into()),
                        ("options", options.as_str().into()),
                    ],
                )
            }
            None => match (r.key.as_str(), &r.value) {
                ("bots_rated", Value::Bool(rated)) => t(
                    me,
                    "settings-row-bots-rated",
                    &[("rated", if *rated { "yes" } else { "no" }.into())],
                ),
                // The value is the pages' link: never listed (the listing is anyone's).
                ("web_pages", _) => "web_pages on".into(),
                _ => format!("{} {}", r.key, value_text(&r.value)),
            },
        })
        .collect::<Vec<_>>()
        .join(", ")
}
