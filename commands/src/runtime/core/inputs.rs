//! The input entry: an input is first tried on a read connection (views, menu steps, queries);
//! whatever changes something goes to the writer.
use super::*;
use present_kit::words::Lang;

impl Core {
    /// Tries `input` on a read connection, on the last committed state, without the writer:
    /// views, menu steps, stale clicks and queries are answered here and never wait behind a
    /// batch's `fsync`. An action a click completed is decided here too, and committed by the
    /// writer. `None`: the writer runs the input from the start (it writes something other than
    /// an action, or the read failed).
    pub(super) fn read(&self, actor: &Actor, input: &Input) -> Option<Decision> {
        let read = self.with_reader(|conn| self.read_on(conn, actor, input));
        read.unwrap_or_else(|e| {
            // While the database is away every click would say it: the store's wait says it
            // once (`held`).
            if self.held().unavailable() {
                tracing::debug!(error = %e, "cannot open a read connection; using the writer");
            } else {
                tracing::warn!(error = %e, "cannot open a read connection; using the writer");
            }
            None
        })
    }

    /// [`Core::read`] on read connection `conn`.
    pub(super) fn read_on(
        &self,
        conn: &mut Conn,
        actor: &Actor,
        input: &Input,
    ) -> Option<Decision> {
        // Read before the transaction begins: a table this read loads is kept for the next
        // clicks only if no commit came in between (see `snapshot`).
        let generation = self.snapshots.generation();
        match conn.transaction() {
            // A passed deadline at the channel's table is played before anyone is answered
            // (the scheduler may not have fired it yet, e.g. just after a restart): that is a
            // write.
            Ok(tx) if self.due_at_channel(&tx, &actor.channel) => None,
            Ok(tx) => {
                let now = self.clock.now();
                let ctx = Ctx {
                    tx: &tx,
                    actor,
                    now,
                    received: now,
                    switches: &self.switches,
                    base_seed: self.base_seed,
                    read_only: true,
                    snapshots: Some((&self.snapshots, generation)),
                    cache: None,
                };
                // A panic (an engine bug) goes on in the caller's thread, as on the writer;
                // nothing was written, and the connection is dropped with it.
                match router::route(&ctx, input) {
                    Ok(Decision::Answer(mut replies)) => {
                        let public_url = self.switches.public_url.as_deref();
                        if let Err(e) =
                            crate::handlers::web_link::add_buttons(&tx, public_url, &mut replies)
                        {
                            tracing::error!(error = %e, "web links left off the replies");
                        }
                        Some(Decision::Answer(replies))
                    }
                    Ok(decision) => Some(decision),
                    Err(Stop::Refused(reply)) => Some(Decision::Answer(vec![*reply])),
                    Err(Stop::Damaged(e)) => {
                        self.held().damaged(&e);
                        Some(Decision::Answer(vec![Reply::private(
                            actor,
                            damaged_text(actor),
                        )]))
                    }
                    Err(Stop::ToWriter) => None,
                    Err(Stop::Internal(e)) => {
                        // The writer runs the input again and answers for it.
                        tracing::warn!(error = %e, "read failed; handing the input to the writer");
                        None
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot begin a read; using the writer");
                None
            }
        }
    }

    /// Whether the table of `channel` has a deadline that has passed (an error counts as yes:
    /// the writer then handles the input, and reports what fails).
    pub(super) fn due_at_channel(&self, conn: &Conn, channel: &str) -> bool {
        if let Some(kept) = self.snapshots.in_channel(channel) {
            // The channel's running table as last committed, with its deadlines.
            let now = self.clock.now();
            return !self.held().holds(kept.table.id, now)
                && kept
                    .deadlines
                    .iter()
                    .any(|d| d.bot.is_none() && d.due <= now);
        }
        let now = self.clock.now();
        match deadlines::due_in_channel(conn, channel, now) {
            Ok(Some(table)) => !self.held().holds(table, now),
            Ok(None) => false,
            Err(_) => true,
        }
    }

    /// The private answer to a command that did not parse (`why`), in its reader's language
    /// (issue 48), as every private answer: the one they chose with `/settings my_language`,
    /// else their Discord language, else the server's. Read on a read connection; if that
    /// fails the answer still goes, in the language the interaction gives (the failure is
    /// logged).
    pub fn refusal(&self, actor: &Actor, why: &crate::input::Refusal) -> Reply {
        let read = self.with_reader(|conn| -> Result<Lang, String> {
            if let Some(lang) = crate::store::languages::chosen(conn, &actor.user)? {
                return Ok(lang);
            }
            if let Some(lang) = actor.locales.user.as_deref().and_then(Lang::from_discord) {
                return Ok(lang);
            }
            let server = crate::store::server_settings::for_channel(
                conn,
                &actor.guild,
                actor.home_channel(),
            )?;
            Ok(crate::store::server_settings::public_lang(actor, &server))
        });
        let lang = match read {
            Ok(Ok(lang)) => lang,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "a reader's language could not be read");
                actor.locales.lang()
            }
            Err(e) => {
                tracing::warn!(error = %e, "no read connection for a reader's language");
                actor.locales.lang()
            }
        };
        Reply::private(actor, why.say(lang))
    }

    /// Handles one user input; the replies are returned only after the effects are committed.
    /// Inputs to one table are applied one at a time, in arrival order; a click rendered before
    /// the table moved on is refused by its version.
    pub fn handle(&self, actor: &Actor, input: Input) -> Vec<Reply> {
        // A display name is shown inside the core's own markup; it never carries a mark.
        let mut actor = actor.clone();
        actor.name = present_kit::markup::strip(&actor.name);
        let actor = &actor;
        let note = matches!(input, Input::Command(_))
            .then(|| self.dm_refusal_note(actor))
            .flatten();
        let mut replies = self.answer(actor, input);
        replies.extend(note);
        replies
    }

    /// Once after Discord refused `actor`'s direct messages: the note their next command gets.
    fn dm_refusal_note(&self, actor: &Actor) -> Option<Reply> {
        let untold = self
            .dm_untold
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&actor.user);
        if !untold {
            return None;
        }
        let note = std::sync::Arc::new(std::sync::Mutex::new(None));
        let slot = note.clone();
        let who = actor.clone();
        let kept = self.keep(move |tx| {
            let reply = crate::store::notify::refusal_note(tx, &who)?;
            *slot.lock().unwrap_or_else(|p| p.into_inner()) = reply;
            Ok(())
        });
        if let Err(e) = kept {
            tracing::error!(error = %e, "could not mark a direct-message refusal as told");
        }
        let reply = note.lock().unwrap_or_else(|p| p.into_inner()).take();
        reply
    }

    fn answer(&self, actor: &Actor, input: Input) -> Vec<Reply> {
        // When the input arrived (issue 47): what a clocked turn is charged up to, however long
        // the read path and the writer's queue take after this.
        let received = self.clock.now();
        let decided = if input.reads_first() {
            self.read(actor, &input)
        } else {
            None
        };
        let work: Box<Work> = match decided {
            Some(Decision::Answer(replies)) => return replies,
            Some(Decision::Commit(pending)) => committing(pending, input),
            None => Box::new(move |ctx: &Ctx<'_>| play::carry_out(ctx, router::route(ctx, &input))),
        };
        let mut work = work;
        let work: Box<Work> = Box::new(move |ctx: &Ctx<'_>| work(&ctx.received_at(received)));
        self.submit(actor, JobKind::Input(work)).replies
    }
}

/// The writer's work for an input the read path decided (`pending`): commit the decision if
/// the table is still where it was decided, or decide `input` again on the writer. The
/// decision is taken by the first run; a run again (a paced transaction's replay,
/// `core::writer`) decides the input afresh, as it would a stale decision.
pub(super) fn committing(pending: Box<crate::handlers::ctx::Pending>, input: Input) -> Box<Work> {
    let mut pending = Some(pending);
    Box::new(move |ctx: &Ctx<'_>| match pending.take() {
        Some(pending) => play::commit_pending(ctx, *pending, |ctx| router::route(ctx, &input)),
        None => play::carry_out(ctx, router::route(ctx, &input)),
    })
}
