//! Alt text for pictures (issue 25, item 4): what a screen reader reads instead of a board, a
//! private view or a showdown.
//!
//! Discord keeps at most [`ALT_TEXT_MAX`] characters of an attachment's description, and a
//! whole board in words is often longer (a late Quinox board, an 8-seat Hi-Lo table). Cutting
//! it leaves a screen reader with half a sentence, so each presenter writes a summary instead,
//! most important first (whose turn, scores, what changed, where the free spaces are), with
//! this builder: a line goes in whole or not at all, and a list that does not fit is named by
//! as many whole items as fit plus a count of the rest. The text can therefore never exceed
//! the limit, however many seats or tiles there are, and never ends in a cut word.

use crate::attachment::ALT_TEXT_MAX;
use crate::words::KIT;

/// An alt text under construction: whole lines, never more than its budget.
#[derive(Clone, Debug)]
pub struct Alt {
    text: String,
    max: usize,
}

impl Default for Alt {
    fn default() -> Self {
        Alt::new()
    }
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

impl Alt {
    /// An empty alt text within Discord's limit.
    pub fn new() -> Alt {
        Alt::within(ALT_TEXT_MAX)
    }

    /// An empty alt text within `max` characters (tests use small budgets).
    pub fn within(max: usize) -> Alt {
        Alt {
            text: String::new(),
            max,
        }
    }

    /// An alt text within Discord's limit that opens with `line`: what the table waits for,
    /// the line a screen reader must always get first.
    pub fn opening(line: impl AsRef<str>) -> Alt {
        let mut alt = Alt::new();
        alt.line(line);
        alt
    }

    /// Characters still free, counting the line break a next line needs.
    pub fn room(&self) -> usize {
        let used = chars(&self.text) + usize::from(!self.text.is_empty());
        self.max.saturating_sub(used)
    }

    /// Adds `line` if it fits whole; says whether it did. Empty lines are skipped.
    pub fn line(&mut self, line: impl AsRef<str>) -> bool {
        let line = line.as_ref().trim();
        if line.is_empty() {
            return true;
        }
        if chars(line) > self.room() {
            return false;
        }
        if !self.text.is_empty() {
            self.text.push('\n');
        }
        self.text.push_str(line);
        true
    }

    /// Adds the first of `lines` that fits (the fullest first, a short form last); says
    /// whether one did.
    pub fn first_of<S: AsRef<str>>(&mut self, lines: impl IntoIterator<Item = S>) -> bool {
        lines.into_iter().any(|l| self.line(l))
    }

    /// Adds "`head` (n): a, b, c." naming as many whole items as fit, then "and N more" for
    /// the rest; "`head`: n." when not even one fits. Nothing for an empty list unless
    /// `none` is given ("`head`: none.").
    pub fn list(&mut self, head: &str, items: &[String], none: Option<&str>) -> bool {
        if items.is_empty() {
            return match none {
                Some(none) => self.line(KIT.say_with(
                    "kit-list-none",
                    &[("head", head.into()), ("none", none.into())],
                )),
                None => true,
            };
        }
        let n = items.len();
        let whole = KIT.say_with(
            "kit-list",
            &[
                ("head", head.into()),
                ("n", n.into()),
                ("items", items.join(", ").as_str().into()),
            ],
        );
        if self.line(&whole) {
            return true;
        }
        // As many items as fit with the tail saying how many are left.
        let room = self.room();
        let more = |body: &str, left: usize| {
            KIT.say_with(
                "kit-list-more",
                &[
                    ("head", head.into()),
                    ("n", n.into()),
                    ("items", body.into()),
                    ("more", left.into()),
                ],
            )
        };
        let mut shown = 0;
        let mut body = String::new();
        for (i, item) in items.iter().enumerate() {
            let candidate = if i == 0 {
                item.clone()
            } else {
                format!("{body}, {item}")
            };
            if chars(&more(&candidate, n - i - 1)) > room {
                break;
            }
            body = candidate;
            shown += 1;
        }
        if shown > 0 {
            return self.line(more(&body, n - shown));
        }
        self.line(KIT.say_with("kit-list-count", &[("head", head.into()), ("n", n.into())]))
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The finished text.
    pub fn finish(self) -> String {
        self.text
    }
}

/// A player's name as the alt text says it: at most 40 characters (Discord's display names
/// are at most 32), so that no name can crowd out the rest.
pub fn name(names: &[String], seat: usize) -> String {
    let full = super::text::seat_name(names, seat);
    if chars(&full) <= 40 {
        full
    } else {
        full.chars().take(40).collect()
    }
}

/// "Ann, Bea and Cy", or "5 players" when more than `most` are named.
pub fn who(names: &[String], seats: &[usize], most: usize) -> String {
    if seats.len() > most {
        return KIT.say_with("kit-players", &[("n", seats.len().into())]);
    }
    let list: Vec<String> = seats.iter().map(|s| name(names, *s)).collect();
    and_list(&list)
}

/// "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => KIT.say_with(
            "kit-and",
            &[
                ("first", init.join(", ").as_str().into()),
                ("last", last.into()),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_go_in_whole_or_not_at_all() {
        let mut alt = Alt::within(20);
        assert!(alt.line("Ann to play."));
        assert!(!alt.line("Scores: Ann 3, Bea 4."));
        assert!(alt.first_of(["Scores: Ann 3, Bea 4.", "3 to 4."]));
        let text = alt.finish();
        assert_eq!(text, "Ann to play.\n3 to 4.");
        assert!(text.chars().count() <= 20);
    }

    #[test]
    fn long_lists_name_what_fits_and_count_the_rest() {
        let items: Vec<String> = (0..100).map(|i| format!("n{i}")).collect();
        let mut alt = Alt::within(60);
        alt.line("Bea to play.");
        assert!(alt.list("Free spaces", &items, None));
        let text = alt.finish();
        assert!(text.chars().count() <= 60, "{text}");
        assert!(text.contains("Free spaces (100): n0, n1"), "{text}");
        assert!(text.ends_with("more."), "{text}");
        let mut tiny = Alt::within(30);
        tiny.line("Bea to play.");
        tiny.list("Free spaces", &items, None);
        assert_eq!(tiny.finish(), "Bea to play.\nFree spaces: 100.");
    }
}
