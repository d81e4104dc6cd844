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
}. Les autres peuvent la rejoindre avec le bouton Rejoindre ou /join ; lance quand tout le monde est là.
lobby-opened-thread = Tu as ouvert une nouvelle table de { $game }{ $bots ->
    [0] {""}
    [1] {" "}avec un bot
   *[other] {" "}avec { $bots } bots
} dans son propre fil, { $thread }. Les autres peuvent la rejoindre avec le bouton Rejoindre ou /join ; lance quand tout le monde est là.
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
rematch-opened = Tu as ouvert une revanche de la table { $table } dans { $channel }. Tous ceux qui cliquent sur Revanche ou Rejoindre prennent place ; lance quand tout le monde est là.

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
