//! 8-quilibrium as pictures: the public board from the spectator's view, a seat's hand from
//! that seat's view. Like the text in `board`, both are drawn from a [`View`] only, so they
//! cannot show what the view does not hold; the phase line is the text's own.
//!
//! Cards are French-suited: rank over suit symbol, in a four-colour deck (Okabe-Ito based:
//! spades black, hearts vermillion, diamonds blue, clubs green), so suits differ by symbol and
//! by colour. Face-down cards (Fog of War, the deck) show a hatched back.

use super::board::phase_line;
use super::text::{name, ordinal, plural, seat_label, team_letter};
use crate::rules::state::MARKET_SIZE;
use crate::rules::{PhaseView, RoundResult, View};
use game_kit::cards::{Card, Suit};
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::palette::{
    ACCENT, BACK, BAND, BODY, INK, LARGE, MARGIN, MUTED, RULE, SMALL, TEAM, TEXT, TITLE, WIDTH,
};
use present_kit::picture::svg::{Color, Span, Style, Svg, TextStyle};
use present_kit::present::Names;

/// Full-size cards (Market, hand) and small ones (seat rows, final hands).
const CARD: (f32, f32) = (84.0, 118.0);
const SMALL_CARD: (f32, f32) = (52.0, 74.0);
const GAP: f32 = 14.0;

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
    let size = w * 0.44;
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

/// The title row; returns the y below it.
fn title(svg: &mut Svg, left: &str, view: &View, y: f32) -> f32 {
    let style = TextStyle::new(TITLE, TEXT).bold();
    svg.text(MARGIN + 8.0, y + TITLE, left, &style);
    let mut right = format!("Turn {}", view.turn);
    if view.rounds > 1 {
        right = format!("Round {} of {} · {right}", view.round, view.rounds);
    }
    if view.phase == PhaseView::RoundOver {
        right = "Match over".into();
    }
    svg.text(
        WIDTH - MARGIN - 8.0,
        y + TITLE,
        &right,
        &TextStyle::new(BODY, MUTED).end(),
    );
    y + TITLE + 16.0
}

/// The variants in play, if any; returns the y below.
fn variants(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let names: Vec<&str> = view.options.variants().iter().map(|v| v.name()).collect();
    if names.is_empty() {
        return y;
    }
    let preset = view
        .options
        .preset
        .map_or_else(String::new, |p| format!("{}: ", p.name()));
    let text = format!("Variants: {preset}{}", names.join(", "));
    let style = TextStyle::new(SMALL, MUTED);
    let end = draw::paragraph(
        svg,
        MARGIN + 8.0,
        y + SMALL,
        &text,
        &style,
        draw::inner_width(),
    );
    end - SMALL + 8.0
}

/// The Market's tray: the four fixed slots (and a rejected card waiting beside them), the
/// deck and, under Open Stock, the Stock. Returns the y below.
fn market(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let (w, h) = CARD;
    let tray_h = 40.0 + h + 40.0;
    svg.rounded_rect(
        MARGIN,
        y,
        WIDTH - 2.0 * MARGIN,
        tray_h,
        12.0,
        &Style::fill(BAND),
    );
    let label = TextStyle::new(SMALL, MUTED).bold();
    svg.text(MARGIN + 16.0, y + 28.0, "Market", &label);
    let top = y + 40.0;
    let below = top + h + 26.0;
    let small = TextStyle::new(SMALL, MUTED).middle();
    let mut x = MARGIN + 16.0;
    for (i, slot) in slots(view).into_iter().enumerate() {
        if i >= MARKET_SIZE {
            svg.text(
                x + 6.0,
                TextStyle::new(TITLE, TEXT).baseline_for(top + h / 2.0),
                "+",
                &TextStyle::new(TITLE, TEXT).bold(),
            );
            x += 34.0;
        }
        let caption = match slot {
            Slot::Face(c) => {
                card(svg, x, top, CARD, c);
                String::new()
            }
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
                "seen".into()
            }
            Slot::Down => {
                draw::card_back(svg, x, top, w, h);
                String::new()
            }
            Slot::Empty => {
                draw::empty_slot(svg, x, top, w, h);
                "given".into()
            }
        };
        let caption = if i >= MARKET_SIZE {
            "rejected".to_string()
        } else if caption.is_empty() {
            format!("{}", i + 1)
        } else {
            format!("{} · {caption}", i + 1)
        };
        svg.text(x + w / 2.0, below, &caption, &small);
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
    svg.text(deck_x + w / 2.0, below, "Deck", &small);
    let stock_x = deck_x - w - GAP;
    if let Some(stock) = view.stock {
        card(svg, stock_x, top, CARD, stock);
        svg.text(stock_x + w / 2.0, below, "Stock", &small);
    } else if view.options.open_stock && view.deck_count > 0 {
        draw::empty_slot(svg, stock_x, top, w, h);
        svg.text(stock_x + w / 2.0, below, "Stock: next", &small);
    }
    y + tray_h
}

/// A team's round badge with its letter; returns its width.
fn team_badge(svg: &mut Svg, x: f32, cy: f32, team: usize) -> f32 {
    let color = TEAM.get(team).copied().unwrap_or(MUTED);
    svg.circle(x + 15.0, cy, 15.0, &Style::fill(color));
    let style = TextStyle::new(SMALL, INK).bold().middle();
    svg.text(
        x + 15.0,
        style.baseline_for(cy),
        &team_letter(team).to_string(),
        &style,
    );
    30.0
}

/// Coins for tokens: one coin and the count.
fn tokens(svg: &mut Svg, x: f32, cy: f32, n: u8) {
    draw::coin(svg, x + 14.0, cy, 14.0);
    let style = TextStyle::new(BODY, TEXT).bold();
    svg.text(x + 34.0, style.baseline_for(cy), &format!("×{n}"), &style);
}

/// How many cards a seat holds, as 8 small slots filled up to the hand size.
fn hand_meter(svg: &mut Svg, x: f32, cy: f32, size: usize) {
    let (w, h, gap) = (20.0, 30.0, 5.0);
    for i in 0..8 {
        let cx = x + i as f32 * (w + gap);
        if i < size {
            draw::mini_back(svg, cx, cy - h / 2.0, w, h);
        } else {
            svg.rounded_rect(cx, cy - h / 2.0, w, h, 3.0, &Style::stroke(RULE, 2.0));
        }
    }
    let style = TextStyle::new(BODY, TEXT);
    svg.text(
        x + 8.0 * (w + gap) + 6.0,
        style.baseline_for(cy),
        &format!("{size}/8"),
        &style,
    );
}

/// One row per seat: turn marker, name, team, cards held, tokens, and what else is public
/// about them. Returns the y below.
fn seat_rows(svg: &mut Svg, view: &View, names: &Names, y: f32) -> f32 {
    let over = view.phase == PhaseView::RoundOver;
    let mut y = y;
    for seat in 0..view.players {
        let mut notes: Vec<String> = Vec::new();
        if view.reacted.get(seat).copied().unwrap_or(false) {
            notes.push("reacted this turn".into());
        }
        if view.skip.get(seat).copied().unwrap_or(false) {
            notes.push("skips next turn".into());
        }
        if view.wind_called_by == Some(seat) {
            notes.push("called the Wind this round".into());
        }
        // Match points once a round has been scored.
        if view.rounds > 1 && view.last_round.is_some() {
            let points = view.match_points.get(seat).copied().unwrap_or(0) as usize;
            notes.push(format!(
                "{} in the match",
                plural(points, "point", "points")
            ));
        }
        let row_h = if notes.is_empty() { 60.0 } else { 88.0 };
        let active = seat == view.active && !over;
        let style = if active {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, row_h, 12.0, &style);
        let cy = y + 30.0;
        if active {
            draw::turn_marker(svg, MARGIN + 14.0, cy, 22.0);
        }
        let name_style = TextStyle::new(LARGE, TEXT).bold();
        let shown = draw::name_fit(&name(names, seat), &seat_label(seat), &name_style, 210.0);
        svg.text(
            MARGIN + 44.0,
            name_style.baseline_for(cy),
            &shown,
            &name_style,
        );
        if let Some(team) = view.team.as_ref().and_then(|t| t.get(seat)) {
            team_badge(svg, MARGIN + 262.0, cy, *team);
        }
        let size = view.hand_sizes.get(seat).copied().unwrap_or(0);
        hand_meter(svg, MARGIN + 306.0, cy, size);
        tokens(
            svg,
            MARGIN + 620.0,
            cy,
            view.tokens.get(seat).copied().unwrap_or(0),
        );
        if !notes.is_empty() {
            let style = TextStyle::new(SMALL, MUTED);
            let text = draw::name_fit(&notes.join(" · "), "", &style, draw::inner_width() - 40.0);
            svg.text(MARGIN + 44.0, y + 74.0, &text, &style);
        }
        y += row_h + 8.0;
    }
    y
}

/// The state of the Wind of Change and the Relay Swaps, when those variants are in play.
fn variant_state(view: &View, names: &Names) -> Vec<String> {
    let mut lines = Vec::new();
    if view.options.wind_of_change && view.wind_called_by.is_none() {
        lines.push(match view.wind_barred {
            Some(s) => format!(
                "Wind of Change not called yet this round ({} may not call it).",
                name(names, s)
            ),
            None => "Wind of Change not called yet this round.".into(),
        });
    }
    if view.team.is_some() {
        let used: Vec<String> = (0..2)
            .filter(|&t| view.relay_used.get(t).copied().unwrap_or(false))
            .map(|t| format!("Team {}", team_letter(t)))
            .collect();
        if !used.is_empty() {
            lines.push(format!(
                "Relay Swap used this round: {}.",
                used.join(" and ")
            ));
        }
    }
    lines
}

/// The last round's hands and scores, best first. Returns the y below.
fn result_rows(svg: &mut Svg, result: &RoundResult, names: &Names, y: f32) -> f32 {
    let mut seats: Vec<Seat> = (0..result.places.len()).collect();
    seats.sort_by_key(|&s| (result.places[s], s));
    let (w, h) = SMALL_CARD;
    let mut y = y;
    for seat in seats {
        let row_h = h + 20.0;
        let first = result.places[seat] == 1;
        let style = if first {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, row_h, 12.0, &style);
        let cy = y + row_h / 2.0;
        let place = TextStyle::new(BODY, if first { ACCENT } else { MUTED }).bold();
        svg.text(
            MARGIN + 14.0,
            place.baseline_for(cy - 14.0),
            &ordinal(result.places[seat]),
            &place,
        );
        let points = result.scores.get(seat).map_or(0, |s| s.total);
        let pts = TextStyle::new(SMALL, MUTED);
        svg.text(
            MARGIN + 14.0,
            pts.baseline_for(cy + 16.0),
            &format!("{points} pts"),
            &pts,
        );
        let name_style = TextStyle::new(BODY, TEXT).bold();
        let shown = draw::name_fit(&name(names, seat), &seat_label(seat), &name_style, 150.0);
        svg.text(
            MARGIN + 90.0,
            name_style.baseline_for(cy),
            &shown,
            &name_style,
        );
        let hand = result.hands.get(seat).map_or(&[][..], |h| &h[..]);
        for (i, &c) in hand.iter().enumerate() {
            card(
                svg,
                MARGIN + 250.0 + i as f32 * (w + 6.0),
                y + 10.0,
                SMALL_CARD,
                c,
            );
        }
        y += row_h + 8.0;
    }
    y
}

/// Match points and places, for a match of several rounds.
fn match_line(view: &View, names: &Names) -> Option<String> {
    if view.rounds <= 1 {
        return None;
    }
    let mut seats: Vec<Seat> = (0..view.match_points.len()).collect();
    seats.sort_by_key(|&s| (std::cmp::Reverse(view.match_points[s]), s));
    let parts: Vec<String> = seats
        .iter()
        .map(|&s| format!("{} {}", name(names, s), view.match_points[s]))
        .collect();
    let teams = view.team_points.as_ref().map_or_else(String::new, |t| {
        let parts: Vec<String> = t
            .iter()
            .enumerate()
            .map(|(i, p)| format!("Team {} {p}", team_letter(i)))
            .collect();
        format!("{} · ", parts.join(", "))
    });
    Some(format!("Match points: {teams}{}", parts.join(", ")))
}

/// The public board, from the spectator's view: the Market's slots (face-down Fog slots as
/// card backs), the deck and the Stock, each seat's name, team, hand size and tokens, whose
/// turn it is, and, once the match is over, every hand with its score.
pub fn board_svg(view: &View, names: &Names) -> String {
    let mut svg = draw::table(WIDTH);
    let mut y = title(&mut svg, "8-quilibrium", view, MARGIN);
    y = variants(&mut svg, view, y);
    y = market(&mut svg, view, y) + 12.0;
    y = match &view.result {
        Some(result) => result_rows(&mut svg, result, names, y),
        None => seat_rows(&mut svg, view, names, y),
    };
    let mut lines: Vec<(String, TextStyle)> = Vec::new();
    let muted = TextStyle::new(SMALL, MUTED);
    for line in variant_state(view, names) {
        lines.push((line, muted));
    }
    if view.result.is_none() {
        if let Some(last) = &view.last_round {
            let mut seats: Vec<Seat> = (0..last.places.len()).collect();
            seats.sort_by_key(|&s| (last.places[s], s));
            let parts: Vec<String> = seats
                .iter()
                .map(|&s| {
                    let total = last.scores.get(s).map_or(0, |x| x.total);
                    format!("{} {total}", name(names, s))
                })
                .collect();
            lines.push((
                format!("Round {} scores: {}", last.round, parts.join(", ")),
                muted,
            ));
        }
    }
    // Between rounds the rows show each seat's match points; the line adds team totals and,
    // at the end, the final count.
    if view.result.is_some() || view.team_points.is_some() && view.last_round.is_some() {
        if let Some(line) = match_line(view, names) {
            lines.push((line, muted));
        }
    }
    lines.push((phase_line(view, names), TextStyle::new(BODY, TEXT)));
    let height = draw::footer(&mut svg, &lines, y, MARGIN);
    svg.set_height(height);
    svg.finish()
}

/// A card the viewer has picked in secret (to swap, to relay, to pass in the Wind) and what for.
fn secret_pick(view: &View) -> Option<(Card, &'static str)> {
    match &view.phase {
        PhaseView::SwapReaction {
            offered: Some(c), ..
        } => Some((*c, "to swap")),
        PhaseView::RelayPick {
            offered: Some(c), ..
        } => Some((*c, "to relay")),
        PhaseView::WindPass { mine: Some(c), .. } => Some((*c, "to pass")),
        _ => None,
    }
}

/// A seat's private picture, from that seat's view: their hand as cards (a card picked in
/// secret marked), their tokens and team, deck cards they know, and the Market as they see it
/// (face-down cards they peeked at shown, marked "seen"). A spectator's view gives the board.
pub fn private_svg(view: &View, names: &Names) -> String {
    let (Viewer::Seat(me), Some(hand)) = (view.viewer, &view.hand) else {
        return board_svg(view, names);
    };
    let mut svg = draw::table(WIDTH);
    let who = name(names, me);
    let heading = TextStyle::new(TITLE, TEXT).bold();
    let heading_text = draw::name_fit(
        &format!("Your hand, {who}"),
        "Your hand",
        &heading,
        draw::inner_width() - 260.0,
    );
    let mut y = title(&mut svg, &heading_text, view, MARGIN) + 8.0;
    let (w, h) = CARD;
    let pick = secret_pick(view);
    let step = (draw::inner_width() - w) / (hand.len().max(2) - 1) as f32;
    let step = step.min(w + GAP);
    let caption = TextStyle::new(SMALL, ACCENT).bold().middle();
    for (i, &c) in hand.iter().enumerate() {
        let x = MARGIN + 8.0 + i as f32 * step;
        card(&mut svg, x, y, CARD, c);
        if let Some((_, what)) = pick.filter(|(p, _)| *p == c) {
            svg.rounded_rect(
                x - 4.0,
                y - 4.0,
                w + 8.0,
                h + 8.0,
                12.0,
                &Style::stroke(ACCENT, 4.0),
            );
            svg.text(x + w / 2.0, y + h + 26.0, what, &caption);
        }
    }
    if hand.is_empty() {
        let style = TextStyle::new(BODY, MUTED);
        svg.text(MARGIN + 8.0, y + h / 2.0, "No cards yet.", &style);
    }
    y += h + if pick.is_some() { 40.0 } else { 16.0 };
    // Tokens, team and skip on one line.
    let cy = y + 20.0;
    tokens(
        &mut svg,
        MARGIN + 8.0,
        cy,
        view.tokens.get(me).copied().unwrap_or(0),
    );
    let mut x = MARGIN + 100.0;
    let body = TextStyle::new(BODY, TEXT);
    if let Some(team) = view.team.as_ref().and_then(|t| t.get(me)).copied() {
        x += team_badge(&mut svg, x, cy, team) + 10.0;
        let mates: Vec<String> = (0..view.players)
            .filter(|&s| s != me && view.team.as_ref().and_then(|t| t.get(s)) == Some(&team))
            .map(|s| name(names, s))
            .collect();
        let text = format!("Team {} with {}", team_letter(team), mates.join(", "));
        let text = draw::name_fit(&text, "", &body, 380.0);
        svg.text(x, body.baseline_for(cy), &text, &body);
        x += body.width(&text) + 20.0;
    }
    if view.skip.get(me).copied().unwrap_or(false) {
        svg.text(
            x,
            body.baseline_for(cy),
            "You skip your next turn",
            &TextStyle::new(BODY, ACCENT),
        );
    }
    y += 48.0;
    if !view.deck_top.is_empty() {
        let label = TextStyle::new(SMALL, MUTED).bold();
        svg.text(
            MARGIN + 8.0,
            y + 20.0,
            "Top of the deck (you looked), top first:",
            &label,
        );
        let (sw, sh) = SMALL_CARD;
        for (i, &c) in view.deck_top.iter().enumerate() {
            card(
                &mut svg,
                MARGIN + 8.0 + i as f32 * (sw + 8.0),
                y + 32.0,
                SMALL_CARD,
                c,
            );
        }
        y += 32.0 + sh + 14.0;
    }
    y = market(&mut svg, view, y);
    let lines = vec![(phase_line(view, names), TextStyle::new(BODY, TEXT))];
    let height = draw::footer(&mut svg, &lines, y + 4.0, MARGIN);
    svg.set_height(height);
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{EightQuilibrium, Options, Phase, Preset, State, Variant};
    use game_kit::Game;
    use present_kit::picture::testing::{
        assert_renders, assert_snapshot, print_render_times, shown, write_doc_png,
    };

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

    /// `cargo test --release -p commands --lib render_times -- --ignored --nocapture`
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
