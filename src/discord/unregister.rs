//! `tabula unregister`: removes a set of slash commands Tabula registered earlier.
//!
//! Each start replaces only the set it registers (a server's with `GUILD_ID`, else the global
//! one) and Discord keeps the other, so a server that once had its own set shows every command
//! twice after `GUILD_ID` is unset. The bot does not remember which server that was (storing
//! it would be a schema change for a one-off), so the operator names it here, once.
use super::http_client;
use crate::config::Config;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;

/// Replaces the commands registered in `guild` (or the global ones, `None`) with none, as
/// the application the token belongs to. Returns what was removed, for the operator.
pub async fn unregister(
    config: &Config,
    token: &str,
    guild: Option<serenity::GuildId>,
) -> anyhow::Result<String> {
    let http = http_client(config, token);
    let app = http
        .get_current_application_info()
        .await
        .context("cannot reach Discord with DISCORD_TOKEN")?;
    http.set_application_id(app.id);
    Ok(match guild {
        Some(guild) => {
            let before = guild.get_commands(&http).await.map(|c| c.len());
            guild
                .set_commands(&http, Vec::new())
                .await
                .with_context(|| format!("cannot clear the commands of server {guild}"))?;
            format!(
                "removed the {}slash commands registered in server {guild}",
                counted(before)
            )
        }
        None => {
            let before = serenity::Command::get_global_commands(&http)
                .await
                .map(|c| c.len());
            serenity::Command::set_global_commands(&http, Vec::new())
                .await
                .context("cannot clear the global commands")?;
            format!("removed the {}global slash commands", counted(before))
        }
    })
}

/// "3 " when the commands could be counted before they were cleared; nothing when that read
/// failed (the clearing itself succeeded, so the count is only left out, never made up).
fn counted<E>(before: Result<usize, E>) -> String {
    before.map_or(String::new(), |n| format!("{n} "))
}
