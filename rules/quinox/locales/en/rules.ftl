# Quinox's /rules summary (our own words, never the rulebook's) and the lobby line.
# Each paragraph is one line (Fluent keeps a line break as it is).

qx-rules =
    {"**"}Quinox** (2 players) — 47 hexagonal tiles, black on one side and white on the other, laid around the grey **Stone**. One player scores the black faces, the other the white ones.

    {"**"}Start:** a lot decides who plays first; the other player picks a colour. The first turn is a single tile, every later turn two.

    {"**"}A turn:** the pool is topped up to 7 tiles from the bag, and each newly drawn tile gets a point token. Pick the turn's tiles from the pool (both before playing either), then play them one by one: choose a face (either one, whatever your colour) and an empty space touching the board. Playing a tile that carries a token hands the token to your opponent. Tokens still on pool tiles are cleared when the turn ends.

    {"**"}Tile colours:** **red** tiles flip tiles as soon as they land; **yellow** ones act once in another way (swap, move, remove, name the opponent's spaces or tiles ...); **purple** ones act for as long as they stay on the board; **blue** ones act when the game is scored. When an action lets you choose, you must pick an option hitting as many tiles as it can.

    {"**"}End:** when the pool and the bag are empty at the end of a turn, the blue tiles act in ascending number. Each tile showing your face, each token on those tiles and each token in your supply is a point. Equal scores share the place.

    {"**"}Playing here:** the board is a picture. Every space has a short label (the Stone starts at `m50`; letters are columns, numbers rows): free spaces where the next tile may go are dashed and labelled, and a long list of spaces can be typed by label. Tiles are named in capitals (SWORD, KEY ...); the private view explains the tiles you are choosing from. A timed-out step plays the first legal option, and a tile placed that way shows the opponent's colour.

qx-lobby = Two players. The first player is drawn by lot; the other then chooses black or white (Q-14).
qx-lobby-needs-two = ⚠ Quinox needs 2 players.
