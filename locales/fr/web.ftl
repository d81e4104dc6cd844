# Les pages web de Tabula (issue 48) : le cadre, les titres, les libellés et les commandes
# des pages des tables, des rediffusions et des serveurs. Ce que montre une table (plateau,
# coups, résultats) vient des catalogues du cœur et des jeux.
#
# Glossaire : table = table, seat = place, lobby = salle d'attente, bot = bot (joueur
# ordinateur), move = coup, deadline = échéance (« avant »), replay = rediffusion,
# step = étape, move log = journal des coups, leaderboard = classement, rating = cote
# (provisoire), season = saison, tournament = tournoi, round = ronde, bye = exempt,
# standings = classement, entrant = inscrit, forfeit = forfait, tie-break = départage.
# Tutoiement : tu.

## Le cadre de chaque page
web-languages = Langues
web-footer = Affiché par Tabula : seulement ce que toute personne qui regarde la table peut voir.
web-not-found-title = Page introuvable
web-not-found-heading = Ce lien ne fonctionne pas
web-not-found-text = Il n'y a pas de page ici. Le lien est peut-être mal écrit, ou les personnes qui gèrent la table ou le serveur l'ont remplacé ou désactivé.
web-date = { $day } { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    } { $year }
web-ordinal = { $place ->
        [1] 1er
       *[other] { $place }e
    }

## La page d'une table
web-table-title = { $game } · table { $table }
web-summary-lobby = { $game } : { $players } · en attente de joueurs
web-summary-playing = { $game } : { $players } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
web-summary-waiting = { $game } : { $players } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } · on attend { $up }
web-summary-finished = { $game } : { $players } · terminée après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
web-summary-abandoned = { $game } : { $players } · abandonnée
web-summary-cancelled = { $game } : { $players } · annulée
web-board-not-started = La partie n'a pas encore commencé : le plateau apparaîtra quand elle commencera.
web-board-no-picture = Ce jeu n'a pas d'image de plateau : le texte ci-dessous montre la table.
web-board-alt = Le plateau de { $game }
web-live-static = Pas de mise à jour automatique : recharge la page pour voir les nouveaux coups.
web-live-connecting = connexion
web-live-live = en direct
web-live-reconnecting = reconnexion
web-live-ended = La partie est terminée : ouverture de sa page finale.
web-live-gone = Ce lien ne fonctionne plus.
web-live-too-many = Trop de pages en direct sont ouvertes ; réessaie plus tard.
web-live-stopping = Le serveur s'arrête.
web-joined-so-far = Inscrits pour l'instant
web-players = Joueurs
web-moves = Coups
web-moves-newest-last = Coups, le plus récent en dernier
web-moves-unlisted = Les coups de cette partie ne peuvent pas être listés.
web-move-nothing-public = (rien de public)
web-player-bot = bot
web-player-absent = absent
web-player-to-play = à jouer
web-player-due = avant { $time }
web-ended-note = La partie est terminée : voici comment elle s'est finie, et chaque coup à parcourir.

## La rediffusion
web-replay = Rediffusion
web-replay-title = Rediffusion : { $game } · table { $table }
web-replay-over = La partie est terminée.
web-replay-running = La partie est toujours en cours : cette rediffusion va jusqu'au dernier coup.
web-replay-back-to-table = Retour à la page de la table
web-replay-controls = Commandes de la rediffusion
web-replay-first = Début
web-replay-back = Précédent
web-replay-play = Lecture
web-replay-pause = Pause
web-replay-next = Suivant
web-replay-last = Fin
web-replay-step = Étape
web-replay-keys = Touches : ← et → un coup, Début et Fin, Espace lance et met en pause.
web-replay-log = Télécharger le journal des coups (texte)
web-replay-deal = La donne, avant le coup 1 sur { $steps }
web-replay-move-of = Coup { $step } sur { $steps }
web-replay-said-deal = La partie telle qu'elle a été distribuée, avant que quiconque joue.
web-replay-said-nothing = Rien de public ne s'est passé à ce coup.
web-replay-failed = Impossible de charger cette étape ; réessaie.
web-replay-no-picture = Ce jeu n'a pas d'image de plateau : le texte ci-dessous le montre.

## Les pages d'un serveur
web-server-title = Tabula : classements et parties récentes
web-server-heading = Classements et parties récentes
web-server-intro = Les parties de ce serveur sur Tabula. Les cotes sont des estimations prudentes qui montent avec les victoires et les parties jouées ; les parties avec des bots ne comptent que là où le serveur les classe.
web-server-description = Classements et parties récentes de { $games } sur ce serveur
web-server-description-none = Classements et parties récentes des jeux de Tabula sur ce serveur
web-server-no-games = Aucune partie ne s'est encore terminée sur ce serveur.
web-games = Jeux
web-all-games = Toutes les parties de ce serveur
web-past-seasons = Saisons passées
web-tournaments = Tournois
web-tournament-line = { $name } ({ $game }, { $state }, { $entrants } inscrits)
web-tournament-line-signup = inscriptions ouvertes
web-tournament-line-round = ronde { $round }
web-tournament-line-finished = terminé
web-tournament-line-cancelled = annulé
web-legend-provisional = après une cote : provisoire (moins de { $games } parties classées, ou encore incertaine).
web-legend-inactive = Les joueurs sans partie classée depuis { $days } jours ne sont pas listés.
web-provisional = provisoire
web-board-empty = { $caption } : { $why }
web-col-rank = Rang
web-col-player = Joueur
web-col-rating = Cote
web-col-games = Parties
web-col-wins = Victoires
web-col-points = Points
web-col-points-short = Pts
web-all-time = Depuis toujours
web-all-time-empty = Personne n'a encore de cote dans ce jeu, ou personne de classé n'y a joué ces { $days } derniers jours.
web-season-empty = Pas encore de partie classée de { $game } cette saison.
web-recent-games = Parties récentes
web-recent-none = Pas encore de partie terminée.
web-unplaced = non classé
web-recent-abandoned = abandonnée
web-recent-replay = Rediffusion de la table { $table }
web-recent-no-link = table { $table } (sans lien web)
web-season-running = Saison { $season }, depuis le { $from }
web-season-ended = Saison { $season }, du { $from } au { $to }
web-season-title = Tabula : saison { $season }
web-season-description = { $caption } sur ce serveur
web-season-final = Classement final.
web-season-so-far = La saison est en cours : classement provisoire.
web-season-no-games = Aucune partie classée cette saison.
web-standings-final = Classement final
web-standings-so-far = Classement provisoire

## La page d'un joueur
web-player-title = { $name } sur Tabula
web-player-description = Parties de { $name } : { $games }
web-average-place = Place moyenne
web-rating-now = Cote actuelle
web-not-rated = pas de cote
web-rating-over-time = Cote au fil du temps
web-chart-none = Aucune partie classée n'a encore de cote enregistrée, donc pas de graphique.
web-chart-one = Une partie classée pour l'instant : la cote était de { $rating } après, le { $date }. Le graphique commence avec la deuxième.
web-chart-title = Cote après chacune des { $games } parties classées, de { $first } le { $from } à { $last } le { $to }
web-chart-as-table = Les cotes sous forme de tableau
web-chart-game = Partie
web-chart-date = Date
web-chart-rating-after = Cote après

## La page d'un tournoi
web-tournament-title = Tabula : { $name }
web-tournament-description = { $name } : un tournoi de { $game } sur Tabula
web-tournament-intro = Tournoi { $id } de { $game } : { $format }, { $timing }. { $status }.
web-tournament-signup = Inscriptions ouvertes
web-tournament-running = Ronde { $round } sur { $rounds } en cours
web-tournament-finished = Terminé
web-tournament-cancelled = Annulé
web-format-swiss = système suisse
web-format-round-robin = toutes rondes
web-format-knockout = élimination directe
web-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
web-timing-clock = pendule { $clock }
web-timing-live = tables en direct
web-timing-async = tables asynchrones
web-timing-pace = tables : { $pace }
web-timing-default = le rythme par défaut du serveur
web-tournament-nobody = Personne ne s'est encore inscrit.
web-entrants = Inscrits ({ $count })
web-standings = Classement
web-withdrawn = retiré
web-games-with-byes = { $played } + { $byes ->
        [one] { $byes } exempt
       *[other] { $byes } exempts
    }
web-tiebreak-buchholz = Buchholz
web-tiebreak-buchholz-short = Bu
web-tiebreak-sonneborn-berger = Sonneborn-Berger
web-tiebreak-sonneborn-berger-short = SB
web-tiebreak-placement = Somme des places (plus bas est mieux)
web-tiebreak-placement-short = SP
web-tiebreak-round = Ronde atteinte
web-tiebreak-round-short = RA
web-tiebreak-other-short = DP
web-tiebreak-key = { $short } : { $name }
web-scoring-placement = à chaque table, la part des autres joueurs classés derrière toi ; un exempt 1
web-scoring-wins = une victoire 1, une nulle ½, un exempt 1
web-points-legend = Pts : points ({ $scoring }).
web-forfeit = forfait
web-pod-points = { $points } pt
web-pod-table = Table { $table }
web-pod-table-no-link = table { $table }
web-pod-waiting = en attente de son fil
web-pod-gone = disparue
web-pod-playing = en cours
web-pod-finished = terminée
web-pod-ended-early = terminée plus tôt
web-round = Ronde { $round }
web-byes = Exempt (les points d'une victoire, sans partie) : { $names }.

## Réponses simples : une requête que le serveur ne sert pas, et sa propre panne
web-method-not-allowed = Seules les requêtes GET et HEAD reçoivent une réponse ici.
web-uri-too-long = L'adresse est trop longue.
web-headers-too-large = Les en-têtes de la requête sont trop volumineux.
web-body-refused = Les requêtes adressées ici ne doivent pas avoir de contenu.
web-too-many-requests = Trop de requêtes ; attends un instant.
web-server-error = Quelque chose a mal tourné de notre côté ; réessaie plus tard.
