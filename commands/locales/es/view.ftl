# El núcleo de Tabula: lo que muestra una mesa durante la partida y al terminar (issue 48):
# tableros, vistas privadas y sus menús, formularios, avisos públicos, resultados, la sala, los
# relojes y las publicaciones de los torneos. Con las claves del inglés.
#
# Glosario: table = mesa, seat = asiento, host = anfitrión, lobby = sala, bot = bot
# (jugador de la computadora), turn = turno, deadline = plazo, clock = reloj, bank = reserva
# de tiempo, season = temporada, tournament = torneo, round = ronda, bye = descanso,
# standings = clasificación; the timeout default = la acción por defecto (la jugada al agotarse
# el tiempo), absent = ausente, resign = abandonar, remove = retirar, rematch = revancha,
# replay = repetición, board = tablero, live = en vivo, async = asíncrono.
# Tratamiento: tú.
#
# Valores: $name, $names, $host, $loser, $winner son nombres de jugadores; $due, $at son
# momentos que Discord muestra en relativo («dentro de 5 minutos», «hace 2 horas»); $table es
# el número de una mesa; $by es `bot` (un bot) o `default` (la acción por defecto).

## El tablero público

board-waiting-bot = ⏳ { $name }: { $what } (un bot, pensando)
board-waiting-absent = ⏳ { $name }: { $what } (ausente; juega un bot en su lugar)
board-waiting-due = ⏳ { $name }: { $what } (vence { $due })
board-recently = Últimas jugadas:
board-title = { $game } · mesa { $table }
board-title-finished = { $game } · mesa { $table } · terminada
board-title-abandoned = { $game } · mesa { $table } · abandonada
board-title-cancelled = { $game } · mesa { $table } · cancelada
board-rematch = Revancha
board-replay = Repetición
board-hand = Ver mi mano / jugar
board-absent-all = Ausentes (juega por ellos { $by ->
    [bot] un bot
   *[default] la acción por defecto
}): { $names }
board-absent-each = Ausentes: { $list }
board-absent-one = { $name }, por quien juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
}
seat-resigned = { $name } (abandonó)
seat-removed = { $name } (retirado)
board-clock-fischer = 🕰️ Reloj `{ $clock }` (tiempo restante en la última jugada): { $clocks }
board-clock-bank = 🕰️ Reloj `{ $clock }` (reserva en la última jugada): { $clocks }
board-clock-running = { $name } { $left } ▶ se agota { $due }

## La vista privada de un asiento

private-last = Última jugada:
private-out-resigned = Abandonaste esta partida: tu asiento lo juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
} hasta el final.
private-out-removed = Te retiraron de esta partida: tu asiento lo juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
} hasta el final.
private-absent = Estás marcado como ausente: tus turnos los juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
}. Pulsa «Volver» para jugar de nuevo.
private-resume = Volver
private-choose = Elige ({ $path }):
private-your-move = Te toca:
private-nothing = Nada que hacer por ahora; te avisaremos con una mención.
private-title = Tu vista · mesa { $table }
private-type = Escribir una opción…
private-select = Elige…
private-page = Página { $page } de { $pages } ({ $choices ->
    [one] { $choices } opción
   *[other] { $choices } opciones
}).
private-previous = ◀ Anterior
private-more = Más ▶
private-back = ◀ Atrás
absent-note-resigned = Abandonaste esta partida.
absent-note-removed = Te retiraron de esta partida.
absent-note-absent = Estás marcado como ausente. Pulsa «Volver» primero.

## Formularios (títulos y etiquetas de 45 caracteres como mucho)

form-opening = Abriendo el formulario… Si no aparece, pulsa el botón otra vez.
form-type-title = Escribe tu elección
form-type-label = Tu elección
form-type-placeholder = p. ej. { $examples }

## Una partida terminada

results-line = { $place }. { $name }: { $score }
results-line-resigned = { $place }. { $name }: { $score } (abandonó)
results-line-removed = { $place }. { $name }: { $score } (retirado)
results-line-absent = { $place }. { $name }: { $score } (ausente)
results-all-out = { $who ->
    [resigned] Todos abandonaron o estuvieron ausentes, así que para las puntuaciones la partida cuenta como empate.
    [removed] Todos fueron retirados o estuvieron ausentes, así que para las puntuaciones la partida cuenta como empate.
    [both] Todos abandonaron, fueron retirados o estuvieron ausentes, así que para las puntuaciones la partida cuenta como empate.
   *[absent] Todos estuvieron ausentes, así que para las puntuaciones la partida cuenta como empate.
}
results-some-out = { $who ->
    [resigned] Quienes abandonaron o estuvieron ausentes quedan últimos para las puntuaciones, detrás de todos los que se quedaron.
    [removed] Quienes fueron retirados o estuvieron ausentes quedan últimos para las puntuaciones, detrás de todos los que se quedaron.
    [both] Quienes abandonaron, fueron retirados o estuvieron ausentes quedan últimos para las puntuaciones, detrás de todos los que se quedaron.
   *[absent] Los jugadores ausentes quedan últimos para las puntuaciones, detrás de todos los que se quedaron.
}
results-title = Puntuación final · mesa { $table }
results-finished = Terminada { $at }. Puntuación final:
results-lost-on-time = Terminada { $at }: { $losers } perdió por tiempo; { $winners } ganó.
results-abandoned = Abandonada { $at }: nadie jugó durante demasiado tiempo. Sin clasificación, y ninguna puntuación cambió.
results-cancelled = Cancelada { $at } antes del final: sin clasificación, y ninguna puntuación cambió.

## La partida: avisos y respuestas privadas

play-begins = ¡Empieza la partida! Asientos en orden de turno: { $names }.
play-not-seated = No juegas en esta mesa; el tablero muestra todo lo público.
play-no-table-last = No hay ninguna mesa en este canal. La última partida aquí ({ $game }, mesa { $table }) terminó { $at }: /board publica su tablero final y la puntuación para todos, /history te los muestra solo a ti. Abre una mesa nueva con /play.
play-not-started = La partida aún no ha empezado.
play-no-table-none = No hay ninguna mesa en este canal, y aquí todavía no ha terminado ninguna partida. Abre una con /play.
play-board-last = No hay ninguna mesa abierta aquí, así que se publica el tablero final de la última partida. /history muestra las anteriores; /play abre una mesa nueva.
play-board-posted = Tablero publicado.
play-board-posted-in = Tablero publicado en { $channel }.
play-resign-no-game = No hay ninguna partida en este canal que puedas abandonar.
play-resign-lobby = La partida aún no ha empezado: /leave deja tu asiento en la sala.
play-resigned = Abandonaste la mesa { $table }: tu asiento lo juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
} hasta el final, y quedas último.
play-resigned-notice = { $name } abandonó: su asiento lo juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
} hasta el final.
play-remove-no-game = No hay ninguna partida en este canal.
play-remove-lobby = La partida aún no ha empezado: un asiento en la sala solo lo deja su jugador.
play-remove-who = Solo el anfitrión o quien pueda gestionar este canal puede retirar el asiento de un jugador.
play-remove-not-playing = { $name } no juega en esta mesa.
play-remove-not-playing-unnamed = Ese jugador no juega en esta mesa.
play-remove-self = Para dejar tu propio asiento, usa /resign.
play-remove-not-absent = { $name } no está ausente. Solo se puede retirar el asiento de un jugador ausente: un jugador queda marcado como ausente si se le agota el tiempo { $limit ->
    [one] { $limit } vez
   *[other] { $limit } veces
} seguidas, o con /leave.
play-remove-already = El asiento de { $name } ya lo juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
}.
play-removed = Hecho: el asiento de { $name } lo juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
} hasta el final.
play-removed-notice = { $remover } retiró a { $name } de la partida: su asiento lo juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
} hasta el final, y queda último.
play-seat-stays = Tu asiento queda como está.
play-not-absent = No estás marcado como ausente.
play-welcome-back = ¡Bienvenido de nuevo!
play-back-notice = { $name } ha vuelto a la mesa.
play-reminder = ⏰ Recordatorio para { $name }: { $what } (vence { $due }).
play-now-absent = A { $name } se le agotó el tiempo { $count ->
    [one] { $count } vez
   *[other] { $count } veces
} seguidas y ahora está marcado como ausente: sus turnos los juega { $by ->
    [bot] un bot
   *[default] la acción por defecto
}, y queda último para las puntuaciones. Puede pulsar «Volver» para regresar.
play-timed-out = ⏰ Se agotó el tiempo de { $name }; se jugó la acción por defecto.
play-lost-on-time = ⏰ { $loser } perdió por tiempo: gana { $winner }.
play-ended-line = La mesa { $table } de { $game } ha terminado: { $line }
play-ended-scores = La mesa { $table } de { $game } ha terminado. Puntuación final:
play-button-unknown = No reconozco ese botón; puede ser de una versión anterior del bot.
play-table-gone = Esa mesa ya no existe.
play-button-elsewhere = Ese botón es de una mesa de otro canal.
play-game-over = Esta partida ha terminado.
play-not-yours = No juegas en esta mesa, así que este botón no es tuyo.
play-still-playing = Esta partida todavía se está jugando.
play-moment-passed = Ese momento ya pasó; aquí tienes la mesa tal como está ahora.
play-choice-unknown = No reconozco esa opción.
play-option-unavailable = Esa opción no está disponible ahora; elige de nuevo.
play-choice-not-yours = Esta elección no te toca ahora.
play-choice-closed = Esa elección ya no está abierta; aquí tienes la mesa tal como está ahora.
play-typed-why = { $why } Escribe una de las opciones, p. ej. { $examples }.
play-typed-unknown = "{ $typed }" no es una de las opciones aquí. Escribe una de ellas, p. ej. { $examples }.
play-form-closed = Ese formulario ya no está abierto; aquí tienes la mesa tal como está ahora.
play-form-unused = Este formulario ya no se usa.
play-form-elsewhere = Ese formulario es de una mesa de otro canal.
play-not-running = Esta partida no está en curso.
play-not-playing = No juegas en esta mesa.

## La sala

lobby-board-rematch = Una revancha de la mesa { $table }.
lobby-board-house-rules = De las reglas de la casa de este servidor: { $rules } (/settings)
lobby-board-full = La mesa está llena: el anfitrión puede empezar.
lobby-board-join = Siéntate y el anfitrión empieza con { $players }. El anfitrión puede añadir bots para llenar asientos.
lobby-board-host = Anfitrión: { $host }
lobby-board-time = Control de tiempo: { $time }
lobby-board-players = Jugadores ({ $seated }/{ $max }):
lobby-board-title = { $game } · sala
lobby-board-title-closed = { $game } · sala cerrada
lobby-board-title-cancelled = { $game } · sala cancelada
lobby-board-join-button = Unirme
lobby-board-leave-button = Salir
lobby-board-start-button = Empezar
lobby-board-add-bot = Añadir bot
lobby-board-remove-bot = Quitar bot
lobby-board-time-select = Control de tiempo (anfitrión)
lobby-board-time-live = En vivo: turnos de 60 s, reacciones de 20 s
lobby-board-time-async = Asíncrono: turnos de 24 h, reacciones de 2 h, recordatorios
lobby-board-absent-bot = Jugadores ausentes: un bot juega sus turnos hasta que vuelvan
lobby-board-rated = Puntuaciones: esta partida cuenta, bots incluidos
lobby-board-unrated = Puntuaciones: una partida con bots no cuenta
lobby-board-bot-level = ¿Qué tan bien debe jugar el bot? Fácil piensa poco y comete errores; normal piensa cerca de medio segundo por jugada; fuerte, cerca de un segundo.
lobby-board-bot-easy = Fácil
lobby-board-bot-normal = Normal
lobby-board-bot-strong = Fuerte
lobby-board-bot-which = ¿Qué bot debe irse?
lobby-board-pace = { $pace ->
    [live] en vivo
   *[async] asíncrono
} (turnos de { $turn }, reacciones de { $reaction })
lobby-board-pace-clock = { $pace ->
    [live] en vivo
   *[async] asíncrono
} con el reloj `{ $clock }` ({ $describe }; reacciones de { $reaction })
lobby-board-pace-clock-lose = { $pace ->
    [live] en vivo
   *[async] asíncrono
} con el reloj `{ $clock }` ({ $describe }; reacciones de { $reaction }); quien se queda sin tiempo pierde la partida
lobby-board-clock-fischer = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} cada uno, { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
} más por jugada
lobby-board-clock-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
} por jugada
lobby-board-clock-days-bank = { $days ->
    [one] { $days } día
   *[other] { $days } días
} por jugada, el tiempo no usado se guarda hasta { $cap ->
    [one] { $cap } día
   *[other] { $cap } días
}

## Los relojes bajo la imagen de un tablero

clock-band = Reloj { $clock }

## Las publicaciones de un torneo. $format: swiss, round_robin o knockout.

tournament-post-format = { $format ->
    [swiss] sistema suizo
    [round_robin] todos contra todos
   *[knockout] eliminatoria
}
tournament-post-format-rounds = { $format ->
    [swiss] sistema suizo
    [round_robin] todos contra todos
   *[knockout] eliminatoria
}, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
tournament-post-clock = reloj { $clock }
tournament-post-pace = { $pace ->
    [live] mesas en vivo
   *[async] mesas asíncronas
}
tournament-post-default-pace = el ritmo por defecto del servidor
tournament-post-head = Torneo { $name } de { $game }: { $format }, { $timing }.
tournament-post-round-days = Cada ronda dura como mucho { $days ->
    [one] { $days } día
   *[other] { $days } días
}; las mesas que sigan jugando entonces terminan tal como estén.
tournament-post-starts-at = Empieza { $at } (o cuando lo empiece su organizador). Únete para jugar; puedes salir en cualquier momento antes del inicio.
tournament-post-starts = Empieza cuando lo empiece su organizador. Únete para jugar; puedes salir en cualquier momento antes del inicio.
tournament-post-under-way = En curso: ronda { $round }.
tournament-post-finished = Terminado.
tournament-post-cancelled = Cancelado.
tournament-post-no-entrants = Todavía no hay inscritos.
tournament-post-entrants = Inscritos ({ $count }): { $names }
tournament-post-more-names = { $names } y { $more } más
tournament-post-number = Número de torneo: { $id }.
tournament-post-join = Unirme
tournament-post-leave = Salir
tournament-post-start = Empezar ya
tournament-post-paired = { $name }: la ronda { $round } de { $of } está emparejada, { $tables ->
    [one] { $tables } mesa
   *[other] { $tables } mesas
}. Cada mesa se abre en su propio hilo de este canal.
tournament-post-table = Mesa { $number }: { $players }
tournament-post-more-tables = … y { $more } mesas más.
tournament-post-byes = Descanso (los puntos de una victoria, sin partida) para: { $names }.
tournament-post-round-ends = La ronda termina { $at } como muy tarde.
tournament-post-tiebreak = { $tiebreak ->
    [buchholz] Buchholz
    [sonneborn-berger] Sonneborn-Berger
    [placement] Suma de puestos (menos es mejor)
    [round] Ronda alcanzada
   *[other] Desempate
} { $value }
tournament-post-standing = { $rank }. { $name }: { $points } { $n ->
    [one] punto
   *[other] puntos
}
tournament-post-standing-withdrawn = { $rank }. { $name } (retirado): { $points } { $n ->
    [one] punto
   *[other] puntos
}
tournament-post-more = … y { $more } más.

## La imagen de la clasificación: encabezados cortos para sus columnas.

standings-picture-tournament = Torneo
standings-picture-standings = Clasificación
standings-picture-points = Puntos
standings-picture-games = Partidas
standings-picture-player = Jugador
standings-picture-withdrawn = { $name } (retirado)
standings-picture-more = … y { $more } más (todos: /tournament action:standings)
standings-picture-games-key = Partidas: jugadas (+ descansos)
standings-picture-short = { $tiebreak ->
    [buchholz] Bu
    [sonneborn-berger] SB
    [placement] SP
    [round] RA
   *[other] De
}
standings-picture-key = { $tiebreak ->
    [buchholz] Bu: Buchholz
    [sonneborn-berger] SB: Sonneborn-Berger
    [placement] SP: suma de puestos, menos es mejor
    [round] RA: ronda alcanzada
   *[other] De: desempate
}
standings-picture-alt-row = { $rank }. { $name }, { $points } { $n ->
    [one] punto
   *[other] puntos
}
standings-picture-alt = { $title }: { $subtitle }. { $top } Jugadores: { $players }.
