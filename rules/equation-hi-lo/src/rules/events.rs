//! What happened, with full information, and [`redact`]: the same event as one viewer may see
//! it. Hidden parts (a closed card, the operator a × replaced, a submission before the reveal)
//! are `Option`s that become `None` for everyone but their owner.

use super::actions::Declaration;
use super::cards::Card;
use super::equation::Op;
use super::showdown::Showdown;
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    /// A round begins: the button is at `dealer`, `seats` are dealt in, each paid `ante`, and no
    /// one may wager more than `cap` in total this round.
    RoundStarted {
        round: u32,
        dealer: Seat,
        cap: u32,
        ante: u32,
        seats: Vec<Seat>,
    },
    /// Cards were dealt: `closed[seat]` face down (only its owner sees it), `open[seat]` face up
    /// in deal order (a √ or × is followed by its extra number). `opening` is the deal of the
    /// first three cards; otherwise this is the 4th card.
    Dealt {
        opening: bool,
        closed: Vec<Option<Card>>,
        open: Vec<Vec<Card>>,
    },
    /// `seat` drew a second ×; it was shuffled back and the card dealt again (HL-3).
    SecondTimes {
        seat: Seat,
    },
    /// `seat`'s × replaced `op` (+ or −); `None` for everyone else (operators are private).
    Discarded {
        seat: Seat,
        op: Option<Op>,
    },
    Checked {
        seat: Seat,
    },
    /// `seat` matched the highest wager; its total wager is now `to`.
    Called {
        seat: Seat,
        to: u32,
    },
    /// `seat` bet (`raise == false`) or raised to a total wager of `to`.
    Bet {
        seat: Seat,
        to: u32,
        raise: bool,
    },
    Folded {
        seat: Seat,
    },
    /// Every live player is at the cap, so betting round `street` is skipped (section 6).
    BettingSkipped {
        street: u8,
    },
    /// `seat` handed in its secret submission; its content only for the owner until the reveal.
    Submitted {
        seat: Seat,
        declaration: Option<Declaration>,
    },
    /// Everything revealed and settled at once (HL-5, sections 8-11).
    Showdown {
        showdown: Box<Showdown>,
    },
    /// Everyone else folded: `seat` takes the `pot` without a showdown (section 9).
    WonUncontested {
        seat: Seat,
        pot: u32,
    },
    /// A carried-over pot was shared at the end by the failed swing players who left it (HL-11).
    CarrySplit {
        seats: Vec<Seat>,
        each: u32,
        removed: u32,
    },
    /// `seat` has no chips left after round `round` (section 12).
    Eliminated {
        seat: Seat,
        round: u32,
    },
    /// The match is over: final stacks and places (HL-9).
    GameOver {
        chips: Vec<u32>,
        places: Vec<u32>,
    },
}

/// The event as `viewer` may see it. Every event tells everyone something, so this never
/// returns `None`.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let is = |seat: Seat| viewer == Viewer::Seat(seat);
    Some(match event {
        Event::Dealt {
            opening,
            closed,
            open,
        } => Event::Dealt {
            opening: *opening,
            closed: closed
                .iter()
                .enumerate()
                .map(|(seat, c)| c.filter(|_| is(seat)))
                .collect(),
            open: open.clone(),
        },
        Event::Discarded { seat, op } => Event::Discarded {
            seat: *seat,
            op: op.filter(|_| is(*seat)),
        },
        Event::Submitted { seat, declaration } => Event::Submitted {
            seat: *seat,
            declaration: declaration.clone().filter(|_| is(*seat)),
        },
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::Suit;
    use crate::rules::equation::Equation;

    #[test]
    fn secrets_reach_only_their_owner() {
        let seven = Card::number(7, Suit::Gold).unwrap();
        let two = Card::number(2, Suit::Black).unwrap();
        let dealt = Event::Dealt {
            opening: true,
            closed: vec![Some(seven), Some(two)],
            open: vec![vec![Card::Root(1)], vec![]],
        };
        assert_eq!(
            redact(&dealt, Viewer::Seat(0)),
            Some(Event::Dealt {
                opening: true,
                closed: vec![Some(seven), None],
                open: vec![vec![Card::Root(1)], vec![]],
            })
        );
        assert_eq!(
            redact(&dealt, Viewer::Spectator),
            Some(Event::Dealt {
                opening: true,
                closed: vec![None, None],
                open: vec![vec![Card::Root(1)], vec![]],
            })
        );
        let d = Event::Discarded {
            seat: 1,
            op: Some(Op::Add),
        };
        assert_eq!(redact(&d, Viewer::Seat(1)), Some(d.clone()));
        assert_eq!(
            redact(&d, Viewer::Seat(0)),
            Some(Event::Discarded { seat: 1, op: None })
        );
        let s = Event::Submitted {
            seat: 0,
            declaration: Some(Declaration::High {
                equation: Equation::parse("1+2").unwrap(),
            }),
        };
        assert_eq!(redact(&s, Viewer::Seat(0)), Some(s.clone()));
        assert_eq!(
            redact(&s, Viewer::Spectator),
            Some(Event::Submitted {
                seat: 0,
                declaration: None
            })
        );
    }
}
