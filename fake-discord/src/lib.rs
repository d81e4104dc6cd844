//! A fake Discord for wire-level tests: REST and gateway on 127.0.0.1 that the real `tabula`
//! binary (serenity + poise, unchanged code paths) connects to when `DISCORD_API_BASE` points
//! at [`FakeDiscord::api_base`].
//!
//! Tests act as Discord users: they send slash commands, click the components they can see,
//! and submit modals ([`FakeDiscord::slash`], [`FakeDiscord::click`], [`FakeDiscord::submit`]).
//! Everything the client sends is checked against Discord's limits and rules ([`contract`]) and,
//! with a [`LeakRule`], against hidden information in public messages ([`leaks`]). Unknown
//! routes answer 404 and are reported. A test ends with [`FakeDiscord::report`] and
//! [`Report::assert_clean`].
//!
//! The API is blocking: it is meant for plain `#[test]` functions; the fake runs on its own
//! tokio runtime.
//!
//! # Guilds and shards
//!
//! The world starts with one guild ([`FakeDiscord::guild`]) and its channel
//! ([`FakeDiscord::channel`]); [`FakeDiscord::add_guild`]`(shard, total)` adds another, with
//! one text channel ([`FakeDiscord::channels_in`]), whose id falls on that shard by Discord's
//! rule `(guild_id >> 22) % total` ([`shard_of`]). Every user is a member of every guild. The
//! slash, click and submit methods act in the guild of the channel (or message) they are
//! given, so a slash in `channels_in(g)[0]` is an interaction in guild `g`.
//!
//! The gateway honours IDENTIFY's `shard: [id, total]` (none: `[0, 1]`): READY echoes it and
//! lists only that shard's guilds, and only their GUILD_CREATEs follow. Every dispatch goes to
//! the newest live session of the shard that owns its guild (`guild_id`; a GUILD_* event's own
//! `id`), events without a guild (DMs) to shard 0. A connection that closes (a process killed
//! with SIGKILL), errs, or stays silent for two heartbeat intervals loses its session at once.
//! An interaction whose shard has no session is not delivered (on Discord the user sees it
//! fail): the call answers `Err`, [`FakeDiscord::undelivered`] counts it, and the report leaves
//! it out. After a restart, [`FakeDiscord::wait_for_shard`] waits for the new session (and
//! [`FakeDiscord::wait_ready`] for the process to register its commands, without which poise
//! ignores interactions). `GET /gateway/bot` recommends [`FakeDiscord::set_shard_count`]
//! shards (1 unless set); serenity asks only when it shards automatically, not for a shard
//! range.

// The guild object of GUILD_CREATE is one large `json!` literal.
#![recursion_limit = "256"]

pub mod contract;
mod gateway;
pub mod leaks;
pub mod model;
mod multipart;
mod png;
mod rest;
mod shards;
mod threads;
mod world;

pub use leaks::LeakRule;
pub use model::{Component, Id, Message, User};
pub use model::{NoThreads, Thread};
pub use shards::shard_of;
pub use world::{Change, Faults, Interaction, Kind};

use model::{MANAGE_CHANNELS, MANAGE_GUILD, PLAYER_PERMISSIONS};
use serde_json::{json, Value};
use shards::{Sessions, Shard};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::mpsc::UnboundedSender;
use world::World;

/// How long the client must stay quiet (no request in flight, none started) before an interaction
/// counts as fully answered: its board edits and notices are sent right after the response.
/// Only a last step: what counts is the client's own state ([`FakeDiscord::set_idle_check`]),
/// which a quiet period cannot tell on a busy machine (issue 25, item 1).
const SETTLE: Duration = Duration::from_millis(60);

/// How long to wait for the client to be done with an interaction (its idle check to hold and no
/// request in flight) before the run is flagged: generous, so that a busy machine only slows
/// the tests down.
const DONE_WAIT: Duration = Duration::from_secs(60);

/// A check of the client's own state (see [`FakeDiscord::set_idle_check`]).
type IdleCheck = Arc<dyn Fn() -> bool + Send + Sync>;

/// How long to wait for an initial response before giving up on it (Discord's limit is 3 s).
const RESPONSE_WAIT: Duration = Duration::from_millis(3_500);

/// The state shared by the HTTP server, the gateway and the test thread.
pub(crate) struct Shared {
    world: Mutex<World>,
    changed: Condvar,
    /// Never locked while waiting for `world` (the order is world, then sessions).
    sessions: Mutex<Sessions>,
    gateway_url: String,
}

impl Shared {
    pub(crate) fn lock(&self) -> MutexGuard<'_, World> {
        self.world.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn sessions(&self) -> MutexGuard<'_, Sessions> {
        self.sessions.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn begin_request(&self) {
        let mut w = self.lock();
        w.in_flight += 1;
        w.last_activity = Instant::now();
    }

    pub(crate) fn end_request(&self) {
        {
            let mut w = self.lock();
            w.in_flight = w.in_flight.saturating_sub(1);
            w.last_activity = Instant::now();
        }
        self.changed.notify_all();
    }

    pub(crate) fn next_connection(&self) -> u64 {
        let mut w = self.lock();
        w.id()
    }

    /// `connection` identified as `shard`, the `number`-th session so far.
    pub(crate) fn open_session(
        &self,
        connection: u64,
        shard: Shard,
        number: u64,
        tx: UnboundedSender<String>,
    ) {
        self.sessions().open(connection, shard, number, tx);
        self.changed.notify_all();
    }

    pub(crate) fn disconnected(&self, connection: u64) {
        self.sessions().close(connection);
        self.changed.notify_all();
    }

    /// Sends a dispatch (op 0) on one connection's session, whatever its shard.
    pub(crate) fn send_on(&self, connection: u64, event: &str, data: Value) -> bool {
        self.sessions().send_on(connection, event, data)
    }

    /// Sends a dispatch (op 0) to the session of the shard that owns the guild it concerns
    /// (its `guild_id`; shard 0 when none); false when that shard has no live session.
    pub(crate) fn dispatch(&self, event: &str, data: Value) -> bool {
        let guild = shards::guild_in(event, &data);
        self.sessions().dispatch(guild, event, data)
    }
}

/// Whether the client has gone quiet: no request in flight, and none started or ended for
/// [`SETTLE`].
fn quiet(w: &World, now: Instant) -> bool {
    w.in_flight == 0 && now.duration_since(w.last_activity) >= SETTLE
}

/// What one interaction led to.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub interaction: Id,
    /// The initial response's callback type (4 message, 5 deferred, 6 deferred update,
    /// 7 update, 9 modal), `None` if the client never answered.
    pub response: Option<u64>,
    pub latency: Option<Duration>,
    /// Every change the client made from the dispatch until it went quiet.
    pub changes: Vec<Change>,
    /// The modal the client opened, if any.
    pub modal: Option<Value>,
}

impl Outcome {
    /// Messages created or edited, in order, without repeats.
    pub fn touched(&self) -> Vec<Id> {
        let mut out = Vec::new();
        for c in &self.changes {
            if let Change::Created(id) | Change::Edited(id) = c {
                if !out.contains(id) {
                    out.push(*id);
                }
            }
        }
        out
    }
}

/// The findings of a run.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub interactions: usize,
    pub unanswered: usize,
    pub p50: Duration,
    pub p99: Duration,
    pub max: Duration,
    /// The three slowest initial responses and what they answered.
    pub slowest: Vec<(Duration, String)>,
    pub violations: Vec<String>,
    pub unknown_routes: Vec<String>,
}

impl Report {
    /// Panics with every finding when anything was wrong.
    pub fn assert_clean(&self) {
        let mut problems = self.violations.clone();
        problems.extend(
            self.unknown_routes
                .iter()
                .map(|r| format!("unknown route called: {r}")),
        );
        if self.unanswered > 0 {
            problems.push(format!(
                "{} interaction(s) never got an initial response",
                self.unanswered
            ));
        }
        assert!(
            problems.is_empty(),
            "the fake Discord found {} problem(s):\n{}",
            problems.len(),
            problems.join("\n")
        );
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} interactions, initial response p50 {:?} p99 {:?} max {:?} (slowest: {:?}), \
             {} unanswered, {} violations, {} unknown routes",
            self.interactions,
            self.p50,
            self.p99,
            self.max,
            self.slowest,
            self.unanswered,
            self.violations.len(),
            self.unknown_routes.len()
        )
    }
}

/// The fake Discord. Dropping it stops the servers.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    idle: Mutex<Option<IdleCheck>>,
    api_base: String,
    _runtime: tokio::runtime::Runtime,
}

impl FakeDiscord {
    /// Starts REST and gateway on ephemeral loopback ports.
    pub fn start() -> std::io::Result<FakeDiscord> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()?;
        let (http, gateway) = runtime.block_on(async {
            let http = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
            let gateway = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
            Ok::<_, std::io::Error>((http, gateway))
        })?;
        let api_base = format!("http://{}", http.local_addr()?);
        let shared = Arc::new(Shared {
            world: Mutex::new(World::new()),
            changed: Condvar::new(),
            sessions: Mutex::new(Sessions::default()),
            gateway_url: format!("ws://{}", gateway.local_addr()?),
        });
        runtime.spawn(rest::serve(http, Arc::clone(&shared)));
        runtime.spawn(gateway::serve(gateway, Arc::clone(&shared)));
        Ok(FakeDiscord {
            shared,
            idle: Mutex::new(None),
            api_base,
            _runtime: runtime,
        })
    }

    /// Sets the check that says the client is done with what it was given (for Tabula: nothing
    /// owed to Discord in its outbox, no deadline overdue). An interaction, and
    /// [`FakeDiscord::settle`], then wait until it holds and no request is in flight, for up to
    /// a minute, instead of trusting a moment of quiet: on a busy machine the client may pause
    /// between its answer and the board edit it owes (issue 25, item 1). It is not consulted
    /// while faults are injected (what is owed may then not go out until they end; such tests
    /// wait for what they need themselves).
    pub fn set_idle_check(&self, check: impl Fn() -> bool + Send + Sync + 'static) {
        *self.idle.lock().unwrap_or_else(|e| e.into_inner()) = Some(Arc::new(check));
    }

    /// Waits until the client is done: quiet, and its idle check (if any) holds. Flags the run
    /// when that takes longer than [`DONE_WAIT`]. While faults are injected the client may not
    /// get done (a request may hang, what is owed may wait for the outage to end): then it
    /// waits only until `faulty_by` for quiet, and flags nothing.
    fn wait_done(&self, faulty_by: Instant) -> MutexGuard<'_, World> {
        if self.shared.lock().faults_active() {
            return self.wait_until(|w, now| quiet(w, now) || now >= faulty_by);
        }
        let check = self.idle.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let deadline = Instant::now() + DONE_WAIT;
        loop {
            // Asked without holding the world's lock: the check may read the client's database
            // while the client's requests go on.
            let idle = check.as_ref().is_none_or(|check| check());
            let w = self.wait_until(|w, now| quiet(w, now) || now >= deadline);
            if idle && quiet(&w, Instant::now()) {
                return w;
            }
            if Instant::now() >= deadline {
                drop(w);
                self.flag(format!("the bot was not done within {DONE_WAIT:?}"));
                return self.shared.lock();
            }
            drop(
                self.shared
                    .changed
                    .wait_timeout(w, Duration::from_millis(10))
                    .unwrap_or_else(|e| e.into_inner()),
            );
        }
    }

    /// The value for `DISCORD_API_BASE`.
    pub fn api_base(&self) -> &str {
        &self.api_base
    }

    pub fn guild(&self) -> Id {
        self.shared.lock().guild
    }

    /// The channel every test starts with.
    pub fn channel(&self) -> Id {
        self.shared.lock().channels[0]
    }

    /// Another text channel of the first guild (add it before the client connects so
    /// GUILD_CREATE lists it).
    pub fn add_channel(&self) -> Id {
        let mut w = self.shared.lock();
        let guild = w.guild;
        w.add_channel(guild)
    }

    /// A further guild with one text channel, whose id falls on `shard` when the client runs
    /// `total` shards ([`shard_of`]); `Err` when there is no such shard. Every user is a member
    /// of every guild. If a session of that shard is connected, it gets the guild's
    /// GUILD_CREATE, as when a client is added to a server.
    pub fn add_guild(&self, shard: u32, total: u32) -> Result<Id, String> {
        let (guild, create) = {
            let mut w = self.shared.lock();
            let guild = w.add_guild(shard, total)?;
            (guild, w.guild_create(guild))
        };
        self.shared.dispatch("GUILD_CREATE", create);
        Ok(guild)
    }

    /// Every guild, the first ([`FakeDiscord::guild`]) first.
    pub fn guilds(&self) -> Vec<Id> {
        self.shared.lock().guilds.clone()
    }

    /// `guild`'s text channels, the one it started with first.
    pub fn channels_in(&self, guild: Id) -> Vec<Id> {
        self.shared.lock().channels_in(guild)
    }

    /// Another text channel of `guild` (add it before the client connects so GUILD_CREATE lists
    /// it); `Err` for an unknown guild.
    pub fn add_channel_in(&self, guild: Id) -> Result<Id, String> {
        let mut w = self.shared.lock();
        if !w.guilds.contains(&guild) {
            return Err(format!("there is no guild {guild}"));
        }
        Ok(w.add_channel(guild))
    }

    /// The guild of a text channel or thread; `None` for a DM channel or an unknown one.
    pub fn guild_of(&self, channel: Id) -> Option<Id> {
        self.shared.lock().guild_of(channel)
    }

    /// The number of shards `GET /gateway/bot` recommends (1 unless set): what a client that
    /// shards automatically starts. A client given its shard range does not ask.
    pub fn set_shard_count(&self, shards: u32) {
        self.shared.lock().shard_count = shards;
    }

    /// The `[shard_id, num_shards]` of every live gateway session, oldest first.
    pub fn connected_shards(&self) -> Vec<(u32, u32)> {
        self.shared.sessions().shards()
    }

    /// Waits until a session beyond the first `after` ([`FakeDiscord::sessions`] before a
    /// restart) has identified as shard `shard` and is still connected: then interactions in
    /// that shard's guilds reach it. Only the gateway: a client process also needs to have set
    /// itself up (registered its commands, see [`FakeDiscord::wait_ready`]) before it
    /// handles them.
    pub fn wait_for_shard(&self, shard: u32, after: u64, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        let mut w = self.shared.lock();
        loop {
            if self.shared.sessions().has(shard, after) {
                return Ok(());
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(format!(
                    "no session beyond the first {after} connected as shard {shard} within \
                     {timeout:?}; connected: {:?}",
                    self.shared.sessions().shards()
                ));
            }
            w = self
                .shared
                .changed
                .wait_timeout(w, (deadline - now).min(Duration::from_millis(50)))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// How many interactions found no connected session of their guild's shard (never
    /// delivered, and not in the report).
    pub fn undelivered(&self) -> u64 {
        self.shared.lock().undelivered
    }

    /// How many times the client registered its commands (poise: once per process start).
    pub fn registrations(&self) -> u64 {
        self.shared.lock().registrations
    }

    /// A guild member with ordinary player permissions.
    /// The Discord languages of every later interaction: the member's (`locale`) and the
    /// server's (`guild_locale`), as Discord's locale codes.
    pub fn set_locales(&self, user: &str, guild: &str) {
        self.shared.lock().locales = (user.to_string(), guild.to_string());
    }

    pub fn add_user(&self, name: &str) -> Id {
        self.shared.lock().add_user(name, PLAYER_PERMISSIONS)
    }

    /// A guild member who may manage channels (a moderator).
    pub fn add_moderator(&self, name: &str) -> Id {
        self.shared
            .lock()
            .add_user(name, PLAYER_PERMISSIONS | MANAGE_CHANNELS)
    }

    /// A guild member who may manage the server (an admin).
    pub fn add_admin(&self, name: &str) -> Id {
        self.shared
            .lock()
            .add_user(name, PLAYER_PERMISSIONS | MANAGE_GUILD)
    }

    pub fn user_name(&self, user: Id) -> String {
        self.shared
            .lock()
            .users
            .get(&user)
            .map(|u| u.name.clone())
            .unwrap_or_default()
    }

    pub fn set_leak_rule(&self, rule: LeakRule) {
        self.shared.lock().leaks.set_rule(rule);
    }

    /// Ends a leak-check step (see [`leaks`]); findings become violations.
    pub fn checkpoint(&self) {
        let mut w = self.shared.lock();
        let found = w.leaks.checkpoint();
        w.violations.extend(found);
    }

    /// The secrets `user` was last shown privately.
    pub fn secrets_of(&self, user: Id) -> std::collections::BTreeSet<String> {
        self.shared.lock().leaks.secrets_of(user)
    }

    /// Records a problem found by the test itself (e.g. an impolite refusal).
    pub fn flag(&self, violation: String) {
        self.shared.lock().violations.push(violation);
    }

    /// How many gateway sessions identified so far.
    pub fn sessions(&self) -> u64 {
        self.shared.lock().sessions
    }

    /// Waits until a client session beyond the first `after` is connected and has registered its
    /// commands (poise registers once per start).
    pub fn wait_ready(&self, after: u64, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        let mut w = self.shared.lock();
        loop {
            let connected = self.shared.sessions().any();
            if connected && w.sessions > after && w.registrations >= w.sessions {
                return Ok(());
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(format!(
                    "bot not ready: {} sessions, {} registrations, connected {connected}",
                    w.sessions, w.registrations
                ));
            }
            w = self
                .shared
                .changed
                .wait_timeout(w, (deadline - now).min(Duration::from_millis(50)))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// Holds every interaction response the client sends (`POST .../callback`) for `hold` before
    /// taking it, like a slow network, so the client is caught in the middle of answering; `None`
    /// takes them at once again.
    pub fn hold_responses(&self, hold: Option<Duration>) {
        self.shared.lock().hold_responses = hold;
    }

    /// Waits until at least `n` responses have been held (see [`FakeDiscord::hold_responses`]).
    pub fn wait_held(&self, n: u64, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        let w = self.wait_until(|w, now| w.held_responses >= n || now >= deadline);
        if w.held_responses >= n {
            Ok(())
        } else {
            Err(format!("only {} of {n} responses held", w.held_responses))
        }
    }

    /// Makes every request about `channel`'s messages (posts, edits) hang for `hang` before it
    /// is handled, like a Discord that answers one route very late; `None` ends it.
    pub fn hang_channel(&self, channel: Id, hang: Option<Duration>) {
        self.shared.lock().hang_channel = hang.map(|h| (channel, h));
    }

    /// Takes the client's access to `channel` away (`denied`) or gives it back: meanwhile every
    /// request about its messages is answered 403 "Missing Access", as Discord does when a
    /// server removes the client's permissions there.
    pub fn deny_channel(&self, channel: Id, denied: bool) {
        let mut w = self.shared.lock();
        if denied {
            w.denied_channels.insert(channel);
        } else {
            w.denied_channels.remove(&channel);
        }
    }

    /// Closes `user`'s direct messages (`closed`) or opens them again: meanwhile the client's
    /// posts to their DM channel are refused (403, code 50007).
    pub fn close_dms(&self, user: Id, closed: bool) {
        let mut w = self.shared.lock();
        if closed {
            w.dms_closed.insert(user);
        } else {
            w.dms_closed.remove(&user);
        }
    }

    /// The threads the client opened in `parent`, oldest first.
    pub fn threads_of(&self, parent: Id) -> Vec<Thread> {
        let w = self.shared.lock();
        w.threads
            .values()
            .filter(|t| t.parent == parent)
            .cloned()
            .collect()
    }

    pub fn thread(&self, id: Id) -> Option<Thread> {
        self.shared.lock().threads.get(&id).cloned()
    }

    /// Discord archives `thread`, as it does after the thread's inactivity period.
    pub fn archive_thread(&self, thread: Id) {
        let mut w = self.shared.lock();
        if let Some(t) = w.threads.get_mut(&thread) {
            t.archived = true;
        }
    }

    /// The client may not open threads in `channel` from now on, in the way `how` says (`None`:
    /// it may again).
    pub fn deny_threads(&self, channel: Id, how: Option<NoThreads>) {
        let mut w = self.shared.lock();
        match how {
            Some(how) => w.no_threads.insert(channel, how),
            None => w.no_threads.remove(&channel),
        };
    }

    /// The guild's limit of active threads (Discord's is about 1,000).
    pub fn set_thread_limit(&self, limit: usize) {
        self.shared.lock().thread_limit = limit;
    }

    /// How many of the client's thread creations were refused so far.
    pub fn thread_refusals(&self) -> u64 {
        self.shared.lock().thread_refusals
    }

    /// The direct messages the client sent `user`, oldest first.
    pub fn direct_messages(&self, user: Id) -> Vec<Message> {
        let w = self.shared.lock();
        let Some(channel) = w.dm_channels.get(&user) else {
            return Vec::new();
        };
        w.messages
            .values()
            .filter(|m| m.channel == *channel && !m.deleted)
            .cloned()
            .collect()
    }

    /// How many requests [`FakeDiscord::deny_channel`] refused so far.
    pub fn denied_requests(&self) -> u64 {
        self.shared.lock().denied_requests
    }

    /// Waits until at least `n` requests have hung (see [`FakeDiscord::hang_channel`]).
    pub fn wait_hung(&self, n: u64, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        let w = self.wait_until(|w, now| w.hung_requests >= n || now >= deadline);
        if w.hung_requests >= n {
            Ok(())
        } else {
            Err(format!("only {} of {n} requests hung", w.hung_requests))
        }
    }

    /// Injects `faults` into the client's requests about channel messages from now on (an
    /// outage window, every n-th request failing, every n-th post's answer lost);
    /// `Faults::default()` ends them. Returns how many requests faults answered so far.
    pub fn inject(&self, faults: world::Faults) -> u64 {
        let mut w = self.shared.lock();
        let injected = w.faults.injected;
        w.faults = world::Faults {
            seen: w.faults.seen,
            uploads_seen: w.faults.uploads_seen,
            injected,
            ..faults
        };
        injected
    }

    /// How many channel requests faults have answered so far.
    pub fn faults_injected(&self) -> u64 {
        self.shared.lock().faults.injected
    }

    /// Whether a client is connected to the gateway now (on any shard).
    pub fn connected(&self) -> bool {
        self.shared.sessions().any()
    }

    /// The nonce channel message `id` was created with (`enforce_nonce` only), if any.
    pub fn nonce_of(&self, id: Id) -> Option<String> {
        self.shared
            .lock()
            .nonces
            .iter()
            .find(|(_, m)| **m == id)
            .map(|((_, nonce), _)| nonce.clone())
    }

    /// A registered command by name.
    pub fn command(&self, name: &str) -> Option<Value> {
        self.shared
            .lock()
            .commands
            .iter()
            .find(|c| c.get("name").and_then(Value::as_str) == Some(name))
            .cloned()
    }

    /// Every registered command.
    pub fn commands(&self) -> Vec<Value> {
        self.shared.lock().commands.clone()
    }

    /// The message, whoever may see it.
    pub fn message(&self, id: Id) -> Option<Message> {
        self.shared.lock().messages.get(&id).cloned()
    }

    /// Deletes a message, as a moderator would.
    pub fn delete_message(&self, id: Id) {
        self.shared.lock().delete(id);
    }

    /// The live messages `user` sees in `channel`: public ones and their own ephemeral ones.
    pub fn visible(&self, user: Id, channel: Id) -> Vec<Message> {
        self.shared
            .lock()
            .messages
            .values()
            .filter(|m| {
                !m.deleted && m.channel == channel && m.ephemeral_to.is_none_or(|u| u == user)
            })
            .cloned()
            .collect()
    }

    /// `user` types a slash command. `name` is the command, then its subcommand group and
    /// subcommand if it has them, as a user types them (`"play quinox"`). Options are
    /// `(name, value)`; their types come from the registered command. As Discord's client
    /// does, the fake sends only what the registration allows: a command with subcommands
    /// needs one, every option must be registered on the subcommand (or command) it is given
    /// to, a required one must be given, and each value must be of its option's type, among
    /// its choices and within its range. Anything else is an `Err`, not an interaction.
    ///
    /// The interaction carries the subcommand as Discord sends it: `data.options` holds one
    /// option of type 1 (`SUB_COMMAND`, inside one of type 2 for a group) named after it,
    /// whose own `options` (an empty list when none are given) are the ones typed.
    pub fn slash(
        &self,
        user: Id,
        channel: Id,
        name: &str,
        options: &[(&str, Value)],
    ) -> Result<Outcome, String> {
        if self.thread(channel).is_some_and(|t| t.archived) {
            // Discord's client offers no slash command there.
            return Err("an archived thread does not accept slash commands".into());
        }
        let mut words = name.split_whitespace();
        let top = words.next().ok_or("a slash command needs a name")?;
        let command = self
            .command(top)
            .ok_or_else(|| format!("/{top} is not registered"))?;
        // The subcommand group and subcommand, each an option of the level above.
        let mut chain: Vec<(String, u64)> = Vec::new();
        let mut leaf = command.clone();
        for word in words {
            let sub = registered_options(&leaf)
                .into_iter()
                .find(|o| o["name"] == word && matches!(o["type"].as_u64(), Some(1 | 2)))
                .ok_or_else(|| format!("/{name}: no subcommand {word}"))?;
            chain.push((word.to_string(), sub["type"].as_u64().unwrap_or(1)));
            leaf = sub;
        }
        if registered_options(&leaf)
            .iter()
            .any(|o| matches!(o["type"].as_u64(), Some(1 | 2)))
        {
            return Err(format!("/{name} needs a subcommand"));
        }
        let declared = registered_options(&leaf);
        let mut resolved_users = serde_json::Map::new();
        let mut resolved_members = serde_json::Map::new();
        let mut list = Vec::new();
        for (option, value) in options {
            let registered = declared
                .iter()
                .find(|o| o["name"] == *option)
                .ok_or_else(|| format!("/{name} has no option {option}"))?;
            let kind = registered["type"].as_u64().unwrap_or(0);
            contract::option_value(registered, value)
                .map_err(|e| format!("/{name} {option}: {e}"))?;
            if kind == 6 {
                let id: Id = value
                    .as_str()
                    .and_then(|s| s.parse().ok())
                    .ok_or("a user option needs a user id string")?;
                let w = self.shared.lock();
                if let Some(u) = w.users.get(&id) {
                    resolved_users.insert(id.to_string(), u.json());
                    let mut member = u.member_json();
                    if let Some(m) = member.as_object_mut() {
                        m.remove("user");
                    }
                    resolved_members.insert(id.to_string(), member);
                }
            }
            list.push(json!({"name": option, "type": kind, "value": value}));
        }
        if let Some(missing) = declared
            .iter()
            .find(|o| o["required"] == true && !options.iter().any(|(n, _)| o["name"] == *n))
        {
            return Err(format!("/{name} needs its option {}", missing["name"]));
        }
        for (word, kind) in chain.into_iter().rev() {
            list = vec![json!({"name": word, "type": kind, "options": list})];
        }
        let mut data = json!({
            "id": command["id"],
            "name": top,
            "type": 1,
            "options": list,
            "guild_id": self.shared.lock().guild_or_first(channel).to_string(),
        });
        if !resolved_users.is_empty() {
            data["resolved"] = json!({"users": resolved_users, "members": resolved_members});
        }
        self.interact(user, channel, Kind::Command, 2, data, None)
    }

    /// `user` types a slash command from a client that still holds an older registration
    /// (Discord's clients cache commands): the options go as given, flat, typed from their
    /// JSON (a string, an integer, a boolean), whatever is registered now. For testing that
    /// the client answers the shape of its previous registration (e.g. `/play game:quinox`,
    /// before `/play` had a subcommand per game).
    pub fn slash_stale(
        &self,
        user: Id,
        channel: Id,
        name: &str,
        options: &[(&str, Value)],
    ) -> Result<Outcome, String> {
        let command = self
            .command(name)
            .ok_or_else(|| format!("/{name} is not registered"))?;
        let list: Vec<Value> = options
            .iter()
            .map(|(option, value)| {
                let kind = match value {
                    Value::Bool(_) => 5,
                    Value::Number(_) => 4,
                    _ => 3,
                };
                json!({"name": option, "type": kind, "value": value})
            })
            .collect();
        let data = json!({
            "id": command["id"],
            "name": name,
            "type": 1,
            "options": list,
            "guild_id": self.shared.lock().guild_or_first(channel).to_string(),
        });
        self.interact(user, channel, Kind::Command, 2, data, None)
    }

    /// `user` clicks the button (or picks `values` in the select) `custom_id` on `message`.
    /// The component must be on the message and the message visible to the user.
    pub fn click(
        &self,
        user: Id,
        message: Id,
        custom_id: &str,
        values: &[&str],
    ) -> Result<Outcome, String> {
        let (m, kind) = self.visible_component(user, message, custom_id)?;
        self.click_raw(user, &m, custom_id, kind, values)
    }

    /// Like [`FakeDiscord::click`], but returns as soon as the initial response arrived,
    /// without waiting for the client to go quiet. For read-only components (e.g. "show my hand")
    /// whose whole answer is the response.
    pub fn click_answer(&self, user: Id, message: Id, custom_id: &str) -> Result<Outcome, String> {
        let (m, kind) = self.visible_component(user, message, custom_id)?;
        let data = json!({"custom_id": custom_id, "component_type": kind});
        let json = {
            let w = self.shared.lock();
            m.json(&w.bot, w.guild_or_first(m.channel), w.application)
        };
        let kind = Kind::Component { message: m.id };
        self.interact_with(user, m.channel, kind, 3, data, Some(json), false)
    }

    /// The message (if `user` can see it) and the Discord type of its component `custom_id`.
    fn visible_component(
        &self,
        user: Id,
        message: Id,
        custom_id: &str,
    ) -> Result<(Message, u64), String> {
        let m = self
            .message(message)
            .filter(|m| !m.deleted && m.ephemeral_to.is_none_or(|u| u == user))
            .ok_or_else(|| format!("message {message} is not visible to {user}"))?;
        let kind = m
            .component_type(custom_id)
            .ok_or_else(|| format!("no component {custom_id} on message {message}"))?;
        Ok((m, kind))
    }

    /// A click as a forged or outdated client could send it: any custom_id on any message.
    pub fn click_raw(
        &self,
        user: Id,
        message: &Message,
        custom_id: &str,
        component_type: u64,
        values: &[&str],
    ) -> Result<Outcome, String> {
        let mut data = json!({"custom_id": custom_id, "component_type": component_type});
        if component_type != 2 {
            data["values"] = json!(values);
        }
        let json = {
            let w = self.shared.lock();
            message.json(&w.bot, w.guild_or_first(message.channel), w.application)
        };
        self.interact(
            user,
            message.channel,
            Kind::Component {
                message: message.id,
            },
            3,
            data,
            Some(json),
        )
    }

    /// `user` submits the modal `custom_id` with `fields` (`(input custom_id, value)`).
    pub fn submit(
        &self,
        user: Id,
        channel: Id,
        from: Option<Id>,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> Result<Outcome, String> {
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, value)| {
                json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": value}]})
            })
            .collect();
        let data = json!({"custom_id": custom_id, "components": rows});
        let message = from.and_then(|id| self.message(id)).map(|m| {
            let w = self.shared.lock();
            m.json(&w.bot, w.guild_or_first(m.channel), w.application)
        });
        self.interact(
            user,
            channel,
            Kind::Modal { message: from },
            5,
            data,
            message,
        )
    }

    /// Dispatches one INTERACTION_CREATE and waits for the answer and for the client to go quiet.
    fn interact(
        &self,
        user: Id,
        channel: Id,
        kind: Kind,
        interaction_type: u64,
        data: Value,
        message: Option<Value>,
    ) -> Result<Outcome, String> {
        self.interact_with(user, channel, kind, interaction_type, data, message, true)
    }

    /// [`FakeDiscord::interact`], optionally without waiting for quiet after the response.
    #[allow(clippy::too_many_arguments)]
    fn interact_with(
        &self,
        user: Id,
        channel: Id,
        kind: Kind,
        interaction_type: u64,
        data: Value,
        message: Option<Value>,
        settle: bool,
    ) -> Result<Outcome, String> {
        let (payload, id, start) = {
            let mut w = self.shared.lock();
            let member = w
                .users
                .get(&user)
                .ok_or_else(|| format!("unknown user {user}"))?
                .clone();
            let label = data
                .get("custom_id")
                .or_else(|| data.get("name"))
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string();
            let (id, token) = w.open_interaction(user, channel, kind, &label);
            let guild = w.guild_or_first(channel);
            let mut payload = json!({
                "id": id.to_string(),
                "application_id": w.application.to_string(),
                "type": interaction_type,
                "data": data,
                "guild_id": guild.to_string(),
                "channel_id": channel.to_string(),
                "channel": match w.threads.get(&channel) {
                    Some(thread) => thread.partial_json(member.permissions),
                    None => json!({"id": channel.to_string(), "type": 0, "name": "table",
                                   "permissions": member.permissions.to_string()}),
                },
                "member": member.member_json(),
                "token": token,
                "version": 1,
                "app_permissions": w.app_permissions(channel).to_string(),
                "locale": w.locales.0.clone(),
                "guild_locale": w.locales.1.clone(),
                "entitlements": [],
                "authorizing_integration_owners": {"0": guild.to_string()},
                "context": 0,
                "attachment_size_limit": 10_485_760,
            });
            if let Some(m) = message {
                payload["message"] = m;
            }
            (payload, id, w.changes.len())
        };
        if !self.shared.dispatch("INTERACTION_CREATE", payload) {
            let guild = {
                let mut w = self.shared.lock();
                w.undeliverable(id);
                w.guild_or_first(channel)
            };
            return Err(format!(
                "no bot session of guild {guild}'s shard is connected to the gateway: \
                 the interaction was not delivered"
            ));
        }
        let deadline = Instant::now() + RESPONSE_WAIT;
        let answered = |w: &World| {
            w.interactions
                .get(&id)
                .is_some_and(|i| i.response.is_some())
        };
        let mut w = self.wait_until(|w, now| answered(w) || now >= deadline);
        // A command's "thinking" message is always a deferral: the client is done with it only
        // once it is filled in, whatever quiet comes before (the client may open a thread and
        // handle the command again meanwhile, issue 27).
        let thinking = |w: &World| {
            w.interactions
                .get(&id)
                .is_some_and(|i| matches!(i.response, Some((5, _))) && i.thinking)
        };
        if settle && thinking(&w) && !w.faults_active() {
            let patience = Instant::now() + DONE_WAIT;
            drop(w);
            w = self.wait_until(|w, now| !thinking(w) || now >= patience);
            if thinking(&w) {
                w.violations.push(format!(
                    "a deferred answer was not filled in within {DONE_WAIT:?}"
                ));
            }
        }
        if settle && answered(&w) {
            drop(w);
            w = self.wait_done(deadline);
        } else if answered(&w) {
            // A deferral (type 5 or 6) is not yet the answer: wait for the message that fills
            // it, however long a busy machine takes (issue 25, item 1).
            let filled = |w: &World| {
                w.interactions.get(&id).is_some_and(|i| match i.response {
                    Some((5, _)) => !i.thinking,
                    Some((6, _)) => i.followed,
                    _ => true,
                })
            };
            if !filled(&w) {
                let patience = Instant::now() + DONE_WAIT;
                drop(w);
                w = self.wait_until(|w, now| filled(w) || now >= patience);
                if !filled(&w) {
                    w.violations.push(format!(
                        "a deferred answer was not filled in within {DONE_WAIT:?}"
                    ));
                }
            }
        }
        let interaction = w.interactions.get(&id).cloned();
        Ok(Outcome {
            interaction: id,
            response: interaction.as_ref().and_then(|i| i.response.map(|r| r.0)),
            latency: interaction.as_ref().and_then(|i| i.response.map(|r| r.1)),
            changes: w.changes[start..].to_vec(),
            modal: interaction.and_then(|i| i.modal),
        })
    }

    /// Waits until the client is done ([`FakeDiscord::set_idle_check`]) and quiet.
    pub fn settle(&self) {
        drop(self.wait_done(Instant::now() + RESPONSE_WAIT));
    }

    /// Blocks until `done(world, now)` holds, re-checking at every change and every 10 ms.
    fn wait_until(&self, mut done: impl FnMut(&World, Instant) -> bool) -> MutexGuard<'_, World> {
        let mut w = self.shared.lock();
        while !done(&w, Instant::now()) {
            w = self
                .shared
                .changed
                .wait_timeout(w, Duration::from_millis(10))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        w
    }

    /// Sends any gateway dispatch as is, e.g. a malformed event to see that the test notices
    /// the client dropping it. It goes to the shard of its `guild_id` (of its `id` for a GUILD_*
    /// event; shard 0 without one); false when that shard has no session.
    pub fn dispatch_raw(&self, event: &str, data: Value) -> bool {
        self.shared.dispatch(event, data)
    }

    /// Changes since `from` (an index into the change log; see [`FakeDiscord::change_count`]).
    pub fn changes_since(&self, from: usize) -> Vec<Change> {
        self.shared.lock().changes[from..].to_vec()
    }

    pub fn change_count(&self) -> usize {
        self.shared.lock().changes.len()
    }

    /// Interaction latencies, violations and unknown routes so far.
    pub fn report(&self) -> Report {
        let w = self.shared.lock();
        let mut latencies: Vec<Duration> = w
            .interactions
            .values()
            .filter_map(|i| i.response.map(|r| r.1))
            .collect();
        latencies.sort();
        let pick = |q: f64| {
            if latencies.is_empty() {
                Duration::ZERO
            } else {
                let i = ((latencies.len() as f64 - 1.0) * q).round() as usize;
                latencies[i]
            }
        };
        Report {
            interactions: w.interactions.len(),
            unanswered: w
                .interactions
                .values()
                .filter(|i| i.response.is_none())
                .count(),
            p50: pick(0.5),
            p99: pick(0.99),
            max: latencies.last().copied().unwrap_or_default(),
            slowest: {
                let mut all: Vec<(Duration, String)> = w
                    .interactions
                    .values()
                    .filter_map(|i| i.response.map(|r| (r.1, i.label.clone())))
                    .collect();
                all.sort_by_key(|b| std::cmp::Reverse(b.0));
                all.truncate(3);
                all
            },
            violations: w.violations.clone(),
            unknown_routes: w.unknown_routes.clone(),
        }
    }
}

/// The options a registered command (or subcommand) lists.
fn registered_options(item: &Value) -> Vec<Value> {
    item.get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default()
}
