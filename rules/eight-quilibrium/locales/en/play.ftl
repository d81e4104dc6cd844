# 8-quilibrium's words for the board, the private view and the events (issue 48).
# Glossary (English is the rulebook's own): Market, deck, Stock, token, Give, Forced Give, swap,
# reject, Quick Toss, Assist, Relay Swap, Wind of Change, Peek, Refresh, Burden Pays,
# Suit Score, rank sum, colour, parity, Team Play, Open Stock, Fog of War, Rank Powers.
# A card is written as its shorthand (9H, KS) in every language.

## Shared pieces
eq-nobody = nobody
eq-no-cards = (none)
eq-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
eq-tokens = { $n ->
    [one] { $n } token
   *[other] { $n } tokens
}
eq-to-yourself = to yourself
eq-to-player = to { $name }
eq-or = { $first } or { $last }
eq-or-list = { $first }, { $more } or { $last }

## The phase line (everyone's)
eq-phase-one-of = one of { $n } players
eq-phase-players = { $n } players
eq-phase-facedown-market-card = a face-down Market card
eq-phase-turn = { $active } to play: give a card or spend a token to swap.
eq-phase-turn-no-token = { $active } to play: give a card (no token left to swap).
eq-phase-choose-target = Give: { $active } revealed { $card } and chooses who receives it: { $targets }.
eq-phase-choose-target-forced = Forced Give (cannot be rejected): { $active } revealed { $card } and chooses who receives it: { $targets }.
eq-phase-quick-toss-swap = { $active } wants to swap a card with { $target }. Quick Toss: { $waiting } may first hand them a token (and skip their next turn).
eq-phase-quick-toss-give = { $active } gives { $card } to { $target }. Quick Toss: { $waiting } may first hand them a token (and skip their next turn).
eq-phase-toss-choice = { $offers } offer a token: { $target } takes one (Quick Toss).
eq-phase-give-market = { $active } gives { $card } from the Market to { $target }, who may reject it (1 token) or accept it.
eq-phase-give-deck = { $active } gives { $card } from the deck to { $target }, who may reject it (1 token) or accept it.
eq-phase-give-market-hidden = { $active } gives a face-down card from the Market to { $target }, who may reject it (1 token) or accept it.
eq-phase-give-deck-hidden = { $active } gives a face-down card from the deck to { $target }, who may reject it (1 token) or accept it.
eq-phase-bottoming = { $rejector } rejected { $rejected }; the Market shows 5 and they put one card at the bottom of the deck ({ $rejected } takes the freed slot).
eq-phase-swap-cancel = { $active } wants to swap a card with { $target }, who may cancel (1 token) or allow it by picking a card.
eq-phase-swap = { $active } swaps a card with { $target }, who picks a card to exchange.
eq-phase-relay = { $active } makes a Relay Swap with teammate { $teammate }, who picks a card in secret; then { $active } gives the top deck card (forced).
eq-phase-jack = { $seat } accepted a Jack and may swap with the Market for free.
eq-phase-queen = { $seat } accepted a Queen and puts the top two deck cards back in the order they like.
eq-phase-king = { $seat } accepted { $king } and gives one card (nobody can reject it) to { $targets }.
eq-phase-wind-offer = { $active } may call the Wind of Change (1 token) before the turn ends.
eq-phase-wind-pass-cw = The Wind of Change blows clockwise: waiting for { $waiting } to pick a card to pass.
eq-phase-wind-pass-ccw = The Wind of Change blows counterclockwise: waiting for { $waiting } to pick a card to pass.
eq-phase-over = The match is over.

## Results
eq-result-line = { $place } { $name }: { $points } (suits { $suit }, colour { $color }, parity { $parity }; rank sum { $sum }) — { $hand }
eq-team-part = Team { $team } { $points }
eq-team-points-round = Team points this round: { $teams }
eq-team-points-match-seats = Team points in the match: { $teams } ({ $seats })
eq-match-points = Match points: { $seats }
eq-round-last = Round { $round } (the last):
eq-final-places = Final places: { $places }
eq-round-scores = Round { $round } scores:

## The board
eq-board-header = 8-quilibrium · turn { $turn }
eq-board-header-rounds = 8-quilibrium · round { $round } of { $rounds } · turn { $turn }
eq-board-variants = Variants: { $variants }
eq-board-variants-preset = Variants: { $preset }: { $variants }
eq-board-stock = Stock: { $card }
eq-board-stock-next = Stock: turned up once this Give is settled
eq-board-legend-face-down = ▢ face down
eq-board-legend-empty = — empty slot
eq-board-market = Market: { $market } · Deck: { $deck }
eq-board-market-stock = Market: { $market } · Deck: { $deck } · { $stock }
eq-board-market-legend = Market: { $market } ({ $legend }) · Deck: { $deck }
eq-board-market-legend-stock = Market: { $market } ({ $legend }) · Deck: { $deck } · { $stock }
eq-board-full = (full)
eq-board-reacted = reacted this turn
eq-board-skips = skips next turn
eq-board-seat = { $marker } { $n }. { $name }{ $team }: { $cards }{ $full } · { $tokens }{ $extra }
eq-board-team-members = { $team } ({ $members })
eq-board-team-members-relay = { $team } ({ $members }, Relay Swap used)
eq-board-teams = Teams: { $teams }
eq-board-vs = { $a } vs { $b }
eq-board-wind-called = Wind of Change: called by { $name } this round.
eq-board-wind-barred = Wind of Change: not called yet this round ({ $name } called it last round and may not).
eq-board-wind-open = Wind of Change: not called yet this round.

## Reminders of the variants in play
eq-remind-team-play = Team Play: team scores add up · Assist (a token to a teammate, ends your turn) · Relay Swap once per round per team · Quick Toss a token to a targeted teammate
eq-remind-open-stock = Open Stock: the deck's top card lies face up · receiving it pays you a token (3 at most) · Refresh sends it to the bottom (1 token)
eq-remind-wind = Wind of Change: once per round, after your action, 1 token makes everyone pass a card left or right
eq-remind-fog = Fog of War: Market cards lie face down (rejected deck cards face up) and show as they leave · Peek at up to 2 slots (1 token)
eq-remind-rank-powers = Rank Powers: accepting J = free Market swap · Q = reorder the top 2 deck cards · K = give a card on, unrejectable · A = a token

## Your turn
eq-turn-give-both = give a card from the Market or the deck
eq-turn-give-market = give a card from the Market
eq-turn-give-deck = give the top card of the deck
eq-turn-swap-both = spend a token to swap with the Market or a player
eq-turn-swap-market = spend a token to swap with the Market
eq-turn-swap-player = spend a token to swap with a player
eq-turn-give-or-swap = Your turn: { $give } to a player with the fewest cards, or { $swap }.
eq-turn-give = Your turn: { $give } to a player with the fewest cards.
eq-turn-swap = Your turn: { $swap }.
eq-turn-plain = Your turn.
eq-turn-extra-peek = peek at the Market first (1 token)
eq-turn-extra-refresh = refresh the Stock first (1 token)
eq-turn-extra-assist = Assist a teammate instead (1 token, ends your turn)
eq-turn-extra-relay = Relay Swap with a teammate (1 token)
eq-turn-with-extras = { $main } You may also { $extras }.

## Your move (the private view)
eq-move-choose-target = Choose who receives { $card }.
eq-move-a-swap = a swap
eq-move-quick-toss = Your teammate { $target } is targeted by { $what }: Quick Toss them one of your tokens (you skip your next turn), or not.
eq-move-toss-choice = { $offers } offer you a token: take one (Quick Toss).
eq-move-a-card = A card
eq-move-give-reject = { $card } is coming to you: reject it (1 token) or accept it.
eq-move-give = { $card } is coming to you.
eq-move-bottoming = Choose a Market card to put at the bottom of the deck.
eq-move-swap-cancel = { $who } wants to swap a card with you: cancel (1 token) or pick one of your cards to give.
eq-move-swap = { $who } swaps a card with you: pick one of your cards to give.
eq-move-relay = { $who } makes a Relay Swap with you: pick one of your cards to give them.
eq-move-jack = You accepted a Jack: swap one of your cards with a Market card for free, or decline.
eq-move-queen = You accepted a Queen. The top of the deck: { $top }. Choose which card goes on top.
eq-move-king = You accepted { $king }: give one of your cards (it may be { $king }) to { $targets }.
eq-move-yourself = yourself
eq-move-wind-offer = Your action is done: call the Wind of Change (1 token), or end your turn.
eq-move-wind-passed = You pass { $card } to { $to }; waiting for the others.
eq-move-wind-pick = The Wind blows: pick the card you pass to { $to }.

## The private view
eq-private-hand = Your hand ({ $n }): { $cards }
eq-private-tokens = Your tokens: { $n } · { $market }
eq-private-known-face-down = (* a face-down card you have looked at)
eq-private-deck-top = You know the top of the deck (top first): { $cards }.
eq-private-team = Your team: { $team } (with { $mates }).
eq-private-skip = You skip your next turn (Quick Toss).
eq-private-swap-picked = You picked { $card } to swap with { $target }; waiting for their answer.
eq-private-relay-offered = You offered { $card } to { $teammate } for the Relay Swap; waiting for their pick.
eq-private-placed = You placed { $place } with { $points }.
eq-private-placed-last-round = You placed { $place } with { $points } in the last round.
eq-private-variants = Variants in play:

## Events
eq-event-a-card = a card
eq-event-the-card = the card
eq-power-ace = the Ace's power: one token (up to 3)
eq-power-jack = the Jack's power: a free swap with the Market
eq-power-queen = the Queen's power: a look at the top two deck cards, to put back in any order
eq-power-king = the King's power: give one card to a player with the fewest cards, unrejectable
eq-tie-rank-sum = { $a } is ahead of { $b } on { $points }: rank sum { $x } is closer to 56 than { $y }
eq-tie-suit-score = { $a } is ahead of { $b } on { $points }: rank sums as close to 56, Suit Score { $x } against { $y }
eq-tie-shared-ranks = { $a } is ahead of { $b } on { $points }: fewer cards sharing a rank ({ $x } against { $y })
eq-tie-shared = { $a } and { $b } share the place on { $points }: every tiebreaker is level
eq-event-parts = suits + colour + parity: { $parts }
eq-event-team-part = Team { $team } { $points } ({ $members })
eq-event-match-so-far-teams = Match points so far: Team A { $a }, Team B { $b }
eq-event-match-so-far = Match points so far: { $totals }
eq-event-turn = { $name }'s turn.
eq-event-deck-forced = { $name } must give the top card of the deck: { $card } (forced, cannot be rejected).
eq-event-deck-revealed = { $name } reveals { $card } from the deck.
eq-event-gave = { $from } gives { $card } to { $to }.
eq-event-gave-self = { $from } gives { $card } to themselves.
eq-event-gave-market = { $from } gives { $card } from the Market to { $to }.
eq-event-gave-market-self = { $from } gives { $card } from the Market to themselves.
eq-event-gave-hand = { $from } gives { $card } from their hand (King, cannot be rejected) to { $to }.
eq-event-gave-hand-self = { $from } gives { $card } from their hand (King, cannot be rejected) to themselves.
eq-event-accepted = { $name } takes { $card }.
eq-event-rejected-market = { $name } rejects { $card } (1 token); it returns to the Market.
eq-event-rejected-deck = { $name } rejects { $card } (1 token); it goes to the Market.
eq-event-refilled = { $card } from the deck refills the Market.
eq-event-bottomed = { $name } puts { $card } at the bottom of the deck.
eq-event-swapped-market = { $name } swaps { $gave } for { $took } from the Market (1 token).
eq-event-swap-offered-card = { $from } offers { $card } to swap with { $to } (1 token).
eq-event-swap-offered = { $from } wants to swap a card with { $to } (1 token).
eq-event-swap-canceled = { $by } cancels { $from }'s swap (1 token); both cards stay hidden.
eq-event-swapped-player-cards = { $from } swapped { $gave } for { $to }'s { $got }.
eq-event-swapped-player = { $from } swapped a card with { $to }.
eq-event-round-over = Round over!
eq-event-round-n-over = Round { $round } over!
eq-event-round-head = { $head } { $rest }
eq-event-round-started = Round { $round } begins: a new deal, 2 tokens each; { $name } starts.
eq-event-gave-face-down-seen = { $from } gives the face-down card of slot { $slot } to { $to }: it is { $card } (only { $to } sees it).
eq-event-gave-face-down = { $from } gives the face-down card of slot { $slot } to { $to }.
eq-event-rejected-face-down = { $name } rejects { $card } (1 token); it goes back face down to slot { $slot }.
eq-event-refilled-face-down = A face-down card from the deck fills slot { $slot }.
eq-event-bottomed-face-down = { $name } puts the face-down card of slot { $slot } at the bottom of the deck, unseen; the rejected card takes slot { $slot }.
eq-event-swapped-market-face-down = { $name } swaps { $gave } for { $took } from slot { $slot } (1 token); the card put in lies face down.
eq-event-peek-slot = slot { $slot }
eq-event-peek-slot-card = slot { $slot } ({ $card })
eq-event-peek-and = { $first } and { $last }
eq-event-peeked = { $name } peeks at { $slots } (1 token).
eq-event-stock-revealed = The new Stock is { $card }.
eq-event-stock-refreshed = { $name } sends the Stock { $card } to the bottom of the deck (1 token).
eq-reason-burden-pays = Burden Pays
eq-reason-ace = Ace
eq-event-token-gained = { $name } gains a token ({ $why }).
eq-event-token-capped = { $name } would gain a token ({ $why }) but already holds 3, the most allowed.
eq-event-assisted = { $from } assists { $to }: one token to their teammate, and { $from }'s turn ends.
eq-event-toss-offered = { $from } offers { $to } a token (Quick Toss).
eq-event-quick-tossed = { $from } Quick Tosses a token to { $to } and will skip their next turn.
eq-event-turn-skipped = { $name } skips this turn (Quick Toss).
eq-event-relay-offered-card = { $from } starts a Relay Swap with { $to }, offering { $card } (1 token).
eq-event-relay-offered = { $from } starts a Relay Swap with { $to } (1 token).
eq-event-relay-swapped-cards = Relay Swap: { $from } gave { $gave } and got { $to }'s { $got }.
eq-event-relay-swapped = { $from } and { $to } exchange a card face down (Relay Swap).
eq-event-rank-power = { $name } accepted { $card }: { $power }.
eq-event-power-declined = { $name } declines the Jack's swap.
eq-event-jack-swapped = { $name } swaps { $gave } for { $took } from slot { $slot } for free (Jack).
eq-event-jack-swapped-face-down = { $name } swaps { $gave } for { $took } from slot { $slot } for free (Jack) (the card put in lies face down).
eq-event-queen-peeked = { $name } looks at the top two cards of the deck.
eq-event-queen-peeked-cards = { $name } looks at the top of the deck: { $cards }.
eq-event-queen-then = { $first }, then { $second }
eq-event-queen-reordered-top = { $name } puts { $top } on top of the deck.
eq-event-queen-reordered = { $name } puts the two cards back in the order they like.
eq-event-wind-called-cw = { $name } calls the Wind of Change clockwise (1 token): everyone picks a card to pass.
eq-event-wind-called-ccw = { $name } calls the Wind of Change counterclockwise (1 token): everyone picks a card to pass.
eq-event-wind-picked = { $name } has picked a card for the Wind.
eq-event-wind-pass = { $name } passed { $card }
eq-event-wind-passed-hidden-cw = The Wind blows clockwise: every player passes one card, face down.
eq-event-wind-passed-hidden-ccw = The Wind blows counterclockwise: every player passes one card, face down.
eq-event-wind-passed-cw = The Wind blows clockwise: { $passes }.
eq-event-wind-passed-ccw = The Wind blows counterclockwise: { $passes }.
