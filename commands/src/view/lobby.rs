//! The lobby board (who sits, who is invited, the options) and the dialogs that add or
//! remove bots.
use super::parts::{board_reply, button, id, label, names, MAX_OPTIONS};
use crate::api::{Actor, Component, ComponentKind, Reply, SelectOption, Style};
use crate::store::bots;
use crate::store::ids::Payload;
use crate::store::tables::{SeatRow, Status, Table};
use crate::timecontrol::{GameClock, TimeControl};
use crate::words::t;
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
        Some(of) => format!(
            "{}\n",
            t(
                lang,
                "lobby-board-rematch",
                &[("table", (&of.to_string()).into())]
            )
        ),
        None => String::new(),
    };
    let house_rules = match table.house_rules.as_slice() {
        [] => String::new(),
        names => format!(
            "{}\n",
            t(
                lang,
                "lobby-board-house-rules",
                &[("rules", (&names.join(", ")).into())]
            )
        ),
    };
    // A full table offers no Join (issue 28, item 4).
    let full = seats.len() >= max;
    let next = if full {
        t(lang, "lobby-board-full", &[])
    } else {
        // The kit's words for a table's size, in `lang`.
        let players = present_kit::words::speaking(lang, || present_kit::text::players(min, max));
        t(lang, "lobby-board-join", &[("players", (&players).into())])
    };
    let text = format!(
        "{rematch}{}\n{}\n{options}{house_rules}{}{}\n{}\n\n{next}",
        t(lang, "lobby-board-host", &[("host", host.into())]),
        t(
            lang,
            "lobby-board-time",
            &[("time", (&time_text(table, lang)).into())]
        ),
        bot_lines(table, seats, lang),
        t(
            lang,
            "lobby-board-players",
            &[("seated", seats.len().into()), ("max", max.into())]
        ),
        players.join("\n"),
    );
    let title = match table.status {
        Status::Cancelled if table.abandoned => "lobby-board-title-closed",
        Status::Cancelled => "lobby-board-title-cancelled",
        _ => "lobby-board-title",
    };
    let title = t(lang, title, &[("game", engine.name().into())]);
    let mut reply = board_reply(table, title, text, None);
    if table.status == Status::Lobby {
        let says = |key: &str| t(lang, key, &[]);
        reply.components = Vec::new();
        if !full {
            reply.components.push(button(
                table,
                Payload::Join,
                &says("lobby-board-join-button"),
                Style::Success,
                0,
            ));
        }
        reply.components.extend([
            button(
                table,
                Payload::Leave,
                &says("lobby-board-leave-button"),
                Style::Secondary,
                0,
            ),
            button(
                table,
                Payload::Start,
                &says("lobby-board-start-button"),
                Style::Primary,
                0,
            ),
        ]);
        if !full {
            reply.components.push(button(
                table,
                Payload::AddBot { level: None },
                &says("lobby-board-add-bot"),
                Style::Secondary,
                0,
            ));
        }
        if seats.iter().any(|s| s.bot.is_some()) {
            reply.components.push(button(
                table,
                Payload::RemoveBot { number: None },
                &says("lobby-board-remove-bot"),
                Style::Secondary,
                0,
            ));
        }
        reply.components.extend([Component {
            url: None,
            custom_id: id(table, Payload::Set { key: "time".into() }),
            label: says("lobby-board-time-select"),
            kind: ComponentKind::Select,
            options: [TimeControl::Live, TimeControl::Async]
                .iter()
                .map(|tc| SelectOption {
                    value: tc.as_str().into(),
                    label: match tc {
                        TimeControl::Live => says("lobby-board-time-live"),
                        TimeControl::Async => says("lobby-board-time-async"),
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
pub(super) fn bot_lines(table: &Table, seats: &[SeatRow], lang: Lang) -> String {
    let mut lines = String::new();
    if table.absent_bot {
        lines.push_str(&t(lang, "lobby-board-absent-bot", &[]));
        lines.push('\n');
    }
    if seats.iter().any(|s| s.bot.is_some()) {
        let key = if table.rated_with_bots {
            "lobby-board-rated"
        } else {
            "lobby-board-unrated"
        };
        lines.push_str(&t(lang, key, &[]));
        lines.push('\n');
    }
    lines
}

/// The host's choice of level after "Add bot", as a private message in `lang` (the host's).
pub(crate) fn bot_levels(
    actor: &Actor,
    table: &Table,
    allowed: &[bots::Level],
    lang: Lang,
) -> Reply {
    let mut reply = Reply::private(actor, t(lang, "lobby-board-bot-level", &[]));
    reply.components = allowed
        .iter()
        .map(|level| {
            let key = match level {
                bots::Level::Easy => "lobby-board-bot-easy",
                bots::Level::Normal => "lobby-board-bot-normal",
                bots::Level::Strong => "lobby-board-bot-strong",
            };
            button(
                table,
                Payload::AddBot {
                    level: Some(*level),
                },
                &t(lang, key, &[]),
                Style::Secondary,
                0,
            )
        })
        .collect();
    reply
}

/// The host's choice of which bot to remove, as a private message: one button per bot (a
/// table holds at most six seats, so they fit two rows), in `lang` (the host's).
pub(crate) fn bots_to_remove(actor: &Actor, table: &Table, seats: &[SeatRow], lang: Lang) -> Reply {
    let mut reply = Reply::private(actor, t(lang, "lobby-board-bot-which", &[]));
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

pub(super) fn time_text(table: &Table, lang: Lang) -> String {
    use game_kit::PromptKind::*;
    let tc = table.time_control;
    let fmt = |ms: i64| {
        if ms >= 3_600_000 {
            format!("{} h", ms / 3_600_000)
        } else {
            format!("{} s", ms / 1000)
        }
    };
    let reaction = fmt(tc.allowance(Reaction));
    match table.clock {
        // Issue 47: the clock times the turns; reactions keep their pace's own time.
        Some(clock) => {
            let key = if table.lose_on_time {
                "lobby-board-pace-clock-lose"
            } else {
                "lobby-board-pace-clock"
            };
            let (typed, describe) = (clock.as_str(), describe(clock, lang));
            t(
                lang,
                key,
                &[
                    ("pace", tc.as_str().into()),
                    ("clock", (&typed).into()),
                    ("describe", (&describe).into()),
                    ("reaction", (&reaction).into()),
                ],
            )
        }
        None => t(
            lang,
            "lobby-board-pace",
            &[
                ("pace", tc.as_str().into()),
                ("turn", (&fmt(tc.allowance(Turn))).into()),
                ("reaction", (&reaction).into()),
            ],
        ),
    }
}

/// A clock in words, as `GameClock::describe` says it in English: "5 minutes each, 3 seconds
/// more a move", "3 days a move, unused time banked up to 7 days".
fn describe(clock: GameClock, lang: Lang) -> String {
    const SECOND: i64 = 1000;
    const MINUTE: i64 = 60 * SECOND;
    const DAY: i64 = 24 * 60 * MINUTE;
    match clock {
        GameClock::Fischer { base, increment } => t(
            lang,
            "lobby-board-clock-fischer",
            &[
                ("minutes", (base / MINUTE).into()),
                ("seconds", (increment / SECOND).into()),
            ],
        ),
        GameClock::Correspondence {
            per_move, cap: 0, ..
        } => t(
            lang,
            "lobby-board-clock-days",
            &[("days", (per_move / DAY).into())],
        ),
        GameClock::Correspondence { per_move, cap, .. } => t(
            lang,
            "lobby-board-clock-days-bank",
            &[
                ("days", (per_move / DAY).into()),
                ("cap", (cap / DAY).into()),
            ],
        ),
    }
}
