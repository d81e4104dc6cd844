# Relinquish en français : plateau et vue privée en texte, lignes d'événements, menus et
# textes alternatifs (issue 48). Glossaire : voir game.ftl.

## Mots communs.

rq-none = aucune
rq-nobody = personne
rq-n-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
rq-n-courts = { $n ->
    [one] { $n } Figure
   *[other] { $n } Figures
}
rq-n-commons = { $n ->
    [one] { $n } Commune
   *[other] { $n } Communes
}

## Ce que la table attend.

rq-phase-turn = On attend que { $name } joue son tour.
rq-phase-turn-choosing = On attend que { $name } joue son tour (choix de cartes pour un coup).
rq-phase-scry = { $name } fait une divination : garde une carte sur deux, l'autre est défaussée face visible.
rq-phase-negate = { $name } Enchante { $cards } de { $whose } (total { $total }) avec { $tarot }. { $waiting } peut Annuler avec un Tarot plus bas.
rq-phase-played-by = { $card } par { $name }
rq-phase-then = {", "}puis{" "}
rq-phase-foil = Assassinat de { $card } de { $whose } : { $played }. { $waiting } peut Déjouer avec un Tarot au-dessus de { $top }.
rq-phase-attacker = { $card }→{ $name }{ $met ->
    [yes] {" "}(affronté)
   *[no] {""}
}
rq-phase-blocking = { $name } choisit un attaquant à bloquer ou à laisser passer.
rq-phase-clash = Duel : { $attacker } de { $name } contre { $blocker } de { $defender }. Renforts secrets : { $name } { $attacker_picked ->
    [yes] a choisi
   *[no] choisit
}, { $defender } { $defender_picked ->
    [yes] a choisi
   *[no] choisit
}.
rq-phase-capture = { $name } choisit laquelle des Communes égales de { $whose } capturer : { $cards }.
rq-phase-battle = { $name } attaque : { $attackers }. { $now }
rq-phase-over-empty = La partie est terminée : { $name } a fini un tour la main vide.
rq-phase-over-passed = La partie est terminée : tout le monde a passé à la suite.

## Le plateau en texte.

rq-board-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(équipe { $team })
} : main { $hand } · score { $score } · { $courts }
rq-board-standing = Debout : { $cards }
rq-board-resting = Couchées : { $cards }
rq-board-short = partie courte
rq-board-beginner = débutant (sans Finesse ni Acceptation)
rq-board-title = { $game } · tour { $turn } · { $variant }
rq-board-piles = Pioche de divination { $scry } · Défausse { $discard }{ $newest ->
    [none] {""}
   *[other] {" "}(plus récentes d'abord : { $newest })
} · Acceptations { $acceptances ->
    [beginner] aucune (partie débutant)
    [on] actives
   *[over] terminées
}
rq-board-exile = Exil { $n } : { $cards }
rq-board-set-aside = {" "}· mises de côté face cachée : { $n }
rq-board-used = Utilisé ce tour-ci : { $used }
rq-board-passes = Passes à la suite : { $n } sur { $of }
rq-board-final = Final : { $standings }
rq-board-team = Équipe { $team } ({ $names }) : { $score }
rq-board-flips = Retournements pour le premier joueur : { $rounds }
rq-board-flips-then = {" "}; puis{" "}
rq-board-bounties = Primes jusqu'à la fin du tour : { $bounties }
rq-maneuver = { $maneuver ->
    [populate] Peupler
    [summon] Invoquer
    [magick] Magie
   *[battle] Bataille
}

## La vue privée.

rq-private-scrying = Divination : { $cards } (garde une carte, l'autre est défaussée face visible)
rq-private-rally = Ton Renfort : { $card } (caché jusqu'à ce que les deux Renforts soient choisis)
# Les contrôles de fuite lisent cette ligne comme la main : "(n) :" juste après les premiers mots.
rq-private-hand = Ta main ({ $n }) : { $parts }
rq-private-hand-part = { $kind ->
    [common] Communes
    [court] Figures
   *[tarot] Tarots
} { $cards }
rq-private-hand-empty = vide
rq-choosing-payment = Choix : le paiement de { $card } : payé jusqu'ici { $paid } (coûte exactement { $matched } { $matched ->
    [one] Commune debout
   *[other] Communes debout
} de sa couleur, ou exactement { $any } de n'importe quelles couleurs)
rq-choosing-naming = Choix : Communes couchées de { $whose } pour { $tarot } : désignées jusqu'ici { $named } (leur somme doit faire exactement { $value })
rq-choosing-attackers = Choix : attaquants jusqu'ici { $attackers }
rq-choosing-aim = Choix : la cible de { $ability } ({ $first } et { $second } couchées)
rq-can-populate = Peupler ({ $cards })
rq-can-summon = Invoquer ({ $cards })
rq-can-enchant = Enchanter
rq-can-augur = Augurer
rq-can-murder = Assassiner
rq-can-magick = Magie ({ $uses })
rq-can-battle = Bataille
rq-can-abilities = capacités avec deux cartes debout d'une même couleur ou d'un même type
rq-can-end = finir le tour
rq-can = À toi de jouer. Tu peux : { $options }.

## Lignes d'événements.

rq-ev-no-rally = sans Renfort
rq-ev-rally = Renfort { $card } (+{ $value })
rq-ev-arose = { $b }Tour { $turn } : { $name }{ $e }. Ses cartes se redressent (Lever).
rq-ev-populated = { $name } peuple avec { $card }.
rq-ev-summoned = { $name } invoque { $card } en couchant { $paid } pour payer.
rq-ev-congregated = { $name } rassemble : pose { $card } en couchant { $first } et { $second }.
rq-ev-conscripted = { $name } enrôle : pose { $card } en couchant { $first } et { $second }.
rq-ev-arcana = { $name } couche { $first } et { $second } pour { $ability ->
    [glamour] Charme
    [lavish] Prodigalité (une divination)
    [coerce] Contrainte
   *[bounty] Prime
}.
rq-ev-turned = { $card } de { $whose } est maintenant { $resting ->
    [yes] couchée
   *[no] debout
}.
rq-ev-bountied = Prime : { $card } change de { $delta } et vaut { $value } jusqu'à la fin du tour.
rq-ev-enchanted = { $name } Enchante { $cards } de { $whose } avec { $tarot } (Magie).
rq-ev-negated = { $name } Annule avec { $tarot } : seules { $cards } peuvent être capturées.
rq-ev-no-counter = { $name } laisse faire.
rq-ev-augured = { $name } Augure avec { $tarot } : deux divinations.
rq-ev-murder = { $name } tente d'Assassiner { $card } de { $whose } avec { $tarot } (Magie).
rq-ev-foiled = { $name } Déjoue avec { $tarot } !
rq-ev-murdered = L'Assassinat réussit : { $card } de { $whose } va à la défausse.
rq-ev-spared = L'Assassinat est Déjoué : { $card } de { $whose } reste.
rq-ev-captured = { $name } capture { $card } à { $from }.
rq-ev-nothing-to-capture = { $name } n'a aucune Commune debout : rien n'est capturé.
rq-ev-scries = { $name } regarde { $n } { $n ->
    [one] carte
   *[other] cartes
} en divination.
rq-ev-you-scry-one = Ta divination : { $card }.
rq-ev-you-scry = Ta divination : { $first } et { $second }.
rq-ev-you-keep = Tu gardes { $card }{ $discarded ->
    [none] {""}
   *[other] , en défaussant { $discarded }
}.
rq-ev-keeps = { $name } garde une carte{ $discarded ->
    [none] {""}
   *[other] , en défaussant { $discarded }
}.
rq-ev-scry-empty = { $name } trouve les deux pioches vides : pas de divination.
rq-ev-reshuffled = La pioche de divination est épuisée : la défausse ({ $cards }) est mélangée en une nouvelle.
rq-ev-acceptances-over = Plus d'Acceptations : finir un tour n'apporte plus de divination, jusqu'à la fin de la partie.
rq-ev-acceptance = { $name } prend l'Acceptation (une divination).
rq-ev-attacker = { $card } sur { $name }
rq-ev-battle = { $name } déclare la Bataille : { $attackers }.
rq-ev-blocked = { $name } bloque { $attacker } avec { $blocker } : un Duel.
rq-ev-declined = { $name } laisse passer { $card }.
rq-ev-your-pick = Ton choix secret : { $rally }.
rq-ev-picked = { $name } a choisi un Renfort en secret.
rq-ev-clash-wins = { $card } gagne
rq-ev-clash-tie = égalité : les deux Figures tombent et l'attaquant capture quand même
rq-ev-clash = Duel : { $attacker } avec { $attack_rally } = { $attack } contre { $blocker } avec { $defend_rally } = { $defend } : { $outcome }.
rq-ev-court-discarded = { $card } de { $whose } va à la défausse.
rq-ev-battle-over = La Bataille est terminée.
rq-ev-fortified = { $name } fortifie : { $card } se couche.
rq-ev-passes = { $name } passe.
rq-ev-ends = { $name } finit son tour.
rq-ev-game-over = { $b }Fin de la partie{ $e } ({ $why ->
    [empty] un tour s'est fini la main vide
   *[passed] tout le monde a passé à la suite
}) : { $standings }.

## Textes alternatifs.

rq-alt-hand-count = Ta main : { $cards }.
rq-alt-scrying = Divination : { $cards } ; tu en gardes une, l'autre est défaussée face visible.
rq-alt-rally = Ton Renfort : { $card }.
rq-alt-just-now = À l'instant : { $events }
rq-alt-hand = Ta main ({ $n }) : { $parts }.
rq-alt-final = Final : { $standings }.
rq-alt-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(équipe { $team })
} score { $score }, { $courts }, { $hand } en main
rq-alt-players = Joueurs
rq-alt-piles = Tour { $turn }. Pioche de divination { $scry }, défausse { $discard }, exil { $exile }.
rq-alt-standing = Cartes debout de { $name }
rq-alt-resting = Cartes couchées de { $name }

## Menus (80 caractères au plus).

rq-menu-pair = { $first } et { $second }
rq-menu-power = { $ability ->
    [glamour] Charme (Bâtons) : redresser ou coucher une Commune
    [lavish] Prodigalité (Coupes) : une divination
    [coerce] Contrainte (Épées) : redresser ou coucher une Figure
   *[bounty] Prime (Deniers) : changer la valeur d'une carte ce tour-ci
}
rq-menu-on-table = { $card }{ $whose ->
    [yours] {" "}(à toi)
    [theirs] {" "}de { $name }
   *[none] {""}
}{ $changed ->
    [yes] {" "}(vaut { $value })
   *[no] {""}
}
rq-menu-negate = Annuler…
rq-menu-foil = Déjouer…
rq-menu-no-counter = Pas de réponse
rq-menu-confirm-summon = { $done ->
    [yes] Confirmer
   *[no] Incomplet
} : invoquer { $card } en payant { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(voir ce qui manque)
}
rq-menu-confirm-enchant = { $done ->
    [yes] Confirmer
   *[no] Incomplet
} : Enchanter { $cards } avec { $tarot }{ $done ->
    [yes] {""}
   *[no] {" "}(voir ce qui manque)
}
rq-menu-confirm-attack = { $done ->
    [yes] Confirmer
   *[no] Incomplet
} : attaquer avec { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(voir ce qui manque)
}
rq-menu-confirm = Confirmer
rq-menu-nothing-yet = rien pour l'instant
rq-menu-populate = Peupler : poser une Commune
rq-menu-populate-card = Peupler avec { $card }
rq-menu-summon = Invoquer : poser une Figure
rq-menu-summon-card = Invoquer { $card } (paiement ensuite)
rq-menu-enchant = Magie : Enchanter (capturer des Communes couchées)
rq-menu-with = avec { $card }
rq-menu-enchant-whom = Communes couchées de { $name } (à désigner ensuite)
rq-menu-augur = Magie : Augurer (deux divinations)
rq-menu-exile = exiler { $card }
rq-menu-murder = Magie : Assassiner une Figure
rq-menu-battle = Bataille : choisir les attaquants
rq-menu-arcana = Arcanes : coucher deux cartes d'une même couleur
rq-menu-rest-pair = Coucher { $first } et { $second }
rq-menu-rest-pair-sum = Coucher { $first } et { $second } ({ $a } + { $b })
rq-menu-congregate = Rassembler : poser une Commune (Finesse)
rq-menu-place = poser { $card }
rq-menu-conscript = Enrôler : poser une Figure (Finesse)
rq-menu-end = Finir le tour
rq-menu-fortify = Fortifier (coucher une Commune) et finir le tour
rq-menu-fortify-card = Fortifier { $card }
rq-menu-name = Désigner { $card }
rq-menu-pay = Payer avec { $card }
rq-menu-attack = Attaquer { $name } avec { $card }
rq-menu-attack-with = Attaquer avec { $card }…
rq-menu-attack-at = contre { $name }
rq-menu-unpick = Retirer { $card } du choix
rq-menu-back = Retour : abandonner ce choix
rq-menu-turn = { $stand ->
    [yes] Redresser
   *[no] Coucher
} { $card }
rq-menu-bounty-on = Prime sur { $card }
rq-menu-bounty-by = { $amount } (la valeur de { $card }) : devient { $after }
rq-menu-captures-nothing = { $name } ne capture rien
rq-menu-captures-only = { $name } ne capture que { $cards }
rq-menu-keep-discard = Garder { $card }, défausser { $other }
rq-menu-keep = Garder { $card }
rq-menu-block = Bloquer avec { $card } (force { $strength })
rq-menu-let-through = Laisser passer (il capture)
rq-menu-let-all-through = Laisser passer tous les attaquants restants
rq-menu-no-rally = Sans Renfort
rq-menu-rally = Renfort { $card } (+{ $value })
rq-menu-capture = Capturer { $card }
rq-menu-meet = Affronter { $card } (force { $strength })
rq-menu-cannot-negate = Aucun de tes Tarots ne peut Annuler cela : laisser faire
rq-menu-cannot-foil = Aucun de tes Tarots ne peut Déjouer cela : laisser faire
