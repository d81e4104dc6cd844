//! `tabula local <game>`: play in a terminal against simple bots that pick at random, computer
//! players (`--bots`) or hot-seat humans, through the same `commands` API and the same views
//! the Discord adapter uses.
mod form;
mod terminal;

use commands::api::{Actor, ComponentKind, Delivery, Reply};
use commands::script::EPOCH;
use commands::store::ids::{ComponentId, Payload};
use commands::{Command, Input};
use commands::{Core, FakeClock, Switches};
use present_kit::markup::{self, Dialect};
use present_kit::picture::Cache;
use present_kit::words::Lang;
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
    /// `--bots LEVEL`: the seats after the humans' are bots of this level
    /// (`/play bots`), which move by themselves, at once, after every move; `None`: random
    /// bots clicking through the menus.
    pub bots: Option<String>,
    /// The language the terminal reads (issue 48: `--lang`, else the environment's, else
    /// English): Tabula's own lines here, and the table's, which the core says in it.
    pub lang: Lang,
}

/// The language of `tabula local` (issue 48): `--lang <tag>` when given, else the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that names one Tabula speaks (`de_DE.UTF-8`), else
/// English. A `--lang` Tabula does not speak is refused in the environment's language.
pub fn language(flag: Option<&str>, env: impl Fn(&str) -> Option<String>) -> Result<Lang, String> {
    let Some(flag) = flag else {
        return Ok(environment_language(env));
    };
    Lang::parse(flag)
        .or_else(|| {
            flag.eq_ignore_ascii_case(Lang::Pseudo.tag())
                .then_some(Lang::Pseudo)
        })
        .ok_or_else(|| {
            let tags: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
            t(
                environment_language(env),
                "local-no-such-lang",
                &[
                    ("lang", (&*present_kit::text::echo(flag)).into()),
                    ("langs", tags.join(", ").as_str().into()),
                ],
            )
        })
}

/// The language the environment's locale names (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first
/// one set), else English.
fn environment_language(env: impl Fn(&str) -> Option<String>) -> Lang {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        let Some(value) = env(name).filter(|v| !v.is_empty()) else {
            continue;
        };
        // `de_DE.UTF-8@euro` names `de-DE`; `C` and `POSIX` name no language.
        let tag = value
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .replace('_', "-");
        return Lang::from_discord(&tag)
            .filter(|l| *l != Lang::Pseudo)
            .unwrap_or(Lang::En);
    }
    Lang::En
}

/// `tabula local`'s own text of `key` in `lang`.
fn t(lang: Lang, key: &str, args: &[(&str, present_kit::words::Arg<'_>)]) -> String {
    crate::words::t(lang, key, args)
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

/// Tabula's replies in a terminal's terms: bold as bold (or plain), and no deadlines, which
/// never come here (see `present_kit::markup`, [`terminal::without_deadlines`]).
fn ask(core: &Core, ansi: bool, actor: &Actor, input: Input) -> Vec<Reply> {
    let dialect = Dialect::Terminal {
        now: core.now(),
        ansi,
    };
    for_terminal(core.handle(actor, input), dialect)
}

fn for_terminal(replies: Vec<Reply>, dialect: Dialect) -> Vec<Reply> {
    replies
        .into_iter()
        .map(|mut r| {
            r.text = markup::render(&terminal::without_deadlines(&r.text), dialect);
            r.title = r
                .title
                .map(|t| markup::render(&terminal::without_deadlines(&t), dialect));
            r
        })
        .collect()
}

/// The bots' moves that are due now (`--bots`), in a terminal's terms.
fn let_bots_move(core: &Core, ansi: bool) -> Vec<Reply> {
    let dialect = Dialect::Terminal {
        now: core.now(),
        ansi,
    };
    for_terminal(core.settle(), dialect)
}

const CHANNEL: &str = "local";

fn actor(seat: usize, opts: &LocalOptions) -> Actor {
    // The terminal is both the player and the server: the core says everything in its
    // language (English as without a locale), the pseudo-language included (`en-XA`, as
    // Discord's would be), so a text that skipped the catalogs stands out here too.
    let locale = (opts.lang != Lang::En).then(|| opts.lang.tag().to_string());
    Actor {
        guild: "local".into(),
        channel: CHANNEL.into(),
        user: format!("p{}", seat + 1),
        name: match seat {
            0 if opts.humans > 0 => opts.name.clone(),
            s if s < opts.humans => t(opts.lang, "local-player", &[("n", (s + 1).into())]),
            s => t(opts.lang, "local-bot", &[("n", (s + 1).into())]),
        },
        manage_channels: true,
        manage_server: true,
        parent: None,
        threads: Default::default(),
        locales: commands::api::Locales {
            user: locale.clone(),
            guild: locale,
        },
    }
}

/// Whether the local table has ended (read from the table itself, in any language).
fn table_over(core: &Core) -> bool {
    core.read_page(|c| {
        let status: Option<String> = c
            .prepare_cached(
                "SELECT status FROM tables WHERE channel = ?1 ORDER BY id DESC LIMIT 1",
            )?
            .query_row([CHANNEL], |r| r.get(0))
            .ok();
        Ok(status)
    })
    .ok()
    .flatten()
    .is_some_and(|s| s == "finished" || s == "cancelled")
}

/// Whether a menu button steps backwards (Back, or a long level's previous page): their labels
/// begin with ◀ in every language (the pseudo-language's inside its bracket), so the arrow, not
/// a word, tells them (issue 48).
fn backwards(label: &str) -> bool {
    label.trim_start_matches('⟦').starts_with('◀')
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
    core: &Core,
    lang: Lang,
    replies: &[Reply],
    out: &mut impl Write,
    seen: &mut Seen,
    pictures: Option<&Pictures>,
) -> anyhow::Result<()> {
    // Whether the table ended, from the table itself: never from the words of a title, which
    // are in the reader's language (issue 48).
    let ended = replies.iter().any(|r| r.to.is_public()) && table_over(core);
    for r in replies.iter().filter(|r| r.to.is_public()) {
        if matches!(r.delivery, Delivery::Board { .. }) {
            if let Some(file) = pictures.map(|p| p.write(r)).transpose()?.flatten() {
                let file = file.display().to_string();
                writeln!(
                    out,
                    "{}",
                    t(
                        lang,
                        "local-board-picture",
                        &[("file", file.as_str().into())]
                    )
                )?;
            } else if pictures.is_none() && r.picture.is_some() && !seen.told_pictures {
                writeln!(out, "{}", t(lang, "local-pictures-hint", &[]))?;
                seen.told_pictures = true;
            }
            seen.hand = r
                .components
                .iter()
                .find(|c| c.custom_id.ends_with(":hand"))
                .map(|c| c.custom_id.clone());
            seen.over |= ended;
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
        // Once the table has ended, a titled message is its result ("Final scores"), shown
        // as a heading.
        if let Some(title) = r.title.as_deref().filter(|_| ended) {
            writeln!(out, "\n== {title} ==\n{}", r.text)?;
            seen.over = true;
        } else if !r.text.is_empty() {
            writeln!(out, "{}", r.text)?;
        }
    }
    Ok(())
}

/// Whether `view` applied an action (it has public replies): then they are printed, and the
/// bots' moves it made due after them.
fn applied(
    core: &Core,
    ansi: bool,
    lang: Lang,
    view: &[Reply],
    out: &mut impl Write,
    seen: &mut Seen,
    pictures: &Option<Pictures>,
) -> anyhow::Result<bool> {
    if !view.iter().any(|r| r.to.is_public()) {
        return Ok(false);
    }
    show_public(core, lang, view, out, seen, pictures.as_ref())?;
    let moved = let_bots_move(core, ansi);
    show_public(core, lang, &moved, out, seen, pictures.as_ref())?;
    Ok(true)
}

/// What a person may type at any menu (`local-help`), and whether this menu takes a choice
/// typed by name, with the examples the game's own form gives (`examples`: its placeholder,
/// such as "e.g. m49, n50"). Whether a choice can also be typed by name depends on the menu
/// (the game's presenter offers it, e.g. Quinox's spaces, or a level too long for Discord's
/// buttons), so it is said per menu, never for the whole game. The words typed (help, rules,
/// board, back) stay English in every language, as commands do.
fn menu_help(examples: Option<Option<String>>, lang: Lang) -> String {
    let help = t(lang, "local-help", &[]);
    let menu = match examples {
        None => t(lang, "local-help-numbers-only", &[]),
        Some(None) => t(lang, "local-help-typing", &[]),
        Some(Some(examples)) => t(
            lang,
            "local-help-typing-examples",
            &[("examples", examples.as_str().into())],
        ),
    };
    format!("{help} {menu}")
}

/// The short line that asks again after an answer that chose nothing.
fn ask_again(choices: usize, typing: bool, lang: Lang) -> String {
    let key = if typing {
        "local-ask-again-typing"
    } else {
        "local-ask-again"
    };
    format!("{} ", t(lang, key, &[("choices", choices.into())]))
}

/// What a person typed at a menu.
enum Typed {
    /// The choice at this index of the list.
    Pick(usize),
    /// A typed choice was applied.
    Applied,
    /// A new view to walk (a typed choice one level further down, or a changed table).
    View(Vec<Reply>),
}

/// Only the refusal that a view refused with `refused` adds to the view `shown` (the menu
/// stays the same): the player gets one short line, not the whole view again (issue 44).
/// `None` when the view itself changed.
fn refusal_note(shown: &str, refused: &str) -> Option<String> {
    let note = refused.strip_suffix(shown)?.trim();
    (!note.is_empty()).then(|| note.to_string())
}

/// The examples the typed-choice form of this menu gives (its placeholder), if any.
fn typed_examples(core: &Core, ansi: bool, who: &Actor, typing: &str) -> Option<String> {
    let form = ask(
        core,
        ansi,
        who,
        Input::Click {
            custom_id: typing.to_string(),
            values: vec![],
        },
    );
    form.into_iter().find_map(|r| match r.delivery {
        Delivery::Modal { inputs, .. } => inputs.into_iter().find_map(|i| i.placeholder),
        _ => None,
    })
}

/// Plays one local game to the end.
pub fn run(opts: LocalOptions, input: impl BufRead, mut out: impl Write) -> anyhow::Result<()> {
    let lang = opts.lang;
    let Some(engine) = registry::find(&opts.game) else {
        let known: Vec<&str> = registry::engines().map(|g| g.id()).collect();
        let game = present_kit::text::echo(&opts.game);
        anyhow::bail!(
            "{}",
            t(
                lang,
                "local-no-such-game",
                &[
                    ("game", (&*game).into()),
                    ("games", known.join(", ").as_str().into())
                ]
            )
        );
    };
    let (min, max) = engine.players();
    // The game's smallest table unless told (issue 28, item 3), with room for every person.
    let players = opts.players.unwrap_or(min.max(opts.humans));
    if opts.humans > players {
        anyhow::bail!("{}", t(lang, "local-too-many-humans", &[]));
    }
    if !(min..=max).contains(&players) {
        let sizes = present_kit::words::speaking(lang, || present_kit::text::players(min, max));
        anyhow::bail!(
            "{}",
            t(
                lang,
                "local-players",
                &[
                    ("game", engine.name().into()),
                    ("players", sizes.as_str().into())
                ]
            )
        );
    }
    let dir = tempfile::tempdir()?;
    let clock = Arc::new(FakeClock::new(EPOCH));
    let switches = Switches {
        seed: Some(opts.seed),
        // The clock stands still between moves here: bots move at once.
        bots: commands::switches::BotSwitches {
            pause: 0,
            ..Default::default()
        },
        ..Switches::default()
    };
    let core = Core::open_with(&dir.path().join("local.db"), clock, switches)?;
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
    // People's seats: every seat with random bots, the humans' alone with bots.
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
        // The player's own mistake (a level or an option that does not fit): in their language.
        Input::command("play", options).map_err(|why| anyhow::anyhow!("{}", why.say(lang)))?,
    )];
    for seat in 1..people {
        setup.push((seat, Input::Command(Command::Join)));
    }
    setup.push((0, Input::Command(Command::Start)));
    let mut refusal = None;
    for (seat, input) in setup {
        let replies = ask(&core, opts.ansi, &actor(seat, &opts), input);
        show_public(
            &core,
            lang,
            &replies,
            &mut out,
            &mut seen,
            pictures.as_ref(),
        )?;
        if replies.iter().all(|r| !r.to.is_public()) {
            // Only a private answer: the command was refused (e.g. options that do not fit).
            refusal = replies.first().map(|r| r.text.clone());
            break;
        }
    }
    if let Some(why) = refusal {
        anyhow::bail!("{why}");
    }
    let moved = let_bots_move(&core, opts.ansi);
    show_public(&core, lang, &moved, &mut out, &mut seen, pictures.as_ref())?;

    let mut idle_rounds = 0;
    while !seen.over {
        // Internal errors, in English like the log: a started table always has its board with
        // the hand button, and a menu that offers typing always opens its form; neither is
        // anything the player typed or could change, only a bug in the core to report.
        let Some(hand_id) = seen.hand.clone() else {
            anyhow::bail!("the table has no board")
        };
        let mut acted = false;
        for seat in 0..people {
            let who = actor(seat, &opts);
            // The seat's private view, opened afresh as its button does.
            let open_hand = || {
                ask(
                    &core,
                    opts.ansi,
                    &who,
                    Input::Click {
                        custom_id: hand_id.clone(),
                        values: vec![],
                    },
                )
            };
            let mut view = open_hand();
            // Walk the menu until an action is applied (public replies appear) or nothing is left.
            while let Some(private) = view.iter().find(|r| !r.to.is_public()).cloned() {
                show_public(&core, lang, &view, &mut out, &mut seen, pictures.as_ref())?;
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
                    writeln!(
                        out,
                        "\n--- {} ---\n{}",
                        t(lang, "local-you", &[("name", who.name.as_str().into())]),
                        private.text
                    )?;
                    if let Some(file) = pictures
                        .as_ref()
                        .map(|p| p.write(&private))
                        .transpose()?
                        .flatten()
                    {
                        let file = file.display().to_string();
                        writeln!(
                            out,
                            "{}",
                            t(
                                lang,
                                "local-view-picture",
                                &[("file", file.as_str().into())]
                            )
                        )?;
                    }
                    let mut flat = Vec::new();
                    for c in &choices {
                        match c.kind {
                            ComponentKind::Button => {
                                flat.push((c.custom_id.clone(), vec![], c.label.clone()))
                            }
                            // A web link opens nothing in a terminal (issue 46).
                            ComponentKind::Link => {}
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
                        let number = !words.is_empty() && words.chars().all(|c| c.is_ascii_digit());
                        match words.parse::<usize>() {
                            Ok(n) if (1..=flat.len()).contains(&n) => break Typed::Pick(n - 1),
                            // A number is a choice's number, never a name to type (issue 44:
                            // Quinox read "99" as a space).
                            _ if number => write!(
                                out,
                                "{} ",
                                t(
                                    lang,
                                    "local-no-such-choice",
                                    &[("n", (&*present_kit::text::echo(words)).into())]
                                )
                            )?,
                            _ if words.eq_ignore_ascii_case("help") || words == "?" => {
                                let examples = match &typing {
                                    Some(typing) => {
                                        Some(typed_examples(&core, opts.ansi, &who, typing))
                                    }
                                    None => None,
                                };
                                writeln!(out, "{}", menu_help(examples, lang))?;
                            }
                            _ if words.eq_ignore_ascii_case("rules") => {
                                let rules = Input::command(
                                    "rules",
                                    BTreeMap::from([("game".to_string(), json!(opts.game))]),
                                )
                                .map_err(|why| anyhow::anyhow!("{}", why.say(lang)))?;
                                for r in ask(&core, opts.ansi, &who, rules) {
                                    writeln!(out, "\n{}", r.text)?;
                                }
                            }
                            _ if words.eq_ignore_ascii_case("board") => {
                                seen.board_shown = false;
                                seen.print_board(&mut out)?;
                            }
                            _ if words.is_empty() => {}
                            _ => match &typing {
                                None => write!(
                                    out,
                                    "{} ",
                                    t(
                                        lang,
                                        "local-not-a-choice",
                                        &[("typed", (&*present_kit::text::echo(words)).into())]
                                    )
                                )?,
                                // Through the same form as Discord's "Type a choice…".
                                Some(typing) => {
                                    let form = ask(
                                        &core,
                                        opts.ansi,
                                        &who,
                                        Input::Click {
                                            custom_id: typing.clone(),
                                            values: vec![],
                                        },
                                    );
                                    let Some(Delivery::Modal {
                                        custom_id, inputs, ..
                                    }) = form
                                        .into_iter()
                                        .map(|r| r.delivery)
                                        .find(|d| matches!(d, Delivery::Modal { .. }))
                                    else {
                                        // A bug in the core, never the player's
                                        // doing: in English, as logs are (see above).
                                        anyhow::bail!("the menu offered typing but no form");
                                    };
                                    // What Discord's box would take: the game never sees (nor
                                    // echoes) a longer text.
                                    let most = inputs.first().map_or(40, |i| i.max_length);
                                    if words.chars().count() > usize::from(most) {
                                        write!(
                                            out,
                                            "{} ",
                                            t(
                                                lang,
                                                "local-too-long",
                                                &[
                                                    (
                                                        "typed",
                                                        (&*present_kit::text::echo(words)).into()
                                                    ),
                                                    ("most", most.into())
                                                ]
                                            )
                                        )?;
                                        write!(out, "{}", ask_again(flat.len(), true, lang))?;
                                        out.flush()?;
                                        continue;
                                    }
                                    let fields = BTreeMap::from([(
                                        commands::TYPED_INPUT.to_string(),
                                        words.to_string(),
                                    )]);
                                    let answer = ask(
                                        &core,
                                        opts.ansi,
                                        &who,
                                        Input::Submit { custom_id, fields },
                                    );
                                    if applied(
                                        &core, opts.ansi, lang, &answer, &mut out, &mut seen,
                                        &pictures,
                                    )? {
                                        break Typed::Applied;
                                    }
                                    let refused = answer
                                        .iter()
                                        .find(|r| !r.to.is_public())
                                        .and_then(|r| refusal_note(&private.text, &r.text));
                                    match refused {
                                        Some(note) => writeln!(out, "{note}")?,
                                        None => break Typed::View(answer),
                                    }
                                }
                            },
                        }
                        write!(out, "{}", ask_again(flat.len(), typing.is_some(), lang))?;
                        out.flush()?;
                    };
                    match typed {
                        Typed::Pick(pick) => {
                            let (id, values, _) = flat.swap_remove(pick);
                            (id, values)
                        }
                        Typed::Applied => {
                            acted = true;
                            break;
                        }
                        Typed::View(answer) => {
                            view = answer;
                            if view.iter().all(|r| r.components.is_empty()) {
                                for r in view.iter().filter(|r| !r.to.is_public()) {
                                    writeln!(out, "{}", r.text)?;
                                }
                                view = open_hand();
                            }
                            continue;
                        }
                    }
                } else {
                    // Random bot: never steps back, picks uniformly among what it sees.
                    let forward: Vec<_> = choices.iter().filter(|c| !backwards(&c.label)).collect();
                    let Some(c) = forward.choose(&mut rng) else {
                        break;
                    };
                    let values = match c.kind {
                        ComponentKind::Select | ComponentKind::MultiSelect => c
                            .options
                            .choose(&mut rng)
                            .map(|o| vec![o.value.clone()])
                            .unwrap_or_default(),
                        ComponentKind::Button | ComponentKind::Link => vec![],
                    };
                    (c.custom_id.clone(), values)
                };
                view = ask(&core, opts.ansi, &who, Input::Click { custom_id, values });
                if let Some(form) = view
                    .iter()
                    .find(|r| matches!(r.delivery, Delivery::Modal { .. }))
                    .cloned()
                {
                    let fields =
                        match form::fill(&form, seat < opts.humans, lang, &mut lines, &mut out)? {
                            form::Filled::Fields(fields) => fields,
                            form::Filled::Ended => return Ok(()),
                            // Back to the menu, as it stands.
                            form::Filled::Back => {
                                view = open_hand();
                                continue;
                            }
                        };
                    let Delivery::Modal { custom_id, .. } = form.delivery else {
                        continue;
                    };
                    view = ask(&core, opts.ansi, &who, Input::Submit { custom_id, fields });
                }
                if applied(
                    &core, opts.ansi, lang, &view, &mut out, &mut seen, &pictures,
                )? {
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
            anyhow::bail!("{}", t(lang, "local-stuck", &[]));
        }
    }
    // The final board: every score with how it came about (issue 28, item 3), then the
    // program ends without reading any more input (issue 44).
    seen.print_board(&mut out)?;
    writeln!(out, "\n{}", t(lang, "local-over", &[]))?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_the_flag_s_else_the_environment_s_else_english() {
        let none = |_: &str| None;
        assert_eq!(language(Some("de"), none), Ok(Lang::De));
        assert_eq!(language(Some("pt-BR"), none), Ok(Lang::PtBr));
        assert_eq!(language(Some("en-XA"), none), Ok(Lang::Pseudo));
        assert!(language(Some("xx"), none).is_err());
        let env = |name: &str| (name == "LANG").then(|| "de_DE.UTF-8".to_string());
        let refused = language(Some("xx"), env).unwrap_err();
        assert!(refused.contains("Tabula spricht"), "{refused}");
        assert!(refused.contains("\"xx\""), "{refused}");
        assert_eq!(language(None, none), Ok(Lang::En));
        let env = |name: &str| (name == "LANG").then(|| "fr_FR.UTF-8".to_string());
        assert_eq!(language(None, env), Ok(Lang::Fr));
        assert_eq!(language(Some("es"), env), Ok(Lang::Es));
        let env = |name: &str| match name {
            "LC_ALL" => Some("C.UTF-8".to_string()),
            _ => Some("de_DE.UTF-8".to_string()),
        };
        assert_eq!(language(None, env), Ok(Lang::En), "LC_ALL comes first");
    }

    /// The random bots tell a step backwards by its arrow, which Back and Previous begin with
    /// in every language (and More does not).
    #[test]
    fn back_and_previous_begin_with_the_arrow_in_every_language() {
        let label = |lang, key| commands::words::WORDS.text(lang, key, &[]);
        for lang in Lang::WITH_PSEUDO.into_iter() {
            for key in ["private-back", "private-previous"] {
                assert!(backwards(&label(lang, key)), "{key} {}", lang.tag());
            }
            assert!(!backwards(&label(lang, "private-more")), "{}", lang.tag());
        }
    }

    fn play(lang: Lang, humans: usize) -> String {
        let opts = LocalOptions {
            game: "quinox".into(),
            players: None,
            humans,
            name: "Ann".into(),
            seed: 3,
            game_options: Vec::new(),
            ansi: false,
            images: None,
            bots: None,
            lang,
        };
        // Asks for help, makes the first choice, and leaves when the input ends.
        let mut out = Vec::new();
        run(opts, "help\n1\n".as_bytes(), &mut out).expect("the game runs");
        String::from_utf8(out).expect("text")
    }

    #[test]
    fn a_game_in_the_terminal_reads_in_its_language() {
        let de = play(Lang::De, 1);
        assert!(de.contains("--- Ann (du) ---"), "{de}");
        assert!(de.contains("Tippe die Nummer deiner Wahl"), "{de}");
        assert!(de.contains("Das Brett gibt es auch als Bild"), "{de}");
        let en = play(Lang::En, 1);
        assert!(en.contains("--- Ann (you) ---"), "{en}");
        assert!(en.contains("Type the number of your choice"), "{en}");
        // Bots alone play to the end, which the terminal tells from the table itself.
        let de = play(Lang::De, 0);
        assert!(
            de.trim_end()
                .ends_with("Die Partie ist vorbei; tabula local endet hier."),
            "{de}"
        );
        let pseudo = play(Lang::Pseudo, 0);
        assert!(pseudo.trim_end().ends_with('⟧'), "{pseudo}");
        assert!(
            pseudo.contains("⟦Böt 1⟧") || pseudo.contains("⟦B"),
            "{pseudo}"
        );
    }
}
