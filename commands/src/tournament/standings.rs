//! Standings (issue 47): points per pod, tie-breaks, and who is still in a knockout bracket.
//!
//! Rulings of our own, where the issue is silent:
//! - A pod gives 0..=1 points to each player ([`points`]), so pods of any size weigh the same.
//! - A forfeit (a player named in [`Pod::forfeits`]) ranks below everyone who played the pod and
//!   scores nothing, even when several players forfeited the same pod.
//! - A bye scores 1 point (a win) and counts as a place of 1 in the placement sum, but it is no
//!   opponent: it adds nothing to Buchholz or Sonneborn-Berger.
//! - Only finished pods count; a running pod (`places` None) counts nothing, and neither does a
//!   pod whose `places` do not match its players (a caller's mistake, never a result).
//! - Withdrawn players keep their finished games, and stay in their opponents' tie-breaks.
//! - Order: points, then the tie-breaks, then seed (higher first), then id; ranks are 1..=n with
//!   no shared rank, so two processes print the same table. In a knockout, players still in the
//!   bracket come first, then by the last round reached (a tie-break that applies before points).
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

use super::{Entrant, Format, Pod, Round, Sizes, Standing};

/// Tie-break names, as the standings show them.
pub const BUCHHOLZ: &str = "Buchholz";
pub const SONNEBORN_BERGER: &str = "Sonneborn-Berger";
pub const PLACEMENT_SUM: &str = "Placement sum (lower is better)";
pub const ROUND_REACHED: &str = "Round reached";

/// The points a place is worth in a pod of `size`: two players 1 / 0.5 / 0; in a pod of k,
/// (players beaten + half the players tied with) / (k - 1), so every pod gives 0..=1.
///
/// `places` are the places of everyone in the pod (this player's included). A pod of one (never
/// paired, but a caller could build it) is worth 1, like a bye.
pub fn points(place: u32, places: &[u32]) -> f64 {
    let k = places.len();
    if k <= 1 {
        return 1.0;
    }
    let beaten = places.iter().filter(|&&p| p > place).count() as f64;
    // Minus one: the player's own place is among the tied ones.
    let tied = places
        .iter()
        .filter(|&&p| p == place)
        .count()
        .saturating_sub(1) as f64;
    (beaten + tied / 2.0) / (k - 1) as f64
}

/// One finished pod seen from one player: whom they met and what they earned.
#[derive(Clone, Debug)]
pub(super) struct Game {
    pub opponents: Vec<String>,
    /// The place that counts (forfeits moved below everyone who played).
    pub place: u32,
    pub earned: f64,
}

/// What the rounds so far say about every player who appears in them: the facts both the
/// pairing and the standings start from.
#[derive(Clone, Debug, Default)]
pub(super) struct Ledger {
    pub points: BTreeMap<String, f64>,
    pub byes: BTreeMap<String, u32>,
    /// Finished pods per player, in round order.
    pub games: BTreeMap<String, Vec<Game>>,
    /// How often two players sat in the same pod (finished or not), keyed (smaller, larger).
    pub met: BTreeMap<(String, String), u32>,
    /// How often a player took the first seat.
    pub firsts: BTreeMap<String, u32>,
    /// The last round a player finished a pod in or had a bye.
    pub reached: BTreeMap<String, u32>,
}

/// The places that count in a finished pod: `None` for a running pod or a malformed one.
pub fn effective_places(pod: &Pod) -> Option<Vec<u32>> {
    let places = pod.places.as_ref()?;
    if places.len() != pod.players.len() || places.is_empty() {
        return None;
    }
    let forfeit = |i: usize| pod.forfeits.contains(&pod.players[i]);
    let last = (0..places.len())
        .filter(|&i| !forfeit(i))
        .map(|i| places[i])
        .max()
        .unwrap_or(0);
    Some(
        (0..places.len())
            .map(|i| if forfeit(i) { last + 1 } else { places[i] })
            .collect(),
    )
}

/// The key of a pair of players in [`Ledger::met`].
pub(super) fn pair_key(a: &str, b: &str) -> (String, String) {
    if a <= b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}

impl Ledger {
    pub fn of(history: &[Round]) -> Ledger {
        let mut ledger = Ledger::default();
        for round in history {
            for id in &round.byes {
                *ledger.points.entry(id.clone()).or_default() += 1.0;
                *ledger.byes.entry(id.clone()).or_default() += 1;
                ledger.reached.insert(id.clone(), round.number);
            }
            for pod in &round.pods {
                ledger.note_pod(round.number, pod);
            }
        }
        ledger
    }

    fn note_pod(&mut self, round: u32, pod: &Pod) {
        for (i, a) in pod.players.iter().enumerate() {
            for b in &pod.players[i + 1..] {
                *self.met.entry(pair_key(a, b)).or_default() += 1;
            }
        }
        if let Some(first) = pod.players.first() {
            *self.firsts.entry(first.clone()).or_default() += 1;
        }
        let Some(places) = effective_places(pod) else {
            return;
        };
        for (i, id) in pod.players.iter().enumerate() {
            self.reached.insert(id.clone(), round);
            let forfeited = pod.forfeits.contains(id);
            let earned = if forfeited {
                0.0
            } else {
                points(places[i], &places)
            };
            *self.points.entry(id.clone()).or_default() += earned;
            let opponents = pod.players.iter().filter(|o| *o != id).cloned().collect();
            self.games.entry(id.clone()).or_default().push(Game {
                opponents,
                place: places[i],
                earned,
            });
        }
    }

    pub fn points_of(&self, id: &str) -> f64 {
        self.points.get(id).copied().unwrap_or(0.0)
    }

    pub fn byes_of(&self, id: &str) -> u32 {
        self.byes.get(id).copied().unwrap_or(0)
    }

    pub fn met(&self, a: &str, b: &str) -> u32 {
        self.met.get(&pair_key(a, b)).copied().unwrap_or(0)
    }

    pub fn firsts_of(&self, id: &str) -> u32 {
        self.firsts.get(id).copied().unwrap_or(0)
    }
}

/// Who advances from a finished knockout pod: in a pod of two, the better place (a shared
/// place: the higher seed, a ruling of ours); in a larger pod, the best `advancing` places (ties
/// at the cut: higher seed, then id). A forfeit never advances. A running pod: nobody yet.
pub(super) fn advancing(
    pod: &Pod,
    advancing: usize,
    seeds: &BTreeMap<&str, f64>,
) -> Option<Vec<String>> {
    let places = effective_places(pod)?;
    let mut order: Vec<usize> = (0..pod.players.len())
        .filter(|&i| !pod.forfeits.contains(&pod.players[i]))
        .collect();
    order.sort_by(|&a, &b| {
        places[a]
            .cmp(&places[b])
            .then_with(|| seed_order(seeds, &pod.players[a], &pod.players[b]))
    });
    Some(
        order
            .into_iter()
            .take(advancing)
            .map(|i| pod.players[i].clone())
            .collect(),
    )
}

/// Higher seed first, then smaller id: the order every tie ends in.
pub(super) fn seed_order(seeds: &BTreeMap<&str, f64>, a: &str, b: &str) -> Ordering {
    let seed = |id: &str| seeds.get(id).copied().unwrap_or(f64::NEG_INFINITY);
    seed(b).total_cmp(&seed(a)).then_with(|| a.cmp(b))
}

/// How many players of each pod advance in a multiplayer knockout round of `pods` pods and
/// `byes` byes: the winner only, unless the winners and byes would be too few for a final pod
/// (more than one but fewer than the game's minimum); then the best `ceil((min - byes) / pods)`
/// of each pod, so the next round is one final pod.
pub(super) fn knockout_advancing(sizes: Sizes, pods: usize, byes: usize) -> usize {
    let winners = pods + byes;
    if pods == 0 || winners <= 1 || winners >= sizes.min {
        1
    } else {
        sizes.min.saturating_sub(byes).div_ceil(pods).max(1)
    }
}

/// Who is out of a knockout after `history`: the players of finished pods who did not advance
/// (two-player: the loser of each pair; multiplayer: see [`knockout_advancing`]).
pub(super) fn eliminated(
    sizes: Sizes,
    entrants: &[Entrant],
    history: &[Round],
) -> BTreeSet<String> {
    let seeds: BTreeMap<&str, f64> = entrants.iter().map(|e| (e.id.as_str(), e.seed)).collect();
    let mut out = BTreeSet::new();
    for round in history {
        let take = if sizes.two_player() {
            1
        } else {
            knockout_advancing(sizes, round.pods.len(), round.byes.len())
        };
        for pod in &round.pods {
            if let Some(advance) = advancing(pod, take, &seeds) {
                out.extend(pod.players.iter().filter(|p| !advance.contains(p)).cloned());
            }
        }
    }
    out
}

/// The standings after the rounds in `history` (finished pods only count; a running pod counts nothing).
pub fn standings(
    format: Format,
    sizes: Sizes,
    entrants: &[Entrant],
    history: &[Round],
) -> Vec<Standing> {
    let ledger = Ledger::of(history);
    let out = if format == Format::Knockout {
        eliminated(sizes, entrants, history)
    } else {
        BTreeSet::new()
    };
    let mut rows: Vec<(Standing, f64, u32)> = entrants
        .iter()
        .map(|e| {
            let games: &[Game] = ledger.games.get(&e.id).map_or(&[], |g| g.as_slice());
            let byes = ledger.byes_of(&e.id);
            let mut tiebreaks = Vec::new();
            let reached = ledger.reached.get(&e.id).copied().unwrap_or(0);
            if format == Format::Knockout {
                tiebreaks.push((ROUND_REACHED, f64::from(reached)));
            }
            if sizes.two_player() {
                let (mut buchholz, mut sb) = (0.0, 0.0);
                for game in games {
                    for o in &game.opponents {
                        let theirs = ledger.points_of(o);
                        buchholz += theirs;
                        sb += game.earned * theirs;
                    }
                }
                tiebreaks.push((BUCHHOLZ, buchholz));
                tiebreaks.push((SONNEBORN_BERGER, sb));
            } else {
                let sum: u32 = games.iter().map(|g| g.place).sum::<u32>() + byes;
                tiebreaks.push((PLACEMENT_SUM, f64::from(sum)));
            }
            let withdrawn = e.withdrawn.is_some();
            let alive = !withdrawn && !out.contains(&e.id);
            let standing = Standing {
                id: e.id.clone(),
                rank: 0,
                points: ledger.points_of(&e.id),
                tiebreaks,
                played: games.len() as u32,
                byes,
                withdrawn,
                alive,
            };
            (standing, e.seed, reached)
        })
        .collect();
    rows.sort_by(|(a, seed_a, _), (b, seed_b, _)| {
        compare(format, a, *seed_a, b, *seed_b).then_with(|| a.id.cmp(&b.id))
    });
    // Players nothing tells apart (points, every tie-break and the seed) share their rank:
    // listed by id, but neither is ahead.
    let mut ranked: Vec<Standing> = Vec::with_capacity(rows.len());
    let mut previous: Option<(Standing, f64)> = None;
    for (i, (mut s, seed, _)) in rows.into_iter().enumerate() {
        s.rank = match &previous {
            Some((p, p_seed)) if compare(format, p, *p_seed, &s, seed) == Ordering::Equal => p.rank,
            _ => i as u32 + 1,
        };
        previous = Some((s.clone(), seed));
        ranked.push(s);
    }
    ranked
}

/// `x` against `y`, equal when they differ by rounding only: a pod's points are fractions
/// (thirds, fifths) whose sums depend on their order.
fn near(x: f64, y: f64) -> Ordering {
    if (x - y).abs() < 1e-9 {
        Ordering::Equal
    } else {
        x.total_cmp(&y)
    }
}

/// The standings' order: better first; `Equal` for players nothing tells apart (the list
/// then orders them by id, and they share their rank).
fn compare(format: Format, a: &Standing, seed_a: f64, b: &Standing, seed_b: f64) -> Ordering {
    let mut order = Ordering::Equal;
    if format == Format::Knockout {
        order = b.alive.cmp(&a.alive);
    }
    let knockout_first = usize::from(format == Format::Knockout);
    // The round reached (knockout) applies before points.
    for i in 0..knockout_first {
        order = order.then_with(|| near(b.tiebreaks[i].1, a.tiebreaks[i].1));
    }
    order = order.then_with(|| near(b.points, a.points));
    for i in knockout_first..a.tiebreaks.len().min(b.tiebreaks.len()) {
        let (name, x) = a.tiebreaks[i];
        let y = b.tiebreaks[i].1;
        order = order.then_with(|| {
            if name == PLACEMENT_SUM {
                near(x, y)
            } else {
                near(y, x)
            }
        });
    }
    order.then_with(|| seed_b.total_cmp(&seed_a))
}
