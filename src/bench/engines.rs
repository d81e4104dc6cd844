//! Engine speed: random playouts per second of every game in the registry, so a game added to
//! `registry::GAMES` is measured without touching the benchmark.

use std::time::{Duration, Instant};

pub struct EngineSpeed {
    pub game: &'static str,
    pub players: usize,
    pub playouts: u64,
    pub actions: u64,
    /// Playouts that hit the action limit before the game ended.
    pub unfinished: u64,
    pub elapsed: Duration,
    /// Why the engine could not be measured, if it could not.
    pub error: Option<String>,
}

impl EngineSpeed {
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Plays random games of each engine, at its smallest and largest table, for `each` per size.
pub fn measure(each: Duration) -> Vec<EngineSpeed> {
    let mut out = Vec::new();
    for engine in registry::engines() {
        let (min, max) = engine.players();
        let sizes = if min == max {
            vec![min]
        } else {
            vec![min, max]
        };
        for players in sizes {
            let mut speed = EngineSpeed {
                game: engine.id(),
                players,
                playouts: 0,
                actions: 0,
                unfinished: 0,
                elapsed: Duration::ZERO,
                error: None,
            };
            let started = Instant::now();
            let mut seed = 0u64;
            while started.elapsed() < each || speed.playouts == 0 {
                match engine.random_playout(players, seed, 100_000) {
                    Ok(p) => {
                        speed.playouts += 1;
                        speed.actions += p.actions as u64;
                        speed.unfinished += u64::from(!p.finished);
                    }
                    Err(e) => {
                        speed.error = Some(e.0);
                        break;
                    }
                }
                seed += 1;
            }
            speed.elapsed = started.elapsed();
            out.push(speed);
        }
    }
    out
}
