//! A finished game: the final ranking and the result and ended-table replies.
use super::board::board;
use super::parts::{replay_button, Out};
use crate::api::Reply;
use crate::store::tables::{SeatRow, Status, Table};
use crate::words::t;
use game_kit::Ranking;
use present_kit::markup::{self, B, E};
use present_kit::session::{Engine, Session, SessionError};
use present_kit::words::Lang;

/// The ranking of a finished game, best first: `1. **name**: 12 points`, with `(absent)`
/// after every player the seat rows mark absent, then what absence did to the ratings. The
/// scores as the game says them in `lang`.
pub(super) fn ranking_lines(
    seats: &[SeatRow],
    ranking: &Ranking,
    engine: &dyn Engine,
    lang: Lang,
) -> Vec<String> {
    let mut order: Vec<usize> = (0..ranking.place.len()).collect();
    order.sort_by_key(|s| (ranking.place[*s], *s));
    let absent = |s: usize| seats.get(s).is_some_and(|r| r.absent);
    let mut lines: Vec<String> = order
        .iter()
        .map(|s| {
            let name = format!(
                "{B}{}{E}",
                seats.get(*s).map(|r| r.name.as_str()).unwrap_or("?")
            );
            let key = match seats.get(*s).and_then(Out::of) {
                Some(Out::Resigned) => "results-line-resigned",
                Some(Out::Removed) => "results-line-removed",
                None if absent(*s) => "results-line-absent",
                None => "results-line",
            };
            let score = engine.score_text(ranking.score[*s], lang);
            t(
                lang,
                key,
                &[
                    ("place", ranking.place[*s].into()),
                    ("name", (&name).into()),
                    ("score", (&score).into()),
                ],
            )
        })
        .collect();
    // The same rule as `ratings::rated_places`: absent players rank last, behind everyone who
    // stayed, and share that place.
    let absentees = (0..ranking.place.len()).filter(|s| absent(*s)).count();
    let outs: Vec<Out> = seats.iter().filter_map(Out::of).collect();
    let who = match (outs.contains(&Out::Resigned), outs.contains(&Out::Removed)) {
        (false, false) => "absent",
        (true, false) => "resigned",
        (false, true) => "removed",
        (true, true) => "both",
    };
    if absentees == ranking.place.len() {
        lines.push(t(lang, "results-all-out", &[("who", who.into())]));
    } else if absentees > 0 {
        lines.push(t(lang, "results-some-out", &[("who", who.into())]));
    }
    lines
}

/// The public result post of a finished game.
pub(crate) fn result(
    table: &Table,
    seats: &[SeatRow],
    ranking: &Ranking,
    engine: &dyn Engine,
    lang: Lang,
) -> Reply {
    let mut reply = Reply::post(
        &table.channel,
        ranking_lines(seats, ranking, engine, lang).join("\n"),
    );
    reply.title = Some(t(
        lang,
        "results-title",
        &[("table", (&table.id.to_string()).into())],
    ));
    // Issue 46: the result links to the game's page, which has become its replay.
    reply.web_link = Some(table.id);
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
pub(crate) fn ended(
    table: &Table,
    seats: &[SeatRow],
    engine: &dyn Engine,
    session: &dyn Session,
    ended_at: crate::api::Millis,
    lang: Lang,
) -> Result<Reply, SessionError> {
    let mut reply = board(table, seats, engine, session, &[], lang)?.posted_in(&table.channel);
    reply.components = vec![replay_button(table, 0, lang)];
    let at = markup::at(ended_at);
    let mut parts = vec![reply.text];
    match (table.status, session.outcome()) {
        (Status::Finished, Some(ranking)) => {
            let lines = ranking_lines(seats, &ranking, engine, lang);
            parts.push(format!(
                "{}\n{}",
                t(lang, "results-finished", &[("at", (&at).into())]),
                lines.join("\n")
            ));
        }
        // Ended before the game's own end: a clock ran out at a table that loses on time
        // (issue 47); the one who resigned so is the loser.
        (Status::Finished, None) if table.lose_on_time => {
            let name = |lost: bool| {
                seats
                    .iter()
                    .filter(|s| s.resigned == lost)
                    .map(|s| s.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let (losers, winners) = (name(true), name(false));
            parts.push(t(
                lang,
                "results-lost-on-time",
                &[
                    ("at", (&at).into()),
                    ("losers", (&losers).into()),
                    ("winners", (&winners).into()),
                ],
            ));
        }
        (Status::Cancelled, _) if table.abandoned => {
            parts.push(t(lang, "results-abandoned", &[("at", (&at).into())]))
        }
        (Status::Cancelled, _) => parts.push(t(lang, "results-cancelled", &[("at", (&at).into())])),
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
