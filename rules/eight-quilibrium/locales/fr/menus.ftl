# 8-quilibrium : menus, salon, options de /play, /score, refus et résumé des règles (issue 48).
# Glossaire : voir play.ftl (Marché, pioche, Réserve, jeton, Don, échange, Lancer éclair,
# Soutien, Échange relais, Vent du Changement, Coup d'œil, Renouveler, emplacement).

## Variants and presets (15.C)
eq-variant-team-play = Jeu en équipe
eq-variant-open-stock = Réserve ouverte
eq-variant-wind-of-change = Vent du Changement
eq-variant-fog-of-war = Brouillard de guerre
eq-variant-rank-powers = Pouvoirs des figures
eq-preset-enigma = Enigma
eq-preset-token-day = Jour des jetons
eq-preset-deduction-night = Nuit de la déduction
eq-preset-pillow-of-winds = Un oreiller de vents
eq-preset-socialist-capitalism = Capitalisme socialiste
eq-preset-players-3-5 = 3 à 5
eq-preset-players-4-6 = 4 ou 6
eq-summary-base-game = jeu de base
eq-summary-preset = { $preset } ({ $variants })
eq-summary = { $head } · { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}

## Options refusals (EQ-2, EQ-11, 15.C)
eq-error-rounds-not = Une partie compte de 1 à { $max } manches, pas { $rounds }
eq-error-preset-players = Le préréglage { $preset } se joue à { $players } joueurs ; cette table en a { $n }
eq-error-team-play-players = Le Jeu en équipe demande 4 joueurs (2 contre 2) ou 6 (3 contre 3) ; cette table en a { $n }
eq-error-flag-not = `{ $key }` est activé ou non (true ou false), pas "{ $value }"
eq-error-flag = `{ $key }` est activé ou non (true ou false)
eq-error-no-preset-called = Il n'y a pas de préréglage appelé "{ $name }" ; choisis parmi { $presets }
eq-error-no-variant-called = Il n'y a pas de variante appelée "{ $name }" ; choisis parmi { $variants }
eq-error-rounds = Une partie compte de 1 à { $max } manches

## The lobby
eq-lobby-blurb-team-play = Jeu en équipe : 2 contre 2 ou 3 contre 3, Soutien, Lancer éclair, Échange relais
eq-lobby-blurb-open-stock = Réserve ouverte : carte du dessus visible, jetons pour la prendre
eq-lobby-blurb-wind = Vent du Changement : une fois par manche, chacun passe une carte
eq-lobby-blurb-fog = Brouillard de guerre : Marché face cachée, coups d'œil
eq-lobby-blurb-rank-powers = Pouvoirs des figures : J, Q, K et A agissent quand on les prend
eq-lobby-no-preset = Aucun préréglage (choisis les variantes ci-dessous)
eq-lobby-preset-choice = { $preset } : { $variants } ({ $players })
eq-lobby-preset = Préréglage (hôte)
eq-lobby-variants = Variantes (hôte ; autant que tu veux, aucune = jeu de base)
eq-lobby-rounds = Manches de la partie (hôte)
eq-lobby-rounds-choice = { $n ->
    [one] { $n } manche
   *[other] { $n } manches, scores additionnés
}
eq-error-no-preset = Il n'y a pas de préréglage "{ $value }".
eq-error-no-variant = Il n'y a pas de variante "{ $value }".
eq-error-match-rounds = Une partie compte de 1 à { $max } manches.
eq-this-game = Ce jeu
eq-lobby-game = Jeu : { $summary }
eq-lobby-team = { $team } : { $members }
eq-lobby-teams = Équipes par place (une place sur deux) : { $teams }
eq-lobby-so-far = ⚠ { $problem } pour l'instant.

## The /score tool (EQ-12)
eq-score-text =
    Main : { $hand }
    Couleurs ♣{ $clubs } ♦{ $diamonds } ♥{ $hearts } ♠{ $spades } : { $bold }{ $suit }{ $unbold } / 10
    Rouge/noir ({ $reds } rouges) : { $bold }{ $color }{ $unbold } / 3
    Parité ({ $evens } paires) : { $bold }{ $parity }{ $unbold } / 3
    { $bold }Total : { $total }{ $unbold } / 16
    Départages : somme des rangs { $sum } (à { $distance } de 56), { $same ->
        [one] { $same } carte
       *[other] { $same } cartes
    } partageant un rang
eq-error-not-a-card = "{ $word }" n'est pas une carte : écris un rang et une couleur, comme 9H, 10d, KS ou ♥9
eq-error-card-twice = { $card } apparaît deux fois : une main vient d'un seul jeu, donc chaque carte au plus une fois
eq-error-hand-size = Une main a exactement 8 cartes ; tu en as écrit { $n }

## /play's options and the /score tool
eq-option-preset = 8-quilibrium : un préréglage de variantes (ex. Enigma) ; l'hôte peut le changer
eq-option-variants = 8-quilibrium : variantes séparées par des virgules : team, stock, wind, fog, powers
eq-option-rounds = 8-quilibrium : 1-9 manches, les points s'additionnent (1)
eq-tool-score = Calcule le score d'une main de 8-quilibrium.
eq-tool-score-hand = Les cartes, ex. AH 2C 3D 4S 5H 6C 7D 8S
eq-tool-score-title = Score 8-quilibrium
eq-error-no-command = Il n'y a pas de commande /{ $name }.

## The /rules summary (our own words), one message per paragraph or bullet
eq-rules-intro = **8-quilibrium** (2-6 joueurs) — compose la main de 8 cartes la plus équilibrée.
eq-rules-start = **Début :** chacun reçoit 3 cartes et 2 jetons ; 4 cartes face visible forment le Marché.
eq-rules-turn = **À ton tour — fais une seule chose :**
eq-rules-give = • **Donner** une carte — du Marché ou celle du dessus de la pioche (retournée d'abord) — à celui qui a le moins de cartes. En cas d'égalité, tu choisis parmi eux, toi compris si tu en fais partie. À deux joueurs et à égalité, elle va à ton adversaire. Personne n'a jamais plus de 8 cartes.
eq-rules-swap-market = • **Échanger avec le Marché** (1 jeton) : une de tes cartes contre une carte du Marché.
eq-rules-swap-player = • **Échanger avec un joueur** (1 jeton) qui a au moins autant de cartes que toi : vous choisissez chacun une carte en secret et échangez.
eq-rules-reacting = **Réagir** (une fois par tour chacun, seulement si c'est toi qui es visé) :
eq-rules-reject = • **Refuser** une carte qu'on te donne (1 jeton) : elle va au Marché et le tour se termine. Une carte de la pioche porte le Marché à 5, donc tu envoies une carte du Marché sous la pioche.
eq-rules-cancel = • **Annuler** un échange qui te vise (1 jeton) : l'échangeur doit à la place donner la carte du dessus de la pioche à un joueur qui a le moins de cartes — à toi si tu en es — et personne ne peut la refuser.
eq-rules-end = **Fin :** dès que chaque main a 8 cartes. Score sur 16 : couleurs (jusqu'à 10, au mieux 2 de chaque), rouge/noir (jusqu'à 3, au mieux 4 rouges) et parité (jusqu'à 3, au mieux 4 rangs pairs ; A=1, J=11, Q=12, K=13). Les égalités se départagent par la somme des rangs la plus proche de 56, puis le meilleur score des couleurs, puis le moins de cartes partageant un rang. Essaie `/score` pour vérifier une main.
eq-rules-variants = **Variantes** (l'hôte choisit n'importe quel mélange dans le salon, ou un préréglage : Enigma, Jour des jetons, Nuit de la déduction, Un oreiller de vents, Capitalisme socialiste). Ta vue privée liste celles en jeu.
eq-rules-team-play = • **Jeu en équipe** (4 ou 6 joueurs, coéquipiers une place sur deux) : les scores de l'équipe s'additionnent. À ton tour, tu peux apporter ton **Soutien** (donner un jeton à un coéquipier ; ton tour se termine) ou faire un **Échange relais** (1 jeton, une fois par manche et par équipe : échange une carte en secret avec un coéquipier, puis donne la carte du dessus de la pioche, impossible à refuser). Quand un coéquipier est visé, tu peux lui faire un **Lancer éclair** d'un jeton avant qu'il réponde, et tu sautes ton prochain tour.
eq-rules-open-stock = • **Réserve ouverte :** la carte du dessus de la pioche est face visible, c'est la Réserve ; celle du dessous est retournée dès qu'un Don de la Réserve est réglé. Accepter la Réserve te rapporte un jeton (3 au plus). Au début de ton tour, 1 jeton envoie la Réserve sous la pioche (**Renouveler**).
eq-rules-wind = • **Vent du Changement :** une fois par manche, juste après ton action, 1 jeton fait passer à chaque joueur une carte secrète à gauche ou à droite. Celui qui l'a appelé la manche précédente ne peut pas l'appeler.
eq-rules-fog = • **Brouillard de guerre :** les quatre emplacements du Marché sont face cachée ; seule une carte de pioche refusée est face visible. Tu choisis des emplacements, pas des cartes, et une carte se montre en partant. Au début de ton tour, 1 jeton te permet de jeter un **coup d'œil** à deux emplacements au plus.
eq-rules-rank-powers = • **Pouvoirs des figures :** accepter une carte d'un Don déclenche son pouvoir : **Valet** (J), un échange gratuit avec le Marché (facultatif) ; **Dame** (Q), regarde les deux cartes du dessus de la pioche et choisis leur ordre ; **Roi** (K), donne une de tes cartes à un joueur qui a le moins de cartes, impossible à refuser, et le pouvoir de cette carte agit pour son nouveau détenteur ; **As** (A), un jeton (3 au plus). Le pouvoir de chaque carte agit une fois par tour pour chaque joueur.
eq-rules-match = Une partie peut compter 1 à 9 manches ; les points s'additionnent.

## Menu steps (labels of the menus' buttons and choices)
eq-menu-slot = emplacement { $n }
eq-menu-slot-seen = emplacement { $n } : { $card } (face cachée)
eq-menu-slot-face-down = emplacement { $n } face cachée
eq-menu-slots = emplacements { $first } et { $last }
eq-menu-give-market = Donner du Marché
eq-menu-give-stock = Donner la Réserve ({ $card })
eq-menu-give-deck = Donner la carte du dessus de la pioche
eq-menu-the-card = la carte
eq-menu-give-to = Donner { $card } { $to }
eq-menu-swap-market = Échanger avec le Marché (1 jeton)
eq-menu-your-card = ton { $card }
eq-menu-for = contre { $what }
eq-menu-swap-player = Échanger avec un joueur (1 jeton)
eq-menu-with = avec { $name }
eq-menu-reject = Refuser (1 jeton)
eq-menu-accept = Accepter
eq-menu-cancel = Annuler (1 jeton)
eq-menu-allow = Accepter et choisir une carte
eq-menu-give-your = donner ton { $card }
eq-menu-bottom = Sous la pioche : { $what }
eq-menu-assist = Soutien : un jeton à un coéquipier (finit ton tour)
eq-menu-refresh-card = Renouveler : la Réserve { $card } sous la pioche (1 jeton)
eq-menu-refresh = Renouveler la Réserve (1 jeton)
eq-menu-peek = Coup d'œil au Marché (1 jeton)
eq-menu-look-at = regarder { $slots }
eq-menu-relay = Échange relais avec un coéquipier (1 jeton)
eq-menu-quick-toss = Lancer éclair d'un jeton (tu sautes ton prochain tour)
eq-menu-no-toss = Pas de lancer
eq-menu-take-toss = Prendre le jeton de { $name }
eq-menu-jack = Valet : échanger avec le Marché (gratuit)
eq-menu-decline-jack = Renoncer à l'échange du Valet
eq-menu-no-wind = Ne pas appeler le Vent (finir ton tour)
eq-menu-queen-top = Mettre { $card } dessus
eq-menu-wind-cw = Appeler le Vent dans le sens horaire (1 jeton)
eq-menu-wind-ccw = Appeler le Vent dans le sens antihoraire (1 jeton)
eq-menu-pass-your = passer ton { $card }

## Refusals (the rules)
eq-error-not-turn = Ce n'est pas ton tour
eq-error-active-chooses-receives-card = Seul le joueur actif choisit qui reçoit la carte
eq-error-teammate-targeted-quick-toss = Seul un coéquipier du joueur visé peut faire un Lancer éclair maintenant
eq-error-targeted-chooses-whose-token = Seul le joueur visé choisit quel jeton prendre
eq-error-receiving-card-answer = Seul le joueur qui reçoit la carte peut répondre maintenant
eq-error-rejected-card-chooses-what = Seul le joueur qui a refusé la carte choisit ce qui va sous la pioche
eq-error-asked-swap-answer = Seul le joueur sollicité pour l'échange peut répondre maintenant
eq-error-swap-can-longer-happen = L'échange ne peut plus avoir lieu : la carte proposée n'est plus là
eq-error-teammate-asked-for-relay = Seul le coéquipier sollicité pour l'Échange relais choisit une carte maintenant
eq-error-accepted-jack-decides-swap = Seul le joueur qui a accepté le Valet décide de son échange
eq-error-accepted-queen-orders-deck = Seul le joueur qui a accepté la Dame ordonne la pioche
eq-error-accepted-king-gives-card = Seul le joueur qui a accepté le Roi donne une carte maintenant
eq-error-whose-turn-call-wind = Seul le joueur dont c'est le tour peut appeler le Vent
eq-error-round-over = La manche est terminée
eq-error-deck-empty-give-card = La pioche est vide : donne une carte du Marché
eq-error-cannot-swap-with-yourself = Tu ne peux pas échanger avec toi-même : choisis un autre joueur
eq-error-have-reject-tokens-left = Tu n'as plus de jetons pour refuser
eq-error-have-already-reacted-during = Tu as déjà réagi pendant ce tour : chacun réagit au plus une fois par tour
eq-error-such-market-card-pick = Cette carte du Marché n'existe pas : choisis l'un des emplacements affichés
eq-error-no-fog = Cette table ne joue pas au Brouillard de guerre : le Marché est face visible
eq-error-already-peeked-turn = Tu as déjà jeté un coup d'œil ce tour-ci
eq-error-peek-looks-one-two = Un coup d'œil porte sur un ou deux emplacements du Marché
eq-error-pick-two-different-slots = Choisis deux emplacements différents, dans l'ordre
eq-error-no-open-stock = Cette table ne joue pas à la Réserve ouverte : il n'y a pas de Réserve à renouveler
eq-error-already-refreshed-stock-turn = Tu as déjà renouvelé la Réserve ce tour-ci
eq-error-deck-has-other-card = La pioche n'a pas d'autre carte pour devenir la Réserve
eq-error-choose-one-two-cards = Choisis l'une des deux cartes regardées pour la mettre dessus
eq-error-no-team-play = Cette table ne joue pas en équipe
eq-error-not-teammate-teammates-sit = Ce joueur n'est pas ton coéquipier : les coéquipiers sont assis une place sur deux
eq-error-teammate-already-holds-3 = Ton coéquipier a déjà 3 jetons, le maximum
eq-error-quick-toss-answer = Il n'y a pas de Lancer éclair auquel répondre maintenant
eq-error-teammate-targeted-has-not = Seul un coéquipier du joueur visé qui n'a pas encore répondu peut faire un Lancer éclair maintenant
eq-error-quick-toss-take = Il n'y a pas de Lancer éclair à prendre maintenant
eq-error-did-not-offer-token = Ce joueur n'a pas proposé de jeton
eq-error-team-already-made-relay = Ton équipe a déjà fait son Échange relais cette manche
eq-error-relay-swap-answer = Il n'y a pas d'Échange relais auquel répondre maintenant
eq-error-relay-swap-can-longer = L'Échange relais ne peut plus avoir lieu : la carte proposée n'est plus là
eq-error-no-wind-variant = Cette table ne joue pas au Vent du Changement
eq-error-wind-change-was-already = Le Vent du Changement a déjà été appelé cette manche
eq-error-called-wind-last-round = Tu as appelé le Vent la manche dernière ; quelqu'un d'autre peut l'appeler cette manche (EQ-8)
eq-error-wind-change-not-blowing = Le Vent du Changement ne souffle pas en ce moment
eq-error-already-picked-card = Tu as déjà choisi ta carte
eq-error-canceled-has-fewest-cards = Le joueur qui a annulé a le moins de cartes, donc le Don forcé doit aller à lui
eq-error-with-two-players-tied = À deux joueurs à égalité du moins de cartes, tu dois donner à ton adversaire
eq-error-inconsistent = L'état enregistré de cette partie est incohérent
eq-error-players = 8-quilibrium se joue de 2 à 6 joueurs, pas { $n }
eq-error-slot-face-up = L'emplacement { $slot } est déjà face visible : regarde des emplacements face cachée
eq-error-no-seat = Il n'y a pas de place { $seat } à cette table
eq-error-no-seat-range = Il n'y a pas de place { $seat } à cette table (places 0 à { $last })
eq-error-not-holding = Tu n'as pas { $card }
eq-error-you-full = Tu as déjà 8 cartes : personne ne peut en avoir plus de 8, donc donne à un joueur qui a le moins de cartes
eq-error-they-full = Ce joueur a déjà 8 cartes : personne ne peut en avoir plus de 8, donc donne à un joueur qui a le moins de cartes
eq-error-you-not-fewest = Tu as { $size } cartes ; donne à un joueur qui a le moins de cartes ({ $min })
eq-error-they-not-fewest = Ce joueur a { $size } cartes ; donne à un joueur qui a le moins de cartes ({ $min })
eq-error-not-now = Ce n'est pas possible maintenant : { $hint }
eq-hint-turn = c'est ton tour : donne une carte (du Marché ou de la pioche) ou dépense un jeton pour échanger
eq-hint-choose-target = choisis qui reçoit { $card }
eq-hint-quick-toss = fais un Lancer éclair d'un jeton à ton coéquipier, ou laisse passer
eq-hint-toss-choice = choisis quel jeton du Lancer éclair prendre
eq-hint-reject-hidden = refuse la carte (1 jeton) ou accepte-la
eq-hint-reject = refuse { $card } (1 jeton) ou accepte-la
eq-hint-bottoming = choisis une carte du Marché à mettre sous la pioche
eq-hint-swap = annule l'échange (1 jeton) ou accepte-le en choisissant une de tes cartes
eq-hint-relay = choisis une carte pour l'Échange relais
eq-hint-jack = échange une carte avec le Marché (Valet) ou renonce
eq-hint-queen = choisis quelle carte revient sur le dessus de la pioche
eq-hint-king = donne une carte à un joueur qui a le moins de cartes (Roi)
eq-hint-wind-offer = appelle le Vent du Changement (1 jeton) ou finis ton tour
eq-hint-wind-pass = choisis la carte que tu passes avec le Vent
eq-hint-over = la manche est terminée

## What a seat is asked to do (prompts)
eq-prompt-turn = Donne une carte à un joueur qui a le moins de cartes, ou dépense un jeton pour échanger
eq-prompt-choose-forced = Choisis qui reçoit { $card } (Don forcé : impossible à refuser)
eq-prompt-choose = Choisis qui reçoit { $card }
eq-prompt-quick-toss = Lancer éclair : passe un jeton à ton coéquipier visé (tu sautes ton prochain tour) ou laisse passer
eq-prompt-toss-choice = Choisis quel jeton du Lancer éclair prendre
eq-prompt-reject-hidden = Refuse la carte face cachée du Marché (1 jeton) ou accepte-la
eq-prompt-reject = Refuse { $card } (1 jeton) ou accepte-la
eq-prompt-bottoming = Choisis une carte du Marché à mettre sous la pioche
eq-prompt-swap-cancel = Annule l'échange (1 jeton) ou accepte-le en choisissant une carte à échanger
eq-prompt-swap = Choisis une carte à échanger
eq-prompt-relay = Choisis une carte à échanger avec ton coéquipier (Échange relais)
eq-prompt-jack = Valet : échange gratuitement une de tes cartes contre une carte du Marché, ou renonce
eq-prompt-queen = Dame : choisis laquelle des deux cartes du dessus de la pioche revient dessus
eq-prompt-king = Roi : donne une de tes cartes à un joueur qui a le moins de cartes
eq-prompt-wind-offer = Appelle le Vent du Changement (1 jeton) ou finis ton tour
eq-prompt-wind-pass = Vent du Changement : choisis la carte que tu passes
