//! A game is a match of 1-9 rounds (EQ-2): scores add up, the start player moves one seat
//! clockwise each round, tokens go back to 2, and the Wind remembers the previous caller.
//!
//! Ranking: without teams, by total points, ties broken by the last round's hands with EQ-3's
//! tiebreakers (for a one-round game that is exactly section 12 and EQ-3). With teams, by team
//! total (the sum of the teammates' points) and nothing else: ties between teams stand (14.A.1).

use super::events::Event;
use super::scoring::{rank_hands, score_hand};
pub use super::state::{MatchState, RoundRecord};
use super::state::{Phase, State, TEAMS};
use game_kit::game::{Ranking, Seat};

/// Points per seat over the finished rounds.
pub fn cumulative(state: &State) -> Vec<u32> {
    let mut sum = vec![0; state.players()];
    for record in &state.round.history {
        for (s, t) in sum.iter_mut().zip(&record.totals) {
            *s += t;
        }
    }
    sum
}

/// Team totals (index = team) of per-seat `points`, under Team Play.
pub fn team_totals(state: &State, points: &[u32]) -> Option<Vec<u32>> {
    state.options.team_play.then(|| {
        let mut teams = vec![0; TEAMS];
        for (seat, p) in points.iter().enumerate() {
            teams[seat % TEAMS] += p;
        }
        teams
    })
}

/// Places from scores where greater is better and equal scores share a place.
fn places_of(keys: &[u32]) -> Vec<u32> {
    keys.iter()
        .map(|k| 1 + keys.iter().filter(|o| *o > k).count() as u32)
        .collect()
}

/// Every hand holds 8: score the round, then deal the next one or end the match.
pub fn end_round(state: &mut State, events: &mut Vec<Event>) {
    let (scores, ranking) = rank_hands(&state.hands);
    let totals: Vec<u32> = scores.iter().map(|s| s.total).collect();
    let places = match team_totals(state, &totals) {
        Some(teams) => {
            let team_places = places_of(&teams);
            (0..state.players())
                .map(|s| team_places[s % team_places.len()])
                .collect()
        }
        None => ranking.place,
    };
    state.round.history.push(RoundRecord {
        hands: state.hands.clone(),
        totals: totals.clone(),
        places: places.clone(),
    });
    events.push(Event::RoundEnded {
        hands: state.hands.clone(),
        totals,
        places,
        round: state.round.round,
        cumulative: cumulative(state),
        team_play: state.options.team_play,
    });
    if state.round.round < state.options.rounds {
        state.round.round += 1;
        state.deal_next_round();
        events.push(Event::RoundStarted {
            round: state.round.round,
            starter: state.active,
        });
        // The new deal's Stock (14.B.1), so the log shows what the board shows.
        super::open_stock::reveal(state, events);
        events.push(Event::TurnStarted { seat: state.active });
    } else {
        state.phase = Phase::RoundOver;
    }
}

/// The final ranking once the last round is over (see the module docs).
pub fn outcome(state: &State) -> Option<Ranking> {
    if !state.is_over() {
        return None;
    }
    let points = if state.round.history.is_empty() {
        // A finished position built by hand: score the hands on the table.
        state.hands.iter().map(|h| score_hand(h).total).collect()
    } else {
        cumulative(state)
    };
    let n = state.players();
    if let Some(teams) = team_totals(state, &points) {
        let team_places = places_of(&teams);
        let team: Vec<usize> = (0..n).map(|s| s % teams.len()).collect();
        return Some(Ranking {
            place: team.iter().map(|&t| team_places[t]).collect(),
            score: team.iter().map(|&t| i64::from(teams[t])).collect(),
            team,
        });
    }
    let last = state
        .round
        .history
        .last()
        .map_or(&state.hands, |r| &r.hands);
    let keys: Vec<_> = (0..n)
        .map(|s: Seat| {
            let hand = last.get(s).map_or(&[][..], Vec::as_slice);
            let k = score_hand(hand).key();
            (points[s], k.1, k.2, k.3)
        })
        .collect();
    Some(Ranking::by_keys(
        points.iter().map(|&p| i64::from(p)).collect(),
        &keys,
    ))
}
