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
