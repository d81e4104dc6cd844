//! The example game's bot, through the arena as `tabula arena --game tic-tac-toe`
//! runs it from the registry entry: a searching player beats a random one.
use game_kit::bots::arena::{Duel, Player};
use game_kit::bots::Budget;

#[test]
fn a_searching_player_beats_a_random_one() {
    let d = Duel {
        players: 2,
        games: 20,
        hero: Player::Computer(Budget::iterations(200)),
        opponent: Player::Random,
        seed: 7,
    };
    let r = tic_tac_toe::ENTRY
        .arena
        .duel(&d)
        .expect("a duel of two seats");
    eprintln!("{r}");
    assert_eq!(r.places.iter().sum::<u64>(), 20, "{r}");
    assert!(r.score > 0.5, "{r}");
}
