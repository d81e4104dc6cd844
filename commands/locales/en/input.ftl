# What reading a typed command refuses (issue 48): an option that does not exist or does not
# fit. Option names, values and commands stay as typed, between backticks.

input-which-game = Which game? Choose one of: { $games }.
input-no-game = There is no game called "{ $game }". Choose one of: { $games }.
input-unknown-command = Unknown command /{ $command }.
input-no-options = { $command } takes no options (not `{ $option }`).
input-no-such-option = { $command } has no option `{ $option }`; it takes { $options }.
input-needs-option = { $command } needs its option `{ $option }` ({ $what }).
input-must-be-text = `{ $option }` of { $command } must be text.
input-must-be-member = `{ $option }` of { $command } must be a member of this server.
input-must-be-boolean = `{ $option }` of { $command } must be true or false.
input-must-be-number = `{ $option }` of { $command } must be a whole number from { $min } to { $max }.
input-must-be-choice = `{ $option }` of { $command } must be one of { $choices }.
input-not-text = `{ $option }` of { $command } must be text, not `{ $value }`.
input-not-member = `{ $option }` of { $command } must be a member of this server, not `{ $value }`.
input-not-boolean = `{ $option }` of { $command } must be true or false, not `{ $value }`.
input-not-number = `{ $option }` of { $command } must be a whole number from { $min } to { $max }, not `{ $value }`.
input-not-choice = `{ $option }` of { $command } must be one of { $choices }, not `{ $value }`.
input-table-number = `table` is a table's number, as /history lists it.
input-dms = `dms` is `on` or `off`.
input-quiet = `quiet` is two UTC hours like `22-7`, or `none`.
input-whose-seat = Whose seat? Give `player`.
input-remove-to = `to` must be bot or default.
input-stats-bots = `bots` must be true or false.
input-user-name-alone = `user_name` names the player of `user`; give `user` too.
input-user = `user` must name a player.
input-stats-both = Ask for one player's stats or for the bots', not both at once.
input-word-or-number = `{ $option }` takes a word or a number.
input-scope = `scope` is `server` or `here` (this channel).
input-on-off-default = `{ $option }` is `on`, `off` or `default`.
input-time-or-default = `time` is `live`, `async` or `default`.
input-house-rules-too = Give the game's `house_rules` too (`none` clears them).
input-house-rules-game = Whose house rules? Give `game` too.
input-bot-levels = `bot_levels` lists levels (`easy`, `normal`, `strong`), or is `all`.
input-bots-rated = `bots_rated` is `yes`, `no` or `table` (each table chooses).
input-web-pages = `web_pages` is `on` or `off`.
input-abandon-days = `abandon_days` is a whole number of days from 1 to { $max } (0: the default, { $default }).
input-season = `season` is `monthly`, `quarterly` or `off`.
input-clock-default = { $why } (`default` leaves new tables without a clock.)
input-away-days = `away_days` is a whole number of days from 0 (time away turned off) to { $max }.
input-tournaments = `tournaments` is `admins` or `everyone`.
input-language = `language` is en, de, es, fr, pt-BR or default (the server's Discord language).
input-my-language-alone = `my_language` is your own choice: give it on its own, without the server's settings.
input-my-language = `my_language` is en, de, es, fr, pt-BR or discord (your Discord language).
input-house-rules-refused = { $game } does not take these house rules.
input-house-rules-word = `{ $word }` is not `name=value` (for example `rounds=3`).
input-house-rules-twice = `{ $name }` is given twice.
input-quiet-hours = `{ $value }` is not quiet hours: give two UTC hours like `22-7`, or `none`.
input-season-board = `season` is `current`, `all` (all time) or a season's number, like 3.

# A clock's text (`/play clock:`, `/settings clock:`, `/tournament clock:`). `$part` is the
# part of the clock that does not read.
input-clock-forms = A clock is `minutes+seconds` for a live table (`5+3`: 5 minutes each, 3 seconds more per move; minutes 1-180, seconds 0-180) or days per move for an async table (`3d`, or `3d+7` to bank unused time up to 7 days; days 1-30, bank 0-60).
input-clock-not-number = `{ $value }` is not a whole number of { $part ->
        [minutes] minutes
        [increment] seconds of increment
        [move-days] days per move
       *[bank-days] bank days
    }. { input-clock-forms }
input-clock-range = The clock's { $part ->
        [minutes] minutes
        [increment] seconds of increment
        [move-days] days per move
       *[bank-days] bank days
    } must be from { $min } to { $max } (you gave { $value }).

# `/play`'s own options, beside the game's.
input-time = The time control must be `live` or `async`.
input-clock-pace = The clock `{ $clock }` is for `{ $pace }` tables, but you chose `time:{ $time }`: leave `time` out, or choose a clock for `{ $time }` (e.g. `{ $example }`).
input-lose-on-time = `lose_on_time` must be true or false.
input-lose-on-time-players = `lose_on_time` is for rated two-player games, and { $game } needs at least { $min } players.
input-bots-most = { $game } seats { $seats } players at most, so at most { $bots ->
        [one] 1 bot
       *[other] { $bots } bots
    } can sit beside you.
input-bots-number = `bots` is how many computer players to seat beside you: a whole number from 0 to { $max }.
input-bot-level = `bot_level` must be easy, normal or strong.
input-absent = `absent` must be `default` (an absent player's turns are played by the timeout default) or `bot` (a bot plays them until the player resumes).
input-rated-with-bots = `rated_with_bots` must be true or false.
