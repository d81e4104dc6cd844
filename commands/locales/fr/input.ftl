# Ce que la lecture d'une commande tapée refuse (issue 48). Les noms d'options, les valeurs et
# les commandes restent tels que tapés, entre accents graves. Tutoiement.

input-which-game = Quel jeu ? Choisis parmi : { $games }.
input-no-game = Il n'y a pas de jeu nommé "{ $game }". Choisis parmi : { $games }.
input-unknown-command = Commande inconnue : /{ $command }.
input-no-options = { $command } ne prend aucune option (pas `{ $option }`).
input-no-such-option = { $command } n'a pas d'option `{ $option }` ; elle prend { $options }.
input-needs-option = { $command } a besoin de son option `{ $option }` ({ $what }).
input-must-be-text = `{ $option }` de { $command } doit être un texte.
input-must-be-member = `{ $option }` de { $command } doit être un membre de ce serveur.
input-must-be-boolean = `{ $option }` de { $command } doit être true ou false.
input-must-be-number = `{ $option }` de { $command } doit être un nombre entier de { $min } à { $max }.
input-must-be-choice = `{ $option }` de { $command } doit être l'un de { $choices }.
input-not-text = `{ $option }` de { $command } doit être un texte, pas `{ $value }`.
input-not-member = `{ $option }` de { $command } doit être un membre de ce serveur, pas `{ $value }`.
input-not-boolean = `{ $option }` de { $command } doit être true ou false, pas `{ $value }`.
input-not-number = `{ $option }` de { $command } doit être un nombre entier de { $min } à { $max }, pas `{ $value }`.
input-not-choice = `{ $option }` de { $command } doit être l'un de { $choices }, pas `{ $value }`.
input-table-number = `table` est le numéro d'une table, comme /history les liste.
input-dms = `dms` vaut `on` ou `off`.
input-quiet = `quiet`, ce sont deux heures UTC comme `22-7`, ou `none`.
input-whose-seat = La place de qui ? Donne `player`.
input-remove-to = `to` doit être bot ou default.
input-stats-bots = `bots` doit être true ou false.
input-user-name-alone = `user_name` nomme le joueur de `user` ; donne aussi `user`.
input-user = `user` doit nommer un joueur.
input-stats-both = Demande les statistiques d'un joueur ou celles des bots, pas les deux à la fois.
input-word-or-number = `{ $option }` prend un mot ou un nombre.
input-scope = `scope` vaut `server` ou `here` (ce salon).
input-on-off-default = `{ $option }` vaut `on`, `off` ou `default`.
input-time-or-default = `time` vaut `live`, `async` ou `default`.
input-house-rules-too = Donne aussi les `house_rules` du jeu (`none` les efface).
input-house-rules-game = Les règles maison de quel jeu ? Donne aussi `game`.
input-bot-levels = `bot_levels` liste des niveaux (`easy`, `normal`, `strong`), ou vaut `all`.
input-bots-rated = `bots_rated` vaut `yes`, `no` ou `table` (chaque table choisit).
input-web-pages = `web_pages` vaut `on` ou `off`.
input-abandon-days = `abandon_days` est un nombre entier de jours de 1 à { $max } (0 : la valeur par défaut, { $default }).
input-season = `season` vaut `monthly`, `quarterly` ou `off`.
input-clock-default = { $why } (`default` laisse les nouvelles tables sans pendule.)
input-away-days = `away_days` est un nombre entier de jours de 0 (absences désactivées) à { $max }.
input-tournaments = `tournaments` vaut `admins` ou `everyone`.
input-language = `language` vaut en, de, es, fr, pt-BR ou default (la langue Discord du serveur).
input-my-language-alone = `my_language` est ton propre choix : donne-le seul, sans les réglages du serveur.
input-my-language = `my_language` vaut en, de, es, fr, pt-BR ou discord (ta langue Discord).
input-house-rules-refused = { $game } n'accepte pas ces règles maison.
input-house-rules-word = `{ $word }` n'est pas de la forme `nom=valeur` (par exemple `rounds=3`).
input-house-rules-twice = `{ $name }` est donné deux fois.
input-quiet-hours = `{ $value }` ne sont pas des heures calmes : donne deux heures UTC comme `22-7`, ou `none`.
input-season-board = `season` vaut `current`, `all` (depuis toujours) ou le numéro d'une saison, comme 3.

# Le texte d'une pendule (`/play clock:`, `/settings clock:`, `/tournament clock:`). `$part`
# est la partie de la pendule qui ne se lit pas.
input-clock-forms = Une pendule s'écrit `minutes+secondes` pour une table en direct (`5+3` : 5 minutes chacun, 3 secondes de plus par coup ; minutes 1-180, secondes 0-180) ou en jours par coup pour une table asynchrone (`3d`, ou `3d+7` pour garder le temps non utilisé jusqu'à 7 jours ; jours 1-30, réserve 0-60).
input-clock-not-number = `{ $value }` n'est pas un nombre entier de { $part ->
        [minutes] minutes
        [increment] secondes d'incrément
        [move-days] jours par coup
       *[bank-days] jours de réserve
    }. { input-clock-forms }
input-clock-range = { $part ->
        [minutes] Les minutes
        [increment] Les secondes d'incrément
        [move-days] Les jours par coup
       *[bank-days] Les jours de réserve
    } de la pendule vont de { $min } à { $max } (tu as donné { $value }).

# Les options propres à `/play`, à côté de celles du jeu.
input-time = Le rythme doit être `live` ou `async`.
input-clock-pace = La pendule `{ $clock }` est faite pour les tables `{ $pace }`, mais tu as choisi `time:{ $time }` : retire `time` ou choisis une pendule pour `{ $time }` (par ex. `{ $example }`).
input-lose-on-time = `lose_on_time` doit valoir true ou false.
input-lose-on-time-players = `lose_on_time` est pour les parties classées à deux joueurs, et { $game } demande au moins { $min } joueurs.
input-bots-most = Une table de { $game } accueille au plus { $seats } joueurs, donc au plus { $bots ->
        [one] 1 bot peut
       *[other] { $bots } bots peuvent
    } s'asseoir à côté de toi.
input-bots-number = `bots` est le nombre de joueurs ordinateur installés à côté de toi : un nombre entier de 0 à { $max }.
input-bot-level = `bot_level` doit valoir easy, normal ou strong.
input-absent = `absent` doit valoir `default` (l'action par défaut joue les tours d'un absent) ou `bot` (un bot les joue jusqu'au retour du joueur).
input-rated-with-bots = `rated_with_bots` doit valoir true ou false.
