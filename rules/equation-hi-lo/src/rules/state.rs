//! The game state: chips, the round's hands and wagers, the deck, and where the round stands.
//!
//! Every field is public so tests can build exact positions (the rulebook's scenarios). The
//! engine keeps per-seat vectors the same length ([`State::check_shape`]) and never indexes a
//! seat it has not checked.

use super::actions::Declaration;
use super::cards::Card;
use super::hand::Hand;
use super::last::LastMove;
use super::options::Options;
use game_kit::game::{RuleError, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Where the round stands; each variant says who is awaited (see `prompts.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Phase {
    /// Players who drew a × choose whether it replaces their + or − (HL-4); betting round
    /// `street` (1 or 2) follows once all have chosen.
    Discarding { street: u8 },
    /// Betting round `street` (1 or 2); `to_act` is the player to act (HL-2).
    Betting { street: u8, to_act: Seat },
    /// Every live player secretly submits a declaration and equation(s) (HL-5).
    Declaring,
    /// The match is over (HL-9).
    GameOver,
}

/// A whole match of Equation Hi-Lo.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    /// Each seat's stack, not counting what it has wagered in the current round.
    pub chips: Vec<u32>,
    /// The round in which a seat ran out of chips (section 12), for the final ranking (HL-9).
    pub eliminated_in: Vec<Option<u32>>,
    /// The current round, counting from 1.
    pub round: u32,
    pub dealer: Seat,
    /// The most any player may wager this round, ante included (section 6).
    pub cap: u32,
    /// The ante actually paid this round: the option, or less when the cap is smaller.
    pub ante: u32,
    /// The face-down deck; the **last** element is the top card.
    pub deck: Vec<Card>,
    /// This round's hands; `None` for seats not dealt in (eliminated).
    pub hands: Vec<Option<Hand>>,
    /// Chips each seat has put in the pot this round (ante included).
    pub wagered: Vec<u32>,
    pub folded: Vec<bool>,
    /// Acted since the last bet or raise in the current betting round (HL-2).
    pub acted: Vec<bool>,
    /// Secret submissions of this round (HL-5); revealed all at once at the showdown.
    pub submissions: Vec<Option<Declaration>>,
    /// A pot nobody could win, waiting for the next round (HL-11).
    pub carry: u32,
    /// The failed swing players who left `carry` behind; they share it if no round follows.
    #[serde(default)]
    pub carried_by: Vec<Seat>,
    /// Chips that have left the game (odd chips, section 9).
    pub removed: u32,
    pub phase: Phase,
    /// The last move, as everyone may know it (for the alt texts; issue 44). States saved
    /// before it was kept read as having none.
    #[serde(default)]
    pub last: Option<LastMove>,
    /// All randomness comes from here, so `(options, players, seed, actions)` replays exactly.
    pub rng: ChaCha8Rng,
}

impl State {
    /// An empty table before its first round; [`super::round::start_round`] deals it.
    pub fn empty(options: &Options, players: usize, seed: u64) -> State {
        State {
            options: options.clone(),
            chips: vec![options.chips; players],
            eliminated_in: vec![None; players],
            round: 0,
            // The first round's dealer is seat 0 after the button moves; see `start_round`.
            dealer: players.saturating_sub(1),
            cap: 0,
            ante: 0,
            deck: Vec::new(),
            hands: vec![None; players],
            wagered: vec![0; players],
            folded: vec![false; players],
            acted: vec![false; players],
            submissions: vec![None; players],
            carry: 0,
            carried_by: Vec::new(),
            removed: 0,
            phase: Phase::Declaring,
            last: None,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn players(&self) -> usize {
        self.chips.len()
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    /// Dealt into this round (not eliminated).
    pub fn in_round(&self, seat: Seat) -> bool {
        self.hands.get(seat).is_some_and(Option::is_some)
    }

    /// In the round and not folded.
    pub fn live(&self, seat: Seat) -> bool {
        self.in_round(seat) && !self.folded.get(seat).copied().unwrap_or(true)
    }

    pub fn live_seats(&self) -> Vec<Seat> {
        (0..self.players()).filter(|&s| self.live(s)).collect()
    }

    pub fn hand(&self, seat: Seat) -> Option<&Hand> {
        self.hands.get(seat).and_then(Option::as_ref)
    }

    /// The pot: this round's wagers plus any carried-over pot.
    pub fn pot(&self) -> u32 {
        self.wagered.iter().sum::<u32>() + self.carry
    }

    /// The highest wager of the round among all seats (folded wagers never exceed it).
    pub fn max_wager(&self) -> u32 {
        self.wagered.iter().copied().max().unwrap_or(0)
    }

    pub fn at_cap(&self, seat: Seat) -> bool {
        self.wagered.get(seat).is_some_and(|&w| w >= self.cap)
    }

    /// The next seat clockwise after `after` that must act in this betting round: live, below
    /// the cap, and either not yet acted since the last raise or below the highest wager.
    /// `None` ends the betting round.
    pub fn next_to_act(&self, after: Seat) -> Option<Seat> {
        let n = self.players();
        let high = self.max_wager();
        (1..=n).map(|i| (after + i) % n).find(|&s| {
            self.live(s)
                && !self.at_cap(s)
                && (!self.acted.get(s).copied().unwrap_or(true) || self.wagered[s] < high)
        })
    }

    /// The seat after `seat`, clockwise.
    pub fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players().max(1)
    }

    /// Every chip of the match: stacks, the pot and what has left the game. Constant.
    pub fn total_chips(&self) -> u64 {
        self.chips.iter().map(|&c| u64::from(c)).sum::<u64>()
            + u64::from(self.pot())
            + u64::from(self.removed)
    }

    /// Refuses a state whose per-seat vectors disagree (a corrupt stored state), so the engine
    /// can index per-seat data without risk of a panic.
    pub fn check_shape(&self) -> Result<(), RuleError> {
        let n = self.players();
        let ok = self.eliminated_in.len() == n
            && self.hands.len() == n
            && self.wagered.len() == n
            && self.folded.len() == n
            && self.acted.len() == n
            && self.submissions.len() == n
            && self.dealer < n.max(1)
            && match self.phase {
                Phase::Betting { to_act, .. } => to_act < n,
                _ => true,
            };
        if ok {
            Ok(())
        } else {
            Err(RuleError::new("This game's stored state is inconsistent"))
        }
    }
}
