//! The lobby board (who sits, who is invited, the options) and the dialogs that add or
//! remove bots.
use super::parts::{board_reply, button, id, label, names, MAX_OPTIONS};
use crate::api::{Actor, Component, ComponentKind, Reply, SelectOption, Style};
use crate::store::bots;
use crate::store::ids::Payload;
use crate::store::tables::{SeatRow, Status, Table};
use crate::timecontrol::TimeControl;
use present_kit::present::MAX_LOBBY_OPTIONS;
use present_kit::session::{Engine, SessionError};
use present_kit::words::Lang;

/// The lobby board: who has joined, with Join / Leave / Start, the time control and the game's
/// own host options (one select each, rows 2-4).
pub(crate) fn lobby_board(
    table: &Table,
    seats: &[SeatRow],
    engine: &dyn Engine,
    lang: Lang,
) -> Result<Reply, SessionError> {
    let (min, max) = engine.players();
    let host = seats
        .iter()
        .find(|s| s.user == table.host)
        .map(|s| s.name.as_str())
        .unwrap_or("?");
    let players: Vec<String> = seats.iter().map(|s| format!("• {}", s.name)).collect();
    let options = engine.lobby_text(&table.options, &names(seats), lang)?;
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
            url: None,
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
        let game_options = engine.lobby_options(lang);
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
                url: None,
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
pub(super) fn bot_lines(table: &Table, seats: &[SeatRow]) -> String {
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
pub(crate) fn bot_levels(actor: &Actor, table: &Table, allowed: &[bots::Level]) -> Reply {
    let mut reply = Reply::private(
        actor,
        "How well should the bot play? Easy thinks briefly and makes mistakes; normal thinks about half a second a move; strong about a second.",
    );
    reply.components = allowed
        .iter()
        .map(|level| {
            let text = match level {
                bots::Level::Easy => "Easy",
                bots::Level::Normal => "Normal",
                bots::Level::Strong => "Strong",
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
pub(crate) fn bots_to_remove(actor: &Actor, table: &Table, seats: &[SeatRow]) -> Reply {
    let mut reply = Reply::private(actor, "Which bot should leave?");
    reply.components = seats
        .iter()
        .filter(|s| s.bot.is_some())
        .filter_map(|s| bots::number(&s.user).map(|n| (n, &s.name)))
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

pub(super) fn time_text(table: &Table) -> String {
    use game_kit::PromptKind::*;
    let tc = table.time_control;
    let fmt = |ms: i64| {
        if ms >= 3_600_000 {
            format!("{} h", ms / 3_600_000)
        } else {
            format!("{} s", ms / 1000)
        }
    };
    match table.clock {
        // Issue 47: the clock times the turns; reactions keep their pace's own time.
        Some(clock) => format!(
            "{} with the clock `{}` ({}; {} reactions){}",
            tc.as_str(),
            clock.as_str(),
            clock.describe(),
            fmt(tc.allowance(Reaction)),
            if table.lose_on_time {
                "; running out of time loses the game"
            } else {
                ""
            }
        ),
        None => format!(
            "{} ({} turns, {} reactions)",
            tc.as_str(),
            fmt(tc.allowance(Turn)),
            fmt(tc.allowance(Reaction))
        ),
    }
}
