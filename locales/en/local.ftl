# `tabula local`: a game in a terminal (issue 48). The words a person types (help, rules,
# board, back, ok) stay English in every language, as the commands do.
#
# Glossary: table, seat, bot (a computer player), board, menu, choice, form, rules.

local-player = Player { $n }
local-bot = Bot { $n }
local-you = { $name } (you)
local-board-picture = (board picture: { $file })
local-view-picture = (picture of your view: { $file })
local-pictures-hint = (The board is drawn as a picture too: run with --images DIR to get it.)
local-help = Type the number of your choice and press Enter. Type rules for the rules, board for the table as it stands, help for this again; end of input (Ctrl-D) leaves.
local-help-numbers-only = This menu takes numbers only.
local-help-typing = This menu also takes your choice typed by name.
local-help-typing-examples = This menu also takes your choice typed by name ({ $examples }).
local-ask-again = Type a number from 1 to { $choices } (or help, rules, board):
local-ask-again-typing = Type a number from 1 to { $choices }, or your choice (or help, rules, board):
local-no-such-choice = There is no choice { $n }.
local-not-a-choice = "{ $typed }" is not a choice here.
local-too-long = "{ $typed }" is longer than any choice here (at most { $most } characters).
local-no-such-game = there is no game called "{ $game }"; try one of: { $games }
local-too-many-humans = --humans cannot exceed --players
local-players = { $game } needs { $players } (--players)
local-no-such-lang = --lang "{ $lang }": Tabula speaks { $langs }
local-name-length = --name needs 1 to { $most } characters
local-bots-need-a-human = --bots needs at least one human seat (--humans) to host the table
local-reading-input = (reading moves from standard input)
local-stuck = nobody can act; the game is stuck
local-over = The game is over; tabula local ends here.
local-form-suggested = suggested: { $start }; type { $word } to hand that in
local-form-help = Type your answer and press Enter (at most { $most } characters), or back to return to the menu.
local-form-empty = Nothing typed: type your answer, or back.
local-form-too-long = "{ $typed }" has { $length } characters; at most { $most } fit here.
