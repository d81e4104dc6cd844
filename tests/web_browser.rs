//! The web pages in a real browser (issue 46): Debian's headless Chromium, driven through
//! chromedriver, against the real `tabula script --web` process while tables are played
//! through its stdin.
//!
//! Every test starts its own process and its own browser. Without chromedriver the tests skip
//! loudly, except in CI (`CI` set by `.ci/run`), where a missing browser fails them.
use fantoccini::key::Key;
use serde_json::{json, Value};
use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::time::{Duration, Instant};

#[allow(dead_code)] // each test binary compiles the whole support module
mod web;

use web::browser::{Browser, Options};
use web::play::Game;
use web::tabula::Tabula;

/// What a page has to show within a second of a commit (issue 46); the waits themselves run
/// longer so that a failure reports the real delay.
const LIVE_WITHIN: Duration = Duration::from_secs(1);
/// A generous deadline for anything that must happen eventually.
const EVENTUALLY: Duration = Duration::from_secs(30);

/// The page's `<main id="table">` version, as a number (0 when absent).
const PAGE_VERSION: &str = "const m = document.querySelector('main#table'); \
     return m ? Number(m.dataset.version || 0) : 0;";

/// Layout facts a reader notices: horizontal scroll, and text drawn under 14 px (outside the
/// board's SVG, which scales as one picture; visually hidden text excluded).
const LAYOUT: &str = r#"
const small = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const n = walker.currentNode;
  const e = n.parentElement;
  if (!e || !n.textContent.trim() || e.closest('svg')) continue;
  const s = getComputedStyle(e);
  const r = e.getBoundingClientRect();
  if (s.display === 'none' || s.visibility === 'hidden' || r.width <= 1 || r.height <= 1) continue;
  const px = parseFloat(s.fontSize);
  if (px < 14) small.push(e.tagName.toLowerCase() + ' ' + px + 'px: ' + n.textContent.trim().slice(0, 40));
}
return {
  scroll: document.documentElement.scrollWidth,
  inner: window.innerWidth,
  small: small,
};
"#;

/// `svg` as the page's HTML parser makes it, whitespace between tags dropped and runs of
/// whitespace made one space: what two drawings of the same board are compared by.
const NORMALISED_SVG: &str = r#"
const norm = (s) => s.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
const d = document.createElement('div');
d.innerHTML = arguments[0];
const fromJson = d.querySelector('svg');
const onPage = document.querySelector('#board svg');
return [fromJson ? norm(fromJson.outerHTML) : null, onPage ? norm(onPage.outerHTML) : null];
"#;

/// Starts a browser at `width` x `height`, or `None` to skip (see `web::browser`).
async fn browser(width: u32, height: u32) -> Option<Browser> {
    Browser::start(Options::sized(width, height)).await
}

/// Runs blocking script I/O without holding up the runtime's other tasks.
fn blocking<T>(f: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(f)
}

/// Two people at a tic-tac-toe table (the example game: short, no secrets).
fn tic_tac_toe(t: &mut Tabula) -> Game {
    Game::open(t, "tic-tac-toe", &["u1", "u2"], json!({}))
}

/// One person and an easy bot at a one-round 8-quilibrium table: a short game with a board
/// picture (tic-tac-toe has none), the bot answering at once.
fn pictured(t: &mut Tabula) -> Game {
    assert!(
        registry::find("eight-quilibrium").is_some_and(|g| g.draws_pictures()),
        "8-quilibrium draws its board"
    );
    Game::open(
        t,
        "eight-quilibrium",
        &["u1"],
        json!({"rounds": 1, "bots": 1, "bot_level": "easy", "time": "async"}),
    )
}

/// Plays `game` to its end; returns the number of actions.
fn play_to_end(t: &mut Tabula, game: &mut Game) -> usize {
    let mut n = 0;
    while !game.over() {
        assert!(game.step(t).is_some(), "nobody could act before the end");
        n += 1;
        assert!(n < 2_000, "the game does not end");
    }
    n
}

/// The SVG string anywhere in a step's JSON (whatever field carries it).
fn svg_in(v: &Value) -> Option<String> {
    match v {
        Value::String(s) if s.contains("<svg") => Some(s.clone()),
        Value::Array(a) => a.iter().find_map(svg_in),
        Value::Object(o) => o.values().find_map(svg_in),
        _ => None,
    }
}

async fn get_json(url: &str) -> Value {
    let r = reqwest::get(url)
        .await
        .unwrap_or_else(|e| panic!("GET {url}: {e}"));
    assert!(r.status().is_success(), "GET {url}: {}", r.status());
    let body = r.text().await.unwrap_or_else(|e| panic!("{url}: {e}"));
    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{url} as JSON: {e}: {body}"))
}

/// Asserts the page in `b` has no horizontal scroll, no text under 14 px and no console
/// error; `what` names it in failures.
async fn assert_readable(b: &Browser, what: &str) {
    let layout = b.js(LAYOUT, vec![]).await;
    let (scroll, inner) = (
        layout["scroll"].as_u64().unwrap_or(u64::MAX),
        layout["inner"].as_u64().unwrap_or(0),
    );
    assert!(
        scroll <= inner,
        "{what}: scrolls sideways ({scroll} px of content in {inner} px)"
    );
    let small = layout["small"].as_array().cloned().unwrap_or_default();
    assert!(small.is_empty(), "{what}: text under 14 px: {small:?}");
    let errors = b.console_errors().await;
    assert!(errors.is_empty(), "{what}: console errors: {errors:?}");
}

/// The harness itself, on a page this test serves (no Tabula): a session starts, a script
/// from the same origin runs under a strict CSP and follows Server-Sent Events, console errors
/// are collected, key presses reach the page, and a screenshot is written.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_harness_drives_a_live_page() {
    let Some(b) = browser(400, 900).await else {
        return;
    };
    let server = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = server.local_addr().expect("its address");
    std::thread::spawn(move || {
        for stream in server.incoming() {
            let Ok(stream) = stream else { continue };
            std::thread::spawn(move || serve_probe(stream));
        }
    });
    b.open(&format!("http://{addr}/")).await;
    b.wait_js(
        "return document.body.dataset.events === '3';",
        EVENTUALLY,
        "three events reached the page",
    )
    .await;
    b.press(Key::Right).await;
    b.wait_js(
        "return document.body.dataset.key === 'ArrowRight';",
        EVENTUALLY,
        "the key press reached the page",
    )
    .await;
    let errors = b.console_errors().await;
    assert!(
        errors
            .iter()
            .any(|e| e.contains("probe: an error on purpose")),
        "the page's console error is collected: {errors:?}"
    );
    assert!(
        errors.iter().any(|e| e.contains("Content Security Policy")),
        "the CSP refused the inline script, and said so: {errors:?}"
    );
    assert_eq!(
        b.js("return document.body.dataset.inline || null;", vec![])
            .await,
        Value::Null,
        "the inline script did not run"
    );
    let layout = b.js(LAYOUT, vec![]).await;
    assert_eq!(layout["inner"], 400, "{layout}");
    assert_eq!(
        layout["small"].as_array().map(Vec::len),
        Some(1),
        "{layout}"
    );
    let shot = b.screenshot("harness-probe-400").await;
    let png = std::fs::read(&shot).expect("the screenshot");
    assert_eq!(&png[1..4], b"PNG");
    b.quit().await;
}

/// The probe page of [`the_harness_drives_a_live_page`], its script and its event stream.
fn serve_probe(mut stream: std::net::TcpStream) {
    let mut reader = BufReader::new(stream.try_clone().expect("the stream"));
    let mut request = String::new();
    if reader.read_line(&mut request).is_err() {
        return;
    }
    loop {
        let mut header = String::new();
        match reader.read_line(&mut header) {
            Ok(n) if n > 2 => continue,
            _ => break,
        }
    }
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let csp = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'";
    let (kind, body) = match path {
        "/" => (
            "text/html; charset=utf-8",
            "<!doctype html><html><head><meta charset=utf-8>\
             <meta name=viewport content=\"width=device-width\">\
             <script src=\"/probe.js\" defer></script></head>\
             <body><p>probe</p><small style=\"font-size:10px\">tiny</small>\
             <script>document.body.dataset.inline = 'ran';</script></body></html>"
                .to_string(),
        ),
        "/probe.js" => (
            "text/javascript",
            "console.error('probe: an error on purpose');\
             let n = 0;\
             const es = new EventSource('/events');\
             es.addEventListener('tick', () => { n += 1; document.body.dataset.events = String(n); });\
             document.addEventListener('keydown', (e) => { document.body.dataset.key = e.key; });"
                .to_string(),
        ),
        "/events" => {
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\
                        Cache-Control: no-store\r\nConnection: close\r\n\r\n";
            if stream.write_all(head.as_bytes()).is_err() {
                return;
            }
            for i in 0..3 {
                let _ = write!(stream, "event: tick\ndata: {{\"n\":{i}}}\n\n");
                let _ = stream.flush();
            }
            // Held open like a live page's stream, until the browser goes.
            let mut sink = [0u8; 64];
            let _ = std::io::Read::read(&mut stream, &mut sink);
            return;
        }
        _ => ("text/plain", "not found".to_string()),
    };
    let status = if kind == "text/plain" {
        "404 Not Found"
    } else {
        "200 OK"
    };
    let _ = write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Security-Policy: {csp}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
}

/// (a) A table's page follows the game live: after each move played through the script, the
/// page's `data-version` reaches the table's new version within a second and its move list
/// grows; at the end it shows the result, and (reloaded) the replay's scrubber.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_page_shows_each_move_within_a_second() {
    let Some(b) = browser(1280, 900).await else {
        return;
    };
    let mut t = Tabula::start(46);
    let mut game = blocking(|| tic_tac_toe(&mut t));
    let token = t.token(game.table);
    b.open(&t.url(&format!("/t/{token}"))).await;
    assert_eq!(
        b.attr("main#table", "data-live").await,
        Some(format!("/t/{token}/events")),
        "a running table's page is live"
    );
    let first = t.version(game.table);
    b.wait_js(
        &format!("return (() => {{ {PAGE_VERSION} }})() >= {first};"),
        EVENTUALLY,
        "the page shows the table as it is",
    )
    .await;
    b.wait_js(
        "const l = document.querySelector('#live'); return l && /live/i.test(l.textContent);",
        EVENTUALLY,
        "the page says it is live",
    )
    .await;

    let mut worst = Duration::ZERO;
    let mut moves = b.count("#moves li[data-move]").await;
    let mut n = 0;
    while !game.over() {
        blocking(|| game.step(&mut t)).expect("somebody can act");
        let committed = Instant::now();
        let version = t.version(game.table);
        b.wait_js(
            &format!("return (() => {{ {PAGE_VERSION} }})() >= {version};"),
            EVENTUALLY,
            &format!("the page reaches version {version}"),
        )
        .await;
        let took = committed.elapsed();
        worst = worst.max(took);
        assert!(
            took <= LIVE_WITHIN,
            "move {n}: the page showed version {version} after {took:?}"
        );
        let now = b.count("#moves li[data-move]").await;
        assert!(
            now > moves,
            "move {n}: the move list grew ({moves} -> {now})"
        );
        moves = now;
        n += 1;
    }
    eprintln!("live page: {n} moves, worst commit-to-page {worst:?}");

    // The end, live: the stage and the result.
    b.wait_js(
        "const m = document.querySelector('main#table'); return m && m.dataset.stage === 'finished';",
        EVENTUALLY,
        "the page shows the game ended",
    )
    .await;
    let text = b
        .js("return document.querySelector('#text').innerText;", vec![])
        .await;
    let result = game
        .said
        .iter()
        .rev()
        .find(|o| web::play::public(o) && web::play::words(o).contains("Final scores"))
        .map(web::play::words)
        .expect("the result in Discord");
    let named = result
        .lines()
        .filter(|l| l.contains("Final scores"))
        .count();
    assert!(named > 0);
    assert!(
        text.as_str().is_some_and(|s| s.contains("Final scores")),
        "the page shows the result: {text}"
    );
    // Reloaded, the ended table's page is its replay, at the last step, and no longer live.
    b.client.refresh().await.expect("reload");
    assert_eq!(b.attr("main#table", "data-live").await, None);
    let steps = b.attr("#replay", "data-steps").await.expect("a scrubber");
    assert_eq!(b.attr("#replay", "data-step").await, Some(steps.clone()));
    assert_eq!(b.attr("input#step", "max").await, Some(steps));
    let errors = b.console_errors().await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    b.quit().await;
}

/// (b) The replay of a finished game reaches every step, by the keyboard and by `?step=N`,
/// and each shows the board exactly as `/t/{token}/step/{n}` has it; autoplay advances, and
/// Home and End jump to the ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_reaches_every_step_as_stored() {
    let Some(b) = browser(1280, 900).await else {
        return;
    };
    let mut t = Tabula::start(47);
    let mut game = blocking(|| pictured(&mut t));
    blocking(|| play_to_end(&mut t, &mut game));
    let token = t.token(game.table);
    let replay = t.url(&format!("/t/{token}/replay"));

    b.open(&format!("{replay}?step=0")).await;
    let steps: usize = b
        .attr("#replay", "data-steps")
        .await
        .expect("data-steps")
        .parse()
        .expect("a number of steps");
    assert!(steps >= 5, "a finished game has steps: {steps}");
    assert_eq!(
        b.attr("#replay", "data-token").await.as_deref(),
        Some(&*token)
    );
    let stored: Vec<String> = {
        let mut out = Vec::new();
        for n in 0..=steps {
            let j = get_json(&t.url(&format!("/t/{token}/step/{n}"))).await;
            out.push(svg_in(&j).unwrap_or_else(|| panic!("step {n}'s JSON has no SVG: {j}")));
        }
        out
    };
    let board_is = |n: usize| {
        let b = &b;
        let svg = stored[n].clone();
        async move {
            let pair = b.js(NORMALISED_SVG, vec![json!(svg)]).await;
            assert!(pair[1].is_string(), "step {n}: no #board svg");
            assert_eq!(
                pair[0], pair[1],
                "step {n}: the board differs from the stored one"
            );
        }
    };
    let at_step = |n: usize| {
        let b = &b;
        async move {
            b.wait_js(
                &format!(
                    "const r = document.querySelector('#replay'); return r && r.dataset.step === '{n}';"
                ),
                EVENTUALLY,
                &format!("the replay at step {n}"),
            )
            .await;
        }
    };

    // The keyboard, from the deal to the end; the address follows.
    at_step(0).await;
    board_is(0).await;
    for n in 1..=steps {
        b.press(Key::Right).await;
        at_step(n).await;
        board_is(n).await;
        let url = b.client.current_url().await.expect("the address");
        assert!(
            url.query_pairs()
                .any(|(k, v)| k == "step" && v == n.to_string()),
            "the address follows the step: {url}"
        );
    }
    b.press(Key::Right).await;
    b.press(Key::Left).await;
    at_step(steps - 1).await;
    b.press(Key::Home).await;
    at_step(0).await;
    b.press(Key::End).await;
    at_step(steps).await;

    // Every step by its permalink.
    for n in 0..=steps {
        b.open(&format!("{replay}?step={n}")).await;
        at_step(n).await;
        board_is(n).await;
        assert_eq!(b.attr("input#step", "max").await, Some(steps.to_string()));
        let said = b.count("#moves li[data-move]").await;
        assert_eq!(
            said, steps,
            "step {n}: the whole move list beside the board"
        );
    }

    // Autoplay from the deal advances by itself; Space stops it.
    b.open(&format!("{replay}?step=0")).await;
    at_step(0).await;
    b.press(Key::Space).await;
    b.wait_js(
        "return Number(document.querySelector('#replay').dataset.step) >= 2;",
        EVENTUALLY,
        "autoplay advanced two steps",
    )
    .await;
    b.press(Key::Space).await;
    assert!(
        b.attr("a#log", "href")
            .await
            .is_some_and(|h| h.ends_with(&format!("/t/{token}/log.txt")) || h == "log.txt"),
        "the log's link"
    );
    let errors = b.console_errors().await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    b.quit().await;
}

/// (c) A link the host revokes (`/link new:true`) stops working: the open page says so within
/// seconds (its live stream ends), and loading the old link answers 404 with the page any
/// unknown link gets.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_link_stops_an_open_page() {
    let Some(b) = browser(1280, 900).await else {
        return;
    };
    let mut t = Tabula::start(48);
    let mut game = blocking(|| tic_tac_toe(&mut t));
    blocking(|| game.step(&mut t)).expect("a first move");
    let token = t.token(game.table);
    let page = t.url(&format!("/t/{token}"));
    b.open(&page).await;
    b.wait_js(
        "const l = document.querySelector('#live'); return l && /live/i.test(l.textContent);",
        EVENTUALLY,
        "the page is live",
    )
    .await;

    // The host gives the table a new link with `/link new:true`, as in Discord.
    let revoked = Instant::now();
    let answer = blocking(|| t.command("u1", "link", json!({"new": true})));
    let new = t.token(game.table);
    assert_ne!(new, token, "/link new:true gave a new link: {answer:?}");
    b.wait_js(
        "return /no longer works/i.test(document.body.innerText);",
        Duration::from_secs(10),
        "the open page says its link no longer works",
    )
    .await;
    eprintln!(
        "revoked link: the open page knew after {:?}",
        revoked.elapsed()
    );

    let old = reqwest::get(&page).await.expect("GET the old link");
    assert_eq!(old.status(), 404);
    let old = old.text().await.expect("its body");
    let unknown = reqwest::get(t.url(&format!("/t/{}", "0".repeat(32))))
        .await
        .expect("GET an unknown link");
    assert_eq!(unknown.status(), 404);
    assert_eq!(
        old,
        unknown.text().await.expect("its body"),
        "one 404 for both"
    );
    let fresh = reqwest::get(t.url(&format!("/t/{new}")))
        .await
        .expect("GET the new link");
    assert_eq!(fresh.status(), 200, "the new link works");
    b.open(&page).await;
    assert!(
        b.js("return document.body.innerText;", vec![])
            .await
            .as_str()
            .is_some_and(|s| !s.is_empty()),
        "the 404 page has words"
    );
    b.quit().await;
}

/// (d) Readable on a phone and a desktop: a running Quinox table, a finished Equilibrix game,
/// a season's and a tournament's pages and a server page at 400 and 1280 px wide, with no sideways scroll, no text under 14 px and
/// no console error. The screenshots are in `target/web-shots/` to look at.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_read_well_at_400_and_1280_px() {
    let Some(b) = browser(400, 900).await else {
        return;
    };
    let mut t = Tabula::start(49);
    let bots = |n: u32, more: Value| {
        let mut o = json!({"bots": n, "bot_level": "easy", "time": "async"});
        if let (Some(o), Some(more)) = (o.as_object_mut(), more.as_object()) {
            o.extend(more.clone());
        }
        o
    };
    // One table at a time in the channel: the finished games first, the running one last.
    let mut equilibrix = blocking(|| {
        Game::open(
            &mut t,
            "equilibrix-project",
            &["u1"],
            bots(2, json!({"turns": 2})),
        )
    });
    blocking(|| play_to_end(&mut t, &mut equilibrix));
    let equilibrix_token = t.token(equilibrix.table);
    // Issue 47: a season runs, so the server page shows its board beside the all-time one.
    t.send_ok(
        json!({"user": "admin", "channel": "c1", "command": "season",
                     "options": {"action": "start"}, "manage_server": true}),
    );
    // Two rated games between people: a player page draws its rating chart from the second.
    for _ in 0..2 {
        let mut ttt = blocking(|| tic_tac_toe(&mut t));
        blocking(|| play_to_end(&mut t, &mut ttt));
    }
    let mut running = blocking(|| Game::open(&mut t, "quinox", &["u1"], bots(1, json!({}))));
    for _ in 0..3 {
        blocking(|| running.step(&mut t)).expect("a Quinox move");
    }
    let running_token = t.token(running.table);
    // Issue 47: a tournament under way, its first round's table open in a thread.
    t.send_ok(
        json!({"user": "admin", "channel": "c7", "command": "tournament",
               "options": {"action": "create", "game": "quinox", "name": "Browser Cup"},
               "manage_server": true}),
    );
    for user in ["u1", "u2", "u3"] {
        t.send_ok(json!({"user": user, "channel": "c7", "click": "tn:1:join"}));
    }
    t.send_ok(
        json!({"user": "admin", "channel": "c7", "click": "tn:1:start", "manage_server": true}),
    );
    let server = t.open_server_pages("g1");

    let pages = [
        ("quinox-running", format!("/t/{running_token}")),
        ("equilibrix-finished", format!("/t/{equilibrix_token}")),
        // The server page last: its player link is followed below.
        ("season", format!("/s/{server}/season/1")),
        ("tournament", format!("/s/{server}/tournament/1")),
        ("server", format!("/s/{server}")),
    ];
    for (width, height) in [(400, 900), (1280, 900)] {
        b.resize(width, height).await;
        for (name, path) in &pages {
            b.open(&t.url(path)).await;
            let what = format!("{name} at {width} px");
            if *name == "server" {
                assert_eq!(b.count("main#server").await, 1, "{what}: a server page");
                assert_eq!(
                    b.count("table.leaderboard[data-board='season']").await,
                    1,
                    "{what}: the season's board"
                );
                assert!(
                    b.count("table.leaderboard[data-board='all']").await >= 1,
                    "{what}: the all-time boards"
                );
            } else if *name == "season" {
                assert_eq!(b.count("main#season").await, 1, "{what}: a season page");
            } else if *name == "tournament" {
                assert_eq!(
                    b.count("main#tournament table.standings").await,
                    1,
                    "{what}"
                );
                assert_eq!(
                    b.count("section.round[data-round='1'] a[href^='/t/']")
                        .await,
                    1,
                    "{what}: round 1's table, linked"
                );
            } else {
                assert_eq!(b.count("#board svg").await, 1, "{what}: the board");
            }
            assert_readable(&b, &what).await;
            b.screenshot(&format!("{name}-{width}")).await;
        }
    }
    // A player's page, reached from the server page, with its rating chart.
    let player = b
        .attr("main#server a[href*='/p/']", "href")
        .await
        .expect("a player's link on the server page");
    let player = t.url(&format!(
        "/{}",
        player.trim_start_matches(&t.base).trim_start_matches('/')
    ));
    for (width, height) in [(400, 900), (1280, 900)] {
        b.resize(width, height).await;
        b.open(&player).await;
        let what = format!("player at {width} px");
        assert_eq!(b.count("main#player").await, 1, "{what}");
        assert!(
            b.count("main#player section[data-game] svg.rating-chart")
                .await
                >= 1,
            "{what}: a rating chart after two rated games"
        );
        assert_readable(&b, &what).await;
        b.screenshot(&format!("player-{width}")).await;
    }
    b.quit().await;
}

/// (e) Without JavaScript the page still shows the board, and the replay's buttons are
/// links that step through it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_javascript_the_board_and_replay_links_work() {
    let Some(b) = Browser::start(Options {
        javascript: false,
        ..Options::sized(1280, 900)
    })
    .await
    else {
        return;
    };
    let mut t = Tabula::start(50);
    let mut game = blocking(|| pictured(&mut t));
    blocking(|| game.step(&mut t)).expect("a move");
    let token = t.token(game.table);
    b.open(&t.url(&format!("/t/{token}"))).await;
    assert_eq!(b.count("#board svg").await, 1, "the running table's board");
    let title = b
        .js(
            "const s = document.querySelector('#board svg'); \
             return [s.firstElementChild.tagName, s.firstElementChild.nextElementSibling.tagName];",
            vec![],
        )
        .await;
    assert_eq!(
        title,
        json!(["title", "desc"]),
        "the alt text leads the SVG"
    );

    blocking(|| play_to_end(&mut t, &mut game));
    b.open(&t.url(&format!("/t/{token}/replay?step=0"))).await;
    assert_eq!(b.attr("#replay", "data-step").await.as_deref(), Some("0"));
    let mut seen = HashSet::new();
    for n in 1..=3 {
        b.click("#next").await;
        b.wait_js(
            &format!("return document.querySelector('#replay').dataset.step === '{n}';"),
            EVENTUALLY,
            &format!("the Next link led to step {n}"),
        )
        .await;
        let url = b.client.current_url().await.expect("the address");
        assert!(url.as_str().ends_with(&format!("step={n}")), "{url}");
        let svg = b.outer_html("#board svg").await.expect("the board");
        assert!(seen.insert(svg), "step {n} shows its own board");
    }
    b.click("#first").await;
    b.wait_js(
        "return document.querySelector('#replay').dataset.step === '0';",
        EVENTUALLY,
        "the First link led to the deal",
    )
    .await;
    b.quit().await;
}
