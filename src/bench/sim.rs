//! Simulated players at one table. They know only what Discord would show them (the replies'
//! components and pings) and click random legal choices, one interaction per [`TableSim::step`].
use commands::api::{Actor, Delivery, Reply};
use commands::Core;
use commands::Input;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// What one interaction turned out to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Something public changed (an action, a lobby change): a durable input.
    Durable,
    /// A private answer only (a menu step, a view, a refusal): nothing to persist.
    ReadOnly,
}

/// One choice on a message: a button, or a select with its option values.
struct Choice {
    custom_id: String,
    values: Vec<String>,
}

/// Where the table is in its life cycle.
enum Phase {
    /// `/play`, then `/join` by each other player, then `/start`: the number of commands sent.
    Opening(usize),
    Playing,
}

pub struct TableSim {
    guild: String,
    pub channel: String,
    game: String,
    time: &'static str,
    users: Vec<String>,
    phase: Phase,
    /// The newest "Show my hand / act" id from a board or notice.
    hand: Option<String>,
    /// Who the newest notice pinged: the players with a prompt.
    pinged: Vec<String>,
    /// The menu one player currently has open: (user index, choices).
    menu: Option<(usize, Vec<Choice>)>,
    /// Each table its own, seeded: no shared state between threads, the same clicks each run.
    rng: ChaCha8Rng,
    /// Games this table finished.
    pub finished: usize,
}

pub(super) fn actor(guild: &str, channel: &str, user: &str) -> Actor {
    Actor {
        guild: guild.to_string(),
        channel: channel.to_string(),
        user: user.to_string(),
        name: user.to_string(),
        manage_channels: false,
        manage_server: false,
        parent: None,
        threads: Default::default(),
        locales: Default::default(),
    }
}

pub(super) fn command(name: &str, options: &[(&str, &str)]) -> Input {
    let options: BTreeMap<String, serde_json::Value> = options
        .iter()
        .map(|(k, v)| (k.to_string(), serde_json::Value::String(v.to_string())))
        .collect();
    Input::command(name, options).unwrap_or_else(|e| panic!("/{name}: {e}"))
}

impl TableSim {
    /// A table of `users` in `channel` that will open a `game` table with time control `time`.
    pub fn new(
        guild: String,
        channel: String,
        game: &str,
        time: &'static str,
        users: Vec<String>,
        seed: u64,
    ) -> TableSim {
        TableSim {
            guild,
            channel,
            game: game.to_string(),
            time,
            users,
            phase: Phase::Opening(0),
            hand: None,
            pinged: Vec::new(),
            menu: None,
            rng: ChaCha8Rng::seed_from_u64(seed),
            finished: 0,
        }
    }

    pub fn is_playing(&self) -> bool {
        matches!(self.phase, Phase::Playing)
    }

    /// The next interaction the players would make, and how long Tabula took to answer it
    /// (input received to replies ready, commit included).
    pub fn step(&mut self, core: &Core) -> (Kind, Duration) {
        let (user, input) = self.next_input();
        let who = actor(&self.guild, &self.channel, &self.users[user]);
        let started = Instant::now();
        let replies = core.handle(&who, input);
        let took = started.elapsed();
        let kind = if replies.iter().any(|r| r.to.is_public()) {
            Kind::Durable
        } else {
            Kind::ReadOnly
        };
        self.observe(&replies);
        self.menu = private_choices(&replies, &self.users[user]).map(|c| (user, c));
        (kind, took)
    }

    fn next_input(&mut self) -> (usize, Input) {
        if let Phase::Opening(sent) = self.phase {
            self.phase = Phase::Opening(sent + 1);
            return match sent {
                0 => (
                    0,
                    command("play", &[("game", &self.game), ("time", self.time)]),
                ),
                n if n < self.users.len() => (n, command("join", &[])),
                _ => {
                    self.phase = Phase::Playing;
                    (0, command("start", &[]))
                }
            };
        }
        if let Some((user, choices)) = self.menu.take() {
            if !choices.is_empty() {
                let c = &choices[self.rng.gen_range(0..choices.len())];
                let values = if c.values.is_empty() {
                    Vec::new()
                } else {
                    vec![c.values[self.rng.gen_range(0..c.values.len())].clone()]
                };
                return (
                    user,
                    Input::Click {
                        custom_id: c.custom_id.clone(),
                        values,
                    },
                );
            }
        }
        // Nobody has a menu open: one of the pinged players (or, if nobody was pinged, anyone)
        // opens their view from the board.
        let user = if self.pinged.is_empty() || self.rng.gen_bool(0.05) {
            self.rng.gen_range(0..self.users.len())
        } else {
            let name = &self.pinged[self.rng.gen_range(0..self.pinged.len())];
            self.users.iter().position(|u| u == name).unwrap_or(0)
        };
        match &self.hand {
            Some(hand) => (
                user,
                Input::Click {
                    custom_id: hand.clone(),
                    values: Vec::new(),
                },
            ),
            None => (user, command("hand", &[])),
        }
    }

    /// Takes in what everyone in the channel sees: boards, notices and results (also those of
    /// timeouts fired by the scheduler).
    pub fn observe(&mut self, replies: &[Reply]) {
        for r in replies
            .iter()
            .filter(|r| r.to.is_public() && r.channel == self.channel)
        {
            if let Some(hand) = r.components.iter().find(|c| c.custom_id.ends_with(":hand")) {
                self.hand = Some(hand.custom_id.clone());
            }
            if matches!(r.delivery, Delivery::Post) && !r.mentions.is_empty() {
                self.pinged = r.mentions.clone();
            }
            let over = r
                .title
                .as_deref()
                .is_some_and(|t| t.starts_with("Final scores"));
            if over && self.is_playing() {
                // The channel is free again: the same players open the next game.
                self.finished += 1;
                self.phase = Phase::Opening(0);
                self.hand = None;
                self.pinged.clear();
                self.menu = None;
            }
        }
    }
}

/// The choices on the private answer to `user`, Back excluded (it leads nowhere new).
fn private_choices(replies: &[Reply], user: &str) -> Option<Vec<Choice>> {
    let reply = replies
        .iter()
        .find(|r| !r.to.is_public() && r.to == commands::api::Audience::User(user.to_string()))?;
    let choices: Vec<Choice> = reply
        .components
        .iter()
        .filter(|c| c.label != "◀ Back")
        .map(|c| Choice {
            custom_id: c.custom_id.clone(),
            values: c.options.iter().map(|o| o.value.clone()).collect(),
        })
        .collect();
    (!choices.is_empty()).then_some(choices)
}

impl TableSim {
    /// The host cancels the table (`/cancel`); the channel is closed for good.
    pub fn cancel(&mut self, core: &Core) -> Duration {
        let who = actor(&self.guild, &self.channel, &self.users[0]);
        let started = Instant::now();
        core.handle(&who, command("cancel", &[]));
        started.elapsed()
    }
}
