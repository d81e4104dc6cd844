//! The last move, as everyone may know it (issue 44): the pictures' alt texts say what just
//! changed, as the other games' do, and a screen reader has no other way to tell. It is never
//! a secret: not which operator a × replaced (HL-4), not what a submission says (HL-5).

use super::events::Event;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// Who made the last move, what it was, and in which round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: Seat,
    pub act: Act,
    /// The round it was made in: a move can end its round (the last submission brings the
    /// showdown, a fold can leave one player), and the table then shows the next.
    pub round: u32,
}

/// A move as the table sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Act {
    Checked,
    /// Matched the highest wager; its wager is now `to`.
    Called {
        to: u32,
    },
    /// Opened the betting with a wager of `to`.
    Bet {
        to: u32,
    },
    /// Raised its wager to `to`.
    Raised {
        to: u32,
    },
    Folded,
    /// Chose what its × replaces (which one is its secret).
    PlacedTimes,
    /// Handed in its declaration (what it says is secret until the showdown).
    HandedIn,
}

impl LastMove {
    /// The move among an action's `events` (the action's own event comes first), made in
    /// `round`; `None` when they hold none.
    pub fn of(events: &[Event], round: u32) -> Option<LastMove> {
        events.iter().find_map(|event| {
            let (seat, act) = match *event {
                Event::Checked { seat } => (seat, Act::Checked),
                Event::Called { seat, to } => (seat, Act::Called { to }),
                Event::Bet {
                    seat,
                    to,
                    raise: false,
                } => (seat, Act::Bet { to }),
                Event::Bet {
                    seat,
                    to,
                    raise: true,
                } => (seat, Act::Raised { to }),
                Event::Folded { seat } => (seat, Act::Folded),
                Event::Discarded { seat, .. } => (seat, Act::PlacedTimes),
                Event::Submitted { seat, .. } => (seat, Act::HandedIn),
                _ => return None,
            };
            Some(LastMove { seat, act, round })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::equation::Op;

    #[test]
    fn an_action_s_own_event_is_its_move_and_no_secret_is_kept() {
        let events = [
            Event::Discarded {
                seat: 2,
                op: Some(Op::Add),
            },
            Event::BettingSkipped { street: 1 },
        ];
        let last = LastMove::of(&events, 3).unwrap();
        assert_eq!(
            last,
            LastMove {
                seat: 2,
                act: Act::PlacedTimes,
                round: 3
            }
        );
        assert!(!serde_json::to_string(&last).unwrap().contains("add"));
        let raise = [Event::Bet {
            seat: 1,
            to: 9,
            raise: true,
        }];
        assert_eq!(LastMove::of(&raise, 1).unwrap().act, Act::Raised { to: 9 });
        assert_eq!(
            LastMove::of(&[Event::BettingSkipped { street: 2 }], 1),
            None
        );
    }

    /// A table saved before the last move was kept still loads, with none.
    #[test]
    fn a_state_saved_without_it_loads() {
        use crate::rules::{EquationHiLo, Options};
        use game_kit::Game;
        let mut s = EquationHiLo::setup(&Options::default(), 3, 1).unwrap();
        let p = EquationHiLo::prompts(&s)[0].seat;
        let a = EquationHiLo::legal(&s, p)[0].clone();
        EquationHiLo::apply(&mut s, p, a).unwrap();
        assert!(s.last.is_some());
        let mut json = serde_json::to_value(&s).unwrap();
        json.as_object_mut().unwrap().remove("last");
        let old: crate::rules::State = serde_json::from_value(json).unwrap();
        assert_eq!(old.last, None);
    }
}
