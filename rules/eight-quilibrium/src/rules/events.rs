//! What happened, with full information, and how each viewer may see it.
//!
//! Events are the log and the source of public messages. In the base game almost everything is
//! public: Given cards are revealed before they are given, the Market is face up, bottomed cards
//! come from the face-up Market. The exception is a Swap with Player, whose cards only the two
//! players involved see (EQ-6). The variants add more secrets: face-down Market cards (Fog of
//! War, EQ-9), peeks, the Queen's look at the deck, Relay Swaps and the Wind's passes. Events
//! that may carry a secret hold it in an `Option`, and [`redact`] blanks it for everyone who is
//! not entitled to it.

use super::state::{receiver, Origin};
use game_kit::cards::Card;
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    /// `seat` begins a turn.
    TurnStarted { seat: Seat },
    /// `by` turned the top card of the deck face up to give it; `forced` after a Cancel (7.B).
    DeckRevealed { by: Seat, card: Card, forced: bool },
    /// `from` gave (offered) `card` to `to`. Forced Gives cannot be reacted to.
    Gave {
        from: Seat,
        to: Seat,
        card: Card,
        origin: Origin,
        forced: bool,
    },
    /// `seat` took the given `card` into their hand.
    Accepted { seat: Seat, card: Card },
    /// `seat` spent a token to refuse `card`, which went to the Market.
    Rejected {
        seat: Seat,
        card: Card,
        origin: Origin,
    },
    /// The top card of the deck filled Market `slot` after an accepted Market Give.
    Refilled { slot: usize, card: Card },
    /// `seat` put the Market card `card` at the bottom of the deck.
    Bottomed { seat: Seat, card: Card },
    /// `seat` spent a token and exchanged `gave` (now in the Market) for `took`.
    SwappedWithMarket {
        seat: Seat,
        gave: Card,
        took: Card,
        slot: usize,
    },
    /// `from` spent a token to swap with `to`. `card` is `from`'s secret pick, known only to
    /// `from` until the exchange.
    SwapOffered {
        from: Seat,
        to: Seat,
        card: Option<Card>,
    },
    /// `by` spent a token to cancel `from`'s Swap with Player; both cards stay hidden.
    SwapCanceled { from: Seat, by: Seat },
    /// The swap happened: `from` gave `gave` to `to` and received `got`. The cards are `None`
    /// for everyone but the two players.
    SwappedWithPlayer {
        from: Seat,
        to: Seat,
        gave: Option<Card>,
        got: Option<Card>,
    },
    /// Every hand holds 8 cards. Hands are revealed for scoring; `totals[seat]` and
    /// `places[seat]` (1 = best, shared on a full tie) follow section 12 and EQ-3 (by team
    /// under Team Play). `cumulative[seat]` adds up the rounds so far (EQ-2).
    RoundEnded {
        hands: Vec<Vec<Card>>,
        totals: Vec<u32>,
        places: Vec<u32>,
        #[serde(default)]
        round: u8,
        #[serde(default)]
        cumulative: Vec<u32>,
        /// Team Play: seats alternate teams and `places` are the teams' (14.A.1).
        #[serde(default)]
        team_play: bool,
    },
    /// A new round of the match was dealt; `starter` plays first (EQ-2).
    RoundStarted { round: u8, starter: Seat },

    // ---- Fog of War (14.D) ----
    /// A Give from a face-down Market `slot`: only the recipient sees the card.
    GaveFaceDown {
        from: Seat,
        to: Seat,
        slot: usize,
        card: Option<Card>,
    },
    /// The recipient refused a face-down Market card; it went back face down. Only they saw it.
    RejectedFaceDown {
        seat: Seat,
        slot: usize,
        card: Option<Card>,
    },
    /// The top deck card filled `slot` face down; nobody sees it.
    RefilledFaceDown { slot: usize, card: Option<Card> },
    /// `seat` bottomed the face-down card of `slot` without revealing it.
    BottomedFaceDown {
        seat: Seat,
        slot: usize,
        card: Option<Card>,
    },
    /// A token Swap with Market under Fog: `took` is revealed as it leaves, `gave` goes in face
    /// down (only the swapper knows it).
    SwappedWithMarketFaceDown {
        seat: Seat,
        gave: Option<Card>,
        took: Card,
        slot: usize,
    },
    /// `seat` spent a token to look at face-down `slots`; `cards` only for them.
    Peeked {
        seat: Seat,
        slots: Vec<usize>,
        cards: Vec<Option<Card>>,
    },

    // ---- Open Stock Economy (14.B) ----
    /// `card` is the new face-up Stock.
    StockRevealed { card: Card },
    /// `seat` spent a token to send the Stock `card` to the bottom of the deck.
    StockRefreshed { seat: Seat, card: Card },
    /// `seat` gained a token (`kept` is false when the cap of 3 swallowed it).
    TokenGained {
        seat: Seat,
        reason: TokenReason,
        kept: bool,
    },

    // ---- Team Play (14.A) ----
    /// `from` gave a token to teammate `to` instead of acting (Assist).
    Assisted { from: Seat, to: Seat },
    /// `from` offered a Quick Toss to teammate `to`.
    TossOffered { from: Seat, to: Seat },
    /// `from`'s token went to `to`; `from` will skip their next turn.
    QuickTossed { from: Seat, to: Seat },
    /// `seat` skipped a turn because of a skip marker.
    TurnSkipped { seat: Seat },
    /// `from` spent a token on a Relay Swap with `to`; `card` is `from`'s secret pick.
    RelayOffered {
        from: Seat,
        to: Seat,
        card: Option<Card>,
    },
    /// The Relay Swap happened; the cards are known only to the two teammates.
    RelaySwapped {
        from: Seat,
        to: Seat,
        gave: Option<Card>,
        got: Option<Card>,
    },

    // ---- Rank Powers (14.E) ----
    /// `seat` accepted `card` and its power is set off.
    RankPower { seat: Seat, card: Card },
    /// `seat` declined the Jack's swap.
    PowerDeclined { seat: Seat },
    /// The Jack's free swap: `took` left the Market, `gave` went in (face down, and then known
    /// only to the swapper, when `face_down`).
    JackSwapped {
        seat: Seat,
        gave: Option<Card>,
        took: Card,
        slot: usize,
        face_down: bool,
    },
    /// The Queen's look at the top of the deck (top first); only `seat` sees the cards.
    QueenPeeked {
        seat: Seat,
        cards: Vec<Option<Card>>,
    },
    /// `seat` put the two cards back with `top` on top (only they know which).
    QueenReordered { seat: Seat, top: Option<Card> },

    // ---- Wind of Change (14.C) ----
    /// `seat` spent a token to call the Wind in the given direction.
    WindCalled { seat: Seat, clockwise: bool },
    /// `seat` has picked the card they pass.
    WindPicked { seat: Seat },
    /// The Wind blew: `passes[seat]` is what `seat` passed on. Each player sees only the card
    /// they passed and the one they received.
    WindPassed {
        clockwise: bool,
        passes: Vec<Option<Card>>,
    },
}

/// Why a token was gained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenReason {
    /// Accepting a card from the Stock (14.B.3).
    BurdenPays,
    /// Accepting an Ace (14.E.2).
    Ace,
}

/// The event as `viewer` may see it. Every event says at least who did something, so this
/// never returns `None`; the secrets inside are blanked for the viewers not entitled to them.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let sees = |seats: &[Seat]| matches!(viewer, Viewer::Seat(v) if seats.contains(&v));
    let only = |seats: &[Seat], card: &Option<Card>| card.filter(|_| sees(seats));
    Some(match event {
        Event::GaveFaceDown {
            from,
            to,
            slot,
            card,
        } => Event::GaveFaceDown {
            from: *from,
            to: *to,
            slot: *slot,
            card: only(&[*to], card),
        },
        Event::RejectedFaceDown { seat, slot, card } => Event::RejectedFaceDown {
            seat: *seat,
            slot: *slot,
            card: only(&[*seat], card),
        },
        Event::RefilledFaceDown { slot, .. } => Event::RefilledFaceDown {
            slot: *slot,
            card: None,
        },
        Event::BottomedFaceDown { seat, slot, .. } => Event::BottomedFaceDown {
            seat: *seat,
            slot: *slot,
            card: None,
        },
        Event::SwappedWithMarketFaceDown {
            seat,
            gave,
            took,
            slot,
        } => Event::SwappedWithMarketFaceDown {
            seat: *seat,
            gave: only(&[*seat], gave),
            took: *took,
            slot: *slot,
        },
        Event::Peeked { seat, slots, cards } => Event::Peeked {
            seat: *seat,
            slots: slots.clone(),
            cards: cards.iter().map(|c| only(&[*seat], c)).collect(),
        },
        Event::RelayOffered { from, to, card } => Event::RelayOffered {
            from: *from,
            to: *to,
            card: only(&[*from], card),
        },
        Event::RelaySwapped {
            from,
            to,
            gave,
            got,
        } => Event::RelaySwapped {
            from: *from,
            to: *to,
            gave: only(&[*from, *to], gave),
            got: only(&[*from, *to], got),
        },
        Event::JackSwapped {
            seat,
            gave,
            took,
            slot,
            face_down,
        } => Event::JackSwapped {
            seat: *seat,
            gave: if *face_down {
                only(&[*seat], gave)
            } else {
                *gave
            },
            took: *took,
            slot: *slot,
            face_down: *face_down,
        },
        Event::QueenPeeked { seat, cards } => Event::QueenPeeked {
            seat: *seat,
            cards: cards.iter().map(|c| only(&[*seat], c)).collect(),
        },
        Event::QueenReordered { seat, top } => Event::QueenReordered {
            seat: *seat,
            top: only(&[*seat], top),
        },
        Event::WindPassed { clockwise, passes } => {
            let n = passes.len();
            let me = match viewer {
                Viewer::Seat(v) if v < n => Some(v),
                _ => None,
            };
            // The viewer's own card and the one that came to them.
            let from = me.map(|v| receiver(v, !*clockwise, n));
            Event::WindPassed {
                clockwise: *clockwise,
                passes: passes
                    .iter()
                    .enumerate()
                    .map(|(s, c)| c.filter(|_| Some(s) == me || Some(s) == from))
                    .collect(),
            }
        }
        Event::SwapOffered { from, to, card } => Event::SwapOffered {
            from: *from,
            to: *to,
            card: card.filter(|_| sees(&[*from])),
        },
        Event::SwappedWithPlayer {
            from,
            to,
            gave,
            got,
        } => {
            let both = sees(&[*from, *to]);
            Event::SwappedWithPlayer {
                from: *from,
                to: *to,
                gave: gave.filter(|_| both),
                got: got.filter(|_| both),
            }
        }
        other => other.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_kit::cards::Suit;

    #[test]
    fn swap_cards_reach_only_the_two_swappers() {
        let nine = Card::new(9, Suit::Hearts);
        let two = Card::new(2, Suit::Spades);
        let swap = Event::SwappedWithPlayer {
            from: 0,
            to: 2,
            gave: nine,
            got: two,
        };
        assert_eq!(redact(&swap, Viewer::Seat(0)), Some(swap.clone()));
        assert_eq!(redact(&swap, Viewer::Seat(2)), Some(swap.clone()));
        for viewer in [Viewer::Seat(1), Viewer::Seat(3), Viewer::Spectator] {
            assert_eq!(
                redact(&swap, viewer),
                Some(Event::SwappedWithPlayer {
                    from: 0,
                    to: 2,
                    gave: None,
                    got: None
                })
            );
        }
        let offer = Event::SwapOffered {
            from: 0,
            to: 2,
            card: nine,
        };
        assert_eq!(redact(&offer, Viewer::Seat(0)), Some(offer.clone()));
        for viewer in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator] {
            assert_eq!(
                redact(&offer, viewer),
                Some(Event::SwapOffered {
                    from: 0,
                    to: 2,
                    card: None
                })
            );
        }
    }
}
