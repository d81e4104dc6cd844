# Equilibrix Project en français (issue 48) : les mots des images. Courts.
# Glossaire : voir rules.ftl.
ex-pic-last-change = dernier changement
ex-pic-game-over = Partie terminée
ex-pic-round = Manche { $round }
ex-pic-round-of = Manche { $round } sur { $limit }
ex-pic-relations = relations : +coalition ×opposition
ex-pic-spiral = spirale
ex-pic-stock = réserve
ex-pic-you = { $name } (toi)
ex-pic-choices = tes choix
ex-pic-choices-unlabelled = choix, { $n } sans libellé
ex-pic-tree-note = rangée : paire, encerclement (blanc prend jaune)
ex-pic-your-map = Ta carte politique
ex-pic-points-under = pts · dessous
ex-pic-obligatory = obligatoire
ex-pic-voluntary = au choix
ex-pic-points-pile = { $points } · { $n }
ex-pic-next = → { $project }
ex-pic-no-next = pas de suivante
