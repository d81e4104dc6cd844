# Relinquish en français : les mots des images (issue 48). Courts : une image fait 640 px de
# large. Glossaire : voir game.ftl.

rq-pic-game-over = Partie finie
rq-pic-turn = Tour { $turn }
rq-pic-short = partie courte
rq-pic-beginner = débutant
rq-pic-no-acceptances = sans Acceptations
rq-pic-acceptances-on = Acceptations actives
rq-pic-acceptances-over = plus d'Acceptations
rq-pic-set-aside = { $n } de côté
rq-pic-scry = Pioche
rq-pic-discard = Défausse { $n }
rq-pic-exile = Exil { $n } · Tarots { $tarots }
rq-pic-exile-count = Exil { $n } · { $tarots } Tarots
rq-pic-all-tarots = les { $n }
rq-pic-all-but = tous sauf { $numbers }
rq-pic-legend-tarot = T Tarot · de travers : couchée
rq-pic-rally = Renfort
rq-pic-hand-empty = Ta main est vide
rq-pic-hand = Ta main · { $n }
rq-pic-you = toi
rq-pic-place = { $place }
rq-pic-awaited = { $what ->
    [scrying] divination
    [negate] peut Annuler
    [foil] peut Déjouer
    [blocking] bloque
    [rally-in] Renfort choisi
    [rallying] choisit un Renfort
   *[capturing] capture
}
rq-pic-points = { $n } { $n ->
    [one] pt
   *[other] pts
}
rq-pic-no-cards = pas encore de cartes posées

## Le panneau du moment.

rq-pic-whose-turn = Au tour de { $name }.
rq-pic-over = La partie est terminée.
rq-pic-you-scry = Ta divination : garde une de ces deux cartes.
rq-pic-you-scry-rest = L'autre est défaussée face visible.
rq-pic-scries = { $name } fait une divination.
rq-pic-scries-rest = Une des deux cartes est gardée, l'autre défaussée face visible.
rq-pic-enchants = { $name } Enchante des Communes de { $whose }.
rq-pic-may-negate = { $names } peut Annuler avec un Tarot plus bas.
rq-pic-murder = Assassinat
rq-pic-foil = Déjoué
rq-pic-murder-of = Assassinat d'une Figure de { $whose }{ $foils ->
    [0] {""}
    [1] , Déjoué une fois
   *[other] , Déjoué { $foils } fois
}.
rq-pic-may-foil = { $names } peut Déjouer avec un Tarot au-dessus de { $top }.
rq-pic-choosing = choix de cartes pour un coup
rq-pic-used = utilisé : { $used }
rq-pic-bounty = Prime { $bounties }
rq-pic-passes = passes à la suite : { $n } sur { $of }
rq-pic-maneuvers = Peupler, Invoquer, Magie, Bataille
rq-pic-attacks = { $name } attaque { $targets }.
rq-pic-blocks = { $name } bloque un attaquant avec une Figure debout ou le laisse passer.{ $met ->
    [0] {""}
   *[other] {" "}En gris : déjà affrontés ({ $met }).
}
rq-pic-vs = vs
rq-pic-clash = Duel : { $name } { $attacker_picked ->
    [yes] a choisi un Renfort
   *[no] choisit un Renfort
}, { $defender } { $defender_picked ->
    [yes] a choisi le sien
   *[no] choisit le sien
}.
rq-pic-captures = { $name } capture une des Communes égales de { $whose }.
