//! A PostgreSQL server that closes Tabula's connections (a restart, an administrator's
//! `pg_terminate_backend`) must cost no player an answer once it is back: the first input
//! after it, read or write, goes to a new connection instead of failing on the dead one
//! (issue 44). And a connection that cannot be made says why. Always on PostgreSQL (a
//! throwaway cluster of `pg-test`), whatever `TABULA_TEST_ENGINE` says.
mod common;
use commands::api::Reply;
use commands::store::Location;
use commands::{Core, FakeClock, Switches};
use common::direct::{actor_in as actor, command, EPOCH};
use serde_json::json;
use std::sync::Arc;

const GUILD: &str = "4194304";

fn open(url: &str) -> Core {
    let switches = Switches {
        seed: Some(9),
        ..Switches::default()
    };
    let clock = Arc::new(FakeClock::new(EPOCH));
    Core::open_at(&Location::Postgres(url.into()), clock, switches).unwrap()
}

/// The failure every player is told when their input did not commit.
fn failed(out: &[Reply]) -> bool {
    out.iter()
        .any(|r| r.text.contains("Something went wrong on our side"))
}

/// A new lobby in `channel`: a write.
fn open_lobby(core: &Core, channel: &str) -> Vec<Reply> {
    core.handle(
        &actor(GUILD, channel, "a"),
        command("play", json!({"game": common::TTT})),
    )
}

/// The board of the table in `channel`: a read.
fn board(core: &Core, channel: &str) -> Vec<Reply> {
    core.handle(&actor(GUILD, channel, "a"), command("board", json!({})))
}

fn assert_answered(out: &[Reply], what: &str) {
    assert!(
        !failed(out) && out.iter().any(|r| r.to.is_public() || r.title.is_some()),
        "{what}: {out:?}"
    );
}

/// Ends every server process of Tabula's database but the caller's own, as an administrator
/// would with `pg_terminate_backend`; returns how many it ended.
fn terminate_others(server: &pg_test::Server, url: &str) -> i64 {
    // `postgres://user@/DATABASE?host=...`: the host's path has slashes of its own.
    let database = url
        .split('?')
        .next()
        .and_then(|head| head.rsplit('/').next())
        .expect("the database's name");
    let mut admin = server.connect("postgres");
    let rows = admin
        .query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = $1 AND pid <> pg_backend_pid()",
            &[&database],
        )
        .expect("terminate the core's connections");
    rows.len() as i64
}

#[test]
fn the_first_write_and_read_after_the_connections_are_terminated_succeed() {
    let server = pg_test::Server::launch();
    let url = server.fresh_database();
    let core = open(&url);
    assert_answered(&open_lobby(&core, "c1"), "the first lobby");
    assert_answered(&board(&core, "c1"), "its board, read");
    assert!(
        terminate_others(&server, &url) >= 1,
        "the writer, and readers if any"
    );
    assert_answered(&open_lobby(&core, "c2"), "the first write after");
    assert!(terminate_others(&server, &url) >= 1);
    assert_answered(&board(&core, "c1"), "the first read after");
}

#[test]
fn the_first_write_after_postgres_restarts_succeeds() {
    let server = pg_test::Server::launch();
    let url = server.fresh_database();
    let core = open(&url);
    assert_answered(&open_lobby(&core, "c1"), "the first lobby");
    assert_answered(&board(&core, "c1"), "its board, read");
    server.stop(pg_test::Shutdown::Fast);
    server.start();
    assert_answered(
        &open_lobby(&core, "c2"),
        "the first write after the restart",
    );
    assert_answered(&board(&core, "c2"), "the first read after the restart");
}

/// What `tabula` prints when it cannot connect: the store's error for `url`.
fn cannot_open(url: &str) -> String {
    match Core::open_at(
        &Location::Postgres(url.into()),
        Arc::new(FakeClock::new(EPOCH)),
        Switches::default(),
    ) {
        Ok(_) => panic!("{url} opened"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_connection_that_cannot_be_made_says_why() {
    // Nothing listens on port 1.
    let refused = cannot_open("postgres://tabula@127.0.0.1:1/tabula?connect_timeout=10");
    assert!(refused.contains("Connection refused"), "{refused}");
    // A Unix socket folder that does not exist.
    let missing = cannot_open("postgres://tabula@/tabula?host=/nonexistent/tabula-socket&port=5");
    assert!(missing.contains("No such file or directory"), "{missing}");
    // A host name that cannot resolve (`.invalid` never does).
    let unknown = cannot_open("postgres://tabula@no-such-host.invalid/tabula?connect_timeout=10");
    assert!(unknown.contains("failed to lookup address"), "{unknown}");
    for said in [&refused, &missing, &unknown] {
        assert!(said.contains("cannot connect"), "{said}");
    }
}
