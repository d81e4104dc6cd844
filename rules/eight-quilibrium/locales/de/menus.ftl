# 8-quilibrium: Menüs, Lobby, /play-Optionen, /score, Ablehnungen und Regelübersicht (issue 48).
# Glossar: siehe play.ftl (Auslage, Stapel, Vorrat, Chip, Geben, Tausch, Schnellwurf, Beistand,
# Staffeltausch, Wind des Wandels, Spähen, Auffrischen, Feld).

## Variants and presets (15.C)
eq-variant-team-play = Teamspiel
eq-variant-open-stock = Offener Vorrat
eq-variant-wind-of-change = Wind des Wandels
eq-variant-fog-of-war = Nebel des Krieges
eq-variant-rank-powers = Rangkräfte
eq-preset-enigma = Enigma
eq-preset-token-day = Chip-Tag
eq-preset-deduction-night = Deduktionsnacht
eq-preset-pillow-of-winds = Ein Kissen aus Wind
eq-preset-socialist-capitalism = Sozialistischer Kapitalismus
eq-preset-players-3-5 = 3 bis 5
eq-preset-players-4-6 = 4 oder 6
eq-summary-base-game = Grundspiel
eq-summary-preset = { $preset } ({ $variants })
eq-summary = { $head } · { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}

## Options refusals (EQ-2, EQ-11, 15.C)
eq-error-rounds-not = Eine Partie hat 1 bis { $max } Runden, nicht { $rounds }
eq-error-preset-players = Die Vorgabe { $preset } ist für { $players } Spieler; dieser Tisch hat { $n }
eq-error-team-play-players = Teamspiel braucht 4 Spieler (2 gegen 2) oder 6 (3 gegen 3); dieser Tisch hat { $n }
eq-error-flag-not = `{ $key }` ist an oder aus (true oder false), nicht "{ $value }"
eq-error-flag = `{ $key }` ist an oder aus (true oder false)
eq-error-no-preset-called = Es gibt keine Vorgabe namens "{ $name }"; wähle eine von { $presets }
eq-error-no-variant-called = Es gibt keine Variante namens "{ $name }"; wähle aus { $variants }
eq-error-rounds = Eine Partie hat 1 bis { $max } Runden

## The lobby
eq-lobby-blurb-team-play = Teamspiel: 2 gegen 2 oder 3 gegen 3, Beistand, Schnellwurf, Staffeltausch
eq-lobby-blurb-open-stock = Offener Vorrat: offene oberste Karte, Chips fürs Nehmen
eq-lobby-blurb-wind = Wind des Wandels: einmal pro Runde gibt jeder eine Karte weiter
eq-lobby-blurb-fog = Nebel des Krieges: verdeckte Auslage, Spähen
eq-lobby-blurb-rank-powers = Rangkräfte: J, Q, K und A wirken, wenn man sie nimmt
eq-lobby-no-preset = Keine Vorgabe (Varianten unten wählen)
eq-lobby-preset-choice = { $preset }: { $variants } ({ $players })
eq-lobby-preset = Vorgabe (Gastgeber)
eq-lobby-variants = Varianten (Gastgeber; beliebig viele, keine = Grundspiel)
eq-lobby-rounds = Runden der Partie (Gastgeber)
eq-lobby-rounds-choice = { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden, Punkte werden addiert
}
eq-error-no-preset = Es gibt keine Vorgabe "{ $value }".
eq-error-no-variant = Es gibt keine Variante "{ $value }".
eq-error-match-rounds = Eine Partie hat 1 bis { $max } Runden.
eq-this-game = Dieses Spiel
eq-lobby-game = Spiel: { $summary }
eq-lobby-team = { $team }: { $members }
eq-lobby-teams = Teams nach Platz (jeder zweite Platz): { $teams }
eq-lobby-so-far = ⚠ { $problem } bisher.

## The /score tool (EQ-12)
eq-score-text =
    Hand: { $hand }
    Farben ♣{ $clubs } ♦{ $diamonds } ♥{ $hearts } ♠{ $spades }: { $bold }{ $suit }{ $unbold } / 10
    Rot/Schwarz ({ $reds } rot): { $bold }{ $color }{ $unbold } / 3
    Parität ({ $evens } gerade): { $bold }{ $parity }{ $unbold } / 3
    { $bold }Summe: { $total }{ $unbold } / 16
    Gleichstand: Rangsumme { $sum } ({ $distance } von 56 entfernt), { $same ->
        [one] { $same } Karte
       *[other] { $same } Karten
    } mit gleichem Rang
eq-error-not-a-card = "{ $word }" ist keine Karte: schreib Rang und Farbe, etwa 9H, 10d, KS oder ♥9
eq-error-card-twice = { $card } kommt zweimal vor: eine Hand stammt aus einem Spiel Karten, jede Karte also höchstens einmal
eq-error-hand-size = Eine Hand hat genau 8 Karten; du hast { $n } geschrieben

## /play's options and the /score tool
eq-option-preset = 8-quilibrium: eine Vorgabe von Varianten (z. B. Enigma); der Gastgeber kann sie ändern
eq-option-variants = 8-quilibrium: Varianten, mit Komma getrennt: team, stock, wind, fog, powers
eq-option-rounds = 8-quilibrium: 1-9 Runden, Punkte werden addiert (1)
eq-tool-score = Werte eine 8-quilibrium-Hand.
eq-tool-score-hand = Die Karten, z. B. AH 2C 3D 4S 5H 6C 7D 8S
eq-tool-score-title = 8-quilibrium-Wertung
eq-error-no-command = Es gibt keinen Befehl /{ $name }.

## The /rules summary (our own words), one message per paragraph or bullet
eq-rules-intro = **8-quilibrium** (2-6 Spieler) — bau dir die ausgewogenste Hand aus 8 Karten.
eq-rules-start = **Start:** Jeder bekommt 3 Karten und 2 Chips; 4 Karten liegen offen als Auslage.
eq-rules-turn = **Dein Zug — mach genau eins:**
eq-rules-give = • **Geben:** eine Karte — aus der Auslage oder die oberste des Stapels (vorher aufgedeckt) — an den, der die wenigsten Karten hat. Bei Gleichstand wählst du unter ihnen, auch dich selbst, wenn du dazugehörst. Zu zweit geht sie bei Gleichstand an deinen Gegner. Niemand hält je mehr als 8.
eq-rules-swap-market = • **Mit der Auslage tauschen** (1 Chip): eine deiner Karten gegen eine Karte der Auslage.
eq-rules-swap-player = • **Mit einem Spieler tauschen** (1 Chip), der mindestens so viele Karten hat wie du: ihr wählt beide geheim eine Karte und tauscht.
eq-rules-reacting = **Reagieren** (jeder einmal pro Zug, nur wenn du das Ziel bist):
eq-rules-reject = • **Ablehnen** einer Karte, die du bekommst (1 Chip): sie kommt stattdessen in die Auslage, und der Zug endet. Eine Stapelkarte macht die Auslage zu 5, also legst du eine Karte der Auslage unter den Stapel.
eq-rules-cancel = • **Abbrechen** eines Tauschs mit dir (1 Chip): der Tauschende muss stattdessen die oberste Stapelkarte an einen Spieler mit den wenigsten Karten geben — an dich, wenn du dazugehörst — und niemand kann sie ablehnen.
eq-rules-end = **Ende:** sobald jede Hand 8 Karten hat. Wertung bis 16: Farben (bis 10, am besten je 2), Rot/Schwarz (bis 3, am besten 4 rote) und Parität (bis 3, am besten 4 gerade Ränge; A=1, J=11, Q=12, K=13). Bei Gleichstand gewinnt die Rangsumme näher an 56, dann die bessere Farbwertung, dann weniger Karten mit gleichem Rang. Mit `/score` prüfst du jede Hand.
eq-rules-variants = **Varianten** (der Gastgeber mischt sie in der Lobby beliebig oder wählt eine Vorgabe: Enigma, Chip-Tag, Deduktionsnacht, Ein Kissen aus Wind, Sozialistischer Kapitalismus). Deine private Ansicht zeigt, welche im Spiel sind.
eq-rules-team-play = • **Teamspiel** (4 oder 6 Spieler, Teamkameraden auf jedem zweiten Platz): Teampunkte werden addiert. In deinem Zug kannst du **Beistand** leisten (einem Teamkameraden einen Chip geben; dein Zug endet) oder einen **Staffeltausch** machen (1 Chip, einmal pro Runde und Team: geheim eine Karte mit einem Teamkameraden tauschen, dann die oberste Stapelkarte geben, nicht ablehnbar). Ist ein Teamkamerad Ziel, kannst du ihm per **Schnellwurf** einen Chip zuwerfen, bevor er antwortet, und setzt deinen nächsten Zug aus.
eq-rules-open-stock = • **Offener Vorrat:** die oberste Stapelkarte liegt offen als Vorrat; die Karte darunter wird aufgedeckt, sobald ein Geben des Vorrats erledigt ist. Wer den Vorrat annimmt, bekommt einen Chip (höchstens 3). Zu Beginn deines Zugs legt 1 Chip den Vorrat unter den Stapel (**Auffrischen**).
eq-rules-wind = • **Wind des Wandels:** einmal pro Runde, direkt nach deiner Aktion, lässt 1 Chip alle Spieler eine geheime Karte nach links oder rechts weitergeben. Wer ihn letzte Runde gerufen hat, darf nicht.
eq-rules-fog = • **Nebel des Krieges:** die vier Felder der Auslage liegen verdeckt; nur eine abgelehnte Stapelkarte liegt offen. Du wählst Felder, nicht Karten, und eine Karte wird gezeigt, wenn sie geht. Zu Beginn deines Zugs darfst du für 1 Chip in bis zu zwei Felder **spähen**.
eq-rules-rank-powers = • **Rangkräfte:** nimmst du eine gegebene Karte an, wirkt ihre Kraft: **Bube** (J), ein kostenloser Tausch mit der Auslage (freiwillig); **Dame** (Q), die obersten zwei Stapelkarten ansehen und ihre Reihenfolge wählen; **König** (K), eine deiner Karten an einen Spieler mit den wenigsten Karten geben, nicht ablehnbar, und deren eigene Kraft wirkt für den neuen Besitzer; **Ass** (A), ein Chip (höchstens 3). Jede Kraft wirkt einmal pro Zug und Spieler.
eq-rules-match = Eine Partie kann 1-9 Runden haben; die Punkte werden addiert.

## Menu steps (labels of the menus' buttons and choices)
eq-menu-slot = Feld { $n }
eq-menu-slot-seen = Feld { $n }: { $card } (verdeckt)
eq-menu-slot-face-down = verdecktes Feld { $n }
eq-menu-slots = Felder { $first } und { $last }
eq-menu-give-market = Aus der Auslage geben
eq-menu-give-stock = Den Vorrat geben ({ $card })
eq-menu-give-deck = Die oberste Stapelkarte geben
eq-menu-the-card = die Karte
eq-menu-give-to = { $card } { $to } geben
eq-menu-swap-market = Mit der Auslage tauschen (1 Chip)
eq-menu-your-card = deine { $card }
eq-menu-for = gegen { $what }
eq-menu-swap-player = Mit einem Spieler tauschen (1 Chip)
eq-menu-with = mit { $name }
eq-menu-reject = Ablehnen (1 Chip)
eq-menu-accept = Annehmen
eq-menu-cancel = Abbrechen (1 Chip)
eq-menu-allow = Zustimmen und eine Karte wählen
eq-menu-give-your = deine { $card } geben
eq-menu-bottom = { $what } unter den Stapel
eq-menu-assist = Beistand: ein Chip an einen Teamkameraden (beendet deinen Zug)
eq-menu-refresh-card = Auffrischen: den Vorrat { $card } unter den Stapel (1 Chip)
eq-menu-refresh = Den Vorrat auffrischen (1 Chip)
eq-menu-peek = In die Auslage spähen (1 Chip)
eq-menu-look-at = { $slots } ansehen
eq-menu-relay = Staffeltausch mit einem Teamkameraden (1 Chip)
eq-menu-quick-toss = Schnellwurf: einen Chip zuwerfen (du setzt den nächsten Zug aus)
eq-menu-no-toss = Kein Schnellwurf
eq-menu-take-toss = Den Chip von { $name } nehmen
eq-menu-jack = Bube: mit der Auslage tauschen (kostenlos)
eq-menu-decline-jack = Auf den Tausch des Buben verzichten
eq-menu-no-wind = Den Wind nicht rufen (Zug beenden)
eq-menu-queen-top = { $card } nach oben legen
eq-menu-wind-cw = Den Wind im Uhrzeigersinn rufen (1 Chip)
eq-menu-wind-ccw = Den Wind gegen den Uhrzeigersinn rufen (1 Chip)
eq-menu-pass-your = deine { $card } weitergeben

## Refusals (the rules)
eq-error-not-turn = Du bist nicht am Zug
eq-error-active-chooses-receives-card = Nur der Spieler am Zug wählt, wer die Karte bekommt
eq-error-teammate-targeted-quick-toss = Nur ein Teamkamerad des anvisierten Spielers darf jetzt einen Schnellwurf machen
eq-error-targeted-chooses-whose-token = Nur der anvisierte Spieler wählt, wessen Chip er nimmt
eq-error-receiving-card-answer = Nur der Spieler, der die Karte bekommt, darf jetzt antworten
eq-error-rejected-card-chooses-what = Nur der Spieler, der die Karte abgelehnt hat, wählt, was unter den Stapel kommt
eq-error-asked-swap-answer = Nur der zum Tausch gefragte Spieler darf jetzt antworten
eq-error-swap-can-longer-happen = Der Tausch kann nicht mehr stattfinden: die angebotene Karte ist weg
eq-error-teammate-asked-for-relay = Nur der für den Staffeltausch gefragte Teamkamerad wählt jetzt eine Karte
eq-error-accepted-jack-decides-swap = Nur der Spieler, der den Buben angenommen hat, entscheidet über dessen Tausch
eq-error-accepted-queen-orders-deck = Nur der Spieler, der die Dame angenommen hat, ordnet den Stapel
eq-error-accepted-king-gives-card = Nur der Spieler, der den König angenommen hat, gibt jetzt eine Karte
eq-error-whose-turn-call-wind = Nur der Spieler am Zug darf den Wind rufen
eq-error-round-over = Die Runde ist vorbei
eq-error-deck-empty-give-card = Der Stapel ist leer: gib eine Karte aus der Auslage
eq-error-cannot-swap-with-yourself = Du kannst nicht mit dir selbst tauschen: wähle einen anderen Spieler
eq-error-have-reject-tokens-left = Du hast keine Chips mehr zum Ablehnen
eq-error-have-already-reacted-during = Du hast in diesem Zug schon reagiert: jeder reagiert höchstens einmal pro Zug
eq-error-such-market-card-pick = Diese Karte der Auslage gibt es nicht: wähle eines der gezeigten Felder
eq-error-no-fog = Dieser Tisch spielt nicht mit Nebel des Krieges: die Auslage liegt offen
eq-error-already-peeked-turn = Du hast in diesem Zug schon gespäht
eq-error-peek-looks-one-two = Beim Spähen siehst du ein oder zwei Felder der Auslage an
eq-error-pick-two-different-slots = Wähle zwei verschiedene Felder, in Reihenfolge
eq-error-no-open-stock = Dieser Tisch spielt nicht mit Offenem Vorrat: es gibt keinen Vorrat zum Auffrischen
eq-error-already-refreshed-stock-turn = Du hast den Vorrat in diesem Zug schon aufgefrischt
eq-error-deck-has-other-card = Der Stapel hat keine weitere Karte, die Vorrat werden kann
eq-error-choose-one-two-cards = Wähle eine der beiden angesehenen Karten, die nach oben kommt
eq-error-no-team-play = Dieser Tisch spielt nicht mit Teamspiel
eq-error-not-teammate-teammates-sit = Dieser Spieler ist nicht dein Teamkamerad: Teamkameraden sitzen auf jedem zweiten Platz
eq-error-teammate-already-holds-3 = Dein Teamkamerad hat schon 3 Chips, mehr darf niemand haben
eq-error-quick-toss-answer = Es gibt gerade keinen Schnellwurf zu beantworten
eq-error-teammate-targeted-has-not = Nur ein Teamkamerad des anvisierten Spielers, der noch nicht geantwortet hat, darf jetzt einen Schnellwurf machen
eq-error-quick-toss-take = Es gibt gerade keinen Schnellwurf anzunehmen
eq-error-did-not-offer-token = Dieser Spieler hat keinen Chip angeboten
eq-error-team-already-made-relay = Dein Team hat seinen Staffeltausch in dieser Runde schon gemacht
eq-error-relay-swap-answer = Es gibt gerade keinen Staffeltausch zu beantworten
eq-error-relay-swap-can-longer = Der Staffeltausch kann nicht mehr stattfinden: die angebotene Karte ist weg
eq-error-no-wind-variant = Dieser Tisch spielt nicht mit Wind des Wandels
eq-error-wind-change-was-already = Der Wind des Wandels wurde in dieser Runde schon gerufen
eq-error-called-wind-last-round = Du hast den Wind letzte Runde gerufen; diese Runde darf ihn jemand anderes rufen (EQ-8)
eq-error-wind-change-not-blowing = Der Wind des Wandels weht gerade nicht
eq-error-already-picked-card = Du hast deine Karte schon gewählt
eq-error-canceled-has-fewest-cards = Der Spieler, der abgebrochen hat, hat die wenigsten Karten, also muss die Zwangsgabe an ihn gehen
eq-error-with-two-players-tied = Zu zweit bei Gleichstand der wenigsten Karten musst du an deinen Gegner geben
eq-error-inconsistent = Der gespeicherte Stand dieses Spiels ist widersprüchlich
eq-error-players = 8-quilibrium braucht 2 bis 6 Spieler, nicht { $n }
eq-error-slot-face-up = Feld { $slot } liegt schon offen: späh in verdeckte Felder
eq-error-no-seat = An diesem Tisch gibt es keinen Platz { $seat }
eq-error-no-seat-range = An diesem Tisch gibt es keinen Platz { $seat } (Plätze 0 bis { $last })
eq-error-not-holding = Du hast { $card } nicht auf der Hand
eq-error-you-full = Du hast schon 8 Karten: niemand darf mehr als 8 halten, also gib an einen Spieler mit den wenigsten Karten
eq-error-they-full = Dieser Spieler hat schon 8 Karten: niemand darf mehr als 8 halten, also gib an einen Spieler mit den wenigsten Karten
eq-error-you-not-fewest = Du hast { $size } Karten; gib an einen Spieler mit den wenigsten Karten ({ $min })
eq-error-they-not-fewest = Dieser Spieler hat { $size } Karten; gib an einen Spieler mit den wenigsten Karten ({ $min })
eq-error-not-now = Das geht gerade nicht: { $hint }
eq-hint-turn = du bist dran: gib eine Karte (aus der Auslage oder vom Stapel) oder gib einen Chip für einen Tausch aus
eq-hint-choose-target = wähle, wer { $card } bekommt
eq-hint-quick-toss = wirf deinem Teamkameraden einen Chip zu (Schnellwurf) oder lass es
eq-hint-toss-choice = wähle, wessen Chip du beim Schnellwurf nimmst
eq-hint-reject-hidden = lehne die Karte ab (1 Chip) oder nimm sie an
eq-hint-reject = lehne { $card } ab (1 Chip) oder nimm sie an
eq-hint-bottoming = wähle eine Karte der Auslage, die unter den Stapel kommt
eq-hint-swap = brich den Tausch ab (1 Chip) oder stimm zu, indem du eine deiner Karten wählst
eq-hint-relay = wähle eine Karte für den Staffeltausch
eq-hint-jack = tausche eine Karte mit der Auslage (Bube) oder verzichte
eq-hint-queen = wähle, welche Karte oben auf den Stapel zurückkommt
eq-hint-king = gib eine Karte an einen Spieler mit den wenigsten Karten (König)
eq-hint-wind-offer = rufe den Wind des Wandels (1 Chip) oder beende deinen Zug
eq-hint-wind-pass = wähle die Karte, die du mit dem Wind weitergibst
eq-hint-over = die Runde ist vorbei

## What a seat is asked to do (prompts)
eq-prompt-turn = Gib eine Karte an einen Spieler mit den wenigsten Karten oder gib einen Chip für einen Tausch aus
eq-prompt-choose-forced = Wähle, wer { $card } bekommt (Zwangsgabe: nicht ablehnbar)
eq-prompt-choose = Wähle, wer { $card } bekommt
eq-prompt-quick-toss = Schnellwurf: wirf deinem anvisierten Teamkameraden einen Chip zu (du setzt den nächsten Zug aus) oder lass es
eq-prompt-toss-choice = Wähle, wessen Chip du beim Schnellwurf nimmst
eq-prompt-reject-hidden = Lehne die verdeckte Karte der Auslage ab (1 Chip) oder nimm sie an
eq-prompt-reject = Lehne { $card } ab (1 Chip) oder nimm sie an
eq-prompt-bottoming = Wähle eine Karte der Auslage, die unter den Stapel kommt
eq-prompt-swap-cancel = Brich den Tausch ab (1 Chip) oder stimm zu, indem du eine Karte zum Tausch wählst
eq-prompt-swap = Wähle eine Karte für den Tausch
eq-prompt-relay = Wähle eine Karte zum Tausch mit deinem Teamkameraden (Staffeltausch)
eq-prompt-jack = Bube: tausche kostenlos eine deiner Karten gegen eine Karte der Auslage, oder verzichte
eq-prompt-queen = Dame: wähle, welche der obersten zwei Stapelkarten oben zurückkommt
eq-prompt-king = König: gib eine deiner Karten an einen Spieler mit den wenigsten Karten
eq-prompt-wind-offer = Rufe den Wind des Wandels (1 Chip) oder beende deinen Zug
eq-prompt-wind-pass = Wind des Wandels: wähle die Karte, die du weitergibst
