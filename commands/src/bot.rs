//! The entry point: one `Bot` per process, shared by every front end.
//!
//! Every input runs inside one SQLite transaction on the single writer connection; replies are
//! returned only after that transaction commits, so nothing a player was told can be lost by a
//! crash. A refused input rolls back, so refusals never change state.
use crate::api::{Actor, Input, Millis, Reply};
use crate::clock::Clock;
use crate::{deadlines, lobby, play, queries, store, tables};
use rusqlite::{Connection, Transaction};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Errors opening or using the store. Input problems are never errors: they are private replies.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("database error: {0}")]
    Db(#[from] rusqlite::Error),
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
}

/// Behaviour switches, with production defaults.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Fixed base seed (the script driver's `--seed`); `None` seeds from the clock and entropy.
    pub seed: Option<u64>,
    /// Consecutive timeouts after which a player is marked absent.
    pub absence_limit: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seed: None,
            absence_limit: 3,
        }
    }
}

/// Why an input was not carried out.
pub(crate) enum Refusal {
    /// A polite private answer (which may carry a fresh view).
    Reply(Box<Reply>),
    /// Our fault; logged, and the user is told nothing changed.
    Db(rusqlite::Error),
}

impl From<rusqlite::Error> for Refusal {
    fn from(e: rusqlite::Error) -> Self {
        Refusal::Db(e)
    }
}

pub(crate) type Handled = Result<Vec<Reply>, Refusal>;

/// Everything a handler needs for one input.
pub(crate) struct Ctx<'a> {
    pub tx: &'a Transaction<'a>,
    pub actor: &'a Actor,
    pub now: Millis,
    pub settings: &'a Settings,
    /// Base of the per-table seeds (see [`Ctx::table_seed`]).
    pub base_seed: u64,
}

impl Ctx<'_> {
    /// The seed of table `id`: fixed by the base seed and the id, so `--seed` replays exactly,
    /// also across restarts.
    pub fn table_seed(&self, id: i64) -> u64 {
        mix(self.base_seed ^ mix(id as u64))
    }

    /// A refusal with a short private explanation.
    pub fn refuse<T>(&self, text: impl Into<String>) -> Result<T, Refusal> {
        Err(Refusal::Reply(Box::new(Reply::private(self.actor, text))))
    }
}

pub struct Bot {
    writer: Mutex<Connection>,
    clock: Arc<dyn Clock>,
    settings: Settings,
    base_seed: u64,
}

fn mix(mut z: u64) -> u64 {
    // SplitMix64 finaliser: spreads consecutive numbers over the whole seed space.
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The actor of inputs the bot makes itself (timeouts, reminders). Its private replies are
/// dropped: nobody interacted, so there is nobody to answer privately.
fn system_actor() -> Actor {
    Actor {
        guild: String::new(),
        channel: String::new(),
        user: String::new(),
        name: "timer".into(),
        manage_channels: false,
    }
}

impl Bot {
    /// Opens (creating if needed) the database at `path`. Stored tables and deadlines need no
    /// loading: they are read when used, and [`Bot::fire_due`] fires whatever fell due while the
    /// bot was down.
    pub fn open(path: &Path, clock: Arc<dyn Clock>) -> Result<Bot, BotError> {
        Bot::open_with(path, clock, Settings::default())
    }

    pub fn open_with(
        path: &Path,
        clock: Arc<dyn Clock>,
        settings: Settings,
    ) -> Result<Bot, BotError> {
        let conn = store::open(path)?;
        let base = settings.seed.unwrap_or_else(|| {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or_default();
            mix(nanos ^ u64::from(std::process::id()))
        });
        Ok(Bot {
            writer: Mutex::new(conn),
            clock,
            settings,
            base_seed: base,
        })
    }

    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave a half-written transaction behind (it rolls
        // back on drop), so a poisoned lock is safe to reuse.
        self.writer.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Runs `f` in one transaction; commits only if it succeeds.
    fn transact(&self, actor: &Actor, f: impl FnOnce(&Ctx<'_>) -> Handled) -> Vec<Reply> {
        let mut conn = self.conn();
        let result = (|| {
            let tx = conn.transaction()?;
            let ctx = Ctx {
                tx: &tx,
                actor,
                now: self.clock.now(),
                settings: &self.settings,
                base_seed: self.base_seed,
            };
            let replies = f(&ctx)?;
            tx.commit()?;
            Ok::<_, Refusal>(replies)
        })();
        match result {
            Ok(replies) => replies,
            Err(Refusal::Reply(reply)) => vec![*reply],
            Err(Refusal::Db(e)) => {
                tracing::error!(error = %e, "input failed; rolled back");
                vec![Reply::private(
                    actor,
                    "Something went wrong on our side; nothing was changed. Please try again.",
                )]
            }
        }
    }

    /// Handles one user input; the replies are returned only after the effects are committed.
    pub fn handle(&self, actor: &Actor, input: Input) -> Vec<Reply> {
        let mut replies = self.transact(actor, |ctx| match &input {
            Input::Command { name, options } => match name.as_str() {
                "play" => lobby::play(ctx, options),
                "join" => lobby::join_channel(ctx),
                "leave" => lobby::leave_channel(ctx),
                "start" => lobby::start_channel(ctx),
                "cancel" => lobby::cancel(ctx),
                "hand" => play::hand_command(ctx),
                "board" => play::board_command(ctx),
                "rules" => queries::rules(ctx, options),
                "leaderboard" => queries::leaderboard(ctx, options),
                "stats" => queries::stats(ctx, options),
                "games" => queries::games(ctx),
                "score" => queries::score(ctx, options),
                other => ctx.refuse(format!("Unknown command /{other}.")),
            },
            Input::Click { custom_id, values } => play::click(ctx, custom_id, values),
            Input::Submit { custom_id, fields } => play::submit(ctx, custom_id, fields),
        });
        // Absent players' prompts fall due at once; play them before answering.
        let table = {
            let conn = self.conn();
            tables::open_in_channel(&conn, &actor.channel)
                .ok()
                .flatten()
        };
        if let Some(table) = table {
            replies.extend(self.fire(Some(table.id)));
        }
        replies
    }

    /// Applies the timeout default of every deadline that has passed, through the same path as a
    /// player input, and posts due reminders; returns what to post.
    pub fn fire_due(&self) -> Vec<Reply> {
        self.fire(None)
    }

    fn fire(&self, only: Option<i64>) -> Vec<Reply> {
        let mut replies = Vec::new();
        // Each timeout is its own transaction; one can make the next prompt due at once (an
        // absent player), so loop until nothing is due. The bound guards against a game that
        // keeps prompting an absent seat forever.
        let mut last: Option<deadlines::Deadline> = None;
        for _ in 0..10_000 {
            let due = {
                let conn = self.conn();
                deadlines::first_due(&conn, self.clock.now(), only)
            };
            let first = match due {
                Ok(Some(d)) => d,
                Ok(None) => break,
                Err(e) => {
                    tracing::error!(error = %e, "reading deadlines failed");
                    break;
                }
            };
            if last.as_ref() == Some(&first) {
                // The previous attempt failed and rolled back; retry on the next wake-up.
                break;
            }
            last = Some(first.clone());
            let system = system_actor();
            let out = self.transact(&system, |ctx| play::timeout(ctx, &first));
            replies.extend(out.into_iter().filter(|r| r.to.is_public()));
        }
        if only.is_none() {
            replies.extend(self.reminders());
        }
        replies
    }

    fn reminders(&self) -> Vec<Reply> {
        let system = system_actor();
        self.transact(&system, play::remind)
            .into_iter()
            .filter(|r| r.to.is_public())
            .collect()
    }

    /// The earliest pending deadline or reminder, for the scheduler to sleep until.
    pub fn next_deadline(&self) -> Option<Millis> {
        deadlines::next(&self.conn()).ok().flatten()
    }

    /// Remembers the Discord message id of a table's board after the front end posted it.
    pub fn set_board_message(&self, table: i64, message: &str) -> Result<(), BotError> {
        tables::set_board_message(&self.conn(), table, message)?;
        Ok(())
    }
}
