# Le cœur de Tabula : la vie d'une table en dehors du jeu et les commandes du serveur
# (issue 48), avec les clés de l'anglais.
#
# Glossaire : table = table, seat = place, host = hôte, lobby = salon, bot = bot (joueur
# ordinateur), turn = tour, deadline = délai, clock = pendule, bank = réserve de temps,
# season = saison, tournament = tournoi, round = ronde, bye = exempt, standings = classement,
# rematch = revanche, thread = fil, rating = cote, skill = niveau,
# replay = rediffusion, organiser = organisateur, entrant = participant, web link = lien web,
# direct message = message privé, quiet hours = heures calmes, leaderboard = palmarès.
# Tutoiement. Les valeurs tapées (`live`, `async`, noms d'options) restent en anglais.

failure = Quelque chose a mal tourné de notre côté ; rien n'a été modifié. Réessaie.
damaged = La partie enregistrée de cette table est endommagée, elle ne peut donc pas continuer (réessayer n'y changera rien). L'hôte, ou qui peut gérer ce salon, peut la terminer avec /cancel ; ce qui a été enregistré est gardé tel quel pour l'administration du serveur (`tabula check`). Ensuite, /play ouvre une nouvelle table.

bot-name = { $n ->
    [1] Bot
   *[other] Bot { $n }
} ({ $level ->
    [easy] facile
    [strong] fort
   *[normal] normal
})
lobby-host-adds-bots = Seul l'hôte peut ajouter des bots.
lobby-full-bots = La table est complète ({ $max } joueurs). Retire d'abord un bot ou attends que quelqu'un parte.
lobby-no-bots-here = Les réglages de ce serveur n'autorisent aucun joueur ordinateur ici.
lobby-bot-levels = Ce serveur n'autorise que des joueurs ordinateur de ces niveaux : { $levels }.
lobby-bot-seated = { $name } prend place.
lobby-host-removes-bots = Seul l'hôte peut retirer des bots.
lobby-no-bot = Il n'y a aucun bot à cette table.
lobby-bot-gone = Ce bot a déjà quitté la table.
lobby-bot-left = { $name } a quitté la table.
lobby-not-started = La partie n'a pas encore commencé.
lobby-host-options = Seul l'hôte peut changer les options de la table.
lobby-choice-unknown = Ce choix n'est pas reconnu.
lobby-choose-one = Choisis une seule valeur.
lobby-clock-pace = La pendule `{ $clock }` de cette table est faite pour les tables { $pace ->
    [live] en direct
   *[async] asynchrones
} ; ouvre une nouvelle table avec /play pour un autre rythme.
lobby-time-control = Le contrôle du temps est `live` ou `async`.
lobby-option-saved = Option enregistrée.
lobby-left-game = { $name } a quitté la partie ; { $by ->
    [bot] un bot joue ses tours
   *[default] ses tours sont joués par l'action par défaut du délai dépassé
} et { $name } finit dernier.
lobby-left-game-you = Tu as quitté la partie. Clique sur Reprendre dans ta vue (Voir ma main) si tu changes d'avis.
lobby-everyone-left = Tout le monde est parti ; la table est fermée.
lobby-everyone-left-thread = Tout le monde a quitté le salon de { $game } (table { $table }) ; il est fermé.
lobby-cancel-tournament = C'est une table de tournoi : elle se termine par le jeu, /resign ou le délai de la ronde. Qui peut gérer le serveur peut l'annuler.
lobby-cancelled-by = Annulée par { $name }.
lobby-cancelled-thread = { $name } a annulé la table { $table } de { $game } ; aucune cote ne change.
lobby-cancelled-notice = { $name } a annulé la table ; aucune cote ne change.
lobby-cancelled-damaged = { $name } a annulé la table ; aucune cote ne change. Sa partie enregistrée était illisible, elle est donc gardée telle quelle pour l'administration du serveur. /play ouvre une nouvelle table.
lobby-tables-off = Les réglages de ce serveur désactivent les tables dans ce salon ; /settings montre où elles sont permises.
lobby-bot-level-without-bots = `bot_level` règle le niveau des bots que `bots` installe ; indique aussi `bots`. (Un bot qui joue à la place d'un absent joue toujours au niveau normal.)
lobby-lose-on-time-rated = `lose_on_time` est pour les parties classées : avec un bot à la table, choisis aussi `rated_with_bots:True`, ou retire `lose_on_time`.
lobby-house-rules-error = { $error } (Les règles maison de ce serveur fixent { $options } ; /settings les montre.)
lobby-channel-has-table = Ce salon a déjà une table ({ $game }, { $status }). Rejoins-la avec /join, ou ouvre un fil pour une autre partie.
lobby-opened = Tu as ouvert une nouvelle table de { $game }{ $bots ->
    [0] {""}
    [1] {" "}avec un bot
   *[other] {" "}avec { $bots } bots
}. Les autres peuvent la rejoindre avec le bouton { $join } ou /join ; lance quand tout le monde est là.
lobby-opened-thread = Tu as ouvert une nouvelle table de { $game }{ $bots ->
    [0] {""}
    [1] {" "}avec un bot
   *[other] {" "}avec { $bots } bots
} dans son propre fil, { $thread }. Les autres peuvent la rejoindre avec le bouton { $join } ou /join ; lance quand tout le monde est là.
lobby-absent-bot-level = Un bot qui joue à la place d'un absent joue au niveau normal, que ce serveur n'autorise pas (autorisés : { $levels }) ; utilise `absent:default`.
lobby-bots-always-rated = Ce serveur compte toutes les parties avec des joueurs ordinateur dans les cotes.
lobby-bots-never-rated = Ce serveur ne compte jamais les parties avec des joueurs ordinateur dans les cotes.
lobby-lose-on-time-clock = `lose_on_time` demande une pendule : ajoutes-en une, p. ex. `clock:5+3` (en direct) ou `clock:3d` (asynchrone).

threads-off-note = Les réglages de ce serveur désactivent les fils ici (`/settings threads`), la table se joue donc dans ce salon.
threads-refused = Tabula n'a pas pu lui ouvrir de fil ({ $why }), elle se joue donc dans ce salon.
threads-opening = Ouverture d'un fil pour la table…
threads-name = { $game } · table de { $host }
threads-opened = { $host } a ouvert une table de { $game } dans { $thread } : rejoins-la là-bas.
threads-opened-rematch = { $host } a ouvert une revanche de la table { $table } de { $game } dans { $thread } : rejoins-la là-bas.
threads-played-in = (Jouée dans { $thread }.)

rematch-not-finished = Seule une partie terminée peut être rejouée.
rematch-started = La revanche a déjà commencé ; tu peux la regarder et rejoindre la suivante.
rematch-tables-off = Les réglages de ce serveur désactivent désormais les tables dans ce salon, il n'y a donc pas de revanche ici.
rematch-channel-has-table = Ce salon a déjà une table ({ $game }, { $status }) ; une revanche pourra s'ouvrir quand elle sera finie.
rematch-options = Les options de ce jeu n'ouvrent plus de table, il n'y a donc pas de revanche : { $error }
rematch-opened = Tu as ouvert une revanche de la table { $table } dans { $channel }. Tous ceux qui cliquent sur { $rematch } ou { $join } prennent place ; lance quand tout le monde est là.

abandon-lobby = Le salon de { $game } (table { $table }) est fermé : personne ne l'a rejoint, lancé ni modifié depuis { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}. /play ouvre une nouvelle table.
abandon-game = La table { $table } de { $game } est abandonnée : personne n'a joué depuis { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}. Elle se termine sans classement et aucune cote ne change ; /history montre son dernier plateau.

rules-title = Comment jouer à { $game }
stats-none = { $name } n'a encore terminé aucune partie sur ce serveur.
stats-line = { $game } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, place moyenne { $average }{ $rating }
stats-line-bots = { $game } avec des bots (non classé) : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, place moyenne { $average }{ $rating }
stats-rating = , niveau { $skill }{ $mark } (μ { $mu } ± { $sigma })
stats-provisional = { $mark } provisoire : moins de { $games } parties classées, ou la cote est encore incertaine.
stats-bots-hint = /stats bots:True montre les résultats des bots sur ce serveur.
stats-title = Statistiques de { $name }
stats-bots-none = Aucune partie avec des bots n'est encore terminée sur ce serveur.
stats-bots-title = Les bots sur ce serveur
games-none = Tu n'as aucune partie en cours sur ce serveur. Lances-en une avec /play.
games-in-lobby = dans le salon
games-your-turn = { $b }t'attend{ $e } (échéance { $due })
games-others-turn = attend les autres
games-line = { $channel } · { $game } · table { $table } · { $state }
games-title = Tes parties en cours
history-none-of = Aucune partie de { $game } n'est encore terminée dans ce salon. Ouvre une table avec /play.
history-none = Aucune partie n'est encore terminée dans ce salon. Ouvre une table avec /play.
history-earlier = Parties précédentes ici :
history-choice = Table { $table } · { $game }
history-title = Dernière partie ici · { $title }
history-line = • { $at } · { $game } · table { $table } · { $what }
history-unavailable = indisponible dans cette version de Tabula
history-abandoned = abandonnée
history-cancelled = annulée
history-won = gagnée par { $winners }
history-won-on-time = gagnée au temps par { $winners }

tournament-round-deadline = La table { $table } de { $game } s'arrête ici : le délai de la ronde de { $tournament } est passé. Elle compte comme une égalité entre les joueurs encore présents ; aucune cote ne change.

replay-none = Aucune partie n'est encore terminée dans ce salon, il n'y a donc rien à revoir.
replay-no-table = Ce salon n'a pas de table { $table }. /history liste les parties terminées ici.
replay-choose-one = Choisis une seule partie.
replay-not-here = Cette partie n'est pas de ce salon.
replay-pick = Revoir une partie précédente
replay-log-attached = Le journal des coups de la table { $table } ({ $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}) est joint.
replay-log-description = Le journal des coups de la table { $table } de { $game }
replay-log-heading = Tabula · { $game } · table { $table } · { $ended }
replay-log-players = Joueurs : { $players }
replay-log-move = Coup { $k } sur { $n }
replay-log-board-now = Plateau actuel :
replay-log-final-board = Plateau final :
replay-timed-out = ⏰ Temps écoulé ; l'action par défaut a été jouée.
replay-still-open = Cette partie est encore en cours ; la rediffusion sera là une fois qu'elle sera finie (voir /board).
replay-never-started = Cette table n'a jamais commencé, il n'y a donc rien à revoir.
replay-broken = Le journal des coups de cette partie ne mène pas à son plateau final, elle ne peut donc pas être revue. Son plateau final est toujours dans /history.
replay-ended-cancelled = annulée avant la fin
replay-ended-finished = terminée
replay-deal-only = La donne : la partie s'est terminée avant le premier coup
replay-deal = La donne, avant le coup 1 sur { $n }
replay-after = Après le coup { $k } sur { $n }
replay-this-move = Ce coup :
replay-title = Rediffusion · { $game } · table { $table }
replay-button-deal = ⏮ Donne
replay-button-back = ◀ Retour
replay-button-next = Suivant ▶
replay-button-end = Fin ⏭
replay-button-log = Journal des coups (.txt)

load-game-unavailable = Le jeu de cette table n'est pas disponible dans cette version de Tabula.
load-no-such-table = Cette table n'existe pas.
load-thread-line = • { $game } (table { $table }, { $status }) dans { $thread }
load-in-threads = Ici, les tables se jouent dans leurs propres fils :
    { $tables }
    Utilise la commande dans le fil de la table que tu veux.

web-link-label = Voir sur le web
link-no-table = Il n'y a pas de table dans ce salon et aucune partie ne s'y est encore terminée, il n'y a donc aucune page à montrer. Ouvre une table avec /play.
link-not-yours = Seul l'hôte de la table, ou qui peut gérer ce salon, peut lui donner un nouveau lien. /link sans options montre le lien actuel.
link-renewed = La table { $table } a un nouveau lien : l'ancien n'ouvre plus rien, et les pages ouvertes avec lui ne suivent plus la partie.
link-off = Les liens web sont désactivés dans ce salon, les pages de ses tables ne peuvent donc pas être ouvertes (/settings web_links:on les active).
link-no-address = Ce Tabula n'a pas encore d'adresse web publique (son administration règle PUBLIC_URL), il n'y a donc aucun lien à ouvrir. Les plateaux et les résultats porteront un bouton « { $button } » une fois qu'elle sera réglée.
link-page = La page web de la table { $table } : { $url }
    Toute personne qui a ce lien peut la suivre en direct puis, une fois finie, la revoir, sans Discord. /link new:true donne un nouveau lien à la table (son hôte ou qui gère le salon).
link-replay = La rediffusion de la table { $table } : { $url }
    Toute personne qui a ce lien peut la revoir coup par coup, sans Discord. /link new:true donne un nouveau lien à la table (son hôte ou qui gère le salon).
link-title = Page web

notify-off = Les messages privés sont désactivés : tu vois tes tours dans les salons. `/notify dms:on` t'en envoie un quand une table asynchrone t'attend.
notify-paused = Les messages privés sont en pause : Discord ne m'a pas laissé t'en envoyer (tes MP sont fermés aux membres de ce serveur). Autorise les messages privés, puis `/notify dms:on` pour les recevoir à nouveau.
notify-on = Les messages privés sont activés : un quand une table asynchrone commence à t'attendre, et un avec son rappel avant ton délai. Pas d'heures calmes. Discord ne les remet que si tu acceptes les messages privés des membres de ce serveur.
notify-on-quiet = Les messages privés sont activés : un quand une table asynchrone commence à t'attendre, et un avec son rappel avant ton délai. Heures calmes : { $quiet } ; les messages prévus pendant ces heures attendent leur fin. Discord ne les remet que si tu acceptes les messages privés des membres de ce serveur.

# Messages privés (store::notify), dans la langue du lecteur. $game : le nom du jeu ; $table :
# le numéro de la table ; $channel : un lien vers son salon ; $what : ce qu'elle attend ;
# $due : l'échéance.
dm-waits = ⏳ La table { $table } de { $game } dans { $channel } t'attend : { $what } (échéance { $due }).
dm-reminder = ⏰ Rappel : la table { $table } de { $game } dans { $channel } t'attend encore : { $what } (échéance { $due }).

season-hidden = Les joueurs sans partie classée depuis { $days } jours sont masqués (/stats les montre toujours).
season-line = { $rank }. { $name } : niveau { $skill }{ $mark } (μ { $mu } ± { $sigma }), { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
season-date = { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
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
season-title-past = Saison { $number }, du { $starts } au { $ends } (classement final)
season-title-running = Saison { $number }, depuis le { $starts }
leaderboard-no-season = Aucune saison n'est en cours sur ce serveur. `season:all` montre le palmarès de tous les temps ; l'administration lance une saison avec /season action:start.
season-no-such = Il n'y a pas de saison { $number } sur ce serveur : ses saisons vont de 1 à { $last }.
leaderboard-no-seasons = Ce serveur n'a encore eu aucune saison. `season:all` montre le palmarès de tous les temps.
leaderboard-empty = Aucune partie de { $game } n'est encore terminée sur ce serveur.
leaderboard-inactive = Personne n'a joué de partie classée de { $game } sur ce serveur ces { $days } derniers jours.
leaderboard-all-time = De tous les temps
leaderboard-season-empty = Pas encore de partie classée de { $game } dans la saison { $number }.
leaderboard-title-season = Palmarès de { $game } · saison { $number }
leaderboard-title-all = Palmarès de { $game } · de tous les temps
season-number = `number` est le numéro d'une saison, comme 3.
season-number-show = `number` va avec `action:show` ; `action:{ $action }` ne prend pas de numéro.
season-admins-only = Lancer et terminer des saisons demande la permission Gérer le serveur. /season sans options montre les saisons de ce serveur.
season-action = `action` vaut `show`, `start` ou `end`.
season-started = La saison { $number } commence maintenant : tout le monde la commence à la cote de départ, et ses parties classées font bouger son propre palmarès (/leaderboard).
season-ended-then = La saison { $number } est terminée ; son classement final : /season number:{ $number }.
season-heading = Saison { $number }
season-none-running = Aucune saison n'est en cours sur ce serveur. /season action:start en lance une.
season-ended = La saison { $number } est terminée ; son classement est définitif : /season number:{ $number }.
season-ended-rolls = Les saisons de ce serveur s'enchaînent d'elles-mêmes (/settings season:), la suivante commence donc le 1er ; `season:off` arrête cela.
season-running = { $title } : /leaderboard montre ses palmarès.
season-none-all-time = Aucune saison en cours : /leaderboard montre tous les temps.
season-rolls = Les saisons s'enchaînent d'elles-mêmes : { $length ->
    [monthly] chaque mois
   *[quarterly] chaque trimestre
} (le 1er, UTC).
season-by-admin = Les saisons commencent et finissent quand l'administration le décide (/season action:start).
season-past = { $b }Saisons passées{ $e } (/season number:N montre le classement final de l'une d'elles)
season-overview-title = Les saisons sur ce serveur
season-none-yet = Ce serveur n'a encore eu aucune saison.
season-no-games = Aucune partie classée dans cette saison.
season-top = Les 3 premiers de chaque jeu ; /leaderboard game:… season:{ $number } en montre plus. { $legend }
season-rolls-off = Les saisons ne s'enchaînent plus d'elles-mêmes ; une saison en cours continue jusqu'à ce que l'administration la termine (/season action:end).
season-rolls-on-running = La saison { $number } continue, et les saisons s'enchaînent désormais { $length ->
    [monthly] chaque mois
   *[quarterly] chaque trimestre
} le 1er (UTC).
season-rolls-on-new = La saison { $number } commence maintenant, et les saisons s'enchaînent { $length ->
    [monthly] chaque mois
   *[quarterly] chaque trimestre
} le 1er (UTC).

settings-admins-only = Changer les réglages du serveur demande la permission Gérer le serveur. /settings sans options les montre.
settings-season-server = Les saisons valent pour tout le serveur : donne `season` sans `scope:here`.
settings-server-only = Les pages web du serveur, les absences, les tournois et la langue valent pour tout le serveur : donne `web_pages`, `away_days`, `tournaments` et `language` sans `scope:here`.
settings-saved-here = Enregistré pour ce salon.
settings-saved-server = Enregistré pour tout le serveur.
settings-in-channel = Dans ce salon
settings-whole-server = Réglé pour tout le serveur
settings-one-channel = Réglé pour un salon
settings-title = Réglages du serveur
settings-web-pages-off = • Les pages web du serveur : désactivées (`web_pages:on` les active)
settings-web-pages-on = • Les pages web du serveur : activées
settings-web-pages-at = • Les pages web du serveur : activées, à { $url } (`web_pages:on` à nouveau donne un nouveau lien et l'ancien cesse de marcher)
settings-web-pages-no-address = • Les pages web du serveur : activées, mais ce Tabula n'a pas encore d'adresse web publique (son administration règle PUBLIC_URL), il n'y a donc aucun lien à ouvrir
settings-none = aucune
settings-tables = • Tables : { $state ->
    [on] permises
   *[off] désactivées
}
settings-threads = • Un fil par table : { $state ->
    [on] activé (les tables ouvertes dans un salon textuel se jouent dans leur propre fil)
   *[off] désactivé (les tables se jouent dans le salon où elles sont ouvertes)
}
settings-time = • Contrôle du temps des nouvelles tables : { $time ->
    [live] en direct
    [async] asynchrone
   *[none] en direct (par défaut dans Tabula)
}
settings-house-rules = • Règles maison : { $rules }
settings-bots = • Joueurs ordinateur permis : { $levels }
settings-bots-rated = • Parties avec des joueurs ordinateur : { $rated ->
    [always] toujours classées
    [never] jamais classées
   *[table] classées si la table le choisit (`rated_with_bots`)
}
settings-web-links = • Pages web des tables : { $state ->
    [on] affichées (les plateaux y mènent quand Tabula a une adresse publique ; /link)
   *[off] désactivées (leurs liens n'ouvrent rien)
}
settings-abandon = • Une table où personne ne joue est abandonnée après { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}
settings-season = • Saisons : { $length ->
    [monthly] mensuelles (une nouvelle le 1er, UTC ; /season)
    [quarterly] trimestrielles (une nouvelle le 1er, UTC ; /season)
   *[none] lancées et terminées par l'administration (/season)
}
settings-clock = • Pendule des nouvelles tables : `{ $clock }`
settings-clock-none = • Pendule des nouvelles tables : aucune (chaque décision a le temps de son rythme)
settings-away = { $days ->
    [0] • Absences (/away) : désactivées
    [one] • Absences (/away) : { $days } jour par an et par joueur
   *[other] • Absences (/away) : { $days } jours par an et par joueur
}
settings-tournaments = • Les tournois (/tournament) sont créés par { $who ->
    [anyone] tout le monde
   *[managers] qui gère le serveur
}
settings-language = • Langue des messages publics : { $language }
settings-language-discord = • Langue des messages publics : la langue du serveur sur Discord (l'anglais si Tabula ne la parle pas)
settings-defaults = rien (réglages par défaut de Tabula)
settings-row-house-rules = règles maison de { $game } : { $options }
settings-row-bots-rated = bots_rated { $rated ->
    [yes] oui
   *[no] non
}
tournament-action = `action` vaut create, start, cancel, withdraw ou standings.
tournament-id = `id` est le numéro d'un tournoi, tel que ses messages le montrent.
tournament-none-here = Pas de tournoi ici. Donne `id` (son numéro, sur ses messages), ou crées-en un avec `/tournament action:create`.
tournament-create-who = Sur ce serveur, seuls les membres qui peuvent le gérer créent des tournois (`/settings tournaments:everyone` permet à tout le monde).
tournament-not-in-thread = Crée un tournoi dans un salon textuel, pas dans un fil : chacune de ses tables s'ouvre dans un fil de ce salon.
tournament-which-game = Quel jeu ? Donne `game`.
tournament-game-list = `game` est l'un de : { $games }.
tournament-format = `format` vaut swiss, round_robin ou knockout.
tournament-rounds = `rounds` est un nombre entier de 1 à { $max }.
tournament-rounds-swiss = `rounds` est pour les tournois suisses : un toutes-rondes se joue jusqu'à ce que tout le monde se soit rencontré, une élimination directe jusqu'à ce qu'il n'en reste qu'un.
tournament-game-unfit = { $game } ne peut pas se jouer en tournoi.
tournament-clock-pace = La pendule `{ $clock }` est faite pour les tables { $pace ->
    [live] en direct
   *[async] asynchrones
}, pas { $time ->
    [live] en direct
   *[async] asynchrones
}.
tournament-round-days = `round_days` est un nombre entier de jours de 1 à { $max }.
tournament-starts-in = `starts_in_hours` est un nombre entier d'heures de 1 à { $max }.
tournament-name-length = `name` fait de 1 à { $max } caractères.
tournament-default-name = Tournoi de { $game }
tournament-created = Le tournoi { $id } est ouvert aux participants. Lance-le avec son bouton Lancer maintenant ou `/tournament action:start id:{ $id }`.
tournament-created-at = Le tournoi { $id } est ouvert aux participants. Lance-le avec son bouton Lancer maintenant ou `/tournament action:start id:{ $id }` ; sinon il commence tout seul { $at }.
tournament-gone = Ce tournoi n'existe plus.
tournament-running = Ce tournoi a commencé ; `/tournament action:standings` montre où il en est.
tournament-finished = Ce tournoi est terminé ; `/tournament action:standings` montre son classement final.
tournament-was-cancelled = Ce tournoi a été annulé.
tournament-joined = Tu es inscrit. Tes tables s'ouvriront dans des fils de ce salon ; tu es mentionné quand une ronde est appariée.
tournament-already-in = Tu es déjà inscrit à ce tournoi.
tournament-left = Tu as quitté le tournoi.
tournament-not-in = Tu n'es pas inscrit à ce tournoi.
tournament-cancel-who = Seul l'organisateur du tournoi, ou qui peut gérer le serveur, peut l'annuler.
tournament-already-over = Ce tournoi est déjà terminé.
tournament-cancelled-notice = { $name } (tournoi { $id }) est annulé par son organisateur. Les tables encore en cours continuent comme des parties ordinaires.
tournament-cancelled = Tournoi annulé.
tournament-left-before-start = Tu as quitté le tournoi avant son début.
tournament-withdrew-notice = { $player } s'est retiré de { $name }.
tournament-withdrawn = Tu es retiré : tu ne seras plus apparié. Si ta table de cette ronde est encore en cours, elle compte comme une défaite pour toi ; `/resign` là-bas la quitte tout de suite.
tournament-already-withdrawn = Tu t'es déjà retiré.
tournament-over = Ce tournoi est terminé.
tournament-start-who = Seul l'organisateur du tournoi, ou qui peut gérer le serveur, peut le lancer.
tournament-already-started = Ce tournoi a déjà commencé.
# Pourquoi une ronde ne peut pas être appariée ($why de tournament-cannot-start) : une proposition après deux-points.
pair-sizes = une table de ce jeu accueille { $min } à { $max } joueurs, ce qui ne permet pas de tournoi
pair-knockout-won = l'élimination directe est finie : { $winner } l'a gagnée
pair-knockout-empty = l'élimination directe est finie : il n'y reste personne
pair-few = il ne reste { $left ->
    [one] que { $left } joueur
   *[other] que { $left } joueurs
}, et une table en demande { $min }
pair-all-met = toutes les paires se sont déjà affrontées : le toutes-rondes n'a plus de ronde
pair-unseatable = les joueurs restants ne peuvent pas être placés aux tables de ce jeu
pair-byes = { $byes } joueurs doivent être exempts cette ronde, mais seuls { $byeless } ne l'ont pas encore été, et personne ne l'est deux fois
pair-odd = il reste un nombre impair de joueurs et tous ont déjà été exempts : personne ne l'est deux fois
tournament-cannot-start = { $name } ne peut pas encore commencer : { $why } ({ $entrants ->
    [one] { $entrants } participant
   *[other] { $entrants } participants
} ; une table de { $game } accueille { $seats }).
tournament-cannot-start-waits = { $name } ne peut pas encore commencer : { $why } ({ $entrants ->
    [one] { $entrants } participant
   *[other] { $entrants } participants
} ; une table de { $game } accueille { $seats }). Son organisateur pourra le lancer quand d'autres l'auront rejoint.
tournament-started = Tournoi lancé : les tables de la ronde 1 s'ouvrent maintenant dans leurs fils.
tournament-standings-after = Classement après la ronde { $round } :
tournament-over-notice = { $name } est terminé.
tournament-won = { $name } est terminé : { $winner } l'emporte !
tournament-shared = { $name } est terminé : { $winners } et { $last } se partagent la première place !
tournament-final-standings = Classement final après { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
tournament-no-round-yet = Aucune ronde n'est encore terminée
tournament-standings-round = Classement après la ronde { $round }
tournament-thread-refused = Tabula n'a pas pu ouvrir de fil pour la table { $table } de la ronde { $round } de { $name } ({ $why }). Il réessaie dans quelques minutes ; qui gère le serveur peut donner ici à Tabula la permission Créer des fils publics.
tournament-table-notice = { $name } : ronde { $round }, table { $table }.
tournament-table-opened = Ronde { $round } · la table { $table } ({ $players }) se joue dans { $thread }.
tournament-thread-name = { $name } · ronde { $round } · table { $table }
