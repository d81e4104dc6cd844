# 8-quilibrium's words for the pictures and their alt texts (issue 48).

## Alt texts
eq-alt-hand = Your hand ({ $n }): { $cards }.
eq-alt-hand-count = Your hand: { $cards }.
eq-alt-tokens = Your tokens: { $n }.
eq-alt-deck-top = You know the top of the deck (top first): { $cards }.
eq-alt-placed = You placed { $place } with { $points }.
eq-alt-reminder = { $line }.
eq-alt-round-turn = Round { $round } of { $rounds }, turn { $turn }.
eq-alt-turn = Turn { $turn }.
eq-alt-market = Market: { $market }. Deck: { $deck }.
eq-alt-seat = { $name } { $cards }, { $tokens }
eq-alt-seat-points = { $name } { $cards }, { $tokens }, { $points }
eq-alt-players = Players
eq-alt-standing = { $place } { $name } { $points }
eq-alt-round-scores = Round { $round } scores

## Pictures
eq-pic-turn = Turn { $turn }
eq-pic-round-turn = Round { $round } of { $rounds } · Turn { $turn }
eq-pic-match-over = Match over
eq-pic-your-hand = Your hand
eq-pic-your-hand-name = Your hand, { $name }
eq-pic-variants = Variants: { $variants }
eq-pic-variants-preset = Variants: { $preset }: { $variants }
eq-pic-slot-rejected = rejected
eq-pic-slot-seen = { $n } seen
eq-pic-slot-given = { $n } given
eq-pic-market = Market
eq-pic-deck = Deck
eq-pic-stock = Stock
eq-pic-skips = skips next turn
eq-pic-called-wind = called the Wind
eq-pic-may-not-call-wind = may not call the Wind
eq-pic-match-points = { $points } in the match ({ $round_points } in round { $round })
eq-pic-reacted = reacted
eq-pic-breakdown = suits { $suit } · colour { $color } · parity { $parity }
eq-pic-points-in-all = { $points }, { $total } in all
eq-pic-wind-open = Wind of Change not called yet this round.
eq-pic-team = Team { $team }
eq-pic-relay-used = Relay Swap used this round: { $teams }.
eq-pic-and = { $first } and { $last }
eq-pic-team-points = Team points in the match: { $teams }
eq-pic-to-swap = to swap
eq-pic-to-relay = to relay
eq-pic-to-pass = to pass
eq-pic-no-cards = No cards yet.
eq-pic-team-with = Team { $team } with { $mates }
eq-pic-deck-top = You know the top of the deck (top first): { $cards }
eq-pic-placed = You placed { $place } with { $points } ({ $breakdown }).
