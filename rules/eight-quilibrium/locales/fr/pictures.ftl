# 8-quilibrium : images et textes alternatifs (issue 48). Glossaire : voir play.ftl.

## Alt texts
eq-alt-hand = Ta main ({ $n }) : { $cards }.
eq-alt-hand-count = Ta main : { $cards }.
eq-alt-tokens = Tes jetons : { $n }.
eq-alt-deck-top = Tu connais le dessus de la pioche (du haut vers le bas) : { $cards }.
eq-alt-placed = Tu finis { $place } avec { $points }.
eq-alt-reminder = { $line }.
eq-alt-round-turn = Manche { $round } sur { $rounds }, tour { $turn }.
eq-alt-turn = Tour { $turn }.
eq-alt-market = Marché : { $market }. Pioche : { $deck }.
eq-alt-seat = { $name } { $cards }, { $tokens }
eq-alt-seat-points = { $name } { $cards }, { $tokens }, { $points }
eq-alt-players = Joueurs
eq-alt-standing = { $place } { $name } { $points }
eq-alt-round-scores = Scores de la manche { $round }

## Pictures
eq-pic-turn = Tour { $turn }
eq-pic-round-turn = Manche { $round } sur { $rounds } · Tour { $turn }
eq-pic-match-over = Partie terminée
eq-pic-your-hand = Ta main
eq-pic-your-hand-name = Ta main, { $name }
eq-pic-variants = Variantes : { $variants }
eq-pic-variants-preset = Variantes : { $preset } : { $variants }
eq-pic-slot-rejected = refusée
eq-pic-slot-seen = { $n } vue
eq-pic-slot-given = { $n } donnée
eq-pic-market = Marché
eq-pic-deck = Pioche
eq-pic-stock = Réserve
eq-pic-skips = saute son prochain tour
eq-pic-called-wind = a appelé le Vent
eq-pic-may-not-call-wind = ne peut pas appeler le Vent
eq-pic-match-points = { $points } dans la partie ({ $round_points } à la manche { $round })
eq-pic-reacted = a réagi
eq-pic-breakdown = couleurs { $suit } · rouge/noir { $color } · parité { $parity }
eq-pic-points-in-all = { $points }, { $total } au total
eq-pic-wind-open = Vent du Changement pas encore appelé cette manche.
eq-pic-team = Équipe { $team }
eq-pic-relay-used = Échange relais utilisé cette manche : { $teams }.
eq-pic-and = { $first } et { $last }
eq-pic-team-points = Points d'équipe de la partie : { $teams }
eq-pic-to-swap = à échanger
eq-pic-to-relay = pour le relais
eq-pic-to-pass = à passer
eq-pic-no-cards = Pas encore de cartes.
eq-pic-team-with = Équipe { $team } avec { $mates }
eq-pic-deck-top = Tu connais le dessus de la pioche (du haut vers le bas) : { $cards }
eq-pic-placed = Tu finis { $place } avec { $points } ({ $breakdown }).
