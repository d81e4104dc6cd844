# Quinox's words (issue 48): board, private view, events, menus, refusals, pictures, alt texts.
# Tile names (SWORD, KEY ...) and space labels (m50) are what a player types: they stay as they
# are in every language, and reach a message as values. A value a player typed goes between
# ASCII double quotes or backticks. Ruling ids (Q-14, Q-P3 ...) stay as they are.
# Glossary (the terms every language keeps consistent): tile, face (black/white), the Stone,
# pool, bag, point token (token), supply, space, board, turn, colour (red, yellow, purple, blue),
# pattern, target.

## Words

qx-colour-red = red
qx-colour-yellow = yellow
qx-colour-purple = purple
qx-colour-blue = blue
qx-kind-red = flips
qx-kind-yellow = acts once
qx-kind-purple = lasting
qx-kind-blue = scores at the end
qx-face-black = black
qx-face-white = white
qx-none = none
qx-empty = empty
qx-the-stone = the Stone
qx-or = { $first } or { $last }
qx-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
qx-tile-colour = { $tile } ({ $colour })
qx-tile-colour-token = { $tile } ({ $colour }, 1 token)
qx-player-colour = { $name } ({ $face })
qx-tile-explained = { $tile } ({ $colour }, { $kind }): { $text }

## The board and the private view

qx-aimed-map = MAP: pool tiles go to { $spaces }
qx-aimed-destiny = DESTINY: { $tiles } must be played if in the pool
qx-aimed-famine = FAMINE: one tile only
qx-this-turn = This turn ({ $name }): { $line }
qx-next-turn = Next turn ({ $name }): { $line }
qx-phase-colour = { $first } was drawn to play first. Waiting for { $you ->
    [yes] you
   *[other] { $name }
} to choose black or white.
qx-phase-choose = Waiting for { $you ->
    [yes] you
   *[other] { $name }
} to choose { $n ->
    [one] { $n } pool tile
   *[other] { $n } pool tiles
}.
qx-phase-choose-destiny = Waiting for { $you ->
    [yes] you
   *[other] { $name }
} to choose { $n ->
    [one] { $n } pool tile
   *[other] { $n } pool tiles
} (DESTINY: { $tiles } among them).
qx-phase-tile = Waiting for { $you ->
    [yes] you
   *[other] { $name }
} to pick which chosen tile to play next.
qx-phase-face = Waiting for { $you ->
    [yes] you
   *[other] { $name }
} to choose the face { $tile } shows.
qx-phase-space = Waiting for { $you ->
    [yes] you
   *[other] { $name }
} to place { $tile }, { $face } face up ({ $n ->
    [one] { $n } free space is labelled
   *[other] { $n } free spaces are labelled
}).
qx-phase-target = Waiting for { $you ->
    [yes] you
   *[other] { $name }
}: { $what }.
qx-phase-target-picked = Waiting for { $you ->
    [yes] you
   *[other] { $name }
}: { $what } (picked so far: { $picks }).
qx-phase-over = The game is over.
qx-ask-flip-one = { $tile }: the tile to turn over
qx-ask-flip-pattern = { $tile }: the pattern of tiles to turn over
qx-ask-pair-first = { $tile }: the first tile of the pair to turn over
qx-ask-pair-second = { $tile }: the tile touching { $at } to turn over
qx-ask-swap-self = { $tile }: the tile to trade places with
qx-ask-swap-first = { $tile }: the first tile of the two to trade places
qx-ask-swap-second = { $tile }: the tile to trade places with { $at }
qx-ask-pull = { $tile }: the tile to pull
qx-ask-pull-into = { $tile }: the empty space to pull { $at } into
qx-ask-to-bag = { $tile }: the tile to send back to the bag
qx-ask-remove-out = { $tile }: the tile to remove from the game
qx-ask-map-first = { $tile }: the first space for the opponent's tiles
qx-ask-map-second = { $tile }: the second space for the opponent's tiles
qx-ask-destiny-first = { $tile }: the first tile the opponent must play
qx-ask-destiny-second = { $tile }: the second tile the opponent must play
qx-ask-mirror = { $tile }: the tile beside it whose action to copy
qx-ask-options = { $tile }: choose ({ $n ->
    [one] { $n } option
   *[other] { $n } options
})
qx-cell-stone = { $at } the Stone
qx-cell = { $at } { $tile } ({ $colour })
qx-cell-tokens = { $at } { $tile } ({ $colour }, { $n ->
    [one] { $n } token
   *[other] { $n } tokens
})
qx-board-black = Black ({ $n }): { $list }
qx-board-black-seat = Black, { $name }'s ({ $n }): { $list }
qx-board-white = White ({ $n }): { $list }
qx-board-white-seat = White, { $name }'s ({ $n }): { $list }
qx-board-stone = The Stone: { $list }
qx-seat-playing = { $player }{ $first ->
    [yes] , first player
   *[other] {""}
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
} so far · { $supply ->
    [one] { $supply } token
   *[other] { $supply } tokens
} in supply
qx-seat-final = { $player }{ $first ->
    [yes] , first player
   *[other] {""}
}: { $b }{ $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $e } ({ $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} + { $ontiles ->
    [one] { $ontiles } token
   *[other] { $ontiles } tokens
} on them + { $supply ->
    [one] { $supply } token
   *[other] { $supply } tokens
} in supply)
qx-final = Final: { $list }
qx-table-head = { $b }{ $game }{ $e } · { $over ->
    [yes] game over
   *[other] turn { $turn }
} · { $bag ->
    [one] { $bag } tile
   *[other] { $bag } tiles
} in the bag
qx-pool = Pool ({ $n }): { $list }
qx-pool-empty = Pool (0): empty
qx-hand = Chosen by { $name }, still to play: { $list }
qx-removed = Out of the game: { $list }
qx-last-placed = Last placed: { $list }
qx-free-spaces = Free spaces for the next tile: { $list }
qx-set-aside = Set aside for this placement (they clash, Q-17): { $list }
qx-placed-at = { $tile } at { $at }
qx-placed-at-unknown = a tile at { $at }
qx-you-play = You play { $face }: tiles showing { $face } score for you.

## Events

qx-ev-first-player = { $first } is drawn to play first; { $other } chooses a colour (Q-14).
qx-ev-colour-chosen = { $name } takes { $face }; { $other } plays { $otherface }.
qx-ev-turn-started = { $b }Turn { $turn }: { $name }{ $e } plays { $tiles ->
    [one] one tile
   *[other] two tiles
}.
qx-ev-drawn = Drawn into the pool, each with a point token: { $tiles }.
qx-ev-chosen = { $name } chooses { $tiles }.
qx-ev-placed = { $name } places { $tile } at { $at }, { $face } face up.
qx-ev-placed-token = { $name } places { $tile } at { $at }, { $face } face up; its token goes to { $to }.
qx-ev-restrictions-ignored = { $list } clash and are set aside for this placement (Q-17).
qx-ev-turns-itself = { $tile } at { $at } turns { $face }.
qx-ev-turned = { $by } turns { $tile } at { $at } to { $face }.
qx-ev-swapped = { $by }: the pieces at { $a } and { $b } trade places.
qx-ev-moved = { $by } pulls the piece at { $from } to { $to }.
qx-ev-to-bag = { $by } sends { $tile } at { $at } back to the bag.
qx-ev-removed = { $by } removes { $tile } at { $at } from the game.
qx-ev-mirrored = MIRROR copies { $tile }'s action.
qx-ev-no-target = { $tile } finds nothing to act on.
qx-ev-mapped = MAP: the opponent's next pool tiles must go to { $spaces }.
qx-ev-destined = DESTINY names { $tiles }: the opponent must play those of them in the pool.
qx-ev-famine = FAMINE: the opponent's next turn is one tile.
qx-ev-speed-drawn = SPEED draws { $tile }, to be played at once.
qx-ev-speed-empty = SPEED finds the bag empty.
qx-ev-blown = WIND blows { $tiles } back into the bag.
qx-ev-pool-tokens-cleared = { $n ->
    [one] { $n } token left on the pool is cleared.
   *[other] { $n } tokens left on the pool are cleared.
}
qx-ev-tokens-added = { $by } puts { $n ->
    [one] { $n } token
   *[other] { $n } tokens
} on the tile at { $at }.
qx-ev-tokens-taken = { $by } takes { $n ->
    [one] { $n } token
   *[other] { $n } tokens
} from the tile at { $from }.
qx-ev-game-over = { $b }Game over{ $e }: { $first } { $firstscore } · { $second } { $secondscore }.

## Menus (button labels: at most 80 characters with the values in)

qx-menu-colour = I play { $face } (the other player gets { $other })
qx-menu-pair-first = { $tile } …
qx-menu-play = Play { $tile }
qx-menu-pair-second = and { $tile }
qx-menu-play-next = Play { $tile } next
qx-menu-black-up = Black face up
qx-menu-black-up-yours = Black face up (your colour)
qx-menu-white-up = White face up
qx-menu-white-up-yours = White face up (your colour)
qx-menu-flip = Flip { $list }
qx-menu-back-tile = Back: play the other tile first
qx-menu-back-face = Back: change the face
qx-at-empty = { $at } (empty)
qx-at-tile = { $at } { $tile } ({ $face })

## Typed spaces refused (the space was typed: it is the label, never free text)

qx-typed-taken = { $at } is taken by { $what }.
qx-typed-off-board = { $at } does not touch the board: a tile goes next to one already placed.
qx-typed-poison = { $at } is next to POISON, and no tile may go next to POISON (Q-P3).
qx-typed-charisma = CHARISMA at { $at } still has a free space next to it, so { $tile } must go next to it (Q-P2).
qx-typed-map = MAP binds this placement to { $spaces } (Q-9, Q-18).
qx-typed-not-now = { $tile } may not go to { $at } now.
qx-typed-empty = { $at } is empty: { $tile } acts on tiles here.
qx-typed-not-target = { $what } at { $at } is not a target { $tile } may choose now: a target must be one the action can change, and the choice must hit as many tiles as it can (Q-20).

## Refusals of the rules

qx-two-players = Quinox is a game for exactly 2 players
qx-refuse-list-more = { $list } ... ({ $n } in all)
qx-refuse-no-seat = There is no seat { $seat } at this table
qx-refuse-over = The game is over
qx-refuse-colour-other = Seat { $seat } is choosing a colour
qx-refuse-colour = Choose your colour: black or white
qx-refuse-not-yours = It is seat { $seat }'s turn
qx-refuse-from-pool = Choose tiles from the pool
qx-refuse-count = { $n ->
    [one] Choose { $n } tile from the pool
   *[other] Choose { $n } tiles from the pool
}
qx-refuse-destiny = DESTINY: you must choose { $tiles }
qx-refuse-different = Choose two different pool tiles
qx-refuse-choose-first = { $n ->
    [one] First choose the pool tile you will play this turn
   *[other] First choose the { $n } pool tiles you will play this turn
}
qx-refuse-which-tile = Choose which tile to play next: { $tiles }
qx-refuse-only-tile = { $tile } is the only tile left to play: choose its face
qx-refuse-face = Choose the face { $tile } shows
qx-refuse-space = { $tile } cannot go to { $at } now; it may go to { $spaces }
qx-refuse-where = Choose where { $tile } goes
qx-refuse-target-pick = { $tile }'s action waits: pick one of { $list }
qx-refuse-target-pattern = { $tile }'s action waits: choose one of these patterns: { $list }
qx-refuse-target-name = { $tile }'s action waits: name a tile other than DESTINY not named yet
qx-refuse-not-now = That is not possible now

## Alt texts

qx-alt-you-play = You play { $face }.
qx-alt-tile-short = { $tile }: { $colour }.
qx-alt-to-play = { $name } to play.
qx-alt-score = { $player } { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $supply ->
    [one] { $supply } token
   *[other] { $supply } tokens
} in supply
qx-alt-scores = Scores so far: { $list }.
qx-alt-scores-final = Final count: { $list }.
qx-alt-turn = Turn { $turn }; { $bag ->
    [one] { $bag } tile
   *[other] { $bag } tiles
} in the bag.
qx-alt-last-placed = Last placed: { $list }.
qx-alt-set-aside = Set aside for this placement because they clash (Q-17): { $list }.
qx-alt-free-spaces = Free spaces for the next tile
qx-alt-targets = Targets to choose from
qx-alt-pool = Pool
qx-alt-pool-token = { $tile } ({ $colour }, token)
qx-alt-hand = Chosen, still to play
qx-alt-cell-tokens = { $tile } { $at } ({ $n ->
    [one] { $n } token
   *[other] { $n } tokens
})
qx-alt-black = Black tiles
qx-alt-black-seat = Black tiles, { $name }'s
qx-alt-white = White tiles
qx-alt-white-seat = White tiles, { $name }'s
qx-alt-stone = The Stone is at { $at }.
qx-alt-removed = Out of the game

## Pictures (the legend's words share a line: short words)

qx-pic-stone = STONE
qx-pic-counts = Turn { $turn } · pool { $pool } · bag { $bag }
qx-pic-outlined-yours = Outlined: yours to play
qx-pic-outlined-chosen = Outlined: chosen to play
qx-pic-pool-empty = The pool is empty
qx-pic-result = { $name }: { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} + { $ontiles ->
    [one] { $ontiles } token
   *[other] { $ontiles } tokens
} on them + { $supply } in supply
qx-pic-you = { $name } (you)
qx-pic-choosing = choosing black or white
qx-pic-drawn-first = drawn to play first
qx-pic-seat-final = { $face } · { $points } · supply { $supply }
qx-pic-seat = { $face } · { $points } so far · supply { $supply }
qx-pic-token = token
qx-pic-may-choose = may be chosen
qx-pic-chosen = chosen
qx-pic-free-space = free space
qx-pic-last-placed = last placed
qx-pic-unlabelled = Some spaces are too small to label: see the message.

## Prompts: what the table waits for (on the board, in reminders and direct messages)

qx-prompt-choose = Choose { $n ->
    [one] the pool tile
   *[other] the { $n } pool tiles
} to play this turn
qx-prompt-tile = Choose which chosen tile to play next
qx-prompt-face = Choose the face of { $tile }
qx-prompt-space = Choose where { $tile } goes
qx-prompt-target = Choose for { $tile }'s action
