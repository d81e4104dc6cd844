# Equilibrix Project's words in the pictures (issue 48). Each fits its box in every language:
# a longer one is narrowed, so keep them short.
ex-pic-last-change = last change
ex-pic-game-over = Game over
ex-pic-round = Round { $round }
ex-pic-round-of = Round { $round } of { $limit }
ex-pic-relations = relations: +coalition ×opposition
ex-pic-spiral = spiral
ex-pic-stock = stock
ex-pic-you = { $name } (you)
ex-pic-choices = your choices
ex-pic-choices-unlabelled = choices, { $n } unlabelled
ex-pic-tree-note = row: pair, surround (white takes yellow)
ex-pic-your-map = Your political map
ex-pic-points-under = pts · under
ex-pic-obligatory = obligatory
ex-pic-voluntary = voluntary
ex-pic-points-pile = { $points } · { $n } under
ex-pic-next = next: { $project }
ex-pic-no-next = no next
