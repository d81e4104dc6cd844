# Jogo da velha com moeda escondida (o jogo de exemplo). Glossário: coin = moeda, heads = cara,
# tails = coroa, square = casa, mark = símbolo. Tratamento: você.

ttt-keep = Ficar com minha moeda
ttt-toss = Jogar de novo
ttt-square = { $square } · { $where ->
    [0] em cima à esquerda
    [1] em cima
    [2] em cima à direita
    [3] à esquerda
    [4] no centro
    [5] à direita
    [6] embaixo à esquerda
    [7] embaixo
   *[8] embaixo à direita
}
ttt-heads = cara
ttt-tails = coroa
ttt-someone = um jogador
ttt-title = { $game } · X: { $x } · O: { $o }
ttt-revealed = Moedas reveladas: { $first } { $first-coin }, { $second } { $second-coin }.
ttt-wins-row = { $name } vence com três em linha.
ttt-wins-coins = O tabuleiro está cheio; cara vence coroa: { $name } vence.
ttt-draw = O tabuleiro está cheio e as moedas são iguais: empate.
ttt-to-move = Vez de { $name } ({ $mark }).
ttt-to-settle = Moedas ainda a decidir em segredo: { $names }.
ttt-your-coin = Sua moeda: { $coin } (só você vê). Você joga com { $mark }.
ttt-settled = { $name } decidiu a moeda em segredo.
ttt-kept = { $name } ficou com a moeda: { $coin } (só você vê).
ttt-tossed = { $name } jogou a moeda de novo: { $coin } (só você vê).
ttt-placed = { $name } põe { $mark } em { $square }.
ttt-prompt-coin = { $name } fica com a moeda secreta ou joga de novo
ttt-prompt-place = { $name } põe { $mark } no tabuleiro
ttt-over = A partida acabou.
ttt-not-playing = Você não está jogando nesta mesa.
ttt-wait-coins = Espere as duas moedas serem decididas.
ttt-settled-already = Você já decidiu sua moeda.
ttt-coins-settled = As moedas já estão decididas.
ttt-not-your-turn = Não é a sua vez.
ttt-taken = Essa casa está ocupada.
ttt-no-square = Essa casa não existe.
ttt-two-players = O jogo da velha precisa de exatamente 2 jogadores.
ttt-rules =
    {"**"}Jogo da velha** (2 jogadores), com uma moeda escondida. Cada jogador recebe uma moeda, cara ou coroa, que só ele vê.

    {"**"}Início:** os dois, em segredo, ficam com a moeda ou a jogam mais uma vez.

    {"**"}Jogo:** primeiro X, depois O põem seu símbolo numa casa livre; três em linha (na horizontal, na vertical ou na diagonal) vencem.

    {"**"}Tabuleiro cheio:** as moedas são reveladas e desempatam: cara vence coroa, moedas iguais dão empate.

    Quem fica sem tempo mantém a moeda, ou pega a primeira casa livre (a1, b1, c1, a2 ...).
