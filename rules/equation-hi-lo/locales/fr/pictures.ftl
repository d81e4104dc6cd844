# Equation Hi-Lo : les mots des images (issue 48). Les étiquettes ont une place fixe : courtes ;
# le texte à côté de l'image dit tout.
# Glossaire : comme dans table.ftl (Low, High, Swing, ante, plafond, pot, jeton, cachée, visible).

hl-pic-game-over = Partie terminée
hl-round = { $rounds ->
    [0] Manche { $round }
   *[other] Manche { $round } sur { $rounds }
}
hl-pic-placing = placement d'un ×
hl-pic-betting-round = tour de mise { $street }
hl-pic-declaring = annonces
hl-pic-highest = mise la plus haute { $high }
hl-pic-carried = { $carry } reportés
hl-pic-place = { $place } place
hl-pic-out = éliminé manche { $round }
hl-pic-deciding = réfléchit
hl-pic-no-chips = plus de jetons
hl-pic-money = { $chips } · mise { $bet }
hl-pic-suits = Couleurs :
hl-pic-handed-in-low = Tu as remis Low : { $equation }.
hl-pic-handed-in-high = Tu as remis High : { $equation }.
hl-pic-handed-in-swing = Tu as remis Swing. Low : { $equation }
hl-pic-handed-in-swing-high = High : { $equation }
hl-pic-handed-in-none = Tu as remis sans équation (quatre zéros).
hl-pic-turn-raise = À toi : suis { $owe }, relance jusqu'à { $top } au total, ou couche-toi.
hl-pic-turn-call = À toi : suis { $owe } ou couche-toi.
hl-pic-turn-check = À toi : checke, mise jusqu'à { $top } au total, ou couche-toi.
hl-pic-to-act = À { $name } de jouer.
hl-pic-declare = Annonce Low, High ou Swing et remets ton équation.
hl-pic-waiting-declarations = On attend les annonces.
hl-pic-waiting-times = On attend qu'un × soit placé.
hl-pic-finished = La partie est terminée : tu finis { $place }.
hl-pic-ran-out = Tu n'as plus eu de jetons à la manche { $round }.
hl-pic-not-dealt = Tu ne reçois pas de cartes cette manche.
hl-pic-closed = cachée
hl-pic-open = visibles
hl-pic-operators = opérateurs
hl-pic-your-hand-of = Ta main, { $name }
hl-pic-your-hand = Ta main
hl-pic-away-low = à { $away } de 1
hl-pic-away-high = à { $away } de 20
hl-pic-divides-by-zero = divise par zéro
hl-pic-showdown = Abattage · manche { $round }
hl-pic-swing-failed = Swing raté
hl-pic-wins = gagne { $won }
hl-pic-no-equation = Pas d'équation (quatre zéros) : ne participe pas
hl-pic-swing-won = { $name } a tenté le Swing et gagné les deux côtés : tout le pot de { $pot }.
hl-pic-split = Moitié Low à { $low } (à { $low_away } de 1), moitié High à { $high } (à { $high_away } de 20) : { $each } chacun.
hl-pic-whole-pot = { $name } prend tout le pot de { $pot } : personne d'autre n'a gagné un côté.
hl-pic-shared = Seulement des Swings ratés : ils se partagent maintenant le pot de { $pot }.
hl-pic-carried-over = Seulement des Swings ratés : le pot de { $pot } est reporté à la manche suivante.
hl-pic-tie = { $side ->
    [low] Le Low
   *[high] Le High
} était une égalité à { $away }, départagée par l'ordre de départage : { $name } gagne.
