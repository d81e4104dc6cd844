# Tres en raya con moneda oculta (el juego de ejemplo). Glosario: coin = moneda, heads = cara,
# tails = cruz, square = casilla, mark = ficha. Tratamiento: tú.

ttt-keep = Quedarme con mi moneda
ttt-toss = Lanzarla otra vez
ttt-square = { $square } · { $where ->
    [0] arriba a la izquierda
    [1] arriba
    [2] arriba a la derecha
    [3] izquierda
    [4] centro
    [5] derecha
    [6] abajo a la izquierda
    [7] abajo
   *[8] abajo a la derecha
}
ttt-heads = cara
ttt-tails = cruz
ttt-someone = un jugador
ttt-title = { $game } · X: { $x } · O: { $o }
ttt-revealed = Monedas reveladas: { $first } { $first-coin }, { $second } { $second-coin }.
ttt-wins-row = { $name } gana con tres en raya.
ttt-wins-coins = El tablero está lleno; cara gana a cruz: gana { $name }.
ttt-draw = El tablero está lleno y las monedas coinciden: empate.
ttt-to-move = Mueve { $name } ({ $mark }).
ttt-to-settle = Monedas por decidir en secreto: { $names }.
ttt-your-coin = Tu moneda: { $coin } (solo tú la ves). Juegas con { $mark }.
ttt-settled = { $name } ya decidió su moneda en secreto.
ttt-kept = { $name } se quedó con su moneda: { $coin } (solo tú la ves).
ttt-tossed = { $name } volvió a lanzar su moneda: { $coin } (solo tú la ves).
ttt-placed = { $name } pone { $mark } en { $square }.
ttt-prompt-coin = { $name } se queda con su moneda secreta o la vuelve a lanzar
ttt-prompt-place = { $name } pone { $mark } en el tablero
ttt-over = La partida ha terminado.
ttt-not-playing = No juegas en esta mesa.
ttt-wait-coins = Espera a que las dos monedas estén decididas.
ttt-settled-already = Ya decidiste tu moneda.
ttt-coins-settled = Las monedas ya están decididas.
ttt-not-your-turn = No es tu turno.
ttt-taken = Esa casilla está ocupada.
ttt-no-square = Esa casilla no existe.
ttt-two-players = El tres en raya necesita exactamente 2 jugadores.
ttt-rules =
    {"**"}Tres en raya** (2 jugadores), con una moneda oculta. Cada jugador recibe una moneda, cara o cruz, que solo él ve.

    {"**"}Inicio:** los dos, en secreto, se quedan con su moneda o la lanzan una vez más.

    {"**"}Juego:** primero X y luego O ponen su ficha en una casilla libre; tres en raya (en horizontal, vertical o diagonal) gana.

    {"**"}Tablero lleno:** se revelan las monedas y deshacen el empate: cara gana a cruz, monedas iguales son empate.

    Quien se queda sin tiempo conserva su moneda, o toma la primera casilla libre (a1, b1, c1, a2 ...).
