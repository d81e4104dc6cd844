//! Quinox: every tile on a small hand-built board, the rulebook's FAQ answers, the flow of a
//! turn and the end scoring, citing the rulings (Q-n).
//!
//! Boards are built around the Stone at `m50` (q = 0, r = 0). Its neighbours are `n50`, `n49`,
//! `m49`, `l50`, `l51`, `m51`; those of `n50` are `o50`, `o49`, `n49`, `m50`, `m51`, `n51`.
//! Seat 0 plays black, seat 1 white (`table()`).

#[path = "quinox/helpers.rs"]
mod helpers;

use game_kit::{Game, PromptKind, Viewer};
use helpers::*;
use quinox::rules::{
    scoring, Action, Event, Face, Hex, Options, Phase, Piece, Quinox as Qx, Restriction, State,
    StepView, TileId, TurnStep,
};

/// Tiles that do nothing during play, to fill spaces in tests of play: blue tiles act only at
/// the end. (SNOW and INK are kept out: tests drop them as harmless tiles.)
const FILLERS: [&str; 10] = [
    "TOWER", "COIN", "WAR", "THEFT", "LOYALTY", "BETRAYAL", "FREEDOM", "DISEASE", "PEACE", "VORTEX",
];

/// Tiles that do nothing at the end, to fill spaces in tests of scoring: yellow tiles on the
/// board are inert, and no blue action singles out yellow.
const END_FILLERS: [&str; 8] = [
    "DOOR", "TREATY", "HOOK", "DEATH", "EXILE", "FAMINE", "WIND", "SPEED",
];

fn fill_from(s: &mut State, list: &[&str], labels: &str, face: Face) {
    for l in labels.split_whitespace() {
        let name = list
            .iter()
            .find(|n| s.bag.contains(&tile(n)))
            .expect("a filler left");
        put(s, l, name, face);
    }
}

/// Fills each space with the first play filler still in the bag, showing `face`.
fn fill(s: &mut State, labels: &str, face: Face) {
    fill_from(s, &FILLERS, labels, face);
}

/// Fills each space with the first end filler still in the bag, showing `face`.
fn fill_y(s: &mut State, labels: &str, face: Face) {
    fill_from(s, &END_FILLERS, labels, face);
}

fn patterns(s: &State) -> Vec<Vec<Hex>> {
    Qx::legal(s, s.active)
        .into_iter()
        .filter_map(|a| match a {
            Action::Pattern { tiles } => Some(tiles),
            _ => None,
        })
        .collect()
}

fn places(s: &State) -> Vec<Hex> {
    Qx::legal(s, s.active)
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { at } => Some(at),
            _ => None,
        })
        .collect()
}

fn faces(s: &State, labels: &str) -> Vec<Option<Face>> {
    labels.split_whitespace().map(|l| face_at(s, l)).collect()
}

/// Runs the end of the game (blue actions, count) on the board as it is.
fn score(s: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    scoring::finish(s, &mut events);
    events
}

fn tokens_at(s: &State, label: &str) -> u32 {
    s.board.get(&hex(label)).map_or(0, |p| p.tokens())
}

/// Empties the pool into the bag and sets up a turn of `size` tiles from `names` for the
/// active seat.
fn new_pool(s: &mut State, names: &str, size: usize) {
    let old: Vec<TileId> = s.pool.drain(..).map(|p| p.tile).collect();
    s.bag.extend(old);
    pool(s, names);
    s.turn_size = size;
    s.phase = Phase::Choose;
}

// ------------------------------------------------------------------ set-up and the turn

#[test]
fn setup_draws_seven_without_tokens_and_the_second_player_chooses_a_colour() {
    let s = Qx::setup(&Options::default(), 2, 42).unwrap();
    assert_eq!(s.board.len(), 1);
    assert_eq!(s.board.get(&Hex::CENTRE), Some(&Piece::Stone));
    assert_eq!(s.pool.len(), 7);
    assert!(s.pool.iter().all(|p| !p.token), "no tokens at set-up");
    assert_eq!(s.bag.len(), 40);
    assert_conserved(&s);
    let chooser = 1 - s.first;
    assert_eq!(s.phase, Phase::ChooseColour { seat: chooser });
    let p = Qx::prompts(&s);
    assert_eq!((p[0].seat, p[0].kind), (chooser, PromptKind::Decision));
    assert!(Qx::legal(&s, s.first).is_empty());
    // the chooser's default is the colour the first player did not get by lot.
    assert_eq!(
        Qx::timeout_action(&s, chooser),
        Some(Action::Colour {
            face: s.lot.other()
        })
    );
    assert!(Qx::validate_options(&Options::default(), 3).is_err());
    assert_eq!(
        (Qx::ID, Qx::NAME, Qx::PLAYERS),
        ("quinox", "Quinox", (2, 2))
    );
}

#[test]
fn the_first_turn_is_one_tile_and_later_turns_refill_with_tokens() {
    let mut s = Qx::setup(&Options::default(), 2, 3).unwrap();
    let (first, chooser) = (s.first, 1 - s.first);
    play(&mut s, chooser, Action::Colour { face: Face::White });
    assert_eq!(s.colours.unwrap()[chooser], Face::White);
    assert_eq!(s.colours.unwrap()[first], Face::Black);
    assert_eq!((s.active, s.turn, s.turn_size), (first, 1, 1));
    let choices = Qx::legal(&s, first);
    assert_eq!(choices.len(), 7, "any one pool tile");
    let t = s.pool[0].tile;
    play(&mut s, first, Action::Choose { tiles: vec![t] });
    // One tile: the tile step is skipped.
    assert_eq!(s.phase, Phase::Play(TurnStep::Face { tile: t }));
    play(&mut s, first, Action::Face { face: Face::Black });
    let at = places(&s)[0];
    play(&mut s, first, Action::Place { at });
    while let Phase::Play(TurnStep::Target(_)) = s.phase {
        let a = Qx::timeout_action(&s, first).unwrap();
        play(&mut s, first, a);
    }
    // The second player's turn: refilled to seven, each new tile with a token.
    assert_eq!((s.active, s.turn, s.turn_size), (chooser, 2, 2));
    assert_eq!(s.pool.len(), 7);
    assert_eq!(s.pool.iter().filter(|p| p.token).count(), 1);
    assert_eq!(Qx::legal(&s, chooser).len(), 21, "any two of seven");
    assert_eq!(Qx::prompts(&s)[0].kind, PromptKind::Turn);
}

#[test]
fn both_tiles_are_chosen_first_and_played_in_either_order_with_back() {
    let mut s = table();
    new_pool(&mut s, "TOWER COIN WAR", 2);
    let msg = refuse(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("TOWER")],
        },
    );
    assert!(msg.contains("Choose 2"), "{msg}");
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("WAR"), tile("TOWER")],
        },
    );
    assert_eq!(s.phase, Phase::Play(TurnStep::Tile));
    let view = Qx::view(&s, Viewer::Spectator);
    assert_eq!(view.hand.len(), 2);
    assert_eq!(view.pool.len(), 1);
    play(&mut s, 0, Action::Tile { tile: tile("WAR") });
    play(&mut s, 0, Action::Face { face: W });
    play(&mut s, 0, Action::Back);
    play(&mut s, 0, Action::Back);
    assert_eq!(s.phase, Phase::Play(TurnStep::Tile));
    place(&mut s, "TOWER", B, "n50");
    // The last tile: no Back to the tile step.
    assert_eq!(s.phase, Phase::Play(TurnStep::Face { tile: tile("WAR") }));
    assert!(refuse(&mut s, 0, Action::Back).contains("only tile"));
    let msg = refuse(&mut s, 1, Action::Face { face: W });
    assert!(msg.contains("turn"), "{msg}");
    play(&mut s, 0, Action::Face { face: W });
    let msg = refuse(&mut s, 0, Action::Place { at: hex("n50") });
    assert!(msg.contains("cannot go to n50"), "{msg}");
    play(&mut s, 0, Action::Place { at: hex("m49") });
    assert_eq!(name_at(&s, "m49"), Some("WAR"));
    assert_eq!(s.active, 1);
}

#[test]
fn penalty_tokens_go_to_the_opponent_and_pool_tokens_are_cleared() {
    let mut s = table();
    new_pool(&mut s, "TOWER COIN WAR", 2);
    s.pool[0].token = true; // TOWER
    s.pool[2].token = true; // WAR, not chosen
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("TOWER"), tile("COIN")],
        },
    );
    place(&mut s, "TOWER", B, "n50");
    assert_eq!(s.supply, [0, 1], "TOWER's token to the opponent");
    let events = place(&mut s, "COIN", B, "m49");
    assert!(events.contains(&Event::PoolTokensCleared { count: 1 }));
    // WAR stayed in the pool and lost its token; the refill drew 5 new tiles with tokens.
    let war = s.pool.iter().find(|p| p.tile == tile("WAR")).unwrap();
    assert!(!war.token);
    assert_eq!(s.pool.iter().filter(|p| p.token).count(), 6);
    assert_eq!(s.scores(), [2, 1]);
}

#[test]
fn the_game_ends_when_pool_and_bag_are_empty_and_a_lone_tile_is_a_whole_turn() {
    let mut s = table();
    put(&mut s, "n50", "COIN", B);
    pool(&mut s, "TOWER");
    s.bag.clear();
    s.turn_size = 1; // a two-tile turn with one tile left plays it
    place(&mut s, "TOWER", W, "n49");
    assert!(s.is_over());
    let f = s.result.clone().unwrap();
    // TOWER (20) gains 3, then COIN (50) puts one on itself and one on its neighbour TOWER.
    assert_eq!(tokens_at(&s, "n49"), 4);
    assert_eq!(tokens_at(&s, "n50"), 1);
    assert_eq!(f.score, [2, 5]);
    assert_eq!(Qx::outcome(&s).unwrap().place, vec![2, 1]);
}

// ------------------------------------------------------------------ red tiles

#[test]
fn day_turns_itself_and_its_neighbours_white_but_not_the_stone() {
    let mut s = table();
    fill(&mut s, "o50 n49 n51", B);
    fill(&mut s, "o49", W);
    fill(&mut s, "q50", B);
    drop_tile(&mut s, "DAY", B, "n50");
    assert_eq!(faces(&s, "n50 o50 n49 n51 o49"), vec![Some(W); 5]);
    assert_eq!(face_at(&s, "q50"), Some(B), "not a neighbour");
    assert_eq!(s.board.get(&hex("m50")), Some(&Piece::Stone));
}

#[test]
fn night_turns_itself_and_its_neighbours_black() {
    let mut s = table();
    fill(&mut s, "o50 n49", W);
    drop_tile(&mut s, "NIGHT", W, "n50");
    assert_eq!(faces(&s, "n50 o50 n49"), vec![Some(B); 3]);
}

#[test]
fn candle_turns_one_black_tile_white() {
    let mut s = table();
    fill(&mut s, "o50 q50", B);
    fill(&mut s, "n49", W);
    drop_tile(&mut s, "CANDLE", B, "n50");
    // Not itself, not the white tile.
    assert_eq!(picks(&s), hexes("o50 q50"));
    pick(&mut s, "q50");
    assert_eq!(faces(&s, "q50 o50 n50"), vec![Some(W), Some(B), Some(B)]);
}

#[test]
fn shadow_turns_one_white_tile_black() {
    let mut s = table();
    fill(&mut s, "o50 q50", W);
    fill(&mut s, "n49", B);
    drop_tile(&mut s, "SHADOW", W, "n50");
    assert_eq!(picks(&s), hexes("o50 q50"));
    pick(&mut s, "o50");
    assert_eq!(face_at(&s, "o50"), Some(B));
}

#[test]
fn fire_flips_every_neighbour_both_ways_but_not_itself() {
    let mut s = table();
    fill(&mut s, "o50", W);
    fill(&mut s, "n49", B);
    drop_tile(&mut s, "FIRE", W, "n50");
    assert_eq!(faces(&s, "o50 n49 n50"), vec![Some(B), Some(W), Some(W)]);
}

#[test]
fn sword_offers_only_the_arcs_hitting_most() {
    let mut s = table();
    fill(&mut s, "o50 o49 n49 m51", W);
    drop_tile(&mut s, "SWORD", B, "n50");
    assert_eq!(patterns(&s), vec![hexes("o50 o49 n49")]);
    let msg = refuse(
        &mut s,
        0,
        Action::Pattern {
            tiles: hexes("n49 m51"),
        },
    );
    assert!(msg.contains("patterns"), "{msg}");
    // Any order of the same tiles is the same pattern.
    play(
        &mut s,
        0,
        Action::Pattern {
            tiles: vec![hex("n49"), hex("o50"), hex("o49")],
        },
    );
    assert_eq!(
        faces(&s, "o50 o49 n49 m51"),
        vec![Some(B), Some(B), Some(B), Some(W)]
    );
}

#[test]
fn mace_flips_a_triangle_with_one_neighbour() {
    let mut s = table();
    fill(&mut s, "o50 p50 p49", W);
    drop_tile(&mut s, "MACE", B, "n50");
    assert_eq!(patterns(&s), vec![hexes("o50 p50 p49")]);
    play(
        &mut s,
        0,
        Action::Pattern {
            tiles: hexes("o50 p50 p49"),
        },
    );
    assert_eq!(faces(&s, "o50 p50 p49"), vec![Some(B); 3]);
}

#[test]
fn spear_flips_a_straight_line_of_three() {
    let mut s = table();
    fill(&mut s, "o50 p50 q50", W);
    fill(&mut s, "n51", B);
    drop_tile(&mut s, "SPEAR", B, "n50");
    assert_eq!(patterns(&s), vec![hexes("o50 p50 q50")]);
    play(
        &mut s,
        0,
        Action::Pattern {
            tiles: hexes("o50 p50 q50"),
        },
    );
    assert_eq!(
        faces(&s, "o50 p50 q50 n51"),
        vec![Some(B), Some(B), Some(B), Some(B)]
    );
}

#[test]
fn dagger_flips_one_neighbour() {
    let mut s = table();
    fill(&mut s, "o50 n49", W);
    fill(&mut s, "p50", W);
    drop_tile(&mut s, "DAGGER", B, "n50");
    assert_eq!(
        picks(&s),
        hexes("o50 n49"),
        "neighbours only, never the Stone"
    );
    pick(&mut s, "n49");
    assert_eq!(face_at(&s, "n49"), Some(B));
}

#[test]
fn dart_flips_a_tile_exactly_two_away() {
    let mut s = table();
    fill(&mut s, "o50 p50 q50 n51 o51", W);
    drop_tile(&mut s, "DART", B, "n50");
    // p50 (straight) and o51 (not straight) are 2 away; o50, n51 are 1, q50 is 3.
    assert_eq!(picks(&s), hexes("p50 o51"));
    pick(&mut s, "o51");
    assert_eq!(face_at(&s, "o51"), Some(B));
}

#[test]
fn arrow_flips_a_tile_four_or_more_away() {
    let mut s = table();
    fill(&mut s, "o50 p50 q50 r50 s50", W);
    drop_tile(&mut s, "ARROW", B, "n50");
    assert_eq!(picks(&s), hexes("r50 s50"));
    pick(&mut s, "s50");
    assert_eq!(face_at(&s, "s50"), Some(B));
}

#[test]
fn balance_flips_a_touching_white_and_black_pair() {
    let mut s = table();
    fill(&mut s, "o50", W);
    fill(&mut s, "p50", B);
    fill(&mut s, "k50", W);
    fill(&mut s, "l50", B);
    put(&mut s, "j50", "SHIELD", W); // protects k50: that pair would flip only l50
    drop_tile(&mut s, "BALANCE", B, "n50");
    assert_eq!(picks(&s), hexes("o50 p50"), "only pairs where both flip");
    pick(&mut s, "p50");
    assert_eq!(picks(&s), hexes("o50"));
    pick(&mut s, "o50");
    assert_eq!(faces(&s, "o50 p50"), vec![Some(B), Some(W)]);
}

#[test]
fn balance_flips_the_free_half_of_a_protected_pair_and_nothing_without_a_pair() {
    //
    let mut s = table();
    fill(&mut s, "k50", W);
    fill(&mut s, "l50", B);
    put(&mut s, "j50", "SHIELD", W);
    drop_tile(&mut s, "BALANCE", B, "n50");
    pick(&mut s, "k50");
    pick(&mut s, "l50");
    assert_eq!(faces(&s, "k50 l50"), vec![Some(W), Some(W)]);

    let mut s = table();
    fill(&mut s, "o50 p50", W);
    let events = drop_tile(&mut s, "BALANCE", B, "n50");
    assert!(events.contains(&Event::NoTarget {
        tile: tile("BALANCE")
    }));
    // BALANCE itself (black, touching white o50) is never part of its own pair.
    assert_eq!(face_at(&s, "n50"), Some(B));
}

// ------------------------------------------------------------------ yellow tiles

#[test]
fn key_trades_places_with_any_tile_even_the_stone_but_not_jewel() {
    let mut s = table();
    fill(&mut s, "o50", W);
    put(&mut s, "p50", "JEWEL", B);
    drop_tile(&mut s, "KEY", B, "n50");
    assert_eq!(picks(&s), hexes("m50 o50"));
    pick(&mut s, "m50");
    assert_eq!(s.board.get(&hex("n50")), Some(&Piece::Stone));
    assert_eq!(name_at(&s, "m50"), Some("KEY"));
}

#[test]
fn treaty_swaps_two_of_its_neighbours() {
    let mut s = table();
    fill(&mut s, "o50 n49", W);
    fill(&mut s, "q50", W);
    drop_tile(&mut s, "TREATY", B, "n50");
    assert_eq!(picks(&s), hexes("m50 o50 n49"));
    pick(&mut s, "o50");
    assert_eq!(picks(&s), hexes("m50 n49"));
    pick(&mut s, "m50");
    assert_eq!(s.board.get(&hex("o50")), Some(&Piece::Stone));
    assert_eq!(name_at(&s, "m50"), Some("TOWER"));
}

#[test]
fn door_swaps_two_touching_tiles_anywhere() {
    let mut s = table();
    fill(&mut s, "l50 k50", W);
    drop_tile(&mut s, "DOOR", B, "n50");
    // Pairs: Stone-l50, l50-k50; DOOR itself is never one of them.
    assert_eq!(picks(&s), hexes("k50 l50 m50"));
    pick(&mut s, "k50");
    assert_eq!(picks(&s), hexes("l50"));
    pick(&mut s, "l50");
    assert_eq!(name_at(&s, "l50"), Some("COIN"));
    assert_eq!(name_at(&s, "k50"), Some("TOWER"));
}

#[test]
fn hook_pulls_a_tile_beside_it_without_splitting_the_board() {
    let mut s = table();
    fill(&mut s, "l50 k50", W);
    drop_tile(&mut s, "HOOK", B, "n50");
    // l50 holds k50 to the Stone, and the Stone holds both to HOOK: pulling either away
    // would split the board, wherever it lands beside HOOK.
    assert_eq!(picks(&s), hexes("k50"));
    pick(&mut s, "k50");
    assert_eq!(picks(&s), hexes("o50 o49 n49 m51 n51"));
    pick(&mut s, "o49");
    assert_eq!(name_at(&s, "o49"), Some("COIN"));
    assert!(!s.board.contains_key(&hex("k50")));
    assert!(quinox::rules::board::connected(&s.board));
}

#[test]
fn hook_may_pull_the_stone_when_it_lands_where_it_holds_the_board_together() {
    // the Stone may be moved; Q-21: the board is one piece after the move.
    let mut s = table();
    fill(&mut s, "m49", W);
    drop_tile(&mut s, "HOOK", B, "n50");
    assert_eq!(picks(&s), hexes("m49 m50"));
    pick(&mut s, "m50");
    assert_eq!(
        picks(&s),
        hexes("n49"),
        "only a space touching both HOOK and m49"
    );
    pick(&mut s, "n49");
    assert_eq!(s.board.get(&hex("n49")), Some(&Piece::Stone));
}

#[test]
fn death_removes_a_tile_from_the_game_but_never_splits_the_board() {
    // FAQ: the board must stay in one piece during play.
    let mut s = table();
    fill(&mut s, "l50 k50", W);
    put(&mut s, "m49", "JEWEL", W);
    drop_tile(&mut s, "DEATH", B, "n50");
    // Not l50 (it would cut k50 off), not the Stone, not JEWEL, not itself.
    assert_eq!(picks(&s), hexes("k50"));
    pick(&mut s, "k50");
    assert_eq!(s.removed, vec![tile("COIN")]);
}

#[test]
fn exile_sends_a_tile_back_to_the_bag() {
    let mut s = table();
    fill(&mut s, "l50", W);
    drop_tile(&mut s, "EXILE", B, "n50");
    assert_eq!(picks(&s), hexes("l50"));
    let events = pick(&mut s, "l50");
    assert!(events.contains(&Event::Removed {
        at: hex("l50"),
        tile: tile("TOWER"),
        to_bag: true,
        by: tile("EXILE")
    }));
    // Back in the bag (or already drawn again by the next refill), not out of the game.
    assert!(s.bag.contains(&tile("TOWER")) || s.pool.iter().any(|p| p.tile == tile("TOWER")));
    assert!(s.removed.is_empty());
    assert_conserved(&s);
}

#[test]
fn map_binds_the_opponents_next_two_pool_tiles() {
    let mut s = table();
    drop_tile(&mut s, "MAP", B, "n50");
    pick(&mut s, "l50");
    pick(&mut s, "o50");
    assert_eq!(s.active, 1);
    assert_eq!(s.this_turn.map, vec![hex("l50"), hex("o50")]);
    new_pool(&mut s, "TOWER COIN", 2);
    play(
        &mut s,
        1,
        Action::Choose {
            tiles: vec![tile("TOWER"), tile("COIN")],
        },
    );
    play(&mut s, 1, Action::Tile { tile: tile("COIN") });
    play(&mut s, 1, Action::Face { face: W });
    assert_eq!(places(&s), hexes("l50 o50"));
    play(&mut s, 1, Action::Place { at: hex("o50") });
    play(&mut s, 1, Action::Face { face: W });
    assert_eq!(places(&s), hexes("l50"));
}

#[test]
fn speed_draws_a_tile_played_at_once_free_of_map_with_its_token_to_the_opponent() {
    let mut s = table();
    s.this_turn.map = vec![hex("l50"), hex("n49")];
    new_pool(&mut s, "SPEED", 1);
    let rest: Vec<TileId> = s.bag.drain(..).filter(|t| *t != tile("TOWER")).collect();
    s.bag = vec![tile("TOWER")];
    s.removed = rest; // out of the way: only TOWER can be drawn
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("SPEED")],
        },
    );
    play(&mut s, 0, Action::Face { face: B });
    assert_eq!(places(&s), hexes("l50 n49"), "MAP binds the pool tile");
    let events = play(&mut s, 0, Action::Place { at: hex("n49") });
    assert!(events.contains(&Event::SpeedDrawn {
        tile: Some(tile("TOWER"))
    }));
    assert_eq!(
        s.phase,
        Phase::Play(TurnStep::Face {
            tile: tile("TOWER")
        })
    );
    play(&mut s, 0, Action::Face { face: B });
    assert!(places(&s).len() > 1, "SPEED's tile is free of MAP (Q-18)");
    play(&mut s, 0, Action::Place { at: hex("m51") });
    assert_eq!(s.supply, [0, 1]);
}

#[test]
fn wind_played_first_sends_back_only_the_five_unchosen_tiles() {
    // FAQ: both tiles are chosen before either is played.
    let mut s = table();
    new_pool(&mut s, "WIND TOWER COIN WAR THEFT LOYALTY BETRAYAL", 2);
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("WIND"), tile("TOWER")],
        },
    );
    let events = place(&mut s, "WIND", B, "n50");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Blown { tiles } if tiles.len() == 5)));
    assert!(s.pool.is_empty());
    assert_eq!(s.hand.len(), 1);
    place(&mut s, "TOWER", B, "m49");
    // Next turn: a whole new pool, every tile with a token.
    assert_eq!(s.active, 1);
    assert_eq!(s.pool.len(), 7);
    assert!(s.pool.iter().all(|p| p.token));
}

#[test]
fn destiny_with_one_named_tile_in_the_pool_forces_that_one_only() {
    // FAQ: named tiles need not be in the pool; one that is must be played.
    let mut s = table();
    drop_tile(&mut s, "DESTINY", B, "n50");
    let names = Qx::legal(&s, 0);
    assert_eq!(names.len(), 46, "any tile but DESTINY");
    play(
        &mut s,
        0,
        Action::Name {
            tile: tile("SWORD"),
        },
    );
    assert!(!Qx::legal(&s, 0).contains(&Action::Name {
        tile: tile("SWORD")
    }));
    play(
        &mut s,
        0,
        Action::Name {
            tile: tile("ARROW"),
        },
    );
    assert_eq!(s.this_turn.destiny, vec![tile("SWORD"), tile("ARROW")]);
    new_pool(&mut s, "TOWER SWORD COIN", 2);
    let choices = Qx::legal(&s, 1);
    assert_eq!(choices.len(), 2);
    assert!(choices
        .iter()
        .all(|a| matches!(a, Action::Choose { tiles } if tiles.contains(&tile("SWORD")))));
    let msg = refuse(
        &mut s,
        1,
        Action::Choose {
            tiles: vec![tile("TOWER"), tile("COIN")],
        },
    );
    assert!(msg.contains("DESTINY"), "{msg}");
    // on a one-tile turn the one tile must be a named one.
    new_pool(&mut s, "TOWER SWORD COIN", 1);
    assert_eq!(
        Qx::legal(&s, 1),
        vec![Action::Choose {
            tiles: vec![tile("SWORD")]
        }]
    );
}

#[test]
fn famine_makes_the_opponents_next_turn_one_tile() {
    let mut s = table();
    drop_tile(&mut s, "FAMINE", B, "n50");
    assert_eq!((s.active, s.turn_size), (1, 1));
    assert!(s.this_turn.famine);
    assert_eq!(Qx::legal(&s, 1).len(), 7);
}

#[test]
fn mirror_copies_a_neighbours_action_from_its_own_space() {
    let mut s = table();
    put(&mut s, "o50", "DART", W);
    fill(&mut s, "m49 l49", W);
    drop_tile(&mut s, "MIRROR", B, "n50");
    assert_eq!(picks(&s), hexes("o50"), "only red or yellow neighbours");
    let events = pick(&mut s, "o50");
    assert!(events.contains(&Event::Mirrored {
        copied: tile("DART")
    }));
    // Two spaces from MIRROR (n50), not from DART (o50): m49 is 2 from n50 (3 from o50),
    // l49 is 3 from n50.
    assert_eq!(picks(&s), hexes("m49"));
    pick(&mut s, "m49");
    assert_eq!(face_at(&s, "m49"), Some(B));
}

#[test]
fn mirror_copying_destiny_names_neither_destiny_nor_itself() {
    // the copy acts as MIRROR, and no tile chooses itself.
    let mut s = table();
    put(&mut s, "o50", "DESTINY", W);
    drop_tile(&mut s, "MIRROR", B, "n50");
    pick(&mut s, "o50");
    let names: Vec<TileId> = Qx::legal(&s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::Name { tile } => Some(tile),
            _ => None,
        })
        .collect();
    assert_eq!(names.len(), 45, "any tile but DESTINY and MIRROR");
    assert!(!names.contains(&tile("MIRROR")));
    assert!(!names.contains(&tile("DESTINY")));
    refuse(
        &mut s,
        0,
        Action::Name {
            tile: tile("MIRROR"),
        },
    );
    play(
        &mut s,
        0,
        Action::Name {
            tile: tile("SWORD"),
        },
    );
    assert!(!Qx::legal(&s, 0).contains(&Action::Name {
        tile: tile("MIRROR")
    }));
}

#[test]
fn shield_protects_against_a_mirror_copying_a_red_action() {
    // FAQ: yes (Q-P1).
    let mut s = table();
    put(&mut s, "n49", "FIRE", W);
    fill(&mut s, "o50 m51", B);
    put(&mut s, "p50", "SHIELD", W); // o50 is next to SHIELD
    drop_tile(&mut s, "MIRROR", B, "n50");
    pick(&mut s, "n49");
    assert_eq!(face_at(&s, "o50"), Some(B), "protected");
    assert_eq!(face_at(&s, "m51"), Some(W));
    assert_eq!(
        face_at(&s, "n49"),
        Some(B),
        "FIRE is MIRROR's neighbour too"
    );
}

#[test]
fn an_action_with_nothing_to_act_on_is_lost() {
    let mut s = table();
    let events = drop_tile(&mut s, "DAGGER", B, "n50");
    assert!(events.contains(&Event::NoTarget {
        tile: tile("DAGGER")
    }));
    assert_eq!(s.active, 1);
}

// ------------------------------------------------------------------ red patterns and protection (FAQ)

#[test]
fn a_pattern_includes_protected_tiles_only_when_nothing_better_exists() {
    // FAQ. Line east: o50 p50 q50, all free. Line south-east: n51 n52 n53 with n53
    // next to SHIELD.
    let mut s = table();
    fill(&mut s, "o50 p50 q50 n51 n52 n53", W);
    put(&mut s, "o53", "SHIELD", W);
    let mut t = s.clone();
    drop_tile(&mut s, "SPEAR", B, "n50");
    assert_eq!(patterns(&s), vec![hexes("o50 p50 q50")]);

    // Without q50 both lines hit two legal targets: the one through the protected tile may be
    // chosen, and the protected tile is skipped.
    let q50 = t.board.remove(&hex("q50")).unwrap().tile().unwrap();
    t.bag.push(q50);
    drop_tile(&mut t, "SPEAR", B, "n50");
    assert_eq!(patterns(&t), vec![hexes("o50 p50"), hexes("n51 n52")]);
    play(
        &mut t,
        0,
        Action::Pattern {
            tiles: hexes("n51 n52"),
        },
    );
    assert_eq!(faces(&t, "n51 n52 n53"), vec![Some(B), Some(B), Some(W)]);
}

// ------------------------------------------------------------------ purple tiles

#[test]
fn shield_keeps_red_actions_off_its_neighbours() {
    let mut s = table();
    put(&mut s, "o49", "SHIELD", W);
    fill(&mut s, "o50 n49 m51", W);
    drop_tile(&mut s, "FIRE", W, "n50");
    // o50 and n49 touch SHIELD; m51 does not. SHIELD itself is not protected.
    assert_eq!(
        faces(&s, "o50 n49 m51 o49"),
        vec![Some(W), Some(W), Some(B), Some(B)]
    );
}

#[test]
fn charisma_draws_tiles_beside_it_while_it_has_room() {
    let mut s = table();
    put(&mut s, "n50", "CHARISMA", W);
    new_pool(&mut s, "TOWER", 1);
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("TOWER")],
        },
    );
    play(&mut s, 0, Action::Face { face: B });
    assert_eq!(places(&s), hexes("o50 o49 n49 m51 n51"));
    // Full around: no restriction.
    let mut t = table();
    put(&mut t, "n50", "CHARISMA", W);
    fill(&mut t, "o50 o49 n49 m51 n51", W);
    new_pool(&mut t, "INK", 1);
    play(
        &mut t,
        0,
        Action::Choose {
            tiles: vec![tile("INK")],
        },
    );
    play(&mut t, 0, Action::Face { face: B });
    assert!(places(&t).contains(&hex("l50")));
}

#[test]
fn poison_keeps_tiles_away_from_it() {
    let mut s = table();
    put(&mut s, "n50", "POISON", W);
    new_pool(&mut s, "TOWER", 1);
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("TOWER")],
        },
    );
    play(&mut s, 0, Action::Face { face: B });
    let p = places(&s);
    assert!(!p.contains(&hex("o50")) && !p.contains(&hex("n49")) && !p.contains(&hex("m51")));
    assert!(p.contains(&hex("l50")));
}

#[test]
fn clashing_restrictions_are_set_aside_together() {
    // CHARISMA's only free neighbours all touch POISON: both are ignored.
    let mut s = table();
    put(&mut s, "n50", "CHARISMA", W);
    fill(&mut s, "o49 n49 m51 n51", W);
    put(&mut s, "p50", "POISON", W); // o50, CHARISMA's last free neighbour, touches POISON
    fill(&mut s, "o51", W);
    new_pool(&mut s, "INK", 1);
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("INK")],
        },
    );
    play(&mut s, 0, Action::Face { face: B });
    let v = Qx::view(&s, Viewer::Spectator);
    assert_eq!(v.ignored, vec![Restriction::Charisma, Restriction::Poison]);
    assert!(places(&s).contains(&hex("o50")) && places(&s).contains(&hex("l50")));
    let events = play(&mut s, 0, Action::Place { at: hex("q50") });
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::RestrictionsIgnored { .. })));
}

#[test]
fn only_the_restrictions_of_a_minimal_clash_are_set_aside() {
    // both mapped spaces touch POISON, so MAP and POISON clash and are set aside;
    // CHARISMA agrees with each of them alone, so it is kept.
    let mut s = table();
    put(&mut s, "l50", "POISON", W);
    put(&mut s, "n49", "TOWER", W);
    put(&mut s, "n48", "CHARISMA", W);
    s.this_turn.map = vec![hex("l49"), hex("m49")];
    new_pool(&mut s, "INK", 1);
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("INK")],
        },
    );
    play(&mut s, 0, Action::Face { face: B });
    assert_eq!(places(&s), hexes("o48 o47 n47 m48 m49"));
    let v = Qx::view(&s, Viewer::Spectator);
    assert_eq!(v.ignored, vec![Restriction::Map, Restriction::Poison]);
}

#[test]
fn a_map_whose_only_space_is_taken_has_lapsed_and_clashes_with_nothing() {
    // a MAP space that is no longer empty is no longer legal, so MAP binds
    // nothing; nothing is set aside as a clash.
    let mut s = table();
    fill(&mut s, "l50", W);
    s.this_turn.map = vec![hex("l50")];
    new_pool(&mut s, "INK", 1);
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("INK")],
        },
    );
    play(&mut s, 0, Action::Face { face: B });
    let v = Qx::view(&s, Viewer::Spectator);
    assert_eq!(v.ignored, Vec::<Restriction>::new(), "no clash");
    assert!(v.this_turn.map.is_empty(), "the view shows no MAP");
    assert_eq!(v.spaces.len(), 8);
    assert!(
        v.spaces.contains(&hex("n50")) && v.spaces.contains(&hex("k50")),
        "every free space beside the board: {:?}",
        v.spaces
    );
    let events = play(&mut s, 0, Action::Place { at: hex("n50") });
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::RestrictionsIgnored { .. })));
}

#[test]
fn magic_shields_its_neighbours_from_blue_actions() {
    // Q-P4, Q-19.
    let mut s = table();
    put(&mut s, "n50", "MAGIC", W);
    put(&mut s, "o50", "SNOW", B);
    put(&mut s, "l50", "INK", W);
    put(&mut s, "o49", "TOWER", B);
    score(&mut s);
    assert_eq!(face_at(&s, "o50"), Some(B), "SNOW beside MAGIC stays");
    assert_eq!(face_at(&s, "l50"), Some(B), "INK not beside MAGIC acts");
    assert_eq!(tokens_at(&s, "o49"), 0, "TOWER beside MAGIC gains nothing");
}

#[test]
fn sheep_follows_the_majority_after_each_placement() {
    let mut s = table();
    put(&mut s, "k50", "SHEEP", W);
    fill(&mut s, "j50 k49", B);
    fill(&mut s, "k51", W);
    let events = drop_tile(&mut s, "SNOW", W, "n50");
    assert_eq!(face_at(&s, "k50"), Some(B));
    assert!(events.contains(&Event::Turned {
        at: hex("k50"),
        tile: tile("SHEEP"),
        face: B,
        by: tile("SHEEP")
    }));
}

#[test]
fn sheep_stays_on_a_tie_and_counts_no_stone() {
    let mut s = table();
    put(&mut s, "l50", "SHEEP", W); // next to the Stone
    fill(&mut s, "k50", B);
    fill(&mut s, "l49", W);
    drop_tile(&mut s, "SNOW", W, "n50");
    assert_eq!(face_at(&s, "l50"), Some(W));
}

#[test]
fn wolf_turns_against_the_majority() {
    let mut s = table();
    put(&mut s, "k50", "WOLF", B);
    fill(&mut s, "j50 k49", B);
    drop_tile(&mut s, "SNOW", W, "n50");
    assert_eq!(face_at(&s, "k50"), Some(W));
}

#[test]
fn crow_turns_black_beside_a_black_tile_and_rooster_white_beside_a_white_one() {
    let mut s = table();
    put(&mut s, "k50", "CROW", W);
    fill(&mut s, "j50", B);
    fill(&mut s, "k49", W);
    put(&mut s, "k52", "ROOSTER", B);
    fill(&mut s, "k53", W);
    drop_tile(&mut s, "SNOW", W, "n50");
    assert_eq!(face_at(&s, "k50"), Some(B));
    assert_eq!(face_at(&s, "k52"), Some(W));
}

#[test]
fn checks_run_in_order_and_ignore_shields() {
    // SHEEP first, then CROW sees SHEEP's new face. SHIELD beside SHEEP does not
    // stop its check.
    let mut s = table();
    put(&mut s, "k50", "SHEEP", W);
    fill(&mut s, "j50 j51", B);
    put(&mut s, "l49", "CROW", W); // touches SHEEP and no black tile
    put(&mut s, "k51", "SHIELD", B); // beside SHEEP
    drop_tile(&mut s, "SNOW", W, "n50");
    assert_eq!(face_at(&s, "k50"), Some(B));
    assert_eq!(face_at(&s, "l49"), Some(B));
}

#[test]
fn jewel_is_never_flipped_moved_or_removed() {
    let mut s = table();
    put(&mut s, "o50", "JEWEL", W);
    drop_tile(&mut s, "FIRE", B, "n50");
    assert_eq!(face_at(&s, "o50"), Some(W));
    let mut s = table();
    put(&mut s, "o50", "JEWEL", W);
    put(&mut s, "o49", "DISEASE", W);
    score(&mut s);
    assert_eq!(
        face_at(&s, "o50"),
        Some(W),
        "not even by blue actions (Q-P9)"
    );
    assert_eq!(face_at(&s, "o49"), Some(B));
}

#[test]
fn eclipse_and_aurora_forbid_turning_their_neighbours() {
    let mut s = table();
    put(&mut s, "p50", "ECLIPSE", W);
    fill(&mut s, "o50", B); // beside ECLIPSE: may not turn white
    fill(&mut s, "m49", B);
    drop_tile(&mut s, "CANDLE", W, "n50");
    assert_eq!(picks(&s), hexes("m49"));

    let mut s = table();
    put(&mut s, "p50", "AURORA", W);
    fill(&mut s, "o50", W);
    fill(&mut s, "m49", W);
    drop_tile(&mut s, "FIRE", B, "n50");
    assert_eq!(face_at(&s, "o50"), Some(W), "AURORA: not to black");
    assert_eq!(face_at(&s, "m49"), Some(W), "m49 is not FIRE's neighbour");

    let mut s = table();
    put(&mut s, "p50", "ECLIPSE", B);
    fill(&mut s, "o50", W);
    drop_tile(&mut s, "SHADOW", B, "n50");
    assert_eq!(
        picks(&s),
        hexes("o50"),
        "ECLIPSE does not stop turning black"
    );
}

// ------------------------------------------------------------------ blue tiles and the end

#[test]
fn snow_turns_white_and_ink_black() {
    let mut s = table();
    put(&mut s, "n50", "SNOW", B);
    put(&mut s, "l50", "INK", W);
    score(&mut s);
    assert_eq!(faces(&s, "n50 l50"), vec![Some(W), Some(B)]);
}

#[test]
fn tower_gains_three_tokens() {
    let mut s = table();
    put(&mut s, "n50", "TOWER", W);
    score(&mut s);
    assert_eq!(tokens_at(&s, "n50"), 3);
    assert_eq!(s.result.clone().unwrap().score, [0, 4]);
}

#[test]
fn loyalty_and_betrayal_count_neighbours_by_face() {
    let mut s = table();
    put(&mut s, "n50", "LOYALTY", W);
    fill_y(&mut s, "o50 o49", W);
    fill_y(&mut s, "n49", B);
    put(&mut s, "l50", "BETRAYAL", B);
    fill_y(&mut s, "k50 l49", W);
    score(&mut s);
    assert_eq!(
        tokens_at(&s, "n50"),
        2,
        "two white neighbours, the Stone not counted"
    );
    assert_eq!(tokens_at(&s, "l50"), 2);
}

#[test]
fn freedom_counts_empty_neighbouring_spaces() {
    let mut s = table();
    put(&mut s, "n50", "FREEDOM", W);
    fill_y(&mut s, "o50", W);
    score(&mut s);
    assert_eq!(tokens_at(&s, "n50"), 4);
}

#[test]
fn coin_puts_a_token_on_itself_and_each_neighbouring_tile_but_not_the_stone() {
    let mut s = table();
    put(&mut s, "n50", "COIN", W);
    fill_y(&mut s, "o50", B);
    score(&mut s);
    assert_eq!((tokens_at(&s, "n50"), tokens_at(&s, "o50")), (1, 1));
    assert_eq!(s.board.get(&Hex::CENTRE), Some(&Piece::Stone));
    assert_eq!(s.result.clone().unwrap().score, [2, 2]);
}

#[test]
fn war_puts_two_tokens_on_each_red_neighbour() {
    let mut s = table();
    put(&mut s, "n50", "WAR", W);
    put(&mut s, "o50", "SWORD", B);
    put(&mut s, "n49", "KEY", B);
    score(&mut s);
    assert_eq!((tokens_at(&s, "o50"), tokens_at(&s, "n49")), (2, 0));
}

#[test]
fn theft_takes_the_tokens_of_its_neighbours_after_lower_numbers_placed_them() {
    let mut s = table();
    put(&mut s, "n50", "THEFT", W);
    put(&mut s, "m51", "TOWER", B); // 20: 3 tokens, then THEFT (65) takes them
    put(&mut s, "o49", "LOYALTY", B);
    put(&mut s, "p48", "MAGIC", W); // beside LOYALTY: it neither gains nor loses
    if let Some(Piece::Tile { tokens, .. }) = s.board.get_mut(&hex("o49")) {
        *tokens = 2;
    }
    score(&mut s);
    assert_eq!(tokens_at(&s, "m51"), 0);
    assert_eq!(tokens_at(&s, "o49"), 2);
    assert_eq!(tokens_at(&s, "n50"), 3);
    assert_eq!(s.result.clone().unwrap().score, [4, 5]);
}

#[test]
fn disease_flips_itself_and_its_neighbours() {
    let mut s = table();
    put(&mut s, "n50", "DISEASE", W);
    fill_y(&mut s, "o50", B);
    fill_y(&mut s, "n49", W);
    score(&mut s);
    assert_eq!(faces(&s, "n50 o50 n49"), vec![Some(B), Some(W), Some(B)]);
}

#[test]
fn peace_removes_red_neighbours_and_may_split_the_board() {
    // FAQ: at the end the board can be split.
    let mut s = table();
    put(&mut s, "n50", "PEACE", W);
    put(&mut s, "o50", "SWORD", B);
    fill_y(&mut s, "p50", B);
    score(&mut s);
    assert!(!s.board.contains_key(&hex("o50")));
    assert!(s.removed.contains(&tile("SWORD")));
    assert!(!quinox::rules::board::connected(&s.board));
    assert_conserved(&s);
}

#[test]
fn vortex_removes_itself_and_its_neighbours_but_not_the_stone_or_shielded_tiles() {
    let mut s = table();
    put(&mut s, "n50", "VORTEX", W);
    fill_y(&mut s, "o50 p50", B);
    put(&mut s, "n49", "MAGIC", W);
    score(&mut s);
    // VORTEX (n50) is beside MAGIC (n49): it stays. o50 is not beside MAGIC: removed.
    assert!(s.board.contains_key(&hex("n50")));
    assert!(!s.board.contains_key(&hex("o50")));
    assert!(s.board.contains_key(&hex("p50")));
    assert!(
        !s.board.contains_key(&hex("n49")),
        "MAGIC itself is not shielded"
    );
    assert_eq!(s.board.get(&Hex::CENTRE), Some(&Piece::Stone));

    let mut s = table();
    put(&mut s, "n50", "VORTEX", W);
    fill_y(&mut s, "o50", B);
    fill_y(&mut s, "p50", W);
    score(&mut s);
    assert!(!s.board.contains_key(&hex("n50")) && !s.board.contains_key(&hex("o50")));
    assert!(
        !quinox::rules::board::connected(&s.board),
        "split at the end (FAQ)"
    );
}

#[test]
fn blue_actions_resolve_in_ascending_number() {
    // SNOW (0) turns white, then DISEASE (70) flips it black again.
    let mut s = table();
    put(&mut s, "n50", "SNOW", B);
    put(&mut s, "o50", "DISEASE", W);
    let events = score(&mut s);
    assert_eq!(face_at(&s, "n50"), Some(B));
    let turned: Vec<TileId> = events
        .iter()
        .filter_map(|e| match e {
            Event::Turned { tile: t, by, .. } if *t == tile("SNOW") => Some(*by),
            _ => None,
        })
        .collect();
    assert_eq!(turned, vec![tile("SNOW"), tile("DISEASE")]);
}

#[test]
fn the_count_adds_tiles_tokens_on_them_and_supply_and_ties_share() {
    let mut s = table();
    put(&mut s, "n50", "TOWER", B); // +3 at the end
    put(&mut s, "l50", "COIN", W); // +1 on itself (the Stone takes none)
    s.supply = [0, 3];
    score(&mut s);
    let f = s.result.clone().unwrap();
    assert_eq!(f.tiles, [1, 1]);
    assert_eq!(f.tokens_on_tiles, [3, 1]);
    assert_eq!(f.score, [4, 5]);
    let mut u = table();
    u.supply = [2, 2];
    score(&mut u);
    assert_eq!(Qx::outcome(&u).unwrap().place, vec![1, 1]);
}

// ------------------------------------------------------------------ the whole set

/// Every red and yellow tile acts when placed on a busy board (something happens, it waits for
/// a choice, or it reports that nothing could be done), and every blue tile acts at the end:
/// no tile of the data file is left without its effect.
#[test]
fn every_tile_effect_is_implemented() {
    use quinox::rules::Colour;
    for t in TileId::all() {
        match t.colour() {
            Colour::Red | Colour::Yellow => {
                let mut s = table();
                let ring: Vec<&str> = vec!["o50", "o49", "n49", "m51", "l50", "m49", "p50", "s50"];
                for (i, l) in ring.iter().enumerate() {
                    let name = [
                        "TOWER", "COIN", "WAR", "SWORD", "THEFT", "LOYALTY", "KEY", "FREEDOM",
                    ][i];
                    let face = if i % 2 == 0 { B } else { W };
                    if name != t.name() {
                        put(&mut s, l, name, face);
                    }
                }
                let before = s.board.clone();
                let events = drop_tile(&mut s, t.name(), B, "n50");
                let acted = matches!(s.phase, Phase::Play(TurnStep::Target(_)))
                    || events.iter().any(|e| {
                        !matches!(
                            e,
                            Event::Placed { .. }
                                | Event::TurnStarted { .. }
                                | Event::Drawn { .. }
                                | Event::Chosen { .. }
                                | Event::NoTarget { .. }
                        )
                    });
                assert!(acted, "{t} did nothing on {before:?}: {events:?}");
            }
            Colour::Blue => {
                let mut s = table();
                let face = match t.effect() {
                    quinox::rules::Effect::Become { face } => face.other(),
                    _ => W,
                };
                put(&mut s, "n50", t.name(), face);
                for (l, name, face) in [
                    ("o50", "SWORD", B),
                    ("o49", "TOWER", W),
                    ("n49", "DAGGER", W),
                ] {
                    if name != t.name() {
                        put(&mut s, l, name, face);
                    }
                }
                let events = score(&mut s);
                let by_it = events.iter().any(|e| match e {
                    Event::Turned { by, .. }
                    | Event::Removed { by, .. }
                    | Event::TokensAdded { by, .. }
                    | Event::TokensTaken { by, .. } => *by == t,
                    _ => false,
                });
                assert!(by_it, "{t} did nothing at the end: {events:?}");
            }
            Colour::Purple => assert!(matches!(
                t.effect(),
                quinox::rules::Effect::Shield
                    | quinox::rules::Effect::Attract
                    | quinox::rules::Effect::Repel
                    | quinox::rules::Effect::Magic
                    | quinox::rules::Effect::FollowMajority
                    | quinox::rules::Effect::OpposeMajority
                    | quinox::rules::Effect::Join { .. }
                    | quinox::rules::Effect::Immovable
                    | quinox::rules::Effect::Forbid { .. }
            )),
        }
    }
}

// ------------------------------------------------------------------ views, timeouts, labels

#[test]
fn the_view_shows_the_bag_count_only_and_labels_spaces() {
    let mut s = table();
    new_pool(&mut s, "TOWER", 1);
    play(
        &mut s,
        0,
        Action::Choose {
            tiles: vec![tile("TOWER")],
        },
    );
    let v = Qx::view(&s, Viewer::Seat(1));
    assert_eq!(v.bag, s.bag.len());
    assert_eq!(v.spaces.len(), 6);
    assert!(matches!(v.step, StepView::Face { seat: 0, .. }));
    let json = serde_json::to_value(&v).unwrap();
    assert_eq!(json["bag"], serde_json::json!(s.bag.len()));
    assert_eq!(json["board"][0]["at"], "m50");
}

#[test]
fn a_timed_out_placement_shows_the_opponents_face_in_the_first_space() {
    //
    let mut s = table();
    new_pool(&mut s, "COIN TOWER", 1);
    let a = Qx::timeout_action(&s, 0).unwrap();
    assert_eq!(
        a,
        Action::Choose {
            tiles: vec![tile("COIN")]
        }
    );
    play(&mut s, 0, a);
    assert_eq!(Qx::timeout_action(&s, 0), Some(Action::Face { face: W }));
    play(&mut s, 0, Action::Face { face: W });
    assert_eq!(
        Qx::timeout_action(&s, 0),
        Some(Action::Place { at: hex("m49") }),
        "row 49 comes before row 50"
    );
}

#[test]
fn typed_labels_are_parsed_and_bad_ones_refused() {
    assert_eq!("n49".parse::<Hex>().unwrap(), Hex::new(1, -1));
    assert!("zz".parse::<Hex>().is_err());
    let mut s = table();
    fill(&mut s, "o50", W);
    drop_tile(&mut s, "DAGGER", B, "n50");
    let msg = refuse(&mut s, 0, Action::Pick { at: hex("a1") });
    assert!(msg.contains("waits: pick one of o50"), "{msg}");
}
