//! One line per (already redacted) event. A hidden part arrives as `None` for viewers who may
//! not see it, and the line then says only that something happened ("Bea picked a Rally").

use super::text::{card, codes, count, name, owner};
use crate::rules::{Arcana, ClashResult, EndReason, Event, Rally};
use present_kit::markup::{B, E};
use present_kit::present::Names;

fn rally_text(r: Rally) -> String {
    match r {
        Rally::Blind => "no Rally".into(),
        Rally::Common(c) => format!("Rally {} (+{})", c.short(), c.printed()),
    }
}

pub fn event_text(event: &Event, names: &Names) -> String {
    let n = |s| name(names, s);
    match event {
        Event::Arose { seat, turn } => format!(
            "{B}Turn {turn}: {}{E}. Their cards Stand (Arise).",
            n(*seat)
        ),
        Event::Populated { seat, card: c } => format!("{} Populates {}.", n(*seat), c.short()),
        Event::Summoned { seat, court, paid } => format!(
            "{} Summons {}, Resting {} to pay.",
            n(*seat),
            court.short(),
            codes(paid)
        ),
        Event::Congregated {
            seat,
            card: c,
            with,
        } => format!(
            "{} Congregates: places {}, Resting {} and {}.",
            n(*seat),
            c.short(),
            with[0].short(),
            with[1].short()
        ),
        Event::Conscripted { seat, court, with } => format!(
            "{} Conscripts: places {}, Resting {} and {}.",
            n(*seat),
            court.short(),
            with[0].short(),
            with[1].short()
        ),
        Event::ArcanaUsed { seat, power, with } => {
            let what = match power {
                Arcana::Glamour => "Glamour",
                Arcana::Lavish => "Lavish (a scry)",
                Arcana::Coerce => "Coerce",
                Arcana::Bounty => "Bounty",
            };
            format!(
                "{} Rests {} and {} for {what}.",
                n(*seat),
                with[0].short(),
                with[1].short()
            )
        }
        Event::Turned {
            card: c,
            owner: o,
            resting,
        } => format!(
            "{} {} is now {}.",
            owner(names, *o),
            c.short(),
            if *resting { "Resting" } else { "Standing" }
        ),
        Event::Bountied {
            card: c,
            delta,
            value,
        } => format!(
            "Bounty: {} changes by {delta:+} to {value} until the end of the turn.",
            c.short()
        ),
        Event::Enchanted {
            seat,
            tarot,
            target,
            named,
        } => format!(
            "{} Enchants {} {} with {} (Magick).",
            n(*seat),
            owner(names, *target),
            codes(named),
            card(*tarot)
        ),
        Event::Negated { seat, tarot, keep } => format!(
            "{} Negates with {}: only {} can be captured.",
            n(*seat),
            card(*tarot),
            codes(keep)
        ),
        Event::NoCounter { seat } => format!("{} lets it stand.", n(*seat)),
        Event::Augured { seat, tarot } => {
            format!("{} Augurs with {}: two scries.", n(*seat), card(*tarot))
        }
        Event::Murder {
            seat,
            tarot,
            court,
            owner: o,
        } => format!(
            "{} tries to Murder {} {} with {} (Magick).",
            n(*seat),
            owner(names, *o),
            court.short(),
            card(*tarot)
        ),
        Event::Foiled { seat, tarot } => format!("{} Foils with {}!", n(*seat), card(*tarot)),
        Event::Murdered { court, owner: o } => format!(
            "The Murder succeeds: {} {} goes to the discard pile.",
            owner(names, *o),
            court.short()
        ),
        Event::Spared { court, owner: o } => format!(
            "The Murder is Foiled: {} {} stays.",
            owner(names, *o),
            court.short()
        ),
        Event::Captured { by, from, card: c } => {
            format!("{} captures {} from {}.", n(*by), c.short(), n(*from))
        }
        Event::NothingToCapture { from } => {
            format!("{} has no Standing Common: nothing is captured.", n(*from))
        }
        Event::ScryDrawn { seat, cards } => {
            let seen: Vec<String> = cards.iter().flatten().map(|c| c.short()).collect();
            if seen.is_empty() {
                format!(
                    "{} scries {} {}.",
                    n(*seat),
                    cards.len(),
                    if cards.len() == 1 { "card" } else { "cards" }
                )
            } else {
                format!("You scry {}.", seen.join(" and "))
            }
        }
        Event::Kept {
            seat,
            kept,
            discarded,
        } => {
            let rest = match discarded {
                Some(d) => format!(", discarding {}", d.label()),
                None => String::new(),
            };
            match kept {
                Some(k) => format!("You keep {}{rest}.", k.short()),
                None => format!("{} keeps a card{rest}.", n(*seat)),
            }
        }
        Event::ScryEmpty { seat } => {
            format!("{} finds both piles empty: nothing to scry.", n(*seat))
        }
        Event::Reshuffled { cards } => format!(
            "The scry pile ran out: the discard pile ({}) is shuffled into a new one.",
            count(*cards, "card")
        ),
        Event::AcceptancesOver => {
            "No more Acceptances: ending a turn no longer brings a scry, for the rest of the game."
                .into()
        }
        Event::Acceptance { seat } => format!("{} takes the Acceptance (a scry).", n(*seat)),
        Event::BattleDeclared { seat, attackers } => {
            let list: Vec<String> = attackers
                .iter()
                .map(|a| format!("{} at {}", a.court.short(), n(a.at)))
                .collect();
            format!("{} declares Battle: {}.", n(*seat), list.join(", "))
        }
        Event::Blocked {
            defender,
            attacker,
            blocker,
        } => format!(
            "{} blocks {} with {}: a Clash.",
            n(*defender),
            attacker.short(),
            blocker.short()
        ),
        Event::Declined { defender, attacker } => {
            format!("{} lets {} through.", n(*defender), attacker.short())
        }
        Event::RallyPicked { seat, rally } => match rally {
            Some(r) => format!("Your secret pick: {}.", rally_text(*r)),
            None => format!("{} has picked a Rally in secret.", n(*seat)),
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
                ClashResult::Attacker => format!("{} wins", attacker.short()),
                ClashResult::Defender => format!("{} wins", blocker.short()),
                ClashResult::Tie => {
                    "a tie: both Courts fall and the attacker still captures".into()
                }
            };
            format!(
                "Clash: {} with {} = {attack} against {} with {} = {defend}: {outcome}.",
                attacker.short(),
                rally_text(*attack_rally),
                blocker.short(),
                rally_text(*defend_rally)
            )
        }
        Event::CourtDiscarded { card: c, owner: o } => format!(
            "{} {} goes to the discard pile.",
            owner(names, *o),
            c.short()
        ),
        Event::BattleOver => "The Battle is over.".into(),
        Event::Fortified { seat, card: c } => {
            format!("{} Fortifies: {} Rests.", n(*seat), c.short())
        }
        Event::TurnEnded { seat, pass } => {
            if *pass {
                format!("{} passes.", n(*seat))
            } else {
                format!("{} ends the turn.", n(*seat))
            }
        }
        Event::GameOver {
            reason,
            scores,
            places,
        } => {
            let why = match reason {
                EndReason::EmptyHand => "a turn ended with an empty hand",
                EndReason::AllPassed => "everyone passed in a row",
            };
            let score = |s: usize| scores.get(s).copied().unwrap_or_default();
            let standing = present_kit::text::standings(places, score, n);
            format!("{B}Game over{E} ({why}): {standing}.")
        }
    }
}
