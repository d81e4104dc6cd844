//! What happened, with full information, and [`redact`]: the same event as one viewer may see
//! it. Hidden parts (scried cards, the kept card, a Rally before the reveal) are `Option`s that
//! become `None` for everyone but their owner.

use super::cards::Card;
use super::terms::{Arcana, Attacker, EndReason, Rally};
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Who won a Clash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClashResult {
    Attacker,
    Defender,
    /// Both Courts are discarded and the attacker still captures (RQ-8).
    Tie,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    /// `seat`'s turn begins: every card in its tableau Stands (Arise).
    Arose {
        seat: Seat,
        turn: u32,
    },
    Populated {
        seat: Seat,
        card: Card,
    },
    /// `court` placed; `paid` Rested (RQ-3).
    Summoned {
        seat: Seat,
        court: Card,
        paid: Vec<Card>,
    },
    Congregated {
        seat: Seat,
        card: Card,
        with: [Card; 2],
    },
    Conscripted {
        seat: Seat,
        court: Card,
        with: [Card; 2],
    },
    /// An Arcana: `with` Rested to activate it.
    ArcanaUsed {
        seat: Seat,
        power: Arcana,
        with: [Card; 2],
    },
    /// Glamour or Coerce turned `card` (in `owner`'s tableau).
    Turned {
        card: Card,
        owner: Seat,
        resting: bool,
    },
    /// Bounty: `card`'s value changed by `delta` to `value` until the end of the turn.
    Bountied {
        card: Card,
        delta: i32,
        value: i32,
    },
    Enchanted {
        seat: Seat,
        tarot: Card,
        target: Seat,
        named: Vec<Card>,
    },
    Negated {
        seat: Seat,
        tarot: Card,
        keep: Vec<Card>,
    },
    /// `seat` let the Enchant, Murder or Foil stand.
    NoCounter {
        seat: Seat,
    },
    Augured {
        seat: Seat,
        tarot: Card,
    },
    Murder {
        seat: Seat,
        tarot: Card,
        court: Card,
        owner: Seat,
    },
    Foiled {
        seat: Seat,
        tarot: Card,
    },
    /// The Murder succeeded: `court` went to the discard pile.
    Murdered {
        court: Card,
        owner: Seat,
    },
    /// The Murder was Foiled: `court` stays.
    Spared {
        court: Card,
        owner: Seat,
    },
    /// `card` moved from `from`'s tableau to `by`'s.
    Captured {
        by: Seat,
        from: Seat,
        card: Card,
    },
    /// An attacker won or was let through, but `from` had no Standing Common (RQ-15).
    NothingToCapture {
        from: Seat,
    },
    /// `seat` drew `cards` to scry (in draw order); only the owner sees which.
    ScryDrawn {
        seat: Seat,
        cards: Vec<Option<Card>>,
    },
    /// `seat` kept `kept` (only the owner sees it) and discarded `discarded` face up.
    Kept {
        seat: Seat,
        kept: Option<Card>,
        discarded: Option<Card>,
    },
    /// A scry found both piles empty and drew nothing (RQ-19).
    ScryEmpty {
        seat: Seat,
    },
    /// The discard pile became the new scry pile (RQ-10, RQ-19).
    Reshuffled {
        cards: usize,
    },
    /// The scry pile ran out for the first time: no more Acceptances for the rest of the game
    /// (RQ-10, RQ-19). Sent once per game, never in a beginner game (which has none).
    AcceptancesOver,
    /// `seat` receives the end-of-turn Acceptance (a scry).
    Acceptance {
        seat: Seat,
    },
    BattleDeclared {
        seat: Seat,
        attackers: Vec<Attacker>,
    },
    Blocked {
        defender: Seat,
        attacker: Card,
        blocker: Card,
    },
    Declined {
        defender: Seat,
        attacker: Card,
    },
    /// `seat` has picked its Rally; what it is only the owner sees until the reveal.
    RallyPicked {
        seat: Seat,
        rally: Option<Rally>,
    },
    /// Both Rallies revealed together, and the Clash decided.
    Clash {
        attacker: Card,
        blocker: Card,
        attack_rally: Rally,
        defend_rally: Rally,
        attack: i32,
        defend: i32,
        result: ClashResult,
    },
    /// A Court lost a Clash (or tied) and went to the discard pile.
    CourtDiscarded {
        card: Card,
        owner: Seat,
    },
    BattleOver,
    Fortified {
        seat: Seat,
        card: Card,
    },
    /// `pass`: nothing was done this turn (RQ-11, RQ-13).
    TurnEnded {
        seat: Seat,
        pass: bool,
    },
    GameOver {
        reason: EndReason,
        scores: Vec<i64>,
        places: Vec<u32>,
    },
}

/// The event as `viewer` may see it. Every event tells everyone something, so this never
/// returns `None`.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let is = |seat: Seat| viewer == Viewer::Seat(seat);
    Some(match event {
        Event::ScryDrawn { seat, cards } => Event::ScryDrawn {
            seat: *seat,
            cards: cards.iter().map(|c| c.filter(|_| is(*seat))).collect(),
        },
        Event::Kept {
            seat,
            kept,
            discarded,
        } => Event::Kept {
            seat: *seat,
            kept: kept.filter(|_| is(*seat)),
            discarded: *discarded,
        },
        Event::RallyPicked { seat, rally } => Event::RallyPicked {
            seat: *seat,
            rally: rally.filter(|_| is(*seat)),
        },
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_reach_only_their_owner() {
        let c: Card = "7W".parse().unwrap();
        let drawn = Event::ScryDrawn {
            seat: 1,
            cards: vec![Some(c), Some(Card::Tarot(3))],
        };
        assert_eq!(redact(&drawn, Viewer::Seat(1)), Some(drawn.clone()));
        assert_eq!(
            redact(&drawn, Viewer::Seat(0)),
            Some(Event::ScryDrawn {
                seat: 1,
                cards: vec![None, None]
            })
        );
        let kept = Event::Kept {
            seat: 0,
            kept: Some(c),
            discarded: Some(Card::Tarot(3)),
        };
        assert_eq!(
            redact(&kept, Viewer::Spectator),
            Some(Event::Kept {
                seat: 0,
                kept: None,
                discarded: Some(Card::Tarot(3))
            })
        );
        let rally = Event::RallyPicked {
            seat: 2,
            rally: Some(Rally::Common(c)),
        };
        assert_eq!(redact(&rally, Viewer::Seat(2)), Some(rally.clone()));
        assert_eq!(
            redact(&rally, Viewer::Seat(0)),
            Some(Event::RallyPicked {
                seat: 2,
                rally: None
            })
        );
    }
}
