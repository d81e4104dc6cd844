//! Languages (issue 48): who reads what in which language. A private answer comes in the
//! reader's Discord language, a public notice in the server's (`/settings language`, else the
//! language Discord says the server uses, else English); the pseudo-language shows that a text
//! came through the catalog. First covered: `/away`, whose words are all in the catalog.
mod common;
use common::*;
use serde_json::{json, Value};

/// A started async tic-tac-toe table of u1 and u2 in c1, X (u1) to move.
fn async_table(seed: u64) -> Table {
    let mut t = Table::new(seed);
    t.start_ttt_with(json!({"time": "async"}));
    t
}

/// `/away days:2` by u1 with Discord's languages `locale` (theirs) and `guild` (the server's).
fn away(t: &mut Table, locale: Option<&str>, guild: Option<&str>) -> Vec<Value> {
    let mut line = json!({"user": "u1", "channel": "c1", "command": "away",
        "options": {"days": 2}});
    if let Some(l) = locale {
        line["locale"] = json!(l);
    }
    if let Some(g) = guild {
        line["guild_locale"] = json!(g);
    }
    t.send(line)
}

fn notice(out: &[Value]) -> String {
    publics(out)
        .into_iter()
        .filter(|o| o["delivery"]["kind"] == "post")
        .map(|o| o["text"].as_str().unwrap_or_default().to_string())
        .next()
        .expect("the table's notice")
}

#[test]
fn the_reader_reads_their_language_and_the_table_the_servers() {
    // A German member on a server Discord calls French: the answer in German, the table's
    // notice in French.
    let mut t = async_table(481);
    let out = away(&mut t, Some("de"), Some("fr"));
    let answer = private_text(&out, "u1");
    assert!(answer.starts_with("Du bist abwesend bis <t:"), "{answer}");
    assert!(answer.contains("bleiben dir 19 Tage"), "{answer}");
    assert!(notice(&out).contains("est absent jusqu'au"), "{out:?}");

    // The server chose Spanish: its notices are Spanish whatever Discord says of it; a member
    // whose language Tabula does not speak (Japanese) reads the server's language too.
    let mut t = async_table(482);
    t.admin_command("admin", "settings", json!({"language": "es"}));
    let out = away(&mut t, Some("ja"), Some("fr"));
    assert!(notice(&out).contains("está ausente hasta el"), "{out:?}");
    assert!(
        private_text(&out, "u1").starts_with("Estás ausente hasta el"),
        "{out:?}"
    );
    // Back to the default: Discord's server language, Brazilian Portuguese here.
    t.admin_command("admin", "settings", json!({"language": "default"}));
    let out = t.send(json!({"user": "u1", "channel": "c1", "command": "away",
        "options": {"off": true}, "locale": "pt-BR", "guild_locale": "pt-BR"}));
    assert!(
        private_text(&out, "u1").starts_with("Bem-vindo de volta"),
        "{out:?}"
    );
    assert_eq!(notice(&out), "u1 voltou.");

    // Nothing said of languages: English, as before.
    let mut t = async_table(483);
    let out = away(&mut t, None, None);
    assert!(
        private_text(&out, "u1").starts_with("You are away until"),
        "{out:?}"
    );
    assert!(notice(&out).ends_with("is away until <t:") || notice(&out).contains("is away until"));
}

#[test]
fn refusals_and_plurals_come_in_the_readers_language() {
    let mut t = async_table(484);
    let out = t.send(json!({"user": "u1", "channel": "c1", "command": "away",
        "options": {"days": 30}, "locale": "fr"}));
    let said = private_text(&out, "u1");
    assert!(said.starts_with("Tu as demandé 30 jours, mais"), "{said}");
    assert!(
        said.contains("Il te reste 21 jours sur les 21 jours"),
        "{said}"
    );
    let out = t.send(json!({"user": "u1", "channel": "c1", "command": "away",
        "options": {"days": 1}, "locale": "es-419"}));
    assert!(
        private_text(&out, "u1").contains("quedan 20 días"),
        "{out:?}"
    );
    let out = t.send(json!({"user": "u1", "channel": "c1", "command": "away",
        "options": {"days": 1, "off": true}, "locale": "de"}));
    assert!(
        private_text(&out, "u1").starts_with("Gib entweder"),
        "{out:?}"
    );
}

/// The pseudo-language: a text that went through the catalog comes out bracketed and
/// accented, so one that did not stands out.
#[test]
fn the_pseudo_language_marks_every_catalog_text() {
    let mut t = async_table(485);
    let out = away(&mut t, Some("en-XA"), None);
    let said = private_text(&out, "u1");
    assert!(said.starts_with('⟦') && said.ends_with('⟧'), "{said}");
    assert!(said.starts_with("⟦YYöü"), "{said}");
    // The date put in is not transformed: Discord still shows it.
    assert!(said.contains("<t:"), "{said}");
}

#[test]
fn the_servers_language_is_a_server_wide_setting() {
    let mut t = async_table(486);
    let out = t.admin_command(
        "admin",
        "settings",
        json!({"language": "de", "scope": "here"}),
    );
    assert!(
        private_text(&out, "admin").contains("whole server"),
        "{out:?}"
    );
    let out = t.admin_command("admin", "settings", json!({"language": "klingon"}));
    assert!(
        private_text(&out, "admin").contains("`language` is en, de, es, fr, pt-BR or default"),
        "{out:?}"
    );
    t.admin_command("admin", "settings", json!({"language": "fr"}));
    // An admin whose Discord says no language reads the server's: the listing is French now.
    let out = t.admin_command("admin", "settings", json!({}));
    assert!(
        private_text(&out, "admin").contains("Langue des messages publics : Français"),
        "{out:?}"
    );
}

/// The lobby answers each member in their own language: joining, a refusal with its numbers and
/// plurals, starting, cancelling.
#[test]
fn the_lobby_answers_in_each_members_language() {
    let mut t = Table::new(487);
    let line = |user: &str, command: &str, locale: &str| {
        json!({"user": user, "channel": "c1", "command": command, "options": {},
            "locale": locale})
    };
    t.command("u1", "play", json!({"game": "quinox"}));
    let out = t.send(line("u2", "join", "de"));
    assert_eq!(private_text(&out, "u2"), "Du hast am Tisch Platz genommen.");
    let out = t.send(line("u2", "join", "pt-BR"));
    assert_eq!(private_text(&out, "u2"), "Você já está nesta mesa.");
    let out = t.send(line("u3", "join", "es-ES"));
    assert_eq!(
        private_text(&out, "u3"),
        "La mesa está llena (2 jugadores)."
    );
    let out = t.send(line("u2", "start", "fr"));
    assert_eq!(
        private_text(&out, "u2"),
        "Seul l'hôte peut lancer la partie."
    );
    t.send(line("u2", "leave", "de"));
    let out = t.send(line("u1", "start", "fr"));
    assert_eq!(
        private_text(&out, "u1"),
        "Quinox demande 2 joueurs ; pour l'instant 1 joueur."
    );
    let out = t.send(line("u1", "start", "en-US"));
    assert_eq!(
        private_text(&out, "u1"),
        "Quinox needs 2 players; 1 player so far."
    );
    let out = t.send(line("u3", "cancel", "es-419"));
    assert_eq!(
        private_text(&out, "u3"),
        "Solo el anfitrión o quien pueda gestionar este canal puede cancelar la mesa."
    );
}

/// `/settings my_language` (issue 48): any member chooses their own language over their
/// Discord client's, on every server, and `discord` follows Discord again; it is given alone.
#[test]
fn a_player_chooses_their_own_language() {
    let mut t = async_table(485);
    let line = |options: Value| {
        json!({"user": "u1", "channel": "c1", "command": "settings", "options": options,
            "locale": "fr", "guild_locale": "fr"})
    };
    let out = t.send(line(json!({"my_language": "de"})));
    let answer = private_text(&out, "u1");
    assert!(answer.starts_with("Tabula spricht jetzt"), "{answer}");
    // A French client, a French server: u1's private answers are German now, the table's
    // notices stay French.
    let out = away(&mut t, Some("fr"), Some("fr"));
    assert!(
        private_text(&out, "u1").starts_with("Du bist abwesend bis"),
        "{out:?}"
    );
    assert!(notice(&out).contains("est absent jusqu'au"), "{out:?}");
    // A command that does not read is refused in u1's chosen language too: the front end asks
    // the core (`Core::refusal`), which knows the choice.
    let out = t.send(line(json!({"my_language": "es", "tables": "off"})));
    let refusal = private_text(&out, "u1");
    assert!(refusal.contains("gib es allein an"), "{refusal}");
    // Back to Discord's language: French again.
    let out = t.send(line(json!({"my_language": "discord"})));
    let answer = private_text(&out, "u1");
    assert!(answer.starts_with("Tabula suit à nouveau"), "{answer}");
    assert!(answer.contains("Français"), "{answer}");
    // Not a server setting: no Manage Server needed, and never mixed with the server's.
    let out = t.send(line(json!({"my_language": "es", "tables": "off"})));
    let refusal = private_text(&out, "u1");
    // Refused in the language of u1's client, as nothing else is chosen.
    assert!(refusal.contains("donne-le seul"), "{refusal}");
    let out = t.send(line(json!({"my_language": "xx"})));
    assert!(
        private_text(&out, "u1").contains("`my_language` vaut en, de"),
        "{out:?}"
    );
}

/// A typed command that does not read is refused in the reader's language: the option that
/// does not exist, the value that does not fit, the command nobody knows; what was typed is
/// quoted as it was.
#[test]
fn a_command_that_does_not_read_is_refused_in_the_readers_language() {
    let mut t = async_table(487);
    let mut refusal = |command: &str, options: Value, locale: &str| {
        let out = t.send(json!({"user": "u1", "channel": "c1", "command": command,
            "options": options, "locale": locale}));
        private_text(&out, "u1")
    };
    let said = refusal("replay", json!({"table": "x"}), "de");
    assert_eq!(
        said,
        "`table` ist die Nummer eines Tisches, wie /history sie zeigt."
    );
    let said = refusal("replay", json!({"tabel": 3}), "fr");
    assert!(
        said.starts_with("/replay n'a pas d'option `tabel`"),
        "{said}"
    );
    let said = refusal("settings", json!({"tables": "maybe"}), "es");
    assert_eq!(said, "`tables` es `on`, `off` o `default`.");
    let said = refusal("settings", json!({"season": "weekly"}), "pt-BR");
    assert_eq!(said, "`season` é `monthly`, `quarterly` ou `off`.");
    let said = refusal("play", json!({"game": "chess"}), "de");
    assert!(
        said.starts_with("Es gibt kein Spiel namens \"chess\"."),
        "{said}"
    );
    // English for a reader whose language Tabula does not speak, on an English server.
    let said = refusal("replay", json!({"table": "x"}), "ja");
    assert_eq!(said, "`table` is a table's number, as /history lists it.");
}

/// A typed choice is read in the reader's language or in English (issue 48): a German player
/// may type tic-tac-toe's "Keep my coin" as they learnt it, or "Meine Münze behalten"; a
/// label of a third language is no choice, and the refusal is German.
#[test]
fn a_typed_choice_is_read_in_the_readers_language_or_in_english() {
    for (typed, accepted) in [
        ("Keep my coin", true),
        ("meine münze behalten", true),
        ("Garder ma pièce", false),
    ] {
        let mut t = Table::new(488);
        t.start_ttt();
        let keep = t.ttt_button("u1", "keep");
        let typed_id = keep.replace(":a.keep", ":t");
        let out = t.send(json!({"user": "u1", "channel": "c1", "submit": typed_id,
            "fields": {"choice": typed}, "locale": "de"}));
        let settled = publics(&out).iter().any(|o| {
            o["text"]
                .as_str()
                .unwrap_or_default()
                .contains("has settled")
        });
        assert_eq!(settled, accepted, "{typed}: {out:?}");
        if !accepted {
            let note = private_text(&out, "u1");
            assert!(note.contains("Deine Münze"), "the view in German: {note}");
        }
    }
}

/// What Tabula posts by itself (a timeout, with no input to say the server's language) is in
/// the language Discord gave for the server when its table was opened.
#[test]
fn what_tabula_posts_by_itself_is_in_the_servers_discord_language() {
    let mut t = Table::new(489);
    t.send(json!({"user": "u1", "channel": "c1", "command": "play",
        "options": {"game": "tic-tac-toe"}, "guild_locale": "de"}));
    t.command("u2", "join", json!({}));
    t.command("u1", "start", json!({}));
    // Live: the coins time out after a minute; the scheduler's notice has no input.
    let out = t.send(json!({"advance": 61}));
    let board = publics(&out)
        .into_iter()
        .find(|o| o["delivery"]["kind"] == "board")
        .expect("the board after the timeout")
        .clone();
    let text = board["text"].as_str().unwrap_or_default();
    // The game's words, the core's, and what the deadline waits for, all German.
    assert!(text.contains("Noch verdeckt zu entscheiden"), "{text}");
    assert!(text.contains("Zuletzt:"), "{text}");
    assert!(text.contains("verdeckt festgelegt"), "{text}");
    assert!(
        text.contains("behält die verdeckte Münze oder wirft neu (fällig"),
        "{text}"
    );
}
