# Tabula's core: what a table shows while it is played and when it ends (issue 48): boards,
# private views and their menus, forms, public notices, results, the lobby board, the clocks
# and the tournaments' posts.
#
# Glossary: table, seat, host, lobby, bot (a computer player), turn, deadline, clock, bank,
# season, tournament, round, pod (the players of one table of a round), bye, standings;
# the timeout default (the move played when a player's time runs out), absent, resign, remove,
# rematch, replay.
#
# Values: $name, $names, $host, $loser, $winner are players' names (already marked bold where
# the text shows them bold); $due, $at are dates Discord shows in the reader's own terms;
# $table is a table's number; $game a game's name. $by says who plays an absent seat: `bot`
# (a bot) or `default` (the timeout default).

## The public board (view::board)

# Who is awaited: $what is the game's own words for the wait.
board-waiting-bot = ⏳ { $name }: { $what } (a bot, thinking)
board-waiting-absent = ⏳ { $name }: { $what } (absent; a bot plays for them)
board-waiting-due = ⏳ { $name }: { $what } (due { $due })
# Above the last moves' lines.
board-recently = Recently:
board-title = { $game } · table { $table }
board-title-finished = { $game } · table { $table } · finished
board-title-abandoned = { $game } · table { $table } · abandoned
board-title-cancelled = { $game } · table { $table } · cancelled
board-rematch = Rematch
board-replay = Replay
board-hand = Show my hand / act
# Every absent player is played the same way: $names lists them.
board-absent-all = Absent (played by { $by ->
    [bot] a bot
   *[default] the timeout default
}): { $names }
# Absent players played differently: $list is board-absent-one's, joined by "; ".
board-absent-each = Absent: { $list }
board-absent-one = { $name } played by { $by ->
    [bot] a bot
   *[default] the timeout default
}
# An absent player's name with why they are out for good.
seat-resigned = { $name } (resigned)
seat-removed = { $name } (removed)
# A clocked table's clocks, as of the last move: $clocks is each person's, joined by " · ".
board-clock-fischer = 🕰️ Clock `{ $clock }` (time left at the last move): { $clocks }
board-clock-bank = 🕰️ Clock `{ $clock }` (bank at the last move): { $clocks }
# The clock that runs now: $left is the time left at the last move ("4:53", "2d 3h").
board-clock-running = { $name } { $left } ▶ runs out { $due }

## A seat's private view (view::private, view::parts)

# Above the last move's lines.
private-last = Last:
private-out-resigned = You resigned from this game: your seat is played by { $by ->
    [bot] a bot
   *[default] the timeout default
} to the end.
private-out-removed = You were removed from this game: your seat is played by { $by ->
    [bot] a bot
   *[default] the timeout default
} to the end.
private-absent = You are marked absent: your turns are played by { $by ->
    [bot] a bot
   *[default] the timeout default
}. Click Resume to play again.
private-resume = Resume
# $path: the choices made so far, joined by " › ".
private-choose = Choose ({ $path }):
private-your-move = Your move:
private-nothing = Nothing to do right now; you will be pinged.
private-title = Your view · table { $table }
private-type = Type a choice…
private-select = Choose…
private-page = Page { $page } of { $pages } ({ $choices ->
    [one] { $choices } choice
   *[other] { $choices } choices
}).
private-previous = ◀ Previous
private-more = More ▶
private-back = ◀ Back
# Why an absent seat's click does not act.
absent-note-resigned = You resigned from this game.
absent-note-removed = You were removed from this game.
absent-note-absent = You are marked absent. Click Resume first.

## Forms (view::forms): modal titles and labels at most 45 characters.

form-opening = Opening the form… If it does not appear, click the button again.
form-type-title = Type your choice
form-type-label = Your choice
# $examples: a few of the choices' keys, joined by ", ".
form-type-placeholder = e.g. { $examples }

## A finished game (view::results)

# One line of the ranking: $place a number, $score the game's words for the score.
results-line = { $place }. { $name }: { $score }
results-line-resigned = { $place }. { $name }: { $score } (resigned)
results-line-removed = { $place }. { $name }: { $score } (removed)
results-line-absent = { $place }. { $name }: { $score } (absent)
# $who: absent, resigned (some resigned), removed (some were removed) or both.
results-all-out = { $who ->
    [resigned] Everyone resigned or was absent, so the ratings count this game as a tie.
    [removed] Everyone was removed or absent, so the ratings count this game as a tie.
    [both] Everyone resigned, was removed or was absent, so the ratings count this game as a tie.
   *[absent] Everyone was absent, so the ratings count this game as a tie.
}
results-some-out = { $who ->
    [resigned] Players who resigned or were absent rank last for ratings, behind everyone who stayed.
    [removed] Players who were removed or absent rank last for ratings, behind everyone who stayed.
    [both] Players who resigned, were removed or were absent rank last for ratings, behind everyone who stayed.
   *[absent] Absent players rank last for ratings, behind everyone who stayed.
}
results-title = Final scores · table { $table }
# Above the ranking's lines.
results-finished = Finished { $at }. Final scores:
# $losers, $winners: names, joined by ", ".
results-lost-on-time = Finished { $at }: { $losers } lost on time; { $winners } won.
results-abandoned = Abandoned { $at }: nobody made a move for too long. No ranking, and no ratings changed.
results-cancelled = Cancelled { $at } before the end: no ranking, and no ratings changed.

## Playing (handlers::play, handlers::begin): notices and private answers

# $names: the seats in turn order, joined by ", ".
play-begins = The game begins! Seats in turn order: { $names }.
play-not-seated = You are not playing at this table; the board shows everything public.
play-no-table-last = There is no table in this channel. The last game here ({ $game }, table { $table }) ended { $at }: /board posts its final board and scores for everyone, /history shows them to you alone. Open a new table with /play.
play-not-started = The game has not started yet.
play-no-table-none = There is no table in this channel, and no game has ended here yet. Open one with /play.
play-board-last = No table is open here, so the last game's final board is posted. /history lists the games before it; /play opens a new table.
play-board-posted = Board posted.
# $channel: a link to the channel.
play-board-posted-in = Board posted in { $channel }.
play-resign-no-game = There is no game in this channel to resign from.
play-resign-lobby = The game has not started yet: /leave gives up your seat in the lobby.
play-resigned = You resigned from table { $table }: your seat is played by { $by ->
    [bot] a bot
   *[default] the timeout default
} to the end, and you rank last.
play-resigned-notice = { $name } resigned: their seat is played by { $by ->
    [bot] a bot
   *[default] the timeout default
} to the end.
play-remove-no-game = There is no game in this channel.
play-remove-lobby = The game has not started yet: a seat in the lobby is its player's to leave.
play-remove-who = Only the host or someone who can manage this channel can remove a player's seat.
play-remove-not-playing = { $name } is not playing at this table.
play-remove-not-playing-unnamed = That player is not playing at this table.
play-remove-self = To give up your own seat, use /resign.
# $limit: how many timeouts in a row mark a player absent.
play-remove-not-absent = { $name } is not absent. Only an absent player's seat can be removed: a player is marked absent after timing out { $limit ->
    [one] { $limit } time
   *[other] { $limit } times
} in a row, or by /leave.
play-remove-already = { $name }'s seat is already played by { $by ->
    [bot] a bot
   *[default] the timeout default
}.
play-removed = Done: { $name }'s seat is played by { $by ->
    [bot] a bot
   *[default] the timeout default
} to the end.
# $remover: who removed the player.
play-removed-notice = { $remover } removed { $name } from the game: their seat is played by { $by ->
    [bot] a bot
   *[default] the timeout default
} to the end, and they rank last.
# After absent-note-resigned or absent-note-removed.
play-seat-stays = Your seat stays as it is.
play-not-absent = You are not marked absent.
play-welcome-back = Welcome back!
play-back-notice = { $name } is back at the table.
# $what: the game's own words for the wait.
play-reminder = ⏰ Reminder for { $name }: { $what } (due { $due }).
play-now-absent = { $name } timed out { $count ->
    [one] { $count } time
   *[other] { $count } times
} in a row and is now marked absent: their turns are played by { $by ->
    [bot] a bot
   *[default] the timeout default
}, and they rank last for ratings. They can click Resume to come back.
play-timed-out = ⏰ Time ran out for { $name }; the default was played.
play-lost-on-time = ⏰ { $loser } lost on time: { $winner } wins.
# In the parent channel of a table's thread; $line is play-lost-on-time's.
play-ended-line = { $game } table { $table } has ended: { $line }
# Above the final scores' lines.
play-ended-scores = { $game } table { $table } has ended. Final scores:
play-button-unknown = That button is not recognised; it may be from an older version of the bot.
play-table-gone = That table no longer exists.
play-button-elsewhere = That button belongs to a table in another channel.
play-game-over = This game is over.
play-not-yours = You are not playing at this table, so this is not yours to click.
play-still-playing = This game is still being played.
play-moment-passed = That moment has passed; here is the table as it is now.
play-choice-unknown = That choice is not recognised.
play-option-unavailable = That option is not available now; choose again.
play-choice-not-yours = This choice is not yours to make right now.
play-choice-closed = That choice is no longer open; here is the table as it is now.
# $why: the game's own reason; $examples: a few choices, joined by ", ".
play-typed-why = { $why } Type one of the choices, e.g. { $examples }.
# $typed: what the player typed, between ASCII double quotes in every language.
play-typed-unknown = "{ $typed }" is not one of the choices here. Type one of them, e.g. { $examples }.
play-form-closed = That form is no longer open; here is the table as it is now.
play-form-unused = This form is not in use any more.
play-form-elsewhere = That form belongs to a table in another channel.
play-not-running = This game is not running.
play-not-playing = You are not playing at this table.

## The lobby board (view::lobby)

# $table: the table it is a rematch of.
lobby-board-rematch = A rematch of table { $table }.
# $rules: the house rules' names, joined by ", ".
lobby-board-house-rules = From this server's house rules: { $rules } (/settings)
lobby-board-full = The table is full: the host can start.
# $players: how many the game seats ("2 players", "2-6 players").
lobby-board-join = Join, then the host starts with { $players }. The host can add bots to fill seats.
lobby-board-host = Host: { $host }
lobby-board-time = Time control: { $time }
lobby-board-players = Players ({ $seated }/{ $max }):
lobby-board-title = { $game } · lobby
lobby-board-title-closed = { $game } · lobby closed
lobby-board-title-cancelled = { $game } · lobby cancelled
lobby-board-join-button = Join
lobby-board-leave-button = Leave
lobby-board-start-button = Start
lobby-board-add-bot = Add bot
lobby-board-remove-bot = Remove bot
# The time control's select: placeholder and options (at most 100 characters).
lobby-board-time-select = Time control (host)
lobby-board-time-live = Live: 60 s turns, 20 s reactions
lobby-board-time-async = Async: 24 h turns, 2 h reactions, reminders
lobby-board-absent-bot = Absent players: a bot plays their turns until they resume
lobby-board-rated = Ratings: this game counts, bots included
lobby-board-unrated = Ratings: a game with bots does not count
lobby-board-bot-level = How well should the bot play? Easy thinks briefly and makes mistakes; normal thinks about half a second a move; strong about a second.
lobby-board-bot-easy = Easy
lobby-board-bot-normal = Normal
lobby-board-bot-strong = Strong
lobby-board-bot-which = Which bot should leave?
# The time control: $pace live or async; $turn, $reaction a turn's and a reaction's time
# ("60 s", "24 h").
lobby-board-pace = { $pace ->
    [live] live
   *[async] async
} ({ $turn } turns, { $reaction } reactions)
# A clocked table: $clock as typed ("5+3", "3d+7"), $describe one of lobby-board-clock-*.
lobby-board-pace-clock = { $pace ->
    [live] live
   *[async] async
} with the clock `{ $clock }` ({ $describe }; { $reaction } reactions)
lobby-board-pace-clock-lose = { $pace ->
    [live] live
   *[async] async
} with the clock `{ $clock }` ({ $describe }; { $reaction } reactions); running out of time loses the game
lobby-board-clock-fischer = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} each, { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} more a move
lobby-board-clock-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
} a move
lobby-board-clock-days-bank = { $days ->
    [one] { $days } day
   *[other] { $days } days
} a move, unused time banked up to { $cap ->
    [one] { $cap } day
   *[other] { $cap } days
}

## The clocks under a board's picture (view::clock_band)

clock-band = Clock { $clock }

## A tournament's posts (view::tournament): $name is the tournament's name, $game its game's.
## $format: swiss, round_robin or knockout.

tournament-post-format = { $format ->
    [swiss] Swiss
    [round_robin] round robin
   *[knockout] knockout
}
tournament-post-format-rounds = { $format ->
    [swiss] Swiss
    [round_robin] round robin
   *[knockout] knockout
}, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
# $clock as typed: "5+3", "3d+7".
tournament-post-clock = clock { $clock }
# $pace: live or async.
tournament-post-pace = { $pace ->
    [live] live tables
   *[async] async tables
}
tournament-post-default-pace = the server's default pace
# $format and $timing: tournament-post-format(-rounds)'s and the timing's words.
tournament-post-head = { $name } tournament of { $game }: { $format }, { $timing }.
tournament-post-round-days = Each round lasts at most { $days ->
    [one] { $days } day
   *[other] { $days } days
}; tables still playing then end as they stand.
tournament-post-starts-at = Starts { $at } (or when its organiser starts it). Join to play; leave any time before the start.
tournament-post-starts = Starts when its organiser starts it. Join to play; leave any time before the start.
tournament-post-under-way = Under way: round { $round }.
tournament-post-finished = Finished.
tournament-post-cancelled = Cancelled.
tournament-post-no-entrants = No entrants yet.
tournament-post-entrants = Entrants ({ $count }): { $names }
# The first names, then how many more.
tournament-post-more-names = { $names } and { $more } more
tournament-post-number = Tournament number: { $id }.
tournament-post-join = Join
tournament-post-leave = Leave
tournament-post-start = Start now
tournament-post-paired = { $name }: round { $round } of { $of } is paired, { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}. Each table opens in its own thread of this channel.
# $players: the table's players, joined by " · ".
tournament-post-table = Table { $number }: { $players }
tournament-post-more-tables = … and { $more } more tables.
tournament-post-byes = A bye (a win's points, no game) for: { $names }.
tournament-post-round-ends = The round ends { $at } at the latest.
# A tie-break and its value: $tiebreak is buchholz, sonneborn-berger, placement, round or other.
tournament-post-tiebreak = { $tiebreak ->
    [buchholz] Buchholz
    [sonneborn-berger] Sonneborn-Berger
    [placement] Placement sum (lower is better)
    [round] Round reached
   *[other] Tie-break
} { $value }
# A line of the standings: $points as written ("2.5"), $n the same number for the plural.
tournament-post-standing = { $rank }. { $name }: { $points } { $n ->
    [one] point
   *[other] points
}
tournament-post-standing-withdrawn = { $rank }. { $name } (withdrawn): { $points } { $n ->
    [one] point
   *[other] points
}
tournament-post-more = … and { $more } more.

## The standings picture (view::tournament_picture): column heads short enough for their
## columns; what a name that cannot be drawn is shown as.

standings-picture-tournament = Tournament
standings-picture-standings = Standings
standings-picture-points = Points
standings-picture-games = Games
standings-picture-player = Player
standings-picture-withdrawn = { $name } (withdrawn)
standings-picture-more = … and { $more } more (all of them: /tournament action:standings)
standings-picture-games-key = Games: played (+ byes)
# A tie-break's column head (two or three letters) and its line in the key under the list.
standings-picture-short = { $tiebreak ->
    [buchholz] Bu
    [sonneborn-berger] SB
    [placement] Pl
    [round] Rd
   *[other] TB
}
standings-picture-key = { $tiebreak ->
    [buchholz] Bu: Buchholz
    [sonneborn-berger] SB: Sonneborn-Berger
    [placement] Pl: placement sum, lower is better
    [round] Rd: round reached
   *[other] TB: tie-break
}
# What a screen reader says: $top is the first three's standings-picture-alt-row, joined by "; ".
standings-picture-alt-row = { $rank }. { $name }, { $points } { $n ->
    [one] point
   *[other] points
}
standings-picture-alt = { $title }: { $subtitle }. { $top } Players: { $players }.
