//! How 8-quilibrium is shown and operated in a chat.
//!
//! Menu paths (codes are what travels in `custom_id`s; seats in codes are 0-based, labels use
//! the players' names):
//!
//! | action | path |
//! |---|---|
//! | Give from the Market | `g` → `m<slot>` (the card, or "face-down slot 2") → `t<seat>` ("to Bea") |
//! | Give the top deck card (the Stock) | `d` |
//! | …then its recipient | `t<seat>` ("Give ♦7 to Bea") |
//! | Swap with the Market | `sm` → `h<card code>` ("your ♥9") → `m<slot>` ("for ♠2") |
//! | Swap with a player | `sp` → `t<seat>` ("with Bea") → `h<card code>` ("your ♥9") |
//! | Reject / Accept | `rj` / `ac` |
//! | Cancel / Allow | `cn` / `al` → `h<card code>` ("give your ♥9") |
//! | Bottom a Market card | `b<slot>` ("Bottom ♥9") |
//! | Assist (Team Play) | `as` → `t<seat>` ("to Cleo") |
//! | Relay Swap (Team Play) | `rl` → `t<seat>` ("with Cleo") → `h<card code>` |
//! | …the teammate's pick | `h<card code>` ("give your ♥9") |
//! | Quick Toss / no toss | `qt` / `nt`; the target picks among offers with `f<seat>` |
//! | Refresh the Stock (Open Stock) | `rf` |
//! | Peek (Fog of War) | `pk` → `s<slots>` ("look at slots 1 and 3", code `s02`) |
//! | Jack's swap (Rank Powers) | `js` → `h<card code>` → `m<slot>`; decline `dc` |
//! | Queen's order | `o<card code>` ("Put ♥9 on top") |
//! | King-Give | `h<card code>` ("give your ♠K") → `t<seat>` |
//! | Wind of Change | `wc` / `wa` (clockwise / counterclockwise), `dc` not to call |
//! | …the card to pass | `h<card code>` ("pass your ♥9") |
//!
//! Within one prompt no path is a prefix of another: each first code leads to exactly one kind
//! of action, and every kind has a fixed path length. The first step of a reaction (Reject,
//! Cancel, Quick Toss) shows no hidden card, since reaction buttons may be posted publicly.
//!
//! Modules: `paths` (menu paths), `board` (public board and private view), `events` (event
//! lines), `lobby` (the host's options), `text` (shared helpers).

mod alt;
mod board;
mod events;
mod lobby;
mod paths;
pub mod picture;
mod score;
pub mod secrets;
mod text;

use crate::rules::{Action, EightQuilibrium, Event, Preset, State, View};
use crate::words::{say, say_with};
use game_kit::{RuleError, Seat};
use present_kit::present::{
    no_event_pictures, CommandOption, Lobby, LobbySelects, MenuLevel, MenuStep, Names, OptionKind,
    Pictures, Present, Tool, ToolAnswer, Tools,
};
use std::collections::BTreeMap;

impl Present for EightQuilibrium {
    fn action_path(state: &State, seat: Seat, action: &Action, names: &Names) -> Vec<MenuStep> {
        paths::action_path(state, seat, action, names)
    }

    fn menu_level(
        state: &State,
        seat: Seat,
        prefix: &[&str],
        names: &Names,
    ) -> Option<MenuLevel<Action>> {
        paths::level(state, seat, prefix, names)
    }

    fn board_text(view: &View, names: &Names) -> String {
        board::board_text(view, names)
    }

    fn private_text(view: &View, names: &Names) -> String {
        board::private_text(view, names)
    }

    fn event_text(event: &Event, names: &Names) -> String {
        events::event_text(event, names)
    }

    fn rules_text() -> String {
        rules_summary()
    }

    const PICTURES: Option<Pictures<Self>> = Some(Pictures {
        board: picture::board_svg,
        board_alt: alt::board_alt,
        private: picture::private_svg,
        private_alt: alt::private_alt,
        event: no_event_pictures,
    });

    const LOBBY: Option<Lobby<Self>> = Some(Lobby {
        text: lobby::lobby_text,
        selects: Some(LobbySelects {
            list: lobby::lobby_options,
            set: lobby::set_lobby_option,
        }),
        play: play_options,
    });

    const TOOLS: Option<Tools> = Some(Tools {
        list: tools,
        run: run_tool,
    });
}

/// The `/play 8-quilibrium` options: a preset, variants and rounds.
fn play_options() -> Vec<CommandOption> {
    vec![
        CommandOption {
            name: "preset",
            description: say("eq-option-preset"),
            kind: OptionKind::Choice(Preset::ALL.iter().map(|p| (p.id(), p.name())).collect()),
            required: false,
        },
        CommandOption {
            name: "variants",
            description: say("eq-option-variants"),
            kind: OptionKind::Text,
            required: false,
        },
        CommandOption {
            name: "rounds",
            description: say("eq-option-rounds"),
            kind: OptionKind::Integer { min: 1, max: 9 },
            required: false,
        },
    ]
}

/// The `/score` command.
fn tools() -> Vec<Tool> {
    vec![Tool {
        name: "score",
        description: say("eq-tool-score"),
        options: vec![CommandOption {
            name: "hand",
            description: say("eq-tool-score-hand"),
            kind: OptionKind::Text,
            required: true,
        }],
    }]
}

/// Runs `/score`.
fn run_tool(name: &str, options: &BTreeMap<String, String>) -> Result<ToolAnswer, RuleError> {
    match name {
        "score" => {
            let hand = options.get("hand").map(String::as_str).unwrap_or_default();
            Ok(ToolAnswer {
                title: say("eq-tool-score-title"),
                text: score::score_text(hand).map_err(RuleError::new)?,
            })
        }
        other => Err(RuleError::new(say_with(
            "eq-error-no-command",
            &[("name", other.into())],
        ))),
    }
}

/// Our own summary of the game for `/rules`: paragraphs of catalog messages (each a line).
const RULES: &[&[&str]] = &[
    &["eq-rules-intro"],
    &["eq-rules-start"],
    &[
        "eq-rules-turn",
        "eq-rules-give",
        "eq-rules-swap-market",
        "eq-rules-swap-player",
    ],
    &["eq-rules-reacting", "eq-rules-reject", "eq-rules-cancel"],
    &["eq-rules-end"],
    &[
        "eq-rules-variants",
        "eq-rules-team-play",
        "eq-rules-open-stock",
        "eq-rules-wind",
        "eq-rules-fog",
        "eq-rules-rank-powers",
    ],
    &["eq-rules-match"],
];

/// The `/rules` summary in the language spoken.
fn rules_summary() -> String {
    RULES
        .iter()
        .map(|keys| keys.iter().map(|k| say(k)).collect::<Vec<_>>().join("\n"))
        .collect::<Vec<_>>()
        .join("\n\n")
}

#[cfg(test)]
mod tests {
    use super::text::{name, ordinal};
    use super::*;
    use crate::rules::{Options, Phase, Variant};
    use game_kit::cards::Card;
    use game_kit::Game;
    use game_kit::Viewer;
    use present_kit::present::MenuCode;
    use present_kit::testing::XorShift;
    use std::collections::HashMap;

    fn names(n: usize) -> Vec<String> {
        ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// The options of the `seed`-th test game: the base game, each preset, and all five
    /// variants over two rounds.
    fn setup_for(seed: u64) -> (Options, usize) {
        let pick = |choices: &[usize]| choices[(seed / 8) as usize % choices.len()];
        match seed % 8 {
            0 | 1 => (Options::default(), 2 + (seed % 5) as usize),
            k @ 2..=6 => {
                let p = Preset::ALL[k as usize - 2];
                (Options::preset(p), pick(p.players()))
            }
            _ => (
                Options::default().with(&Variant::ALL).rounds(2),
                pick(&[4, 6]),
            ),
        }
    }

    /// Plays random games and calls `check` on every state before each move.
    fn playouts(games: u64, mut check: impl FnMut(&State)) {
        for seed in 0..games {
            let (options, players) = setup_for(seed);
            let mut s = EightQuilibrium::setup(&options, players, seed).unwrap();
            let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            loop {
                check(&s);
                let prompts = EightQuilibrium::prompts(&s);
                if prompts.is_empty() {
                    break;
                }
                let p = &prompts[rng.below(prompts.len())];
                let legal = EightQuilibrium::legal(&s, p.seat);
                let a = legal[rng.below(legal.len())].clone();
                EightQuilibrium::apply(&mut s, p.seat, a).unwrap();
            }
        }
    }

    /// Cards no spectator may see in this state: hands (but the King being given on, which
    /// was accepted in the open), face-down Market cards and the deck below the Stock. Nothing
    /// once the match is over.
    fn hidden(s: &State) -> Vec<Card> {
        if s.is_over() {
            return Vec::new();
        }
        let king = match s.phase {
            Phase::KingGive { king, .. } => Some(king),
            _ => None,
        };
        let stock = crate::rules::open_stock::stock(s);
        s.hands
            .concat()
            .into_iter()
            .filter(|&c| Some(c) != king)
            .chain(s.fog.face_down.iter().copied())
            .chain(s.deck.iter().copied().filter(|&c| Some(c) != stock))
            .collect()
    }

    /// The cards a text names.
    fn cards_named(text: &str) -> Vec<Card> {
        game_kit::cards::full_deck()
            .into_iter()
            .filter(|c| text.contains(&c.to_string()))
            .collect()
    }

    /// The cards a view holds anywhere.
    fn cards_in_view(view: &View) -> Vec<Card> {
        let json = serde_json::to_string(view).unwrap();
        game_kit::cards::full_deck()
            .into_iter()
            .filter(|c| json.contains(&format!("\"{}\"", c.code())))
            .collect()
    }

    /// The text without the previous round's results (their cards were dealt again since).
    fn this_round(text: &str) -> &str {
        // The heads of the last round's results, in the language spoken.
        let heads: Vec<String> = ["eq-round-scores", "eq-round-last"]
            .iter()
            .map(|k| {
                let head = crate::words::say_with(k, &[("round", "\u{1}".into())]);
                format!("\n{}", head.split('\u{1}').next().unwrap_or_default())
            })
            .collect();
        heads
            .iter()
            .filter_map(|h| text.find(h.as_str()))
            .min()
            .map_or(text, |at| &text[..at])
    }

    /// [`playouts`] in English, then an eighth as many in each other language and the
    /// pseudo-language: what is secret stays so in every language.
    fn playouts_in_every_language(games: u64, mut check: impl FnMut(&State)) {
        use present_kit::words::{speaking, Lang};
        playouts(games, &mut check);
        for lang in [Lang::De, Lang::Es, Lang::Fr, Lang::PtBr, Lang::Pseudo] {
            speaking(lang, || playouts(games.div_ceil(8), &mut check));
        }
    }

    #[test]
    fn paths_are_valid_unique_and_prefix_free() {
        playouts(400, |s| {
            for seat in 0..s.players() {
                let paths: Vec<Vec<MenuStep>> = EightQuilibrium::legal(s, seat)
                    .iter()
                    .map(|a| EightQuilibrium::action_path(s, seat, a, &[]))
                    .collect();
                present_kit::testing::assert_prefix_free(&paths);
                let mut labels: HashMap<(Vec<String>, String), String> = HashMap::new();
                for p in &paths {
                    assert!(!p.is_empty());
                    for (depth, step) in p.iter().enumerate() {
                        assert!(
                            !step.code.is_empty()
                                && step.code.len() <= 12
                                && step.code.bytes().all(|b| b.is_ascii_lowercase()
                                    || b.is_ascii_digit()
                                    || b == b'-'
                                    || b == b'_'),
                            "bad code {:?}",
                            step.code
                        );
                        assert!(!step.label.is_empty() && step.label.chars().count() <= 80);
                        // The same code at the same place always carries the same label.
                        let prefix: Vec<String> =
                            p[..depth].iter().map(|s| s.code.clone()).collect();
                        let key = (prefix, step.code.clone());
                        let label = labels.entry(key).or_insert_with(|| step.label.clone());
                        assert_eq!(*label, step.label);
                    }
                }
            }
        });
    }

    /// The direct menu levels (`paths::level`) are exactly the levels the full paths imply,
    /// at the root and after every prefix of every legal action's path.
    #[test]
    fn codes_and_levels_agree_with_the_paths() {
        let names: Vec<String> = ["Ada", "Bea", "Cleo", "Dan", "Eve", "Fay"]
            .map(String::from)
            .to_vec();
        playouts(60, |s| {
            for seat in 0..s.players() {
                let legal = EightQuilibrium::legal(s, seat);
                let paths: Vec<(Vec<MenuStep>, Action)> = legal
                    .iter()
                    .map(|a| (EightQuilibrium::action_path(s, seat, a, &names), a.clone()))
                    .collect();
                for (path, action) in &paths {
                    let codes = paths::action_codes(action);
                    assert_eq!(codes.len(), path.len(), "{action:?}");
                    for (code, step) in codes.iter().zip(path) {
                        assert!(code.is(&step.code), "{code:?} against {step:?}");
                        // Only its own code: one more or one less character is another code.
                        assert!(!code.is(&format!("{}0", step.code)), "{code:?}");
                        assert!(!code.is(&step.code[..step.code.len() - 1]), "{code:?}");
                    }
                }
                let mut prefixes: Vec<Vec<&str>> = vec![Vec::new(), vec!["zz"]];
                for (path, _) in &paths {
                    for depth in 1..=path.len() {
                        let prefix: Vec<&str> =
                            path[..depth].iter().map(|s| s.code.as_str()).collect();
                        if !prefixes.contains(&prefix) {
                            prefixes.push(prefix);
                        }
                    }
                }
                for prefix in prefixes {
                    let derived = present_kit::present::level_from_paths(&paths, &prefix);
                    let direct = paths::level(s, seat, &prefix, &names);
                    assert_eq!(direct, Some(derived.unwrap()), "after {prefix:?}");
                }
            }
        });
    }

    #[test]
    fn public_reaction_labels_hide_hand_cards() {
        playouts_in_every_language(400, |s| {
            for p in EightQuilibrium::prompts(s) {
                if p.kind != game_kit::PromptKind::Reaction {
                    continue;
                }
                for a in EightQuilibrium::legal(s, p.seat) {
                    let first = &EightQuilibrium::action_path(s, p.seat, &a, &[])[0];
                    for card in hidden(s) {
                        assert!(!first.label.contains(&card.to_string()), "{first:?}");
                    }
                }
            }
        });
    }

    #[test]
    fn spectator_board_never_shows_a_hidden_card() {
        playouts_in_every_language(64, |s| {
            let n = names(s.players());
            let view = EightQuilibrium::view(s, Viewer::Spectator);
            let text = EightQuilibrium::board_text(&view, &n);
            // The text says nothing the spectator's view does not hold ...
            let known = cards_in_view(&view);
            for card in cards_named(&text) {
                assert!(known.contains(&card), "{card} not in the view:\n{text}");
            }
            // ... and no card that is hidden now.
            for card in hidden(s) {
                assert!(
                    !this_round(&text).contains(&card.to_string()),
                    "{card} in\n{text}"
                );
            }
        });
    }

    #[test]
    fn private_text_shows_only_the_own_hidden_cards() {
        playouts_in_every_language(32, |s| {
            let n = names(s.players());
            for me in 0..s.players() {
                let view = EightQuilibrium::view(s, Viewer::Seat(me));
                let text = EightQuilibrium::private_text(&view, &n);
                for card in &s.hands[me] {
                    assert!(text.contains(&card.to_string()), "own {card} missing");
                }
                let known = cards_in_view(&view);
                for card in cards_named(&text) {
                    assert!(known.contains(&card), "{card} not in the view:\n{text}");
                }
                if s.is_over() {
                    continue;
                }
                let king = match s.phase {
                    Phase::KingGive { king, .. } => Some(king),
                    _ => None,
                };
                for (other, hand) in s.hands.iter().enumerate() {
                    if other == me {
                        continue;
                    }
                    for card in hand.iter().filter(|&&c| Some(c) != king) {
                        assert!(
                            !this_round(&text).contains(&card.to_string()),
                            "{card} of {other}:\n{text}"
                        );
                    }
                }
            }
        });
    }

    #[test]
    fn event_text_hides_swap_cards_from_third_parties() {
        let mut s = EightQuilibrium::setup(&Default::default(), 3, 11).unwrap();
        let n = names(3);
        let mine = s.hands[0][0];
        let events = EightQuilibrium::apply(
            &mut s,
            0,
            Action::SwapWithPlayer {
                target: 1,
                card: mine,
            },
        )
        .unwrap();
        let theirs = s.hands[1][0];
        let mut all = events;
        all.extend(EightQuilibrium::apply(&mut s, 1, Action::Allow { card: theirs }).unwrap());
        for e in &all {
            for viewer in [Viewer::Seat(2), Viewer::Spectator] {
                let line =
                    EightQuilibrium::event_text(&EightQuilibrium::redact(e, viewer).unwrap(), &n);
                assert!(!line.contains(&mine.to_string()), "{line}");
                assert!(!line.contains(&theirs.to_string()), "{line}");
            }
        }
        let swap = all
            .iter()
            .find(|e| matches!(e, Event::SwappedWithPlayer { .. }))
            .unwrap();
        let line = EightQuilibrium::event_text(
            &EightQuilibrium::redact(swap, Viewer::Seat(2)).unwrap(),
            &n,
        );
        assert_eq!(line, "Alice swapped a card with Bob.");
        assert!(line.contains("Alice") && line.contains("Bob"), "{line}");
        let for_alice = all
            .iter()
            .filter_map(|e| EightQuilibrium::redact(e, Viewer::Seat(0)))
            .map(|e| EightQuilibrium::event_text(&e, &n))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(for_alice.contains(&mine.to_string()) && for_alice.contains(&theirs.to_string()));
    }

    #[test]
    fn example_paths_read_well() {
        let s = EightQuilibrium::setup(&Default::default(), 3, 3).unwrap();
        let card = s.hands[0][0];
        let path =
            EightQuilibrium::action_path(&s, 0, &Action::SwapWithMarket { card, slot: 2 }, &[]);
        assert_eq!(
            path[0],
            MenuStep::new("sm", "Swap with the Market (1 token)")
        );
        assert_eq!(path[1].code, format!("h{}", card.code()));
        assert_eq!(path[1].label, format!("your {card}"));
        assert_eq!(path[2].label, format!("for {}", s.market_card(2).unwrap()));
        let path = EightQuilibrium::action_path(
            &s,
            0,
            &Action::GiveFromMarket { slot: 1, target: 2 },
            &names(3),
        );
        assert_eq!(
            path,
            vec![
                MenuStep::new("g", "Give from the Market"),
                MenuStep::new("m1", s.market_card(1).unwrap().to_string()),
                MenuStep::new("t2", "to Carol"),
            ]
        );
    }

    #[test]
    fn board_shows_market_players_and_the_pending_give() {
        let mut s = EightQuilibrium::setup(&Default::default(), 3, 5).unwrap();
        let n = names(3);
        let market: Vec<Card> = s.market_cards().collect();
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        for card in &market {
            assert!(text.contains(&card.to_string()));
        }
        assert!(text.contains("▶ 1. Alice: 3 cards · 2 tokens"), "{text}");
        assert!(text.contains("Alice to play"), "{text}");
        EightQuilibrium::apply(&mut s, 0, Action::GiveFromMarket { slot: 0, target: 1 }).unwrap();
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        assert!(
            text.contains(&format!("Alice gives {} from the Market to Bob", market[0])),
            "{text}"
        );
    }

    #[test]
    fn finished_game_shows_every_hand_and_place() {
        let mut s = EightQuilibrium::setup(&Default::default(), 2, 9).unwrap();
        while let Some(p) = EightQuilibrium::prompts(&s).into_iter().next() {
            let a = EightQuilibrium::timeout_action(&s, p.seat).unwrap();
            EightQuilibrium::apply(&mut s, p.seat, a).unwrap();
        }
        let n = names(2);
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        for card in s.hands.concat() {
            assert!(
                text.contains(&card.to_string()),
                "{card} missing in\n{text}"
            );
        }
        assert!(text.contains("1st"), "{text}");
    }

    #[test]
    fn rules_text_covers_the_essentials() {
        let t = EightQuilibrium::rules_text();
        for word in [
            "Give",
            "Market",
            "Reject",
            "Cancel",
            "8 cards",
            "56",
            "/score",
            "Team Play",
            "Fog of War",
            "Enigma",
            "rounds",
            // Each variant's own moves are explained, not just named.
            "Assist",
            "Relay Swap",
            "Quick Toss",
            "Stock",
            "Refresh",
            "Wind of Change",
            "peek",
            "Jack",
            "Queen",
            "King",
            "Ace",
        ] {
            assert!(t.contains(word), "{word}");
        }
        // `/rules` goes out as an embed description (at most 4096 characters).
        assert!(
            t.chars().count() <= 4096,
            "{} characters",
            t.chars().count()
        );
    }

    /// The private view's turn line offers exactly the moves `legal` allows now: no peek,
    /// Refresh, Assist or Relay Swap without a token or once used, no swap without a token.
    #[test]
    fn the_turn_line_offers_only_legal_moves() {
        let mut checked = 0;
        playouts(64, |s| {
            if s.phase != Phase::Turn {
                return;
            }
            let me = s.active;
            let legal = EightQuilibrium::legal(s, me);
            let has = |f: fn(&Action) -> bool| legal.iter().any(f);
            let view = EightQuilibrium::view(s, Viewer::Seat(me));
            let text = EightQuilibrium::private_text(&view, &names(s.players()));
            let line = text
                .lines()
                .find(|l| l.starts_with("Your turn"))
                .unwrap_or_else(|| panic!("no turn line in\n{text}"));
            let says = |words: &[&str]| words.iter().any(|w| line.contains(w));
            for (what, said, legal) in [
                (
                    "peek",
                    says(&["peek"]),
                    has(|a| matches!(a, Action::Peek { .. })),
                ),
                (
                    "refresh",
                    says(&["refresh the Stock"]),
                    has(|a| *a == Action::RefreshStock),
                ),
                (
                    "assist",
                    says(&["Assist"]),
                    has(|a| matches!(a, Action::Assist { .. })),
                ),
                (
                    "relay",
                    says(&["Relay Swap"]),
                    has(|a| matches!(a, Action::RelaySwap { .. })),
                ),
                (
                    "swap with the Market",
                    says(&["swap with the Market"]),
                    has(|a| matches!(a, Action::SwapWithMarket { .. })),
                ),
                (
                    "swap with a player",
                    says(&["swap with a player", "Market or a player"]),
                    has(|a| matches!(a, Action::SwapWithPlayer { .. })),
                ),
                (
                    "give from the deck",
                    says(&["the deck"]),
                    has(|a| *a == Action::DrawFromDeck),
                ),
            ] {
                assert_eq!(said, legal, "{what}: {line:?}");
            }
            checked += 1;
        });
        assert!(checked > 100, "{checked} turns checked");
    }

    #[test]
    fn the_turn_line_drops_spent_options() {
        let n = names(4);
        let turn_line = |s: &State, seat: Seat| {
            let view = EightQuilibrium::view(s, Viewer::Seat(seat));
            let text = EightQuilibrium::private_text(&view, &n);
            text.lines()
                .find(|l| l.starts_with("Your turn"))
                .unwrap()
                .to_string()
        };
        let all =
            Options::default().with(&[Variant::TeamPlay, Variant::OpenStock, Variant::FogOfWar]);
        let mut s = table(all, 4, 21);
        let line = turn_line(&s, 0);
        for word in ["peek", "refresh the Stock", "Assist", "Relay Swap", "swap"] {
            assert!(line.contains(word), "{word} in {line}");
        }
        // Without a token only the Give is left.
        s.tokens[0] = 0;
        assert_eq!(
            turn_line(&s, 0),
            "Your turn: give a card from the Market or the deck to a player with the fewest \
             cards."
        );
        // The team's Relay Swap is used and the peek made: neither is offered again.
        s.tokens[0] = 2;
        s.team.relay_used[0] = true;
        s.this_turn.peeked = true;
        let line = turn_line(&s, 0);
        assert!(
            !line.contains("Relay Swap") && !line.contains("peek"),
            "{line}"
        );
        assert!(
            line.contains("Assist") && line.contains("refresh the Stock"),
            "{line}"
        );
    }

    #[test]
    fn the_private_view_reminds_of_the_variants_in_play() {
        let n = names(4);
        let text = |o: Options| {
            let s = table(o, 4, 2);
            EightQuilibrium::private_text(&EightQuilibrium::view(&s, Viewer::Seat(1)), &n)
        };
        assert!(!text(Options::default()).contains("Variants in play"));
        let t = text(Options::preset(Preset::SocialistCapitalism));
        let reminders: Vec<&str> = t.lines().filter(|l| l.starts_with("• ")).collect();
        assert_eq!(reminders.len(), 3, "{t}");
        for (line, variant) in reminders
            .iter()
            .zip(["Team Play", "Open Stock", "Rank Powers"])
        {
            assert!(line.starts_with(&format!("• {variant}:")), "{line}");
        }
        let t = text(Options::default().with(&Variant::ALL));
        assert_eq!(t.lines().filter(|l| l.starts_with("• ")).count(), 5, "{t}");
    }

    #[test]
    fn views_fit_an_embed_description() {
        playouts(24, |s| {
            let n: Vec<String> = (0..s.players())
                .map(|i| format!("A-rather-long-display-name-{i}"))
                .collect();
            let board =
                EightQuilibrium::board_text(&EightQuilibrium::view(s, Viewer::Spectator), &n);
            assert!(board.chars().count() <= 4096, "{board}");
            for me in 0..s.players() {
                let view = EightQuilibrium::view(s, Viewer::Seat(me));
                let text = EightQuilibrium::private_text(&view, &n);
                assert!(text.chars().count() <= 4096, "{text}");
            }
        });
    }

    #[test]
    fn the_board_keeps_slot_numbers_while_a_market_card_is_given() {
        let mut s = table(Options::default(), 3, 5);
        let n = names(3);
        let market: Vec<Card> = s.market_cards().collect();
        EightQuilibrium::apply(&mut s, 0, Action::GiveFromMarket { slot: 1, target: 1 }).unwrap();
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        assert!(
            text.contains(&format!(
                "Market: 1:{} 2:— 3:{} 4:{} (— empty slot)",
                market[0], market[2], market[3]
            )),
            "{text}"
        );
    }

    #[test]
    fn the_next_stock_is_not_shown_while_the_stock_is_being_given() {
        let mut s = table(Options::default().with(&[Variant::OpenStock]), 3, 5);
        let n = names(3);
        let next = s.deck[s.deck.len() - 2];
        EightQuilibrium::apply(&mut s, 0, Action::DrawFromDeck).unwrap();
        for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(1)] {
            let view = EightQuilibrium::view(&s, viewer);
            let text = if viewer == Viewer::Spectator {
                EightQuilibrium::board_text(&view, &n)
            } else {
                EightQuilibrium::private_text(&view, &n)
            };
            assert!(
                text.contains("Stock: turned up once this Give is settled"),
                "{text}"
            );
            assert!(!text.contains(&next.to_string()), "{text}");
        }
    }

    #[test]
    fn names_fall_back_to_seat_numbers() {
        assert_eq!(name(&[], 2), "Seat 3");
        assert_eq!(name(&["".into()], 0), "Seat 1");
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(4), "4th");
        assert_eq!(ordinal(11), "11th");
    }

    fn table(options: Options, players: usize, seed: u64) -> State {
        EightQuilibrium::setup(&options, players, seed).unwrap()
    }

    #[test]
    fn variant_paths_read_well() {
        let mut s = table(Options::preset(Preset::Enigma), 4, 3);
        let n = names(4);
        let path = EightQuilibrium::action_path(&s, 0, &Action::Peek { slots: vec![0, 2] }, &n);
        assert_eq!(
            path,
            vec![
                MenuStep::new("pk", "Peek at the Market (1 token)"),
                MenuStep::new("s02", "look at slots 1 and 3"),
            ]
        );
        // A face-down slot is not named by its card.
        let path =
            EightQuilibrium::action_path(&s, 0, &Action::GiveFromMarket { slot: 1, target: 2 }, &n);
        assert_eq!(path[1], MenuStep::new("m1", "face-down slot 2"));
        EightQuilibrium::apply(&mut s, 0, Action::Peek { slots: vec![1] }).unwrap();
        let path =
            EightQuilibrium::action_path(&s, 0, &Action::GiveFromMarket { slot: 1, target: 2 }, &n);
        assert_eq!(
            path[1].label,
            format!("slot 2: {} (face down)", s.market_card(1).unwrap())
        );
        let other =
            EightQuilibrium::action_path(&s, 1, &Action::GiveFromMarket { slot: 1, target: 2 }, &n);
        assert_eq!(other[1].label, "face-down slot 2", "only the peeker knows");
        let path = EightQuilibrium::action_path(&s, 0, &Action::Assist { to: 2 }, &n);
        assert_eq!(path[1], MenuStep::new("t2", "to Carol"));
        assert_eq!(
            EightQuilibrium::action_path(&s, 3, &Action::QuickToss, &n)[0],
            MenuStep::new("qt", "Quick Toss a token (you skip your next turn)")
        );
    }

    #[test]
    fn board_shows_the_variants_state() {
        let s = table(Options::preset(Preset::SocialistCapitalism).rounds(3), 4, 8);
        let n = names(4);
        let text = EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &n);
        let stock = *s.deck.last().unwrap();
        assert!(text.contains("round 1 of 3"), "{text}");
        assert!(
            text.contains(
                "Variants: Socialist Capitalism: Team Play, Open Stock Economy, Rank Powers"
            ),
            "{text}"
        );
        assert!(text.contains(&format!("Stock: {stock}")), "{text}");
        assert!(text.contains("1. Alice [A]: 3 cards"), "{text}");
        assert!(
            text.contains("Teams: A (Alice and Carol) vs B (Bob and Dave)"),
            "{text}"
        );
        let s = table(Options::preset(Preset::DeductionNight), 3, 8);
        let text =
            EightQuilibrium::board_text(&EightQuilibrium::view(&s, Viewer::Spectator), &names(3));
        assert!(
            text.contains("Market: 1:▢ 2:▢ 3:▢ 4:▢ (▢ face down)"),
            "{text}"
        );
        assert!(
            text.contains("Wind of Change: not called yet this round."),
            "{text}"
        );
    }

    #[test]
    fn the_queens_look_is_for_the_holder_only() {
        // Play random Token Day games until a Queen is being reordered.
        for seed in 0..200 {
            let mut s = table(Options::preset(Preset::TokenDay), 3, seed);
            let mut rng = XorShift(seed | 1);
            while !s.is_over() {
                if let Phase::QueenReorder { seat } = s.phase {
                    let n = names(3);
                    let second = s.deck[s.deck.len() - 2];
                    for viewer in 0..3 {
                        let view = EightQuilibrium::view(&s, Viewer::Seat(viewer));
                        let text = EightQuilibrium::private_text(&view, &n);
                        assert_eq!(
                            text.contains(&second.to_string()),
                            viewer == seat,
                            "seat {viewer}:\n{text}"
                        );
                    }
                    let board = EightQuilibrium::board_text(
                        &EightQuilibrium::view(&s, Viewer::Spectator),
                        &n,
                    );
                    assert!(!board.contains(&second.to_string()));
                    assert!(board.contains("accepted a Queen"), "{board}");
                    return;
                }
                let p = EightQuilibrium::prompts(&s)[0].clone();
                let legal = EightQuilibrium::legal(&s, p.seat);
                let a = legal[rng.below(legal.len())].clone();
                EightQuilibrium::apply(&mut s, p.seat, a).unwrap();
            }
        }
        panic!("no Queen was ever accepted");
    }

    #[test]
    fn wind_and_fog_event_lines_keep_their_secrets() {
        let n = names(3);
        let c = |code: &str| Card::from_code(code).unwrap();
        let pass = Event::WindPassed {
            clockwise: true,
            passes: vec![Some(c("9h")), Some(c("2s")), Some(c("kd"))],
        };
        let line = |e: &Event, v: Viewer| {
            EightQuilibrium::event_text(&EightQuilibrium::redact(e, v).unwrap(), &n)
        };
        assert_eq!(
            line(&pass, Viewer::Seat(1)),
            "The Wind blows clockwise: Alice passed ♥9, Bob passed ♠2."
        );
        assert_eq!(
            line(&pass, Viewer::Spectator),
            "The Wind blows clockwise: every player passes one card, face down."
        );
        let give = Event::GaveFaceDown {
            from: 0,
            to: 2,
            slot: 1,
            card: Some(c("qs")),
        };
        assert!(line(&give, Viewer::Seat(2)).contains("♠Q"));
        assert_eq!(
            line(&give, Viewer::Seat(1)),
            "Alice gives the face-down card of slot 2 to Carol."
        );
        let peek = Event::Peeked {
            seat: 0,
            slots: vec![0, 3],
            cards: vec![Some(c("2c")), Some(c("3c"))],
        };
        assert_eq!(
            line(&peek, Viewer::Spectator),
            "Alice peeks at slot 1 and slot 4 (1 token)."
        );
        assert!(line(&peek, Viewer::Seat(0)).contains("slot 1 (♣2)"));
        let bottomed = Event::BottomedFaceDown {
            seat: 1,
            slot: 2,
            card: Some(c("9h")),
        };
        assert_eq!(
            line(&bottomed, Viewer::Seat(1)),
            "Bob puts the face-down card of slot 3 at the bottom of the deck, unseen; the \
             rejected card takes slot 3."
        );
    }

    #[test]
    fn round_results_add_up_in_the_event_line() {
        let e = Event::RoundEnded {
            hands: vec![vec![]; 2],
            totals: vec![10, 12],
            places: vec![2, 1],
            round: 2,
            cumulative: vec![25, 20],
            team_play: false,
        };
        assert_eq!(
            EightQuilibrium::event_text(&e, &names(2)),
            "Round 2 over! 1st Bob (12), 2nd Alice (10) · Match points so far: Alice 25, Bob 20"
        );
        let e = Event::RoundEnded {
            hands: vec![vec![]; 4],
            totals: vec![10, 12, 7, 3],
            places: vec![1, 2, 1, 2],
            round: 2,
            cumulative: vec![20, 20, 15, 10],
            team_play: true,
        };
        assert_eq!(
            EightQuilibrium::event_text(&e, &names(4)),
            "Round 2 over! Team A 17 (Alice 10, Carol 7) · Team B 15 (Bob 12, Dave 3) · Match \
             points so far: Team A 35, Team B 30"
        );
    }

    #[test]
    fn lobby_options_set_presets_variants_and_rounds() {
        let options = lobby::lobby_options();
        assert_eq!(options.len(), 3);
        assert!(options.len() <= present_kit::present::MAX_LOBBY_OPTIONS);
        for o in &options {
            assert!(o.choices.len() <= 25 && o.label.chars().count() <= 150);
            for (value, label) in &o.choices {
                // The board cuts labels at 80 characters; none needs cutting.
                assert!(value.len() <= 100 && label.chars().count() <= 80, "{label}");
            }
        }
        assert!(options[1].multi && !options[0].multi);
        let set = |o: &Options, key: &str, values: &[&str]| {
            let values: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            lobby::set_lobby_option(o, key, &values)
        };
        let o = set(&Options::default(), "rounds", &["3"]).unwrap();
        let o = set(&o, "preset", &["enigma"]).unwrap();
        assert_eq!((o.preset, o.rounds), (Some(Preset::Enigma), 3));
        let o = set(&o, "variants", &["team_play", "fog_of_war", "rank_powers"]).unwrap();
        assert_eq!(o.preset, None, "no longer the preset");
        assert!(o.rank_powers && o.rounds == 3);
        let o = set(&o, "variants", &[]).unwrap();
        assert!(o.variants().is_empty(), "none = the base game");
        assert!(set(&o, "rounds", &["10"]).is_err());
        assert!(set(&o, "variants", &["teleport"]).is_err());
        assert!(set(&o, "preset", &["a", "b"]).is_err());
        let text = lobby::lobby_text(&Options::preset(Preset::Enigma), &names(3));
        assert!(
            text.contains("Game: Enigma (Team Play, Fog of War) · 1 round"),
            "{text}"
        );
        assert!(text.contains("A: Alice and Carol · B: Bob"), "{text}");
        assert!(
            text.contains("⚠ The Enigma preset is for 4 or 6 players"),
            "{text}"
        );
        assert!(!lobby::lobby_text(&Options::default(), &names(3)).contains('⚠'));
    }
}
