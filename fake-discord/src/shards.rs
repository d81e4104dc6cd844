//! Gateway sessions and Discord's sharding: which session an event goes to.
//!
//! Discord splits a client's guilds over `total` shards by `(guild_id >> 22) % total` and sends a
//! guild's events only to the session that identified as that shard; direct messages (no
//! guild) go to shard 0. Several sessions may identify as the same shard (a killed process and
//! its restart): the newest live one gets the events, so a connection whose death the fake has
//! not noticed yet cannot swallow what the restarted bot should get.

use crate::model::Id;
use serde_json::{json, Value};
use tokio::sync::mpsc::UnboundedSender;

/// The shard that owns `guild` when a client runs `total` shards (Discord's rule); 0 for a
/// `total` of 0, which no session can identify with.
pub fn shard_of(guild: Id, total: u32) -> u32 {
    if total == 0 {
        return 0;
    }
    // The remainder is below `total`, so it fits.
    u32::try_from((guild >> 22) % u64::from(total)).unwrap_or(0)
}

/// A session's `[shard_id, num_shards]` as IDENTIFY sent it.
pub type Shard = (u32, u32);

/// Whether a session of `shard` receives the events of `guild` (`None`: a direct message).
pub fn owns(shard: Shard, guild: Option<Id>) -> bool {
    match guild {
        Some(guild) => shard_of(guild, shard.1) == shard.0,
        None => shard.0 == 0,
    }
}

/// The guild a dispatch concerns: its `guild_id`, or for a guild object (GUILD_CREATE and the
/// like) its `id`; `None` for what concerns no guild.
pub fn guild_in(event: &str, data: &Value) -> Option<Id> {
    let field = if event.starts_with("GUILD_") && !data["guild_id"].is_string() {
        &data["id"]
    } else {
        &data["guild_id"]
    };
    field
        .as_str()
        .and_then(|s| s.parse().ok())
        .or_else(|| field.as_u64())
}

/// One identified gateway connection.
struct Session {
    connection: u64,
    shard: Shard,
    /// Its place among every session ever identified (1 for the first).
    number: u64,
    tx: UnboundedSender<String>,
    seq: u64,
}

impl Session {
    /// Queues one dispatch (op 0); false when the connection's writer is gone.
    fn send(&mut self, event: &str, data: Value) -> bool {
        self.seq += 1;
        let frame = json!({"op": 0, "s": self.seq, "t": event, "d": data});
        self.tx.send(frame.to_string()).is_ok()
    }
}

/// The live identified sessions, oldest first.
#[derive(Default)]
pub(crate) struct Sessions {
    live: Vec<Session>,
}

impl Sessions {
    /// `connection` identified as `shard`, the `number`-th session so far. An identify on a
    /// connection that already had a session replaces it.
    pub fn open(
        &mut self,
        connection: u64,
        shard: Shard,
        number: u64,
        tx: UnboundedSender<String>,
    ) {
        self.close(connection);
        self.live.push(Session {
            connection,
            shard,
            number,
            tx,
            seq: 0,
        });
    }

    /// The connection ended (or was found dead): its session is gone.
    pub fn close(&mut self, connection: u64) {
        self.live.retain(|s| s.connection != connection);
    }

    /// Sends a dispatch on one connection's session (READY and its GUILD_CREATEs).
    pub fn send_on(&mut self, connection: u64, event: &str, data: Value) -> bool {
        let Some(i) = self.live.iter().position(|s| s.connection == connection) else {
            return false;
        };
        let sent = self.live[i].send(event, data);
        if !sent {
            self.live.remove(i);
        }
        sent
    }

    /// Sends a dispatch about `guild` (`None`: no guild) to the newest live session of the
    /// shard that owns it; false when that shard has none. A session whose writer is gone is
    /// dropped on the way, and the next newest tried.
    pub fn dispatch(&mut self, guild: Option<Id>, event: &str, data: Value) -> bool {
        while let Some(i) = self.live.iter().rposition(|s| owns(s.shard, guild)) {
            if self.live[i].send(event, data.clone()) {
                return true;
            }
            self.live.remove(i);
        }
        false
    }

    pub fn any(&self) -> bool {
        !self.live.is_empty()
    }

    /// The shards of the live sessions, oldest session first.
    pub fn shards(&self) -> Vec<Shard> {
        self.live.iter().map(|s| s.shard).collect()
    }

    /// Whether a live session identified as shard `id` (of any total) after the first `after`
    /// sessions.
    pub fn has(&self, id: u32, after: u64) -> bool {
        self.live
            .iter()
            .any(|s| s.shard.0 == id && s.number > after)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc::{unbounded_channel, UnboundedReceiver};

    fn event(rx: &mut UnboundedReceiver<String>) -> Option<(String, u64)> {
        let frame: Value = serde_json::from_str(&rx.try_recv().ok()?).ok()?;
        Some((frame["t"].as_str()?.to_string(), frame["s"].as_u64()?))
    }

    #[test]
    fn a_guild_belongs_to_the_shard_its_id_says() {
        // The bits above the low 22 (the snowflake's timestamp) decide.
        let guild: Id = (5 << 22) | 0x3f_ffff;
        assert_eq!(shard_of(guild, 1), 0);
        assert_eq!(shard_of(guild, 2), 1);
        assert_eq!(shard_of(guild, 3), 2);
        assert!(owns((0, 1), Some(guild)) && owns((1, 2), Some(guild)));
        assert!(!owns((0, 2), Some(guild)));
        assert!(owns((0, 2), None) && !owns((1, 2), None));
        assert_eq!(shard_of(guild, 0), 0);
    }

    #[test]
    fn the_guild_of_an_event_is_found() {
        let data = json!({"guild_id": "42", "id": "7"});
        assert_eq!(guild_in("INTERACTION_CREATE", &data), Some(42));
        assert_eq!(guild_in("GUILD_CREATE", &json!({"id": "7"})), Some(7));
        assert_eq!(guild_in("GUILD_MEMBER_ADD", &data), Some(42));
        assert_eq!(guild_in("MESSAGE_CREATE", &json!({"id": "7"})), None);
    }

    #[test]
    fn the_newest_live_session_of_the_owning_shard_gets_the_event() {
        let mut sessions = Sessions::default();
        let (old_tx, mut old) = unbounded_channel();
        let (new_tx, mut new) = unbounded_channel();
        let (other_tx, mut other) = unbounded_channel();
        sessions.open(1, (0, 2), 1, old_tx);
        sessions.open(2, (1, 2), 2, other_tx);
        sessions.open(3, (0, 2), 3, new_tx);
        let on_zero: Id = 2 << 22;
        assert!(sessions.dispatch(Some(on_zero), "INTERACTION_CREATE", json!({})));
        assert_eq!(event(&mut new), Some(("INTERACTION_CREATE".into(), 1)));
        assert!(event(&mut old).is_none() && event(&mut other).is_none());
        // The newest one's writer is gone: the older one is tried.
        drop(new);
        assert!(sessions.dispatch(None, "MESSAGE_CREATE", json!({})));
        assert_eq!(event(&mut old), Some(("MESSAGE_CREATE".into(), 1)));
        assert_eq!(sessions.shards(), vec![(0, 2), (1, 2)]);
        assert!(sessions.has(0, 0) && !sessions.has(0, 2) && sessions.has(1, 1));
        sessions.close(1);
        assert!(!sessions.dispatch(Some(on_zero), "INTERACTION_CREATE", json!({})));
        assert!(sessions.dispatch(Some(3 << 22), "INTERACTION_CREATE", json!({})));
        assert_eq!(event(&mut other), Some(("INTERACTION_CREATE".into(), 1)));
    }
}
