//! The terms a game's state and its events share: the Arcana, a declared attacker, a Rally
//! pick and why a game ended. They live apart from `state` so that the state can keep the last
//! action's events (for the alt text) while the events name these terms, with no circle.
//! `state` re-exports them, so `state::Rally` still names them.

use super::cards::Card;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// The four Arcana, one per suit (RQ-6, RQ-18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arcana {
    /// Wands: Stand or Rest a Common.
    Glamour,
    /// Cups: Scry once.
    Lavish,
    /// Swords: Stand or Rest a Court.
    Coerce,
    /// Pence: change a card's value until the end of the turn.
    Bounty,
}

impl Arcana {
    pub const ALL: [Arcana; 4] = [
        Arcana::Glamour,
        Arcana::Lavish,
        Arcana::Coerce,
        Arcana::Bounty,
    ];

    pub fn suit(self) -> super::cards::Suit {
        use super::cards::Suit;
        match self {
            Arcana::Glamour => Suit::Wands,
            Arcana::Lavish => Suit::Cups,
            Arcana::Coerce => Suit::Swords,
            Arcana::Bounty => Suit::Pence,
        }
    }

    /// The Arcana's id in the catalog's selectors (`glamour`), never shown.
    pub fn id(self) -> &'static str {
        match self {
            Arcana::Glamour => "glamour",
            Arcana::Lavish => "lavish",
            Arcana::Coerce => "coerce",
            Arcana::Bounty => "bounty",
        }
    }

    /// The Arcana's name in the language spoken now (`Glamour`, `Blendwerk`).
    pub fn said(self) -> String {
        say!("rq-ability", ability = self.id())
    }

    /// The English name (what a player may always type).
    pub fn name(self) -> &'static str {
        match self {
            Arcana::Glamour => "Glamour",
            Arcana::Lavish => "Lavish",
            Arcana::Coerce => "Coerce",
            Arcana::Bounty => "Bounty",
        }
    }
}

/// A declared attacker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attacker {
    pub court: Card,
    /// The opponent it attacks.
    pub at: Seat,
    /// Already blocked or declined (RQ-17).
    #[serde(default)]
    pub met: bool,
}

/// A Rally pick in a Clash (RQ-8): a Common from hand, or the blind card (no Rally).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type", content = "card")]
pub enum Rally {
    Blind,
    Common(Card),
}

impl Rally {
    pub fn card(self) -> Option<Card> {
        match self {
            Rally::Blind => None,
            Rally::Common(c) => Some(c),
        }
    }

    /// A Rally always counts its printed value (RQ-16).
    pub fn value(self) -> i32 {
        self.card().map_or(0, Card::printed)
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The active player ended a turn with an empty hand (RQ-13).
    EmptyHand,
    /// Every player passed in a row (RQ-11).
    AllPassed,
}
