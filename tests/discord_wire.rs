//! The real `tabula` binary (serenity + poise) against a fake Discord on loopback: whole games
//! played by simulated users who click only what they see, a kill -9 and restart mid-game, and a
//! fuzz run. The fake checks every payload against Discord's limits and looks for hidden cards
//! in public messages; Tabula's log is scanned for events serenity could not parse. Most
//! tables play a real game, whose pictures, hidden hands, reactions or seats the test watches;
//! a few where the game does not matter play the example game, tic-tac-toe
//! (`Harness::example`).

mod wire;

use fake_discord::FakeDiscord;
use serde_json::json;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use wire::players::{is_action, payload, Players};
use wire::process::{Output, TabulaProcess};

/// A fake Discord and a database file; bots are started on them.
struct Harness {
    dir: tempfile::TempDir,
    fake: FakeDiscord,
}

impl Harness {
    /// A harness for 8-quilibrium tables.
    fn new() -> Harness {
        Harness::with_rule(wire::leak_rule("eight-quilibrium"))
    }

    /// A harness for tables of the example game, tic-tac-toe: for tests where the game does
    /// not matter.
    fn example() -> Harness {
        Harness::with_rule(wire::leak_rule("tic-tac-toe"))
    }

    fn with_rule(rule: fake_discord::LeakRule) -> Harness {
        let h = Harness {
            dir: tempfile::tempdir().expect("temp dir"),
            fake: FakeDiscord::start().expect("fake Discord starts"),
        };
        h.fake.set_leak_rule(rule);
        // The games' tests play in the channel itself, as every table did before threads: the
        // bot may not open threads there, the fallback such a server's tables take (issue 27).
        // The thread tests use channels of their own.
        h.fake
            .deny_threads(h.fake.channel(), Some(fake_discord::NoThreads::Withheld));
        // An interaction is fully answered once Tabula owes Discord nothing and no deadline
        // waits to fire: its own state says so, not a moment of quiet (issue 25, item 1).
        let db = h.db();
        h.fake.set_idle_check(move || tabula_idle(&db));
        h
    }

    /// Another channel where, like the first, Tabula may not open threads.
    fn add_channel(&self) -> fake_discord::Id {
        let channel = self.fake.add_channel();
        self.fake
            .deny_threads(channel, Some(fake_discord::NoThreads::Withheld));
        channel
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("tabula.db")
    }

    fn start_tabula(&self) -> TabulaProcess {
        TabulaProcess::start(&self.fake, &self.db(), &self.dir.path().join("bot.log"))
    }

    /// A bot whose deals are fixed by `seed`, so a game replays exactly.
    fn start_seeded_tabula(&self, seed: u64) -> TabulaProcess {
        let log = self.dir.path().join("bot.log");
        TabulaProcess::start_seeded(&self.fake, &self.db(), &log, Some(seed))
    }

    /// Prints the run's figures, then asserts it clean (tabula log included).
    fn finish(&self, tabula: &TabulaProcess) {
        let report = self.fake.report();
        eprintln!("{report}");
        let mut renders = tabula.render_times();
        renders.sort();
        if let (Some(first), Some(last)) = (renders.first(), renders.last()) {
            eprintln!(
                "pictures rendered by the bot: {}, fastest {first:?}, median {:?}, slowest {last:?}",
                renders.len(),
                renders[renders.len() / 2]
            );
        }
        let problems = tabula.log_problems();
        assert!(
            problems.is_empty(),
            "tabula log problems:\n{}",
            problems.join("\n")
        );
        report.assert_clean();
    }
}

/// How long a test waits for a condition before it fails: generous, so that a busy machine
/// only slows the suite down (issue 25, item 1).
const PATIENCE: Duration = Duration::from_secs(60);

/// Whether Tabula is done with what it was given: nothing owed to Discord, and no person's
/// deadline has passed without firing. A database the bot has not made yet counts as idle.
fn tabula_idle(db: &std::path::Path) -> bool {
    if !db.exists() {
        return true;
    }
    let Ok(conn) = rusqlite::Connection::open(db) else {
        return false;
    };
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let owed: Option<i64> = conn
        .query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
        .ok();
    let overdue: Option<i64> = conn
        .query_row(
            "SELECT COUNT(*) FROM deadlines WHERE bot IS NULL AND due <= ?1",
            [now],
            |r| r.get(0),
        )
        .ok();
    owed == Some(0) && overdue == Some(0)
}

/// Opens a table of `game` with `/play` `options`, plays it to the final scores through the fake
/// Discord, checks that every player is in the result, then checks the run clean. Returns what
/// the players did and the result's text for the caller's own checks.
fn play_game(
    rule: fake_discord::LeakRule,
    game: &str,
    options: &[(&str, serde_json::Value)],
    players: &[&str],
    seed: u64,
    check: impl FnOnce(&Players, &str),
) {
    play_steered(rule, game, options, players, seed, &[], check);
}

/// [`play_game`] with players who prefer choices whose labels contain one of `prefer`.
fn play_steered(
    rule: fake_discord::LeakRule,
    game: &str,
    options: &[(&str, serde_json::Value)],
    players: &[&str],
    seed: u64,
    prefer: &[&'static str],
    check: impl FnOnce(&Players, &str),
) {
    let h = Harness::with_rule(rule);
    let mut table = Players::new(&h.fake, players, seed);
    table.prefer = prefer.to_vec();
    table.pictures = draws_pictures(game);
    // Deals and choices both follow `seed`: a failure replays exactly.
    let tabula = h.start_seeded_tabula(seed);
    table.open_and_start_with(game, options);
    let steps = table.play_to_end(4_000);
    eprintln!(
        "{game} {options:?}, {} players: {steps} steps, {:?}",
        players.len(),
        table.tally
    );
    if table.pictures {
        assert!(
            table.tally.boards_pictured.get() > steps,
            "the board showed its picture only {} times in {steps} steps",
            table.tally.boards_pictured.get()
        );
        assert!(
            table.tally.views_pictured.get() > steps,
            "private views showed their picture only {} times in {steps} steps",
            table.tally.views_pictured.get()
        );
    }
    let result = table
        .public_with("Final scores")
        .expect("a result message")
        .text();
    for name in players {
        assert!(result.contains(name), "{name} missing from the result");
    }
    check(&table, &result);
    h.finish(&tabula);
}

/// Whether `game` draws its board and private views (every board and view must then carry
/// its picture; see `Players::check_pictures`).
fn draws_pictures(game: &str) -> bool {
    registry::find(game).is_some_and(|engine| engine.draws_pictures())
}

/// A base 8-quilibrium game that must have shown every kind of out-of-turn moment.
fn full_game(players: &[&str], seed: u64) {
    let rule = wire::leak_rule("eight-quilibrium");
    play_game(rule, "eight-quilibrium", &[], players, seed, |table, _| {
        let t = &table.tally;
        assert!(t.stale_refused > 0, "no stale double-click was tried");
        assert!(t.rejects > 0, "no Reject: {t:?}");
        assert!(
            t.forced_gives > 0,
            "no Cancel followed by a Forced Give: {t:?}"
        );
        assert!(t.wrong_user_refused > 0, "no wrong-user click was tried");
    });
}

/// An 8-quilibrium match with variants, set up through `/play`'s options.
fn variant_game(players: &[&str], options: &[(&str, serde_json::Value)], seed: u64) {
    let rule = wire::leak_rule("eight-quilibrium");
    play_game(rule, "eight-quilibrium", options, players, seed, |_, _| {});
}

/// An Equation Hi-Lo match, equations handed in through modals.
fn hilo_game(players: &[&str], seed: u64) {
    let rule = wire::leak_rule("equation-hi-lo");
    play_game(
        rule,
        "equation-hi-lo",
        &[],
        players,
        seed,
        |table, result| {
            assert!(result.contains(" chips"), "not in chips: {result}");
            assert!(
                table.tally.forms > 0,
                "no equation was handed in through a modal"
            );
            let showdown = table
                .public_with("**Showdown")
                .expect("no showdown was reached");
            assert_eq!(
                showdown.embed_images(),
                [format!("attachment://{}", wire::players::SHOWDOWN_PNG)],
                "the showdown notice does not show its picture"
            );
        },
    );
}

/// Labels the simulated Relinquish players prefer, most wanted first, so that games reach
/// Enchants and their Negates, Murders and their Foils, and Battles with Clashes and Rallies.
/// A complete choice is confirmed at once ("Confirm:" before "Attack"), so a player attacks
/// with one Court and keeps the others Standing, to block in the other players' turns.
const RELINQUISH_STEER: &[&str] = &[
    "Negate…",
    "Foil…",
    "Meet ",
    "Block with",
    "Rally ",
    "Confirm:",
    "Battle",
    "Attack",
    "Summon",
    "Pay with",
    "Magick: Enchant",
    "Name ",
    "Magick: Murder",
    "Populate",
    "Fortify",
];

/// Once a Relinquish game has shown everything it must, its players end it quickly: they pass
/// (and let counters, Rallies and attackers be) until everyone has passed in a row.
const RELINQUISH_FINISH: &[&str] = &["No counter", "No Rally", "Let every", "End the turn"];

/// A Relinquish game through the fake Discord, played to its final scores by players who aim
/// at Battles, Enchants and Murders and at answering them, and who end the game by passing once
/// it has shown a Clash and a counter (or after 150 steps). Returns how many Clashes (each
/// with its two secret Rally picks), Negates and Foils it showed.
fn relinquish_game(
    players: &[&str],
    options: &[(&str, serde_json::Value)],
    seed: u64,
) -> [usize; 3] {
    let h = Harness::with_rule(wire::leak_rule("relinquish"));
    let mut table = Players::new(&h.fake, players, seed);
    // The players' choices follow `seed`, and so do the deals: the game replays exactly.
    let tabula = h.start_seeded_tabula(seed);
    let seen = |table: &Players| {
        [
            // A Clash: both players picked a Rally in secret (a Common or none) first.
            table.public_count("Clash: "),
            table.public_count("Negates with"),
            table.public_count("Foils with"),
        ]
    };
    table.prefer = RELINQUISH_STEER.to_vec();
    table.pictures = draws_pictures("relinquish");
    table.open_and_start_with("relinquish", options);
    let mut steps = 0;
    loop {
        let views = table.refresh();
        if table.is_over() {
            break;
        }
        if steps % 5 == 0 {
            let [rallies, negates, foils] = seen(&table);
            if steps >= 150 || (rallies > 0 && negates + foils > 0) {
                table.prefer = RELINQUISH_FINISH.to_vec();
            }
        }
        assert!(
            table.step(&views),
            "nobody can act, yet the game is not over"
        );
        steps += 1;
        assert!(steps < 3_000, "the game did not end");
    }
    let result = table
        .public_with("Final scores")
        .expect("a result message")
        .text();
    for name in players {
        assert!(result.contains(name), "{name} missing from the result");
    }
    let found = seen(&table);
    eprintln!(
        "relinquish {} players: {steps} steps; Clashes, Negates, Foils: {found:?}; {:?}",
        players.len(),
        table.tally
    );
    // Every board and private view showed its picture (`Players::check_pictures`).
    assert!(table.pictures, "Relinquish draws its tableau");
    assert!(table.tally.boards_pictured.get() > steps / 2);
    assert!(table.tally.views_pictured.get() > steps / 2);
    assert!(table.tally.wrong_user_refused > 0 || found[1] + found[2] == 0);
    h.finish(&tabula);
    found
}

/// A named game to run on its own thread.
type Game = Box<dyn FnOnce() + Send>;

/// Runs independent games at the same time, each with its own fake Discord and bot. The games
/// mostly wait for Tabula to go quiet after each click, so running them side by side (rather
/// than two at a time, as the test harness would on 2 cores) keeps the suite short. Every game
/// runs to its end; the failures are reported together.
fn concurrently(games: Vec<(&'static str, Game)>) {
    let handles: Vec<_> = games
        .into_iter()
        .map(|(name, game)| (name, std::thread::spawn(game)))
        .collect();
    let failed: Vec<String> = handles
        .into_iter()
        .filter_map(|(name, handle)| {
            handle.join().err().map(|e| {
                let why = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                format!("{name}: {why}")
            })
        })
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[test]
fn eight_quilibrium_games_play_to_the_end() {
    concurrently(vec![
        ("2 players", Box::new(|| full_game(&["Ann", "Bea"], 2))),
        (
            "4 players",
            Box::new(|| full_game(&["Ann", "Bea", "Cy", "Dee"], 4)),
        ),
        (
            "6 players",
            Box::new(|| full_game(&["Ann", "Bea", "Cy", "Dee", "Eve", "Fay"], 6)),
        ),
        (
            "Enigma preset",
            Box::new(|| {
                variant_game(
                    &["Ann", "Bea", "Cy", "Dee"],
                    &[("preset", json!("enigma"))],
                    31,
                )
            }),
        ),
        (
            "all five variants, 2 rounds",
            Box::new(|| {
                variant_game(
                    &["Ann", "Bea", "Cy", "Dee"],
                    &[
                        ("variants", json!("team, stock, wind, fog, powers")),
                        ("rounds", json!(2)),
                    ],
                    32,
                )
            }),
        ),
    ]);
}

#[test]
fn equation_hi_lo_games_play_to_the_end() {
    concurrently(vec![
        (
            "3 players",
            Box::new(|| hilo_game(&["Ann", "Bea", "Cy"], 3)),
        ),
        (
            "5 players",
            Box::new(|| hilo_game(&["Ann", "Bea", "Cy", "Dee", "Eve"], 5)),
        ),
    ]);
}

/// Relinquish for 2, 3 and 4 (2v2) players through the wire, with its leak rule (hand cards,
/// scried cards and Rally picks). The deals and the players' choices follow the seeds, so the
/// games replay exactly; between them they show a Clash with its secret Rallies, a Negate and
/// a Foil (seeds changed by a change to the engine may need more games: see below).
#[test]
fn relinquish_games_play_to_the_end() {
    use std::sync::{Arc, Mutex};
    let found = Arc::new(Mutex::new(Vec::new()));
    let game = |players: &'static [&'static str],
                options: Vec<(&'static str, serde_json::Value)>,
                seed| {
        let found = found.clone();
        Box::new(move || {
            let seen = relinquish_game(players, &options, seed);
            found.lock().expect("tally").push(seen);
        }) as Game
    };
    concurrently(vec![
        ("2 players", game(&["Ann", "Bea"], vec![], 1)),
        ("3 players", game(&["Ann", "Bea", "Cy"], vec![], 2)),
        (
            "2v2",
            game(
                &["Ann", "Bea", "Cy", "Dee"],
                vec![("teams", json!("yes"))],
                3,
            ),
        ),
    ]);
    // Between them the games showed a Battle with Rallies, a Negate and a Foil. Tabula deals
    // at random, so now and then one is missing: then more 2v2 games (at most three) follow.
    let mut found = found.lock().expect("tally").clone();
    let total = |found: &[[usize; 3]], i: usize| found.iter().map(|f| f[i]).sum::<usize>();
    for seed in 10..13 {
        if (0..3).all(|i| total(&found, i) > 0) {
            break;
        }
        let teams = [("teams", json!("yes"))];
        found.push(relinquish_game(&["Ann", "Bea", "Cy", "Dee"], &teams, seed));
    }
    let total = |i: usize| total(&found, i);
    assert!(
        total(0) > 0,
        "no Clash (with its secret Rallies): {found:?}"
    );
    assert!(total(1) > 0, "no Negate: {found:?}");
    assert!(total(2) > 0, "no Foil: {found:?}");
}

/// Moves every pending deadline 10 minutes into the past, as if the bot had been down that long.
fn let_deadlines_fall_due(db: &std::path::Path) -> usize {
    let conn = rusqlite::Connection::open(db).expect("open the database");
    conn.execute("UPDATE deadlines SET due = due - 600000", [])
        .expect("rewind deadlines")
}

#[test]
fn a_killed_process_resumes_fires_overdue_deadlines_and_old_buttons_still_work() {
    let h = Harness::new();
    let mut table = Players::new(&h.fake, &["Ann", "Bea", "Cy"], 11);
    table.pictures = true;
    let mut tabula = h.start_tabula();
    table.open_and_start("eight-quilibrium");
    for _ in 0..4 {
        let views = table.refresh();
        assert!(table.step(&views));
    }

    // A private menu and the board, both rendered before the crash.
    let views = table.refresh();
    let (who, menu) = views
        .iter()
        .enumerate()
        .find_map(|(i, v)| v.clone().filter(|m| table.has_actions(m)).map(|m| (i, m)))
        .expect("someone can act");
    let user = table.users[who];
    let old_board = table.board().expect("a board");
    tabula.kill();
    let mut tabula = h.start_tabula();
    assert!(
        table.act_from(user, menu),
        "an action from a menu opened before the restart did not go through"
    );
    let hand = old_board
        .components()
        .into_iter()
        .find(|c| payload(&c.custom_id) == "hand")
        .expect("hand button");
    let out = h
        .fake
        .click_answer(user, old_board.id, &hand.custom_id)
        .expect("click");
    assert!(
        table.private_of(user, &out).is_some(),
        "the old board's button did not answer"
    );

    // Down again while the current turn's deadline passes: the restarted bot plays the
    // timeout default at once and tells the table.
    table.refresh();
    let board_text = table.board().expect("board").text();
    tabula.kill();
    assert!(
        let_deadlines_fall_due(&h.db()) > 0,
        "no deadline was pending"
    );
    let mark = h.fake.change_count();
    let started = Instant::now();
    let tabula = h.start_tabula();
    let db = h.db();
    wait_for(PATIENCE, "the overdue deadline fired and was told", || {
        tabula_idle(&db)
    });
    h.fake.settle();
    let public_changes = h
        .fake
        .changes_since(mark)
        .iter()
        .filter_map(|c| match c {
            fake_discord::Change::Created(id) | fake_discord::Change::Edited(id) => {
                h.fake.message(*id)
            }
            _ => None,
        })
        .filter(|m| m.is_public())
        .count();
    assert!(
        public_changes > 0,
        "no public update after the overdue deadline fired"
    );
    let after = table.board().expect("board").text();
    assert_ne!(
        after, board_text,
        "the board did not move on after the timeout"
    );
    eprintln!("restart to first overdue update: {:?}", started.elapsed());

    table.play_to_end(2_000);
    assert!(table.public_with("Final scores").is_some());
    h.finish(&tabula);
}

/// The version of the open or last table in `channel`.
fn table_version(db: &std::path::Path, channel: fake_discord::Id) -> i64 {
    let conn = rusqlite::Connection::open(db).expect("open the database");
    conn.query_row(
        "SELECT version FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
        [channel.to_string()],
        |r| r.get(0),
    )
    .expect("a table in the channel")
}

/// Issue 17, item 2: a board edit that Discord does not answer must not hold up the deadlines.
/// One channel's message requests hang for 20 s; the other table's next deadline still fires
/// as soon as it is due, and the timeouts of both tables are committed meanwhile.
#[test]
fn deadlines_fire_on_time_while_discord_hangs_on_a_board_edit() {
    let h = Harness::example();
    let mut slow = Players::new(&h.fake, &["Ann", "Bea"], 5);
    let mut quick = Players::new(&h.fake, &["Cy", "Dee"], 6);
    quick.channel = h.add_channel();
    let mut tabula = h.start_seeded_tabula(3);
    slow.open_and_start("tic-tac-toe");
    quick.open_and_start("tic-tac-toe");
    tabula.kill();

    // Both tables' turns run out while Tabula is down; every message request about the slow
    // table's channel will hang.
    assert!(let_deadlines_fall_due(&h.db()) >= 2);
    let (slow_v, quick_v) = (
        table_version(&h.db(), slow.channel),
        table_version(&h.db(), quick.channel),
    );
    h.fake
        .hang_channel(slow.channel, Some(Duration::from_secs(20)));
    let tabula = h.start_seeded_tabula(3);
    h.fake
        .wait_hung(1, PATIENCE)
        .expect("the slow table's board edit reached the fake");
    assert!(table_version(&h.db(), slow.channel) > slow_v);
    assert!(table_version(&h.db(), quick.channel) > quick_v);

    // While that edit hangs, the next turn runs out too; a click anywhere wakes the
    // scheduler, which must fire it at once instead of waiting for the hung edit.
    let (slow_v, quick_v) = (
        table_version(&h.db(), slow.channel),
        table_version(&h.db(), quick.channel),
    );
    assert!(let_deadlines_fall_due(&h.db()) >= 2);
    let woke = Instant::now();
    let fired = std::thread::scope(|scope| {
        // The fake waits for Tabula to go quiet after answering, which the hung edit
        // prevents, so the command is sent from another thread.
        scope.spawn(|| {
            h.fake
                .slash(
                    quick.users[0],
                    quick.channel,
                    "rules",
                    &[("game", json!("tic-tac-toe"))],
                )
                .expect("a command in the quick channel")
        });
        loop {
            if table_version(&h.db(), quick.channel) > quick_v
                && table_version(&h.db(), slow.channel) > slow_v
            {
                break woke.elapsed();
            }
            // Well before the hung edit ends (it hangs 20 s): the deadlines did not wait for
            // it, however busy the machine.
            assert!(
                woke.elapsed() < Duration::from_secs(10),
                "the deadlines waited for the hung board edit"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    });
    eprintln!("deadlines fired {fired:?} after the wake-up while a board edit hung");
    h.fake.hang_channel(slow.channel, None);
    drop(tabula);
}

/// The table's board message (the one the database names).
fn board_message(h: &Harness, table: &Players) -> Option<fake_discord::Message> {
    let id: Option<String> = rusqlite::Connection::open(h.db())
        .expect("open the database")
        .query_row(
            "SELECT board_message FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            [table.channel.to_string()],
            |r| r.get(0),
        )
        .expect("a table in the channel");
    h.fake.message(id?.parse().ok()?)
}

/// The version the table's board message shows (from its buttons' ids).
fn board_version(h: &Harness, table: &Players) -> Option<i64> {
    board_message(h, table)?.components().iter().find_map(|c| {
        let mut parts = c.custom_id.split(':');
        parts.next()?;
        parts.next()?.parse().ok()
    })
}

/// Public messages created since change `mark` that a retry could have shown twice: a channel
/// post without a nonce (a retry would make a second message), or one whose text the message
/// created just before it has too (what a retry without de-duplication leaves). Messages that
/// answer an interaction are made once by Discord and left out.
fn doubled_posts(h: &Harness, mark: usize) -> Vec<String> {
    let mut found = Vec::new();
    let mut previous: Option<String> = None;
    for change in h.fake.changes_since(mark) {
        let fake_discord::Change::Created(id) = change else {
            continue;
        };
        let Some(m) = h.fake.message(id).filter(|m| m.is_public()) else {
            continue;
        };
        let text = m.text();
        if m.interaction.is_none() && h.fake.nonce_of(id).is_none() {
            found.push(format!("posted without a nonce: {text}"));
        }
        if previous.as_deref() == Some(text.as_str()) {
            found.push(format!("twice in a row: {text}"));
        }
        previous = Some(text);
    }
    found
}

/// Waits until the channel's board shows the table's committed version; returns how long
/// that took.
fn converge(h: &Harness, table: &Players, limit: Duration) -> Duration {
    let started = Instant::now();
    loop {
        let committed = table_version(&h.db(), table.channel);
        if board_version(h, table) == Some(committed) {
            return started.elapsed();
        }
        assert!(
            started.elapsed() < limit,
            "the board still shows version {:?}, the table is at {committed}",
            board_version(h, table)
        );
        std::thread::sleep(Duration::from_millis(25));
    }
}

/// Issue 17, item 1: what a commit announces reaches Discord once Discord is back, exactly
/// once. A restart fires an overdue turn during a Discord outage (every message request
/// answered 503), then the game goes on while every other message post's answer is lost
/// (the post stands, but Tabula cannot know): the board converges on the committed version
/// within 10 s of the recovery, and no notice is missing or shown twice.
#[test]
fn boards_converge_after_a_discord_outage_and_no_message_is_lost_or_doubled() {
    let h = Harness::new();
    let mut table = Players::new(&h.fake, &["Ann", "Bea", "Cy"], 21);
    let mut tabula = h.start_seeded_tabula(7);
    table.open_and_start("eight-quilibrium");
    for _ in 0..3 {
        let views = table.refresh();
        assert!(table.step(&views));
    }
    tabula.kill();
    assert!(let_deadlines_fall_due(&h.db()) > 0);
    let before = table_version(&h.db(), table.channel);

    let outage = Duration::from_secs(4);
    let ends = Instant::now() + outage;
    h.fake.inject(fake_discord::Faults {
        outage_until: Some(ends),
        ..Default::default()
    });
    let tabula = h.start_seeded_tabula(7);
    std::thread::sleep(ends.saturating_duration_since(Instant::now()));
    assert!(
        table_version(&h.db(), table.channel) > before,
        "the overdue turn fired during the outage"
    );
    assert!(h.fake.faults_injected() > 0, "the outage refused something");
    let took = converge(&h, &table, PATIENCE);
    eprintln!("after a {outage:?} outage the board converged {took:?} after Discord came back");
    drained(&h, PATIENCE);
    assert!(
        table.public_with("Time ran out").is_some(),
        "the timeout's notice arrived after the outage"
    );

    // Lost answers: no message post's answer arrives (the posts themselves stand).
    play_through_faults(
        &h,
        &mut table,
        fake_discord::Faults {
            lose_every: Some(1),
            ..Default::default()
        },
        "every post's answer lost",
    );
    // A flaky Discord: every second message request is rate limited (429) and every fifth
    // connection is reset before an answer.
    play_through_faults(
        &h,
        &mut table,
        fake_discord::Faults {
            fail_every: Some((2, 429)),
            reset_every: Some(5),
            ..Default::default()
        },
        "429s and resets",
    );
    drop(tabula);
}

/// Issue 17, item 1: a click on a board that shows an old version repairs it, even when
/// nothing is owed for it (here: the owed edit is deleted, as if lost before the outbox).
#[test]
fn a_click_on_a_stale_board_sends_it_again() {
    let h = Harness::example();
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 31);
    let mut tabula = h.start_seeded_tabula(9);
    table.open_and_start("tic-tac-toe");
    tabula.kill();

    // The restart fires the overdue turn while Discord refuses every message request.
    assert!(let_deadlines_fall_due(&h.db()) > 0);
    h.fake.inject(fake_discord::Faults {
        outage_until: Some(Instant::now() + Duration::from_secs(60)),
        ..Default::default()
    });
    let mut tabula = h.start_seeded_tabula(9);
    wait_for(PATIENCE, "something owed", || {
        commands_outbox_len(&h.db()) > 0
    });
    // Tabula tried to send it, and Discord refused.
    wait_for(PATIENCE, "a delivery refused", || {
        h.fake.faults_injected() > 0
    });
    tabula.kill();
    // What was owed is lost, and Discord is back.
    rusqlite::Connection::open(h.db())
        .expect("open the database")
        .execute("DELETE FROM outbox", [])
        .expect("forget what was owed");
    h.fake.inject(fake_discord::Faults::default());
    let tabula = h.start_seeded_tabula(9);
    h.fake.settle();
    let committed = table_version(&h.db(), table.channel);
    assert!(
        board_version(&h, &table) < Some(committed),
        "the board should be stale before the click"
    );

    let board = board_message(&h, &table).expect("a board");
    let hand = board
        .components()
        .into_iter()
        .find(|c| payload(&c.custom_id) == "hand")
        .expect("a hand button");
    h.fake
        .click_answer(table.users[0], board.id, &hand.custom_id)
        .expect("click");
    let took = converge(&h, &table, PATIENCE);
    eprintln!("a click repaired the stale board in {took:?}");
    drop(tabula);
}

/// The status of the channel's newest table.
fn table_status(db: &std::path::Path, channel: fake_discord::Id) -> String {
    rusqlite::Connection::open(db)
        .expect("open the database")
        .query_row(
            "SELECT status FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            [channel.to_string()],
            |r| r.get(0),
        )
        .expect("a table in the channel")
}

/// Why the channel's newest table is marked unreachable, if it is.
fn unreachable_mark(db: &std::path::Path, channel: fake_discord::Id) -> Option<String> {
    rusqlite::Connection::open(db)
        .expect("open the database")
        .query_row(
            "SELECT unreachable FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            [channel.to_string()],
            |r| r.get(0),
        )
        .expect("a table in the channel")
}

/// Polls `done` every 25 ms until it holds; panics with `what` after `limit`. Returns how long
/// it took.
fn wait_for(limit: Duration, what: &str, mut done: impl FnMut() -> bool) -> Duration {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < limit, "{what} within {limit:?}");
        std::thread::sleep(Duration::from_millis(25));
    }
    started.elapsed()
}

/// Issue 17, item 1: an Equation Hi-Lo match that ends while Discord refuses every channel
/// message (its players still click and hand in equations: interactions are answered) shows
/// its final board and result once Discord is back, within 10 s and exactly once; `/board`
/// then posts the final board again for whoever missed it.
#[test]
fn a_game_that_ends_during_an_outage_shows_its_result_once_discord_is_back() {
    let h = Harness::with_rule(wire::leak_rule("equation-hi-lo"));
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 41);
    let tabula = h.start_seeded_tabula(41);
    table.open_and_start("equation-hi-lo");
    let mark = h.fake.change_count();
    h.fake.inject(fake_discord::Faults {
        outage_until: Some(Instant::now() + Duration::from_secs(3600)),
        ..Default::default()
    });
    let mut steps = 0;
    while table_status(&h.db(), table.channel) != "finished" {
        let views = table.refresh();
        if !table.step(&views) {
            // Nobody can act: the last move ended the game (its commit came before the answer
            // to its click, so the status says so already).
            assert_eq!(
                table_status(&h.db(), table.channel),
                "finished",
                "nobody can act, yet the game is not over"
            );
            break;
        }
        steps += 1;
        assert!(steps < 3_000, "the game did not end within {steps} steps");
    }
    assert!(h.fake.faults_injected() > 0, "the outage refused something");
    assert!(
        table.public_with("Final scores").is_none(),
        "the outage kept the result back"
    );
    assert!(commands_outbox_len(&h.db()) > 0, "the result is owed");

    h.fake.inject(fake_discord::Faults::default());
    let took = wait_for(PATIENCE, "the result arrived", || {
        commands_outbox_len(&h.db()) == 0
    });
    eprintln!("after {steps} steps in an outage, everything owed went out {took:?} after it");
    h.fake.settle();
    let result = table
        .public_with("Final scores")
        .expect("the result")
        .text();
    assert!(result.contains("Ann") && result.contains("Bea"), "{result}");
    assert_eq!(
        table.public_count("Final scores"),
        1,
        "the result shown once"
    );
    let board = board_message(&h, &table).expect("the board");
    assert!(
        board.text().contains("finished"),
        "the board shows the finished game: {}",
        board.text()
    );
    let buttons: Vec<String> = board
        .components()
        .iter()
        .map(|c| payload(&c.custom_id).to_string())
        .collect();
    assert_eq!(
        buttons,
        ["rematch", "replay"],
        "a finished board offers only what comes after the game"
    );
    let doubled = doubled_posts(&h, mark);
    assert!(doubled.is_empty(), "posts shown twice: {doubled:?}");

    let out = table.slash(table.users[1], "board", &[]);
    assert!(
        table.touched_public(&out),
        "/board posts the final board of the game that ended"
    );
    h.fake.settle();
    h.fake.report().assert_clean();
    let log = tabula.log_text();
    let errors: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("ERROR") || l.contains("panicked"))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
}

/// Issue 17, item 1: a channel Tabula lost access to (every message request answered 403)
/// marks its table for the operator and is logged once, across a restart too; what it was
/// owed is dropped, not retried forever; once access is back, the next move's board reaches
/// the channel and clears the mark.
#[test]
fn a_channel_tabula_lost_access_to_marks_its_table_and_is_logged_once() {
    let h = Harness::example();
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 51);
    let mut tabula = h.start_seeded_tabula(11);
    table.open_and_start("tic-tac-toe");
    h.fake.deny_channel(table.channel, true);
    let play = |table: &mut Players, moves: usize| {
        for _ in 0..moves {
            let views = table.refresh();
            assert!(table.step(&views), "somebody can act");
        }
    };
    play(&mut table, 3);
    wait_for(PATIENCE, "the table marked", || {
        unreachable_mark(&h.db(), table.channel).is_some()
    });
    wait_for(PATIENCE, "what was owed dropped", || {
        commands_outbox_len(&h.db()) == 0
    });
    let why = unreachable_mark(&h.db(), table.channel).unwrap_or_default();
    assert!(why.contains("403"), "{why}");
    assert!(h.fake.denied_requests() > 0);

    tabula.kill();
    let tabula = h.start_seeded_tabula(11);
    play(&mut table, 2);
    wait_for(PATIENCE, "what was owed dropped", || {
        commands_outbox_len(&h.db()) == 0
    });
    let logged = |tabula: &TabulaProcess| {
        tabula
            .log_text()
            .lines()
            .filter(|l| l.contains("refuses this channel's messages"))
            .count()
    };
    assert_eq!(logged(&tabula), 1, "logged once over two runs of the bot");

    h.fake.deny_channel(table.channel, false);
    play(&mut table, 1);
    wait_for(PATIENCE, "the mark cleared", || {
        unreachable_mark(&h.db(), table.channel).is_none()
    });
    converge(&h, &table, PATIENCE);
}

/// Issue 25, item 4: a first answer whose picture upload fails is tried again without the
/// picture within Discord's 3 s, and the picture follows as an edit. With every second upload
/// failing (answers, edits and board posts alike), every click is still answered, every
/// private view ends up showing its picture, and once the faults end the board converges and
/// nothing stays owed.
#[test]
fn a_first_answer_whose_upload_fails_is_answered_and_its_picture_follows() {
    let h = Harness::new();
    let mut table = Players::new(&h.fake, &["Ann", "Bea", "Cy"], 23);
    table.pictures = true;
    let tabula = h.start_seeded_tabula(23);
    table.open_and_start("eight-quilibrium");
    let injected = h.fake.faults_injected();
    h.fake.inject(fake_discord::Faults {
        fail_uploads_every: Some((2, 500)),
        ..Default::default()
    });
    for _ in 0..8 {
        // Every view opened here and every menu step is answered (`Players` flags one that is
        // not) and shows its picture (it waits for the edit, then checks).
        let views = table.refresh();
        if !table.step(&views) {
            break;
        }
    }
    h.fake.inject(fake_discord::Faults::default());
    assert!(
        h.fake.faults_injected() > injected + 4,
        "uploads failed: {}",
        h.fake.faults_injected() - injected
    );
    assert!(
        tabula
            .log_text()
            .contains("the first answer failed; trying again without its picture"),
        "no first answer had to be tried again"
    );
    converge(&h, &table, PATIENCE);
    drained(&h, PATIENCE);
    table.refresh();
    // Every interaction answered, nothing flagged (Tabula's log has the faults' warnings).
    h.fake.report().assert_clean();
}

/// Plays a few moves while `faults` hit Discord, then ends them: the board must converge and
/// everything owed go out within 10 s, with no post shown twice (a retried post whose answer
/// was lost is de-duplicated by its nonce).
fn play_through_faults(h: &Harness, table: &mut Players, faults: fake_discord::Faults, what: &str) {
    let mark = h.fake.change_count();
    let injected = h.fake.faults_injected();
    h.fake.inject(faults);
    for _ in 0..6 {
        let views = table.refresh();
        if !table.step(&views) {
            break;
        }
    }
    h.fake.inject(fake_discord::Faults::default());
    assert!(
        h.fake.faults_injected() > injected,
        "{what}: no fault was injected"
    );
    let board = converge(h, table, PATIENCE);
    let all = drained(h, PATIENCE);
    eprintln!("{what}: the board converged {board:?} and everything owed went out {all:?} after the faults ended");
    h.fake.settle();
    let doubled = doubled_posts(h, mark);
    assert!(doubled.is_empty(), "{what}: posts shown twice: {doubled:?}");
}

/// Waits until nothing is owed to Discord; returns how long that took.
fn drained(h: &Harness, limit: Duration) -> Duration {
    let started = Instant::now();
    while commands_outbox_len(&h.db()) > 0 {
        assert!(
            started.elapsed() < limit,
            "{} messages still owed after {limit:?}",
            commands_outbox_len(&h.db())
        );
        std::thread::sleep(Duration::from_millis(25));
    }
    started.elapsed()
}

/// Rows left in the outbox.
fn commands_outbox_len(db: &std::path::Path) -> i64 {
    rusqlite::Connection::open(db)
        .expect("open the database")
        .query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
        .expect("count the outbox")
}

#[test]
fn fuzz_random_clicks_and_commands() {
    fuzz(Harness::new(), "eight-quilibrium", 250);
}

#[test]
fn fuzz_equation_hi_lo() {
    fuzz(
        Harness::with_rule(wire::leak_rule("equation-hi-lo")),
        "equation-hi-lo",
        150,
    );
}

fn fuzz(h: Harness, game: &str, steps: usize) {
    let mut table = Players::new(&h.fake, &["Ann", "Bea", "Cy", "Dee"], 99);
    table.pictures = draws_pictures(game);
    let tabula = h.start_tabula();
    table.open_and_start(game);
    let mut commands = 0;
    for _ in 0..steps {
        if table.rng_bool(0.15) {
            table.random_command();
            commands += 1;
        } else if table.rng_bool(0.05) {
            table.random_submit();
        } else {
            table.random_click();
        }
        // Fresh private views before every leak checkpoint.
        table.refresh();
    }
    eprintln!("fuzz: {commands} commands, {:?}", table.tally);
    // A client that still holds the registration of a build before `/play` had a subcommand
    // per game sends `/play game:<game>`: it opens the table all the same.
    let stale = h.add_channel();
    let out = h
        .fake
        .slash_stale(table.users[0], stale, "play", &[("game", json!(game))])
        .expect("a stale /play dispatched");
    assert!(
        out.touched()
            .iter()
            .any(|id| h.fake.message(*id).is_some_and(|m| m.is_public())),
        "a stale `/play game:{game}` opened no lobby"
    );
    h.finish(&tabula);
}

#[test]
fn an_event_serenity_cannot_parse_shows_in_the_log_check() {
    let h = Harness::new();
    let user = h.fake.add_user("Ann");
    let tabula = h.start_tabula();
    // An interaction without `entitlements`: serenity drops it with only a DEBUG line.
    let sent = h.fake.dispatch_raw(
        "INTERACTION_CREATE",
        json!({"id": "1", "application_id": "1", "type": 2, "token": "t",
               "channel_id": h.fake.channel().to_string(), "version": 1,
               "data": {"id": "1", "name": "games", "type": 1},
               "member": {"user": {"id": user.to_string(), "username": "Ann"}}}),
    );
    assert!(sent);
    let deadline = Instant::now() + PATIENCE;
    while tabula.log_problems().is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let problems = tabula.log_problems();
    assert!(
        problems.iter().any(|l| l.contains("unknown event")),
        "the dropped event was not noticed: {problems:?}"
    );
}

#[test]
fn a_deleted_board_is_posted_again_on_the_next_move() {
    let h = Harness::new();
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 21);
    table.pictures = true;
    let tabula = h.start_tabula();
    table.open_and_start("eight-quilibrium");
    // The board proper (notices carry a "show my hand" button too).
    let board = table.public_with("· turn ").expect("a board");
    h.fake.delete_message(board.id);
    assert!(table.public_with("· turn ").is_none());
    // Without the board's button, the players use /hand to see their view and act.
    let acted = table.users.clone().into_iter().any(|user| {
        let out = table.slash(user, "hand", &[]);
        match table.private_of(user, &out) {
            Some(view) if table.has_actions(&view) => table.act_from(user, view),
            _ => false,
        }
    });
    assert!(acted, "nobody could act from /hand");
    let again = table
        .public_with("· turn ")
        .expect("the board was posted again");
    assert_ne!(again.id, board.id);
    // Posted again with its picture, as the only file.
    let files: Vec<&str> = again
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(files, ["board.png"]);
    assert_eq!(again.embed_images(), ["attachment://board.png"]);
    table.play_to_end(2_000);
    h.finish(&tabula);
}

/// Tabula's shutdown grace period (`SHUTDOWN_GRACE` in `src/discord/mod.rs`, stated in the
/// README): from SIGTERM to the end of the process, whatever the gateway is doing.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(8);

/// SIGTERM, then the process must have ended with status 0 within the grace period, having
/// logged the signal and a clean stop; its log (a file or a pipe) carries no colour codes.
fn terminate_within_grace(tabula: &mut TabulaProcess, what: &str) -> Duration {
    let ended = tabula.terminate(SHUTDOWN_GRACE + Duration::from_secs(5));
    let Some((status, took)) = ended else {
        panic!(
            "{what}: still running {:?} after SIGTERM (killed):\n{}",
            SHUTDOWN_GRACE + Duration::from_secs(5),
            tabula.log_text()
        );
    };
    let text = tabula.log_text();
    assert!(
        status.success(),
        "{what}: exit status {status} after SIGTERM:\n{text}"
    );
    assert!(
        took <= SHUTDOWN_GRACE,
        "{what}: shutdown took {took:?}, more than its {SHUTDOWN_GRACE:?} grace period:\n{text}"
    );
    assert!(text.contains("SIGTERM received; shutting down"), "{text}");
    assert!(
        !text.contains('\x1b'),
        "colour codes in a piped log:\n{text}"
    );
    eprintln!("{what}: SIGTERM to exit 0 in {took:?}");
    took
}

/// A loopback address where nothing listens.
fn closed_port() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("address").port();
    drop(listener);
    format!("http://127.0.0.1:{port}")
}

#[test]
fn sigterm_stops_a_process_that_cannot_reach_discord() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut tabula = TabulaProcess::spawn(
        &closed_port(),
        "1",
        &dir.path().join("tabula.db"),
        &dir.path().join("bot.log"),
        Output::Pipe,
    );
    // Connecting: the gateway is refused and serenity re-queues the shard every 5 s.
    tabula.wait_log("Err starting shard", PATIENCE).unwrap();
    terminate_within_grace(&mut tabula, "Discord unreachable");
    assert!(tabula.log_text().contains("stopped"));
}

#[test]
fn sigterm_stops_a_process_whose_discord_went_away() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fake = FakeDiscord::start().expect("fake Discord starts");
    let mut tabula = TabulaProcess::start(
        &fake,
        &dir.path().join("tabula.db"),
        &dir.path().join("bot.log"),
    );
    // Connected, then Discord goes away: Tabula keeps trying to reconnect.
    drop(fake);
    tabula.wait_log("Err starting shard", PATIENCE).unwrap();
    terminate_within_grace(&mut tabula, "reconnecting");
}

#[test]
fn sigterm_mid_game_answers_interactions_in_flight_and_loses_nothing() {
    let h = Harness::new();
    let mut table = Players::new(&h.fake, &["Ann", "Bea", "Cy"], 12);
    table.pictures = true;
    let mut tabula = h.start_tabula();
    table.open_and_start("eight-quilibrium");
    for _ in 0..4 {
        let views = table.refresh();
        assert!(table.step(&views));
    }
    table.refresh();
    let board = table.public_with("· turn ").expect("a board");
    let hand = board
        .components()
        .into_iter()
        .find(|c| payload(&c.custom_id) == "hand")
        .expect("hand button");

    // Everyone opens their hand, and the answers are slow to reach Discord: Tabula is in
    // the middle of answering all three when SIGTERM comes.
    const HOLD: Duration = Duration::from_millis(1_500);
    h.fake.hold_responses(Some(HOLD));
    let users = table.users.clone();
    let (answers, took) = std::thread::scope(|s| {
        let clicks: Vec<_> = users
            .iter()
            .map(|&user| {
                let (fake, board, id) = (&h.fake, board.id, hand.custom_id.clone());
                s.spawn(move || (user, fake.click_answer(user, board, &id)))
            })
            .collect();
        h.fake.wait_held(users.len() as u64, PATIENCE).unwrap();
        let took = terminate_within_grace(&mut tabula, "mid-game");
        let answers: Vec<_> = clicks
            .into_iter()
            .map(|c| c.join().expect("click thread"))
            .collect();
        (answers, took)
    });
    h.fake.hold_responses(None);
    // Tabula waited for its answers to be taken before it ended.
    assert!(
        took >= HOLD / 2,
        "exited after {took:?}, before its answers went out"
    );
    for (user, answer) in answers {
        let answer = answer.expect("the click reached the bot");
        assert!(
            table.private_of(user, &answer).is_some(),
            "{user}'s hand, in flight at SIGTERM, was not answered: {answer:?}"
        );
    }
    let log = tabula.log_text();
    assert!(!log.contains("still being answered"), "{log}");

    // Restarted on the same database: the table is there as it was, and play goes on.
    let tabula = h.start_tabula();
    table.slash(users[0], "board", &[]);
    let again = table.public_with("· turn ").expect("the board again");
    assert_ne!(again.id, board.id, "/board did not post the board again");
    assert_eq!(
        again.text(),
        board.text(),
        "the table changed across the restart"
    );
    let views = table.refresh();
    assert!(table.step(&views), "nobody could act after the restart");
    h.finish(&tabula);
}

/// Issue 25, item 4: SIGTERM while another process holds the database's write lock and the
/// players' clicks wait for it. The grace period covers everything, the final checkpoint
/// included: Tabula exits within it (it took 9 s when the checkpoint waited on top).
#[test]
fn sigterm_while_another_process_holds_the_write_lock_stays_within_the_grace_period() {
    let h = Harness::new();
    let mut table = Players::new(&h.fake, &["Ann", "Bea", "Cy"], 5);
    let mut tabula = h.start_tabula();
    table.open_and_start("eight-quilibrium");
    let views = table.refresh();
    let clicks: Vec<(fake_discord::Id, fake_discord::Id, String)> = views
        .iter()
        .zip(table.users.iter())
        .filter_map(|(view, user)| {
            let view = view.as_ref()?;
            let c = view.components().into_iter().find(is_action)?;
            Some((*user, view.id, c.custom_id))
        })
        .collect();
    assert!(!clicks.is_empty(), "somebody can act");
    // Another program (an admin's `sqlite3`, say) takes the write lock and keeps it.
    let admin = rusqlite::Connection::open(h.db()).expect("open the database");
    admin
        .execute_batch("BEGIN IMMEDIATE")
        .expect("take the write lock");
    std::thread::scope(|s| {
        let waiting: Vec<_> = clicks
            .iter()
            .map(|(user, message, id)| {
                let fake = &h.fake;
                s.spawn(move || fake.click(*user, *message, id, &[]))
            })
            .collect();
        // Each click returns once the bot has taken it (deferred: its commit waits for the
        // lock) or Discord would have given up on it; either way it is inside the bot.
        for click in waiting {
            click
                .join()
                .expect("click thread")
                .expect("the click reached the bot");
        }
        terminate_within_grace(&mut tabula, "write lock held elsewhere");
    });
    admin.execute_batch("ROLLBACK").expect("let go of the lock");
}

/// Quinox through the wire: two players lay every tile through the menus (the pool pair, then
/// for each tile its face, its space and its targets), every board and private view carrying
/// its picture; nothing is secret but the bag's order (`wire::quinox`).
#[test]
fn quinox_games_play_to_the_end() {
    for (seed, typing) in [(7, 0.0), (12, 0.3)] {
        quinox_game(seed, typing);
    }
}

/// A Quinox game through the fake Discord; with `typing`, the players answer that share of
/// the menus by typing a label in the typed-choice form (and now and then a label far off the
/// board, refused privately with its reason).
fn quinox_game(seed: u64, typing: f64) {
    let h = Harness::with_rule(wire::leak_rule("quinox"));
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], seed);
    table.pictures = true;
    table.typing = typing;
    table.typo = "a1";
    let tabula = h.start_seeded_tabula(seed);
    table.open_and_start("quinox");
    let steps = table.play_to_end(4_000);
    eprintln!("quinox (typing {typing}): {steps} steps, {:?}", table.tally);
    let result = table
        .public_with("Final scores")
        .expect("a result message")
        .text();
    assert!(result.contains(" points"), "not in points: {result}");
    assert!(result.contains("Ann") && result.contains("Bea"), "{result}");
    assert!(
        table.public_with(" places ").is_some(),
        "no placement was announced"
    );
    assert!(table.tally.stale_refused > 0, "no stale click was tried");
    assert!(table.tally.boards_pictured.get() > steps);
    assert!(table.tally.views_pictured.get() > steps);
    if typing > 0.0 {
        assert!(table.tally.typed > 10, "{:?}", table.tally);
        assert!(table.tally.typed_refused > 0, "{:?}", table.tally);
    }
    h.finish(&tabula);
}

/// Equilibrix Project through the fake Discord with 3 and with 6 players, each to the final
/// scores within a short round limit (`/play turns`), the players typing a fifth of their
/// choices (field labels, Tree fields, map fields) and now and then a label no field has.
#[test]
fn equilibrix_project_games_play_to_the_end() {
    for (players, turns, seed) in [(3, 8, 3), (6, 3, 6)] {
        let names: Vec<&str> = ["Ann", "Bea", "Cy", "Dee", "Eve", "Flo"][..players].to_vec();
        let h = Harness::with_rule(wire::leak_rule("equilibrix-project"));
        let mut table = Players::new(&h.fake, &names, seed);
        table.pictures = draws_pictures("equilibrix-project");
        table.typing = 0.2;
        table.typo = "Z9zz";
        let tabula = h.start_seeded_tabula(seed);
        table.open_and_start_with("equilibrix-project", &[("turns", json!(turns))]);
        let steps = table.play_to_end(4_000);
        eprintln!(
            "equilibrix-project, {players} players, {turns} rounds: {steps} steps, {:?}",
            table.tally
        );
        let result = table
            .public_with("Final scores")
            .expect("a result message")
            .text();
        for name in &names {
            assert!(result.contains(name), "{name} missing from the result");
        }
        assert!(
            table.public_with("puts a stone on").is_some(),
            "no stone was placed"
        );
        assert!(table.tally.typed > 0, "{:?}", table.tally);
        assert!(table.tally.typed_refused > 0, "{:?}", table.tally);
        h.finish(&tabula);
    }
}

/// Whether no bot move is due or being thought about and nothing is owed to Discord.
fn bots_done(db: &std::path::Path) -> bool {
    let conn = rusqlite::Connection::open(db).expect("open the database");
    let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).expect("count rows") };
    count("SELECT COUNT(*) FROM deadlines WHERE bot IS NOT NULL") == 0
        && count("SELECT COUNT(*) FROM outbox") == 0
}

/// One person and easy bots play a whole game of `game` through the fake Discord, its shortest
/// (the registry entry's `quick`), with its secrets watched (the entry's `secrets`): the bots
/// move by themselves after their pause (`BOT_PAUSE_MS`), the person plays from their view, the
/// Tabula process is killed (`kill -9`) after the person's first steps and started again on the
/// same database, and the game goes on to a result naming them all.
fn game_with_bots(entry: &'static registry::Entry, seed: u64) {
    let game = entry.engine.id();
    let quick = entry.quick;
    let h = Harness::with_rule(wire::leak_rule(game));
    let mut table = Players::new(&h.fake, &["Ann"], seed);
    table.prefer = quick.prefer.to_vec();
    table.pictures = draws_pictures(game);
    let db = h.db();
    table.bots_idle = Some(Box::new(move || bots_done(&db)));
    let mut tabula = h.start_seeded_tabula(seed);
    let options: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(quick.options).expect("the quick game's options are a JSON object");
    let mut all: Vec<(&str, serde_json::Value)> =
        vec![("bot_level", json!("easy")), ("bots", json!(quick.bots))];
    all.extend(options.iter().map(|(k, v)| (k.as_str(), v.clone())));
    table.open_and_start_with(game, &all);
    let before = table.play_steps(2);
    tabula.kill();
    let tabula = h.start_seeded_tabula(seed);
    let after = table.play_to_end(4_000);
    eprintln!(
        "{game} with bots: {before} steps, a restart, {after} steps, {:?}",
        table.tally
    );
    let result = table
        .public_with("Final scores")
        .expect("a result message")
        .text();
    assert!(result.contains("Ann"), "{result}");
    assert!(result.contains("Bot (easy)"), "{result}");
    // A one-round Equation Hi-Lo may end after Ann's first bet if the bot folds to it: the
    // easy bot's search is bound by the clock, so a loaded machine changes its moves.
    assert!(table.tally.actions >= 1, "Ann played: {:?}", table.tally);
    replay_and_rematch(&mut table);
    h.finish(&tabula);
}

/// After a game (issue 27): Ann replays it privately from its final board (the deal, the next
/// move, its move log as a text file), then opens its rematch, which seats the bots again.
fn replay_and_rematch(table: &mut Players<'_>) {
    let ann = table.users[0];
    let final_board = table.final_board().expect("the final board has Rematch");
    let out = table.press(ann, &final_board, "replay");
    let deal = table.private_of(ann, &out).expect("the replay, privately");
    assert!(
        deal.text().contains("The deal, before move 1 of"),
        "{}",
        deal.text()
    );
    let pictured = |m: &fake_discord::Message| -> Vec<(String, bool)> {
        m.attachments
            .iter()
            .map(|a| (a.filename.clone(), a.dimensions.is_some()))
            .collect()
    };
    if table.pictures {
        assert_eq!(pictured(&deal), [("board.png".to_string(), true)]);
    }
    // Next ▶ edits the same message to the first move.
    let out = table.press(ann, &deal, "replaystep");
    let first = table.private_of(ann, &out).expect("the next step");
    assert_eq!(first.id, deal.id, "the step replaces the replay message");
    assert!(first.text().contains("After move 1 of"), "{}", first.text());
    if table.pictures {
        assert_eq!(pictured(&first), [("board.png".to_string(), true)]);
    }
    let out = table.press(ann, &first, "replaylog");
    let log = table.private_of(ann, &out).expect("the move log");
    let file = log
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".txt"))
        .unwrap_or_else(|| panic!("a text file: {:?}", log.attachments));
    assert!(
        file.filename.starts_with("tabula-table-") && file.size > 100,
        "{file:?}"
    );

    let still = table.final_board().expect("the final board");
    assert_eq!(
        (still.id, still.edits),
        (final_board.id, final_board.edits),
        "the replay left the final board as it was"
    );
    let out = table.press(ann, &final_board, "rematch");
    assert!(table.touched_public(&out), "the rematch lobby is public");
    let lobby = table
        .public_with("A rematch of table")
        .expect("the rematch lobby");
    assert!(lobby.text().contains("Bot (easy)"), "{}", lobby.text());
}

/// Issue 27, over the wire: only someone who may manage the server changes `/settings` (a
/// player's try is refused privately); the house rules and time control then apply to the next
/// `/play`, whose lobby names them; a channel whose tables are turned off refuses `/play`.
#[test]
fn server_settings_apply_to_a_new_table() {
    let h = Harness::new();
    let table = Players::new(&h.fake, &["Ann", "Bea"], 61);
    let admin = h.fake.add_admin("Root");
    let tabula = h.start_tabula();
    let ann = table.users[0];
    let out = table.slash(ann, "settings", &[("tables", json!("off"))]);
    table.expect_polite_refusal(ann, &out, "/settings by a player");
    let out = table.slash(
        admin,
        "settings",
        &[
            ("time", json!("async")),
            ("game", json!("eight-quilibrium")),
            ("house_rules", json!("rounds=2")),
        ],
    );
    let saved = table
        .private_of(admin, &out)
        .expect("the settings, privately");
    assert!(
        saved.text().contains("Saved for the whole server"),
        "{}",
        saved.text()
    );
    assert!(
        !table.touched_public(&out),
        "settings are nobody else's business"
    );

    let other = h.add_channel();
    h.fake
        .slash(
            admin,
            other,
            "settings",
            &[("scope", json!("here")), ("tables", json!("off"))],
        )
        .expect("/settings here");
    let out = h
        .fake
        .slash(ann, other, "play quinox", &[])
        .expect("/play quinox");
    let refused = table.private_of(ann, &out).expect("a private refusal");
    assert!(
        refused.text().contains("turn tables off"),
        "{}",
        refused.text()
    );

    table.slash(ann, "play eight-quilibrium", &[]);
    let lobby = table
        .public_with("From this server's house rules")
        .expect("the lobby names its house rules");
    assert!(lobby.text().contains("time, rounds"), "{}", lobby.text());
    assert!(
        lobby.text().contains("Time control: async"),
        "{}",
        lobby.text()
    );
    h.finish(&tabula);
}

/// Issue 27, over the wire: Ann asked for direct messages and gets one, linking the table's
/// channel, when the async table waits for her; Bea asked too but her DMs are closed: Discord
/// refuses, Tabula stops trying, and her next command tells her once.
#[test]
fn a_player_who_opted_in_gets_a_direct_message_and_a_closed_dm_is_said_once() {
    let h = Harness::example();
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 62);
    let (ann, bea) = (table.users[0], table.users[1]);
    let tabula = h.start_seeded_tabula(62);
    for user in [ann, bea] {
        table.slash(user, "notify", &[("dms", json!("on"))]);
    }
    h.fake.close_dms(bea, true);
    table.open_and_start_with("tic-tac-toe", &[("time", json!("async"))]);
    let db = h.db();
    let refused = |user: fake_discord::Id| -> bool {
        let conn = rusqlite::Connection::open(&db).expect("open the database");
        conn.query_row(
            "SELECT refused_at IS NOT NULL FROM notify WHERE user = ?1",
            [user.to_string()],
            |r| r.get(0),
        )
        .unwrap_or(false)
    };
    let mut steps = 0;
    while (h.fake.direct_messages(ann).is_empty() || !refused(bea)) && steps < 40 {
        let views = table.refresh();
        assert!(table.step(&views), "the game goes on");
        steps += 1;
    }
    wait_for(PATIENCE, "Ann's direct message", || {
        !h.fake.direct_messages(ann).is_empty()
    });
    let dm = &h.fake.direct_messages(ann)[0];
    let text = dm.text();
    assert!(text.contains("Tic-tac-toe table 1 in <#"), "{text}");
    assert!(text.contains("waits for you"), "{text}");
    assert!(dm.is_public() && dm.components().is_empty());
    assert!(refused(bea), "Bea's closed DMs stop the tries");
    assert!(h.fake.direct_messages(bea).is_empty());
    let out = table.slash(bea, "games", &[]);
    let notes: Vec<String> = out
        .touched()
        .into_iter()
        .filter_map(|id| h.fake.message(id))
        .filter(|m| m.ephemeral_to == Some(bea))
        .map(|m| m.text())
        .filter(|t| t.contains("Discord did not let me send you one"))
        .collect();
    assert_eq!(notes.len(), 1, "told once: {notes:?}");
    let out = table.slash(bea, "games", &[]);
    assert!(table
        .private_of(bea, &out)
        .is_some_and(|m| !m.text().contains("direct message")));
    drained(&h, PATIENCE);
    h.finish(&tabula);
}

/// Issue 27 over the wire: a game nobody played for the server's period ends as abandoned when
/// Tabula looks again (here, at its restart): the notice reaches the channel and the board
/// says so, through the outbox, and the channel is free for a new table. The harness runs the
/// real binary on the system clock, so while Tabula is down the test moves the game's last
/// person's change 15 days back in the database, as a clock that jumped would.
#[test]
fn a_game_nobody_played_for_the_period_is_abandoned_and_says_so() {
    let h = Harness::example();
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 63);
    let mut tabula = h.start_tabula();
    table.open_and_start("tic-tac-toe");
    drained(&h, PATIENCE);
    tabula.kill();
    let moved = rusqlite::Connection::open(h.db())
        .expect("open the database")
        .execute(
            "UPDATE tables SET human_at = human_at - 15 * 86400000 WHERE status = 'playing'",
            [],
        )
        .expect("move the last change back");
    assert_eq!(moved, 1);
    let tabula = h.start_tabula();
    wait_for(PATIENCE, "the abandonment notice", || {
        table
            .public_with("is abandoned: nobody made a move for 14 days")
            .is_some()
    });
    drained(&h, PATIENCE);
    let board = board_message(&h, &table).expect("the board");
    let title = board.title().unwrap_or_default().to_string();
    assert!(title.ends_with("· abandoned"), "{title}");
    assert!(board.components().is_empty(), "nothing left to click");
    assert_eq!(table_status(&h.db(), table.channel), "cancelled");
    let out = table.slash(table.users[1], "play tic-tac-toe", &[]);
    assert!(table.touched_public(&out), "the channel takes a new table");
    h.finish(&tabula);
}

/// Every registered game, from the registry alone: nothing here names a game.
#[test]
fn a_person_and_bots_play_every_game_to_the_end_through_a_restart() {
    let games: Vec<(&'static str, Game)> = registry::GAMES
        .iter()
        .zip(41..)
        .map(|(entry, seed)| -> (&'static str, Game) {
            (
                entry.engine.id(),
                Box::new(move || game_with_bots(entry, seed)),
            )
        })
        .collect();
    concurrently(games);
}

/// The latest public message in `channel` whose text contains `needle`.
fn public_in(
    fake: &FakeDiscord,
    user: fake_discord::Id,
    channel: fake_discord::Id,
    needle: &str,
) -> Option<fake_discord::Message> {
    fake.visible(user, channel)
        .into_iter()
        .rfind(|m| m.is_public() && m.text().contains(needle))
}

/// The latest public message in `channel` with a button whose payload is `wanted`.
fn with_button(
    fake: &FakeDiscord,
    user: fake_discord::Id,
    channel: fake_discord::Id,
    wanted: &str,
) -> Option<fake_discord::Message> {
    fake.visible(user, channel).into_iter().rfind(|m| {
        m.is_public()
            && m.components()
                .iter()
                .any(|c| payload(&c.custom_id) == wanted)
    })
}

/// Issue 27, a thread per table, over the wire: `/play` in a text channel opens a public
/// thread and the lobby plays there while the channel is told; Discord archives the thread
/// during the game and the next move reopens it before the board is edited; at the end the
/// result and the final board go to the channel, the thread is archived after its last
/// messages, and Rematch on the channel's result opens the next table in a new thread.
#[test]
fn a_table_plays_in_a_thread_of_its_own_and_its_result_goes_to_the_channel() {
    let h = Harness::with_rule(wire::leak_rule("quinox"));
    let parent = h.fake.add_channel();
    let mut table = Players::new(&h.fake, &["Ann"], 71);
    let ann = table.users[0];
    table.channel = parent;
    table.pictures = draws_pictures("quinox");
    let db = h.db();
    table.bots_idle = Some(Box::new(move || bots_done(&db)));
    let tabula = h.start_seeded_tabula(71);

    let out = table.slash(
        ann,
        "play quinox",
        &[("bots", json!(1)), ("bot_level", json!("easy"))],
    );
    let threads = h.fake.threads_of(parent);
    assert_eq!(threads.len(), 1, "one thread for the table");
    let thread = threads[0].clone();
    assert_eq!(thread.name, "Quinox · Ann's table");
    assert!(!thread.archived);
    let answer = table.private_of(ann, &out).expect("a private answer");
    assert!(
        answer.text().contains(&format!("<#{}>", thread.id)),
        "{}",
        answer.text()
    );
    let told = public_in(&h.fake, ann, parent, "opened a table of")
        .expect("the channel is told where the table plays");
    assert!(told.text().contains(&format!("<#{}>", thread.id)));
    assert!(
        with_button(&h.fake, ann, parent, "start").is_none(),
        "no lobby in the channel itself"
    );

    // From now on the table is the thread's.
    table.channel = thread.id;
    let lobby = with_button(&h.fake, ann, thread.id, "start").expect("the lobby in the thread");
    let out = table.press(ann, &lobby, "start");
    assert!(table.touched_public(&out));
    table.play_steps(2);
    // A week without a move: Discord archives the thread; the next move reopens it.
    h.fake.archive_thread(thread.id);
    table.play_to_end(4_000);
    let after = h.fake.thread(thread.id).expect("the thread");
    assert!(
        after.reopenings >= 1,
        "the archived thread was reopened: {after:?}"
    );

    // The result and the final board in the channel; the thread archived after them.
    let db = h.db();
    wait_for(Duration::from_secs(60), "the thread archived", || {
        h.fake.thread(thread.id).is_some_and(|t| t.archived) && bots_done(&db)
    });
    let result = public_in(&h.fake, ann, parent, "has ended. Final scores")
        .expect("the result in the channel");
    assert!(result.text().contains("Ann"), "{}", result.text());
    assert!(result
        .text()
        .contains(&format!("(Played in <#{}>.)", thread.id)));
    assert!(
        result.attachment("board.png").is_some(),
        "the final board's picture: {:?}",
        result.attachments
    );
    let archived = h.fake.thread(thread.id).unwrap();
    assert_eq!(archived.archivals, 1, "archived once, at the end");
    let last_in_thread = h
        .fake
        .visible(ann, thread.id)
        .into_iter()
        .rfind(|m| m.is_public())
        .expect("the thread's messages");
    assert!(
        last_in_thread.text().contains("Final scores") || last_in_thread.title().is_some(),
        "the thread ends with its result"
    );

    // Rematch from the channel's result: a new thread, its lobby there. The click's answer is
    // a silent acknowledgement first (the thread is opened after it), so the test waits for
    // what it needs rather than for a quiet moment.
    table.press(ann, &result, "rematch");
    let db = h.db();
    let mut lobby = None;
    wait_for(
        Duration::from_secs(60),
        "the rematch lobby in a new thread",
        || {
            let threads = h.fake.threads_of(parent);
            lobby = threads
                .get(1)
                .and_then(|next| public_in(&h.fake, ann, next.id, "A rematch of table"));
            lobby.is_some() && bots_done(&db)
        },
    );
    let threads = h.fake.threads_of(parent);
    assert_eq!(threads.len(), 2, "the rematch has a thread of its own");
    assert!(!threads[1].archived);
    let lobby = lobby.expect("the rematch lobby");
    assert!(lobby.text().contains("Bot (easy)"), "{}", lobby.text());
    assert!(
        public_in(&h.fake, ann, parent, "opened a rematch of table").is_some(),
        "the channel is told where the rematch plays"
    );
    h.finish(&tabula);
}

/// Issue 27, over the wire: two tables share a channel, each in its thread, and `/board` or
/// `/join` typed in the channel finds them; where Discord refuses Tabula threads (403) the
/// table plays in the channel and its host is told why; a guild with as many active threads
/// as Discord allows gets a clear refusal and no table.
#[test]
fn two_tables_share_a_channel_and_tables_go_on_without_threads() {
    let h = Harness::new();
    let parent = h.fake.add_channel();
    let refusing = h.fake.add_channel();
    h.fake
        .deny_threads(refusing, Some(fake_discord::NoThreads::Refused));
    let mut table = Players::new(&h.fake, &["Ann", "Bea", "Cat"], 72);
    table.channel = parent;
    let (ann, bea, cat) = (table.users[0], table.users[1], table.users[2]);
    let tabula = h.start_tabula();

    table.slash(ann, "play eight-quilibrium", &[]);
    table.slash(bea, "play quinox", &[]);
    let threads = h.fake.threads_of(parent);
    assert_eq!(threads.len(), 2, "two tables, two threads");
    let (first, second) = (threads[0].id, threads[1].id);
    assert!(with_button(&h.fake, ann, first, "join").is_some());
    assert!(with_button(&h.fake, bea, second, "join").is_some());

    // Typed in the channel: Ann's own table is found, posted again in its thread.
    let out = table.slash(ann, "board", &[]);
    let answer = table.private_of(ann, &out).expect("an answer");
    assert_eq!(answer.text().trim(), format!("Board posted in <#{first}>."));
    assert!(out
        .touched()
        .iter()
        .filter_map(|id| h.fake.message(*id))
        .any(|m| m.is_public() && m.channel == first));
    // Cat sits at neither: both are listed, nothing public changes.
    let out = table.slash(cat, "join", &[]);
    assert!(!table.touched_public(&out));
    let listing = table.private_of(cat, &out).expect("a listing").text();
    assert!(
        listing.contains(&format!("<#{first}>")) && listing.contains(&format!("<#{second}>")),
        "{listing}"
    );
    // In a thread, /join is that thread's table.
    table.channel = first;
    let out = table.slash(cat, "join", &[]);
    assert!(table.touched_public(&out), "Cat joins the first table");

    // Discord refuses the thread: the table plays in the channel, and its host hears why.
    table.channel = refusing;
    let out = table.slash(cat, "play quinox", &[]);
    assert_eq!(h.fake.thread_refusals(), 1);
    assert!(h.fake.threads_of(refusing).is_empty());
    let answer = table.private_of(cat, &out).expect("an answer").text();
    assert!(answer.contains("could not open a thread"), "{answer}");
    assert!(with_button(&h.fake, cat, refusing, "join").is_some());

    // A guild at Discord's limit of active threads: a clear refusal, no table, no thread.
    h.fake.set_thread_limit(2);
    table.channel = parent;
    let out = table.slash(cat, "play quinox", &[]);
    assert!(!table.touched_public(&out));
    let answer = table.private_of(cat, &out).expect("an answer").text();
    assert!(
        answer.contains("as many active threads as Discord allows"),
        "{answer}"
    );
    assert_eq!(h.fake.threads_of(parent).len(), 2);
    assert_eq!(h.fake.thread_refusals(), 2);

    // Issue 48: both read in German, the reader's Discord language, the adapter's own words
    // (why there is no thread, the guild's limit) as much as the core's.
    h.fake.set_locales("de", "de");
    let dan = h.fake.add_user("Dan");
    let refusing = h.add_channel();
    h.fake
        .deny_threads(refusing, Some(fake_discord::NoThreads::Refused));
    h.fake.set_thread_limit(10);
    table.channel = refusing;
    let out = table.slash(dan, "play quinox", &[]);
    let answer = table.private_of(dan, &out).expect("an answer").text();
    assert!(
        answer.contains(
            "(Discord hat Tabula die Berechtigung verweigert, in diesem Kanal Threads zu öffnen)"
        ),
        "{answer}"
    );
    h.fake.set_thread_limit(2);
    table.channel = parent;
    let out = table.slash(dan, "play quinox", &[]);
    let answer = table.private_of(dan, &out).expect("an answer").text();
    assert!(
        answer.contains("so viele aktive Threads, wie Discord erlaubt")
            && answer.contains("`/settings threads:off`"),
        "{answer}"
    );
    h.finish(&tabula);
}

/// Issue 44, over the wire: with `/settings threads:off` in a channel where Tabula could open
/// threads, a table plays in the channel and its host is told why; and an option typed 5,000
/// characters long (most of them several bytes) is answered within Discord's limits, repeating
/// at most 100 characters of it.
#[test]
fn threads_turned_off_are_said_and_long_input_gets_a_short_answer() {
    let h = Harness::new();
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 74);
    let admin = h.fake.add_admin("Root");
    let tabula = h.start_tabula();
    let ann = table.users[0];
    let off = h.fake.add_channel();
    h.fake
        .slash(
            admin,
            off,
            "settings",
            &[("scope", json!("here")), ("threads", json!("off"))],
        )
        .expect("/settings here");
    table.channel = off;
    let out = table.slash(ann, "play quinox", &[]);
    assert!(h.fake.threads_of(off).is_empty(), "no thread");
    let answer = table.private_of(ann, &out).expect("an answer").text();
    assert!(
        answer.contains("settings turn threads off here"),
        "{answer}"
    );

    let pieces = ['漢', '🎲', 'ŵ'];
    let long: String = pieces.iter().cycle().take(5_000).collect();
    let out = table.slash(ann, "notify", &[("quiet", json!(long))]);
    let answer = table.private_of(ann, &out).expect("an answer");
    assert!(answer.content.chars().count() <= 2_000);
    for embed in &answer.embeds {
        let description = embed["description"].as_str().unwrap_or_default();
        assert!(description.chars().count() <= 4_096);
    }
    let text = answer.text();
    let (mut run, mut longest) = (0, 0);
    for c in text.chars() {
        run = if pieces.contains(&c) { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    assert!(longest <= 100, "{longest} characters repeated: {text}");
    assert!(text.contains("is not quiet hours"), "{text}");
    h.finish(&tabula);
}

/// Issue 46 over the wire: with `PUBLIC_URL` in the bot's environment, the board and the
/// "Final scores" post carry a "View on the web" link button to the table's page that Discord
/// takes (style 5, an http(s) address, no custom_id: the fake checks every payload), and
/// `/link` answers it privately.
#[test]
fn boards_and_results_carry_a_web_link_when_public_url_is_set() {
    const PUBLIC: &str = "https://tabula.example";
    let h = Harness::example();
    let mut table = Players::new(&h.fake, &["Ann", "Bea"], 46);
    let log = h.dir.path().join("bot.log");
    let tabula = TabulaProcess::start_with_env(
        &h.fake,
        &h.db(),
        &log,
        &[("PUBLIC_URL", PUBLIC.to_string())],
    );
    table.open_and_start("tic-tac-toe");
    let token: String = rusqlite::Connection::open(h.db())
        .expect("open the database")
        .query_row("SELECT web_token FROM tables WHERE id = 1", [], |r| {
            r.get(0)
        })
        .expect("the table's link");
    let page = format!("{PUBLIC}/t/{token}");
    let link = ("View on the web".to_string(), page.clone());
    // The board proper (the notices carry the hand button too, and no link).
    let board = table
        .public_with("Tic-tac-toe · table 1")
        .expect("the board");
    assert_eq!(board.links(), vec![link.clone()], "{}", board.text());

    let ann = table.users[0];
    let out = table.slash(ann, "link", &[]);
    let answer = table.private_of(ann, &out).expect("/link answers Ann");
    assert!(answer.text().contains(&page), "{}", answer.text());
    assert_eq!(answer.links(), vec![link.clone()]);

    table.play_to_end(200);
    drained(&h, PATIENCE);
    let result = table.public_with("Final scores").expect("the result");
    assert_eq!(result.links(), vec![link.clone()]);
    let last = table.final_board().expect("the final board");
    assert_eq!(last.links(), vec![link]);
    h.finish(&tabula);
}

/// Issue 47 over the wire: an admin creates a tournament, players join with its sign-up's
/// button, and its start pairs a round whose tables the scheduler opens each in a thread of
/// the tournament's channel, with no interaction asking; the tables play to their end there,
/// and the final standings, with their picture, go to the channel. The example game keeps
/// the games short: the tournament is what is under test.
#[test]
fn a_tournament_opens_its_tables_in_threads_of_its_channel() {
    let h = Harness::example();
    let parent = h.fake.add_channel();
    let admin = h.fake.add_admin("Root");
    let mut players = Players::new(&h.fake, &["Ann", "Bea", "Cid", "Dee"], 77);
    players.channel = parent;
    players.pictures = draws_pictures("tic-tac-toe");
    let tabula = h.start_seeded_tabula(77);
    h.fake
        .slash(
            admin,
            parent,
            "tournament",
            &[
                ("action", json!("create")),
                ("game", json!("tic-tac-toe")),
                ("rounds", json!(1)),
                ("name", json!("Wire Cup")),
            ],
        )
        .expect("/tournament create");
    let signup = with_button(&h.fake, admin, parent, "join").expect("the sign-up");
    assert!(signup.text().contains("Wire Cup"), "{}", signup.text());
    for user in players.users.clone() {
        let out = players.press(user, &signup, "join");
        let answer = players.private_of(user, &out).expect("a private answer");
        assert!(answer.text().contains("You are in"), "{}", answer.text());
    }
    let signup = with_button(&h.fake, admin, parent, "start").expect("the sign-up");
    players.press(admin, &signup, "start");
    let mut threads = Vec::new();
    wait_for(PATIENCE, "both tables open in their threads", || {
        threads = h.fake.threads_of(parent);
        threads.len() == 2
            && threads
                .iter()
                .all(|t| public_in(&h.fake, admin, t.id, "The game begins").is_some())
    });
    let mut names: Vec<String> = threads.iter().map(|t| t.name.clone()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "Wire Cup · round 1 · table 1",
            "Wire Cup · round 1 · table 2"
        ]
    );
    assert!(public_in(&h.fake, admin, parent, "round 1 of 1 is paired").is_some());
    let names = ["Ann", "Bea", "Cid", "Dee"];
    for thread in &threads {
        // The pod's players, as its first notice seats them.
        let begins = public_in(&h.fake, admin, thread.id, "The game begins").unwrap();
        let seated = begins.text();
        let mut table = Players::new(&h.fake, &[], 78);
        table.users = names
            .iter()
            .zip(&players.users)
            .filter(|(name, _)| seated.contains(*name))
            .map(|(_, user)| *user)
            .collect();
        assert_eq!(table.users.len(), 2, "{seated}");
        table.channel = thread.id;
        table.pictures = draws_pictures("tic-tac-toe");
        table.play_to_end(4_000);
    }
    wait_for(PATIENCE, "the final standings in the channel", || {
        public_in(&h.fake, admin, parent, "Final standings").is_some()
    });
    let last = public_in(&h.fake, admin, parent, "Final standings").unwrap();
    assert!(
        last.attachment("standings.png").is_some(),
        "the standings picture: {:?}",
        last.attachments
    );
    drained(&h, PATIENCE);
    h.finish(&tabula);
}

/// The pseudo-language through the wire (issue 48): each of the five games, played to its end
/// (its registry entry's shortest game) by people whose Discord and server are in `en-XA`
/// (English accented, longer and bracketed ⟦…⟧ by the catalogs), shows no plain English in any
/// message, title, button, menu, option, alt text or form, as each was shown at every step
/// (a private view is edited in place: its last state alone would hide the menus before it);
/// nor do the answers to `/rules`, `/settings` and `/history`, nor the refusal of a typed
/// command's bad option, which are bracketed. Names, numbers, codes and the games' printed
/// names stay as they are. The games run side by side, each with its own bot process.
#[test]
fn every_game_in_the_pseudo_language_shows_only_catalog_words() {
    let games: Vec<(&'static str, Game)> = registry::GAMES
        .iter()
        // The example game only stands in for a game in the tests where the game does not
        // matter; no player meets it.
        .filter(|e| e.engine.id() != "tic-tac-toe")
        .zip(481..)
        .map(|(entry, seed)| -> (&'static str, Game) {
            (
                entry.engine.id(),
                Box::new(move || pseudo_game(entry, seed)),
            )
        })
        .collect();
    assert_eq!(games.len(), 5, "the five games");
    concurrently(games);
}

/// The seats of [`pseudo_game`]'s tables, enough for every game's smallest.
const PSEUDO_NAMES: [&str; 6] = ["Ann", "Bea", "Cy", "Dee", "Eve", "Flo"];

/// One game of `entry` in the pseudo-language, its smallest table of people (no bots: a bot's
/// name is a name, not the catalogs'), then `/rules`, `/settings`, `/history` and a `/play`
/// whose clock does not read; fails with every line of plain English the players were shown.
fn pseudo_game(entry: &'static registry::Entry, seed: u64) {
    let game = entry.engine.id();
    let h = Harness::with_rule(wire::leak_rule(game));
    h.fake.set_locales("en-XA", "en-XA");
    let names = &PSEUDO_NAMES[..entry.engine.players().0];
    let mut table = Players::new(&h.fake, names, seed);
    table.lang = present_kit::words::Lang::Pseudo;
    table.listening = true;
    table.pictures = draws_pictures(game);
    // Where a menu can be typed, now and then a label, or a typo and its refusal.
    table.typing = 0.2;
    // The players' steering words, which they read in the pseudo-language too
    // (`Players::said`): what ends the shortest game soonest.
    table.prefer = entry.quick.prefer.to_vec();
    let options: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(entry.quick.options).expect("the quick game's options are JSON");
    let options: Vec<(&str, serde_json::Value)> = options
        .iter()
        .map(|(k, v)| (k.as_str(), v.clone()))
        .collect();
    let tabula = h.start_seeded_tabula(seed);
    table.open_and_start_with(game, &options);
    let steps = table.play_to_end(4_000);
    eprintln!(
        "{game} in the pseudo-language: {steps} steps, {:?}",
        table.tally
    );
    // Answers of the platform's commands, privately: each in the pseudo-language.
    let ann = table.users[0];
    let commands: [(String, Vec<(&str, serde_json::Value)>); 5] = [
        ("rules".into(), vec![("game", json!(game))]),
        ("settings".into(), vec![]),
        ("history".into(), vec![]),
        // Typed options that do not fit: refused, with what would be accepted.
        (format!("play {game}"), vec![("clock", json!("zz"))]),
        (
            format!("play {game}"),
            vec![("time", json!("live")), ("clock", json!("3d+7"))],
        ),
    ];
    // Every problem is listed before the test fails: one run shows all that skipped.
    let mut problems = Vec::new();
    for (command, options) in commands {
        let out = table.slash(ann, &command, &options);
        let answer = table
            .private_of(ann, &out)
            .unwrap_or_else(|| panic!("/{command}: no private answer"));
        let text = wire::players::text_of(&answer);
        if !text.contains('⟦') {
            problems.push(format!("/{command} is not in the pseudo-language: {text}"));
        }
    }
    let heard = table.heard.borrow();
    // The game was played in the pseudo-language: its words are there to be read.
    let bracketed = heard.iter().filter(|t| t.contains('⟦')).count();
    assert!(
        bracketed > 50,
        "{game}: only {bracketed} texts in the pseudo-language"
    );
    let plain: std::collections::BTreeSet<String> =
        heard.iter().flat_map(|t| plain_english(t)).collect();
    if !plain.is_empty() {
        problems.push(format!(
            "{} texts skipped the catalogs after {steps} steps:\n{}",
            plain.len(),
            plain.into_iter().collect::<Vec<_>>().join("\n")
        ));
    }
    drop(heard);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    h.finish(&tabula);
}

/// The lines of `text` (a message, its parts a line each) that hold a word of plain English
/// outside the pseudo-language's brackets (`present_kit::words::outside_pseudo`; a bracket may
/// span lines, a message of several), as they read outside them: a run of three or more ASCII
/// letters with a lowercase one that is not a name: a player's ([`PSEUDO_NAMES`]), a game's
/// printed name ("Equation Hi-Lo") or Tabula's (tile names are capitals, labels and codes have
/// digits).
fn plain_english(text: &str) -> Vec<String> {
    let games: Vec<&str> = registry::engines().map(|e| e.name()).collect();
    let kept = |word: &str| {
        word == "Tabula"
            || PSEUDO_NAMES.contains(&word)
            || games.iter().any(|g| {
                g.split(|c: char| !c.is_ascii_alphanumeric())
                    .any(|w| w == word)
            })
    };
    present_kit::words::outside_pseudo(text)
        .lines()
        .filter(|line| {
            line.split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()))
                .filter(|w| w.chars().any(|c| c.is_ascii_lowercase()))
                .any(|w| !kept(w))
        })
        .map(|line| line.trim().to_string())
        .collect()
}
