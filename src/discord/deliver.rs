//! Sends a delivery [`plan`](super::plan) to Discord.
//!
//! Every failure is logged (a queued reply's only at debug level: the delivery worker that
//! retries it logs once per change of error) and the remaining steps still run: one missing followup must not
//! keep the board from updating. Nothing here panics or retries: a public message the commit
//! queued in the outbox ([`Reply::queued`]) is marked delivered once Discord took it, and
//! handed to the delivery worker ([`super::outbox`]) when it failed, which retries it. Its
//! posts carry the outbox row as their nonce, so the worker's retry of a post whose answer was
//! lost does not show it twice.

use super::outbox::Owed;
use super::pictures::{Pictures, Renders};
use super::plan::{Kind, PlanStep};
use super::render::{modal, parse_id, render, Rendered};
use crate::words::t;
use commands::api::Reply;
use commands::backoff::Backoff;
use commands::Core;
use poise::serenity_prelude::{self as serenity, Builder as _};
use present_kit::picture::Png;
use present_kit::words::Lang;
use std::sync::Arc;
use std::time::Instant;
use tracing::{debug, error, info, warn};

/// What is needed to answer an interaction over HTTP (valid for 15 minutes), and in which
/// language its reader reads what the adapter says by itself (issue 48: the short "Done." to a
/// command that produced no answer of its own).
#[derive(Clone, Debug)]
pub struct InteractionHandle {
    pub id: serenity::InteractionId,
    pub token: String,
    /// The reader's Discord language, else the server's, else English
    /// (`commands::api::Locales::lang`, the rule of every answer made without the core).
    pub lang: Lang,
}

/// Tells Discord an answer is coming: an ephemeral "thinking" message for a command (type 5,
/// so a slow private answer stays private), a silent acknowledgement otherwise (type 6).
/// Returns whether the deferral went through.
pub async fn defer(http: &serenity::Http, handle: &InteractionHandle, kind: Kind) -> bool {
    let response = match kind {
        Kind::Command => serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        Kind::Component { .. } | Kind::Modal { .. } => {
            serenity::CreateInteractionResponse::Acknowledge
        }
    };
    match response.execute(http, (handle.id, &handle.token)).await {
        Ok(()) => true,
        Err(e) => {
            error!(error = %e, "deferring the interaction failed");
            false
        }
    }
}

/// Runs `steps` (planned from `replies`) in order. The pictures of the replies that will be
/// sent render first, in parallel, and then the steps go out back to back; the interaction's
/// initial response waits for pictures only until `answer_by` (Discord drops an answer later
/// than 3 s) and goes without its own if it is not ready, later steps wait as long as it takes.
#[allow(clippy::too_many_arguments)] // the delivery's ends and what it delivers, each needed
pub async fn deliver(
    http: &Arc<serenity::Http>,
    core: &Arc<Core>,
    pictures: &Arc<Pictures>,
    owed: &Arc<Owed>,
    replies: &[Reply],
    steps: &[PlanStep],
    interaction: Option<&InteractionHandle>,
    answer_by: Option<Instant>,
) {
    let mut delivered = Vec::new();
    let sent = steps
        .iter()
        .filter(|s| !matches!(s, PlanStep::Drop { .. } | PlanStep::Modal { .. }))
        .filter_map(step_reply)
        .filter_map(|i| replies.get(i));
    let mut renders = Renders::start(pictures, sent);
    renders.wait_all(answer_by).await;
    for step in steps {
        let reply = step_reply(step).and_then(|i| replies.get(i));
        let mut rendered = match reply {
            Some(r) => render(r),
            // Only an interaction's own steps come without a reply.
            None => Rendered {
                content: interaction.map(|i| t(i.lang, "discord-done", &[])),
                ..Rendered::default()
            },
        };
        if let Some(picture) = reply.and_then(|r| r.picture.as_ref()) {
            let budget = match step {
                PlanStep::Respond { .. } | PlanStep::Update { .. } => {
                    answer_by.map(|t| t.saturating_duration_since(Instant::now()))
                }
                _ => None,
            };
            if !matches!(step, PlanStep::Drop { .. } | PlanStep::Modal { .. }) {
                rendered = rendered.with_png(renders.png(picture, budget).await);
            }
        }
        for issue in &rendered.issues {
            warn!(channel = reply.map(|r| r.channel.as_str()), %issue, "reply adjusted to Discord's limits");
        }
        let result = match (step, interaction) {
            (PlanStep::Worker { .. }, _) => {
                if let Some(q) = reply.and_then(|r| r.queued) {
                    owed.release(q.id);
                }
                Ok(())
            }
            (PlanStep::Drop { why, .. }, _) => {
                warn!(
                    channel = reply.map(|r| r.channel.as_str()),
                    to = ?reply.map(|r| &r.to),
                    why,
                    "reply not delivered"
                );
                Ok(())
            }
            (PlanStep::Board { table, message, .. }, _) => {
                if let Some(r) = reply {
                    let nonce = r
                        .queued
                        .map(|q| format!("b{}v{}", q.id, q.version.unwrap_or(0)));
                    let board_step = BoardStep {
                        channel: &r.channel,
                        table: *table,
                        message: message.as_deref(),
                        nonce,
                    };
                    let shown = board(http, core, board_step, &rendered).await;
                    settle(owed, &mut delivered, r, shown);
                }
                Ok(())
            }
            (PlanStep::Post { .. }, _) => match reply {
                Some(r) => {
                    let nonce = r.queued.map(|q| format!("p{}", q.id));
                    let sent = post(http, &r.channel, &rendered, nonce).await.map(drop);
                    settle(owed, &mut delivered, r, sent.is_ok());
                    sent
                }
                None => Ok(()),
            },
            (PlanStep::Modal { .. }, Some(handle)) => match reply.and_then(modal) {
                Some(m) => {
                    for issue in &m.issues {
                        warn!(%issue, "form adjusted to Discord's limits");
                    }
                    serenity::CreateInteractionResponse::Modal(m.create())
                        .execute(http, (handle.id, &handle.token))
                        .await
                }
                None => {
                    // Not a usable form: answer with its text rather than leave the click
                    // unanswered.
                    error!("a modal step for a reply that is not a usable form");
                    let fallback = PlanStep::Respond {
                        reply: None,
                        ephemeral: true,
                    };
                    respond(http, handle, &fallback, &rendered).await
                }
            },
            (
                PlanStep::Respond { .. } | PlanStep::Update { .. } | PlanStep::Acknowledge,
                Some(handle),
            ) => {
                let window_end = answer_by.map(|t| t + RETRY_SLACK);
                match first_answer(http, handle, step, &rendered, window_end).await {
                    Ok(dropped) => {
                        // A picture left out of the answer (dropped to get it through, or not
                        // ready in time) follows as an edit of it.
                        let late = match (dropped, reply.and_then(|r| r.picture.as_ref())) {
                            (Some(png), _) => Some(png),
                            (None, Some(picture)) if rendered.image.is_none() => {
                                renders.png(picture, None).await
                            }
                            _ => None,
                        };
                        if let Some(png) = late {
                            add_picture(http, handle, &rendered.clone().with_png(Some(png))).await;
                        }
                        Ok(())
                    }
                    Err(e) => Err(e),
                }
            }
            (step, Some(handle)) => respond(http, handle, step, &rendered).await,
            (step, None) => {
                error!(?step, "interaction step without an interaction");
                Ok(())
            }
        };
        if let Err(e) = result {
            let channel = reply.map(|r| r.channel.as_str());
            if reply.is_some_and(|r| r.queued.is_some()) {
                // Still owed in the outbox: the delivery worker sends it again.
                // Logged by the worker, once per change of error: not once per move here.
                debug!(error = %e, ?step, channel, "delivering a reply failed; the delivery worker retries it");
            } else {
                error!(error = %e, ?step, channel, "delivering a reply failed");
            }
        }
    }
    if !delivered.is_empty() {
        let task_core = Arc::clone(core);
        let ids: Vec<i64> = delivered.iter().map(|q| q.id).collect();
        match tokio::task::spawn_blocking(move || task_core.outbox_delivered(delivered)).await {
            Ok(Ok(())) => {}
            // Still owed: the worker sends them again, the posts with the same nonces.
            Ok(Err(e)) => {
                error!(error = %e, "recording delivered messages failed");
                ids.into_iter().for_each(|id| owed.release(id));
            }
            Err(e) => {
                error!(error = %e, "recording delivered messages panicked");
                ids.into_iter().for_each(|id| owed.release(id));
            }
        }
    }
}

/// How long past `answer_by` a failed first answer may still be tried again: the request must
/// still reach Discord within its 3 s.
const RETRY_SLACK: std::time::Duration = std::time::Duration::from_millis(300);

/// The pause between two tries of a first answer.
const RETRY_PAUSE: std::time::Duration = std::time::Duration::from_millis(100);

/// How often an edit that adds a first answer's picture is tried (it has the interaction's
/// 15 minutes, but a player waits for it).
const PICTURE_EDIT_TRIES: u32 = 3;

/// The pauses between those tries: twice [`RETRY_PAUSE`], then four times.
const PICTURE_EDIT_BACKOFF: Backoff =
    Backoff::new(RETRY_PAUSE.saturating_mul(2), RETRY_PAUSE.saturating_mul(4));

/// What a first answer keeps of its window for a try without its picture: an upload still
/// under way then is given up.
const TEXT_ONLY_RESERVE: std::time::Duration = std::time::Duration::from_millis(200);

/// The error of an upload [`first_answer`] gave up on itself.
const UPLOAD_TOO_SLOW: &str = "the answer's upload took too long";

/// Sends an interaction's first answer (type 4 or 7) so that a failed upload cannot cost it
/// (issue 25, item 4): a try that fails on the way (a 5xx, a rate limit, a lost connection)
/// is tried again while Discord's window is open (until `window_end`; no retries without
/// one), without its picture from the second try on, since text and buttons alone cannot
/// fail on the upload. Returns the picture it had to leave out, for the caller to add by an
/// edit. An answer Discord already has (40060: the earlier answer's reply was lost) counts as
/// sent. When every try failed, the player sees "This interaction failed", and what the input
/// changed still reaches them: the board and notices converge through the outbox, and their
/// next click answers from the table as it stands.
async fn first_answer(
    http: &serenity::Http,
    handle: &InteractionHandle,
    step: &PlanStep,
    rendered: &Rendered,
    window_end: Option<Instant>,
) -> serenity::Result<Option<Arc<Png>>> {
    let text_only = rendered.clone().with_png(None);
    let mut dropped = None;
    let mut tries = 0u32;
    loop {
        let attempt = if tries == 0 { rendered } else { &text_only };
        tries += 1;
        let uploads = attempt.image.as_ref().is_some_and(|i| i.png.is_some());
        let sent = match window_end.filter(|_| uploads) {
            // A slow upload must not use up the window: past this point the answer goes
            // without its picture (should the slow one still arrive, the second is refused as
            // a repeat, which counts as sent).
            Some(end) => {
                let cut = end.checked_sub(TEXT_ONLY_RESERVE).unwrap_or(end);
                if Instant::now() >= cut {
                    Err(serenity::Error::Other(UPLOAD_TOO_SLOW))
                } else {
                    let upload = respond(http, handle, step, attempt);
                    match tokio::time::timeout_at(cut.into(), upload).await {
                        Ok(sent) => sent,
                        Err(_) => Err(serenity::Error::Other(UPLOAD_TOO_SLOW)),
                    }
                }
            }
            None => respond(http, handle, step, attempt).await,
        };
        match sent {
            Ok(()) => return Ok(dropped),
            Err(e) if already_answered(&e) => {
                info!(tries, "the first answer had reached Discord already");
                return Ok(dropped);
            }
            Err(e)
                if is_transient(&e)
                    && window_end.is_some_and(|end| Instant::now() + RETRY_PAUSE < end) =>
            {
                // Logged at info: what matters is whether a try gets through (an error below).
                info!(error = %e, tries, "the first answer failed; trying again without its picture");
                if let Some(png) = attempt.image.as_ref().and_then(|i| i.png.clone()) {
                    dropped = Some(png);
                }
                tokio::time::sleep(RETRY_PAUSE).await;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Edits the answer to show its picture, trying a few times.
async fn add_picture(http: &serenity::Http, handle: &InteractionHandle, rendered: &Rendered) {
    let mut backoff = PICTURE_EDIT_BACKOFF;
    for tries in 1..=PICTURE_EDIT_TRIES {
        match rendered.edit_response().execute(http, &handle.token).await {
            Ok(_) => return,
            Err(e) if is_transient(&e) && tries < PICTURE_EDIT_TRIES => {
                debug!(error = %e, tries, "adding the answer's picture failed; trying again");
                tokio::time::sleep(backoff.fail()).await;
            }
            Err(e) => {
                // The answer's text says everything the picture shows.
                warn!(error = %e, tries, "the answer's picture could not be added; its text stands alone");
                return;
            }
        }
    }
}

/// A failure on the way that the same request may not meet again: Discord's 5xx, a rate limit,
/// or no answer at all (a reset connection, a timeout).
fn is_transient(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            status >= 500 || status == 429
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        // A try cut short by [`first_answer`] itself.
        serenity::Error::Other(why) => *why == UPLOAD_TOO_SLOW,
        _ => false,
    }
}

/// Discord's "Interaction has already been acknowledged" (40060).
fn already_answered(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.error.code == 40060
    )
}

/// Notes how a queued reply's delivery went: done, or the worker's to retry.
fn settle(owed: &Owed, delivered: &mut Vec<commands::api::Queued>, reply: &Reply, ok: bool) {
    match reply.queued {
        Some(q) if ok => delivered.push(q),
        Some(q) => owed.release(q.id),
        None => {}
    }
}

fn step_reply(step: &PlanStep) -> Option<usize> {
    match step {
        PlanStep::Respond { reply, .. } | PlanStep::EditOriginal { reply } => *reply,
        PlanStep::Update { reply }
        | PlanStep::Modal { reply }
        | PlanStep::Followup { reply, .. }
        | PlanStep::Board { reply, .. }
        | PlanStep::Post { reply }
        | PlanStep::Drop { reply, .. }
        | PlanStep::Worker { reply } => Some(*reply),
        PlanStep::Acknowledge => None,
    }
}

/// The interaction-bound steps.
async fn respond(
    http: &serenity::Http,
    handle: &InteractionHandle,
    step: &PlanStep,
    rendered: &Rendered,
) -> serenity::Result<()> {
    let ctx = (handle.id, handle.token.as_str());
    match step {
        PlanStep::Respond { ephemeral, .. } => {
            serenity::CreateInteractionResponse::Message(
                rendered.response_message(*ephemeral, false),
            )
            .execute(http, ctx)
            .await
        }
        PlanStep::Update { .. } => {
            serenity::CreateInteractionResponse::UpdateMessage(
                rendered.response_message(false, true),
            )
            .execute(http, ctx)
            .await
        }
        PlanStep::Acknowledge => {
            serenity::CreateInteractionResponse::Acknowledge
                .execute(http, ctx)
                .await
        }
        PlanStep::EditOriginal { .. } => rendered
            .edit_response()
            .execute(http, &handle.token)
            .await
            .map(drop),
        PlanStep::Followup { ephemeral, .. } => rendered
            .followup(*ephemeral)
            .execute(http, (None, &handle.token))
            .await
            .map(drop),
        PlanStep::Board { .. }
        | PlanStep::Post { .. }
        | PlanStep::Drop { .. }
        | PlanStep::Worker { .. }
        | PlanStep::Modal { .. } => Ok(()),
    }
}

/// A new public message in `channel`.
async fn post(
    http: &serenity::Http,
    channel: &str,
    rendered: &Rendered,
    nonce: Option<String>,
) -> serenity::Result<serenity::Message> {
    let Some(channel_id) = parse_id::<serenity::ChannelId>(channel) else {
        return Err(serenity::Error::Other("reply for an invalid channel id"));
    };
    let mut message = rendered.create_message();
    if let Some(nonce) = nonce {
        // Discord returns the message it already made for this nonce instead of a second one.
        message = message
            .nonce(serenity::Nonce::String(nonce))
            .enforce_nonce(true);
    }
    channel_id.send_message(http, message).await
}

/// Where a board goes.
struct BoardStep<'a> {
    channel: &'a str,
    table: i64,
    message: Option<&'a str>,
    /// For a queued board, the nonce of a new board message.
    nonce: Option<String>,
}

/// Edits the board message; posts a new one (and stores its id) when there is none yet or the
/// old one was deleted. Any other edit failure leaves the board alone rather than risk two
/// (the delivery worker retries a queued one). Returns whether the board now shows `rendered`.
async fn board(
    http: &serenity::Http,
    core: &Arc<Core>,
    step: BoardStep<'_>,
    rendered: &Rendered,
) -> bool {
    let BoardStep {
        channel,
        table,
        message,
        nonce,
    } = step;
    if let (Some(channel_id), Some(message_id)) = (
        parse_id::<serenity::ChannelId>(channel),
        message.and_then(parse_id::<serenity::MessageId>),
    ) {
        match super::threads::edit_message(http, channel_id, message_id, || rendered.edit_message())
            .await
        {
            Ok(_) => return true,
            Err(e) if is_gone(&e) => {
                info!(table, channel, %message_id, "board message is gone; posting a new one");
            }
            Err(e) => {
                if nonce.is_some() {
                    debug!(error = %e, table, channel, %message_id, "editing the board failed; the delivery worker retries it");
                } else {
                    error!(error = %e, table, channel, %message_id, "editing the board failed");
                }
                return false;
            }
        }
    }
    let queued = nonce.is_some();
    let posted = match post(http, channel, rendered, nonce).await {
        Ok(m) => m,
        Err(e) => {
            if queued {
                debug!(error = %e, table, channel, "posting the board failed; the delivery worker retries it");
            } else {
                error!(error = %e, table, channel, "posting the board failed");
            }
            return false;
        }
    };
    let core = Arc::clone(core);
    let id = posted.id.to_string();
    debug!(table, channel, message = %id, "board posted");
    match tokio::task::spawn_blocking(move || core.set_board_message(table, &id)).await {
        Ok(Ok(())) => true,
        Ok(Err(e)) => {
            error!(error = %e, table, "storing the board message id failed");
            false
        }
        Err(e) => {
            error!(error = %e, table, "storing the board message id panicked");
            false
        }
    }
}

/// Whether an edit failed because the message (or its channel) no longer exists.
fn is_gone(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            // 10003 Unknown Channel, 10008 Unknown Message.
            response.status_code.as_u16() == 404 || matches!(response.error.code, 10003 | 10008)
        }
        _ => false,
    }
}
