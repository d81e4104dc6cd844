# Equation Hi-Lo: the rules' words (issue 48): refusals, the options, the /rules summary.
# Game terms: Low (aim for 1), High (aim for 20), Swing (both), ante, cap, pot, chips,
# closed card, open cards, Win Order, number cards (suits Gold, Silver, Bronze, Black), × and √.
# A value a player typed stands between backticks or ASCII double quotes.

## Refusals of a move (HL-2 betting, HL-4 the ×, HL-5/HL-6 declarations)
hl-out-of-chips = You are out of chips and no longer play.
hl-game-over = The game is over.
hl-wait-times = Play waits for the × choices: each player who drew a × picks whether it replaces their + or their −.
hl-not-your-turn = It is not your turn to bet.
hl-folded = You have folded this round.
hl-betting-over = Betting is over: declare Low, High or Swing with your equation.
hl-times-replaces = The × replaces either your + or your −.
hl-no-hand = You have no hand this round.
hl-no-times-choice = You have no × choice to make; wait for the others.
hl-already-handed-in = You have already handed in your declaration; it is final.
hl-swing-low-error = Low equation: { $error }
hl-swing-high-error = High equation: { $error }
# Section 7: a Swing's two equations are different arrangements.
hl-swing-same = A Swing needs two different arrangements of your cards, but your Low and High equations are both `{ $equation }`. Rearrange one of them.
hl-must-declare = Your cards do make a valid equation, so you have to declare one.
hl-cannot-check = You cannot check: the bet is { $high } and you have put in { $mine }. { $raise ->
    [yes] Call, raise or fold.
   *[no] Call or fold.
}
hl-nothing-to-call = There is nothing to call: check, bet or fold.
hl-at-cap = Nobody can bet more: the wagers have reached the cap of { $cap }.
hl-bet-range = A bet or raise must bring your total for this round to between { $low } and the cap of { $cap }, not { $to }.
hl-betting-time = It is betting time: check, call, bet, raise or fold.

## A typed equation that cannot be read (HL-6)
hl-eq-too-long = That equation is far too long.
hl-eq-empty = Type an equation, e.g. `√4 / 7 + 9 - 8` (all your numbers and operators).
hl-eq-nested = √ cannot be nested: each √ stands directly before one number.
hl-eq-root-before-op = √ must stand directly before a number, not before { $op }.
hl-eq-starts-with-op = An equation starts with a number (or √ and a number), not with { $op }.
hl-eq-two-ops = Two operators in a row ({ $first } { $op }): put a number between them.
hl-eq-ends-root = The equation ends with √: put a number after it.
hl-eq-ends-op = The equation ends with { $op }: put a number after it.
hl-eq-two-numbers = Two numbers in a row (… { $first } { $n }): put an operator between them.
hl-eq-root-after-number = √ follows a number directly: put an operator before the √.
hl-eq-not-a-card = { $digits } is not a card: numbers go from 0 to 10. Put an operator between two numbers.
hl-eq-parentheses = Parentheses are not allowed: precedence decides (√ first, then × and ÷, then + and −, each left to right).
hl-eq-equals = Type only the equation itself, without `=` and a result.
hl-eq-decimals = Only whole card numbers (0-10) can be used, no decimals.
hl-eq-unknown = `{ $char }` is not understood. Use numbers 0-10, + - x / (or × ÷ * −) and √ (or r, sqrt).

## A typed equation that does not fit the cards (HL-6)
hl-val-count = Use each of your { $count } numbers ({ $mine }) exactly once: this equation uses { $used ->
    [0] no number
    [1] 1 number
   *[other] { $used } numbers
}.
hl-val-numbers = Your numbers are { $mine }, but this equation uses { $used }.
hl-val-no-root = You hold no √, so the equation cannot use one.
hl-val-one-root = You hold one √: put it before exactly one number (this equation puts √ before { $used ->
    [0] no number
    [1] 1 number
   *[other] { $used } numbers
}).
hl-val-roots = You hold { $n } √: put one before each of { $n } different numbers (this equation puts √ before { $used ->
    [0] no number
    [1] 1 number
   *[other] { $used } numbers
}).
hl-val-ops = Your operators are { $held }, each used once; this equation uses { $used }.
hl-val-div-zero = Division by zero: ÷ is followed by { $what }. Move the ÷ or the { $what }.

## Options (HL-1, HL-9)
hl-opt-players = { $game } needs { $min } to { $max } players, not { $players }
hl-opt-chips-range = Starting chips must be between 1 and { $max }, not { $chips }
hl-opt-ante-range = The ante must be at least 1 and at most the starting chips ({ $chips }), not { $ante }
hl-opt-rounds-range = Play at most { $max } rounds (0 plays until one player has chips), not { $rounds }
hl-opt-not-number = "{ $text }" is not a whole number
hl-opt-expected-number = expected a whole number
hl-opt-too-large = that number is too large
hl-opt-not-yes-no = "{ $text }" is not yes or no
# The /play options' descriptions (at most 100 characters) and choices.
hl-opt-chips = { $game }: starting chips (50 if not given)
hl-opt-ante = { $game }: the ante each round (1 if not given)
hl-opt-rounds = { $game }: 0-100 rounds, 0 = until one has chips (5)
hl-opt-best = { $game }: show each hand's best Low and High after a showdown
hl-yes = Yes
hl-no = No

## The /rules summary, in our own words (under 2000 characters)
hl-rules =
    {"**"}Equation Hi-Lo** (2-8 players): bet on the equation you can make from your cards.

    {"**"}Cards:** a deck of numbers 0-10 in four suits (Gold, Silver, Bronze, Black), four × and four √. Every round you also get the operators + − ÷.

    {"**"}A round:** everyone antes. You get one closed number card (only you see it) and two open cards, then a betting round, a 4th open card, a second betting round, and the showdown. An open √ brings an extra number; an open × also brings an extra number and replaces your + or − (your choice, kept secret). You never hold more than one ×.

    {"**"}Betting:** check, bet, raise, call or fold. Nobody may put in more in one round (ante included) than the smallest stack at the start of the round; once everyone is at that cap, betting stops.

    {"**"}Showdown:** in secret, declare **Low** (aim for 1), **High** (aim for 20) or **Swing** (both, with two arrangements), with your equation: all 4 numbers and your 3 operators, each once, a √ right before a number, no brackets, × and ÷ before + and −, never dividing by zero. You can check an equation privately before handing it in. The closest Low and the closest High split the pot; an odd chip leaves the game. A swing must win both sides to take everything, or gets nothing. Equal distances go to the best key card (highest number for High, lowest for Low, then suit).

    {"**"}End:** after the set number of rounds, or when one player has all the chips left; most chips wins. At 0 chips you are out.
