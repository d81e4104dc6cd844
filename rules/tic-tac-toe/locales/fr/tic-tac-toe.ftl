# Morpion à pièce cachée (le jeu d'exemple). Glossaire : coin = pièce, heads = pile,
# tails = face, square = case, mark = symbole. Tutoiement.

ttt-keep = Garder ma pièce
ttt-toss = La relancer
ttt-square = { $square } · { $where ->
    [0] en haut à gauche
    [1] en haut
    [2] en haut à droite
    [3] à gauche
    [4] au centre
    [5] à droite
    [6] en bas à gauche
    [7] en bas
   *[8] en bas à droite
}
ttt-heads = pile
ttt-tails = face
ttt-someone = un joueur
ttt-title = { $game } · X : { $x } · O : { $o }
ttt-revealed = Pièces révélées : { $first } { $first-coin }, { $second } { $second-coin }.
ttt-wins-row = { $name } gagne avec trois alignés.
ttt-wins-coins = Le plateau est plein ; pile bat face : { $name } gagne.
ttt-draw = Le plateau est plein et les pièces sont égales : match nul.
ttt-to-move = À { $name } ({ $mark }) de jouer.
ttt-to-settle = Pièces encore à décider en secret : { $names }.
ttt-your-coin = Ta pièce : { $coin } (toi seul la vois). Tu joues { $mark }.
ttt-settled = { $name } a décidé de sa pièce en secret.
ttt-kept = { $name } a gardé sa pièce : { $coin } (toi seul la vois).
ttt-tossed = { $name } a relancé sa pièce : { $coin } (toi seul la vois).
ttt-placed = { $name } pose { $mark } sur { $square }.
ttt-prompt-coin = { $name } garde sa pièce secrète ou la relance
ttt-prompt-place = { $name } pose { $mark } sur le plateau
ttt-over = La partie est finie.
ttt-not-playing = Tu ne joues pas à cette table.
ttt-wait-coins = Attends que les deux pièces soient décidées.
ttt-settled-already = Tu as déjà décidé de ta pièce.
ttt-coins-settled = Les pièces sont déjà décidées.
ttt-not-your-turn = Ce n'est pas ton tour.
ttt-taken = Cette case est prise.
ttt-no-square = Cette case n'existe pas.
ttt-two-players = Le morpion se joue à exactement 2 joueurs.
ttt-rules =
    {"**"}Morpion** (2 joueurs), avec une pièce cachée. Chaque joueur reçoit une pièce, pile ou face, que lui seul voit.

    {"**"}Début :** les deux joueurs, en secret, gardent leur pièce ou la relancent une fois.

    {"**"}Jeu :** X puis O posent leur symbole sur une case libre ; trois alignés (en ligne, en colonne ou en diagonale) gagnent.

    {"**"}Plateau plein :** les pièces sont révélées et départagent : pile bat face, des pièces égales font match nul.

    Qui n'a plus de temps garde sa pièce, ou prend la première case libre (a1, b1, c1, a2 ...).
