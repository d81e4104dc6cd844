//! The board, the private view and the event lines as text.

use crate::rules::{mark, square_name, Coin, Ending, Event, View};
use game_kit::{Seat, Viewer};
use present_kit::markup::{B, E};
use present_kit::present::Names;
use std::fmt::Write;

fn name(names: &Names, seat: Seat) -> &str {
    names.get(seat).map_or("a player", String::as_str)
}

/// A square's button label: its name and where it is ("b2 · centre").
pub fn square_label(square: usize) -> String {
    const WHERE: [&str; 9] = [
        "top left",
        "top",
        "top right",
        "left",
        "centre",
        "right",
        "bottom left",
        "bottom",
        "bottom right",
    ];
    format!("{} · {}", square_name(square), WHERE[square])
}

fn revealed(coins: &[Coin; 2], names: &Names) -> String {
    format!(
        "Coins revealed: {} {}, {} {}.",
        name(names, 0),
        coins[0].name(),
        name(names, 1),
        coins[1].name()
    )
}

fn ending_line(ending: &Ending, names: &Names) -> String {
    match ending {
        Ending::Row { winner } => {
            format!("{B}{}{E} wins with three in a row.", name(names, *winner))
        }
        Ending::Coins { winner } => format!(
            "The board is full; heads beats tails: {B}{}{E} wins.",
            name(names, *winner)
        ),
        Ending::Draw => "The board is full and the coins match: a draw.".into(),
    }
}

/// The table as anyone may see it: the players, the grid and what is awaited (or how it
/// ended, with the coins).
pub fn table(view: &View, names: &Names) -> String {
    let mut out = format!(
        "{B}Tic-tac-toe{E} · X: {} · O: {}\n",
        name(names, 0),
        name(names, 1)
    );
    out.push_str("   a  b  c\n");
    for row in 0..3 {
        let cells: Vec<String> = (0..3)
            .map(|column| match view.board[row * 3 + column] {
                Some(seat) => mark(seat).to_string(),
                None => "·".into(),
            })
            .collect();
        let _ = writeln!(out, "{}  {}", row + 1, cells.join("  "));
    }
    match (&view.ending, &view.revealed, view.turn) {
        (Some(ending), Some(coins), _) => {
            let _ = write!(
                out,
                "{}\n{}",
                revealed(coins, names),
                ending_line(ending, names)
            );
        }
        (_, _, Some(turn)) => {
            let _ = write!(out, "{} ({}) to move.", name(names, turn), mark(turn));
        }
        _ => {
            let waiting: Vec<&str> = (0..2)
                .filter(|&s| !view.settled[s])
                .map(|s| name(names, s))
                .collect();
            let _ = write!(
                out,
                "Coins still to settle in secret: {}.",
                waiting.join(", ")
            );
        }
    }
    out
}

/// A seat's view: its coin and mark, then the table.
pub fn private(view: &View, names: &Names) -> String {
    let mut out = String::new();
    if let (Viewer::Seat(seat), Some(coin)) = (view.viewer, view.my_coin) {
        let _ = writeln!(
            out,
            "Your coin: {B}{}{E} (only you see it). You play {}.\n",
            coin.name(),
            mark(seat)
        );
    }
    out.push_str(&table(view, names));
    out
}

/// One event line, as redacted for its reader.
pub fn event(event: &Event, names: &Names) -> String {
    match event {
        Event::Settled { seat, secret: None } => {
            format!("{} has settled their coin in secret.", name(names, *seat))
        }
        Event::Settled {
            seat,
            secret: Some(settle),
        } => format!(
            "{} {} their coin: {B}{}{E} (only you see it).",
            name(names, *seat),
            if settle.tossed { "tossed" } else { "kept" },
            settle.coin.name()
        ),
        Event::Placed { seat, square } => format!(
            "{} puts {} on {}.",
            name(names, *seat),
            mark(*seat),
            square_name(*square)
        ),
        Event::Ended { ending, coins } => {
            format!("{} {}", revealed(coins, names), ending_line(ending, names))
        }
    }
}
