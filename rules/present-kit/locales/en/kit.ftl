# The presentation kit's words (issue 48): what every game shares (seats, places, lists in alt
# texts, scores) and the refusals of the layer between the core and the games.
# A value a player typed is quoted between ASCII double quotes or backticks in every language:
# the layer bounds what stands between them.

kit-seat = Seat { $n }
kit-ordinal = { NUMBER($place, type: "ordinal") ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
kit-players = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
kit-players-range = { $min }-{ $max } players
kit-and = { $first } and { $last }
kit-list = { $head } ({ $n }): { $items }.
kit-list-more = { $head } ({ $n }): { $items } and { $more } more.
kit-list-none = { $head }: { $none }.
kit-list-count = { $head }: { $n }.
kit-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
}
kit-choose-one = Choose one value.
kit-no-option = { $game } has no option "{ $key }".
kit-not-understood = That action is not understood.
kit-form-out-of-date = That form is out of date; open it again from your view.
kit-options-invalid = Those options are not valid: { $why }
kit-options-damaged = This table's stored options are damaged, so they cannot change; the host can end the table with /cancel.
kit-no-such-option = { $game } has no option `{ $key }`; the lobby's menus list the ones it has.
kit-no-command = There is no command /{ $name }.
