//! Real game states for the HTML tests (issue 46): games played through the core by the
//! script driver, on a temporary SQLite database, read back by the same page functions the
//! server calls. Nothing here is made up: a page under test is the page of a real table.
use commands::pages::server::{PlayerPage, SeasonPage, ServerPage};
use commands::pages::{ReplayStep, TablePage};
use commands::script::Script;
use serde_json::{json, Value};

/// A name with everything HTML could trip on.
pub const HOSTILE: &str = "<script>alert(\"x\")</script> & 'Eve' <b>";

pub struct Games {
    pub script: Script,
}

impl Games {
    pub fn new(seed: u64) -> Games {
        Games {
            script: Script::new(None, Some(seed)).expect("the script driver opens"),
        }
    }

    /// Sends one input line; a driver error fails the test.
    pub fn send(&mut self, line: Value) -> Vec<Value> {
        let out = self.script.line(&line.to_string());
        for o in &out {
            assert!(o.get("error").is_none(), "driver error for {line}: {o}");
        }
        out
    }

    pub fn command(&mut self, user: &str, name: &str, channel: &str, options: Value) {
        self.send(
            json!({"user": user, "name": display(user), "channel": channel,
                         "command": name, "options": options}),
        );
    }

    pub fn advance(&mut self, seconds: f64) {
        self.send(json!({ "advance": seconds }));
    }

    /// The newest table's id and link in `channel`.
    pub fn table(&self, channel: &str) -> (i64, String) {
        let conn = commands::store::connect(self.script.location()).expect("the database opens");
        conn.query_row(
            "SELECT id, web_token FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            [channel],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("a table with a link")
    }

    pub fn table_page(&self, token: &str) -> TablePage {
        self.script
            .core()
            .read_page(|c| commands::pages::table_page(c, token, present_kit::words::Lang::En))
            .expect("the page reads")
            .expect("the link is live")
    }

    /// The table's page in `lang` (issue 48).
    pub fn table_page_in(&self, token: &str, lang: present_kit::words::Lang) -> TablePage {
        self.script
            .core()
            .read_page(|c| commands::pages::table_page(c, token, lang))
            .expect("the page reads")
            .expect("the link is live")
    }

    /// A replay step in `lang` (issue 48).
    pub fn replay_step_in(
        &self,
        token: &str,
        step: usize,
        lang: present_kit::words::Lang,
    ) -> ReplayStep {
        self.script
            .core()
            .read_page(|c| commands::pages::replay_step(c, token, step, lang))
            .expect("the step reads")
            .expect("the replay exists")
    }

    pub fn replay_step(&self, token: &str, step: usize) -> ReplayStep {
        self.script
            .core()
            .read_page(|c| {
                commands::pages::replay_step(c, token, step, present_kit::words::Lang::En)
            })
            .expect("the step reads")
            .expect("the replay exists")
    }

    /// Turns the server's pages on with `token` (what `/settings` stores).
    pub fn server_pages_on(&self, token: &str) {
        let conn = commands::store::connect(self.script.location()).expect("the database opens");
        conn.execute(
            "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
             VALUES ('g1', '', 'web_pages', ?1, 'admin', 0)",
            [Value::from(token).to_string()],
        )
        .expect("the setting is stored");
    }

    pub fn server_page(&self, token: &str) -> ServerPage {
        self.script
            .core()
            .read_page(|c| commands::pages::server::server_page(c, token, self.script.core().now()))
            .expect("the page reads")
            .expect("the pages are on")
    }

    /// Season `number`'s page (issue 47).
    pub fn season_page(&self, token: &str, number: i64) -> SeasonPage {
        self.script
            .core()
            .read_page(|c| {
                commands::pages::server::season_page(c, token, number, self.script.core().now())
            })
            .expect("the page reads")
            .expect("the season exists")
    }

    /// Tournament `id`'s page (issue 47).
    pub fn tournament_page(
        &self,
        token: &str,
        id: i64,
    ) -> commands::pages::tournament::TournamentPage {
        self.script
            .core()
            .read_page(|c| commands::pages::tournament::tournament_page(c, token, id))
            .expect("the page reads")
            .expect("the tournament is this server's")
    }

    pub fn player_page(&self, token: &str, user: &str) -> PlayerPage {
        self.script
            .core()
            .read_page(|c| commands::pages::server::player_page(c, token, user))
            .expect("the page reads")
            .expect("the player has games")
    }

    /// Quinox between `u1` and a bot, a few moves in (u1's turns timed out to the default),
    /// u1 awaited with a deadline.
    pub fn quinox_mid_game(&mut self, channel: &str) -> String {
        self.command("u1", "play", channel, json!({"game": "quinox", "bots": 1}));
        self.command("u1", "start", channel, json!({}));
        for _ in 0..2 {
            self.advance(600.0);
        }
        self.table(channel).1
    }

    /// An Equilibrix Project game of u1 and two bots, some moves in.
    pub fn equilibrix_mid_game(&mut self, channel: &str) -> String {
        self.command(
            "u1",
            "play",
            channel,
            json!({"game": "equilibrix-project", "bots": 2, "bot_level": "easy"}),
        );
        self.command("u1", "start", channel, json!({}));
        self.advance(600.0);
        self.table(channel).1
    }

    /// A finished one-round 8-quilibrium: u1 and two bots, u1 resigned and a bot finished.
    pub fn eight_finished(&mut self, channel: &str) -> String {
        self.command(
            "u1",
            "play",
            channel,
            json!({"game": "eight-quilibrium", "bots": 2, "bot_level": "easy",
                   "absent": "bot", "rounds": 1}),
        );
        self.command("u1", "start", channel, json!({}));
        self.command("u1", "resign", channel, json!({}));
        self.finish(channel)
    }

    /// A quick rated Quinox between two people: `loser` resigns at once.
    pub fn quinox_resigned(&mut self, channel: &str, host: &str, guest: &str, loser: &str) {
        self.command(host, "play", channel, json!({"game": "quinox"}));
        self.command(guest, "join", channel, json!({}));
        self.command(host, "start", channel, json!({}));
        self.command(loser, "resign", channel, json!({}));
        self.finish(channel);
    }

    /// Lets time pass until the newest table in `channel` has ended; returns its link.
    pub fn finish(&mut self, channel: &str) -> String {
        let token = self.table(channel).1;
        for _ in 0..500 {
            if self.table_page(&token).stage.ended() {
                return token;
            }
            self.advance(600.0);
        }
        panic!("the table in {channel} never ended");
    }
}

/// The display name the driver gives `user`: `u3` is the hostile one.
pub fn display(user: &str) -> String {
    match user {
        "u1" => "Ann".into(),
        "u2" => "Bob".into(),
        "u3" => HOSTILE.into(),
        other => other.into(),
    }
}
