//! What the front end asks about delivery: the outbox rows a commit owes Discord, the board a
//! table should show, and marking rows sent or dropped.
use super::*;

impl Core {
    /// Runs `f` on a read connection (last committed state, never waiting for the writer;
    /// see [`readers`]). A panic in `f` drops the connection with it.
    pub(super) fn with_reader<T>(&self, f: impl FnOnce(&mut Conn) -> T) -> Result<T, CoreError> {
        self.readers.with(&self.location, f)
    }

    /// Up to `limit` messages owed to Discord, oldest first ([`crate::runtime::outbox`]).
    pub fn outbox(&self, limit: usize) -> Result<Vec<crate::runtime::outbox::Item>, CoreError> {
        Ok(self
            .with_reader(|c| crate::runtime::outbox::pending(c, limit, &self.switches.shards))??)
    }

    /// How many messages are owed to Discord.
    pub fn outbox_len(&self) -> Result<i64, CoreError> {
        Ok(self.with_reader(|c| crate::runtime::outbox::count(c))??)
    }

    /// The board of `table` as committed now, with its version, for an owed board; `None` if
    /// the table is gone, `Err` (with the reason) if it cannot be drawn.
    pub fn board_now(&self, table: i64) -> Result<Option<(Reply, i64)>, String> {
        let public_url = self.switches.public_url.as_deref();
        self.with_reader(|c| crate::runtime::outbox::board_now(c, table, public_url))
            .map_err(|e| e.to_string())?
    }

    /// Whether message `message`, clicked showing table `table` at version `shown`, is the
    /// table's board and the table has moved on since: a stale board (an edit Discord lost,
    /// or one lost before the outbox existed). Asked before the click is handled, so that the
    /// click's own move does not count. A stale click on the board is how players notice a
    /// stale board; [`Core::owe_board`] then repairs it (issue 17, item 1).
    pub fn board_stale(&self, table: i64, shown: i64, message: &str) -> bool {
        match self.with_reader(|c| crate::runtime::outbox::version(c, table)) {
            Ok(Ok(Some((version, board)))) => version > shown && board.as_deref() == Some(message),
            _ => false,
        }
    }

    /// Owes `table`'s board at its committed version (unless already owed) and returns the
    /// row, for the front end to hand to its delivery worker.
    pub fn owe_board(&self, table: i64) -> Result<Option<crate::api::Queued>, CoreError> {
        let owed = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&owed);
        let now = self.clock.now();
        self.keep(move |tx| {
            let queued = crate::runtime::outbox::owe_board(tx, table, now)?;
            *slot.lock().unwrap_or_else(|p| p.into_inner()) = queued;
            Ok(())
        })?;
        let queued = *owed.lock().unwrap_or_else(|p| p.into_inner());
        Ok(queued)
    }

    /// These owed messages went out (a board: showing `version` or later), or never can:
    /// they are no longer owed. One commit for all of them.
    pub fn outbox_delivered(&self, done: Vec<crate::api::Queued>) -> Result<(), CoreError> {
        if done.is_empty() {
            return Ok(());
        }
        self.keep(move |tx| {
            for q in &done {
                match q.version {
                    Some(version) => crate::runtime::outbox::board_sent(tx, q.id, version)?,
                    None => crate::runtime::outbox::sent(tx, q.id)?,
                }
            }
            Ok(())
        })
    }

    /// Owed message `id` can never go out (`why`): it is no longer owed, and its table is
    /// marked unreachable ([`crate::runtime::outbox::dropped`]). Returns whether the mark changed, so
    /// that the front end logs a channel's loss once, across restarts too.
    pub fn outbox_dropped(&self, id: i64, why: String) -> Result<bool, CoreError> {
        let changed = Arc::new(Mutex::new(false));
        let slot = Arc::clone(&changed);
        self.keep(move |tx| {
            let marked = crate::runtime::outbox::dropped(tx, id, &why)?;
            *slot.lock().unwrap_or_else(|p| p.into_inner()) = marked;
            Ok(())
        })?;
        let changed = *changed.lock().unwrap_or_else(|p| p.into_inner());
        Ok(changed)
    }

    /// Whether `channel` has an open table (the front end checks that a thread it opened for
    /// a table got one, issue 27).
    pub fn has_open_table(&self, channel: &str) -> Result<bool, CoreError> {
        Ok(self
            .with_reader(|c| tables::open_id_in_channel(c, channel))??
            .is_some())
    }

    /// Tables whose channel refused their messages for good: (table, channel, why).
    pub fn unreachable(&self) -> Result<Vec<(i64, String, String)>, CoreError> {
        Ok(self.with_reader(|c| crate::runtime::outbox::unreachable(c))??)
    }

    /// Remembers the Discord message id of a table's board after the front end posted it.
    pub fn set_board_message(&self, table: i64, message: &str) -> Result<(), CoreError> {
        let conn = self.conn();
        tables::set_board_message(&conn, table, message)?;
        if let Some(c) = &self.checkpoints {
            c.committed();
        }
        // Written outside a batch, so its change is passed on here (see `snapshot`).
        let changed = crate::store::snapshot::take_changed(&conn)?;
        self.snapshots.changed(&changed, Vec::new());
        Ok(())
    }
}
