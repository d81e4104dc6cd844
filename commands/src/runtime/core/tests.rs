//! Group commit: inputs of several tables in one transaction, each in its own savepoint.
//!
//! Each test lines its inputs up into one batch by holding the writer while they queue, then
//! checks from the recorded transactions that they really shared one.
use super::*;
use crate::clock::FakeClock;
use crate::input::Input;
use crate::script::EPOCH;
use crate::store::db::Backend;

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

fn command(name: &str, options: serde_json::Value) -> Input {
    Input::command(name, serde_json::from_value(options).unwrap()).unwrap()
}

fn click(custom_id: &str) -> Input {
    Input::Click {
        custom_id: custom_id.into(),
        values: Vec::new(),
    }
}

fn open_core(dir: &tempfile::TempDir) -> (Core, Arc<FakeClock>) {
    open_core_at(&location(&dir.path().join("t.db")))
}

/// A bot on the SQLite file `t.db` in `dir` whatever the backend under test: for tests of the
/// file's WAL.
fn open_file_core(dir: &tempfile::TempDir) -> (Core, Arc<FakeClock>) {
    open_core_at(&crate::store::Location::File(dir.path().join("t.db")))
}

fn open_core_at(location: &crate::store::Location) -> (Core, Arc<FakeClock>) {
    let clock = Arc::new(FakeClock::new(EPOCH));
    let switches = Switches {
        seed: Some(3),
        ..Switches::default()
    };
    let core = Core::open_at(location, clock.clone(), switches).unwrap();
    (core, clock)
}

/// The database standing for `path`: that file, or a PostgreSQL database of its own when the
/// suite runs against PostgreSQL (`TABULA_TEST_ENGINE=postgres`).
fn location(path: &std::path::Path) -> crate::store::Location {
    match pg_test::database_for(path) {
        Some(url) => crate::store::Location::Postgres(url),
        None => crate::store::Location::File(path.to_path_buf()),
    }
}

fn hand_id(replies: &[Reply]) -> Option<String> {
    replies
        .iter()
        .filter(|r| r.to.is_public())
        .flat_map(|r| &r.components)
        .map(|c| c.custom_id.clone())
        .find(|id| id.ends_with(":hand"))
}

/// A started table of `game` in `channel`, hosted by `a` with `b`: its board's hand button.
fn started_table(core: &Core, channel: &str, game: &str) -> String {
    core.handle(
        &actor(channel, "a"),
        command("play", serde_json::json!({ "game": game })),
    );
    core.handle(&actor(channel, "b"), command("join", serde_json::json!({})));
    let out = core.handle(
        &actor(channel, "a"),
        command("start", serde_json::json!({})),
    );
    hand_id(&out).expect("a board after start")
}

/// A started table of the example game, tic-tac-toe, in `channel`: a player who may act and
/// the `custom_id` of one complete action of theirs (keeping their coin, a first-level menu
/// choice).
fn ready_table(core: &Core, channel: &str) -> (Actor, String) {
    let hand = started_table(core, channel, "tic-tac-toe");
    let out = core.handle(&actor(channel, "a"), click(&hand));
    let keep = out
        .iter()
        .flat_map(|r| &r.components)
        .find(|c| c.custom_id.ends_with(":a.keep"))
        .map(|c| c.custom_id.clone())
        .expect("X is offered to keep their coin");
    (actor(channel, "a"), keep)
}

/// The stored version of the table in `channel` and the number of logged actions.
fn stored(core: &Core, channel: &str) -> (i64, i64) {
    core.conn()
        .query_row(
            "SELECT version, (SELECT COUNT(*) FROM actions WHERE table_id = t.id) \
             FROM tables t WHERE channel = ?1",
            [channel],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

/// Handles `inputs` from concurrent threads, lined up so that all of them queue before the
/// first batch starts; returns each input's replies, in input order.
/// Runs `inputs` at once while the writer is held, so that the `writes` of them that reach the
/// writer (the others are answered on the read path) share one transaction.
fn in_one_batch(core: &Core, inputs: Vec<(Actor, Input)>, writes: usize) -> Vec<Vec<Reply>> {
    let n = writes;
    let before = core.transactions.lock().unwrap().len();
    let writer = core.conn();
    let out = std::thread::scope(|s| {
        let handles: Vec<_> = inputs
            .into_iter()
            .map(|(a, i)| s.spawn(move || core.handle(&a, i)))
            .collect();
        while core.batcher.queued() < n {
            std::thread::yield_now();
        }
        drop(writer);
        handles
            .into_iter()
            .map(|h| h.join().unwrap())
            .collect::<Vec<_>>()
    });
    let transactions = core.transactions.lock().unwrap();
    assert_eq!(
        transactions[before..].first().map(|t| t.0),
        Some(n),
        "the inputs shared one transaction: {:?}",
        &transactions[before..]
    );
    out
}

fn accepted(replies: &[Reply]) -> bool {
    replies.iter().any(|r| r.to.is_public())
}

fn private_text(replies: &[Reply]) -> String {
    replies
        .iter()
        .filter(|r| !r.to.is_public())
        .map(|r| r.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_refused_or_failed_input_in_a_batch_undoes_only_itself() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let (p1, a1) = ready_table(&core, "c1");
    let (p2, a2) = ready_table(&core, "c2");
    let (p3, a3) = ready_table(&core, "c3");
    let before: Vec<_> = ["c1", "c2", "c3"].map(|c| stored(&core, c)).into();
    // Table 2's action fails in the database after its state row was already rewritten
    // (`tables::save` runs before the action is logged), so only a rollback to its savepoint
    // can restore that row.
    let trigger = match core.conn().backend() {
        Backend::Sqlite => {
            "CREATE TRIGGER fail_c2 BEFORE INSERT ON actions \
             WHEN NEW.table_id = (SELECT id FROM tables WHERE channel = 'c2') \
             BEGIN SELECT RAISE(ABORT, 'injected failure'); END;"
        }
        Backend::Postgres => {
            "CREATE FUNCTION fail_c2() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             IF NEW.table_id = (SELECT id FROM tables WHERE channel = 'c2') THEN \
             RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$; \
             CREATE TRIGGER fail_c2 BEFORE INSERT ON actions FOR EACH ROW \
             EXECUTE FUNCTION fail_c2();"
        }
    };
    core.conn().execute_batch(trigger).unwrap();
    let state_c2 = |core: &Core| -> String {
        core.conn()
            .query_row("SELECT state FROM tables WHERE channel = 'c2'", [], |r| {
                r.get(0)
            })
            .unwrap()
    };
    let state2 = state_c2(&core);
    let out = in_one_batch(
        &core,
        vec![
            (p1.clone(), click(&a1)),
            (p2, click(&a2)),
            // The same click twice (threads queue in any order): whichever runs second finds
            // the table moved on.
            (p1, click(&a1)),
            // A click on table 1's button from table 3's channel: refused politely, on the
            // read path (it never reaches the writer).
            (p3.clone(), click(&a1)),
            (p3, click(&a3)),
        ],
        4,
    );
    let (first, second) = if accepted(&out[0]) {
        (&out[0], &out[2])
    } else {
        (&out[2], &out[0])
    };
    assert!(accepted(first), "{}", private_text(first));
    assert!(!accepted(second));
    assert!(private_text(second).contains("moment has passed"));
    assert!(!accepted(&out[1]));
    assert!(private_text(&out[1]).contains("Something went wrong"));
    assert!(private_text(&out[3]).contains("another channel"));
    assert!(accepted(&out[4]), "{}", private_text(&out[4]));
    assert_eq!(stored(&core, "c1"), (before[0].0 + 1, before[0].1 + 1));
    assert_eq!(
        stored(&core, "c2"),
        before[1],
        "the failed input left nothing"
    );
    assert_eq!(state_c2(&core), state2);
    assert_eq!(stored(&core, "c3"), (before[2].0 + 1, before[2].1 + 1));
    // On PostgreSQL the batch ran paced first, met the failure without knowing whose it was,
    // and was run again unpaced: the failure above is then table 2's alone.
    let replayed = match core.conn().backend() {
        Backend::Sqlite => 0,
        Backend::Postgres => 1,
    };
    assert_eq!(core.commit_stats().replayed, replayed);
}

/// A paced transaction (PostgreSQL) takes no savepoint per input: an input refused after it
/// wrote is undone by running the transaction again unpaced, where it has its savepoint. One
/// refused before writing anything needs no undoing, and costs no replay.
#[test]
fn an_input_refused_after_writing_is_undone_and_one_refused_before_costs_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let pg = core.conn().backend() == Backend::Postgres;
    // A move at `first`, an input that refuses (after rewriting `second`'s table row if
    // `writes`), and a move at `second`, in one batch.
    let batch = |first: &str, second: &str, writes: bool| {
        let (p1, a1) = ready_table(&core, first);
        let (p2, a2) = ready_table(&core, second);
        let before = [stored(&core, first), stored(&core, second)];
        let sql = format!("UPDATE tables SET version = version + 100 WHERE channel = '{second}'");
        let refusing: Box<Work> = Box::new(move |ctx: &Ctx<'_>| {
            if writes {
                ctx.tx.execute_batch(&sql)?;
            }
            Err(Stop::Refused(Box::new(Reply::private(
                ctx.actor, "refused",
            ))))
        });
        let writer = core.conn();
        let out = std::thread::scope(|s| {
            let core = &core;
            let h1 = s.spawn(move || core.handle(&p1, click(&a1)));
            let hr = s.spawn(move || core.submit(&actor(second, "x"), JobKind::Input(refusing)));
            let h2 = s.spawn(move || core.handle(&p2, click(&a2)));
            while core.batcher.queued() < 3 {
                std::thread::yield_now();
            }
            drop(writer);
            [
                h1.join().unwrap(),
                hr.join().unwrap().replies,
                h2.join().unwrap(),
            ]
        });
        assert_eq!(core.transactions.lock().unwrap().last(), Some(&(3, true)));
        assert!(accepted(&out[0]), "{}", private_text(&out[0]));
        assert_eq!(private_text(&out[1]), "refused");
        assert!(accepted(&out[2]), "{}", private_text(&out[2]));
        assert_eq!(stored(&core, first), (before[0].0 + 1, before[0].1 + 1));
        assert_eq!(
            stored(&core, second),
            (before[1].0 + 1, before[1].1 + 1),
            "the refused input's write was undone, the move after it kept"
        );
    };
    batch("c1", "c2", true);
    assert_eq!(core.commit_stats().replayed, u64::from(pg));
    batch("c3", "c4", false);
    assert_eq!(core.commit_stats().replayed, u64::from(pg), "no replay");
}

#[test]
fn when_a_batch_cannot_commit_every_input_in_it_is_told_nothing_changed() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let (p1, a1) = ready_table(&core, "c1");
    let (p2, a2) = ready_table(&core, "c2");
    let before = [stored(&core, "c1"), stored(&core, "c2")];
    // Like a crash between the inputs and the commit: one job leaves a violation that is
    // checked only at COMMIT, so the commit fails after every input has run. On SQLite a
    // deferred foreign key; on PostgreSQL (whose foreign keys are checked at once) a deferred
    // constraint trigger.
    let engine = core.conn().backend();
    if engine == Backend::Postgres {
        core.conn()
            .execute_batch(
                "CREATE FUNCTION poison() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
                 RAISE EXCEPTION 'injected commit failure'; END $$; \
                 CREATE CONSTRAINT TRIGGER poison AFTER INSERT ON server_settings \
                 DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION poison();",
            )
            .unwrap();
    }
    let poison: Box<Work> = Box::new(move |ctx: &Ctx<'_>| {
        ctx.tx.execute_batch(match engine {
            Backend::Sqlite => {
                "PRAGMA defer_foreign_keys = ON; \
                 INSERT INTO seats (table_id, seat, \"user\", name) VALUES (999999, 0, 'x', 'x');"
            }
            Backend::Postgres => {
                "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
                 VALUES ('poison', '', 'k', '1', 'x', 0)"
            }
        })?;
        Ok(Vec::new())
    });
    let writer = core.conn();
    let out = std::thread::scope(|s| {
        let core = &core;
        let (p1, a1) = (p1.clone(), a1.clone());
        let h1 = s.spawn(move || core.handle(&p1, click(&a1)));
        let hp = s.spawn(move || core.submit(&actor("c9", "x"), JobKind::Input(poison)));
        let h2 = s.spawn(move || core.handle(&p2, click(&a2)));
        while core.batcher.queued() < 3 {
            std::thread::yield_now();
        }
        drop(writer);
        let poisoned = hp.join().unwrap().replies;
        (h1.join().unwrap(), poisoned, h2.join().unwrap())
    });
    assert_eq!(core.transactions.lock().unwrap().last(), Some(&(3, false)));
    // On PostgreSQL the paced attempt's failed commit was run again unpaced, and failed again.
    let replayed = match engine {
        Backend::Sqlite => 0,
        Backend::Postgres => 1,
    };
    assert_eq!(core.commit_stats().replayed, replayed);
    for replies in [&out.0, &out.1, &out.2] {
        assert!(!accepted(replies));
        assert!(private_text(replies).contains("nothing was changed"));
    }
    assert_eq!([stored(&core, "c1"), stored(&core, "c2")], before);
    // Nothing is stuck: the same click, now alone, commits.
    assert!(accepted(&core.handle(&p1, click(&a1))));
    assert_eq!(stored(&core, "c1"), (before[0].0 + 1, before[0].1 + 1));
}

/// Six identical clicks decided on the same kept state and queued in one batch: the first
/// commits; the writer then sees its own transaction wrote the table, so it reads the row
/// again for the others instead of acting on the kept state (`snapshot::WriterCache`).
#[test]
fn inputs_to_one_table_in_one_batch_are_applied_one_at_a_time() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let (p, a) = ready_table(&core, "c1");
    let before = stored(&core, "c1");
    let out = in_one_batch(&core, (0..6).map(|_| (p.clone(), click(&a))).collect(), 6);
    let applied = out.iter().filter(|o| accepted(o)).count();
    assert_eq!(applied, 1, "exactly one of six identical clicks is applied");
    for o in out.iter().filter(|o| !accepted(o)) {
        assert!(private_text(o).contains("moment has passed"));
    }
    assert_eq!(stored(&core, "c1"), (before.0 + 1, before.1 + 1));
}

#[test]
fn overdue_deadlines_beyond_one_chunk_all_fire_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (core, clock) = open_core(&dir);
    let tables = FIRE_CHUNK + 5;
    for i in 0..tables {
        ready_table(&core, &format!("c{i}"));
    }
    let versions: Vec<_> = (0..tables)
        .map(|i| stored(&core, &format!("c{i}")))
        .collect();
    drop(core);
    clock.advance(10 * 60 * 1000);
    let core = Core::open_at(
        &location(&dir.path().join("t.db")),
        clock.clone(),
        Switches {
            seed: Some(3),
            ..Switches::default()
        },
    )
    .unwrap();
    let fired = core.fire_due();
    assert!(fired.iter().all(|r| r.to.is_public()));
    for (i, v) in versions.iter().enumerate() {
        let now = stored(&core, &format!("c{i}"));
        assert!(now.0 > v.0, "table c{i} timed out: {v:?} -> {now:?}");
    }
    assert!(core.next_deadline().unwrap() > clock.now());
    let committed = core.transactions.lock().unwrap();
    assert!(
        committed.len() >= tables.div_ceil(FIRE_CHUNK),
        "timeouts are committed in chunks: {committed:?}"
    );
}

#[test]
fn a_view_at_a_table_with_a_passed_deadline_plays_it_before_answering() {
    let dir = tempfile::tempdir().unwrap();
    let (core, clock) = open_core(&dir);
    let (player, _) = ready_table(&core, "c1");
    let before = stored(&core, "c1");
    clock.advance(10 * 60 * 1000);
    let out = core.handle(&player, command("hand", serde_json::json!({})));
    assert!(
        out.iter()
            .any(|r| r.to.is_public() && r.text.contains("Time ran out")),
        "the timeout was applied before answering"
    );
    assert!(stored(&core, "c1").0 > before.0);
}

/// Views, menu steps and queries are answered from the last committed state on a read
/// connection: they never wait for the writer (here held for the whole test, as a long batch or
/// a slow `fsync` would hold it), while a click that changes something waits for it.
#[test]
fn views_and_menu_steps_never_wait_for_the_writer() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let (player, action) = ready_table(&core, "c1");
    let hand = {
        let out = core.handle(&player, command("board", serde_json::json!({})));
        hand_id(&out).expect("the board's hand button")
    };
    let before = stored(&core, "c1");
    let commits = core.commit_stats();
    let writer = core.conn();
    std::thread::scope(|s| {
        let reads = s.spawn(|| {
            let view = core.handle(&player, click(&hand));
            let slash = core.handle(&player, command("hand", serde_json::json!({})));
            let rules = core.handle(
                &player,
                command("rules", serde_json::json!({"game": "tic-tac-toe"})),
            );
            (view, slash, rules)
        });
        let (view, slash, rules) = reads.join().unwrap();
        for out in [&view, &slash] {
            assert!(!accepted(out));
            assert!(
                out.iter().any(|r| !r.components.is_empty()),
                "a private view with its menu: {out:?}"
            );
        }
        assert!(!rules.is_empty() && !accepted(&rules));
        // An action needs the writer: it is queued, and answered once the writer is free.
        let act = s.spawn(|| core.handle(&player, click(&action)));
        while core.batcher.queued() < 1 {
            std::thread::yield_now();
        }
        assert!(!act.is_finished(), "an action went around the writer");
        drop(writer);
        assert!(accepted(&act.join().unwrap()));
    });
    assert_eq!(stored(&core, "c1"), (before.0 + 1, before.1 + 1));
    assert_eq!(
        core.commit_stats().jobs,
        commits.jobs + 1,
        "only the action reached the writer"
    );
}

/// The read connection cannot write, whatever a handler tries.
#[test]
fn the_read_connection_refuses_writes() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    ready_table(&core, "c1");
    let reader = crate::store::reader_at(core.location()).unwrap();
    let n: i64 = reader
        .query_row("SELECT COUNT(*) FROM tables", [], |r| r.get(0))
        .unwrap();
    assert_eq!(n, 1);
    assert!(reader
        .execute("UPDATE tables SET version = version + 1", [])
        .is_err());
}

/// The version of every menu button in `replies` (private views carry the table's version).
fn menu_versions(replies: &[Reply]) -> Vec<i64> {
    replies
        .iter()
        .filter(|r| !r.to.is_public())
        .flat_map(|r| &r.components)
        .filter_map(|c| crate::store::ids::ComponentId::parse(&c.custom_id))
        .filter(|id| matches!(id.payload, crate::store::ids::Payload::Act { .. }))
        .map(|id| id.version)
        .collect()
}

/// Issue 26: a view read on the read path keeps the table's state for the next clicks, and
/// every commit that changes the table (an action, a timeout) replaces it with the state it
/// left before anyone is answered, so no click is ever answered from a state older than the
/// last commit.
#[test]
fn a_kept_table_state_never_outlives_a_commit_that_changes_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let (core, clock) = open_core(&dir);
    let (player, action) = ready_table(&core, "c1");
    let id = crate::store::ids::ComponentId::parse(&action)
        .unwrap()
        .table;
    let kept = core.snapshots.get(id).expect("the views kept the table");
    let (version, _) = stored(&core, "c1");
    assert_eq!(kept.table.version, version);

    let out = core.handle(&player, click(&action));
    assert!(accepted(&out), "{}", private_text(&out));
    let (after, _) = stored(&core, "c1");
    assert!(after > version);
    assert_eq!(
        core.snapshots.get(id).map(|k| k.table.version),
        Some(after),
        "the action's commit left its own state in place of the older one"
    );
    assert_kept_is_stored(&core, id);
    let hand = hand_id(&out).expect("a board after the action");
    for user in ["a", "b"] {
        let view = core.handle(&actor("c1", user), click(&hand));
        assert!(
            menu_versions(&view).iter().all(|v| *v == after),
            "{user} sees the version after the action"
        );
    }
    assert_eq!(core.snapshots.get(id).map(|k| k.table.version), Some(after));
    // `/hand` answers from the kept table too, and a stranger is still told they have no seat.
    let hands: Vec<i64> = ["a", "b"]
        .iter()
        .flat_map(|u| {
            menu_versions(&core.handle(&actor("c1", u), command("hand", serde_json::json!({}))))
        })
        .collect();
    assert!(
        !hands.is_empty() && hands.iter().all(|v| *v == after),
        "/hand shows the version after the action: {hands:?}"
    );
    let stranger = core.handle(&actor("c1", "z"), command("hand", serde_json::json!({})));
    assert!(private_text(&stranger).contains("not playing"));

    // A timeout is a commit of the scheduler's: it too drops the kept state.
    clock.advance(3 * 24 * 3_600_000);
    assert!(!core.fire_due().is_empty(), "a timeout fired");
    let (fired, _) = stored(&core, "c1");
    assert!(fired > after);
    assert_eq!(core.snapshots.get(id).map(|k| k.table.version), Some(fired));
    assert_kept_is_stored(&core, id);
    let view = core.handle(&actor("c1", "a"), click(&hand));
    let view_b = core.handle(&actor("c1", "b"), click(&hand));
    let versions: Vec<i64> = menu_versions(&view)
        .into_iter()
        .chain(menu_versions(&view_b))
        .collect();
    assert!(
        !versions.is_empty() && versions.iter().all(|v| *v == fired),
        "{versions:?} against {fired}"
    );
}

/// With the outbox on, every input's public replies are written after it (rows whose
/// changes nobody declares, so the writer asks the store what they changed): the states the
/// batch's actions left are still kept, each table's own (on PostgreSQL, where actions say
/// what they changed and the store's notes are read only after the outbox's rows, those
/// notes must not report the actions' tables again).
#[test]
fn with_the_outbox_on_each_action_still_leaves_its_state_kept() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(FakeClock::new(EPOCH));
    let switches = Switches {
        seed: Some(3),
        outbox: true,
        ..Switches::default()
    };
    let core = Core::open_at(&location(&dir.path().join("t.db")), clock, switches).unwrap();
    let tables: Vec<_> = ["c1", "c2", "c3"]
        .into_iter()
        .map(|c| (c, ready_table(&core, c)))
        .collect();
    let out = in_one_batch(
        &core,
        tables
            .iter()
            .map(|(_, (p, a))| (p.clone(), click(a)))
            .collect(),
        3,
    );
    assert!(out.iter().all(|o| accepted(o)));
    assert!(
        crate::runtime::outbox::count(&core.conn()).unwrap() > 0,
        "posts owed"
    );
    for (channel, (_, action)) in &tables {
        let id = crate::store::ids::ComponentId::parse(action).unwrap().table;
        let (after, _) = stored(&core, channel);
        assert_eq!(
            core.snapshots.get(id).map(|k| k.table.version),
            Some(after),
            "{channel}: the action's state is kept"
        );
        assert!(assert_kept_is_stored(&core, id));
    }
}

/// On PostgreSQL, where each connection is a server process out of `max_connections`, a
/// process holds at most `readers::ON_POSTGRES` read connections, and reads beyond that wait
/// for one (on SQLite, as many as read at once). Every read runs.
#[test]
fn read_connections_are_capped_on_postgres() {
    use std::sync::atomic::AtomicUsize;
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let threads = super::readers::ON_POSTGRES + 4;
    let limit = match core.conn().backend() {
        Backend::Postgres => super::readers::ON_POSTGRES,
        Backend::Sqlite => threads,
    };
    let (inside, most, done) = (
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    let release = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                core.with_reader(|conn| {
                    let now = inside.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    let one: i64 = conn.query_row("SELECT 1", [], |r| r.get(0)).unwrap();
                    assert_eq!(one, 1);
                    while !release.load(Ordering::SeqCst) {
                        std::thread::yield_now();
                    }
                    inside.fetch_sub(1, Ordering::SeqCst);
                })
                .unwrap();
                done.fetch_add(1, Ordering::SeqCst);
            });
        }
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while inside.load(Ordering::SeqCst) < limit {
            assert!(
                std::time::Instant::now() < deadline,
                "never {limit} reads at once"
            );
            std::thread::yield_now();
        }
        release.store(true, Ordering::SeqCst);
    });
    assert_eq!(done.load(Ordering::SeqCst), threads, "every read ran");
    assert_eq!(most.load(Ordering::SeqCst), limit);
    assert!(core.readers.open() <= limit);
}

/// A read that began before a commit may have loaded the older state: it is not kept, even
/// when it finishes after the writer dropped the table.
#[test]
fn a_state_read_before_a_commit_is_not_kept_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let (_, action) = ready_table(&core, "c1");
    let id = crate::store::ids::ComponentId::parse(&action)
        .unwrap()
        .table;
    let kept = core.snapshots.get(id).expect("kept");
    let before = core.snapshots.generation();
    core.snapshots.changed(&[id], Vec::new());
    core.snapshots.offer(before, &kept);
    assert!(
        core.snapshots.get(id).is_none(),
        "the older read was not kept"
    );
    core.snapshots.offer(core.snapshots.generation(), &kept);
    assert!(core.snapshots.get(id).is_some());
    assert_eq!(
        core.snapshots.in_channel("c1").map(|k| k.table.id),
        Some(id)
    );
}

/// The cache keeps at most `kept_tables` tables, dropping the least recently clicked.
#[test]
fn the_least_recently_clicked_table_is_dropped_when_the_cache_is_full() {
    let dir = tempfile::tempdir().unwrap();
    let switches = Switches {
        seed: Some(3),
        kept_tables: 2,
        ..Switches::default()
    };
    let clock = Arc::new(FakeClock::new(EPOCH));
    let core = Core::open_at(&location(&dir.path().join("t.db")), clock, switches).unwrap();
    let ids: Vec<i64> = ["c1", "c2", "c3"]
        .iter()
        .map(|c| {
            let (_, action) = ready_table(&core, c);
            crate::store::ids::ComponentId::parse(&action)
                .unwrap()
                .table
        })
        .collect();
    assert_eq!(core.snapshots.len(), 2);
    assert!(
        core.snapshots.get(ids[0]).is_none(),
        "the first table was dropped"
    );
    // Using the second makes the third the least recently used.
    assert!(core.snapshots.get(ids[1]).is_some());
    let (_, action) = ready_table(&core, "c4");
    let fourth = crate::store::ids::ComponentId::parse(&action)
        .unwrap()
        .table;
    assert!(core.snapshots.get(ids[2]).is_none());
    assert!(core.snapshots.get(ids[1]).is_some() && core.snapshots.get(fourth).is_some());
}

/// Issue 26, decide then commit: a click that completes an action is decided on the read path
/// as a value, writing nothing; the writer commits it only if the table is still at the
/// version it was decided on. Two clicks decided on the same version (a double click) commit
/// once: the second is decided again on the writer and refused as stale. (The second was
/// decided on the state the cache kept before the first commit, which the commit replaced, so
/// the writer does not take it for the table's row.)
#[test]
fn a_decided_action_is_committed_only_at_the_version_it_was_decided_on() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let (player, action) = ready_table(&core, "c1");
    let before = stored(&core, "c1");
    let Some(Decision::Commit(first)) = core.read(&player, &click(&action)) else {
        panic!("the click completes an action");
    };
    let Some(Decision::Commit(second)) = core.read(&player, &click(&action)) else {
        panic!("the same click, decided again on the same version");
    };
    assert_eq!(first.version, before.0);
    assert_eq!(stored(&core, "c1"), before, "deciding wrote nothing");

    let commit = |pending: Box<crate::handlers::ctx::Pending>| {
        let work = inputs::committing(pending, click(&action));
        core.submit(&player, JobKind::Input(work)).replies
    };
    let out = commit(first);
    assert!(accepted(&out), "{}", private_text(&out));
    let after = stored(&core, "c1");
    assert_eq!(after, (before.0 + 1, before.1 + 1));

    let out = commit(second);
    assert!(!accepted(&out), "the stale decision was not committed");
    assert!(
        private_text(&out).contains("moment has passed"),
        "{}",
        private_text(&out)
    );
    assert_eq!(stored(&core, "c1"), after, "nothing more was written");
}

/// Issue 26, fewer pages per action: an action of a running game writes its state row, its
/// log row, deadlines that change and its outbox rows, but none of the table's indexes
/// (`tables::save_move`). Counted in write-ahead log frames over a played game (deterministic:
/// fixed seed, fixed choices): 8.2 a move when every action rewrote the table's three
/// indexes, 6.3 since. Measured on 8-quilibrium: 20 moves are longer than a game of
/// tic-tac-toe, and the figures above are its.
#[test]
fn an_action_writes_few_pages() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_file_core(&dir);
    started_table(&core, "c1", "eight-quilibrium");
    core.conn()
        .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .unwrap();
    // A reader of the emptied WAL keeps the checkpoint thread from copying it into the file,
    // so the writer never starts the WAL over and it grows by every frame written.
    let pin = rusqlite::Connection::open(dir.path().join("t.db")).unwrap();
    pin.execute_batch("BEGIN").unwrap();
    pin.query_row("SELECT COUNT(*) FROM tables", [], |r| r.get::<_, i64>(0))
        .unwrap();
    let wal = dir.path().join("t.db-wal");
    let before = std::fs::metadata(&wal).unwrap().len();
    let board = core.handle(&actor("c1", "a"), command("board", serde_json::json!({})));
    let hand = hand_id(&board).expect("the board's hand button");
    let (version, _) = stored(&core, "c1");
    let mut pick = 7u64;
    let mut actions = 0;
    // Random menu walks (a walk may end on a refusal or a step back) until 20 moves are made.
    for _ in 0..400 {
        for user in ["a", "b"] {
            let mut out = core.handle(&actor("c1", user), click(&hand));
            for _ in 0..6 {
                let ids = menu_ids(&out);
                if ids.is_empty() {
                    break;
                }
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let id = &ids[(pick >> 33) as usize % ids.len()];
                out = core.handle(&actor("c1", user), click(id));
                if accepted(&out) {
                    actions += 1;
                    break;
                }
            }
        }
        if actions >= 20 {
            break;
        }
    }
    assert!(actions >= 20, "only {actions} moves were made");
    assert_eq!(stored(&core, "c1").0, version + actions as i64);
    // Each frame is a page (4,096 bytes) behind a 24-byte header.
    let frames = (std::fs::metadata(&wal).unwrap().len() - before) / (4096 + 24);
    let per_action = frames as f64 / actions as f64;
    assert!(
        per_action < 7.0,
        "{per_action:.1} pages a move ({frames} for {actions})"
    );
}

/// The `custom_id`s of the menu buttons and selects in the private replies of `replies`.
fn menu_ids(replies: &[Reply]) -> Vec<String> {
    replies
        .iter()
        .filter(|r| !r.to.is_public())
        .flat_map(|r| &r.components)
        .filter(|c| {
            crate::store::ids::ComponentId::parse(&c.custom_id)
                .is_some_and(|id| matches!(id.payload, crate::store::ids::Payload::Act { .. }))
        })
        .map(|c| c.custom_id.clone())
        .collect()
}

/// What the cache keeps for table `id`, if anything, is exactly what a read of the database
/// would load now (row, seats, deadlines and state).
fn assert_kept_is_stored(core: &Core, id: i64) -> bool {
    let Some(kept) = core.snapshots.get(id) else {
        return false;
    };
    let conn = core.conn();
    let table = tables::get(&conn, id)
        .unwrap()
        .expect("a kept table is stored");
    assert_eq!(
        table.status,
        tables::Status::Playing,
        "only running tables are kept"
    );
    let engine = registry::find(&table.game).expect("a known game");
    let session = engine.load(table.state.as_deref().unwrap()).unwrap();
    let seats = tables::seats(&conn, id).unwrap();
    let deadlines = deadlines::for_table(&conn, id).unwrap();
    let stored = crate::store::snapshot::Loaded::for_reads(table, seats, deadlines, session);
    assert_eq!(format!("{:?}", kept.table), format!("{:?}", stored.table));
    assert_eq!(kept.seats, stored.seats);
    assert_eq!(kept.deadlines, stored.deadlines);
    assert_eq!(kept.session.save().unwrap(), stored.session.save().unwrap());
    true
}

/// Issue 26: the writer keeps the state each committed action left, and whatever writes the
/// table after it (a timeout, an absent player's turn, the end of the game) replaces or drops
/// it. Random menu walks by both players, with deadlines let pass now and then (timeouts,
/// players marked absent), and after every input the kept state is checked against the
/// database.
#[test]
fn the_kept_state_is_always_what_a_read_would_load() {
    let dir = tempfile::tempdir().unwrap();
    let (core, clock) = open_core(&dir);
    let mut pick = 11u64;
    let mut next = |n: usize| {
        pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (pick >> 33) as usize % n
    };
    let (mut actions, mut timeouts, mut kept_after_commit) = (0, 0, 0);
    // 8-quilibrium: three games of it hold the 30 actions and 5 timeouts asked for below.
    for game in 0..3 {
        let channel = format!("c{game}");
        let started = started_table(&core, &channel, "eight-quilibrium");
        let id = crate::store::ids::ComponentId::parse(&started)
            .unwrap()
            .table;
        let board = core.handle(
            &actor(&channel, "a"),
            command("board", serde_json::json!({})),
        );
        let hand = hand_id(&board).expect("the board's hand button");
        for round in 0..300 {
            if stored_status(&core, id) != "playing" {
                break;
            }
            if round % 7 == 6 {
                // Nobody plays for three days: the turn times out.
                clock.advance(3 * 24 * 3_600_000);
                if !core.fire_due().is_empty() {
                    timeouts += 1;
                    kept_after_commit += usize::from(assert_kept_is_stored(&core, id));
                }
                continue;
            }
            let user = ["a", "b"][next(2)];
            let mut out = core.handle(&actor(&channel, user), click(&hand));
            assert_kept_is_stored(&core, id);
            for _ in 0..6 {
                let ids = menu_ids(&out);
                if ids.is_empty() {
                    break;
                }
                out = core.handle(&actor(&channel, user), click(&ids[next(ids.len())]));
                let kept = assert_kept_is_stored(&core, id);
                if accepted(&out) {
                    actions += 1;
                    kept_after_commit += usize::from(kept);
                    break;
                }
            }
        }
        if stored_status(&core, id) != "playing" {
            assert!(
                core.snapshots.get(id).is_none(),
                "a finished table is not kept"
            );
        }
    }
    assert!(
        actions >= 30 && timeouts >= 5,
        "{actions} actions, {timeouts} timeouts"
    );
    assert!(
        kept_after_commit * 2 > actions + timeouts,
        "most commits left their state: {kept_after_commit} of {}",
        actions + timeouts
    );
}

fn stored_status(core: &Core, id: i64) -> String {
    core.conn()
        .query_row("SELECT status FROM tables WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .unwrap()
}

/// A table written again after its action in the same batch is not kept with the action's
/// state: here the host cancels the game right after a move, in one transaction.
#[test]
fn a_table_written_after_its_action_in_the_same_batch_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let (player, action) = ready_table(&core, "c1");
    let id = crate::store::ids::ComponentId::parse(&action)
        .unwrap()
        .table;
    // Queued in this order behind the held writer, so they run in it in one transaction.
    let before = core.transactions.lock().unwrap().len();
    let writer = core.conn();
    let out = std::thread::scope(|s| {
        let moved = s.spawn(|| core.handle(&player, click(&action)));
        while core.batcher.queued() < 1 {
            std::thread::yield_now();
        }
        let cancelled =
            s.spawn(|| core.handle(&actor("c1", "a"), command("cancel", serde_json::json!({}))));
        while core.batcher.queued() < 2 {
            std::thread::yield_now();
        }
        drop(writer);
        [moved.join().unwrap(), cancelled.join().unwrap()]
    });
    assert_eq!(core.transactions.lock().unwrap()[before..], [(2, true)]);
    assert!(accepted(&out[0]), "{}", private_text(&out[0]));
    assert_ne!(
        stored_status(&core, id),
        "playing",
        "{}",
        private_text(&out[1])
    );
    assert!(core.snapshots.get(id).is_none());
}

/// Issue 26: the WAL is copied into the database file by the checkpoint thread, never by a
/// commit of the writer (SQLite's automatic checkpoint is off on its connection). Waits for
/// the copy with a generous deadline: the thread runs every half second.
#[test]
fn the_wal_reaches_the_database_file_without_the_writer_checkpointing() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_file_core(&dir);
    let automatic: i64 = core
        .conn()
        .query_row("PRAGMA wal_autocheckpoint", [], |r| r.get(0))
        .unwrap();
    assert_eq!(automatic, 0, "the writer's commits never checkpoint");
    ready_table(&core, "c1");
    let path = dir.path().join("t.db");
    let copy = dir.path().join("copy.db");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    // The database file alone, without its WAL, as a copy of it shows.
    let in_file = || -> Option<i64> {
        std::fs::copy(&path, &copy).ok()?;
        let conn = rusqlite::Connection::open(&copy).ok()?;
        conn.query_row(
            "SELECT COUNT(*) FROM tables WHERE status = 'playing'",
            [],
            |r| r.get(0),
        )
        .ok()
    };
    while in_file() != Some(1) {
        assert!(
            std::time::Instant::now() < deadline,
            "the started table never reached the database file"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(core.checkpoints.as_ref().unwrap().runs() >= 1);
}

/// The deadline rows an action writes are exactly the ones the writer computed and keeps
/// (`deadlines::reschedule_from`: a turn passing on moves its row from one seat to the next,
/// other changes delete and upsert), over random games where turns pass and where several
/// seats are awaited at once.
#[test]
fn the_deadline_rows_written_are_the_ones_the_writer_keeps() {
    use rand::{seq::SliceRandom, SeedableRng};
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let users = ["a", "b", "c"];
    // Three players, and games long enough for ten checks each: not tic-tac-toe.
    for (n, game) in ["eight-quilibrium", "relinquish", "eight-quilibrium"]
        .into_iter()
        .enumerate()
    {
        let channel = format!("d{n}");
        core.handle(
            &actor(&channel, "a"),
            command("play", serde_json::json!({ "game": game })),
        );
        for user in &users[1..] {
            core.handle(
                &actor(&channel, user),
                command("join", serde_json::json!({})),
            );
        }
        let out = core.handle(
            &actor(&channel, "a"),
            command("start", serde_json::json!({})),
        );
        let hand = hand_id(&out).expect("a board after start");
        let mut checked = 0;
        'game: for _ in 0..400 {
            // Someone who has something to do does one random thing through their menus.
            let mut acted = false;
            for user in users {
                let who = actor(&channel, user);
                let mut out = core.handle(&who, click(&hand));
                for _ in 0..12 {
                    let offered: Vec<&crate::api::Component> = out
                        .iter()
                        .filter(|r| !r.to.is_public())
                        .flat_map(|r| &r.components)
                        .filter(|c| {
                            (c.custom_id.contains(":a") || c.custom_id.contains(":p"))
                                && c.label != "◀ Back"
                        })
                        .collect();
                    let Some(c) = offered.choose(&mut rng) else {
                        break;
                    };
                    let values = match c.options.choose(&mut rng) {
                        Some(o) => vec![o.value.clone()],
                        None => Vec::new(),
                    };
                    let input = Input::Click {
                        custom_id: c.custom_id.clone(),
                        values,
                    };
                    out = core.handle(&who, input);
                    if accepted(&out) {
                        acted = true;
                        break;
                    }
                }
                if acted {
                    break;
                }
            }
            if !acted || out_of_play(&core, &channel) {
                break 'game;
            }
            let Some(kept) = core.snapshots.in_channel(&channel) else {
                continue;
            };
            let mut stored = deadlines::for_table(&core.conn(), kept.table.id).unwrap();
            let mut expected = kept.deadlines.clone();
            for rows in [&mut stored, &mut expected] {
                rows.sort_by_key(|d| d.seat);
            }
            assert_eq!(stored, expected, "{game}, after {checked} actions");
            checked += 1;
        }
        assert!(checked > 10, "{game}: only {checked} actions checked");
    }
}

/// Whether the channel's table is no longer being played.
fn out_of_play(core: &Core, channel: &str) -> bool {
    tables::open_id_in_channel(&core.conn(), channel)
        .unwrap()
        .is_none()
}

/// `/join` shows the seat it adds without reading it back: as the row reads.
#[test]
fn a_joined_seat_is_shown_as_its_row_reads() {
    let dir = tempfile::tempdir().unwrap();
    let (core, _) = open_core(&dir);
    core.handle(
        &actor("c1", "a"),
        command("play", serde_json::json!({"game": "tic-tac-toe"})),
    );
    let out = core.handle(&actor("c1", "b"), command("join", serde_json::json!({})));
    assert!(accepted(&out));
    let id = tables::open_id_in_channel(&core.conn(), "c1")
        .unwrap()
        .unwrap();
    let seats = tables::seats(&core.conn(), id).unwrap();
    assert_eq!(seats.last(), Some(&tables::SeatRow::joined(1, "b", "b")));
}

/// Issue 47: a clocked turn is charged up to the moment its click was received, never for the
/// time it then waited for the writer (held here, as a long batch would hold it, while the
/// clock runs on twenty seconds).
#[test]
fn a_clocked_move_is_charged_until_its_click_was_received() {
    let dir = tempfile::tempdir().unwrap();
    let (core, clock) = open_core(&dir);
    let (a, b) = (actor("c1", "a"), actor("c1", "b"));
    core.handle(
        &a,
        command(
            "play",
            serde_json::json!({"game": "tic-tac-toe", "clock": "5+3"}),
        ),
    );
    core.handle(&b, command("join", serde_json::json!({})));
    let mut hand = hand_id(&core.handle(&a, command("start", serde_json::json!({})))).unwrap();
    // The button of `code` in `who`'s view, opened from the board's hand button.
    let button = |who: &Actor, hand: &str, code: &str| {
        let end = format!(":a.{code}");
        core.handle(who, click(hand))
            .iter()
            .flat_map(|r| &r.components)
            .map(|c| c.custom_id.clone())
            .find(|id| id.ends_with(&end))
            .unwrap_or_else(|| panic!("{} is offered {code}", who.user))
    };
    for who in [&a, &b] {
        let out = core.handle(who, click(&button(who, &hand, "keep")));
        hand = hand_id(&out).unwrap_or(hand);
    }
    clock.advance(10_000);
    let place = button(&a, &hand, "a1");
    let writer = core.conn();
    std::thread::scope(|s| {
        let act = s.spawn(|| core.handle(&a, click(&place)));
        while core.batcher.queued() < 1 {
            std::thread::yield_now();
        }
        clock.advance(20_000);
        drop(writer);
        assert!(accepted(&act.join().unwrap()));
    });
    let left: Option<i64> = core
        .conn()
        .query_row("SELECT clock_left FROM seats WHERE seat = 0", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(
        left,
        Some(5 * 60_000 - 10_000 + 3_000),
        "the 20 s queued are not charged"
    );
}
