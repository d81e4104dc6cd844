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
}. Los demás pueden unirse con el botón Unirse o /join; empieza cuando estén todos.
lobby-opened-thread = Abriste una mesa nueva de { $game }{ $bots ->
    [0] {""}
    [1] {" "}con un bot
   *[other] {" "}con { $bots } bots
} en su propio hilo, { $thread }. Los demás pueden unirse con el botón Unirse o /join; empieza cuando estén todos.
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
rematch-opened = Abriste una revancha de la mesa { $table } en { $channel }. Todos los que pulsen Revancha o Unirse se sientan; empieza cuando estén todos.

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
