//! What a bot seat remembers of the game: the events as its own player saw them.

use super::determinize::Determinize;
use crate::game::{Seat, Viewer};

/// A seat's memory of the public history, fed only with events redacted for that seat, so a
/// bot that remembers stays as fair as one that only reads its view.
///
/// A table keeps one per bot seat and passes every batch of events `apply` returns to
/// [`Recall::observe`]; after a restart it rebuilds it by replaying the game's log (the same
/// events come out of the same actions).
#[derive(Clone, Debug)]
pub struct Recall<G: Determinize> {
    seat: Seat,
    memory: G::Memory,
}

impl<G: Determinize> Recall<G> {
    pub fn new(seat: Seat) -> Self {
        Recall {
            seat,
            memory: G::Memory::default(),
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Remembers `events` (full events, as `apply` returns them): each is redacted for this
    /// seat first, so nothing the seat could not see gets in.
    pub fn observe(&mut self, events: &[G::Event]) {
        for e in events {
            if let Some(seen) = G::redact(e, Viewer::Seat(self.seat)) {
                G::remember(&mut self.memory, self.seat, &seen);
            }
        }
    }

    pub fn memory(&self) -> &G::Memory {
        &self.memory
    }
}
