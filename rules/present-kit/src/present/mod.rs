//! How a game is shown and operated in a chat: the per-game half of the user interface.
//!
//! `rules` knows what is legal; this trait knows how to *say* it. Every legal action is given a
//! short menu path (e.g. Give → ♥9 from the Market → to Alice). The table walks these paths one
//! level at a time, so any number of legal actions fits Discord's 25-button / 25-option limits,
//! and the chosen prefix travels in the component's `custom_id` instead of in memory.

mod groups;

pub use groups::{
    generic_refusal, no_event_pictures, no_option, one_choice, EventDrawing, Forms, Lobby,
    LobbySelects, Pictures, SetOption, SubmitForm, Tools, Typing,
};

use game_kit::{Game, Seat};

/// Discord's limit on a modal's inputs ([`crate::limits`]).
pub use crate::limits::MODAL_INPUTS_MAX;

/// One level of an action's menu path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuStep {
    /// Compact code used in `custom_id`s: ASCII letters, digits, `-` and `_` only, at most
    /// [`crate::codes::CODE_MAX`] characters. Unique among the steps offered at the same level.
    pub code: String,
    /// What the player reads on the button or select option (at most 80 characters).
    pub label: String,
    /// What a player may type to pick this step in a long menu (e.g. `c4`, `9H`), besides
    /// the code and the label themselves.
    pub key: Option<String>,
    /// A second spelling a player may type, never suggested (e.g. a card's short code `10c`
    /// beside its name `10 Cups`, for players who learnt the codes).
    pub alias: Option<String>,
}

impl MenuStep {
    pub fn new(code: impl Into<String>, label: impl Into<String>) -> MenuStep {
        MenuStep {
            code: code.into(),
            label: label.into(),
            key: None,
            alias: None,
        }
    }

    /// The same step, also chosen by typing `key`.
    pub fn typed(mut self, key: impl Into<String>) -> MenuStep {
        self.key = Some(key.into());
        self
    }

    /// The same step, also chosen by typing `alias` (which the form never suggests).
    pub fn or_typed(mut self, alias: impl Into<String>) -> MenuStep {
        self.alias = Some(alias.into());
        self
    }

    /// Whether typed `text` names this step: its key, alias, code or label, ignoring case and
    /// spaces.
    pub fn answers(&self, text: &str) -> bool {
        let wanted = normalise(text);
        !wanted.is_empty()
            && [
                self.key.as_deref(),
                self.alias.as_deref(),
                Some(&self.code),
                Some(&self.label),
            ]
            .into_iter()
            .flatten()
            .any(|s| normalise(s) == wanted)
    }

    /// What the typed-choice form suggests for this step.
    pub fn key_or_code(&self) -> String {
        self.key.clone().unwrap_or_else(|| self.code.clone())
    }
}

fn normalise(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// What follows a menu prefix, as a game answers it directly (see [`Present::menu_level`]).
#[derive(Clone, Debug, PartialEq)]
pub enum MenuLevel<A> {
    /// More choices to make: the distinct next steps, in the order to show them.
    Choices(Vec<MenuStep>),
    /// The prefix names one complete legal action.
    Action(A),
    /// The prefix matches no legal action (stale or forged).
    Invalid,
}

/// The level that `paths` (every legal action with its menu path) imply after `prefix`: the
/// distinct next steps in path order, the one action the prefix completes, or nothing. Two
/// actions on one path, or a path that is both an action and the start of others, would make
/// the menu ambiguous: a presenter bug, returned as an error.
pub fn level_from_paths<A: Clone>(
    paths: &[(Vec<MenuStep>, A)],
    prefix: &[&str],
) -> Result<MenuLevel<A>, String> {
    let mut next: Vec<MenuStep> = Vec::new();
    let mut complete = None;
    for (path, action) in paths {
        let matches = path.len() >= prefix.len()
            && path
                .iter()
                .zip(prefix)
                .all(|(step, code)| step.code == *code);
        if !matches {
            continue;
        }
        if path.len() == prefix.len() {
            if complete.is_some() {
                return Err(format!("two legal actions share the menu path {prefix:?}"));
            }
            complete = Some(action.clone());
            continue;
        }
        let step = &path[prefix.len()];
        if !next.iter().any(|s| s.code == step.code) {
            next.push(step.clone());
        }
    }
    level(prefix, complete, next)
}

/// One code of a menu path as a game names it without writing it out (see
/// [`level_from_codes`]).
pub trait MenuCode: std::fmt::Debug {
    /// Whether this is the code `code`.
    fn is(&self, code: &str) -> bool;
}

impl MenuCode for String {
    fn is(&self, code: &str) -> bool {
        self == code
    }
}

/// [`level_from_paths`] for a game that can name its paths' codes without their labels
/// (labels, and even writing the codes out, are most of a path's cost): `codes` gives each
/// legal action's codes, and only the actions that bring a new step to the level shown are
/// asked for their full path, once each. The same level and the same errors as
/// [`level_from_paths`] over the full paths.
pub fn level_from_codes<A: Clone, C: MenuCode>(
    legal: impl IntoIterator<Item = A>,
    codes: impl Fn(&A) -> Vec<C>,
    path: impl Fn(&A) -> Vec<MenuStep>,
    prefix: &[&str],
) -> Result<MenuLevel<A>, String> {
    let mut next: Vec<MenuStep> = Vec::new();
    let mut complete = None;
    for action in legal {
        let codes = codes(&action);
        // Actions entered through forms have no menu path.
        let matches = !codes.is_empty()
            && codes.len() >= prefix.len()
            && codes
                .iter()
                .zip(prefix)
                .all(|(code, chosen)| code.is(chosen));
        if !matches {
            continue;
        }
        if codes.len() == prefix.len() {
            if complete.is_some() {
                return Err(format!("two legal actions share the menu path {prefix:?}"));
            }
            complete = Some(action);
            continue;
        }
        let code = &codes[prefix.len()];
        if !next.iter().any(|s| code.is(&s.code)) {
            let mut steps = path(&action);
            if steps.len() != codes.len() || !code.is(&steps[prefix.len()].code) {
                return Err(format!(
                    "the codes {codes:?} are not the path's {:?}",
                    steps.iter().map(|s| &s.code).collect::<Vec<_>>()
                ));
            }
            next.push(steps.swap_remove(prefix.len()));
        }
    }
    level(prefix, complete, next)
}

/// The level of [`level_from_paths`] and [`level_from_codes`], from the action `prefix`
/// completes and the distinct steps that follow it.
fn level<A>(
    prefix: &[&str],
    complete: Option<A>,
    next: Vec<MenuStep>,
) -> Result<MenuLevel<A>, String> {
    match (complete, next.is_empty()) {
        (Some(action), true) => Ok(MenuLevel::Action(action)),
        (Some(_), false) => Err(format!(
            "the menu path {prefix:?} is both an action and the start of others"
        )),
        (None, true) => Ok(MenuLevel::Invalid),
        (None, false) => Ok(MenuLevel::Choices(next)),
    }
}

/// How a slash-command option is entered (Discord shows a picker, a number field or a text
/// box); every value reaches the game as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Text,
    /// One of `(value, label)`, at most 25; the label in the language spoken.
    Choice(Vec<(&'static str, String)>),
    Integer {
        min: i64,
        max: i64,
    },
    /// True or false.
    Boolean,
    /// A member of the server, picked by name; the value is their id (a platform command's,
    /// e.g. `/stats user:`, never a game's).
    User,
}

/// One option of a `/play <game>` subcommand or of a game's own slash command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandOption {
    /// Lowercase ASCII, at most 32 characters.
    pub name: &'static str,
    /// At most 100 characters, in the language spoken ([`crate::words::speaking`]).
    pub description: String,
    pub kind: OptionKind,
    pub required: bool,
}

/// A slash command a game adds besides the common ones (e.g. 8-quilibrium's `/score`). Its
/// answer is private and changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tool {
    /// Lowercase ASCII, at most 32 characters; unique across all games and the common commands.
    pub name: &'static str,
    /// At most 100 characters, in the language spoken.
    pub description: String,
    pub options: Vec<CommandOption>,
}

/// A tool's private answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolAnswer {
    pub title: String,
    pub text: String,
}

/// Names of the seated players, index = seat.
pub type Names = [String];

/// A typed-input form (a Discord modal) that a button opens, for choices too large for menus
/// (e.g. an equation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// Compact code, like a [`MenuStep`] code (ASCII letters, digits, `-`, `_`; at most 12). It
    /// travels in the button's and the modal's `custom_id`; a submitted form is accepted only
    /// while a form with this code is still offered, so codes should name the moment (e.g. the
    /// round) rather than depend on the table version, which other players' moves change.
    pub code: String,
    /// The button that opens the form (at most 80 characters).
    pub button: String,
    /// The modal's title (at most 45 characters).
    pub title: String,
    /// One to five text inputs.
    pub inputs: Vec<FormInput>,
}

/// One text input of a [`Form`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormInput {
    /// Key of the value in the submission (ASCII, at most 20 characters).
    pub id: String,
    /// At most 45 characters.
    pub label: String,
    /// Greyed hint (at most 100 characters).
    pub placeholder: Option<String>,
    /// Starting text the player edits.
    pub value: Option<String>,
    pub max_length: u16,
}

/// What a submitted form leads to.
#[derive(Clone, Debug, PartialEq)]
pub enum FormOutcome<A> {
    /// An action to apply (validated by the engine like any other).
    Action(A),
    /// A private answer that changes nothing (e.g. "that equation makes 1.286").
    Note(String),
}
/// A host option of a game, shown on the lobby board as a select menu whose choices come back
/// through the `set.<key>` payload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyOption {
    /// Payload key: ASCII letters, digits, `-` and `_`, at most 12 characters.
    pub key: String,
    /// The select's placeholder, e.g. "Preset (host)" (at most 150 characters).
    pub label: String,
    /// `(value, label)` pairs, at most 25; values follow the key's character rules.
    pub choices: Vec<(String, String)>,
    /// Any number of choices (none included) may be picked at once; otherwise exactly one.
    pub multi: bool,
}

/// The most game options a lobby board shows: Discord allows 5 action rows and the board uses
/// one for Join / Leave / Start and one for the time control.
pub const MAX_LOBBY_OPTIONS: usize = 3;

/// A game as the chat front ends present it. Required: a menu path per action and the texts
/// of the board, a private view, an event and the rules. Every text is in the language spoken
/// when the hook is called ([`crate::words::speaking`]: the erased layer speaks the reader's
/// language around every call), asked of the game's own catalog with
/// [`crate::words::Catalog::say`]. Everything else has a default; hooks
/// that only make sense together are one optional group ([`Pictures`], [`Lobby`], [`Forms`],
/// [`Tools`], [`Typing`]), set all at once or not at all.
pub trait Present: Game {
    /// The menu path of a legal action for `seat`. Paths of different legal actions differ, and
    /// no path is a strict prefix of another's; at most [`crate::codes::MAX_DEPTH`] steps long.
    /// Any number of steps may follow a prefix: the table pages long levels and lets them be
    /// typed (see [`MenuStep::typed`]).
    /// An empty path keeps the action out of the menus (it is entered through a [`Form`]).
    /// The labels of the first step of a [`game_kit::PromptKind::Reaction`] prompt may be shown
    /// publicly, so they carry no hidden information. Codes must not depend on `names`.
    fn action_path(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
        names: &Names,
    ) -> Vec<MenuStep>;

    /// The public board: everything a spectator may know, as readable text.
    fn board_text(view: &Self::View, names: &Names) -> String;

    /// A seat's private view (hand, secret selections ...) as readable text.
    fn private_text(view: &Self::View, names: &Names) -> String;

    /// One line describing an (already redacted) event.
    fn event_text(event: &Self::Event, names: &Names) -> String;

    /// The `/rules` summary, in our own words.
    fn rules_text() -> String;

    // Everything below is optional, with a default that suits a game without it.

    /// The game's pictures; `None`, the default, shows its views as text only.
    const PICTURES: Option<Pictures<Self>> = None;

    /// The game's own options on the lobby board and in `/play`; `None`, the default, shows no
    /// line about them and offers no choice (the platform's own options remain).
    const LOBBY: Option<Lobby<Self>> = None;

    /// Typed-input forms; `None`, the default, enters every action through the menus.
    const FORMS: Option<Forms<Self>> = None;

    /// The game's own slash commands; `None`, the default, adds none.
    const TOOLS: Option<Tools> = None;

    /// How typed choices behave; `None`, the default, offers them only on levels too long for
    /// buttons and answers a text that names no choice generically.
    const TYPING: Option<Typing<Self>> = None;

    /// A final score as the result says it, e.g. "1 point", "12 chips"; points by default.
    fn score_text(score: i64) -> String {
        crate::words::KIT.say_with("kit-score", &[("score", score.into())])
    }

    /// Answers "what comes after `prefix`" for `seat` directly. A game with many legal actions
    /// (a board with hundreds of placements) implements this so that drawing one menu level
    /// never enumerates them all; `None`, the default, derives the level from every legal
    /// action's [`Present::action_path`]. When implemented, it must offer every legal action's
    /// path (debug builds, and so every test, check this at every level they draw); it may
    /// offer more, such as a Confirm the engine refuses with what is still missing. A single
    /// hook, not a group: it is a shortcut to what the paths already say.
    fn menu_level(
        state: &Self::State,
        seat: Seat,
        prefix: &[&str],
        names: &Names,
    ) -> Option<MenuLevel<Self::Action>> {
        let _ = (state, seat, prefix, names);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::MenuStep;

    /// A step answers its key, its alias, its code and its label, whatever the case and
    /// spacing; the alias is never what the form suggests.
    #[test]
    fn a_step_answers_every_spelling_it_was_given() {
        let step = MenuStep::new("h10c", "Populate 10 Cups")
            .typed("10 Cups")
            .or_typed("10c");
        for typed in [
            "10 cups",
            "10CUPS",
            "10C",
            " 10 c ",
            "h10c",
            "populate 10 cups",
        ] {
            assert!(step.answers(typed), "{typed}");
        }
        for typed in ["", "10", "10 Wands", "c10"] {
            assert!(!step.answers(typed), "{typed}");
        }
        assert_eq!(step.key_or_code(), "10 Cups");
    }
}
