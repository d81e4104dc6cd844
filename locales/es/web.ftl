# Las páginas web de Tabula (issue 48): el marco, los títulos, las etiquetas y los controles
# de las páginas de mesas, repeticiones y servidores. Lo que muestra una mesa (tablero,
# jugadas, resultados) viene de los catálogos del núcleo y de los juegos.
#
# Glosario: table = mesa, seat = asiento, lobby = sala de espera, bot = bot (jugador de la
# computadora), move = jugada, deadline = plazo ("vence"), replay = repetición, step = paso,
# move log = registro de jugadas, leaderboard = clasificación, rating = puntuación
# (provisional), season = temporada, tournament = torneo, round = ronda, bye = descanso,
# standings = clasificación, entrant = inscrito, forfeit = pierde por abandono,
# tie-break = desempate. Tratamiento: tú.

## El marco de cada página
web-languages = Idiomas
web-footer = Mostrado por Tabula: solo lo que cualquiera que mire la mesa puede ver.
web-not-found-title = Página no encontrada
web-not-found-heading = Este enlace no funciona
web-not-found-text = Aquí no hay ninguna página. Puede que el enlace esté mal escrito, o que quienes llevan la mesa o el servidor lo hayan cambiado o desactivado.
web-date = { $day } de { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    } de { $year }
web-ordinal = { $place }.º

## La página de una mesa
web-table-title = { $game } · mesa { $table }
web-summary-lobby = { $game }: { $players } · esperando jugadores
web-summary-playing = { $game }: { $players } · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
web-summary-waiting = { $game }: { $players } · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } · esperando a { $up }
web-summary-finished = { $game }: { $players } · terminada tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
web-summary-abandoned = { $game }: { $players } · abandonada
web-summary-cancelled = { $game }: { $players } · cancelada
web-board-not-started = La partida aún no ha empezado: el tablero aparecerá cuando empiece.
web-board-no-picture = Este juego no tiene imagen del tablero: el texto de abajo muestra la mesa.
web-board-alt = El tablero de { $game }
web-live-static = No se actualiza sola: recarga la página para ver las nuevas jugadas.
web-live-connecting = conectando
web-live-live = en directo
web-live-reconnecting = reconectando
web-live-ended = La partida ha terminado: abriendo su página final.
web-live-gone = Este enlace ya no funciona.
web-live-too-many = Hay demasiadas páginas en directo abiertas; inténtalo de nuevo más tarde.
web-live-stopping = El servidor se está deteniendo.
web-joined-so-far = Apuntados hasta ahora
web-players = Jugadores
web-moves = Jugadas
web-moves-newest-last = Jugadas, la más reciente al final
web-moves-unlisted = Las jugadas de esta partida no se pueden listar.
web-move-nothing-public = (nada público)
web-player-bot = bot
web-player-absent = ausente
web-player-to-play = le toca
web-player-due = vence { $time }
web-ended-note = La partida ha terminado: abajo está cómo acabó, y cada jugada para recorrerla.

## La repetición
web-replay = Repetición
web-replay-title = Repetición: { $game } · mesa { $table }
web-replay-over = La partida ha terminado.
web-replay-running = La partida sigue en juego: esta repetición llega hasta la última jugada.
web-replay-back-to-table = Volver a la página de la mesa
web-replay-controls = Controles de la repetición
web-replay-first = Inicio
web-replay-back = Atrás
web-replay-play = Reproducir
web-replay-pause = Pausa
web-replay-next = Siguiente
web-replay-last = Final
web-replay-step = Paso
web-replay-keys = Teclas: ← y → una jugada, Inicio y Fin, Espacio reproduce y pausa.
web-replay-log = Descargar el registro de jugadas (texto)
web-replay-deal = El reparto, antes de la jugada 1 de { $steps }
web-replay-move-of = Jugada { $step } de { $steps }
web-replay-said-deal = La partida tal como se repartió, antes de que nadie jugara.
web-replay-said-nothing = En esta jugada no pasó nada público.
web-replay-failed = No se pudo cargar ese paso; inténtalo de nuevo.
web-replay-no-picture = Este juego no tiene imagen del tablero: el texto de abajo lo muestra.

## Las páginas de un servidor
web-server-title = Tabula: clasificaciones y partidas recientes
web-server-heading = Clasificaciones y partidas recientes
web-server-intro = Las partidas de este servidor en Tabula. Las puntuaciones son estimaciones prudentes que suben con las victorias y con las partidas jugadas; las partidas con bots solo cuentan donde el servidor las puntúa.
web-server-description = Clasificaciones y partidas recientes de { $games } en este servidor
web-server-description-none = Clasificaciones y partidas recientes de los juegos de Tabula en este servidor
web-server-no-games = Todavía no ha terminado ninguna partida en este servidor.
web-games = Juegos
web-all-games = Todas las partidas de este servidor
web-past-seasons = Temporadas anteriores
web-tournaments = Torneos
web-tournament-line = { $name } ({ $game }, { $state }, { $entrants } inscritos)
web-tournament-line-signup = inscripción abierta
web-tournament-line-round = ronda { $round }
web-tournament-line-finished = terminado
web-tournament-line-cancelled = cancelado
web-legend-provisional = tras una puntuación: provisional (menos de { $games } partidas puntuadas, o aún incierta).
web-legend-inactive = No aparecen quienes no han jugado una partida puntuada en { $days } días.
web-provisional = provisional
web-board-empty = { $caption }: { $why }
web-col-rank = Puesto
web-col-player = Jugador
web-col-rating = Puntuación
web-col-games = Partidas
web-col-wins = Victorias
web-col-points = Puntos
web-col-points-short = Pts
web-all-time = Histórica
web-all-time-empty = Nadie tiene puntuación en este juego todavía, o nadie con puntuación lo ha jugado en los últimos { $days } días.
web-season-empty = Aún no hay partidas puntuadas de { $game } esta temporada.
web-recent-games = Partidas recientes
web-recent-none = Todavía no hay partidas terminadas.
web-unplaced = sin puesto
web-recent-abandoned = abandonada
web-recent-replay = Repetición de la mesa { $table }
web-recent-no-link = mesa { $table } (sin enlace web)
web-season-running = Temporada { $season }, desde el { $from }
web-season-ended = Temporada { $season }, del { $from } al { $to }
web-season-title = Tabula: temporada { $season }
web-season-description = { $caption } en este servidor
web-season-final = Clasificación final.
web-season-so-far = La temporada está en curso: clasificación hasta ahora.
web-season-no-games = No hay partidas puntuadas en esta temporada.
web-standings-final = Clasificación final
web-standings-so-far = Clasificación hasta ahora

## La página de un jugador
web-player-title = { $name } en Tabula
web-player-description = Partidas de { $name }: { $games }
web-average-place = Puesto medio
web-rating-now = Puntuación actual
web-not-rated = sin puntuación
web-rating-over-time = Puntuación a lo largo del tiempo
web-chart-none = Ninguna partida puntuada tiene aún una puntuación guardada, así que no hay gráfico.
web-chart-one = Una partida puntuada hasta ahora: la puntuación fue { $rating } después, el { $date }. El gráfico empieza con la segunda.
web-chart-title = Puntuación tras cada una de { $games } partidas puntuadas, de { $first } el { $from } a { $last } el { $to }
web-chart-as-table = Las puntuaciones en una tabla
web-chart-game = Partida
web-chart-date = Fecha
web-chart-rating-after = Puntuación después

## La página de un torneo
web-tournament-title = Tabula: { $name }
web-tournament-description = { $name }: un torneo de { $game } en Tabula
web-tournament-intro = Torneo { $id } de { $game }: { $format }, { $timing }. { $status }.
web-tournament-signup = Inscripción abierta
web-tournament-running = Ronda { $round } de { $rounds } en curso
web-tournament-finished = Terminado
web-tournament-cancelled = Cancelado
web-format-swiss = sistema suizo
web-format-round-robin = todos contra todos
web-format-knockout = eliminatoria
web-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
web-timing-clock = reloj { $clock }
web-timing-live = mesas en directo
web-timing-async = mesas asíncronas
web-timing-pace = mesas: { $pace }
web-timing-default = el ritmo por defecto del servidor
web-tournament-nobody = Todavía no se ha apuntado nadie.
web-entrants = Inscritos ({ $count })
web-standings = Clasificación
web-withdrawn = retirado
web-games-with-byes = { $played } + { $byes ->
        [one] { $byes } descanso
       *[other] { $byes } descansos
    }
web-tiebreak-buchholz = Buchholz
web-tiebreak-buchholz-short = Bu
web-tiebreak-sonneborn-berger = Sonneborn-Berger
web-tiebreak-sonneborn-berger-short = SB
web-tiebreak-placement = Suma de puestos (menos es mejor)
web-tiebreak-placement-short = SP
web-tiebreak-round = Ronda alcanzada
web-tiebreak-round-short = RA
web-tiebreak-other-short = D
web-tiebreak-key = { $short }: { $name }
web-scoring-placement = en cada mesa, la parte de los demás jugadores que quedan por debajo de ti; un descanso 1
web-scoring-wins = una victoria 1, un empate ½, un descanso 1
web-points-legend = Pts: puntos ({ $scoring }).
web-forfeit = pierde por abandono
web-pod-points = { $points } pt
web-pod-table = Mesa { $table }
web-pod-table-no-link = mesa { $table }
web-pod-waiting = esperando su hilo
web-pod-gone = ya no existe
web-pod-playing = en juego
web-pod-finished = terminada
web-pod-ended-early = terminada antes de tiempo
web-round = Ronda { $round }
web-byes = Un descanso (los puntos de una victoria, sin partida): { $names }.

## Respuestas sencillas: una petición que el servidor no atiende, y su propio fallo
web-method-not-allowed = Aquí solo se responden peticiones GET y HEAD.
web-uri-too-long = La dirección es demasiado larga.
web-headers-too-large = Las cabeceras de la petición son demasiado grandes.
web-body-refused = Las peticiones aquí no pueden llevar contenido.
web-too-many-requests = Demasiadas peticiones; espera un momento.
web-server-error = Algo salió mal de nuestro lado; inténtalo de nuevo más tarde.
