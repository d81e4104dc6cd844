//! Headless Chromium through chromedriver, for the web pages' browser tests (issue 46).
//!
//! Each [`Browser`] starts its own chromedriver on a free port and one session in a fresh
//! profile folder, so tests running in parallel share nothing. Dropping it ends the session
//! (which quits Chromium) and kills chromedriver, also when the test panicked.
//!
//! Console errors are read through chromedriver's log endpoint (`goog:loggingPrefs`
//! `{browser: ALL}`, then `POST /session/{id}/se/log`): nothing is injected into the pages,
//! whose Content-Security-Policy would refuse it anyway.
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Where Debian's package puts chromedriver (`.ci/run` installs it); `CHROMEDRIVER` overrides.
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The flags without which headless Chromium waits on Google's hosts in a closed network.
const FLAGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
];

/// How a session is opened.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub width: u32,
    pub height: u32,
    /// `false` starts Chromium with scripts off (`--blink-settings=scriptEnabled=false`), as a
    /// reader who turned JavaScript off sees the pages.
    pub javascript: bool,
}

impl Options {
    pub fn sized(width: u32, height: u32) -> Options {
        Options {
            width,
            height,
            javascript: true,
        }
    }
}

/// The chromedriver binary, or `None` (with the reason printed loudly) when it is missing
/// outside CI. In CI (`CI` set, as `.ci/run` does) a missing browser fails the test.
pub fn chromedriver() -> Option<PathBuf> {
    let path = std::env::var_os("CHROMEDRIVER")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(CHROMEDRIVER));
    if path.is_file() {
        return Some(path);
    }
    if std::env::var_os("CI").is_some() {
        panic!(
            "{} is missing and CI is set: the browser tests cannot be skipped in CI \
             (.ci/run installs chromium and chromium-driver)",
            path.display()
        );
    }
    eprintln!(
        "\n!!!!!!!!\n!!! SKIPPED: {} is missing, so this browser test did not run.\n!!! \
         Install Debian's chromium and chromium-driver (as .ci/run does) to run it.\n!!!!!!!!\n",
        path.display()
    );
    None
}

/// One chromedriver and one headless Chromium session.
pub struct Browser {
    pub client: Client,
    driver: Child,
    /// chromedriver's address, `http://127.0.0.1:PORT`.
    driver_url: String,
    session: String,
    http: reqwest::Client,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Starts chromedriver and a session; `None` when the test is to be skipped (see
    /// [`chromedriver`]).
    pub async fn start(options: Options) -> Option<Browser> {
        let binary = chromedriver()?;
        let started = Instant::now();
        let port = free_port();
        let driver = Command::new(&binary)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{} does not start: {e}", binary.display()));
        let driver_url = format!("http://127.0.0.1:{port}");
        let http = reqwest::Client::new();
        // From here on, a panic kills chromedriver: the guard owns it until the session exists.
        let mut guard = DriverGuard(Some(driver));
        wait_ready(&http, &driver_url).await;

        let profile = tempfile::tempdir().expect("a profile folder");
        let mut args: Vec<String> = FLAGS.iter().map(|f| f.to_string()).collect();
        args.push(format!("--user-data-dir={}", profile.path().display()));
        args.push(format!(
            "--window-size={},{}",
            options.width, options.height
        ));
        if !options.javascript {
            args.push("--blink-settings=scriptEnabled=false".into());
        }
        let caps = json!({
            "browserName": "chrome",
            "goog:chromeOptions": { "args": args },
            "goog:loggingPrefs": { "browser": "ALL" },
        });
        let Value::Object(caps) = caps else {
            unreachable!("a JSON object literal")
        };
        let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&driver_url)
            .await
            .unwrap_or_else(|e| panic!("no Chromium session from chromedriver: {e}"));
        let session = client
            .session_id()
            .await
            .expect("the session's id")
            .expect("a session id");
        let browser = Browser {
            client,
            driver: guard.0.take().expect("chromedriver still owned"),
            driver_url,
            session,
            http,
            _profile: profile,
        };
        browser.resize(options.width, options.height).await;
        eprintln!("headless Chromium ready in {:?}", started.elapsed());
        Some(browser)
    }

    /// Sets the viewport (the page's `innerWidth` x `innerHeight`) to `width` x `height`:
    /// the window is sized, then corrected by what the page reports, as a window's frame
    /// differs between headless modes.
    pub async fn resize(&self, width: u32, height: u32) {
        self.client
            .set_window_size(width, height)
            .await
            .expect("window resized");
        let inner = self
            .client
            .execute("return [window.innerWidth, window.innerHeight];", vec![])
            .await
            .expect("inner size");
        let (iw, ih) = (
            inner[0].as_u64().unwrap_or(width as u64) as u32,
            inner[1].as_u64().unwrap_or(height as u64) as u32,
        );
        if (iw, ih) != (width, height) {
            self.client
                .set_window_size(
                    width + width.saturating_sub(iw),
                    height + height.saturating_sub(ih),
                )
                .await
                .expect("window resized");
        }
    }

    /// Opens `url` and waits for its document to be complete.
    pub async fn open(&self, url: &str) {
        self.client
            .goto(url)
            .await
            .unwrap_or_else(|e| panic!("cannot open {url}: {e}"));
    }

    /// Runs `script` (a function body; `arguments` are `args`) in the page.
    pub async fn js(&self, script: &str, args: Vec<Value>) -> Value {
        self.client
            .execute(script, args)
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{script}"))
    }

    /// Polls `script` until it returns something truthy, for at most `deadline`; returns that
    /// value, or panics saying `what` did not happen.
    pub async fn wait_js(&self, script: &str, deadline: Duration, what: &str) -> Value {
        let start = Instant::now();
        loop {
            let v = self.js(script, vec![]).await;
            if truthy(&v) {
                return v;
            }
            if start.elapsed() > deadline {
                panic!("{what}: not within {deadline:?} (last: {v})");
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// An attribute of the first element matching `css`, `None` when absent or no element.
    pub async fn attr(&self, css: &str, name: &str) -> Option<String> {
        let v = self
            .js(
                "const e = document.querySelector(arguments[0]); \
                 return e ? e.getAttribute(arguments[1]) : null;",
                vec![json!(css), json!(name)],
            )
            .await;
        v.as_str().map(str::to_string)
    }

    /// How many elements match `css`.
    pub async fn count(&self, css: &str) -> usize {
        let v = self
            .js(
                "return document.querySelectorAll(arguments[0]).length;",
                vec![json!(css)],
            )
            .await;
        v.as_u64().unwrap_or(0) as usize
    }

    /// The outer HTML of the first element matching `css`.
    pub async fn outer_html(&self, css: &str) -> Option<String> {
        let v = self
            .js(
                "const e = document.querySelector(arguments[0]); return e ? e.outerHTML : null;",
                vec![json!(css)],
            )
            .await;
        v.as_str().map(str::to_string)
    }

    /// Clicks the first element matching `css`.
    pub async fn click(&self, css: &str) {
        self.client
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css}: {e}"))
            .click()
            .await
            .unwrap_or_else(|e| panic!("{css} not clickable: {e}"));
    }

    /// Presses and releases `key` on whatever has the focus, as a person's keyboard does.
    pub async fn press(&self, key: Key) {
        let k: char = key.into();
        let actions = KeyActions::new("keyboard".into())
            .then(KeyAction::Down { value: k })
            .then(KeyAction::Up { value: k });
        self.client
            .perform_actions(actions)
            .await
            .expect("key pressed");
    }

    /// The console messages logged since the last call (chromedriver hands each out once), as
    /// `(level, message)`.
    pub async fn console(&self) -> Vec<(String, String)> {
        let url = format!("{}/session/{}/se/log", self.driver_url, self.session);
        let response = self
            .http
            .post(&url)
            .header("content-type", "application/json")
            .body(json!({"type": "browser"}).to_string())
            .send()
            .await
            .unwrap_or_else(|e| panic!("chromedriver's log endpoint: {e}"));
        let body = response.text().await.expect("the log");
        let body: Value = serde_json::from_str(&body).expect("the log as JSON");
        let Some(entries) = body["value"].as_array() else {
            panic!("chromedriver's log endpoint answered {body}");
        };
        entries
            .iter()
            .map(|e| {
                (
                    e["level"].as_str().unwrap_or("?").to_string(),
                    e["message"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect()
    }

    /// The console errors (level SEVERE) logged since the last call to [`Browser::console`].
    pub async fn console_errors(&self) -> Vec<String> {
        self.console()
            .await
            .into_iter()
            .filter(|(level, _)| level == "SEVERE")
            .map(|(_, m)| m)
            .collect()
    }

    /// Writes a screenshot of the viewport to `target/web-shots/<name>.png` and returns its
    /// path (the folder is beside the test binaries, never committed).
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let png = self.client.screenshot().await.expect("a screenshot");
        let dir = shots_dir();
        std::fs::create_dir_all(&dir).expect("the screenshots' folder");
        let file = dir.join(format!("{name}.png"));
        std::fs::write(&file, png).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        eprintln!("screenshot: {}", file.display());
        file
    }

    /// Ends the session now (as [`Drop`] does, but awaited and checked).
    pub async fn quit(self) {
        // Drop deletes the session and kills chromedriver.
        drop(self);
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // A plain blocking request: Drop may run while unwinding, outside any runtime's help.
        // Deleting the session quits Chromium; then chromedriver goes.
        let _ = delete_session(&self.driver_url, &self.session);
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// Kills chromedriver if starting the session fails half-way.
struct DriverGuard(Option<Child>);

impl Drop for DriverGuard {
    fn drop(&mut self) {
        if let Some(mut child) = self.0.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// `target/web-shots`, found from the test binary's own path (`target/debug/deps/...`), so it
/// follows `CARGO_TARGET_DIR`.
pub fn shots_dir() -> PathBuf {
    let exe = Path::new(env!("CARGO_BIN_EXE_tabula"));
    exe.parent()
        .and_then(Path::parent)
        .map(|target| target.join("web-shots"))
        .unwrap_or_else(|| PathBuf::from("web-shots"))
}

fn truthy(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

/// A port nobody listens on now (the OS's pick, released at once for chromedriver).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Waits until chromedriver's `/status` says it is ready.
async fn wait_ready(http: &reqwest::Client, driver_url: &str) {
    let deadline = Duration::from_secs(30);
    let start = Instant::now();
    loop {
        let ready = match http.get(format!("{driver_url}/status")).send().await {
            Ok(r) => r.text().await.is_ok_and(|body| {
                serde_json::from_str::<Value>(&body).is_ok_and(|v| v["value"]["ready"] == true)
            }),
            Err(_) => false,
        };
        if ready {
            return;
        }
        if start.elapsed() > deadline {
            panic!("chromedriver at {driver_url} not ready within {deadline:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// `DELETE /session/{id}` over a plain socket, with a bounded wait.
fn delete_session(driver_url: &str, session: &str) -> std::io::Result<()> {
    let host = driver_url.trim_start_matches("http://");
    let mut stream = std::net::TcpStream::connect(host)?;
    stream.set_read_timeout(Some(Duration::from_secs(20)))?;
    write!(
        stream,
        "DELETE /session/{session} HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0\r\n\
         Connection: close\r\n\r\n"
    )?;
    // chromedriver keeps the connection open whatever the request says: read the answer's
    // head and its Content-Length of body, no further.
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let n = stream.read(&mut buf)?;
        if n == 0 {
            return Ok(());
        }
        answer.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&answer);
        if let Some(head_end) = text.find("\r\n\r\n") {
            let length = text[..head_end]
                .lines()
                .find_map(|l| {
                    let (k, v) = l.split_once(':')?;
                    k.eq_ignore_ascii_case("content-length")
                        .then(|| v.trim().parse::<usize>().ok())?
                })
                .unwrap_or(0);
            if answer.len() >= head_end + 4 + length {
                return Ok(());
            }
        }
    }
}
