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
use present_kit::markup::{B, E};
use present_kit::session::Engine;
use present_kit::text::count;

/// How many people a board lists.
const BOARD: usize = 10;

/// Put after a provisional rating.
pub const MARK: &str = "?";

/// The legend under a board: what the marker means, and (on a current board) who is hidden.
fn legend(current: bool) -> String {
    let mut legend = format!(
        "{MARK} provisional: fewer than {} rated games, or the rating is still uncertain.",
        ratings::PROVISIONAL_GAMES
    );
    if current {
        legend.push_str(&format!(
            " Players without a rated game in {} days are hidden (/stats still shows them).",
            ratings::INACTIVE_DAYS
        ));
    }
    legend
}

/// One board line: "1. **Ann**: skill 21.3? (μ 27.4 ± 6.2), 4 games, 3 wins".
fn line(rank: usize, s: &Standing) -> String {
    format!(
        "{rank}. {B}{}{E}: skill {:.1}{} (μ {:.1} ± {:.1}), {}, {}",
        s.name,
        s.skill,
        if s.provisional() { MARK } else { "" },
        s.mu,
        s.sigma,
        count(s.games as usize, "game"),
        count(s.wins as usize, "win")
    )
}

/// "Season 3, since 1 November 2026" or "Season 2, 1 October 2026 to 1 November 2026".
pub fn season_title(season: &Season) -> String {
    match season.ends {
        Some(ends) if season.closed => format!(
            "Season {}, {} to {} (final standings)",
            season.number,
            seasons::date_text(season.starts),
            seasons::date_text(ends)
        ),
        _ => format!(
            "Season {}, since {}",
            season.number,
            seasons::date_text(season.starts)
        ),
    }
}

/// A board's lines under its title, with the legend; `empty` when nobody is on it.
fn board_text(title: &str, rows: &[Standing], current: bool, empty: String) -> String {
    if rows.is_empty() {
        return format!("{B}{title}{E}\n{empty}");
    }
    let lines: Vec<String> = rows
        .iter()
        .enumerate()
        .map(|(i, s)| line(i + 1, s))
        .collect();
    format!("{B}{title}{E}\n{}\n{}", lines.join("\n"), legend(current))
}

/// `/leaderboard game: [season:]`: the running season's board by default (all time when the
/// server runs none), all time, or a season by number (a past one's final standings).
pub(crate) fn leaderboard(ctx: &Ctx<'_>, engine: &dyn Engine, board: Board) -> Handled {
    let guild = &ctx.actor.guild;
    let all = seasons::at(ctx.tx, guild, ctx.now)?;
    let current = all.iter().find(|s| !s.closed);
    let season = match (board, current) {
        (Board::All, _) | (Board::Default, None) => None,
        (Board::Default | Board::Current, Some(s)) => Some(s),
        (Board::Current, None) => {
            return ctx.refuse(
                "No season is running on this server. `season:all` shows the all-time board; \
                 an admin starts a season with /season action:start.",
            )
        }
        (Board::Number(n), _) => match all.iter().find(|s| s.number == n) {
            Some(s) => Some(s),
            None => {
                return ctx.refuse(match all.first() {
                    Some(last) => format!(
                        "There is no season {n} on this server: its seasons are 1 to {}.",
                        last.number
                    ),
                    None => "This server has had no season yet. `season:all` shows the \
                             all-time board."
                        .into(),
                })
            }
        },
    };
    let active = ratings::active_since(ctx.now);
    let text = match season {
        None => {
            let rows = ratings::leaderboard(ctx.tx, guild, engine.id(), BOARD, Some(active))?;
            let empty = if ratings::leaderboard(ctx.tx, guild, engine.id(), 1, None)?.is_empty() {
                format!("No finished {} games on this server yet.", engine.name())
            } else {
                format!(
                    "Nobody has played a rated {} game on this server in the last {} days.",
                    engine.name(),
                    ratings::INACTIVE_DAYS
                )
            };
            board_text("All time", &rows, true, empty)
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
                &season_title(season),
                &rows,
                !season.closed,
                format!(
                    "No rated {} games in season {} yet.",
                    engine.name(),
                    season.number
                ),
            )
        }
    };
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(match season {
        Some(s) => format!("{} leaderboard · season {}", engine.name(), s.number),
        None => format!("{} leaderboard · all time", engine.name()),
    });
    Ok(vec![reply])
}

/// Why `/season action:start|end` is refused to whoever may not manage the server.
const ADMINS_ONLY: &str = "Starting and ending seasons needs the Manage Server permission. \
     /season without options shows this server's seasons.";

/// `/season [action:show|start|end] [number:N]`.
pub(crate) fn season_command(ctx: &Ctx<'_>, options: &Options) -> Handled {
    let action = options.get("action").and_then(text);
    let number = match options.get("number") {
        None => None,
        Some(v) => match text(v).and_then(|t| t.parse::<i64>().ok()) {
            Some(n) if n >= 1 => Some(n),
            _ => return ctx.refuse("`number` is a season's number, like 3."),
        },
    };
    match action.as_deref() {
        None | Some("show") => match number {
            Some(n) => show(ctx, n),
            None => overview(ctx),
        },
        Some(change @ ("start" | "end")) => {
            if number.is_some() {
                return ctx.refuse(format!(
                    "`number` goes with `action:show`; `action:{change}` takes no number."
                ));
            }
            if !ctx.actor.manage_server {
                return ctx.refuse(ADMINS_ONLY);
            }
            ctx.writes()?;
            if change == "start" {
                start(ctx)
            } else {
                end(ctx)
            }
        }
        Some(_) => ctx.refuse("`action` is `show`, `start` or `end`."),
    }
}

fn start(ctx: &Ctx<'_>) -> Handled {
    let (new, ended) = seasons::start(ctx.tx, &ctx.actor.guild, ctx.now)?;
    let mut text = format!(
        "Season {} starts now: everyone starts it at the default rating, and its rated games \
         move its own board (/leaderboard).",
        new.number
    );
    if let Some(old) = ended {
        text.push_str(&format!(
            "\nSeason {} ended; its final standings: /season number:{}.",
            old.number, old.number
        ));
    }
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(format!("Season {}", new.number));
    Ok(vec![reply])
}

fn end(ctx: &Ctx<'_>) -> Handled {
    let Some(old) = seasons::end(ctx.tx, &ctx.actor.guild, ctx.now)? else {
        return ctx.refuse("No season is running on this server. /season action:start starts one.");
    };
    let mut text = format!(
        "Season {} ended; its standings are final: /season number:{}.",
        old.number, old.number
    );
    if seasons::length(ctx.tx, &ctx.actor.guild)?.is_some() {
        text.push_str(
            "\nThe server's seasons roll over by themselves (/settings season:), so the next \
             one starts on the 1st; `season:off` stops that.",
        );
    }
    let mut reply = Reply::private(ctx.actor, text);
    reply.title = Some(format!("Season {}", old.number));
    Ok(vec![reply])
}

/// The running season, the length setting and the past seasons.
fn overview(ctx: &Ctx<'_>) -> Handled {
    let guild = &ctx.actor.guild;
    let all = seasons::at(ctx.tx, guild, ctx.now)?;
    let length = seasons::length(ctx.tx, guild)?;
    let mut lines = vec![match all.iter().find(|s| !s.closed) {
        Some(s) => format!("{}: /leaderboard shows its boards.", season_title(s)),
        None => "No season is running: /leaderboard shows all time.".into(),
    }];
    lines.push(match length {
        Some(l) => format!(
            "Seasons roll over by themselves: {} (on the 1st, UTC).",
            l.as_str()
        ),
        None => "Seasons start and end when an admin says so (/season action:start).".into(),
    });
    let past: Vec<String> = all
        .iter()
        .filter(|s| s.closed)
        .take(BOARD)
        .map(|s| format!("• {}", season_title(s)))
        .collect();
    if !past.is_empty() {
        lines.push(String::new());
        lines.push(format!(
            "{B}Past seasons{E} (/season number:N shows one's final standings)"
        ));
        lines.extend(past);
    }
    let mut reply = Reply::private(ctx.actor, lines.join("\n"));
    reply.title = Some("Seasons on this server".into());
    Ok(vec![reply])
}

/// Season `n`'s standings in every game it had rated games of: final for a past season, as
/// they stand (active players only) for the running one.
fn show(ctx: &Ctx<'_>, n: i64) -> Handled {
    let guild = &ctx.actor.guild;
    let all = seasons::at(ctx.tx, guild, ctx.now)?;
    let Some(season) = all.iter().find(|s| s.number == n) else {
        return ctx.refuse(match all.first() {
            Some(last) => format!(
                "There is no season {n} on this server: its seasons are 1 to {}.",
                last.number
            ),
            None => "This server has had no season yet.".into(),
        });
    };
    let since = (!season.closed).then(|| ratings::active_since(ctx.now));
    let mut parts = vec![format!("{B}{}{E}", season_title(season))];
    let games = seasons::games(ctx.tx, guild, n)?;
    if games.is_empty() {
        parts.push("No rated games in this season.".into());
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
            .map(|(i, s)| line(i + 1, s))
            .collect();
        parts.push(format!("{B}{name}{E}\n{}", lines.join("\n")));
    }
    if any {
        parts.push(format!(
            "The top 3 of each game; /leaderboard game:… season:{n} shows more. {}",
            legend(!season.closed)
        ));
    }
    let mut reply = Reply::private(ctx.actor, parts.join("\n\n"));
    reply.title = Some(format!("Season {n}"));
    Ok(vec![reply])
}

/// After `/settings` saved `changes`: turning a season length on starts the first season
/// now when none is running. Returns what to add to the answer.
pub(crate) fn settings_saved(
    ctx: &Ctx<'_>,
    changes: &[SettingChange],
) -> Result<Option<String>, Stop> {
    let Some(SettingChange::Season(length)) = changes
        .iter()
        .rev()
        .find(|c| matches!(c, SettingChange::Season(_)))
    else {
        return Ok(None);
    };
    let Some(length) = length else {
        return Ok(Some(
            "Seasons no longer roll over by themselves; a running season goes on until an \
             admin ends it (/season action:end)."
                .into(),
        ));
    };
    let guild = &ctx.actor.guild;
    seasons::roll(ctx.tx, guild, ctx.now)?;
    if let Some(running) = seasons::current(ctx.tx, guild, ctx.now)? {
        return Ok(Some(format!(
            "Season {} goes on, and the seasons now roll over {} on the 1st (UTC).",
            running.number,
            length.as_str()
        )));
    }
    let (new, _) = seasons::start(ctx.tx, guild, ctx.now)?;
    Ok(Some(format!(
        "Season {} starts now, and the seasons roll over {} on the 1st (UTC).",
        new.number,
        length.as_str()
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
