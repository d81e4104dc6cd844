# Equation Hi-Lo: as palavras das regras (issue 48): recusas, opções, resumo do /rules.
# Glossário: Low = Low (alvo 1), High = High (alvo 20), Swing = Swing (os dois), ante = ante,
# cap = teto, pot = pote, chip = ficha, closed card = carta fechada, open cards = cartas abertas,
# Win Order = ordem de desempate, number card = carta de número,
# suits = Ouro, Prata, Bronze, Preto, operator = operador, equation = equação,
# declare = declarar, hand in = entregar, check = passar, bet = apostar, raise = aumentar,
# call = pagar, fold = desistir, dealer = carteador, round = rodada,
# betting round = rodada de apostas, showdown = showdown.
# Tratamento: você. O que foi digitado fica entre crases ou aspas ASCII.

## Recusas de uma jogada (HL-2 apostas, HL-4 o ×, HL-5/HL-6 declarações)
hl-out-of-chips = Você ficou sem fichas e não joga mais.
hl-game-over = A partida acabou.
hl-wait-times = O jogo espera as escolhas do ×: quem tirou um × escolhe se ele substitui o seu + ou o seu −.
hl-not-your-turn = Não é sua vez de apostar.
hl-folded = Você desistiu nesta rodada.
hl-betting-over = As apostas acabaram: declare Low, High ou Swing com sua equação.
hl-times-replaces = O × substitui o seu + ou o seu −.
hl-no-hand = Você não tem mão nesta rodada.
hl-no-times-choice = Você não tem × para colocar; espere os outros.
hl-already-handed-in = Você já entregou sua declaração; ela é definitiva.
hl-swing-low-error = Equação Low: { $error }
hl-swing-high-error = Equação High: { $error }
# Seção 7: as duas equações de um Swing são arranjos diferentes.
hl-swing-same = Um Swing precisa de dois arranjos diferentes das suas cartas, mas suas equações Low e High são ambas `{ $equation }`. Rearranje uma delas.
hl-must-declare = Suas cartas formam, sim, uma equação válida, então você precisa declarar uma.
hl-cannot-check = Você não pode passar: a aposta está em { $high } e você colocou { $mine }. { $raise ->
    [yes] Pague, aumente ou desista.
   *[no] Pague ou desista.
}
hl-nothing-to-call = Não há nada para pagar: passe, aposte ou desista.
hl-at-cap = Ninguém pode apostar mais: as apostas chegaram ao teto de { $cap }.
hl-bet-range = Uma aposta ou aumento deve levar seu total nesta rodada para entre { $low } e o teto de { $cap }, não { $to }.
hl-betting-time = É hora de apostar: passe, pague, aposte, aumente ou desista.

## Uma equação digitada que não dá para ler (HL-6)
hl-eq-too-long = Essa equação é longa demais.
hl-eq-empty = Digite uma equação, ex. `√4 / 7 + 9 - 8` (todos os seus números e operadores).
hl-eq-nested = √ não pode ser aninhada: cada √ fica logo antes de um número.
hl-eq-root-before-op = √ deve ficar logo antes de um número, não antes de { $op }.
hl-eq-starts-with-op = Uma equação começa com um número (ou √ e um número), não com { $op }.
hl-eq-two-ops = Dois operadores seguidos ({ $first } { $op }): coloque um número entre eles.
hl-eq-ends-root = A equação termina com √: coloque um número depois.
hl-eq-ends-op = A equação termina com { $op }: coloque um número depois.
hl-eq-two-numbers = Dois números seguidos (… { $first } { $n }): coloque um operador entre eles.
hl-eq-root-after-number = √ vem logo depois de um número: coloque um operador antes da √.
hl-eq-not-a-card = { $digits } não é uma carta: os números vão de 0 a 10. Coloque um operador entre dois números.
hl-eq-parentheses = Parênteses não são permitidos: vale a precedência (√ primeiro, depois × e ÷, depois + e −, cada um da esquerda para a direita).
hl-eq-equals = Digite só a equação, sem `=` e sem resultado.
hl-eq-decimals = Só valem números inteiros das cartas (0-10), sem decimais.
hl-eq-unknown = `{ $char }` não foi entendido. Use números 0-10, + - x / (ou × ÷ * −) e √ (ou r, sqrt).

## Uma equação digitada que não combina com as cartas (HL-6)
hl-val-count = Use cada um dos seus { $count } números ({ $mine }) exatamente uma vez: esta equação usa { $used ->
    [0] nenhum número
    [1] 1 número
   *[other] { $used } números
}.
hl-val-numbers = Seus números são { $mine }, mas esta equação usa { $used }.
hl-val-no-root = Você não tem √, então a equação não pode usar uma.
hl-val-one-root = Você tem uma √: coloque-a antes de exatamente um número (esta equação coloca √ antes de { $used ->
    [0] nenhum número
    [1] 1 número
   *[other] { $used } números
}).
hl-val-roots = Você tem { $n } √: coloque uma antes de cada um de { $n } números diferentes (esta equação coloca √ antes de { $used ->
    [0] nenhum número
    [1] 1 número
   *[other] { $used } números
}).
hl-val-ops = Seus operadores são { $held }, cada um uma vez; esta equação usa { $used }.
hl-val-div-zero = Divisão por zero: ÷ vem antes de { $what }. Mude o ÷ ou o { $what } de lugar.

## Opções (HL-1, HL-9)
hl-opt-players = { $game } precisa de { $min } a { $max } jogadores, não { $players }
hl-opt-chips-range = As fichas iniciais devem ficar entre 1 e { $max }, não { $chips }
hl-opt-ante-range = O ante deve ser no mínimo 1 e no máximo as fichas iniciais ({ $chips }), não { $ante }
hl-opt-rounds-range = Jogue no máximo { $max } rodadas (0 joga até só um ter fichas), não { $rounds }
hl-opt-not-number = "{ $text }" não é um número inteiro
hl-opt-expected-number = era esperado um número inteiro
hl-opt-too-large = esse número é grande demais
hl-opt-not-yes-no = "{ $text }" não é sim nem não
# Descrições das opções do /play (no máximo 100 caracteres) e suas escolhas.
hl-opt-chips = { $game }: fichas iniciais (50 se não informado)
hl-opt-ante = { $game }: o ante de cada rodada (1 se não informado)
hl-opt-rounds = { $game }: 0-100 rodadas, 0 = até só um ter fichas (5)
hl-opt-best = { $game }: mostrar o melhor Low e High de cada mão após um showdown
hl-yes = Sim
hl-no = Não

## O resumo do /rules, com nossas palavras (menos de 2000 caracteres)
hl-rules =
    {"**"}Equation Hi-Lo** (2-8 jogadores): aposte na equação que você consegue montar com suas cartas.

    {"**"}Cartas:** um baralho de números 0-10 em quatro naipes (Ouro, Prata, Bronze, Preto), quatro × e quatro √. A cada rodada você também recebe os operadores + − ÷.

    {"**"}Uma rodada:** todos pagam o ante. Você recebe uma carta de número fechada (só você vê) e duas cartas abertas, depois uma rodada de apostas, uma 4ª carta aberta, uma segunda rodada de apostas e o showdown. Uma √ aberta traz um número a mais; um × aberto também traz um número a mais e substitui o seu + ou − (você escolhe, em segredo). Você nunca tem mais de um ×.

    {"**"}Apostas:** passar, apostar, aumentar, pagar ou desistir. Ninguém pode colocar numa rodada (ante incluído) mais do que a menor pilha no início da rodada; quando todos chegam a esse teto, as apostas param.

    {"**"}Showdown:** em segredo, declare **Low** (alvo 1), **High** (alvo 20) ou **Swing** (os dois, com dois arranjos), com sua equação: os 4 números e seus 3 operadores, cada um uma vez, uma √ logo antes de um número, sem parênteses, × e ÷ antes de + e −, nunca dividindo por zero. Você pode conferir uma equação em particular antes de entregar. O Low e o High mais próximos dividem o pote; uma ficha ímpar sai do jogo. Um Swing precisa ganhar os dois lados para levar tudo, senão não leva nada. Distâncias iguais vão para a melhor carta-chave (o maior número no High, o menor no Low, depois o naipe).

    {"**"}Fim:** após o número de rodadas combinado, ou quando um jogador tem todas as fichas restantes; quem tiver mais fichas vence. Com 0 fichas você está fora.
