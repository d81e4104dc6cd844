# Relinquish en español: las palabras de las imágenes (issue 48). Breves: una imagen mide 640 px
# de ancho. Glosario: ver game.ftl.

rq-pic-game-over = Fin
rq-pic-turn = Turno { $turn }
rq-pic-short = partida corta
rq-pic-beginner = principiante
rq-pic-no-acceptances = sin Aceptaciones
rq-pic-acceptances-on = Aceptaciones activas
rq-pic-acceptances-over = sin más Aceptaciones
rq-pic-set-aside = { $n } apartadas
rq-pic-scry = Mazo
rq-pic-discard = Descarte { $n }
rq-pic-exile = Exilio { $n } · Tarots { $tarots }
rq-pic-exile-count = Exilio { $n } · { $tarots } Tarots
rq-pic-all-tarots = los { $n }
rq-pic-all-but = todos menos { $numbers }
rq-pic-legend-tarot = T Tarot · de lado: tumbada
rq-pic-rally = Refuerzo
rq-pic-hand-empty = Tu mano está vacía
rq-pic-hand = Tu mano · { $n }
rq-pic-you = tú
rq-pic-place = { $place } puesto
rq-pic-awaited = { $what ->
    [scrying] adivinando
    [negate] puede Anular
    [foil] puede Frustrar
    [blocking] bloqueando
    [rally-in] Refuerzo listo
    [rallying] reforzando
   *[capturing] capturando
}
rq-pic-points = { $n } { $n ->
    [one] pt
   *[other] pts
}
rq-pic-no-cards = aún no hay cartas en juego

## El panel del momento.

rq-pic-whose-turn = Turno de { $name }.
rq-pic-over = La partida ha terminado.
rq-pic-you-scry = Adivinas: quédate una de estas dos.
rq-pic-you-scry-rest = La otra se descarta boca arriba.
rq-pic-scries = { $name } adivina.
rq-pic-scries-rest = Se queda una de las dos cartas y la otra se descarta boca arriba.
rq-pic-enchants = { $name } Hechiza Comunes de { $whose }.
rq-pic-may-negate = { $names } puede Anular con un Tarot menor.
rq-pic-murder = Asesinato
rq-pic-foil = Frustrar
rq-pic-murder-of = Asesinato de una Figura de { $whose }{ $foils ->
    [0] {""}
    [1] , Frustrado una vez
   *[other] , Frustrado { $foils } veces
}.
rq-pic-may-foil = { $names } puede Frustrar con un Tarot mayor que { $top }.
rq-pic-choosing = eligiendo cartas para una jugada
rq-pic-used = usado: { $used }
rq-pic-bounty = Recompensa { $bounties }
rq-pic-passes = pases seguidos: { $n } de { $of }
rq-pic-maneuvers = Poblar, Invocar, Magia, Batalla
rq-pic-attacks = { $name } ataca a { $targets }.
rq-pic-blocks = { $name } bloquea un atacante con una Figura en pie o lo deja pasar.{ $met ->
    [0] {""}
   *[other] {" "}En gris: ya enfrentados ({ $met }).
}
rq-pic-vs = vs
rq-pic-clash = Duelo: { $name } { $attacker_picked ->
    [yes] ya eligió Refuerzo
   *[no] está eligiendo Refuerzo
}, { $defender } { $defender_picked ->
    [yes] ya eligió el suyo
   *[no] está eligiendo el suyo
}.
rq-pic-captures = { $name } captura una de las Comunes iguales de { $whose }.
