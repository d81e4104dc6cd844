//! A player's cards in one round: the closed number, the open cards in deal order, and the
//! binary operators held (the given + − ÷, with × replacing + or −).

use super::cards::Card;
use super::equation::Op;
use serde::{Deserialize, Serialize};

/// The three operators every player receives each round (section 3).
pub const GIVEN_OPS: [Op; 3] = [Op::Add, Op::Sub, Op::Div];
/// Number cards each hand holds at the showdown (section 14).
pub const NUMBERS: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// The face-down first card; always a number (section 4). Private until the showdown.
    pub closed: Card,
    /// Face-up cards in the order they were dealt: numbers, √ and × (each special followed by
    /// its extra number, section 5).
    pub open: Vec<Card>,
    /// Binary operators held, in canonical order (+ − × ÷). Private: others see the × card but
    /// not whether it replaced the + or the −.
    pub ops: Vec<Op>,
    /// A × was drawn and the player has not yet chosen to give up + or − (HL-4).
    pub pending_times: bool,
}

/// What an equation must use: the numbers (deal order), how many √ and which operators.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holding {
    pub numbers: Vec<u8>,
    pub roots: usize,
    pub ops: Vec<Op>,
}

impl Hand {
    /// A hand with its closed card and the three given operators.
    pub fn new(closed: Card) -> Hand {
        Hand {
            closed,
            open: Vec::new(),
            ops: GIVEN_OPS.to_vec(),
            pending_times: false,
        }
    }

    /// Every card of the hand (closed first).
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        std::iter::once(self.closed).chain(self.open.iter().copied())
    }

    /// Number cards in deal order, the closed card first.
    pub fn numbers(&self) -> Vec<Card> {
        self.cards().filter(|c| c.is_number()).collect()
    }

    pub fn roots(&self) -> usize {
        self.open
            .iter()
            .filter(|c| matches!(c, Card::Root(_)))
            .count()
    }

    pub fn has_times(&self) -> bool {
        self.open.iter().any(|c| matches!(c, Card::Times(_)))
    }

    pub fn holding(&self) -> Holding {
        Holding {
            numbers: self.numbers().iter().filter_map(|c| c.value()).collect(),
            roots: self.roots(),
            ops: self.ops.clone(),
        }
    }

    /// The Low Win Order key card: the lowest number, Black before Bronze, Silver, Gold.
    pub fn low_key(&self) -> Option<Card> {
        self.numbers().into_iter().min_by_key(|c| c.key())
    }

    /// The High Win Order key card: the highest number, Gold before Silver, Bronze, Black.
    pub fn high_key(&self) -> Option<Card> {
        self.numbers().into_iter().max_by_key(|c| c.key())
    }

    /// Gives up `op` (+ or −) for the × (HL-4). The caller checks the choice is allowed.
    pub fn take_times(&mut self, replaced: Op) {
        if let Some(i) = self.ops.iter().position(|&o| o == replaced) {
            self.ops[i] = Op::Mul;
        }
        self.ops.sort();
        self.pending_times = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::Suit;

    #[test]
    fn holding_and_keys() {
        let n = |v, s| Card::number(v, s).unwrap();
        let mut h = Hand::new(n(4, Suit::Gold));
        h.open = vec![
            Card::Root(1),
            n(9, Suit::Black),
            Card::Times(2),
            n(4, Suit::Black),
            n(0, Suit::Silver),
        ];
        h.pending_times = true;
        h.take_times(Op::Sub);
        assert_eq!(
            h.holding(),
            Holding {
                numbers: vec![4, 9, 4, 0],
                roots: 1,
                ops: vec![Op::Add, Op::Mul, Op::Div]
            }
        );
        assert!(!h.pending_times && h.has_times());
        assert_eq!(h.low_key(), Some(n(0, Suit::Silver)));
        assert_eq!(h.high_key(), Some(n(9, Suit::Black)));
        // Equal values: Black is the Low key, Gold the High key.
        let mut h = Hand::new(n(4, Suit::Gold));
        h.open = vec![n(4, Suit::Black), n(4, Suit::Silver), n(4, Suit::Bronze)];
        assert_eq!(h.low_key(), Some(n(4, Suit::Black)));
        assert_eq!(h.high_key(), Some(n(4, Suit::Gold)));
    }
}
