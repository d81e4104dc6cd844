//! The vocabulary shared by every front end (Discord, `tabula script`, `tabula local`).
//!
//! A front end turns what a user did into an input from an [`Actor`], hands it to the core,
//! and delivers the returned [`Reply`]s. Replies are produced only after
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
    /// The languages Discord says the actor and their server read (issue 48).
    #[serde(default, skip_serializing_if = "Locales::is_empty")]
    pub locales: Locales,
}

/// Discord's language codes for one input (issue 48): the user's own (`locale`, their client's
/// language) and the server's (`guild_locale`, its community language). A front end that knows
/// neither (`tabula local`, a script line that does not say) leaves them empty, and readers get
/// the server's language setting, else English.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Locales {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<String>,
}

impl Locales {
    pub fn is_empty(&self) -> bool {
        self.user.is_none() && self.guild.is_none()
    }

    /// The language these locales say, when nothing else is known (no database read): the
    /// user's own when Tabula speaks it, else the server's, else English.
    pub fn lang(&self) -> present_kit::words::Lang {
        [self.user.as_deref(), self.guild.as_deref()]
            .into_iter()
            .flatten()
            .find_map(present_kit::words::Lang::from_discord)
            .unwrap_or(present_kit::words::Lang::En)
    }
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
    /// the board was posted before; after posting a new one, the front end tells the core its id.
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
    /// a form submission with this `custom_id` and the inputs' values by their `custom_id`.
    Modal {
        custom_id: String,
        title: String,
        inputs: Vec<TextInput>,
    },
}

/// Discord's limits on a modal ([`present_kit::limits`]).
pub use present_kit::limits::{
    INPUT_LABEL_MAX, INPUT_PLACEHOLDER_MAX, MODAL_INPUTS_MAX, MODAL_TITLE_MAX,
};

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
    /// A link that opens [`Component::url`] in the browser (issue 46: "View on the web").
    /// Nothing comes back to Tabula when it is clicked, so it has no `custom_id`; front
    /// ends that cannot open a browser leave it out.
    Link,
}

/// A clickable thing on a message. Every component but a link is routed back through its
/// `custom_id` (`<table>:<version>:<payload>`, at most 100 characters), so it keeps working
/// across restarts; a link ([`ComponentKind::Link`]) has an empty `custom_id` and its `url`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Component {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub custom_id: String,
    pub label: String,
    pub kind: ComponentKind,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<SelectOption>,
    #[serde(default)]
    pub style: Style,
    /// Action row (0-4). Buttons share a row up to five; a select fills its row.
    pub row: u8,
    /// Where a link opens (only for [`ComponentKind::Link`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// Discord's limit on a link button's address.
pub const LINK_URL_MAX: usize = 512;

impl Component {
    /// A link button labelled `label` opening `url`, in action row `row`.
    pub fn link(label: &str, url: &str, row: u8) -> Component {
        Component {
            custom_id: String::new(),
            label: label.to_string(),
            kind: ComponentKind::Link,
            options: Vec::new(),
            style: Style::Secondary,
            row,
            url: Some(url.to_string()),
        }
    }

    /// Whether this is a link button.
    pub fn is_link(&self) -> bool {
        self.kind == ComponentKind::Link
    }
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
    /// rasterise it after the commit, through a cache ([`present_kit::picture::Cache`]).
    #[serde(skip)]
    pub picture: Option<Picture>,
    /// Written to the outbox in the commit that made it: the front
    /// end sends it and then marks it sent; if it cannot, the delivery worker retries it.
    #[serde(skip)]
    pub queued: Option<Queued>,
    /// A text file sent with the message (a replay's move log): only ever on a private
    /// answer, which the outbox does not hold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<TextFile>,
    /// The table whose web page this message links to when it is public (issue 46): a
    /// running or ended table's board and its "Final scores" post. The core adds the "View
    /// on the web" button after the handler, where it knows `PUBLIC_URL`, the table's link
    /// and whether the channel shows links; a private answer never gets one.
    #[serde(skip)]
    pub web_link: Option<i64>,
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
    /// A message of `text` in `channel`, seen by `to`, delivered as `delivery`; nothing else
    /// on it yet. Every constructor below is one of its shapes.
    fn shaped(
        channel: &str,
        to: Audience,
        ephemeral: bool,
        delivery: Delivery,
        text: impl Into<String>,
    ) -> Reply {
        Reply {
            channel: channel.to_string(),
            to,
            ephemeral,
            delivery,
            title: None,
            text: text.into(),
            mentions: Vec::new(),
            view: None,
            components: Vec::new(),
            picture: None,
            queued: None,
            file: None,
            web_link: None,
        }
    }

    /// A private answer to the user who interacted.
    pub fn private(actor: &Actor, text: impl Into<String>) -> Reply {
        Reply::private_in(&actor.channel, actor, text)
    }

    /// A private answer to the user who interacted, about `channel` (a table's, which may not
    /// be where the user clicked).
    pub fn private_in(channel: &str, actor: &Actor, text: impl Into<String>) -> Reply {
        let to = Audience::User(actor.user.clone());
        Reply::shaped(channel, to, true, Delivery::Respond, text)
    }

    /// A new public message in `channel`.
    pub fn post(channel: &str, text: impl Into<String>) -> Reply {
        Reply::shaped(channel, Audience::public(), false, Delivery::Post, text)
    }

    /// Table `table`'s board in `channel`: posted, or edited where `message` is its stored
    /// message id ([`Delivery::Board`]).
    pub fn board(
        channel: &str,
        table: i64,
        message: Option<String>,
        text: impl Into<String>,
    ) -> Reply {
        let delivery = Delivery::Board { table, message };
        Reply::shaped(channel, Audience::public(), false, delivery, text)
    }

    /// A direct message to `user` about the table in `channel` ([`Delivery::Direct`]).
    pub fn direct(channel: &str, user: &str, text: impl Into<String>) -> Reply {
        let to = Audience::User(user.to_string());
        let delivery = Delivery::Direct {
            user: user.to_string(),
        };
        Reply::shaped(channel, to, false, delivery, text)
    }

    /// The archiving of the thread `channel` ([`Delivery::Archive`]).
    pub fn archive(channel: &str) -> Reply {
        Reply::shaped(channel, Audience::public(), false, Delivery::Archive, "")
    }

    /// This message as it says, as a private answer to `actor` (about the same channel).
    pub fn answering(self, actor: &Actor) -> Reply {
        let shape = Reply::private_in(&self.channel, actor, "");
        self.addressed_as(shape)
    }

    /// This message as it says, as a new public post in `channel`.
    pub fn posted_in(self, channel: &str) -> Reply {
        self.addressed_as(Reply::post(channel, ""))
    }

    /// What this message says (title, text, mentions, view, components, picture, file), where
    /// and to whom `shape` goes, and as it is delivered.
    fn addressed_as(self, shape: Reply) -> Reply {
        Reply {
            channel: shape.channel,
            to: shape.to,
            ephemeral: shape.ephemeral,
            delivery: shape.delivery,
            queued: shape.queued,
            ..self
        }
    }
}

/// Time in milliseconds since the Unix epoch. Tabula never reads the system clock directly, so
/// the script driver can run on a fake clock.
pub use present_kit::Millis;

#[cfg(test)]
mod tests {
    use super::*;

    fn ada() -> Actor {
        Actor {
            guild: "1".into(),
            channel: "thread".into(),
            user: "ada".into(),
            name: "Ada".into(),
            manage_channels: false,
            manage_server: false,
            parent: Some("lobby".into()),
            threads: Threads::default(),
            locales: Default::default(),
        }
    }

    #[test]
    fn readdressing_keeps_what_a_message_says_and_changes_only_where_it_goes() {
        let mut board = Reply::board("thread", 7, Some("m1".into()), "The board");
        board.title = Some("Quinox".into());
        board.mentions = vec!["bea".into()];
        board.queued = Some(Queued {
            id: 3,
            version: Some(2),
        });
        let posted = board.clone().posted_in("lobby");
        assert_eq!(
            (posted.channel.as_str(), &posted.to, posted.ephemeral),
            ("lobby", &Audience::public(), false)
        );
        assert_eq!(posted.delivery, Delivery::Post);
        assert_eq!(
            posted.queued, None,
            "a new post is not the board's outbox row"
        );
        assert_eq!(
            (
                posted.title.as_deref(),
                posted.text.as_str(),
                &posted.mentions
            ),
            (Some("Quinox"), "The board", &board.mentions)
        );
        let answer = board.answering(&ada());
        assert_eq!(
            (answer.channel.as_str(), &answer.to, answer.ephemeral),
            ("thread", &Audience::User("ada".into()), true)
        );
        assert_eq!(answer.delivery, Delivery::Respond);
        assert_eq!(answer.text, "The board");
    }

    #[test]
    fn a_direct_message_goes_to_its_user_only() {
        let dm = Reply::direct("thread", "bea", "Your turn");
        assert_eq!(dm.to, Audience::User("bea".into()));
        assert_eq!(dm.delivery, Delivery::Direct { user: "bea".into() });
        assert!(!dm.ephemeral);
        let archive = Reply::archive("thread");
        assert_eq!(
            (archive.delivery, archive.text),
            (Delivery::Archive, String::new())
        );
    }
}
