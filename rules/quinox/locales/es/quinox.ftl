# Quinox en español (issue 48): tablero, vista privada, sucesos, menús, rechazos, imágenes.
# Los nombres de las losetas (SWORD, KEY ...) y las etiquetas de casilla (m50) se escriben tal cual.
# Glosario: tile = loseta, face = lado (black/white = negro/blanco), the Stone = la Piedra,
# pool = oferta, bag = bolsa, point token = ficha de punto (ficha), supply = reserva,
# space = casilla, board = tablero, turn = turno, colour = color (rojo, amarillo, morado, azul),
# pattern = patrón, target = objetivo, opponent = rival. Trato: tú.

## Words

qx-colour-red = rojo
qx-colour-yellow = amarillo
qx-colour-purple = morado
qx-colour-blue = azul
qx-kind-red = voltea
qx-kind-yellow = actúa una vez
qx-kind-purple = duradera
qx-kind-blue = puntúa al final
qx-face-black = negro
qx-face-white = blanco
qx-none = ninguna
qx-empty = vacía
qx-the-stone = la Piedra
qx-or = { $first } o { $last }
qx-points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
qx-tile-colour = { $tile } ({ $colour })
qx-tile-colour-token = { $tile } ({ $colour }, 1 ficha)
qx-player-colour = { $name } ({ $face })
qx-tile-explained = { $tile } ({ $colour }, { $kind }): { $text }

## The board and the private view

qx-aimed-map = MAP: las losetas de la oferta van a { $spaces }
qx-aimed-destiny = DESTINY: hay que jugar { $tiles } si están en la oferta
qx-aimed-famine = FAMINE: solo una loseta
qx-this-turn = Este turno ({ $name }): { $line }
qx-next-turn = Próximo turno ({ $name }): { $line }
qx-phase-colour = A { $first } le tocó empezar por sorteo. { $you ->
    [yes] Te toca
   *[other] Le toca a { $name }
}: elegir negro o blanco.
qx-phase-choose = { $you ->
    [yes] Te toca
   *[other] Le toca a { $name }
}: elegir { $n ->
    [one] { $n } loseta
   *[other] { $n } losetas
} de la oferta.
qx-phase-choose-destiny = { $you ->
    [yes] Te toca
   *[other] Le toca a { $name }
}: elegir { $n ->
    [one] { $n } loseta
   *[other] { $n } losetas
} de la oferta (DESTINY: { $tiles } entre ellas).
qx-phase-tile = { $you ->
    [yes] Te toca
   *[other] Le toca a { $name }
}: elegir qué loseta elegida se juega ahora.
qx-phase-face = { $you ->
    [yes] Te toca
   *[other] Le toca a { $name }
}: elegir el lado que muestra { $tile }.
qx-phase-space = { $you ->
    [yes] Te toca
   *[other] Le toca a { $name }
}: colocar { $tile } con el lado { $face } arriba ({ $n ->
    [one] { $n } casilla libre está marcada
   *[other] { $n } casillas libres están marcadas
}).
qx-phase-target = Esperando { $you ->
    [yes] tu elección
   *[other] a { $name }
}: { $what }.
qx-phase-target-picked = Esperando { $you ->
    [yes] tu elección
   *[other] a { $name }
}: { $what } (elegido hasta ahora: { $picks }).
qx-phase-over = La partida ha terminado.
qx-ask-flip-one = { $tile }: la loseta que se voltea
qx-ask-flip-pattern = { $tile }: el patrón de losetas que se voltean
qx-ask-pair-first = { $tile }: la primera loseta de la pareja que se voltea
qx-ask-pair-second = { $tile }: la loseta junto a { $at } que se voltea
qx-ask-swap-self = { $tile }: la loseta con la que cambia de sitio
qx-ask-swap-first = { $tile }: la primera de las dos losetas que cambian de sitio
qx-ask-swap-second = { $tile }: la loseta que cambia de sitio con { $at }
qx-ask-pull = { $tile }: la loseta que atrae
qx-ask-pull-into = { $tile }: la casilla vacía a la que atrae { $at }
qx-ask-to-bag = { $tile }: la loseta que vuelve a la bolsa
qx-ask-remove-out = { $tile }: la loseta que sale del juego
qx-ask-map-first = { $tile }: la primera casilla para las losetas del rival
qx-ask-map-second = { $tile }: la segunda casilla para las losetas del rival
qx-ask-destiny-first = { $tile }: la primera loseta que el rival debe jugar
qx-ask-destiny-second = { $tile }: la segunda loseta que el rival debe jugar
qx-ask-mirror = { $tile }: la loseta vecina cuya acción copia
qx-ask-options = { $tile }: elige ({ $n ->
    [one] { $n } opción
   *[other] { $n } opciones
})
qx-cell-stone = { $at } la Piedra
qx-cell = { $at } { $tile } ({ $colour })
qx-cell-tokens = { $at } { $tile } ({ $colour }, { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
})
qx-board-black = Negro ({ $n }): { $list }
qx-board-black-seat = Negro, de { $name } ({ $n }): { $list }
qx-board-white = Blanco ({ $n }): { $list }
qx-board-white-seat = Blanco, de { $name } ({ $n }): { $list }
qx-board-stone = La Piedra: { $list }
qx-seat-playing = { $player }{ $first ->
    [yes] , empieza
   *[other] {""}
}: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} por ahora · { $supply ->
    [one] { $supply } ficha
   *[other] { $supply } fichas
} en reserva
qx-seat-final = { $player }{ $first ->
    [yes] , empieza
   *[other] {""}
}: { $b }{ $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}{ $e } ({ $tiles ->
    [one] { $tiles } loseta
   *[other] { $tiles } losetas
} + { $ontiles ->
    [one] { $ontiles } ficha
   *[other] { $ontiles } fichas
} encima + { $supply ->
    [one] { $supply } ficha
   *[other] { $supply } fichas
} en reserva)
qx-final = Resultado: { $list }
qx-table-head = { $b }{ $game }{ $e } · { $over ->
    [yes] partida terminada
   *[other] turno { $turn }
} · { $bag ->
    [one] { $bag } loseta
   *[other] { $bag } losetas
} en la bolsa
qx-pool = Oferta ({ $n }): { $list }
qx-pool-empty = Oferta (0): vacía
qx-hand = Elegidas por { $name }, por jugar: { $list }
qx-removed = Fuera del juego: { $list }
qx-last-placed = Últimas colocadas: { $list }
qx-free-spaces = Casillas libres para la próxima loseta: { $list }
qx-set-aside = Sin efecto en esta colocación (chocan, Q-17): { $list }
qx-placed-at = { $tile } en { $at }
qx-placed-at-unknown = una loseta en { $at }
qx-you-play = Juegas con { $face }: las losetas con el lado { $face } arriba puntúan para ti.

## Events

qx-ev-first-player = A { $first } le toca empezar por sorteo; { $other } elige color (Q-14).
qx-ev-colour-chosen = { $name } se queda con { $face }; { $other } juega con { $otherface }.
qx-ev-turn-started = { $b }Turno { $turn }: { $name }{ $e } juega { $tiles ->
    [one] una loseta
   *[other] dos losetas
}.
qx-ev-drawn = Salen a la oferta, cada una con una ficha de punto: { $tiles }.
qx-ev-chosen = { $name } elige { $tiles }.
qx-ev-placed = { $name } coloca { $tile } en { $at }, con el lado { $face } arriba.
qx-ev-placed-token = { $name } coloca { $tile } en { $at }, con el lado { $face } arriba; su ficha es para { $to }.
qx-ev-restrictions-ignored = { $list } chocan y quedan sin efecto en esta colocación (Q-17).
qx-ev-turns-itself = { $tile } en { $at } pasa a { $face }.
qx-ev-turned = { $by } voltea { $tile } en { $at } a { $face }.
qx-ev-swapped = { $by }: las piezas de { $a } y { $b } cambian de sitio.
qx-ev-moved = { $by } atrae la pieza de { $from } a { $to }.
qx-ev-to-bag = { $by } devuelve { $tile } de { $at } a la bolsa.
qx-ev-removed = { $by } saca { $tile } de { $at } del juego.
qx-ev-mirrored = MIRROR copia la acción de { $tile }.
qx-ev-no-target = { $tile } no encuentra sobre qué actuar.
qx-ev-mapped = MAP: las próximas losetas del rival deben ir a { $spaces }.
qx-ev-destined = DESTINY nombra { $tiles }: el rival debe jugar las que estén en la oferta.
qx-ev-famine = FAMINE: el próximo turno del rival es de una loseta.
qx-ev-speed-drawn = SPEED roba { $tile }, que se juega en el acto.
qx-ev-speed-empty = SPEED encuentra la bolsa vacía.
qx-ev-blown = WIND devuelve { $tiles } a la bolsa.
qx-ev-pool-tokens-cleared = { $n ->
    [one] Se retira { $n } ficha que quedaba en la oferta.
   *[other] Se retiran { $n } fichas que quedaban en la oferta.
}
qx-ev-tokens-added = { $by } pone { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
} en la loseta de { $at }.
qx-ev-tokens-taken = { $by } toma { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
} de la loseta de { $from }.
qx-ev-game-over = { $b }Fin de la partida{ $e }: { $first } { $firstscore } · { $second } { $secondscore }.

## Menus (button labels: at most 80 characters with the values in)

qx-menu-colour = Juego con { $face } (el otro juega con { $other })
qx-menu-pair-first = { $tile } …
qx-menu-play = Jugar { $tile }
qx-menu-pair-second = y { $tile }
qx-menu-play-next = Jugar ahora { $tile }
qx-menu-black-up = Negro arriba
qx-menu-black-up-yours = Negro arriba (tu color)
qx-menu-white-up = Blanco arriba
qx-menu-white-up-yours = Blanco arriba (tu color)
qx-menu-flip = Voltear { $list }
qx-menu-back-tile = Atrás: jugar antes la otra loseta
qx-menu-back-face = Atrás: cambiar el lado
qx-at-empty = { $at } (vacía)
qx-at-tile = { $at } { $tile } ({ $face })

## Typed spaces refused (the space was typed: it is the label, never free text)

qx-typed-taken = { $at } está ocupada por { $what }.
qx-typed-off-board = { $at } no toca el tablero: una loseta va junto a otra ya colocada.
qx-typed-poison = { $at } está junto a POISON, y ninguna loseta puede ir junto a POISON (Q-P3).
qx-typed-charisma = CHARISMA en { $at } aún tiene una casilla libre al lado, así que { $tile } debe ir junto a ella (Q-P2).
qx-typed-map = MAP obliga a colocar en { $spaces } (Q-9, Q-18).
qx-typed-not-now = { $tile } no puede ir a { $at } ahora.
qx-typed-empty = { $at } está vacía: { $tile } actúa aquí sobre losetas.
qx-typed-not-target = { $what } en { $at } no es un objetivo que { $tile } pueda elegir ahora: debe ser uno que la acción pueda cambiar, y la elección debe alcanzar tantas losetas como pueda (Q-20).

## Refusals of the rules

qx-two-players = Quinox es un juego para exactamente 2 jugadores
qx-refuse-list-more = { $list } ... ({ $n } en total)
qx-refuse-no-seat = No hay asiento { $seat } en esta mesa
qx-refuse-over = La partida ha terminado
qx-refuse-colour-other = El asiento { $seat } está eligiendo color
qx-refuse-colour = Elige tu color: negro o blanco
qx-refuse-not-yours = Es el turno del asiento { $seat }
qx-refuse-from-pool = Elige losetas de la oferta
qx-refuse-count = { $n ->
    [one] Elige { $n } loseta de la oferta
   *[other] Elige { $n } losetas de la oferta
}
qx-refuse-destiny = DESTINY: debes elegir { $tiles }
qx-refuse-different = Elige dos losetas distintas de la oferta
qx-refuse-choose-first = { $n ->
    [one] Primero elige la loseta de la oferta que jugarás este turno
   *[other] Primero elige las { $n } losetas de la oferta que jugarás este turno
}
qx-refuse-which-tile = Elige qué loseta juegas ahora: { $tiles }
qx-refuse-only-tile = { $tile } es la única loseta que queda por jugar: elige su lado
qx-refuse-face = Elige el lado que muestra { $tile }
qx-refuse-space = { $tile } no puede ir a { $at } ahora; puede ir a { $spaces }
qx-refuse-where = Elige dónde va { $tile }
qx-refuse-target-pick = La acción de { $tile } espera: elige una de { $list }
qx-refuse-target-pattern = La acción de { $tile } espera: elige uno de estos patrones: { $list }
qx-refuse-target-name = La acción de { $tile } espera: nombra una loseta distinta de DESTINY aún no nombrada
qx-refuse-not-now = Eso no es posible ahora

## Alt texts

qx-alt-you-play = Juegas con { $face }.
qx-alt-tile-short = { $tile }: { $colour }.
qx-alt-to-play = Le toca a { $name }.
qx-alt-score = { $player } { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}, { $supply ->
    [one] { $supply } ficha
   *[other] { $supply } fichas
} en reserva
qx-alt-scores = Puntos por ahora: { $list }.
qx-alt-scores-final = Recuento final: { $list }.
qx-alt-turn = Turno { $turn }; { $bag ->
    [one] { $bag } loseta
   *[other] { $bag } losetas
} en la bolsa.
qx-alt-last-placed = Últimas colocadas: { $list }.
qx-alt-set-aside = Sin efecto en esta colocación porque chocan (Q-17): { $list }.
qx-alt-free-spaces = Casillas libres para la próxima loseta
qx-alt-targets = Objetivos a elegir
qx-alt-pool = Oferta
qx-alt-pool-token = { $tile } ({ $colour }, ficha)
qx-alt-hand = Elegidas, por jugar
qx-alt-cell-tokens = { $tile } { $at } ({ $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
})
qx-alt-black = Losetas negras
qx-alt-black-seat = Losetas negras, de { $name }
qx-alt-white = Losetas blancas
qx-alt-white-seat = Losetas blancas, de { $name }
qx-alt-stone = La Piedra está en { $at }.
qx-alt-removed = Fuera del juego

## Pictures (the legend's words share a line: short words)

qx-pic-stone = PIEDRA
qx-pic-counts = Turno { $turn } · oferta { $pool } · bolsa { $bag }
qx-pic-outlined-yours = Con borde: te toca jugarlas
qx-pic-outlined-chosen = Con borde: elegidas
qx-pic-pool-empty = La oferta está vacía
qx-pic-result = { $name }: { $tiles ->
    [one] { $tiles } loseta
   *[other] { $tiles } losetas
} + { $ontiles ->
    [one] { $ontiles } ficha
   *[other] { $ontiles } fichas
} encima + { $supply } en reserva
qx-pic-you = { $name } (tú)
qx-pic-choosing = elige negro o blanco
qx-pic-drawn-first = empieza por sorteo
qx-pic-seat-final = { $face } · { $points } · reserva { $supply }
qx-pic-seat = { $face } · { $points } por ahora · reserva { $supply }
qx-pic-token = ficha
qx-pic-may-choose = elegible
qx-pic-chosen = elegida
qx-pic-free-space = casilla libre
qx-pic-last-placed = última colocada
qx-pic-unlabelled = Algunas casillas son muy pequeñas para su etiqueta: mira el mensaje.

## Avisos: lo que la mesa espera (en el tablero, en recordatorios y mensajes directos)

qx-prompt-choose = { $n ->
    [one] Elige la loseta de la oferta para este turno
   *[other] Elige las { $n } losetas de la oferta para este turno
}
qx-prompt-tile = Elige qué loseta elegida juegas ahora
qx-prompt-face = Elige el lado de { $tile }
qx-prompt-space = Elige dónde va { $tile }
qx-prompt-target = Elige para la acción de { $tile }
