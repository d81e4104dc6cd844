# Equilibrix Project auf Deutsch (issue 48): die Wörter in den Bildern. Kurz halten.
# Glossar: siehe rules.ftl.
ex-pic-last-change = letzte Änderung
ex-pic-game-over = Spiel vorbei
ex-pic-round = Runde { $round }
ex-pic-round-of = Runde { $round } von { $limit }
ex-pic-relations = +Koalition ×Opposition
ex-pic-spiral = Spirale
ex-pic-stock = Vorrat
ex-pic-you = { $name } (du)
ex-pic-choices = deine Wahl
ex-pic-choices-unlabelled = Wahl, { $n } ohne Namen
ex-pic-tree-note = Reihe: Paar, Umzingelung (Weiß schlägt Gelb)
ex-pic-your-map = Deine politische Karte
ex-pic-points-under = Pkt. · darunter
ex-pic-obligatory = Pflicht
ex-pic-voluntary = optional
ex-pic-points-pile = { $points } · { $n }
ex-pic-next = → { $project }
ex-pic-no-next = keine nächste
