# Tabulas Webseiten (Issue 48): Rahmen, Überschriften, Beschriftungen und Bedienelemente der
# Seiten von Tischen, Wiederholungen und Servern. Was ein Tisch zeigt (Brett, Züge,
# Ergebnisse), kommt aus den Katalogen des Kerns und der Spiele.
#
# Glossar: table = Tisch, seat = Platz, lobby = Lobby, bot = Bot (Computerspieler),
# move = Zug, deadline = Frist ("fällig"), replay = Wiederholung, step = Schritt,
# move log = Zugprotokoll, leaderboard = Rangliste, rating = Wertung (vorläufig),
# season = Saison, tournament = Turnier, round = Runde, bye = Freilos, standings = Tabelle,
# entrant = Teilnehmer, forfeit = kampflos verloren, tie-break = Feinwertung.
# Anrede: du.

## Der Rahmen jeder Seite
web-languages = Sprachen
web-footer = Gezeigt von Tabula: nur, was alle sehen, die dem Tisch zuschauen.
web-not-found-title = Seite nicht gefunden
web-not-found-heading = Dieser Link funktioniert nicht
web-not-found-text = Hier gibt es keine Seite. Der Link ist vielleicht falsch geschrieben, oder die Leute, die den Tisch oder den Server betreiben, haben ihn ersetzt oder abgeschaltet.
web-date = { $day }. { $month ->
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
web-ordinal = { $place }.

## Die Seite eines Tisches
web-table-title = { $game } · Tisch { $table }
web-summary-lobby = { $game }: { $players } · wartet auf Mitspieler
web-summary-playing = { $game }: { $players } · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
web-summary-waiting = { $game }: { $players } · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } · wartet auf { $up }
web-summary-finished = { $game }: { $players } · beendet nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
web-summary-abandoned = { $game }: { $players } · aufgegeben
web-summary-cancelled = { $game }: { $players } · abgebrochen
web-board-not-started = Die Partie hat noch nicht begonnen: Das Brett erscheint, sobald sie beginnt.
web-board-no-picture = Dieses Spiel hat kein Brettbild: Der Text unten zeigt den Tisch.
web-board-alt = Das Brett von { $game }
web-live-static = Aktualisiert sich nicht von selbst: Lade die Seite neu, um neue Züge zu sehen.
web-live-connecting = verbinde
web-live-live = live
web-live-reconnecting = verbinde neu
web-live-ended = Die Partie ist vorbei: Ihre Endseite wird geöffnet.
web-live-gone = Dieser Link funktioniert nicht mehr.
web-live-too-many = Zu viele Live-Seiten sind offen; bitte versuch es später noch einmal.
web-live-stopping = Der Server wird gerade angehalten.
web-joined-so-far = Bisher dabei
web-players = Spieler
web-moves = Züge
web-moves-newest-last = Züge, der neueste zuletzt
web-moves-unlisted = Die Züge dieser Partie lassen sich nicht auflisten.
web-move-nothing-public = (nichts Öffentliches)
web-player-bot = Bot
web-player-absent = abwesend
web-player-to-play = am Zug
web-player-due = fällig { $time }
web-ended-note = Die Partie ist vorbei: Unten steht, wie sie ausging, und jeder Zug zum Durchgehen.

## Die Wiederholung
web-replay = Wiederholung
web-replay-title = Wiederholung: { $game } · Tisch { $table }
web-replay-over = Die Partie ist vorbei.
web-replay-running = Die Partie läuft noch: Diese Wiederholung reicht bis zum letzten Zug.
web-replay-back-to-table = Zurück zur Seite des Tisches
web-replay-controls = Steuerung der Wiederholung
web-replay-first = Anfang
web-replay-back = Zurück
web-replay-play = Start
web-replay-pause = Pause
web-replay-next = Weiter
web-replay-last = Ende
web-replay-step = Schritt
web-replay-keys = Tasten: ← und → ein Zug, Pos1 und Ende, Leertaste spielt ab und hält an.
web-replay-log = Das Zugprotokoll herunterladen (Text)
web-replay-deal = Die Ausgangslage, vor Zug 1 von { $steps }
web-replay-move-of = Zug { $step } von { $steps }
web-replay-said-deal = Die Partie, wie sie ausgeteilt wurde, bevor jemand zog.
web-replay-said-nothing = In diesem Zug geschah nichts Öffentliches.
web-replay-failed = Dieser Schritt ließ sich nicht laden; versuch es noch einmal.
web-replay-no-picture = Dieses Spiel hat kein Brettbild: Der Text unten zeigt es.

## Die Seiten eines Servers
web-server-title = Tabula: Ranglisten und letzte Partien
web-server-heading = Ranglisten und letzte Partien
web-server-intro = Die Partien dieses Servers auf Tabula. Wertungen sind vorsichtige Schätzungen, die mit Siegen und gespielten Partien steigen; Partien mit Bots zählen nur, wo der Server sie wertet.
web-server-description = Ranglisten und letzte Partien von { $games } auf diesem Server
web-server-description-none = Ranglisten und letzte Partien von Tabulas Spielen auf diesem Server
web-server-no-games = Auf diesem Server ist noch keine Partie zu Ende gegangen.
web-games = Spiele
web-all-games = Alle Partien auf diesem Server
web-past-seasons = Frühere Saisons
web-tournaments = Turniere
web-tournament-line = { $name } ({ $game }, { $state }, { $entrants } Teilnehmer)
web-tournament-line-signup = Anmeldung offen
web-tournament-line-round = Runde { $round }
web-tournament-line-finished = beendet
web-tournament-line-cancelled = abgebrochen
web-legend-provisional = hinter einer Wertung: vorläufig (weniger als { $games } gewertete Partien, oder noch unsicher).
web-legend-inactive = Wer in den letzten { $days } Tagen keine gewertete Partie gespielt hat, wird nicht aufgeführt.
web-provisional = vorläufig
web-board-empty = { $caption }: { $why }
web-col-rank = Rang
web-col-player = Spieler
web-col-rating = Wertung
web-col-games = Partien
web-col-wins = Siege
web-col-points = Punkte
web-col-points-short = Pkt
web-all-time = Ewige Rangliste
web-all-time-empty = In diesem Spiel hat noch niemand eine Wertung, oder niemand mit Wertung hat es in den letzten { $days } Tagen gespielt.
web-season-empty = Diese Saison noch keine gewerteten Partien in { $game }.
web-recent-games = Letzte Partien
web-recent-none = Noch keine beendeten Partien.
web-unplaced = ohne Platz
web-recent-abandoned = aufgegeben
web-recent-replay = Wiederholung von Tisch { $table }
web-recent-no-link = Tisch { $table } (kein Weblink)
web-season-running = Saison { $season }, seit { $from }
web-season-ended = Saison { $season }, { $from } bis { $to }
web-season-title = Tabula: Saison { $season }
web-season-description = { $caption } auf diesem Server
web-season-final = Endstand.
web-season-so-far = Die Saison läuft: der bisherige Stand.
web-season-no-games = Keine gewerteten Partien in dieser Saison.
web-standings-final = Endstand
web-standings-so-far = Bisheriger Stand

## Die Seite eines Spielers
web-player-title = { $name } auf Tabula
web-player-description = Partien von { $name }: { $games }
web-average-place = Durchschnittlicher Platz
web-rating-now = Aktuelle Wertung
web-not-rated = keine Wertung
web-rating-over-time = Wertung im Verlauf
web-chart-none = Noch keine gewertete Partie hat eine gespeicherte Wertung, daher gibt es kein Diagramm.
web-chart-one = Bisher eine gewertete Partie: Die Wertung lag danach bei { $rating }, am { $date }. Das Diagramm beginnt mit der zweiten.
web-chart-title = Wertung nach jeder von { $games } gewerteten Partien, von { $first } am { $from } bis { $last } am { $to }
web-chart-as-table = Die Wertungen als Tabelle
web-chart-game = Partie
web-chart-date = Datum
web-chart-rating-after = Wertung danach

## Die Seite eines Turniers
web-tournament-title = Tabula: { $name }
web-tournament-description = { $name }: ein Turnier in { $game } auf Tabula
web-tournament-intro = Turnier { $id } in { $game }: { $format }, { $timing }. { $status }.
web-tournament-signup = Anmeldung offen
web-tournament-running = Runde { $round } von { $rounds } läuft
web-tournament-finished = Beendet
web-tournament-cancelled = Abgebrochen
web-format-swiss = Schweizer System
web-format-round-robin = Jeder gegen jeden
web-format-knockout = K.-o.-System
web-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
web-timing-clock = Uhr { $clock }
web-timing-live = Live-Tische
web-timing-async = asynchrone Tische
web-timing-pace = Tische: { $pace }
web-timing-default = das Standardtempo des Servers
web-tournament-nobody = Noch niemand hat sich angemeldet.
web-entrants = Teilnehmer ({ $count })
web-standings = Tabelle
web-withdrawn = zurückgezogen
web-games-with-byes = { $played } + { $byes ->
        [one] { $byes } Freilos
       *[other] { $byes } Freilose
    }
web-tiebreak-buchholz = Buchholz
web-tiebreak-buchholz-short = Bu
web-tiebreak-sonneborn-berger = Sonneborn-Berger
web-tiebreak-sonneborn-berger-short = SB
web-tiebreak-placement = Platzsumme (niedriger ist besser)
web-tiebreak-placement-short = PS
web-tiebreak-round = Erreichte Runde
web-tiebreak-round-short = Rd
web-tiebreak-other-short = FW
web-tiebreak-key = { $short }: { $name }
web-scoring-placement = an jedem Tisch der Anteil der Mitspieler, die hinter dir landen; ein Freilos 1
web-scoring-wins = ein Sieg 1, ein Remis ½, ein Freilos 1
web-points-legend = Pkt: Punkte ({ $scoring }).
web-forfeit = kampflos verloren
web-pod-points = { $points } Pkt
web-pod-table = Tisch { $table }
web-pod-table-no-link = Tisch { $table }
web-pod-waiting = wartet auf seinen Thread
web-pod-gone = nicht mehr da
web-pod-playing = läuft
web-pod-finished = beendet
web-pod-ended-early = vorzeitig beendet
web-round = Runde { $round }
web-byes = Ein Freilos (die Punkte eines Siegs, keine Partie): { $names }.

## Schlichte Antworten: eine Anfrage, die der Server nicht bedient, und sein eigener Fehler
web-method-not-allowed = Hier werden nur GET- und HEAD-Anfragen beantwortet.
web-uri-too-long = Die Adresse ist zu lang.
web-headers-too-large = Die Kopfzeilen der Anfrage sind zu groß.
web-body-refused = Anfragen hierher dürfen keinen Inhalt mitschicken.
web-too-many-requests = Zu viele Anfragen; bitte warte einen Moment.
web-server-error = Bei uns ist etwas schiefgelaufen; bitte versuch es später noch einmal.
