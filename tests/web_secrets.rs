//! Nothing secret, ever, on the web (issue 46): for each of the five games, one person and
//! easy bots play the game's quick table (the registry entry's `quick`) through the real
//! `tabula script --web` process, and after every reply every byte a spectator can fetch is
//! checked against what the person holds privately (the entry's `secrets`): the table's page,
//! its replay page, the board's SVG, the newest replay step's JSON, the move log, and the live
//! events, read from one stream for the whole game.
//!
//! The rule is the fake Discord's watch (`fake-discord/src/leaks.rs`), with Discord's public
//! messages as the public record: a token (a card) that reached the person's hand without being
//! named in a public message is secret for as long as they hold it, and no byte served may
//! name it. What Discord says openly (an open move, a showdown, a result) is public from then
//! on, on the web too; the web may never say more than Discord's public messages did.
use present_kit::secrets::Secrets;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[allow(dead_code)] // each test binary compiles the whole support module
mod web;

use web::play::{public, words, Game};
use web::tabula::Tabula;

/// The games this test covers: every registered game (the test-only example aside, which
/// keeps nothing secret).
const FIVE: [&str; 5] = [
    "eight-quilibrium",
    "equation-hi-lo",
    "equilibrix-project",
    "relinquish",
    "quinox",
];

#[test]
fn the_five_games_are_every_registered_game() {
    let registered: BTreeSet<&str> = registry::GAMES
        .iter()
        .map(|e| e.engine.id())
        .filter(|id| *id != "tic-tac-toe")
        .collect();
    assert_eq!(registered, FIVE.into_iter().collect());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_quilibrium_serves_no_secret() {
    whole_game("eight-quilibrium", 461).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn equation_hi_lo_serves_no_secret() {
    whole_game("equation-hi-lo", 462).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn equilibrix_serves_no_secret() {
    whole_game("equilibrix-project", 463).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn relinquish_serves_no_secret() {
    whole_game("relinquish", 464).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quinox_serves_no_secret() {
    whole_game("quinox", 465).await;
}

/// Who holds what secretly: the fake Discord's rule, fed by the person's private views and
/// Discord's public messages.
#[derive(Default)]
struct Watch {
    held: BTreeSet<String>,
    secret: BTreeSet<String>,
}

impl Watch {
    /// After a step: the person now holds `now`; the step's public messages named `named`.
    fn checkpoint(&mut self, now: BTreeSet<String>, named: &BTreeSet<String>) {
        let secret = now
            .iter()
            .filter(|t| !named.contains(*t))
            .filter(|t| !self.held.contains(*t) || self.secret.contains(*t))
            .cloned()
            .collect();
        self.secret = secret;
        self.held = now;
    }
}

/// What was fetched and checked.
#[derive(Default, Debug)]
struct Tally {
    requests: usize,
    bytes: usize,
    event_bytes: usize,
    steps: usize,
    /// Answers 429 (rate limited) waited out.
    limited: usize,
    /// The most tokens held secretly at once (0 for a game without hidden hands).
    most_secret: usize,
}

async fn whole_game(id: &str, seed: u64) {
    let entry = registry::GAMES
        .iter()
        .find(|e| e.engine.id() == id)
        .unwrap_or_else(|| panic!("{id} is registered"));
    let secrets = entry.secrets;
    let quick = entry.quick;
    let mut t = Tabula::start(seed);
    let mut options: Value =
        serde_json::from_str(quick.options).expect("the quick game's options are JSON");
    if let Some(o) = options.as_object_mut() {
        o.insert("bots".into(), json!(quick.bots));
        o.insert("bot_level".into(), json!("easy"));
        // Bots answer at once, within the line that made them due.
        o.insert("time".into(), json!("async"));
    }
    let mut game = blocking(|| Game::open(&mut t, id, &["u1"], options));
    game.prefer = quick.prefer.to_vec();
    if id == "equation-hi-lo" {
        // Staying in to the showdown keeps the closed card secret for longer, and shows the
        // showdown's reveal on the web.
        game.prefer.extend(["Check", "Call"]);
    }
    let token = t.token(game.table);

    // The live events, read in the background for the whole game.
    let events = Arc::new(Mutex::new(Vec::<u8>::new()));
    let stream = {
        let events = events.clone();
        let url = t.url(&format!("/t/{token}/events"));
        tokio::spawn(async move {
            let mut r = reqwest::get(&url)
                .await
                .unwrap_or_else(|e| panic!("GET {url}: {e}"));
            assert!(r.status().is_success(), "{url}: {}", r.status());
            while let Ok(Some(chunk)) = r.chunk().await {
                events.lock().expect("events").extend_from_slice(&chunk);
            }
        })
    };

    let http = reqwest::Client::new();
    let mut watch = Watch::default();
    let mut tally = Tally::default();
    let mut events_seen = 0;
    let mut said = game.said.clone();
    loop {
        let over = game.over();
        // The person's holdings now (their view, refreshed), and what Discord said in public.
        let now = if over {
            BTreeSet::new()
        } else {
            let hand = format!("{}:{}:hand", game.table, t.version(game.table));
            let view = blocking(|| t.click("u1", &hand));
            view.iter()
                .filter(|o| o["to"] == "u1")
                .find_map(|o| (secrets.held)(o["text"].as_str().unwrap_or("")))
                .unwrap_or_default()
        };
        let named: BTreeSet<String> = said
            .iter()
            .filter(|o| public(o))
            .flat_map(|o| (secrets.mentions)(&words(o)))
            .collect();
        watch.checkpoint(now, &named);
        tally.most_secret = tally.most_secret.max(watch.secret.len());

        // Everything a spectator can fetch now.
        let version = t.version(game.table);
        let mut bodies = Vec::new();
        for path in ["", "/replay", "/board.svg", "/log.txt"] {
            bodies.push((
                path.to_string(),
                fetch(&http, &t.url(&format!("/t/{token}{path}")), &mut tally).await,
            ));
        }
        let steps = data_steps(&bodies[1].1)
            .unwrap_or_else(|| panic!("{id}: the replay page has no data-steps"));
        let step = format!("/step/{steps}");
        bodies.push((
            step.clone(),
            fetch(&http, &t.url(&format!("/t/{token}{step}")), &mut tally).await,
        ));
        // The live event of this version, and whatever came before it.
        let start = Instant::now();
        let wanted = format!("\"version\":{version}");
        loop {
            let got = events.lock().expect("events").clone();
            if String::from_utf8_lossy(&got[events_seen..]).contains(&wanted)
                || String::from_utf8_lossy(&got).contains(&wanted)
            {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "{id}: no live event of version {version} within 10 s"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let got = events.lock().expect("events").clone();
        tally.event_bytes += got.len() - events_seen;
        bodies.push(("/events".into(), got[events_seen..].to_vec()));
        events_seen = got.len();

        let old = old_lines(&secrets, &watch.secret, &game.said);
        for (path, body) in &bodies {
            if let Some(leak) = leak(&secrets, &watch.secret, &old, body) {
                panic!(
                    "{id}, step {}: /t/<link>{path} {leak} (held secretly: {:?})",
                    tally.steps, watch.secret
                );
            }
        }
        if over {
            break;
        }
        let out = blocking(|| game.step(&mut t))
            .unwrap_or_else(|| panic!("{id}: nobody could act before the end"));
        said = out;
        tally.steps += 1;
        assert!(tally.steps < 2_000, "{id}: the game does not end");
    }
    stream.abort();
    eprintln!("{id}: {tally:?}");
    assert!(tally.requests >= 5 * tally.steps, "{tally:?}");
    assert!(tally.event_bytes > 0, "{id}: live events came: {tally:?}");
}

/// GET `url`: must succeed; its body. A 429 (the per-client rate limit: a whole game
/// fetched after every move asks faster than a person would) is waited out as its
/// Retry-After says, as a polite client does.
async fn fetch(http: &reqwest::Client, url: &str, tally: &mut Tally) -> Vec<u8> {
    let start = Instant::now();
    loop {
        let r = http
            .get(url)
            .send()
            .await
            .unwrap_or_else(|e| panic!("GET {url}: {e}"));
        if r.status() == reqwest::StatusCode::TOO_MANY_REQUESTS {
            let wait = r
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.trim().parse::<u64>().ok())
                .unwrap_or(1);
            tally.limited += 1;
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "GET {url}: still limited after 120 s"
            );
            tokio::time::sleep(Duration::from_secs(wait.clamp(1, 10))).await;
            continue;
        }
        assert!(r.status().is_success(), "GET {url}: {}", r.status());
        let body = r
            .bytes()
            .await
            .unwrap_or_else(|e| panic!("{url}: {e}"))
            .to_vec();
        tally.requests += 1;
        tally.bytes += body.len();
        return body;
    }
}

/// The replay page's number of steps (`data-steps="N"`).
fn data_steps(html: &[u8]) -> Option<usize> {
    let html = String::from_utf8_lossy(html);
    let rest = html.split("data-steps=\"").nth(1)?;
    rest.split('"').next()?.parse().ok()
}

/// A leak in `body`, described: a secret token named in any reading of it (as text, with tags
/// and entities undone, and the same for every string of a JSON body or of each event's
/// data), or a private view served. Lines Discord already published (`old`, normalised) are
/// no news when the web repeats them (a move log keeps naming a card that was discarded in
/// public before it went back into a hand): they are taken out before the search.
fn leak(
    secrets: &Secrets,
    secret: &BTreeSet<String>,
    old: &[String],
    body: &[u8],
) -> Option<String> {
    let raw = String::from_utf8_lossy(body).to_string();
    let mut readings = vec![text_of(&raw)];
    let mut strings = Vec::new();
    let jsons = raw
        .lines()
        .filter_map(|l| l.strip_prefix("data:"))
        .map(str::trim)
        .chain(std::iter::once(raw.trim()));
    for j in jsons {
        if let Ok(v) = serde_json::from_str::<Value>(j) {
            collect_strings(&v, &mut strings);
        }
    }
    readings.extend(strings.iter().map(|s| text_of(s)));
    for r in &readings {
        let mut fresh = normalised(r);
        for line in old {
            fresh = fresh.replace(line.as_str(), " ");
        }
        let named: Vec<String> = (secrets.mentions)(&fresh)
            .intersection(secret)
            .cloned()
            .collect();
        if !named.is_empty() {
            return Some(format!("names {named:?}: {}", around(&fresh, &named[0])));
        }
        if (secrets.held)(r).is_some_and(|h| !h.is_empty()) {
            return Some(format!("carries a private view: {}", around(r, "")));
        }
    }
    None
}

/// Text with Discord's bold marks dropped and every run of whitespace one space: a line reads
/// the same in a Discord message and on a page.
fn normalised(text: &str) -> String {
    text.replace("**", "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Discord's public lines so far that name a token of `secret`, normalised.
fn old_lines(secrets: &Secrets, secret: &BTreeSet<String>, said: &[Value]) -> Vec<String> {
    let mut out: Vec<String> = said
        .iter()
        .filter(|o| public(o))
        .flat_map(|o| words(o).lines().map(normalised).collect::<Vec<_>>())
        .filter(|l| !(secrets.mentions)(l).is_disjoint(secret))
        .collect();
    out.sort();
    out.dedup();
    // The longest first, so that a line inside another does not leave the rest of it behind.
    out.sort_by_key(|l| std::cmp::Reverse(l.len()));
    out
}

fn collect_strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|v| collect_strings(v, out)),
        Value::Object(o) => o.values().for_each(|v| collect_strings(v, out)),
        _ => {}
    }
}

/// HTML or SVG as a reader sees it: tags become spaces, entities their characters.
fn text_of(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    unescape(&out)
}

/// Undoes HTML's character references (named ones HTML escaping makes, and numeric ones).
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        let end = after.find(';').filter(|e| *e <= 10);
        let decoded = end.and_then(|e| {
            let name = &after[1..e];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => name
                    .strip_prefix("#x")
                    .or_else(|| name.strip_prefix("#X"))
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, e))
        });
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &after[e + 1..];
            }
            None => {
                out.push('&');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A short excerpt of `text` around `needle`.
fn around(text: &str, needle: &str) -> String {
    let at = text.find(needle).unwrap_or(0);
    let start = text[..at]
        .char_indices()
        .rev()
        .nth(80)
        .map_or(0, |(i, _)| i);
    text[start..]
        .chars()
        .take(200)
        .collect::<String>()
        .replace('\n', " ⏎ ")
}

/// Runs blocking script I/O without holding up the runtime's other tasks.
fn blocking<T>(f: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(f)
}

#[test]
fn the_readings_find_a_card_however_it_is_written() {
    let secrets = equation_hi_lo_secrets();
    let secret: BTreeSet<String> = ["Gold 7".to_string()].into();
    for body in [
        "<p>Gold 7</p>",
        "<text>Gold</text> <text>7</text>",
        "<p>Gold&#32;7</p>",
        "event: table\ndata: {\"text\":\"Gold\\u00207\"}\n\n",
    ] {
        assert!(
            leak(&secrets, &secret, &[], body.as_bytes()).is_some(),
            "{body}"
        );
    }
    assert!(leak(&secrets, &secret, &[], b"<p>Gold 9 and Black 7</p>").is_none());
    // A line Discord published before is no news; the same card in a new line is.
    let old = [normalised("Ann shows **Gold 7** to all.")];
    let page = b"<li>Ann shows <strong>Gold 7</strong>\n to all.</li>";
    assert!(leak(&secrets, &secret, &old, page).is_none());
    let page = b"<li>Ann shows <strong>Gold 7</strong> to all.</li><li>Bo holds Gold 7</li>";
    assert!(leak(&secrets, &secret, &old, page).is_some());
    assert_eq!(unescape("a&amp;b&lt;&#x41;&#66;&bogus;"), "a&b<AB&bogus;");
}

fn equation_hi_lo_secrets() -> Secrets {
    registry::GAMES
        .iter()
        .find(|e| e.engine.id() == "equation-hi-lo")
        .expect("registered")
        .secrets
}

#[test]
fn a_card_named_in_public_is_no_longer_secret_and_a_new_one_is() {
    let mut w = Watch::default();
    w.checkpoint(["a", "b"].map(String::from).into(), &BTreeSet::new());
    assert_eq!(w.secret.len(), 2);
    // b is shown openly; c arrives secretly.
    w.checkpoint(
        ["a", "b", "c"].map(String::from).into(),
        &["b".to_string()].into(),
    );
    assert_eq!(w.secret, ["a", "c"].map(String::from).into());
    // b named again later does not make it secret again, nor does keeping it.
    w.checkpoint(["a", "b", "c"].map(String::from).into(), &BTreeSet::new());
    assert_eq!(w.secret, ["a", "c"].map(String::from).into());
}
