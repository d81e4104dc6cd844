//! Sharding end to end: raw gateway clients identify as shards, as serenity's shard ranges do
//! (`SHARDS=0-0/2` and `SHARDS=1-1/2` in two processes), and the fake must give each only its
//! own guilds' events, hand a restarted shard's events to the new connection, and keep a client
//! without sharding (`[0, 1]`, or no `shard` at all) receiving everything.
//!
//! Each client answers every interaction it gets with a message naming itself, so an
//! interaction's answer says which connection it reached.

use fake_discord::{shard_of, FakeDiscord, Id};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;

/// Generous: the machine may be busy.
const PATIENCE: Duration = Duration::from_secs(30);

/// One HTTP/1.1 request on a fresh connection; returns the status and the JSON body.
fn http(base: &str, method: &str, path: &str, body: &Value) -> (u16, Value) {
    let addr = base.trim_start_matches("http://");
    let body = body.to_string();
    let mut stream = TcpStream::connect(addr).expect("connect to the fake");
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot fake\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let json = answer
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

/// Registers `/ping` as a client would, so the tests can type it.
fn register(fake: &FakeDiscord) {
    let (_, app) = http(
        fake.api_base(),
        "GET",
        "/api/v10/applications/@me",
        &Value::Null,
    );
    let app = app["id"].as_str().expect("application id").to_string();
    let commands = json!([{"name": "ping", "description": "Who answers?", "type": 1}]);
    let path = format!("/api/v10/applications/{app}/commands");
    assert_eq!(http(fake.api_base(), "PUT", &path, &commands).0, 200);
}

/// A gateway connection that identified, recording every dispatch it receives.
struct Client {
    name: String,
    events: Arc<Mutex<Vec<(String, Value)>>>,
    task: JoinHandle<()>,
}

impl Client {
    /// Connects, identifies with `shard` (`None`: no `shard` field), and waits for READY.
    fn connect(rt: &tokio::runtime::Runtime, fake: &FakeDiscord, shard: Option<[u32; 2]>) -> Self {
        let name = match shard {
            Some([id, total]) => format!("shard {id}/{total}, session {}", fake.sessions() + 1),
            None => format!("unsharded, session {}", fake.sessions() + 1),
        };
        let (_, gateway) = http(fake.api_base(), "GET", "/api/v10/gateway", &Value::Null);
        let url = gateway["url"].as_str().expect("gateway url").to_string();
        let api = fake.api_base().to_string();
        let events = Arc::new(Mutex::new(Vec::new()));
        let (sink, source) = rt.block_on(async {
            let (ws, _) = tokio_tungstenite::connect_async(url.as_str())
                .await
                .expect("connect to the gateway");
            let (mut sink, mut source) = ws.split();
            let hello = source.next().await.expect("HELLO").expect("HELLO frame");
            assert!(
                hello.to_text().unwrap_or("").contains("\"op\":10"),
                "{hello}"
            );
            let mut d = json!({"token": "fake", "intents": 0,
                               "properties": {"os": "linux", "browser": "t", "device": "t"}});
            if let Some(shard) = shard {
                d["shard"] = json!(shard);
            }
            let identify = json!({"op": 2, "d": d}).to_string();
            sink.send(Message::Text(identify)).await.expect("IDENTIFY");
            (sink, source)
        });
        let task = rt.spawn(listen(sink, source, api, name.clone(), Arc::clone(&events)));
        let client = Client { name, events, task };
        client.wait_for(|e| e.iter().any(|(t, _)| t == "READY"));
        client
    }

    /// Waits until the recorded events satisfy `done`.
    fn wait_for(&self, done: impl Fn(&[(String, Value)]) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if done(&self.events()) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{}: not received within {PATIENCE:?}; got {:?}",
                self.name,
                self.names()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    fn events(&self) -> Vec<(String, Value)> {
        self.events
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    fn names(&self) -> Vec<String> {
        self.events().into_iter().map(|(t, _)| t).collect()
    }

    fn ready(&self) -> Value {
        self.events()
            .into_iter()
            .find(|(t, _)| t == "READY")
            .map(|(_, d)| d)
            .expect("READY")
    }

    /// The guilds READY lists.
    fn ready_guilds(&self) -> BTreeSet<Id> {
        let ready = self.ready();
        ids(ready["guilds"].as_array().into_iter().flatten(), "id")
    }

    /// The guilds of every GUILD_CREATE so far.
    fn created_guilds(&self) -> BTreeSet<Id> {
        let events = self.events();
        ids(
            events
                .iter()
                .filter(|(t, _)| t == "GUILD_CREATE")
                .map(|(_, d)| d),
            "id",
        )
    }

    /// The guild of every INTERACTION_CREATE so far.
    fn interaction_guilds(&self) -> BTreeSet<Id> {
        let events = self.events();
        ids(
            events
                .iter()
                .filter(|(t, _)| t == "INTERACTION_CREATE")
                .map(|(_, d)| d),
            "guild_id",
        )
    }

    fn got_interaction(&self, id: Id) -> bool {
        self.events().iter().any(|(t, d)| {
            t == "INTERACTION_CREATE" && d["id"].as_str() == Some(id.to_string().as_str())
        })
    }

    /// Ends the connection without a closing handshake, as a process killed with SIGKILL
    /// does (the kernel closes its socket).
    fn kill(self) {
        self.task.abort();
    }
}

fn ids<'a>(items: impl Iterator<Item = &'a Value>, field: &str) -> BTreeSet<Id> {
    items
        .filter_map(|v| v[field].as_str().and_then(|s| s.parse().ok()))
        .collect()
}

/// Records every dispatch; answers each interaction with a message naming the client.
/// The sink is held only to keep the connection whole until the task ends.
async fn listen(
    _sink: SplitSink<Ws, Message>,
    mut source: SplitStream<Ws>,
    api: String,
    name: String,
    events: Arc<Mutex<Vec<(String, Value)>>>,
) {
    while let Some(Ok(frame)) = source.next().await {
        let Ok(frame) = serde_json::from_str::<Value>(frame.to_text().unwrap_or("")) else {
            continue;
        };
        let (Some(0), Some(event)) = (frame["op"].as_u64(), frame["t"].as_str()) else {
            continue;
        };
        let data = frame["d"].clone();
        events
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((event.to_string(), data.clone()));
        if event == "INTERACTION_CREATE" {
            let path = format!(
                "/api/v10/interactions/{}/{}/callback",
                data["id"].as_str().unwrap_or(""),
                data["token"].as_str().unwrap_or("")
            );
            let answer = json!({"type": 4, "data": {"content": name}});
            let api = api.clone();
            let _ = tokio::task::spawn_blocking(move || http(&api, "POST", &path, &answer)).await;
        }
    }
}

/// Who answered `/ping` typed by `user` in `channel`.
fn ping(fake: &FakeDiscord, user: Id, channel: Id) -> (Id, String) {
    let outcome = fake
        .slash(user, channel, "ping", &[])
        .expect("the interaction is delivered");
    assert_eq!(outcome.response, Some(4), "{outcome:?}");
    let answer = outcome.touched()[0];
    let text = fake.message(answer).expect("the answer").content;
    (outcome.interaction, text)
}

/// Waits until the fake's live sessions are exactly `shards`.
fn wait_connected(fake: &FakeDiscord, shards: &[(u32, u32)]) {
    let deadline = Instant::now() + PATIENCE;
    while fake.connected_shards() != shards {
        assert!(
            Instant::now() < deadline,
            "sessions {:?}, expected {shards:?}",
            fake.connected_shards()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime for the clients")
}

#[test]
fn each_shard_gets_only_its_own_guilds() {
    let fake = FakeDiscord::start().expect("fake starts");
    let user = fake.add_user("Ann");
    let zero = fake.add_guild(0, 2).expect("a guild on shard 0");
    let one = fake.add_guild(1, 2).expect("a guild on shard 1");
    assert!(fake.add_guild(2, 2).is_err());
    assert_eq!((shard_of(zero, 2), shard_of(one, 2)), (0, 1));
    let guilds = fake.guilds();
    assert_eq!(guilds.len(), 3);
    assert_eq!(guilds[0], fake.guild());
    let on = |shard: u32| -> BTreeSet<Id> {
        guilds
            .iter()
            .copied()
            .filter(|g| shard_of(*g, 2) == shard)
            .collect()
    };
    let second = fake
        .add_channel_in(one)
        .expect("a channel in a known guild");
    assert_eq!(fake.channels_in(one)[1], second);
    assert_eq!(fake.guild_of(second), Some(one));
    assert_eq!(fake.guild_of(fake.channel()), Some(fake.guild()));
    register(&fake);

    let rt = runtime();
    let a = Client::connect(&rt, &fake, Some([0, 2]));
    let b = Client::connect(&rt, &fake, Some([1, 2]));
    assert_eq!(a.ready()["shard"], json!([0, 2]));
    assert_eq!(b.ready()["shard"], json!([1, 2]));
    assert_eq!(a.ready_guilds(), on(0));
    assert_eq!(b.ready_guilds(), on(1));
    a.wait_for(|_| a.created_guilds() == on(0));
    b.wait_for(|_| b.created_guilds() == on(1));
    // The second guild's GUILD_CREATE lists its own channels only.
    let create = b
        .events()
        .into_iter()
        .find(|(t, d)| t == "GUILD_CREATE" && d["id"] == json!(one.to_string()))
        .map(|(_, d)| d)
        .expect("GUILD_CREATE of the guild on shard 1");
    assert_eq!(
        ids(create["channels"].as_array().into_iter().flatten(), "id"),
        fake.channels_in(one).into_iter().collect()
    );

    // An interaction in every guild reaches its shard's connection only.
    for guild in &guilds {
        let channel = fake.channels_in(*guild)[0];
        let (interaction, answered_by) = ping(&fake, user, channel);
        let (mine, other) = if shard_of(*guild, 2) == 0 {
            (&a, &b)
        } else {
            (&b, &a)
        };
        assert_eq!(answered_by, mine.name);
        assert!(mine.got_interaction(interaction));
        assert!(!other.got_interaction(interaction));
    }
    // A guild's other channels, and a thread in one, belong to it too.
    let (_, answered_by) = ping(&fake, user, second);
    assert_eq!(answered_by, b.name);
    let body = json!({"name": "table", "type": 11, "auto_archive_duration": 1440});
    let path = format!("/api/v10/channels/{second}/threads");
    let (status, thread) = http(fake.api_base(), "POST", &path, &body);
    assert_eq!(status, 201, "{thread}");
    assert_eq!(thread["guild_id"], json!(one.to_string()));
    let thread: Id = thread["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("id");
    assert_eq!(fake.guild_of(thread), Some(one));
    let (_, answered_by) = ping(&fake, user, thread);
    assert_eq!(answered_by, b.name);

    // A direct message concerns no guild: shard 0, as on Discord.
    assert!(fake.dispatch_raw("MESSAGE_CREATE", json!({"id": "1", "content": "hi"})));
    a.wait_for(|e| e.iter().any(|(t, _)| t == "MESSAGE_CREATE"));
    // A guild joined meanwhile: its shard's connection is told, not the other.
    let joined = fake.add_guild(1, 2).expect("a guild on shard 1");
    b.wait_for(|_| b.created_guilds().contains(&joined));
    // A last event each, so that whatever was sent before it has arrived (one connection
    // delivers in order): nothing of the other shard's is among it.
    let (_, last) = ping(&fake, user, fake.channels_in(zero)[0]);
    assert_eq!(last, a.name);
    let (_, last) = ping(&fake, user, fake.channels_in(joined)[0]);
    assert_eq!(last, b.name);
    let with_joined: BTreeSet<Id> = on(1).into_iter().chain([joined]).collect();
    assert_eq!(a.created_guilds(), on(0));
    assert_eq!(b.created_guilds(), with_joined);
    assert_eq!(a.interaction_guilds(), on(0));
    assert_eq!(b.interaction_guilds(), with_joined);
    assert!(!b.names().contains(&"MESSAGE_CREATE".to_string()));
    fake.report().assert_clean();
}

#[test]
fn a_restarted_shard_gets_its_events_and_none_are_lost_to_a_dead_one() {
    let fake = FakeDiscord::start().expect("fake starts");
    let user = fake.add_user("Ann");
    let zero = fake.add_guild(0, 2).expect("a guild on shard 0");
    let one = fake.add_guild(1, 2).expect("a guild on shard 1");
    let (in_zero, in_one) = (fake.channels_in(zero)[0], fake.channels_in(one)[0]);
    register(&fake);
    let rt = runtime();
    let first = Client::connect(&rt, &fake, Some([0, 2]));
    let b = Client::connect(&rt, &fake, Some([1, 2]));
    assert_eq!(ping(&fake, user, in_zero).1, first.name);

    // Killed: the fake notices and drops its session; shard 1 goes on.
    first.kill();
    wait_connected(&fake, &[(1, 2)]);
    let refused = fake.slash(user, in_zero, "ping", &[]);
    assert!(refused.is_err(), "{refused:?}");
    assert_eq!(fake.undelivered(), 1);
    assert_eq!(ping(&fake, user, in_one).1, b.name);

    // The restart identifies on the same shard: a test waits for it, then its events go there.
    let before = fake.sessions();
    assert!(fake
        .wait_for_shard(0, before, Duration::from_millis(1))
        .is_err());
    let restarted = Client::connect(&rt, &fake, Some([0, 2]));
    fake.wait_for_shard(0, before, PATIENCE)
        .expect("the restarted shard");
    assert_eq!(ping(&fake, user, in_zero).1, restarted.name);

    // Two live sessions of one shard: the newest gets the events; once it is gone, the
    // older one again.
    let newest = Client::connect(&rt, &fake, Some([0, 2]));
    assert_eq!(ping(&fake, user, in_zero).1, newest.name);
    newest.kill();
    wait_connected(&fake, &[(1, 2), (0, 2)]);
    assert_eq!(ping(&fake, user, in_zero).1, restarted.name);
    // The undelivered interaction is no finding against the client.
    let report = fake.report();
    assert_eq!(report.unanswered, 0, "{report}");
    report.assert_clean();
}

#[test]
fn a_client_without_sharding_gets_everything() {
    let fake = FakeDiscord::start().expect("fake starts");
    let user = fake.add_user("Ann");
    fake.add_guild(0, 2).expect("a guild on shard 0");
    fake.add_guild(1, 2).expect("a guild on shard 1");
    let all: BTreeSet<Id> = fake.guilds().into_iter().collect();
    register(&fake);
    let rt = runtime();
    for shard in [None, Some([0, 1])] {
        let before = fake.sessions();
        let tabula = Client::connect(&rt, &fake, shard);
        fake.wait_for_shard(0, before, PATIENCE)
            .expect("the bot's session");
        assert_eq!(tabula.ready()["shard"], json!([0, 1]));
        assert_eq!(tabula.ready_guilds(), all);
        tabula.wait_for(|_| tabula.created_guilds() == all);
        for guild in fake.guilds() {
            let (_, answered_by) = ping(&fake, user, fake.channels_in(guild)[0]);
            assert_eq!(answered_by, tabula.name);
        }
        assert!(fake.dispatch_raw("MESSAGE_CREATE", json!({"id": "1"})));
        tabula.wait_for(|e| e.iter().any(|(t, _)| t == "MESSAGE_CREATE"));
        tabula.kill();
        wait_connected(&fake, &[]);
    }
    fake.report().assert_clean();
}

#[test]
fn an_invalid_shard_is_refused_and_gateway_bot_reports_the_shard_count() {
    let fake = FakeDiscord::start().expect("fake starts");
    let (_, gateway) = http(fake.api_base(), "GET", "/api/v10/gateway/bot", &Value::Null);
    assert_eq!(gateway["shards"], 1);
    fake.set_shard_count(2);
    let (_, gateway) = http(fake.api_base(), "GET", "/api/v10/gateway/bot", &Value::Null);
    assert_eq!(gateway["shards"], 2);
    assert_eq!(gateway["session_start_limit"]["max_concurrency"], 1);
    assert!(gateway["url"]
        .as_str()
        .is_some_and(|u| u.starts_with("ws://")));

    let rt = runtime();
    let url = gateway["url"].as_str().unwrap_or_default().to_string();
    rt.block_on(async {
        let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .expect("connect");
        ws.next().await.expect("HELLO").expect("HELLO frame");
        let identify = json!({"op": 2, "d": {"token": "fake", "shard": [2, 2]}});
        ws.send(Message::Text(identify.to_string()))
            .await
            .expect("IDENTIFY");
        // The fake ends the connection instead of answering with READY.
        while let Some(Ok(frame)) = ws.next().await {
            assert!(!frame.to_text().unwrap_or("").contains("READY"), "{frame}");
        }
    });
    assert!(fake.connected_shards().is_empty());
    let report = fake.report();
    assert!(
        report
            .violations
            .iter()
            .any(|v| v.contains("invalid shard")),
        "{report:?}"
    );
}
