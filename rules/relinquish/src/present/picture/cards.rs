//! Card faces and rows of cards: a Common's value over its suit's symbol, a Court's rank
//! letter over the symbol inside a frame of the suit's colour, a Tarot's `T` over its number on
//! a purple frame; rows that fan when they run out of room and count the rest in a `+n` pill.
//!
//! Each suit has a symbol of its own, never a playing-card suit (`10C` in a text once read as
//! ten of clubs while the picture drew a heart): ▮ Wands, ▼ Cups, ✖ Swords, ✪ Pence
//! ([`Suit::symbol`]). Issue 44: the Wands' green turned grey beside the Swords' black for a
//! colour-blind player, and both glyphs were hairlines at phone size; so the symbols are solid
//! shapes drawn bold and large (at least 8 px tall at 400 px wide), and the suits' inks stay
//! apart under protanopia and deuteranopia (see [`suit_look`]).

use super::{MIN, SMALL};
use crate::rules::{Card, Suit};
use present_kit::picture::draw;
use present_kit::picture::palette::{GOOD, INK, MUTED, PAPER, TEXT};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};

/// A Standing card (upright) and a Resting one (sideways: the same card turned).
pub const STAND: (f32, f32) = (44.0, 66.0);
pub const REST: (f32, f32) = (66.0, 46.0);
/// Space between cards side by side; the narrowest fan step (a corner index stays whole).
pub const GAP: f32 = 5.0;
pub const STEP_MIN: f32 = 29.0;
/// The card index: the value or rank (the smallest text size, 11 px on a phone), and the suit
/// symbol under it, larger on an upright card than on a sideways one, which is less tall.
pub const INDEX: f32 = MIN;
pub const SYMBOL: f32 = 26.0;
pub const SYMBOL_SIDEWAYS: f32 = 21.0;
/// The width kept for a `+n` pill.
pub const PILL_W: f32 = 46.0;

/// A Resting card's face: the paper greyed, so a Resting card reads as "turned away" even
/// before its sideways shape is noticed (ink on it keeps a contrast above 4.5:1).
const RESTING_PAPER: Color = Color(0xcf, 0xcc, 0xc2);

/// Tarots: Okabe-Ito reddish purple, darkened for the paper.
pub const TAROT: Color = Color(0x8e, 0x3b, 0x73);

/// A suit's ink on a card face and its symbol. The hues keep their kinship with
/// 8-quilibrium's suits (Wands ♣ green, Cups ♥ orange, Swords ♠ ink, Pence ♦ blue), each at
/// least 4.5:1 on the paper, and they are chosen so that they stay apart under protanopia and
/// deuteranopia too (tested with `vision::too_close`, at least ΔE 20 apart): the Swords' ink
/// is the darkest, the Wands' a muted green (a brighter one fell onto the Tarots' purple or the
/// Cups' orange), the Cups' orange the lightest, the Pence a clear blue. The symbols' shapes
/// differ as well, so no suit rests on its colour alone.
pub fn suit_look(suit: Suit) -> (Color, char) {
    let ink = match suit {
        Suit::Wands => Color(0x40, 0x78, 0x50),
        Suit::Cups => Color(0xb8, 0x4a, 0x00),
        Suit::Swords => INK,
        Suit::Pence => Color(0x1f, 0x4f, 0xd8),
    };
    (ink, suit.symbol())
}

/// The top of a card's index: a Common's value, a Court's rank letter, a Tarot's `T`.
pub fn mark(card: Card) -> String {
    match card {
        Card::Common { value, .. } => value.to_string(),
        Card::Court { rank, .. } => rank.letter().to_string(),
        Card::Tarot(_) => "T".to_string(),
    }
}

/// The bottom of a card's index: the suit's symbol, a Tarot's number.
pub fn under(card: Card) -> String {
    match card {
        Card::Tarot(n) => n.to_string(),
        _ => card.suit().map_or('?', Suit::symbol).to_string(),
    }
}

/// The ink of a card's face.
fn ink(card: Card) -> Color {
    card.suit().map_or(TAROT, |s| suit_look(s).0)
}

/// The style of a card's bottom index line: a Tarot's number bold at the index size, a suit
/// symbol bold and large (bold glyphs are no hairlines on a phone).
pub fn under_style(card: Card, sideways: bool) -> TextStyle {
    let size = if card.is_tarot() {
        INDEX
    } else if sideways {
        SYMBOL_SIDEWAYS
    } else {
        SYMBOL
    };
    TextStyle::new(size, ink(card)).bold().middle()
}

/// A face-up card at `(x, y)`, `w` by `h`: upright when taller than wide, sideways (Resting)
/// otherwise; its index in the top left corner, within [`STEP_MIN`] px of its left edge (the
/// part a fan leaves in view).
pub fn card(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), card: Card) {
    let sideways = w > h;
    let paper = if sideways { RESTING_PAPER } else { PAPER };
    let radius = draw::card_radius(w.min(h));
    svg.rounded_rect(x, y, w, h, radius, &Style::fill(paper));
    let ink = ink(card);
    // Courts and Tarots are framed, so they never pass for a Common at a glance.
    if !card.is_common() {
        let inset = 2.5;
        svg.rounded_rect(
            x + inset,
            y + inset,
            w - 2.0 * inset,
            h - 2.0 * inset,
            radius * 0.6,
            &Style::stroke(ink, if card.is_court() { 2.0 } else { 3.0 }),
        );
    }
    let left = x + 14.5;
    let top = TextStyle::new(INDEX, ink).bold().middle();
    let first = y + if sideways { 18.0 } else { 21.0 };
    let second = y + if sideways { 40.0 } else { 50.0 };
    svg.text(left, first, &mark(card), &top);
    svg.text(left, second, &under(card), &under_style(card, sideways));
}

#[cfg(test)]
/// The width of a card's index (its wider line), so a fan never hides it.
pub fn index_width(card: Card) -> f32 {
    let top = TextStyle::new(INDEX, INK).bold().width(&mark(card));
    top.max(under_style(card, false).width(&under(card)))
}

/// A Bounty's current value in a pill from `x`, centred on `y`.
fn bounty_badge(svg: &mut Svg, x: f32, y: f32, value: i32) {
    let style = TextStyle::new(SMALL, INK).bold().middle();
    let text = format!("={value}");
    let w = style.width(&text) + 8.0;
    svg.rounded_rect(
        x,
        y - 10.0,
        w,
        20.0,
        10.0,
        &Style::fill(GOOD).with_stroke(INK, 1.0),
    );
    svg.text(x + w / 2.0, style.baseline_for(y), &text, &style);
}

/// Where `n` cards `w` wide go in `room` px from `x`: side by side when they fit, else fanned
/// (each card steps right by less than its width), else as many as the narrowest fan holds
/// with room for a `+n` pill. Returns the cards' left edges and how many are left out.
pub fn fan(n: usize, w: f32, x: f32, room: f32) -> (Vec<f32>, usize) {
    if n == 0 {
        return (Vec::new(), 0);
    }
    let side_by_side = w + GAP;
    if n as f32 * side_by_side - GAP <= room {
        return ((0..n).map(|i| x + i as f32 * side_by_side).collect(), 0);
    }
    let step = (room - w) / (n - 1) as f32;
    if step >= STEP_MIN {
        return ((0..n).map(|i| x + i as f32 * step).collect(), 0);
    }
    // Room for the pill after the last card shown.
    let shown = ((((room - w - PILL_W) / STEP_MIN).floor().max(0.0)) as usize + 1).min(n);
    (
        (0..shown).map(|i| x + i as f32 * STEP_MIN).collect(),
        n - shown,
    )
}

/// The `+n` pill for cards a row leaves out, centred on `cy` from `x`.
pub fn more_pill(svg: &mut Svg, x: f32, cy: f32, n: usize) {
    draw::badge(svg, x + 3.0, cy, &format!("+{n}"), SMALL, MUTED, INK);
}

/// A row of cards from `x`, `room` wide, fanned as needed (see [`fan`]); each card's Bounty
/// value when it differs from the printed one.
pub fn card_row(svg: &mut Svg, cards: &[(Card, i32)], x: f32, y: f32, size: (f32, f32), room: f32) {
    let (xs, left_out) = fan(cards.len(), size.0, x, room);
    for (&(c, _), &cx) in cards.iter().zip(&xs) {
        card(svg, cx, y, size, c);
    }
    // Bounty pills after the whole row, so no later card covers one: each hangs from its
    // card's bottom edge under the index, clear of the symbol.
    let hang = if size.0 < size.1 { -3.0 } else { 6.0 };
    for (&(c, value), &cx) in cards.iter().zip(&xs) {
        if value != c.printed() {
            bounty_badge(svg, cx + 1.0, y + size.1 + hang, value);
        }
    }
    if left_out > 0 {
        let end = xs.last().map_or(x, |l| l + size.0);
        more_pill(svg, end, y + size.1 / 2.0, left_out);
    }
}

/// A card back with a count on it (the scry pile).
pub fn counted_back(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), count: usize) {
    draw::card_back(svg, x, y, w, h);
    let style = TextStyle::new(SMALL, TEXT).bold().middle();
    svg.circle(
        x + w / 2.0,
        y + h / 2.0,
        17.0,
        &Style::fill(INK).with_stroke(TEXT, 2.0),
    );
    svg.text(
        x + w / 2.0,
        style.baseline_for(y + h / 2.0),
        &count.to_string(),
        &style,
    );
}
