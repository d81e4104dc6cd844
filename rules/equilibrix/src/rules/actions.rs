//! What a player can do. Every input (a menu choice, a typed label, a script line) becomes one
//! [`Action`]; actions are plain data and may be forged, so `apply` checks every field.
//!
//! Each multi-step choice is a chain of small actions so that a presenter can offer each step
//! as a short menu from `legal()`:
//!
//! - a positional action: [`Action::Move`] (the Tree field) → [`Action::Choose`] (place or
//!   remove, standard or magical) → [`Action::Stone`] (the board field); [`Action::Back`]
//!   returns from the field to the choice, and from the choice it undoes the move (a move
//!   always comes with its stone, EX-G9);
//! - the political action: [`Action::Develop`] (automatic development) → up to three
//!   [`Action::Recruit`] → [`Action::DoneRecruiting`];
//! - [`Action::Report`] a commissioned project at one of its completable sites;
//! - a tax: [`Action::Charity`] (only when the mover crossed the node last), then one
//!   [`Action::PayTax`] per stone;
//! - [`Action::EndTurn`] at any step of the turn.

use super::data::Size;
use super::geometry::Field;
use super::politics::MapField;
use super::state::How;
use super::tree::TreeField;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};

/// One move by one seat. Fields serialise as their labels (`"D4e"`), Tree fields and map
/// fields as their names (`"Tiferet"`, `"C1"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Action {
    // ---- a positional action (EX-P1, EX-T4) ----
    /// Begin a positional action by moving the Vitruvian on the Tree to `to` (a connected
    /// available field, a jump when none is, or any available field when it is not on the Tree
    /// yet). The field's row and column activate the rule for the stone.
    Move { to: TreeField },
    /// Use the activated rule this way. Magical uses need both positional actions left.
    Choose { how: How },
    /// Place (or remove) the stone on `field` as chosen.
    Stone { field: Field },
    /// Back from choosing the field to choosing how; from choosing how, undo the move (the
    /// Vitruvian goes back where it stood and the positional action is still to play, EX-G9).
    Back,
    /// End this positional action with its move and without a stone. Kept for games saved
    /// under the earlier rules: offered only after a move that cannot be taken back (a state
    /// saved mid-way before moves recorded their origin); refused otherwise (EX-G9).
    Skip,

    // ---- the political action (EX-M2) ----
    /// Develop relations: every Vitruvian on the map moves along its arrow. Then up to three
    /// new relations may be placed.
    Develop,
    /// Place `who`'s Vitruvian on the circle field `at` of one's own map.
    Recruit { who: Seat, at: MapField },
    /// No more new relations in this political action.
    DoneRecruiting,

    // ---- scoring (EX-K3, EX-G2) ----
    /// Report the commissioned project of `size` as completed on these obligatory fields (the
    /// `fields` of one of the sites `legal` offers; their order does not matter).
    Report { size: Size, fields: Vec<Field> },

    // ---- the end of the turn ----
    /// End the turn now: any choice in progress is dropped, positional actions left are
    /// declined, and the political development is done if it was not (it is obligatory).
    EndTurn,

    // ---- taxes (EX-K1, EX-G5), asked of the payer ----
    /// The mover who crossed a node last: have the leader pay the tax (`true`) or pay it.
    Charity { call: bool },
    /// Return the own stone on `field` to stock as (part of) the tax.
    PayTax { field: Field },
}
