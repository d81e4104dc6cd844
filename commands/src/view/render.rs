//! Turning table state into replies: the public board, public notices and private views.
//!
//! Public text is built only from spectator views and spectator-redacted events; private text only
//! from the seat's own view. That is the whole leak policy, so keep it that way.
use crate::api::{
    Actor, Audience, Component, ComponentKind, Delivery, Picture, Reply, SelectOption, Style,
    TextInput, INPUT_LABEL_MAX, INPUT_PLACEHOLDER_MAX, MODAL_TITLE_MAX,
};
use crate::store::computer;
use crate::store::deadlines::Deadline;
use crate::store::ids::MAX_PAGE;
use crate::store::ids::{ComponentId, Payload};
use crate::store::tables::{SeatRow, StandIn, Status, Table, RECENT_INPUTS};
use crate::timecontrol::TimeControl;
use game_kit::{Ranking, Seat, Viewer};
use present_kit::markup::{self, B, E};
use present_kit::present::{Form, MenuStep, MAX_LOBBY_OPTIONS};
use present_kit::session::{Engine, Menu, Session, SessionError};

/// Buttons fit in four rows of five; the fifth row is kept for navigation.
const MAX_BUTTONS: usize = 20;
/// Discord's limit on select options.
const MAX_OPTIONS: usize = 25;
/// Discord's limit on button and option labels.
const MAX_LABEL: usize = 80;

pub fn names(seats: &[SeatRow]) -> Vec<String> {
    seats.iter().map(|s| s.name.clone()).collect()
}

fn label(text: &str) -> String {
    cut(text, MAX_LABEL)
}

/// `text` in at most `max` characters, ending with "…" when cut.
fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

fn id(table: &Table, payload: Payload) -> String {
    ComponentId::new(table.id, table.version, payload).render()
}

fn button(table: &Table, payload: Payload, text: &str, style: Style, row: u8) -> Component {
    Component {
        custom_id: id(table, payload),
        label: label(text),
        kind: ComponentKind::Button,
        options: Vec::new(),
        style,
        row,
    }
}

fn hand_button(table: &Table, row: u8) -> Component {
    button(
        table,
        Payload::Hand,
        "Show my hand / act",
        Style::Primary,
        row,
    )
}

/// An ended game's Replay button: its replay from the deal (`crate::handlers::replay`), for whoever
/// clicks, privately. Its id names the board's own version, as every board button's does, so
/// that a click on it never makes the board look stale.
fn replay_button(table: &Table, row: u8) -> Component {
    button(table, Payload::Replay, "Replay", Style::Secondary, row)
}

fn board_reply(
    table: &Table,
    title: String,
    text: String,
    view: Option<present_kit::view_json::ViewJson>,
) -> Reply {
    Reply {
        channel: table.channel.clone(),
        to: Audience::public(),
        ephemeral: false,
        delivery: Delivery::Board {
            table: table.id,
            message: table.board_message.clone(),
        },
        title: Some(title),
        text,
        mentions: Vec::new(),
        view,
        components: Vec::new(),
        picture: None,
        queued: None,
        file: None,
    }
}

/// The cache key of a picture of `table` as it stands, for `viewer` (see [`crate::api::Picture`]).
fn picture_key(table: &Table, viewer: &str) -> String {
    format!("t{}.v{}.{viewer}", table.id, table.version)
}

/// The lobby board: who has joined, with Join / Leave / Start, the time control and the game's
/// own host options (one select each, rows 2-4).
pub fn lobby_board(
    table: &Table,
    seats: &[SeatRow],
    engine: &dyn Engine,
) -> Result<Reply, SessionError> {
    let (min, max) = engine.players();
    let host = seats
        .iter()
        .find(|s| s.user == table.host)
        .map(|s| s.name.as_str())
        .unwrap_or("?");
    let players: Vec<String> = seats.iter().map(|s| format!("• {}", s.name)).collect();
    let options = engine.lobby_text(&table.options, &names(seats))?;
    let options = if options.is_empty() {
        String::new()
    } else {
        format!("{options}\n")
    };
    let rematch = match table.rematch_of {
        Some(of) => format!("A rematch of table {of}.\n"),
        None => String::new(),
    };
    let house_rules = match table.house_rules.as_slice() {
        [] => String::new(),
        names => format!(
            "From this server's house rules: {} (/settings)\n",
            names.join(", ")
        ),
    };
    // A full table offers no Join (issue 28, item 4).
    let full = seats.len() >= max;
    let next = if full {
        "The table is full: the host can start.".to_string()
    } else {
        format!(
            "Join, then the host starts with {}. The host can add bots to fill seats.",
            present_kit::text::players(min, max)
        )
    };
    let text = format!(
        "{rematch}Host: {host}\nTime control: {}\n{options}{house_rules}{}Players ({}/{max}):\n{}\n\n{next}",
        time_text(table),
        bot_lines(table, seats),
        seats.len(),
        players.join("\n"),
    );
    let state = match table.status {
        Status::Cancelled if table.abandoned => "lobby closed",
        Status::Cancelled => "lobby cancelled",
        _ => "lobby",
    };
    let mut reply = board_reply(table, format!("{} · {state}", engine.name()), text, None);
    if table.status == Status::Lobby {
        reply.components = Vec::new();
        if !full {
            reply
                .components
                .push(button(table, Payload::Join, "Join", Style::Success, 0));
        }
        reply.components.extend([
            button(table, Payload::Leave, "Leave", Style::Secondary, 0),
            button(table, Payload::Start, "Start", Style::Primary, 0),
        ]);
        if !full {
            reply.components.push(button(
                table,
                Payload::AddBot { level: None },
                "Add bot",
                Style::Secondary,
                0,
            ));
        }
        if seats.iter().any(|s| s.bot.is_some()) {
            reply.components.push(button(
                table,
                Payload::RemoveBot { number: None },
                "Remove bot",
                Style::Secondary,
                0,
            ));
        }
        reply.components.extend([Component {
            custom_id: id(table, Payload::Set { key: "time".into() }),
            label: "Time control (host)".into(),
            kind: ComponentKind::Select,
            options: [TimeControl::Live, TimeControl::Async]
                .iter()
                .map(|tc| SelectOption {
                    value: tc.as_str().into(),
                    label: match tc {
                        TimeControl::Live => "Live: 60 s turns, 20 s reactions".into(),
                        TimeControl::Async => "Async: 24 h turns, 2 h reactions, reminders".into(),
                    },
                })
                .collect(),
            style: Style::Secondary,
            row: 1,
        }]);
        let game_options = engine.lobby_options();
        if game_options.len() > MAX_LOBBY_OPTIONS {
            return Err(SessionError(format!(
                "{} declares {} lobby options; the board holds {MAX_LOBBY_OPTIONS}",
                engine.id(),
                game_options.len()
            )));
        }
        for (i, option) in game_options.iter().enumerate() {
            if !crate::store::ids::valid_code(&option.key) || option.choices.len() > MAX_OPTIONS {
                return Err(SessionError(format!(
                    "lobby option {:?} has an invalid key or more than {MAX_OPTIONS} choices",
                    option.key
                )));
            }
            reply.components.push(Component {
                custom_id: id(
                    table,
                    Payload::Set {
                        key: option.key.clone(),
                    },
                ),
                label: option.label.clone(),
                kind: if option.multi {
                    ComponentKind::MultiSelect
                } else {
                    ComponentKind::Select
                },
                options: option
                    .choices
                    .iter()
                    .map(|(value, text)| SelectOption {
                        value: value.clone(),
                        label: label(text),
                    })
                    .collect(),
                style: Style::Secondary,
                row: 2 + i as u8,
            });
        }
    }
    Ok(reply)
}

/// What the lobby says about bots: who plays absent players' seats when a bot does, and
/// whether the game counts for ratings once bots sit at the table.
fn bot_lines(table: &Table, seats: &[SeatRow]) -> String {
    let mut lines = String::new();
    if table.absent_bot {
        lines.push_str("Absent players: a bot plays their turns until they resume\n");
    }
    if seats.iter().any(|s| s.bot.is_some()) {
        lines.push_str(if table.rated_with_bots {
            "Ratings: this game counts, bots included\n"
        } else {
            "Ratings: a game with bots does not count\n"
        });
    }
    lines
}

/// The host's choice of level after "Add bot", as a private message.
pub fn bot_levels(actor: &Actor, table: &Table, allowed: &[computer::Level]) -> Reply {
    let mut reply = Reply::private(
        actor,
        "How well should the bot play? Easy thinks briefly and makes mistakes; normal thinks about half a second a move; strong about a second.",
    );
    reply.components = allowed
        .iter()
        .map(|level| {
            let text = match level {
                computer::Level::Easy => "Easy",
                computer::Level::Normal => "Normal",
                computer::Level::Strong => "Strong",
            };
            button(
                table,
                Payload::AddBot {
                    level: Some(*level),
                },
                text,
                Style::Secondary,
                0,
            )
        })
        .collect();
    reply
}

/// The host's choice of which bot to remove, as a private message: one button per bot (a
/// table holds at most six seats, so they fit two rows).
pub fn bots_to_remove(actor: &Actor, table: &Table, seats: &[SeatRow]) -> Reply {
    let mut reply = Reply::private(actor, "Which bot should leave?");
    reply.components = seats
        .iter()
        .filter(|s| s.bot.is_some())
        .filter_map(|s| computer::number(&s.user).map(|n| (n, &s.name)))
        .enumerate()
        .map(|(i, (n, name))| {
            button(
                table,
                Payload::RemoveBot { number: Some(n) },
                name,
                Style::Secondary,
                (i / 5) as u8,
            )
        })
        .collect();
    reply
}

fn time_text(table: &Table) -> String {
    use game_kit::PromptKind::*;
    let tc = table.time_control;
    let fmt = |ms: i64| {
        if ms >= 3_600_000 {
            format!("{} h", ms / 3_600_000)
        } else {
            format!("{} s", ms / 1000)
        }
    };
    format!(
        "{} ({} turns, {} reactions)",
        tc.as_str(),
        fmt(tc.allowance(Turn)),
        fmt(tc.allowance(Reaction))
    )
}

/// Who is awaited, and until when; a bot's row says a bot is thinking (its due time is only
/// when it starts).
fn waiting_lines(deadlines: &[Deadline], seats: &[SeatRow]) -> Vec<String> {
    deadlines
        .iter()
        .map(|d| {
            let seat = seats.get(d.seat);
            let name = seat.map(|s| s.name.as_str()).unwrap_or("?");
            match (d.bot, seat.is_some_and(|s| s.bot.is_some())) {
                (Some(_), true) => format!("⏳ {B}{name}{E}: {} (a bot, thinking)", d.what),
                (Some(_), false) => {
                    format!("⏳ {B}{name}{E}: {} (absent; a bot plays for them)", d.what)
                }
                (None, _) => format!("⏳ {B}{name}{E}: {} (due {})", d.what, markup::at(d.due)),
            }
        })
        .collect()
}

/// Inputs whose events a private view shows (the board shows [`RECENT_INPUTS`]).
pub const PRIVATE_RECENT_INPUTS: usize = 1;

fn recent_lines(
    table: &Table,
    session: &dyn Session,
    viewer: Viewer,
    names: &[String],
    inputs: usize,
) -> Result<Vec<String>, SessionError> {
    let skip = table.recent.len().saturating_sub(inputs);
    let mut lines = Vec::new();
    for events in &table.recent[skip..] {
        lines.extend(session.event_lines(events, viewer, names)?);
    }
    Ok(lines)
}

/// The public board of a running, finished or cancelled table.
pub fn board(
    table: &Table,
    seats: &[SeatRow],
    engine: &dyn Engine,
    session: &dyn Session,
    deadlines: &[Deadline],
) -> Result<Reply, SessionError> {
    let names = names(seats);
    let shown = session.view_parts(Viewer::Spectator, &names, picture_key(table, "board"))?;
    let mut parts = vec![shown.text];
    parts.extend(absence_line(table, seats));
    let recent = recent_lines(table, session, Viewer::Spectator, &names, RECENT_INPUTS)?;
    if !recent.is_empty() {
        parts.push(format!("Recently:\n{}", recent.join("\n")));
    }
    let waiting = waiting_lines(deadlines, seats);
    if !waiting.is_empty() {
        parts.push(waiting.join("\n"));
    }
    let suffix = match table.status {
        Status::Finished => " · finished",
        Status::Cancelled if table.abandoned => " · abandoned",
        Status::Cancelled => " · cancelled",
        _ => "",
    };
    let mut reply = board_reply(
        table,
        format!("{} · table {}{suffix}", engine.name(), table.id),
        parts.join("\n\n"),
        Some(shown.json),
    );
    reply.picture = shown.picture;
    reply.components = match table.status {
        Status::Playing => vec![hand_button(table, 0)],
        // Issue 27: the same game again, or this one step by step.
        Status::Finished => vec![
            button(table, Payload::Rematch, "Rematch", Style::Success, 0),
            replay_button(table, 0),
        ],
        Status::Lobby | Status::Cancelled => Vec::new(),
    };
    Ok(reply)
}

/// The public notice after an accepted input: what happened and who is up, with a ping.
/// Reaction windows carry their buttons here (only the eligible player's click counts).
pub fn notice(
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    events: &[serde_json::Value],
    deadlines: &[Deadline],
) -> Result<Reply, SessionError> {
    let names = names(seats);
    let mut lines = session.event_lines(events, Viewer::Spectator, &names)?;
    lines.extend(waiting_lines(deadlines, seats));
    let mut reply = Reply::post(&table.channel, lines.join("\n"));
    // An event worth a picture (a showdown) shows it with its notice.
    if let Some(shown) = session
        .event_pictures(events, Viewer::Spectator, &names)?
        .into_iter()
        .next()
    {
        let svg = shown.svg;
        reply.picture = Some(
            Picture::new(picture_key(table, "e0"), "showdown.png", move || {
                svg.clone()
            })
            .with_alt(shown.alt),
        );
    }
    // Nobody to ping for a bot's seat, nor for an absent player's.
    reply.mentions = deadlines
        .iter()
        .filter_map(|d| seats.get(d.seat))
        .filter(|s| !s.absent && s.bot.is_none())
        .map(|s| s.user.clone())
        .collect();
    reply.mentions.dedup();
    if table.status != Status::Playing {
        return Ok(reply);
    }
    let mut components = Vec::new();
    for prompt in session.prompts() {
        if prompt.kind != game_kit::PromptKind::Reaction {
            continue;
        }
        // A bot answers its own window: no buttons for anyone to press in its stead.
        if seats
            .get(prompt.seat)
            .is_some_and(|s| computer::controller(table, s).is_some())
        {
            continue;
        }
        if let Menu::Choices(steps) = session.menu(prompt.seat, &[], &names)? {
            // A reaction window offers few answers (Reject, Cancel ...); more would not be a
            // reaction, and they stay reachable through the private view.
            for step in steps.iter().take(4) {
                let payload = Payload::Act {
                    path: vec![step.code.clone()],
                    public: true,
                    page: 0,
                };
                let style = if components.is_empty() {
                    Style::Danger
                } else {
                    Style::Secondary
                };
                let b = button(table, payload, &step.label, style, 0);
                // Several players may share a window (e.g. teammates offering a Quick Toss):
                // one button per choice, each click counts for whoever clicks it.
                if !components
                    .iter()
                    .any(|c: &Component| c.custom_id == b.custom_id)
                {
                    components.push(b);
                }
            }
        }
    }
    let row = if components.is_empty() { 0 } else { 1 };
    components.push(hand_button(table, row));
    reply.components = components;
    Ok(reply)
}

/// Where a private view's menu stands: the codes chosen so far and the page of the next level.
#[derive(Clone, Copy, Debug, Default)]
pub struct At<'a> {
    pub prefix: &'a [String],
    pub page: u8,
}

impl<'a> At<'a> {
    /// The root of the menu.
    pub const ROOT: At<'static> = At {
        prefix: &[],
        page: 0,
    };

    pub fn new(prefix: &'a [String], page: u8) -> At<'a> {
        At { prefix, page }
    }
}

/// A seat's private view with its menu at `at`.
#[allow(clippy::too_many_arguments)]
pub fn private(
    actor: &Actor,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    seat: Seat,
    at: At<'_>,
    delivery: Delivery,
    note: Option<&str>,
) -> Result<Reply, SessionError> {
    let prefix = at.prefix;
    let names = names(seats);
    let viewer = Viewer::Seat(seat);
    let mut parts = Vec::new();
    if let Some(note) = note {
        parts.push(note.to_string());
    }
    let shown = session.view_parts(viewer, &names, picture_key(table, &format!("s{seat}")))?;
    parts.push(shown.text);
    let recent = recent_lines(table, session, viewer, &names, PRIVATE_RECENT_INPUTS)?;
    if !recent.is_empty() {
        parts.push(format!("Last:\n{}", recent.join("\n")));
    }
    let absent = seats.get(seat).is_some_and(|s| s.absent);
    let mut components = Vec::new();
    if table.status != Status::Playing {
        // Nothing to choose.
    } else if let Some((row, out)) = seats.get(seat).and_then(|r| Some((r, Out::of(r)?))) {
        parts.push(format!(
            "{}: your seat is played by {} to the end.",
            out.note(),
            played_by(table, row)
        ));
    } else if absent {
        let by = seats
            .get(seat)
            .map_or(absent_player(table), |row| played_by(table, row));
        parts.push(format!(
            "You are marked absent: your turns are played by {by}. Click Resume to play again."
        ));
        components.push(button(table, Payload::Resume, "Resume", Style::Success, 0));
    } else {
        let refs: Vec<&str> = prefix.iter().map(String::as_str).collect();
        match session.menu(seat, &refs, &names)? {
            Menu::Choices(steps) => {
                if !prefix.is_empty() {
                    parts.push(format!(
                        "Choose ({}):",
                        breadcrumb(session, seat, prefix, &names)?
                    ));
                } else {
                    parts.push("Your move:".to_string());
                }
                let typing = session.offers_typing() && steps.iter().any(|s| s.key.is_some());
                let (menu, page_note) = menu_components(table, at, &steps, typing);
                parts.extend(page_note);
                components = menu;
            }
            Menu::Action(_) | Menu::Invalid => {
                if !session.prompts().iter().any(|p| p.seat == seat) {
                    parts.push("Nothing to do right now; you will be pinged.".to_string());
                }
            }
        }
        // Forms (typed input) sit below the menu, at its root only.
        let forms = if prefix.is_empty() {
            session.forms(seat)?
        } else {
            Vec::new()
        };
        if !forms.is_empty() {
            if components.is_empty() {
                parts.push("Your move:".to_string());
            }
            let row = if components.is_empty() { 0 } else { 3 };
            for form in forms {
                let payload = Payload::Form { code: form.code };
                components.push(button(table, payload, &form.button, Style::Primary, row));
            }
        }
    }
    Ok(Reply {
        channel: table.channel.clone(),
        to: Audience::User(actor.user.clone()),
        ephemeral: true,
        delivery,
        title: Some(format!("Your view · table {}", table.id)),
        text: parts.join("\n\n"),
        mentions: Vec::new(),
        view: Some(shown.json),
        components,
        picture: shown.picture,
        queued: None,
        file: None,
    })
}

/// A form, as a modal answering `actor`'s click. Discord's limits are applied here; the text is
/// what a front end shows if it cannot open the modal.
pub fn modal(actor: &Actor, table: &Table, form: &Form) -> Reply {
    let payload = Payload::Form {
        code: form.code.clone(),
    };
    modal_with_id(actor, form, id(table, payload))
}

fn modal_with_id(actor: &Actor, form: &Form, custom_id: String) -> Reply {
    // At most MODAL_INPUTS_MAX inputs: `Session::forms` refuses larger forms.
    let inputs = form
        .inputs
        .iter()
        .map(|i| TextInput {
            custom_id: i.id.clone(),
            label: cut(&i.label, INPUT_LABEL_MAX),
            placeholder: i
                .placeholder
                .as_deref()
                .map(|p| cut(p, INPUT_PLACEHOLDER_MAX)),
            value: i.value.clone(),
            max_length: i.max_length,
        })
        .collect();
    Reply {
        delivery: Delivery::Modal {
            custom_id,
            title: cut(&form.title, MODAL_TITLE_MAX),
            inputs,
        },
        title: Some(form.title.clone()),
        ..Reply::private(
            actor,
            "Opening the form… If it does not appear, click the button again.",
        )
    }
}

/// Labels of the steps chosen so far, e.g. "Give from the Market › ♥9".
fn breadcrumb(
    session: &dyn Session,
    seat: Seat,
    prefix: &[String],
    names: &[String],
) -> Result<String, SessionError> {
    let mut labels = Vec::new();
    for i in 0..prefix.len() {
        let refs: Vec<&str> = prefix[..i].iter().map(String::as_str).collect();
        if let Menu::Choices(steps) = session.menu(seat, &refs, names)? {
            if let Some(step) = steps.iter().find(|s| s.code == prefix[i]) {
                labels.push(step.label.clone());
            }
        }
    }
    Ok(labels.join(" › "))
}

/// The choices of one menu level: buttons when they fit, else a select of one page; plus
/// Back. A level longer than one select is paged (◀ Previous / More ▶) and can be typed in a
/// form, and so can any level when `typing` (the game asks for it and the level has typed
/// keys); the second value is a line saying which page is shown.
fn menu_components(
    table: &Table,
    at: At<'_>,
    steps: &[MenuStep],
    typing: bool,
) -> (Vec<Component>, Option<String>) {
    let prefix = at.prefix;
    let act = |path: Vec<String>, page: u8| Payload::Act {
        path,
        public: false,
        page,
    };
    let mut out = Vec::new();
    let mut note = None;
    if steps.len() <= MAX_BUTTONS {
        for (i, step) in steps.iter().enumerate() {
            let mut path = prefix.to_vec();
            path.push(step.code.clone());
            out.push(button(
                table,
                act(path, 0),
                &step.label,
                Style::Primary,
                (i / 5) as u8,
            ));
        }
        if typing && steps.len() > 1 {
            let typed = Payload::Type {
                path: prefix.to_vec(),
            };
            out.push(button(table, typed, "Type a choice…", Style::Secondary, 4));
        }
    } else {
        let pages = pages(steps.len());
        let page = at.page.min(pages - 1);
        let shown = &steps[usize::from(page) * MAX_OPTIONS..];
        out.push(Component {
            custom_id: id(table, act(prefix.to_vec(), page)),
            label: "Choose…".to_string(),
            kind: ComponentKind::Select,
            options: shown
                .iter()
                .take(MAX_OPTIONS)
                .map(|s| SelectOption {
                    value: s.code.clone(),
                    label: label(&s.label),
                })
                .collect(),
            style: Style::Secondary,
            row: 0,
        });
        if pages > 1 {
            note = Some(format!(
                "Page {} of {pages} ({} choices).",
                page + 1,
                steps.len()
            ));
            if page > 0 {
                let previous = act(prefix.to_vec(), page - 1);
                out.push(button(table, previous, "◀ Previous", Style::Secondary, 1));
            }
            if page + 1 < pages {
                let next = act(prefix.to_vec(), page + 1);
                out.push(button(table, next, "More ▶", Style::Secondary, 1));
            }
        }
        let typed = Payload::Type {
            path: prefix.to_vec(),
        };
        out.push(button(table, typed, "Type a choice…", Style::Secondary, 1));
    }
    if !prefix.is_empty() {
        let back = act(prefix[..prefix.len() - 1].to_vec(), 0);
        out.push(button(table, back, "◀ Back", Style::Secondary, 4));
    }
    (out, note)
}

/// Pages of a level of `choices` select options (at least one, at most [`MAX_PAGE`] + 1; a
/// level longer than that is cut at the last page, and can still be typed in full).
fn pages(choices: usize) -> u8 {
    let pages = choices.div_ceil(MAX_OPTIONS).max(1);
    pages.min(usize::from(MAX_PAGE) + 1) as u8
}

/// Up to `most` examples of what a player may type at a level of `steps`: the steps' own keys
/// (`m49`, `9H`), else their short labels; never a step's internal code such as `bk` (issue 28,
/// item 4).
pub fn typed_examples(steps: &[MenuStep], most: usize) -> Vec<String> {
    let keyed: Vec<String> = steps
        .iter()
        .filter_map(|s| s.key.clone())
        .take(most)
        .collect();
    if !keyed.is_empty() {
        return keyed;
    }
    steps
        .iter()
        .map(|s| s.label.clone())
        .filter(|l| l.chars().count() <= 24)
        .take(most.min(3))
        .collect()
}

/// The form that types the next choice after `prefix` by name: one input, with a few of the
/// level's keys as examples.
pub fn typed_choice_modal(
    actor: &Actor,
    table: &Table,
    prefix: &[String],
    steps: &[MenuStep],
) -> Reply {
    let examples = typed_examples(steps, 4);
    let form = Form {
        code: String::new(),
        button: String::new(),
        title: "Type your choice".into(),
        inputs: vec![present_kit::present::FormInput {
            id: TYPED_INPUT.into(),
            label: "Your choice".into(),
            placeholder: Some(format!("e.g. {}", examples.join(", "))),
            value: None,
            max_length: 40,
        }],
    };
    let payload = Payload::Type {
        path: prefix.to_vec(),
    };
    modal_with_id(actor, &form, id(table, payload))
}

/// The input id of the typed-choice form.
pub const TYPED_INPUT: &str = "choice";

/// Who is marked absent, as the board says it: "Absent (played by the timeout default): …".
///
/// The board, the "Final scores" post and `/history` all read absence from the seat rows'
/// `absent` flag through here and [`ranking_lines`], so they cannot disagree (they once did:
/// the post marked only players whose rated place differed from their place, so a winner who
/// had timed out, or everyone when all had, went unmarked).
fn absence_line(table: &Table, seats: &[SeatRow]) -> Option<String> {
    let absent: Vec<&SeatRow> = seats.iter().filter(|s| s.absent).collect();
    let by = played_by(table, absent.first()?);
    let name = |s: &SeatRow| match Out::of(s) {
        Some(out) => format!("{} ({})", s.name, out.mark()),
        None => s.name.clone(),
    };
    // One policy for every absent seat unless a removed seat was given another (`/remove`).
    Some(if absent.iter().all(|s| played_by(table, s) == by) {
        let names: Vec<String> = absent.iter().map(|s| name(s)).collect();
        format!("Absent (played by {by}): {}", names.join(", "))
    } else {
        let names: Vec<String> = absent
            .iter()
            .map(|s| format!("{} played by {}", name(s), played_by(table, s)))
            .collect();
        format!("Absent: {}", names.join("; "))
    })
}

/// The ranking of a finished game, best first: `1. **name**: 12 points`, with `(absent)`
/// after every player the seat rows mark absent, then what absence did to the ratings.
fn ranking_lines(seats: &[SeatRow], ranking: &Ranking, unit: &str) -> Vec<String> {
    let mut order: Vec<usize> = (0..ranking.place.len()).collect();
    order.sort_by_key(|s| (ranking.place[*s], *s));
    let absent = |s: usize| seats.get(s).is_some_and(|r| r.absent);
    let mut lines: Vec<String> = order
        .iter()
        .map(|s| {
            let name = seats.get(*s).map(|r| r.name.as_str()).unwrap_or("?");
            let mark = match seats.get(*s).and_then(Out::of) {
                Some(out) => format!(" ({})", out.mark()),
                None if absent(*s) => " (absent)".to_string(),
                None => String::new(),
            };
            let score = ranking.score[*s];
            // "1 point", "1 chip": the unit is given in the plural.
            let unit = if score.abs() == 1 {
                unit.strip_suffix('s').unwrap_or(unit)
            } else {
                unit
            };
            format!("{}. {B}{name}{E}: {score} {unit}{mark}", ranking.place[*s])
        })
        .collect();
    // The same rule as `ratings::rated_places`: absent players rank last, behind everyone who
    // stayed, and share that place.
    let absentees = (0..ranking.place.len()).filter(|s| absent(*s)).count();
    let outs: Vec<Out> = seats.iter().filter_map(Out::of).collect();
    let who = match (outs.contains(&Out::Resigned), outs.contains(&Out::Removed)) {
        (false, false) => ("was absent", "Absent players"),
        (true, false) => (
            "resigned or was absent",
            "Players who resigned or were absent",
        ),
        (false, true) => (
            "was removed or absent",
            "Players who were removed or absent",
        ),
        (true, true) => (
            "resigned, was removed or was absent",
            "Players who resigned, were removed or were absent",
        ),
    };
    if absentees == ranking.place.len() {
        lines.push(format!(
            "Everyone {}, so the ratings count this game as a tie.",
            who.0
        ));
    } else if absentees > 0 {
        lines.push(format!(
            "{} rank last for ratings, behind everyone who stayed.",
            who.1
        ));
    }
    lines
}

/// The public result post of a finished game.
pub fn result(table: &Table, seats: &[SeatRow], ranking: &Ranking, unit: &str) -> Reply {
    let mut reply = Reply::post(
        &table.channel,
        ranking_lines(seats, ranking, unit).join("\n"),
    );
    reply.title = Some(format!("Final scores · table {}", table.id));
    reply
}

/// How an ended game looks afterwards (`/board` with no open table, `/history`): its final
/// board (the spectator view, so nothing the game keeps hidden at its end), when it ended,
/// and for a finished game the ranking with who was absent, as the "Final scores" post said
/// it; a cancelled game says so and has no ranking.
///
/// It is a plain public post, not a [`Delivery::Board`]: the board message is the one that
/// moves edit, and an ended table has no moves left, so posting this must not become the
/// table's tracked board (nothing would ever edit it, and a stored id must only ever name
/// a board a move may edit). Its one button is Replay: a rematch is opened from the final
/// board itself, where the players are.
pub fn ended(
    table: &Table,
    seats: &[SeatRow],
    engine: &dyn Engine,
    session: &dyn Session,
    ended_at: crate::api::Millis,
) -> Result<Reply, SessionError> {
    let mut reply = board(table, seats, engine, session, &[])?;
    reply.delivery = Delivery::Post;
    reply.components = vec![replay_button(table, 0)];
    let mut parts = vec![reply.text];
    match (table.status, session.outcome()) {
        (Status::Finished, Some(ranking)) => {
            let lines = ranking_lines(seats, &ranking, engine.score_unit());
            parts.push(format!(
                "Finished {}. Final scores:\n{}",
                markup::at(ended_at),
                lines.join("\n")
            ));
        }
        (Status::Cancelled, _) if table.abandoned => parts.push(format!(
            "Abandoned {}: nobody made a move for too long. No ranking, and no ratings changed.",
            markup::at(ended_at)
        )),
        (Status::Cancelled, _) => parts.push(format!(
            "Cancelled {} before the end: no ranking, and no ratings changed.",
            markup::at(ended_at)
        )),
        (status, _) => {
            return Err(SessionError(format!(
                "table {} is {} without a final ranking",
                table.id,
                status.as_str()
            )))
        }
    }
    reply.text = parts.join("\n\n");
    Ok(reply)
}

/// Why a seat is out of the game for good.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Out {
    /// Its player resigned (`/resign`).
    Resigned,
    /// The host removed its absent player (`/remove`, which chose who plays it).
    Removed,
}

impl Out {
    fn of(row: &SeatRow) -> Option<Out> {
        match (row.resigned, row.stand_in) {
            (false, _) => None,
            (true, None) => Some(Out::Resigned),
            (true, Some(_)) => Some(Out::Removed),
        }
    }

    /// How boards and final scores mark the seat.
    fn mark(self) -> &'static str {
        match self {
            Out::Resigned => "resigned",
            Out::Removed => "removed",
        }
    }

    /// What the player is told.
    fn note(self) -> &'static str {
        match self {
            Out::Resigned => "You resigned from this game",
            Out::Removed => "You were removed from this game",
        }
    }
}

/// Who plays an absent seat: whoever removed it chose (`/remove`), else the table's policy.
pub fn played_by(table: &Table, row: &SeatRow) -> &'static str {
    match row.stand_in {
        Some(StandIn::Bot) => "a bot",
        Some(StandIn::Default) => "the timeout default",
        None => absent_player(table),
    }
}

/// Why an absent seat's click does not act: out for good, or absent until Resume.
pub fn absent_note(row: &SeatRow) -> String {
    match Out::of(row) {
        Some(out) => format!("{}.", out.note()),
        None => "You are marked absent. Click Resume first.".to_string(),
    }
}

/// Who plays an absent player's turns at `table` by its own policy, as the table is told.
pub fn absent_player(table: &Table) -> &'static str {
    if table.absent_bot {
        "a bot"
    } else {
        "the timeout default"
    }
}
