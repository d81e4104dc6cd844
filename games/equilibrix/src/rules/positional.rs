//! Positional actions (EX-P1, EX-T4, EX-G4): moving on the Tree and placing or removing a
//! stone under the activated rule.

use super::data::Combination;
use super::events::Event;
use super::geometry::Field;
use super::scoring;
use super::state::{How, State, Stone, TurnStep};
use super::tree::{self, Rule, TreeField};
use game_kit::Seat;

/// Where the active player's Vitruvian may move now, with whether it is a jump.
pub fn moves(state: &State) -> Vec<(TreeField, bool)> {
    if state.turn.positional_left == 0 {
        return Vec::new();
    }
    tree::moves(&state.on_tree, state.turn.seat, state.turn.began_on)
}

/// The rule activated by the active player's Vitruvian, if it stands on the Tree.
pub fn rule(state: &State) -> Option<Rule> {
    let f = state.on_tree.get(state.turn.seat).copied().flatten()?;
    Some(state.tree.rule(f))
}

/// The fields where the active player may place (or remove) a stone using the rule as `how`
/// says: the stone and one other stone (own for standard, a coalition partner's for magical)
/// form the row's combination at the column's angle around a common node (EX-P1). Placing
/// needs the other stone on the board and a stone of the kind in stock; removing needs both
/// on the board. Magical uses need both positional actions.
pub fn fields(state: &State, how: How) -> Vec<Field> {
    let Some(rule) = rule(state) else {
        return Vec::new();
    };
    if how.magical() && state.turn.positional_left < 2 {
        return Vec::new();
    }
    let seat = state.turn.seat;
    let partners = if how.magical() {
        state.partners()
    } else {
        Vec::new()
    };
    pair_fields(
        |f| state.stone(f).map(|s| s.owner),
        seat,
        how,
        &partners,
        state.stock(seat),
        (rule.combination, rule.steps),
    )
}

/// The fields where `seat` may place (or remove) a stone as `how` says, given who owns the
/// stone on each field (`owner_at`), `seat`'s coalition `partners` (used when `how` is
/// magical), its `stock` of each kind and the activated rule's combination and angle in 30°
/// steps (EX-P1). The rules call it on the state, and a seat's picture on that seat's view
/// (which holds all of these), so the fields a picture labels are the ones the rules accept.
pub fn pair_fields(
    owner_at: impl Fn(Field) -> Option<Seat>,
    seat: Seat,
    how: How,
    partners: &[Seat],
    stock: [u8; 2],
    (combination, steps): (Combination, u8),
) -> Vec<Field> {
    let mut out: Vec<Field> = Vec::new();
    for g in Field::all() {
        let Some(owner) = owner_at(g) else {
            continue;
        };
        let ok_other = if how.magical() {
            partners.contains(&owner)
        } else {
            owner == seat
        };
        if !ok_other {
            continue;
        }
        for &f in g.at_angle(steps) {
            if !combination.matches(f.kind(), g.kind()) {
                continue;
            }
            let here = owner_at(f);
            let ok = if how.places() {
                here.is_none() && stock[f.kind().index()] > 0
            } else {
                here == Some(seat)
            };
            if ok {
                out.push(f);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The uses of the rule with at least one field now.
pub fn hows(state: &State) -> Vec<How> {
    How::ALL
        .into_iter()
        .filter(|&h| !fields(state, h).is_empty())
        .collect()
}

pub fn perform_move(state: &mut State, to: TreeField, jumped: bool, events: &mut Vec<Event>) {
    let seat = state.turn.seat;
    let from = state.on_tree[seat];
    state.on_tree[seat] = Some(to);
    state.turn.step = TurnStep::Moved;
    events.push(Event::Moved {
        seat,
        from,
        to,
        jumped,
    });
}

/// Places or removes a stone for `how` at `field`; the caller settles afterwards
/// (`flow::settle`).
pub fn perform_stone(state: &mut State, how: How, field: Field, events: &mut Vec<Event>) {
    let seat = state.turn.seat;
    state.turn.positional_left = state.turn.positional_left.saturating_sub(how.cost());
    state.turn.step = TurnStep::Idle;
    state.last_changed = vec![field];
    if how.places() {
        state.board[field.index()] = Some(Stone {
            owner: seat,
            age: state.next_age,
        });
        state.next_age += 1;
        events.push(Event::Placed { seat, field, how });
        scoring::resolve_surrounds(state, field, events);
    } else {
        state.board[field.index()] = None;
        events.push(Event::Removed { seat, field, how });
    }
}

/// Skips one positional action; the caller settles afterwards (`flow::settle`).
pub fn perform_skip(state: &mut State, events: &mut Vec<Event>) {
    state.turn.positional_left = state.turn.positional_left.saturating_sub(1);
    state.turn.step = TurnStep::Idle;
    events.push(Event::Skipped {
        seat: state.turn.seat,
    });
}
