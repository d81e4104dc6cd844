//! What a player can do. Every input, from a button or a script, becomes one [`Action`].
//!
//! Actions are plain data and may be forged; `apply` validates each field against the state.

use game_kit::cards::Card;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// One move by one seat. Market slots are 0-based indexes of the four fixed Market slots
/// (`State::market`); a slot whose card is being given holds nothing to act on.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    // ---- the active player's turn (section 6) ----
    /// Give the face-up Market card in `slot` to `target`, a fewest-cards player (6.A, 9).
    GiveFromMarket { slot: usize, target: Seat },
    /// Turn the top card of the deck face up in order to give it. Its recipient is chosen
    /// afterwards with [`Action::GiveTo`] (13.B), or at once when only one player qualifies.
    DrawFromDeck,
    /// Spend a token to exchange `card` from your hand with the Market card in `slot` (6.B.1).
    SwapWithMarket { card: Card, slot: usize },
    /// Spend a token to swap with `target` (at least as many cards as you), secretly offering
    /// `card` from your hand (6.B.2, EQ-6).
    SwapWithPlayer { target: Seat, card: Card },

    // ---- follow-up decisions of the active player ----
    /// Choose who receives the revealed deck card (an ordinary deck Give or the Forced Give).
    GiveTo { target: Seat },

    // ---- reactions of a target (section 7, EQ-4) ----
    /// Spend a token to refuse the incoming card; it goes to the Market and the turn ends.
    Reject,
    /// Keep the incoming card.
    Accept,
    /// Spend a token to stop the Swap with Player; the active player then makes a Forced Give.
    Cancel,
    /// Let the Swap with Player happen, secretly giving `card` from your hand in exchange.
    Allow { card: Card },

    // ---- the rejector's follow-up (EQ-1) ----
    /// Put the Market card in `slot` at the bottom of the deck, bringing the Market back to 4.
    /// Slot 4 (the fifth place) is the rejected card itself; bottoming any other slot moves the
    /// rejected card into it (EQ-1).
    Bottom { slot: usize },

    // ---- start-of-turn options of the variants (before the action) ----
    /// Team Play: give one token to teammate `to` instead of acting; the turn ends (14.A.2 A).
    Assist { to: Seat },
    /// Open Stock: spend a token to send the Stock to the bottom and reveal the next card; the
    /// turn goes on (14.B.4).
    RefreshStock,
    /// Fog of War: spend a token to look at one or two face-down Market slots (ascending); the
    /// turn goes on (14.D.3).
    Peek { slots: Vec<usize> },
    /// Team Play: spend a token to exchange `card` with a card `teammate` picks in secret, then
    /// make a Forced Give from the deck; once per round per team (14.A.2 C).
    RelaySwap { teammate: Seat, card: Card },

    // ---- Team Play off-turn moves (EQ-5) ----
    /// Offer the targeted teammate one of your tokens; you skip your next turn.
    QuickToss,
    /// Let the Quick Toss moment pass.
    NoToss,
    /// As the target, take the token offered by `from` (when several teammates offered).
    TakeToss { from: Seat },
    /// As the Relay Swap's teammate, give `card` in exchange.
    RelayPick { card: Card },

    // ---- Rank Powers (14.E) ----
    /// Jack: swap `card` from your hand with the Market card in `slot`, free of charge.
    JackSwap { card: Card, slot: usize },
    /// Decline an optional power (the Jack's swap) or the Wind of Change.
    Decline,
    /// Queen: of the two top deck cards you looked at, put `top` on top.
    QueenOrder { top: Card },
    /// King: give `card` from your hand to `target`, a fewest-cards player; unreactable.
    KingGive { card: Card, target: Seat },

    // ---- Wind of Change (14.C) ----
    /// Spend a token to call the Wind, clockwise or counterclockwise.
    CallWind { clockwise: bool },
    /// Pick the card you pass when the Wind blows.
    WindPick { card: Card },
}
