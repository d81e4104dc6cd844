//! Read-only commands: `/rules`, `/stats`, `/games`, `/history`, `/score` (`/leaderboard` is
//! `crate::handlers::seasons`', issue 47).
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load;
use crate::input::UserOption;
use crate::store::ratings;
use crate::store::tables::{self, Ended, Status};
use crate::view;
use present_kit::markup::{self, B, E};
use present_kit::session::Engine;
use present_kit::text::count;
use std::collections::BTreeMap;

/// `/rules <game>`: a short summary in our own words.
pub(crate) fn rules(ctx: &Ctx<'_>, engine: &dyn Engine) -> Handled {
    let mut reply = Reply::private(
        ctx.actor,
        markup::emphasised(&engine.rules_text(ctx.lang()?)),
    );
    reply.title = Some(format!("How to play {}", engine.name()));
    Ok(vec![reply])
}

/// `/stats [user] [bots]`: a player's record on this server, or with `bots` the computer
/// players' records (one row per level and game), kept apart from people's.
pub(crate) fn stats(ctx: &Ctx<'_>, user: Option<&UserOption>, bots: bool) -> Handled {
    if bots {
        return bot_stats(ctx);
    }
    let (user, name) = match user {
        Some(u) => (
            u.id.as_str(),
            u.name.as_deref().unwrap_or(if u.id == ctx.actor.user {
                &ctx.actor.name
            } else {
                &u.id
            }),
        ),
        None => (ctx.actor.user.as_str(), ctx.actor.name.as_str()),
    };
    let name = markup::strip(name);
    let rows = ratings::stats(ctx.tx, &ctx.actor.guild, user)?;
    let text = if rows.is_empty() {
        format!("{name} has not finished a game on this server yet.")
    } else {
        let mut lines: Vec<String> = rows
            .iter()
            .map(|s| {
                let game = registry::find(&s.game).map(|g| g.name()).unwrap_or(&s.game);
                let rating = rating_text(s.mu, s.sigma, s.provisional());
                let what = if s.rated { "" } else { " with bots (unrated)" };
                format!(
                    "{B}{game}{E}{what}: {}, {}, average place {:.2}{rating}",
                    count(s.games as usize, "game"),
                    count(s.wins as usize, "win"),
                    s.average_place
                )
            })
            .collect();
        if rows.iter().any(|s| s.provisional()) {
            // Issue 47: the same marker and words as /leaderboard's.
            lines.push(format!(
                "{} provisional: fewer than {} rated games, or the rating is still uncertain.",
                crate::handlers::seasons::MARK,
                ratings::PROVISIONAL_GAMES
            ));
        }
        if rows.iter().any(|s| !s.rated) {
            lines.push("/stats bots:True shows how the bots did on this server.".into());
        }
        lines.join("\n")
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(format!("Stats for {name}"));
    Ok(vec![reply])
}

/// ", skill 21.3 (μ 27.4 ± 2.0)" for a rated record (the conservative skill μ − 3σ first,
/// marked when `provisional`), nothing for one that never counted.
fn rating_text(mu: Option<f64>, sigma: Option<f64>, provisional: bool) -> String {
    match (mu, sigma) {
        (Some(mu), Some(sigma)) => {
            let mark = if provisional {
                crate::handlers::seasons::MARK
            } else {
                ""
            };
            format!(
                ", skill {:.1}{mark} (μ {mu:.1} ± {sigma:.1})",
                mu - 3.0 * sigma
            )
        }
        _ => String::new(),
    }
}

/// `/stats bots`: each bot level's games, wins and (if a game counted with bots) rating in
/// each game on this server.
fn bot_stats(ctx: &Ctx<'_>) -> Handled {
    let rows = ratings::bot_stats(ctx.tx, &ctx.actor.guild)?;
    let text = if rows.is_empty() {
        "No game with bots has finished on this server yet.".to_string()
    } else {
        rows.iter()
            .map(|s| {
                let game = registry::find(&s.game).map(|g| g.name()).unwrap_or(&s.game);
                let rating = rating_text(s.mu, s.sigma, false);
                format!(
                    "{B}{}{E} · {game}: {}, {}, average place {:.2}{rating}",
                    crate::store::bots::name(1, s.level),
                    count(s.games as usize, "game"),
                    count(s.wins as usize, "win"),
                    s.average_place
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some("Bots on this server".into());
    Ok(vec![reply])
}

/// `/games`: the caller's open tables across this server, and whether they are waited for.
pub(crate) fn games(ctx: &Ctx<'_>) -> Handled {
    let mut stmt = ctx.tx.prepare_cached(
        "SELECT t.id, t.channel, t.game, t.status, s.seat, \
                (SELECT MIN(d.due) FROM deadlines d WHERE d.table_id = t.id AND d.seat = s.seat) \
         FROM tables t JOIN seats s ON s.table_id = t.id \
         WHERE t.guild = ?1 AND s.\"user\" = ?2 AND t.status IN ('lobby', 'playing') ORDER BY t.id",
    )?;
    let rows = stmt
        .query_map(crate::params![ctx.actor.guild, ctx.actor.user], |r| {
            Ok((
                r.get::<i64>(0)?,
                r.get::<String>(1)?,
                r.get::<String>(2)?,
                r.get::<String>(3)?,
                r.get::<Option<i64>>(5)?,
            ))
        })?
        .collect::<crate::store::db::Result<Vec<_>>>()?;
    let text = if rows.is_empty() {
        "You have no open games on this server. Start one with /play.".to_string()
    } else {
        rows.iter()
            .map(|(id, channel, game, status, due)| {
                let game = registry::find(game).map(|g| g.name()).unwrap_or(game);
                let state = match (status.as_str(), due) {
                    ("lobby", _) => "in the lobby".to_string(),
                    (_, Some(due)) => format!("{B}waiting for you{E} (due {})", markup::at(*due)),
                    _ => "waiting for others".to_string(),
                };
                format!(
                    "{} · {game} · table {id} · {state}",
                    markup::channel(channel)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some("Your open games".into());
    Ok(vec![reply])
}

/// How many earlier games `/history` lists under the one it shows: enough to see who won
/// lately, few enough to keep the answer within one message.
const EARLIER_GAMES: usize = 5;

/// An ended game's final board, ranking and absences ([`view::results::ended`]) as a public post.
/// `/board` posts it as it is and `/history` answers with it privately.
pub(crate) fn ended_board(ctx: &Ctx<'_>, ended: &Ended) -> Result<Reply, Stop> {
    let table = &ended.table;
    let engine = load::engine_of(ctx, table)?;
    let seats = tables::seats(ctx.tx, table.id)?;
    let session = load::session(ctx, table)?;
    Ok(view::results::ended(
        table,
        &seats,
        engine,
        session.as_ref(),
        ended.at,
        ctx.public_lang()?,
    )?)
}

/// `/history [game]`: the channel's most recent ended game (of `game` if given): its final
/// board, ranking and who was absent, as `/board` shows it, then one line for each of the
/// few games that ended before it (when, which game, who won, or "cancelled").
///
/// Answered privately: looking back is one person's question, and the channel already saw
/// every one of these games end; `/board` is the way to show everyone. A cancelled game
/// counts (it is part of what happened here) and says it was cancelled.
pub(crate) fn history(ctx: &Ctx<'_>, game: Option<&dyn Engine>) -> Handled {
    let ended = tables::ended_in_channel(
        ctx.tx,
        &ctx.actor.guild,
        &ctx.actor.channel,
        game.map(|g| g.id()),
        EARLIER_GAMES + 1,
    )?;
    let Some((last, earlier)) = ended.split_first() else {
        return ctx.refuse(match game {
            Some(g) => format!(
                "No {} game has ended in this channel yet. Open a table with /play.",
                g.name()
            ),
            None => "No game has ended in this channel yet. Open a table with /play.".into(),
        });
    };
    let mut reply = ended_board(ctx, last)?.answering(ctx.actor);
    if !earlier.is_empty() {
        let lines = earlier
            .iter()
            .map(|e| earlier_line(ctx, e))
            .collect::<Result<Vec<_>, _>>()?;
        reply.text = format!(
            "{}\n\nEarlier games here:\n{}",
            reply.text,
            lines.join("\n")
        );
        // Issue 27: any of them can be replayed from here.
        let choices: Vec<(i64, String)> = earlier
            .iter()
            .map(|e| {
                let game =
                    registry::find(&e.table.game).map_or(e.table.game.as_str(), |g| g.name());
                (e.table.id, format!("Table {} · {game}", e.table.id))
            })
            .collect();
        reply
            .components
            .extend(crate::handlers::replay::earlier_games(
                &last.table,
                &choices,
            ));
    }
    reply.title = reply.title.map(|t| format!("Last game here · {t}"));
    Ok(vec![reply])
}

/// One earlier game in `/history`: when it ended, the game, the table and who won.
fn earlier_line(ctx: &Ctx<'_>, ended: &Ended) -> Result<String, Stop> {
    let table = &ended.table;
    let Some(engine) = registry::find(&table.game) else {
        // Listed all the same: the channel did play it, this build just cannot show it.
        return Ok(format!(
            "• {} · {} · table {} · not available in this version of Tabula",
            markup::at(ended.at),
            table.game,
            table.id
        ));
    };
    let what = if table.status == Status::Cancelled {
        if table.abandoned {
            "abandoned"
        } else {
            "cancelled"
        }
        .to_string()
    } else if table.lose_on_time && table.status == Status::Finished && lost_on_time(ctx, table)? {
        // Ended by a clock before the game's own end (issue 47): the player who did not
        // resign so won.
        let seats = tables::seats(ctx.tx, table.id)?;
        let winners: Vec<String> = seats
            .iter()
            .filter(|s| !s.resigned)
            .map(|s| markup::bold(&s.name))
            .collect();
        format!("won by {} on time", winners.join(", "))
    } else {
        let Some(ranking) = load::session(ctx, table)?.outcome() else {
            return Err(Stop::Internal(format!(
                "table {} is finished without a final ranking",
                table.id
            )));
        };
        let seats = tables::seats(ctx.tx, table.id)?;
        let winners: Vec<String> = seats
            .iter()
            .filter(|s| ranking.place.get(s.seat) == Some(&1))
            .map(|s| markup::bold(&s.name))
            .collect();
        format!("won by {}", winners.join(", "))
    };
    Ok(format!(
        "• {} · {} · table {} · {what}",
        markup::at(ended.at),
        engine.name(),
        table.id
    ))
}

/// A game's own slash command (e.g. 8-quilibrium's `/score`) of the game that declares it,
/// with its options as text.
pub(crate) fn tool(
    ctx: &Ctx<'_>,
    engine: &dyn Engine,
    name: &str,
    options: &BTreeMap<String, String>,
) -> Handled {
    match engine.run_tool(name, options, ctx.lang()?) {
        Ok(answer) => {
            let mut reply = Reply::private(ctx.actor, answer.text);
            reply.title = Some(answer.title);
            Ok(vec![reply])
        }
        Err(e) => ctx.refuse(e.0),
    }
}

/// Whether finished `table` ended on a clock (issue 47): its game has no outcome of its own.
fn lost_on_time(ctx: &Ctx<'_>, table: &tables::Table) -> Result<bool, Stop> {
    Ok(load::session(ctx, table)?.outcome().is_none())
}
