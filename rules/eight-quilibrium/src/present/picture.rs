//! 8-quilibrium as pictures: the public board from the spectator's view, a seat's hand from
//! that seat's view. Like the text in `board`, both are drawn from a [`View`] only, so they
//! cannot show what the view does not hold; the phase line is the text's own.
//!
//! Cards are French-suited: rank over suit symbol, in a four-colour deck (Okabe-Ito based:
//! spades black, hearts vermillion, diamonds blue, clubs green), so suits differ by symbol and
//! by colour. Face-down cards (Fog of War, the deck) show a hatched back.
//!
//! Phones show the pictures about 400 px wide (issue 28), so no text is smaller than
//! `LABEL`, and each picture keeps one size for a table from its first move to the final
//! board: every part that may come and go (a second line of notes, a card picked in secret,
//! the final standings, a long phase line) has its room reserved from the options and the
//! player count alone, never from the state.

use super::board::{brief_phase_line, phase_line};
use super::text::{name, names_list, ordinal, points as points_of, seat_label, team_letter};
use crate::rules::state::MARKET_SIZE;
use crate::rules::{HandScore, PhaseView, RoundResult, View};
use crate::words::{say, say_with};
use game_kit::cards::{Card, Suit};
use game_kit::{Seat, Viewer};
use present_kit::picture::palette::{
    ACCENT, BACK, BAND, INK, LARGE, MARGIN, MUTED, RULE, TEAM, TEXT, TITLE, WIDTH,
};
use present_kit::picture::svg::{Color, Span, Style, Svg, TextStyle};
use present_kit::picture::{draw, font};
use present_kit::present::Names;

/// The smallest text and the smallest suit mark: 24.5 px in the 880 px picture is 11.1 px on a
/// 400 px phone, its capitals (and the suit marks, whose glyphs stand 0.73 of their size)
/// 8 px tall (issue 44).
const LABEL: f32 = 24.5;
/// Sentences (the footer) and the figures of a seat row.
const BODY: f32 = 25.0;
/// The tallest a picture may be: 1.25 times its width, 500 px on a 400 px wide phone, where a
/// taller picture would be shrunk to fit the screen (issue 44).
pub const TALLEST: f32 = 1.25 * WIDTH;
/// Full-size cards (Market, hand) and small ones (final hands). A small card's rank and suit
/// are never under [`LABEL`], whatever its width.
const CARD: (f32, f32) = (84.0, 118.0);
const SMALL_CARD: (f32, f32) = (46.0, 72.0);
const GAP: f32 = 14.0;
/// The Market's tray: its label, a row of cards and their captions.
const TRAY_H: f32 = 40.0 + 118.0 + 40.0;
/// A seat's row: one line, or two where the options can add notes under it.
const ROW_H: f32 = 58.0;
const ROW_NOTES_H: f32 = 76.0;
/// A final standings row: the place and the name on their own line, then the points and how
/// they add up beside the hand.
const RESULT_H: f32 = 114.0;
/// Space between rows.
const ROW_GAP: f32 = 8.0;
/// One line of the footer (25 px text and its leading).
const PITCH: f32 = 31.0;
/// Footer lines kept for the phase line: the longest (a Give to one of five long names, a
/// Quick Toss, the Wind waiting on six seats) wraps to three.
const PHASE_LINES: usize = 3;
/// Where a seat row's name starts, from the panel's left edge.
const NAME_X: f32 = MARGIN + 44.0;
/// The right edge of the text inside a band.
const RIGHT: f32 = WIDTH - MARGIN - 16.0;
/// The room kept at a seat row's right end for "reacted" (EQ-4), whether or not it shows.
const REACTED_W: f32 = 100.0;

/// The suit colours on a card face, all at least 4.5:1 against the paper.
pub fn suit_color(suit: Suit) -> Color {
    match suit {
        Suit::Spades => INK,
        Suit::Hearts => Color(0xc4, 0x4e, 0x00),
        Suit::Diamonds => Color(0x00, 0x68, 0xa8),
        Suit::Clubs => Color(0x00, 0x78, 0x55),
    }
}

/// What a card face reads as, one `<text>` element: rank then suit, e.g. `9♥`.
pub fn face_label(card: Card) -> String {
    format!("{}{}", card.rank_str(), card.suit.symbol())
}

/// A face-up card: rank over suit symbol, centred, in the suit's colour.
fn card(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), card: Card) {
    draw::card_face(svg, x, y, w, h);
    let size = (w * 0.44).max(LABEL);
    let style = TextStyle::new(size, suit_color(card.suit)).bold().middle();
    let cx = x + w / 2.0;
    let rank = card.rank_str();
    let suit = card.suit.symbol().to_string();
    svg.spans(
        cx,
        y + h * 0.44,
        &style,
        &[
            Span::new(rank),
            Span::new(&suit).line(cx, h * 0.4).size(size * 1.05),
        ],
    );
}

/// A Market slot as the view shows it.
enum Slot {
    Face(Card),
    /// Face down, and the viewer knows the card (a Fog peek).
    Seen(Card),
    Down,
    Empty,
}

fn slots(view: &View) -> Vec<Slot> {
    view.market
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let down = view.face_down.get(i).copied().unwrap_or(false);
            let empty = view.empty.get(i).copied().unwrap_or(false);
            match (c, down) {
                _ if empty => Slot::Empty,
                (Some(c), true) => Slot::Seen(*c),
                (Some(c), false) => Slot::Face(*c),
                (None, _) => Slot::Down,
            }
        })
        .collect()
}

/// The title row: the first of `headings` that fits whole (narrowed at most to
/// [`draw::NARROWEST`]) at the title's size or, failing that, a little smaller — a private
/// view offers "Your hand, <name>" and then the name alone, so the name is never cut (issue
/// 44) — and the turn or round on the right; returns the y below it.
fn title(svg: &mut Svg, headings: &[String], view: &View, y: f32) -> f32 {
    let mut right = say_with("eq-pic-turn", &[("turn", view.turn.into())]);
    if view.rounds > 1 {
        right = say_with(
            "eq-pic-round-turn",
            &[
                ("round", view.round.into()),
                ("rounds", view.rounds.into()),
                ("turn", view.turn.into()),
            ],
        );
    }
    if view.phase == PhaseView::RoundOver {
        right = say("eq-pic-match-over");
    }
    let right_style = TextStyle::new(BODY, MUTED).end();
    svg.text(WIDTH - MARGIN - 8.0, y + TITLE, &right, &right_style);
    let room = draw::inner_width() - right_style.width(&right) - 24.0;
    let (left, style) = pick_heading(headings, room);
    let fallback = say("eq-pic-your-hand");
    let shown = draw::shown(&left, &fallback);
    let full = style.width(&shown);
    if full > room && full * draw::NARROWEST <= room {
        // Narrowed whole: `draw::name` would divide the room by its squeeze again and, a
        // rounding short of the full width, cut the heading's last letter.
        svg.text(
            MARGIN + 8.0,
            y + TITLE,
            &shown,
            &style.squeezed(room / full),
        );
    } else {
        draw::name(
            svg,
            (MARGIN + 8.0, y + TITLE),
            &left,
            &fallback,
            &style,
            room,
        );
    }
    y + TITLE + 16.0
}

/// The first of `headings` whose drawn width, narrowed to [`draw::NARROWEST`], fits `room`,
/// trying each at the title's size and then at [`LARGE`]; the last one at [`LARGE`] if none
/// does.
fn pick_heading(headings: &[String], room: f32) -> (String, TextStyle) {
    let sizes = [TITLE, LARGE];
    for text in headings {
        for size in sizes {
            let style = TextStyle::new(size, TEXT).bold();
            if style.width(&draw::shown(text, &say("eq-pic-your-hand"))) * draw::NARROWEST <= room {
                return (text.clone(), style);
            }
        }
    }
    let last = headings.last().cloned().unwrap_or_default();
    (last, TextStyle::new(LARGE, TEXT).bold())
}

/// The variants in play, if any (fixed by the options, so the same lines all game); returns
/// the y below.
fn variants(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let names: Vec<String> = view.options.variants().iter().map(|v| v.name()).collect();
    if names.is_empty() {
        return y;
    }
    let text = match view.options.preset {
        Some(p) => say_with(
            "eq-pic-variants-preset",
            &[
                ("preset", p.name().as_str().into()),
                ("variants", names.join(", ").as_str().into()),
            ],
        ),
        None => say_with(
            "eq-pic-variants",
            &[("variants", names.join(", ").as_str().into())],
        ),
    };
    let style = TextStyle::new(LABEL, MUTED);
    let end = draw::paragraph(
        svg,
        MARGIN + 8.0,
        y + LABEL,
        &text,
        &style,
        draw::inner_width(),
    );
    end - LABEL + 8.0
}

/// The caption under a Market slot: its number (the log's slot numbers), with what is
/// special about it.
fn slot_caption(i: usize, slot: &Slot) -> String {
    match slot {
        _ if i >= MARKET_SIZE => say("eq-pic-slot-rejected"),
        Slot::Seen(_) => say_with("eq-pic-slot-seen", &[("n", (i + 1).into())]),
        Slot::Empty => say_with("eq-pic-slot-given", &[("n", (i + 1).into())]),
        Slot::Face(_) | Slot::Down => format!("{}", i + 1),
    }
}

/// The Market's tray: the four fixed slots (and a rejected card waiting beside them), the
/// deck and, under Open Stock, the Stock. Always [`TRAY_H`] tall; returns the y below.
fn market(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let (w, h) = CARD;
    svg.rounded_rect(
        MARGIN,
        y,
        WIDTH - 2.0 * MARGIN,
        TRAY_H,
        12.0,
        &Style::fill(BAND),
    );
    let label = TextStyle::new(LABEL, MUTED).bold();
    svg.text(MARGIN + 16.0, y + 28.0, &say("eq-pic-market"), &label);
    let top = y + 40.0;
    let below = top + h + 26.0;
    let small = TextStyle::new(LABEL, MUTED).middle();
    let mut x = MARGIN + 16.0;
    for (i, slot) in slots(view).into_iter().enumerate() {
        if i >= MARKET_SIZE {
            let plus = TextStyle::new(TITLE, TEXT).bold();
            svg.text(x + 6.0, plus.baseline_for(top + h / 2.0), "+", &plus);
            x += 34.0;
        }
        match slot {
            Slot::Face(c) => card(svg, x, top, CARD, c),
            Slot::Seen(c) => {
                card(svg, x, top, CARD, c);
                // A corner of card back: it still lies face down for everyone else.
                svg.polygon(
                    &[
                        (x + w - 30.0, top),
                        (x + w - 8.0, top),
                        (x + w, top + 8.0),
                        (x + w, top + 30.0),
                    ],
                    &Style::fill(BACK),
                );
            }
            Slot::Down => draw::card_back(svg, x, top, w, h),
            Slot::Empty => draw::empty_slot(svg, x, top, w, h),
        }
        caption(
            svg,
            x + w / 2.0,
            below,
            &slot_caption(i, &slot),
            &small,
            w + GAP - 6.0,
        );
        x += w + GAP;
    }
    // The deck at the right end, the Stock (face up) left of it.
    let deck_x = WIDTH - MARGIN - 16.0 - w;
    if view.deck_count > 0 {
        draw::card_back(svg, deck_x, top, w, h);
        let count = view.deck_count.to_string();
        let style = TextStyle::new(LARGE, TEXT).bold().middle();
        svg.circle(
            deck_x + w / 2.0,
            top + h / 2.0,
            24.0,
            &Style::fill(INK).with_stroke(TEXT, 2.0),
        );
        svg.text(
            deck_x + w / 2.0,
            style.baseline_for(top + h / 2.0),
            &count,
            &style,
        );
    } else {
        draw::empty_slot(svg, deck_x, top, w, h);
    }
    caption(
        svg,
        deck_x + w / 2.0,
        below,
        &say("eq-pic-deck"),
        &small,
        w + GAP - 6.0,
    );
    let stock_x = deck_x - w - GAP;
    if let Some(stock) = view.stock {
        card(svg, stock_x, top, CARD, stock);
        caption(
            svg,
            stock_x + w / 2.0,
            below,
            &say("eq-pic-stock"),
            &small,
            w + GAP - 6.0,
        );
    } else if view.options.open_stock && view.deck_count > 0 {
        // Turned up at the next refill; a longer caption would run into "Deck".
        draw::empty_slot(svg, stock_x, top, w, h);
        caption(
            svg,
            stock_x + w / 2.0,
            below,
            &say("eq-pic-stock"),
            &small,
            w + GAP - 6.0,
        );
    }
    y + TRAY_H
}

/// A caption centred at `x` within `max` pixels: whole where it fits, narrowed down to
/// [`draw::NARROWEST`] where it does not (a longer translation), and cut with "…" only past
/// that. Returns the width it takes.
fn caption(svg: &mut Svg, x: f32, y: f32, text: &str, style: &TextStyle, max: f32) -> f32 {
    let full = style.width(text);
    if full <= max {
        svg.text(x, y, text, style);
        return full;
    }
    let squeeze = (max / full).max(draw::NARROWEST);
    let cut = font::fit(text, style.size, style.weight, max / squeeze);
    svg.text(x, y, &cut, &style.squeezed(squeeze));
    style.width(&cut) * squeeze
}

/// A team's round badge with its letter; returns its width.
fn team_badge(svg: &mut Svg, x: f32, cy: f32, team: usize) -> f32 {
    let color = TEAM.get(team).copied().unwrap_or(MUTED);
    svg.circle(x + 15.0, cy, 15.0, &Style::fill(color));
    let style = TextStyle::new(LABEL, INK).bold().middle();
    svg.text(
        x + 15.0,
        style.baseline_for(cy),
        &team_letter(team).to_string(),
        &style,
    );
    30.0
}

/// Coins for tokens: one coin and the count; returns the width taken.
fn tokens(svg: &mut Svg, x: f32, cy: f32, n: u8) -> f32 {
    draw::coin(svg, x + 14.0, cy, 14.0);
    let style = TextStyle::new(BODY, TEXT).bold();
    let text = format!("×{n}");
    svg.text(x + 34.0, style.baseline_for(cy), &text, &style);
    34.0 + style.width(&text)
}

/// The widest [`tokens`] can be (three tokens at most, EQ rules; "×9" kept for safety).
fn tokens_width() -> f32 {
    34.0 + TextStyle::new(BODY, TEXT).bold().width("×9")
}

/// How many cards a seat holds: a small card back and "3/8" (the hand size out of eight).
fn hand_meter(svg: &mut Svg, x: f32, cy: f32, size: usize) {
    let (w, h) = (22.0, 32.0);
    if size > 0 {
        draw::mini_back(svg, x, cy - h / 2.0, w, h);
    } else {
        svg.rounded_rect(x, cy - h / 2.0, w, h, 3.0, &Style::stroke(RULE, 2.0));
    }
    let style = TextStyle::new(BODY, TEXT);
    svg.text(
        x + w + 8.0,
        style.baseline_for(cy),
        &format!("{size}/8"),
        &style,
    );
}

/// The width of [`hand_meter`] at its widest ("8/8").
fn hand_meter_width() -> f32 {
    22.0 + 8.0 + TextStyle::new(BODY, TEXT).width("8/8")
}

/// Whether the options can put notes under a seat's name (a skipped turn under Team Play,
/// the Wind's caller and barred seat, match points over several rounds): then every seat row
/// has room for them all game long.
fn has_notes(view: &View) -> bool {
    view.options.team_play || view.options.wind_of_change || view.rounds > 1
}

/// The height of a seat row at this table.
fn row_height(view: &View) -> f32 {
    if has_notes(view) {
        ROW_NOTES_H
    } else {
        ROW_H
    }
}

/// What else is public about a seat, for the line under its name.
fn seat_notes(view: &View, seat: Seat) -> Vec<String> {
    let mut notes: Vec<String> = Vec::new();
    if view.skip.get(seat).copied().unwrap_or(false) {
        notes.push(say("eq-pic-skips"));
    }
    if view.wind_called_by == Some(seat) {
        notes.push(say("eq-pic-called-wind"));
    } else if view.options.wind_of_change
        && view.wind_called_by.is_none()
        && view.wind_barred == Some(seat)
    {
        // EQ-8: last round's caller may not call it again this round.
        notes.push(say("eq-pic-may-not-call-wind"));
    }
    // Match points once a round has been scored, and what the last round added.
    if let (true, Some(last)) = (view.rounds > 1, &view.last_round) {
        let points = view.match_points.get(seat).copied().unwrap_or(0) as usize;
        let round = last.scores.get(seat).map_or(0, |s| s.total);
        notes.push(say_with(
            "eq-pic-match-points",
            &[
                ("points", points_of(points).as_str().into()),
                ("round_points", round.into()),
                ("round", last.round.into()),
            ],
        ));
    }
    notes
}

/// One row per seat: turn marker, name, team, cards held, tokens, "reacted" (EQ-4: one
/// reaction per active turn) and, where the options allow them, notes on a second line.
/// Returns the y below.
fn seat_rows(svg: &mut Svg, view: &View, names: &Names, y: f32) -> f32 {
    let over = view.phase == PhaseView::RoundOver;
    let row_h = row_height(view);
    let mut y = y;
    for seat in 0..view.players {
        let active = seat == view.active && !over;
        let style = if active {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, row_h, 12.0, &style);
        let cy = y + 29.0;
        if active {
            draw::turn_marker(svg, MARGIN + 14.0, cy, 24.0);
        }
        // From the right: "reacted", the tokens, the hand's size, the team; the name has all
        // the room left of them, so it is whole (narrowed if it must be).
        let reacted_x = RIGHT - REACTED_W;
        let tokens_x = reacted_x - 14.0 - tokens_width();
        let meter_x = tokens_x - 16.0 - hand_meter_width();
        let mut name_end = meter_x - 16.0;
        if let Some(team) = view.team.as_ref().and_then(|t| t.get(seat)) {
            name_end -= 30.0;
            team_badge(svg, name_end, cy, *team);
            name_end -= 12.0;
        }
        let name_style = TextStyle::new(LARGE, TEXT).bold();
        draw::name(
            svg,
            (NAME_X, name_style.baseline_for(cy)),
            &name(names, seat),
            &seat_label(seat),
            &name_style,
            name_end - NAME_X,
        );
        let size = view.hand_sizes.get(seat).copied().unwrap_or(0);
        hand_meter(svg, meter_x, cy, size);
        tokens(
            svg,
            tokens_x,
            cy,
            view.tokens.get(seat).copied().unwrap_or(0),
        );
        if view.reacted.get(seat).copied().unwrap_or(false) {
            let style = TextStyle::new(LABEL, MUTED).end();
            caption(
                svg,
                RIGHT,
                style.baseline_for(cy),
                &say("eq-pic-reacted"),
                &style,
                REACTED_W - 4.0,
            );
        }
        let notes = seat_notes(view, seat);
        if !notes.is_empty() && has_notes(view) {
            let style = TextStyle::new(LABEL, MUTED);
            let text = font::fit(&notes.join(" · "), LABEL, style.weight, RIGHT - NAME_X);
            svg.text(NAME_X, y + 66.0, &text, &style);
        }
        y += row_h + ROW_GAP;
    }
    y
}

/// A hand's score in its three parts (section 12: suits, colour, parity).
fn breakdown(score: &HandScore) -> String {
    say_with(
        "eq-pic-breakdown",
        &[
            ("suit", score.suit.into()),
            ("color", score.color.into()),
            ("parity", score.parity.into()),
        ],
    )
}

/// A seat's final place: in the match when it has several rounds (the match decides), else
/// in the round (EQ-2, EQ-3).
fn final_place(result: &RoundResult, view: &View, seat: Seat) -> u32 {
    let by_match = view.match_places.as_ref().filter(|_| view.rounds > 1);
    by_match
        .and_then(|p| p.get(seat))
        .or_else(|| result.places.get(seat))
        .copied()
        .unwrap_or(0)
}

/// The points line of a final row: the hand's points and, over several rounds, the match's.
fn points_text(score: &HandScore, view: &View, seat: Seat) -> String {
    let points = points_of(score.total as usize);
    if view.rounds > 1 {
        let total = view.match_points.get(seat).copied().unwrap_or(0);
        say_with(
            "eq-pic-points-in-all",
            &[("points", points.as_str().into()), ("total", total.into())],
        )
    } else {
        points
    }
}

/// The final standings, best first: place and name, the last hand's points and how they add
/// up (and the match's points), and the hand. Returns the y below.
fn result_rows(svg: &mut Svg, result: &RoundResult, view: &View, names: &Names, y: f32) -> f32 {
    let mut seats: Vec<Seat> = (0..result.places.len()).collect();
    seats.sort_by_key(|&s| (final_place(result, view, s), s));
    let (w, h) = SMALL_CARD;
    let hand_x = RIGHT + 8.0 - 8.0 * (w + 6.0) + 6.0;
    let mut y = y;
    for seat in seats {
        let place = final_place(result, view, seat);
        let first = place == 1;
        let style = if first {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, RESULT_H, 12.0, &style);
        let x = MARGIN + 14.0;
        let place_style = TextStyle::new(BODY + 1.0, if first { ACCENT } else { MUTED }).bold();
        caption(svg, x, y + 30.0, &ordinal(place), &place_style, 60.0);
        // The name has the whole line; the points and the hand are under it.
        let name_style = TextStyle::new(BODY + 1.0, TEXT).bold();
        draw::name(
            svg,
            (x + 68.0, y + 30.0),
            &name(names, seat),
            &seat_label(seat),
            &name_style,
            RIGHT - (x + 68.0),
        );
        if let Some(score) = result.scores.get(seat) {
            let points = TextStyle::new(LABEL, TEXT).bold();
            let text = points_text(score, view, seat);
            let team = view.team.as_ref().and_then(|t| t.get(seat));
            let room = hand_x - 16.0 - x - if team.is_some() { 42.0 } else { 0.0 };
            let used = caption(svg, x, y + 70.0, &text, &points, room);
            if let Some(team) = team {
                team_badge(svg, x + used + 12.0, y + 62.0, *team);
            }
            let parts = TextStyle::new(LABEL, MUTED);
            draw::name(
                svg,
                (x, y + 102.0),
                &breakdown(score),
                "",
                &parts,
                hand_x - 16.0 - x,
            );
        }
        let hand = result.hands.get(seat).map_or(&[][..], |h| &h[..]);
        for (i, &c) in hand.iter().take(8).enumerate() {
            let cx = hand_x + i as f32 * (w + 6.0);
            card(svg, cx, y + RESULT_H - h - 6.0, SMALL_CARD, c);
        }
        y += RESULT_H + ROW_GAP;
    }
    y
}

/// The height of the board's middle (the Market and the seat rows while playing, the
/// standings at the end): the larger of the two, so the board never changes size.
fn board_middle(view: &View) -> f32 {
    let n = view.players as f32;
    let playing = TRAY_H + 12.0 + n * (row_height(view) + ROW_GAP);
    let standings = n * (RESULT_H + ROW_GAP);
    playing.max(standings)
}

/// The state of the Wind of Change and the Relay Swaps, when those variants are in play.
fn variant_state(view: &View) -> Vec<String> {
    let mut lines = Vec::new();
    if view.options.wind_of_change && view.wind_called_by.is_none() && view.result.is_none() {
        lines.push(say("eq-pic-wind-open"));
    }
    if view.team.is_some() && view.result.is_none() {
        let used: Vec<String> = (0..2)
            .filter(|&t| view.relay_used.get(t).copied().unwrap_or(false))
            .map(|t| {
                say_with(
                    "eq-pic-team",
                    &[("team", team_letter(t).to_string().as_str().into())],
                )
            })
            .collect();
        if let Some(teams) = used.into_iter().reduce(|first, last| {
            say_with(
                "eq-pic-and",
                &[
                    ("first", first.as_str().into()),
                    ("last", last.as_str().into()),
                ],
            )
        }) {
            lines.push(say_with(
                "eq-pic-relay-used",
                &[("teams", teams.as_str().into())],
            ));
        }
    }
    lines
}

/// "Team points in the match: Team A 35, Team B 30".
fn team_points_line(teams: &[u32]) -> String {
    let parts: Vec<String> = teams
        .iter()
        .enumerate()
        .map(|(i, p)| {
            say_with(
                "eq-team-part",
                &[
                    ("team", team_letter(i).to_string().as_str().into()),
                    ("points", (*p).into()),
                ],
            )
        })
        .collect();
    say_with(
        "eq-pic-team-points",
        &[("teams", parts.join(", ").as_str().into())],
    )
}

/// Footer lines kept on the board for this table's options: the phase line, one line for
/// each variant's state and, for teams in a match of several rounds, one for the team
/// points (each seat's match points stand in its row).
fn board_footer_lines(view: &View) -> usize {
    let mut lines = PHASE_LINES;
    lines += usize::from(view.options.wind_of_change);
    lines += usize::from(view.options.team_play);
    lines += usize::from(view.options.team_play && view.rounds > 1);
    lines
}

/// The height of a footer of `lines` lines (the rule above them included).
fn footer_height(lines: usize) -> f32 {
    16.0 + lines as f32 * PITCH
}

/// The phase line as the footer shows it: whole where it fits [`PHASE_LINES`] lines, else with
/// its lists of players said as their number, so no name is cut in the middle.
fn footer_phase_line(view: &View, names: &Names) -> String {
    let line = phase_line(view, names);
    if font::wrap(&line, BODY, font::Weight::Regular, draw::inner_width()).len() <= PHASE_LINES {
        line
    } else {
        brief_phase_line(view, names)
    }
}

/// A rule and then `blocks`, each wrapped to the inner width, in at most `lines` lines (a
/// block that would run past them ends in "…"; the text message says it whole). Draws from
/// `y`; the room is reserved by the caller with [`footer_height`].
fn footer(svg: &mut Svg, blocks: &[(String, TextStyle)], y: f32, lines: usize) {
    let y = y + 6.0;
    svg.line(MARGIN + 8.0, y, WIDTH - MARGIN - 8.0, y, RULE, 2.0);
    let mut top = y + 10.0;
    for (line, style) in draw::lines_within(blocks, draw::inner_width(), lines) {
        svg.text(MARGIN + 8.0, top + style.size, &line, &style);
        top += PITCH;
    }
}

/// The public board, from the spectator's view: the Market's slots (face-down Fog slots as
/// card backs), the deck and the Stock, each seat's name, team, hand size and tokens, whose
/// turn it is, and, once the match is over, every hand with its score and how it adds up.
/// Its size depends only on the options and the player count.
pub fn board_svg(view: &View, names: &Names) -> String {
    let mut svg = draw::table(WIDTH);
    let mut y = title(&mut svg, &["8-quilibrium".to_string()], view, MARGIN);
    y = variants(&mut svg, view, y);
    let middle = board_middle(view);
    let lines = board_footer_lines(view);
    let height = y + middle + footer_height(lines) + MARGIN;
    let end = match &view.result {
        Some(result) => result_rows(&mut svg, result, view, names, y),
        None => {
            let below = market(&mut svg, view, y) + 12.0;
            seat_rows(&mut svg, view, names, below)
        }
    };
    let mut blocks: Vec<(String, TextStyle)> =
        vec![(footer_phase_line(view, names), TextStyle::new(BODY, TEXT))];
    let muted = TextStyle::new(LABEL, MUTED);
    for line in variant_state(view) {
        blocks.push((line, muted));
    }
    // Each seat's match points stand in its row (between rounds and at the end); the teams'
    // get a line.
    if let (Some(teams), true) = (&view.team_points, view.rounds > 1) {
        if view.last_round.is_some() || view.result.is_some() {
            blocks.push((team_points_line(teams), muted));
        }
    }
    footer(&mut svg, &blocks, end - ROW_GAP, lines);
    // Whole pixels: the PNG has whole rows, and the size must match it exactly.
    svg.set_height(height.ceil());
    svg.finish()
}

/// A card the viewer has picked in secret (to swap, to relay, to pass in the Wind) and what for.
fn secret_pick(view: &View) -> Option<(Card, String)> {
    match &view.phase {
        PhaseView::SwapReaction {
            offered: Some(c), ..
        } => Some((*c, say("eq-pic-to-swap"))),
        PhaseView::RelayPick {
            offered: Some(c), ..
        } => Some((*c, say("eq-pic-to-relay"))),
        PhaseView::WindPass { mine: Some(c), .. } => Some((*c, say("eq-pic-to-pass"))),
        _ => None,
    }
}

/// The hand as cards, a card picked in secret framed and captioned; returns the y below,
/// with room for the caption kept whether or not a card is picked.
fn hand_row(svg: &mut Svg, view: &View, hand: &[Card], y: f32) -> f32 {
    let (w, h) = CARD;
    let pick = secret_pick(view);
    let step = (draw::inner_width() - w) / (hand.len().max(2) - 1) as f32;
    let step = step.min(w + GAP);
    let caption = TextStyle::new(LABEL, ACCENT).bold().middle();
    for (i, &c) in hand.iter().enumerate() {
        let x = MARGIN + 8.0 + i as f32 * step;
        card(svg, x, y, CARD, c);
        if let Some((_, what)) = pick.as_ref().filter(|(p, _)| *p == c) {
            svg.rounded_rect(
                x - 4.0,
                y - 4.0,
                w + 8.0,
                h + 8.0,
                12.0,
                &Style::stroke(ACCENT, 4.0),
            );
            svg.text(x + w / 2.0, y + h + 28.0, what, &caption);
        }
    }
    if hand.is_empty() {
        let style = TextStyle::new(BODY, MUTED);
        svg.text(MARGIN + 8.0, y + h / 2.0, &say("eq-pic-no-cards"), &style);
    }
    y + h + 40.0
}

/// Tokens and team: under Team Play the team and its other members, on a second line when
/// the teammates' names need it (the room is kept whenever the options have teams, so the
/// picture keeps its size). Returns the y below.
fn status_line(svg: &mut Svg, view: &View, names: &Names, me: Seat, y: f32) -> f32 {
    let cy = y + 20.0;
    tokens(
        svg,
        MARGIN + 8.0,
        cy,
        view.tokens.get(me).copied().unwrap_or(0),
    );
    let body = TextStyle::new(BODY, TEXT);
    if let Some(team) = view.team.as_ref().and_then(|t| t.get(me)).copied() {
        let x = MARGIN + 100.0;
        let x = x + team_badge(svg, x, cy, team) + 10.0;
        let mates: Vec<Seat> = (0..view.players)
            .filter(|&s| s != me && view.team.as_ref().and_then(|t| t.get(s)) == Some(&team))
            .collect();
        let text = say_with(
            "eq-pic-team-with",
            &[
                ("team", team_letter(team).to_string().as_str().into()),
                ("mates", names_list(names, &mates).as_str().into()),
            ],
        );
        let text = draw::shown(&text, "");
        let lines = font::wrap(&text, body.size, body.weight, RIGHT - x);
        if lines.len() <= 2 {
            for (i, line) in lines.iter().enumerate() {
                svg.text(x, body.baseline_for(cy) + i as f32 * PITCH, line, &body);
            }
        } else {
            draw::name(svg, (x, body.baseline_for(cy)), &text, "", &body, RIGHT - x);
        }
    }
    if view.options.team_play {
        y + 48.0 + PITCH
    } else {
        y + 48.0
    }
}

/// The deck cards the viewer has looked at (a Queen's power), top first, as a footer line.
fn deck_top(view: &View) -> Option<String> {
    if view.deck_top.is_empty() {
        return None;
    }
    let cards: Vec<String> = view.deck_top.iter().map(|&c| face_label(c)).collect();
    Some(say_with(
        "eq-pic-deck-top",
        &[("cards", cards.join(" ").as_str().into())],
    ))
}

/// Footer lines kept in a seat's picture: the phase line, and one each for a skipped turn
/// (Team Play's Quick Toss) and the deck cards one knows (Rank Powers' Queen).
fn private_footer_lines(view: &View) -> usize {
    PHASE_LINES + usize::from(view.options.team_play) + usize::from(view.options.rank_powers)
}

/// "You placed 1st with 14 points." once the match is over.
fn my_result(view: &View, me: Seat) -> Option<String> {
    let result = view.result.as_ref()?;
    let (score, place) = (result.scores.get(me)?, result.places.get(me)?);
    Some(say_with(
        "eq-pic-placed",
        &[
            ("place", ordinal(*place).as_str().into()),
            ("points", points_of(score.total as usize).as_str().into()),
            ("breakdown", breakdown(score).as_str().into()),
        ],
    ))
}

/// A seat's private picture, from that seat's view: their hand as cards (a card picked in
/// secret marked), their tokens and team, deck cards they know, and the Market as they see it
/// (face-down cards they peeked at shown, marked "seen"). A spectator's view gives the board.
/// Its size depends only on the options.
pub fn private_svg(view: &View, names: &Names) -> String {
    let (Viewer::Seat(me), Some(hand)) = (view.viewer, &view.hand) else {
        return board_svg(view, names);
    };
    let mut svg = draw::table(WIDTH);
    let who = name(names, me);
    let headings = [
        say_with("eq-pic-your-hand-name", &[("name", who.as_str().into())]),
        who,
    ];
    let mut y = title(&mut svg, &headings, view, MARGIN) + 8.0;
    y = hand_row(&mut svg, view, hand, y);
    y = status_line(&mut svg, view, names, me, y);
    y = market(&mut svg, view, y);
    let mut blocks = vec![(footer_phase_line(view, names), TextStyle::new(BODY, TEXT))];
    let accent = TextStyle::new(BODY, ACCENT);
    if view.skip.get(me).copied().unwrap_or(false) {
        blocks.push((say("eq-private-skip"), accent));
    }
    if let Some(line) = deck_top(view) {
        blocks.push((line, TextStyle::new(BODY, TEXT)));
    }
    if let Some(line) = my_result(view, me) {
        blocks.push((line, accent));
    }
    let lines = private_footer_lines(view);
    footer(&mut svg, &blocks, y + 4.0, lines);
    svg.set_height((y + 4.0 + footer_height(lines) + MARGIN).ceil());
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{EightQuilibrium, Options, Phase, Preset, State, Variant};
    use game_kit::Game;
    use present_kit::picture::measure::{Measured, SMALLEST_CAPITAL};
    use present_kit::picture::phone::{cut_inside_a_name, shapes_at_phone, symbols_at_phone};
    use present_kit::picture::testing::{
        assert_renders, assert_snapshot, print_render_times, shown, write_doc_png,
    };
    use present_kit::text::count;
    use std::collections::BTreeSet;

    fn names(n: usize) -> Vec<String> {
        ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// A fixed game: `steps` moves from `seed`, each the legal action of the first prompt at
    /// index `step * 7 % len` (scripted, not random: the fixture never changes).
    fn fixture(options: &Options, players: usize, seed: u64, steps: usize) -> State {
        let mut s = EightQuilibrium::setup(options, players, seed).unwrap();
        for step in 0..steps {
            let Some(p) = EightQuilibrium::prompts(&s).into_iter().next() else {
                break;
            };
            let legal = EightQuilibrium::legal(&s, p.seat);
            let a = legal[step * 7 % legal.len()].clone();
            EightQuilibrium::apply(&mut s, p.seat, a).unwrap();
        }
        s
    }

    /// The fixtures: the base game mid-round, all variants mid-round, and a finished match.
    fn fixtures() -> Vec<(&'static str, State)> {
        vec![
            (
                "eight-quilibrium-base",
                fixture(&Options::default(), 4, 7, 12),
            ),
            (
                "eight-quilibrium-variants",
                fixture(&Options::default().with(&Variant::ALL).rounds(2), 6, 3, 30),
            ),
            (
                "eight-quilibrium-enigma",
                fixture(&Options::preset(Preset::Enigma), 4, 11, 9),
            ),
            (
                "eight-quilibrium-over",
                fixture(&Options::default(), 3, 5, 10_000),
            ),
        ]
    }

    #[test]
    fn snapshots_render_and_decode() {
        for (id, s) in fixtures() {
            let n = names(s.players());
            let board = board_svg(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
            assert_snapshot(&format!("{id}-board"), &board);
            assert_renders(&board);
            if !s.is_over() {
                let seat = EightQuilibrium::prompts(&s)[0].seat;
                let private = private_svg(&EightQuilibrium::view(&s, Viewer::Seat(seat)), &n);
                assert_snapshot(&format!("{id}-private"), &private);
                assert_renders(&private);
            }
        }
    }

    /// The suit marks.
    const SUITS: [char; 4] = ['♠', '♥', '♦', '♣'];

    /// What is wrong with a picture on a phone: text under 11 px at 400 px wide (capitals
    /// under 8 px), suit marks under 8 px, texts running into each other or off the picture,
    /// a name cut, a picture taller than [`TALLEST`].
    fn phone_problems(svg: &str, names: &[String]) -> Vec<String> {
        let m = Measured::of(svg).unwrap();
        let mut problems: Vec<String> = m
            .too_small()
            .iter()
            .map(|l| format!("{:?} is {:.1} px", l.text, m.at_phone(l.size)))
            .collect();
        problems.extend(
            symbols_at_phone(svg, &SUITS)
                .into_iter()
                .filter(|(_, _, px)| *px < SMALLEST_CAPITAL - 0.01)
                .map(|(_, ch, px)| format!("{ch} is {px:.1} px tall")),
        );
        problems.extend(
            shapes_at_phone(svg)
                .into_iter()
                .filter(|(_, px)| *px < SMALLEST_CAPITAL - 0.01)
                .map(|(kind, px)| format!("a {kind} is {px:.1} px")),
        );
        if m.height > TALLEST + 0.5 {
            problems.push(format!("{} px tall, over {TALLEST}", m.height));
        }
        problems.extend(m.collisions());
        for label in m.labels.iter().filter(|l| l.text.contains('…')) {
            let cut = label.text.split('…').next().unwrap_or("").trim_end();
            if cut_inside_a_name(cut, names) {
                problems.push(format!("a name is cut: {:?}", label.text));
            }
        }
        problems
    }

    /// Random games from the first move to the final board: at each table the board keeps
    /// one size, every seat's private view one size, and nothing is too small, overlapping
    /// or cut. Run for the default options and for every variant at once (Team Play, Wind,
    /// several rounds: the tables with the most to show).
    #[test]
    fn pictures_keep_one_size_and_read_on_a_phone() {
        use rand::{Rng, SeedableRng};
        let tables = [
            (Options::default(), 2),
            (Options::default(), 6),
            (Options::default().with(&Variant::ALL).rounds(2), 4),
            (Options::default().with(&Variant::ALL).rounds(2), 6),
            (Options::preset(Preset::Enigma), 4),
        ];
        for (options, players) in tables {
            let n = present_kit::picture::testing::long_names(players);
            let (mut boards, mut privates) = (BTreeSet::new(), BTreeSet::new());
            for seed in 0..3u64 {
                let mut s = EightQuilibrium::setup(&options, players, seed).unwrap();
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                for step in 0..10_000 {
                    let board = board_svg(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
                    let problems = phone_problems(&board, &n);
                    assert!(problems.is_empty(), "step {step}: {problems:?}\n{board}");
                    boards.insert(size_of(&board));
                    let seat = step % players;
                    let mine = private_svg(&EightQuilibrium::view(&s, Viewer::Seat(seat)), &n);
                    let problems = phone_problems(&mine, &n);
                    assert!(problems.is_empty(), "step {step}: {problems:?}\n{mine}");
                    privates.insert(size_of(&mine));
                    let prompts = EightQuilibrium::prompts(&s);
                    if prompts.is_empty() {
                        break;
                    }
                    let seat = prompts[rng.gen_range(0..prompts.len())].seat;
                    let legal = EightQuilibrium::legal(&s, seat);
                    let action = legal[rng.gen_range(0..legal.len())].clone();
                    EightQuilibrium::apply(&mut s, seat, action).unwrap();
                }
                assert!(s.is_over(), "{options:?}: the game ended");
            }
            println!("{options:?} with {players}: boards {boards:?}, private views {privates:?}");
            assert_eq!(boards.len(), 1, "{options:?} with {players}: {boards:?}");
            assert_eq!(
                privates.len(),
                1,
                "{options:?} with {players}: {privates:?}"
            );
        }
    }

    /// Writes `svg` as `<name>.png` into `$PICTURES_DIR` when it is set, to look at.
    fn look(name: &str, svg: &str) {
        if let Ok(dir) = std::env::var("PICTURES_DIR") {
            let png = present_kit::picture::render_png(svg).unwrap();
            std::fs::write(format!("{dir}/{name}.png"), &png.bytes).unwrap();
        }
    }

    /// `PICTURES_DIR=/tmp/x cargo test -p eight-quilibrium --lib look_at -- --ignored`: the
    /// smallest and the largest table with long names (and every variant), mid-game and at the
    /// end, as PNGs, in the language of `PICTURES_LANG` (`de`, `en-XA` for the pseudo-language;
    /// English without it).
    #[test]
    #[ignore = "writes PNGs to look at"]
    fn look_at_the_pictures() {
        let lang = std::env::var("PICTURES_LANG")
            .ok()
            .and_then(|l| present_kit::words::Lang::from_discord(&l))
            .unwrap_or(present_kit::words::Lang::En);
        present_kit::words::speaking(lang, look_at_the_pictures_in);
    }

    fn look_at_the_pictures_in() {
        use rand::{Rng, SeedableRng};
        for (id, options, players) in [
            ("2", Options::default(), 2),
            ("6", Options::default(), 6),
            (
                "6-variants",
                Options::default().with(&Variant::ALL).rounds(2),
                6,
            ),
        ] {
            let n = present_kit::picture::testing::long_names(players);
            let mut s = EightQuilibrium::setup(&options, players, 5).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
            let mut states = vec![s.clone()];
            while let Some(p) = {
                let prompts = EightQuilibrium::prompts(&s);
                (!prompts.is_empty()).then(|| prompts[rng.gen_range(0..prompts.len())].seat)
            } {
                let legal = EightQuilibrium::legal(&s, p);
                let action = legal[rng.gen_range(0..legal.len())].clone();
                EightQuilibrium::apply(&mut s, p, action).unwrap();
                states.push(s.clone());
            }
            let mid = &states[states.len() / 3];
            for (when, s) in [("mid", mid), ("end", &s)] {
                let board = board_svg(&EightQuilibrium::view(s, Viewer::Spectator), &n);
                look(&format!("eq8-{id}-{when}-board"), &board);
                let mine = private_svg(&EightQuilibrium::view(s, Viewer::Seat(0)), &n);
                look(&format!("eq8-{id}-{when}-private"), &mine);
            }
        }
    }

    fn size_of(svg: &str) -> (u32, u32) {
        let m = Measured::of(svg).unwrap();
        (m.width.round() as u32, m.height.round() as u32)
    }

    /// Issue 44: at every table there can be (every player count, every set of variants and
    /// every preset, one round or several) the board and the private view are at most
    /// [`TALLEST`]: 1.25 times their width. Their size is fixed by the options and the player
    /// count (see `pictures_keep_one_size_and_read_on_a_phone`), so the first state tells.
    #[test]
    fn no_table_makes_a_picture_taller_than_a_phone_shows_whole() {
        let mut tables: Vec<Options> = Vec::new();
        for mask in 0..(1u32 << Variant::ALL.len()) {
            let on: Vec<Variant> = Variant::ALL
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, v)| *v)
                .collect();
            tables.push(Options::default().with(&on));
        }
        tables.extend(Preset::ALL.iter().map(|&p| Options::preset(p)));
        let mut measured = 0;
        let mut tallest = 0.0f32;
        for options in tables {
            for rounds in [1, 3] {
                let options = options.clone().rounds(rounds);
                for players in 2..=6 {
                    let Ok(s) = EightQuilibrium::setup(&options, players, 1) else {
                        continue;
                    };
                    let n = present_kit::picture::testing::long_names(players);
                    for svg in [
                        board_svg(&EightQuilibrium::view(&s, Viewer::Spectator), &n),
                        private_svg(&EightQuilibrium::view(&s, Viewer::Seat(0)), &n),
                    ] {
                        let height = Measured::of(&svg).unwrap().height;
                        tallest = tallest.max(height);
                        assert!(
                            height <= TALLEST,
                            "{options:?} with {players}: {height} px tall"
                        );
                        measured += 1;
                    }
                }
            }
        }
        println!("{measured} pictures, the tallest {tallest} px");
        assert!(measured > 200, "{measured}");
    }

    /// Issue 44: the four suit colours stay apart for colour-blind players (protanopia,
    /// deuteranopia) as well as their symbols, and the two teams' colours too, each with its
    /// own letter on the badge.
    #[test]
    fn suits_and_teams_stay_apart_for_colour_blind_players() {
        use present_kit::picture::vision::{too_close, DISTINCT};
        let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
        let named: Vec<(String, Color)> = suits
            .iter()
            .map(|&s| (format!("{s:?}"), suit_color(s)))
            .collect();
        let named: Vec<(&str, Color)> = named.iter().map(|(n, c)| (n.as_str(), *c)).collect();
        let close = too_close(&named, DISTINCT);
        assert!(close.is_empty(), "{close:#?}");
        let symbols: BTreeSet<char> = suits.iter().map(|s| s.symbol()).collect();
        assert_eq!(symbols.len(), suits.len());
        let teams = [("team A", TEAM[0]), ("team B", TEAM[1])];
        let close = too_close(&teams, DISTINCT);
        assert!(close.is_empty(), "{close:#?}");
        assert_ne!(team_letter(0), team_letter(1));
    }

    /// The final board says each hand's points with their three parts, in words that read
    /// ("1 point", not "1 points").
    #[test]
    fn the_final_board_breaks_each_score_down() {
        let s = fixture(&Options::default(), 3, 5, 10_000);
        let view = EightQuilibrium::view(&s, Viewer::Spectator);
        let result = view.result.clone().expect("the match is over");
        let texts: Vec<String> = Measured::of(&board_svg(&view, &names(3)))
            .unwrap()
            .labels
            .into_iter()
            .map(|l| l.text)
            .collect();
        for score in &result.scores {
            let total = count(score.total as usize, "point");
            assert!(texts.contains(&total), "{total} in {texts:?}");
            assert!(texts.contains(&breakdown(score)), "{texts:?}");
        }
        assert_eq!(count(1, "point"), "1 point");
    }

    /// `cargo test --release -p eight-quilibrium --lib render_times -- --ignored --nocapture`
    #[test]
    #[ignore = "a measurement: run in release"]
    fn render_times() {
        for (id, s) in fixtures() {
            let n = names(s.players());
            let board = EightQuilibrium::view(&s, Viewer::Spectator);
            print_render_times(&format!("{id}-board"), 200, || board_svg(&board, &n));
            if let Some(p) = EightQuilibrium::prompts(&s).first() {
                let mine = EightQuilibrium::view(&s, Viewer::Seat(p.seat));
                print_render_times(&format!("{id}-private"), 200, || private_svg(&mine, &n));
            }
        }
    }

    /// The README's picture of a board.
    #[test]
    #[ignore = "writes docs/eight-quilibrium-board.png"]
    fn doc_picture() {
        let s = fixture(&Options::default(), 4, 7, 12);
        let board = board_svg(&EightQuilibrium::view(&s, Viewer::Spectator), &names(4));
        write_doc_png("eight-quilibrium-board", &board);
    }

    /// Ways a card can be written in a picture: its face (`9♥`) and its name (`♥9`).
    fn spellings(cards: &[Card]) -> Vec<String> {
        cards
            .iter()
            .flat_map(|&c| [face_label(c), c.to_string()])
            .collect()
    }

    /// Cards no spectator may see: hands (but a King being given on, accepted in the open),
    /// face-down Market cards, the deck under the Stock. Nothing once the match is over.
    fn hidden(s: &State, except: Option<Seat>) -> Vec<Card> {
        if s.is_over() {
            return Vec::new();
        }
        let king = match s.phase {
            Phase::KingGive { king, .. } => Some(king),
            _ => None,
        };
        let stock = crate::rules::open_stock::stock(s);
        s.hands
            .iter()
            .enumerate()
            .filter(|(seat, _)| Some(*seat) != except)
            .flat_map(|(_, h)| h.iter().copied())
            .filter(|&c| Some(c) != king)
            .chain(s.fog.face_down.iter().copied())
            .chain(s.deck.iter().copied().filter(|&c| Some(c) != stock))
            .collect()
    }

    #[test]
    fn public_pictures_show_no_hidden_card_and_the_check_catches_one_that_does() {
        let mut caught = 0;
        for seed in 0..24u64 {
            let preset = Preset::ALL[(seed as usize / 3) % Preset::ALL.len()];
            let (options, players) = match seed % 3 {
                0 => (Options::default(), 2 + (seed % 5) as usize),
                1 => (
                    Options::preset(preset),
                    preset.players()[seed as usize % preset.players().len()],
                ),
                _ => (Options::default().with(&Variant::ALL), 4),
            };
            for steps in [0, 3, 8, 15, 24, 40] {
                let s = fixture(&options, players, seed, steps + seed as usize % 5);
                let n = names(s.players());
                let board = board_svg(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
                let needles = spellings(&hidden(&s, None));
                assert_eq!(shown(&board, &needles), Vec::<String>::new(), "{board}");
                // A drawing that shows a hand (here: a seat's private picture) is caught.
                for seat in 0..s.players() {
                    let own = s.hands[seat].clone();
                    if own.is_empty() || s.is_over() {
                        continue;
                    }
                    let private = private_svg(&EightQuilibrium::view(&s, Viewer::Seat(seat)), &n);
                    assert!(!shown(&private, &spellings(&own)).is_empty());
                    caught += 1;
                    // ... while it shows no hidden card the seat's own view does not hold
                    // (it may know peeked Market cards, the deck top, a card given to it).
                    let json =
                        serde_json::to_string(&EightQuilibrium::view(&s, Viewer::Seat(seat)))
                            .unwrap();
                    let unknown: Vec<Card> = hidden(&s, Some(seat))
                        .into_iter()
                        .filter(|c| !json.contains(&format!("\"{}\"", c.code())))
                        .collect();
                    let leaked = shown(&private, &spellings(&unknown));
                    assert!(leaked.is_empty(), "{leaked:?} in\n{private}");
                }
            }
        }
        assert!(caught > 100);
    }
}
