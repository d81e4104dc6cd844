//! Fires deadlines (turn timeouts, reaction windows, reminders). Deadlines are data in the
//! store, so this task only sleeps until the earliest one and asks Tabula to fire what is due;
//! the first pass at start-up fires whatever fell due while Tabula was down.

use super::deliver::deliver;
use super::pictures::Pictures;
use super::plan::plan;
use commands::api::Millis;
use commands::{Clock, Core, SystemClock};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, watch, Notify};
use tracing::{debug, error};

/// The longest sleep: with no deadline pending we still look again this often, and a clock
/// jump can delay a deadline by at most this much.
const MAX_SLEEP: Duration = Duration::from_secs(30);

/// Starts the scheduler; it stops when `stop` turns true (or its sender is dropped).
pub fn spawn(
    http: Arc<serenity::Http>,
    core: Arc<Core>,
    pictures: Arc<Pictures>,
    wake: Arc<Notify>,
    owed: Arc<super::outbox::Owed>,
    mut stop: watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let sends = spawn_deliveries(Arc::clone(&http), Arc::clone(&core), pictures, owed);
        let mut tried = super::pods::Tried::default();
        loop {
            if *stop.borrow() {
                break;
            }
            fire(&core, &sends).await;
            // Tournaments' tables, each in a thread of its own (issue 47).
            let opened = super::pods::open(&http, &core, &mut tried).await;
            if !opened.is_empty() {
                let steps = plan(&opened, None);
                if sends.send((opened, steps)).is_err() {
                    error!(
                        "the delivery task has stopped; tournament tables' messages are not sent"
                    );
                }
            }
            let delay = sleep_for(next_deadline(&core).await, SystemClock.now());
            debug!(delay_ms = delay.as_millis() as u64, "scheduler sleeping");
            tokio::select! {
                _ = tokio::time::sleep(delay) => {}
                _ = wake.notified() => {}
                changed = stop.changed() => {
                    if changed.is_err() {
                        break;
                    }
                }
            }
        }
        debug!("scheduler stopped");
    })
}

/// Public replies of one pass, with the plan that sends them.
type Pass = (Vec<commands::api::Reply>, Vec<super::plan::PlanStep>);

/// Fires what is due and hands the public results to the delivery task (private ones are
/// dropped by the plan: there is no interaction to answer them ephemerally).
///
/// The scheduler never waits for Discord: the timeouts are committed before anything is sent,
/// and a board edit Discord answers late (or never, until the request's time limit) must not
/// hold up the next table's deadline (issue 17, item 2).
async fn fire(core: &Arc<Core>, deliveries: &mpsc::UnboundedSender<Pass>) {
    let task_core = Arc::clone(core);
    let replies = match tokio::task::spawn_blocking(move || task_core.fire_due()).await {
        Ok(replies) => replies,
        Err(e) => {
            error!(error = %e, "firing deadlines panicked");
            return;
        }
    };
    if replies.is_empty() {
        return;
    }
    debug!(replies = replies.len(), "deadlines fired");
    let steps = plan(&replies, None);
    if deliveries.send((replies, steps)).is_err() {
        error!("the delivery task has stopped; fired deadlines' messages are not sent");
    }
}

/// Sends the passes one after the other, in the order they fired, so a channel's messages keep
/// their order.
fn spawn_deliveries(
    http: Arc<serenity::Http>,
    core: Arc<Core>,
    pictures: Arc<Pictures>,
    owed: Arc<super::outbox::Owed>,
) -> mpsc::UnboundedSender<Pass> {
    let (send, mut passes) = mpsc::unbounded_channel::<Pass>();
    tokio::spawn(async move {
        while let Some((replies, steps)) = passes.recv().await {
            deliver(&http, &core, &pictures, &owed, &replies, &steps, None, None).await;
        }
    });
    send
}

async fn next_deadline(core: &Arc<Core>) -> Option<Millis> {
    let core = Arc::clone(core);
    match tokio::task::spawn_blocking(move || core.next_deadline()).await {
        Ok(deadline) => deadline,
        Err(e) => {
            error!(error = %e, "reading the next deadline panicked");
            None
        }
    }
}

/// How long to sleep before the next pass: until `deadline` (at once if it has passed), never
/// longer than [`MAX_SLEEP`].
fn sleep_for(deadline: Option<Millis>, now: Millis) -> Duration {
    match deadline {
        None => MAX_SLEEP,
        Some(d) => {
            let wait = u64::try_from(d.saturating_sub(now)).unwrap_or(0);
            Duration::from_millis(wait).min(MAX_SLEEP)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sleeps_until_the_deadline_capped() {
        assert_eq!(sleep_for(None, 1_000), MAX_SLEEP);
        assert_eq!(sleep_for(Some(1_500), 1_000), Duration::from_millis(500));
        assert_eq!(sleep_for(Some(900), 1_000), Duration::ZERO);
        assert_eq!(sleep_for(Some(i64::MIN), i64::MAX), Duration::ZERO);
        assert_eq!(sleep_for(Some(1_000 + 3_600_000), 1_000), MAX_SLEEP);
    }
}
