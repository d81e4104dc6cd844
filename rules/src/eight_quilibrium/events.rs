//! What happened, with full information, and how each viewer may see it.
//!
//! Events are the log and the source of public messages. Almost everything in 8-quilibrium is
//! public: Given cards are revealed before they are given, the Market is face up, bottomed cards
//! come from the face-up Market. The exception is a Swap with Player, whose cards only the two
//! players involved see (EQ-6); [`redact`] blanks them for everybody else.

use super::state::Origin;
use crate::cards::Card;
use crate::engine::{Seat, Viewer};
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
    /// `places[seat]` (1 = best, shared on a full tie) follow section 12 and EQ-3.
    RoundEnded {
        hands: Vec<Vec<Card>>,
        totals: Vec<u32>,
        places: Vec<u32>,
    },
}

/// The event as `viewer` may see it. Only Swap with Player carries secrets; nobody learns
/// nothing from an event, so this never returns `None`.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let sees = |seats: &[Seat]| matches!(viewer, Viewer::Seat(v) if seats.contains(&v));
    Some(match event {
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
    use crate::cards::Suit;

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
