# Tabula's core: the slash commands' texts (issue 48). A key is where the text is declared:
# cmd-<command> a command's description, cmd-<command>-<option> an option's,
# cmd-<command>-<option>-<value> a choice's label. English says exactly what the declarations
# say (commands/src/words.rs checks it); every text is at most 100 characters (Discord's limit).
#
# Glossary: table, seat, host, lobby, bot (a computer player), turn, deadline, clock, bank,
# season, tournament, round, pod (the players of one table of a round), bye, standings.

# The /play subcommand of one game: $game its name, $players how many it seats ("2", "3-6").
cmd-play-game = Open a table of { $game } in this channel ({ $players } players)
cmd-play = Open a table for a game in this channel
cmd-play-time = Live (turns of a minute) or async (turns of a day); live if not given
cmd-play-time-live = Live: a game in minutes
cmd-play-time-async = Async: moves over days
cmd-play-bots = Computer players to seat beside you (0 if not given)
cmd-play-bot_level = How well those bots play; normal if not given
cmd-play-bot_level-easy = Easy: quick, makes mistakes
cmd-play-bot_level-normal = Normal
cmd-play-bot_level-strong = Strong: thinks about a second a move
cmd-play-absent = Who plays an absent player's turns: the timeout default, or a bot
cmd-play-absent-default = The timeout default
cmd-play-absent-bot = A normal bot, until the player resumes
cmd-play-rated_with_bots = Count this game for the players' ratings although bots play (no if not given)
cmd-play-clock = A clock: 5+3 (live: minutes + seconds a move) or 3d / 3d+7 (async: days a move + bank)
cmd-play-lose_on_time = Rated two-player games: running out of clock loses the game (no if not given)
cmd-join = Take a seat at the table in this channel.
cmd-leave = Leave the table in this channel before it starts.
cmd-start = Start the game at this channel's table.
cmd-hand = Show your hand and your options, privately.
cmd-board = Post this channel's board again, or the last game's final board and scores.
cmd-history = The last game played in this channel: final board, scores and earlier games (only you see it).
cmd-history-game = Only this game's tables; any game if not given
cmd-replay = Step through a game that ended in this channel, privately.
cmd-replay-table = The table's number, as /history lists it; the last game here if not given
cmd-link = The web page of this channel's table, to watch it live or replay it (only you see it).
cmd-link-new = Give the table a new link; the old one stops working (its host or a channel manager)
cmd-rules = How to play a game.
cmd-rules-game = The game
cmd-leaderboard = This server's best players of a game.
cmd-leaderboard-game = The game
cmd-leaderboard-season = current, all (all time) or a season's number; the running season if not given
cmd-stats = Ratings and results of a player on this server, or of the bots.
cmd-stats-user = Whose stats; yours if not given
cmd-stats-bots = Show the computer players' results on this server instead
cmd-games = Your open games on this server.
cmd-cancel = Cancel the table in this channel (its host, or anyone who may manage the channel).
cmd-resign = Resign from the game in this channel: your seat is played to the end for you, and you rank last.
cmd-remove = Take an absent player's seat for good (the host, or anyone who can manage the channel).
cmd-remove-player = The absent player
cmd-remove-to = Who plays the seat from now on; the table's choice for absent players if not given
cmd-remove-to-bot = A computer player
cmd-remove-to-default = The timeout default
cmd-settings = Show this server's settings, or change them (Manage Server).
cmd-settings-scope = Where the changes apply: the whole server if not given
cmd-settings-scope-server = The whole server
cmd-settings-scope-here = This channel only
cmd-settings-tables = Whether tables may be opened
cmd-settings-tables-on = Allowed
cmd-settings-tables-off = Turned off
cmd-settings-tables-default = Back to the default
cmd-settings-threads = Whether a table opened in a text channel plays in a thread of its own
cmd-settings-threads-on = Allowed
cmd-settings-threads-off = Turned off
cmd-settings-threads-default = Back to the default
cmd-settings-time = The time control of new tables
cmd-settings-time-live = Live: a game in minutes
cmd-settings-time-async = Async: moves over days
cmd-settings-time-default = Back to the default
cmd-settings-game = The game whose house rules to set
cmd-settings-house_rules = That game's default /play options, e.g. rounds=3 (none clears them)
cmd-settings-bot_levels = Computer-player levels allowed, e.g. easy,normal (all: every level)
cmd-settings-bots_rated = Whether games with computer players count for ratings
cmd-settings-bots_rated-yes = Always rated
cmd-settings-bots_rated-no = Never rated
cmd-settings-bots_rated-table = Each table chooses
cmd-settings-web_links = Whether tables' web pages open at their links, and boards show them
cmd-settings-web_links-on = Allowed
cmd-settings-web_links-off = Turned off
cmd-settings-web_links-default = Back to the default
cmd-settings-web_pages = The server's web pages: leaderboards, games, players (server-wide; on: a new link)
cmd-settings-web_pages-on = On, at a new link (the old one stops working)
cmd-settings-web_pages-off = Turned off
cmd-settings-abandon_days = Days without a move after which a table is abandoned (0: the default, 14)
cmd-settings-season = Seasons that roll over by themselves on the 1st (server-wide)
cmd-settings-season-monthly = A season a month
cmd-settings-season-quarterly = A season a quarter: January, April, July, October
cmd-settings-season-off = No automatic seasons (admins start and end them)
cmd-settings-clock = Clock of new tables: 5+3 (live), 3d or 3d+7 (async); default: none
cmd-settings-away_days = Days of time away (/away) each player has a year (0: turned off; server-wide)
cmd-settings-tournaments = Who may create tournaments (/tournament; server-wide)
cmd-settings-tournaments-admins = Members who may manage the server (the default)
cmd-settings-tournaments-everyone = Anyone
cmd-settings-language = The language of public messages (server-wide; default: the server's Discord language)
cmd-settings-language-en = English
cmd-settings-language-de = Deutsch
cmd-settings-language-es = Español
cmd-settings-language-fr = Français
cmd-settings-language-pt-BR = Português do Brasil
cmd-settings-language-default = The server's language on Discord
cmd-settings-my_language = Your own language for what Tabula tells you privately, on every server
cmd-settings-my_language-en = English
cmd-settings-my_language-de = Deutsch
cmd-settings-my_language-es = Español
cmd-settings-my_language-fr = Français
cmd-settings-my_language-pt-BR = Português do Brasil
cmd-settings-my_language-discord = Follow my Discord language
cmd-notify = A direct message when an async table waits for you, with quiet hours.
cmd-notify-dms = Direct messages on or off; as they are if not given
cmd-notify-dms-on = Send me a direct message when an async table waits for me
cmd-notify-dms-off = No direct messages
cmd-notify-quiet = Quiet hours in UTC, e.g. 22-7 (none: no quiet hours)
cmd-season = This server's seasons, a past one's final standings; admins start and end them.
cmd-season-action = What to do: show if not given
cmd-season-action-show = Show the seasons, or season `number`'s standings
cmd-season-action-start = Start a season now (Manage Server)
cmd-season-action-end = End the running season now (Manage Server)
cmd-season-number = The season to show
cmd-away = Time away: your async deadlines on this server wait while you are away (only you see it).
cmd-away-days = Go away for this many days, from now
cmd-away-off = Come back now, before your time away ends
cmd-tournament = Tournaments of one game across days: create one, start, withdraw, standings.
cmd-tournament-action = What to do: standings if not given
cmd-tournament-action-create = Create a tournament here, with a sign-up post
cmd-tournament-action-start = Start it now (its organiser or a server manager)
cmd-tournament-action-standings = Show how it stands
cmd-tournament-action-withdraw = Leave it: you are not paired again
cmd-tournament-action-cancel = Cancel it (its organiser or a server manager)
cmd-tournament-game = The tournament's game (create)
cmd-tournament-format = How players meet (create; default swiss)
cmd-tournament-format-swiss = Swiss: by score, nobody meets twice
cmd-tournament-format-round_robin = Round robin: everyone meets everyone
cmd-tournament-format-knockout = Knockout: the losers leave each round
cmd-tournament-rounds = Swiss rounds (create; default: enough for the entrants)
cmd-tournament-clock = The tables' clock (create): 5+3 (live), 3d or 3d+7 (async)
cmd-tournament-time = The tables' pace (create; default: the clock's, else async)
cmd-tournament-time-live = Live: short deadlines
cmd-tournament-time-async = Async: a day a decision, or the clock's
cmd-tournament-starts_in_hours = Start by itself this many hours from now (create; else its organiser starts it)
cmd-tournament-round_days = Days a round lasts at most (create; default 7 async, 1 live)
cmd-tournament-name = The tournament's name (create)
cmd-tournament-id = Which tournament (default: this channel's)

# /away (time away, handlers::away). $until is a date Discord shows in the reader's own terms;
# $left is away-left's sentence.
away-days-range = `days` is a whole number of days from 1 to { $max }.
away-days-number = `days` is a whole number of days.
away-left = { $left ->
    [one] { $left } day
   *[other] { $left } days
} of this year's { $allowance ->
    [one] { $allowance } day
   *[other] { $allowance } days
} left on this server.
away-both = Give either `days` (to go away) or `off` (to come back), not both.
away-status-away = You are away until { $until }.
away-status-home = You are not away.
away-turned-off = Time away is turned off on this server.
away-not-away = You are not away on this server. /away days:N starts time away.
away-back-notice = { $name } is back.
away-back = Welcome back: your deadlines at this server's async tables run again from now. { $left }
away-already = You are away until { $until } already. /away off ends it; then /away days:N starts a new one.
away-too-many = You asked for { $days ->
    [one] { $days } day
   *[other] { $days } days
}, but you have { $left }
away-notice = { $name } is away until { $until }.
away-started = You are away until { $until }: your deadlines at this server's async tables wait for you until then (live tables are not paused). /away off ends it early. { $left }

# The lobby (handlers::lobby): its private answers and refusals.
lobby-started-join = This game has already started; you can watch, and join the next one.
lobby-seated-already = You are already at this table.
lobby-full = The table is full ({ $max } players).
lobby-joined = You joined the table.
lobby-not-seated = You are not at this table.
lobby-left-closed = You left; the table is closed.
lobby-left = You left the table.
lobby-started = This game has already started.
lobby-host-starts = Only the host can start the game.
# $range is how many the game seats, "2" or "2-6".
lobby-needs = { $game } needs { $range } players; { $seated ->
    [one] { $seated } player
   *[other] { $seated } players
} so far.
lobby-game-started = Game started.
lobby-no-table = There is no table in this channel. Open one with /play.
lobby-cancel-who = Only the host or someone who can manage this channel can cancel the table.
lobby-cancelled = Table cancelled.

# A player's own language (/settings my_language).
language-chosen = Tabula now speaks { $language } to you on every server: your views, menus and answers. `/settings my_language:discord` follows your Discord language again.
language-discord = Tabula follows your Discord language again ({ $language } here).
