# Relinquish en español: cartas, rechazos de las reglas, avisos, sala, opciones de /play y
# resumen de /rules (issue 48). Decisiones de reglas citadas como RQ-n en comentarios.
# Glosario: Common = Común (carta numerada), Court = Figura (Page = Sota, Knight = Caballero,
# King = Rey, Queen = Reina), Tarot = Tarot; Wands = Bastos, Cups = Copas, Swords = Espadas,
# Pence = Oros; Stand/Standing = levantar/en pie, Rest/Resting = tumbar/tumbada; tableau =
# tablero propio (mesa de cartas), hand = mano, scry = adivinar (una adivinación), scry pile =
# mazo de adivinación, discard pile = descarte, exile = exilio, set aside = apartadas;
# Populate = Poblar, Summon = Invocar, Magick = Magia (Enchant = Hechizar, Augur = Augurar,
# Murder = Asesinar), Negate = Anular, Foil = Frustrar, Battle = Batalla, Clash = Duelo,
# Rally = Refuerzo, attacker = atacante, block = bloquear, capture = capturar; Arcana = Arcanos
# (Glamour = Encanto, Lavish = Derroche, Coerce = Coacción, Bounty = Recompensa), Finesse =
# Destreza (Congregate = Congregar, Conscript = Reclutar); Fortify = Fortificar, Acceptance =
# Aceptación, Arise = Alzarse; turn = turno, seat = asiento, host = anfitrión.

## Cartas.

rq-suit = { $suit ->
    [wands] Bastos
    [cups] Copas
    [swords] Espadas
   *[pence] Oros
}
rq-rank = { $rank ->
    [page] Sota
    [knight] Caballero
    [king] Rey
   *[queen] Reina
}
rq-card-common = { $value } de { $suit ->
    [wands] Bastos
    [cups] Copas
    [swords] Espadas
   *[pence] Oros
}
rq-card-court = { $rank ->
    [page] Sota
    [knight] Caballero
    [king] Rey
   *[queen] Reina
} de { $suit ->
    [wands] Bastos
    [cups] Copas
    [swords] Espadas
   *[pence] Oros
}
rq-card-tarot = { $code } { $name }
# RQ-22: los nombres del tarot Rider-Waite-Smith.
rq-tarot = { $n ->
    [0] El Loco
    [1] El Mago
    [2] La Sacerdotisa
    [3] La Emperatriz
    [4] El Emperador
    [5] El Hierofante
    [6] Los Enamorados
    [7] El Carro
    [8] La Fuerza
    [9] El Ermitaño
    [10] La Rueda de la Fortuna
    [11] La Justicia
    [12] El Colgado
    [13] La Muerte
    [14] La Templanza
    [15] El Diablo
    [16] La Torre
    [17] La Estrella
    [18] La Luna
    [19] El Sol
    [20] El Juicio
   *[21] El Mundo
}
rq-ability = { $ability ->
    [glamour] Encanto
    [lavish] Derroche
    [coerce] Coacción
    [bounty] Recompensa
    [congregate] Congregar
   *[conscript] Reclutar
}

## Rechazos.

rq-err-pair-same = { $ability } necesita dos cartas distintas
rq-err-pair-standing = { $ability } tumba dos cartas en pie de tu propio tablero; { $card } no es una de ellas
rq-err-arcana-suit = { $ability } necesita dos cartas en pie de { $suit ->
    [wands] Bastos
    [cups] Copas
    [swords] Espadas
   *[pence] Oros
} (Comunes o Figuras); { $card } no es una de ellas
rq-err-arcana-nothing = { $ability } no tiene sobre qué actuar aparte de sus dos propias cartas
rq-err-no-turn = { $ability } no gira ninguna carta
rq-err-own-activating = { $ability } no puede actuar sobre sus propias cartas de activación
rq-err-turn-target = { $ability } gira { $kind ->
    [court] una Figura
   *[common] una Común
} de cualquier tablero; { $card } no lo es
rq-err-bounty-own = Recompensa no puede cambiar sus propias cartas de activación
rq-err-bounty-target = Recompensa cambia una Común o Figura de un tablero; { $card } no está en ninguno
rq-err-bounty-amount = La cantidad es el valor de una de las dos cartas de activación ({ $first } o { $second }), no { $card }
rq-err-beginner-finesse = Es una partida de principiantes: sin Destreza
rq-err-congregate-card = Congregar pone una Común de tu mano; { $card } no lo es
rq-err-congregate-pair = Congregar tumba dos Comunes en pie
rq-err-congregate-sum = Las dos Comunes deben sumar { $value }, el valor de { $card }; { $first } y { $second } suman { $sum }
rq-err-conscript-card = Reclutar pone una Figura de tu mano; { $card } no lo es
rq-err-conscript-pair = Reclutar tumba dos Figuras en pie
rq-err-no-seat = No hay asiento { $seat } en esta mesa
rq-err-no-such-seat = Ese asiento no existe en esta mesa
rq-err-over = La partida ha terminado
rq-err-not-your-turn = Es el turno de otro jugador
rq-err-scry-first = Primero quédate con una de las dos cartas de tu adivinación
rq-err-seat-scrying = El asiento { $seat } está adivinando
rq-err-wait-negate = Un Hechizo espera una Anulación o ninguna respuesta
rq-err-wait-foil = Un Asesinato espera que lo Frustren o ninguna respuesta
rq-err-wait-battle = Hay una batalla en curso: ahora solo bloqueos, Refuerzos y capturas
rq-err-not-now = Eso no es posible ahora
rq-err-no-choice = No hay ninguna elección en curso
rq-err-your-turn = Nada espera eso: es tu turno
rq-err-choose-target = Elige el objetivo o vuelve atrás
rq-err-not-chosen = { $card } no forma parte de tu elección
rq-err-no-attacker = Elige al menos un atacante o vuelve atrás
rq-err-pick-payment = Elige las Comunes que pagan la Invocación y confirma (o vuelve atrás)
rq-err-pick-named = Elige las Comunes tumbadas que vas a Hechizar y confirma (o vuelve atrás)
rq-err-pick-attackers = Elige los atacantes y a quién atacan, y confirma (o vuelve atrás)
rq-err-choose-target-of = Elige el objetivo de { $ability } o vuelve atrás
rq-err-battled = Ya has librado una Batalla este turno (una por turno)
rq-err-battle-court = La Batalla necesita una Figura tuya en pie para atacar
rq-err-attack-with = Ataca con una Figura en pie de tu propio tablero; { $card } no lo es
rq-err-attacking = { $card } ya está atacando
rq-err-attack-opponent = Ataca a un rival
rq-err-no-attacker-waiting = Ningún atacante te espera
rq-err-other-defender = Ahora elige otro defensor
rq-err-not-attacker = { $card } no es un atacante contra ti pendiente de enfrentar
rq-err-block-with = Bloquea con una Figura en pie de tu propio tablero; { $card } no lo es
rq-err-no-rally = Ahora no tienes ningún Refuerzo que elegir
rq-err-rally-with = Refuerza con una Común de tu mano, o con ninguna; { $card } no lo es
rq-err-capture-one = Captura una de { $cards }; no { $card }
rq-err-no-capture = No tienes ninguna captura que elegir
rq-err-magicked = Ya has usado la Magia este turno (un Tarot por turno)
rq-err-magick-tarot = La Magia necesita un Tarot; { $card } no lo es
rq-err-not-in-hand = { $card } no está en tu mano
rq-err-enchant-opponent = Hechizar toma Comunes tumbadas de un solo rival
rq-err-enchant-sum = Ninguna combinación de Comunes tumbadas de ese jugador suma exactamente { $value }, el valor de { $card }
rq-err-name-resting = Nombra Comunes tumbadas del jugador Hechizado; { $card } no lo es
rq-err-named-already = { $card } ya está nombrada
rq-err-name-overshoots = Con { $card }, las Comunes nombradas (ahora { $so_far }) ya no pueden sumar exactamente { $value }
rq-err-name-one = Nombra al menos una Común tumbada para Hechizar
rq-err-named-sum = Las Comunes nombradas deben sumar exactamente { $value }, el valor de { $card }; suman { $sum }
rq-err-no-enchant = No hay ningún Hechizo que Anular
rq-err-negate-who = Solo el jugador Hechizado (o su compañero) puede Anular
rq-err-negate-tarot = Anula con un Tarot de tu mano; { $card } no lo es
rq-err-negate-lower = Anular necesita un Tarot menor que { $enchant } ({ $value }); { $card } no lo es
rq-err-keep-named = Elige las Comunes que se salvan entre las nombradas, una vez cada una; { $card } no lo es
# RQ-7: El Loco anula todo el Hechizo.
rq-err-fool-names = El Loco anula todo el Hechizo: no nombres ninguna Común con él
rq-err-negate-sum = Las Comunes que entregas deben sumar exactamente { $value }, el valor de { $card }; suman { $sum }
rq-err-augur-tarot = Augurar necesita un Tarot menor que { $death }; { $card } puede Asesinar o Hechizar
rq-err-murder-tarot = Asesinar necesita un Tarot de { $death } o más; { $card } puede Augurar o Hechizar
rq-err-murder-target = Asesinar apunta a una Figura del tablero de un rival; { $card } no lo es
rq-err-no-murder = No hay ningún Asesinato que Frustrar
rq-err-foil-who = No le toca a tu bando Frustrar
rq-err-foil-tarot = Frustra con un Tarot de tu mano; { $card } no lo es
rq-err-foil-higher = Frustrar necesita un Tarot mayor que el último jugado ({ $last }); { $card } no lo es
rq-err-nothing-to-answer = No tienes nada que responder
rq-err-populated = Ya has Poblado este turno (una vez por turno)
rq-err-populate-common = Poblar pone una Común; { $card } no lo es
# RQ-4, RQ-14.
rq-err-populate-low = Poblar necesita una Común al menos tan alta como tu Común en pie más alta ({ $high }); { $card } es menor. Tumba antes esa Común (paga una Invocación con ella, o usa un Arcano o una Destreza)
rq-err-summon-court = Invocar pone una Figura; { $card } no lo es
# RQ-3.
rq-summon-cost = { $card } cuesta { $matched } { $matched ->
    [one] Común en pie
   *[other] Comunes en pie
} de { $suit ->
    [wands] Bastos
    [cups] Copas
    [swords] Espadas
   *[pence] Oros
} o { $any } Comunes en pie de cualquier palo
rq-err-summoned = Ya has Invocado este turno (una vez por turno)
rq-err-summon-rank = Tienes un { $high } en pie: una Invocación debe ser de ese rango o mayor; { $rank } es menor
rq-err-summon-have = { $cost }; tienes { $all } { $all ->
    [one] Común en pie
   *[other] Comunes en pie
} ({ $suited } de su palo)
rq-err-pay-with = Paga con Comunes en pie de tu propio tablero; { $card } no lo es
rq-err-paid-already = { $card } ya forma parte del pago
rq-err-pay-inexact = { $cost }; con { $card } el pago no podría ser exacto
rq-err-pay-chosen = { $cost }; has elegido { $n }
rq-err-keep-scried = Quédate con una de las dos cartas de tu adivinación, no con { $card }
rq-err-no-scry = No tienes cartas de adivinación entre las que elegir
rq-err-fortify = Fortificar tumba una Común en pie de tu propio tablero; { $card } no lo es
rq-err-damaged = El estado guardado de esta partida es incoherente
rq-err-players = Relinquish necesita de { $min } a { $max } jugadores, no { $players }
# RQ-1, RQ-23.
rq-err-teams-players = Los equipos juegan dos contra dos: hacen falta exactamente 4 jugadores, no { $players }

## Avisos.

rq-prompt-turn = Juega tu turno: Poblar, Invocar, Magia, Batalla, habilidades y luego termina el turno
rq-prompt-scry = Quédate con una de las dos cartas de la adivinación
rq-prompt-negate = Anula el Hechizo de { $name } ({ $card }) sobre { $whose ->
    [yours] tus Comunes
   *[partner] las Comunes de tu compañero
} con un Tarot menor, o déjalo pasar
rq-prompt-foil = Frustra el Asesinato de { $card } con un Tarot mayor que { $value }, o déjalo pasar
rq-prompt-block = Elige un atacante: bloquéalo con una Figura en pie o déjalo pasar
rq-prompt-rally = Duelo de { $attacker } y { $blocker }: refuerza con una Común o con ninguna
rq-prompt-capture = Elige cuál de las Comunes iguales capturar

## /rules.

rq-rules =
    {"**"}Relinquish** (2 a 4 jugadores, o 2 contra 2) — una baraja de tarot de 78 cartas. Gana quien termine con el mayor total de Comunes en su tablero.

    {"**"}Cartas:** Comunes, las cartas numeradas del 1 al 10 como `7 de Bastos`, `10 de Copas`, `3 de Espadas`, `9 de Oros`; Figuras Sota, Caballero, Rey, Reina (fuerza 0 a 3), escritas `Reina de Espadas`; Tarots `T0` (El Loco) a `T21` (El Mundo). Las imágenes muestran ▮ Bastos, ▼ Copas, ✖ Espadas, ✪ Oros y las Figuras P (Sota), N (Caballero), K (Rey), Q (Reina). Todos empiezan con 13 cartas; las cartas en juego están **en pie** o **tumbadas** (de lado).

    {"**"}Tu turno:** todas tus cartas se levantan. Luego, en cualquier orden, como mucho una vez cada una:
    • **Poblar** — pon una Común al menos tan alta como tu Común en pie más alta.
    • **Invocar** — pon una Figura no menor que tus Figuras en pie, pagando con Comunes en pie que tumbas: Sota o Caballero 1 de su palo o 2 cualesquiera; Rey o Reina 2 de su palo o 3 cualesquiera.
    • **Magia** — exilia un Tarot. **Hechizar**: nombra Comunes tumbadas de un rival que sumen el número del Tarot y captúralas. **Augurar** (menos de 13): adivina dos veces. **Asesinar** (13 o más): descarta una Figura de un rival.
    • **Batalla** — tumba Figuras en pie para atacar Comunes en pie de los rivales.
    Después termina el turno, tumbando si quieres una de tus Comunes (**Fortificar**), y toma la **Aceptación**: una adivinación. **Adivinar** es mirar dos cartas del mazo, quedarte una y descartar la otra boca arriba.

    {"**"}Habilidades** (tantas veces como puedas pagar): tumba dos cartas en pie de un mismo palo. Bastos: **Encanto** levanta o tumba una Común; Espadas: **Coacción** hace lo mismo con una Figura; Oros: **Recompensa** suma o resta a una carta el valor de una de las que pagan hasta el final del turno; Copas: **Derroche** adivina. **Destreza**: dos Comunes que sumen una Común de tu mano la ponen (**Congregar**); dos Figuras ponen una Figura de tu mano (**Reclutar**).

    {"**"}Respuestas:** el jugador Hechizado (o su compañero) puede **Anular** con un Tarot menor: solo se capturan las Comunes nombradas que sumen ese Tarot (El Loco lo detiene todo). El dueño de una Figura Asesinada puede **Frustrar** con un Tarot mayor; el bando del asesino puede Frustrar de nuevo, y así sucesivamente; decide el último Tarot. Las respuestas llegan como botones con tiempo; la ventana se abre tenga lo que tenga tu mano.

    {"**"}Batalla:** cada jugador atacado se enfrenta a los atacantes uno a uno: bloquea con una Figura en pie (un **Duelo**) o déjalo pasar. En un Duelo ambos jugadores eligen en secreto un **Refuerzo**, una Común de la mano (o nada); decide fuerza más Refuerzo, el perdedor se descarta y un empate descarta a los dos. Un atacante ganador o no bloqueado captura una Común en pie: Sota y Caballero toman la más baja, Rey y Reina la más alta. Un bloqueador ganador puede volver a bloquear.

    {"**"}Final:** cuando un jugador termina un turno con la mano vacía, o todos pasan seguidos. Las Comunes puntúan su valor impreso (los compañeros suman); en caso de empate ganan más Figuras. Opciones: partida **corta**, **principiante** (sin Destreza ni Aceptación), **equipos**.

## Opciones de /play.

rq-play-yes = sí
rq-play-no = no
rq-play-short = Relinquish: una partida corta con un mazo de adivinación de 16 cartas (no)
rq-play-beginner = Relinquish: una partida de principiantes sin Destreza ni Aceptaciones (no)
rq-play-teams = Relinquish: equipos 2 contra 2, 4 jugadores (no)

## Sala (RQ-1).

rq-lobby-length = Duración de la partida (anfitrión)
rq-lobby-full = Partida completa: todas las cartas no repartidas en el mazo de adivinación
rq-lobby-short = Partida corta: un mazo de adivinación de 16 cartas
rq-lobby-beginner = Partida de principiantes (anfitrión)
rq-lobby-standard = Estándar: Destreza y Aceptaciones
rq-lobby-beginner-yes = Principiante: sin Destreza ni Aceptación
rq-lobby-teams = Equipos (anfitrión)
rq-lobby-teams-no = Cada jugador por su cuenta
rq-lobby-teams-yes = Equipos 2 contra 2 (4 jugadores, compañeros en asientos alternos)
rq-lobby-not-a-choice = "{ $value }" no es una de las opciones.
rq-lobby-game = Partida: { $short ->
    [yes] corta (mazo de 16 cartas)
   *[no] completa
} · { $beginner ->
    [yes] principiante (sin Destreza ni Aceptación)
   *[no] estándar
} · { $teams ->
    [yes] equipos 2 contra 2
   *[no] sin equipos
}
rq-lobby-side = { $team }: { $names }
rq-lobby-teams-line = Equipos por asiento (asientos alternos): { $sides }
rq-lobby-so-far = ⚠ Por ahora: { $why }.
