//! The web server end to end (issue 46): a real core on a real database (SQLite, and
//! PostgreSQL for the cross-process stream), a real TCP listener, requests from reqwest.
use super::{guard, Options, Source, WebServer};
use commands::script::Script;
use commands::store::Location;
use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A script driver with the web pages served over its core.
struct Site {
    script: Arc<Mutex<Script>>,
    server: WebServer,
    base: String,
    client: reqwest::Client,
    /// The latest board message's hand button.
    hand: Option<String>,
}

async fn site() -> Site {
    site_with(Script::new(None, Some(7)).expect("a script"), |_| {}).await
}

async fn site_with(script: Script, tweak: impl FnOnce(&mut Options)) -> Site {
    let mut options = Options::new(Some("https://tabula.example".into()));
    options.poll_versions = matches!(script.location(), Location::Postgres(_));
    tweak(&mut options);
    let script = Arc::new(Mutex::new(script));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let server = super::serve(listener, Source::Script(Arc::clone(&script)), options).unwrap();
    Site {
        base: format!("http://{}", server.addr),
        script,
        server,
        client: reqwest::Client::new(),
        hand: None,
    }
}

/// Sends one driver line on `script`, outside the async threads.
fn line(script: &Arc<Mutex<Script>>, line: Value) -> Vec<Value> {
    tokio::task::block_in_place(|| {
        let out = script.lock().unwrap().line(&line.to_string());
        for o in &out {
            assert!(o.get("error").is_none(), "{line}: {o}");
        }
        out
    })
}

fn hand_of(out: &[Value]) -> Option<String> {
    out.iter()
        .filter(|o| o["delivery"]["kind"] == "board")
        .flat_map(|o| o["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .find(|id| id.ends_with(":hand"))
}

/// Opens and starts a tic-tac-toe table of u1 and u2 in c1 (guild g1).
fn start_table(script: &Arc<Mutex<Script>>) -> String {
    start_game(script, "tic-tac-toe")
}

/// Opens and starts a table of `game` for u1 and u2 in c1 (guild g1).
fn start_game(script: &Arc<Mutex<Script>>, game: &str) -> String {
    start_in(script, game, "c1")
}

fn start_in(script: &Arc<Mutex<Script>>, game: &str, channel: &str) -> String {
    line(
        script,
        json!({"user": "u1", "channel": channel, "command": "play", "options": {"game": game}}),
    );
    line(
        script,
        json!({"user": "u2", "channel": channel, "command": "join"}),
    );
    let out = line(
        script,
        json!({"user": "u1", "channel": channel, "command": "start"}),
    );
    hand_of(&out).expect("a board after start")
}

/// Plays one action of whoever can act (their first choice at every menu level).
fn act(script: &Arc<Mutex<Script>>, hand: &mut String) {
    act_in(script, hand, "c1")
}

fn act_in(script: &Arc<Mutex<Script>>, hand: &mut String, channel: &str) {
    for user in ["u1", "u2"] {
        let mut out = line(
            script,
            json!({"user": user, "channel": channel, "click": hand}),
        );
        loop {
            let choice = out
                .iter()
                .find(|o| o["to"] == user)
                .and_then(|v| v["components"].as_array().cloned())
                .unwrap_or_default()
                .into_iter()
                .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
                .find(|id| id.contains(":a."));
            let Some(choice) = choice else { break };
            out = line(
                script,
                json!({"user": user, "channel": channel, "click": choice}),
            );
            if out.iter().any(|o| o["to"] == "public") {
                if let Some(h) = hand_of(&out) {
                    *hand = h;
                }
                return;
            }
        }
    }
    panic!("nobody could act");
}

/// Whether the newest table has ended.
fn finished(script: &Arc<Mutex<Script>>) -> bool {
    tokio::task::block_in_place(|| {
        script
            .lock()
            .unwrap()
            .core()
            .read_page(|c| {
                Ok(
                    c.prepare("SELECT status FROM tables ORDER BY id DESC LIMIT 1")?
                        .query_row(commands::params![], |r| r.get::<String>(0))?,
                )
            })
            .expect("a table")
            != "playing"
    })
}

/// The newest table's link and id.
fn newest(script: &Arc<Mutex<Script>>) -> (String, i64) {
    tokio::task::block_in_place(|| newest_now(script))
}

fn newest_now(script: &Arc<Mutex<Script>>) -> (String, i64) {
    script
        .lock()
        .unwrap()
        .core()
        .read_page(|c| {
            Ok(
                c.prepare("SELECT web_token, id FROM tables ORDER BY id DESC LIMIT 1")?
                    .query_row(commands::params![], |r| Ok((r.get(0)?, r.get(1)?)))?,
            )
        })
        .expect("a table")
}

/// Runs `sql` on a connection of its own (autocommit), as another program would.
fn write(script: &Arc<Mutex<Script>>, sql: &str) {
    tokio::task::block_in_place(|| write_now(script, sql))
}

fn write_now(script: &Arc<Mutex<Script>>, sql: &str) {
    let location = script.lock().unwrap().location().clone();
    let conn = commands::store::connect(&location).expect("a connection");
    conn.prepare(sql)
        .and_then(|mut s| s.execute(commands::params![]))
        .expect(sql);
}

impl Site {
    fn start(&mut self) -> String {
        self.start_game("tic-tac-toe")
    }

    fn start_game(&mut self, game: &str) -> String {
        self.hand = Some(start_game(&self.script, game));
        newest(&self.script).0
    }

    fn act(&mut self) {
        let mut hand = self.hand.clone().expect("a started table");
        act(&self.script, &mut hand);
        self.hand = Some(hand);
    }

    async fn request(
        &self,
        method: Method,
        path: &str,
        headers: &[(&str, &str)],
    ) -> reqwest::Response {
        let mut r = self.client.request(method, format!("{}{path}", self.base));
        for (k, v) in headers {
            r = r.header(*k, *v);
        }
        r.send().await.expect("an answer")
    }

    async fn get(&self, path: &str) -> reqwest::Response {
        self.request(Method::GET, path, &[]).await
    }
}

fn assert_secure(what: &str, headers: &HeaderMap) {
    let h = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_else(|| panic!("{what}: no {name} in {headers:?}"))
            .to_string()
    };
    assert_eq!(h("content-security-policy"), guard::CSP, "{what}");
    assert!(h("content-security-policy").contains("default-src 'none'"));
    assert_eq!(h("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(h("referrer-policy"), "no-referrer", "{what}");
    assert_eq!(h("x-frame-options"), "DENY", "{what}");
    assert!(!h("cache-control").is_empty(), "{what}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_response_carries_the_security_headers() {
    let mut site = site().await;
    // A game with pictures.
    let token = site.start_game("quinox");
    site.act();
    let server_token = "ab".repeat(16);
    write(
        &site.script,
        &format!(
            "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
             VALUES ('g1', '', 'web_pages', '\"{server_token}\"', 'test', 0)"
        ),
    );
    for (path, status, content_type) in [
        (format!("/t/{token}"), 200, "text/html"),
        (format!("/t/{token}/replay?step=1"), 200, "text/html"),
        (format!("/t/{token}/step/1"), 200, "application/json"),
        (format!("/t/{token}/board.svg"), 200, "image/svg+xml"),
        (format!("/t/{token}/board.png"), 200, "image/png"),
        (format!("/t/{token}/log.txt"), 200, "text/plain"),
        (format!("/s/{server_token}"), 200, "text/html"),
        ("/assets/style.css".to_string(), 200, "text/css"),
        ("/assets/live.js".to_string(), 200, "text/javascript"),
        ("/assets/replay.js".to_string(), 200, "text/javascript"),
        ("/assets/DejaVuSans.ttf".to_string(), 200, "font/ttf"),
        ("/assets/DejaVuSans-Bold.ttf".to_string(), 200, "font/ttf"),
        (format!("/t/{}", "0".repeat(32)), 404, "text/html"),
        ("/nothing/here".to_string(), 404, "text/html"),
        (format!("/t/{token}/replay?step=x"), 404, "text/html"),
        (format!("/t/{}", "a".repeat(9000)), 414, "text/plain"),
    ] {
        let r = site.get(&path).await;
        let what = &path[..path.len().min(60)];
        assert_eq!(r.status().as_u16(), status, "{what}");
        let ct = r.headers()["content-type"].to_str().unwrap().to_string();
        assert!(ct.starts_with(content_type), "{what}: {ct}");
        assert_secure(what, r.headers());
        let body = r.bytes().await.unwrap();
        assert!(!body.is_empty(), "{what}");
        if path.ends_with(".png") {
            assert!(body.starts_with(b"\x89PNG"), "a PNG");
        }
    }
    // A player page, once the player has finished a game on the server.
    assert_eq!(
        site.get(&format!("/s/{server_token}/p/u1")).await.status(),
        StatusCode::NOT_FOUND
    );
    let mut hand = start_in(&site.script, "tic-tac-toe", "c2");
    while !finished(&site.script) {
        act_in(&site.script, &mut hand, "c2");
    }
    let r = site.get(&format!("/s/{server_token}/p/u1")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_secure("player", r.headers());
    // A season's page (issue 47): not found before the season exists, or for what is not
    // a season's number.
    let season = format!("/s/{server_token}/season/1");
    assert_eq!(site.get(&season).await.status(), StatusCode::NOT_FOUND);
    line(
        &site.script,
        json!({"user": "admin", "channel": "c2", "command": "season",
               "options": {"action": "start"}, "manage_server": true}),
    );
    let r = site.get(&season).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_secure("season", r.headers());
    for nonsense in ["0", "2", "x", "-1"] {
        let path = format!("/s/{server_token}/season/{nonsense}");
        assert_eq!(
            site.get(&path).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    // A tournament's page (issue 47): its standings and rounds; not found for an id that is
    // not one of this server's tournaments.
    let cup = format!("/s/{server_token}/tournament/1");
    assert_eq!(site.get(&cup).await.status(), StatusCode::NOT_FOUND);
    line(
        &site.script,
        json!({"user": "admin", "channel": "c3", "command": "tournament",
               "options": {"action": "create", "game": "quinox", "name": "Web <Cup>"},
               "manage_server": true}),
    );
    for u in ["u1", "u2", "u3"] {
        line(
            &site.script,
            json!({"user": u, "channel": "c3", "click": "tn:1:join"}),
        );
    }
    // Before the start: its entrants, nobody ranked yet.
    let html = site.get(&cup).await.text().await.unwrap();
    assert!(
        html.contains("Entrants (3)") && !html.contains("table class=\"standings\""),
        "{html}"
    );
    line(
        &site.script,
        json!({"user": "admin", "channel": "c3", "click": "tn:1:start", "manage_server": true}),
    );
    let r = site.get(&cup).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_secure("tournament", r.headers());
    let html = r.text().await.unwrap();
    for needle in [
        "<main id=\"tournament\" data-tournament=\"1\">",
        "<table class=\"standings\">",
        "data-round=\"1\"",
        "Web &lt;Cup&gt;",
        "href=\"/t/",
    ] {
        assert!(html.contains(needle), "{needle} in {html}");
    }
    let server = site
        .get(&format!("/s/{server_token}"))
        .await
        .text()
        .await
        .unwrap();
    assert!(
        server.contains(&format!("href=\"/s/{server_token}/tournament/1\"")),
        "{server}"
    );
    for nonsense in ["0", "2", "x", "-1"] {
        let path = format!("/s/{server_token}/tournament/{nonsense}");
        assert_eq!(
            site.get(&path).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    // The move log is a download.
    let r = site.get(&format!("/t/{token}/log.txt")).await;
    let disposition = r.headers()["content-disposition"].to_str().unwrap();
    assert!(
        disposition.starts_with("attachment; filename="),
        "{disposition}"
    );
    // Not modified, refused methods, bodies, oversized headers, the live stream.
    let page = site.get(&format!("/t/{token}")).await;
    let tag = page.headers()["etag"].to_str().unwrap().to_string();
    let r = site
        .request(
            Method::GET,
            &format!("/t/{token}"),
            &[("if-none-match", &tag)],
        )
        .await;
    assert_eq!(r.status(), StatusCode::NOT_MODIFIED);
    assert_secure("304", r.headers());
    let r = site
        .request(Method::POST, &format!("/t/{token}"), &[])
        .await;
    assert_eq!(r.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_secure("405", r.headers());
    let r = site
        .client
        .get(format!("{}/t/{token}", site.base))
        .body("x".repeat(100))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_secure("413", r.headers());
    let big = "b".repeat(9000);
    let r = site
        .request(Method::GET, &format!("/t/{token}"), &[("x-big", &big)])
        .await;
    assert_eq!(r.status(), StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE);
    assert_secure("431", r.headers());
    let r = site.get(&format!("/t/{token}/events")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/event-stream"));
    assert_secure("events", r.headers());
}

/// The parts of a response another answer must equal byte for byte (the date aside).
async fn shape(r: reqwest::Response) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let status = r.status().as_u16();
    let mut headers: Vec<(String, String)> = r
        .headers()
        .iter()
        .filter(|(k, _)| k.as_str() != "date")
        .map(|(k, v)| (k.to_string(), v.to_str().unwrap_or_default().to_string()))
        .collect();
    headers.sort();
    (status, headers, r.bytes().await.unwrap().to_vec())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_revoked_and_turned_off_links_answer_alike() {
    let mut site = site().await;
    let old = site.start();
    let table = newest(&site.script).1;
    assert_eq!(
        site.get(&format!("/t/{old}")).await.status(),
        StatusCode::OK
    );
    let unknown = shape(site.get(&format!("/t/{}", "0".repeat(32))).await).await;
    assert_eq!(unknown.0, 404);
    let malformed = shape(site.get("/t/not-a-link").await).await;
    assert_eq!(malformed, unknown);
    for nonsense in ["/t/%FF%FE", "/t/%FF/step/1", "/s/%C0/p/%FF"] {
        assert_eq!(shape(site.get(nonsense).await).await, unknown, "{nonsense}");
    }
    // Revoked: the table has a new link; the old one answers as if it never existed.
    let new = commands::store::links::new_token();
    write(
        &site.script,
        &format!("UPDATE tables SET web_token = '{new}' WHERE id = {table}"),
    );
    for path in [
        "",
        "/replay",
        "/events",
        "/step/0",
        "/board.svg",
        "/board.png",
        "/log.txt",
    ] {
        let revoked = shape(site.get(&format!("/t/{old}{path}")).await).await;
        assert_eq!(revoked, unknown, "{path}");
    }
    assert_eq!(
        site.get(&format!("/t/{new}")).await.status(),
        StatusCode::OK
    );
    // The server turns web links off: the live link answers the same.
    write(
        &site.script,
        "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
         VALUES ('g1', '', 'web_links', 'false', 'test', 0)",
    );
    let off = shape(site.get(&format!("/t/{new}")).await).await;
    assert_eq!(off, unknown);
    // Server pages: unknown and off alike.
    let server = shape(site.get(&format!("/s/{}", "ab".repeat(16))).await).await;
    assert_eq!(server, unknown);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_is_rendered_once_per_version_and_revalidated_by_etag() {
    let mut site = site().await;
    let token = site.start();
    let path = format!("/t/{token}");
    let first = site.get(&path).await;
    assert_eq!(
        first.headers()["cache-control"].to_str().unwrap(),
        "no-cache"
    );
    let tag = first.headers()["etag"].to_str().unwrap().to_string();
    let body = first.text().await.unwrap();
    assert!(body.contains("id=\"table\""), "{body}");
    let renders = site.server.app.cache.renders();
    // A reload renders nothing: the same bytes from the cache, or 304 with the tag.
    let again = site.get(&path).await;
    assert_eq!(again.headers()["etag"].to_str().unwrap(), tag);
    assert_eq!(again.text().await.unwrap(), body);
    let r = site
        .request(Method::GET, &path, &[("if-none-match", &tag)])
        .await;
    assert_eq!(r.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(r.headers()["etag"].to_str().unwrap(), tag);
    assert!(r.bytes().await.unwrap().is_empty());
    assert_eq!(site.server.app.cache.renders(), renders, "nothing rendered");
    // HEAD answers the headers alone.
    let head = site.request(Method::HEAD, &path, &[]).await;
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(head.headers()["etag"].to_str().unwrap(), tag);
    // A move is a new version: a new tag, a new page.
    site.act();
    let r = site
        .request(Method::GET, &path, &[("if-none-match", &tag)])
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_ne!(r.headers()["etag"].to_str().unwrap(), tag);
    assert_ne!(r.text().await.unwrap(), body);
    assert_eq!(site.server.app.cache.renders(), renders + 1);
    // Assets are kept an hour and revalidated.
    let css = site.get("/assets/style.css").await;
    assert!(css.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("max-age="));
    let tag = css.headers()["etag"].to_str().unwrap().to_string();
    let r = site
        .request(Method::GET, "/assets/style.css", &[("if-none-match", &tag)])
        .await;
    assert_eq!(r.status(), StatusCode::NOT_MODIFIED);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_get_and_head_are_answered() {
    let mut site = site().await;
    let token = site.start();
    for method in [
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::OPTIONS,
    ] {
        for path in [format!("/t/{token}"), "/nowhere".to_string()] {
            let r = site.request(method.clone(), &path, &[]).await;
            assert_eq!(
                r.status(),
                StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path}"
            );
            assert_eq!(r.headers()["allow"].to_str().unwrap(), "GET, HEAD");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_past_its_rate_gets_429_with_retry_after() {
    let site = site_with(Script::new(None, Some(1)).unwrap(), |o| {
        o.rate = 0.5;
        o.burst = 5.0;
    })
    .await;
    let mut statuses = Vec::new();
    for _ in 0..8 {
        let r = site.get("/assets/style.css").await;
        statuses.push(r.status().as_u16());
        if r.status() == StatusCode::TOO_MANY_REQUESTS {
            let wait: u64 = r.headers()["retry-after"]
                .to_str()
                .unwrap()
                .parse()
                .unwrap();
            assert!((1..=2).contains(&wait), "{wait}");
            assert_secure("429", r.headers());
        }
    }
    assert_eq!(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
    // Another client (a trusted proxy's forwarded one) has its own bucket; an untrusted
    // peer's header changes nothing.
    let r = site
        .request(
            Method::GET,
            "/assets/style.css",
            &[("x-forwarded-for", "9.9.9.9")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    let proxied = site_with(Script::new(None, Some(1)).unwrap(), |o| {
        o.rate = 0.5;
        o.burst = 1.0;
        o.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    })
    .await;
    for client in ["9.9.9.1", "9.9.9.2", "9.9.9.3"] {
        let r = proxied
            .request(
                Method::GET,
                "/assets/style.css",
                &[("x-forwarded-for", client)],
            )
            .await;
        assert_eq!(r.status(), StatusCode::OK, "{client}");
    }
    let r = proxied
        .request(
            Method::GET,
            "/assets/style.css",
            &[("x-forwarded-for", "9.9.9.1")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
}

/// An open live stream, read event by event.
struct Stream {
    response: reqwest::Response,
    buffer: String,
}

impl Stream {
    async fn open(base: &str, token: &str) -> Stream {
        let response = reqwest::get(format!("{base}/t/{token}/events"))
            .await
            .expect("the stream opens");
        assert_eq!(response.status(), StatusCode::OK);
        Stream {
            response,
            buffer: String::new(),
        }
    }

    /// The next event's name and data before `deadline`; `None` when the stream ended.
    async fn next(&mut self, deadline: Instant) -> Option<(String, String)> {
        loop {
            while let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut name = String::new();
                let mut data = String::new();
                for l in block.lines() {
                    if let Some(v) = l.strip_prefix("event:") {
                        name = v.trim().to_string();
                    } else if let Some(v) = l.strip_prefix("data:") {
                        data.push_str(v.trim_start());
                    }
                }
                if !name.is_empty() {
                    return Some((name, data));
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match tokio::time::timeout(left, self.response.chunk()).await {
                Ok(Ok(Some(chunk))) => self.buffer.push_str(&String::from_utf8_lossy(&chunk)),
                Ok(Ok(None)) => return None,
                Ok(Err(e)) => panic!("the stream broke: {e}"),
                Err(_) => panic!("no event before the deadline; so far {:?}", self.buffer),
            }
        }
    }

    async fn version(&mut self, deadline: Instant) -> i64 {
        let (name, data) = self.next(deadline).await.expect("an event");
        assert_eq!(name, "table", "{data}");
        let fragments: Value = serde_json::from_str(&data).expect("JSON");
        for field in ["stage", "title", "board", "text", "players", "moves"] {
            assert!(fragments.get(field).is_some(), "{field} in {fragments}");
        }
        fragments["version"].as_i64().expect("a version")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_reaches_every_open_stream_within_a_second() {
    let mut site = site().await;
    let token = site.start();
    let mut a = Stream::open(&site.base, &token).await;
    let mut b = Stream::open(&site.base, &token).await;
    let soon = || Instant::now() + Duration::from_secs(10);
    let v = a.version(soon()).await;
    assert_eq!(b.version(soon()).await, v);
    let renders = site.server.app.cache.renders();
    for k in 1..=3 {
        site.act();
        let committed = Instant::now();
        let within = committed + Duration::from_secs(1);
        assert_eq!(a.version(within).await, v + k, "move {k}");
        assert_eq!(b.version(within).await, v + k, "move {k}");
    }
    assert_eq!(site.server.app.hub.streams(), 2);
    assert_eq!(site.server.app.hub.open(), 2);
    // A page reconnecting with the version it has is not sent it again.
    let mut again = site
        .client
        .get(format!("{}/t/{token}/events", site.base))
        .header("last-event-id", (v + 3).to_string())
        .send()
        .await
        .unwrap();
    let first = tokio::time::timeout(Duration::from_secs(10), again.chunk())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    let first = String::from_utf8_lossy(&first).to_string();
    assert!(
        first.contains("retry:") && !first.contains("event:"),
        "{first}"
    );
    drop(again);
    // One rendering per version for both pages.
    assert_eq!(site.server.app.cache.renders(), renders + 3);
    drop((a, b));
    // The hub forgets a link whose pages went.
    let deadline = Instant::now() + Duration::from_secs(10);
    while site.server.app.hub.streams() > 0
        || site.server.app.hub.open() > 0
        || !site.server.app.hub.is_idle()
    {
        assert!(Instant::now() < deadline, "the streams are dropped");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn revoking_a_link_ends_its_open_streams() {
    let mut site = site().await;
    let token = site.start();
    let table = newest(&site.script).1;
    let mut stream = Stream::open(&site.base, &token).await;
    stream
        .version(Instant::now() + Duration::from_secs(10))
        .await;
    let new = commands::store::links::new_token();
    write(
        &site.script,
        &format!("UPDATE tables SET web_token = '{new}' WHERE id = {table}"),
    );
    // Another program's write: found by the periodic check.
    let deadline = Instant::now() + super::live::RECHECK * 3;
    let (name, _) = stream.next(deadline).await.expect("an event");
    assert_eq!(name, "gone");
    assert!(stream.next(deadline).await.is_none(), "the stream ends");
    // Turning the server's links off ends the new link's streams too.
    let mut stream = Stream::open(&site.base, &new).await;
    stream
        .version(Instant::now() + Duration::from_secs(10))
        .await;
    write(
        &site.script,
        "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
         VALUES ('g1', '', 'web_links', 'false', 'test', 0)",
    );
    let deadline = Instant::now() + super::live::RECHECK * 3;
    assert_eq!(stream.next(deadline).await.expect("an event").0, "gone");
    assert!(stream.next(deadline).await.is_none(), "the stream ends");
    assert_eq!(
        site.get(&format!("/t/{new}/events")).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_the_server_ends_its_streams() {
    let mut site = site().await;
    let token = site.start();
    let mut stream = Stream::open(&site.base, &token).await;
    stream
        .version(Instant::now() + Duration::from_secs(10))
        .await;
    let started = Instant::now();
    let Site { server, .. } = site;
    server.stop(Duration::from_secs(5)).await;
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert!(stream
        .next(Instant::now() + Duration::from_secs(5))
        .await
        .is_none());
}

/// Two cores on one PostgreSQL database, as two processes: one plays, the other serves the
/// page. A PostgreSQL connection owns a runtime of its own, which may not be dropped on an
/// async thread: the runtime here is built and dropped by hand, before the cores.
#[test]
fn on_postgres_another_process_commit_reaches_a_stream_within_a_second() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let url = pg_test::server().fresh_database();
    let player = Arc::new(Mutex::new(
        Script::at(Location::Postgres(url.clone()), None, Some(3)).expect("the playing core"),
    ));
    let viewer = Script::at(Location::Postgres(url), None, Some(3)).expect("the serving core");
    let site = runtime.block_on(async {
        let mut hand = start_table(&player);
        let (token, table) = newest(&player);
        let site = site_with(viewer, |_| {}).await;
        let mut stream = Stream::open(&site.base, &token).await;
        let v = stream
            .version(Instant::now() + Duration::from_secs(10))
            .await;
        for k in 1..=2 {
            act(&player, &mut hand);
            let within = Instant::now() + Duration::from_secs(1);
            assert_eq!(stream.version(within).await, v + k, "move {k}");
        }
        // A link revoked by the other process ends the stream as quickly.
        write(
            &player,
            &format!(
                "UPDATE tables SET web_token = '{}' WHERE id = {table}",
                commands::store::links::new_token()
            ),
        );
        let within = Instant::now() + Duration::from_secs(1);
        assert_eq!(stream.next(within).await.expect("an event").0, "gone");
        site
    });
    drop(runtime);
    drop(site);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_that_cannot_be_made_answers_500_and_the_server_goes_on() {
    let mut site = site().await;
    let token = site.start();
    let table = newest(&site.script).1;
    write(
        &site.script,
        &format!("UPDATE tables SET state = 'not a saved game', version = version + 1 WHERE id = {table}"),
    );
    let r = site.get(&format!("/t/{token}")).await;
    assert_eq!(r.status(), StatusCode::INTERNAL_SERVER_ERROR);
    assert_secure("500", r.headers());
    let body = r.text().await.unwrap();
    assert!(!body.contains("not a saved game"), "{body}");
    let r = site.get(&format!("/t/{token}/events")).await;
    assert_eq!(r.status(), StatusCode::INTERNAL_SERVER_ERROR);
    // Other pages are still served.
    assert_eq!(site.get("/assets/style.css").await.status(), StatusCode::OK);
}

/// Issue 48: every page in its reader's language.
mod languages {
    use super::*;

    async fn page(site: &Site, path: &str, headers: &[(&str, &str)]) -> (HeaderMap, String) {
        let r = site.request(Method::GET, path, headers).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        let headers = r.headers().clone();
        (headers, r.text().await.unwrap())
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_german_browser_reads_german_pages_and_the_switch_wins_over_it() {
        let mut site = site().await;
        let token = site.start();
        site.act();
        let path = format!("/t/{token}");
        let german = [("accept-language", "de-DE,de;q=0.9,en;q=0.8")];
        let (headers, de) = page(&site, &path, &german).await;
        assert!(de.contains("<html lang=\"de\">"), "{de}");
        assert!(
            de.contains("<h2>Spieler</h2>") && de.contains("<h2>Züge</h2>"),
            "{de}"
        );
        assert!(de.contains("Gezeigt von Tabula"), "{de}");
        assert!(!de.contains("<h2>Players</h2>"), "{de}");
        assert_eq!(headers["vary"].to_str().unwrap(), "accept-language");
        // The language menu: each language by its own name, this page in it, German marked.
        assert!(
            de.contains("<nav class=\"langs\" aria-label=\"Sprachen\">"),
            "{de}"
        );
        assert!(
            de.contains("<a href=\"?lang=fr\" hreflang=\"fr\" lang=\"fr\">Français</a>"),
            "{de}"
        );
        assert!(de.contains("hreflang=\"de\" lang=\"de\" aria-current=\"true\">Deutsch<"));
        // The live stream asks the same as the page.
        assert!(
            de.contains(&format!("data-live=\"/t/{token}/events\"")),
            "{de}"
        );
        // The switch wins over the browser's language, and keeps itself in the page's links.
        let (headers, fr) = page(&site, &format!("{path}?lang=fr"), &german).await;
        assert!(
            fr.contains("<html lang=\"fr\">") && fr.contains("<h2>Joueurs</h2>"),
            "{fr}"
        );
        assert!(
            headers.get("vary").is_none(),
            "the address says the language"
        );
        assert!(
            fr.contains(&format!("data-live=\"/t/{token}/events?lang=fr\"")),
            "{fr}"
        );
        // Without either, English (the server has no language of its own).
        let (_, en) = page(&site, &path, &[]).await;
        assert!(en.contains("<html lang=\"en\">") && en.contains("<h2>Players</h2>"));
        // A browser asking for no language Tabula speaks reads the server's.
        write(
            &site.script,
            "INSERT INTO server_settings (guild, channel, key, value, set_by, set_at) \
             VALUES ('g1', '', 'language', '\"es\"', 'test', 0)",
        );
        let (_, es) = page(&site, &path, &[("accept-language", "ja, zh;q=0.5")]).await;
        assert!(
            es.contains("<html lang=\"es\">") && es.contains("<h2>Jugadas</h2>"),
            "{es}"
        );
        // The replay's links keep a chosen language; its step label is German.
        let (_, replay) = page(&site, &format!("{path}/replay?step=1&lang=de"), &[]).await;
        assert!(replay.contains("Zug 1 von"), "{replay}");
        assert!(replay.contains("href=\"?step=0&amp;lang=de\""), "{replay}");
        assert!(
            replay.contains("href=\"?step=1&amp;lang=fr\" hreflang=\"fr\""),
            "{replay}"
        );
        let step: Value = serde_json::from_str(
            &site
                .get(&format!("{path}/step/1?lang=pt-BR"))
                .await
                .text()
                .await
                .unwrap(),
        )
        .unwrap();
        assert!(
            step["label"].as_str().unwrap().starts_with("Jogada 1 de"),
            "{step}"
        );
        // Not found: in the reader's language too, alike for every dead link.
        let r = site
            .request(Method::GET, &format!("/t/{}", "0".repeat(32)), &german)
            .await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND);
        assert!(r
            .text()
            .await
            .unwrap()
            .contains("Dieser Link funktioniert nicht"));
    }

    /// The plain answers (issue 48): a refused request and a page that could not be made are
    /// said in the language the request asks for, like the pages, and vary with it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn refusals_and_server_errors_are_said_in_the_reader_s_language() {
        async fn said(r: reqwest::Response) -> (u16, Option<String>, String) {
            let status = r.status().as_u16();
            let vary = r
                .headers()
                .get("vary")
                .map(|v| v.to_str().unwrap().to_string());
            (status, vary, r.text().await.unwrap().trim_end().to_string())
        }
        let german = [("accept-language", "de-DE,de;q=0.9")];
        // A token a hundred seconds: no request of this test's gets one back.
        let mut site = site_with(Script::new(None, Some(7)).unwrap(), |o| {
            o.rate = 0.01;
            o.burst = 5.0;
        })
        .await;
        let token = site.start();
        let path = format!("/t/{token}");
        let r = site.request(Method::POST, &path, &german).await;
        assert_eq!(
            said(r).await,
            (
                405,
                Some("accept-language".into()),
                "Hier werden nur GET- und HEAD-Anfragen beantwortet.".into()
            )
        );
        let r = site.request(Method::DELETE, &path, &[]).await;
        assert_eq!(said(r).await.2, "Only GET and HEAD are answered here.");
        let big = "b".repeat(9000);
        let r = site
            .request(Method::GET, &format!("{path}?lang=es"), &[("x-big", &big)])
            .await;
        let (status, vary, text) = said(r).await;
        assert_eq!(status, 431);
        assert_eq!(vary, None, "the address says the language");
        assert_eq!(text, "Las cabeceras de la petición son demasiado grandes.");
        let r = site
            .client
            .get(format!("{}{path}", site.base))
            .header("accept-language", "fr")
            .body("x")
            .send()
            .await
            .unwrap();
        assert_eq!(
            said(r).await.2,
            "Les requêtes adressées ici ne doivent pas avoir de contenu."
        );
        let long = format!("{path}?lang=pt-BR&x={}", "x".repeat(9000));
        let (status, _, text) = said(site.request(Method::GET, &long, &[]).await).await;
        assert_eq!((status, text.as_str()), (414, "O endereço é longo demais."));
        // Past the rate (the refusals above took none of it): German, then the
        // pseudo-language, bracketed.
        for _ in 0..5 {
            assert_eq!(site.get("/assets/style.css").await.status(), StatusCode::OK);
        }
        let r = site
            .request(Method::GET, "/assets/style.css", &german)
            .await;
        assert_eq!(
            said(r).await,
            (
                429,
                Some("accept-language".into()),
                "Zu viele Anfragen; bitte warte einen Moment.".into()
            )
        );
        let r = site.get("/assets/style.css?lang=en-XA").await;
        let (status, _, text) = said(r).await;
        assert_eq!(status, 429);
        assert!(text.starts_with('⟦') && text.ends_with('⟧'), "{text}");
        // A page that cannot be made: a 500 in the reader's language, from the page and from
        // its live stream alike, with every header the guard puts on any answer.
        let mut site = super::site().await;
        let token = site.start();
        let table = newest(&site.script).1;
        write(
            &site.script,
            &format!("UPDATE tables SET state = 'not a saved game', version = version + 1 WHERE id = {table}"),
        );
        for path in [format!("/t/{token}"), format!("/t/{token}/events")] {
            let r = site.request(Method::GET, &path, &german).await;
            assert_secure("500", r.headers());
            assert_eq!(
                said(r).await,
                (
                    500,
                    Some("accept-language".into()),
                    "Bei uns ist etwas schiefgelaufen; bitte versuch es später noch einmal.".into()
                ),
                "{path}"
            );
        }
        let r = site.get(&format!("/t/{token}?lang=fr")).await;
        assert_eq!(
            said(r).await,
            (
                500,
                None,
                "Quelque chose a mal tourné de notre côté ; réessaie plus tard.".into()
            )
        );
        let r = site.get(&format!("/t/{token}")).await;
        assert_eq!(
            said(r).await.2,
            "Something went wrong on our side; please try again later."
        );
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_pseudo_language_brackets_every_word_of_the_frame() {
        let mut site = site().await;
        let token = site.start();
        site.act();
        let (_, pseudo) = page(&site, &format!("/t/{token}?lang=en-XA"), &[]).await;
        assert!(pseudo.contains("<html lang=\"en-XA\">"), "{pseudo}");
        for heading in pseudo.split("<h2>").skip(1) {
            let text = &heading[..heading.find("</h2>").unwrap()];
            assert!(text.starts_with('⟦') && text.ends_with('⟧'), "{text}");
        }
        let footer = pseudo.split("<footer class=\"site\"><p>").nth(1).unwrap();
        assert!(footer.starts_with('⟦'), "{footer}");
        let (_, replay) = page(&site, &format!("/t/{token}/replay?step=1&lang=en-XA"), &[]).await;
        for id in ["first", "prev", "play", "next", "last"] {
            let at = replay.find(&format!("id=\"{id}\"")).unwrap();
            let text = &replay[at..];
            let text = &text[text.find('>').unwrap() + 1..text.find("</a>").unwrap()];
            assert!(text.contains('⟦'), "{id}: {text}");
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn each_language_is_its_own_rendering_and_its_own_tag() {
        let mut site = site().await;
        let token = site.start();
        let path = format!("/t/{token}");
        let de = site
            .request(Method::GET, &path, &[("accept-language", "de")])
            .await;
        let de_tag = de.headers()["etag"].to_str().unwrap().to_string();
        let de_body = de.text().await.unwrap();
        let renders = site.server.app.cache.renders();
        // An English reader is never given the German rendering, nor a 304 for its tag.
        let en = site
            .request(
                Method::GET,
                &path,
                &[("accept-language", "en"), ("if-none-match", &de_tag)],
            )
            .await;
        assert_eq!(en.status(), StatusCode::OK);
        let en_tag = en.headers()["etag"].to_str().unwrap().to_string();
        assert_ne!(en_tag, de_tag);
        let en_body = en.text().await.unwrap();
        assert_ne!(en_body, de_body);
        assert!(en_body.contains("<html lang=\"en\">"));
        assert_eq!(site.server.app.cache.renders(), renders + 1);
        // Each language comes from the cache on its reload.
        let again = site
            .request(Method::GET, &path, &[("accept-language", "de")])
            .await;
        assert_eq!(again.headers()["etag"].to_str().unwrap(), de_tag);
        assert_eq!(again.text().await.unwrap(), de_body);
        let r = site
            .request(
                Method::GET,
                &path,
                &[("accept-language", "de"), ("if-none-match", &de_tag)],
            )
            .await;
        assert_eq!(r.status(), StatusCode::NOT_MODIFIED);
        assert_eq!(site.server.app.cache.renders(), renders + 1);
        // The chosen language is a rendering of its own (its links keep it).
        let chosen = site.get(&format!("{path}?lang=de")).await;
        assert_ne!(chosen.headers()["etag"].to_str().unwrap(), de_tag);
        // The live streams: one per language, each in its own.
        let open = |lang: &'static str| {
            let url = format!("{}/t/{token}/events?lang={lang}", site.base);
            async move {
                let response = reqwest::get(url).await.expect("the stream opens");
                assert_eq!(response.status(), StatusCode::OK);
                Stream {
                    response,
                    buffer: String::new(),
                }
            }
        };
        let mut de_stream = open("de").await;
        let mut en_stream = open("en").await;
        let soon = || Instant::now() + Duration::from_secs(10);
        let (_, de_data) = de_stream.next(soon()).await.unwrap();
        let (_, en_data) = en_stream.next(soon()).await.unwrap();
        assert!(de_data.contains("am Zug"), "{de_data}");
        assert!(en_data.contains("to play"), "{en_data}");
        site.act();
        let (_, de_data) = de_stream.next(soon()).await.unwrap();
        let (_, en_data) = en_stream.next(soon()).await.unwrap();
        assert!(
            de_data.contains("am Zug") && !de_data.contains("to play"),
            "{de_data}"
        );
        assert!(en_data.contains("to play"), "{en_data}");
    }
}
