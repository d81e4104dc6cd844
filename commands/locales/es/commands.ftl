# El núcleo de Tabula: los textos de los comandos de barra (issue 48), con las claves del inglés.
#
# Glosario: table = mesa, seat = asiento, host = anfitrión, lobby = sala, bot = bot
# (jugador de la computadora), turn = turno, deadline = plazo, clock = reloj, bank = reserva
# de tiempo, season = temporada, tournament = torneo, round = ronda, bye = descanso,
# standings = clasificación. Tratamiento: tú.

cmd-play-game = Abrir una mesa de { $game } en este canal ({ $players } jugadores)
cmd-play = Abrir una mesa de un juego en este canal
cmd-play-time = En vivo (un minuto por turno) o asíncrono (un día por turno); en vivo si no se indica
cmd-play-time-live = En vivo: una partida en minutos
cmd-play-time-async = Asíncrono: jugadas a lo largo de días
cmd-play-bots = Jugadores de la computadora que se sientan contigo (0 si no se indica)
cmd-play-bot_level = Lo bien que juegan esos bots; normal si no se indica
cmd-play-bot_level-easy = Fácil: rápido, comete errores
cmd-play-bot_level-normal = Normal
cmd-play-bot_level-strong = Fuerte: piensa cerca de un segundo por jugada
cmd-play-absent = Quién juega los turnos de un jugador ausente: la acción por defecto o un bot
cmd-play-absent-default = La acción por defecto al agotarse el tiempo
cmd-play-absent-bot = Un bot normal, hasta que el jugador vuelva
cmd-play-rated_with_bots = Contar esta partida para las puntuaciones aunque jueguen bots (no si no se indica)
cmd-play-clock = Un reloj: 5+3 (en vivo: minutos + segundos por jugada) o 3d / 3d+7 (asíncrono: días + reserva)
cmd-play-lose_on_time = Partidas puntuadas de dos: quien se queda sin tiempo pierde (no si no se indica)
cmd-join = Sentarse a la mesa de este canal.
cmd-leave = Dejar la mesa de este canal antes de que empiece.
cmd-start = Empezar la partida en la mesa de este canal.
cmd-hand = Ver tu mano y tus opciones, en privado.
cmd-board = Publicar de nuevo el tablero de este canal, o el final y la puntuación de la última partida.
cmd-history = La última partida de este canal: tablero final, puntos y partidas anteriores (solo la ves tú).
cmd-history-game = Solo las mesas de este juego; cualquier juego si no se indica
cmd-replay = Repasar jugada a jugada una partida terminada en este canal, en privado.
cmd-replay-table = El número de la mesa, como lo muestra /history; la última partida si no se indica
cmd-link = La página web de la mesa de este canal, para verla en vivo o repetirla (solo la ves tú).
cmd-link-new = Dar a la mesa un enlace nuevo; el antiguo deja de funcionar (anfitrión o gestor del canal)
cmd-rules = Cómo se juega un juego.
cmd-rules-game = El juego
cmd-leaderboard = Los mejores jugadores de un juego en este servidor.
cmd-leaderboard-game = El juego
cmd-leaderboard-season = current, all (histórico) o el número de una temporada; la actual si no se indica
cmd-stats = Puntuaciones y resultados de un jugador en este servidor, o de los bots.
cmd-stats-user = De quién; las tuyas si no se indica
cmd-stats-bots = Mostrar en su lugar los resultados de los jugadores de la computadora en este servidor
cmd-games = Tus partidas abiertas en este servidor.
cmd-cancel = Cancelar la mesa de este canal (su anfitrión, o quien pueda gestionar el canal).
cmd-resign = Abandonar la partida de este canal: tu asiento se juega hasta el final y quedas último.
cmd-remove = Quedarse para siempre con el asiento de un jugador ausente (anfitrión o gestor del canal).
cmd-remove-player = El jugador ausente
cmd-remove-to = Quién juega el asiento desde ahora; lo que la mesa eligió para ausentes si no se indica
cmd-remove-to-bot = Un jugador de la computadora
cmd-remove-to-default = La acción por defecto al agotarse el tiempo
cmd-settings = Ver los ajustes de este servidor, o cambiarlos (Gestionar servidor).
cmd-settings-scope = Dónde se aplican los cambios: todo el servidor si no se indica
cmd-settings-scope-server = Todo el servidor
cmd-settings-scope-here = Solo este canal
cmd-settings-tables = Si se pueden abrir mesas
cmd-settings-tables-on = Permitidas
cmd-settings-tables-off = Desactivadas
cmd-settings-tables-default = Volver al valor por defecto
cmd-settings-threads = Si una mesa abierta en un canal de texto juega en un hilo propio
cmd-settings-threads-on = Permitido
cmd-settings-threads-off = Desactivado
cmd-settings-threads-default = Volver al valor por defecto
cmd-settings-time = El control de tiempo de las mesas nuevas
cmd-settings-time-live = En vivo: una partida en minutos
cmd-settings-time-async = Asíncrono: jugadas a lo largo de días
cmd-settings-time-default = Volver al valor por defecto
cmd-settings-game = El juego cuyas reglas de la casa se fijan
cmd-settings-house_rules = Las opciones por defecto de /play para ese juego, p. ej. rounds=3 (none las borra)
cmd-settings-bot_levels = Niveles de jugadores de la computadora permitidos, p. ej. easy,normal (all: todos)
cmd-settings-bots_rated = Si las partidas con jugadores de la computadora cuentan para las puntuaciones
cmd-settings-bots_rated-yes = Siempre puntúan
cmd-settings-bots_rated-no = Nunca puntúan
cmd-settings-bots_rated-table = Cada mesa elige
cmd-settings-web_links = Si las páginas web de las mesas abren en sus enlaces y los tableros los muestran
cmd-settings-web_links-on = Permitido
cmd-settings-web_links-off = Desactivado
cmd-settings-web_links-default = Volver al valor por defecto
cmd-settings-web_pages = Las páginas web del servidor: clasificaciones, partidas, jugadores (on: enlace nuevo)
cmd-settings-web_pages-on = Activadas, en un enlace nuevo (el antiguo deja de funcionar)
cmd-settings-web_pages-off = Desactivadas
cmd-settings-abandon_days = Días sin jugadas tras los que una mesa queda abandonada (0: el valor por defecto, 14)
cmd-settings-season = Temporadas que cambian solas el día 1 (en todo el servidor)
cmd-settings-season-monthly = Una temporada al mes
cmd-settings-season-quarterly = Una temporada por trimestre: enero, abril, julio, octubre
cmd-settings-season-off = Sin temporadas automáticas (los admins las empiezan y terminan)
cmd-settings-clock = Reloj de las mesas nuevas: 5+3 (en vivo), 3d o 3d+7 (asíncrono); por defecto: ninguno
cmd-settings-away_days = Días de ausencia (/away) por jugador y año (0: desactivado; en todo el servidor)
cmd-settings-tournaments = Quién puede crear torneos (/tournament; en todo el servidor)
cmd-settings-tournaments-admins = Quien puede gestionar el servidor (por defecto)
cmd-settings-tournaments-everyone = Cualquiera
cmd-settings-language = El idioma de los mensajes públicos (en todo el servidor; por defecto: el de Discord)
cmd-settings-language-en = English
cmd-settings-language-de = Deutsch
cmd-settings-language-es = Español
cmd-settings-language-fr = Français
cmd-settings-language-pt-BR = Português do Brasil
cmd-settings-language-default = El idioma del servidor en Discord
cmd-settings-my_language = Tu propio idioma para lo que Tabula te dice en privado, en todos los servidores
cmd-settings-my_language-en = English
cmd-settings-my_language-de = Deutsch
cmd-settings-my_language-es = Español
cmd-settings-my_language-fr = Français
cmd-settings-my_language-pt-BR = Português do Brasil
cmd-settings-my_language-discord = Seguir mi idioma de Discord
cmd-notify = Un mensaje directo cuando una mesa asíncrona te espera, con horas de silencio.
cmd-notify-dms = Mensajes directos sí o no; como están si no se indica
cmd-notify-dms-on = Envíame un mensaje directo cuando una mesa asíncrona me espere
cmd-notify-dms-off = Sin mensajes directos
cmd-notify-quiet = Horas de silencio en UTC, p. ej. 22-7 (none: sin horas de silencio)
cmd-season = Las temporadas de este servidor, la clasificación final de una pasada; los admins las gestionan.
cmd-season-action = Qué hacer: mostrar si no se indica
cmd-season-action-show = Mostrar las temporadas, o la clasificación de la temporada `number`
cmd-season-action-start = Empezar una temporada ahora (Gestionar servidor)
cmd-season-action-end = Terminar ahora la temporada en curso (Gestionar servidor)
cmd-season-number = La temporada que se muestra
cmd-away = Ausencia: tus plazos asíncronos en este servidor te esperan mientras no estás (solo lo ves tú).
cmd-away-days = Ausentarse estos días, desde ahora
cmd-away-off = Volver ahora, antes de que termine tu ausencia
cmd-tournament = Torneos de un juego a lo largo de días: crear, empezar, retirarse, clasificación.
cmd-tournament-action = Qué hacer: la clasificación si no se indica
cmd-tournament-action-create = Crear aquí un torneo, con su mensaje de inscripción
cmd-tournament-action-start = Empezarlo ahora (su organizador o un gestor del servidor)
cmd-tournament-action-standings = Mostrar cómo va
cmd-tournament-action-withdraw = Retirarte: no vuelves a ser emparejado
cmd-tournament-action-cancel = Cancelarlo (su organizador o un gestor del servidor)
cmd-tournament-game = El juego del torneo (create)
cmd-tournament-format = Cómo se enfrentan los jugadores (create; por defecto swiss)
cmd-tournament-format-swiss = Suizo: por puntos, nadie se enfrenta dos veces
cmd-tournament-format-round_robin = Liga: todos contra todos
cmd-tournament-format-knockout = Eliminatoria: los perdedores salen en cada ronda
cmd-tournament-rounds = Rondas del suizo (create; por defecto: las que pidan los inscritos)
cmd-tournament-clock = El reloj de las mesas (create): 5+3 (en vivo), 3d o 3d+7 (asíncrono)
cmd-tournament-time = El ritmo de las mesas (create; por defecto: el del reloj, si no asíncrono)
cmd-tournament-time-live = En vivo: plazos cortos
cmd-tournament-time-async = Asíncrono: un día por decisión, o el reloj
cmd-tournament-starts_in_hours = Empezar solo dentro de estas horas (create; si no, lo empieza su organizador)
cmd-tournament-round_days = Días que dura como mucho una ronda (create; por defecto 7 asíncrono, 1 en vivo)
cmd-tournament-name = El nombre del torneo (create)
cmd-tournament-id = Qué torneo (por defecto: el de este canal)

# /away (ausencia). $until es una fecha que Discord muestra a cada lector a su manera;
# $left es la frase de away-left.
away-days-range = `days` es un número entero de días, de 1 a { $max }.
away-days-number = `days` es un número entero de días.
away-left = Te { $left ->
    [one] queda { $left } día
   *[other] quedan { $left } días
} de los { $allowance ->
    [one] { $allowance } día
   *[other] { $allowance } días
} de este año en este servidor.
away-both = Indica `days` (para ausentarte) u `off` (para volver), no ambos.
away-status-away = Estás ausente hasta el { $until }.
away-status-home = No estás ausente.
away-turned-off = La ausencia está desactivada en este servidor.
away-not-away = No estás ausente en este servidor. /away days:N empieza una ausencia.
away-back-notice = { $name } ha vuelto.
away-back = Bienvenido de nuevo: tus plazos en las mesas asíncronas de este servidor vuelven a correr desde ahora. { $left }
away-already = Ya estás ausente hasta el { $until }. /away off la termina; después /away days:N empieza otra.
away-too-many = Pediste { $days ->
    [one] { $days } día
   *[other] { $days } días
}, pero: { $left }
away-notice = { $name } está ausente hasta el { $until }.
away-started = Estás ausente hasta el { $until }: tus plazos en las mesas asíncronas de este servidor te esperan hasta entonces (las mesas en vivo no). /away off la termina antes. { $left }

# La sala: respuestas privadas y rechazos.
lobby-started-join = Esta partida ya empezó; puedes mirarla y unirte a la siguiente.
lobby-seated-already = Ya estás sentado a esta mesa.
lobby-full = La mesa está llena ({ $max } jugadores).
lobby-joined = Te sentaste a la mesa.
lobby-not-seated = No estás sentado a esta mesa.
lobby-left-closed = Te fuiste; la mesa está cerrada.
lobby-left = Dejaste la mesa.
lobby-started = Esta partida ya empezó.
lobby-host-starts = Solo el anfitrión puede empezar la partida.
lobby-needs = { $game } necesita { $range } jugadores; por ahora { $seated ->
    [one] { $seated } jugador
   *[other] { $seated } jugadores
}.
lobby-game-started = Partida empezada.
lobby-no-table = No hay ninguna mesa en este canal. Abre una con /play.
lobby-cancel-who = Solo el anfitrión o quien pueda gestionar este canal puede cancelar la mesa.
lobby-cancelled = Mesa cancelada.

# A player's own language (/settings my_language).
language-chosen = Tabula ahora te habla en { $language } en todos los servidores: tus vistas, menús y respuestas. `/settings my_language:discord` vuelve a seguir tu idioma de Discord.
language-discord = Tabula vuelve a seguir tu idioma de Discord ({ $language } aquí).
