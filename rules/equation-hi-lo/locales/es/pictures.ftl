# Equation Hi-Lo: las palabras de las imágenes (issue 48). Las etiquetas tienen sitio fijo:
# que sean cortas; el texto junto a la imagen lo dice todo.
# Glosario: como en table.ftl (Low, High, Swing, ante, tope, bote, ficha, tapada, descubierta).

hl-pic-game-over = Fin de la partida
hl-round = { $rounds ->
    [0] Ronda { $round }
   *[other] Ronda { $round } de { $rounds }
}
hl-pic-placing = colocando un ×
hl-pic-betting-round = ronda de apuestas { $street }
hl-pic-declaring = declarando
hl-pic-highest = apuesta más alta { $high }
hl-pic-carried = { $carry } arrastradas
hl-pic-place = { $place } puesto
hl-pic-out = fuera en la ronda { $round }
hl-pic-deciding = decidiendo
hl-pic-no-chips = sin fichas
hl-pic-money = { $chips } · apuesta { $bet }
hl-pic-suits = Palos:
hl-pic-handed-in-low = Entregaste Low: { $equation }.
hl-pic-handed-in-high = Entregaste High: { $equation }.
hl-pic-handed-in-swing = Entregaste Swing. Low: { $equation }
hl-pic-handed-in-swing-high = High: { $equation }
hl-pic-handed-in-none = Entregaste sin ecuación (cuatro ceros).
hl-pic-turn-raise = Te toca: iguala { $owe }, sube hasta { $top } en total o retírate.
hl-pic-turn-call = Te toca: iguala { $owe } o retírate.
hl-pic-turn-check = Te toca: pasa, apuesta hasta { $top } en total o retírate.
hl-pic-to-act = Le toca a { $name }.
hl-pic-declare = Declara Low, High o Swing y entrega tu ecuación.
hl-pic-waiting-declarations = Esperando las declaraciones.
hl-pic-waiting-times = Esperando a que se coloque un ×.
hl-pic-finished = La partida terminó: quedaste { $place }.
hl-pic-ran-out = Te quedaste sin fichas en la ronda { $round }.
hl-pic-not-dealt = No recibes cartas en esta ronda.
hl-pic-closed = tapada
hl-pic-open = descubiertas
hl-pic-operators = operadores
hl-pic-your-hand-of = Tu mano, { $name }
hl-pic-your-hand = Tu mano
hl-pic-away-low = a { $away } de 1
hl-pic-away-high = a { $away } de 20
hl-pic-divides-by-zero = divide por cero
hl-pic-showdown = Showdown · ronda { $round }
hl-pic-swing-failed = Swing fallido
hl-pic-wins = gana { $won }
hl-pic-no-equation = Sin ecuación (cuatro ceros): no participa
hl-pic-swing-won = { $name } hizo Swing y ganó ambos lados: el bote entero de { $pot }.
hl-pic-split = Mitad Low para { $low } (a { $low_away } de 1), mitad High para { $high } (a { $high_away } de 20): { $each } cada uno.
hl-pic-whole-pot = { $name } se lleva el bote entero de { $pot }: nadie más ganó un lado.
hl-pic-shared = Solo Swings fallidos: se reparten ahora el bote de { $pot }.
hl-pic-carried-over = Solo Swings fallidos: el bote de { $pot } pasa a la siguiente ronda.
hl-pic-tie = { $side ->
    [low] El Low
   *[high] El High
} fue un empate a { $away }, resuelto por el orden de desempate: gana { $name }.
