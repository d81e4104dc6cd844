//! What a player can do. Every input (a button, a typed card, a script line) becomes one
//! [`Action`]; actions are plain data and may be forged, so `apply` checks every field.
//!
//! Choices of several cards (a Summon's payment, an Enchant's named Commons, a Battle's
//! attackers) are made one card at a time inside a [`super::state::Selecting`] step: `Pick` /
//! `Attack` add a card, `Unpick` removes one, `Confirm` carries the choice out, `Back` drops it.
//! This keeps every `legal` list short and lets each refusal say what is missing. An Arcana
//! names its two activating cards at once (few pairs match a suit) and then its target.

use super::cards::Card;
use super::state::Arcana;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// One move by one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    // ---- the active player's turn: maneuvers (RQ-5) ----
    /// Populate: place a Common from hand (RQ-4).
    Populate { card: Card },
    /// Summon a Court from hand; the payment is chosen next (RQ-3).
    Summon { court: Card },
    /// Magick, Enchant: capture Resting Commons of `target`; they are named next (RQ-20).
    Enchant { tarot: Card, target: Seat },
    /// Magick, Augur: exile a Tarot below 13 and scry twice.
    Augur { tarot: Card },
    /// Magick, Murder: exile a Tarot of 13 or more to discard an opponent's Court (RQ-21).
    Murder { tarot: Card, court: Card },
    /// Battle: choose attackers next (RQ-8).
    Battle,
    /// An Arcana, Resting two Standing cards of the power's suit (RQ-18). Lavish scries at
    /// once; the others ask for a target next.
    Arcana { power: Arcana, with: [Card; 2] },
    /// Finesse, Congregate: place `card` from hand by Resting two Standing Commons whose
    /// current values add up to it (RQ-18).
    Congregate { card: Card, with: [Card; 2] },
    /// Finesse, Conscript: place `court` from hand by Resting two other Standing Courts.
    Conscript { court: Card, with: [Card; 2] },
    /// End the turn, Fortifying (Resting) one Standing Common of one's own or not (RQ-13).
    /// Allowed in the middle of a choice, which is then dropped.
    EndTurn { fortify: Option<Card> },

    // ---- steps of a several-card choice ----
    /// Add a card to the payment or to the named Commons.
    Pick { card: Card },
    /// Add an attacker against opponent `at`.
    Attack { court: Card, at: Seat },
    /// Take a card back out of the choice.
    Unpick { card: Card },
    /// Carry out the choice.
    Confirm,
    /// Drop the choice; nothing happened.
    Back,
    /// Glamour or Coerce: the card to turn (Stand if Resting, Rest if Standing).
    Target { card: Card },
    /// Bounty: change `card`'s value by the value of `by` (one of the two activating cards),
    /// added or subtracted.
    Bounty { card: Card, by: Card, add: bool },

    // ---- answers (RQ-7) ----
    /// Counter an Enchant with a lower Tarot, naming the part of the named Commons that is
    /// captured instead (empty for The Fool).
    Negate { tarot: Card, keep: Vec<Card> },
    /// Counter a Murder (or the last Foil) with a higher Tarot.
    Foil { tarot: Card },
    /// Let the Enchant, Murder or Foil stand.
    NoCounter,

    // ---- scrying (RQ-10) ----
    /// Keep one of the two scried cards; the other is discarded.
    Keep { card: Card },

    // ---- battle (RQ-8, RQ-17) ----
    /// The defender meets `attacker` with their Standing Court `with`: a Clash.
    Block { attacker: Card, with: Card },
    /// The defender lets `attacker` through: it captures.
    Decline { attacker: Card },
    /// The defender lets every remaining attacker through, in declared order.
    DeclineAll,
    /// The secret Rally of a Clash: a Common from hand, or none.
    Rally { card: Option<Card> },
    /// The attacker picks which of several equal Commons to capture (RQ-9).
    Capture { card: Card },
}

impl Action {
    /// The same action with card sets in a fixed order: the two activating cards and a
    /// Negate's kept cards may be given in any order, and compare equal once normalized.
    pub fn normalized(&self) -> Action {
        let mut a = self.clone();
        match &mut a {
            Action::Arcana { with, .. }
            | Action::Congregate { with, .. }
            | Action::Conscript { with, .. } => with.sort(),
            Action::Negate { keep, .. } => keep.sort(),
            _ => {}
        }
        a
    }

    /// The seat an action names, if any (for refusing seats that are not at the table).
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Action::Enchant { target, .. } => Some(*target),
            Action::Attack { at, .. } => Some(*at),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_serialise_readably() {
        let a = Action::Arcana {
            power: Arcana::Bounty,
            with: ["4P".parse().unwrap(), "6P".parse().unwrap()],
        };
        let json = serde_json::to_value(&a).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"type": "arcana", "power": "bounty", "with": ["4P", "6P"]})
        );
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), a);
        let r = Action::Rally { card: None };
        assert_eq!(
            serde_json::to_value(&r).unwrap(),
            serde_json::json!({"type": "rally", "card": null})
        );
    }
}
