//! Where the pages read from (issue 46): the bot's core, or the script driver's, whose core
//! lives inside the driver and is replaced by its `restart` line.
use commands::pages::PageResult;
use commands::script::Script;
use commands::store::db::Conn;
use commands::Core;
use std::sync::{Arc, Mutex};

/// The core a page's reads run on.
#[derive(Clone)]
pub enum Source {
    Core(Arc<Core>),
    /// `tabula script --web`: the driver runs one line at a time holding the lock, so a page
    /// reads between lines (a line takes milliseconds).
    Script(Arc<Mutex<Script>>),
}

impl Source {
    /// Runs a page's reads on a read connection (`Core::read_page`). Blocking: call it off the
    /// async threads.
    pub fn read<T>(&self, f: impl FnOnce(&Conn) -> PageResult<T>) -> PageResult<T> {
        match self {
            Source::Core(core) => core.read_page(f),
            Source::Script(script) => script
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .core()
                .read_page(f),
        }
    }

    /// The core's time: what a page that depends on it (the running season, who is active;
    /// issue 47) is made at.
    pub fn now(&self) -> commands::api::Millis {
        match self {
            Source::Core(core) => core.now(),
            Source::Script(script) => script
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .core()
                .now(),
        }
    }

    /// Runs `f` on the core as it is now (to register a commit watcher).
    pub fn with_core(&self, f: impl FnOnce(&Core)) {
        match self {
            Source::Core(core) => f(core),
            Source::Script(script) => f(script.lock().unwrap_or_else(|p| p.into_inner()).core()),
        }
    }
}
