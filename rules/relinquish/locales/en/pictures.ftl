# Relinquish: the words in the pictures (issue 48). Short: a picture is 640 px wide and its
# text at least 18 px; the longest language sizes a box. Glossary: see game.ftl.

rq-pic-game-over = Game over
rq-pic-turn = Turn { $turn }
rq-pic-short = short game
rq-pic-beginner = beginner
rq-pic-no-acceptances = no Acceptances
rq-pic-acceptances-on = Acceptances on
rq-pic-acceptances-over = no more Acceptances
rq-pic-set-aside = { $n } set aside
rq-pic-scry = Scry
rq-pic-discard = Discard { $n }
rq-pic-exile = Exile { $n } · Tarots { $tarots }
rq-pic-exile-count = Exile { $n } · { $tarots } Tarots
rq-pic-all-tarots = all { $n }
rq-pic-all-but = all but { $numbers }
# The legend's last line (the suits and Court letters above it are the cards' names).
rq-pic-legend-tarot = T Tarot · sideways: Resting
rq-pic-rally = Rally
rq-pic-hand-empty = Your hand is empty
rq-pic-hand = Your hand · { $n }
# A seat's badges.
rq-pic-you = you
rq-pic-place = { $place } place
rq-pic-awaited = { $what ->
    [scrying] scrying
    [negate] may Negate
    [foil] may Foil
    [blocking] blocking
    [rally-in] Rally in
    [rallying] Rallying
   *[capturing] capturing
}
rq-pic-points = { $n } { $n ->
    [one] pt
   *[other] pts
}
rq-pic-no-cards = no cards on the table yet

## The moment panel: a bold sentence (who does what), then notes.

rq-pic-whose-turn = { $name }'s turn.
rq-pic-over = The game is over.
rq-pic-you-scry = You scry: keep one of these two.
rq-pic-you-scry-rest = The other is discarded face up.
rq-pic-scries = { $name } scries.
rq-pic-scries-rest = One of the two cards is kept, the other discarded face up.
rq-pic-enchants = { $name } Enchants { $whose }'s Commons.
rq-pic-may-negate = { $names } may Negate with a lower Tarot.
# Under the Tarot played last on a Murder.
rq-pic-murder = Murder
rq-pic-foil = Foil
rq-pic-murder-of = Murder of { $whose }'s Court{ $foils ->
    [0] {""}
    [1] , Foiled once
   *[other] , Foiled { $foils } times
}.
rq-pic-may-foil = { $names } may Foil with a Tarot above { $top }.
rq-pic-choosing = choosing cards for a move
rq-pic-used = used { $used }
rq-pic-bounty = Bounty { $bounties }
rq-pic-passes = passes in a row: { $n } of { $of }
rq-pic-maneuvers = Populate, Summon, Magick, Battle
rq-pic-attacks = { $name } attacks { $targets }.
rq-pic-blocks = { $name } blocks an attacker with a Standing Court or lets it through.{ $met ->
    [0] {""}
   *[other] {" "}Greyed: met already ({ $met }).
}
rq-pic-vs = vs
# $attacker_picked, $defender_picked: yes or no.
rq-pic-clash = Clash: { $name } { $attacker_picked ->
    [yes] has picked
   *[no] is choosing
} a Rally, { $defender } { $defender_picked ->
    [yes] has picked
   *[no] is choosing
} one.
rq-pic-captures = { $name } captures one of { $whose }'s equal Commons.
