# Equilibrix Project en español (issue 48): /rules, opción, sala, avisos y rechazos.
# Glosario: lens = lente, triangle = triángulo, stone = piedra, field = casilla, node = nodo,
# Vitruvian = vitruviano, Tree of Life = Árbol de la Vida, Flower of Life = Flor de la Vida,
# row = fila, column = columna, spiral = espiral, positional action = acción posicional,
# political action = acción política, political map = mapa político, relation = relación,
# coalition = coalición, opposition = oposición, partner = socio, opponent = rival,
# surround = cerco, formation = formación, commissioned project = proyecto encargado,
# obligatory = obligatoria, voluntary = voluntaria, pile = mazo, card = carta, tax = impuesto,
# charity = caridad, stock = reserva, round = ronda, standard = estándar, magical = mágico,
# table = mesa, seat = asiento, host = anfitrión, turn = turno.
# Tratamiento: tú. Las etiquetas (D4ne), casillas del mapa (C1), formaciones (F3) y casillas del
# Árbol (Tiferet) son nombres y no se traducen.

ex-rules-intro = **Equilibrix Project** (3-6 jugadores): construye sobre la Flor de la Vida, forma coaliciones y sé el primer vitruviano en llegar al centro de la espiral de puntuación.
ex-rules-board = **Tablero.** Las casillas son lentes (entre dos nodos vecinos) y triángulos, y se escriben por su etiqueta, p. ej. `D4ne` (una lente del nodo D4 hacia el noreste) o `C3d`. Cada jugador tiene 10 piedras de lente y 6 de triángulo; tres empiezan en el tablero.
ex-rules-turn = **Tu turno:** dos acciones posicionales y una acción política, en cualquier orden; puedes terminar el turno antes.
ex-rules-positional = • **Acción posicional**: mueve tu vitruviano en el **Árbol de la Vida** a una casilla libre conectada (o salta si no hay ninguna libre). La **fila** de la casilla dice qué par de piedras cuenta (dos lentes, dos triángulos o uno de cada) y qué formación de cerco puntúa; su **columna** dice el ángulo entre las dos piedras. Luego coloca o retira una de tus piedras para que forme ese par con ese ángulo con otra tuya (**estándar**) o con una piedra de un socio de coalición (**mágico**, gasta las dos acciones posicionales). Un movimiento siempre va con su piedra: solo se ofrecen los que permiten una, **Atrás** deshace el movimiento y, si ninguno permite una piedra, tus acciones posicionales se pierden.
ex-rules-political = • **Acción política**: primero tu mapa evoluciona (cada relación avanza un paso por su flecha; algunas salen del mapa) y luego puedes poner hasta tres vitruvianos de otros jugadores en los círculos de tu mapa. Las casillas de coalición dan socios (dos como mucho) y las de oposición, rivales.
ex-rules-scoring = **Puntuación.** Cerca piedras de un rival con la formación de tu fila: vuelven a su reserva y puntúan para ti. Anuncia un **proyecto encargado** (carta pequeña, mediana o grande) cuando sus casillas obligatorias estén ocupadas: los colores que haya puntúan según cuántas piedras tengan, y las casillas voluntarias suman un poco. Los puntos hacen avanzar tu vitruviano por la espiral.
ex-rules-taxes = **Impuestos.** Cruzar un nodo de la espiral cuesta piedras del tablero. Si todos los demás ya habían pasado el nodo cuando lo cruzaste, fuiste el último y puedes pedir **caridad**: paga en tu lugar el mejor situado en ese momento. Los puntos ganados a la vez mueven un vitruviano cada vez: primero las ganancias mayores, luego las posiciones más bajas y después por orden de asiento desde quien tiene el turno.
ex-rules-end = **Final:** gana el primer vitruviano que llegue al centro; si no, tras el límite de rondas (opción `turns`, 40 por defecto, 0 para ninguno) deciden las posiciones en la espiral.
ex-rules-rulings = Donde el reglamento calla, decidimos: la acción política y los anuncios ocurren entre acciones posicionales; un impuesto lo decide quien lo paga, incluso fuera de su turno; los cercos solo puntúan al colocar; los proyectos pequeños no tienen puntos voluntarios.

ex-play-turns = Equilibrix Project: rondas antes de que decida la espiral (40; 0 = sin límite)
ex-lobby-turns = Límite de rondas (anfitrión)
ex-lobby-turns-none = Sin límite de rondas: se juega hasta que alguien llegue al centro
ex-lobby-turns-standard = { $n } rondas (lo estándar)
ex-lobby-turns-n = { $n ->
    [one] { $n } ronda
   *[other] { $n } rondas
}
ex-lobby-not-rounds = "{ $value }" no es un número de rondas.
ex-lobby-no-limit = Partida: sin límite de rondas
ex-lobby-limit = Partida: como mucho { $n } rondas
ex-lobby-so-far = ⚠ { $why } por ahora.
ex-needs-players = Equilibrix Project necesita de { $min } a { $max } jugadores, no { $players }
ex-most-rounds = Como mucho { $n } rondas (0 para ningún límite)
ex-damaged = La partida guardada está dañada
ex-no-start = No hay posición inicial para { $n } jugadores

ex-prompt-charity = Cruzaste el último el nodo tras la casilla { $node }: paga { $stones } de impuesto o pide caridad a { $leader }
ex-best-placed = el otro jugador mejor situado
ex-prompt-tax = Impuesto por el nodo tras la casilla { $node }: devuelve { $stones } del tablero
ex-prompt-turn = Juega tu turno: te quedan { $positional }{ $political ->
    [done] , acción política hecha
   *[due] , la acción política sigue pendiente
}
ex-prompt-moved-earlier = Coloca o retira una piedra según la regla activada, o déjala fuera
ex-prompt-moved = Coloca o retira una piedra según la regla activada, o vuelve atrás para deshacer el movimiento
ex-prompt-chosen = Elige la casilla para la piedra
ex-prompt-recruiting = Pon hasta tres vitruvianos en tu mapa político

ex-no-game-over = La partida ha terminado
ex-no-seat = No hay asiento { $seat } en esta mesa
ex-no-stone-of-yours = { $field } no tiene ninguna piedra tuya
ex-no-waiting-tax = Esperando a que el asiento { $seat } pague un impuesto
ex-no-waiting-charity = Esperando a que el asiento { $seat } decida sobre la caridad
ex-no-tax = No hay ningún impuesto pendiente
ex-no-turn = Es el turno del asiento { $seat }
ex-no-positional = Ya has usado las dos acciones posicionales
ex-no-move = Tu vitruviano no puede ir a { $field } (debe ir a una casilla conectada disponible, saltar solo si no hay ninguna libre y no volver adonde empezó el turno)
ex-no-political = Ya hiciste la acción política este turno
ex-no-project = Ese proyecto no existe
ex-no-shape = Esas casillas no tienen la forma de { $project }
ex-no-completable = Esas casillas obligatorias no las ocupáis todas tú y tu coalición (un proyecto pequeño: solo tú)
ex-no-magical = Un uso mágico necesita las dos acciones posicionales
ex-no-stone-that-way = Ahora la regla no permite ninguna piedra así
ex-no-back-earlier = Esta partida se juega con las reglas anteriores, donde un movimiento no se deshace: usa la regla, deja la piedra fuera o termina el turno
ex-no-skip = Un movimiento en el Árbol va con su piedra: vuelve atrás para deshacerlo o termina el turno
ex-no-field-that-way = La regla activada no permite { $field } así
ex-no-idle = Muévete en el Árbol, desarrolla relaciones, anuncia un proyecto o termina el turno
ex-no-moved-earlier = Elige cómo usar la regla o deja la piedra fuera
ex-no-moved = Elige cómo usar la regla o vuelve atrás para deshacer el movimiento
ex-no-chosen = Elige la casilla o vuelve atrás
ex-no-recruiting = Pon un vitruviano en tu mapa político o termina
ex-no-more-placements = Como mucho { $n } vitruvianos por acción política
ex-no-own-vitruvian = En tu mapa solo van los vitruvianos de los demás jugadores
ex-already-on = Ese vitruviano ya está en { $field }
ex-circle-only = Las relaciones nuevas empiezan solo en una casilla con círculo
ex-map-field-full = { $field } está lleno
ex-map-field-not-empty = { $field } solo admite vitruvianos nuevos cuando está vacío
ex-coalition-full = Una coalición tiene como mucho { $n } socios
