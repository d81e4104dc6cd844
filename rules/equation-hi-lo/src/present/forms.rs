//! Declarations are typed: the Declare Low / High / Swing forms and the private
//! "check an equation" form (HL-10), with the notes they answer.

use super::text::*;
use crate::rules::equation::Op;
use crate::rules::evaluate::{distances, evaluate};
use crate::rules::hand::Holding;
use crate::rules::solver::{default_arrangement, swing_low_arrangement};
use crate::rules::validate::check;
use crate::rules::{Action, Declaration, Equation, Phase, State};
use crate::words::WORDS;
use game_kit::{RuleError, Seat};
use present_kit::present::{Form, FormInput, FormOutcome};
use std::collections::BTreeMap;

/// The form codes of this round: `lo-r3`, `hi-r3`, `sw-r3`, `ck-r3`.
pub(super) fn form_code(kind: &str, round: u32) -> String {
    format!("{kind}-r{round}")
}

/// The hint shown in every equation input: the cards to use.
pub(super) fn hint(state: &State, seat: Seat) -> String {
    let Some(h) = state.hand(seat).map(|h| h.holding()) else {
        return String::new();
    };
    let numbers: Vec<String> = h.numbers.iter().map(u8::to_string).collect();
    WORDS.say_with(
        if h.roots > 0 {
            "hl-hint-roots"
        } else {
            "hl-hint"
        },
        &[
            ("numbers", numbers.join(" ").as_str().into()),
            ("roots", h.roots.into()),
            ("ops", ops_text(&h.ops).as_str().into()),
            ("example", example(&h).as_str().into()),
        ],
    )
}

/// How the seat's own cards are typed (issue 28, item 4: an example with an operator the seat
/// does not hold misleads): its numbers in hand order, its operators between them, `r` before
/// the numbers its √ go to.
fn example(h: &Holding) -> String {
    let mut parts = Vec::new();
    for (i, n) in h.numbers.iter().enumerate() {
        if i > 0 {
            match h.ops.get(i - 1) {
                Some(op) => parts.push(keyed(*op).to_string()),
                None => break,
            }
        }
        let root = if i < h.roots { "r" } else { "" };
        parts.push(format!("{root}{n}"));
    }
    parts.join(" ")
}

/// An operator as a keyboard types it.
fn keyed(op: Op) -> char {
    match op {
        Op::Add => '+',
        Op::Sub => '-',
        Op::Mul => 'x',
        Op::Div => '/',
    }
}

/// Parses an equation typed in field `id` and checks it against the seat's cards; a mistake
/// names the field by its label (`what`, a catalog key).
pub(super) fn typed(
    state: &State,
    seat: Seat,
    fields: &BTreeMap<String, String>,
    id: &str,
    what: &str,
) -> Result<Equation, RuleError> {
    let text = fields.get(id).map(String::as_str).unwrap_or("").trim();
    let fail = |e: RuleError| {
        RuleError::new(WORDS.say_with(
            "hl-typed-error",
            &[
                ("what", WORDS.say(what).as_str().into()),
                ("text", text.into()),
                ("error", e.0.as_str().into()),
            ],
        ))
    };
    let eq = Equation::parse(text).map_err(fail)?;
    let hand = state
        .hand(seat)
        .ok_or_else(|| RuleError::new(WORDS.say("hl-no-hand")))?;
    check(&eq, &hand.holding()).map_err(fail)?;
    Ok(eq)
}

/// The private answer to "check an equation" (HL-10): its value, both distances, and whether
/// it fits the cards. Nothing is handed in.
pub(super) fn check_note(state: &State, seat: Seat, text: &str) -> String {
    let text = text.trim();
    let eq = match Equation::parse(text) {
        Ok(eq) => eq,
        Err(e) => {
            return WORDS.say_with(
                "hl-checked-unreadable",
                &[("text", text.into()), ("error", e.0.as_str().into())],
            )
        }
    };
    let fits = state
        .hand(seat)
        .map(|h| check(&eq, &h.holding()))
        .unwrap_or_else(|| Err(RuleError::new(WORDS.say("hl-no-hand"))));
    let equation = format!("`{eq}`");
    let value = match evaluate(&eq) {
        Ok(v) => {
            let (d1, d20) = distances(v);
            WORDS.say_with(
                "hl-check-value",
                &[
                    ("equation", equation.as_str().into()),
                    ("value", number(v).as_str().into()),
                    ("low", number(d1).as_str().into()),
                    ("high", number(d20).as_str().into()),
                ],
            )
        }
        Err(_) => WORDS.say_with(
            "hl-check-div-zero",
            &[("equation", equation.as_str().into())],
        ),
    };
    match fits {
        Ok(_) => WORDS.say_with("hl-check-fits", &[("value", value.as_str().into())]),
        Err(e) => WORDS.say_with(
            "hl-check-misfits",
            &[
                ("value", value.as_str().into()),
                ("error", e.0.as_str().into()),
            ],
        ),
    }
}

pub(super) fn forms(state: &State, seat: Seat) -> Vec<Form> {
    let open = state.phase == Phase::Declaring
        && state.live(seat)
        && state.submissions.get(seat) == Some(&None);
    let Some(default) = state
        .hand(seat)
        .filter(|_| open)
        .and_then(default_arrangement)
    else {
        return Vec::new();
    };
    let round = state.round;
    let hint = hint(state, seat);
    let input_with = |id: &str, label: &str, value: Option<&Equation>| FormInput {
        id: id.into(),
        label: WORDS.say(label),
        placeholder: Some(hint.clone()),
        value: value.map(Equation::to_string),
        max_length: 100,
    };
    let input = |id: &str, label: &str| input_with(id, label, Some(&default));
    // A Swing's two equations must differ (section 7): its Low starts with another
    // arrangement, never the best one (HL-10).
    let swing_low = state.hand(seat).and_then(swing_low_arrangement);
    vec![
        Form {
            code: form_code("lo", round),
            button: WORDS.say("hl-form-low-button"),
            title: WORDS.say("hl-form-low-title"),
            inputs: vec![input("low", "hl-form-low-input")],
        },
        Form {
            code: form_code("hi", round),
            button: WORDS.say("hl-form-high-button"),
            title: WORDS.say("hl-form-high-title"),
            inputs: vec![input("high", "hl-form-high-input")],
        },
        Form {
            code: form_code("sw", round),
            button: WORDS.say("hl-form-swing-button"),
            title: WORDS.say("hl-form-swing-title"),
            inputs: vec![
                input_with("low", "hl-form-swing-low", swing_low.as_ref()),
                input("high", "hl-form-swing-high"),
            ],
        },
        Form {
            code: form_code("ck", round),
            button: WORDS.say("hl-form-check-button"),
            title: WORDS.say("hl-form-check-title"),
            inputs: vec![input("equation", "hl-form-check-input")],
        },
    ]
}

pub(super) fn submit(
    state: &State,
    seat: Seat,
    code: &str,
    fields: &BTreeMap<String, String>,
) -> Result<FormOutcome<Action>, RuleError> {
    let kind = code.split('-').next().unwrap_or_default();
    let declaration = match kind {
        "lo" => Declaration::Low {
            equation: typed(state, seat, fields, "low", "hl-form-low-input")?,
        },
        "hi" => Declaration::High {
            equation: typed(state, seat, fields, "high", "hl-form-high-input")?,
        },
        "sw" => Declaration::Swing {
            low: typed(state, seat, fields, "low", "hl-form-low-input")?,
            high: typed(state, seat, fields, "high", "hl-form-high-input")?,
        },
        "ck" => {
            let text = fields.get("equation").map(String::as_str).unwrap_or("");
            return Ok(FormOutcome::Note(check_note(state, seat, text)));
        }
        _ => return Err(RuleError::new(WORDS.say("hl-form-gone"))),
    };
    Ok(FormOutcome::Action(Action::Declare { declaration }))
}

#[cfg(test)]
mod tests {
    use super::*;

    use present_kit::present::FormOutcome;

    use crate::rules::evaluate::{distances, evaluate};

    use crate::rules::solver::default_arrangement;

    use crate::rules::{Action, Declaration, Equation, EquationHiLo, Options, Phase};

    use std::collections::BTreeMap;

    use game_kit::Game;

    #[test]
    fn the_hint_types_the_seats_own_cards() {
        let h = |numbers: &[u8], roots, ops: &[Op]| Holding {
            numbers: numbers.to_vec(),
            roots,
            ops: ops.to_vec(),
        };
        assert_eq!(
            example(&h(&[3, 4, 2, 1], 0, &[Op::Add, Op::Sub, Op::Div])),
            "3 + 4 - 2 / 1"
        );
        assert_eq!(
            example(&h(&[9, 4], 1, &[Op::Mul])),
            "r9 x 4",
            "a √ goes before a number"
        );
        // Every example reads back as an equation of the same cards.
        let mut s = EquationHiLo::setup(&Options::default(), 4, 3).unwrap();
        while s.phase != Phase::Declaring {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        for seat in 0..4 {
            let Some(hand) = s.hand(seat) else { continue };
            let holding = hand.holding();
            let text = example(&holding);
            let eq = Equation::parse(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(eq.operands().len(), holding.numbers.len(), "{text}");
            let hint = hint(&s, seat);
            assert!(hint.contains(&text), "{hint}");
            assert_eq!(hint.contains("r before"), holding.roots > 0, "{hint}");
        }
    }

    #[test]
    fn forms_turn_typed_text_into_declarations_or_private_notes() {
        let mut s = EquationHiLo::setup(&Options::default(), 2, 9).unwrap();
        while s.phase != Phase::Declaring {
            let p = EquationHiLo::prompts(&s).remove(0);
            let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
            EquationHiLo::apply(&mut s, p.seat, a).unwrap();
        }
        let forms = super::forms(&s, 0);
        let codes: Vec<&str> = forms.iter().map(|f| f.code.as_str()).collect();
        assert_eq!(codes, vec!["lo-r1", "hi-r1", "sw-r1", "ck-r1"]);
        let default = default_arrangement(s.hand(0).unwrap()).unwrap();
        let field = |k: &str, v: &str| BTreeMap::from([(k.to_string(), v.to_string())]);
        // Typed with other spellings, it becomes the same equation.
        let typed_text = default
            .to_string()
            .replace('−', "-")
            .replace('÷', "/")
            .replace('×', "x")
            .replace('√', "r")
            .replace(' ', "");
        match super::submit(&s, 0, "lo-r1", &field("low", &typed_text)).unwrap() {
            FormOutcome::Action(Action::Declare {
                declaration: Declaration::Low { equation },
            }) => assert_eq!(equation, default),
            other => panic!("{other:?}"),
        }
        // Mistakes come back with the typed text and the reason.
        let err = super::submit(&s, 0, "hi-r1", &field("high", "1 + 1")).unwrap_err();
        assert!(
            err.0
                .starts_with("Your equation for 20 `1 + 1`: Use each of your 4 numbers"),
            "{err}"
        );
        let err = super::submit(&s, 0, "sw-r1", &field("low", &typed_text)).unwrap_err();
        assert!(err.0.contains("Your equation for 20 ``"), "{err}");
        // Checking evaluates privately and hands nothing in.
        match super::submit(&s, 0, "ck-r1", &field("equation", &typed_text)).unwrap() {
            FormOutcome::Note(note) => {
                let v = evaluate(&default).unwrap();
                assert!(note.contains(&format!("= {}", number(v))), "{note}");
                assert!(note.contains("uses your cards correctly"), "{note}");
            }
            other => panic!("{other:?}"),
        }
        match super::submit(&s, 0, "ck-r1", &field("equation", "10 / 0")).unwrap() {
            FormOutcome::Note(note) => assert!(note.contains("divides by zero"), "{note}"),
            other => panic!("{other:?}"),
        }
        assert!(super::submit(&s, 0, "zz-r1", &BTreeMap::new()).is_err());
        // After handing in, no more forms.
        let a = EquationHiLo::timeout_action(&s, 0).unwrap();
        EquationHiLo::apply(&mut s, 0, a).unwrap();
        assert!(super::forms(&s, 0).is_empty());
        assert_eq!(super::forms(&s, 1).len(), 4);
    }

    #[test]
    fn the_swing_form_starts_with_two_different_arrangements_that_are_accepted() {
        use crate::rules::solver::arrangements;
        for seed in 0..40 {
            let mut s = EquationHiLo::setup(&Options::default(), 3, seed).unwrap();
            while s.phase != Phase::Declaring {
                let p = EquationHiLo::prompts(&s).remove(0);
                let a = EquationHiLo::timeout_action(&s, p.seat).unwrap();
                EquationHiLo::apply(&mut s, p.seat, a).unwrap();
            }
            for seat in s.live_seats() {
                let forms = super::forms(&s, seat);
                let Some(swing) = forms.iter().find(|f| f.code.starts_with("sw-")) else {
                    continue; // four zeros: no equation, no forms
                };
                let fields: BTreeMap<String, String> = swing
                    .inputs
                    .iter()
                    .map(|i| (i.id.clone(), i.value.clone().unwrap()))
                    .collect();
                let hand = s.hand(seat).unwrap();
                // High starts with the HL-5 default, Low with another arrangement.
                assert_eq!(
                    fields["high"],
                    default_arrangement(hand).unwrap().to_string()
                );
                assert_ne!(fields["low"], fields["high"]);
                // HL-10: the Low offered is not the best Low.
                let all = arrangements(&hand.holding());
                let best_low = all
                    .iter()
                    .map(|a| distances(a.value).0)
                    .fold(f64::MAX, f64::min);
                let low = evaluate(&Equation::parse(&fields["low"]).unwrap()).unwrap();
                if all.iter().any(|a| distances(a.value).0 - best_low > 1e-9) {
                    assert!(distances(low).0 - best_low > 1e-9, "{}", fields["low"]);
                }
                let FormOutcome::Action(action) =
                    super::submit(&s, seat, &swing.code, &fields).unwrap()
                else {
                    panic!("the Swing form gave a note");
                };
                EquationHiLo::apply(&mut s.clone(), seat, action).unwrap();
            }
        }
    }
}
