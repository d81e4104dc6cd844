//! Tournaments (issue 47) through the script driver: sign-up, refusals, whole tournaments
//! played by simulated players across days of the fake clock, standings recomputed here from
//! the stored rounds, restarts mid-round, withdrawals, forfeits and round deadlines.
mod common;
use common::tourney::{display, Tourney};
use common::{private_text, publics, Table};
use rand::SeedableRng;
use serde_json::json;
use std::collections::BTreeMap;

/// A day of the fake clock, in seconds.
const DAY: f64 = 86_400.0;

fn rng(seed: u64) -> rand_chacha::ChaCha8Rng {
    rand_chacha::ChaCha8Rng::seed_from_u64(seed)
}

/// Points per player recomputed from the stored rows: a bye is a win's point, a forfeit
/// nothing, otherwise 1 for each player placed below, ½ for each tie, over the others.
fn points_from_rows(seats: &[common::tourney::Seat]) -> BTreeMap<String, f64> {
    let mut points: BTreeMap<String, f64> = BTreeMap::new();
    let mut pods: BTreeMap<(u32, u32), Vec<&common::tourney::Seat>> = BTreeMap::new();
    for s in seats {
        match s.pod {
            None => *points.entry(s.user.clone()).or_default() += 1.0,
            Some(pod) => pods.entry((s.round, pod)).or_default().push(s),
        }
    }
    for seated in pods.values() {
        let present: Vec<u32> = seated
            .iter()
            .filter(|s| !s.forfeit)
            .map(|s| s.place.expect("every pod has ended"))
            .collect();
        let k = seated.len() as f64;
        for s in seated {
            let earned = if s.forfeit {
                0.0
            } else {
                let mine = s.place.unwrap();
                let beaten = present.iter().filter(|p| **p > mine).count() as f64
                    + seated.iter().filter(|o| o.forfeit).count() as f64;
                let tied = present.iter().filter(|p| **p == mine).count() as f64 - 1.0;
                (beaten + tied / 2.0) / (k - 1.0)
            };
            *points.entry(s.user.clone()).or_default() += earned;
        }
    }
    points
}

#[test]
fn a_swiss_of_quinox_is_played_to_its_end_and_its_standings_add_up() {
    let mut t = Tourney::create(
        Table::new(11),
        json!({"game": "quinox", "rounds": 2, "name": "Test Cup"}),
    );
    for u in ["u1", "u2", "u3", "u4"] {
        let out = t.join(u);
        assert!(private_text(&out, u).contains("You are in"), "{out:?}");
    }
    let out = t.start();
    assert!(
        publics(&out).iter().any(|o| o["text"]
            .as_str()
            .unwrap_or_default()
            .contains("round 1 of 2 is paired")),
        "{out:?}"
    );
    let mut rng = rng(7);
    for round in 1..=2 {
        assert_eq!(t.state(), ("running".to_string(), round));
        let tables = t.tables(round);
        assert_eq!(tables.len(), 2, "two tables a round");
        for table in &tables {
            assert_eq!(table.status, "playing", "every table of the round started");
        }
        t.play_round(&mut rng);
    }
    assert_eq!(t.state().0, "finished");
    let seats = t.seats();
    // Nobody met the same opponent twice.
    let mut met = std::collections::BTreeSet::new();
    for round in 1..=2 {
        for table in t.tables(round) {
            let mut pair = table.players.clone();
            pair.sort();
            assert!(met.insert(pair.clone()), "{pair:?} met twice");
        }
    }
    let recomputed = points_from_rows(&seats);
    let posted = t.final_standings();
    assert_eq!(posted.len(), 4, "{posted:?}");
    for (_, user, points, _) in &posted {
        assert_eq!(
            Some(points),
            recomputed.get(user),
            "{user}: {posted:?} vs {recomputed:?}"
        );
    }
    // Ranked by points, best first.
    assert!(posted.windows(2).all(|w| w[0].2 >= w[1].2), "{posted:?}");
    assert_eq!(display("u1"), "Player u1");
}

/// Buchholz (the sum of the opponents' points) and Sonneborn-Berger (the sum of the points of
/// the opponents, each weighted by what the player earned against them) from the rows.
fn tiebreaks_from_rows(
    seats: &[common::tourney::Seat],
    points: &BTreeMap<String, f64>,
) -> BTreeMap<String, (f64, f64)> {
    let mut out: BTreeMap<String, (f64, f64)> = BTreeMap::new();
    let mut pods: BTreeMap<(u32, u32), Vec<&common::tourney::Seat>> = BTreeMap::new();
    for s in seats.iter().filter(|s| s.pod.is_some()) {
        pods.entry((s.round, s.pod.unwrap())).or_default().push(s);
    }
    for seated in pods.values() {
        for s in seated {
            for o in seated.iter().filter(|o| o.user != s.user) {
                let theirs = points.get(&o.user).copied().unwrap_or(0.0);
                let earned = s.points.unwrap_or(0.0);
                let e = out.entry(s.user.clone()).or_default();
                e.0 += theirs;
                e.1 += earned * theirs;
            }
        }
    }
    out
}

fn number_after(text: &str, label: &str) -> f64 {
    let at = text
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {text}"))
        + label.len();
    text[at..]
        .trim_start()
        .split([' ', '·'])
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a number after {label} in {text}"))
}

/// Issue 47's simulated weeks: a 16-player Swiss of Quinox on a correspondence clock, played
/// over days of the fake clock by simulated players, with a player who never plays (forfeits),
/// a withdrawal mid-round, a player away for a week, and a restart mid-round.
#[test]
fn a_sixteen_player_swiss_of_quinox_runs_over_simulated_weeks() {
    let mut t = Tourney::create(
        Table::new(21),
        json!({"game": "quinox", "rounds": 4, "clock": "2d+2", "round_days": 10,
               "name": "Winter Swiss"}),
    );
    let players: Vec<String> = (1..=16).map(|i| format!("u{i}")).collect();
    for u in &players {
        t.join(u);
    }
    // Leaving before the start, and joining again.
    assert!(private_text(&t.click("u16", "leave", false), "u16").contains("You left"));
    assert!(private_text(&t.click("u16", "leave", false), "u16").contains("not in"));
    t.join("u16");
    assert!(private_text(&t.join("u16"), "u16").contains("already"));
    t.start();
    let mut rng = rng(3);
    let mut byes: BTreeMap<String, u32> = BTreeMap::new();
    for round in 1..=4u32 {
        assert_eq!(t.state(), ("running".to_string(), round), "round {round}");
        let tables = t.tables(round);
        // Every pod's table opened and started as soon as the round was paired.
        assert!(tables.iter().all(|p| p.status == "playing"), "{tables:?}");
        for s in t
            .seats()
            .iter()
            .filter(|s| s.round == round && s.pod.is_none())
        {
            *byes.entry(s.user.clone()).or_default() += 1;
        }
        if round == 3 {
            // u7 goes away for a week: their table waits for them, and ends at the round's
            // deadline if they are not back.
            let out =
                t.t.send(json!({"user": "u7", "channel": "c1", "command": "away",
                "options": {"days": 7}}));
            assert!(private_text(&out, "u7").contains("away"), "{out:?}");
        }
        for (i, table) in tables.iter().enumerate() {
            if round == 2 && i == tables.len() / 2 {
                // Tabula restarts mid-round: the round goes on where it was.
                t.t.restart();
                assert_eq!(t.state(), ("running".to_string(), 2));
            }
            if round == 2 && table.players.contains(&"u3".to_string()) {
                // u3 withdraws while their table plays: a forfeit, and no later pairing.
                let out = t.command("u3", json!({"action": "withdraw"}));
                assert!(private_text(&out, "u3").contains("withdrawn"), "{out:?}");
            }
            if round == 1 && table.players.contains(&"u15".to_string()) {
                t.play_without(table, &mut rng, &["u15"]);
            } else if round == 3 && table.players.contains(&"u7".to_string()) {
                t.play_without(table, &mut rng, &["u7"]);
            } else {
                assert!(t.play(table, &mut rng, |_| true));
            }
        }
    }
    assert_eq!(t.state().0, "finished");
    let seats = t.seats();
    // u15 forfeited round 1; u3 round 2, and was not paired after.
    let row = |round: u32, user: &str| seats.iter().find(|s| s.round == round && s.user == user);
    assert!(row(1, "u15").unwrap().forfeit);
    assert!(row(2, "u3").unwrap().forfeit);
    assert!(row(3, "u3").is_none() && row(4, "u3").is_none());
    // No pair met twice; nobody had two byes.
    let mut met = std::collections::BTreeSet::new();
    for round in 1..=4 {
        for table in t.tables(round) {
            let mut pair = table.players.clone();
            pair.sort();
            assert!(met.insert(pair.clone()), "{pair:?} met twice");
        }
    }
    assert!(byes.values().all(|b| *b <= 1), "{byes:?}");
    // Standings recomputed from the stored rounds agree with the posted ones.
    let points = points_from_rows(&seats);
    let breaks = tiebreaks_from_rows(&seats, &points);
    let posted = t.final_standings();
    assert_eq!(posted.len(), 16);
    for (_, user, p, rest) in &posted {
        assert_eq!(Some(p), points.get(user), "{user}'s points");
        let (buchholz, sb) = breaks.get(user).copied().unwrap_or_default();
        assert_eq!(number_after(rest, "Buchholz"), buchholz, "{user}: {rest}");
        assert_eq!(number_after(rest, "Sonneborn-Berger"), sb, "{user}: {rest}");
    }
    assert!(posted.windows(2).all(|w| w[0].2 >= w[1].2), "{posted:?}");
    let final_post =
        t.t.log
            .iter()
            .rev()
            .find(|o| {
                o["text"]
                    .as_str()
                    .is_some_and(|x| x.contains("Final standings"))
            })
            .unwrap();
    assert!(final_post["text"].as_str().unwrap().contains("wins it"));
    assert!(final_post.get("images").is_none() || final_post["images"].is_array());
}

/// Issue 47's second simulated tournament: a 12-player round robin of Equilibrix Project in
/// pods (tables of up to six), short games by the server's house rule, started by its start
/// time while Tabula was down. Everyone meets everyone, and the multiplayer standings (points,
/// then placement sums) agree with the rows.
#[test]
fn a_twelve_player_equilibrix_round_robin_plays_in_pods() {
    let mut table = Table::new(5);
    table.admin_command(
        "admin",
        "settings",
        json!({"game": "equilibrix-project", "house_rules": "turns=1"}),
    );
    let mut t = Tourney::create(
        table,
        json!({"game": "equilibrix-project", "format": "round_robin", "starts_in_hours": 2,
               "time": "async"}),
    );
    let players: Vec<String> = (1..=12).map(|i| format!("u{i}")).collect();
    for u in &players {
        t.join(u);
    }
    // The start time passes while Tabula is down: the first pass after the restart starts it.
    t.t.send(json!({"restart": true, "down": 3.0 * 3600.0}));
    let mut rng = rng(9);
    let mut met = std::collections::BTreeSet::new();
    let mut rounds = 0;
    while t.state().0 == "running" {
        let (_, round) = t.state();
        rounds += 1;
        assert!(rounds <= 5, "a round robin of 12 in pods of 6 ends");
        let tables = t.tables(round);
        assert!(tables.iter().all(|p| p.status == "playing"), "{tables:?}");
        for table in &tables {
            assert!((3..=6).contains(&table.players.len()), "{table:?}");
            for (i, a) in table.players.iter().enumerate() {
                for b in &table.players[i + 1..] {
                    let mut pair = [a.clone(), b.clone()];
                    pair.sort();
                    met.insert(pair);
                }
            }
            assert!(t.play(table, &mut rng, |_| true));
        }
    }
    assert_eq!(t.state().0, "finished");
    assert_eq!(met.len(), 12 * 11 / 2, "everyone met everyone");
    let seats = t.seats();
    let points = points_from_rows(&seats);
    let posted = t.final_standings();
    assert_eq!(posted.len(), 12);
    for (_, user, p, rest) in &posted {
        assert!(
            (points[user] - p).abs() < 0.01,
            "{user}: {p} vs {}",
            points[user]
        );
        let sum: u32 = seats
            .iter()
            .filter(|s| &s.user == user && s.pod.is_some())
            .map(|s| s.place.unwrap())
            .sum();
        assert_eq!(
            number_after(rest, "Placement sum (lower is better)"),
            f64::from(sum)
        );
    }
}

#[test]
fn who_may_run_a_tournament_and_what_is_refused() {
    let mut table = Table::new(1);
    table.channel = "c1".into();
    // Not an admin: refused while the server keeps tournaments to its managers.
    let out = table.command(
        "u1",
        "tournament",
        json!({"action": "create", "game": "quinox"}),
    );
    assert!(private_text(&out, "u1").contains("manage"), "{out:?}");
    for (options, says) in [
        (json!({"action": "create"}), "Which game"),
        (
            json!({"action": "create", "game": "quinox", "format": "knockout", "rounds": 3}),
            "Swiss",
        ),
        (
            json!({"action": "create", "game": "quinox", "clock": "soon"}),
            "clock",
        ),
        (
            json!({"action": "create", "game": "quinox", "clock": "5+3", "time": "async"}),
            "live",
        ),
        (
            json!({"action": "create", "game": "quinox", "name": "x".repeat(61)}),
            "1 to 60",
        ),
        (json!({"action": "standings"}), "No tournament here"),
    ] {
        let out = table.admin_command("admin", "tournament", options.clone());
        let said = private_text(&out, "admin");
        assert!(said.contains(says), "{options}: {said}");
        assert!(publics(&out).is_empty(), "{options}: nothing public");
    }
    // In a thread: refused (its tables open in threads of a channel).
    let out = table.send(json!({"user": "admin", "channel": "t9", "parent": "c1",
        "command": "tournament", "options": {"action": "create", "game": "quinox"},
        "manage_server": true}));
    assert!(
        private_text(&out, "admin").contains("not in a thread"),
        "{out:?}"
    );
    // `/settings tournaments:everyone` lets anyone create one.
    table.admin_command("admin", "settings", json!({"tournaments": "everyone"}));
    let out = table.command(
        "u1",
        "tournament",
        json!({"action": "create", "game": "quinox", "name": "Open Cup"}),
    );
    assert!(
        private_text(&out, "u1").contains("open for entrants"),
        "{out:?}"
    );
    let mut t = Tourney { t: table, id: 1 };
    t.join("u2");
    // Too few to start; only the organiser or a manager may start.
    let out = t.click("u2", "start", false);
    assert!(private_text(&out, "u2").contains("organiser"), "{out:?}");
    let out = t.click("u1", "start", false);
    assert!(
        private_text(&out, "u1")
            .contains("cannot start yet: only 1 player is left, and a table needs 2 (1 entrant;"),
        "{out:?}"
    );
    // The reason in the organiser's language too (issue 48).
    t.t.command("u1", "settings", json!({"my_language": "de"}));
    let out = t.click("u1", "start", false);
    assert!(
        private_text(&out, "u1")
            .contains("kann noch nicht beginnen: nur 1 Spieler ist übrig, und ein Tisch braucht 2"),
        "{out:?}"
    );
    t.t.command("u1", "settings", json!({"my_language": "discord"}));
    assert_eq!(t.state().0, "signup");
    t.join("u3");
    let out = t.click("u1", "start", false);
    assert!(!publics(&out).is_empty(), "{out:?}");
    assert_eq!(t.state(), ("running".into(), 1));
    // After the start: Join answers that it started; a second start is refused.
    let out = t.join("u4");
    assert!(private_text(&out, "u4").contains("has started"), "{out:?}");
    let out = t.click("u1", "start", false);
    assert!(private_text(&out, "u1").contains("has started"), "{out:?}");
    let out = t.command("u1", json!({"action": "start"}));
    assert!(
        private_text(&out, "u1").contains("already started"),
        "{out:?}"
    );
    // A tournament table is not its first player's to cancel.
    let first = t.tables(1)[0].clone();
    let out =
        t.t.send(json!({"user": first.players[0], "channel": first.channel,
        "parent": "c1", "command": "cancel", "options": {}}));
    assert!(
        private_text(&out, &first.players[0]).contains("tournament's table"),
        "{out:?}"
    );
    // Standings answer privately, with a picture.
    let out = t.command("u2", json!({"action": "standings"}));
    let answer = common::private_to(&out, "u2").expect("standings").clone();
    let text = answer["text"].as_str().unwrap();
    assert!(
        text.contains("No round has finished yet") && text.contains("Player u3"),
        "{answer}"
    );
    // The organiser cancels: said in the channel, and Join no longer works.
    let out = t.command("u1", json!({"action": "cancel"}));
    assert!(publics(&out)
        .iter()
        .any(|o| o["text"].as_str().unwrap().contains("cancelled")));
    assert_eq!(t.state().0, "cancelled");
}

/// A round whose last table ended is paired once, even when two Tabula processes on one
/// database both find it due at the same moment (the round deadline passed for both).
#[test]
fn two_processes_pair_a_round_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let location = common::location(&path);
    let mut t = Tourney::create(
        Table::at(location.clone(), 2),
        json!({"game": "quinox", "rounds": 3, "round_days": 1}),
    );
    for u in ["u1", "u2", "u3", "u4"] {
        t.join(u);
    }
    t.start();
    // A second process on the same database, its clock where the first's is.
    let other = commands::script::Script::at(location, None, Some(2)).unwrap();
    let ahead = 2.0 * DAY;
    t.t.script.advance_clock(ahead);
    other.advance_clock(ahead);
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| t.t.script.core().fire_due());
        let b = s.spawn(|| other.core().fire_due());
        (a.join().unwrap(), b.join().unwrap())
    });
    let paired = a
        .iter()
        .chain(&b)
        .filter(|r| r.text.contains("round 2 of 3 is paired"))
        .count();
    assert_eq!(paired, 1, "round 2 paired once: {a:?} {b:?}");
    assert_eq!(t.state(), ("running".into(), 2));
    let rows = t.seats();
    assert_eq!(rows.iter().filter(|s| s.round == 2).count(), 4);
}

/// A knockout of four: the winners of round 1 meet in round 2, and the standings rank by the
/// round reached, the tournament's winner first.
#[test]
fn a_knockout_ends_with_one_winner() {
    let mut t = Tourney::create(
        Table::new(31),
        json!({"game": "quinox", "format": "knockout", "name": "Cup"}),
    );
    for u in ["u1", "u2", "u3", "u4"] {
        t.join(u);
    }
    t.start();
    let mut rng = rng(4);
    t.play_round(&mut rng);
    assert_eq!(t.state(), ("running".to_string(), 2));
    let seats = t.seats();
    let winners: Vec<String> = seats
        .iter()
        .filter(|s| s.round == 1 && !s.forfeit && s.place == Some(1))
        .map(|s| s.user.clone())
        .collect();
    let mut finalists: Vec<String> = t.tables(2)[0].players.clone();
    finalists.sort();
    let mut expected = winners.clone();
    expected.sort();
    // A drawn table sends its higher seed on: each table sends exactly one.
    assert_eq!(finalists.len(), 2);
    assert!(
        winners.len() < 2 || finalists == expected,
        "{finalists:?} vs {winners:?}"
    );
    t.play_round(&mut rng);
    assert_eq!(t.state().0, "finished");
    let posted = t.final_standings();
    assert_eq!(posted.len(), 4);
    assert!(finalists.contains(&posted[0].1), "{posted:?}");
    assert!(posted[0].3.contains("Round reached 2"), "{posted:?}");
}

/// The tournament's web page (issue 47) shows what its rows say: standings equal to those the
/// test recomputes, every round's tables with their players and links to their pages, and the
/// server page lists it; another server's link, a made-up id or pages turned off find nothing.
#[test]
fn the_tournament_page_shows_its_standings_and_rounds() {
    use commands::pages::server::tournaments_of;
    use commands::pages::tournament::tournament_page;
    let mut t = Tourney::create(
        Table::new(41),
        json!({"game": "quinox", "rounds": 2, "name": "Page Cup"}),
    );
    for u in ["u1", "u2", "u3", "u4", "u5"] {
        t.join(u);
    }
    let conn = t.t.conn();
    let link = commands::store::links::new_token();
    assert!(
        tournament_page(&conn, &link, t.id).unwrap().is_none(),
        "pages off"
    );
    conn.execute(
        "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
         VALUES ('g1', '', 'web_pages', ?1, 'admin', 0)",
        [serde_json::Value::from(link.as_str()).to_string()],
    )
    .unwrap();
    let signup = tournament_page(&conn, &link, t.id).unwrap().expect("on");
    assert_eq!(signup.standings.len(), 5);
    assert!(signup.round_lines.is_empty());
    t.start();
    let mut rng = rng(8);
    t.play_round(&mut rng);
    let page = tournament_page(&conn, &link, t.id).unwrap().unwrap();
    assert_eq!(page.round_lines.len(), 2, "round 2 is paired");
    assert_eq!(page.round_lines[0].number, 2, "newest first");
    let round1 = &page.round_lines[1];
    assert_eq!(round1.pods.len(), 2);
    assert_eq!(round1.byes.len(), 1, "five players: one bye");
    for (pod, table) in round1.pods.iter().zip(t.tables(1)) {
        assert_eq!(pod.table, Some(table.table));
        assert!(pod.token.is_some(), "its page is linked");
        assert_eq!(pod.state, commands::pages::tournament::PodState::Finished);
        let users: Vec<&str> = pod.seats.iter().map(|s| s.user.as_str()).collect();
        assert_eq!(
            users,
            table.players.iter().map(String::as_str).collect::<Vec<_>>()
        );
        assert!(pod.seats.iter().all(|s| s.place.is_some()));
    }
    t.play_round(&mut rng);
    let page = tournament_page(&conn, &link, t.id).unwrap().unwrap();
    assert_eq!(page.status, commands::store::tournaments::Status::Finished);
    let points = points_from_rows(&t.seats());
    for line in &page.standings {
        assert_eq!(Some(&line.points), points.get(&line.user), "{line:?}");
        assert_eq!(line.name, display(&line.user));
    }
    let listed = tournaments_of(&conn, "g1").unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].id, listed[0].entrants), (t.id, 5));
    assert!(tournament_page(&conn, &link, t.id + 1).unwrap().is_none());
    let other = commands::store::links::new_token();
    assert!(tournament_page(&conn, &other, t.id).unwrap().is_none());
    // Another server's pages do not show it.
    conn.execute(
        "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
         VALUES ('g2', '', 'web_pages', ?1, 'admin', 0)",
        [serde_json::Value::from(other.as_str()).to_string()],
    )
    .unwrap();
    assert!(tournament_page(&conn, &other, t.id).unwrap().is_none());
}
