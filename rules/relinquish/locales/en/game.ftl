# Relinquish: the cards, the rules' refusals and prompts, the lobby, the /play options and the
# /rules summary (issue 48). Rulings are cited as RQ-n in comments.
# Glossary (English is the rulebook's): Common, Court (Page, Knight, King, Queen), Tarot,
# suits Wands, Cups, Swords, Pence; Stand/Standing, Rest/Resting, tableau, hand, scry,
# scry pile, discard pile, exile, set aside; Populate, Summon, Magick (Enchant, Augur, Murder),
# Negate, Foil, Battle, Clash, Rally, attacker, blocker, capture; abilities: Arcana (Glamour,
# Lavish, Coerce, Bounty) and Finesse (Congregate, Conscript); Fortify, Acceptance, Arise.

## Cards. Selectors: $suit is wands, cups, swords or pence; $rank is page, knight, king or queen.

rq-suit = { $suit ->
    [wands] Wands
    [cups] Cups
    [swords] Swords
   *[pence] Pence
}
rq-rank = { $rank ->
    [page] Page
    [knight] Knight
    [king] King
   *[queen] Queen
}
# A Common's label: "7 Wands".
rq-card-common = { $value } { $suit ->
    [wands] Wands
    [cups] Cups
    [swords] Swords
   *[pence] Pence
}
# A Court's label: "Queen of Swords".
rq-card-court = { $rank ->
    [page] Page
    [knight] Knight
    [king] King
   *[queen] Queen
} of { $suit ->
    [wands] Wands
    [cups] Cups
    [swords] Swords
   *[pence] Pence
}
# A Tarot's label: "T16 The Tower" ($code, T and the number, is the same in every language).
rq-card-tarot = { $code } { $name }
# The Tarots' names (RQ-22: Rider-Waite-Smith), by number.
rq-tarot = { $n ->
    [0] The Fool
    [1] The Magician
    [2] The High Priestess
    [3] The Empress
    [4] The Emperor
    [5] The Hierophant
    [6] The Lovers
    [7] The Chariot
    [8] Strength
    [9] The Hermit
    [10] Wheel of Fortune
    [11] Justice
    [12] The Hanged Man
    [13] Death
    [14] Temperance
    [15] The Devil
    [16] The Tower
    [17] The Star
    [18] The Moon
    [19] The Sun
    [20] Judgement
   *[21] The World
}
# The abilities by name (RQ-6, RQ-18).
rq-ability = { $ability ->
    [glamour] Glamour
    [lavish] Lavish
    [coerce] Coerce
    [bounty] Bounty
    [congregate] Congregate
   *[conscript] Conscript
}

## Refusals of the rules (a player's action the rules do not allow).

rq-err-pair-same = { $ability } needs two different cards
rq-err-pair-standing = { $ability } Rests two Standing cards of your own tableau; { $card } is not one
rq-err-arcana-suit = { $ability } needs two Standing { $suit ->
    [wands] Wands
    [cups] Cups
    [swords] Swords
   *[pence] Pence
} cards (Commons or Courts); { $card } is not one
rq-err-arcana-nothing = { $ability } has nothing to act on besides its own two cards
rq-err-no-turn = { $ability } does not turn a card
rq-err-own-activating = { $ability } cannot act on its own activating cards
rq-err-turn-target = { $ability } turns a { $kind ->
    [court] Court
   *[common] Common
} in any tableau; { $card } is not one
rq-err-bounty-own = Bounty cannot change its own activating cards
rq-err-bounty-target = Bounty changes a Common or Court in a tableau; { $card } is not in one
rq-err-bounty-amount = The amount is the value of one of the two activating cards ({ $first } or { $second }), not { $card }
rq-err-beginner-finesse = This is a beginner game: no Finesse
rq-err-congregate-card = Congregate places a Common from your hand; { $card } is not one
rq-err-congregate-pair = Congregate Rests two Standing Commons
rq-err-congregate-sum = The two Commons must add up to { $value }, the value of { $card }; { $first } and { $second } add up to { $sum }
rq-err-conscript-card = Conscript places a Court from your hand; { $card } is not one
rq-err-conscript-pair = Conscript Rests two Standing Courts
rq-err-no-seat = There is no seat { $seat } at this table
rq-err-no-such-seat = There is no such seat at this table
rq-err-over = The game is over
rq-err-not-your-turn = It is another player's turn
rq-err-scry-first = Keep one of your two scried cards first
rq-err-seat-scrying = Seat { $seat } is scrying
rq-err-wait-negate = An Enchant waits for a Negate or for no counter
rq-err-wait-foil = A Murder waits for a Foil or for no counter
rq-err-wait-battle = A battle is under way: only blocks, Rallies and captures now
rq-err-not-now = That is not possible now
rq-err-no-choice = There is no choice in progress
rq-err-your-turn = Nothing is waiting for that: it is your turn
rq-err-choose-target = Choose the target, or go Back
rq-err-not-chosen = { $card } is not part of your choice
rq-err-no-attacker = Choose at least one attacker, or go Back
rq-err-pick-payment = Pick the Commons that pay for the Summon, then Confirm (or go Back)
rq-err-pick-named = Pick the Resting Commons to Enchant, then Confirm (or go Back)
rq-err-pick-attackers = Pick attackers and whom they attack, then Confirm (or go Back)
rq-err-choose-target-of = Choose the target of { $ability }, or go Back
rq-err-battled = You have already Battled this turn (one Battle per turn)
rq-err-battle-court = Battle needs a Standing Court of your own to attack with
rq-err-attack-with = Attack with a Standing Court of your own tableau; { $card } is not one
rq-err-attacking = { $card } is already attacking
rq-err-attack-opponent = Attack an opponent
rq-err-no-attacker-waiting = No attacker is waiting for you
rq-err-other-defender = Another defender is the one choosing now
rq-err-not-attacker = { $card } is not an attacker on you still to be met
rq-err-block-with = Block with a Standing Court of your own tableau; { $card } is not one
rq-err-no-rally = You have no Rally to choose now
rq-err-rally-with = Rally with a Common from your hand, or with none; { $card } is not one
rq-err-capture-one = Capture one of { $cards }; not { $card }
rq-err-no-capture = There is no capture for you to choose
rq-err-magicked = You have already used Magick this turn (one Tarot per turn)
rq-err-magick-tarot = Magick needs a Tarot; { $card } is not one
rq-err-not-in-hand = { $card } is not in your hand
rq-err-enchant-opponent = Enchant takes Resting Commons of one opponent
rq-err-enchant-sum = No Resting Commons of that player add up to exactly { $value }, the value of { $card }
rq-err-name-resting = Name Resting Commons of the Enchanted player; { $card } is not one
rq-err-named-already = { $card } is already named
rq-err-name-overshoots = With { $card } the named Commons (now { $so_far }) can no longer add up to exactly { $value }
rq-err-name-one = Name at least one Resting Common to Enchant
rq-err-named-sum = The named Commons must add up to exactly { $value }, the value of { $card }; these add up to { $sum }
rq-err-no-enchant = There is no Enchant to Negate
rq-err-negate-who = Only the Enchanted player (or their partner) may Negate
rq-err-negate-tarot = Negate with a Tarot from your hand; { $card } is not one
rq-err-negate-lower = Negate needs a Tarot lower than { $enchant } ({ $value }); { $card } is not
rq-err-keep-named = Choose the kept Commons among the named ones, once each; { $card } is not
# RQ-7: The Fool stops the whole Enchant.
rq-err-fool-names = The Fool negates the whole Enchant: name no Commons with it
rq-err-negate-sum = The Commons you let go must add up to exactly { $value }, the value of { $card }; these add up to { $sum }
rq-err-augur-tarot = Augur needs a Tarot below { $death }; { $card } can Murder or Enchant instead
rq-err-murder-tarot = Murder needs a Tarot of { $death } or more; { $card } can Augur or Enchant instead
rq-err-murder-target = Murder targets a Court in an opponent's tableau; { $card } is not one
rq-err-no-murder = There is no Murder to Foil
rq-err-foil-who = It is not your side's turn to Foil
rq-err-foil-tarot = Foil with a Tarot from your hand; { $card } is not one
rq-err-foil-higher = A Foil needs a Tarot higher than the last one played ({ $last }); { $card } is not
rq-err-nothing-to-answer = There is nothing for you to answer
rq-err-populated = You have already Populated this turn (one Populate per turn)
rq-err-populate-common = Populate places a Common; { $card } is not one
# RQ-4, RQ-14.
rq-err-populate-low = Populate needs a Common at least as high as your highest Standing Common ({ $high }); { $card } is lower. Rest that Common first (pay a Summon with it, or use an Arcana or a Finesse)
rq-err-summon-court = Summon places a Court; { $card } is not one
# RQ-3: the Summon's cost; $cost below is this text.
rq-summon-cost = The { $card } costs { $matched } Standing { $suit ->
    [wands] Wands
    [cups] Cups
    [swords] Swords
   *[pence] Pence
} { $matched ->
    [one] Common
   *[other] Commons
} or { $any } Standing Commons of any suits
rq-err-summoned = You have already Summoned this turn (one Summon per turn)
rq-err-summon-rank = You have a Standing { $high }: a Summon must be of that rank or higher; { $rank } is lower
rq-err-summon-have = { $cost }; you have { $all } Standing { $all ->
    [one] Common
   *[other] Commons
} ({ $suited } of its suit)
rq-err-pay-with = Pay with Standing Commons of your own tableau; { $card } is not one
rq-err-paid-already = { $card } is already part of the payment
rq-err-pay-inexact = { $cost }; with { $card } the payment could not be made exactly
rq-err-pay-chosen = { $cost }; you have chosen { $n }
rq-err-keep-scried = Keep one of the two cards you scried, not { $card }
rq-err-no-scry = You have no scried cards to choose from
rq-err-fortify = Fortify Rests one Standing Common of your own tableau; { $card } is not one
rq-err-damaged = This game's stored state is inconsistent
rq-err-players = Relinquish needs { $min } to { $max } players, not { $players }
# RQ-1, RQ-23.
rq-err-teams-players = Teams are two against two: they need exactly 4 players, not { $players }

## Prompts: what a seat is awaited for (public).

rq-prompt-turn = Play your turn: Populate, Summon, Magick, Battle, abilities, then end the turn
rq-prompt-scry = Keep one of the two scried cards
# $whose: yours (the Enchanted player) or partner.
rq-prompt-negate = Negate { $name }'s Enchant ({ $card }) on { $whose ->
    [yours] your
   *[partner] your partner's
} Commons with a lower Tarot, or let it be
rq-prompt-foil = Foil the Murder of { $card } with a Tarot above { $value }, or let it be
rq-prompt-block = Choose an attacker: block it with a Standing Court or let it through
rq-prompt-rally = Clash of { $attacker } and { $blocker }: Rally a Common or none
rq-prompt-capture = Choose which of the equal Commons to capture

## The /rules summary (our own words, not the rulebook's).

rq-rules =
    {"*"}*Relinquish** (2-4 players, or 2v2) — a 78-card tarot deck. Finish with the highest total of Commons in your tableau.

    {"*"}*Cards:** Commons 1-10 like `7 Wands`, `10 Cups`, `3 Swords`, `9 Pence`; Courts Page, Knight, King, Queen (strength 0-3), written `Queen of Swords`; Tarots `T0` (The Fool) to `T21` (The World). Pictures show ▮ Wands, ▼ Cups, ✖ Swords, ✪ Pence and Courts P, N (Knight), K, Q. Everyone starts with 13 cards; cards on the table **Stand** or **Rest** (turned sideways).

    {"*"}*Your turn:** all your cards Stand again. Then, in any order, at most one of each:
    • **Populate** — place a Common at least as high as your highest Standing Common.
    • **Summon** — place a Court no lower than your Standing Courts, paying by Resting Standing Commons: Page or Knight 1 of its suit or 2 of any; King or Queen 2 of its suit or 3 of any.
    • **Magick** — exile a Tarot. **Enchant**: name an opponent's Resting Commons adding up to the Tarot's number and capture them. **Augur** (below 13): scry twice. **Murder** (13 or more): discard an opponent's Court.
    • **Battle** — Rest Standing Courts to attack opponents' Standing Commons.
    Then end the turn, optionally Resting one of your Commons (**Fortify**), and take the **Acceptance**: one scry. To **scry** is to look at two cards from the pile, keep one and discard the other face up.

    {"*"}*Abilities** (as often as you can pay): Rest two Standing cards of one suit. Wands **Glamour** Stands or Rests a Common; Swords **Coerce** does the same to a Court; Pence **Bounty** adds or takes away one payer's value from a card until the turn ends; Cups **Lavish** scries. **Finesse**: two Commons adding up to a Common in your hand place it (**Congregate**); two Courts place a Court from your hand (**Conscript**).

    {"*"}*Counters:** the Enchanted player (or partner) may **Negate** with a lower Tarot: only named Commons adding up to that Tarot are captured (The Fool stops it all). A Murdered Court's owner may **Foil** with a higher Tarot; the murderer's side may Foil back, and so on; the last Tarot decides. Answers come as timed buttons; the window opens whatever your hand holds.

    {"*"}*Battle:** each attacked player meets the attackers one by one: block with a Standing Court (a **Clash**) or let it through. In a Clash both players secretly **Rally** a Common from hand (or nothing); strength plus Rally decides, the loser is discarded, a tie discards both. A winning or unblocked attacker captures a Standing Common: Page and Knight take the lowest, King and Queen the highest. A winning blocker may block again.

    {"*"}*End:** when a player ends a turn with an empty hand, or everyone passes in a row. Commons score their printed value (partners add up); ties go to more Courts. Options: **short** game, **beginner** (no Finesse, no Acceptance), **teams**.

## The /play options (descriptions at most 100 characters; choice names at most 100).

rq-play-yes = yes
rq-play-no = no
rq-play-short = Relinquish: a short game with a 16-card scry pile (no)
rq-play-beginner = Relinquish: a beginner game without Finesse or Acceptances (no)
rq-play-teams = Relinquish: 2v2 teams, 4 players (no)

## The lobby (RQ-1): the host's selects and the options chosen.

rq-lobby-length = Game length (host)
rq-lobby-full = Full game: every undealt card in the scry pile
rq-lobby-short = Short game: a 16-card scry pile
rq-lobby-beginner = Beginner game (host)
rq-lobby-standard = Standard: Finesse and Acceptances
rq-lobby-beginner-yes = Beginner: no Finesse, no Acceptance
rq-lobby-teams = Teams (host)
rq-lobby-teams-no = Every player for themselves
rq-lobby-teams-yes = 2v2 teams (4 players, partners every other seat)
rq-lobby-not-a-choice = "{ $value }" is not one of the choices.
# $short, $beginner, $teams: yes or no.
rq-lobby-game = Game: { $short ->
    [yes] short (16-card scry pile)
   *[no] full length
} · { $beginner ->
    [yes] beginner (no Finesse, no Acceptance)
   *[no] standard
} · { $teams ->
    [yes] 2v2 teams
   *[no] no teams
}
rq-lobby-side = { $team }: { $names }
rq-lobby-teams-line = Teams by seat (every other seat): { $sides }
rq-lobby-so-far = ⚠ { $why } so far.
