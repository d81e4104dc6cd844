//! Seasons (issue 47): `/season` (an admin starts or ends one; anyone sees the seasons and a
//! past season's final standings), the season-aware `/leaderboard`, the first season when
//! `/settings season:` is turned on, and the scheduler's rollover pass.
//!
//! Boards follow one rule: a *current* board (a running season's, or all time) leaves out who
//! has played no rated game in the game for [`ratings::INACTIVE_DAYS`] days (their rating is
//! kept, `/stats` shows it, and their next game brings them back); a past season's board is
//! its final standings, everyone on it. A provisional rating ([`ratings::provisional`]) is
//! marked with [`MARK`] and a one-line legend says what it means. Like `/leaderboard` before
//! seasons, the answers are private.
use crate::api::Reply;
use crate::handlers::ctx::{Ctx, Handled, Stop};
use crate::input::{text, Options};
use crate::store::ratings::{self, Standing};
use crate::store::seasons::{self, Board, Season};
use crate::store::server_settings::SettingChange;
use crate::words::t;
use present_kit::markup::{B, E};
use present_kit::session::Engine;
use present_kit::words::Lang;

/// How many people a board lists.
const BOARD: usize = 10;

/// Put after a provisional rating.
pub const MARK: &str = "?";

/// The legend under a board: what the marker means, and (on a current board) who is hidden.
fn legend(lang: Lang, current: bool) -> String {
    let mark = t(
        lang,
        "stats-provisional",
        &[
            ("mark", MARK.into()),
            ("games", ratings::PROVISIONAL_GAMES.into()),
        ],
    );
    if !current {
        return mark;
    }
    let hidden = t(
        lang,
        "season-hidden",
        &[("days", ratings::INACTIVE_DAYS.into())],
    );
    format!("{mark} {hidden}")
}

/// `x` with one decimal as `lang` writes it ("21.3", "21,3").
fn decimal(lang: Lang, x: f64) -> String {
    let text = format!("{x:.1}");
    match lang {
        Lang::En | Lang::Pseudo => text,
        _ => text.replace('.', ","),
    }
}

/// One board line: "1. **Ann**: skill 21.3? (μ 27.4 ± 6.2), 4 games, 3 wins".
fn line(lang: Lang, rank: usize, s: &Standing) -> String {
    let name = format!("{B}{}{E}", s.name);
    let (skill, mu, sigma) = (
        decimal(lang, s.skill),
        decimal(lang, s.mu),
        decimal(lang, s.sigma),
    );
    t(
        lang,
        "season-line",
        &[
            ("rank", rank.into()),
            ("name", name.as_str().into()),
            ("skill", skill.as_str().into()),
            ("mark", if s.provisional() { MARK } else { "" }.into()),
            ("mu", mu.as_str().into()),
            ("sigma", sigma.as_str().into()),
            ("games", s.games.into()),
            ("wins", s.wins.into()),
        ],
    )
}

/// A day as `lang` writes it: "1 November 2026", "1. November 2026".
fn date(lang: Lang, at: crate::api::Millis) -> String {
    let (year, month, day) =
        present_kit::calendar::ymd(at.div_euclid(crate::store::server_settings::DAY));
    let year = year.to_string();
    t(
        lang,
        "season-date",
        &[
            ("day", day.into()),
            ("month", month.into()),
            ("year", year.as_str().into()),
        ],
    )
}

/// "Season 3, since 1 November 2026" or "Season 2, 1 October 2026 to 1 November 2026".
pub fn season_title(lang: Lang, season: &Season) -> String {
    let starts = date(lang, season.starts);
    match season.ends {
        Some(ends) if season.closed => {
            let ends = date(lang, ends);
            t(
                lang,
                "season-title-past",
                &[
                    ("number", season.number.into()),
                    ("starts", starts.as_str().into()),
                    ("ends", ends.as_str().into()),
                ],
            )
        }
        _ => t(
            lang,
            "season-title-running",
            &[
                ("number", season.number.into()),
                ("starts", starts.as_str().into()),
            ],
        ),
    }
}

/// A board's lines under its title, with the legend; `empty` when nobody is on it.
fn board_text(lang: Lang, title: &str, rows: &[Standing], current: bool, empty: String) -> String {
    if rows.is_empty() {
        return format!("{B}{title}{E}\n{empty}");
    }
    let lines: Vec<String> = rows
        .iter()
        .enumerate()
        .map(|(i, s)| line(lang, i + 1, s))
        .collect();
    format!(
        "{B}{title}{E}\n{}\n{}",
        lines.join("\n"),
        legend(lang, current)
    )
}

/// `/leaderboard game: [season:]`: the running season's board by default (all time when the
/// server runs none), all time, or a season by number (a past one's final standings).
pub(crate) fn leaderboard(ctx: &Ctx<'_>, engine: &dyn Engine, board: Board) -> Handled {
    let guild = &ctx.actor.guild;
    let me = ctx.lang()?;
    let all = seasons::at(ctx.tx, guild, ctx.now)?;
    let current = all.iter().find(|s| !s.closed);
    let season = match (board, current) {
        (Board::All, _) | (Board::Default, None) => None,
        (Board::Default | Board::Current, Some(s)) => Some(s),
        (Board::Current, None) => return ctx.refuse(t(me, "leaderboard-no-season", &[])),
        (Board::Number(n), _) => match all.iter().find(|s| s.number == n) {
            Some(s) => Some(s),
            None => {
                return ctx.refuse(match all.first() {
                    Some(last) => t(
                        me,
                        "season-no-such",
                        &[("number", n.into()), ("last", last.number.into())],
                    ),
                    None => t(me, "leaderboard-no-seasons", &[]),
                })
            }
        },
    };
    let active = ratings::active_since(ctx.now);
    let text = match season {
        None => {
            let rows = ratings::leaderboard(ctx.tx, guild, engine.id(), BOARD, Some(active))?;
            let game = [("game", engine.name().into())];
            let empty = if ratings::leaderboard(ctx.tx, guild, engine.id(), 1, None)?.is_empty() {
                t(me, "leaderboard-empty", &game)
            } else {
                t(
                    me,
                    "leaderboard-inactive",
                    &[
                        ("game", engine.name().into()),
                        ("days", ratings::INACTIVE_DAYS.into()),
                    ],
                )
            };
            board_text(me, &t(me, "leaderboard-all-time", &[]), &rows, true, empty)
        }
        Some(season) => {
            let since = (!season.closed).then_some(active);
            let rows = ratings::season_leaderboard(
                ctx.tx,
                guild,
                season.number,
                engine.id(),
                BOARD,
                since,
            )?;
            board_text(
                me,
                &season_title(me, season),
                &rows,
                !season.closed,
                t(
                    me,
                    "leaderboard-season-empty",
                    &[
                        ("game", engine.name().into()),
                        ("number", season.number.into()),
                    ],
                ),
            )
        }
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(match season {
        Some(s) => t(
            me,
            "leaderboard-title-season",
            &[("game", engine.name().into()), ("number", s.number.into())],
        ),
        None => t(
            me,
            "leaderboard-title-all",
            &[("game", engine.name().into())],
        ),
    });
    Ok(vec![reply])
}

/// `/season [action:show|start|end] [number:N]`.
pub(crate) fn season_command(ctx: &Ctx<'_>, options: &Options) -> Handled {
    let action = options.get("action").and_then(text);
    let me = ctx.lang()?;
    let number = match options.get("number") {
        None => None,
        Some(v) => match text(v).and_then(|n| n.parse::<i64>().ok()) {
            Some(n) if n >= 1 => Some(n),
            _ => return ctx.refuse(t(me, "season-number", &[])),
        },
    };
    match action.as_deref() {
        None | Some("show") => match number {
            Some(n) => show(ctx, me, n),
            None => overview(ctx, me),
        },
        Some(change @ ("start" | "end")) => {
            if number.is_some() {
                return ctx.refuse(t(me, "season-number-show", &[("action", change.into())]));
            }
            if !ctx.actor.manage_server {
                // Why `/season action:start|end` is refused to whoever may not manage the server.
                return ctx.refuse(t(me, "season-admins-only", &[]));
            }
            ctx.writes()?;
            if change == "start" {
                start(ctx, me)
            } else {
                end(ctx, me)
            }
        }
        Some(_) => ctx.refuse(t(me, "season-action", &[])),
    }
}

fn start(ctx: &Ctx<'_>, me: Lang) -> Handled {
    let (new, ended) = seasons::start(ctx.tx, &ctx.actor.guild, ctx.now)?;
    let mut text = t(me, "season-started", &[("number", new.number.into())]);
    if let Some(old) = ended {
        text.push('\n');
        text.push_str(&t(
            me,
            "season-ended-then",
            &[("number", old.number.into())],
        ));
    }
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(t(me, "season-heading", &[("number", new.number.into())]));
    Ok(vec![reply])
}

fn end(ctx: &Ctx<'_>, me: Lang) -> Handled {
    let Some(old) = seasons::end(ctx.tx, &ctx.actor.guild, ctx.now)? else {
        return ctx.refuse(t(me, "season-none-running", &[]));
    };
    let mut text = t(me, "season-ended", &[("number", old.number.into())]);
    if seasons::length(ctx.tx, &ctx.actor.guild)?.is_some() {
        text.push('\n');
        text.push_str(&t(me, "season-ended-rolls", &[]));
    }
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(t(me, "season-heading", &[("number", old.number.into())]));
    Ok(vec![reply])
}

/// The running season, the length setting and the past seasons.
fn overview(ctx: &Ctx<'_>, me: Lang) -> Handled {
    let guild = &ctx.actor.guild;
    let all = seasons::at(ctx.tx, guild, ctx.now)?;
    let length = seasons::length(ctx.tx, guild)?;
    let mut lines = vec![match all.iter().find(|s| !s.closed) {
        Some(s) => {
            let title = season_title(me, s);
            t(me, "season-running", &[("title", title.as_str().into())])
        }
        None => t(me, "season-none-all-time", &[]),
    }];
    lines.push(match length {
        Some(l) => t(me, "season-rolls", &[("length", l.as_str().into())]),
        None => t(me, "season-by-admin", &[]),
    });
    let past: Vec<String> = all
        .iter()
        .filter(|s| s.closed)
        .take(BOARD)
        .map(|s| format!("• {}", season_title(me, s)))
        .collect();
    if !past.is_empty() {
        lines.push(String::new());
        let (b, e) = (B.to_string(), E.to_string());
        lines.push(t(
            me,
            "season-past",
            &[("b", b.as_str().into()), ("e", e.as_str().into())],
        ));
        lines.extend(past);
    }
    let mut reply = Reply::private(ctx.actor, lines.join("\n"));
    reply.title = Some(t(me, "season-overview-title", &[]));
    Ok(vec![reply])
}

/// Season `n`'s standings in every game it had rated games of: final for a past season, as
/// they stand (active players only) for the running one.
fn show(ctx: &Ctx<'_>, me: Lang, n: i64) -> Handled {
    let guild = &ctx.actor.guild;
    let all = seasons::at(ctx.tx, guild, ctx.now)?;
    let Some(season) = all.iter().find(|s| s.number == n) else {
        return ctx.refuse(match all.first() {
            Some(last) => t(
                me,
                "season-no-such",
                &[("number", n.into()), ("last", last.number.into())],
            ),
            None => t(me, "season-none-yet", &[]),
        });
    };
    let since = (!season.closed).then(|| ratings::active_since(ctx.now));
    let mut parts = vec![format!("{B}{}{E}", season_title(me, season))];
    let games = seasons::games(ctx.tx, guild, n)?;
    if games.is_empty() {
        parts.push(t(me, "season-no-games", &[]));
    }
    let mut any = false;
    for game in &games {
        // Three a game: every game of a season fits one message.
        let rows = ratings::season_leaderboard(ctx.tx, guild, n, game, 3, since)?;
        if rows.is_empty() {
            continue;
        }
        any = true;
        let name = registry::find(game).map_or(game.as_str(), |g| g.name());
        let lines: Vec<String> = rows
            .iter()
            .enumerate()
            .map(|(i, s)| line(me, i + 1, s))
            .collect();
        parts.push(format!("{B}{name}{E}\n{}", lines.join("\n")));
    }
    if any {
        let legend = legend(me, !season.closed);
        parts.push(t(
            me,
            "season-top",
            &[("number", n.into()), ("legend", legend.as_str().into())],
        ));
    }
    let mut reply = Reply::private(ctx.actor, parts.join("\n\n"));
    reply.title = Some(t(me, "season-heading", &[("number", n.into())]));
    Ok(vec![reply])
}

/// After `/settings` saved `changes`: turning a season length on starts the first season
/// now when none is running. Returns what to add to the answer.
pub(crate) fn settings_saved(
    ctx: &Ctx<'_>,
    changes: &[SettingChange],
    me: Lang,
) -> Result<Option<String>, Stop> {
    let Some(SettingChange::Season(length)) = changes
        .iter()
        .rev()
        .find(|c| matches!(c, SettingChange::Season(_)))
    else {
        return Ok(None);
    };
    let Some(length) = length else {
        return Ok(Some(t(me, "season-rolls-off", &[])));
    };
    let guild = &ctx.actor.guild;
    seasons::roll(ctx.tx, guild, ctx.now)?;
    if let Some(running) = seasons::current(ctx.tx, guild, ctx.now)? {
        return Ok(Some(t(
            me,
            "season-rolls-on-running",
            &[
                ("number", running.number.into()),
                ("length", length.as_str().into()),
            ],
        )));
    }
    let (new, _) = seasons::start(ctx.tx, guild, ctx.now)?;
    Ok(Some(t(
        me,
        "season-rolls-on-new",
        &[
            ("number", new.number.into()),
            ("length", length.as_str().into()),
        ],
    )))
}

/// The scheduler's pass: rolls over the seasons of this process's guilds whose boundary
/// passed. Nothing is posted: a server's seasons have no channel of their own.
pub(crate) fn roll_due(ctx: &Ctx<'_>) -> Handled {
    ctx.writes()?;
    for guild in seasons::rolling_guilds(ctx.tx, &ctx.switches.shards)? {
        seasons::roll(ctx.tx, &guild, ctx.now)?;
    }
    Ok(Vec::new())
}
