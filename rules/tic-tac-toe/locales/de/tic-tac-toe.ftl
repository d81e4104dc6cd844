# Tic-Tac-Toe mit verdeckter Münze (das Beispielspiel). Glossar: coin = Münze, heads = Kopf,
# tails = Zahl, square = Feld, mark = Zeichen. Anrede: du.

ttt-keep = Meine Münze behalten
ttt-toss = Noch einmal werfen
ttt-square = { $square } · { $where ->
    [0] oben links
    [1] oben
    [2] oben rechts
    [3] links
    [4] Mitte
    [5] rechts
    [6] unten links
    [7] unten
   *[8] unten rechts
}
ttt-heads = Kopf
ttt-tails = Zahl
ttt-someone = ein Spieler
ttt-title = { $game } · X: { $x } · O: { $o }
ttt-revealed = Münzen aufgedeckt: { $first } { $first-coin }, { $second } { $second-coin }.
ttt-wins-row = { $name } gewinnt mit drei in einer Reihe.
ttt-wins-coins = Das Brett ist voll; Kopf schlägt Zahl: { $name } gewinnt.
ttt-draw = Das Brett ist voll und die Münzen sind gleich: unentschieden.
ttt-to-move = { $name } ({ $mark }) ist am Zug.
ttt-to-settle = Noch verdeckt zu entscheiden: { $names }.
ttt-your-coin = Deine Münze: { $coin } (nur du siehst sie). Du spielst { $mark }.
ttt-settled = { $name } hat die Münze verdeckt festgelegt.
ttt-kept = { $name } hat die Münze behalten: { $coin } (nur du siehst sie).
ttt-tossed = { $name } hat die Münze neu geworfen: { $coin } (nur du siehst sie).
ttt-placed = { $name } setzt { $mark } auf { $square }.
ttt-prompt-coin = { $name } behält die verdeckte Münze oder wirft neu
ttt-prompt-place = { $name } setzt { $mark } aufs Brett
ttt-over = Die Partie ist vorbei.
ttt-not-playing = Du spielst an diesem Tisch nicht mit.
ttt-wait-coins = Warte, bis beide Münzen feststehen.
ttt-settled-already = Du hast deine Münze schon festgelegt.
ttt-coins-settled = Die Münzen stehen schon fest.
ttt-not-your-turn = Du bist nicht am Zug.
ttt-taken = Dieses Feld ist schon besetzt.
ttt-no-square = Dieses Feld gibt es nicht.
ttt-two-players = Tic-Tac-Toe braucht genau 2 Spieler.
ttt-rules =
    {"**"}Tic-Tac-Toe** (2 Spieler) mit verdeckter Münze. Jeder bekommt eine Münze, Kopf oder Zahl, die nur er sieht.

    {"**"}Start:** Beide behalten verdeckt ihre Münze oder werfen sie noch einmal.

    {"**"}Spiel:** Erst X, dann O setzt ein Zeichen auf ein freies Feld; drei in einer Reihe (waagrecht, senkrecht oder diagonal) gewinnen.

    {"**"}Volles Brett:** Die Münzen werden aufgedeckt und entscheiden: Kopf schlägt Zahl, gleiche Münzen heißt unentschieden.

    Wer keine Zeit mehr hat, behält seine Münze oder nimmt das erste freie Feld (a1, b1, c1, a2 ...).
