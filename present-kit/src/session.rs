//! Type erasure between the generic engines of `rules` and the table machinery.
//!
//! Tables are stored as JSON and handled without knowing which game they hold; each game is
//! registered once as an [`Engine`], which loads a stored state into a [`Session`]. Adding a game
//! means implementing `game_kit::Game` + [`Present`] and adding one line to `games::GAMES`.

use crate::attachment::Picture;
use crate::codes::{valid_code, MAX_DEPTH};
use crate::erase::erased;
use crate::present::MODAL_INPUTS_MAX;
use crate::present::{
    CommandOption, Form, FormOutcome, LobbyOption, LobbySelects, MenuLevel, MenuStep, Present,
    Tool, ToolAnswer,
};
use crate::CodecError;
use game_kit::computer::{Determinize, Level, Recall};
use game_kit::{Prompt, Ranking, RuleError, Seat, Viewer};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex, PoisonError};

/// What a menu prefix leads to.
#[derive(Debug, Clone, PartialEq)]
pub enum Menu {
    /// More choices to make: the distinct next steps, in the engine's order.
    Choices(Vec<MenuStep>),
    /// The prefix names one complete legal action (its JSON form).
    Action(Value),
    /// The prefix matches no legal action (stale or forged).
    Invalid,
}

/// Our side failed while handling a game: a state, event, view or action that does not
/// serialise, or a presenter that offered a menu step no `custom_id` can carry. The input is
/// rolled back and logged; the player is told nothing changed.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SessionError(pub String);

impl From<CodecError> for SessionError {
    fn from(e: CodecError) -> Self {
        SessionError(e.to_string())
    }
}

/// One view as a message shows it (see [`Session::view_parts`]).
pub struct ViewParts {
    pub text: String,
    /// The view itself, written as JSON only if a front end reads it.
    pub json: crate::view_json::ViewJson,
    pub picture: Option<Picture>,
}

/// An event's picture (see [`Session::event_pictures`]).
pub struct EventPicture {
    pub svg: String,
    /// Its alt text ([`crate::present::EventDrawing::alt`]).
    pub alt: Option<String>,
}

/// Why an action was not applied.
#[derive(Debug)]
pub enum ApplyError {
    /// The engine refused it; the message is for the player.
    Rule(RuleError),
    /// Our side failed.
    Broken(SessionError),
}

impl From<RuleError> for ApplyError {
    fn from(e: RuleError) -> Self {
        ApplyError::Rule(e)
    }
}

impl From<SessionError> for ApplyError {
    fn from(e: SessionError) -> Self {
        ApplyError::Broken(e)
    }
}

fn encode<T: serde::Serialize>(what: &'static str, value: &T) -> Result<Value, SessionError> {
    serde_json::to_value(value).map_err(|e| CodecError::new(what, e).into())
}

/// How a random playout went (see [`Engine::random_playout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Actions applied.
    pub actions: usize,
    /// The game reached its outcome (otherwise it stopped at the action limit).
    pub finished: bool,
}

/// What a computer player's search is given (the core's `thinking::think`).
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

struct SessionOf<G: Present> {
    state: G::State,
    /// The menu paths of every legal action, per seat that asked, computed once per state: one
    /// click asks for the menu several times (to resolve the click, to draw the next level, to
    /// label the breadcrumb), and computing every path is most of an interaction's engine time.
    /// A state shared between clicks drops them after each ([`Session::forget_menus`]).
    paths: Mutex<Vec<Paths<G>>>,
}

/// Memoised menu paths: for `seat` with player `names`, each legal action with its path.
struct Paths<G: Present> {
    seat: Seat,
    names: Vec<String>,
    paths: Arc<[(Vec<MenuStep>, G::Action)]>,
}

impl<G: Present> Clone for Paths<G> {
    fn clone(&self) -> Self {
        Paths {
            seat: self.seat,
            names: self.names.clone(),
            paths: self.paths.clone(),
        }
    }
}

impl<G: Present> SessionOf<G> {
    fn new(state: G::State) -> Self {
        SessionOf {
            state,
            paths: Mutex::default(),
        }
    }

    /// The memo; a panic while it was held left at worst a missing entry, never a wrong one.
    fn memo(&self) -> std::sync::MutexGuard<'_, Vec<Paths<G>>> {
        self.paths.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

fn bad_options(e: serde_json::Error) -> RuleError {
    RuleError::new(format!("Those options are not valid: {e}"))
}

/// The lobby board's selects of game `G`, if it offers any.
fn lobby_selects<G: Present>() -> Option<LobbySelects<G>> {
    G::LOBBY.and_then(|lobby| lobby.selects)
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
    fn rules_text(&self) -> &'static str {
        G::rules_text()
    }

    /// What the final scores count ("points", "chips").
    fn score_unit(&self) -> &'static str {
        G::SCORE_UNIT
    }

    /// Parses lobby options (JSON object; missing keys take defaults).
    fn parse_options(&self, options: &Value) -> Result<Value, RuleError> {
        let parsed: G::Options = serde_json::from_value(options.clone()).map_err(bad_options)?;
        serde_json::to_value(parsed).map_err(bad_options)
    }

    /// Whether the options suit `players` players.
    fn validate_options(&self, options: &Value, players: usize) -> Result<(), RuleError> {
        let parsed: G::Options = serde_json::from_value(options.clone()).map_err(bad_options)?;
        G::validate_options(&parsed, players)
    }

    /// The host options of the lobby board.
    fn lobby_options(&self) -> Vec<LobbyOption> {
        lobby_selects::<G>()
            .map(|selects| (selects.list)())
            .unwrap_or_default()
    }

    /// Applies a lobby choice to the stored options; returns the new options.
    fn set_option(
        &self,
        options: &Value,
        key: &str,
        values: &[String],
    ) -> Result<Value, RuleError> {
        let parsed: G::Options = serde_json::from_value(options.clone()).map_err(bad_options)?;
        let listed = lobby_selects::<G>()
            .filter(|selects| (selects.list)().iter().any(|o| o.key == key));
        let changed = if let Some(selects) = &listed {
            (selects.set)(&parsed, key, values)?
        } else {
            // An option the game does not list: set the key to the one value chosen, and let
            // the game's options parser judge it.
            let [value] = values else {
                return Err(RuleError::new("Choose one value."));
            };
            let Some(mut map) = options.as_object().cloned() else {
                return Err(RuleError::new(
                    "This table's stored options are damaged, so they cannot change; the host can end the table with /cancel.",
                ));
            };
            let value =
                serde_json::from_str(value).unwrap_or_else(|_| Value::String(value.clone()));
            map.insert(key.to_string(), value);
            serde_json::from_value(Value::Object(map)).map_err(bad_options)?
        };
        let changed = serde_json::to_value(changed).map_err(bad_options)?;
        // A key the options do not have would be dropped without a word: refuse it instead of
        // saying it was saved (issue 25, item 4).
        if listed.is_none() && changed.get(key).is_none() {
            return Err(RuleError::new(format!(
                "{} has no option `{key}`; the lobby's menus list the ones it has.",
                G::NAME
            )));
        }
        Ok(changed)
    }

    /// The options as the lobby board describes them; stored options this game cannot read
    /// are an error.
    fn lobby_text(&self, options: &Value, names: &[String]) -> Result<String, SessionError> {
        serde_json::from_value::<G::Options>(options.clone())
            .map(|o| G::LOBBY.map(|lobby| (lobby.text)(&o, names)).unwrap_or_default())
            .map_err(|e| CodecError::new("stored options", e).into())
    }

    /// The game's own `/play` options.
    fn play_options(&self) -> Vec<CommandOption> {
        G::LOBBY.map(|lobby| (lobby.play)()).unwrap_or_default()
    }

    /// The game's own slash commands.
    fn tools(&self) -> Vec<Tool> {
        G::TOOLS.map(|tools| (tools.list)()).unwrap_or_default()
    }

    /// Runs one of [`Engine::tools`].
    fn run_tool(
        &self,
        name: &str,
        options: &BTreeMap<String, String>,
    ) -> Result<ToolAnswer, RuleError> {
        match G::TOOLS {
            Some(tools) => (tools.run)(name, options),
            None => Err(RuleError::new(format!("There is no command /{name}."))),
        }
    }

    /// Deals a new game.
    fn setup(
        &self,
        options: &Value,
        players: usize,
        seed: u64,
    ) -> Result<Box<dyn Session>, RuleError> {
        let parsed: G::Options = serde_json::from_value(options.clone()).map_err(bad_options)?;
        Ok(Box::new(SessionOf::<G>::new(G::setup(
            &parsed, players, seed,
        )?)))
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

    /// A computer player's move for `input.seat` (JSON), `None` if the seat has no prompt.
    /// The search sees only what the seat may know (`game_kit::computer::decide`); its answer
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
        game_kit::computer::decide::<G>(
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

/// Whether a game's direct answer for a menu level offers everything its action paths imply:
/// every step (in the order the game chooses), or the same action. It may offer more: a step
/// to an action the engine refuses with what is missing (an incomplete payment's Confirm).
#[cfg(debug_assertions)]
fn covers<A: PartialEq>(direct: &MenuLevel<A>, derived: &MenuLevel<A>) -> bool {
    match (direct, derived) {
        (_, MenuLevel::Invalid) => true,
        (MenuLevel::Choices(offered), MenuLevel::Choices(needed)) => {
            needed.iter().all(|n| offered.contains(n))
        }
        _ => direct == derived,
    }
}

/// Checks that one menu level can be carried by `custom_id`s: valid, distinct codes, and no
/// path deeper than [`MAX_DEPTH`].
fn check_level(prefix: &[&str], steps: &[MenuStep]) -> Result<(), SessionError> {
    if prefix.len() >= MAX_DEPTH {
        return Err(SessionError(format!(
            "the menu goes deeper than {MAX_DEPTH} steps after {prefix:?}"
        )));
    }
    for (i, step) in steps.iter().enumerate() {
        if !valid_code(&step.code) {
            return Err(SessionError(format!("invalid menu code {:?}", step.code)));
        }
        if steps[..i].iter().any(|s| s.code == step.code) {
            return Err(SessionError(format!(
                "menu code {:?} offered twice",
                step.code
            )));
        }
    }
    Ok(())
}

impl<G: Present> SessionOf<G> {
    /// Today's default: the level that every legal action's path implies after `prefix`.
    /// A path that is a strict prefix of another would make one menu level both an action and
    /// a choice: a presenter bug, reported as an error.
    fn derived_level(
        &self,
        seat: Seat,
        prefix: &[&str],
        names: &[String],
    ) -> Result<MenuLevel<G::Action>, SessionError> {
        crate::present::level_from_paths(&self.paths(seat, names), prefix).map_err(SessionError)
    }

    fn paths(&self, seat: Seat, names: &[String]) -> Arc<[(Vec<MenuStep>, G::Action)]> {
        if let Some(m) = self
            .memo()
            .iter()
            .find(|m| m.seat == seat && m.names == names)
        {
            return m.paths.clone();
        }
        let paths: Arc<[_]> = G::legal(&self.state, seat)
            .into_iter()
            .map(|a| (G::action_path(&self.state, seat, &a, names), a))
            // Actions entered through forms have no menu path.
            .filter(|(path, _)| !path.is_empty())
            .collect();
        let mut memo = self.memo();
        // Another click of the same shared state may have computed them meanwhile.
        memo.retain(|m| m.seat != seat);
        memo.push(Paths {
            seat,
            names: names.to_vec(),
            paths: paths.clone(),
        });
        paths
    }
}

erased! {
    /// A loaded game state. It is `Sync` so that the read path can share one parsed state
    /// between the clicks of one table version (`commands::snapshot`).
    pub trait Session: Send + Sync;
    impl<G: Present> for SessionOf<G>;

    /// The same state, loaded once more (a table's shared snapshot is copied before an action
    /// changes it, which is cheaper than parsing the stored state again).
    fn clone_box(&self) -> Box<dyn Session> {
        Box::new(SessionOf::<G> {
            state: self.state.clone(),
            paths: Mutex::new(self.memo().clone()),
        })
    }

    /// Drops the memoised menu paths (a state kept between clicks keeps only itself).
    fn forget_menus(&self) {
        self.memo().clear();
    }

    /// Who must or may act now.
    fn prompts(&self) -> Vec<Prompt> {
        G::prompts(&self.state)
    }

    /// The next menu level for `seat` after the chosen `prefix` codes; `names` label the steps.
    /// Every step offered has a valid code, and no path is deeper than [`MAX_DEPTH`], so every
    /// `custom_id` built from them fits Discord's limit; a presenter that breaks this is an
    /// error, never a silently shortened menu.
    fn menu(&self, seat: Seat, prefix: &[&str], names: &[String]) -> Result<Menu, SessionError> {
        let level = match G::menu_level(&self.state, seat, prefix, names) {
            Some(level) => {
                // Debug builds (the tests) check that a game's direct answer offers every
                // legal action's path (see `covers`).
                #[cfg(debug_assertions)]
                {
                    let derived = self.derived_level(seat, prefix, names)?;
                    if !covers(&level, &derived) {
                        return Err(SessionError(format!(
                            "menu_level after {prefix:?} disagrees with the action paths: \
                             {level:?} against {derived:?}"
                        )));
                    }
                }
                level
            }
            None => self.derived_level(seat, prefix, names)?,
        };
        match level {
            MenuLevel::Choices(steps) => {
                check_level(prefix, &steps)?;
                Ok(Menu::Choices(steps))
            }
            MenuLevel::Action(action) => Ok(Menu::Action(encode("an action", &action)?)),
            MenuLevel::Invalid => Ok(Menu::Invalid),
        }
    }

    /// Whether a menu level whose steps can be typed offers the typed-choice form even when
    /// its choices fit as buttons ([`crate::present::Typing::every_level`]).
    fn offers_typing(&self) -> bool {
        G::TYPING.is_some_and(|typing| typing.every_level)
    }

    /// Why typed `text` names none of the choices after `prefix` ([`crate::present::Typing::refusal`]).
    fn typed_refusal(&self, seat: Seat, prefix: &[&str], text: &str) -> Option<String> {
        G::TYPING.and_then(|typing| (typing.refusal)(&self.state, seat, prefix, text))
    }

    /// Applies an action given in JSON form; returns the events as JSON.
    fn apply(&mut self, seat: Seat, action: &Value) -> Result<Vec<Value>, ApplyError> {
        let action = G::Action::deserialize(action)
            .map_err(|_| RuleError::new("That action is not understood."))?;
        let events = G::apply(&mut self.state, seat, action)?;
        // The legal actions changed.
        self.paths
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
        // An event that cannot be stored fails the whole input: its savepoint is rolled back
        // and this session, loaded for that input only, is dropped.
        events.iter().map(|e| Ok(encode("an event", e)?)).collect()
    }

    /// Every legal action of `seat` now, as JSON, menus and forms alike (for tests and tools
    /// that play any game, e.g. the shared secrets harness).
    fn legal(&self, seat: Seat) -> Result<Vec<Value>, SessionError> {
        G::legal(&self.state, seat)
            .iter()
            .map(|a| encode("an action", a))
            .collect()
    }

    /// The ruling's default action for `seat`, as JSON.
    fn timeout_action(&self, seat: Seat) -> Result<Option<Value>, SessionError> {
        G::timeout_action(&self.state, seat)
            .map(|a| encode("a timeout action", &a))
            .transpose()
    }

    /// Whether `seat`'s decision now continues the prompt it just answered by a timeout
    /// ([`game_kit::Game::continues_timeout`]).
    fn continues_timeout(&self, seat: Seat) -> bool {
        G::continues_timeout(&self.state, seat)
    }

    /// The view of `viewer` as JSON (stored in replies for tests and tools).
    fn view(&self, viewer: Viewer) -> Result<Value, SessionError> {
        encode("a view", &G::view(&self.state, viewer))
    }

    /// Everything a message shows of `viewer`'s view: text, the view (its JSON built only when
    /// read) and, if the game draws pictures, the picture (drawn when the front end asks; `key`
    /// names it for the front end's cache). The view is computed once for all three.
    fn view_parts(
        &self,
        viewer: Viewer,
        names: &[String],
        key: String,
    ) -> Result<ViewParts, SessionError> {
        let view = Arc::new(G::view(&self.state, viewer));
        let json = crate::view_json::ViewJson::of(view.clone());
        let text = match viewer {
            Viewer::Seat(_) => G::private_text(&view, names),
            Viewer::Spectator => G::board_text(&view, names),
        };
        let picture = G::PICTURES.map(|pictures| {
            // The alt text comes from the same view as the picture (issue 25).
            let (file, draw, alt) = match viewer {
                Viewer::Spectator => ("board.png", pictures.board, pictures.board_alt),
                Viewer::Seat(_) => ("view.png", pictures.private, pictures.private_alt),
            };
            let alt = alt(&view, names);
            let names = names.to_vec();
            Picture::new(key, file, move || draw(&view, &names)).with_alt(Some(alt))
        });
        Ok(ViewParts {
            text,
            json,
            picture,
        })
    }

    /// The SVG pictures of `events` as `viewer` may see them (e.g. a showdown), each with
    /// its alt text.
    fn event_pictures(
        &self,
        events: &[Value],
        viewer: Viewer,
        names: &[String],
    ) -> Result<Vec<EventPicture>, SessionError> {
        let mut pictures = Vec::new();
        for e in events {
            let event = G::Event::deserialize(e)
                .map_err(|e| SessionError::from(CodecError::new("a stored event", e)))?;
            let drawn = G::redact(&event, viewer)
                .and_then(|seen| G::PICTURES.and_then(|p| (p.event)(&seen, names)));
            if let Some(drawn) = drawn {
                pictures.push(EventPicture {
                    svg: drawn.svg,
                    alt: Some(drawn.alt),
                });
            }
        }
        Ok(pictures)
    }

    /// Event lines as `viewer` may see them; a stored event this game cannot read is an error.
    fn event_lines(
        &self,
        events: &[Value],
        viewer: Viewer,
        names: &[String],
    ) -> Result<Vec<String>, SessionError> {
        let mut lines = Vec::new();
        for e in events {
            let event = G::Event::deserialize(e)
                .map_err(|e| SessionError::from(CodecError::new("a stored event", e)))?;
            if let Some(seen) = G::redact(&event, viewer) {
                let line = G::event_text(&seen, names);
                if !line.is_empty() {
                    lines.push(line);
                }
            }
        }
        Ok(lines)
    }

    /// The final ranking, once the game is over.
    fn outcome(&self) -> Option<Ranking> {
        G::outcome(&self.state)
    }

    /// The state in its stored form.
    fn save(&self) -> Result<String, SessionError> {
        let saved =
            serde_json::to_string(&self.state).map_err(|e| CodecError::new("the game state", e))?;
        Ok(saved)
    }

    /// Forms `seat` may open now (see [`crate::present::Forms::offered`]). A form no modal can carry (an
    /// invalid code, no input or more than five) is an error, never a shortened form.
    fn forms(&self, seat: Seat) -> Result<Vec<Form>, SessionError> {
        let forms = G::FORMS.map(|f| (f.offered)(&self.state, seat)).unwrap_or_default();
        for form in &forms {
            if !valid_code(&form.code) || !(1..=MODAL_INPUTS_MAX).contains(&form.inputs.len()) {
                return Err(SessionError(format!(
                    "form {:?} has an invalid code or {} inputs",
                    form.code,
                    form.inputs.len()
                )));
            }
        }
        Ok(forms)
    }

    /// A submitted form: an action (JSON) to apply, or a private note. Refused unless a form
    /// with `code` is offered to `seat` now.
    fn submit_form(
        &self,
        seat: Seat,
        code: &str,
        fields: &BTreeMap<String, String>,
    ) -> Result<FormOutcome<Value>, ApplyError> {
        let offered = G::FORMS
            .filter(|forms| (forms.offered)(&self.state, seat).iter().any(|f| f.code == code));
        let Some(forms) = offered else {
            return Err(
                RuleError::new("That form is out of date; open it again from your view.").into(),
            );
        };
        match (forms.submit)(&self.state, seat, code, fields)? {
            FormOutcome::Action(a) => Ok(FormOutcome::Action(encode("an action", &a)?)),
            FormOutcome::Note(note) => Ok(FormOutcome::Note(note)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::Names;
    use game_kit::{Game, Prompt, PromptKind};
    use std::collections::HashMap;

    /// A game whose state has a map with tuple keys, the obvious choice for a board, which JSON
    /// cannot write: saving must fail loudly, never store "".
    struct Keyed;

    #[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
    struct Board {
        cells: HashMap<(u8, u8), u8>,
    }

    impl Game for Keyed {
        const ID: &'static str = "keyed";
        const NAME: &'static str = "Keyed";
        const PLAYERS: (usize, usize) = (1, 1);
        type Options = ();
        type State = Board;
        type Action = u8;
        type Event = u8;
        type View = usize;
        fn validate_options(_: &(), _: usize) -> Result<(), RuleError> {
            Ok(())
        }
        fn setup(_: &(), _: usize, _: u64) -> Result<Board, RuleError> {
            Ok(Board::default())
        }
        fn prompts(_: &Board) -> Vec<Prompt> {
            vec![Prompt {
                seat: 0,
                kind: PromptKind::Turn,
                what: "place".into(),
            }]
        }
        fn legal(_: &Board, _: Seat) -> Vec<u8> {
            vec![1, 2]
        }
        fn apply(state: &mut Board, _: Seat, action: u8) -> Result<Vec<u8>, RuleError> {
            state.cells.insert((action, action), action);
            Ok(vec![action])
        }
        fn timeout_action(_: &Board, _: Seat) -> Option<u8> {
            Some(1)
        }
        fn view(state: &Board, _: Viewer) -> usize {
            state.cells.len()
        }
        fn redact(event: &u8, _: Viewer) -> Option<u8> {
            Some(*event)
        }
        fn outcome(_: &Board) -> Option<Ranking> {
            None
        }
    }

    impl Determinize for Keyed {
        type Memory = ();
        fn determinize(
            state: &Board,
            _: Seat,
            _: &(),
            _: &mut game_kit::computer::SearchRng,
        ) -> Board {
            state.clone()
        }
    }

    /// The whole surface a game must present: a menu path and four texts. It compiles, so
    /// every optional group has a default (`a_minimal_game_gets_every_default` below).
    impl Present for Keyed {
        fn action_path(_: &Board, _: Seat, action: &u8, _: &Names) -> Vec<MenuStep> {
            vec![MenuStep::new(
                format!("c{action}"),
                format!("cell {action}"),
            )]
        }
        fn board_text(_: &usize, _: &Names) -> String {
            String::new()
        }
        fn private_text(_: &usize, _: &Names) -> String {
            String::new()
        }
        fn event_text(_: &u8, _: &Names) -> String {
            String::new()
        }
        fn rules_text() -> &'static str {
            ""
        }
    }

    #[test]
    fn a_state_json_cannot_write_is_an_error_not_an_empty_save() {
        let engine = EngineOf::<Keyed>::new();
        let mut session = engine.setup(&Value::Null, 1, 0).unwrap();
        assert_eq!(session.save().unwrap(), r#"{"cells":{}}"#);
        let Ok(Menu::Action(action)) = session.menu(0, &["c2"], &[]) else {
            panic!("c2 is a move");
        };
        session.apply(0, &action).unwrap();
        let err = session.save().unwrap_err();
        assert!(err.to_string().contains("the game state"), "{err}");
    }

    #[test]
    fn a_minimal_game_gets_every_default() {
        let engine = EngineOf::<Keyed>::new();
        assert!(!engine.draws_pictures());
        assert_eq!(engine.score_unit(), "points");
        assert!(engine.lobby_options().is_empty() && engine.play_options().is_empty());
        assert_eq!(engine.lobby_text(&Value::Null, &[]).unwrap(), "");
        assert!(engine.tools().is_empty());
        let no_tool = engine.run_tool("score", &BTreeMap::new()).unwrap_err();
        assert_eq!(no_tool.0, "There is no command /score.");
        let session = engine.setup(&Value::Null, 1, 0).unwrap();
        assert!(!session.offers_typing());
        assert_eq!(session.typed_refusal(0, &[], "c9"), None);
        assert!(session.forms(0).unwrap().is_empty());
        assert!(matches!(
            session.submit_form(0, "any", &BTreeMap::new()),
            Err(ApplyError::Rule(_))
        ));
        let parts = session
            .view_parts(Viewer::Spectator, &[], "t1.v1.board".into())
            .unwrap();
        assert!(parts.picture.is_none());
        let events = [Value::from(1)];
        let pictures = session.event_pictures(&events, Viewer::Spectator, &[]);
        assert!(pictures.unwrap().is_empty());
        // The menu comes from the action paths alone (no `menu_level`).
        let Ok(Menu::Choices(steps)) = session.menu(0, &[], &[]) else {
            panic!("two cells to choose from");
        };
        assert_eq!(steps.len(), 2);
    }
}
