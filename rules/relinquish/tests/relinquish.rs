//! Relinquish: the rulebook's examples and the rulings (RQ-n), played on hand-built tables.

mod rq;

use game_kit::{Game, PromptKind, Viewer};
use relinquish::rules::{
    Action, Arcana, Battle, BattleStep, ClashResult, EndReason, Event, Options, Phase, Rally,
    Relinquish as Rq, Selecting, State,
};
use rq::{card, cards, pick, play, refuse, table, table_with, tableau_codes};

fn end_turn(s: &mut State, seat: usize) -> Vec<Event> {
    play(s, seat, Action::EndTurn { fortify: None })
}

fn beginner() -> Options {
    Options {
        beginner: true,
        ..Options::default()
    }
}

// ---------------------------------------------------------------- Populate (RQ-4)

#[test]
fn populate_example_needs_the_5_and_7_rested_first() {
    // Rulebook: Standing 5 and 7, a 4 in hand: no Populate until both Rest.
    let mut s = table(2)
        .hand(0, "4W PC")
        .tableau(0, "5S 7C")
        .hand(1, "1P")
        .build();
    let msg = refuse(&mut s, 0, Action::Populate { card: card("4W") });
    assert!(
        msg.contains("at least as high as your highest Standing Common (7)"),
        "{msg}"
    );
    // Rest both by paying a Page of Cups with two Commons of any suits (RQ-3).
    play(&mut s, 0, Action::Summon { court: card("PC") });
    pick(&mut s, 0, "5S 7C");
    play(&mut s, 0, Action::Confirm);
    assert_eq!(tableau_codes(&s, 0), "_5S _7C PC");
    play(&mut s, 0, Action::Populate { card: card("4W") });
    assert_eq!(tableau_codes(&s, 0), "_5S _7C PC 4W");
    // One Populate per turn (RQ-5).
    s.hands[0].push(card("9W"));
    let msg = refuse(&mut s, 0, Action::Populate { card: card("9W") });
    assert!(msg.contains("already Populated"), "{msg}");
}

#[test]
fn populate_counts_captured_commons_and_bounties() {
    // RQ-4: a captured Standing Common counts; RQ-14: at its current value.
    let mut s = table(2)
        .hand(0, "6W")
        .tableau(0, "4P 6P")
        .tableau(1, "5C")
        .hand(1, "1P")
        .build();
    s.tableaus[0].push(relinquish::rules::Placed {
        card: card("8S"),
        resting: false,
        origin: 1,
    });
    assert!(refuse(&mut s, 0, Action::Populate { card: card("6W") }).contains("(8)"));
    // Bounty the captured 8 down by 4: now 4, and the Pence activators are Resting.
    play(
        &mut s,
        0,
        Action::Arcana {
            power: Arcana::Bounty,
            with: [card("4P"), card("6P")],
        },
    );
    play(
        &mut s,
        0,
        Action::Bounty {
            card: card("8S"),
            by: card("4P"),
            add: false,
        },
    );
    assert_eq!(s.value(card("8S")), 4);
    play(&mut s, 0, Action::Populate { card: card("6W") });
}

// ---------------------------------------------------------------- Summon (RQ-3)

#[test]
fn page_of_wands_cost() {
    // One Wands Common, or two Commons of any suits (two Wands included).
    let base = table(2)
        .hand(0, "PW")
        .tableau(0, "3W 5W 2C 8S")
        .hand(1, "1P")
        .build();
    let mut s = base.clone();
    play(&mut s, 0, Action::Summon { court: card("PW") });
    pick(&mut s, 0, "3W");
    play(&mut s, 0, Action::Confirm);
    assert_eq!(tableau_codes(&s, 0), "_3W 5W 2C 8S PW");

    let mut s = base.clone();
    play(&mut s, 0, Action::Summon { court: card("PW") });
    pick(&mut s, 0, "2C");
    let msg = refuse(&mut s, 0, Action::Confirm);
    assert!(
        msg.contains("costs 1 Standing Wands Common or 2 Standing Commons of any suits"),
        "{msg}"
    );
    pick(&mut s, 0, "8S");
    play(&mut s, 0, Action::Confirm);
    assert_eq!(tableau_codes(&s, 0), "3W 5W _2C _8S PW");

    let mut s = base.clone();
    play(&mut s, 0, Action::Summon { court: card("PW") });
    pick(&mut s, 0, "3W 5W");
    let msg = refuse(&mut s, 0, Action::Pick { card: card("2C") });
    assert!(msg.contains("could not be made exactly"), "{msg}");
    play(&mut s, 0, Action::Confirm);

    // A Standing Knight, King or Queen forbids a Page; Pages do not.
    for (court, ok) in [("NC", false), ("KS", false), ("QP", false), ("PC", true)] {
        let mut s = base.clone();
        s.tableaus[0].push(relinquish::rules::Placed {
            card: card(court),
            resting: false,
            origin: 0,
        });
        let r = Rq::apply(&mut s, 0, Action::Summon { court: card("PW") });
        assert_eq!(r.is_ok(), ok, "{court}: {r:?}");
    }
}

#[test]
fn king_of_swords_cost() {
    let base = table(2)
        .hand(0, "KS")
        .tableau(0, "2S 9S 4W 5C KC")
        .hand(1, "1P")
        .build();
    // A Standing King allows another King (RQ-3 reads the rulebook's "higher" as >=).
    let mut s = base.clone();
    play(&mut s, 0, Action::Summon { court: card("KS") });
    pick(&mut s, 0, "2S 9S");
    play(&mut s, 0, Action::Confirm);
    assert_eq!(tableau_codes(&s, 0), "_2S _9S 4W 5C KC KS");

    let mut s = base.clone();
    play(&mut s, 0, Action::Summon { court: card("KS") });
    pick(&mut s, 0, "2S 4W");
    assert!(refuse(&mut s, 0, Action::Confirm).contains("you have chosen 2"));
    pick(&mut s, 0, "5C");
    play(&mut s, 0, Action::Confirm);
    assert_eq!(tableau_codes(&s, 0), "_2S 9S _4W _5C KC KS");

    // Back drops the choice; nothing happened.
    let mut s = base.clone();
    let before = serde_json::to_string(&s).unwrap();
    play(&mut s, 0, Action::Summon { court: card("KS") });
    pick(&mut s, 0, "2S");
    play(&mut s, 0, Action::Back);
    assert_eq!(serde_json::to_string(&s).unwrap(), before);

    // A Standing Queen forbids the King.
    let mut s = base;
    s.tableaus[0].push(relinquish::rules::Placed {
        card: card("QW"),
        resting: false,
        origin: 0,
    });
    let msg = refuse(&mut s, 0, Action::Summon { court: card("KS") });
    assert!(msg.contains("Standing Queen"), "{msg}");
}

// ---------------------------------------------------------------- Magick (RQ-7, RQ-20, RQ-21)

fn tower_table() -> State {
    table(2)
        .hand(0, "T16")
        .tableau(0, "2W")
        .hand(1, "T3 T0 1C")
        .tableau(1, "_3W _4C _9S 6P")
        .build()
}

#[test]
fn the_tower_negated_by_the_empress_takes_the_3() {
    let mut s = tower_table();
    play(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T16"),
            target: 1,
        },
    );
    // RQ-20: the exact sum, and a Standing Common cannot be named.
    assert!(refuse(&mut s, 0, Action::Pick { card: card("6P") }).contains("not one"));
    pick(&mut s, 0, "3W 4C");
    let msg = refuse(&mut s, 0, Action::Confirm);
    assert!(
        msg.contains("exactly 16") && msg.contains("add up to 7"),
        "{msg}"
    );
    pick(&mut s, 0, "9S");
    play(&mut s, 0, Action::Confirm);
    // The Negate window: a Reaction for the target.
    let p = Rq::prompts(&s);
    assert_eq!(
        (p.len(), p[0].seat, p[0].kind),
        (1, 1, PromptKind::Reaction)
    );
    assert_eq!(s.exile, cards("T16"));
    let msg = refuse(
        &mut s,
        1,
        Action::Negate {
            tarot: card("T3"),
            keep: cards("4C"),
        },
    );
    assert!(msg.contains("exactly 3"), "{msg}");
    play(
        &mut s,
        1,
        Action::Negate {
            tarot: card("T3"),
            keep: cards("3W"),
        },
    );
    assert_eq!(tableau_codes(&s, 0), "2W _3W");
    assert_eq!(tableau_codes(&s, 1), "_4C _9S 6P");
    assert_eq!(s.exile, cards("T16 T3"));
    assert!(matches!(s.phase, Phase::Turn { selecting: None }));
    // The whole chain was the active player's one Magick.
    s.hands[0].push(card("T5"));
    assert!(refuse(&mut s, 0, Action::Augur { tarot: card("T5") }).contains("already used Magick"));
}

#[test]
fn the_fool_negates_everything_and_no_counter_lets_it_all_go() {
    let mut s = tower_table();
    play(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T16"),
            target: 1,
        },
    );
    pick(&mut s, 0, "3W 4C 9S");
    play(&mut s, 0, Action::Confirm);
    assert!(refuse(
        &mut s,
        1,
        Action::Negate {
            tarot: card("T0"),
            keep: cards("3W")
        }
    )
    .contains("name no Commons"));
    let legal = Rq::legal(&s, 1);
    assert!(legal.contains(&Action::Negate {
        tarot: card("T0"),
        keep: vec![]
    }));
    assert!(legal.contains(&Action::Negate {
        tarot: card("T3"),
        keep: cards("3W")
    }));
    play(
        &mut s,
        1,
        Action::Negate {
            tarot: card("T0"),
            keep: vec![],
        },
    );
    assert_eq!(tableau_codes(&s, 0), "2W");
    assert_eq!(tableau_codes(&s, 1), "_3W _4C _9S 6P");

    let mut s = tower_table();
    play(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T16"),
            target: 1,
        },
    );
    pick(&mut s, 0, "3W 4C 9S");
    play(&mut s, 0, Action::Confirm);
    // RQ-7 timeout default: no counter.
    let t = Rq::timeout_action(&s, 1).unwrap();
    assert_eq!(t, Action::NoCounter);
    play(&mut s, 1, t);
    assert_eq!(tableau_codes(&s, 0), "2W _3W _4C _9S");
}

#[test]
fn enchant_needs_a_reachable_sum_and_an_opponent() {
    let mut s = table_with(
        4,
        Options {
            teams: true,
            ..Options::default()
        },
    )
    .hand(0, "T8")
    .tableau(1, "_3W _4C")
    .tableau(2, "_8C")
    .hand(1, "T2")
    .hand(3, "T1")
    .build();
    let msg = refuse(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T8"),
            target: 1,
        },
    );
    assert!(msg.contains("add up to exactly 8"), "{msg}");
    // Seat 2 is seat 0's partner (RQ-23: A1 B1 A2 B2).
    assert!(refuse(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T8"),
            target: 2
        }
    )
    .contains("opponent"));
    s.tableaus[1][0].card = card("4W");
    play(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T8"),
            target: 1,
        },
    );
    pick(&mut s, 0, "4W 4C");
    play(&mut s, 0, Action::Confirm);
    // The target and their partner may both Negate.
    let seats: Vec<usize> = Rq::prompts(&s).iter().map(|p| p.seat).collect();
    assert_eq!(seats, vec![1, 3]);
    play(&mut s, 1, Action::NoCounter);
    assert_eq!(Rq::prompts(&s).len(), 1);
    play(&mut s, 3, Action::NoCounter);
    assert_eq!(tableau_codes(&s, 0), "_4W _4C");
}

#[test]
fn foil_chain_of_three_tarots() {
    let base = table(2)
        .hand(0, "T13 T17 T2")
        .tableau(0, "QW")
        .hand(1, "T15 T20 1C")
        .tableau(1, "_KS 5P")
        .build();
    // Murder (13), Foil (15), Foil again (17): the last Tarot is the murderer's: discarded.
    let mut s = base.clone();
    assert!(refuse(
        &mut s,
        0,
        Action::Murder {
            tarot: card("T2"),
            court: card("KS")
        }
    )
    .contains("13 or more"));
    assert!(refuse(
        &mut s,
        0,
        Action::Murder {
            tarot: card("T13"),
            court: card("QW")
        }
    )
    .contains("opponent"));
    play(
        &mut s,
        0,
        Action::Murder {
            tarot: card("T13"),
            court: card("KS"),
        },
    );
    assert_eq!(Rq::prompts(&s)[0].seat, 1);
    assert!(refuse(&mut s, 1, Action::Foil { tarot: card("T2") }).contains("not one"));
    play(&mut s, 1, Action::Foil { tarot: card("T15") });
    let p = Rq::prompts(&s);
    assert_eq!((p[0].seat, p[0].kind), (0, PromptKind::Reaction));
    play(&mut s, 0, Action::Foil { tarot: card("T17") });
    play(&mut s, 1, Action::NoCounter);
    assert_eq!(tableau_codes(&s, 1), "5P");
    assert_eq!(s.discard, cards("KS"));
    assert_eq!(s.exile, cards("T13 T15 T17"));

    // Murder, Foil, and the murderer lets it be: the King stays.
    let mut s = base.clone();
    play(
        &mut s,
        0,
        Action::Murder {
            tarot: card("T13"),
            court: card("KS"),
        },
    );
    play(&mut s, 1, Action::Foil { tarot: card("T15") });
    let events = play(&mut s, 0, Action::NoCounter);
    assert!(events.contains(&Event::Spared {
        court: card("KS"),
        owner: 1
    }));
    assert_eq!(tableau_codes(&s, 1), "_KS 5P");

    // Four Tarots: 13, 15, 17, 20: the owner's side played last.
    let mut s = base;
    play(
        &mut s,
        0,
        Action::Murder {
            tarot: card("T13"),
            court: card("KS"),
        },
    );
    play(&mut s, 1, Action::Foil { tarot: card("T15") });
    play(&mut s, 0, Action::Foil { tarot: card("T17") });
    play(&mut s, 1, Action::Foil { tarot: card("T20") });
    // Seat 0 still holds a card (T2), so it is asked, though T2 cannot Foil (our ruling 1).
    assert_eq!(Rq::legal(&s, 0), vec![Action::NoCounter]);
    play(&mut s, 0, Action::NoCounter);
    assert_eq!(tableau_codes(&s, 1), "_KS 5P");
}

#[test]
fn augur_scries_twice_and_scry_timeout_keeps_the_first() {
    let mut s = table(2).hand(0, "T5").hand(1, "1C").build();
    let top: Vec<_> = s.scry_pile.iter().rev().take(4).copied().collect();
    assert!(refuse(
        &mut s,
        0,
        Action::Murder {
            tarot: card("T5"),
            court: card("KS")
        }
    )
    .contains("13 or more"));
    play(&mut s, 0, Action::Augur { tarot: card("T5") });
    let p = Rq::prompts(&s);
    assert_eq!((p[0].seat, p[0].kind), (0, PromptKind::Decision));
    // Only the scrying seat sees the two cards.
    let mine = Rq::view(&s, Viewer::Seat(0));
    assert_eq!(mine.me.unwrap().scry, top[..2].to_vec());
    let json = serde_json::to_string(&Rq::view(&s, Viewer::Seat(1))).unwrap();
    assert!(!json.contains(&format!("\"{}\"", top[0])));
    let t = Rq::timeout_action(&s, 0).unwrap();
    assert_eq!(t, Action::Keep { card: top[0] });
    play(&mut s, 0, t);
    play(&mut s, 0, Action::Keep { card: top[3] });
    assert_eq!(s.hands[0], vec![top[0], top[3]]);
    assert_eq!(s.discard, vec![top[1], top[2]]);
}

// ---------------------------------------------------------------- Abilities (RQ-6, RQ-16, RQ-18)

#[test]
fn bounty_with_the_4_and_6_of_pence_on_a_10() {
    let base = table(2)
        .hand(0, "1W")
        .tableau(0, "4P 6P")
        .tableau(1, "10C")
        .hand(1, "1C")
        .build();
    for (by, add, value) in [
        ("4P", true, 14),
        ("4P", false, 6),
        ("6P", true, 16),
        ("6P", false, 4),
    ] {
        let mut s = base.clone();
        play(
            &mut s,
            0,
            Action::Arcana {
                power: Arcana::Bounty,
                with: cards("4P 6P").try_into().unwrap(),
            },
        );
        // The activating cards cannot be the target.
        assert!(refuse(
            &mut s,
            0,
            Action::Bounty {
                card: card("4P"),
                by: card("6P"),
                add: true
            }
        )
        .contains("own activating cards"));
        play(
            &mut s,
            0,
            Action::Bounty {
                card: card("10C"),
                by: card(by),
                add,
            },
        );
        assert_eq!(s.value(card("10C")), value);
        assert_eq!(tableau_codes(&s, 0), "_4P _6P");
        // It lasts to the end of the turn only (RQ-14), and scores are printed values.
        end_turn(&mut s, 0);
        assert_eq!(s.value(card("10C")), 10);
    }
}

#[test]
fn bounty_counts_in_enchant_sums_and_captures() {
    // RQ-14: a Bounty changes the sum an Enchant needs and which Common a capture takes.
    let mut s = table(2)
        .hand(0, "T7 2C")
        .tableau(0, "3P 4P NW")
        .tableau(1, "_2S _8W 1C 9C")
        .hand(1, "1S")
        .build();
    play(
        &mut s,
        0,
        Action::Arcana {
            power: Arcana::Bounty,
            with: cards("3P 4P").try_into().unwrap(),
        },
    );
    play(
        &mut s,
        0,
        Action::Bounty {
            card: card("8W"),
            by: card("3P"),
            add: false,
        },
    );
    play(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T7"),
            target: 1,
        },
    );
    pick(&mut s, 0, "2S 8W");
    play(&mut s, 0, Action::Confirm);
    play(&mut s, 1, Action::NoCounter);
    assert_eq!(tableau_codes(&s, 0), "_3P _4P NW _2S _8W");
}

#[test]
fn glamour_coerce_and_lavish() {
    let mut s = table(2)
        .hand(0, "1W")
        .tableau(0, "2W 3W 4S NS 5C 6C")
        .tableau(1, "_7P KP")
        .hand(1, "1C")
        .build();
    // Glamour never targets its own activators, and only Commons.
    play(
        &mut s,
        0,
        Action::Arcana {
            power: Arcana::Glamour,
            with: cards("2W 3W").try_into().unwrap(),
        },
    );
    assert!(refuse(&mut s, 0, Action::Target { card: card("2W") }).contains("own activating"));
    assert!(refuse(&mut s, 0, Action::Target { card: card("KP") }).contains("Common"));
    play(&mut s, 0, Action::Target { card: card("7P") });
    assert_eq!(tableau_codes(&s, 1), "7P KP");
    // Coerce: a Court of Swords and a Common of Swords (RQ-18) Rest an opponent's King.
    play(
        &mut s,
        0,
        Action::Arcana {
            power: Arcana::Coerce,
            with: cards("4S NS").try_into().unwrap(),
        },
    );
    play(&mut s, 0, Action::Target { card: card("KP") });
    assert_eq!(tableau_codes(&s, 1), "7P _KP");
    assert!(refuse(
        &mut s,
        0,
        Action::Arcana {
            power: Arcana::Glamour,
            with: cards("2W 3W").try_into().unwrap()
        }
    )
    .contains("not one"));
    // Lavish scries at once.
    let hand = s.hands[0].len();
    play(
        &mut s,
        0,
        Action::Arcana {
            power: Arcana::Lavish,
            with: cards("5C 6C").try_into().unwrap(),
        },
    );
    assert!(matches!(s.phase, Phase::Scry { seat: 0, .. }));
    let t = Rq::timeout_action(&s, 0).unwrap();
    play(&mut s, 0, t);
    assert_eq!(s.hands[0].len(), hand + 1);
    assert_eq!(tableau_codes(&s, 0), "_2W _3W _4S _NS _5C _6C");
}

#[test]
fn congregate_and_conscript_but_not_for_beginners() {
    let build = |o: Options| {
        table_with(2, o)
            .hand(0, "7C QW")
            .tableau(0, "9W 3S 4P PC NS")
            .hand(1, "1C")
            .build()
    };
    let mut s = build(Options::default());
    // Congregate ignores Populate's minimum (9 Standing) and leaves Populate unused.
    let msg = refuse(
        &mut s,
        0,
        Action::Congregate {
            card: card("7C"),
            with: cards("9W 3S").try_into().unwrap(),
        },
    );
    assert!(msg.contains("add up to 12"), "{msg}");
    play(
        &mut s,
        0,
        Action::Congregate {
            card: card("7C"),
            with: cards("4P 3S").try_into().unwrap(),
        },
    );
    assert!(!s.turn.populated);
    // Conscript places a Queen over nothing but two Rested Courts.
    play(
        &mut s,
        0,
        Action::Conscript {
            court: card("QW"),
            with: cards("PC NS").try_into().unwrap(),
        },
    );
    assert_eq!(tableau_codes(&s, 0), "9W _3S _4P _PC _NS 7C QW");
    assert!(!s.turn.summoned);

    let mut s = build(beginner());
    assert!(refuse(
        &mut s,
        0,
        Action::Congregate {
            card: card("7C"),
            with: cards("4P 3S").try_into().unwrap()
        }
    )
    .contains("beginner"));
    assert!(!Rq::legal(&s, 0)
        .iter()
        .any(|a| matches!(a, Action::Conscript { .. })));
}

// ---------------------------------------------------------------- Battle (RQ-8, RQ-9, RQ-15, RQ-17)

fn declare(s: &mut State, attackers: &[(&str, usize)]) {
    play(s, 0, Action::Battle);
    for &(court, at) in attackers {
        play(
            s,
            0,
            Action::Attack {
                court: card(court),
                at,
            },
        );
    }
    play(s, 0, Action::Confirm);
}

#[test]
fn capture_table_on_1_4_6_9() {
    for (attacker, taken) in [("PW", "1C"), ("NW", "1C"), ("KW", "9S"), ("QW", "9S")] {
        let mut s = table(2)
            .hand(0, "2C")
            .tableau(0, attacker)
            .tableau(1, "4W 1C 9S 6P _10P")
            .hand(1, "3C")
            .build();
        declare(&mut s, &[(attacker, 1)]);
        // No Standing Court to block with: the defender is not asked (our ruling 3).
        assert!(matches!(s.phase, Phase::Turn { selecting: None }));
        assert_eq!(tableau_codes(&s, 0), format!("_{attacker} {taken}"));
        assert!(s.tableaus[0][1].origin == 1 && !s.tableaus[0][1].resting);
    }
}

#[test]
fn equal_values_let_the_attacker_choose() {
    let mut s = table(2)
        .hand(0, "2C")
        .tableau(0, "KW")
        .tableau(1, "9W 9S 4C PS")
        .hand(1, "3C")
        .build();
    declare(&mut s, &[("KW", 1)]);
    let p = Rq::prompts(&s);
    assert_eq!((p[0].seat, p[0].kind), (1, PromptKind::Decision));
    play(
        &mut s,
        1,
        Action::Decline {
            attacker: card("KW"),
        },
    );
    let p = Rq::prompts(&s);
    assert_eq!((p[0].seat, p[0].kind), (0, PromptKind::Decision));
    assert!(refuse(&mut s, 0, Action::Capture { card: card("4C") }).contains("9 Wands, 9 Swords"));
    assert_eq!(
        Rq::timeout_action(&s, 0),
        Some(Action::Capture { card: card("9W") })
    );
    play(&mut s, 0, Action::Capture { card: card("9S") });
    assert_eq!(tableau_codes(&s, 0), "_KW 9S");
    assert!(matches!(s.phase, Phase::Turn { selecting: None }));
}

#[test]
fn a_tie_in_a_clash_discards_both_and_the_attacker_captures() {
    let mut s = table(2)
        .hand(0, "3C 8W")
        .tableau(0, "KW")
        .tableau(1, "QS 2P 7P")
        .hand(1, "2S 5C")
        .build();
    declare(&mut s, &[("KW", 1)]);
    play(
        &mut s,
        1,
        Action::Block {
            attacker: card("KW"),
            with: card("QS"),
        },
    );
    // Both Rally in secret, at once.
    let p = Rq::prompts(&s);
    assert_eq!(
        p.iter().map(|p| (p.seat, p.kind)).collect::<Vec<_>>(),
        vec![(0, PromptKind::Secret), (1, PromptKind::Secret)]
    );
    play(
        &mut s,
        0,
        Action::Rally {
            card: Some(card("3C")),
        },
    );
    // Seat 0's pick stays in seat 0's view only until both are in.
    assert_eq!(
        Rq::view(&s, Viewer::Seat(0)).me.unwrap().rally,
        Some(Rally::Common(card("3C")))
    );
    let other = serde_json::to_string(&Rq::view(&s, Viewer::Seat(1))).unwrap();
    assert!(!other.contains("\"3C\""));
    assert_eq!(Rq::prompts(&s).len(), 1);
    // King 2 + 3 = 5 against Queen 3 + 2 = 5.
    let events = play(
        &mut s,
        1,
        Action::Rally {
            card: Some(card("2S")),
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Clash {
            attack: 5,
            defend: 5,
            result: ClashResult::Tie,
            ..
        }
    )));
    // Both Courts and both Rallies discarded; the King's rank takes the highest, the 7.
    assert_eq!(tableau_codes(&s, 0), "7P");
    assert_eq!(tableau_codes(&s, 1), "2P");
    let mut discard = s.discard.clone();
    discard.sort();
    let mut expected = cards("3C 2S KW QS");
    expected.sort();
    assert_eq!(discard, expected);
}

#[test]
fn one_court_defends_many() {
    let mut s = table(2)
        .hand(0, "1C")
        .tableau(0, "PW NW KC")
        .tableau(1, "QS 3P 8P")
        .hand(1, "2C")
        .build();
    declare(&mut s, &[("PW", 1), ("NW", 1), ("KC", 1)]);
    // The defender picks the order: the Knight first.
    play(
        &mut s,
        1,
        Action::Block {
            attacker: card("NW"),
            with: card("QS"),
        },
    );
    play(&mut s, 0, Action::Rally { card: None });
    play(&mut s, 1, Action::Rally { card: None });
    // Queen 3 beats Knight 1; the Queen Stands on and blocks again (RQ-15).
    assert_eq!(tableau_codes(&s, 1), "QS 3P 8P");
    play(
        &mut s,
        1,
        Action::Block {
            attacker: card("PW"),
            with: card("QS"),
        },
    );
    // Timeouts: no Rally.
    for seat in [0, 1] {
        let t = Rq::timeout_action(&s, seat).unwrap();
        assert_eq!(t, Action::Rally { card: None });
        play(&mut s, seat, t);
    }
    assert_eq!(tableau_codes(&s, 0), "_KC");
    // The King is let through and takes the highest Standing Common.
    play(
        &mut s,
        1,
        Action::Decline {
            attacker: card("KC"),
        },
    );
    assert_eq!(tableau_codes(&s, 0), "_KC 8P");
    assert_eq!(tableau_codes(&s, 1), "QS 3P");
    assert!(matches!(s.phase, Phase::Turn { selecting: None }));
    assert!(refuse(&mut s, 0, Action::Battle).contains("already Battled"));
}

#[test]
fn defenders_in_declared_order_and_timeout_declines_the_rest() {
    let mut s = table(3)
        .hand(0, "1C")
        .tableau(0, "PW NW QC")
        .tableau(1, "KS 3P 8P")
        .tableau(2, "PS 5W 6W")
        .hand(1, "2C")
        .hand(2, "4C")
        .build();
    declare(&mut s, &[("QC", 2), ("PW", 1), ("NW", 2)]);
    // Seat 2 first (declared first), one step at a time.
    assert!(matches!(
        &s.phase,
        Phase::Battle(Battle {
            step: BattleStep::Blocking { defender: 2 },
            ..
        })
    ));
    assert!(refuse(&mut s, 1, Action::DeclineAll).contains("No attacker"));
    assert_eq!(Rq::timeout_action(&s, 2), Some(Action::DeclineAll));
    play(&mut s, 2, Action::DeclineAll);
    // Queen then Knight captured in declared order: the 6, then the 5.
    assert_eq!(tableau_codes(&s, 0), "_PW _NW _QC 6W 5W");
    assert!(matches!(
        &s.phase,
        Phase::Battle(Battle {
            step: BattleStep::Blocking { defender: 1 },
            ..
        })
    ));
    play(
        &mut s,
        1,
        Action::Block {
            attacker: card("PW"),
            with: card("KS"),
        },
    );
    play(
        &mut s,
        0,
        Action::Rally {
            card: Some(card("1C")),
        },
    );
    play(&mut s, 1, Action::Rally { card: None });
    // Page 0 + 1 loses to King 2: the Page is discarded.
    assert_eq!(tableau_codes(&s, 0), "_NW _QC 6W 5W");
    assert!(matches!(s.phase, Phase::Turn { selecting: None }));
}

#[test]
fn attackers_capture_nothing_from_a_tableau_without_standing_commons() {
    let mut s = table(2)
        .hand(0, "1C")
        .tableau(0, "QW")
        .tableau(1, "_5C")
        .hand(1, "2C")
        .build();
    let events = {
        play(&mut s, 0, Action::Battle);
        play(
            &mut s,
            0,
            Action::Attack {
                court: card("QW"),
                at: 1,
            },
        );
        play(&mut s, 0, Action::Confirm)
    };
    assert!(events.contains(&Event::NothingToCapture { from: 1 }));
    assert_eq!(tableau_codes(&s, 1), "_5C");
}

// ---------------------------------------------------------------- Turn, scry and the end

#[test]
fn the_game_ends_when_the_active_player_ends_with_an_empty_hand() {
    let mut s = table(2)
        .hand(0, "5W")
        .hand(1, "1C")
        .tableau(1, "9C")
        .build();
    play(&mut s, 0, Action::Populate { card: card("5W") });
    // Seat 1 holding cards does not matter; seat 0 ends with none.
    let events = play(
        &mut s,
        0,
        Action::EndTurn {
            fortify: Some(card("5W")),
        },
    );
    assert!(events.contains(&Event::Fortified {
        seat: 0,
        card: card("5W")
    }));
    assert!(matches!(
        s.phase,
        Phase::Over {
            reason: EndReason::EmptyHand
        }
    ));
    assert!(
        !events.iter().any(|e| matches!(e, Event::Acceptance { .. })),
        "no Acceptance"
    );
    let r = Rq::outcome(&s).unwrap();
    assert_eq!((r.score.clone(), r.place.clone()), (vec![5, 9], vec![2, 1]));
    assert!(Rq::prompts(&s).is_empty());
}

#[test]
fn a_player_with_an_empty_hand_can_still_act_before_ending() {
    // Only the active player's empty hand at the end of their own turn ends the game.
    let mut s = table_with(2, beginner()).hand(0, "5W").hand(1, "").build();
    end_turn(&mut s, 0);
    assert!(!s.is_over());
    assert_eq!(s.active, 1);
    let legal = Rq::legal(&s, 1);
    assert!(legal.contains(&Action::EndTurn { fortify: None }));
    end_turn(&mut s, 1);
    assert!(matches!(
        s.phase,
        Phase::Over {
            reason: EndReason::EmptyHand
        }
    ));
}

#[test]
fn the_game_ends_when_everyone_passes_in_a_row() {
    let mut s = table_with(3, beginner())
        .hand(0, "5W 1C")
        .hand(1, "1S")
        .hand(2, "2S")
        .tableau(2, "3S")
        .build();
    end_turn(&mut s, 0);
    end_turn(&mut s, 1);
    assert_eq!(s.passes, 2);
    // A Fortify is not a pass (RQ-13): the count starts again.
    play(
        &mut s,
        2,
        Action::EndTurn {
            fortify: Some(card("3S")),
        },
    );
    assert_eq!(s.passes, 0);
    end_turn(&mut s, 0);
    end_turn(&mut s, 1);
    assert!(!s.is_over());
    let events = end_turn(&mut s, 2);
    assert!(matches!(
        s.phase,
        Phase::Over {
            reason: EndReason::AllPassed
        }
    ));
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
}

#[test]
fn acceptance_and_the_reshuffle_that_ends_it() {
    let mut s = table(2)
        .hand(0, "5W")
        .hand(1, "1C")
        .tableau(1, "3C")
        .build();
    // Leave three cards in the scry pile, the rest in the discard pile.
    let keep = s.scry_pile.split_off(s.scry_pile.len() - 3);
    s.discard = std::mem::replace(&mut s.scry_pile, keep);
    let events = end_turn(&mut s, 0);
    assert!(events.contains(&Event::Acceptance { seat: 0 }));
    let Phase::Scry { drawn, .. } = &s.phase else {
        panic!("{:?}", s.phase)
    };
    let first = drawn[0];
    play(&mut s, 0, Action::Keep { card: first });
    assert!(s.acceptances && s.scry_pile.len() == 1 && s.active == 1);
    // Seat 1's Acceptance finds one card: draw it, reshuffle, draw the rest (RQ-15); the
    // Acceptances stop from then on (RQ-19).
    let events = play(
        &mut s,
        1,
        Action::EndTurn {
            fortify: Some(card("3C")),
        },
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::Reshuffled { .. })),
        "{events:?}"
    );
    assert!(!s.acceptances);
    let t = Rq::timeout_action(&s, 1).unwrap();
    play(&mut s, 1, t);
    let events = end_turn(&mut s, 0);
    assert!(!events.iter().any(|e| matches!(e, Event::Acceptance { .. })));
    rq::assert_conserved(&s);
}

#[test]
fn the_turn_timeout_ends_the_turn_and_drops_a_choice() {
    let mut s = table(2)
        .hand(0, "KS 1C")
        .tableau(0, "2S 9S")
        .hand(1, "2C")
        .build();
    play(&mut s, 0, Action::Summon { court: card("KS") });
    pick(&mut s, 0, "2S");
    // The choice is the active player's secret.
    assert!(matches!(
        Rq::view(&s, Viewer::Seat(0)).me.unwrap().selecting,
        Some(Selecting::Payment { .. })
    ));
    assert!(Rq::view(&s, Viewer::Seat(1))
        .me
        .unwrap()
        .selecting
        .is_none());
    let t = Rq::timeout_action(&s, 0).unwrap();
    assert_eq!(t, Action::EndTurn { fortify: None });
    let events = play(&mut s, 0, t);
    assert!(events.contains(&Event::TurnEnded {
        seat: 0,
        pass: true
    }));
    assert_eq!(tableau_codes(&s, 0), "2S 9S");
    assert!(s.hands[0].contains(&card("KS")));
}

#[test]
fn teams_add_up_and_partners_share_a_place() {
    let mut s = table_with(
        4,
        Options {
            teams: true,
            beginner: true,
            ..Options::default()
        },
    )
    .hand(0, "1C")
    .tableau(0, "5W KW")
    .tableau(1, "9W")
    .tableau(2, "4C")
    .tableau(3, "NS")
    .build();
    s.phase = Phase::Over {
        reason: EndReason::AllPassed,
    };
    let r = Rq::outcome(&s).unwrap();
    // A: 5 + 4 = 9, one Court; B: 9 + 0 = 9, one Court: a shared win.
    assert_eq!(r.team, vec![0, 1, 0, 1]);
    assert_eq!(r.score, vec![9, 9, 9, 9]);
    assert_eq!(r.place, vec![1, 1, 1, 1]);
    s.tableaus[3].clear();
    let r = Rq::outcome(&s).unwrap();
    // Now team A wins the tiebreak on Courts (RQ-24).
    assert_eq!(r.place, vec![1, 2, 1, 2]);
}

#[test]
fn turns_alternate_teams_and_arise_stands_everything() {
    let mut s = table_with(
        4,
        Options {
            teams: true,
            beginner: true,
            ..Options::default()
        },
    )
    .hand(0, "1C")
    .hand(1, "2C")
    .tableau(1, "_5W _KS")
    .hand(2, "3C")
    .hand(3, "4C")
    .build();
    let events = end_turn(&mut s, 0);
    assert!(events.contains(&Event::Arose { seat: 1, turn: 2 }));
    assert_eq!(tableau_codes(&s, 1), "5W KS");
}

// ---------------------------------------------------------------- Issue 25, item 2

/// A Clash of seat 0's King of Wands against seat 1's Queen of Swords, both Rallies open.
fn clash_table() -> State {
    let mut s = table(2)
        .hand(0, "3C 8W")
        .tableau(0, "KW")
        .tableau(1, "QS 2P 7P")
        .hand(1, "2S 5C")
        .build();
    declare(&mut s, &[("KW", 1)]);
    play(
        &mut s,
        1,
        Action::Block {
            attacker: card("KW"),
            with: card("QS"),
        },
    );
    s
}

#[test]
fn a_secret_rally_pick_shows_nowhere_in_public_until_the_reveal() {
    // RQ-8: picks are secret and revealed together. Before the fix the picker's public hand
    // count dropped at once for a Common and stayed for "no Rally".
    let before = Rq::view(&clash_table(), Viewer::Spectator);
    let mut common = clash_table();
    play(
        &mut common,
        0,
        Action::Rally {
            card: Some(card("3C")),
        },
    );
    let mut none = clash_table();
    play(&mut none, 0, Action::Rally { card: None });
    for viewer in [Viewer::Spectator, Viewer::Seat(1)] {
        assert_eq!(
            Rq::view(&common, viewer),
            Rq::view(&none, viewer),
            "{viewer:?}"
        );
    }
    let after = Rq::view(&common, Viewer::Spectator);
    assert_eq!(after.seats[0].hand, 2, "the picked Common still counts");
    assert_eq!(after.seats[0].hand, before.seats[0].hand);
    // The owner sees the pick as set aside from the hand.
    let mine = Rq::view(&common, Viewer::Seat(0)).me.unwrap();
    assert_eq!(mine.hand, cards("8W"));
    assert_eq!(mine.rally, Some(Rally::Common(card("3C"))));
    // The defender picks the Common first this time: the same holds for them.
    let mut d_common = clash_table();
    play(
        &mut d_common,
        1,
        Action::Rally {
            card: Some(card("5C")),
        },
    );
    let mut d_none = clash_table();
    play(&mut d_none, 1, Action::Rally { card: None });
    assert_eq!(
        Rq::view(&d_common, Viewer::Spectator),
        Rq::view(&d_none, Viewer::Spectator)
    );
    // Once both are in, the Rallies are revealed and leave the hand for the discard pile.
    play(&mut common, 1, Action::Rally { card: None });
    let revealed = Rq::view(&common, Viewer::Spectator);
    assert_eq!(revealed.seats[0].hand, 1);
    assert!(revealed.discard.contains(&card("3C")));
}

#[test]
fn a_bot_samples_another_seat_s_rally_alike_whatever_it_picked() {
    use game_kit::bots::{Determinize, SearchRng};
    use rand::SeedableRng;
    // Seat 1 looks at two states that differ only in seat 0's secret pick (RQ-8): the same
    // sample for the same seed, so a bot learns nothing from the pick either.
    let mut common = clash_table();
    play(
        &mut common,
        0,
        Action::Rally {
            card: Some(card("3C")),
        },
    );
    let mut none = clash_table();
    play(&mut none, 0, Action::Rally { card: None });
    for seed in 0..20 {
        let a = Rq::determinize(&common, 1, &(), &mut SearchRng::seed_from_u64(seed));
        let b = Rq::determinize(&none, 1, &(), &mut SearchRng::seed_from_u64(seed));
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            serde_json::to_string(&b).unwrap()
        );
        rq::assert_conserved(&a);
    }
}

#[test]
fn no_more_acceptances_is_announced_once_and_never_in_a_beginner_game() {
    use relinquish::rules::scry::scry;
    use relinquish::rules::AfterScry;
    let over = |events: &[Event]| {
        events
            .iter()
            .filter(|e| matches!(e, Event::AcceptancesOver))
            .count()
    };
    // Leaves one card in the scry pile and the rest of it in the discard pile, so the next
    // scry finds the pile running out (RQ-15, RQ-19).
    let one_left = |s: &mut State| {
        let keep = s.scry_pile.split_off(s.scry_pile.len() - 1);
        s.discard.extend(std::mem::replace(&mut s.scry_pile, keep));
    };
    for options in [Options::default(), beginner()] {
        let mut s = table_with(2, options.clone()).build();
        let mut announced = 0;
        for round in 0..3 {
            one_left(&mut s);
            let mut events = Vec::new();
            scry(&mut s, 0, 1, AfterScry::Turn, &mut events);
            assert!(
                events.iter().any(|e| matches!(e, Event::Reshuffled { .. })),
                "round {round}: {events:?}"
            );
            announced += over(&events);
            let t = Rq::timeout_action(&s, 0).unwrap();
            play(&mut s, 0, t);
            assert!(!Rq::view(&s, Viewer::Spectator).acceptances);
        }
        let expected = usize::from(!options.beginner);
        assert_eq!(announced, expected, "{options:?}");
    }
    // A beginner game never shows Acceptances as on (RQ-1).
    let s = table_with(2, beginner()).build();
    assert!(!Rq::view(&s, Viewer::Spectator).acceptances);
    assert!(Rq::view(&table(2).build(), Viewer::Spectator).acceptances);
}

#[test]
fn the_negate_prompt_names_no_seat_number() {
    // Seat numbers are zero-based and read as nobody's name; the prompt says whose Commons
    // the Enchant takes (RQ-7), for the target and for the target's partner in 2v2.
    let mut s = table_with(
        4,
        Options {
            teams: true,
            ..Options::default()
        },
    )
    .hand(0, "T7")
    .hand(1, "T3")
    .hand(3, "T2")
    .tableau(1, "_3W _4C")
    .build();
    play(
        &mut s,
        0,
        Action::Enchant {
            tarot: card("T7"),
            target: 1,
        },
    );
    pick(&mut s, 0, "3W 4C");
    play(&mut s, 0, Action::Confirm);
    let prompts = Rq::prompts(&s);
    let what: Vec<(usize, &str)> = prompts.iter().map(|p| (p.seat, p.what.as_str())).collect();
    assert_eq!(what.len(), 2, "{what:?}");
    for (seat, text) in &what {
        // The enchanter by name, which the table fills in (issue 25, item 2).
        let named = game_kit::Prompt::fill_names(text, |s| {
            ["Ann", "Bea", "Cy", "Dee"].get(s).map(|n| n.to_string())
        });
        assert!(
            named.starts_with("Negate Ann's Enchant (T7 The Chariot)"),
            "{named}"
        );
        assert!(!named.to_lowercase().contains("seat"), "{named}");
        let whose = if *seat == 1 {
            "your Commons"
        } else {
            "your partner's Commons"
        };
        assert!(text.contains(whose), "{text}");
    }
}
