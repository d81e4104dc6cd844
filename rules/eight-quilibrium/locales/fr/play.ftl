# 8-quilibrium : plateau, vue privée et événements (issue 48).
# Glossaire : Market = Marché, deck = pioche, Stock = Réserve, token = jeton, Give = Don,
# Forced Give = Don forcé, swap = échange, reject = refuser, Quick Toss = Lancer éclair,
# Assist = Soutien, Relay Swap = Échange relais, Wind of Change = Vent du Changement,
# Peek = Coup d'œil, Refresh = Renouveler, Burden Pays = Le fardeau paie,
# Suit Score = score des couleurs, rank sum = somme des rangs, suits = couleurs,
# colour = rouge/noir, parity = parité, Team Play = Jeu en équipe,
# Open Stock Economy = Réserve ouverte, Fog of War = Brouillard de guerre,
# Rank Powers = Pouvoirs des figures, Jack/Queen/King/Ace = Valet/Dame/Roi/As,
# slot = emplacement, table = table, seat = place, host = hôte, turn = tour.
# Les cartes restent abrégées (9H, KS).

## Shared pieces
eq-nobody = personne
eq-no-cards = (aucune)
eq-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
eq-tokens = { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
}
eq-to-yourself = à toi-même
eq-to-player = à { $name }
eq-or = { $first } ou { $last }
eq-or-list = { $first }, { $more } ou { $last }

## The phase line (everyone's)
eq-phase-one-of = l'un des { $n } joueurs
eq-phase-players = { $n } joueurs
eq-phase-facedown-market-card = une carte face cachée du Marché
eq-phase-turn = À { $active } de jouer : donner une carte ou dépenser un jeton pour échanger.
eq-phase-turn-no-token = À { $active } de jouer : donner une carte (plus de jeton pour échanger).
eq-phase-choose-target = Don : { $active } a révélé { $card } et choisit qui la reçoit : { $targets }.
eq-phase-choose-target-forced = Don forcé (impossible à refuser) : { $active } a révélé { $card } et choisit qui la reçoit : { $targets }.
eq-phase-quick-toss-swap = { $active } veut échanger une carte avec { $target }. Lancer éclair : { $waiting } peut d'abord lui passer un jeton (et sauter son prochain tour).
eq-phase-quick-toss-give = { $active } donne { $card } à { $target }. Lancer éclair : { $waiting } peut d'abord lui passer un jeton (et sauter son prochain tour).
eq-phase-toss-choice = { $offers } proposent un jeton : { $target } en prend un (Lancer éclair).
eq-phase-give-market = { $active } donne { $card } du Marché à { $target }, qui peut la refuser (1 jeton) ou l'accepter.
eq-phase-give-deck = { $active } donne { $card } de la pioche à { $target }, qui peut la refuser (1 jeton) ou l'accepter.
eq-phase-give-market-hidden = { $active } donne une carte face cachée du Marché à { $target }, qui peut la refuser (1 jeton) ou l'accepter.
eq-phase-give-deck-hidden = { $active } donne une carte face cachée de la pioche à { $target }, qui peut la refuser (1 jeton) ou l'accepter.
eq-phase-bottoming = { $rejector } a refusé { $rejected } ; le Marché montre 5 cartes et une doit aller sous la pioche ({ $rejected } prend l'emplacement libéré).
eq-phase-swap-cancel = { $active } veut échanger une carte avec { $target }, qui peut annuler (1 jeton) ou accepter en choisissant une carte.
eq-phase-swap = { $active } échange une carte avec { $target }, qui choisit une carte à échanger.
eq-phase-relay = { $active } fait un Échange relais avec son coéquipier { $teammate }, qui choisit une carte en secret ; puis { $active } donne la carte du dessus de la pioche (forcé).
eq-phase-jack = { $seat } a accepté un Valet et peut échanger gratuitement avec le Marché.
eq-phase-queen = { $seat } a accepté une Dame et remet les deux cartes du dessus de la pioche dans l'ordre de son choix.
eq-phase-king = { $seat } a accepté { $king } et donne une carte (personne ne peut la refuser) à { $targets }.
eq-phase-wind-offer = { $active } peut appeler le Vent du Changement (1 jeton) avant la fin du tour.
eq-phase-wind-pass-cw = Le Vent du Changement souffle dans le sens horaire : on attend que { $waiting } choisisse une carte à passer.
eq-phase-wind-pass-ccw = Le Vent du Changement souffle dans le sens antihoraire : on attend que { $waiting } choisisse une carte à passer.
eq-phase-over = La partie est terminée.

## Results
eq-result-line = { $place } { $name } : { $points } (couleurs { $suit }, rouge/noir { $color }, parité { $parity } ; somme des rangs { $sum }) — { $hand }
eq-team-part = Équipe { $team } { $points }
eq-team-points-round = Points d'équipe de cette manche : { $teams }
eq-team-points-match-seats = Points d'équipe de la partie : { $teams } ({ $seats })
eq-match-points = Points de la partie : { $seats }
eq-round-last = Manche { $round } (la dernière) :
eq-final-places = Classement final : { $places }
eq-round-scores = Scores de la manche { $round } :

## The board
eq-board-header = 8-quilibrium · tour { $turn }
eq-board-header-rounds = 8-quilibrium · manche { $round } sur { $rounds } · tour { $turn }
eq-board-variants = Variantes : { $variants }
eq-board-variants-preset = Variantes : { $preset } : { $variants }
eq-board-stock = Réserve : { $card }
eq-board-stock-next = Réserve : retournée dès que ce Don est réglé
eq-board-legend-face-down = ▢ face cachée
eq-board-legend-empty = — emplacement vide
eq-board-market = Marché : { $market } · Pioche : { $deck }
eq-board-market-stock = Marché : { $market } · Pioche : { $deck } · { $stock }
eq-board-market-legend = Marché : { $market } ({ $legend }) · Pioche : { $deck }
eq-board-market-legend-stock = Marché : { $market } ({ $legend }) · Pioche : { $deck } · { $stock }
eq-board-full = (complet)
eq-board-reacted = a réagi ce tour-ci
eq-board-skips = saute son prochain tour
eq-board-seat = { $marker } { $n }. { $name }{ $team } : { $cards }{ $full } · { $tokens }{ $extra }
eq-board-team-members = { $team } ({ $members })
eq-board-team-members-relay = { $team } ({ $members }, Échange relais utilisé)
eq-board-teams = Équipes : { $teams }
eq-board-vs = { $a } contre { $b }
eq-board-wind-called = Vent du Changement : appelé par { $name } cette manche.
eq-board-wind-barred = Vent du Changement : pas encore appelé cette manche ({ $name } l'a appelé la manche dernière et ne peut pas).
eq-board-wind-open = Vent du Changement : pas encore appelé cette manche.

## Reminders of the variants in play
eq-remind-team-play = Jeu en équipe : les scores de l'équipe s'additionnent · Soutien (un jeton à un coéquipier, finit ton tour) · Échange relais une fois par manche et par équipe · Lancer éclair d'un jeton à un coéquipier ciblé
eq-remind-open-stock = Réserve ouverte : la carte du dessus de la pioche est face visible · la recevoir te rapporte un jeton (3 au plus) · Renouveler l'envoie sous la pioche (1 jeton)
eq-remind-wind = Vent du Changement : une fois par manche, après ton action, 1 jeton fait passer à chacun une carte à gauche ou à droite
eq-remind-fog = Brouillard de guerre : les cartes du Marché sont face cachée (les cartes de pioche refusées face visible) et se montrent en partant · Coup d'œil sur 2 emplacements au plus (1 jeton)
eq-remind-rank-powers = Pouvoirs des figures : accepter un J (Valet) = échange gratuit avec le Marché · Q (Dame) = réordonner les 2 cartes du dessus · K (Roi) = donner une carte, impossible à refuser · A (As) = un jeton

## Your turn
eq-turn-give-both = donner une carte du Marché ou de la pioche
eq-turn-give-market = donner une carte du Marché
eq-turn-give-deck = donner la carte du dessus de la pioche
eq-turn-swap-both = dépenser un jeton pour échanger avec le Marché ou un joueur
eq-turn-swap-market = dépenser un jeton pour échanger avec le Marché
eq-turn-swap-player = dépenser un jeton pour échanger avec un joueur
eq-turn-give-or-swap = À toi : { $give } à un joueur qui a le moins de cartes, ou { $swap }.
eq-turn-give = À toi : { $give } à un joueur qui a le moins de cartes.
eq-turn-swap = À toi : { $swap }.
eq-turn-plain = À toi.
eq-turn-extra-peek = jeter d'abord un coup d'œil au Marché (1 jeton)
eq-turn-extra-refresh = renouveler d'abord la Réserve (1 jeton)
eq-turn-extra-assist = apporter plutôt ton Soutien à un coéquipier (1 jeton, finit ton tour)
eq-turn-extra-relay = faire un Échange relais avec un coéquipier (1 jeton)
eq-turn-with-extras = { $main } Tu peux aussi { $extras }.

## Your move (the private view)
eq-move-choose-target = Choisis qui reçoit { $card }.
eq-move-a-swap = un échange
eq-move-quick-toss = Ton coéquipier { $target } est visé par { $what } : passe-lui un de tes jetons en Lancer éclair (tu sautes ton prochain tour), ou non.
eq-move-toss-choice = { $offers } te proposent un jeton : prends-en un (Lancer éclair).
eq-move-a-card = Une carte
eq-move-give-reject = { $card } arrive vers toi : refuse-la (1 jeton) ou accepte-la.
eq-move-give = { $card } arrive vers toi.
eq-move-bottoming = Choisis une carte du Marché à mettre sous la pioche.
eq-move-swap-cancel = { $who } veut échanger une carte avec toi : annule (1 jeton) ou choisis une de tes cartes à donner.
eq-move-swap = { $who } échange une carte avec toi : choisis une de tes cartes à donner.
eq-move-relay = { $who } fait un Échange relais avec toi : choisis une de tes cartes à lui donner.
eq-move-jack = Tu as accepté un Valet : échange gratuitement une de tes cartes contre une carte du Marché, ou renonce.
eq-move-queen = Tu as accepté une Dame. Le dessus de la pioche : { $top }. Choisis quelle carte va dessus.
eq-move-king = Tu as accepté { $king } : donne une de tes cartes (ce peut être { $king }) à { $targets }.
eq-move-yourself = toi-même
eq-move-wind-offer = Ton action est faite : appelle le Vent du Changement (1 jeton), ou finis ton tour.
eq-move-wind-passed = Tu passes { $card } à { $to } ; on attend les autres.
eq-move-wind-pick = Le Vent souffle : choisis la carte que tu passes à { $to }.

## The private view
eq-private-hand = Ta main ({ $n }) : { $cards }
eq-private-tokens = Tes jetons : { $n } · { $market }
eq-private-known-face-down = (* une carte face cachée que tu as regardée)
eq-private-deck-top = Tu connais le dessus de la pioche (du haut vers le bas) : { $cards }.
eq-private-team = Ton équipe : { $team } (avec { $mates }).
eq-private-skip = Tu sautes ton prochain tour (Lancer éclair).
eq-private-swap-picked = Tu as choisi { $card } pour l'échange avec { $target } ; on attend sa réponse.
eq-private-relay-offered = Tu as proposé { $card } à { $teammate } pour l'Échange relais ; on attend son choix.
eq-private-placed = Tu finis { $place } avec { $points }.
eq-private-placed-last-round = Tu finis { $place } avec { $points } à la dernière manche.
eq-private-variants = Variantes en jeu :

## Events
eq-event-a-card = une carte
eq-event-the-card = la carte
eq-power-ace = le pouvoir de l'As : un jeton (3 au plus)
eq-power-jack = le pouvoir du Valet : un échange gratuit avec le Marché
eq-power-queen = le pouvoir de la Dame : regarder les deux cartes du dessus de la pioche et les remettre dans n'importe quel ordre
eq-power-king = le pouvoir du Roi : donner une carte à un joueur qui a le moins de cartes, impossible à refuser
eq-tie-rank-sum = { $a } devance { $b } à { $points } : la somme des rangs { $x } est plus proche de 56 que { $y }
eq-tie-suit-score = { $a } devance { $b } à { $points } : sommes des rangs aussi proches de 56, score des couleurs { $x } contre { $y }
eq-tie-shared-ranks = { $a } devance { $b } à { $points } : moins de cartes partageant un rang ({ $x } contre { $y })
eq-tie-shared = { $a } et { $b } partagent la place à { $points } : tous les départages sont à égalité
eq-event-parts = couleurs + rouge/noir + parité : { $parts }
eq-event-team-part = Équipe { $team } { $points } ({ $members })
eq-event-match-so-far-teams = Points de la partie jusqu'ici : Équipe A { $a }, Équipe B { $b }
eq-event-match-so-far = Points de la partie jusqu'ici : { $totals }
eq-event-turn = Au tour de { $name }.
eq-event-deck-forced = { $name } doit donner la carte du dessus de la pioche : { $card } (forcé, impossible à refuser).
eq-event-deck-revealed = { $name } révèle { $card } de la pioche.
eq-event-gave = { $from } donne { $card } à { $to }.
eq-event-gave-self = { $from } se donne { $card }.
eq-event-gave-market = { $from } donne { $card } du Marché à { $to }.
eq-event-gave-market-self = { $from } se donne { $card } du Marché.
eq-event-gave-hand = { $from } donne { $card } de sa main (Roi, impossible à refuser) à { $to }.
eq-event-gave-hand-self = { $from } se donne { $card } de sa main (Roi, impossible à refuser).
eq-event-accepted = { $name } prend { $card }.
eq-event-rejected-market = { $name } refuse { $card } (1 jeton) ; elle retourne au Marché.
eq-event-rejected-deck = { $name } refuse { $card } (1 jeton) ; elle va au Marché.
eq-event-refilled = { $card } de la pioche complète le Marché.
eq-event-bottomed = { $name } met { $card } sous la pioche.
eq-event-swapped-market = { $name } échange { $gave } contre { $took } du Marché (1 jeton).
eq-event-swap-offered-card = { $from } propose { $card } pour un échange avec { $to } (1 jeton).
eq-event-swap-offered = { $from } veut échanger une carte avec { $to } (1 jeton).
eq-event-swap-canceled = { $by } annule l'échange de { $from } (1 jeton) ; les deux cartes restent cachées.
eq-event-swapped-player-cards = { $from } a échangé { $gave } contre { $got } de { $to }.
eq-event-swapped-player = { $from } a échangé une carte avec { $to }.
eq-event-round-over = Manche terminée !
eq-event-round-n-over = Manche { $round } terminée !
eq-event-round-head = { $head } { $rest }
eq-event-round-started = La manche { $round } commence : nouvelle donne, 2 jetons chacun ; { $name } commence.
eq-event-gave-face-down-seen = { $from } donne la carte face cachée de l'emplacement { $slot } à { $to } : c'est { $card } (seul { $to } la voit).
eq-event-gave-face-down = { $from } donne la carte face cachée de l'emplacement { $slot } à { $to }.
eq-event-rejected-face-down = { $name } refuse { $card } (1 jeton) ; elle retourne face cachée à l'emplacement { $slot }.
eq-event-refilled-face-down = Une carte face cachée de la pioche remplit l'emplacement { $slot }.
eq-event-bottomed-face-down = { $name } met la carte face cachée de l'emplacement { $slot } sous la pioche, sans la voir ; la carte refusée prend l'emplacement { $slot }.
eq-event-swapped-market-face-down = { $name } échange { $gave } contre { $took } de l'emplacement { $slot } (1 jeton) ; la carte posée reste face cachée.
eq-event-peek-slot = l'emplacement { $slot }
eq-event-peek-slot-card = l'emplacement { $slot } ({ $card })
eq-event-peek-and = { $first } et { $last }
eq-event-peeked = { $name } jette un coup d'œil à { $slots } (1 jeton).
eq-event-stock-revealed = La nouvelle Réserve est { $card }.
eq-event-stock-refreshed = { $name } envoie la Réserve { $card } sous la pioche (1 jeton).
eq-reason-burden-pays = Le fardeau paie
eq-reason-ace = As
eq-event-token-gained = { $name } gagne un jeton ({ $why }).
eq-event-token-capped = { $name } gagnerait un jeton ({ $why }) mais en a déjà 3, le maximum.
eq-event-assisted = { $from } soutient { $to } : un jeton à son coéquipier, et le tour de { $from } se termine.
eq-event-toss-offered = { $from } propose un jeton à { $to } (Lancer éclair).
eq-event-quick-tossed = { $from } lance un jeton à { $to } et sautera son prochain tour.
eq-event-turn-skipped = { $name } saute ce tour (Lancer éclair).
eq-event-relay-offered-card = { $from } lance un Échange relais avec { $to } en proposant { $card } (1 jeton).
eq-event-relay-offered = { $from } lance un Échange relais avec { $to } (1 jeton).
eq-event-relay-swapped-cards = Échange relais : { $from } a donné { $gave } et reçu { $got } de { $to }.
eq-event-relay-swapped = { $from } et { $to } échangent une carte face cachée (Échange relais).
eq-event-rank-power = { $name } a accepté { $card } : { $power }.
eq-event-power-declined = { $name } renonce à l'échange du Valet.
eq-event-jack-swapped = { $name } échange gratuitement { $gave } contre { $took } de l'emplacement { $slot } (Valet).
eq-event-jack-swapped-face-down = { $name } échange gratuitement { $gave } contre { $took } de l'emplacement { $slot } (Valet) (la carte posée reste face cachée).
eq-event-queen-peeked = { $name } regarde les deux cartes du dessus de la pioche.
eq-event-queen-peeked-cards = { $name } regarde le dessus de la pioche : { $cards }.
eq-event-queen-then = { $first }, puis { $second }
eq-event-queen-reordered-top = { $name } met { $top } sur le dessus de la pioche.
eq-event-queen-reordered = { $name } remet les deux cartes dans l'ordre de son choix.
eq-event-wind-called-cw = { $name } appelle le Vent du Changement dans le sens horaire (1 jeton) : chacun choisit une carte à passer.
eq-event-wind-called-ccw = { $name } appelle le Vent du Changement dans le sens antihoraire (1 jeton) : chacun choisit une carte à passer.
eq-event-wind-picked = { $name } a choisi une carte pour le Vent.
eq-event-wind-pass = { $name } a passé { $card }
eq-event-wind-passed-hidden-cw = Le Vent souffle dans le sens horaire : chaque joueur passe une carte, face cachée.
eq-event-wind-passed-hidden-ccw = Le Vent souffle dans le sens antihoraire : chaque joueur passe une carte, face cachée.
eq-event-wind-passed-cw = Le Vent souffle dans le sens horaire : { $passes }.
eq-event-wind-passed-ccw = Le Vent souffle dans le sens antihoraire : { $passes }.
