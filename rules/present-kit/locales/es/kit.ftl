# Las palabras del kit de presentación (issue 48): lo que comparten todos los juegos (asientos,
# puestos, listas en los textos alternativos, puntos) y los rechazos de la capa entre el núcleo
# y los juegos. Glosario: seat = asiento, host = anfitrión, lobby = sala, table = mesa.
# Tratamiento: tú.

kit-seat = Asiento { $n }
kit-ordinal = { $place }.º
kit-players = { $n ->
    [one] { $n } jugador
   *[other] { $n } jugadores
}
kit-players-range = { $min }-{ $max } jugadores
kit-and = { $first } y { $last }
kit-list = { $head } ({ $n }): { $items }.
kit-list-more = { $head } ({ $n }): { $items } y { $more } más.
kit-list-none = { $head }: { $none }.
kit-list-count = { $head }: { $n }.
kit-score = { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}
kit-choose-one = Elige un solo valor.
kit-no-option = { $game } no tiene la opción "{ $key }".
kit-not-understood = No se entiende esa acción.
kit-form-out-of-date = Ese formulario ya no está al día; vuelve a abrirlo desde tu vista.
kit-options-invalid = Esas opciones no son válidas: { $why }
kit-options-damaged = Las opciones guardadas de esta mesa están dañadas y no se pueden cambiar; el anfitrión puede cerrar la mesa con /cancel.
kit-no-such-option = { $game } no tiene la opción `{ $key }`; los menús de la sala muestran las que tiene.
kit-no-command = No existe el comando /{ $name }.
