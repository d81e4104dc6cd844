//! Random users pressing random visible components and typing random slash commands.

use super::players::{payload, polite, Players};
use fake_discord::{Id, Outcome};
use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::Value;

/// Values a careless or malicious user might type into a free-text option.
const JUNK: [&str; 7] = [
    "",
    "♥9 ♠3 ♦A ♣10",
    "x",
    "eight-quilibrium",
    "0h 1c 2d",
    "🂡🂡🂡",
    "' OR 1=1 --",
];

impl Players<'_> {
    /// One random slash command (and subcommand, for `/play <game>`) with random options, by
    /// a random user. Values are what Discord's client lets a user send: a choice among the
    /// registered ones, a whole number within the option's range, anything in a free-text
    /// option.
    pub fn random_command(&mut self) -> Outcome {
        let commands = self.fake.commands();
        let command = commands
            .choose(&mut self.rng)
            .expect("commands registered")
            .clone();
        let mut name = command["name"].as_str().unwrap_or("").to_string();
        let mut leaf = command;
        let subcommands: Vec<Value> = leaf["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["type"] == 1)
            .cloned()
            .collect();
        if let Some(sub) = subcommands.choose(&mut self.rng) {
            name = format!("{name} {}", sub["name"].as_str().unwrap_or(""));
            leaf = sub.clone();
        }
        let user = *self.users.choose(&mut self.rng).expect("users");
        let mut options: Vec<(String, Value)> = Vec::new();
        for option in leaf["options"].as_array().into_iter().flatten() {
            let required = option["required"].as_bool().unwrap_or(false);
            if !required && self.rng.gen_bool(0.5) {
                continue;
            }
            let value = match (option["type"].as_u64(), option["choices"].as_array()) {
                (_, Some(choices)) if !choices.is_empty() => choices
                    .choose(&mut self.rng)
                    .map(|c| c["value"].clone())
                    .unwrap_or_default(),
                (Some(6), _) => Value::from(
                    self.users
                        .choose(&mut self.rng)
                        .copied()
                        .unwrap_or(0)
                        .to_string(),
                ),
                (Some(4), _) => {
                    // Limits may be registered as numbers with a fraction (`0.0`): Discord's
                    // client never sends a value outside them, whatever their form.
                    let limit = |key: &str| option[key].as_f64();
                    let min = limit("min_value").map_or(-3, |v| v.ceil() as i64);
                    let max = limit("max_value").map_or(50, |v| v.floor() as i64).max(min);
                    Value::from(self.rng.gen_range(min..=max))
                }
                (Some(5), _) => Value::from(self.rng.gen_bool(0.5)),
                _ => Value::from(*JUNK.choose(&mut self.rng).unwrap_or(&"")),
            };
            options.push((option["name"].as_str().unwrap_or("").to_string(), value));
        }
        let options: Vec<(&str, Value)> = options
            .iter()
            .map(|(k, v)| (k.as_str(), v.clone()))
            .collect();
        let out = self.slash(user, &name, &options);
        self.check_private_answers(user, &out, &format!("/{name}"));
        out
    }

    /// A random user clicks a random component they can see (old and stale ones included),
    /// picking a random value in a select.
    pub fn random_click(&mut self) -> Option<Outcome> {
        let user = *self.users.choose(&mut self.rng)?;
        let visible = self.fake.visible(user, self.channel);
        let choices: Vec<(Id, fake_discord::Component)> = visible
            .iter()
            .flat_map(|m| m.components().into_iter().map(move |c| (m.id, c)))
            .collect();
        let (message, component) = choices.choose(&mut self.rng)?.clone();
        let what = format!("click {}", payload(&component.custom_id));
        let out = self.click(user, message, &component);
        self.check_private_answers(user, &out, &what);
        Some(out)
    }

    /// A random user submits a modal nobody opened (a forged or outdated client), with a
    /// custom_id taken from a visible component or made up.
    pub fn random_submit(&mut self) -> Outcome {
        let user = *self.users.choose(&mut self.rng).expect("users");
        let seen: Vec<String> = self
            .fake
            .visible(user, self.channel)
            .iter()
            .flat_map(|m| m.components().into_iter().map(|c| c.custom_id))
            .collect();
        let custom_id = match seen.choose(&mut self.rng) {
            Some(id) if self.rng.gen_bool(0.7) => id.clone(),
            _ => JUNK.choose(&mut self.rng).unwrap_or(&"x").to_string(),
        };
        let value = *JUNK.choose(&mut self.rng).unwrap_or(&"");
        let out = self
            .fake
            .submit(user, self.channel, None, &custom_id, &[("value", value)])
            .expect("submit dispatched");
        self.check_private_answers(user, &out, "modal submit");
        out
    }

    /// Every private message without components that the interaction produced (a refusal or a
    /// notice) must read politely.
    fn check_private_answers(&self, user: Id, out: &Outcome, what: &str) {
        for id in out.touched() {
            let Some(m) = self.fake.message(id) else {
                continue;
            };
            if m.ephemeral_to == Some(user) && m.components().is_empty() && !polite(&m.text()) {
                self.fake
                    .flag(format!("{what}: impolite private answer {:?}", m.text()));
            }
            if let Some(other) = m.ephemeral_to.filter(|u| *u != user) {
                self.fake
                    .flag(format!("{what}: a private message went to user {other}"));
            }
        }
    }
}
