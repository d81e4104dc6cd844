//! Languages (issue 48) of what a table shows while it is played and when it ends: the board,
//! the notices and the results in the server's language; each member's private view, its
//! menus, forms and refusals in their own; the lobby board in the server's. The pseudo-language
//! shows that these texts came through the catalog.
mod common;
use common::*;
use serde_json::{json, Value};

/// A line of the script driver by `user` with Discord's languages: `locale` theirs, `guild`
/// the server's.
fn line(user: &str, what: Value, locale: Option<&str>, guild: Option<&str>) -> Value {
    let mut line = json!({"user": user, "channel": "c1"});
    for (k, v) in what.as_object().expect("an object") {
        line[k] = v.clone();
    }
    if let Some(l) = locale {
        line["locale"] = json!(l);
    }
    if let Some(g) = guild {
        line["guild_locale"] = json!(g);
    }
    line
}

/// A tic-tac-toe table of u1 and u2 in c1 on a server Discord says speaks `guild`, opened
/// and started by u1 and joined by u2 whose own languages are `u1` and `u2`; the start's
/// output.
fn started(t: &mut Table, guild: &str, u1: &str, u2: &str, options: Value) -> Vec<Value> {
    let mut play = json!({"game": TTT});
    if let (Some(map), Some(extra)) = (play.as_object_mut(), options.as_object()) {
        map.extend(extra.clone());
    }
    t.send(line(
        "u1",
        json!({"command": "play", "options": play}),
        Some(u1),
        Some(guild),
    ));
    t.send(line(
        "u2",
        json!({"command": "join", "options": {}}),
        Some(u2),
        Some(guild),
    ));
    t.send(line(
        "u1",
        json!({"command": "start", "options": {}}),
        Some(u1),
        Some(guild),
    ))
}

/// The public board among `out`.
fn board(out: &[Value]) -> &Value {
    out.iter()
        .find(|o| o["to"] == "public" && o["delivery"]["kind"] == "board")
        .unwrap_or_else(|| panic!("a board: {out:?}"))
}

/// The public posts (not boards) among `out`, their texts.
fn posts(out: &[Value]) -> Vec<String> {
    publics(out)
        .into_iter()
        .filter(|o| o["delivery"]["kind"] == "post")
        .map(|o| o["text"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// The labels of a message's components.
fn labels(msg: &Value) -> Vec<String> {
    msg["components"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .map(|c| c["label"].as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// `user` opens their private view from the latest board, in their language `locale`.
fn hand(t: &mut Table, user: &str, locale: &str) -> Vec<Value> {
    let id = t.hand_id();
    t.send(line(user, json!({"click": id}), Some(locale), None))
}

#[test]
fn a_german_server_reads_the_board_and_each_member_their_own_view() {
    let mut t = Table::new(4801);
    let out = started(&mut t, "de", "de", "fr", json!({}));
    // The board and the first notice in the server's language.
    let shown = board(&out);
    let title = shown["title"].as_str().unwrap_or_default();
    assert!(title.contains(" · Tisch "), "{title}");
    assert!(
        labels(shown).contains(&"Meine Hand zeigen / ziehen".to_string()),
        "{shown}"
    );
    let notice = posts(&out).join("\n");
    assert!(
        notice.starts_with("Die Partie beginnt! Plätze in Zugreihenfolge: u1, u2."),
        "{notice}"
    );
    assert!(notice.contains("(fällig <t:"), "{notice}");

    // u1 reads German, u2 French: each their own private view.
    let out = hand(&mut t, "u1", "de");
    let view = private_to(&out, "u1").expect("u1's view");
    assert!(
        view["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("Deine Ansicht · Tisch ")),
        "{view}"
    );
    assert!(private_text(&out, "u1").contains("Du bist dran:"), "{view}");
    let out = hand(&mut t, "u2", "fr");
    let view = private_to(&out, "u2").expect("u2's view");
    assert!(
        view["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("Ta vue · table ")),
        "{view}"
    );
    assert!(
        private_text(&out, "u2").ends_with("À toi de jouer :"),
        "{view}"
    );

    // A click that is not theirs to make, refused in the clicker's language (Spanish).
    let id = t.hand_id();
    let out = t.send(line("u3", json!({"click": id}), Some("es-ES"), Some("de")));
    assert_eq!(
        private_text(&out, "u3"),
        "No juegas en esta mesa, así que este botón no es tuyo."
    );
    let out = t.send(line(
        "u3",
        json!({"command": "hand", "options": {}}),
        Some("pt-BR"),
        Some("de"),
    ));
    assert_eq!(
        private_text(&out, "u3"),
        "Você não está jogando nesta mesa; o tabuleiro mostra tudo o que é público."
    );

    // /board: the board again in German, the answer in the asker's French.
    let out = t.send(line(
        "u2",
        json!({"command": "board", "options": {}}),
        Some("fr"),
        Some("de"),
    ));
    assert_eq!(private_text(&out, "u2"), "Plateau publié.");
    assert!(board(&out)["title"]
        .as_str()
        .is_some_and(|t| t.contains(" · Tisch ")));
}

#[test]
fn the_result_and_the_final_board_come_in_the_servers_language() {
    let mut t = Table::new(4802);
    started(&mut t, "es-ES", "es-ES", "es-419", json!({}));
    let mut last = Vec::new();
    for (seat, action) in tic_tac_toe::rules::X_WINS {
        let user = format!("u{}", seat + 1);
        let code = tic_tac_toe::present::code(&action);
        let id = t.ttt_button(&user, &code);
        last = t.send(line(&user, json!({"click": id}), Some("es-ES"), None));
    }
    let result = publics(&last)
        .into_iter()
        .find(|o| {
            o["title"]
                .as_str()
                .is_some_and(|t| t.starts_with("Puntuación final · mesa "))
        })
        .unwrap_or_else(|| panic!("the result in Spanish: {last:?}"));
    let text = result["text"].as_str().unwrap_or_default();
    assert!(text.starts_with("1. "), "{text}");
    let final_board = board(&last);
    assert!(
        final_board["title"]
            .as_str()
            .is_some_and(|t| t.ends_with(" · terminada")),
        "{final_board}"
    );
    assert_eq!(labels(final_board), vec!["Revancha", "Repetición"]);
}

#[test]
fn resigning_answers_in_the_readers_language_and_tells_the_table_in_the_servers() {
    let mut t = Table::new(4803);
    started(&mut t, "de", "de", "pt-BR", json!({"time": "async"}));
    let out = t.send(line(
        "u2",
        json!({"command": "resign", "options": {}}),
        Some("pt-BR"),
        Some("de"),
    ));
    let said = private_text(&out, "u2");
    assert!(
        said.starts_with("Você desistiu na mesa ")
            && said.ends_with(
                ": seu lugar é jogado por a ação padrão até o fim, e você fica em último."
            ),
        "{said}"
    );
    assert!(
        posts(&out).contains(
            &"u2 hat aufgegeben: der Platz wird von der Standardaktion zu Ende gespielt."
                .to_string()
        ),
        "{out:?}"
    );
    assert!(
        board(&out)["text"].as_str().is_some_and(
            |t| t.contains("Abwesend (gespielt von der Standardaktion): u2 (aufgegeben)")
        ),
        "{out:?}"
    );
    // Resigned already: the refusal in French for a French reader.
    let out = t.send(line(
        "u2",
        json!({"command": "resign", "options": {}}),
        Some("fr"),
        Some("de"),
    ));
    assert_eq!(private_text(&out, "u2"), "Tu as abandonné cette partie.");
}

#[test]
fn the_lobby_board_is_in_the_servers_language() {
    let mut t = Table::new(4804);
    let out = t.send(line(
        "u1",
        json!({"command": "play", "options": {"game": TTT}}),
        Some("en-US"),
        Some("fr"),
    ));
    let lobby = board(&out);
    let text = lobby["text"].as_str().unwrap_or_default();
    assert!(text.contains("Hôte : u1"), "{text}");
    assert!(
        text.contains("Cadence : en direct (tours de 60 s, réactions de 20 s)"),
        "{text}"
    );
    assert!(text.contains("Joueurs (1/2) :"), "{text}");
    assert!(
        lobby["title"]
            .as_str()
            .is_some_and(|t| t.ends_with(" · salon d'attente")),
        "{lobby}"
    );
    let labels = labels(lobby);
    assert!(
        labels.starts_with(&[
            "Rejoindre".to_string(),
            "Quitter".to_string(),
            "Lancer".to_string(),
            "Ajouter un bot".to_string()
        ]),
        "{labels:?}"
    );
    // The host's bot dialog, privately in their own English.
    let add = component(lobby, |c| c["label"] == "Ajouter un bot").expect("Add bot");
    let out = t.send(line("u1", json!({"click": add}), Some("en-US"), Some("fr")));
    assert!(
        private_text(&out, "u1").starts_with("How well should the bot play?"),
        "{out:?}"
    );
}

/// The pseudo-language: every text of the board, the notice, the private view and its
/// buttons came through the catalog (the game's own words are the game's catalog's).
#[test]
fn the_pseudo_language_marks_the_tables_texts() {
    let mut t = Table::new(4805);
    let out = started(&mut t, "en-XA", "en-XA", "en-XA", json!({}));
    let shown = board(&out);
    let title = shown["title"].as_str().unwrap_or_default();
    assert!(title.starts_with('⟦') && title.ends_with('⟧'), "{title}");
    for label in labels(shown) {
        assert!(label.starts_with('⟦'), "{label}");
    }
    let notice = posts(&out).join("\n");
    assert!(notice.starts_with("⟦TThéé gámmé"), "{notice}");
    for line in notice.lines() {
        assert!(line.starts_with('⟦') && line.ends_with('⟧'), "{notice}");
    }
    let out = hand(&mut t, "u1", "en-XA");
    let view = private_to(&out, "u1").expect("u1's view");
    assert!(
        view["title"].as_str().is_some_and(|t| t.starts_with('⟦')),
        "{view}"
    );
    assert!(
        private_text(&out, "u1").ends_with("⟦YYöüür möövéé:⟧"),
        "{view}"
    );
}

/// A clocked table on a German server: the lobby says the clock in words, the board its
/// clocks, both in German.
#[test]
fn a_clocked_table_says_its_clock_in_the_servers_language() {
    let mut t = Table::new(4806);
    let out = t.send(line(
        "u1",
        json!({"command": "play", "options": {"game": TTT, "clock": "5+3"}}),
        Some("de"),
        Some("de"),
    ));
    let text = board(&out)["text"].as_str().unwrap_or_default().to_string();
    assert!(
        text.contains(
            "Zeitkontrolle: live mit der Uhr `5+3` (5 Minuten für jeden, 3 Sekunden mehr pro Zug; 20 s für Reaktionen)"
        ),
        "{text}"
    );
    t.send(line(
        "u2",
        json!({"command": "join", "options": {}}),
        Some("de"),
        Some("de"),
    ));
    let out = t.send(line(
        "u1",
        json!({"command": "start", "options": {}}),
        Some("de"),
        Some("de"),
    ));
    let text = board(&out)["text"].as_str().unwrap_or_default().to_string();
    assert!(
        text.contains("🕰️ Uhr `5+3` (Restzeit beim letzten Zug): **u1** 5:00 · **u2** 5:00"),
        "{text}"
    );
}

/// A tournament's sign-up post on a French server: its words and buttons in French.
#[test]
fn a_tournaments_sign_up_is_in_the_servers_language() {
    let mut t = Table::new(4807);
    let out = t.send(
        json!({"user": "admin", "channel": "c1", "command": "tournament",
        "options": {"action": "create", "game": "quinox", "rounds": 3, "name": "Coupe"},
        "manage_server": true, "guild_locale": "fr"}),
    );
    let post = publics(&out)
        .into_iter()
        .find(|o| o["title"].as_str().is_some_and(|t| t.starts_with('🏆')))
        .unwrap_or_else(|| panic!("the sign-up: {out:?}"));
    let text = post["text"].as_str().unwrap_or_default();
    assert!(
        text.starts_with("Tournoi **Coupe** de **Quinox** : système suisse, 3 rondes, "),
        "{text}"
    );
    assert!(text.contains("Pas encore d'inscrits."), "{text}");
    assert_eq!(
        labels(post),
        vec!["S'inscrire", "Se retirer", "Lancer maintenant"]
    );
}
