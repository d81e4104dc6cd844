# Equilibrix Project auf Deutsch (issue 48): Text von Spielplan und eigener Ansicht, Ereignisse,
# Menüs, Alt-Texte. Glossar: siehe rules.ftl (Linse, Dreieck, Stein, Knoten, Vitruvianer,
# Baum des Lebens, Spirale, Positionsaktion, politische Karte, Koalition, Opposition,
# Umzingelung, Auftragsprojekt, Steuer, Wohltätigkeit, Vorrat, Runde).

ex-nobody = niemand
ex-none = keine
ex-the-leader = der Führende
ex-how-place-standard = legen (Standard)
ex-how-place-magical = legen (magisch, mit dem Stein eines Partners)
ex-how-remove-standard = nehmen (Standard)
ex-how-remove-magical = nehmen (magisch, mit dem Stein eines Partners)
ex-pair-bb = zwei Linsen
ex-pair-tt = zwei Dreiecke
ex-pair-bt = eine Linse und ein Dreieck
ex-rule = { $pair } im Winkel { $degrees }°, Umzingelung { $formation }
ex-pos-off = nicht auf der Spirale
ex-pos-centre = in der Mitte
ex-pos-field = Feld { $field }
ex-stones = { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}
ex-positional-actions = { $n ->
    [one] { $n } Positionsaktion
   *[other] { $n } Positionsaktionen
}
ex-stock = { $lenses ->
    [one] { $lenses } Linse
   *[other] { $lenses } Linsen
}, { $triangles ->
    [one] { $triangles } Dreieck
   *[other] { $triangles } Dreiecke
}
ex-map-legend = Kartenfelder: C1, C2 Koalition; CD Koalition, doppelt; O1, O2 Opposition; OD Opposition, doppelt
ex-column-left = links
ex-column-middle = Mitte
ex-column-right = rechts

ex-status-over = Spiel vorbei nach Runde { $round }: { $why }.
ex-over-centre = { $name } hat die Mitte erreicht und gewinnt
ex-over-limit-furthest = das Rundenlimit ist erreicht; { $name } ist auf der Spirale am weitesten
ex-over-limit = das Rundenlimit ist erreicht
ex-status-round = Runde { $round } von { $limit }
ex-status-round-unlimited = Runde { $round } ohne Rundenlimit
ex-status-turn = { $round } · { $name } ist am Zug: noch { $positional }, politische Aktion { $political ->
    [done] erledigt
   *[due] offen
}
ex-step-moved = gezogen, wählt, wie die Regel genutzt wird
ex-step-chosen = wählt das Feld zum Ziel: { $how }
ex-step-recruiting = rekrutiert ({ $placed } von 3 gesetzt)
ex-tree-title = Baum des Lebens
ex-tree-note = (Reihe: Paar und Umzingelung; Spalte: Winkel)
ex-tree-row = Reihe { $row }: { $pair }, Umzingelung { $formation }
ex-tree-column = Spalte { $column } ({ $piece }): zwei Linsen { $bb }°, zwei Dreiecke { $tt }°, Linse und Dreieck { $bt }°
ex-tree-field = • { $field } (Reihe { $row }, { $column }): { $rule }
ex-tree-off = Noch nicht auf dem Baum: { $names }
ex-spiral-title = Spirale
ex-spiral-line = (Mitte { $centre }): { $places }
ex-projects-title = Projekte
ex-project-line = { $size ->
    [small] Klein
    [medium] Mittel
   *[large] Groß
} ({ $points } Punkte): { $project } auf { $fields }
ex-project-voluntary = , freiwillig { $fields }
ex-project-next = ; als Nächstes { $project }
ex-project-no-next = ; keine nächste Karte
ex-project-pile = {" "}({ $n } im Stapel)
ex-maps-title = Politische Karten
ex-map-line = { $fields }; Partner { $partners }; Gegner { $opponents }
ex-map-empty = leer
ex-stones-title = Steine
ex-stones-note = (Linsen; Dreiecke; im Vorrat)
ex-stones-line = { $name }: { $lenses }; { $triangles }; Vorrat { $stock }
ex-tax-decides = Steuer: { $name } hat den Knoten nach Feld { $node } als Letzter überquert und entscheidet: { $stones } zahlen oder { $leader } zahlen lassen
ex-tax-returns = Steuer: { $name } gibt { $stones } in den Vorrat zurück (Knoten nach Feld { $node })
ex-last-change = Letzte Änderung: { $fields }

ex-watching = Du schaust zu.
ex-your-map = Deine politische Karte: { $map } ({ $legend })
ex-your-stock = Dein Vorrat: { $stock } · Spirale { $spiral }
ex-your-vitruvian-on = Dein Vitruvianer steht auf { $field } im Baum.
ex-your-vitruvian-off-any = Dein Vitruvianer ist noch nicht auf dem Baum: jedes freie Feld.
ex-your-vitruvian-off = Dein Vitruvianer ist noch nicht auf dem Baum.
ex-now-over = Das Spiel ist vorbei.
ex-now-charity = Jetzt: Du hast einen Knoten als Letzter überquert. Zahl { $stones } selbst oder ruf Wohltätigkeit.
ex-now-pay = Jetzt: Wähle { $stones } von dir, die als Steuer in den Vorrat zurückgehen.
ex-now-waiting-tax = Jetzt: Warten, bis eine Steuer bezahlt ist.
ex-now-playing = Jetzt: { $name } spielt.
ex-now-can = Jetzt: { $can }.
ex-can-move = auf dem Baum ziehen (noch { $positional })
ex-can-political = die politische Aktion
ex-can-report = ein Auftragsprojekt melden, sobald seine Felder besetzt sind
ex-can-end = den Zug beenden
ex-now-moved-rule = Jetzt: Deine Regel ist { $rule }. Leg oder nimm einen Stein, oder { $or ->
    [leave] lass ihn weg
   *[back] geh zurück und nimm den Zug zurück
}.
ex-now-moved = Jetzt: Leg oder nimm einen Stein, oder { $or ->
    [leave] lass ihn weg
   *[back] geh zurück und nimm den Zug zurück
}.
ex-now-chosen = Jetzt: Wähle das Feld zum Ziel: { $how }.
ex-now-recruiting = Jetzt: Rekrutiere auf einen Kreis deiner Karte ({ $placed } von 3 gesetzt) oder hör auf.

ex-ev-turn = Runde { $round }: { $name } ist am Zug.
ex-ev-enters = { $name } betritt den Baum des Lebens auf { $to }.
ex-ev-moves = { $name } { $way ->
    [jump] springt
   *[move] zieht
} auf dem Baum von { $from } nach { $to }.
ex-ev-placed = { $name } legt einen Stein auf { $field } ({ $how }).
ex-ev-removed = { $name } nimmt den eigenen Stein von { $field } ({ $how }).
ex-ev-skipped = { $name } zieht ohne Stein.
ex-ev-back = { $name }s Vitruvianer geht von { $from } zurück nach { $to } (diesmal kein Stein).
ex-ev-back-off = { $name }s Vitruvianer verlässt { $from } und wieder den Baum (diesmal kein Stein).
ex-ev-positional-skipped = Kein Zug auf dem Baum ließe { $name } einen Stein legen oder nehmen: { $n ->
    [one] die Positionsaktion entfällt
   *[other] die Positionsaktionen entfallen
}.
ex-ev-developed = { $name }s Beziehungen entwickeln sich.
ex-ev-developed-ended = { $name }s Beziehungen entwickeln sich; die Beziehungen zu { $ended } enden.
ex-ev-recruited = { $name } setzt { $who } auf { $at } der eigenen Karte ({ $side ->
    [coalition] Koalition
   *[opposition] Opposition
}).
ex-ev-stone-of = { $field } von { $name }
ex-ev-surrounded = { $name } schließt Umzingelung { $formation } mit { $fields }: { $taken } zurück in den Vorrat.
ex-ev-reported = { $name } meldet das { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
} Projekt { $project } auf { $fields }: { $gains }.
ex-ev-reported-extra = { $name } meldet das { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
} Projekt { $project } auf { $fields }: { $gains }; freiwillige Felder: { $extra }.
ex-ev-scored = { $name } rückt auf der Spirale { $gain } vor: { $from } → { $to }.
ex-ev-tax-due = { $name } überquert den Knoten nach Feld { $node }: eine Steuer von { $stones }.
ex-ev-charity = { $name } ruft Wohltätigkeit: { $payer } zahlt.
ex-ev-tax-paid = { $name } gibt den eigenen Stein auf { $field } als Steuer zurück.
ex-ev-card-replaced = Die { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
} Karte { $completed } kommt unter ihren Stapel; jetzt in Auftrag: { $commissioned }.
ex-ev-card-replaced-next = Die { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
} Karte { $completed } kommt unter ihren Stapel; jetzt in Auftrag: { $commissioned } (als Nächstes { $next }).
ex-ev-turn-ended = { $name } beendet den Zug.
ex-ev-over-centre = { $name } erreicht die Mitte und gewinnt!
ex-ev-over-limit-winner = Das Rundenlimit ist erreicht; { $name } ist auf der Spirale am weitesten und gewinnt.
ex-ev-over-limit = Das Rundenlimit ist erreicht; die Spirale entscheidet die Plätze.

ex-menu-move = Positionsaktion: auf dem Baum ziehen…
ex-menu-tree-field = { $field } (Reihe { $row }: { $rule })
ex-menu-use = Regel nutzen: { $how }
ex-menu-skip = Stein weglassen (der Zug bleibt)
ex-menu-node = Knoten { $node }: { $fields }
ex-menu-node-count = Knoten { $node }: { $n } Felder
ex-menu-place-on = Auf { $field } legen
ex-menu-remove-from = Von { $field } nehmen
ex-menu-stone-on = Stein auf { $field }
ex-menu-back-move = Zurück: Zug zurücknehmen
ex-menu-back-how = Zurück: neu wählen, wie
ex-menu-political = Politische Aktion: Beziehungen entwickeln, dann rekrutieren
ex-menu-recruit = { $name } rekrutieren…
ex-menu-onto = auf { $at } ({ $side ->
    [coalition] Koalition
   *[opposition] Opposition
})
ex-menu-done = Keine neuen Beziehungen mehr
ex-menu-report = Ein Auftragsprojekt melden…
ex-menu-report-size = Das { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
} Projekt ({ $project })
ex-menu-report-on = Auf { $fields }
ex-menu-end = Zug beenden
ex-menu-charity = Wohltätigkeit rufen: { $leader } zahlt
ex-menu-pay-self = Die Steuer selbst zahlen
ex-menu-return = Deinen Stein auf { $field } zurückgeben

ex-alt-your-map = Deine politische Karte: { $map }.
ex-alt-your-stock = Dein Vorrat: { $stock }.
ex-alt-spiral = Spirale, Mitte { $centre }
ex-alt-last-change = Letzte Änderung: { $fields }.
ex-alt-projects = Auftragsprojekte
ex-alt-project = { $size ->
    [small] klein
    [medium] mittel
   *[large] groß
}: { $project } auf { $fields }
ex-alt-vitruvians = Vitruvianer
ex-alt-on-tree = { $name } auf { $field }
ex-alt-off-tree = { $name } nicht auf dem Baum
ex-alt-stones = { $name }: Linsen { $lenses }; Dreiecke { $triangles }; im Vorrat { $stock }.
ex-alt-stone-counts = { $name }: { $board } auf dem Plan, { $stock } im Vorrat.
ex-alt-map = Politische Karte von { $name }: { $map }.
ex-alt-left-fields = die Felder der Steine von { $who }
ex-alt-left-stones = Steine und Vorrat von { $who }
ex-alt-left-maps = die politischen Karten von { $who }
ex-alt-left-out = Hier aus Platzgründen weggelassen: { $parts }. Der Text der Nachricht nennt alles.
