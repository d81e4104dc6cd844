# Equation Hi-Lo: die Wörter am Tisch (Issue 48): Brett- und private Texte, Ereignisse,
# Showdown, Menüs, Formulare, Lobby, Alt-Texte.
# Glossar: Low = Low, High = High, Swing = Swing, ante = Ante, cap = Limit, pot = Pot,
# chip = Chip, closed card = verdeckte Karte, open cards = offene Karten, Win Order = Rangfolge,
# suits = Gold, Silber, Bronze, Schwarz, operator = Rechenzeichen, equation = Gleichung,
# declare = ansagen, hand in = abgeben, check = checken, bet = setzen, raise = erhöhen,
# call = mitgehen, fold = aussteigen, dealer = Geber, betting round = Setzrunde.
# -b und -e machen den Text dazwischen fett.

-b = {"\uE000"}
-e = {"\uE001"}

## Karten und Chips
hl-suit-gold = Gold
hl-suit-silver = Silber
hl-suit-bronze = Bronze
hl-suit-black = Schwarz
hl-card = { $suit } { $value }
hl-chips = { $n ->
    [one] { $n } Chip
   *[other] { $n } Chips
}
hl-low = Low
hl-high = High

## Das Brett (der Text neben dem Bild)
hl-board-head = { -b }{ $game }{ -e } · { $rounds ->
    [0] Runde { $round } (bis nur noch einer übrig ist)
   *[other] Runde { $round } von { $rounds }
} · Geber { $dealer }
hl-pot = Pot { $pot }
hl-pot-carried = Pot { $pot } ({ $carry } übertragen)
hl-cap = Limit { $cap }
hl-ante = Ante { $ante }
hl-removed = { $chips } aus dem Spiel
hl-seat-out = raus (Runde { $round })
hl-seat-in = gesetzt { $wagered }
hl-seat-folded = ausgestiegen
hl-seat-at-cap = am Limit
hl-seat-choosing = wählt fürs ×
hl-seat-handed-in = abgegeben
hl-waiting-times = Warten auf { $who }: Was ersetzt das ×?
hl-betting-line = { $street ->
    [first] Erste Setzrunde
   *[second] Zweite Setzrunde
}: { $name } ist dran (höchster Einsatz { $high }, Limit { $cap }).
hl-declaring-line = Ansagen: Warten auf { $who } (verdeckt, bis alle abgegeben haben).
hl-final-standings = Endstand:
hl-standing-line = { $place } { $name }: { $detail }
hl-standing-out = ohne Chips in Runde { $round }

## Der eigene Teil eines Platzes (seine private Ansicht)
hl-closed-line = Deine verdeckte Karte: { -b }{ $closed }{ -e } (nur du siehst sie) · offen: { $open }
hl-none-yet = noch keine
hl-holding-numbers = Zahlen { $numbers }
hl-holding-ops = Rechenzeichen { $ops }
hl-holding-ops-waiting = Rechenzeichen { $ops } (und das ×, das auf deine Wahl wartet)
hl-handed-in-final = Du hast { $declaration } abgegeben. Das gilt.
hl-you-drew-times = Du hast ein × gezogen: Wähle, ob es dein + oder dein − ersetzt.
hl-your-turn-check = Du bist mit Setzen dran: checken, setzen (bis insgesamt { $cap }) oder aussteigen.
hl-your-turn-check-no-bet = Du bist mit Setzen dran: checken, setzen oder aussteigen.
hl-your-turn-raise = Du bist dran: { $owe } mitgehen (auf insgesamt { $high }), erhöhen (bis insgesamt { $cap }) oder aussteigen.
# HL-2: Der höchste Einsatz ist schon das Limit.
hl-your-turn-call = Du bist dran: { $owe } mitgehen (auf insgesamt { $high }, das Limit) oder aussteigen.
hl-four-zeros = Alle vier deiner Zahlen sind 0: Jedes ÷ würde durch null teilen, also gibst du ohne Gleichung ab.
hl-declare-now = Sag Low (Ziel 1), High (Ziel 20) oder Swing (beides, beide gewinnen oder nichts) an und tippe deine Gleichung: alle 4 Zahlen und deine 3 Rechenzeichen, jedes einmal{ $roots ->
    [0] {""}
    [1] , dein √ vor einer Zahl
   *[other] , deine { $roots } √ vor { $roots } verschiedenen Zahlen
}. Wenn du magst, prüf vorher privat eine Gleichung.

## Ansagen und Showdown (Abschnitte 9-11, HL-7, HL-8, HL-11)
hl-declared-low = Low (1) mit { $equation }
hl-declared-high = High (20) mit { $equation }
hl-declared-swing = Swing: Low { $low } und High { $high }
hl-declared-none = keine Gleichung
hl-side-low = { $equation } = { $value }, { $away } von 1 entfernt
hl-side-high = { $equation } = { $value }, { $away } von 20 entfernt
hl-whose-card = { $card } von { $name }
hl-tie = Gleichstand bei { $away } vom Ziel, entschieden durch die Rangfolge ({ $side ->
    [low] niedrigste Zahlenkarte; bei gleicher Zahl schlägt Schwarz Bronze, Silber, Gold
   *[high] höchste Zahlenkarte; bei gleicher Zahl schlägt Gold Silber, Bronze, Schwarz
}): { $card } von { $name } schlägt { $others }.
hl-side-undeclared = Niemand hat { $side ->
    [low] Low angesagt, also bekommt der High-Gewinner
   *[high] High angesagt, also bekommt der Low-Gewinner
} alles.
hl-side-failed-swings = { $swings ->
    [one] Die einzige { $side ->
        [low] Low-Ansage war ein gescheiterter Swing, also geht diese Hälfte auch an den High-Gewinner.
       *[high] High-Ansage war ein gescheiterter Swing, also geht diese Hälfte auch an den Low-Gewinner.
    }
   *[other] Die einzigen { $side ->
        [low] Low-Ansagen waren gescheiterte Swings, also geht diese Hälfte auch an den High-Gewinner.
       *[high] High-Ansagen waren gescheiterte Swings, also geht diese Hälfte auch an den Low-Gewinner.
    }
}
hl-showdown-head = { -b }Showdown, Runde { $round }{ -e } · Pot { $pot }
hl-revealed = { $name } (verdeckt { $card })
hl-reveal-low = Low: { $low }
hl-reveal-high = High: { $high }
hl-reveal-swing = Swing: Low { $low } · High { $high }
hl-reveal-none = keine gültige Gleichung (vier Nullen): nimmt nicht teil
hl-swing-won = { $name } hat geswingt und beide Seiten gewonnen: Der ganze Pot von { $pot } gehört { $name }.
hl-swing-failed = { $name } hat geswingt und { $won ->
    [low] Low gewonnen, aber High an { $by } verloren
    [high] High gewonnen, aber Low an { $by } verloren
   *[neither] keine Seite gewonnen
}: nichts für { $name }, und der Swing fällt aus beiden Seiten heraus.
hl-half-won = { $side ->
    [low] Low-Hälfte ({ $chips }): { $name }, am nächsten an 1
   *[high] High-Hälfte ({ $chips }): { $name }, am nächsten an 20
} ({ $away } entfernt).
hl-pot-won = Der ganze Pot ({ $chips }): { $name }, am nächsten an { $side ->
    [low] 1
   *[high] 20
} ({ $away } entfernt).
hl-failed-swings-shared = Nur gescheiterte Swings angesagt, also gewinnt niemand den Pot von { $pot }. Er kann nicht auf eine weitere Runde warten, also teilen ihn { $who } jetzt.
hl-failed-swings-carried = Nur gescheiterte Swings angesagt, also gewinnt niemand den Pot von { $pot }: Er geht in die nächste Runde über.
hl-odd-chip = Der Pot lässt sich nicht glatt teilen: { $chips } verlässt das Spiel.
hl-best-head = Das Beste mit diesen Karten:
hl-best-none = keins
hl-best-line = { $name }: Low { $low } · High { $high }

## Ereignisse
hl-ev-round = { -b }Runde { $round }{ -e }: { $dealer } gibt. Alle zahlen { $ante } Ante; niemand darf in dieser Runde mehr als { $cap } einsetzen.
hl-ev-dealt-mine = { $name } (deine verdeckte Karte: { $card }): { $open }
hl-ev-dealt = Ausgeteilt (je eine verdeckte Karte, dann offen): { $parts }
hl-ev-fourth = 4. Karte: { $parts }
hl-ev-second-times = { $name } hat ein zweites × gezogen: Es wird zurückgemischt und die Karte neu gegeben.
hl-ev-gave-up = Du hast dein { $op } für das × abgegeben.
hl-ev-placed-times = { $name } hat gewählt, welches Rechenzeichen das × ersetzt.
hl-ev-checks = { $name } checkt.
hl-ev-calls = { $name } geht mit ({ $to } insgesamt).
hl-ev-bets = { $name } { $raise ->
    [yes] erhöht
   *[no] setzt
} auf insgesamt { $to }.
hl-ev-folds = { $name } steigt aus.
hl-ev-skipped = Alle, die noch drin sind, stehen am Limit: Die { $street ->
    [first] erste Setzrunde
   *[second] zweite Setzrunde
} entfällt.
hl-ev-you-handed-in = Du hast { $declaration } abgegeben.
hl-ev-handed-in = { $name } hat die Ansage abgegeben.
hl-ev-uncontested = Alle anderen sind ausgestiegen: { $name } bekommt den Pot von { $pot } ohne Showdown.
hl-ev-carry-split = Den Pot, den niemand gewonnen hat, teilen { $who }: je { $each }.
hl-ev-carry-split-removed = Den Pot, den niemand gewonnen hat, teilen { $who }: je { $each }. { $removed } übrig verlässt das Spiel.
hl-ev-out = { $name } hat keine Chips mehr.
hl-ev-game-over = Spielende! { $standings }

## Menüs (Knöpfe, höchstens 80 Zeichen)
hl-check = Checken
hl-call = { $owe } mitgehen (insgesamt { $high })
hl-fold = Aussteigen
hl-bet-open = { $raise ->
    [yes] Erhöhen
   *[no] Setzen
}… (bis insgesamt { $high })
hl-bet-to = { $raise ->
    [yes] Erhöhen
   *[no] Setzen
} auf insgesamt { $to } (+{ $more })
hl-times-plus = Das × ersetzt mein +
hl-times-minus = Das × ersetzt mein −
hl-no-equation = Ohne Gleichung abgeben

## Formulare (Knopf ≤ 80, Titel ≤ 45, Feld ≤ 45, Platzhalter ≤ 100 Zeichen)
# `r` tippt ein √: bleibt so (die Gleichung versteht r, √ und sqrt).
hl-hint = Nimm { $numbers } · { $ops } · z. B. { $example }
hl-hint-roots = Nimm { $numbers } · √ ×{ $roots } · { $ops } · z. B. { $example }, r vor einer Zahl für ihr √
hl-typed-error = { $what } `{ $text }`: { $error }
hl-checked-unreadable = Geprüft `{ $text }`: { $error }
hl-check-value = { $equation } = { $value }: { $low } von 1, { $high } von 20 entfernt.
hl-check-div-zero = { $equation } teilt durch null.
hl-check-fits = Geprüft (nichts abgegeben): { $value } Sie passt zu deinen Karten.
hl-check-misfits = Geprüft (nichts abgegeben): { $value } Aber sie passt nicht zu deinen Karten: { $error }
hl-form-low-button = Low ansagen (1)
hl-form-low-title = Low ansagen: Ziel 1
hl-form-low-input = Deine Gleichung für 1
hl-form-high-button = High ansagen (20)
hl-form-high-title = High ansagen: Ziel 20
hl-form-high-input = Deine Gleichung für 20
hl-form-swing-button = Swing ansagen (1 und 20)
hl-form-swing-title = Swing ansagen: beides oder nichts
hl-form-swing-low = Gleichung für 1 (Low)
hl-form-swing-high = Gleichung für 20 (High)
hl-form-check-button = Gleichung prüfen (privat)
hl-form-check-title = Gleichung privat prüfen
hl-form-check-input = Zu prüfende Gleichung
hl-form-gone = Dieses Formular gilt nicht mehr.

## Die Lobby (Platzhalter ≤ 150, Auswahl ≤ 100 Zeichen)
hl-select-chips = Start-Chips (Gastgeber)
hl-select-ante = Ante (Gastgeber)
hl-select-rounds = Runden (Gastgeber)
hl-chips-each = { $chips } Chips pro Person
hl-ante-choice = Ante { $ante }
hl-rounds-choice = { $rounds ->
    [0] Bis einer alle Chips hat
    [1] 1 Runde
   *[other] { $rounds } Runden
}
hl-rounds-lobby = { $rounds ->
    [0] bis einer alle Chips hat
    [1] 1 Runde
   *[other] { $rounds } Runden
}
hl-lobby-best = beste mögliche Hände nach jedem Showdown
hl-not-a-choice = "{ $value }" steht nicht zur Auswahl.
hl-ante-too-high = Das Ante ({ $ante }) darf nicht höher sein als die Start-Chips ({ $chips }).

## Alt-Texte (was ein Screenreader statt eines Bildes vorliest)
hl-alt-move = { $you ->
    [yes] { $act ->
        [checked] Du hast gecheckt
        [called] Du bist mitgegangen ({ $to } insgesamt)
        [bet] Du hast { $to } gesetzt
        [raised] Du hast auf { $to } erhöht
        [folded] Du bist ausgestiegen
        [placed] Du hast gewählt, was ein gezogenes × ersetzt
       *[handed-in] Du hast eine Ansage abgegeben
    }
   *[no] { $act ->
        [checked] { $name } hat gecheckt
        [called] { $name } ist mitgegangen ({ $to } insgesamt)
        [bet] { $name } hat { $to } gesetzt
        [raised] { $name } hat auf { $to } erhöht
        [folded] { $name } ist ausgestiegen
        [placed] { $name } hat gewählt, was ein gezogenes × ersetzt
       *[handed-in] { $name } hat eine Ansage abgegeben
    }
}
hl-alt-last-move = Letzter Zug: { $move }.
hl-alt-last-move-over = Letzter Zug (Runde { $round }, die vorbei ist): { $move }.
hl-alt-final-standings = Endstand
hl-alt-pot = { $rounds }, Geber { $dealer }. Pot { $pot }, Limit { $cap }.
hl-alt-pot-carried = { $rounds }, Geber { $dealer }. Pot { $pot } ({ $carry } übertragen), Limit { $cap }.
hl-alt-pot-short = { $rounds }. Pot { $pot }.
hl-alt-seat-out = { $name } raus
hl-alt-seat = { $name } { $chips }, gesetzt { $wagered }
hl-alt-open = offen { $cards }
hl-alt-to-act = ist dran
hl-alt-seats = Plätze
hl-alt-paid = Ausgezahlt
hl-alt-hands = Hände

## Aufforderungen: worauf der Tisch wartet (auf dem Brett, in Erinnerungen und Direktnachrichten)

hl-prompt-times = Wähle, ob das × dein + oder dein − ersetzt
hl-prompt-check = Checken, setzen (bis insgesamt { $cap }) oder aussteigen
hl-prompt-call-raise = { $owe } mitgehen, erhöhen oder aussteigen
hl-prompt-call = { $owe } mitgehen oder aussteigen
hl-prompt-declare = Low, High oder Swing ansagen und die Gleichung abgeben
