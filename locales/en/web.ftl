# Tabula's web pages (issue 48): the frame, headings, labels and controls of the tables',
# replays' and servers' pages. What a table shows (its board, moves and results) comes from
# the core's and the games' catalogs.
#
# Glossary: table, seat, lobby, bot (a computer player), move, deadline ("due"), replay,
# step, move log, leaderboard, rating (provisional), season, tournament, round, bye,
# standings, entrant, forfeit, tie-break (Buchholz, Sonneborn-Berger).

## The frame of every page
web-languages = Languages
web-footer = Shown by Tabula: only what anyone watching the table can see.
web-not-found-title = Page not found
web-not-found-heading = This link does not work
web-not-found-text = There is no page here. The link may be mistyped, or it may have been replaced or turned off by the people who run the table or the server.
# A date, UTC: $month is 1 to 12.
web-date = { $day } { $month ->
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
# A place in a game or a tournament: 1st, 2nd, 3rd, 4th.
web-ordinal = { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
    }

## A table's page
web-table-title = { $game } · table { $table }
web-summary-lobby = { $game }: { $players } · waiting for players
web-summary-playing = { $game }: { $players } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
web-summary-waiting = { $game }: { $players } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } · waiting for { $up }
web-summary-finished = { $game }: { $players } · finished after { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
web-summary-abandoned = { $game }: { $players } · abandoned
web-summary-cancelled = { $game }: { $players } · cancelled
web-board-not-started = The game has not started yet: the board appears when it does.
web-board-no-picture = This game has no board picture: its text below shows the table.
web-board-alt = The { $game } board
web-live-static = Not updating by itself: reload the page to see new moves.
web-live-connecting = connecting
web-live-live = live
web-live-reconnecting = reconnecting
web-live-ended = The game is over: opening its final page.
web-live-gone = This link no longer works.
web-live-too-many = Too many live pages are open; please try again later.
web-live-stopping = The server is stopping.
web-joined-so-far = Joined so far
web-players = Players
web-moves = Moves
web-moves-newest-last = Moves, newest last
web-moves-unlisted = This game's moves cannot be listed.
web-move-nothing-public = (nothing public)
web-player-bot = bot
web-player-absent = absent
web-player-to-play = to play
web-player-due = due { $time }
web-ended-note = The game is over: below is how it ended, and every move to step through.

## The replay
web-replay = Replay
web-replay-title = Replay: { $game } · table { $table }
web-replay-over = The game is over.
web-replay-running = The game is still being played: this replay goes up to the latest move.
web-replay-back-to-table = Back to the table's page
web-replay-controls = Replay controls
web-replay-first = First
web-replay-back = Back
web-replay-play = Play
web-replay-pause = Pause
web-replay-next = Next
web-replay-last = Last
web-replay-step = Step
web-replay-keys = Keys: ← and → one move, Home and End, Space plays and pauses.
web-replay-log = Download the move log (text)
web-replay-deal = The deal, before move 1 of { $steps }
web-replay-move-of = Move { $step } of { $steps }
web-replay-said-deal = The game as it was dealt, before anyone moved.
web-replay-said-nothing = Nothing public happened in this move.
web-replay-failed = That step could not be loaded; try again.
web-replay-no-picture = This game has no board picture: its text below shows it.

## A server's pages
web-server-title = Tabula: leaderboards and recent games
web-server-heading = Leaderboards and recent games
web-server-intro = This server's games on Tabula. Ratings are conservative estimates that rise with wins and with games played; games with bots count only where the server rates them.
web-server-description = Leaderboards and recent games of { $games } on this server
web-server-description-none = Leaderboards and recent games of Tabula's games on this server
web-server-no-games = No game has finished on this server yet.
web-games = Games
web-all-games = All games on this server
web-past-seasons = Past seasons
web-tournaments = Tournaments
web-tournament-line = { $name } ({ $game }, { $state }, { $entrants } entrants)
web-tournament-line-signup = taking entrants
web-tournament-line-round = round { $round }
web-tournament-line-finished = finished
web-tournament-line-cancelled = cancelled
web-legend-provisional = after a rating: provisional (fewer than { $games } rated games, or still uncertain).
web-legend-inactive = Players without a rated game in { $days } days are not listed.
web-provisional = provisional
web-board-empty = { $caption }: { $why }
web-col-rank = Rank
web-col-player = Player
web-col-rating = Rating
web-col-games = Games
web-col-wins = Wins
web-col-points = Points
web-col-points-short = Pts
web-all-time = All time
web-all-time-empty = Nobody is rated in this game yet, or nobody rated played it in the last { $days } days.
web-season-empty = No rated { $game } games this season yet.
web-recent-games = Recent games
web-recent-none = No finished games yet.
web-unplaced = unplaced
web-recent-abandoned = abandoned
web-recent-replay = Replay of table { $table }
web-recent-no-link = table { $table } (no web link)
web-season-running = Season { $season }, since { $from }
web-season-ended = Season { $season }, { $from } to { $to }
web-season-title = Tabula: season { $season }
web-season-description = { $caption } on this server
web-season-final = Final standings.
web-season-so-far = The season is running: standings so far.
web-season-no-games = No rated games in this season.
web-standings-final = Final standings
web-standings-so-far = Standings so far

## A player's page
web-player-title = { $name } on Tabula
web-player-description = { $name }'s games: { $games }
web-average-place = Average place
web-rating-now = Rating now
web-not-rated = not rated
web-rating-over-time = Rating over time
web-chart-none = No rated game has a recorded rating yet, so there is no chart.
web-chart-one = One rated game so far: the rating was { $rating } after it, on { $date }. The chart starts with the second.
web-chart-title = Rating after each of { $games } rated games, from { $first } on { $from } to { $last } on { $to }
web-chart-as-table = The ratings as a table
web-chart-game = Game
web-chart-date = Date
web-chart-rating-after = Rating after it

## A tournament's page
web-tournament-title = Tabula: { $name }
web-tournament-description = { $name }: a { $game } tournament on Tabula
web-tournament-intro = Tournament { $id } of { $game }: { $format }, { $timing }. { $status }.
web-tournament-signup = Taking entrants
web-tournament-running = Round { $round } of { $rounds } under way
web-tournament-finished = Finished
web-tournament-cancelled = Cancelled
web-format-swiss = Swiss
web-format-round-robin = round robin
web-format-knockout = knockout
web-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
web-timing-clock = clock { $clock }
web-timing-live = live tables
web-timing-async = async tables
web-timing-pace = { $pace } tables
web-timing-default = the server's default pace
web-tournament-nobody = Nobody has joined yet.
web-entrants = Entrants ({ $count })
web-standings = Standings
web-withdrawn = withdrawn
web-games-with-byes = { $played } + { $byes ->
        [one] { $byes } bye
       *[other] { $byes } byes
    }
web-tiebreak-buchholz = Buchholz
web-tiebreak-buchholz-short = Bu
web-tiebreak-sonneborn-berger = Sonneborn-Berger
web-tiebreak-sonneborn-berger-short = SB
web-tiebreak-placement = Placement sum (lower is better)
web-tiebreak-placement-short = Pl
web-tiebreak-round = Round reached
web-tiebreak-round-short = Rd
web-tiebreak-other-short = TB
web-tiebreak-key = { $short }: { $name }
web-scoring-placement = at each table, the share of the other players placed below you; a bye 1
web-scoring-wins = a win 1, a draw ½, a bye 1
web-points-legend = Pts: points ({ $scoring }).
web-forfeit = forfeit
web-pod-points = { $points } pt
web-pod-table = Table { $table }
web-pod-table-no-link = table { $table }
web-pod-waiting = waiting for its thread
web-pod-gone = gone
web-pod-playing = playing
web-pod-finished = finished
web-pod-ended-early = ended early
web-round = Round { $round }
web-byes = A bye (a win's points, no game): { $names }.

## Plain answers: a request the server does not serve, and its own failure (plain text)
web-method-not-allowed = Only GET and HEAD are answered here.
web-uri-too-long = The address is too long.
web-headers-too-large = The request's headers are too large.
web-body-refused = Requests here carry no body.
web-too-many-requests = Too many requests; please wait a moment.
web-server-error = Something went wrong on our side; please try again later.
