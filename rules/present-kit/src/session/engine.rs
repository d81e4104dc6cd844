//! The game type as the table machinery sees it: [`Engine`], generated with its one
//! implementation [`EngineOf`] from a single list of methods.
//!
//! Every method whose answer a person reads takes the reader's language and speaks it for the
//! length of the call ([`crate::words::speaking`]), so a game's words and refusals come in it.

use super::{encode, Session, SessionError, SessionOf};
use crate::erase::erased;
use crate::present::{CommandOption, LobbyOption, LobbySelects, Present, Tool, ToolAnswer};
use crate::words::{speaking, Lang, KIT};
use crate::CodecError;
use game_kit::bots::{Determinize, Level, Recall};
use game_kit::{RuleError, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::marker::PhantomData;

/// How a random playout went (see [`Engine::random_playout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Actions applied.
    pub actions: usize,
    /// The game reached its outcome (otherwise it stopped at the action limit).
    pub finished: bool,
}

/// What a bot's search is given (the core's `thinking::think`).
pub struct SearchInput<'a> {
    /// The table's game options, number of seats and seed: with the log they replay the game.
    pub options: &'a Value,
    pub players: usize,
    pub table_seed: u64,
    /// The saved state, at the version the answer will be checked against.
    pub state: &'a str,
    /// The table's log, in order; read only for a game whose bots remember
    /// ([`Engine::remembers`]), empty otherwise.
    pub log: &'a [(Seat, Value)],
    pub seat: Seat,
    pub level: Level,
    /// A fixed iteration budget without a clock (reproducible runs), capped by the level's.
    pub iterations: Option<u32>,
    pub search_seed: u64,
}

/// The [`Engine`] of game `G`.
pub struct EngineOf<G>(PhantomData<fn() -> G>);

impl<G> EngineOf<G> {
    pub const fn new() -> Self {
        EngineOf(PhantomData)
    }
}

impl<G> Default for EngineOf<G> {
    fn default() -> Self {
        Self::new()
    }
}

/// Options the game's parser refused; the parser quotes what was typed, which is bounded
/// ([`crate::text::echo_quoted`]).
fn bad_options(e: serde_json::Error) -> RuleError {
    RuleError::new(KIT.say_with(
        "kit-options-invalid",
        &[(
            "why",
            crate::text::echo_quoted(&e.to_string()).as_str().into(),
        )],
    ))
}

/// A game's refusal of what a player typed (a lobby choice, a tool's text), with the input it
/// quotes bounded, so that the answer stays within what Discord shows (issue 44).
fn bounded(e: RuleError) -> RuleError {
    RuleError::new(crate::text::echo_quoted(&e.0))
}

/// The lobby board's selects of game `G`, if it offers any.
fn lobby_selects<G: Present>() -> Option<LobbySelects<G>> {
    G::LOBBY.and_then(|lobby| lobby.selects)
}

/// [`Engine::set_option`], in the language spoken.
fn set_option<G: Present>(
    options: &Value,
    key: &str,
    values: &[String],
) -> Result<Value, RuleError> {
    let parsed: G::Options = serde_json::from_value(options.clone()).map_err(bad_options)?;
    let listed =
        lobby_selects::<G>().filter(|selects| (selects.list)().iter().any(|o| o.key == key));
    let changed = if let Some(selects) = &listed {
        (selects.set)(&parsed, key, values).map_err(bounded)?
    } else {
        // An option the game does not list: set the key to the one value chosen, and let
        // the game's options parser judge it.
        let value = crate::present::one_choice(values)?;
        let Some(mut map) = options.as_object().cloned() else {
            return Err(RuleError::new(KIT.say("kit-options-damaged")));
        };
        let value =
            serde_json::from_str(value).unwrap_or_else(|_| Value::String(value.to_string()));
        map.insert(key.to_string(), value);
        serde_json::from_value(Value::Object(map)).map_err(bad_options)?
    };
    let changed = serde_json::to_value(changed).map_err(bad_options)?;
    // A key the options do not have would be dropped without a word: refuse it instead of
    // saying it was saved (issue 25, item 4).
    if listed.is_none() && changed.get(key).is_none() {
        return Err(RuleError::new(KIT.say_with(
            "kit-no-such-option",
            &[
                ("game", G::NAME.into()),
                ("key", crate::text::echo(key).as_ref().into()),
            ],
        )));
    }
    Ok(changed)
}

erased! {
    /// One game type, as the table machinery sees it.
    pub trait Engine: Send + Sync;
    impl<G: Present + Determinize> for EngineOf<G>;

    /// The game's id, as tables store it.
    fn id(&self) -> &'static str {
        G::ID
    }

    /// The game's name, as players read it.
    fn name(&self) -> &'static str {
        G::NAME
    }

    /// The fewest and the most players.
    fn players(&self) -> (usize, usize) {
        G::PLAYERS
    }

    /// Whether the game draws its board and private views as pictures.
    fn draws_pictures(&self) -> bool {
        G::PICTURES.is_some()
    }

    /// The `/rules` summary.
    fn rules_text(&self, lang: Lang) -> String {
        speaking(lang, G::rules_text)
    }

    /// A final score as the result says it ("1 point", "12 chips").
    fn score_text(&self, score: i64, lang: Lang) -> String {
        speaking(lang, || G::score_text(score))
    }

    /// Parses lobby options (JSON object; missing keys take defaults).
    fn parse_options(&self, options: &Value, lang: Lang) -> Result<Value, RuleError> {
        speaking(lang, || {
            let parsed: G::Options =
                serde_json::from_value(options.clone()).map_err(bad_options)?;
            serde_json::to_value(parsed).map_err(bad_options)
        })
    }

    /// Whether the options suit `players` players.
    fn validate_options(&self, options: &Value, players: usize, lang: Lang) -> Result<(), RuleError> {
        speaking(lang, || {
            let parsed: G::Options =
                serde_json::from_value(options.clone()).map_err(bad_options)?;
            G::validate_options(&parsed, players)
        })
    }

    /// The host options of the lobby board.
    fn lobby_options(&self, lang: Lang) -> Vec<LobbyOption> {
        speaking(lang, || {
            lobby_selects::<G>()
                .map(|selects| (selects.list)())
                .unwrap_or_default()
        })
    }

    /// Applies a lobby choice to the stored options; returns the new options.
    fn set_option(
        &self,
        options: &Value,
        key: &str,
        values: &[String],
        lang: Lang,
    ) -> Result<Value, RuleError> {
        speaking(lang, || set_option::<G>(options, key, values))
    }

    /// The options as the lobby board describes them; stored options this game cannot read
    /// are an error.
    fn lobby_text(&self, options: &Value, names: &[String], lang: Lang) -> Result<String, SessionError> {
        speaking(lang, || {
            serde_json::from_value::<G::Options>(options.clone())
                .map(|o| G::LOBBY.map(|lobby| (lobby.text)(&o, names)).unwrap_or_default())
                .map_err(|e| CodecError::new("stored options", e).into())
        })
    }

    /// The game's own `/play` options.
    fn play_options(&self, lang: Lang) -> Vec<CommandOption> {
        speaking(lang, || G::LOBBY.map(|lobby| (lobby.play)()).unwrap_or_default())
    }

    /// The game's own slash commands.
    fn tools(&self, lang: Lang) -> Vec<Tool> {
        speaking(lang, || G::TOOLS.map(|tools| (tools.list)()).unwrap_or_default())
    }

    /// Runs one of [`Engine::tools`].
    fn run_tool(
        &self,
        name: &str,
        options: &BTreeMap<String, String>,
        lang: Lang,
    ) -> Result<ToolAnswer, RuleError> {
        speaking(lang, || match G::TOOLS {
            Some(tools) => (tools.run)(name, options).map_err(bounded),
            None => Err(RuleError::new(KIT.say_with(
                "kit-no-command",
                &[("name", crate::text::echo(name).as_ref().into())],
            ))),
        })
    }

    /// Deals a new game (a refusal of its options in `lang`).
    fn setup(
        &self,
        options: &Value,
        players: usize,
        seed: u64,
        lang: Lang,
    ) -> Result<Box<dyn Session>, RuleError> {
        speaking(lang, || {
            let parsed: G::Options =
                serde_json::from_value(options.clone()).map_err(bad_options)?;
            Ok(Box::new(SessionOf::<G>::new(G::setup(&parsed, players, seed)?)) as Box<dyn Session>)
        })
    }
    /// Loads a stored state.
    fn load(&self, state: &str) -> Result<Box<dyn Session>, String> {
        serde_json::from_str::<G::State>(state)
            .map(|s| Box::new(SessionOf::<G>::new(s)) as Box<dyn Session>)
            .map_err(|e| e.to_string())
    }

    /// Plays one game with default options from `seed` until it ends or `max_actions` were
    /// applied: at each step a random prompted seat takes a random legal action. It runs on the
    /// engine's own types (no JSON), so it measures the engine itself (benchmarks, random bots).
    /// An engine that prompts a seat without offering it a legal action is an error.
    fn random_playout(
        &self,
        players: usize,
        seed: u64,
        max_actions: usize,
    ) -> Result<Playout, RuleError> {
        let options = G::Options::default();
        G::validate_options(&options, players)?;
        let mut state = G::setup(&options, players, seed)?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for actions in 0..max_actions {
            let prompts = G::prompts(&state);
            if prompts.is_empty() {
                return Ok(Playout {
                    actions,
                    finished: G::outcome(&state).is_some(),
                });
            }
            let seat = prompts[rng.gen_range(0..prompts.len())].seat;
            let mut legal = G::legal(&state, seat);
            if legal.is_empty() {
                return Err(RuleError::new(format!(
                    "seat {seat} is prompted but has no legal action"
                )));
            }
            let action = legal.swap_remove(rng.gen_range(0..legal.len()));
            G::apply(&mut state, seat, action)?;
        }
        Ok(Playout {
            actions: max_actions,
            finished: G::prompts(&state).is_empty() && G::outcome(&state).is_some(),
        })
    }

    /// Whether the game's bots remember what their seat saw, so a search needs the log.
    fn remembers(&self) -> bool {
        G::REMEMBERS
    }

    /// A bot's move for `input.seat` (JSON), `None` if the seat has no prompt.
    /// The search sees only what the seat may know (`game_kit::bots::decide`); its answer
    /// is one the engine accepts. An error says what could not be read: the state, the options
    /// or a log that does not lead to the saved state.
    fn think(&self, input: &SearchInput<'_>) -> Result<Option<Value>, String> {
        let state: G::State = serde_json::from_str(input.state)
            .map_err(|e| format!("the saved state does not load: {e}"))?;
        let Some(prompt) = G::prompts(&state)
            .into_iter()
            .find(|p| p.seat == input.seat)
        else {
            return Ok(None);
        };
        let mut budget = input.level.budget(prompt.kind);
        if let Some(n) = input.iterations {
            budget.max_iterations = budget.max_iterations.min(n);
            budget.max_time = None;
        }
        let recall = if G::REMEMBERS {
            recall_from_log::<G>(input, &state)?
        } else {
            Recall::new(input.seat)
        };
        game_kit::bots::decide::<G>(
            &state,
            input.seat,
            recall.memory(),
            budget,
            input.search_seed,
        )
        .map(|d| encode("a bot's action", &d.action).map_err(|e| e.to_string()))
        .transpose()
    }
}

/// The memory of `input.seat`: the game replayed from its seed and log, each action's events
/// shown to the seat as it saw them. The replay must arrive at the saved state `now`, or the
/// memory would be of another game.
fn recall_from_log<G: Present + Determinize>(
    input: &SearchInput<'_>,
    now: &G::State,
) -> Result<Recall<G>, String> {
    let options: G::Options = serde_json::from_value(input.options.clone())
        .map_err(|e| format!("the stored options do not load: {e}"))?;
    let mut state = G::setup(&options, input.players, input.table_seed)
        .map_err(|e| format!("the game cannot be set up again: {}", e.0))?;
    let mut recall = Recall::new(input.seat);
    for (i, (seat, action)) in input.log.iter().enumerate() {
        let action = G::Action::deserialize(action)
            .map_err(|e| format!("logged action {i} does not load: {e}"))?;
        let events = G::apply(&mut state, *seat, action)
            .map_err(|e| format!("logged action {i} is refused on replay: {}", e.0))?;
        recall.observe(&events);
    }
    let same = match (serde_json::to_value(&state), serde_json::to_value(now)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if !same {
        return Err(format!(
            "the log ({} actions) does not replay to the saved state",
            input.log.len()
        ));
    }
    Ok(recall)
}
