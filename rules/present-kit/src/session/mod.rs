//! Type erasure between the generic engines of `rules` and the table machinery.
//!
//! Tables are stored as JSON and handled without knowing which game they hold; each game is
//! registered once as an [`Engine`] (`session/engine.rs`), which loads a stored state into a
//! [`Session`] (here). Adding a game means implementing `game_kit::Game` + [`Present`] and
//! adding one line to `registry::GAMES`.

mod engine;

pub use engine::{Engine, EngineOf, Playout, SearchInput};

use crate::attachment::Picture;
use crate::codes::{valid_code, MAX_DEPTH};
use crate::erase::erased;
use crate::present::MODAL_INPUTS_MAX;
use crate::present::{Form, FormOutcome, MenuLevel, MenuStep, Present};
use crate::words::{speaking, spoken, Lang, KIT};
use crate::CodecError;
use game_kit::{Prompt, Ranking, RuleError, Seat, Viewer};
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;
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

struct SessionOf<G: Present> {
    state: G::State,
    /// The menu paths of every legal action, per seat that asked, computed once per state: one
    /// click asks for the menu several times (to resolve the click, to draw the next level, to
    /// label the breadcrumb), and computing every path is most of an interaction's engine time.
    /// A state shared between clicks drops them after each ([`Session::forget_menus`]).
    paths: Mutex<Vec<Paths<G>>>,
}

/// Memoised menu paths: for `seat` with player `names` in `lang`, each legal action with its
/// path.
struct Paths<G: Present> {
    seat: Seat,
    lang: Lang,
    names: Vec<String>,
    paths: Arc<[(Vec<MenuStep>, G::Action)]>,
}

impl<G: Present> Clone for Paths<G> {
    fn clone(&self) -> Self {
        Paths {
            seat: self.seat,
            lang: self.lang,
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

/// The stored `events` as `viewer` may see them, in order (those it learns nothing from left
/// out); a stored event this game cannot read is an error.
fn seen_events<G: Present>(
    events: &[Value],
    viewer: Viewer,
) -> Result<Vec<G::Event>, SessionError> {
    let mut seen = Vec::with_capacity(events.len());
    for e in events {
        let event = G::Event::deserialize(e)
            .map_err(|e| SessionError::from(CodecError::new("a stored event", e)))?;
        seen.extend(G::redact(&event, viewer));
    }
    Ok(seen)
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

    /// [`Session::menu`] in the language spoken.
    fn menu_spoken(
        &self,
        seat: Seat,
        prefix: &[&str],
        names: &[String],
    ) -> Result<Menu, SessionError> {
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

    /// Every legal action's path for `seat`, labelled in the language spoken.
    fn paths(&self, seat: Seat, names: &[String]) -> Arc<[(Vec<MenuStep>, G::Action)]> {
        let lang = spoken();
        if let Some(m) = self
            .memo()
            .iter()
            .find(|m| m.seat == seat && m.lang == lang && m.names == names)
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
        memo.retain(|m| m.seat != seat || m.lang != lang);
        memo.push(Paths {
            seat,
            lang,
            names: names.to_vec(),
            paths: paths.clone(),
        });
        paths
    }
}

erased! {
    /// A loaded game state. It is `Sync` so that the read path can share one parsed state
    /// between the clicks of one table version (`commands::store::snapshot`).
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

    /// Who must or may act now, what they are asked said in English: the deadlines keep it
    /// (and tell a new wait from the same one by it), so it must not change with a reader.
    fn prompts(&self) -> Vec<Prompt> {
        G::prompts(&self.state)
    }

    /// [`Session::prompts`] with what each is asked said in `lang`, for a reader (the board's
    /// waiting lines). The same prompts in the same order.
    fn prompts_in(&self, lang: Lang) -> Vec<Prompt> {
        speaking(lang, || G::prompts(&self.state))
    }

    /// The next menu level for `seat` after the chosen `prefix` codes; `names` label the steps,
    /// in `lang`. Every step offered has a valid code, and no path is deeper than
    /// [`MAX_DEPTH`], so every `custom_id` built from them fits Discord's limit; a presenter
    /// that breaks this is an error, never a silently shortened menu.
    fn menu(
        &self,
        seat: Seat,
        prefix: &[&str],
        names: &[String],
        lang: Lang,
    ) -> Result<Menu, SessionError> {
        speaking(lang, || self.menu_spoken(seat, prefix, names))
    }

    /// Whether a menu level whose steps can be typed offers the typed-choice form even when
    /// its choices fit as buttons ([`crate::present::Typing::every_level`]).
    fn offers_typing(&self) -> bool {
        G::TYPING.is_some_and(|typing| typing.every_level)
    }

    /// Why typed `text` names none of the choices after `prefix`
    /// ([`crate::present::Typing::refusal`]), in `lang`.
    fn typed_refusal(&self, seat: Seat, prefix: &[&str], text: &str, lang: Lang) -> Option<String> {
        // The game may quote what was typed: bounded, so the answer fits (issue 44).
        speaking(lang, || {
            G::TYPING.and_then(|typing| (typing.refusal)(&self.state, seat, prefix, text))
        })
        .map(|why| crate::text::echo_quoted(&why))
    }

    /// Applies an action given in JSON form; returns the events as JSON. A refusal is in
    /// `lang`.
    fn apply(&mut self, seat: Seat, action: &Value, lang: Lang) -> Result<Vec<Value>, ApplyError> {
        let action = G::Action::deserialize(action)
            .map_err(|_| RuleError::new(KIT.text(lang, "kit-not-understood", &[])))?;
        let events = speaking(lang, || G::apply(&mut self.state, seat, action))?;
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

    /// Everything a message shows of `viewer`'s view, in `lang`: text, the view (its JSON built
    /// only when read) and, if the game draws pictures, the picture (drawn when the front end
    /// asks; `key` names it for the front end's cache, with the language added, since a
    /// picture's words are in it). The view is computed once for all three.
    fn view_parts(
        &self,
        viewer: Viewer,
        names: &[String],
        key: String,
        lang: Lang,
    ) -> Result<ViewParts, SessionError> {
        let view = Arc::new(G::view(&self.state, viewer));
        let json = crate::view_json::ViewJson::of(view.clone());
        let text = speaking(lang, || match viewer {
            Viewer::Seat(_) => G::private_text(&view, names),
            Viewer::Spectator => G::board_text(&view, names),
        });
        let picture = G::PICTURES.map(|pictures| {
            // The alt text comes from the same view as the picture (issue 25).
            let (file, draw, alt) = match viewer {
                Viewer::Spectator => ("board.png", pictures.board, pictures.board_alt),
                Viewer::Seat(_) => ("view.png", pictures.private, pictures.private_alt),
            };
            let alt = speaking(lang, || alt(&view, names));
            let names = names.to_vec();
            let key = format!("{key}.{}", lang.tag());
            Picture::new(key, file, move || speaking(lang, || draw(&view, &names)))
                .with_alt(Some(alt))
        });
        Ok(ViewParts {
            text,
            json,
            picture,
        })
    }

    /// The SVG pictures of `events` as `viewer` may see them (e.g. a showdown), each with
    /// its alt text, in `lang`.
    fn event_pictures(
        &self,
        events: &[Value],
        viewer: Viewer,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<EventPicture>, SessionError> {
        let Some(pictures) = G::PICTURES else {
            return Ok(Vec::new());
        };
        Ok(seen_events::<G>(events, viewer)?
            .iter()
            .filter_map(|seen| speaking(lang, || (pictures.event)(seen, names)))
            .map(|drawn| EventPicture {
                svg: drawn.svg,
                alt: Some(drawn.alt),
            })
            .collect())
    }

    /// Event lines as `viewer` may see them, in `lang`; a stored event this game cannot read
    /// is an error.
    fn event_lines(
        &self,
        events: &[Value],
        viewer: Viewer,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<String>, SessionError> {
        Ok(seen_events::<G>(events, viewer)?
            .iter()
            .map(|seen| speaking(lang, || G::event_text(seen, names)))
            .filter(|line| !line.is_empty())
            .collect())
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
    fn forms(&self, seat: Seat, lang: Lang) -> Result<Vec<Form>, SessionError> {
        let forms = speaking(lang, || {
            G::FORMS
                .map(|f| (f.offered)(&self.state, seat))
                .unwrap_or_default()
        });
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

    /// A submitted form: an action (JSON) to apply, or a private note, in `lang`. Refused
    /// unless a form with `code` is offered to `seat` now.
    fn submit_form(
        &self,
        seat: Seat,
        code: &str,
        fields: &BTreeMap<String, String>,
        lang: Lang,
    ) -> Result<FormOutcome<Value>, ApplyError> {
        // Only the codes matter here; the forms' words are not read.
        let offered = G::FORMS
            .filter(|forms| (forms.offered)(&self.state, seat).iter().any(|f| f.code == code));
        let Some(forms) = offered else {
            return Err(RuleError::new(KIT.text(lang, "kit-form-out-of-date", &[])).into());
        };
        // A refusal or a note may quote what was typed: bounded, so the answer fits (issue 44).
        let outcome = speaking(lang, || (forms.submit)(&self.state, seat, code, fields))
            .map_err(|e| RuleError::new(crate::text::echo_quoted(&e.0)))?;
        match outcome {
            FormOutcome::Action(a) => Ok(FormOutcome::Action(encode("an action", &a)?)),
            FormOutcome::Note(note) => Ok(FormOutcome::Note(crate::text::echo_quoted(&note))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::Names;
    use game_kit::bots::Determinize;
    use game_kit::{Game, Prompt, PromptKind};
    use std::collections::HashMap;

    /// A game whose state has a map with tuple keys, the obvious choice for a board, which JSON
    /// cannot write: saving must fail loudly, never store "".
    struct Keyed;

    #[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
    struct Board {
        cells: HashMap<(u8, u8), u8>,
    }

    /// The rules of the test games (`Keyed`'s), written once for each test game type.
    macro_rules! keyed_rules {
        ($game:ident, $id:literal, $name:literal) => {
            impl Game for $game {
                const ID: &'static str = $id;
                const NAME: &'static str = $name;
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

            impl Determinize for $game {
                type Memory = ();
                fn determinize(state: &Board, _: Seat, _: &(), _: &mut game_kit::GameRng) -> Board {
                    state.clone()
                }
            }
        };
    }

    keyed_rules!(Keyed, "keyed", "Keyed");

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
        fn rules_text() -> String {
            String::new()
        }
    }

    #[test]
    fn a_state_json_cannot_write_is_an_error_not_an_empty_save() {
        let engine = EngineOf::<Keyed>::new();
        let mut session = engine.setup(&Value::Null, 1, 0, Lang::En).unwrap();
        assert_eq!(session.save().unwrap(), r#"{"cells":{}}"#);
        let Ok(Menu::Action(action)) = session.menu(0, &["c2"], &[], Lang::En) else {
            panic!("c2 is a move");
        };
        session.apply(0, &action, Lang::En).unwrap();
        let err = session.save().unwrap_err();
        assert!(err.to_string().contains("the game state"), "{err}");
    }

    #[test]
    fn a_minimal_game_gets_every_default() {
        let engine = EngineOf::<Keyed>::new();
        assert!(!engine.draws_pictures());
        assert_eq!(engine.score_text(1, Lang::En), "1 point");
        assert_eq!(engine.score_text(12, Lang::De), "12 Punkte");
        assert!(
            engine.lobby_options(Lang::En).is_empty() && engine.play_options(Lang::En).is_empty()
        );
        assert_eq!(engine.lobby_text(&Value::Null, &[], Lang::En).unwrap(), "");
        assert!(engine.tools(Lang::En).is_empty());
        let no_tool = engine
            .run_tool("score", &BTreeMap::new(), Lang::En)
            .unwrap_err();
        assert_eq!(no_tool.0, "There is no command /score.");
        let no_tool = engine
            .run_tool("score", &BTreeMap::new(), Lang::De)
            .unwrap_err();
        assert_eq!(no_tool.0, "Es gibt keinen Befehl /score.");
        let session = engine.setup(&Value::Null, 1, 0, Lang::En).unwrap();
        assert!(!session.offers_typing());
        assert_eq!(session.typed_refusal(0, &[], "c9", Lang::En), None);
        assert!(session.forms(0, Lang::En).unwrap().is_empty());
        assert!(matches!(
            session.submit_form(0, "any", &BTreeMap::new(), Lang::En),
            Err(ApplyError::Rule(_))
        ));
        let parts = session
            .view_parts(Viewer::Spectator, &[], "t1.v1.board".into(), Lang::En)
            .unwrap();
        assert!(parts.picture.is_none());
        let events = [Value::from(1)];
        let pictures = session.event_pictures(&events, Viewer::Spectator, &[], Lang::En);
        assert!(pictures.unwrap().is_empty());
        // The menu comes from the action paths alone (no `menu_level`).
        let Ok(Menu::Choices(steps)) = session.menu(0, &[], &[], Lang::En) else {
            panic!("two cells to choose from");
        };
        assert_eq!(steps.len(), 2);
    }

    /// Keyed's rules with every optional group set, to see each group reach the erased layer.
    struct Grouped;

    keyed_rules!(Grouped, "grouped", "Grouped");

    impl Present for Grouped {
        fn action_path(state: &Board, seat: Seat, action: &u8, names: &Names) -> Vec<MenuStep> {
            Keyed::action_path(state, seat, action, names)
        }
        fn board_text(view: &usize, names: &Names) -> String {
            Keyed::board_text(view, names)
        }
        fn private_text(view: &usize, names: &Names) -> String {
            Keyed::private_text(view, names)
        }
        fn event_text(event: &u8, names: &Names) -> String {
            Keyed::event_text(event, names)
        }
        fn rules_text() -> String {
            Keyed::rules_text()
        }

        const PICTURES: Option<crate::present::Pictures<Self>> = Some(crate::present::Pictures {
            board: |cells, _| format!("<svg>{cells} {}</svg>", spoken().tag()),
            board_alt: |cells, _| format!("{cells} cells taken"),
            private: |_, _| "<svg/>".into(),
            private_alt: |_, _| "your view".into(),
            event: |cell, _| {
                (*cell == 2).then(|| crate::present::EventDrawing {
                    svg: "<svg>2</svg>".into(),
                    alt: "cell 2 taken".into(),
                })
            },
        });

        /// No selects: only a text (as Quinox's lobby).
        const LOBBY: Option<crate::present::Lobby<Self>> = Some(crate::present::Lobby {
            text: |_, names| format!("{} seated", names.len()),
            selects: None,
            play: Vec::new,
        });

        const FORMS: Option<crate::present::Forms<Self>> = Some(crate::present::Forms {
            offered: |_, _| {
                vec![Form {
                    code: "cell".into(),
                    button: "Type a cell".into(),
                    title: "A cell".into(),
                    inputs: vec![crate::present::FormInput {
                        id: "n".into(),
                        label: "Cell".into(),
                        placeholder: None,
                        value: None,
                        max_length: 1,
                    }],
                }]
            },
            submit: |_, _, _, fields| match fields.get("n").map(String::as_str) {
                Some("2") => Ok(FormOutcome::Action(2)),
                _ => Ok(FormOutcome::Note("Cells are 1 and 2.".into())),
            },
        });

        const TOOLS: Option<crate::present::Tools> = Some(crate::present::Tools {
            list: || {
                vec![crate::present::Tool {
                    name: "ping",
                    description: "Answers pong.".into(),
                    options: Vec::new(),
                }]
            },
            run: |name, _| {
                Ok(crate::present::ToolAnswer {
                    title: name.into(),
                    text: "pong".into(),
                })
            },
        });

        const TYPING: Option<crate::present::Typing<Self>> = Some(crate::present::Typing {
            every_level: true,
            refusal: |_, _, _, text| Some(format!("{text} is no cell ({}).", spoken().tag())),
        });
    }

    #[test]
    fn every_group_reaches_the_erased_layer() {
        let engine = EngineOf::<Grouped>::new();
        assert!(engine.draws_pictures());
        let names = ["Ann".to_string()];
        assert_eq!(
            engine.lobby_text(&Value::Null, &names, Lang::En).unwrap(),
            "1 seated"
        );
        assert!(
            engine.lobby_options(Lang::En).is_empty() && engine.play_options(Lang::En).is_empty()
        );
        assert_eq!(engine.tools(Lang::En)[0].name, "ping");
        assert_eq!(
            engine
                .run_tool("ping", &BTreeMap::new(), Lang::En)
                .unwrap()
                .text,
            "pong"
        );
        let mut session = engine.setup(&Value::Null, 1, 0, Lang::En).unwrap();
        assert!(session.offers_typing());
        // The reader's language is spoken inside the game's hooks.
        let refusal = session.typed_refusal(0, &[], "c9", Lang::Fr);
        assert_eq!(refusal.as_deref(), Some("c9 is no cell (fr)."));
        assert_eq!(session.forms(0, Lang::En).unwrap()[0].code, "cell");
        let typed = |n: &str| BTreeMap::from([("n".to_string(), n.to_string())]);
        let Ok(FormOutcome::Action(action)) = session.submit_form(0, "cell", &typed("2"), Lang::En)
        else {
            panic!("cell 2 is an action");
        };
        assert!(matches!(
            session.submit_form(0, "cell", &typed("7"), Lang::En),
            Ok(FormOutcome::Note(_))
        ));
        assert!(matches!(
            session.submit_form(0, "gone", &typed("2"), Lang::En),
            Err(ApplyError::Rule(_))
        ));
        let events = session.apply(0, &action, Lang::En).unwrap();
        let parts = session
            .view_parts(Viewer::Spectator, &names, "t1.v2.board".into(), Lang::De)
            .unwrap();
        let picture = parts.picture.expect("a board picture");
        // Drawn later, on whichever thread asks, still in the reader's language; the cache
        // tells the languages' pictures apart.
        assert_eq!(
            (picture.svg(), picture.file.as_str()),
            ("<svg>1 de</svg>".into(), "board.png")
        );
        assert!(picture.key.ends_with(".de"), "{}", picture.key);
        assert_eq!(picture.alt.as_deref(), Some("1 cells taken"));
        let pictures = session
            .event_pictures(&events, Viewer::Spectator, &names, Lang::En)
            .unwrap();
        assert_eq!(pictures.len(), 1);
        assert_eq!(pictures[0].alt.as_deref(), Some("cell 2 taken"));
    }
}
