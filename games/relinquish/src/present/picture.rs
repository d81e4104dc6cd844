//! Relinquish as pictures: the public table from the spectator's view, a seat's hand from that
//! seat's view. Like the text in `board`, both are drawn from a [`View`] only, so they cannot
//! show what the view does not hold; the phase line under the picture is the text's own.
//!
//! Cards are drawn as their faces: a Common's value over its suit's symbol, a Court's rank
//! letter (P, N, K, Q, as in the typed codes) over the symbol inside a frame of the suit's
//! colour, a Tarot's number (`T16`) on a purple frame. Each suit has a symbol as well as a
//! colour, so a suit never depends on colour alone: the French suits that descend from the tarot
//! suits (♣ Wands, ♥ Cups, ♠ Swords, ♦ Pence; a legend says so), solid shapes that stay legible
//! at phone size where DejaVu's thematic symbols (⚚ ⚱ ⚔ ☉) thin to hairlines. A Resting card lies sideways (as the rulebook turns it), on a greyer face, in
//! its own row labelled "Resting"; a captured card carries a tag naming the seat it came from;
//! a Bounty's changed value sits in a corner badge.

use super::board::phase_line;
use super::board::{
    bounties_line, choosing_line, flips_line, options_line, teams_line, used_this_turn,
};
use super::text::{count, name, names_list, team};
use crate::rules::cards::TAROT_NAMES;
use crate::rules::{
    BattleStepView, Card, CardView, PhaseView, Private, Rank, SeatView, Suit, View,
};
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::palette::{
    ACCENT, BAND, BODY, GOOD, INK, LARGE, MARGIN, MUTED, PAPER, RULE, SMALL, TEAM, TEXT, TITLE,
    WIDTH,
};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::present::Names;
use present_kit::text::{ordinal, standings};

/// A Standing card in a tableau (upright) and a Resting one (sideways: the same card turned).
const STAND: (f32, f32) = (54.0, 76.0);
const REST: (f32, f32) = (76.0, 54.0);
/// Cards in the piles.
const PILE: (f32, f32) = (42.0, 58.0);
/// Cards in a private hand: the 13 dealt fit one row.
const HAND: (f32, f32) = (55.0, 80.0);
const GAP: f32 = 6.0;

/// The left edge of tableau cards in a seat band, right of the seat's name and counts.
const CARDS_X: f32 = MARGIN + 226.0;
/// A tableau row: a strip for the "Standing"/"Resting" labels, the cards, a strip for tags.
const LABEL_H: f32 = 20.0;
const TAG_H: f32 = 16.0;
/// Space between the Standing and the Resting cards sharing a row (a divider runs there).
const GROUP_GAP: f32 = 18.0;

/// A Resting card's face: the paper greyed, so a Resting card reads as "turned away" even
/// before its sideways shape is noticed (ink on it keeps a contrast above 4.5:1).
const RESTING_PAPER: Color = Color(0xcf, 0xcc, 0xc2);

/// Tarots: Okabe-Ito reddish purple, darkened for the paper.
const TAROT: Color = Color(0x8e, 0x3b, 0x73);

/// A suit's ink on a card face (each at least 4.5:1 on the paper) and its symbol.
pub fn suit_look(suit: Suit) -> (Color, char) {
    match suit {
        Suit::Wands => (Color(0xb3, 0x45, 0x00), '♣'),
        Suit::Cups => (Color(0x00, 0x62, 0xa0), '♥'),
        Suit::Swords => (INK, '♠'),
        Suit::Pence => (Color(0x00, 0x6e, 0x4e), '♦'),
    }
}

/// The big mark of a card face: a Common's value, a Court's rank letter, a Tarot's `T` and
/// number.
fn mark(card: Card) -> String {
    match card {
        Card::Common { value, .. } => value.to_string(),
        Card::Court { rank, .. } => rank.letter().to_string(),
        Card::Tarot(n) => format!("T{n}"),
    }
}

/// What a card face reads as, one `<text>` element: `7♠` (7 of Swords), `Q♦` (Queen of
/// Pence), `T16` (The Tower).
pub fn face_label(card: Card) -> String {
    match card.suit() {
        Some(suit) => format!("{}{}", mark(card), suit_look(suit).1),
        None => mark(card),
    }
}

/// A Tarot's name (RQ-22).
fn tarot_name(n: u8) -> &'static str {
    TAROT_NAMES.get(usize::from(n)).copied().unwrap_or("?")
}

/// A face-up card at `(x, y)`, `w` by `h`: upright when taller than wide, sideways (Resting)
/// otherwise.
fn card(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), card: Card) {
    let sideways = w > h;
    let paper = if sideways { RESTING_PAPER } else { PAPER };
    svg.rounded_rect(x, y, w, h, draw::card_radius(w.min(h)), &Style::fill(paper));
    let (ink, symbol) = match card.suit() {
        Some(suit) => {
            let (ink, symbol) = suit_look(suit);
            (ink, Some(symbol.to_string()))
        }
        None => (TAROT, None),
    };
    // Courts and Tarots are framed, so they never pass for a Common at a glance.
    if !card.is_common() {
        let inset = (w.min(h) * 0.07).max(2.5);
        svg.rounded_rect(
            x + inset,
            y + inset,
            w - 2.0 * inset,
            h - 2.0 * inset,
            draw::card_radius(w.min(h)) * 0.6,
            &Style::stroke(ink, if card.is_court() { 2.5 } else { 3.5 }),
        );
    }
    let mark = mark(card);
    let short = w.min(h);
    match &symbol {
        Some(symbol) => {
            // Value (or rank) and symbol side by side on one line, upright on a Resting card
            // too, as one plain run of text: every run (and every styled span) costs the
            // rasteriser about as much as six characters, and a board holds many cards.
            let size = if sideways {
                short * 0.52
            } else if mark.len() > 1 {
                w * 0.42
            } else {
                w * 0.5
            };
            let style = TextStyle::new(size, ink).bold().middle();
            svg.text(
                x + w / 2.0,
                style.baseline_for(y + h / 2.0),
                &format!("{mark}{symbol}"),
                &style,
            );
        }
        None => {
            let size = if mark.len() > 2 {
                short * 0.34
            } else {
                short * 0.44
            };
            let style = TextStyle::new(size, ink).bold().middle();
            svg.text(x + w / 2.0, style.baseline_for(y + h / 2.0), &mark, &style);
        }
    }
}

/// A card back with a count on it (the scry pile).
fn counted_back(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), count: usize) {
    draw::card_back(svg, x, y, w, h);
    let style = TextStyle::new(BODY, TEXT).bold().middle();
    svg.circle(
        x + w / 2.0,
        y + h / 2.0,
        20.0,
        &Style::fill(INK).with_stroke(TEXT, 2.0),
    );
    svg.text(
        x + w / 2.0,
        style.baseline_for(y + h / 2.0),
        &count.to_string(),
        &style,
    );
}

/// A seat's name fitted to `max` pixels.
fn seat_name(names: &Names, seat: Seat, style: &TextStyle, max: f32) -> String {
    draw::name_fit(
        &name(names, seat),
        &format!("Seat {}", seat + 1),
        style,
        max,
    )
}

/// A team's round badge with its letter (A, B); returns its width.
fn team_badge(svg: &mut Svg, x: f32, cy: f32, index: usize) -> f32 {
    let color = TEAM.get(index).copied().unwrap_or(MUTED);
    svg.circle(x + 14.0, cy, 14.0, &Style::fill(color));
    let style = TextStyle::new(SMALL, INK).bold().middle();
    svg.text(
        x + 14.0,
        style.baseline_for(cy),
        &team(index).to_string(),
        &style,
    );
    28.0
}

/// Positions of `widths` laid left to right from `x0` in rows `room` wide, each row `row_h`
/// below the last: `(x, y offset)` per item, and the number of rows.
fn flow(widths: &[f32], x0: f32, room: f32, row_h: f32) -> (Vec<(f32, f32)>, usize) {
    let mut out = Vec::with_capacity(widths.len());
    let (mut x, mut row) = (x0, 0usize);
    for &w in widths {
        if x > x0 && x + w > x0 + room {
            x = x0;
            row += 1;
        }
        out.push((x, row as f32 * row_h));
        x += w + GAP;
    }
    (out, if widths.is_empty() { 0 } else { row + 1 })
}

/// The tag under a captured card: an arrow and the name of the seat it was captured from.
const TAG_STYLE: TextStyle = TextStyle {
    size: 15.0,
    weight: present_kit::picture::font::Weight::Bold,
    fill: INK,
    anchor: present_kit::picture::svg::Anchor::Start,
    rotate: 0.0,
    squeeze: 1.0,
};

/// The text of a capture tag, fitted.
fn tag_text(names: &Names, from: Seat) -> String {
    format!("←{}", seat_name(names, from, &TAG_STYLE, 74.0))
}

/// A capture tag's width.
fn tag_width(text: &str) -> f32 {
    TAG_STYLE.width(text) + 10.0
}

/// A capture tag centred on `cx`, `cy`.
fn tag(svg: &mut Svg, cx: f32, cy: f32, text: &str) {
    let w = tag_width(text);
    svg.rounded_rect(
        cx - w / 2.0,
        cy - 9.0,
        w,
        18.0,
        9.0,
        &Style::fill(ACCENT).with_stroke(INK, 1.0),
    );
    svg.text(
        cx - w / 2.0 + 5.0,
        TAG_STYLE.baseline_for(cy),
        text,
        &TAG_STYLE,
    );
}

/// A Bounty's current value in a badge on a card's top right corner.
fn bounty_badge(svg: &mut Svg, x: f32, y: f32, value: i32) {
    let style = TextStyle::new(16.0, INK).bold().middle();
    let text = format!("={value}");
    let w = style.width(&text) + 10.0;
    svg.rounded_rect(
        x - w + 8.0,
        y - 8.0,
        w,
        22.0,
        11.0,
        &Style::fill(GOOD).with_stroke(INK, 1.0),
    );
    svg.text(
        x - w / 2.0 + 8.0,
        style.baseline_for(y + 3.0),
        &text,
        &style,
    );
}

/// A tableau card placed: its row, its slot's left edge and width, and whether it is the first
/// of its group (Standing, then Resting), which carries the group's label.
struct Slot<'a> {
    card: &'a CardView,
    row: usize,
    x: f32,
    slot: f32,
    first: bool,
}

/// Lays a tableau out in rows right of the seat's name: its Standing cards upright, then its
/// Resting cards sideways, in the order they were placed. A captured card's slot is as wide
/// as its tag, so tags never run into each other.
fn lay_out<'a>(tableau: &'a [CardView], names: &Names) -> Vec<Slot<'a>> {
    let right = WIDTH - MARGIN - 12.0;
    let label = TextStyle::new(16.0, MUTED).bold();
    let mut out = Vec::with_capacity(tableau.len());
    let (mut x, mut row) = (CARDS_X, 0usize);
    // Where the last label ends in the current row: the next one starts after it.
    let mut label_end = CARDS_X;
    for resting in [false, true] {
        let mut first = true;
        for c in tableau.iter().filter(|c| c.resting == resting) {
            let w = if resting { REST.0 } else { STAND.0 };
            let slot = match c.captured_from {
                Some(from) => w.max(tag_width(&tag_text(names, from))),
                None => w,
            };
            if first && x > CARDS_X {
                x = (x + GROUP_GAP).max(label_end + 14.0);
            }
            if x > CARDS_X && x + slot > right {
                row += 1;
                x = CARDS_X;
                label_end = CARDS_X;
            }
            if first {
                label_end = x + label.width(if resting { "Resting" } else { "Standing" });
            }
            out.push(Slot {
                card: c,
                row,
                x,
                slot,
                first,
            });
            x += slot + GAP;
            first = false;
        }
    }
    out
}

/// Draws a tableau from `y` (see [`lay_out`]); returns the y below its last row. A row has a
/// strip for labels only when a group starts in it, and one for tags only when it holds a
/// captured card.
fn tableau(svg: &mut Svg, tableau: &[CardView], names: &Names, y: f32) -> f32 {
    if tableau.is_empty() {
        let style = TextStyle::new(SMALL, MUTED);
        svg.text(CARDS_X, y + 40.0, "no cards on the table yet", &style);
        return y + 60.0;
    }
    let label = TextStyle::new(16.0, MUTED).bold();
    let slots = lay_out(tableau, names);
    let rows = slots.last().map_or(1, |s| s.row + 1);
    // Each row's top and whether it has a label strip.
    let mut tops = Vec::with_capacity(rows + 1);
    let mut labelled = vec![false; rows];
    let mut top = y;
    for (row, has_label) in labelled.iter_mut().enumerate() {
        let in_row = || slots.iter().filter(move |s| s.row == row);
        *has_label = in_row().any(|s| s.first);
        tops.push(top);
        let tags = in_row().any(|s| s.card.captured_from.is_some());
        top += if *has_label { LABEL_H } else { 4.0 } + STAND.1 + if tags { TAG_H } else { 6.0 };
    }
    for (i, s) in slots.iter().enumerate() {
        let top = tops.get(s.row).copied().unwrap_or(y);
        let size = if s.card.resting { REST } else { STAND };
        let strip = labelled.get(s.row).copied().unwrap_or(false);
        let cards_top = top + if strip { LABEL_H } else { 4.0 };
        let cy = cards_top + STAND.1 / 2.0;
        let x = s.x + (s.slot - size.0) / 2.0;
        let card_y = cy - size.1 / 2.0;
        if s.first {
            let text = if s.card.resting {
                "Resting"
            } else {
                "Standing"
            };
            svg.text(s.x, top + 15.0, text, &label);
            // A divider when the Resting cards follow the Standing ones in the same row.
            let before = i.checked_sub(1).and_then(|p| slots.get(p));
            if let Some(p) = before.filter(|p| p.row == s.row) {
                let dx = (p.x + p.slot + s.x) / 2.0;
                svg.line(dx, cards_top, dx, cards_top + STAND.1, RULE, 2.0);
            }
        }
        card(svg, x, card_y, size, s.card.card);
        if s.card.value != s.card.card.printed() {
            bounty_badge(svg, x + size.0, card_y, s.card.value);
        }
        if let Some(from) = s.card.captured_from {
            tag(
                svg,
                s.x + s.slot / 2.0,
                card_y + size.1 + 2.0,
                &tag_text(names, from),
            );
        }
    }
    top
}

/// A seat's little stack of card backs and how many cards it holds, from `x`.
fn hand_count(svg: &mut Svg, x: f32, cy: f32, n: usize) {
    let (w, h) = (16.0, 24.0);
    let stack = n.min(3);
    for i in 0..stack {
        draw::mini_back(svg, x + i as f32 * 5.0, cy - h / 2.0 - 1.0 + i as f32, w, h);
    }
    if stack == 0 {
        svg.rounded_rect(
            x,
            cy - h / 2.0,
            w,
            h,
            3.0,
            &Style::stroke(RULE, 2.0).dashed(4.0, 3.0),
        );
    }
    let style = TextStyle::new(SMALL, TEXT);
    svg.text(
        x + 34.0,
        style.baseline_for(cy),
        &format!("{n} in hand"),
        &style,
    );
}

/// What a seat is awaited for now, in public terms, if anything.
fn awaited(view: &View, seat: Seat) -> Option<String> {
    match &view.phase {
        PhaseView::Scry { seat: s } if *s == seat => Some("scrying".into()),
        PhaseView::Negate { waiting, .. } if waiting.contains(&seat) => Some("may Negate".into()),
        PhaseView::Foil { waiting, .. } if waiting.contains(&seat) => Some("may Foil".into()),
        PhaseView::Battle { step, .. } => match step {
            BattleStepView::Blocking { defender } if *defender == seat => {
                Some("blocks or lets through".into())
            }
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
                picked.map(|p| {
                    if p {
                        "Rally picked".to_string()
                    } else {
                        "picking a Rally".to_string()
                    }
                })
            }
            _ => None,
        },
        _ => None,
    }
}

/// One band per seat: turn marker, name, team, hand size, score, then its Standing and Resting
/// cards. `me` is the private picture's own seat. Returns the y below.
fn seat_bands(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) -> f32 {
    let over = view.places.is_some();
    let mut y = y;
    for (seat, sv) in view.seats.iter().enumerate() {
        let active = seat == view.active && !over;
        let style = if active {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        let top = y;
        y = banded(svg, top, &style, |svg| {
            seat_band(svg, view, names, seat, sv, me, active, top)
        }) + 8.0;
    }
    y
}

/// One seat's band content from `y`: on the left its name (with "you" and its team), score
/// and Courts, hand size and what it is awaited for; its tableau on the right. Returns the
/// band's bottom.
#[allow(clippy::too_many_arguments)]
fn seat_band(
    svg: &mut Svg,
    view: &View,
    names: &Names,
    seat: Seat,
    sv: &SeatView,
    me: Option<Seat>,
    active: bool,
    y: f32,
) -> f32 {
    let left = MARGIN + 40.0;
    let name_cy = y + 24.0;
    if active {
        draw::turn_marker(svg, MARGIN + 12.0, name_cy, 22.0);
    }
    let name_style = TextStyle::new(LARGE, TEXT).bold();
    let mut extra = 0.0;
    if me == Some(seat) {
        extra += TextStyle::new(SMALL * 0.85, INK).bold().width("you") + 24.0;
    }
    if view.teams {
        extra += 34.0;
    }
    let shown = seat_name(names, seat, &name_style, CARDS_X - 12.0 - left - extra);
    svg.text(left, name_style.baseline_for(name_cy), &shown, &name_style);
    let mut x = left + name_style.width(&shown) + 8.0;
    if me == Some(seat) {
        x += draw::badge(svg, x, name_cy, "you", SMALL * 0.85, ACCENT, INK) + 6.0;
    }
    if view.teams {
        team_badge(svg, x, name_cy, sv.team);
    }
    let score = format!("score {} ", sv.score);
    let courts = format!(
        "· {} Court{}",
        sv.courts,
        if sv.courts == 1 { "" } else { "s" }
    );
    svg.text(
        left,
        y + 62.0,
        &format!("{score}{courts}"),
        &TextStyle::new(SMALL * 0.9, TEXT),
    );
    hand_count(svg, left, y + 84.0, sv.hand);
    let mut notes: Vec<(String, Color)> = Vec::new();
    if let Some(place) = view.places.as_ref().and_then(|p| p.get(seat)) {
        notes.push((format!("{} place", ordinal(*place)), ACCENT));
    }
    if let Some(what) = awaited(view, seat) {
        notes.push((what, GOOD));
    }
    let mut left_bottom = y + 104.0;
    for (text, color) in notes {
        draw::badge(
            svg,
            left - 4.0,
            left_bottom + 12.0,
            &text,
            SMALL * 0.8,
            color,
            INK,
        );
        left_bottom += 28.0;
    }
    let cards_bottom = tableau(svg, &sv.tableau, names, y + 6.0);
    left_bottom.max(cards_bottom) + 6.0
}

/// The piles on the table itself, without a band (the table's own colour stays the picture's
/// ground): the scry pile (a back with its count), the newest discards and the exiled cards
/// other than Tarots, all face up; then the exiled Tarots by number. Returns the y below.
fn piles(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let label = TextStyle::new(SMALL * 0.9, MUTED).bold();
    let small = TextStyle::new(SMALL * 0.9, MUTED).middle();
    let (bw, bh) = STAND;
    let x0 = MARGIN + 8.0;
    let top = y + 4.0;
    if view.scry_pile > 0 {
        counted_back(svg, x0 + 14.0, top, STAND, view.scry_pile);
    } else {
        draw::empty_slot(svg, x0 + 14.0, top, bw, bh);
    }
    svg.text(x0 + 14.0 + bw / 2.0, top + bh + 20.0, "Scry pile", &small);
    let (pw, ph) = PILE;
    let step = pw + 4.0;
    let newest: Vec<Card> = view
        .discard
        .iter()
        .rev()
        .take(DISCARD_SHOWN)
        .copied()
        .collect();
    let mut x = x0 + 110.0;
    let discard_label = if view.discard.len() > newest.len() {
        format!("Discard {} · newest first", view.discard.len())
    } else {
        format!("Discard {}", view.discard.len())
    };
    svg.text(x, top + 14.0, &discard_label, &label);
    let cards_top = top + 26.0;
    if newest.is_empty() {
        draw::empty_slot(svg, x, cards_top, pw, ph);
    }
    for (i, &c) in newest.iter().enumerate() {
        card(svg, x + i as f32 * step, cards_top, PILE, c);
    }
    let discard_end = x + label
        .width(&discard_label)
        .max(newest.len().max(1) as f32 * step);
    x = discard_end + 20.0;
    let others: Vec<Card> = view
        .exile
        .iter()
        .copied()
        .filter(|c| !c.is_tarot())
        .collect();
    let exile_label = format!("Exile {}", view.exile.len());
    svg.text(x, top + 14.0, &exile_label, &label);
    let room = WIDTH - MARGIN - 8.0 - x;
    let (places, rows) = flow(&vec![pw; others.len()], x, room, ph + 6.0);
    for (&c, &(cx, dy)) in others.iter().zip(&places) {
        card(svg, cx, cards_top + dy, PILE, c);
    }
    let bottom = (cards_top + rows.max(1) as f32 * (ph + 6.0)).max(top + bh + 28.0);
    tarot_track(svg, view, bottom + 2.0)
}

/// The numbers of the exiled Tarots, in order, on one line: which Tarots can no longer be
/// played (for a Negate or a Foil) reads at a glance. Returns the y below.
fn tarot_track(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let mut numbers: Vec<u8> = view
        .exile
        .iter()
        .filter_map(|c| match c {
            Card::Tarot(n) => Some(*n),
            _ => None,
        })
        .collect();
    numbers.sort_unstable();
    let join = |v: &[u8]| {
        v.iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let all = TAROT_NAMES.len();
    let list = if numbers.is_empty() {
        "none".to_string()
    } else if numbers.len() == all {
        "all 22".to_string()
    } else if numbers.len() * 2 > all {
        // The shorter list: the Tarots not in exile.
        let rest: Vec<u8> = (0..=crate::rules::cards::MAX_TAROT)
            .filter(|n| !numbers.contains(n))
            .collect();
        format!("all but {}", join(&rest))
    } else {
        join(&numbers)
    };
    let style = TextStyle::new(SMALL * 0.9, TEXT).bold();
    svg.text(
        MARGIN + 8.0,
        y + 16.0,
        &format!("Tarots in exile: {list}"),
        &style,
    );
    y + 30.0
}

/// The most recent discards the piles show by card, as many as the text lists.
const DISCARD_SHOWN: usize = 8;

/// A card (or a back, for `None`) centred in a slot `room` wide, with a caption under it;
/// returns the x after the slot.
fn captioned(svg: &mut Svg, x: f32, y: f32, c: Option<Card>, caption: &str, room: f32) -> f32 {
    let (w, h) = STAND;
    let room = room.max(w);
    let cx = x + room / 2.0;
    match c {
        Some(c) => card(svg, cx - w / 2.0, y, STAND, c),
        None => draw::card_back(svg, cx - w / 2.0, y, w, h),
    }
    let style = TextStyle::new(SMALL * 0.85, TEXT).middle();
    let text = draw::name_fit(caption, "", &style, room);
    svg.text(cx, y + h + 20.0, &text, &style);
    x + room + GAP
}

/// Draws a band's content twice: once aside to learn where it ends, then on the band itself
/// (the writer has no way to put a shape under what is already drawn). Returns the y below.
fn banded(svg: &mut Svg, y: f32, style: &Style, draw: impl Fn(&mut Svg) -> f32) -> f32 {
    let bottom = draw(&mut Svg::new(WIDTH, 0.0));
    svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, bottom - y, 12.0, style);
    draw(svg);
    bottom
}

/// The Battle under way: its attackers with their targets (greyed once met), then the step: a
/// Clash (both Courts and whether each Rally is picked, never what), a capture among equal
/// Commons, or the defender choosing. Returns the y below.
fn battle(
    svg: &mut Svg,
    view: &View,
    names: &Names,
    attackers: &[crate::rules::Attacker],
    step: &BattleStepView,
    y: f32,
) -> f32 {
    let (w, h) = STAND;
    let x0 = MARGIN + 16.0;
    let right = WIDTH - MARGIN - 16.0;
    let label = TextStyle::new(SMALL * 0.9, MUTED).bold();
    let active = name(names, view.active);
    let heading = format!("Battle · {active} attacks");
    svg.text(x0, y + SMALL, &heading, &label);
    let top = y + 32.0;
    let room = w + 28.0;
    let mut x = x0;
    for a in attackers {
        if x + room > right {
            break;
        }
        let caption = format!("→{}", name(names, a.at));
        let next = captioned(svg, x, top, Some(a.court), &caption, room);
        if a.met {
            // Met attackers are greyed and say so.
            let cx = x + (room - w) / 2.0;
            svg.rounded_rect(
                cx,
                top,
                w,
                h,
                draw::card_radius(w),
                &Style::fill(BAND).with_opacity(0.8),
            );
            let style = TextStyle::new(16.0, TEXT).bold().middle();
            svg.text(
                cx + w / 2.0,
                style.baseline_for(top + h / 2.0),
                "met",
                &style,
            );
        }
        x = next;
    }
    // The step, right of the attackers, or under them when there is no room.
    let step_w = match step {
        BattleStepView::Clash { .. } => 2.0 * w + 60.0 + 190.0,
        BattleStepView::Capture { candidates, .. } => {
            (candidates.len() as f32 * (w + GAP)).max(240.0)
        }
        BattleStepView::Blocking { .. } => 300.0,
    };
    let sx = (x + 20.0).max(x0 + label.width(&heading) + 30.0);
    let (sx, sy) = if sx + step_w <= right {
        svg.line(sx - 14.0, y + 8.0, sx - 14.0, top + h + 24.0, RULE, 2.0);
        (sx, y)
    } else {
        (x0, top + h + 30.0)
    };
    let stop = sy + 32.0;
    let body = TextStyle::new(SMALL * 0.9, TEXT);
    match step {
        BattleStepView::Blocking { defender } => {
            svg.text(sx, sy + SMALL, "Blocking", &label);
            let lines = [
                format!("{} blocks an attacker", name(names, *defender)),
                "with a Standing Court,".to_string(),
                "or lets it through.".to_string(),
            ];
            for (i, line) in lines.iter().enumerate() {
                let line = draw::name_fit(line, "", &body, right - sx);
                svg.text(sx, stop + 18.0 + i as f32 * 24.0, &line, &body);
            }
        }
        BattleStepView::Clash {
            attacker,
            blocker,
            defender,
            attacker_picked,
            defender_picked,
        } => {
            svg.text(sx, sy + SMALL, "Clash", &label);
            let mut cx = captioned(svg, sx, stop, Some(*attacker), &active, w + 20.0);
            let vs = TextStyle::new(LARGE, TEXT).bold().middle();
            svg.text(cx + 10.0, vs.baseline_for(stop + h / 2.0), "vs", &vs);
            cx = captioned(
                svg,
                cx + 22.0,
                stop,
                Some(*blocker),
                &name(names, *defender),
                w + 20.0,
            );
            let picked = |p: bool| if p { "picked" } else { "choosing" };
            let lines = [
                "Secret Rallies:".to_string(),
                format!("{active} {}", picked(*attacker_picked)),
                format!("{} {}", name(names, *defender), picked(*defender_picked)),
            ];
            for (i, line) in lines.iter().enumerate() {
                let line = draw::name_fit(line, "", &body, right - cx - 4.0);
                svg.text(cx + 4.0, stop + 18.0 + i as f32 * 24.0, &line, &body);
            }
        }
        BattleStepView::Capture { from, candidates } => {
            let line = format!("{active} captures one of {}'s", name(names, *from));
            svg.text(
                sx,
                sy + SMALL,
                &draw::name_fit(&line, "", &label, right - sx),
                &label,
            );
            for (i, &c) in candidates.iter().enumerate() {
                card(svg, sx + i as f32 * (w + GAP), stop, STAND, c);
            }
        }
    }
    stop + h + 30.0
}

/// A band for what is under way beyond a plain turn: a scry, an Enchant or a Murder waiting for
/// an answer, a Battle. Returns the y below (unchanged when there is none).
fn moment(svg: &mut Svg, view: &View, names: &Names, y: f32) -> f32 {
    if matches!(view.phase, PhaseView::Turn { .. } | PhaseView::Over { .. }) {
        return y;
    }
    let draw = |svg: &mut Svg| -> f32 {
        let label = TextStyle::new(SMALL, MUTED).bold();
        let x0 = MARGIN + 16.0;
        let top = y + 32.0;
        let (w, h) = STAND;
        let heading = |svg: &mut Svg, text: &str| {
            svg.text(
                x0,
                y + SMALL,
                &draw::name_fit(text, "", &label, draw::inner_width()),
                &label,
            );
        };
        match &view.phase {
            PhaseView::Turn { .. } | PhaseView::Over { .. } => y,
            PhaseView::Scry { seat } => {
                heading(
                    svg,
                    &format!(
                        "{} is scrying: keeps one, the other is discarded face up",
                        name(names, *seat)
                    ),
                );
                for i in 0..2 {
                    draw::card_back(svg, x0 + i as f32 * (w + GAP), top, w, h);
                }
                top + h + 10.0
            }
            PhaseView::Negate {
                enchanter,
                target,
                tarot,
                named,
                waiting,
            } => {
                heading(
                    svg,
                    &format!(
                        "{} Enchants {}'s Resting Commons · {} may Negate",
                        name(names, *enchanter),
                        name(names, *target),
                        names_list(names, waiting)
                    ),
                );
                let caption = match tarot {
                    Card::Tarot(n) => tarot_name(*n),
                    _ => "",
                };
                let mut x = captioned(svg, x0, top, Some(*tarot), caption, 150.0);
                let (rw, rh) = REST;
                for &c in named {
                    if x + rw > WIDTH - MARGIN - 16.0 {
                        break;
                    }
                    card(svg, x, top + (h - rh) / 2.0, REST, c);
                    x += rw + GAP;
                }
                top + h + 30.0
            }
            PhaseView::Foil {
                court,
                owner,
                chain,
                waiting,
            } => {
                heading(
                    svg,
                    &format!(
                        "Murder of {}'s Court · {} may Foil with a higher Tarot",
                        name(names, *owner),
                        names_list(names, waiting)
                    ),
                );
                let mut x = captioned(
                    svg,
                    x0,
                    top,
                    Some(*court),
                    &format!("{}'s", name(names, *owner)),
                    132.0,
                );
                x += 10.0;
                for (i, p) in chain.iter().enumerate() {
                    if x + 132.0 > WIDTH - MARGIN - 8.0 {
                        break;
                    }
                    let what = if i == 0 { "Murder" } else { "Foil" };
                    x = captioned(
                        svg,
                        x,
                        top,
                        Some(p.tarot),
                        &format!("{what}: {}", name(names, p.seat)),
                        132.0,
                    );
                }
                top + h + 30.0
            }
            PhaseView::Battle { attackers, step } => battle(svg, view, names, attackers, step, y),
        }
    };
    banded(svg, y, &Style::fill(BAND), draw) + 8.0
}

/// The suit and card legend on one plain run of text (see [`card`]); returns the y below.
fn legend(svg: &mut Svg, y: f32) -> f32 {
    let style = TextStyle::new(SMALL * 0.9, MUTED);
    let suits = Suit::ALL
        .iter()
        .map(|&suit| format!("{} {}", suit_look(suit).1, suit.name()))
        .chain(
            Rank::ALL
                .iter()
                .map(|r| format!("{} {}", r.letter(), r.name())),
        )
        .collect::<Vec<_>>()
        .join(" · ");
    let text = draw::name_fit(&suits, "", &style, draw::inner_width());
    svg.text(MARGIN + 8.0, y + SMALL, &text, &style);
    y + 30.0
}

/// Title and the game's options; returns the y below.
fn header(svg: &mut Svg, left: &str, view: &View) -> f32 {
    let y = MARGIN;
    svg.text(
        MARGIN + 8.0,
        y + TITLE,
        left,
        &TextStyle::new(TITLE, TEXT).bold(),
    );
    let right = if view.places.is_some() {
        "Game over".to_string()
    } else {
        format!("Turn {}", view.turn_number)
    };
    svg.text(
        WIDTH - MARGIN - 8.0,
        y + TITLE,
        &right,
        &TextStyle::new(BODY, MUTED).end(),
    );
    let mut variant = vec![format!("{} players", view.players)];
    if view.teams {
        variant.push("2v2".into());
    }
    if view.short {
        variant.push("short game".into());
    }
    if view.beginner {
        variant.push("beginner".into());
    }
    // A beginner game has no Acceptances from the start (RQ-1); "beginner" says so.
    variant.push(if view.beginner {
        "no Acceptances".into()
    } else if view.acceptances {
        "Acceptances on".into()
    } else {
        "no more Acceptances".into()
    });
    if view.set_aside > 0 {
        variant.push(format!("{} set aside", count(view.set_aside, "card")));
    }
    svg.text(
        MARGIN + 8.0,
        y + TITLE + 30.0,
        &variant.join(" · "),
        &TextStyle::new(SMALL, MUTED),
    );
    y + TITLE + 46.0
}

/// The public lines under the picture, as the text has them: teams, the first-player flips,
/// what the turn has used, Bounties, passes, the final standings and the phase line.
fn footer_lines(view: &View, names: &Names) -> Vec<(String, TextStyle)> {
    let muted = TextStyle::new(SMALL, MUTED);
    let mut lines = Vec::new();
    if let Some(line) = teams_line(view, names) {
        lines.push((line, TextStyle::new(SMALL, TEXT).bold()));
    }
    if let Some(line) = flips_line(view, names, face_label) {
        lines.push((line, muted));
    }
    let used = used_this_turn(view);
    if !used.is_empty() && view.places.is_none() {
        lines.push((format!("Used this turn: {}", used.join(", ")), muted));
    }
    if let Some(line) = bounties_line(view, face_label) {
        lines.push((line, muted));
    }
    if view.passes > 0 && view.places.is_none() {
        lines.push((
            format!("Passes in a row: {} of {}", view.passes, view.players),
            muted,
        ));
    }
    if let Some(places) = &view.places {
        lines.push((
            format!(
                "Final: {}",
                standings(
                    places,
                    |s| view.seats.get(s).map_or(0, |v| v.side_score),
                    |s| name(names, s)
                )
            ),
            TextStyle::new(BODY, TEXT).bold(),
        ));
    }
    lines.push((phase_line(view, names), TextStyle::new(BODY, TEXT)));
    lines
}

/// Everything public below a title: piles, the moment under way, the seats, the legend and
/// the lines. Returns the picture's height.
fn table(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>, y: f32) -> f32 {
    let mut y = piles(svg, view, y);
    y = moment(svg, view, names, y);
    y = seat_bands(svg, view, names, me, y);
    y = legend(svg, y + 4.0);
    draw::footer(svg, &footer_lines(view, names), y, MARGIN - 8.0)
}

/// The public table, from the spectator's view: every tableau (Standing and Resting, captured
/// cards and Bounties marked), hand and pile sizes, the face-up discard and exile piles, teams,
/// whose turn it is and what is awaited.
pub fn board_svg(view: &View, names: &Names) -> String {
    let mut svg = draw::table(WIDTH);
    let y = header(&mut svg, "Relinquish", view);
    let height = table(&mut svg, view, names, None, y);
    svg.set_height(height);
    svg.finish()
}

/// The hand ordered as the text lists it: Commons, Courts, Tarots.
fn sorted_hand(hand: &[Card]) -> Vec<Card> {
    let mut out: Vec<Card> = hand.iter().copied().filter(|c| c.is_common()).collect();
    out.extend(hand.iter().copied().filter(|c| c.is_court()));
    out.extend(hand.iter().copied().filter(|c| c.is_tarot()));
    out
}

/// A group of big cards in the private band: a label and its cards (`None`: an empty slot,
/// e.g. no Rally), outlined when they await a choice.
struct Group {
    label: String,
    cards: Vec<Option<Card>>,
    highlight: bool,
}

/// Lays `groups` out left to right in rows of big cards from `y`, each group's label above
/// its first card and a divider between groups sharing a row; then the names of any Tarots
/// shown. Returns the y below.
fn card_groups(svg: &mut Svg, groups: &[Group], y: f32) -> f32 {
    let (w, h) = HAND;
    let x0 = MARGIN + 16.0;
    let right = WIDTH - MARGIN - 16.0;
    let row_h = 28.0 + h + 10.0;
    let (mut x, mut row) = (x0, 0usize);
    let mut label_end = x0;
    for group in groups {
        let style =
            TextStyle::new(SMALL * 0.9, if group.highlight { ACCENT } else { MUTED }).bold();
        let step = if group.highlight { w + 12.0 } else { w + GAP };
        for (i, c) in group.cards.iter().enumerate() {
            let first = i == 0;
            if first && x > x0 {
                let divider = x + 8.0;
                x = (x + 22.0).max(label_end + 16.0);
                if x + w <= right {
                    let top = y + row as f32 * row_h + 28.0;
                    svg.line(divider, top, divider, top + h, RULE, 2.0);
                }
            }
            if x > x0 && x + w > right {
                row += 1;
                x = x0;
            }
            let top = y + row as f32 * row_h;
            if first {
                svg.text(x, top + SMALL, &group.label, &style);
                label_end = x + style.width(&group.label);
            }
            let card_y = top + 28.0;
            let cx = if group.highlight { x + 3.0 } else { x };
            match c {
                Some(c) => card(svg, cx, card_y, HAND, *c),
                None => {
                    draw::empty_slot(svg, cx, card_y, w, h);
                    let s = TextStyle::new(16.0, MUTED).bold().middle();
                    svg.text(cx + w / 2.0, s.baseline_for(card_y + h / 2.0), "none", &s);
                }
            }
            if group.highlight {
                svg.rounded_rect(
                    cx - 3.0,
                    card_y - 3.0,
                    w + 6.0,
                    h + 6.0,
                    9.0,
                    &Style::stroke(ACCENT, 3.0),
                );
            }
            x += step;
        }
        if group.cards.is_empty() {
            let top = y + row as f32 * row_h;
            svg.text(x, top + SMALL, &group.label, &style);
            x += style.width(&group.label) + 16.0;
        }
    }
    let mut y = y + (row + 1) as f32 * row_h;
    if groups.iter().all(|g| g.cards.is_empty()) {
        y -= h + 10.0;
    }
    let tarots: Vec<String> = groups
        .iter()
        .flat_map(|g| g.cards.iter().flatten())
        .filter_map(|c| match c {
            Card::Tarot(n) => Some(format!("T{n} {}", tarot_name(*n))),
            _ => None,
        })
        .collect();
    if !tarots.is_empty() {
        let style = TextStyle::new(SMALL, TEXT);
        y = draw::paragraph(
            svg,
            x0,
            y + SMALL,
            &tarots.join(" · "),
            &style,
            draw::inner_width() - 8.0,
        ) - SMALL * 1.3
            + 10.0;
    }
    y
}

/// The seat's secrets: its hand, the two scried cards while choosing, its Rally pick until
/// both are revealed. Returns the y below.
fn secrets(svg: &mut Svg, view: &View, me: &Private, names: &Names, y: f32) -> f32 {
    let style = Style::fill(BAND).with_stroke(ACCENT, 2.0);
    banded(svg, y, &style, |svg| {
        secrets_content(svg, view, me, names, y)
    }) + 8.0
}

fn secrets_content(svg: &mut Svg, view: &View, me: &Private, names: &Names, y: f32) -> f32 {
    let hand = sorted_hand(&me.hand);
    let mut groups = vec![Group {
        label: if hand.is_empty() {
            "Your hand is empty".to_string()
        } else {
            format!("Your hand · {}", hand.len())
        },
        cards: hand.into_iter().map(Some).collect(),
        highlight: false,
    }];
    if !me.scry.is_empty() {
        groups.push(Group {
            label: "Scrying: keep one".into(),
            cards: me.scry.iter().copied().map(Some).collect(),
            highlight: true,
        });
    }
    if let Some(rally) = me.rally {
        groups.push(Group {
            label: "Your Rally · secret until both are in".into(),
            cards: vec![rally.card()],
            highlight: true,
        });
    }
    let mut y = card_groups(svg, &groups, y + 10.0);
    // The choice in progress and what the turn still allows, as the private text says them.
    let lines = me
        .selecting
        .as_ref()
        .map(|sel| choosing_line(sel, names))
        .into_iter()
        .chain(options_line(view, me));
    let style = TextStyle::new(SMALL, TEXT);
    for line in lines {
        y = draw::paragraph(
            svg,
            MARGIN + 16.0,
            y + 4.0 + SMALL,
            &line,
            &style,
            draw::inner_width() - 8.0,
        ) - SMALL * 1.3
            + 8.0;
    }
    y + 6.0
}

/// A seat's private picture, from that seat's view: its hand as cards, what it is scrying, its
/// Rally pick until the reveal, above the same table as the board (with its own seat marked).
pub fn private_svg(view: &View, names: &Names) -> String {
    let (Viewer::Seat(_), Some(me)) = (view.viewer, &view.me) else {
        return board_svg(view, names);
    };
    let mut svg = draw::table(WIDTH);
    let title = TextStyle::new(TITLE, TEXT).bold();
    let heading = draw::name_fit(
        &format!("Relinquish · {}", name(names, me.seat)),
        "Relinquish",
        &title,
        draw::inner_width() - 160.0,
    );
    let mut y = header(&mut svg, &heading, view);
    y = secrets(&mut svg, view, me, names, y);
    let height = table(&mut svg, view, names, Some(me.seat), y);
    svg.set_height(height);
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, Battle, BattleStep, Options, Phase, Rally, Relinquish, State};
    use game_kit::Game;
    use present_kit::picture::testing::{
        assert_renders, assert_snapshot, print_render_times, shown, write_doc_png,
    };
    use present_kit::testing::XorShift;

    fn names(n: usize) -> Vec<String> {
        ["Alice", "Bob", "Carol", "Dave"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// The kinds of table the tests cover: 2, 3 and 4 players and 2v2.
    #[derive(Clone, Copy, Debug)]
    enum Table {
        Players(usize),
        Teams,
    }

    impl Table {
        const ALL: [Table; 4] = [
            Table::Players(2),
            Table::Players(3),
            Table::Players(4),
            Table::Teams,
        ];

        fn setup(self, seed: u64) -> State {
            let (options, players) = match self {
                Table::Players(n) => (Options::default(), n),
                Table::Teams => (
                    Options {
                        teams: true,
                        ..Options::default()
                    },
                    4,
                ),
            };
            Relinquish::setup(&options, players, seed).unwrap()
        }
    }

    /// A random legal game from `seed` (choices in progress mostly carried through, so games
    /// reach Summons, Enchants and Battles), stopped at the first state where `stop` holds,
    /// else played to the end. Returns the state and whether `stop` held.
    fn playout(table: Table, seed: u64, stop: impl Fn(&State) -> bool) -> (State, bool) {
        let mut s = table.setup(seed);
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..20_000 {
            if stop(&s) {
                return (s, true);
            }
            let prompts = Relinquish::prompts(&s);
            if prompts.is_empty() {
                break;
            }
            let p = &prompts[rng.below(prompts.len())];
            let legal = Relinquish::legal(&s, p.seat);
            let choosing = matches!(s.phase, Phase::Turn { selecting: Some(_) });
            let calm: Vec<&Action> = legal
                .iter()
                .filter(|a| match a {
                    Action::Back | Action::Unpick { .. } => false,
                    Action::EndTurn { .. } => !choosing,
                    _ => true,
                })
                .collect();
            let a = if calm.is_empty() || rng.below(20) == 0 {
                legal[rng.below(legal.len())].clone()
            } else {
                calm[rng.below(calm.len())].clone()
            };
            Relinquish::apply(&mut s, p.seat, a).unwrap();
        }
        let held = stop(&s);
        (s, held)
    }

    fn tableau_cards(s: &State) -> usize {
        s.tableaus.iter().map(Vec::len).sum()
    }

    fn captures(s: &State) -> usize {
        s.tableaus
            .iter()
            .enumerate()
            .map(|(seat, t)| t.iter().filter(|p| p.origin != seat).count())
            .sum()
    }

    fn resting(s: &State) -> usize {
        s.tableaus.iter().flatten().filter(|p| p.resting).count()
    }

    /// The fixed states of the snapshots, each with the seat whose private picture is drawn.
    fn fixtures() -> Vec<(&'static str, State, Seat)> {
        let turn = |s: &State| matches!(s.phase, Phase::Turn { selecting: None });
        let prompted = |s: &State| Relinquish::prompts(s).first().map_or(0, |p| p.seat);
        let mut out = Vec::new();
        // Early: the second player's first scry (an Acceptance), 2 players.
        let (s, ok) = playout(Table::Players(2), 1, |s| {
            s.turn_number >= 2 && matches!(s.phase, Phase::Scry { .. })
        });
        assert!(ok, "early");
        let seat = prompted(&s);
        out.push(("relinquish-early", s, seat));
        // Mid-game, 3 players: Resting cards and captures in play.
        let (s, ok) = playout(Table::Players(3), 2, |s| {
            turn(s) && captures(s) >= 2 && resting(s) >= 5 && tableau_cards(s) >= 16
        });
        assert!(ok, "mid");
        let seat = s.active;
        out.push(("relinquish-mid", s, seat));
        // A Clash, 4 players: the attacker has picked a Rally, the defender not yet.
        let (s, ok) = playout(Table::Players(4), 3, |s| {
            matches!(
                &s.phase,
                Phase::Battle(Battle {
                    step: BattleStep::Clash {
                        attack_rally: Some(_),
                        defend_rally: None,
                        ..
                    },
                    ..
                })
            )
        });
        assert!(ok, "clash");
        let seat = s.active;
        out.push(("relinquish-clash", s, seat));
        // 2v2, well into the game.
        let (s, ok) = playout(Table::Teams, 4, |s| {
            turn(s) && s.turn_number >= 14 && tableau_cards(s) >= 18
        });
        assert!(ok, "teams");
        let seat = s.active;
        out.push(("relinquish-teams", s, seat));
        // An Enchant waiting for a Negate, 3 players.
        let (s, ok) = playout(Table::Players(3), 6, |s| {
            matches!(s.phase, Phase::Negate { .. })
        });
        assert!(ok, "enchant");
        let seat = prompted(&s);
        out.push(("relinquish-enchant", s, seat));
        // A Murder answered by a Foil, waiting for the next answer.
        let (s, ok) = playout(
            Table::Players(2),
            7,
            |s| matches!(&s.phase, Phase::Foil { chain, .. } if chain.len() >= 2),
        );
        assert!(ok, "murder");
        let seat = prompted(&s);
        out.push(("relinquish-murder", s, seat));
        // A finished game, 4 players.
        let (s, ok) = playout(Table::Players(4), 5, |s| s.is_over());
        assert!(ok, "over");
        out.push(("relinquish-over", s, 0));
        out
    }

    #[test]
    fn snapshots_render_and_decode() {
        for (id, s, seat) in fixtures() {
            let n = names(s.players());
            let board = board_svg(&Relinquish::view(&s, Viewer::Spectator), &n);
            assert_snapshot(&format!("{id}-board"), &board);
            assert_renders(&board);
            let private = private_svg(&Relinquish::view(&s, Viewer::Seat(seat)), &n);
            assert_snapshot(&format!("{id}-private"), &private);
            assert_renders(&private);
        }
    }

    /// `cargo test --release -p commands --lib relinquish::picture::tests::render_times --
    /// --ignored --nocapture`
    #[test]
    #[ignore = "a measurement: run in release"]
    fn render_times() {
        for (id, s, seat) in fixtures() {
            let n = names(s.players());
            let board = Relinquish::view(&s, Viewer::Spectator);
            print_render_times(&format!("{id}-board"), 200, || board_svg(&board, &n));
            let mine = Relinquish::view(&s, Viewer::Seat(seat));
            print_render_times(&format!("{id}-private"), 200, || private_svg(&mine, &n));
        }
    }

    /// The README's picture of a board.
    #[test]
    #[ignore = "writes docs/relinquish-board.png"]
    fn doc_picture() {
        let (id, s, _) = fixtures().swap_remove(1);
        assert_eq!(id, "relinquish-mid");
        let board = board_svg(
            &Relinquish::view(&s, Viewer::Spectator),
            &names(s.players()),
        );
        write_doc_png("relinquish-board", &board);
    }

    /// Ways a card can be written in a picture: its face (`7⚔`), its code (`7S`) and, for a
    /// Tarot, its name.
    fn spellings(cards: &[Card]) -> Vec<String> {
        cards
            .iter()
            .flat_map(|&c| {
                let mut v = vec![face_label(c), c.code()];
                if let Card::Tarot(n) = c {
                    v.push(tarot_name(n).to_string());
                }
                v
            })
            .collect()
    }

    /// What no spectator may see now: every hand, the scried cards, Rally picks not yet
    /// revealed.
    fn hidden(s: &State) -> Vec<Card> {
        let mut out: Vec<Card> = s.hands.concat();
        match &s.phase {
            Phase::Scry { drawn, .. } => out.extend(drawn),
            Phase::Battle(Battle {
                step:
                    BattleStep::Clash {
                        attack_rally,
                        defend_rally,
                        ..
                    },
                ..
            }) => out.extend(
                [attack_rally, defend_rally]
                    .into_iter()
                    .flatten()
                    .filter_map(|r| r.card()),
            ),
            _ => {}
        }
        out
    }

    /// The secrets of `seat` alone: its hand, its scry, its own Rally pick.
    fn own_secrets(s: &State, seat: Seat) -> Vec<Card> {
        let view = Relinquish::view(s, Viewer::Seat(seat));
        let Some(me) = view.me else {
            return Vec::new();
        };
        let mut out = me.hand;
        out.extend(me.scry);
        out.extend(me.rally.and_then(Rally::card));
        out
    }

    /// When to stop a game: given the state and the number of moves so far.
    type Moment = Box<dyn Fn(&State, usize) -> bool>;

    /// Moments the hidden-card check stops at in each game: after a number of moves, and at
    /// the first scry, Clash with a Rally picked, Enchant waiting for a Negate and Murder
    /// waiting for a Foil after them.
    fn moments() -> Vec<Moment> {
        let mut out: Vec<Moment> = Vec::new();
        for n in [5usize, 40, 90, 160, 260, 400] {
            out.push(Box::new(move |_, step| step >= n));
        }
        for after in [0usize, 120] {
            out.push(Box::new(move |s, step| {
                step >= after && matches!(s.phase, Phase::Scry { .. })
            }));
            out.push(Box::new(move |s, step| {
                step >= after
                    && matches!(
                        &s.phase,
                        Phase::Battle(Battle {
                            step: BattleStep::Clash {
                                attack_rally,
                                defend_rally,
                                ..
                            },
                            ..
                        }) if attack_rally.is_some() || defend_rally.is_some()
                    )
            }));
            out.push(Box::new(move |s, step| {
                step >= after && matches!(s.phase, Phase::Negate { .. } | Phase::Foil { .. })
            }));
        }
        out
    }

    /// The hidden-card check over random games of every table kind: the public picture shows
    /// no hand, scry or unrevealed Rally; a seat's picture shows its own secrets and nobody
    /// else's; and a drawing that does show a hidden card (a board drawn from a view with a
    /// hand card slipped into the discard pile, or a seat's picture read as public) is caught.
    #[test]
    fn public_pictures_show_no_hidden_card_and_the_check_catches_one_that_does() {
        let (mut checked, mut caught, mut secret_moments) = (0, 0, 0);
        for seed in 0..16u64 {
            let table = Table::ALL[seed as usize % Table::ALL.len()];
            for stop in moments() {
                let step = std::cell::Cell::new(0usize);
                let (s, _) = playout(table, seed + 100, |s| {
                    step.set(step.get() + 1);
                    stop(s, step.get())
                });
                let n = names(s.players());
                let spectator = Relinquish::view(&s, Viewer::Spectator);
                let board = board_svg(&spectator, &n);
                let secret = hidden(&s);
                let leaked = shown(&board, &spellings(&secret));
                assert!(leaked.is_empty(), "{leaked:?} in\n{board}");
                checked += 1;
                // A deliberately leaked card is caught.
                if let Some(&card) = secret.first() {
                    let mut leaky = spectator.clone();
                    leaky.discard.push(card);
                    let leaky = board_svg(&leaky, &n);
                    assert!(
                        !shown(&leaky, &spellings(&secret)).is_empty(),
                        "{card} slipped through"
                    );
                    caught += 1;
                }
                if matches!(s.phase, Phase::Scry { .. } | Phase::Battle(_)) {
                    secret_moments += 1;
                }
                for seat in 0..s.players() {
                    let private = private_svg(&Relinquish::view(&s, Viewer::Seat(seat)), &n);
                    let mine = own_secrets(&s, seat);
                    for c in &mine {
                        assert!(
                            !shown(&private, &[face_label(*c)]).is_empty(),
                            "{c} missing from seat {seat}'s picture"
                        );
                    }
                    if !mine.is_empty() {
                        // Read as if public, a seat's own picture is caught too.
                        assert!(!shown(&private, &spellings(&mine)).is_empty());
                        caught += 1;
                    }
                    let others: Vec<Card> = secret
                        .iter()
                        .copied()
                        .filter(|c| !mine.contains(c))
                        .collect();
                    let leaked = shown(&private, &spellings(&others));
                    assert!(leaked.is_empty(), "{leaked:?} in seat {seat}'s\n{private}");
                }
            }
        }
        assert!(
            checked >= 150 && caught > 300 && secret_moments > 40,
            "{checked} {caught} {secret_moments}"
        );
    }
}
