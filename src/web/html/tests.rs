//! The pages of real tables (issue 46): games played through the core by the script driver,
//! read by the functions the server calls, written by this module, and checked for what a
//! player and the Content-Security-Policy rely on.
use super::fixtures::{Games, HOSTILE};
use super::*;
use present_kit::markup::html_escape;
use serde_json::{json, Value};

const SERVER_TOKEN: &str = "0123456789abcdef0123456789abcdef";

fn site() -> Site {
    Site { public_url: None }
}

/// An English reader who did not choose the language (what every page test before issue 48
/// read).
fn en() -> Reader {
    Reader::of(present_kit::words::Lang::En)
}

/// The start tags of `html`, each as its name and its attributes' names (lowercase).
fn tags(html: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        rest = &rest[open + 1..];
        if rest.starts_with('/') || rest.starts_with('!') {
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        assert!(
            !name.is_empty(),
            "a bare '<' in the HTML: {}",
            &rest[..rest.len().min(80)]
        );
        let mut attrs = Vec::new();
        let mut chars = rest[name.len()..].char_indices().peekable();
        let mut end = rest.len();
        while let Some((i, c)) = chars.next() {
            match c {
                '>' => {
                    end = name.len() + i;
                    break;
                }
                c if c.is_whitespace() || c == '/' => {}
                _ => {
                    let mut attr = String::from(c);
                    while let Some((_, d)) = chars.peek() {
                        if d.is_whitespace() || *d == '=' || *d == '>' {
                            break;
                        }
                        attr.push(*d);
                        chars.next();
                    }
                    if let Some((_, '=')) = chars.peek() {
                        chars.next();
                        if let Some((_, quote @ ('"' | '\''))) = chars.peek().copied() {
                            chars.next();
                            for (_, d) in chars.by_ref() {
                                if d == quote {
                                    break;
                                }
                            }
                        } else {
                            while let Some((_, d)) = chars.peek() {
                                if d.is_whitespace() || *d == '>' {
                                    break;
                                }
                                chars.next();
                            }
                        }
                    }
                    attrs.push(attr.to_ascii_lowercase());
                }
            }
        }
        out.push((name.to_ascii_lowercase(), attrs));
        rest = &rest[end.min(rest.len())..];
    }
    out
}

/// What the Content-Security-Policy forbids, checked on a whole page: every script is a file,
/// no style attribute, no event handler attribute, no `javascript:` address.
fn assert_csp_clean(html: &str) {
    let tags = tags(html);
    assert!(!tags.is_empty());
    for (name, attrs) in &tags {
        if name == "script" {
            assert!(
                attrs.contains(&"src".to_string()),
                "an inline script: {attrs:?}"
            );
        }
        assert!(name != "style", "an inline stylesheet");
        for a in attrs {
            assert!(a != "style", "a style attribute on <{name}>");
            assert!(!a.starts_with("on"), "a handler {a} on <{name}>");
        }
    }
    assert!(!html.to_ascii_lowercase().contains("javascript:"));
    // Every script comes from our assets.
    for part in html.split("<script").skip(1) {
        assert!(
            part.starts_with(" defer src=\"/assets/"),
            "{}",
            &part[..part.len().min(60)]
        );
    }
}

/// `<tag id="id" …>inner</tag>`'s inner HTML, where `tag` holds nothing of its own kind.
fn inner<'a>(html: &'a str, tag: &str, id: &str) -> &'a str {
    let key = format!("<{tag} id=\"{id}\"");
    let start = html.find(&key).unwrap_or_else(|| panic!("no {key}"));
    let open_end = start + html[start..].find('>').unwrap() + 1;
    let close = format!("</{tag}>");
    let end = open_end + html[open_end..].find(&close).unwrap();
    &html[open_end..end]
}

/// `#board`'s inner HTML (it holds an `<svg>` with `<g>`s, so it ends at its own marker).
fn board_of(html: &str) -> &str {
    let start = html
        .find("<div id=\"board\" class=\"board\">")
        .expect("#board")
        + 30;
    let end = start + html[start..].find("</div>\n").expect("#board ends");
    &html[start..end]
}

#[test]
fn a_live_page_is_built_from_its_fragments_and_its_board_fits_any_width() {
    let mut g = Games::new(5);
    // A lobby: who joined, no board yet.
    g.command("u1", "play", "c1", json!({"game": "quinox"}));
    let token = g.table("c1").1;
    let lobby = g.table_page(&token);
    let html = table_page(&lobby, &token, &site(), &en());
    let f = table_fragments(&lobby, &en());
    assert_eq!(f.stage, "lobby");
    assert!(html.contains(&format!(
        "<main id=\"table\" data-version=\"{}\" data-stage=\"lobby\" data-live=\"/t/{token}/events\">",
        lobby.version
    )));
    assert!(html.contains("Joined so far"));
    assert_eq!(inner(&html, "ul", "players"), f.players);
    assert!(f
        .players
        .contains("<li data-seat=\"0\"><span class=\"name\">Ann</span></li>"));
    assert_csp_clean(&html);

    g.command("u2", "join", "c1", json!({}));
    g.command("u1", "start", "c1", json!({}));
    g.advance(600.0);
    let page = g.table_page(&token);
    let html = table_page(&page, &token, &site(), &en());
    let f = table_fragments(&page, &en());
    assert_eq!(f.stage, "playing");
    assert_eq!(f.version, page.version);
    assert!(html.contains(&format!(
        "<main id=\"table\" data-version=\"{}\" data-stage=\"playing\" data-live=\"/t/{token}/events\">",
        page.version
    )));
    assert_eq!(inner(&html, "h1", "title"), f.title);
    assert_eq!(inner(&html, "div", "text"), f.text);
    assert_eq!(inner(&html, "ul", "players"), f.players);
    assert_eq!(inner(&html, "ol", "moves"), f.moves);
    assert_eq!(board_of(&html), f.board);
    assert!(html.contains("<p id=\"live\""));
    // One item per move, numbered from 1.
    let moves = page.moves.as_ref().expect("the moves replay");
    assert!(!moves.is_empty());
    assert_eq!(f.moves.matches("<li data-move=").count(), moves.len());
    assert!(f.moves.starts_with("<li data-move=\"1\">"));
    // Someone is awaited, in words, with a deadline.
    let awaited = page
        .players
        .iter()
        .find(|p| p.awaited)
        .expect("someone's turn");
    assert!(
        f.players.contains(&format!(
            "<li data-seat=\"{}\" class=\"awaited\">",
            awaited.seat
        )),
        "{}",
        f.players
    );
    assert!(f.players.contains(
        "<span class=\"turn\">to play</span> <span class=\"due\">due <time datetime=\"2026-"
    ));
    // The board: the picture's own SVG, without its fixed size, named by its alt text.
    let svg = page.picture.as_ref().expect("a board picture").svg();
    let open = &f.board[..f.board.find('>').unwrap()];
    assert!(open.starts_with("<svg "), "{open}");
    assert!(
        !open.contains(" width=") && !open.contains(" height="),
        "{open}"
    );
    assert!(open.contains("viewBox=\"0 0 "), "{open}");
    assert!(open.contains("role=\"img\"") && open.contains("aria-labelledby=\"board-title\""));
    let alt = html_escape(
        page.picture
            .as_ref()
            .unwrap()
            .alt
            .as_deref()
            .expect("alt text"),
    );
    assert!(f.board[open.len() + 1..].starts_with(&format!(
        "<title id=\"board-title\">{alt}</title><desc id=\"board-desc\">{alt}</desc>"
    )));
    // Everything the picture draws is there (the same drawing as the PNG).
    let body_of = |s: &str| s[s.find('>').unwrap() + 1..].trim().to_string();
    assert!(
        f.board.ends_with(body_of(&svg).as_str()),
        "the SVG is kept whole"
    );
    // The JSON the live stream sends carries exactly these fields.
    let json: Value = serde_json::to_value(&f).unwrap();
    let mut keys: Vec<&str> = json
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort();
    assert_eq!(
        keys,
        ["board", "moves", "players", "stage", "text", "title", "version"]
    );
    assert_csp_clean(&html);
    assert!(html.contains("<script defer src=\"/assets/live.js\"></script>"));
}

#[test]
fn open_graph_tags_need_the_public_address() {
    let mut g = Games::new(6);
    let token = g.quinox_mid_game("c1");
    let page = g.table_page(&token);
    let plain = table_page(&page, &token, &site(), &en());
    assert!(plain.contains("<meta property=\"og:title\""));
    assert!(plain.contains(&format!(
        "<meta property=\"og:description\" content=\"{}\">",
        html_escape(&super::table::summary(&page, &en()))
    )));
    assert!(!plain.contains("og:image") && !plain.contains("og:url"));
    assert!(plain.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"));
    let public = Site {
        public_url: Some("https://games.example.org/".into()),
    };
    let html = table_page(&page, &token, &public, &en());
    assert!(html.contains(&format!(
        "<meta property=\"og:url\" content=\"https://games.example.org/t/{token}\">"
    )));
    assert!(html.contains(&format!(
        "<meta property=\"og:image\" content=\"https://games.example.org/t/{token}/board.png\">"
    )));
    // The PNG is drawn at the SVG's own size.
    let svg = page.picture.as_ref().unwrap().svg();
    let width = svg
        .split("width=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    assert!(html.contains(&format!(
        "<meta property=\"og:image:width\" content=\"{width}\">"
    )));
    assert!(html.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"));
    assert!(html.contains("<meta property=\"og:image:alt\""));
    assert_csp_clean(&html);
}

#[test]
fn an_ended_game_shows_its_result_and_its_replay_at_the_last_step() {
    let mut g = Games::new(7);
    let token = g.eight_finished("c1");
    let page = g.table_page(&token);
    assert_eq!(page.stage, commands::pages::Stage::Finished);
    let html = table_page(&page, &token, &site(), &en());
    let steps = page.moves.as_ref().unwrap().len();
    assert!(steps > 3);
    assert!(html.contains(&format!(
        "<main id=\"table\" data-version=\"{}\" data-stage=\"finished\">",
        page.version
    )));
    assert!(!html.contains("data-live") && !html.contains("live.js"));
    assert!(html.contains(&format!(
        "<section id=\"replay\" data-step=\"{steps}\" data-steps=\"{steps}\" data-token=\"{token}\""
    )));
    assert!(html.contains(&format!(
        "<input id=\"step\" type=\"range\" min=\"0\" max=\"{steps}\" step=\"1\" value=\"{steps}\""
    )));
    for id in ["first", "prev", "play", "next", "last", "log"] {
        assert!(html.contains(&format!("<a id=\"{id}\"")), "#{id}");
    }
    assert!(html.contains(&format!(
        "<a id=\"prev\" class=\"button\" href=\"/t/{token}/replay?step={}\">",
        steps - 1
    )));
    // The result: the final scores, in #text.
    let f = table_fragments(&page, &en());
    assert!(f.text.contains("Final scores"), "{}", f.text);
    assert!(html.contains(&format!(
        "<div id=\"text\" class=\"board-text\" data-step-text>{}</div>",
        f.text
    )));
    assert_eq!(board_of(&html), f.board);
    // Every move links to its step; the last one is the current one.
    let moves = inner(&html, "ol", "moves");
    assert_eq!(moves.matches("<li data-move=").count(), steps);
    for k in 1..=steps {
        assert!(
            moves.contains(&format!("href=\"/t/{token}/replay?step={k}\"")),
            "move {k}"
        );
    }
    assert!(moves.contains(&format!(
        "<li data-move=\"{steps}\" class=\"current\" aria-current=\"step\">"
    )));
    assert!(html.contains(&format!("<a id=\"log\" href=\"/t/{token}/log.txt\"")));
    assert!(html.contains("<script defer src=\"/assets/replay.js\"></script>"));
    assert_csp_clean(&html);
}

#[test]
fn each_replay_step_is_a_page_and_a_json_of_the_same_parts() {
    let mut g = Games::new(8);
    let token = g.eight_finished("c1");
    let steps = g.replay_step(&token, 0).steps;
    for k in [0, 1, steps / 2, steps] {
        let step = g.replay_step(&token, k);
        let html = replay_page(&step, &token, &site(), &en());
        assert!(html.contains(&format!(
            "<section id=\"replay\" data-step=\"{k}\" data-steps=\"{steps}\" data-token=\"{token}\""
        )));
        let json: Value = serde_json::from_str(&replay_step_json(&step, &en())).unwrap();
        assert_eq!(json["step"], k);
        assert_eq!(json["steps"], steps);
        assert_eq!(json["version"], step.version);
        assert_eq!(board_of(&html), json["board"].as_str().unwrap(), "step {k}");
        assert!(json["board"].as_str().unwrap().starts_with("<svg "));
        assert_eq!(inner(&html, "div", "said"), json["said"].as_str().unwrap());
        assert_eq!(
            inner(&html, "div", "step-text"),
            json["text"].as_str().unwrap()
        );
        assert_eq!(
            inner(&html, "p", "step-label"),
            html_escape(json["label"].as_str().unwrap())
        );
        // Without a script the buttons are links to the neighbouring steps.
        let prev = k.saturating_sub(1);
        let next = (k + 1).min(steps);
        assert!(html.contains("<a id=\"first\" class=\"button\" href=\"?step=0\""));
        assert!(html.contains(&format!(
            "<a id=\"prev\" class=\"button\" href=\"?step={prev}\""
        )));
        assert!(html.contains(&format!(
            "<a id=\"next\" class=\"button\" href=\"?step={next}\""
        )));
        assert!(html.contains(&format!(
            "<a id=\"last\" class=\"button\" href=\"?step={steps}\""
        )));
        assert_eq!(
            html.contains(
                "<a id=\"first\" class=\"button\" href=\"?step=0\" aria-disabled=\"true\">"
            ),
            k == 0
        );
        // The move list links each step, and marks this one.
        let moves = inner(&html, "ol", "moves");
        assert_eq!(moves.matches("<li data-move=").count(), steps);
        assert!(moves.contains("<li data-move=\"1\""));
        assert_eq!(moves.contains("aria-current=\"step\""), k > 0);
        assert_csp_clean(&html);
    }
    // Step 1 says what the first move did.
    let one = g.replay_step(&token, 1);
    let json: Value = serde_json::from_str(&replay_step_json(&one, &en())).unwrap();
    let first_line = present_kit::markup::render(&one.said[0], present_kit::markup::Dialect::Html);
    assert!(json["said"].as_str().unwrap().contains(&first_line));
    assert_eq!(json["label"], format!("Move 1 of {steps}"));
}

#[test]
fn hostile_names_are_escaped_on_every_page() {
    let mut g = Games::new(9);
    let raw = ["<script>alert", "<b>", "alert(\"x\")", "'Eve'", "& 'Eve'"];
    let escaped = html_escape(HOSTILE);
    let check = |what: &str, html: &str| {
        for r in raw {
            assert!(!html.contains(r), "{what} has {r} unescaped");
        }
        assert!(html.contains(&escaped), "{what} shows the name");
        assert_csp_clean(html);
    };
    // u3 is the hostile name.
    g.command("u3", "play", "c1", json!({"game": "quinox"}));
    let token = g.table("c1").1;
    check(
        "the lobby",
        &table_page(&g.table_page(&token), &token, &site(), &en()),
    );
    g.command("u1", "join", "c1", json!({}));
    g.command("u3", "start", "c1", json!({}));
    g.advance(600.0);
    let page = g.table_page(&token);
    check(
        "the playing page",
        &table_page(&page, &token, &site(), &en()),
    );
    let fragments = serde_json::to_string(&table_fragments(&page, &en())).unwrap();
    for r in raw {
        assert!(!fragments.contains(r), "the live event has {r} unescaped");
    }
    g.command("u3", "resign", "c1", json!({}));
    g.finish("c1");
    let page = g.table_page(&token);
    check(
        "the ended page",
        &table_page(
            &page,
            &token,
            &Site {
                public_url: Some("https://x.example".into()),
            },
            &en(),
        ),
    );
    check(
        "the replay",
        &replay_page(&g.replay_step(&token, 1), &token, &site(), &en()),
    );
    g.server_pages_on(SERVER_TOKEN);
    let server = server_page(&g.server_page(SERVER_TOKEN), SERVER_TOKEN, &site(), &en());
    check("the server page", &server);
    let player = player_page(
        &g.player_page(SERVER_TOKEN, "u3"),
        SERVER_TOKEN,
        &site(),
        &en(),
    );
    check("the player page", &player);
    // A tournament (issue 47) named like u3, with u3 in it: its page and the server's list.
    g.send(
        json!({"user": "admin", "channel": "c9", "command": "tournament",
        "options": {"action": "create", "game": "quinox", "name": "<b>Cup</b> & 'Eve'"},
        "manage_server": true}),
    );
    for u in ["u1", "u3"] {
        g.send(
            json!({"user": u, "name": super::fixtures::display(u), "channel": "c9",
            "click": "tn:1:join"}),
        );
    }
    g.send(
        json!({"user": "admin", "channel": "c9", "click": "tn:1:start",
        "manage_server": true}),
    );
    let cup = tournament_page(
        &g.tournament_page(SERVER_TOKEN, 1),
        SERVER_TOKEN,
        &site(),
        &en(),
    );
    check("the tournament page", &cup);
    assert!(cup.contains("&lt;b&gt;Cup&lt;/b&gt; &amp; "), "{cup}");
    let server = server_page(&g.server_page(SERVER_TOKEN), SERVER_TOKEN, &site(), &en());
    assert!(
        server.contains("&lt;b&gt;Cup&lt;/b&gt;") && !server.contains("<b>Cup"),
        "{server}"
    );
    assert!(player.contains(&format!("<title>{escaped} on Tabula</title>")));
}

/// A standing's rating as a board shows it: marked when provisional (issue 47).
fn provisional_rating(s: &commands::store::ratings::Standing) -> String {
    let mark = if s.provisional() {
        "<abbr class=\"provisional\" title=\"provisional\">?</abbr>"
    } else {
        ""
    };
    format!("{}{mark}", chart::rating(s.skill))
}

/// Issue 47: the server page shows the running season's board and the all-time one per game
/// (`table.leaderboard[data-board]`), provisional ratings marked, inactive players left out,
/// and links to past seasons, each with a page of its final standings.
#[test]
fn the_server_page_shows_the_season_and_all_time_boards_and_links_past_seasons() {
    let mut g = Games::new(47);
    let admin = |g: &mut Games, action: &str| {
        g.send(
            json!({"user": "admin", "channel": "c0", "command": "season",
                      "options": {"action": action}, "manage_server": true}),
        );
    };
    admin(&mut g, "start");
    for (i, loser) in ["u2", "u1", "u2"].into_iter().enumerate() {
        g.quinox_resigned(&format!("q{i}"), "u1", "u2", loser);
    }
    g.advance(86_400.0);
    admin(&mut g, "start");
    g.quinox_resigned("q9", "u1", "u3", "u3");
    g.server_pages_on(SERVER_TOKEN);
    let data = g.server_page(SERVER_TOKEN);
    assert_eq!(data.season.as_ref().map(|s| s.number), Some(2));
    assert_eq!(data.past_seasons.len(), 1);
    let html = server_page(&data, SERVER_TOKEN, &site(), &en());
    assert!(html.contains("<main id=\"server\">"));
    let quinox = data.games.iter().find(|s| s.game == "quinox").unwrap();
    let season = quinox.season.as_ref().expect("a season board");
    // Season 2 has one game: u1 and u3 on it; all time has u1, u2 and u3.
    let users = |b: &[commands::store::ratings::Standing]| -> Vec<String> {
        let mut u: Vec<String> = b.iter().map(|s| s.user.clone()).collect();
        u.sort();
        u
    };
    assert_eq!(users(season), ["u1", "u3"]);
    assert_eq!(users(&quinox.standings), ["u1", "u2", "u3"]);
    assert!(html.contains("<table class=\"leaderboard\" data-board=\"season\">"));
    assert!(html.contains("<table class=\"leaderboard\" data-board=\"all\">"));
    assert!(
        html.contains("<caption>Season 2, since 2 January 2026</caption>"),
        "{html}"
    );
    assert!(html.contains("<caption>All time</caption>"));
    // Everyone has fewer than 5 rated games: every rating is marked, and the legend says why.
    assert_eq!(
        html.matches("<abbr class=\"provisional\"").count(),
        season.len() + quinox.standings.len()
    );
    assert!(html.contains("provisional (fewer than 5 rated games"));
    assert!(html.contains("Players without a rated game in 60 days are not listed."));
    assert!(html.contains(&format!(
        "<a href=\"/s/{SERVER_TOKEN}/season/1\">Season 1, 1 January 2026 to 2 January 2026</a>"
    )));
    assert_csp_clean(&html);

    let past = season_page(
        &g.season_page(SERVER_TOKEN, 1),
        SERVER_TOKEN,
        &site(),
        &en(),
    );
    assert!(past.contains("<main id=\"season\" data-season=\"1\">"));
    assert!(past.contains("Final standings."));
    assert!(past.contains("<section class=\"game\" data-game=\"quinox\">"));
    assert_eq!(
        past.matches("<th scope=\"row\">").count(),
        2,
        "u1 and u2: {past}"
    );
    assert_csp_clean(&past);

    // 61 days on, nobody is active: both current boards are empty, ratings kept.
    g.advance(61.0 * 86_400.0);
    let data = g.server_page(SERVER_TOKEN);
    let quinox = data.games.iter().find(|s| s.game == "quinox").unwrap();
    assert!(quinox.standings.is_empty());
    assert!(quinox.season.as_ref().is_some_and(|s| s.is_empty()));
    let html = server_page(&data, SERVER_TOKEN, &site(), &en());
    assert!(!html.contains("<table class=\"leaderboard\""));
    assert!(g.player_page(SERVER_TOKEN, "u1").games[0].skill.is_some());
}

#[test]
fn server_and_player_pages_list_games_leaderboards_and_a_rating_chart() {
    let mut g = Games::new(10);
    for (i, loser) in ["u2", "u1", "u2"].into_iter().enumerate() {
        g.quinox_resigned(&format!("q{i}"), "u1", "u2", loser);
    }
    g.eight_finished("e1");
    g.server_pages_on(SERVER_TOKEN);
    let data = g.server_page(SERVER_TOKEN);
    let html = server_page(&data, SERVER_TOKEN, &site(), &en());
    assert!(html.contains("<main id=\"server\">"));
    assert_eq!(
        html.matches("<section class=\"game\" data-game=").count(),
        data.games.len()
    );
    assert!(html.contains("<section class=\"game\" data-game=\"quinox\""));
    assert!(html.contains("<section class=\"game\" data-game=\"eight-quilibrium\""));
    let quinox = &data.games.iter().find(|s| s.game == "quinox").unwrap();
    assert!(!quinox.standings.is_empty());
    // Each standing: rank, a link to the player's page, a whole-number rating, games, wins.
    for (i, s) in quinox.standings.iter().enumerate() {
        assert!(
            html.contains(&format!(
                "<tr><td>{}</td><th scope=\"row\"><a href=\"/s/{SERVER_TOKEN}/p/{}\">{}</a></th>\
             <td>{}</td><td>{}</td><td>{}</td></tr>",
                i + 1,
                s.user,
                html_escape(&s.name),
                provisional_rating(s),
                s.games,
                s.wins
            )),
            "{html}"
        );
    }
    // Recent games link their replays; bots are named but have no page.
    for game in &data.games {
        for r in &game.recent {
            let t = r.token.as_ref().expect("links are on");
            assert!(html.contains(&format!("<a class=\"replay-link\" href=\"/t/{t}/replay\">")));
        }
    }
    assert!(html.contains("<ol class=\"recent\">"));
    assert!(html.contains("Bot (easy)") && !html.contains("/p/bot"));
    assert_csp_clean(&html);

    let data = g.player_page(SERVER_TOKEN, "u1");
    let html = player_page(&data, SERVER_TOKEN, &site(), &en());
    assert!(html.contains("<main id=\"player\">"));
    let quinox = data.games.iter().find(|p| p.game == "quinox").unwrap();
    assert!(quinox.history.len() >= 2, "{:?}", quinox.history);
    assert!(html.contains("<section class=\"game\" data-game=\"quinox\">"));
    assert_eq!(
        html.matches("<svg class=\"rating-chart\"").count(),
        1,
        "one game with a history"
    );
    assert_eq!(
        html.matches("<circle class=\"point\"").count(),
        quinox.history.len()
    );
    assert!(html.contains(&format!("<dt>Games</dt><dd>{}</dd>", quinox.games)));
    // 8-quilibrium with bots is unrated: said in words, no chart.
    assert!(html.contains("No rated game has a recorded rating yet"));
    assert_csp_clean(&html);
}

#[test]
fn unknown_links_get_one_page_and_the_assets_are_the_files() {
    let a = not_found(&en());
    assert_eq!(a, not_found(&en()));
    assert!(a.contains("<main id=\"not-found\">"));
    assert_csp_clean(&a);
    assert!(STYLE_CSS.contains("prefers-color-scheme: dark"));
    assert!(STYLE_CSS.contains("url(\"/assets/DejaVuSans.ttf\")"));
    assert!(STYLE_CSS.contains("url(\"/assets/DejaVuSans-Bold.ttf\")"));
    assert!(LIVE_JS.contains("EventSource") && LIVE_JS.contains("\"gone\""));
    assert!(REPLAY_JS.contains("replaceState") && REPLAY_JS.contains("/step/"));
    // No script asks anything of another host.
    for js in [LIVE_JS, REPLAY_JS] {
        assert!(!js.contains("http:") && !js.contains("https:") && !js.contains("eval("));
    }
}

/// Writes real pages laid out like their addresses, to look at them in a browser:
/// `TABULA_PAGES_OUT=/tmp/pages cargo test --bin tabula write_pages -- --ignored`, then
/// serve that folder (`python3 -m http.server`) and open `/t/…`, `/s/…`.
#[test]
#[ignore = "writes files for a person to look at"]
fn write_pages() {
    let Ok(out) = std::env::var("TABULA_PAGES_OUT") else {
        return;
    };
    // `TABULA_PAGES_LANG=de` writes them in German (issue 48).
    let reader = std::env::var("TABULA_PAGES_LANG")
        .ok()
        .and_then(|l| present_kit::words::Lang::from_discord(&l))
        .map_or(en(), Reader::of);
    let out = std::path::PathBuf::from(out);
    let write = |path: &str, text: &str| {
        let file = out.join(path.trim_start_matches('/'));
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    };
    write("assets/style.css", STYLE_CSS);
    write("assets/live.js", LIVE_JS);
    write("assets/replay.js", REPLAY_JS);
    std::fs::write(
        out.join("assets/DejaVuSans.ttf"),
        present_kit::picture::font::REGULAR,
    )
    .unwrap();
    std::fs::write(
        out.join("assets/DejaVuSans-Bold.ttf"),
        present_kit::picture::font::BOLD,
    )
    .unwrap();
    let mut g = Games::new(11);
    let mut index = String::new();
    let mut table = |g: &Games, name: &str, token: &str| {
        let page = g.table_page_in(token, reader.lang);
        write(
            &format!("t/{token}/index.html"),
            &table_page(&page, token, &site(), &reader),
        );
        index.push_str(&format!("{name} {token}\n"));
    };
    let q = g.quinox_mid_game("c1");
    table(&g, "quinox", &q);
    // The page's next live event, for a stand-in stream to send.
    g.advance(600.0);
    let later = serde_json::to_string(&table_fragments(&g.table_page_in(&q, reader.lang), &reader))
        .unwrap();
    write(&format!("t/{q}/next.json"), &later);
    let e = g.equilibrix_mid_game("c2");
    g.advance(600.0);
    g.advance(600.0);
    table(&g, "equilibrix", &e);
    g.command("u2", "play", "c5", json!({"game": "relinquish", "bots": 1}));
    let l = g.table("c5").1;
    table(&g, "lobby", &l);
    let f = g.eight_finished("c3");
    table(&g, "eight", &f);
    let steps = g.replay_step_in(&f, 0, reader.lang).steps;
    for k in 0..=steps {
        let step = g.replay_step_in(&f, k, reader.lang);
        write(
            &format!("t/{f}/step/{k}"),
            &replay_step_json(&step, &reader),
        );
        if k == 5 {
            write(
                &format!("t/{f}/replay/index.html"),
                &replay_page(&step, &f, &site(), &reader),
            );
        }
    }
    for (i, loser) in ["u2", "u1", "u2", "u2"].into_iter().enumerate() {
        g.quinox_resigned(&format!("q{i}"), "u1", "u2", loser);
    }
    g.command("u1", "play", "c4", json!({"game": "equation-hi-lo", "bots": 2, "bot_level": "easy", "absent": "bot", "rounds": 1}));
    g.command("u1", "start", "c4", json!({}));
    g.command("u1", "resign", "c4", json!({}));
    g.finish("c4");
    g.server_pages_on(SERVER_TOKEN);
    write(
        "s/server/index.html",
        &server_page(&g.server_page(SERVER_TOKEN), SERVER_TOKEN, &site(), &reader),
    );
    write(
        "s/server/p/u1/index.html",
        &player_page(
            &g.player_page(SERVER_TOKEN, "u1"),
            SERVER_TOKEN,
            &site(),
            &reader,
        ),
    );
    write("index.txt", &index);
}

/// Issue 48: every page in every language (and the pseudo-language), chosen with the switch:
/// the document says its language, no key is missing, a hostile name stays escaped, and the
/// page's own links keep the language.
#[test]
fn every_page_reads_in_every_language() {
    use present_kit::words::Lang;
    let mut g = Games::new(5);
    g.command("u3", "play", "c1", json!({"game": "quinox"}));
    let token = g.table("c1").1;
    g.command("u1", "join", "c1", json!({}));
    g.command("u3", "start", "c1", json!({}));
    g.advance(600.0);
    g.command("u3", "resign", "c1", json!({}));
    g.finish("c1");
    g.server_pages_on(SERVER_TOKEN);
    g.send(
        json!({"user": "admin", "channel": "c9", "command": "tournament",
        "options": {"action": "create", "game": "quinox", "name": "Cup"},
        "manage_server": true}),
    );
    for u in ["u1", "u3"] {
        g.send(
            json!({"user": u, "name": super::fixtures::display(u), "channel": "c9",
            "click": "tn:1:join"}),
        );
    }
    g.send(
        json!({"user": "admin", "channel": "c9", "click": "tn:1:start",
        "manage_server": true}),
    );
    let escaped = html_escape(HOSTILE);
    for lang in Lang::WITH_PSEUDO.into_iter() {
        let reader = Reader { lang, chosen: true };
        let tag = lang.tag();
        let pages = [
            (
                "table",
                table_page(&g.table_page_in(&token, lang), &token, &site(), &reader),
            ),
            (
                "replay",
                replay_page(&g.replay_step_in(&token, 1, lang), &token, &site(), &reader),
            ),
            (
                "server",
                server_page(&g.server_page(SERVER_TOKEN), SERVER_TOKEN, &site(), &reader),
            ),
            (
                "player",
                player_page(
                    &g.player_page(SERVER_TOKEN, "u3"),
                    SERVER_TOKEN,
                    &site(),
                    &reader,
                ),
            ),
            (
                "tournament",
                tournament_page(
                    &g.tournament_page(SERVER_TOKEN, 1),
                    SERVER_TOKEN,
                    &site(),
                    &reader,
                ),
            ),
            ("not found", not_found(&reader)),
        ];
        for (what, html) in pages {
            assert!(
                html.contains(&format!("<html lang=\"{tag}\">")),
                "{what} in {tag}"
            );
            assert!(
                !html.contains("[web-"),
                "{what} in {tag} lacks a key: {html}"
            );
            assert_csp_clean(&html);
            if what != "not found" && what != "tournament" {
                assert!(html.contains(&escaped), "{what} in {tag} shows the name");
            }
            // Every link to another page keeps the chosen language.
            for href in html.split("href=\"/").skip(1) {
                let href = &href[..href.find('"').unwrap()];
                if href.starts_with("assets/") {
                    continue;
                }
                assert!(
                    href.contains(&format!("lang={tag}")),
                    "{what} in {tag}: /{href}"
                );
            }
            if lang == Lang::Pseudo && what != "table" {
                let title = html.split("<title>").nth(1).unwrap();
                assert!(
                    title.starts_with('⟦') || what == "player",
                    "{what}: {title}"
                );
            }
        }
    }
}
