//! A form (Discord's modal, e.g. Hi-Lo's equation) filled in at a terminal.
//!
//! Discord shows a form's starting text in an editable box; a terminal cannot, so the
//! starting text is shown as a suggestion, handed in only by typing it or [`SUGGESTED`]: an
//! empty line hands in nothing (issue 44: it used to hand in the suggestion). `help` and
//! `back` are words of the terminal here, not answers.
use commands::api::{Delivery, Reply};
use present_kit::text::echo;
use present_kit::words::Lang;
use std::collections::BTreeMap;
use std::io::Write;

/// The word that hands in an input's starting text: as deliberate as pressing Discord's
/// Submit on an unchanged box, which an empty line (a stray Enter) is not.
pub const SUGGESTED: &str = "ok";

/// How filling in a form ended.
pub enum Filled {
    /// Every input has its text, by input id.
    Fields(BTreeMap<String, String>),
    /// The person went back to the menu (Discord: closed the form).
    Back,
    /// The input ended.
    Ended,
}

/// Fills in `form`: a human types each input; a bot hands in the starting text.
pub fn fill(
    form: &Reply,
    human: bool,
    lang: Lang,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut impl Write,
) -> std::io::Result<Filled> {
    let Delivery::Modal { title, inputs, .. } = &form.delivery else {
        return Ok(Filled::Fields(BTreeMap::new()));
    };
    let mut fields = BTreeMap::new();
    if !human {
        for input in inputs {
            let start = input.value.clone().unwrap_or_default();
            fields.insert(input.custom_id.clone(), start);
        }
        return Ok(Filled::Fields(fields));
    }
    writeln!(out, "\n[{title}]")?;
    for input in inputs {
        let help = |out: &mut dyn Write| -> std::io::Result<()> {
            if let Some(hint) = &input.placeholder {
                writeln!(out, "  ({hint})")?;
            }
            if let Some(start) = input.value.as_deref().filter(|v| !v.is_empty()) {
                writeln!(
                    out,
                    "  ({})",
                    crate::words::t(
                        lang,
                        "local-form-suggested",
                        &[("start", start.into()), ("word", SUGGESTED.into())]
                    )
                )?;
            }
            writeln!(
                out,
                "  {}",
                crate::words::t(
                    lang,
                    "local-form-help",
                    &[("most", input.max_length.into())]
                )
            )
        };
        help(out)?;
        let value = loop {
            write!(out, "{}: ", input.label)?;
            out.flush()?;
            let Some(line) = lines.next() else {
                return Ok(Filled::Ended);
            };
            let line = line?;
            let typed = line.trim();
            if typed.eq_ignore_ascii_case("back") {
                return Ok(Filled::Back);
            }
            if typed.eq_ignore_ascii_case("help") || typed == "?" {
                help(out)?;
                continue;
            }
            if typed.eq_ignore_ascii_case(SUGGESTED) {
                if let Some(start) = input.value.clone().filter(|v| !v.is_empty()) {
                    break start;
                }
            }
            if typed.is_empty() {
                writeln!(out, "{}", crate::words::t(lang, "local-form-empty", &[]))?;
                continue;
            }
            let length = typed.chars().count();
            if length > usize::from(input.max_length) {
                writeln!(
                    out,
                    "{}",
                    crate::words::t(
                        lang,
                        "local-form-too-long",
                        &[
                            ("typed", (&*echo(typed)).into()),
                            ("length", length.into()),
                            ("most", input.max_length.into())
                        ]
                    )
                )?;
                continue;
            }
            break typed.to_string();
        };
        fields.insert(input.custom_id.clone(), value);
    }
    Ok(Filled::Fields(fields))
}
