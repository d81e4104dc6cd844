//! Read-only commands: `/rules`, `/stats`, `/games`, `/history`, `/score` (`/leaderboard` is
//! `crate::handlers::seasons`', issue 47).
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::handlers::load;
use crate::input::UserOption;
use crate::store::ratings;
use crate::store::tables::{self, Ended, Status};
use crate::view;
use crate::words::t;
use present_kit::markup::{self, B, E};
use present_kit::session::Engine;
use present_kit::words::Lang;
use std::collections::BTreeMap;

/// `/rules <game>`: a short summary in our own words.
pub(crate) fn rules(ctx: &Ctx<'_>, engine: &dyn Engine) -> Handled {
    let me = ctx.lang()?;
    let mut reply = Reply::private(ctx.actor, markup::emphasised(&engine.rules_text(me)));
    reply.title = Some(t(me, "rules-title", &[("game", engine.name().into())]));
    Ok(vec![reply])
}

/// `/stats [user] [bots]`: a player's record on this server, or with `bots` the computer
/// players' records (one row per level and game), kept apart from people's.
pub(crate) fn stats(ctx: &Ctx<'_>, user: Option<&UserOption>, bots: bool) -> Handled {
    let me = ctx.lang()?;
    if bots {
        return bot_stats(ctx, me);
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
        t(me, "stats-none", &[("name", name.as_str().into())])
    } else {
        let mut lines: Vec<String> = rows
            .iter()
            .map(|s| {
                let game = registry::find(&s.game).map(|g| g.name()).unwrap_or(&s.game);
                let game = format!("{B}{game}{E}");
                let rating = rating_text(me, s.mu, s.sigma, s.provisional());
                let average = decimal(me, s.average_place, 2);
                let args = [
                    ("game", game.as_str().into()),
                    ("games", s.games.into()),
                    ("wins", s.wins.into()),
                    ("average", average.as_str().into()),
                    ("rating", rating.as_str().into()),
                ];
                if s.rated {
                    t(me, "stats-line", &args)
                } else {
                    t(me, "stats-line-bots", &args)
                }
            })
            .collect();
        if rows.iter().any(|s| s.provisional()) {
            // Issue 47: the same marker and words as /leaderboard's.
            lines.push(t(
                me,
                "stats-provisional",
                &[
                    ("mark", crate::handlers::seasons::MARK.into()),
                    ("games", ratings::PROVISIONAL_GAMES.into()),
                ],
            ));
        }
        if rows.iter().any(|s| !s.rated) {
            lines.push(t(me, "stats-bots-hint", &[]));
        }
        lines.join("\n")
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(t(me, "stats-title", &[("name", name.as_str().into())]));
    Ok(vec![reply])
}

/// ", skill 21.3 (μ 27.4 ± 2.0)" for a rated record (the conservative skill μ − 3σ first,
/// marked when `provisional`), nothing for one that never counted; in `lang`.
fn rating_text(lang: Lang, mu: Option<f64>, sigma: Option<f64>, provisional: bool) -> String {
    match (mu, sigma) {
        (Some(mu), Some(sigma)) => {
            let mark = if provisional {
                crate::handlers::seasons::MARK
            } else {
                ""
            };
            let (skill, mu, sigma) = (
                decimal(lang, mu - 3.0 * sigma, 1),
                decimal(lang, mu, 1),
                decimal(lang, sigma, 1),
            );
            t(
                lang,
                "stats-rating",
                &[
                    ("skill", skill.as_str().into()),
                    ("mark", mark.into()),
                    ("mu", mu.as_str().into()),
                    ("sigma", sigma.as_str().into()),
                ],
            )
        }
        _ => String::new(),
    }
}

/// `/stats bots`: each bot level's games, wins and (if a game counted with bots) rating in
/// each game on this server.
fn bot_stats(ctx: &Ctx<'_>, me: Lang) -> Handled {
    let rows = ratings::bot_stats(ctx.tx, &ctx.actor.guild)?;
    let text = if rows.is_empty() {
        t(me, "stats-bots-none", &[])
    } else {
        rows.iter()
            .map(|s| {
                let game = registry::find(&s.game).map(|g| g.name()).unwrap_or(&s.game);
                let rating = rating_text(me, s.mu, s.sigma, false);
                let bot = format!("{B}{}{E}", crate::store::bots::name(1, s.level, me));
                let game = format!("{bot} · {game}");
                let average = decimal(me, s.average_place, 2);
                t(
                    me,
                    "stats-line",
                    &[
                        ("game", game.as_str().into()),
                        ("games", s.games.into()),
                        ("wins", s.wins.into()),
                        ("average", average.as_str().into()),
                        ("rating", rating.as_str().into()),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(t(me, "stats-bots-title", &[]));
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
    let me = ctx.lang()?;
    let text = if rows.is_empty() {
        t(me, "games-none", &[])
    } else {
        rows.iter()
            .map(|(id, channel, game, status, due)| {
                let game = registry::find(game).map(|g| g.name()).unwrap_or(game);
                let state = match (status.as_str(), due) {
                    ("lobby", _) => t(me, "games-in-lobby", &[]),
                    (_, Some(due)) => {
                        let (due, b, e) = (markup::at(*due), B.to_string(), E.to_string());
                        t(
                            me,
                            "games-your-turn",
                            &[
                                ("b", b.as_str().into()),
                                ("e", e.as_str().into()),
                                ("due", due.as_str().into()),
                            ],
                        )
                    }
                    _ => t(me, "games-others-turn", &[]),
                };
                let channel = markup::channel(channel);
                t(
                    me,
                    "games-line",
                    &[
                        ("channel", channel.as_str().into()),
                        ("game", game.into()),
                        ("table", (*id).into()),
                        ("state", state.as_str().into()),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(t(me, "games-title", &[]));
    Ok(vec![reply])
}

/// How many earlier games `/history` lists under the one it shows: enough to see who won
/// lately, few enough to keep the answer within one message.
const EARLIER_GAMES: usize = 5;

/// An ended game's final board, ranking and absences ([`view::results::ended`]) as a public post.
/// `/board` posts it as it is and `/history` answers with it privately.
pub(crate) fn ended_board(ctx: &Ctx<'_>, ended: &Ended) -> Result<Reply, Stop> {
    ended_board_in(ctx, ended, ctx.public_lang()?)
}

/// [`ended_board`] in `lang` (`/history` answers in its reader's).
fn ended_board_in(ctx: &Ctx<'_>, ended: &Ended, lang: Lang) -> Result<Reply, Stop> {
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
        lang,
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
    let me = ctx.lang()?;
    let Some((last, earlier)) = ended.split_first() else {
        return ctx.refuse(match game {
            Some(g) => t(me, "history-none-of", &[("game", g.name().into())]),
            None => t(me, "history-none", &[]),
        });
    };
    let mut reply = ended_board_in(ctx, last, me)?.answering(ctx.actor);
    if !earlier.is_empty() {
        let lines = earlier
            .iter()
            .map(|e| earlier_line(ctx, e, me))
            .collect::<Result<Vec<_>, _>>()?;
        reply.text = format!(
            "{}\n\n{}\n{}",
            reply.text,
            t(me, "history-earlier", &[]),
            lines.join("\n")
        );
        // Issue 27: any of them can be replayed from here.
        let choices: Vec<(i64, String)> = earlier
            .iter()
            .map(|e| {
                let game =
                    registry::find(&e.table.game).map_or(e.table.game.as_str(), |g| g.name());
                let label = t(
                    me,
                    "history-choice",
                    &[("table", e.table.id.into()), ("game", game.into())],
                );
                (e.table.id, label)
            })
            .collect();
        reply
            .components
            .extend(crate::handlers::replay::earlier_games(
                &last.table,
                &choices,
                me,
            ));
    }
    reply.title = reply
        .title
        .map(|title| t(me, "history-title", &[("title", title.as_str().into())]));
    Ok(vec![reply])
}

/// One earlier game in `/history`: when it ended, the game, the table and who won.
fn earlier_line(ctx: &Ctx<'_>, ended: &Ended, me: Lang) -> Result<String, Stop> {
    let table = &ended.table;
    let at = markup::at(ended.at);
    let line = |game: &str, what: &str| {
        t(
            me,
            "history-line",
            &[
                ("at", at.as_str().into()),
                ("game", game.into()),
                ("table", table.id.into()),
                ("what", what.into()),
            ],
        )
    };
    let Some(engine) = registry::find(&table.game) else {
        // Listed all the same: the channel did play it, this build just cannot show it.
        return Ok(line(&table.game, &t(me, "history-unavailable", &[])));
    };
    let what = if table.status == Status::Cancelled {
        if table.abandoned {
            t(me, "history-abandoned", &[])
        } else {
            t(me, "history-cancelled", &[])
        }
    } else if table.lose_on_time && table.status == Status::Finished && lost_on_time(ctx, table)? {
        // Ended by a clock before the game's own end (issue 47): the player who did not
        // resign so won.
        let seats = tables::seats(ctx.tx, table.id)?;
        let winners: Vec<String> = seats
            .iter()
            .filter(|s| !s.resigned)
            .map(|s| markup::bold(&s.name))
            .collect();
        let winners = winners.join(", ");
        t(
            me,
            "history-won-on-time",
            &[("winners", winners.as_str().into())],
        )
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
        let winners = winners.join(", ");
        t(me, "history-won", &[("winners", winners.as_str().into())])
    };
    Ok(line(engine.name(), &what))
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

/// `x` with `places` decimals as `lang` writes them: a point in English, a comma in the
/// others ("2.50", "2,50").
fn decimal(lang: Lang, x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match lang {
        Lang::En | Lang::Pseudo => text,
        _ => text.replace('.', ","),
    }
}
