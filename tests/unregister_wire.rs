//! `tabula unregister` against a fake Discord: the commands a bot registered in a server with
//! `GUILD_ID` are removed, so that they do not show twice once `GUILD_ID` is unset (issue 44).
#[allow(dead_code)]
mod wire;
use fake_discord::FakeDiscord;
use std::process::Command;
use std::time::Duration;
use wire::process::TabulaProcess;

fn unregister(fake: &FakeDiscord, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("unregister")
        .args(args)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_API_BASE", fake.api_base())
        .env("RUST_LOG", "warn")
        .output()
        .expect("tabula runs")
}

#[test]
fn unregister_removes_the_commands_registered_in_a_server() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().expect("fake Discord starts");
    let guild = fake.guild().to_string();
    // A bot started with GUILD_ID (the harness sets it to the fake's server) registers there.
    let mut tabula = TabulaProcess::start(&fake, &dir.path().join("t.db"), &dir.path().join("log"));
    tabula.terminate(Duration::from_secs(30));
    let registered = fake.commands();
    assert!(!registered.is_empty());
    assert!(registered.iter().all(|c| c["guild_id"] == guild.as_str()));
    let before = fake.registrations();

    let out = unregister(&fake, &["--guild", &guild]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(&format!(
            "removed the {} slash commands registered in server {guild}",
            registered.len()
        )),
        "{stdout}"
    );
    assert!(fake.commands().is_empty(), "{:?}", fake.commands());
    assert_eq!(fake.registrations(), before + 1);
    fake.report().assert_clean();

    // A server id that is no number is refused before anything is sent.
    let out = unregister(&fake, &["--guild", "my-server"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--guild must be a Discord server id"));
    assert_eq!(fake.registrations(), before + 1);
}
