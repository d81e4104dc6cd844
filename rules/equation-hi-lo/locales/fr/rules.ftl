# Equation Hi-Lo : les mots des règles (issue 48) : refus, options, résumé de /rules.
# Glossaire : Low = Low (viser 1), High = High (viser 20), Swing = Swing (les deux),
# ante = ante, cap = plafond, pot = pot, chip = jeton, closed card = carte cachée,
# open cards = cartes visibles, Win Order = ordre de départage, number card = carte numéro,
# suits = Or, Argent, Bronze, Noir, operator = opérateur, equation = équation,
# declare = annoncer, hand in = remettre, check = checker, bet = miser, raise = relancer,
# call = suivre, fold = se coucher, dealer = donneur, round = manche,
# betting round = tour de mise, showdown = abattage.
# Tutoiement. Ce qui a été tapé va entre accents graves ou guillemets ASCII.

## Refus d'un coup (HL-2 mises, HL-4 le ×, HL-5/HL-6 annonces)
hl-out-of-chips = Tu n'as plus de jetons et tu ne joues plus.
hl-game-over = La partie est terminée.
hl-wait-times = Le jeu attend les choix du × : chaque joueur qui a tiré un × choisit s'il remplace son + ou son −.
hl-not-your-turn = Ce n'est pas ton tour de miser.
hl-folded = Tu t'es couché pour cette manche.
hl-betting-over = Les mises sont finies : annonce Low, High ou Swing avec ton équation.
hl-times-replaces = Le × remplace soit ton +, soit ton −.
hl-no-hand = Tu n'as pas de main pour cette manche.
hl-no-times-choice = Tu n'as pas de × à placer ; attends les autres.
hl-already-handed-in = Tu as déjà remis ton annonce ; elle est définitive.
hl-swing-low-error = Équation Low : { $error }
hl-swing-high-error = Équation High : { $error }
# Section 7 : les deux équations d'un Swing sont des arrangements différents.
hl-swing-same = Un Swing demande deux arrangements différents de tes cartes, mais tes équations Low et High sont toutes deux `{ $equation }`. Réarrange l'une d'elles.
hl-must-declare = Tes cartes forment bien une équation valable, tu dois donc en annoncer une.
hl-cannot-check = Tu ne peux pas checker : la mise est à { $high } et tu as mis { $mine }. { $raise ->
    [yes] Suis, relance ou couche-toi.
   *[no] Suis ou couche-toi.
}
hl-nothing-to-call = Il n'y a rien à suivre : checke, mise ou couche-toi.
hl-at-cap = Personne ne peut miser plus : les mises ont atteint le plafond de { $cap }.
hl-bet-range = Une mise ou une relance doit porter ton total de la manche entre { $low } et le plafond de { $cap }, pas à { $to }.
hl-betting-time = C'est le moment de miser : checke, suis, mise, relance ou couche-toi.

## Une équation tapée qui ne se lit pas (HL-6)
hl-eq-too-long = Cette équation est bien trop longue.
hl-eq-empty = Tape une équation, par ex. `√4 / 7 + 9 - 8` (tous tes nombres et opérateurs).
hl-eq-nested = √ ne s'imbrique pas : chaque √ se place juste avant un nombre.
hl-eq-root-before-op = √ doit se placer juste avant un nombre, pas avant { $op }.
hl-eq-starts-with-op = Une équation commence par un nombre (ou √ et un nombre), pas par { $op }.
hl-eq-two-ops = Deux opérateurs à la suite ({ $first } { $op }) : mets un nombre entre eux.
hl-eq-ends-root = L'équation finit par √ : mets un nombre après.
hl-eq-ends-op = L'équation finit par { $op } : mets un nombre après.
hl-eq-two-numbers = Deux nombres à la suite (… { $first } { $n }) : mets un opérateur entre eux.
hl-eq-root-after-number = √ suit directement un nombre : mets un opérateur avant le √.
hl-eq-not-a-card = { $digits } n'est pas une carte : les nombres vont de 0 à 10. Mets un opérateur entre deux nombres.
hl-eq-parentheses = Les parenthèses sont interdites : la priorité décide (√ d'abord, puis × et ÷, puis + et −, chacun de gauche à droite).
hl-eq-equals = Tape seulement l'équation, sans `=` ni résultat.
hl-eq-decimals = Seuls les nombres entiers des cartes (0-10) comptent, pas de décimales.
hl-eq-unknown = `{ $char }` n'est pas compris. Utilise les nombres 0-10, + - x / (ou × ÷ * −) et √ (ou r, sqrt).

## Une équation tapée qui ne va pas avec les cartes (HL-6)
hl-val-count = Utilise chacun de tes { $count } nombres ({ $mine }) exactement une fois : cette équation utilise { $used ->
    [0] aucun nombre
    [1] 1 nombre
   *[other] { $used } nombres
}.
hl-val-numbers = Tes nombres sont { $mine }, mais cette équation utilise { $used }.
hl-val-no-root = Tu n'as pas de √, l'équation ne peut donc pas en utiliser.
hl-val-one-root = Tu as un √ : place-le avant exactement un nombre (cette équation place √ avant { $used ->
    [0] aucun nombre
    [1] 1 nombre
   *[other] { $used } nombres
}).
hl-val-roots = Tu as { $n } √ : places-en un avant chacun de { $n } nombres différents (cette équation place √ avant { $used ->
    [0] aucun nombre
    [1] 1 nombre
   *[other] { $used } nombres
}).
hl-val-ops = Tes opérateurs sont { $held }, chacun une fois ; cette équation utilise { $used }.
hl-val-div-zero = Division par zéro : ÷ est suivi de { $what }. Déplace le ÷ ou le { $what }.

## Options (HL-1, HL-9)
hl-opt-players = { $game } se joue de { $min } à { $max } joueurs, pas { $players }
hl-opt-chips-range = Les jetons de départ doivent être entre 1 et { $max }, pas { $chips }
hl-opt-ante-range = L'ante doit valoir au moins 1 et au plus les jetons de départ ({ $chips }), pas { $ante }
hl-opt-rounds-range = Joue au plus { $max } manches (0 joue jusqu'à ce qu'un seul ait des jetons), pas { $rounds }
hl-opt-not-number = "{ $text }" n'est pas un nombre entier
hl-opt-expected-number = un nombre entier est attendu
hl-opt-too-large = ce nombre est trop grand
hl-opt-not-yes-no = "{ $text }" n'est ni oui ni non
# Descriptions des options de /play (100 caractères au plus) et leurs choix.
hl-opt-chips = { $game } : jetons de départ (50 par défaut)
hl-opt-ante = { $game } : l'ante de chaque manche (1 par défaut)
hl-opt-rounds = { $game } : 0-100 manches, 0 = jusqu'à ce qu'un seul ait des jetons (5)
hl-opt-best = { $game } : montrer le meilleur Low et High de chaque main après un abattage
hl-yes = Oui
hl-no = Non

## Le résumé de /rules, avec nos mots (moins de 2000 caractères)
hl-rules =
    {"**"}Equation Hi-Lo** (2-8 joueurs) : mise sur l'équation que tu peux former avec tes cartes.

    {"**"}Cartes :** un paquet de nombres 0-10 en quatre couleurs (Or, Argent, Bronze, Noir), quatre × et quatre √. À chaque manche, tu reçois aussi les opérateurs + − ÷.

    {"**"}Une manche :** tout le monde paie l'ante. Tu reçois une carte numéro cachée (toi seul la vois) et deux cartes visibles, puis un tour de mise, une 4ᵉ carte visible, un second tour de mise et l'abattage. Un √ visible apporte un nombre de plus ; un × visible apporte aussi un nombre de plus et remplace ton + ou ton − (à toi de choisir, en secret). Tu n'as jamais plus d'un ×.

    {"**"}Mises :** checker, miser, relancer, suivre ou se coucher. Personne ne peut mettre plus dans une manche (ante compris) que le plus petit tapis au début de la manche ; quand tout le monde atteint ce plafond, les mises s'arrêtent.

    {"**"}Abattage :** en secret, annonce **Low** (viser 1), **High** (viser 20) ou **Swing** (les deux, avec deux arrangements), avec ton équation : les 4 nombres et tes 3 opérateurs, chacun une fois, un √ juste avant un nombre, sans parenthèses, × et ÷ avant + et −, sans jamais diviser par zéro. Tu peux vérifier une équation en privé avant de la remettre. Le Low et le High les plus proches se partagent le pot ; un jeton impair quitte la partie. Un Swing doit gagner les deux côtés pour tout rafler, sinon il n'a rien. À distance égale, la meilleure carte clé l'emporte (le plus grand nombre pour High, le plus petit pour Low, puis la couleur).

    {"**"}Fin :** après le nombre de manches prévu, ou quand un joueur a tous les jetons restants ; le plus de jetons gagne. À 0 jeton, tu es éliminé.
