//! The seats: one band per seat with its name on a line of its own, a line of what is known
//! about it (turn, score, hand, team, what it is awaited for or its place), its Standing and
//! its Resting cards.
//!
//! Always two rows of bands, so every table has one height within `MAX_H` (issue 44: the
//! four-player view was 400×732 on a phone): two seats take a row each across the whole width;
//! three or four sit two side by side (a third alone across the second row).

use super::cards::{card_row, REST, STAND};
use super::{band_at, BODY, MARGIN, NAME, SMALL, SPACE, W};
use crate::rules::{BattleStepView, Card, CardView, PhaseView, SeatView, View};
use crate::words::say;
use game_kit::Seat;
use present_kit::picture::draw;
use present_kit::picture::palette::{ACCENT, BAND, GOOD, INK, MUTED, TEAM, TEXT};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::present::Names;
use present_kit::text::ordinal;

/// A band's padding, its name line and its info line.
const PAD: f32 = 6.0;
const NAME_LINE: f32 = 25.0;
const INFO_LINE: f32 = 27.0;
/// One seat band: padding, name, info, Standing row, Resting row, padding.
pub const SEAT_H: f32 = PAD + NAME_LINE + INFO_LINE + STAND.1 + 4.0 + REST.1 + PAD;
/// The two rows of bands.
pub const SEATS_H: f32 = 2.0 * SEAT_H + SPACE;
/// The inner padding of a band, left and right.
const INSET: f32 = 10.0;

/// Where seat `seat` of `players` sits: its band's left edge, top and width from `y`.
pub fn place(seat: Seat, players: usize, y: f32) -> (f32, f32, f32) {
    let full = W - 2.0 * MARGIN;
    let half = (full - SPACE) / 2.0;
    let row = |r: usize| y + r as f32 * (SEAT_H + SPACE);
    if players <= 2 {
        return (MARGIN, row(seat), full);
    }
    if players == 3 && seat == 2 {
        return (MARGIN, row(1), full);
    }
    let x = MARGIN + (seat % 2) as f32 * (half + SPACE);
    (x, row(seat / 2), half)
}

/// Every seat's band from `y` (see [`place`]).
pub fn seats(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) {
    let over = view.places.is_some();
    for (seat, sv) in view.seats.iter().enumerate() {
        let (x, by, w) = place(seat, view.players, y);
        let active = seat == view.active && !over;
        let style = if active {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        band_at(svg, (x, by), (w, SEAT_H), &style);
        seat_band(
            svg,
            view,
            names,
            (seat, sv),
            me,
            (x + INSET, by, w - 2.0 * INSET),
        );
    }
}

/// What a seat is awaited for now, in public terms, if anything.
fn awaited(view: &View, seat: Seat) -> Option<String> {
    awaited_id(view, seat).map(|what| say!("rq-pic-awaited", what = what))
}

/// [`awaited`]'s id in the catalog's selector.
fn awaited_id(view: &View, seat: Seat) -> Option<&'static str> {
    match &view.phase {
        PhaseView::Scry { seat: s } if *s == seat => Some("scrying"),
        PhaseView::Negate { waiting, .. } if waiting.contains(&seat) => Some("negate"),
        PhaseView::Foil { waiting, .. } if waiting.contains(&seat) => Some("foil"),
        PhaseView::Battle { step, .. } => match step {
            BattleStepView::Blocking { defender } if *defender == seat => Some("blocking"),
            BattleStepView::Clash {
                defender,
                attacker_picked,
                defender_picked,
                ..
            } => {
                let picked = if seat == view.active {
                    Some(*attacker_picked)
                } else if seat == *defender {
                    Some(*defender_picked)
                } else {
                    None
                };
                picked.map(|p| if p { "rally-in" } else { "rallying" })
            }
            BattleStepView::Capture { .. } if seat == view.active => Some("capturing"),
            _ => None,
        },
        _ => None,
    }
}

/// A team's round badge with its letter (A, B), from `x`; returns its width.
fn team_badge(svg: &mut Svg, x: f32, cy: f32, index: usize) -> f32 {
    let color = TEAM.get(index).copied().unwrap_or(MUTED);
    svg.circle(x + 12.5, cy, 12.5, &Style::fill(color));
    let style = TextStyle::new(SMALL, INK).bold().middle();
    svg.text(
        x + 12.5,
        style.baseline_for(cy),
        &super::super::text::team(index).to_string(),
        &style,
    );
    25.0
}

/// One seat's band (see [`seats`]): `sv` is `seat`'s part of the view; `(x, y, w)` its
/// inside's left edge, the band's top and the inside's width.
fn seat_band(
    svg: &mut Svg,
    view: &View,
    names: &Names,
    (seat, sv): (Seat, &SeatView),
    me: Option<Seat>,
    (x, y, w): (f32, f32, f32),
) {
    let active = seat == view.active && view.places.is_none();
    // The name has its line to itself: it is never cut (issue 44).
    let name_style = TextStyle::new(NAME, TEXT).bold();
    draw::seat_name(svg, (x, y + PAD + 19.0), names, seat, &name_style, w);
    // The info line: turn marker, score, hand, team, "you", what is awaited or the place.
    let cy = y + PAD + NAME_LINE + INFO_LINE / 2.0;
    let score = TextStyle::new(BODY, TEXT).bold();
    let hand = TextStyle::new(BODY, TEXT);
    let hand_text = sv.hand.to_string();
    let mut badges: Vec<(String, Color)> = Vec::new();
    let you = say("rq-pic-you");
    if me == Some(seat) {
        badges.push((you.clone(), ACCENT));
    }
    if let Some(place) = view.places.as_ref().and_then(|p| p.get(seat)) {
        badges.push((say!("rq-pic-place", place = &ordinal(*place)), ACCENT));
    } else if let Some(what) = awaited(view, seat) {
        badges.push((what, GOOD));
    }
    let badge_w = |t: &str| TextStyle::new(SMALL, INK).bold().width(t) + 2.0 * SMALL * 0.45;
    let mut score_text = say!("rq-pic-points", n = sv.score);
    let line_w = |score_text: &str, badges: &[(String, Color)]| {
        (if active { 22.0 } else { 0.0 })
            + score.width(score_text)
            + 12.0
            + 20.0
            + hand.width(&hand_text)
            + 10.0
            + if view.teams { 31.0 } else { 0.0 }
            + badges.iter().map(|(t, _)| badge_w(t) + 6.0).sum::<f32>()
    };
    // A half-width band may not hold it all: the score's unit goes first, then "you" (the
    // header names the seat whose view it is).
    if line_w(&score_text, &badges) > w {
        score_text = sv.score.to_string();
    }
    if line_w(&score_text, &badges) > w {
        badges.retain(|(t, _)| *t != you);
    }
    let mut at = x;
    if active {
        draw::turn_marker(svg, at, cy, 18.0);
        at += 22.0;
    }
    svg.text(at, score.baseline_for(cy), &score_text, &score);
    at += score.width(&score_text) + 12.0;
    draw::mini_back(svg, at, cy - 11.0, 15.0, 22.0);
    at += 20.0;
    svg.text(at, hand.baseline_for(cy), &hand_text, &hand);
    at += hand.width(&hand_text) + 10.0;
    if view.teams {
        at += team_badge(svg, at, cy, sv.team) + 6.0;
    }
    for (text, color) in &badges {
        at += draw::badge(svg, at, cy, text, SMALL, *color, INK) + 6.0;
    }
    // The cards: Standing upright, then Resting sideways, each in its own row.
    let row = |resting: bool| -> Vec<(Card, i32)> {
        sv.tableau
            .iter()
            .filter(|c: &&CardView| c.resting == resting)
            .map(|c| (c.card, c.value))
            .collect()
    };
    let standing_y = y + PAD + NAME_LINE + INFO_LINE;
    let resting_y = standing_y + STAND.1 + 4.0;
    let (standing, resting) = (row(false), row(true));
    if sv.tableau.is_empty() {
        let style = TextStyle::new(SMALL, MUTED);
        let none = draw::name_fit(&say("rq-pic-no-cards"), "", &style, w);
        svg.text(x, standing_y + 30.0, &none, &style);
    }
    card_row(svg, &standing, x, standing_y, STAND, w);
    card_row(svg, &resting, x, resting_y, REST, w);
}
