//! Checks the presenters' own tests share.
use crate::present::Step;

/// No path of `paths` is a prefix of (or equal to) another, so every menu level is either a
/// choice or an action, never both.
pub fn assert_prefix_free(paths: &[Vec<Step>]) {
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
