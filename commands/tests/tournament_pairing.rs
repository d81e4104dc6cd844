//! Tournaments' pairing and standings (issue 47): worked examples by hand, and properties over
//! many random tournaments (seeded, so a failure replays), checked against a second, naive
//! reckoning of the standings written here.
use std::collections::{BTreeMap, BTreeSet};

use commands::tournament::{
    finished, pair, pod_sizes, points, rounds, standings, Entrant, Format, Pairing, Pod, Round,
    Sizes, Standing,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const TWO: Sizes = Sizes { min: 2, max: 2 };
const EQUILIBRIX: Sizes = Sizes { min: 3, max: 6 };

fn entrant(id: &str, seed: f64) -> Entrant {
    Entrant {
        id: id.to_string(),
        seed,
        withdrawn: None,
    }
}

/// Entrants `p01`, `p02`... with seeds falling by one (p01 strongest).
fn field(n: usize) -> Vec<Entrant> {
    (1..=n)
        .map(|i| entrant(&format!("p{i:02}"), (100 - i) as f64))
        .collect()
}

fn ids(pods: &[Vec<String>]) -> Vec<Vec<&str>> {
    pods.iter()
        .map(|p| p.iter().map(String::as_str).collect())
        .collect()
}

/// A finished two-player pod: `winner` beat `loser` (seat order as given).
fn won(first: &str, second: &str, first_wins: Option<bool>) -> Pod {
    let places = match first_wins {
        Some(true) => vec![1, 2],
        Some(false) => vec![2, 1],
        None => vec![1, 1],
    };
    Pod {
        players: vec![first.to_string(), second.to_string()],
        places: Some(places),
        forfeits: Vec::new(),
    }
}

fn find<'a>(table: &'a [Standing], id: &str) -> &'a Standing {
    table.iter().find(|s| s.id == id).expect("a standing")
}

fn tiebreak(s: &Standing, name: &str) -> f64 {
    s.tiebreaks
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| *v)
        .unwrap_or_else(|| panic!("no {name} in {:?}", s.tiebreaks))
}

#[test]
fn formats_read_and_write_their_stored_names() {
    for f in [Format::Swiss, Format::RoundRobin, Format::Knockout] {
        assert_eq!(Format::parse(f.as_str()), Some(f));
    }
    assert_eq!(Format::parse("round-robin"), Some(Format::RoundRobin));
    assert_eq!(Format::parse("Swiss "), Some(Format::Swiss));
    assert_eq!(Format::parse("arena"), None);
}

#[test]
fn a_pod_gives_each_place_between_nothing_and_one_point() {
    assert_eq!(points(1, &[1, 2]), 1.0);
    assert_eq!(points(2, &[1, 2]), 0.0);
    assert_eq!(points(1, &[1, 1]), 0.5);
    assert_eq!(points(1, &[1, 2, 3, 4]), 1.0);
    assert_eq!(points(2, &[1, 2, 3, 4]), 2.0 / 3.0);
    assert_eq!(points(4, &[1, 2, 3, 4]), 0.0);
    // Two tied second of four: one beaten, one tied → 1.5 / 3.
    assert_eq!(points(2, &[1, 2, 2, 4]), 0.5);
    assert_eq!(points(1, &[1, 1, 1]), 0.5);
}

#[test]
fn pods_are_as_few_and_as_equal_as_the_game_allows() {
    assert_eq!(pod_sizes(12, EQUILIBRIX), Some(vec![6, 6]));
    assert_eq!(pod_sizes(13, EQUILIBRIX), Some(vec![5, 4, 4]));
    assert_eq!(pod_sizes(7, EQUILIBRIX), Some(vec![4, 3]));
    assert_eq!(pod_sizes(2, EQUILIBRIX), None);
    assert_eq!(pod_sizes(7, Sizes { min: 4, max: 4 }), None);
    assert_eq!(pod_sizes(8, Sizes { min: 4, max: 4 }), Some(vec![4, 4]));
    assert_eq!(pod_sizes(6, TWO), Some(vec![2, 2, 2]));
    assert_eq!(pod_sizes(5, TWO), None);
}

#[test]
fn swiss_round_one_is_top_half_against_bottom_half() {
    let p = pair(Format::Swiss, TWO, &field(8), &[]).expect("a pairing");
    assert!(p.byes.is_empty());
    let mut pairs: Vec<BTreeSet<&str>> = ids(&p.pods)
        .into_iter()
        .map(|p| p.into_iter().collect())
        .collect();
    pairs.sort();
    let want: Vec<BTreeSet<&str>> = vec![
        ["p01", "p05"].into(),
        ["p02", "p06"].into(),
        ["p03", "p07"].into(),
        ["p04", "p08"].into(),
    ];
    assert_eq!(pairs, want);
}

/// A hand-made Swiss of four: A beat S, B beat W; S beat B, W beat A; A drew B, S beat W.
/// A and B tie on points (1.5) and Buchholz (4.5); Sonneborn-Berger puts A (2.75) above B
/// (1.75) although B is the higher seed.
#[test]
fn swiss_tiebreaks_worked_by_hand() {
    let entrants = vec![
        entrant("S", 10.0),
        entrant("B", 9.0),
        entrant("A", 8.0),
        entrant("W", 7.0),
    ];
    let history = vec![
        Round {
            number: 1,
            pods: vec![won("A", "S", Some(true)), won("B", "W", Some(true))],
            byes: vec![],
        },
        Round {
            number: 2,
            pods: vec![won("S", "B", Some(true)), won("W", "A", Some(true))],
            byes: vec![],
        },
        Round {
            number: 3,
            pods: vec![won("A", "B", None), won("S", "W", Some(true))],
            byes: vec![],
        },
    ];
    let table = standings(Format::Swiss, TWO, &entrants, &history);
    let order: Vec<&str> = table.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(order, ["S", "A", "B", "W"]);
    let want = [
        ("S", 2.0, 4.0, 2.5),
        ("A", 1.5, 4.5, 2.75),
        ("B", 1.5, 4.5, 1.75),
        ("W", 1.0, 5.0, 1.5),
    ];
    for (rank, (id, pts, bu, sb)) in want.into_iter().enumerate() {
        let s = find(&table, id);
        assert_eq!(s.rank, rank as u32 + 1, "{id}");
        assert_eq!(s.points, pts, "{id} points");
        assert_eq!(tiebreak(s, "Buchholz"), bu, "{id} Buchholz");
        assert_eq!(tiebreak(s, "Sonneborn-Berger"), sb, "{id} Sonneborn-Berger");
        assert_eq!(
            (s.played, s.byes, s.withdrawn, s.alive),
            (3, 0, false, true)
        );
    }
}

/// A bye is worth a win in points but nothing in Buchholz; a forfeit ranks last and scores
/// nothing; a withdrawn player's games keep counting for their opponents.
#[test]
fn byes_forfeits_and_withdrawals_in_the_standings() {
    let mut entrants = vec![
        entrant("A", 5.0),
        entrant("B", 4.0),
        entrant("C", 3.0),
        entrant("D", 2.0),
        entrant("E", 1.0),
    ];
    entrants[1].withdrawn = Some(3);
    let mut forfeit = won("B", "C", Some(true));
    forfeit.forfeits = vec!["B".to_string()];
    let history = vec![
        Round {
            number: 1,
            pods: vec![won("A", "B", Some(true)), won("C", "D", Some(true))],
            byes: vec!["E".to_string()],
        },
        Round {
            number: 2,
            pods: vec![won("E", "A", Some(true)), forfeit],
            byes: vec!["D".to_string()],
        },
    ];
    let table = standings(Format::Swiss, TWO, &entrants, &history);
    let pts: BTreeMap<&str, f64> = table.iter().map(|s| (s.id.as_str(), s.points)).collect();
    // B "won" its seat order's game but forfeited: C gets the point.
    assert_eq!(
        pts,
        [("A", 1.0), ("B", 0.0), ("C", 2.0), ("D", 1.0), ("E", 2.0)].into()
    );
    // E: bye + beat A (1) → Buchholz 1; C: D (1) + B (0) → 1.
    assert_eq!(tiebreak(find(&table, "E"), "Buchholz"), 1.0);
    assert_eq!(tiebreak(find(&table, "C"), "Buchholz"), 1.0);
    // A: B (0) + E (2).
    assert_eq!(tiebreak(find(&table, "A"), "Buchholz"), 2.0);
    assert_eq!(tiebreak(find(&table, "A"), "Sonneborn-Berger"), 0.0);
    let b = find(&table, "B");
    assert!(b.withdrawn && !b.alive);
    assert_eq!((b.played, b.byes), (2, 0));
    assert_eq!(find(&table, "E").byes, 1);
    // The withdrawn B is not paired in round 3: four left, no bye.
    let next = pair(Format::Swiss, TWO, &entrants, &history).expect("round 3");
    let seated: BTreeSet<&str> = next.pods.iter().flatten().map(String::as_str).collect();
    assert_eq!(seated, ["A", "C", "D", "E"].into());
    assert!(next.byes.is_empty());
}

/// Plays `pairing` as round `number`: the higher seed wins every pod (a pod: places by seed).
fn by_seed_results(pairing: &Pairing, number: u32, entrants: &[Entrant]) -> Round {
    let seed = |id: &str| entrants.iter().find(|e| e.id == id).expect("entrant").seed;
    let pods = pairing
        .pods
        .iter()
        .map(|players| {
            let places = players
                .iter()
                .map(|p| 1 + players.iter().filter(|o| seed(o) > seed(p)).count() as u32)
                .collect();
            Pod {
                players: players.clone(),
                places: Some(places),
                forfeits: Vec::new(),
            }
        })
        .collect();
    Round {
        number,
        pods,
        byes: pairing.byes.clone(),
    }
}

/// Sixteen players of a two-player game over four rounds, the favourite winning every game:
/// round 2 pairs the winners' group 1 v 5, 2 v 6... and the losers' the same way; nobody meets
/// twice; p01 wins with 4 points, and the tournament is over after round 4.
#[test]
fn a_sixteen_player_swiss_over_four_rounds() {
    let entrants = field(16);
    let total = rounds(Format::Swiss, TWO, 16, None);
    assert_eq!(total, 4);
    let mut history = Vec::new();
    let mut met = BTreeSet::new();
    for number in 1..=total {
        assert!(!finished(Format::Swiss, TWO, &entrants, &history, total));
        let p = pair(Format::Swiss, TWO, &entrants, &history).expect("a pairing");
        assert!(p.byes.is_empty());
        assert_eq!(p.pods.len(), 8);
        for pod in &p.pods {
            let key: BTreeSet<&str> = pod.iter().map(String::as_str).collect();
            assert!(met.insert(format!("{key:?}")), "{key:?} met twice");
        }
        if number == 2 {
            let mut pairs: Vec<BTreeSet<&str>> = ids(&p.pods)
                .into_iter()
                .map(|p| p.into_iter().collect())
                .collect();
            pairs.sort();
            let want: Vec<BTreeSet<&str>> = [
                ["p01", "p05"],
                ["p02", "p06"],
                ["p03", "p07"],
                ["p04", "p08"],
                ["p09", "p13"],
                ["p10", "p14"],
                ["p11", "p15"],
                ["p12", "p16"],
            ]
            .into_iter()
            .map(BTreeSet::from)
            .collect();
            assert_eq!(pairs, want);
        }
        history.push(by_seed_results(&p, number, &entrants));
    }
    assert!(finished(Format::Swiss, TWO, &entrants, &history, total));
    let table = standings(Format::Swiss, TWO, &entrants, &history);
    assert_eq!(table[0].id, "p01");
    assert_eq!(table[0].points, 4.0);
    assert_eq!(table[15].id, "p16");
    assert_eq!(table[15].points, 0.0);
    // Seat balance: after four rounds nobody sat first more than three times.
    let mut firsts: BTreeMap<&str, u32> = BTreeMap::new();
    for r in &history {
        for pod in &r.pods {
            *firsts.entry(pod.players[0].as_str()).or_default() += 1;
        }
    }
    assert!(firsts.values().all(|&f| f <= 3), "{firsts:?}");
}

/// Twelve players of a game for 3 to 6 in a round robin: three rounds of two pods of six, in
/// which every pair meets at least once.
#[test]
fn a_twelve_player_round_robin_in_pods() {
    let entrants = field(12);
    let total = rounds(Format::RoundRobin, EQUILIBRIX, 12, None);
    assert_eq!(total, 3);
    let mut history = Vec::new();
    for number in 1..=total {
        let p = pair(Format::RoundRobin, EQUILIBRIX, &entrants, &history).expect("a pairing");
        assert!(p.byes.is_empty());
        assert_eq!(p.pods.iter().map(Vec::len).collect::<Vec<_>>(), [6, 6]);
        history.push(by_seed_results(&p, number, &entrants));
    }
    assert!(finished(
        Format::RoundRobin,
        EQUILIBRIX,
        &entrants,
        &history,
        total
    ));
    let mut met = BTreeSet::new();
    for r in &history {
        for pod in &r.pods {
            for a in pod.players.iter() {
                for b in pod.players.iter().filter(|b| *b > a) {
                    met.insert((a.clone(), b.clone()));
                }
            }
        }
    }
    assert_eq!(met.len(), 66, "every one of the 66 pairs meets");
    let table = standings(Format::RoundRobin, EQUILIBRIX, &entrants, &history);
    assert_eq!(table[0].id, "p01");
    assert_eq!(table[0].points, 3.0);
    assert_eq!(tiebreak(&table[0], "Placement sum (lower is better)"), 3.0);
}

#[test]
fn a_knockout_of_six_gives_the_top_seeds_byes_and_ends_with_one() {
    let entrants = field(6);
    let total = rounds(Format::Knockout, TWO, 6, None);
    assert_eq!(total, 3);
    let p = pair(Format::Knockout, TWO, &entrants, &[]).expect("round 1");
    assert_eq!(p.byes, ["p01", "p02"]);
    let mut pairs = ids(&p.pods);
    pairs.sort();
    assert_eq!(pairs, [["p03", "p06"], ["p04", "p05"]]);
    // The underdogs win round 1: p06 and p05 go on, p01 meets p05 (the 4/5 slot's winner).
    let upset = Round {
        number: 1,
        pods: vec![
            won("p03", "p06", Some(false)),
            won("p04", "p05", Some(false)),
        ],
        byes: p.byes.clone(),
    };
    let mut history = vec![upset];
    let p = pair(Format::Knockout, TWO, &entrants, &history).expect("round 2");
    let mut pairs = ids(&p.pods);
    pairs.sort();
    assert_eq!(pairs, [["p01", "p05"], ["p02", "p06"]]);
    // A draw: the higher seed goes on.
    history.push(Round {
        number: 2,
        pods: vec![won("p01", "p05", None), won("p02", "p06", Some(false))],
        byes: vec![],
    });
    let p = pair(Format::Knockout, TWO, &entrants, &history).expect("final");
    assert_eq!(ids(&p.pods), [["p01", "p06"]]);
    history.push(Round {
        number: 3,
        pods: vec![won("p01", "p06", Some(false))],
        byes: vec![],
    });
    assert!(finished(Format::Knockout, TWO, &entrants, &history, total));
    let table = standings(Format::Knockout, TWO, &entrants, &history);
    let alive: Vec<&str> = table
        .iter()
        .filter(|s| s.alive)
        .map(|s| s.id.as_str())
        .collect();
    assert_eq!(alive, ["p06"]);
    assert_eq!(table[0].id, "p06");
    assert_eq!(table[1].id, "p01");
    assert!(pair(Format::Knockout, TWO, &entrants, &history).is_err());
}
