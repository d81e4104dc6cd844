//! Creating and starting a throwaway cluster: a private folder, `initdb`, settings for tests,
//! and `pg_ctl start` on a Unix socket in that folder.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Instant;

use crate::account::Account;
use crate::binaries::{self, Binaries};
use crate::watchdog::Watchdog;
use crate::{Server, SUPERUSER};

const NOT_INSTALLED: &str = "PostgreSQL's server programs (initdb, pg_ctl) are neither on PATH \
    nor in /usr/lib/postgresql/*/bin: install the postgresql package \
    (`apt-get install postgresql`), or run .ci/run, which installs it";

/// Ports tried before giving up. The socket lives in the cluster's own folder, so the port is
/// only part of the socket's file name and of PostgreSQL's System V shared-memory key (which
/// PostgreSQL itself moves past a key in use); a failed start is retried on another port all
/// the same, in case of a collision we have not thought of.
const START_ATTEMPTS: u32 = 4;

/// How long `pg_ctl` waits for the server to accept connections (its default is 60 s), for a
/// busy 2-core machine.
const START_TIMEOUT_SECS: &str = "120";

/// Settings for tests, appended to the cluster's `postgresql.conf`. `fsync` stays on (its
/// default): some tests check what survives a crash. Unix socket only, so concurrent test
/// processes never compete for a TCP port. Many test threads each open several connections.
const SETTINGS: &str = "
listen_addresses = ''
max_connections = 300
shared_buffers = 32MB
";

/// Builds a running cluster, or says what went wrong.
pub(crate) fn launch() -> Result<Server, String> {
    let started = Instant::now();
    let binaries = binaries::find().ok_or(NOT_INSTALLED)?;
    let account = Account::choose()?;
    let dir = make_folder(&account)?;
    // From here on the folder is removed however the launch ends: on an error below, the
    // watchdog is dropped with everything else.
    let watchdog = Watchdog::spawn(&binaries.pg_ctl(), &dir, &account).map_err(|e| {
        let _ = fs::remove_dir_all(&dir);
        format!("cannot start the cleanup watchdog: {e}")
    })?;
    let cluster = Cluster {
        dir,
        binaries,
        account,
    };
    cluster.initdb()?;
    cluster.configure()?;
    let port = cluster.start_on_some_port()?;
    let server = Server::new(cluster, port, watchdog);
    eprintln!(
        "pg-test: cluster started in {:.1?}: socket folder {}, port {port}, log {}",
        started.elapsed(),
        server.socket_dir().display(),
        server.log_path().display(),
    );
    Ok(server)
}

/// A cluster's folder, and how to run its programs on it.
pub(crate) struct Cluster {
    pub(crate) dir: PathBuf,
    pub(crate) binaries: Binaries,
    pub(crate) account: Account,
}

impl Cluster {
    pub(crate) fn data_dir(&self) -> PathBuf {
        self.dir.join("data")
    }

    pub(crate) fn log_path(&self) -> PathBuf {
        self.dir.join("server.log")
    }

    /// A command for one of PostgreSQL's programs, run as the cluster's account.
    fn command(&self, program: &Path) -> Command {
        let mut command = Command::new(program);
        // The account may not be allowed into the test's working folder.
        command.current_dir("/");
        self.account.apply(&mut command);
        command
    }

    /// A throwaway cluster is rebuilt by the next test run, so initdb need not wait for its
    /// files to reach the disk (`--no-sync`); the server itself still syncs. The C locale
    /// sorts the same on every machine.
    fn initdb(&self) -> Result<(), String> {
        let mut command = self.command(&self.binaries.initdb());
        command.arg("-D").arg(self.data_dir()).args([
            "-A",
            "trust",
            "-U",
            SUPERUSER,
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
        ]);
        run(&mut command).map(drop)
    }

    fn configure(&self) -> Result<(), String> {
        let socket_dir = self
            .dir
            .to_str()
            .ok_or("the temporary folder's path is not UTF-8")?;
        let socket_line = format!(
            "unix_socket_directories = '{}'\n",
            socket_dir.replace('\'', "''")
        );
        let path = self.data_dir().join("postgresql.conf");
        // Appended to the file initdb wrote, which keeps its owner: the server's account.
        let mut file = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        file.write_all(SETTINGS.as_bytes())
            .and_then(|()| file.write_all(socket_line.as_bytes()))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    }

    fn start_on_some_port(&self) -> Result<u16, String> {
        let mut errors = Vec::new();
        for port in ports(std::process::id()) {
            match self.start(port) {
                Ok(()) => return Ok(port),
                Err(error) => errors.push(format!("port {port}: {error}")),
            }
        }
        Err(format!("the server did not start:\n{}", errors.join("\n")))
    }

    /// Starts the server and waits until it accepts connections.
    pub(crate) fn start(&self, port: u16) -> Result<(), String> {
        let mut command = self.command(&self.binaries.pg_ctl());
        command
            .arg("-D")
            .arg(self.data_dir())
            .arg("-l")
            .arg(self.log_path())
            .args([
                "-w",
                "-t",
                START_TIMEOUT_SECS,
                "-o",
                &format!("-p {port}"),
                "start",
            ])
            // pg_ctl detaches the server into its own session; its own process group keeps a
            // Ctrl-C meant for the tests from reaching it first, and the watchdog stops it.
            .process_group(0);
        run(&mut command)
            .map(drop)
            .map_err(|e| format!("{e}\n{}", self.log_tail()))
    }

    /// Stops the server: `fast` rolls back open transactions and writes a checkpoint;
    /// `immediate` just ends every process, as a crash would.
    pub(crate) fn stop(&self, mode: &str) -> Result<(), String> {
        let mut command = self.command(&self.binaries.pg_ctl());
        command
            .arg("-D")
            .arg(self.data_dir())
            .args(["-w", "-t", "120", "-m", mode, "stop"]);
        run(&mut command).map(drop)
    }

    /// The server log's last lines, to explain a failed start.
    fn log_tail(&self) -> String {
        let log = fs::read_to_string(self.log_path()).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        let tail = lines[lines.len().saturating_sub(20)..].join("\n");
        format!("server log {}:\n{tail}", self.log_path().display())
    }
}

/// A fresh folder under the temporary folder, given to the cluster's account.
fn make_folder(account: &Account) -> Result<PathBuf, String> {
    let base = temp_base(account);
    let dir = tempfile::Builder::new()
        .prefix("pg-test-")
        .tempdir_in(&base)
        .map_err(|e| format!("cannot create a folder in {}: {e}", base.display()))?
        .keep();
    account
        .take_ownership(&dir)
        .map_err(|e| format!("cannot give {} to the postgres user: {e}", dir.display()))?;
    Ok(dir)
}

/// The temporary folder, or `/tmp` where that would not do: a socket's path must fit in 107
/// bytes, and another account must be able to reach the folder.
fn temp_base(account: &Account) -> PathBuf {
    choose_base(std::env::temp_dir(), account)
}

fn choose_base(base: PathBuf, account: &Account) -> PathBuf {
    const LONGEST_TAIL: usize = "/pg-test-XXXXXX/.s.PGSQL.65535.lock".len();
    let short_enough = base.as_os_str().len() + LONGEST_TAIL <= 107;
    let reachable = *account == Account::Current || all_can_enter(&base);
    if short_enough && reachable {
        base
    } else {
        PathBuf::from("/tmp")
    }
}

/// Whether every folder on the way to `path` lets other users through.
fn all_can_enter(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.ancestors()
        .all(|dir| fs::metadata(dir).is_ok_and(|meta| meta.permissions().mode() & 0o001 != 0))
}

/// The ports to try, spread by process id so that concurrent test processes start apart.
fn ports(pid: u32) -> impl Iterator<Item = u16> {
    (0..START_ATTEMPTS).map(move |attempt| {
        let offset = pid.wrapping_add(attempt.wrapping_mul(7919)) % 40_000;
        (20_000 + offset) as u16
    })
}

/// Runs `command` to completion; an error carries what it printed.
fn run(command: &mut Command) -> Result<Output, String> {
    let program = command.get_program().to_string_lossy().into_owned();
    let output = command
        .output()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    if output.status.success() {
        Ok(output)
    } else {
        Err(format!(
            "{program} failed ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ports_are_distinct_and_in_range() {
        for pid in [1, 4_000_000, u32::MAX] {
            let ports: Vec<u16> = ports(pid).collect();
            assert_eq!(ports.len(), START_ATTEMPTS as usize);
            assert!(
                ports.iter().all(|port| (20_000..60_000).contains(port)),
                "{ports:?}"
            );
            let mut unique = ports.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), ports.len(), "{ports:?}");
        }
    }

    #[test]
    fn a_long_temporary_folder_falls_back_to_tmp_for_the_socket() {
        let long = PathBuf::from("/tmp").join("x".repeat(80));
        assert_eq!(choose_base(long, &Account::Current), PathBuf::from("/tmp"));
        let short = PathBuf::from("/var/tmp");
        assert_eq!(choose_base(short.clone(), &Account::Current), short);
    }

    #[test]
    fn another_account_needs_a_folder_it_can_enter() {
        let private = tempfile::tempdir().unwrap();
        let inner = private.path().join("inner");
        fs::create_dir(&inner).unwrap();
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(private.path(), fs::Permissions::from_mode(0o700)).unwrap();
        let other = Account::Other {
            uid: 12345,
            gid: 12345,
        };
        assert_eq!(choose_base(inner.clone(), &other), PathBuf::from("/tmp"));
        assert_eq!(choose_base(inner.clone(), &Account::Current), inner);
    }
}
