//! Stops a cluster and removes its folder when its owner goes away, however it goes.
//!
//! The shared [`crate::Server`] lives in a static, which is never dropped, and a test process
//! may be killed outright; neither runs any code of ours at the end. So a small shell process
//! waits on a pipe whose only writer is the owner. When the write end closes (the `Server`
//! dropped, or the process gone: the kernel closes an exiting process's files even after
//! SIGKILL), the shell reads end-of-file, stops the server in immediate mode (a throwaway
//! cluster has nothing to flush) and removes the folder. The write end is close-on-exec, so no
//! other child of the test process holds it open.

use std::io;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use crate::account::Account;

/// Waits for end-of-file on its standard input, then cleans up. It runs in its own process
/// group and ignores SIGINT/SIGHUP/SIGQUIT, so a Ctrl-C at the terminal that kills the test
/// process does not kill it first; SIGTERM (someone ending it on purpose) cleans up at once.
const SCRIPT: &str = r#"
pg_ctl=$1
dir=$2
cleanup() {
    "$pg_ctl" -D "$dir/data" stop -m immediate -w -t 60 >/dev/null 2>&1
    rm -rf "$dir"
}
trap '' INT HUP QUIT
trap 'cleanup; exit 0' TERM
while read -r _; do :; done
cleanup
"#;

/// The running shell, and the write end of its pipe.
pub(crate) struct Watchdog {
    child: Child,
}

impl Watchdog {
    /// Starts watching `dir` (a cluster folder whose data directory is `dir/data`), running as
    /// `account` so that `pg_ctl` accepts to stop the server.
    pub(crate) fn spawn(pg_ctl: &Path, dir: &Path, account: &Account) -> io::Result<Watchdog> {
        let mut command = Command::new("/bin/sh");
        command
            .arg("-c")
            .arg(SCRIPT)
            .arg("pg-test-watchdog")
            .arg(pg_ctl)
            .arg(dir)
            .current_dir("/")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0);
        account.apply(&mut command);
        let child = command.spawn()?;
        Ok(Watchdog { child })
    }
}

impl Drop for Watchdog {
    /// Closes the pipe and waits until the server is stopped and the folder removed, so that a
    /// dropped private server is gone when `drop` returns.
    fn drop(&mut self) {
        drop(self.child.stdin.take());
        let _ = self.child.wait();
    }
}
