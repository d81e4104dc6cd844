# El núcleo de Tabula: la vida de una mesa fuera del juego y los comandos del servidor
# (issue 48), con las claves del inglés.
#
# Glosario: table = mesa, seat = asiento, host = anfitrión, lobby = sala, bot = bot
# (jugador de la computadora), turn = turno, deadline = plazo, clock = reloj, bank = reserva
# de tiempo, season = temporada, tournament = torneo, round = ronda, bye = descanso,
# standings = clasificación, rematch = revancha, thread = hilo, rating = puntuación,
# skill = nivel, replay = repetición, organiser = organizador, entrant = participante,
# web link = enlace web, direct message = mensaje directo, quiet hours = horas de silencio,
# leaderboard = ranking. Tratamiento: tú. Los valores que se escriben (`live`, `async`,
# nombres de opciones) quedan en inglés.

failure = Algo salió mal de nuestro lado; no se cambió nada. Inténtalo de nuevo.
damaged = La partida guardada de esta mesa está dañada, así que no puede seguir (volver a intentarlo no servirá). El anfitrión, o quien pueda gestionar este canal, puede terminarla con /cancel; lo guardado se conserva tal cual para que la administración del servidor lo revise (`tabula check`). Después, /play abre una mesa nueva.

bot-name = { $n ->
    [1] Bot
   *[other] Bot { $n }
} ({ $level ->
    [easy] fácil
    [strong] fuerte
   *[normal] normal
})
lobby-host-adds-bots = Solo el anfitrión puede añadir bots.
lobby-full-bots = La mesa está llena ({ $max } jugadores). Quita un bot o espera a que alguien se vaya.
lobby-no-bots-here = La configuración de este servidor no permite jugadores de la computadora aquí.
lobby-bot-levels = Este servidor solo permite jugadores de la computadora de estos niveles: { $levels }.
lobby-bot-seated = { $name } se sienta.
lobby-host-removes-bots = Solo el anfitrión puede quitar bots.
lobby-no-bot = No hay ningún bot en esta mesa.
lobby-bot-gone = Ese bot ya dejó la mesa.
lobby-bot-left = { $name } dejó la mesa.
lobby-not-started = La partida todavía no empezó.
lobby-host-options = Solo el anfitrión puede cambiar las opciones de la mesa.
lobby-choice-unknown = No se reconoce esa opción.
lobby-choose-one = Elige un solo valor.
lobby-clock-pace = El reloj `{ $clock }` de esta mesa es para mesas { $pace ->
    [live] en vivo
   *[async] asíncronas
}; abre una mesa nueva con /play para otro ritmo.
lobby-time-control = El control de tiempo es `live` o `async`.
lobby-option-saved = Opción guardada.
lobby-left-game = { $name } dejó la partida; { $by ->
    [bot] un bot juega sus turnos
   *[default] sus turnos se juegan con la acción por defecto al agotarse el tiempo
} y queda en último lugar.
lobby-left-game-you = Dejaste la partida. Pulsa Reanudar en tu vista (Mostrar mi mano) si cambias de idea.
lobby-everyone-left = Todos se fueron; la mesa está cerrada.
lobby-everyone-left-thread = Todos dejaron la sala de { $game } (mesa { $table }); está cerrada.
lobby-cancel-tournament = Esta es una mesa de torneo: termina jugando, con /resign o con el plazo de la ronda. Quien pueda gestionar el servidor puede cancelarla.
lobby-cancelled-by = Cancelada por { $name }.
lobby-cancelled-thread = { $name } canceló la mesa { $table } de { $game }; ninguna puntuación cambia.
lobby-cancelled-notice = { $name } canceló la mesa; ninguna puntuación cambia.
lobby-cancelled-damaged = { $name } canceló la mesa; ninguna puntuación cambia. Su partida guardada no se pudo leer, así que se conserva tal cual para que la administración del servidor la revise. /play abre una mesa nueva.
lobby-tables-off = La configuración de este servidor desactiva las mesas en este canal; /settings muestra dónde están permitidas.
lobby-bot-level-without-bots = `bot_level` fija lo bien que juegan los bots que sienta `bots`; indica también `bots`. (Un bot que juega por un jugador ausente siempre juega en nivel normal.)
lobby-lose-on-time-rated = `lose_on_time` es para partidas puntuadas: con un bot sentado, elige también `rated_with_bots:True`, o quita `lose_on_time`.
lobby-house-rules-error = { $error } (Las reglas de la casa de este servidor fijan { $options }; /settings las muestra.)
lobby-channel-has-table = Este canal ya tiene una mesa ({ $game }, { $status }). Únete con /join, o abre un hilo para otra partida.
lobby-opened = Abriste una mesa nueva de { $game }{ $bots ->
    [0] {""}
    [1] {" "}con un bot
   *[other] {" "}con { $bots } bots
}. Los demás pueden unirse con el botón { $join } o /join; empieza cuando estén todos.
lobby-opened-thread = Abriste una mesa nueva de { $game }{ $bots ->
    [0] {""}
    [1] {" "}con un bot
   *[other] {" "}con { $bots } bots
} en su propio hilo, { $thread }. Los demás pueden unirse con el botón { $join } o /join; empieza cuando estén todos.
lobby-absent-bot-level = Un bot que juega por un jugador ausente juega en nivel normal, y este servidor no lo permite (permitidos: { $levels }); usa `absent:default`.
lobby-bots-always-rated = Este servidor puntúa todas las partidas con jugadores de la computadora.
lobby-bots-never-rated = Este servidor nunca puntúa las partidas con jugadores de la computadora.
lobby-lose-on-time-clock = `lose_on_time` necesita un reloj: añade uno, p. ej. `clock:5+3` (en vivo) o `clock:3d` (asíncrono).

threads-off-note = La configuración de este servidor desactiva los hilos aquí (`/settings threads`), así que la mesa se juega en este canal.
threads-refused = Tabula no pudo abrir un hilo para ella ({ $why }), así que se juega en este canal.
threads-opening = Abriendo un hilo para la mesa…
threads-name = { $game } · mesa de { $host }
threads-opened = { $host } abrió una mesa de { $game } en { $thread }: únete allí.
threads-opened-rematch = { $host } abrió una revancha de la mesa { $table } de { $game } en { $thread }: únete allí.
threads-played-in = (Se jugó en { $thread }.)

rematch-not-finished = Solo una partida terminada se puede volver a jugar.
rematch-started = La revancha ya empezó; puedes mirarla y unirte a la siguiente.
rematch-tables-off = La configuración de este servidor desactiva ahora las mesas en este canal, así que aquí no hay revancha.
rematch-channel-has-table = Este canal ya tiene una mesa ({ $game }, { $status }); la revancha podrá abrirse cuando termine.
rematch-options = Las opciones de esta partida ya no abren una mesa, así que no hay revancha: { $error }
rematch-opened = Abriste una revancha de la mesa { $table } en { $channel }. Todos los que pulsen { $rematch } o { $join } se sientan; empieza cuando estén todos.

abandon-lobby = La sala de { $game } (mesa { $table }) está cerrada: nadie se unió, la empezó ni la cambió en { $days ->
    [one] { $days } día
   *[other] { $days } días
}. /play abre una mesa nueva.
abandon-game = La mesa { $table } de { $game } quedó abandonada: nadie movió en { $days ->
    [one] { $days } día
   *[other] { $days } días
}. Termina sin clasificación y ninguna puntuación cambia; /history muestra su último tablero.

rules-title = Cómo se juega { $game }
stats-none = { $name } todavía no terminó ninguna partida en este servidor.
stats-line = { $game }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, puesto medio { $average }{ $rating }
stats-line-bots = { $game } con bots (sin puntuar): { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, puesto medio { $average }{ $rating }
stats-rating = , nivel { $skill }{ $mark } (μ { $mu } ± { $sigma })
stats-provisional = { $mark } provisional: menos de { $games } partidas puntuadas, o la puntuación todavía es incierta.
stats-bots-hint = /stats bots:True muestra cómo les fue a los bots en este servidor.
stats-title = Estadísticas de { $name }
stats-bots-none = Todavía no terminó ninguna partida con bots en este servidor.
stats-bots-title = Bots en este servidor
games-none = No tienes partidas abiertas en este servidor. Empieza una con /play.
games-in-lobby = en la sala
games-your-turn = { $b }te espera a ti{ $e } (vence { $due })
games-others-turn = esperando a otros
games-line = { $channel } · { $game } · mesa { $table } · { $state }
games-title = Tus partidas abiertas
history-none-of = Todavía no terminó ninguna partida de { $game } en este canal. Abre una mesa con /play.
history-none = Todavía no terminó ninguna partida en este canal. Abre una mesa con /play.
history-earlier = Partidas anteriores aquí:
history-choice = Mesa { $table } · { $game }
history-title = Última partida aquí · { $title }
history-line = • { $at } · { $game } · mesa { $table } · { $what }
history-unavailable = no disponible en esta versión de Tabula
history-abandoned = abandonada
history-cancelled = cancelada
history-won = ganó { $winners }
history-won-on-time = ganó { $winners } por tiempo

tournament-round-deadline = La mesa { $table } de { $game } termina aquí: pasó el plazo de la ronda de { $tournament }. Cuenta como empate entre los jugadores que siguen presentes; ninguna puntuación cambia.

replay-none = Todavía no terminó ninguna partida en este canal, así que no hay nada que repetir.
replay-no-table = Este canal no tiene la mesa { $table }. /history lista las partidas que terminaron aquí.
replay-choose-one = Elige una sola partida.
replay-not-here = Esa partida no es de este canal.
replay-pick = Repetir una partida anterior
replay-log-attached = Va adjunto el registro de jugadas de la mesa { $table } ({ $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}).
replay-log-description = El registro de jugadas de la mesa { $table } de { $game }
replay-log-heading = Tabula · { $game } · mesa { $table } · { $ended }
replay-log-players = Jugadores: { $players }
replay-log-move = Jugada { $k } de { $n }
replay-log-board-now = Tablero ahora:
replay-log-final-board = Tablero final:
replay-timed-out = ⏰ Se acabó el tiempo; se jugó la acción por defecto.
replay-still-open = Esta partida sigue abierta; la repetición estará cuando termine (mira /board).
replay-never-started = Esta mesa nunca empezó, así que no hay nada que repetir.
replay-broken = El registro de jugadas de esta partida no lleva a su tablero final, así que no se puede repetir. Su tablero final sigue en /history.
replay-ended-cancelled = cancelada antes de terminar
replay-ended-finished = terminada
replay-deal-only = El reparto: la partida terminó antes de que nadie jugara
replay-deal = El reparto, antes de la jugada 1 de { $n }
replay-after = Tras la jugada { $k } de { $n }
replay-this-move = Esta jugada:
replay-title = Repetición · { $game } · mesa { $table }
replay-button-deal = ⏮ Reparto
replay-button-back = ◀ Atrás
replay-button-next = Siguiente ▶
replay-button-end = Final ⏭
replay-button-log = Registro de jugadas (.txt)

load-game-unavailable = El juego de esta mesa no está disponible en esta versión de Tabula.
load-no-such-table = Esa mesa no existe.
load-thread-line = • { $game } (mesa { $table }, { $status }) en { $thread }
load-in-threads = Aquí las mesas se juegan en sus propios hilos:
    { $tables }
    Usa el comando en el hilo de la mesa que buscas.

web-link-label = Ver en la web
link-no-table = No hay ninguna mesa en este canal y todavía no terminó ninguna partida aquí, así que no hay página que mostrar. Abre una mesa con /play.
link-not-yours = Solo el anfitrión de la mesa, o quien pueda gestionar este canal, puede darle un enlace nuevo. /link sin opciones muestra el actual.
link-renewed = La mesa { $table } tiene un enlace nuevo: el anterior ya no abre nada, y las páginas abiertas con él dejan de seguir la partida.
link-off = Los enlaces web están desactivados en este canal, así que las páginas de sus mesas no se pueden abrir (/settings web_links:on los activa).
link-no-address = Este Tabula todavía no tiene dirección web pública (su administración define PUBLIC_URL), así que no hay enlace que abrir. Los tableros y los resultados tendrán un botón "{ $button }" cuando esté definida.
link-page = La página web de la mesa { $table }: { $url }
    Cualquiera con este enlace puede verla en vivo y, cuando termine, repetirla, sin Discord. /link new:true le da a la mesa un enlace nuevo (su anfitrión o quien gestione el canal).
link-replay = La repetición de la mesa { $table }: { $url }
    Cualquiera con este enlace puede verla jugada a jugada, sin Discord. /link new:true le da a la mesa un enlace nuevo (su anfitrión o quien gestione el canal).
link-title = Página web

notify-off = Los mensajes directos están desactivados: ves tus turnos en los canales. `/notify dms:on` te envía uno cuando una mesa asíncrona te espera.
notify-paused = Los mensajes directos están en pausa: Discord no me dejó enviarte uno (tus MD están cerrados a los miembros de este servidor). Permite los mensajes directos y luego usa `/notify dms:on` para volver a recibirlos.
notify-on = Los mensajes directos están activados: uno cuando una mesa asíncrona empieza a esperarte, y otro con su recordatorio antes de tu plazo. Sin horas de silencio. Discord solo los entrega si aceptas mensajes directos de los miembros de este servidor.
notify-on-quiet = Los mensajes directos están activados: uno cuando una mesa asíncrona empieza a esperarte, y otro con su recordatorio antes de tu plazo. Horas de silencio: { $quiet }; los mensajes de esas horas esperan a que terminen. Discord solo los entrega si aceptas mensajes directos de los miembros de este servidor.

# Mensajes directos (store::notify), en el idioma de quien lee. $game: el nombre del juego;
# $table: el número de la mesa; $channel: un enlace a su canal; $what: lo que espera; $due:
# hasta cuándo.
dm-waits = ⏳ La mesa { $table } de { $game } en { $channel } te espera: { $what } (vence { $due }).
dm-reminder = ⏰ Recordatorio: la mesa { $table } de { $game } en { $channel } todavía te espera: { $what } (vence { $due }).

season-hidden = Quien no jugó ninguna partida puntuada en { $days } días queda oculto (/stats lo sigue mostrando).
season-line = { $rank }. { $name }: nivel { $skill }{ $mark } (μ { $mu } ± { $sigma }), { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
season-date = { $day } de { $month ->
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
season-title-past = Temporada { $number }, del { $starts } al { $ends } (clasificación final)
season-title-running = Temporada { $number }, desde el { $starts }
leaderboard-no-season = No hay ninguna temporada en curso en este servidor. `season:all` muestra el ranking histórico; la administración empieza una temporada con /season action:start.
season-no-such = No existe la temporada { $number } en este servidor: sus temporadas van de la 1 a la { $last }.
leaderboard-no-seasons = Este servidor todavía no tuvo ninguna temporada. `season:all` muestra el ranking histórico.
leaderboard-empty = Todavía no terminó ninguna partida de { $game } en este servidor.
leaderboard-inactive = Nadie jugó una partida puntuada de { $game } en este servidor en los últimos { $days } días.
leaderboard-all-time = Histórico
leaderboard-season-empty = Todavía no hay partidas puntuadas de { $game } en la temporada { $number }.
leaderboard-title-season = Ranking de { $game } · temporada { $number }
leaderboard-title-all = Ranking de { $game } · histórico
season-number = `number` es el número de una temporada, como 3.
season-number-show = `number` va con `action:show`; `action:{ $action }` no lleva número.
season-admins-only = Empezar y terminar temporadas requiere el permiso Gestionar servidor. /season sin opciones muestra las temporadas de este servidor.
season-action = `action` es `show`, `start` o `end`.
season-started = La temporada { $number } empieza ahora: todos la empiezan con la puntuación inicial, y sus partidas puntuadas mueven su propio ranking (/leaderboard).
season-ended-then = La temporada { $number } terminó; su clasificación final: /season number:{ $number }.
season-heading = Temporada { $number }
season-none-running = No hay ninguna temporada en curso en este servidor. /season action:start empieza una.
season-ended = La temporada { $number } terminó; su clasificación es definitiva: /season number:{ $number }.
season-ended-rolls = Las temporadas de este servidor se renuevan solas (/settings season:), así que la siguiente empieza el día 1; `season:off` lo detiene.
season-running = { $title }: /leaderboard muestra sus rankings.
season-none-all-time = No hay ninguna temporada en curso: /leaderboard muestra el histórico.
season-rolls = Las temporadas se renuevan solas: { $length ->
    [monthly] cada mes
   *[quarterly] cada trimestre
} (el día 1, UTC).
season-by-admin = Las temporadas empiezan y terminan cuando lo dice la administración (/season action:start).
season-past = { $b }Temporadas pasadas{ $e } (/season number:N muestra la clasificación final de una)
season-overview-title = Temporadas en este servidor
season-none-yet = Este servidor todavía no tuvo ninguna temporada.
season-no-games = No hay partidas puntuadas en esta temporada.
season-top = Los 3 mejores de cada juego; /leaderboard game:… season:{ $number } muestra más. { $legend }
season-rolls-off = Las temporadas ya no se renuevan solas; una temporada en curso sigue hasta que la administración la termine (/season action:end).
season-rolls-on-running = La temporada { $number } sigue, y ahora las temporadas se renuevan { $length ->
    [monthly] cada mes
   *[quarterly] cada trimestre
} el día 1 (UTC).
season-rolls-on-new = La temporada { $number } empieza ahora, y las temporadas se renuevan { $length ->
    [monthly] cada mes
   *[quarterly] cada trimestre
} el día 1 (UTC).

settings-admins-only = Cambiar la configuración del servidor requiere el permiso Gestionar servidor. /settings sin opciones la muestra.
settings-season-server = Las temporadas son para todo el servidor: indica `season` sin `scope:here`.
settings-server-only = Las páginas web del servidor, las ausencias, los torneos y el idioma son para todo el servidor: indica `web_pages`, `away_days`, `tournaments` y `language` sin `scope:here`.
settings-saved-here = Guardado para este canal.
settings-saved-server = Guardado para todo el servidor.
settings-in-channel = En este canal
settings-whole-server = Definido para todo el servidor
settings-one-channel = Definido para un canal
settings-title = Configuración del servidor
settings-web-pages-off = • Las páginas web del servidor: desactivadas (`web_pages:on` las activa)
settings-web-pages-on = • Las páginas web del servidor: activadas
settings-web-pages-at = • Las páginas web del servidor: activadas, en { $url } (`web_pages:on` otra vez da un enlace nuevo y el anterior deja de funcionar)
settings-web-pages-no-address = • Las páginas web del servidor: activadas, pero este Tabula todavía no tiene dirección web pública (su administración define PUBLIC_URL), así que no hay enlace que abrir
settings-none = ninguna
settings-tables = • Mesas: { $state ->
    [on] permitidas
   *[off] desactivadas
}
settings-threads = • Un hilo por mesa: { $state ->
    [on] activado (las mesas abiertas en un canal de texto se juegan en su propio hilo)
   *[off] desactivado (las mesas se juegan en el canal donde se abren)
}
settings-time = • Control de tiempo de las mesas nuevas: { $time ->
    [live] en vivo
    [async] asíncrono
   *[none] en vivo (lo predeterminado de Tabula)
}
settings-house-rules = • Reglas de la casa: { $rules }
settings-bots = • Jugadores de la computadora permitidos: { $levels }
settings-bots-rated = • Partidas con jugadores de la computadora: { $rated ->
    [always] siempre puntúan
    [never] nunca puntúan
   *[table] puntúan si la mesa lo elige (`rated_with_bots`)
}
settings-web-links = • Páginas web de las mesas: { $state ->
    [on] visibles (los tableros enlazan a ellas cuando Tabula tiene una dirección pública; /link)
   *[off] desactivadas (sus enlaces no abren nada)
}
settings-abandon = • Una mesa en la que nadie juega queda abandonada tras { $days ->
    [one] { $days } día
   *[other] { $days } días
}
settings-season = • Temporadas: { $length ->
    [monthly] mensuales (una nueva el día 1, UTC; /season)
    [quarterly] trimestrales (una nueva el día 1, UTC; /season)
   *[none] las empieza y termina la administración (/season)
}
settings-clock = • Reloj de las mesas nuevas: `{ $clock }`
settings-clock-none = • Reloj de las mesas nuevas: ninguno (cada decisión tiene el tiempo de su ritmo)
settings-away = { $days ->
    [0] • Ausencias (/away): desactivadas
    [one] • Ausencias (/away): { $days } día al año por jugador
   *[other] • Ausencias (/away): { $days } días al año por jugador
}
settings-tournaments = • Los torneos (/tournament) los crea { $who ->
    [anyone] cualquiera
   *[managers] quien gestiona el servidor
}
settings-language = • Idioma de los mensajes públicos: { $language }
settings-language-discord = • Idioma de los mensajes públicos: el idioma del servidor en Discord (inglés si Tabula no lo habla)
settings-defaults = nada (lo predeterminado de Tabula)
settings-row-house-rules = reglas de la casa de { $game }: { $options }
settings-row-bots-rated = bots_rated { $rated ->
    [yes] sí
   *[no] no
}
tournament-action = `action` es create, start, cancel, withdraw o standings.
tournament-id = `id` es el número de un torneo, como lo muestran sus mensajes.
tournament-none-here = Aquí no hay ningún torneo. Indica `id` (su número, en sus mensajes), o crea uno con `/tournament action:create`.
tournament-create-who = En este servidor solo crean torneos los miembros que pueden gestionarlo (`/settings tournaments:everyone` deja a cualquiera).
tournament-not-in-thread = Crea un torneo en un canal de texto, no en un hilo: cada una de sus mesas se abre en un hilo de ese canal.
tournament-which-game = ¿Qué juego? Indica `game`.
tournament-game-list = `game` es uno de: { $games }.
tournament-format = `format` es swiss, round_robin o knockout.
tournament-rounds = `rounds` es un número entero de 1 a { $max }.
tournament-rounds-swiss = `rounds` es para torneos suizos: una liguilla se juega hasta que todos se enfrentan, y una eliminatoria hasta que queda uno.
tournament-game-unfit = { $game } no se puede jugar en un torneo.
tournament-clock-pace = El reloj `{ $clock }` es para mesas { $pace ->
    [live] en vivo
   *[async] asíncronas
}, no { $time ->
    [live] en vivo
   *[async] asíncronas
}.
tournament-round-days = `round_days` es un número entero de días de 1 a { $max }.
tournament-starts-in = `starts_in_hours` es un número entero de horas de 1 a { $max }.
tournament-name-length = `name` tiene de 1 a { $max } caracteres.
tournament-default-name = Torneo de { $game }
tournament-created = El torneo { $id } está abierto a participantes. Empiézalo con su botón Empezar ya o `/tournament action:start id:{ $id }`.
tournament-created-at = El torneo { $id } está abierto a participantes. Empiézalo con su botón Empezar ya o `/tournament action:start id:{ $id }`; si no, empieza solo { $at }.
tournament-gone = Ese torneo ya no existe.
tournament-running = Este torneo ya empezó; `/tournament action:standings` muestra cómo va.
tournament-finished = Este torneo terminó; `/tournament action:standings` muestra su clasificación final.
tournament-was-cancelled = Este torneo se canceló.
tournament-joined = Estás dentro. Tus mesas se abrirán en hilos de este canal; te mencionamos cuando se empareje una ronda.
tournament-already-in = Ya estás en este torneo.
tournament-left = Dejaste el torneo.
tournament-not-in = No estás en este torneo.
tournament-cancel-who = Solo el organizador del torneo, o quien pueda gestionar el servidor, puede cancelarlo.
tournament-already-over = Este torneo ya terminó.
tournament-cancelled-notice = { $name } (torneo { $id }) fue cancelado por su organizador. Las mesas que siguen en juego continúan como partidas normales.
tournament-cancelled = Torneo cancelado.
tournament-left-before-start = Dejaste el torneo antes de que empezara.
tournament-withdrew-notice = { $player } se retiró de { $name }.
tournament-withdrawn = Te retiraste: no volverás a ser emparejado. Si tu mesa de esta ronda sigue en juego, cuenta como derrota para ti; `/resign` allí la deja ya.
tournament-already-withdrawn = Ya te retiraste.
tournament-over = Este torneo terminó.
tournament-start-who = Solo el organizador del torneo, o quien pueda gestionar el servidor, puede empezarlo.
tournament-already-started = Este torneo ya empezó.
# Por qué no se puede emparejar una ronda ($why de tournament-cannot-start): una frase tras dos puntos.
pair-sizes = en una mesa de este juego se sientan de { $min } a { $max } jugadores, con lo que no se puede jugar un torneo
pair-knockout-won = la eliminatoria ha terminado: la ganó { $winner }
pair-knockout-empty = la eliminatoria ha terminado: no queda nadie en ella
pair-few = solo { $left ->
    [one] queda { $left } jugador
   *[other] quedan { $left } jugadores
}, y una mesa necesita { $min }
pair-all-met = todas las parejas ya se han enfrentado: la liga no tiene más rondas
pair-unseatable = los jugadores que quedan no caben en las mesas de este juego
pair-byes = { $byes } jugadores deben descansar esta ronda, pero solo { $byeless } no han tenido descanso todavía, y nadie tiene dos
pair-odd = quedan un número impar de jugadores y todos ya han tenido descanso: nadie tiene dos
tournament-cannot-start = { $name } todavía no puede empezar: { $why } ({ $entrants ->
    [one] { $entrants } participante
   *[other] { $entrants } participantes
}; una mesa de { $game } sienta a { $seats }).
tournament-cannot-start-waits = { $name } todavía no puede empezar: { $why } ({ $entrants ->
    [one] { $entrants } participante
   *[other] { $entrants } participantes
}; una mesa de { $game } sienta a { $seats }). Su organizador puede empezarlo cuando se unan más.
tournament-started = Torneo empezado: las mesas de la ronda 1 se abren ahora en sus hilos.
tournament-standings-after = Clasificación tras la ronda { $round }:
tournament-over-notice = { $name } terminó.
tournament-won = { $name } terminó: ¡{ $winner } lo gana!
tournament-shared = { $name } terminó: ¡{ $winners } y { $last } comparten el primer puesto!
tournament-final-standings = Clasificación final tras { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
tournament-no-round-yet = Todavía no terminó ninguna ronda
tournament-standings-round = Clasificación tras la ronda { $round }
tournament-thread-refused = Tabula no pudo abrir un hilo para la mesa { $table } de la ronda { $round } de { $name } ({ $why }). Lo vuelve a intentar en unos minutos; quien gestione el servidor puede darle a Tabula el permiso Crear hilos públicos aquí.
tournament-table-notice = { $name }: ronda { $round }, mesa { $table }.
tournament-table-opened = Ronda { $round } · la mesa { $table } ({ $players }) se juega en { $thread }.
tournament-thread-name = { $name } · ronda { $round } · mesa { $table }
