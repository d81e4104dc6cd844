//! One line per (already redacted) event. A hidden part arrives as `None` for viewers who may
//! not see it, and the line then says only that something happened ("Bea picked a Rally").

use super::text::{card, cards_count, codes, name};
use crate::rules::{ClashResult, EndReason, Event, Rally};
use crate::words::say;
use present_kit::markup::{B, E};
use present_kit::present::Names;

fn rally_text(r: Rally) -> String {
    match r {
        Rally::Blind => say("rq-ev-no-rally"),
        Rally::Common(c) => say!("rq-ev-rally", card = &c.short(), value = c.printed()),
    }
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s| name(names, s);
    match event {
        Event::Arose { seat, turn } => say!(
            "rq-ev-arose",
            turn = *turn,
            name = &n(*seat),
            b = B.to_string().as_str(),
            e = E.to_string().as_str()
        ),
        Event::Populated { seat, card: c } => {
            say!("rq-ev-populated", name = &n(*seat), card = &c.short())
        }
        Event::Summoned { seat, court, paid } => say!(
            "rq-ev-summoned",
            name = &n(*seat),
            card = &court.short(),
            paid = &codes(paid)
        ),
        Event::Congregated {
            seat,
            card: c,
            with,
        } => say!(
            "rq-ev-congregated",
            name = &n(*seat),
            card = &c.short(),
            first = &with[0].short(),
            second = &with[1].short()
        ),
        Event::Conscripted { seat, court, with } => say!(
            "rq-ev-conscripted",
            name = &n(*seat),
            card = &court.short(),
            first = &with[0].short(),
            second = &with[1].short()
        ),
        Event::ArcanaUsed { seat, power, with } => say!(
            "rq-ev-arcana",
            name = &n(*seat),
            first = &with[0].short(),
            second = &with[1].short(),
            ability = power.id()
        ),
        Event::Turned {
            card: c,
            owner: o,
            resting,
        } => say!(
            "rq-ev-turned",
            whose = &n(*o),
            card = &c.short(),
            resting = if *resting { "yes" } else { "no" }
        ),
        Event::Bountied {
            card: c,
            delta,
            value,
        } => say!(
            "rq-ev-bountied",
            card = &c.short(),
            delta = &format!("{delta:+}"),
            value = *value
        ),
        Event::Enchanted {
            seat,
            tarot,
            target,
            named,
        } => say!(
            "rq-ev-enchanted",
            name = &n(*seat),
            whose = &n(*target),
            cards = &codes(named),
            tarot = &card(*tarot)
        ),
        Event::Negated { seat, tarot, keep } => say!(
            "rq-ev-negated",
            name = &n(*seat),
            tarot = &card(*tarot),
            cards = &codes(keep)
        ),
        Event::NoCounter { seat } => say!("rq-ev-no-counter", name = &n(*seat)),
        Event::Augured { seat, tarot } => {
            say!("rq-ev-augured", name = &n(*seat), tarot = &card(*tarot))
        }
        Event::Murder {
            seat,
            tarot,
            court,
            owner: o,
        } => say!(
            "rq-ev-murder",
            name = &n(*seat),
            whose = &n(*o),
            card = &court.short(),
            tarot = &card(*tarot)
        ),
        Event::Foiled { seat, tarot } => {
            say!("rq-ev-foiled", name = &n(*seat), tarot = &card(*tarot))
        }
        Event::Murdered { court, owner: o } => {
            say!("rq-ev-murdered", whose = &n(*o), card = &court.short())
        }
        Event::Spared { court, owner: o } => {
            say!("rq-ev-spared", whose = &n(*o), card = &court.short())
        }
        Event::Captured { by, from, card: c } => say!(
            "rq-ev-captured",
            name = &n(*by),
            card = &c.short(),
            from = &n(*from)
        ),
        Event::NothingToCapture { from } => say!("rq-ev-nothing-to-capture", name = &n(*from)),
        Event::ScryDrawn { seat, cards } => {
            let seen: Vec<String> = cards.iter().flatten().map(|c| c.short()).collect();
            match seen.as_slice() {
                [] => say!("rq-ev-scries", name = &n(*seat), n = cards.len()),
                [one] => say!("rq-ev-you-scry-one", card = one.as_str()),
                [first, rest @ ..] => say!(
                    "rq-ev-you-scry",
                    first = first.as_str(),
                    second = &rest.join(", ")
                ),
            }
        }
        Event::Kept {
            seat,
            kept,
            discarded,
        } => {
            let discarded = discarded.map_or_else(|| "none".to_string(), |d| d.label());
            match kept {
                Some(k) => say!("rq-ev-you-keep", card = &k.short(), discarded = &discarded),
                None => say!("rq-ev-keeps", name = &n(*seat), discarded = &discarded),
            }
        }
        Event::ScryEmpty { seat } => say!("rq-ev-scry-empty", name = &n(*seat)),
        Event::Reshuffled { cards } => {
            say!("rq-ev-reshuffled", cards = &cards_count(*cards))
        }
        Event::AcceptancesOver => say("rq-ev-acceptances-over"),
        Event::Acceptance { seat } => say!("rq-ev-acceptance", name = &n(*seat)),
        Event::BattleDeclared { seat, attackers } => {
            let list: Vec<String> = attackers
                .iter()
                .map(|a| say!("rq-ev-attacker", card = &a.court.short(), name = &n(a.at)))
                .collect();
            say!(
                "rq-ev-battle",
                name = &n(*seat),
                attackers = &list.join(", ")
            )
        }
        Event::Blocked {
            defender,
            attacker,
            blocker,
        } => say!(
            "rq-ev-blocked",
            name = &n(*defender),
            attacker = &attacker.short(),
            blocker = &blocker.short()
        ),
        Event::Declined { defender, attacker } => say!(
            "rq-ev-declined",
            name = &n(*defender),
            card = &attacker.short()
        ),
        Event::RallyPicked { seat, rally } => match rally {
            Some(r) => say!("rq-ev-your-pick", rally = &rally_text(*r)),
            None => say!("rq-ev-picked", name = &n(*seat)),
        },
        Event::Clash {
            attacker,
            blocker,
            attack_rally,
            defend_rally,
            attack,
            defend,
            result,
        } => {
            let outcome = match result {
                ClashResult::Attacker => say!("rq-ev-clash-wins", card = &attacker.short()),
                ClashResult::Defender => say!("rq-ev-clash-wins", card = &blocker.short()),
                ClashResult::Tie => say("rq-ev-clash-tie"),
            };
            say!(
                "rq-ev-clash",
                attacker = &attacker.short(),
                attack_rally = &rally_text(*attack_rally),
                attack = *attack,
                blocker = &blocker.short(),
                defend_rally = &rally_text(*defend_rally),
                defend = *defend,
                outcome = &outcome
            )
        }
        Event::CourtDiscarded { card: c, owner: o } => {
            say!("rq-ev-court-discarded", whose = &n(*o), card = &c.short())
        }
        Event::BattleOver => say("rq-ev-battle-over"),
        Event::Fortified { seat, card: c } => {
            say!("rq-ev-fortified", name = &n(*seat), card = &c.short())
        }
        Event::TurnEnded { seat, pass } => {
            if *pass {
                say!("rq-ev-passes", name = &n(*seat))
            } else {
                say!("rq-ev-ends", name = &n(*seat))
            }
        }
        Event::GameOver {
            reason,
            scores,
            places,
        } => {
            let why = match reason {
                EndReason::EmptyHand => "empty",
                EndReason::AllPassed => "passed",
            };
            let score = |s: usize| scores.get(s).copied().unwrap_or_default();
            let standing = present_kit::text::standings(places, score, n);
            say!(
                "rq-ev-game-over",
                why = why,
                standings = &standing,
                b = B.to_string().as_str(),
                e = E.to_string().as_str()
            )
        }
    }
}
