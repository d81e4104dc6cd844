//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the board
//! or a private view, most important first and within Discord's limit by construction
//! ([`Alt`]): what the table waits for (naming whoever is awaited), what just happened (issue
//! 44: the alt text never said what had changed since the last picture), the seat's own hand, scry,
//! Rally and choice (private view only), each side's score, then the tableaus and piles as
//! far as room allows.

use super::board::{choosing_line, hand_parts, options_line, phase_line};
use super::events::event_text;
use super::text::{cards_count, codes, courts_count, name, none, placed, team};
use crate::rules::{Card, Rally, View};
use crate::words::say;
use present_kit::alt::Alt;
use present_kit::present::Names;
use present_kit::text::standings;

/// The public board's alt text.
pub fn board_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::opening(phase_line(view, names));
    just_now(&mut alt, view, names);
    table(&mut alt, view, names);
    alt.finish()
}

/// A seat's private view's alt text: what the table waits for, the seat's own cards and
/// options, then the table.
pub fn private_alt(view: &View, names: &Names) -> String {
    let Some(me) = &view.me else {
        return board_alt(view, names);
    };
    let mut alt = Alt::opening(phase_line(view, names));
    just_now(&mut alt, view, names);
    alt.first_of([
        hand_line(&me.hand),
        say!("rq-alt-hand-count", cards = &cards_count(me.hand.len())),
    ]);
    if !me.scry.is_empty() {
        alt.line(say!("rq-alt-scrying", cards = &codes(&me.scry)));
    }
    if let Some(rally) = me.rally {
        alt.line(say!(
            "rq-alt-rally",
            card = &match rally {
                Rally::Blind => none(),
                Rally::Common(c) => c.short(),
            }
        ));
    }
    if let Some(sel) = &me.selecting {
        alt.line(choosing_line(sel, names));
    }
    if let Some(line) = options_line(view, me) {
        alt.line(line);
    }
    table(&mut alt, view, names);
    alt.finish()
}

/// What the latest action brought about ("Just now: Ann Populates 7W."), as the view's viewer
/// may see it: every event when they fit, else the newest ones (the event lines in the channel
/// say the rest).
fn just_now(alt: &mut Alt, view: &View, names: &Names) {
    let lines: Vec<String> = view
        .last
        .iter()
        .map(|e| present_kit::markup::strip(&event_text(e, names)))
        .collect();
    if lines.is_empty() {
        return;
    }
    let tails = (1..=lines.len())
        .rev()
        .map(|n| lines[lines.len() - n..].join(" "));
    alt.first_of(tails.map(|t| say!("rq-alt-just-now", events = &t)));
}

/// "Your hand (5): Commons 3W 9C; Courts KS; Tarots T4."
fn hand_line(hand: &[Card]) -> String {
    say!(
        "rq-alt-hand",
        n = hand.len(),
        parts = &hand_parts(hand).join("; ")
    )
}

fn table(alt: &mut Alt, view: &View, names: &Names) {
    if let Some(places) = &view.places {
        alt.line(say!(
            "rq-alt-final",
            standings = &standings(places, |s| view.seats[s].side_score, |s| name(names, s))
        ));
    }
    let scores: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let side = if view.teams {
                team(s.team).to_string()
            } else {
                "none".to_string()
            };
            say!(
                "rq-alt-seat",
                name = &name(names, seat),
                team = side.as_str(),
                score = s.score,
                courts = &courts_count(s.courts as usize),
                hand = &cards_count(s.hand)
            )
        })
        .collect();
    alt.list(&say("rq-alt-players"), &scores, None);
    alt.line(say!(
        "rq-alt-piles",
        turn = view.turn_number,
        scry = view.scry_pile,
        discard = view.discard.len(),
        exile = view.exile.len()
    ));
    for (seat, s) in view.seats.iter().enumerate() {
        let standing: Vec<String> = s
            .tableau
            .iter()
            .filter(|c| !c.resting)
            .map(|c| placed(c, names))
            .collect();
        let resting: Vec<String> = s
            .tableau
            .iter()
            .filter(|c| c.resting)
            .map(|c| placed(c, names))
            .collect();
        let who = name(names, seat);
        alt.list(
            &say!("rq-alt-standing", name = &who),
            &standing,
            Some(&none()),
        );
        alt.list(&say!("rq-alt-resting", name = &who), &resting, None);
    }
}
