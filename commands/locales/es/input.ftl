# Lo que rechaza la lectura de un comando escrito (issue 48). Los nombres de opciones, los
# valores y los comandos quedan como se escribieron, entre comillas invertidas. Tratamiento: tú.

input-which-game = ¿Qué juego? Elige uno de: { $games }.
input-no-game = No hay ningún juego llamado "{ $game }". Elige uno de: { $games }.
input-unknown-command = Comando desconocido: /{ $command }.
input-no-options = { $command } no tiene opciones (tampoco `{ $option }`).
input-no-such-option = { $command } no tiene la opción `{ $option }`; tiene { $options }.
input-needs-option = { $command } necesita su opción `{ $option }` ({ $what }).
input-must-be-text = `{ $option }` de { $command } debe ser un texto.
input-must-be-member = `{ $option }` de { $command } debe ser un miembro de este servidor.
input-must-be-boolean = `{ $option }` de { $command } debe ser true o false.
input-must-be-number = `{ $option }` de { $command } debe ser un número entero de { $min } a { $max }.
input-must-be-choice = `{ $option }` de { $command } debe ser uno de { $choices }.
input-not-text = `{ $option }` de { $command } debe ser un texto, no `{ $value }`.
input-not-member = `{ $option }` de { $command } debe ser un miembro de este servidor, no `{ $value }`.
input-not-boolean = `{ $option }` de { $command } debe ser true o false, no `{ $value }`.
input-not-number = `{ $option }` de { $command } debe ser un número entero de { $min } a { $max }, no `{ $value }`.
input-not-choice = `{ $option }` de { $command } debe ser uno de { $choices }, no `{ $value }`.
input-table-number = `table` es el número de una mesa, como lo muestra /history.
input-dms = `dms` es `on` u `off`.
input-quiet = `quiet` son dos horas UTC como `22-7`, o `none`.
input-whose-seat = ¿El asiento de quién? Indica `player`.
input-remove-to = `to` debe ser bot o default.
input-stats-bots = `bots` debe ser true o false.
input-user-name-alone = `user_name` nombra al jugador de `user`; indica también `user`.
input-user = `user` debe nombrar a un jugador.
input-stats-both = Pide las estadísticas de un jugador o las de los bots, no las dos a la vez.
input-word-or-number = `{ $option }` lleva una palabra o un número.
input-scope = `scope` es `server` o `here` (este canal).
input-on-off-default = `{ $option }` es `on`, `off` o `default`.
input-time-or-default = `time` es `live`, `async` o `default`.
input-house-rules-too = Indica también las `house_rules` del juego (`none` las borra).
input-house-rules-game = ¿Las reglas de la casa de qué juego? Indica también `game`.
input-bot-levels = `bot_levels` enumera niveles (`easy`, `normal`, `strong`), o es `all`.
input-bots-rated = `bots_rated` es `yes`, `no` o `table` (cada mesa elige).
input-web-pages = `web_pages` es `on` u `off`.
input-abandon-days = `abandon_days` es un número entero de días de 1 a { $max } (0: el valor por defecto, { $default }).
input-season = `season` es `monthly`, `quarterly` u `off`.
input-clock-default = { $why } (`default` deja las mesas nuevas sin reloj.)
input-away-days = `away_days` es un número entero de días de 0 (ausencias desactivadas) a { $max }.
input-tournaments = `tournaments` es `admins` o `everyone`.
input-language = `language` es en, de, es, fr, pt-BR o default (el idioma de Discord del servidor).
input-my-language-alone = `my_language` es tu propia elección: indícalo solo, sin los ajustes del servidor.
input-my-language = `my_language` es en, de, es, fr, pt-BR o discord (tu idioma de Discord).
input-house-rules-refused = { $game } no acepta estas reglas de la casa.
input-house-rules-word = `{ $word }` no es `nombre=valor` (por ejemplo `rounds=3`).
input-house-rules-twice = `{ $name }` está dos veces.
input-quiet-hours = `{ $value }` no son horas de silencio: indica dos horas UTC como `22-7`, o `none`.
input-season-board = `season` es `current`, `all` (todo el historial) o el número de una temporada, como 3.

# El texto de un reloj (`/play clock:`, `/settings clock:`, `/tournament clock:`). `$part` es
# la parte del reloj que no se entiende.
input-clock-forms = Un reloj es `minutos+segundos` para una mesa en vivo (`5+3`: 5 minutos cada uno, 3 segundos más por jugada; minutos 1-180, segundos 0-180) o días por jugada para una mesa asíncrona (`3d`, o `3d+7` para guardar el tiempo no usado hasta 7 días; días 1-30, reserva 0-60).
input-clock-not-number = `{ $value }` no es un número entero de { $part ->
        [minutes] minutos
        [increment] segundos de incremento
        [move-days] días por jugada
       *[bank-days] días de reserva
    }. { input-clock-forms }
input-clock-range = { $part ->
        [minutes] Los minutos
        [increment] Los segundos de incremento
        [move-days] Los días por jugada
       *[bank-days] Los días de reserva
    } del reloj deben ir de { $min } a { $max } (has puesto { $value }).

# Las opciones propias de `/play`, junto a las del juego.
input-time = El control de tiempo debe ser `live` o `async`.
input-clock-pace = El reloj `{ $clock }` es para mesas `{ $pace }`, pero elegiste `time:{ $time }`: quita `time` o elige un reloj para `{ $time }` (p. ej. `{ $example }`).
input-lose-on-time = `lose_on_time` debe ser true o false.
input-lose-on-time-players = `lose_on_time` es para partidas puntuadas de dos jugadores, y { $game } necesita al menos { $min } jugadores.
input-bots-most = En una mesa de { $game } caben como mucho { $seats } jugadores, así que a tu lado pueden sentarse como mucho { $bots ->
        [one] 1 bot
       *[other] { $bots } bots
    }.
input-bots-number = `bots` es cuántos jugadores de la computadora se sientan a tu lado: un número entero de 0 a { $max }.
input-bot-level = `bot_level` debe ser easy, normal o strong.
input-absent = `absent` debe ser `default` (los turnos de un jugador ausente los juega la acción por defecto) o `bot` (un bot los juega hasta que el jugador vuelva).
input-rated-with-bots = `rated_with_bots` debe ser true o false.
