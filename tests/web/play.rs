//! Playing a table through the script driver, as the people at it would from Discord: open a
//! table, then, for whoever can act, open their view and take the choices it offers, one
//! action at a time.
use super::tabula::Tabula;
use serde_json::{json, Value};

/// A table being played in channel c1 of server g1.
pub struct Game {
    pub table: i64,
    /// The people at the table (bots play by themselves).
    pub users: Vec<String>,
    /// Menu labels preferred where offered (a quick game's `prefer`).
    pub prefer: Vec<&'static str>,
    /// Every output line since the table opened.
    pub said: Vec<Value>,
    /// Which choice to take where no label is preferred (rotates so games vary).
    pick: usize,
}

/// Whether an output line is public (a board or a post in the channel).
pub fn public(o: &Value) -> bool {
    o["to"] == "public"
}

/// An output's words: its title and its text.
pub fn words(o: &Value) -> String {
    format!(
        "{}\n{}",
        o["title"].as_str().unwrap_or(""),
        o["text"].as_str().unwrap_or("")
    )
}

impl Game {
    /// `users[0]` opens a table of `game` with `options` (besides `game`), the others join,
    /// and the host starts it.
    pub fn open(t: &mut Tabula, game: &str, users: &[&str], options: Value) -> Game {
        let mut all = json!({ "game": game });
        if let (Some(all), Some(more)) = (all.as_object_mut(), options.as_object()) {
            all.extend(more.clone());
        }
        let mut said = t.command(users[0], "play", all);
        for u in &users[1..] {
            said.extend(t.command(u, "join", json!({})));
        }
        said.extend(t.command(users[0], "start", json!({})));
        let table = t.last_table();
        Game {
            table,
            users: users.iter().map(|u| u.to_string()).collect(),
            prefer: Vec::new(),
            said,
            pick: 0,
        }
    }

    /// Whether the game has ended (its result was posted).
    pub fn over(&self) -> bool {
        self.said
            .iter()
            .any(|o| public(o) && words(o).contains("Final scores"))
    }

    /// One action of whoever can act: opens each person's view and follows its choices until
    /// something public happens. Returns every output line of the way (private views
    /// included), or `None` if nobody could act.
    pub fn step(&mut self, t: &mut Tabula) -> Option<Vec<Value>> {
        self.pick += 1;
        let users = self.users.clone();
        for user in &users {
            let version = t.version(self.table);
            let hand = format!("{}:{version}:hand", self.table);
            let mut out = t.click(user, &hand);
            let mut all = out.clone();
            for _ in 0..20 {
                let Some(line) = self.choose(user, &out) else {
                    break;
                };
                out = t.send_ok(line);
                all.extend(out.iter().cloned());
                if out.iter().any(public) {
                    self.said.extend(all.iter().cloned());
                    return Some(all);
                }
            }
            self.said.extend(all);
        }
        None
    }

    /// The input that takes one of the choices `user`'s newest private view offers.
    fn choose(&self, user: &str, out: &[Value]) -> Option<Value> {
        let view = out.iter().rev().find(|o| o["to"] == user)?;
        let choices: Vec<&Value> = view["components"]
            .as_array()?
            .iter()
            .filter(|c| {
                c["custom_id"].as_str().is_some_and(|id| id.contains(":a."))
                    && c["label"] != "◀ Back"
            })
            .collect();
        let label = |c: &Value| c["label"].as_str().unwrap_or("").to_string();
        let preferred = self
            .prefer
            .iter()
            .find_map(|p| choices.iter().find(|c| label(c).contains(p)));
        let c = preferred.or_else(|| choices.get(self.pick % choices.len().max(1)))?;
        let id = c["custom_id"].as_str()?;
        if c["kind"] == "select" {
            let options = c["options"].as_array()?;
            let o = options.get(self.pick % options.len().max(1))?;
            return Some(json!({
                "user": user, "channel": "c1", "click": id, "values": [o["value"]]
            }));
        }
        Some(json!({"user": user, "channel": "c1", "click": id}))
    }
}
