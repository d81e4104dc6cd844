//! Languages (issue 48), a table's life outside play and the server's commands: the lobby's
//! notices, cancelling, `/games`, `/history`, `/rules`, `/replay`, `/settings`, `/season`,
//! `/link`. A private answer comes in the reader's Discord language, a public notice in the
//! server's; the pseudo-language shows that a text came through the catalog.
mod common;
use common::*;
use serde_json::{json, Value};

/// One script line by `user` in c1 with the reader's and the server's Discord languages.
fn said(user: &str, command: &str, options: Value, locale: &str, guild: &str) -> Value {
    json!({"user": user, "channel": "c1", "command": command, "options": options,
        "locale": locale, "guild_locale": guild})
}

/// The public posts' texts (boards and notices) of `out`.
fn posts(out: &[Value]) -> Vec<String> {
    publics(out)
        .into_iter()
        .map(|o| o["text"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn title(out: &[Value], user: &str) -> String {
    private_to(out, user).expect("a private answer")["title"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// A French member on a server Discord calls German: their answers in French, what the table
/// shows in German.
#[test]
fn a_member_reads_their_language_while_the_table_reads_the_servers() {
    let mut t = Table::new(4801);
    let out = t.send(said("u1", "play", json!({"game": "quinox"}), "fr", "de"));
    let answer = private_text(&out, "u1");
    assert!(
        answer.starts_with("Tu as ouvert une nouvelle table de Quinox. Les autres"),
        "{answer}"
    );
    let out = t.send(said("u2", "join", json!({}), "es", "de"));
    assert_eq!(private_text(&out, "u2"), "Te sentaste a la mesa.");
    let out = t.send(said("u2", "leave", json!({}), "es", "de"));
    assert_eq!(private_text(&out, "u2"), "Dejaste la mesa.");
    let out = t.send(said("u1", "cancel", json!({}), "fr", "de"));
    let posts = posts(&out);
    assert!(
        posts
            .iter()
            .any(|p| p == "u1 hat den Tisch abgebrochen; keine Wertung ändert sich."),
        "{posts:?}"
    );
    assert!(
        posts.iter().any(|p| p.ends_with("Abgebrochen von u1.")),
        "{posts:?}"
    );

    // /games, /rules and /history: private, in the reader's language.
    let mut t = Table::new(4802);
    t.send(said("u1", "play", json!({"game": "quinox"}), "de", "fr"));
    let out = t.send(said("u1", "games", json!({}), "es-ES", "fr"));
    assert_eq!(title(&out, "u1"), "Tus partidas abiertas");
    assert!(
        private_text(&out, "u1").ends_with("· Quinox · mesa 1 · en la sala"),
        "{out:?}"
    );
    let out = t.send(said("u1", "rules", json!({"game": "quinox"}), "de", "fr"));
    assert_eq!(title(&out, "u1"), "So spielt man Quinox");
    let out = t.send(said("u2", "history", json!({}), "pt-BR", "fr"));
    assert_eq!(
        private_text(&out, "u2"),
        "Nenhuma partida terminou neste canal ainda. Abra uma mesa com /play."
    );
    let out = t.send(said("u2", "replay", json!({}), "fr", "de"));
    assert_eq!(
        private_text(&out, "u2"),
        "Aucune partie n'est encore terminée dans ce salon, il n'y a donc rien à revoir."
    );
}

/// A finished game: `/history` and `/replay` in the reader's language, with their plurals and
/// buttons; the rematch's answer in the clicker's, the lobby it opens in the server's.
#[test]
fn looking_back_comes_in_the_readers_language() {
    let mut t = Table::new(4803);
    t.start_ttt();
    t.ttt_to_win();
    let out = t.send(said("u2", "history", json!({}), "de", "es"));
    let title = title(&out, "u2");
    assert!(title.starts_with("Letzte Partie hier · "), "{title}");
    let out = t.send(said("u2", "replay", json!({}), "pt-BR", "es"));
    let reply = private_to(&out, "u2").expect("the replay").clone();
    let text = reply["text"].as_str().unwrap_or_default();
    assert!(
        text.starts_with("O início, antes da jogada 1 de "),
        "{text}"
    );
    assert!(
        reply["title"]
            .as_str()
            .unwrap_or_default()
            .starts_with("Replay · "),
        "{reply}"
    );
    let labels: Vec<&str> = reply["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["label"].as_str())
        .collect();
    assert!(labels.contains(&"Próxima ▶"), "{labels:?}");
    assert!(labels.contains(&"Registro de jogadas (.txt)"), "{labels:?}");
}

/// `/settings` and `/season` answer in the reader's language; the listing says the
/// server's choices in it.
#[test]
fn the_servers_commands_answer_in_the_readers_language() {
    let mut t = Table::new(4804);
    let mut line = said("admin", "settings", json!({}), "es-419", "de");
    line["manage_server"] = json!(true);
    let out = t.send(line);
    assert_eq!(title(&out, "admin"), "Configuración del servidor");
    let text = private_text(&out, "admin");
    assert!(text.contains("• Mesas: permitidas"), "{text}");
    assert!(
        text.contains("• Ausencias (/away): 21 días al año por jugador"),
        "{text}"
    );
    let out = t.send(said("u1", "season", json!({}), "fr", "de"));
    assert!(
        private_text(&out, "u1")
            .starts_with("Aucune saison en cours : /leaderboard montre tous les temps."),
        "{out:?}"
    );
    let out = t.send(said("u1", "season", json!({"action": "start"}), "de", "fr"));
    assert!(
        private_text(&out, "u1").starts_with("Saisons starten und beenden braucht"),
        "{out:?}"
    );
    let out = t.send(said("u1", "notify", json!({}), "de", "fr"));
    assert!(
        private_text(&out, "u1").starts_with("Direktnachrichten sind aus"),
        "{out:?}"
    );
}

/// Nothing said of languages: English, exactly as before issue 48.
#[test]
fn without_languages_everything_stays_english() {
    let mut t = Table::new(4805);
    t.command("u1", "play", json!({"game": "quinox"}));
    let out = t.command("u1", "cancel", json!({}));
    assert!(
        posts(&out)
            .iter()
            .any(|p| p == "u1 cancelled the table; no ratings change."),
        "{out:?}"
    );
    let out = t.command("u1", "games", json!({}));
    assert_eq!(
        private_text(&out, "u1"),
        "You have no open games on this server. Start one with /play."
    );
    // The bots seated: the same sentence as before, and its German.
    let out = t.command("u1", "play", json!({"game": "quinox", "bots": 1}));
    assert!(
        private_text(&out, "u1").starts_with(
            "You opened a new Quinox table with a bot. Others can join with the Join button"
        ),
        "{out:?}"
    );
    t.command("u1", "cancel", json!({}));
    let out = t.send(said(
        "u1",
        "play",
        json!({"game": "quinox", "bots": 1}),
        "de",
        "de",
    ));
    assert!(
        private_text(&out, "u1")
            .starts_with("Du hast einen neuen Quinox-Tisch mit einem Bot eröffnet. "),
        "{out:?}"
    );
    // It names the Join button as the lobby shows it: in the server's language, whatever
    // the reader's (a German member on a French server).
    t.command("u1", "cancel", json!({}));
    let out = t.send(said("u1", "play", json!({"game": "quinox"}), "de", "fr"));
    let lobby = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the lobby");
    let join = component(lobby, |c| {
        c["custom_id"]
            .as_str()
            .is_some_and(|id| id.ends_with(":join"))
    })
    .and_then(|id| {
        lobby["components"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["custom_id"] == id.as_str())
            .map(|c| c["label"].as_str().unwrap().to_string())
    })
    .expect("a Join button");
    assert_eq!(join, "Rejoindre");
    let answer = private_text(&out, "u1");
    assert!(
        answer.contains("mit dem Button Rejoindre oder /join"),
        "{answer}"
    );
}

/// The pseudo-language: the member's answers and the server's notices come bracketed, so a
/// text that skipped the catalog stands out.
#[test]
fn the_pseudo_language_marks_the_tables_texts() {
    let mut t = Table::new(4806);
    let out = t.send(said(
        "u1",
        "play",
        json!({"game": "quinox"}),
        "en-XA",
        "en-XA",
    ));
    let answer = private_text(&out, "u1");
    assert!(answer.starts_with('⟦') && answer.ends_with('⟧'), "{answer}");
    // The values put in (the game's name) stay as they are.
    assert!(answer.contains(" Quinox "), "{answer}");
    let out = t.send(said("u1", "games", json!({}), "en-XA", "en-XA"));
    let answer = private_text(&out, "u1");
    assert!(answer.contains('⟦'), "{answer}");
    assert!(title(&out, "u1").starts_with('⟦'), "{out:?}");
    let out = t.send(said("u1", "cancel", json!({}), "de", "en-XA"));
    let posts = posts(&out);
    assert!(
        posts.iter().any(|p| p.starts_with('⟦') && p.ends_with('⟧')),
        "{posts:?} {out:?}"
    );
    let out = t.send(said("u1", "history", json!({}), "en-XA", "de"));
    let answer = private_text(&out, "u1");
    assert!(answer.starts_with('⟦') && answer.ends_with('⟧'), "{answer}");
}

/// A damaged table's answer (issue 25) comes in the reader's language too, and a number in a
/// record as their language writes it.
#[test]
fn damage_and_records_are_said_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut t = Table::on_file(db.clone(), 4807);
    t.start_ttt();
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute("UPDATE tables SET options = ?1", ["{not json"])
            .unwrap();
    }
    t.restart();
    let out = t.send(said("u2", "hand", json!({}), "de", "fr"));
    assert!(
        private_text(&out, "u2").starts_with(
            "Die gespeicherte Partie dieses Tisches ist beschädigt und kann nicht weitergehen"
        ),
        "{out:?}"
    );
    let out = t.send(said("u2", "hand", json!({}), "es-ES", "fr"));
    assert!(
        private_text(&out, "u2").starts_with("La partida guardada de esta mesa está dañada"),
        "{out:?}"
    );

    // A finished game's record: the average place with the reader's decimal comma.
    let mut t = Table::new(4808);
    t.start_ttt();
    t.ttt_to_win();
    let out = t.send(said("u1", "stats", json!({}), "de", "en-US"));
    assert_eq!(title(&out, "u1"), "Statistik von u1");
    let text = private_text(&out, "u1");
    assert!(
        text.contains("1 Partie, 1 Sieg, durchschnittlicher Platz 1,00"),
        "{text}"
    );
    let out = t.send(said("u2", "stats", json!({}), "en-US", "de"));
    assert!(
        private_text(&out, "u2").contains("1 game, 0 wins, average place 2.00"),
        "{out:?}"
    );
    // A tournament's refusals in the reader's language.
    let mut line = said("u1", "tournament", json!({"action": "create"}), "fr", "de");
    line["manage_server"] = json!(true);
    let out = t.send(line);
    assert_eq!(private_text(&out, "u1"), "Quel jeu ? Donne `game`.");
}
