//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the
//! board, a private view or the showdown, most important first and within Discord's limit by
//! construction ([`Alt`]), however many seats play: what the table waits for (naming whoever is
//! awaited), what just changed (the last move, issue 44), the seat's own cards and move
//! (private view only), the pot, then each seat's chips and open cards as far as room allows.

use super::board::{phase_line, private_part};
use super::showdown::showdown_text;
use super::text::{chips, name, open_text};
use crate::rules::{Act, PhaseView, SeatStatus, Showdown, View};
use crate::words::WORDS;
use game_kit::{Seat, Viewer};
use present_kit::alt::Alt;
use present_kit::present::Names;
use present_kit::text::ordinal;

/// The public board's alt text.
pub fn board_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::opening(phase_line(view, names));
    if let Some(line) = last_move(view, names) {
        alt.line(line);
    }
    table(&mut alt, view, names);
    alt.finish()
}

/// A seat's private view's alt text: what the table waits for, the seat's own cards and what
/// is asked of it, then the table.
pub fn private_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::opening(phase_line(view, names));
    if let Some(line) = last_move(view, names) {
        alt.line(line);
    }
    if let Some(part) = private_part(view) {
        for line in part.lines() {
            alt.line(line);
        }
    }
    table(&mut alt, view, names);
    alt.finish()
}

/// What just changed: the last move, who made it ("You" in the mover's own view) and, when
/// it ended its round, that that round is over. "Last move: Ana raised to 12."
pub fn last_move(view: &View, names: &Names) -> Option<String> {
    let last = view.last.as_ref()?;
    let you = if view.viewer == Viewer::Seat(last.seat) {
        "yes"
    } else {
        "no"
    };
    let (act, to) = match last.act {
        Act::Checked => ("checked", 0),
        Act::Called { to } => ("called", to),
        Act::Bet { to } => ("bet", to),
        Act::Raised { to } => ("raised", to),
        Act::Folded => ("folded", 0),
        Act::PlacedTimes => ("placed", 0),
        Act::HandedIn => ("handed-in", 0),
    };
    let what = WORDS.say_with(
        "hl-alt-move",
        &[
            ("you", you.into()),
            ("name", name(names, last.seat).as_str().into()),
            ("act", act.into()),
            ("to", to.into()),
        ],
    );
    Some(
        if last.round != view.round || view.phase == PhaseView::GameOver {
            WORDS.say_with(
                "hl-alt-last-move-over",
                &[("round", last.round.into()), ("move", what.as_str().into())],
            )
        } else {
            WORDS.say_with("hl-alt-last-move", &[("move", what.as_str().into())])
        },
    )
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
        alt.list(&WORDS.say("hl-alt-final-standings"), &list, None);
    }
    let rounds = WORDS.say_with(
        "hl-round",
        &[("round", view.round.into()), ("rounds", view.rounds.into())],
    );
    let pot = WORDS.say_with(
        if view.carry > 0 {
            "hl-alt-pot-carried"
        } else {
            "hl-alt-pot"
        },
        &[
            ("rounds", rounds.as_str().into()),
            ("dealer", name(names, view.dealer).as_str().into()),
            ("pot", view.pot.into()),
            ("carry", view.carry.into()),
            ("cap", view.cap.into()),
        ],
    );
    let short = WORDS.say_with(
        "hl-alt-pot-short",
        &[("rounds", rounds.as_str().into()), ("pot", view.pot.into())],
    );
    alt.first_of([pot, short]);
    let acting = match &view.phase {
        PhaseView::Betting { to_act, .. } => Some(*to_act),
        _ => None,
    };
    let seats: Vec<String> = view
        .seats
        .iter()
        .enumerate()
        .map(|(s, seat)| {
            let who = name(names, s);
            match seat.status {
                SeatStatus::Out { .. } => {
                    WORDS.say_with("hl-alt-seat-out", &[("name", who.as_str().into())])
                }
                status => {
                    let mut parts = vec![WORDS.say_with(
                        "hl-alt-seat",
                        &[
                            ("name", who.as_str().into()),
                            ("chips", chips(seat.chips).as_str().into()),
                            ("wagered", seat.wagered.into()),
                        ],
                    )];
                    if !seat.open.is_empty() {
                        parts.push(WORDS.say_with(
                            "hl-alt-open",
                            &[("cards", open_text(&seat.open).as_str().into())],
                        ));
                    }
                    if status == SeatStatus::Folded {
                        parts.push(WORDS.say("hl-seat-folded"));
                    }
                    if seat.submitted {
                        parts.push(WORDS.say("hl-seat-handed-in"));
                    }
                    if acting == Some(s) {
                        parts.push(WORDS.say("hl-alt-to-act"));
                    }
                    parts.join(", ")
                }
            }
        })
        .collect();
    alt.list(&WORDS.say("hl-alt-seats"), &seats, None);
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
    let best_head = WORDS.say("hl-best-head");
    let best = rest
        .iter()
        .position(|l| *l == best_head)
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
    alt.list(&WORDS.say("hl-alt-paid"), &paid, None);
    alt.list(&WORDS.say("hl-alt-hands"), &hands, None);
    alt.finish()
}

#[cfg(test)]
mod tests {
    use super::super::testing::names;
    use super::*;
    use crate::rules::{Action, EquationHiLo, Options};
    use game_kit::Game;
    use present_kit::testing::XorShift;

    /// Issue 44: after every move of random games, the board's alt text says who made it and
    /// what it was (the mover's own view says "You"), and what a × replaced or a declaration
    /// said stays out of it until the showdown.
    #[test]
    fn the_alt_texts_say_the_last_move_and_keep_its_secrets() {
        let mut said = 0;
        for seed in 0..12u64 {
            let players = 2 + (seed % 5) as usize;
            let n = names(players);
            let options = Options {
                chips: 12,
                rounds: 2,
                ..Options::default()
            };
            let mut s = EquationHiLo::setup(&options, players, seed).unwrap();
            let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            assert_eq!(
                last_move(&EquationHiLo::view(&s, Viewer::Spectator), &n),
                None
            );
            while let Some(p) = EquationHiLo::prompts(&s).into_iter().next() {
                let legal = EquationHiLo::legal(&s, p.seat);
                let action = legal[rng.below(legal.len())].clone();
                let round = s.round;
                let high = s.wagered.iter().copied().max().unwrap_or(0);
                let mine = s.wagered[p.seat];
                EquationHiLo::apply(&mut s, p.seat, action.clone()).unwrap();
                let view = EquationHiLo::view(&s, Viewer::Spectator);
                let who = &n[p.seat];
                // A bet may open the betting or raise it (the rules' to say): either is
                // right as long as the mover and the amount are there.
                let what: Vec<String> = match &action {
                    Action::Check => vec!["checked".into()],
                    Action::Call => vec![format!("called ({} in all)", high.max(mine))],
                    Action::Bet { to } => vec![format!("bet {to}"), format!("raised to {to}")],
                    Action::Fold => vec!["folded".into()],
                    Action::Discard { .. } => vec!["chose what a drawn × replaces".into()],
                    Action::Declare { .. } => vec!["handed in a declaration".into()],
                };
                let alt = board_alt(&view, &n);
                let over = s.round != round || EquationHiLo::prompts(&s).is_empty();
                let when = if over {
                    format!(" (round {round}, which is over)")
                } else {
                    String::new()
                };
                let expected: Vec<String> = what
                    .iter()
                    .map(|w| format!("Last move{when}: {who} {w}."))
                    .collect();
                assert!(
                    expected.iter().any(|e| alt.contains(e)),
                    "{expected:?} not in {alt}"
                );
                let own = private_alt(&EquationHiLo::view(&s, Viewer::Seat(p.seat)), &n);
                assert!(own.contains("Last move") && own.contains(": You "), "{own}");
                if let Action::Discard { op } = action {
                    let line = alt.lines().find(|l| l.starts_with("Last move")).unwrap();
                    assert!(!line.contains(op.symbol()), "{line}");
                }
                said += 1;
            }
        }
        assert!(said > 100, "{said}");
    }
}
