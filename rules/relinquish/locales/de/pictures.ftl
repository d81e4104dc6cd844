# Relinquish auf Deutsch: die Wörter in den Bildern (Issue 48). Kurz halten: ein Bild ist
# 640 px breit. Glossar: siehe game.ftl.

rq-pic-game-over = Spielende
rq-pic-turn = Zug { $turn }
rq-pic-short = kurzes Spiel
rq-pic-beginner = Einsteiger
rq-pic-no-acceptances = keine Annahmen
rq-pic-acceptances-on = Annahmen an
rq-pic-acceptances-over = keine Annahmen mehr
rq-pic-set-aside = { $n } beiseite
rq-pic-scry = Spähen
rq-pic-discard = Ablage { $n }
rq-pic-exile = Exil { $n } · Tarots { $tarots }
rq-pic-exile-count = Exil { $n } · { $tarots } Tarots
rq-pic-all-tarots = alle { $n }
rq-pic-all-but = alle außer { $numbers }
rq-pic-legend-tarot = T Tarot · quer: ruhend
rq-pic-rally = Verstärkung
rq-pic-hand-empty = Deine Hand ist leer
rq-pic-hand = Deine Hand · { $n }
rq-pic-you = du
rq-pic-place = { $place } Platz
rq-pic-awaited = { $what ->
    [scrying] späht
    [negate] kann aufheben
    [foil] kann vereiteln
    [blocking] blockt
    [rally-in] verstärkt
    [rallying] wählt Verstärkung
   *[capturing] erbeutet
}
rq-pic-points = { $n } { $n ->
    [one] Pkt.
   *[other] Pkt.
}
rq-pic-no-cards = noch keine Karten ausgelegt

## Das Momentfeld.

rq-pic-whose-turn = { $name } ist am Zug.
rq-pic-over = Das Spiel ist vorbei.
rq-pic-you-scry = Du spähst: behalte eine dieser beiden.
rq-pic-you-scry-rest = Die andere wird offen abgeworfen.
rq-pic-scries = { $name } späht.
rq-pic-scries-rest = Eine der beiden Karten wird behalten, die andere offen abgeworfen.
rq-pic-enchants = { $name } verzaubert Zahlkarten von { $whose }.
rq-pic-may-negate = { $names } kann mit einem niedrigeren Tarot aufheben.
rq-pic-murder = Meucheln
rq-pic-foil = Vereiteln
rq-pic-murder-of = Meucheln einer Hofkarte von { $whose }{ $foils ->
    [0] {""}
    [1] , einmal vereitelt
   *[other] , { $foils }-mal vereitelt
}.
rq-pic-may-foil = { $names } kann mit einem Tarot über { $top } vereiteln.
rq-pic-choosing = wählt Karten für einen Spielzug
rq-pic-used = genutzt: { $used }
rq-pic-bounty = Kopfgeld { $bounties }
rq-pic-passes = Pässe in Folge: { $n } von { $of }
rq-pic-maneuvers = Besiedeln, Beschwören, Magie, Schlacht
rq-pic-attacks = { $name } greift { $targets } an.
rq-pic-blocks = { $name } blockt einen Angreifer mit einer stehenden Hofkarte oder lässt ihn durch.{ $met ->
    [0] {""}
   *[other] {" "}Grau: schon begegnet ({ $met }).
}
rq-pic-vs = vs
rq-pic-clash = Duell: { $name } { $attacker_picked ->
    [yes] hat eine Verstärkung gewählt
   *[no] wählt eine Verstärkung
}, { $defender } { $defender_picked ->
    [yes] hat eine gewählt
   *[no] wählt eine
}.
rq-pic-captures = { $name } erbeutet eine der gleichwertigen Zahlkarten von { $whose }.
