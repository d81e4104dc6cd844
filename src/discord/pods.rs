//! Tournaments' tables on Discord (issue 47): each pod of a paired round gets a thread of the
//! tournament's channel, opened here, and its table is made in it by the core
//! (`Core::pods_to_open`, `Core::open_pod`). Runs on the scheduler's passes, so a round paired
//! by a move, by the round deadline or before a restart has its tables opened within a pass.
//!
//! A pod whose thread Discord refuses (no permission, too many threads) is said once in the
//! tournament's channel and tried again every [`RETRY`]; a failure that may pass (the
//! network) is tried again on the next pass after [`RETRY_SOON`].

use super::threads;
use commands::Core;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tracing::{error, info, warn};

/// How long a pod whose thread Discord refused waits before it is tried again.
const RETRY: Duration = Duration::from_secs(600);
/// How long a pod whose thread failed for a reason that may pass waits.
const RETRY_SOON: Duration = Duration::from_secs(30);

/// The pods tried and not opened, with when to try again and whether their channel was told.
#[derive(Default)]
pub struct Tried(HashMap<(i64, u32, u32), (Instant, bool)>);

/// Opens the threads and tables of every pod that waits for one; returns what to post.
pub async fn open(
    http: &serenity::Http,
    core: &Arc<Core>,
    tried: &mut Tried,
) -> Vec<commands::api::Reply> {
    let task_core = Arc::clone(core);
    let waiting = match tokio::task::spawn_blocking(move || task_core.pods_to_open()).await {
        Ok(waiting) => waiting,
        Err(e) => {
            error!(error = %e, "looking for tournament tables to open panicked");
            return Vec::new();
        }
    };
    let mut replies = Vec::new();
    let now = Instant::now();
    tried.0.retain(|key, _| {
        waiting
            .iter()
            .any(|w| (w.pod.tournament, w.pod.round, w.pod.pod) == *key)
    });
    for w in waiting {
        let key = (w.pod.tournament, w.pod.round, w.pod.pod);
        let told = match tried.0.get(&key) {
            Some((again, _)) if *again > now => continue,
            Some((_, told)) => *told,
            None => false,
        };
        let thread = match threads::open_for_pod(http, &w.pod.channel, &w.name).await {
            Ok(Ok(thread)) => Ok(thread.to_string()),
            Ok(Err(why)) => {
                info!(tournament = w.pod.tournament, %why, "no thread for a tournament table");
                tried.0.insert(key, (now + RETRY, true));
                if told {
                    continue;
                }
                Err(why)
            }
            Err(e) => {
                warn!(tournament = w.pod.tournament, error = %e, "opening a tournament table's thread failed; trying again soon");
                tried.0.insert(key, (now + RETRY_SOON, told));
                continue;
            }
        };
        let opened = thread.as_ref().ok().cloned();
        let (task_core, pod, lang) = (Arc::clone(core), w.pod.clone(), w.lang);
        let open = move || {
            // Why there is no thread stands in the core's post to the tournament's channel, in
            // its language.
            let thread = thread.map_err(|why| why.say(lang));
            task_core.open_pod(&pod, thread)
        };
        match tokio::task::spawn_blocking(open).await {
            Ok(more) => replies.extend(more),
            Err(e) => error!(error = %e, "opening a tournament table panicked"),
        }
        // A thread whose table another pass (or process) made first stays empty: archived.
        if let Some(thread) = opened {
            threads::unused_thread(http, core, &thread).await;
        }
    }
    replies
}
