//! Shared helpers for the Equation Hi-Lo tests: hands and tables built by hand, so the
//! rulebook's scenarios can be played exactly.
#![allow(dead_code)]

use equation_hi_lo::rules::cards::full_deck;
use equation_hi_lo::rules::{
    Action, Card, Declaration, Equation, EquationHiLo as Hl, Event, Hand, Op, Options, Phase,
    Showdown, State,
};
use game_kit::{Game, Seat};

pub fn card(code: &str) -> Card {
    Card::from_code(code).unwrap_or_else(|| panic!("bad card code {code}"))
}

pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// A hand: the closed card, the open cards in deal order, and the operators held, written
/// like `"+-/"` or `"-x/"`.
pub fn hand(closed: &str, open: &str, ops: &str) -> Hand {
    let mut h = Hand::new(card(closed));
    h.open = cards(open);
    h.ops = ops
        .chars()
        .map(|c| match c {
            '+' => Op::Add,
            '-' => Op::Sub,
            'x' => Op::Mul,
            '/' => Op::Div,
            other => panic!("bad op {other}"),
        })
        .collect();
    h.ops.sort();
    h
}

pub fn eq(text: &str) -> Equation {
    Equation::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A round at the declaration: `hands[seat]` (None = folded, with no cards), each live seat
/// having wagered `wagered[seat]` out of the starting chips. One round, so the match ends
/// right after the showdown and the stacks show exactly what the showdown paid.
///
/// Everyone starts with 50 chips, so the cap is 50. The wagers only make up the pot, and the
/// showdown does not look at how the pot was made, so tests give the rulebook's pot sizes
/// directly, even where betting would have evened out the wagers of the live seats. A test
/// about stacks running out uses [`declaring_with_stacks`] for a reachable position instead.
pub fn declaring(hands: Vec<Option<Hand>>, wagered: &[u32]) -> State {
    let stacks = vec![50; hands.len()];
    declaring_with_stacks(hands, &stacks, wagered)
}

/// [`declaring`] with each seat's stack at the start of the round; the cap is the smallest
/// stack (section 6), and no wager may exceed it.
pub fn declaring_with_stacks(hands: Vec<Option<Hand>>, stacks: &[u32], wagered: &[u32]) -> State {
    assert_eq!((stacks.len(), wagered.len()), (hands.len(), hands.len()));
    let cap = stacks.iter().copied().min().unwrap_or(0);
    assert!(
        wagered.iter().all(|&w| w <= cap),
        "a wager above the cap {cap}"
    );
    let options = Options {
        chips: 50,
        ante: 1,
        rounds: 1,
        best: true,
    };
    let n = hands.len();
    let mut s = State::empty(&options, n, 7);
    s.round = 1;
    s.dealer = n - 1;
    s.cap = cap;
    s.ante = 1;
    let used: Vec<Card> = hands.iter().flatten().flat_map(|h| h.cards()).collect();
    s.deck = full_deck()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    s.wagered = wagered.to_vec();
    s.chips = stacks.iter().zip(wagered).map(|(c, w)| c - w).collect();
    // A folded seat keeps its cards in play until the next round; give it some.
    let mut spare = s.deck.iter().copied().filter(|c| c.is_number());
    s.folded = hands.iter().map(Option::is_none).collect();
    s.hands = hands
        .into_iter()
        .map(|h| {
            Some(h.unwrap_or_else(|| {
                let mut folded = Hand::new(spare.next().unwrap());
                folded.open = vec![spare.next().unwrap(), spare.next().unwrap()];
                folded
            }))
        })
        .collect();
    let used: Vec<Card> = s.hands.iter().flatten().flat_map(|h| h.cards()).collect();
    s.deck.retain(|c| !used.contains(c));
    s.phase = Phase::Declaring;
    assert_eq!(
        s.total_chips(),
        stacks.iter().map(|&c| u64::from(c)).sum::<u64>()
    );
    s
}

/// Submits every declaration in seat order and returns the showdown.
pub fn play_showdown(s: &mut State, declarations: Vec<(Seat, Declaration)>) -> Showdown {
    let mut last = Vec::new();
    for (seat, d) in declarations {
        last = Hl::apply(s, seat, Action::Declare { declaration: d })
            .unwrap_or_else(|e| panic!("seat {seat}: {e}"));
    }
    last.into_iter()
        .find_map(|e| match e {
            Event::Showdown { showdown } => Some(*showdown),
            _ => None,
        })
        .expect("the last submission reveals everything")
}

pub fn low(text: &str) -> Declaration {
    Declaration::Low { equation: eq(text) }
}

pub fn high(text: &str) -> Declaration {
    Declaration::High { equation: eq(text) }
}

pub fn swing(low: &str, high: &str) -> Declaration {
    Declaration::Swing {
        low: eq(low),
        high: eq(high),
    }
}
