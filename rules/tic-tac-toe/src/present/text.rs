//! The board, the private view and the event lines as text.

use crate::rules::{mark, square_name, Coin, Ending, Event, TicTacToe, View};
use crate::words::WORDS;
use game_kit::{Game, Seat, Viewer};
use present_kit::markup::{B, E};
use present_kit::present::Names;
use std::fmt::Write;

fn name(names: &Names, seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| WORDS.say("ttt-someone"))
}

/// A name in bold, as the lines show a player who wins.
fn bold(text: &str) -> String {
    format!("{B}{text}{E}")
}

/// A square's button label: its name and where it is ("b2 · centre").
pub fn square_label(square: usize) -> String {
    WORDS.say_with(
        "ttt-square",
        &[
            ("square", square_name(square).as_str().into()),
            ("where", square.into()),
        ],
    )
}

fn revealed(coins: &[Coin; 2], names: &Names) -> String {
    WORDS.say_with(
        "ttt-revealed",
        &[
            ("first", name(names, 0).as_str().into()),
            ("first-coin", coins[0].name().as_str().into()),
            ("second", name(names, 1).as_str().into()),
            ("second-coin", coins[1].name().as_str().into()),
        ],
    )
}

fn ending_line(ending: &Ending, names: &Names) -> String {
    match ending {
        Ending::Row { winner } => WORDS.say_with(
            "ttt-wins-row",
            &[("name", bold(&name(names, *winner)).as_str().into())],
        ),
        Ending::Coins { winner } => WORDS.say_with(
            "ttt-wins-coins",
            &[("name", bold(&name(names, *winner)).as_str().into())],
        ),
        Ending::Draw => WORDS.say("ttt-draw"),
    }
}

/// The table as anyone may see it: the players, the grid and what is awaited (or how it
/// ended, with the coins).
pub fn table(view: &View, names: &Names) -> String {
    let title = WORDS.say_with(
        "ttt-title",
        &[
            ("game", bold(TicTacToe::NAME).as_str().into()),
            ("x", name(names, 0).as_str().into()),
            ("o", name(names, 1).as_str().into()),
        ],
    );
    let mut out = format!("{title}\n");
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
            out.push_str(&WORDS.say_with(
                "ttt-to-move",
                &[
                    ("name", name(names, turn).as_str().into()),
                    ("mark", mark(turn).to_string().as_str().into()),
                ],
            ));
        }
        _ => {
            let waiting: Vec<String> = (0..2)
                .filter(|&s| !view.settled[s])
                .map(|s| name(names, s))
                .collect();
            out.push_str(&WORDS.say_with(
                "ttt-to-settle",
                &[("names", waiting.join(", ").as_str().into())],
            ));
        }
    }
    out
}

/// A seat's view: its coin and mark, then the table.
pub fn private(view: &View, names: &Names) -> String {
    let mut out = String::new();
    if let (Viewer::Seat(seat), Some(coin)) = (view.viewer, view.my_coin) {
        out.push_str(&WORDS.say_with(
            "ttt-your-coin",
            &[
                ("coin", bold(&coin.name()).as_str().into()),
                ("mark", mark(seat).to_string().as_str().into()),
            ],
        ));
        out.push_str("\n\n");
    }
    out.push_str(&table(view, names));
    out
}

/// One event line, as redacted for its reader.
pub fn event(event: &Event, names: &Names) -> String {
    match event {
        Event::Settled { seat, secret: None } => WORDS.say_with(
            "ttt-settled",
            &[("name", name(names, *seat).as_str().into())],
        ),
        Event::Settled {
            seat,
            secret: Some(settle),
        } => WORDS.say_with(
            if settle.tossed {
                "ttt-tossed"
            } else {
                "ttt-kept"
            },
            &[
                ("name", name(names, *seat).as_str().into()),
                ("coin", bold(&settle.coin.name()).as_str().into()),
            ],
        ),
        Event::Placed { seat, square } => WORDS.say_with(
            "ttt-placed",
            &[
                ("name", name(names, *seat).as_str().into()),
                ("mark", mark(*seat).to_string().as_str().into()),
                ("square", square_name(*square).as_str().into()),
            ],
        ),
        Event::Ended { ending, coins } => {
            format!("{} {}", revealed(coins, names), ending_line(ending, names))
        }
    }
}
