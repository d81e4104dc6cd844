//! Equation Hi-Lo as pictures: the table from the spectator's view, a seat's hand from that
//! seat's view, and the showdown from the public [`Showdown`] event.
//!
//! Number cards show their value over a band in the suit's metal colour carrying the suit's
//! own symbol (★ Gold, ◆ Silver, ▲ Bronze, ● Black; a legend says so), so a suit never depends
//! on colour alone. Closed cards are card backs; only their owner's picture shows one face up.

use super::{chips, name, number, phase_line};
use crate::rules::evaluate::distances;
use crate::rules::{
    Card, Declaration, Equation, Op, PhaseView, SeatStatus, Showdown, Side, Suit, View,
};
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::palette::{
    ACCENT, BAD, BAND, BODY, GOOD, INK, LARGE, MARGIN, MUTED, PAPER, SMALL, TEXT, TITLE, WIDTH,
};
use present_kit::picture::svg::{Color, Span, Style, Svg, TextStyle};
use present_kit::present::Names;
use present_kit::text::ordinal;

/// Cards in seat rows and the showdown, and the larger ones of a private hand.
const CARD: (f32, f32) = (62.0, 88.0);
const BIG_CARD: (f32, f32) = (80.0, 112.0);
const GAP: f32 = 8.0;

/// A suit's band colour, the colour of the symbol on it, and the symbol.
pub fn suit_look(suit: Suit) -> (Color, Color, char) {
    match suit {
        Suit::Gold => (Color(0xe6, 0x9f, 0x00), INK, '★'),
        Suit::Silver => (Color(0xb8, 0xc0, 0xc8), INK, '◆'),
        Suit::Bronze => (Color(0x8c, 0x5a, 0x2b), PAPER, '▲'),
        Suit::Black => (Color(0x1a, 0x1a, 0x1a), PAPER, '●'),
    }
}

/// The colour of × and √ cards (Okabe-Ito reddish purple, darkened for the paper).
const SPECIAL: Color = Color(0x8e, 0x3b, 0x73);

/// What a card face reads as, one `<text>` element: `7★` for Gold 7, `×`, `√`.
pub fn face_label(card: Card) -> String {
    match card {
        Card::Number { value, suit } => format!("{value}{}", suit_look(suit).2),
        Card::Times(_) => "×".into(),
        Card::Root(_) => "√".into(),
    }
}

/// A face-up card.
fn card(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), card: Card) {
    draw::card_face(svg, x, y, w, h);
    let cx = x + w / 2.0;
    match card {
        Card::Number { value, suit } => {
            let (band, on_band, symbol) = suit_look(suit);
            let band_h = h * 0.3;
            let band_y = y + h - band_h - w * 0.08;
            svg.rounded_rect(
                x + w * 0.08,
                band_y,
                w * 0.84,
                band_h,
                w * 0.06,
                &Style::fill(band),
            );
            let size = w * 0.55;
            let value = value.to_string();
            let symbol = symbol.to_string();
            let symbol_size = band_h * 0.7;
            svg.spans(
                cx,
                y + h * 0.5,
                &TextStyle::new(size, INK).bold().middle(),
                &[
                    Span::new(&value),
                    Span::new(&symbol)
                        .line(
                            cx,
                            band_y + band_h / 2.0 + symbol_size * 0.36 - (y + h * 0.5),
                        )
                        .size(symbol_size)
                        .fill(on_band),
                ],
            );
        }
        special => {
            let style = TextStyle::new(w * 0.75, SPECIAL).bold().middle();
            svg.text(
                cx,
                style.baseline_for(y + h / 2.0),
                &face_label(special),
                &style,
            );
        }
    }
}

/// An operator as a small tile.
fn op_tile(svg: &mut Svg, x: f32, y: f32, op: Op) {
    svg.rounded_rect(
        x,
        y,
        52.0,
        52.0,
        8.0,
        &Style::fill(PAPER).with_stroke(SPECIAL, 3.0),
    );
    let style = TextStyle::new(34.0, SPECIAL).bold().middle();
    svg.text(
        x + 26.0,
        style.baseline_for(y + 26.0),
        &op.symbol().to_string(),
        &style,
    );
}

fn seat_name(names: &Names, seat: Seat, style: &TextStyle, max: f32) -> String {
    draw::name_fit(
        &name(names, seat),
        &format!("Seat {}", seat + 1),
        style,
        max,
    )
}

/// Title, round, dealer, cap and ante; returns the y below.
fn header(svg: &mut Svg, left: &str, view: &View, names: &Names) -> f32 {
    let y = MARGIN;
    svg.text(
        MARGIN + 8.0,
        y + TITLE,
        left,
        &TextStyle::new(TITLE, TEXT).bold(),
    );
    let right = if view.phase == PhaseView::GameOver {
        "Game over".to_string()
    } else if view.rounds == 0 {
        format!("Round {}", view.round)
    } else {
        format!("Round {} of {}", view.round, view.rounds)
    };
    svg.text(
        WIDTH - MARGIN - 8.0,
        y + TITLE,
        &right,
        &TextStyle::new(BODY, MUTED).end(),
    );
    let line = format!(
        "Dealer {} · cap {} · ante {}",
        name(names, view.dealer),
        view.cap,
        view.ante
    );
    let style = TextStyle::new(SMALL, MUTED);
    let line = draw::name_fit(&line, "", &style, draw::inner_width());
    svg.text(MARGIN + 8.0, y + TITLE + 30.0, &line, &style);
    y + TITLE + 46.0
}

/// The pot's tray; returns the y below.
fn pot(svg: &mut Svg, view: &View, y: f32) -> f32 {
    let h = 64.0;
    svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, h, 12.0, &Style::fill(BAND));
    let cy = y + h / 2.0;
    // A little stack of chips.
    for i in 0..3 {
        draw::coin(
            svg,
            MARGIN + 34.0 + i as f32 * 8.0,
            cy + 6.0 - i as f32 * 6.0,
            15.0,
        );
    }
    let style = TextStyle::new(TITLE, TEXT).bold();
    let text = format!("Pot {}", view.pot);
    svg.text(MARGIN + 84.0, style.baseline_for(cy), &text, &style);
    let mut notes = Vec::new();
    if view.carry > 0 {
        notes.push(format!("{} carried over", view.carry));
    }
    if let PhaseView::Betting { high, .. } = view.phase {
        notes.push(format!("highest wager {high}"));
    }
    if view.removed > 0 {
        notes.push(format!("{} left the game", chips(view.removed)));
    }
    let small = TextStyle::new(BODY, MUTED);
    svg.text(
        MARGIN + 100.0 + style.width(&text),
        small.baseline_for(cy),
        &notes.join(" · "),
        &small,
    );
    y + h
}

/// Whose turn it is to bet, if anyone's.
fn to_act(view: &View) -> Option<Seat> {
    match view.phase {
        PhaseView::Betting { to_act, .. } => Some(to_act),
        _ => None,
    }
}

/// One row per seat: name, chips, wager and status on the left, the closed card (a back, or
/// the face in its owner's picture) and the open cards on the right. Returns the y below.
fn seat_rows(svg: &mut Svg, view: &View, names: &Names, y: f32) -> f32 {
    let mine = view.me.as_ref().map(|m| (m.seat, m.closed));
    let mut y = y;
    let (w, h) = CARD;
    for (seat, sv) in view.seats.iter().enumerate() {
        let row_h = h + 24.0;
        let active = to_act(view) == Some(seat);
        let style = if active {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, row_h, 12.0, &style);
        if active {
            draw::turn_marker(svg, MARGIN + 12.0, y + 30.0, 22.0);
        }
        let name_style = TextStyle::new(LARGE, TEXT).bold();
        let left = MARGIN + 42.0;
        let shown = seat_name(names, seat, &name_style, 170.0);
        svg.text(left, y + 38.0, &shown, &name_style);
        if seat == view.dealer {
            let x = left + name_style.width(&shown) + 10.0;
            svg.circle(
                x + 13.0,
                y + 29.0,
                13.0,
                &Style::fill(PAPER).with_stroke(INK, 1.5),
            );
            let d = TextStyle::new(SMALL * 0.85, INK).bold().middle();
            svg.text(x + 13.0, d.baseline_for(y + 29.0), "D", &d);
        }
        let body = TextStyle::new(SMALL, TEXT);
        let out = matches!(sv.status, SeatStatus::Out { .. });
        let money = if out && sv.chips == 0 {
            "no chips".to_string()
        } else {
            format!("{} · bet {}", chips(sv.chips), sv.wagered)
        };
        svg.text(left, y + 68.0, &money, &body);
        let mut status: Vec<(String, Color)> = Vec::new();
        if let Some(place) = view.places.as_ref().and_then(|p| p.get(seat)) {
            status.push((format!("{} place", ordinal(*place)), ACCENT));
        }
        match sv.status {
            SeatStatus::Out { round } => status.push((format!("out (round {round})"), BAD)),
            SeatStatus::Folded => status.push(("folded".into(), BAD)),
            SeatStatus::Playing if sv.at_cap && view.phase != PhaseView::GameOver => {
                status.push(("at the cap".into(), ACCENT));
            }
            SeatStatus::Playing => {}
        }
        if sv.choosing {
            status.push(("choosing for ×".into(), MUTED));
        }
        if sv.submitted && view.phase != PhaseView::GameOver {
            status.push(("handed in".into(), GOOD));
        }
        let mut x = left;
        for (text, color) in status {
            x += draw::badge(svg, x, y + 94.0, &text, SMALL * 0.9, color, INK) + 6.0;
        }
        // Cards: the closed one first, then the open ones in deal order, closer together
        // when there are many.
        let mut cx = MARGIN + 300.0;
        let room = WIDTH - MARGIN - 12.0 - (cx + w + GAP + 8.0);
        let step = (room / sv.open.len().max(1) as f32).min(w + GAP);
        let top = y + 12.0;
        let dealt = !sv.open.is_empty();
        if dealt && !out {
            match mine {
                Some((me, Some(closed))) if me == seat => {
                    card(svg, cx, top, CARD, closed);
                    svg.rounded_rect(
                        cx - 3.0,
                        top - 3.0,
                        w + 6.0,
                        h + 6.0,
                        9.0,
                        &Style::stroke(ACCENT, 3.0),
                    );
                }
                _ => draw::card_back(svg, cx, top, w, h),
            }
            cx += w + GAP + 8.0;
            for &c in &sv.open {
                card(svg, cx, top, CARD, c);
                cx += step;
            }
        }
        y += row_h + 8.0;
    }
    y
}

/// The suit legend: each metal's symbol in its colour.
fn legend(svg: &mut Svg, y: f32) -> f32 {
    let style = TextStyle::new(SMALL, MUTED);
    let mut x = MARGIN + 8.0;
    svg.text(x, y + SMALL, "Suits:", &style);
    x += style.width("Suits: ") + 4.0;
    for suit in [Suit::Gold, Suit::Silver, Suit::Bronze, Suit::Black] {
        let (band, on_band, symbol) = suit_look(suit);
        svg.rounded_rect(
            x,
            y + 1.0,
            26.0,
            26.0,
            5.0,
            &Style::fill(band).with_stroke(MUTED, 1.0),
        );
        let s = TextStyle::new(SMALL * 0.8, on_band).middle();
        svg.text(x + 13.0, s.baseline_for(y + 14.0), &symbol.to_string(), &s);
        x += 32.0;
        svg.text(x, y + SMALL, suit.name(), &style);
        x += style.width(suit.name()) + 18.0;
    }
    y + 34.0
}

/// The public table, from the spectator's view: the pot, each seat's chips, wager and status,
/// its closed card as a back and its open cards, the dealer, and whose turn it is.
pub fn board_svg(view: &View, names: &Names) -> String {
    let mut svg = draw::table(WIDTH);
    let mut y = header(&mut svg, "Equation Hi-Lo", view, names);
    y = pot(&mut svg, view, y) + 10.0;
    y = seat_rows(&mut svg, view, names, y);
    y = legend(&mut svg, y + 4.0);
    let lines = vec![(phase_line(view, names), TextStyle::new(BODY, TEXT))];
    let height = draw::footer(&mut svg, &lines, y, MARGIN - 8.0);
    svg.set_height(height);
    svg.finish()
}

/// A declaration in words, with its equations' results.
fn declaration_line(d: &Declaration) -> String {
    let with = |e: &Equation| match crate::rules::evaluate::evaluate(e) {
        Ok(v) => format!("{e} = {}", signed(v)),
        Err(_) => e.to_string(),
    };
    match d {
        Declaration::Low { equation } => format!("Low: {}", with(equation)),
        Declaration::High { equation } => format!("High: {}", with(equation)),
        Declaration::Swing { low, high } => {
            format!("Swing: {} and {}", with(low), with(high))
        }
        Declaration::NoEquation => "no equation".into(),
    }
}

/// A seat's private picture, from that seat's view: their closed card and open cards, the
/// operators they hold (and a × waiting for its choice), their submission and what a call
/// costs, above the same table as the board with their own closed card face up.
pub fn private_svg(view: &View, names: &Names) -> String {
    let (Viewer::Seat(_), Some(me)) = (view.viewer, &view.me) else {
        return board_svg(view, names);
    };
    let mut svg = draw::table(WIDTH);
    let heading = format!("Your hand, {}", name(names, me.seat));
    let heading = draw::name_fit(
        &heading,
        "Your hand",
        &TextStyle::new(TITLE, TEXT).bold(),
        draw::inner_width() - 200.0,
    );
    let mut y = header(&mut svg, &heading, view, names);
    let (w, h) = BIG_CARD;
    let caption = TextStyle::new(SMALL, MUTED).middle();
    let mut x = MARGIN + 8.0;
    if let Some(closed) = me.closed {
        card(&mut svg, x, y, BIG_CARD, closed);
        svg.rounded_rect(
            x - 3.0,
            y - 3.0,
            w + 6.0,
            h + 6.0,
            10.0,
            &Style::stroke(ACCENT, 3.0),
        );
        svg.text(
            x + w / 2.0,
            y + h + 24.0,
            "closed",
            &TextStyle::new(SMALL, ACCENT).bold().middle(),
        );
        x += w + 24.0;
        let open = view.seats.get(me.seat).map_or(&[][..], |s| &s.open[..]);
        for &c in open {
            card(&mut svg, x, y, BIG_CARD, c);
            x += w + GAP;
        }
        if !open.is_empty() {
            let first = MARGIN + 8.0 + w + 24.0;
            svg.text((first + x - GAP) / 2.0, y + h + 24.0, "open", &caption);
        }
        // Operators at the right end.
        let ops_x = WIDTH - MARGIN - 8.0 - 4.0 * 58.0;
        let ops_x = ops_x.max(x + 16.0);
        for (i, &op) in me.ops.iter().enumerate() {
            op_tile(&mut svg, ops_x + i as f32 * 58.0, y + 20.0, op);
        }
        let note = if me.choosing {
            "+ × waiting"
        } else {
            "operators"
        };
        svg.text(
            ops_x + me.ops.len() as f32 * 29.0 - 3.0,
            y + h + 24.0,
            note,
            &caption,
        );
        y += h + 40.0;
    } else {
        let style = TextStyle::new(BODY, MUTED);
        svg.text(
            MARGIN + 8.0,
            y + BODY,
            "You are not dealt in this round.",
            &style,
        );
        y += BODY + 16.0;
    }
    let mut lines: Vec<String> = Vec::new();
    if me.choosing {
        lines.push("You drew a ×: choose whether it replaces your + or your −.".into());
    }
    if let Some(d) = &me.submission {
        lines.push(format!("You handed in {}.", declaration_line(d)));
    }
    match (me.to_call, me.bet_range, me.can_check) {
        (Some(owe), Some((_, top)), _) => lines.push(format!(
            "Your turn: call {owe}, raise up to {top} in total, or fold."
        )),
        (Some(owe), None, _) => lines.push(format!("Your turn: call {owe} or fold.")),
        (None, Some((_, top)), true) => lines.push(format!(
            "Your turn: check, bet up to {top} in total, or fold."
        )),
        _ => {}
    }
    let body = TextStyle::new(BODY, ACCENT);
    for line in &lines {
        y = draw::paragraph(
            &mut svg,
            MARGIN + 8.0,
            y + BODY,
            line,
            &body,
            draw::inner_width(),
        ) - BODY * 1.3
            + 12.0;
    }
    y = pot(&mut svg, view, y + 4.0) + 10.0;
    y = seat_rows(&mut svg, view, names, y);
    y = legend(&mut svg, y + 4.0);
    let lines = vec![(phase_line(view, names), TextStyle::new(BODY, TEXT))];
    let height = draw::footer(&mut svg, &lines, y, MARGIN - 8.0);
    svg.set_height(height);
    svg.finish()
}

/// A result as the pictures print it: like the text, with a true minus sign.
fn signed(v: f64) -> String {
    number(v).replacen('-', "−", 1)
}

/// One side of a revealed hand: "3 + 4 ÷ 2 − 7 = 1.5" and "0.5 from 1".
fn side_lines(eq: &Equation, result: Option<f64>, side: Side) -> (String, String) {
    match result {
        Some(v) => {
            let (d1, d20) = distances(v);
            let away = match side {
                Side::Low => format!("{} from 1", number(d1)),
                Side::High => format!("{} from 20", number(d20)),
            };
            (format!("{eq} = {}", signed(v)), away)
        }
        None => (eq.to_string(), "divides by zero".into()),
    }
}

/// The showdown, from the public event: every live hand's closed card (now face up), its
/// declaration and equations with their results, who won which half and what each was paid.
pub fn showdown_svg(showdown: &Showdown, names: &Names) -> String {
    let st = &showdown.settlement;
    let mut svg = draw::table(WIDTH);
    let mut y = MARGIN;
    svg.text(
        MARGIN + 8.0,
        y + TITLE,
        &format!("Showdown · round {}", showdown.round),
        &TextStyle::new(TITLE, TEXT).bold(),
    );
    svg.text(
        WIDTH - MARGIN - 8.0,
        y + TITLE,
        &format!("Pot {}", st.pot),
        &TextStyle::new(LARGE, TEXT).bold().end(),
    );
    y += TITLE + 22.0;
    let paid = |seat: Seat| {
        st.payouts
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, n)| *n)
            .sum::<u32>()
    };
    let won = |side: &Option<crate::rules::showdown::SideWin>, seat: Seat| {
        side.as_ref().is_some_and(|w| w.winner == seat)
    };
    let (w, h) = CARD;
    for reveal in &showdown.reveals {
        let seat = reveal.seat;
        let sides: Vec<(Side, &Equation, Option<f64>)> = match &reveal.declaration {
            Declaration::Low { equation } => vec![(Side::Low, equation, reveal.low)],
            Declaration::High { equation } => vec![(Side::High, equation, reveal.high)],
            Declaration::Swing { low, high } => vec![
                (Side::Low, low, reveal.low),
                (Side::High, high, reveal.high),
            ],
            Declaration::NoEquation => Vec::new(),
        };
        let row_h = (h + 24.0).max(30.0 + 62.0 * sides.len() as f32);
        let winner = paid(seat) > 0;
        let style = if winner {
            Style::fill(BAND).with_stroke(ACCENT, 3.0)
        } else {
            Style::fill(BAND)
        };
        svg.rounded_rect(MARGIN, y, WIDTH - 2.0 * MARGIN, row_h, 12.0, &style);
        let name_style = TextStyle::new(LARGE, TEXT).bold();
        let left = MARGIN + 16.0;
        svg.text(
            left,
            y + 36.0,
            &seat_name(names, seat, &name_style, 185.0),
            &name_style,
        );
        let decl = match reveal.declaration {
            Declaration::Low { .. } => "Low (1)",
            Declaration::High { .. } => "High (20)",
            Declaration::Swing { .. } => "Swing",
            Declaration::NoEquation => "No equation",
        };
        svg.text(left, y + 66.0, decl, &TextStyle::new(SMALL, MUTED).bold());
        // The verdict under the declaration.
        let verdict = if let Some(sw) = st.swings.iter().find(|s| s.seat == seat) {
            if sw.succeeded() {
                Some((format!("✔ wins {}", paid(seat)), GOOD))
            } else {
                Some(("✘ swing failed".to_string(), BAD))
            }
        } else if winner {
            Some((format!("✔ wins {}", paid(seat)), GOOD))
        } else {
            None
        };
        if let Some((text, color)) = verdict {
            draw::badge(&mut svg, left, y + 96.0, &text, SMALL * 0.9, color, INK);
        }
        let card_x = MARGIN + 220.0;
        card(&mut svg, card_x, y + 12.0, CARD, reveal.closed);
        let ex = card_x + w + 20.0;
        if sides.is_empty() {
            svg.text(
                ex,
                y + 50.0,
                "four zeros: takes no part",
                &TextStyle::new(BODY, MUTED),
            );
        }
        for (i, (side, eq, result)) in sides.iter().enumerate() {
            let top = y + 12.0 + i as f32 * 62.0;
            let (eq_text, away) = side_lines(eq, *result, *side);
            let eq_style = TextStyle::new(LARGE, TEXT).bold();
            let eq_text = draw::name_fit(&eq_text, "", &eq_style, WIDTH - MARGIN - 16.0 - ex);
            svg.text(ex, top + 26.0, &eq_text, &eq_style);
            let tag = if sides.len() > 1 {
                format!("{} · {away}", side.name())
            } else {
                away
            };
            let side_won = match side {
                Side::Low => won(&st.low, seat),
                Side::High => won(&st.high, seat),
            };
            let color = if side_won { ACCENT } else { MUTED };
            let tag = if side_won {
                format!("{tag} · wins {}", side.name())
            } else {
                tag
            };
            svg.text(ex, top + 52.0, &tag, &TextStyle::new(SMALL, color).bold());
        }
        y += row_h + 8.0;
    }
    let mut lines: Vec<(String, TextStyle)> = Vec::new();
    let body = TextStyle::new(BODY, TEXT);
    let muted = TextStyle::new(SMALL, MUTED);
    match (&st.low, &st.high, st.swing_winner()) {
        (_, _, Some(seat)) => lines.push((
            format!(
                "{} swung and won both sides: the whole pot of {}.",
                name(names, seat),
                chips(st.pot)
            ),
            body,
        )),
        (Some(low), Some(high), None) => lines.push((
            format!(
                "Low half to {} ({} from 1), High half to {} ({} from 20): {} each.",
                name(names, low.winner),
                number(low.distance),
                name(names, high.winner),
                number(high.distance),
                chips(st.pot / 2)
            ),
            body,
        )),
        (Some(only), None, None) | (None, Some(only), None) => lines.push((
            format!(
                "{} takes the whole pot of {}: nobody else won a side.",
                name(names, only.winner),
                chips(st.pot)
            ),
            body,
        )),
        (None, None, None) => lines.push((
            if showdown.carry_shared {
                format!(
                    "Only failed swings: the pot of {} is shared by them now.",
                    chips(st.carried)
                )
            } else {
                format!(
                    "Only failed swings: the pot of {} carries over to the next round.",
                    chips(st.carried)
                )
            },
            body,
        )),
    }
    for (side, win) in [(Side::Low, &st.low), (Side::High, &st.high)] {
        if let Some(win) = win.as_ref().filter(|w| !w.tied.is_empty()) {
            lines.push((
                format!(
                    "{} was a tie at {} away, broken by the Win Order: {} wins.",
                    side.name(),
                    number(win.distance),
                    name(names, win.winner)
                ),
                muted,
            ));
        }
    }
    if st.removed > 0 {
        lines.push((
            format!(
                "The pot does not split evenly: {} leaves the game.",
                chips(st.removed)
            ),
            muted,
        ));
    }
    let height = draw::footer(&mut svg, &lines, y, MARGIN - 8.0);
    svg.set_height(height);
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, EquationHiLo, Event, Options, State};
    use game_kit::Game;
    use present_kit::picture::testing::{
        assert_renders, assert_snapshot, print_render_times, shown, write_doc_png,
    };
    use present_kit::present::FormOutcome;
    use std::collections::BTreeMap;

    fn names(n: usize) -> Vec<String> {
        [
            "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Gus", "Hana",
        ][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// One scripted move of step `step`: a declaration through the form `step % 3` (Low, High,
    /// Swing) with its prefilled equations when forms are open, else legal action
    /// `step * 7 % len` — but never a fold while it can check or call, so hands reach the
    /// showdown.
    fn scripted(s: &State, seat: Seat, step: usize) -> Action {
        let forms = crate::present::forms::forms(s, seat);
        if !forms.is_empty() {
            let form = &forms[step % 3];
            let fields: BTreeMap<String, String> = form
                .inputs
                .iter()
                .map(|i| (i.id.clone(), i.value.clone().unwrap_or_default()))
                .collect();
            if let Ok(FormOutcome::Action(a)) =
                crate::present::forms::submit(s, seat, &form.code, &fields)
            {
                return a;
            }
        }
        let legal = EquationHiLo::legal(s, seat);
        let calm: Vec<&Action> = legal.iter().filter(|a| **a != Action::Fold).collect();
        if calm.is_empty() {
            legal[step * 7 % legal.len()].clone()
        } else {
            calm[step * 7 % calm.len()].clone()
        }
    }

    /// A fixed game: `steps` scripted moves from `seed`; also the last showdown on the way.
    fn fixture(players: usize, seed: u64, steps: usize) -> (State, Option<Showdown>) {
        let options = Options {
            rounds: 3,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, players, seed).unwrap();
        let mut last = None;
        for step in 0..steps {
            let Some(p) = EquationHiLo::prompts(&s).into_iter().next() else {
                break;
            };
            let a = scripted(&s, p.seat, step);
            for e in EquationHiLo::apply(&mut s, p.seat, a).unwrap() {
                if let Event::Showdown { showdown } = e {
                    last = Some(*showdown);
                }
            }
        }
        (s, last)
    }

    /// The first showdown of a fixed game.
    fn first_showdown(players: usize, seed: u64) -> Option<Showdown> {
        let options = Options {
            rounds: 3,
            ..Options::default()
        };
        let mut s = EquationHiLo::setup(&options, players, seed).unwrap();
        for step in 0..10_000 {
            let p = EquationHiLo::prompts(&s).into_iter().next()?;
            let a = scripted(&s, p.seat, step);
            for e in EquationHiLo::apply(&mut s, p.seat, a).unwrap() {
                if let Event::Showdown { showdown } = e {
                    return Some(*showdown);
                }
            }
        }
        None
    }

    #[test]
    fn a_split_showdown_snapshot() {
        let sd = first_showdown(5, 1).unwrap();
        assert!(sd.settlement.low.is_some() && sd.settlement.high.is_some());
        let picture = showdown_svg(&sd, &names(5));
        assert_snapshot("equation-hi-lo-split-showdown", &picture);
        assert_renders(&picture);
    }

    #[test]
    fn snapshots_render_and_decode() {
        for (id, players, seed, steps) in [
            ("equation-hi-lo-first-bets", 4, 7, 3),
            ("equation-hi-lo-second-bets", 6, 2, 16),
            ("equation-hi-lo-over", 3, 5, 10_000),
        ] {
            let (s, showdown) = fixture(players, seed, steps);
            let n = names(players);
            let board = board_svg(&EquationHiLo::view(&s, Viewer::Spectator), &n);
            assert_snapshot(&format!("{id}-board"), &board);
            assert_renders(&board);
            if let Some(p) = EquationHiLo::prompts(&s).first() {
                let private = private_svg(&EquationHiLo::view(&s, Viewer::Seat(p.seat)), &n);
                assert_snapshot(&format!("{id}-private"), &private);
                assert_renders(&private);
            }
            if let Some(sd) = showdown {
                let picture = showdown_svg(&sd, &n);
                assert_snapshot(&format!("{id}-showdown"), &picture);
                assert_renders(&picture);
            }
        }
    }

    /// `cargo test --release -p commands --lib render_times -- --ignored --nocapture`
    #[test]
    #[ignore = "a measurement: run in release"]
    fn render_times() {
        for (id, players, seed, steps) in [
            ("equation-hi-lo-first-bets", 4, 7, 3),
            ("equation-hi-lo-second-bets", 6, 2, 16),
        ] {
            let (s, _) = fixture(players, seed, steps);
            let n = names(players);
            let board = EquationHiLo::view(&s, Viewer::Spectator);
            print_render_times(&format!("{id}-board"), 200, || board_svg(&board, &n));
            if let Some(p) = EquationHiLo::prompts(&s).first() {
                let mine = EquationHiLo::view(&s, Viewer::Seat(p.seat));
                print_render_times(&format!("{id}-private"), 200, || private_svg(&mine, &n));
            }
        }
        let sd = first_showdown(5, 1).unwrap();
        let n = names(5);
        print_render_times("equation-hi-lo-split-showdown", 200, || {
            showdown_svg(&sd, &n)
        });
    }

    /// The README's picture of a board.
    #[test]
    #[ignore = "writes docs/equation-hi-lo-board.png"]
    fn doc_picture() {
        let (s, _) = fixture(4, 7, 3);
        let board = board_svg(&EquationHiLo::view(&s, Viewer::Spectator), &names(4));
        write_doc_png("equation-hi-lo-board", &board);
    }

    /// Ways a closed card can be written: its face (`7★`) and its name (`Gold 7`).
    fn spellings(card: Card) -> Vec<String> {
        vec![face_label(card), card.to_string()]
    }

    /// The hidden-card check over playouts: the public picture shows no closed card, a
    /// seat's picture only its own, and a drawing that shows a closed card is caught.
    #[test]
    fn public_pictures_show_no_closed_card_and_the_check_catches_one_that_does() {
        let mut caught = 0;
        for seed in 0..12u64 {
            let players = 2 + (seed % 7) as usize;
            for steps in [1, 4, 9, 14, 20, 30] {
                let (s, _) = fixture(players, seed, steps + seed as usize % 3);
                let n = names(players);
                let board = board_svg(&EquationHiLo::view(&s, Viewer::Spectator), &n);
                for seat in 0..players {
                    let Some(hand) = s.hand(seat) else { continue };
                    let closed = spellings(hand.closed);
                    assert_eq!(
                        shown(&board, &closed),
                        Vec::<String>::new(),
                        "{:?}",
                        present_kit::picture::texts(&board)
                    );
                    let own = private_svg(&EquationHiLo::view(&s, Viewer::Seat(seat)), &n);
                    assert!(!shown(&own, &closed).is_empty(), "own closed card missing");
                    caught += 1;
                    for other in (0..players).filter(|&o| o != seat) {
                        let theirs = private_svg(&EquationHiLo::view(&s, Viewer::Seat(other)), &n);
                        assert_eq!(shown(&theirs, &closed), Vec::<String>::new());
                    }
                }
            }
        }
        assert!(caught > 50, "{caught}");
    }
}
