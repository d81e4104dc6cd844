//! Relinquish as pictures: the public table from the spectator's view, a seat's hand from that
//! seat's view. Like the text in `board`, both are drawn from a [`View`] only, so they cannot
//! show what the view does not hold.
//!
//! Made for a phone (issues 28 and 44): the pictures are [`W`] = 640 px wide, no text is
//! smaller than [`MIN`] = 18 px (11 px when Discord shows the picture 400 px wide, capitals 8 px
//! tall), and no picture is taller than [`MAX_H`] = 1.25 × its width: a phone gives an image
//! about that much of its screen, and a taller one is shown smaller, below those sizes. So the
//! seats sit two side by side once there are more than two of them (see [`seats`]).
//!
//! Each picture has one size per player count, whatever the game holds, so the board message
//! never jumps when it is edited: every part has a fixed height (the header, the piles with the
//! legend, the moment under way, two rows of seat bands; the private view adds its hand band).
//! A row that holds more cards than fit side by side fans them (each card keeps its corner index
//! in view); past the narrowest fan a `+n` pill counts the rest, which the text beside the
//! picture lists. What the text already says at length (the options line, the flips, the used
//! maneuvers in words, Tarot names, capture origins) is left to it.
//!
//! Names are the subject of most lines here, so they are never cut (issue 44): a seat band
//! gives its name a line of its own, and the moment panel's sentences wrap.

mod cards;
mod moment;
mod seats;
#[cfg(test)]
mod tests;

use crate::rules::cards::TAROT_NAMES;
use crate::rules::{Card, Private, Rank, Suit, View};
use crate::words::say;
use cards::{card, card_row, counted_back, STAND};
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::palette::{ACCENT, BAND, MUTED, PAPER, TABLE, TABLE_EDGE, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};
use present_kit::present::Names;

use cards::suit_look;

/// The pictures' width: a phone shows them at 400 px, so [`MIN`] px there is 11 px.
pub const W: f32 = 640.0;
/// The tallest a picture may be: 1.25 × its width (500 px tall at 400 px wide).
pub const MAX_H: f32 = 1.25 * W;
/// The smallest text: 11 px at 400 px wide (`measure::SMALLEST_TEXT`), capitals 8 px tall.
const MIN: f32 = 18.0;
/// Type sizes: the title, names, body text, small text (never under [`MIN`]).
const TITLE: f32 = 24.0;
const NAME: f32 = 19.0;
const BODY: f32 = 19.0;
const SMALL: f32 = MIN;
/// The panel's margin and the content's left and right edges.
const MARGIN: f32 = 12.0;
const X0: f32 = MARGIN + 10.0;
const X1: f32 = W - MARGIN - 10.0;

/// The header, the piles row (with the legend), the moment panel, the private hand band.
const HEADER_H: f32 = MARGIN + 58.0;
const PILES_H: f32 = 94.0;
const HAND_H: f32 = 100.0;
/// Space between the parts.
const SPACE: f32 = 6.0;

/// A new picture `height` tall on the table panel.
fn panel(height: f32) -> Svg {
    let mut svg = Svg::new(W, height);
    svg.background(Style::fill(TABLE).with_stroke(TABLE_EDGE, 4.0), 18.0);
    svg
}

/// A band on the panel from `(x, y)`, `w` by `h`.
fn band_at(svg: &mut Svg, (x, y): (f32, f32), (w, h): (f32, f32), style: &Style) {
    svg.rounded_rect(x, y, w, h, 10.0, style);
}

/// A full-width band on the panel from `y`, `h` tall.
fn band(svg: &mut Svg, y: f32, h: f32, style: &Style) {
    band_at(svg, (MARGIN, y), (W - 2.0 * MARGIN, h), style);
}

/// The title line with the turn on the right, and the game and its options under it. The
/// title is the game's name on the board and the seat's name in its own view (the whole
/// line is the name's, so a long name is never cut).
fn header(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>) {
    let title = TextStyle::new(TITLE, TEXT).bold();
    let base = MARGIN + 27.0;
    let right = if view.places.is_some() {
        say("rq-pic-game-over")
    } else {
        say!("rq-pic-turn", turn = view.turn_number)
    };
    let turn = TextStyle::new(BODY, MUTED).end();
    svg.text(X1, base, &right, &turn);
    let mut variant = Vec::new();
    match me {
        Some(seat) => {
            let max = X1 - turn.width(&right) - 16.0 - X0;
            draw::seat_name(svg, (X0, base), names, seat, &title, max);
            variant.push("Relinquish".to_string());
        }
        None => svg.text(X0, base, "Relinquish", &title),
    }
    variant.push(super::text::players_count(view.players));
    if view.teams {
        variant.push("2v2".into());
    }
    if view.short {
        variant.push(say("rq-pic-short"));
    }
    if view.beginner {
        variant.push(say("rq-pic-beginner"));
    }
    // A beginner game has no Acceptances from the start (RQ-1); "beginner" says so.
    variant.push(if view.beginner {
        say("rq-pic-no-acceptances")
    } else if view.acceptances {
        say("rq-pic-acceptances-on")
    } else {
        say("rq-pic-acceptances-over")
    });
    if view.set_aside > 0 {
        variant.push(say!("rq-pic-set-aside", n = view.set_aside));
    }
    let small = TextStyle::new(SMALL, MUTED);
    let line = draw::name_fit(&variant.join(" · "), "", &small, X1 - X0);
    svg.text(X0, base + 25.0, &line, &small);
}

/// The newest discards the piles show face up (the text lists eight).
const DISCARD_SHOWN: usize = 3;
/// The room the face-up discards take.
const DISCARD_ROOM: f32 = 120.0;

/// The piles and the legend in one band: the scry pile (a back with its count), the newest
/// discards face up, then the exile's size with the Tarots in it by number (which can no
/// longer Negate or Foil), and the legend of the symbols and letters under it.
fn piles(svg: &mut Svg, view: &View, y: f32) {
    let label = TextStyle::new(SMALL, MUTED).bold();
    let top = y + 24.0;
    let scry = say("rq-pic-scry");
    svg.text(X0, y + 19.0, &scry, &label);
    if view.scry_pile > 0 {
        counted_back(svg, X0, top, STAND, view.scry_pile);
    } else {
        draw::empty_slot(svg, X0, top, STAND.0, STAND.1);
    }
    // The discards start after the scry pile, or after its label where a language's word is
    // wider than the card.
    let x = X0 + (STAND.0 + 16.0).max(label.width(&scry) + 12.0);
    svg.text(
        x,
        y + 19.0,
        &say!("rq-pic-discard", n = view.discard.len()),
        &label,
    );
    let newest: Vec<(Card, i32)> = view
        .discard
        .iter()
        .rev()
        .take(DISCARD_SHOWN)
        .map(|&c| (c, c.printed()))
        .collect();
    if newest.is_empty() {
        draw::empty_slot(svg, x, top, STAND.0, STAND.1);
    }
    card_row(svg, &newest, x, top, STAND, DISCARD_ROOM);
    let x = x + DISCARD_ROOM.max(label.width(&say!("rq-pic-discard", n = 88))) + 18.0;
    let room = X1 - x;
    // The Tarots' numbers when they fit, else how many (the text beside lists them).
    let mut exile = say!(
        "rq-pic-exile",
        n = view.exile.len(),
        tarots = &exiled_tarots(view)
    );
    if label.width(&exile) > room {
        let tarots = view.exile.iter().filter(|c| c.is_tarot()).count();
        exile = say!("rq-pic-exile-count", n = view.exile.len(), tarots = tarots);
    }
    svg.text(
        x,
        y + 19.0,
        &draw::name_fit(&exile, "", &label, room),
        &label,
    );
    legend(svg, x, y + 41.0, room);
}

/// The style of a suit's symbol in the legend: as large and bold as on a sideways card.
fn legend_symbol_style(suit: Suit) -> TextStyle {
    TextStyle::new(cards::SYMBOL_SIDEWAYS, suit_look(suit).0)
        .bold()
        .middle()
}

/// The legend from `(x, first)` (the first baseline), `room` wide, three lines: each suit's
/// symbol on a chip of card paper in its ink (as the cards show it) with its name, the Courts'
/// letters, the Tarots and Resting. Where a language's words do not fit those lines, the same
/// items flow over the three lines instead; only where even that does not fit are words
/// shortened with "…" (the text beside the picture and the rules spell them out).
fn legend(svg: &mut Svg, x: f32, first: f32, room: f32) {
    let style = TextStyle::new(SMALL, TEXT);
    let chip = 22.0;
    let suits: Vec<(Suit, String)> = Suit::ALL.iter().map(|&s| (s, s.said())).collect();
    let courts: Vec<String> = Rank::ALL
        .iter()
        .map(|r| format!("{} {}", r.letter(), r.said()))
        .collect();
    let tarot = say("rq-pic-legend-tarot");
    let suit_w = |name: &str| chip + 4.0 + style.width(name);
    let suits_line: f32 = suits.iter().map(|(_, n)| suit_w(n) + 12.0).sum::<f32>() - 12.0;
    let courts_line = style.width(&courts.join("  "));
    if suits_line <= room && courts_line <= room && style.width(&tarot) <= room {
        let mut at = x;
        for (suit, name) in &suits {
            legend_suit(svg, at, first, *suit, name, &style);
            at += suit_w(name) + 12.0;
        }
        svg.text(x, first + 22.0, &courts.join("  "), &style);
        svg.text(x, first + 44.0, &tarot, &style);
        return;
    }
    // The items in order, flowing over three lines.
    let mut items: Vec<(Option<Suit>, String, f32)> = suits
        .iter()
        .map(|(s, n)| (Some(*s), n.clone(), suit_w(n)))
        .collect();
    items.extend(courts.iter().map(|c| (None, c.clone(), style.width(c))));
    items.push((None, tarot.clone(), style.width(&tarot)));
    let gap = 10.0;
    let mut placed = Vec::new();
    let (mut line, mut at) = (0usize, x);
    for (suit, text, w) in &items {
        if at > x && at + w > x + room {
            line += 1;
            at = x;
        }
        placed.push((line, at, *suit, text.clone()));
        at += w + gap;
    }
    let fits = line < 3 && items.iter().all(|(_, _, w)| *w <= room);
    if fits {
        for (line, at, suit, text) in placed {
            let y = first + 22.0 * line as f32;
            match suit {
                Some(suit) => legend_suit(svg, at, y, suit, &text, &style),
                None => svg.text(at, y, &text, &style),
            }
        }
        return;
    }
    // Each suit's name cut to a quarter of the room, the other lines to the room.
    let share = (room / 4.0 - chip - 4.0 - 7.0).max(0.0);
    let mut at = x;
    for (suit, name) in &suits {
        let name = draw::name_fit(name, "", &style, share);
        legend_suit(svg, at, first, *suit, &name, &style);
        at += suit_w(&name) + 7.0;
    }
    let courts = draw::name_fit(&courts.join("  "), "", &style, room);
    svg.text(x, first + 22.0, &courts, &style);
    let tarot = draw::name_fit(&tarot, "", &style, room);
    svg.text(x, first + 44.0, &tarot, &style);
}

/// One suit of the legend from `at` on baseline `y`: its symbol on a chip of card paper in its
/// ink, and its name.
fn legend_suit(svg: &mut Svg, at: f32, y: f32, suit: Suit, name: &str, style: &TextStyle) {
    let chip = (22.0, 24.0);
    let cy = y - 6.0;
    svg.rounded_rect(
        at,
        cy - chip.1 / 2.0,
        chip.0,
        chip.1,
        4.0,
        &Style::fill(PAPER),
    );
    let symbol = legend_symbol_style(suit);
    let text = suit.symbol().to_string();
    svg.text(at + chip.0 / 2.0, symbol.baseline_for(cy), &text, &symbol);
    svg.text(at + chip.0 + 4.0, y, name, style);
}

/// The numbers of the exiled Tarots, or the shorter list of those not exiled.
fn exiled_tarots(view: &View) -> String {
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
    if numbers.is_empty() {
        super::text::none()
    } else if numbers.len() == all {
        say!("rq-pic-all-tarots", n = all)
    } else if numbers.len() * 2 > all {
        let rest: Vec<u8> = (0..=crate::rules::cards::MAX_TAROT)
            .filter(|n| !numbers.contains(n))
            .collect();
        say!("rq-pic-all-but", numbers = &join(&rest))
    } else {
        join(&numbers)
    }
}

/// The height of the table part (piles, moment, seats) below `y`.
fn table_height() -> f32 {
    PILES_H + SPACE + moment::MOMENT_H + SPACE + seats::SEATS_H
}

/// Everything public from `y`: piles and legend, the moment under way, the seats.
fn table(svg: &mut Svg, view: &View, names: &Names, me: Option<&Private>, y: f32) {
    piles(svg, view, y);
    let y = y + PILES_H + SPACE;
    moment::moment(svg, view, names, me, y);
    let y = y + moment::MOMENT_H + SPACE;
    seats::seats(svg, view, names, me.map(|m| m.seat), y);
}

/// The board's height (the same for every player count).
pub fn board_height() -> f32 {
    HEADER_H + table_height() + MARGIN
}

/// A private view's height (the board's and the hand band).
pub fn private_height() -> f32 {
    board_height() + HAND_H + SPACE
}

/// The public table, from the spectator's view: every tableau (Standing and Resting cards,
/// Bounties marked), hand and pile sizes, the face-up discards, the exiled Tarots, teams,
/// whose turn it is and what is awaited. One size for every table.
pub fn board_svg(view: &View, names: &Names) -> String {
    let mut svg = panel(board_height());
    header(&mut svg, view, names, None);
    table(&mut svg, view, names, None, HEADER_H);
    svg.finish()
}

/// The hand ordered as the text lists it: Commons, Courts, Tarots.
fn sorted_hand(hand: &[Card]) -> Vec<Card> {
    let mut out: Vec<Card> = hand.iter().copied().filter(|c| c.is_common()).collect();
    out.extend(hand.iter().copied().filter(|c| c.is_court()));
    out.extend(hand.iter().copied().filter(|c| c.is_tarot()));
    out
}

/// The seat's secrets in a band [`HAND_H`] tall: its hand (fanned when large), and on the
/// right its Rally pick until both are revealed. (The two scried cards show in the moment
/// panel, where the public picture shows their backs.)
fn secrets(svg: &mut Svg, me: &Private, y: f32) {
    band(svg, y, HAND_H, &Style::fill(BAND).with_stroke(ACCENT, 2.0));
    let label = TextStyle::new(SMALL, MUTED).bold();
    let accent = TextStyle::new(SMALL, ACCENT).bold();
    let top = y + 28.0;
    let hand = sorted_hand(&me.hand);
    // The Rally pick on the right, if any: its label and card (or an empty slot).
    let mut room = X1 - X0;
    if let Some(rally) = me.rally {
        let text = say("rq-pic-rally");
        let w = accent.width(&text).max(STAND.0 + 6.0);
        let gx = X1 - w;
        svg.text(gx, y + 21.0, &text, &accent);
        let cx = gx + 3.0;
        match rally.card() {
            Some(c) => card(svg, cx, top, STAND, c),
            None => {
                draw::empty_slot(svg, cx, top, STAND.0, STAND.1);
                let s = TextStyle::new(SMALL, MUTED).bold().middle();
                svg.text(
                    cx + STAND.0 / 2.0,
                    s.baseline_for(top + STAND.1 / 2.0),
                    &super::text::none(),
                    &s,
                );
            }
        }
        svg.rounded_rect(
            cx - 3.0,
            top - 3.0,
            STAND.0 + 6.0,
            STAND.1 + 6.0,
            8.0,
            &Style::stroke(ACCENT, 3.0),
        );
        room = gx - 16.0 - X0;
    }
    let title = if hand.is_empty() {
        say("rq-pic-hand-empty")
    } else {
        say!("rq-pic-hand", n = hand.len())
    };
    svg.text(X0, y + 21.0, &title, &label);
    let listed: Vec<(Card, i32)> = hand.iter().map(|&c| (c, c.printed())).collect();
    card_row(svg, &listed, X0, top, STAND, room);
}

/// A seat's private picture, from that seat's view: its hand as cards, what it is scrying, its
/// Rally pick until the reveal, above the same table as the board (with its own seat marked).
/// One size for every table, whatever the hand holds.
pub fn private_svg(view: &View, names: &Names) -> String {
    let (Viewer::Seat(_), Some(me)) = (view.viewer, &view.me) else {
        return board_svg(view, names);
    };
    debug_assert!(private_height() <= MAX_H, "taller than a phone shows whole");
    let mut svg = panel(private_height());
    header(&mut svg, view, names, Some(me.seat));
    secrets(&mut svg, me, HEADER_H);
    table(&mut svg, view, names, Some(me), HEADER_H + HAND_H + SPACE);
    svg.finish()
}
