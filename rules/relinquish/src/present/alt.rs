//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the board
//! or a private view, most important first and within Discord's limit by construction
//! ([`Alt`]): what the table waits for (naming whoever is awaited), what just happened (issue
//! 44: the alt text never said what had changed since the last picture), the seat's own hand, scry,
//! Rally and choice (private view only), each side's score, then the tableaus and piles as
//! far as room allows.

use super::board::{choosing_line, hand_parts, options_line, phase_line};
use super::events::event_text;
use super::text::{codes, count, name, placed, team};
use crate::rules::{Card, Rally, View};
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
        format!("Your hand: {}.", count(me.hand.len(), "card")),
    ]);
    if !me.scry.is_empty() {
        alt.line(format!(
            "Scrying: {}; you keep one, the other is discarded face up.",
            codes(&me.scry)
        ));
    }
    if let Some(rally) = me.rally {
        alt.line(format!(
            "Your Rally: {}.",
            match rally {
                Rally::Blind => "none".to_string(),
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
    alt.first_of(tails.map(|t| format!("Just now: {t}")));
}

/// "Your hand (5): Commons 3W 9C; Courts KS; Tarots T4."
fn hand_line(hand: &[Card]) -> String {
    format!(
        "Your hand ({}): {}.",
        hand.len(),
        hand_parts(hand).join("; ")
    )
}

fn table(alt: &mut Alt, view: &View, names: &Names) {
    if let Some(places) = &view.places {
        alt.line(format!(
            "Final: {}.",
            standings(places, |s| view.seats[s].side_score, |s| name(names, s))
        ));
    }
    let scores: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let side = if view.teams {
                format!(" (team {})", team(s.team))
            } else {
                String::new()
            };
            format!(
                "{}{side} score {}, {}, {} in hand",
                name(names, seat),
                s.score,
                count(s.courts as usize, "Court"),
                count(s.hand, "card")
            )
        })
        .collect();
    alt.list("Players", &scores, None);
    alt.line(format!(
        "Turn {}. Scry pile {}, discard {}, exile {}.",
        view.turn_number,
        view.scry_pile,
        view.discard.len(),
        view.exile.len()
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
        alt.list(&format!("{who}'s Standing cards"), &standing, Some("none"));
        alt.list(&format!("{who}'s Resting cards"), &resting, None);
    }
}
