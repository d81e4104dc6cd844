//! The showdown (sections 9-11, HL-7, HL-8, HL-11): distances, the Win Order tiebreak, swing
//! bets and the pot split with the odd-chip rule.
//!
//! [`settle`] is a pure function of the contenders and the pot, so every scenario table of the
//! rulebook is a direct unit test and the property tests can compare it with a brute-force
//! oracle.

use super::actions::Declaration;
use super::cards::Card;
use super::evaluate::{distances, EPSILON};
use super::solver::Best;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Low,
    High,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Low => "Low",
            Side::High => "High",
        }
    }
}

/// One player's claim at the showdown: the result of each equation entered and the Win Order
/// key cards of the hand (lowest and highest number card, section 10).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Contender {
    pub seat: Seat,
    pub low: Option<f64>,
    pub high: Option<f64>,
    pub low_key: Card,
    pub high_key: Card,
}

impl Contender {
    pub fn is_swing(&self) -> bool {
        self.low.is_some() && self.high.is_some()
    }

    fn entry(&self, side: Side) -> Option<(f64, Card)> {
        match side {
            Side::Low => self.low.map(|r| (distances(r).0, self.low_key)),
            Side::High => self.high.map(|r| (distances(r).1, self.high_key)),
        }
    }
}

/// The winner of one side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideWin {
    pub winner: Seat,
    /// The winning distance from the target.
    pub distance: f64,
    /// When several entries were equally close (HL-7): each tied seat with its key card, the
    /// winner first. Empty when the distance alone decided.
    pub tied: Vec<(Seat, Card)>,
}

/// How a swing player fared on each side against every entry (section 11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwingResult {
    pub seat: Seat,
    pub won_low: bool,
    pub won_high: bool,
}

impl SwingResult {
    pub fn succeeded(&self) -> bool {
        self.won_low && self.won_high
    }
}

/// Who gets what.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settlement {
    pub pot: u32,
    /// Each side's best entry counting everyone: what a swing player has to beat.
    pub low_all: Option<SideWin>,
    pub high_all: Option<SideWin>,
    pub swings: Vec<SwingResult>,
    /// The side winners that are paid: after failed swing players left both sides (HL-8), or
    /// the successful swing player on both.
    pub low: Option<SideWin>,
    pub high: Option<SideWin>,
    /// Chips paid out, by seat (a seat appears at most once).
    pub payouts: Vec<(Seat, u32)>,
    /// The odd chip of a split pot, which leaves the game (section 9).
    pub removed: u32,
    /// The pot nobody could win, carried into the next round (HL-11).
    pub carried: u32,
}

impl Settlement {
    /// The successful swing player, if any.
    pub fn swing_winner(&self) -> Option<Seat> {
        self.swings.iter().find(|s| s.succeeded()).map(|s| s.seat)
    }
}

/// Whether key card `a` beats key card `b` in `side`'s Win Order (section 10): for High the
/// greater `(value, suit)`, for Low the smaller.
pub fn key_beats(side: Side, a: Card, b: Card) -> bool {
    match side {
        Side::High => a.key() > b.key(),
        Side::Low => a.key() < b.key(),
    }
}

/// The best entry of a side: the smallest distance; entries within [`EPSILON`] of it are tied
/// and go to the Win Order (HL-7). Measuring ties from the minimum keeps the choice independent
/// of the order of the entries.
pub fn side_winner(contenders: &[&Contender], side: Side) -> Option<SideWin> {
    let entries: Vec<(Seat, f64, Card)> = contenders
        .iter()
        .filter_map(|c| c.entry(side).map(|(d, k)| (c.seat, d, k)))
        .collect();
    let best = entries.iter().map(|e| e.1).min_by(|a, b| a.total_cmp(b))?;
    let mut tied: Vec<(Seat, f64, Card)> = entries
        .into_iter()
        .filter(|e| e.1 - best < EPSILON)
        .collect();
    tied.sort_by(|a, b| {
        if key_beats(side, a.2, b.2) {
            Ordering::Less
        } else if key_beats(side, b.2, a.2) {
            Ordering::Greater
        } else {
            a.0.cmp(&b.0)
        }
    });
    let (winner, distance, _) = tied[0];
    Some(SideWin {
        winner,
        distance,
        tied: if tied.len() > 1 {
            tied.iter().map(|&(s, _, k)| (s, k)).collect()
        } else {
            Vec::new()
        },
    })
}

/// Settles the pot among the contenders (sections 9 and 11, HL-8, HL-11).
///
/// 1. Each side's best entry is found among everyone; a swing player must be it on both sides.
/// 2. A successful swing player takes the whole pot.
/// 3. Otherwise every swing player has failed and leaves both sides; the remaining side winners
///    split the pot (odd chip removed), or one side's winner takes it all when the other side
///    is empty, or, with nobody left at all, the pot carries over (HL-11).
pub fn settle(contenders: &[Contender], pot: u32) -> Settlement {
    let everyone: Vec<&Contender> = contenders.iter().collect();
    let low_all = side_winner(&everyone, Side::Low);
    let high_all = side_winner(&everyone, Side::High);
    let wins = |side: &Option<SideWin>, seat| side.as_ref().is_some_and(|w| w.winner == seat);
    let swings: Vec<SwingResult> = contenders
        .iter()
        .filter(|c| c.is_swing())
        .map(|c| SwingResult {
            seat: c.seat,
            won_low: wins(&low_all, c.seat),
            won_high: wins(&high_all, c.seat),
        })
        .collect();
    let mut out = Settlement {
        pot,
        low_all: low_all.clone(),
        high_all: high_all.clone(),
        swings,
        low: None,
        high: None,
        payouts: Vec::new(),
        removed: 0,
        carried: 0,
    };
    if let Some(seat) = out.swing_winner() {
        out.low = low_all;
        out.high = high_all;
        out.payouts = vec![(seat, pot)];
        return out;
    }
    let rest: Vec<&Contender> = contenders.iter().filter(|c| !c.is_swing()).collect();
    out.low = side_winner(&rest, Side::Low);
    out.high = side_winner(&rest, Side::High);
    match (&out.low, &out.high) {
        (Some(low), Some(high)) => {
            let half = pot / 2;
            out.payouts = vec![(low.winner, half), (high.winner, half)];
            out.removed = pot % 2;
        }
        (Some(only), None) | (None, Some(only)) => out.payouts = vec![(only.winner, pot)],
        (None, None) => out.carried = pot,
    }
    out
}

/// One hand as revealed at the showdown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reveal {
    pub seat: Seat,
    /// The closed card, now face up.
    pub closed: Card,
    pub declaration: Declaration,
    /// Results of the Low and High equations.
    pub low: Option<f64>,
    pub high: Option<f64>,
}

/// Everything the table learns at the showdown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Showdown {
    pub round: u32,
    /// Live hands in seat order.
    pub reveals: Vec<Reveal>,
    pub settlement: Settlement,
    /// Each revealed hand's best possible Low and High (HL-10), when the table wants them.
    pub best: Vec<(Seat, Best)>,
    /// What happens to a pot nobody could win (`settlement.carried > 0`, HL-11): `false` when it
    /// waits for the next round, `true` when it cannot (the last round, or fewer than two
    /// players with chips to play another) and the failed swing players share it at once; a
    /// [`super::events::Event::CarrySplit`] with the shares follows.
    #[serde(default)]
    pub carry_shared: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::Suit;

    fn n(v: u8, s: Suit) -> Card {
        Card::number(v, s).unwrap()
    }

    fn c(seat: Seat, low: Option<f64>, high: Option<f64>) -> Contender {
        // Distinct key cards per seat; tests that need the Win Order set them explicitly.
        let suit = Suit::ALL[seat % 4];
        Contender {
            seat,
            low,
            high,
            low_key: n(seat as u8 % 11, suit),
            high_key: n(10 - seat as u8 % 11, suit),
        }
    }

    #[test]
    fn both_sides_split_and_the_odd_chip_leaves() {
        // Section 9's example: a pot of 19 gives 9 and 9, one chip removed.
        let s = settle(&[c(0, Some(1.2), None), c(1, None, Some(19.0))], 19);
        assert_eq!(s.payouts, vec![(0, 9), (1, 9)]);
        assert_eq!(s.removed, 1);
        assert_eq!(s.carried, 0);
        let even = settle(&[c(0, Some(1.2), None), c(1, None, Some(19.0))], 20);
        assert_eq!((even.payouts, even.removed), (vec![(0, 10), (1, 10)], 0));
    }

    #[test]
    fn one_sided_pots_are_not_split() {
        // Nobody declared Low / nobody declared High / everyone on the same side.
        let s = settle(&[c(0, None, Some(18.0)), c(1, None, Some(22.5))], 19);
        assert_eq!((s.payouts, s.removed), (vec![(0, 19)], 0));
        let s = settle(&[c(0, Some(3.0), None), c(1, Some(0.5), None)], 7);
        assert_eq!((s.payouts, s.removed), (vec![(1, 7)], 0));
        assert!(s.high.is_none());
    }

    #[test]
    fn win_order_breaks_distance_ties() {
        // High tie: highest number card wins; same value: Gold > Silver > Bronze > Black.
        let mut a = c(0, None, Some(21.0));
        let mut b = c(1, None, Some(19.0));
        a.high_key = n(9, Suit::Gold);
        b.high_key = n(10, Suit::Black);
        let s = settle(&[a.clone(), b.clone()], 10);
        let high = s.high.unwrap();
        assert_eq!(high.winner, 1);
        assert_eq!(
            high.tied,
            vec![(1, n(10, Suit::Black)), (0, n(9, Suit::Gold))]
        );
        b.high_key = n(9, Suit::Silver);
        assert_eq!(settle(&[a, b], 10).high.unwrap().winner, 0);
        // Low tie: lowest number card wins; same value: Black > Bronze > Silver > Gold.
        let mut a = c(0, Some(0.5), None);
        let mut b = c(1, Some(1.5), None);
        a.low_key = n(2, Suit::Black);
        b.low_key = n(1, Suit::Gold);
        assert_eq!(settle(&[a.clone(), b.clone()], 4).low.unwrap().winner, 1);
        b.low_key = n(2, Suit::Bronze);
        assert_eq!(settle(&[a, b], 4).low.unwrap().winner, 0);
    }

    #[test]
    fn distances_within_epsilon_tie_and_beyond_do_not() {
        let mut a = c(0, None, Some(20.0 + 4e-10));
        let mut b = c(1, None, Some(20.0));
        a.high_key = n(10, Suit::Gold);
        b.high_key = n(3, Suit::Gold);
        assert_eq!(settle(&[a.clone(), b.clone()], 2).high.unwrap().winner, 0);
        a.high = Some(20.0 + 1e-8);
        let high = settle(&[a, b], 2).high.unwrap();
        assert_eq!(high.winner, 1);
        assert!(high.tied.is_empty());
    }

    /// Section 11's swing table, one scenario each (seat 0 swings).
    #[test]
    fn swing_wins_both_sides_and_takes_the_whole_pot() {
        let s = settle(
            &[
                c(0, Some(1.0), Some(20.0)),
                c(1, Some(2.0), None),
                c(2, None, Some(18.0)),
            ],
            21,
        );
        assert_eq!(s.swing_winner(), Some(0));
        assert_eq!((s.payouts, s.removed), (vec![(0, 21)], 0));
    }

    #[test]
    fn swing_wins_low_loses_high_gets_nothing() {
        // Low goes to the next best Low declarer, High to the High winner.
        let s = settle(
            &[
                c(0, Some(1.0), Some(15.0)),
                c(1, Some(2.0), None),
                c(2, None, Some(19.5)),
            ],
            21,
        );
        assert_eq!(
            s.swings,
            vec![SwingResult {
                seat: 0,
                won_low: true,
                won_high: false
            }]
        );
        assert_eq!(s.payouts, vec![(1, 10), (2, 10)]);
        assert_eq!(s.removed, 1);
        assert_eq!(s.low_all.unwrap().winner, 0);
        // No other Low declarer: the Low half also goes to the High winner (the whole pot).
        let s = settle(&[c(0, Some(1.0), Some(15.0)), c(2, None, Some(19.5))], 21);
        assert_eq!((s.payouts, s.removed), (vec![(2, 21)], 0));
    }

    #[test]
    fn swing_wins_high_loses_low_gets_nothing() {
        let s = settle(
            &[
                c(0, Some(3.0), Some(20.0)),
                c(1, Some(1.5), None),
                c(2, None, Some(17.0)),
            ],
            12,
        );
        assert_eq!(s.swing_winner(), None);
        assert_eq!(s.payouts, vec![(1, 6), (2, 6)]);
        // No other High declarer: the whole pot goes to the Low winner.
        let s = settle(&[c(0, Some(3.0), Some(20.0)), c(1, Some(1.5), None)], 12);
        assert_eq!(s.payouts, vec![(1, 12)]);
    }

    #[test]
    fn swing_loses_both_sides() {
        let s = settle(
            &[
                c(0, Some(5.0), Some(10.0)),
                c(1, Some(1.5), None),
                c(2, None, Some(17.0)),
            ],
            9,
        );
        assert_eq!(
            s.swings,
            vec![SwingResult {
                seat: 0,
                won_low: false,
                won_high: false
            }]
        );
        assert_eq!((s.payouts, s.removed), (vec![(1, 4), (2, 4)], 1));
    }

    #[test]
    fn swing_alone_on_a_side_wins_it_uncontested_but_needs_the_other() {
        // Seat 0 is the only Low entry and beats the High declarer: whole pot.
        let s = settle(&[c(0, Some(9.0), Some(19.9)), c(1, None, Some(19.0))], 10);
        assert_eq!(s.swing_winner(), Some(0));
        assert_eq!(s.payouts, vec![(0, 10)]);
        // Same, but the High declarer is closer: the swing fails and High takes everything.
        let s = settle(&[c(0, Some(9.0), Some(19.0)), c(1, None, Some(19.9))], 10);
        assert_eq!(s.swing_winner(), None);
        assert_eq!(s.payouts, vec![(1, 10)]);
    }

    #[test]
    fn swing_with_no_other_declarers_takes_everything() {
        let s = settle(&[c(0, Some(100.0), Some(-50.0))], 8);
        assert_eq!(s.swing_winner(), Some(0));
        assert_eq!(s.payouts, vec![(0, 8)]);
    }

    #[test]
    fn swing_tiebreak_counts_as_win_or_loss() {
        // Tied on High at distance 1; the Win Order decides the swing (section 11 note).
        let mut swing = c(0, Some(1.0), Some(21.0));
        let mut high = c(1, None, Some(19.0));
        swing.high_key = n(10, Suit::Gold);
        high.high_key = n(10, Suit::Silver);
        let s = settle(&[swing.clone(), high.clone()], 6);
        assert_eq!(s.swing_winner(), Some(0));
        swing.high_key = n(9, Suit::Gold);
        let s = settle(&[swing, high], 6);
        assert_eq!(s.swing_winner(), None);
        assert_eq!(s.payouts, vec![(1, 6)]);
    }

    #[test]
    fn only_failed_swings_carry_the_pot_over() {
        // HL-11: two swing players each win one side, both fail, nobody else declared.
        let s = settle(
            &[c(0, Some(1.0), Some(10.0)), c(1, Some(4.0), Some(20.0))],
            14,
        );
        assert!(s.swings.iter().all(|s| !s.succeeded()));
        assert!(s.payouts.is_empty());
        assert_eq!((s.carried, s.removed), (14, 0));
    }
}
