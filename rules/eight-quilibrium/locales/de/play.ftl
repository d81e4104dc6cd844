# 8-quilibrium: Brett, private Ansicht und Ereignisse (issue 48).
# Glossar: Market = Auslage, deck = Stapel, Stock = Vorrat, token = Chip, Give = Geben,
# Forced Give = Zwangsgabe, swap = Tausch, reject = ablehnen, Quick Toss = Schnellwurf,
# Assist = Beistand, Relay Swap = Staffeltausch, Wind of Change = Wind des Wandels,
# Peek = Spähen, Refresh = Auffrischen, Burden Pays = Last lohnt sich, Suit Score = Farbwertung,
# rank sum = Rangsumme, suits = Farben, colour = Rot/Schwarz, parity = Parität,
# Team Play = Teamspiel, Open Stock Economy = Offener Vorrat, Fog of War = Nebel des Krieges,
# Rank Powers = Rangkräfte, Jack/Queen/King/Ace = Bube/Dame/König/Ass, slot = Feld,
# table = Tisch, seat = Platz, host = Gastgeber, turn = Zug. Karten bleiben Kürzel (9H, KS).

## Shared pieces
eq-nobody = niemand
eq-no-cards = (keine)
eq-cards = { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}
eq-tokens = { $n ->
    [one] { $n } Chip
   *[other] { $n } Chips
}
eq-to-yourself = an dich selbst
eq-to-player = an { $name }
eq-or = { $first } oder { $last }
eq-or-list = { $first }, { $more } oder { $last }

## The phase line (everyone's)
eq-phase-one-of = einer von { $n } Spielern
eq-phase-players = { $n } Spieler
eq-phase-facedown-market-card = eine verdeckte Karte der Auslage
eq-phase-turn = { $active } ist dran: eine Karte geben oder einen Chip für einen Tausch ausgeben.
eq-phase-turn-no-token = { $active } ist dran: eine Karte geben (kein Chip mehr für einen Tausch).
eq-phase-choose-target = Geben: { $active } hat { $card } aufgedeckt und wählt, wer sie bekommt: { $targets }.
eq-phase-choose-target-forced = Zwangsgabe (kann nicht abgelehnt werden): { $active } hat { $card } aufgedeckt und wählt, wer sie bekommt: { $targets }.
eq-phase-quick-toss-swap = { $active } will mit { $target } eine Karte tauschen. Schnellwurf: { $waiting } darf zuerst einen Chip zuwerfen (und setzt dann den nächsten Zug aus).
eq-phase-quick-toss-give = { $active } gibt { $card } an { $target }. Schnellwurf: { $waiting } darf zuerst einen Chip zuwerfen (und setzt dann den nächsten Zug aus).
eq-phase-toss-choice = { $offers } bieten einen Chip an: { $target } nimmt einen (Schnellwurf).
eq-phase-give-market = { $active } gibt { $card } aus der Auslage an { $target }, der sie ablehnen (1 Chip) oder annehmen kann.
eq-phase-give-deck = { $active } gibt { $card } vom Stapel an { $target }, der sie ablehnen (1 Chip) oder annehmen kann.
eq-phase-give-market-hidden = { $active } gibt eine verdeckte Karte aus der Auslage an { $target }, der sie ablehnen (1 Chip) oder annehmen kann.
eq-phase-give-deck-hidden = { $active } gibt eine verdeckte Karte vom Stapel an { $target }, der sie ablehnen (1 Chip) oder annehmen kann.
eq-phase-bottoming = { $rejector } hat { $rejected } abgelehnt; die Auslage zeigt 5, und eine Karte kommt unter den Stapel ({ $rejected } nimmt das freie Feld).
eq-phase-swap-cancel = { $active } will mit { $target } eine Karte tauschen; { $target } kann abbrechen (1 Chip) oder zustimmen und eine Karte wählen.
eq-phase-swap = { $active } tauscht eine Karte mit { $target }, der eine Karte zum Tausch wählt.
eq-phase-relay = { $active } macht einen Staffeltausch mit Teamkamerad { $teammate }, der geheim eine Karte wählt; danach gibt { $active } die oberste Karte des Stapels (Zwangsgabe).
eq-phase-jack = { $seat } hat einen Buben angenommen und darf kostenlos mit der Auslage tauschen.
eq-phase-queen = { $seat } hat eine Dame angenommen und legt die obersten zwei Karten des Stapels in beliebiger Reihenfolge zurück.
eq-phase-king = { $seat } hat { $king } angenommen und gibt eine Karte (niemand kann sie ablehnen) an { $targets }.
eq-phase-wind-offer = { $active } darf vor dem Ende des Zugs den Wind des Wandels rufen (1 Chip).
eq-phase-wind-pass-cw = Der Wind des Wandels weht im Uhrzeigersinn: wir warten, bis { $waiting } eine Karte zum Weitergeben wählt.
eq-phase-wind-pass-ccw = Der Wind des Wandels weht gegen den Uhrzeigersinn: wir warten, bis { $waiting } eine Karte zum Weitergeben wählt.
eq-phase-over = Die Partie ist vorbei.

## Results
eq-result-line = { $place } { $name }: { $points } (Farben { $suit }, Rot/Schwarz { $color }, Parität { $parity }; Rangsumme { $sum }) — { $hand }
eq-team-part = Team { $team } { $points }
eq-team-points-round = Teampunkte dieser Runde: { $teams }
eq-team-points-match-seats = Teampunkte der Partie: { $teams } ({ $seats })
eq-match-points = Punkte der Partie: { $seats }
eq-round-last = Runde { $round } (die letzte):
eq-final-places = Endstand: { $places }
eq-round-scores = Wertung der Runde { $round }:

## The board
eq-board-header = 8-quilibrium · Zug { $turn }
eq-board-header-rounds = 8-quilibrium · Runde { $round } von { $rounds } · Zug { $turn }
eq-board-variants = Varianten: { $variants }
eq-board-variants-preset = Varianten: { $preset }: { $variants }
eq-board-stock = Vorrat: { $card }
eq-board-stock-next = Vorrat: wird aufgedeckt, sobald dieses Geben erledigt ist
eq-board-legend-face-down = ▢ verdeckt
eq-board-legend-empty = — leeres Feld
eq-board-market = Auslage: { $market } · Stapel: { $deck }
eq-board-market-stock = Auslage: { $market } · Stapel: { $deck } · { $stock }
eq-board-market-legend = Auslage: { $market } ({ $legend }) · Stapel: { $deck }
eq-board-market-legend-stock = Auslage: { $market } ({ $legend }) · Stapel: { $deck } · { $stock }
eq-board-full = (voll)
eq-board-reacted = hat in diesem Zug reagiert
eq-board-skips = setzt den nächsten Zug aus
eq-board-seat = { $marker } { $n }. { $name }{ $team }: { $cards }{ $full } · { $tokens }{ $extra }
eq-board-team-members = { $team } ({ $members })
eq-board-team-members-relay = { $team } ({ $members }, Staffeltausch verbraucht)
eq-board-teams = Teams: { $teams }
eq-board-vs = { $a } gegen { $b }
eq-board-wind-called = Wind des Wandels: in dieser Runde von { $name } gerufen.
eq-board-wind-barred = Wind des Wandels: in dieser Runde noch nicht gerufen ({ $name } hat ihn letzte Runde gerufen und darf nicht).
eq-board-wind-open = Wind des Wandels: in dieser Runde noch nicht gerufen.

## Reminders of the variants in play
eq-remind-team-play = Teamspiel: Teampunkte werden addiert · Beistand (ein Chip an einen Teamkameraden, beendet deinen Zug) · Staffeltausch einmal pro Runde und Team · Schnellwurf: ein Chip an einen anvisierten Teamkameraden
eq-remind-open-stock = Offener Vorrat: die oberste Karte des Stapels liegt offen · wer sie bekommt, erhält einen Chip (höchstens 3) · Auffrischen legt sie unter den Stapel (1 Chip)
eq-remind-wind = Wind des Wandels: einmal pro Runde, nach deiner Aktion, lässt 1 Chip alle eine Karte nach links oder rechts weitergeben
eq-remind-fog = Nebel des Krieges: Karten der Auslage liegen verdeckt (abgelehnte Stapelkarten offen) und werden gezeigt, wenn sie gehen · Spähen in bis zu 2 Felder (1 Chip)
eq-remind-rank-powers = Rangkräfte: wer annimmt, bekommt bei J (Bube) einen kostenlosen Tausch mit der Auslage · Q (Dame): die obersten 2 Stapelkarten ordnen · K (König): eine Karte weitergeben, nicht ablehnbar · A (Ass): einen Chip

## Your turn
eq-turn-give-both = eine Karte aus der Auslage oder vom Stapel geben
eq-turn-give-market = eine Karte aus der Auslage geben
eq-turn-give-deck = die oberste Karte des Stapels geben
eq-turn-swap-both = einen Chip ausgeben, um mit der Auslage oder einem Spieler zu tauschen
eq-turn-swap-market = einen Chip ausgeben, um mit der Auslage zu tauschen
eq-turn-swap-player = einen Chip ausgeben, um mit einem Spieler zu tauschen
eq-turn-give-or-swap = Du bist dran: { $give } – an einen Spieler mit den wenigsten Karten – oder { $swap }.
eq-turn-give = Du bist dran: { $give } – an einen Spieler mit den wenigsten Karten.
eq-turn-swap = Du bist dran: { $swap }.
eq-turn-plain = Du bist dran.
eq-turn-extra-peek = zuerst in die Auslage spähen (1 Chip)
eq-turn-extra-refresh = zuerst den Vorrat auffrischen (1 Chip)
eq-turn-extra-assist = stattdessen einem Teamkameraden Beistand leisten (1 Chip, beendet deinen Zug)
eq-turn-extra-relay = einen Staffeltausch mit einem Teamkameraden machen (1 Chip)
eq-turn-with-extras = { $main } Du kannst auch { $extras }.

## Your move (the private view)
eq-move-choose-target = Wähle, wer { $card } bekommt.
eq-move-a-swap = ein Tausch
eq-move-quick-toss = Dein Teamkamerad { $target } ist Ziel von: { $what }. Wirf ihm einen deiner Chips zu (Schnellwurf; du setzt deinen nächsten Zug aus) – oder lass es.
eq-move-toss-choice = { $offers } bieten dir einen Chip an: nimm einen (Schnellwurf).
eq-move-a-card = Eine Karte
eq-move-give-reject = { $card } kommt zu dir: ablehnen (1 Chip) oder annehmen.
eq-move-give = { $card } kommt zu dir.
eq-move-bottoming = Wähle eine Karte der Auslage, die unter den Stapel kommt.
eq-move-swap-cancel = { $who } will eine Karte mit dir tauschen: abbrechen (1 Chip) oder eine deiner Karten zum Abgeben wählen.
eq-move-swap = { $who } tauscht eine Karte mit dir: wähle eine deiner Karten zum Abgeben.
eq-move-relay = { $who } macht einen Staffeltausch mit dir: wähle eine deiner Karten, die du abgibst.
eq-move-jack = Du hast einen Buben angenommen: tausche kostenlos eine deiner Karten gegen eine Karte der Auslage, oder verzichte.
eq-move-queen = Du hast eine Dame angenommen. Oben auf dem Stapel: { $top }. Wähle, welche Karte nach oben kommt.
eq-move-king = Du hast { $king } angenommen: gib eine deiner Karten (auch { $king } selbst) an { $targets }.
eq-move-yourself = dich selbst
eq-move-wind-offer = Deine Aktion ist erledigt: rufe den Wind des Wandels (1 Chip) oder beende deinen Zug.
eq-move-wind-passed = Du gibst { $card } an { $to } weiter; wir warten auf die anderen.
eq-move-wind-pick = Der Wind weht: wähle die Karte, die du an { $to } weitergibst.

## The private view
eq-private-hand = Deine Hand ({ $n }): { $cards }
eq-private-tokens = Deine Chips: { $n } · { $market }
eq-private-known-face-down = (* eine verdeckte Karte, die du angesehen hast)
eq-private-deck-top = Du kennst die oberen Karten des Stapels (oberste zuerst): { $cards }.
eq-private-team = Dein Team: { $team } (mit { $mates }).
eq-private-skip = Du setzt deinen nächsten Zug aus (Schnellwurf).
eq-private-swap-picked = Du hast { $card } zum Tausch mit { $target } gewählt; wir warten auf die Antwort.
eq-private-relay-offered = Du hast { $teammate } { $card } für den Staffeltausch angeboten; wir warten auf die Wahl.
eq-private-placed = Du belegst den { $place } Platz ({ $points }).
eq-private-placed-last-round = Du belegst in der letzten Runde den { $place } Platz ({ $points }).
eq-private-variants = Varianten im Spiel:

## Events
eq-event-a-card = eine Karte
eq-event-the-card = die Karte
eq-power-ace = die Kraft des Asses: ein Chip (höchstens 3)
eq-power-jack = die Kraft des Buben: ein kostenloser Tausch mit der Auslage
eq-power-queen = die Kraft der Dame: ein Blick auf die obersten zwei Stapelkarten, in beliebiger Reihenfolge zurückzulegen
eq-power-king = die Kraft des Königs: eine Karte an einen Spieler mit den wenigsten Karten geben, nicht ablehnbar
eq-tie-rank-sum = { $a } liegt vor { $b } (beide haben { $points }): Rangsumme { $x } ist näher an 56 als { $y }
eq-tie-suit-score = { $a } liegt vor { $b } (beide haben { $points }): Rangsummen gleich nah an 56, Farbwertung { $x } gegen { $y }
eq-tie-shared-ranks = { $a } liegt vor { $b } (beide haben { $points }): weniger Karten mit gleichem Rang ({ $x } gegen { $y })
eq-tie-shared = { $a } und { $b } teilen sich den Platz (beide { $points }): alle Gleichstandsregeln sind gleich
eq-event-parts = Farben + Rot/Schwarz + Parität: { $parts }
eq-event-team-part = Team { $team } { $points } ({ $members })
eq-event-match-so-far-teams = Punkte der Partie bisher: Team A { $a }, Team B { $b }
eq-event-match-so-far = Punkte der Partie bisher: { $totals }
eq-event-turn = { $name } ist am Zug.
eq-event-deck-forced = { $name } muss die oberste Karte des Stapels geben: { $card } (Zwangsgabe, nicht ablehnbar).
eq-event-deck-revealed = { $name } deckt { $card } vom Stapel auf.
eq-event-gave = { $from } gibt { $card } an { $to }.
eq-event-gave-self = { $from } gibt { $card } an sich selbst.
eq-event-gave-market = { $from } gibt { $card } aus der Auslage an { $to }.
eq-event-gave-market-self = { $from } gibt { $card } aus der Auslage an sich selbst.
eq-event-gave-hand = { $from } gibt { $card } aus der Hand (König, nicht ablehnbar) an { $to }.
eq-event-gave-hand-self = { $from } gibt { $card } aus der Hand (König, nicht ablehnbar) an sich selbst.
eq-event-accepted = { $name } nimmt { $card }.
eq-event-rejected-market = { $name } lehnt { $card } ab (1 Chip); sie geht zurück in die Auslage.
eq-event-rejected-deck = { $name } lehnt { $card } ab (1 Chip); sie kommt in die Auslage.
eq-event-refilled = { $card } vom Stapel füllt die Auslage auf.
eq-event-bottomed = { $name } legt { $card } unter den Stapel.
eq-event-swapped-market = { $name } tauscht { $gave } gegen { $took } aus der Auslage (1 Chip).
eq-event-swap-offered-card = { $from } bietet { $card } zum Tausch mit { $to } an (1 Chip).
eq-event-swap-offered = { $from } will eine Karte mit { $to } tauschen (1 Chip).
eq-event-swap-canceled = { $by } bricht den Tausch von { $from } ab (1 Chip); beide Karten bleiben geheim.
eq-event-swapped-player-cards = { $from } hat { $gave } gegen { $got } von { $to } getauscht.
eq-event-swapped-player = { $from } hat eine Karte mit { $to } getauscht.
eq-event-round-over = Runde vorbei!
eq-event-round-n-over = Runde { $round } vorbei!
eq-event-round-head = { $head } { $rest }
eq-event-round-started = Runde { $round } beginnt: neu gegeben, je 2 Chips; { $name } fängt an.
eq-event-gave-face-down-seen = { $from } gibt die verdeckte Karte aus Feld { $slot } an { $to }: es ist { $card } (nur { $to } sieht sie).
eq-event-gave-face-down = { $from } gibt die verdeckte Karte aus Feld { $slot } an { $to }.
eq-event-rejected-face-down = { $name } lehnt { $card } ab (1 Chip); sie kommt verdeckt zurück in Feld { $slot }.
eq-event-refilled-face-down = Eine verdeckte Karte vom Stapel füllt Feld { $slot }.
eq-event-bottomed-face-down = { $name } legt die verdeckte Karte aus Feld { $slot } ungesehen unter den Stapel; die abgelehnte Karte nimmt Feld { $slot }.
eq-event-swapped-market-face-down = { $name } tauscht { $gave } gegen { $took } aus Feld { $slot } (1 Chip); die hineingelegte Karte liegt verdeckt.
eq-event-peek-slot = Feld { $slot }
eq-event-peek-slot-card = Feld { $slot } ({ $card })
eq-event-peek-and = { $first } und { $last }
eq-event-peeked = { $name } späht in { $slots } (1 Chip).
eq-event-stock-revealed = Der neue Vorrat ist { $card }.
eq-event-stock-refreshed = { $name } legt den Vorrat { $card } unter den Stapel (1 Chip).
eq-reason-burden-pays = Last lohnt sich
eq-reason-ace = Ass
eq-event-token-gained = { $name } bekommt einen Chip ({ $why }).
eq-event-token-capped = { $name } bekäme einen Chip ({ $why }), hat aber schon 3, das Höchste.
eq-event-assisted = { $from } leistet { $to } Beistand: ein Chip für den Teamkameraden, und der Zug von { $from } endet.
eq-event-toss-offered = { $from } bietet { $to } einen Chip an (Schnellwurf).
eq-event-quick-tossed = { $from } wirft { $to } einen Chip zu (Schnellwurf) und setzt den nächsten Zug aus.
eq-event-turn-skipped = { $name } setzt diesen Zug aus (Schnellwurf).
eq-event-relay-offered-card = { $from } beginnt einen Staffeltausch mit { $to } und bietet { $card } an (1 Chip).
eq-event-relay-offered = { $from } beginnt einen Staffeltausch mit { $to } (1 Chip).
eq-event-relay-swapped-cards = Staffeltausch: { $from } gab { $gave } und bekam { $got } von { $to }.
eq-event-relay-swapped = { $from } und { $to } tauschen verdeckt eine Karte (Staffeltausch).
eq-event-rank-power = { $name } hat { $card } angenommen: { $power }.
eq-event-power-declined = { $name } verzichtet auf den Tausch des Buben.
eq-event-jack-swapped = { $name } tauscht { $gave } kostenlos gegen { $took } aus Feld { $slot } (Bube).
eq-event-jack-swapped-face-down = { $name } tauscht { $gave } kostenlos gegen { $took } aus Feld { $slot } (Bube) (die hineingelegte Karte liegt verdeckt).
eq-event-queen-peeked = { $name } sieht sich die obersten zwei Karten des Stapels an.
eq-event-queen-peeked-cards = { $name } sieht sich den Stapel an: { $cards }.
eq-event-queen-then = { $first }, dann { $second }
eq-event-queen-reordered-top = { $name } legt { $top } oben auf den Stapel.
eq-event-queen-reordered = { $name } legt die zwei Karten in beliebiger Reihenfolge zurück.
eq-event-wind-called-cw = { $name } ruft den Wind des Wandels im Uhrzeigersinn (1 Chip): alle wählen eine Karte zum Weitergeben.
eq-event-wind-called-ccw = { $name } ruft den Wind des Wandels gegen den Uhrzeigersinn (1 Chip): alle wählen eine Karte zum Weitergeben.
eq-event-wind-picked = { $name } hat eine Karte für den Wind gewählt.
eq-event-wind-pass = { $name } gab { $card } weiter
eq-event-wind-passed-hidden-cw = Der Wind weht im Uhrzeigersinn: alle geben eine Karte verdeckt weiter.
eq-event-wind-passed-hidden-ccw = Der Wind weht gegen den Uhrzeigersinn: alle geben eine Karte verdeckt weiter.
eq-event-wind-passed-cw = Der Wind weht im Uhrzeigersinn: { $passes }.
eq-event-wind-passed-ccw = Der Wind weht gegen den Uhrzeigersinn: { $passes }.
