# Equilibrix Project en español (issue 48): las palabras de las imágenes. Cortas.
# Glosario: ver rules.ftl.
ex-pic-last-change = último cambio
ex-pic-game-over = Fin de la partida
ex-pic-round = Ronda { $round }
ex-pic-round-of = Ronda { $round } de { $limit }
ex-pic-relations = relaciones: +coalición ×oposición
ex-pic-spiral = espiral
ex-pic-stock = reserva
ex-pic-you = { $name } (tú)
ex-pic-choices = tus opciones
ex-pic-choices-unlabelled = opciones, { $n } sin nombre
ex-pic-tree-note = fila: par, cerco (blanco toma amarillo)
ex-pic-your-map = Tu mapa político
ex-pic-points-under = ptos · debajo
ex-pic-obligatory = obligatoria
ex-pic-voluntary = opcional
ex-pic-points-pile = { $points } · { $n }
ex-pic-next = → { $project }
ex-pic-no-next = sin siguiente
