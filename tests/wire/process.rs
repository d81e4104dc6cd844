//! The real `tabula` binary as a child process, pointed at the fake Discord.

use fake_discord::FakeDiscord;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// A running Tabula process. Killed (SIGKILL) on drop if still running.
pub struct TabulaProcess {
    child: Option<Child>,
    log: PathBuf,
    /// Copies Tabula's stderr from its pipe into `log` (for processes started with
    /// [`Output::Pipe`]).
    copier: Option<std::thread::JoinHandle<()>>,
}

/// Where Tabula's stderr goes: straight into the log file, or through a pipe the test copies
/// into it. Neither is a terminal, so neither may carry colour codes.
#[derive(Clone, Copy)]
pub enum Output {
    File,
    Pipe,
}

impl TabulaProcess {
    /// Starts Tabula on `db` and waits until it is connected and registered.
    pub fn start(fake: &FakeDiscord, db: &Path, log: &Path) -> TabulaProcess {
        TabulaProcess::start_seeded(fake, db, log, None)
    }

    /// [`TabulaProcess::start`], with the deals fixed by `seed` (`TABULA_SEED`) when given.
    pub fn start_seeded(
        fake: &FakeDiscord,
        db: &Path,
        log: &Path,
        seed: Option<u64>,
    ) -> TabulaProcess {
        let sessions = fake.sessions();
        let tabula = TabulaProcess::spawn_seeded(
            fake.api_base(),
            &fake.guild().to_string(),
            db,
            log,
            Output::File,
            seed,
        );
        if let Err(e) = fake.wait_ready(sessions, Duration::from_secs(60)) {
            panic!("{e}\nbot log:\n{}", tabula.log_text());
        }
        tabula
    }

    /// [`TabulaProcess::start`] with more environment (e.g. `PUBLIC_URL`, issue 46).
    pub fn start_with_env(
        fake: &FakeDiscord,
        db: &Path,
        log: &Path,
        more: &[(&str, String)],
    ) -> TabulaProcess {
        let sessions = fake.sessions();
        let mut env = vec![("DATABASE_PATH", db.display().to_string())];
        env.extend(more.iter().cloned());
        let guild = fake.guild().to_string();
        let tabula =
            TabulaProcess::spawn_with(fake.api_base(), &guild, &env, log, Output::File, None);
        if let Err(e) = fake.wait_ready(sessions, Duration::from_secs(60)) {
            panic!("{e}\nbot log:\n{}", tabula.log_text());
        }
        tabula
    }

    /// Starts Tabula against `api_base` (a fake Discord, or a closed port) without waiting
    /// for anything.
    pub fn spawn(
        api_base: &str,
        guild: &str,
        db: &Path,
        log: &Path,
        output: Output,
    ) -> TabulaProcess {
        TabulaProcess::spawn_seeded(api_base, guild, db, log, output, None)
    }

    /// [`TabulaProcess::spawn`], with the deals fixed by `seed` (`TABULA_SEED`) when given.
    pub fn spawn_seeded(
        api_base: &str,
        guild: &str,
        db: &Path,
        log: &Path,
        output: Output,
        seed: Option<u64>,
    ) -> TabulaProcess {
        let database = [("DATABASE_PATH", db.display().to_string())];
        TabulaProcess::spawn_with(api_base, guild, &database, log, output, seed)
    }

    /// Starts the bot with `env` naming its database (and shards); `guild` empty registers
    /// the commands globally.
    pub fn spawn_with(
        api_base: &str,
        guild: &str,
        env: &[(&str, String)],
        log: &Path,
        output: Output,
        seed: Option<u64>,
    ) -> TabulaProcess {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .expect("open the tabula log");
        let stderr = match output {
            Output::File => Stdio::from(file.try_clone().expect("log file handle")),
            Output::Pipe => Stdio::piped(),
        };
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", "fake-token")
            .env("DISCORD_API_BASE", api_base)
            // Each process serves its web pages on a port of its own: several run at once.
            .env("WEB_ADDR", "127.0.0.1:0")
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .envs((!guild.is_empty()).then_some(("GUILD_ID", guild)))
            // serenity reports gateway events it could not parse only at DEBUG.
            // Picture render times come at DEBUG too (see `TabulaProcess::render_times`).
            // No NO_COLOR: Tabula must see for itself that its stderr is no terminal.
            .env(
                "RUST_LOG",
                "info,serenity=warn,serenity::client::dispatch=debug,tabula::discord::pictures=debug",
            )
            .envs(seed.map(|s| ("TABULA_SEED", s.to_string())))
            // Bots at live tables pause a fifth of a second, not a second and a half.
            .env("BOT_PAUSE_MS", "200")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .expect("start tabula");
        let copier = child.stderr.take().map(|mut pipe| {
            let mut file = file;
            std::thread::spawn(move || {
                let _ = std::io::copy(&mut pipe, &mut file);
            })
        });
        TabulaProcess {
            child: Some(child),
            log: log.to_path_buf(),
            copier,
        }
    }

    /// Sends SIGTERM (what `docker stop` and systemd send) and waits up to `limit` for the
    /// process to end. Returns its status and how long it took, or `None` if it was still
    /// running at `limit` (it is then killed).
    pub fn terminate(&mut self, limit: Duration) -> Option<(ExitStatus, Duration)> {
        let mut child = self.child.take()?;
        let pid = libc::pid_t::try_from(child.id()).expect("pid");
        let sent = Instant::now();
        // SAFETY: kill(2) on our own child's pid, which has not been reaped yet.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0, "send SIGTERM");
        let ended = loop {
            match child.try_wait().expect("wait for tabula") {
                Some(status) => break Some((status, sent.elapsed())),
                None if sent.elapsed() >= limit => break None,
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        };
        if ended.is_none() {
            let _ = child.kill();
            let _ = child.wait();
        }
        if let Some(copier) = self.copier.take() {
            let _ = copier.join();
        }
        ended
    }

    /// Waits until the log has a line containing `needle`.
    pub fn wait_log(&self, needle: &str, limit: Duration) -> Result<(), String> {
        let deadline = Instant::now() + limit;
        while !self.log_text().contains(needle) {
            if Instant::now() >= deadline {
                return Err(format!(
                    "no {needle:?} in the tabula log after {limit:?}:\n{}",
                    self.log_text()
                ));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        Ok(())
    }

    /// SIGKILL: no shutdown code runs.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        if let Some(copier) = self.copier.take() {
            let _ = copier.join();
        }
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// How long each picture took to render in Tabula (cache hits left out), as it logged
    /// them.
    pub fn render_times(&self) -> Vec<Duration> {
        self.log_text()
            .lines()
            .filter(|l| l.contains("picture ready") && l.contains("rendered=true"))
            .filter_map(|l| {
                let (_, rest) = l.split_once("elapsed_us=")?;
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                digits.parse().ok().map(Duration::from_micros)
            })
            .collect()
    }

    /// Lines of Tabula's log that show a wire problem: events serenity could not parse,
    /// panics, errors.
    pub fn log_problems(&self) -> Vec<String> {
        self.log_text()
            .lines()
            // The one expected warning says the fake is in use.
            .filter(|l| !l.contains("DISCORD_API_BASE is set"))
            .filter(|l| {
                l.contains("unknown event")
                    || l.contains("Err deserializing")
                    || l.contains("panicked")
                    || l.contains("ERROR")
                    || l.contains(" WARN ")
                    // Colour codes: stderr is a file or a pipe, never a terminal here.
                    || l.contains('\x1b')
            })
            .map(str::to_string)
            .collect()
    }
}

impl Drop for TabulaProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
