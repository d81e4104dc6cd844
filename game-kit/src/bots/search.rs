//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and
//! Whitehouse 2012) over the [`Game`] interface.
//!
//! Every iteration samples a fresh determinization of the bot's information set
//! ([`Determinize::determinize`]), walks one shared tree restricted to the actions available in
//! that sample, adds one node, finishes the game with the playout policy (or cuts it off and
//! asks the game's evaluation) and credits every node on the way with the reward of the seat
//! that made its move. Nodes are keyed by `(seat, action)`, so several seats prompted at once
//! (reactions, secret picks), a seat acting several times in a row and multi-step menus need
//! nothing special: each engine action is one edge. Because the tree is shared by all samples,
//! the final choice (the most visited move at the root) is a vote across determinizations.

use super::budget::Budget;
use super::determinize::{rewards, Determinize, SearchRng};
use crate::game::{Game, Seat};
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// UCB1's exploration constant for rewards in `0..=1`.
const EXPLORATION: f64 = 0.7;

/// The tree stops growing at this many nodes (iterations go on, with playouts from the
/// frontier), so a search never holds more than a few tens of megabytes whatever its budget.
pub const MAX_NODES: usize = 200_000;

/// What a search did, for logs and the arena.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchStats {
    pub iterations: u32,
    /// Nodes in the tree at the end (root included).
    pub nodes: usize,
    /// Rough memory held by the tree at its largest: nodes and child lists (heap data inside
    /// actions not counted).
    pub tree_bytes: usize,
    pub elapsed: Duration,
    /// Visits of the chosen move, and its mean reward for the bot's seat.
    pub visits: u32,
    pub value: f64,
    /// The search could not be used (no iteration, or its move was refused) and the answer
    /// came from the fallback.
    pub fallback: bool,
}

/// A bot's decision with what the search did to reach it.
#[derive(Clone, Debug)]
pub struct Decision<A> {
    pub action: A,
    pub stats: SearchStats,
}

struct Node<A> {
    /// The move from the parent (`None` at the root).
    action: Option<A>,
    /// Who made that move.
    mover: Seat,
    children: Vec<u32>,
    visits: u32,
    /// Times the move was available when its parent was visited (SO-ISMCTS's UCB uses this
    /// instead of the parent's visits, since moves come and go between determinizations).
    avail: u32,
    /// Sum of the mover's rewards.
    total: f64,
    /// The move's index in the action list its parent was expanded from.
    slot: u32,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: Seat, slot: u32) -> Self {
        Node {
            slot,
            action,
            mover,
            children: Vec::new(),
            visits: 0,
            avail: 0,
            total: 0.0,
        }
    }

    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.5
        } else {
            self.total / f64::from(self.visits)
        }
    }
}

/// The bot's move for `seat`, or `None` when `seat` has nothing to decide now.
///
/// The bot's input is what `seat` may know: `state` is only passed to
/// [`Determinize::determinize`] (which keeps what the seat sees and samples the rest), to
/// [`Game::prompts`] (public) and, once the search is done, to [`Game::apply`] on a copy to make
/// sure the move is accepted. With an iteration-only budget the answer is a function of the
/// seat's view and `seed`.
///
/// Never returns an action the engine refuses: if the search fails, the ruling's
/// [`Game::timeout_action`] or the first legal action is returned instead.
pub fn choose<G: Determinize>(
    state: &G::State,
    seat: Seat,
    budget: Budget,
    seed: u64,
) -> Option<G::Action> {
    decide::<G>(state, seat, &G::Memory::default(), budget, seed).map(|d| d.action)
}

/// [`choose`] with what the seat remembers of the game so far (see [`super::Recall`]), and
/// the search's statistics. A bot that remembers plays better where the view forgets (in
/// 8-quilibrium, the cards given to each player).
pub fn decide<G: Determinize>(
    state: &G::State,
    seat: Seat,
    memory: &G::Memory,
    budget: Budget,
    seed: u64,
) -> Option<Decision<G::Action>> {
    if !G::prompts(state).iter().any(|p| p.seat == seat) {
        return None;
    }
    let start = Instant::now();
    let mut rng = SearchRng::seed_from_u64(seed);
    let first = G::determinize(state, seat, memory, &mut rng);
    let root_actions = G::candidates(&first, seat);
    let accepted = |a: &G::Action| G::apply(&mut state.clone(), seat, a.clone()).is_ok();
    let fallback = |stats: SearchStats| {
        let action = G::timeout_action(state, seat)
            .filter(accepted)
            .or_else(|| G::legal(state, seat).into_iter().next())?;
        Some(Decision {
            action,
            stats: SearchStats {
                fallback: true,
                ..stats
            },
        })
    };
    if budget.blunders > 0.0 && root_actions.len() > 1 && rng.gen_bool(budget.blunders.min(1.0)) {
        let action = root_actions[rng.gen_range(0..root_actions.len())].clone();
        if accepted(&action) {
            return Some(Decision {
                action,
                stats: SearchStats {
                    elapsed: start.elapsed(),
                    ..SearchStats::default()
                },
            });
        }
    }
    match root_actions.len() {
        0 => return fallback(SearchStats::default()),
        1 => {
            let action = root_actions.into_iter().next()?;
            if accepted(&action) {
                return Some(Decision {
                    action,
                    stats: SearchStats {
                        elapsed: start.elapsed(),
                        ..SearchStats::default()
                    },
                });
            }
            return fallback(SearchStats::default());
        }
        _ => {}
    }
    let mut search = Search::<G> {
        nodes: vec![Node::new(None, seat, 0)],
        seat,
        rng,
        path: Vec::new(),
    };
    let mut iterations = 0;
    let mut sample = Some(first);
    while iterations < budget.max_iterations {
        if budget.max_time.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        let s = match sample.take() {
            Some(s) => s,
            None => G::determinize(state, seat, memory, &mut search.rng),
        };
        search.iterate(s);
        iterations += 1;
    }
    let mut ranked: Vec<&Node<G::Action>> = search.nodes[0]
        .children
        .iter()
        .map(|&c| &search.nodes[c as usize])
        .filter(|n| n.mover == seat && n.visits > 0)
        .collect();
    // Most visits first, then the better mean; a last tie goes to the canonical spelling, so
    // the answer never depends on the order anything was listed in.
    ranked.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.mean().total_cmp(&a.mean()))
            .then_with(|| format!("{:?}", a.action).cmp(&format!("{:?}", b.action)))
    });
    let stats = SearchStats {
        iterations,
        nodes: search.nodes.len(),
        tree_bytes: search.bytes(),
        elapsed: start.elapsed(),
        ..SearchStats::default()
    };
    for node in ranked {
        if let Some(action) = &node.action {
            if accepted(action) {
                return Some(Decision {
                    action: action.clone(),
                    stats: SearchStats {
                        visits: node.visits,
                        value: node.mean(),
                        ..stats
                    },
                });
            }
        }
    }
    fallback(stats)
}

struct Search<G: Game> {
    nodes: Vec<Node<G::Action>>,
    seat: Seat,
    rng: SearchRng,
    path: Vec<u32>,
}

impl<G: Determinize> Search<G> {
    fn bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node<G::Action>>()
            + self
                .nodes
                .iter()
                .map(|n| n.children.capacity() * std::mem::size_of::<u32>())
                .sum::<usize>()
    }

    /// Matches `actions` (the moves `actor` has in this determinization) with the children of
    /// `node`: counts each matched child as available and returns the matched children and the
    /// indices of the actions without one. Children are kept in the order of the action list
    /// they were created from, so when the list is the same as on earlier visits (the usual
    /// case) one walk matches them all; otherwise an action is looked up by a scan.
    fn matched(
        &mut self,
        node: usize,
        actor: Seat,
        actions: &[G::Action],
    ) -> (Vec<usize>, Vec<usize>) {
        let children = std::mem::take(&mut self.nodes[node].children);
        let is = |nodes: &[Node<G::Action>], c: u32, a: &G::Action| {
            let n = &nodes[c as usize];
            n.mover == actor && n.action.as_ref() == Some(a)
        };
        let mut available = Vec::with_capacity(actions.len().min(children.len()));
        let mut untried = Vec::new();
        let mut p = 0;
        for (i, a) in actions.iter().enumerate() {
            let found = if p < children.len() && is(&self.nodes, children[p], a) {
                p += 1;
                Some(children[p - 1])
            } else {
                children.iter().copied().find(|&c| is(&self.nodes, c, a))
            };
            match found {
                Some(c) => {
                    self.nodes[c as usize].avail += 1;
                    available.push(c as usize);
                }
                None => untried.push(i),
            }
        }
        self.nodes[node].children = children;
        (available, untried)
    }

    /// One iteration on the determinization `s`: select and expand, play out, back up.
    fn iterate(&mut self, mut s: G::State) {
        self.path.clear();
        self.path.push(0);
        let mut node = 0usize;
        loop {
            let prompts = G::prompts(&s);
            if prompts.is_empty() {
                break;
            }
            let actor = if node == 0 {
                self.seat
            } else {
                prompts[self.rng.gen_range(0..prompts.len())].seat
            };
            let mut actions = G::candidates(&s, actor);
            if actions.is_empty() {
                break;
            }
            let (available, untried) = self.matched(node, actor, &actions);
            if !untried.is_empty() && self.nodes.len() < MAX_NODES {
                let i = untried[self.rng.gen_range(0..untried.len())];
                let action = actions.swap_remove(i);
                if G::apply(&mut s, actor, action.clone()).is_err() {
                    break;
                }
                let id = self.nodes.len() as u32;
                let mut child = Node::new(Some(action), actor, i as u32);
                child.avail = 1;
                self.nodes.push(child);
                // Keep the children in action-list order (see `matched`).
                let nodes = &self.nodes;
                let children = &self.nodes[node].children;
                let at = children.partition_point(|&c| nodes[c as usize].slot < i as u32);
                self.nodes[node].children.insert(at, id);
                self.path.push(id);
                break;
            }
            if available.is_empty() {
                break;
            }
            let best = self.select(&available);
            let Some(action) = self.nodes[best].action.clone() else {
                break;
            };
            if G::apply(&mut s, actor, action).is_err() {
                break;
            }
            self.path.push(best as u32);
            node = best;
        }
        let rewards = self.playout(s);
        for &id in &self.path {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            n.total += rewards.get(n.mover).copied().unwrap_or(0.5);
        }
    }

    /// UCB1 over the children available in this determinization.
    fn select(&self, available: &[usize]) -> usize {
        let mut best = available[0];
        let mut best_score = f64::NEG_INFINITY;
        for &c in available {
            let n = &self.nodes[c];
            let score = if n.visits == 0 {
                f64::INFINITY
            } else {
                n.mean()
                    + EXPLORATION * (f64::from(n.avail.max(1)).ln() / f64::from(n.visits)).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = c;
            }
        }
        best
    }

    /// Finishes the game with the playout policy, or stops after [`Determinize::PLAYOUT_DEPTH`]
    /// steps or when the [`Determinize::epoch`] changes, and asks the game's evaluation;
    /// returns each seat's reward.
    fn playout(&mut self, mut s: G::State) -> Vec<f64> {
        let epoch = G::epoch(&s);
        for _ in 0..G::PLAYOUT_DEPTH {
            let prompts = G::prompts(&s);
            if prompts.is_empty() || G::epoch(&s) != epoch {
                break;
            }
            let seat = prompts[self.rng.gen_range(0..prompts.len())].seat;
            let mut actions = G::candidates(&s, seat);
            if actions.is_empty() {
                break;
            }
            let i = G::playout_action(&s, seat, &actions, &mut self.rng).min(actions.len() - 1);
            if G::apply(&mut s, seat, actions.swap_remove(i)).is_err() {
                break;
            }
        }
        match G::outcome(&s) {
            Some(ranking) => rewards(&ranking),
            None => G::evaluate(&s).unwrap_or_default(),
        }
    }
}

/// A move chosen by the playout policy alone (no search): the cheapest bot there is, used for
/// arenas and as a sparring partner.
pub fn policy_action<G: Determinize>(
    state: &G::State,
    seat: Seat,
    memory: &G::Memory,
    rng: &mut SearchRng,
) -> Option<G::Action> {
    if !G::prompts(state).iter().any(|p| p.seat == seat) {
        return None;
    }
    let sample = G::determinize(state, seat, memory, rng);
    let mut actions = G::candidates(&sample, seat);
    if actions.is_empty() {
        return G::timeout_action(state, seat);
    }
    let i = G::playout_action(&sample, seat, &actions, rng).min(actions.len() - 1);
    let action = actions.swap_remove(i);
    if G::apply(&mut state.clone(), seat, action.clone()).is_ok() {
        Some(action)
    } else {
        G::timeout_action(state, seat).or_else(|| G::legal(state, seat).into_iter().next())
    }
}
