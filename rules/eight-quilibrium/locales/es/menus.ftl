# 8-quilibrium: menús, sala, opciones de /play, /score, rechazos y resumen de reglas (issue 48).
# Glosario: ver play.ftl (Mercado, mazo, Reserva, ficha, Dar, intercambio, Lanzamiento rápido,
# Ayuda, Relevo, Viento de Cambio, Espiar, Renovar, casilla).

## Variants and presets (15.C)
eq-variant-team-play = Juego por equipos
eq-variant-open-stock = Reserva Abierta
eq-variant-wind-of-change = Viento de Cambio
eq-variant-fog-of-war = Niebla de Guerra
eq-variant-rank-powers = Poderes de Figura
eq-preset-enigma = Enigma
eq-preset-token-day = Día de Fichas
eq-preset-deduction-night = Noche de Deducción
eq-preset-pillow-of-winds = Una Almohada de Vientos
eq-preset-socialist-capitalism = Capitalismo Socialista
eq-preset-players-3-5 = 3 a 5
eq-preset-players-4-6 = 4 o 6
eq-summary-base-game = juego básico
eq-summary-preset = { $preset } ({ $variants })
eq-summary = { $head } · { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}

## Options refusals (EQ-2, EQ-11, 15.C)
eq-error-rounds-not = Una partida tiene de 1 a { $max } rondas, no { $rounds }
eq-error-preset-players = El preajuste { $preset } es para { $players } jugadores; esta mesa tiene { $n }
eq-error-team-play-players = El Juego por equipos necesita 4 jugadores (2 contra 2) o 6 (3 contra 3); esta mesa tiene { $n }
eq-error-flag-not = `{ $key }` se activa o desactiva (true o false), no "{ $value }"
eq-error-flag = `{ $key }` se activa o desactiva (true o false)
eq-error-no-preset-called = No hay ningún preajuste llamado "{ $name }"; elige uno de { $presets }
eq-error-no-variant-called = No hay ninguna variante llamada "{ $name }"; elige entre { $variants }
eq-error-rounds = Una partida tiene de 1 a { $max } rondas

## The lobby
eq-lobby-blurb-team-play = Juego por equipos: 2 contra 2 o 3 contra 3, Ayuda, Lanzamiento rápido, Relevo
eq-lobby-blurb-open-stock = Reserva Abierta: carta de arriba visible, fichas por tomarla
eq-lobby-blurb-wind = Viento de Cambio: una vez por ronda todos pasan una carta
eq-lobby-blurb-fog = Niebla de Guerra: Mercado boca abajo, espiar
eq-lobby-blurb-rank-powers = Poderes de Figura: J, Q, K y A hacen algo al tomarlas
eq-lobby-no-preset = Sin preajuste (elige variantes abajo)
eq-lobby-preset-choice = { $preset }: { $variants } ({ $players })
eq-lobby-preset = Preajuste (anfitrión)
eq-lobby-variants = Variantes (anfitrión; las que quieras, ninguna = juego básico)
eq-lobby-rounds = Rondas de la partida (anfitrión)
eq-lobby-rounds-choice = { $n ->
    [one] { $n } ronda
   *[other] { $n } rondas, se suman los puntos
}
eq-error-no-preset = No hay ningún preajuste "{ $value }".
eq-error-no-variant = No hay ninguna variante "{ $value }".
eq-error-match-rounds = Una partida tiene de 1 a { $max } rondas.
eq-this-game = Este juego
eq-lobby-game = Juego: { $summary }
eq-lobby-team = { $team }: { $members }
eq-lobby-teams = Equipos por asiento (asientos alternos): { $teams }
eq-lobby-so-far = ⚠ { $problem } por ahora.

## The /score tool (EQ-12)
eq-score-text =
    Mano: { $hand }
    Palos ♣{ $clubs } ♦{ $diamonds } ♥{ $hearts } ♠{ $spades }: { $bold }{ $suit }{ $unbold } / 10
    Color ({ $reds } rojas): { $bold }{ $color }{ $unbold } / 3
    Paridad ({ $evens } pares): { $bold }{ $parity }{ $unbold } / 3
    { $bold }Total: { $total }{ $unbold } / 16
    Desempates: suma de valores { $sum } (a { $distance } de 56), { $same ->
        [one] { $same } carta
       *[other] { $same } cartas
    } con valor repetido
eq-error-not-a-card = "{ $word }" no es una carta: escribe un valor y un palo, como 9H, 10d, KS o ♥9
eq-error-card-twice = { $card } aparece dos veces: una mano sale de una sola baraja, así que cada carta como mucho una vez
eq-error-hand-size = Una mano tiene exactamente 8 cartas; escribiste { $n }

## /play's options and the /score tool
eq-option-preset = 8-quilibrium: un preajuste de variantes (p. ej. Enigma); el anfitrión puede cambiarlo
eq-option-variants = 8-quilibrium: variantes separadas por comas: team, stock, wind, fog, powers
eq-option-rounds = 8-quilibrium: 1-9 rondas, se suman los puntos (1)
eq-tool-score = Puntúa una mano de 8-quilibrium.
eq-tool-score-hand = Las cartas, p. ej. AH 2C 3D 4S 5H 6C 7D 8S
eq-tool-score-title = Puntuación de 8-quilibrium
eq-error-no-command = No existe el comando /{ $name }.

## The /rules summary (our own words), one message per paragraph or bullet
eq-rules-intro = **8-quilibrium** (2-6 jugadores) — forma la mano de 8 cartas más equilibrada.
eq-rules-start = **Inicio:** cada uno recibe 3 cartas y 2 fichas; 4 cartas boca arriba forman el Mercado.
eq-rules-turn = **Tu turno — haz una sola cosa:**
eq-rules-give = • **Dar** una carta — del Mercado o la de arriba del mazo (se revela antes) — a quien tenga menos cartas. En caso de empate eliges entre ellos, tú incluido si estás empatado. Con dos jugadores y empate, va a tu rival. Nadie tiene nunca más de 8.
eq-rules-swap-market = • **Intercambiar con el Mercado** (1 ficha): cambia una de tus cartas por una del Mercado.
eq-rules-swap-player = • **Intercambiar con un jugador** (1 ficha) que tenga al menos tantas cartas como tú: ambos elegís una carta en secreto y las cambiáis.
eq-rules-reacting = **Reaccionar** (una vez por turno cada uno, solo si eres el objetivo):
eq-rules-reject = • **Rechazar** una carta que te dan (1 ficha): va al Mercado y el turno termina. Una carta del mazo deja el Mercado en 5, así que mandas una carta del Mercado debajo del mazo.
eq-rules-cancel = • **Cancelar** un intercambio contra ti (1 ficha): quien intercambiaba debe dar la carta de arriba del mazo a un jugador con menos cartas — a ti si eres uno de ellos — y nadie puede rechazarla.
eq-rules-end = **Final:** en cuanto todas las manos tienen 8 cartas. Puntuación sobre 16: palos (hasta 10, lo mejor 2 de cada), color (hasta 3, lo mejor 4 rojas) y paridad (hasta 3, lo mejor 4 valores pares; A=1, J=11, Q=12, K=13). Los empates los gana la suma de valores más cercana a 56, luego la mejor puntuación de palos, luego menos cartas con valor repetido. Prueba `/score` para comprobar cualquier mano.
eq-rules-variants = **Variantes** (el anfitrión elige la mezcla que quiera en la sala, o un preajuste: Enigma, Día de Fichas, Noche de Deducción, Una Almohada de Vientos, Capitalismo Socialista). Tu vista privada muestra las que están en juego.
eq-rules-team-play = • **Juego por equipos** (4 o 6 jugadores, compañeros en asientos alternos): los puntos del equipo se suman. En tu turno puedes dar **Ayuda** (pasar una ficha a un compañero; tu turno termina) o hacer un **Relevo** (1 ficha, una vez por ronda y equipo: cambia una carta en secreto con un compañero y luego da la carta de arriba del mazo, sin rechazo). Cuando un compañero es objetivo, puedes hacerle un **Lanzamiento rápido** de una ficha antes de que responda, y te saltas tu próximo turno.
eq-rules-open-stock = • **Reserva Abierta:** la carta de arriba del mazo está boca arriba como Reserva; la de debajo se revela cuando se resuelve una entrega de la Reserva. Aceptar la Reserva te da una ficha (3 como máximo). Al empezar tu turno, 1 ficha manda la Reserva al fondo (**Renovar**).
eq-rules-wind = • **Viento de Cambio:** una vez por ronda, justo tras tu acción, 1 ficha hace que cada jugador pase una carta secreta a la izquierda o a la derecha. Quien lo invocó la ronda pasada no puede invocarlo.
eq-rules-fog = • **Niebla de Guerra:** las cuatro casillas del Mercado están boca abajo; solo una carta del mazo rechazada está boca arriba. Eliges casillas, no cartas, y una carta se muestra al salir. Al empezar tu turno, 1 ficha te deja **espiar** hasta dos casillas.
eq-rules-rank-powers = • **Poderes de Figura:** aceptar una carta de una entrega activa su poder: **Jota**, un intercambio gratis con el Mercado (opcional); **Reina**, mira las dos cartas de arriba del mazo y elige su orden; **Rey**, da una de tus cartas a un jugador con menos cartas, sin rechazo, y el poder de esa carta funciona para su nuevo dueño; **As**, una ficha (3 como máximo). El poder de cada carta funciona una vez por turno para cada jugador.
eq-rules-match = Una partida puede tener de 1 a 9 rondas; los puntos se suman.

## Menu steps (labels of the menus' buttons and choices)
eq-menu-slot = casilla { $n }
eq-menu-slot-seen = casilla { $n }: { $card } (boca abajo)
eq-menu-slot-face-down = casilla { $n } boca abajo
eq-menu-slots = casillas { $first } y { $last }
eq-menu-give-market = Dar del Mercado
eq-menu-give-stock = Dar la Reserva ({ $card })
eq-menu-give-deck = Dar la carta de arriba del mazo
eq-menu-the-card = la carta
eq-menu-give-to = Dar { $card } { $to }
eq-menu-swap-market = Intercambiar con el Mercado (1 ficha)
eq-menu-your-card = tu { $card }
eq-menu-for = por { $what }
eq-menu-swap-player = Intercambiar con un jugador (1 ficha)
eq-menu-with = con { $name }
eq-menu-reject = Rechazar (1 ficha)
eq-menu-accept = Aceptar
eq-menu-cancel = Cancelar (1 ficha)
eq-menu-allow = Permitir y elegir una carta
eq-menu-give-your = dar tu { $card }
eq-menu-bottom = Al fondo: { $what }
eq-menu-assist = Ayuda: una ficha a un compañero (termina tu turno)
eq-menu-refresh-card = Renovar: mandar la Reserva { $card } al fondo (1 ficha)
eq-menu-refresh = Renovar la Reserva (1 ficha)
eq-menu-peek = Espiar el Mercado (1 ficha)
eq-menu-look-at = mirar { $slots }
eq-menu-relay = Relevo con un compañero (1 ficha)
eq-menu-quick-toss = Lanzar una ficha (te saltas tu próximo turno)
eq-menu-no-toss = No lanzar
eq-menu-take-toss = Tomar la ficha de { $name }
eq-menu-jack = Jota: intercambiar con el Mercado (gratis)
eq-menu-decline-jack = Renunciar al intercambio de la Jota
eq-menu-no-wind = No invocar el Viento (terminar el turno)
eq-menu-queen-top = Poner { $card } arriba
eq-menu-wind-cw = Invocar el Viento en sentido horario (1 ficha)
eq-menu-wind-ccw = Invocar el Viento en sentido antihorario (1 ficha)
eq-menu-pass-your = pasar tu { $card }

## Refusals (the rules)
eq-error-not-turn = No es tu turno
eq-error-active-chooses-receives-card = Solo el jugador activo elige quién recibe la carta
eq-error-teammate-targeted-quick-toss = Solo un compañero del jugador atacado puede hacer un Lanzamiento rápido ahora
eq-error-targeted-chooses-whose-token = Solo el jugador atacado elige qué ficha toma
eq-error-receiving-card-answer = Solo el jugador que recibe la carta puede responder ahora
eq-error-rejected-card-chooses-what = Solo el jugador que rechazó la carta elige qué va al fondo
eq-error-asked-swap-answer = Solo el jugador al que piden el intercambio puede responder ahora
eq-error-swap-can-longer-happen = El intercambio ya no puede hacerse: la carta ofrecida ya no está
eq-error-teammate-asked-for-relay = Solo el compañero al que piden el Relevo elige carta ahora
eq-error-accepted-jack-decides-swap = Solo el jugador que aceptó la Jota decide su intercambio
eq-error-accepted-queen-orders-deck = Solo el jugador que aceptó la Reina ordena el mazo
eq-error-accepted-king-gives-card = Solo el jugador que aceptó el Rey da una carta ahora
eq-error-whose-turn-call-wind = Solo el jugador en turno puede invocar el Viento
eq-error-round-over = La ronda ha terminado
eq-error-deck-empty-give-card = El mazo está vacío: da una carta del Mercado
eq-error-cannot-swap-with-yourself = No puedes intercambiar contigo mismo: elige a otro jugador
eq-error-have-reject-tokens-left = No te quedan fichas para rechazar
eq-error-have-already-reacted-during = Ya reaccionaste en este turno: cada jugador reacciona como mucho una vez por turno
eq-error-such-market-card-pick = Esa carta del Mercado no existe: elige una de las casillas que se muestran
eq-error-no-fog = Esta mesa no juega con Niebla de Guerra: el Mercado está boca arriba
eq-error-already-peeked-turn = Ya espiaste en este turno
eq-error-peek-looks-one-two = Espiar mira una o dos casillas del Mercado
eq-error-pick-two-different-slots = Elige dos casillas distintas, en orden
eq-error-no-open-stock = Esta mesa no juega con Reserva Abierta: no hay Reserva que renovar
eq-error-already-refreshed-stock-turn = Ya renovaste la Reserva en este turno
eq-error-deck-has-other-card = El mazo no tiene otra carta que pueda ser la Reserva
eq-error-choose-one-two-cards = Elige una de las dos cartas que miraste para ponerla arriba
eq-error-no-team-play = Esta mesa no juega por equipos
eq-error-not-teammate-teammates-sit = Ese jugador no es tu compañero: los compañeros se sientan en asientos alternos
eq-error-teammate-already-holds-3 = Tu compañero ya tiene 3 fichas, el máximo que se puede tener
eq-error-quick-toss-answer = Ahora no hay ningún Lanzamiento rápido que responder
eq-error-teammate-targeted-has-not = Solo un compañero del jugador atacado que aún no haya respondido puede hacer un Lanzamiento rápido ahora
eq-error-quick-toss-take = Ahora no hay ningún Lanzamiento rápido que tomar
eq-error-did-not-offer-token = Ese jugador no ofreció ninguna ficha
eq-error-team-already-made-relay = Tu equipo ya hizo su Relevo en esta ronda
eq-error-relay-swap-answer = Ahora no hay ningún Relevo que responder
eq-error-relay-swap-can-longer = El Relevo ya no puede hacerse: la carta ofrecida ya no está
eq-error-no-wind-variant = Esta mesa no juega con Viento de Cambio
eq-error-wind-change-was-already = El Viento de Cambio ya se invocó en esta ronda
eq-error-called-wind-last-round = Invocaste el Viento la ronda pasada; esta ronda puede invocarlo otro (EQ-8)
eq-error-wind-change-not-blowing = El Viento de Cambio no está soplando ahora
eq-error-already-picked-card = Ya elegiste tu carta
eq-error-canceled-has-fewest-cards = El jugador que canceló tiene menos cartas, así que la entrega forzosa debe ir a él
eq-error-with-two-players-tied = Con dos jugadores empatados en menos cartas, debes dar a tu rival
eq-error-inconsistent = El estado guardado de esta partida es incoherente
eq-error-players = 8-quilibrium necesita de 2 a 6 jugadores, no { $n }
eq-error-slot-face-up = La casilla { $slot } ya está boca arriba: espía casillas boca abajo
eq-error-no-seat = No hay asiento { $seat } en esta mesa
eq-error-no-seat-range = No hay asiento { $seat } en esta mesa (asientos 0 a { $last })
eq-error-not-holding = No tienes { $card }
eq-error-you-full = Ya tienes 8 cartas: nadie puede tener más de 8, así que da a un jugador con menos cartas
eq-error-they-full = Ese jugador ya tiene 8 cartas: nadie puede tener más de 8, así que da a un jugador con menos cartas
eq-error-you-not-fewest = Tienes { $size } cartas; da a un jugador con menos cartas ({ $min })
eq-error-they-not-fewest = Ese jugador tiene { $size } cartas; da a un jugador con menos cartas ({ $min })
eq-error-not-now = Eso no se puede ahora: { $hint }
eq-hint-turn = es tu turno: da una carta (del Mercado o del mazo) o gasta una ficha para intercambiar
eq-hint-choose-target = elige quién recibe { $card }
eq-hint-quick-toss = lanza una ficha a tu compañero, o déjalo pasar
eq-hint-toss-choice = elige qué ficha del Lanzamiento rápido tomas
eq-hint-reject-hidden = rechaza la carta (1 ficha) o acéptala
eq-hint-reject = rechaza { $card } (1 ficha) o acéptala
eq-hint-bottoming = elige una carta del Mercado para ponerla debajo del mazo
eq-hint-swap = cancela el intercambio (1 ficha) o permítelo eligiendo una de tus cartas
eq-hint-relay = elige una carta para el Relevo
eq-hint-jack = cambia una carta con el Mercado (Jota) o renuncia
eq-hint-queen = elige qué carta vuelve arriba del mazo
eq-hint-king = da una carta a un jugador con menos cartas (Rey)
eq-hint-wind-offer = invoca el Viento de Cambio (1 ficha) o termina tu turno
eq-hint-wind-pass = elige la carta que pasas con el Viento
eq-hint-over = la ronda ha terminado

## What a seat is asked to do (prompts)
eq-prompt-turn = Da una carta a un jugador con menos cartas, o gasta una ficha para intercambiar
eq-prompt-choose-forced = Elige quién recibe { $card } (entrega forzosa: no se puede rechazar)
eq-prompt-choose = Elige quién recibe { $card }
eq-prompt-quick-toss = Lanzamiento rápido: pasa una ficha a tu compañero atacado (te saltas tu próximo turno) o déjalo pasar
eq-prompt-toss-choice = Elige qué ficha del Lanzamiento rápido tomas
eq-prompt-reject-hidden = Rechaza la carta boca abajo del Mercado (1 ficha) o acéptala
eq-prompt-reject = Rechaza { $card } (1 ficha) o acéptala
eq-prompt-bottoming = Elige una carta del Mercado para ponerla debajo del mazo
eq-prompt-swap-cancel = Cancela el intercambio (1 ficha) o permítelo eligiendo una carta para cambiar
eq-prompt-swap = Elige una carta para el intercambio
eq-prompt-relay = Elige una carta para cambiar con tu compañero (Relevo)
eq-prompt-jack = Jota: cambia gratis una de tus cartas por una del Mercado, o renuncia
eq-prompt-queen = Reina: elige cuál de las dos cartas de arriba del mazo vuelve arriba
eq-prompt-king = Rey: da una de tus cartas a un jugador con menos cartas
eq-prompt-wind-offer = Invoca el Viento de Cambio (1 ficha) o termina tu turno
eq-prompt-wind-pass = Viento de Cambio: elige la carta que pasas
