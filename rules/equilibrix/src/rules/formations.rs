//! Surround formations (EX-F, EX-G3): every place on the board where each formation fits, and
//! which of them a placement completes.

use super::data::components;
use super::geometry::{geometry, Field};
use std::sync::OnceLock;

/// One formation at one place on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    /// Formation index (0 = F1).
    pub formation: u8,
    pub offensive: Vec<Field>,
    pub surrounded: Vec<Field>,
}

struct Index {
    all: Vec<Instance>,
    /// `by_offensive[f]`: instances in which `f` is an offensive field.
    by_offensive: Vec<Vec<u32>>,
}

fn index() -> &'static Index {
    static I: OnceLock<Index> = OnceLock::new();
    I.get_or_init(|| {
        let g = geometry();
        let mut all: Vec<Instance> = Vec::new();
        for (fi, f) in components().formations.iter().enumerate() {
            let mut shape = f.offensive.clone();
            shape.extend(f.surrounded.iter().cloned());
            let k = f.offensive.len();
            let mut seen = std::collections::HashSet::new();
            for (fields, _) in g.placements(&shape, &[]) {
                let mut off = fields[..k].to_vec();
                let mut sur = fields[k..].to_vec();
                off.sort();
                sur.sort();
                if seen.insert((off.clone(), sur.clone())) {
                    all.push(Instance {
                        formation: fi as u8,
                        offensive: off,
                        surrounded: sur,
                    });
                }
            }
        }
        let mut by_offensive = vec![Vec::new(); g.fields.len()];
        for (i, inst) in all.iter().enumerate() {
            for f in &inst.offensive {
                by_offensive[f.index()].push(i as u32);
            }
        }
        Index { all, by_offensive }
    })
}

/// Every formation instance on the board.
pub fn instances() -> &'static [Instance] {
    &index().all
}

/// The instances in which `field` is an offensive field.
pub fn with_offensive(field: Field) -> impl Iterator<Item = &'static Instance> {
    let i = index();
    i.by_offensive
        .get(field.index())
        .into_iter()
        .flatten()
        .map(move |&k| &i.all[k as usize])
}

/// The formation's id (`F1` ...).
pub fn id(formation: u8) -> &'static str {
    components()
        .formations
        .get(formation as usize)
        .map_or("?", |f| f.id.as_str())
}
