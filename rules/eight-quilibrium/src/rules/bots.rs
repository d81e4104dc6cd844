//! What the bots need from 8-quilibrium (see [`game_kit::bots`]).
//!
//! # What a sample keeps and what it deals again
//!
//! A seat sees (see [`super::view`]) its own hand, every face-up Market card, the face-down
//! Market cards it has looked at (Fog peeks, its own placements, a rejected face-down card;
//! 14.D, EQ-9), the Stock (14.B), the deck cards it has looked at on top of the deck (Queen,
//! 14.E.2), any card revealed in play, and its own secret picks. Everything else is dealt
//! again from the unseen cards, sorted and then shuffled:
//!
//! - the other hands (their sizes are public), sorted afterwards;
//! - the deck below the cards the seat knows on its top;
//! - the face-down Market slots the seat has not seen, and a face-down card being given to
//!   someone else;
//! - the other seats' secret picks (Swap with Player's offer, the Relay Swap's offer, Wind
//!   picks), each drawn from the picker's new hand, since a pick stays in hand until it moves.
//!
//! A King being given on (14.E.2) is public and stays in its holder's hand. The other seats'
//! memories of hidden cards only shape their views, never the rules, so a sample forgets them;
//! the seat's own memory is rebuilt from what its view shows. The match's past rounds are
//! public history and kept. The RNG (the next rounds' deals) is reseeded.

use super::actions::Action;
use super::events::Event;
use super::open_stock;
use super::scoring::score_hand;
use super::state::{receiver, Pending, Phase, State};
use game_kit::cards::Card;
use game_kit::bots::{pick_weighted, SearchRng};
use game_kit::game::Seat;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// What a seat remembers from the events it saw: the cards each seat took into its hand in
/// the open (an accepted Give, the card taken in a Swap with Market or a Jack's swap) or in an
/// exchange the seat was part of, minus those known to have left since. It starts afresh with
/// every round (EQ-2 deals all 52 cards again).
///
/// Exchanges the seat did not see (another pair's Swap with Player, others' Wind passes) may
/// move a remembered card without saying so; the memory then is only a good guess, and a
/// sample never places a remembered card where the view shows another.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Memory {
    /// `held[seat]`: cards known to have gone into `seat`'s hand.
    pub held: Vec<Vec<Card>>,
}

impl Memory {
    fn hand(&mut self, seat: Seat) -> &mut Vec<Card> {
        if self.held.len() <= seat {
            self.held.resize(seat + 1, Vec::new());
        }
        &mut self.held[seat]
    }

    /// `card` is now in `seat`'s hand and nowhere else.
    fn took(&mut self, seat: Seat, card: Card) {
        self.gone(card);
        self.hand(seat).push(card);
    }

    /// `card` has left whatever hand it was in.
    fn gone(&mut self, card: Card) {
        for h in &mut self.held {
            h.retain(|&c| c != card);
        }
    }
}

/// A place holding a card `seat` cannot see.
#[derive(Clone, Copy, Debug)]
enum Hidden {
    Hand(Seat, usize),
    Deck(usize),
    Market(usize),
    /// The card of a Give waiting in the phase.
    Pending,
}

/// Whether `me` sees the card of a pending Give to `target`: it was revealed unless it came
/// face down from the Market, and then only its target saw it (14.D.2).
fn sees_given(state: &State, me: Seat, card: Card, target: Seat) -> bool {
    !state.is_face_down(card) || me == target
}

/// The phase's Give card hidden from `me`, if any.
fn hidden_pending(state: &State, me: Seat) -> Option<Card> {
    match &state.phase {
        Phase::QuickToss {
            pending: Pending::Give { card, target, .. },
            ..
        }
        | Phase::TossChoice {
            pending: Pending::Give { card, target, .. },
            ..
        }
        | Phase::GiveReaction { card, target, .. } => {
            (!sees_given(state, me, *card, *target)).then_some(*card)
        }
        _ => None,
    }
}

fn set_pending(state: &mut State, new: Card) {
    match &mut state.phase {
        Phase::QuickToss {
            pending: Pending::Give { card, .. },
            ..
        }
        | Phase::TossChoice {
            pending: Pending::Give { card, .. },
            ..
        }
        | Phase::GiveReaction { card, .. } => *card = new,
        _ => {}
    }
}

/// A card drawn from `seat`'s hand for a secret pick.
fn pick_from(state: &State, seat: Seat, rng: &mut SearchRng, old: Card) -> Card {
    state
        .hands
        .get(seat)
        .and_then(|h| h.choose(rng))
        .copied()
        .unwrap_or(old)
}

/// Adds `event`, as the seat saw it, to `memory` ([`game_kit::bots::Determinize::remember`]).
pub fn remember(memory: &mut Memory, event: &Event) {
    match event {
        Event::RoundStarted { .. } => memory.held.clear(),
        Event::Accepted { seat, card } => memory.took(*seat, *card),
        Event::SwappedWithMarket {
            seat, gave, took, ..
        } => {
            memory.gone(*gave);
            memory.took(*seat, *took);
        }
        Event::SwappedWithMarketFaceDown {
            seat, gave, took, ..
        }
        | Event::JackSwapped {
            seat, gave, took, ..
        } => {
            if let Some(g) = gave {
                memory.gone(*g);
            }
            memory.took(*seat, *took);
        }
        Event::SwappedWithPlayer {
            from,
            to,
            gave: Some(gave),
            got: Some(got),
        }
        | Event::RelaySwapped {
            from,
            to,
            gave: Some(gave),
            got: Some(got),
        } => {
            memory.took(*to, *gave);
            memory.took(*from, *got);
        }
        Event::WindPassed { clockwise, passes } => {
            for (s, c) in passes.iter().enumerate() {
                if let Some(c) = c {
                    memory.took(receiver(s, *clockwise, passes.len()), *c);
                }
            }
        }
        _ => {}
    }
}

/// A state `seat` cannot tell apart from `state` ([`game_kit::bots::Determinize::determinize`]).
pub fn determinize(state: &State, seat: Seat, memory: &Memory, rng: &mut SearchRng) -> State {
    let mut s = state.clone();
    let n = s.players();
    let me = seat;
    let stock = open_stock::stock(state);
    // The deck cards `me` knows, from the top down (the Stock and its own looks).
    let known_top = state
        .deck
        .iter()
        .rev()
        .take_while(|&&c| Some(c) == stock || state.has_seen(me, c))
        .count();
    let king = match &state.phase {
        Phase::KingGive { seat, king } => Some((*seat, *king)),
        _ => None,
    };
    // Every hidden place with the card it holds now.
    let mut places: Vec<(Hidden, Card)> = Vec::new();
    for t in (0..n).filter(|&t| t != me) {
        for (i, &c) in state.hands[t].iter().enumerate() {
            if king != Some((t, c)) {
                places.push((Hidden::Hand(t, i), c));
            }
        }
    }
    let unknown_deck = state.deck.len() - known_top;
    places.extend((0..unknown_deck).map(|i| (Hidden::Deck(i), state.deck[i])));
    for (slot, card) in state.market.iter().enumerate() {
        if let Some(c) = card {
            if state.is_face_down(*c) && !state.has_seen(me, *c) {
                places.push((Hidden::Market(slot), *c));
            }
        }
    }
    let pending = hidden_pending(state, me);
    if let Some(c) = pending {
        places.push((Hidden::Pending, c));
    }
    let mut unseen: Vec<Card> = places.iter().map(|p| p.1).collect();
    unseen.sort();
    // Cards remembered in another hand go back there (if still unseen, and as many as the
    // hand has room for); the rest is shuffled.
    let mut remembered: Vec<Vec<Card>> = vec![Vec::new(); n];
    for t in (0..n).filter(|&t| t != me) {
        let room = places
            .iter()
            .filter(|p| matches!(p.0, Hidden::Hand(u, _) if u == t))
            .count();
        for &c in memory.held.get(t).map_or(&[][..], Vec::as_slice) {
            if remembered[t].len() == room {
                break;
            }
            if let Some(i) = unseen.iter().position(|&u| u == c) {
                unseen.remove(i);
                remembered[t].push(c);
            }
        }
    }
    unseen.shuffle(rng);
    // Deal place by place: a hand's remembered cards first, then the shuffled ones.
    let mut shuffled = unseen.into_iter();
    let mut dealt = vec![0usize; n];
    let mut filled: Vec<Card> = Vec::with_capacity(places.len());
    for (p, _) in &places {
        let card = match p {
            Hidden::Hand(t, _) => {
                dealt[*t] += 1;
                remembered[*t].get(dealt[*t] - 1).copied()
            }
            _ => None,
        };
        filled.extend(card.or_else(|| shuffled.next()));
    }
    // Face-down cards, by where they lie (public) rather than by the old cards.
    let mut face_down: Vec<Card> = Vec::new();
    for c in state.market.iter().flatten() {
        if state.is_face_down(*c) && state.has_seen(me, *c) {
            face_down.push(*c);
        }
    }
    if let Some(c) = state.pending_card() {
        if pending.is_none() && state.is_face_down(c) {
            face_down.push(c);
        }
    }
    for (&(p, _), &c) in places.iter().zip(&filled) {
        match p {
            Hidden::Hand(t, i) => s.hands[t][i] = c,
            Hidden::Deck(i) => s.deck[i] = c,
            Hidden::Market(slot) => {
                s.market[slot] = Some(c);
                face_down.push(c);
            }
            Hidden::Pending => {
                set_pending(&mut s, c);
                face_down.push(c);
            }
        }
    }
    face_down.sort();
    s.fog.face_down = face_down;
    for hand in &mut s.hands {
        hand.sort();
    }
    // Memories: the seat's own, as its view shows it; the others' never matter to the rules.
    // Only the cards the view shows the seat: the face-down Market cards it knows (they kept
    // their places) and the deck's known top; never a newly dealt card, even one the seat
    // once saw elsewhere.
    let mut mine: Vec<Card> = state
        .market
        .iter()
        .flatten()
        .copied()
        .filter(|&c| state.is_face_down(c) && state.has_seen(me, c))
        .collect();
    mine.extend(
        s.deck
            .iter()
            .rev()
            .take(known_top)
            .copied()
            .filter(|&c| Some(c) != stock),
    );
    s.seen = vec![Vec::new(); n];
    if let Some(list) = s.seen.get_mut(me) {
        *list = mine;
    }
    // Other seats' secret picks come from their new hands.
    let active = s.active;
    let phase = s.phase.clone();
    s.phase = match phase {
        Phase::SwapReaction { target, offered } if active != me => Phase::SwapReaction {
            target,
            offered: pick_from(&s, active, rng, offered),
        },
        Phase::RelayPick { teammate, offered } if active != me => Phase::RelayPick {
            teammate,
            offered: pick_from(&s, active, rng, offered),
        },
        Phase::QuickToss {
            pending: Pending::Swap { target, offered },
            waiting,
            offers,
        } if active != me => Phase::QuickToss {
            pending: Pending::Swap {
                target,
                offered: pick_from(&s, active, rng, offered),
            },
            waiting,
            offers,
        },
        Phase::TossChoice {
            pending: Pending::Swap { target, offered },
            offers,
        } if active != me => Phase::TossChoice {
            pending: Pending::Swap {
                target,
                offered: pick_from(&s, active, rng, offered),
            },
            offers,
        },
        Phase::WindPass { clockwise, picks } => Phase::WindPass {
            clockwise,
            picks: picks
                .iter()
                .enumerate()
                .map(|(t, p)| match p {
                    Some(c) if t != me => Some(pick_from(&s, t, rng, *c)),
                    other => *other,
                })
                .collect(),
        },
        other => other,
    };
    s.rng = SearchRng::seed_from_u64(rng.gen());
    s
}

/// A softly greedy policy on [`excess`], the hand's imbalance that later cards cannot
/// undo: give cards that unbalance opponents (and balance friends), keep a Give that fits,
/// reject one that does not, swap with the Market when it helps. Moves it cannot judge
/// count as neutral; a spent token costs a little.
pub fn playout_action(state: &State, seat: Seat, actions: &[Action], rng: &mut SearchRng) -> usize {
    const TOKEN: f64 = 0.4;
    let gains: Vec<f64> = actions
        .iter()
        .map(|a| match a {
            Action::GiveFromMarket { slot, target } => state
                .market_card(*slot)
                .map_or(0.0, |c| give_gain(state, seat, *target, c)),
            Action::GiveTo { target } => {
                given_card(state).map_or(0.0, |c| give_gain(state, seat, *target, c))
            }
            Action::KingGive { card, target } => {
                give_gain(state, seat, *target, *card) + removal_gain(state, seat, *card)
            }
            Action::SwapWithMarket { card, slot } | Action::JackSwap { card, slot } => {
                state
                    .market_card(*slot)
                    .map_or(0.0, |m| exchange_gain(state, seat, *card, m))
                    - if matches!(a, Action::SwapWithMarket { .. }) {
                        TOKEN
                    } else {
                        0.0
                    }
            }
            Action::Accept => given_card(state).map_or(0.0, |c| -harm(state, seat, c)),
            Action::Reject | Action::Cancel | Action::CallWind { .. } => -TOKEN,
            Action::Allow { card } => match &state.phase {
                Phase::SwapReaction { offered, .. } => exchange_gain(state, seat, *card, *offered),
                _ => 0.0,
            },
            // Passing on a card that unbalances the hand is good riddance.
            Action::WindPick { card } => removal_gain(state, seat, *card),
            Action::SwapWithPlayer { .. } | Action::RelaySwap { .. } | Action::Peek { .. } => {
                -TOKEN
            }
            _ => 0.0,
        })
        .collect();
    let weights: Vec<f64> = gains.iter().map(|g| (1.5 * g).exp()).collect();
    pick_weighted(&weights, rng)
}

/// `seat` and its teammates (Team Play, 14.A) win together.
fn friends(state: &State, a: Seat, b: Seat) -> bool {
    a == b
        || state
            .team_of(a)
            .is_some_and(|t| state.team_of(b) == Some(t))
}

/// How much worse `card` makes `seat`'s hand (in [`excess`] points).
fn harm(state: &State, seat: Seat, card: Card) -> f64 {
    let hand = state.hands.get(seat).map_or(&[][..], Vec::as_slice);
    let mut with = hand.to_vec();
    with.push(card);
    f64::from(excess(&with)) - f64::from(excess(hand))
}

/// What `seat` gains by giving `card` to `target`: harm to an opponent, help to a friend.
fn give_gain(state: &State, seat: Seat, target: Seat, card: Card) -> f64 {
    let h = harm(state, target, card);
    if friends(state, seat, target) {
        -h
    } else {
        h
    }
}

/// What `seat` gains by putting `out` of its hand and taking `inn`.
fn exchange_gain(state: &State, seat: Seat, out: Card, inn: Card) -> f64 {
    let hand = state.hands.get(seat).map_or(&[][..], Vec::as_slice);
    let mut after: Vec<Card> = hand.iter().copied().filter(|&c| c != out).collect();
    after.push(inn);
    f64::from(excess(hand)) - f64::from(excess(&after))
}

/// What `seat` gains by letting `card` go.
fn removal_gain(state: &State, seat: Seat, card: Card) -> f64 {
    let hand = state.hands.get(seat).map_or(&[][..], Vec::as_slice);
    let after: Vec<Card> = hand.iter().copied().filter(|&c| c != card).collect();
    f64::from(excess(hand)) - f64::from(excess(&after))
}

/// The card of the Give now awaiting an answer or a target.
fn given_card(state: &State) -> Option<Card> {
    state.pending_card()
}

/// How far a hand in progress is from a balanced 8-card hand: the cards over each target
/// (2 per suit, 4 red and 4 black, 4 even and 4 odd) that later cards cannot undo. 0 means the
/// hand can still become a perfect 16.
pub fn excess(hand: &[Card]) -> u32 {
    let h = score_hand(hand);
    let n = hand.len() as u32;
    let over = |k: u32, cap: u32| k.saturating_sub(cap);
    h.suit_counts
        .iter()
        .map(|&c| over(u32::from(c), 2))
        .sum::<u32>()
        + over(u32::from(h.reds), 4)
        + over(n - u32::from(h.reds), 4)
        + over(u32::from(h.evens), 4)
        + over(n - u32::from(h.evens), 4)
}

/// For the fairness check ([`game_kit::bots::arena::checks`]): every hand in another order (a
/// hand is a set to every viewer, its owner included) and the state's RNG reseeded.
pub fn rehide(state: &mut State, rng: &mut SearchRng) {
    for h in &mut state.hands {
        h.shuffle(rng);
    }
    state.rng = SearchRng::seed_from_u64(rng.gen());
}
