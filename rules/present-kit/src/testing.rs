//! Checks the presenters' own tests share.
use crate::present::MenuStep;

/// No path of `paths` is a prefix of (or equal to) another, so every menu level is either a
/// choice or an action, never both.
pub fn assert_prefix_free(paths: &[Vec<MenuStep>]) {
    let mut codes: Vec<Vec<&str>> = paths
        .iter()
        .map(|p| p.iter().map(|s| s.code.as_str()).collect())
        .collect();
    codes.sort();
    for pair in codes.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        assert!(
            !(a.len() <= b.len() && b[..a.len()] == a[..]),
            "path {a:?} is a prefix of (or equal to) {b:?}"
        );
    }
}

/// The one generator of the games' presenter tests' random playouts. Not rand's: the picture
/// snapshots those playouts reach (Quinox, Equilibrix, Relinquish) were drawn from this exact
/// sequence, and a fixture must never change by itself; everything else random (setups,
/// searches, the bench) uses the kit's `game_kit::GameRng`.
pub struct XorShift(pub u64);

impl XorShift {
    /// A number below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
