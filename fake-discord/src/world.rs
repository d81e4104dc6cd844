//! Everything the fake knows: users, channels, messages, interactions, registered commands, and
//! what it found wrong. The REST API ([`World::route`]) is a plain function over this state, so
//! the HTTP layer stays a thin shell.

use crate::contract;
use crate::leaks::LeakWatch;
use crate::model::{Attachment, Id, Message, Upload, User};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant};

/// Discord drops an interaction that has no initial response after this long.
pub const RESPONSE_DEADLINE: Duration = Duration::from_secs(3);

/// What kind of interaction was dispatched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Command,
    /// A button or select on `message`.
    Component {
        message: Id,
    },
    /// A modal submit; `message` is the message whose component opened the modal, if any.
    Modal {
        message: Option<Id>,
    },
}

/// One interaction and how the client answered it.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: Id,
    pub token: String,
    pub user: Id,
    pub channel: Id,
    pub kind: Kind,
    /// The command name or custom_id, for reports.
    pub label: String,
    pub sent: Instant,
    /// Callback type and how long after dispatch it arrived.
    pub response: Option<(u64, Duration)>,
    /// The message `@original` refers to.
    pub original: Option<Id>,
    /// A deferred (type 5) response whose "thinking" message was not filled in yet.
    pub thinking: bool,
    /// A followup or an edit through the interaction's webhook has arrived (what answers it
    /// after a deferral).
    pub followed: bool,
    /// The modal the client opened (callback type 9).
    pub modal: Option<Value>,
}

/// One change the client made, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    Created(Id),
    Edited(Id),
    Deleted(Id),
    Answered {
        interaction: Id,
        kind: u64,
    },
    /// A thread the client opened, archived, or reopened.
    ThreadCreated(Id),
    ThreadArchived(Id),
    ThreadReopened(Id),
}

/// An HTTP answer: status and JSON body (`Value::Null` means no body).
pub type Answer = (u16, Value);

pub struct World {
    /// The `locale` and `guild_locale` every interaction carries (`en-US` unless a test sets
    /// them, [`crate::FakeDiscord::set_locales`]).
    pub locales: (String, String),
    pub bot: User,
    pub application: Id,
    /// The first guild, where the tests act unless they choose a channel of another.
    pub guild: Id,
    /// Every guild, the first one first (see [`World::add_guild`]).
    pub guilds: Vec<Id>,
    /// Every text channel messages may be posted to: the guilds' and the DM channels.
    pub channels: Vec<Id>,
    /// The guild of each guild text channel (DM channels have none).
    pub channel_guilds: BTreeMap<Id, Id>,
    /// The `shards` `GET /gateway/bot` recommends.
    pub shard_count: u32,
    /// Interactions that found no session of their guild's shard: never delivered, as on
    /// Discord when a client's shard is down (the user sees "This interaction failed").
    pub undelivered: u64,
    pub users: BTreeMap<Id, User>,
    pub messages: BTreeMap<Id, Message>,
    pub interactions: HashMap<Id, Interaction>,
    tokens: HashMap<String, Id>,
    /// The last registered command set (with ids) and how many registrations happened.
    pub commands: Vec<Value>,
    pub registrations: u64,
    pub changes: Vec<Change>,
    pub violations: Vec<String>,
    pub unknown_routes: Vec<String>,
    pub leaks: LeakWatch,
    next_id: Id,
    /// Requests being handled, and when the last one started or ended.
    pub in_flight: usize,
    pub last_activity: Instant,
    /// Identified gateway sessions so far.
    pub sessions: u64,
    /// How long each interaction response is held before it is handled (a slow network), and
    /// how many were held so far (see `FakeDiscord::hold_responses`).
    pub hold_responses: Option<Duration>,
    pub held_responses: u64,
    /// Requests about one channel's messages that hang for a while before they are handled
    /// (see `FakeDiscord::hang_channel`), and how many hung so far.
    pub hang_channel: Option<(Id, Duration)>,
    pub hung_requests: u64,
    /// Channels the client lost access to (see `FakeDiscord::deny_channel`), and how many of its
    /// requests were refused for it.
    pub denied_channels: std::collections::BTreeSet<Id>,
    pub denied_requests: u64,
    /// Faults injected into the client's channel requests (see `FakeDiscord::inject`).
    pub faults: Faults,
    /// Channel messages created with `enforce_nonce`, by channel and nonce: Discord answers a
    /// repeated nonce with the message it already made instead of a second one.
    pub nonces: BTreeMap<(Id, String), Id>,
    /// Each user's DM channel with the client, once the client opened it (`POST /users/@me/channels`).
    pub dm_channels: BTreeMap<Id, Id>,
    /// Users who accept no direct message: a post to their DM channel is refused (403, code
    /// 50007), as Discord does when a member closed their DMs.
    pub dms_closed: std::collections::BTreeSet<Id>,
    /// The threads, by id; they are channels too, apart from `channels`
    /// (which GUILD_CREATE lists as text channels).
    pub threads: BTreeMap<Id, crate::model::Thread>,
    /// The guild's limit of active threads, and the channels where the client may not open
    /// threads, and how many thread creations were refused.
    pub thread_limit: usize,
    pub no_threads: BTreeMap<Id, crate::model::NoThreads>,
    pub thread_refusals: u64,
}

/// What goes wrong with the client's requests about channel messages (posts, edits, deletes),
/// and with its uploads.
#[derive(Clone, Debug, Default)]
pub struct Faults {
    /// Until then every such request is answered 503 and changes nothing (an outage).
    pub outage_until: Option<std::time::Instant>,
    /// Every n-th request is answered with this status (500s, or 429 with `retry_after`) and
    /// changes nothing.
    pub fail_every: Option<(u64, u16)>,
    /// Every n-th message post is carried out but answered 500, as if the answer were lost on
    /// the way: the client cannot know it went through.
    pub lose_every: Option<u64>,
    /// Every n-th request's connection is closed without an answer (a reset), changing
    /// nothing.
    pub reset_every: Option<u64>,
    /// Every n-th request that uploads a file (a picture), whatever its route (interaction
    /// callbacks and webhook edits included), is answered with this status and changes
    /// nothing: an upload that failed on the way.
    pub fail_uploads_every: Option<(u64, u16)>,
    /// Uploading requests seen.
    pub uploads_seen: u64,
    /// Channel requests seen, and how many of them a fault answered.
    pub seen: u64,
    pub injected: u64,
}

/// Tabula's own rule beside Discord's (issue 28): a picture replaced by an edit keeps its size,
/// so a board message never jumps in the channel. `before` and `after` are a message's
/// attachments around an edit; a file of the same name with other dimensions is a finding.
fn same_sizes(before: &[Attachment], after: &[Attachment]) -> Vec<String> {
    after
        .iter()
        .filter_map(|a| {
            let old = before.iter().find(|b| b.filename == a.filename)?;
            match (old.dimensions, a.dimensions) {
                (Some((w0, h0)), Some((w1, h1))) if (w0, h0) != (w1, h1) => Some(format!(
                    "an edit changed {:?} from {w0}×{h0} to {w1}×{h1} pixels: the message jumps",
                    a.filename
                )),
                _ => None,
            }
        })
        .collect()
}

impl World {
    /// The fault that answers the next channel request instead of the route, if any.
    pub fn fault_before(&mut self) -> Option<Answer> {
        self.faults.seen += 1;
        let now = std::time::Instant::now();
        let answer = if self
            .faults
            .reset_every
            .is_some_and(|n| n > 0 && self.faults.seen.is_multiple_of(n))
        {
            // Status 0: the server closes the connection instead of answering.
            Some((0, Value::Null))
        } else if self.faults.outage_until.is_some_and(|until| now < until) {
            Some((
                503,
                json!({"code": 0, "message": "503: Service Unavailable"}),
            ))
        } else {
            match self.faults.fail_every {
                Some((n, status)) if n > 0 && self.faults.seen.is_multiple_of(n) => {
                    Some(if status == 429 {
                        (
                            429,
                            json!({"message": "You are being rate limited.", "retry_after": 0.2,
                               "global": false}),
                        )
                    } else {
                        (
                            status,
                            json!({"code": 0, "message": format!("{status}: injected")}),
                        )
                    })
                }
                _ => None,
            }
        };
        self.faults.injected += u64::from(answer.is_some());
        answer
    }

    /// Whether anything is injected that may keep the client from delivering what it owes.
    pub fn faults_active(&self) -> bool {
        let f = &self.faults;
        f.outage_until
            .is_some_and(|until| std::time::Instant::now() < until)
            || f.fail_every.is_some()
            || f.lose_every.is_some()
            || f.reset_every.is_some()
            || f.fail_uploads_every.is_some()
            || self.hang_channel.is_some()
            || self.hold_responses.is_some()
            || !self.denied_channels.is_empty()
    }

    /// The fault that answers a request uploading files instead of its route, if any.
    pub fn upload_fault(&mut self) -> Option<Answer> {
        self.faults.uploads_seen += 1;
        match self.faults.fail_uploads_every {
            Some((n, status)) if n > 0 && self.faults.uploads_seen.is_multiple_of(n) => {
                self.faults.injected += 1;
                Some((
                    status,
                    json!({"code": 0, "message": format!("{status}: injected upload failure")}),
                ))
            }
            _ => None,
        }
    }

    /// Whether the answer to this message post is lost on the way (the post itself stands).
    pub fn lose_answer(&mut self) -> bool {
        match self.faults.lose_every {
            Some(n) if n > 0 && self.faults.seen.is_multiple_of(n) => {
                self.faults.injected += 1;
                true
            }
            _ => false,
        }
    }

    pub fn new() -> World {
        let mut world = World {
            locales: ("en-US".into(), "en-US".into()),
            bot: User {
                id: 0,
                name: "Tabula".into(),
                permissions: 0,
                bot: true,
            },
            application: 0,
            guild: 0,
            guilds: Vec::new(),
            channels: Vec::new(),
            channel_guilds: BTreeMap::new(),
            shard_count: 1,
            undelivered: 0,
            users: BTreeMap::new(),
            messages: BTreeMap::new(),
            interactions: HashMap::new(),
            tokens: HashMap::new(),
            commands: Vec::new(),
            registrations: 0,
            changes: Vec::new(),
            violations: Vec::new(),
            unknown_routes: Vec::new(),
            leaks: LeakWatch::default(),
            next_id: 1_100_000_000_000_000_000,
            in_flight: 0,
            last_activity: Instant::now(),
            sessions: 0,
            hold_responses: None,
            held_responses: 0,
            hang_channel: None,
            hung_requests: 0,
            denied_channels: Default::default(),
            dm_channels: BTreeMap::new(),
            dms_closed: Default::default(),
            denied_requests: 0,
            faults: Faults::default(),
            nonces: BTreeMap::new(),
            threads: BTreeMap::new(),
            thread_limit: crate::model::ACTIVE_THREADS_MAX,
            no_threads: BTreeMap::new(),
            thread_refusals: 0,
        };
        world.bot.id = world.id();
        world.application = world.bot.id;
        world.guild = world.id();
        world.guilds.push(world.guild);
        world.add_channel(world.guild);
        world
    }

    /// A further guild with one text channel, whose id falls on `shard` when the client runs
    /// `total` shards: the id's timestamp bits are moved forward to the next value that does
    /// (ids stay increasing, as snowflakes do).
    pub fn add_guild(&mut self, shard: u32, total: u32) -> Result<Id, String> {
        if shard >= total {
            return Err(format!("there is no shard {shard} of {total}"));
        }
        let mut high = (self.next_id >> 22) + 1;
        while crate::shards::shard_of(high << 22, total) != shard {
            high += 1;
        }
        self.next_id = high << 22;
        let guild = self.id();
        self.guilds.push(guild);
        self.add_channel(guild);
        Ok(guild)
    }

    /// A new text channel in `guild`.
    pub fn add_channel(&mut self, guild: Id) -> Id {
        let channel = self.id();
        self.channels.push(channel);
        self.channel_guilds.insert(channel, guild);
        channel
    }

    /// The guild `channel` (a text channel or a thread) belongs to; `None` for a DM channel
    /// or an unknown one.
    pub fn guild_of(&self, channel: Id) -> Option<Id> {
        let channel = self.threads.get(&channel).map_or(channel, |t| t.parent);
        self.channel_guilds.get(&channel).copied()
    }

    /// The guild that messages and interactions in `channel` name: its own, or the first
    /// guild's for a DM channel (as the fake always did).
    pub fn guild_or_first(&self, channel: Id) -> Id {
        self.guild_of(channel).unwrap_or(self.guild)
    }

    /// `guild` as GUILD_CREATE delivers it: every user is a member, the first one owns it.
    pub fn guild_create(&self, guild: Id) -> Value {
        let members: Vec<User> = self.users.values().cloned().collect();
        let owner = members.first().map_or(self.bot.id, |u| u.id);
        crate::model::guild_json(guild, owner, &self.channels_in(guild), &members)
    }

    /// `guild`'s text channels, oldest first.
    pub fn channels_in(&self, guild: Id) -> Vec<Id> {
        self.channels
            .iter()
            .filter(|c| self.channel_guilds.get(c) == Some(&guild))
            .copied()
            .collect()
    }

    /// A fresh snowflake.
    pub fn id(&mut self) -> Id {
        self.next_id += 1;
        self.next_id
    }

    pub fn add_user(&mut self, name: &str, permissions: u64) -> Id {
        let id = self.id();
        self.users.insert(
            id,
            User {
                id,
                name: name.into(),
                permissions,
                bot: false,
            },
        );
        id
    }

    /// Forgets an interaction that could not be delivered: it never reached the client, so it
    /// counts neither as answered nor as unanswered.
    pub fn undeliverable(&mut self, id: Id) {
        if let Some(i) = self.interactions.remove(&id) {
            self.tokens.remove(&i.token);
        }
        self.undelivered += 1;
    }

    /// Records a new interaction about to be dispatched; returns its id and token.
    pub fn open_interaction(
        &mut self,
        user: Id,
        channel: Id,
        kind: Kind,
        label: &str,
    ) -> (Id, String) {
        let id = self.id();
        let token = format!("tok{id}");
        self.tokens.insert(token.clone(), id);
        self.interactions.insert(
            id,
            Interaction {
                id,
                token: token.clone(),
                user,
                channel,
                kind,
                label: label.to_string(),
                sent: Instant::now(),
                response: None,
                original: None,
                thinking: false,
                followed: false,
                modal: None,
            },
        );
        (id, token)
    }

    pub(crate) fn violation(&mut self, what: String) {
        self.violations.push(what);
    }

    fn check(&mut self, route: &str, found: Vec<String>) {
        for v in found {
            self.violation(format!("{route}: {v}"));
        }
    }

    /// Handles one REST request. `uploads` are the files of a multipart body.
    pub fn route(
        &mut self,
        method: &str,
        path: &str,
        body: &Value,
        uploads: Vec<Upload>,
    ) -> Answer {
        let parts: Vec<&str> = path
            .trim_start_matches("/api/v10/")
            .split('/')
            .filter(|p| !p.is_empty())
            .collect();
        let route = format!("{method} /{}", parts.join("/"));
        match (method, parts.as_slice()) {
            ("GET", ["gateway"]) | ("GET", ["gateway", "bot"]) => (200, self.gateway_info()),
            ("GET", ["users", "@me"]) => (200, self.bot.json()),
            ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
                (200, self.application_json())
            }
            ("PUT", ["applications", app, "commands"])
            | ("PUT", ["applications", app, "guilds", _, "commands"]) => {
                self.register(&route, app, body)
            }
            ("GET", ["applications", _, "commands"])
            | ("GET", ["applications", _, "guilds", _, "commands"]) => {
                (200, Value::Array(self.commands.clone()))
            }
            ("POST", ["interactions", id, token, "callback"]) => {
                self.callback(&route, id, token, body, uploads)
            }
            (_, ["webhooks", app, token, rest @ ..]) => {
                self.webhook(&route, method, app, token, rest, body, uploads)
            }
            ("POST", ["users", "@me", "channels"]) => self.open_dm(&route, body),
            ("POST", ["channels", channel, "messages"]) => {
                if let Some(refused) = self.dm_refused(channel) {
                    return refused;
                }
                self.channel_post(&route, channel, body, uploads)
            }
            ("POST", ["channels", channel, "threads"]) => self.create_thread(&route, channel, body),
            ("PATCH", ["channels", channel]) => self.edit_channel(&route, channel, body),
            (_, ["channels", _, "messages", message]) => {
                self.channel_message(&route, method, message, body, uploads)
            }
            ("POST", ["channels", _, "typing"]) => (204, Value::Null),
            _ => {
                self.unknown_routes.push(route);
                not_found(0)
            }
        }
    }

    fn gateway_info(&self) -> Value {
        // The URL is filled in by the server, which knows its gateway port.
        json!({"shards": self.shard_count, "session_start_limit":
            {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}})
    }

    pub fn application_json(&self) -> Value {
        json!({
            "id": self.application.to_string(), "name": "Tabula", "icon": null,
            "description": "", "bot_public": true, "bot_require_code_grant": false,
            "owner": self.bot.json(), "verify_key": "0", "team": null, "flags": 0,
            "bot": self.bot.json()
        })
    }

    fn register(&mut self, route: &str, app: &str, body: &Value) -> Answer {
        if app != self.application.to_string() {
            self.violation(format!("{route}: registration for another application"));
            return not_found(10002);
        }
        let found = contract::commands(body);
        self.check(route, found);
        let mut out = Vec::new();
        for cmd in body.as_array().into_iter().flatten() {
            let mut c = cmd.clone();
            let id = self.id();
            c["id"] = Value::from(id.to_string());
            c["application_id"] = Value::from(self.application.to_string());
            c["version"] = Value::from(self.id().to_string());
            if c.get("type").is_none() {
                c["type"] = Value::from(1);
            }
            c["default_member_permissions"] = c
                .get("default_member_permissions")
                .cloned()
                .unwrap_or(Value::Null);
            if let Some(guild) = route.split("/guilds/").nth(1) {
                let guild = guild.split('/').next().unwrap_or_default();
                c["guild_id"] = Value::from(guild);
            }
            out.push(c);
        }
        self.commands = out.clone();
        self.registrations += 1;
        (200, Value::Array(out))
    }

    fn interaction_by_token(&self, token: &str) -> Option<Id> {
        self.tokens.get(token).copied()
    }

    fn callback(
        &mut self,
        route: &str,
        id: &str,
        token: &str,
        body: &Value,
        uploads: Vec<Upload>,
    ) -> Answer {
        let Some(iid) = self.interaction_by_token(token) else {
            self.violation(format!("{route}: unknown interaction token"));
            return not_found(10062);
        };
        let Some(i) = self.interactions.get(&iid).cloned() else {
            return not_found(10062);
        };
        if id != iid.to_string() {
            self.violation(format!("{route}: id does not match the token"));
            return not_found(10062);
        }
        let elapsed = i.sent.elapsed();
        if let Some((kind, _)) = i.response {
            self.violation(format!(
                "{route}: interaction answered twice (first with type {kind})"
            ));
            return (
                400,
                json!({"code": 40060, "message": "Interaction has already been acknowledged."}),
            );
        }
        if elapsed > RESPONSE_DEADLINE {
            self.violation(format!(
                "{route}: initial response after {elapsed:?} (limit 3 s)"
            ));
            return not_found(10062);
        }
        let kind = body.get("type").and_then(Value::as_u64).unwrap_or(0);
        let data = body.get("data").cloned().unwrap_or(Value::Null);
        let ephemeral = flags(&data) & 64 != 0;
        let mut original = None;
        let mut thinking = false;
        let mut modal = None;
        match kind {
            4 => {
                self.check(route, contract::message(&data));
                original = Some(self.create(
                    route,
                    i.channel,
                    ephemeral.then_some(i.user),
                    Some(iid),
                    &data,
                    uploads,
                ));
            }
            5 => {
                original = Some(self.create(
                    route,
                    i.channel,
                    ephemeral.then_some(i.user),
                    Some(iid),
                    &json!({"content": ""}),
                    Vec::new(),
                ));
                thinking = true;
            }
            6 | 7 => {
                let source = match i.kind {
                    Kind::Component { message } => Some(message),
                    Kind::Modal { message } => message,
                    Kind::Command => None,
                };
                let Some(source) = source else {
                    self.violation(format!(
                        "{route}: type {kind} answers a component, not a command"
                    ));
                    return (400, json!({"code": 50035, "message": "Invalid Form Body"}));
                };
                original = Some(source);
                if kind == 7 {
                    self.check(route, contract::message(&data));
                    self.edit(route, source, &data, uploads);
                }
            }
            9 => {
                if matches!(i.kind, Kind::Modal { .. }) {
                    self.violation(format!("{route}: a modal cannot answer a modal submit"));
                    return (400, json!({"code": 50035, "message": "Invalid Form Body"}));
                }
                self.check(route, contract::modal(&data));
                modal = Some(data);
            }
            other => {
                self.violation(format!("{route}: unknown callback type {other}"));
                return (400, json!({"code": 50035, "message": "Invalid Form Body"}));
            }
        }
        if let Some(entry) = self.interactions.get_mut(&iid) {
            entry.response = Some((kind, elapsed));
            entry.original = original;
            entry.thinking = thinking;
            entry.modal = modal;
        }
        self.changes.push(Change::Answered {
            interaction: iid,
            kind,
        });
        (204, Value::Null)
    }

    #[allow(clippy::too_many_arguments)]
    fn webhook(
        &mut self,
        route: &str,
        method: &str,
        app: &str,
        token: &str,
        rest: &[&str],
        body: &Value,
        uploads: Vec<Upload>,
    ) -> Answer {
        if app != self.application.to_string() {
            self.violation(format!("{route}: webhook of another application"));
            return not_found(10015);
        }
        let Some(iid) = self.interaction_by_token(token) else {
            self.violation(format!("{route}: unknown interaction token"));
            return not_found(10015);
        };
        let Some(i) = self.interactions.get(&iid).cloned() else {
            return not_found(10015);
        };
        if i.response.is_none() {
            self.violation(format!("{route}: webhook used before the initial response"));
            return not_found(10015);
        }
        match (method, rest) {
            ("POST", []) => {
                self.check(route, contract::message(body));
                let ephemeral = flags(body) & 64 != 0;
                let id = match (i.thinking, i.original) {
                    // The first followup after a deferred response fills the "thinking" message
                    // and keeps the deferral's visibility.
                    (true, Some(original)) => {
                        self.edit(route, original, body, uploads);
                        if let Some(e) = self.interactions.get_mut(&iid) {
                            e.thinking = false;
                        }
                        original
                    }
                    _ => self.create(
                        route,
                        i.channel,
                        ephemeral.then_some(i.user),
                        Some(iid),
                        body,
                        uploads,
                    ),
                };
                if let Some(e) = self.interactions.get_mut(&iid) {
                    e.followed = true;
                }
                self.message_answer(id)
            }
            (_, [messages, which]) if *messages == "messages" => {
                let target = if *which == "@original" {
                    i.original
                } else {
                    which.parse().ok()
                };
                let Some(target) = target.filter(|t| self.live(*t)) else {
                    return not_found(10008);
                };
                match method {
                    "GET" => self.message_answer(target),
                    "PATCH" => {
                        self.check(route, contract::message(body));
                        self.edit(route, target, body, uploads);
                        if let Some(e) = self.interactions.get_mut(&iid) {
                            if e.original == Some(target) {
                                e.thinking = false;
                            }
                            e.followed = true;
                        }
                        self.message_answer(target)
                    }
                    "DELETE" => {
                        self.delete(target);
                        (204, Value::Null)
                    }
                    _ => {
                        self.unknown_routes.push(route.to_string());
                        not_found(0)
                    }
                }
            }
            _ => {
                self.unknown_routes.push(route.to_string());
                not_found(0)
            }
        }
    }

    fn channel_post(
        &mut self,
        route: &str,
        channel: &str,
        body: &Value,
        uploads: Vec<Upload>,
    ) -> Answer {
        let Some(channel) = channel
            .parse()
            .ok()
            .filter(|c| self.channels.contains(c) || self.is_thread(*c))
        else {
            self.violation(format!("{route}: unknown channel"));
            return not_found(10003);
        };
        self.check(route, contract::message(body));
        if flags(body) & 64 != 0 {
            self.violation(format!(
                "{route}: a channel message cannot be ephemeral; it would be public"
            ));
        }
        let nonce = match &body["nonce"] {
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            _ => None,
        }
        .filter(|_| body["enforce_nonce"] == Value::Bool(true));
        if let Some(existing) = nonce
            .as_ref()
            .and_then(|n| self.nonces.get(&(channel, n.clone())))
        {
            return self.message_answer(*existing);
        }
        self.post_reopens(channel);
        let id = self.create(route, channel, None, None, body, uploads);
        if let Some(nonce) = nonce {
            self.nonces.insert((channel, nonce), id);
        }
        self.message_answer(id)
    }

    /// `POST /users/@me/channels`: the client's DM channel with a member (made once, then the same).
    fn open_dm(&mut self, route: &str, body: &Value) -> Answer {
        let recipient = body["recipient_id"]
            .as_str()
            .and_then(|s| s.parse::<Id>().ok())
            .or_else(|| body["recipient_id"].as_u64());
        let Some(user) = recipient.and_then(|id| self.users.get(&id).cloned()) else {
            self.violation(format!(
                "{route}: no such recipient {}",
                body["recipient_id"]
            ));
            return (400, json!({"code": 50035, "message": "Invalid Form Body"}));
        };
        let channel = match self.dm_channels.get(&user.id) {
            Some(channel) => *channel,
            None => {
                let channel = self.id();
                self.channels.push(channel);
                self.dm_channels.insert(user.id, channel);
                channel
            }
        };
        (
            200,
            json!({"id": channel.to_string(), "type": 1, "last_message_id": null,
                   "recipients": [user.json()]}),
        )
    }

    /// A post to the DM channel of a member whose DMs are closed: refused as Discord does.
    fn dm_refused(&mut self, channel: &str) -> Option<Answer> {
        let channel: Id = channel.parse().ok()?;
        let (user, _) = self.dm_channels.iter().find(|(_, c)| **c == channel)?;
        self.dms_closed.contains(user).then(|| {
            (
                403,
                json!({"code": 50007, "message": "Cannot send messages to this user"}),
            )
        })
    }

    fn channel_message(
        &mut self,
        route: &str,
        method: &str,
        message: &str,
        body: &Value,
        uploads: Vec<Upload>,
    ) -> Answer {
        let Some(id) = message.parse().ok().filter(|m| self.live(*m)) else {
            return not_found(10008);
        };
        match method {
            "GET" => self.message_answer(id),
            "PATCH" => {
                if let Some(refused) = self.archived_refusal(id) {
                    return refused;
                }
                self.check(route, contract::message(body));
                self.edit(route, id, body, uploads);
                self.message_answer(id)
            }
            "DELETE" => {
                self.delete(id);
                (204, Value::Null)
            }
            _ => {
                self.unknown_routes.push(route.to_string());
                not_found(0)
            }
        }
    }

    fn live(&self, id: Id) -> bool {
        self.messages.get(&id).is_some_and(|m| !m.deleted)
    }

    fn message_answer(&self, id: Id) -> Answer {
        match self.messages.get(&id) {
            Some(m) => (
                200,
                m.json(&self.bot, self.guild_or_first(m.channel), self.application),
            ),
            None => not_found(10008),
        }
    }

    fn create(
        &mut self,
        route: &str,
        channel: Id,
        ephemeral_to: Option<Id>,
        interaction: Option<Id>,
        body: &Value,
        uploads: Vec<Upload>,
    ) -> Id {
        let id = self.id();
        let mut m = Message {
            id,
            channel,
            ephemeral_to,
            content: String::new(),
            embeds: Vec::new(),
            components: Vec::new(),
            attachments: Vec::new(),
            interaction,
            deleted: false,
            edits: 0,
        };
        m.apply(body);
        let (attachments, _) = self.attach(route, &[], body, &uploads);
        m.attachments = attachments;
        self.check(route, contract::attachments(&m.attachments, &m.embeds));
        self.messages.insert(id, m);
        self.changes.push(Change::Created(id));
        self.observe(id);
        id
    }

    fn edit(&mut self, route: &str, id: Id, body: &Value, uploads: Vec<Upload>) {
        let Some(before) = self.messages.get(&id).map(|m| m.attachments.clone()) else {
            return;
        };
        let (attachments, added) = self.attach(route, &before, body, &uploads);
        let kept: Vec<Attachment> = attachments
            .iter()
            .filter(|a| before.iter().any(|b| b.id == a.id))
            .cloned()
            .collect();
        let mut found = contract::stale(&kept, added);
        found.extend(same_sizes(&before, &attachments));
        if let Some(m) = self.messages.get_mut(&id) {
            m.apply(body);
            m.attachments = attachments;
            m.edits += 1;
            found.extend(contract::attachments(&m.attachments, &m.embeds));
        }
        self.check(route, found);
        self.changes.push(Change::Edited(id));
        self.observe(id);
    }

    /// The attachments a message has after a create (`before` empty) or an edit, as Discord
    /// decides them, and how many are new. With an `attachments` list in the payload, exactly
    /// the listed ones: an existing attachment by its id, a new file by the `n` of its
    /// `files[n]` part (with the listed description). Without it, the old ones stay and any new
    /// files are added. Every new file is checked ([`contract::upload`]) and needs alt text.
    fn attach(
        &mut self,
        route: &str,
        before: &[Attachment],
        body: &Value,
        uploads: &[Upload],
    ) -> (Vec<Attachment>, usize) {
        let mut found = Vec::new();
        for u in uploads {
            found.extend(contract::upload(u));
        }
        let mut out = Vec::new();
        let mut used = vec![false; uploads.len()];
        match body.get("attachments").and_then(Value::as_array) {
            Some(list) => {
                for entry in list {
                    let id = entry.get("id").and_then(|v| {
                        v.as_u64()
                            .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
                    });
                    let description = entry
                        .get("description")
                        .and_then(Value::as_str)
                        .map(str::to_string);
                    let new = uploads.iter().position(|u| id.is_some() && u.index() == id);
                    if let Some(n) = new {
                        if std::mem::replace(&mut used[n], true) {
                            found.push(format!("attachments lists file {id:?} twice"));
                            continue;
                        }
                        let upload = &uploads[n];
                        if let Some(listed) = entry.get("filename").and_then(Value::as_str) {
                            if listed != upload.filename {
                                found.push(format!(
                                    "attachments names file {id:?} {listed:?}, its part says {:?}",
                                    upload.filename
                                ));
                            }
                        }
                        let fresh = self.id();
                        out.push(Attachment::from_upload(fresh, upload, description));
                    } else if let Some(old) = before.iter().find(|b| Some(b.id) == id) {
                        out.push(old.clone());
                    } else {
                        found.push(format!(
                            "attachments lists {id:?}, neither a new file nor one of the message's"
                        ));
                    }
                }
                // Discord attaches a file part the list does not mention as well.
                for (n, u) in uploads.iter().enumerate() {
                    if !used[n] {
                        let fresh = self.id();
                        out.push(Attachment::from_upload(fresh, u, None));
                    }
                }
            }
            None => {
                out.extend(before.iter().cloned());
                for u in uploads {
                    let fresh = self.id();
                    out.push(Attachment::from_upload(fresh, u, None));
                }
            }
        }
        let added = out
            .iter()
            .filter(|a| !before.iter().any(|b| b.id == a.id))
            .count();
        for a in out.iter().filter(|a| !before.iter().any(|b| b.id == a.id)) {
            if a.description.as_deref().is_none_or(|d| d.trim().is_empty()) {
                found.push(format!(
                    "attachment {:?} has no description (alt text for screen readers)",
                    a.filename
                ));
            }
        }
        self.check(route, found);
        (out, added)
    }

    /// Deletes a message (the client did, or a test simulates a moderator).
    pub fn delete(&mut self, id: Id) {
        if let Some(m) = self.messages.get_mut(&id) {
            m.deleted = true;
            self.changes.push(Change::Deleted(id));
        }
    }

    /// Feeds a created or edited message to the leak watch.
    fn observe(&mut self, id: Id) {
        let Some(m) = self.messages.get(&id) else {
            return;
        };
        match m.ephemeral_to {
            Some(user) => self.leaks.private(user, m),
            None => {
                if let Some(v) = self.leaks.public(m) {
                    self.violation(v);
                }
            }
        }
    }
}

impl Default for World {
    fn default() -> Self {
        World::new()
    }
}

fn flags(body: &Value) -> u64 {
    body.get("flags").and_then(Value::as_u64).unwrap_or(0)
}

fn not_found(code: u64) -> Answer {
    (404, json!({"code": code, "message": "404: Not Found"}))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leaks::LeakRule;
    use std::collections::BTreeSet;

    fn words(text: &str) -> BTreeSet<String> {
        text.split_whitespace()
            .filter(|w| w.starts_with('#'))
            .map(str::to_string)
            .collect()
    }

    fn world_with_player() -> (World, Id, Id) {
        let mut w = World::new();
        let user = w.add_user("Ann", crate::model::PLAYER_PERMISSIONS);
        let channel = w.channels[0];
        (w, user, channel)
    }

    fn callback(w: &mut World, id: Id, token: &str, body: Value) -> Answer {
        w.route(
            "POST",
            &format!("/api/v10/interactions/{id}/{token}/callback"),
            &body,
            Vec::new(),
        )
    }

    #[test]
    fn a_late_or_second_answer_is_a_violation() {
        let (mut w, user, channel) = world_with_player();
        let (id, token) = w.open_interaction(user, channel, Kind::Command, "/t");
        let ok = callback(
            &mut w,
            id,
            &token,
            json!({"type": 4, "data": {"content": "hi"}}),
        );
        assert_eq!(ok.0, 204);
        let again = callback(
            &mut w,
            id,
            &token,
            json!({"type": 4, "data": {"content": "hi"}}),
        );
        assert_eq!(again.0, 400);
        let (late, token) = w.open_interaction(user, channel, Kind::Command, "/t");
        if let Some(i) = w.interactions.get_mut(&late) {
            i.sent -= Duration::from_secs(4);
        }
        let answer = callback(&mut w, late, &token, json!({"type": 5}));
        assert_eq!(answer.0, 404);
        assert_eq!(w.violations.len(), 2, "{:?}", w.violations);
        assert!(w.violations[0].contains("answered twice"));
        assert!(w.violations[1].contains("after"));
    }

    #[test]
    fn a_public_message_naming_a_private_card_is_caught() {
        let (mut w, user, channel) = world_with_player();
        w.leaks.set_rule(LeakRule {
            secrets: |t| t.strip_prefix("HAND").map(words),
            mentions: words,
            reveals_all: |_| false,
            open_move: |_| false,
        });
        let (id, token) = w.open_interaction(user, channel, Kind::Command, "/t");
        let body = json!({"type": 4, "data": {"content": "HAND #k #q", "flags": 64}});
        assert_eq!(callback(&mut w, id, &token, body).0, 204);
        assert!(w.leaks.checkpoint().is_empty());
        let path = format!("/api/v10/channels/{channel}/messages");
        let post = json!({"embeds": [{"description": "Ann is holding #q"}]});
        assert_eq!(w.route("POST", &path, &post, Vec::new()).0, 200);
        let found = w.leaks.checkpoint();
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("#q"));
    }

    #[test]
    fn an_ephemeral_answer_is_seen_only_by_its_user_and_updates_edit_the_source() {
        let (mut w, user, channel) = world_with_player();
        let (id, token) = w.open_interaction(user, channel, Kind::Command, "/t");
        let body = json!({"type": 4, "data": {"content": "secret", "flags": 64,
            "components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "Go", "custom_id": "1:1:a.g"}]}]}});
        callback(&mut w, id, &token, body);
        let original = w.interactions[&id].original.expect("an original message");
        assert_eq!(w.messages[&original].ephemeral_to, Some(user));
        let (click, token) =
            w.open_interaction(user, channel, Kind::Component { message: original }, "a");
        let update = json!({"type": 7, "data": {"content": "done", "components": []}});
        assert_eq!(callback(&mut w, click, &token, update).0, 204);
        assert_eq!(w.messages[&original].content, "done");
        assert!(w.messages[&original].components.is_empty());
        assert!(w.violations.is_empty(), "{:?}", w.violations);
    }

    #[test]
    fn deferred_answers_are_completed_through_the_webhook() {
        let (mut w, user, channel) = world_with_player();
        let app = w.application;
        // Type 5 (thinking, ephemeral), then the first followup fills that message.
        let (id, token) = w.open_interaction(user, channel, Kind::Command, "/hand");
        callback(
            &mut w,
            id,
            &token,
            json!({"type": 5, "data": {"flags": 64}}),
        );
        let thinking = w.interactions[&id].original.expect("a thinking message");
        let path = format!("/api/v10/webhooks/{app}/{token}");
        let followup = json!({"content": "Your hand", "flags": 64});
        assert_eq!(w.route("POST", &path, &followup, Vec::new()).0, 200);
        assert_eq!(w.messages[&thinking].content, "Your hand");
        assert_eq!(w.messages[&thinking].ephemeral_to, Some(user));
        // A second followup is a new message.
        w.route("POST", &path, &json!({"content": "more"}), Vec::new());
        assert_eq!(w.messages.len(), 2);
        // Type 6 on a component, then PATCH @original edits the component's message.
        let board = *w.messages.keys().next().expect("a message");
        let (click, token) =
            w.open_interaction(user, channel, Kind::Component { message: board }, "1:1:x");
        callback(&mut w, click, &token, json!({"type": 6}));
        let path = format!("/api/v10/webhooks/{app}/{token}/messages/@original");
        let edit = json!({"content": "edited"});
        assert_eq!(w.route("PATCH", &path, &edit, Vec::new()).0, 200);
        assert_eq!(w.messages[&board].content, "edited");
        // A webhook before any response is a violation.
        let (early, token) = w.open_interaction(user, channel, Kind::Command, "/board");
        let path = format!("/api/v10/webhooks/{app}/{token}");
        assert_eq!(
            w.route("POST", &path, &json!({"content": "x"}), Vec::new())
                .0,
            404
        );
        assert!(w.interactions[&early].response.is_none());
        assert_eq!(w.violations.len(), 1, "{:?}", w.violations);
    }

    fn png(name: &str, n: usize, width: u32) -> Upload {
        Upload {
            field: format!("files[{n}]"),
            filename: name.into(),
            data: crate::contract::tests::tiny_png(width, 10),
        }
    }

    /// A message body showing `file` in its embed, uploading it as `files[0]`.
    fn with_picture(text: &str, file: &str) -> Value {
        json!({
            "embeds": [{"description": text, "image": {"url": format!("attachment://{file}")}}],
            "attachments": [{"id": 0, "filename": file, "description": text}],
        })
    }

    #[test]
    fn pictures_are_stored_and_an_edit_replaces_them() {
        let (mut w, _, channel) = world_with_player();
        let path = format!("/api/v10/channels/{channel}/messages");
        let body = with_picture("board v1", "board.png");
        let (status, json) = w.route("POST", &path, &body, vec![png("board.png", 0, 100)]);
        assert_eq!(status, 200);
        assert_eq!(json["attachments"][0]["width"], 100);
        assert_eq!(json["attachments"][0]["content_type"], "image/png");
        let id: Id = json["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("id");
        let first = w.messages[&id].attachments[0].clone();
        assert_eq!(first.description.as_deref(), Some("board v1"));
        assert_eq!(first.dimensions, Some((100, 10)));

        // As serenity's EditMessage with EditAttachments::new().add(..): only the new file.
        let edit = format!("{path}/{id}");
        let body = with_picture("board v2", "board.png");
        w.route("PATCH", &edit, &body, vec![png("board.png", 0, 100)]);
        let now = &w.messages[&id].attachments;
        assert_eq!(now.len(), 1);
        assert_ne!(now[0].id, first.id);
        assert_eq!(now[0].description.as_deref(), Some("board v2"));
        assert!(w.violations.is_empty(), "{:?}", w.violations);

        // An edit listing the existing attachment by id keeps it.
        let keep = json!({"content": "x", "attachments": [{"id": now[0].id.to_string()}]});
        let kept_id = now[0].id;
        w.route("PATCH", &edit, &keep, Vec::new());
        assert_eq!(w.messages[&id].attachments[0].id, kept_id);
        // An empty list removes every picture (and the embed must stop showing it).
        let clear = json!({"embeds": [{"description": "text only"}], "attachments": []});
        w.route("PATCH", &edit, &clear, Vec::new());
        assert!(w.messages[&id].attachments.is_empty());
        assert!(w.violations.is_empty(), "{:?}", w.violations);
    }

    /// Issue 28: a board edited to a picture of another size makes the message jump; the fake
    /// reports it, while a picture of another name (a showdown after a board) may differ.
    #[test]
    fn an_edit_that_changes_a_pictures_size_is_caught() {
        let (mut w, _, channel) = world_with_player();
        let path = format!("/api/v10/channels/{channel}/messages");
        let body = with_picture("board v1", "board.png");
        let (_, json) = w.route("POST", &path, &body, vec![png("board.png", 0, 100)]);
        let edit = format!("{path}/{}", json["id"].as_str().unwrap_or_default());
        let other = with_picture("showdown", "showdown.png");
        w.route("PATCH", &edit, &other, vec![png("showdown.png", 0, 300)]);
        assert!(w.violations.is_empty(), "{:?}", w.violations);
        let board = with_picture("board v2", "showdown.png");
        w.route("PATCH", &edit, &board, vec![png("showdown.png", 0, 120)]);
        assert_eq!(w.violations.len(), 1, "{:?}", w.violations);
        assert!(
            w.violations[0].contains("from 300×10 to 120×10 pixels"),
            "{:?}",
            w.violations
        );
    }

    #[test]
    fn a_picture_piling_up_on_an_edit_is_caught() {
        let (mut w, _, channel) = world_with_player();
        let path = format!("/api/v10/channels/{channel}/messages");
        let body = with_picture("board v1", "board.png");
        let (_, json) = w.route("POST", &path, &body, vec![png("board.png", 0, 100)]);
        let id = json["id"].as_str().unwrap_or_default().to_string();
        // An edit without an `attachments` list keeps the old file next to the new one.
        let body = json!({
            "embeds": [{"description": "v2", "image": {"url": "attachment://board.png"}}],
        });
        w.route(
            "PATCH",
            &format!("{path}/{id}"),
            &body,
            vec![png("board.png", 0, 100)],
        );
        let found = w.violations.join("\n");
        assert!(found.contains("stale attachment"), "{found}");
        assert!(found.contains("two attachments named"), "{found}");
        assert!(found.contains("no description"), "{found}");
    }

    #[test]
    fn a_bad_file_or_a_missing_target_is_caught() {
        let (mut w, _, channel) = world_with_player();
        let path = format!("/api/v10/channels/{channel}/messages");
        let not_png = Upload {
            data: b"<svg/>".to_vec(),
            ..png("board.png", 0, 1)
        };
        w.route(
            "POST",
            &path,
            &with_picture("t", "board.png"),
            vec![not_png],
        );
        assert!(
            w.violations.iter().any(|v| v.contains("not a PNG")),
            "{:?}",
            w.violations
        );
        w.violations.clear();
        let body =
            json!({"embeds": [{"description": "t", "image": {"url": "attachment://view.png"}}]});
        w.route("POST", &path, &body, Vec::new());
        assert!(
            w.violations
                .iter()
                .any(|v| v.contains("no such attachment")),
            "{:?}",
            w.violations
        );
    }

    #[test]
    fn interaction_routes_carry_pictures() {
        let (mut w, user, channel) = world_with_player();
        let app = w.application;
        // Type 4, ephemeral, with its own picture.
        let (id, token) = w.open_interaction(user, channel, Kind::Command, "/hand");
        let mut data = with_picture("Your hand", "view.png");
        data["flags"] = json!(64);
        let answer = w.route(
            "POST",
            &format!("/api/v10/interactions/{id}/{token}/callback"),
            &json!({"type": 4, "data": data}),
            vec![png("view.png", 0, 50)],
        );
        assert_eq!(answer.0, 204);
        let view = w.interactions[&id].original.expect("original");
        assert_eq!(w.messages[&view].attachments[0].filename, "view.png");
        // Type 7 on that message replaces the picture (serenity always sends the list).
        let (click, token) =
            w.open_interaction(user, channel, Kind::Component { message: view }, "x");
        let mut data = with_picture("Your hand, later", "view.png");
        data["components"] = json!([]);
        w.route(
            "POST",
            &format!("/api/v10/interactions/{click}/{token}/callback"),
            &json!({"type": 7, "data": data}),
            vec![png("view.png", 0, 50)],
        );
        let pics = &w.messages[&view].attachments;
        assert_eq!(
            (pics.len(), pics[0].description.as_deref()),
            (1, Some("Your hand, later"))
        );
        // A followup and an @original edit.
        let hook = format!("/api/v10/webhooks/{app}/{token}");
        let (_, made) = w.route(
            "POST",
            &hook,
            &with_picture("more", "board.png"),
            vec![png("board.png", 0, 70)],
        );
        assert_eq!(made["attachments"][0]["filename"], "board.png");
        w.route(
            "PATCH",
            &format!("{hook}/messages/@original"),
            &with_picture("again", "view.png"),
            vec![png("view.png", 0, 50)],
        );
        let pics = &w.messages[&view].attachments;
        assert_eq!(
            (pics.len(), pics[0].description.as_deref()),
            (1, Some("again"))
        );
        assert!(w.violations.is_empty(), "{:?}", w.violations);
    }

    #[test]
    fn unknown_routes_are_recorded() {
        let (mut w, _, _) = world_with_player();
        let answer = w.route("GET", "/api/v10/guilds/1/bans", &Value::Null, Vec::new());
        assert_eq!(answer.0, 404);
        assert_eq!(w.unknown_routes, vec!["GET /guilds/1/bans".to_string()]);
    }
}
