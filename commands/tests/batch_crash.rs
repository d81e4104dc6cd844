//! Group commit under a real crash: a process with concurrent players on many tables is killed
//! with SIGKILL while batches are in flight; every input it acknowledged is in the database.
use commands::api::{Actor, Reply};
use commands::Input;
use commands::{Core, FakeClock, Switches};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::Arc;

const TABLES: usize = 8;
const DB_VAR: &str = "TABULA_CRASH_TEST_DB";
/// Each round plays in new channels (`r<round>c<table>`).
const ROUND_VAR: &str = "TABULA_CRASH_TEST_ROUND";

fn actor(channel: &str, user: &str) -> Actor {
    Actor {
        guild: "g1".into(),
        channel: channel.into(),
        user: user.into(),
        name: user.into(),
        manage_channels: false,
        manage_server: false,
        parent: None,
        threads: Default::default(),
        locales: Default::default(),
    }
}

fn command(name: &str, game: Option<&str>) -> Input {
    let mut options = BTreeMap::new();
    if let Some(g) = game {
        options.insert("game".to_string(), serde_json::json!(g));
    }
    Input::command(name, options).unwrap()
}

fn click(custom_id: &str, values: Vec<String>) -> Input {
    Input::Click {
        custom_id: custom_id.into(),
        values,
    }
}

/// The board's "Show my hand / act" id, and who the notice pinged.
fn board(replies: &[Reply]) -> Option<(String, Vec<String>)> {
    let hand = replies
        .iter()
        .filter(|r| r.to.is_public())
        .flat_map(|r| &r.components)
        .map(|c| c.custom_id.clone())
        .find(|id| id.ends_with(":hand"))?;
    let pinged = replies
        .iter()
        .flat_map(|r| r.mentions.clone())
        .collect::<Vec<_>>();
    Some((hand, pinged))
}

fn version(custom_id: &str) -> i64 {
    custom_id
        .split(':')
        .nth(1)
        .and_then(|v| v.parse().ok())
        .unwrap_or(-1)
}

/// One player thread per table: plays random legal clicks and prints `ack <channel> <version>`
/// each time an action was accepted, which is after its batch committed. It plays the example
/// game, tic-tac-toe, one short game after another (each in a channel of its own,
/// `<channel>g<n>`), until `acks` actions were accepted.
fn play_table(core: &Core, channel: &str, seed: u64, acks: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut acked = 0;
    // A broken bot must fail the test, not hang it: the parent sees the output end early.
    let give_up = std::time::Instant::now() + std::time::Duration::from_secs(60);
    for game in 0.. {
        if acked >= acks || std::time::Instant::now() >= give_up {
            return;
        }
        let channel = format!("{channel}g{game}");
        if !play_game(core, &channel, &mut rng, acks, &mut acked, give_up) {
            return;
        }
    }
}

/// Plays one game at `channel` until it ends (returns true) or `acked` reaches `acks`, the
/// time is up or the table did not start (false).
fn play_game(
    core: &Core,
    channel: &str,
    rng: &mut ChaCha8Rng,
    acks: usize,
    acked: &mut usize,
    give_up: std::time::Instant,
) -> bool {
    let users = ["a", "b"];
    core.handle(&actor(channel, "a"), command("play", Some("tic-tac-toe")));
    for u in &users[1..] {
        core.handle(&actor(channel, u), command("join", None));
    }
    let out = core.handle(&actor(channel, "a"), command("start", None));
    let Some((mut hand, mut pinged)) = board(&out) else {
        return false;
    };
    while *acked < acks && std::time::Instant::now() < give_up {
        let user = pinged
            .choose(rng)
            .cloned()
            .unwrap_or_else(|| users.choose(rng).unwrap().to_string());
        let me = actor(channel, &user);
        let mut out = core.handle(&me, click(&hand, Vec::new()));
        for _ in 0..8 {
            let choices: Vec<_> = out
                .iter()
                .filter(|r| !r.to.is_public())
                .flat_map(|r| r.components.clone())
                .filter(|c| c.label != "◀ Back" && !c.custom_id.ends_with(":resume"))
                .collect();
            let Some(c) = choices.choose(rng) else {
                break;
            };
            let values = c
                .options
                .choose(rng)
                .map(|o| vec![o.value.clone()])
                .unwrap_or_default();
            out = core.handle(&me, click(&c.custom_id, values));
            if let Some((h, p)) = board(&out) {
                println!("ack {channel} {}", version(&h));
                *acked += 1;
                (hand, pinged) = (h, p);
                if out.iter().any(|r| {
                    r.title
                        .as_deref()
                        .is_some_and(|t| t.starts_with("Final scores"))
                }) {
                    return true;
                }
                break;
            }
            if out.iter().any(|r| r.to.is_public()) {
                // A public answer whose board has no hand button: the last move, the game over.
                return true;
            }
        }
        if rng.gen_bool(0.1) {
            pinged.clear();
        }
    }
    false
}

fn open(path: &std::path::Path) -> Core {
    let switches = Switches {
        seed: Some(1),
        ..Switches::default()
    };
    Core::open_with(
        path,
        Arc::new(FakeClock::new(commands::script::EPOCH)),
        switches,
    )
    .unwrap()
}

/// The process the crash test kills. Run alone (without the variable) it plays a few actions
/// per table in a temporary database.
#[test]
#[ignore = "run in a child process by the crash test"]
fn crash_child() {
    let temp = tempfile::tempdir().unwrap();
    let (path, acks) = match std::env::var_os(DB_VAR) {
        Some(p) => (std::path::PathBuf::from(p), usize::MAX),
        None => (temp.path().join("t.db"), 5),
    };
    let round = std::env::var(ROUND_VAR).unwrap_or_default();
    let core = open(&path);
    std::thread::scope(|s| {
        for t in 0..TABLES {
            let (core, round) = (&core, &round);
            s.spawn(move || play_table(core, &format!("r{round}c{t}"), t as u64, acks));
        }
    });
}

#[test]
fn a_kill_mid_batch_loses_no_acknowledged_input() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crash.db");
    let mut rng = ChaCha8Rng::seed_from_u64(0xC0A5);
    for round in 0..3 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["crash_child", "--exact", "--ignored", "--nocapture"])
            .env(DB_VAR, &path)
            .env(ROUND_VAR, round.to_string())
            .env("RUST_TEST_THREADS", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let kill_after = rng.gen_range(20..120);
        let mut acked: Vec<(String, i64)> = Vec::new();
        for line in stdout.lines() {
            let line = line.unwrap();
            let mut parts = line.split_whitespace();
            if parts.next() != Some("ack") {
                continue;
            }
            let channel = parts.next().unwrap().to_string();
            let version: i64 = parts.next().unwrap().parse().unwrap();
            acked.push((channel, version));
            if acked.len() == kill_after {
                child.kill().unwrap();
                break;
            }
        }
        child.wait().unwrap();
        assert_eq!(
            acked.len(),
            kill_after,
            "round {round}: the child stopped before the kill"
        );
        let conn = rusqlite::Connection::open(&path).unwrap();
        for (channel, version) in &acked {
            let (stored, logged): (i64, i64) = conn
                .query_row(
                    "SELECT version, (SELECT COUNT(*) FROM actions \
                                      WHERE table_id = t.id AND version = ?2) \
                     FROM tables t WHERE channel = ?1",
                    rusqlite::params![channel, version],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap_or((0, 0));
            assert!(
                stored >= *version && logged >= 1,
                "round {round}: {channel} acknowledged version {version}, stored {stored}, \
                 logged {logged}"
            );
        }
    }
    // The database is healthy after the crashes: a new table opens and starts.
    let core = open(&path);
    core.handle(&actor("after", "a"), command("play", Some("tic-tac-toe")));
    core.handle(&actor("after", "b"), command("join", None));
    assert!(board(&core.handle(&actor("after", "a"), command("start", None))).is_some());
}
