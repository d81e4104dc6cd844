//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the
//! board, a private view or the showdown, most important first and within Discord's limit by
//! construction ([`Alt`]), however many seats play: what the table waits for (naming whoever is
//! awaited), the seat's own cards and move (private view only), the pot, then each seat's
//! chips and open cards as far as room allows.

use super::board::{phase_line, private_part};
use super::showdown::showdown_text;
use super::text::{chips, name, open_text};
use crate::rules::{PhaseView, SeatStatus, Showdown, View};
use game_kit::Seat;
use present_kit::alt::Alt;
use present_kit::present::Names;
use present_kit::text::ordinal;

/// The public board's alt text.
pub fn board_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::new();
    alt.line(phase_line(view, names));
    table(&mut alt, view, names);
    alt.finish()
}

/// A seat's private view's alt text: what the table waits for, the seat's own cards and what
/// is asked of it, then the table.
pub fn private_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::new();
    alt.line(phase_line(view, names));
    if let Some(part) = private_part(view) {
        for line in part.lines() {
            alt.line(line);
        }
    }
    table(&mut alt, view, names);
    alt.finish()
}

fn table(alt: &mut Alt, view: &View, names: &Names) {
    if let Some(places) = &view.places {
        let mut seats: Vec<Seat> = (0..places.len()).collect();
        seats.sort_by_key(|&s| (places[s], s));
        let list: Vec<String> = seats
            .iter()
            .map(|&s| {
                format!(
                    "{} {} {}",
                    ordinal(places[s]),
                    name(names, s),
                    chips(view.seats[s].chips)
                )
            })
            .collect();
        alt.list("Final standings", &list, None);
    }
    let rounds = if view.rounds == 0 {
        format!("Round {}", view.round)
    } else {
        format!("Round {} of {}", view.round, view.rounds)
    };
    let mut pot = format!(
        "{rounds}, dealer {}. Pot {}",
        name(names, view.dealer),
        view.pot
    );
    if view.carry > 0 {
        pot.push_str(&format!(" ({} carried over)", view.carry));
    }
    pot.push_str(&format!(", cap {}.", view.cap));
    alt.first_of([pot, format!("{rounds}. Pot {}.", view.pot)]);
    let acting = match &view.phase {
        PhaseView::Betting { to_act, .. } => Some(*to_act),
        _ => None,
    };
    let seats: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(s, seat)| {
            let mut line = name(names, s);
            match seat.status {
                SeatStatus::Out { .. } => line.push_str(" out"),
                status => {
                    line.push_str(&format!(" {}, in {}", chips(seat.chips), seat.wagered));
                    if !seat.open.is_empty() {
                        line.push_str(&format!(", open {}", open_text(&seat.open)));
                    }
                    if status == SeatStatus::Folded {
                        line.push_str(", folded");
                    }
                    if seat.submitted {
                        line.push_str(", handed in");
                    }
                    if acting == Some(s) {
                        line.push_str(", to act");
                    }
                }
            }
            line
        })
        .collect();
    alt.list("Seats", &seats, None);
}

/// The showdown picture's alt text: the pot and who won what first, then each hand as far as
/// room allows.
pub fn showdown_alt(sd: &Showdown, names: &Names) -> String {
    let mut alt = Alt::new();
    let text = showdown_text(sd, names);
    let mut lines = text.lines();
    // The heading, then (after the hands) the outcome; the hands are listed last.
    if let Some(first) = lines.next() {
        alt.line(first);
    }
    let rest: Vec<&str> = lines.collect();
    let hands: Vec<String> = rest
        .iter()
        .filter_map(|l| l.strip_prefix("• "))
        .map(str::to_string)
        .collect();
    let best = rest
        .iter()
        .position(|l| l.starts_with("Best possible"))
        .unwrap_or(rest.len());
    for line in rest[..best].iter().filter(|l| !l.starts_with("• ")) {
        alt.line(line);
    }
    let paid: Vec<String> = sd
        .settlement
        .payouts
        .iter()
        .map(|(s, n)| format!("{} {}", name(names, *s), chips(*n)))
        .collect();
    alt.list("Paid", &paid, None);
    alt.list("Hands", &hands, None);
    alt.finish()
}
