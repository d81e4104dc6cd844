//! The gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats and their ACKs, and the
//! dispatches the tests send. A restarted bot simply identifies again; RESUME is refused with an
//! INVALID_SESSION so serenity identifies afresh.
//!
//! IDENTIFY's `shard` decides what a session gets ([`crate::shards`]): READY lists, and
//! GUILD_CREATE is sent for, only the guilds of its shard. A connection that closes, errs, or
//! falls silent for two heartbeat intervals loses its session at once.

use crate::model::Id;
use crate::shards::{owns, Shard};
use crate::Shared;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// Heartbeat interval announced in HELLO.
const HEARTBEAT_MS: u64 = 41_250;

/// How long a connection may stay silent (no heartbeat, no frame at all) before the fake
/// takes it for dead and drops its session, as Discord does with a client that stops
/// heartbeating: two intervals, so a client slowed down by a busy machine is not cut off.
const SILENCE_LIMIT: std::time::Duration = std::time::Duration::from_millis(2 * HEARTBEAT_MS);

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        tokio::spawn(connection(stream, Arc::clone(&shared)));
    }
}

async fn connection(stream: TcpStream, shared: Arc<Shared>) {
    // Without this, a dispatch sent right after another waits for the client's delayed ACK
    // (~40 ms), which would show up as the client's latency.
    let _ = stream.set_nodelay(true);
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let mut writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            if sink.send(Message::Text(text)).await.is_err() {
                break;
            }
        }
        // Completes the closing handshake (tungstenite has queued the answer to the client's
        // close frame), as Discord does.
        let _ = sink.close().await;
    });
    let _ = tx.send(
        json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": HEARTBEAT_MS}})
            .to_string(),
    );
    let connection = shared.next_connection();
    let mut writer_done = false;
    loop {
        // A client that was killed closes its socket (the kernel does); one that hangs, or a
        // connection that died silently, stops heartbeating: either way its session must go,
        // or the shard's events would be written into the void. A writer that failed means
        // the same.
        let message = tokio::select! {
            read = tokio::time::timeout(SILENCE_LIMIT, source.next()) => read,
            _ = &mut writer => {
                writer_done = true;
                break;
            }
        };
        let text = match message {
            Ok(Some(Ok(Message::Text(t)))) => t,
            Ok(Some(Ok(Message::Close(_)) | Err(_)) | None) | Err(_) => break,
            Ok(Some(Ok(_))) => continue,
        };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            shared
                .lock()
                .violations
                .push(format!("gateway: unparsable frame {text}"));
            continue;
        };
        let identified = match payload.get("op").and_then(Value::as_u64) {
            Some(1) => {
                let _ = tx.send(json!({"op": 11, "s": null, "t": null, "d": null}).to_string());
                Ok(())
            }
            Some(2) => identify(&shared, connection, &tx, &payload),
            Some(6) => {
                let _ = tx.send(json!({"op": 9, "s": null, "t": null, "d": false}).to_string());
                Ok(())
            }
            _ => Ok(()),
        };
        if identified.is_err() {
            break;
        }
    }
    shared.disconnected(connection);
    // With the session gone, this was the writer's last sender: it flushes and closes.
    drop(tx);
    if !writer_done {
        let _ = tokio::time::timeout(std::time::Duration::from_secs(1), writer).await;
    }
}

/// The `[shard_id, num_shards]` an IDENTIFY asks for: `[0, 1]` when it names none, as Discord
/// takes it; `Err` for one Discord refuses (it closes with 4010 "Invalid shard").
fn requested_shard(payload: &Value) -> Result<Shard, String> {
    let shard = payload.pointer("/d/shard").unwrap_or(&Value::Null);
    if shard.is_null() {
        return Ok((0, 1));
    }
    let part = |i: usize| {
        shard
            .get(i)
            .and_then(Value::as_u64)
            .and_then(|n| u32::try_from(n).ok())
    };
    match (shard.as_array().map(Vec::len), part(0), part(1)) {
        (Some(2), Some(id), Some(total)) if id < total => Ok((id, total)),
        _ => Err(format!("gateway: IDENTIFY with an invalid shard {shard}")),
    }
}

/// Answers an IDENTIFY: READY, then GUILD_CREATE for each guild of the session's shard.
/// `Err` when the connection must end (an invalid shard).
fn identify(
    shared: &Shared,
    connection: u64,
    tx: &mpsc::UnboundedSender<String>,
    payload: &Value,
) -> Result<(), ()> {
    let token = payload
        .pointer("/d/token")
        .and_then(Value::as_str)
        .unwrap_or("");
    if token.is_empty() {
        shared
            .lock()
            .violations
            .push("gateway: IDENTIFY without a token".into());
    }
    let shard = match requested_shard(payload) {
        Ok(shard) => shard,
        Err(problem) => {
            shared.lock().violations.push(problem);
            return Err(());
        }
    };
    let (ready, guilds, number) = {
        let mut world = shared.lock();
        world.sessions += 1;
        let mine: Vec<Id> = world
            .guilds
            .iter()
            .copied()
            .filter(|g| owns(shard, Some(*g)))
            .collect();
        let ready = json!({
            "v": 10,
            "user": world.bot.json(),
            "guilds": mine.iter()
                .map(|g| json!({"id": g.to_string(), "unavailable": true}))
                .collect::<Vec<_>>(),
            "session_id": format!("session-{}", world.sessions),
            "resume_gateway_url": shared.gateway_url,
            "shard": [shard.0, shard.1],
            "application": {"id": world.application.to_string(), "flags": 0},
            "private_channels": [],
            "presences": [],
            "relationships": [],
        });
        let guilds: Vec<Value> = mine.iter().map(|g| world.guild_create(*g)).collect();
        (ready, guilds, world.sessions)
    };
    shared.open_session(connection, shard, number, tx.clone());
    shared.send_on(connection, "READY", ready);
    for guild in guilds {
        shared.send_on(connection, "GUILD_CREATE", guild);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shard_asked_for_is_read_or_refused() {
        let ask = |shard: Value| requested_shard(&json!({"op": 2, "d": {"shard": shard}}));
        assert_eq!(requested_shard(&json!({"op": 2, "d": {}})), Ok((0, 1)));
        assert_eq!(ask(Value::Null), Ok((0, 1)));
        assert_eq!(ask(json!([1, 2])), Ok((1, 2)));
        for bad in [
            json!([2, 2]),
            json!([0, 0]),
            json!([0]),
            json!("0,1"),
            json!([0, 1, 2]),
        ] {
            assert!(ask(bad.clone()).is_err(), "{bad}");
        }
    }
}
