# Relinquish en español: tablero y vista privada en texto, líneas de eventos, menús y textos
# alternativos (issue 48). Glosario: ver game.ftl.

## Palabras comunes.

rq-none = ninguna
rq-nobody = nadie
rq-n-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
rq-n-courts = { $n ->
    [one] { $n } Figura
   *[other] { $n } Figuras
}
rq-n-commons = { $n ->
    [one] { $n } Común
   *[other] { $n } Comunes
}

## Lo que espera la mesa.

rq-phase-turn = Esperando a que { $name } juegue su turno.
rq-phase-turn-choosing = Esperando a que { $name } juegue su turno (eligiendo cartas para una jugada).
rq-phase-scry = { $name } está adivinando: se queda una de dos cartas y la otra se descarta boca arriba.
rq-phase-negate = { $name } Hechiza { $cards } de { $whose } (total { $total }) con { $tarot }. { $waiting } puede Anular con un Tarot menor.
rq-phase-played-by = { $card } de { $name }
rq-phase-then = {", "}luego{" "}
rq-phase-foil = Asesinato de { $card } de { $whose }: { $played }. { $waiting } puede Frustrar con un Tarot mayor que { $top }.
rq-phase-attacker = { $card }→{ $name }{ $met ->
    [yes] {" "}(enfrentado)
   *[no] {""}
}
rq-phase-blocking = { $name } elige un atacante para bloquearlo o dejarlo pasar.
rq-phase-clash = Duelo: { $attacker } de { $name } contra { $blocker } de { $defender }. Refuerzos secretos: { $name } { $attacker_picked ->
    [yes] ya eligió
   *[no] está eligiendo
}, { $defender } { $defender_picked ->
    [yes] ya eligió
   *[no] está eligiendo
}.
rq-phase-capture = { $name } elige cuál de las Comunes iguales de { $whose } capturar: { $cards }.
rq-phase-battle = { $name } ataca: { $attackers }. { $now }
rq-phase-over-empty = La partida ha terminado: { $name } terminó un turno con la mano vacía.
rq-phase-over-passed = La partida ha terminado: todos pasaron seguidos.

## El tablero en texto.

rq-board-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(equipo { $team })
}: mano { $hand } · puntos { $score } · { $courts }
rq-board-standing = En pie: { $cards }
rq-board-resting = Tumbadas: { $cards }
rq-board-short = partida corta
rq-board-beginner = principiante (sin Destreza ni Aceptación)
rq-board-title = { $game } · turno { $turn } · { $variant }
rq-board-piles = Mazo de adivinación { $scry } · Descarte { $discard }{ $newest ->
    [none] {""}
   *[other] {" "}(más recientes primero: { $newest })
} · Aceptaciones { $acceptances ->
    [beginner] ninguna (partida de principiantes)
    [on] activas
   *[over] terminadas
}
rq-board-exile = Exilio { $n }: { $cards }
rq-board-set-aside = {" "}· apartadas boca abajo: { $n }
rq-board-used = Usado este turno: { $used }
rq-board-passes = Pases seguidos: { $n } de { $of }
rq-board-final = Final: { $standings }
rq-board-team = Equipo { $team } ({ $names }): { $score }
rq-board-flips = Cartas volteadas para el primer jugador: { $rounds }
rq-board-flips-then = ; luego{" "}
rq-board-bounties = Recompensas hasta el final del turno: { $bounties }
rq-maneuver = { $maneuver ->
    [populate] Poblar
    [summon] Invocar
    [magick] Magia
   *[battle] Batalla
}

## La vista privada.

rq-private-scrying = Adivinando: { $cards } (quédate una, la otra se descarta boca arriba)
rq-private-rally = Tu Refuerzo: { $card } (oculto hasta que estén los dos Refuerzos)
# Las comprobaciones de filtraciones leen esta línea como la mano: "(n):" justo tras las primeras palabras.
rq-private-hand = Tu mano ({ $n }): { $parts }
rq-private-hand-part = { $kind ->
    [common] Comunes
    [court] Figuras
   *[tarot] Tarots
} { $cards }
rq-private-hand-empty = vacía
rq-choosing-payment = Eligiendo: el pago de { $card }: pagado hasta ahora { $paid } (cuesta exactamente { $matched } { $matched ->
    [one] Común en pie
   *[other] Comunes en pie
} de su palo, o exactamente { $any } de cualquier palo)
rq-choosing-naming = Eligiendo: Comunes tumbadas de { $whose } para { $tarot }: nombradas hasta ahora { $named } (deben sumar exactamente { $value })
rq-choosing-attackers = Eligiendo: atacantes hasta ahora { $attackers }
rq-choosing-aim = Eligiendo: el objetivo de { $ability } (tumbadas { $first } y { $second })
rq-can-populate = Poblar ({ $cards })
rq-can-summon = Invocar ({ $cards })
rq-can-enchant = Hechizar
rq-can-augur = Augurar
rq-can-murder = Asesinar
rq-can-magick = Magia ({ $uses })
rq-can-battle = Batalla
rq-can-abilities = habilidades con dos cartas en pie de un mismo palo o tipo
rq-can-end = terminar el turno
rq-can = Es tu turno. Puedes: { $options }.

## Líneas de eventos.

rq-ev-no-rally = sin Refuerzo
rq-ev-rally = Refuerzo { $card } (+{ $value })
rq-ev-arose = { $b }Turno { $turn }: { $name }{ $e }. Sus cartas se levantan (Alzarse).
rq-ev-populated = { $name } puebla con { $card }.
rq-ev-summoned = { $name } invoca { $card } y tumba { $paid } para pagar.
rq-ev-congregated = { $name } congrega: pone { $card } y tumba { $first } y { $second }.
rq-ev-conscripted = { $name } recluta: pone { $card } y tumba { $first } y { $second }.
rq-ev-arcana = { $name } tumba { $first } y { $second } para { $ability ->
    [glamour] Encanto
    [lavish] Derroche (una adivinación)
    [coerce] Coacción
   *[bounty] Recompensa
}.
rq-ev-turned = { $card } de { $whose } ahora está { $resting ->
    [yes] tumbada
   *[no] en pie
}.
rq-ev-bountied = Recompensa: { $card } cambia en { $delta } y vale { $value } hasta el final del turno.
rq-ev-enchanted = { $name } Hechiza { $cards } de { $whose } con { $tarot } (Magia).
rq-ev-negated = { $name } Anula con { $tarot }: solo se pueden capturar { $cards }.
rq-ev-no-counter = { $name } lo deja pasar.
rq-ev-augured = { $name } Augura con { $tarot }: dos adivinaciones.
rq-ev-murder = { $name } intenta Asesinar { $card } de { $whose } con { $tarot } (Magia).
rq-ev-foiled = ¡{ $name } Frustra con { $tarot }!
rq-ev-murdered = El Asesinato tiene éxito: { $card } de { $whose } va al descarte.
rq-ev-spared = El Asesinato se Frustra: { $card } de { $whose } se queda.
rq-ev-captured = { $name } captura { $card } de { $from }.
rq-ev-nothing-to-capture = { $name } no tiene ninguna Común en pie: no se captura nada.
rq-ev-scries = { $name } adivina { $n } { $n ->
    [one] carta
   *[other] cartas
}.
rq-ev-you-scry-one = Adivinas { $card }.
rq-ev-you-scry = Adivinas { $first } y { $second }.
rq-ev-you-keep = Te quedas { $card }{ $discarded ->
    [none] {""}
   *[other] , descartando { $discarded }
}.
rq-ev-keeps = { $name } se queda una carta{ $discarded ->
    [none] {""}
   *[other] , descartando { $discarded }
}.
rq-ev-scry-empty = { $name } encuentra los dos mazos vacíos: no hay nada que adivinar.
rq-ev-reshuffled = El mazo de adivinación se agotó: el descarte ({ $cards }) se baraja en uno nuevo.
rq-ev-acceptances-over = Se acabaron las Aceptaciones: terminar un turno ya no trae una adivinación durante el resto de la partida.
rq-ev-acceptance = { $name } toma la Aceptación (una adivinación).
rq-ev-attacker = { $card } contra { $name }
rq-ev-battle = { $name } declara la Batalla: { $attackers }.
rq-ev-blocked = { $name } bloquea { $attacker } con { $blocker }: un Duelo.
rq-ev-declined = { $name } deja pasar { $card }.
rq-ev-your-pick = Tu elección secreta: { $rally }.
rq-ev-picked = { $name } ha elegido un Refuerzo en secreto.
rq-ev-clash-wins = gana { $card }
rq-ev-clash-tie = empate: caen las dos Figuras y el atacante captura igualmente
rq-ev-clash = Duelo: { $attacker } con { $attack_rally } = { $attack } contra { $blocker } con { $defend_rally } = { $defend }: { $outcome }.
rq-ev-court-discarded = { $card } de { $whose } va al descarte.
rq-ev-battle-over = La Batalla ha terminado.
rq-ev-fortified = { $name } fortifica: { $card } se tumba.
rq-ev-passes = { $name } pasa.
rq-ev-ends = { $name } termina el turno.
rq-ev-game-over = { $b }Fin de la partida{ $e } ({ $why ->
    [empty] un turno terminó con la mano vacía
   *[passed] todos pasaron seguidos
}): { $standings }.

## Textos alternativos.

rq-alt-hand-count = Tu mano: { $cards }.
rq-alt-scrying = Adivinando: { $cards }; te quedas una y la otra se descarta boca arriba.
rq-alt-rally = Tu Refuerzo: { $card }.
rq-alt-just-now = Ahora mismo: { $events }
rq-alt-hand = Tu mano ({ $n }): { $parts }.
rq-alt-final = Final: { $standings }.
rq-alt-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(equipo { $team })
} puntos { $score }, { $courts }, { $hand } en la mano
rq-alt-players = Jugadores
rq-alt-piles = Turno { $turn }. Mazo de adivinación { $scry }, descarte { $discard }, exilio { $exile }.
rq-alt-standing = Cartas en pie de { $name }
rq-alt-resting = Cartas tumbadas de { $name }

## Menús (como mucho 80 caracteres).

rq-menu-pair = { $first } y { $second }
rq-menu-power = { $ability ->
    [glamour] Encanto (Bastos): levantar o tumbar una Común
    [lavish] Derroche (Copas): una adivinación
    [coerce] Coacción (Espadas): levantar o tumbar una Figura
   *[bounty] Recompensa (Oros): cambiar el valor de una carta este turno
}
rq-menu-on-table = { $card }{ $whose ->
    [yours] {" "}(tuya)
    [theirs] {" "}de { $name }
   *[none] {""}
}{ $changed ->
    [yes] {" "}(ahora { $value })
   *[no] {""}
}
rq-menu-negate = Anular…
rq-menu-foil = Frustrar…
rq-menu-no-counter = Sin respuesta
rq-menu-confirm-summon = { $done ->
    [yes] Confirmar
   *[no] Incompleto
}: invocar { $card } pagando { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(mira lo que falta)
}
rq-menu-confirm-enchant = { $done ->
    [yes] Confirmar
   *[no] Incompleto
}: Hechizar { $cards } con { $tarot }{ $done ->
    [yes] {""}
   *[no] {" "}(mira lo que falta)
}
rq-menu-confirm-attack = { $done ->
    [yes] Confirmar
   *[no] Incompleto
}: atacar con { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(mira lo que falta)
}
rq-menu-confirm = Confirmar
rq-menu-nothing-yet = nada aún
rq-menu-populate = Poblar: poner una Común
rq-menu-populate-card = Poblar con { $card }
rq-menu-summon = Invocar: poner una Figura
rq-menu-summon-card = Invocar { $card } (después pagas)
rq-menu-enchant = Magia: Hechizar (capturar Comunes tumbadas)
rq-menu-with = con { $card }
rq-menu-enchant-whom = Comunes tumbadas de { $name } (nómbralas después)
rq-menu-augur = Magia: Augurar (dos adivinaciones)
rq-menu-exile = exiliar { $card }
rq-menu-murder = Magia: Asesinar una Figura
rq-menu-battle = Batalla: elegir atacantes
rq-menu-arcana = Arcanos: tumbar dos cartas de un palo
rq-menu-rest-pair = Tumbar { $first } y { $second }
rq-menu-rest-pair-sum = Tumbar { $first } y { $second } ({ $a } + { $b })
rq-menu-congregate = Congregar: poner una Común (Destreza)
rq-menu-place = poner { $card }
rq-menu-conscript = Reclutar: poner una Figura (Destreza)
rq-menu-end = Terminar el turno
rq-menu-fortify = Fortificar (tumbar una Común) y terminar el turno
rq-menu-fortify-card = Fortificar { $card }
rq-menu-name = Nombrar { $card }
rq-menu-pay = Pagar con { $card }
rq-menu-attack = Atacar a { $name } con { $card }
rq-menu-attack-with = Atacar con { $card }…
rq-menu-attack-at = a { $name }
rq-menu-unpick = Sacar { $card } de la elección
rq-menu-back = Atrás: descartar esta elección
rq-menu-turn = { $stand ->
    [yes] Levantar
   *[no] Tumbar
} { $card }
rq-menu-bounty-on = Recompensa sobre { $card }
rq-menu-bounty-by = { $amount } (el valor de { $card }): pasa a { $after }
rq-menu-captures-nothing = { $name } no captura nada
rq-menu-captures-only = { $name } solo captura { $cards }
rq-menu-keep-discard = Quedarte { $card }, descartar { $other }
rq-menu-keep = Quedarte { $card }
rq-menu-block = Bloquear con { $card } (fuerza { $strength })
rq-menu-let-through = Dejarlo pasar (captura)
rq-menu-let-all-through = Dejar pasar a todos los atacantes restantes
rq-menu-no-rally = Sin Refuerzo
rq-menu-rally = Refuerzo { $card } (+{ $value })
rq-menu-capture = Capturar { $card }
rq-menu-meet = Enfrentar { $card } (fuerza { $strength })
rq-menu-cannot-negate = Ningún Tarot tuyo puede Anular esto: déjalo pasar
rq-menu-cannot-foil = Ningún Tarot tuyo puede Frustrar esto: déjalo pasar
