# Equation Hi-Lo: as palavras das imagens (issue 48). Os rótulos têm espaço fixo: curtos;
# o texto ao lado da imagem diz tudo.
# Glossário: como em table.ftl (Low, High, Swing, ante, teto, pote, ficha, fechada, aberta).

hl-pic-game-over = Fim de jogo
hl-round = { $rounds ->
    [0] Rodada { $round }
   *[other] Rodada { $round } de { $rounds }
}
hl-pic-placing = colocando um ×
hl-pic-betting-round = rodada de apostas { $street }
hl-pic-declaring = declarando
hl-pic-highest = maior aposta { $high }
hl-pic-carried = { $carry } acumuladas
hl-pic-place = { $place } lugar
hl-pic-out = fora na rodada { $round }
hl-pic-deciding = decidindo
hl-pic-no-chips = sem fichas
hl-pic-money = { $chips } · aposta { $bet }
hl-pic-suits = Naipes:
hl-pic-handed-in-low = Você entregou Low: { $equation }.
hl-pic-handed-in-high = Você entregou High: { $equation }.
hl-pic-handed-in-swing = Você entregou Swing. Low: { $equation }
hl-pic-handed-in-swing-high = High: { $equation }
hl-pic-handed-in-none = Você entregou sem equação (quatro zeros).
hl-pic-turn-raise = Sua vez: pague { $owe }, aumente até { $top } no total, ou desista.
hl-pic-turn-call = Sua vez: pague { $owe } ou desista.
hl-pic-turn-check = Sua vez: passe, aposte até { $top } no total, ou desista.
hl-pic-to-act = Vez de { $name }.
hl-pic-declare = Declare Low, High ou Swing e entregue sua equação.
hl-pic-waiting-declarations = Esperando as declarações.
hl-pic-waiting-times = Esperando um × ser colocado.
hl-pic-finished = A partida acabou: você terminou em { $place }.
hl-pic-ran-out = Você ficou sem fichas na rodada { $round }.
hl-pic-not-dealt = Você não recebe cartas nesta rodada.
hl-pic-closed = fechada
hl-pic-open = abertas
hl-pic-operators = operadores
hl-pic-your-hand-of = Sua mão, { $name }
hl-pic-your-hand = Sua mão
hl-pic-away-low = a { $away } de 1
hl-pic-away-high = a { $away } de 20
hl-pic-divides-by-zero = divide por zero
hl-pic-showdown = Showdown · rodada { $round }
hl-pic-swing-failed = Swing fracassou
hl-pic-wins = ganha { $won }
hl-pic-no-equation = Sem equação (quatro zeros): não participa
hl-pic-swing-won = { $name } fez Swing e ganhou os dois lados: o pote inteiro de { $pot }.
hl-pic-split = Metade Low para { $low } (a { $low_away } de 1), metade High para { $high } (a { $high_away } de 20): { $each } para cada um.
hl-pic-whole-pot = { $name } leva o pote inteiro de { $pot }: ninguém mais ganhou um lado.
hl-pic-shared = Só Swings fracassados: eles dividem agora o pote de { $pot }.
hl-pic-carried-over = Só Swings fracassados: o pote de { $pot } passa para a próxima rodada.
hl-pic-tie = { $side ->
    [low] O Low
   *[high] O High
} foi um empate a { $away }, decidido pela ordem de desempate: { $name } vence.
