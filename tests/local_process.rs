//! `tabula local`: a human seat typing numbers against random bots plays a game to the end.
use std::io::Write;
use std::process::{Command, Stdio};

fn run_local(args: &[&str], stdin: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("local")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_human_and_computer_players_play_quinox_to_the_final_scores() {
    let answers = "1\n".repeat(2_000);
    let (ok, stdout, stderr) = run_local(
        &[
            "quinox",
            "--players",
            "2",
            "--humans",
            "1",
            "--bots",
            "easy",
            "--seed",
            "3",
        ],
        &answers,
    );
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Bot (easy)"), "{stdout}");
    assert!(stdout.contains("== Final scores"), "{stdout}");
    let (ok, _, stderr) = run_local(&["quinox", "--humans", "0", "--bots", "easy"], "");
    assert!(!ok && stderr.contains("--bots needs"), "{stderr}");
    let (ok, _, stderr) = run_local(&["quinox", "--players", "2", "--bots", "hard"], "");
    assert!(!ok && stderr.contains("easy, normal or strong"), "{stderr}");
}

#[test]
fn a_human_and_a_bot_play_to_the_final_scores() {
    // "9" is out of range at first (the prompt asks again); then always the first choice.
    let answers = format!("9\nx\n{}", "1\n".repeat(400));
    let (ok, stdout, stderr) = run_local(
        &[
            "eight-quilibrium",
            "--players",
            "2",
            "--humans",
            "1",
            "--seed",
            "4",
        ],
        &answers,
    );
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("Type a number from 1 to"),
        "bad answers are asked again"
    );
    assert!(
        stdout.contains("Your hand"),
        "the human sees their private view"
    );
    assert!(stdout.contains("== Final scores"), "{stdout}");
}

#[test]
fn bad_arguments_are_explained() {
    let (ok, _, stderr) = run_local(&["chess"], "");
    assert!(!ok);
    assert!(stderr.contains("no game called"), "{stderr}");
    let (ok, _, stderr) = run_local(&["eight-quilibrium", "--players", "3", "--humans", "4"], "");
    assert!(!ok);
    assert!(stderr.contains("--humans"), "{stderr}");
    let (ok, _, stderr) = run_local(&["eight-quilibrium", "--players", "9", "--humans", "0"], "");
    assert!(!ok);
    assert!(
        stderr.contains("2-6 players") || stderr.contains("full"),
        "{stderr}"
    );
}

#[test]
fn presets_variants_and_rounds_can_be_chosen() {
    // A human in an Enigma match of two rounds, always taking the first choice.
    let answers = "1\n".repeat(1500);
    let (ok, stdout, stderr) = run_local(
        &[
            "eight-quilibrium",
            "--players",
            "4",
            "--humans",
            "1",
            "--seed",
            "5",
            "--preset",
            "enigma",
            "--rounds",
            "2",
        ],
        &answers,
    );
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Your team: A (with Bot 3)"), "{stdout}");
    assert!(stdout.contains("Round 2 begins"), "{stdout}");
    assert!(stdout.contains("== Final scores"), "{stdout}");
    let (ok, stdout, stderr) = run_local(
        &[
            "eight-quilibrium",
            "--players",
            "3",
            "--humans",
            "0",
            "--seed",
            "6",
            "--variants",
            "fog,wind",
        ],
        "",
    );
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Wind of Change"), "{stdout}");
    assert!(stdout.contains("face-down"), "{stdout}");
    // Options that do not fit the table are refused with the reason.
    let (ok, _, stderr) = run_local(
        &[
            "eight-quilibrium",
            "--players",
            "3",
            "--humans",
            "0",
            "--preset",
            "enigma",
        ],
        "",
    );
    assert!(!ok);
    assert!(stderr.contains("4 or 6 players"), "{stderr}");
    let (ok, _, stderr) = run_local(
        &[
            "eight-quilibrium",
            "--players",
            "3",
            "--humans",
            "0",
            "--variants",
            "chess",
        ],
        "",
    );
    assert!(!ok);
    assert!(stderr.contains("no variant called"), "{stderr}");
}

/// With `--images`, the boards and the human's views are drawn into the folder and the
/// terminal says where.
#[test]
fn local_draws_pictures_into_the_images_folder() {
    let dir = tempfile::tempdir().unwrap();
    let images = dir.path().join("pictures");
    let answers = "1\n".repeat(400);
    let (ok, stdout, stderr) = run_local(
        &[
            "eight-quilibrium",
            "--players",
            "2",
            "--humans",
            "1",
            "--seed",
            "4",
            "--images",
            images.to_str().unwrap(),
        ],
        &answers,
    );
    assert!(ok, "{stderr}");
    let board = stdout
        .lines()
        .find_map(|l| l.strip_prefix("(board picture: "))
        .and_then(|l| l.strip_suffix(')'))
        .expect("the board picture's file is named");
    let view = stdout
        .lines()
        .find_map(|l| l.strip_prefix("(picture of your view: "))
        .and_then(|l| l.strip_suffix(')'))
        .expect("the human's view picture is named");
    for file in [board, view] {
        let bytes = std::fs::read(file).unwrap();
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{file} is a PNG");
        assert!(file.starts_with(images.to_str().unwrap()));
    }
}

#[test]
fn a_human_plays_relinquish_to_the_final_scores() {
    // Always the first choice: the menus list a move that goes forward first (a Confirm that
    // would be accepted, the cards still to pick), so the game moves on to its end.
    let answers = "1\n".repeat(6000);
    let (ok, stdout, stderr) = run_local(
        &[
            "relinquish",
            "--players",
            "2",
            "--humans",
            "1",
            "--seed",
            "3",
        ],
        &answers,
    );
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Your hand ("), "the human sees their hand");
    assert!(stdout.contains("Populate"), "{stdout}");
    assert!(stdout.contains("== Final scores"), "{stdout}");
}

#[test]
fn a_human_plays_quinox_to_the_final_scores() {
    // Always the first choice: the pool tiles in pool order, the black face, the first free
    // space in coordinate order, the first target; Back always comes last.
    let answers = "1\n".repeat(3000);
    let (ok, stdout, stderr) = run_local(
        &["quinox", "--players", "2", "--humans", "1", "--seed", "5"],
        &answers,
    );
    assert!(ok, "{stderr}");
    assert!(stdout.contains(" places "), "{stdout}");
    assert!(stdout.contains("Free spaces for the next tile"), "{stdout}");
    assert!(stdout.contains("== Final scores"), "{stdout}");
}

#[test]
fn a_human_plays_equilibrix_project_to_the_final_scores() {
    // Always the first choice: a move on the Tree, the first field offered, the first
    // political step; Back always comes last. The round limit ends the game.
    let answers = "1\n".repeat(20_000);
    let (ok, stdout, stderr) = run_local(
        &[
            "equilibrix-project",
            "--players",
            "3",
            "--humans",
            "1",
            "--seed",
            "5",
        ],
        &answers,
    );
    assert!(ok, "{stderr}");
    assert!(stdout.contains("Your political map:"), "{stdout}");
    assert!(stdout.contains("Player 1 moves from "), "{stdout}");
    assert!(stdout.contains("puts a stone on"), "{stdout}");
    assert!(stdout.contains("== Final scores"), "{stdout}");
}

/// Issue 28, item 3: a newcomer's terminal. `tabula local quinox` needs no `--players` (the
/// game's smallest table); `help`, `rules` and `board` answer at any menu instead of only
/// repeating the range; a space's label is typed as in Discord (`n50`), not only its number;
/// the table as it stands is printed before a choice, and the final board at the end.
#[test]
fn a_newcomer_gets_help_rules_the_board_and_typed_labels() {
    let answers = format!("help\nrules\nboard\n1\n1\nn50\n{}", "1\n".repeat(3000));
    let (ok, stdout, stderr) = run_local(&["quinox", "--seed", "5"], &answers);
    assert!(ok, "{stderr}");
    assert!(
        stdout.contains("Type the number of your choice"),
        "help: {stdout}"
    );
    assert!(stdout.contains("Quinox (2 players)"), "rules: {stdout}");
    assert!(
        stdout.contains("== Quinox · table 1 =="),
        "the board: {stdout}"
    );
    assert!(stdout.contains(" at n50, "), "the typed space: {stdout}");
    assert!(!stdout.contains('`'), "no raw backticks in a terminal");
    assert_eq!(
        stdout.matches("run with --images DIR").count(),
        1,
        "the picture is pointed to once"
    );
    let end = stdout.rfind("== Final scores").expect("the final scores");
    assert!(
        stdout[end..].contains("game over"),
        "the final board follows the scores: {}",
        &stdout[end..]
    );

    // 8-quilibrium: everyone's hand size and tokens before each of your choices.
    let (ok, stdout, stderr) = run_local(&["eight-quilibrium", "--seed", "2"], &"1\n".repeat(3000));
    assert!(ok, "{stderr}");
    let before_you = stdout
        .split("--- Player 1 (you) ---")
        .next()
        .expect("a first choice");
    assert!(
        before_you.contains("== 8-quilibrium · table 1 =="),
        "{before_you}"
    );
    assert!(before_you.contains("tokens"), "{before_you}");

    // Equilibrix: its board as text, without Discord's `**`.
    let (ok, stdout, stderr) = run_local(&["equilibrix-project", "--seed", "5"], &"1\n".repeat(40));
    assert!(ok, "the input ends before the game: {stderr}");
    let before_you = stdout
        .split("--- Player 1 (you) ---")
        .next()
        .expect("a first choice");
    assert!(before_you.contains("Tree of Life"), "{before_you}");
    assert!(!before_you.contains("**"), "{before_you}");
}
