//! Simulated players: they see what Discord would show them (public messages and their own
//! ephemeral ones) and click only that.

use fake_discord::{Component, FakeDiscord, Id, Message, Outcome};
use present_kit::words::Lang;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::Value;
use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;

/// What the driver did, so a test can assert that the interesting paths were exercised.
#[derive(Debug, Default)]
pub struct Tally {
    pub actions: usize,
    pub clicks: usize,
    pub rejects: usize,
    pub cancels: usize,
    /// Cancels after which the board announced the swapper's Forced Give.
    pub forced_gives: usize,
    pub via_notice: usize,
    /// Modals opened and submitted with the text they started with.
    pub forms: usize,
    pub stale_refused: usize,
    pub wrong_user_refused: usize,
    /// Choices typed in the typed-choice form instead of clicked, and typed texts that named
    /// no choice (refused privately).
    pub typed: usize,
    pub typed_refused: usize,
    /// Board messages seen carrying their picture (counted at every check, edits included).
    pub boards_pictured: Cell<usize>,
    /// Private views seen carrying theirs.
    pub views_pictured: Cell<usize>,
}

/// A table of simulated users in one channel.
pub struct Players<'a> {
    pub fake: &'a FakeDiscord,
    pub channel: Id,
    pub users: Vec<Id>,
    pub rng: StdRng,
    pub tally: Tally,
    /// Results posted before the current game (a channel may host one game after another).
    pub results_before: usize,
    /// Words of labels to prefer, most wanted first (steering a game towards rare moments,
    /// e.g. a Foil).
    pub prefer: Vec<&'static str>,
    /// Whether the game draws its board and private views: every board message and private
    /// view must then carry its picture.
    pub pictures: bool,
    /// How often a menu with "Type a choice…" is answered by typing (0 never): the choice's
    /// label, or now and then `typo`, which must be refused politely.
    pub typing: f64,
    pub typo: &'static str,
    /// Bots sit at the table, and this says whether they are done: no bot is due or thinking
    /// and everything they did has reached Discord. Bots move by themselves, so before each
    /// step the players wait for it (up to [`BOT_PATIENCE`]): then every public message of a
    /// step comes from the step's own click, as the leak check and the stale-click check
    /// assume. The stale double-click is not tried at such a table: a bot's move may follow
    /// any commit at once.
    pub bots_idle: Option<Box<dyn Fn() -> bool + 'a>>,
    /// The language the players' Discord is in (issue 48): English, or the pseudo-language
    /// (`en-XA`, English accented, longer and bracketed), whose words the players read as they
    /// read English ([`Players::said`]).
    pub lang: Lang,
    /// Whether every line the players are shown is kept in [`Players::heard`].
    pub listening: bool,
    /// Every message as the players saw it whenever it changed ([`text_of`]: a private view is
    /// edited in place, so its final state alone would hide the menus before it), and every
    /// modal's title, labels and placeholders: for the pseudo-language's check.
    pub heard: RefCell<BTreeSet<String>>,
}

/// How long players wait for bots to be done before the game counts as stuck: generous, so
/// that a busy machine only slows the game down (issue 25, item 1).
pub const BOT_PATIENCE: std::time::Duration = std::time::Duration::from_secs(60);

/// The file name of a board's picture, of a private view's, and of an event's (a showdown).
pub const BOARD_PNG: &str = "board.png";
pub const VIEW_PNG: &str = "view.png";
pub const SHOWDOWN_PNG: &str = "showdown.png";
/// A tournament's standings picture (issue 47), on its "🏆" posts.
pub const STANDINGS_PNG: &str = "standings.png";

/// A game board (not the lobby, not the final scores): its title is "<game> · table <n>".
fn is_board(m: &Message) -> bool {
    m.is_public() && m.title().is_some_and(board_title)
}

/// Whether `title` is a board's, "<game> · table <n>", in any language (issue 48: the
/// pseudo-language's is "⟦Quinox · ttábblé 1⟧"): a game's name, then a word and the table's
/// number; the lobby's ("<game> · lobby") has no number, the result's starts with no game.
fn board_title(title: &str) -> bool {
    let title = title.trim_start_matches('⟦');
    let games = registry::engines().map(|e| e.name());
    games.into_iter().any(|game| {
        title
            .strip_prefix(game)
            .and_then(|rest| rest.strip_prefix(" · "))
            .and_then(|rest| rest.split_whitespace().nth(1))
            .is_some_and(|n| n.trim_end_matches('⟧').parse::<u64>().is_ok())
    })
}

/// A private view: its title begins with `your_view` ("Your view · table <n>", as the
/// players' language says it: [`Players::said`]).
fn is_view(m: &Message, your_view: &str) -> bool {
    !m.is_public() && m.title().is_some_and(|t| t.starts_with(your_view))
}

/// Everything a person reads of `m`, a line for each part: its text, title, fields, labels,
/// menu options and alt texts (an attachment's file name is no word of Tabula's).
pub fn text_of(m: &Message) -> String {
    let files: Vec<&str> = m.attachments.iter().map(|a| a.filename.as_str()).collect();
    m.text()
        .lines()
        .filter(|l| !l.trim().is_empty() && !files.contains(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// What a person reads of a modal: its title and each input's label and placeholder (the
/// values are answers the game suggests, not words), a line each.
pub fn modal_text(modal: &Value) -> String {
    let mut out: Vec<String> = modal["title"]
        .as_str()
        .map(str::to_string)
        .into_iter()
        .collect();
    for row in modal["components"].as_array().into_iter().flatten() {
        for input in row["components"].as_array().into_iter().flatten() {
            for key in ["label", "placeholder"] {
                out.extend(input[key].as_str().map(str::to_string));
            }
        }
    }
    out.join("\n")
}

/// The payload part of a `custom_id` (`<table>:<version>:<payload>`).
pub fn payload(custom_id: &str) -> &str {
    custom_id.splitn(3, ':').nth(2).unwrap_or("")
}

/// A component that acts in the game (a menu step or an action), not navigation.
pub fn is_action(c: &Component) -> bool {
    let p = payload(&c.custom_id);
    // A long menu's first level is a select whose payload is a bare `a` (no path yet).
    (p == "a" || p.starts_with("a.") || p.starts_with("p.") || p.starts_with("f."))
        && c.label != "Back"
        && !c.disabled
}

impl<'a> Players<'a> {
    pub fn new(fake: &'a FakeDiscord, names: &[&str], seed: u64) -> Players<'a> {
        let users = names.iter().map(|n| fake.add_user(n)).collect();
        Players {
            fake,
            channel: fake.channel(),
            users,
            rng: StdRng::seed_from_u64(seed),
            tally: Tally::default(),
            prefer: Vec::new(),
            results_before: 0,
            pictures: false,
            typing: 0.0,
            typo: "zz9",
            bots_idle: None,
            lang: Lang::En,
            listening: false,
            heard: RefCell::default(),
        }
    }

    /// How the players' language says `english` at the start of a text: English as it is, the
    /// pseudo-language's bracketed and accented (`"Final scores"` → `"⟦FFíññál ssçööréss"`).
    /// The tests name what they look for in English; this is how they find it in either.
    pub fn said(&self, english: &str) -> String {
        match self.lang {
            Lang::En => english.to_string(),
            Lang::Pseudo => {
                let p = present_kit::words::pseudo(english);
                p.strip_suffix('⟧').unwrap_or(&p).to_string()
            }
            other => panic!("the players read English and the pseudo-language, not {other:?}"),
        }
    }

    /// Keeps what `m` says ([`Players::listening`]).
    fn hear(&self, m: &Message) {
        if self.listening && !m.deleted {
            self.heard.borrow_mut().insert(text_of(m));
        }
    }

    /// Keeps what a person reads of `modal` ([`Players::listening`]).
    fn hear_modal(&self, modal: &Value) {
        if self.listening {
            self.heard.borrow_mut().insert(modal_text(modal));
        }
    }

    pub fn slash(&self, user: Id, name: &str, options: &[(&str, Value)]) -> Outcome {
        let out = self
            .fake
            .slash(user, self.channel, name, options)
            .unwrap_or_else(|e| panic!("/{name}: {e}"));
        self.check_answered(&out, &format!("/{name}"));
        out
    }

    pub fn click(&mut self, user: Id, message: Id, c: &Component) -> Outcome {
        let value = c.options.choose(&mut self.rng).map(|(v, _)| v.clone());
        let values: Vec<&str> = value.iter().map(String::as_str).collect();
        let out = self
            .fake
            .click(user, message, &c.custom_id, &values)
            .unwrap_or_else(|e| panic!("click {}: {e}", c.custom_id));
        self.tally.clicks += 1;
        self.check_answered(&out, &c.custom_id);
        match out.modal.clone() {
            Some(modal) => {
                self.hear_modal(&modal);
                self.fill_in(user, message, &modal)
            }
            None => out,
        }
    }

    /// Submits a modal Tabula opened, keeping the text each input started with (the games
    /// prefill a valid answer), or typing junk now and then to exercise refusals.
    fn fill_in(&mut self, user: Id, from: Id, modal: &Value) -> Outcome {
        let custom_id = modal["custom_id"].as_str().unwrap_or("").to_string();
        let junk = self.rng.gen_bool(0.1);
        let fields: Vec<(String, String)> = modal["components"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|row| row["components"].get(0))
            .map(|input| {
                let value = if junk {
                    "1 + + 2".to_string()
                } else {
                    input["value"].as_str().unwrap_or("").to_string()
                };
                (input["custom_id"].as_str().unwrap_or("").to_string(), value)
            })
            .collect();
        let fields: Vec<(&str, &str)> = fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        let out = self
            .fake
            .submit(user, self.channel, Some(from), &custom_id, &fields)
            .unwrap_or_else(|e| panic!("submit {custom_id}: {e}"));
        self.tally.forms += 1;
        self.check_answered(&out, &custom_id);
        out
    }

    fn check_answered(&self, out: &Outcome, what: &str) {
        if out.response.is_none() {
            self.fake.flag(format!("{what}: no initial response"));
        }
        for id in out.touched() {
            self.await_picture(id);
            if let Some(m) = self.fake.message(id) {
                self.check_pictures(&m, what);
                self.hear(&m);
            }
        }
    }

    /// Waits (up to [`BOT_PATIENCE`]) until message `id`, a board or private view of a game
    /// with pictures, shows a picture: one that missed the answer (not ready in time, or its
    /// upload failed) follows as an edit (issue 25, item 4). Which picture is checked after.
    fn await_picture(&self, id: Id) {
        if !self.pictures {
            return;
        }
        let started = std::time::Instant::now();
        while let Some(m) = self.fake.message(id) {
            let waits = !m.deleted
                && (is_board(&m) || is_view(&m, &self.said("Your view")))
                && m.attachments.is_empty();
            if !waits || started.elapsed() >= BOT_PATIENCE {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    /// The pictures of one message as its readers see it. The fake already checks that every
    /// file is a PNG within the limits, shown by the embed, with alt text, and that edits do not
    /// pile pictures up; this checks which picture goes where: a board shows exactly its
    /// `board.png`, a private view exactly its `view.png`, and nothing public ever shows a
    /// private picture (the only public pictures are the spectator's board, showdowns and a tournament's
    /// standings).
    pub fn check_pictures(&self, m: &Message, what: &str) {
        if m.deleted {
            return;
        }
        let names: Vec<&str> = m.attachments.iter().map(|a| a.filename.as_str()).collect();
        let title = m.title().unwrap_or("");
        if m.is_public() {
            for name in &names {
                let allowed = match *name {
                    BOARD_PNG => is_board(m),
                    SHOWDOWN_PNG => true,
                    STANDINGS_PNG => title.starts_with('🏆'),
                    _ => false,
                };
                if !allowed {
                    self.fake
                        .flag(format!("{what}: public message {:?} carries {name}", title));
                }
            }
        }
        let (expected, count) = if is_board(m) {
            (BOARD_PNG, &self.tally.boards_pictured)
        } else if is_view(m, &self.said("Your view")) {
            (VIEW_PNG, &self.tally.views_pictured)
        } else {
            return;
        };
        if !self.pictures {
            return;
        }
        let shown = m.embed_images();
        let pictured = names == [expected]
            && shown == [format!("attachment://{expected}")]
            && m.attachments[0].dimensions.is_some();
        if pictured {
            count.set(count.get() + 1);
        } else {
            self.fake.flag(format!(
                "{what}: {title:?} should show exactly {expected}, has files {names:?} and \
                 embed images {shown:?}"
            ));
        }
    }

    /// The latest public message with a "show my hand" button: the board, or a notice (they
    /// carry the button too).
    pub fn board(&self) -> Option<Message> {
        self.latest_with_button(&["hand"])
    }

    /// The final board of the game that ended last: the public message with its Rematch.
    pub fn final_board(&self) -> Option<Message> {
        self.latest_with_button(&["rematch"])
    }

    /// The latest public message carrying a button with one of `payloads`.
    fn latest_with_button(&self, payloads: &[&str]) -> Option<Message> {
        self.fake
            .visible(self.users[0], self.channel)
            .into_iter()
            .rfind(|m| {
                m.is_public()
                    && m.components()
                        .iter()
                        .any(|c| payloads.contains(&payload(&c.custom_id)))
            })
    }

    /// How many public messages contain `needle`.
    pub fn public_count(&self, needle: &str) -> usize {
        self.fake
            .visible(self.users[0], self.channel)
            .into_iter()
            .filter(|m| m.is_public() && m.text().contains(needle))
            .count()
    }

    /// The latest public message whose title or text contains `needle`.
    pub fn public_with(&self, needle: &str) -> Option<Message> {
        self.fake
            .visible(self.users[0], self.channel)
            .into_iter()
            .rfind(|m| m.is_public() && m.text().contains(needle))
    }

    /// Clicks a lobby or board button by payload, as `user`.
    pub fn press(&mut self, user: Id, message: &Message, wanted: &str) -> Outcome {
        let c = message
            .components()
            .into_iter()
            .find(|c| payload(&c.custom_id) == wanted)
            .unwrap_or_else(|| panic!("no {wanted} button on {}", message.text()));
        self.click(user, message.id, &c)
    }

    /// Opens `user`'s private view from the board; the new ephemeral message.
    pub fn open_hand(&mut self, user: Id) -> Option<Message> {
        let board = self.board()?;
        let hand = board
            .components()
            .into_iter()
            .find(|c| payload(&c.custom_id) == "hand")?;
        let out = self
            .fake
            .click_answer(user, board.id, &hand.custom_id)
            .unwrap_or_else(|e| panic!("hand: {e}"));
        self.check_answered(&out, "hand");
        let mine = self.private_of(user, &out);
        if mine.is_none() {
            self.fake.flag(format!(
                "the hand button gave user {user} no private message"
            ));
        }
        mine
    }

    /// The ephemeral message to `user` the outcome created or edited last.
    pub fn private_of(&self, user: Id, out: &Outcome) -> Option<Message> {
        out.touched()
            .into_iter()
            .rev()
            .filter_map(|id| self.fake.message(id))
            .find(|m| m.ephemeral_to == Some(user))
    }

    /// Whether the outcome changed anything public (board edit, notice, result).
    pub fn touched_public(&self, out: &Outcome) -> bool {
        out.touched()
            .into_iter()
            .filter_map(|id| self.fake.message(id))
            .any(|m| m.is_public())
    }

    /// A refusal must be private, short and read like a sentence for a person.
    pub fn expect_polite_refusal(&self, user: Id, out: &Outcome, what: &str) {
        if self.touched_public(out) {
            self.fake
                .flag(format!("{what}: a refused click changed a public message"));
        }
        match self.private_of(user, out) {
            Some(m) => {
                let text = m.text();
                if !polite(&text) {
                    self.fake.flag(format!("{what}: impolite refusal {text:?}"));
                }
            }
            None => self
                .fake
                .flag(format!("{what}: no private answer to a refused click")),
        }
    }

    /// Host opens a table with `/play`, everyone else joins with the lobby button, host starts.
    pub fn open_and_start(&mut self, game: &str) {
        self.open_and_start_with(game, &[]);
    }

    /// [`Players::open_and_start`] with more `/play` options (preset, variants, rounds ...).
    pub fn open_and_start_with(&mut self, game: &str, options: &[(&str, Value)]) {
        self.results_before = self.public_count(&self.said("Final scores"));
        let host = self.users[0];
        // `/play <game>` is a subcommand per game, as Discord's picker offers it.
        let out = self.slash(host, &format!("play {game}"), options);
        assert!(self.touched_public(&out), "/play posted no lobby");
        for i in 1..self.users.len() {
            let lobby = self.board_or_lobby();
            self.press(self.users[i], &lobby, "join");
        }
        let lobby = self.board_or_lobby();
        let out = self.press(host, &lobby, "start");
        assert!(self.touched_public(&out), "start changed nothing public");
    }

    fn board_or_lobby(&self) -> Message {
        // A full lobby shows no Join, still Start.
        self.latest_with_button(&["join", "start", "hand"])
            .expect("a lobby or board message")
    }

    /// Refreshes every player's private view and ends the leak-check step. Returns, per
    /// user, their current private view.
    pub fn refresh(&mut self) -> Vec<Option<Message>> {
        let users = self.users.clone();
        let views = users.iter().map(|u| self.open_hand(*u)).collect();
        // Boards also change without a click (timeouts): look at them as they stand now.
        for m in self.fake.visible(self.users[0], self.channel) {
            if is_board(&m) {
                self.check_pictures(&m, "refresh");
            }
            if m.is_public() {
                self.hear(&m);
            }
        }
        self.fake.checkpoint();
        views
    }

    /// Plays one action for some player who has one; false when nobody can act.
    pub fn step(&mut self, views: &[Option<Message>]) -> bool {
        let actors: Vec<(usize, Message)> = views
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.clone().map(|m| (i, m)))
            .filter(|(_, m)| m.components().iter().any(is_action))
            .collect();
        let Some((who, view)) = actors.choose(&mut self.rng).cloned() else {
            return false;
        };
        let user = self.users[who];
        // Sometimes react through the public notice instead of the private view.
        if let Some((notice, c)) = self.notice_for(&view) {
            if self.rng.gen_bool(0.5) {
                self.wrong_user_on(&notice, &c, user);
                self.tally.via_notice += 1;
                self.press_and_follow(user, &notice, &c);
                return true;
            }
        }
        let choice = self.choose(&view.components());
        self.press_and_follow(user, &view, &choice);
        true
    }

    /// Clicks `choice` on `message`, then walks the private menu it opens down to an action.
    fn press_and_follow(&mut self, user: Id, message: &Message, choice: &Component) {
        let typed = if message.is_public() {
            None
        } else {
            self.typed_instead(user, message, choice)
        };
        let out = match typed {
            Some(out) => out,
            None => self.click(user, message.id, choice),
        };
        self.count(choice);
        if self.touched_public(&out) {
            self.committed(user, message, choice, &out);
            return;
        }
        if let Some(menu) = self.private_of(user, &out) {
            self.follow(user, menu, out);
        }
    }

    /// Whether a private view offers something to do.
    pub fn has_actions(&self, m: &Message) -> bool {
        m.components().iter().any(is_action)
    }

    /// Acts from `menu` (a private view or menu the user holds): true when an action went
    /// through (something public changed).
    pub fn act_from(&mut self, user: Id, menu: Message) -> bool {
        let choice = self.choose(&menu.components());
        let out = self.click(user, menu.id, &choice);
        if self.touched_public(&out) {
            return true;
        }
        let Some(next) = self.private_of(user, &out) else {
            return false;
        };
        let before = self.tally.actions;
        self.follow(user, next, out);
        self.tally.actions > before
    }

    pub fn rng_bool(&mut self, p: f64) -> bool {
        self.rng.gen_bool(p)
    }

    /// Walks a private menu down to an action.
    fn follow(&mut self, user: Id, mut menu: Message, mut out: Outcome) {
        for _ in 0..6 {
            if self.touched_public(&out) {
                return;
            }
            let options: Vec<Component> = menu.components().into_iter().filter(is_action).collect();
            if options.is_empty() {
                return;
            }
            let choice = self.choose(&options);
            out = match self.typed_instead(user, &menu, &choice) {
                Some(typed) => typed,
                None => self.click(user, menu.id, &choice),
            };
            self.count(&choice);
            if self.touched_public(&out) {
                self.committed(user, &menu, &choice, &out);
                return;
            }
            match self.private_of(user, &out) {
                Some(m) => menu = m,
                None => return,
            }
        }
    }

    /// With probability [`Players::typing`], answers `menu` through its "Type a choice…" form
    /// instead of clicking `choice`: types the choice's label (a select's option label), or
    /// once in a while the typo, which must be refused privately and change nothing; the
    /// caller then goes on from the refusal's menu. `None` when the menu cannot be typed or
    /// the dice say click.
    fn typed_instead(&mut self, user: Id, menu: &Message, choice: &Component) -> Option<Outcome> {
        if self.typing <= 0.0 || !self.rng.gen_bool(self.typing) {
            return None;
        }
        let type_a_choice = self.said("Type a choice");
        let form = menu
            .components()
            .into_iter()
            .find(|c| c.label.starts_with(&type_a_choice))?;
        let text = if self.tally.typed_refused == 0 || self.rng.gen_bool(0.05) {
            self.typo.to_string()
        } else if choice.options.is_empty() {
            choice.label.clone()
        } else {
            // A select: type one of its options' labels.
            choice.options.choose(&mut self.rng)?.1.clone()
        };
        let opened = self
            .fake
            .click(user, menu.id, &form.custom_id, &[])
            .unwrap_or_else(|e| panic!("Type a choice: {e}"));
        self.check_answered(&opened, "Type a choice");
        let modal = opened.modal.clone().expect("the typed-choice form opens");
        self.hear_modal(&modal);
        let custom_id = modal["custom_id"].as_str().unwrap_or("").to_string();
        let input = modal["components"][0]["components"][0]["custom_id"]
            .as_str()
            .unwrap_or("")
            .to_string();
        let out = self
            .fake
            .submit(
                user,
                self.channel,
                Some(menu.id),
                &custom_id,
                &[(&input, &text)],
            )
            .unwrap_or_else(|e| panic!("submit a typed choice: {e}"));
        self.check_answered(&out, "typed choice");
        if text == self.typo {
            self.expect_polite_refusal(user, &out, "a typo in the typed-choice form");
            self.tally.typed_refused += 1;
        } else {
            self.tally.typed += 1;
        }
        Some(out)
    }

    /// After an action went through: a second click on the same (now stale) component must be
    /// refused privately and change nothing.
    fn committed(&mut self, user: Id, before: &Message, choice: &Component, out: &Outcome) {
        self.tally.actions += 1;
        if choice.label.starts_with(&self.said("Cancel")) {
            let announced = out
                .touched()
                .into_iter()
                .filter_map(|id| self.fake.message(id))
                .any(|m| m.is_public() && m.text().contains("forced"));
            if announced {
                self.tally.forced_gives += 1;
            }
        }
        // A form button opens its modal again (its id carries the round, not the version);
        // the submit is what gets refused then, which the fuzz covers.
        let form = payload(&choice.custom_id).starts_with("f.");
        let bots = self.bots_idle.is_some();
        if !form && !bots && (self.tally.stale_refused < 3 || self.rng.gen_bool(0.05)) {
            let kind = before.component_type(&choice.custom_id).unwrap_or(2);
            let value = choice.options.first().map(|(v, _)| v.as_str());
            let values: Vec<&str> = value.into_iter().collect();
            let out = self
                .fake
                .click_raw(user, before, &choice.custom_id, kind, &values)
                .expect("stale click dispatched");
            self.check_answered(&out, "stale click");
            self.expect_polite_refusal(user, &out, "stale double-click");
            self.tally.stale_refused += 1;
        }
    }

    /// Prefers the rare, interesting choices (Reject, Cancel, and the labels in `prefer`) so
    /// every game exercises them.
    fn choose(&mut self, components: &[Component]) -> Component {
        let actions: Vec<&Component> = components.iter().filter(|c| is_action(c)).collect();
        // `prefer` is in priority order: the first word some action's label contains wins.
        let liked = self.prefer.iter().find_map(|p| {
            let p = self.said(p);
            let matching: Vec<&Component> = actions
                .iter()
                .copied()
                .filter(|c| c.label.contains(&p))
                .collect();
            (!matching.is_empty()).then_some(matching)
        });
        if let Some(liked) = liked {
            if self.rng.gen_bool(0.85) {
                return (*liked.choose(&mut self.rng).expect("a liked action")).clone();
            }
        }
        for rare in ["Reject", "Cancel"] {
            let said = self.said(rare);
            if let Some(c) = actions.iter().find(|c| c.label.starts_with(&said)) {
                let seen = if rare == "Reject" {
                    self.tally.rejects
                } else {
                    self.tally.cancels
                };
                if seen == 0 || self.rng.gen_bool(0.3) {
                    return (*c).clone();
                }
            }
        }
        // Until a swap has been cancelled, aim swaps at other players so the target gets the
        // chance to Cancel (and the swapper the Forced Give).
        if self.tally.cancels == 0 {
            let swap = self.said("Swap with a player");
            if let Some(c) = actions.iter().find(|c| c.label.starts_with(&swap)) {
                return (*c).clone();
            }
        }
        // Mostly check or call: random raises put everyone all-in within a round or two.
        let (check, call) = (self.said("Check"), self.said("Call"));
        if let Some(c) = actions
            .iter()
            .find(|c| c.label.starts_with(&check) || c.label.starts_with(&call))
        {
            if self.rng.gen_bool(0.6) {
                return (*c).clone();
            }
        }
        // Folding now and then is enough; folding at random would end most rounds early.
        let fold = self.said("Fold");
        let keep: Vec<&Component> = actions
            .iter()
            .copied()
            .filter(|c| !c.label.starts_with(&fold))
            .collect();
        let pool = if keep.is_empty() || self.rng.gen_bool(0.05) {
            &actions
        } else {
            &keep
        };
        (*pool.choose(&mut self.rng).expect("an action")).clone()
    }

    fn count(&mut self, c: &Component) {
        if c.label.starts_with(&self.said("Reject")) {
            self.tally.rejects += 1;
        }
        if c.label.starts_with(&self.said("Cancel")) {
            self.tally.cancels += 1;
        }
    }

    /// The public reaction notice whose first-step button matches one in `view`, if any.
    fn notice_for(&self, view: &Message) -> Option<(Message, Component)> {
        let mine: Vec<String> = view
            .components()
            .iter()
            .filter(|c| is_action(c))
            .map(|c| payload(&c.custom_id).trim_start_matches("a.").to_string())
            .collect();
        let notices: Vec<Message> = self
            .fake
            .visible(self.users[0], self.channel)
            .into_iter()
            .filter(|m| m.is_public())
            .collect();
        let notice = notices.last()?;
        notice
            .components()
            .into_iter()
            .find(|c| {
                payload(&c.custom_id)
                    .strip_prefix("p.")
                    .is_some_and(|p| mine.iter().any(|m| m == p))
            })
            .map(|c| (notice.clone(), c))
    }

    /// Someone else clicks `user`'s reaction button first: refused privately, nothing changes.
    fn wrong_user_on(&mut self, notice: &Message, c: &Component, user: Id) {
        if self.tally.wrong_user_refused >= 2 && !self.rng.gen_bool(0.1) {
            return;
        }
        let Some(other) = self.users.iter().copied().find(|u| *u != user) else {
            return;
        };
        let out = self.click(other, notice.id, c);
        self.expect_polite_refusal(other, &out, "wrong user's click");
        self.tally.wrong_user_refused += 1;
    }

    /// Plays up to `steps` steps as [`Players::play_to_end`] does, stopping early at the end;
    /// returns the steps taken.
    pub fn play_steps(&mut self, steps: usize) -> usize {
        for step in 0..steps {
            self.wait_for_bots();
            let views = self.refresh();
            if self.is_over() {
                return step;
            }
            assert!(
                self.step(&views),
                "nobody can act, yet the game is not over"
            );
        }
        steps
    }

    /// Plays until the round is over (or `max_steps`); returns the steps taken.
    pub fn play_to_end(&mut self, max_steps: usize) -> usize {
        for step in 0..max_steps {
            self.wait_for_bots();
            let views = self.refresh();
            if self.is_over() {
                return step;
            }
            if !self.step(&views) {
                let board = self.board().map(|b| b.text()).unwrap_or_default();
                let seen: Vec<String> = views
                    .iter()
                    .map(|v| v.as_ref().map_or("(no view)".into(), |m| m.text()))
                    .collect();
                panic!(
                    "nobody can act, yet the game is not over:\n{board}\nviews:\n{}",
                    seen.join("\n---\n")
                );
            }
        }
        panic!("the game did not end within {max_steps} steps");
    }

    /// At a table with bots, waits until they are done ([`Players::bots_idle`]).
    fn wait_for_bots(&self) {
        let Some(idle) = &self.bots_idle else {
            return;
        };
        let started = std::time::Instant::now();
        while !idle() {
            assert!(
                started.elapsed() < BOT_PATIENCE,
                "the bots did not finish their moves within {BOT_PATIENCE:?}"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        self.fake.settle();
    }

    pub fn is_over(&self) -> bool {
        self.public_count(&self.said("Final scores")) > self.results_before
    }
}

/// A private answer reads like sentences for a person, not like a Rust error.
pub fn polite(text: &str) -> bool {
    let t = text.trim();
    !t.is_empty()
        && t.chars().next().is_some_and(|c| !c.is_lowercase())
        && ![
            "Err(",
            "Some(",
            "None",
            "RuleError",
            "panicked",
            "unwrap",
            "{\"",
            "Error:",
        ]
        .iter()
        .any(|bad| t.contains(bad))
}
