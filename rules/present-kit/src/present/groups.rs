//! The optional groups of [`Present`](super::Present): hooks that only make sense together.
//!
//! A game opts into a group by setting its constant to `Some` with every hook of the group
//! filled in, so no group can be half implemented (a form nobody can submit, a tool nobody
//! can run, a picture without its alt text). Each group is a struct of plain function pointers:
//! a game names the functions it already has (`board: picture::board_svg`), and the
//! type-erased layer reads them without another trait method per hook.

use super::{CommandOption, Form, FormOutcome, LobbyOption, Names, Tool, ToolAnswer};
use crate::words::KIT;
use game_kit::{Game, RuleError, Seat};
use std::collections::BTreeMap;

/// The pictures of a game that draws its views: the board and the private view both, each
/// with what a screen reader reads instead (issue 25), and pictures of the events worth one.
pub struct Pictures<G: Game + ?Sized> {
    /// The public board as SVG, from the spectator view only (see [`crate::picture`]).
    pub board: fn(&G::View, &Names) -> String,
    /// What a screen reader reads instead of the board picture: a summary from the same
    /// spectator view (whose turn, scores, what changed, the free spaces or essential
    /// positions), at most [`crate::attachment::ALT_TEXT_MAX`] characters by construction
    /// (write it with [`crate::alt::Alt`]). Required with the picture: without one, the
    /// message text stands in only when it fits Discord's limit.
    pub board_alt: fn(&G::View, &Names) -> String,
    /// A seat's private view as SVG, from that seat's view only.
    pub private: fn(&G::View, &Names) -> String,
    /// The same as `board_alt` for the private picture, from that seat's view only (it may
    /// name the seat's own hidden information).
    pub private_alt: fn(&G::View, &Names) -> String,
    /// A picture of an (already redacted) event worth one, e.g. a showdown, drawn with the
    /// notice that announces it; most games draw none ([`no_event_pictures`]).
    pub event: fn(&G::Event, &Names) -> Option<EventDrawing>,
}

/// An event's picture with its alt text: one hook returns both, so no event picture comes
/// without one.
pub struct EventDrawing {
    pub svg: String,
    pub alt: String,
}

/// [`Pictures::event`] of a game that draws no event.
pub fn no_event_pictures<E>(_event: &E, _names: &Names) -> Option<EventDrawing> {
    None
}

/// The game's own options (`Game::Options`) as the players meet them: described on the lobby
/// board, changed by the host's selects there, and given at `/play`. The description is what
/// makes the group: options chosen in either place must be shown where the table gathers, so
/// `/play` options live here rather than alone, and a game may describe its table without
/// offering any choice (Quinox).
pub struct Lobby<G: Game + ?Sized> {
    /// What the chosen options mean, for the lobby board (e.g. the variants and, with teams,
    /// who plays with whom). `names` are the seated players in seat order.
    pub text: fn(&G::Options, &Names) -> String,
    /// The host's selects on the lobby board, if the game offers any.
    pub selects: Option<LobbySelects<G>>,
    /// The game's own options of its `/play <game>` subcommand (between the platform's `time`
    /// and its options for bots, see `commands::input::play_options`), with their
    /// own ranges and choices; `Vec::new` for none. Every value reaches the options parser as
    /// text or JSON, not through [`LobbySelects::set`].
    pub play: fn() -> Vec<CommandOption>,
}

/// The selects of a lobby board: the options listed and how a choice in one applies.
pub struct LobbySelects<G: Game + ?Sized> {
    /// The host options the lobby board offers (at most [`super::MAX_LOBBY_OPTIONS`]).
    pub list: fn() -> Vec<LobbyOption>,
    /// Applies a lobby choice: `values` picked in the select of the listed option `key`.
    pub set: SetOption<G>,
}

/// [`LobbySelects::set`]: the options with one choice applied.
pub type SetOption<G> =
    fn(&<G as Game>::Options, &str, &[String]) -> Result<<G as Game>::Options, RuleError>;

/// The one value a single-choice select sent: the prelude of a [`SetOption`] (and of an
/// option set without one). Discord sends exactly one; anything else is refused in words.
pub fn one_choice(values: &[String]) -> Result<&str, RuleError> {
    match values {
        [value] => Ok(value),
        _ => Err(RuleError::new(KIT.say("kit-choose-one"))),
    }
}

/// A [`SetOption`]'s refusal of a `key` it does not list, naming the game (`game`).
pub fn no_option(game: &str, key: &str) -> RuleError {
    RuleError::new(KIT.say_with(
        "kit-no-option",
        &[("game", game.into()), ("key", key.into())],
    ))
}

/// [`Forms::submit`]: what a submitted form leads to.
pub type SubmitForm<G> = fn(
    &<G as Game>::State,
    Seat,
    &str,
    &BTreeMap<String, String>,
) -> Result<FormOutcome<<G as Game>::Action>, RuleError>;

/// Typed-input forms (Discord modals) that buttons open, for choices too large for menus
/// (e.g. an equation): the forms offered and what a submitted one leads to.
pub struct Forms<G: Game + ?Sized> {
    /// Forms `seat` may open now. An action entered through a form has an empty
    /// [`Present::action_path`](super::Present::action_path), so it is not offered as a menu
    /// too.
    pub offered: fn(&G::State, Seat) -> Vec<Form>,
    /// A submitted form (one that `offered` offers now) with its values by input id.
    pub submit: SubmitForm<G>,
}

/// The game's own slash commands (e.g. 8-quilibrium's `/score`): listed and run together.
/// Their answers are private and change nothing, so they need no game state.
pub struct Tools {
    /// The commands, each named uniquely across all games and the common commands.
    pub list: fn() -> Vec<Tool>,
    /// Runs the tool `name` with its options by name.
    pub run: fn(&str, &BTreeMap<String, String>) -> Result<ToolAnswer, RuleError>,
}

/// How the typed choice ("Type a choice…") behaves for this game. Without the group, only a
/// level too long for buttons offers it, and a text that names no choice gets the table's
/// generic answer (which lists a few choices that may be typed).
pub struct Typing<G: Game + ?Sized> {
    /// Every menu level with typed keys ([`super::MenuStep::typed`]) offers it, also when its
    /// choices fit as buttons. A board game whose players read space labels off the picture
    /// wants it (typing `c4` beats hunting for its button).
    pub every_level: bool,
    /// Why typed `text` names none of the choices after `prefix`, in the game's own terms
    /// ("n49 is taken by SWORD."), or `None` for the generic answer ([`generic_refusal`]).
    /// Asked only when no choice answers `text`.
    pub refusal: fn(&G::State, Seat, &[&str], &str) -> Option<String>,
}

/// [`Typing::refusal`] of a game content with the table's generic answer.
pub fn generic_refusal<S>(
    _state: &S,
    _seat: Seat,
    _prefix: &[&str],
    _text: &str,
) -> Option<String> {
    None
}
