# Die Wörter des Darstellungs-Baukastens (Issue 48): was alle Spiele teilen (Plätze,
# Platzierungen, Listen in Alt-Texten, Punkte) und die Ablehnungen der Schicht zwischen Kern und
# Spielen. Glossar: seat = Platz, host = Gastgeber, lobby = Lobby, table = Tisch. Anrede: du.

kit-seat = Platz { $n }
kit-ordinal = { $place }.
kit-players = { $n ->
    [one] { $n } Spieler
   *[other] { $n } Spieler
}
kit-players-range = { $min }-{ $max } Spieler
kit-and = { $first } und { $last }
kit-list = { $head } ({ $n }): { $items }.
kit-list-more = { $head } ({ $n }): { $items } und { $more } weitere.
kit-list-none = { $head }: { $none }.
kit-list-count = { $head }: { $n }.
kit-score = { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
kit-choose-one = Wähle genau einen Wert.
kit-no-option = { $game } hat keine Option "{ $key }".
kit-not-understood = Diese Aktion wurde nicht verstanden.
kit-form-out-of-date = Dieses Formular ist veraltet; öffne es erneut über deine Ansicht.
kit-options-invalid = Diese Optionen sind ungültig: { $why }
kit-options-damaged = Die gespeicherten Optionen dieses Tisches sind beschädigt und lassen sich nicht mehr ändern; der Gastgeber kann den Tisch mit /cancel beenden.
kit-no-such-option = { $game } hat keine Option `{ $key }`; die Menüs der Lobby zeigen, welche es gibt.
kit-no-command = Es gibt keinen Befehl /{ $name }.
