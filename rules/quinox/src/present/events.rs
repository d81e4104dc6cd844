//! One line per event, in our own words. Quinox hides nothing but the bag's order, and no event
//! names a tile still in the bag (tiles drawn into the pool are public from then on).

use super::text::{face, name, other, spaces, tiles, tokens};
use crate::rules::{Event, Restriction};
use present_kit::markup::{B, E};
use present_kit::present::Names;

fn restriction(r: &Restriction) -> &'static str {
    match r {
        Restriction::Map => "MAP",
        Restriction::Charisma => "CHARISMA",
        Restriction::Poison => "POISON",
    }
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s| name(names, s);
    match event {
        Event::FirstPlayer { seat } => format!(
            "{} is drawn to play first; {} chooses a colour (Q-14).",
            n(*seat),
            n(other(*seat))
        ),
        Event::ColourChosen { seat, face: f } => format!(
            "{} takes {}; {} plays {}.",
            n(*seat),
            face(*f),
            n(other(*seat)),
            face(f.other())
        ),
        Event::TurnStarted { seat, turn, tiles } => format!(
            "{B}Turn {turn}: {}{E} plays {}.",
            n(*seat),
            if *tiles == 1 { "one tile" } else { "two tiles" }
        ),
        Event::Drawn { tiles: t } => format!(
            "Drawn into the pool, each with a point token: {}.",
            tiles(t)
        ),
        Event::Chosen { seat, tiles: t } => format!("{} chooses {}.", n(*seat), tiles(t)),
        Event::Placed {
            seat,
            tile,
            face: f,
            at,
            token_to,
        } => {
            let mut line = format!("{} places {tile} at {at}, {} face up", n(*seat), face(*f));
            if let Some(to) = token_to {
                line.push_str(&format!("; its token goes to {}", n(*to)));
            }
            line.push('.');
            line
        }
        Event::RestrictionsIgnored { ignored } => {
            let list: Vec<String> = ignored.iter().map(|r| restriction(r).into()).collect();
            format!(
                "{} clash and are set aside for this placement (Q-17).",
                super::text::and_list(&list)
            )
        }
        Event::Turned {
            at,
            tile,
            face: f,
            by,
        } => {
            if tile == by {
                format!("{tile} at {at} turns {}.", face(*f))
            } else {
                format!("{by} turns {tile} at {at} to {}.", face(*f))
            }
        }
        Event::Swapped { a, b, by } => format!("{by}: the pieces at {a} and {b} trade places."),
        Event::Moved { from, to, by } => format!("{by} pulls the piece at {from} to {to}."),
        Event::Removed {
            at,
            tile,
            to_bag,
            by,
        } => {
            if *to_bag {
                format!("{by} sends {tile} at {at} back to the bag.")
            } else {
                format!("{by} removes {tile} at {at} from the game.")
            }
        }
        Event::Mirrored { copied } => format!("MIRROR copies {copied}'s action."),
        Event::NoTarget { tile } => format!("{tile} finds nothing to act on."),
        Event::Mapped { spaces: s } => format!(
            "MAP: the opponent's next pool tiles must go to {}.",
            spaces(s)
        ),
        Event::Destined { tiles: t } => format!(
            "DESTINY names {}: the opponent must play those of them in the pool.",
            tiles(t)
        ),
        Event::Famine => "FAMINE: the opponent's next turn is one tile.".into(),
        Event::SpeedDrawn { tile: Some(t) } => {
            format!("SPEED draws {t}, to be played at once.")
        }
        Event::SpeedDrawn { tile: None } => "SPEED finds the bag empty.".into(),
        Event::Blown { tiles: t } => format!("WIND blows {} back into the bag.", tiles(t)),
        Event::PoolTokensCleared { count } => {
            let are = if *count == 1 { "is" } else { "are" };
            format!("{} left on the pool {are} cleared.", tokens(*count))
        }
        Event::TokensAdded { at, count, by } => {
            format!("{by} puts {} on the tile at {at}.", tokens(*count))
        }
        Event::TokensTaken { from, count, by } => {
            format!("{by} takes {} from the tile at {from}.", tokens(*count))
        }
        Event::GameOver { scores } => format!(
            "{B}Game over{E}: {} {} · {} {}.",
            n(0),
            scores[0],
            n(1),
            scores[1]
        ),
    }
}
