# Quinox auf Deutsch (issue 48): Spielfeld, eigene Ansicht, Ereignisse, Menüs, Ablehnungen, Bilder.
# Plättchennamen (SWORD, KEY ...) und Feldbezeichnungen (m50) tippt man ein: sie bleiben, wie sie sind.
# Glossar: tile = Plättchen, face = Seite (black/white = Schwarz/Weiß), the Stone = der Stein,
# pool = Auslage, bag = Beutel, point token = Punktmarker (Marker), supply = Vorrat, space = Feld,
# board = Spielfeld, turn = Zug, colour = Farbe (rot, gelb, lila, blau), pattern = Muster,
# target = Ziel, opponent = Gegner. Anrede: du.

## Words

qx-colour-red = rot
qx-colour-yellow = gelb
qx-colour-purple = lila
qx-colour-blue = blau
qx-kind-red = wendet
qx-kind-yellow = wirkt einmal
qx-kind-purple = dauerhaft
qx-kind-blue = wertet am Ende
qx-face-black = Schwarz
qx-face-white = Weiß
qx-none = keine
qx-empty = leer
qx-the-stone = der Stein
qx-or = { $first } oder { $last }
qx-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
qx-tile-colour = { $tile } ({ $colour })
qx-tile-colour-token = { $tile } ({ $colour }, 1 Marker)
qx-player-colour = { $name } ({ $face })
qx-tile-explained = { $tile } ({ $colour }, { $kind }): { $text }

## The board and the private view

qx-aimed-map = MAP: Plättchen aus der Auslage kommen auf { $spaces }
qx-aimed-destiny = DESTINY: { $tiles } sind Pflicht, wenn in der Auslage
qx-aimed-famine = FAMINE: nur ein Plättchen
qx-this-turn = Dieser Zug ({ $name }): { $line }
qx-next-turn = Nächster Zug ({ $name }): { $line }
qx-phase-colour = { $first } beginnt laut Los. { $you ->
    [yes] Du bist
   *[other] { $name } ist
} am Zug: Schwarz oder Weiß wählen.
qx-phase-choose = { $you ->
    [yes] Du bist
   *[other] { $name } ist
} am Zug: { $n ->
    [one] { $n } Plättchen
   *[other] { $n } Plättchen
} aus der Auslage wählen.
qx-phase-choose-destiny = { $you ->
    [yes] Du bist
   *[other] { $name } ist
} am Zug: { $n ->
    [one] { $n } Plättchen
   *[other] { $n } Plättchen
} aus der Auslage wählen (DESTINY: { $tiles } darunter).
qx-phase-tile = { $you ->
    [yes] Du bist
   *[other] { $name } ist
} am Zug: wählen, welches gewählte Plättchen als Nächstes kommt.
qx-phase-face = { $you ->
    [yes] Du bist
   *[other] { $name } ist
} am Zug: die Seite wählen, die { $tile } zeigt.
qx-phase-space = { $you ->
    [yes] Du bist
   *[other] { $name } ist
} am Zug: { $tile } mit { $face } nach oben legen ({ $n ->
    [one] { $n } freies Feld ist beschriftet
   *[other] { $n } freie Felder sind beschriftet
}).
qx-phase-target = Warten auf { $you ->
    [yes] dich
   *[other] { $name }
}: { $what }.
qx-phase-target-picked = Warten auf { $you ->
    [yes] dich
   *[other] { $name }
}: { $what } (bisher gewählt: { $picks }).
qx-phase-over = Das Spiel ist vorbei.
qx-ask-flip-one = { $tile }: das Plättchen, das umgedreht wird
qx-ask-flip-pattern = { $tile }: das Muster der Plättchen, die umgedreht werden
qx-ask-pair-first = { $tile }: das erste Plättchen des Paars, das umgedreht wird
qx-ask-pair-second = { $tile }: das Plättchen neben { $at }, das umgedreht wird
qx-ask-swap-self = { $tile }: das Plättchen, mit dem es den Platz tauscht
qx-ask-swap-first = { $tile }: das erste der zwei Plättchen, die tauschen
qx-ask-swap-second = { $tile }: das Plättchen, das mit { $at } tauscht
qx-ask-pull = { $tile }: das Plättchen, das herangezogen wird
qx-ask-pull-into = { $tile }: das leere Feld, auf das { $at } gezogen wird
qx-ask-to-bag = { $tile }: das Plättchen, das zurück in den Beutel geht
qx-ask-remove-out = { $tile }: das Plättchen, das aus dem Spiel geht
qx-ask-map-first = { $tile }: das erste Feld für die Plättchen des Gegners
qx-ask-map-second = { $tile }: das zweite Feld für die Plättchen des Gegners
qx-ask-destiny-first = { $tile }: das erste Plättchen, das der Gegner spielen muss
qx-ask-destiny-second = { $tile }: das zweite Plättchen, das der Gegner spielen muss
qx-ask-mirror = { $tile }: das Nachbarplättchen, dessen Aktion kopiert wird
qx-ask-options = { $tile }: wählen ({ $n ->
    [one] { $n } Möglichkeit
   *[other] { $n } Möglichkeiten
})
qx-cell-stone = { $at } der Stein
qx-cell = { $at } { $tile } ({ $colour })
qx-cell-tokens = { $at } { $tile } ({ $colour }, { $n ->
    [one] { $n } Marker
   *[other] { $n } Marker
})
qx-board-black = Schwarz ({ $n }): { $list }
qx-board-black-seat = Schwarz, für { $name } ({ $n }): { $list }
qx-board-white = Weiß ({ $n }): { $list }
qx-board-white-seat = Weiß, für { $name } ({ $n }): { $list }
qx-board-stone = Der Stein: { $list }
qx-seat-playing = { $player }{ $first ->
    [yes] , Startspieler
   *[other] {""}
}: bisher { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} · { $supply ->
    [one] { $supply } Marker
   *[other] { $supply } Marker
} im Vorrat
qx-seat-final = { $player }{ $first ->
    [yes] , Startspieler
   *[other] {""}
}: { $b }{ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $e } ({ $tiles } Plättchen + { $ontiles } Marker darauf + { $supply } Marker im Vorrat)
qx-final = Endstand: { $list }
qx-table-head = { $b }{ $game }{ $e } · { $over ->
    [yes] Spiel vorbei
   *[other] Zug { $turn }
} · { $bag } Plättchen im Beutel
qx-pool = Auslage ({ $n }): { $list }
qx-pool-empty = Auslage (0): leer
qx-hand = Von { $name } gewählt, noch zu spielen: { $list }
qx-removed = Aus dem Spiel: { $list }
qx-last-placed = Zuletzt gelegt: { $list }
qx-free-spaces = Freie Felder für das nächste Plättchen: { $list }
qx-set-aside = Für dieses Legen ausgesetzt (sie widersprechen sich, Q-17): { $list }
qx-placed-at = { $tile } auf { $at }
qx-placed-at-unknown = ein Plättchen auf { $at }
qx-you-play = Du spielst { $face }: Plättchen mit der Seite { $face } oben zählen für dich.

## Events

qx-ev-first-player = { $first } beginnt laut Los; { $other } wählt eine Farbe (Q-14).
qx-ev-colour-chosen = { $name } nimmt { $face }; { $other } spielt { $otherface }.
qx-ev-turn-started = { $b }Zug { $turn }: { $name }{ $e } spielt { $tiles ->
    [one] ein Plättchen
   *[other] zwei Plättchen
}.
qx-ev-drawn = In die Auslage gezogen, jedes mit einem Punktmarker: { $tiles }.
qx-ev-chosen = { $name } wählt { $tiles }.
qx-ev-placed = { $name } legt { $tile } auf { $at }, { $face } oben.
qx-ev-placed-token = { $name } legt { $tile } auf { $at }, { $face } oben; sein Marker geht an { $to }.
qx-ev-restrictions-ignored = { $list } widersprechen sich und gelten für dieses Legen nicht (Q-17).
qx-ev-turns-itself = { $tile } ({ $at }) wird { $face }.
qx-ev-turned = { $by } dreht { $tile } ({ $at }) auf { $face }.
qx-ev-swapped = { $by }: die Teile auf { $a } und { $b } tauschen die Plätze.
qx-ev-moved = { $by } zieht das Teil von { $from } nach { $to }.
qx-ev-to-bag = { $by } schickt { $tile } von { $at } zurück in den Beutel.
qx-ev-removed = { $by } nimmt { $tile } auf { $at } aus dem Spiel.
qx-ev-mirrored = MIRROR kopiert die Aktion von { $tile }.
qx-ev-no-target = { $tile } findet nichts, worauf es wirken kann.
qx-ev-mapped = MAP: die nächsten Plättchen des Gegners müssen auf { $spaces }.
qx-ev-destined = DESTINY nennt { $tiles }: der Gegner muss die davon spielen, die in der Auslage liegen.
qx-ev-famine = FAMINE: der nächste Zug des Gegners hat nur ein Plättchen.
qx-ev-speed-drawn = SPEED zieht { $tile }, das sofort gespielt wird.
qx-ev-speed-empty = SPEED findet den Beutel leer.
qx-ev-blown = WIND bläst { $tiles } zurück in den Beutel.
qx-ev-pool-tokens-cleared = { $n ->
    [one] { $n } Marker in der Auslage wird abgeräumt.
   *[other] { $n } Marker in der Auslage werden abgeräumt.
}
qx-ev-tokens-added = { $by } legt { $n ->
    [one] { $n } Marker
   *[other] { $n } Marker
} auf das Plättchen auf { $at }.
qx-ev-tokens-taken = { $by } nimmt { $n ->
    [one] { $n } Marker
   *[other] { $n } Marker
} vom Plättchen auf { $from }.
qx-ev-game-over = { $b }Spiel vorbei{ $e }: { $first } { $firstscore } · { $second } { $secondscore }.

## Menus (button labels: at most 80 characters with the values in)

qx-menu-colour = Ich spiele { $face } (der andere bekommt { $other })
qx-menu-pair-first = { $tile } …
qx-menu-play = { $tile } spielen
qx-menu-pair-second = und { $tile }
qx-menu-play-next = Als Nächstes { $tile }
qx-menu-black-up = Schwarz nach oben
qx-menu-black-up-yours = Schwarz nach oben (deine Farbe)
qx-menu-white-up = Weiß nach oben
qx-menu-white-up-yours = Weiß nach oben (deine Farbe)
qx-menu-flip = Umdrehen: { $list }
qx-menu-back-tile = Zurück: erst das andere Plättchen
qx-menu-back-face = Zurück: Seite ändern
qx-at-empty = { $at } (leer)
qx-at-tile = { $at } { $tile } ({ $face })

## Typed spaces refused (the space was typed: it is the label, never free text)

qx-typed-taken = Auf { $at } liegt schon { $what }.
qx-typed-off-board = { $at } berührt das Spielfeld nicht: ein Plättchen kommt neben ein schon gelegtes.
qx-typed-poison = { $at } liegt neben POISON, und neben POISON darf kein Plättchen (Q-P3).
qx-typed-charisma = CHARISMA auf { $at } hat noch ein freies Nachbarfeld, also muss { $tile } daneben (Q-P2).
qx-typed-map = MAP legt dieses Legen auf { $spaces } fest (Q-9, Q-18).
qx-typed-not-now = { $tile } darf jetzt nicht auf { $at }.
qx-typed-empty = { $at } ist leer: { $tile } wirkt hier auf Plättchen.
qx-typed-not-target = { $what } auf { $at } ist kein Ziel, das { $tile } jetzt wählen kann: ein Ziel muss eines sein, das die Aktion ändern kann, und die Wahl muss so viele Plättchen treffen wie möglich (Q-20).

## Refusals of the rules

qx-two-players = Quinox ist ein Spiel für genau 2 Personen
qx-refuse-list-more = { $list } ... ({ $n } insgesamt)
qx-refuse-no-seat = An diesem Tisch gibt es keinen Platz { $seat }
qx-refuse-over = Das Spiel ist vorbei
qx-refuse-colour-other = Platz { $seat } wählt gerade eine Farbe
qx-refuse-colour = Wähle deine Farbe: Schwarz oder Weiß
qx-refuse-not-yours = Platz { $seat } ist am Zug
qx-refuse-from-pool = Wähle Plättchen aus der Auslage
qx-refuse-count = { $n ->
    [one] Wähle { $n } Plättchen aus der Auslage
   *[other] Wähle { $n } Plättchen aus der Auslage
}
qx-refuse-destiny = DESTINY: du musst { $tiles } wählen
qx-refuse-different = Wähle zwei verschiedene Plättchen aus der Auslage
qx-refuse-choose-first = { $n ->
    [one] Wähle zuerst das Plättchen aus der Auslage, das du in diesem Zug spielst
   *[other] Wähle zuerst die { $n } Plättchen aus der Auslage, die du in diesem Zug spielst
}
qx-refuse-which-tile = Wähle, welches Plättchen als Nächstes kommt: { $tiles }
qx-refuse-only-tile = { $tile } ist das letzte Plättchen: wähle seine Seite
qx-refuse-face = Wähle die Seite, die { $tile } zeigt
qx-refuse-space = { $tile } darf jetzt nicht auf { $at }; möglich ist { $spaces }
qx-refuse-where = Wähle, wohin { $tile } kommt
qx-refuse-target-pick = Die Aktion von { $tile } wartet: wähle eins von { $list }
qx-refuse-target-pattern = Die Aktion von { $tile } wartet: wähle eins dieser Muster: { $list }
qx-refuse-target-name = Die Aktion von { $tile } wartet: nenne ein Plättchen außer DESTINY, das noch nicht genannt ist
qx-refuse-not-now = Das geht jetzt nicht

## Alt texts

qx-alt-you-play = Du spielst { $face }.
qx-alt-tile-short = { $tile }: { $colour }.
qx-alt-to-play = { $name } ist am Zug.
qx-alt-score = { $player } { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $supply } Marker im Vorrat
qx-alt-scores = Punkte bisher: { $list }.
qx-alt-scores-final = Endabrechnung: { $list }.
qx-alt-turn = Zug { $turn }; { $bag } Plättchen im Beutel.
qx-alt-last-placed = Zuletzt gelegt: { $list }.
qx-alt-set-aside = Für dieses Legen ausgesetzt, weil sie sich widersprechen (Q-17): { $list }.
qx-alt-free-spaces = Freie Felder für das nächste Plättchen
qx-alt-targets = Wählbare Ziele
qx-alt-pool = Auslage
qx-alt-pool-token = { $tile } ({ $colour }, Marker)
qx-alt-hand = Gewählt, noch zu spielen
qx-alt-cell-tokens = { $tile } { $at } ({ $n } Marker)
qx-alt-black = Schwarze Plättchen
qx-alt-black-seat = Schwarze Plättchen, für { $name }
qx-alt-white = Weiße Plättchen
qx-alt-white-seat = Weiße Plättchen, für { $name }
qx-alt-stone = Der Stein liegt auf { $at }.
qx-alt-removed = Aus dem Spiel

## Pictures (the legend's words share a line: short words)

qx-pic-stone = STEIN
qx-pic-counts = Zug { $turn } · Auslage { $pool } · Beutel { $bag }
qx-pic-outlined-yours = Umrandet: von dir zu spielen
qx-pic-outlined-chosen = Umrandet: gewählt
qx-pic-pool-empty = Die Auslage ist leer
qx-pic-result = { $name }: { $tiles } Plättchen + { $ontiles } Marker darauf + { $supply } im Vorrat
qx-pic-you = { $name } (du)
qx-pic-choosing = wählt Schwarz oder Weiß
qx-pic-drawn-first = beginnt laut Los
qx-pic-seat-final = { $face } · { $points } · Vorrat { $supply }
qx-pic-seat = { $face } · bisher { $points } · Vorrat { $supply }
qx-pic-token = Marker
qx-pic-may-choose = wählbar
qx-pic-chosen = gewählt
qx-pic-free-space = freies Feld
qx-pic-last-placed = zuletzt gelegt
qx-pic-unlabelled = Manche Felder sind zu klein zum Beschriften: siehe die Nachricht.

## Aufforderungen: worauf der Tisch wartet (auf dem Spielfeld, in Erinnerungen und Direktnachrichten)

qx-prompt-choose = { $n ->
    [one] Wähle das Plättchen der Auslage für diesen Zug
   *[other] Wähle die { $n } Plättchen der Auslage für diesen Zug
}
qx-prompt-tile = Wähle, welches gewählte Plättchen als Nächstes kommt
qx-prompt-face = Wähle die Seite von { $tile }
qx-prompt-space = Wähle, wohin { $tile } kommt
qx-prompt-target = Wähle für die Aktion von { $tile }
