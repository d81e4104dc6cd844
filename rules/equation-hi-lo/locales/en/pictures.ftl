# Equation Hi-Lo: the pictures' words (issue 48). Labels in a picture have fixed room: keep them
# short; the text beside the picture says everything in full.
# Game terms: Low (aim for 1), High (aim for 20), Swing (both), ante, cap, pot, chips,
# closed card, open cards, Win Order, number cards (suits Gold, Silver, Bronze, Black), × and √.

hl-pic-game-over = Game over
hl-round = { $rounds ->
    [0] Round { $round }
   *[other] Round { $round } of { $rounds }
}
hl-pic-placing = placing a ×
hl-pic-betting-round = betting round { $street }
hl-pic-declaring = declaring
hl-pic-highest = highest wager { $high }
hl-pic-carried = { $carry } carried over
hl-pic-place = { $place } place
hl-pic-out = out in round { $round }
hl-pic-deciding = deciding
hl-pic-no-chips = no chips
hl-pic-money = { $chips } · bet { $bet }
hl-pic-suits = Suits:
hl-pic-handed-in-low = You handed in Low: { $equation }.
hl-pic-handed-in-high = You handed in High: { $equation }.
hl-pic-handed-in-swing = You handed in Swing. Low: { $equation }
hl-pic-handed-in-swing-high = High: { $equation }
hl-pic-handed-in-none = You handed in no equation (four zeros).
hl-pic-turn-raise = Your turn: call { $owe }, raise up to { $top } in total, or fold.
hl-pic-turn-call = Your turn: call { $owe } or fold.
hl-pic-turn-check = Your turn: check, bet up to { $top } in total, or fold.
hl-pic-to-act = { $name } to act.
hl-pic-declare = Declare Low, High or Swing and hand in your equation.
hl-pic-waiting-declarations = Waiting for the declarations.
hl-pic-waiting-times = Waiting for a × to be placed.
hl-pic-finished = The game is over: you finished { $place }.
hl-pic-ran-out = You ran out of chips in round { $round }.
hl-pic-not-dealt = You are not dealt in this round.
hl-pic-closed = closed
hl-pic-open = open
hl-pic-operators = operators
hl-pic-your-hand-of = Your hand, { $name }
hl-pic-your-hand = Your hand
hl-pic-away-low = { $away } from 1
hl-pic-away-high = { $away } from 20
hl-pic-divides-by-zero = divides by zero
hl-pic-showdown = Showdown · round { $round }
hl-pic-swing-failed = swing failed
hl-pic-wins = wins { $won }
hl-pic-no-equation = No equation (four zeros): takes no part
hl-pic-swing-won = { $name } swung and won both sides: the whole pot of { $pot }.
hl-pic-split = Low half to { $low } ({ $low_away } from 1), High half to { $high } ({ $high_away } from 20): { $each } each.
hl-pic-whole-pot = { $name } takes the whole pot of { $pot }: nobody else won a side.
hl-pic-shared = Only failed swings: the pot of { $pot } is shared by them now.
hl-pic-carried-over = Only failed swings: the pot of { $pot } carries over to the next round.
hl-pic-tie = { $side ->
    [low] Low
   *[high] High
} was a tie at { $away } away, broken by the Win Order: { $name } wins.
