# Equation Hi-Lo: die Wörter der Regeln (Issue 48): Ablehnungen, Optionen, /rules-Zusammenfassung.
# Glossar: Low = Low (Ziel 1), High = High (Ziel 20), Swing = Swing (beides), ante = Ante,
# cap = Limit, pot = Pot, chip = Chip, closed card = verdeckte Karte, open cards = offene Karten,
# Win Order = Rangfolge, number card = Zahlenkarte, suits = Gold, Silber, Bronze, Schwarz,
# operator = Rechenzeichen, equation = Gleichung, declare = ansagen, hand in = abgeben,
# check = checken, bet = setzen, raise = erhöhen, call = mitgehen, fold = aussteigen,
# dealer = Geber, round = Runde, betting round = Setzrunde, showdown = Showdown.
# Anrede: du. Eingetipptes steht zwischen Backticks oder ASCII-Anführungszeichen.

## Ablehnungen eines Zugs (HL-2 Setzen, HL-4 das ×, HL-5/HL-6 Ansagen)
hl-out-of-chips = Du hast keine Chips mehr und spielst nicht mehr mit.
hl-game-over = Das Spiel ist vorbei.
hl-wait-times = Das Spiel wartet auf die ×-Wahl: Wer ein × gezogen hat, wählt, ob es sein + oder sein − ersetzt.
hl-not-your-turn = Du bist nicht mit Setzen dran.
hl-folded = Du bist in dieser Runde ausgestiegen.
hl-betting-over = Das Setzen ist vorbei: Sag Low, High oder Swing mit deiner Gleichung an.
hl-times-replaces = Das × ersetzt entweder dein + oder dein −.
hl-no-hand = Du hast in dieser Runde keine Hand.
hl-no-times-choice = Du musst kein × zuordnen; warte auf die anderen.
hl-already-handed-in = Du hast deine Ansage schon abgegeben; sie gilt.
hl-swing-low-error = Low-Gleichung: { $error }
hl-swing-high-error = High-Gleichung: { $error }
# Abschnitt 7: Die zwei Gleichungen eines Swing sind verschiedene Anordnungen.
hl-swing-same = Ein Swing braucht zwei verschiedene Anordnungen deiner Karten, aber deine Low- und High-Gleichung sind beide `{ $equation }`. Ordne eine davon anders an.
hl-must-declare = Mit deinen Karten geht eine gültige Gleichung, also musst du eine ansagen.
hl-cannot-check = Du kannst nicht checken: Der Einsatz steht bei { $high } und du hast { $mine } gesetzt. { $raise ->
    [yes] Geh mit, erhöhe oder steig aus.
   *[no] Geh mit oder steig aus.
}
hl-nothing-to-call = Es gibt nichts zum Mitgehen: Checke, setze oder steig aus.
hl-at-cap = Niemand kann mehr setzen: Die Einsätze haben das Limit von { $cap } erreicht.
hl-bet-range = Ein Einsatz oder eine Erhöhung muss deine Summe in dieser Runde auf { $low } bis zum Limit von { $cap } bringen, nicht auf { $to }.
hl-betting-time = Jetzt wird gesetzt: Checke, geh mit, setze, erhöhe oder steig aus.

## Eine eingetippte Gleichung, die sich nicht lesen lässt (HL-6)
hl-eq-too-long = Diese Gleichung ist viel zu lang.
hl-eq-empty = Tippe eine Gleichung, z. B. `√4 / 7 + 9 - 8` (alle deine Zahlen und Rechenzeichen).
hl-eq-nested = √ lässt sich nicht verschachteln: Jedes √ steht direkt vor einer Zahl.
hl-eq-root-before-op = √ muss direkt vor einer Zahl stehen, nicht vor { $op }.
hl-eq-starts-with-op = Eine Gleichung beginnt mit einer Zahl (oder √ und einer Zahl), nicht mit { $op }.
hl-eq-two-ops = Zwei Rechenzeichen hintereinander ({ $first } { $op }): Setz eine Zahl dazwischen.
hl-eq-ends-root = Die Gleichung endet mit √: Setz eine Zahl dahinter.
hl-eq-ends-op = Die Gleichung endet mit { $op }: Setz eine Zahl dahinter.
hl-eq-two-numbers = Zwei Zahlen hintereinander (… { $first } { $n }): Setz ein Rechenzeichen dazwischen.
hl-eq-root-after-number = √ folgt direkt auf eine Zahl: Setz ein Rechenzeichen vor das √.
hl-eq-not-a-card = { $digits } ist keine Karte: Die Zahlen gehen von 0 bis 10. Setz ein Rechenzeichen zwischen zwei Zahlen.
hl-eq-parentheses = Klammern sind nicht erlaubt: Es gilt die Rangfolge (zuerst √, dann × und ÷, dann + und −, jeweils von links nach rechts).
hl-eq-equals = Tippe nur die Gleichung selbst, ohne `=` und Ergebnis.
hl-eq-decimals = Nur ganze Kartenzahlen (0-10) sind erlaubt, keine Dezimalzahlen.
hl-eq-unknown = `{ $char }` wird nicht verstanden. Nimm Zahlen 0-10, + - x / (oder × ÷ * −) und √ (oder r, sqrt).

## Eine eingetippte Gleichung, die nicht zu den Karten passt (HL-6)
hl-val-count = Nimm jede deiner { $count } Zahlen ({ $mine }) genau einmal: Diese Gleichung nimmt { $used ->
    [0] keine Zahl
    [1] 1 Zahl
   *[other] { $used } Zahlen
}.
hl-val-numbers = Deine Zahlen sind { $mine }, aber diese Gleichung nimmt { $used }.
hl-val-no-root = Du hast kein √, also darf die Gleichung keins enthalten.
hl-val-one-root = Du hast ein √: Setz es vor genau eine Zahl (diese Gleichung setzt √ vor { $used ->
    [0] keine Zahl
    [1] 1 Zahl
   *[other] { $used } Zahlen
}).
hl-val-roots = Du hast { $n } √: Setz je eines vor { $n } verschiedene Zahlen (diese Gleichung setzt √ vor { $used ->
    [0] keine Zahl
    [1] 1 Zahl
   *[other] { $used } Zahlen
}).
hl-val-ops = Deine Rechenzeichen sind { $held }, jedes einmal; diese Gleichung nimmt { $used }.
hl-val-div-zero = Division durch null: Auf ÷ folgt { $what }. Verschieb das ÷ oder die { $what }.

## Optionen (HL-1, HL-9)
hl-opt-players = { $game } braucht { $min } bis { $max } Spieler, nicht { $players }
hl-opt-chips-range = Die Start-Chips müssen zwischen 1 und { $max } liegen, nicht bei { $chips }
hl-opt-ante-range = Das Ante muss mindestens 1 und höchstens die Start-Chips ({ $chips }) sein, nicht { $ante }
hl-opt-rounds-range = Spielt höchstens { $max } Runden (0 spielt, bis nur noch einer Chips hat), nicht { $rounds }
hl-opt-not-number = "{ $text }" ist keine ganze Zahl
hl-opt-expected-number = eine ganze Zahl erwartet
hl-opt-too-large = diese Zahl ist zu groß
hl-opt-not-yes-no = "{ $text }" ist weder ja noch nein
# Beschreibungen der /play-Optionen (höchstens 100 Zeichen) und ihre Auswahl.
hl-opt-chips = { $game }: Start-Chips (ohne Angabe 50)
hl-opt-ante = { $game }: das Ante jeder Runde (ohne Angabe 1)
hl-opt-rounds = { $game }: 0-100 Runden, 0 = bis nur einer Chips hat (5)
hl-opt-best = { $game }: nach jedem Showdown das beste Low und High jeder Hand zeigen
hl-yes = Ja
hl-no = Nein

## Die /rules-Zusammenfassung, in eigenen Worten (unter 2000 Zeichen)
hl-rules =
    {"**"}Equation Hi-Lo** (2-8 Spieler): Setz auf die Gleichung, die du aus deinen Karten bilden kannst.

    {"**"}Karten:** ein Deck mit Zahlen 0-10 in vier Farben (Gold, Silber, Bronze, Schwarz), vier × und vier √. Jede Runde bekommst du außerdem die Rechenzeichen + − ÷.

    {"**"}Eine Runde:** Alle zahlen das Ante. Du bekommst eine verdeckte Zahlenkarte (nur du siehst sie) und zwei offene Karten, dann eine Setzrunde, eine 4. offene Karte, eine zweite Setzrunde und den Showdown. Ein offenes √ bringt eine Zahl mehr; ein offenes × bringt auch eine Zahl mehr und ersetzt dein + oder − (deine Wahl, geheim). Du hast nie mehr als ein ×.

    {"**"}Setzen:** checken, setzen, erhöhen, mitgehen oder aussteigen. Niemand darf in einer Runde (Ante eingeschlossen) mehr einsetzen als der kleinste Stapel zu Beginn der Runde; sind alle an diesem Limit, endet das Setzen.

    {"**"}Showdown:** Sag geheim **Low** (Ziel 1), **High** (Ziel 20) oder **Swing** (beides, mit zwei Anordnungen) an, mit deiner Gleichung: alle 4 Zahlen und deine 3 Rechenzeichen, jedes einmal, ein √ direkt vor einer Zahl, keine Klammern, × und ÷ vor + und −, nie durch null teilen. Du kannst eine Gleichung vorher privat prüfen. Das nächste Low und das nächste High teilen sich den Pot; ein übriger Chip verlässt das Spiel. Ein Swing muss beide Seiten gewinnen, sonst bekommt er nichts. Bei gleichem Abstand entscheidet die beste Schlüsselkarte (höchste Zahl bei High, niedrigste bei Low, dann die Farbe).

    {"**"}Ende:** nach der eingestellten Rundenzahl oder wenn einer alle übrigen Chips hat; die meisten Chips gewinnen. Mit 0 Chips bist du raus.
