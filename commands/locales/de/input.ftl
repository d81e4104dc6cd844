# Was das Lesen eines getippten Befehls ablehnt (Issue 48). Optionsnamen, Werte und Befehle
# bleiben wie getippt, in Backticks. Glossar wie in commands.ftl. Anrede: du.

input-which-game = Welches Spiel? Wähle eines von: { $games }.
input-no-game = Es gibt kein Spiel namens "{ $game }". Wähle eines von: { $games }.
input-unknown-command = Unbekannter Befehl /{ $command }.
input-no-options = { $command } hat keine Optionen (also nicht `{ $option }`).
input-no-such-option = { $command } hat keine Option `{ $option }`; es gibt { $options }.
input-needs-option = { $command } braucht die Option `{ $option }` ({ $what }).
input-must-be-text = `{ $option }` von { $command } muss ein Text sein.
input-must-be-member = `{ $option }` von { $command } muss ein Mitglied dieses Servers sein.
input-must-be-boolean = `{ $option }` von { $command } muss true oder false sein.
input-must-be-number = `{ $option }` von { $command } muss eine ganze Zahl von { $min } bis { $max } sein.
input-must-be-choice = `{ $option }` von { $command } muss eines von { $choices } sein.
input-not-text = `{ $option }` von { $command } muss ein Text sein, nicht `{ $value }`.
input-not-member = `{ $option }` von { $command } muss ein Mitglied dieses Servers sein, nicht `{ $value }`.
input-not-boolean = `{ $option }` von { $command } muss true oder false sein, nicht `{ $value }`.
input-not-number = `{ $option }` von { $command } muss eine ganze Zahl von { $min } bis { $max } sein, nicht `{ $value }`.
input-not-choice = `{ $option }` von { $command } muss eines von { $choices } sein, nicht `{ $value }`.
input-table-number = `table` ist die Nummer eines Tisches, wie /history sie zeigt.
input-dms = `dms` ist `on` oder `off`.
input-quiet = `quiet` sind zwei UTC-Stunden wie `22-7`, oder `none`.
input-whose-seat = Wessen Platz? Gib `player` an.
input-remove-to = `to` muss bot oder default sein.
input-stats-bots = `bots` muss true oder false sein.
input-user-name-alone = `user_name` benennt den Spieler von `user`; gib auch `user` an.
input-user = `user` muss einen Spieler nennen.
input-stats-both = Frag nach den Statistiken eines Spielers oder nach denen der Bots, nicht nach beidem zugleich.
input-word-or-number = `{ $option }` nimmt ein Wort oder eine Zahl.
input-scope = `scope` ist `server` oder `here` (dieser Kanal).
input-on-off-default = `{ $option }` ist `on`, `off` oder `default`.
input-time-or-default = `time` ist `live`, `async` oder `default`.
input-house-rules-too = Gib auch die `house_rules` des Spiels an (`none` löscht sie).
input-house-rules-game = Wessen Hausregeln? Gib auch `game` an.
input-bot-levels = `bot_levels` zählt Stufen auf (`easy`, `normal`, `strong`) oder ist `all`.
input-bots-rated = `bots_rated` ist `yes`, `no` oder `table` (jeder Tisch entscheidet).
input-web-pages = `web_pages` ist `on` oder `off`.
input-abandon-days = `abandon_days` ist eine ganze Zahl von Tagen von 1 bis { $max } (0: der Standard, { $default }).
input-season = `season` ist `monthly`, `quarterly` oder `off`.
input-clock-default = { $why } (`default` lässt neue Tische ohne Uhr.)
input-away-days = `away_days` ist eine ganze Zahl von Tagen von 0 (Abwesenheit ausgeschaltet) bis { $max }.
input-tournaments = `tournaments` ist `admins` oder `everyone`.
input-language = `language` ist en, de, es, fr, pt-BR oder default (die Discord-Sprache des Servers).
input-my-language-alone = `my_language` ist deine eigene Wahl: gib es allein an, ohne die Servereinstellungen.
input-my-language = `my_language` ist en, de, es, fr, pt-BR oder discord (deine Discord-Sprache).
input-house-rules-refused = { $game } nimmt diese Hausregeln nicht an.
input-house-rules-word = `{ $word }` ist nicht `name=wert` (zum Beispiel `rounds=3`).
input-house-rules-twice = `{ $name }` ist doppelt angegeben.
input-quiet-hours = `{ $value }` sind keine Ruhezeiten: gib zwei UTC-Stunden wie `22-7` an, oder `none`.
input-season-board = `season` ist `current`, `all` (alle Zeiten) oder die Nummer einer Saison, etwa 3.

# Der Text einer Uhr (`/play clock:`, `/settings clock:`, `/tournament clock:`). `$part` ist
# der Teil der Uhr, der sich nicht lesen lässt.
input-clock-forms = Eine Uhr ist `Minuten+Sekunden` für einen Live-Tisch (`5+3`: je 5 Minuten, 3 Sekunden mehr pro Zug; Minuten 1-180, Sekunden 0-180) oder Tage pro Zug für einen asynchronen Tisch (`3d`, oder `3d+7`, um ungenutzte Zeit bis zu 7 Tage anzusparen; Tage 1-30, Guthaben 0-60).
input-clock-not-number = `{ $value }` ist keine ganze Zahl { $part ->
        [minutes] von Minuten
        [increment] von Sekunden Zuschlag
        [move-days] von Tagen pro Zug
       *[bank-days] von Guthabentagen
    }. { input-clock-forms }
input-clock-range = { $part ->
        [minutes] Die Minuten der Uhr müssen
        [increment] Die Sekunden Zuschlag der Uhr müssen
        [move-days] Die Tage pro Zug der Uhr müssen
       *[bank-days] Die Guthabentage der Uhr müssen
    } zwischen { $min } und { $max } liegen (du hast { $value } angegeben).

# Die eigenen Optionen von `/play`, neben denen des Spiels.
input-time = Die Zeitkontrolle muss `live` oder `async` sein.
input-clock-pace = Die Uhr `{ $clock }` ist für `{ $pace }`-Tische, aber du hast `time:{ $time }` gewählt: lass `time` weg oder wähle eine Uhr für `{ $time }` (z. B. `{ $example }`).
input-lose-on-time = `lose_on_time` muss true oder false sein.
input-lose-on-time-players = `lose_on_time` ist für gewertete Partien zu zweit, und { $game } braucht mindestens { $min } Spieler.
input-bots-most = An einem Tisch von { $game } sitzen höchstens { $seats } Spieler, also können höchstens { $bots ->
        [one] 1 Bot
       *[other] { $bots } Bots
    } neben dir Platz nehmen.
input-bots-number = `bots` ist die Zahl der Computerspieler neben dir: eine ganze Zahl von 0 bis { $max }.
input-bot-level = `bot_level` muss easy, normal oder strong sein.
input-absent = `absent` muss `default` sein (die Züge eines abwesenden Spielers macht die Standardaktion) oder `bot` (ein Bot spielt sie, bis der Spieler zurückkommt).
input-rated-with-bots = `rated_with_bots` muss true oder false sein.
