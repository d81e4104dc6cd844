//! Pieces every view uses: seat names, labels cut to Discord's limits, the buttons a board
//! carries, a board's reply and picture key, and how an absent or departed seat is shown.
use crate::api::{Component, ComponentKind, Reply, Style};
use crate::store::ids::{ComponentId, Payload};
use crate::store::tables::{SeatRow, StandIn, Table};

/// Buttons fit in four rows of five; the fifth row is kept for navigation.
pub(super) const MAX_BUTTONS: usize = 20;

/// Discord's limit on select options.
pub(super) use present_kit::limits::SELECT_OPTIONS_MAX as MAX_OPTIONS;

/// Discord's limit on button and option labels.
pub(super) use present_kit::limits::BUTTON_LABEL_MAX as MAX_LABEL;

pub(crate) fn names(seats: &[SeatRow]) -> Vec<String> {
    seats.iter().map(|s| s.name.clone()).collect()
}

pub(super) fn label(text: &str) -> String {
    cut(text, MAX_LABEL)
}

/// `text` in at most `max` characters, ending with "…" when cut.
pub(super) fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

pub(super) fn id(table: &Table, payload: Payload) -> String {
    ComponentId::new(table.id, table.version, payload).render()
}

pub(super) fn button(
    table: &Table,
    payload: Payload,
    text: &str,
    style: Style,
    row: u8,
) -> Component {
    Component {
        url: None,
        custom_id: id(table, payload),
        label: label(text),
        kind: ComponentKind::Button,
        options: Vec::new(),
        style,
        row,
    }
}

pub(super) fn hand_button(table: &Table, row: u8) -> Component {
    button(
        table,
        Payload::Hand,
        "Show my hand / act",
        Style::Primary,
        row,
    )
}

/// An ended game's Replay button: its replay from the deal, for whoever
/// clicks, privately. Its id names the board's own version, as every board button's does, so
/// that a click on it never makes the board look stale.
pub(super) fn replay_button(table: &Table, row: u8) -> Component {
    button(table, Payload::Replay, "Replay", Style::Secondary, row)
}

pub(super) fn board_reply(
    table: &Table,
    title: String,
    text: String,
    view: Option<present_kit::view_json::ViewJson>,
) -> Reply {
    Reply {
        title: Some(title),
        view,
        ..Reply::board(&table.channel, table.id, table.board_message.clone(), text)
    }
}

/// The cache key of a picture of `table` as it stands, for `viewer` (see [`crate::api::Picture`]).
pub(super) fn picture_key(table: &Table, viewer: &str) -> String {
    format!("t{}.v{}.{viewer}", table.id, table.version)
}

/// Why a seat is out of the game for good.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Out {
    /// Its player resigned (`/resign`).
    Resigned,
    /// The host removed its absent player (`/remove`, which chose who plays it).
    Removed,
}

impl Out {
    pub(super) fn of(row: &SeatRow) -> Option<Out> {
        match (row.resigned, row.stand_in) {
            (false, _) => None,
            (true, None) => Some(Out::Resigned),
            (true, Some(_)) => Some(Out::Removed),
        }
    }

    /// How boards and final scores mark the seat.
    pub(super) fn mark(self) -> &'static str {
        match self {
            Out::Resigned => "resigned",
            Out::Removed => "removed",
        }
    }

    /// What the player is told.
    pub(super) fn note(self) -> &'static str {
        match self {
            Out::Resigned => "You resigned from this game",
            Out::Removed => "You were removed from this game",
        }
    }
}

/// Who plays an absent seat: whoever removed it chose (`/remove`), else the table's policy.
pub(crate) fn played_by(table: &Table, row: &SeatRow) -> &'static str {
    match row.stand_in {
        Some(StandIn::Bot) => "a bot",
        Some(StandIn::Default) => "the timeout default",
        None => absent_player(table),
    }
}

/// Why an absent seat's click does not act: out for good, or absent until Resume.
pub(crate) fn absent_note(row: &SeatRow) -> String {
    match Out::of(row) {
        Some(out) => format!("{}.", out.note()),
        None => "You are marked absent. Click Resume first.".to_string(),
    }
}

/// Who plays an absent player's turns at `table` by its own policy, as the table is told.
pub(crate) fn absent_player(table: &Table) -> &'static str {
    if table.absent_bot {
        "a bot"
    } else {
        "the timeout default"
    }
}
