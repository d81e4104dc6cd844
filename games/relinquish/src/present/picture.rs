//! Relinquish as pictures: the public table from the spectator's view, a seat's hand from that
//! seat's view. Like the text in `board`, both are drawn from a [`View`] only, so they cannot
//! show what the view does not hold.
//!
//! Made for a phone (issue 28): the pictures are [`W`] = 640 px wide and no text is smaller
//! than [`MIN`] = 16 px, 10 px when Discord shows the picture 400 px wide. Each picture has one
//! size per player count, whatever the game holds, so the board message never jumps when it
//! is edited: every part has a fixed height (the piles, the moment under way, one band per
//! seat with a row of Standing and a row of Resting cards, the legend; the private view adds
//! its hand band). A row that holds more cards than fit side by side fans them (each card
//! keeps its corner index in view); past the narrowest fan a `+n` pill counts the rest, which
//! the text beside the picture lists. What the text already says at length (the options line,
//! the flips, the used maneuvers in words, Tarot names, capture origins) is left to it.
//!
//! Cards are drawn as their faces with a corner index: a Common's value over its suit's
//! symbol, a Court's rank letter (P, N, K, Q) over the symbol inside a frame of the suit's
//! colour, a Tarot's `T` over its number on a purple frame. Each suit has a symbol of its own,
//! never a playing-card suit (`10C` in a text once read as ten of clubs while the picture drew
//! a heart): ⚚ Wands, ⚱ Cups, ⚔ Swords, ✪ Pence ([`Suit::symbol`]), in the colours of their
//! playing-card kin in 8-quilibrium (Wands green like ♣, Cups orange like ♥, Swords ink like
//! ♠, Pence blue like ♦), so a colour means the same in every game. A legend names them. A
//! Resting card lies sideways (as the rulebook turns it) on a greyer face, in its own row; a
//! Bounty's changed value sits in a pill on the card.

use super::text::{count, name, names_list, team};
use crate::rules::cards::TAROT_NAMES;
use crate::rules::{
    BattleStepView, Card, CardView, PhaseView, Private, Rank, SeatView, Suit, View,
};
use game_kit::{Seat, Viewer};
use present_kit::picture::draw;
use present_kit::picture::palette::{
    ACCENT, BAND, GOOD, INK, MUTED, PAPER, RULE, TABLE, TABLE_EDGE, TEAM, TEXT,
};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::present::Names;
use present_kit::text::{ordinal, standings};

/// The pictures' width: a phone shows them at 400 px, so [`MIN`] px there is 10 px.
pub const W: f32 = 640.0;
/// The smallest text: 10 px at 400 px wide.
const MIN: f32 = 16.0;
/// Type sizes: the title, names, body text, small text (never under [`MIN`]).
const TITLE: f32 = 22.0;
const NAME: f32 = 18.0;
const BODY: f32 = 17.0;
const SMALL: f32 = MIN;
/// The panel's margin and the content's left and right edges.
const MARGIN: f32 = 12.0;
const X0: f32 = MARGIN + 10.0;
const X1: f32 = W - MARGIN - 10.0;

/// A Standing card (upright) and a Resting one (sideways: the same card turned).
const STAND: (f32, f32) = (44.0, 66.0);
const REST: (f32, f32) = (66.0, 46.0);
/// Space between cards side by side; the narrowest fan step (a corner index stays whole).
const GAP: f32 = 5.0;
const STEP_MIN: f32 = 29.0;
/// The card index: the value or rank, and the suit symbol under it.
const INDEX: f32 = 18.0;
const SYMBOL: f32 = 24.0;

/// A seat band: its name line, its Standing row, its Resting row.
const NAME_LINE: f32 = 30.0;
const SEAT_H: f32 = 8.0 + NAME_LINE + STAND.1 + 6.0 + REST.1 + 8.0;
/// The piles row, the moment panel, the legend and the private hand band.
const PILES_H: f32 = 94.0;
const MOMENT_H: f32 = 126.0;
const LEGEND_H: f32 = 50.0;
const HAND_H: f32 = 8.0 + 22.0 + STAND.1 + 10.0;
/// Space between the parts.
const SPACE: f32 = 8.0;

/// A Resting card's face: the paper greyed, so a Resting card reads as "turned away" even
/// before its sideways shape is noticed (ink on it keeps a contrast above 4.5:1).
const RESTING_PAPER: Color = Color(0xcf, 0xcc, 0xc2);

/// Tarots: Okabe-Ito reddish purple, darkened for the paper.
const TAROT: Color = Color(0x8e, 0x3b, 0x73);

/// A suit's ink on a card face and its symbol: the colours of 8-quilibrium's suits for the
/// playing-card suit each tarot suit is kin to (Wands ♣ green, Cups ♥ orange, Swords ♠ ink,
/// Pence ♦ blue), each at least 4.5:1 on the paper.
pub fn suit_look(suit: Suit) -> (Color, char) {
    let ink = match suit {
        Suit::Wands => Color(0x00, 0x78, 0x55),
        Suit::Cups => Color(0xc4, 0x4e, 0x00),
        Suit::Swords => INK,
        Suit::Pence => Color(0x00, 0x68, 0xa8),
    };
    (ink, suit.symbol())
}

/// The top of a card's index: a Common's value, a Court's rank letter, a Tarot's `T`.
fn mark(card: Card) -> String {
    match card {
        Card::Common { value, .. } => value.to_string(),
        Card::Court { rank, .. } => rank.letter().to_string(),
        Card::Tarot(_) => "T".to_string(),
    }
}

/// The bottom of a card's index: the suit's symbol, a Tarot's number.
fn under(card: Card) -> String {
    match card {
        Card::Tarot(n) => n.to_string(),
        _ => card.suit().map_or('?', Suit::symbol).to_string(),
    }
}

#[cfg(test)]
/// What a card face reads as, top then bottom of its index: `7` `⚔` (7 of Swords), `Q` `✪`
/// (Queen of Pence), `T` `16` (The Tower). The leak checks look for these.
pub fn face_label(card: Card) -> [String; 2] {
    [mark(card), under(card)]
}

/// The ink of a card's face.
fn ink(card: Card) -> Color {
    card.suit().map_or(TAROT, |s| suit_look(s).0)
}

/// A face-up card at `(x, y)`, `w` by `h`: upright when taller than wide, sideways (Resting)
/// otherwise; its index in the top left corner, within `strip` px of its left edge (the part
/// a fan leaves in view).
fn card(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), card: Card) {
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
    let left = x + 14.0;
    let top = TextStyle::new(INDEX, ink).bold().middle();
    let (size, weight_bold) = if card.is_tarot() {
        (INDEX, true)
    } else if sideways {
        (INDEX, false)
    } else {
        (SYMBOL, false)
    };
    let mut bottom = TextStyle::new(size, ink).middle();
    if weight_bold {
        bottom = bottom.bold();
    }
    let first = y + if sideways { 19.0 } else { 22.0 };
    let second = y + if sideways { 39.0 } else { 48.0 };
    svg.text(left, first, &mark(card), &top);
    svg.text(left, second, &under(card), &bottom);
}

#[cfg(test)]
/// The width of a card's index (its wider line), so a fan never hides it.
fn index_width(card: Card) -> f32 {
    let top = TextStyle::new(INDEX, INK).bold().width(&mark(card));
    let bottom = if card.is_tarot() {
        TextStyle::new(INDEX, INK).bold()
    } else {
        TextStyle::new(SYMBOL, INK)
    }
    .width(&under(card));
    top.max(bottom)
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
        9.0,
        &Style::fill(GOOD).with_stroke(INK, 1.0),
    );
    svg.text(x + w / 2.0, style.baseline_for(y), &text, &style);
}

/// Where `n` cards `w` wide go in `room` px from `x`: side by side when they fit, else fanned
/// (each card steps right by less than its width), else as many as the narrowest fan holds
/// with room for a `+n` pill. Returns the cards' left edges and how many are left out.
fn fan(n: usize, w: f32, x: f32, room: f32) -> (Vec<f32>, usize) {
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
    let shown = (((room - w - PILL_W) / STEP_MIN).floor() as usize + 1).min(n);
    (
        (0..shown).map(|i| x + i as f32 * STEP_MIN).collect(),
        n - shown,
    )
}

/// The width kept for a `+n` pill.
const PILL_W: f32 = 46.0;

/// The `+n` pill for cards a row leaves out, centred on `cy` from `x`.
fn more_pill(svg: &mut Svg, x: f32, cy: f32, n: usize) {
    draw::badge(svg, x + 4.0, cy, &format!("+{n}"), SMALL, MUTED, INK);
}

/// A row of cards from `x`, `room` wide, fanned as needed (see [`fan`]); each card's Bounty
/// value when it differs from the printed one.
fn card_row(svg: &mut Svg, cards: &[(Card, i32)], x: f32, y: f32, size: (f32, f32), room: f32) {
    let (xs, left_out) = fan(cards.len(), size.0, x, room);
    for (&(c, _), &cx) in cards.iter().zip(&xs) {
        card(svg, cx, y, size, c);
    }
    // Bounty pills after the whole row, so no later card covers one: each hangs from its
    // card's bottom edge under the index, clear of the symbol.
    let hang = if size.0 < size.1 { 1.0 } else { 4.0 };
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
fn counted_back(svg: &mut Svg, x: f32, y: f32, (w, h): (f32, f32), count: usize) {
    draw::card_back(svg, x, y, w, h);
    let style = TextStyle::new(BODY, TEXT).bold().middle();
    svg.circle(
        x + w / 2.0,
        y + h / 2.0,
        16.0,
        &Style::fill(INK).with_stroke(TEXT, 2.0),
    );
    svg.text(
        x + w / 2.0,
        style.baseline_for(y + h / 2.0),
        &count.to_string(),
        &style,
    );
}

/// A team's round badge with its letter (A, B), from `x`; returns its width.
fn team_badge(svg: &mut Svg, x: f32, cy: f32, index: usize) -> f32 {
    let color = TEAM.get(index).copied().unwrap_or(MUTED);
    svg.circle(x + 12.0, cy, 12.0, &Style::fill(color));
    let style = TextStyle::new(SMALL, INK).bold().middle();
    svg.text(
        x + 12.0,
        style.baseline_for(cy),
        &team(index).to_string(),
        &style,
    );
    24.0
}

/// A new picture `height` tall on the table panel.
fn panel(height: f32) -> Svg {
    let mut svg = Svg::new(W, height);
    svg.background(Style::fill(TABLE).with_stroke(TABLE_EDGE, 4.0), 18.0);
    svg
}

/// A band on the panel from `y`, `h` tall.
fn band(svg: &mut Svg, y: f32, h: f32, style: &Style) {
    svg.rounded_rect(MARGIN, y, W - 2.0 * MARGIN, h, 10.0, style);
}

/// The title line (the game, or the game and the seat's name) with the turn on the right,
/// and the game's options under it. Returns the y below.
fn header(svg: &mut Svg, view: &View, names: &Names, me: Option<Seat>) -> f32 {
    let title = TextStyle::new(TITLE, TEXT).bold();
    let base = MARGIN + 26.0;
    svg.text(X0, base, "Relinquish", &title);
    let right = if view.places.is_some() {
        "Game over".to_string()
    } else {
        format!("Turn {}", view.turn_number)
    };
    let turn = TextStyle::new(BODY, MUTED).end();
    svg.text(X1, base, &right, &turn);
    if let Some(seat) = me {
        let x = X0 + title.width("Relinquish · ");
        svg.text(X0 + title.width("Relinquish "), base, "·", &title);
        let max = X1 - turn.width(&right) - 16.0 - x;
        draw::seat_name(svg, (x, base), names, seat, &title, max);
    }
    let mut variant = vec![count(view.players, "player")];
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
        variant.push(format!("{} set aside", view.set_aside));
    }
    let small = TextStyle::new(SMALL, MUTED);
    let line = draw::name_fit(&variant.join(" · "), "", &small, X1 - X0);
    svg.text(X0, base + 24.0, &line, &small);
    base + 34.0
}

/// The piles: the scry pile (a back with its count), the newest discards face up, and the
/// exile's size with the Tarots in it by number (which can no longer Negate or Foil).
fn piles(svg: &mut Svg, view: &View, y: f32) {
    let label = TextStyle::new(SMALL, MUTED).bold();
    let top = y + 24.0;
    svg.text(X0, y + 16.0, "Scry", &label);
    if view.scry_pile > 0 {
        counted_back(svg, X0, top, STAND, view.scry_pile);
    } else {
        draw::empty_slot(svg, X0, top, STAND.0, STAND.1);
    }
    let x = X0 + STAND.0 + 20.0;
    svg.text(
        x,
        y + 16.0,
        &format!("Discard {}", view.discard.len()),
        &label,
    );
    let newest: Vec<(Card, i32)> = view
        .discard
        .iter()
        .rev()
        .take(DISCARD_SHOWN)
        .map(|&c| (c, c.printed()))
        .collect();
    let room = 190.0;
    if newest.is_empty() {
        draw::empty_slot(svg, x, top, STAND.0, STAND.1);
    }
    card_row(svg, &newest, x, top, STAND, room);
    let x = x + room + 20.0;
    svg.text(x, y + 16.0, &format!("Exile {}", view.exile.len()), &label);
    let body = TextStyle::new(SMALL, TEXT);
    let lines = draw_lines(
        &format!("Tarots in exile: {}", exiled_tarots(view)),
        &body,
        X1 - x,
        3,
    );
    for (i, line) in lines.iter().enumerate() {
        svg.text(x, top + 16.0 + i as f32 * 21.0, line, &body);
    }
}

/// `text` wrapped to `max` px in at most `lines` lines (the last one cut if need be).
fn draw_lines(text: &str, style: &TextStyle, max: f32, lines: usize) -> Vec<String> {
    let mut out = present_kit::picture::font::wrap(text, style.size, style.weight, max);
    if out.len() > lines {
        let rest = out.split_off(lines - 1).join(" ");
        out.push(draw::name_fit(&rest, "", style, max));
    }
    out
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
        "none".to_string()
    } else if numbers.len() == all {
        "all 22".to_string()
    } else if numbers.len() * 2 > all {
        let rest: Vec<u8> = (0..=crate::rules::cards::MAX_TAROT)
            .filter(|n| !numbers.contains(n))
            .collect();
        format!("all but {}", join(&rest))
    } else {
        join(&numbers)
    }
}

/// The newest discards the piles show face up (the text lists eight).
const DISCARD_SHOWN: usize = 5;

/// A card with a seat's name under it (drawn whole, narrowed if need be), in a slot `room`
/// wide from `x`; returns the x after the slot.
fn captioned(
    svg: &mut Svg,
    x: f32,
    y: f32,
    c: Card,
    (names, seat): (&Names, Seat),
    room: f32,
) -> f32 {
    let (w, h) = STAND;
    card(svg, x + (room - w) / 2.0, y, STAND, c);
    let style = TextStyle::new(SMALL, TEXT);
    let full = style.width(&name(names, seat));
    let left = x + ((room - full) / 2.0).max(0.0);
    draw::seat_name(svg, (left, y + h + 18.0), names, seat, &style, room);
    x + room + GAP
}

/// The moment panel: what the table waits for, with the cards it is about (a scry's two
/// backs, an Enchant's Tarot and named Commons, a Murder's Court and the Tarots played on it,
/// a Battle's attackers and Clash), or the final standings. Always there and always as tall,
/// so the board keeps its size.
fn moment(svg: &mut Svg, view: &View, names: &Names, me: Option<&Private>, y: f32) {
    band(svg, y, MOMENT_H, &Style::fill(BAND));
    let heading = TextStyle::new(BODY, TEXT).bold();
    let head_y = y + 24.0;
    let top = y + 36.0;
    let (w, _) = STAND;
    let say = |svg: &mut Svg, text: &str| {
        let line = draw::name_fit(text, "", &heading, X1 - X0);
        svg.text(X0, head_y, &line, &heading);
    };
    let lines = |svg: &mut Svg, text: &str, from: f32, n: usize| {
        let body = TextStyle::new(BODY, TEXT);
        for (i, line) in draw_lines(text, &body, X1 - X0, n).iter().enumerate() {
            svg.text(X0, from + i as f32 * 24.0, line, &body);
        }
    };
    match &view.phase {
        PhaseView::Turn { .. } => {
            let who = name(names, view.active);
            say(svg, &format!("{who}'s turn"));
            lines(svg, &turn_notes(view), head_y + 30.0, 3);
        }
        PhaseView::Over { .. } => {
            say(svg, "The game is over");
            if let Some(places) = &view.places {
                let text = standings(
                    places,
                    |s| view.seats.get(s).map_or(0, |v| v.side_score),
                    |s| name(names, s),
                );
                lines(svg, &text, head_y + 30.0, 3);
            }
        }
        PhaseView::Scry { seat } => {
            // The scrying seat's own picture shows the two cards, outlined: its choice.
            let mine = me.filter(|m| m.seat == *seat && !m.scry.is_empty());
            match mine {
                Some(m) => {
                    say(svg, "You scry: keep one of these two");
                    for (i, &c) in m.scry.iter().take(2).enumerate() {
                        let x = X0 + 3.0 + i as f32 * (w + 14.0);
                        card(svg, x, top, STAND, c);
                        svg.rounded_rect(
                            x - 3.0,
                            top - 3.0,
                            w + 6.0,
                            STAND.1 + 6.0,
                            8.0,
                            &Style::stroke(ACCENT, 3.0),
                        );
                    }
                }
                None => {
                    say(
                        svg,
                        &format!("{} scries: keeps one of two", name(names, *seat)),
                    );
                    for i in 0..2 {
                        draw::card_back(svg, X0 + 3.0 + i as f32 * (w + 14.0), top, w, STAND.1);
                    }
                }
            }
            let body = TextStyle::new(BODY, TEXT);
            let x = X0 + 2.0 * (w + 14.0) + 16.0;
            for (i, line) in draw_lines("The other card is discarded face up.", &body, X1 - x, 2)
                .iter()
                .enumerate()
            {
                svg.text(x, top + 28.0 + i as f32 * 24.0, line, &body);
            }
        }
        PhaseView::Negate {
            enchanter,
            target,
            tarot,
            named,
            waiting,
        } => {
            say(
                svg,
                &format!(
                    "{} Enchants {}'s Commons",
                    name(names, *enchanter),
                    name(names, *target)
                ),
            );
            card(svg, X0, top, STAND, *tarot);
            let x = X0 + w + 12.0;
            let listed: Vec<(Card, i32)> = named.iter().map(|&c| (c, c.printed())).collect();
            let room = (REST.0 + GAP) * 3.0;
            card_row(svg, &listed, x, top + (STAND.1 - REST.1) / 2.0, REST, room);
            let x = x + room + 12.0;
            let body = TextStyle::new(BODY, TEXT);
            let text = format!(
                "{} may Negate with a lower Tarot",
                names_list(names, waiting)
            );
            for (i, line) in draw_lines(&text, &body, X1 - x, 3).iter().enumerate() {
                svg.text(x, top + 18.0 + i as f32 * 22.0, line, &body);
            }
        }
        PhaseView::Foil {
            court,
            owner,
            chain,
            waiting,
        } => {
            say(svg, &format!("Murder of {}'s Court", name(names, *owner)));
            card(svg, X0, top, STAND, *court);
            let mut x = X0 + w + 12.0;
            let shown = chain.len().min(3);
            for (i, p) in chain.iter().enumerate().skip(chain.len() - shown) {
                let what = if i == 0 { "Murder" } else { "Foil" };
                card(svg, x, top, STAND, p.tarot);
                let small = TextStyle::new(SMALL, TEXT).middle();
                svg.text(x + w / 2.0, top + STAND.1 + 18.0, what, &small);
                x += w + GAP;
            }
            let x = x + 10.0;
            let body = TextStyle::new(BODY, TEXT);
            let top_tarot = chain.last().map_or(0, |p| p.tarot.printed());
            let text = format!(
                "{} may Foil with a Tarot above {top_tarot}",
                names_list(names, waiting)
            );
            for (i, line) in draw_lines(&text, &body, X1 - x, 3).iter().enumerate() {
                svg.text(x, top + 18.0 + i as f32 * 22.0, line, &body);
            }
        }
        PhaseView::Battle { attackers, step } => {
            let active = view.active;
            say(svg, &format!("Battle: {} attacks", name(names, active)));
            battle(svg, view, names, attackers, step, top);
        }
    }
}

/// The notes of a plain turn: what it has used (RQ-5), the Bounties in force (RQ-14), the
/// passes in a row (RQ-11).
fn turn_notes(view: &View) -> String {
    let mut notes = Vec::new();
    if matches!(view.phase, PhaseView::Turn { choosing: true }) {
        notes.push("choosing cards for a move".to_string());
    }
    let used = super::board::used_this_turn(view);
    if !used.is_empty() {
        notes.push(format!("used {}", used.join(", ")));
    }
    if !view.bounties.is_empty() {
        let b: Vec<String> = view
            .bounties
            .iter()
            .map(|b| format!("{} {:+}", b.card.short(), b.delta))
            .collect();
        notes.push(format!("Bounty {}", b.join(", ")));
    }
    if view.passes > 0 {
        notes.push(format!(
            "passes in a row: {} of {}",
            view.passes, view.players
        ));
    }
    if notes.is_empty() {
        notes.push("Populate, Summon, Magick, Battle".into());
    }
    let mut text = notes.join(" · ");
    if let Some(first) = text.get(..1) {
        text = first.to_uppercase() + &text[1..];
    }
    text
}

/// The Battle under way, from `top`: its attackers with their targets (greyed once met), then
/// the step: a Clash (both Courts and whether each Rally is picked, never what), a capture
/// among equal Commons, or the defender choosing.
fn battle(
    svg: &mut Svg,
    view: &View,
    names: &Names,
    attackers: &[crate::rules::Attacker],
    step: &BattleStepView,
    top: f32,
) {
    let (w, h) = STAND;
    let slot = 104.0;
    let step_w = 250.0;
    let room = X1 - X0 - step_w - 10.0;
    let fits = ((room + GAP) / (slot + GAP)).floor().max(1.0) as usize;
    let mut x = X0;
    for a in attackers.iter().take(fits) {
        let next = captioned(svg, x, top, a.court, (names, a.at), slot);
        if a.met {
            // Met attackers are greyed and say so.
            let cx = x + (slot - w) / 2.0;
            svg.rounded_rect(
                cx,
                top,
                w,
                h,
                draw::card_radius(w),
                &Style::fill(BAND).with_opacity(0.8),
            );
            let style = TextStyle::new(SMALL, TEXT).bold().middle();
            svg.text(
                cx + w / 2.0,
                style.baseline_for(top + h / 2.0),
                "met",
                &style,
            );
        }
        x = next;
    }
    if attackers.len() > fits {
        more_pill(svg, x - GAP, top + h / 2.0, attackers.len() - fits);
    }
    let sx = X1 - step_w;
    svg.line(sx - 8.0, top, sx - 8.0, top + h + 20.0, RULE, 2.0);
    let body = TextStyle::new(SMALL, TEXT);
    match step {
        BattleStepView::Blocking { defender } => {
            let text = format!(
                "{} blocks an attacker with a Standing Court or lets it through",
                name(names, *defender)
            );
            for (i, line) in draw_lines(&text, &body, step_w, 4).iter().enumerate() {
                svg.text(sx, top + 16.0 + i as f32 * 21.0, line, &body);
            }
        }
        BattleStepView::Clash {
            attacker,
            blocker,
            defender,
            attacker_picked,
            defender_picked,
        } => {
            card(svg, sx, top, STAND, *attacker);
            let vs = TextStyle::new(BODY, TEXT).bold().middle();
            svg.text(sx + w + 15.0, vs.baseline_for(top + h / 2.0), "vs", &vs);
            card(svg, sx + w + 30.0, top, STAND, *blocker);
            let x = sx + 2.0 * w + 40.0;
            let picked = |p: bool| if p { "picked" } else { "choosing" };
            let text = format!(
                "Clash. Rallies: {} {}, {} {}",
                name(names, view.active),
                picked(*attacker_picked),
                name(names, *defender),
                picked(*defender_picked)
            );
            for (i, line) in draw_lines(&text, &body, X1 - x, 4).iter().enumerate() {
                svg.text(x, top + 16.0 + i as f32 * 21.0, line, &body);
            }
        }
        BattleStepView::Capture { from, candidates } => {
            let text = format!("captures one of {}'s", name(names, *from));
            svg.text(
                sx,
                top + 14.0,
                &draw::name_fit(&text, "", &body, step_w),
                &body,
            );
            let list: Vec<(Card, i32)> = candidates.iter().map(|&c| (c, c.printed())).collect();
            card_row(svg, &list, sx, top + 22.0, REST, step_w);
        }
    }
}

/// What a seat is awaited for now, in public terms, if anything.
fn awaited(view: &View, seat: Seat) -> Option<&'static str> {
    match &view.phase {
        PhaseView::Scry { seat: s } if *s == seat => Some("scrying"),
        PhaseView::Negate { waiting, .. } if waiting.contains(&seat) => Some("may Negate"),
        PhaseView::Foil { waiting, .. } if waiting.contains(&seat) => Some("may Foil"),
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
                picked.map(|p| if p { "Rally in" } else { "Rallying" })
            }
            BattleStepView::Capture { .. } if seat == view.active => Some("capturing"),
            _ => None,
        },
        _ => None,
    }
}

/// One band per seat, each [`SEAT_H`] tall: turn marker, name, "you", team, what it is
/// awaited for or its place, its score and hand size; its Standing and its Resting cards.
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
        band(svg, y, SEAT_H, &style);
        seat_band(svg, view, names, (seat, sv), me, y);
        y += SEAT_H + SPACE;
    }
    y
}

/// One seat's band from `y` (see [`seat_bands`]): `sv` is `seat`'s part of the view.
fn seat_band(
    svg: &mut Svg,
    view: &View,
    names: &Names,
    (seat, sv): (Seat, &SeatView),
    me: Option<Seat>,
    y: f32,
) {
    let active = seat == view.active && view.places.is_none();
    let cy = y + 8.0 + NAME_LINE / 2.0;
    if active {
        draw::turn_marker(svg, X0 - 2.0, cy, 18.0);
    }
    // The right side first: score and hand, so the name knows its room.
    let score = TextStyle::new(BODY, TEXT).bold().end();
    let hand = TextStyle::new(BODY, TEXT).end();
    let hand_text = sv.hand.to_string();
    svg.text(X1, hand.baseline_for(cy), &hand_text, &hand);
    let back_x = X1 - hand.width(&hand_text) - 20.0;
    draw::mini_back(svg, back_x, cy - 11.0, 15.0, 22.0);
    let score_text = format!("{} {}", sv.score, if sv.score == 1 { "pt" } else { "pts" });
    let score_end = back_x - 12.0;
    svg.text(score_end, score.baseline_for(cy), &score_text, &score);
    let right_end = score_end - score.width(&score_text) - 12.0;
    // Then the badges, right to left before the score: place or what is awaited, team, you.
    let mut badges: Vec<(String, Color)> = Vec::new();
    if me == Some(seat) {
        badges.push(("you".into(), ACCENT));
    }
    if let Some(place) = view.places.as_ref().and_then(|p| p.get(seat)) {
        badges.push((format!("{} place", ordinal(*place)), ACCENT));
    } else if let Some(what) = awaited(view, seat) {
        badges.push((what.into(), GOOD));
    }
    let badge_style = TextStyle::new(SMALL, INK).bold();
    let badge_w = |t: &str| badge_style.width(t) + 2.0 * SMALL * 0.45;
    let team_w = if view.teams { 30.0 } else { 0.0 };
    let badges_w: f32 = badges.iter().map(|(t, _)| badge_w(t) + 6.0).sum::<f32>() + team_w;
    let name_x = X0 + 22.0;
    let name_style = TextStyle::new(NAME, TEXT).bold();
    let max = right_end - badges_w - name_x - 4.0;
    let used = draw::seat_name(
        svg,
        (name_x, name_style.baseline_for(cy)),
        names,
        seat,
        &name_style,
        max,
    );
    let mut x = name_x + used + 8.0;
    if view.teams {
        x += team_badge(svg, x, cy, sv.team) + 6.0;
    }
    for (text, color) in &badges {
        x += draw::badge(svg, x, cy, text, SMALL, *color, INK) + 6.0;
    }
    // The cards: Standing upright, then Resting sideways, each in its own row.
    let row = |resting: bool| -> Vec<(Card, i32)> {
        sv.tableau
            .iter()
            .filter(|c: &&CardView| c.resting == resting)
            .map(|c| (c.card, c.value))
            .collect()
    };
    let standing_y = y + 8.0 + NAME_LINE;
    let resting_y = standing_y + STAND.1 + 6.0;
    let (standing, resting) = (row(false), row(true));
    if sv.tableau.is_empty() {
        let style = TextStyle::new(SMALL, MUTED);
        svg.text(X0, standing_y + 30.0, "no cards on the table yet", &style);
    }
    card_row(svg, &standing, X0, standing_y, STAND, X1 - X0);
    card_row(svg, &resting, X0, resting_y, REST, X1 - X0);
}

/// The legend, two lines: the suits' symbols and the Courts' letters.
fn legend(svg: &mut Svg, y: f32) {
    let style = TextStyle::new(SMALL, MUTED);
    let suits = Suit::ALL
        .iter()
        .map(|&suit| format!("{} {}", suit.symbol(), suit.name()))
        .chain(["T Tarot".to_string()])
        .collect::<Vec<_>>()
        .join(" · ");
    let courts = Rank::ALL
        .iter()
        .map(|r| format!("{} {}", r.letter(), r.name()))
        .chain(["sideways: Resting".to_string()])
        .collect::<Vec<_>>()
        .join(" · ");
    svg.text(X0, y + 18.0, &suits, &style);
    svg.text(X0, y + 40.0, &courts, &style);
}

/// The height of the table part (piles, moment, seats, legend) for `players` seats.
fn table_height(players: usize) -> f32 {
    PILES_H + SPACE + MOMENT_H + SPACE + players as f32 * (SEAT_H + SPACE) + LEGEND_H
}

/// Everything public below the header, from `y`: piles, the moment under way, the seats and
/// the legend.
fn table(svg: &mut Svg, view: &View, names: &Names, me: Option<&Private>, y: f32) {
    piles(svg, view, y);
    let y = y + PILES_H + SPACE;
    moment(svg, view, names, me, y);
    let y = y + MOMENT_H + SPACE;
    let y = seat_bands(svg, view, names, me.map(|m| m.seat), y);
    legend(svg, y);
}

/// The header's height.
const HEADER_H: f32 = MARGIN + 60.0;

/// The public table, from the spectator's view: every tableau (Standing and Resting cards,
/// Bounties marked), hand and pile sizes, the face-up discards, the exiled Tarots, teams,
/// whose turn it is and what is awaited. One size per player count.
pub fn board_svg(view: &View, names: &Names) -> String {
    let height = HEADER_H + table_height(view.players) + MARGIN;
    let mut svg = panel(height);
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
    let top = y + 30.0;
    let hand = sorted_hand(&me.hand);
    // The group on the right, if any: its label and cards.
    // The scried cards are in the moment panel, so the hand keeps the whole width then.
    let group: Option<(&str, Vec<Option<Card>>)> = me.rally.map(|r| ("Rally", vec![r.card()]));
    let mut room = X1 - X0;
    if let Some((text, cards)) = &group {
        let cards_w = cards.len() as f32 * (STAND.0 + 10.0);
        let w = accent.width(text).max(cards_w);
        let gx = X1 - w;
        svg.text(gx, y + 22.0, text, &accent);
        for (i, c) in cards.iter().enumerate() {
            let cx = gx + i as f32 * (STAND.0 + 10.0) + 3.0;
            match c {
                Some(c) => card(svg, cx, top, STAND, *c),
                None => {
                    draw::empty_slot(svg, cx, top, STAND.0, STAND.1);
                    let s = TextStyle::new(SMALL, MUTED).bold().middle();
                    svg.text(
                        cx + STAND.0 / 2.0,
                        s.baseline_for(top + STAND.1 / 2.0),
                        "none",
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
        }
        room = gx - 16.0 - X0;
    }
    let title = if hand.is_empty() {
        "Your hand is empty".to_string()
    } else {
        format!("Your hand · {}", hand.len())
    };
    svg.text(X0, y + 22.0, &title, &label);
    let listed: Vec<(Card, i32)> = hand.iter().map(|&c| (c, c.printed())).collect();
    card_row(svg, &listed, X0, top, STAND, room);
}

/// A seat's private picture, from that seat's view: its hand as cards, what it is scrying, its
/// Rally pick until the reveal, above the same table as the board (with its own seat marked).
/// One size per player count, whatever the hand holds.
pub fn private_svg(view: &View, names: &Names) -> String {
    let (Viewer::Seat(_), Some(me)) = (view.viewer, &view.me) else {
        return board_svg(view, names);
    };
    let height = HEADER_H + HAND_H + SPACE + table_height(view.players) + MARGIN;
    let mut svg = panel(height);
    header(&mut svg, view, names, Some(me.seat));
    secrets(&mut svg, me, HEADER_H);
    table(&mut svg, view, names, Some(me), HEADER_H + HAND_H + SPACE);
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, Battle, BattleStep, Options, Phase, Rally, Relinquish, State};
    use game_kit::Game;
    use present_kit::picture::measure::Measured;
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

    /// The narrowest fan leaves every card's index in view, with room to spare.
    #[test]
    fn a_fan_never_hides_an_index() {
        for c in crate::rules::cards::full_deck() {
            assert!(index_width(c) + 3.0 <= STEP_MIN, "{c}: {}", index_width(c));
        }
    }

    /// Over random games of every table kind, with long names: no text under 10 px at 400 px
    /// wide, none running into another or off the picture, no name cut, and one size per
    /// player count for the board and for every private view (issue 28).
    #[test]
    fn pictures_read_on_a_phone_and_keep_one_size() {
        let long = present_kit::picture::testing::long_names(4);
        let mut sizes: std::collections::BTreeMap<
            (usize, bool),
            std::collections::BTreeSet<(u32, u32)>,
        > = Default::default();
        for seed in 0..8u64 {
            let table = Table::ALL[seed as usize % Table::ALL.len()];
            for stop in [30usize, 120, 300, 600, 5_000] {
                let step = std::cell::Cell::new(0usize);
                let (s, _) = playout(table, seed + 500, |_| {
                    step.set(step.get() + 1);
                    step.get() >= stop
                });
                let n = &long[..s.players()];
                let mut pictures = vec![(
                    false,
                    board_svg(&Relinquish::view(&s, Viewer::Spectator), n),
                )];
                for seat in 0..s.players() {
                    pictures.push((
                        true,
                        private_svg(&Relinquish::view(&s, Viewer::Seat(seat)), n),
                    ));
                }
                for (private, svg) in pictures {
                    let m = Measured::of(&svg).unwrap();
                    assert!(m.too_small().is_empty(), "{:?}", m.too_small());
                    assert!(m.collisions().is_empty(), "{:?}", m.collisions());
                    for l in &m.labels {
                        assert!(!l.text.contains('…'), "{} cut", l.text);
                    }
                    sizes
                        .entry((s.players(), private))
                        .or_default()
                        .insert((m.width as u32, m.height as u32));
                }
            }
        }
        for (key, seen) in &sizes {
            assert_eq!(seen.len(), 1, "{key:?}: {seen:?}");
        }
        assert_eq!(sizes.len(), 6, "2, 3 and 4 players, board and private");
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

    /// `cargo test --release -p relinquish --lib render_times --
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

    /// Ways a card can be written in a picture as one text: its label (`7 Swords`), its code
    /// (`7S`) and, for a Tarot, its name. Card faces are checked by [`faces_shown`].
    fn spellings(cards: &[Card]) -> Vec<String> {
        cards
            .iter()
            .flat_map(|&c| {
                let mut v = vec![c.label(), c.code()];
                if let Card::Tarot(n) = c {
                    v.push(TAROT_NAMES[usize::from(n)].to_string());
                }
                v
            })
            .collect()
    }

    /// The cards among `cards` whose face some card of `svg` shows: a text with its index's
    /// top (`7`, `Q`, `T`) right above a text with its bottom (`⚔`, `16`), on one centre line.
    fn faces_shown(svg: &str, cards: &[Card]) -> Vec<Card> {
        let labels = Measured::of(svg).unwrap().labels;
        let centre = |b: [f32; 4]| (b[0] + b[2]) / 2.0;
        cards
            .iter()
            .copied()
            .filter(|&c| {
                let [top, bottom] = face_label(c);
                labels.iter().filter(|l| l.text == top).any(|a| {
                    labels
                        .iter()
                        .filter(|l| l.text == bottom)
                        .any(|b| match (a.bounds, b.bounds) {
                            (Some(ab), Some(bb)) => {
                                (centre(ab) - centre(bb)).abs() < 1.0
                                    && bb[1] > ab[1]
                                    && bb[1] - ab[1] < 32.0
                            }
                            _ => false,
                        })
                })
            })
            .collect()
    }

    /// Every card text and face of `cards` that `svg` shows.
    fn leaked(svg: &str, cards: &[Card]) -> Vec<String> {
        let mut out = shown(svg, &spellings(cards));
        out.extend(faces_shown(svg, cards).iter().map(|c| c.label()));
        out
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
                let found = leaked(&board, &secret);
                assert!(found.is_empty(), "{found:?} in\n{board}");
                checked += 1;
                // A deliberately leaked card is caught.
                if let Some(&card) = secret.first() {
                    let mut leaky = spectator.clone();
                    leaky.discard.push(card);
                    let leaky = board_svg(&leaky, &n);
                    assert!(
                        !leaked(&leaky, &secret).is_empty(),
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
                    // A hand too large for its row shows a `+n` pill for the rest (the text
                    // lists them); every other secret card shows.
                    let view = Relinquish::view(&s, Viewer::Seat(seat));
                    let whole = view.me.as_ref().is_none_or(|m| m.hand.len() <= 17);
                    let faces = faces_shown(&private, &mine);
                    if whole {
                        for c in &mine {
                            assert!(faces.contains(c), "{c} missing from seat {seat}'s picture");
                        }
                    }
                    if !mine.is_empty() {
                        // Read as if public, a seat's own picture is caught too.
                        assert!(!leaked(&private, &mine).is_empty());
                        caught += 1;
                    }
                    let others: Vec<Card> = secret
                        .iter()
                        .copied()
                        .filter(|c| !mine.contains(c))
                        .collect();
                    let found = leaked(&private, &others);
                    assert!(found.is_empty(), "{found:?} in seat {seat}'s\n{private}");
                }
            }
        }
        assert!(
            checked >= 150 && caught > 300 && secret_moments > 40,
            "{checked} {caught} {secret_moments}"
        );
    }
}
