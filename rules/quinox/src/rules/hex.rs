//! Hex geometry in axial coordinates and the printable labels players type (Q-6,
//!
//!
//! A space is `(q, r)`. Drawn with pointy-topped hexes, `r` grows downwards (one row per `r`)
//! and `q` grows to the right along a row, so a space's centre is at
//! `x = √3·(q + r/2)`, `y = 1.5·r`. The Stone starts at `(0, 0)`.
//!
//! # Labels
//!
//! A label is a column (letters, from `q`) followed by a row (a number, from `r`), fixed for
//! the whole game relative to the Stone's starting space, which is **`m50`**:
//!
//! - columns `a`..`z` are `q = -12..=13` (`m` is `q = 0`); further right come `za`..`zz` then
//!   `ya`..`yz`, further left `aa`..`az` then `ba`..`bz`;
//! - the row number is `r + 50`. The Stone's six neighbours are `n50` and `l50` (same row),
//!   `m49` and `n49` (the row above), `l51` and `m51` (the row below).
//!
//! Every space within 49 steps of the centre has a label of at most 4 characters, and the
//! board cannot reach further without laying nearly every tile in one straight line. Labels
//! are typed case-insensitively. **Coordinate order** (Q-12, Q-23) is row by row from the top
//! (smaller row numbers first), left to right within a row: the [`Ord`] of [`Hex`].

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// One space of the hex grid (occupied or not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

/// The six directions, in order around a hex: consecutive directions are neighbours of each
/// other, so three consecutive neighbours form a SWORD arc.
pub const DIRECTIONS: [Hex; 6] = [
    Hex { q: 1, r: 0 },
    Hex { q: 1, r: -1 },
    Hex { q: 0, r: -1 },
    Hex { q: -1, r: 0 },
    Hex { q: -1, r: 1 },
    Hex { q: 0, r: 1 },
];

/// The row number of `r = 0` in labels.
const ROW_OFFSET: i32 = 50;
/// The column index (`a` = 0) of `q = 0`.
const COLUMN_OFFSET: i32 = 12;

impl Hex {
    /// The Stone's starting space.
    pub const CENTRE: Hex = Hex { q: 0, r: 0 };

    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    pub fn plus(self, d: Hex) -> Hex {
        Hex::new(self.q + d.q, self.r + d.r)
    }

    fn times(self, k: i32) -> Hex {
        Hex::new(self.q * k, self.r * k)
    }

    /// The six edge-adjacent spaces, in [`DIRECTIONS`] order.
    pub fn neighbours(self) -> [Hex; 6] {
        DIRECTIONS.map(|d| self.plus(d))
    }

    pub fn is_neighbour(self, other: Hex) -> bool {
        self.distance(other) == 1
    }

    /// Hex grid distance, whatever lies between (Q-1: "N spaces away").
    pub fn distance(self, other: Hex) -> i32 {
        let dq = self.q - other.q;
        let dr = self.r - other.r;
        (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
    }

    /// SWORD: the six arcs of three consecutive neighbours.
    pub fn arcs(self) -> [[Hex; 3]; 6] {
        let n = self.neighbours();
        std::array::from_fn(|i| [n[i], n[(i + 1) % 6], n[(i + 2) % 6]])
    }

    /// SPEAR: the six straight lines of three spaces going out from this one.
    pub fn lines(self) -> [[Hex; 3]; 6] {
        DIRECTIONS.map(|d| [self.plus(d), self.plus(d.times(2)), self.plus(d.times(3))])
    }

    /// MACE: the twelve triangles of three mutually adjacent spaces exactly one of which
    /// neighbours this one. Each is the neighbour first, then two spaces two steps away.
    pub fn triangles(self) -> [[Hex; 3]; 12] {
        std::array::from_fn(|k| {
            let (i, side) = (k / 2, k % 2);
            let n = self.plus(DIRECTIONS[i]);
            // The neighbours of `n` two steps from here are in directions i-1, i, i+1.
            let a = n.plus(DIRECTIONS[(i + 5 + side) % 6]);
            let b = n.plus(DIRECTIONS[(i + side) % 6]);
            [n, a, b]
        })
    }

    /// The printable label (`m50` for the centre), or `None` far outside any reachable board.
    pub fn label(self) -> Option<String> {
        let row = self.r.checked_add(ROW_OFFSET)?;
        if !(0..=999).contains(&row) {
            return None;
        }
        Some(format!("{}{row}", column_name(self.q)?))
    }
}

fn letter(i: i32) -> char {
    (b'a' + i as u8) as char
}

fn column_name(q: i32) -> Option<String> {
    let i = q.checked_add(COLUMN_OFFSET)?;
    let (prefix, k) = match i {
        0..=25 => return Some(letter(i).to_string()),
        26..=77 => (if i < 52 { 'z' } else { 'y' }, (i - 26) % 26),
        -52..=-1 => (if i >= -26 { 'a' } else { 'b' }, (-i - 1) % 26),
        _ => return None,
    };
    Some(format!("{prefix}{}", letter(k)))
}

fn column_from(name: &str) -> Option<i32> {
    let b = name.as_bytes();
    let idx = |c: u8| c.is_ascii_lowercase().then(|| (c - b'a') as i32);
    let i = match b {
        [c] => idx(*c)?,
        [p, c] => {
            let k = idx(*c)?;
            match p {
                b'z' => 26 + k,
                b'y' => 52 + k,
                b'a' => -1 - k,
                b'b' => -27 - k,
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(i - COLUMN_OFFSET)
}

/// Coordinate order: rows from the top, then left to right.
impl Ord for Hex {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.r, self.q).cmp(&(other.r, other.q))
    }
}

impl PartialOrd for Hex {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.label() {
            Some(l) => f.write_str(&l),
            None => write!(f, "({},{})", self.q, self.r),
        }
    }
}

/// A label that does not name a space.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a space: type a column letter and a row number, like m50")]
pub struct BadLabel(pub String);

impl FromStr for Hex {
    type Err = BadLabel;

    fn from_str(s: &str) -> Result<Hex, BadLabel> {
        let bad = || BadLabel(s.to_string());
        let t = s.trim().to_ascii_lowercase();
        let split = t.find(|c: char| c.is_ascii_digit()).ok_or_else(bad)?;
        let (col, row) = t.split_at(split);
        if row.len() > 3 || !row.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let q = column_from(col).ok_or_else(bad)?;
        let row: i32 = row.parse().map_err(|_| bad())?;
        Ok(Hex::new(q, row - ROW_OFFSET))
    }
}

game_kit::serde_as_text!(Hex, "a space", |h: &Hex| h.to_string(), str::parse::<Hex>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_round_trip_and_stay_short() {
        assert_eq!(Hex::CENTRE.label().unwrap(), "m50");
        for q in -64..=65 {
            for r in -50..=60 {
                let h = Hex::new(q, r);
                let l = h.label().unwrap();
                assert_eq!(l.parse::<Hex>().unwrap(), h, "{l}");
                if h.distance(Hex::CENTRE) <= 49 {
                    assert!(l.len() <= 4, "{l}");
                }
            }
        }
        assert_eq!("M50".parse::<Hex>().unwrap(), Hex::CENTRE);
        for bad in ["", "m", "50", "c-4", "qq4", "m5000", "4m"] {
            assert!(bad.parse::<Hex>().is_err(), "{bad}");
        }
        // Forged far-away spaces print without overflowing.
        assert_eq!(Hex::new(i32::MAX, i32::MIN).label(), None);
        assert!(!Hex::new(i32::MAX, 0).to_string().is_empty());
    }

    #[test]
    fn patterns_have_the_ruled_shapes() {
        let c = Hex::CENTRE;
        for arc in c.arcs() {
            assert!(arc.iter().all(|h| h.distance(c) == 1));
            assert!(arc[0].is_neighbour(arc[1]) && arc[1].is_neighbour(arc[2]));
        }
        for line in c.lines() {
            assert_eq!(line.map(|h| h.distance(c)), [1, 2, 3]);
        }
        let mut seen = Vec::new();
        for t in c.triangles() {
            assert_eq!(t.map(|h| h.distance(c)), [1, 2, 2]);
            assert!(t[0].is_neighbour(t[1]) && t[1].is_neighbour(t[2]) && t[0].is_neighbour(t[2]));
            let mut s = t.to_vec();
            s.sort();
            assert!(!seen.contains(&s));
            seen.push(s);
        }
    }
}
