# Equilibrix Project's words (issue 48): the /rules summary, the option, the lobby, the prompts
# and the refusals. Rulings are cited as EX-... in comments.
# A value a player typed is quoted between ASCII double quotes in every language.

## /rules: our own summary, a paragraph a message.
ex-rules-intro = **Equilibrix Project** (3-6 players) — build on the Flower of Life, make coalitions, and be the first Vitruvian to reach the middle of the scoring spiral.
ex-rules-board = **Board.** Fields are lenses (between two neighbouring nodes) and triangles, written by their label, e.g. `D4ne` (a lens from node D4 to the north-east) or `C3d`. Everyone has 10 lens stones and 6 triangle stones; three start on the board.
ex-rules-turn = **Your turn:** two positional actions and one political action, in any order; you may end the turn early.
ex-rules-positional = • **Positional action** — move your Vitruvian on the **Tree of Life** to a connected free field (or jump when none is free). The field's **row** says which pair of stones counts (two lenses, two triangles, or one of each) and which surround formation scores; its **column** says the angle between the two stones. Then place or remove one of your stones so that it makes that pair at that angle with another of yours (**standard**), or with a coalition partner's stone (**magical**, uses both positional actions). A move always comes with its stone: only moves that allow one are offered, **Back** undoes the move, and if no move allows a stone your positional actions are skipped.
ex-rules-political = • **Political action** — your map first develops (every relation moves one step along its arrow; some leave the map), then you may place up to three other players' Vitruvians on the circles of your map. Coalition fields make partners (at most two), opposition fields make opponents.
ex-rules-scoring = **Scoring.** Surround an opponent's stones in the formation of your row and they return to stock, scoring for you. Report a **commissioned project** (small, medium or large card) when its obligatory fields are filled: the colours there score by how many stones they hold, voluntary fields add a little. Points move your Vitruvian along the spiral.
ex-rules-taxes = **Taxes.** Crossing a node of the spiral costs stones from the board. If everyone else already stood past the node when you crossed it, you crossed it last and may call **charity**: the player best placed at that moment pays instead. Points scored together move one Vitruvian at a time: bigger gains first, then lower positions, then seat order from the player whose turn it is.
ex-rules-end = **End:** the first Vitruvian at the centre wins; otherwise, after the round limit (option `turns`, 40 by default, 0 for none), spiral positions decide.
ex-rules-rulings = Where the rulebook is silent we decided: the political action and reports happen between positional actions; a tax is its payer's decision, even outside their turn; surrounds score only on a placement; small projects have no voluntary points.

## The /play option and the lobby (EX-K5: the round limit).
ex-play-turns = Equilibrix Project: rounds before the spiral decides (40; 0 = none)
ex-lobby-turns = Round limit (host)
ex-lobby-turns-none = No round limit: play until someone reaches the centre
ex-lobby-turns-standard = { $n } rounds (the standard)
ex-lobby-turns-n = { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}
ex-lobby-not-rounds = "{ $value }" is not a number of rounds.
ex-lobby-no-limit = Game: no round limit
ex-lobby-limit = Game: at most { $n } rounds
ex-lobby-so-far = ⚠ { $why } so far.
ex-needs-players = Equilibrix Project needs { $min } to { $max } players, not { $players }
ex-most-rounds = At most { $n } rounds (0 for no limit)
ex-damaged = The stored game is damaged
ex-no-start = No starting position for { $n } players

## Prompts: what the table waits for.
ex-prompt-charity = Crossed the node after field { $node } last: pay { $stones } of tax or call charity on { $leader }
ex-best-placed = the best-placed other player
ex-prompt-tax = Tax for the node after field { $node }: return { $stones } from the board
ex-prompt-turn = Play your turn: { $positional } left{ $political ->
    [done] , political action done
   *[due] , the political action is still due
}
ex-prompt-moved-earlier = Place or remove a stone under the activated rule, or leave it out
ex-prompt-moved = Place or remove a stone under the activated rule, or go back to undo the move
ex-prompt-chosen = Choose the field for the stone
ex-prompt-recruiting = Place up to three Vitruvians on your political map

## Refusals.
ex-no-game-over = The game is over
ex-no-seat = There is no seat { $seat } at this table
ex-no-stone-of-yours = { $field } holds no stone of yours
ex-no-waiting-tax = Waiting for seat { $seat } to pay a tax
ex-no-waiting-charity = Waiting for seat { $seat } to decide on charity
ex-no-tax = No tax is due
ex-no-turn = It is seat { $seat }'s turn
ex-no-positional = Both positional actions are used
# EX-T4, EX-G4.
ex-no-move = Your Vitruvian cannot move to { $field } (it must move to an available connected field, jumping only when none is free, and not back to where it began the turn)
ex-no-political = The political action is done for this turn
ex-no-project = No such project
ex-no-shape = Those fields are not the shape of { $project }
ex-no-completable = Those obligatory fields are not all held by you and your coalition (a small project: by you alone)
ex-no-magical = A magical use needs both positional actions
ex-no-stone-that-way = The rule allows no stone that way now
# EX-G9: under the earlier rules a move stands without its stone.
ex-no-back-earlier = This game is played under the earlier rules, where a move is not taken back: use the rule, leave the stone out or end the turn
ex-no-skip = A Tree move comes with its stone: go back to undo the move, or end the turn
ex-no-field-that-way = The activated rule does not allow { $field } that way
ex-no-idle = Move on the Tree, develop relations, report a project or end the turn
ex-no-moved-earlier = Choose how to use the rule, or skip the stone
ex-no-moved = Choose how to use the rule, or go back to undo the move
ex-no-chosen = Choose the field, or go back
ex-no-recruiting = Place a Vitruvian on your political map, or finish
# EX-M1, EX-M2.
ex-no-more-placements = At most { $n } Vitruvians per political action
ex-no-own-vitruvian = Only the other players' Vitruvians go on your map
ex-already-on = That Vitruvian already stands on { $field }
ex-circle-only = New relations start only on a circle field
ex-map-field-full = { $field } is full
ex-map-field-not-empty = { $field } takes new Vitruvians only when empty
ex-coalition-full = A coalition has at most { $n } partners
