//! `tabula local`: a human seat typing numbers against random bots plays a game to the end.
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs `tabula local args` on `stdin` in an environment that names no language (English
/// unless `--lang` says otherwise).
fn run_local(args: &[&str], stdin: &str) -> (bool, String, String) {
    run_local_in(None, args, stdin)
}

/// [`run_local`] with the environment's `LANG` set to `lang` (issue 48: `tabula local` reads it).
fn run_local_in(lang: Option<&str>, args: &[&str], stdin: &str) -> (bool, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tabula"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang.unwrap_or("C.UTF-8"));
    let mut child = command
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

/// Runs `tabula local` with `stdin` written and the pipe left open, as a person at a terminal
/// who types nothing more: whether it ended by itself within a generous deadline (and how),
/// and its output.
fn run_local_open(args: &[&str], stdin: &str) -> (Option<bool>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("local")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let text = stdin.to_string();
    // Written from a thread (the child may stop reading); the pipe stays open until the end.
    let (keep, kept) = std::sync::mpsc::channel();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(text.as_bytes());
        let _ = input.flush();
        let _ = kept.recv();
        drop(input);
    });
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        String::from_utf8_lossy(&out).into_owned()
    });
    let deadline = Instant::now() + Duration::from_secs(300);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status.success());
        }
        if Instant::now() > deadline {
            child.kill().ok();
            child.wait().ok();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let _ = keep.send(());
    writer.join().unwrap();
    (status, reader.join().unwrap())
}

/// Issue 44: after the final scores the program ends by itself, though the terminal is still
/// open, and says so.
#[test]
fn the_program_ends_after_the_final_scores_with_input_still_open() {
    let answers = "1\n".repeat(3000);
    let (ended, stdout) = run_local_open(&["quinox", "--seed", "3", "--bots", "easy"], &answers);
    assert_eq!(ended, Some(true), "it ends by itself: {}", tail(&stdout));
    let scores = stdout.rfind("== Final scores").expect("the final scores");
    assert!(
        stdout[scores..]
            .trim_end()
            .ends_with("tabula local ends here."),
        "{}",
        tail(&stdout)
    );
}

fn tail(text: &str) -> &str {
    let start = text.len().saturating_sub(2000);
    let start = (start..text.len())
        .find(|i| text.is_char_boundary(*i))
        .unwrap_or(0);
    &text[start..]
}

/// Issue 44: nothing times out in a terminal (the clock stands still between moves), so no
/// line promises a deadline; who is awaited is still said.
#[test]
fn the_terminal_shows_no_deadlines() {
    let (ok, stdout, stderr) = run_local(&["quinox", "--seed", "5"], &"1\n".repeat(3000));
    assert!(ok, "{stderr}");
    assert!(stdout.contains("⏳ Player 1: "), "{}", tail(&stdout));
    assert!(!stdout.contains("(due "), "{}", tail(&stdout));
    assert!(!stdout.contains(" in 60 s"), "{}", tail(&stdout));
}

/// Issue 44: at Quinox's space menu a number is a choice's number, never a space; a wrong
/// answer gets one short line, not the ~35-line view again; a pasted long line is not echoed
/// whole; `help` says what this menu takes; the face menu says which colour is yours.
#[test]
fn quinox_wrong_answers_get_one_short_line() {
    let long = "q".repeat(5_000);
    let answers = format!("1\n1\n99\nzz9\n{long}\nhelp\n1\n{}", "1\n".repeat(3000));
    let (ok, stdout, stderr) = run_local(&["quinox", "--seed", "5"], &answers);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("White face up (your colour)"), "{stdout}");
    assert!(!stdout.contains("Black face up (your colour)"), "{stdout}");
    let wrong = stdout
        .find("There is no choice 99.")
        .expect("99 is a choice's number");
    let placed = wrong
        + stdout[wrong..]
            .find(" places SHEEP")
            .expect("then a placement");
    let between = &stdout[wrong..placed];
    assert!(
        !between.contains("Your move:"),
        "the view is not shown again: {between}"
    );
    assert!(
        between.contains("zz9 does not touch the board"),
        "{between}"
    );
    assert!(
        between.contains("This menu also takes your choice typed by name (e.g. m49"),
        "{between}"
    );
    assert!(between.contains("at most 40 characters"), "{between}");
    assert!(!stdout.contains(&"q".repeat(101)), "a long line is cut");
    assert!(between.lines().count() <= 6, "{between}");
}

/// Issue 44: `help` promised typed cards ("such as 9H") in games whose menus take numbers
/// only; it now says what the menu at hand takes.
#[test]
fn help_says_what_each_menu_takes() {
    for game in ["eight-quilibrium", "relinquish"] {
        let answers = format!("help\n{}", "1\n".repeat(3000));
        let (ok, stdout, stderr) = run_local(&[game, "--seed", "3"], &answers);
        assert!(ok, "{game}: {stderr}");
        assert!(
            stdout.contains("This menu takes numbers only."),
            "{game}: {}",
            tail(&stdout)
        );
        assert!(!stdout.contains("9H"), "{game}");
    }
}

/// Issue 44: at Hi-Lo's equation form `help` is help, not an equation; an empty line hands in
/// nothing (it used to hand in the suggested equation); `back` returns to the menu; `ok` hands
/// in the suggestion on purpose.
#[test]
fn hilo_form_words_are_the_terminals_and_an_empty_line_hands_in_nothing() {
    let answers = format!("1\n1\n1\nhelp\n\nback\n1\nok\n{}", "1\nok\n".repeat(400));
    let (ok, stdout, stderr) = run_local(
        &["equation-hi-lo", "--seed", "3", "--bots", "strong"],
        &answers,
    );
    assert!(ok, "{stderr}");
    let form = stdout.find("[Declare Low: aim for 1]").expect("the form");
    let handed = form
        + stdout[form..]
            .find("Player 1 has handed in their declaration")
            .expect("handed in at last");
    let between = &stdout[form..handed];
    assert!(!stdout.contains("\"help\""), "help is not an equation");
    assert!(between.contains("Nothing typed"), "{between}");
    assert!(
        between.contains("Your move:"),
        "back returns to the menu: {between}"
    );
    assert_eq!(
        between.matches("[Declare Low: aim for 1]").count(),
        2,
        "{between}"
    );
    assert!(
        stdout.contains("Player 1 (closed Silver 1): Low: \"√1 + 9 − 7 ÷ 2\""),
        "ok hands in the suggestion: {}",
        &stdout[handed..]
    );
}

/// Issue 44: `tabula --help` does not call the bots random.
#[test]
fn help_describes_local_truthfully() {
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    let local = help
        .lines()
        .find(|l| l.trim_start().starts_with("local"))
        .expect("local is listed");
    assert!(!local.contains("random"), "{local}");
    assert!(local.contains("computer players"), "{local}");
}

/// Issue 48: a whole game in German, to the end, which the terminal reads from the table (no
/// title's English words); the default name, the refusals of arguments and options, and the
/// refusal of a language Tabula does not speak (in the environment's) are the player's
/// language too, and no deadline shows in the terminal in any language.
#[test]
fn a_game_plays_to_the_end_in_german_and_refusals_are_in_the_player_s_language() {
    let answers = "1\n".repeat(2_000);
    let (ok, stdout, stderr) = run_local(
        &[
            "quinox", "--lang", "de", "--humans", "1", "--bots", "easy", "--seed", "3",
        ],
        &answers,
    );
    assert!(ok, "{stderr}");
    assert!(stdout.contains("--- Spieler 1 (du) ---"), "{stdout}");
    assert!(stdout.contains("== Endstand · Tisch 1 =="), "{stdout}");
    assert!(
        stdout
            .trim_end()
            .ends_with("Die Partie ist vorbei; tabula local endet hier."),
        "the final board, then the end: {stdout}"
    );
    assert!(
        !stdout.contains("(fällig"),
        "no deadline in a terminal: {stdout}"
    );
    assert!(stderr.contains("Standardeingabe"), "{stderr}");
    let (ok, _, stderr) = run_local(
        &["quinox", "--lang", "de", "--humans", "0", "--bots", "easy"],
        "",
    );
    assert!(!ok && stderr.contains("--bots braucht"), "{stderr}");
    let (ok, _, stderr) = run_local(&["quinox", "--lang", "es", "--name", " "], "");
    assert!(!ok && stderr.contains("--name necesita"), "{stderr}");
    let (ok, _, stderr) = run_local_in(Some("fr_FR.UTF-8"), &["quinox", "--lang", "xx"], "");
    assert!(
        !ok && stderr.contains("--lang \"xx\" : Tabula parle en, de"),
        "{stderr}"
    );
}
