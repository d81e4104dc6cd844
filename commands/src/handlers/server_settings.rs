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
use present_kit::markup::{self, B, E};
use serde_json::Value;
use std::collections::BTreeMap;

/// `/settings [scope] [changes]`: with no change, lists the settings that hold here and every
/// channel's own; otherwise (Manage Server only) saves the changes for the server, or for this
/// channel with `here`, and lists the result.
pub(crate) fn settings(ctx: &Ctx<'_>, here: bool, changes: &[SettingChange]) -> Handled {
    if !changes.is_empty() {
        if !ctx.actor.manage_server {
            return ctx.refuse(
                "Changing the server's settings needs the Manage Server permission. \
                 /settings with no options shows them.",
            );
        }
        if here
            && changes
                .iter()
                .any(|c| matches!(c, SettingChange::Season(_)))
        {
            return ctx
                .refuse("Seasons are for the whole server: give `season` without `scope:here`.");
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
            return ctx.refuse(
                "The server's web pages, time away, tournaments and language are for the whole server: give `web_pages`, `away_days`, `tournaments` and `language` without `scope:here`.",
            );
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
        crate::handlers::seasons::settings_saved(ctx, changes)?
    };
    let all = match rows(ctx.tx, &ctx.actor.guild, None) {
        Ok(rows) => rows,
        Err(e) => return Err(Stop::Internal(format!("settings: {e}"))),
    };
    let server = match for_channel(ctx.tx, &ctx.actor.guild, ctx.actor.home_channel()) {
        Ok(server) => server,
        Err(e) => return Err(Stop::Internal(format!("settings: {e}"))),
    };
    let mut text = Vec::new();
    if !changes.is_empty() {
        text.push(format!(
            "Saved for {}.",
            if here {
                "this channel"
            } else {
                "the whole server"
            }
        ));
    }
    text.extend(season);
    text.push(format!("{B}In this channel{E}"));
    text.extend(listing(&server));
    text.push(web_pages_line(ctx, &server));
    let server: Vec<&Row> = all.iter().filter(|r| r.channel.is_none()).collect();
    text.push(String::new());
    text.push(format!("{B}Set for the whole server{E}"));
    text.push(rows_text(&server));
    let mut channels: BTreeMap<&str, Vec<&Row>> = BTreeMap::new();
    for row in &all {
        if let Some(channel) = &row.channel {
            channels.entry(channel.as_str()).or_default().push(row);
        }
    }
    if !channels.is_empty() {
        text.push(String::new());
        text.push(format!("{B}Set for one channel{E}"));
        for (channel, rows) in channels {
            text.push(format!(
                "{}: {}",
                markup::channel(channel),
                rows_text(&rows)
            ));
        }
    }
    let mut reply = Reply::private(ctx.actor, text.join("\n"));
    reply.title = Some("Server settings".into());
    Ok(vec![reply])
}

/// The server pages (issue 46): on or off, and their link to whoever may change settings
/// (the answer is private; anyone may ask for the listing, and the link is the server's to
/// share).
fn web_pages_line(ctx: &Ctx<'_>, server: &ServerSettings) -> String {
    let Some(token) = &server.web_pages else {
        return "• The server's web pages: off (`web_pages:on` turns them on)".into();
    };
    if !ctx.actor.manage_server {
        return "• The server's web pages: on".into();
    }
    match ctx.switches.public_url.as_deref() {
        Some(public_url) => format!(
            "• The server's web pages: on, at {} (`web_pages:on` again gives a new link and the old one stops working)",
            server_url(public_url, token)
        ),
        None => "• The server's web pages: on, but this Tabula has no public web address yet \
                 (its admin sets PUBLIC_URL), so there is no link to open"
            .into(),
    }
}

/// What holds in a channel, one line a setting.
fn listing(server: &ServerSettings) -> Vec<String> {
    let rules: Vec<String> = server
        .games
        .iter()
        .map(|(game, options)| format!("{}: {}", game_name(game), options_text(options)))
        .collect();
    vec![
        format!(
            "• Tables: {}",
            if server.tables {
                "allowed"
            } else {
                "turned off"
            }
        ),
        format!(
            "• A thread per table: {}",
            if server.threads {
                "on (tables opened in a text channel play in a thread of their own)"
            } else {
                "off (tables play in the channel they are opened in)"
            }
        ),
        format!(
            "• Time control of new tables: {}",
            server
                .time
                .map_or("live (Tabula's default)", TimeControl::as_str)
        ),
        format!(
            "• House rules: {}",
            if rules.is_empty() {
                "none".to_string()
            } else {
                rules.join("; ")
            }
        ),
        format!("• Computer players allowed: {}", server.levels_text()),
        format!(
            "• Games with computer players: {}",
            match server.bots_rated {
                None => "rated if the table chooses so (`rated_with_bots`)",
                Some(true) => "always rated",
                Some(false) => "never rated",
            }
        ),
        format!(
            "• Web pages of tables: {}",
            if server.web_links {
                "shown (boards link to them when Tabula has a public address; /link)"
            } else {
                "turned off (their links open nothing)"
            }
        ),
        format!(
            "• A table nobody plays is abandoned after {}",
            present_kit::text::count(server.abandon_days as usize, "day")
        ),
        format!(
            "• Seasons: {}",
            match server.season {
                Some(length) => format!("{} (a new one on the 1st, UTC; /season)", length.as_str()),
                None => "started and ended by admins (/season)".into(),
            }
        ),
        format!(
            "• Clock of new tables: {}",
            server.clock.map_or(
                "none (each decision has its pace's time)".to_string(),
                |c| format!("`{}`", c.as_str())
            )
        ),
        if server.away_days == 0 {
            "• Time away (/away): turned off".to_string()
        } else {
            format!(
                "• Time away (/away): {} a year per player",
                present_kit::text::count(server.away_days as usize, "day")
            )
        },
        format!(
            "• Tournaments (/tournament) are created by {}",
            if server.tournaments_everyone {
                "anyone"
            } else {
                "server managers"
            }
        ),
        format!(
            "• Language of public messages: {}",
            server.language.map_or(
                "the server's language on Discord (English where Tabula does not speak it)"
                    .to_string(),
                |l| l.own_name().to_string()
            )
        ),
    ]
}

/// Stored rows as one line: "tables off, time async".
fn rows_text(rows: &[&Row]) -> String {
    if rows.is_empty() {
        return "nothing (Tabula's defaults)".into();
    }
    rows.iter()
        .map(|r| match r.key.strip_prefix("game.") {
            Some(game) => format!(
                "{} house rules {}",
                game_name(game),
                r.value
                    .as_object()
                    .map(|o| options_text(&o.clone().into_iter().collect()))
                    .unwrap_or_else(|| r.value.to_string())
            ),
            None => match (r.key.as_str(), &r.value) {
                ("bots_rated", Value::Bool(rated)) => {
                    format!("bots_rated {}", if *rated { "yes" } else { "no" })
                }
                // The value is the pages' link: never listed (the listing is anyone's).
                ("web_pages", _) => "web_pages on".into(),
                _ => format!("{} {}", r.key, value_text(&r.value)),
            },
        })
        .collect::<Vec<_>>()
        .join(", ")
}
