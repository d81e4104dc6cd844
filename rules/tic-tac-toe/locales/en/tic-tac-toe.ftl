# Tic-tac-toe with a hidden coin (the example game): its words. Names, marks (X, O), squares
# (a1 ... c3) and the bold marks around values are put in by the code.

ttt-keep = Keep my coin
ttt-toss = Toss it again
ttt-square = { $square } · { $where ->
    [0] top left
    [1] top
    [2] top right
    [3] left
    [4] centre
    [5] right
    [6] bottom left
    [7] bottom
   *[8] bottom right
}
ttt-heads = heads
ttt-tails = tails
ttt-someone = a player
ttt-title = { $game } · X: { $x } · O: { $o }
ttt-revealed = Coins revealed: { $first } { $first-coin }, { $second } { $second-coin }.
ttt-wins-row = { $name } wins with three in a row.
ttt-wins-coins = The board is full; heads beats tails: { $name } wins.
ttt-draw = The board is full and the coins match: a draw.
ttt-to-move = { $name } ({ $mark }) to move.
ttt-to-settle = Coins still to settle in secret: { $names }.
ttt-your-coin = Your coin: { $coin } (only you see it). You play { $mark }.
ttt-settled = { $name } has settled their coin in secret.
ttt-kept = { $name } kept their coin: { $coin } (only you see it).
ttt-tossed = { $name } tossed their coin: { $coin } (only you see it).
ttt-placed = { $name } puts { $mark } on { $square }.
ttt-prompt-coin = { $name } keeps or tosses their secret coin
ttt-prompt-place = { $name } puts { $mark } on the board
ttt-over = The game is over.
ttt-not-playing = You are not playing at this table.
ttt-wait-coins = Wait until both coins are settled.
ttt-settled-already = You have settled your coin already.
ttt-coins-settled = The coins are settled already.
ttt-not-your-turn = It is not your turn.
ttt-taken = That square is taken.
ttt-no-square = There is no such square.
ttt-two-players = Tic-tac-toe needs exactly 2 players.
ttt-rules =
    {"**"}Tic-tac-toe** (2 players), with a hidden coin. Each player is dealt a coin, heads or tails, that only they see.

    {"**"}Start:** both players, in secret, keep their coin or toss it once more.

    {"**"}Play:** X then O put their mark on a free square; three in a row (across, down or diagonally) wins.

    {"**"}Full board:** the coins are revealed and break the tie: heads beats tails, equal coins are a draw.

    A player who runs out of time keeps their coin, or takes the first free square (a1, b1, c1, a2 ...).
