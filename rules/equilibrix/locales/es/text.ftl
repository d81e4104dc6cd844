# Equilibrix Project en español (issue 48): texto del tablero y de la vista privada, sucesos,
# menús y textos alternativos. Glosario: ver rules.ftl.

ex-nobody = nadie
ex-none = ninguna
ex-the-leader = el que va en cabeza
ex-how-place-standard = colocar (estándar)
ex-how-place-magical = colocar (mágico, con la piedra de un socio)
ex-how-remove-standard = retirar (estándar)
ex-how-remove-magical = retirar (mágico, con la piedra de un socio)
ex-pair-bb = dos lentes
ex-pair-tt = dos triángulos
ex-pair-bt = una lente y un triángulo
ex-rule = { $pair } a { $degrees }°, cerco { $formation }
ex-pos-off = fuera de la espiral
ex-pos-centre = el centro
ex-pos-field = casilla { $field }
ex-stones = { $n ->
    [one] { $n } piedra
   *[other] { $n } piedras
}
ex-positional-actions = { $n ->
    [one] { $n } acción posicional
   *[other] { $n } acciones posicionales
}
ex-stock = { $lenses ->
    [one] { $lenses } lente
   *[other] { $lenses } lentes
}, { $triangles ->
    [one] { $triangles } triángulo
   *[other] { $triangles } triángulos
}
ex-map-legend = casillas del mapa: C1, C2 coalición; CD coalición, doble; O1, O2 oposición; OD oposición, doble
ex-column-left = izquierda
ex-column-middle = centro
ex-column-right = derecha

ex-status-over = partida terminada tras la ronda { $round }: { $why }.
ex-over-centre = { $name } llegó al centro y gana
ex-over-limit-furthest = se alcanzó el límite de rondas; { $name } es quien más avanzó en la espiral
ex-over-limit = se alcanzó el límite de rondas
ex-status-round = ronda { $round } de { $limit }
ex-status-round-unlimited = ronda { $round } sin límite de rondas
ex-status-turn = { $round } · turno de { $name }: le quedan { $positional }, acción política { $political ->
    [done] hecha
   *[due] pendiente
}
ex-step-moved = se ha movido, elige cómo usar la regla
ex-step-chosen = elige la casilla para: { $how }
ex-step-recruiting = reclutando ({ $placed } de 3 colocados)
ex-tree-title = Árbol de la Vida
ex-tree-note = (fila: par y cerco; columna: ángulo)
ex-tree-row = Fila { $row }: { $pair }, cerco { $formation }
ex-tree-column = Columna { $column } ({ $piece }): dos lentes { $bb }°, dos triángulos { $tt }°, lente y triángulo { $bt }°
ex-tree-field = • { $field } (fila { $row }, { $column }): { $rule }
ex-tree-off = Aún fuera del Árbol: { $names }
ex-spiral-title = Espiral
ex-spiral-line = (centro { $centre }): { $places }
ex-projects-title = Proyectos
ex-project-line = { $size ->
    [small] Pequeño
    [medium] Mediano
   *[large] Grande
} ({ $points } puntos): { $project } en { $fields }
ex-project-voluntary = , voluntarias { $fields }
ex-project-next = ; siguiente { $project }
ex-project-no-next = ; no hay siguiente carta
ex-project-pile = {" "}({ $n } en el mazo)
ex-maps-title = Mapas políticos
ex-map-line = { $fields }; socios { $partners }; rivales { $opponents }
ex-map-empty = vacío
ex-stones-title = Piedras
ex-stones-note = (lentes; triángulos; en reserva)
ex-stones-line = { $name }: { $lenses }; { $triangles }; reserva { $stock }
ex-tax-decides = Impuesto: { $name } cruzó el último el nodo tras la casilla { $node } y decide: pagar { $stones } o que pague { $leader }
ex-tax-returns = Impuesto: { $name } devuelve { $stones } a la reserva (nodo tras la casilla { $node })
ex-last-change = Último cambio: { $fields }

ex-watching = Estás mirando.
ex-your-map = Tu mapa político: { $map } ({ $legend })
ex-your-stock = Tu reserva: { $stock } · espiral { $spiral }
ex-your-vitruvian-on = Tu vitruviano está en { $field } del Árbol.
ex-your-vitruvian-off-any = Tu vitruviano aún no está en el Árbol: cualquier casilla libre.
ex-your-vitruvian-off = Tu vitruviano aún no está en el Árbol.
ex-now-over = La partida ha terminado.
ex-now-charity = Ahora: cruzaste el último un nodo. Paga { $stones } tú mismo o pide caridad.
ex-now-pay = Ahora: elige { $stones } tuyas para devolver a la reserva como impuesto.
ex-now-waiting-tax = Ahora: esperando a que se pague un impuesto.
ex-now-playing = Ahora: juega { $name }.
ex-now-can = Ahora: { $can }.
ex-can-move = moverte en el Árbol (te quedan { $positional })
ex-can-political = la acción política
ex-can-report = anunciar un proyecto encargado cuando sus casillas estén ocupadas
ex-can-end = terminar el turno
ex-now-moved-rule = Ahora: tu regla es { $rule }. Coloca o retira una piedra, o { $or ->
    [leave] déjala fuera
   *[back] vuelve atrás para deshacer el movimiento
}.
ex-now-moved = Ahora: coloca o retira una piedra, o { $or ->
    [leave] déjala fuera
   *[back] vuelve atrás para deshacer el movimiento
}.
ex-now-chosen = Ahora: elige la casilla para: { $how }.
ex-now-recruiting = Ahora: recluta en un círculo de tu mapa ({ $placed } de 3 colocados) o para.

ex-ev-turn = Ronda { $round }: turno de { $name }.
ex-ev-enters = { $name } entra en el Árbol de la Vida por { $to }.
ex-ev-moves = { $name } { $way ->
    [jump] salta
   *[move] se mueve
} de { $from } a { $to } en el Árbol.
ex-ev-placed = { $name } pone una piedra en { $field } ({ $how }).
ex-ev-removed = { $name } quita su piedra de { $field } ({ $how }).
ex-ev-skipped = { $name } se mueve sin piedra.
ex-ev-back = El vitruviano de { $name } vuelve de { $from } a { $to } (esta vez sin piedra).
ex-ev-back-off = El vitruviano de { $name } deja { $from } y sale otra vez del Árbol (esta vez sin piedra).
ex-ev-positional-skipped = Ningún movimiento en el Árbol dejaría a { $name } colocar o retirar una piedra: { $n ->
    [one] pierde su acción posicional
   *[other] pierde sus acciones posicionales
}.
ex-ev-developed = Las relaciones de { $name } evolucionan.
ex-ev-developed-ended = Las relaciones de { $name } evolucionan; terminan las relaciones con { $ended }.
ex-ev-recruited = { $name } pone a { $who } en { $at } de su mapa ({ $side ->
    [coalition] coalición
   *[opposition] oposición
}).
ex-ev-stone-of = { $field } de { $name }
ex-ev-surrounded = { $name } cierra el cerco { $formation } con { $fields }: { $taken } vuelven a la reserva.
ex-ev-reported = { $name } anuncia el proyecto { $size ->
    [small] pequeño
    [medium] mediano
   *[large] grande
} { $project } en { $fields }: { $gains }.
ex-ev-reported-extra = { $name } anuncia el proyecto { $size ->
    [small] pequeño
    [medium] mediano
   *[large] grande
} { $project } en { $fields }: { $gains }; casillas extra: { $extra }.
ex-ev-scored = { $name } avanza { $gain } en la espiral: { $from } → { $to }.
ex-ev-tax-due = { $name } pasa el nodo tras la casilla { $node }: un impuesto de { $stones }.
ex-ev-charity = { $name } pide caridad: paga { $payer }.
ex-ev-tax-paid = { $name } devuelve su piedra de { $field } como impuesto.
ex-ev-card-replaced = La carta { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
} { $completed } va debajo de su mazo; ahora se encarga: { $commissioned }.
ex-ev-card-replaced-next = La carta { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
} { $completed } va debajo de su mazo; ahora se encarga: { $commissioned } (siguiente { $next }).
ex-ev-turn-ended = { $name } termina el turno.
ex-ev-over-centre = ¡{ $name } llega al centro y gana!
ex-ev-over-limit-winner = Se alcanza el límite de rondas; { $name } es quien más avanzó en la espiral y gana.
ex-ev-over-limit = Se alcanza el límite de rondas; la espiral decide los puestos.

ex-menu-move = Acción posicional: moverte en el Árbol…
ex-menu-tree-field = { $field } (fila { $row }: { $rule })
ex-menu-use = Usar la regla: { $how }
ex-menu-skip = Dejar la piedra fuera (el movimiento queda)
ex-menu-node = Nodo { $node }: { $fields }
ex-menu-node-count = Nodo { $node }: { $n } casillas
ex-menu-place-on = Colocar en { $field }
ex-menu-remove-from = Retirar de { $field }
ex-menu-stone-on = Piedra en { $field }
ex-menu-back-move = Atrás: deshacer el movimiento
ex-menu-back-how = Atrás: elegir otra vez cómo
ex-menu-political = Acción política: desarrollar relaciones y reclutar
ex-menu-recruit = Reclutar a { $name }…
ex-menu-onto = en { $at } ({ $side ->
    [coalition] coalición
   *[opposition] oposición
})
ex-menu-done = No más relaciones nuevas
ex-menu-report = Anunciar un proyecto encargado…
ex-menu-report-size = El proyecto { $size ->
    [small] pequeño
    [medium] mediano
   *[large] grande
} ({ $project })
ex-menu-report-on = En { $fields }
ex-menu-end = Terminar el turno
ex-menu-charity = Pedir caridad: paga { $leader }
ex-menu-pay-self = Pagar tú el impuesto
ex-menu-return = Devolver tu piedra de { $field }

ex-alt-your-map = Tu mapa político: { $map }.
ex-alt-your-stock = Tu reserva: { $stock }.
ex-alt-spiral = Espiral, centro { $centre }
ex-alt-last-change = Último cambio: { $fields }.
ex-alt-projects = Proyectos encargados
ex-alt-project = { $size ->
    [small] pequeño
    [medium] mediano
   *[large] grande
}: { $project } en { $fields }
ex-alt-vitruvians = Vitruvianos
ex-alt-on-tree = { $name } en { $field }
ex-alt-off-tree = { $name } fuera del Árbol
ex-alt-stones = { $name }: lentes { $lenses }; triángulos { $triangles }; en reserva { $stock }.
ex-alt-stone-counts = { $name }: { $board } en el tablero, { $stock } en reserva.
ex-alt-map = Mapa político de { $name }: { $map }.
ex-alt-left-fields = las casillas de las piedras de { $who }
ex-alt-left-stones = las piedras y la reserva de { $who }
ex-alt-left-maps = los mapas políticos de { $who }
ex-alt-left-out = Omitido aquí por espacio: { $parts }. El texto del mensaje lo incluye todo.
