//! The game state: hands, tableaus, the three piles, the turn's record, and where play stands.
//!
//! Every field is public so tests can build exact positions (the rulebook's examples);
//! [`State::blank`] gives an empty table to fill and [`State::fill_scry_pile`] puts every card
//! not placed anywhere into the scry pile, so the 78 cards stay accounted for. The engine keeps
//! per-seat vectors the same length ([`State::check_shape`]) and never indexes a seat it has not
//! checked.

use super::cards::{full_deck, Card, Rank};
use super::events::Event;
use super::options::Options;
pub use super::terms::{Arcana, Attacker, EndReason, Rally};
use crate::words::say;
use game_kit::game::{RuleError, Seat};
use game_kit::GameRng;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

/// A card in a tableau.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: Card,
    /// Resting (turned sideways) rather than Standing.
    pub resting: bool,
    /// The seat that put it on the table; a captured card shows where it came from.
    pub origin: Seat,
}

/// A Bounty on a tableau card: `delta` is added to its value until the end of the turn
/// (RQ-14, RQ-16). Several Bounties on one card stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bounty {
    pub card: Card,
    pub delta: i32,
}

/// What the active player has used this turn (RQ-5) and the turn's Bounties.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Turn {
    pub populated: bool,
    pub summoned: bool,
    /// Magick used (a whole Negate or Foil chain counts as the active player's one Magick).
    pub magicked: bool,
    pub battled: bool,
    /// Anything placed, exiled, activated, declared or Fortified: otherwise the turn is a pass
    /// (RQ-11, RQ-13).
    pub acted: bool,
    pub bounties: Vec<Bounty>,
}

/// A several-card choice the active player is making one card at a time. Nothing has happened
/// yet: `Back` drops it, `Confirm` (or the target, for an Arcana) carries it out at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Selecting {
    /// Summon `court`: choose the Standing Commons to Rest (RQ-3).
    Payment { court: Card, paid: Vec<Card> },
    /// Enchant with `tarot`: name Resting Commons of `target` (RQ-20).
    Naming {
        tarot: Card,
        target: Seat,
        named: Vec<Card>,
    },
    /// Battle: choose attackers and the opponent each attacks (RQ-8).
    Attackers { declared: Vec<Attacker> },
    /// An Arcana paid by `with`, waiting for its target (Glamour, Coerce, Bounty).
    Aim { power: Arcana, with: [Card; 2] },
}

/// What follows a run of scries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AfterScry {
    /// Back to the turn (Lavish, Augur).
    Turn,
    /// The turn is over (the Acceptance): the next player Arises.
    NextTurn,
}

/// The step a battle is at (RQ-17).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum BattleStep {
    /// `defender` picks an attacker to block or decline.
    Blocking { defender: Seat },
    /// Both clashing players pick a Rally in secret; picks are held here until both are in.
    Clash {
        attacker: Card,
        blocker: Card,
        defender: Seat,
        attack_rally: Option<Rally>,
        defend_rally: Option<Rally>,
    },
    /// Several of `from`'s Standing Commons share the value to capture: the attacker chooses
    /// (RQ-9).
    Capture { from: Seat, candidates: Vec<Card> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// In declared order; defenders are met in the order they first appear here (RQ-17).
    pub attackers: Vec<Attacker>,
    /// The defender who declined every remaining attacker (the timeout default, RQ-17).
    #[serde(default)]
    pub declining: Option<Seat>,
    pub step: BattleStep,
}

/// A Tarot played in a Murder/Foil chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub seat: Seat,
    pub tarot: Card,
}

/// Where play stands; each variant says who is awaited (see `prompts.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Phase {
    /// The active player's turn, possibly in the middle of a several-card choice.
    Turn {
        selecting: Option<Selecting>,
    },
    /// `seat` has drawn `drawn` (in draw order) and keeps one; `more` scries follow.
    Scry {
        seat: Seat,
        drawn: Vec<Card>,
        more: u8,
        then: AfterScry,
    },
    /// An Enchant waits for a Negate from the target's side (RQ-7).
    Negate {
        enchanter: Seat,
        target: Seat,
        tarot: Card,
        named: Vec<Card>,
        waiting: Vec<Seat>,
    },
    /// A Murder waits for a Foil; `chain[0]` is the Murder itself (RQ-7).
    Foil {
        court: Card,
        owner: Seat,
        chain: Vec<Played>,
        waiting: Vec<Seat>,
    },
    Battle(Battle),
    Over {
        reason: EndReason,
    },
}

/// A whole game of Relinquish.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub hands: Vec<Vec<Card>>,
    pub tableaus: Vec<Vec<Placed>>,
    /// Face down; the **last** element is the top card.
    pub scry_pile: Vec<Card>,
    /// Face up (RQ-10); the last element is the newest.
    pub discard: Vec<Card>,
    /// Face up: the first-player flips and every Tarot used.
    pub exile: Vec<Card>,
    /// Face down: the cards a short game leaves out (RQ-23). Out of the game like the exile,
    /// but nobody sees them.
    #[serde(default)]
    pub set_aside: Vec<Card>,
    /// Acceptances still happen: the scry pile has not run out yet (RQ-10, RQ-19).
    pub acceptances: bool,
    /// The first-player flips, one round per line: `(seat, card)` (RQ-2).
    #[serde(default)]
    pub flips: Vec<Vec<(Seat, Card)>>,
    pub active: Seat,
    /// Turns started so far, counting from 1.
    pub turn_number: u32,
    pub turn: Turn,
    /// Passes in a row (RQ-11).
    pub passes: usize,
    pub phase: Phase,
    /// All randomness comes from here, so `(options, players, seed, actions)` replays exactly.
    pub rng: GameRng,
    /// What the latest action that did something brought about, in full: a view holds it
    /// as its viewer may see it, so a picture's alt text can say what just changed (issue 44).
    /// Stored games from before it start with nothing here.
    #[serde(default)]
    pub last: Vec<Event>,
}

impl State {
    /// An empty table: no cards anywhere, seat 0 to play. For tests and the deal.
    pub fn blank(options: &Options, players: usize, seed: u64) -> State {
        State {
            options: options.clone(),
            hands: vec![Vec::new(); players],
            tableaus: vec![Vec::new(); players],
            scry_pile: Vec::new(),
            discard: Vec::new(),
            exile: Vec::new(),
            set_aside: Vec::new(),
            acceptances: true,
            flips: Vec::new(),
            active: 0,
            turn_number: 1,
            turn: Turn::default(),
            passes: 0,
            phase: Phase::Turn { selecting: None },
            rng: GameRng::seed_from_u64(seed),
            last: Vec::new(),
        }
    }

    /// Puts every card found nowhere else on the scry pile (in deck order, the 78th card on
    /// top), so a hand-built position holds all 78 cards.
    pub fn fill_scry_pile(&mut self) {
        let placed = self.all_cards();
        let missing: Vec<Card> = full_deck()
            .into_iter()
            .filter(|c| !placed.contains(c))
            .collect();
        self.scry_pile.splice(0..0, missing);
    }

    pub fn players(&self) -> usize {
        self.hands.len()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// Every card in the game wherever it is: hands, tableaus, piles, scry cards and Rallies in
    /// flight. Always the 78 cards once each.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = Vec::with_capacity(78);
        all.extend(self.hands.iter().flatten());
        all.extend(self.tableaus.iter().flatten().map(|p| p.card));
        all.extend(&self.scry_pile);
        all.extend(&self.discard);
        all.extend(&self.exile);
        all.extend(&self.set_aside);
        match &self.phase {
            Phase::Scry { drawn, .. } => all.extend(drawn),
            Phase::Battle(Battle {
                step:
                    BattleStep::Clash {
                        attack_rally,
                        defend_rally,
                        ..
                    },
                ..
            }) => all.extend(
                [attack_rally, defend_rally]
                    .into_iter()
                    .flatten()
                    .filter_map(|r| r.card()),
            ),
            _ => {}
        }
        all
    }

    // ---- seats and teams ----

    /// The team of `seat`: `seat % 2` in a 2v2 game (seats alternate, RQ-23), else the seat.
    pub fn team_of(&self, seat: Seat) -> usize {
        if self.options.teams {
            seat % 2
        } else {
            seat
        }
    }

    /// The partner of `seat` in a 2v2 game.
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        self.options
            .teams
            .then(|| (seat + 2) % 4)
            .filter(|&p| p < self.players())
    }

    /// `seat` and its partner, if any.
    pub fn side(&self, seat: Seat) -> Vec<Seat> {
        (0..self.players())
            .filter(|&s| self.team_of(s) == self.team_of(seat))
            .collect()
    }

    pub fn is_opponent(&self, seat: Seat, other: Seat) -> bool {
        other < self.players() && self.team_of(seat) != self.team_of(other)
    }

    pub fn opponents(&self, seat: Seat) -> Vec<Seat> {
        (0..self.players())
            .filter(|&s| self.is_opponent(seat, s))
            .collect()
    }

    pub fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players().max(1)
    }

    // ---- cards ----

    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat).map_or(&[], Vec::as_slice)
    }

    pub fn tableau(&self, seat: Seat) -> &[Placed] {
        self.tableaus.get(seat).map_or(&[], Vec::as_slice)
    }

    pub fn holds(&self, seat: Seat, card: Card) -> bool {
        self.hand(seat).contains(&card)
    }

    /// Where `card` lies in a tableau: `(seat, placed)`.
    pub fn find(&self, card: Card) -> Option<(Seat, Placed)> {
        self.tableaus
            .iter()
            .enumerate()
            .find_map(|(s, t)| t.iter().find(|p| p.card == card).map(|p| (s, *p)))
    }

    /// `card` lies in `seat`'s tableau, Standing.
    pub fn standing_in(&self, seat: Seat, card: Card) -> bool {
        self.tableau(seat)
            .iter()
            .any(|p| p.card == card && !p.resting)
    }

    /// The Standing cards of `seat`'s tableau.
    pub fn standing(&self, seat: Seat) -> impl Iterator<Item = Card> + '_ {
        self.tableau(seat)
            .iter()
            .filter(|p| !p.resting)
            .map(|p| p.card)
    }

    /// The current value of a card: printed value plus this turn's Bounties (RQ-14, RQ-16).
    /// A Court's value is its strength.
    pub fn value(&self, card: Card) -> i32 {
        card.printed()
            + self
                .turn
                .bounties
                .iter()
                .filter(|b| b.card == card)
                .map(|b| b.delta)
                .sum::<i32>()
    }

    /// The highest current value among `seat`'s Standing Commons (Populate's minimum, RQ-4).
    pub fn highest_standing_common(&self, seat: Seat) -> Option<i32> {
        self.standing(seat)
            .filter(|c| c.is_common())
            .map(|c| self.value(c))
            .max()
    }

    /// The highest rank among `seat`'s Standing Courts (Summon's floor, RQ-3).
    pub fn highest_standing_court(&self, seat: Seat) -> Option<Rank> {
        self.standing(seat).filter_map(Card::rank).max()
    }

    /// Removes `card` from `seat`'s hand; false if it is not there.
    pub fn take_from_hand(&mut self, seat: Seat, card: Card) -> bool {
        match self.hands.get_mut(seat) {
            Some(hand) => match hand.iter().position(|&c| c == card) {
                Some(i) => {
                    hand.remove(i);
                    true
                }
                None => false,
            },
            None => false,
        }
    }

    /// Places `card` Standing in `seat`'s tableau.
    pub fn place(&mut self, seat: Seat, card: Card) {
        if let Some(t) = self.tableaus.get_mut(seat) {
            t.push(Placed {
                card,
                resting: false,
                origin: seat,
            });
        }
    }

    /// Turns `card` (in any tableau) Resting or Standing.
    pub fn set_resting(&mut self, card: Card, resting: bool) {
        for t in &mut self.tableaus {
            for p in t.iter_mut().filter(|p| p.card == card) {
                p.resting = resting;
            }
        }
    }

    /// Takes `card` out of whatever tableau holds it.
    pub fn lift(&mut self, card: Card) -> Option<(Seat, Placed)> {
        for (seat, t) in self.tableaus.iter_mut().enumerate() {
            if let Some(i) = t.iter().position(|p| p.card == card) {
                return Some((seat, t.remove(i)));
            }
        }
        None
    }

    /// Moves `card` from its tableau to the discard pile; its Bounties go with it.
    pub fn discard_from_tableau(&mut self, card: Card) -> Option<Seat> {
        let (seat, _) = self.lift(card)?;
        self.turn.bounties.retain(|b| b.card != card);
        self.discard.push(card);
        Some(seat)
    }

    /// Moves `card` into `to`'s tableau, keeping its position and its Bounties (RQ-9, RQ-16).
    pub fn capture(&mut self, card: Card, to: Seat) -> Option<Seat> {
        if to >= self.players() {
            return None;
        }
        let (from, placed) = self.lift(card)?;
        if let Some(t) = self.tableaus.get_mut(to) {
            t.push(placed);
        }
        Some(from)
    }

    /// Refuses a state whose per-seat data disagree (a corrupt stored state), so the engine can
    /// index per-seat data without risk of a panic.
    pub fn check_shape(&self) -> Result<(), RuleError> {
        let n = self.players();
        let seat_ok = |s: Seat| s < n;
        let ok = n >= 1
            && self.tableaus.len() == n
            && seat_ok(self.active)
            && (!self.options.teams || n == 4)
            && match &self.phase {
                Phase::Turn { selecting } => match selecting {
                    Some(Selecting::Naming { target, .. }) => seat_ok(*target),
                    Some(Selecting::Attackers { declared }) => {
                        declared.iter().all(|a| seat_ok(a.at))
                    }
                    _ => true,
                },
                Phase::Scry { seat, .. } => seat_ok(*seat),
                Phase::Negate {
                    enchanter,
                    target,
                    waiting,
                    ..
                } => seat_ok(*enchanter) && seat_ok(*target) && waiting.iter().all(|&s| s < n),
                Phase::Foil {
                    owner,
                    chain,
                    waiting,
                    ..
                } => {
                    seat_ok(*owner)
                        && !chain.is_empty()
                        && chain.iter().all(|p| seat_ok(p.seat))
                        && waiting.iter().all(|&s| s < n)
                }
                Phase::Battle(b) => {
                    b.attackers.iter().all(|a| seat_ok(a.at))
                        && b.declining.is_none_or(seat_ok)
                        && match &b.step {
                            BattleStep::Blocking { defender } => seat_ok(*defender),
                            BattleStep::Clash { defender, .. } => seat_ok(*defender),
                            BattleStep::Capture { from, .. } => seat_ok(*from),
                        }
                }
                Phase::Over { .. } => true,
            };
        if ok {
            Ok(())
        } else {
            Err(RuleError::new(say("rq-err-damaged")))
        }
    }
}
