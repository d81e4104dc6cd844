//! The contract every game engine fulfils.
//!
//! Engines are plain data plus functions: no I/O, no clocks, no Discord. All randomness comes from
//! an RNG stored inside the state, so a game replays exactly from `(options, players, seed,
//! actions)`. The ideas are boardgame.io's and OpenSpiel's: the engine says who may act and how
//! ([`Game::prompts`], [`Game::legal`]), validates and applies one action at a time
//! ([`Game::apply`]), picks the ruling's default when a deadline passes
//! ([`Game::timeout_action`]), and is the only place that decides what each viewer may see
//! ([`Game::view`], [`Game::redact`]).

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;

/// A player's position at the table, `0..players`. Seat 0 is the first seat clockwise.
pub type Seat = usize;

/// Who is looking. Hidden information appears only in its owner's view; a spectator sees only
/// public information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// What kind of decision a prompt asks for. The table uses it to choose the deadline: a turn gets
/// the turn time, a reaction window or a secret choice gets the (shorter) reaction time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PromptKind {
    /// The active player's ordinary turn.
    Turn,
    /// An out-of-turn window (e.g. Reject or Cancel) for one eligible player.
    Reaction,
    /// A secret choice (e.g. the card for a Swap with Player) that others must not see.
    Secret,
    /// A follow-up decision inside a turn (e.g. which Market card to bottom).
    Decision,
}

/// One seat that must or may act now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    pub kind: PromptKind,
    /// A short public description of what is awaited ("Reject or accept the ♥9").
    /// Never contains hidden information.
    pub what: String,
}

impl Prompt {
    /// How prompt text names a player: the engine knows no names, so it writes this marker and
    /// the table fills in the player's name ([`Prompt::fill_names`]). A bare seat number would
    /// read as nobody's name (and counts from zero).
    pub fn name_of(seat: Seat) -> String {
        format!("{{seat {seat}}}")
    }

    /// `text` with every [`Prompt::name_of`] marker replaced by the seat's name (`name`), or by
    /// "a player" for a seat `name` does not know.
    pub fn fill_names(text: &str, name: impl Fn(Seat) -> Option<String>) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(start) = rest.find("{seat ") {
            out.push_str(&rest[..start]);
            let after = &rest[start + "{seat ".len()..];
            let seat = after
                .find('}')
                .and_then(|end| after[..end].parse::<Seat>().ok().map(|s| (s, end)));
            match seat {
                Some((seat, end)) => {
                    out.push_str(&name(seat).unwrap_or_else(|| "a player".into()));
                    rest = &after[end + 1..];
                }
                None => {
                    out.push_str("{seat ");
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

/// An illegal input. The message is for the player and explains what is allowed instead.
/// Returning it never changes the state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{0}")]
pub struct RuleError(pub String);

impl RuleError {
    pub fn new(msg: impl Into<String>) -> Self {
        RuleError(msg.into())
    }
}

/// Final standing of a finished game, used for ratings and the result message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ranking {
    /// `place[seat]`: 1 is best; tied seats share a place (1, 1, 3 ...).
    pub place: Vec<u32>,
    /// `score[seat]`: the game's own score, for display.
    pub score: Vec<i64>,
    /// `team[seat]`: team index; every seat is its own team in games without teams.
    pub team: Vec<usize>,
}

impl Ranking {
    /// Ranks seats by `keys` (greater is better, e.g. `(score, tiebreak...)`); seats with equal
    /// keys share a place. `score` is what each seat shows in the result.
    pub fn by_keys<K: Ord>(score: Vec<i64>, keys: &[K]) -> Ranking {
        let n = keys.len();
        let place = (0..n)
            .map(|s| 1 + keys.iter().filter(|k| **k > keys[s]).count() as u32)
            .collect();
        Ranking {
            place,
            score,
            team: (0..n).collect(),
        }
    }
}

/// One game's rules as a state machine.
pub trait Game: 'static {
    /// Stable identifier used in commands and storage, e.g. `"eight-quilibrium"`.
    const ID: &'static str;
    /// Display name, e.g. `"8-quilibrium"`.
    const NAME: &'static str;
    /// Allowed player counts (inclusive).
    const PLAYERS: (usize, usize);

    /// Lobby options chosen by the host (variants, rounds ...).
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    type State: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What happened, with full information; pass it through [`Game::redact`] before showing it.
    type Event: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// Everything one viewer may see.
    type View: Clone + Debug + Serialize + Send + Sync;

    /// Checks the options against the player count (e.g. a variant that needs 4 or 6 players).
    fn validate_options(options: &Self::Options, players: usize) -> Result<(), RuleError>;

    /// Deals a new game. All randomness is drawn from an RNG seeded with `seed` and kept in the
    /// state.
    fn setup(options: &Self::Options, players: usize, seed: u64) -> Result<Self::State, RuleError>;

    /// Who may act now and how. Empty once the game is over.
    fn prompts(state: &Self::State) -> Vec<Prompt>;

    /// Every legal action for `seat` now (empty when the seat has no prompt).
    fn legal(state: &Self::State, seat: Seat) -> Vec<Self::Action>;

    /// Validates and applies one action. On `Err` the state is unchanged.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// The ruling's default for `seat` when its deadline passes, or `None` if the seat has no
    /// prompt. It never gives the slow player an advantage and never reveals hidden information.
    fn timeout_action(state: &Self::State, seat: Seat) -> Option<Self::Action>;

    /// Whether the [`PromptKind::Decision`] now awaited from `seat`, right after `seat`
    /// answered a prompt by its timeout default, continues that prompt (e.g. the rest of a
    /// timed-out turn), so the same missed deadline settles it too. `false` when it is a
    /// prompt of its own, which then gets its own deadline. By default every follow-up
    /// decision of the same seat continues.
    fn continues_timeout(_state: &Self::State, _seat: Seat) -> bool {
        true
    }

    /// The only way information leaves the engine.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// The event as `viewer` may see it; `None` if the viewer learns nothing from it.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;

    /// The final ranking once the game is over.
    fn outcome(state: &Self::State) -> Option<Ranking>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranking_shares_places_on_equal_keys() {
        let r = Ranking::by_keys(vec![5, 9, 5, 1], &[5i64, 9, 5, 1]);
        assert_eq!(r.place, vec![2, 1, 2, 4]);
        assert_eq!(r.score, vec![5, 9, 5, 1]);
    }

    #[test]
    fn names_fill_the_markers_of_prompt_text() {
        let name = |seat: Seat| ["Ann", "Bea"].get(seat).map(|n| n.to_string());
        let text = format!(
            "Negate {}'s Enchant on {}",
            Prompt::name_of(1),
            Prompt::name_of(0)
        );
        assert_eq!(
            Prompt::fill_names(&text, name),
            "Negate Bea's Enchant on Ann"
        );
        assert_eq!(
            Prompt::fill_names(&Prompt::name_of(7), name),
            "a player",
            "a seat nobody holds"
        );
        assert_eq!(Prompt::fill_names("{seat x} {seat", name), "{seat x} {seat");
    }
}
