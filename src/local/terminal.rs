//! What a terminal shows differently from Discord: no deadlines.
use present_kit::markup;

/// `text` without its deadlines (`" (due <moment>)"`). Nothing in the terminal times out: the
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
