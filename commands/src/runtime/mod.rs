//! What runs: the application core (`core`: the read path, the writer and its transactions,
//! timers, delivery, checkpoints), group commit (`batch`), the public messages a commit owes
//! the front end ([`outbox`]) and the worker pool that runs bots' searches
//! (`thinking`). Uses the handlers (through their router), the view, the store, the typed
//! inputs, the core's switches (`crate::switches`) and the words at the crate's top (`api`,
//! `clock`, `backoff`).
pub(crate) mod batch;
pub(crate) mod core;
pub mod outbox;
pub(crate) mod thinking;
