//! The delivery worker: sends what the outbox says Discord is owed, until Discord took it or
//! refused it for good (issue 17, item 1).
//!
//! Every public board and post of a commit is queued in the same transaction as the state
//! ([`commands::outbox`]), so nothing a commit announced is lost when a request fails, the bot
//! restarts or Discord is down. The worker:
//! - sends each channel's messages in order, one channel task at a time per channel, so one
//!   failing channel never holds up another;
//! - retries transient failures (5xx, 429, timeouts, resets) with a backoff that doubles up to
//!   [`MAX_BACKOFF`], logging once per change of error;
//! - draws an owed board from the committed state when it sends it, so moves made during an
//!   outage coalesce into one edit of the newest board; a deleted board message is posted again;
//! - posts with the outbox row as the message's nonce and `enforce_nonce`, so a post whose
//!   answer was lost is not shown twice when it is retried;
//! - gives up on what can never go out (the channel is gone, Tabula lost access, Discord
//!   rejects the message itself): the message is dropped from the queue and its table marked
//!   unreachable in the database, logged once per change of that mark; the next message that
//!   reaches the channel clears it.

use super::pictures::{Pictures, Renders};
use super::render::{parse_id, render};
use commands::api::{Delivery, Reply};
use commands::backoff::Backoff;
use commands::outbox::{self as queue, Item};
use commands::Core;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{watch, Notify};
use tracing::{debug, error, info, warn};

/// The first retry of a channel comes after this long; each failure doubles it.
const FIRST_BACKOFF: Duration = Duration::from_millis(500);
/// The longest wait between two tries of a channel.
const MAX_BACKOFF: Duration = Duration::from_secs(8);
/// A channel's backoff before its first failure.
const BACKOFF: Backoff = Backoff::new(FIRST_BACKOFF, MAX_BACKOFF);
/// With nothing owed and nothing to wake it, the worker still looks this often.
const IDLE_LOOK: Duration = Duration::from_secs(5);
/// Owed messages read per look.
const BATCH: usize = 500;
/// A reply is first sent by whoever made it (the interaction's or the scheduler's delivery),
/// which marks it delivered; the worker takes over what is still owed this long after its
/// commit, or at once when that delivery failed ([`Owed::release`]). After a restart every
/// row is this old within this long.
const FAST_PATH_GRACE: Duration = Duration::from_secs(3);

/// What the worker and the replies' own deliveries share.
#[derive(Debug, Default)]
pub struct Owed {
    wake: Notify,
    /// Rows whose own delivery failed: the worker takes them at once.
    released: Mutex<std::collections::HashSet<i64>>,
}

impl Owed {
    /// The delivery of row `id` failed; the worker retries it.
    pub fn release(&self, id: i64) {
        self.released
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id);
        self.wake.notify_one();
    }

    fn released(&self, id: i64) -> bool {
        self.released
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&id)
    }

    fn forget(&self, ids: &[i64]) {
        let mut released = self.released.lock().unwrap_or_else(|p| p.into_inner());
        for id in ids {
            released.remove(id);
        }
    }
}

/// Why a message did not go out.
#[derive(Debug)]
enum Failure {
    /// Try again later (Discord or the network failed).
    Retry(String),
    /// It can never go out: drop it.
    GiveUp(String),
}

/// A channel's delivery state.
#[derive(Debug)]
struct Channel {
    /// A task is sending this channel's messages now.
    busy: bool,
    backoff: Backoff,
    retry_at: Option<Instant>,
    last_error: Option<String>,
}

impl Default for Channel {
    fn default() -> Channel {
        Channel {
            busy: false,
            backoff: BACKOFF,
            retry_at: None,
            last_error: None,
        }
    }
}

type Channels = Arc<Mutex<HashMap<String, Channel>>>;

fn lock(channels: &Channels) -> std::sync::MutexGuard<'_, HashMap<String, Channel>> {
    channels.lock().unwrap_or_else(|p| p.into_inner())
}

/// Starts the worker; it stops when `stop` turns true.
pub fn spawn(
    http: Arc<serenity::Http>,
    core: Arc<Core>,
    pictures: Arc<Pictures>,
    owed: Arc<Owed>,
    mut stop: watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let channels: Channels = Arc::default();
        loop {
            if *stop.borrow() {
                break;
            }
            let sleep = look(&http, &core, &pictures, &owed, &channels).await;
            tokio::select! {
                _ = tokio::time::sleep(sleep) => {}
                _ = owed.wake.notified() => {}
                changed = stop.changed() => {
                    if changed.is_err() {
                        break;
                    }
                }
            }
        }
        debug!("delivery worker stopped");
    })
}

/// Reads what is owed and starts a task for every channel that is neither busy nor waiting
/// out a backoff; returns how long to sleep before looking again.
async fn look(
    http: &Arc<serenity::Http>,
    core: &Arc<Core>,
    pictures: &Arc<Pictures>,
    owed: &Arc<Owed>,
    channels: &Channels,
) -> Duration {
    let task_core = Arc::clone(core);
    let rows = match tokio::task::spawn_blocking(move || task_core.outbox(BATCH)).await {
        Ok(Ok(rows)) => rows,
        Ok(Err(e)) => {
            error!(error = %e, "reading the outbox failed");
            return MAX_BACKOFF;
        }
        Err(e) => {
            error!(error = %e, "reading the outbox panicked");
            return MAX_BACKOFF;
        }
    };
    let mut by_channel: Vec<(String, Vec<Item>)> = Vec::new();
    let now_ms = commands::Clock::now(&commands::SystemClock);
    let grace = FAST_PATH_GRACE.as_millis() as i64;
    let mut sleep = IDLE_LOOK;
    // Channels whose oldest owed message is still its own delivery's: their later messages
    // must not overtake it.
    let mut waiting: std::collections::HashSet<String> = std::collections::HashSet::new();
    for item in rows {
        if waiting.contains(&item.channel) {
            continue;
        }
        let due = item.created_at.saturating_add(grace);
        if due > now_ms && !owed.released(item.id) {
            sleep = sleep.min(Duration::from_millis((due - now_ms) as u64));
            waiting.insert(item.channel.clone());
            continue;
        }
        match by_channel.iter_mut().find(|(c, _)| *c == item.channel) {
            Some((_, items)) => items.push(item),
            None => by_channel.push((item.channel.clone(), vec![item])),
        }
    }
    let now = Instant::now();
    for (channel, items) in by_channel {
        {
            let mut all = lock(channels);
            let state = all.entry(channel.clone()).or_default();
            if state.busy {
                continue;
            }
            if let Some(at) = state.retry_at.filter(|at| *at > now) {
                sleep = sleep.min(at - now);
                continue;
            }
            state.busy = true;
        }
        let (http, core, pictures, owed, channels) = (
            Arc::clone(http),
            Arc::clone(core),
            Arc::clone(pictures),
            Arc::clone(owed),
            Arc::clone(channels),
        );
        tokio::spawn(async move {
            let outcome = send_channel(&http, &core, &pictures, &items).await;
            owed.forget(&items.iter().map(|i| i.id).collect::<Vec<_>>());
            let mut all = lock(&channels);
            let state = all.entry(channel.clone()).or_default();
            state.busy = false;
            match outcome {
                Ok(()) => {
                    if state.backoff.failures() > 0 {
                        info!(%channel, failures = state.backoff.failures(), "messages go out again");
                    }
                    all.remove(&channel);
                }
                Err(error) => {
                    let backoff = state.backoff.fail();
                    state.retry_at = Some(Instant::now() + backoff);
                    if state.last_error.as_deref() != Some(error.as_str()) {
                        warn!(%channel, %error, retry_in_ms = backoff.as_millis() as u64,
                              "Discord did not take a message; retrying (logged again only if the error changes)");
                        state.last_error = Some(error);
                    }
                }
            }
            drop(all);
            // Look again: more may be owed, or this channel's backoff is set.
            owed.wake.notify_one();
        });
    }
    sleep
}

/// Sends `items` (one channel's, oldest first) until one must wait; `Err` says why.
async fn send_channel(
    http: &serenity::Http,
    core: &Arc<Core>,
    pictures: &Arc<Pictures>,
    items: &[Item],
) -> Result<(), String> {
    for item in items {
        let sent = match &item.what {
            queue::Owed::Board { table, .. } => send_board(http, core, pictures, item, *table).await,
            queue::Owed::Post(reply) => match &reply.delivery {
                Delivery::Direct { user } => send_direct(http, item, reply, user).await,
                Delivery::Archive => archive(http, item).await,
                _ => send_post(http, pictures, item, reply).await,
            }
            .map(|()| None),
        };
        let queued = match sent {
            Ok(version) => commands::api::Queued {
                id: item.id,
                version,
            },
            Err(Failure::Retry(e)) => return Err(e),
            Err(Failure::GiveUp(e)) => {
                match direct_user(item) {
                    Some(user) => dm_refused(core, item, user, e).await?,
                    None => give_up(core, item, e).await?,
                }
                continue;
            }
        };
        let task_core = Arc::clone(core);
        let acked =
            tokio::task::spawn_blocking(move || task_core.outbox_delivered(vec![queued])).await;
        match acked {
            Ok(Ok(())) => {}
            // It went out but stays owed: a post is sent again with the same nonce (Discord
            // shows it once), a board is drawn again (the same board).
            Ok(Err(e)) => return Err(format!("recording a sent message: {e}")),
            Err(e) => return Err(format!("recording a sent message panicked: {e}")),
        }
    }
    Ok(())
}

/// `item` can never go out (`why`): it is dropped and its table marked unreachable
/// ([`Core::outbox_dropped`]). Logged as an error only when the mark changes, so a channel that
/// is gone or lost Tabula's access logs once, not once per message or restart; a message to
/// the channel that goes out again clears the mark.
async fn give_up(core: &Arc<Core>, item: &Item, why: String) -> Result<(), String> {
    let (task_core, id, reason) = (Arc::clone(core), item.id, why.clone());
    let marked =
        match tokio::task::spawn_blocking(move || task_core.outbox_dropped(id, reason)).await {
            Ok(Ok(marked)) => marked,
            Ok(Err(e)) => return Err(format!("dropping a message that can never go out: {e}")),
            Err(e) => return Err(format!("dropping a message panicked: {e}")),
        };
    if marked {
        error!(channel = %item.channel, item = item.id, error = %why,
               "Discord refuses this channel's messages for good: its table is marked unreachable \
                (see `tabula check`) and what it is owed is dropped (logged again only if the \
                error changes)");
    } else {
        debug!(channel = %item.channel, item = item.id, error = %why, "another message for this channel dropped");
    }
    Ok(())
}

/// Draws table `table`'s board as committed now and edits its message (posting a new one if
/// there is none or it was deleted). Returns the version shown.
async fn send_board(
    http: &serenity::Http,
    core: &Arc<Core>,
    pictures: &Arc<Pictures>,
    item: &Item,
    table: i64,
) -> Result<Option<i64>, Failure> {
    let task_core = Arc::clone(core);
    let drawn = tokio::task::spawn_blocking(move || task_core.board_now(table))
        .await
        .map_err(|e| Failure::Retry(format!("drawing the board panicked: {e}")))?;
    let (reply, version) = match drawn {
        Ok(Some(drawn)) => drawn,
        Ok(None) => return Ok(Some(i64::MAX)),
        Err(e) => return Err(Failure::GiveUp(format!("the board cannot be drawn: {e}"))),
    };
    let rendered = with_picture(pictures, &reply).await;
    let Some(channel_id) = parse_id::<serenity::ChannelId>(&item.channel) else {
        return Err(Failure::GiveUp("not a channel id".into()));
    };
    let message = match &reply.delivery {
        commands::api::Delivery::Board { message, .. } => message.clone(),
        _ => None,
    };
    if let Some(message_id) = message.as_deref().and_then(parse_id::<serenity::MessageId>) {
        match super::threads::edit_message(http, channel_id, message_id, || rendered.edit_message())
            .await
        {
            Ok(_) => return Ok(Some(version)),
            Err(e) if is_unknown_message(&e) => {
                info!(table, %message_id, "board message is gone; posting a new one");
            }
            Err(e) => return Err(classify(&e)),
        }
    }
    // A board posted for this row and version shows once even if the answer is lost.
    let nonce = format!("b{}v{version}", item.id);
    let posted = channel_id
        .send_message(
            http,
            rendered
                .create_message()
                .nonce(nonce_of(nonce))
                .enforce_nonce(true),
        )
        .await
        .map_err(|e| classify(&e))?;
    let (task_core, id) = (Arc::clone(core), posted.id.to_string());
    match tokio::task::spawn_blocking(move || task_core.set_board_message(table, &id)).await {
        Ok(Ok(())) => Ok(Some(version)),
        Ok(Err(e)) => Err(Failure::Retry(format!("storing the board message id: {e}"))),
        Err(e) => Err(Failure::Retry(format!(
            "storing the board message id panicked: {e}"
        ))),
    }
}

/// The user an owed direct message is for.
fn direct_user(item: &Item) -> Option<String> {
    match &item.what {
        queue::Owed::Post(reply) => match &reply.delivery {
            Delivery::Direct { user } => Some(user.clone()),
            _ => None,
        },
        queue::Owed::Board { .. } => None,
    }
}

/// Discord refused a direct message for good (the user's DMs are closed, or they left): no
/// more are tried for them ([`Core::dm_refused`]) and this one is dropped. A 403 is the user's
/// choice, logged at INFO; anything else (a message Discord rejects) is ours, logged at WARN.
async fn dm_refused(core: &Arc<Core>, item: &Item, user: String, why: String) -> Result<(), String> {
    if why.starts_with("Discord answered 403") {
        info!(%user, error = %why, "a direct message was refused; no more are sent to this user until they opt in again");
    } else {
        warn!(%user, error = %why, "a direct message could not be sent; no more are sent to this user until they opt in again");
    }
    let (task_core, id) = (Arc::clone(core), item.id);
    let done = tokio::task::spawn_blocking(move || {
        task_core.dm_refused(&user)?;
        task_core.outbox_dropped(id, why).map(drop)
    })
    .await;
    match done {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(format!("recording a refused direct message: {e}")),
        Err(e) => Err(format!("recording a refused direct message panicked: {e}")),
    }
}

/// Sends an owed direct message: opens (or finds) the user's DM channel, then posts with the
/// row id as the nonce.
async fn send_direct(
    http: &serenity::Http,
    item: &Item,
    reply: &Reply,
    user: &str,
) -> Result<(), Failure> {
    let Some(user_id) = parse_id::<serenity::UserId>(user) else {
        return Err(Failure::GiveUp("not a user id".into()));
    };
    let channel = user_id
        .create_dm_channel(http)
        .await
        .map_err(|e| classify(&e))?;
    post_once(http, channel.id, item, render(reply)).await
}

/// Posts `rendered` to `channel` with `item`'s row id as the nonce, so that a retry of a post
/// whose answer was lost is not shown twice.
async fn post_once(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    item: &Item,
    rendered: super::render::Rendered,
) -> Result<(), Failure> {
    channel
        .send_message(
            http,
            rendered
                .create_message()
                .nonce(nonce_of(format!("p{}", item.id)))
                .enforce_nonce(true),
        )
        .await
        .map(drop)
        .map_err(|e| classify(&e))
}

/// Archives the thread of an ended table, after its last messages (issue 27). A thread that
/// cannot be archived (Tabula lost the permission, it was deleted) loses nothing: it is
/// logged and the row goes.
async fn archive(http: &serenity::Http, item: &Item) -> Result<(), Failure> {
    let Some(thread) = parse_id::<serenity::ChannelId>(&item.channel) else {
        return Err(Failure::GiveUp("not a channel id".into()));
    };
    match super::threads::set_archived(http, thread, true).await {
        Ok(()) => {
            debug!(%thread, "archived the thread of an ended table");
            Ok(())
        }
        Err(e) => match classify(&e) {
            Failure::Retry(e) => Err(Failure::Retry(e)),
            Failure::GiveUp(why) => {
                info!(%thread, error = %why, "the thread of an ended table cannot be archived; it stays open");
                Ok(())
            }
        },
    }
}

/// Posts an owed message, with its row id as the nonce.
async fn send_post(
    http: &serenity::Http,
    pictures: &Arc<Pictures>,
    item: &Item,
    reply: &Reply,
) -> Result<(), Failure> {
    let Some(channel_id) = parse_id::<serenity::ChannelId>(&item.channel) else {
        return Err(Failure::GiveUp("not a channel id".into()));
    };
    let rendered = with_picture(pictures, reply).await;
    post_once(http, channel_id, item, rendered).await
}

fn nonce_of(nonce: String) -> serenity::Nonce {
    serenity::Nonce::String(nonce)
}

/// The reply as Discord will show it, with its picture when one can be drawn.
async fn with_picture(pictures: &Arc<Pictures>, reply: &Reply) -> super::render::Rendered {
    let mut rendered = render(reply);
    if let Some(picture) = &reply.picture {
        let mut renders = Renders::start(pictures, [reply]);
        rendered = rendered.with_png(renders.png(picture, None).await);
    }
    for issue in &rendered.issues {
        warn!(channel = %reply.channel, %issue, "reply adjusted to Discord's limits");
    }
    rendered
}

/// Whether an edit failed because the message no longer exists (but the channel does).
fn is_unknown_message(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == 10008
    )
}

/// Whether a failed request is worth trying again.
///
/// A 429 seldom gets here: serenity's ratelimiter waits out Discord's `retry_after` and sends
/// the request again itself. It is off only with `DISCORD_API_BASE` (a test server); then the
/// 429 comes back as an error whose `retry_after` serenity does not keep, and this worker's
/// backoff (0.5 s at first) waits instead.
fn classify(error: &serenity::Error) -> Failure {
    let text = error.to_string();
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if status == 429 || status >= 500 {
                Failure::Retry(format!("Discord answered {status}"))
            } else {
                // 403/404 (the channel is gone, access or permission lost) or a message
                // Discord rejects: sending it again would fail the same way.
                Failure::GiveUp(format!("Discord answered {status}: {text}"))
            }
        }
        // Timeouts, refused or reset connections.
        serenity::Error::Http(serenity::HttpError::Request(_)) | serenity::Error::Io(_) => {
            Failure::Retry(text)
        }
        _ => Failure::GiveUp(text),
    }
}
