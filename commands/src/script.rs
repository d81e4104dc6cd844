//! The core driven by JSON lines, with a fake clock: what `tabula script` runs, and the harness
//! of the core's own scenario tests.
//!
//! Input lines speak Discord's vocabulary (a slash command with options, a click on a
//! `custom_id`, a modal submit), plus `advance` (move the fake clock; due deadlines fire) and
//! `restart` (drop everything in memory and reopen the database; `"down": N` first moves the
//! clock N seconds, an outage). Each output line is one message
//! Tabula would send or edit. Scenario tests, bug reports and replays all run through here, on
//! exactly the code paths Discord uses.
//!
//! Bots move when their row falls due, as with Discord: at once at an async table,
//! after the pause at a live one (so after an `advance`). The driver waits for their searches
//! within the line that made them due, and searches by a fixed number of iterations
//! ([`SCRIPT_ITERATIONS`], no clock), so a script with a seed replays exactly.
use crate::api::{Actor, Delivery, Reply, Threads};
use crate::clock::FakeClock;
use crate::input::Input;
use crate::runtime::core::{Core, CoreError, Switches};
use crate::store::Location;
use present_kit::markup::{self, Dialect};
use present_kit::picture::Cache;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

/// The fake clock starts at 2026-01-01T00:00:00Z so transcripts are reproducible.
pub const EPOCH: i64 = 1_767_225_600_000;

/// The iterations of a bot's search in a script (capped by its level's own: easy searches
/// less), with no time limit, so that moves depend on the seed only.
pub const SCRIPT_ITERATIONS: u32 = 200;

/// What a line that is no input of a known kind is told.
const ONE_OF: &str = "a line needs exactly one of command, click, submit, advance or restart";

/// One input line.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Line {
    user: Option<String>,
    channel: Option<String>,
    guild: Option<String>,
    name: Option<String>,
    #[serde(default)]
    manage_channels: bool,
    #[serde(default)]
    manage_server: bool,
    /// The channel is a thread of this one.
    parent: Option<String>,
    /// What the driver does when Tabula asks for a thread (issue 27): `open` one, or
    /// `refuse` as Discord does without the permission. Without it, no thread is asked for.
    threads: Option<String>,
    command: Option<String>,
    #[serde(default)]
    options: BTreeMap<String, Value>,
    click: Option<String>,
    #[serde(default)]
    values: Vec<String>,
    submit: Option<String>,
    #[serde(default)]
    fields: BTreeMap<String, String>,
    advance: Option<f64>,
    #[serde(default)]
    restart: bool,
    /// With `restart`: how many seconds Tabula is down before it opens again (issue 47: an
    /// outage, which no clock is charged for).
    down: Option<f64>,
    /// The user's Discord language (`de`, `pt-BR` ...), as Discord sends it (issue 48).
    locale: Option<String>,
    /// The server's Discord language.
    guild_locale: Option<String>,
}

/// A running script session.
pub struct Script {
    location: Location,
    _temp: Option<tempfile::TempDir>,
    clock: Arc<FakeClock>,
    switches: Switches,
    core: Core,
    next_message: u64,
    /// Threads opened so far (their ids are `t1`, `t2` ...), and the lines saying so that the
    /// current input's output starts with.
    next_thread: u64,
    opened: Vec<Value>,
    /// `--images DIR`: where every picture Tabula would send is written, and the cache that
    /// renders each once.
    images: Option<(PathBuf, Cache)>,
}

impl Script {
    /// Opens the database at `db`, or a fresh temporary one.
    pub fn new(db: Option<PathBuf>, seed: Option<u64>) -> Result<Script, CoreError> {
        let (path, temp) = match db {
            Some(p) => (p, None),
            None => {
                let dir = tempfile::tempdir()
                    .map_err(|e| CoreError::Io(format!("cannot create a temporary folder: {e}")))?;
                (dir.path().join("tabula.db"), Some(dir))
            }
        };
        Script::at(Location::File(path), temp, seed)
    }

    /// Opens the database at `location` (a SQLite file or a PostgreSQL database); `temp` is
    /// a folder to remove with the script.
    pub fn at(
        location: Location,
        temp: Option<tempfile::TempDir>,
        seed: Option<u64>,
    ) -> Result<Script, CoreError> {
        let clock = Arc::new(FakeClock::new(EPOCH));
        let switches = Switches {
            seed: Some(seed.unwrap_or(0)),
            bots: crate::switches::BotSwitches {
                iterations: Some(SCRIPT_ITERATIONS),
                // One thread: bots at different tables answer in the order they were asked,
                // so transcripts come out the same every run.
                threads: 1,
                ..crate::switches::BotSwitches::default()
            },
            ..Switches::default()
        };
        let core = Core::open_at(&location, clock.clone(), switches.clone())?;
        Ok(Script {
            location,
            _temp: temp,
            clock,
            switches,
            core,
            next_message: 0,
            next_thread: 0,
            opened: Vec::new(),
            images: None,
        })
    }

    /// Writes every picture a reply carries into `dir` (created if needed); output lines then
    /// carry `"images": [{"file", "alt", "width", "height"}]`. Without it nothing is rendered.
    pub fn with_images(mut self, dir: PathBuf) -> std::io::Result<Script> {
        std::fs::create_dir_all(&dir)?;
        self.images = Some((dir, Cache::new(64)));
        Ok(self)
    }

    /// Tabula's public address (`PUBLIC_URL`, issue 46): boards and results then carry a
    /// "View on the web" link under it, and `/link` shows it. Reopens the core, as a restart
    /// does, with the address in its switches.
    pub fn with_public_url(mut self, public_url: Option<String>) -> Result<Script, CoreError> {
        self.switches.public_url = public_url.map(|u| u.trim_end_matches('/').to_string());
        self.core = Core::open_at(&self.location, self.clock.clone(), self.switches.clone())?;
        Ok(self)
    }

    pub fn core(&self) -> &Core {
        &self.core
    }

    /// Moves the fake clock `seconds` on without firing anything: a test then fires what is
    /// due itself (`Core::fire_due`), e.g. in two processes at once.
    pub fn advance_clock(&self, seconds: f64) {
        self.clock.advance((seconds * 1000.0).round() as i64);
    }

    /// The database this script runs on.
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// Handles one input line and returns the output lines.
    pub fn line(&mut self, line: &str) -> Vec<Value> {
        let line = line.trim();
        if line.is_empty() {
            return Vec::new();
        }
        let parsed: Line = match serde_json::from_str(line) {
            Ok(l) => l,
            Err(e) => return vec![json!({ "error": format!("bad input line: {e}") })],
        };
        let replies = self.step(parsed).map(|mut replies| {
            replies.extend(self.open_pods());
            replies
        });
        let mut out = std::mem::take(&mut self.opened);
        match replies {
            Ok(replies) => out.extend(replies.into_iter().map(|r| self.deliver(r))),
            Err(e) => out.push(json!({ "error": e })),
        }
        out
    }

    fn step(&mut self, l: Line) -> Result<Vec<Reply>, String> {
        if l.restart {
            if let Some(seconds) = l.down {
                if !(seconds.is_finite() && seconds >= 0.0) {
                    return Err("down takes a number of seconds >= 0".into());
                }
                self.clock.advance((seconds * 1000.0).round() as i64);
            }
            // Dropping Tabula closes its connection; nothing survives but the database file.
            let core = Core::open_at(&self.location, self.clock.clone(), self.switches.clone())
                .map_err(|e| e.to_string())?;
            self.core = core;
            // Like a real start-up: whatever fell due while Tabula was down fires now, and
            // bots whose search the restart cut short think again.
            return Ok(self.core.settle());
        }
        if let Some(seconds) = l.advance {
            if !(seconds.is_finite() && seconds >= 0.0) {
                return Err("advance takes a number of seconds >= 0".into());
            }
            self.clock.advance((seconds * 1000.0).round() as i64);
            return Ok(self.core.settle());
        }
        let kinds = [l.command.is_some(), l.click.is_some(), l.submit.is_some()];
        if kinds.iter().filter(|k| **k).count() != 1 {
            return Err(ONE_OF.into());
        }
        let (Some(user), Some(channel)) = (l.user, l.channel) else {
            return Err("command, click and submit lines need user and channel".into());
        };
        let refuse = match l.threads.as_deref() {
            None => None,
            Some("open") => Some(false),
            Some("refuse") => Some(true),
            Some(other) => return Err(format!("threads is `open` or `refuse`, not {other:?}")),
        };
        let actor = Actor {
            guild: l.guild.unwrap_or_else(|| "g1".into()),
            name: l.name.unwrap_or_else(|| user.clone()),
            channel,
            user,
            manage_channels: l.manage_channels,
            manage_server: l.manage_server,
            parent: l.parent,
            threads: match refuse {
                None => Threads::Unsupported,
                Some(_) => Threads::Available,
            },
            locales: crate::api::Locales {
                user: l.locale,
                guild: l.guild_locale,
            },
        };
        let input = match (l.command, l.click, l.submit) {
            // Parsed here, at the edge, as Discord's adapter does: a command that does not
            // parse is answered privately and never reaches the core.
            (Some(name), None, None) => match Input::command(&name, l.options) {
                Ok(input) => input,
                Err(why) => return Ok(vec![self.core.refusal(&actor, &why)]),
            },
            (None, Some(custom_id), None) => Input::Click {
                custom_id,
                values: l.values,
            },
            (None, None, Some(custom_id)) => Input::Submit {
                custom_id,
                fields: l.fields,
            },
            _ => return Err(ONE_OF.into()),
        };
        let mut replies = self.core.handle(&actor, input.clone());
        if let Some(asked) = replies.iter().find_map(|r| match &r.delivery {
            Delivery::OpenThread { parent, name } => Some((parent.clone(), name.clone())),
            _ => None,
        }) {
            // What else the first pass said (a note owed to the player) is kept.
            replies.retain(|r| !matches!(r.delivery, Delivery::OpenThread { .. }));
            let mut again = self.open_thread(actor, input, asked, refuse == Some(true));
            again.append(&mut replies);
            replies = again;
        }
        // An input that leaves a bot to move at once (an async table) sees it move, as the
        // scheduler would make it.
        if self.core.bots_pending() || self.core.direct_messages_waiting() {
            replies.extend(self.core.settle());
        }
        Ok(replies)
    }

    /// Plays the front end's part for a table that asked for a thread: opens `t<n>` in the
    /// parent (or refuses, as Discord does without the permission) and gives the input again.
    fn open_thread(
        &mut self,
        actor: Actor,
        input: Input,
        (parent, name): (String, String),
        refuse: bool,
    ) -> Vec<Reply> {
        let again = if refuse {
            self.opened
                .push(json!({ "thread_refused": parent, "name": name }));
            Actor {
                threads: Threads::Refused {
                    why: "the script refuses threads".into(),
                },
                ..actor
            }
        } else {
            self.next_thread += 1;
            let thread = format!("t{}", self.next_thread);
            self.opened
                .push(json!({ "thread": thread, "parent": parent, "name": name }));
            Actor {
                channel: thread,
                parent: Some(parent),
                threads: Threads::Opened,
                ..actor
            }
        };
        self.core.handle(&again, input)
    }

    /// Plays the front end's scheduler for tournaments (issue 47): opens a thread `t<n>` for
    /// every pod waiting for its table and hands it to the core, until none waits (a table
    /// that ends at once can pair the next round).
    fn open_pods(&mut self) -> Vec<Reply> {
        let mut replies = Vec::new();
        let mut tried = std::collections::BTreeSet::new();
        loop {
            // A pod tried once and still waiting (its opening failed and was logged) waits for
            // the next line, as it would for the scheduler's next pass.
            let pods: Vec<_> = self
                .core
                .pods_to_open()
                .into_iter()
                .filter(|w| tried.insert((w.pod.tournament, w.pod.round, w.pod.pod)))
                .collect();
            if pods.is_empty() {
                return replies;
            }
            for waiting in pods {
                self.next_thread += 1;
                let thread = format!("t{}", self.next_thread);
                self.opened.push(json!({
                    "thread": thread,
                    "parent": waiting.pod.channel,
                    "name": waiting.name,
                }));
                replies.extend(self.core.open_pod(&waiting.pod, Ok(thread)));
            }
            if self.core.bots_pending() || self.core.direct_messages_waiting() {
                replies.extend(self.core.settle());
            }
        }
    }

    /// Plays the front end's part: boards get message ids, as Discord would assign them.
    fn deliver(&mut self, mut reply: Reply) -> Value {
        let images = match self.write_picture(&reply) {
            Ok(images) => images,
            Err(e) => return json!({ "error": format!("picture not written: {e}") }),
        };
        // The script speaks Discord's vocabulary, so its text is written as Discord shows it.
        reply.text = markup::render(&reply.text, Dialect::Discord);
        reply.title = reply.title.map(|t| markup::render(&t, Dialect::Discord));
        let mut out = match serde_json::to_value(&reply) {
            Ok(out) => out,
            Err(e) => return json!({ "error": format!("reply not written: {e}") }),
        };
        if let Delivery::Board {
            table,
            message: None,
        } = reply.delivery
        {
            self.next_message += 1;
            let id = format!("m{}", self.next_message);
            if let Err(e) = self.core.set_board_message(table, &id) {
                return json!({ "error": e.to_string() });
            }
            out["message"] = json!(id);
        }
        if let Delivery::Board {
            message: Some(m), ..
        } = &reply.delivery
        {
            out["message"] = json!(m);
        }
        if let Some(images) = images {
            out["images"] = images;
        }
        out
    }

    /// Renders the reply's picture into the images folder, if any; the description is the
    /// picture's alt text (else the reply's text), as a screen reader would read it.
    fn write_picture(&self, reply: &Reply) -> Result<Option<Value>, String> {
        let (Some((dir, cache)), Some(picture)) = (&self.images, &reply.picture) else {
            return Ok(None);
        };
        let png = cache.png(picture).map_err(|e| e.to_string())?;
        let file = dir.join(format!("{}.png", picture.key));
        std::fs::write(&file, &png.bytes).map_err(|e| format!("{}: {e}", file.display()))?;
        Ok(Some(json!([{
            "file": file.display().to_string(),
            "alt": markup::render(picture.alt.as_deref().unwrap_or(&reply.text), Dialect::Plain),
            "width": png.width,
            "height": png.height,
        }])))
    }
}
