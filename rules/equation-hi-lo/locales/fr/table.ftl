# Equation Hi-Lo : les mots de la table (issue 48) : textes du plateau et privés, événements,
# abattage, menus, formulaires, salon, textes alternatifs.
# Glossaire : Low = Low, High = High, Swing = Swing, ante = ante, cap = plafond, pot = pot,
# chip = jeton, closed card = carte cachée, open cards = cartes visibles,
# Win Order = ordre de départage, suits = Or, Argent, Bronze, Noir, operator = opérateur,
# equation = équation, declare = annoncer, hand in = remettre, check = checker, bet = miser,
# raise = relancer, call = suivre, fold = se coucher, dealer = donneur,
# betting round = tour de mise, showdown = abattage.
# -b et -e mettent en gras le texte entre eux.

-b = {"\uE000"}
-e = {"\uE001"}

## Cartes et jetons
hl-suit-gold = Or
hl-suit-silver = Argent
hl-suit-bronze = Bronze
hl-suit-black = Noir
hl-card = { $suit } { $value }
hl-chips = { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
}
hl-low = Low
hl-high = High

## Le plateau (le texte à côté de l'image)
hl-board-head = { -b }{ $game }{ -e } · { $rounds ->
    [0] manche { $round } (jusqu'à ce qu'il en reste un)
   *[other] manche { $round } sur { $rounds }
} · donneur { $dealer }
hl-pot = Pot { $pot }
hl-pot-carried = Pot { $pot } ({ $carry } reportés)
hl-cap = plafond { $cap }
hl-ante = ante { $ante }
hl-removed = { $chips } sortis du jeu
hl-seat-out = éliminé (manche { $round })
hl-seat-in = misé { $wagered }
hl-seat-folded = couché
hl-seat-at-cap = au plafond
hl-seat-choosing = choisit pour le ×
hl-seat-handed-in = remis
hl-waiting-times = On attend que { $who } choisisse ce que remplace le ×.
hl-betting-line = { $street ->
    [first] Premier tour de mise
   *[second] Second tour de mise
} : à { $name } de jouer (mise la plus haute { $high }, plafond { $cap }).
hl-declaring-line = Annonces : on attend { $who } (cachées jusqu'à ce que tous aient remis).
hl-final-standings = Classement final :
hl-standing-line = { $place } { $name } : { $detail }
hl-standing-out = sans jetons à la manche { $round }

## La partie propre d'une place (sa vue privée)
hl-closed-line = Ta carte cachée : { -b }{ $closed }{ -e } (toi seul la vois) · visibles : { $open }
hl-none-yet = aucune pour l'instant
hl-holding-numbers = Nombres { $numbers }
hl-holding-ops = opérateurs { $ops }
hl-holding-ops-waiting = opérateurs { $ops } (et le × qui attend ton choix)
hl-handed-in-final = Tu as remis { $declaration }. C'est définitif.
hl-you-drew-times = Tu as tiré un × : choisis s'il remplace ton + ou ton −.
hl-your-turn-check = À toi de miser : checke, mise (jusqu'à { $cap } au total) ou couche-toi.
hl-your-turn-check-no-bet = À toi de miser : checke, mise ou couche-toi.
hl-your-turn-raise = À toi : suis { $owe } (pour { $high } au total), relance (jusqu'à { $cap } au total) ou couche-toi.
# HL-2 : la mise la plus haute est déjà le plafond.
hl-your-turn-call = À toi : suis { $owe } (pour { $high } au total, le plafond) ou couche-toi.
hl-four-zeros = Tes quatre nombres valent 0 : tout ÷ diviserait par zéro, tu remets donc sans équation.
hl-declare-now = Annonce Low (viser 1), High (viser 20) ou Swing (les deux, tout gagner ou rien) et tape ton équation : les 4 nombres et tes 3 opérateurs, chacun une fois{ $roots ->
    [0] {""}
    [1] , ton √ avant un nombre
   *[other] , tes { $roots } √ avant { $roots } nombres différents
}. Vérifie d'abord une équation en privé si tu veux.

## Annonces et abattage (sections 9-11, HL-7, HL-8, HL-11)
hl-declared-low = Low (1) avec { $equation }
hl-declared-high = High (20) avec { $equation }
hl-declared-swing = Swing : Low { $low } et High { $high }
hl-declared-none = aucune équation
hl-side-low = { $equation } = { $value }, à { $away } de 1
hl-side-high = { $equation } = { $value }, à { $away } de 20
hl-whose-card = { $card } de { $name }
hl-tie = Égalité à { $away } de la cible, départagée par l'ordre de départage ({ $side ->
    [low] la plus petite carte numéro ; à nombre égal Noir bat Bronze, Argent, Or
   *[high] la plus grande carte numéro ; à nombre égal Or bat Argent, Bronze, Noir
}) : { $card } de { $name } bat { $others }.
hl-side-undeclared = Personne n'a annoncé { $side ->
    [low] Low, le gagnant du High
   *[high] High, le gagnant du Low
} prend donc tout.
hl-side-failed-swings = { $swings ->
    [one] La seule annonce { $side ->
        [low] Low était un Swing raté, cette moitié va donc aussi au gagnant du High.
       *[high] High était un Swing raté, cette moitié va donc aussi au gagnant du Low.
    }
   *[other] Les seules annonces { $side ->
        [low] Low étaient des Swings ratés, cette moitié va donc aussi au gagnant du High.
       *[high] High étaient des Swings ratés, cette moitié va donc aussi au gagnant du Low.
    }
}
hl-showdown-head = { -b }Abattage, manche { $round }{ -e } · pot { $pot }
hl-revealed = { $name } (cachée { $card })
hl-reveal-low = Low : { $low }
hl-reveal-high = High : { $high }
hl-reveal-swing = Swing : Low { $low } · High { $high }
hl-reveal-none = pas d'équation valable (quatre zéros) : ne participe pas
hl-swing-won = { $name } a tenté le Swing et gagné les deux côtés : tout le pot de { $pot } est pour { $name }.
hl-swing-failed = { $name } a tenté le Swing et { $won ->
    [low] gagné le Low mais perdu le High face à { $by }
    [high] gagné le High mais perdu le Low face à { $by }
   *[neither] n'a gagné aucun côté
} : rien pour { $name }, qui sort des deux côtés.
hl-half-won = { $side ->
    [low] Moitié Low ({ $chips }) : { $name }, le plus proche de 1
   *[high] Moitié High ({ $chips }) : { $name }, le plus proche de 20
} (à { $away }).
hl-pot-won = Tout le pot ({ $chips }) : { $name }, le plus proche de { $side ->
    [low] 1
   *[high] 20
} (à { $away }).
hl-failed-swings-shared = Seuls des Swings ratés ont été annoncés, personne ne gagne donc le pot de { $pot }. Il ne peut pas attendre une autre manche : { $who } se le partagent maintenant.
hl-failed-swings-carried = Seuls des Swings ratés ont été annoncés, personne ne gagne donc le pot de { $pot } : il est reporté à la manche suivante.
hl-odd-chip = Le pot ne se partage pas exactement : { $chips } quitte la partie.
hl-best-head = Le meilleur possible avec ces cartes :
hl-best-none = aucune
hl-best-line = { $name } : Low { $low } · High { $high }

## Événements
hl-ev-round = { -b }Manche { $round }{ -e } : { $dealer } donne. Tout le monde paie { $ante } d'ante ; personne ne peut mettre plus de { $cap } dans cette manche.
hl-ev-dealt-mine = { $name } (ta carte cachée : { $card }) : { $open }
hl-ev-dealt = Distribué (une carte cachée chacun, puis visibles) : { $parts }
hl-ev-fourth = 4ᵉ carte : { $parts }
hl-ev-second-times = { $name } a tiré un second × : il est remélangé et la carte est redonnée.
hl-ev-gave-up = Tu as cédé ton { $op } pour le ×.
hl-ev-placed-times = { $name } a choisi quel opérateur le × remplace.
hl-ev-checks = { $name } checke.
hl-ev-calls = { $name } suit ({ $to } au total).
hl-ev-bets = { $name } { $raise ->
    [yes] relance
   *[no] mise
} à { $to } au total.
hl-ev-folds = { $name } se couche.
hl-ev-skipped = Tous ceux qui restent sont au plafond : le { $street ->
    [first] premier tour de mise
   *[second] second tour de mise
} est sauté.
hl-ev-you-handed-in = Tu as remis { $declaration }.
hl-ev-handed-in = { $name } a remis son annonce.
hl-ev-uncontested = Tous les autres se sont couchés : { $name } prend le pot de { $pot } sans abattage.
hl-ev-carry-split = Le pot que personne n'a gagné est partagé entre { $who } : { $each } chacun.
hl-ev-carry-split-removed = Le pot que personne n'a gagné est partagé entre { $who } : { $each } chacun. { $removed } en trop quitte la partie.
hl-ev-out = { $name } n'a plus de jetons.
hl-ev-game-over = Partie terminée ! { $standings }

## Menus (boutons, 80 caractères au plus)
hl-check = Checker
hl-call = Suivre { $owe } ({ $high } au total)
hl-fold = Se coucher
hl-bet-open = { $raise ->
    [yes] Relancer
   *[no] Miser
}… (jusqu'à { $high } au total)
hl-bet-to = { $raise ->
    [yes] Relancer
   *[no] Miser
} à { $to } au total (+{ $more })
hl-times-plus = Le × remplace mon +
hl-times-minus = Le × remplace mon −
hl-no-equation = Remettre sans équation

## Formulaires (bouton ≤ 80, titre ≤ 45, champ ≤ 45, indication ≤ 100 caractères)
# `r` tape un √ : on le garde (l'équation comprend r, √ et sqrt).
hl-hint = Utilise { $numbers } · { $ops } · ex. { $example }
hl-hint-roots = Utilise { $numbers } · √ ×{ $roots } · { $ops } · ex. { $example }, r avant un nombre pour son √
hl-typed-error = { $what } `{ $text }` : { $error }
hl-checked-unreadable = Vérifiée `{ $text }` : { $error }
hl-check-value = { $equation } = { $value } : à { $low } de 1, à { $high } de 20.
hl-check-div-zero = { $equation } divise par zéro.
hl-check-fits = Vérifiée (rien n'est remis) : { $value } Elle utilise bien tes cartes.
hl-check-misfits = Vérifiée (rien n'est remis) : { $value } Mais elle ne va pas avec tes cartes : { $error }
hl-form-low-button = Annoncer Low (1)
hl-form-low-title = Annoncer Low : viser 1
hl-form-low-input = Ton équation pour 1
hl-form-high-button = Annoncer High (20)
hl-form-high-title = Annoncer High : viser 20
hl-form-high-input = Ton équation pour 20
hl-form-swing-button = Annoncer Swing (1 et 20)
hl-form-swing-title = Annoncer Swing : tout ou rien
hl-form-swing-low = Équation pour 1 (Low)
hl-form-swing-high = Équation pour 20 (High)
hl-form-check-button = Vérifier une équation (privé)
hl-form-check-title = Vérifier une équation en privé
hl-form-check-input = Équation à vérifier
hl-form-gone = Ce formulaire ne sert plus.

## Le salon (indication ≤ 150, choix ≤ 100 caractères)
hl-select-chips = Jetons de départ (hôte)
hl-select-ante = Ante (hôte)
hl-select-rounds = Manches (hôte)
hl-chips-each = { $chips } jetons chacun
hl-ante-choice = Ante { $ante }
hl-rounds-choice = { $rounds ->
    [0] Jusqu'à ce qu'un joueur ait tous les jetons
    [1] 1 manche
   *[other] { $rounds } manches
}
hl-rounds-lobby = { $rounds ->
    [0] jusqu'à ce qu'un joueur ait tous les jetons
    [1] 1 manche
   *[other] { $rounds } manches
}
hl-lobby-best = meilleures mains possibles montrées après chaque abattage
hl-not-a-choice = "{ $value }" ne fait pas partie des choix.
hl-ante-too-high = L'ante ({ $ante }) ne peut pas dépasser les jetons de départ ({ $chips }).

## Textes alternatifs (ce qu'un lecteur d'écran lit à la place d'une image)
hl-alt-move = { $you ->
    [yes] { $act ->
        [checked] Tu as checké
        [called] Tu as suivi ({ $to } au total)
        [bet] Tu as misé { $to }
        [raised] Tu as relancé à { $to }
        [folded] Tu t'es couché
        [placed] Tu as choisi ce que remplace un × tiré
       *[handed-in] Tu as remis une annonce
    }
   *[no] { $act ->
        [checked] { $name } a checké
        [called] { $name } a suivi ({ $to } au total)
        [bet] { $name } a misé { $to }
        [raised] { $name } a relancé à { $to }
        [folded] { $name } s'est couché
        [placed] { $name } a choisi ce que remplace un × tiré
       *[handed-in] { $name } a remis une annonce
    }
}
hl-alt-last-move = Dernier coup : { $move }.
hl-alt-last-move-over = Dernier coup (manche { $round }, terminée) : { $move }.
hl-alt-final-standings = Classement final
hl-alt-pot = { $rounds }, donneur { $dealer }. Pot { $pot }, plafond { $cap }.
hl-alt-pot-carried = { $rounds }, donneur { $dealer }. Pot { $pot } ({ $carry } reportés), plafond { $cap }.
hl-alt-pot-short = { $rounds }. Pot { $pot }.
hl-alt-seat-out = { $name } éliminé
hl-alt-seat = { $name } { $chips }, misé { $wagered }
hl-alt-open = visibles { $cards }
hl-alt-to-act = à jouer
hl-alt-seats = Places
hl-alt-paid = Payé
hl-alt-hands = Mains

## Invites : ce que la table attend (sur le plateau, dans les rappels et les messages privés)

hl-prompt-times = Choisir si le × remplace ton + ou ton −
hl-prompt-check = Checker, miser (jusqu'à { $cap } au total) ou se coucher
hl-prompt-call-raise = Suivre { $owe }, relancer ou se coucher
hl-prompt-call = Suivre { $owe } ou se coucher
hl-prompt-declare = Annoncer Low, High ou Swing et remettre son équation
