//! Scoring (EX-K, EX-F, EX-G): surrounds completed by a placement, project reports, moving the
//! gains on the spiral in batches, and the taxes (with charity) the moves owe.

use super::data::Size;
use super::events::Event;
use super::formations::{self, Instance};
use super::geometry::Field;
use super::projects::{self, Site};
use super::spiral;
use super::state::{EndReason, Over, State, Tax};
use game_kit::game::{Ranking, Seat};

/// The surrounds `field` completes for the active player (EX-F, EX-G3): `field` is offensive;
/// every offensive stone is the active player's or a coalition partner's; every surrounded
/// field holds a stone of a player on the active player's opposition; and the active player or
/// a partner stands on the Tree in the formation's row.
pub fn surrounds(state: &State, field: Field) -> Vec<&'static Instance> {
    let seat = state.turn.seat;
    let Some(map) = state.maps.get(seat) else {
        return Vec::new();
    };
    let friend = |s: Seat| s == seat || map.is_partner(s);
    formations::with_offensive(field)
        .filter(|inst| {
            inst.offensive
                .iter()
                .all(|&f| state.stone(f).is_some_and(|s| friend(s.owner)))
                && inst
                    .surrounded
                    .iter()
                    .all(|&f| state.stone(f).is_some_and(|s| map.is_opponent(s.owner)))
                && state.tree.formation_row(inst.formation).is_some_and(|row| {
                    state
                        .on_tree
                        .iter()
                        .enumerate()
                        .any(|(s, t)| friend(s) && t.is_some_and(|t| t.row() == row))
                })
        })
        .collect()
}

/// Resolves the surrounds completed by placing on `field`: one batch of gains (1 per
/// offensive stone per instance), then the surrounded stones return to stock.
pub fn resolve_surrounds(state: &mut State, field: Field, events: &mut Vec<Event>) {
    let found = surrounds(state, field);
    if found.is_empty() {
        return;
    }
    let seat = state.turn.seat;
    let mut gains: Vec<(Seat, u32)> = Vec::new();
    let mut captured_all: Vec<Field> = Vec::new();
    for inst in &found {
        let captured: Vec<(Field, Seat)> = inst
            .surrounded
            .iter()
            .filter_map(|&f| state.stone(f).map(|s| (f, s.owner)))
            .collect();
        for &f in &inst.offensive {
            if let Some(s) = state.stone(f) {
                add(&mut gains, s.owner, 1);
            }
        }
        captured_all.extend(captured.iter().map(|c| c.0));
        events.push(Event::Surrounded {
            seat,
            formation: formations::id(inst.formation).to_string(),
            offensive: inst.offensive.clone(),
            captured,
        });
    }
    captured_all.sort();
    captured_all.dedup();
    for f in &captured_all {
        state.board[f.index()] = None;
    }
    state.last_changed.extend(captured_all);
    let taxes = move_batches(state, &[gains], events);
    queue_taxes(state, taxes, events);
}

fn add(gains: &mut Vec<(Seat, u32)>, seat: Seat, n: u32) {
    match gains.iter_mut().find(|g| g.0 == seat) {
        Some(g) => g.1 += n,
        None => gains.push((seat, n)),
    }
}

/// The sites where the commissioned card of `size` can be reported now (EX-G2).
pub fn reportable(state: &State, size: Size) -> Vec<&'static Site> {
    let Some(shape) = state.commissioned(size) else {
        return Vec::new();
    };
    let partners = state.partners();
    projects::sites(shape)
        .iter()
        .filter(|s| projects::completable(&state.board, s, size, state.turn.seat, &partners))
        .collect()
}

/// Whether any commissioned card can be reported now.
pub fn any_reportable(state: &State) -> bool {
    let partners = state.partners();
    Size::ALL.iter().any(|&size| {
        state.commissioned(size).is_some_and(|shape| {
            projects::sites(shape)
                .iter()
                .any(|s| projects::completable(&state.board, s, size, state.turn.seat, &partners))
        })
    })
}

/// Reports the commissioned card of `size` at `site` (checked): the obligatory batch, the
/// voluntary batch (EX-G6), then the card is replaced (EX-K3), then the taxes. The caller
/// settles what is due afterwards (`flow::settle`), as after every action.
pub fn report(state: &mut State, size: Size, site: &Site, events: &mut Vec<Event>) {
    let seat = state.turn.seat;
    let shape = state.commissioned(size).unwrap_or(0);
    let obligatory = projects::obligatory_points(&state.board, site, size, seat, &state.spiral);
    let voluntary = if size == Size::Small {
        Vec::new()
    } else {
        projects::voluntary_points(&state.board, site, state.players())
    };
    events.push(Event::Reported {
        seat,
        size,
        project: projects::shape_name(shape).to_string(),
        fields: site.obligatory.clone(),
        obligatory: obligatory.clone(),
        voluntary: voluntary.clone(),
    });
    state.last_changed = site.obligatory.clone();
    let taxes = move_batches(state, &[obligatory, voluntary], events);
    if let Some(pile) = state.piles.get_mut(size.index()) {
        pile.replace();
        let next = pile.rest.front().map(|c| c.shape(size));
        let commissioned = pile.commissioned.shape(size);
        events.push(Event::CardReplaced {
            size,
            completed: projects::shape_name(shape).to_string(),
            commissioned: projects::shape_name(commissioned).to_string(),
            next: next.map(|s| projects::shape_name(s).to_string()),
        });
    }
    queue_taxes(state, taxes, events);
}

/// Moves the batches in turn; returns the taxes owed (in move order). A Vitruvian reaching
/// the centre ends the game at once (EX-G5).
///
/// Movers move one at a time in the EX-G6 order, and each crossing is judged at the moment
/// its mover crosses (EX-G8): the mover is last only if every other Vitruvian already stands
/// past the node (movers later in the batch have not moved yet), and the one who may be named
/// to pay is the best-placed other Vitruvian right after this mover's move.
pub fn move_batches(
    state: &mut State,
    batches: &[Vec<(Seat, u32)>],
    events: &mut Vec<Event>,
) -> Vec<Tax> {
    let mut taxes = Vec::new();
    for batch in batches {
        if state.over.is_some() {
            break;
        }
        // The spiral as it stands at each moment of the batch.
        let mut now = state.spiral.clone();
        let (moves, winner) = spiral::move_batch(&mut state.spiral, batch, state.turn.seat);
        for m in moves {
            events.push(Event::Scored {
                seat: m.seat,
                gain: m.gain,
                from: m.from,
                to: m.to,
            });
            if let Some(p) = now.get_mut(m.seat) {
                *p = m.to;
            }
            for (node, stones) in spiral::crossed(m.from.field, m.to.field) {
                let leader = charity_leader(&now, m.seat, node);
                taxes.push(Tax {
                    mover: m.seat,
                    node,
                    stones,
                    payer: if leader.is_some() { None } else { Some(m.seat) },
                    leader,
                    begun: false,
                });
            }
        }
        if let Some(w) = winner {
            state.over = Some(Over {
                winner: Some(w),
                reason: EndReason::Centre,
            });
            events.push(Event::GameOver {
                winner: Some(w),
                reason: EndReason::Centre,
            });
        }
    }
    taxes
}

/// Who `mover` may name to pay the tax of `node` (EX-K1, EX-G5, EX-G8), judged on `spiral` as
/// it stands right after the mover's move: `None` unless every other Vitruvian already
/// stands past the node (the mover crossed it last); otherwise the best-placed other one.
pub fn charity_leader(spiral: &[spiral::Pos], mover: Seat, node: u8) -> Option<Seat> {
    let others = || (0..spiral.len()).filter(move |&s| s != mover);
    if !others().all(|s| spiral[s].field > node) {
        return None;
    }
    others().max_by_key(|&s| spiral[s].key())
}

/// Queues the taxes owed after the moves (none once the game is over); whether each mover
/// may call charity was judged as they crossed (EX-G8).
pub fn queue_taxes(state: &mut State, taxes: Vec<Tax>, events: &mut Vec<Event>) {
    if state.over.is_some() {
        return;
    }
    for tax in taxes {
        events.push(Event::TaxDue {
            mover: tax.mover,
            node: tax.node,
            stones: tax.stones,
        });
        state.taxes.push_back(tax);
    }
}

/// The oldest stone of `seat` on the board (EX-K6, EX-G7).
pub fn oldest_stone(state: &State, seat: Seat) -> Option<Field> {
    Field::all()
        .filter_map(|f| {
            state
                .stone(f)
                .filter(|s| s.owner == seat)
                .map(|s| (s.age, f))
        })
        .min()
        .map(|x| x.1)
}

/// The final ranking (EX-K2, EX-K5): the winner first, the rest by spiral position.
pub fn ranking(state: &State) -> Ranking {
    let winner = state.over.and_then(|o| o.winner);
    let keys: Vec<(bool, u16)> = (0..state.players())
        .map(|s| (winner == Some(s), state.spiral[s].key()))
        .collect();
    let score = state.spiral.iter().map(|p| p.field as i64).collect();
    Ranking::by_keys(score, &keys)
}
