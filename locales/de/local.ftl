# `tabula local`: eine Partie im Terminal (Issue 48). Die Wörter, die man eintippt (help,
# rules, board, back, ok), bleiben in jeder Sprache englisch, wie die Befehle.
#
# Glossar: table = Tisch, seat = Platz, bot = Bot (Computerspieler), board = Brett,
# menu = Menü, choice = Auswahl, form = Formular, rules = Regeln. Anrede: du.

local-player = Spieler { $n }
local-bot = Bot { $n }
local-you = { $name } (du)
local-board-picture = (Brettbild: { $file })
local-view-picture = (Bild deiner Ansicht: { $file })
local-pictures-hint = (Das Brett gibt es auch als Bild: Starte mit --images ORDNER, um es zu bekommen.)
local-help = Tippe die Nummer deiner Wahl und drücke Enter. Tippe rules für die Regeln, board für den Tisch, wie er gerade steht, help für diese Hilfe; Ende der Eingabe (Strg-D) beendet.
local-help-numbers-only = Dieses Menü nimmt nur Nummern.
local-help-typing = Dieses Menü nimmt deine Wahl auch beim Namen.
local-help-typing-examples = Dieses Menü nimmt deine Wahl auch beim Namen ({ $examples }).
local-ask-again = Tippe eine Nummer von 1 bis { $choices } (oder help, rules, board):
local-ask-again-typing = Tippe eine Nummer von 1 bis { $choices } oder deine Wahl (oder help, rules, board):
local-no-such-choice = Es gibt keine Auswahl { $n }.
local-not-a-choice = "{ $typed }" ist hier keine Auswahl.
local-too-long = "{ $typed }" ist länger als jede Auswahl hier (höchstens { $most } Zeichen).
local-no-such-game = es gibt kein Spiel namens "{ $game }"; versuch eins von: { $games }
local-too-many-humans = --humans darf nicht größer sein als --players
local-players = { $game } braucht { $players } (--players)
local-no-such-lang = --lang "{ $lang }": Tabula spricht { $langs }
local-name-length = --name braucht 1 bis { $most } Zeichen
local-bots-need-a-human = --bots braucht mindestens einen Platz für einen Menschen (--humans), der den Tisch eröffnet
local-reading-input = (die Züge werden von der Standardeingabe gelesen)
local-stuck = niemand kann handeln; die Partie hängt fest
local-over = Die Partie ist vorbei; tabula local endet hier.
local-form-suggested = Vorschlag: { $start }; tippe { $word }, um ihn abzugeben
local-form-help = Tippe deine Antwort und drücke Enter (höchstens { $most } Zeichen), oder back, um zum Menü zurückzukehren.
local-form-empty = Nichts eingetippt: Tippe deine Antwort, oder back.
local-form-too-long = "{ $typed }" hat { $length } Zeichen; höchstens { $most } passen hier.
