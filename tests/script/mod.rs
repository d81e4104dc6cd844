//! `tabula script` as a child process, one JSON line in, its output lines back.

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

pub struct Proc {
    pub child: Child,
    /// Raw access, for tests that stream lines without waiting for their answers.
    pub stdin: ChildStdin,
    pub stdout: BufReader<ChildStdout>,
}

impl Proc {
    /// Starts `tabula script` on `db` with table seeds from `seed`.
    pub fn start(db: &std::path::Path, seed: u64) -> Proc {
        Proc::start_with(db, seed, &[])
    }

    /// The same with more command-line arguments (e.g. `--images DIR`).
    pub fn start_with(db: &std::path::Path, seed: u64, more: &[&std::ffi::OsStr]) -> Proc {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args(["script", "--seed", &seed.to_string(), "--db"])
            .arg(db)
            .args(more)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("tabula starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Proc {
            child,
            stdin,
            stdout,
        }
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

    /// [`Proc::send`] for a line that must not fail as input.
    #[allow(dead_code)] // each test binary compiles this module; not all use every helper
    pub fn send_ok(&mut self, line: Value) -> Vec<Value> {
        let out = self.send(line);
        if let Some(e) = out.iter().find(|v| v.get("error").is_some()) {
            panic!("{e}");
        }
        out
    }
}
