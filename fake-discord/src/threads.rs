//! Threads as Discord has them (issue 27): public threads opened in a text channel without a
//! message, archived by their creator or after inactivity, reopened by an edit of the channel
//! or by a new message; a guild's active threads are limited; a channel where the client may not
//! create threads refuses with 403.
//!
//! What the client may not do with a thread is refused as Discord refuses it, and what Discord
//! would never accept (a thread that is not public, a name too long, an auto-archive duration
//! Discord does not offer) is a contract violation.

use crate::model::{Id, NoThreads, Thread, PUBLIC_THREAD};
use crate::world::{Answer, Change, World};
use serde_json::{json, Value};

/// The auto-archive durations Discord offers, in minutes.
const AUTO_ARCHIVE: [u64; 4] = [60, 1440, 4320, 10080];

impl World {
    /// Whether `channel` is a thread that exists.
    pub fn is_thread(&self, channel: Id) -> bool {
        self.threads.contains_key(&channel)
    }

    /// The threads the guild has active.
    pub fn active_threads(&self) -> usize {
        self.threads.values().filter(|t| !t.archived).count()
    }

    /// `POST /channels/{parent}/threads`: a public thread without a starter message.
    pub(crate) fn create_thread(&mut self, route: &str, parent: &str, body: &Value) -> Answer {
        let Some(parent) = parent
            .parse()
            .ok()
            .filter(|c| self.channels.contains(c) && !self.dm_channels.values().any(|d| d == c))
        else {
            self.violation(format!("{route}: a thread in what is not a text channel"));
            return (
                400,
                json!({"code": 50024, "message": "Cannot execute action on this channel type"}),
            );
        };
        let name = body["name"].as_str().unwrap_or_default().to_string();
        if !(1..=100).contains(&name.chars().count()) {
            self.violation(format!(
                "{route}: a thread name of 1 to 100 characters: {name:?}"
            ));
        }
        if body["type"].as_u64() != Some(PUBLIC_THREAD) {
            // Without a type Discord opens a private thread: nobody else would see the table.
            self.violation(format!(
                "{route}: a table's thread must be public (type 11), not {}",
                body["type"]
            ));
        }
        let auto_archive = body["auto_archive_duration"].as_u64().unwrap_or(4320);
        if !AUTO_ARCHIVE.contains(&auto_archive) {
            self.violation(format!(
                "{route}: auto_archive_duration {auto_archive} is not one Discord offers"
            ));
        }
        if self.no_threads.contains_key(&parent) {
            self.thread_refusals += 1;
            return (
                403,
                json!({"code": 50013, "message": "Missing Permissions"}),
            );
        }
        if self.active_threads() >= self.thread_limit {
            self.thread_refusals += 1;
            return (
                400,
                json!({"code": 160006, "message": "Maximum number of active threads reached"}),
            );
        }
        let id = self.id();
        let thread = Thread {
            id,
            parent,
            name,
            archived: false,
            auto_archive,
            archivals: 0,
            reopenings: 0,
        };
        let answer = thread.json(self.guild_or_first(parent), self.bot.id);
        self.threads.insert(id, thread);
        self.changes.push(Change::ThreadCreated(id));
        (201, answer)
    }

    /// `PATCH /channels/{id}`: the client edits a thread (archives or reopens it).
    pub(crate) fn edit_channel(&mut self, route: &str, channel: &str, body: &Value) -> Answer {
        let Some(id) = channel.parse::<Id>().ok().filter(|id| self.is_thread(*id)) else {
            self.violation(format!(
                "{route}: the bot edits a channel that is no thread"
            ));
            return (
                403,
                json!({"code": 50013, "message": "Missing Permissions"}),
            );
        };
        if let Some(extra) = body
            .as_object()
            .and_then(|o| o.keys().find(|k| *k != "archived"))
        {
            self.violation(format!("{route}: the bot changes a thread's {extra}"));
        }
        let guild = self.guild_or_first(id);
        let Some(thread) = self.threads.get_mut(&id) else {
            return (404, json!({"code": 10003, "message": "Unknown Channel"}));
        };
        let mut change = None;
        match body["archived"].as_bool() {
            Some(true) if !thread.archived => {
                thread.archived = true;
                thread.archivals += 1;
                change = Some(Change::ThreadArchived(thread.id));
            }
            Some(false) if thread.archived => {
                thread.archived = false;
                thread.reopenings += 1;
                change = Some(Change::ThreadReopened(thread.id));
            }
            _ => {}
        }
        let answer = thread.json(guild, self.bot.id);
        if let Some(change) = change {
            self.changes.push(change);
        }
        (200, answer)
    }

    /// A message posted to an archived thread reopens it, as Discord does for a thread that
    /// is not locked.
    pub(crate) fn post_reopens(&mut self, channel: Id) {
        if let Some(thread) = self.threads.get_mut(&channel).filter(|t| t.archived) {
            thread.archived = false;
            thread.reopenings += 1;
            self.changes.push(Change::ThreadReopened(channel));
        }
    }

    /// An edit of a message in an archived thread: refused as Discord refuses it.
    pub(crate) fn archived_refusal(&self, message: Id) -> Option<Answer> {
        let channel = self.messages.get(&message)?.channel;
        self.threads
            .get(&channel)
            .filter(|t| t.archived)
            .map(|_| (400, json!({"code": 50083, "message": "Thread is archived"})))
    }

    /// The client's permissions in `channel` as its interactions carry them.
    pub fn app_permissions(&self, channel: Id) -> u64 {
        let parent = self.threads.get(&channel).map_or(channel, |t| t.parent);
        match self.no_threads.get(&parent) {
            Some(NoThreads::Withheld) => {
                crate::model::BOT_PERMISSIONS & !crate::model::THREAD_PERMISSIONS
            }
            _ => crate::model::BOT_PERMISSIONS,
        }
    }
}
