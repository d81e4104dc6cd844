//! Picture render times: every game in the registry that draws pictures, its board (spectator)
//! and a seat's private view, at sampled moments of random games at its smallest and largest
//! table. Each sample draws the SVG and rasterises it to PNG without the cache, as a front end
//! does once per table version and viewer; its on-CPU time is the figure (a shared machine
//! stretches wall time), and the wall time's p99 is shown beside it.
use super::system::{thread_cpu_time, Samples};

use game_kit::Viewer;
use present_kit::picture::render_png;
use present_kit::session::Menu;
use std::time::{Duration, Instant};

pub struct PictureTimes {
    pub game: &'static str,
    pub players: usize,
    pub picture: &'static str,
    /// On-CPU time per picture (the target: one core's work).
    pub times: Samples,
    /// Wall time per picture, which a busy machine stretches.
    pub wall: Samples,
    /// PNG sizes in bytes (the largest seen).
    pub largest: usize,
    pub error: Option<String>,
}

/// Renders pictures for about `each` per game, table size and picture kind.
pub fn measure(each: Duration) -> Vec<PictureTimes> {
    let mut out = Vec::new();
    for engine in registry::engines() {
        let (min, max) = engine.players();
        let mut sizes = vec![min, max];
        sizes.dedup();
        for players in sizes {
            for (picture, viewer) in [("board", Viewer::Spectator), ("private", Viewer::Seat(0))] {
                let mut times = PictureTimes {
                    game: engine.id(),
                    players,
                    picture,
                    times: Samples::default(),
                    wall: Samples::default(),
                    largest: 0,
                    error: None,
                };
                // Names as long as tables have them, which the pictures narrow to fit.
                let names: Vec<String> = (0..players)
                    .map(|i| match i {
                        0 => "Annika Lindqvist".to_string(),
                        _ => format!("Bot {} (normal)", i + 1),
                    })
                    .collect();
                let started = Instant::now();
                let mut seed = 0;
                'games: while started.elapsed() < each {
                    let options = match engine
                        .parse_options(&serde_json::json!({}), present_kit::words::Lang::En)
                    {
                        Ok(o) => o,
                        Err(e) => {
                            times.error = Some(e.0);
                            break;
                        }
                    };
                    let Ok(mut session) =
                        engine.setup(&options, players, seed, present_kit::words::Lang::En)
                    else {
                        break;
                    };
                    seed += 1;
                    for step in 0.. {
                        let Some(prompt) = session.prompts().first().cloned() else {
                            break;
                        };
                        if step % 5 == 0 {
                            let parts = session.view_parts(
                                viewer,
                                &names,
                                String::new(),
                                present_kit::words::Lang::En,
                            );
                            let Some(p) = parts.ok().and_then(|parts| parts.picture) else {
                                break 'games;
                            };
                            let (t, cpu) = (Instant::now(), thread_cpu_time());
                            match render_png(&p.svg()) {
                                Ok(png) => {
                                    times.times.push(thread_cpu_time().saturating_sub(cpu));
                                    times.wall.push(t.elapsed());
                                    times.largest = times.largest.max(png.bytes.len());
                                }
                                Err(e) => {
                                    times.error = Some(e.to_string());
                                    break 'games;
                                }
                            }
                        }
                        // Move on by the last choice of every menu level (raises, long paths: busy
                        // tables), else the default.
                        let action = first_action(session.as_ref(), prompt.seat, &names)
                            .or_else(|| session.timeout_action(prompt.seat).ok().flatten());
                        let Some(action) = action else { break };
                        if session
                            .apply(prompt.seat, &action, present_kit::words::Lang::En)
                            .is_err()
                        {
                            break;
                        }
                        if started.elapsed() > each * 4 {
                            break 'games;
                        }
                    }
                }
                if times.times.len() > 0 || times.error.is_some() {
                    out.push(times);
                }
            }
        }
    }
    out
}

fn first_action(
    session: &dyn present_kit::session::Session,
    seat: usize,
    names: &[String],
) -> Option<serde_json::Value> {
    let mut prefix: Vec<String> = Vec::new();
    loop {
        let refs: Vec<&str> = prefix.iter().map(String::as_str).collect();
        match session
            .menu(seat, &refs, names, present_kit::words::Lang::En)
            .ok()?
        {
            Menu::Choices(steps) => prefix.push(steps.last()?.code.clone()),
            Menu::Action(action) => return Some(action),
            Menu::Invalid => return None,
        }
    }
}
