//! `tabula script --web` as a process (issue 46): it serves a table's page beside the script
//! driver, and after a `kill -9` and a restart on the same database the same link serves the
//! same table.
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

struct Served {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    addr: String,
}

/// Starts `tabula script --db DB --web 127.0.0.1:0` and waits for the line saying where.
fn start(db: &std::path::Path) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["script", "--seed", "5", "--web", "127.0.0.1:0", "--db"])
        .arg(db)
        .env_remove("PUBLIC_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tabula starts");
    let stderr = child.stderr.take().expect("stderr");
    let (tx, rx) = mpsc::channel();
    // Reads stderr to its end, so the child never blocks on it; the address goes to the test.
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines() {
            let Ok(line) = line else { break };
            if let Some(addr) = line.strip_prefix("web pages at http://") {
                let _ = tx.send(addr.to_string());
            }
        }
    });
    let addr = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("`web pages at http://ADDR` on stderr");
    Served {
        stdin: child.stdin.take().expect("stdin"),
        stdout: BufReader::new(child.stdout.take().expect("stdout")),
        child,
        addr,
    }
}

impl Served {
    /// One input line and its outputs (a `{}` line marks their end: it always answers with
    /// one error).
    fn send(&mut self, line: Value) -> Vec<Value> {
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
            if v["error"]
                .as_str()
                .is_some_and(|e| e.contains("needs exactly one"))
            {
                return out;
            }
            out.push(v);
        }
    }

    /// A plain HTTP/1.1 GET: the status and the body.
    fn get(&self, path: &str) -> (u16, String) {
        let mut s = TcpStream::connect(&self.addr).expect("connects");
        s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            self.addr
        )
        .unwrap();
        let mut answer = String::new();
        s.read_to_string(&mut answer).expect("an answer");
        let status = answer
            .split(' ')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .expect("a status line");
        let body = answer
            .split_once("\r\n\r\n")
            .map(|(_, b)| b.to_string())
            .unwrap_or_default();
        (status, body)
    }
}

/// The opening tag of the table page's `<main id="table" …>`.
fn main_tag(body: &str) -> String {
    let start = body.find("<main id=\"table\"").expect("main#table");
    let end = start + body[start..].find('>').expect("the tag ends");
    body[start..=end].to_string()
}

#[test]
fn the_same_link_serves_the_same_table_after_kill_nine_and_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut served = start(&db);
    let game = json!({"user": "u1", "channel": "c1", "command": "play",
                      "options": {"game": "tic-tac-toe"}});
    served.send(game);
    served.send(json!({"user": "u2", "channel": "c1", "command": "join"}));
    let out = served.send(json!({"user": "u1", "channel": "c1", "command": "start"}));
    assert!(out.iter().any(|o| o["to"] == "public"), "{out:?}");
    let token: String = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("SELECT web_token FROM tables", [], |r| r.get(0))
        .expect("the table's link");
    let (status, before) = served.get(&format!("/t/{token}"));
    assert_eq!(status, 200, "{before}");
    let tag = main_tag(&before);
    assert!(tag.contains("data-stage=\"playing\""), "{tag}");
    let (status, missing) = served.get(&format!("/t/{}", "0".repeat(32)));
    assert_eq!(status, 404);

    served.child.kill().expect("SIGKILL");
    served.child.wait().unwrap();

    let mut served = start(&db);
    let (status, after) = served.get(&format!("/t/{token}"));
    assert_eq!(status, 200, "{after}");
    assert_eq!(main_tag(&after), tag);
    assert_eq!(
        served.get(&format!("/t/{}", "0".repeat(32))),
        (404, missing)
    );
    drop(served.stdin);
    served.child.wait().unwrap();
}
