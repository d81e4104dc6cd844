//! The vocabulary shared by every front end (Discord, `tabula script`, `tabula local`).
//!
//! A front end turns what a user did into an [`crate::Input`] from an [`Actor`], hands it to
//! [`crate::Core::handle`], and delivers the returned [`Reply`]s. Replies are produced only after
//! the input's effects are committed to SQLite, so whatever a reply says has happened survives a
//! crash.

use serde::{Deserialize, Serialize};

/// Who did something, and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actor {
    /// Guild (server) id; ratings and leaderboards are per guild.
    pub guild: String,
    /// Channel (or thread) id; one table per channel.
    pub channel: String,
    /// User id.
    pub user: String,
    /// Display name used in public messages.
    pub name: String,
    /// Whether the user may manage this channel (lets them cancel any table in it).
    #[serde(default)]
    pub manage_channels: bool,
    /// Whether the user may manage the server (lets them change `/settings`).
    #[serde(default)]
    pub manage_server: bool,
    /// The channel the actor's thread is in, when `channel` is a thread: a thread's table
    /// follows its parent channel's settings, and its result goes there (issue 27).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<String>,
    /// What the front end can do about threads for this input.
    #[serde(default)]
    pub threads: Threads,
}

impl Actor {
    /// The channel whose settings apply here: the actor's channel, or its parent when it is a
    /// thread (a thread has no settings of its own).
    pub fn home_channel(&self) -> &str {
        self.parent.as_deref().unwrap_or(&self.channel)
    }
}

/// Whether a front end opens a thread per table (issue 27), and how that went for this input.
///
/// The core decides whether a table wants a thread (the server's `threads` setting); the
/// front end opens it and gives the input again with [`Threads::Opened`] or
/// [`Threads::Refused`], so a table is never made for a thread that does not exist.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Threads {
    /// The front end opens no threads (`tabula local`, a script line that does not say):
    /// tables play where they are opened.
    #[default]
    Unsupported,
    /// The front end opens a thread when a reply asks for one ([`Delivery::OpenThread`]).
    Available,
    /// The front end opened `channel` as a new thread in `parent` for this very input.
    Opened,
    /// The front end could not open a thread: `why`, told to the actor; the table plays in
    /// the channel instead.
    Refused { why: String },
}

/// Who may see a reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Audience {
    /// Everyone in the channel. Never carries hidden information.
    Public(PublicTag),
    /// One user only (an ephemeral interaction response).
    User(String),
}

/// Serialises as the string `"public"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PublicTag {
    Public,
}

impl Audience {
    pub fn public() -> Self {
        Audience::Public(PublicTag::Public)
    }
    pub fn is_public(&self) -> bool {
        matches!(self, Audience::Public(_))
    }
}

/// How a reply is delivered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Delivery {
    /// The answer to the interaction, as a new message (ephemeral when private).
    Respond,
    /// The answer to a component interaction, replacing the message that carried the component.
    Update,
    /// Create or edit the table's board message. `message` is the stored Discord message id, if
    /// the board was posted before; after posting a new one, call [`crate::Core::set_board_message`].
    Board { table: i64, message: Option<String> },
    /// A new public message in the channel (turn notices, reaction windows, results).
    Post,
    /// A direct message to `user` (`/notify`, issue 27): delivered by the outbox's worker,
    /// which opens the user's DM channel; `channel` is the table's, for the link.
    Direct { user: String },
    /// No message: the front end is asked to open a public thread named `name` in channel
    /// `parent` for a new table and to give the same input again from inside it (see
    /// [`Threads`]). Never stored in the outbox: nothing was committed.
    OpenThread { parent: String, name: String },
    /// Archive the thread `channel` (its table ended and its result went to the parent
    /// channel). Owed through the outbox after the thread's last messages, by its worker.
    Archive,
    /// A pop-up form (a Discord modal) answering the interaction of the user who clicked. Only
    /// possible as the first answer to a button or command, never after a deferral; the reply's
    /// `text` is the fallback shown when the form cannot open. Its submission comes back as
    /// [`crate::Input::Submit`] with this `custom_id` and the inputs' values by their `custom_id`.
    Modal {
        custom_id: String,
        title: String,
        inputs: Vec<TextInput>,
    },
}

pub use present_kit::present::MODAL_INPUTS_MAX;
pub const MODAL_TITLE_MAX: usize = 45;
pub const INPUT_LABEL_MAX: usize = 45;
pub const INPUT_PLACEHOLDER_MAX: usize = 100;

/// One single-line text input of a modal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextInput {
    pub custom_id: String,
    pub label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placeholder: Option<String>,
    /// Text the input starts with (the player edits it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    pub max_length: u16,
}

/// Visual weight of a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Style {
    #[default]
    Secondary,
    Primary,
    Success,
    Danger,
}

/// One option of a select menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelectOption {
    pub value: String,
    pub label: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComponentKind {
    Button,
    /// A select menu: exactly one option is picked.
    Select,
    /// A select menu where any number of the options may be picked, none included (Discord's
    /// `min_values` 0, `max_values` the number of options).
    MultiSelect,
}

/// A clickable thing on a message. Every component is routed back through its `custom_id`
/// (`<table>:<version>:<payload>`, at most 100 characters), so it keeps working across restarts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Component {
    pub custom_id: String,
    pub label: String,
    pub kind: ComponentKind,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<SelectOption>,
    #[serde(default)]
    pub style: Style,
    /// Action row (0-4). Buttons share a row up to five; a select fills its row.
    pub row: u8,
}

/// A message Tabula sends or edits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub channel: String,
    pub to: Audience,
    pub ephemeral: bool,
    pub delivery: Delivery,
    /// Optional heading (an embed title in Discord).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// The message text (an embed description in Discord). Also the screen-reader fallback for
    /// a picture without its own alt text ([`Picture::alt`]).
    pub text: String,
    /// User ids to mention so they get a notification (turn and reaction notices).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mentions: Vec<String>,
    /// The structured view this message was rendered from, for the script driver and the
    /// tests (Discord never shows it): its JSON is written only when the reply is serialised.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<present_kit::view_json::ViewJson>,
    pub components: Vec<Component>,
    /// A picture of what the text says (the board, the private view, a showdown). The text
    /// stays the message body; the picture carries its own description for screen readers
    /// ([`Picture::alt`]). Front ends
    /// rasterise it after the commit, through a cache ([`crate::picture::Cache`]).
    #[serde(skip)]
    pub picture: Option<Picture>,
    /// Written to the outbox in the commit that made it (see [`crate::outbox`]): the front
    /// end sends it and then marks it sent; if it cannot, the delivery worker retries it.
    #[serde(skip)]
    pub queued: Option<Queued>,
    /// A text file sent with the message (a replay's move log): only ever on a private
    /// answer, which the outbox does not hold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<TextFile>,
}

/// A plain-text attachment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextFile {
    /// Its file name, ending in `.txt`.
    pub name: String,
    /// What the file is, for screen readers (Discord's attachment description).
    pub description: String,
    pub text: String,
}

/// A reply's row in the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Queued {
    /// The row id: the order of sending, and the message's nonce.
    pub id: i64,
    /// For a board, the table's version this commit left (the row is done once a board of
    /// that version or a later one went out).
    pub version: Option<i64>,
}

pub use present_kit::attachment::{Picture, ALT_TEXT_MAX};

impl Reply {
    /// A private answer to the user who interacted.
    pub fn private(actor: &Actor, text: impl Into<String>) -> Reply {
        Reply {
            channel: actor.channel.clone(),
            to: Audience::User(actor.user.clone()),
            ephemeral: true,
            delivery: Delivery::Respond,
            title: None,
            text: text.into(),
            mentions: Vec::new(),
            view: None,
            components: Vec::new(),
            picture: None,
            queued: None,
            file: None,
        }
    }

    /// A new public message in `channel`.
    pub fn post(channel: &str, text: impl Into<String>) -> Reply {
        Reply {
            channel: channel.to_string(),
            to: Audience::public(),
            ephemeral: false,
            delivery: Delivery::Post,
            title: None,
            text: text.into(),
            mentions: Vec::new(),
            view: None,
            components: Vec::new(),
            picture: None,
            queued: None,
            file: None,
        }
    }
}

/// Time in milliseconds since the Unix epoch. Tabula never reads the system clock directly, so
/// the script driver can run on a fake clock.
pub use present_kit::Millis;
