# Equilibrix Project em português do Brasil (issue 48): /rules, opção, sala, avisos e recusas.
# Glossário: lens = lente, triangle = triângulo, stone = pedra, field = casa, node = nó,
# Vitruvian = vitruviano, Tree of Life = Árvore da Vida, Flower of Life = Flor da Vida,
# row = linha, column = coluna, spiral = espiral, positional action = ação posicional,
# political action = ação política, political map = mapa político, relation = relação,
# coalition = coalizão, opposition = oposição, partner = parceiro, opponent = adversário,
# surround = cerco, formation = formação, commissioned project = projeto encomendado,
# obligatory = obrigatória, voluntary = voluntária, pile = pilha, card = carta, tax = imposto,
# charity = caridade, stock = reserva, round = rodada, standard = padrão, magical = mágico,
# table = mesa, seat = lugar, host = anfitrião, turn = vez.
# Tratamento: você. Rótulos (D4ne), casas do mapa (C1), formações (F3) e casas da Árvore
# (Tiferet) são nomes e ficam como estão.

ex-rules-intro = **Equilibrix Project** (3-6 jogadores) — construa sobre a Flor da Vida, faça coalizões e seja o primeiro vitruviano a chegar ao centro da espiral de pontos.
ex-rules-board = **Tabuleiro.** As casas são lentes (entre dois nós vizinhos) e triângulos, escritas pelo rótulo, por exemplo `D4ne` (uma lente do nó D4 para o nordeste) ou `C3d`. Cada um tem 10 pedras de lente e 6 de triângulo; três começam no tabuleiro.
ex-rules-turn = **Sua vez:** duas ações posicionais e uma ação política, em qualquer ordem; você pode encerrar a vez antes.
ex-rules-positional = • **Ação posicional** — mova seu vitruviano na **Árvore da Vida** para uma casa livre ligada (ou pule quando nenhuma estiver livre). A **linha** da casa diz qual par de pedras conta (duas lentes, dois triângulos ou um de cada) e qual formação de cerco pontua; a **coluna** diz o ângulo entre as duas pedras. Depois coloque ou retire uma pedra sua para que ela forme esse par nesse ângulo com outra sua (**padrão**) ou com uma pedra de um parceiro de coalizão (**mágico**, usa as duas ações posicionais). Um movimento sempre vem com sua pedra: só são oferecidos os que permitem uma, **Voltar** desfaz o movimento e, se nenhum movimento permitir pedra, suas ações posicionais são puladas.
ex-rules-political = • **Ação política** — primeiro seu mapa evolui (cada relação anda um passo pela sua seta; algumas saem do mapa), depois você pode colocar até três vitruvianos de outros jogadores nos círculos do seu mapa. Casas de coalizão dão parceiros (no máximo dois), casas de oposição dão adversários.
ex-rules-scoring = **Pontuação.** Cerque pedras de um adversário na formação da sua linha: elas voltam para a reserva e pontuam para você. Anuncie um **projeto encomendado** (carta pequena, média ou grande) quando as casas obrigatórias estiverem ocupadas: as cores ali pontuam conforme quantas pedras têm, e as casas voluntárias somam um pouco. Os pontos levam seu vitruviano pela espiral.
ex-rules-taxes = **Impostos.** Cruzar um nó da espiral custa pedras do tabuleiro. Se todos os outros já tinham passado o nó quando você o cruzou, você foi o último e pode pedir **caridade**: quem estiver mais bem colocado naquele momento paga no seu lugar. Pontos feitos juntos movem um vitruviano por vez: ganhos maiores primeiro, depois posições mais baixas, depois a ordem dos lugares a partir de quem está na vez.
ex-rules-end = **Fim:** o primeiro vitruviano no centro vence; senão, depois do limite de rodadas (opção `turns`, 40 por padrão, 0 para nenhum), decidem as posições na espiral.
ex-rules-rulings = Onde o livro de regras se cala, decidimos: a ação política e os anúncios acontecem entre ações posicionais; o imposto é decisão de quem paga, mesmo fora da sua vez; cercos só pontuam ao colocar; projetos pequenos não têm pontos voluntários.

ex-play-turns = Equilibrix Project: rodadas até a espiral decidir (40; 0 = sem limite)
ex-lobby-turns = Limite de rodadas (anfitrião)
ex-lobby-turns-none = Sem limite de rodadas: jogar até alguém chegar ao centro
ex-lobby-turns-standard = { $n } rodadas (o padrão)
ex-lobby-turns-n = { $n ->
    [one] { $n } rodada
   *[other] { $n } rodadas
}
ex-lobby-not-rounds = "{ $value }" não é um número de rodadas.
ex-lobby-no-limit = Partida: sem limite de rodadas
ex-lobby-limit = Partida: no máximo { $n } rodadas
ex-lobby-so-far = ⚠ { $why } por enquanto.
ex-needs-players = Equilibrix Project precisa de { $min } a { $max } jogadores, não { $players }
ex-most-rounds = No máximo { $n } rodadas (0 para sem limite)
ex-damaged = A partida salva está danificada
ex-no-start = Não há posição inicial para { $n } jogadores

ex-prompt-charity = Você cruzou por último o nó depois da casa { $node }: pague { $stones } de imposto ou peça caridade a { $leader }
ex-best-placed = o outro jogador mais bem colocado
ex-prompt-tax = Imposto pelo nó depois da casa { $node }: devolva { $stones } do tabuleiro
ex-prompt-turn = Jogue sua vez: restam { $positional }{ $political ->
    [done] , ação política feita
   *[due] , a ação política ainda está pendente
}
ex-prompt-moved-earlier = Coloque ou retire uma pedra pela regra ativada, ou deixe-a de fora
ex-prompt-moved = Coloque ou retire uma pedra pela regra ativada, ou volte para desfazer o movimento
ex-prompt-chosen = Escolha a casa para a pedra
ex-prompt-recruiting = Coloque até três vitruvianos no seu mapa político

ex-no-game-over = A partida acabou
ex-no-seat = Não há lugar { $seat } nesta mesa
ex-no-stone-of-yours = { $field } não tem pedra sua
ex-no-waiting-tax = Esperando o lugar { $seat } pagar um imposto
ex-no-waiting-charity = Esperando o lugar { $seat } decidir sobre a caridade
ex-no-tax = Nenhum imposto é devido
ex-no-turn = É a vez do lugar { $seat }
ex-no-positional = As duas ações posicionais já foram usadas
ex-no-move = Seu vitruviano não pode ir para { $field } (ele deve ir para uma casa ligada disponível, pular só quando nenhuma estiver livre e não voltar para onde começou a vez)
ex-no-political = A ação política já foi feita nesta vez
ex-no-project = Esse projeto não existe
ex-no-shape = Essas casas não têm a forma de { $project }
ex-no-completable = Essas casas obrigatórias não estão todas com você e sua coalizão (projeto pequeno: só com você)
ex-no-magical = Um uso mágico precisa das duas ações posicionais
ex-no-stone-that-way = A regra não permite nenhuma pedra assim agora
ex-no-back-earlier = Esta partida segue as regras anteriores, em que um movimento não é desfeito: use a regra, deixe a pedra de fora ou encerre a vez
ex-no-skip = Um movimento na Árvore vem com sua pedra: volte para desfazer o movimento ou encerre a vez
ex-no-field-that-way = A regra ativada não permite { $field } assim
ex-no-idle = Mova-se na Árvore, desenvolva relações, anuncie um projeto ou encerre a vez
ex-no-moved-earlier = Escolha como usar a regra ou deixe a pedra de fora
ex-no-moved = Escolha como usar a regra ou volte para desfazer o movimento
ex-no-chosen = Escolha a casa ou volte
ex-no-recruiting = Coloque um vitruviano no seu mapa político ou termine
ex-no-more-placements = No máximo { $n } vitruvianos por ação política
ex-no-own-vitruvian = Só os vitruvianos dos outros jogadores vão para o seu mapa
ex-already-on = Esse vitruviano já está em { $field }
ex-circle-only = Relações novas só começam numa casa com círculo
ex-map-field-full = { $field } está cheia
ex-map-field-not-empty = { $field } só recebe vitruvianos novos quando está vazia
ex-coalition-full = Uma coalizão tem no máximo { $n } parceiros
