# Quinox em português do Brasil (issue 48): tabuleiro, visão privada, eventos, menus, recusas, imagens.
# Os nomes das peças (SWORD, KEY ...) e os rótulos dos espaços (m50) são digitados como estão.
# Glossário: tile = peça, face = lado (black/white = preto/branco), the Stone = a Pedra,
# pool = oferta, bag = saco, point token = ficha de ponto (ficha), supply = reserva,
# space = espaço, board = tabuleiro, turn = vez (um turno numerado: rodada),
# colour = cor (vermelho, amarelo, roxo, azul), pattern = padrão, target = alvo,
# opponent = adversário. Tratamento: você.

## Words

qx-colour-red = vermelho
qx-colour-yellow = amarelo
qx-colour-purple = roxo
qx-colour-blue = azul
qx-kind-red = vira
qx-kind-yellow = age uma vez
qx-kind-purple = duradoura
qx-kind-blue = pontua no fim
qx-face-black = preto
qx-face-white = branco
qx-none = nenhuma
qx-empty = vazia
qx-the-stone = a Pedra
qx-or = { $first } ou { $last }
qx-points = { $n ->
    [one] { $n } ponto
   *[other] { $n } pontos
}
qx-tile-colour = { $tile } ({ $colour })
qx-tile-colour-token = { $tile } ({ $colour }, 1 ficha)
qx-player-colour = { $name } ({ $face })
qx-tile-explained = { $tile } ({ $colour }, { $kind }): { $text }

## The board and the private view

qx-aimed-map = MAP: as peças da oferta vão para { $spaces }
qx-aimed-destiny = DESTINY: { $tiles } devem ser jogadas se estiverem na oferta
qx-aimed-famine = FAMINE: só uma peça
qx-this-turn = Nesta vez ({ $name }): { $line }
qx-next-turn = Na próxima vez ({ $name }): { $line }
qx-phase-colour = O sorteio escolheu { $first } para começar. { $you ->
    [yes] Sua vez
   *[other] Vez de { $name }
}: escolher preto ou branco.
qx-phase-choose = { $you ->
    [yes] Sua vez
   *[other] Vez de { $name }
}: escolher { $n ->
    [one] { $n } peça
   *[other] { $n } peças
} da oferta.
qx-phase-choose-destiny = { $you ->
    [yes] Sua vez
   *[other] Vez de { $name }
}: escolher { $n ->
    [one] { $n } peça
   *[other] { $n } peças
} da oferta (DESTINY: { $tiles } entre elas).
qx-phase-tile = { $you ->
    [yes] Sua vez
   *[other] Vez de { $name }
}: escolher qual peça escolhida jogar agora.
qx-phase-face = { $you ->
    [yes] Sua vez
   *[other] Vez de { $name }
}: escolher o lado que { $tile } mostra.
qx-phase-space = { $you ->
    [yes] Sua vez
   *[other] Vez de { $name }
}: colocar { $tile } com o lado { $face } para cima ({ $n ->
    [one] { $n } espaço livre está marcado
   *[other] { $n } espaços livres estão marcados
}).
qx-phase-target = Aguardando { $you ->
    [yes] você
   *[other] { $name }
}: { $what }.
qx-phase-target-picked = Aguardando { $you ->
    [yes] você
   *[other] { $name }
}: { $what } (escolhido até agora: { $picks }).
qx-phase-over = A partida acabou.
qx-ask-flip-one = { $tile }: a peça a virar
qx-ask-flip-pattern = { $tile }: o padrão de peças a virar
qx-ask-pair-first = { $tile }: a primeira peça do par a virar
qx-ask-pair-second = { $tile }: a peça encostada em { $at } a virar
qx-ask-swap-self = { $tile }: a peça com que troca de lugar
qx-ask-swap-first = { $tile }: a primeira das duas peças que trocam de lugar
qx-ask-swap-second = { $tile }: a peça que troca de lugar com { $at }
qx-ask-pull = { $tile }: a peça a puxar
qx-ask-pull-into = { $tile }: o espaço vazio para onde puxar { $at }
qx-ask-to-bag = { $tile }: a peça que volta para o saco
qx-ask-remove-out = { $tile }: a peça que sai do jogo
qx-ask-map-first = { $tile }: o primeiro espaço para as peças do adversário
qx-ask-map-second = { $tile }: o segundo espaço para as peças do adversário
qx-ask-destiny-first = { $tile }: a primeira peça que o adversário deve jogar
qx-ask-destiny-second = { $tile }: a segunda peça que o adversário deve jogar
qx-ask-mirror = { $tile }: a peça vizinha cuja ação copiar
qx-ask-options = { $tile }: escolha ({ $n ->
    [one] { $n } opção
   *[other] { $n } opções
})
qx-cell-stone = { $at } a Pedra
qx-cell = { $at } { $tile } ({ $colour })
qx-cell-tokens = { $at } { $tile } ({ $colour }, { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
})
qx-board-black = Preto ({ $n }): { $list }
qx-board-black-seat = Preto, de { $name } ({ $n }): { $list }
qx-board-white = Branco ({ $n }): { $list }
qx-board-white-seat = Branco, de { $name } ({ $n }): { $list }
qx-board-stone = A Pedra: { $list }
qx-seat-playing = { $player }{ $first ->
    [yes] , começa
   *[other] {""}
}: { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} até agora · { $supply ->
    [one] { $supply } ficha
   *[other] { $supply } fichas
} na reserva
qx-seat-final = { $player }{ $first ->
    [yes] , começa
   *[other] {""}
}: { $b }{ $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}{ $e } ({ $tiles ->
    [one] { $tiles } peça
   *[other] { $tiles } peças
} + { $ontiles ->
    [one] { $ontiles } ficha
   *[other] { $ontiles } fichas
} em cima + { $supply ->
    [one] { $supply } ficha
   *[other] { $supply } fichas
} na reserva)
qx-final = Resultado: { $list }
qx-table-head = { $b }{ $game }{ $e } · { $over ->
    [yes] partida encerrada
   *[other] rodada { $turn }
} · { $bag ->
    [one] { $bag } peça
   *[other] { $bag } peças
} no saco
qx-pool = Oferta ({ $n }): { $list }
qx-pool-empty = Oferta (0): vazia
qx-hand = Escolhidas por { $name }, ainda a jogar: { $list }
qx-removed = Fora do jogo: { $list }
qx-last-placed = Últimas colocadas: { $list }
qx-free-spaces = Espaços livres para a próxima peça: { $list }
qx-set-aside = Suspensas nesta colocação (entram em conflito, Q-17): { $list }
qx-placed-at = { $tile } em { $at }
qx-placed-at-unknown = uma peça em { $at }
qx-you-play = Você joga de { $face }: as peças com o lado { $face } para cima pontuam para você.

## Events

qx-ev-first-player = O sorteio escolheu { $first } para começar; { $other } escolhe uma cor (Q-14).
qx-ev-colour-chosen = { $name } fica com { $face }; { $other } joga de { $otherface }.
qx-ev-turn-started = { $b }Rodada { $turn }: { $name }{ $e } joga { $tiles ->
    [one] uma peça
   *[other] duas peças
}.
qx-ev-drawn = Entram na oferta, cada uma com uma ficha de ponto: { $tiles }.
qx-ev-chosen = { $name } escolhe { $tiles }.
qx-ev-placed = { $name } coloca { $tile } em { $at }, com o lado { $face } para cima.
qx-ev-placed-token = { $name } coloca { $tile } em { $at }, com o lado { $face } para cima; a ficha dela vai para { $to }.
qx-ev-restrictions-ignored = { $list } entram em conflito e ficam suspensas nesta colocação (Q-17).
qx-ev-turns-itself = { $tile } em { $at } fica { $face }.
qx-ev-turned = { $by } vira { $tile } em { $at } para { $face }.
qx-ev-swapped = { $by }: as peças em { $a } e { $b } trocam de lugar.
qx-ev-moved = { $by } puxa a peça de { $from } para { $to }.
qx-ev-to-bag = { $by } devolve { $tile } de { $at } para o saco.
qx-ev-removed = { $by } tira { $tile } de { $at } do jogo.
qx-ev-mirrored = MIRROR copia a ação de { $tile }.
qx-ev-no-target = { $tile } não encontra nada em que agir.
qx-ev-mapped = MAP: as próximas peças do adversário devem ir para { $spaces }.
qx-ev-destined = DESTINY nomeia { $tiles }: o adversário deve jogar as que estiverem na oferta.
qx-ev-famine = FAMINE: a próxima vez do adversário é de uma peça.
qx-ev-speed-drawn = SPEED compra { $tile }, que é jogada na hora.
qx-ev-speed-empty = SPEED encontra o saco vazio.
qx-ev-blown = WIND sopra { $tiles } de volta para o saco.
qx-ev-pool-tokens-cleared = { $n ->
    [one] { $n } ficha que sobrou na oferta é retirada.
   *[other] { $n } fichas que sobraram na oferta são retiradas.
}
qx-ev-tokens-added = { $by } põe { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
} na peça em { $at }.
qx-ev-tokens-taken = { $by } pega { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
} da peça em { $from }.
qx-ev-game-over = { $b }Fim de jogo{ $e }: { $first } { $firstscore } · { $second } { $secondscore }.

## Menus (button labels: at most 80 characters with the values in)

qx-menu-colour = Jogo de { $face } (o outro joga de { $other })
qx-menu-pair-first = { $tile } …
qx-menu-play = Jogar { $tile }
qx-menu-pair-second = e { $tile }
qx-menu-play-next = Jogar { $tile } agora
qx-menu-black-up = Preto para cima
qx-menu-black-up-yours = Preto para cima (sua cor)
qx-menu-white-up = Branco para cima
qx-menu-white-up-yours = Branco para cima (sua cor)
qx-menu-flip = Virar { $list }
qx-menu-back-tile = Voltar: jogar antes a outra peça
qx-menu-back-face = Voltar: trocar o lado
qx-at-empty = { $at } (vazio)
qx-at-tile = { $at } { $tile } ({ $face })

## Typed spaces refused (the space was typed: it is the label, never free text)

qx-typed-taken = { $at } está ocupado por { $what }.
qx-typed-off-board = { $at } não encosta no tabuleiro: uma peça vai ao lado de outra já colocada.
qx-typed-poison = { $at } fica ao lado de POISON, e nenhuma peça pode ir ao lado de POISON (Q-P3).
qx-typed-charisma = CHARISMA em { $at } ainda tem um espaço livre ao lado, então { $tile } deve ir ao lado dela (Q-P2).
qx-typed-map = MAP prende esta colocação a { $spaces } (Q-9, Q-18).
qx-typed-not-now = { $tile } não pode ir para { $at } agora.
qx-typed-empty = { $at } está vazio: { $tile } age aqui sobre peças.
qx-typed-not-target = { $what } em { $at } não é um alvo que { $tile } possa escolher agora: o alvo deve ser um que a ação consiga mudar, e a escolha deve atingir o máximo de peças possível (Q-20).

## Refusals of the rules

qx-two-players = Quinox é um jogo para exatamente 2 jogadores
qx-refuse-list-more = { $list } ... ({ $n } no total)
qx-refuse-no-seat = Não há lugar { $seat } nesta mesa
qx-refuse-over = A partida acabou
qx-refuse-colour-other = O lugar { $seat } está escolhendo uma cor
qx-refuse-colour = Escolha sua cor: preto ou branco
qx-refuse-not-yours = É a vez do lugar { $seat }
qx-refuse-from-pool = Escolha peças da oferta
qx-refuse-count = { $n ->
    [one] Escolha { $n } peça da oferta
   *[other] Escolha { $n } peças da oferta
}
qx-refuse-destiny = DESTINY: você deve escolher { $tiles }
qx-refuse-different = Escolha duas peças diferentes da oferta
qx-refuse-choose-first = { $n ->
    [one] Primeiro escolha a peça da oferta que você vai jogar nesta vez
   *[other] Primeiro escolha as { $n } peças da oferta que você vai jogar nesta vez
}
qx-refuse-which-tile = Escolha qual peça jogar agora: { $tiles }
qx-refuse-only-tile = { $tile } é a única peça que falta jogar: escolha o lado dela
qx-refuse-face = Escolha o lado que { $tile } mostra
qx-refuse-space = { $tile } não pode ir para { $at } agora; ela pode ir para { $spaces }
qx-refuse-where = Escolha onde { $tile } vai
qx-refuse-target-pick = A ação de { $tile } espera: escolha um entre { $list }
qx-refuse-target-pattern = A ação de { $tile } espera: escolha um destes padrões: { $list }
qx-refuse-target-name = A ação de { $tile } espera: nomeie uma peça que não seja DESTINY e ainda não nomeada
qx-refuse-not-now = Isso não é possível agora

## Alt texts

qx-alt-you-play = Você joga de { $face }.
qx-alt-tile-short = { $tile }: { $colour }.
qx-alt-to-play = Vez de { $name }.
qx-alt-score = { $player } { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, { $supply ->
    [one] { $supply } ficha
   *[other] { $supply } fichas
} na reserva
qx-alt-scores = Pontos até agora: { $list }.
qx-alt-scores-final = Contagem final: { $list }.
qx-alt-turn = Rodada { $turn }; { $bag ->
    [one] { $bag } peça
   *[other] { $bag } peças
} no saco.
qx-alt-last-placed = Últimas colocadas: { $list }.
qx-alt-set-aside = Suspensas nesta colocação porque entram em conflito (Q-17): { $list }.
qx-alt-free-spaces = Espaços livres para a próxima peça
qx-alt-targets = Alvos para escolher
qx-alt-pool = Oferta
qx-alt-pool-token = { $tile } ({ $colour }, ficha)
qx-alt-hand = Escolhidas, ainda a jogar
qx-alt-cell-tokens = { $tile } { $at } ({ $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
})
qx-alt-black = Peças pretas
qx-alt-black-seat = Peças pretas, de { $name }
qx-alt-white = Peças brancas
qx-alt-white-seat = Peças brancas, de { $name }
qx-alt-stone = A Pedra está em { $at }.
qx-alt-removed = Fora do jogo

## Pictures (the legend's words share a line: short words)

qx-pic-stone = PEDRA
qx-pic-counts = Rodada { $turn } · oferta { $pool } · saco { $bag }
qx-pic-outlined-yours = Contornadas: você joga
qx-pic-outlined-chosen = Contornadas: escolhidas
qx-pic-pool-empty = A oferta está vazia
qx-pic-result = { $name }: { $tiles ->
    [one] { $tiles } peça
   *[other] { $tiles } peças
} + { $ontiles ->
    [one] { $ontiles } ficha
   *[other] { $ontiles } fichas
} em cima + { $supply } na reserva
qx-pic-you = { $name } (você)
qx-pic-choosing = escolhe preto ou branco
qx-pic-drawn-first = começa (sorteio)
qx-pic-seat-final = { $face } · { $points } · reserva { $supply }
qx-pic-seat = { $face } · { $points } até agora · reserva { $supply }
qx-pic-token = ficha
qx-pic-may-choose = escolhível
qx-pic-chosen = escolhida
qx-pic-free-space = espaço livre
qx-pic-last-placed = última colocada
qx-pic-unlabelled = Alguns espaços são pequenos demais para o rótulo: veja a mensagem.

## Avisos: o que a mesa espera (no tabuleiro, em lembretes e mensagens diretas)

qx-prompt-choose = { $n ->
    [one] Escolha a peça da oferta para jogar nesta vez
   *[other] Escolha as { $n } peças da oferta para jogar nesta vez
}
qx-prompt-tile = Escolha qual peça escolhida jogar agora
qx-prompt-face = Escolha o lado de { $tile }
qx-prompt-space = Escolha onde { $tile } vai
qx-prompt-target = Escolha para a ação de { $tile }
