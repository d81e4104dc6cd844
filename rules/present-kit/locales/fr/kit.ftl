# Les mots du kit de présentation (issue 48) : ce que tous les jeux partagent (places,
# classements, listes des textes alternatifs, points) et les refus de la couche entre le cœur et
# les jeux. Glossaire : seat = place, host = hôte, lobby = salon, table = table. Tutoiement.

kit-seat = Place { $n }
kit-ordinal = { $place ->
    [1] 1er
   *[other] { $place }e
}
kit-players = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}
kit-players-range = { $min } à { $max } joueurs
kit-and = { $first } et { $last }
kit-list = { $head } ({ $n }) : { $items }.
kit-list-more = { $head } ({ $n }) : { $items } et { $more } de plus.
kit-list-none = { $head } : { $none }.
kit-list-count = { $head } : { $n }.
kit-score = { $score ->
    [one] { $score } point
   *[other] { $score } points
}
kit-choose-one = Choisis une seule valeur.
kit-no-option = { $game } n'a pas d'option "{ $key }".
kit-not-understood = Cette action n'est pas comprise.
kit-form-out-of-date = Ce formulaire n'est plus à jour ; rouvre-le depuis ta vue.
kit-options-invalid = Ces options ne sont pas valides : { $why }
kit-options-damaged = Les options enregistrées de cette table sont abîmées et ne peuvent plus changer ; l'hôte peut fermer la table avec /cancel.
kit-no-such-option = { $game } n'a pas d'option `{ $key }` ; les menus du salon donnent celles qui existent.
kit-no-command = La commande /{ $name } n'existe pas.
