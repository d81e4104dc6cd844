# 8-quilibrium: tablero, vista privada y sucesos (issue 48).
# Glosario: Market = Mercado, deck = mazo, Stock = Reserva, token = ficha, Give = Dar,
# Forced Give = Entrega forzosa, swap = intercambio, reject = rechazar,
# Quick Toss = Lanzamiento rápido, Assist = Ayuda, Relay Swap = Relevo,
# Wind of Change = Viento de Cambio, Peek = Espiar, Refresh = Renovar,
# Burden Pays = La carga paga, Suit Score = puntuación de palos, rank sum = suma de valores,
# suits = palos, colour = color, parity = paridad, Team Play = Juego por equipos,
# Open Stock Economy = Reserva Abierta, Fog of War = Niebla de Guerra,
# Rank Powers = Poderes de Figura, Jack/Queen/King/Ace = Jota/Reina/Rey/As, slot = casilla,
# table = mesa, seat = asiento, host = anfitrión, turn = turno. Las cartas siguen abreviadas (9H, KS).

## Shared pieces
eq-nobody = nadie
eq-no-cards = (ninguna)
eq-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
eq-tokens = { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
}
eq-to-yourself = a ti
eq-to-player = a { $name }
eq-or = { $first } o { $last }
eq-or-list = { $first }, { $more } o { $last }

## The phase line (everyone's)
eq-phase-one-of = uno de { $n } jugadores
eq-phase-players = { $n } jugadores
eq-phase-facedown-market-card = una carta boca abajo del Mercado
eq-phase-turn = Juega { $active }: da una carta o gasta una ficha para intercambiar.
eq-phase-turn-no-token = Juega { $active }: da una carta (no le quedan fichas para intercambiar).
eq-phase-choose-target = Dar: { $active } reveló { $card } y elige quién la recibe: { $targets }.
eq-phase-choose-target-forced = Entrega forzosa (no se puede rechazar): { $active } reveló { $card } y elige quién la recibe: { $targets }.
eq-phase-quick-toss-swap = { $active } quiere intercambiar una carta con { $target }. Lanzamiento rápido: { $waiting } puede pasarle antes una ficha (y se salta su próximo turno).
eq-phase-quick-toss-give = { $active } da { $card } a { $target }. Lanzamiento rápido: { $waiting } puede pasarle antes una ficha (y se salta su próximo turno).
eq-phase-toss-choice = { $offers } ofrecen una ficha: { $target } toma una (Lanzamiento rápido).
eq-phase-give-market = { $active } da { $card } del Mercado a { $target }, que puede rechazarla (1 ficha) o aceptarla.
eq-phase-give-deck = { $active } da { $card } del mazo a { $target }, que puede rechazarla (1 ficha) o aceptarla.
eq-phase-give-market-hidden = { $active } da una carta boca abajo del Mercado a { $target }, que puede rechazarla (1 ficha) o aceptarla.
eq-phase-give-deck-hidden = { $active } da una carta boca abajo del mazo a { $target }, que puede rechazarla (1 ficha) o aceptarla.
eq-phase-bottoming = { $rejector } rechazó { $rejected }; el Mercado muestra 5 y pone una carta debajo del mazo ({ $rejected } ocupa la casilla libre).
eq-phase-swap-cancel = { $active } quiere intercambiar una carta con { $target }, que puede cancelarlo (1 ficha) o permitirlo eligiendo una carta.
eq-phase-swap = { $active } intercambia una carta con { $target }, que elige una carta para cambiar.
eq-phase-relay = { $active } hace un Relevo con su compañero { $teammate }, que elige una carta en secreto; luego { $active } da la carta de arriba del mazo (forzosa).
eq-phase-jack = { $seat } aceptó una Jota y puede intercambiar gratis con el Mercado.
eq-phase-queen = { $seat } aceptó una Reina y devuelve las dos cartas de arriba del mazo en el orden que quiera.
eq-phase-king = { $seat } aceptó { $king } y da una carta (nadie puede rechazarla) a { $targets }.
eq-phase-wind-offer = { $active } puede invocar el Viento de Cambio (1 ficha) antes de terminar el turno.
eq-phase-wind-pass-cw = El Viento de Cambio sopla en sentido horario: esperando a que { $waiting } elija una carta para pasar.
eq-phase-wind-pass-ccw = El Viento de Cambio sopla en sentido antihorario: esperando a que { $waiting } elija una carta para pasar.
eq-phase-over = La partida ha terminado.

## Results
eq-result-line = { $place } { $name }: { $points } (palos { $suit }, color { $color }, paridad { $parity }; suma de valores { $sum }) — { $hand }
eq-team-part = Equipo { $team } { $points }
eq-team-points-round = Puntos por equipo en esta ronda: { $teams }
eq-team-points-match-seats = Puntos por equipo en la partida: { $teams } ({ $seats })
eq-match-points = Puntos de la partida: { $seats }
eq-round-last = Ronda { $round } (la última):
eq-final-places = Clasificación final: { $places }
eq-round-scores = Puntuación de la ronda { $round }:

## The board
eq-board-header = 8-quilibrium · turno { $turn }
eq-board-header-rounds = 8-quilibrium · ronda { $round } de { $rounds } · turno { $turn }
eq-board-variants = Variantes: { $variants }
eq-board-variants-preset = Variantes: { $preset }: { $variants }
eq-board-stock = Reserva: { $card }
eq-board-stock-next = Reserva: se destapa cuando se resuelva esta entrega
eq-board-legend-face-down = ▢ boca abajo
eq-board-legend-empty = — casilla vacía
eq-board-market = Mercado: { $market } · Mazo: { $deck }
eq-board-market-stock = Mercado: { $market } · Mazo: { $deck } · { $stock }
eq-board-market-legend = Mercado: { $market } ({ $legend }) · Mazo: { $deck }
eq-board-market-legend-stock = Mercado: { $market } ({ $legend }) · Mazo: { $deck } · { $stock }
eq-board-full = (lleno)
eq-board-reacted = ya reaccionó este turno
eq-board-skips = se salta el próximo turno
eq-board-seat = { $marker } { $n }. { $name }{ $team }: { $cards }{ $full } · { $tokens }{ $extra }
eq-board-team-members = { $team } ({ $members })
eq-board-team-members-relay = { $team } ({ $members }, Relevo usado)
eq-board-teams = Equipos: { $teams }
eq-board-vs = { $a } contra { $b }
eq-board-wind-called = Viento de Cambio: invocado por { $name } en esta ronda.
eq-board-wind-barred = Viento de Cambio: aún no invocado en esta ronda ({ $name } lo invocó la ronda pasada y no puede).
eq-board-wind-open = Viento de Cambio: aún no invocado en esta ronda.

## Reminders of the variants in play
eq-remind-team-play = Juego por equipos: los puntos del equipo se suman · Ayuda (una ficha a un compañero, termina tu turno) · Relevo una vez por ronda y equipo · Lanzamiento rápido de una ficha a un compañero atacado
eq-remind-open-stock = Reserva Abierta: la carta de arriba del mazo está boca arriba · recibirla te da una ficha (3 como máximo) · Renovar la manda al fondo (1 ficha)
eq-remind-wind = Viento de Cambio: una vez por ronda, tras tu acción, 1 ficha hace que todos pasen una carta a la izquierda o a la derecha
eq-remind-fog = Niebla de Guerra: las cartas del Mercado están boca abajo (las del mazo rechazadas, boca arriba) y se muestran al salir · Espiar hasta 2 casillas (1 ficha)
eq-remind-rank-powers = Poderes de Figura: al aceptar J = intercambio gratis con el Mercado · Q = ordenar las 2 cartas de arriba del mazo · K = pasar una carta, sin rechazo · A = una ficha

## Your turn
eq-turn-give-both = dar una carta del Mercado o del mazo
eq-turn-give-market = dar una carta del Mercado
eq-turn-give-deck = dar la carta de arriba del mazo
eq-turn-swap-both = gastar una ficha para intercambiar con el Mercado o con un jugador
eq-turn-swap-market = gastar una ficha para intercambiar con el Mercado
eq-turn-swap-player = gastar una ficha para intercambiar con un jugador
eq-turn-give-or-swap = Tu turno: { $give } a un jugador con menos cartas, o { $swap }.
eq-turn-give = Tu turno: { $give } a un jugador con menos cartas.
eq-turn-swap = Tu turno: { $swap }.
eq-turn-plain = Tu turno.
eq-turn-extra-peek = espiar el Mercado primero (1 ficha)
eq-turn-extra-refresh = renovar la Reserva primero (1 ficha)
eq-turn-extra-assist = dar Ayuda a un compañero en su lugar (1 ficha, termina tu turno)
eq-turn-extra-relay = hacer un Relevo con un compañero (1 ficha)
eq-turn-with-extras = { $main } También puedes { $extras }.

## Your move (the private view)
eq-move-choose-target = Elige quién recibe { $card }.
eq-move-a-swap = un intercambio
eq-move-quick-toss = Tu compañero { $target } es objetivo de { $what }: pásale una de tus fichas con un Lanzamiento rápido (te saltas tu próximo turno), o no.
eq-move-toss-choice = { $offers } te ofrecen una ficha: toma una (Lanzamiento rápido).
eq-move-a-card = Una carta
eq-move-give-reject = { $card } viene hacia ti: recházala (1 ficha) o acéptala.
eq-move-give = { $card } viene hacia ti.
eq-move-bottoming = Elige una carta del Mercado para ponerla debajo del mazo.
eq-move-swap-cancel = { $who } quiere intercambiar una carta contigo: cancela (1 ficha) o elige una de tus cartas para dar.
eq-move-swap = { $who } intercambia una carta contigo: elige una de tus cartas para dar.
eq-move-relay = { $who } hace un Relevo contigo: elige una de tus cartas para darle.
eq-move-jack = Aceptaste una Jota: cambia gratis una de tus cartas por una del Mercado, o renuncia.
eq-move-queen = Aceptaste una Reina. Arriba del mazo: { $top }. Elige qué carta queda arriba.
eq-move-king = Aceptaste { $king }: da una de tus cartas (puede ser { $king }) a { $targets }.
eq-move-yourself = ti
eq-move-wind-offer = Tu acción está hecha: invoca el Viento de Cambio (1 ficha) o termina tu turno.
eq-move-wind-passed = Pasas { $card } a { $to }; esperando a los demás.
eq-move-wind-pick = Sopla el Viento: elige la carta que pasas a { $to }.

## The private view
eq-private-hand = Tu mano ({ $n }): { $cards }
eq-private-tokens = Tus fichas: { $n } · { $market }
eq-private-known-face-down = (* una carta boca abajo que ya miraste)
eq-private-deck-top = Conoces la parte de arriba del mazo (la primera arriba): { $cards }.
eq-private-team = Tu equipo: { $team } (con { $mates }).
eq-private-skip = Te saltas tu próximo turno (Lanzamiento rápido).
eq-private-swap-picked = Elegiste { $card } para intercambiar con { $target }; esperando su respuesta.
eq-private-relay-offered = Ofreciste { $card } a { $teammate } para el Relevo; esperando su elección.
eq-private-placed = Quedaste en { $place } lugar con { $points }.
eq-private-placed-last-round = Quedaste en { $place } lugar con { $points } en la última ronda.
eq-private-variants = Variantes en juego:

## Events
eq-event-a-card = una carta
eq-event-the-card = la carta
eq-power-ace = el poder del As: una ficha (hasta 3)
eq-power-jack = el poder de la Jota: un intercambio gratis con el Mercado
eq-power-queen = el poder de la Reina: mirar las dos cartas de arriba del mazo y devolverlas en cualquier orden
eq-power-king = el poder del Rey: dar una carta a un jugador con menos cartas, sin rechazo
eq-tie-rank-sum = { $a } queda por delante de { $b } con { $points }: la suma de valores { $x } está más cerca de 56 que { $y }
eq-tie-suit-score = { $a } queda por delante de { $b } con { $points }: sumas igual de cerca de 56, puntuación de palos { $x } contra { $y }
eq-tie-shared-ranks = { $a } queda por delante de { $b } con { $points }: menos cartas con valor repetido ({ $x } contra { $y })
eq-tie-shared = { $a } y { $b } comparten el puesto con { $points }: todos los desempates están igualados
eq-event-parts = palos + color + paridad: { $parts }
eq-event-team-part = Equipo { $team } { $points } ({ $members })
eq-event-match-so-far-teams = Puntos de la partida hasta ahora: Equipo A { $a }, Equipo B { $b }
eq-event-match-so-far = Puntos de la partida hasta ahora: { $totals }
eq-event-turn = Turno de { $name }.
eq-event-deck-forced = { $name } debe dar la carta de arriba del mazo: { $card } (forzosa, no se puede rechazar).
eq-event-deck-revealed = { $name } revela { $card } del mazo.
eq-event-gave = { $from } da { $card } a { $to }.
eq-event-gave-self = { $from } se da { $card } a sí mismo.
eq-event-gave-market = { $from } da { $card } del Mercado a { $to }.
eq-event-gave-market-self = { $from } se da { $card } del Mercado a sí mismo.
eq-event-gave-hand = { $from } da { $card } de su mano (Rey, no se puede rechazar) a { $to }.
eq-event-gave-hand-self = { $from } se da { $card } de su mano (Rey, no se puede rechazar) a sí mismo.
eq-event-accepted = { $name } toma { $card }.
eq-event-rejected-market = { $name } rechaza { $card } (1 ficha); vuelve al Mercado.
eq-event-rejected-deck = { $name } rechaza { $card } (1 ficha); va al Mercado.
eq-event-refilled = { $card } del mazo repone el Mercado.
eq-event-bottomed = { $name } pone { $card } debajo del mazo.
eq-event-swapped-market = { $name } cambia { $gave } por { $took } del Mercado (1 ficha).
eq-event-swap-offered-card = { $from } ofrece { $card } para intercambiar con { $to } (1 ficha).
eq-event-swap-offered = { $from } quiere intercambiar una carta con { $to } (1 ficha).
eq-event-swap-canceled = { $by } cancela el intercambio de { $from } (1 ficha); ambas cartas siguen ocultas.
eq-event-swapped-player-cards = { $from } cambió { $gave } por { $got } de { $to }.
eq-event-swapped-player = { $from } intercambió una carta con { $to }.
eq-event-round-over = ¡Fin de la ronda!
eq-event-round-n-over = ¡Fin de la ronda { $round }!
eq-event-round-head = { $head } { $rest }
eq-event-round-started = Empieza la ronda { $round }: nuevo reparto, 2 fichas cada uno; empieza { $name }.
eq-event-gave-face-down-seen = { $from } da la carta boca abajo de la casilla { $slot } a { $to }: es { $card } (solo { $to } la ve).
eq-event-gave-face-down = { $from } da la carta boca abajo de la casilla { $slot } a { $to }.
eq-event-rejected-face-down = { $name } rechaza { $card } (1 ficha); vuelve boca abajo a la casilla { $slot }.
eq-event-refilled-face-down = Una carta boca abajo del mazo llena la casilla { $slot }.
eq-event-bottomed-face-down = { $name } pone la carta boca abajo de la casilla { $slot } debajo del mazo, sin verla; la carta rechazada ocupa la casilla { $slot }.
eq-event-swapped-market-face-down = { $name } cambia { $gave } por { $took } de la casilla { $slot } (1 ficha); la carta que deja queda boca abajo.
eq-event-peek-slot = la casilla { $slot }
eq-event-peek-slot-card = la casilla { $slot } ({ $card })
eq-event-peek-and = { $first } y { $last }
eq-event-peeked = { $name } espía { $slots } (1 ficha).
eq-event-stock-revealed = La nueva Reserva es { $card }.
eq-event-stock-refreshed = { $name } manda la Reserva { $card } al fondo del mazo (1 ficha).
eq-reason-burden-pays = La carga paga
eq-reason-ace = As
eq-event-token-gained = { $name } gana una ficha ({ $why }).
eq-event-token-capped = { $name } ganaría una ficha ({ $why }) pero ya tiene 3, el máximo.
eq-event-assisted = { $from } ayuda a { $to }: una ficha a su compañero, y termina el turno de { $from }.
eq-event-toss-offered = { $from } ofrece una ficha a { $to } (Lanzamiento rápido).
eq-event-quick-tossed = { $from } lanza una ficha a { $to } y se saltará su próximo turno.
eq-event-turn-skipped = { $name } se salta este turno (Lanzamiento rápido).
eq-event-relay-offered-card = { $from } empieza un Relevo con { $to } y ofrece { $card } (1 ficha).
eq-event-relay-offered = { $from } empieza un Relevo con { $to } (1 ficha).
eq-event-relay-swapped-cards = Relevo: { $from } dio { $gave } y recibió { $got } de { $to }.
eq-event-relay-swapped = { $from } y { $to } intercambian una carta boca abajo (Relevo).
eq-event-rank-power = { $name } aceptó { $card }: { $power }.
eq-event-power-declined = { $name } renuncia al intercambio de la Jota.
eq-event-jack-swapped = { $name } cambia gratis { $gave } por { $took } de la casilla { $slot } (Jota).
eq-event-jack-swapped-face-down = { $name } cambia gratis { $gave } por { $took } de la casilla { $slot } (Jota) (la carta que deja queda boca abajo).
eq-event-queen-peeked = { $name } mira las dos cartas de arriba del mazo.
eq-event-queen-peeked-cards = { $name } mira la parte de arriba del mazo: { $cards }.
eq-event-queen-then = { $first }, luego { $second }
eq-event-queen-reordered-top = { $name } pone { $top } arriba del mazo.
eq-event-queen-reordered = { $name } devuelve las dos cartas en el orden que quiere.
eq-event-wind-called-cw = { $name } invoca el Viento de Cambio en sentido horario (1 ficha): todos eligen una carta para pasar.
eq-event-wind-called-ccw = { $name } invoca el Viento de Cambio en sentido antihorario (1 ficha): todos eligen una carta para pasar.
eq-event-wind-picked = { $name } ya eligió una carta para el Viento.
eq-event-wind-pass = { $name } pasó { $card }
eq-event-wind-passed-hidden-cw = Sopla el Viento en sentido horario: cada jugador pasa una carta, boca abajo.
eq-event-wind-passed-hidden-ccw = Sopla el Viento en sentido antihorario: cada jugador pasa una carta, boca abajo.
eq-event-wind-passed-cw = Sopla el Viento en sentido horario: { $passes }.
eq-event-wind-passed-ccw = Sopla el Viento en sentido antihorario: { $passes }.
