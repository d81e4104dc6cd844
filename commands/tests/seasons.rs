//! Seasons (issue 47): monthly seasons rolling over by themselves over simulated months, each
//! starting fresh and keeping its final standings; season ratings recomputed here from the
//! season's own results; `/leaderboard`'s default, all-time and past boards; the provisional
//! marker; inactive players left off the current boards; `/season` for admins only. Runs on
//! SQLite, and on PostgreSQL with TABULA_TEST_ENGINE=postgres.
mod common;
use commands::script::EPOCH;
use common::*;
use serde_json::{json, Value};
use skillratings::weng_lin::{weng_lin, WengLinConfig, WengLinRating};
use skillratings::Outcomes;

const DAY: f64 = 24.0 * 60.0 * 60.0;

/// Plays a tic-tac-toe game at `t`'s channel that `winner` (X, the host) wins against `loser`.
fn win(t: &mut Table, winner: &str, loser: &str) {
    t.command(winner, "play", json!({"game": TTT}));
    t.command(loser, "join", json!({}));
    t.command(winner, "start", json!({}));
    for (seat, action) in tic_tac_toe::rules::X_WINS {
        let user = if seat == 0 { winner } else { loser };
        let id = t.ttt_button(user, &tic_tac_toe::present::code(&action));
        let out = t.click(user, &id);
        assert!(!publics(&out).is_empty(), "{user} {action:?}: {out:?}");
    }
    assert!(t.finished(), "the game ends");
}

fn board(t: &mut Table, user: &str, season: Option<&str>) -> String {
    let mut options = json!({"game": TTT});
    if let Some(season) = season {
        options["season"] = season.into();
    }
    private_text(&t.command(user, "leaderboard", options), user)
}

/// A board's line of `name`, if listed.
fn line_of(board: &str, name: &str) -> Option<String> {
    board
        .lines()
        .find(|l| l.contains(&format!("**{name}**")))
        .map(str::to_string)
}

/// The stored seasons: (number, starts, ends, closed), oldest first.
fn seasons(t: &Table) -> Vec<(i64, i64, Option<i64>, bool)> {
    t.conn()
        .prepare(
            "SELECT number, starts, ends, closed FROM seasons WHERE guild = 'g1' ORDER BY number",
        )
        .unwrap()
        .query_map([], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get::<i64>(3)? == 1))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// UTC midnight of a 2026 date, in ms.
fn day_2026(month: u32, day: u32) -> i64 {
    let days_before = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
    EPOCH + (days_before[(month - 1) as usize] + i64::from(day) - 1) * 86_400_000
}

/// Season `n`'s ratings as stored: user -> (mu, sigma, games, wins).
fn season_ratings(t: &Table, n: i64) -> Vec<(String, f64, f64, i64, i64)> {
    t.conn()
        .prepare(
            "SELECT \"user\", mu, sigma, games, wins FROM season_ratings \
             WHERE guild = 'g1' AND season = ?1 AND game = 'tic-tac-toe' ORDER BY \"user\"",
        )
        .unwrap()
        .query_map([n], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// Season ratings recomputed from scratch from the rated results finished in `[from, to)`:
/// every player at the default rating, each two-player game applied in order.
fn recomputed(t: &Table, from: i64, to: i64) -> Vec<(String, f64, f64, i64, i64)> {
    let rows: Vec<(i64, String, i64)> = t
        .conn()
        .prepare(
            "SELECT table_id, \"user\", place FROM results WHERE guild = 'g1' AND rated = 1 \
             AND finished_at >= ?1 AND finished_at < ?2 ORDER BY finished_at, table_id, seat",
        )
        .unwrap()
        .query_map([from, to], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut ratings: std::collections::BTreeMap<String, (WengLinRating, i64, i64)> =
        Default::default();
    for game in rows.chunks(2) {
        let [(a_table, a, a_place), (b_table, b, b_place)] = game else {
            panic!("a two-player game has two rows: {game:?}");
        };
        assert_eq!(a_table, b_table);
        let ra = ratings.entry(a.clone()).or_default().0;
        let rb = ratings.entry(b.clone()).or_default().0;
        let outcome = match a_place.cmp(b_place) {
            std::cmp::Ordering::Less => Outcomes::WIN,
            std::cmp::Ordering::Greater => Outcomes::LOSS,
            std::cmp::Ordering::Equal => Outcomes::DRAW,
        };
        let (na, nb) = weng_lin(&ra, &rb, &outcome, &WengLinConfig::new());
        for (user, new, place) in [(a, na, a_place), (b, nb, b_place)] {
            let entry = ratings.get_mut(user).unwrap();
            entry.0 = new;
            entry.1 += 1;
            entry.2 += i64::from(*place == 1);
        }
    }
    ratings
        .into_iter()
        .map(|(u, (r, games, wins))| (u, r.rating, r.uncertainty, games, wins))
        .collect()
}

fn assert_same(stored: &[(String, f64, f64, i64, i64)], expected: &[(String, f64, f64, i64, i64)]) {
    assert_eq!(stored.len(), expected.len(), "{stored:?} vs {expected:?}");
    for (s, e) in stored.iter().zip(expected) {
        assert_eq!(
            (&s.0, s.3, s.4),
            (&e.0, e.3, e.4),
            "{stored:?} vs {expected:?}"
        );
        assert!(
            (s.1 - e.1).abs() < 1e-9 && (s.2 - e.2).abs() < 1e-9,
            "{s:?} vs {e:?}"
        );
    }
}

#[test]
fn monthly_seasons_roll_over_start_fresh_and_keep_their_final_standings() {
    let mut t = Table::new(4701);
    // Without a season the board is all time.
    win(&mut t, "u1", "u2");
    assert!(board(&mut t, "u3", None).starts_with("**All time**"));
    t.advance(3600.0);
    let start = EPOCH + 3_600_000;
    // Turning monthly seasons on starts season 1 now (1 January 2026, 1:00).
    let out = t.admin_command("admin", "settings", json!({"season": "monthly"}));
    let said = private_text(&out, "admin");
    assert!(said.contains("Season 1 starts now"), "{said}");
    assert!(said.contains("Seasons: monthly"), "{said}");
    assert_eq!(seasons(&t), vec![(1, start, None, false)]);
    // The season board starts empty: the game before it does not count.
    let b = board(&mut t, "u3", None);
    assert!(b.starts_with("**Season 1, since 1 January 2026**"), "{b}");
    assert!(b.contains("No rated Tic-tac-toe games in season 1"), "{b}");
    t.advance(DAY);
    win(&mut t, "u1", "u2");
    win(&mut t, "u2", "u1");
    t.advance(DAY);
    win(&mut t, "u1", "u3");
    let jan = season_ratings(&t, 1);
    assert_same(&jan, &recomputed(&t, start, day_2026(2, 1)));
    assert_eq!(
        jan.iter().find(|r| r.0 == "u1").map(|r| (r.3, r.4)),
        Some((3, 2))
    );
    // The all-time board counts the game before the season too.
    let all = board(&mut t, "u3", Some("all"));
    assert!(
        line_of(&all, "u1").unwrap().contains("4 games, 3 wins"),
        "{all}"
    );
    let s1 = board(&mut t, "u3", None);
    assert!(
        line_of(&s1, "u1").unwrap().contains("3 games, 2 wins"),
        "{s1}"
    );

    // Past the 1st of February (it is 1:00 on 3 January): the scheduler's pass closed season 1 at the boundary and
    // opened season 2 there.
    t.advance((day_2026(2, 1) - day_2026(1, 3)) as f64 / 1000.0 + 3600.0);
    assert_eq!(
        seasons(&t),
        vec![
            (1, start, Some(day_2026(2, 1)), true),
            (2, day_2026(2, 1), None, false)
        ]
    );
    let s2 = board(&mut t, "u3", None);
    assert!(
        s2.starts_with("**Season 2, since 1 February 2026**"),
        "{s2}"
    );
    assert!(line_of(&s2, "u1").is_none(), "season 2 starts fresh: {s2}");
    // Season 1's final standings are kept.
    let past = board(&mut t, "u3", Some("1"));
    assert!(
        past.starts_with("**Season 1, 1 January 2026 to 1 February 2026 (final standings)**"),
        "{past}"
    );
    assert!(
        line_of(&past, "u1").unwrap().contains("3 games, 2 wins"),
        "{past}"
    );
    win(&mut t, "u3", "u1");
    assert_eq!(season_ratings(&t, 1), jan, "a closed season does not move");
    let feb = season_ratings(&t, 2);
    assert_same(&feb, &recomputed(&t, day_2026(2, 1), day_2026(3, 1)));
    let fresh = WengLinRating::default();
    let (u3, _) = weng_lin(&fresh, &fresh, &Outcomes::WIN, &WengLinConfig::new());
    let stored_u3 = feb.iter().find(|r| r.0 == "u3").unwrap();
    assert!((stored_u3.1 - u3.rating).abs() < 1e-9, "fresh: {feb:?}");

    // Without a scheduler pass, a board asked after the boundary shows the new season at
    // once (read lazily), and the next game writes the rollover before it counts. The pass
    // looks once a minute: it looks 30 s before the 1st of March, and not again 10 s after.
    // (It is 2:00 on 1 February: the games took no time.)
    t.advance((day_2026(3, 1) - 30_000 - day_2026(2, 1) - 7_200_000) as f64 / 1000.0);
    t.advance(40.0);
    assert_eq!(seasons(&t).len(), 2, "no pass wrote the rollover yet");
    let s3 = board(&mut t, "u3", None);
    assert!(s3.starts_with("**Season 3, since 1 March 2026**"), "{s3}");
    win(&mut t, "u2", "u3");
    let stored = seasons(&t);
    assert_eq!(stored.len(), 3, "{stored:?}");
    assert_eq!(stored[1], (2, day_2026(2, 1), Some(day_2026(3, 1)), true));
    assert_eq!(season_ratings(&t, 3).len(), 2);
    assert_same(&season_ratings(&t, 2), &feb);
    // /season lists the past ones; a season that never was is refused with what exists.
    let overview = private_text(&t.command("u3", "season", json!({})), "u3");
    assert!(
        overview.contains("Season 3, since 1 March 2026"),
        "{overview}"
    );
    assert!(
        overview.contains("Season 1, 1 January 2026 to 1 February 2026"),
        "{overview}"
    );
    assert!(overview.contains("monthly"), "{overview}");
    let shown = private_text(&t.command("u3", "season", json!({"number": 1})), "u3");
    assert!(
        shown.contains("Tic-tac-toe") && shown.contains("**u1**"),
        "{shown}"
    );
    let none = private_text(
        &t.command("u3", "leaderboard", json!({"game": TTT, "season": "7"})),
        "u3",
    );
    assert!(
        none.contains("no season 7") && none.contains("1 to 3"),
        "{none}"
    );
    let bad = t.command("u3", "leaderboard", json!({"game": TTT, "season": "last"}));
    assert!(
        bad.iter()
            .any(|o| o.to_string().contains("`season` is `current`, `all`")),
        "{bad:?}"
    );
    // Turning seasons off stops rollovers; the running season goes on.
    let off = private_text(
        &t.admin_command("admin", "settings", json!({"season": "off"})),
        "admin",
    );
    assert!(off.contains("no longer roll over"), "{off}");
    t.advance(40.0 * DAY);
    assert_eq!(seasons(&t).len(), 3);
    assert!(!seasons(&t)[2].3, "season 3 is still running");
}

#[test]
fn a_rating_is_provisional_until_five_rated_games() {
    let mut t = Table::new(4702);
    for n in 1..=5 {
        win(&mut t, "u1", "u2");
        let b = board(&mut t, "u3", None);
        let line = line_of(&b, "u1").unwrap();
        let marked = line.contains("? (μ");
        assert_eq!(marked, n < 5, "after {n} games: {b}");
        assert!(b.contains("? provisional: fewer than 5 rated games"), "{b}");
        let stats = private_text(&t.command("u1", "stats", json!({})), "u1");
        assert_eq!(stats.contains("? (μ"), n < 5, "after {n} games: {stats}");
    }
}

#[test]
fn inactive_players_leave_the_current_boards_but_keep_their_rating() {
    let mut t = Table::new(4703);
    t.admin_command("admin", "season", json!({"action": "start"}));
    win(&mut t, "u1", "u2");
    t.advance(30.0 * DAY);
    win(&mut t, "u3", "u4");
    let rating = |t: &Table| -> f64 {
        t.conn()
            .query_row("SELECT mu FROM ratings WHERE \"user\" = 'u1'", [], |r| {
                r.get(0)
            })
            .unwrap()
    };
    let before = rating(&t);
    t.advance(31.0 * DAY);
    // 61 days since u1 and u2 played: off both current boards (season and all time).
    for season in [None, Some("all")] {
        let b = board(&mut t, "u5", season);
        assert!(
            line_of(&b, "u1").is_none() && line_of(&b, "u2").is_none(),
            "{b}"
        );
        assert!(line_of(&b, "u3").is_some(), "{b}");
        assert!(
            b.contains("without a rated game in 60 days are hidden"),
            "{b}"
        );
    }
    assert_eq!(rating(&t), before, "the rating is kept");
    let stats = private_text(&t.command("u1", "stats", json!({})), "u1");
    assert!(stats.contains("skill"), "/stats still shows it: {stats}");
    // A season that has ended shows everyone who played in it.
    t.admin_command("admin", "season", json!({"action": "end"}));
    let past = board(&mut t, "u5", Some("1"));
    assert!(line_of(&past, "u1").is_some(), "{past}");
    // A new game brings u1 back.
    win(&mut t, "u1", "u5");
    let b = board(&mut t, "u5", Some("all"));
    assert!(line_of(&b, "u1").is_some(), "{b}");
}

#[test]
fn admins_start_and_end_seasons_and_others_are_refused() {
    let mut t = Table::new(4704);
    let refused: Vec<Value> = t.command("u1", "season", json!({"action": "start"}));
    let text = private_text(&refused, "u1");
    assert!(text.contains("Manage Server"), "{text}");
    assert!(seasons(&t).is_empty(), "nothing was started");
    assert!(
        private_text(&t.command("u1", "season", json!({"action": "end"})), "u1")
            .contains("Manage Server")
    );
    let cur = private_text(
        &t.command(
            "u1",
            "leaderboard",
            json!({"game": TTT, "season": "current"}),
        ),
        "u1",
    );
    assert!(cur.contains("No season is running"), "{cur}");
    let none = private_text(
        &t.admin_command("admin", "season", json!({"action": "end"})),
        "admin",
    );
    assert!(none.contains("No season is running"), "{none}");

    let started = private_text(
        &t.admin_command("admin", "season", json!({"action": "start"})),
        "admin",
    );
    assert!(started.contains("Season 1 starts now"), "{started}");
    win(&mut t, "u1", "u2");
    t.advance(DAY);
    // Starting again ends season 1 (its standings final) and starts season 2 at once.
    let again = private_text(
        &t.admin_command("admin", "season", json!({"action": "start"})),
        "admin",
    );
    assert!(
        again.contains("Season 2 starts now") && again.contains("Season 1 ended"),
        "{again}"
    );
    let stored = seasons(&t);
    assert_eq!(stored[0], (1, EPOCH, Some(EPOCH + 86_400_000), true));
    assert_eq!(stored[1], (2, EPOCH + 86_400_000, None, false));
    let ended = private_text(
        &t.admin_command("admin", "season", json!({"action": "end"})),
        "admin",
    );
    assert!(ended.contains("Season 2 ended"), "{ended}");
    // No season running: the default board is all time again, and seasons do not roll.
    assert!(board(&mut t, "u1", None).starts_with("**All time**"));
    t.advance(40.0 * DAY);
    assert_eq!(seasons(&t).len(), 2);
    // A number goes with show only; a season number that does not exist is refused.
    let bad = private_text(
        &t.admin_command("admin", "season", json!({"action": "start", "number": 2})),
        "admin",
    );
    assert!(bad.contains("`number` goes with `action:show`"), "{bad}");
    let missing = private_text(&t.command("u1", "season", json!({"number": 9})), "u1");
    assert!(missing.contains("no season 9"), "{missing}");
    // `scope:here` is refused for seasons: they are the whole server's.
    let here = private_text(
        &t.admin_command(
            "admin",
            "settings",
            json!({"season": "monthly", "scope": "here"}),
        ),
        "admin",
    );
    assert!(here.contains("whole server"), "{here}");
}
