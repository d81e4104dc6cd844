//! The public table board and public notices: built only from spectator views and
//! spectator-redacted events (the leak policy: public text never comes from a seat's view).
use super::parts::{
    board_reply, button, hand_button, names, picture_key, played_by, replay_button, Out,
};
use crate::api::{Component, Picture, Reply, Style};
use crate::store::bots;
use crate::store::deadlines::Deadline;
use crate::store::ids::Payload;
use crate::store::tables::{SeatRow, Status, Table, RECENT_INPUTS};
use crate::words::t;
use game_kit::Viewer;
use present_kit::markup::{self, B, E};
use present_kit::session::{Engine, Menu, Session, SessionError};
use present_kit::words::Lang;

/// Who is awaited, for what and until when, said in `lang` (`deadlines::asked`); a bot's row
/// says a bot is thinking (its due time is only when it starts).
pub(super) fn waiting_lines(
    deadlines: &[Deadline],
    seats: &[SeatRow],
    session: &dyn Session,
    lang: Lang,
) -> Vec<String> {
    let prompts = session.prompts_in(lang);
    deadlines
        .iter()
        .map(|d| {
            let seat = seats.get(d.seat);
            let name = format!("{B}{}{E}", seat.map(|s| s.name.as_str()).unwrap_or("?"));
            let due = markup::at(d.due);
            let what = crate::store::deadlines::asked(&prompts, d, seats);
            let key = match (d.bot, seat.is_some_and(|s| s.bot.is_some())) {
                (Some(_), true) => "board-waiting-bot",
                (Some(_), false) => "board-waiting-absent",
                (None, _) => "board-waiting-due",
            };
            let args = [
                ("name", (&name).into()),
                ("what", what.as_str().into()),
                ("due", (&due).into()),
            ];
            t(lang, key, &args)
        })
        .collect()
}

pub(super) fn recent_lines(
    table: &Table,
    session: &dyn Session,
    viewer: Viewer,
    names: &[String],
    inputs: usize,
    lang: Lang,
) -> Result<Vec<String>, SessionError> {
    let skip = table.recent.len().saturating_sub(inputs);
    let mut lines = Vec::new();
    for events in &table.recent[skip..] {
        lines.extend(session.event_lines(events, viewer, names, lang)?);
    }
    Ok(lines)
}

/// The public board of a running, finished or cancelled table, the game's words in `lang`
/// (the server's).
pub(crate) fn board(
    table: &Table,
    seats: &[SeatRow],
    engine: &dyn Engine,
    session: &dyn Session,
    deadlines: &[Deadline],
    lang: Lang,
) -> Result<Reply, SessionError> {
    let names = names(seats);
    let shown = session.view_parts(Viewer::Spectator, &names, picture_key(table, "board"), lang)?;
    let mut parts = vec![shown.text];
    parts.extend(absence_line(table, seats, lang));
    parts.extend(clock_line(table, seats, deadlines, lang));
    let recent = recent_lines(
        table,
        session,
        Viewer::Spectator,
        &names,
        RECENT_INPUTS,
        lang,
    )?;
    if !recent.is_empty() {
        parts.push(format!(
            "{}\n{}",
            t(lang, "board-recently", &[]),
            recent.join("\n")
        ));
    }
    let waiting = waiting_lines(deadlines, seats, session, lang);
    if !waiting.is_empty() {
        parts.push(waiting.join("\n"));
    }
    let title = match table.status {
        Status::Finished => "board-title-finished",
        Status::Cancelled if table.abandoned => "board-title-abandoned",
        Status::Cancelled => "board-title-cancelled",
        _ => "board-title",
    };
    let id = table.id.to_string();
    let title = t(
        lang,
        title,
        &[("game", engine.name().into()), ("table", (&id).into())],
    );
    let mut reply = board_reply(table, title, parts.join("\n\n"), Some(shown.json));
    reply.picture = match (shown.picture, table.clock) {
        // Issue 47: the picture shows the clocks too, below the game's own drawing.
        (Some(picture), Some(clock)) => Some(super::clock_band::with_clocks(
            picture,
            clock.as_str(),
            clocks_shown(table, seats, deadlines),
            lang,
        )),
        (picture, _) => picture,
    };
    // Issue 46: a running or ended table's board links to its web page (the lobby does not:
    // its rows are full of the host's menus, and there is no board to watch yet).
    reply.web_link = Some(table.id);
    reply.components = match table.status {
        Status::Playing => vec![hand_button(table, 0, lang)],
        // Issue 27: the same game again, or this one step by step.
        Status::Finished => vec![
            button(
                table,
                Payload::Rematch,
                &t(lang, "board-rematch", &[]),
                Style::Success,
                0,
            ),
            replay_button(table, 0, lang),
        ],
        Status::Lobby | Status::Cancelled => Vec::new(),
    };
    Ok(reply)
}

/// The public notice after an accepted input: what happened and who is up, with a ping.
/// Reaction windows carry their buttons here (only the eligible player's click counts).
pub(crate) fn notice(
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    events: &[serde_json::Value],
    deadlines: &[Deadline],
    lang: Lang,
) -> Result<Reply, SessionError> {
    let names = names(seats);
    let mut lines = session.event_lines(events, Viewer::Spectator, &names, lang)?;
    lines.extend(waiting_lines(deadlines, seats, session, lang));
    let mut reply = Reply::post(&table.channel, lines.join("\n"));
    // An event worth a picture (a showdown) shows it with its notice.
    if let Some(shown) = session
        .event_pictures(events, Viewer::Spectator, &names, lang)?
        .into_iter()
        .next()
    {
        let svg = shown.svg;
        // The picture's words are in `lang`: the cache keeps each language's apart.
        let key = picture_key(table, &format!("e0.{}", lang.tag()));
        reply.picture =
            Some(Picture::new(key, "showdown.png", move || svg.clone()).with_alt(shown.alt));
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
            .is_some_and(|s| bots::controller(table, s).is_some())
        {
            continue;
        }
        if let Menu::Choices(steps) = session.menu(prompt.seat, &[], &names, lang)? {
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
    components.push(hand_button(table, row, lang));
    reply.components = components;
    Ok(reply)
}

/// Who is marked absent, as the board says it: "Absent (played by the timeout default): …".
///
/// The board, the "Final scores" post and `/history` all read absence from the seat rows'
/// `absent` flag through here and [`ranking_lines`], so they cannot disagree (they once did:
/// the post marked only players whose rated place differed from their place, so a winner who
/// had timed out, or everyone when all had, went unmarked).
pub(super) fn absence_line(table: &Table, seats: &[SeatRow], lang: Lang) -> Option<String> {
    let absent: Vec<&SeatRow> = seats.iter().filter(|s| s.absent).collect();
    let by = played_by(table, absent.first()?);
    let name = |s: &SeatRow| match Out::of(s) {
        Some(out) => out.marked(&s.name, lang),
        None => s.name.clone(),
    };
    // One policy for every absent seat unless a removed seat was given another (`/remove`).
    Some(if absent.iter().all(|s| played_by(table, s) == by) {
        let names: Vec<String> = absent.iter().map(|s| name(s)).collect();
        let names = names.join(", ");
        t(
            lang,
            "board-absent-all",
            &[("by", by.into()), ("names", (&names).into())],
        )
    } else {
        let names: Vec<String> = absent
            .iter()
            .map(|s| {
                let name = name(s);
                t(
                    lang,
                    "board-absent-one",
                    &[("name", (&name).into()), ("by", played_by(table, s).into())],
                )
            })
            .collect();
        let list = names.join("; ");
        t(lang, "board-absent-each", &[("list", (&list).into())])
    })
}

/// A clocked table's clocks (issue 47): each player's time left as of their last move, and for
/// the one whose turn runs, when it runs out (a relative time the reader's Discord counts down,
/// so the board is edited only when a move edits it, never to tick). Bots have no clock.
/// Each person's clock at a clocked table, as the picture's band shows it.
fn clocks_shown(
    table: &Table,
    seats: &[SeatRow],
    deadlines: &[Deadline],
) -> Vec<super::clock_band::Shown> {
    let Some(clock) = table.clock else {
        return Vec::new();
    };
    seats
        .iter()
        .filter(|s| s.bot.is_none())
        .map(|s| super::clock_band::Shown {
            name: s.name.clone(),
            left: crate::timecontrol::GameClock::left_text(
                s.clock_left.unwrap_or_else(|| clock.initial_bank()),
            ),
            running: table.status == Status::Playing
                && deadlines
                    .iter()
                    .any(|d| d.seat == s.seat && d.started.is_some() && d.bot.is_none()),
        })
        .collect()
}

fn clock_line(
    table: &Table,
    seats: &[SeatRow],
    deadlines: &[Deadline],
    lang: Lang,
) -> Option<String> {
    let clock = table.clock?;
    let shown: Vec<String> = seats
        .iter()
        .filter(|s| s.bot.is_none())
        .map(|s| {
            let left = s.clock_left.unwrap_or_else(|| clock.initial_bank());
            let left = crate::timecontrol::GameClock::left_text(left);
            let name = format!("{B}{}{E}", s.name);
            let running = deadlines
                .iter()
                .find(|d| d.seat == s.seat && d.started.is_some() && d.bot.is_none());
            match running {
                Some(d) if table.status == Status::Playing => {
                    let due = markup::at(d.due);
                    t(
                        lang,
                        "board-clock-running",
                        &[
                            ("name", (&name).into()),
                            ("left", (&left).into()),
                            ("due", (&due).into()),
                        ],
                    )
                }
                _ => format!("{name} {left}"),
            }
        })
        .collect();
    let key = match clock {
        crate::timecontrol::GameClock::Fischer { .. } => "board-clock-fischer",
        crate::timecontrol::GameClock::Correspondence { .. } => "board-clock-bank",
    };
    let (clock, clocks) = (clock.as_str(), shown.join(" · "));
    Some(t(
        lang,
        key,
        &[("clock", (&clock).into()), ("clocks", (&clocks).into())],
    ))
}
