//! The score (RQ-11): the printed values of the Commons in a tableau (Bounties have expired),
//! partners adding up in 2v2; ties go to more Courts, then are shared (RQ-24).

use super::state::State;
use game_kit::game::{Ranking, Seat};

/// The printed values of the Commons in `seat`'s own tableau.
pub fn tableau_score(state: &State, seat: Seat) -> i64 {
    state
        .tableau(seat)
        .iter()
        .filter(|p| p.card.is_common())
        .map(|p| i64::from(p.card.printed()))
        .sum()
}

pub fn courts(state: &State, seat: Seat) -> i64 {
    state
        .tableau(seat)
        .iter()
        .filter(|p| p.card.is_court())
        .count() as i64
}

/// `(score, courts)` of the side `seat` plays for: its own, or its team's in 2v2.
pub fn side_totals(state: &State, seat: Seat) -> (i64, i64) {
    state.side(seat).into_iter().fold((0, 0), |(s, c), m| {
        (s + tableau_score(state, m), c + courts(state, m))
    })
}

/// Places by score, then Courts; exact ties share a place. In 2v2, `team[seat]` is the team
/// index and partners share their team's score and place (RQ-24).
pub fn ranking(state: &State) -> Ranking {
    let n = state.players();
    let keys: Vec<(i64, i64)> = (0..n).map(|s| side_totals(state, s)).collect();
    let mut r = Ranking::by_keys(keys.iter().map(|k| k.0).collect(), &keys);
    if state.options.teams {
        // Partners have equal keys, so by_keys already gives them the same place; places
        // count sides, not seats: the losing team is 2nd, not 3rd.
        let team: Vec<usize> = (0..n).map(|s| state.team_of(s)).collect();
        r.place = (0..n)
            .map(|s| {
                1 + (0..n)
                    .filter(|&o| team[o] != team[s] && keys[o] > keys[s])
                    .map(|o| team[o])
                    .collect::<std::collections::BTreeSet<_>>()
                    .len() as u32
            })
            .collect();
        r.team = team;
    }
    r
}
