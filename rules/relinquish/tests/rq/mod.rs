//! Shared helpers for the Relinquish tests: positions built by hand, so the rulebook's examples
//! can be played exactly, and a random player for playouts.
#![allow(dead_code)]

use game_kit::{Game, Seat};
use rand::seq::SliceRandom;
use rand::Rng;
use relinquish::rules::{Action, Card, Event, Options, Phase, Placed, Relinquish as Rq, State};

pub fn card(code: &str) -> Card {
    code.parse().unwrap_or_else(|e| panic!("{e}"))
}

pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// A hand-built table: seat 0 to play, nothing used this turn. `tableau` takes codes, a
/// leading `_` marking a Resting card (`"5W 7W _3C"`).
pub struct Table {
    pub state: State,
}

pub fn table(players: usize) -> Table {
    table_with(players, Options::default())
}

pub fn table_with(players: usize, options: Options) -> Table {
    Table {
        state: State::blank(&options, players, 7),
    }
}

impl Table {
    pub fn hand(mut self, seat: Seat, codes: &str) -> Table {
        self.state.hands[seat] = cards(codes);
        self
    }

    pub fn tableau(mut self, seat: Seat, codes: &str) -> Table {
        self.state.tableaus[seat] = codes
            .split_whitespace()
            .map(|c| {
                let (resting, code) = match c.strip_prefix('_') {
                    Some(rest) => (true, rest),
                    None => (false, c),
                };
                Placed {
                    card: card(code),
                    resting,
                    origin: seat,
                }
            })
            .collect();
        self
    }

    pub fn active(mut self, seat: Seat) -> Table {
        self.state.active = seat;
        self
    }

    /// The position, with every other card on the scry pile.
    pub fn build(mut self) -> State {
        self.state.fill_scry_pile();
        assert_conserved(&self.state);
        self.state
    }
}

pub fn assert_conserved(s: &State) {
    let mut all = s.all_cards();
    assert_eq!(all.len(), 78, "78 cards in play");
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 78, "every card once");
}

/// Applies `action`, panicking with the refusal if there is one.
pub fn play(s: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    Rq::apply(s, seat, action.clone()).unwrap_or_else(|e| panic!("seat {seat} {action:?}: {e}"))
}

/// Applies `action`, expecting a refusal that leaves the state untouched; returns the message.
pub fn refuse(s: &mut State, seat: Seat, action: Action) -> String {
    let before = serde_json::to_string(s).unwrap();
    let err = Rq::apply(s, seat, action.clone())
        .expect_err(&format!("seat {seat} {action:?} should be refused"));
    assert_eq!(
        serde_json::to_string(s).unwrap(),
        before,
        "a refusal changes nothing"
    );
    err.0
}

/// Cards of `seat`'s tableau as codes, `_` marking Resting ones.
pub fn tableau_codes(s: &State, seat: Seat) -> String {
    s.tableaus[seat]
        .iter()
        .map(|p| format!("{}{}", if p.resting { "_" } else { "" }, p.card.code()))
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn pick(s: &mut State, seat: Seat, codes: &str) {
    for c in cards(codes) {
        play(s, seat, Action::Pick { card: c });
    }
}

/// A random player: any legal action, but ending the turn only now and then and rarely going
/// back on a choice, so games make progress.
pub fn random_action(s: &State, seat: Seat, rng: &mut impl Rng) -> Option<Action> {
    let legal = Rq::legal(s, seat);
    if legal.is_empty() {
        return None;
    }
    let in_turn = matches!(s.phase, Phase::Turn { .. });
    if in_turn {
        let (ends, rest): (Vec<&Action>, Vec<&Action>) = legal
            .iter()
            .partition(|a| matches!(a, Action::EndTurn { .. }));
        let forward: Vec<&Action> = rest
            .iter()
            .copied()
            .filter(|a| !matches!(a, Action::Back | Action::Unpick { .. }))
            .collect();
        let roll: f64 = rng.gen();
        if roll < 0.2 || forward.is_empty() && roll < 0.6 {
            return ends.choose(rng).map(|a| (*a).clone());
        }
        if !forward.is_empty() && roll < 0.97 {
            return forward.choose(rng).map(|a| (*a).clone());
        }
    }
    legal.choose(rng).cloned()
}
