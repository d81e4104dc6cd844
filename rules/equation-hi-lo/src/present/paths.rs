//! Menu paths of the betting and × choices (see the table in the parent module's docs).

use crate::rules::betting::{bet_range, is_raise};
use crate::rules::{Action, Declaration, Op, State};
use crate::words::WORDS;
use game_kit::Seat;
use present_kit::present::{MenuStep, Names};

pub(super) fn action_path(
    state: &State,
    seat: Seat,
    action: &Action,
    _names: &Names,
) -> Vec<MenuStep> {
    let mine = state.wagered.get(seat).copied().unwrap_or(0);
    match action {
        Action::Check => vec![MenuStep::new("ck", WORDS.say("hl-check"))],
        Action::Call => {
            let high = state.max_wager();
            vec![MenuStep::new(
                "cl",
                WORDS.say_with(
                    "hl-call",
                    &[
                        ("owe", high.saturating_sub(mine).into()),
                        ("high", high.into()),
                    ],
                ),
            )]
        }
        Action::Fold => vec![MenuStep::new("fd", WORDS.say("hl-fold"))],
        Action::Bet { to } => {
            let high = bet_range(state, seat).map_or(*to, |(_, high)| high);
            let raise = if is_raise(state, seat) { "yes" } else { "no" };
            let first = MenuStep::new(
                "b",
                WORDS.say_with(
                    "hl-bet-open",
                    &[("raise", raise.into()), ("high", high.into())],
                ),
            );
            let last = MenuStep::new(
                format!("t{to}"),
                WORDS.say_with(
                    "hl-bet-to",
                    &[
                        ("raise", raise.into()),
                        ("to", (*to).into()),
                        ("more", to.saturating_sub(mine).into()),
                    ],
                ),
            );
            // A long range of amounts is paged by the table's shared pager, and the
            // amount can be typed.
            vec![first, last.typed(to.to_string())]
        }
        Action::Discard { op: Op::Add } => {
            vec![MenuStep::new("dp", WORDS.say("hl-times-plus"))]
        }
        Action::Discard { op: _ } => vec![MenuStep::new("dm", WORDS.say("hl-times-minus"))],
        Action::Declare {
            declaration: Declaration::NoEquation,
        } => vec![MenuStep::new("ne", WORDS.say("hl-no-equation"))],
        // Typed in a form instead.
        Action::Declare { .. } => Vec::new(),
    }
}

#[cfg(test)]
mod tests {

    use present_kit::present::{MenuStep, Present};

    use crate::rules::{Action, EquationHiLo, Options, Phase, State};
    use game_kit::Viewer;

    use crate::present::testing::*;

    use game_kit::Game;

    #[test]
    fn paths_are_valid_unique_and_prefix_free() {
        playouts(150, |s| {
            for seat in 0..s.players() {
                let paths: Vec<Vec<MenuStep>> = EquationHiLo::legal(s, seat)
                    .iter()
                    .map(|a| EquationHiLo::action_path(s, seat, a, &[]))
                    .filter(|p| !p.is_empty())
                    .collect();
                present_kit::testing::assert_prefix_free(&paths);
                for p in &paths {
                    for step in p {
                        assert!(
                            !step.code.is_empty()
                                && step.code.len() <= 12
                                && step.code.bytes().all(|b| b.is_ascii_lowercase()
                                    || b.is_ascii_digit()
                                    || b == b'-'),
                            "{step:?}"
                        );
                        assert!(!step.label.is_empty() && step.label.chars().count() <= 80);
                    }
                }
                for f in crate::present::forms::forms(s, seat) {
                    assert!(f.code.len() <= 12 && f.title.chars().count() <= 45, "{f:?}");
                    assert!((1..=5).contains(&f.inputs.len()));
                    for i in &f.inputs {
                        assert!(i.label.chars().count() <= 45, "{i:?}");
                        assert!(
                            i.placeholder.as_ref().unwrap().chars().count() <= 100,
                            "{i:?}"
                        );
                    }
                }
            }
        });
    }

    /// Every amount is one step after "Bet…"; a long range is paged by the shared pager (see
    /// `render`'s tests), and an amount can be typed by its number.
    #[test]
    fn bet_menus_offer_every_amount_and_take_typed_amounts() {
        let options = Options {
            chips: 200,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, 2, 1).unwrap();
        while !matches!(s.phase, Phase::Betting { .. }) {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        let path = EquationHiLo::action_path(&s, to_act, &Action::Bet { to: 57 }, &[]);
        assert_eq!(
            path,
            vec![
                MenuStep::new("b", "Bet… (up to 200 in total)"),
                MenuStep::new("t57", "Bet to 57 in total (+56)").typed("57"),
            ]
        );
        assert!(path[1].answers(" 57") && !path[1].answers("56"));
    }

    #[test]
    fn raising_is_not_offered_once_the_bet_is_the_cap() {
        // Everyone starts with 6 chips, so the cap is 6.
        let options = Options {
            chips: 6,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, 3, 2).unwrap();
        while !matches!(s.phase, Phase::Betting { .. }) {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        let n = names(3);
        let mine = |s: &State, seat| {
            EquationHiLo::private_text(&EquationHiLo::view(s, Viewer::Seat(seat)), &n)
        };
        EquationHiLo::apply(&mut s, to_act, Action::Bet { to: 4 }).unwrap();
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        assert!(
            mine(&s, to_act)
                .contains("Your turn: call 3 (to 4 in total), raise (up to a total of 6) or fold."),
            "{}",
            mine(&s, to_act)
        );
        EquationHiLo::apply(&mut s, to_act, Action::Bet { to: 6 }).unwrap();
        let Phase::Betting { to_act, .. } = s.phase else {
            unreachable!()
        };
        let text = mine(&s, to_act);
        assert!(
            text.contains("Your turn: call 5 (to 6 in total, the cap) or fold."),
            "{text}"
        );
        assert!(!text.contains("raise"), "{text}");
        assert_eq!(EquationHiLo::prompts(&s)[0].what, "Call 5 or fold");
    }
}
