//! Forms (modals): a game's form, and the "Type a choice…" form for long menus.
use super::parts::{cut, id};
use crate::api::{
    Actor, Delivery, Reply, TextInput, INPUT_LABEL_MAX, INPUT_PLACEHOLDER_MAX, MODAL_TITLE_MAX,
};
use crate::store::ids::Payload;
use crate::store::tables::Table;
use crate::words::t;
use present_kit::present::{Form, MenuStep};
use present_kit::words::Lang;

/// A form, as a modal answering `actor`'s click. Discord's limits are applied here; the text is
/// what a front end shows if it cannot open the modal, in `lang` (the reader's, as the form's).
pub(crate) fn modal(actor: &Actor, table: &Table, form: &Form, lang: Lang) -> Reply {
    let payload = Payload::Form {
        code: form.code.clone(),
    };
    modal_with_id(actor, form, id(table, payload), lang)
}

pub(super) fn modal_with_id(actor: &Actor, form: &Form, custom_id: String, lang: Lang) -> Reply {
    // At most MODAL_INPUTS_MAX inputs: `Session::forms` refuses larger forms.
    let inputs = form
        .inputs
        .iter()
        .map(|i| TextInput {
            custom_id: i.id.clone(),
            label: cut(&i.label, INPUT_LABEL_MAX),
            placeholder: i
                .placeholder
                .as_deref()
                .map(|p| cut(p, INPUT_PLACEHOLDER_MAX)),
            value: i.value.clone(),
            max_length: i.max_length,
        })
        .collect();
    Reply {
        delivery: Delivery::Modal {
            custom_id,
            title: cut(&form.title, MODAL_TITLE_MAX),
            inputs,
        },
        title: Some(form.title.clone()),
        ..Reply::private(actor, t(lang, "form-opening", &[]))
    }
}

/// Up to `most` examples of what a player may type at a level of `steps`: the steps' own keys
/// (`m49`, `9H`), else their short labels; never a step's internal code such as `bk` (issue 28,
/// item 4).
pub(crate) fn typed_examples(steps: &[MenuStep], most: usize) -> Vec<String> {
    let keyed: Vec<String> = steps
        .iter()
        .filter_map(|s| s.key.clone())
        .take(most)
        .collect();
    if !keyed.is_empty() {
        return keyed;
    }
    steps
        .iter()
        .map(|s| s.label.clone())
        .filter(|l| l.chars().count() <= 24)
        .take(most.min(3))
        .collect()
}

/// The form that types the next choice after `prefix` by name: one input, with a few of the
/// level's keys as examples.
pub(crate) fn typed_choice_modal(
    actor: &Actor,
    table: &Table,
    prefix: &[String],
    steps: &[MenuStep],
    lang: Lang,
) -> Reply {
    let examples = typed_examples(steps, 4).join(", ");
    let form = Form {
        code: String::new(),
        button: String::new(),
        title: t(lang, "form-type-title", &[]),
        inputs: vec![present_kit::present::FormInput {
            id: TYPED_INPUT.into(),
            label: t(lang, "form-type-label", &[]),
            placeholder: Some(t(
                lang,
                "form-type-placeholder",
                &[("examples", (&examples).into())],
            )),
            value: None,
            max_length: 40,
        }],
    };
    let payload = Payload::Type {
        path: prefix.to_vec(),
    };
    modal_with_id(actor, &form, id(table, payload), lang)
}

/// The input id of the typed-choice form.
pub const TYPED_INPUT: &str = "choice";
