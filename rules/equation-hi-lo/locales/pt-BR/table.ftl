# Equation Hi-Lo: as palavras da mesa (issue 48): textos do tabuleiro e privados, eventos,
# showdown, menus, formulários, saguão, textos alternativos.
# Glossário: Low = Low, High = High, Swing = Swing, ante = ante, cap = teto, pot = pote,
# chip = ficha, closed card = carta fechada, open cards = cartas abertas,
# Win Order = ordem de desempate, suits = Ouro, Prata, Bronze, Preto, operator = operador,
# equation = equação, declare = declarar, hand in = entregar, check = passar, bet = apostar,
# raise = aumentar, call = pagar, fold = desistir, dealer = carteador,
# betting round = rodada de apostas.
# -b e -e põem em negrito o texto entre eles.

-b = {"\uE000"}
-e = {"\uE001"}

## Cartas e fichas
hl-suit-gold = Ouro
hl-suit-silver = Prata
hl-suit-bronze = Bronze
hl-suit-black = Preto
hl-card = { $suit } { $value }
hl-chips = { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
}
hl-low = Low
hl-high = High

## O tabuleiro (o texto ao lado da imagem)
hl-board-head = { -b }{ $game }{ -e } · { $rounds ->
    [0] rodada { $round } (até sobrar um)
   *[other] rodada { $round } de { $rounds }
} · carteador { $dealer }
hl-pot = Pote { $pot }
hl-pot-carried = Pote { $pot } ({ $carry } acumuladas)
hl-cap = teto { $cap }
hl-ante = ante { $ante }
hl-removed = { $chips } fora do jogo
hl-seat-out = fora (rodada { $round })
hl-seat-in = apostou { $wagered }
hl-seat-folded = desistiu
hl-seat-at-cap = no teto
hl-seat-choosing = escolhendo para o ×
hl-seat-handed-in = entregou
hl-waiting-times = Esperando { $who } escolher o que o × substitui.
hl-betting-line = { $street ->
    [first] Primeira rodada de apostas
   *[second] Segunda rodada de apostas
}: vez de { $name } (maior aposta { $high }, teto { $cap }).
hl-declaring-line = Declarações: esperando { $who } (escondidas até todos entregarem).
hl-final-standings = Classificação final:
hl-standing-line = { $place } { $name }: { $detail }
hl-standing-out = sem fichas na rodada { $round }

## A parte própria de um lugar (sua visão privada)
hl-closed-line = Sua carta fechada: { -b }{ $closed }{ -e } (só você vê) · abertas: { $open }
hl-none-yet = nenhuma ainda
hl-holding-numbers = Números { $numbers }
hl-holding-ops = operadores { $ops }
hl-holding-ops-waiting = operadores { $ops } (e o × esperando sua escolha)
hl-handed-in-final = Você entregou { $declaration }. É definitivo.
hl-you-drew-times = Você tirou um ×: escolha se ele substitui o seu + ou o seu −.
hl-your-turn-check = Sua vez de apostar: passe, aposte (até um total de { $cap }) ou desista.
hl-your-turn-check-no-bet = Sua vez de apostar: passe, aposte ou desista.
hl-your-turn-raise = Sua vez: pague { $owe } (para { $high } no total), aumente (até um total de { $cap }) ou desista.
# HL-2: a maior aposta já é o teto.
hl-your-turn-call = Sua vez: pague { $owe } (para { $high } no total, o teto) ou desista.
hl-four-zeros = Seus quatro números são 0: todo ÷ dividiria por zero, então você entrega sem equação.
hl-declare-now = Declare Low (alvo 1), High (alvo 20) ou Swing (os dois, ganhe os dois ou nada) e digite sua equação: os 4 números e seus 3 operadores, cada um uma vez{ $roots ->
    [0] {""}
    [1] , com sua √ antes de um número
   *[other] , com suas { $roots } √ antes de { $roots } números diferentes
}. Se quiser, confira antes uma equação em particular.

## Declarações e showdown (seções 9-11, HL-7, HL-8, HL-11)
hl-declared-low = Low (1) com { $equation }
hl-declared-high = High (20) com { $equation }
hl-declared-swing = Swing: Low { $low } e High { $high }
hl-declared-none = nenhuma equação
hl-side-low = { $equation } = { $value }, a { $away } de 1
hl-side-high = { $equation } = { $value }, a { $away } de 20
hl-whose-card = { $card } de { $name }
hl-tie = Empate a { $away } do alvo, decidido pela ordem de desempate ({ $side ->
    [low] a menor carta de número; com números iguais Preto vence Bronze, Prata, Ouro
   *[high] a maior carta de número; com números iguais Ouro vence Prata, Bronze, Preto
}): { $card } de { $name } vence { $others }.
hl-side-undeclared = Ninguém declarou { $side ->
    [low] Low, então o vencedor do High
   *[high] High, então o vencedor do Low
} leva tudo.
hl-side-failed-swings = { $swings ->
    [one] A única declaração { $side ->
        [low] Low foi um Swing fracassado, então essa metade também vai para o vencedor do High.
       *[high] High foi um Swing fracassado, então essa metade também vai para o vencedor do Low.
    }
   *[other] As únicas declarações { $side ->
        [low] Low foram Swings fracassados, então essa metade também vai para o vencedor do High.
       *[high] High foram Swings fracassados, então essa metade também vai para o vencedor do Low.
    }
}
hl-showdown-head = { -b }Showdown, rodada { $round }{ -e } · pote { $pot }
hl-revealed = { $name } (fechada { $card })
hl-reveal-low = Low: { $low }
hl-reveal-high = High: { $high }
hl-reveal-swing = Swing: Low { $low } · High { $high }
hl-reveal-none = nenhuma equação válida (quatro zeros): não participa
hl-swing-won = { $name } fez Swing e ganhou os dois lados: o pote inteiro de { $pot } é de { $name }.
hl-swing-failed = { $name } fez Swing e { $won ->
    [low] ganhou o Low mas perdeu o High para { $by }
    [high] ganhou o High mas perdeu o Low para { $by }
   *[neither] não ganhou nenhum lado
}: nada para { $name }, que sai dos dois lados.
hl-half-won = { $side ->
    [low] Metade Low ({ $chips }): { $name }, mais perto de 1
   *[high] Metade High ({ $chips }): { $name }, mais perto de 20
} (a { $away }).
hl-pot-won = O pote inteiro ({ $chips }): { $name }, mais perto de { $side ->
    [low] 1
   *[high] 20
} (a { $away }).
hl-failed-swings-shared = Só foram declarados Swings fracassados, então ninguém ganha o pote de { $pot }. Ele não pode esperar outra rodada, então { $who } dividem agora.
hl-failed-swings-carried = Só foram declarados Swings fracassados, então ninguém ganha o pote de { $pot }: ele passa para a próxima rodada.
hl-odd-chip = O pote não divide certinho: { $chips } sai do jogo.
hl-best-head = O melhor possível com essas cartas:
hl-best-none = nenhuma
hl-best-line = { $name }: Low { $low } · High { $high }

## Eventos
hl-ev-round = { -b }Rodada { $round }{ -e }: { $dealer } dá as cartas. Todos pagam { $ante } de ante; ninguém pode colocar mais de { $cap } nesta rodada.
hl-ev-dealt-mine = { $name } (sua carta fechada: { $card }): { $open }
hl-ev-dealt = Distribuídas (uma carta fechada para cada um, depois abertas): { $parts }
hl-ev-fourth = 4ª carta: { $parts }
hl-ev-second-times = { $name } tirou um segundo ×: ele volta para o baralho e a carta é dada de novo.
hl-ev-gave-up = Você trocou o seu { $op } pelo ×.
hl-ev-placed-times = { $name } escolheu qual operador o × substitui.
hl-ev-checks = { $name } passa.
hl-ev-calls = { $name } paga ({ $to } no total).
hl-ev-bets = { $name } { $raise ->
    [yes] aumenta
   *[no] aposta
} para { $to } no total.
hl-ev-folds = { $name } desiste.
hl-ev-skipped = Todos que continuam estão no teto: a { $street ->
    [first] primeira rodada de apostas
   *[second] segunda rodada de apostas
} é pulada.
hl-ev-you-handed-in = Você entregou { $declaration }.
hl-ev-handed-in = { $name } entregou a declaração.
hl-ev-uncontested = Todos os outros desistiram: { $name } leva o pote de { $pot } sem showdown.
hl-ev-carry-split = O pote que ninguém ganhou é dividido entre { $who }: { $each } para cada um.
hl-ev-carry-split-removed = O pote que ninguém ganhou é dividido entre { $who }: { $each } para cada um. { $removed } que sobrou sai do jogo.
hl-ev-out = { $name } ficou sem fichas.
hl-ev-game-over = Fim de jogo! { $standings }

## Menus (botões, no máximo 80 caracteres)
hl-check = Passar
hl-call = Pagar { $owe } ({ $high } no total)
hl-fold = Desistir
hl-bet-open = { $raise ->
    [yes] Aumentar
   *[no] Apostar
}… (até { $high } no total)
hl-bet-to = { $raise ->
    [yes] Aumentar
   *[no] Apostar
} para { $to } no total (+{ $more })
hl-times-plus = O × substitui meu +
hl-times-minus = O × substitui meu −
hl-no-equation = Entregar sem equação

## Formulários (botão ≤ 80, título ≤ 45, campo ≤ 45, dica ≤ 100 caracteres)
# `r` é como se digita uma √: fica assim (a equação entende r, √ e sqrt).
hl-hint = Use { $numbers } · { $ops } · ex. { $example }
hl-hint-roots = Use { $numbers } · √ ×{ $roots } · { $ops } · ex. { $example }, r antes de um número para a √ dele
hl-typed-error = { $what } `{ $text }`: { $error }
hl-checked-unreadable = Conferida `{ $text }`: { $error }
hl-check-value = { $equation } = { $value }: a { $low } de 1, a { $high } de 20.
hl-check-div-zero = { $equation } divide por zero.
hl-check-fits = Conferida (nada foi entregue): { $value } Ela usa suas cartas corretamente.
hl-check-misfits = Conferida (nada foi entregue): { $value } Mas ela não combina com suas cartas: { $error }
hl-form-low-button = Declarar Low (1)
hl-form-low-title = Declarar Low: alvo 1
hl-form-low-input = Sua equação para 1
hl-form-high-button = Declarar High (20)
hl-form-high-title = Declarar High: alvo 20
hl-form-high-input = Sua equação para 20
hl-form-swing-button = Declarar Swing (1 e 20)
hl-form-swing-title = Declarar Swing: os dois ou nada
hl-form-swing-low = Equação para 1 (Low)
hl-form-swing-high = Equação para 20 (High)
hl-form-check-button = Conferir uma equação (particular)
hl-form-check-title = Conferir uma equação em particular
hl-form-check-input = Equação a conferir
hl-form-gone = Este formulário não vale mais.

## O saguão (dica ≤ 150, escolhas ≤ 100 caracteres)
hl-select-chips = Fichas iniciais (anfitrião)
hl-select-ante = Ante (anfitrião)
hl-select-rounds = Rodadas (anfitrião)
hl-chips-each = { $chips } fichas para cada um
hl-ante-choice = Ante { $ante }
hl-rounds-choice = { $rounds ->
    [0] Até um jogador ter todas as fichas
    [1] 1 rodada
   *[other] { $rounds } rodadas
}
hl-rounds-lobby = { $rounds ->
    [0] até um jogador ter todas as fichas
    [1] 1 rodada
   *[other] { $rounds } rodadas
}
hl-lobby-best = melhores mãos possíveis mostradas após cada showdown
hl-not-a-choice = "{ $value }" não é uma das escolhas.
hl-ante-too-high = O ante ({ $ante }) não pode ser maior que as fichas iniciais ({ $chips }).

## Textos alternativos (o que um leitor de tela lê no lugar de uma imagem)
hl-alt-move = { $you ->
    [yes] { $act ->
        [checked] Você passou
        [called] Você pagou ({ $to } no total)
        [bet] Você apostou { $to }
        [raised] Você aumentou para { $to }
        [folded] Você desistiu
        [placed] Você escolheu o que um × tirado substitui
       *[handed-in] Você entregou uma declaração
    }
   *[no] { $act ->
        [checked] { $name } passou
        [called] { $name } pagou ({ $to } no total)
        [bet] { $name } apostou { $to }
        [raised] { $name } aumentou para { $to }
        [folded] { $name } desistiu
        [placed] { $name } escolheu o que um × tirado substitui
       *[handed-in] { $name } entregou uma declaração
    }
}
hl-alt-last-move = Última jogada: { $move }.
hl-alt-last-move-over = Última jogada (rodada { $round }, já encerrada): { $move }.
hl-alt-final-standings = Classificação final
hl-alt-pot = { $rounds }, carteador { $dealer }. Pote { $pot }, teto { $cap }.
hl-alt-pot-carried = { $rounds }, carteador { $dealer }. Pote { $pot } ({ $carry } acumuladas), teto { $cap }.
hl-alt-pot-short = { $rounds }. Pote { $pot }.
hl-alt-seat-out = { $name } fora
hl-alt-seat = { $name } { $chips }, apostou { $wagered }
hl-alt-open = abertas { $cards }
hl-alt-to-act = da vez
hl-alt-seats = Lugares
hl-alt-paid = Pago
hl-alt-hands = Mãos

## Avisos: o que a mesa espera (no tabuleiro, em lembretes e mensagens diretas)

hl-prompt-times = Escolher se o × substitui seu + ou seu −
hl-prompt-check = Passar, apostar (até um total de { $cap }) ou desistir
hl-prompt-call-raise = Pagar { $owe }, aumentar ou desistir
hl-prompt-call = Pagar { $owe } ou desistir
hl-prompt-declare = Declarar Low, High ou Swing e entregar a equação
