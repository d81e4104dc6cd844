//! What a terminal shows differently from Discord: no deadlines.
use present_kit::markup;

/// `text` without its deadlines: a bracket that ends with a moment (`" (due <moment>)"`,
/// `" (fällig <moment>)"`, in whatever language the text is). Nothing in the terminal times
/// out: the clock stands still between moves, so a deadline shown here would never come
/// (issue 44). The bracket is known by its shape, never by its words (issue 48), and only a
/// moment ends one: a date (`markup::date`, "away until Friday") stays. The moment's marks are
/// found through [`markup::at`] itself, so this follows the markup if it changes.
pub fn without_deadlines(text: &str) -> String {
    let mark = markup::at(0);
    let (Some(open), Some(close)) = (mark.chars().next(), mark.chars().last()) else {
        return text.to_string();
    };
    let end = format!("{close})");
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(j) = rest.find(&end) {
        let (head, tail) = (&rest[..j], &rest[j + end.len()..]);
        // The moment that ends here, and the bracket it ends (within its line).
        let deadline = head.rfind(open).and_then(|m| {
            let moment = &head[m + open.len_utf8()..];
            let bracket = head[..m].rfind(" (")?;
            let words = &head[bracket + 2..m];
            let plain = !words.contains(['(', ')', '\n']);
            (plain && !moment.is_empty() && moment.bytes().all(|b| b.is_ascii_digit()))
                .then_some(bracket)
        });
        match deadline {
            Some(bracket) => out.push_str(&rest[..bracket]),
            None => out.push_str(&rest[..j + end.len()]),
        }
        rest = tail;
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

    /// Known by its shape in every language (issue 48), and only a moment's: a date stays.
    #[test]
    fn deadlines_are_left_out_in_any_language() {
        let text = format!(
            "⏳ Ann : Joue ton tour (échéance {})\n⏳ Bo: Wähle (fällig {}) jetzt\n\
             Cy (weg bis {})",
            markup::at(1_000),
            markup::at(2_000),
            markup::date(3_000)
        );
        assert_eq!(
            without_deadlines(&text),
            format!(
                "⏳ Ann : Joue ton tour\n⏳ Bo: Wähle jetzt\nCy (weg bis {})",
                markup::date(3_000)
            )
        );
        let pseudo = format!("⟦⏳ Ann: Pláy (düüé {})⟧", markup::at(5));
        assert_eq!(without_deadlines(&pseudo), "⟦⏳ Ann: Pláy⟧");
    }
}
