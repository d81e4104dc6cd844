# Le cœur de Tabula : les textes des commandes slash (issue 48), avec les clés de l'anglais.
#
# Glossaire : table = table, seat = place, host = hôte, lobby = salon, bot = bot (joueur
# ordinateur), turn = tour, deadline = délai, clock = pendule, bank = réserve de temps,
# season = saison, tournament = tournoi, round = ronde, bye = exempt, standings = classement.
# Tutoiement.

cmd-play-game = Ouvrir une table de { $game } dans ce salon ({ $players } joueurs)
cmd-play = Ouvrir une table pour un jeu dans ce salon
cmd-play-time = En direct (une minute par tour) ou en différé (un jour par tour) ; en direct par défaut
cmd-play-time-live = En direct : une partie en quelques minutes
cmd-play-time-async = En différé : des coups sur plusieurs jours
cmd-play-bots = Joueurs ordinateurs assis à côté de toi (0 par défaut)
cmd-play-bot_level = Le niveau de ces bots ; normal par défaut
cmd-play-bot_level-easy = Facile : rapide, fait des erreurs
cmd-play-bot_level-normal = Normal
cmd-play-bot_level-strong = Fort : réfléchit environ une seconde par coup
cmd-play-absent = Qui joue les tours d'un joueur absent : l'action par défaut ou un bot
cmd-play-absent-default = L'action par défaut à la fin du délai
cmd-play-absent-bot = Un bot normal, jusqu'au retour du joueur
cmd-play-rated_with_bots = Compter cette partie pour les classements malgré les bots (non par défaut)
cmd-play-clock = Une pendule : 5+3 (direct : minutes + secondes par coup) ou 3d / 3d+7 (différé : jours + réserve)
cmd-play-lose_on_time = Parties classées à deux : qui n'a plus de temps perd la partie (non par défaut)
cmd-join = Prendre place à la table de ce salon.
cmd-leave = Quitter la table de ce salon avant qu'elle commence.
cmd-start = Lancer la partie à la table de ce salon.
cmd-hand = Voir ta main et tes options, en privé.
cmd-board = Publier à nouveau le plateau de ce salon, ou le plateau final et les scores de la dernière partie.
cmd-history = La dernière partie de ce salon : plateau final, scores et parties précédentes (toi seul la vois).
cmd-history-game = Seulement les tables de ce jeu ; tous les jeux par défaut
cmd-replay = Revoir coup par coup une partie terminée dans ce salon, en privé.
cmd-replay-table = Le numéro de la table, comme /history l'affiche ; la dernière partie par défaut
cmd-link = La page web de la table de ce salon, pour la suivre en direct ou la revoir (toi seul la vois).
cmd-link-new = Donner un nouveau lien à la table ; l'ancien ne marche plus (hôte ou gestion du salon)
cmd-rules = Comment jouer à un jeu.
cmd-rules-game = Le jeu
cmd-leaderboard = Les meilleurs joueurs d'un jeu sur ce serveur.
cmd-leaderboard-game = Le jeu
cmd-leaderboard-season = current, all (depuis toujours) ou le numéro d'une saison ; la saison en cours par défaut
cmd-stats = Classements et résultats d'un joueur sur ce serveur, ou des bots.
cmd-stats-user = De qui ; les tiennes par défaut
cmd-stats-bots = Afficher plutôt les résultats des joueurs ordinateurs sur ce serveur
cmd-games = Tes parties en cours sur ce serveur.
cmd-cancel = Annuler la table de ce salon (son hôte, ou qui peut gérer le salon).
cmd-resign = Abandonner la partie de ce salon : ta place est jouée jusqu'au bout et tu finis dernier.
cmd-remove = Reprendre pour de bon la place d'un joueur absent (l'hôte, ou qui peut gérer le salon).
cmd-remove-player = Le joueur absent
cmd-remove-to = Qui joue la place désormais ; le choix de la table pour les absents par défaut
cmd-remove-to-bot = Un joueur ordinateur
cmd-remove-to-default = L'action par défaut à la fin du délai
cmd-settings = Voir les réglages de ce serveur, ou les changer (Gérer le serveur).
cmd-settings-scope = Où s'appliquent les changements : tout le serveur par défaut
cmd-settings-scope-server = Tout le serveur
cmd-settings-scope-here = Ce salon seulement
cmd-settings-tables = Si l'on peut ouvrir des tables
cmd-settings-tables-on = Autorisées
cmd-settings-tables-off = Désactivées
cmd-settings-tables-default = Revenir au réglage par défaut
cmd-settings-threads = Si une table ouverte dans un salon textuel joue dans son propre fil
cmd-settings-threads-on = Autorisé
cmd-settings-threads-off = Désactivé
cmd-settings-threads-default = Revenir au réglage par défaut
cmd-settings-time = Le contrôle du temps des nouvelles tables
cmd-settings-time-live = En direct : une partie en quelques minutes
cmd-settings-time-async = En différé : des coups sur plusieurs jours
cmd-settings-time-default = Revenir au réglage par défaut
cmd-settings-game = Le jeu dont on règle les règles maison
cmd-settings-house_rules = Les options /play par défaut de ce jeu, p. ex. rounds=3 (none les efface)
cmd-settings-bot_levels = Niveaux de joueurs ordinateurs autorisés, p. ex. easy,normal (all : tous)
cmd-settings-bots_rated = Si les parties avec des joueurs ordinateurs comptent pour les classements
cmd-settings-bots_rated-yes = Toujours classées
cmd-settings-bots_rated-no = Jamais classées
cmd-settings-bots_rated-table = Chaque table choisit
cmd-settings-web_links = Si les pages web des tables s'ouvrent à leurs liens et si les plateaux les montrent
cmd-settings-web_links-on = Autorisé
cmd-settings-web_links-off = Désactivé
cmd-settings-web_links-default = Revenir au réglage par défaut
cmd-settings-web_pages = Les pages web du serveur : classements, parties, joueurs (on : un nouveau lien)
cmd-settings-web_pages-on = Activées, à un nouveau lien (l'ancien ne marche plus)
cmd-settings-web_pages-off = Désactivées
cmd-settings-abandon_days = Jours sans coup après lesquels une table est abandonnée (0 : par défaut, 14)
cmd-settings-season = Des saisons qui changent seules le 1er du mois (tout le serveur)
cmd-settings-season-monthly = Une saison par mois
cmd-settings-season-quarterly = Une saison par trimestre : janvier, avril, juillet, octobre
cmd-settings-season-off = Pas de saisons automatiques (les admins les lancent et les terminent)
cmd-settings-clock = Pendule des nouvelles tables : 5+3 (direct), 3d ou 3d+7 (différé) ; par défaut : aucune
cmd-settings-away_days = Jours d'absence (/away) par joueur et par an (0 : désactivé ; tout le serveur)
cmd-settings-tournaments = Qui peut créer des tournois (/tournament ; tout le serveur)
cmd-settings-tournaments-admins = Qui peut gérer le serveur (par défaut)
cmd-settings-tournaments-everyone = Tout le monde
cmd-settings-language = La langue des messages publics (tout le serveur ; par défaut : celle du serveur sur Discord)
cmd-settings-language-en = English
cmd-settings-language-de = Deutsch
cmd-settings-language-es = Español
cmd-settings-language-fr = Français
cmd-settings-language-pt-BR = Português do Brasil
cmd-settings-language-default = La langue du serveur sur Discord
cmd-settings-my_language = Ta propre langue pour ce que Tabula te dit en privé, sur tous les serveurs
cmd-settings-my_language-en = English
cmd-settings-my_language-de = Deutsch
cmd-settings-my_language-es = Español
cmd-settings-my_language-fr = Français
cmd-settings-my_language-pt-BR = Português do Brasil
cmd-settings-my_language-discord = Suivre ma langue Discord
cmd-notify = Un message privé quand une table en différé t'attend, avec des heures de calme.
cmd-notify-dms = Messages privés activés ou non ; inchangé par défaut
cmd-notify-dms-on = Envoie-moi un message privé quand une table en différé m'attend
cmd-notify-dms-off = Pas de messages privés
cmd-notify-quiet = Heures de calme en UTC, p. ex. 22-7 (none : aucune)
cmd-season = Les saisons de ce serveur, le classement final d'une saison passée ; les admins les gèrent.
cmd-season-action = Que faire : afficher par défaut
cmd-season-action-show = Afficher les saisons, ou le classement de la saison `number`
cmd-season-action-start = Lancer une saison maintenant (Gérer le serveur)
cmd-season-action-end = Terminer maintenant la saison en cours (Gérer le serveur)
cmd-season-number = La saison à afficher
cmd-away = Absence : tes délais en différé sur ce serveur t'attendent pendant ton absence (toi seul le vois).
cmd-away-days = S'absenter pendant ce nombre de jours, à partir de maintenant
cmd-away-off = Revenir maintenant, avant la fin de ton absence
cmd-tournament = Des tournois d'un jeu sur plusieurs jours : créer, lancer, se retirer, classement.
cmd-tournament-action = Que faire : le classement par défaut
cmd-tournament-action-create = Créer ici un tournoi, avec son message d'inscription
cmd-tournament-action-start = Le lancer maintenant (son organisateur ou un gestionnaire du serveur)
cmd-tournament-action-standings = Voir où il en est
cmd-tournament-action-withdraw = Te retirer : tu n'es plus apparié
cmd-tournament-action-cancel = L'annuler (son organisateur ou un gestionnaire du serveur)
cmd-tournament-game = Le jeu du tournoi (create)
cmd-tournament-format = Comment les joueurs se rencontrent (create ; swiss par défaut)
cmd-tournament-format-swiss = Système suisse : par points, personne ne se rencontre deux fois
cmd-tournament-format-round_robin = Toutes rondes : chacun rencontre chacun
cmd-tournament-format-knockout = Élimination directe : les perdants sortent à chaque ronde
cmd-tournament-rounds = Rondes du système suisse (create ; par défaut : assez pour les inscrits)
cmd-tournament-clock = La pendule des tables (create) : 5+3 (direct), 3d ou 3d+7 (différé)
cmd-tournament-time = Le rythme des tables (create ; par défaut : celui de la pendule, sinon différé)
cmd-tournament-time-live = En direct : délais courts
cmd-tournament-time-async = En différé : un jour par décision, ou la pendule
cmd-tournament-starts_in_hours = Démarrer seul dans ce nombre d'heures (create ; sinon l'organisateur le lance)
cmd-tournament-round_days = Jours que dure une ronde au plus (create ; par défaut 7 en différé, 1 en direct)
cmd-tournament-name = Le nom du tournoi (create)
cmd-tournament-id = Quel tournoi (par défaut : celui de ce salon)

# /away (absence). $until est une date que Discord affiche à chacun à sa façon ;
# $left est la phrase de away-left.
away-days-range = `days` est un nombre entier de jours, de 1 à { $max }.
away-days-number = `days` est un nombre entier de jours.
away-left = Il te { $left ->
    [one] reste { $left } jour
   *[other] reste { $left } jours
} sur les { $allowance ->
    [one] { $allowance } jour
   *[other] { $allowance } jours
} de cette année sur ce serveur.
away-both = Donne soit `days` (pour t'absenter), soit `off` (pour revenir), pas les deux.
away-status-away = Tu es absent jusqu'au { $until }.
away-status-home = Tu n'es pas absent.
away-turned-off = L'absence est désactivée sur ce serveur.
away-not-away = Tu n'es pas absent sur ce serveur. /away days:N commence une absence.
away-back-notice = { $name } est de retour.
away-back = Bon retour : tes délais aux tables en différé de ce serveur reprennent à partir de maintenant. { $left }
away-already = Tu es déjà absent jusqu'au { $until }. /away off y met fin ; ensuite /away days:N en commence une autre.
away-too-many = Tu as demandé { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}, mais : { $left }
away-notice = { $name } est absent jusqu'au { $until }.
away-started = Tu es absent jusqu'au { $until } : tes délais aux tables en différé de ce serveur t'attendent jusque-là (pas les tables en direct). /away off y met fin plus tôt. { $left }

# Le salon d'attente : réponses privées et refus.
lobby-started-join = Cette partie a déjà commencé ; tu peux la regarder et rejoindre la suivante.
lobby-seated-already = Tu es déjà à cette table.
lobby-full = La table est complète ({ $max } joueurs).
lobby-joined = Tu as pris place à la table.
lobby-not-seated = Tu n'es pas à cette table.
lobby-left-closed = Tu es parti ; la table est fermée.
lobby-left = Tu as quitté la table.
lobby-started = Cette partie a déjà commencé.
lobby-host-starts = Seul l'hôte peut lancer la partie.
lobby-needs = { $game } demande { $range } joueurs ; pour l'instant { $seated ->
    [one] { $seated } joueur
   *[other] { $seated } joueurs
}.
lobby-game-started = Partie lancée.
lobby-no-table = Il n'y a pas de table dans ce salon. Ouvre-en une avec /play.
lobby-cancel-who = Seul l'hôte ou qui peut gérer ce salon peut annuler la table.
lobby-cancelled = Table annulée.

# A player's own language (/settings my_language).
language-chosen = Tabula te parle désormais en { $language } sur tous les serveurs : tes vues, menus et réponses. `/settings my_language:discord` suit à nouveau ta langue Discord.
language-discord = Tabula suit à nouveau ta langue Discord ({ $language } ici).
