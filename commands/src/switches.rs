//! Behaviour switches of a core, with production defaults.

use crate::api::Millis;
use crate::store::snapshot::KEPT_TABLES;

#[derive(Clone, Debug)]
pub struct Switches {
    /// Fixed base seed (the script driver's `--seed`); `None` seeds from the clock and entropy.
    pub seed: Option<u64>,
    /// Consecutive timeouts after which a player is marked absent.
    pub absence_limit: u32,
    /// Queue every public board and post of a committed input in the outbox table
    /// for a delivery worker, instead of leaving them to whoever called.
    /// On for Discord; off for the drivers that print replies as they come (`local`,
    /// `script`, the benchmark).
    pub outbox: bool,
    /// How bots think.
    pub bots: BotSwitches,
    /// Running tables whose parsed state the read path keeps between clicks, the most
    /// recently clicked first; 0 keeps none. Memory against CPU: see
    /// [`KEPT_TABLES`].
    pub kept_tables: usize,
    /// The shards this process runs (`SHARDS`, issue 29): its timers, bots and
    /// deliveries handle only the tables of these shards' guilds, which no other process
    /// handles. Every guild by default.
    pub shards: crate::store::shards::Shards,
    /// Where people reach the web pages (`PUBLIC_URL`, issue 46), without a trailing slash:
    /// boards and results carry a "View on the web" link under it. `None`: no links are shown.
    pub public_url: Option<String>,
}

/// How bots think: their pause, their worker pool and their budget.
#[derive(Clone, Debug)]
pub struct BotSwitches {
    /// How long after its prompt a bot moves in a live game, so people can follow (async
    /// games: at once).
    pub pause: Millis,
    /// Threads that search: by default the machine's cores less one (at least one), so a core
    /// stays for the async runtime and the writer.
    pub threads: usize,
    /// Searches that may wait for a thread; bot moves due past that wait as rows in the
    /// database until a thread is free, never dropped.
    pub queue: usize,
    /// A fixed number of iterations with no time limit, for reproducible runs (the script
    /// driver); `None` gives each level its own budget ([`game_kit::bots::Level::budget`]).
    /// A level that searches less (easy) keeps its own smaller number.
    pub iterations: Option<u32>,
}

impl Default for BotSwitches {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let threads = cores.saturating_sub(1).max(1);
        BotSwitches {
            pause: 1_500,
            threads,
            queue: 2 * threads,
            iterations: None,
        }
    }
}

impl Default for Switches {
    fn default() -> Self {
        Switches {
            seed: None,
            absence_limit: 3,
            outbox: false,
            bots: BotSwitches::default(),
            kept_tables: KEPT_TABLES,
            shards: crate::store::shards::Shards::ALL,
            public_url: None,
        }
    }
}
