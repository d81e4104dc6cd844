# 8-quilibrium: tabuleiro, visão privada e eventos (issue 48).
# Glossário: Market = Mercado, deck = monte, Stock = Estoque, token = ficha, Give = Dar,
# Forced Give = entrega forçada, swap = troca, reject = recusar, Quick Toss = Passe rápido,
# Assist = Assistência, Relay Swap = Revezamento, Wind of Change = Vento da Mudança,
# Peek = Espiar, Refresh = Renovar, Burden Pays = O fardo compensa,
# Suit Score = pontuação de naipes, rank sum = soma dos valores, suits = naipes, colour = cor,
# parity = paridade, Team Play = Jogo em equipe, Open Stock Economy = Estoque Aberto,
# Fog of War = Névoa de Guerra, Rank Powers = Poderes das Figuras,
# Jack/Queen/King/Ace = Valete/Dama/Rei/Ás, slot = espaço, table = mesa, seat = lugar,
# host = anfitrião, turn = vez. As cartas continuam abreviadas (9H, KS).

## Shared pieces
eq-nobody = ninguém
eq-no-cards = (nenhuma)
eq-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
eq-tokens = { $n ->
    [one] { $n } ficha
   *[other] { $n } fichas
}
eq-to-yourself = para você
eq-to-player = para { $name }
eq-or = { $first } ou { $last }
eq-or-list = { $first }, { $more } ou { $last }

## The phase line (everyone's)
eq-phase-one-of = um de { $n } jogadores
eq-phase-players = { $n } jogadores
eq-phase-facedown-market-card = uma carta virada para baixo do Mercado
eq-phase-turn = Vez de { $active }: dar uma carta ou gastar uma ficha para trocar.
eq-phase-turn-no-token = Vez de { $active }: dar uma carta (sem fichas para trocar).
eq-phase-choose-target = Dar: { $active } revelou { $card } e escolhe quem a recebe: { $targets }.
eq-phase-choose-target-forced = Entrega forçada (não pode ser recusada): { $active } revelou { $card } e escolhe quem a recebe: { $targets }.
eq-phase-quick-toss-swap = { $active } quer trocar uma carta com { $target }. Passe rápido: { $waiting } pode antes passar uma ficha (e pula a próxima vez).
eq-phase-quick-toss-give = { $active } dá { $card } para { $target }. Passe rápido: { $waiting } pode antes passar uma ficha (e pula a próxima vez).
eq-phase-toss-choice = { $offers } oferecem uma ficha: { $target } pega uma (Passe rápido).
eq-phase-give-market = { $active } dá { $card } do Mercado para { $target }, que pode recusá-la (1 ficha) ou aceitá-la.
eq-phase-give-deck = { $active } dá { $card } do monte para { $target }, que pode recusá-la (1 ficha) ou aceitá-la.
eq-phase-give-market-hidden = { $active } dá uma carta virada para baixo do Mercado para { $target }, que pode recusá-la (1 ficha) ou aceitá-la.
eq-phase-give-deck-hidden = { $active } dá uma carta virada para baixo do monte para { $target }, que pode recusá-la (1 ficha) ou aceitá-la.
eq-phase-bottoming = { $rejector } recusou { $rejected }; o Mercado mostra 5 e uma carta vai para o fundo do monte ({ $rejected } fica com o espaço livre).
eq-phase-swap-cancel = { $active } quer trocar uma carta com { $target }, que pode cancelar (1 ficha) ou permitir escolhendo uma carta.
eq-phase-swap = { $active } troca uma carta com { $target }, que escolhe uma carta para trocar.
eq-phase-relay = { $active } faz um Revezamento com o colega { $teammate }, que escolhe uma carta em segredo; depois { $active } dá a carta do topo do monte (forçada).
eq-phase-jack = { $seat } aceitou um Valete e pode trocar com o Mercado de graça.
eq-phase-queen = { $seat } aceitou uma Dama e devolve as duas cartas do topo do monte na ordem que quiser.
eq-phase-king = { $seat } aceitou { $king } e dá uma carta (ninguém pode recusá-la) para { $targets }.
eq-phase-wind-offer = { $active } pode chamar o Vento da Mudança (1 ficha) antes de a vez terminar.
eq-phase-wind-pass-cw = O Vento da Mudança sopra no sentido horário: esperando { $waiting } escolher uma carta para passar.
eq-phase-wind-pass-ccw = O Vento da Mudança sopra no sentido anti-horário: esperando { $waiting } escolher uma carta para passar.
eq-phase-over = A partida acabou.

## Results
eq-result-line = { $place } { $name }: { $points } (naipes { $suit }, cor { $color }, paridade { $parity }; soma dos valores { $sum }) — { $hand }
eq-team-part = Equipe { $team } { $points }
eq-team-points-round = Pontos das equipes nesta rodada: { $teams }
eq-team-points-match-seats = Pontos das equipes na partida: { $teams } ({ $seats })
eq-match-points = Pontos da partida: { $seats }
eq-round-last = Rodada { $round } (a última):
eq-final-places = Classificação final: { $places }
eq-round-scores = Pontuação da rodada { $round }:

## The board
eq-board-header = 8-quilibrium · vez { $turn }
eq-board-header-rounds = 8-quilibrium · rodada { $round } de { $rounds } · vez { $turn }
eq-board-variants = Variantes: { $variants }
eq-board-variants-preset = Variantes: { $preset }: { $variants }
eq-board-stock = Estoque: { $card }
eq-board-stock-next = Estoque: é virado assim que esta entrega se resolver
eq-board-legend-face-down = ▢ virada para baixo
eq-board-legend-empty = — espaço vazio
eq-board-market = Mercado: { $market } · Monte: { $deck }
eq-board-market-stock = Mercado: { $market } · Monte: { $deck } · { $stock }
eq-board-market-legend = Mercado: { $market } ({ $legend }) · Monte: { $deck }
eq-board-market-legend-stock = Mercado: { $market } ({ $legend }) · Monte: { $deck } · { $stock }
eq-board-full = (cheia)
eq-board-reacted = já reagiu nesta vez
eq-board-skips = pula a próxima vez
eq-board-seat = { $marker } { $n }. { $name }{ $team }: { $cards }{ $full } · { $tokens }{ $extra }
eq-board-team-members = { $team } ({ $members })
eq-board-team-members-relay = { $team } ({ $members }, Revezamento usado)
eq-board-teams = Equipes: { $teams }
eq-board-vs = { $a } contra { $b }
eq-board-wind-called = Vento da Mudança: chamado por { $name } nesta rodada.
eq-board-wind-barred = Vento da Mudança: ainda não chamado nesta rodada ({ $name } chamou na rodada passada e não pode).
eq-board-wind-open = Vento da Mudança: ainda não chamado nesta rodada.

## Reminders of the variants in play
eq-remind-team-play = Jogo em equipe: os pontos da equipe se somam · Assistência (uma ficha para um colega, encerra sua vez) · Revezamento uma vez por rodada por equipe · Passe rápido de uma ficha para um colega visado
eq-remind-open-stock = Estoque Aberto: a carta do topo do monte fica virada para cima · recebê-la te dá uma ficha (no máximo 3) · Renovar a manda para o fundo (1 ficha)
eq-remind-wind = Vento da Mudança: uma vez por rodada, depois da sua ação, 1 ficha faz todos passarem uma carta para a esquerda ou a direita
eq-remind-fog = Névoa de Guerra: as cartas do Mercado ficam viradas para baixo (cartas do monte recusadas, para cima) e aparecem ao sair · Espiar até 2 espaços (1 ficha)
eq-remind-rank-powers = Poderes das Figuras: aceitar J = troca grátis com o Mercado · Q = reordenar as 2 cartas do topo · K = passar uma carta adiante, sem recusa · A = uma ficha

## Your turn
eq-turn-give-both = dar uma carta do Mercado ou do monte
eq-turn-give-market = dar uma carta do Mercado
eq-turn-give-deck = dar a carta do topo do monte
eq-turn-swap-both = gastar uma ficha para trocar com o Mercado ou com um jogador
eq-turn-swap-market = gastar uma ficha para trocar com o Mercado
eq-turn-swap-player = gastar uma ficha para trocar com um jogador
eq-turn-give-or-swap = Sua vez: { $give } para um jogador com menos cartas, ou { $swap }.
eq-turn-give = Sua vez: { $give } para um jogador com menos cartas.
eq-turn-swap = Sua vez: { $swap }.
eq-turn-plain = Sua vez.
eq-turn-extra-peek = espiar o Mercado antes (1 ficha)
eq-turn-extra-refresh = renovar o Estoque antes (1 ficha)
eq-turn-extra-assist = dar Assistência a um colega em vez disso (1 ficha, encerra sua vez)
eq-turn-extra-relay = fazer um Revezamento com um colega (1 ficha)
eq-turn-with-extras = { $main } Você também pode { $extras }.

## Your move (the private view)
eq-move-choose-target = Escolha quem recebe { $card }.
eq-move-a-swap = uma troca
eq-move-quick-toss = Seu colega { $target } é alvo de { $what }: passe uma das suas fichas para ele com um Passe rápido (você pula sua próxima vez), ou não.
eq-move-toss-choice = { $offers } oferecem uma ficha para você: pegue uma (Passe rápido).
eq-move-a-card = Uma carta
eq-move-give-reject = { $card } está vindo para você: recuse (1 ficha) ou aceite.
eq-move-give = { $card } está vindo para você.
eq-move-bottoming = Escolha uma carta do Mercado para ir para o fundo do monte.
eq-move-swap-cancel = { $who } quer trocar uma carta com você: cancele (1 ficha) ou escolha uma das suas cartas para dar.
eq-move-swap = { $who } troca uma carta com você: escolha uma das suas cartas para dar.
eq-move-relay = { $who } faz um Revezamento com você: escolha uma das suas cartas para dar.
eq-move-jack = Você aceitou um Valete: troque de graça uma das suas cartas por uma carta do Mercado, ou recuse.
eq-move-queen = Você aceitou uma Dama. O topo do monte: { $top }. Escolha qual carta fica em cima.
eq-move-king = Você aceitou { $king }: dê uma das suas cartas (pode ser { $king }) para { $targets }.
eq-move-yourself = você
eq-move-wind-offer = Sua ação está feita: chame o Vento da Mudança (1 ficha) ou encerre sua vez.
eq-move-wind-passed = Você passa { $card } para { $to }; esperando os outros.
eq-move-wind-pick = O Vento sopra: escolha a carta que você passa para { $to }.

## The private view
eq-private-hand = Sua mão ({ $n }): { $cards }
eq-private-tokens = Suas fichas: { $n } · { $market }
eq-private-known-face-down = (* uma carta virada para baixo que você já viu)
eq-private-deck-top = Você conhece o topo do monte (de cima para baixo): { $cards }.
eq-private-team = Sua equipe: { $team } (com { $mates }).
eq-private-skip = Você pula sua próxima vez (Passe rápido).
eq-private-swap-picked = Você escolheu { $card } para trocar com { $target }; esperando a resposta.
eq-private-relay-offered = Você ofereceu { $card } para { $teammate } no Revezamento; esperando a escolha.
eq-private-placed = Você ficou em { $place } lugar com { $points }.
eq-private-placed-last-round = Você ficou em { $place } lugar com { $points } na última rodada.
eq-private-variants = Variantes em jogo:

## Events
eq-event-a-card = uma carta
eq-event-the-card = a carta
eq-power-ace = o poder do Ás: uma ficha (até 3)
eq-power-jack = o poder do Valete: uma troca grátis com o Mercado
eq-power-queen = o poder da Dama: olhar as duas cartas do topo do monte e devolvê-las em qualquer ordem
eq-power-king = o poder do Rei: dar uma carta a um jogador com menos cartas, sem recusa
eq-tie-rank-sum = { $a } fica à frente de { $b } com { $points }: a soma dos valores { $x } está mais perto de 56 que { $y }
eq-tie-suit-score = { $a } fica à frente de { $b } com { $points }: somas igualmente perto de 56, pontuação de naipes { $x } contra { $y }
eq-tie-shared-ranks = { $a } fica à frente de { $b } com { $points }: menos cartas com valor repetido ({ $x } contra { $y })
eq-tie-shared = { $a } e { $b } dividem a posição com { $points }: todos os desempates estão iguais
eq-event-parts = naipes + cor + paridade: { $parts }
eq-event-team-part = Equipe { $team } { $points } ({ $members })
eq-event-match-so-far-teams = Pontos da partida até agora: Equipe A { $a }, Equipe B { $b }
eq-event-match-so-far = Pontos da partida até agora: { $totals }
eq-event-turn = Vez de { $name }.
eq-event-deck-forced = { $name } precisa dar a carta do topo do monte: { $card } (forçada, não pode ser recusada).
eq-event-deck-revealed = { $name } revela { $card } do monte.
eq-event-gave = { $from } dá { $card } para { $to }.
eq-event-gave-self = { $from } dá { $card } para si mesmo.
eq-event-gave-market = { $from } dá { $card } do Mercado para { $to }.
eq-event-gave-market-self = { $from } dá { $card } do Mercado para si mesmo.
eq-event-gave-hand = { $from } dá { $card } da própria mão (Rei, não pode ser recusada) para { $to }.
eq-event-gave-hand-self = { $from } dá { $card } da própria mão (Rei, não pode ser recusada) para si mesmo.
eq-event-accepted = { $name } pega { $card }.
eq-event-rejected-market = { $name } recusa { $card } (1 ficha); ela volta para o Mercado.
eq-event-rejected-deck = { $name } recusa { $card } (1 ficha); ela vai para o Mercado.
eq-event-refilled = { $card } do monte repõe o Mercado.
eq-event-bottomed = { $name } coloca { $card } no fundo do monte.
eq-event-swapped-market = { $name } troca { $gave } por { $took } do Mercado (1 ficha).
eq-event-swap-offered-card = { $from } oferece { $card } para trocar com { $to } (1 ficha).
eq-event-swap-offered = { $from } quer trocar uma carta com { $to } (1 ficha).
eq-event-swap-canceled = { $by } cancela a troca de { $from } (1 ficha); as duas cartas continuam escondidas.
eq-event-swapped-player-cards = { $from } trocou { $gave } por { $got } de { $to }.
eq-event-swapped-player = { $from } trocou uma carta com { $to }.
eq-event-round-over = Fim da rodada!
eq-event-round-n-over = Fim da rodada { $round }!
eq-event-round-head = { $head } { $rest }
eq-event-round-started = Começa a rodada { $round }: nova distribuição, 2 fichas para cada; { $name } começa.
eq-event-gave-face-down-seen = { $from } dá a carta virada para baixo do espaço { $slot } para { $to }: é { $card } (só { $to } a vê).
eq-event-gave-face-down = { $from } dá a carta virada para baixo do espaço { $slot } para { $to }.
eq-event-rejected-face-down = { $name } recusa { $card } (1 ficha); ela volta virada para baixo para o espaço { $slot }.
eq-event-refilled-face-down = Uma carta virada para baixo do monte preenche o espaço { $slot }.
eq-event-bottomed-face-down = { $name } coloca a carta virada para baixo do espaço { $slot } no fundo do monte, sem vê-la; a carta recusada fica com o espaço { $slot }.
eq-event-swapped-market-face-down = { $name } troca { $gave } por { $took } do espaço { $slot } (1 ficha); a carta colocada fica virada para baixo.
eq-event-peek-slot = o espaço { $slot }
eq-event-peek-slot-card = o espaço { $slot } ({ $card })
eq-event-peek-and = { $first } e { $last }
eq-event-peeked = { $name } espia { $slots } (1 ficha).
eq-event-stock-revealed = O novo Estoque é { $card }.
eq-event-stock-refreshed = { $name } manda o Estoque { $card } para o fundo do monte (1 ficha).
eq-reason-burden-pays = O fardo compensa
eq-reason-ace = Ás
eq-event-token-gained = { $name } ganha uma ficha ({ $why }).
eq-event-token-capped = { $name } ganharia uma ficha ({ $why }), mas já tem 3, o máximo.
eq-event-assisted = { $from } dá Assistência a { $to }: uma ficha para o colega, e a vez de { $from } termina.
eq-event-toss-offered = { $from } oferece uma ficha a { $to } (Passe rápido).
eq-event-quick-tossed = { $from } passa uma ficha a { $to } e vai pular a próxima vez.
eq-event-turn-skipped = { $name } pula esta vez (Passe rápido).
eq-event-relay-offered-card = { $from } começa um Revezamento com { $to }, oferecendo { $card } (1 ficha).
eq-event-relay-offered = { $from } começa um Revezamento com { $to } (1 ficha).
eq-event-relay-swapped-cards = Revezamento: { $from } deu { $gave } e recebeu { $got } de { $to }.
eq-event-relay-swapped = { $from } e { $to } trocam uma carta virada para baixo (Revezamento).
eq-event-rank-power = { $name } aceitou { $card }: { $power }.
eq-event-power-declined = { $name } recusa a troca do Valete.
eq-event-jack-swapped = { $name } troca de graça { $gave } por { $took } do espaço { $slot } (Valete).
eq-event-jack-swapped-face-down = { $name } troca de graça { $gave } por { $took } do espaço { $slot } (Valete) (a carta colocada fica virada para baixo).
eq-event-queen-peeked = { $name } olha as duas cartas do topo do monte.
eq-event-queen-peeked-cards = { $name } olha o topo do monte: { $cards }.
eq-event-queen-then = { $first }, depois { $second }
eq-event-queen-reordered-top = { $name } coloca { $top } no topo do monte.
eq-event-queen-reordered = { $name } devolve as duas cartas na ordem que quiser.
eq-event-wind-called-cw = { $name } chama o Vento da Mudança no sentido horário (1 ficha): todos escolhem uma carta para passar.
eq-event-wind-called-ccw = { $name } chama o Vento da Mudança no sentido anti-horário (1 ficha): todos escolhem uma carta para passar.
eq-event-wind-picked = { $name } já escolheu uma carta para o Vento.
eq-event-wind-pass = { $name } passou { $card }
eq-event-wind-passed-hidden-cw = O Vento sopra no sentido horário: cada jogador passa uma carta, virada para baixo.
eq-event-wind-passed-hidden-ccw = O Vento sopra no sentido anti-horário: cada jogador passa uma carta, virada para baixo.
eq-event-wind-passed-cw = O Vento sopra no sentido horário: { $passes }.
eq-event-wind-passed-ccw = O Vento sopra no sentido anti-horário: { $passes }.
