//! Projects (EX-K3, EX-D, EX-G1, EX-G2): every place each shape fits, the three piles of
//! double-sided cards, which commissioned cards can be completed now, and their points.

use super::data::{components, Size};
use super::geometry::{geometry, Field};
use super::spiral::Pos;
use super::stone::Stone;
use game_kit::game::Seat;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::sync::OnceLock;

/// One place a shape fits: its obligatory fields (sorted) and, for every orientation that
/// covers exactly these obligatory fields, its voluntary fields (`None` where off the board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    pub obligatory: Vec<Field>,
    pub voluntary: Vec<Vec<Option<Field>>>,
}

fn all_sites() -> &'static Vec<Vec<Site>> {
    static S: OnceLock<Vec<Vec<Site>>> = OnceLock::new();
    S.get_or_init(|| {
        let g = geometry();
        components()
            .shapes
            .iter()
            .map(|shape| {
                let mut sites: Vec<Site> = Vec::new();
                for (mut obl, vol) in g.placements(&shape.obligatory, &shape.voluntary) {
                    obl.sort();
                    match sites.iter_mut().find(|s| s.obligatory == obl) {
                        Some(s) => {
                            if !s.voluntary.contains(&vol) {
                                s.voluntary.push(vol);
                            }
                        }
                        None => sites.push(Site {
                            obligatory: obl,
                            voluntary: vec![vol],
                        }),
                    }
                }
                sites
            })
            .collect()
    })
}

/// Every site of shape `shape` (index into the data's shapes).
pub fn sites(shape: u8) -> &'static [Site] {
    all_sites()
        .get(shape as usize)
        .map_or(&[], |v| v.as_slice())
}

/// The site of `shape` with exactly these obligatory fields (in any order).
pub fn site_at(shape: u8, fields: &[Field]) -> Option<&'static Site> {
    let mut f = fields.to_vec();
    f.sort();
    sites(shape).iter().find(|s| s.obligatory == f)
}

/// A project card in a pile: which of the pile's cards and which side is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub card: u8,
    pub side: u8,
}

impl Card {
    /// The shape (index into the data) on the side that is up.
    pub fn shape(self, size: Size) -> u8 {
        components().cards[size.index()]
            .get(self.card as usize)
            .map_or(0, |c| c[self.side as usize % 2])
    }
    pub fn turned(self) -> Card {
        Card {
            card: self.card,
            side: 1 - self.side % 2,
        }
    }
}

/// One pile with its commissioned card. `rest[0]` is the next project, visible to all; the
/// order below it is hidden.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    pub commissioned: Card,
    pub rest: VecDeque<Card>,
}

impl Pile {
    /// The completed card turns over and goes under the pile; the next one is commissioned.
    pub fn replace(&mut self) {
        let done = self.commissioned.turned();
        self.rest.push_back(done);
        if let Some(next) = self.rest.pop_front() {
            self.commissioned = next;
        }
    }
}

pub fn shape_name(shape: u8) -> &'static str {
    components()
        .shapes
        .get(shape as usize)
        .map_or("?", |s| s.name.as_str())
}

/// Whether the obligatory fields of `site` are filled as a report needs: every field holds a
/// stone of the reporter or a coalition partner; for a small project, the reporter's own
/// (EX-K3).
pub fn completable(
    board: &[Option<Stone>],
    site: &Site,
    size: Size,
    reporter: Seat,
    partners: &[Seat],
) -> bool {
    site.obligatory.iter().all(|f| {
        board.get(f.index()).copied().flatten().is_some_and(|s| {
            s.owner == reporter || (size != Size::Small && partners.contains(&s.owner))
        })
    })
}

/// The obligatory points (EX-K3): colours ranked by stones on the obligatory fields; ties go to
/// the reporter, then the worse spiral position, then seat order from the active player.
pub fn obligatory_points(
    board: &[Option<Stone>],
    site: &Site,
    size: Size,
    reporter: Seat,
    spiral: &[Pos],
) -> Vec<(Seat, u32)> {
    let n = spiral.len().max(1);
    let mut counts: Vec<(Seat, usize)> = Vec::new();
    for f in &site.obligatory {
        if let Some(s) = board.get(f.index()).copied().flatten() {
            match counts.iter_mut().find(|c| c.0 == s.owner) {
                Some(c) => c.1 += 1,
                None => counts.push((s.owner, 1)),
            }
        }
    }
    counts.sort_by_key(|&(s, c)| {
        (
            std::cmp::Reverse(c),
            s != reporter,
            spiral.get(s).map_or(0, |p| p.key()),
            (s + n - reporter % n) % n,
        )
    });
    counts
        .iter()
        .zip(size.points())
        .map(|(&(s, _), &p)| (s, p))
        .collect()
}

/// The voluntary points (EX-K3, EX-G1): 1 per stone on a voluntary field, for anyone, each
/// player counted in the orientation that suits them best.
pub fn voluntary_points(board: &[Option<Stone>], site: &Site, players: usize) -> Vec<(Seat, u32)> {
    (0..players)
        .map(|seat| {
            let best = site
                .voluntary
                .iter()
                .map(|alt| {
                    alt.iter()
                        .flatten()
                        .filter(|f| {
                            board
                                .get(f.index())
                                .copied()
                                .flatten()
                                .is_some_and(|s| s.owner == seat)
                        })
                        .count()
                })
                .max()
                .unwrap_or(0);
            (seat, best as u32)
        })
        .filter(|x| x.1 > 0)
        .collect()
}
