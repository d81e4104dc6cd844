# Relinquish: the board and private view as text, the event lines, the menus and the alt texts
# (issue 48). Glossary: see game.ftl.

## Shared words.

rq-none = none
rq-nobody = nobody
rq-n-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
rq-n-courts = { $n ->
    [one] { $n } Court
   *[other] { $n } Courts
}
rq-n-commons = { $n ->
    [one] { $n } Common
   *[other] { $n } Commons
}

## What the table waits for (the board's last line, the alt texts' first).

rq-phase-turn = Waiting for { $name } to play the turn.
rq-phase-turn-choosing = Waiting for { $name } to play the turn (choosing cards for a move).
rq-phase-scry = { $name } is scrying: keeps one of two cards, the other is discarded face up.
# $whose: the Enchanted player's name; $tarot: the Tarot's label.
rq-phase-negate = { $name } Enchants { $whose }'s { $cards } (total { $total }) with { $tarot }. { $waiting } may Negate with a lower Tarot.
# One Tarot played on a Murder: "T15 by Ann".
rq-phase-played-by = { $card } by { $name }
rq-phase-then = {", "}then{" "}
rq-phase-foil = Murder of { $whose }'s { $card }: { $played }. { $waiting } may Foil with a Tarot above { $top }.
# $met: yes or no.
rq-phase-attacker = { $card }→{ $name }{ $met ->
    [yes] {" "}(met)
   *[no] {""}
}
rq-phase-blocking = { $name } chooses an attacker to block or let through.
# $attacker_picked, $defender_picked: yes or no.
rq-phase-clash = Clash: { $name }'s { $attacker } against { $defender }'s { $blocker }. Secret Rallies: { $name } { $attacker_picked ->
    [yes] picked
   *[no] choosing
}, { $defender } { $defender_picked ->
    [yes] picked
   *[no] choosing
}.
rq-phase-capture = { $name } chooses which of { $whose }'s equal Commons to capture: { $cards }.
rq-phase-battle = { $name } attacks: { $attackers }. { $now }
rq-phase-over-empty = The game is over: { $name } ended a turn with an empty hand.
rq-phase-over-passed = The game is over: every player passed in a row.

## The board as text.

# $team: the team's letter, or none.
rq-board-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(team { $team })
}: hand { $hand } · score { $score } · { $courts }
rq-board-standing = Standing: { $cards }
rq-board-resting = Resting: { $cards }
rq-board-short = short game
rq-board-beginner = beginner (no Finesse, no Acceptance)
rq-board-title = { $game } · turn { $turn } · { $variant }
# $newest: the newest discards (empty when there are none); $acceptances: beginner, on or over.
rq-board-piles = Scry pile { $scry } · Discard { $discard }{ $newest ->
    [none] {""}
   *[other] {" "}(newest first: { $newest })
} · Acceptances { $acceptances ->
    [beginner] none (beginner game)
    [on] on
   *[over] over
}
rq-board-exile = Exile { $n }: { $cards }
rq-board-set-aside = {" "}· set aside face down: { $n }
rq-board-used = Used this turn: { $used }
rq-board-passes = Passes in a row: { $n } of { $of }
rq-board-final = Final: { $standings }
rq-board-team = Team { $team } ({ $names }): { $score }
# The first-player flips (RQ-2): rounds joined by rq-board-flips-then.
rq-board-flips = First-player flips: { $rounds }
rq-board-flips-then = ; then{" "}
rq-board-bounties = Bounties until the end of the turn: { $bounties }
# The maneuvers (RQ-5), as "used this turn" lists them.
rq-maneuver = { $maneuver ->
    [populate] Populate
    [summon] Summon
    [magick] Magick
   *[battle] Battle
}

## The private view.

rq-private-scrying = Scrying: { $cards } (keep one, the other is discarded face up)
rq-private-rally = Your Rally: { $card } (hidden until both Rallies are in)
# The leak checks read this line as the hand: keep "(n):" right after the first words.
rq-private-hand = Your hand ({ $n }): { $parts }
# $kind: common, court or tarot.
rq-private-hand-part = { $kind ->
    [common] Commons
    [court] Courts
   *[tarot] Tarots
} { $cards }
rq-private-hand-empty = empty
rq-choosing-payment = Choosing: the payment for { $card }: paid so far { $paid } (it costs exactly { $matched } Standing { $matched ->
    [one] Common
   *[other] Commons
} of its suit, or exactly { $any } of any suits)
rq-choosing-naming = Choosing: { $whose }'s Resting Commons for { $tarot }: named so far { $named } (they must add up to exactly { $value })
rq-choosing-attackers = Choosing: attackers so far { $attackers }
rq-choosing-aim = Choosing: the target of { $ability } (Rested { $first } and { $second })
rq-can-populate = Populate ({ $cards })
rq-can-summon = Summon ({ $cards })
rq-can-enchant = Enchant
rq-can-augur = Augur
rq-can-murder = Murder
rq-can-magick = Magick ({ $uses })
rq-can-battle = Battle
rq-can-abilities = abilities with two Standing cards of one suit or type
rq-can-end = end the turn
rq-can = Your turn. You can: { $options }.

## Event lines ($b and $e open and close bold text; keep them around the same words).

rq-ev-no-rally = no Rally
rq-ev-rally = Rally { $card } (+{ $value })
rq-ev-arose = { $b }Turn { $turn }: { $name }{ $e }. Their cards Stand (Arise).
rq-ev-populated = { $name } Populates { $card }.
rq-ev-summoned = { $name } Summons { $card }, Resting { $paid } to pay.
rq-ev-congregated = { $name } Congregates: places { $card }, Resting { $first } and { $second }.
rq-ev-conscripted = { $name } Conscripts: places { $card }, Resting { $first } and { $second }.
rq-ev-arcana = { $name } Rests { $first } and { $second } for { $ability ->
    [glamour] Glamour
    [lavish] Lavish (a scry)
    [coerce] Coerce
   *[bounty] Bounty
}.
# $resting: yes or no.
rq-ev-turned = { $whose }'s { $card } is now { $resting ->
    [yes] Resting
   *[no] Standing
}.
rq-ev-bountied = Bounty: { $card } changes by { $delta } to { $value } until the end of the turn.
rq-ev-enchanted = { $name } Enchants { $whose }'s { $cards } with { $tarot } (Magick).
rq-ev-negated = { $name } Negates with { $tarot }: only { $cards } can be captured.
rq-ev-no-counter = { $name } lets it stand.
rq-ev-augured = { $name } Augurs with { $tarot }: two scries.
rq-ev-murder = { $name } tries to Murder { $whose }'s { $card } with { $tarot } (Magick).
rq-ev-foiled = { $name } Foils with { $tarot }!
# The leak checks read "discard pile" and ", discarding" lines as cards moved face up.
rq-ev-murdered = The Murder succeeds: { $whose }'s { $card } goes to the discard pile.
rq-ev-spared = The Murder is Foiled: { $whose }'s { $card } stays.
rq-ev-captured = { $name } captures { $card } from { $from }.
rq-ev-nothing-to-capture = { $name } has no Standing Common: nothing is captured.
rq-ev-scries = { $name } scries { $n } { $n ->
    [one] card
   *[other] cards
}.
rq-ev-you-scry-one = You scry { $card }.
rq-ev-you-scry = You scry { $first } and { $second }.
# $discarded: the discarded card's label, or none.
rq-ev-you-keep = You keep { $card }{ $discarded ->
    [none] {""}
   *[other] , discarding { $discarded }
}.
rq-ev-keeps = { $name } keeps a card{ $discarded ->
    [none] {""}
   *[other] , discarding { $discarded }
}.
rq-ev-scry-empty = { $name } finds both piles empty: nothing to scry.
rq-ev-reshuffled = The scry pile ran out: the discard pile ({ $cards }) is shuffled into a new one.
rq-ev-acceptances-over = No more Acceptances: ending a turn no longer brings a scry, for the rest of the game.
rq-ev-acceptance = { $name } takes the Acceptance (a scry).
rq-ev-attacker = { $card } at { $name }
rq-ev-battle = { $name } declares Battle: { $attackers }.
rq-ev-blocked = { $name } blocks { $attacker } with { $blocker }: a Clash.
rq-ev-declined = { $name } lets { $card } through.
rq-ev-your-pick = Your secret pick: { $rally }.
rq-ev-picked = { $name } has picked a Rally in secret.
rq-ev-clash-wins = { $card } wins
rq-ev-clash-tie = a tie: both Courts fall and the attacker still captures
rq-ev-clash = Clash: { $attacker } with { $attack_rally } = { $attack } against { $blocker } with { $defend_rally } = { $defend }: { $outcome }.
rq-ev-court-discarded = { $whose }'s { $card } goes to the discard pile.
rq-ev-battle-over = The Battle is over.
rq-ev-fortified = { $name } Fortifies: { $card } Rests.
rq-ev-passes = { $name } passes.
rq-ev-ends = { $name } ends the turn.
# $why: empty (a turn ended with an empty hand, RQ-13) or passed (everyone passed, RQ-11).
rq-ev-game-over = { $b }Game over{ $e } ({ $why ->
    [empty] a turn ended with an empty hand
   *[passed] everyone passed in a row
}): { $standings }.

## Alt texts of the pictures (what a screen reader reads).

rq-alt-hand-count = Your hand: { $cards }.
rq-alt-scrying = Scrying: { $cards }; you keep one, the other is discarded face up.
rq-alt-rally = Your Rally: { $card }.
rq-alt-just-now = Just now: { $events }
rq-alt-hand = Your hand ({ $n }): { $parts }.
rq-alt-final = Final: { $standings }.
# $team: the team's letter, or none.
rq-alt-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(team { $team })
} score { $score }, { $courts }, { $hand } in hand
rq-alt-players = Players
rq-alt-piles = Turn { $turn }. Scry pile { $scry }, discard { $discard }, exile { $exile }.
rq-alt-standing = { $name }'s Standing cards
rq-alt-resting = { $name }'s Resting cards

## Menus (labels at most 80 characters; a step's typed key is what a player may type).

# The two activating cards of an ability, as typed: "7 Wands and 9 Wands".
rq-menu-pair = { $first } and { $second }
rq-menu-power = { $ability ->
    [glamour] Glamour (Wands): Stand or Rest a Common
    [lavish] Lavish (Cups): scry once
    [coerce] Coerce (Swords): Stand or Rest a Court
   *[bounty] Bounty (Pence): change a card's value this turn
}
# A tableau card as the acting seat reads it: "your 7 Wands", "Bea's 7 Wands (now 9)".
# $whose: yours, theirs ($name's) or none; $changed: yes when a Bounty changed its value.
rq-menu-on-table = { $whose ->
    [yours] your
    [theirs] { $name }'s
   *[none] the
} { $card }{ $changed ->
    [yes] {" "}(now { $value })
   *[no] {""}
}
rq-menu-negate = Negate…
rq-menu-foil = Foil…
rq-menu-no-counter = No counter
# $done: yes (Confirm) or no (the choice is incomplete: the engine will say what is missing).
rq-menu-confirm-summon = { $done ->
    [yes] Confirm
   *[no] Incomplete
}: Summon { $card } paying { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(see what is missing)
}
rq-menu-confirm-enchant = { $done ->
    [yes] Confirm
   *[no] Incomplete
}: Enchant { $cards } with { $tarot }{ $done ->
    [yes] {""}
   *[no] {" "}(see what is missing)
}
rq-menu-confirm-attack = { $done ->
    [yes] Confirm
   *[no] Incomplete
}: attack with { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(see what is missing)
}
rq-menu-confirm = Confirm
rq-menu-nothing-yet = nothing yet
rq-menu-populate = Populate: place a Common
rq-menu-populate-card = Populate { $card }
rq-menu-summon = Summon: place a Court
rq-menu-summon-card = Summon { $card } (pay next)
rq-menu-enchant = Magick: Enchant (capture Resting Commons)
rq-menu-with = with { $card }
rq-menu-enchant-whom = { $name }'s Resting Commons (name them next)
rq-menu-augur = Magick: Augur (scry twice)
rq-menu-exile = exile { $card }
rq-menu-murder = Magick: Murder a Court
rq-menu-battle = Battle: choose attackers
rq-menu-arcana = Arcana: Rest two cards of one suit
rq-menu-rest-pair = Rest { $first } and { $second }
rq-menu-rest-pair-sum = Rest { $first } and { $second } ({ $a } + { $b })
rq-menu-congregate = Congregate: place a Common (Finesse)
rq-menu-place = place { $card }
rq-menu-conscript = Conscript: place a Court (Finesse)
rq-menu-end = End the turn
rq-menu-fortify = Fortify (Rest a Common) and end the turn
rq-menu-fortify-card = Fortify { $card }
rq-menu-name = Name { $card }
rq-menu-pay = Pay with { $card }
rq-menu-attack = Attack { $name } with { $card }
rq-menu-attack-with = Attack with { $card }…
rq-menu-attack-at = at { $name }
rq-menu-unpick = Take { $card } back out of the choice
rq-menu-back = Back: drop this choice
# $stand: yes (a Resting card Stands) or no (a Standing card Rests).
rq-menu-turn = { $stand ->
    [yes] Stand
   *[no] Rest
} { $card }
rq-menu-bounty-on = Bounty on { $card }
rq-menu-bounty-by = { $amount } (the value of { $card }): becomes { $after }
rq-menu-captures-nothing = { $name } captures nothing
rq-menu-captures-only = { $name } captures only { $cards }
rq-menu-keep-discard = Keep { $card }, discard { $other }
rq-menu-keep = Keep { $card }
rq-menu-block = Block with your { $card } (strength { $strength })
rq-menu-let-through = Let it through (it captures)
rq-menu-let-all-through = Let every remaining attacker through
rq-menu-no-rally = No Rally
rq-menu-rally = Rally { $card } (+{ $value })
rq-menu-capture = Capture { $card }
rq-menu-meet = Meet { $card } (strength { $strength })
rq-menu-cannot-negate = No Tarot of yours can Negate this: let it stand
rq-menu-cannot-foil = No Tarot of yours can Foil this: let it stand
