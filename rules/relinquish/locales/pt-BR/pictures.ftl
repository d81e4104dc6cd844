# Relinquish em português do Brasil: as palavras das imagens (issue 48). Curtas: uma imagem tem
# 640 px de largura. Glossário: ver game.ftl.

rq-pic-game-over = Fim de jogo
rq-pic-turn = Vez { $turn }
rq-pic-short = partida curta
rq-pic-beginner = iniciante
rq-pic-no-acceptances = sem Aceitações
rq-pic-acceptances-on = Aceitações ativas
rq-pic-acceptances-over = sem mais Aceitações
rq-pic-set-aside = { $n } separadas
rq-pic-scry = Monte
rq-pic-discard = Descarte { $n }
rq-pic-exile = Exílio { $n } · Tarôs { $tarots }
rq-pic-exile-count = Exílio { $n } · { $tarots } Tarôs
rq-pic-all-tarots = todos os { $n }
rq-pic-all-but = todos menos { $numbers }
rq-pic-legend-tarot = T Tarô · de lado: deitada
rq-pic-rally = Reforço
rq-pic-hand-empty = Sua mão está vazia
rq-pic-hand = Sua mão · { $n }
rq-pic-you = você
rq-pic-place = { $place } lugar
rq-pic-awaited = { $what ->
    [scrying] adivinhando
    [negate] pode Anular
    [foil] pode Frustrar
    [blocking] bloqueando
    [rally-in] Reforço pronto
    [rallying] reforçando
   *[capturing] capturando
}
rq-pic-points = { $n } { $n ->
    [one] pt
   *[other] pts
}
rq-pic-no-cards = ainda sem cartas na mesa

## O painel do momento.

rq-pic-whose-turn = Vez de { $name }.
rq-pic-over = A partida acabou.
rq-pic-you-scry = Você adivinha: fique com uma destas duas.
rq-pic-you-scry-rest = A outra é descartada virada para cima.
rq-pic-scries = { $name } adivinha.
rq-pic-scries-rest = Uma das duas cartas fica, a outra é descartada virada para cima.
rq-pic-enchants = { $name } Encanta Comuns de { $whose }.
rq-pic-may-negate = { $names } pode Anular com um Tarô menor.
rq-pic-murder = Assassinato
rq-pic-foil = Frustrar
rq-pic-murder-of = Assassinato de uma Figura de { $whose }{ $foils ->
    [0] {""}
    [1] , Frustrado uma vez
   *[other] , Frustrado { $foils } vezes
}.
rq-pic-may-foil = { $names } pode Frustrar com um Tarô maior que { $top }.
rq-pic-choosing = escolhendo cartas para uma jogada
rq-pic-used = usado: { $used }
rq-pic-bounty = Recompensa { $bounties }
rq-pic-passes = passes seguidos: { $n } de { $of }
rq-pic-maneuvers = Povoar, Invocar, Magia, Batalha
rq-pic-attacks = { $name } ataca { $targets }.
rq-pic-blocks = { $name } bloqueia um atacante com uma Figura em pé ou deixa passar.{ $met ->
    [0] {""}
   *[other] {" "}Em cinza: já enfrentados ({ $met }).
}
rq-pic-vs = x
rq-pic-clash = Duelo: { $name } { $attacker_picked ->
    [yes] já escolheu o Reforço
   *[no] está escolhendo o Reforço
}, { $defender } { $defender_picked ->
    [yes] já escolheu o seu
   *[no] está escolhendo o seu
}.
rq-pic-captures = { $name } captura uma das Comuns iguais de { $whose }.
