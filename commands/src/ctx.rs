//! What every handler gets for one input ([`Ctx`]) and how it says no ([`Refusal`]).
//!
//! Handlers (`lobby`, `play`, `queries`) run inside the writer's transaction, in their own
//! savepoint (see [`crate::core`]). A refusal rolls that savepoint back, so a refused input
//! never changes anything.
use crate::api::{Actor, Delivery, Millis, Reply};
use crate::db::Tx;
use crate::error::{CodecError, CorruptColumn};
use crate::session::{ApplyError, SessionError};
use crate::settings::Switches;
use crate::snapshot::{Snapshots, WriterCache};
use game_kit::Seat;
use serde_json::Value;

/// What the user reads when their input failed on our side (it changed nothing).
pub const FAILURE: &str =
    "Something went wrong on our side; nothing was changed. Please try again.";

/// What the user reads when the table's stored data does not read back (issue 25, item 4):
/// trying again cannot help, so they learn who can end the table and that nothing is thrown
/// away.
pub const DAMAGED: &str = "This table's saved game is damaged, so it cannot go on (trying \
                           again will not help). The host, or anyone who can manage this \
                           channel, can end it with /cancel; what was saved is kept as it is \
                           for the server admin to look at (`tabula check`). Then /play opens \
                           a new table.";

/// Why an input was not carried out.
pub enum Refusal {
    /// A polite private answer (which may carry a fresh view).
    Reply(Box<Reply>),
    /// The table's stored data is damaged (a column or its saved state does not read back):
    /// logged once with what is wrong, and the user is told [`DAMAGED`].
    Damaged(String),
    /// Our fault (database, stored data, a game that cannot save): logged, and the user is told
    /// nothing changed.
    Internal(String),
    /// Met only on the read-only path ([`Ctx::read_only`]): the input writes something other
    /// than a game action (a lobby change, a resume, a timeout), which a read connection
    /// cannot do, so the writer runs it from the start. A completed action is not this: it is
    /// a [`Decision::Commit`].
    Writes,
}

impl From<crate::db::Error> for Refusal {
    fn from(e: crate::db::Error) -> Self {
        match &e {
            crate::db::Error::Conversion { source, .. } if source.is::<CorruptColumn>() => {
                Refusal::Damaged(source.to_string())
            }
            _ if crate::error::is_corrupt(&e) => Refusal::Damaged(format!("database: {e}")),
            _ => Refusal::Internal(format!("database: {e}")),
        }
    }
}

impl From<CodecError> for Refusal {
    fn from(e: CodecError) -> Self {
        Refusal::Internal(e.to_string())
    }
}

impl From<SessionError> for Refusal {
    fn from(e: SessionError) -> Self {
        Refusal::Internal(e.to_string())
    }
}

impl From<CorruptColumn> for Refusal {
    fn from(e: CorruptColumn) -> Self {
        Refusal::Damaged(e.to_string())
    }
}

pub type Handled = Result<Vec<Reply>, Refusal>;

/// What reading an input decided: what to answer, or a game action to commit. The read path
/// and the writer decide alike; only the writer commits ([`crate::play::commit_pending`]),
/// and what the commit changed is rendered after it, in one place.
pub enum Decision {
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
pub type Decided = Result<Decision, Refusal>;

/// Everything a handler needs for one input.
pub struct Ctx<'a> {
    pub tx: &'a Tx<'a>,
    pub actor: &'a Actor,
    pub now: Millis,
    pub switches: &'a Switches,
    /// Base of the per-table seeds (see [`Ctx::table_seed`]).
    pub base_seed: u64,
    /// The input runs on a read connection, outside the writer's transaction, on the last
    /// committed state: handlers that would write stop with [`Refusal::Writes`] first (see
    /// [`Ctx::writes`]), and the connection refuses writes anyway (`query_only`).
    pub read_only: bool,
    /// On the read path: the running tables' shared states, and the cache's generation read
    /// before this input's transaction began (see [`crate::snapshot`]). `None` on the writer,
    /// which reads its own transaction.
    pub snapshots: Option<(&'a Snapshots, u64)>,
    /// On the writer: the kept states, and where a committed action leaves the table's new
    /// state for the cache (see [`crate::snapshot::Fresh`]). `None` on the read path, which
    /// commits nothing.
    pub cache: Option<WriterCache<'a>>,
}

impl Ctx<'_> {
    /// The seed of table `id`: fixed by the base seed and the id, so `--seed` replays exactly,
    /// also across restarts.
    pub fn table_seed(&self, id: i64) -> u64 {
        mix(self.base_seed ^ mix(id as u64))
    }

    /// What every handler that writes calls first: on the read-only path, hands the input to
    /// the writer.
    pub fn writes(&self) -> Result<(), Refusal> {
        if self.read_only {
            Err(Refusal::Writes)
        } else {
            Ok(())
        }
    }

    /// A refusal with a short private explanation.
    pub fn refuse<T>(&self, text: impl Into<String>) -> Result<T, Refusal> {
        Err(Refusal::Reply(Box::new(Reply::private(self.actor, text))))
    }

    /// The engine's refusal as a private explanation; our own failure as [`Refusal::Internal`].
    pub fn refuse_apply<T>(&self, e: ApplyError) -> Result<T, Refusal> {
        match e {
            ApplyError::Rule(e) => self.refuse(e.0),
            ApplyError::Broken(e) => Err(e.into()),
        }
    }
}

/// SplitMix64's finaliser: spreads consecutive numbers over the whole seed space.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// An action a menu path or a form completed, as read at `version`: the writer applies it if
/// the table is still at `version` and the seat still its actor's, without walking the menu
/// again.
pub struct Pending {
    pub table: i64,
    pub version: i64,
    pub seat: Seat,
    pub action: Value,
    pub delivery: Delivery,
    /// The table as loaded at `version`: the writer, finding the same version, applies the
    /// action to a copy of its state instead of parsing the same stored state again.
    pub loaded: std::sync::Arc<crate::snapshot::Loaded>,
}
