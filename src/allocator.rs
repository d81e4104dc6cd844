//! The process's allocator, and how promptly it gives freed memory back.
//!
//! mimalloc instead of glibc's allocator: an interaction allocates and frees many small values
//! and strings from many threads, and glibc's malloc took a fifth of its CPU time
//! (`docs/benchmarks.md`).
//!
//! By default mimalloc keeps the pages a thread freed for a while (`purge_delay`), and on
//! Linux commits its arenas up front, so that a page it purges is only marked reusable and
//! stays in the resident set until the kernel needs it. The core keeps the parsed state of up
//! to a thousand running tables between clicks (`commands::store::snapshot`), each replaced by
//! whichever thread committed its last action; with the defaults the benchmark's resident set
//! per active table was 48-57 KB, and 35 KB with both options below (`docs/benchmarks.md`, run 11).
//! mimalloc reads its options from the environment as the process starts, and its first arena
//! is reserved before `main` runs, so setting them from `main` comes too late: the process
//! puts them in its environment and starts itself once more ([`start_tuned`]).

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Purge freed pages at once, and commit arena memory only as it is used (so that a purge
/// returns it to the system).
const OPTIONS: [(&str, &str); 2] = [
    ("MIMALLOC_PURGE_DELAY", "0"),
    ("MIMALLOC_ARENA_EAGER_COMMIT", "0"),
];

/// Returns if the allocator already runs with [`OPTIONS`] (or with values the environment
/// chose); otherwise executes this program again, with the same arguments, process id and
/// environment plus the missing options. If that fails, says so and goes on with the
/// allocator's defaults: more memory, nothing else changes.
pub fn start_tuned() {
    let missing: Vec<(&str, &str)> = OPTIONS
        .into_iter()
        .filter(|(name, _)| std::env::var_os(name).is_none())
        .collect();
    if missing.is_empty() {
        return;
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let error = match std::env::current_exe() {
            Ok(program) => {
                let mut args = std::env::args_os();
                let mut again = std::process::Command::new(program);
                if let Some(name) = args.next() {
                    again.arg0(name);
                }
                again.args(args).envs(missing);
                // `exec` returns only if it failed.
                again.exec()
            }
            Err(e) => e,
        };
        eprintln!(
            "tabula: could not start again with the allocator's options ({error}); going on \
             with its defaults, which keep more memory"
        );
    }
}
