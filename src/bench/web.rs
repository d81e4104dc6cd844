//! Phase 9 (issue 46): the web pages. How long a page takes to read and write, how soon a
//! commit reaches a thousand open live pages, what an open page costs in memory, and how many
//! requests a second a cached board answers.
//!
//! Everything runs in this process: the server (`crate::web`) on a tokio runtime of two
//! threads, and its clients, which share the machine's cores with it (so the requests a second
//! are a floor). The live clients are plain TCP connections reading the event stream's bytes, a
//! few kilobytes each, so the memory per page counts both ends of a connection.
use super::sim::TableSim;
use super::system::{resident_bytes, trim_heap, Samples};
use crate::web;
use commands::pages;
use commands::store::Location;
use commands::{Clock, Core, SystemClock};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// What the phase measured.
pub struct WebFigures {
    /// A table's whole page: its reads (the board and every move, replayed from the log) and
    /// its HTML, board SVG included.
    pub page: Samples,
    /// A replay step's page (reads and HTML).
    pub step: Samples,
    /// The board's SVG alone.
    pub svg: Samples,
    /// Commit returned to an open page's receipt of that version (or a later one).
    pub event: Samples,
    pub pages_open: usize,
    pub tables: usize,
    pub events_expected: usize,
    pub events_missing: usize,
    /// Resident bytes per open live page (both ends of its connection).
    pub bytes_per_page: f64,
    /// Requests a second for a cached board page, with bodies and as 304s.
    pub cached_rps: f64,
    pub cached: Samples,
    pub revalidated_rps: f64,
    pub revalidated: Samples,
}

/// The tables' web links, by channel.
fn tokens(location: &Location) -> anyhow::Result<HashMap<String, String>> {
    let conn = commands::store::connect(location)?;
    let mut stmt = conn.prepare("SELECT channel, web_token FROM tables")?;
    let rows = stmt.query_map([], |r| Ok((r.get::<String>(0)?, r.get::<String>(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Plays `t` until one of its inputs changed something public (a commit), at most `tries`.
fn commit_one(t: &mut TableSim, core: &Core, tries: usize) -> bool {
    (0..tries).any(|_| t.step(core).0 == super::sim::Kind::Durable)
}

/// Render times: each game, at moments of a game played by simulated people.
fn render_times(
    core: &Core,
    location: &Location,
    quick: bool,
) -> anyhow::Result<(Samples, Samples, Samples)> {
    let (mut page, mut step, mut svg) =
        (Samples::default(), Samples::default(), Samples::default());
    let site = web::html::Site {
        public_url: Some("https://tabula.example".into()),
    };
    let moves = if quick { 12 } else { 60 };
    for (g, engine) in registry::engines().enumerate() {
        let (min, _) = engine.players();
        let users = (0..min).map(|s| format!("r{g}u{s}")).collect();
        let channel = format!("render-{}", engine.id());
        let mut t = TableSim::new(
            "gr".into(),
            channel.clone(),
            engine.id(),
            "async",
            users,
            9 + g as u64,
        );
        while !t.is_playing() {
            t.step(core);
        }
        let token = tokens(location)?
            .remove(&channel)
            .ok_or_else(|| anyhow::anyhow!("no link for {channel}"))?;
        for m in 0..moves {
            if !commit_one(&mut t, core, 200) {
                break;
            }
            if m % 3 != 0 {
                continue;
            }
            let started = Instant::now();
            let made = core
                .read_page(|c| pages::table_page(c, &token, present_kit::words::Lang::En))
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            let Some(made) = made else { break };
            let html = web::html::table_page(
                &made,
                &token,
                &site,
                &web::html::Reader::of(present_kit::words::Lang::En),
            );
            page.push(started.elapsed());
            std::hint::black_box(html);
            if let Some(picture) = &made.picture {
                let started = Instant::now();
                std::hint::black_box(picture.svg());
                svg.push(started.elapsed());
            }
            let started = Instant::now();
            let shown = core
                .read_page(|c| pages::replay_step(c, &token, m / 2, present_kit::words::Lang::En))
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            if let Some(shown) = shown {
                std::hint::black_box(web::html::replay_page(
                    &shown,
                    &token,
                    &site,
                    &web::html::Reader::of(present_kit::words::Lang::En),
                ));
                step.push(started.elapsed());
            }
        }
    }
    Ok((page, step, svg))
}

/// The versions each live client saw: (client, version, when).
type Seen = Arc<Mutex<Vec<(usize, i64, Instant)>>>;

/// One live page: reads the event stream and notes each version with the time it arrived.
async fn live_client(
    addr: std::net::SocketAddr,
    token: String,
    client: usize,
    seen: Seen,
    ready: Arc<AtomicUsize>,
) {
    let Ok(mut stream) = TcpStream::connect(addr).await else {
        return;
    };
    let request = format!(
        "GET /t/{token}/events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n"
    );
    if stream.write_all(request.as_bytes()).await.is_err() {
        return;
    }
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    let mut counted = false;
    loop {
        line.clear();
        match reader.read_line(&mut line).await {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        if !counted && line.starts_with("HTTP/1.1 200") {
            counted = true;
            ready.fetch_add(1, Ordering::Relaxed);
        }
        // `data: {"version":N,…}`: the version is the fragments' first field.
        if let Some(at) = line.find("\"version\":") {
            let digits: String = line[at + 10..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if let Ok(v) = digits.parse::<i64>() {
                seen.lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push((client, v, Instant::now()));
            }
        }
    }
}

/// A keep-alive client asking for `path` again and again until `until`; each answer's time.
async fn cached_client(
    addr: std::net::SocketAddr,
    path: String,
    etag: Option<String>,
    until: Instant,
) -> anyhow::Result<Samples> {
    let stream = TcpStream::connect(addr).await?;
    let mut reader = BufReader::new(stream);
    let mut samples = Samples::default();
    let condition = etag
        .map(|e| format!("If-None-Match: {e}\r\n"))
        .unwrap_or_default();
    let request = format!("GET {path} HTTP/1.1\r\nHost: bench\r\n{condition}\r\n");
    let mut line = String::new();
    while Instant::now() < until {
        let started = Instant::now();
        reader.get_mut().write_all(request.as_bytes()).await?;
        let mut length = 0usize;
        loop {
            line.clear();
            if reader.read_line(&mut line).await? == 0 {
                anyhow::bail!("the server closed the connection");
            }
            if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = v.trim().parse()?;
            }
            if line == "\r\n" {
                break;
            }
        }
        let mut body = vec![0u8; length];
        reader.read_exact(&mut body).await?;
        samples.push(started.elapsed());
    }
    Ok(samples)
}

/// Runs the phase on a fresh database at `location`.
pub fn measure(location: &Location, quick: bool) -> anyhow::Result<WebFigures> {
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let core = Arc::new(Core::open_at(
        location,
        clock,
        commands::Switches::default(),
    )?);
    let (page, step, svg) = render_times(&core, location, quick)?;

    let (tables, pages_open, drive) = if quick {
        (10, 100, Duration::from_secs(3))
    } else {
        (100, 1_000, Duration::from_secs(10))
    };
    let mut sims: Vec<TableSim> = (0..tables)
        .map(|i| {
            let users = (0..2).map(|s| format!("w{i}u{s}")).collect();
            TableSim::new(
                "gw".into(),
                format!("web-{i}"),
                "eight-quilibrium",
                "live",
                users,
                100 + i as u64,
            )
        })
        .collect();
    for t in &mut sims {
        while !t.is_playing() {
            t.step(&core);
        }
    }
    let links = tokens(location)?;
    let token_of = |i: usize| links.get(&format!("web-{i}")).cloned();

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let mut options = web::Options::new(None);
    // Every client is 127.0.0.1: no rate limit here.
    options.rate = 1e9;
    options.burst = 1e9;
    let server = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        web::serve(listener, web::Source::Core(Arc::clone(&core)), options)
    })?;
    let addr = server.addr;

    trim_heap();
    let rss_before = resident_bytes();
    let seen: Seen = Arc::default();
    let ready = Arc::new(AtomicUsize::new(0));
    for p in 0..pages_open {
        let table = p % tables;
        let token = token_of(table).ok_or_else(|| anyhow::anyhow!("no link for table {table}"))?;
        runtime.spawn(live_client(
            addr,
            token,
            p,
            Arc::clone(&seen),
            Arc::clone(&ready),
        ));
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while ready.load(Ordering::Relaxed) < pages_open {
        anyhow::ensure!(
            Instant::now() < deadline,
            "only {} of {pages_open} live pages opened",
            ready.load(Ordering::Relaxed)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // Every page has had its first event (the version it opened at).
    std::thread::sleep(Duration::from_millis(500));
    let rss_open = resident_bytes();
    seen.lock().unwrap_or_else(|p| p.into_inner()).clear();

    // Commits at the tables in turn, at a steady pace, each noted with its version.
    let mut commits: Vec<(usize, i64, Instant)> = Vec::new();
    let started = Instant::now();
    let pace = drive / (tables as u32 * 20);
    let mut i = 0;
    while started.elapsed() < drive {
        let table = i % tables;
        i += 1;
        if !commit_one(&mut sims[table], &core, 50) {
            continue;
        }
        let at = Instant::now();
        let token = token_of(table).unwrap_or_default();
        if let Some((_, version)) = core
            .read_page(|c| pages::version_of(c, &token))
            .map_err(|e| anyhow::anyhow!("{e}"))?
        {
            commits.push((table, version, at));
        }
        std::thread::sleep(pace);
    }
    // Every page of a table must see each of its commits' versions (or a later one).
    let expected: usize = commits
        .iter()
        .map(|(table, ..)| (*table..pages_open).step_by(tables).count())
        .sum();
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut event;
    let mut missing;
    loop {
        // Each client's arrivals in order: its first arrival at or past a commit's version is
        // when that page showed the commit.
        let mut by_client: HashMap<usize, Vec<(i64, Instant)>> = HashMap::new();
        for (client, v, at) in seen.lock().unwrap_or_else(|p| p.into_inner()).iter() {
            by_client.entry(*client).or_default().push((*v, *at));
        }
        event = Samples::default();
        missing = 0;
        for (table, version, at) in &commits {
            for client in (*table..pages_open).step_by(tables) {
                let first = by_client
                    .get(&client)
                    .and_then(|a| a.iter().find(|(v, _)| v >= version));
                match first {
                    Some((_, t)) => event.push(t.saturating_duration_since(*at)),
                    None => missing += 1,
                }
            }
        }
        if missing == 0 || Instant::now() > deadline {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }

    // A cached board: the same page again and again, with its body and as 304s.
    let token = token_of(0).unwrap_or_default();
    let path = format!("/t/{token}");
    let etag = runtime.block_on(async {
        let mut stream = TcpStream::connect(addr).await?;
        stream
            .write_all(
                format!("GET {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n")
                    .as_bytes(),
            )
            .await?;
        let mut text = String::new();
        stream.read_to_string(&mut text).await?;
        Ok::<_, anyhow::Error>(text.lines().find_map(|l| {
            l.to_ascii_lowercase()
                .starts_with("etag:")
                .then(|| l[5..].trim().to_string())
        }))
    })?;
    let burst = |etag: Option<String>| -> anyhow::Result<(f64, Samples)> {
        let span = if quick {
            Duration::from_secs(1)
        } else {
            Duration::from_secs(4)
        };
        let until = Instant::now() + span;
        let started = Instant::now();
        let results = runtime.block_on(async {
            let clients: Vec<_> = (0..8)
                .map(|_| tokio::spawn(cached_client(addr, path.clone(), etag.clone(), until)))
                .collect();
            let mut all = Samples::default();
            for c in clients {
                all.extend(c.await??);
            }
            Ok::<_, anyhow::Error>(all)
        })?;
        Ok((
            results.len() as f64 / started.elapsed().as_secs_f64(),
            results,
        ))
    };
    let (cached_rps, cached) = burst(None)?;
    let (revalidated_rps, revalidated) = burst(etag)?;

    runtime.block_on(server.stop(Duration::from_secs(2)));
    runtime.shutdown_background();
    Ok(WebFigures {
        page,
        step,
        svg,
        event,
        pages_open,
        tables,
        events_expected: expected,
        events_missing: missing,
        bytes_per_page: rss_open.saturating_sub(rss_before) as f64 / pages_open as f64,
        cached_rps,
        cached,
        revalidated_rps,
        revalidated,
    })
}
