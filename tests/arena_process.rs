//! `tabula arena` through the real binary: a tiny run prints one line per matchup with a
//! score, an interval and a verdict and exits 0; options it cannot run exit 2 with a message
//! that says why.
use std::process::{Command, Output};

fn arena(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("arena")
        .args(args)
        .output()
        .expect("tabula runs")
}

fn text(out: &[u8]) -> String {
    String::from_utf8_lossy(out).to_string()
}

#[test]
fn a_tiny_arena_prints_a_line_per_matchup() {
    let out = arena(&[
        "--game",
        "equation-hi-lo",
        "--players",
        "2",
        "--games",
        "2",
        "--iterations",
        "10",
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    for (line, opponent) in lines.iter().zip(["vs random", "vs 24 it.", "vs 1 it."]) {
        assert!(line.starts_with("Equation Hi-Lo 2p: 10 it. "), "{line}");
        for part in [
            opponent,
            "score ",
            "95% CI ",
            "2 games",
            "average place ",
            "bar ",
        ] {
            assert!(line.contains(part), "`{part}` missing in {line}");
        }
        assert!(
            line.ends_with(": met") || line.ends_with(": missed"),
            "{line}"
        );
    }
    // The same seed replays the same games.
    let again = arena(&[
        "--game",
        "equation-hi-lo",
        "--players",
        "2",
        "--games",
        "2",
        "--iterations",
        "10",
        "--against",
        "random",
    ]);
    let score = |l: &str| l.split(", average").next().unwrap().to_string();
    assert_eq!(score(&text(&again.stdout)), score(lines[0]));
}

#[test]
fn options_it_cannot_run_exit_2_and_say_why() {
    for (args, says) in [
        (&["--game", "chess"][..], "invalid value 'chess'"),
        (
            &["--game", "quinox", "--players", "3"],
            "Quinox seats 2 to 2 players, not 3",
        ),
        (&["--players", "40"], "no game seats 40 players"),
        (&["--iterations", "5", "--ms", "5"], "cannot be used with"),
        (&["--games", "0"], "invalid value '0'"),
        (&["--against", "nobody"], "invalid value 'nobody'"),
    ] {
        let out = arena(args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
