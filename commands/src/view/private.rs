//! A seat's private view: its own view of the game, its menus paged past Discord's 25
//! options, and the breadcrumb of the choice being built. Built only from the seat's own view.
use super::board::recent_lines;
use super::parts::{
    absent_by, button, id, label, names, picture_key, played_by, Out, MAX_BUTTONS, MAX_OPTIONS,
};
use crate::api::{Actor, Component, ComponentKind, Delivery, Reply, SelectOption, Style};
use crate::store::ids::Payload;
use crate::store::ids::MAX_PAGE;
use crate::store::tables::{SeatRow, Status, Table};
use crate::words::t;
use game_kit::{Seat, Viewer};
use present_kit::present::MenuStep;
use present_kit::session::{Menu, Session, SessionError};
use present_kit::words::Lang;

/// Inputs whose events a private view shows (the board shows [`RECENT_INPUTS`]).
pub(crate) const PRIVATE_RECENT_INPUTS: usize = 1;

/// Where a private view's menu stands: the codes chosen so far and the page of the next level.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct At<'a> {
    pub prefix: &'a [String],
    pub page: u8,
}

impl<'a> At<'a> {
    /// The root of the menu.
    pub const ROOT: At<'static> = At {
        prefix: &[],
        page: 0,
    };

    pub fn new(prefix: &'a [String], page: u8) -> At<'a> {
        At { prefix, page }
    }
}

/// A seat's private view with its menu at `at`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn private(
    actor: &Actor,
    table: &Table,
    seats: &[SeatRow],
    session: &dyn Session,
    seat: Seat,
    at: At<'_>,
    delivery: Delivery,
    note: Option<&str>,
    lang: Lang,
) -> Result<Reply, SessionError> {
    let prefix = at.prefix;
    let names = names(seats);
    let viewer = Viewer::Seat(seat);
    let mut parts = Vec::new();
    if let Some(note) = note {
        parts.push(note.to_string());
    }
    let shown = session.view_parts(
        viewer,
        &names,
        picture_key(table, &format!("s{seat}")),
        lang,
    )?;
    parts.push(shown.text);
    let recent = recent_lines(table, session, viewer, &names, PRIVATE_RECENT_INPUTS, lang)?;
    if !recent.is_empty() {
        parts.push(format!(
            "{}\n{}",
            t(lang, "private-last", &[]),
            recent.join("\n")
        ));
    }
    let absent = seats.get(seat).is_some_and(|s| s.absent);
    let mut components = Vec::new();
    if table.status != Status::Playing {
        // Nothing to choose.
    } else if let Some((row, out)) = seats.get(seat).and_then(|r| Some((r, Out::of(r)?))) {
        let key = match out {
            Out::Resigned => "private-out-resigned",
            Out::Removed => "private-out-removed",
        };
        parts.push(t(lang, key, &[("by", played_by(table, row).into())]));
    } else if absent {
        let by = seats
            .get(seat)
            .map_or(absent_by(table), |row| played_by(table, row));
        parts.push(t(lang, "private-absent", &[("by", by.into())]));
        components.push(button(
            table,
            Payload::Resume,
            &t(lang, "private-resume", &[]),
            Style::Success,
            0,
        ));
    } else {
        let refs: Vec<&str> = prefix.iter().map(String::as_str).collect();
        match session.menu(seat, &refs, &names, lang)? {
            Menu::Choices(steps) => {
                if !prefix.is_empty() {
                    let path = breadcrumb(session, seat, prefix, &names, lang)?;
                    parts.push(t(lang, "private-choose", &[("path", (&path).into())]));
                } else {
                    parts.push(t(lang, "private-your-move", &[]));
                }
                let typing = session.offers_typing() && steps.iter().any(|s| s.key.is_some());
                let (menu, page_note) = menu_components(table, at, &steps, typing, lang);
                parts.extend(page_note);
                components = menu;
            }
            Menu::Action(_) | Menu::Invalid => {
                if !session.prompts().iter().any(|p| p.seat == seat) {
                    parts.push(t(lang, "private-nothing", &[]));
                }
            }
        }
        // Forms (typed input) sit below the menu, at its root only.
        let forms = if prefix.is_empty() {
            session.forms(seat, lang)?
        } else {
            Vec::new()
        };
        if !forms.is_empty() {
            if components.is_empty() {
                parts.push(t(lang, "private-your-move", &[]));
            }
            let row = if components.is_empty() { 0 } else { 3 };
            for form in forms {
                let payload = Payload::Form { code: form.code };
                components.push(button(table, payload, &form.button, Style::Primary, row));
            }
        }
    }
    Ok(Reply {
        delivery,
        title: Some(t(
            lang,
            "private-title",
            &[("table", (&table.id.to_string()).into())],
        )),
        view: Some(shown.json),
        components,
        picture: shown.picture,
        ..Reply::private_in(&table.channel, actor, parts.join("\n\n"))
    })
}

/// Labels of the steps chosen so far, e.g. "Give from the Market › ♥9".
pub(super) fn breadcrumb(
    session: &dyn Session,
    seat: Seat,
    prefix: &[String],
    names: &[String],
    lang: Lang,
) -> Result<String, SessionError> {
    let mut labels = Vec::new();
    for i in 0..prefix.len() {
        let refs: Vec<&str> = prefix[..i].iter().map(String::as_str).collect();
        if let Menu::Choices(steps) = session.menu(seat, &refs, names, lang)? {
            if let Some(step) = steps.iter().find(|s| s.code == prefix[i]) {
                labels.push(step.label.clone());
            }
        }
    }
    Ok(labels.join(" › "))
}

/// The choices of one menu level: buttons when they fit, else a select of one page; plus
/// Back. A level longer than one select is paged (◀ Previous / More ▶) and can be typed in a
/// form, and so can any level when `typing` (the game asks for it and the level has typed
/// keys); the second value is a line saying which page is shown.
pub(super) fn menu_components(
    table: &Table,
    at: At<'_>,
    steps: &[MenuStep],
    typing: bool,
    lang: Lang,
) -> (Vec<Component>, Option<String>) {
    let type_choice = t(lang, "private-type", &[]);
    let prefix = at.prefix;
    let act = |path: Vec<String>, page: u8| Payload::Act {
        path,
        public: false,
        page,
    };
    let mut out = Vec::new();
    let mut note = None;
    if steps.len() <= MAX_BUTTONS {
        for (i, step) in steps.iter().enumerate() {
            let mut path = prefix.to_vec();
            path.push(step.code.clone());
            out.push(button(
                table,
                act(path, 0),
                &step.label,
                Style::Primary,
                (i / 5) as u8,
            ));
        }
        if typing && steps.len() > 1 {
            let typed = Payload::Type {
                path: prefix.to_vec(),
            };
            out.push(button(table, typed, &type_choice, Style::Secondary, 4));
        }
    } else {
        let pages = pages(steps.len());
        let page = at.page.min(pages - 1);
        let shown = &steps[usize::from(page) * MAX_OPTIONS..];
        out.push(Component {
            url: None,
            custom_id: id(table, act(prefix.to_vec(), page)),
            label: t(lang, "private-select", &[]),
            kind: ComponentKind::Select,
            options: shown
                .iter()
                .take(MAX_OPTIONS)
                .map(|s| SelectOption {
                    value: s.code.clone(),
                    label: label(&s.label),
                })
                .collect(),
            style: Style::Secondary,
            row: 0,
        });
        if pages > 1 {
            note = Some(t(
                lang,
                "private-page",
                &[
                    ("page", (page + 1).into()),
                    ("pages", pages.into()),
                    ("choices", steps.len().into()),
                ],
            ));
            if page > 0 {
                let previous = act(prefix.to_vec(), page - 1);
                let text = t(lang, "private-previous", &[]);
                out.push(button(table, previous, &text, Style::Secondary, 1));
            }
            if page + 1 < pages {
                let next = act(prefix.to_vec(), page + 1);
                let text = t(lang, "private-more", &[]);
                out.push(button(table, next, &text, Style::Secondary, 1));
            }
        }
        let typed = Payload::Type {
            path: prefix.to_vec(),
        };
        out.push(button(table, typed, &type_choice, Style::Secondary, 1));
    }
    if !prefix.is_empty() {
        let back = act(prefix[..prefix.len() - 1].to_vec(), 0);
        let text = t(lang, "private-back", &[]);
        out.push(button(table, back, &text, Style::Secondary, 4));
    }
    (out, note)
}

/// Pages of a level of `choices` select options (at least one, at most [`MAX_PAGE`] + 1; a
/// level longer than that is cut at the last page, and can still be typed in full).
pub(super) fn pages(choices: usize) -> u8 {
    let pages = choices.div_ceil(MAX_OPTIONS).max(1);
    pages.min(usize::from(MAX_PAGE) + 1) as u8
}
