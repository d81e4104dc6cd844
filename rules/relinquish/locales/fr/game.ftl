# Relinquish en français : cartes, refus des règles, invites, salon, options de /play et
# résumé de /rules (issue 48). Décisions de règles citées RQ-n en commentaire.
# Glossaire : Common = Commune (carte numérotée), Court = Figure (Page = Valet, Knight =
# Cavalier, King = Roi, Queen = Reine), Tarot = Tarot ; Wands = Bâtons, Cups = Coupes,
# Swords = Épées, Pence = Deniers ; Stand/Standing = redresser/debout, Rest/Resting =
# coucher/couchée ; tableau = tableau, hand = main, scry = divination (faire une divination),
# scry pile = pioche de divination, discard pile = défausse, exile = exil, set aside = mis de
# côté ; Populate = Peupler, Summon = Invoquer, Magick = Magie (Enchant = Enchanter, Augur =
# Augurer, Murder = Assassiner), Negate = Annuler, Foil = Déjouer, Battle = Bataille, Clash =
# Duel, Rally = Renfort, attacker = attaquant, block = bloquer, capture = capturer ; Arcana =
# Arcanes (Glamour = Charme, Lavish = Prodigalité, Coerce = Contrainte, Bounty = Prime),
# Finesse = Finesse (Congregate = Rassembler, Conscript = Enrôler) ; Fortify = Fortifier,
# Acceptance = Acceptation, Arise = Lever ; turn = tour, seat = place, host = hôte.

## Cartes.

rq-suit = { $suit ->
    [wands] Bâtons
    [cups] Coupes
    [swords] Épées
   *[pence] Deniers
}
rq-rank = { $rank ->
    [page] Valet
    [knight] Cavalier
    [king] Roi
   *[queen] Reine
}
rq-card-common = { $value } { $suit ->
    [wands] de Bâtons
    [cups] de Coupes
    [swords] d'Épées
   *[pence] de Deniers
}
rq-card-court = { $rank ->
    [page] Valet
    [knight] Cavalier
    [king] Roi
   *[queen] Reine
} { $suit ->
    [wands] de Bâtons
    [cups] de Coupes
    [swords] d'Épées
   *[pence] de Deniers
}
rq-card-tarot = { $code } { $name }
# RQ-22 : les noms du tarot Rider-Waite-Smith.
rq-tarot = { $n ->
    [0] Le Fou
    [1] Le Magicien
    [2] La Grande Prêtresse
    [3] L'Impératrice
    [4] L'Empereur
    [5] Le Hiérophante
    [6] Les Amoureux
    [7] Le Chariot
    [8] La Force
    [9] L'Ermite
    [10] La Roue de Fortune
    [11] La Justice
    [12] Le Pendu
    [13] La Mort
    [14] La Tempérance
    [15] Le Diable
    [16] La Tour
    [17] L'Étoile
    [18] La Lune
    [19] Le Soleil
    [20] Le Jugement
   *[21] Le Monde
}
rq-ability = { $ability ->
    [glamour] Charme
    [lavish] Prodigalité
    [coerce] Contrainte
    [bounty] Prime
    [congregate] Rassembler
   *[conscript] Enrôler
}

## Refus.

rq-err-pair-same = { $ability } demande deux cartes différentes
rq-err-pair-standing = { $ability } couche deux cartes debout de ton propre tableau ; { $card } n'en est pas une
rq-err-arcana-suit = { $ability } demande deux cartes debout { $suit ->
    [wands] de Bâtons
    [cups] de Coupes
    [swords] d'Épées
   *[pence] de Deniers
} (Communes ou Figures) ; { $card } n'en est pas une
rq-err-arcana-nothing = { $ability } n'a rien sur quoi agir à part ses deux propres cartes
rq-err-no-turn = { $ability } ne tourne pas de carte
rq-err-own-activating = { $ability } ne peut pas agir sur ses propres cartes d'activation
rq-err-turn-target = { $ability } tourne une { $kind ->
    [court] Figure
   *[common] Commune
} de n'importe quel tableau ; { $card } n'en est pas une
rq-err-bounty-own = Prime ne peut pas changer ses propres cartes d'activation
rq-err-bounty-target = Prime change une Commune ou une Figure d'un tableau ; { $card } n'est dans aucun
rq-err-bounty-amount = Le montant est la valeur d'une des deux cartes d'activation ({ $first } ou { $second }), pas { $card }
rq-err-beginner-finesse = C'est une partie débutant : pas de Finesse
rq-err-congregate-card = Rassembler pose une Commune de ta main ; { $card } n'en est pas une
rq-err-congregate-pair = Rassembler couche deux Communes debout
rq-err-congregate-sum = Les deux Communes doivent faire { $value }, la valeur de { $card } ; { $first } et { $second } font { $sum }
rq-err-conscript-card = Enrôler pose une Figure de ta main ; { $card } n'en est pas une
rq-err-conscript-pair = Enrôler couche deux Figures debout
rq-err-no-seat = Il n'y a pas de place { $seat } à cette table
rq-err-no-such-seat = Cette place n'existe pas à cette table
rq-err-over = La partie est terminée
rq-err-not-your-turn = C'est le tour d'un autre joueur
rq-err-scry-first = Garde d'abord une des deux cartes de ta divination
rq-err-seat-scrying = La place { $seat } fait une divination
rq-err-wait-negate = Un Enchantement attend une Annulation ou aucune réponse
rq-err-wait-foil = Un Assassinat attend qu'on le Déjoue ou aucune réponse
rq-err-wait-battle = Une bataille est en cours : seulement blocages, Renforts et captures pour l'instant
rq-err-not-now = Ce n'est pas possible maintenant
rq-err-no-choice = Aucun choix en cours
rq-err-your-turn = Rien n'attend cela : c'est ton tour
rq-err-choose-target = Choisis la cible, ou reviens en arrière
rq-err-not-chosen = { $card } ne fait pas partie de ton choix
rq-err-no-attacker = Choisis au moins un attaquant, ou reviens en arrière
rq-err-pick-payment = Choisis les Communes qui paient l'Invocation, puis confirme (ou reviens en arrière)
rq-err-pick-named = Choisis les Communes couchées à Enchanter, puis confirme (ou reviens en arrière)
rq-err-pick-attackers = Choisis les attaquants et qui ils attaquent, puis confirme (ou reviens en arrière)
rq-err-choose-target-of = Choisis la cible de { $ability }, ou reviens en arrière
rq-err-battled = Tu as déjà livré Bataille ce tour-ci (une Bataille par tour)
rq-err-battle-court = La Bataille demande une Figure debout à toi pour attaquer
rq-err-attack-with = Attaque avec une Figure debout de ton propre tableau ; { $card } n'en est pas une
rq-err-attacking = { $card } attaque déjà
rq-err-attack-opponent = Attaque un adversaire
rq-err-no-attacker-waiting = Aucun attaquant ne t'attend
rq-err-other-defender = C'est un autre défenseur qui choisit maintenant
rq-err-not-attacker = { $card } n'est pas un attaquant contre toi encore à affronter
rq-err-block-with = Bloque avec une Figure debout de ton propre tableau ; { $card } n'en est pas une
rq-err-no-rally = Tu n'as pas de Renfort à choisir maintenant
rq-err-rally-with = Renforce avec une Commune de ta main, ou sans ; { $card } n'en est pas une
rq-err-capture-one = Capture une carte parmi { $cards } ; pas { $card }
rq-err-no-capture = Tu n'as aucune capture à choisir
rq-err-magicked = Tu as déjà utilisé la Magie ce tour-ci (un Tarot par tour)
rq-err-magick-tarot = La Magie demande un Tarot ; { $card } n'en est pas un
rq-err-not-in-hand = { $card } n'est pas dans ta main
rq-err-enchant-opponent = Enchanter prend des Communes couchées d'un seul adversaire
rq-err-enchant-sum = Aucune Commune couchée de ce joueur ne fait exactement { $value }, la valeur de { $card }
rq-err-name-resting = Désigne des Communes couchées du joueur Enchanté ; { $card } n'en est pas une
rq-err-named-already = { $card } est déjà désignée
rq-err-name-overshoots = Avec { $card }, les Communes désignées (maintenant { $so_far }) ne peuvent plus faire exactement { $value }
rq-err-name-one = Désigne au moins une Commune couchée à Enchanter
rq-err-named-sum = Les Communes désignées doivent faire exactement { $value }, la valeur de { $card } ; elles font { $sum }
rq-err-no-enchant = Il n'y a pas d'Enchantement à Annuler
rq-err-negate-who = Seul le joueur Enchanté (ou son partenaire) peut Annuler
rq-err-negate-tarot = Annule avec un Tarot de ta main ; { $card } n'en est pas un
rq-err-negate-lower = Annuler demande un Tarot plus bas que { $enchant } ({ $value }) ; { $card } ne l'est pas
rq-err-keep-named = Choisis les Communes gardées parmi celles désignées, une fois chacune ; { $card } n'en est pas une
# RQ-7 : Le Fou annule tout l'Enchantement.
rq-err-fool-names = Le Fou annule tout l'Enchantement : ne désigne aucune Commune avec lui
rq-err-negate-sum = Les Communes que tu cèdes doivent faire exactement { $value }, la valeur de { $card } ; elles font { $sum }
rq-err-augur-tarot = Augurer demande un Tarot sous { $death } ; { $card } peut plutôt Assassiner ou Enchanter
rq-err-murder-tarot = Assassiner demande un Tarot de { $death } ou plus ; { $card } peut plutôt Augurer ou Enchanter
rq-err-murder-target = Assassiner vise une Figure du tableau d'un adversaire ; { $card } n'en est pas une
rq-err-no-murder = Il n'y a pas d'Assassinat à Déjouer
rq-err-foil-who = Ce n'est pas à ton camp de Déjouer
rq-err-foil-tarot = Déjoue avec un Tarot de ta main ; { $card } n'en est pas un
rq-err-foil-higher = Déjouer demande un Tarot plus haut que le dernier joué ({ $last }) ; { $card } ne l'est pas
rq-err-nothing-to-answer = Tu n'as rien à quoi répondre
rq-err-populated = Tu as déjà Peuplé ce tour-ci (un Peuplement par tour)
rq-err-populate-common = Peupler pose une Commune ; { $card } n'en est pas une
# RQ-4, RQ-14.
rq-err-populate-low = Peupler demande une Commune au moins aussi haute que ta plus haute Commune debout ({ $high }) ; { $card } est plus basse. Couche d'abord cette Commune (paie une Invocation avec, ou utilise un Arcane ou une Finesse)
rq-err-summon-court = Invoquer pose une Figure ; { $card } n'en est pas une
# RQ-3.
rq-summon-cost = { $card } coûte { $matched } { $matched ->
    [one] Commune debout
   *[other] Communes debout
} { $suit ->
    [wands] de Bâtons
    [cups] de Coupes
    [swords] d'Épées
   *[pence] de Deniers
} ou { $any } Communes debout de n'importe quelles couleurs
rq-err-summoned = Tu as déjà Invoqué ce tour-ci (une Invocation par tour)
rq-err-summon-rank = Tu as un { $high } debout : une Invocation doit être de ce rang ou plus ; { $rank } est plus bas
rq-err-summon-have = { $cost } ; tu as { $all } { $all ->
    [one] Commune debout
   *[other] Communes debout
} ({ $suited } de sa couleur)
rq-err-pay-with = Paie avec des Communes debout de ton propre tableau ; { $card } n'en est pas une
rq-err-paid-already = { $card } fait déjà partie du paiement
rq-err-pay-inexact = { $cost } ; avec { $card }, le paiement ne tomberait pas juste
rq-err-pay-chosen = { $cost } ; tu en as choisi { $n }
rq-err-keep-scried = Garde une des deux cartes de ta divination, pas { $card }
rq-err-no-scry = Tu n'as aucune carte de divination à choisir
rq-err-fortify = Fortifier couche une Commune debout de ton propre tableau ; { $card } n'en est pas une
rq-err-damaged = L'état enregistré de cette partie est incohérent
rq-err-players = Relinquish se joue de { $min } à { $max } joueurs, pas { $players }
# RQ-1, RQ-23.
rq-err-teams-players = Les équipes jouent à deux contre deux : il faut exactement 4 joueurs, pas { $players }

## Invites.

rq-prompt-turn = Joue ton tour : Peupler, Invoquer, Magie, Bataille, capacités, puis finis le tour
rq-prompt-scry = Garde une des deux cartes de ta divination
rq-prompt-negate = Annule l'Enchantement de { $name } ({ $card }) sur { $whose ->
    [yours] tes
   *[partner] les
} Communes{ $whose ->
    [yours] {""}
   *[partner] {" "}de ton partenaire
} avec un Tarot plus bas, ou laisse faire
rq-prompt-foil = Déjoue l'Assassinat de { $card } avec un Tarot au-dessus de { $value }, ou laisse faire
rq-prompt-block = Choisis un attaquant : bloque-le avec une Figure debout ou laisse-le passer
rq-prompt-rally = Duel de { $attacker } et { $blocker } : renforce avec une Commune ou rien
rq-prompt-capture = Choisis laquelle des Communes égales capturer

## /rules.

rq-rules =
    {"**"}Relinquish** (2 à 4 joueurs, ou 2 contre 2) — un jeu de tarot de 78 cartes. Termine avec le plus haut total de Communes dans ton tableau.

    {"**"}Cartes :** Communes, les cartes numérotées de 1 à 10 comme `7 de Bâtons`, `10 de Coupes`, `3 d'Épées`, `9 de Deniers` ; Figures Valet, Cavalier, Roi, Reine (force 0 à 3), écrites `Reine d'Épées` ; Tarots `T0` (Le Fou) à `T21` (Le Monde). Les images montrent ▮ Bâtons, ▼ Coupes, ✖ Épées, ✪ Deniers et les Figures P (Valet), N (Cavalier), K (Roi), Q (Reine). Chacun commence avec 13 cartes ; les cartes posées sont **debout** ou **couchées** (de travers).

    {"**"}Ton tour :** toutes tes cartes se redressent. Puis, dans l'ordre de ton choix, au plus une fois chacun :
    • **Peupler** — pose une Commune au moins aussi haute que ta plus haute Commune debout.
    • **Invoquer** — pose une Figure pas plus basse que tes Figures debout, en payant avec des Communes debout que tu couches : Valet ou Cavalier 1 de sa couleur ou 2 quelconques ; Roi ou Reine 2 de sa couleur ou 3 quelconques.
    • **Magie** — exile un Tarot. **Enchanter** : désigne des Communes couchées d'un adversaire dont la somme vaut le nombre du Tarot et capture-les. **Augurer** (sous 13) : deux divinations. **Assassiner** (13 ou plus) : défausse une Figure d'un adversaire.
    • **Bataille** — couche des Figures debout pour attaquer les Communes debout des adversaires.
    Puis finis le tour, en couchant si tu veux une de tes Communes (**Fortifier**), et prends l'**Acceptation** : une divination. Faire une **divination**, c'est regarder deux cartes de la pioche, en garder une et défausser l'autre face visible.

    {"**"}Capacités** (aussi souvent que tu peux payer) : couche deux cartes debout d'une même couleur. Bâtons : **Charme** redresse ou couche une Commune ; Épées : **Contrainte** fait de même avec une Figure ; Deniers : **Prime** ajoute ou retire à une carte la valeur d'une des cartes payées jusqu'à la fin du tour ; Coupes : **Prodigalité** fait une divination. **Finesse** : deux Communes dont la somme vaut une Commune de ta main la posent (**Rassembler**) ; deux Figures posent une Figure de ta main (**Enrôler**).

    {"**"}Réponses :** le joueur Enchanté (ou son partenaire) peut **Annuler** avec un Tarot plus bas : seules les Communes désignées dont la somme vaut ce Tarot sont capturées (Le Fou arrête tout). Le propriétaire d'une Figure Assassinée peut **Déjouer** avec un Tarot plus haut ; le camp de l'assassin peut Déjouer à son tour, et ainsi de suite ; le dernier Tarot décide. Les réponses arrivent en boutons minutés ; la fenêtre s'ouvre quoi que contienne ta main.

    {"**"}Bataille :** chaque joueur attaqué affronte les attaquants un par un : bloque avec une Figure debout (un **Duel**) ou laisse passer. Dans un Duel, les deux joueurs choisissent en secret un **Renfort**, une Commune de leur main (ou rien) ; force plus Renfort décide, le perdant est défaussé, une égalité défausse les deux. Un attaquant vainqueur ou non bloqué capture une Commune debout : Valet et Cavalier prennent la plus basse, Roi et Reine la plus haute. Un bloqueur vainqueur peut bloquer à nouveau.

    {"**"}Fin :** quand un joueur finit un tour la main vide, ou quand tout le monde passe à la suite. Les Communes comptent leur valeur imprimée (les partenaires additionnent) ; à égalité, le plus de Figures l'emporte. Options : partie **courte**, **débutant** (sans Finesse ni Acceptation), **équipes**.

## Options de /play.

rq-play-yes = oui
rq-play-no = non
rq-play-short = Relinquish : une partie courte avec une pioche de divination de 16 cartes (non)
rq-play-beginner = Relinquish : une partie débutant sans Finesse ni Acceptations (non)
rq-play-teams = Relinquish : équipes 2 contre 2, 4 joueurs (non)

## Salon (RQ-1).

rq-lobby-length = Durée de la partie (hôte)
rq-lobby-full = Partie complète : toutes les cartes non distribuées dans la pioche
rq-lobby-short = Partie courte : une pioche de divination de 16 cartes
rq-lobby-beginner = Partie débutant (hôte)
rq-lobby-standard = Standard : Finesse et Acceptations
rq-lobby-beginner-yes = Débutant : sans Finesse ni Acceptation
rq-lobby-teams = Équipes (hôte)
rq-lobby-teams-no = Chacun pour soi
rq-lobby-teams-yes = Équipes 2 contre 2 (4 joueurs, partenaires une place sur deux)
rq-lobby-not-a-choice = "{ $value }" ne fait pas partie des choix.
rq-lobby-game = Partie : { $short ->
    [yes] courte (pioche de 16 cartes)
   *[no] complète
} · { $beginner ->
    [yes] débutant (sans Finesse ni Acceptation)
   *[no] standard
} · { $teams ->
    [yes] équipes 2 contre 2
   *[no] sans équipes
}
rq-lobby-side = { $team } : { $names }
rq-lobby-teams-line = Équipes par place (une place sur deux) : { $sides }
rq-lobby-so-far = ⚠ Pour l'instant : { $why }.
