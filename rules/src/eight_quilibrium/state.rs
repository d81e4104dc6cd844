//! The game state: hands, Market, deck, Reject tokens and the phase of the current turn.
//!
//! Every field is public so tests (and later variants) can build exact positions, e.g. the
//! rulebook's worked examples. The engine never trusts a state it did not build more than it
//! must: helpers here return `Option`s instead of indexing blindly.

use super::options::Options;
use crate::cards::{full_deck, Card};
use crate::engine::{RuleError, Seat};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// No hand may ever hold more than this many cards; the round ends when every hand holds it.
pub const HAND_LIMIT: usize = 8;
/// The Market shows this many face-up cards between turns.
pub const MARKET_SIZE: usize = 4;
/// Cards dealt to each player at setup.
pub const STARTING_HAND: usize = 3;
/// Reject tokens each player starts with.
pub const STARTING_TOKENS: u8 = 2;

/// Where a given card came from. It decides what a Reject does with the card (section 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Taken from this Market slot (0-based); a Reject puts it back there.
    Market { slot: usize },
    /// The top card of the deck, revealed before the target was chosen (13.B).
    Deck,
}

/// Where the current turn stands. Each variant says who is awaited; see `prompts.rs`.
///
/// Phases are an enum (not flags) so section-14 variants can add their own steps (Assist,
/// Quick Toss, Wind ...) without disturbing the base ones.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The active player chooses one action (section 6).
    Turn,
    /// A deck card has been turned face up and the active player picks its recipient among the
    /// eligible players. `canceler` is set for the Forced Give after a Cancel (section 7.B).
    ChooseTarget { card: Card, canceler: Option<Seat> },
    /// A reactable Give waits for its target to Reject or Accept (EQ-4). The card is held
    /// here, in neither the Market nor a hand, until the answer.
    GiveReaction {
        card: Card,
        origin: Origin,
        target: Seat,
    },
    /// A rejected deck card made the Market 5; the rejector bottoms one Market card (EQ-1).
    Bottoming { rejector: Seat, rejected: Card },
    /// A Swap with Player waits for its target to Cancel or Allow (EQ-6). `offered` is the
    /// active player's secretly chosen card; it stays in their hand until the exchange.
    SwapReaction { target: Seat, offered: Card },
    /// Every hand holds 8 cards: the round (and, in the base game, the match) is over.
    RoundOver,
}

/// A whole game of 8-quilibrium.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    /// `hands[seat]`, in the order the cards arrived.
    pub hands: Vec<Vec<Card>>,
    /// Reject tokens per seat (spent on Reject, Cancel and both Swaps).
    pub tokens: Vec<u8>,
    /// The face-up Market, by slot. Normally 4 cards; 3 while a Market card is being given, 5
    /// while a rejector is bottoming.
    pub market: Vec<Card>,
    /// The face-down deck. The **last** element is the top card; index 0 is the bottom.
    pub deck: Vec<Card>,
    /// Whose turn it is.
    pub active: Seat,
    /// `reacted[seat]`: the seat already used its one reaction during this active turn (7).
    pub reacted: Vec<bool>,
    pub phase: Phase,
    /// Turns started so far, counting the first as 1 (for display and logs).
    pub turn: u32,
    /// All randomness comes from here, so `(options, players, seed, actions)` replays exactly.
    pub rng: ChaCha8Rng,
}

impl State {
    /// Deals a new game: shuffle, 3 cards to each player, 4 to the Market, 2 tokens each.
    ///
    /// The starting player is seat 0: the table already seats players in join order, so "choose a
    /// starting player" (setup step 5) is settled by seating. Multi-round matches will move it
    /// clockwise each round (EQ-2).
    pub fn deal(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
        check_players(players)?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut deck = full_deck();
        deck.shuffle(&mut rng);
        // Deal from the top (the end of the vector), one card at a time around the table.
        let mut hands = vec![Vec::with_capacity(HAND_LIMIT); players];
        for _ in 0..STARTING_HAND {
            for hand in hands.iter_mut() {
                hand.extend(deck.pop());
            }
        }
        let mut market = Vec::with_capacity(MARKET_SIZE + 1);
        for _ in 0..MARKET_SIZE {
            market.extend(deck.pop());
        }
        Ok(State {
            options: options.clone(),
            hands,
            tokens: vec![STARTING_TOKENS; players],
            market,
            deck,
            active: 0,
            reacted: vec![false; players],
            phase: Phase::Turn,
            turn: 1,
            rng,
        })
    }

    /// A position built by hand, for tests and worked examples: the given hands, Market and deck
    /// (last = top), 2 tokens each, seat `active` to play, nobody has reacted yet.
    pub fn from_parts(
        hands: Vec<Vec<Card>>,
        market: Vec<Card>,
        deck: Vec<Card>,
        active: Seat,
    ) -> State {
        let players = hands.len();
        State {
            options: Options::default(),
            tokens: vec![STARTING_TOKENS; players],
            reacted: vec![false; players],
            hands,
            market,
            deck,
            active,
            phase: Phase::Turn,
            turn: 1,
            rng: ChaCha8Rng::seed_from_u64(0),
        }
    }

    /// Number of seats.
    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// Hand size of `seat` (0 for a seat that does not exist).
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.hands.get(seat).map_or(0, Vec::len)
    }

    /// Reject tokens of `seat` (0 for a seat that does not exist).
    pub fn tokens_of(&self, seat: Seat) -> u8 {
        self.tokens.get(seat).copied().unwrap_or(0)
    }

    /// Whether `seat` may still react during this active turn: it holds a token, has not
    /// reacted yet, and is not the active player (7, EQ-4).
    pub fn can_react(&self, seat: Seat) -> bool {
        seat != self.active
            && self.tokens_of(seat) > 0
            && !self.reacted.get(seat).copied().unwrap_or(true)
    }

    /// The round ends the moment every hand holds exactly 8 cards (section 11).
    pub fn all_hands_full(&self) -> bool {
        self.hands.iter().all(|h| h.len() == HAND_LIMIT)
    }

    /// The card that is in play but in no hand, Market or deck (a revealed or offered Give).
    pub fn pending_card(&self) -> Option<Card> {
        match self.phase {
            Phase::ChooseTarget { card, .. } | Phase::GiveReaction { card, .. } => Some(card),
            _ => None,
        }
    }

    /// The seat after `seat`, clockwise.
    pub fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players().max(1)
    }

    /// Refuses a state whose per-seat vectors disagree or whose active seat does not exist
    /// (only possible for a corrupt stored state or a bad hand-built one), so that `apply` can
    /// index per-seat data without any risk of a panic.
    pub fn check_shape(&self) -> Result<(), RuleError> {
        let n = self.players();
        if self.tokens.len() == n && self.reacted.len() == n && self.active < n {
            Ok(())
        } else {
            Err(RuleError::new("This game's stored state is inconsistent"))
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::RoundOver
    }
}

/// 8-quilibrium seats 2 to 6 players (section 1, EQ-11).
pub fn check_players(players: usize) -> Result<(), RuleError> {
    if (2..=6).contains(&players) {
        Ok(())
    } else {
        Err(RuleError::new(format!(
            "8-quilibrium needs 2 to 6 players, not {players}"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_follows_setup() {
        for players in 2..=6 {
            let s = State::deal(&Options::default(), players, 7).unwrap();
            assert!(s.hands.iter().all(|h| h.len() == STARTING_HAND));
            assert_eq!(s.market.len(), MARKET_SIZE);
            assert_eq!(s.tokens, vec![2; players]);
            assert_eq!(s.deck.len(), 52 - 4 - 3 * players);
            assert_eq!(s.active, 0);
            assert_eq!(s.phase, Phase::Turn);
            let mut all: Vec<Card> = s.hands.concat();
            all.extend(&s.market);
            all.extend(&s.deck);
            all.sort();
            assert_eq!(all, {
                let mut d = full_deck();
                d.sort();
                d
            });
        }
    }

    #[test]
    fn deal_rejects_bad_player_counts() {
        for players in [0, 1, 7, 100] {
            let err = State::deal(&Options::default(), players, 1).unwrap_err();
            assert!(err.0.contains("2 to 6 players"), "{err}");
        }
    }

    #[test]
    fn deal_is_deterministic_per_seed() {
        let a = State::deal(&Options::default(), 4, 99).unwrap();
        let b = State::deal(&Options::default(), 4, 99).unwrap();
        let c = State::deal(&Options::default(), 4, 100).unwrap();
        assert_eq!(a, b);
        assert_ne!(a.hands, c.hands);
    }
}
