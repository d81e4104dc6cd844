//! What the PostgreSQL client sends ahead and what it holds back (`db::pg`): transaction
//! control and writes nobody reads a count of go with the next request, or are sent ahead
//! without waiting for their answers, a transaction that runs nothing never reaches the server, a
//! write's error is met where the writer waits for it (in a paced transaction, one input
//! later), and a transaction a failed statement aborted never passes for committed.
//! Always on PostgreSQL (a throwaway database of `pg-test`); a second connection watches what
//! the server saw.
use commands::store::db::{params, Changes, Conn};
use std::time::{Duration, Instant};

/// A connection's server process, seen from another connection.
struct Watched {
    pid: i64,
    watcher: Conn,
}

/// A fresh database with a table `t`: a connection to it, and its watch.
fn watched() -> (Conn, Watched) {
    watched_at(&pg_test::server().fresh_database())
}

/// [`watched`], in the database at `url`.
fn watched_at(url: &str) -> (Conn, Watched) {
    let conn = Conn::postgres(url).unwrap();
    conn.execute_batch("CREATE TABLE t (id BIGINT PRIMARY KEY, v TEXT NOT NULL)")
        .unwrap();
    let pid = conn
        .query_row("SELECT CAST(pg_backend_pid() AS BIGINT)", [], |r| r.get(0))
        .unwrap();
    let watcher = Conn::postgres(url).unwrap();
    (conn, Watched { pid, watcher })
}

impl Watched {
    /// The server's view of the watched connection: "idle", or "idle in transaction" once a
    /// transaction's `BEGIN` reached it.
    fn state(&self) -> String {
        self.watcher
            .query_row(
                "SELECT state FROM pg_stat_activity WHERE pid = ?1",
                [self.pid],
                |r| r.get(0),
            )
            .unwrap()
    }

    /// Waits until the watched connection is in `state`, for a generous deadline.
    fn wait_for_state(&self, state: &str) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.state() != state {
            assert!(Instant::now() < deadline, "never {state}: {}", self.state());
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Rows of `t` as committed.
    fn committed(&self) -> Vec<(i64, String)> {
        self.watcher
            .prepare("SELECT id, v FROM t ORDER BY id")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }
}

#[test]
fn a_transaction_that_runs_nothing_never_reaches_the_server() {
    let (mut conn, w) = watched();
    {
        let tx = conn.transaction().unwrap();
        tx.later("SAVEPOINT step").unwrap();
        tx.later("RELEASE step").unwrap();
        assert_eq!(w.state(), "idle", "BEGIN and the savepoint are held back");
        tx.commit().unwrap();
    }
    assert_eq!(w.state(), "idle");
    {
        let tx = conn.transaction().unwrap();
        let n: i64 = tx
            .query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 0);
        assert_eq!(
            w.state(),
            "idle in transaction",
            "the statement took BEGIN with it"
        );
    }
    assert_eq!(w.state(), "idle", "dropped: rolled back");
}

#[test]
fn writes_nobody_counts_go_out_unwaited_for_and_only_a_commit_keeps_them() {
    let (mut conn, w) = watched();
    let insert = "INSERT INTO t (id, v) VALUES (?1, ?2)";
    // Prepared once per connection, before: preparing it sends what is queued.
    conn.prepare_cached(insert).unwrap();
    {
        let tx = conn.write_transaction().unwrap();
        tx.later("SAVEPOINT step").unwrap();
        assert_eq!(w.state(), "idle", "nothing sent yet");
        tx.prepare_cached(insert)
            .unwrap()
            .execute_later(params![1, "one"], Changes::Unwatched)
            .unwrap();
        assert_eq!(w.state(), "idle", "queued, not sent");
        tx.send_ahead();
        tx.later("RELEASE step").unwrap();
        // The write went out with BEGIN and the savepoint before it, and nobody waits for
        // its answer: the server runs it while the connection is not used at all.
        w.wait_for_state("idle in transaction");
        // A read after it sees it.
        let seen: String = tx
            .query_row("SELECT v FROM t WHERE id = ?1", [1], |r| r.get(0))
            .unwrap();
        assert_eq!(seen, "one");
        tx.prepare_cached(insert)
            .unwrap()
            .execute_later(params![2, "two"], Changes::Unwatched)
            .unwrap();
        // Rolled back on drop: neither write is kept.
    }
    assert!(w.committed().is_empty());
    {
        let tx = conn.write_transaction().unwrap();
        tx.prepare_cached(insert)
            .unwrap()
            .execute_later(params![3, "three"], Changes::Unwatched)
            .unwrap();
        tx.commit().unwrap();
    }
    assert_eq!(w.committed(), vec![(3, "three".to_string())]);
    // Outside a transaction nothing would send it later: it runs at once.
    conn.prepare_cached(insert)
        .unwrap()
        .execute_later(params![4, "four"], Changes::Unwatched)
        .unwrap();
    assert_eq!(w.committed().len(), 2);
}

#[test]
fn a_write_that_fails_is_met_where_the_writer_waits_and_undone_alone() {
    let (mut conn, w) = watched();
    let insert = "INSERT INTO t (id, v) VALUES (?1, ?2)";
    let tx = conn.write_transaction().unwrap();
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(insert)
        .unwrap()
        .execute_later(params![1, "kept"], Changes::Unwatched)
        .unwrap();
    tx.later("RELEASE step").unwrap();
    tx.flush_writes().unwrap();
    // The next input's write breaks the primary key: sent without complaint, met at the
    // input's end, where the writer undoes that input's savepoint and goes on.
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(insert)
        .unwrap()
        .execute_later(params![1, "duplicate"], Changes::Unwatched)
        .unwrap();
    let error = tx.flush_writes().unwrap_err();
    assert_eq!(error.sqlstate(), Some("23505"), "{error}");
    tx.later("ROLLBACK TO step").unwrap();
    tx.later("RELEASE step").unwrap();
    tx.prepare_cached(insert)
        .unwrap()
        .execute_later(params![2, "after"], Changes::Unwatched)
        .unwrap();
    tx.commit().unwrap();
    assert_eq!(
        w.committed(),
        vec![(1, "kept".to_string()), (2, "after".to_string())]
    );
}

#[test]
fn an_aborted_transaction_is_never_taken_for_committed() {
    let (mut conn, w) = watched();
    let tx = conn.write_transaction().unwrap();
    tx.execute("INSERT INTO t (id, v) VALUES (1, 'lost')", [])
        .unwrap();
    // A failed statement whose error nobody passes on: PostgreSQL would answer a bare COMMIT
    // with a silent rollback.
    assert!(tx
        .execute("INSERT INTO t (id, v) VALUES (1, 'again')", [])
        .is_err());
    assert!(tx.commit().is_err());
    assert!(w.committed().is_empty());
    assert_eq!(w.state(), "idle", "the failed commit was rolled back");
}

#[test]
fn statements_sent_together_run_in_order_and_answer_each() {
    let (mut conn, w) = watched();
    let tx = conn.write_transaction().unwrap();
    let (one, two) = (1i64, "one");
    let rows = tx
        .query_rows(
            &[
                (
                    "INSERT INTO t (id, v) VALUES (?1, ?2) RETURNING id",
                    &[&one, &two],
                ),
                // Sent with the insert, run after it: it sees the row.
                ("SELECT COUNT(*) FROM t WHERE id = ?1", &[&one]),
            ],
            Changes::Unwatched,
            |r| r.get::<i64>(0),
        )
        .unwrap();
    assert_eq!(rows, vec![1, 1]);
    // A statement that returns no row is an error, as for a single row.
    let none = tx.query_rows(
        &[("SELECT id FROM t WHERE id = ?1", &[&2i64])],
        Changes::Unwatched,
        |r| r.get::<i64>(0),
    );
    assert!(matches!(none, Err(commands::store::db::Error::NoRows)));
    tx.commit().unwrap();
    assert_eq!(w.committed(), vec![(1, "one".to_string())]);
}

/// Waits until the watched connection's server process waits for a lock, for a generous
/// deadline.
fn wait_for_lock_wait(w: &Watched) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let waits: Option<String> = w
            .watcher
            .query_row(
                "SELECT wait_event_type FROM pg_stat_activity WHERE pid = ?1",
                [w.pid],
                |r| r.get(0),
            )
            .unwrap();
        if waits.as_deref() == Some("Lock") {
            return;
        }
        assert!(Instant::now() < deadline, "never waited for the lock");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_paced_input_waits_for_the_input_before_it_not_for_itself() {
    let url = pg_test::server().fresh_database();
    let (mut conn, w) = watched_at(&url);
    let insert = "INSERT INTO t (id, v) VALUES (?1, ?2)";
    conn.prepare_cached(insert).unwrap();
    // Were the input's end to wait for its own write, it would fail here instead of hanging.
    conn.execute_batch("SET lock_timeout = '60s'").unwrap();
    // Another session holds the table: the first input's write cannot run yet.
    let holder = Conn::postgres(&url).unwrap();
    holder
        .execute_batch("BEGIN; LOCK TABLE t IN ACCESS EXCLUSIVE MODE")
        .unwrap();
    let tx = conn.write_transaction().unwrap();
    tx.pace_inputs();
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(insert)
        .unwrap()
        .execute_later(params![1, "first"], Changes::Unwatched)
        .unwrap();
    // The input's end sends its write and does not wait for it (it would wait for the lock).
    tx.end_input().unwrap();
    tx.later("RELEASE step").unwrap();
    wait_for_lock_wait(&w);
    holder.execute_batch("COMMIT").unwrap();
    // The second input's end waits for the first input's write, which succeeded.
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(insert)
        .unwrap()
        .execute_later(params![2, "second"], Changes::Unwatched)
        .unwrap();
    tx.end_input().unwrap();
    assert!(!tx.failed_in_transaction());
    tx.later("RELEASE step").unwrap();
    tx.commit().unwrap();
    assert_eq!(
        w.committed(),
        vec![(1, "first".to_string()), (2, "second".to_string())]
    );
}

#[test]
fn a_paced_failure_is_met_an_input_later_and_marks_the_transaction() {
    let (mut conn, w) = watched();
    let insert = "INSERT INTO t (id, v) VALUES (?1, ?2)";
    let tx = conn.write_transaction().unwrap();
    tx.pace_inputs();
    for (id, v) in [(1, "one"), (1, "duplicate")] {
        tx.later("SAVEPOINT step").unwrap();
        tx.prepare_cached(insert)
            .unwrap()
            .execute_later(params![id, v], Changes::Unwatched)
            .unwrap();
        // Neither end meets the duplicate: the second waits for the first input only.
        tx.end_input().unwrap();
        tx.later("RELEASE step").unwrap();
    }
    assert!(!tx.failed_in_transaction());
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(insert)
        .unwrap()
        .execute_later(params![3, "three"], Changes::Unwatched)
        .unwrap();
    // The third input's end waits for the second's write, and meets its error: nobody can
    // tell from here which input failed, so the transaction says it failed.
    let error = tx.end_input().unwrap_err();
    assert!(error.to_string().contains("duplicate key"), "{error}");
    assert!(tx.failed_in_transaction());
    assert!(tx.failed_in_paced());
    assert!(tx.commit().is_err());
    assert!(w.committed().is_empty());
    // The next transaction starts unpaced and unmarked.
    let tx = conn.write_transaction().unwrap();
    assert!(!tx.failed_in_transaction());
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(insert)
        .unwrap()
        .execute_later(params![1, "again"], Changes::Unwatched)
        .unwrap();
    tx.end_input().unwrap();
    tx.later("RELEASE step").unwrap();
    tx.commit().unwrap();
    assert_eq!(w.committed(), vec![(1, "again".to_string())]);
}

/// A database at this build's schema with tables 1 and 2, and the writer's watch on it.
fn schema_database() -> Conn {
    let url = pg_test::server().fresh_database();
    let conn = commands::store::postgres::open(&url).unwrap();
    conn.execute_batch(
        "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
         seed, version, created_at, updated_at) VALUES \
         (1, 'g', 'c1', 'x', 'playing', 'h', '{}', '{}', 0, 0, 0, 0), \
         (2, 'g', 'c2', 'x', 'playing', 'h', '{}', '{}', 0, 0, 0, 0)",
    )
    .unwrap();
    commands::store::snapshot::watch(&conn).unwrap();
    conn
}

#[test]
fn writes_that_say_what_they_change_run_no_trigger_and_all_others_are_noted() {
    let mut conn = schema_database();
    let bump = "UPDATE tables SET version = version + 1 WHERE id = ?1";
    let tx = conn.write_transaction().unwrap();
    // Schema 13: with the setting on, the triggers do not run at all.
    tx.execute_batch(
        "SELECT set_config('tabula.claimed', 'on', true); \
         UPDATE tables SET version = 5 WHERE id = 1; \
         SELECT set_config('tabula.claimed', '', true)",
    )
    .unwrap();
    let noted: String = tx
        .query_row("SELECT current_setting('tabula.changed', true)", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(
        noted, "",
        "the write made with the setting on was not noted"
    );
    commands::store::snapshot::take_changed(&tx).unwrap();
    // A claimed write, then an input whose unclaimed write to table 2 is rolled back to its
    // savepoint: the rollback restores the setting as it was at the savepoint (set), so the
    // client must clear it again before the next unclaimed write, or that write goes unnoted.
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(bump)
        .unwrap()
        .execute_later([1], Changes::Table(1))
        .unwrap();
    tx.later("RELEASE step").unwrap();
    tx.later("SAVEPOINT step").unwrap();
    tx.prepare_cached(bump).unwrap().execute([2]).unwrap();
    tx.later("ROLLBACK TO step").unwrap();
    tx.later("RELEASE step").unwrap();
    tx.prepare_cached(bump).unwrap().execute([2]).unwrap();
    let mut changed = commands::store::snapshot::take_changed(&tx).unwrap();
    changed.sort_unstable();
    assert_eq!(
        changed,
        vec![1, 2],
        "the claim, and the write after the rollback"
    );
    tx.commit().unwrap();
}

#[test]
fn an_actions_writes_go_as_one_statement_and_are_checked_as_each_would_be() {
    let url = pg_test::server().fresh_database();
    let conn = commands::store::postgres::open(&url).unwrap();
    conn.execute_batch(
        "INSERT INTO tables (id, guild, channel, game, status, host, options, time_control, \
         seed, version, created_at, updated_at) VALUES \
         (1, 'g', 'c1', 'x', 'playing', 'h', '{}', '{}', 0, 0, 0, 0); \
         INSERT INTO deadlines (table_id, seat, kind, what, due) VALUES (1, 0, 'turn', 'a', 10)",
    )
    .unwrap();
    let pid: i64 = conn
        .query_row("SELECT CAST(pg_backend_pid() AS BIGINT)", [], |r| r.get(0))
        .unwrap();
    let w = Watched {
        pid,
        watcher: Conn::postgres(&url).unwrap(),
    };
    let last_query = || -> String {
        w.watcher
            .query_row(
                "SELECT query FROM pg_stat_activity WHERE pid = ?1",
                [w.pid],
                |r| r.get(0),
            )
            .unwrap()
    };
    let save = "UPDATE tables SET version = ?2, state = ?3 WHERE id = ?1";
    let log = "INSERT INTO actions (table_id, version, step, seat, action, by_timeout, at) \
               VALUES (?1, ?2, ?3, 0, '{}', 0, 0)";
    let gone = "DELETE FROM deadlines WHERE table_id = ?1 AND seat = ?2";
    let due =
        "INSERT INTO deadlines (table_id, seat, kind, what, due) VALUES (?1, ?2, 'turn', ?3, ?4) \
               ON CONFLICT (table_id, seat) DO UPDATE SET what = excluded.what, due = excluded.due";
    // Prepared once per connection, before: preparing sends what is queued.
    for sql in [save, log, gone, due] {
        conn.prepare_cached(sql).unwrap();
    }
    let action = |conn: &Conn, table: i64| {
        let tx = conn;
        tx.prepare_cached(save)
            .unwrap()
            .execute_later(params![table, 1, "s1"], Changes::Table(table))
            .unwrap();
        for step in 0..2 {
            tx.prepare_cached(log)
                .unwrap()
                .execute_later(params![table, 1, step], Changes::Table(table))
                .unwrap();
        }
        tx.prepare_cached(gone)
            .unwrap()
            .execute_later(params![table, 0], Changes::Table(table))
            .unwrap();
    };
    let mut conn = conn;
    {
        let tx = conn.write_transaction().unwrap();
        action(&tx, 1);
        tx.flush_writes().unwrap();
        // The state, both log rows (a plain insert may join its like) and the deadline that
        // went: one statement, whose log rows' foreign key saw the table's row.
        let sent = last_query();
        assert!(sent.starts_with("WITH w1 AS (UPDATE tables"), "{sent}");
        assert_eq!(sent.matches("INSERT INTO actions").count(), 2, "{sent}");
        assert!(sent.contains(") DELETE FROM deadlines"), "{sent}");
        // The next seat's deadline touches `deadlines` again: a statement of its own, which
        // sees the row the statement before deleted as gone.
        tx.prepare_cached(due)
            .unwrap()
            .execute_later(params![1, 0, "b", 20], Changes::Table(1))
            .unwrap();
        tx.flush_writes().unwrap();
        assert!(last_query().starts_with("INSERT INTO deadlines"));
        tx.commit().unwrap();
    }
    let state: (i64, String) = conn
        .query_row("SELECT version, state FROM tables WHERE id = 1", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(state, (1, "s1".to_string()));
    let logged: i64 = conn
        .query_row("SELECT COUNT(*) FROM actions WHERE table_id = 1", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(logged, 2);
    let deadline: (String, i64) = conn
        .query_row(
            "SELECT what, due FROM deadlines WHERE table_id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(deadline, ("b".to_string(), 20));
    // A log row of a table that does not exist breaks its foreign key in the statement as it
    // would alone: the whole statement fails, and nothing of it is kept.
    {
        let tx = conn.write_transaction().unwrap();
        action(&tx, 9);
        let e = tx.flush_writes().unwrap_err();
        assert_eq!(e.sqlstate(), Some("23503"), "{e}");
        assert!(tx.failed_in_transaction());
    }
    let logged: i64 = conn
        .query_row("SELECT COUNT(*) FROM actions", [], |r| r.get(0))
        .unwrap();
    assert_eq!(logged, 2);
}

/// Writes a server will not take as one statement (here a relation with a rule, which
/// PostgreSQL refuses in a `WITH` part; some compatible engines refuse more) go one by one, and
/// every one of them is kept.
#[test]
fn writes_the_server_will_not_take_as_one_statement_go_one_by_one() {
    let (mut conn, w) = watched();
    conn.execute_batch(
        "CREATE TABLE u (id BIGINT PRIMARY KEY); \
         CREATE TABLE u_seen (id BIGINT); \
         CREATE RULE u_seen AS ON INSERT TO u DO ALSO INSERT INTO u_seen VALUES (NEW.id)",
    )
    .unwrap();
    let into_u = "INSERT INTO u (id) VALUES (?1)";
    let into_t = "INSERT INTO t (id, v) VALUES (?1, ?2)";
    for sql in [into_u, into_t] {
        conn.prepare_cached(sql).unwrap();
    }
    for round in 1..=2 {
        let tx = conn.write_transaction().unwrap();
        tx.prepare_cached(into_u)
            .unwrap()
            .execute_later([round], Changes::Unwatched)
            .unwrap();
        tx.prepare_cached(into_t)
            .unwrap()
            .execute_later(params![round, "x"], Changes::Unwatched)
            .unwrap();
        tx.flush_writes().unwrap();
        tx.commit().unwrap();
    }
    assert_eq!(w.committed().len(), 2);
    let seen: i64 = conn
        .query_row("SELECT COUNT(*) FROM u_seen", [], |r| r.get(0))
        .unwrap();
    assert_eq!(seen, 2, "the rule ran for each row");
}
