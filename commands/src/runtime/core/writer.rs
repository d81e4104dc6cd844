//! The single writer: jobs batched into one transaction (group commit), each input in its own
//! savepoint (on PostgreSQL, a paced transaction's inputs in none: one that must be undone is
//! undone by running the transaction again unpaced), replies released only after the commit.
use super::*;

impl Core {
    /// Runs `job` in the next batch on the writer and returns once that batch has committed.
    pub(super) fn submit(&self, actor: &Actor, kind: JobKind) -> Done {
        let job = Job {
            actor: actor.clone(),
            kind,
        };
        let outcome = self.batcher.submit(
            job,
            || self.conn(),
            |mut conn, jobs| {
                self.reconnect_if_closed(&mut conn);
                self.run_batch(&mut conn, jobs)
            },
        );
        match outcome {
            Ok(done) => done,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }

    /// Replaces a writer connection PostgreSQL closed (its server restarted, a failover, the
    /// network failed) with a new one, so that Tabula carries on once the database is back
    /// instead of failing every input until it is restarted. If the database is not back yet,
    /// the old connection stays: this batch fails and is answered as such, and the next tries
    /// again.
    ///
    /// While the database stays away this is tried on every batch: the first failure is
    /// logged, the rest only at debug level (the store's wait says it once, `held`).
    fn reconnect_if_closed(&self, conn: &mut Conn) {
        if !conn.is_closed() {
            return;
        }
        let away = self.held().unavailable();
        match store::open_at(&self.location) {
            Ok((fresh, _)) => match snapshot::watch(&fresh) {
                Ok(()) => {
                    tracing::warn!("the database connection was lost; reconnected");
                    *conn = fresh;
                }
                Err(e) => tracing::error!(error = %e, "cannot set up the new connection"),
            },
            Err(e) if away => {
                tracing::debug!(error = %e, "the database connection was lost; cannot reconnect yet")
            }
            Err(e) => {
                tracing::error!(error = %e, "the database connection was lost; cannot reconnect yet")
            }
        }
    }

    /// A transaction failed with `error`; if the database could not be reached (`unavailable`,
    /// or the connection is found `closed`), the store waits for it, retrying within a second
    /// ([`Held::store_unavailable`]). Returns whether that was the cause.
    fn note_unavailable(&self, closed: bool, unavailable: bool, error: &str) -> bool {
        if !(unavailable || closed) {
            return false;
        }
        self.held()
            .store_unavailable(self.clock.now(), error.to_string());
        true
    }

    /// Runs a batch of jobs in as few transactions as possible, normally one, and returns one
    /// outcome per job. Only a committed transaction's outcomes are returned as they are; if a
    /// transaction cannot commit, every job in it is answered with a failure (nothing it did
    /// survives, so nobody is told otherwise) and the remaining jobs go on in a new one.
    ///
    /// On PostgreSQL a transaction is first run *paced* ([`Conn::pace_inputs`]): the writer
    /// waits for each input's writes only at the end of the next input, so that the server
    /// runs them while the writer handles that next input, instead of the two taking turns.
    /// If anything fails in a paced transaction (a write, a read, the commit), the failure
    /// may belong to either of two inputs, so the transaction is rolled back, its jobs are
    /// run again unpaced in a new one, and each failure is then its own input's, undone
    /// alone, exactly as without pacing. Nobody is answered from the paced attempt.
    pub(super) fn run_batch(&self, conn: &mut Conn, mut jobs: Vec<Job>) -> Vec<Outcome> {
        let waited = conn.waited();
        let outcomes = self.run_transactions(conn, &mut jobs);
        if let (Some(before), Some(after)) = (waited, conn.waited()) {
            let nanos = after.saturating_sub(before).as_nanos();
            self.waited
                .fetch_add(u64::try_from(nanos).unwrap_or(u64::MAX), Ordering::Relaxed);
        }
        outcomes
    }

    /// [`Core::run_batch`]'s transactions.
    fn run_transactions(&self, conn: &mut Conn, jobs: &mut [Job]) -> Vec<Outcome> {
        let mut outcomes = Vec::with_capacity(jobs.len());
        // Jobs before `next` are answered.
        let mut next = 0;
        let mut replaying = false;
        // A transaction whose connection was found gone before it could commit is run once
        // more on a new connection, before anyone is told it failed.
        let mut retried = false;
        while next < jobs.len() {
            if next > 0 || replaying {
                // A connection lost in the transaction before is replaced before the next.
                self.reconnect_if_closed(conn);
            }
            // IMMEDIATE: the write lock is taken at BEGIN, where SQLite waits for it through the
            // busy timeout. A DEFERRED transaction would fail at once with "database is locked"
            // when its first write finds another process (an admin's `sqlite3`, a backup)
            // holding the lock, since SQLite never waits to upgrade a read to a write (issue 17,
            // item 4).
            let tx = match conn.write_transaction() {
                Ok(tx) => tx,
                Err(e) => {
                    let text = format!("cannot begin a transaction: {e}");
                    let away = self.held().unavailable();
                    // (A connection found closed is PostgreSQL's, whose `BEGIN` waits for the
                    // first statement: it fails there, not here.)
                    if self.note_unavailable(false, e.is_unavailable(), &text) && away {
                        tracing::debug!(error = %e, "cannot begin a transaction");
                    } else {
                        tracing::error!(error = %e, "cannot begin a transaction");
                    }
                    self.rolled_back.fetch_add(1, Ordering::Relaxed);
                    for job in &jobs[next..] {
                        let is_input = matches!(job.kind, JobKind::Input(_));
                        outcomes.push(Ok(failure(&job.actor, is_input)));
                    }
                    break;
                }
            };
            let paced = !replaying && tx.backend() == crate::store::db::Backend::Postgres;
            if paced {
                tx.pace_inputs();
            }
            replaying = false;
            self.fresh.reset();
            let mut ran: Vec<(Actor, bool, Outcome)> = Vec::new();
            let mut broken = None;
            for Job { actor, kind } in &mut jobs[next..] {
                let is_input = matches!(kind, JobKind::Input(_));
                let mut ran_job = self.run_job(&tx, actor, kind);
                if let Ok(Ok(done)) = &mut ran_job {
                    // Issue 46: before the outbox keeps them, so an owed post has its link.
                    let public_url = self.switches.public_url.as_deref();
                    let added =
                        crate::handlers::web_link::add_buttons(&tx, public_url, &mut done.replies);
                    // In a paced batch the failure may be another input's: the batch runs
                    // again, unpaced, and logs it there.
                    if let Err(e) = added {
                        if !tx.failed_in_paced() {
                            tracing::error!(error = %e, "web links left off the replies");
                        }
                    }
                }
                if tx.failed_in_paced() {
                    broken = Some("a paced transaction met a failure".into());
                    break;
                }
                match ran_job {
                    Ok(Ok(mut done)) if self.switches.outbox => {
                        // The public messages are owed in the same commit as the state.
                        if let Err(e) =
                            crate::runtime::outbox::queue(&tx, &mut done.replies, self.clock.now())
                        {
                            ran.push((actor.clone(), is_input, Ok(Done::default())));
                            broken = Some(format!("queueing the outbox: {e}"));
                            break;
                        }
                        ran.push((actor.clone(), is_input, Ok(done)));
                    }
                    Ok(outcome) => ran.push((actor.clone(), is_input, outcome)),
                    Err(Broken(e)) => {
                        ran.push((actor.clone(), is_input, Ok(Done::default())));
                        broken = Some(e.to_string());
                        break;
                    }
                }
                if tx.is_autocommit() {
                    broken = Some("SQLite ended the transaction itself (e.g. disk full)".into());
                    break;
                }
            }
            // The tables this transaction wrote: their shared states are dropped before anyone
            // is answered, committed or not, and replaced by the states its actions left if it
            // commits (see `snapshot`).
            let noted = match broken {
                Some(_) => Ok(()),
                None => self.fresh.note_writes(&tx),
            };
            let (changed, fresh) = self.fresh.take();
            let broken = match noted {
                Ok(()) => broken,
                Err(e) => Some(format!("reading the changed tables: {e}")),
            };
            // Why the transaction did not commit, if it did not, and whether its `COMMIT` was
            // sent (then a lost connection leaves unknown whether it committed).
            let (failed, at_commit) = match broken {
                Some(e) => {
                    drop(tx);
                    (Some((e, "batch rolled back")), false)
                }
                None => (
                    tx.commit()
                        .err()
                        .map(|e| (e.to_string(), "commit failed; rolled back")),
                    true,
                ),
            };
            let committed = failed.is_none();
            self.snapshots
                .changed(&changed, if committed { fresh } else { Vec::new() });
            if committed {
                self.committed(&changed);
            }
            let away_before = self.held().unavailable();
            let unavailable = match &failed {
                Some((error, _)) => self.note_unavailable(conn.is_closed(), false, error),
                None => false,
            };
            if committed && away_before && !conn.is_closed() {
                self.held().store_reached(self.clock.now());
            }
            match failed {
                Some(_) if unavailable && !at_commit && !retried => {
                    // Nothing of it was committed (no `COMMIT` went out) and nobody was
                    // answered: the same jobs again, on a new connection if the database is
                    // back (issue 44: the first write after a restart failed in front of its
                    // player). Unpaced, so that a failure of its own is its input's alone.
                    if away_before {
                        tracing::debug!(
                            jobs = jobs.len() - next,
                            "the database connection was lost in a transaction; running it again on a new one"
                        );
                    } else {
                        tracing::warn!(
                            jobs = jobs.len() - next,
                            "the database connection was lost in a transaction; running it again on a new one"
                        );
                    }
                    retried = true;
                    replaying = true;
                    continue;
                }
                Some((error, _)) if paced && !(unavailable && at_commit) => {
                    // Nothing of it survives and nobody was answered: the same jobs again,
                    // each failure now met at the end of its own input.
                    tracing::warn!(
                        %error,
                        jobs = jobs.len() - next,
                        "a paced transaction failed; running its jobs again unpaced"
                    );
                    self.replayed.fetch_add(1, Ordering::Relaxed);
                    replaying = true;
                    continue;
                }
                Some((error, what)) if unavailable && away_before => {
                    tracing::debug!(%error, jobs = ran.len(), "{what}")
                }
                Some((error, what)) => tracing::error!(%error, jobs = ran.len(), "{what}"),
                None => {}
            }
            #[cfg(test)]
            self.transactions
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push((ran.len(), committed));
            if committed {
                if let Some(c) = &self.checkpoints {
                    c.committed();
                }
                self.commits.fetch_add(1, Ordering::Relaxed);
                self.committed_jobs
                    .fetch_add(ran.len() as u64, Ordering::Relaxed);
            } else {
                self.rolled_back.fetch_add(1, Ordering::Relaxed);
            }
            next += ran.len();
            for (actor, is_input, outcome) in ran {
                outcomes.push(if committed {
                    outcome
                } else {
                    Ok(failure(&actor, is_input))
                });
            }
        }
        outcomes
    }

    /// The channel's table as the input's action left it, when it did (the action goes on, and
    /// nothing wrote the table after: see `snapshot::Fresh`), and whether any of its timeouts
    /// has passed already. Its deadlines are then known without reading them, so an action
    /// that leaves nobody's time run out costs no more statements after it (on PostgreSQL,
    /// no more round trips). `None`: read the channel's table and its deadlines.
    fn left_by_action(&self, tx: &Tx<'_>, actor: &Actor) -> Option<(i64, bool)> {
        let loaded = match self.fresh.left_in_step(tx) {
            Ok(loaded) => loaded?,
            Err(e) => {
                if !self.held().unavailable() {
                    tracing::warn!(error = %e, "reading the change notes failed; reading the table");
                }
                return None;
            }
        };
        if loaded.table.channel != actor.channel {
            return None;
        }
        let now = self.clock.now();
        let passed = loaded
            .deadlines
            .iter()
            .any(|d| d.bot.is_none() && d.due <= now);
        Some((loaded.table.id, passed))
    }

    /// Runs one job inside the batch's transaction.
    pub(super) fn run_job(
        &self,
        tx: &Tx<'_>,
        actor: &Actor,
        kind: &mut JobKind,
    ) -> Result<Outcome, Broken> {
        match kind {
            JobKind::Input(work) => {
                let mut replies = match self.step(tx, actor, |ctx| work(ctx))? {
                    Ok(replies) => replies,
                    Err(panic) => return Ok(Err(panic)),
                };
                // Absent players' prompts fall due at once; play them before answering.
                let table = match self.left_by_action(tx, actor) {
                    Some((_, false)) => None,
                    Some((table, true)) => Some(table),
                    // Only a table with a passed timeout needs firing: one read finds it.
                    None => match deadlines::due_in_channel(tx, &actor.channel, self.clock.now()) {
                        Ok(table) => table,
                        Err(e) => {
                            // In a paced batch that met a failure it may be another input's:
                            // the batch runs again, unpaced, and logs it there.
                            // While the database is away, the store's wait says it once.
                            if !tx.failed_in_paced() && !self.held().unavailable() {
                                tracing::error!(error = %e, "reading the channel's table failed");
                            }
                            None
                        }
                    },
                };
                if let Some(table) = table {
                    match self.fire(tx, Some(table), MAX_FIRED)? {
                        Ok(fired) => replies.extend(fired.replies),
                        Err(panic) => return Ok(Err(panic)),
                    }
                }
                Ok(Ok(Done {
                    replies,
                    more: false,
                    failed: false,
                }))
            }
            JobKind::Fire { only, budget } => self.fire(tx, *only, *budget),
            JobKind::Keep(work) => Ok(match work(tx).and_then(|()| tx.flush_writes()) {
                Ok(()) => Ok(Done::default()),
                Err(e) => {
                    // In a paced batch the failure may be another job's: the batch runs
                    // again, unpaced, and logs it there.
                    if !tx.failed_in_paced() {
                        tracing::error!(error = %e, "bookkeeping failed");
                    }
                    Ok(Done {
                        failed: true,
                        ..Done::default()
                    })
                }
            }),
            JobKind::Remind => Ok(self.step(tx, actor, play::remind)?.map(|replies| Done {
                replies: public_only(replies),
                more: false,
                failed: false,
            })),
            JobKind::Abandon => {
                Ok(self
                    .step(tx, actor, crate::handlers::abandon::sweep)?
                    .map(|replies| Done {
                        replies: public_only(replies),
                        more: false,
                        failed: false,
                    }))
            }
            JobKind::Direct => Ok(self
                .step(tx, actor, |ctx| {
                    Ok(crate::store::notify::due(
                        ctx.tx,
                        ctx.now,
                        &ctx.switches.shards,
                    )?)
                })?
                .map(|replies| Done {
                    // Each is one user's, owed through the outbox like a post.
                    replies: replies
                        .into_iter()
                        .filter(|r| matches!(r.delivery, crate::api::Delivery::Direct { .. }))
                        .collect(),
                    more: false,
                    failed: false,
                })),
            JobKind::Answers(answers) => self.commit_answers(tx, answers),
            JobKind::Seasons => Ok(self
                .step(tx, actor, crate::handlers::seasons::roll_due)?
                .map(|replies| Done {
                    replies: public_only(replies),
                    more: false,
                    failed: false,
                })),
            JobKind::Tournaments => Ok(self
                .step(tx, actor, crate::handlers::tournaments::sweep)?
                .map(|replies| Done {
                    replies: public_only(replies),
                    more: false,
                    failed: false,
                })),
        }
    }

    /// Commits bots' answers, each in its own savepoint like a player's input. An answer to a
    /// table that moved on is dropped by [`play::bot_move`] (its row, still due, is
    /// searched again); a search or a move that failed holds the table's deadlines back, as a
    /// timeout that cannot fire does.
    pub(super) fn commit_answers(
        &self,
        tx: &Tx<'_>,
        answers: &[Answer],
    ) -> Result<Outcome, Broken> {
        let mut replies = Vec::new();
        for answer in answers {
            let now = self.clock.now();
            let table = answer.table;
            let action = match &answer.action {
                Ok(action) => action.clone(),
                Err(e) => {
                    self.held()
                        .table_failed(table, now, format!("a bot's search failed: {e}"));
                    continue;
                }
            };
            let mv = play::BotMove {
                table,
                seat: answer.seat,
                version: answer.version,
                action,
            };
            let actor = system_actor_at(tx, table);
            let moved = self.step_handled(tx, &actor, |ctx| play::bot_move(ctx, &mv))?;
            if tx.failed_in_paced() {
                // Whose failure it is is known only when the batch runs again, unpaced
                // (`run_batch`): no table is held back for it.
                break;
            }
            if let Err(panic) = self.system_step(table, now, moved, &BOT_MOVE, &mut replies) {
                return Ok(Err(panic));
            }
        }
        Ok(Ok(Done {
            replies,
            more: false,
            failed: false,
        }))
    }

    /// What a system step at `table` (a fired timeout, a bot's move) came to: its
    /// public replies join `replies` and the table's deadlines go on; a refusal or a failure
    /// holds them back, as `says` words it for the log; a panic is handed back for the caller
    /// to return, after the table is held back too.
    pub(super) fn system_step(
        &self,
        table: i64,
        now: Millis,
        stepped: std::thread::Result<Handled>,
        says: &SystemStep,
        replies: &mut Vec<Reply>,
    ) -> std::thread::Result<()> {
        match stepped {
            Ok(Ok(out)) => {
                self.held().table_fired(table);
                replies.extend(public_only(out));
            }
            Ok(Err(refusal)) => {
                let error = match refusal {
                    Stop::Internal(e) | Stop::Damaged(e) => e,
                    // The reply's words stay out of the log: an engine's refusal may name a
                    // hidden card.
                    Stop::Refused(_) => says.refused.into(),
                    Stop::ToWriter => says.writes.into(),
                };
                self.held().table_failed(table, now, error);
            }
            Err(panic) => {
                self.held().table_failed(table, now, says.panicked.into());
                return Err(panic);
            }
        }
        Ok(())
    }

    /// Runs `f` in its own savepoint: kept if it succeeds, rolled back if it refuses, fails or
    /// panics, so it never changes state on refusal and never undoes the batch's other inputs.
    /// (In a paced transaction, by a replay of the whole transaction: see [`Core::step_handled`].)
    pub(super) fn step(
        &self,
        tx: &Tx<'_>,
        actor: &Actor,
        f: impl FnOnce(&Ctx<'_>) -> Handled,
    ) -> Result<std::thread::Result<Vec<Reply>>, Broken> {
        Ok(self
            .step_handled(tx, actor, f)?
            .map(|handled| match handled {
                Ok(replies) => replies,
                Err(Stop::Refused(reply)) => vec![*reply],
                Err(Stop::Damaged(e)) => {
                    self.held().damaged(&e);
                    vec![Reply::private(actor, damaged_text(actor))]
                }
                // In a paced transaction that met a failure, nobody can tell whose it is yet:
                // the writer runs the transaction again, and the input whose failure it is
                // is logged then.
                Err(Stop::Internal(_)) if tx.failed_in_paced() => {
                    vec![Reply::private(actor, failure_text(actor))]
                }
                Err(Stop::Internal(e)) if self.held().unavailable() => {
                    // The database is away: the store's wait says so once (`held`).
                    tracing::debug!(error = %e, "input failed; rolled back");
                    vec![Reply::private(actor, failure_text(actor))]
                }
                Err(Stop::Internal(e)) => {
                    tracing::error!(error = %e, "input failed; rolled back");
                    vec![Reply::private(actor, failure_text(actor))]
                }
                Err(Stop::ToWriter) => {
                    tracing::error!("a handler on the writer asked for the writer");
                    vec![Reply::private(actor, failure_text(actor))]
                }
            }))
    }

    /// [`Core::step`], returning what the handler said as it is.
    pub(super) fn step_handled(
        &self,
        tx: &Tx<'_>,
        actor: &Actor,
        f: impl FnOnce(&Ctx<'_>) -> Handled,
    ) -> Result<std::thread::Result<Handled>, Broken> {
        // A paced transaction takes no savepoints (`Conn::is_paced`). On PostgreSQL each is a
        // subtransaction, and with its release a request of its own for every input; a paced
        // transaction that meets a failure runs again unpaced anyway, so an input in it
        // that must be undone (refused or failed after writing) is undone the same way. One
        // refused before writing anything needs no undoing.
        let paced = tx.is_paced();
        let writes = tx.writes();
        if !paced {
            savepoint(tx, "SAVEPOINT step")?;
        }
        let now = self.clock.now();
        let ctx = Ctx {
            tx,
            actor,
            now,
            received: now,
            switches: &self.switches,
            base_seed: self.base_seed,
            read_only: false,
            snapshots: None,
            cache: Some(WriterCache {
                kept: &self.snapshots,
                fresh: &self.fresh,
            }),
        };
        self.fresh.step_began();
        // A panic (an engine bug) is caught so that it costs only this input; the savepoint
        // undoes whatever it wrote, and the panic goes on in the caller's thread.
        let result = std::panic::catch_unwind(AssertUnwindSafe(|| f(&ctx)));
        // Writes PostgreSQL's client queued go now (`Conn::end_input`): an input is done only
        // once they succeeded, and one that failed is this input's failure, undone below. In
        // a paced transaction this waits for the input before instead, and a failure met
        // makes the writer run the transaction again unpaced (`run_batch`).
        let result = match result {
            Ok(Ok(replies)) => match tx.end_input() {
                Ok(()) => Ok(Ok(replies)),
                Err(e) => Ok(Err(Stop::Internal(format!(
                    "writing the input's rows: {e}"
                )))),
            },
            other => other,
        };
        if !matches!(result, Ok(Ok(_))) {
            if !paced {
                savepoint(tx, "ROLLBACK TO step")?;
            } else if tx.writes() != writes {
                tx.undo_by_replay();
            }
            self.fresh.step_undone();
        }
        if !paced {
            savepoint(tx, "RELEASE step")?;
        }
        Ok(result)
    }

    pub(super) fn held(&self) -> MutexGuard<'_, Held> {
        // Held holds no invariant a panic could break halfway.
        self.held.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(super) fn keep(
        &self,
        work: impl FnMut(&Tx<'_>) -> crate::store::db::Result<()> + Send + 'static,
    ) -> Result<(), CoreError> {
        match self.submit(&system_actor(), JobKind::Keep(Box::new(work))) {
            Done { failed: false, .. } => Ok(()),
            _ => Err(CoreError::Io("the outbox could not be updated".into())),
        }
    }
}

/// How the log names a system step's refusal or failure ([`Core::system_step`]).
pub(super) struct SystemStep {
    /// The engine refused it (its words are not logged).
    refused: &'static str,
    /// Its handler asked for the writer it runs on.
    writes: &'static str,
    panicked: &'static str,
}

/// A timeout's default: a refusal was already logged where it was refused (a state that does
/// not load, the engine refusing its own default).
pub(super) const TIMEOUT: SystemStep = SystemStep {
    refused: "the timeout was refused; see the error above",
    writes: "a timeout asked for the writer",
    panicked: "the timeout panicked",
};

/// A bot's searched move.
pub(super) const BOT_MOVE: SystemStep = SystemStep {
    refused: "the engine refused a bot's move",
    writes: "a bot's move asked for the writer",
    panicked: "a bot's move panicked",
};
