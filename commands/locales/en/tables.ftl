# Tabula's core: a table's life outside play and the server's commands (issue 48): the lobby's
# public notices, rematches, abandonment, threads, /rules /stats /games /history, replays,
# web links, leagues, settings, tournaments, direct messages. English is the source; the other
# languages have the same keys.

# What anyone reads when their input failed (handlers::ctx).
failure = Something went wrong on our side; nothing was changed. Please try again.
damaged = This table's saved game is damaged, so it cannot go on (trying again will not help). The host, or anyone who can manage this channel, can end it with /cancel; what was saved is kept as it is for the server admin to look at (`tabula check`). Then /play opens a new table.

# The lobby (handlers::lobby): bots, options, leaving, cancelling, opening.
# A bot's name, kept like a person's: $n its number (1 is not shown), $level easy, normal or strong.
bot-name = { $n ->
    [1] Bot
   *[other] Bot { $n }
} ({ $level ->
    [easy] easy
    [strong] strong
   *[normal] normal
})
lobby-host-adds-bots = Only the host can add bots.
lobby-full-bots = The table is full ({ $max } players). Remove a bot or wait for someone to leave first.
lobby-no-bots-here = This server's settings allow no computer players here.
# $levels: the allowed levels' ids, "easy, normal and strong".
lobby-bot-levels = This server allows computer players of these levels only: { $levels }.
lobby-bot-seated = { $name } takes a seat.
lobby-host-removes-bots = Only the host can remove bots.
lobby-no-bot = There is no bot at this table.
lobby-bot-gone = That bot has already left the table.
lobby-bot-left = { $name } left the table.
lobby-not-started = The game has not started yet.
lobby-host-options = Only the host can change the table's options.
lobby-choice-unknown = That choice is not recognised.
lobby-choose-one = Choose one value.
# $pace: `live` or `async`.
lobby-clock-pace = This table's clock `{ $clock }` is for { $pace } tables; open a new table with /play for another pace.
lobby-time-control = The time control must be `live` or `async`.
lobby-option-saved = Option saved.
# $by: who plays an absent player's turns, `bot` or `default`.
lobby-left-game = { $name } left the game; their turns are played by { $by ->
    [bot] a bot
   *[default] the timeout default
} and they rank last.
lobby-left-game-you = You left the game. Click Resume in your view (Show my hand) if you change your mind.
lobby-everyone-left = Everyone left; the table is closed.
lobby-everyone-left-thread = Everyone left the { $game } lobby (table { $table }); it is closed.
lobby-cancel-tournament = This is a tournament's table: it ends by play, /resign or the round's deadline. Someone who may manage the server can cancel it.
lobby-cancelled-by = Cancelled by { $name }.
lobby-cancelled-thread = { $name } cancelled the { $game } table { $table }; no ratings change.
lobby-cancelled-notice = { $name } cancelled the table; no ratings change.
lobby-cancelled-damaged = { $name } cancelled the table; no ratings change. Its saved game could not be read, so it is kept as it was for the server admin to look at. /play opens a new table.
lobby-tables-off = This server's settings turn tables off in this channel; /settings shows where they are allowed.
lobby-bot-level-without-bots = `bot_level` sets how well the bots that `bots` seats play; give `bots` too. (A bot that plays an absent player's seat always plays at normal level.)
lobby-lose-on-time-rated = `lose_on_time` is for rated games: with a bot seated, choose `rated_with_bots:True` too, or leave `lose_on_time` out.
# $error: the game's own refusal; $options: the options' names.
lobby-house-rules-error = { $error } (This server's house rules set { $options }; /settings shows them.)
# $game: the game's id, $status: `lobby` or `playing`.
lobby-channel-has-table = This channel already has a table ({ $game }, { $status }). Join it with /join, or open a thread for another game.
# $join, $rematch: the buttons' labels as the boards show them (lobby-board-join-button,
# board-rematch, in the server's language).
lobby-opened = You opened a new { $game } table{ $bots ->
    [0] {""}
    [1] {" "}with a bot
   *[other] {" "}with { $bots } bots
}. Others can join with the { $join } button or /join; Start when everyone is in.
lobby-opened-thread = You opened a new { $game } table{ $bots ->
    [0] {""}
    [1] {" "}with a bot
   *[other] {" "}with { $bots } bots
} in its own thread, { $thread }. Others can join with the { $join } button or /join; Start when everyone is in.
lobby-absent-bot-level = A bot that plays an absent player's seat plays at normal level, which this server does not allow (allowed: { $levels }); use `absent:default`.
lobby-bots-always-rated = This server counts every game with computer players for ratings.
lobby-bots-never-rated = This server never counts games with computer players for ratings.
lobby-lose-on-time-clock = `lose_on_time` needs a clock: add one, e.g. `clock:5+3` (live) or `clock:3d` (async).

# A table's own thread (handlers::threads).
threads-off-note = This server's settings turn threads off here (`/settings threads`), so the table plays in this channel.
# $why: Discord's reason, as it says it.
threads-refused = Tabula could not open a thread for it ({ $why }), so it plays in this channel.
threads-opening = Opening a thread for the table…
# A thread's name (at most 100 characters, cut).
threads-name = { $game } · { $host }'s table
threads-opened = { $host } opened a table of { $game } in { $thread }: join it there.
threads-opened-rematch = { $host } opened a rematch of table { $table } of { $game } in { $thread }: join it there.
threads-played-in = (Played in { $thread }.)

# Rematches (handlers::rematch).
rematch-not-finished = Only a finished game can be played again.
rematch-started = The rematch has already started; you can watch it and join the next one.
rematch-tables-off = This server's settings turn tables off in this channel now, so there is no rematch here.
rematch-channel-has-table = This channel already has a table ({ $game }, { $status }); a rematch can open once it ends.
rematch-options = This game's options no longer open a table, so there is no rematch: { $error }
rematch-opened = You opened a rematch of table { $table } in { $channel }. Everyone who clicks { $rematch } or { $join } is seated; Start when everyone is in.

# Abandoned tables (handlers::abandon), in public.
abandon-lobby = The { $game } lobby (table { $table }) is closed: nobody joined, started or changed it for { $days ->
    [one] { $days } day
   *[other] { $days } days
}. /play opens a new table.
abandon-game = { $game } table { $table } is abandoned: nobody made a move for { $days ->
    [one] { $days } day
   *[other] { $days } days
}. It ends without a ranking and no ratings change; /history shows its last board.

# /rules, /stats, /games, /history (handlers::queries): private answers.
rules-title = How to play { $game }
stats-none = { $name } has not finished a game on this server yet.
# $game: the game's name in bold (or "bot · game"); $average: "2.50"; $rating: stats-rating or nothing.
stats-line = { $game }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, average place { $average }{ $rating }
stats-line-bots = { $game } with bots (unrated): { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, average place { $average }{ $rating }
# $mark: the provisional mark "?" or nothing.
stats-rating = , skill { $skill }{ $mark } (μ { $mu } ± { $sigma })
stats-provisional = { $mark } provisional: fewer than { $games } rated games, or the rating is still uncertain.
stats-bots-hint = /stats bots:True shows how the bots did on this server.
stats-title = Stats for { $name }
stats-bots-none = No game with bots has finished on this server yet.
stats-bots-title = Bots on this server
games-none = You have no open games on this server. Start one with /play.
games-in-lobby = in the lobby
# $b and $e: the bold marks around "waiting for you".
games-your-turn = { $b }waiting for you{ $e } (due { $due })
games-others-turn = waiting for others
games-line = { $channel } · { $game } · table { $table } · { $state }
games-title = Your open games
history-none-of = No { $game } game has ended in this channel yet. Open a table with /play.
history-none = No game has ended in this channel yet. Open a table with /play.
history-earlier = Earlier games here:
history-choice = Table { $table } · { $game }
history-title = Last game here · { $title }
history-line = • { $at } · { $game } · table { $table } · { $what }
history-unavailable = not available in this version of Tabula
history-abandoned = abandoned
history-cancelled = cancelled
history-won = won by { $winners }
history-won-on-time = won by { $winners } on time

# Tournaments (handlers::tournaments): public posts in the server's language, answers in the reader's.
tournament-round-deadline = { $game } table { $table } ends here: the round deadline of { $tournament } passed. It counts as a draw among the players still present; no ratings change.

# Replays (handlers::replay): private, in the reader's language; the move log in the language asked.
replay-none = No game has ended in this channel yet, so there is nothing to replay.
replay-no-table = This channel has no table { $table }. /history lists the games that ended here.
replay-choose-one = Choose one game.
replay-not-here = That game is not one of this channel's.
# A select's placeholder.
replay-pick = Replay an earlier game
replay-log-attached = The move log of table { $table } ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}) is attached.
# The attached file's description.
replay-log-description = The move log of { $game } table { $table }
# $ended: replay-ended-finished or replay-ended-cancelled.
replay-log-heading = Tabula · { $game } · table { $table } · { $ended }
replay-log-players = Players: { $players }
replay-log-move = Move { $k } of { $n }
replay-log-board-now = Board now:
replay-log-final-board = Final board:
replay-timed-out = ⏰ Time ran out; the default was played.
replay-still-open = This game is still open; a replay is there once it has ended (see /board).
replay-never-started = This table never started, so there is nothing to replay.
replay-broken = This game's move log does not lead to its final board, so it cannot be replayed. Its final board is still in /history.
replay-ended-cancelled = cancelled before its end
replay-ended-finished = finished
replay-deal-only = The deal: the game ended before anyone moved
replay-deal = The deal, before move 1 of { $n }
replay-after = After move { $k } of { $n }
replay-this-move = This move:
replay-title = Replay · { $game } · table { $table }
# Buttons (at most 80 characters).
replay-button-deal = ⏮ Deal
replay-button-back = ◀ Back
replay-button-next = Next ▶
replay-button-end = End ⏭
replay-button-log = Move log (.txt)

# Loading a table (handlers::load): refusals.
load-game-unavailable = This table's game is not available in this version of Tabula.
load-no-such-table = That table does not exist.
# One table in a channel's threads; $status: `lobby` or `playing`.
load-thread-line = • { $game } (table { $table }, { $status }) in { $thread }
load-in-threads = Tables here play in threads of their own:
    { $tables }
    Use the command in the thread of the table you mean.

# Web links (handlers::link, handlers::web_link).
# A link button (at most 80 characters).
web-link-label = View on the web
link-no-table = There is no table in this channel, and no game has ended here yet, so there is no page to show. Open a table with /play.
link-not-yours = Only the table's host, or someone who can manage this channel, can give the table a new link. /link without options shows the current one.
link-renewed = Table { $table } has a new link: the old one no longer opens anything, and pages open at it stop following the game.
link-off = Web links are turned off in this channel, so its tables' pages cannot be opened (/settings web_links:on turns them on).
# $button: web-link-label.
link-no-address = This Tabula has no public web address yet (its admin sets PUBLIC_URL), so there is no link to open. Boards and results will carry a "{ $button }" button once it is set.
link-page = The web page of table { $table }: { $url }
    Anyone with this link can watch it live and, once it ends, replay it, without Discord. /link new:true gives the table a new link (its host or a channel manager).
link-replay = The replay of table { $table }: { $url }
    Anyone with this link can watch it step by step, without Discord. /link new:true gives the table a new link (its host or a channel manager).
link-title = Web page

# /notify (handlers::preferences): private.
notify-off = Direct messages are off: you see your turns in the channels. `/notify dms:on` sends you one when an async table waits for you.
notify-paused = Direct messages are paused: Discord did not let me send you one (your DMs are closed to this server's members). Allow direct messages, then `/notify dms:on` to have them again.
notify-on = Direct messages are on: one when an async table starts waiting for you, and one with its reminder before your deadline. No quiet hours. Discord delivers them only if you accept direct messages from this server's members.
# $quiet: "22:00-07:00 UTC".
notify-on-quiet = Direct messages are on: one when an async table starts waiting for you, and one with its reminder before your deadline. Quiet hours: { $quiet }; messages due then wait until they end. Discord delivers them only if you accept direct messages from this server's members.

# Direct messages (store::notify), in the reader's language. $game: the game's name; $table:
# the table's number; $channel: a link to its channel; $what: what it waits for; $due: when.
dm-waits = ⏳ { $game } table { $table } in { $channel } waits for you: { $what } (due { $due }).
dm-reminder = ⏰ Reminder: { $game } table { $table } in { $channel } still waits for you: { $what } (due { $due }).

# Seasons and /leaderboard (handlers::seasons): private.
# $days: ratings' inactive days (60).
season-hidden = Players without a rated game in { $days } days are hidden (/stats still shows them).
# One board line; $name in bold, $mark "?" or nothing.
season-line = { $rank }. { $name }: skill { $skill }{ $mark } (μ { $mu } ± { $sigma }), { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
# A day; $month 1-12.
season-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
season-title-past = Season { $number }, { $starts } to { $ends } (final standings)
season-title-running = Season { $number }, since { $starts }
leaderboard-no-season = No season is running on this server. `season:all` shows the all-time board; an admin starts a season with /season action:start.
season-no-such = There is no season { $number } on this server: its seasons are 1 to { $last }.
leaderboard-no-seasons = This server has had no season yet. `season:all` shows the all-time board.
leaderboard-empty = No finished { $game } games on this server yet.
leaderboard-inactive = Nobody has played a rated { $game } game on this server in the last { $days } days.
leaderboard-all-time = All time
leaderboard-season-empty = No rated { $game } games in season { $number } yet.
leaderboard-title-season = { $game } leaderboard · season { $number }
leaderboard-title-all = { $game } leaderboard · all time
season-number = `number` is a season's number, like 3.
season-number-show = `number` goes with `action:show`; `action:{ $action }` takes no number.
season-admins-only = Starting and ending seasons needs the Manage Server permission. /season without options shows this server's seasons.
season-action = `action` is `show`, `start` or `end`.
season-started = Season { $number } starts now: everyone starts it at the default rating, and its rated games move its own board (/leaderboard).
season-ended-then = Season { $number } ended; its final standings: /season number:{ $number }.
season-heading = Season { $number }
season-none-running = No season is running on this server. /season action:start starts one.
season-ended = Season { $number } ended; its standings are final: /season number:{ $number }.
season-ended-rolls = The server's seasons roll over by themselves (/settings season:), so the next one starts on the 1st; `season:off` stops that.
season-running = { $title }: /leaderboard shows its boards.
season-none-all-time = No season is running: /leaderboard shows all time.
# $length: `monthly` or `quarterly`, as /settings takes it.
season-rolls = Seasons roll over by themselves: { $length } (on the 1st, UTC).
season-by-admin = Seasons start and end when an admin says so (/season action:start).
# $b and $e: the bold marks around "Past seasons".
season-past = { $b }Past seasons{ $e } (/season number:N shows one's final standings)
season-overview-title = Seasons on this server
season-none-yet = This server has had no season yet.
season-no-games = No rated games in this season.
# $legend: the board's legend (stats-provisional, season-hidden).
season-top = The top 3 of each game; /leaderboard game:… season:{ $number } shows more. { $legend }
season-rolls-off = Seasons no longer roll over by themselves; a running season goes on until an admin ends it (/season action:end).
season-rolls-on-running = Season { $number } goes on, and the seasons now roll over { $length } on the 1st (UTC).
season-rolls-on-new = Season { $number } starts now, and the seasons roll over { $length } on the 1st (UTC).

# /settings (handlers::server_settings): private. Setting names and values stay as typed.
settings-admins-only = Changing the server's settings needs the Manage Server permission. /settings with no options shows them.
settings-season-server = Seasons are for the whole server: give `season` without `scope:here`.
settings-server-only = The server's web pages, time away, tournaments and language are for the whole server: give `web_pages`, `away_days`, `tournaments` and `language` without `scope:here`.
settings-saved-here = Saved for this channel.
settings-saved-server = Saved for the whole server.
settings-in-channel = In this channel
settings-whole-server = Set for the whole server
settings-one-channel = Set for one channel
settings-title = Server settings
settings-web-pages-off = • The server's web pages: off (`web_pages:on` turns them on)
settings-web-pages-on = • The server's web pages: on
settings-web-pages-at = • The server's web pages: on, at { $url } (`web_pages:on` again gives a new link and the old one stops working)
settings-web-pages-no-address = • The server's web pages: on, but this Tabula has no public web address yet (its admin sets PUBLIC_URL), so there is no link to open
settings-none = none
# $state: `on` or `off`.
settings-tables = • Tables: { $state ->
    [on] allowed
   *[off] turned off
}
settings-threads = • A thread per table: { $state ->
    [on] on (tables opened in a text channel play in a thread of their own)
   *[off] off (tables play in the channel they are opened in)
}
# $time: `live`, `async`, or nothing (Tabula's default).
settings-time = • Time control of new tables: { $time ->
    [live] live
    [async] async
   *[none] live (Tabula's default)
}
settings-house-rules = • House rules: { $rules }
settings-bots = • Computer players allowed: { $levels }
# $rated: `table`, `always` or `never`.
settings-bots-rated = • Games with computer players: { $rated ->
    [always] always rated
    [never] never rated
   *[table] rated if the table chooses so (`rated_with_bots`)
}
settings-web-links = • Web pages of tables: { $state ->
    [on] shown (boards link to them when Tabula has a public address; /link)
   *[off] turned off (their links open nothing)
}
settings-abandon = • A table nobody plays is abandoned after { $days ->
    [one] { $days } day
   *[other] { $days } days
}
# $length: `monthly`, `quarterly`, or nothing (by admins).
settings-season = • Seasons: { $length ->
    [monthly] monthly (a new one on the 1st, UTC; /season)
    [quarterly] quarterly (a new one on the 1st, UTC; /season)
   *[none] started and ended by admins (/season)
}
settings-clock = • Clock of new tables: `{ $clock }`
settings-clock-none = • Clock of new tables: none (each decision has its pace's time)
settings-away = { $days ->
    [0] • Time away (/away): turned off
    [one] • Time away (/away): { $days } day a year per player
   *[other] • Time away (/away): { $days } days a year per player
}
# $who: `anyone` or `managers`.
settings-tournaments = • Tournaments (/tournament) are created by { $who ->
    [anyone] anyone
   *[managers] server managers
}
# $language: the language's own name ("Deutsch").
settings-language = • Language of public messages: { $language }
settings-language-discord = • Language of public messages: the server's language on Discord (English where Tabula does not speak it)
settings-defaults = nothing (Tabula's defaults)
settings-row-house-rules = { $game } house rules { $options }
# $rated: `yes` or `no`.
settings-row-bots-rated = bots_rated { $rated ->
    [yes] yes
   *[no] no
}
tournament-action = `action` is create, start, cancel, withdraw or standings.
tournament-id = `id` is a tournament's number, as its posts show it.
tournament-none-here = No tournament here. Give `id` (its number, on its posts), or create one with `/tournament action:create`.
tournament-create-who = On this server only members who may manage it create tournaments (`/settings tournaments:everyone` lets anyone).
tournament-not-in-thread = Create a tournament in a text channel, not in a thread: each of its tables opens in a thread of that channel.
tournament-which-game = Which game? Give `game`.
# $games: the games' ids, as typed.
tournament-game-list = `game` is one of: { $games }.
tournament-format = `format` is swiss, round_robin or knockout.
tournament-rounds = `rounds` is a whole number from 1 to { $max }.
tournament-rounds-swiss = `rounds` is for Swiss tournaments: a round robin plays until everyone met, a knockout until one is left.
tournament-game-unfit = { $game } cannot be played in a tournament.
# $pace and $time: `live` or `async`.
tournament-clock-pace = The clock `{ $clock }` is for { $pace } tables, not { $time } ones.
tournament-round-days = `round_days` is a whole number of days from 1 to { $max }.
tournament-starts-in = `starts_in_hours` is a whole number of hours from 1 to { $max }.
tournament-name-length = `name` is 1 to { $max } characters.
# A tournament's name when its organiser gives none (public).
tournament-default-name = { $game } tournament
tournament-created = Tournament { $id } is open for entrants. Start it with its Start now button or `/tournament action:start id:{ $id }`.
tournament-created-at = Tournament { $id } is open for entrants. Start it with its Start now button or `/tournament action:start id:{ $id }`; otherwise it starts by itself { $at }.
tournament-gone = That tournament no longer exists.
tournament-running = This tournament has started; `/tournament action:standings` shows how it stands.
tournament-finished = This tournament is over; `/tournament action:standings` shows its final standings.
tournament-was-cancelled = This tournament was cancelled.
tournament-joined = You are in. Your tables will open in threads of this channel; you are pinged when a round is paired.
tournament-already-in = You are already in this tournament.
tournament-left = You left the tournament.
tournament-not-in = You are not in this tournament.
tournament-cancel-who = Only the tournament's organiser, or someone who may manage the server, can cancel it.
tournament-already-over = This tournament is already over.
tournament-cancelled-notice = { $name } (tournament { $id }) is cancelled by its organiser. Tables still playing play on as ordinary games.
tournament-cancelled = Tournament cancelled.
tournament-left-before-start = You left the tournament before its start.
tournament-withdrew-notice = { $player } withdrew from { $name }.
tournament-withdrawn = You are withdrawn: you will not be paired again. If your table of this round is still playing, it counts as a loss for you; `/resign` there leaves it now.
tournament-already-withdrawn = You have already withdrawn.
tournament-over = This tournament is over.
tournament-start-who = Only the tournament's organiser, or someone who may manage the server, can start it.
tournament-already-started = This tournament has already started.
# Why a round cannot be paired ($why of tournament-cannot-start): a clause after a colon.
pair-sizes = a table of this game seats { $min } to { $max } players, which cannot hold a tournament
pair-knockout-won = the knockout is over: { $winner } won it
pair-knockout-empty = the knockout is over: nobody is left in it
pair-few = only { $left ->
    [one] { $left } player is
   *[other] { $left } players are
} left, and a table needs { $min }
pair-all-met = every pair of players has met: the round robin has no more rounds
pair-unseatable = the players left cannot be seated at this game's tables
pair-byes = { $byes } players must sit this round out, but only { $byeless } have not had a bye yet, and nobody gets two
pair-odd = an odd number of players are left and every one of them has had a bye: nobody gets two
# $why: the pairing's reason (a pair- message); $seats: how many a table seats, "2-4 players".
tournament-cannot-start = { $name } cannot start yet: { $why } ({ $entrants ->
    [one] { $entrants } entrant
   *[other] { $entrants } entrants
}; a table of { $game } seats { $seats }).
tournament-cannot-start-waits = { $name } cannot start yet: { $why } ({ $entrants ->
    [one] { $entrants } entrant
   *[other] { $entrants } entrants
}; a table of { $game } seats { $seats }). Its organiser can start it once more have joined.
tournament-started = Tournament started: its round 1 tables open in their threads now.
tournament-standings-after = Standings after round { $round }:
tournament-over-notice = { $name } is over.
tournament-won = { $name } is over: { $winner } wins it!
tournament-shared = { $name } is over: { $winners } and { $last } share first place!
tournament-final-standings = Final standings after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
tournament-no-round-yet = No round has finished yet
tournament-standings-round = Standings after round { $round }
tournament-thread-refused = Tabula could not open a thread for table { $table } of round { $round } of { $name } ({ $why }). It tries again in a few minutes; a server manager can give Tabula the Create Public Threads permission here.
tournament-table-notice = { $name }: round { $round }, table { $table }.
tournament-table-opened = Round { $round } · table { $table } ({ $players }) plays in { $thread }.
# A thread's name (at most 100 characters, cut).
tournament-thread-name = { $name } · round { $round } · table { $table }
