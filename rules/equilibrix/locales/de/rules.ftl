# Equilibrix Project auf Deutsch (issue 48): /rules, Option, Lobby, Aufforderungen, Ablehnungen.
# Glossar: lens = Linse, triangle = Dreieck, stone = Stein, field = Feld, node = Knoten,
# Vitruvian = Vitruvianer, Tree of Life = Baum des Lebens, Flower of Life = Blume des Lebens,
# row = Reihe, column = Spalte, spiral = Spirale, positional action = Positionsaktion,
# political action = politische Aktion, political map = politische Karte, relation = Beziehung,
# coalition = Koalition, opposition = Opposition, partner = Partner, opponent = Gegner,
# surround = Umzingelung, formation = Formation, commissioned project = Auftragsprojekt,
# obligatory = Pflicht-, voluntary = freiwillig, pile = Stapel, card = Karte, tax = Steuer,
# charity = Wohltätigkeit, stock = Vorrat, round = Runde, standard = Standard, magical = magisch,
# table = Tisch, seat = Platz, host = Gastgeber, turn = Zug.
# Anrede: du. Feldbezeichnungen (D4ne), Kartenfelder (C1), Formationen (F3) und die Felder des
# Baums (Tiferet) sind Namen und bleiben.

## /rules
ex-rules-intro = **Equilibrix Project** (3-6 Spieler) — baue auf der Blume des Lebens, schmiede Koalitionen und bring deinen Vitruvianer als Erster in die Mitte der Wertungsspirale.
ex-rules-board = **Spielplan.** Die Felder sind Linsen (zwischen zwei benachbarten Knoten) und Dreiecke; sie heißen nach ihrer Bezeichnung, z. B. `D4ne` (eine Linse von Knoten D4 nach Nordosten) oder `C3d`. Jeder hat 10 Linsensteine und 6 Dreiecksteine; drei davon liegen zu Beginn auf dem Plan.
ex-rules-turn = **Dein Zug:** zwei Positionsaktionen und eine politische Aktion, in beliebiger Reihenfolge; du darfst den Zug früher beenden.
ex-rules-positional = • **Positionsaktion** — zieh deinen Vitruvianer auf dem **Baum des Lebens** auf ein verbundenes freies Feld (oder spring, wenn keins frei ist). Die **Reihe** des Feldes sagt, welches Steinpaar zählt (zwei Linsen, zwei Dreiecke oder je eins) und welche Umzingelung punktet; seine **Spalte** gibt den Winkel zwischen den beiden Steinen an. Dann legst oder nimmst du einen deiner Steine so, dass er mit einem anderen von dir (**Standard**) oder mit einem Stein eines Koalitionspartners (**magisch**, kostet beide Positionsaktionen) dieses Paar in diesem Winkel bildet. Ein Zug kommt immer mit seinem Stein: Angeboten werden nur Züge, die einen erlauben, **Zurück** nimmt den Zug zurück, und erlaubt kein Zug einen Stein, entfallen deine Positionsaktionen.
ex-rules-political = • **Politische Aktion** — zuerst entwickelt sich deine Karte (jede Beziehung rückt einen Schritt entlang ihres Pfeils; manche verlassen die Karte), dann darfst du bis zu drei Vitruvianer anderer Spieler auf die Kreise deiner Karte setzen. Koalitionsfelder machen Partner (höchstens zwei), Oppositionsfelder machen Gegner.
ex-rules-scoring = **Wertung.** Umzingle Steine eines Gegners in der Formation deiner Reihe: Sie gehen in den Vorrat zurück und bringen dir Punkte. Melde ein **Auftragsprojekt** (kleine, mittlere oder große Karte), sobald seine Pflichtfelder besetzt sind: Die Farben dort punkten danach, wie viele Steine sie halten, freiwillige Felder bringen etwas dazu. Punkte bewegen deinen Vitruvianer die Spirale entlang.
ex-rules-taxes = **Steuern.** Wer einen Knoten der Spirale überquert, zahlt Steine vom Plan. Standen alle anderen schon hinter dem Knoten, als du ihn überquert hast, warst du der Letzte und darfst **Wohltätigkeit** rufen: Dann zahlt der in diesem Moment Bestplatzierte. Gemeinsam erzielte Punkte bewegen einen Vitruvianer nach dem anderen: größere Gewinne zuerst, dann niedrigere Positionen, dann die Sitzreihenfolge ab dem Spieler am Zug.
ex-rules-end = **Ende:** Der erste Vitruvianer in der Mitte gewinnt; sonst entscheiden nach dem Rundenlimit (Option `turns`, standardmäßig 40, 0 für keins) die Positionen auf der Spirale.
ex-rules-rulings = Wo die Regel schweigt, haben wir entschieden: Politische Aktion und Meldungen finden zwischen Positionsaktionen statt; eine Steuer entscheidet, wer sie zahlt, auch außerhalb seines Zuges; Umzingelungen punkten nur beim Legen; kleine Projekte haben keine freiwilligen Punkte.

## /play und Lobby
ex-play-turns = Equilibrix Project: Runden, bis die Spirale entscheidet (40; 0 = kein Limit)
ex-lobby-turns = Rundenlimit (Gastgeber)
ex-lobby-turns-none = Kein Rundenlimit: spielen, bis jemand die Mitte erreicht
ex-lobby-turns-standard = { $n } Runden (Standard)
ex-lobby-turns-n = { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden
}
ex-lobby-not-rounds = "{ $value }" ist keine Rundenzahl.
ex-lobby-no-limit = Spiel: kein Rundenlimit
ex-lobby-limit = Spiel: höchstens { $n } Runden
ex-lobby-so-far = ⚠ { $why } (bisher).
ex-needs-players = Equilibrix Project braucht { $min } bis { $max } Spieler, nicht { $players }
ex-most-rounds = Höchstens { $n } Runden (0 für kein Limit)
ex-damaged = Das gespeicherte Spiel ist beschädigt
ex-no-start = Keine Startaufstellung für { $n } Spieler

## Aufforderungen
ex-prompt-charity = Als Letzter über den Knoten nach Feld { $node }: { $stones } Steuer zahlen oder Wohltätigkeit rufen (dann zahlt { $leader })
ex-best-placed = der bestplatzierte andere Spieler
ex-prompt-tax = Steuer für den Knoten nach Feld { $node }: { $stones } vom Plan zurückgeben
ex-prompt-turn = Spiel deinen Zug: noch { $positional }{ $political ->
    [done] , politische Aktion erledigt
   *[due] , die politische Aktion steht noch aus
}
ex-prompt-moved-earlier = Leg oder nimm einen Stein nach der aktivierten Regel, oder lass ihn weg
ex-prompt-moved = Leg oder nimm einen Stein nach der aktivierten Regel, oder geh zurück und nimm den Zug zurück
ex-prompt-chosen = Wähle das Feld für den Stein
ex-prompt-recruiting = Setz bis zu drei Vitruvianer auf deine politische Karte

## Ablehnungen
ex-no-game-over = Das Spiel ist vorbei
ex-no-seat = An diesem Tisch gibt es keinen Platz { $seat }
ex-no-stone-of-yours = Auf { $field } liegt kein Stein von dir
ex-no-waiting-tax = Warten, bis Platz { $seat } eine Steuer zahlt
ex-no-waiting-charity = Warten, bis Platz { $seat } über Wohltätigkeit entscheidet
ex-no-tax = Es ist keine Steuer fällig
ex-no-turn = Platz { $seat } ist am Zug
ex-no-positional = Beide Positionsaktionen sind verbraucht
ex-no-move = Dein Vitruvianer kann nicht nach { $field } (er muss auf ein verfügbares verbundenes Feld ziehen, springen nur, wenn keins frei ist, und nicht dorthin zurück, wo er den Zug begonnen hat)
ex-no-political = Die politische Aktion ist in diesem Zug erledigt
ex-no-project = Dieses Projekt gibt es nicht
ex-no-shape = Diese Felder haben nicht die Form von { $project }
ex-no-completable = Diese Pflichtfelder sind nicht alle von dir und deiner Koalition besetzt (bei einem kleinen Projekt: von dir allein)
ex-no-magical = Eine magische Nutzung braucht beide Positionsaktionen
ex-no-stone-that-way = Die Regel erlaubt so gerade keinen Stein
ex-no-back-earlier = Dieses Spiel läuft nach den früheren Regeln, bei denen ein Zug nicht zurückgenommen wird: nutze die Regel, lass den Stein weg oder beende den Zug
ex-no-skip = Ein Zug auf dem Baum kommt mit seinem Stein: geh zurück, um den Zug zurückzunehmen, oder beende den Zug
ex-no-field-that-way = Die aktivierte Regel erlaubt { $field } so nicht
ex-no-idle = Zieh auf dem Baum, entwickle Beziehungen, melde ein Projekt oder beende den Zug
ex-no-moved-earlier = Wähle, wie du die Regel nutzt, oder lass den Stein weg
ex-no-moved = Wähle, wie du die Regel nutzt, oder geh zurück und nimm den Zug zurück
ex-no-chosen = Wähle das Feld oder geh zurück
ex-no-recruiting = Setz einen Vitruvianer auf deine politische Karte oder hör auf
ex-no-more-placements = Höchstens { $n } Vitruvianer pro politischer Aktion
ex-no-own-vitruvian = Nur die Vitruvianer der anderen Spieler kommen auf deine Karte
ex-already-on = Dieser Vitruvianer steht schon auf { $field }
ex-circle-only = Neue Beziehungen beginnen nur auf einem Kreisfeld
ex-map-field-full = { $field } ist voll
ex-map-field-not-empty = { $field } nimmt neue Vitruvianer nur auf, wenn es leer ist
ex-coalition-full = Eine Koalition hat höchstens { $n } Partner
