//! `tabula local <game>`: play in a terminal against random bots, computer players (`--bots`)
//! or hot-seat humans, through the same `commands` API and the same views the Discord adapter
//! uses.
use commands::api::{Actor, ComponentKind, Delivery, Reply};
use commands::ids::{ComponentId, Payload};
use commands::markup::{self, Dialect};
use commands::picture::Cache;
use commands::script::EPOCH;
use commands::{Command, Input};
use commands::{Core, FakeClock, Settings};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::json;
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

pub struct LocalOptions {
    pub game: String,
    /// Seats at the table; the game's smallest table if not given.
    pub players: Option<usize>,
    pub humans: usize,
    /// The first human seat's name. Every seat has a name, so the game's lines read as they
    /// do in Discord ("Ann Populates 5W"), never "You Populates".
    pub name: String,
    pub seed: u64,
    /// Game options passed to `/play` as given, e.g. `preset` → `enigma`, `variants` →
    /// `fog,wind`, `rounds` → `3`.
    pub game_options: Vec<(String, String)>,
    /// Bold text through ANSI codes (the output is a terminal).
    pub ansi: bool,
    /// `--images DIR`: the boards, and the human seats' views, are drawn into this folder.
    pub images: Option<PathBuf>,
    /// `--bots LEVEL`: the seats after the humans' are computer players of this level
    /// (`/play bots`), which move by themselves, at once, after every move; `None`: random
    /// bots clicking through the menus.
    pub bots: Option<String>,
}

/// Where pictures go, and the cache that draws each once.
struct Pictures {
    dir: PathBuf,
    cache: Cache,
}

impl Pictures {
    /// Writes the reply's picture, if it has one; returns the file.
    fn write(&self, reply: &Reply) -> anyhow::Result<Option<PathBuf>> {
        let Some(picture) = &reply.picture else {
            return Ok(None);
        };
        let png = self.cache.png(picture)?;
        let file = self.dir.join(format!("{}.png", picture.key));
        std::fs::write(&file, &png.bytes)?;
        Ok(Some(file))
    }
}

/// The bot's replies in a terminal's terms: bold as bold (or plain), deadlines as "in 60 s"
/// (see `commands::markup`).
fn ask(bot: &Core, ansi: bool, actor: &Actor, input: Input) -> Vec<Reply> {
    let dialect = Dialect::Terminal {
        now: bot.now(),
        ansi,
    };
    for_terminal(bot.handle(actor, input), dialect)
}

fn for_terminal(replies: Vec<Reply>, dialect: Dialect) -> Vec<Reply> {
    replies
        .into_iter()
        .map(|mut r| {
            r.text = markup::render(&r.text, dialect);
            r.title = r.title.map(|t| markup::render(&t, dialect));
            r
        })
        .collect()
}

/// The computer players' moves that are due now (`--bots`), in a terminal's terms.
fn let_bots_move(bot: &Core, ansi: bool) -> Vec<Reply> {
    let dialect = Dialect::Terminal {
        now: bot.now(),
        ansi,
    };
    for_terminal(bot.settle(), dialect)
}

const CHANNEL: &str = "local";

fn actor(seat: usize, opts: &LocalOptions) -> Actor {
    Actor {
        guild: "local".into(),
        channel: CHANNEL.into(),
        user: format!("p{}", seat + 1),
        name: match seat {
            0 if opts.humans > 0 => opts.name.clone(),
            s if s < opts.humans => format!("Player {}", s + 1),
            s => format!("Bot {}", s + 1),
        },
        manage_channels: true,
        manage_server: true,
        parent: None,
        threads: Default::default(),
    }
}

/// What the terminal has seen of the table.
#[derive(Default)]
struct Seen {
    /// The id of the board's "Show my hand" button.
    hand: Option<String>,
    over: bool,
    /// The board as it stands (its title and text), and whether it was printed since it last
    /// changed: a person sees the public state (hand sizes, tokens, the map) before each of
    /// their choices (issue 28, item 3).
    board: Option<String>,
    board_shown: bool,
    /// Whether the player was told once that the board is also drawn (`--images`).
    told_pictures: bool,
}

impl Seen {
    /// Prints the board if it changed since it was last printed.
    fn print_board(&mut self, out: &mut impl Write) -> std::io::Result<()> {
        if let (Some(board), false) = (&self.board, self.board_shown) {
            writeln!(out, "\n{board}")?;
            self.board_shown = true;
        }
        Ok(())
    }
}

/// Prints the public messages, and keeps what [`Seen`] tracks.
fn show_public(
    replies: &[Reply],
    out: &mut impl Write,
    seen: &mut Seen,
    pictures: Option<&Pictures>,
) -> anyhow::Result<()> {
    for r in replies.iter().filter(|r| r.to.is_public()) {
        if matches!(r.delivery, Delivery::Board { .. }) {
            if let Some(file) = pictures.map(|p| p.write(r)).transpose()?.flatten() {
                writeln!(out, "(board picture: {})", file.display())?;
            } else if pictures.is_none() && r.picture.is_some() && !seen.told_pictures {
                writeln!(
                    out,
                    "(The board is drawn as a picture too: run with --images DIR to get it.)"
                )?;
                seen.told_pictures = true;
            }
            seen.hand = r
                .components
                .iter()
                .find(|c| c.custom_id.ends_with(":hand"))
                .map(|c| c.custom_id.clone());
            seen.over |= r
                .title
                .as_deref()
                .is_some_and(|t| t.contains("finished") || t.contains("cancelled"));
            let board = match &r.title {
                Some(title) => format!("== {title} ==\n{}", r.text),
                None => r.text.clone(),
            };
            if seen.board.as_ref() != Some(&board) {
                seen.board = Some(board);
                seen.board_shown = false;
            }
            continue;
        }
        if let Some(title) = r.title.as_deref().filter(|t| t.starts_with("Final scores")) {
            writeln!(out, "\n== {title} ==\n{}", r.text)?;
            seen.over = true;
        } else if !r.text.is_empty() {
            writeln!(out, "{}", r.text)?;
        }
    }
    Ok(())
}

/// Whether `view` applied an action (it has public replies): then they are printed, and the
/// computer players' moves it made due after them.
fn applied(
    bot: &Core,
    ansi: bool,
    view: &[Reply],
    out: &mut impl Write,
    seen: &mut Seen,
    pictures: &Option<Pictures>,
) -> anyhow::Result<bool> {
    if !view.iter().any(|r| r.to.is_public()) {
        return Ok(false);
    }
    show_public(view, out, seen, pictures.as_ref())?;
    let moved = let_bots_move(bot, ansi);
    show_public(&moved, out, seen, pictures.as_ref())?;
    Ok(true)
}

/// What a person may type instead of a number.
const HELP: &str = "Type the number of your choice and press Enter. Where a choice can be \
typed (a space such as m49, a card such as 9H), type it instead. Type rules for the rules, \
board for the table as it stands, help for this again; end of input (Ctrl-D) leaves.";

/// What a person typed at a menu.
enum Typed {
    /// The choice at this index of the list.
    Pick(usize),
    /// Words to try as a typed choice.
    Words(String),
}

/// Fills in a form: a human types each input (an empty line keeps the text it starts with); a
/// bot hands in the starting text. `None` when the input ends.
fn fill_form(
    form: &Reply,
    human: bool,
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    out: &mut impl Write,
) -> std::io::Result<Option<BTreeMap<String, String>>> {
    let Delivery::Modal { title, inputs, .. } = &form.delivery else {
        return Ok(Some(BTreeMap::new()));
    };
    let mut fields = BTreeMap::new();
    if human {
        writeln!(out, "\n[{title}]")?;
    }
    for input in inputs {
        let start = input.value.clone().unwrap_or_default();
        let value = if human {
            if let Some(hint) = &input.placeholder {
                writeln!(out, "  ({hint})")?;
            }
            write!(out, "{} [{start}]: ", input.label)?;
            out.flush()?;
            match lines.next() {
                None => return Ok(None),
                Some(line) => {
                    let line = line?;
                    if line.trim().is_empty() {
                        start
                    } else {
                        line
                    }
                }
            }
        } else {
            start
        };
        fields.insert(input.custom_id.clone(), value);
    }
    Ok(Some(fields))
}

/// Plays one local game to the end.
pub fn run(opts: LocalOptions, input: impl BufRead, mut out: impl Write) -> anyhow::Result<()> {
    let Some(engine) = games::find(&opts.game) else {
        let known: Vec<&str> = games::engines().map(|g| g.id()).collect();
        anyhow::bail!(
            "there is no game called \"{}\"; try one of: {}",
            opts.game,
            known.join(", ")
        );
    };
    let (min, max) = engine.players();
    // The game's smallest table unless told (issue 28, item 3), with room for every person.
    let players = opts.players.unwrap_or(min.max(opts.humans));
    if opts.humans > players {
        anyhow::bail!("--humans cannot exceed --players");
    }
    if !(min..=max).contains(&players) {
        anyhow::bail!(
            "{} needs {} (--players)",
            engine.name(),
            present_kit::text::players(min, max)
        );
    }
    let dir = tempfile::tempdir()?;
    let clock = Arc::new(FakeClock::new(EPOCH));
    let settings = Settings {
        seed: Some(opts.seed),
        // The clock stands still between moves here: computer players move at once.
        bots: commands::settings::ComputerSettings {
            pause: 0,
            ..Default::default()
        },
        ..Settings::default()
    };
    let bot = Core::open_with(&dir.path().join("local.db"), clock, settings)?;
    let pictures = match &opts.images {
        Some(dir) => {
            std::fs::create_dir_all(dir)?;
            Some(Pictures {
                dir: dir.clone(),
                cache: Cache::new(16),
            })
        }
        None => None,
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(opts.seed);
    let mut lines = input.lines();
    let mut seen = Seen::default();

    let mut options = BTreeMap::new();
    options.insert("game".to_string(), json!(opts.game));
    for (key, value) in &opts.game_options {
        options.insert(key.clone(), json!(value));
    }
    // People's seats: every seat with random bots, the humans' alone with computer players.
    let people = if let Some(level) = &opts.bots {
        options.insert("bots".into(), json!(players - opts.humans));
        options.insert("bot_level".into(), json!(level));
        opts.humans
    } else {
        players
    };
    // Parsed here, at the edge, as in Discord: a flag `/play <game>` does not take is
    // refused before anything opens.
    let mut setup = vec![(
        0,
        Input::command("play", options).map_err(anyhow::Error::msg)?,
    )];
    for seat in 1..people {
        setup.push((seat, Input::Command(Command::Join)));
    }
    setup.push((0, Input::Command(Command::Start)));
    let mut refusal = None;
    for (seat, input) in setup {
        let replies = ask(&bot, opts.ansi, &actor(seat, &opts), input);
        show_public(&replies, &mut out, &mut seen, pictures.as_ref())?;
        if replies.iter().all(|r| !r.to.is_public()) {
            // Only a private answer: the command was refused (e.g. options that do not fit).
            refusal = replies.first().map(|r| r.text.clone());
            break;
        }
    }
    if let Some(why) = refusal {
        anyhow::bail!("{why}");
    }
    let moved = let_bots_move(&bot, opts.ansi);
    show_public(&moved, &mut out, &mut seen, pictures.as_ref())?;

    let mut idle_rounds = 0;
    while !seen.over {
        let Some(hand_id) = seen.hand.clone() else {
            anyhow::bail!("the table has no board")
        };
        let mut acted = false;
        for seat in 0..people {
            let who = actor(seat, &opts);
            let mut view = ask(
                &bot,
                opts.ansi,
                &who,
                Input::Click {
                    custom_id: hand_id.clone(),
                    values: vec![],
                },
            );
            // Walk the menu until an action is applied (public replies appear) or nothing is left.
            while let Some(private) = view.iter().find(|r| !r.to.is_public()).cloned() {
                show_public(&view, &mut out, &mut seen, pictures.as_ref())?;
                // Menu steps, and buttons that open a form (typed input, e.g. an equation).
                let choices: Vec<_> = private
                    .components
                    .iter()
                    .filter(|c| c.custom_id.contains(":a") || c.custom_id.contains(":f."))
                    .cloned()
                    .collect();
                if choices.is_empty() || seen.over {
                    break;
                }
                // "Type a choice…": where the level can be typed (a space, a card).
                let typing = private
                    .components
                    .iter()
                    .find(|c| {
                        ComponentId::parse(&c.custom_id)
                            .is_some_and(|id| matches!(id.payload, Payload::Type { .. }))
                    })
                    .map(|c| c.custom_id.clone());
                let (custom_id, values) = if seat < opts.humans {
                    seen.print_board(&mut out)?;
                    writeln!(out, "\n--- {} (you) ---\n{}", who.name, private.text)?;
                    if let Some(file) = pictures
                        .as_ref()
                        .map(|p| p.write(&private))
                        .transpose()?
                        .flatten()
                    {
                        writeln!(out, "(picture of your view: {})", file.display())?;
                    }
                    let mut flat = Vec::new();
                    for c in &choices {
                        match c.kind {
                            ComponentKind::Button => {
                                flat.push((c.custom_id.clone(), vec![], c.label.clone()))
                            }
                            ComponentKind::Select | ComponentKind::MultiSelect => {
                                for o in &c.options {
                                    flat.push((
                                        c.custom_id.clone(),
                                        vec![o.value.clone()],
                                        o.label.clone(),
                                    ));
                                }
                            }
                        }
                    }
                    for (i, (_, _, label)) in flat.iter().enumerate() {
                        writeln!(out, "  {}) {label}", i + 1)?;
                    }
                    write!(out, "> ")?;
                    out.flush()?;
                    let typed = loop {
                        let Some(line) = lines.next() else {
                            return Ok(());
                        };
                        let line = line?;
                        let words = line.trim();
                        match words.parse::<usize>() {
                            Ok(n) if (1..=flat.len()).contains(&n) => break Typed::Pick(n - 1),
                            _ if words.eq_ignore_ascii_case("help") || words == "?" => {
                                writeln!(out, "{HELP}")?;
                            }
                            _ if words.eq_ignore_ascii_case("rules") => {
                                let rules = Input::command(
                                    "rules",
                                    BTreeMap::from([("game".to_string(), json!(opts.game))]),
                                )
                                .map_err(anyhow::Error::msg)?;
                                for r in ask(&bot, opts.ansi, &who, rules) {
                                    writeln!(out, "\n{}", r.text)?;
                                }
                            }
                            _ if words.eq_ignore_ascii_case("board") => {
                                seen.board_shown = false;
                                seen.print_board(&mut out)?;
                            }
                            _ if !words.is_empty() && typing.is_some() => {
                                break Typed::Words(words.to_string())
                            }
                            _ => {}
                        }
                        write!(
                            out,
                            "Type a number from 1 to {}{} (or help, rules, board): ",
                            flat.len(),
                            if typing.is_some() {
                                ", or your choice"
                            } else {
                                ""
                            }
                        )?;
                        out.flush()?;
                    };
                    match (typed, &typing) {
                        (Typed::Pick(pick), _) => {
                            let (id, values, _) = flat.swap_remove(pick);
                            (id, values)
                        }
                        (Typed::Words(words), Some(typing)) => {
                            // Through the same form as Discord's "Type a choice…".
                            let form = ask(
                                &bot,
                                opts.ansi,
                                &who,
                                Input::Click {
                                    custom_id: typing.clone(),
                                    values: vec![],
                                },
                            );
                            let Some(Delivery::Modal { custom_id, .. }) = form
                                .into_iter()
                                .map(|r| r.delivery)
                                .find(|d| matches!(d, Delivery::Modal { .. }))
                            else {
                                continue;
                            };
                            let fields =
                                BTreeMap::from([(commands::TYPED_INPUT.to_string(), words)]);
                            view = ask(&bot, opts.ansi, &who, Input::Submit { custom_id, fields });
                            if applied(&bot, opts.ansi, &view, &mut out, &mut seen, &pictures)? {
                                acted = true;
                                break;
                            }
                            // Refused, or one level further down: the view says which.
                            for r in view.iter().filter(|r| !r.to.is_public()) {
                                if !r.text.is_empty() && r.components.is_empty() {
                                    writeln!(out, "{}", r.text)?;
                                }
                            }
                            if view.iter().all(|r| r.components.is_empty()) {
                                view = ask(
                                    &bot,
                                    opts.ansi,
                                    &who,
                                    Input::Click {
                                        custom_id: hand_id.clone(),
                                        values: vec![],
                                    },
                                );
                            }
                            continue;
                        }
                        (Typed::Words(_), None) => continue,
                    }
                } else {
                    // Random bot: never steps back, picks uniformly among what it sees.
                    let forward: Vec<_> = choices.iter().filter(|c| c.label != "◀ Back").collect();
                    let Some(c) = forward.choose(&mut rng) else {
                        break;
                    };
                    let values = match c.kind {
                        ComponentKind::Select | ComponentKind::MultiSelect => c
                            .options
                            .choose(&mut rng)
                            .map(|o| vec![o.value.clone()])
                            .unwrap_or_default(),
                        ComponentKind::Button => vec![],
                    };
                    (c.custom_id.clone(), values)
                };
                view = ask(&bot, opts.ansi, &who, Input::Click { custom_id, values });
                if let Some(form) = view
                    .iter()
                    .find(|r| matches!(r.delivery, Delivery::Modal { .. }))
                    .cloned()
                {
                    let Some(fields) = fill_form(&form, seat < opts.humans, &mut lines, &mut out)?
                    else {
                        return Ok(());
                    };
                    let Delivery::Modal { custom_id, .. } = form.delivery else {
                        continue;
                    };
                    view = ask(&bot, opts.ansi, &who, Input::Submit { custom_id, fields });
                }
                if applied(&bot, opts.ansi, &view, &mut out, &mut seen, &pictures)? {
                    acted = true;
                    break;
                }
            }
            if seen.over {
                break;
            }
        }
        idle_rounds = if acted { 0 } else { idle_rounds + 1 };
        if idle_rounds > 3 {
            anyhow::bail!("nobody can act; the game is stuck");
        }
    }
    // The final board: every score with how it came about (issue 28, item 3).
    seen.print_board(&mut out)?;
    Ok(())
}
