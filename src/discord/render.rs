//! A [`Reply`] as the parts of a Discord message, and those parts as serenity builders.
//!
//! [`render`] is pure and enforces Discord's limits (which serenity only partly checks, see
//! `docs/discord-wire.md`): whatever `commands` produces, the payload stays valid, and every
//! thing that had to be cut is reported in [`Rendered::issues`] for the caller to log.

use commands::api::{
    Component, ComponentKind, Delivery, Reply, Style, TextFile, TextInput, INPUT_LABEL_MAX,
    INPUT_PLACEHOLDER_MAX, LINK_URL_MAX, MODAL_INPUTS_MAX, MODAL_TITLE_MAX,
};
use poise::serenity_prelude as serenity;
use present_kit::markup::{self, Dialect};
use present_kit::picture::Png;
use std::collections::HashSet;
use std::num::NonZeroU64;
use std::sync::Arc;

/// An attachment's `description` (its alt text).
pub use commands::api::ALT_TEXT_MAX;
/// Discord's limits, in characters (serenity counts code points, so do we), from their one
/// home, [`present_kit::limits`].
pub use present_kit::limits::{
    BUTTONS_PER_ROW, BUTTON_LABEL_MAX, CONTENT_MAX, CUSTOM_ID_MAX, EMBED_DESCRIPTION_MAX,
    EMBED_TITLE_MAX, OPTION_LABEL_MAX, OPTION_VALUE_MAX, PLACEHOLDER_MAX, ROWS_MAX,
    SELECT_OPTIONS_MAX,
};

/// Discord rejects a message with neither content, embeds nor components; this invisible
/// character keeps such a (degenerate) reply sendable.
const BLANK: &str = "\u{200b}";

/// What stands for a picture's alt text, and for a modal's title, when the reply has nothing
/// to say (a presenter's bug): symbols, read by screen readers in the reader's own language,
/// since the adapter has no words of its own there (issue 48).
const PICTURE_MARK: &str = "🖼️";
const FORM_MARK: &str = "✎";

/// The parts of one Discord message.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    /// Message content: the mentions, which notify only from content, never from embeds.
    pub content: Option<String>,
    /// Users the message may ping; everybody else (and every role, `@everyone`) is muted.
    pub allowed_users: Vec<u64>,
    pub embed: Option<Embed>,
    pub rows: Vec<Row>,
    /// The reply's picture, shown in the embed; sent only once its PNG is there.
    pub image: Option<Image>,
    /// A text file sent with the message (a replay's move log), not shown by the embed.
    pub file: Option<TextFile>,
    /// What had to be dropped or cut to fit Discord's limits.
    pub issues: Vec<String>,
}

/// A picture as an attachment the embed shows (`attachment://<file>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// The attachment's file name, e.g. `board.png`.
    pub file: String,
    /// What screen readers read instead: the reply's text, plain (Discord's attachment
    /// `description`, at most [`ALT_TEXT_MAX`] characters).
    pub alt: String,
    /// The rendered picture; `None` until the caller attaches it ([`Rendered::with_png`]).
    pub png: Option<Arc<Png>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Embed {
    pub title: Option<String>,
    pub description: Option<String>,
}

/// One action row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// Empty for a link button.
    pub custom_id: String,
    pub label: String,
    pub style: Style,
    /// A link button's address (Discord's style 5: it opens in the browser and sends no
    /// interaction back).
    pub url: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: String,
    /// `(label, value)` pairs.
    pub options: Vec<(String, String)>,
    /// How many options may be picked: `(1, 1)` for a plain select, `(0, all)` for a
    /// multi-select.
    pub min_values: u8,
    pub max_values: u8,
}

/// Cuts `text` to at most `max` characters, ending with "…" when something was cut. Never
/// splits a character.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    if max == 0 {
        return String::new();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// Discord's longest text input value.
pub use present_kit::limits::INPUT_VALUE_MAX;

/// A form (modal) within Discord's limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderedModal {
    pub custom_id: String,
    pub title: String,
    /// At most five inputs, each within the limits.
    pub inputs: Vec<TextInput>,
    pub issues: Vec<String>,
}

/// The modal of a [`Delivery::Modal`] reply; `None` for any other reply or an unusable id.
pub fn modal(reply: &Reply) -> Option<RenderedModal> {
    let Delivery::Modal {
        custom_id,
        title,
        inputs,
    } = &reply.delivery
    else {
        return None;
    };
    if custom_id.is_empty() || custom_id.chars().count() > CUSTOM_ID_MAX {
        return None;
    }
    let mut issues = Vec::new();
    let mut cut = |what: &str, text: &str, max: usize| {
        if text.chars().count() > max {
            issues.push(format!("{what} cut to {max} characters"));
        }
        truncate(text, max)
    };
    let title = cut("modal title", title, MODAL_TITLE_MAX);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for i in inputs {
        if i.custom_id.is_empty()
            || i.custom_id.chars().count() > CUSTOM_ID_MAX
            || !seen.insert(i.custom_id.as_str())
        {
            continue;
        }
        let label = cut("input label", &i.label, INPUT_LABEL_MAX);
        let placeholder = i
            .placeholder
            .as_deref()
            .map(|p| cut("placeholder", p, INPUT_PLACEHOLDER_MAX));
        let max = i.max_length.clamp(1, INPUT_VALUE_MAX as u16);
        let value = i
            .value
            .as_deref()
            .map(|v| cut("input value", v, usize::from(max)));
        out.push(TextInput {
            custom_id: i.custom_id.clone(),
            label,
            placeholder,
            value,
            max_length: max,
        });
    }
    if out.len() > MODAL_INPUTS_MAX {
        issues.push(format!(
            "{} inputs dropped (Discord allows {MODAL_INPUTS_MAX})",
            out.len() - MODAL_INPUTS_MAX
        ));
        out.truncate(MODAL_INPUTS_MAX);
    }
    if out.len() < inputs.len().min(MODAL_INPUTS_MAX) {
        issues.push("inputs with a bad or repeated id dropped".into());
    }
    if out.is_empty() {
        return None;
    }
    // Discord needs a title: without one (a presenter's bug, reported), the first input's
    // label, which is in the reader's language as the form is; no word of the adapter's own.
    let title = if title.trim().is_empty() {
        issues.push("modal without a title: its first input's label stands in".into());
        match out[0].label.trim() {
            "" => FORM_MARK.to_string(),
            label => truncate(label, MODAL_TITLE_MAX),
        }
    } else {
        title
    };
    Some(RenderedModal {
        custom_id: custom_id.clone(),
        title,
        inputs: out,
        issues,
    })
}

impl RenderedModal {
    /// The serenity builder: one single-line text input per action row.
    pub fn create(&self) -> serenity::CreateModal {
        let rows = self
            .inputs
            .iter()
            .map(|i| {
                let mut input = serenity::CreateInputText::new(
                    serenity::InputTextStyle::Short,
                    &i.label,
                    &i.custom_id,
                )
                .max_length(i.max_length)
                .required(true);
                if let Some(p) = &i.placeholder {
                    input = input.placeholder(p);
                }
                if let Some(v) = &i.value {
                    input = input.value(v);
                }
                serenity::CreateActionRow::InputText(input)
            })
            .collect();
        serenity::CreateModal::new(&self.custom_id, &self.title).components(rows)
    }
}

/// Parses a Discord id; `None` for anything that is not a positive integer (serenity's id
/// constructors panic on zero, so ids from outside never go to them unchecked).
pub fn parse_id<T: From<NonZeroU64>>(id: &str) -> Option<T> {
    id.parse::<u64>()
        .ok()
        .and_then(NonZeroU64::new)
        .map(T::from)
}

/// Lays out a reply as a Discord message.
pub fn render(reply: &Reply) -> Rendered {
    let mut out = Rendered::default();
    render_mentions(reply, &mut out);
    let title = reply
        .title
        .as_deref()
        .map(|t| markup::render(t, Dialect::Discord))
        .filter(|t| !t.trim().is_empty())
        .map(|t| truncate(&t, EMBED_TITLE_MAX));
    let text = markup::render(&reply.text, Dialect::Discord);
    let description = Some(text.as_str())
        .filter(|t| !t.trim().is_empty())
        .map(|t| {
            if t.chars().count() > EMBED_DESCRIPTION_MAX {
                out.issues.push(format!(
                    "text of {} characters cut to {EMBED_DESCRIPTION_MAX}",
                    t.chars().count()
                ));
            }
            truncate(t, EMBED_DESCRIPTION_MAX)
        });
    out.image = reply.picture.as_ref().map(|p| Image {
        file: p.file.clone(),
        alt: alt_text(reply, p.alt.as_deref(), &mut out.issues),
        png: None,
    });
    // The embed shows the picture, so a picture needs one even without any text.
    if title.is_some() || description.is_some() || out.image.is_some() {
        out.embed = Some(Embed { title, description });
    }
    out.rows = layout_rows(&reply.components, &mut out.issues);
    out.file = reply.file.clone();
    out.keep_sendable();
    out
}

/// The picture's description for screen readers (issue 25, item 4): the alt text its
/// presenter wrote from the picture's own view (`own`, within [`ALT_TEXT_MAX`] by
/// construction), else the reply's text, plain, or its title when there is no text. A text
/// longer than Discord allows is a bug in the presenter: it is cut as a last resort and
/// reported in `issues`, so that it is logged.
fn alt_text(reply: &Reply, own: Option<&str>, issues: &mut Vec<String>) -> String {
    let text = match own.map(|a| markup::render(a, Dialect::Plain)) {
        Some(a) if !a.trim().is_empty() => a,
        _ => {
            let text = markup::render(&reply.text, Dialect::Plain);
            if text.trim().is_empty() {
                reply
                    .title
                    .as_deref()
                    .map(|t| markup::render(t, Dialect::Plain))
                    .unwrap_or_default()
            } else {
                text
            }
        }
    };
    let text = text.trim();
    if text.is_empty() {
        // A presenter's bug, reported: a picture with nothing at all to say of it. The
        // adapter knows no reader's language here, so no word: a screen reader names the
        // symbol in its own language ("framed picture").
        issues.push("a picture without alt text, text or title".into());
        return PICTURE_MARK.to_string();
    }
    let n = text.chars().count();
    if n > ALT_TEXT_MAX {
        issues.push(format!(
            "picture alt text of {n} characters cut to {ALT_TEXT_MAX} (its presenter should \
             write a shorter one)"
        ));
    }
    truncate(text, ALT_TEXT_MAX)
}

/// Mentions go in the content as `<@id>`, as many whole mentions as fit.
fn render_mentions(reply: &Reply, out: &mut Rendered) {
    let mut content = String::new();
    for id in &reply.mentions {
        let Some(user) = parse_id::<NonZeroU64>(id) else {
            out.issues
                .push(format!("mention of invalid user id {id:?} dropped"));
            continue;
        };
        if out.allowed_users.contains(&user.get()) {
            continue;
        }
        let mention = format!("<@{user}>");
        let sep = usize::from(!content.is_empty());
        if content.len() + sep + mention.len() > CONTENT_MAX {
            out.issues
                .push(format!("mention of {user} dropped: content full"));
            continue;
        }
        if sep == 1 {
            content.push(' ');
        }
        content.push_str(&mention);
        out.allowed_users.push(user.get());
    }
    if !content.is_empty() {
        out.content = Some(content);
    }
}

/// Groups components into action rows by their `row`, in row order: up to five buttons share a
/// row (more spill into the next), a select takes a row of its own, at most five rows survive.
fn layout_rows(components: &[Component], issues: &mut Vec<String>) -> Vec<Row> {
    let mut seen_ids = HashSet::new();
    let mut valid: Vec<&Component> = Vec::new();
    for c in components {
        if c.is_link() {
            match c.url.as_deref().filter(|u| link_url_ok(u)) {
                Some(_) => valid.push(c),
                None => issues.push(format!("link button with invalid url {:?} dropped", c.url)),
            }
        } else if c.custom_id.is_empty() || c.custom_id.chars().count() > CUSTOM_ID_MAX {
            issues.push(format!(
                "component with invalid custom_id {:?} dropped",
                c.custom_id
            ));
        } else if !seen_ids.insert(c.custom_id.as_str()) {
            issues.push(format!(
                "component with duplicate custom_id {:?} dropped",
                c.custom_id
            ));
        } else {
            valid.push(c);
        }
    }
    // Stable: components keep their order within a row.
    valid.sort_by_key(|c| c.row);

    let mut rows = Vec::new();
    let mut i = 0;
    while i < valid.len() {
        let row = valid[i].row;
        let end = valid[i..]
            .iter()
            .position(|c| c.row != row)
            .map_or(valid.len(), |n| i + n);
        let group = &valid[i..end];
        let buttons: Vec<Button> = group
            .iter()
            .filter(|c| matches!(c.kind, ComponentKind::Button | ComponentKind::Link))
            .map(|c| button(c))
            .collect();
        for chunk in buttons.chunks(BUTTONS_PER_ROW) {
            rows.push(Row::Buttons(chunk.to_vec()));
        }
        for c in group
            .iter()
            .filter(|c| matches!(c.kind, ComponentKind::Select | ComponentKind::MultiSelect))
        {
            match select(c, issues) {
                Some(s) => rows.push(Row::Select(s)),
                None => issues.push(format!("select {:?} without options dropped", c.custom_id)),
            }
        }
        i = end;
    }
    if rows.len() > ROWS_MAX {
        issues.push(format!(
            "{} action rows dropped (Discord allows {ROWS_MAX})",
            rows.len() - ROWS_MAX
        ));
        rows.truncate(ROWS_MAX);
    }
    rows
}

fn button(c: &Component) -> Button {
    let label = if c.label.trim().is_empty() {
        "·".to_string()
    } else {
        truncate(&c.label, BUTTON_LABEL_MAX)
    };
    match c.kind {
        ComponentKind::Link => Button {
            custom_id: String::new(),
            label,
            style: c.style,
            url: c.url.clone(),
        },
        _ => Button {
            custom_id: c.custom_id.clone(),
            label,
            style: c.style,
            url: None,
        },
    }
}

/// Whether Discord takes `url` as a link button's address: http or https, at most
/// [`LINK_URL_MAX`] characters, with no space or control character in it.
pub fn link_url_ok(url: &str) -> bool {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    rest.is_some_and(|host| !host.is_empty())
        && url.chars().count() <= LINK_URL_MAX
        && !url.chars().any(|c| c.is_whitespace() || c.is_control())
}

fn select(c: &Component, issues: &mut Vec<String>) -> Option<Select> {
    let mut values = HashSet::new();
    let mut options = Vec::new();
    for o in &c.options {
        if o.value.is_empty()
            || o.value.chars().count() > OPTION_VALUE_MAX
            || !values.insert(o.value.as_str())
        {
            issues.push(format!(
                "select option {:?} dropped (bad or repeated value)",
                o.value
            ));
            continue;
        }
        let label = if o.label.trim().is_empty() {
            &o.value
        } else {
            &o.label
        };
        options.push((truncate(label, OPTION_LABEL_MAX), o.value.clone()));
    }
    if options.len() > SELECT_OPTIONS_MAX {
        issues.push(format!(
            "{} options of select {:?} dropped (Discord allows {SELECT_OPTIONS_MAX})",
            options.len() - SELECT_OPTIONS_MAX,
            c.custom_id
        ));
        options.truncate(SELECT_OPTIONS_MAX);
    }
    if options.is_empty() {
        return None;
    }
    let (min_values, max_values) = match c.kind {
        ComponentKind::MultiSelect => (0, options.len() as u8),
        _ => (1, 1),
    };
    Some(Select {
        custom_id: c.custom_id.clone(),
        placeholder: truncate(&c.label, PLACEHOLDER_MAX),
        options,
        min_values,
        max_values,
    })
}

fn button_style(style: Style) -> serenity::ButtonStyle {
    match style {
        Style::Primary => serenity::ButtonStyle::Primary,
        Style::Secondary => serenity::ButtonStyle::Secondary,
        Style::Success => serenity::ButtonStyle::Success,
        Style::Danger => serenity::ButtonStyle::Danger,
    }
}

impl Rendered {
    /// Discord rejects a message with neither content, embeds nor components (nor an empty
    /// embed): an invisible character keeps such a degenerate reply sendable.
    fn keep_sendable(&mut self) {
        if self.image.is_none() && self.embed.as_ref().is_some_and(|e| e.is_empty()) {
            self.embed = None;
        }
        if self.content.is_none() && self.embed.is_none() && self.rows.is_empty() {
            self.content = Some(BLANK.to_string());
        }
    }

    /// The parts with the picture's PNG attached, or without the picture when there is none
    /// (it failed to render or was not ready in time): the text says everything the picture
    /// shows, so the message is still whole.
    pub fn with_png(mut self, png: Option<Arc<Png>>) -> Rendered {
        match (png, self.image.as_mut()) {
            (Some(png), Some(image)) => image.png = Some(png),
            _ => {
                self.image = None;
                self.keep_sendable();
            }
        }
        self
    }

    /// The files to upload: the picture once its PNG is attached, and the text file.
    pub fn attachments(&self) -> Vec<serenity::CreateAttachment> {
        let picture = self.image.as_ref().and_then(|image| {
            let png = image.png.as_ref()?;
            Some(
                serenity::CreateAttachment::bytes(png.bytes.clone(), image.file.as_str())
                    .description(image.alt.as_str()),
            )
        });
        let text = self.file.as_ref().map(|file| {
            serenity::CreateAttachment::bytes(file.text.as_bytes().to_vec(), file.name.as_str())
                .description(truncate(&file.description, ALT_TEXT_MAX))
        });
        picture.into_iter().chain(text).collect()
    }

    /// The attachment list of an edit: exactly the new files, or none. Discord keeps every
    /// existing attachment an edit's `attachments` list leaves out only when the list is
    /// absent, so sending the list always is what keeps old pictures from piling up.
    pub fn edit_attachments(&self) -> serenity::EditAttachments {
        self.attachments()
            .into_iter()
            .fold(serenity::EditAttachments::new(), |list, file| {
                list.add(file)
            })
    }
}

impl Embed {
    fn is_empty(&self) -> bool {
        self.title.is_none() && self.description.is_none()
    }
}

/// The serenity builders for the parts. Creating builders only set what is there; editing
/// builders set everything (empty content, no embeds, no rows, only the new picture) so nothing
/// stale survives an edit.
impl Rendered {
    pub fn embeds(&self) -> Vec<serenity::CreateEmbed> {
        // Shown only when its file goes with the message: an `attachment://` URL naming no
        // attachment shows nothing.
        let image = self
            .image
            .as_ref()
            .filter(|i| i.png.is_some())
            .map(|i| format!("attachment://{}", i.file));
        self.embed
            .iter()
            .map(|e| {
                let mut b = serenity::CreateEmbed::new();
                if let Some(title) = &e.title {
                    b = b.title(title);
                }
                if let Some(description) = &e.description {
                    b = b.description(description);
                }
                if let Some(url) = &image {
                    b = b.image(url);
                }
                b
            })
            .collect()
    }

    pub fn action_rows(&self) -> Vec<serenity::CreateActionRow> {
        self.rows
            .iter()
            .map(|row| match row {
                Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
                    buttons
                        .iter()
                        .map(|b| match &b.url {
                            Some(url) => serenity::CreateButton::new_link(url).label(&b.label),
                            None => serenity::CreateButton::new(&b.custom_id)
                                .label(&b.label)
                                .style(button_style(b.style)),
                        })
                        .collect(),
                ),
                Row::Select(s) => {
                    let options = s
                        .options
                        .iter()
                        .map(|(label, value)| serenity::CreateSelectMenuOption::new(label, value))
                        .collect();
                    serenity::CreateActionRow::SelectMenu(
                        serenity::CreateSelectMenu::new(
                            &s.custom_id,
                            serenity::CreateSelectMenuKind::String { options },
                        )
                        .placeholder(&s.placeholder)
                        .min_values(s.min_values)
                        .max_values(s.max_values),
                    )
                }
            })
            .collect()
    }

    pub fn allowed_mentions(&self) -> serenity::CreateAllowedMentions {
        serenity::CreateAllowedMentions::new().users(
            self.allowed_users
                .iter()
                .filter_map(|&id| NonZeroU64::new(id))
                .map(serenity::UserId::from),
        )
    }

    fn edit_content(&self) -> String {
        self.content.clone().unwrap_or_default()
    }

    /// Interaction response data: type 4 (`ephemeral` sets flag 64) or, with `for_edit`, type 7.
    pub fn response_message(
        &self,
        ephemeral: bool,
        for_edit: bool,
    ) -> serenity::CreateInteractionResponseMessage {
        let mut b = serenity::CreateInteractionResponseMessage::new()
            .embeds(self.embeds())
            .components(self.action_rows())
            .allowed_mentions(self.allowed_mentions());
        if for_edit {
            b = b.content(self.edit_content());
        } else {
            if let Some(content) = &self.content {
                b = b.content(content);
            }
            b = b.ephemeral(ephemeral);
        }
        // serenity always sends this message's `attachments` list (empty without a file), so
        // an update (type 7) keeps only the new picture.
        for file in self.attachments() {
            b = b.add_file(file);
        }
        b
    }

    pub fn followup(&self, ephemeral: bool) -> serenity::CreateInteractionResponseFollowup {
        let mut b = serenity::CreateInteractionResponseFollowup::new()
            .embeds(self.embeds())
            .components(self.action_rows())
            .allowed_mentions(self.allowed_mentions())
            .ephemeral(ephemeral);
        if let Some(content) = &self.content {
            b = b.content(content);
        }
        for file in self.attachments() {
            b = b.add_file(file);
        }
        b
    }

    pub fn edit_response(&self) -> serenity::EditInteractionResponse {
        serenity::EditInteractionResponse::new()
            .content(self.edit_content())
            .embeds(self.embeds())
            .components(self.action_rows())
            .allowed_mentions(self.allowed_mentions())
            .attachments(self.edit_attachments())
    }

    pub fn create_message(&self) -> serenity::CreateMessage {
        let mut b = serenity::CreateMessage::new()
            .embeds(self.embeds())
            .components(self.action_rows())
            .allowed_mentions(self.allowed_mentions());
        if let Some(content) = &self.content {
            b = b.content(content);
        }
        for file in self.attachments() {
            b = b.add_file(file);
        }
        b
    }

    pub fn edit_message(&self) -> serenity::EditMessage {
        serenity::EditMessage::new()
            .content(self.edit_content())
            .embeds(self.embeds())
            .components(self.action_rows())
            .allowed_mentions(self.allowed_mentions())
            .attachments(self.edit_attachments())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use commands::api::{Audience, Delivery, SelectOption};
    use serde_json::{json, Value};

    fn reply(text: &str) -> Reply {
        Reply {
            channel: "10".into(),
            to: Audience::public(),
            ephemeral: false,
            delivery: Delivery::Post,
            title: None,
            text: text.into(),
            mentions: vec![],
            view: None,
            components: vec![],
            picture: None,
            queued: None,
            file: None,
            web_link: None,
        }
    }

    fn button_at(id: &str, row: u8) -> Component {
        Component {
            url: None,
            custom_id: id.into(),
            label: id.to_uppercase(),
            kind: ComponentKind::Button,
            options: vec![],
            style: Style::Primary,
            row,
        }
    }

    fn select_at(id: &str, row: u8, n: usize) -> Component {
        Component {
            url: None,
            custom_id: id.into(),
            label: "Pick one".into(),
            kind: ComponentKind::Select,
            options: (0..n)
                .map(|i| SelectOption {
                    value: format!("v{i}"),
                    label: format!("Option {i}"),
                })
                .collect(),
            style: Style::Secondary,
            row,
        }
    }

    fn ids(row: &Row) -> Vec<&str> {
        match row {
            Row::Buttons(b) => b.iter().map(|b| b.custom_id.as_str()).collect(),
            Row::Select(s) => vec![s.custom_id.as_str()],
        }
    }

    fn json_of(value: impl serde::Serialize) -> Value {
        serde_json::to_value(value).expect("builders serialise")
    }

    #[test]
    fn truncate_respects_char_boundaries() {
        assert_eq!(truncate("hello", 5), "hello");
        assert_eq!(truncate("hello!", 5), "hell…");
        // Multi-byte characters are never split.
        let hearts = "♥".repeat(10);
        let cut = truncate(&hearts, 4);
        assert_eq!(cut, "♥♥♥…");
        assert_eq!(cut.chars().count(), 4);
        assert_eq!(truncate("abc", 0), "");
    }

    #[test]
    fn text_becomes_embed_with_limits() {
        let mut r = reply(&"é".repeat(5000));
        r.title = Some("t".repeat(300));
        let out = render(&r);
        let embed = out.embed.expect("embed");
        let description = embed.description.expect("description");
        assert_eq!(description.chars().count(), EMBED_DESCRIPTION_MAX);
        assert!(description.ends_with('…'));
        assert_eq!(embed.title.expect("title").chars().count(), EMBED_TITLE_MAX);
        assert_eq!(out.issues.len(), 1);
        assert_eq!(out.content, None);
    }

    #[test]
    fn empty_reply_is_still_sendable() {
        let out = render(&reply("  "));
        assert_eq!(out.embed, None);
        assert_eq!(out.content.as_deref(), Some(BLANK));
    }

    #[test]
    fn mentions_go_to_content_and_restrict_pings() {
        let mut r = reply("Your turn");
        r.mentions = vec![
            "111".into(),
            "nope".into(),
            "222".into(),
            "111".into(),
            "0".into(),
        ];
        let out = render(&r);
        assert_eq!(out.content.as_deref(), Some("<@111> <@222>"));
        assert_eq!(out.allowed_users, vec![111, 222]);
        assert_eq!(out.issues.len(), 2, "{:?}", out.issues);
        let msg = json_of(out.create_message());
        assert_eq!(msg["allowed_mentions"]["users"], json!(["111", "222"]));
        assert_eq!(msg["allowed_mentions"]["parse"], json!([]));
    }

    #[test]
    fn no_mentions_means_nobody_is_pinged() {
        let msg = json_of(render(&reply("@everyone look")).create_message());
        assert_eq!(msg["allowed_mentions"]["parse"], json!([]));
        assert_eq!(msg["allowed_mentions"]["users"], json!([]));
        assert!(msg.get("content").is_none());
    }

    #[test]
    fn buttons_group_by_row_and_spill_over_five() {
        let mut r = reply("x");
        r.components = vec![
            button_at("b", 1),
            button_at("a", 0),
            button_at("c", 1),
            button_at("d", 1),
            button_at("e", 1),
            button_at("f", 1),
            button_at("g", 1),
        ];
        let out = render(&r);
        let rows: Vec<Vec<&str>> = out.rows.iter().map(ids).collect();
        assert_eq!(
            rows,
            vec![vec!["a"], vec!["b", "c", "d", "e", "f"], vec!["g"]]
        );
    }

    #[test]
    fn select_takes_its_own_row_and_at_most_25_options() {
        let mut r = reply("x");
        r.components = vec![select_at("s", 0, 30), button_at("b", 0)];
        let out = render(&r);
        let rows: Vec<Vec<&str>> = out.rows.iter().map(ids).collect();
        assert_eq!(rows, vec![vec!["b"], vec!["s"]]);
        let Row::Select(s) = &out.rows[1] else {
            panic!("second row is the select")
        };
        assert_eq!(s.options.len(), SELECT_OPTIONS_MAX);
        assert_eq!(s.placeholder, "Pick one");
        let json = json_of(out.action_rows());
        assert_eq!(json[1]["components"][0]["type"], 3);
        assert_eq!(json[1]["components"][0]["placeholder"], "Pick one");
        assert_eq!(json[1]["components"][0]["options"][0]["value"], "v0");
        assert_eq!(json[0]["components"][0]["style"], 1);
        assert_eq!(json[1]["components"][0]["min_values"], 1);
        assert_eq!(json[1]["components"][0]["max_values"], 1);
    }

    #[test]
    fn a_link_is_a_style_5_button_with_its_url_and_no_custom_id() {
        let mut r = reply("x");
        let url = "https://tabula.example/t/0123456789abcdef0123456789abcdef";
        r.components = vec![
            button_at("b", 0),
            Component::link("View on the web", url, 0),
            // Discord refuses these: dropped, and said.
            Component::link("Bad", "javascript:alert(1)", 1),
            Component::link("Long", &format!("https://x.example/{}", "a".repeat(500)), 1),
        ];
        let out = render(&r);
        assert_eq!(out.rows.len(), 1, "{:?}", out.rows);
        assert_eq!(out.issues.len(), 2, "{:?}", out.issues);
        let json = json_of(out.action_rows());
        let link = &json[0]["components"][1];
        assert_eq!(link["type"], 2);
        assert_eq!(link["style"], 5);
        assert_eq!(link["url"], url);
        assert_eq!(link["label"], "View on the web");
        assert!(link.get("custom_id").is_none(), "{link}");
        assert_eq!(json[0]["components"][0]["custom_id"], "b");
        let body = serde_json::json!({"content": "x", "components": json});
        assert!(fake_discord::contract::message(&body).is_empty());
    }

    #[test]
    fn a_multi_select_allows_none_to_all_of_its_options() {
        let mut r = reply("x");
        let mut multi = select_at("m", 2, 5);
        multi.kind = ComponentKind::MultiSelect;
        r.components = vec![button_at("b", 0), select_at("s", 1, 2), multi];
        let out = render(&r);
        assert_eq!(out.rows.len(), 3);
        let Row::Select(s) = &out.rows[2] else {
            panic!("third row is the multi-select")
        };
        assert_eq!((s.min_values, s.max_values), (0, 5));
        let json = json_of(out.action_rows());
        assert_eq!(json[2]["components"][0]["min_values"], 0);
        assert_eq!(json[2]["components"][0]["max_values"], 5);
        assert!(out.issues.is_empty(), "{:?}", out.issues);
    }

    #[test]
    fn bad_components_are_dropped_not_sent() {
        let mut r = reply("x");
        r.components = vec![
            button_at("a", 0),
            button_at("a", 0),
            button_at(&"x".repeat(101), 0),
            button_at("", 0),
            select_at("empty", 1, 0),
        ];
        let out = render(&r);
        assert_eq!(
            out.rows.iter().map(ids).collect::<Vec<_>>(),
            vec![vec!["a"]]
        );
        assert_eq!(out.issues.len(), 4, "{:?}", out.issues);
    }

    #[test]
    fn at_most_five_rows() {
        let mut r = reply("x");
        r.components = (0..7).map(|i| button_at(&format!("b{i}"), i)).collect();
        let out = render(&r);
        assert_eq!(out.rows.len(), ROWS_MAX);
        assert_eq!(out.issues.len(), 1);
    }

    #[test]
    fn button_styles_map_to_discord_numbers() {
        let mut r = reply("x");
        r.components = [
            Style::Primary,
            Style::Secondary,
            Style::Success,
            Style::Danger,
        ]
        .into_iter()
        .enumerate()
        .map(|(i, style)| Component {
            url: None,
            style,
            ..button_at(&format!("b{i}"), 0)
        })
        .collect();
        let json = json_of(render(&r).action_rows());
        let styles: Vec<&Value> = (0..4).map(|i| &json[0]["components"][i]["style"]).collect();
        assert_eq!(styles, vec![&json!(1), &json!(2), &json!(3), &json!(4)]);
    }

    #[test]
    fn response_flags_and_edits() {
        let out = render(&reply("secret"));
        let private = json_of(serenity::CreateInteractionResponse::Message(
            out.response_message(true, false),
        ));
        assert_eq!(private["type"], 4);
        assert_eq!(private["data"]["flags"], 64);
        assert_eq!(private["data"]["embeds"][0]["description"], "secret");

        let public = json_of(serenity::CreateInteractionResponse::Message(
            out.response_message(false, false),
        ));
        assert_eq!(public["type"], 4);
        assert!(public["data"].get("flags").is_none() || public["data"]["flags"] == 0);

        let update = json_of(serenity::CreateInteractionResponse::UpdateMessage(
            out.response_message(false, true),
        ));
        assert_eq!(update["type"], 7);
        // An edit clears what the new reply does not have.
        assert_eq!(update["data"]["content"], "");
        assert_eq!(update["data"]["components"], json!([]));

        let followup = json_of(out.followup(true));
        assert_eq!(followup["flags"], 64);
        let edit = json_of(out.edit_message());
        assert_eq!(edit["content"], "");
        assert_eq!(edit["components"], json!([]));
    }

    fn with_board(text: &str) -> Reply {
        Reply {
            picture: Some(commands::api::Picture::new(
                "t7.v3.board".into(),
                "board.png",
                String::new,
            )),
            ..reply(text)
        }
    }

    fn png() -> Option<Arc<Png>> {
        Some(Arc::new(Png {
            bytes: b"\x89PNG fake".to_vec(),
            width: 2,
            height: 1,
        }))
    }

    #[test]
    fn a_picture_is_an_attachment_the_embed_shows() {
        let r = Reply {
            title: Some("Board".into()),
            ..with_board(&format!("{} to play\nMarket: ♥9", markup::bold("Ann")))
        };
        let out = render(&r);
        let image = out.image.clone().expect("an image");
        assert_eq!(image.file, "board.png");
        // The alt text is the message text, without markup.
        assert_eq!(image.alt, "Ann to play\nMarket: ♥9");
        // Not shown before its PNG is there.
        assert!(json_of(out.embeds())[0].get("image").is_none());
        assert!(out.attachments().is_empty());

        let out = out.with_png(png());
        let msg = json_of(out.create_message());
        assert_eq!(msg["embeds"][0]["image"]["url"], "attachment://board.png");
        assert_eq!(
            msg["embeds"][0]["description"],
            "**Ann** to play\nMarket: ♥9"
        );
        assert_eq!(msg["attachments"][0]["filename"], "board.png");
        assert_eq!(
            msg["attachments"][0]["description"],
            "Ann to play\nMarket: ♥9"
        );
        let files = out.attachments();
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].data, b"\x89PNG fake");
        // Every edit lists exactly the new picture: Discord drops the old one.
        let edit = json_of(out.edit_message());
        assert_eq!(edit["attachments"].as_array().map(Vec::len), Some(1));
        assert_eq!(edit["attachments"][0]["filename"], "board.png");
        assert!(edit["attachments"][0].get("description").is_some());
        assert_eq!(edit["embeds"][0]["image"]["url"], "attachment://board.png");
        let update = json_of(serenity::CreateInteractionResponse::UpdateMessage(
            out.response_message(false, true),
        ));
        assert_eq!(update["data"]["attachments"][0]["filename"], "board.png");
        let ephemeral = json_of(serenity::CreateInteractionResponse::Message(
            out.response_message(true, false),
        ));
        assert_eq!(ephemeral["data"]["flags"], 64);
        assert_eq!(
            ephemeral["data"]["embeds"][0]["image"]["url"],
            "attachment://board.png"
        );
        let followup = json_of(out.followup(true));
        assert_eq!(followup["attachments"][0]["filename"], "board.png");
        let original = json_of(out.edit_response());
        assert_eq!(original["attachments"].as_array().map(Vec::len), Some(1));
    }

    /// A replay's move log goes with the message as a text file of its own, beside the
    /// picture and not shown by the embed; an edit lists both, so neither piles up.
    #[test]
    fn a_text_file_is_sent_beside_the_picture() {
        let r = Reply {
            file: Some(TextFile {
                name: "tabula-table-3.txt".into(),
                description: "The move log of Quinox table 3".into(),
                text: "Move 1 of 2\n  Ann places FIRE".into(),
            }),
            ..with_board("The log is attached.")
        };
        let out = render(&r).with_png(png());
        let files = out.attachments();
        let names: Vec<&str> = files.iter().map(|f| f.filename.as_str()).collect();
        assert_eq!(names, ["board.png", "tabula-table-3.txt"]);
        assert_eq!(files[1].data, "Move 1 of 2\n  Ann places FIRE".as_bytes());
        let msg = json_of(out.followup(true));
        assert_eq!(msg["attachments"][1]["filename"], "tabula-table-3.txt");
        assert_eq!(
            msg["attachments"][1]["description"],
            "The move log of Quinox table 3"
        );
        assert_eq!(msg["embeds"][0]["image"]["url"], "attachment://board.png");
        let edit = json_of(out.edit_response());
        assert_eq!(edit["attachments"].as_array().map(Vec::len), Some(2));
        // Without a picture the file still goes.
        let alone = render(&Reply { picture: None, ..r }).with_png(None);
        assert_eq!(alone.attachments().len(), 1);
    }

    #[test]
    fn a_pictures_own_alt_text_wins_and_a_cut_is_a_reported_last_resort() {
        // The presenter's summary is the alt text, whatever the message's length (issue 25).
        let mut own = with_board(&"word ".repeat(400));
        if let Some(p) = own.picture.take() {
            own.picture = Some(p.with_alt(Some(format!("{} to play.", markup::bold("Ann")))));
        }
        let out = render(&own);
        assert_eq!(out.image.expect("image").alt, "Ann to play.");
        assert!(out.issues.is_empty(), "{:?}", out.issues);
        // Without one, a message text that fits stands in whole.
        let out = render(&with_board("Ann to play."));
        assert_eq!(out.image.expect("image").alt, "Ann to play.");
        assert!(out.issues.is_empty(), "{:?}", out.issues);
        // One that does not fit is cut only as a safety net, and the cut is reported.
        let out = render(&with_board(&"word ".repeat(400)));
        let alt = out.image.expect("image").alt;
        assert_eq!(alt.chars().count(), ALT_TEXT_MAX);
        assert!(alt.ends_with('…'));
        assert!(
            out.issues.iter().any(|i| i.contains("alt text")),
            "{:?}",
            out.issues
        );
        // No text at all: the title, else a symbol (no language to say words in), reported.
        let mut untitled = with_board("");
        let out = render(&untitled);
        assert_eq!(out.image.expect("image").alt, PICTURE_MARK);
        assert!(
            out.issues.iter().any(|i| i.contains("alt text")),
            "{:?}",
            out.issues
        );
        untitled.title = Some("Table 7".into());
        assert_eq!(render(&untitled).image.expect("image").alt, "Table 7");
    }

    #[test]
    fn no_picture_means_no_image_and_edits_drop_old_pictures() {
        let out = render(&reply("Lobby"));
        assert_eq!(out.image, None);
        assert!(json_of(out.embeds())[0].get("image").is_none());
        assert_eq!(json_of(out.create_message())["attachments"], json!([]));
        // An edit or update without a picture removes whatever picture the message had.
        assert_eq!(json_of(out.edit_message())["attachments"], json!([]));
        assert_eq!(json_of(out.edit_response())["attachments"], json!([]));
        let update = json_of(serenity::CreateInteractionResponse::UpdateMessage(
            out.response_message(false, true),
        ));
        assert_eq!(update["data"]["attachments"], json!([]));
    }

    #[test]
    fn a_picture_that_could_not_be_made_leaves_the_text() {
        let out = render(&with_board("The board")).with_png(None);
        assert_eq!(out.image, None);
        let msg = json_of(out.create_message());
        assert_eq!(msg["embeds"][0]["description"], "The board");
        assert!(msg["embeds"][0].get("image").is_none());
        assert_eq!(msg["attachments"], json!([]));
        // A picture was all there was: the message stays sendable.
        let bare = render(&with_board(""));
        assert!(bare.embed.is_some());
        assert_eq!(bare.content, None);
        let bare = bare.with_png(None);
        assert_eq!(bare.embed, None);
        assert_eq!(bare.content.as_deref(), Some(BLANK));
    }

    #[test]
    fn modals_keep_discords_limits() {
        use commands::api::TextInput;
        let input = |id: &str| TextInput {
            custom_id: id.into(),
            label: "L".repeat(60),
            placeholder: Some("p".repeat(150)),
            value: Some("3 + 4".into()),
            max_length: 100,
        };
        let mut r = reply("Opening the form…");
        r.delivery = Delivery::Modal {
            custom_id: "7:3:f.sw-r2".into(),
            title: "T".repeat(60),
            inputs: (0..7)
                .map(|i| input(&format!("i{i}")))
                .chain([input("i0")])
                .collect(),
        };
        let m = modal(&r).expect("a modal");
        assert_eq!(m.title.chars().count(), MODAL_TITLE_MAX);
        assert_eq!(m.inputs.len(), MODAL_INPUTS_MAX);
        assert!(m
            .inputs
            .iter()
            .all(|i| i.label.chars().count() <= INPUT_LABEL_MAX));
        assert!(m
            .inputs
            .iter()
            .all(|i| i.placeholder.as_ref().unwrap().chars().count() <= INPUT_PLACEHOLDER_MAX));
        assert!(!m.issues.is_empty());
        let json = json_of(serenity::CreateInteractionResponse::Modal(m.create()));
        assert_eq!(json["type"], 9);
        assert_eq!(json["data"]["custom_id"], "7:3:f.sw-r2");
        let rows = json["data"]["components"].as_array().unwrap();
        assert_eq!(rows.len(), 5);
        assert_eq!(rows[0]["components"][0]["type"], 4);
        assert_eq!(rows[0]["components"][0]["custom_id"], "i0");
        assert_eq!(rows[0]["components"][0]["value"], "3 + 4");
        assert_eq!(rows[0]["components"][0]["style"], 1);
        // Without a title, its first input's label (the reader's words), reported.
        r.delivery = Delivery::Modal {
            custom_id: "7:3:f.sw-r2".into(),
            title: " ".into(),
            inputs: vec![TextInput {
                label: "Deine Gleichung".into(),
                ..input("a")
            }],
        };
        let m = modal(&r).expect("a modal");
        assert_eq!(m.title, "Deine Gleichung");
        assert!(
            m.issues.iter().any(|i| i.contains("title")),
            "{:?}",
            m.issues
        );
        // Not a form, or an id Discord would refuse: no modal.
        assert_eq!(modal(&reply("x")), None);
        r.delivery = Delivery::Modal {
            custom_id: "x".repeat(101),
            title: "t".into(),
            inputs: vec![input("a")],
        };
        assert_eq!(modal(&r), None);
    }

    #[test]
    fn parse_id_rejects_zero_and_junk() {
        assert_eq!(
            parse_id::<serenity::ChannelId>("42"),
            Some(serenity::ChannelId::new(42))
        );
        assert_eq!(parse_id::<serenity::ChannelId>("0"), None);
        assert_eq!(parse_id::<serenity::ChannelId>("-1"), None);
        assert_eq!(parse_id::<serenity::ChannelId>(""), None);
    }
}
