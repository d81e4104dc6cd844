//! Positional actions (EX-P1, EX-T4, EX-G4, EX-G9): moving on the Tree and placing or removing a
//! stone under the activated rule.
//!
//! A Tree move always comes with its stone (EX-G9): only moves after which some stone can be
//! placed or removed are offered ([`moves`]), `Back` after the move puts the Vitruvian back
//! ([`take_back`]), and so does ending the turn or a timeout before the stone. A game played
//! under the rules before EX-G9 ([`bare_moves`]) keeps them: every move is offered, and a
//! move may stand without its stone ([`perform_skip`]).

use super::data::Combination;
use super::events::Event;
use super::geometry::Field;
use super::scoring;
use super::state::{BeforeMove, How, State, Stone, TurnStep};
use super::tree::{self, Rule, TreeField};
use game_kit::Seat;

/// Whether this game is played under the rules before EX-G9, where a Tree move may stand
/// without its stone (its options say so: [`super::options::Rules`]).
pub fn bare_moves(state: &State) -> bool {
    !state.options.rules.move_with_stone()
}

/// Where the active player's Vitruvian may move now, with whether it is a jump: the moves of
/// EX-T4 after which the activated rule allows at least one stone (EX-G9; every move of
/// EX-T4 under the earlier rules, [`bare_moves`]).
pub fn moves(state: &State) -> Vec<(TreeField, bool)> {
    if state.turn.positional_left == 0 {
        return Vec::new();
    }
    if bare_moves(state) {
        return tree::moves(&state.on_tree, state.turn.seat, state.turn.began_on);
    }
    let seat = state.turn.seat;
    let partners = state.partners();
    let owner_at = |f: Field| state.stone(f).map(|s| s.owner);
    tree::moves(&state.on_tree, seat, state.turn.began_on)
        .into_iter()
        .filter(|&(to, _)| {
            let rule = state.tree.rule(to);
            allows_stone(
                owner_at,
                seat,
                &partners,
                state.stock(seat),
                state.turn.positional_left,
                (rule.combination, rule.steps),
            )
        })
        .collect()
}

/// Whether a Vitruvian standing on a field with this rule (combination, angle in 30° steps)
/// would let `seat` place or remove at least one stone in some way (EX-P1): standard, or
/// magical with `partners` while both positional actions are left (`positional_left`). The
/// rules call it on the state, and a seat's picture on that seat's view, like [`pair_fields`].
pub fn allows_stone(
    owner_at: impl Fn(Field) -> Option<Seat>,
    seat: Seat,
    partners: &[Seat],
    stock: [u8; 2],
    positional_left: u8,
    rule: (Combination, u8),
) -> bool {
    How::ALL.into_iter().any(|how| {
        (!how.magical() || positional_left >= 2)
            && pair_candidates(
                &owner_at,
                seat,
                how,
                if how.magical() { partners } else { &[] },
                stock,
                rule,
            )
            .next()
            .is_some()
    })
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
    rule: (Combination, u8),
) -> Vec<Field> {
    let mut out: Vec<Field> =
        pair_candidates(&owner_at, seat, how, partners, stock, rule).collect();
    out.sort();
    out.dedup();
    out
}

/// The fields of [`pair_fields`], unsorted and possibly repeated (a field may pair with
/// several stones), lazily, so that [`allows_stone`] stops at the first.
fn pair_candidates<'a>(
    owner_at: &'a impl Fn(Field) -> Option<Seat>,
    seat: Seat,
    how: How,
    partners: &'a [Seat],
    stock: [u8; 2],
    (combination, steps): (Combination, u8),
) -> impl Iterator<Item = Field> + 'a {
    Field::all()
        .filter(move |&g| {
            owner_at(g).is_some_and(|owner| {
                if how.magical() {
                    partners.contains(&owner)
                } else {
                    owner == seat
                }
            })
        })
        .flat_map(move |g| {
            g.at_angle(steps)
                .iter()
                .copied()
                .filter(move |f| combination.matches(f.kind(), g.kind()))
        })
        .filter(move |&f| {
            let here = owner_at(f);
            if how.places() {
                here.is_none() && stock[f.kind().index()] > 0
            } else {
                here == Some(seat)
            }
        })
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
    // The earlier rules never take a move back, and their states never held this.
    if !bare_moves(state) {
        state.turn.before_move = Some(BeforeMove { on_tree: from });
    }
    events.push(Event::Moved {
        seat,
        from,
        to,
        jumped,
    });
}

/// Where the Vitruvian goes back to if the positional action in progress ends without its
/// stone (EX-G9): recorded by the move (`None` between actions, and under the earlier rules,
/// which never take a move back).
pub fn origin(state: &State) -> Option<Option<TreeField>> {
    let t = &state.turn;
    if !matches!(t.step, TurnStep::Moved | TurnStep::Chosen { .. }) {
        return None;
    }
    t.before_move.map(|b| b.on_tree)
}

/// Ends the positional action in progress without its stone: the Vitruvian goes back where it
/// stood (EX-G9) and the action is still to play. Used by `Back` after the move and, before
/// ending the turn, by `EndTurn` and the timeout (EX-K4); never under the earlier rules.
pub fn take_back(state: &mut State, events: &mut Vec<Event>) {
    if let Some(to) = origin(state) {
        let seat = state.turn.seat;
        if let Some(from) = state.on_tree[seat] {
            state.on_tree[seat] = to;
            events.push(Event::MovedBack { seat, from, to });
        }
    }
    state.turn.before_move = None;
    state.turn.step = TurnStep::Idle;
}

/// Places or removes a stone for `how` at `field`; the caller settles afterwards
/// (`flow::settle`).
pub fn perform_stone(state: &mut State, how: How, field: Field, events: &mut Vec<Event>) {
    let seat = state.turn.seat;
    state.turn.positional_left = state.turn.positional_left.saturating_sub(how.cost());
    state.turn.step = TurnStep::Idle;
    state.turn.before_move = None;
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

/// Ends one positional action with its move and no stone: only under the earlier rules
/// ([`bare_moves`]). The caller settles afterwards (`flow::settle`).
pub fn perform_skip(state: &mut State, events: &mut Vec<Event>) {
    state.turn.positional_left = state.turn.positional_left.saturating_sub(1);
    state.turn.step = TurnStep::Idle;
    state.turn.before_move = None;
    events.push(Event::Skipped {
        seat: state.turn.seat,
    });
}
