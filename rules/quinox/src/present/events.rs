//! One line per event, in our own words. Quinox hides nothing but the bag's order, and no event
//! names a tile still in the bag (tiles drawn into the pool are public from then on).

use super::text::{and_list, face, name, other, spaces, tiles};
use crate::rules::{Event, Restriction};
use crate::words::WORDS;
use present_kit::markup::{B, E};
use present_kit::present::Names;
use present_kit::words::Arg;

/// A restriction's name: the tile that sets it, as printed (typed names stay as they are).
fn restriction(r: &Restriction) -> &'static str {
    match r {
        Restriction::Map => "MAP",
        Restriction::Charisma => "CHARISMA",
        Restriction::Poison => "POISON",
    }
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s| name(names, s);
    let say = |key: &str, args: &[(&str, Arg<'_>)]| WORDS.say_with(key, args);
    // Bold's marks go in as values: the words between them are the message's.
    let (b, e) = (B.to_string(), E.to_string());
    match event {
        Event::FirstPlayer { seat } => say(
            "qx-ev-first-player",
            &[
                ("first", n(*seat).as_str().into()),
                ("other", n(other(*seat)).as_str().into()),
            ],
        ),
        Event::ColourChosen { seat, face: f } => say(
            "qx-ev-colour-chosen",
            &[
                ("name", n(*seat).as_str().into()),
                ("face", face(*f).as_str().into()),
                ("other", n(other(*seat)).as_str().into()),
                ("otherface", face(f.other()).as_str().into()),
            ],
        ),
        Event::TurnStarted { seat, turn, tiles } => say(
            "qx-ev-turn-started",
            &[
                ("b", b.as_str().into()),
                ("e", e.as_str().into()),
                ("turn", (*turn).into()),
                ("name", n(*seat).as_str().into()),
                ("tiles", (*tiles).into()),
            ],
        ),
        Event::Drawn { tiles: t } => say("qx-ev-drawn", &[("tiles", tiles(t).as_str().into())]),
        Event::Chosen { seat, tiles: t } => say(
            "qx-ev-chosen",
            &[
                ("name", n(*seat).as_str().into()),
                ("tiles", tiles(t).as_str().into()),
            ],
        ),
        Event::Placed {
            seat,
            tile,
            face: f,
            at,
            token_to,
        } => {
            let (name, at, face) = (n(*seat), at.to_string(), face(*f));
            let base = [
                ("name", Arg::from(name.as_str())),
                ("tile", tile.name().into()),
                ("at", at.as_str().into()),
                ("face", face.as_str().into()),
            ];
            match token_to {
                Some(to) => {
                    let to = n(*to);
                    let mut args = base.to_vec();
                    args.push(("to", to.as_str().into()));
                    say("qx-ev-placed-token", &args)
                }
                None => say("qx-ev-placed", &base),
            }
        }
        Event::RestrictionsIgnored { ignored } => {
            let list: Vec<String> = ignored.iter().map(|r| restriction(r).into()).collect();
            say(
                "qx-ev-restrictions-ignored",
                &[("list", and_list(&list).as_str().into())],
            )
        }
        Event::Turned {
            at,
            tile,
            face: f,
            by,
        } => {
            let (at, face) = (at.to_string(), face(*f));
            let args = [
                ("tile", Arg::from(tile.name())),
                ("at", at.as_str().into()),
                ("face", face.as_str().into()),
                ("by", by.name().into()),
            ];
            if tile == by {
                say("qx-ev-turns-itself", &args[..3])
            } else {
                say("qx-ev-turned", &args)
            }
        }
        Event::Swapped { a, b, by } => say(
            "qx-ev-swapped",
            &[
                ("by", by.name().into()),
                ("a", a.to_string().as_str().into()),
                ("b", b.to_string().as_str().into()),
            ],
        ),
        Event::Moved { from, to, by } => say(
            "qx-ev-moved",
            &[
                ("by", by.name().into()),
                ("from", from.to_string().as_str().into()),
                ("to", to.to_string().as_str().into()),
            ],
        ),
        Event::Removed {
            at,
            tile,
            to_bag,
            by,
        } => say(
            if *to_bag {
                "qx-ev-to-bag"
            } else {
                "qx-ev-removed"
            },
            &[
                ("by", by.name().into()),
                ("tile", tile.name().into()),
                ("at", at.to_string().as_str().into()),
            ],
        ),
        Event::Mirrored { copied } => say("qx-ev-mirrored", &[("tile", copied.name().into())]),
        Event::NoTarget { tile } => say("qx-ev-no-target", &[("tile", tile.name().into())]),
        Event::Mapped { spaces: s } => {
            say("qx-ev-mapped", &[("spaces", spaces(s).as_str().into())])
        }
        Event::Destined { tiles: t } => {
            say("qx-ev-destined", &[("tiles", tiles(t).as_str().into())])
        }
        Event::Famine => WORDS.say("qx-ev-famine"),
        Event::SpeedDrawn { tile: Some(t) } => {
            say("qx-ev-speed-drawn", &[("tile", t.name().into())])
        }
        Event::SpeedDrawn { tile: None } => WORDS.say("qx-ev-speed-empty"),
        Event::Blown { tiles: t } => say("qx-ev-blown", &[("tiles", tiles(t).as_str().into())]),
        Event::PoolTokensCleared { count } => {
            say("qx-ev-pool-tokens-cleared", &[("n", (*count).into())])
        }
        Event::TokensAdded { at, count, by } => say(
            "qx-ev-tokens-added",
            &[
                ("by", by.name().into()),
                ("n", (*count).into()),
                ("at", at.to_string().as_str().into()),
            ],
        ),
        Event::TokensTaken { from, count, by } => say(
            "qx-ev-tokens-taken",
            &[
                ("by", by.name().into()),
                ("n", (*count).into()),
                ("from", from.to_string().as_str().into()),
            ],
        ),
        Event::GameOver { scores } => say(
            "qx-ev-game-over",
            &[
                ("b", b.as_str().into()),
                ("e", e.as_str().into()),
                ("first", n(0).as_str().into()),
                ("firstscore", scores[0].into()),
                ("second", n(1).as_str().into()),
                ("secondscore", scores[1].into()),
            ],
        ),
    }
}
