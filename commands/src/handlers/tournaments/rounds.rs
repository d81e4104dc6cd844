//! A tournament's rounds (issue 47): its start, each round's pairing, a table's end written
//! into its pod, the round deadline, and the final standings.
//!
//! Every step reads the stored rows and writes what follows from them, so it may run again
//! after a crash or in another process and do nothing twice: a round is paired only by the
//! pass whose conditional update moved the tournament's round ([`tournaments::begin_round`]),
//! a pod's places are written once ([`tournaments::record_pod`]), and the scheduler's sweep
//! ([`sweep`]) finds any step a crash left undone (a round whose last table ended but whose
//! next round was not paired, a start time that passed while Tabula was down).
use super::{organises, public_lang, round_due};
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::store::deadlines;
use crate::store::tables::{self, SeatRow, Status as TableStatus};
use crate::store::tournaments::{self, EntrantRow, PodResult, Status, Tournament};
use crate::tournament::{self as rules, Sizes};
use crate::view;
use crate::view::tournament as words;
use crate::words::t as tr;
use game_kit::Ranking;
use present_kit::markup::{self, bold};
use present_kit::words::Lang;
use std::collections::BTreeMap;

/// The sizes of `t`'s game's tables.
fn sizes(t: &Tournament) -> Result<(Sizes, &'static str), Stop> {
    match registry::find(&t.game) {
        Some(engine) => {
            let (min, max) = engine.players();
            Ok((Sizes { min, max }, engine.name()))
        }
        None => Err(Stop::Internal(format!(
            "tournament {}'s game {:?} is not in this build",
            t.id, t.game
        ))),
    }
}

/// Entrants' display names by user id.
fn names(entrants: &[EntrantRow]) -> BTreeMap<String, String> {
    entrants
        .iter()
        .map(|e| (e.user.clone(), e.name.clone()))
        .collect()
}

/// Starts `t`: seeds its entrants by their conservative rating in the game on this server (a
/// newcomer's is the default rating's), pairs round 1 and posts it. `by_person` when its organiser
/// asked (refusals are theirs); otherwise its start time passed, and a start that cannot be
/// made is said in its channel and left to its organiser.
pub(crate) fn start(ctx: &Ctx<'_>, t: Tournament, by_person: bool) -> Handled {
    if by_person && !organises(ctx, &t) {
        return ctx.refuse(tr(ctx.lang()?, "tournament-start-who", &[]));
    }
    if t.status != Status::Signup {
        return if by_person {
            ctx.refuse(tr(ctx.lang()?, "tournament-already-started", &[]))
        } else {
            Ok(Vec::new())
        };
    }
    ctx.writes()?;
    let (sizes, game) = sizes(&t)?;
    let mut entrants = tournaments::entrants(ctx.tx, t.id)?;
    let users: Vec<String> = entrants.iter().map(|e| e.user.clone()).collect();
    let skills = crate::store::ratings::skills(ctx.tx, &t.guild, &t.game, &users)?;
    for (e, skill) in entrants.iter_mut().zip(skills) {
        e.seed = skill;
        tournaments::set_seed(ctx.tx, t.id, &e.user, e.seed)?;
    }
    let players: Vec<rules::Entrant> = entrants.iter().map(EntrantRow::entrant).collect();
    let pairing = match rules::pair(t.format, sizes, &players, &[]) {
        Ok(p) => p,
        Err(rules::PairError::Refused(why)) => {
            // To the organiser in their language; in the channel in the server's.
            let lang = if by_person {
                ctx.lang()?
            } else {
                public_lang(ctx, &t)?
            };
            let name = bold(markup::strip(&t.name));
            let why = why.say(lang);
            let seats = present_kit::words::speaking(lang, || {
                present_kit::text::players(sizes.min, sizes.max)
            });
            let args = [
                ("name", name.as_str().into()),
                ("why", why.as_str().into()),
                ("entrants", entrants.len().into()),
                ("game", game.into()),
                ("seats", seats.as_str().into()),
            ];
            if by_person {
                return ctx.refuse(tr(lang, "tournament-cannot-start", &args));
            }
            // The start time passed without enough entrants: it now waits for its organiser.
            tournaments::clear_start(ctx.tx, t.id)?;
            return Ok(vec![Reply::post(
                &t.channel,
                tr(lang, "tournament-cannot-start-waits", &args),
            )]);
        }
    };
    let due = round_due(&t, ctx.now)?;
    if !tournaments::begin_round(ctx.tx, t.id, 0, 1, Some(due))? {
        return Ok(Vec::new());
    }
    tournaments::seat_round(ctx.tx, t.id, 1, &pairing.pods, &pairing.byes)?;
    let total = rules::rounds(t.format, sizes, entrants.len(), t.rounds);
    let mut replies = vec![words::round_paired(
        &t,
        1,
        total,
        &pairing.pods,
        &pairing.byes,
        &names(&entrants),
        Some(due),
        ctx.public_lang()?,
    )];
    if by_person {
        replies.push(Reply::private(
            ctx.actor,
            tr(ctx.lang()?, "tournament-started", &[]),
        ));
    }
    Ok(replies)
}

/// Pairs `id`'s next round once its current one has ended (every pod has its places), or ends
/// the tournament when no round is left. Nothing while a table still plays, or when another
/// pass paired it first.
pub(crate) fn advance(ctx: &Ctx<'_>, id: i64) -> Handled {
    let Some(t) = tournaments::get(ctx.tx, id)? else {
        return Ok(Vec::new());
    };
    if t.status != Status::Running {
        return Ok(Vec::new());
    }
    let (sizes, _) = sizes(&t)?;
    let entrants = tournaments::entrants(ctx.tx, id)?;
    let players: Vec<rules::Entrant> = entrants.iter().map(EntrantRow::entrant).collect();
    let history = tournaments::rounds(&tournaments::seats(ctx.tx, id)?);
    let playing = history
        .iter()
        .flat_map(|r| &r.pods)
        .any(|p| p.places.is_none());
    if playing {
        return Ok(Vec::new());
    }
    let total = rules::rounds(t.format, sizes, entrants.len(), t.rounds);
    let over = rules::finished(t.format, sizes, &players, &history, total);
    let pairing = if over {
        None
    } else {
        rules::pair(t.format, sizes, &players, &history).ok()
    };
    let Some(pairing) = pairing else {
        return finish(ctx, t, &entrants, &history, sizes);
    };
    let next = t.round + 1;
    let due = round_due(&t, ctx.now)?;
    if !tournaments::begin_round(ctx.tx, id, t.round, next, Some(due))? {
        return Ok(Vec::new());
    }
    tournaments::seat_round(ctx.tx, id, next, &pairing.pods, &pairing.byes)?;
    let lang = public_lang(ctx, &t)?;
    let mut post = words::round_paired(
        &t,
        next,
        total.max(next),
        &pairing.pods,
        &pairing.byes,
        &names(&entrants),
        Some(due),
        lang,
    );
    let standing = rules::standings(t.format, sizes, &players, &history);
    let lines = words::standings_lines(&standing, &names(&entrants), 10, lang);
    let after = tr(
        lang,
        "tournament-standings-after",
        &[("round", t.round.into())],
    );
    post.text = format!("{}\n\n{after}\n{}", post.text, lines.join("\n"));
    Ok(vec![post])
}

/// Ends `t`: its final standings posted with their picture.
fn finish(
    ctx: &Ctx<'_>,
    t: Tournament,
    entrants: &[EntrantRow],
    history: &[rules::Round],
    sizes: Sizes,
) -> Handled {
    // Written first: of two passes, the second finds it finished and posts nothing.
    let changed = ctx
        .tx
        .prepare_cached(
            "UPDATE tournaments SET status = 'finished', finished_at = ?2, round_due = NULL \
             WHERE id = ?1 AND status = 'running'",
        )?
        .execute(crate::params![t.id, ctx.now])?;
    if changed != 1 {
        return Ok(Vec::new());
    }
    let players: Vec<rules::Entrant> = entrants.iter().map(EntrantRow::entrant).collect();
    let standing = rules::standings(t.format, sizes, &players, history);
    let names = names(entrants);
    let first: Vec<String> = standing
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| {
            bold(markup::strip(
                names.get(&s.id).map_or(s.id.as_str(), String::as_str),
            ))
        })
        .collect();
    let lang = public_lang(ctx, &t)?;
    let mut post = standings_reply(&t, &standing, &names, history.len() as u32, true, lang);
    let name = bold(markup::strip(&t.name));
    let over = match first.as_slice() {
        [] => tr(
            lang,
            "tournament-over-notice",
            &[("name", name.as_str().into())],
        ),
        [winner] => tr(
            lang,
            "tournament-won",
            &[
                ("name", name.as_str().into()),
                ("winner", winner.as_str().into()),
            ],
        ),
        [rest @ .., last] => {
            let rest = rest.join(", ");
            tr(
                lang,
                "tournament-shared",
                &[
                    ("name", name.as_str().into()),
                    ("winners", rest.as_str().into()),
                    ("last", last.as_str().into()),
                ],
            )
        }
    };
    post.text = format!("{over}\n\n{}", post.text);
    post.mentions = standing.iter().take(3).map(|s| s.id.clone()).collect();
    Ok(vec![post])
}

/// The standings of `t` as a post in its channel: text and picture.
fn standings_reply(
    t: &Tournament,
    standing: &[rules::Standing],
    names: &BTreeMap<String, String>,
    played: u32,
    last: bool,
    lang: Lang,
) -> Reply {
    let game = registry::find(&t.game).map_or(t.game.as_str(), |e| e.name());
    let subtitle = match (last, played) {
        (true, n) => tr(lang, "tournament-final-standings", &[("rounds", n.into())]),
        (false, 0) => tr(lang, "tournament-no-round-yet", &[]),
        (false, n) => tr(lang, "tournament-standings-round", &[("round", n.into())]),
    };
    let lines = words::standings_lines(standing, names, 30, lang);
    let mut reply = Reply::post(&t.channel, format!("{subtitle}:\n{}", lines.join("\n")));
    reply.title = Some(format!("🏆 {}", markup::strip(&t.name)));
    let rows: Vec<view::tournament_picture::Row<'_>> = standing
        .iter()
        .map(|s| view::tournament_picture::Row {
            rank: s.rank,
            name: names.get(&s.id).map_or(s.id.as_str(), String::as_str),
            points: s.points,
            tiebreaks: &s.tiebreaks,
            played: s.played,
            byes: s.byes,
            withdrawn: s.withdrawn,
        })
        .collect();
    reply.picture = Some(view::tournament_picture::standings_picture(
        format!(
            "tournament-{}-r{played}{}",
            t.id,
            if last { "-final" } else { "" }
        ),
        &format!("{} · {game}", markup::strip(&t.name)),
        &subtitle,
        &rows,
        lang,
    ));
    reply
}

/// How `t` stands now, as a post in its channel (the caller may answer with it instead), in
/// `lang`.
pub(crate) fn standings_post(ctx: &Ctx<'_>, t: &Tournament, lang: Lang) -> Result<Reply, Stop> {
    let (sizes, _) = sizes(t)?;
    let entrants = tournaments::entrants(ctx.tx, t.id)?;
    let players: Vec<rules::Entrant> = entrants.iter().map(EntrantRow::entrant).collect();
    let history = tournaments::rounds(&tournaments::seats(ctx.tx, t.id)?);
    let finished_rounds = history
        .iter()
        .filter(|r| r.pods.iter().all(|p| p.places.is_some()))
        .count() as u32;
    let standing = rules::standings(t.format, sizes, &players, &history);
    Ok(standings_reply(
        t,
        &standing,
        &names(&entrants),
        finished_rounds,
        t.status == Status::Finished,
        lang,
    ))
}

/// A tournament table ended (`ranking`: its places; None when it ended without one, cancelled
/// or at the round deadline): writes its pod's places and points, then pairs the next round if
/// that was the round's last table. Nothing for a table that is no tournament's.
///
/// Forfeits (ranked last at their table whatever the game said, `tournament::standings`): a
/// seat absent at the end (timed out until marked absent, resigned, removed), and a player who
/// withdrew from the tournament before their table ended. A table that ended without a ranking
/// is a draw among its players who did not forfeit.
pub(crate) fn table_ended(
    ctx: &Ctx<'_>,
    table: i64,
    seats: &[SeatRow],
    ranking: Option<&Ranking>,
) -> Handled {
    let Some((id, round, _)) = tournaments::pod_of_table(ctx.tx, table)? else {
        return Ok(Vec::new());
    };
    let entrants = tournaments::entrants(ctx.tx, id)?;
    let withdrew = |user: &str| {
        entrants
            .iter()
            .any(|e| e.user == user && e.withdrawn.is_some_and(|w| w <= round + 1))
    };
    let places: Vec<u32> = seats
        .iter()
        .map(|s| {
            ranking
                .and_then(|r| r.place.get(s.seat).copied())
                .unwrap_or(1)
        })
        .collect();
    let forfeits: Vec<String> = seats
        .iter()
        .filter(|s| s.absent || withdrew(&s.user))
        .map(|s| s.user.clone())
        .collect();
    let pod = rules::Pod {
        players: seats.iter().map(|s| s.user.clone()).collect(),
        places: Some(places.clone()),
        forfeits: forfeits.clone(),
    };
    let effective = rules::standings::effective_places(&pod).unwrap_or(places);
    let results: Vec<PodResult<'_>> = seats
        .iter()
        .zip(&effective)
        .map(|(s, place)| {
            let forfeit = forfeits.contains(&s.user);
            PodResult {
                user: &s.user,
                place: *place,
                // As the standings count it: a forfeit earns nothing.
                points: if forfeit {
                    0.0
                } else {
                    rules::points(*place, &effective)
                },
                forfeit,
            }
        })
        .collect();
    tournaments::record_pod(ctx.tx, table, &results)?;
    advance(ctx, id)
}

/// The scheduler's pass over the tournaments with something due: starts whose time came,
/// rounds whose deadline passed (their tables still playing end as they stand), and rounds
/// that ended but were not followed (a crash between).
pub(crate) fn sweep(ctx: &Ctx<'_>) -> Handled {
    ctx.writes()?;
    let mut replies = Vec::new();
    for id in tournaments::due(ctx.tx, &ctx.switches.shards, ctx.now)? {
        let Some(t) = tournaments::get(ctx.tx, id)? else {
            continue;
        };
        match t.status {
            Status::Signup => replies.extend(start(ctx, t, false)?),
            Status::Running => {
                if t.round_due.is_some_and(|due| due <= ctx.now) {
                    replies.extend(end_round(ctx, &t)?);
                }
                replies.extend(advance(ctx, id)?);
            }
            _ => {}
        }
    }
    Ok(replies)
}

/// The round deadline of `t` passed: each of its tables still playing ends where it stands,
/// without a ranking (unrated), and counts as a draw among the players still present; a pod
/// whose table never opened counts the same.
fn end_round(ctx: &Ctx<'_>, t: &Tournament) -> Handled {
    let rows = tournaments::seats(ctx.tx, t.id)?;
    let mut replies = Vec::new();
    let mut tables_open: Vec<i64> = rows
        .iter()
        .filter(|r| r.round == t.round && r.place.is_none())
        .filter_map(|r| r.table)
        .collect();
    tables_open.dedup();
    for table_id in tables_open {
        let Some(mut table) = tables::get(ctx.tx, table_id)? else {
            continue;
        };
        if !matches!(table.status, TableStatus::Playing | TableStatus::Lobby) {
            // Ended already; its own end wrote its places (or will, on the next pass).
            let seats = tables::seats(ctx.tx, table_id)?;
            replies.extend(table_ended(ctx, table_id, &seats, None)?);
            continue;
        }
        let engine = crate::handlers::load::engine_of(ctx, &table)?;
        let session = crate::handlers::load::session(ctx, &table)?;
        table.status = TableStatus::Cancelled;
        tables::save(ctx.tx, &mut table, ctx.now, tables::Change::System)?;
        deadlines::clear(ctx.tx, table.id)?;
        let seats = tables::seats(ctx.tx, table.id)?;
        // A deadline has no input from the table's server: its language as it chose it or
        // Discord last gave it.
        let public =
            crate::store::server_settings::server_lang(ctx.tx, &table).map_err(Stop::Internal)?;
        let board = view::board::board(&table, &seats, engine, session.as_ref(), &[], public)?;
        let tournament = bold(markup::strip(&t.name));
        let notice = crate::words::t(
            public,
            "tournament-round-deadline",
            &[
                ("game", engine.name().into()),
                ("table", table.id.into()),
                ("tournament", tournament.as_str().into()),
            ],
        );
        let closing = crate::handlers::threads::closing(&table, public, &notice, None);
        replies.push(board);
        replies.push(Reply::post(&table.channel, notice));
        replies.extend(closing);
        replies.extend(table_ended(ctx, table.id, &seats, None)?);
    }
    // Pods whose table never opened (a thread refused until the deadline): a draw, unplayed.
    let unopened: Vec<&tournaments::SeatRow> = rows
        .iter()
        .filter(|r| r.round == t.round && r.pod.is_some() && r.table.is_none())
        .collect();
    if !unopened.is_empty() {
        ctx.tx
            .prepare_cached(
                "UPDATE tournament_seats SET place = 1, points = 0, forfeit = 1 \
                 WHERE tournament_id = ?1 AND round = ?2 AND pod IS NOT NULL AND table_id IS NULL",
            )?
            .execute(crate::params![t.id, i64::from(t.round)])?;
    }
    Ok(replies)
}
