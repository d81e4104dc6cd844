# 8-quilibrium: imágenes y sus textos alternativos (issue 48). Glosario: ver play.ftl.

## Alt texts
eq-alt-hand = Tu mano ({ $n }): { $cards }.
eq-alt-hand-count = Tu mano: { $cards }.
eq-alt-tokens = Tus fichas: { $n }.
eq-alt-deck-top = Conoces la parte de arriba del mazo (la primera arriba): { $cards }.
eq-alt-placed = Quedaste en { $place } lugar con { $points }.
eq-alt-reminder = { $line }.
eq-alt-round-turn = Ronda { $round } de { $rounds }, turno { $turn }.
eq-alt-turn = Turno { $turn }.
eq-alt-market = Mercado: { $market }. Mazo: { $deck }.
eq-alt-seat = { $name } { $cards }, { $tokens }
eq-alt-seat-points = { $name } { $cards }, { $tokens }, { $points }
eq-alt-players = Jugadores
eq-alt-standing = { $place } { $name } { $points }
eq-alt-round-scores = Puntuación de la ronda { $round }

## Pictures
eq-pic-turn = Turno { $turn }
eq-pic-round-turn = Ronda { $round } de { $rounds } · Turno { $turn }
eq-pic-match-over = Partida terminada
eq-pic-your-hand = Tu mano
eq-pic-your-hand-name = Tu mano, { $name }
eq-pic-variants = Variantes: { $variants }
eq-pic-variants-preset = Variantes: { $preset }: { $variants }
eq-pic-slot-rejected = rechazada
eq-pic-slot-seen = { $n } vista
eq-pic-slot-given = { $n } dada
eq-pic-market = Mercado
eq-pic-deck = Mazo
eq-pic-stock = Reserva
eq-pic-skips = se salta el próximo turno
eq-pic-called-wind = invocó el Viento
eq-pic-may-not-call-wind = no puede invocar el Viento
eq-pic-match-points = { $points } en la partida ({ $round_points } en la ronda { $round })
eq-pic-reacted = reaccionó
eq-pic-breakdown = palos { $suit } · color { $color } · paridad { $parity }
eq-pic-points-in-all = { $points }, { $total } en total
eq-pic-wind-open = Viento de Cambio aún no invocado en esta ronda.
eq-pic-team = Equipo { $team }
eq-pic-relay-used = Relevo usado en esta ronda: { $teams }.
eq-pic-and = { $first } y { $last }
eq-pic-team-points = Puntos por equipo en la partida: { $teams }
eq-pic-to-swap = a cambiar
eq-pic-to-relay = al relevo
eq-pic-to-pass = a pasar
eq-pic-no-cards = Aún no hay cartas.
eq-pic-team-with = Equipo { $team } con { $mates }
eq-pic-deck-top = Conoces la parte de arriba del mazo (la primera arriba): { $cards }
eq-pic-placed = Quedaste en { $place } lugar con { $points } ({ $breakdown }).
