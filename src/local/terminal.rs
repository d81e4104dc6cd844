//! What a terminal shows differently from Discord: no deadlines, and typed text echoed only
//! in part.
use commands::markup;

/// How much of a person's typed text a refusal repeats: enough to recognise it, never a
/// screenful (a pasted 5,000-character line must not come back whole).
pub const ECHO_MAX: usize = 100;

/// `typed` as a refusal repeats it: whole up to [`ECHO_MAX`] characters, else cut there
/// with "…".
pub fn echoed(typed: &str) -> String {
    if typed.chars().count() <= ECHO_MAX {
        return typed.to_string();
    }
    let mut cut: String = typed.chars().take(ECHO_MAX - 1).collect();
    cut.push('…');
    cut
}

/// `text` without its deadlines (" (due <moment>)"). Nothing in the terminal times out: the
/// clock stands still between moves, so a deadline shown here would never come (issue 44).
/// The moment's marks are found through [`markup::at`] itself, so this follows the markup if
/// it changes.
pub fn without_deadlines(text: &str) -> String {
    let mark = markup::at(0);
    let (Some(open), Some(close)) = (mark.chars().next(), mark.chars().last()) else {
        return text.to_string();
    };
    let start = format!(" (due {open}");
    let end = format!("{close})");
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(&start) {
        let Some(j) = rest[i..].find(&end) else {
            break;
        };
        out.push_str(&rest[..i]);
        rest = &rest[i + j + end.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_typed_text_is_cut_with_an_ellipsis() {
        assert_eq!(echoed("m49"), "m49");
        let exact = "x".repeat(ECHO_MAX);
        assert_eq!(echoed(&exact), exact);
        let long = "é".repeat(5_000);
        let shown = echoed(&long);
        assert_eq!(shown.chars().count(), ECHO_MAX);
        assert!(shown.ends_with('…'));
    }

    #[test]
    fn deadlines_are_left_out_and_the_rest_kept() {
        let text = format!(
            "⏳ Ann: Play your turn (due {})\n⏳ Bo: Choose (due {}) now\nno deadline (due soon)",
            markup::at(1_000),
            markup::at(2_000)
        );
        assert_eq!(
            without_deadlines(&text),
            "⏳ Ann: Play your turn\n⏳ Bo: Choose now\nno deadline (due soon)"
        );
    }
}
