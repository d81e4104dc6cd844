# `tabula local` : une partie dans un terminal (issue 48). Les mots que l'on tape (help,
# rules, board, back, ok) restent en anglais dans toutes les langues, comme les commandes.
#
# Glossaire : table = table, seat = place, bot = bot (joueur ordinateur), board = plateau,
# menu = menu, choice = choix, form = formulaire, rules = règles. Tutoiement : tu.

local-player = Joueur { $n }
local-bot = Bot { $n }
local-you = { $name } (toi)
local-board-picture = (image du plateau : { $file })
local-view-picture = (image de ta vue : { $file })
local-pictures-hint = (Le plateau est aussi dessiné en image : lance avec --images DOSSIER pour l'obtenir.)
local-help = Tape le numéro de ton choix et appuie sur Entrée. Tape rules pour les règles, board pour la table telle qu'elle est, help pour revoir ceci ; la fin de l'entrée (Ctrl-D) quitte.
local-help-numbers-only = Ce menu n'accepte que des numéros.
local-help-typing = Ce menu accepte aussi ton choix tapé par son nom.
local-help-typing-examples = Ce menu accepte aussi ton choix tapé par son nom ({ $examples }).
local-ask-again = Tape un numéro de 1 à { $choices } (ou help, rules, board) :
local-ask-again-typing = Tape un numéro de 1 à { $choices }, ou ton choix (ou help, rules, board) :
local-no-such-choice = Il n'y a pas de choix { $n }.
local-not-a-choice = "{ $typed }" n'est pas un choix ici.
local-too-long = "{ $typed }" est plus long que tous les choix d'ici ({ $most } caractères au plus).
local-no-such-game = il n'y a pas de jeu nommé "{ $game }" ; essaie l'un de : { $games }
local-too-many-humans = --humans ne peut pas dépasser --players
local-players = { $game } se joue à { $players } (--players)
local-no-such-lang = --lang "{ $lang }" : Tabula parle { $langs }
local-name-length = --name demande de 1 à { $most } caractères
local-bots-need-a-human = --bots demande au moins une place humaine (--humans) pour ouvrir la table
local-reading-input = (lecture des coups sur l'entrée standard)
local-stuck = personne ne peut agir ; la partie est bloquée
local-over = La partie est terminée ; tabula local s'arrête ici.
local-form-suggested = suggestion : { $start } ; tape { $word } pour la rendre
local-form-help = Tape ta réponse et appuie sur Entrée ({ $most } caractères au plus), ou back pour revenir au menu.
local-form-empty = Rien de tapé : tape ta réponse, ou back.
local-form-too-long = "{ $typed }" fait { $length } caractères ; { $most } au plus tiennent ici.
