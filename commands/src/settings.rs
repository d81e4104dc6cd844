//! Behaviour switches of a [`crate::Bot`], with production defaults.

#[derive(Clone, Debug)]
pub struct Settings {
    /// Fixed base seed (the script driver's `--seed`); `None` seeds from the clock and entropy.
    pub seed: Option<u64>,
    /// Consecutive timeouts after which a player is marked absent.
    pub absence_limit: u32,
    /// Queue every public board and post of a committed input in the outbox
    /// ([`crate::outbox`]) for a delivery worker, instead of leaving them to whoever called.
    /// On for Discord; off for the drivers that print replies as they come (`local`,
    /// `script`, the benchmark).
    pub outbox: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seed: None,
            absence_limit: 3,
            outbox: false,
        }
    }
}
