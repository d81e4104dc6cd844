//! What a seat may choose now, worked out from that seat's [`View`] alone (never from the
//! state), so the private picture can label exactly those fields and Tree fields in large type.
//! The view holds everything the rules use for these choices (the stones, the stock, the
//! activated rule, the active player's coalition, the Vitruvians on the Tree), and
//! `tests::choices_match_the_legal_actions` checks the result against `legal` over random games.

use crate::rules::view::{StepView, View};
use crate::rules::{positional, tree, Field, TreeField};
use game_kit::Seat;

/// The board fields `me` may pick now: the fields for the chosen use of the rule (EX-P1: the
/// stone and another one, own for standard, a coalition partner's for magical, form the row's
/// pair at the column's angle around a common node), or their own stones while they pay a tax
/// (EX-K1). Empty when `me` chooses no field.
pub fn fields(view: &View, me: Seat) -> Vec<Field> {
    if view.over.is_some() {
        return Vec::new();
    }
    let own = |f: Field| view.stones.iter().any(|s| s.field == f && s.owner == me);
    if let Some(tax) = view.taxes.first() {
        return if tax.payer == Some(me) {
            Field::all().filter(|&f| own(f)).collect()
        } else {
            Vec::new()
        };
    }
    let t = &view.turn;
    let (StepView::Chosen { how }, Some(rule)) = (&t.step, &t.rule) else {
        return Vec::new();
    };
    if t.seat != me || (how.magical() && t.positional_left < 2) {
        return Vec::new();
    }
    let partners: &[Seat] = if how.magical() {
        view.maps.get(me).map_or(&[], |m| m.coalition.as_slice())
    } else {
        &[]
    };
    let owner_at = |f: Field| view.stones.iter().find(|s| s.field == f).map(|s| s.owner);
    positional::pair_fields(
        owner_at,
        me,
        *how,
        partners,
        view.stock.get(me).copied().unwrap_or_default(),
        (rule.combination, (rule.degrees / 30) as u8),
    )
}

/// The Tree fields `me` may move their Vitruvian to now (EX-T4, EX-G4): only between actions of
/// their own turn, with a positional action left and no tax being settled.
pub fn tree_moves(view: &View, me: Seat) -> Vec<TreeField> {
    let t = &view.turn;
    if view.over.is_some()
        || !view.taxes.is_empty()
        || t.seat != me
        || t.positional_left == 0
        || t.step != StepView::Idle
    {
        return Vec::new();
    }
    // Only moves that allow a stone are offered (EX-G9).
    let owner_at = |f: Field| view.stones.iter().find(|s| s.field == f).map(|s| s.owner);
    let partners = view
        .maps
        .get(me)
        .map_or(&[][..], |m| m.coalition.as_slice());
    let stock = view.stock.get(me).copied().unwrap_or_default();
    tree::moves(&view.on_tree, me, t.began_on)
        .into_iter()
        .map(|(f, _)| f)
        .filter(|&to| {
            // Every move is offered under the rules before EX-G9.
            t.bare_moves
                || view.tree.fields.get(to.index()).is_some_and(|x| {
                    let rule = (x.rule.combination, (x.rule.degrees / 30) as u8);
                    positional::allows_stone(owner_at, me, partners, stock, t.positional_left, rule)
                })
        })
        .collect()
}
