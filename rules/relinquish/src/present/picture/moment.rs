//! The moment panel: what the table waits for, with the cards it is about (a scry's two
//! backs, an Enchant's Tarot and named Commons, a Murder's Court and the Tarots played on it,
//! a Battle's attackers or Clash or the Commons to capture), or the final standings. Always
//! there and always as tall, so the board keeps its size.
//!
//! The cards go on the left and the sentence on the right, wrapped over up to [`LINES`] lines
//! (issue 44: "Clash. Rallies: Anastasia Konstantinop… choosing, Ma…" hid who was choosing).
//! A sentence starts with its subject, so the subject is always whole; only a sentence too
//! long for every line would end in "…", and the text beside the picture says it all.

use super::cards::{card, card_row, more_pill, GAP, REST, STAND};
use super::{band, BODY, SMALL, X0, X1};
use crate::rules::{Attacker, BattleStepView, Card, PhaseView, Private, View};
use present_kit::picture::draw;
use present_kit::picture::palette::{ACCENT, BAND, TEXT};
use present_kit::picture::svg::{Style, Svg, TextStyle};
use present_kit::present::Names;
use present_kit::text::standings;

use super::super::text::{name, names_list};
use crate::words::say;

/// The panel's height: room for a card with a label under it, and for [`LINES`] lines.
pub const MOMENT_H: f32 = 140.0;
/// The most lines of text the panel holds.
const LINES: usize = 6;
/// The distance between two lines.
const LINE: f32 = 22.0;
/// Where the cards start below the panel's top.
const CARDS_TOP: f32 = 10.0;

/// What the panel says: a bold sentence (who does what), then plain notes.
struct Say {
    lead: String,
    rest: String,
}

impl Say {
    fn new(lead: impl Into<String>, rest: impl Into<String>) -> Say {
        Say {
            lead: lead.into(),
            rest: rest.into(),
        }
    }
}

/// The moment panel from `y` (see the module's doc).
pub fn moment(svg: &mut Svg, view: &View, names: &Names, me: Option<&Private>, y: f32) {
    band(svg, y, MOMENT_H, &Style::fill(BAND));
    let top = y + CARDS_TOP;
    // Each arm draws its cards and returns where the text starts and what it says.
    let (text_x, say) = match &view.phase {
        PhaseView::Turn { .. } => (
            X0,
            Say::new(
                say!("rq-pic-whose-turn", name = &name(names, view.active)),
                turn_notes(view),
            ),
        ),
        PhaseView::Over { .. } => {
            let text = view.places.as_ref().map_or(String::new(), |places| {
                standings(
                    places,
                    |s| view.seats.get(s).map_or(0, |v| v.side_score),
                    |s| name(names, s),
                )
            });
            (X0, Say::new(say("rq-pic-over"), text))
        }
        PhaseView::Scry { seat } => {
            let (w, h) = STAND;
            // The scrying seat's own picture shows the two cards, outlined: its choice.
            let mine = me.filter(|m| m.seat == *seat && !m.scry.is_empty());
            for i in 0..2 {
                let x = X0 + 3.0 + i as f32 * (w + 14.0);
                match mine.and_then(|m| m.scry.get(i)) {
                    Some(&c) => {
                        card(svg, x, top, STAND, c);
                        svg.rounded_rect(
                            x - 3.0,
                            top - 3.0,
                            w + 6.0,
                            h + 6.0,
                            8.0,
                            &Style::stroke(ACCENT, 3.0),
                        );
                    }
                    None => draw::card_back(svg, x, top, w, h),
                }
            }
            let say = if mine.is_some() {
                Say::new(say("rq-pic-you-scry"), say("rq-pic-you-scry-rest"))
            } else {
                Say::new(
                    say!("rq-pic-scries", name = &name(names, *seat)),
                    say("rq-pic-scries-rest"),
                )
            };
            (X0 + 2.0 * (w + 14.0) + 14.0, say)
        }
        PhaseView::Negate {
            enchanter,
            target,
            tarot,
            named,
            waiting,
        } => {
            card(svg, X0, top, STAND, *tarot);
            let x = X0 + STAND.0 + 10.0;
            let listed: Vec<(Card, i32)> = named.iter().map(|&c| (c, c.printed())).collect();
            // Upright, so three fit beside the text (they Rest in the target's tableau).
            let room = 120.0;
            card_row(svg, &listed, x, top, STAND, room);
            let say = Say::new(
                say!(
                    "rq-pic-enchants",
                    name = &name(names, *enchanter),
                    whose = &name(names, *target)
                ),
                say!("rq-pic-may-negate", names = &names_list(names, waiting)),
            );
            (x + room + 14.0, say)
        }
        PhaseView::Foil {
            court,
            owner: court_owner,
            chain,
            waiting,
        } => {
            card(svg, X0, top, STAND, *court);
            // The last Tarot played on it (the one to beat), labelled Murder or Foil under it.
            let mut x = X0 + STAND.0 + 6.0;
            let shown = chain.len().min(1);
            let label = TextStyle::new(SMALL, TEXT).middle();
            for (i, p) in chain.iter().enumerate().skip(chain.len() - shown) {
                let what = if i == 0 {
                    say("rq-pic-murder")
                } else {
                    say("rq-pic-foil")
                };
                // 70 px, or as wide as its label in a language with a long word.
                let wide = label.width(&what);
                let slot = if wide <= 70.0 { 70.0 } else { wide + 10.0 };
                card(svg, x + (slot - STAND.0) / 2.0, top, STAND, p.tarot);
                svg.text(x + slot / 2.0, top + STAND.1 + 20.0, &what, &label);
                x += slot;
            }
            let top_tarot = chain.last().map_or(0, |p| p.tarot.printed());
            let foils = chain.len().saturating_sub(1);
            let say = Say::new(
                say!(
                    "rq-pic-murder-of",
                    whose = &name(names, *court_owner),
                    foils = foils
                ),
                say!(
                    "rq-pic-may-foil",
                    names = &names_list(names, waiting),
                    top = top_tarot
                ),
            );
            (x + 12.0, say)
        }
        PhaseView::Battle { attackers, step } => battle(svg, view, names, attackers, step, top),
    };
    let blocks = [
        (say.lead, TextStyle::new(BODY, TEXT).bold()),
        (say.rest, TextStyle::new(BODY, TEXT)),
    ];
    let blocks: Vec<_> = blocks.into_iter().filter(|(t, _)| !t.is_empty()).collect();
    for (i, (line, style)) in draw::lines_within(&blocks, X1 - text_x, LINES)
        .iter()
        .enumerate()
    {
        svg.text(text_x, y + 25.0 + i as f32 * LINE, line, style);
    }
}

/// The notes of a plain turn: what it has used (RQ-5), the Bounties in force (RQ-14), the
/// passes in a row (RQ-11).
fn turn_notes(view: &View) -> String {
    let mut notes = Vec::new();
    if matches!(view.phase, PhaseView::Turn { choosing: true }) {
        notes.push(say("rq-pic-choosing"));
    }
    let used = super::super::board::used_this_turn(view);
    if !used.is_empty() {
        notes.push(say!("rq-pic-used", used = &used.join(", ")));
    }
    if !view.bounties.is_empty() {
        let b: Vec<String> = view
            .bounties
            .iter()
            .map(|b| format!("{} {:+}", b.card.short(), b.delta))
            .collect();
        notes.push(say!("rq-pic-bounty", bounties = &b.join(", ")));
    }
    if view.passes > 0 {
        notes.push(say!("rq-pic-passes", n = view.passes, of = view.players));
    }
    if notes.is_empty() {
        notes.push(say("rq-pic-maneuvers"));
    }
    let text = notes.join(" · ");
    // The first letter in capitals (the pseudo-language's bracket comes first).
    let mut chars = text.chars();
    let mut out = String::with_capacity(text.len());
    for c in chars.by_ref() {
        if c.is_alphabetic() {
            out.extend(c.to_uppercase());
            break;
        }
        out.push(c);
    }
    out.extend(chars);
    out
}

/// The Battle under way, its cards from `top`: the attackers not met yet (greyed once met)
/// while the defender chooses, the two Courts of a Clash, or the Commons to capture from.
/// Returns where the text starts and what it says: who attacks whom, then the step (a Clash
/// says whether each Rally is picked, never what).
fn battle(
    svg: &mut Svg,
    view: &View,
    names: &Names,
    attackers: &[Attacker],
    step: &BattleStepView,
    top: f32,
) -> (f32, Say) {
    let (w, h) = STAND;
    let active = view.active;
    let mut targets: Vec<usize> = Vec::new();
    for a in attackers {
        if !targets.contains(&a.at) {
            targets.push(a.at);
        }
    }
    let lead = say!(
        "rq-pic-attacks",
        name = &name(names, active),
        targets = &names_list(names, &targets)
    );
    match step {
        BattleStepView::Blocking { defender } => {
            let room = 190.0;
            let list: Vec<(Card, i32)> = attackers.iter().map(|a| (a.court, 0)).collect();
            let (xs, left_out) = super::cards::fan(list.len(), w, X0, room);
            for (a, &x) in attackers.iter().zip(&xs) {
                card(svg, x, top, STAND, a.court);
                if a.met {
                    // Met attackers are greyed and say so.
                    svg.rounded_rect(
                        x,
                        top,
                        w,
                        h,
                        draw::card_radius(w),
                        &Style::fill(BAND).with_opacity(0.8),
                    );
                }
            }
            let met = attackers.iter().filter(|a| a.met).count();
            if left_out > 0 {
                let end = xs.last().map_or(X0, |l| l + w);
                more_pill(svg, end, top + h / 2.0, left_out);
            }
            let rest = say!("rq-pic-blocks", name = &name(names, *defender), met = met);
            (X0 + room + 14.0, Say::new(lead, rest))
        }
        BattleStepView::Clash {
            attacker,
            blocker,
            defender,
            attacker_picked,
            defender_picked,
        } => {
            card(svg, X0, top, STAND, *attacker);
            let vs = TextStyle::new(BODY, TEXT).bold().middle();
            svg.text(
                X0 + w + 16.0,
                vs.baseline_for(top + h / 2.0),
                &say("rq-pic-vs"),
                &vs,
            );
            card(svg, X0 + w + 32.0, top, STAND, *blocker);
            let picked = |p: bool| if p { "yes" } else { "no" };
            let rest = say!(
                "rq-pic-clash",
                name = &name(names, active),
                attacker_picked = picked(*attacker_picked),
                defender = &name(names, *defender),
                defender_picked = picked(*defender_picked)
            );
            (X0 + 2.0 * w + 32.0 + 14.0, Say::new(lead, rest))
        }
        BattleStepView::Capture { from, candidates } => {
            let room = 2.0 * (REST.0 + GAP) + 40.0;
            let list: Vec<(Card, i32)> = candidates.iter().map(|&c| (c, c.printed())).collect();
            card_row(svg, &list, X0, top + (h - REST.1) / 2.0, REST, room);
            let rest = say!(
                "rq-pic-captures",
                name = &name(names, active),
                whose = &name(names, *from)
            );
            (X0 + room + 14.0, Say::new(lead, rest))
        }
    }
}
