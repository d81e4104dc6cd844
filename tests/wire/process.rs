//! The real `tabula` binary as a child process, pointed at the fake Discord.

use fake_discord::FakeDiscord;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A running bot. Killed (SIGKILL) on drop if still running.
pub struct BotProcess {
    child: Option<Child>,
    log: PathBuf,
}

impl BotProcess {
    /// Starts the bot on `db` and waits until it is connected and registered.
    pub fn start(fake: &FakeDiscord, db: &Path, log: &Path) -> BotProcess {
        BotProcess::start_seeded(fake, db, log, None)
    }

    /// [`BotProcess::start`], with the deals fixed by `seed` (`TABULA_SEED`) when given.
    pub fn start_seeded(
        fake: &FakeDiscord,
        db: &Path,
        log: &Path,
        seed: Option<u64>,
    ) -> BotProcess {
        let sessions = fake.sessions();
        let stderr = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(log)
            .expect("open the bot log");
        let child = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", "fake-token")
            .env("DISCORD_API_BASE", fake.api_base())
            .env("DATABASE_PATH", db)
            .env("GUILD_ID", fake.guild().to_string())
            // serenity reports gateway events it could not parse only at DEBUG.
            // Picture render times come at DEBUG too (see `BotProcess::render_times`).
            .env(
                "RUST_LOG",
                "info,serenity=warn,serenity::client::dispatch=debug,tabula::discord::pictures=debug",
            )
            .env("NO_COLOR", "1")
            .envs(seed.map(|s| ("TABULA_SEED", s.to_string())))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .expect("start tabula");
        let bot = BotProcess {
            child: Some(child),
            log: log.to_path_buf(),
        };
        if let Err(e) = fake.wait_ready(sessions, Duration::from_secs(30)) {
            panic!("{e}\nbot log:\n{}", bot.log_text());
        }
        bot
    }

    /// SIGKILL: no shutdown code runs.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// How long each picture took to render in the bot (cache hits left out), as it logged
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

    /// Lines of the bot's log that show a wire problem: events serenity could not parse,
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
            })
            .map(str::to_string)
            .collect()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}
