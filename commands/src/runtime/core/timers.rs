//! Time: deadlines that fell due (timeouts, reminders), bots' searches handed to the
//! pool and their answers committed, and `settle` for tests and the script driver.
use super::writer::TIMEOUT;
use super::*;

impl Core {
    /// Commits the bots' answers that are ready, applies the timeout default of every deadline
    /// that has passed (through the same path as a player input), posts due reminders, and
    /// hands the bot moves that fell due to the worker pool; returns what to post.
    pub fn fire_due(&self) -> Vec<Reply> {
        self.heartbeat();
        let mut replies = self.commit_ready_answers();
        // Before the timeouts: a table quiet for longer than its period ends as it stands.
        replies.extend(self.abandon_quiet_tables());
        replies.extend(self.fire_timeouts());
        replies.extend(self.direct_messages_due());
        self.dispatch_bots();
        replies
    }

    /// Writes this process's heartbeat at most once a [`crate::store::clocks::BEAT_EVERY`]
    /// (issue 47): the next start learns from it how long an outage lasted. One small upsert
    /// shared with the writer's next batch; a failure is logged and tried on the next pass.
    fn heartbeat(&self) {
        let now = self.clock.now();
        {
            let mut beaten = self.beaten.lock().unwrap_or_else(|p| p.into_inner());
            if beaten.is_some_and(|at| now - at < crate::store::clocks::BEAT_EVERY && now >= at) {
                return;
            }
            *beaten = Some(now);
        }
        if self.held().store_waits(now) {
            return;
        }
        let process = crate::store::clocks::process_key(&self.switches.shards);
        if let Err(e) = self.keep(move |tx| crate::store::clocks::beat(tx, &process, now)) {
            tracing::warn!(error = %e, "heartbeat not written");
        }
    }

    /// Ends the tables nobody played for their server's abandonment period
    /// ([`crate::handlers::abandon`]), looking at most once a [`SWEEP_EVERY`].
    fn abandon_quiet_tables(&self) -> Vec<Reply> {
        let now = self.clock.now();
        {
            let mut swept = self.swept.lock().unwrap_or_else(|p| p.into_inner());
            if swept.is_some_and(|at| now - at < SWEEP_EVERY && now >= at) {
                return Vec::new();
            }
            *swept = Some(now);
        }
        if self.held().store_waits(now) {
            return Vec::new();
        }
        let done = self.submit(&system_actor(), JobKind::Abandon);
        if done.failed {
            self.held()
                .store_failed(now, "ending abandoned tables did not commit".into());
        }
        let mut replies = done.replies;
        replies.extend(self.roll_seasons(now));
        replies.extend(self.sweep_tournaments(now));
        replies
    }

    /// Rolls over the seasons of this process's guilds whose calendar boundary passed (issue
    /// 47), on the same once-a-[`SWEEP_EVERY`] look as abandoned tables.
    fn roll_seasons(&self, now: Millis) -> Vec<Reply> {
        let shards = &self.switches.shards;
        self.submit_if_due(
            now,
            "the seasons",
            |conn| Ok(!crate::store::seasons::due_guilds(conn, shards, now)?.is_empty()),
            JobKind::Seasons,
        )
    }

    /// Submits `kind` when `due` says there is something for it to do: looked for on a read
    /// connection first, so a pass with nothing due costs no writer transaction. `what` names it
    /// in the log.
    pub(super) fn submit_if_due(
        &self,
        now: Millis,
        what: &str,
        due: impl FnOnce(&mut Conn) -> crate::store::db::Result<bool>,
        kind: JobKind,
    ) -> Vec<Reply> {
        match self.with_reader(due) {
            Ok(Ok(false)) => return Vec::new(),
            Ok(Ok(true)) => {}
            Ok(Err(e)) => {
                tracing::error!(error = %e, "reading {what} due failed");
                return Vec::new();
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot open a read connection for {what}");
                return Vec::new();
            }
        }
        let done = self.submit(&system_actor(), kind);
        if done.failed {
            self.held()
                .store_failed(now, format!("moving {what} on did not commit"));
        }
        done.replies
    }

    /// Moves the direct messages whose time has come into the outbox ([`crate::store::notify`]).
    fn direct_messages_due(&self) -> Vec<Reply> {
        // Looked for on a read connection first: the scheduler passes after every interaction,
        // and most passes have none to send, which must not cost a writer transaction.
        if self.held().store_waits(self.clock.now()) || !self.direct_messages_waiting() {
            return Vec::new();
        }
        let done = self.submit(&system_actor(), JobKind::Direct);
        if done.failed {
            self.held().store_failed(
                self.clock.now(),
                "queueing direct messages did not commit".into(),
            );
        }
        done.replies
    }

    /// Whether a direct message's time has come (`tabula script` sends it after the input that
    /// made it, as the front end's scheduler, woken by every input, does).
    pub fn direct_messages_waiting(&self) -> bool {
        let now = self.clock.now();
        let shards = &self.switches.shards;
        let due = self.with_reader(|conn| {
            let values = shards.values();
            let mut params: Vec<&dyn crate::store::db::ToSql> = vec![&now];
            shards.bind(&values, &mut params);
            conn.prepare_cached(&format!(
                "SELECT EXISTS (SELECT 1 FROM direct_messages d JOIN tables t ON t.id = d.table_id \
                 WHERE d.due <= ?1{})",
                shards.condition("t.guild_key", 2)
            ))?
            .query_row(params.as_slice(), |r| r.get::<bool>(0))
        });
        matches!(due, Ok(Ok(true)))
    }

    /// Discord refused a direct message to `user` for good (their DMs are closed): no more
    /// are tried until they opt in again, and their next command says so.
    pub fn dm_refused(&self, user: &str) -> Result<(), CoreError> {
        let now = self.clock.now();
        let who = user.to_string();
        self.keep(move |tx| crate::store::notify::refused(tx, &who, now))?;
        self.dm_untold
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(user.to_string());
        Ok(())
    }

    /// Commits the answers the bots have ready, and frees their tables for the next search.
    pub(super) fn commit_ready_answers(&self) -> Vec<Reply> {
        let answers = self.bots.take_answers();
        if answers.is_empty() {
            return Vec::new();
        }
        let tables: Vec<i64> = answers.iter().map(|a| a.table).collect();
        let done = self.submit(&system_actor(), JobKind::Answers(answers));
        for table in tables {
            self.bots.release(table);
        }
        // A bot's move that could not be saved is a store failure like a timeout's (issue 25,
        // item 4): its row stays due, and no search starts again before the store's backoff
        // has passed, so a full disk is not retried hundreds of times a second.
        if done.failed {
            self.held()
                .store_failed(self.clock.now(), "a bot's move did not commit".into());
        } else if !done.replies.is_empty() {
            // A move was saved (answers for tables that moved on are dropped, writing nothing).
            self.held().store_ok();
        }
        done.replies
    }

    /// Hands the bot rows that fell due to the worker pool, while it has room; the rest stay
    /// due in the database and go when searches finish. Each request is read from the last
    /// committed state on a read connection, never on the writer.
    pub(super) fn dispatch_bots(&self) {
        let room = self.bots.room();
        if room == 0 {
            return;
        }
        let now = self.clock.now();
        if self.held().store_waits(now) {
            // Its answer could not be saved before the store's backoff ends anyway.
            return;
        }
        let iterations = self.switches.bots.iterations;
        let read = self.with_reader(|conn| {
            let rows = deadlines::bots_due(conn, now, room, &self.switches.shards, |t| {
                self.held().holds(t, now) || self.bots.busy(t)
            })?;
            Ok::<_, crate::store::db::Error>(
                rows.iter()
                    .map(|d| (d.table, Request::load(conn, d, iterations)))
                    .collect::<Vec<_>>(),
            )
        });
        let requests = match read {
            Ok(Ok(requests)) => requests,
            Ok(Err(e)) => {
                tracing::error!(error = %e, "reading the bots' due moves failed");
                return;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot open a read connection for the bots");
                return;
            }
        };
        for (table, request) in requests {
            match request {
                Ok(request) => {
                    if !self.bots.submit(request) {
                        // Full: this row and the rest wait, still due, for the next pass.
                        break;
                    }
                }
                Err(Skip::Gone) => self.held().table_failed(
                    table,
                    now,
                    "a bot's deadline at a table that is not running".into(),
                ),
                Err(Skip::Failed(e)) => self.held().table_failed(table, now, e),
            }
        }
    }

    /// Calls `wake` whenever a bot's answer is ready, so that the front end's scheduler
    /// commits it at once ([`Core::fire_due`]) instead of at its next deadline.
    pub fn set_bot_wake(&self, wake: Wake) {
        self.bots.set_wake(wake);
    }

    /// Whether a bot move is due now, being searched, or waiting for its commit: what
    /// [`Core::settle`] would do something about.
    pub fn bots_pending(&self) -> bool {
        if !self.bots.idle() {
            return true;
        }
        let now = self.clock.now();
        let due = self.with_reader(|conn| {
            deadlines::bots_due(conn, now, 1, &self.switches.shards, |t| {
                self.held().holds(t, now)
            })
        });
        matches!(due, Ok(Ok(rows)) if !rows.is_empty())
    }

    /// [`Core::fire_due`] until no bot move is due or being searched: lets the bots play out
    /// what they can at this moment, waiting for their searches. For drivers that have no
    /// scheduler of their own (`tabula script`, `tabula local`, tests).
    pub fn settle(&self) -> Vec<Reply> {
        let mut replies = Vec::new();
        for _ in 0..SETTLE_MOVES {
            replies.extend(self.fire_due());
            if self.bots.idle() {
                break;
            }
            if !self.bots.wait_for_answer(SETTLE_WAIT) {
                tracing::error!("a bot's search took longer than a minute; not waiting longer");
                break;
            }
        }
        replies
    }

    /// The timeouts and reminders of [`Core::fire_due`].
    pub(super) fn fire_timeouts(&self) -> Vec<Reply> {
        if self.held().store_waits(self.clock.now()) {
            // Nothing would be tried, and an empty round must not count as the store working.
            return Vec::new();
        }
        let system = system_actor();
        let mut replies = Vec::new();
        for _ in 0..MAX_FIRED / FIRE_CHUNK {
            let done = self.submit(
                &system,
                JobKind::Fire {
                    only: None,
                    budget: FIRE_CHUNK,
                },
            );
            if done.failed {
                // The round did not commit (the store failed): wait before trying again.
                self.held()
                    .store_failed(self.clock.now(), "the transaction did not commit".into());
                return replies;
            }
            if !done.replies.is_empty() {
                // Only a round that fired something shows the store works again: an empty
                // one writes nothing, and commits even on a full disk.
                self.held().store_ok();
            }
            replies.extend(done.replies);
            if !done.more {
                break;
            }
        }
        let reminded = self.submit(&system, JobKind::Remind);
        if reminded.failed {
            self.held()
                .store_failed(self.clock.now(), "the transaction did not commit".into());
        }
        replies.extend(reminded.replies);
        replies
    }

    /// Applies passed deadlines (of table `only`, or all), each in its own savepoint, at most
    /// `budget` of them. One timeout can make the next prompt due at once (an absent player), so
    /// this loops until nothing is due.
    pub(super) fn fire(
        &self,
        tx: &Tx<'_>,
        only: Option<i64>,
        budget: usize,
    ) -> Result<Outcome, Broken> {
        let mut replies = Vec::new();
        let done = |replies, more| {
            Ok(Ok(Done {
                replies,
                more,
                failed: false,
            }))
        };
        let mut last: Option<deadlines::Deadline> = None;
        for _ in 0..budget {
            let now = self.clock.now();
            if self.held().store_waits(now) {
                return done(replies, false);
            }
            let first = match deadlines::first_due(tx, now, only, &self.switches.shards, |t| {
                self.held().holds(t, now)
            }) {
                Ok(Some(d)) => d,
                Ok(None) => return done(replies, false),
                // An earlier input's failure, met here: the writer runs the batch again
                // unpaced (`run_batch`), and nothing is held back for it.
                Err(_) if tx.failed_in_paced() => return done(replies, false),
                Err(e) => {
                    let error = format!("reading deadlines: {e}");
                    if e.is_unavailable() {
                        self.held().store_unavailable(now, error);
                    } else {
                        self.held().store_failed(now, error);
                    }
                    return done(replies, false);
                }
            };
            let table = first.table;
            if last.as_ref() == Some(&first) {
                // Fired, yet due again unchanged: firing it once more would loop.
                self.held().table_failed(
                    table,
                    now,
                    "its timeout left the same deadline due".into(),
                );
                continue;
            }
            last = Some(first.clone());
            let actor = system_actor_at(tx, table);
            let fired = self.step_handled(tx, &actor, |ctx| play::timeout(ctx, &first))?;
            if tx.failed_in_paced() {
                // Whose failure it is is known only when the batch runs again, unpaced.
                return done(replies, false);
            }
            if let Err(panic) = self.system_step(table, now, fired, &TIMEOUT, &mut replies) {
                return Ok(Err(panic));
            }
        }
        done(replies, true)
    }

    /// The earliest pending deadline or reminder, for the scheduler to sleep until: now if a
    /// bot's answer waits for its commit. A bot row whose search is under way is not counted
    /// (its answer wakes the scheduler), nor one that fell due while the pool is full (a
    /// finished search makes room, and wakes the scheduler).
    pub fn next_deadline(&self) -> Option<Millis> {
        let now = self.clock.now();
        if self.bots.has_answers() {
            return Some(now);
        }
        let full = self.bots.room() == 0;
        let next = deadlines::next(&self.conn(), &self.switches.shards, |t, bot, at| {
            self.held().holds(t, now) || (bot && (self.bots.busy(t) || (full && at <= now)))
        });
        match next {
            Ok(next) => self.held().next(next),
            Err(e) => {
                // Looked at again after the store's backoff (or the scheduler's longest sleep).
                let mut held = self.held();
                let error = format!("reading the next deadline: {e}");
                if e.is_unavailable() {
                    held.store_unavailable(now, error);
                } else {
                    held.store_failed(now, error);
                }
                held.next(None)
            }
        }
    }
}
