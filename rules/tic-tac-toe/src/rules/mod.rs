//! Tic-tac-toe with a hidden coin.
//!
//! # Rules
//!
//! 1. Two players: X (the first seat) and O. Each is dealt a coin, heads or tails, drawn from
//!    the game's seed. A coin is secret: only its owner's view shows it.
//! 2. Before the first move, both players at once and in secret either keep their coin or
//!    toss it once more (a fresh heads or tails). Nobody else learns which they did.
//! 3. Then X and O take turns putting their mark on a free square of the 3×3 board. Three of
//!    one's marks in a row, across, down or diagonally, win.
//! 4. A full board without a row goes to the coins, which are revealed when the game ends
//!    (after a row too): heads beats tails; equal coins are a draw.
//!
//! A player who runs out of time keeps their coin, or puts their mark on the first free square
//! in reading order (a1, b1, c1, a2 ...).
//!
//! Squares are numbered 0-8 in reading order and named by column (`a`-`c`, left to right) and
//! row (`1`-`3`, top to bottom): square 4 is `b2`, the centre.

pub mod bots;

use game_kit::GameRng;
use game_kit::{Game, Prompt, PromptKind, Ranking, RuleError, Seat, Viewer};
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

/// The game, as the kit's traits see it.
pub struct TicTacToe;

/// Tic-tac-toe has no lobby options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

/// A side of a coin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Coin {
    Heads,
    Tails,
}

impl Coin {
    /// The side's name in the language spoken ("heads", "Kopf").
    pub fn name(self) -> String {
        crate::words::WORDS.say(match self {
            Coin::Heads => "ttt-heads",
            Coin::Tails => "ttt-tails",
        })
    }

    /// A fair toss.
    pub fn toss(rng: &mut impl Rng) -> Coin {
        if rng.gen() {
            Coin::Heads
        } else {
            Coin::Tails
        }
    }
}

/// A seat's mark: X for seat 0, O for seat 1.
pub fn mark(seat: Seat) -> char {
    if seat == 0 {
        'X'
    } else {
        'O'
    }
}

/// A square's name, `a1` (top left) to `c3` (bottom right).
pub fn square_name(square: usize) -> String {
    let column = (b'a' + (square % 3) as u8) as char;
    format!("{column}{}", square / 3 + 1)
}

/// The eight rows that win.
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A short whole game, for tests that need one to end and do not care how (the platform's
/// tests play it): both players keep their coins, then X takes the top row (a1, b1, c1) while
/// O answers a2, b2. Whatever the seed, it ends [`Ending::Row`] for X, seat 0.
pub const X_WINS: [(Seat, Action); 7] = [
    (0, Action::Keep),
    (1, Action::Keep),
    (0, Action::Place { square: 0 }),
    (1, Action::Place { square: 3 }),
    (0, Action::Place { square: 1 }),
    (1, Action::Place { square: 4 }),
    (0, Action::Place { square: 2 }),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Keep the coin dealt (rule 2).
    Keep,
    /// Toss the coin once more (rule 2).
    Toss,
    /// Put one's mark on a square, 0-8 (rule 3).
    Place { square: usize },
}

/// What a seat did with its coin, and the coin it holds now: its own secret.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settle {
    pub tossed: bool,
    pub coin: Coin,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Three in a row.
    Row { winner: Seat },
    /// A full board, decided by heads over tails.
    Coins { winner: Seat },
    /// A full board and equal coins.
    Draw,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// `seat` settled its coin; what it did is its own (`None` as everyone else sees it).
    Settled {
        seat: Seat,
        secret: Option<Settle>,
    },
    Placed {
        seat: Seat,
        square: usize,
    },
    /// The game is over and the coins are revealed.
    Ended {
        ending: Ending,
        coins: [Coin; 2],
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Who holds each square, in reading order.
    pub board: [Option<Seat>; 9],
    /// Each seat's coin: secret until the end.
    pub coins: [Coin; 2],
    /// Whether each seat has settled its coin (rule 2).
    pub settled: [bool; 2],
    /// Whose mark goes next, once both coins are settled.
    pub turn: Seat,
    /// Draws the tosses.
    pub rng: GameRng,
}

impl State {
    /// The seat with three in a row, if any.
    pub fn row(&self) -> Option<Seat> {
        LINES.iter().find_map(|line| {
            let first = self.board[line[0]]?;
            line.iter()
                .all(|&s| self.board[s] == Some(first))
                .then_some(first)
        })
    }

    /// How the game ended; `None` while it goes on.
    pub fn ending(&self) -> Option<Ending> {
        if let Some(winner) = self.row() {
            return Some(Ending::Row { winner });
        }
        if self.board.iter().any(Option::is_none) {
            return None;
        }
        Some(match self.coins {
            [Coin::Heads, Coin::Tails] => Ending::Coins { winner: 0 },
            [Coin::Tails, Coin::Heads] => Ending::Coins { winner: 1 },
            _ => Ending::Draw,
        })
    }

    fn coins_settled(&self) -> bool {
        self.settled.iter().all(|s| *s)
    }
}

/// Everything one viewer may see: the board and who has settled a coin are public; a seat's
/// own coin is its own; both coins are everyone's once the game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub board: [Option<Seat>; 9],
    pub settled: [bool; 2],
    /// Whose mark goes next (once both coins are settled, until the end).
    pub turn: Option<Seat>,
    /// The viewer's own coin (a seat's view only).
    pub my_coin: Option<Coin>,
    /// Both coins, once the game is over.
    pub revealed: Option<[Coin; 2]>,
    pub ending: Option<Ending>,
}

/// Why `action` is not legal for `seat` now (it was checked against [`TicTacToe::legal`]).
fn refusal(state: &State, seat: Seat, action: &Action) -> RuleError {
    let key = if state.ending().is_some() {
        "ttt-over"
    } else if seat > 1 {
        "ttt-not-playing"
    } else if !state.coins_settled() {
        match action {
            Action::Place { .. } => "ttt-wait-coins",
            _ => "ttt-settled-already",
        }
    } else {
        match action {
            Action::Keep | Action::Toss => "ttt-coins-settled",
            _ if seat != state.turn => "ttt-not-your-turn",
            Action::Place { square } if *square < 9 => "ttt-taken",
            Action::Place { .. } => "ttt-no-square",
        }
    };
    RuleError::new(crate::words::WORDS.say(key))
}

impl Game for TicTacToe {
    const ID: &'static str = "tic-tac-toe";
    const NAME: &'static str = "Tic-tac-toe";
    const PLAYERS: (usize, usize) = (2, 2);

    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn validate_options(_: &Options, players: usize) -> Result<(), RuleError> {
        if players == 2 {
            Ok(())
        } else {
            Err(RuleError::new(crate::words::WORDS.say("ttt-two-players")))
        }
    }

    fn setup(options: &Options, players: usize, seed: u64) -> Result<State, RuleError> {
        Self::validate_options(options, players)?;
        let mut rng = GameRng::seed_from_u64(seed);
        let coins = [Coin::toss(&mut rng), Coin::toss(&mut rng)];
        Ok(State {
            board: [None; 9],
            coins,
            settled: [false; 2],
            turn: 0,
            rng,
        })
    }

    fn prompts(state: &State) -> Vec<Prompt> {
        if state.ending().is_some() {
            return Vec::new();
        }
        if !state.coins_settled() {
            return (0..2)
                .filter(|&seat| !state.settled[seat])
                .map(|seat| Prompt {
                    seat,
                    kind: PromptKind::Secret,
                    what: crate::words::WORDS.say_with(
                        "ttt-prompt-coin",
                        &[("name", Prompt::name_of(seat).as_str().into())],
                    ),
                })
                .collect();
        }
        vec![Prompt {
            seat: state.turn,
            kind: PromptKind::Turn,
            what: crate::words::WORDS.say_with(
                "ttt-prompt-place",
                &[
                    ("name", Prompt::name_of(state.turn).as_str().into()),
                    ("mark", mark(state.turn).to_string().as_str().into()),
                ],
            ),
        }]
    }

    fn legal(state: &State, seat: Seat) -> Vec<Action> {
        if seat > 1 || state.ending().is_some() {
            return Vec::new();
        }
        if !state.coins_settled() {
            return if state.settled[seat] {
                Vec::new()
            } else {
                vec![Action::Keep, Action::Toss]
            };
        }
        if seat != state.turn {
            return Vec::new();
        }
        (0..9)
            .filter(|&square| state.board[square].is_none())
            .map(|square| Action::Place { square })
            .collect()
    }

    fn apply(state: &mut State, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        if !Self::legal(state, seat).contains(&action) {
            return Err(refusal(state, seat, &action));
        }
        let mut events = Vec::new();
        match action {
            Action::Keep | Action::Toss => {
                let tossed = action == Action::Toss;
                if tossed {
                    state.coins[seat] = Coin::toss(&mut state.rng);
                }
                state.settled[seat] = true;
                let coin = state.coins[seat];
                events.push(Event::Settled {
                    seat,
                    secret: Some(Settle { tossed, coin }),
                });
            }
            Action::Place { square } => {
                state.board[square] = Some(seat);
                state.turn = 1 - seat;
                events.push(Event::Placed { seat, square });
                if let Some(ending) = state.ending() {
                    events.push(Event::Ended {
                        ending,
                        coins: state.coins,
                    });
                }
            }
        }
        Ok(events)
    }

    fn timeout_action(state: &State, seat: Seat) -> Option<Action> {
        Self::legal(state, seat).into_iter().next()
    }

    fn view(state: &State, viewer: Viewer) -> View {
        let ending = state.ending();
        View {
            viewer,
            board: state.board,
            settled: state.settled,
            turn: (ending.is_none() && state.coins_settled()).then_some(state.turn),
            my_coin: match viewer {
                Viewer::Seat(seat) => state.coins.get(seat).copied(),
                Viewer::Spectator => None,
            },
            revealed: ending.map(|_| state.coins),
            ending,
        }
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        Some(match event {
            Event::Settled { seat, .. } if viewer != Viewer::Seat(*seat) => Event::Settled {
                seat: *seat,
                secret: None,
            },
            _ => event.clone(),
        })
    }

    fn outcome(state: &State) -> Option<Ranking> {
        let score = match state.ending()? {
            Ending::Row { winner } | Ending::Coins { winner } => {
                let mut score = vec![0; 2];
                score[winner] = 1;
                score
            }
            Ending::Draw => vec![0; 2],
        };
        Some(Ranking::by_keys(score.clone(), &score))
    }
}
