//! Pieces every view uses: seat names, labels cut to Discord's limits, the buttons a board
//! carries, a board's reply and picture key, and how an absent or departed seat is shown.
use crate::api::{Component, ComponentKind, Reply, Style};
use crate::store::ids::{ComponentId, Payload};
use crate::store::tables::{SeatRow, StandIn, Table};
use crate::words::t;
use present_kit::words::Lang;

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

pub(crate) fn hand_button(table: &Table, row: u8, lang: Lang) -> Component {
    button(
        table,
        Payload::Hand,
        &t(lang, "board-hand", &[]),
        Style::Primary,
        row,
    )
}

/// An ended game's Replay button: its replay from the deal, for whoever
/// clicks, privately. Its id names the board's own version, as every board button's does, so
/// that a click on it never makes the board look stale.
pub(super) fn replay_button(table: &Table, row: u8, lang: Lang) -> Component {
    button(
        table,
        Payload::Replay,
        &t(lang, "board-replay", &[]),
        Style::Secondary,
        row,
    )
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

    /// `name` as boards mark the seat: "Ann (resigned)".
    pub(super) fn marked(self, name: &str, lang: Lang) -> String {
        let key = match self {
            Out::Resigned => "seat-resigned",
            Out::Removed => "seat-removed",
        };
        t(lang, key, &[("name", name.into())])
    }
}

/// Who plays an absent seat, as the catalog's `$by` selector says it (`bot`: a bot,
/// `default`: the timeout default): whoever removed it chose (`/remove`), else the table's
/// policy.
pub(crate) fn played_by(table: &Table, row: &SeatRow) -> &'static str {
    match row.stand_in {
        Some(StandIn::Bot) => "bot",
        Some(StandIn::Default) => "default",
        None => absent_by(table),
    }
}

/// Who plays an absent player's turns at `table` by its own policy, as the catalog's `$by`
/// selector says it (`bot` or `default`).
pub(crate) fn absent_by(table: &Table) -> &'static str {
    if table.absent_bot {
        "bot"
    } else {
        "default"
    }
}

/// Why an absent seat's click does not act: out for good, or absent until Resume.
pub(crate) fn absent_note(row: &SeatRow, lang: Lang) -> String {
    let key = match Out::of(row) {
        Some(Out::Resigned) => "absent-note-resigned",
        Some(Out::Removed) => "absent-note-removed",
        None => "absent-note-absent",
    };
    t(lang, key, &[])
}
