//! `tabula script --web 127.0.0.1:0` as a child process: JSON lines in on stdin, its output
//! lines back, and the web pages it serves beside the script driver on the same core (issue
//! 46). The address comes from the one stderr line `web pages at http://ADDR`.
//!
//! Links and versions are read from the SQLite file the process writes, as any other reader
//! of the database would; a revocation or a server setting can be written there too (a second
//! connection: SQLite's WAL lets both work).
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// What the process prints once its web server listens.
const LISTENING: &str = "web pages at ";

pub struct Tabula {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// `http://127.0.0.1:PORT`, no trailing slash.
    pub base: String,
    pub db: PathBuf,
    _dir: tempfile::TempDir,
}

impl Tabula {
    /// Starts `tabula script --seed SEED --db <fresh file> --web 127.0.0.1:0` and waits (60 s
    /// at most) for it to say where it serves.
    pub fn start(seed: u64) -> Tabula {
        Tabula::start_with_env(seed, &[])
    }

    /// The same with environment variables (e.g. `PUBLIC_URL`).
    pub fn start_with_env(seed: u64, env: &[(&str, &str)]) -> Tabula {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let db = dir.path().join("tabula.db");
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args(["script", "--seed", &seed.to_string(), "--db"])
            .arg(&db)
            .args(["--web", "127.0.0.1:0"])
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tabula starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let stderr = child.stderr.take().expect("stderr");
        let (tx, rx) = mpsc::channel();
        // Reads stderr for the whole life of the process (so it never blocks on a full pipe),
        // passing on what it says to the test's output.
        std::thread::spawn(move || {
            let mut tx = Some(tx);
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if let Some(addr) = line.split(LISTENING).nth(1) {
                    if let Some(tx) = tx.take() {
                        let _ = tx.send(addr.trim().trim_end_matches('/').to_string());
                    }
                }
                eprintln!("[tabula] {line}");
            }
        });
        let base = match rx.recv_timeout(Duration::from_secs(60)) {
            Ok(base) => base,
            Err(e) => {
                let _ = child.kill();
                let status = child.wait();
                let why = match e {
                    mpsc::RecvTimeoutError::Timeout => "within 60 s".to_string(),
                    mpsc::RecvTimeoutError::Disconnected => format!("before it ended ({status:?})"),
                };
                panic!(
                    "`tabula script --web 127.0.0.1:0` did not print `{LISTENING}http://ADDR` \
                     on stderr {why}"
                );
            }
        };
        assert!(base.starts_with("http://"), "the address: {base}");
        Tabula {
            child,
            stdin,
            stdout,
            base,
            db,
            _dir: dir,
        }
    }

    /// `path` on the web server (`/t/...`).
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Sends one line and returns its outputs (refusals and errors included). A `{}` line
    /// always answers with exactly one error line, which marks the end of the real line's
    /// output.
    pub fn send(&mut self, line: Value) -> Vec<Value> {
        writeln!(self.stdin, "{line}\n{{}}").expect("write");
        self.stdin.flush().expect("flush");
        let mut out = Vec::new();
        loop {
            let mut buf = String::new();
            assert!(
                self.stdout.read_line(&mut buf).expect("read") > 0,
                "tabula exited"
            );
            let v: Value = serde_json::from_str(&buf).expect("a JSON line");
            if v.get("error")
                .and_then(Value::as_str)
                .is_some_and(|e| e.contains("needs exactly one"))
            {
                return out;
            }
            out.push(v);
        }
    }

    /// [`Tabula::send`] for a line that must not fail as input.
    pub fn send_ok(&mut self, line: Value) -> Vec<Value> {
        let out = self.send(line);
        if let Some(e) = out.iter().find(|v| v.get("error").is_some()) {
            panic!("{e}");
        }
        out
    }

    /// A command of `user` in channel c1 of server g1.
    pub fn command(&mut self, user: &str, name: &str, options: Value) -> Vec<Value> {
        self.send_ok(json!({"user": user, "channel": "c1", "command": name, "options": options}))
    }

    /// A click of `user` in channel c1.
    pub fn click(&mut self, user: &str, id: &str) -> Vec<Value> {
        self.send_ok(json!({"user": user, "channel": "c1", "click": id}))
    }

    fn conn(&self) -> rusqlite::Connection {
        let conn = rusqlite::Connection::open(&self.db).expect("open the database");
        conn.busy_timeout(Duration::from_secs(10))
            .expect("busy timeout");
        conn
    }

    /// The newest table's id.
    pub fn last_table(&self) -> i64 {
        self.conn()
            .query_row("SELECT MAX(id) FROM tables", [], |r| r.get(0))
            .expect("a table")
    }

    /// Table `table`'s web link (the token of `/t/{token}`).
    pub fn token(&self, table: i64) -> String {
        self.conn()
            .query_row("SELECT web_token FROM tables WHERE id = ?1", [table], |r| {
                r.get(0)
            })
            .expect("the table's web link")
    }

    /// Table `table`'s version (what a page's `data-version` shows).
    pub fn version(&self, table: i64) -> i64 {
        self.conn()
            .query_row("SELECT version FROM tables WHERE id = ?1", [table], |r| {
                r.get(0)
            })
            .expect("the table's version")
    }

    /// Turns server `guild`'s pages on with a fresh link (the row `/settings` writes) and
    /// returns it.
    pub fn open_server_pages(&self, guild: &str) -> String {
        let token = format!("{:032x}", rand::random::<u128>());
        self.conn()
            .execute(
                "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
                 VALUES (?1, '', 'web_pages', ?2, 'test', 0) ON CONFLICT (guild, channel, key) \
                 DO UPDATE SET value = excluded.value",
                rusqlite::params![guild, Value::from(token.clone()).to_string()],
            )
            .expect("the server pages turned on");
        token
    }
}

impl Drop for Tabula {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
