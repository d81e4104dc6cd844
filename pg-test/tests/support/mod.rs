//! Looking at processes through /proc, to check which processes a cluster left behind.

#![allow(dead_code)] // Each test binary uses its own part.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

/// Processes whose working folder is inside `dir` (every PostgreSQL server process works in
/// its data directory), even when the folder has since been deleted.
pub fn processes_working_in(dir: &Path) -> Vec<u32> {
    let dir = dir.to_string_lossy().into_owned();
    all_processes()
        .into_iter()
        .filter(|pid| {
            fs::read_link(format!("/proc/{pid}/cwd"))
                .is_ok_and(|cwd| cwd.to_string_lossy().starts_with(&dir))
        })
        .collect()
}

/// Whether `pid` is a live process (a zombie has ended, and waits only to be reaped).
pub fn is_alive(pid: u32) -> bool {
    let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return false;
    };
    // The state follows the command name, which is in parentheses and may hold spaces.
    let state = stat
        .rsplit_once(')')
        .and_then(|(_, rest)| rest.split_whitespace().next());
    state != Some("Z")
}

/// The children of `parent` that are cluster watchdogs: one per cluster it started.
pub fn watchdogs_of(parent: u32) -> Vec<u32> {
    all_processes()
        .into_iter()
        .filter(|pid| parent_of(*pid) == Some(parent))
        .filter(|pid| {
            fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|cmdline| {
                cmdline
                    .split(|byte| *byte == 0)
                    .any(|arg| arg == b"pg-test-watchdog")
            })
        })
        .collect()
}

fn parent_of(pid: u32) -> Option<u32> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    rest.split_whitespace().nth(1)?.parse().ok()
}

fn all_processes() -> Vec<u32> {
    fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse().ok())
        .collect()
}

/// The postmaster's process id, from the first line of `postmaster.pid`.
pub fn postmaster_pid(data_dir: &Path) -> u32 {
    let text = fs::read_to_string(data_dir.join("postmaster.pid")).unwrap();
    text.lines().next().unwrap().trim().parse().unwrap()
}

/// Waits until `condition` holds, up to a deadline generous for a busy machine.
pub fn wait_until(what: &str, mut condition: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !condition() {
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}
