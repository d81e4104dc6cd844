# Relinquish auf Deutsch: Karten, Ablehnungen der Regeln, Aufforderungen, Lobby, /play-Optionen
# und die /rules-Zusammenfassung (Issue 48). Regelentscheidungen als RQ-n in Kommentaren.
# Glossar: Common = Zahlkarte, Court = Hofkarte (Page = Bube, Knight = Ritter, King = König,
# Queen = Königin), Tarot = Tarot (Mz. Tarots); Wands = Stäbe, Cups = Kelche, Swords = Schwerter,
# Pence = Münzen; Stand/Standing = stehen/stehend, Rest/Resting = ruhen/ruhend (ruhen lassen),
# tableau = Auslage, hand = Hand, scry = spähen, scry pile = Spähstapel, discard pile =
# Ablagestapel, exile = Exil, set aside = beiseitegelegt; Populate = Besiedeln, Summon =
# Beschwören, Magick = Magie (Enchant = Verzaubern, Augur = Weissagen, Murder = Meucheln),
# Negate = Aufheben, Foil = Vereiteln, Battle = Schlacht, Clash = Duell, Rally = Verstärkung,
# attacker = Angreifer, block = blocken, capture = erbeuten; Arcana = Arkana (Glamour =
# Blendwerk, Lavish = Füllhorn, Coerce = Zwang, Bounty = Kopfgeld), Finesse = Finesse
# (Congregate = Versammeln, Conscript = Einziehen); Fortify = Befestigen, Acceptance = Annahme,
# Arise = Erheben; turn = Zug, seat = Platz, host = Gastgeber.

## Karten.

rq-suit = { $suit ->
    [wands] Stäbe
    [cups] Kelche
    [swords] Schwerter
   *[pence] Münzen
}
rq-rank = { $rank ->
    [page] Bube
    [knight] Ritter
    [king] König
   *[queen] Königin
}
rq-card-common = { $value } { $suit ->
    [wands] Stäbe
    [cups] Kelche
    [swords] Schwerter
   *[pence] Münzen
}
rq-card-court = { $rank ->
    [page] Bube
    [knight] Ritter
    [king] König
   *[queen] Königin
} der { $suit ->
    [wands] Stäbe
    [cups] Kelche
    [swords] Schwerter
   *[pence] Münzen
}
rq-card-tarot = { $code } { $name }
# RQ-22: die Namen des Rider-Waite-Smith-Tarots.
rq-tarot = { $n ->
    [0] Der Narr
    [1] Der Magier
    [2] Die Hohepriesterin
    [3] Die Herrscherin
    [4] Der Herrscher
    [5] Der Hierophant
    [6] Die Liebenden
    [7] Der Wagen
    [8] Die Kraft
    [9] Der Eremit
    [10] Das Rad des Schicksals
    [11] Die Gerechtigkeit
    [12] Der Gehängte
    [13] Der Tod
    [14] Die Mäßigkeit
    [15] Der Teufel
    [16] Der Turm
    [17] Der Stern
    [18] Der Mond
    [19] Die Sonne
    [20] Das Gericht
   *[21] Die Welt
}
rq-ability = { $ability ->
    [glamour] Blendwerk
    [lavish] Füllhorn
    [coerce] Zwang
    [bounty] Kopfgeld
    [congregate] Versammeln
   *[conscript] Einziehen
}

## Ablehnungen.

rq-err-pair-same = { $ability } braucht zwei verschiedene Karten
rq-err-pair-standing = { $ability } lässt zwei stehende Karten deiner eigenen Auslage ruhen; { $card } ist keine davon
rq-err-arcana-suit = { $ability } braucht zwei stehende Karten der Farbe { $suit ->
    [wands] Stäbe
    [cups] Kelche
    [swords] Schwerter
   *[pence] Münzen
} (Zahl- oder Hofkarten); { $card } ist keine davon
rq-err-arcana-nothing = { $ability } hat außer seinen eigenen zwei Karten nichts, worauf es wirken kann
rq-err-no-turn = { $ability } dreht keine Karte
rq-err-own-activating = { $ability } kann nicht auf seine eigenen auslösenden Karten wirken
rq-err-turn-target = { $ability } dreht eine { $kind ->
    [court] Hofkarte
   *[common] Zahlkarte
} in einer beliebigen Auslage; { $card } ist keine
rq-err-bounty-own = Kopfgeld kann seine eigenen auslösenden Karten nicht ändern
rq-err-bounty-target = Kopfgeld ändert eine Zahl- oder Hofkarte in einer Auslage; { $card } liegt in keiner
rq-err-bounty-amount = Der Betrag ist der Wert einer der beiden auslösenden Karten ({ $first } oder { $second }), nicht { $card }
rq-err-beginner-finesse = Das ist ein Einsteigerspiel: keine Finesse
rq-err-congregate-card = Versammeln legt eine Zahlkarte aus deiner Hand aus; { $card } ist keine
rq-err-congregate-pair = Versammeln lässt zwei stehende Zahlkarten ruhen
rq-err-congregate-sum = Die beiden Zahlkarten müssen zusammen { $value } ergeben, den Wert von { $card }; { $first } und { $second } ergeben { $sum }
rq-err-conscript-card = Einziehen legt eine Hofkarte aus deiner Hand aus; { $card } ist keine
rq-err-conscript-pair = Einziehen lässt zwei stehende Hofkarten ruhen
rq-err-no-seat = An diesem Tisch gibt es keinen Platz { $seat }
rq-err-no-such-seat = Diesen Platz gibt es an diesem Tisch nicht
rq-err-over = Das Spiel ist vorbei
rq-err-not-your-turn = Ein anderer Spieler ist am Zug
rq-err-scry-first = Behalte zuerst eine der beiden erspähten Karten
rq-err-seat-scrying = Platz { $seat } späht gerade
rq-err-wait-negate = Eine Verzauberung wartet auf ein Aufheben oder auf keine Antwort
rq-err-wait-foil = Ein Meucheln wartet auf ein Vereiteln oder auf keine Antwort
rq-err-wait-battle = Eine Schlacht läuft: jetzt nur Blocken, Verstärkungen und Erbeuten
rq-err-not-now = Das geht jetzt nicht
rq-err-no-choice = Es läuft keine Auswahl
rq-err-your-turn = Darauf wartet nichts: du bist am Zug
rq-err-choose-target = Wähle das Ziel oder geh zurück
rq-err-not-chosen = { $card } gehört nicht zu deiner Auswahl
rq-err-no-attacker = Wähle mindestens einen Angreifer oder geh zurück
rq-err-pick-payment = Wähle die Zahlkarten, die das Beschwören bezahlen, dann bestätige (oder geh zurück)
rq-err-pick-named = Wähle die ruhenden Zahlkarten zum Verzaubern, dann bestätige (oder geh zurück)
rq-err-pick-attackers = Wähle Angreifer und wen sie angreifen, dann bestätige (oder geh zurück)
rq-err-choose-target-of = Wähle das Ziel von { $ability } oder geh zurück
rq-err-battled = Du hast in diesem Zug schon eine Schlacht geschlagen (eine pro Zug)
rq-err-battle-court = Für eine Schlacht brauchst du eine eigene stehende Hofkarte zum Angreifen
rq-err-attack-with = Greif mit einer stehenden Hofkarte deiner eigenen Auslage an; { $card } ist keine
rq-err-attacking = { $card } greift schon an
rq-err-attack-opponent = Greif einen Gegner an
rq-err-no-attacker-waiting = Kein Angreifer wartet auf dich
rq-err-other-defender = Gerade wählt ein anderer Verteidiger
rq-err-not-attacker = { $card } ist kein Angreifer gegen dich, dem du noch begegnen musst
rq-err-block-with = Blocke mit einer stehenden Hofkarte deiner eigenen Auslage; { $card } ist keine
rq-err-no-rally = Du hast gerade keine Verstärkung zu wählen
rq-err-rally-with = Verstärke mit einer Zahlkarte aus deiner Hand oder mit keiner; { $card } ist keine
rq-err-capture-one = Erbeute eine von { $cards }; nicht { $card }
rq-err-no-capture = Du hast nichts zu erbeuten
rq-err-magicked = Du hast in diesem Zug schon Magie gewirkt (ein Tarot pro Zug)
rq-err-magick-tarot = Magie braucht ein Tarot; { $card } ist keins
rq-err-not-in-hand = { $card } ist nicht in deiner Hand
rq-err-enchant-opponent = Verzaubern nimmt ruhende Zahlkarten eines Gegners
rq-err-enchant-sum = Keine ruhenden Zahlkarten dieses Spielers ergeben genau { $value }, den Wert von { $card }
rq-err-name-resting = Benenne ruhende Zahlkarten des verzauberten Spielers; { $card } ist keine
rq-err-named-already = { $card } ist schon benannt
rq-err-name-overshoots = Mit { $card } können die benannten Zahlkarten (jetzt { $so_far }) nicht mehr genau { $value } ergeben
rq-err-name-one = Benenne mindestens eine ruhende Zahlkarte zum Verzaubern
rq-err-named-sum = Die benannten Zahlkarten müssen genau { $value } ergeben, den Wert von { $card }; sie ergeben { $sum }
rq-err-no-enchant = Es gibt keine Verzauberung zum Aufheben
rq-err-negate-who = Nur der verzauberte Spieler (oder sein Partner) darf aufheben
rq-err-negate-tarot = Hebe mit einem Tarot aus deiner Hand auf; { $card } ist keins
rq-err-negate-lower = Aufheben braucht ein Tarot unter { $enchant } ({ $value }); { $card } liegt nicht darunter
rq-err-keep-named = Wähle die behaltenen Zahlkarten unter den benannten, jede einmal; { $card } gehört nicht dazu
# RQ-7: Der Narr hebt die ganze Verzauberung auf.
rq-err-fool-names = Der Narr hebt die ganze Verzauberung auf: benenne damit keine Zahlkarten
rq-err-negate-sum = Die Zahlkarten, die du abgibst, müssen genau { $value } ergeben, den Wert von { $card }; sie ergeben { $sum }
rq-err-augur-tarot = Weissagen braucht ein Tarot unter { $death }; { $card } kann stattdessen meucheln oder verzaubern
rq-err-murder-tarot = Meucheln braucht ein Tarot ab { $death }; { $card } kann stattdessen weissagen oder verzaubern
rq-err-murder-target = Meucheln trifft eine Hofkarte in der Auslage eines Gegners; { $card } ist keine
rq-err-no-murder = Es gibt kein Meucheln zum Vereiteln
rq-err-foil-who = Deine Seite ist nicht mit Vereiteln dran
rq-err-foil-tarot = Vereitle mit einem Tarot aus deiner Hand; { $card } ist keins
rq-err-foil-higher = Vereiteln braucht ein Tarot über dem zuletzt gespielten ({ $last }); { $card } liegt nicht darüber
rq-err-nothing-to-answer = Du hast nichts zu beantworten
rq-err-populated = Du hast in diesem Zug schon besiedelt (einmal pro Zug)
rq-err-populate-common = Besiedeln legt eine Zahlkarte aus; { $card } ist keine
# RQ-4, RQ-14.
rq-err-populate-low = Besiedeln braucht eine Zahlkarte mindestens so hoch wie deine höchste stehende Zahlkarte ({ $high }); { $card } ist niedriger. Lass diese Zahlkarte zuerst ruhen (bezahle damit ein Beschwören oder nutze eine Arkana oder eine Finesse)
rq-err-summon-court = Beschwören legt eine Hofkarte aus; { $card } ist keine
# RQ-3.
rq-summon-cost = { $card } kostet { $matched } stehende { $matched ->
    [one] Zahlkarte
   *[other] Zahlkarten
} der Farbe { $suit ->
    [wands] Stäbe
    [cups] Kelche
    [swords] Schwerter
   *[pence] Münzen
} oder { $any } stehende Zahlkarten beliebiger Farben
rq-err-summoned = Du hast in diesem Zug schon beschworen (einmal pro Zug)
rq-err-summon-rank = Du hast einen stehenden { $high }: ein Beschwören muss diesen Rang oder höher haben; { $rank } ist niedriger
rq-err-summon-have = { $cost }; du hast { $all } stehende { $all ->
    [one] Zahlkarte
   *[other] Zahlkarten
} ({ $suited } in ihrer Farbe)
rq-err-pay-with = Bezahle mit stehenden Zahlkarten deiner eigenen Auslage; { $card } ist keine
rq-err-paid-already = { $card } gehört schon zur Bezahlung
rq-err-pay-inexact = { $cost }; mit { $card } ginge die Bezahlung nicht genau auf
rq-err-pay-chosen = { $cost }; du hast { $n } gewählt
rq-err-keep-scried = Behalte eine der beiden erspähten Karten, nicht { $card }
rq-err-no-scry = Du hast keine erspähten Karten zur Auswahl
rq-err-fortify = Befestigen lässt eine stehende Zahlkarte deiner eigenen Auslage ruhen; { $card } ist keine
rq-err-damaged = Der gespeicherte Stand dieses Spiels ist widersprüchlich
rq-err-players = Relinquish braucht { $min } bis { $max } Spieler, nicht { $players }
# RQ-1, RQ-23.
rq-err-teams-players = Teams spielen zwei gegen zwei: Es braucht genau 4 Spieler, nicht { $players }

## Aufforderungen.

rq-prompt-turn = Spiel deinen Zug: Besiedeln, Beschwören, Magie, Schlacht, Fähigkeiten, dann beende den Zug
rq-prompt-scry = Behalte eine der beiden erspähten Karten
rq-prompt-negate = Hebe die Verzauberung von { $name } ({ $card }) auf { $whose ->
    [yours] deine
   *[partner] die deines Partners
} Zahlkarten mit einem niedrigeren Tarot auf oder lass sie gelten
rq-prompt-foil = Vereitle das Meucheln von { $card } mit einem Tarot über { $value } oder lass es gelten
rq-prompt-block = Wähle einen Angreifer: blocke ihn mit einer stehenden Hofkarte oder lass ihn durch
rq-prompt-rally = Duell von { $attacker } und { $blocker }: verstärke mit einer Zahlkarte oder mit keiner
rq-prompt-capture = Wähle, welche der gleichwertigen Zahlkarten du erbeutest

## /rules.

rq-rules =
    {"**"}Relinquish** (2–4 Spieler oder 2 gegen 2) – ein Tarotdeck mit 78 Karten. Wer am Ende die höchste Summe an Zahlkarten in der eigenen Auslage hat, gewinnt.

    {"**"}Karten:** Zahlkarten 1–10 wie `7 Stäbe`, `10 Kelche`, `3 Schwerter`, `9 Münzen`; Hofkarten Bube, Ritter, König, Königin (Stärke 0–3), geschrieben `Königin der Schwerter`; Tarots `T0` (Der Narr) bis `T21` (Die Welt). Die Bilder zeigen ▮ Stäbe, ▼ Kelche, ✖ Schwerter, ✪ Münzen und die Hofkarten als P (Bube), N (Ritter), K (König), Q (Königin). Alle beginnen mit 13 Karten; ausgelegte Karten **stehen** oder **ruhen** (quer gedreht).

    {"**"}Dein Zug:** Alle deine Karten stehen wieder auf. Dann, in beliebiger Reihenfolge, höchstens je einmal:
    • **Besiedeln** – leg eine Zahlkarte aus, mindestens so hoch wie deine höchste stehende Zahlkarte.
    • **Beschwören** – leg eine Hofkarte aus, nicht niedriger als deine stehenden Hofkarten, und bezahle, indem du stehende Zahlkarten ruhen lässt: Bube oder Ritter 1 ihrer Farbe oder 2 beliebige; König oder Königin 2 ihrer Farbe oder 3 beliebige.
    • **Magie** – schick ein Tarot ins Exil. **Verzaubern**: benenne ruhende Zahlkarten eines Gegners, die zusammen die Zahl des Tarots ergeben, und erbeute sie. **Weissagen** (unter 13): zweimal spähen. **Meucheln** (ab 13): wirf eine Hofkarte eines Gegners ab.
    • **Schlacht** – lass stehende Hofkarten ruhen, um stehende Zahlkarten der Gegner anzugreifen.
    Dann beende den Zug, wahlweise mit einer deiner Zahlkarten ruhend (**Befestigen**), und nimm die **Annahme**: einmal spähen. **Spähen** heißt: zwei Karten vom Stapel ansehen, eine behalten und die andere offen abwerfen.

    {"**"}Fähigkeiten** (so oft du zahlen kannst): Lass zwei stehende Karten einer Farbe ruhen. Stäbe: **Blendwerk** stellt eine Zahlkarte auf oder lässt sie ruhen; Schwerter: **Zwang** macht dasselbe mit einer Hofkarte; Münzen: **Kopfgeld** addiert oder zieht den Wert einer der beiden zahlenden Karten bis Zugende von einer Karte ab; Kelche: **Füllhorn** späht. **Finesse**: Zwei Zahlkarten, die zusammen eine Zahlkarte deiner Hand ergeben, legen diese aus (**Versammeln**); zwei Hofkarten legen eine Hofkarte aus deiner Hand aus (**Einziehen**).

    {"**"}Antworten:** Der verzauberte Spieler (oder sein Partner) kann mit einem niedrigeren Tarot **aufheben**: Nur benannte Zahlkarten, die zusammen dieses Tarot ergeben, werden erbeutet (Der Narr stoppt alles). Wer eine Hofkarte gemeuchelt bekommt, kann mit einem höheren Tarot **vereiteln**; die Seite des Meuchlers kann zurück vereiteln und so weiter; das letzte Tarot entscheidet. Antworten kommen als Knöpfe mit Zeitlimit; das Fenster öffnet sich, egal was deine Hand hält.

    {"**"}Schlacht:** Jeder angegriffene Spieler begegnet den Angreifern einzeln: blocke mit einer stehenden Hofkarte (ein **Duell**) oder lass durch. Im Duell wählen beide geheim eine **Verstärkung**, eine Zahlkarte aus der Hand (oder keine); Stärke plus Verstärkung entscheidet, der Verlierer wird abgeworfen, bei Gleichstand beide. Ein siegreicher oder ungeblockter Angreifer erbeutet eine stehende Zahlkarte: Bube und Ritter nehmen die niedrigste, König und Königin die höchste. Ein siegreicher Blocker darf erneut blocken.

    {"**"}Ende:** wenn ein Spieler einen Zug mit leerer Hand beendet oder alle nacheinander passen. Zahlkarten zählen ihren aufgedruckten Wert (Partner zählen zusammen); bei Gleichstand gewinnen mehr Hofkarten. Optionen: **kurzes** Spiel, **Einsteiger** (keine Finesse, keine Annahme), **Teams**.

## /play-Optionen.

rq-play-yes = ja
rq-play-no = nein
rq-play-short = Relinquish: ein kurzes Spiel mit einem Spähstapel aus 16 Karten (nein)
rq-play-beginner = Relinquish: ein Einsteigerspiel ohne Finesse und Annahmen (nein)
rq-play-teams = Relinquish: Teams 2 gegen 2, 4 Spieler (nein)

## Lobby (RQ-1).

rq-lobby-length = Spiellänge (Gastgeber)
rq-lobby-full = Volles Spiel: alle nicht ausgeteilten Karten im Spähstapel
rq-lobby-short = Kurzes Spiel: ein Spähstapel aus 16 Karten
rq-lobby-beginner = Einsteigerspiel (Gastgeber)
rq-lobby-standard = Standard: Finesse und Annahmen
rq-lobby-beginner-yes = Einsteiger: keine Finesse, keine Annahme
rq-lobby-teams = Teams (Gastgeber)
rq-lobby-teams-no = Jeder für sich
rq-lobby-teams-yes = Teams 2 gegen 2 (4 Spieler, Partner auf jedem zweiten Platz)
rq-lobby-not-a-choice = "{ $value }" ist keine der Möglichkeiten.
rq-lobby-game = Spiel: { $short ->
    [yes] kurz (Spähstapel aus 16 Karten)
   *[no] volle Länge
} · { $beginner ->
    [yes] Einsteiger (keine Finesse, keine Annahme)
   *[no] Standard
} · { $teams ->
    [yes] Teams 2 gegen 2
   *[no] keine Teams
}
rq-lobby-side = { $team }: { $names }
rq-lobby-teams-line = Teams nach Platz (jeder zweite Platz): { $sides }
rq-lobby-so-far = ⚠ Stand jetzt: { $why }.
