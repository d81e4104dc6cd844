//! Playing a table through the script driver, as the people at it would from Discord: open a
//! table, then, for whoever can act, open their view and take the choices it offers, one
//! action at a time.
use super::tabula::Tabula;
use serde_json::{json, Value};

/// Whether a component's id (`table:version:payload`) takes a game action: its payload is
/// `a` (a menu's first level) or `a.…`.
fn is_action(id: &str) -> bool {
    let payload = id.splitn(3, ':').nth(2).unwrap_or("");
    payload == "a" || payload.starts_with("a.")
}

/// Buttons that only move about a menu: taking them would never end a turn.
const PAGING: [&str; 3] = ["◀ Back", "◀ Previous", "More ▶"];

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
    /// something public happens; if no menu leads anywhere, lets the deadlines fall due.
    /// Returns every output line of the way (private views included), or `None` if nothing
    /// happened.
    pub fn step(&mut self, t: &mut Tabula) -> Option<Vec<Value>> {
        self.pick += 1;
        let users = self.users.clone();
        for user in &users {
            let version = t.version(self.table);
            let hand = format!("{}:{version}:hand", self.table);
            let mut out = t.click(user, &hand);
            let mut all = out.clone();
            for depth in 0..40 {
                let Some(line) = self.choose(user, &out, depth) else {
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
        // What a menu cannot do (a form to type in, say) the clock does: two days on, every
        // deadline has fallen due and the game's timeout settles it.
        let out = t.send_ok(json!({"advance": 2 * 86_400}));
        self.said.extend(out.iter().cloned());
        out.iter().any(public).then_some(out)
    }

    /// The input that takes one of the choices `user`'s newest private view offers, `depth`
    /// choices into the action: a preferred label in the first few, then a choice that turns
    /// with the depth, so that a menu that leads back to itself is left another way.
    fn choose(&self, user: &str, out: &[Value], depth: usize) -> Option<Value> {
        let view = out.iter().rev().find(|o| o["to"] == user)?;
        let choices: Vec<&Value> = view["components"]
            .as_array()?
            .iter()
            .filter(|c| {
                c["custom_id"].as_str().is_some_and(is_action)
                    && !PAGING.contains(&c["label"].as_str().unwrap_or(""))
            })
            .collect();
        let label = |c: &Value| c["label"].as_str().unwrap_or("").to_string();
        let preferred = self
            .prefer
            .iter()
            .find_map(|p| choices.iter().find(|c| label(c).contains(p)))
            .filter(|_| depth < 3);
        let turn = self.pick + depth;
        let c = preferred.or_else(|| choices.get(turn % choices.len().max(1)))?;
        let id = c["custom_id"].as_str()?;
        if c["kind"] == "select" {
            let options = c["options"].as_array()?;
            let o = options.get(turn % options.len().max(1))?;
            return Some(json!({
                "user": user, "channel": "c1", "click": id, "values": [o["value"]]
            }));
        }
        Some(json!({"user": user, "channel": "c1", "click": id}))
    }
}
