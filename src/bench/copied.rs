//! What both durable-throughput baselines write (`baseline`, `baseline_pg`): the bot's
//! running tables as copied, one after the other, each with Tabula's last logged action.

/// The running tables a baseline copied from Tabula's database, rewritten round robin, and
/// the text of the last action Tabula logged, written with each.
pub struct Copied {
    /// (table id, state).
    rows: Vec<(i64, String)>,
    action: String,
    next: usize,
}

impl Copied {
    /// `rows` as copied; `action` is `None` if Tabula logged none.
    pub fn new(rows: Vec<(i64, String)>, action: Option<String>) -> anyhow::Result<Copied> {
        anyhow::ensure!(!rows.is_empty(), "no running table to copy");
        Ok(Copied {
            rows,
            action: action.unwrap_or_else(|| "{}".to_string()),
            next: 0,
        })
    }

    /// Mean bytes of the state rows written.
    pub fn mean_state_bytes(&self) -> usize {
        self.rows.iter().map(|r| r.1.len()).sum::<usize>() / self.rows.len()
    }

    /// The next (table id, state, action) to write.
    pub fn next(&mut self) -> (i64, &str, &str) {
        let (id, state) = &self.rows[self.next % self.rows.len()];
        self.next += 1;
        (*id, state, &self.action)
    }
}
