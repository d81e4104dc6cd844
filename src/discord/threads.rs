//! Threads on Discord (issue 27): opening a table's thread when the core asks for one,
//! archiving it when the table ended, and reopening an archived thread before Tabula edits a
//! message in it.
//!
//! The core asks with a [`Delivery::OpenThread`] reply and commits nothing; this module opens
//! the thread, and the interaction's handler gives the same input to the core again from inside
//! it ([`Threads::Opened`]), or with why it could not ([`Threads::Refused`]: the table then
//! plays in the channel, as before threads). A guild at Discord's limit of active threads gets
//! a clear refusal and no table. Permissions are checked before asking Discord, from the
//! interaction's `app_permissions`, and a 403 is read the same way.

use crate::words::t;
use commands::api::{Actor, Delivery, Reply, Threads};
use poise::serenity_prelude as serenity;
use present_kit::words::Lang;
use std::sync::Arc;
use tracing::{error, info, warn};

/// The setting that turns threads off, as the guild-full refusal names it (a command is
/// typed as it is in every language; the backticks are Discord's, kept out of the catalog).
const THREADS_OFF: &str = "`/settings threads:off`";

/// What a player reads, in `lang`, when the guild has as many active threads as Discord
/// allows: no table opens until threads are archived or turned off.
pub fn guild_full(lang: Lang) -> String {
    t(
        lang,
        "discord-guild-full",
        &[("command", THREADS_OFF.into())],
    )
}

/// Why Tabula may not open a table's thread in a channel: the table then plays in the channel,
/// and the core says why in its own sentence (`threads-refused`, `tournament-thread-refused`),
/// so the reason is said in the language of that sentence's reader ([`Why::say`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Tabula lacks Create Public Threads (seen in the interaction's permissions).
    NoCreate,
    /// Tabula lacks Send Messages in Threads.
    NoSend,
    /// Discord answered 403 (or a missing-access code) to the thread's creation.
    Refused,
    /// The channel is of a kind without threads.
    NoThreads,
    /// The guild has as many active threads as Discord allows (a tournament's pod waits).
    Full,
}

impl Why {
    /// The reason in `lang`, to stand in brackets in the core's sentence.
    pub fn say(self, lang: Lang) -> String {
        let key = match self {
            Why::NoCreate => "discord-why-no-create",
            Why::NoSend => "discord-why-no-send",
            Why::Refused => "discord-why-refused",
            Why::NoThreads => "discord-why-no-threads",
            Why::Full => "discord-why-full",
        };
        t(lang, key, &[])
    }
}

/// Logs read English.
impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// The thread a reply asks for: in which channel, named how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub parent: String,
    pub name: String,
}

/// The thread `replies` ask for, if any.
pub fn requested(replies: &[Reply]) -> Option<Request> {
    replies.iter().find_map(|r| match &r.delivery {
        Delivery::OpenThread { parent, name } => Some(Request {
            parent: parent.clone(),
            name: name.clone(),
        }),
        _ => None,
    })
}

/// Why no thread was opened.
#[derive(Debug, PartialEq, Eq)]
enum NoThread {
    /// Tabula may not open one there (`why`): the table plays in the channel.
    Refused(Why),
    /// The guild has as many active threads as Discord allows.
    Full,
    /// Discord or the network failed (`why`, for the log).
    Failed(String),
}

/// What came of a table's request for a thread.
#[derive(Debug)]
pub enum Opened {
    /// Give the input again as this actor: from inside the new thread
    /// ([`Threads::Opened`]), or with why there is none ([`Threads::Refused`]).
    Again(Actor),
    /// No table: this is the player's answer.
    Refusal(Box<Reply>),
}

/// Opens the thread `request` asks for `actor`, whose interaction carried the bot's
/// `permissions` in the channel (checked before Discord is asked). What the actor reads of it
/// (a refusal, why the table plays in the channel) is in `lang`, their interaction's.
pub async fn open(
    http: &serenity::Http,
    request: &Request,
    actor: Actor,
    permissions: Option<serenity::Permissions>,
    lang: Lang,
) -> Opened {
    let opened = match missing_permission(permissions) {
        Some(why) => Err(NoThread::Refused(why)),
        None => create(http, request).await,
    };
    match opened {
        Ok(thread) => {
            info!(%thread, parent = %request.parent, "opened a thread for a table");
            Opened::Again(Actor {
                channel: thread.to_string(),
                parent: Some(request.parent.clone()),
                threads: Threads::Opened,
                ..actor
            })
        }
        Err(NoThread::Refused(why)) => {
            info!(parent = %request.parent, %why, "no thread for a table; it plays in the channel");
            Opened::Again(Actor {
                threads: Threads::Refused { why: why.say(lang) },
                ..actor
            })
        }
        Err(NoThread::Full) => {
            // The server's state, not a fault of the bot's: the player is told.
            info!(parent = %request.parent, "the guild has as many active threads as Discord allows; no table opened");
            Opened::Refusal(Box::new(Reply::private(&actor, guild_full(lang))))
        }
        Err(NoThread::Failed(e)) => {
            warn!(parent = %request.parent, error = %e, "opening a table's thread failed; no table opened");
            Opened::Refusal(Box::new(Reply::private(
                &actor,
                t(lang, "discord-thread-not-now", &[]),
            )))
        }
    }
}

/// Why Tabula cannot open a table's thread with `permissions` (its own in the channel), if
/// it cannot.
pub fn missing_permission(permissions: Option<serenity::Permissions>) -> Option<Why> {
    let permissions = permissions?;
    if permissions.administrator() {
        return None;
    }
    if !permissions.create_public_threads() {
        Some(Why::NoCreate)
    } else if !permissions.send_messages_in_threads() {
        Some(Why::NoSend)
    } else {
        None
    }
}

/// Opens a public thread without a starter message, archived after a week without activity
/// (Discord's longest; an archived thread of a running table is reopened before an edit).
async fn create(http: &serenity::Http, request: &Request) -> Result<serenity::ChannelId, NoThread> {
    let Ok(parent) = request.parent.parse::<serenity::ChannelId>() else {
        return Err(NoThread::Failed(format!(
            "{:?} is not a channel id",
            request.parent
        )));
    };
    let thread = serenity::CreateThread::new(request.name.clone())
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    match parent.create_thread(http, thread).await {
        Ok(thread) => Ok(thread.id),
        Err(e) => Err(refusal(&e)),
    }
}

/// What a failed thread creation means.
fn refusal(error: &serenity::Error) -> NoThread {
    let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) = error else {
        return NoThread::Failed(error.to_string());
    };
    match (r.status_code.as_u16(), r.error.code) {
        (_, 160006) => NoThread::Full,
        (403, _) | (_, 50001 | 50013) => NoThread::Refused(Why::Refused),
        (_, 50024) => NoThread::Refused(Why::NoThreads),
        _ => NoThread::Failed(error.to_string()),
    }
}

/// Opens a thread for a tournament's table (issue 47), which no interaction asked for: its id,
/// or why there is none, `Ok(Err(why))` when Tabula may not open one there (the tournament's
/// channel is told, in its language) and `Err(e)` when Discord failed in a way that may pass.
pub async fn open_for_pod(
    http: &serenity::Http,
    parent: &str,
    name: &str,
) -> Result<Result<serenity::ChannelId, Why>, String> {
    let request = Request {
        parent: parent.to_string(),
        name: name.to_string(),
    };
    match create(http, &request).await {
        Ok(thread) => Ok(Ok(thread)),
        Err(NoThread::Refused(why)) => Ok(Err(why)),
        Err(NoThread::Full) => Ok(Err(Why::Full)),
        Err(NoThread::Failed(e)) => Err(e),
    }
}

/// A thread opened for an input that then opened no table in it (someone else's click made
/// the rematch first, or the input was refused after all): archived, so that it does not
/// stay among the active threads. Tabula made it, so it may archive it.
pub async fn unused_thread(http: &serenity::Http, core: &Arc<commands::Core>, thread: &str) {
    let (task_core, channel) = (Arc::clone(core), thread.to_string());
    let used = tokio::task::spawn_blocking(move || task_core.has_open_table(&channel)).await;
    match used {
        Ok(Ok(true)) => return,
        Ok(Ok(false)) => {}
        Ok(Err(e)) => {
            error!(%thread, error = %e, "cannot tell whether a new thread got its table; it is left open");
            return;
        }
        Err(e) => {
            error!(%thread, error = %e, "checking a new thread's table panicked; it is left open");
            return;
        }
    }
    info!(%thread, "a thread opened for a table got none; archiving it");
    if let Ok(id) = thread.parse::<serenity::ChannelId>() {
        if let Err(e) = set_archived(http, id, true).await {
            warn!(%thread, error = %e, "archiving an unused thread failed");
        }
    }
}

/// Archives (or reopens) thread `thread`.
pub async fn set_archived(
    http: &serenity::Http,
    thread: serenity::ChannelId,
    archived: bool,
) -> serenity::Result<()> {
    thread
        .edit_thread(http, serenity::EditThread::new().archived(archived))
        .await
        .map(drop)
}

/// Whether a request failed because its thread is archived (Discord's code 50083).
pub fn is_archived(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == 50083
    )
}

/// Edits `message` in `channel` with what `edit` builds; when the channel is an archived
/// thread (a running async table outlives Discord's week of inactivity), reopens it and edits
/// again.
pub async fn edit_message(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    edit: impl Fn() -> serenity::EditMessage,
) -> serenity::Result<serenity::Message> {
    match channel.edit_message(http, message, edit()).await {
        Err(e) if is_archived(&e) => {
            info!(%channel, "the thread was archived; reopening it to edit its board");
            set_archived(http, channel, false).await?;
            channel.edit_message(http, message, edit()).await
        }
        done => done,
    }
}

#[cfg(test)]
mod tests {
    use self::serenity::Permissions as P;
    use super::*;

    #[test]
    fn thread_permissions_are_checked_before_asking_discord() {
        assert_eq!(missing_permission(None), None, "unknown: Discord decides");
        let both = P::CREATE_PUBLIC_THREADS | P::SEND_MESSAGES_IN_THREADS | P::SEND_MESSAGES;
        assert_eq!(missing_permission(Some(both)), None);
        assert_eq!(missing_permission(Some(P::ADMINISTRATOR)), None);
        let why = missing_permission(Some(P::SEND_MESSAGES_IN_THREADS)).unwrap();
        assert_eq!(why, Why::NoCreate);
        assert!(why.to_string().contains("Create Public Threads"), "{why}");
        let why = missing_permission(Some(P::CREATE_PUBLIC_THREADS)).unwrap();
        assert_eq!(why, Why::NoSend);
        assert!(
            why.to_string().contains("Send Messages in Threads"),
            "{why}"
        );
    }

    /// What the adapter says of threads by itself is the reader's language (issue 48): the
    /// permission by the name Discord gives it there, the command to type as it is.
    #[test]
    fn thread_refusals_are_said_in_the_reader_s_language() {
        let de = Why::NoCreate.say(Lang::De);
        assert!(de.contains("„Öffentliche Threads erstellen“"), "{de}");
        assert!(Why::NoSend
            .say(Lang::Fr)
            .contains("Envoyer des messages dans les fils"));
        let full = guild_full(Lang::Es);
        assert!(full.contains("hilos activos"), "{full}");
        assert!(full.contains("`/settings threads:off`"), "{full}");
        let pseudo = guild_full(Lang::Pseudo);
        assert!(pseudo.starts_with('⟦'), "{pseudo}");
        assert!(
            pseudo.contains("`/settings threads:off`"),
            "the command stays: {pseudo}"
        );
        for why in [
            Why::NoCreate,
            Why::NoSend,
            Why::Refused,
            Why::NoThreads,
            Why::Full,
        ] {
            for lang in Lang::ALL {
                let said = why.say(lang);
                assert!(!said.ends_with('.') && !said.starts_with('['), "{said}");
            }
        }
    }

    #[test]
    fn only_a_thread_request_is_one() {
        let actor = Actor {
            guild: "g".into(),
            channel: "c".into(),
            user: "u".into(),
            name: "Ada".into(),
            manage_channels: false,
            manage_server: false,
            parent: None,
            threads: Threads::Available,
            locales: Default::default(),
        };
        let mut ask = Reply::private(&actor, "");
        assert_eq!(requested(std::slice::from_ref(&ask)), None);
        ask.delivery = Delivery::OpenThread {
            parent: "c".into(),
            name: "Quinox · Ada's table".into(),
        };
        assert_eq!(
            requested(&[Reply::private(&actor, "x"), ask]),
            Some(Request {
                parent: "c".into(),
                name: "Quinox · Ada's table".into()
            })
        );
    }
}
