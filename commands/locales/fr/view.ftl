# Le cœur de Tabula : ce qu'une table montre pendant la partie et à la fin (issue 48) : plateaux,
# vues privées et leurs menus, formulaires, annonces publiques, résultats, le salon d'attente, les
# pendules et les messages des tournois. Avec les clés de l'anglais.
#
# Glossaire : table = table, seat = place, host = hôte, lobby = salon (d'attente), bot = bot
# (joueur ordinateur), turn = tour, deadline = délai, clock = pendule, bank = réserve de temps,
# season = saison, tournament = tournoi, round = ronde, bye = exempt, standings = classement ;
# the timeout default = l'action par défaut (le coup joué quand le temps est écoulé),
# absent = absent, resign = abandonner, remove = retirer, rematch = revanche, replay = revoir,
# board = plateau, live = en direct, async = en différé, channel = salon.
# Tutoiement.
#
# Valeurs : $name, $names, $host, $loser, $winner sont des noms de joueurs ; $due, $at sont des
# moments que Discord affiche en relatif (« dans 5 minutes », « il y a 2 heures ») ; $table est
# le numéro d'une table ; $by vaut `bot` (un bot) ou `default` (l'action par défaut).

## Le plateau public

board-waiting-bot = ⏳ { $name } : { $what } (un bot, qui réfléchit)
board-waiting-absent = ⏳ { $name } : { $what } (absent ; un bot joue à sa place)
board-waiting-due = ⏳ { $name } : { $what } (échéance { $due })
board-recently = Derniers coups :
board-title = { $game } · table { $table }
board-title-finished = { $game } · table { $table } · terminée
board-title-abandoned = { $game } · table { $table } · abandonnée
board-title-cancelled = { $game } · table { $table } · annulée
board-rematch = Revanche
board-replay = Revoir
board-hand = Voir ma main / jouer
board-absent-all = Absents (joués par { $by ->
    [bot] un bot
   *[default] l'action par défaut
}) : { $names }
board-absent-each = Absents : { $list }
board-absent-one = { $name } joué par { $by ->
    [bot] un bot
   *[default] l'action par défaut
}
seat-resigned = { $name } (a abandonné)
seat-removed = { $name } (retiré)
board-clock-fischer = 🕰️ Pendule `{ $clock }` (temps restant au dernier coup) : { $clocks }
board-clock-bank = 🕰️ Pendule `{ $clock }` (réserve au dernier coup) : { $clocks }
board-clock-running = { $name } { $left } ▶ s'écoule { $due }

## La vue privée d'une place

private-last = Dernier coup :
private-out-resigned = Tu as abandonné cette partie : ta place est jouée par { $by ->
    [bot] un bot
   *[default] l'action par défaut
} jusqu'à la fin.
private-out-removed = Tu as été retiré de cette partie : ta place est jouée par { $by ->
    [bot] un bot
   *[default] l'action par défaut
} jusqu'à la fin.
private-absent = Tu es marqué absent : tes tours sont joués par { $by ->
    [bot] un bot
   *[default] l'action par défaut
}. Clique sur « Reprendre » pour rejouer.
private-resume = Reprendre
private-choose = Choisis ({ $path }) :
private-your-move = À toi de jouer :
private-nothing = Rien à faire pour l'instant ; tu seras mentionné.
private-title = Ta vue · table { $table }
private-type = Taper un choix…
private-select = Choisis…
private-page = Page { $page } sur { $pages } ({ $choices ->
    [one] { $choices } choix
   *[other] { $choices } choix
}).
private-previous = ◀ Précédent
private-more = Suite ▶
private-back = ◀ Retour
absent-note-resigned = Tu as abandonné cette partie.
absent-note-removed = Tu as été retiré de cette partie.
absent-note-absent = Tu es marqué absent. Clique d'abord sur « Reprendre ».

## Formulaires (titres et libellés de 45 caractères au plus)

form-opening = Ouverture du formulaire… S'il n'apparaît pas, clique à nouveau sur le bouton.
form-type-title = Tape ton choix
form-type-label = Ton choix
form-type-placeholder = p. ex. { $examples }

## Une partie terminée

results-line = { $place }. { $name } : { $score }
results-line-resigned = { $place }. { $name } : { $score } (a abandonné)
results-line-removed = { $place }. { $name } : { $score } (retiré)
results-line-absent = { $place }. { $name } : { $score } (absent)
results-all-out = { $who ->
    [resigned] Tout le monde a abandonné ou était absent, donc les classements comptent cette partie comme une égalité.
    [removed] Tout le monde a été retiré ou était absent, donc les classements comptent cette partie comme une égalité.
    [both] Tout le monde a abandonné, a été retiré ou était absent, donc les classements comptent cette partie comme une égalité.
   *[absent] Tout le monde était absent, donc les classements comptent cette partie comme une égalité.
}
results-some-out = { $who ->
    [resigned] Les joueurs qui ont abandonné ou étaient absents sont derniers pour les classements, derrière tous ceux qui sont restés.
    [removed] Les joueurs retirés ou absents sont derniers pour les classements, derrière tous ceux qui sont restés.
    [both] Les joueurs qui ont abandonné, ont été retirés ou étaient absents sont derniers pour les classements, derrière tous ceux qui sont restés.
   *[absent] Les joueurs absents sont derniers pour les classements, derrière tous ceux qui sont restés.
}
results-title = Scores finaux · table { $table }
results-finished = Terminée { $at }. Scores finaux :
results-lost-on-time = Terminée { $at } : { $losers } a perdu au temps ; { $winners } a gagné.
results-abandoned = Abandonnée { $at } : personne n'a joué depuis trop longtemps. Pas de classement, et aucun score n'a changé.
results-cancelled = Annulée { $at } avant la fin : pas de classement, et aucun score n'a changé.

## La partie : annonces et réponses privées

play-begins = La partie commence ! Places dans l'ordre du jeu : { $names }.
play-not-seated = Tu ne joues pas à cette table ; le plateau montre tout ce qui est public.
play-no-table-last = Il n'y a pas de table dans ce salon. La dernière partie ici ({ $game }, table { $table }) s'est terminée { $at } : /board publie son plateau final et les scores pour tous, /history te les montre à toi seul. Ouvre une nouvelle table avec /play.
play-not-started = La partie n'a pas encore commencé.
play-no-table-none = Il n'y a pas de table dans ce salon, et aucune partie ne s'y est encore terminée. Ouvre-en une avec /play.
play-board-last = Aucune table n'est ouverte ici, alors le plateau final de la dernière partie est publié. /history liste les parties précédentes ; /play ouvre une nouvelle table.
play-board-posted = Plateau publié.
play-board-posted-in = Plateau publié dans { $channel }.
play-resign-no-game = Il n'y a pas de partie à abandonner dans ce salon.
play-resign-lobby = La partie n'a pas encore commencé : /leave libère ta place dans le salon d'attente.
play-resigned = Tu as abandonné à la table { $table } : ta place est jouée par { $by ->
    [bot] un bot
   *[default] l'action par défaut
} jusqu'à la fin, et tu es classé dernier.
play-resigned-notice = { $name } a abandonné : sa place est jouée par { $by ->
    [bot] un bot
   *[default] l'action par défaut
} jusqu'à la fin.
play-remove-no-game = Il n'y a pas de partie dans ce salon.
play-remove-lobby = La partie n'a pas encore commencé : seul son joueur peut quitter une place du salon d'attente.
play-remove-who = Seul l'hôte ou qui peut gérer ce salon peut retirer la place d'un joueur.
play-remove-not-playing = { $name } ne joue pas à cette table.
play-remove-not-playing-unnamed = Ce joueur ne joue pas à cette table.
play-remove-self = Pour quitter ta propre place, utilise /resign.
play-remove-not-absent = { $name } n'est pas absent. Seule la place d'un joueur absent peut être retirée : un joueur est marqué absent après avoir dépassé son temps { $limit ->
    [one] { $limit } fois
   *[other] { $limit } fois
} de suite, ou par /leave.
play-remove-already = La place de { $name } est déjà jouée par { $by ->
    [bot] un bot
   *[default] l'action par défaut
}.
play-removed = C'est fait : la place de { $name } est jouée par { $by ->
    [bot] un bot
   *[default] l'action par défaut
} jusqu'à la fin.
play-removed-notice = { $remover } a retiré { $name } de la partie : sa place est jouée par { $by ->
    [bot] un bot
   *[default] l'action par défaut
} jusqu'à la fin, et { $name } est classé dernier.
play-seat-stays = Ta place reste comme elle est.
play-not-absent = Tu n'es pas marqué absent.
play-welcome-back = Bon retour !
play-back-notice = { $name } est de retour à la table.
play-reminder = ⏰ Rappel pour { $name } : { $what } (échéance { $due }).
play-now-absent = { $name } a dépassé son temps { $count ->
    [one] { $count } fois
   *[other] { $count } fois
} de suite et est maintenant marqué absent : ses tours sont joués par { $by ->
    [bot] un bot
   *[default] l'action par défaut
}, et { $name } est dernier pour les classements. Un clic sur « Reprendre » le fait revenir.
play-timed-out = ⏰ Le temps de { $name } est écoulé ; l'action par défaut a été jouée.
play-lost-on-time = ⏰ { $loser } a perdu au temps : { $winner } gagne.
play-ended-line = La table { $table } de { $game } est terminée : { $line }
play-ended-scores = La table { $table } de { $game } est terminée. Scores finaux :
play-button-unknown = Ce bouton n'est pas reconnu ; il vient peut-être d'une ancienne version du bot.
play-table-gone = Cette table n'existe plus.
play-button-elsewhere = Ce bouton appartient à une table d'un autre salon.
play-game-over = Cette partie est terminée.
play-not-yours = Tu ne joues pas à cette table, ce bouton n'est donc pas pour toi.
play-still-playing = Cette partie est encore en cours.
play-moment-passed = Ce moment est passé ; voici la table telle qu'elle est maintenant.
play-choice-unknown = Ce choix n'est pas reconnu.
play-option-unavailable = Cette option n'est pas disponible maintenant ; choisis à nouveau.
play-choice-not-yours = Ce choix ne t'appartient pas pour l'instant.
play-choice-closed = Ce choix n'est plus ouvert ; voici la table telle qu'elle est maintenant.
play-typed-why = { $why } Tape l'un des choix, p. ex. { $examples }.
play-typed-unknown = "{ $typed }" ne fait pas partie des choix ici. Tape l'un d'eux, p. ex. { $examples }.
play-form-closed = Ce formulaire n'est plus ouvert ; voici la table telle qu'elle est maintenant.
play-form-unused = Ce formulaire n'est plus utilisé.
play-form-elsewhere = Ce formulaire appartient à une table d'un autre salon.
play-not-running = Cette partie n'est pas en cours.
play-not-playing = Tu ne joues pas à cette table.

## Le salon d'attente

lobby-board-rematch = Une revanche de la table { $table }.
lobby-board-house-rules = D'après les règles maison de ce serveur : { $rules } (/settings)
lobby-board-full = La table est complète : l'hôte peut lancer la partie.
lobby-board-join = Rejoins la table, puis l'hôte lance la partie à { $players }. L'hôte peut ajouter des bots pour remplir les places.
lobby-board-host = Hôte : { $host }
lobby-board-time = Cadence : { $time }
lobby-board-players = Joueurs ({ $seated }/{ $max }) :
lobby-board-title = { $game } · salon d'attente
lobby-board-title-closed = { $game } · salon d'attente fermé
lobby-board-title-cancelled = { $game } · salon d'attente annulé
lobby-board-join-button = Rejoindre
lobby-board-leave-button = Quitter
lobby-board-start-button = Lancer
lobby-board-add-bot = Ajouter un bot
lobby-board-remove-bot = Retirer un bot
lobby-board-time-select = Cadence (hôte)
lobby-board-time-live = En direct : tours de 60 s, réactions de 20 s
lobby-board-time-async = En différé : tours de 24 h, réactions de 2 h, rappels
lobby-board-absent-bot = Joueurs absents : un bot joue leurs tours jusqu'à leur retour
lobby-board-rated = Classements : cette partie compte, bots compris
lobby-board-unrated = Classements : une partie avec des bots ne compte pas
lobby-board-bot-level = À quel niveau le bot doit-il jouer ? Facile réfléchit peu et fait des erreurs ; normal réfléchit environ une demi-seconde par coup ; fort, environ une seconde.
lobby-board-bot-easy = Facile
lobby-board-bot-normal = Normal
lobby-board-bot-strong = Fort
lobby-board-bot-which = Quel bot doit partir ?
lobby-board-pace = { $pace ->
    [live] en direct
   *[async] en différé
} (tours de { $turn }, réactions de { $reaction })
lobby-board-pace-clock = { $pace ->
    [live] en direct
   *[async] en différé
} avec la pendule `{ $clock }` ({ $describe } ; réactions de { $reaction })
lobby-board-pace-clock-lose = { $pace ->
    [live] en direct
   *[async] en différé
} avec la pendule `{ $clock }` ({ $describe } ; réactions de { $reaction }) ; qui n'a plus de temps perd la partie
lobby-board-clock-fischer = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} chacun, { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} de plus par coup
lobby-board-clock-days = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} par coup
lobby-board-clock-days-bank = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} par coup, le temps non utilisé est mis en réserve jusqu'à { $cap ->
    [one] { $cap } jour
   *[other] { $cap } jours
}

## Les pendules sous l'image d'un plateau

clock-band = Pendule { $clock }

## Les messages d'un tournoi. $format : swiss, round_robin ou knockout.

tournament-post-format = { $format ->
    [swiss] système suisse
    [round_robin] toutes rondes
   *[knockout] élimination directe
}
tournament-post-format-rounds = { $format ->
    [swiss] système suisse
    [round_robin] toutes rondes
   *[knockout] élimination directe
}, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
tournament-post-clock = pendule { $clock }
tournament-post-pace = { $pace ->
    [live] tables en direct
   *[async] tables en différé
}
tournament-post-default-pace = la cadence par défaut du serveur
tournament-post-head = Tournoi { $name } de { $game } : { $format }, { $timing }.
tournament-post-round-days = Chaque ronde dure au plus { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} ; les tables encore en jeu à ce moment-là s'arrêtent en l'état.
tournament-post-starts-at = Commence { $at } (ou quand son organisateur le lance). Inscris-toi pour jouer ; tu peux te retirer à tout moment avant le début.
tournament-post-starts = Commence quand son organisateur le lance. Inscris-toi pour jouer ; tu peux te retirer à tout moment avant le début.
tournament-post-under-way = En cours : ronde { $round }.
tournament-post-finished = Terminé.
tournament-post-cancelled = Annulé.
tournament-post-no-entrants = Pas encore d'inscrits.
tournament-post-entrants = Inscrits ({ $count }) : { $names }
tournament-post-more-names = { $names } et { $more } de plus
tournament-post-number = Numéro du tournoi : { $id }.
tournament-post-join = S'inscrire
tournament-post-leave = Se retirer
tournament-post-start = Lancer maintenant
tournament-post-paired = { $name } : la ronde { $round } sur { $of } est appariée, { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}. Chaque table s'ouvre dans son propre fil de ce salon.
tournament-post-table = Table { $number } : { $players }
tournament-post-more-tables = … et { $more } tables de plus.
tournament-post-byes = Exempt (les points d'une victoire, sans partie) : { $names }.
tournament-post-round-ends = La ronde se termine { $at } au plus tard.
tournament-post-tiebreak = { $tiebreak ->
    [buchholz] Buchholz
    [sonneborn-berger] Sonneborn-Berger
    [placement] Somme des places (moins, c'est mieux)
    [round] Ronde atteinte
   *[other] Départage
} { $value }
tournament-post-standing = { $rank }. { $name } : { $points } { $n ->
    [one] point
   *[other] points
}
tournament-post-standing-withdrawn = { $rank }. { $name } (retiré) : { $points } { $n ->
    [one] point
   *[other] points
}
tournament-post-more = … et { $more } de plus.

## L'image du classement : en-têtes assez courts pour leurs colonnes.

standings-picture-tournament = Tournoi
standings-picture-standings = Classement
standings-picture-points = Points
standings-picture-games = Parties
standings-picture-player = Joueur
standings-picture-withdrawn = { $name } (retiré)
standings-picture-more = … et { $more } de plus (tous : /tournament action:standings)
standings-picture-games-key = Parties : jouées (+ exempts)
standings-picture-short = { $tiebreak ->
    [buchholz] Bu
    [sonneborn-berger] SB
    [placement] SP
    [round] RA
   *[other] Dp
}
standings-picture-key = { $tiebreak ->
    [buchholz] Bu : Buchholz
    [sonneborn-berger] SB : Sonneborn-Berger
    [placement] SP : somme des places, moins c'est mieux
    [round] RA : ronde atteinte
   *[other] Dp : départage
}
standings-picture-alt-row = { $rank }. { $name }, { $points } { $n ->
    [one] point
   *[other] points
}
standings-picture-alt = { $title } : { $subtitle }. { $top } Joueurs : { $players }.
