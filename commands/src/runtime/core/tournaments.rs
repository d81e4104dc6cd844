//! Tournaments' part of the core's time (issue 47): the sweep that starts tournaments and
//! ends rounds at their deadlines, and the front end's round trip that opens each pod's table
//! in a thread of its own ([`crate::handlers::tournaments::tables`] says why it is a round trip).
use super::*;
use crate::handlers::tournaments::tables::{self as pod_tables, Placed};
use crate::store::tournaments::PodToOpen;

/// A pod waiting for its table, and the name its thread takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PodThread {
    pub pod: PodToOpen,
    /// "Autumn Swiss · round 2 · table 3", within Discord's limit.
    pub name: String,
    /// The language of the tournament's channel (issue 48): the thread's name is in it, and so
    /// is why the table has no thread, if Discord opens none.
    pub lang: present_kit::words::Lang,
}

impl Core {
    /// The pods of this process's tournaments whose table is not open yet: the front end opens
    /// a thread for each in `pod.channel` and gives it back with [`Core::open_pod`]. Read on a
    /// read connection; an error is logged and nothing is opened this pass.
    pub fn pods_to_open(&self) -> Vec<PodThread> {
        let read = self.with_reader(|conn| {
            crate::store::tournaments::pods_to_open(conn, &self.switches.shards).map(|pods| {
                pods.into_iter()
                    .map(|pod| (pod_tables::lang(conn, &pod), pod))
                    .collect::<Vec<_>>()
            })
        });
        match read {
            Ok(Ok(pods)) => pods
                .into_iter()
                .map(|(lang, pod)| PodThread {
                    name: pod_tables::thread_name(&pod, lang),
                    pod,
                    lang,
                })
                .collect(),
            Ok(Err(e)) => {
                tracing::error!(error = %e, "reading the tournament tables to open failed");
                Vec::new()
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot open a read connection for tournament tables");
                Vec::new()
            }
        }
    }

    /// Opens `pod`'s table in the thread the front end opened for it (`thread`), or, with
    /// `refused`, tells the tournament's channel why there is none yet. Returns what to post;
    /// nothing if the pod got its table meanwhile.
    pub fn open_pod(&self, pod: &PodToOpen, thread: Result<String, String>) -> Vec<Reply> {
        let placed = match thread {
            Ok(channel) => Placed::Thread { channel },
            Err(why) => Placed::Refused { why },
        };
        let actor = Actor {
            guild: pod.guild.clone(),
            channel: match &placed {
                Placed::Thread { channel } => channel.clone(),
                Placed::Refused { .. } => pod.channel.clone(),
            },
            parent: Some(pod.channel.clone()),
            ..system_actor()
        };
        let pod = pod.clone();
        let work: Box<Work> =
            Box::new(move |ctx: &Ctx<'_>| pod_tables::open_pod(ctx, &pod, &placed));
        let done = self.submit(&actor, JobKind::Input(work));
        if done.failed {
            self.held().store_failed(
                self.clock.now(),
                "opening a tournament table did not commit".into(),
            );
        }
        public_only(done.replies)
    }

    /// Starts the tournaments whose start time came and ends the rounds whose deadline passed
    /// (issue 47), on the same once-a-[`SWEEP_EVERY`] look as abandoned tables.
    pub(super) fn sweep_tournaments(&self, now: Millis) -> Vec<Reply> {
        let shards = &self.switches.shards;
        self.submit_if_due(
            now,
            "the tournaments",
            |conn| Ok(!crate::store::tournaments::due(conn, shards, now)?.is_empty()),
            JobKind::Tournaments,
        )
    }
}
