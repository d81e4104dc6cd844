# Equation Hi-Lo: las palabras de las reglas (issue 48): rechazos, opciones, resumen de /rules.
# Glosario: Low = Low (objetivo 1), High = High (objetivo 20), Swing = Swing (ambos),
# ante = ante, cap = tope, pot = bote, chip = ficha, closed card = carta tapada,
# open cards = cartas descubiertas, Win Order = orden de desempate, number card = carta de número,
# suits = Oro, Plata, Bronce, Negro, operator = operador, equation = ecuación,
# declare = declarar, hand in = entregar, check = pasar, bet = apostar, raise = subir,
# call = igualar, fold = retirarse, dealer = repartidor, round = ronda,
# betting round = ronda de apuestas, showdown = showdown.
# Trato: tú. Lo que se tecleó va entre comillas invertidas o comillas ASCII.

## Rechazos de una jugada (HL-2 apuestas, HL-4 el ×, HL-5/HL-6 declaraciones)
hl-out-of-chips = Te quedaste sin fichas y ya no juegas.
hl-game-over = La partida terminó.
hl-wait-times = El juego espera las elecciones del ×: quien sacó un × elige si reemplaza su + o su −.
hl-not-your-turn = No es tu turno de apostar.
hl-folded = Te retiraste en esta ronda.
hl-betting-over = Las apuestas terminaron: declara Low, High o Swing con tu ecuación.
hl-times-replaces = El × reemplaza tu + o tu −.
hl-no-hand = No tienes mano en esta ronda.
hl-no-times-choice = No tienes ningún × que colocar; espera a los demás.
hl-already-handed-in = Ya entregaste tu declaración; es definitiva.
hl-swing-low-error = Ecuación Low: { $error }
hl-swing-high-error = Ecuación High: { $error }
# Sección 7: las dos ecuaciones de un Swing son ordenaciones distintas.
hl-swing-same = Un Swing necesita dos ordenaciones distintas de tus cartas, pero tus ecuaciones Low y High son ambas `{ $equation }`. Reordena una de ellas.
hl-must-declare = Tus cartas sí forman una ecuación válida, así que tienes que declarar una.
hl-cannot-check = No puedes pasar: la apuesta está en { $high } y tú pusiste { $mine }. { $raise ->
    [yes] Iguala, sube o retírate.
   *[no] Iguala o retírate.
}
hl-nothing-to-call = No hay nada que igualar: pasa, apuesta o retírate.
hl-at-cap = Nadie puede apostar más: las apuestas llegaron al tope de { $cap }.
hl-bet-range = Una apuesta o subida debe llevar tu total de esta ronda a entre { $low } y el tope de { $cap }, no a { $to }.
hl-betting-time = Es momento de apostar: pasa, iguala, apuesta, sube o retírate.

## Una ecuación tecleada que no se puede leer (HL-6)
hl-eq-too-long = Esa ecuación es demasiado larga.
hl-eq-empty = Escribe una ecuación, p. ej. `√4 / 7 + 9 - 8` (todos tus números y operadores).
hl-eq-nested = √ no se puede anidar: cada √ va justo antes de un número.
hl-eq-root-before-op = √ debe ir justo antes de un número, no antes de { $op }.
hl-eq-starts-with-op = Una ecuación empieza con un número (o √ y un número), no con { $op }.
hl-eq-two-ops = Dos operadores seguidos ({ $first } { $op }): pon un número entre ellos.
hl-eq-ends-root = La ecuación termina en √: pon un número después.
hl-eq-ends-op = La ecuación termina en { $op }: pon un número después.
hl-eq-two-numbers = Dos números seguidos (… { $first } { $n }): pon un operador entre ellos.
hl-eq-root-after-number = √ va justo después de un número: pon un operador antes del √.
hl-eq-not-a-card = { $digits } no es una carta: los números van de 0 a 10. Pon un operador entre dos números.
hl-eq-parentheses = No se permiten paréntesis: manda la precedencia (primero √, luego × y ÷, luego + y −, cada uno de izquierda a derecha).
hl-eq-equals = Escribe solo la ecuación, sin `=` ni resultado.
hl-eq-decimals = Solo se usan números enteros de carta (0-10), sin decimales.
hl-eq-unknown = No se entiende `{ $char }`. Usa números 0-10, + - x / (o × ÷ * −) y √ (o r, sqrt).

## Una ecuación tecleada que no encaja con las cartas (HL-6)
hl-val-count = Usa cada uno de tus { $count } números ({ $mine }) exactamente una vez: esta ecuación usa { $used ->
    [0] ningún número
    [1] 1 número
   *[other] { $used } números
}.
hl-val-numbers = Tus números son { $mine }, pero esta ecuación usa { $used }.
hl-val-no-root = No tienes ningún √, así que la ecuación no puede usarlo.
hl-val-one-root = Tienes un √: ponlo antes de exactamente un número (esta ecuación pone √ antes de { $used ->
    [0] ningún número
    [1] 1 número
   *[other] { $used } números
}).
hl-val-roots = Tienes { $n } √: pon uno antes de cada uno de { $n } números distintos (esta ecuación pone √ antes de { $used ->
    [0] ningún número
    [1] 1 número
   *[other] { $used } números
}).
hl-val-ops = Tus operadores son { $held }, cada uno una vez; esta ecuación usa { $used }.
hl-val-div-zero = División por cero: a ÷ le sigue { $what }. Mueve el ÷ o el { $what }.

## Opciones (HL-1, HL-9)
hl-opt-players = { $game } necesita de { $min } a { $max } jugadores, no { $players }
hl-opt-chips-range = Las fichas iniciales deben estar entre 1 y { $max }, no { $chips }
hl-opt-ante-range = El ante debe ser al menos 1 y como mucho las fichas iniciales ({ $chips }), no { $ante }
hl-opt-rounds-range = Juega como mucho { $max } rondas (0 juega hasta que solo uno tenga fichas), no { $rounds }
hl-opt-not-number = "{ $text }" no es un número entero
hl-opt-expected-number = se esperaba un número entero
hl-opt-too-large = ese número es demasiado grande
hl-opt-not-yes-no = "{ $text }" no es sí ni no
# Descripciones de las opciones de /play (como mucho 100 caracteres) y sus opciones.
hl-opt-chips = { $game }: fichas iniciales (50 si no se indica)
hl-opt-ante = { $game }: el ante de cada ronda (1 si no se indica)
hl-opt-rounds = { $game }: 0-100 rondas, 0 = hasta que solo uno tenga fichas (5)
hl-opt-best = { $game }: mostrar el mejor Low y High de cada mano tras un showdown
hl-yes = Sí
hl-no = No

## El resumen de /rules, con nuestras palabras (menos de 2000 caracteres)
hl-rules =
    {"**"}Equation Hi-Lo** (2-8 jugadores): apuesta por la ecuación que puedes formar con tus cartas.

    {"**"}Cartas:** una baraja de números 0-10 en cuatro palos (Oro, Plata, Bronce, Negro), cuatro × y cuatro √. Cada ronda recibes además los operadores + − ÷.

    {"**"}Una ronda:** todos ponen el ante. Recibes una carta de número tapada (solo tú la ves) y dos cartas descubiertas, luego una ronda de apuestas, una 4.ª carta descubierta, una segunda ronda de apuestas y el showdown. Un √ descubierto trae un número más; un × descubierto también trae un número más y reemplaza tu + o − (tú eliges, en secreto). Nunca tienes más de un ×.

    {"**"}Apuestas:** pasar, apostar, subir, igualar o retirarse. Nadie puede poner en una ronda (ante incluido) más que la pila más pequeña al empezar la ronda; cuando todos llegan a ese tope, se acaban las apuestas.

    {"**"}Showdown:** en secreto, declara **Low** (objetivo 1), **High** (objetivo 20) o **Swing** (ambos, con dos ordenaciones), con tu ecuación: los 4 números y tus 3 operadores, cada uno una vez, un √ justo antes de un número, sin paréntesis, × y ÷ antes que + y −, nunca dividiendo por cero. Puedes comprobar una ecuación en privado antes de entregarla. El Low y el High más cercanos se reparten el bote; una ficha impar sale del juego. Un Swing debe ganar ambos lados para llevarse todo, o no gana nada. A igual distancia gana la mejor carta clave (el número más alto para High, el más bajo para Low, luego el palo).

    {"**"}Final:** tras el número de rondas fijado, o cuando un jugador tiene todas las fichas que quedan; gana quien tenga más fichas. Con 0 fichas quedas fuera.
