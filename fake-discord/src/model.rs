//! The fake's own records (messages, users) and the Discord JSON objects built from them.
//!
//! The JSON carries every field serenity 0.12 requires: serenity silently drops a gateway event
//! it cannot parse, so a missing field here would look like a client that never answers.

use serde_json::{json, Value};

/// A snowflake. Real ones are 64-bit integers sent as strings.
pub type Id = u64;

/// Every permission bit Discord defines in v10 that a player might have in a channel; players
/// get view, send, read history and slash commands; admins additionally manage channels.
pub const PLAYER_PERMISSIONS: u64 = (1 << 10) | (1 << 11) | (1 << 16) | (1 << 31);
pub const MANAGE_CHANNELS: u64 = 1 << 4;
/// Create Public Threads and Send Messages in Threads: what the client needs for a thread per
/// table.
pub const THREAD_PERMISSIONS: u64 = (1 << 35) | (1 << 38);
/// The client's permissions in a channel (its interactions' `app_permissions`): a player's, with
/// embeds, files and threads.
pub const BOT_PERMISSIONS: u64 = PLAYER_PERMISSIONS | (1 << 14) | (1 << 15) | THREAD_PERMISSIONS;
/// Discord's MANAGE_GUILD ("Manage Server").
pub const MANAGE_GUILD: u64 = 1 << 5;

/// A fixed timestamp: nothing in a client should depend on Discord's clock.
pub const TIMESTAMP: &str = "2026-01-01T00:00:00.000000+00:00";

/// One simulated Discord user (a guild member).
#[derive(Clone, Debug)]
pub struct User {
    pub id: Id,
    pub name: String,
    pub permissions: u64,
    pub bot: bool,
}

impl User {
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": null,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        })
    }

    pub fn member_json(&self) -> Value {
        json!({
            "user": self.json(),
            "nick": null,
            "avatar": null,
            "roles": [],
            "joined_at": TIMESTAMP,
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": self.permissions.to_string(),
            "communication_disabled_until": null,
        })
    }
}

/// A file part of a multipart request body (`files[n]`), before Discord attaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    /// The form field, `files[n]`; `n` is what the payload's `attachments[].id` refers to.
    pub field: String,
    pub filename: String,
    pub data: Vec<u8>,
}

impl Upload {
    /// The `n` of a `files[n]` field.
    pub fn index(&self) -> Option<u64> {
        self.field
            .strip_prefix("files[")?
            .strip_suffix(']')?
            .parse()
            .ok()
    }
}

/// A file attached to a message: what a user sees of it (name, alt text, size, dimensions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// A snowflake, as Discord gives each stored attachment; an edit keeps it by this id.
    pub id: Id,
    pub filename: String,
    /// The alt text screen readers read.
    pub description: Option<String>,
    /// Bytes.
    pub size: usize,
    /// Pixel size from the PNG header; `None` when the file is not a readable PNG.
    pub dimensions: Option<(u32, u32)>,
    /// A digest of the bytes (FNV-1a), so a test can tell a new picture from the old one.
    pub digest: u64,
}

impl Attachment {
    /// The attachment Discord would store for `upload`.
    pub fn from_upload(id: Id, upload: &Upload, description: Option<String>) -> Attachment {
        Attachment {
            id,
            filename: upload.filename.clone(),
            description,
            size: upload.data.len(),
            dimensions: crate::png::png_dimensions(&upload.data).ok(),
            digest: fnv1a(&upload.data),
        }
    }

    /// The URL an embed uses to show this attachment.
    pub fn url(&self) -> String {
        format!("attachment://{}", self.filename)
    }
}

fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A message as the fake stores it.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: Id,
    pub channel: Id,
    /// `Some(user)`: an ephemeral message only that user sees.
    pub ephemeral_to: Option<Id>,
    pub content: String,
    pub embeds: Vec<Value>,
    /// Action rows exactly as the client sent them.
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    /// The interaction this message answers, if any.
    pub interaction: Option<Id>,
    pub deleted: bool,
    pub edits: u32,
}

/// A component a user can see on a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    pub custom_id: String,
    /// The button label, or the select's placeholder.
    pub label: String,
    /// Select option values (empty for a button).
    pub options: Vec<(String, String)>,
    pub disabled: bool,
}

impl Message {
    pub fn is_public(&self) -> bool {
        self.ephemeral_to.is_none()
    }

    /// Applies a create or edit body: present keys replace what was there. Attachments are
    /// the world's to decide (they need ids and the uploaded files).
    pub fn apply(&mut self, body: &Value) {
        if let Some(c) = body.get("content") {
            self.content = c.as_str().unwrap_or("").to_string();
        }
        if let Some(e) = body.get("embeds") {
            self.embeds = e.as_array().cloned().unwrap_or_default();
        }
        if let Some(c) = body.get("components") {
            self.components = c.as_array().cloned().unwrap_or_default();
        }
    }

    /// The title of the first embed, if any.
    pub fn title(&self) -> Option<&str> {
        self.embeds.first()?.get("title")?.as_str()
    }

    /// The attachment named `filename`.
    pub fn attachment(&self, filename: &str) -> Option<&Attachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }

    /// The image URL of each embed that shows one (`attachment://…` for an uploaded file).
    pub fn embed_images(&self) -> Vec<String> {
        self.embeds
            .iter()
            .filter_map(|e| e.pointer("/image/url").and_then(Value::as_str))
            .map(str::to_string)
            .collect()
    }

    /// Everything a reader can see: content, embed texts, component labels and option labels,
    /// attachment names and alt texts. Leak checks scan this.
    pub fn text(&self) -> String {
        let mut out = vec![self.content.clone()];
        for e in &self.embeds {
            for key in ["title", "description"] {
                push_str(&mut out, e.get(key));
            }
            push_str(&mut out, e.pointer("/footer/text"));
            push_str(&mut out, e.pointer("/author/name"));
            for f in e
                .get("fields")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                push_str(&mut out, f.get("name"));
                push_str(&mut out, f.get("value"));
            }
        }
        for c in self.all_components() {
            for key in ["label", "placeholder"] {
                push_str(&mut out, c.get(key));
            }
            for o in c
                .get("options")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                push_str(&mut out, o.get("label"));
                push_str(&mut out, o.get("description"));
            }
        }
        for a in &self.attachments {
            out.push(a.filename.clone());
            out.extend(a.description.clone());
        }
        out.join("\n")
    }

    fn all_components(&self) -> impl Iterator<Item = &Value> {
        self.components
            .iter()
            .filter_map(|row| row.get("components").and_then(Value::as_array))
            .flatten()
    }

    /// The link buttons (Discord's style 5): `(label, url)` each, in the order shown. They
    /// open a browser and send nothing back, so [`Message::components`] leaves them out.
    pub fn links(&self) -> Vec<(String, String)> {
        self.all_components()
            .filter(|c| c.get("style").and_then(Value::as_u64) == Some(5))
            .filter_map(|c| {
                let url = c.get("url")?.as_str()?.to_string();
                let label = c.get("label").and_then(Value::as_str).unwrap_or("");
                Some((label.to_string(), url))
            })
            .collect()
    }

    /// The interactive components (buttons with a custom_id and string selects).
    pub fn components(&self) -> Vec<Component> {
        self.all_components()
            .filter_map(|c| {
                let custom_id = c.get("custom_id")?.as_str()?.to_string();
                let label = c
                    .get("label")
                    .or_else(|| c.get("placeholder"))
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string();
                let options = c
                    .get("options")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(|o| {
                        Some((
                            o.get("value")?.as_str()?.to_string(),
                            o.get("label")?.as_str()?.to_string(),
                        ))
                    })
                    .collect();
                Some(Component {
                    custom_id,
                    label,
                    options,
                    disabled: c.get("disabled").and_then(Value::as_bool).unwrap_or(false),
                })
            })
            .collect()
    }

    /// Whether `custom_id` names a component of this message, and its Discord type.
    pub fn component_type(&self, custom_id: &str) -> Option<u64> {
        self.all_components()
            .find(|c| c.get("custom_id").and_then(Value::as_str) == Some(custom_id))
            .and_then(|c| c.get("type").and_then(Value::as_u64))
    }

    /// The Discord message object, as REST answers and component interactions carry it.
    pub fn json(&self, author: &User, guild: Id, application: Id) -> Value {
        let attachments: Vec<Value> = self
            .attachments
            .iter()
            .map(|a| {
                let mut a_json = json!({
                    "id": a.id.to_string(),
                    "filename": a.filename,
                    "description": a.description,
                    "size": a.size,
                    "url": format!("http://127.0.0.1/attachments/{}/{}/{}", self.channel, a.id, a.filename),
                    "proxy_url": format!("http://127.0.0.1/attachments/{}/{}/{}", self.channel, a.id, a.filename),
                });
                if let Some((width, height)) = a.dimensions {
                    a_json["content_type"] = Value::from("image/png");
                    a_json["width"] = Value::from(width);
                    a_json["height"] = Value::from(height);
                }
                if self.ephemeral_to.is_some() {
                    a_json["ephemeral"] = Value::from(true);
                }
                a_json
            })
            .collect();
        let mut m = json!({
            "id": self.id.to_string(),
            "channel_id": self.channel.to_string(),
            "author": author.json(),
            "content": self.content,
            "timestamp": TIMESTAMP,
            "edited_timestamp": if self.edits > 0 { Value::from(TIMESTAMP) } else { Value::Null },
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": self.embeds,
            "pinned": false,
            "type": if self.interaction.is_some() { 20 } else { 0 },
            "flags": if self.ephemeral_to.is_some() { 64 } else { 0 },
            "components": self.components,
            "application_id": application.to_string(),
        });
        if self.ephemeral_to.is_none() {
            m["guild_id"] = Value::from(guild.to_string());
        }
        if self.interaction.is_some() {
            m["webhook_id"] = Value::from(application.to_string());
        }
        m
    }
}

fn push_str(out: &mut Vec<String>, v: Option<&Value>) {
    if let Some(s) = v.and_then(Value::as_str) {
        out.push(s.to_string());
    }
}

/// The guild as GUILD_CREATE delivers it.
pub fn guild_json(guild: Id, owner: Id, channels: &[Id], members: &[User]) -> Value {
    let channels: Vec<Value> = channels
        .iter()
        .enumerate()
        .map(|(i, c)| channel_json(*c, guild, i))
        .collect();
    let members: Vec<Value> = members.iter().map(User::member_json).collect();
    json!({
        "id": guild.to_string(),
        "name": "Tabula test server",
        "icon": null, "icon_hash": null, "splash": null, "discovery_splash": null,
        "owner_id": owner.to_string(),
        "afk_channel_id": null, "afk_timeout": 300,
        "widget_enabled": false, "widget_channel_id": null,
        "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
        "roles": [{
            "id": guild.to_string(), "name": "@everyone",
            "color": 0, "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false, "icon": null, "unicode_emoji": null, "position": 0,
            "permissions": PLAYER_PERMISSIONS.to_string(),
            "managed": false, "mentionable": false, "flags": 0
        }],
        "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "max_presences": null, "max_members": 250000, "vanity_url_code": null,
        "description": null, "banner": null, "premium_tier": 0, "premium_subscription_count": 0,
        "preferred_locale": "en-US", "public_updates_channel_id": null,
        "max_video_channel_users": 25, "max_stage_video_channel_users": 50,
        "nsfw_level": 0, "stickers": [], "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "joined_at": TIMESTAMP, "large": false, "unavailable": false,
        "member_count": members.len(),
        "voice_states": [], "members": members, "channels": channels, "threads": [],
        "presences": [], "stage_instances": [], "guild_scheduled_events": [],
        "soundboard_sounds": []
    })
}

pub fn channel_json(channel: Id, guild: Id, position: usize) -> Value {
    json!({
        "id": channel.to_string(), "type": 0, "guild_id": guild.to_string(),
        "name": format!("table-{position}"), "position": position,
        "permission_overwrites": [], "nsfw": false, "topic": null, "last_message_id": null,
        "parent_id": null, "rate_limit_per_user": 0, "flags": 0
    })
}

/// Discord's limit of active threads per guild (about 1,000).
pub const ACTIVE_THREADS_MAX: usize = 1000;
/// Discord's `GUILD_PUBLIC_THREAD` channel type.
pub const PUBLIC_THREAD: u64 = 11;

/// One thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thread {
    pub id: Id,
    pub parent: Id,
    pub name: String,
    pub archived: bool,
    /// Minutes of inactivity after which Discord archives it.
    pub auto_archive: u64,
    /// How often it was archived, and reopened, so far.
    pub archivals: u32,
    pub reopenings: u32,
}

impl Thread {
    /// The thread as a channel object (what creating or editing it answers).
    pub fn json(&self, guild: Id, owner: Id) -> Value {
        json!({
            "id": self.id.to_string(), "type": PUBLIC_THREAD, "guild_id": guild.to_string(),
            "parent_id": self.parent.to_string(), "owner_id": owner.to_string(),
            "name": self.name, "last_message_id": null, "rate_limit_per_user": 0, "flags": 0,
            "message_count": 0, "member_count": 1, "total_message_sent": 0,
            "thread_metadata": self.metadata(),
        })
    }

    /// The thread as an interaction's `channel` (a partial channel).
    pub fn partial_json(&self, permissions: u64) -> Value {
        json!({
            "id": self.id.to_string(), "type": PUBLIC_THREAD, "name": self.name,
            "parent_id": self.parent.to_string(), "thread_metadata": self.metadata(),
            "permissions": permissions.to_string(),
        })
    }

    fn metadata(&self) -> Value {
        json!({
            "archived": self.archived, "auto_archive_duration": self.auto_archive,
            "archive_timestamp": TIMESTAMP, "locked": false, "create_timestamp": TIMESTAMP,
        })
    }
}

/// Why Discord would refuse the client's threads in a channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoThreads {
    /// The client lacks Create Public Threads there, and its interactions' `app_permissions` say
    /// so.
    Withheld,
    /// Discord answers 403 although the interactions' `app_permissions` did not say so (the
    /// permission was taken away meanwhile).
    Refused,
}
