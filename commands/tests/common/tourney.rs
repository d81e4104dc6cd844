//! Tournaments driven through the script driver (issue 47): create one, sign players up, start
//! it, and play each round's tables in their threads, by simulated players choosing random
//! legal moves through the menus as a player would, or by letting the fake clock run out
//! their time. What a tournament stored is read back from its rows for the tests' own
//! recomputations.
use super::{actions, play_random, private_to, Table};
use commands::store::db::Conn;
use rand::Rng;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// A tournament under test, on `table`'s script (its channel `c1` is the tournament's).
pub struct Tourney {
    pub t: Table,
    pub id: i64,
}

/// One stored `tournament_seats` row, as the store reads it.
pub use commands::store::tournaments::SeatRow as Seat;

/// One table of a round, as stored: its id, thread and players in seat order.
#[derive(Clone, Debug, PartialEq)]
pub struct PodTable {
    pub table: i64,
    pub channel: String,
    pub players: Vec<String>,
    pub status: String,
}

impl Tourney {
    /// An admin creates a tournament in `c1` with `options` (`action` is added).
    pub fn create(mut t: Table, options: Value) -> Tourney {
        t.channel = "c1".into();
        let mut o = json!({"action": "create"});
        if let (Some(map), Some(more)) = (o.as_object_mut(), options.as_object()) {
            map.extend(more.clone());
        }
        let out = t.admin_command("admin", "tournament", o);
        let said = super::private_text(&out, "admin");
        assert!(said.contains("is open for entrants"), "created: {out:?}");
        let id: i64 = t
            .conn()
            .query_row("SELECT MAX(id) FROM tournaments", [], |r| r.get(0))
            .expect("the tournament is stored");
        Tourney { t, id }
    }

    /// The sign-up button `action` (`join`, `leave`, `start`) clicked by `user`.
    pub fn click(&mut self, user: &str, action: &str, admin: bool) -> Vec<Value> {
        let id = format!("tn:{}:{action}", self.id);
        self.t
            .send(json!({"user": user, "name": display(user), "channel": "c1",
            "click": id, "manage_server": admin}))
    }

    /// `user` joins, with their display name.
    pub fn join(&mut self, user: &str) -> Vec<Value> {
        self.click(user, "join", false)
    }

    /// The admin starts it.
    pub fn start(&mut self) -> Vec<Value> {
        self.click("admin", "start", true)
    }

    /// `/tournament` by `user` in `c1` with `options`.
    pub fn command(&mut self, user: &str, options: Value) -> Vec<Value> {
        self.t
            .send(json!({"user": user, "name": display(user), "channel": "c1",
            "command": "tournament", "options": options}))
    }

    fn conn(&self) -> Conn {
        self.t.conn()
    }

    /// (status, current round).
    pub fn state(&self) -> (String, u32) {
        self.conn()
            .query_row(
                "SELECT status, round FROM tournaments WHERE id = ?1",
                [self.id],
                |r| Ok((r.get(0)?, r.get::<i64>(1)? as u32)),
            )
            .expect("the tournament is stored")
    }

    /// Every stored round row.
    pub fn seats(&self) -> Vec<Seat> {
        commands::store::tournaments::seats(&self.conn(), self.id).expect("the rounds read")
    }

    /// The tables of round `round`, by pod.
    pub fn tables(&self, round: u32) -> Vec<PodTable> {
        let mut by_pod: BTreeMap<u32, Vec<Seat>> = BTreeMap::new();
        for s in self.seats().into_iter().filter(|s| s.round == round) {
            if let Some(pod) = s.pod {
                by_pod.entry(pod).or_default().push(s);
            }
        }
        by_pod
            .into_values()
            .map(|mut seats| {
                seats.sort_by_key(|s| s.seat);
                let table = seats[0].table.expect("every pod's table is open");
                let (channel, status): (String, String) = self
                    .conn()
                    .query_row(
                        "SELECT channel, status FROM tables WHERE id = ?1",
                        [table],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .unwrap();
                PodTable {
                    table,
                    channel,
                    players: seats.iter().map(|s| s.user.clone()).collect(),
                    status,
                }
            })
            .collect()
    }

    /// The table's status now.
    pub fn table_status(&self, table: i64) -> String {
        self.conn()
            .query_row("SELECT status FROM tables WHERE id = ?1", [table], |r| {
                r.get(0)
            })
            .unwrap()
    }

    /// The latest board posted in `channel`.
    pub fn board_in(&self, channel: &str) -> Option<&Value> {
        self.t
            .log
            .iter()
            .rev()
            .find(|o| o["delivery"]["kind"] == "board" && o["channel"] == channel)
    }

    /// Plays `table` to its end with random legal moves of its players, all of them or only
    /// those `plays` lets (the others' time runs out: the caller advances the clock).
    /// Returns false if nobody `plays` lets could act while it still runs.
    pub fn play(
        &mut self,
        table: &PodTable,
        rng: &mut impl Rng,
        plays: impl Fn(&str) -> bool,
    ) -> bool {
        let saved = std::mem::replace(&mut self.t.channel, table.channel.clone());
        let mut moved = true;
        for _ in 0..2_000 {
            if self.table_status(table.table) != "playing" {
                break;
            }
            let Some(board) = self.board_in(&table.channel) else {
                break;
            };
            let Some(hand) = super::component(board, |c| {
                c["custom_id"]
                    .as_str()
                    .unwrap_or_default()
                    .ends_with(":hand")
            }) else {
                break;
            };
            let mut acted = false;
            for user in table.players.iter().filter(|u| plays(u)) {
                let out = self.t.click(user, &hand);
                let Some(view) = private_to(&out, user).cloned() else {
                    continue;
                };
                if actions(&view).is_empty() {
                    continue;
                }
                play_random(&mut self.t, user, view, rng);
                acted = true;
                break;
            }
            if !acted {
                moved = false;
                break;
            }
        }
        self.t.channel = saved;
        moved || self.table_status(table.table) != "playing"
    }

    /// Plays `table` to its end while the players in `idle` never move: the clock runs a day
    /// at a time whenever nobody else can act, so their turns time out.
    pub fn play_without(&mut self, table: &PodTable, rng: &mut impl Rng, idle: &[&str]) {
        for _ in 0..200 {
            if self.table_status(table.table) != "playing" {
                return;
            }
            self.play(table, rng, |u| !idle.contains(&u));
            if self.table_status(table.table) == "playing" {
                self.t.advance(86_400.0);
            }
        }
        panic!("table {} did not end", table.table);
    }

    /// Plays every table of the current round to its end (all players playing).
    pub fn play_round(&mut self, rng: &mut impl Rng) {
        let (_, round) = self.state();
        for table in self.tables(round) {
            assert!(
                self.play(&table, rng, |_| true),
                "table {} plays to its end",
                table.table
            );
            assert_ne!(self.table_status(table.table), "playing");
        }
    }

    /// The final standings post's lines: (rank, name, points).
    pub fn final_standings(&self) -> Vec<(u32, String, f64, String)> {
        let post = self
            .t
            .log
            .iter()
            .rev()
            .find(|o| {
                o["channel"] == "c1"
                    && o["text"]
                        .as_str()
                        .is_some_and(|t| t.contains("Final standings"))
            })
            .expect("a final standings post");
        parse_standings(post["text"].as_str().unwrap())
    }
}

/// A simulated player's display name: long enough to test how names show.
pub fn display(user: &str) -> String {
    format!("Player {user}")
}

/// Standings lines "1. **Player u1**: 2 points · Buchholz 1 · …" as (rank, user, points,
/// tie-breaks text).
pub fn parse_standings(text: &str) -> Vec<(u32, String, f64, String)> {
    text.lines()
        .filter_map(|line| {
            let (rank, rest) = line.split_once(". **")?;
            let rank: u32 = rank.trim().parse().ok()?;
            let (name, rest) = rest.split_once("**")?;
            let rest = rest.trim_start_matches(" (withdrawn)").strip_prefix(": ")?;
            let (points, rest) = rest.split_once(' ')?;
            let user = name.strip_prefix("Player ").unwrap_or(name).to_string();
            Some((rank, user, points.parse().ok()?, rest.to_string()))
        })
        .collect()
}
