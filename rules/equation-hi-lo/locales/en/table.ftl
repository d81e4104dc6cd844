# Equation Hi-Lo: the table's words (issue 48): the board and private texts, events, the
# showdown, menus, forms, the lobby, alt texts.
# Game terms: Low (aim for 1), High (aim for 20), Swing (both), ante, cap, pot, chips,
# closed card, open cards, Win Order, number cards (suits Gold, Silver, Bronze, Black), × and √.
# -b and -e make the text between them bold.

-b = {"\uE000"}
-e = {"\uE001"}

## Cards and chips
hl-suit-gold = Gold
hl-suit-silver = Silver
hl-suit-bronze = Bronze
hl-suit-black = Black
# A number card: `Gold 7`. Keep the suit's name before the number in every language.
hl-card = { $suit } { $value }
hl-chips = { $n ->
    [one] { $n } chip
   *[other] { $n } chips
}
hl-low = Low
hl-high = High

## The board (the text beside the picture)
hl-board-head = { -b }{ $game }{ -e } · { $rounds ->
    [0] round { $round } (until one player is left)
   *[other] round { $round } of { $rounds }
} · dealer { $dealer }
hl-pot = Pot { $pot }
hl-pot-carried = Pot { $pot } ({ $carry } carried over)
hl-cap = cap { $cap }
hl-ante = ante { $ante }
hl-removed = { $chips } left the game
hl-seat-out = out (round { $round })
hl-seat-in = in { $wagered }
hl-seat-folded = folded
hl-seat-at-cap = at the cap
hl-seat-choosing = choosing for ×
hl-seat-handed-in = handed in
hl-waiting-times = Waiting for { $who } to choose what the × replaces.
hl-betting-line = { $street ->
    [first] First betting round
   *[second] Second betting round
}: { $name } to act (highest wager { $high }, cap { $cap }).
hl-declaring-line = Declarations: waiting for { $who } (hidden until everyone has handed in).
hl-final-standings = Final standings:
hl-standing-line = { $place } { $name }: { $detail }
hl-standing-out = out of chips in round { $round }

## A seat's own part (its private view)
hl-closed-line = Your closed card: { -b }{ $closed }{ -e } (only you see it) · open: { $open }
hl-none-yet = none yet
hl-holding-numbers = Numbers { $numbers }
hl-holding-ops = operators { $ops }
hl-holding-ops-waiting = operators { $ops } (and the × waiting for your choice)
hl-handed-in-final = You handed in { $declaration }. It is final.
hl-you-drew-times = You drew a ×: choose whether it replaces your + or your −.
hl-your-turn-check = Your turn to bet: check, bet (up to a total of { $cap }) or fold.
hl-your-turn-check-no-bet = Your turn to bet: check, bet or fold.
hl-your-turn-raise = Your turn: call { $owe } (to { $high } in total), raise (up to a total of { $cap }) or fold.
# HL-2: the highest wager is already the cap.
hl-your-turn-call = Your turn: call { $owe } (to { $high } in total, the cap) or fold.
hl-four-zeros = All four of your numbers are 0: every ÷ would divide by zero, so you hand in without an equation.
hl-declare-now = Declare Low (aim for 1), High (aim for 20) or Swing (both, win both or nothing) and type your equation: all 4 numbers and your 3 operators, each once{ $roots ->
    [0] {""}
    [1] , with your √ before one number
   *[other] , with your { $roots } √ before { $roots } different numbers
}. Check an equation privately first if you like.

## Declarations and the showdown (sections 9-11, HL-7, HL-8, HL-11)
hl-declared-low = Low (1) with { $equation }
hl-declared-high = High (20) with { $equation }
hl-declared-swing = Swing: Low { $low } and High { $high }
hl-declared-none = no equation
hl-side-low = { $equation } = { $value }, { $away } from 1
hl-side-high = { $equation } = { $value }, { $away } from 20
hl-whose-card = { $name }'s { $card }
hl-tie = Tie at { $away } from the target, broken by the Win Order ({ $side ->
    [low] lowest number card; at equal numbers Black beats Bronze, Silver, Gold
   *[high] highest number card; at equal numbers Gold beats Silver, Bronze, Black
}): { $name }'s { $card } beats { $others }.
hl-side-undeclared = Nobody declared { $side ->
    [low] Low, so the High
   *[high] High, so the Low
} winner takes it all.
hl-side-failed-swings = { $swings ->
    [one] The only { $side ->
        [low] Low entry was a failed swing, so that half goes to the High
       *[high] High entry was a failed swing, so that half goes to the Low
    } winner too.
   *[other] The only { $side ->
        [low] Low entries were failed swings, so that half goes to the High
       *[high] High entries were failed swings, so that half goes to the Low
    } winner too.
}
hl-showdown-head = { -b }Showdown, round { $round }{ -e } · pot { $pot }
hl-revealed = { $name } (closed { $card })
hl-reveal-low = Low: { $low }
hl-reveal-high = High: { $high }
hl-reveal-swing = Swing: Low { $low } · High { $high }
hl-reveal-none = no valid equation (four zeros): takes no part
hl-swing-won = { $name } swung and won both sides: the whole pot of { $pot } is theirs.
hl-swing-failed = { $name } swung and { $won ->
    [low] won Low but lost High to { $by }
    [high] won High but lost Low to { $by }
   *[neither] won neither side
}: nothing for them, and they leave both sides.
hl-half-won = { $side ->
    [low] Low half ({ $chips }): { $name }, closest to 1
   *[high] High half ({ $chips }): { $name }, closest to 20
} ({ $away } away).
hl-pot-won = The whole pot ({ $chips }): { $name }, closest to { $side ->
    [low] 1
   *[high] 20
} ({ $away } away).
hl-failed-swings-shared = Only failed swings declared, so nobody wins the pot of { $pot }. It cannot wait for another round, so { $who } share it now.
hl-failed-swings-carried = Only failed swings declared, so nobody wins the pot of { $pot }: it carries over to the next round.
hl-odd-chip = The pot does not split evenly: { $chips } leaves the game.
hl-best-head = Best possible with these cards:
hl-best-none = none
hl-best-line = { $name }: Low { $low } · High { $high }

## Events
hl-ev-round = { -b }Round { $round }{ -e }: { $dealer } deals. Everyone antes { $ante }; nobody may put in more than { $cap } this round.
hl-ev-dealt-mine = { $name } (your closed card: { $card }): { $open }
hl-ev-dealt = Dealt (one closed card each, then open): { $parts }
hl-ev-fourth = 4th card: { $parts }
hl-ev-second-times = { $name } drew a second ×: it is shuffled back and the card is dealt again.
hl-ev-gave-up = You gave up your { $op } for the ×.
hl-ev-placed-times = { $name } chose which operator the × replaces.
hl-ev-checks = { $name } checks.
hl-ev-calls = { $name } calls ({ $to } in total).
hl-ev-bets = { $name } { $raise ->
    [yes] raises
   *[no] bets
} to { $to } in total.
hl-ev-folds = { $name } folds.
hl-ev-skipped = Everyone still in is at the cap: the { $street ->
    [first] first betting round
   *[second] second betting round
} is skipped.
hl-ev-you-handed-in = You handed in { $declaration }.
hl-ev-handed-in = { $name } has handed in their declaration.
hl-ev-uncontested = Everyone else folded: { $name } takes the pot of { $pot } without a showdown.
hl-ev-carry-split = The pot nobody won is shared by { $who }: { $each } each.
hl-ev-carry-split-removed = The pot nobody won is shared by { $who }: { $each } each. { $removed } left over leaves the game.
hl-ev-out = { $name } is out of chips.
hl-ev-game-over = Game over! { $standings }

## Menus (button labels, at most 80 characters)
hl-check = Check
hl-call = Call { $owe } ({ $high } in total)
hl-fold = Fold
hl-bet-open = { $raise ->
    [yes] Raise
   *[no] Bet
}… (up to { $high } in total)
hl-bet-to = { $raise ->
    [yes] Raise
   *[no] Bet
} to { $to } in total (+{ $more })
hl-times-plus = The × replaces my +
hl-times-minus = The × replaces my −
hl-no-equation = Hand in without an equation

## Forms (button ≤ 80, title ≤ 45, input label ≤ 45, placeholder ≤ 100 characters)
# `r` is how a √ is typed: keep it (the equation reader knows r, √ and sqrt).
hl-hint = Use { $numbers } · { $ops } · e.g. { $example }
hl-hint-roots = Use { $numbers } · √ ×{ $roots } · { $ops } · e.g. { $example }, r before a number for its √
hl-typed-error = { $what } `{ $text }`: { $error }
hl-checked-unreadable = Checked `{ $text }`: { $error }
hl-check-value = { $equation } = { $value }: { $low } from 1, { $high } from 20.
hl-check-div-zero = { $equation } divides by zero.
hl-check-fits = Checked (nothing handed in): { $value } It uses your cards correctly.
hl-check-misfits = Checked (nothing handed in): { $value } But it does not fit your cards: { $error }
hl-form-low-button = Declare Low (1)
hl-form-low-title = Declare Low: aim for 1
hl-form-low-input = Your equation for 1
hl-form-high-button = Declare High (20)
hl-form-high-title = Declare High: aim for 20
hl-form-high-input = Your equation for 20
hl-form-swing-button = Declare Swing (1 and 20)
hl-form-swing-title = Declare Swing: both or nothing
hl-form-swing-low = Equation for 1 (Low)
hl-form-swing-high = Equation for 20 (High)
hl-form-check-button = Check an equation (private)
hl-form-check-title = Check an equation privately
hl-form-check-input = Equation to check
hl-form-gone = This form is not in use any more.

## The lobby (select placeholders ≤ 150, choices ≤ 100 characters)
hl-select-chips = Starting chips (host)
hl-select-ante = Ante (host)
hl-select-rounds = Rounds (host)
hl-chips-each = { $chips } chips each
hl-ante-choice = Ante { $ante }
hl-rounds-choice = { $rounds ->
    [0] Until one player has all the chips
    [1] 1 round
   *[other] { $rounds } rounds
}
hl-rounds-lobby = { $rounds ->
    [0] until one player has all the chips
    [1] 1 round
   *[other] { $rounds } rounds
}
hl-lobby-best = best possible hands shown after each showdown
hl-not-a-choice = "{ $value }" is not one of the choices.
hl-ante-too-high = The ante ({ $ante }) cannot be more than the starting chips ({ $chips }).

## Alt texts (what a screen reader reads instead of a picture)
hl-alt-move = { $you ->
    [yes] You { $act ->
        [checked] checked
        [called] called ({ $to } in all)
        [bet] bet { $to }
        [raised] raised to { $to }
        [folded] folded
        [placed] chose what a drawn × replaces
       *[handed-in] handed in a declaration
    }
   *[no] { $name } { $act ->
        [checked] checked
        [called] called ({ $to } in all)
        [bet] bet { $to }
        [raised] raised to { $to }
        [folded] folded
        [placed] chose what a drawn × replaces
       *[handed-in] handed in a declaration
    }
}
hl-alt-last-move = Last move: { $move }.
hl-alt-last-move-over = Last move (round { $round }, which is over): { $move }.
hl-alt-final-standings = Final standings
hl-alt-pot = { $rounds }, dealer { $dealer }. Pot { $pot }, cap { $cap }.
hl-alt-pot-carried = { $rounds }, dealer { $dealer }. Pot { $pot } ({ $carry } carried over), cap { $cap }.
hl-alt-pot-short = { $rounds }. Pot { $pot }.
hl-alt-seat-out = { $name } out
hl-alt-seat = { $name } { $chips }, in { $wagered }
hl-alt-open = open { $cards }
hl-alt-to-act = to act
hl-alt-seats = Seats
hl-alt-paid = Paid
hl-alt-hands = Hands

## Prompts: what the table waits for (on the board, in reminders and direct messages)

hl-prompt-times = Choose whether the × replaces your + or your −
hl-prompt-check = Check, bet (up to a total of { $cap }) or fold
hl-prompt-call-raise = Call { $owe }, raise or fold
hl-prompt-call = Call { $owe } or fold
hl-prompt-declare = Declare Low, High or Swing and hand in your equation
