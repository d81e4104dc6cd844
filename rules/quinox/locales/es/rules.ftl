# Quinox: el resumen de /rules (con nuestras propias palabras) y la línea del vestíbulo.
# Cada párrafo es una línea (Fluent conserva los saltos de línea).
# Glosario: tile = loseta, face = lado, the Stone = la Piedra, pool = oferta, bag = bolsa,
# point token = ficha de punto, supply = reserva, space = casilla, turn = turno, opponent = rival.

qx-rules =
    {"**"}Quinox** (2 jugadores) — 47 losetas hexagonales, negras por un lado y blancas por el otro, que se colocan alrededor de la **Piedra** gris. Un jugador puntúa los lados negros; el otro, los blancos.

    {"**"}Inicio:** un sorteo decide quién empieza; el otro jugador elige color. El primer turno es de una sola loseta; cada turno siguiente, de dos.

    {"**"}Un turno:** la oferta se rellena hasta 7 losetas desde la bolsa, y cada loseta recién sacada recibe una ficha de punto. Elige de la oferta las losetas del turno (las dos antes de jugar ninguna) y luego júgalas de una en una: elige un lado (cualquiera, sea cual sea tu color) y una casilla vacía que toque el tablero. Si juegas una loseta con ficha, la ficha es para tu rival. Las fichas que sigan en la oferta al acabar el turno se retiran.

    {"**"}Colores de las losetas:** las **rojas** voltean losetas en cuanto se colocan; las **amarillas** actúan una vez de otra forma (cambiar, mover, quitar, nombrar casillas o losetas para el rival ...); las **moradas** actúan mientras siguen en el tablero; las **azules** actúan en el recuento final. Cuando una acción te deja elegir, tienes que tomar una opción que alcance tantas losetas como pueda.

    {"**"}Final:** cuando la oferta y la bolsa están vacías al acabar un turno, las losetas azules actúan por orden de número. Cada loseta con tu lado arriba, cada ficha sobre esas losetas y cada ficha de tu reserva vale un punto. Los empates comparten el puesto.

    {"**"}Cómo se juega aquí:** el tablero es una imagen. Cada casilla tiene una etiqueta corta (la Piedra empieza en `m50`; las letras son columnas y los números, filas): las casillas libres donde puede ir la próxima loseta están punteadas y etiquetadas, y en una lista larga puedes escribir la casilla por su etiqueta. Las losetas se nombran en mayúsculas (SWORD, KEY ...); tu vista privada explica las losetas entre las que eliges. Si se acaba el tiempo de un paso, se juega la primera opción válida, y una loseta colocada así muestra el color del rival.

qx-lobby = Dos jugadores. Un sorteo decide quién empieza; el otro elige después negro o blanco (Q-14).
qx-lobby-needs-two = ⚠ Quinox necesita 2 jugadores.
