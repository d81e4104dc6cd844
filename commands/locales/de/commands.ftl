# Tabulas Kern: die Texte der Slash-Befehle (Issue 48), Schlüssel wie im Englischen.
#
# Glossar: table = Tisch, seat = Platz, host = Gastgeber, lobby = Lobby, bot = Bot
# (Computerspieler), turn = Zug, deadline = Frist, clock = Uhr, bank = Zeitguthaben,
# season = Saison, tournament = Turnier, round = Runde, bye = Freilos, standings = Tabelle.
# Anrede: du.

cmd-play-game = Einen Tisch für { $game } in diesem Kanal eröffnen ({ $players } Spieler)
cmd-play = Einen Tisch für ein Spiel in diesem Kanal eröffnen
cmd-play-time = Live (eine Minute pro Zug) oder asynchron (ein Tag pro Zug); ohne Angabe live
cmd-play-time-live = Live: eine Partie in Minuten
cmd-play-time-async = Asynchron: Züge über Tage
cmd-play-bots = Computerspieler, die neben dir Platz nehmen (ohne Angabe 0)
cmd-play-bot_level = Wie gut diese Bots spielen; ohne Angabe normal
cmd-play-bot_level-easy = Leicht: schnell, macht Fehler
cmd-play-bot_level-normal = Normal
cmd-play-bot_level-strong = Stark: denkt etwa eine Sekunde pro Zug
cmd-play-absent = Wer die Züge eines abwesenden Spielers macht: die Standardaktion oder ein Bot
cmd-play-absent-default = Die Standardaktion bei Zeitablauf
cmd-play-absent-bot = Ein normaler Bot, bis der Spieler zurückkommt
cmd-play-rated_with_bots = Die Partie trotz Bots für die Wertungen zählen (ohne Angabe nein)
cmd-play-clock = Eine Uhr: 5+3 (live: Minuten + Sekunden pro Zug) oder 3d / 3d+7 (asynchron: Tage + Guthaben)
cmd-play-lose_on_time = Gewertete Zweierpartien: wer keine Zeit mehr hat, verliert (ohne Angabe nein)
cmd-join = Am Tisch in diesem Kanal Platz nehmen.
cmd-leave = Den Tisch in diesem Kanal vor dem Start verlassen.
cmd-start = Die Partie am Tisch dieses Kanals starten.
cmd-hand = Deine Hand und deine Möglichkeiten zeigen, nur für dich.
cmd-board = Das Spielbrett dieses Kanals erneut posten, oder das Endergebnis der letzten Partie.
cmd-history = Die letzte Partie in diesem Kanal: Endstand, Punkte und frühere Partien (nur für dich).
cmd-history-game = Nur Tische dieses Spiels; ohne Angabe jedes Spiel
cmd-replay = Eine in diesem Kanal beendete Partie Zug für Zug ansehen, nur für dich.
cmd-replay-table = Die Nummer des Tisches, wie /history sie zeigt; ohne Angabe die letzte Partie hier
cmd-link = Die Webseite des Tisches in diesem Kanal, um live zuzusehen oder nachzuspielen (nur für dich).
cmd-link-new = Dem Tisch einen neuen Link geben; der alte geht nicht mehr (Gastgeber oder Kanalverwaltung)
cmd-rules = Wie man ein Spiel spielt.
cmd-rules-game = Das Spiel
cmd-leaderboard = Die besten Spieler eines Spiels auf diesem Server.
cmd-leaderboard-game = Das Spiel
cmd-leaderboard-season = current, all (alle Zeiten) oder die Nummer einer Saison; ohne Angabe die laufende
cmd-stats = Wertungen und Ergebnisse eines Spielers auf diesem Server, oder die der Bots.
cmd-stats-user = Wessen Statistik; ohne Angabe deine
cmd-stats-bots = Stattdessen die Ergebnisse der Computerspieler auf diesem Server zeigen
cmd-games = Deine offenen Partien auf diesem Server.
cmd-cancel = Den Tisch in diesem Kanal abbrechen (Gastgeber oder wer den Kanal verwalten darf).
cmd-resign = Die Partie in diesem Kanal aufgeben: dein Platz wird zu Ende gespielt, du wirst Letzter.
cmd-remove = Den Platz eines abwesenden Spielers endgültig übernehmen (Gastgeber oder Kanalverwaltung).
cmd-remove-player = Der abwesende Spieler
cmd-remove-to = Wer den Platz ab jetzt spielt; ohne Angabe die Wahl des Tisches für Abwesende
cmd-remove-to-bot = Ein Computerspieler
cmd-remove-to-default = Die Standardaktion bei Zeitablauf
cmd-settings = Die Einstellungen dieses Servers zeigen oder ändern (Server verwalten).
cmd-settings-scope = Wo die Änderungen gelten: ohne Angabe auf dem ganzen Server
cmd-settings-scope-server = Der ganze Server
cmd-settings-scope-here = Nur dieser Kanal
cmd-settings-tables = Ob Tische eröffnet werden dürfen
cmd-settings-tables-on = Erlaubt
cmd-settings-tables-off = Ausgeschaltet
cmd-settings-tables-default = Zurück zum Standard
cmd-settings-threads = Ob ein Tisch aus einem Textkanal in einem eigenen Thread spielt
cmd-settings-threads-on = Erlaubt
cmd-settings-threads-off = Ausgeschaltet
cmd-settings-threads-default = Zurück zum Standard
cmd-settings-time = Die Zeitkontrolle neuer Tische
cmd-settings-time-live = Live: eine Partie in Minuten
cmd-settings-time-async = Asynchron: Züge über Tage
cmd-settings-time-default = Zurück zum Standard
cmd-settings-game = Das Spiel, dessen Hausregeln gesetzt werden
cmd-settings-house_rules = Die Standardoptionen von /play für dieses Spiel, z. B. rounds=3 (none löscht sie)
cmd-settings-bot_levels = Erlaubte Stufen der Computerspieler, z. B. easy,normal (all: jede Stufe)
cmd-settings-bots_rated = Ob Partien mit Computerspielern für die Wertungen zählen
cmd-settings-bots_rated-yes = Immer gewertet
cmd-settings-bots_rated-no = Nie gewertet
cmd-settings-bots_rated-table = Jeder Tisch entscheidet
cmd-settings-web_links = Ob die Webseiten der Tische unter ihren Links öffnen und Bretter sie zeigen
cmd-settings-web_links-on = Erlaubt
cmd-settings-web_links-off = Ausgeschaltet
cmd-settings-web_links-default = Zurück zum Standard
cmd-settings-web_pages = Die Webseiten des Servers: Ranglisten, Partien, Spieler (serverweit; on: neuer Link)
cmd-settings-web_pages-on = An, unter einem neuen Link (der alte geht nicht mehr)
cmd-settings-web_pages-off = Ausgeschaltet
cmd-settings-abandon_days = Tage ohne Zug, nach denen ein Tisch verlassen ist (0: der Standard, 14)
cmd-settings-season = Saisons, die am 1. von selbst wechseln (serverweit)
cmd-settings-season-monthly = Eine Saison pro Monat
cmd-settings-season-quarterly = Eine Saison pro Quartal: Januar, April, Juli, Oktober
cmd-settings-season-off = Keine automatischen Saisons (Admins starten und beenden sie)
cmd-settings-clock = Uhr neuer Tische: 5+3 (live), 3d oder 3d+7 (asynchron); Standard: keine
cmd-settings-away_days = Tage Abwesenheit (/away) pro Spieler und Jahr (0: ausgeschaltet; serverweit)
cmd-settings-tournaments = Wer Turniere anlegen darf (/tournament; serverweit)
cmd-settings-tournaments-admins = Wer den Server verwalten darf (der Standard)
cmd-settings-tournaments-everyone = Alle
cmd-settings-language = Die Sprache öffentlicher Nachrichten (serverweit; Standard: die Discord-Sprache des Servers)
cmd-settings-language-en = English
cmd-settings-language-de = Deutsch
cmd-settings-language-es = Español
cmd-settings-language-fr = Français
cmd-settings-language-pt-BR = Português do Brasil
cmd-settings-language-default = Die Sprache des Servers auf Discord
cmd-settings-my_language = Deine eigene Sprache für das, was Tabula dir privat sagt, auf jedem Server
cmd-settings-my_language-en = English
cmd-settings-my_language-de = Deutsch
cmd-settings-my_language-es = Español
cmd-settings-my_language-fr = Français
cmd-settings-my_language-pt-BR = Português do Brasil
cmd-settings-my_language-discord = Meiner Discord-Sprache folgen
cmd-notify = Eine Direktnachricht, wenn ein asynchroner Tisch auf dich wartet, mit Ruhezeiten.
cmd-notify-dms = Direktnachrichten an oder aus; ohne Angabe wie bisher
cmd-notify-dms-on = Schick mir eine Direktnachricht, wenn ein asynchroner Tisch auf mich wartet
cmd-notify-dms-off = Keine Direktnachrichten
cmd-notify-quiet = Ruhezeiten in UTC, z. B. 22-7 (none: keine Ruhezeiten)
cmd-season = Die Saisons dieses Servers, der Endstand einer vergangenen; Admins starten und beenden sie.
cmd-season-action = Was tun: ohne Angabe zeigen
cmd-season-action-show = Die Saisons zeigen, oder den Stand der Saison `number`
cmd-season-action-start = Jetzt eine Saison starten (Server verwalten)
cmd-season-action-end = Die laufende Saison jetzt beenden (Server verwalten)
cmd-season-number = Die Saison, die gezeigt wird
cmd-away = Abwesenheit: deine asynchronen Fristen auf diesem Server warten auf dich (nur für dich).
cmd-away-days = Für so viele Tage abwesend sein, ab jetzt
cmd-away-off = Jetzt zurückkommen, vor dem Ende deiner Abwesenheit
cmd-tournament = Turniere eines Spiels über Tage: anlegen, starten, zurückziehen, Tabelle.
cmd-tournament-action = Was tun: ohne Angabe die Tabelle
cmd-tournament-action-create = Hier ein Turnier mit Anmeldebeitrag anlegen
cmd-tournament-action-start = Jetzt starten (Veranstalter oder Serververwaltung)
cmd-tournament-action-standings = Den Stand zeigen
cmd-tournament-action-withdraw = Zurückziehen: du wirst nicht mehr gepaart
cmd-tournament-action-cancel = Absagen (Veranstalter oder Serververwaltung)
cmd-tournament-game = Das Spiel des Turniers (create)
cmd-tournament-format = Wie die Spieler aufeinandertreffen (create; Standard swiss)
cmd-tournament-format-swiss = Schweizer System: nach Punkten, niemand trifft sich zweimal
cmd-tournament-format-round_robin = Jeder gegen jeden
cmd-tournament-format-knockout = K.-o.-System: die Verlierer scheiden jede Runde aus
cmd-tournament-rounds = Runden im Schweizer System (create; Standard: genug für die Teilnehmer)
cmd-tournament-clock = Die Uhr der Tische (create): 5+3 (live), 3d oder 3d+7 (asynchron)
cmd-tournament-time = Das Tempo der Tische (create; Standard: das der Uhr, sonst asynchron)
cmd-tournament-time-live = Live: kurze Fristen
cmd-tournament-time-async = Asynchron: ein Tag pro Entscheidung, oder die Uhr
cmd-tournament-starts_in_hours = In so vielen Stunden von selbst starten (create; sonst startet der Veranstalter)
cmd-tournament-round_days = Tage, die eine Runde höchstens dauert (create; Standard 7 asynchron, 1 live)
cmd-tournament-name = Der Name des Turniers (create)
cmd-tournament-id = Welches Turnier (Standard: das dieses Kanals)

# /away (Abwesenheit). $until ist ein Datum, das Discord in der Sprache des Lesers zeigt;
# $left ist der Satz aus away-left.
away-days-range = `days` ist eine ganze Zahl von Tagen, von 1 bis { $max }.
away-days-number = `days` ist eine ganze Zahl von Tagen.
away-left = Von { $allowance ->
    [one] { $allowance } Tag
   *[other] { $allowance } Tagen
} in diesem Jahr { $left ->
    [one] bleibt dir { $left } Tag
   *[other] bleiben dir { $left } Tage
} auf diesem Server.
away-both = Gib entweder `days` (um wegzugehen) oder `off` (um zurückzukommen) an, nicht beides.
away-status-away = Du bist abwesend bis { $until }.
away-status-home = Du bist nicht abwesend.
away-turned-off = Abwesenheit ist auf diesem Server ausgeschaltet.
away-not-away = Du bist auf diesem Server nicht abwesend. /away days:N beginnt eine Abwesenheit.
away-back-notice = { $name } ist zurück.
away-back = Willkommen zurück: deine Fristen an den asynchronen Tischen dieses Servers laufen ab jetzt wieder. { $left }
away-already = Du bist schon abwesend bis { $until }. /away off beendet das; danach beginnt /away days:N eine neue.
away-too-many = Du hast { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} verlangt, aber: { $left }
away-notice = { $name } ist abwesend bis { $until }.
away-started = Du bist abwesend bis { $until }: deine Fristen an den asynchronen Tischen dieses Servers warten so lange auf dich (Live-Tische nicht). /away off beendet es früher. { $left }

# Die Lobby: private Antworten und Ablehnungen.
lobby-started-join = Diese Partie hat schon begonnen; du kannst zusehen und bei der nächsten mitspielen.
lobby-seated-already = Du sitzt schon an diesem Tisch.
lobby-full = Der Tisch ist voll ({ $max } Spieler).
lobby-joined = Du hast am Tisch Platz genommen.
lobby-not-seated = Du sitzt nicht an diesem Tisch.
lobby-left-closed = Du bist gegangen; der Tisch ist geschlossen.
lobby-left = Du hast den Tisch verlassen.
lobby-started = Diese Partie hat schon begonnen.
lobby-host-starts = Nur der Gastgeber kann die Partie starten.
lobby-needs = { $game } braucht { $range } Spieler; bisher { $seated ->
    [one] { $seated } Spieler
   *[other] { $seated } Spieler
}.
lobby-game-started = Partie gestartet.
lobby-no-table = In diesem Kanal gibt es keinen Tisch. Eröffne einen mit /play.
lobby-cancel-who = Nur der Gastgeber oder wer diesen Kanal verwalten darf, kann den Tisch abbrechen.
lobby-cancelled = Tisch abgebrochen.

# A player's own language (/settings my_language).
language-chosen = Tabula spricht jetzt auf jedem Server { $language } mit dir: deine Ansichten, Menüs und Antworten. `/settings my_language:discord` folgt wieder deiner Discord-Sprache.
language-discord = Tabula folgt wieder deiner Discord-Sprache (hier { $language }).
