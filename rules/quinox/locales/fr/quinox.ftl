# Quinox en français (issue 48) : plateau, vue privée, événements, menus, refus, images.
# Les noms des tuiles (SWORD, KEY ...) et les repères des cases (m50) se tapent tels quels.
# Glossaire : tile = tuile, face = côté (black/white = noir/blanc), the Stone = la Pierre,
# pool = rivière, bag = sac, point token = jeton de point (jeton), supply = réserve,
# space = case, board = plateau, turn = tour, colour = couleur (rouge, jaune, violet, bleu),
# pattern = motif, target = cible, opponent = adversaire. On tutoie.

## Words

qx-colour-red = rouge
qx-colour-yellow = jaune
qx-colour-purple = violet
qx-colour-blue = bleu
qx-kind-red = retourne
qx-kind-yellow = agit une fois
qx-kind-purple = durable
qx-kind-blue = compte à la fin
qx-face-black = noir
qx-face-white = blanc
qx-none = aucune
qx-empty = vide
qx-the-stone = la Pierre
qx-or = { $first } ou { $last }
qx-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
qx-tile-colour = { $tile } ({ $colour })
qx-tile-colour-token = { $tile } ({ $colour }, 1 jeton)
qx-player-colour = { $name } ({ $face })
qx-tile-explained = { $tile } ({ $colour }, { $kind }) : { $text }

## The board and the private view

qx-aimed-map = MAP : les tuiles de la rivière vont en { $spaces }
qx-aimed-destiny = DESTINY : { $tiles } doivent être jouées si elles sont dans la rivière
qx-aimed-famine = FAMINE : une seule tuile
qx-this-turn = Ce tour ({ $name }) : { $line }
qx-next-turn = Tour suivant ({ $name }) : { $line }
qx-phase-colour = Le sort désigne { $first } pour commencer. { $you ->
    [yes] À toi
   *[other] À { $name }
} de choisir noir ou blanc.
qx-phase-choose = { $you ->
    [yes] À toi
   *[other] À { $name }
} de choisir { $n ->
    [one] { $n } tuile
   *[other] { $n } tuiles
} dans la rivière.
qx-phase-choose-destiny = { $you ->
    [yes] À toi
   *[other] À { $name }
} de choisir { $n ->
    [one] { $n } tuile
   *[other] { $n } tuiles
} dans la rivière (DESTINY : { $tiles } parmi elles).
qx-phase-tile = { $you ->
    [yes] À toi
   *[other] À { $name }
} de choisir quelle tuile choisie jouer maintenant.
qx-phase-face = { $you ->
    [yes] À toi
   *[other] À { $name }
} de choisir le côté que montre { $tile }.
qx-phase-space = { $you ->
    [yes] À toi
   *[other] À { $name }
} de poser { $tile }, côté { $face } visible ({ $n ->
    [one] { $n } case libre est marquée
   *[other] { $n } cases libres sont marquées
}).
qx-phase-target = En attente { $you ->
    [yes] de ton choix
   *[other] de { $name }
} : { $what }.
qx-phase-target-picked = En attente { $you ->
    [yes] de ton choix
   *[other] de { $name }
} : { $what } (déjà choisi : { $picks }).
qx-phase-over = La partie est finie.
qx-ask-flip-one = { $tile } : la tuile à retourner
qx-ask-flip-pattern = { $tile } : le motif de tuiles à retourner
qx-ask-pair-first = { $tile } : la première tuile de la paire à retourner
qx-ask-pair-second = { $tile } : la tuile touchant { $at } à retourner
qx-ask-swap-self = { $tile } : la tuile avec qui échanger sa place
qx-ask-swap-first = { $tile } : la première des deux tuiles qui échangent leur place
qx-ask-swap-second = { $tile } : la tuile qui échange sa place avec { $at }
qx-ask-pull = { $tile } : la tuile à attirer
qx-ask-pull-into = { $tile } : la case vide où attirer { $at }
qx-ask-to-bag = { $tile } : la tuile à remettre dans le sac
qx-ask-remove-out = { $tile } : la tuile à retirer du jeu
qx-ask-map-first = { $tile } : la première case pour les tuiles de l'adversaire
qx-ask-map-second = { $tile } : la deuxième case pour les tuiles de l'adversaire
qx-ask-destiny-first = { $tile } : la première tuile que l'adversaire doit jouer
qx-ask-destiny-second = { $tile } : la deuxième tuile que l'adversaire doit jouer
qx-ask-mirror = { $tile } : la tuile voisine dont copier l'action
qx-ask-options = { $tile } : choisis ({ $n ->
    [one] { $n } option
   *[other] { $n } options
})
qx-cell-stone = { $at } la Pierre
qx-cell = { $at } { $tile } ({ $colour })
qx-cell-tokens = { $at } { $tile } ({ $colour }, { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
})
qx-board-black = Noir ({ $n }) : { $list }
qx-board-black-seat = Noir, pour { $name } ({ $n }) : { $list }
qx-board-white = Blanc ({ $n }) : { $list }
qx-board-white-seat = Blanc, pour { $name } ({ $n }) : { $list }
qx-board-stone = La Pierre : { $list }
qx-seat-playing = { $player }{ $first ->
    [yes] , commence
   *[other] {""}
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour l'instant · { $supply ->
    [one] { $supply } jeton
   *[other] { $supply } jetons
} en réserve
qx-seat-final = { $player }{ $first ->
    [yes] , commence
   *[other] {""}
} : { $b }{ $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $e } ({ $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
} + { $ontiles ->
    [one] { $ontiles } jeton
   *[other] { $ontiles } jetons
} dessus + { $supply ->
    [one] { $supply } jeton
   *[other] { $supply } jetons
} en réserve)
qx-final = Classement : { $list }
qx-table-head = { $b }{ $game }{ $e } · { $over ->
    [yes] partie finie
   *[other] tour { $turn }
} · { $bag ->
    [one] { $bag } tuile
   *[other] { $bag } tuiles
} dans le sac
qx-pool = Rivière ({ $n }) : { $list }
qx-pool-empty = Rivière (0) : vide
qx-hand = Choisies par { $name }, encore à jouer : { $list }
qx-removed = Hors du jeu : { $list }
qx-last-placed = Dernières posées : { $list }
qx-free-spaces = Cases libres pour la prochaine tuile : { $list }
qx-set-aside = Écartées pour cette pose (elles se contredisent, Q-17) : { $list }
qx-placed-at = { $tile } en { $at }
qx-placed-at-unknown = une tuile en { $at }
qx-you-play = Tu joues { $face } : les tuiles côté { $face } visible comptent pour toi.

## Events

qx-ev-first-player = Le sort désigne { $first } pour commencer ; { $other } choisit une couleur (Q-14).
qx-ev-colour-chosen = { $name } prend { $face } ; { $other } joue { $otherface }.
qx-ev-turn-started = { $b }Tour { $turn } : { $name }{ $e } joue { $tiles ->
    [one] une tuile
   *[other] deux tuiles
}.
qx-ev-drawn = Arrivent dans la rivière, chacune avec un jeton de point : { $tiles }.
qx-ev-chosen = { $name } choisit { $tiles }.
qx-ev-placed = { $name } pose { $tile } en { $at }, côté { $face } visible.
qx-ev-placed-token = { $name } pose { $tile } en { $at }, côté { $face } visible ; son jeton va à { $to }.
qx-ev-restrictions-ignored = { $list } se contredisent et sont écartées pour cette pose (Q-17).
qx-ev-turns-itself = { $tile } en { $at } passe côté { $face }.
qx-ev-turned = { $by } retourne { $tile } en { $at } côté { $face }.
qx-ev-swapped = { $by } : les pièces en { $a } et { $b } échangent leur place.
qx-ev-moved = { $by } attire la pièce de { $from } en { $to }.
qx-ev-to-bag = { $by } remet { $tile } de { $at } dans le sac.
qx-ev-removed = { $by } retire { $tile } de { $at } du jeu.
qx-ev-mirrored = MIRROR copie l'action de { $tile }.
qx-ev-no-target = { $tile } ne trouve rien sur quoi agir.
qx-ev-mapped = MAP : les prochaines tuiles de l'adversaire doivent aller en { $spaces }.
qx-ev-destined = DESTINY nomme { $tiles } : l'adversaire doit jouer celles qui sont dans la rivière.
qx-ev-famine = FAMINE : le prochain tour de l'adversaire est d'une tuile.
qx-ev-speed-drawn = SPEED pioche { $tile }, jouée aussitôt.
qx-ev-speed-empty = SPEED trouve le sac vide.
qx-ev-blown = WIND renvoie { $tiles } dans le sac.
qx-ev-pool-tokens-cleared = { $n ->
    [one] { $n } jeton resté dans la rivière est retiré.
   *[other] { $n } jetons restés dans la rivière sont retirés.
}
qx-ev-tokens-added = { $by } met { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
} sur la tuile en { $at }.
qx-ev-tokens-taken = { $by } prend { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
} sur la tuile en { $from }.
qx-ev-game-over = { $b }Partie finie{ $e } : { $first } { $firstscore } · { $second } { $secondscore }.

## Menus (button labels: at most 80 characters with the values in)

qx-menu-colour = Je joue { $face } (l'autre joue { $other })
qx-menu-pair-first = { $tile } …
qx-menu-play = Jouer { $tile }
qx-menu-pair-second = et { $tile }
qx-menu-play-next = Jouer { $tile } maintenant
qx-menu-black-up = Côté noir visible
qx-menu-black-up-yours = Côté noir visible (ta couleur)
qx-menu-white-up = Côté blanc visible
qx-menu-white-up-yours = Côté blanc visible (ta couleur)
qx-menu-flip = Retourner { $list }
qx-menu-back-tile = Retour : jouer d'abord l'autre tuile
qx-menu-back-face = Retour : changer de côté
qx-at-empty = { $at } (vide)
qx-at-tile = { $at } { $tile } ({ $face })

## Typed spaces refused (the space was typed: it is the label, never free text)

qx-typed-taken = { $at } est occupée par { $what }.
qx-typed-off-board = { $at } ne touche pas le plateau : une tuile se pose à côté d'une tuile déjà posée.
qx-typed-poison = { $at } est à côté de POISON, et aucune tuile ne peut aller à côté de POISON (Q-P3).
qx-typed-charisma = CHARISMA en { $at } a encore une case libre à côté, donc { $tile } doit aller à côté (Q-P2).
qx-typed-map = MAP impose cette pose en { $spaces } (Q-9, Q-18).
qx-typed-not-now = { $tile } ne peut pas aller en { $at } maintenant.
qx-typed-empty = { $at } est vide : { $tile } agit ici sur des tuiles.
qx-typed-not-target = { $what } en { $at } n'est pas une cible que { $tile } peut choisir maintenant : une cible doit être une que l'action peut changer, et le choix doit toucher autant de tuiles que possible (Q-20).

## Refusals of the rules

qx-two-players = Quinox se joue à exactement 2 joueurs
qx-refuse-list-more = { $list } ... ({ $n } en tout)
qx-refuse-no-seat = Il n'y a pas de place { $seat } à cette table
qx-refuse-over = La partie est finie
qx-refuse-colour-other = La place { $seat } choisit une couleur
qx-refuse-colour = Choisis ta couleur : noir ou blanc
qx-refuse-not-yours = C'est le tour de la place { $seat }
qx-refuse-from-pool = Choisis des tuiles dans la rivière
qx-refuse-count = { $n ->
    [one] Choisis { $n } tuile dans la rivière
   *[other] Choisis { $n } tuiles dans la rivière
}
qx-refuse-destiny = DESTINY : tu dois choisir { $tiles }
qx-refuse-different = Choisis deux tuiles différentes dans la rivière
qx-refuse-choose-first = { $n ->
    [one] Choisis d'abord la tuile de la rivière que tu joues ce tour
   *[other] Choisis d'abord les { $n } tuiles de la rivière que tu joues ce tour
}
qx-refuse-which-tile = Choisis quelle tuile jouer maintenant : { $tiles }
qx-refuse-only-tile = { $tile } est la seule tuile qui reste à jouer : choisis son côté
qx-refuse-face = Choisis le côté que montre { $tile }
qx-refuse-space = { $tile } ne peut pas aller en { $at } maintenant ; elle peut aller en { $spaces }
qx-refuse-where = Choisis où va { $tile }
qx-refuse-target-pick = L'action de { $tile } attend : choisis une case parmi { $list }
qx-refuse-target-pattern = L'action de { $tile } attend : choisis un de ces motifs : { $list }
qx-refuse-target-name = L'action de { $tile } attend : nomme une tuile autre que DESTINY, pas encore nommée
qx-refuse-not-now = Ce n'est pas possible maintenant

## Alt texts

qx-alt-you-play = Tu joues { $face }.
qx-alt-tile-short = { $tile } : { $colour }.
qx-alt-to-play = À { $name } de jouer.
qx-alt-score = { $player } { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $supply ->
    [one] { $supply } jeton
   *[other] { $supply } jetons
} en réserve
qx-alt-scores = Points pour l'instant : { $list }.
qx-alt-scores-final = Décompte final : { $list }.
qx-alt-turn = Tour { $turn } ; { $bag ->
    [one] { $bag } tuile
   *[other] { $bag } tuiles
} dans le sac.
qx-alt-last-placed = Dernières posées : { $list }.
qx-alt-set-aside = Écartées pour cette pose car elles se contredisent (Q-17) : { $list }.
qx-alt-free-spaces = Cases libres pour la prochaine tuile
qx-alt-targets = Cibles à choisir
qx-alt-pool = Rivière
qx-alt-pool-token = { $tile } ({ $colour }, jeton)
qx-alt-hand = Choisies, encore à jouer
qx-alt-cell-tokens = { $tile } { $at } ({ $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
})
qx-alt-black = Tuiles noires
qx-alt-black-seat = Tuiles noires, pour { $name }
qx-alt-white = Tuiles blanches
qx-alt-white-seat = Tuiles blanches, pour { $name }
qx-alt-stone = La Pierre est en { $at }.
qx-alt-removed = Hors du jeu

## Pictures (the legend's words share a line: short words)

qx-pic-stone = PIERRE
qx-pic-counts = Tour { $turn } · rivière { $pool } · sac { $bag }
qx-pic-outlined-yours = Entourées : à toi de les jouer
qx-pic-outlined-chosen = Entourées : choisies
qx-pic-pool-empty = La rivière est vide
qx-pic-result = { $name } : { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
} + { $ontiles ->
    [one] { $ontiles } jeton
   *[other] { $ontiles } jetons
} dessus + { $supply } en réserve
qx-pic-you = { $name } (toi)
qx-pic-choosing = choisit noir ou blanc
qx-pic-drawn-first = commence (tirage)
qx-pic-seat-final = { $face } · { $points } · réserve { $supply }
qx-pic-seat = { $face } · { $points } pour l'instant · réserve { $supply }
qx-pic-token = jeton
qx-pic-may-choose = au choix
qx-pic-chosen = choisie
qx-pic-free-space = case libre
qx-pic-last-placed = dernière posée
qx-pic-unlabelled = Certaines cases sont trop petites pour leur repère : vois le message.

## Invites : ce que la table attend (sur le plateau, dans les rappels et les messages privés)

qx-prompt-choose = { $n ->
    [one] Choisis la tuile de la rivière à jouer ce tour
   *[other] Choisis les { $n } tuiles de la rivière à jouer ce tour
}
qx-prompt-tile = Choisis quelle tuile choisie jouer maintenant
qx-prompt-face = Choisis le côté de { $tile }
qx-prompt-space = Choisis où va { $tile }
qx-prompt-target = Choisis pour l'action de { $tile }
