# 8-quilibrium: Bilder und ihre Alt-Texte (issue 48). Glossar: siehe play.ftl.

## Alt texts
eq-alt-hand = Deine Hand ({ $n }): { $cards }.
eq-alt-hand-count = Deine Hand: { $cards }.
eq-alt-tokens = Deine Chips: { $n }.
eq-alt-deck-top = Du kennst die oberen Karten des Stapels (oberste zuerst): { $cards }.
eq-alt-placed = Du belegst den { $place } Platz ({ $points }).
eq-alt-reminder = { $line }.
eq-alt-round-turn = Runde { $round } von { $rounds }, Zug { $turn }.
eq-alt-turn = Zug { $turn }.
eq-alt-market = Auslage: { $market }. Stapel: { $deck }.
eq-alt-seat = { $name } { $cards }, { $tokens }
eq-alt-seat-points = { $name } { $cards }, { $tokens }, { $points }
eq-alt-players = Spieler
eq-alt-standing = { $place } { $name } { $points }
eq-alt-round-scores = Wertung der Runde { $round }

## Pictures
eq-pic-turn = Zug { $turn }
eq-pic-round-turn = Runde { $round } von { $rounds } · Zug { $turn }
eq-pic-match-over = Partie vorbei
eq-pic-your-hand = Deine Hand
eq-pic-your-hand-name = Deine Hand, { $name }
eq-pic-variants = Varianten: { $variants }
eq-pic-variants-preset = Varianten: { $preset }: { $variants }
eq-pic-slot-rejected = abgelehnt
eq-pic-slot-seen = { $n } bekannt
eq-pic-slot-given = { $n } weg
eq-pic-market = Auslage
eq-pic-deck = Stapel
eq-pic-stock = Vorrat
eq-pic-skips = setzt nächsten Zug aus
eq-pic-called-wind = hat den Wind gerufen
eq-pic-may-not-call-wind = darf den Wind nicht rufen
eq-pic-match-points = { $points } in der Partie ({ $round_points } in Runde { $round })
eq-pic-reacted = reagiert
eq-pic-breakdown = Farben { $suit } · Rot/Schwarz { $color } · Parität { $parity }
eq-pic-points-in-all = { $points }, insgesamt { $total }
eq-pic-wind-open = Wind des Wandels in dieser Runde noch nicht gerufen.
eq-pic-team = Team { $team }
eq-pic-relay-used = Staffeltausch in dieser Runde verbraucht: { $teams }.
eq-pic-and = { $first } und { $last }
eq-pic-team-points = Teampunkte der Partie: { $teams }
eq-pic-to-swap = zum Tausch
eq-pic-to-relay = zur Staffel
eq-pic-to-pass = zum Weitergeben
eq-pic-no-cards = Noch keine Karten.
eq-pic-team-with = Team { $team } mit { $mates }
eq-pic-deck-top = Du kennst die oberen Karten des Stapels (oberste zuerst): { $cards }
eq-pic-placed = Du belegst den { $place } Platz: { $points } ({ $breakdown }).
