# Equation Hi-Lo: las palabras de la mesa (issue 48): textos del tablero y privados, eventos,
# showdown, menús, formularios, sala de espera, textos alternativos.
# Glosario: Low = Low, High = High, Swing = Swing, ante = ante, cap = tope, pot = bote,
# chip = ficha, closed card = carta tapada, open cards = cartas descubiertas,
# Win Order = orden de desempate, suits = Oro, Plata, Bronce, Negro, operator = operador,
# equation = ecuación, declare = declarar, hand in = entregar, check = pasar, bet = apostar,
# raise = subir, call = igualar, fold = retirarse, dealer = repartidor,
# betting round = ronda de apuestas.
# -b y -e ponen en negrita el texto entre ellos.

-b = {"\uE000"}
-e = {"\uE001"}

## Cartas y fichas
hl-suit-gold = Oro
hl-suit-silver = Plata
hl-suit-bronze = Bronce
hl-suit-black = Negro
hl-card = { $suit } { $value }
hl-chips = { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
}
hl-low = Low
hl-high = High

## El tablero (el texto junto a la imagen)
hl-board-head = { -b }{ $game }{ -e } · { $rounds ->
    [0] ronda { $round } (hasta que quede uno)
   *[other] ronda { $round } de { $rounds }
} · reparte { $dealer }
hl-pot = Bote { $pot }
hl-pot-carried = Bote { $pot } ({ $carry } arrastradas)
hl-cap = tope { $cap }
hl-ante = ante { $ante }
hl-removed = { $chips } fuera del juego
hl-seat-out = fuera (ronda { $round })
hl-seat-in = apostado { $wagered }
hl-seat-folded = retirado
hl-seat-at-cap = en el tope
hl-seat-choosing = elige para el ×
hl-seat-handed-in = entregado
hl-waiting-times = Esperando a que { $who } elija qué reemplaza el ×.
hl-betting-line = { $street ->
    [first] Primera ronda de apuestas
   *[second] Segunda ronda de apuestas
}: le toca a { $name } (apuesta más alta { $high }, tope { $cap }).
hl-declaring-line = Declaraciones: esperando a { $who } (ocultas hasta que todos entreguen).
hl-final-standings = Clasificación final:
hl-standing-line = { $place } { $name }: { $detail }
hl-standing-out = sin fichas en la ronda { $round }

## La parte propia de un asiento (su vista privada)
hl-closed-line = Tu carta tapada: { -b }{ $closed }{ -e } (solo tú la ves) · descubiertas: { $open }
hl-none-yet = ninguna aún
hl-holding-numbers = Números { $numbers }
hl-holding-ops = operadores { $ops }
hl-holding-ops-waiting = operadores { $ops } (y el × esperando tu elección)
hl-handed-in-final = Entregaste { $declaration }. Es definitivo.
hl-you-drew-times = Sacaste un ×: elige si reemplaza tu + o tu −.
hl-your-turn-check = Te toca apostar: pasa, apuesta (hasta un total de { $cap }) o retírate.
hl-your-turn-check-no-bet = Te toca apostar: pasa, apuesta o retírate.
hl-your-turn-raise = Te toca: iguala { $owe } (hasta { $high } en total), sube (hasta un total de { $cap }) o retírate.
# HL-2: la apuesta más alta ya es el tope.
hl-your-turn-call = Te toca: iguala { $owe } (hasta { $high } en total, el tope) o retírate.
hl-four-zeros = Tus cuatro números son 0: cualquier ÷ dividiría por cero, así que entregas sin ecuación.
hl-declare-now = Declara Low (objetivo 1), High (objetivo 20) o Swing (ambos, ganas los dos o nada) y escribe tu ecuación: los 4 números y tus 3 operadores, cada uno una vez{ $roots ->
    [0] {""}
    [1] , con tu √ antes de un número
   *[other] , con tus { $roots } √ antes de { $roots } números distintos
}. Si quieres, comprueba antes una ecuación en privado.

## Declaraciones y showdown (secciones 9-11, HL-7, HL-8, HL-11)
hl-declared-low = Low (1) con { $equation }
hl-declared-high = High (20) con { $equation }
hl-declared-swing = Swing: Low { $low } y High { $high }
hl-declared-none = ninguna ecuación
hl-side-low = { $equation } = { $value }, a { $away } de 1
hl-side-high = { $equation } = { $value }, a { $away } de 20
hl-whose-card = { $card } de { $name }
hl-tie = Empate a { $away } del objetivo, resuelto por el orden de desempate ({ $side ->
    [low] la carta de número más baja; a igual número Negro gana a Bronce, Plata, Oro
   *[high] la carta de número más alta; a igual número Oro gana a Plata, Bronce, Negro
}): { $card } de { $name } gana a { $others }.
hl-side-undeclared = Nadie declaró { $side ->
    [low] Low, así que el ganador del High
   *[high] High, así que el ganador del Low
} se lo lleva todo.
hl-side-failed-swings = { $swings ->
    [one] La única declaración { $side ->
        [low] Low fue un Swing fallido, así que esa mitad también va al ganador del High.
       *[high] High fue un Swing fallido, así que esa mitad también va al ganador del Low.
    }
   *[other] Las únicas declaraciones { $side ->
        [low] Low fueron Swings fallidos, así que esa mitad también va al ganador del High.
       *[high] High fueron Swings fallidos, así que esa mitad también va al ganador del Low.
    }
}
hl-showdown-head = { -b }Showdown, ronda { $round }{ -e } · bote { $pot }
hl-revealed = { $name } (tapada { $card })
hl-reveal-low = Low: { $low }
hl-reveal-high = High: { $high }
hl-reveal-swing = Swing: Low { $low } · High { $high }
hl-reveal-none = sin ecuación válida (cuatro ceros): no participa
hl-swing-won = { $name } hizo Swing y ganó ambos lados: el bote entero de { $pot } es suyo.
hl-swing-failed = { $name } hizo Swing y { $won ->
    [low] ganó el Low pero perdió el High ante { $by }
    [high] ganó el High pero perdió el Low ante { $by }
   *[neither] no ganó ningún lado
}: nada para { $name }, y queda fuera de ambos lados.
hl-half-won = { $side ->
    [low] Mitad Low ({ $chips }): { $name }, más cerca de 1
   *[high] Mitad High ({ $chips }): { $name }, más cerca de 20
} (a { $away }).
hl-pot-won = El bote entero ({ $chips }): { $name }, más cerca de { $side ->
    [low] 1
   *[high] 20
} (a { $away }).
hl-failed-swings-shared = Solo se declararon Swings fallidos, así que nadie gana el bote de { $pot }. No puede esperar otra ronda, así que { $who } se lo reparten ahora.
hl-failed-swings-carried = Solo se declararon Swings fallidos, así que nadie gana el bote de { $pot }: pasa a la siguiente ronda.
hl-odd-chip = El bote no se reparte exacto: { $chips } sale del juego.
hl-best-head = Lo mejor posible con estas cartas:
hl-best-none = ninguna
hl-best-line = { $name }: Low { $low } · High { $high }

## Eventos
hl-ev-round = { -b }Ronda { $round }{ -e }: reparte { $dealer }. Todos ponen { $ante } de ante; nadie puede poner más de { $cap } en esta ronda.
hl-ev-dealt-mine = { $name } (tu carta tapada: { $card }): { $open }
hl-ev-dealt = Repartido (una carta tapada cada uno, luego descubiertas): { $parts }
hl-ev-fourth = 4.ª carta: { $parts }
hl-ev-second-times = { $name } sacó un segundo ×: se vuelve a barajar y se reparte otra carta.
hl-ev-gave-up = Cambiaste tu { $op } por el ×.
hl-ev-placed-times = { $name } eligió qué operador reemplaza el ×.
hl-ev-checks = { $name } pasa.
hl-ev-calls = { $name } iguala ({ $to } en total).
hl-ev-bets = { $name } { $raise ->
    [yes] sube
   *[no] apuesta
} hasta { $to } en total.
hl-ev-folds = { $name } se retira.
hl-ev-skipped = Todos los que siguen están en el tope: se salta la { $street ->
    [first] primera ronda de apuestas
   *[second] segunda ronda de apuestas
}.
hl-ev-you-handed-in = Entregaste { $declaration }.
hl-ev-handed-in = { $name } entregó su declaración.
hl-ev-uncontested = Todos los demás se retiraron: { $name } se lleva el bote de { $pot } sin showdown.
hl-ev-carry-split = El bote que nadie ganó se lo reparten { $who }: { $each } cada uno.
hl-ev-carry-split-removed = El bote que nadie ganó se lo reparten { $who }: { $each } cada uno. { $removed } sobrante sale del juego.
hl-ev-out = { $name } se quedó sin fichas.
hl-ev-game-over = ¡Fin de la partida! { $standings }

## Menús (botones, como mucho 80 caracteres)
hl-check = Pasar
hl-call = Igualar { $owe } ({ $high } en total)
hl-fold = Retirarse
hl-bet-open = { $raise ->
    [yes] Subir
   *[no] Apostar
}… (hasta { $high } en total)
hl-bet-to = { $raise ->
    [yes] Subir
   *[no] Apostar
} hasta { $to } en total (+{ $more })
hl-times-plus = El × reemplaza mi +
hl-times-minus = El × reemplaza mi −
hl-no-equation = Entregar sin ecuación

## Formularios (botón ≤ 80, título ≤ 45, campo ≤ 45, texto de ayuda ≤ 100 caracteres)
# `r` es como se teclea un √: se queda (la ecuación entiende r, √ y sqrt).
hl-hint = Usa { $numbers } · { $ops } · p. ej. { $example }
hl-hint-roots = Usa { $numbers } · √ ×{ $roots } · { $ops } · p. ej. { $example }, r antes de un número para su √
hl-typed-error = { $what } `{ $text }`: { $error }
hl-checked-unreadable = Comprobada `{ $text }`: { $error }
hl-check-value = { $equation } = { $value }: a { $low } de 1, a { $high } de 20.
hl-check-div-zero = { $equation } divide por cero.
hl-check-fits = Comprobada (no se entregó nada): { $value } Usa tus cartas correctamente.
hl-check-misfits = Comprobada (no se entregó nada): { $value } Pero no encaja con tus cartas: { $error }
hl-form-low-button = Declarar Low (1)
hl-form-low-title = Declarar Low: objetivo 1
hl-form-low-input = Tu ecuación para 1
hl-form-high-button = Declarar High (20)
hl-form-high-title = Declarar High: objetivo 20
hl-form-high-input = Tu ecuación para 20
hl-form-swing-button = Declarar Swing (1 y 20)
hl-form-swing-title = Declarar Swing: ambos o nada
hl-form-swing-low = Ecuación para 1 (Low)
hl-form-swing-high = Ecuación para 20 (High)
hl-form-check-button = Comprobar una ecuación (privado)
hl-form-check-title = Comprobar una ecuación en privado
hl-form-check-input = Ecuación a comprobar
hl-form-gone = Este formulario ya no sirve.

## La sala de espera (texto de ayuda ≤ 150, opciones ≤ 100 caracteres)
hl-select-chips = Fichas iniciales (anfitrión)
hl-select-ante = Ante (anfitrión)
hl-select-rounds = Rondas (anfitrión)
hl-chips-each = { $chips } fichas cada uno
hl-ante-choice = Ante { $ante }
hl-rounds-choice = { $rounds ->
    [0] Hasta que un jugador tenga todas las fichas
    [1] 1 ronda
   *[other] { $rounds } rondas
}
hl-rounds-lobby = { $rounds ->
    [0] hasta que un jugador tenga todas las fichas
    [1] 1 ronda
   *[other] { $rounds } rondas
}
hl-lobby-best = mejores manos posibles tras cada showdown
hl-not-a-choice = "{ $value }" no es una de las opciones.
hl-ante-too-high = El ante ({ $ante }) no puede ser mayor que las fichas iniciales ({ $chips }).

## Textos alternativos (lo que lee un lector de pantalla en vez de una imagen)
hl-alt-move = { $you ->
    [yes] { $act ->
        [checked] Pasaste
        [called] Igualaste ({ $to } en total)
        [bet] Apostaste { $to }
        [raised] Subiste a { $to }
        [folded] Te retiraste
        [placed] Elegiste qué reemplaza un × sacado
       *[handed-in] Entregaste una declaración
    }
   *[no] { $act ->
        [checked] { $name } pasó
        [called] { $name } igualó ({ $to } en total)
        [bet] { $name } apostó { $to }
        [raised] { $name } subió a { $to }
        [folded] { $name } se retiró
        [placed] { $name } eligió qué reemplaza un × sacado
       *[handed-in] { $name } entregó una declaración
    }
}
hl-alt-last-move = Última jugada: { $move }.
hl-alt-last-move-over = Última jugada (ronda { $round }, ya terminada): { $move }.
hl-alt-final-standings = Clasificación final
hl-alt-pot = { $rounds }, reparte { $dealer }. Bote { $pot }, tope { $cap }.
hl-alt-pot-carried = { $rounds }, reparte { $dealer }. Bote { $pot } ({ $carry } arrastradas), tope { $cap }.
hl-alt-pot-short = { $rounds }. Bote { $pot }.
hl-alt-seat-out = { $name } fuera
hl-alt-seat = { $name } { $chips }, apostado { $wagered }
hl-alt-open = descubiertas { $cards }
hl-alt-to-act = le toca
hl-alt-seats = Asientos
hl-alt-paid = Pagado
hl-alt-hands = Manos

## Avisos: lo que la mesa espera (en el tablero, en recordatorios y mensajes directos)

hl-prompt-times = Elige si el × reemplaza tu + o tu −
hl-prompt-check = Pasar, apostar (hasta un total de { $cap }) o retirarse
hl-prompt-call-raise = Igualar { $owe }, subir o retirarse
hl-prompt-call = Igualar { $owe } o retirarse
hl-prompt-declare = Declarar Low, High o Swing y entregar la ecuación
