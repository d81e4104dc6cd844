//! The pictures' alt texts (issue 25, item 4): what a screen reader reads instead of the board
//! or a private view, most important first and within Discord's limit by construction
//! ([`Alt`]), however many seats play: whose turn and what is left of it, a tax awaited, the
//! spiral, the last change, the seat's own map, stock and Vitruvian (private view only), the
//! commissioned projects, each seat's stones and Vitruvian, then the political maps as far as
//! room allows.

use super::board::{map_line, now_line, status_line, tax_lines, your_vitruvian};
use super::text::{name, pos, size_code, stock as stock_words};
use crate::rules::spiral::centre;
use crate::rules::{Kind, View};
use crate::words::{project_name, WORDS};
use game_kit::Seat;
use present_kit::alt::{self, Alt};
use present_kit::present::Names;

/// The public board's alt text.
pub fn board_alt(view: &View, names: &Names) -> String {
    let mut alt = Alt::new();
    head(&mut alt, view, names);
    table(&mut alt, view, names);
    alt.finish()
}

/// A seat's private view's alt text: whose turn, what the seat can do now, its own map, stock
/// and Vitruvian, then the board.
pub fn private_alt(view: &View, names: &Names) -> String {
    let Some(me) = view.me else {
        return board_alt(view, names);
    };
    let mut alt = Alt::new();
    head(&mut alt, view, names);
    alt.line(now_line(view, names, me));
    if let Some(m) = view.maps.get(me) {
        alt.line(WORDS.say_with(
            "ex-alt-your-map",
            &[("map", map_line(m, names).as_str().into())],
        ));
    }
    let stock = view.stock.get(me).copied().unwrap_or_default();
    alt.line(WORDS.say_with(
        "ex-alt-your-stock",
        &[("stock", stock_words(stock).as_str().into())],
    ));
    alt.line(your_vitruvian(view, me, false));
    table(&mut alt, view, names);
    alt.finish()
}

/// Whose turn (or the end), and any tax awaited.
fn head(alt: &mut Alt, view: &View, names: &Names) {
    let status = status_line(view, names);
    let mut chars = status.chars();
    let status: String = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    alt.line(format!("{status}."));
    for line in tax_lines(view, names) {
        alt.line(format!("{line}."));
    }
}

fn table(out: &mut Alt, view: &View, names: &Names) {
    // The lines before the seats' leave room for the note on what the seats' lines leave out.
    let all: Vec<Seat> = (0..view.players).collect();
    let worst = LeftOut {
        fields: all.clone(),
        stones: all.clone(),
        maps: all,
    };
    let reserve = worst.note(names).chars().count() + 1;
    let mut alt = Alt::within(out.room().saturating_sub(reserve));
    let alt = &mut alt;
    let c = centre();
    let spiral: Vec<String> = view
        .spiral
        .iter()
        .enumerate()
        .map(|(s, p)| format!("{} {}", name(names, s), pos(*p, c)))
        .collect();
    alt.list(
        &WORDS.say_with("ex-alt-spiral", &[("centre", c.into())]),
        &spiral,
        None,
    );
    if !view.last_changed.is_empty() {
        let l: Vec<&str> = view.last_changed.iter().map(|f| f.label()).collect();
        alt.line(WORDS.say_with(
            "ex-alt-last-change",
            &[("fields", l.join(" ").as_str().into())],
        ));
    }
    let projects: Vec<String> = view
        .projects
        .iter()
        .map(|p| {
            WORDS.say_with(
                "ex-alt-project",
                &[
                    ("size", size_code(p.size).into()),
                    (
                        "project",
                        project_name(&p.commissioned.name).as_str().into(),
                    ),
                    (
                        "fields",
                        p.commissioned.obligatory.join(" ").as_str().into(),
                    ),
                ],
            )
        })
        .collect();
    alt.list(&WORDS.say("ex-alt-projects"), &projects, None);
    let on_tree: Vec<String> = (0..view.players)
        .map(|s| match view.on_tree.get(s).copied().flatten() {
            Some(f) => WORDS.say_with(
                "ex-alt-on-tree",
                &[
                    ("name", name(names, s).as_str().into()),
                    ("field", f.name().into()),
                ],
            ),
            None => WORDS.say_with(
                "ex-alt-off-tree",
                &[("name", name(names, s).as_str().into())],
            ),
        })
        .collect();
    alt.list(&WORDS.say("ex-alt-vitruvians"), &on_tree, None);
    for line in alt.clone().finish().lines() {
        out.line(line);
    }
    seats(out, view, names);
}

/// What the seats' lines left out for room, by seat.
#[derive(Default)]
struct LeftOut {
    /// Seats whose stones are given as counts, without their fields.
    fields: Vec<Seat>,
    /// Seats whose stones and stock are not given at all.
    stones: Vec<Seat>,
    /// Seats whose political map is not given.
    maps: Vec<Seat>,
}

impl LeftOut {
    /// The closing line naming what is left out and where to find it; empty when nothing is.
    fn note(&self, names: &Names) -> String {
        let who = |seats: &[Seat]| alt::who(names, seats, 2);
        let mut parts = Vec::new();
        if !self.fields.is_empty() {
            parts.push(WORDS.say_with(
                "ex-alt-left-fields",
                &[("who", who(&self.fields).as_str().into())],
            ));
        }
        if !self.stones.is_empty() {
            parts.push(WORDS.say_with(
                "ex-alt-left-stones",
                &[("who", who(&self.stones).as_str().into())],
            ));
        }
        if !self.maps.is_empty() {
            parts.push(WORDS.say_with(
                "ex-alt-left-maps",
                &[("who", who(&self.maps).as_str().into())],
            ));
        }
        if parts.is_empty() {
            return String::new();
        }
        WORDS.say_with(
            "ex-alt-left-out",
            &[("parts", parts.join("; ").as_str().into())],
        )
    }
}

/// Each seat's stones and stock, then each political map, a line each (issue 44: with six long
/// names the alt text used to end before most players' stones without a word): whole while
/// room is left, a seat's stones as counts where their fields do not fit, and a last line
/// naming whatever is left out and where to find it. Room for that line is kept throughout,
/// counted as if every seat still to come were left out.
fn seats(alt: &mut Alt, view: &View, names: &Names) {
    let mut out = LeftOut::default();
    let all: Vec<Seat> = (0..view.players).collect();
    // Whether `line` fits with room left for the closing line as it would read were every
    // seat after `from` left out (with `out` and `line`'s own choice as given), and every map
    // from `maps_from`: each line is only taken when what follows it, at worst, still fits.
    let fits = |alt: &Alt, line: &str, out: &LeftOut, from: Seat, maps_from: Seat| {
        let worst = LeftOut {
            fields: out.fields.clone(),
            stones: [out.stones.as_slice(), &all[from.min(all.len())..]].concat(),
            maps: [out.maps.as_slice(), &all[maps_from.min(all.len())..]].concat(),
        };
        let note = worst.note(names).chars().count();
        alt.room() >= line.chars().count() + 1 + if note > 0 { note + 1 } else { 0 }
    };
    for s in 0..view.players {
        let of = |k: Kind| -> Vec<String> {
            view.stones
                .iter()
                .filter(|st| st.owner == s && st.kind == k)
                .map(|st| st.field.label().to_string())
                .collect()
        };
        let (lenses, triangles) = (of(Kind::B), of(Kind::T));
        let stock = view.stock.get(s).copied().unwrap_or_default();
        let who = name(names, s);
        let listed = |labels: &[String]| {
            if labels.is_empty() {
                WORDS.say("ex-none")
            } else {
                format!("{} ({})", labels.join(" "), labels.len())
            }
        };
        let whole = WORDS.say_with(
            "ex-alt-stones",
            &[
                ("name", who.as_str().into()),
                ("lenses", listed(&lenses).as_str().into()),
                ("triangles", listed(&triangles).as_str().into()),
                ("stock", stock_words(stock).as_str().into()),
            ],
        );
        let on_board = [lenses.len(), triangles.len()].map(|n| u8::try_from(n).unwrap_or(u8::MAX));
        let counts = WORDS.say_with(
            "ex-alt-stone-counts",
            &[
                ("name", who.as_str().into()),
                ("board", stock_words(on_board).as_str().into()),
                ("stock", stock_words(stock).as_str().into()),
            ],
        );
        let mut as_counts = LeftOut {
            fields: out.fields.clone(),
            stones: out.stones.clone(),
            maps: Vec::new(),
        };
        as_counts.fields.push(s);
        as_counts.maps.clone_from(&out.maps);
        if fits(alt, &whole, &out, s + 1, 0) {
            alt.line(&whole);
        } else if fits(alt, &counts, &as_counts, s + 1, 0) {
            alt.line(&counts);
            out = as_counts;
        } else {
            out.stones.push(s);
        }
    }
    for (s, m) in view.maps.iter().enumerate() {
        let line = WORDS.say_with(
            "ex-alt-map",
            &[
                ("name", name(names, s).as_str().into()),
                ("map", map_line(m, names).as_str().into()),
            ],
        );
        if fits(alt, &line, &out, view.players, s + 1) {
            alt.line(&line);
        } else {
            out.maps.push(s);
        }
    }
    let note = out.note(names);
    if !note.is_empty() {
        alt.line(note);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Equilibrix, Options, State};
    use game_kit::{Game, Viewer};
    use present_kit::testing::XorShift;

    /// A random game of `players` from `seed`, preferring stones over ending the turn, after
    /// `steps` actions.
    fn played(players: usize, seed: u64, steps: usize) -> State {
        let mut s = Equilibrix::setup(&Options::default(), players, seed).unwrap();
        let mut rng = XorShift(seed * 7919 + 1);
        for _ in 0..steps {
            let Some(p) = Equilibrix::prompts(&s).into_iter().next() else {
                break;
            };
            let a = crate::present::tests::forward_move(&s, p.seat, &mut rng, 6);
            Equilibrix::apply(&mut s, p.seat, a).unwrap();
        }
        s
    }

    /// Whether `alt` gives `seat`'s stones (whole or as counts), or else says they are left
    /// out; the same for their political map. Returns whether something was left out.
    fn accounts_for_every_seat(alt: &str, view: &View, names: &[String]) -> bool {
        let note = alt
            .lines()
            .find(|l| l.starts_with("Left out here for room:"))
            .unwrap_or("");
        let mentioned = |s: Seat, what: &str| {
            let Some(part) = note.split("; ").find(|p| p.contains(what)) else {
                return false;
            };
            part.contains(&name(names, s)) || part.contains(" players")
        };
        for s in 0..view.players {
            let who = name(names, s);
            let whole = alt.contains(&format!("{who}: lenses "));
            let counts = alt.contains(&format!("{who}: ")) && alt.contains("on the board, ");
            assert!(
                whole
                    || (counts && mentioned(s, "the fields of"))
                    || mentioned(s, "stones and stock"),
                "seat {s}'s stones silently missing from\n{alt}"
            );
            let map = alt.contains(&format!("{who}'s political map: "));
            assert!(
                map || mentioned(s, "political maps"),
                "seat {s}'s map silently missing from\n{alt}"
            );
        }
        assert!(alt.chars().count() <= 1024, "{}", alt.chars().count());
        !note.is_empty()
    }

    /// Issue 44: with six long names the alt text used to end before five players' stones
    /// without a word. Now every seat's stones and map are given, or a last line names whose
    /// are left out and says where to find them, in the board's and every seat's alt text,
    /// over a game from its start to late; a short table leaves nothing out.
    #[test]
    fn alt_text_never_drops_a_player_silently() {
        let long = present_kit::picture::testing::long_names(6);
        let mut noted = 0;
        for steps in [0, 200, 600, 1200] {
            let s = played(6, 5, steps);
            let view = Equilibrix::view(&s, Viewer::Spectator);
            let board = board_alt(&view, &long);
            noted += usize::from(accounts_for_every_seat(&board, &view, &long));
            for seat in 0..6 {
                let view = Equilibrix::view(&s, Viewer::Seat(seat));
                let alt = private_alt(&view, &long);
                noted += usize::from(accounts_for_every_seat(&alt, &view, &long));
            }
        }
        assert!(
            noted > 0,
            "the long names never left anything out: the test proves nothing"
        );
        let short: Vec<String> = ["Ann", "Bea", "Cy"].map(String::from).to_vec();
        let s = played(3, 6, 300);
        let view = Equilibrix::view(&s, Viewer::Spectator);
        assert!(!accounts_for_every_seat(
            &board_alt(&view, &short),
            &view,
            &short
        ));
    }
}
