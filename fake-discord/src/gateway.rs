//! The gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats and their ACKs, and the
//! dispatches the tests send. A restarted bot simply identifies again; RESUME is refused with an
//! INVALID_SESSION so serenity identifies afresh.

use crate::model::guild_json;
use crate::Shared;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// Heartbeat interval announced in HELLO.
const HEARTBEAT_MS: u64 = 41_250;

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        tokio::spawn(connection(stream, Arc::clone(&shared)));
    }
}

async fn connection(stream: TcpStream, shared: Arc<Shared>) {
    // Without this, a dispatch sent right after another waits for the bot's delayed ACK
    // (~40 ms), which would show up as the bot's latency.
    let _ = stream.set_nodelay(true);
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            if sink.send(Message::Text(text)).await.is_err() {
                break;
            }
        }
        // Completes the closing handshake (tungstenite has queued the answer to the bot's
        // close frame), as Discord does.
        let _ = sink.close().await;
    });
    let _ = tx.send(
        json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": HEARTBEAT_MS}})
            .to_string(),
    );
    let connection = shared.next_connection();
    while let Some(Ok(message)) = source.next().await {
        let text = match message {
            Message::Text(t) => t,
            Message::Close(_) => break,
            _ => continue,
        };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            shared
                .lock()
                .violations
                .push(format!("gateway: unparsable frame {text}"));
            continue;
        };
        match payload.get("op").and_then(Value::as_u64) {
            Some(1) => {
                let _ = tx.send(json!({"op": 11, "s": null, "t": null, "d": null}).to_string());
            }
            Some(2) => identify(&shared, connection, &tx, &payload),
            Some(6) => {
                let _ = tx.send(json!({"op": 9, "s": null, "t": null, "d": false}).to_string());
            }
            _ => {}
        }
    }
    shared.disconnected(connection);
    // With the session gone, this was the writer's last sender: it flushes and closes.
    drop(tx);
    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), writer).await;
}

fn identify(shared: &Shared, connection: u64, tx: &mpsc::UnboundedSender<String>, payload: &Value) {
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
    let (ready, guild) = {
        let mut world = shared.lock();
        world.sessions += 1;
        let members: Vec<_> = world.users.values().cloned().collect();
        let owner = members.first().map_or(world.bot.id, |u| u.id);
        let ready = json!({
            "v": 10,
            "user": world.bot.json(),
            "guilds": [{"id": world.guild.to_string(), "unavailable": true}],
            "session_id": format!("session-{}", world.sessions),
            "resume_gateway_url": shared.gateway_url,
            "shard": [0, 1],
            "application": {"id": world.application.to_string(), "flags": 0},
            "private_channels": [],
            "presences": [],
            "relationships": [],
        });
        (
            ready,
            guild_json(world.guild, owner, &world.channels, &members),
        )
    };
    shared.open_session(connection, tx.clone());
    shared.dispatch("READY", ready);
    shared.dispatch("GUILD_CREATE", guild);
}
