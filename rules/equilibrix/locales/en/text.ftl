# Equilibrix Project's words (issue 48): the board's and private view's text, the event lines,
# the menus and the alt texts. Field labels (D4ne), map fields (C1), formations (F3) and the
# Tree's fields (Tiferet) are names: the same in every language.

## Words used in several places.
ex-nobody = nobody
ex-none = none
ex-the-leader = the leader
ex-how-place-standard = place (standard)
ex-how-place-magical = place (magical, with a partner's stone)
ex-how-remove-standard = remove (standard)
ex-how-remove-magical = remove (magical, with a partner's stone)
ex-pair-bb = two lenses
ex-pair-tt = two triangles
ex-pair-bt = a lens and a triangle
# A Tree field's rule (EX-T2, EX-T3, EX-F).
ex-rule = { $pair } at { $degrees }°, surround { $formation }
ex-pos-off = off the spiral
ex-pos-centre = the centre
ex-pos-field = field { $field }
ex-stones = { $n ->
    [one] { $n } stone
   *[other] { $n } stones
}
ex-positional-actions = { $n ->
    [one] { $n } positional action
   *[other] { $n } positional actions
}
ex-stock = { $lenses ->
    [one] { $lenses } lens
   *[other] { $lenses } lenses
}, { $triangles ->
    [one] { $triangles } triangle
   *[other] { $triangles } triangles
}
ex-map-legend = map fields: C1, C2 coalition; CD coalition, double; O1, O2 opposition; OD opposition, double
ex-column-left = left
ex-column-middle = middle
ex-column-right = right

## The board.
ex-status-over = game over after round { $round }: { $why }.
ex-over-centre = { $name } reached the centre and wins
ex-over-limit-furthest = the round limit passed; { $name } is furthest on the spiral
ex-over-limit = the round limit passed
ex-status-round = round { $round } of { $limit }
ex-status-round-unlimited = round { $round } no round limit
ex-status-turn = { $round } · { $name }'s turn: { $positional } left, political action { $political ->
    [done] done
   *[due] due
}
ex-step-moved = moved, choosing how to use the rule
ex-step-chosen = choosing the field to { $how }
ex-step-recruiting = recruiting ({ $placed } of 3 placed)
ex-tree-title = Tree of Life
ex-tree-note = (row: pair and surround; column: angle)
ex-tree-row = Row { $row }: { $pair }, surround { $formation }
ex-tree-column = Column { $column } ({ $piece }): two lenses { $bb }°, two triangles { $tt }°, lens and triangle { $bt }°
ex-tree-field = • { $field } (row { $row }, { $column }): { $rule }
ex-tree-off = Not on the Tree yet: { $names }
ex-spiral-title = Spiral
ex-spiral-line = (centre { $centre }): { $places }
ex-projects-title = Projects
ex-project-line = { $size ->
    [small] small
    [medium] medium
   *[large] large
} ({ $points } points): { $project } on { $fields }
ex-project-voluntary = , voluntary { $fields }
ex-project-next = ; next { $project }
ex-project-no-next = ; no next card
ex-project-pile = {" "}({ $n } in the pile)
ex-maps-title = Political maps
ex-map-line = { $fields }; partners { $partners }; opponents { $opponents }
ex-map-empty = empty
ex-stones-title = Stones
ex-stones-note = (lenses; triangles; in stock)
ex-stones-line = { $name }: { $lenses }; { $triangles }; stock { $stock }
# EX-K1, EX-G5: taxes and charity.
ex-tax-decides = Tax: { $name } crossed the node after field { $node } last and decides: pay { $stones } or have { $leader } pay
ex-tax-returns = Tax: { $name } returns { $stones } to stock (node after field { $node })
ex-last-change = Last change: { $fields }

## The private view.
ex-watching = You are watching.
ex-your-map = Your political map: { $map } ({ $legend })
ex-your-stock = Your stock: { $stock } · spiral { $spiral }
ex-your-vitruvian-on = Your Vitruvian is on { $field } of the Tree.
ex-your-vitruvian-off-any = Your Vitruvian is not on the Tree yet: any free field.
ex-your-vitruvian-off = Your Vitruvian is not on the Tree yet.
ex-now-over = The game is over.
ex-now-charity = Now: you crossed a node last. Pay { $stones } yourself, or call charity.
ex-now-pay = Now: choose { $stones } of yours to return to stock as tax.
ex-now-waiting-tax = Now: waiting for a tax to be paid.
ex-now-playing = Now: { $name } is playing.
ex-now-can = Now: { $can }.
ex-can-move = move on the Tree ({ $positional } left)
ex-can-political = the political action
ex-can-report = report a commissioned project once its fields are filled
ex-can-end = end the turn
# EX-G9: before it, a move could stand without its stone ("leave it out").
ex-now-moved-rule = Now: your rule is { $rule }. Place or remove a stone, or { $or ->
    [leave] leave it out
   *[back] go back to undo the move
}.
ex-now-moved = Now: place or remove a stone, or { $or ->
    [leave] leave it out
   *[back] go back to undo the move
}.
ex-now-chosen = Now: choose the field to { $how }.
ex-now-recruiting = Now: recruit onto a circle of your map ({ $placed } of 3 placed), or stop.

## Events.
ex-ev-turn = Round { $round }: { $name }'s turn.
ex-ev-enters = { $name } enters the Tree of Life on { $to }.
ex-ev-moves = { $name } { $way ->
    [jump] jumps
   *[move] moves
} from { $from } to { $to } on the Tree.
ex-ev-placed = { $name } puts a stone on { $field } ({ $how }).
ex-ev-removed = { $name } takes their stone off { $field } ({ $how }).
ex-ev-skipped = { $name } moves without a stone.
ex-ev-back = { $name }'s Vitruvian goes back from { $from } to { $to } (no stone this time).
ex-ev-back-off = { $name }'s Vitruvian leaves { $from } and the Tree again (no stone this time).
ex-ev-positional-skipped = No move on the Tree would let { $name } place or remove a stone: { $n ->
    [one] their positional action is
   *[other] their positional actions are
} skipped.
ex-ev-developed = { $name }'s relations develop.
ex-ev-developed-ended = { $name }'s relations develop; relations with { $ended } end.
ex-ev-recruited = { $name } puts { $who } on { $at } of their map ({ $side ->
    [coalition] coalition
   *[opposition] opposition
}).
ex-ev-stone-of = { $name }'s { $field }
ex-ev-surrounded = { $name } closes surround { $formation } with { $fields }: { $taken } back to stock.
ex-ev-reported = { $name } reports the { $size ->
    [small] small
    [medium] medium
   *[large] large
} project { $project } on { $fields }: { $gains }.
ex-ev-reported-extra = { $name } reports the { $size ->
    [small] small
    [medium] medium
   *[large] large
} project { $project } on { $fields }: { $gains }; extra fields: { $extra }.
ex-ev-scored = { $name } gains { $gain } on the spiral: { $from } → { $to }.
ex-ev-tax-due = { $name } passes the node after field { $node }: a tax of { $stones }.
ex-ev-charity = { $name } calls charity: { $payer } pays.
ex-ev-tax-paid = { $name } returns their stone on { $field } as tax.
ex-ev-card-replaced = The { $size ->
    [small] small
    [medium] medium
   *[large] large
} card { $completed } goes under its pile; now commissioned: { $commissioned }.
ex-ev-card-replaced-next = The { $size ->
    [small] small
    [medium] medium
   *[large] large
} card { $completed } goes under its pile; now commissioned: { $commissioned } (next { $next }).
ex-ev-turn-ended = { $name } ends the turn.
ex-ev-over-centre = { $name } reaches the centre and wins!
ex-ev-over-limit-winner = The round limit is reached; { $name } is furthest on the spiral and wins.
ex-ev-over-limit = The round limit is reached; the spiral decides the places.

## Menus (button labels: at most 80 characters).
ex-menu-move = Positional action: move on the Tree…
ex-menu-tree-field = { $field } (row { $row }: { $rule })
ex-menu-use = Use the rule: { $how }
ex-menu-skip = Leave the stone out (the move stands)
ex-menu-node = Node { $node }: { $fields }
ex-menu-node-count = Node { $node }: { $n } fields
ex-menu-place-on = Place on { $field }
ex-menu-remove-from = Remove from { $field }
ex-menu-stone-on = Stone on { $field }
ex-menu-back-move = Back: undo the move
ex-menu-back-how = Back: choose how again
ex-menu-political = Political action: develop relations, then recruit
ex-menu-recruit = Recruit { $name }…
ex-menu-onto = onto { $at } ({ $side ->
    [coalition] coalition
   *[opposition] opposition
})
ex-menu-done = No more new relations
ex-menu-report = Report a commissioned project…
ex-menu-report-size = The { $size ->
    [small] small
    [medium] medium
   *[large] large
} project ({ $project })
ex-menu-report-on = On { $fields }
ex-menu-end = End the turn
ex-menu-charity = Call charity: { $leader } pays
ex-menu-pay-self = Pay the tax yourself
ex-menu-return = Return your stone on { $field }

## Alt texts (the pictures' words for screen readers).
ex-alt-your-map = Your political map: { $map }.
ex-alt-your-stock = Your stock: { $stock }.
ex-alt-spiral = Spiral, centre { $centre }
ex-alt-last-change = Last change: { $fields }.
ex-alt-projects = Commissioned projects
ex-alt-project = { $size ->
    [small] small
    [medium] medium
   *[large] large
} { $project } on { $fields }
ex-alt-vitruvians = Vitruvians
ex-alt-on-tree = { $name } on { $field }
ex-alt-off-tree = { $name } not on the Tree
ex-alt-stones = { $name }: lenses { $lenses }; triangles { $triangles }; in stock { $stock }.
ex-alt-stone-counts = { $name }: { $board } on the board, { $stock } in stock.
ex-alt-map = { $name }'s political map: { $map }.
ex-alt-left-fields = the fields of { $who }'s stones
ex-alt-left-stones = the stones and stock of { $who }
ex-alt-left-maps = the political maps of { $who }
ex-alt-left-out = Left out here for room: { $parts }. The message's text lists them all.
