# Quinox: o resumo de /rules (com nossas próprias palavras) e a linha do saguão.
# Cada parágrafo é uma linha (o Fluent mantém as quebras de linha).
# Glossário: tile = peça, face = lado, the Stone = a Pedra, pool = oferta, bag = saco,
# point token = ficha de ponto, supply = reserva, space = espaço, turn = vez, opponent = adversário.

qx-rules =
    {"**"}Quinox** (2 jogadores) — 47 peças hexagonais, pretas de um lado e brancas do outro, colocadas ao redor da **Pedra** cinza. Um jogador pontua com os lados pretos, o outro com os brancos.

    {"**"}Início:** um sorteio decide quem começa; o outro jogador escolhe uma cor. A primeira vez é de uma só peça, cada vez seguinte de duas.

    {"**"}Uma vez:** a oferta é completada até 7 peças a partir do saco, e cada peça recém-comprada recebe uma ficha de ponto. Escolha na oferta as peças da vez (as duas antes de jogar qualquer uma) e depois jogue-as uma a uma: escolha um lado (qualquer um, seja qual for sua cor) e um espaço vazio encostado no tabuleiro. Jogar uma peça com ficha dá essa ficha ao seu adversário. As fichas que ainda estiverem em peças da oferta no fim da vez são retiradas.

    {"**"}Cores das peças:** as **vermelhas** viram peças assim que são colocadas; as **amarelas** agem uma vez de outro jeito (trocar, mover, remover, nomear espaços ou peças para o adversário ...); as **roxas** agem enquanto ficam no tabuleiro; as **azuis** agem na contagem final. Quando uma ação deixa você escolher, é preciso pegar uma opção que atinja o máximo de peças possível.

    {"**"}Fim:** quando a oferta e o saco estão vazios no fim de uma vez, as peças azuis agem em ordem crescente de número. Cada peça com o seu lado para cima, cada ficha nessas peças e cada ficha da sua reserva vale um ponto. Empates dividem a posição.

    {"**"}Jogando aqui:** o tabuleiro é uma imagem. Cada espaço tem um rótulo curto (a Pedra começa em `m50`; letras são colunas, números são linhas): os espaços livres onde a próxima peça pode ir ficam tracejados e rotulados, e numa lista longa dá para digitar o espaço pelo rótulo. As peças têm nomes em maiúsculas (SWORD, KEY ...); sua visão privada explica as peças entre as quais você escolhe. Quando o tempo de um passo acaba, a primeira opção permitida é jogada, e uma peça colocada assim mostra a cor do adversário.

qx-lobby = Dois jogadores. Um sorteio decide quem começa; o outro então escolhe preto ou branco (Q-14).
qx-lobby-needs-two = ⚠ Quinox precisa de 2 jogadores.
