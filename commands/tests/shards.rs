//! Shard ranges over one PostgreSQL database (issue 29): each process times out, reminds and
//! delivers only for its own shards' guilds, and two processes acting on the same rows at once
//! never fire a deadline twice. Always on PostgreSQL (a throwaway database of `pg-test`),
//! whatever `TABULA_TEST_ENGINE` says: shard ranges exist for processes sharing one server.
mod common;
use commands::api::Reply;
use commands::store::shards::Shards;
use commands::store::Location;
use commands::{Clock, Core, FakeClock, Switches};
use common::direct::{actor_in as actor, command, EPOCH};
use serde_json::json;
use std::sync::Arc;

/// A guild id on shard `shard` of 2 (Discord: `(id >> 22) % count`), told apart by `n`.
fn guild_on(shard: i64, n: i64) -> String {
    (((2 * n + shard) as u64) << 22).to_string()
}

fn open(url: &str, clock: &Arc<FakeClock>, shards: Shards, outbox: bool) -> Core {
    let switches = Switches {
        seed: Some(9),
        outbox,
        shards,
        ..Switches::default()
    };
    Core::open_at(&Location::Postgres(url.into()), clock.clone(), switches).unwrap()
}

/// Starts a live tic-tac-toe table (the example game) in `channel` of `guild` on `bot`.
fn start(core: &Core, guild: &str, channel: &str) {
    core.handle(
        &actor(guild, channel, "a"),
        command("play", json!({"game": common::TTT})),
    );
    core.handle(&actor(guild, channel, "b"), command("join", json!({})));
    let out = core.handle(&actor(guild, channel, "a"), command("start", json!({})));
    assert!(
        out.iter().any(|r| r.to.is_public()),
        "the table started: {out:?}"
    );
}

fn timed_out_channels(replies: &[Reply]) -> Vec<String> {
    let mut channels: Vec<String> = replies
        .iter()
        .filter(|r| r.text.contains("Time ran out"))
        .map(|r| r.channel.clone())
        .collect();
    channels.sort();
    channels.dedup();
    channels
}

#[test]
fn each_process_fires_and_delivers_only_for_its_own_shards() {
    let url = pg_test::server().fresh_database();
    let clock = Arc::new(FakeClock::new(EPOCH));
    let zero = open(&url, &clock, Shards::parse("0/2").unwrap(), true);
    let one = open(&url, &clock, Shards::parse("1/2").unwrap(), true);
    let (g0, g1) = (guild_on(0, 7), guild_on(1, 7));
    // Each table is started through its own shard's process, as Discord routes them.
    start(&zero, &g0, "c-zero");
    start(&one, &g1, "c-one");
    let owed = |core: &Core| -> Vec<String> {
        let mut channels: Vec<String> = core
            .outbox(100)
            .unwrap()
            .iter()
            .map(|i| i.channel.clone())
            .collect();
        channels.dedup();
        channels
    };
    assert_eq!(
        owed(&zero),
        ["c-zero"],
        "shard 0 delivers only its guild's boards"
    );
    assert_eq!(owed(&one), ["c-one"]);
    clock.advance(10 * 60 * 1000);
    // Either process may look first; each fires only its own shard's timeout.
    let fired_one = one.fire_due();
    let fired_zero = zero.fire_due();
    assert_eq!(timed_out_channels(&fired_zero), ["c-zero"]);
    assert_eq!(timed_out_channels(&fired_one), ["c-one"]);
    assert!(zero.next_deadline().unwrap() > clock.now());
    // A process that runs every shard sees both tables (one process, no SHARDS).
    let all = open(&url, &clock, Shards::ALL, true);
    let mut channels: Vec<String> = all
        .outbox(100)
        .unwrap()
        .into_iter()
        .map(|i| i.channel)
        .collect();
    channels.sort();
    channels.dedup();
    assert_eq!(channels, ["c-one", "c-zero"]);
}

/// The shard of a process that died is picked up by the process that runs it next: its
/// overdue deadlines fire once, and its owed messages are delivered.
#[test]
fn a_restarted_shard_picks_up_its_overdue_deadlines_and_owed_messages() {
    let url = pg_test::server().fresh_database();
    let clock = Arc::new(FakeClock::new(EPOCH));
    let g1 = guild_on(1, 3);
    {
        let one = open(&url, &clock, Shards::parse("1/2").unwrap(), true);
        start(&one, &g1, "c1");
        // Gone without a word (its connection dropped with it).
    }
    clock.advance(10 * 60 * 1000);
    let zero = open(&url, &clock, Shards::parse("0/2").unwrap(), true);
    assert!(timed_out_channels(&zero.fire_due()).is_empty());
    assert!(zero.outbox(100).unwrap().is_empty());
    let again = open(&url, &clock, Shards::parse("1/2").unwrap(), true);
    assert!(
        !again.outbox(100).unwrap().is_empty(),
        "the board is still owed"
    );
    assert_eq!(timed_out_channels(&again.fire_due()), ["c1"]);
    assert!(timed_out_channels(&again.fire_due()).is_empty(), "once");
}

/// Two processes that run the same shards at the same moment (a restarted process coming up
/// before the old one is gone) fire every due deadline exactly once between them: the rows
/// one claims, the other passes over.
#[test]
fn two_processes_on_one_shard_never_fire_a_deadline_twice() {
    let url = pg_test::server().fresh_database();
    let clock = Arc::new(FakeClock::new(EPOCH));
    let first = open(&url, &clock, Shards::ALL, false);
    let tables = 24;
    for i in 0..tables {
        start(&first, &guild_on(i % 2, i), &format!("c{i}"));
    }
    let second = open(&url, &clock, Shards::ALL, false);
    clock.advance(10 * 60 * 1000);
    let db = common::connect(&Location::Postgres(url.clone()));
    let count = |sql: &str| -> i64 { db.query_row(sql, [], |r| r.get(0)).unwrap() };
    let due = count(&format!(
        "SELECT COUNT(*) FROM deadlines WHERE bot IS NULL AND due <= {}",
        clock.now()
    ));
    assert!(due >= tables, "every table waits for someone ({due})");
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| first.fire_due());
        let b = s.spawn(|| second.fire_due());
        (a.join().unwrap(), b.join().unwrap())
    });
    // Each timeout is one input: one new version of its table, its actions marked as timeouts.
    let fired =
        count("SELECT COUNT(DISTINCT (table_id, version)) FROM actions WHERE by_timeout = 1");
    assert_eq!(fired, due, "every due deadline fired exactly once");
    let told = a
        .iter()
        .chain(&b)
        .filter(|r| r.text.contains("Time ran out"))
        .count();
    assert_eq!(told as i64, due, "and was told once");
}

/// PostgreSQL restarts under a running Tabula process (an upgrade, a failover): Tabula reconnects on its
/// own, and everything committed before is there.
#[test]
fn the_core_reconnects_after_postgres_restarts() {
    let server = pg_test::Server::launch();
    let url = server.fresh_database();
    let clock = Arc::new(FakeClock::new(EPOCH));
    let core = open(&url, &clock, Shards::ALL, false);
    let guild = guild_on(0, 1);
    start(&core, &guild, "c1");
    let board = |core: &Core| {
        core.handle(&actor(&guild, "c1", "a"), command("board", json!({})))
            .into_iter()
            .any(|r| r.title.as_deref().is_some_and(|t| t.contains("table 1")))
    };
    assert!(board(&core));
    server.stop(pg_test::Shutdown::Fast);
    server.start();
    // The first input finds the old connection closed and is run again on a new one before
    // anyone is told (issue 44): it is answered, not failed.
    assert!(
        board(&core),
        "the first input after the restart is answered"
    );
    let out = core.handle(
        &actor(&guild, "c2", "a"),
        command("play", json!({"game": common::TTT})),
    );
    assert!(out.iter().any(|r| r.to.is_public()), "and writes: {out:?}");
}
