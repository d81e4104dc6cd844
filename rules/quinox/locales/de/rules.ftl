# Quinox: die /rules-Zusammenfassung (in unseren eigenen Worten) und die Zeile der Lobby.
# Jeder Absatz ist eine Zeile (Fluent behält einen Zeilenumbruch bei).
# Glossar: tile = Plättchen, face = Seite, the Stone = der Stein, pool = Auslage, bag = Beutel,
# point token = Punktmarker, supply = Vorrat, space = Feld, turn = Zug, opponent = Gegner.

qx-rules =
    {"**"}Quinox** (2 Personen) — 47 sechseckige Plättchen, auf einer Seite schwarz, auf der anderen weiß, werden um den grauen **Stein** gelegt. Eine Person wertet die schwarzen Seiten, die andere die weißen.

    {"**"}Start:** ein Los bestimmt, wer beginnt; die andere Person wählt eine Farbe. Der erste Zug ist ein einzelnes Plättchen, jeder weitere Zug zwei.

    {"**"}Ein Zug:** die Auslage wird aus dem Beutel auf 7 Plättchen aufgefüllt, und jedes neu gezogene Plättchen bekommt einen Punktmarker. Wähle die Plättchen des Zugs aus der Auslage (beide, bevor du eines spielst), dann spiele sie nacheinander: wähle eine Seite (egal welche, unabhängig von deiner Farbe) und ein leeres Feld, das das Spielfeld berührt. Spielst du ein Plättchen mit Marker, bekommt dein Gegner den Marker. Marker, die am Zugende noch auf Plättchen der Auslage liegen, werden abgeräumt.

    {"**"}Plättchenfarben:** **rote** Plättchen drehen Plättchen um, sobald sie liegen; **gelbe** wirken einmal auf andere Weise (tauschen, bewegen, entfernen, Felder oder Plättchen für den Gegner nennen ...); **lila** wirken, solange sie auf dem Spielfeld liegen; **blaue** wirken bei der Schlusswertung. Lässt dir eine Aktion die Wahl, musst du eine Möglichkeit nehmen, die so viele Plättchen trifft wie möglich.

    {"**"}Ende:** sind Auslage und Beutel am Ende eines Zugs leer, wirken die blauen Plättchen in aufsteigender Nummer. Jedes Plättchen mit deiner Seite oben, jeder Marker darauf und jeder Marker in deinem Vorrat ist ein Punkt. Gleichstand teilt sich den Platz.

    {"**"}Hier spielen:** das Spielfeld ist ein Bild. Jedes Feld hat eine kurze Bezeichnung (der Stein beginnt auf `m50`; Buchstaben sind Spalten, Zahlen Reihen): freie Felder, auf die das nächste Plättchen darf, sind gestrichelt und beschriftet, und aus einer langen Liste kann man ein Feld über seine Bezeichnung eintippen. Plättchen heißen in Großbuchstaben (SWORD, KEY ...); deine eigene Ansicht erklärt die Plättchen, aus denen du wählst. Läuft die Zeit für einen Schritt ab, wird die erste erlaubte Möglichkeit gespielt, und ein so gelegtes Plättchen zeigt die Farbe des Gegners.

qx-lobby = Zwei Personen. Wer beginnt, entscheidet das Los; die andere Person wählt dann Schwarz oder Weiß (Q-14).
qx-lobby-needs-two = ⚠ Quinox braucht 2 Personen.
