# Relinquish auf Deutsch: Brett und private Ansicht als Text, Ereigniszeilen, Menüs und
# Alternativtexte (Issue 48). Glossar: siehe game.ftl.

## Gemeinsame Wörter.

rq-none = keine
rq-nobody = niemand
rq-n-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
rq-n-courts = { $n ->
    [one] { $n } Hofkarte
   *[other] { $n } Hofkarten
}
rq-n-commons = { $n ->
    [one] { $n } Zahlkarte
   *[other] { $n } Zahlkarten
}

## Worauf der Tisch wartet.

rq-phase-turn = Wir warten darauf, dass { $name } den Zug spielt.
rq-phase-turn-choosing = Wir warten darauf, dass { $name } den Zug spielt (wählt Karten für einen Spielzug).
rq-phase-scry = { $name } späht: behält eine von zwei Karten, die andere wird offen abgeworfen.
rq-phase-negate = { $name } verzaubert { $cards } von { $whose } (Summe { $total }) mit { $tarot }. { $waiting } kann mit einem niedrigeren Tarot aufheben.
rq-phase-played-by = { $card } von { $name }
rq-phase-then = {", "}dann{" "}
rq-phase-foil = Meucheln von { $card } von { $whose }: { $played }. { $waiting } kann mit einem Tarot über { $top } vereiteln.
rq-phase-attacker = { $card }→{ $name }{ $met ->
    [yes] {" "}(begegnet)
   *[no] {""}
}
rq-phase-blocking = { $name } wählt einen Angreifer zum Blocken oder Durchlassen.
rq-phase-clash = Duell: { $attacker } von { $name } gegen { $blocker } von { $defender }. Geheime Verstärkungen: { $name } { $attacker_picked ->
    [yes] gewählt
   *[no] wählt noch
}, { $defender } { $defender_picked ->
    [yes] gewählt
   *[no] wählt noch
}.
rq-phase-capture = { $name } wählt, welche der gleichwertigen Zahlkarten von { $whose } erbeutet wird: { $cards }.
rq-phase-battle = { $name } greift an: { $attackers }. { $now }
rq-phase-over-empty = Das Spiel ist vorbei: { $name } hat einen Zug mit leerer Hand beendet.
rq-phase-over-passed = Das Spiel ist vorbei: Alle haben nacheinander gepasst.

## Das Brett als Text.

rq-board-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(Team { $team })
}: Hand { $hand } · Punkte { $score } · { $courts }
rq-board-standing = Stehend: { $cards }
rq-board-resting = Ruhend: { $cards }
rq-board-short = kurzes Spiel
rq-board-beginner = Einsteiger (keine Finesse, keine Annahme)
rq-board-title = { $game } · Zug { $turn } · { $variant }
rq-board-piles = Spähstapel { $scry } · Ablage { $discard }{ $newest ->
    [none] {""}
   *[other] {" "}(neueste zuerst: { $newest })
} · Annahmen { $acceptances ->
    [beginner] keine (Einsteigerspiel)
    [on] an
   *[over] vorbei
}
rq-board-exile = Exil { $n }: { $cards }
rq-board-set-aside = {" "}· verdeckt beiseitegelegt: { $n }
rq-board-used = In diesem Zug genutzt: { $used }
rq-board-passes = Pässe in Folge: { $n } von { $of }
rq-board-final = Endstand: { $standings }
rq-board-team = Team { $team } ({ $names }): { $score }
rq-board-flips = Aufdecken um den Startspieler: { $rounds }
rq-board-flips-then = ; dann{" "}
rq-board-bounties = Kopfgelder bis zum Zugende: { $bounties }
rq-maneuver = { $maneuver ->
    [populate] Besiedeln
    [summon] Beschwören
    [magick] Magie
   *[battle] Schlacht
}

## Die private Ansicht.

rq-private-scrying = Spähen: { $cards } (behalte eine, die andere wird offen abgeworfen)
rq-private-rally = Deine Verstärkung: { $card } (geheim, bis beide Verstärkungen gewählt sind)
# Die Geheimnisprüfung liest diese Zeile als Hand: "(n):" direkt nach den ersten Wörtern.
rq-private-hand = Deine Hand ({ $n }): { $parts }
rq-private-hand-part = { $kind ->
    [common] Zahlkarten
    [court] Hofkarten
   *[tarot] Tarots
} { $cards }
rq-private-hand-empty = leer
rq-choosing-payment = Auswahl: die Bezahlung für { $card }: bisher bezahlt { $paid } (kostet genau { $matched } stehende { $matched ->
    [one] Zahlkarte
   *[other] Zahlkarten
} ihrer Farbe oder genau { $any } beliebiger Farben)
rq-choosing-naming = Auswahl: ruhende Zahlkarten von { $whose } für { $tarot }: bisher benannt { $named } (sie müssen genau { $value } ergeben)
rq-choosing-attackers = Auswahl: Angreifer bisher { $attackers }
rq-choosing-aim = Auswahl: das Ziel von { $ability } ({ $first } und { $second } ruhen lassen)
rq-can-populate = Besiedeln ({ $cards })
rq-can-summon = Beschwören ({ $cards })
rq-can-enchant = Verzaubern
rq-can-augur = Weissagen
rq-can-murder = Meucheln
rq-can-magick = Magie ({ $uses })
rq-can-battle = Schlacht
rq-can-abilities = Fähigkeiten mit zwei stehenden Karten einer Farbe oder Art
rq-can-end = den Zug beenden
rq-can = Du bist am Zug. Du kannst: { $options }.

## Ereigniszeilen.

rq-ev-no-rally = keine Verstärkung
rq-ev-rally = Verstärkung { $card } (+{ $value })
rq-ev-arose = { $b }Zug { $turn }: { $name }{ $e }. Die Karten stehen auf (Erheben).
rq-ev-populated = { $name } besiedelt { $card }.
rq-ev-summoned = { $name } beschwört { $card } und lässt { $paid } zum Bezahlen ruhen.
rq-ev-congregated = { $name } versammelt: legt { $card } aus, lässt { $first } und { $second } ruhen.
rq-ev-conscripted = { $name } zieht ein: legt { $card } aus, lässt { $first } und { $second } ruhen.
rq-ev-arcana = { $name } lässt { $first } und { $second } ruhen für { $ability ->
    [glamour] Blendwerk
    [lavish] Füllhorn (einmal spähen)
    [coerce] Zwang
   *[bounty] Kopfgeld
}.
rq-ev-turned = { $card } von { $whose } { $resting ->
    [yes] ruht jetzt
   *[no] steht jetzt
}.
rq-ev-bountied = Kopfgeld: { $card } ändert sich um { $delta } auf { $value } bis zum Zugende.
rq-ev-enchanted = { $name } verzaubert { $cards } von { $whose } mit { $tarot } (Magie).
rq-ev-negated = { $name } hebt mit { $tarot } auf: nur { $cards } können erbeutet werden.
rq-ev-no-counter = { $name } lässt es gelten.
rq-ev-augured = { $name } weissagt mit { $tarot }: zweimal spähen.
rq-ev-murder = { $name } versucht, { $card } von { $whose } mit { $tarot } zu meucheln (Magie).
rq-ev-foiled = { $name } vereitelt mit { $tarot }!
rq-ev-murdered = Das Meucheln gelingt: { $card } von { $whose } kommt auf den Ablagestapel.
rq-ev-spared = Das Meucheln ist vereitelt: { $card } von { $whose } bleibt.
rq-ev-captured = { $name } erbeutet { $card } von { $from }.
rq-ev-nothing-to-capture = { $name } hat keine stehende Zahlkarte: nichts wird erbeutet.
rq-ev-scries = { $name } späht { $n } { $n ->
    [one] Karte
   *[other] Karten
}.
rq-ev-you-scry-one = Du erspähst { $card }.
rq-ev-you-scry = Du erspähst { $first } und { $second }.
rq-ev-you-keep = Du behältst { $card }{ $discarded ->
    [none] {""}
   *[other] , abgeworfen wird { $discarded }
}.
rq-ev-keeps = { $name } behält eine Karte{ $discarded ->
    [none] {""}
   *[other] , abgeworfen wird { $discarded }
}.
rq-ev-scry-empty = { $name } findet beide Stapel leer: nichts zu erspähen.
rq-ev-reshuffled = Der Spähstapel ist aufgebraucht: Der Ablagestapel ({ $cards }) wird zu einem neuen gemischt.
rq-ev-acceptances-over = Keine Annahmen mehr: Ein Zugende bringt für den Rest des Spiels kein Spähen mehr.
rq-ev-acceptance = { $name } nimmt die Annahme (einmal spähen).
rq-ev-attacker = { $card } auf { $name }
rq-ev-battle = { $name } erklärt die Schlacht: { $attackers }.
rq-ev-blocked = { $name } blockt { $attacker } mit { $blocker }: ein Duell.
rq-ev-declined = { $name } lässt { $card } durch.
rq-ev-your-pick = Deine geheime Wahl: { $rally }.
rq-ev-picked = { $name } hat geheim eine Verstärkung gewählt.
rq-ev-clash-wins = { $card } gewinnt
rq-ev-clash-tie = Gleichstand: Beide Hofkarten fallen, und der Angreifer erbeutet trotzdem
rq-ev-clash = Duell: { $attacker } mit { $attack_rally } = { $attack } gegen { $blocker } mit { $defend_rally } = { $defend }: { $outcome }.
rq-ev-court-discarded = { $card } von { $whose } kommt auf den Ablagestapel.
rq-ev-battle-over = Die Schlacht ist vorbei.
rq-ev-fortified = { $name } befestigt: { $card } ruht.
rq-ev-passes = { $name } passt.
rq-ev-ends = { $name } beendet den Zug.
rq-ev-game-over = { $b }Spielende{ $e } ({ $why ->
    [empty] ein Zug endete mit leerer Hand
   *[passed] alle haben nacheinander gepasst
}): { $standings }.

## Alternativtexte.

rq-alt-hand-count = Deine Hand: { $cards }.
rq-alt-scrying = Spähen: { $cards }; du behältst eine, die andere wird offen abgeworfen.
rq-alt-rally = Deine Verstärkung: { $card }.
rq-alt-just-now = Gerade eben: { $events }
rq-alt-hand = Deine Hand ({ $n }): { $parts }.
rq-alt-final = Endstand: { $standings }.
rq-alt-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(Team { $team })
} Punkte { $score }, { $courts }, { $hand } auf der Hand
rq-alt-players = Spieler
rq-alt-piles = Zug { $turn }. Spähstapel { $scry }, Ablage { $discard }, Exil { $exile }.
rq-alt-standing = Stehende Karten von { $name }
rq-alt-resting = Ruhende Karten von { $name }

## Menüs (höchstens 80 Zeichen).

rq-menu-pair = { $first } und { $second }
rq-menu-power = { $ability ->
    [glamour] Blendwerk (Stäbe): Zahlkarte aufstellen oder ruhen lassen
    [lavish] Füllhorn (Kelche): einmal spähen
    [coerce] Zwang (Schwerter): Hofkarte aufstellen oder ruhen lassen
   *[bounty] Kopfgeld (Münzen): Wert einer Karte in diesem Zug ändern
}
rq-menu-on-table = { $whose ->
    [yours] deine Karte { $card }
    [theirs] { $card } von { $name }
   *[none] { $card }
}{ $changed ->
    [yes] {" "}(jetzt { $value })
   *[no] {""}
}
rq-menu-negate = Aufheben…
rq-menu-foil = Vereiteln…
rq-menu-no-counter = Keine Antwort
rq-menu-confirm-summon = { $done ->
    [yes] Bestätigen
   *[no] Unvollständig
}: { $card } beschwören, bezahlt mit { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(sieh, was fehlt)
}
rq-menu-confirm-enchant = { $done ->
    [yes] Bestätigen
   *[no] Unvollständig
}: { $cards } mit { $tarot } verzaubern{ $done ->
    [yes] {""}
   *[no] {" "}(sieh, was fehlt)
}
rq-menu-confirm-attack = { $done ->
    [yes] Bestätigen
   *[no] Unvollständig
}: angreifen mit { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(sieh, was fehlt)
}
rq-menu-confirm = Bestätigen
rq-menu-nothing-yet = noch nichts
rq-menu-populate = Besiedeln: Zahlkarte auslegen
rq-menu-populate-card = { $card } besiedeln
rq-menu-summon = Beschwören: Hofkarte auslegen
rq-menu-summon-card = { $card } beschwören (danach bezahlen)
rq-menu-enchant = Magie: Verzaubern (ruhende Zahlkarten erbeuten)
rq-menu-with = mit { $card }
rq-menu-enchant-whom = Ruhende Zahlkarten von { $name } (danach benennen)
rq-menu-augur = Magie: Weissagen (zweimal spähen)
rq-menu-exile = { $card } ins Exil
rq-menu-murder = Magie: Hofkarte meucheln
rq-menu-battle = Schlacht: Angreifer wählen
rq-menu-arcana = Arkana: zwei Karten einer Farbe ruhen lassen
rq-menu-rest-pair = { $first } und { $second } ruhen lassen
rq-menu-rest-pair-sum = { $first } und { $second } ruhen lassen ({ $a } + { $b })
rq-menu-congregate = Versammeln: Zahlkarte auslegen (Finesse)
rq-menu-place = { $card } auslegen
rq-menu-conscript = Einziehen: Hofkarte auslegen (Finesse)
rq-menu-end = Zug beenden
rq-menu-fortify = Befestigen (Zahlkarte ruhen lassen) und Zug beenden
rq-menu-fortify-card = { $card } befestigen
rq-menu-name = { $card } benennen
rq-menu-pay = Mit { $card } bezahlen
rq-menu-attack = { $name } mit { $card } angreifen
rq-menu-attack-with = Mit { $card } angreifen…
rq-menu-attack-at = { $name } angreifen
rq-menu-unpick = { $card } wieder aus der Auswahl nehmen
rq-menu-back = Zurück: Auswahl verwerfen
rq-menu-turn = { $card } { $stand ->
    [yes] aufstellen
   *[no] ruhen lassen
}
rq-menu-bounty-on = Kopfgeld auf { $card }
rq-menu-bounty-by = { $amount } (Wert von { $card }): wird { $after }
rq-menu-captures-nothing = { $name } erbeutet nichts
rq-menu-captures-only = { $name } erbeutet nur { $cards }
rq-menu-keep-discard = { $card } behalten, { $other } abwerfen
rq-menu-keep = { $card } behalten
rq-menu-block = Mit deiner Karte { $card } blocken (Stärke { $strength })
rq-menu-let-through = Durchlassen (er erbeutet)
rq-menu-let-all-through = Alle übrigen Angreifer durchlassen
rq-menu-no-rally = Keine Verstärkung
rq-menu-rally = Verstärkung { $card } (+{ $value })
rq-menu-capture = { $card } erbeuten
rq-menu-meet = { $card } begegnen (Stärke { $strength })
rq-menu-cannot-negate = Kein Tarot von dir kann das aufheben: gelten lassen
rq-menu-cannot-foil = Kein Tarot von dir kann das vereiteln: gelten lassen
