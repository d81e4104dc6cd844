//! The no-leak check: no public message may disclose another player's hidden information.
//!
//! The fake learns what each user holds from the private (ephemeral) views they receive: a
//! game-specific [`LeakRule`] extracts the tokens (e.g. the cards of a hand) from a private view.
//! Public messages are collected per *step* (everything between two [`LeakWatch::checkpoint`]s;
//! a test refreshes every player's private view right before each checkpoint).
//!
//! A token held by a player is *secret* when it reached that hand without being named in public
//! (dealt, or passed in a secret swap); one named in public as it arrived (a Market card given
//! openly) is known to all. A step leaks when a public line that was never published before
//! names a token that was secret before the step and is still in some player's hand after it.
//! A legitimate reveal always moves the token into the open (a card played to the Market), and
//! repeating an old line (a "recently" log on the board) discloses nothing new. Messages the rule
//! marks as reveal-everything (final results) are exempt.

use crate::model::{Id, Message};
use std::collections::{BTreeMap, BTreeSet, HashSet};

/// What is secret in one game, as seen on the wire.
#[derive(Clone, Copy)]
pub struct LeakRule {
    /// The tokens a private view shows its reader as theirs (empty when they hold none now),
    /// or `None` when the text is not a private view (a refusal, say).
    pub secrets: fn(&str) -> Option<BTreeSet<String>>,
    /// Every token of the same kind named anywhere in a text.
    pub mentions: fn(&str) -> BTreeSet<String>,
    /// Whether newly published public lines legitimately reveal all hidden information (game
    /// results, a showdown).
    pub reveals_all: fn(&str) -> bool,
    /// Whether one public line openly moves the tokens it names from a hand (e.g. a card given
    /// face up from a hand to another player); such a line is a reveal, not a leak.
    pub open_move: fn(&str) -> bool,
}

/// A player at one table: secrets are a table's, and a table is a channel (a thread is a
/// channel of its own). The same card in two tables' decks is two cards: one held in a channel
/// and named on another channel's board is no leak.
type Seat = (Id, Id);

/// Tracks private views and the public messages of the current step.
#[derive(Default)]
pub struct LeakWatch {
    rule: Option<LeakRule>,
    /// What each user was last shown as theirs, by (channel, user).
    current: BTreeMap<Seat, BTreeSet<String>>,
    /// Each seat's holdings at the last checkpoint.
    held: BTreeMap<Seat, BTreeSet<String>>,
    /// The secret part of `held`.
    secret: BTreeMap<Seat, BTreeSet<String>>,
    /// Every line ever published.
    published: HashSet<String>,
    /// New public lines (message id, channel, lines) since the last checkpoint; `None` for
    /// reveal-all.
    pending: Vec<(Id, Id, Option<String>)>,
}

impl LeakWatch {
    pub fn set_rule(&mut self, rule: LeakRule) {
        self.rule = Some(rule);
    }

    /// A message `user` alone can see was created or edited.
    pub fn private(&mut self, user: Id, message: &Message) {
        if let Some(rule) = self.rule {
            if let Some(secrets) = (rule.secrets)(&message.text()) {
                self.current.insert((message.channel, user), secrets);
            }
        }
    }

    /// A public message was created or edited. A private view in public is reported at once.
    pub fn public(&mut self, message: &Message) -> Option<String> {
        let rule = self.rule?;
        let text = message.text();
        let fresh: Vec<&str> = text
            .lines()
            .filter(|l| !self.published.contains(&unmarked(l)))
            .collect();
        let fresh = fresh.join("\n");
        self.published.extend(text.lines().map(unmarked));
        // Only a newly published reveal exempts: a board that keeps showing an old showdown
        // in its log is checked like any other.
        if !fresh.is_empty() && (rule.reveals_all)(&fresh) {
            self.pending.push((message.id, message.channel, None));
        } else if !fresh.is_empty() {
            self.pending
                .push((message.id, message.channel, Some(fresh)));
        }
        // A view of nobody's secrets (a spectator's, or an eliminated player's) may look
        // just like the board; one with secrets must never be public.
        (rule.secrets)(&text).filter(|s| !s.is_empty()).map(|_| {
            format!(
                "public message {} carries a private view: {}",
                message.id,
                excerpt(&text)
            )
        })
    }

    /// Ends a step: checks its new public lines, then updates who holds what secretly.
    pub fn checkpoint(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        let Some(rule) = self.rule else {
            self.pending.clear();
            return out;
        };
        let mut named = BTreeSet::new();
        // Tokens moved openly during the step are public from then on, in every line.
        let opened: BTreeSet<String> = self
            .pending
            .iter()
            .filter_map(|(_, _, fresh)| fresh.as_deref())
            .flat_map(str::lines)
            .filter(|l| (rule.open_move)(l))
            .flat_map(rule.mentions)
            .collect();
        for (id, channel, fresh) in &self.pending {
            let Some(text) = fresh else {
                continue;
            };
            let here = |seat: &&Seat| seat.0 == *channel;
            for token in (rule.mentions)(text) {
                if opened.contains(&token) {
                    continue;
                }
                let owner = self
                    .secret
                    .iter()
                    .find(|(seat, s)| here(seat) && s.contains(&token));
                let holder = self
                    .current
                    .iter()
                    .find(|(seat, s)| here(seat) && s.contains(&token));
                if let (Some(((_, owner), _)), Some(((_, holder), _))) = (owner, holder) {
                    out.push(format!(
                        "public message {id} names {token}, secret with user {owner} \
                         before and held by user {holder} after: {}",
                        excerpt(text)
                    ));
                }
            }
            named.extend((rule.mentions)(text));
        }
        let mut secret = BTreeMap::new();
        for (seat, now) in &self.current {
            let was = self.held.get(seat);
            let was_secret = self.secret.get(seat);
            let mine: BTreeSet<String> = now
                .iter()
                .filter(|t| match was.is_some_and(|w| w.contains(*t)) {
                    // Kept: its status does not change.
                    true => was_secret.is_some_and(|s| s.contains(*t)),
                    // Arrived: secret unless it was named in public on the way.
                    false => !named.contains(*t),
                })
                .cloned()
                .collect();
            secret.insert(*seat, mine);
        }
        self.secret = secret;
        self.held = self.current.clone();
        self.pending.clear();
        out
    }

    /// What `user` was last shown as theirs, at every table.
    pub fn secrets_of(&self, user: Id) -> BTreeSet<String> {
        self.current
            .iter()
            .filter(|((_, u), _)| *u == user)
            .flat_map(|(_, s)| s.iter().cloned())
            .collect()
    }
}

/// A line as it reads, without Discord's bold marks: a picture's alt text repeats the message
/// text plainly, and an old line is not new for being written without emphasis.
fn unmarked(line: &str) -> String {
    line.replace("**", "")
}

fn excerpt(text: &str) -> String {
    let flat = text.replace('\n', " ⏎ ");
    match flat.char_indices().nth(300) {
        Some((i, _)) => format!("{}…", &flat[..i]),
        None => flat,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> BTreeSet<String> {
        text.split_whitespace()
            .filter(|w| w.starts_with('#'))
            .map(str::to_string)
            .collect()
    }

    fn rule() -> LeakRule {
        LeakRule {
            secrets: |t| t.strip_prefix("HAND").map(words),
            mentions: words,
            reveals_all: |t| t.starts_with("RESULT"),
            open_move: |l| l.contains("openly"),
        }
    }

    fn msg(id: Id, text: &str) -> Message {
        Message {
            id,
            channel: 1,
            ephemeral_to: None,
            content: text.into(),
            embeds: vec![],
            components: vec![],
            attachments: vec![],
            interaction: None,
            deleted: false,
            edits: 0,
        }
    }

    #[test]
    fn a_card_that_stays_hidden_is_a_leak_one_that_moves_into_the_open_is_not() {
        let mut w = LeakWatch::default();
        w.set_rule(rule());
        w.private(10, &msg(1, "HAND #a #b"));
        w.private(11, &msg(2, "HAND #c"));
        assert!(w.checkpoint().is_empty());
        // #a goes to the Market (a public move), #c is named while it stays in a hand.
        w.public(&msg(3, "played #a to the Market; psst, 11 holds #c"));
        w.private(10, &msg(4, "HAND #b"));
        w.private(11, &msg(5, "HAND #c"));
        let found = w.checkpoint();
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("#c"));
    }

    /// Two tables (channels) of one game deal the same cards: a card held at one table and
    /// named on the other table's board is not the same card.
    #[test]
    fn a_secret_is_a_tables_own() {
        let mut w = LeakWatch::default();
        w.set_rule(rule());
        w.private(10, &msg(1, "HAND #a"));
        let mut elsewhere = msg(2, "HAND #b");
        elsewhere.channel = 2;
        w.private(11, &elsewhere);
        assert!(w.checkpoint().is_empty());
        let mut board = msg(3, "the Market shows #a");
        board.channel = 2;
        w.public(&board);
        w.private(10, &msg(4, "HAND #a"));
        assert!(w.checkpoint().is_empty(), "#a of table 1 is not table 2's");
        w.public(&msg(5, "at table 1, 10 holds #a"));
        w.private(10, &msg(6, "HAND #a"));
        assert_eq!(w.checkpoint().len(), 1, "at its own table it is a leak");
        assert_eq!(w.secrets_of(11), BTreeSet::from(["#b".to_string()]));
    }

    #[test]
    fn cards_that_arrived_in_public_and_repeated_lines_are_not_leaks() {
        let mut w = LeakWatch::default();
        w.set_rule(rule());
        w.private(10, &msg(1, "HAND #a"));
        w.checkpoint();
        // #m goes openly from the Market to 10's hand.
        w.public(&msg(2, "log: #m given to 10"));
        w.private(10, &msg(3, "HAND #a #m"));
        assert!(w.checkpoint().is_empty());
        // Naming #m again discloses nothing; repeating an old line neither.
        w.public(&msg(2, "log: #m given to 10\n10 still holds #m"));
        assert!(w.checkpoint().is_empty());
        // 10 passes #m secretly to 11; the old log line is shown again: no leak.
        w.private(10, &msg(4, "HAND #a"));
        w.private(11, &msg(5, "HAND #m"));
        w.checkpoint();
        w.public(&msg(2, "log: #m given to 10"));
        assert!(w.checkpoint().is_empty());
        // But a new line naming it now is one.
        w.public(&msg(2, "11 got #m"));
        assert_eq!(w.checkpoint().len(), 1);
    }

    #[test]
    fn an_old_line_repeated_without_bold_is_not_new() {
        let mut w = LeakWatch::default();
        w.set_rule(rule());
        w.private(10, &msg(1, "HAND #a"));
        w.checkpoint();
        w.public(&msg(2, "log: **10** got #m from the Market"));
        w.private(10, &msg(3, "HAND #a #m"));
        w.checkpoint();
        // #m goes back and 10 draws it again, secretly; the board's alt text repeats the old
        // log line without its bold.
        w.private(10, &msg(4, "HAND #a"));
        w.checkpoint();
        w.private(10, &msg(5, "HAND #a #m"));
        w.checkpoint();
        w.public(&msg(
            2,
            "log: **10** got #m from the Market\nlog: 10 got #m from the Market",
        ));
        assert!(w.checkpoint().is_empty());
    }

    #[test]
    fn secret_transfers_between_hands_are_still_hidden_and_results_are_exempt() {
        let mut w = LeakWatch::default();
        w.set_rule(rule());
        w.private(10, &msg(1, "HAND #a"));
        w.private(11, &msg(2, "HAND #b"));
        w.checkpoint();
        w.public(&msg(3, "10 passed #a to 11"));
        w.public(&msg(4, "RESULT 10: #a, 11: #b"));
        w.private(10, &msg(5, "HAND"));
        w.private(11, &msg(6, "HAND #a #b"));
        let found = w.checkpoint();
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("message 3"));
    }

    #[test]
    fn an_open_move_from_a_hand_is_a_reveal() {
        let mut w = LeakWatch::default();
        w.set_rule(rule());
        w.private(10, &msg(1, "HAND #k #a"));
        w.private(11, &msg(2, "HAND #b"));
        w.checkpoint();
        w.public(&msg(3, "10 openly gives #k to 11\n11 takes #k"));
        w.private(10, &msg(4, "HAND #a"));
        w.private(11, &msg(5, "HAND #b #k"));
        assert!(w.checkpoint().is_empty());
        // #k is now known to be with 11: naming it again is no leak.
        w.public(&msg(3, "11 holds #k"));
        assert!(w.checkpoint().is_empty());
    }

    #[test]
    fn a_private_view_in_public_is_reported_at_once() {
        let mut w = LeakWatch::default();
        w.set_rule(rule());
        assert!(w.public(&msg(1, "HAND #a")).is_some());
        assert!(w.public(&msg(2, "board")).is_none());
    }
}
