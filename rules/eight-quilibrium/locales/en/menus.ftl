# 8-quilibrium's words for menus, the lobby, /play's options, the /score tool, refusals and the
# rules summary (issue 48).

## Variants and presets (15.C)
eq-variant-team-play = Team Play
eq-variant-open-stock = Open Stock Economy
eq-variant-wind-of-change = Wind of Change
eq-variant-fog-of-war = Fog of War
eq-variant-rank-powers = Rank Powers
eq-preset-enigma = Enigma
eq-preset-token-day = Token Day
eq-preset-deduction-night = Deduction Night
eq-preset-pillow-of-winds = A Pillow of Winds
eq-preset-socialist-capitalism = Socialist Capitalism
eq-preset-players-3-5 = 3 to 5
eq-preset-players-4-6 = 4 or 6
eq-summary-base-game = base game
eq-summary-preset = { $preset } ({ $variants })
eq-summary = { $head } · { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}

## Options refusals (EQ-2, EQ-11, 15.C)
eq-error-rounds-not = A match has 1 to { $max } rounds, not { $rounds }
eq-error-preset-players = The { $preset } preset is for { $players } players; this table has { $n }
eq-error-team-play-players = Team Play needs 4 players (2 against 2) or 6 (3 against 3); this table has { $n }
eq-error-flag-not = `{ $key }` is on or off (true or false), not "{ $value }"
eq-error-flag = `{ $key }` is on or off (true or false)
eq-error-no-preset-called = There is no preset called "{ $name }"; choose one of { $presets }
eq-error-no-variant-called = There is no variant called "{ $name }"; choose from { $variants }
eq-error-rounds = A match has 1 to { $max } rounds

## The lobby
eq-lobby-blurb-team-play = Team Play: 2v2 or 3v3, Assist, Quick Toss, Relay Swap
eq-lobby-blurb-open-stock = Open Stock Economy: public top card, tokens for taking it
eq-lobby-blurb-wind = Wind of Change: once a round everyone passes a card
eq-lobby-blurb-fog = Fog of War: face-down Market, peeks
eq-lobby-blurb-rank-powers = Rank Powers: J, Q, K and A do something when taken
eq-lobby-no-preset = No preset (pick variants below)
eq-lobby-preset-choice = { $preset }: { $variants } ({ $players })
eq-lobby-preset = Preset (host)
eq-lobby-variants = Variants (host; any number, none = base game)
eq-lobby-rounds = Rounds in the match (host)
eq-lobby-rounds-choice = { $n ->
    [one] { $n } round
   *[other] { $n } rounds, scores added up
}
eq-error-no-preset = There is no preset "{ $value }".
eq-error-no-variant = There is no variant "{ $value }".
eq-error-match-rounds = A match has 1 to { $max } rounds.
eq-this-game = This game
eq-lobby-game = Game: { $summary }
eq-lobby-team = { $team }: { $members }
eq-lobby-teams = Teams by seat (every other seat): { $teams }
eq-lobby-so-far = ⚠ { $problem } so far.

## The /score tool (EQ-12)
eq-score-text =
    Hand: { $hand }
    Suits ♣{ $clubs } ♦{ $diamonds } ♥{ $hearts } ♠{ $spades }: { $bold }{ $suit }{ $unbold } / 10
    Colour ({ $reds } red): { $bold }{ $color }{ $unbold } / 3
    Parity ({ $evens } even): { $bold }{ $parity }{ $unbold } / 3
    { $bold }Total: { $total }{ $unbold } / 16
    Tiebreaks: rank sum { $sum } ({ $distance } from 56), { $same ->
        [one] { $same } card
       *[other] { $same } cards
    } sharing a rank
eq-error-not-a-card = "{ $word }" is not a card: write a rank and a suit, like 9H, 10d, KS or ♥9
eq-error-card-twice = { $card } appears twice: a hand comes from one deck, so each card at most once
eq-error-hand-size = A hand has exactly 8 cards; you wrote { $n }

## /play's options and the /score tool
eq-option-preset = 8-quilibrium: a preset of variants (e.g. Enigma); the host can change it
eq-option-variants = 8-quilibrium: variants, comma-separated: team, stock, wind, fog, powers
eq-option-rounds = 8-quilibrium: 1-9 rounds, points add up (1)
eq-tool-score = Score an 8-quilibrium hand.
eq-tool-score-hand = The cards, e.g. AH 2C 3D 4S 5H 6C 7D 8S
eq-tool-score-title = 8-quilibrium score
eq-error-no-command = There is no command /{ $name }.

## The /rules summary (our own words), one message per paragraph or bullet
eq-rules-intro = **8-quilibrium** (2-6 players) — build the most balanced 8-card hand.
eq-rules-start = **Start:** everyone gets 3 cards and 2 tokens; 4 cards lie face up as the Market.
eq-rules-turn = **Your turn — do one thing:**
eq-rules-give = • **Give** a card — a Market card or the top card of the deck (turned up first) — to whoever holds the fewest cards. Ties: you pick among them, yourself included if you are tied. With two players and a tie, it goes to your opponent. Nobody ever holds more than 8.
eq-rules-swap-market = • **Swap with the Market** (1 token): trade one of your cards for a Market card.
eq-rules-swap-player = • **Swap with a player** (1 token) who holds at least as many cards as you: you both pick a card in secret and trade.
eq-rules-reacting = **Reacting** (once per turn each, only if you are the one targeted):
eq-rules-reject = • **Reject** a card given to you (1 token): it goes to the Market instead and the turn ends. A deck card makes the Market 5, so you send one Market card to the bottom of the deck.
eq-rules-cancel = • **Cancel** a swap aimed at you (1 token): the swapper must instead give the top deck card to a fewest-cards player — to you if you are one of them — and nobody can reject that card.
eq-rules-end = **End:** the moment every hand holds 8 cards. Score out of 16: suits (up to 10, best at 2 of each), colour (up to 3, best at 4 red) and parity (up to 3, best at 4 even ranks; A=1, J=11, Q=12, K=13). Ties go to the rank sum nearest 56, then the better suit score, then fewer cards sharing a rank. Try `/score` to check any hand.
eq-rules-variants = **Variants** (the host picks any mix in the lobby, or a preset: Enigma, Token Day, Deduction Night, A Pillow of Winds, Socialist Capitalism). Your private view lists the ones in play.
eq-rules-team-play = • **Team Play** (4 or 6 players, teammates every other seat): team scores add up. On your turn you may **Assist** (hand a teammate a token; your turn ends) or **Relay Swap** (1 token, once per round per team: trade a card in secret with a teammate, then give the top deck card, unrejectable). When a teammate is targeted, you may **Quick Toss** them a token before they answer, and skip your next turn.
eq-rules-open-stock = • **Open Stock Economy:** the top card of the deck lies face up as the Stock; the card under it is turned up once a Give of the Stock is settled. Accepting the Stock earns you a token (3 at most). At the start of your turn, 1 token sends the Stock to the bottom (**Refresh**).
eq-rules-wind = • **Wind of Change:** once per round, right after your action, 1 token makes every player pass one secret card to the left or right. Last round's caller may not call it.
eq-rules-fog = • **Fog of War:** the four Market slots lie face down; only a rejected deck card lies face up. You pick slots, not cards, and a card is shown when it leaves. At the start of your turn, 1 token lets you **peek** at up to two slots.
eq-rules-rank-powers = • **Rank Powers:** accepting a card from a Give sets off its power: **Jack**, a free swap with the Market (optional); **Queen**, look at the top two deck cards and choose their order; **King**, give one of your cards to a fewest-cards player, unrejectable, and that card's own power works for its new holder; **Ace**, a token (3 at most). Each card's power works once per turn for each player.
eq-rules-match = A match may have 1-9 rounds; points add up.

## Menu steps (labels of the menus' buttons and choices)
eq-menu-slot = slot { $n }
eq-menu-slot-seen = slot { $n }: { $card } (face down)
eq-menu-slot-face-down = face-down slot { $n }
eq-menu-slots = slots { $first } and { $last }
eq-menu-give-market = Give from the Market
eq-menu-give-stock = Give the Stock ({ $card })
eq-menu-give-deck = Give the top card of the deck
eq-menu-the-card = the card
eq-menu-give-to = Give { $card } { $to }
eq-menu-swap-market = Swap with the Market (1 token)
eq-menu-your-card = your { $card }
eq-menu-for = for { $what }
eq-menu-swap-player = Swap with a player (1 token)
eq-menu-with = with { $name }
eq-menu-reject = Reject (1 token)
eq-menu-accept = Accept
eq-menu-cancel = Cancel (1 token)
eq-menu-allow = Allow and pick a card
eq-menu-give-your = give your { $card }
eq-menu-bottom = Bottom { $what }
eq-menu-assist = Assist: a token to a teammate (ends your turn)
eq-menu-refresh-card = Refresh: send the Stock { $card } to the bottom (1 token)
eq-menu-refresh = Refresh the Stock (1 token)
eq-menu-peek = Peek at the Market (1 token)
eq-menu-look-at = look at { $slots }
eq-menu-relay = Relay Swap with a teammate (1 token)
eq-menu-quick-toss = Quick Toss a token (you skip your next turn)
eq-menu-no-toss = No toss
eq-menu-take-toss = Take { $name }'s token
eq-menu-jack = Jack: swap with the Market (free)
eq-menu-decline-jack = Decline the Jack's swap
eq-menu-no-wind = Do not call the Wind (end your turn)
eq-menu-queen-top = Put { $card } on top
eq-menu-wind-cw = Call the Wind clockwise (1 token)
eq-menu-wind-ccw = Call the Wind counterclockwise (1 token)
eq-menu-pass-your = pass your { $card }

## Refusals (the rules)
eq-error-not-turn = It is not your turn
eq-error-active-chooses-receives-card = Only the active player chooses who receives the card
eq-error-teammate-targeted-quick-toss = Only a teammate of the targeted player may Quick Toss now
eq-error-targeted-chooses-whose-token = Only the targeted player chooses whose token to take
eq-error-receiving-card-answer = Only the player receiving the card may answer now
eq-error-rejected-card-chooses-what = Only the player who rejected the card chooses what to bottom
eq-error-asked-swap-answer = Only the player asked to swap may answer now
eq-error-swap-can-longer-happen = The swap can no longer happen: the offered card is gone
eq-error-teammate-asked-for-relay = Only the teammate asked for the Relay Swap picks a card now
eq-error-accepted-jack-decides-swap = Only the player who accepted the Jack decides on its swap
eq-error-accepted-queen-orders-deck = Only the player who accepted the Queen orders the deck
eq-error-accepted-king-gives-card = Only the player who accepted the King gives a card now
eq-error-whose-turn-call-wind = Only the player whose turn it is may call the Wind
eq-error-round-over = The round is over
eq-error-deck-empty-give-card = The deck is empty: give a card from the Market
eq-error-cannot-swap-with-yourself = You cannot swap with yourself: pick another player
eq-error-have-reject-tokens-left = You have no Reject tokens left
eq-error-have-already-reacted-during = You have already reacted during this turn: each player reacts at most once per turn
eq-error-such-market-card-pick = There is no such Market card: pick one of the Market slots shown
eq-error-no-fog = This table does not play Fog of War: the Market is face up
eq-error-already-peeked-turn = You already peeked this turn
eq-error-peek-looks-one-two = A peek looks at one or two Market slots
eq-error-pick-two-different-slots = Pick two different slots, in slot order
eq-error-no-open-stock = This table does not play Open Stock Economy: there is no Stock to refresh
eq-error-already-refreshed-stock-turn = You already refreshed the Stock this turn
eq-error-deck-has-other-card = The deck has no other card to become the Stock
eq-error-choose-one-two-cards = Choose one of the two cards you looked at to go on top
eq-error-no-team-play = This table does not play Team Play
eq-error-not-teammate-teammates-sit = That player is not your teammate: teammates sit every other seat
eq-error-teammate-already-holds-3 = Your teammate already holds 3 tokens, the most anyone may hold
eq-error-quick-toss-answer = There is no Quick Toss to answer now
eq-error-teammate-targeted-has-not = Only a teammate of the targeted player who has not answered yet may Quick Toss now
eq-error-quick-toss-take = There is no Quick Toss to take now
eq-error-did-not-offer-token = That player did not offer a token
eq-error-team-already-made-relay = Your team already made its Relay Swap this round
eq-error-relay-swap-answer = There is no Relay Swap to answer now
eq-error-relay-swap-can-longer = The Relay Swap can no longer happen: the offered card is gone
eq-error-no-wind-variant = This table does not play Wind of Change
eq-error-wind-change-was-already = The Wind of Change was already called this round
eq-error-called-wind-last-round = You called the Wind last round; someone else may call it this round (EQ-8)
eq-error-wind-change-not-blowing = The Wind of Change is not blowing now
eq-error-already-picked-card = You already picked your card
eq-error-canceled-has-fewest-cards = The player who canceled has the fewest cards, so the forced Give must go to them
eq-error-with-two-players-tied = With two players tied for fewest cards, you must give to your opponent
eq-error-inconsistent = This game's stored state is inconsistent
eq-error-players = 8-quilibrium needs 2 to 6 players, not { $n }
eq-error-slot-face-up = Slot { $slot } is face up already: peek at face-down slots
eq-error-no-seat = There is no seat { $seat } at this table
eq-error-no-seat-range = There is no seat { $seat } at this table (seats 0 to { $last })
eq-error-not-holding = You do not hold { $card }
eq-error-you-full = You already have 8 cards: nobody may hold more than 8, so give to a player with the fewest cards
eq-error-they-full = That player already has 8 cards: nobody may hold more than 8, so give to a player with the fewest cards
eq-error-you-not-fewest = You have { $size } cards; give to a player with the fewest cards ({ $min })
eq-error-they-not-fewest = That player has { $size } cards; give to a player with the fewest cards ({ $min })
eq-error-not-now = That is not possible now: { $hint }
eq-hint-turn = it is your turn: give a card (from the Market or the deck) or spend a token to swap
eq-hint-choose-target = choose who receives { $card }
eq-hint-quick-toss = Quick Toss a token to your teammate, or let it pass
eq-hint-toss-choice = choose whose Quick Toss token to take
eq-hint-reject-hidden = reject the card (1 token) or accept it
eq-hint-reject = reject { $card } (1 token) or accept it
eq-hint-bottoming = choose a Market card to put at the bottom of the deck
eq-hint-swap = cancel the swap (1 token) or allow it by picking one of your cards
eq-hint-relay = pick a card for the Relay Swap
eq-hint-jack = swap a card with the Market (Jack) or decline
eq-hint-queen = choose which card goes back on top of the deck
eq-hint-king = give a card to a player with the fewest cards (King)
eq-hint-wind-offer = call the Wind of Change (1 token) or end your turn
eq-hint-wind-pass = pick the card you pass with the Wind
eq-hint-over = the round is over

## What a seat is asked to do (prompts)
eq-prompt-turn = Give a card to a player with the fewest cards, or spend a token to swap
eq-prompt-choose-forced = Choose who receives { $card } (forced Give: it cannot be rejected)
eq-prompt-choose = Choose who receives { $card }
eq-prompt-quick-toss = Quick Toss: hand your targeted teammate a token (you skip your next turn) or let it pass
eq-prompt-toss-choice = Choose whose Quick Toss token to take
eq-prompt-reject-hidden = Reject the face-down Market card (1 token) or accept it
eq-prompt-reject = Reject { $card } (1 token) or accept it
eq-prompt-bottoming = Choose a Market card to put at the bottom of the deck
eq-prompt-swap-cancel = Cancel the swap (1 token) or allow it by picking a card to exchange
eq-prompt-swap = Pick a card to exchange in the swap
eq-prompt-relay = Pick a card to exchange with your teammate (Relay Swap)
eq-prompt-jack = Jack: swap one of your cards with a Market card for free, or decline
eq-prompt-queen = Queen: choose which of the top two deck cards goes back on top
eq-prompt-king = King: give one of your cards to a player with the fewest cards
eq-prompt-wind-offer = Call the Wind of Change (1 token) or end your turn
eq-prompt-wind-pass = Wind of Change: pick the card you pass on
