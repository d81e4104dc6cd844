//! What every handler gets for one input ([`Ctx`]), and why a handler stops before its answer
//! ([`Stop`]): a refusal, damage, our own failure, or, on the read path, an input that writes.
//!
//! Handlers run inside the writer's transaction, each input in its own savepoint. A stop rolls
//! that savepoint back, so a refused input never changes anything.
use crate::api::{Actor, Delivery, Millis, Reply};
use crate::store::db::Tx;
use crate::store::error::{CodecError, CorruptColumn};
use crate::store::snapshot::{Snapshots, WriterCache};
use crate::switches::Switches;
use game_kit::Seat;
use present_kit::session::{ApplyError, SessionError};
use serde_json::Value;

/// What the user reads when their input failed on our side (it changed nothing), in their
/// language as the input says it (`Locales::lang`: the database may be what failed).
pub(crate) fn failure_text(actor: &Actor) -> String {
    crate::words::t(actor.locales.lang(), "failure", &[])
}

/// What the user reads when the table's stored data does not read back (issue 25, item 4):
/// trying again cannot help, so they learn who can end the table and that nothing is thrown
/// away. In their language as the input says it (`Locales::lang`).
pub(crate) fn damaged_text(actor: &Actor) -> String {
    crate::words::t(actor.locales.lang(), "damaged", &[])
}

/// Why a handler stopped before its answer (the `Err` of [`Handled`] and [`Decided`]): three
/// ways an input is not carried out, and one way it goes on elsewhere ([`Stop::ToWriter`]).
pub(crate) enum Stop {
    /// Refused: a polite private answer (which may carry a fresh view).
    Refused(Box<Reply>),
    /// The table's stored data is damaged (a column or its saved state does not read back):
    /// logged once with what is wrong, and the user is told [`damaged_text`].
    Damaged(String),
    /// Our fault (database, stored data, a game that cannot save): logged, and the user is told
    /// nothing changed.
    Internal(String),
    /// Met only on the read-only path ([`Ctx::read_only`]): the input writes something other
    /// than a game action (a lobby change, a resume, a timeout), which a read connection
    /// cannot do, so the writer runs it from the start. A completed action is not this: it is
    /// a [`Decision::Commit`].
    ToWriter,
}

impl From<crate::store::db::Error> for Stop {
    fn from(e: crate::store::db::Error) -> Self {
        match &e {
            crate::store::db::Error::Conversion { source, .. } if source.is::<CorruptColumn>() => {
                Stop::Damaged(source.to_string())
            }
            _ if crate::store::error::is_corrupt(&e) => Stop::Damaged(format!("database: {e}")),
            _ => Stop::Internal(format!("database: {e}")),
        }
    }
}

impl From<CodecError> for Stop {
    fn from(e: CodecError) -> Self {
        Stop::Internal(e.to_string())
    }
}

impl From<SessionError> for Stop {
    fn from(e: SessionError) -> Self {
        Stop::Internal(e.to_string())
    }
}

impl From<CorruptColumn> for Stop {
    fn from(e: CorruptColumn) -> Self {
        Stop::Damaged(e.to_string())
    }
}

pub(crate) type Handled = Result<Vec<Reply>, Stop>;

/// What reading an input decided: what to answer, or a game action to commit. The read path
/// and the writer decide alike; only the writer commits,
/// and what the commit changed is rendered after it, in one place.
pub(crate) enum Decision {
    /// The answer; nothing (more) to commit.
    Answer(Vec<Reply>),
    /// A menu path or a form completed this action; commit it if the table is still as read.
    Commit(Box<Pending>),
}

impl From<Vec<Reply>> for Decision {
    fn from(replies: Vec<Reply>) -> Self {
        Decision::Answer(replies)
    }
}

/// A handler that may end in an action to commit.
pub(crate) type Decided = Result<Decision, Stop>;

/// Everything a handler needs for one input.
pub(crate) struct Ctx<'a> {
    pub tx: &'a Tx<'a>,
    pub actor: &'a Actor,
    pub now: Millis,
    /// When the input was received (issue 47): a clocked turn is charged up to here, not up to
    /// `now`, so time the input spent queued or being judged is never a player's. `now` for
    /// the core's own steps (a timeout, a bot's move).
    pub received: Millis,
    pub switches: &'a Switches,
    /// Base of the per-table seeds (see [`Ctx::table_seed`]).
    pub base_seed: u64,
    /// The input runs on a read connection, outside the writer's transaction, on the last
    /// committed state: handlers that would write stop with [`Stop::ToWriter`] first (see
    /// [`Ctx::writes`]), and the connection refuses writes anyway (`query_only`).
    pub read_only: bool,
    /// On the read path: the running tables' shared states, and the cache's generation read
    /// before this input's transaction began (see [`crate::store::snapshot`]). `None` on the writer,
    /// which reads its own transaction.
    pub snapshots: Option<(&'a Snapshots, u64)>,
    /// On the writer: the kept states, and where a committed action leaves the table's new
    /// state for the cache (see [`crate::store::snapshot::Fresh`]). `None` on the read path, which
    /// commits nothing.
    pub cache: Option<WriterCache<'a>>,
}

impl<'a> Ctx<'a> {
    /// This context for an input received at `received` (see [`Ctx::received`]).
    pub fn received_at(&self, received: Millis) -> Ctx<'a> {
        Ctx {
            received: received.min(self.now),
            ..*self
        }
    }

    /// The seed of table `id`: fixed by the base seed and the id, so `--seed` replays exactly,
    /// also across restarts.
    pub fn table_seed(&self, id: i64) -> u64 {
        game_kit::random::mix(self.base_seed ^ game_kit::random::mix(id as u64))
    }

    /// What every handler that writes calls first: on the read-only path, hands the input to
    /// the writer.
    pub fn writes(&self) -> Result<(), Stop> {
        if self.read_only {
            Err(Stop::ToWriter)
        } else {
            Ok(())
        }
    }

    /// A refusal with a short private explanation.
    pub fn refuse<T>(&self, text: impl Into<String>) -> Result<T, Stop> {
        Err(Stop::Refused(Box::new(Reply::private(self.actor, text))))
    }

    /// The language of this actor's private answers (issue 48): the one they chose
    /// (`/settings my_language`), else their own Discord language when Tabula speaks it, else
    /// the server's public one (`crate::store::server_settings::public_lang`).
    pub fn lang(&self) -> Result<present_kit::words::Lang, Stop> {
        let chosen = crate::store::languages::chosen(self.tx, &self.actor.user);
        if let Some(lang) = chosen.map_err(Stop::Internal)? {
            return Ok(lang);
        }
        let own = self.actor.locales.user.as_deref();
        if let Some(lang) = own.and_then(present_kit::words::Lang::from_discord) {
            return Ok(lang);
        }
        self.public_lang()
    }

    /// The language of this server's public messages here (issue 48): boards, notices,
    /// results (`crate::store::server_settings::public_lang`).
    pub fn public_lang(&self) -> Result<present_kit::words::Lang, Stop> {
        let settings = crate::store::server_settings::for_channel(
            self.tx,
            &self.actor.guild,
            self.actor.home_channel(),
        )
        .map_err(|e| Stop::Internal(format!("server settings: {e}")))?;
        Ok(crate::store::server_settings::public_lang(
            self.actor, &settings,
        ))
    }

    /// The engine's refusal as a private explanation; our own failure as [`Stop::Internal`].
    pub fn refuse_apply<T>(&self, e: ApplyError) -> Result<T, Stop> {
        match e {
            ApplyError::Rule(e) => self.refuse(e.0),
            ApplyError::Broken(e) => Err(e.into()),
        }
    }
}

/// An action a menu path or a form completed, as read at `version`: the writer applies it if
/// the table is still at `version` and the seat still its actor's, without walking the menu
/// again.
pub(crate) struct Pending {
    pub table: i64,
    pub version: i64,
    pub seat: Seat,
    pub action: Value,
    pub delivery: Delivery,
    /// The table as loaded at `version`: the writer, finding the same version, applies the
    /// action to a copy of its state instead of parsing the same stored state again.
    pub loaded: std::sync::Arc<crate::store::snapshot::Loaded>,
}
