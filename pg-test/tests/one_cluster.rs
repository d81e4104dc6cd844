//! Threads that ask for the server at once, before anything started it, share one cluster.
//! (This file's only test: in a binary of its own, no other test can start it first.)

mod support;

use std::sync::Barrier;
use std::thread;

#[test]
fn concurrent_first_calls_start_one_cluster() {
    const THREADS: usize = 8;
    let barrier = Barrier::new(THREADS);
    let seen: Vec<(usize, std::path::PathBuf)> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                scope.spawn(|| {
                    barrier.wait();
                    let server = pg_test::server();
                    (
                        server as *const pg_test::Server as usize,
                        server.socket_dir().to_owned(),
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().unwrap())
            .collect()
    });
    assert!(seen.iter().all(|entry| *entry == seen[0]), "{seen:?}");
    // Every cluster start spawns one watchdog, a child of this process.
    let watchdogs = support::watchdogs_of(std::process::id());
    assert_eq!(watchdogs.len(), 1, "watchdogs: {watchdogs:?}");

    // The one cluster serves all of them.
    let url = pg_test::server().fresh_database();
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    assert_eq!(
        client.query_one("SELECT 1", &[]).unwrap().get::<_, i32>(0),
        1
    );
}
