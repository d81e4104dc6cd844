//! Equilibrix Project as pictures: the public board from the spectator's view, and a seat's
//! view from that seat's view. Both are drawn from a [`View`] only, so they show no more than
//! the text beside them; the status, tax and "now" lines are the text's own.
//!
//! Both pictures are 880 px wide and read on a phone, where Discord shows them about 400 px
//! wide (issues 28 and 44): no text is smaller than [`TXT`] (11 px on the phone, capitals 8 px
//! tall), no symbol that carries information is smaller than [`SYMBOL`] (8 px on the phone),
//! no picture is taller than 1.25 times its width (a phone gives a picture about that much
//! of its screen, and shrinks a taller one below those sizes), and each picture keeps one
//! size for a player count, however the game goes, so the board message never jumps. The
//! board picture holds, top to bottom: the title with the legend of the yellow outline, the
//! players (a row each: colour and letter, the whole name, spiral field with their own track,
//! stones in stock and relations, under a line of headings with the key to the relations),
//! the Flower of Life with the stones and the coordinates on its edges, beside it the key to
//! the labels (EX-B3) and the three project piles, and the Tree of Life on its side. A seat's
//! picture has what they are doing now at the top, the same players and board, but with
//! every field they may choose now labelled in large type, the Tree with the fields they may
//! move to outlined, and their own political map in place of the projects.
//!
//! The fields carry no labels on the public board: 144 labels at a readable size do not fit
//! between the stones. A label is the node it is named after plus a suffix (`D4ne`), so the
//! board has the nodes' coordinates on its edges as a chess board has (rows A-G on the left,
//! numbers below the lower end of each line of nodes) and a key showing the suffixes around
//! one node.
//!
//! Colour is never the only cue: each player's stones and Vitruvians carry the player's letter
//! (A, B, C ... in seat order) on an Okabe-Ito colour; lenses and triangles differ in shape;
//! coalition and opposition fields carry + and ×; project fields are filled (obligatory) or
//! outlined (voluntary); attacking and surrounded fields of a formation are white and yellow
//! and the heading says which is which; choices are outlined in white and, on the board,
//! labelled.
//!
//! Drawing cost: resvg pays about as much per text character as per small shape, and most for
//! shapes with many edges, so the board's 144 fields are few-sided polygons, straight lines
//! are bars rather than stroked lines, and texts are short; `tests::render_times` measures it.
//!
//! What the view hides, the order of each project pile under its visible top card (ruling 1
//! of `crate::rules`), has no place here: a pile is drawn as its count.

mod choices;
mod lattice;
mod politics;
mod projects;
mod spiral;
#[cfg(test)]
mod tests;
mod tree;

use super::board::now_line;
use super::text::name;
use crate::rules::{Field, TreeField, View};
use crate::words::WORDS;
use game_kit::Seat;
use lattice::Frame;
use present_kit::picture::palette::{ACCENT, BAND, INK, MARGIN, MUTED, PAPER, TEXT, WIDTH};
use present_kit::picture::svg::{Color, Style, Svg, TextStyle};
use present_kit::picture::{draw, font};
use present_kit::present::Names;
use present_kit::text::ordinal;

/// How wide a phone shows a picture, and the smallest text there (capitals 8 px tall): the
/// values of `present_kit::picture::measure`, which only tests build (a test checks they agree).
const PHONE_WIDTH: f32 = 400.0;
const SMALLEST_TEXT: f32 = 11.0;
/// The smallest text drawn: 11 px on a phone, the stones' letters, the headings' notes and
/// most of the text.
pub const TXT: f32 = SMALLEST_TEXT * WIDTH / PHONE_WIDTH;
pub const LETTER: f32 = TXT;
/// The labels of the fields a seat may choose: large type, a fifth above the smallest.
pub const CHOICE: f32 = 1.2 * TXT;
pub const HEAD: f32 = 26.0;
const TITLE: f32 = 28.0;
/// The smallest symbol that carries information (a stone pair's icon, a stock icon, a
/// legend's icon, a token's disc), across its narrower side: 8 px on a phone.
pub const SYMBOL: f32 = 8.0 * WIDTH / PHONE_WIDTH;
/// The tallest a picture may be against its width (issue 44: a phone shows a taller one
/// smaller).
#[cfg(test)]
pub const TALLEST: f32 = 1.25;

/// One lattice step on the main board, in pixels: the smallest at which a stone's letter
/// ([`LETTER`]) stays inside its triangle.
const UNIT: f32 = 70.0;
/// Room kept above the top row's nodes, in lattice units.
const BOARD_TOP: f32 = 0.14;
/// A player's row, and the radius of their token there (its letter, 1.25 times the radius, is
/// then at least [`TXT`]).
const ROW_H: f32 = 40.0;
pub const TOKEN: f32 = 19.6;
/// The key's lattice step.
const KEY_U: f32 = 60.0;
/// Where the column beside the board starts (the key, the projects or the political map).
const SIDE_X: f32 = 544.0;

/// How a seat is drawn: its colour, the ink on it and its letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub fill: Color,
    pub ink: Color,
    pub letter: char,
}

/// Six colours after Okabe-Ito, with white in place of Okabe-Ito's yellow, which the pictures
/// keep for "look here" (the turn, the last change, the labels to choose from), and the
/// second blue and the vermillion darkened (issue 44): with red-green colour blindness
/// orange and vermillion, and the two blues, looked alike and only their letters told
/// them apart; now every pair differs by at least `vision::DISTINCT` under protanopia and
/// deuteranopia too, mostly in lightness (`tests::seat_colours_differ_for_colour_blind_players`).
/// Each stone and token also carries its seat's letter. Ink is dark on the light colours
/// and light on the dark ones (contrast above 4.5:1).
const SEAT_COLOURS: [(Color, Color); 6] = [
    (Color(0xe6, 0x9f, 0x00), INK),
    (Color(0x56, 0xb4, 0xe9), INK),
    (Color(0xcc, 0x79, 0xa7), INK),
    (Color(0xea, 0xe7, 0xdd), INK),
    (Color(0x00, 0x5f, 0xa3), PAPER),
    (Color(0xb5, 0x4a, 0x00), PAPER),
];

pub fn seat_look(seat: Seat) -> Look {
    let (fill, ink) = SEAT_COLOURS.get(seat).copied().unwrap_or((MUTED, INK));
    Look {
        fill,
        ink,
        letter: char::from(b'A' + (seat % 26) as u8),
    }
}

/// A Vitruvian (or a player's marker): a disc of the seat's colour with its letter.
pub fn token(svg: &mut Svg, seat: Seat, cx: f32, cy: f32, r: f32) {
    let look = seat_look(seat);
    svg.circle(cx, cy, r, &Style::fill(look.fill).with_stroke(INK, 1.5));
    let style = TextStyle::new(r * 1.25, look.ink).bold().middle();
    svg.text(cx, style.baseline_for(cy), &look.letter.to_string(), &style);
}

/// How far apart two Vitruvians sharing a field stand: their discs overlap, their letters
/// (drawn over both discs) do not.
const PAIR_DX: f32 = 11.0;

/// The Vitruvians on a field, their discs' right edge at `right`, centred on `cy`: one disc,
/// or two overlapping with both letters drawn over them. Returns the discs' box.
pub fn vitruvians(svg: &mut Svg, seats: &[Seat], right: f32, cy: f32) -> Option<[f32; 4]> {
    let n = seats.len().min(2);
    if n == 0 {
        return None;
    }
    let span = if n == 2 { 2.0 * PAIR_DX } else { 0.0 };
    let cx = right - TOKEN - span / 2.0;
    if n == 1 {
        token(svg, seats[0], cx, cy, TOKEN);
    } else {
        let centres = [cx - PAIR_DX, cx + PAIR_DX];
        for (i, &s) in seats.iter().take(2).enumerate() {
            let look = seat_look(s);
            svg.circle(
                centres[i],
                cy,
                TOKEN,
                &Style::fill(look.fill).with_stroke(INK, 1.5),
            );
        }
        for (i, &s) in seats.iter().take(2).enumerate() {
            let look = seat_look(s);
            let style = TextStyle::new(TOKEN * 1.25, look.ink).bold().middle();
            let x = centres[i] + if i == 0 { -3.0 } else { 3.0 };
            svg.text(x, style.baseline_for(cy), &look.letter.to_string(), &style);
        }
    }
    Some([cx - span / 2.0 - TOKEN, cy - TOKEN, right, cy + TOKEN])
}

/// A straight bar from `a` to `b`, `width` wide: a plain four-cornered polygon, which resvg
/// draws for a fraction of a stroked line with round caps.
pub fn bar(svg: &mut Svg, a: (f32, f32), b: (f32, f32), width: f32, color: Color) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
    svg.polygon(
        &[
            (a.0 + nx, a.1 + ny),
            (b.0 + nx, b.1 + ny),
            (b.0 - nx, b.1 - ny),
            (a.0 - nx, a.1 - ny),
        ],
        &Style::fill(color),
    );
}

/// `text` from `(x, y)` (baseline) within `max` pixels: narrowed as far as
/// [`draw::NARROWEST`] where it is a little too wide, cut only past that. Names go through
/// [`draw::name`], which does the same.
pub fn squeezed_text(svg: &mut Svg, (x, y): (f32, f32), text: &str, style: &TextStyle, max: f32) {
    let full = style.width(text);
    if full <= max {
        svg.text(x, y, text, style);
        return;
    }
    let squeeze = (max / full).max(draw::NARROWEST);
    let cut = font::fit(text, style.size, style.weight, max / squeeze);
    svg.text(x, y, &cut, &style.squeezed(squeeze));
}

/// Letters of `seats` without spaces, e.g. "BC".
fn letters(seats: &[Seat]) -> String {
    seats.iter().map(|&s| seat_look(s).letter).collect()
}

/// A legend's item: `text` right-aligned at `right` with a lens outlined in `stroke` before
/// it, centred on `cy`; returns its box.
fn legend_item(svg: &mut Svg, text: &str, stroke: Color, right: f32, cy: f32) -> [f32; 4] {
    let icon_room = lattice::ICON_LENS + 14.0;
    let max = WIDTH - MARGIN - 8.0 - SIDE_X - icon_room;
    legend_item_within(svg, text, stroke, right, cy, max)
}

/// [`legend_item`] with its text within `max` pixels.
fn legend_item_within(
    svg: &mut Svg,
    text: &str,
    stroke: Color,
    right: f32,
    cy: f32,
    max: f32,
) -> [f32; 4] {
    let legend = TextStyle::new(TXT, MUTED).end();
    squeezed_text(svg, (right, legend.baseline_for(cy)), text, &legend, max);
    let w = legend.width(text).min(max);
    let icon = lattice::ICON_LENS;
    lattice::icon(
        svg,
        true,
        right - w - 10.0 - icon / 2.0,
        cy,
        icon,
        &Style::stroke(stroke, 3.0),
    );
    [right - w - 14.0 - icon, cy - 14.0, right, cy + 14.0]
}

/// The board's header: title, the legend of the yellow outline, and the round; returns the
/// y below.
fn header(svg: &mut Svg, view: &View, title: &str) -> f32 {
    let y = MARGIN;
    svg.text(
        MARGIN + 8.0,
        y + TITLE,
        title,
        &TextStyle::new(TITLE, TEXT).bold(),
    );
    let right = WIDTH - MARGIN - 8.0;
    let round = round_text(view);
    let round_style = TextStyle::new(TXT, MUTED).end();
    svg.text(right, y + TITLE, &round, &round_style);
    if !view.last_changed.is_empty() {
        let title_end = MARGIN + 8.0 + TextStyle::new(TITLE, TEXT).bold().width(title);
        let item_right = right - round_style.width(&round) - 28.0;
        let cy = y + TITLE - 0.3 * TITLE;
        // Beside the title where its words fit (narrowed at most as far as any text), else
        // not at all: the text says what changed.
        let text = WORDS.say("ex-pic-last-change");
        let icon_room = lattice::ICON_LENS + 14.0;
        let max = item_right - title_end - icon_room - 12.0;
        let legend = TextStyle::new(TXT, MUTED);
        if item_right - title_end > 200.0 && legend.width(&text) * draw::NARROWEST <= max {
            legend_item_within(svg, &text, ACCENT, item_right, cy, max);
        }
    }
    y + TITLE + 14.0
}

fn round_text(view: &View) -> String {
    match (view.over, view.turn_limit) {
        (Some(_), _) => WORDS.say("ex-pic-game-over"),
        (None, 0) => WORDS.say_with("ex-pic-round", &[("round", view.round.into())]),
        (None, limit) => WORDS.say_with(
            "ex-pic-round-of",
            &[("round", view.round.into()), ("limit", limit.into())],
        ),
    }
}

/// Final places once the game is over, as the ranking has them: the winner, then by spiral
/// position, ahead on a shared field counting as ahead (EX-K2, EX-K5).
fn places(view: &View) -> Vec<u32> {
    let Some(over) = view.over else {
        return Vec::new();
    };
    let key = |s: Seat| {
        (
            over.winner == Some(s),
            view.spiral.get(s).map_or(0, |p| p.key()),
        )
    };
    (0..view.players)
        .map(|s| 1 + (0..view.players).filter(|&o| key(o) > key(s)).count() as u32)
        .collect()
}

/// Where the columns of the players' rows start.
struct Columns {
    mark: f32,
    token: f32,
    name: f32,
    name_w: f32,
    number_right: f32,
    track: f32,
    track_w: f32,
    stock: f32,
    relations: f32,
}

/// The name gets most of the row (issue 44: a name of up to 32 characters reads whole).
const COLUMNS: Columns = Columns {
    mark: MARGIN + 8.0,
    token: MARGIN + 74.0,
    name: MARGIN + 100.0,
    name_w: 322.0,
    number_right: MARGIN + 460.0,
    track: MARGIN + 470.0,
    track_w: 90.0,
    stock: MARGIN + 572.0,
    relations: MARGIN + 706.0,
};

/// The players, a row each: the turn marker (or the place, once over), letter and colour,
/// name, spiral field and track, stones in stock and relations; under a line of headings
/// whose first says what the relations' signs mean. `me`'s row lies on a band.
fn players(svg: &mut Svg, view: &View, names: &[String], me: Option<Seat>, y: f32) -> f32 {
    let c = &COLUMNS;
    let muted = TextStyle::new(TXT, MUTED);
    let heads_y = y + TXT;
    // The key to the relations' signs stands over the names; a longer one (issue 48: some
    // languages) starts over the turn marker and the tokens too.
    let key = WORDS.say("ex-pic-relations");
    let key_x = if muted.width(&key) * draw::NARROWEST <= c.number_right - 40.0 - c.name {
        c.name
    } else {
        c.mark
    };
    squeezed_text(
        svg,
        (key_x, heads_y),
        &key,
        &muted,
        c.number_right - 40.0 - key_x,
    );
    squeezed_text(
        svg,
        (c.track + 2.0, heads_y),
        &WORDS.say("ex-pic-spiral"),
        &muted,
        c.stock - c.track - 8.0,
    );
    squeezed_text(
        svg,
        (c.stock + 2.0, heads_y),
        &WORDS.say("ex-pic-stock"),
        &muted,
        c.relations - c.stock - 8.0,
    );
    let top = y + TXT + 10.0;
    let places = places(view);
    let name_style = TextStyle::new(TXT, TEXT);
    let count = TextStyle::new(TXT, TEXT);
    for seat in 0..view.players {
        let cy = top + seat as f32 * ROW_H + ROW_H / 2.0;
        if me == Some(seat) {
            svg.rounded_rect(
                c.token - TOKEN - 6.0,
                cy - ROW_H / 2.0 + 1.0,
                c.name + c.name_w - c.token + TOKEN + 10.0,
                ROW_H - 2.0,
                ROW_H / 2.0 - 1.0,
                &Style::fill(BAND),
            );
        }
        if let Some(place) = places.get(seat) {
            let style = TextStyle::new(TXT, if *place == 1 { ACCENT } else { TEXT }).bold();
            // The place as the language writes it, or its number where that is too long for
            // the room before the token (issue 48: the pseudo-language's "1st").
            let room = c.token - c.mark - 9.0;
            let mut text = ordinal(*place);
            if style.width(&text) * draw::NARROWEST > room {
                text = place.to_string();
            }
            squeezed_text(svg, (c.mark, style.baseline_for(cy)), &text, &style, room);
        } else if view.active == seat {
            draw::turn_marker(svg, c.mark + 4.0, cy, 22.0);
        }
        token(svg, seat, c.token, cy, TOKEN);
        let fallback = present_kit::text::seat_name(&[], seat);
        let shown = names.get(seat).cloned().unwrap_or(fallback.clone());
        // "(you)" only where the whole name leaves room for it; the band marks the row anyway.
        let mut label = shown.clone();
        if me == Some(seat) {
            let with = WORDS.say_with("ex-pic-you", &[("name", shown.as_str().into())]);
            if name_style.width(&with) * draw::NARROWEST <= c.name_w {
                label = with;
            }
        }
        draw::name(
            svg,
            (c.name, name_style.baseline_for(cy)),
            &label,
            &fallback,
            &name_style,
            c.name_w,
        );
        let pos = view.spiral.get(seat).copied().unwrap_or_default();
        spiral::track(svg, seat, pos, c.number_right, c.track, c.track_w, cy);
        let stock = view.stock.get(seat).copied().unwrap_or_default();
        let fill = Style::fill(seat_look(seat).fill).with_stroke(INK, 1.5);
        let lens_w = lattice::ICON_LENS;
        lattice::icon(svg, true, c.stock + lens_w / 2.0, cy, lens_w, &fill);
        svg.text(
            c.stock + lens_w + 4.0,
            count.baseline_for(cy),
            &stock[0].to_string(),
            &count,
        );
        // A triangle icon is drawn in to about 0.62 of its size.
        let tri_w = lattice::ICON_TRIANGLE;
        let tri_x = c.stock + lens_w + 40.0;
        lattice::icon(svg, false, tri_x + 11.0, cy + 3.0, tri_w, &fill);
        svg.text(
            tri_x + 26.0,
            count.baseline_for(cy),
            &stock[1].to_string(),
            &count,
        );
        let relations = match view.maps.get(seat) {
            Some(m) => {
                let mut parts = Vec::new();
                if !m.coalition.is_empty() {
                    parts.push(format!("+{}", letters(&m.coalition)));
                }
                if !m.opposition.is_empty() {
                    parts.push(format!("×{}", letters(&m.opposition)));
                }
                parts.join(" ")
            }
            None => String::new(),
        };
        let right = WIDTH - MARGIN - 8.0;
        squeezed_text(
            svg,
            (c.relations, count.baseline_for(cy)),
            &relations,
            &count,
            right - c.relations,
        );
    }
    top + view.players as f32 * ROW_H + 6.0
}

/// The board's height from its top: the top row's nodes down to the numbers below the
/// bottom row.
fn board_height() -> f32 {
    let radius = f32::from(crate::rules::geometry::geometry().radius);
    let half_h = radius * lattice::SQRT3 / 2.0 * UNIT;
    let below = lattice::COORD_OFF * lattice::SQRT3 / 2.0 * UNIT + 0.605 * TXT + 4.0;
    BOARD_TOP * UNIT + 2.0 * half_h + below
}

/// The main board with its coordinates, and, for a seat, the labels of the fields in
/// `chosen`; beside it the key to the labels, then `side` (the projects or the political
/// map), drawn from the y it is given. Returns the y below.
fn board(
    svg: &mut Svg,
    view: &View,
    y: f32,
    chosen: &[Field],
    drawn: &mut Drawn,
    side: impl FnOnce(&mut Svg, f32, f32, f32, usize) -> f32,
) -> f32 {
    let radius = f32::from(crate::rules::geometry::geometry().radius);
    let half_h = radius * lattice::SQRT3 / 2.0 * UNIT;
    let left = MARGIN + 8.0;
    let right = WIDTH - MARGIN - 8.0;
    let coord = TextStyle::new(TXT, MUTED).bold().middle();
    let frame = Frame {
        // The row letters stand left of the leftmost node.
        ox: left + (radius + lattice::COORD_OFF) * UNIT + coord.width("D") / 2.0 + 2.0,
        oy: y + BOARD_TOP * UNIT + half_h,
        u: UNIT,
        turn: 0.0,
    };
    let bottom = y + board_height();
    let mut taken = lattice::board(svg, view, &frame, chosen);
    let stones = lattice::stone_shapes(view, &frame);
    taken.extend(lattice::coordinates(svg, &frame, &coord));
    // The key at the top of the column beside the board, its example beside it.
    let key_style = TextStyle::new(TXT, TEXT).bold().middle();
    let node = (SIDE_X + 84.0, y + 4.0 + KEY_U * 1.3);
    let key_box = lattice::key(svg, node, KEY_U, &key_style);
    let example = TextStyle::new(TXT, MUTED).end();
    svg.text(
        right,
        example.baseline_for(node.1 - 16.0),
        "D4 + ne",
        &example,
    );
    svg.text(
        right,
        example.baseline_for(node.1 + 16.0),
        "= D4ne",
        &example,
    );
    let key_bottom = key_box[3].max(node.1 + 30.0);
    taken.push([key_box[0], y, right, key_bottom]);
    // The labels keep out of the whole column; the column then says how many choices found
    // no room for a label (they are still outlined, and the text beside names them).
    taken.push([SIDE_X - 4.0, y, right, bottom]);
    drawn.labels = lattice::choice_labels(
        svg,
        &frame,
        chosen,
        &stones,
        &mut taken,
        [left, y, right, bottom],
    );
    drawn.stones = stones;
    let unlabelled = chosen.len().saturating_sub(drawn.labels.len());
    let side_bottom = side(svg, SIDE_X, key_bottom + 8.0, right - SIDE_X, unlabelled);
    bottom.max(side_bottom)
}

/// The seat's header: what it does now in at most two lines, the first beside the round
/// (the text beside the picture has it whole); returns the y below the space kept for it.
fn now(svg: &mut Svg, view: &View, names: &[String], me: Seat) -> f32 {
    let y = MARGIN;
    let style = TextStyle::new(TXT, ACCENT).bold();
    let right = WIDTH - MARGIN - 8.0;
    let round = round_text(view);
    let round_style = TextStyle::new(TXT, MUTED).end();
    svg.text(right, y + TXT, &round, &round_style);
    let width = draw::inner_width() - round_style.width(&round) - 20.0;
    let mut lines = font::wrap(&now_line(view, names, me), TXT, style.weight, width);
    if lines.len() > 2 {
        lines.truncate(2);
        let last = format!("{}…", lines[1]);
        lines[1] = font::fit(&last, TXT, style.weight, width);
    }
    for (i, line) in lines.iter().enumerate() {
        svg.text(MARGIN + 8.0, y + TXT + i as f32 * 30.0, line, &style);
    }
    y + TXT + 30.0 + 12.0
}

/// The names as the pictures show them (`draw::shown`: a placeholder for each character the
/// font lacks, "Seat N" before a name of nothing else), so the lines taken from the text read
/// as the rows do.
fn drawable_names(view: &View, names: &Names) -> Vec<String> {
    (0..view.players)
        .map(|s| draw::shown(&name(names, s), &present_kit::text::seat_name(&[], s)))
        .collect()
}

/// Where some things went, for the tests: the choices' labels (text, size, box), the stones'
/// outlines, and on the Tree the Vitruvians' discs and the texts' boxes.
#[derive(Debug, Default)]
pub struct Drawn {
    pub labels: Vec<(String, f32, [f32; 4])>,
    pub stones: Vec<Vec<(f32, f32)>>,
    pub tree_tokens: Vec<[f32; 4]>,
    pub tree_texts: Vec<(String, [f32; 4])>,
}

fn picture(view: &View, names: &Names, me: Option<Seat>) -> String {
    drawn_picture(view, names, me).0
}

/// The picture and where its parts went.
pub fn drawn_picture(view: &View, names: &Names, me: Option<Seat>) -> (String, Drawn) {
    let mut drawn = Drawn::default();
    let names = &drawable_names(view, names);
    let mut svg = draw::table(WIDTH);
    let x = MARGIN + 8.0;
    let w = draw::inner_width();
    let (chosen, moves): (Vec<Field>, Vec<TreeField>) = match me {
        Some(me) => (choices::fields(view, me), choices::tree_moves(view, me)),
        None => (Vec::new(), Vec::new()),
    };
    let mut y = match me {
        Some(me) => now(&mut svg, view, names, me),
        None => header(&mut svg, view, "Equilibrix Project"),
    };
    y = players(&mut svg, view, names, me, y);
    let map = me.and_then(|me| view.maps.get(me).map(|m| (me, m)));
    let legend = !chosen.is_empty() || (me.is_some() && !view.last_changed.is_empty());
    y = board(
        &mut svg,
        view,
        y + 4.0,
        &chosen,
        &mut drawn,
        |svg, sx, sy, sw, unlabelled| {
            let mut bottom = match map {
                Some((me, m)) => politics::map(svg, m, me, sx, sy, sw),
                None => projects::projects(svg, view, sx, sy, sw),
            };
            // A seat's legend under its map (the board has it in its header).
            if legend {
                let right = sx + sw;
                if !view.last_changed.is_empty() {
                    bottom += 34.0;
                    legend_item(
                        svg,
                        &WORDS.say("ex-pic-last-change"),
                        ACCENT,
                        right,
                        bottom - 14.0,
                    );
                }
                if !chosen.is_empty() {
                    bottom += 34.0;
                    let text = match unlabelled {
                        0 => WORDS.say("ex-pic-choices"),
                        n => WORDS.say_with("ex-pic-choices-unlabelled", &[("n", n.into())]),
                    };
                    legend_item(svg, &text, PAPER, right, bottom - 14.0);
                }
            }
            bottom
        },
    ) + 6.0;
    y = tree::tree(&mut svg, view, x, y, w, &moves, &mut drawn);
    svg.set_height((y + MARGIN - 4.0).ceil());
    (svg.finish(), drawn)
}

/// The public board, from the spectator's view.
pub fn board_svg(view: &View, names: &Names) -> String {
    picture(view, names, None)
}

/// A seat's picture: the board as everyone sees it (Equilibrix hides nothing in play but the
/// piles' order) with the fields and Tree fields the seat may choose now marked, what they
/// are doing now, and their own political map in place of the projects (which the board
/// message beside it shows).
pub fn private_svg(view: &View, names: &Names) -> String {
    picture(view, names, view.me)
}
