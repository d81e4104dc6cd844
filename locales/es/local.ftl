# `tabula local`: una partida en una terminal (issue 48). Las palabras que se escriben (help,
# rules, board, back, ok) quedan en inglés en todos los idiomas, como los comandos.
#
# Glosario: table = mesa, seat = asiento, bot = bot (jugador de la computadora),
# board = tablero, menu = menú, choice = opción, form = formulario, rules = reglas.
# Tratamiento: tú.

local-player = Jugador { $n }
local-bot = Bot { $n }
local-you = { $name } (tú)
local-board-picture = (imagen del tablero: { $file })
local-view-picture = (imagen de tu vista: { $file })
local-pictures-hint = (El tablero también se dibuja como imagen: ejecuta con --images CARPETA para obtenerla.)
local-help = Escribe el número de tu opción y pulsa Intro. Escribe rules para las reglas, board para la mesa tal como está, help para ver esto otra vez; el fin de la entrada (Ctrl-D) sale.
local-help-numbers-only = Este menú solo acepta números.
local-help-typing = Este menú también acepta tu opción escrita por su nombre.
local-help-typing-examples = Este menú también acepta tu opción escrita por su nombre ({ $examples }).
local-ask-again = Escribe un número del 1 al { $choices } (o help, rules, board):
local-ask-again-typing = Escribe un número del 1 al { $choices }, o tu opción (o help, rules, board):
local-no-such-choice = No hay ninguna opción { $n }.
local-not-a-choice = "{ $typed }" no es una opción aquí.
local-too-long = "{ $typed }" es más largo que cualquier opción de aquí (como mucho { $most } caracteres).
local-no-such-game = no hay ningún juego llamado "{ $game }"; prueba uno de: { $games }
local-too-many-humans = --humans no puede ser mayor que --players
local-players = { $game } necesita { $players } (--players)
local-no-such-lang = --lang "{ $lang }": Tabula habla { $langs }
local-name-length = --name necesita de 1 a { $most } caracteres
local-bots-need-a-human = --bots necesita al menos un asiento humano (--humans) que abra la mesa
local-reading-input = (leyendo las jugadas de la entrada estándar)
local-stuck = nadie puede actuar; la partida está atascada
local-over = La partida ha terminado; tabula local acaba aquí.
local-form-suggested = sugerencia: { $start }; escribe { $word } para entregarla
local-form-help = Escribe tu respuesta y pulsa Intro (como mucho { $most } caracteres), o back para volver al menú.
local-form-empty = No has escrito nada: escribe tu respuesta, o back.
local-form-too-long = "{ $typed }" tiene { $length } caracteres; aquí caben como mucho { $most }.
