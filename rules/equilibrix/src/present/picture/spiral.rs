//! The scoring spiral (EX-K1, EX-G5) as each player's own track in their row: the field as a
//! number, and beside it the track from the start to the centre with the player's part of it
//! in their colour and a yellow mark at each node (two marks where its tax is two stones), so
//! positions read as numbers and compare at a glance, and no Vitruvian hides another's.

use super::{bar, seat_look, TXT};
use crate::rules::data::components;
use crate::rules::Pos;
use game_kit::Seat;
use present_kit::picture::palette::{ACCENT, RULE, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};

/// Draws `seat`'s position `pos`: its number right-aligned at `num_right`, the track from `x`,
/// `w` wide, centred on `cy`.
pub fn track(svg: &mut Svg, seat: Seat, pos: Pos, num_right: f32, x: f32, w: f32, cy: f32) {
    let data = &components().spiral;
    let centre = f32::from(data.centre.max(1));
    let at = |f: f32| x + w * (f / centre).clamp(0.0, 1.0);
    let style = TextStyle::new(TXT, TEXT).bold().end();
    svg.text(
        num_right,
        style.baseline_for(cy),
        &pos.field.to_string(),
        &style,
    );
    svg.backdrop(|b| {
        bar(b, (x, cy), (x + w, cy), 6.0, RULE);
        for &(after, tax) in &data.nodes {
            let nx = at(f32::from(after) + 0.5);
            for k in 0..tax {
                let dx = (f32::from(k) - f32::from(tax.saturating_sub(1)) / 2.0) * 6.0;
                b.rect(nx + dx - 1.5, cy - 11.0, 3.0, 22.0, &Style::fill(ACCENT));
            }
        }
        b.circle(x + w, cy, 7.0, &Style::fill(ACCENT));
    });
    if pos.field > 0 {
        let end = at(f32::from(pos.field));
        svg.rect(
            x,
            cy - 6.0,
            end - x,
            12.0,
            &Style::fill(seat_look(seat).fill),
        );
        svg.circle(
            end,
            cy,
            8.0,
            &Style::fill(seat_look(seat).fill).with_stroke(TEXT, 2.0),
        );
    }
}
