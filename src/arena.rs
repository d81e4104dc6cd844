//! `tabula arena`: bots against each other, to measure how strong they are (issue 18,
//! "Strength, measured"). The games are played by `game_kit::bots::arena`; this module reads the
//! options, picks the games and tables, and prints one line per matchup with its bar.
//!
//! A measurement, not a check: the command exits 0 whether or not a bar is met (the line
//! says), 2 for options it cannot run, 1 if a game breaks (an illegal move is a bug).

use clap::error::ErrorKind;
use clap::{Args, CommandFactory};
use game_kit::bots::arena::{ArenaGame, Duel, Matchup, Player};
use game_kit::bots::Budget;
use std::time::Duration;

/// `tabula arena`'s options.
#[derive(Args, Debug)]
#[command(
    after_help = "Prints one line per game, table size and opponent: the strong bot's \
mean score with its 95% interval, average place, moves and iterations per second and the \
largest search tree, and whether the bar is met (random: score >= 90%; easy: interval above \
50%; a tenth of the budget: score > 50%). Iteration budgets replay exactly from --seed. \
Build with --release; BENCHMARKS.md has a full run."
)]
pub struct ArenaArgs {
    /// One game, by id (default: all five).
    #[arg(long, value_name = "ID", value_parser = game_ids())]
    game: Option<String>,
    /// Games per matchup (default: each game's own, 10 to 160).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    games: Option<u64>,
    /// The strong bot's iterations per move (default: each table's own, 200 to 8000).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    iterations: Option<u32>,
    /// The strong bot thinks this many milliseconds per move instead of a number of
    /// iterations (results then depend on the machine).
    #[arg(
        long,
        value_name = "N",
        conflicts_with = "iterations",
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    ms: Option<u64>,
    /// Seats at the table (default: the sizes each game is measured at: 2, and 4 for
    /// 8-quilibrium and Equation Hi-Lo, 3 for Equilibrix Project).
    #[arg(long, value_name = "N")]
    players: Option<usize>,
    /// Opponents to play (default: all three).
    #[arg(long, value_name = "WHO", value_delimiter = ',', value_parser = ["random", "easy", "tenth"])]
    against: Vec<String>,
    /// Game `g` of a matchup is dealt from seed + g.
    #[arg(long, default_value_t = 1_000)]
    seed: u64,
}

/// Where the clap error goes: `tabula arena`'s own usage line.
#[derive(clap::Parser)]
#[command(name = "tabula arena")]
struct Usage {
    #[command(flatten)]
    args: ArenaArgs,
}

fn game_ids() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(registry::arena_games().map(|g| g.id))
}

/// One duel to play: a game at a table size against one opponent.
struct Planned {
    game: &'static ArenaGame,
    matchup: Matchup,
    duel: Duel,
}

/// The duels the options ask for, in the order they are printed, or why the options cannot
/// be run.
fn plan(args: &ArenaArgs) -> Result<Vec<Planned>, String> {
    let games: Vec<&'static ArenaGame> = match &args.game {
        Some(id) => vec![registry::arena_game(id).ok_or_else(|| format!("no game `{id}`"))?],
        None => registry::arena_games().collect(),
    };
    let matchups: Vec<Matchup> = if args.against.is_empty() {
        Matchup::ALL.to_vec()
    } else {
        Matchup::ALL
            .into_iter()
            .filter(|m| args.against.iter().any(|a| a == matchup_id(*m)))
            .collect()
    };
    let mut out = Vec::new();
    for game in games {
        let tables: Vec<usize> = match args.players {
            Some(n) if game.seats(n) => vec![n],
            Some(n) if args.game.is_some() => {
                return Err(format!(
                    "{} seats {} to {} players, not {n}",
                    game.name, game.players.0, game.players.1
                ))
            }
            // All games asked for: leave out those that cannot seat n.
            Some(_) => continue,
            None => game.measured.iter().map(|&(p, _)| p).collect(),
        };
        for players in tables {
            let strong = match args.ms {
                Some(ms) => Budget::time(Duration::from_millis(ms)),
                None => Budget::iterations(args.iterations.unwrap_or(game.iterations(players))),
            };
            for &matchup in &matchups {
                out.push(Planned {
                    game,
                    matchup,
                    duel: Duel {
                        players,
                        games: args.games.unwrap_or(game.games),
                        hero: Player::Computer(strong),
                        opponent: matchup.opponent(strong),
                        seed: args.seed,
                    },
                });
            }
        }
    }
    if out.is_empty() {
        return Err(match args.players {
            Some(n) => format!("no game seats {n} players"),
            None => "nothing to play".to_string(),
        });
    }
    Ok(out)
}

fn matchup_id(m: Matchup) -> &'static str {
    match m {
        Matchup::Random => "random",
        Matchup::Easy => "easy",
        Matchup::Tenth => "tenth",
    }
}

/// Runs `tabula arena`: options it cannot run exit with status 2 and a usage line, as clap's
/// own errors do.
pub fn run(args: ArenaArgs) -> anyhow::Result<()> {
    let planned = match plan(&args) {
        Ok(p) => p,
        Err(message) => Usage::command()
            .error(ErrorKind::ValueValidation, message)
            .exit(),
    };
    for p in planned {
        let report = p.game.duel(&p.duel)?;
        let verdict = if p.matchup.met(&report) {
            "met"
        } else {
            "missed"
        };
        println!("{report}; bar {}: {verdict}", p.matchup.bar());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn args(line: &[&str]) -> ArenaArgs {
        let mut argv = vec!["tabula arena"];
        argv.extend(line);
        Usage::try_parse_from(argv).unwrap().args
    }

    #[test]
    fn defaults_measure_every_game_at_its_tables_against_three_opponents() {
        let p = plan(&args(&[])).unwrap();
        let tables: usize = registry::arena_games().map(|g| g.measured.len()).sum();
        assert_eq!(p.len(), 3 * tables);
        assert!(p
            .iter()
            .all(|p| p.duel.games == p.game.games && p.duel.seed == 1_000));
        // Each table with its own budget.
        for p in &p {
            let it = p.game.iterations(p.duel.players);
            assert_eq!(p.duel.hero, Player::Computer(Budget::iterations(it)));
        }
    }

    #[test]
    fn options_narrow_the_plan() {
        let p = plan(&args(&[
            "--game",
            "quinox",
            "--games",
            "4",
            "--ms",
            "50",
            "--against",
            "random,tenth",
        ]))
        .unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(
            p[0].duel.hero,
            Player::Computer(Budget::time(Duration::from_millis(50)))
        );
        assert_eq!((p[0].duel.players, p[0].duel.games), (2, 4));
        // --players without --game keeps the games that seat that many.
        let p = plan(&args(&["--players", "5"])).unwrap();
        assert!(p.iter().all(|p| p.game.seats(5) && p.duel.players == 5));
        assert!(!p.is_empty() && p.iter().all(|p| p.game.id != "quinox"));
    }

    #[test]
    fn tables_a_game_cannot_seat_are_refused() {
        let e = plan(&args(&["--game", "quinox", "--players", "3"]))
            .err()
            .unwrap();
        assert!(e.contains("Quinox seats 2 to 2 players, not 3"), "{e}");
        assert!(plan(&args(&["--players", "40"])).is_err());
    }
}
