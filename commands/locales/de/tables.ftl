# Tabulas Kern: das Leben eines Tisches außerhalb des Spiels und die Befehle des Servers
# (Issue 48), Schlüssel wie im Englischen.
#
# Glossar: table = Tisch, seat = Platz, host = Gastgeber, lobby = Lobby, bot = Bot
# (Computerspieler), turn = Zug, deadline = Frist, clock = Uhr, bank = Zeitguthaben,
# season = Saison, tournament = Turnier, round = Runde, bye = Freilos, standings = Tabelle,
# rematch = Revanche, thread = Thread, rating = Wertung, skill = Spielstärke, replay =
# Wiederholung, organiser = Veranstalter, entrant = Teilnehmer, web link = Weblink,
# direct message = Direktnachricht, quiet hours = Ruhezeiten, leaderboard = Bestenliste.
# Anrede: du. Eingetippte Werte (`live`, `async`, Optionsnamen) bleiben englisch.

failure = Bei uns ist etwas schiefgelaufen; nichts wurde geändert. Bitte versuch es noch einmal.
damaged = Die gespeicherte Partie dieses Tisches ist beschädigt und kann nicht weitergehen (ein neuer Versuch hilft nicht). Der Gastgeber oder wer diesen Kanal verwalten darf, kann sie mit /cancel beenden; das Gespeicherte bleibt unverändert, damit die Serververwaltung es prüfen kann (`tabula check`). Danach eröffnet /play einen neuen Tisch.

bot-name = { $n ->
    [1] Bot
   *[other] Bot { $n }
} ({ $level ->
    [easy] leicht
    [strong] stark
   *[normal] normal
})
lobby-host-adds-bots = Nur der Gastgeber kann Bots hinzufügen.
lobby-full-bots = Der Tisch ist voll ({ $max } Spieler). Entferne zuerst einen Bot oder warte, bis jemand geht.
lobby-no-bots-here = Die Einstellungen dieses Servers erlauben hier keine Computerspieler.
lobby-bot-levels = Dieser Server erlaubt nur Computerspieler dieser Stufen: { $levels }.
lobby-bot-seated = { $name } nimmt Platz.
lobby-host-removes-bots = Nur der Gastgeber kann Bots entfernen.
lobby-no-bot = An diesem Tisch sitzt kein Bot.
lobby-bot-gone = Dieser Bot hat den Tisch schon verlassen.
lobby-bot-left = { $name } hat den Tisch verlassen.
lobby-not-started = Die Partie hat noch nicht begonnen.
lobby-host-options = Nur der Gastgeber kann die Optionen des Tisches ändern.
lobby-choice-unknown = Diese Auswahl ist unbekannt.
lobby-choose-one = Wähle genau einen Wert.
lobby-clock-pace = Die Uhr `{ $clock }` dieses Tisches ist für { $pace ->
    [live] Live-Tische
   *[async] asynchrone Tische
}; eröffne mit /play einen neuen Tisch für ein anderes Tempo.
lobby-time-control = Die Bedenkzeit ist `live` oder `async`.
lobby-option-saved = Option gespeichert.
lobby-left-game = { $name } hat die Partie verlassen; { $by ->
    [bot] ein Bot
   *[default] die Standardaktion bei Zeitablauf
} übernimmt die Züge, und { $name } wird Letzter.
lobby-left-game-you = Du hast die Partie verlassen. Klick in deiner Ansicht (Meine Hand zeigen) auf Fortsetzen, wenn du es dir anders überlegst.
lobby-everyone-left = Alle sind gegangen; der Tisch ist geschlossen.
lobby-everyone-left-thread = Alle haben die Lobby von { $game } (Tisch { $table }) verlassen; sie ist geschlossen.
lobby-cancel-tournament = Das ist ein Turniertisch: Er endet durch das Spiel, /resign oder die Frist der Runde. Wer den Server verwalten darf, kann ihn abbrechen.
lobby-cancelled-by = Abgebrochen von { $name }.
lobby-cancelled-thread = { $name } hat den { $game }-Tisch { $table } abgebrochen; keine Wertung ändert sich.
lobby-cancelled-notice = { $name } hat den Tisch abgebrochen; keine Wertung ändert sich.
lobby-cancelled-damaged = { $name } hat den Tisch abgebrochen; keine Wertung ändert sich. Die gespeicherte Partie war nicht lesbar und bleibt daher unverändert, damit die Serververwaltung sie prüfen kann. /play eröffnet einen neuen Tisch.
lobby-tables-off = Die Einstellungen dieses Servers schalten Tische in diesem Kanal aus; /settings zeigt, wo sie erlaubt sind.
lobby-bot-level-without-bots = `bot_level` legt fest, wie gut die Bots spielen, die `bots` hinsetzt; gib auch `bots` an. (Ein Bot, der für einen abwesenden Spieler spielt, spielt immer auf Stufe normal.)
lobby-lose-on-time-rated = `lose_on_time` ist für gewertete Partien: Mit einem Bot am Tisch wähle auch `rated_with_bots:True`, oder lass `lose_on_time` weg.
lobby-house-rules-error = { $error } (Die Hausregeln dieses Servers setzen { $options }; /settings zeigt sie.)
lobby-channel-has-table = Dieser Kanal hat schon einen Tisch ({ $game }, { $status }). Setz dich mit /join dazu oder öffne einen Thread für eine andere Partie.
lobby-opened = Du hast einen neuen { $game }-Tisch{ $bots ->
    [0] {""}
    [1] {" "}mit einem Bot
   *[other] {" "}mit { $bots } Bots
} eröffnet. Andere setzen sich mit dem Button { $join } oder /join dazu; starte, wenn alle da sind.
lobby-opened-thread = Du hast einen neuen { $game }-Tisch{ $bots ->
    [0] {""}
    [1] {" "}mit einem Bot
   *[other] {" "}mit { $bots } Bots
} in einem eigenen Thread eröffnet, { $thread }. Andere setzen sich mit dem Button { $join } oder /join dazu; starte, wenn alle da sind.
lobby-absent-bot-level = Ein Bot, der für einen abwesenden Spieler spielt, spielt auf Stufe normal, und die erlaubt dieser Server nicht (erlaubt: { $levels }); nimm `absent:default`.
lobby-bots-always-rated = Dieser Server wertet jede Partie mit Computerspielern.
lobby-bots-never-rated = Dieser Server wertet Partien mit Computerspielern nie.
lobby-lose-on-time-clock = `lose_on_time` braucht eine Uhr: gib eine an, z. B. `clock:5+3` (live) oder `clock:3d` (asynchron).

threads-off-note = Die Einstellungen dieses Servers schalten Threads hier aus (`/settings threads`), daher wird am Tisch in diesem Kanal gespielt.
threads-refused = Tabula konnte keinen Thread dafür öffnen ({ $why }), daher wird in diesem Kanal gespielt.
threads-opening = Ein Thread für den Tisch wird geöffnet …
threads-name = { $game } · Tisch von { $host }
threads-opened = { $host } hat einen Tisch { $game } in { $thread } eröffnet: setz dich dort dazu.
threads-opened-rematch = { $host } hat eine Revanche von Tisch { $table } ({ $game }) in { $thread } eröffnet: setz dich dort dazu.
threads-played-in = (Gespielt in { $thread }.)

rematch-not-finished = Nur eine beendete Partie kann noch einmal gespielt werden.
rematch-started = Die Revanche hat schon begonnen; du kannst zusehen und bei der nächsten mitspielen.
rematch-tables-off = Die Einstellungen dieses Servers schalten Tische in diesem Kanal inzwischen aus, daher gibt es hier keine Revanche.
rematch-channel-has-table = Dieser Kanal hat schon einen Tisch ({ $game }, { $status }); eine Revanche kann erst nach dessen Ende beginnen.
rematch-options = Mit den Optionen dieses Spiels lässt sich kein Tisch mehr eröffnen, daher gibt es keine Revanche: { $error }
rematch-opened = Du hast eine Revanche von Tisch { $table } in { $channel } eröffnet. Wer auf { $rematch } oder { $join } klickt, bekommt einen Platz; starte, wenn alle da sind.

abandon-lobby = Die Lobby von { $game } (Tisch { $table }) ist geschlossen: { $days ->
    [one] einen Tag
   *[other] { $days } Tage
} lang hat niemand beigetreten, gestartet oder etwas geändert. /play eröffnet einen neuen Tisch.
abandon-game = { $game }-Tisch { $table } ist verwaist: { $days ->
    [one] einen Tag
   *[other] { $days } Tage
} lang hat niemand gezogen. Er endet ohne Rangfolge und ohne Wertungsänderung; /history zeigt sein letztes Brett.

rules-title = So spielt man { $game }
stats-none = { $name } hat auf diesem Server noch keine Partie beendet.
stats-line = { $game }: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, durchschnittlicher Platz { $average }{ $rating }
stats-line-bots = { $game } mit Bots (ungewertet): { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, durchschnittlicher Platz { $average }{ $rating }
stats-rating = , Spielstärke { $skill }{ $mark } (μ { $mu } ± { $sigma })
stats-provisional = { $mark } vorläufig: weniger als { $games } gewertete Partien, oder die Wertung ist noch unsicher.
stats-bots-hint = /stats bots:True zeigt, wie die Bots auf diesem Server abgeschnitten haben.
stats-title = Statistik von { $name }
stats-bots-none = Auf diesem Server ist noch keine Partie mit Bots zu Ende gegangen.
stats-bots-title = Bots auf diesem Server
games-none = Du hast auf diesem Server keine offenen Partien. Starte eine mit /play.
games-in-lobby = in der Lobby
games-your-turn = { $b }wartet auf dich{ $e } (fällig { $due })
games-others-turn = wartet auf andere
games-line = { $channel } · { $game } · Tisch { $table } · { $state }
games-title = Deine offenen Partien
history-none-of = In diesem Kanal ist noch keine Partie { $game } zu Ende gegangen. Eröffne einen Tisch mit /play.
history-none = In diesem Kanal ist noch keine Partie zu Ende gegangen. Eröffne einen Tisch mit /play.
history-earlier = Frühere Partien hier:
history-choice = Tisch { $table } · { $game }
history-title = Letzte Partie hier · { $title }
history-line = • { $at } · { $game } · Tisch { $table } · { $what }
history-unavailable = in dieser Version von Tabula nicht verfügbar
history-abandoned = verwaist
history-cancelled = abgebrochen
history-won = gewonnen von { $winners }
history-won-on-time = gewonnen von { $winners } auf Zeit

tournament-round-deadline = { $game }-Tisch { $table } endet hier: Die Rundenfrist von { $tournament } ist abgelaufen. Er zählt als Unentschieden unter den noch anwesenden Spielern; keine Wertung ändert sich.

replay-none = In diesem Kanal ist noch keine Partie zu Ende gegangen, daher gibt es nichts nachzuspielen.
replay-no-table = Dieser Kanal hat keinen Tisch { $table }. /history listet die Partien, die hier zu Ende gingen.
replay-choose-one = Wähle genau eine Partie.
replay-not-here = Diese Partie gehört nicht zu diesem Kanal.
replay-pick = Eine frühere Partie nachspielen
replay-log-attached = Das Zugprotokoll von Tisch { $table } ({ $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}) ist angehängt.
replay-log-description = Das Zugprotokoll von { $game }-Tisch { $table }
replay-log-heading = Tabula · { $game } · Tisch { $table } · { $ended }
replay-log-players = Spieler: { $players }
replay-log-move = Zug { $k } von { $n }
replay-log-board-now = Brett jetzt:
replay-log-final-board = Endstand:
replay-timed-out = ⏰ Die Zeit ist abgelaufen; die Standardaktion wurde gespielt.
replay-still-open = Diese Partie läuft noch; die Wiederholung gibt es, sobald sie zu Ende ist (siehe /board).
replay-never-started = Dieser Tisch hat nie begonnen, daher gibt es nichts nachzuspielen.
replay-broken = Das Zugprotokoll dieser Partie führt nicht zu ihrem Endstand, daher lässt sie sich nicht nachspielen. Ihr Endstand steht weiter in /history.
replay-ended-cancelled = vor dem Ende abgebrochen
replay-ended-finished = beendet
replay-deal-only = Der Anfang: Die Partie endete, bevor jemand zog
replay-deal = Der Anfang, vor Zug 1 von { $n }
replay-after = Nach Zug { $k } von { $n }
replay-this-move = Dieser Zug:
replay-title = Wiederholung · { $game } · Tisch { $table }
replay-button-deal = ⏮ Anfang
replay-button-back = ◀ Zurück
replay-button-next = Weiter ▶
replay-button-end = Ende ⏭
replay-button-log = Zugprotokoll (.txt)

load-game-unavailable = Das Spiel dieses Tisches gibt es in dieser Version von Tabula nicht.
load-no-such-table = Diesen Tisch gibt es nicht.
load-thread-line = • { $game } (Tisch { $table }, { $status }) in { $thread }
load-in-threads = Hier wird in eigenen Threads gespielt:
    { $tables }
    Nutze den Befehl im Thread des Tisches, den du meinst.

web-link-label = Im Web ansehen
link-no-table = In diesem Kanal gibt es keinen Tisch, und hier ist noch keine Partie zu Ende gegangen, daher gibt es keine Seite zu zeigen. Eröffne einen Tisch mit /play.
link-not-yours = Nur der Gastgeber des Tisches oder wer diesen Kanal verwalten darf, kann dem Tisch einen neuen Link geben. /link ohne Optionen zeigt den aktuellen.
link-renewed = Tisch { $table } hat einen neuen Link: Der alte öffnet nichts mehr, und damit geöffnete Seiten folgen der Partie nicht mehr.
link-off = Weblinks sind in diesem Kanal ausgeschaltet, daher lassen sich die Seiten seiner Tische nicht öffnen (/settings web_links:on schaltet sie ein).
link-no-address = Dieses Tabula hat noch keine öffentliche Webadresse (die Verwaltung setzt PUBLIC_URL), daher gibt es keinen Link zum Öffnen. Bretter und Ergebnisse bekommen einen Button „{ $button }“, sobald sie gesetzt ist.
link-page = Die Webseite von Tisch { $table }: { $url }
    Wer diesen Link hat, kann live zusehen und die Partie nach ihrem Ende nachspielen, ohne Discord. /link new:true gibt dem Tisch einen neuen Link (sein Gastgeber oder die Kanalverwaltung).
link-replay = Die Wiederholung von Tisch { $table }: { $url }
    Wer diesen Link hat, kann sie Zug für Zug ansehen, ohne Discord. /link new:true gibt dem Tisch einen neuen Link (sein Gastgeber oder die Kanalverwaltung).
link-title = Webseite

notify-off = Direktnachrichten sind aus: Du siehst deine Züge in den Kanälen. `/notify dms:on` schickt dir eine, wenn ein asynchroner Tisch auf dich wartet.
notify-paused = Direktnachrichten sind pausiert: Discord hat mich dir keine schicken lassen (deine DMs sind für Mitglieder dieses Servers geschlossen). Erlaube Direktnachrichten und gib dann `/notify dms:on` ein, um sie wieder zu bekommen.
notify-on = Direktnachrichten sind an: eine, wenn ein asynchroner Tisch auf dich zu warten beginnt, und eine mit der Erinnerung vor deiner Frist. Keine Ruhezeiten. Discord stellt sie nur zu, wenn du Direktnachrichten von Mitgliedern dieses Servers annimmst.
notify-on-quiet = Direktnachrichten sind an: eine, wenn ein asynchroner Tisch auf dich zu warten beginnt, und eine mit der Erinnerung vor deiner Frist. Ruhezeiten: { $quiet }; was dann fällig wird, wartet bis zu ihrem Ende. Discord stellt sie nur zu, wenn du Direktnachrichten von Mitgliedern dieses Servers annimmst.

# Direktnachrichten (store::notify), in der Sprache des Lesers. $game: der Name des Spiels;
# $table: die Nummer des Tisches; $channel: ein Link zu seinem Kanal; $what: worauf er wartet;
# $due: bis wann.
dm-waits = ⏳ Der { $game }-Tisch { $table } in { $channel } wartet auf dich: { $what } (fällig { $due }).
dm-reminder = ⏰ Erinnerung: Der { $game }-Tisch { $table } in { $channel } wartet noch auf dich: { $what } (fällig { $due }).

season-hidden = Wer seit { $days } Tagen keine gewertete Partie gespielt hat, wird ausgeblendet (/stats zeigt ihn weiter).
season-line = { $rank }. { $name }: Spielstärke { $skill }{ $mark } (μ { $mu } ± { $sigma }), { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
season-date = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
season-title-past = Saison { $number }, { $starts } bis { $ends } (Endstand)
season-title-running = Saison { $number }, seit { $starts }
leaderboard-no-season = Auf diesem Server läuft keine Saison. `season:all` zeigt die ewige Bestenliste; die Serververwaltung startet eine Saison mit /season action:start.
season-no-such = Auf diesem Server gibt es keine Saison { $number }: Seine Saisons sind 1 bis { $last }.
leaderboard-no-seasons = Dieser Server hatte noch keine Saison. `season:all` zeigt die ewige Bestenliste.
leaderboard-empty = Auf diesem Server ist noch keine Partie { $game } zu Ende gegangen.
leaderboard-inactive = In den letzten { $days } Tagen hat auf diesem Server niemand eine gewertete Partie { $game } gespielt.
leaderboard-all-time = Ewige Bestenliste
leaderboard-season-empty = In Saison { $number } gibt es noch keine gewerteten Partien { $game }.
leaderboard-title-season = Bestenliste { $game } · Saison { $number }
leaderboard-title-all = Bestenliste { $game } · alle Zeiten
season-number = `number` ist die Nummer einer Saison, etwa 3.
season-number-show = `number` gehört zu `action:show`; `action:{ $action }` nimmt keine Nummer.
season-admins-only = Saisons starten und beenden braucht die Berechtigung „Server verwalten“. /season ohne Optionen zeigt die Saisons dieses Servers.
season-action = `action` ist `show`, `start` oder `end`.
season-started = Saison { $number } beginnt jetzt: Alle starten mit der Anfangswertung, und ihre gewerteten Partien bewegen ihre eigene Bestenliste (/leaderboard).
season-ended-then = Saison { $number } ist beendet; ihr Endstand: /season number:{ $number }.
season-heading = Saison { $number }
season-none-running = Auf diesem Server läuft keine Saison. /season action:start startet eine.
season-ended = Saison { $number } ist beendet; ihr Stand ist endgültig: /season number:{ $number }.
season-ended-rolls = Die Saisons dieses Servers wechseln von selbst (/settings season:), daher beginnt die nächste am 1.; `season:off` stellt das ab.
season-running = { $title }: /leaderboard zeigt ihre Bestenlisten.
season-none-all-time = Es läuft keine Saison: /leaderboard zeigt alle Zeiten.
season-rolls = Saisons wechseln von selbst: { $length ->
    [monthly] monatlich
   *[quarterly] vierteljährlich
} (am 1., UTC).
season-by-admin = Saisons beginnen und enden, wenn die Verwaltung es sagt (/season action:start).
season-past = { $b }Vergangene Saisons{ $e } (/season number:N zeigt den Endstand einer Saison)
season-overview-title = Saisons auf diesem Server
season-none-yet = Dieser Server hatte noch keine Saison.
season-no-games = Keine gewerteten Partien in dieser Saison.
season-top = Die besten 3 jedes Spiels; /leaderboard game:… season:{ $number } zeigt mehr. { $legend }
season-rolls-off = Saisons wechseln nicht mehr von selbst; eine laufende Saison geht weiter, bis die Verwaltung sie beendet (/season action:end).
season-rolls-on-running = Saison { $number } läuft weiter, und die Saisons wechseln jetzt { $length ->
    [monthly] monatlich
   *[quarterly] vierteljährlich
} am 1. (UTC).
season-rolls-on-new = Saison { $number } beginnt jetzt, und die Saisons wechseln { $length ->
    [monthly] monatlich
   *[quarterly] vierteljährlich
} am 1. (UTC).

settings-admins-only = Die Einstellungen des Servers ändern braucht die Berechtigung „Server verwalten“. /settings ohne Optionen zeigt sie.
settings-season-server = Saisons gelten für den ganzen Server: gib `season` ohne `scope:here` an.
settings-server-only = Webseiten, Abwesenheit, Turniere und Sprache gelten für den ganzen Server: gib `web_pages`, `away_days`, `tournaments` und `language` ohne `scope:here` an.
settings-saved-here = Für diesen Kanal gespeichert.
settings-saved-server = Für den ganzen Server gespeichert.
settings-in-channel = In diesem Kanal
settings-whole-server = Für den ganzen Server gesetzt
settings-one-channel = Für einen Kanal gesetzt
settings-title = Servereinstellungen
settings-web-pages-off = • Die Webseiten des Servers: aus (`web_pages:on` schaltet sie ein)
settings-web-pages-on = • Die Webseiten des Servers: an
settings-web-pages-at = • Die Webseiten des Servers: an, unter { $url } (`web_pages:on` noch einmal gibt einen neuen Link, und der alte geht nicht mehr)
settings-web-pages-no-address = • Die Webseiten des Servers: an, aber dieses Tabula hat noch keine öffentliche Webadresse (die Verwaltung setzt PUBLIC_URL), daher gibt es keinen Link zum Öffnen
settings-none = keine
settings-tables = • Tische: { $state ->
    [on] erlaubt
   *[off] ausgeschaltet
}
settings-threads = • Ein Thread pro Tisch: { $state ->
    [on] an (in einem Textkanal eröffnete Tische spielen in einem eigenen Thread)
   *[off] aus (Tische spielen in dem Kanal, in dem sie eröffnet werden)
}
settings-time = • Bedenkzeit neuer Tische: { $time ->
    [live] live
    [async] asynchron
   *[none] live (Tabulas Standard)
}
settings-house-rules = • Hausregeln: { $rules }
settings-bots = • Erlaubte Computerspieler: { $levels }
settings-bots-rated = • Partien mit Computerspielern: { $rated ->
    [always] immer gewertet
    [never] nie gewertet
   *[table] gewertet, wenn der Tisch es so wählt (`rated_with_bots`)
}
settings-web-links = • Webseiten der Tische: { $state ->
    [on] sichtbar (Bretter verlinken sie, wenn Tabula eine öffentliche Adresse hat; /link)
   *[off] ausgeschaltet (ihre Links öffnen nichts)
}
settings-abandon = • Ein Tisch, an dem niemand spielt, gilt als verwaist nach { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
}
settings-season = • Saisons: { $length ->
    [monthly] monatlich (eine neue am 1., UTC; /season)
    [quarterly] vierteljährlich (eine neue am 1., UTC; /season)
   *[none] von der Verwaltung gestartet und beendet (/season)
}
settings-clock = • Uhr neuer Tische: `{ $clock }`
settings-clock-none = • Uhr neuer Tische: keine (jede Entscheidung hat die Zeit ihres Tempos)
settings-away = { $days ->
    [0] • Abwesenheit (/away): ausgeschaltet
    [one] • Abwesenheit (/away): { $days } Tag pro Jahr und Spieler
   *[other] • Abwesenheit (/away): { $days } Tage pro Jahr und Spieler
}
settings-tournaments = • Turniere (/tournament) erstellen { $who ->
    [anyone] alle
   *[managers] die Serververwalter
}
settings-language = • Sprache der öffentlichen Nachrichten: { $language }
settings-language-discord = • Sprache der öffentlichen Nachrichten: die Sprache des Servers auf Discord (Englisch, wo Tabula sie nicht spricht)
settings-defaults = nichts (Tabulas Standard)
settings-row-house-rules = { $game } Hausregeln { $options }
settings-row-bots-rated = bots_rated { $rated ->
    [yes] ja
   *[no] nein
}
tournament-action = `action` ist create, start, cancel, withdraw oder standings.
tournament-id = `id` ist die Nummer eines Turniers, wie seine Beiträge sie zeigen.
tournament-none-here = Hier gibt es kein Turnier. Gib `id` an (seine Nummer, in seinen Beiträgen), oder erstelle eines mit `/tournament action:create`.
tournament-create-who = Auf diesem Server erstellen nur Mitglieder, die ihn verwalten dürfen, Turniere (`/settings tournaments:everyone` erlaubt es allen).
tournament-not-in-thread = Erstelle ein Turnier in einem Textkanal, nicht in einem Thread: Jeder seiner Tische öffnet sich in einem Thread dieses Kanals.
tournament-which-game = Welches Spiel? Gib `game` an.
tournament-game-list = `game` ist eines von: { $games }.
tournament-format = `format` ist swiss, round_robin oder knockout.
tournament-rounds = `rounds` ist eine ganze Zahl von 1 bis { $max }.
tournament-rounds-swiss = `rounds` ist für Turniere nach Schweizer System: Jeder gegen jeden spielt, bis sich alle getroffen haben, K.-o. bis nur noch einer übrig ist.
tournament-game-unfit = { $game } lässt sich nicht im Turnier spielen.
tournament-clock-pace = Die Uhr `{ $clock }` ist für { $pace ->
    [live] Live-Tische
   *[async] asynchrone Tische
}, nicht für { $time ->
    [live] Live-Tische
   *[async] asynchrone
}.
tournament-round-days = `round_days` ist eine ganze Zahl von Tagen von 1 bis { $max }.
tournament-starts-in = `starts_in_hours` ist eine ganze Zahl von Stunden von 1 bis { $max }.
tournament-name-length = `name` hat 1 bis { $max } Zeichen.
tournament-default-name = Turnier { $game }
tournament-created = Turnier { $id } ist offen für Teilnehmer. Starte es mit seinem Button Jetzt starten oder `/tournament action:start id:{ $id }`.
tournament-created-at = Turnier { $id } ist offen für Teilnehmer. Starte es mit seinem Button Jetzt starten oder `/tournament action:start id:{ $id }`; sonst beginnt es von selbst { $at }.
tournament-gone = Dieses Turnier gibt es nicht mehr.
tournament-running = Dieses Turnier hat begonnen; `/tournament action:standings` zeigt, wie es steht.
tournament-finished = Dieses Turnier ist vorbei; `/tournament action:standings` zeigt seinen Endstand.
tournament-was-cancelled = Dieses Turnier wurde abgesagt.
tournament-joined = Du bist dabei. Deine Tische öffnen sich in Threads dieses Kanals; du wirst angepingt, wenn eine Runde ausgelost ist.
tournament-already-in = Du bist schon in diesem Turnier.
tournament-left = Du hast das Turnier verlassen.
tournament-not-in = Du bist nicht in diesem Turnier.
tournament-cancel-who = Nur der Veranstalter des Turniers oder wer den Server verwalten darf, kann es absagen.
tournament-already-over = Dieses Turnier ist schon vorbei.
tournament-cancelled-notice = { $name } (Turnier { $id }) wurde vom Veranstalter abgesagt. Tische, die noch laufen, spielen als gewöhnliche Partien weiter.
tournament-cancelled = Turnier abgesagt.
tournament-left-before-start = Du hast das Turnier vor seinem Start verlassen.
tournament-withdrew-notice = { $player } hat sich von { $name } zurückgezogen.
tournament-withdrawn = Du hast dich zurückgezogen: Du wirst nicht mehr ausgelost. Läuft dein Tisch dieser Runde noch, zählt er als Niederlage für dich; `/resign` dort verlässt ihn sofort.
tournament-already-withdrawn = Du hast dich schon zurückgezogen.
tournament-over = Dieses Turnier ist vorbei.
tournament-start-who = Nur der Veranstalter des Turniers oder wer den Server verwalten darf, kann es starten.
tournament-already-started = Dieses Turnier hat schon begonnen.
# Warum eine Runde nicht gepaart werden kann ($why von tournament-cannot-start): ein Satzteil nach einem Doppelpunkt.
pair-sizes = an einem Tisch dieses Spiels sitzen { $min } bis { $max } Spieler, damit lässt sich kein Turnier spielen
pair-knockout-won = das K.-o.-Turnier ist vorbei: { $winner } hat es gewonnen
pair-knockout-empty = das K.-o.-Turnier ist vorbei: niemand ist mehr dabei
pair-few = nur { $left ->
    [one] { $left } Spieler ist
   *[other] { $left } Spieler sind
} übrig, und ein Tisch braucht { $min }
pair-all-met = alle Paare haben schon gegeneinander gespielt: „Jeder gegen jeden“ hat keine Runden mehr
pair-unseatable = die übrigen Spieler lassen sich nicht an die Tische dieses Spiels setzen
pair-byes = { $byes } Spieler müssen diese Runde aussetzen, aber nur { $byeless } hatten noch kein Freilos, und niemand bekommt zwei
pair-odd = es sind ungerade viele Spieler übrig und jeder hatte schon ein Freilos: niemand bekommt zwei
tournament-cannot-start = { $name } kann noch nicht beginnen: { $why } ({ $entrants } Teilnehmer; ein Tisch für { $game } fasst { $seats }).
tournament-cannot-start-waits = { $name } kann noch nicht beginnen: { $why } ({ $entrants } Teilnehmer; ein Tisch für { $game } fasst { $seats }). Der Veranstalter kann es starten, sobald mehr dabei sind.
tournament-started = Turnier gestartet: Die Tische der 1. Runde öffnen sich jetzt in ihren Threads.
tournament-standings-after = Tabelle nach Runde { $round }:
tournament-over-notice = { $name } ist vorbei.
tournament-won = { $name } ist vorbei: { $winner } gewinnt!
tournament-shared = { $name } ist vorbei: { $winners } und { $last } teilen sich den ersten Platz!
tournament-final-standings = Endstand nach { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
tournament-no-round-yet = Noch keine Runde ist beendet
tournament-standings-round = Tabelle nach Runde { $round }
tournament-thread-refused = Tabula konnte keinen Thread für Tisch { $table } der Runde { $round } von { $name } öffnen ({ $why }). Es versucht es in ein paar Minuten wieder; wer den Server verwaltet, kann Tabula hier die Berechtigung „Öffentliche Threads erstellen“ geben.
tournament-table-notice = { $name }: Runde { $round }, Tisch { $table }.
tournament-table-opened = Runde { $round } · Tisch { $table } ({ $players }) spielt in { $thread }.
tournament-thread-name = { $name } · Runde { $round } · Tisch { $table }
