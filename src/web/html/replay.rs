//! The replay (issue 46): every step's public board as it stood, from `/replay`'s own steps.
//!
//! Without JavaScript it is a set of links (`?step=k`): the server draws each step. With
//! `REPLAY_JS` the buttons, the slider, the keys and autoplay fetch each step's JSON
//! ([`replay_step_json`]) and swap the board in place, and the address follows the step.
//! The same scrubber ends a finished table's own page, at its last step.
use super::board;
use super::layout::{OpenGraph, Page};
use super::lists::{moves as moves_list, players as players_list, stage_name};
use super::{Reader, Site};
use commands::pages::{Move, ReplayStep, Stage};
use present_kit::markup::{self, html_escape, Dialect};
use serde::Serialize;

/// How the scrubber's links are written: relative (`?step=k`, on the replay page itself) or
/// to the replay page (from the table's page).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Links {
    Relative,
    Absolute,
}

/// What the scrubber shows at one step.
pub struct Scrubber<'a> {
    pub token: &'a str,
    pub step: usize,
    pub steps: usize,
    /// `#board`'s content.
    pub board: &'a str,
    /// The id of the board text's element (`text` on a table's page, `step-text` here).
    pub text_id: &'a str,
    /// The board text at that step, as HTML.
    pub text: &'a str,
    /// The step's move lines (the core's markup).
    pub said: &'a [String],
    pub players: &'a str,
    pub moves: &'a [Move],
    pub links: Links,
    pub reader: &'a Reader,
}

fn href(links: Links, token: &str, step: usize, reader: &Reader) -> String {
    reader.link(&match links {
        Links::Relative => format!("?step={step}"),
        Links::Absolute => format!("/t/{token}/replay?step={step}"),
    })
}

/// "The deal" or "Move 3 of 40".
pub fn label(step: usize, steps: usize, reader: &Reader) -> String {
    if step == 0 {
        reader.t("web-replay-deal", &[("steps", steps.into())])
    } else {
        reader.t(
            "web-replay-move-of",
            &[("step", step.into()), ("steps", steps.into())],
        )
    }
}

/// What the step's move did, as HTML.
pub fn said(lines: &[String], step: usize, reader: &Reader) -> String {
    if step == 0 {
        return reader.h("web-replay-said-deal", &[]);
    }
    if lines.is_empty() {
        return reader.h("web-replay-said-nothing", &[]);
    }
    lines
        .iter()
        .map(|l| markup::render(l, Dialect::Html))
        .collect::<Vec<_>>()
        .join("<br>")
}

/// The scrubber's section (`section#replay` of the DOM contract).
pub fn scrubber(s: &Scrubber) -> String {
    let t = html_escape(s.token);
    let r = s.reader;
    let at = |k: usize| html_escape(&href(s.links, s.token, k, r));
    let at_start = if s.step == 0 {
        " aria-disabled=\"true\""
    } else {
        ""
    };
    let at_end = if s.step >= s.steps {
        " aria-disabled=\"true\""
    } else {
        ""
    };
    let prev = s.step.saturating_sub(1);
    let next = (s.step + 1).min(s.steps);
    let link = |k: usize| href(s.links, s.token, k, r);
    let moves = moves_list(s.moves, Some(&link), Some(s.step), r);
    format!(
        "<section id=\"replay\" data-step=\"{step}\" data-steps=\"{steps}\" data-token=\"{t}\" \
         data-lang=\"{lang}\"{keep} data-play=\"{play}\" data-pause=\"{pause}\" data-failed=\"{failed}\" \
         aria-label=\"{replay}\">\n<div class=\"columns\">\n<div class=\"main-col\">\n\
         <div id=\"board\" class=\"board\">{board}</div>\n\
         <div class=\"scrub\">\n<nav class=\"controls\" aria-label=\"{controls}\">\
         <a id=\"first\" class=\"button\" href=\"{first}\"{at_start}><span class=\"sym\" aria-hidden=\"true\">«</span>{first_word}</a>\
         <a id=\"prev\" class=\"button\" href=\"{prev_href}\"{at_start}><span class=\"sym\" aria-hidden=\"true\">‹</span>{back_word}</a>\
         <a id=\"play\" class=\"button\" href=\"{next_href}\">{play}</a>\
         <a id=\"next\" class=\"button\" href=\"{next_href}\"{at_end}>{next_word}<span class=\"sym\" aria-hidden=\"true\">›</span></a>\
         <a id=\"last\" class=\"button\" href=\"{last}\"{at_end}>{last_word}<span class=\"sym\" aria-hidden=\"true\">»</span></a></nav>\n\
         <label class=\"slider\"><span class=\"visually-hidden\">{step_word}</span>\
         <input id=\"step\" type=\"range\" min=\"0\" max=\"{steps}\" step=\"1\" value=\"{step}\" \
         disabled></label>\n\
         <p id=\"step-label\" class=\"step-label\" aria-live=\"polite\">{label}</p>\n\
         <p class=\"keys\" hidden>{keys}</p>\n\
         </div>\n\
         <div id=\"said\" class=\"said\">{said}</div>\n\
         <div id=\"{text_id}\" class=\"board-text\" data-step-text>{text}</div>\n</div>\n\
         <aside class=\"side-col\">\n<h2>{players_word}</h2>\n<ul id=\"players\">{players}</ul>\n\
         <h2>{moves_word}</h2>\n<div class=\"scroll\" tabindex=\"0\" aria-label=\"{moves_word}\">\
         <ol id=\"moves\">{moves}</ol></div>\n\
         <p><a id=\"log\" href=\"{log}\" download>{log_word}</a></p>\n\
         </aside>\n</div>\n</section>",
        lang = r.lang.tag(),
        keep = if r.chosen {
            format!(" data-keep-lang=\"{}\"", r.lang.tag())
        } else {
            String::new()
        },
        play = r.h("web-replay-play", &[]),
        pause = r.h("web-replay-pause", &[]),
        failed = r.h("web-replay-failed", &[]),
        replay = r.h("web-replay", &[]),
        controls = r.h("web-replay-controls", &[]),
        first_word = r.h("web-replay-first", &[]),
        back_word = r.h("web-replay-back", &[]),
        next_word = r.h("web-replay-next", &[]),
        last_word = r.h("web-replay-last", &[]),
        step_word = r.h("web-replay-step", &[]),
        keys = r.h("web-replay-keys", &[]),
        players_word = r.h("web-players", &[]),
        moves_word = r.h("web-moves", &[]),
        log = html_escape(&r.link(&format!("/t/{}/log.txt", s.token))),
        log_word = r.h("web-replay-log", &[]),
        step = s.step,
        steps = s.steps,
        board = s.board,
        first = at(0),
        prev_href = at(prev),
        next_href = at(next),
        last = at(s.steps),
        label = html_escape(&label(s.step, s.steps, r)),
        said = said(s.said, s.step, r),
        text_id = s.text_id,
        text = s.text,
        players = s.players,
    )
}

fn board_of(step: &ReplayStep, reader: &Reader) -> String {
    match &step.picture {
        Some(picture) => {
            board::board(
                picture,
                &format!(
                    "{}: {}",
                    step.game_name,
                    markup::render(&step.text, Dialect::Plain)
                ),
            )
            .html
        }
        None => board::no_picture(&reader.t("web-replay-no-picture", &[])),
    }
}

/// One step as the scrubber's script fetches it (`/t/{token}/step/{n}`).
#[derive(Serialize)]
struct StepJson<'a> {
    step: usize,
    steps: usize,
    version: i64,
    stage: &'static str,
    /// `#board`'s content.
    board: String,
    /// The board text, HTML.
    text: String,
    /// What the move did, HTML.
    said: String,
    /// "Move 3 of 40".
    label: &'a str,
}

/// The JSON of one replay step.
pub fn replay_step_json(step: &ReplayStep, reader: &Reader) -> String {
    let label = label(step.step, step.steps, reader);
    let json = StepJson {
        step: step.step,
        steps: step.steps,
        version: step.version,
        stage: stage_name(step.stage),
        board: board_of(step, reader),
        text: markup::render(&step.text, Dialect::Html),
        said: said(&step.said, step.step, reader),
        label: &label,
    };
    // Only strings and numbers: serialising cannot fail; were it to, an empty object would
    // make the script reload the page, not show a wrong step.
    serde_json::to_string(&json).unwrap_or_else(|_| "{}".into())
}

/// The replay page, `/t/{token}/replay?step=N`.
pub fn replay_page(step: &ReplayStep, token: &str, site: &Site, reader: &Reader) -> String {
    let board = board_of(step, reader);
    let text = markup::render(&step.text, Dialect::Html);
    let players = players_list(&step.players, Stage::Finished, reader);
    let section = scrubber(&Scrubber {
        token,
        step: step.step,
        steps: step.steps,
        board: &board,
        text_id: "step-text",
        text: &text,
        said: &step.said,
        players: &players,
        moves: &step.moves,
        links: Links::Relative,
        reader,
    });
    let title = reader.t(
        "web-replay-title",
        &[
            ("game", step.game_name.into()),
            ("table", step.table.into()),
        ],
    );
    let state = reader.h(
        if step.stage.ended() {
            "web-replay-over"
        } else {
            "web-replay-running"
        },
        &[],
    );
    let body = format!(
        "<main id=\"replay-page\">\n<header class=\"page-head\"><h1>{}</h1>\n\
         <p>{state} <a href=\"{}\">{}</a></p></header>\n{section}\n</main>",
        html_escape(&title),
        html_escape(&reader.link(&format!("/t/{token}"))),
        reader.h("web-replay-back-to-table", &[])
    );
    Page {
        title: title.clone(),
        description: Some(format!(
            "{} · {}",
            title,
            label(step.step, step.steps, reader)
        )),
        og: Some(OpenGraph {
            url: site
                .base()
                .map(|b| format!("{b}/t/{token}/replay?step={}", step.step)),
            image: None,
        }),
        scripts: &["replay.js"],
        query: format!("step={}", step.step),
        body,
    }
    .render(reader)
}
