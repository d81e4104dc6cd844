//! What happened, in order. Everything in an event is public (the only hidden information is
//! the order of the project piles below their visible top card, and no event names it), so
//! [`redact`] shows every event to everyone unchanged.

use super::data::Size;
use super::geometry::Field;
use super::politics::MapField;
use super::spiral::Pos;
use super::state::{EndReason, How};
use super::tree::TreeField;
use game_kit::game::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// One thing that happened. Fields serialise as labels, Tree and map fields as names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Event {
    /// `seat`'s turn begins.
    TurnStarted {
        seat: Seat,
        round: u32,
    },
    /// A Vitruvian moved on the Tree (`from` none: its first placement).
    Moved {
        seat: Seat,
        from: Option<TreeField>,
        to: TreeField,
        jumped: bool,
    },
    /// A stone was placed.
    Placed {
        seat: Seat,
        field: Field,
        how: How,
    },
    /// A stone was removed by a positional action.
    Removed {
        seat: Seat,
        field: Field,
        how: How,
    },
    /// A positional action ended with its move and without a stone: only in games saved under
    /// the earlier rules (EX-G9 keeps such a move as it was).
    Skipped {
        seat: Seat,
    },
    /// A Tree move taken back because its positional action ended without the stone (`Back`,
    /// the end of the turn or a timeout; EX-G9, EX-K4): the Vitruvian goes from `from` back to
    /// `to` (none: off the Tree again).
    MovedBack {
        seat: Seat,
        from: TreeField,
        to: Option<TreeField>,
    },
    /// No Tree move would allow a stone, so `seat`'s `skipped` positional actions left were
    /// skipped without asking (EX-G9).
    PositionalSkipped {
        seat: Seat,
        skipped: u8,
    },
    /// The political development of `seat`'s map; `ended`: relations that left the map.
    Developed {
        seat: Seat,
        ended: Vec<Seat>,
    },
    /// `seat` placed `who` on `at` of their map.
    Recruited {
        seat: Seat,
        who: Seat,
        at: MapField,
    },
    /// A surround completed by the active player's placement (EX-F, EX-G3): the formation's
    /// offensive fields and the stones returned to their owners' stock.
    Surrounded {
        seat: Seat,
        formation: String,
        offensive: Vec<Field>,
        captured: Vec<(Field, Seat)>,
    },
    /// A project reported: its obligatory fields and the points of both batches.
    Reported {
        seat: Seat,
        size: Size,
        project: String,
        fields: Vec<Field>,
        obligatory: Vec<(Seat, u32)>,
        voluntary: Vec<(Seat, u32)>,
    },
    /// A Vitruvian moved on the spiral.
    Scored {
        seat: Seat,
        gain: u32,
        from: Pos,
        to: Pos,
    },
    /// A tax is due for crossing the node after field `node`.
    TaxDue {
        mover: Seat,
        node: u8,
        stones: u8,
    },
    /// The mover had the leader pay (charity).
    CharityCalled {
        mover: Seat,
        payer: Seat,
    },
    /// A stone returned to stock as tax.
    TaxPaid {
        payer: Seat,
        field: Field,
    },
    /// The completed card turned over under its pile; the next is commissioned.
    CardReplaced {
        size: Size,
        completed: String,
        commissioned: String,
        next: Option<String>,
    },
    TurnEnded {
        seat: Seat,
    },
    GameOver {
        winner: Option<Seat>,
        reason: EndReason,
    },
}

/// Every event is public.
pub fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
    Some(event.clone())
}
