# Equation Hi-Lo: die Wörter der Bilder (Issue 48). Beschriftungen haben festen Platz: kurz halten;
# der Text neben dem Bild sagt alles vollständig.
# Glossar: wie in table.ftl (Low, High, Swing, Ante, Limit, Pot, Chip, verdeckt, offen, Rangfolge).

hl-pic-game-over = Spielende
hl-round = { $rounds ->
    [0] Runde { $round }
   *[other] Runde { $round } von { $rounds }
}
hl-pic-placing = × wird zugeordnet
hl-pic-betting-round = Setzrunde { $street }
hl-pic-declaring = Ansagen
hl-pic-highest = höchster Einsatz { $high }
hl-pic-carried = { $carry } übertragen
hl-pic-place = { $place } Platz
hl-pic-out = raus in Runde { $round }
hl-pic-deciding = überlegt
hl-pic-no-chips = keine Chips
hl-pic-money = { $chips } · gesetzt { $bet }
hl-pic-suits = Farben:
hl-pic-handed-in-low = Du hast Low abgegeben: { $equation }.
hl-pic-handed-in-high = Du hast High abgegeben: { $equation }.
hl-pic-handed-in-swing = Du hast Swing abgegeben. Low: { $equation }
hl-pic-handed-in-swing-high = High: { $equation }
hl-pic-handed-in-none = Du hast keine Gleichung abgegeben (vier Nullen).
hl-pic-turn-raise = Du bist dran: { $owe } mitgehen, bis insgesamt { $top } erhöhen oder aussteigen.
hl-pic-turn-call = Du bist dran: { $owe } mitgehen oder aussteigen.
hl-pic-turn-check = Du bist dran: checken, bis insgesamt { $top } setzen oder aussteigen.
hl-pic-to-act = { $name } ist dran.
hl-pic-declare = Sag Low, High oder Swing an und gib deine Gleichung ab.
hl-pic-waiting-declarations = Warten auf die Ansagen.
hl-pic-waiting-times = Warten, bis ein × zugeordnet ist.
hl-pic-finished = Das Spiel ist vorbei: Du hast den { $place } Platz belegt.
hl-pic-ran-out = In Runde { $round } sind dir die Chips ausgegangen.
hl-pic-not-dealt = Du bekommst in dieser Runde keine Karten.
hl-pic-closed = verdeckt
hl-pic-open = offen
hl-pic-operators = Rechenzeichen
hl-pic-your-hand-of = Deine Hand, { $name }
hl-pic-your-hand = Deine Hand
hl-pic-away-low = { $away } von 1
hl-pic-away-high = { $away } von 20
hl-pic-divides-by-zero = teilt durch null
hl-pic-showdown = Showdown · Runde { $round }
hl-pic-swing-failed = Swing gescheitert
hl-pic-wins = gewinnt { $won }
hl-pic-no-equation = Keine Gleichung (vier Nullen): nimmt nicht teil
hl-pic-swing-won = { $name } hat geswingt und beide Seiten gewonnen: der ganze Pot von { $pot }.
hl-pic-split = Low-Hälfte an { $low } ({ $low_away } von 1), High-Hälfte an { $high } ({ $high_away } von 20): je { $each }.
hl-pic-whole-pot = { $name } bekommt den ganzen Pot von { $pot }: Sonst hat niemand eine Seite gewonnen.
hl-pic-shared = Nur gescheiterte Swings: Sie teilen sich den Pot von { $pot } jetzt.
hl-pic-carried-over = Nur gescheiterte Swings: Der Pot von { $pot } geht in die nächste Runde über.
hl-pic-tie = { $side ->
    [low] Low
   *[high] High
} war ein Gleichstand bei { $away } Abstand, entschieden durch die Rangfolge: { $name } gewinnt.
