//! `tabula script`: the core's JSON-lines driver (`commands::script`) over standard input and
//! output, one output line per message Tabula would send or edit; with `--web ADDR`, the web
//! pages (issue 46) served beside it over the same core.
use crate::web;
use commands::script::Script;
use commands::store::Location;
use std::io::{BufRead, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// Runs a whole script from `input` to `output`.
pub fn run(
    input: impl BufRead,
    mut output: impl Write,
    db: Option<PathBuf>,
    seed: Option<u64>,
    images: Option<PathBuf>,
    web: Option<SocketAddr>,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut script = Script::new(db, seed)?;
    if let Some(dir) = images {
        script = script.with_images(dir)?;
    }
    // With the pages served, `PUBLIC_URL` gives boards their "View on the web" link too, as
    // in Discord.
    let public_url = match web {
        Some(_) => public_url()?,
        None => None,
    };
    if public_url.is_some() {
        script = script.with_public_url(public_url.clone())?;
    }
    let script = Arc::new(Mutex::new(script));
    // The runtime lives as long as the script: dropping it stops the pages.
    let served = match web {
        Some(addr) => Some(serve(addr, &script, public_url)?),
        None => None,
    };
    for line in input.lines() {
        let line = line?;
        let mut script = script.lock().unwrap_or_else(|p| p.into_inner());
        for out in script.line(&line) {
            writeln!(output, "{out}")?;
        }
        if let Some((_, server)) = &served {
            if restarts(&line) {
                // A new core: its commits reach the live pages too.
                server.watch(script.core());
            }
        }
        drop(script);
        output.flush()?;
    }
    Ok(())
}

/// Whether `line` is the driver's `restart` (which replaces the core).
fn restarts(line: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(line)
        .is_ok_and(|v| v.get("restart") == Some(&serde_json::Value::Bool(true)))
}

/// `PUBLIC_URL` from the environment, checked as the bot checks it.
fn public_url() -> Result<Option<String>, Box<dyn std::error::Error>> {
    Ok(std::env::var("PUBLIC_URL")
        .ok()
        .filter(|v| !v.trim().is_empty())
        .map(|v| crate::config::parse_public_url(v.trim()))
        .transpose()?)
}

/// Starts the web pages on a runtime of their own threads and says where on stderr.
fn serve(
    addr: SocketAddr,
    script: &Arc<Mutex<Script>>,
    public_url: Option<String>,
) -> Result<(tokio::runtime::Runtime, web::WebServer), Box<dyn std::error::Error>> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let mut options = web::Options::new(public_url);
    options.poll_versions = matches!(
        script.lock().unwrap_or_else(|p| p.into_inner()).location(),
        Location::Postgres(_)
    );
    let source = web::Source::Script(Arc::clone(script));
    let server = runtime.block_on(web::start(addr, source, options))?;
    eprintln!("web pages at http://{}", server.addr);
    Ok((runtime, server))
}
