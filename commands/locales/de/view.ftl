# Tabulas Kern: was ein Tisch während der Partie und an ihrem Ende zeigt (Issue 48): Spielbretter,
# private Ansichten und ihre Menüs, Formulare, öffentliche Meldungen, Ergebnisse, die Lobby, die
# Uhren und die Beiträge der Turniere. Schlüssel wie im Englischen.
#
# Glossar: table = Tisch, seat = Platz, host = Gastgeber, lobby = Lobby, bot = Bot
# (Computerspieler), turn = Zug, deadline = Frist, clock = Uhr, bank = Zeitguthaben,
# season = Saison, tournament = Turnier, round = Runde, bye = Freilos, standings = Tabelle;
# the timeout default = die Standardaktion (der Zug bei Zeitablauf), absent = abwesend,
# resign = aufgeben, remove = entfernen, rematch = Revanche, replay = Wiederholung,
# board = Spielbrett, live = live, async = asynchron.
# Anrede: du.
#
# Werte: $name, $names, $host, $loser, $winner sind Spielernamen; $due, $at sind Zeitpunkte,
# die Discord relativ zeigt („in 5 Minuten“, „vor 2 Stunden“); $table ist die Nummer eines
# Tisches; $by ist `bot` (ein Bot) oder `default` (die Standardaktion).

## Das öffentliche Spielbrett

board-waiting-bot = ⏳ { $name }: { $what } (ein Bot, denkt nach)
board-waiting-absent = ⏳ { $name }: { $what } (abwesend; ein Bot spielt stattdessen)
board-waiting-due = ⏳ { $name }: { $what } (fällig { $due })
board-recently = Zuletzt:
board-title = { $game } · Tisch { $table }
board-title-finished = { $game } · Tisch { $table } · beendet
board-title-abandoned = { $game } · Tisch { $table } · verlassen
board-title-cancelled = { $game } · Tisch { $table } · abgebrochen
board-rematch = Revanche
board-replay = Wiederholung
board-hand = Meine Hand zeigen / ziehen
board-absent-all = Abwesend (gespielt { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
}): { $names }
board-absent-each = Abwesend: { $list }
board-absent-one = { $name }, gespielt { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
}
seat-resigned = { $name } (aufgegeben)
seat-removed = { $name } (entfernt)
board-clock-fischer = 🕰️ Uhr `{ $clock }` (Restzeit beim letzten Zug): { $clocks }
board-clock-bank = 🕰️ Uhr `{ $clock }` (Zeitguthaben beim letzten Zug): { $clocks }
board-clock-running = { $name } { $left } ▶ läuft ab { $due }

## Die private Ansicht eines Platzes

private-last = Zuletzt:
private-out-resigned = Du hast diese Partie aufgegeben: dein Platz wird { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
} zu Ende gespielt.
private-out-removed = Du wurdest aus dieser Partie entfernt: dein Platz wird { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
} zu Ende gespielt.
private-absent = Du bist als abwesend markiert: deine Züge macht { $by ->
    [bot] ein Bot
   *[default] die Standardaktion
}. Klicke auf „Weiterspielen“, um wieder selbst zu spielen.
private-resume = Weiterspielen
private-choose = Wähle ({ $path }):
private-your-move = Du bist dran:
private-nothing = Gerade gibt es nichts zu tun; du wirst angepingt.
private-title = Deine Ansicht · Tisch { $table }
private-type = Auswahl eintippen…
private-select = Wählen…
private-page = Seite { $page } von { $pages } ({ $choices ->
    [one] { $choices } Möglichkeit
   *[other] { $choices } Möglichkeiten
}).
private-previous = ◀ Zurück
private-more = Mehr ▶
private-back = ◀ Eine Ebene zurück
absent-note-resigned = Du hast diese Partie aufgegeben.
absent-note-removed = Du wurdest aus dieser Partie entfernt.
absent-note-absent = Du bist als abwesend markiert. Klicke zuerst auf „Weiterspielen“.

## Formulare (Titel und Beschriftungen höchstens 45 Zeichen)

form-opening = Das Formular öffnet sich… Wenn es nicht erscheint, klicke den Knopf noch einmal.
form-type-title = Tippe deine Wahl ein
form-type-label = Deine Wahl
form-type-placeholder = z. B. { $examples }

## Eine beendete Partie

results-line = { $place }. { $name }: { $score }
results-line-resigned = { $place }. { $name }: { $score } (aufgegeben)
results-line-removed = { $place }. { $name }: { $score } (entfernt)
results-line-absent = { $place }. { $name }: { $score } (abwesend)
results-all-out = { $who ->
    [resigned] Alle haben aufgegeben oder waren abwesend, daher zählt die Partie für die Wertungen als Unentschieden.
    [removed] Alle wurden entfernt oder waren abwesend, daher zählt die Partie für die Wertungen als Unentschieden.
    [both] Alle haben aufgegeben, wurden entfernt oder waren abwesend, daher zählt die Partie für die Wertungen als Unentschieden.
   *[absent] Alle waren abwesend, daher zählt die Partie für die Wertungen als Unentschieden.
}
results-some-out = { $who ->
    [resigned] Wer aufgegeben hat oder abwesend war, wird für die Wertungen Letzter, hinter allen, die geblieben sind.
    [removed] Wer entfernt wurde oder abwesend war, wird für die Wertungen Letzter, hinter allen, die geblieben sind.
    [both] Wer aufgegeben hat, entfernt wurde oder abwesend war, wird für die Wertungen Letzter, hinter allen, die geblieben sind.
   *[absent] Abwesende Spieler werden für die Wertungen Letzte, hinter allen, die geblieben sind.
}
results-title = Endstand · Tisch { $table }
results-finished = Beendet { $at }. Endstand:
results-lost-on-time = Beendet { $at }: { $losers } hat die Zeit überschritten und verloren; { $winners } hat gewonnen.
results-abandoned = Verlassen { $at }: zu lange hat niemand gezogen. Keine Rangliste, keine Wertung geändert.
results-cancelled = Abgebrochen { $at } vor dem Ende: keine Rangliste, keine Wertung geändert.

## Die Partie: Meldungen und private Antworten

play-begins = Die Partie beginnt! Plätze in Zugreihenfolge: { $names }.
play-not-seated = Du spielst an diesem Tisch nicht mit; das Spielbrett zeigt alles Öffentliche.
play-no-table-last = In diesem Kanal gibt es keinen Tisch. Die letzte Partie hier ({ $game }, Tisch { $table }) endete { $at }: /board zeigt allen ihr Endbrett und die Punkte, /history nur dir. Eröffne einen neuen Tisch mit /play.
play-not-started = Die Partie hat noch nicht begonnen.
play-no-table-none = In diesem Kanal gibt es keinen Tisch, und hier ist noch keine Partie zu Ende gegangen. Eröffne einen mit /play.
play-board-last = Hier ist kein Tisch offen, deshalb wird das Endbrett der letzten Partie gepostet. /history zeigt die Partien davor; /play eröffnet einen neuen Tisch.
play-board-posted = Spielbrett gepostet.
play-board-posted-in = Spielbrett gepostet in { $channel }.
play-resign-no-game = In diesem Kanal gibt es keine Partie, die du aufgeben könntest.
play-resign-lobby = Die Partie hat noch nicht begonnen: mit /leave gibst du deinen Platz in der Lobby auf.
play-resigned = Du hast an Tisch { $table } aufgegeben: dein Platz wird { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
} zu Ende gespielt, und du wirst Letzter.
play-resigned-notice = { $name } hat aufgegeben: der Platz wird { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
} zu Ende gespielt.
play-remove-no-game = In diesem Kanal gibt es keine Partie.
play-remove-lobby = Die Partie hat noch nicht begonnen: einen Platz in der Lobby gibt nur sein Spieler auf.
play-remove-who = Nur der Gastgeber oder wer diesen Kanal verwalten darf, kann den Platz eines Spielers entfernen.
play-remove-not-playing = { $name } spielt an diesem Tisch nicht mit.
play-remove-not-playing-unnamed = Dieser Spieler spielt an diesem Tisch nicht mit.
play-remove-self = Um deinen eigenen Platz aufzugeben, nutze /resign.
play-remove-not-absent = { $name } ist nicht abwesend. Nur der Platz eines abwesenden Spielers kann entfernt werden: als abwesend gilt, wer { $limit ->
    [one] { $limit } Mal
   *[other] { $limit } Mal
} hintereinander die Zeit überschreitet oder /leave nutzt.
play-remove-already = Der Platz von { $name } wird schon { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
} gespielt.
play-removed = Erledigt: der Platz von { $name } wird { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
} zu Ende gespielt.
play-removed-notice = { $remover } hat { $name } aus der Partie entfernt: der Platz wird { $by ->
    [bot] von einem Bot
   *[default] von der Standardaktion
} zu Ende gespielt, und { $name } wird Letzter.
play-seat-stays = Dein Platz bleibt, wie er ist.
play-not-absent = Du bist nicht als abwesend markiert.
play-welcome-back = Willkommen zurück!
play-back-notice = { $name } ist wieder am Tisch.
play-reminder = ⏰ Erinnerung für { $name }: { $what } (fällig { $due }).
play-now-absent = { $name } hat { $count ->
    [one] { $count } Mal
   *[other] { $count } Mal
} hintereinander die Zeit überschritten und ist jetzt als abwesend markiert: die Züge macht { $by ->
    [bot] ein Bot
   *[default] die Standardaktion
}, und für die Wertungen wird { $name } Letzter. Mit „Weiterspielen“ geht es zurück ins Spiel.
play-timed-out = ⏰ Die Zeit von { $name } ist abgelaufen; die Standardaktion wurde gespielt.
play-lost-on-time = ⏰ { $loser } hat die Zeit überschritten und verloren: { $winner } gewinnt.
play-ended-line = { $game } Tisch { $table } ist beendet: { $line }
play-ended-scores = { $game } Tisch { $table } ist beendet. Endstand:
play-button-unknown = Diesen Knopf kenne ich nicht; vielleicht stammt er von einer älteren Version des Bots.
play-table-gone = Diesen Tisch gibt es nicht mehr.
play-button-elsewhere = Dieser Knopf gehört zu einem Tisch in einem anderen Kanal.
play-game-over = Diese Partie ist vorbei.
play-not-yours = Du spielst an diesem Tisch nicht mit, also ist das nicht dein Knopf.
play-still-playing = Diese Partie läuft noch.
play-moment-passed = Dieser Moment ist vorbei; hier ist der Tisch, wie er jetzt steht.
play-choice-unknown = Diese Wahl kenne ich nicht.
play-option-unavailable = Diese Möglichkeit gibt es gerade nicht; wähle noch einmal.
play-choice-not-yours = Diese Wahl liegt gerade nicht bei dir.
play-choice-closed = Diese Wahl ist nicht mehr offen; hier ist der Tisch, wie er jetzt steht.
play-typed-why = { $why } Tippe eine der Möglichkeiten ein, z. B. { $examples }.
play-typed-unknown = "{ $typed }" ist hier keine der Möglichkeiten. Tippe eine davon ein, z. B. { $examples }.
play-form-closed = Dieses Formular ist nicht mehr offen; hier ist der Tisch, wie er jetzt steht.
play-form-unused = Dieses Formular wird nicht mehr verwendet.
play-form-elsewhere = Dieses Formular gehört zu einem Tisch in einem anderen Kanal.
play-not-running = Diese Partie läuft nicht.
play-not-playing = Du spielst an diesem Tisch nicht mit.

## Die Lobby

lobby-board-rematch = Eine Revanche von Tisch { $table }.
lobby-board-house-rules = Aus den Hausregeln dieses Servers: { $rules } (/settings)
lobby-board-full = Der Tisch ist voll: der Gastgeber kann starten.
lobby-board-join = Nimm Platz, dann startet der Gastgeber mit { $players }. Der Gastgeber kann freie Plätze mit Bots füllen.
lobby-board-host = Gastgeber: { $host }
lobby-board-time = Zeitkontrolle: { $time }
lobby-board-players = Spieler ({ $seated }/{ $max }):
lobby-board-title = { $game } · Lobby
lobby-board-title-closed = { $game } · Lobby geschlossen
lobby-board-title-cancelled = { $game } · Lobby abgebrochen
lobby-board-join-button = Mitspielen
lobby-board-leave-button = Verlassen
lobby-board-start-button = Starten
lobby-board-add-bot = Bot dazu
lobby-board-remove-bot = Bot entfernen
lobby-board-time-select = Zeitkontrolle (Gastgeber)
lobby-board-time-live = Live: 60 s pro Zug, 20 s für Reaktionen
lobby-board-time-async = Asynchron: 24 h pro Zug, 2 h für Reaktionen, Erinnerungen
lobby-board-absent-bot = Abwesende Spieler: ein Bot macht ihre Züge, bis sie weiterspielen
lobby-board-rated = Wertungen: diese Partie zählt, mit Bots
lobby-board-unrated = Wertungen: eine Partie mit Bots zählt nicht
lobby-board-bot-level = Wie gut soll der Bot spielen? Leicht denkt kurz und macht Fehler; normal denkt etwa eine halbe Sekunde pro Zug; stark etwa eine Sekunde.
lobby-board-bot-easy = Leicht
lobby-board-bot-normal = Normal
lobby-board-bot-strong = Stark
lobby-board-bot-which = Welcher Bot soll gehen?
lobby-board-pace = { $pace ->
    [live] live
   *[async] asynchron
} ({ $turn } pro Zug, { $reaction } für Reaktionen)
lobby-board-pace-clock = { $pace ->
    [live] live
   *[async] asynchron
} mit der Uhr `{ $clock }` ({ $describe }; { $reaction } für Reaktionen)
lobby-board-pace-clock-lose = { $pace ->
    [live] live
   *[async] asynchron
} mit der Uhr `{ $clock }` ({ $describe }; { $reaction } für Reaktionen); wer keine Zeit mehr hat, verliert
lobby-board-clock-fischer = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
} für jeden, { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
} mehr pro Zug
lobby-board-clock-days = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} pro Zug
lobby-board-clock-days-bank = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} pro Zug, ungenutzte Zeit wird bis zu { $cap ->
    [one] { $cap } Tag
   *[other] { $cap } Tagen
} angespart

## Die Uhren unter dem Bild eines Spielbretts

clock-band = Uhr { $clock }

## Die Beiträge eines Turniers. $format: swiss, round_robin oder knockout.

tournament-post-format = { $format ->
    [swiss] Schweizer System
    [round_robin] Jeder gegen jeden
   *[knockout] K.-o.-System
}
tournament-post-format-rounds = { $format ->
    [swiss] Schweizer System
    [round_robin] Jeder gegen jeden
   *[knockout] K.-o.-System
}, { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}
tournament-post-clock = Uhr { $clock }
tournament-post-pace = { $pace ->
    [live] Live-Tische
   *[async] asynchrone Tische
}
tournament-post-default-pace = das Standardtempo des Servers
tournament-post-head = Turnier { $name } in { $game }: { $format }, { $timing }.
tournament-post-round-days = Jede Runde dauert höchstens { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}; Tische, die dann noch spielen, enden so, wie sie stehen.
tournament-post-starts-at = Beginnt { $at } (oder wenn der Veranstalter es startet). Melde dich an, um mitzuspielen; abmelden kannst du dich bis zum Start.
tournament-post-starts = Beginnt, wenn der Veranstalter es startet. Melde dich an, um mitzuspielen; abmelden kannst du dich bis zum Start.
tournament-post-under-way = Läuft: Runde { $round }.
tournament-post-finished = Beendet.
tournament-post-cancelled = Abgebrochen.
tournament-post-no-entrants = Noch keine Teilnehmer.
tournament-post-entrants = Teilnehmer ({ $count }): { $names }
tournament-post-more-names = { $names } und { $more } weitere
tournament-post-number = Turniernummer: { $id }.
tournament-post-join = Anmelden
tournament-post-leave = Abmelden
tournament-post-start = Jetzt starten
tournament-post-paired = { $name }: Runde { $round } von { $of } ist ausgelost, { $tables ->
    [one] { $tables } Tisch
   *[other] { $tables } Tische
}. Jeder Tisch öffnet in einem eigenen Thread dieses Kanals.
tournament-post-table = Tisch { $number }: { $players }
tournament-post-more-tables = … und { $more } weitere Tische.
tournament-post-byes = Ein Freilos (die Punkte eines Siegs, keine Partie) für: { $names }.
tournament-post-round-ends = Die Runde endet spätestens { $at }.
tournament-post-tiebreak = { $tiebreak ->
    [buchholz] Buchholz
    [sonneborn-berger] Sonneborn-Berger
    [placement] Platzsumme (weniger ist besser)
    [round] Erreichte Runde
   *[other] Feinwertung
} { $value }
tournament-post-standing = { $rank }. { $name }: { $points } { $n ->
    [one] Punkt
   *[other] Punkte
}
tournament-post-standing-withdrawn = { $rank }. { $name } (zurückgezogen): { $points } { $n ->
    [one] Punkt
   *[other] Punkte
}
tournament-post-more = … und { $more } weitere.

## Das Bild der Tabelle: Spaltenköpfe kurz genug für ihre Spalten.

standings-picture-tournament = Turnier
standings-picture-standings = Tabelle
standings-picture-points = Punkte
standings-picture-games = Partien
standings-picture-player = Spieler
standings-picture-withdrawn = { $name } (zurückgezogen)
standings-picture-more = … und { $more } weitere (alle: /tournament action:standings)
standings-picture-games-key = Partien: gespielt (+ Freilose)
standings-picture-short = { $tiebreak ->
    [buchholz] Bu
    [sonneborn-berger] SB
    [placement] PS
    [round] Ru
   *[other] FW
}
standings-picture-key = { $tiebreak ->
    [buchholz] Bu: Buchholz
    [sonneborn-berger] SB: Sonneborn-Berger
    [placement] PS: Platzsumme, weniger ist besser
    [round] Ru: erreichte Runde
   *[other] FW: Feinwertung
}
standings-picture-alt-row = { $rank }. { $name }, { $points } { $n ->
    [one] Punkt
   *[other] Punkte
}
standings-picture-alt = { $title }: { $subtitle }. { $top } Spieler: { $players }.
