//! Pairing (issue 47): how many rounds, who sits with whom in the next one, and when it is over.
//!
//! Rulings of our own, where the issue is silent:
//! - **Pods.** Players are split into as few pods as the game's largest table allows, as equal as
//!   possible (sizes differ by at most one): Equilibrix (3..=6) seats 12 as 6 + 6 and 13 as
//!   5 + 4 + 4. When no split fits (7 players of a game for exactly 4), the fewest players
//!   needed sit out with a bye ([`pod_sizes`]).
//! - **Swiss, two players.** Players are ranked by points, then seed, then id. The top player
//!   left meets, in order of preference, the top of the lower half of their score group, the
//!   rest of that half, the upper half from its bottom, then the players below (floating down):
//!   round 1 is thus seed 1 v n/2+1, 2 v n/2+2... A backtracking search keeps "no pair twice"
//!   whenever any such pairing exists; only when none does, pairs meet again, fewest meetings
//!   first. With an odd count, the lowest-ranked player who has had no bye sits out (and the one
//!   above them if the rest cannot then be paired without repeats); a player never has two byes
//!   in a Swiss: when everyone left has had theirs, the round is refused.
//! - **Swiss, pods.** Round 1 deals the seeds across the pods (1, 2, 3... into pods 1, 2, 3...,
//!   again from pod 1), so the top seeds do not meet at once; later rounds fill the pods from the
//!   top of the ranking, each next seat going to the highest-ranked player who has met the fewest
//!   of the pod already. Byes go to the lowest-ranked players without one.
//! - **Round robin, two players.** The circle method (Berger tables) over every entrant ranked
//!   by seed, so the schedule never changes: n-1 rounds (n if odd, a bye each). A withdrawn
//!   player's later opponents get a bye instead.
//! - **Round robin, pods.** Enough rounds that each pair can meet once:
//!   ceil((n-1)/(p-1)) for pods of p ([`rounds`]); each round fills its pods like a Swiss round
//!   after the first, in seed order, fewest meetings first. Byes go to the players with the
//!   fewest byes so far, lowest seed first.
//! - **Knockout, two players.** A bracket of the next power of two, seeded 1 v n, 2 v n-1... in
//!   the usual order (1 and 2 can only meet in the final); the slots of missing seeds are byes,
//!   so the top seeds get them. The better place advances; a shared place (a draw) lets the
//!   higher seed advance; a forfeit or a withdrawal is out, and a pair with one player left is a
//!   bye for them.
//! - **Knockout, pods.** The players still in, by seed, dealt across as few pods as fit; the
//!   winner of each pod advances (see `standings::knockout_advancing` for the final pod);
//!   extra players the pods cannot seat get byes, top seeds first.
//! - **Seat order.** Two players: the one who sat first less often sits first (round 1 and even
//!   counts: the higher-ranked on odd boards, the other on even ones). Pods: in ranking order.
use std::collections::{BTreeMap, BTreeSet, HashSet};

use super::standings::{eliminated, knockout_advancing, seed_order, Ledger};
use super::{Entrant, Format, PairError, Pairing, Round, Sizes};
use crate::words::Said;

/// How many steps the no-repeat search may take before it settles for the fewest repeats: far
/// more than any tournament a server runs needs (the search remembers the dead ends it met).
const SEARCH_STEPS: usize = 200_000;

fn refuse(why: Said) -> PairError {
    PairError::Refused(why)
}

/// The sizes of the pods `n` players sit in: as few pods as `sizes.max` allows, as equal as
/// possible, larger first; None when `n` players cannot be split that way (or `n` is 0).
pub fn pod_sizes(n: usize, sizes: Sizes) -> Option<Vec<usize>> {
    if !sizes.valid() || n == 0 {
        return None;
    }
    let k = n.div_ceil(sizes.max);
    let (base, extra) = (n / k, n % k);
    // The fewest pods give the largest pods: if they are too small, every split is.
    if base < sizes.min {
        return None;
    }
    Some((0..k).map(|i| base + usize::from(i < extra)).collect())
}

/// The pods of `n` players with the fewest byes: (pod sizes, byes). None below the game's minimum.
fn fit(n: usize, sizes: Sizes) -> Option<(Vec<usize>, usize)> {
    (0..n).find_map(|byes| pod_sizes(n - byes, sizes).map(|p| (p, byes)))
}

/// How many rounds the tournament has: `asked` for Swiss (default: ceil(log2 n), at least 1);
/// round robin: every pair meets once (two-player: n-1 rounds, n if odd); pods: enough rounds that
/// each pair meets about once (document); knockout: until one winner remains.
///
/// Swiss: never more rounds than the byes allow when the game's tables leave players out (15
/// players of a game for exactly 4 sit out 3 a round, so at most 5 rounds): nobody gets two.
/// Round robin in pods: ceil((n-1)/(p-1)) rounds for the largest pod p of n players, the fewest
/// in which everyone can meet the n-1 others (each pod meets p-1 of them). `asked` is read for
/// Swiss only.
pub fn rounds(format: Format, sizes: Sizes, entrants: usize, asked: Option<u32>) -> u32 {
    let n = entrants;
    let log2 = |n: usize| n.max(1).next_power_of_two().trailing_zeros();
    let count = match format {
        Format::Swiss => {
            let wanted = asked.unwrap_or_else(|| log2(n));
            // Nobody has two byes: with b byes a round, n players last n / b rounds.
            match fit(n, sizes) {
                Some((_, byes)) if byes > 0 => wanted.min((n / byes) as u32),
                _ => wanted,
            }
        }
        Format::RoundRobin if sizes.two_player() => {
            if n.is_multiple_of(2) {
                n.saturating_sub(1) as u32
            } else {
                n as u32
            }
        }
        Format::RoundRobin => match fit(n, sizes) {
            Some((pods, _)) => {
                let p = pods.first().copied().unwrap_or(2);
                (n.saturating_sub(1)).div_ceil(p - 1) as u32
            }
            None => 1,
        },
        Format::Knockout if sizes.two_player() => log2(n),
        Format::Knockout => {
            let mut left = n;
            let mut count = 0;
            while left > 1 {
                let Some((pods, byes)) = fit(left, sizes) else {
                    break;
                };
                let take = knockout_advancing(sizes, pods.len(), byes);
                let next: usize = pods.iter().map(|&p| take.min(p)).sum::<usize>() + byes;
                count += 1;
                if next >= left {
                    break;
                }
                left = next;
            }
            count
        }
    };
    count.max(1)
}

/// Whether the tournament is over after `history` (all rounds played, or knockout has one left).
///
/// A round still playing is never over. Beyond that, a tournament whose next round cannot be
/// paired (everyone but one withdrew, a knockout down to one player) is over too, so it never
/// waits for a round that cannot come.
pub fn finished(
    format: Format,
    sizes: Sizes,
    entrants: &[Entrant],
    history: &[Round],
    rounds: u32,
) -> bool {
    let running = history
        .iter()
        .flat_map(|r| &r.pods)
        .any(|p| super::standings::effective_places(p).is_none());
    if running {
        return false;
    }
    if format != Format::Knockout && history.len() >= rounds as usize {
        return true;
    }
    pair(format, sizes, entrants, history).is_err()
}

/// The pairing of round `history.len() + 1`, from the entrants still in and the rounds played so far
/// (all finished). Err when it cannot be paired (too few players left, say why).
pub fn pair(
    format: Format,
    sizes: Sizes,
    entrants: &[Entrant],
    history: &[Round],
) -> Result<Pairing, PairError> {
    if !sizes.valid() {
        return Err(refuse(
            Said::new("pair-sizes")
                .number("min", sizes.min as i64)
                .number("max", sizes.max as i64),
        ));
    }
    let round = history.len() as u32 + 1;
    let ledger = Ledger::of(history);
    let seeds: BTreeMap<&str, f64> = entrants.iter().map(|e| (e.id.as_str(), e.seed)).collect();
    let mut active: Vec<&Entrant> = entrants.iter().filter(|e| e.plays(round)).collect();
    if format == Format::Knockout {
        let out = eliminated(sizes, entrants, history);
        active.retain(|e| !out.contains(&e.id));
        if active.len() <= 1 {
            return Err(refuse(match active.first() {
                Some(e) => Said::new("pair-knockout-won").with("winner", format!("<@{}>", e.id)),
                None => Said::new("pair-knockout-empty"),
            }));
        }
    }
    if active.len() < sizes.min {
        return Err(refuse(
            Said::new("pair-few")
                .number("left", active.len() as i64)
                .number("min", sizes.min as i64),
        ));
    }
    match format {
        Format::Swiss => {
            // Ranked by points, then seed, then id.
            let mut ranked: Vec<String> = active.iter().map(|e| e.id.clone()).collect();
            ranked.sort_by(|a, b| {
                ledger
                    .points_of(b)
                    .total_cmp(&ledger.points_of(a))
                    .then_with(|| seed_order(&seeds, a, b))
            });
            if sizes.two_player() {
                swiss_pairs(&ranked, &ledger)
            } else {
                swiss_pods(&ranked, sizes, &ledger, history.is_empty())
            }
        }
        Format::RoundRobin if sizes.two_player() => {
            berger(entrants, round).ok_or_else(|| refuse(Said::new("pair-all-met")))
        }
        Format::RoundRobin => {
            let mut ranked: Vec<String> = active.iter().map(|e| e.id.clone()).collect();
            ranked.sort_by(|a, b| seed_order(&seeds, a, b));
            let Some((pod_sizes, byes)) = fit(ranked.len(), sizes) else {
                return Err(refuse(Said::new("pair-unseatable")));
            };
            // Fewest byes so far, then lowest seed.
            let mut by_bye = ranked.clone();
            by_bye.reverse();
            by_bye.sort_by_key(|id| ledger.byes_of(id));
            let bye: Vec<String> = by_bye.into_iter().take(byes).collect();
            ranked.retain(|id| !bye.contains(id));
            Ok(Pairing {
                pods: fill_pods(&ranked, &pod_sizes, &ledger),
                byes: bye,
            })
        }
        Format::Knockout if sizes.two_player() => Ok(bracket(entrants, &active, round)),
        Format::Knockout => {
            let mut ranked: Vec<String> = active.iter().map(|e| e.id.clone()).collect();
            ranked.sort_by(|a, b| seed_order(&seeds, a, b));
            let Some((pod_sizes, byes)) = fit(ranked.len(), sizes) else {
                return Err(refuse(Said::new("pair-unseatable")));
            };
            let bye: Vec<String> = ranked.drain(..byes).collect();
            Ok(Pairing {
                pods: deal(&ranked, &pod_sizes),
                byes: bye,
            })
        }
    }
}

/// Deals `ranked` across pods of `sizes` (the first player into the first pod, the second into
/// the second...), so each pod gets one of the top seeds.
fn deal(ranked: &[String], sizes: &[usize]) -> Vec<Vec<String>> {
    let mut pods: Vec<Vec<String>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    let k = pods.len();
    let mut i = 0;
    for id in ranked.iter().take(sizes.iter().sum()) {
        // Skip the pods already full (the smaller ones fill first near the end).
        while pods[i % k].len() >= sizes[i % k] {
            i += 1;
        }
        pods[i % k].push(id.clone());
        i += 1;
    }
    pods
}

/// Fills pods of `sizes` from `ranked`: each pod starts with the top player left, then each seat
/// goes to the one who has met the fewest of the pod (then fewest meetings in all, then rank).
fn fill_pods(ranked: &[String], sizes: &[usize], ledger: &Ledger) -> Vec<Vec<String>> {
    let mut left: Vec<String> = ranked.to_vec();
    let mut pods = Vec::new();
    for &size in sizes {
        let mut pod = vec![left.remove(0)];
        while pod.len() < size {
            let best = (0..left.len())
                .min_by_key(|&i| {
                    let met: Vec<u32> = pod.iter().map(|p| ledger.met(p, &left[i])).collect();
                    let distinct = met.iter().filter(|&&m| m > 0).count();
                    (distinct, met.iter().sum::<u32>(), i)
                })
                .unwrap_or(0);
            pod.push(left.remove(best));
        }
        pods.push(pod);
    }
    pods
}

/// A Swiss round of pods (multiplayer games).
fn swiss_pods(
    ranked: &[String],
    sizes: Sizes,
    ledger: &Ledger,
    first_round: bool,
) -> Result<Pairing, PairError> {
    let Some((pod_sizes, byes)) = fit(ranked.len(), sizes) else {
        return Err(refuse(Said::new("pair-unseatable")));
    };
    let candidates: Vec<String> = ranked
        .iter()
        .rev()
        .filter(|id| ledger.byes_of(id) == 0)
        .take(byes)
        .cloned()
        .collect();
    if candidates.len() < byes {
        return Err(refuse(
            Said::new("pair-byes")
                .number("byes", byes as i64)
                .number("byeless", candidates.len() as i64),
        ));
    }
    let seated: Vec<String> = ranked
        .iter()
        .filter(|id| !candidates.contains(id))
        .cloned()
        .collect();
    let pods = if first_round {
        deal(&seated, &pod_sizes)
    } else {
        fill_pods(&seated, &pod_sizes, ledger)
    };
    Ok(Pairing {
        pods,
        byes: candidates,
    })
}

/// A Swiss round of a two-player game.
fn swiss_pairs(ranked: &[String], ledger: &Ledger) -> Result<Pairing, PairError> {
    let (byes, players, pairs) = if !ranked.len().is_multiple_of(2) {
        let candidates: Vec<usize> = (0..ranked.len())
            .rev()
            .filter(|&i| ledger.byes_of(&ranked[i]) == 0)
            .collect();
        if candidates.is_empty() {
            return Err(refuse(Said::new("pair-odd")));
        }
        let without = |c: usize| -> Vec<String> {
            let mut rest = ranked.to_vec();
            rest.remove(c);
            rest
        };
        let found = candidates.iter().find_map(|&c| {
            let rest = without(c);
            match_without_repeats(&rest, ledger).map(|pairs| (c, rest, pairs))
        });
        let (c, rest, pairs) = found.unwrap_or_else(|| {
            let rest = without(candidates[0]);
            let pairs = match_fewest_repeats(&rest, ledger);
            (candidates[0], rest, pairs)
        });
        (vec![ranked[c].clone()], rest, pairs)
    } else {
        let pairs = match_without_repeats(ranked, ledger)
            .unwrap_or_else(|| match_fewest_repeats(ranked, ledger));
        (Vec::new(), ranked.to_vec(), pairs)
    };
    let pods = pairs
        .into_iter()
        .enumerate()
        .map(|(board, (a, b))| seat_two(&players[a], &players[b], board, ledger))
        .collect();
    Ok(Pairing { pods, byes })
}

/// The seat order of a pair: who sat first less often sits first; even counts alternate by board.
fn seat_two(higher: &str, lower: &str, board: usize, ledger: &Ledger) -> Vec<String> {
    let (fh, fl) = (ledger.firsts_of(higher), ledger.firsts_of(lower));
    let higher_first = match fh.cmp(&fl) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => board.is_multiple_of(2),
    };
    if higher_first {
        vec![higher.to_string(), lower.to_string()]
    } else {
        vec![lower.to_string(), higher.to_string()]
    }
}

/// Whom the top player left (`top`, an index into `players`) prefers to meet, best first, among
/// `free` (indices in ranking order, `top` first): see the module's Swiss ruling.
fn preference(players: &[String], free: &[usize], ledger: &Ledger) -> Vec<usize> {
    let top = free[0];
    let score = ledger.points_of(&players[top]);
    let group: Vec<usize> = free
        .iter()
        .copied()
        .filter(|&i| ledger.points_of(&players[i]) == score)
        .collect();
    let half = group.len() / 2;
    let mut out: Vec<usize> = group[half.max(1)..].to_vec();
    out.extend(group[1..half.max(1)].iter().rev());
    out.extend(free.iter().copied().filter(|i| !group.contains(i)));
    out
}

/// A pairing of `players` (even count, ranking order) in which no two meet again, by preference,
/// as pairs of indices (higher-ranked first); None if there is none (or the search ran out).
fn match_without_repeats(players: &[String], ledger: &Ledger) -> Option<Vec<(usize, usize)>> {
    let mut free: Vec<usize> = (0..players.len()).collect();
    let mut pairs = Vec::new();
    let mut dead: HashSet<Vec<usize>> = HashSet::new();
    let mut steps = 0;
    if search(
        players, ledger, &mut free, &mut pairs, &mut dead, &mut steps,
    ) {
        Some(pairs)
    } else {
        None
    }
}

fn search(
    players: &[String],
    ledger: &Ledger,
    free: &mut Vec<usize>,
    pairs: &mut Vec<(usize, usize)>,
    dead: &mut HashSet<Vec<usize>>,
    steps: &mut usize,
) -> bool {
    if free.is_empty() {
        return true;
    }
    *steps += 1;
    if *steps > SEARCH_STEPS || dead.contains(free) {
        return false;
    }
    let top = free[0];
    for other in preference(players, free, ledger) {
        if ledger.met(&players[top], &players[other]) > 0 {
            continue;
        }
        let before = free.clone();
        free.retain(|&i| i != top && i != other);
        pairs.push((top, other));
        if search(players, ledger, free, pairs, dead, steps) {
            return true;
        }
        pairs.pop();
        *free = before;
    }
    dead.insert(free.clone());
    false
}

/// A pairing of `players` (even count) that lets the fewest meet again: each top player left
/// meets, of those they met least often, the one they prefer most.
fn match_fewest_repeats(players: &[String], ledger: &Ledger) -> Vec<(usize, usize)> {
    let mut free: Vec<usize> = (0..players.len()).collect();
    let mut pairs = Vec::new();
    while free.len() >= 2 {
        let top = free[0];
        let prefs = preference(players, &free, ledger);
        let other = prefs
            .iter()
            .copied()
            .min_by_key(|&o| ledger.met(&players[top], &players[o]))
            .unwrap_or(free[1]);
        free.retain(|&i| i != top && i != other);
        pairs.push((top, other));
    }
    pairs
}

/// Every entrant by seed (higher first, then id): the fixed order of the round robin and the
/// knockout bracket, which withdrawals do not change.
fn by_seed(entrants: &[Entrant]) -> Vec<&Entrant> {
    let mut all: Vec<&Entrant> = entrants.iter().collect();
    all.sort_by(|a, b| b.seed.total_cmp(&a.seed).then_with(|| a.id.cmp(&b.id)));
    all
}

/// Round `round` of the Berger tables over every entrant (a bye where the partner is missing or
/// withdrawn). None past the last round.
fn berger(entrants: &[Entrant], round: u32) -> Option<Pairing> {
    let all = by_seed(entrants);
    let mut slots: Vec<Option<&Entrant>> = all.iter().map(|e| Some(*e)).collect();
    if !slots.len().is_multiple_of(2) {
        slots.push(None);
    }
    let n = slots.len();
    let mut pairing = Pairing {
        pods: Vec::new(),
        byes: Vec::new(),
    };
    if n < 2 || round as usize > n - 1 {
        return None;
    }
    let r = (round - 1) as usize;
    // The circle: slot 0 stays, the others turn by one each round.
    let turn = |i: usize| -> Option<&Entrant> {
        if i == 0 {
            slots[0]
        } else {
            slots[1 + (i - 1 + r) % (n - 1)]
        }
    };
    for board in 0..n / 2 {
        let (a, b) = (turn(board), turn(n - 1 - board));
        let a = a.filter(|e| e.plays(round));
        let b = b.filter(|e| e.plays(round));
        match (a, b) {
            (Some(a), Some(b)) => {
                // The fixed player alternates seats by round; the others by board.
                let a_first = if board == 0 {
                    r.is_multiple_of(2)
                } else {
                    board % 2 == 1
                };
                let pod = if a_first {
                    vec![a.id.clone(), b.id.clone()]
                } else {
                    vec![b.id.clone(), a.id.clone()]
                };
                pairing.pods.push(pod);
            }
            (Some(x), None) | (None, Some(x)) => pairing.byes.push(x.id.clone()),
            (None, None) => {}
        }
    }
    Some(pairing)
}

/// The order of seeds (0-based) in a bracket of `size` slots (a power of two): 1 v size, with 1
/// and 2 in opposite halves, as brackets are usually drawn.
fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![0usize];
    while order.len() < size {
        let m = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, m - 1 - s]).collect();
    }
    order
}

/// Round `round` of a two-player knockout: in each block of 2^round slots, the (at most two)
/// players still in meet; one alone has a bye.
fn bracket(entrants: &[Entrant], active: &[&Entrant], round: u32) -> Pairing {
    let all = by_seed(entrants);
    let size = all.len().max(2).next_power_of_two();
    let order = bracket_order(size);
    let still: BTreeSet<&str> = active.iter().map(|e| e.id.as_str()).collect();
    // Slot s holds seed order[s]; seeds past the entrants are empty.
    let slots: Vec<Option<&Entrant>> = order
        .iter()
        .map(|&seed| {
            all.get(seed)
                .copied()
                .filter(|e| still.contains(e.id.as_str()))
        })
        .collect();
    let block = 1usize << round.min(usize::BITS - 1);
    let mut pairing = Pairing {
        pods: Vec::new(),
        byes: Vec::new(),
    };
    for chunk in slots.chunks(block.min(size)) {
        let mut here: Vec<&Entrant> = chunk.iter().flatten().copied().collect();
        // Higher seed first in its seat.
        here.sort_by(|a, b| b.seed.total_cmp(&a.seed).then_with(|| a.id.cmp(&b.id)));
        let mut it = here.chunks(2);
        for two in it.by_ref() {
            match two {
                [a, b] => pairing.pods.push(vec![a.id.clone(), b.id.clone()]),
                [a] => pairing.byes.push(a.id.clone()),
                _ => {}
            }
        }
    }
    pairing
}
