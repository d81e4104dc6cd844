//! The game state: hands, Market, deck, Reject tokens, the phase of the current turn, and the
//! bookkeeping of the variants and of the match.
//!
//! Every field is public so tests can build exact positions, e.g. the rulebook's worked
//! examples. The engine never trusts a state it did not build more than it must: helpers here
//! return `Option`s instead of indexing blindly. Variant fields have serde defaults, so a state
//! stored by a build without variants still loads.
//!
//! Plain data, at the bottom of the module graph: the variants' and the match's bookkeeping
//! live in sub-modules of their own (`state/fog.rs`, `state/team_play.rs`, `state/wind.rs`,
//! `state/rounds.rs`), and nothing here imports a rules module (only [`Options`]).

mod fog;
mod rounds;
mod team_play;
mod wind;

pub use self::fog::FogState;
pub use self::rounds::{MatchState, RoundRecord};
pub use self::team_play::{TeamState, TEAMS};
pub use self::wind::{receiver, WindState};
use super::options::Options;
use game_kit::cards::{full_deck, Card};
use game_kit::game::{RuleError, Seat};
use game_kit::GameRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
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
    /// The top card of the deck, revealed before the target was chosen (13.B); under Open
    /// Stock Economy, the Stock (14.B.2).
    Deck,
    /// A card from the giver's own hand: the King-Give of Rank Powers (14.E.2).
    Hand,
}

/// A reactable event that waits for Quick Toss offers (14.A.2 B, EQ-5) before its target
/// decides whether to react.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Pending {
    /// A Give of `card` to `target` (the card is held here, in no hand and no Market).
    Give {
        card: Card,
        origin: Origin,
        target: Seat,
    },
    /// A Swap with Player aimed at `target`; `offered` is the active player's secret pick.
    Swap { target: Seat, offered: Card },
}

impl Pending {
    /// The player the event is aimed at.
    pub fn target(&self) -> Seat {
        match self {
            Pending::Give { target, .. } | Pending::Swap { target, .. } => *target,
        }
    }
}

/// Where the current turn stands. Each variant says who is awaited; see `prompts.rs`.
///
/// Phases are an enum (not flags): each variant's extra step is a phase of its own, and the
/// steps of the base game are untouched by them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The active player chooses one action (section 6).
    Turn,
    /// A deck card has been turned face up and the active player picks its recipient among the
    /// eligible players. `canceler` is set for the Forced Give after a Cancel (section 7.B);
    /// `forced` also marks the Forced Give after a Relay Swap (14.A.2 C).
    ChooseTarget {
        card: Card,
        canceler: Option<Seat>,
        #[serde(default)]
        forced: bool,
    },
    /// Team Play: teammates of the target who hold a token may offer one before the target
    /// decides (14.A.2 B, EQ-5). `waiting` have not answered yet; `offers` did offer.
    QuickToss {
        pending: Pending,
        waiting: Vec<Seat>,
        offers: Vec<Seat>,
    },
    /// Several teammates offered: the target takes one token (14.A.4).
    TossChoice { pending: Pending, offers: Vec<Seat> },
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
    /// Team Play: the active player spent a token on a Relay Swap with `teammate`, who now picks
    /// a card in secret (14.A.2 C). `offered` is the active player's secret pick.
    RelayPick { teammate: Seat, offered: Card },
    /// Rank Powers: `seat` accepted a Jack and may swap with the Market for free (14.E.2).
    JackSwap { seat: Seat },
    /// Rank Powers: `seat` accepted a Queen, looked at the top two cards of the deck and puts
    /// them back in the order they like (14.E.2).
    QueenReorder { seat: Seat },
    /// Rank Powers: `seat` accepted `king` and must give one hand card (14.E.2).
    KingGive { seat: Seat, king: Card },
    /// Wind of Change: the active player's action has resolved; they may call the Wind
    /// (14.C.2).
    WindOffer,
    /// Wind of Change: everyone picks a card in secret; `picks[seat]` once picked.
    WindPass {
        clockwise: bool,
        picks: Vec<Option<Card>>,
    },
    /// Every hand holds 8 cards in the last round: the match is over.
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
    /// The Market by slot: four fixed places (section 8; 14.D.1 numbers them 1-4, EQ-9). A card
    /// keeps its slot for as long as it stays, so the slot numbers players see never shift. A
    /// slot is `None` while its card is being given (until it is refilled or the card comes
    /// back) and after Fog's round-ending Give skips the refill (14.D.4). A fifth entry exists
    /// only while a rejector is bottoming: the rejected deck card, which then moves into the
    /// slot that was freed (EQ-1). Stored states from before fixed slots, which hold plain
    /// cards, load as full slots.
    pub market: Vec<Option<Card>>,
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
    pub rng: GameRng,
    /// What happened so far in this turn (reset when a turn starts).
    #[serde(default)]
    pub this_turn: TurnState,
    /// `seen[seat]`: hidden cards (face-down Market cards, deck cards) the seat has looked at
    /// through a Fog peek, a Queen's peek or by placing them. A card leaves every list when it
    /// enters a hand, so a list never vouches for a card that moved out of sight.
    #[serde(default)]
    pub seen: Vec<Vec<Card>>,
    #[serde(default)]
    pub fog: FogState,
    #[serde(default)]
    pub team: TeamState,
    #[serde(default)]
    pub wind: WindState,
    #[serde(default)]
    pub round: MatchState,
}

/// Per-turn bookkeeping: the once-per-turn start-of-turn options and the Rank Powers already
/// resolved.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TurnState {
    /// A Fog peek was made this turn (14.D.3).
    pub peeked: bool,
    /// The Stock was refreshed this turn (14.B.4).
    pub refreshed: bool,
    /// The Rank Powers already resolved this turn, as (holder, card). A card's power resolves
    /// at most once per turn *for each player*: a King handed on by a King-Give does give its
    /// new holder the King's power (the King's tribute example of 14.E.4), but a King passed
    /// back and forth between two players who are in turn the fewest cannot chain forever
    /// (14.E.3 allows chains, not endless ones). There are at most 6 x 16 such pairs, so every
    /// chain ends. (Stored states kept a `powers` list of cards here; it is ignored.)
    pub fired: Vec<(Seat, Card)>,
}

impl State {
    /// Deals a new game: shuffle, 3 cards to each player, 4 to the Market, 2 tokens each.
    ///
    /// The starting player is seat 0: the table already seats players in join order, so "choose a
    /// starting player" (setup step 5) is settled by seating. Later rounds of a match start one
    /// seat further clockwise each ([`State::deal_next_round`], EQ-2).
    pub fn deal(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
        check_players(players)?;
        let mut rng = GameRng::seed_from_u64(seed);
        let (hands, market, deck) = deal_cards(&mut rng, players);
        let mut state = State::from_parts(hands, market, deck, 0);
        state.rng = rng;
        state.options = options.clone();
        state.start_round_bookkeeping();
        Ok(state)
    }

    /// Reshuffles all 52 cards and deals the next round of a match (EQ-2): tokens back to 2,
    /// the start player one seat clockwise of the previous round's.
    pub fn deal_next_round(&mut self) {
        let players = self.players();
        let (hands, market, deck) = deal_cards(&mut self.rng, players);
        self.hands = hands;
        self.market = market.into_iter().map(Some).collect();
        self.deck = deck;
        self.tokens = vec![STARTING_TOKENS; players];
        self.reacted = vec![false; players];
        self.active = usize::from(self.round.round.saturating_sub(1)) % players.max(1);
        self.phase = Phase::Turn;
        self.turn = 1;
        self.this_turn = TurnState::default();
        self.start_round_bookkeeping();
    }

    /// Variant state at the start of a round: Fog's face-down Market (14.D.1), no skips, the
    /// Relay Swaps unused, nothing seen.
    fn start_round_bookkeeping(&mut self) {
        let players = self.players();
        self.seen = vec![Vec::new(); players];
        self.fog = FogState::default();
        if self.options.fog_of_war {
            self.fog.face_down = self.market_cards().collect();
        }
        self.team = TeamState::new(players);
        self.wind.start_round();
    }

    /// A position built by hand, for tests and worked examples: the given hands, Market (by
    /// slot, every slot full) and deck (last = top), 2 tokens each, seat `active` to play, nobody has reacted yet.
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
            market: market.into_iter().map(Some).collect(),
            deck,
            active,
            phase: Phase::Turn,
            turn: 1,
            rng: GameRng::seed_from_u64(0),
            this_turn: TurnState::default(),
            seen: vec![Vec::new(); players],
            fog: FogState::default(),
            team: TeamState::new(players),
            wind: WindState::default(),
            round: MatchState::default(),
        }
    }

    /// A hand-built position (see [`State::from_parts`]) played with `options`; under Fog of
    /// War the whole Market starts face down (14.D.1).
    pub fn with_options(mut self, options: Options) -> State {
        self.options = options;
        self.start_round_bookkeeping();
        self
    }

    /// Number of seats.
    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// Hand size of `seat` (0 for a seat that does not exist).
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.hands.get(seat).map_or(0, Vec::len)
    }

    /// The card in Market `slot`, if the slot exists and holds one.
    pub fn market_card(&self, slot: usize) -> Option<Card> {
        self.market.get(slot).copied().flatten()
    }

    /// The cards in the Market, in slot order (empty slots skipped).
    pub fn market_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.market.iter().flatten().copied()
    }

    /// The Market slots that hold a card.
    pub fn occupied_slots(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.market.len()).filter(|&slot| self.market[slot].is_some())
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
        match &self.phase {
            Phase::ChooseTarget { card, .. } | Phase::GiveReaction { card, .. } => Some(*card),
            Phase::QuickToss {
                pending: Pending::Give { card, .. },
                ..
            }
            | Phase::TossChoice {
                pending: Pending::Give { card, .. },
                ..
            } => Some(*card),
            _ => None,
        }
    }

    /// The team of `seat` under Team Play: seats alternate teams, so teammates sit as far
    /// apart as the table allows (14.A.1, EQ-11). `None` without Team Play.
    pub fn team_of(&self, seat: Seat) -> Option<usize> {
        self.options.team_play.then_some(seat % 2)
    }

    /// The other members of `seat`'s team (empty without Team Play).
    pub fn teammates(&self, seat: Seat) -> Vec<Seat> {
        match self.team_of(seat) {
            Some(team) => (0..self.players())
                .filter(|&s| s != seat && s % 2 == team)
                .collect(),
            None => Vec::new(),
        }
    }

    /// Whether `card` lies face down in the Market (Fog of War) or is a face-down Market card
    /// being given.
    pub fn is_face_down(&self, card: Card) -> bool {
        self.fog.face_down.contains(&card)
    }

    /// Whether `seat` has looked at the hidden `card`.
    pub fn has_seen(&self, seat: Seat, card: Card) -> bool {
        self.seen.get(seat).is_some_and(|s| s.contains(&card))
    }

    /// Notes that `seat` has looked at the hidden `card`.
    pub fn note_seen(&mut self, seat: Seat, card: Card) {
        if let Some(list) = self.seen.get_mut(seat) {
            if !list.contains(&card) {
                list.push(card);
            }
        }
    }

    /// `card` entered a hand or turned face up: what anyone saw of it no longer describes a
    /// hidden card.
    pub fn forget(&mut self, card: Card) {
        for list in &mut self.seen {
            list.retain(|&c| c != card);
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
            Err(RuleError::new(crate::words::say("eq-error-inconsistent")))
        }
    }

    /// Whether the game (the last round of the match) is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::RoundOver
    }
}

/// Shuffles a fresh deck and deals 3 cards to each player and 4 to the Market (section 4).
fn deal_cards(rng: &mut GameRng, players: usize) -> (Vec<Vec<Card>>, Vec<Card>, Vec<Card>) {
    let mut deck = full_deck();
    deck.shuffle(rng);
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
    (hands, market, deck)
}

/// 8-quilibrium seats 2 to 6 players (section 1, EQ-11).
pub fn check_players(players: usize) -> Result<(), RuleError> {
    if (2..=6).contains(&players) {
        Ok(())
    } else {
        Err(RuleError::new(crate::words::say_with(
            "eq-error-players",
            &[("n", players.into())],
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
            assert!(s.market.iter().all(Option::is_some));
            assert_eq!(s.tokens, vec![2; players]);
            assert_eq!(s.deck.len(), 52 - 4 - 3 * players);
            assert_eq!(s.active, 0);
            assert_eq!(s.phase, Phase::Turn);
            let mut all: Vec<Card> = s.hands.concat();
            all.extend(s.market_cards());
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
