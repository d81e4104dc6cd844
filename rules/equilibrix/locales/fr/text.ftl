# Equilibrix Project en français (issue 48) : texte du plateau et de la vue privée, événements,
# menus et textes alternatifs. Glossaire : voir rules.ftl.

ex-nobody = personne
ex-none = aucune
ex-the-leader = le premier
ex-how-place-standard = poser (standard)
ex-how-place-magical = poser (magique, avec la pierre d'un partenaire)
ex-how-remove-standard = retirer (standard)
ex-how-remove-magical = retirer (magique, avec la pierre d'un partenaire)
ex-pair-bb = deux lentilles
ex-pair-tt = deux triangles
ex-pair-bt = une lentille et un triangle
ex-rule = { $pair } à { $degrees }°, encerclement { $formation }
ex-pos-off = hors de la spirale
ex-pos-centre = le centre
ex-pos-field = case { $field }
ex-stones = { $n ->
    [one] { $n } pierre
   *[other] { $n } pierres
}
ex-positional-actions = { $n ->
    [one] { $n } action de position
   *[other] { $n } actions de position
}
ex-stock = { $lenses ->
    [one] { $lenses } lentille
   *[other] { $lenses } lentilles
}, { $triangles ->
    [one] { $triangles } triangle
   *[other] { $triangles } triangles
}
ex-map-legend = cases de la carte : C1, C2 coalition ; CD coalition, double ; O1, O2 opposition ; OD opposition, double
ex-column-left = gauche
ex-column-middle = milieu
ex-column-right = droite

ex-status-over = partie terminée après la manche { $round } : { $why }.
ex-over-centre = { $name } a atteint le centre et gagne
ex-over-limit-furthest = la limite de manches est passée ; { $name } est le plus avancé sur la spirale
ex-over-limit = la limite de manches est passée
ex-status-round = manche { $round } sur { $limit }
ex-status-round-unlimited = manche { $round } sans limite de manches
ex-status-turn = { $round } · tour de { $name } : reste { $positional }, action politique { $political ->
    [done] faite
   *[due] à faire
}
ex-step-moved = déplacé, choisit comment utiliser la règle
ex-step-chosen = choisit la case pour : { $how }
ex-step-recruiting = recrute ({ $placed } sur 3 placés)
ex-tree-title = Arbre de Vie
ex-tree-note = (rangée : paire et encerclement ; colonne : angle)
ex-tree-row = Rangée { $row } : { $pair }, encerclement { $formation }
ex-tree-column = Colonne { $column } ({ $piece }) : deux lentilles { $bb }°, deux triangles { $tt }°, lentille et triangle { $bt }°
ex-tree-field = • { $field } (rangée { $row }, { $column }) : { $rule }
ex-tree-off = Pas encore sur l'Arbre : { $names }
ex-spiral-title = Spirale
ex-spiral-line = (centre { $centre }) : { $places }
ex-projects-title = Projets
ex-project-line = { $size ->
    [small] Petit
    [medium] Moyen
   *[large] Grand
} ({ $points } points) : { $project } sur { $fields }
ex-project-voluntary = , facultatives { $fields }
ex-project-next = ; ensuite { $project }
ex-project-no-next = ; pas de carte suivante
ex-project-pile = {" "}({ $n } dans la pile)
ex-maps-title = Cartes politiques
ex-map-line = { $fields } ; partenaires { $partners } ; adversaires { $opponents }
ex-map-empty = vide
ex-stones-title = Pierres
ex-stones-note = (lentilles ; triangles ; en réserve)
ex-stones-line = { $name } : { $lenses } ; { $triangles } ; réserve { $stock }
ex-tax-decides = Taxe : { $name } a franchi en dernier le nœud après la case { $node } et décide : payer { $stones } ou faire payer { $leader }
ex-tax-returns = Taxe : { $name } rend { $stones } à la réserve (nœud après la case { $node })
ex-last-change = Dernier changement : { $fields }

ex-watching = Tu regardes la partie.
ex-your-map = Ta carte politique : { $map } ({ $legend })
ex-your-stock = Ta réserve : { $stock } · spirale { $spiral }
ex-your-vitruvian-on = Ton Vitruvien est sur { $field } de l'Arbre.
ex-your-vitruvian-off-any = Ton Vitruvien n'est pas encore sur l'Arbre : n'importe quelle case libre.
ex-your-vitruvian-off = Ton Vitruvien n'est pas encore sur l'Arbre.
ex-now-over = La partie est terminée.
ex-now-charity = Maintenant : tu as franchi un nœud en dernier. Paie { $stones } toi-même, ou appelle la charité.
ex-now-pay = Maintenant : choisis { $stones } à toi à rendre à la réserve comme taxe.
ex-now-waiting-tax = Maintenant : en attente du paiement d'une taxe.
ex-now-playing = Maintenant : { $name } joue.
ex-now-can = Maintenant : { $can }.
ex-can-move = te déplacer sur l'Arbre (reste { $positional })
ex-can-political = l'action politique
ex-can-report = annoncer un projet commandé une fois ses cases occupées
ex-can-end = finir le tour
ex-now-moved-rule = Maintenant : ta règle est { $rule }. Pose ou retire une pierre, ou { $or ->
    [leave] laisse-la de côté
   *[back] reviens en arrière pour annuler le déplacement
}.
ex-now-moved = Maintenant : pose ou retire une pierre, ou { $or ->
    [leave] laisse-la de côté
   *[back] reviens en arrière pour annuler le déplacement
}.
ex-now-chosen = Maintenant : choisis la case pour : { $how }.
ex-now-recruiting = Maintenant : recrute sur un cercle de ta carte ({ $placed } sur 3 placés), ou arrête.

ex-ev-turn = Manche { $round } : tour de { $name }.
ex-ev-enters = { $name } entre sur l'Arbre de Vie par { $to }.
ex-ev-moves = { $name } { $way ->
    [jump] saute
   *[move] va
} de { $from } à { $to } sur l'Arbre.
ex-ev-placed = { $name } pose une pierre sur { $field } ({ $how }).
ex-ev-removed = { $name } retire sa pierre de { $field } ({ $how }).
ex-ev-skipped = { $name } se déplace sans pierre.
ex-ev-back = Le Vitruvien de { $name } revient de { $from } à { $to } (pas de pierre cette fois).
ex-ev-back-off = Le Vitruvien de { $name } quitte { $from } et de nouveau l'Arbre (pas de pierre cette fois).
ex-ev-positional-skipped = Aucun déplacement sur l'Arbre ne permettrait à { $name } de poser ou retirer une pierre : { $n ->
    [one] son action de position est passée
   *[other] ses actions de position sont passées
}.
ex-ev-developed = Les relations de { $name } évoluent.
ex-ev-developed-ended = Les relations de { $name } évoluent ; les relations avec { $ended } prennent fin.
ex-ev-recruited = { $name } place { $who } sur { $at } de sa carte ({ $side ->
    [coalition] coalition
   *[opposition] opposition
}).
ex-ev-stone-of = { $field } de { $name }
ex-ev-surrounded = { $name } ferme l'encerclement { $formation } avec { $fields } : { $taken } retournent en réserve.
ex-ev-reported = { $name } annonce le { $size ->
    [small] petit
    [medium] moyen
   *[large] grand
} projet { $project } sur { $fields } : { $gains }.
ex-ev-reported-extra = { $name } annonce le { $size ->
    [small] petit
    [medium] moyen
   *[large] grand
} projet { $project } sur { $fields } : { $gains } ; cases facultatives : { $extra }.
ex-ev-scored = { $name } avance de { $gain } sur la spirale : { $from } → { $to }.
ex-ev-tax-due = { $name } passe le nœud après la case { $node } : une taxe de { $stones }.
ex-ev-charity = { $name } appelle la charité : { $payer } paie.
ex-ev-tax-paid = { $name } rend sa pierre de { $field } comme taxe.
ex-ev-card-replaced = La { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
} carte { $completed } passe sous sa pile ; projet commandé maintenant : { $commissioned }.
ex-ev-card-replaced-next = La { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
} carte { $completed } passe sous sa pile ; projet commandé maintenant : { $commissioned } (ensuite { $next }).
ex-ev-turn-ended = { $name } finit son tour.
ex-ev-over-centre = { $name } atteint le centre et gagne !
ex-ev-over-limit-winner = La limite de manches est atteinte ; { $name } est le plus avancé sur la spirale et gagne.
ex-ev-over-limit = La limite de manches est atteinte ; la spirale décide des places.

ex-menu-move = Action de position : se déplacer sur l'Arbre…
ex-menu-tree-field = { $field } (rangée { $row } : { $rule })
ex-menu-use = Utiliser la règle : { $how }
ex-menu-skip = Laisser la pierre de côté (le déplacement reste)
ex-menu-node = Nœud { $node } : { $fields }
ex-menu-node-count = Nœud { $node } : { $n } cases
ex-menu-place-on = Poser sur { $field }
ex-menu-remove-from = Retirer de { $field }
ex-menu-stone-on = Pierre sur { $field }
ex-menu-back-move = Retour : annuler le déplacement
ex-menu-back-how = Retour : choisir à nouveau comment
ex-menu-political = Action politique : faire évoluer les relations, puis recruter
ex-menu-recruit = Recruter { $name }…
ex-menu-onto = sur { $at } ({ $side ->
    [coalition] coalition
   *[opposition] opposition
})
ex-menu-done = Plus de nouvelles relations
ex-menu-report = Annoncer un projet commandé…
ex-menu-report-size = Le { $size ->
    [small] petit
    [medium] moyen
   *[large] grand
} projet ({ $project })
ex-menu-report-on = Sur { $fields }
ex-menu-end = Finir le tour
ex-menu-charity = Appeler la charité : { $leader } paie
ex-menu-pay-self = Payer la taxe toi-même
ex-menu-return = Rendre ta pierre de { $field }

ex-alt-your-map = Ta carte politique : { $map }.
ex-alt-your-stock = Ta réserve : { $stock }.
ex-alt-spiral = Spirale, centre { $centre }
ex-alt-last-change = Dernier changement : { $fields }.
ex-alt-projects = Projets commandés
ex-alt-project = { $size ->
    [small] petit
    [medium] moyen
   *[large] grand
} : { $project } sur { $fields }
ex-alt-vitruvians = Vitruviens
ex-alt-on-tree = { $name } sur { $field }
ex-alt-off-tree = { $name } hors de l'Arbre
ex-alt-stones = { $name } : lentilles { $lenses } ; triangles { $triangles } ; en réserve { $stock }.
ex-alt-stone-counts = { $name } : { $board } sur le plateau, { $stock } en réserve.
ex-alt-map = Carte politique de { $name } : { $map }.
ex-alt-left-fields = les cases des pierres de { $who }
ex-alt-left-stones = les pierres et la réserve de { $who }
ex-alt-left-maps = les cartes politiques de { $who }
ex-alt-left-out = Omis ici faute de place : { $parts }. Le texte du message donne tout.
