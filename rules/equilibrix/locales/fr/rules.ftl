# Equilibrix Project en français (issue 48) : /rules, option, salon, invites et refus.
# Glossaire : lens = lentille, triangle = triangle, stone = pierre, field = case, node = nœud,
# Vitruvian = Vitruvien, Tree of Life = Arbre de Vie, Flower of Life = Fleur de Vie,
# row = rangée, column = colonne, spiral = spirale, positional action = action de position,
# political action = action politique, political map = carte politique, relation = relation,
# coalition = coalition, opposition = opposition, partner = partenaire, opponent = adversaire,
# surround = encerclement, formation = formation, commissioned project = projet commandé,
# obligatory = obligatoire, voluntary = facultative, pile = pile, card = carte, tax = taxe,
# charity = charité, stock = réserve, round = manche, standard = standard, magical = magique,
# table = table, seat = place, host = hôte, turn = tour.
# Tutoiement. Les libellés (D4ne), cases de la carte (C1), formations (F3) et cases de l'Arbre
# (Tiferet) sont des noms et restent tels quels.

ex-rules-intro = **Equilibrix Project** (3-6 joueurs) — bâtis sur la Fleur de Vie, forme des coalitions et sois le premier Vitruvien à atteindre le centre de la spirale de score.
ex-rules-board = **Plateau.** Les cases sont des lentilles (entre deux nœuds voisins) et des triangles, désignées par leur libellé, p. ex. `D4ne` (une lentille du nœud D4 vers le nord-est) ou `C3d`. Chacun a 10 pierres lentille et 6 pierres triangle ; trois commencent sur le plateau.
ex-rules-turn = **Ton tour :** deux actions de position et une action politique, dans l'ordre que tu veux ; tu peux finir ton tour plus tôt.
ex-rules-positional = • **Action de position** — déplace ton Vitruvien sur l'**Arbre de Vie** vers une case libre reliée (ou saute si aucune n'est libre). La **rangée** de la case dit quelle paire de pierres compte (deux lentilles, deux triangles ou une de chaque) et quel encerclement rapporte ; sa **colonne** donne l'angle entre les deux pierres. Ensuite pose ou retire une de tes pierres pour qu'elle forme cette paire à cet angle avec une autre des tiennes (**standard**) ou avec une pierre d'un partenaire de coalition (**magique**, utilise les deux actions de position). Un déplacement vient toujours avec sa pierre : seuls ceux qui en permettent une sont proposés, **Retour** annule le déplacement, et si aucun déplacement ne permet de pierre, tes actions de position sont passées.
ex-rules-political = • **Action politique** — ta carte évolue d'abord (chaque relation avance d'un pas le long de sa flèche ; certaines quittent la carte), puis tu peux placer jusqu'à trois Vitruviens d'autres joueurs sur les cercles de ta carte. Les cases de coalition donnent des partenaires (deux au plus), les cases d'opposition des adversaires.
ex-rules-scoring = **Score.** Encercle des pierres d'un adversaire avec la formation de ta rangée : elles retournent en réserve et te rapportent des points. Annonce un **projet commandé** (petite, moyenne ou grande carte) quand ses cases obligatoires sont occupées : les couleurs présentes marquent selon leur nombre de pierres, les cases facultatives ajoutent un peu. Les points font avancer ton Vitruvien sur la spirale.
ex-rules-taxes = **Taxes.** Franchir un nœud de la spirale coûte des pierres du plateau. Si tous les autres avaient déjà dépassé le nœud quand tu l'as franchi, tu l'as franchi en dernier et tu peux appeler la **charité** : le joueur le mieux placé à ce moment paie à ta place. Des points marqués ensemble déplacent un Vitruvien à la fois : les plus gros gains d'abord, puis les positions les plus basses, puis l'ordre des places à partir du joueur dont c'est le tour.
ex-rules-end = **Fin :** le premier Vitruvien au centre gagne ; sinon, après la limite de manches (option `turns`, 40 par défaut, 0 pour aucune), les positions sur la spirale décident.
ex-rules-rulings = Là où la règle ne dit rien, nous avons tranché : l'action politique et les annonces se font entre les actions de position ; une taxe se décide par celui qui la paie, même hors de son tour ; les encerclements ne marquent que lors d'une pose ; les petits projets n'ont pas de points facultatifs.

ex-play-turns = Equilibrix Project : manches avant que la spirale décide (40 ; 0 = aucune limite)
ex-lobby-turns = Limite de manches (hôte)
ex-lobby-turns-none = Sans limite de manches : jouer jusqu'à ce que quelqu'un atteigne le centre
ex-lobby-turns-standard = { $n } manches (la règle standard)
ex-lobby-turns-n = { $n ->
    [one] { $n } manche
   *[other] { $n } manches
}
ex-lobby-not-rounds = "{ $value }" n'est pas un nombre de manches.
ex-lobby-no-limit = Partie : sans limite de manches
ex-lobby-limit = Partie : { $n } manches au plus
ex-lobby-so-far = ⚠ { $why } pour l'instant.
ex-needs-players = Equilibrix Project se joue de { $min } à { $max } joueurs, pas { $players }
ex-most-rounds = { $n } manches au plus (0 pour aucune limite)
ex-damaged = La partie enregistrée est endommagée
ex-no-start = Pas de position de départ pour { $n } joueurs

ex-prompt-charity = Nœud après la case { $node } franchi en dernier : paie { $stones } de taxe ou appelle la charité ({ $leader } paie)
ex-best-placed = l'autre joueur le mieux placé
ex-prompt-tax = Taxe pour le nœud après la case { $node } : rends { $stones } du plateau
ex-prompt-turn = Joue ton tour : il te reste { $positional }{ $political ->
    [done] , action politique faite
   *[due] , l'action politique reste à faire
}
ex-prompt-moved-earlier = Pose ou retire une pierre selon la règle activée, ou laisse-la de côté
ex-prompt-moved = Pose ou retire une pierre selon la règle activée, ou reviens en arrière pour annuler le déplacement
ex-prompt-chosen = Choisis la case de la pierre
ex-prompt-recruiting = Place jusqu'à trois Vitruviens sur ta carte politique

ex-no-game-over = La partie est terminée
ex-no-seat = Il n'y a pas de place { $seat } à cette table
ex-no-stone-of-yours = { $field } ne porte aucune de tes pierres
ex-no-waiting-tax = En attente que la place { $seat } paie une taxe
ex-no-waiting-charity = En attente que la place { $seat } décide de la charité
ex-no-tax = Aucune taxe n'est due
ex-no-turn = C'est le tour de la place { $seat }
ex-no-positional = Les deux actions de position sont utilisées
ex-no-move = Ton Vitruvien ne peut pas aller sur { $field } (il doit aller sur une case reliée disponible, sauter seulement si aucune n'est libre, et ne pas revenir là où il a commencé le tour)
ex-no-political = L'action politique est faite pour ce tour
ex-no-project = Ce projet n'existe pas
ex-no-shape = Ces cases n'ont pas la forme de { $project }
ex-no-completable = Ces cases obligatoires ne sont pas toutes tenues par toi et ta coalition (pour un petit projet : par toi seul)
ex-no-magical = Un usage magique demande les deux actions de position
ex-no-stone-that-way = La règle ne permet aucune pierre ainsi pour l'instant
ex-no-back-earlier = Cette partie suit les règles antérieures, où un déplacement ne s'annule pas : utilise la règle, laisse la pierre de côté ou finis le tour
ex-no-skip = Un déplacement sur l'Arbre vient avec sa pierre : reviens en arrière pour l'annuler, ou finis le tour
ex-no-field-that-way = La règle activée ne permet pas { $field } ainsi
ex-no-idle = Déplace-toi sur l'Arbre, développe tes relations, annonce un projet ou finis le tour
ex-no-moved-earlier = Choisis comment utiliser la règle, ou laisse la pierre de côté
ex-no-moved = Choisis comment utiliser la règle, ou reviens en arrière pour annuler le déplacement
ex-no-chosen = Choisis la case, ou reviens en arrière
ex-no-recruiting = Place un Vitruvien sur ta carte politique, ou arrête
ex-no-more-placements = { $n } Vitruviens au plus par action politique
ex-no-own-vitruvian = Seuls les Vitruviens des autres joueurs vont sur ta carte
ex-already-on = Ce Vitruvien est déjà sur { $field }
ex-circle-only = Une nouvelle relation ne commence que sur une case à cercle
ex-map-field-full = { $field } est pleine
ex-map-field-not-empty = { $field } n'accueille de nouveaux Vitruviens que vide
ex-coalition-full = Une coalition a au plus { $n } partenaires
