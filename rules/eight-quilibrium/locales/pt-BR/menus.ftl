# 8-quilibrium: menus, sala, opções do /play, /score, recusas e resumo das regras (issue 48).
# Glossário: ver play.ftl (Mercado, monte, Estoque, ficha, Dar, troca, Passe rápido,
# Assistência, Revezamento, Vento da Mudança, Espiar, Renovar, espaço).

## Variants and presets (15.C)
eq-variant-team-play = Jogo em equipe
eq-variant-open-stock = Estoque Aberto
eq-variant-wind-of-change = Vento da Mudança
eq-variant-fog-of-war = Névoa de Guerra
eq-variant-rank-powers = Poderes das Figuras
eq-preset-enigma = Enigma
eq-preset-token-day = Dia das Fichas
eq-preset-deduction-night = Noite da Dedução
eq-preset-pillow-of-winds = Um Travesseiro de Ventos
eq-preset-socialist-capitalism = Capitalismo Socialista
eq-preset-players-3-5 = 3 a 5
eq-preset-players-4-6 = 4 ou 6
eq-summary-base-game = jogo básico
eq-summary-preset = { $preset } ({ $variants })
eq-summary = { $head } · { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}

## Options refusals (EQ-2, EQ-11, 15.C)
eq-error-rounds-not = Uma partida tem de 1 a { $max } rodadas, não { $rounds }
eq-error-preset-players = A predefinição { $preset } é para { $players } jogadores; esta mesa tem { $n }
eq-error-team-play-players = O Jogo em equipe precisa de 4 jogadores (2 contra 2) ou 6 (3 contra 3); esta mesa tem { $n }
eq-error-flag-not = `{ $key }` é ligado ou desligado (true ou false), não "{ $value }"
eq-error-flag = `{ $key }` é ligado ou desligado (true ou false)
eq-error-no-preset-called = Não existe predefinição chamada "{ $name }"; escolha uma de { $presets }
eq-error-no-variant-called = Não existe variante chamada "{ $name }"; escolha entre { $variants }
eq-error-rounds = Uma partida tem de 1 a { $max } rodadas

## The lobby
eq-lobby-blurb-team-play = Jogo em equipe: 2 contra 2 ou 3 contra 3, Assistência, Passe rápido, Revezamento
eq-lobby-blurb-open-stock = Estoque Aberto: carta do topo visível, fichas por pegá-la
eq-lobby-blurb-wind = Vento da Mudança: uma vez por rodada todos passam uma carta
eq-lobby-blurb-fog = Névoa de Guerra: Mercado virado para baixo, espiadas
eq-lobby-blurb-rank-powers = Poderes das Figuras: J, Q, K e A fazem algo ao serem pegas
eq-lobby-no-preset = Sem predefinição (escolha as variantes abaixo)
eq-lobby-preset-choice = { $preset }: { $variants } ({ $players })
eq-lobby-preset = Predefinição (anfitrião)
eq-lobby-variants = Variantes (anfitrião; quantas quiser, nenhuma = jogo básico)
eq-lobby-rounds = Rodadas da partida (anfitrião)
eq-lobby-rounds-choice = { $n ->
    [one] { $n } rodada
   *[other] { $n } rodadas, pontos somados
}
eq-error-no-preset = Não existe a predefinição "{ $value }".
eq-error-no-variant = Não existe a variante "{ $value }".
eq-error-match-rounds = Uma partida tem de 1 a { $max } rodadas.
eq-this-game = Este jogo
eq-lobby-game = Jogo: { $summary }
eq-lobby-team = { $team }: { $members }
eq-lobby-teams = Equipes por lugar (lugares alternados): { $teams }
eq-lobby-so-far = ⚠ { $problem } por enquanto.

## The /score tool (EQ-12)
eq-score-text =
    Mão: { $hand }
    Naipes ♣{ $clubs } ♦{ $diamonds } ♥{ $hearts } ♠{ $spades }: { $bold }{ $suit }{ $unbold } / 10
    Cor ({ $reds } vermelhas): { $bold }{ $color }{ $unbold } / 3
    Paridade ({ $evens } pares): { $bold }{ $parity }{ $unbold } / 3
    { $bold }Total: { $total }{ $unbold } / 16
    Desempates: soma dos valores { $sum } (a { $distance } de 56), { $same ->
        [one] { $same } carta
       *[other] { $same } cartas
    } com valor repetido
eq-error-not-a-card = "{ $word }" não é uma carta: escreva um valor e um naipe, como 9H, 10d, KS ou ♥9
eq-error-card-twice = { $card } aparece duas vezes: uma mão vem de um só baralho, então cada carta no máximo uma vez
eq-error-hand-size = Uma mão tem exatamente 8 cartas; você escreveu { $n }

## /play's options and the /score tool
eq-option-preset = 8-quilibrium: uma predefinição de variantes (ex.: Enigma); o anfitrião pode mudá-la
eq-option-variants = 8-quilibrium: variantes separadas por vírgula: team, stock, wind, fog, powers
eq-option-rounds = 8-quilibrium: 1-9 rodadas, os pontos se somam (1)
eq-tool-score = Calcule a pontuação de uma mão de 8-quilibrium.
eq-tool-score-hand = As cartas, ex.: AH 2C 3D 4S 5H 6C 7D 8S
eq-tool-score-title = Pontuação de 8-quilibrium
eq-error-no-command = Não existe o comando /{ $name }.

## The /rules summary (our own words), one message per paragraph or bullet
eq-rules-intro = **8-quilibrium** (2-6 jogadores) — monte a mão de 8 cartas mais equilibrada.
eq-rules-start = **Início:** cada um recebe 3 cartas e 2 fichas; 4 cartas viradas para cima formam o Mercado.
eq-rules-turn = **Na sua vez — faça uma coisa só:**
eq-rules-give = • **Dar** uma carta — do Mercado ou a do topo do monte (virada antes) — para quem tem menos cartas. Em caso de empate, você escolhe entre eles, incluindo você se estiver empatado. Com dois jogadores e empate, ela vai para o seu adversário. Ninguém nunca tem mais de 8.
eq-rules-swap-market = • **Trocar com o Mercado** (1 ficha): troque uma das suas cartas por uma carta do Mercado.
eq-rules-swap-player = • **Trocar com um jogador** (1 ficha) que tenha pelo menos tantas cartas quanto você: os dois escolhem uma carta em segredo e trocam.
eq-rules-reacting = **Reagir** (uma vez por vez cada um, só se você for o alvo):
eq-rules-reject = • **Recusar** uma carta que te dão (1 ficha): ela vai para o Mercado e a vez termina. Uma carta do monte deixa o Mercado com 5, então você manda uma carta do Mercado para o fundo do monte.
eq-rules-cancel = • **Cancelar** uma troca contra você (1 ficha): quem trocava precisa dar a carta do topo do monte para um jogador com menos cartas — para você, se for um deles — e ninguém pode recusá-la.
eq-rules-end = **Fim:** assim que todas as mãos têm 8 cartas. Pontuação até 16: naipes (até 10, o melhor é 2 de cada), cor (até 3, o melhor é 4 vermelhas) e paridade (até 3, o melhor é 4 valores pares; A=1, J=11, Q=12, K=13). Empates vão para a soma dos valores mais perto de 56, depois a melhor pontuação de naipes, depois menos cartas com valor repetido. Use `/score` para conferir qualquer mão.
eq-rules-variants = **Variantes** (o anfitrião escolhe qualquer combinação na sala, ou uma predefinição: Enigma, Dia das Fichas, Noite da Dedução, Um Travesseiro de Ventos, Capitalismo Socialista). Sua visão privada lista as que estão em jogo.
eq-rules-team-play = • **Jogo em equipe** (4 ou 6 jogadores, colegas em lugares alternados): os pontos da equipe se somam. Na sua vez, você pode dar **Assistência** (passar uma ficha a um colega; sua vez termina) ou fazer um **Revezamento** (1 ficha, uma vez por rodada por equipe: troque uma carta em segredo com um colega e depois dê a carta do topo do monte, sem recusa). Quando um colega é alvo, você pode fazer um **Passe rápido** de uma ficha para ele antes que responda, e pula sua próxima vez.
eq-rules-open-stock = • **Estoque Aberto:** a carta do topo do monte fica virada para cima como Estoque; a de baixo é virada quando uma entrega do Estoque se resolve. Aceitar o Estoque te dá uma ficha (no máximo 3). No começo da sua vez, 1 ficha manda o Estoque para o fundo (**Renovar**).
eq-rules-wind = • **Vento da Mudança:** uma vez por rodada, logo depois da sua ação, 1 ficha faz cada jogador passar uma carta secreta para a esquerda ou a direita. Quem chamou na rodada passada não pode chamar.
eq-rules-fog = • **Névoa de Guerra:** os quatro espaços do Mercado ficam virados para baixo; só uma carta do monte recusada fica para cima. Você escolhe espaços, não cartas, e uma carta aparece ao sair. No começo da sua vez, 1 ficha deixa você **espiar** até dois espaços.
eq-rules-rank-powers = • **Poderes das Figuras:** aceitar uma carta de uma entrega ativa o poder dela: **Valete**, uma troca grátis com o Mercado (opcional); **Dama**, veja as duas cartas do topo do monte e escolha a ordem; **Rei**, dê uma das suas cartas a um jogador com menos cartas, sem recusa, e o poder dessa carta vale para o novo dono; **Ás**, uma ficha (no máximo 3). O poder de cada carta vale uma vez por vez para cada jogador.
eq-rules-match = Uma partida pode ter de 1 a 9 rodadas; os pontos se somam.

## Menu steps (labels of the menus' buttons and choices)
eq-menu-slot = espaço { $n }
eq-menu-slot-seen = espaço { $n }: { $card } (virada para baixo)
eq-menu-slot-face-down = espaço { $n } virado para baixo
eq-menu-slots = espaços { $first } e { $last }
eq-menu-give-market = Dar do Mercado
eq-menu-give-stock = Dar o Estoque ({ $card })
eq-menu-give-deck = Dar a carta do topo do monte
eq-menu-the-card = a carta
eq-menu-give-to = Dar { $card } { $to }
eq-menu-swap-market = Trocar com o Mercado (1 ficha)
eq-menu-your-card = sua { $card }
eq-menu-for = por { $what }
eq-menu-swap-player = Trocar com um jogador (1 ficha)
eq-menu-with = com { $name }
eq-menu-reject = Recusar (1 ficha)
eq-menu-accept = Aceitar
eq-menu-cancel = Cancelar (1 ficha)
eq-menu-allow = Permitir e escolher uma carta
eq-menu-give-your = dar sua { $card }
eq-menu-bottom = Para o fundo: { $what }
eq-menu-assist = Assistência: uma ficha para um colega (encerra sua vez)
eq-menu-refresh-card = Renovar: mandar o Estoque { $card } para o fundo (1 ficha)
eq-menu-refresh = Renovar o Estoque (1 ficha)
eq-menu-peek = Espiar o Mercado (1 ficha)
eq-menu-look-at = olhar { $slots }
eq-menu-relay = Revezamento com um colega (1 ficha)
eq-menu-quick-toss = Passe rápido de uma ficha (você pula sua próxima vez)
eq-menu-no-toss = Sem passe
eq-menu-take-toss = Pegar a ficha de { $name }
eq-menu-jack = Valete: trocar com o Mercado (grátis)
eq-menu-decline-jack = Recusar a troca do Valete
eq-menu-no-wind = Não chamar o Vento (encerrar sua vez)
eq-menu-queen-top = Colocar { $card } em cima
eq-menu-wind-cw = Chamar o Vento no sentido horário (1 ficha)
eq-menu-wind-ccw = Chamar o Vento no sentido anti-horário (1 ficha)
eq-menu-pass-your = passar sua { $card }

## Refusals (the rules)
eq-error-not-turn = Não é a sua vez
eq-error-active-chooses-receives-card = Só o jogador da vez escolhe quem recebe a carta
eq-error-teammate-targeted-quick-toss = Só um colega do jogador visado pode fazer um Passe rápido agora
eq-error-targeted-chooses-whose-token = Só o jogador visado escolhe de quem pega a ficha
eq-error-receiving-card-answer = Só o jogador que recebe a carta pode responder agora
eq-error-rejected-card-chooses-what = Só o jogador que recusou a carta escolhe o que vai para o fundo
eq-error-asked-swap-answer = Só o jogador chamado para a troca pode responder agora
eq-error-swap-can-longer-happen = A troca não pode mais acontecer: a carta oferecida não está mais lá
eq-error-teammate-asked-for-relay = Só o colega chamado para o Revezamento escolhe uma carta agora
eq-error-accepted-jack-decides-swap = Só o jogador que aceitou o Valete decide a troca dele
eq-error-accepted-queen-orders-deck = Só o jogador que aceitou a Dama ordena o monte
eq-error-accepted-king-gives-card = Só o jogador que aceitou o Rei dá uma carta agora
eq-error-whose-turn-call-wind = Só o jogador da vez pode chamar o Vento
eq-error-round-over = A rodada acabou
eq-error-deck-empty-give-card = O monte está vazio: dê uma carta do Mercado
eq-error-cannot-swap-with-yourself = Você não pode trocar com você mesmo: escolha outro jogador
eq-error-have-reject-tokens-left = Você não tem mais fichas para recusar
eq-error-have-already-reacted-during = Você já reagiu nesta vez: cada jogador reage no máximo uma vez por vez
eq-error-such-market-card-pick = Essa carta do Mercado não existe: escolha um dos espaços mostrados
eq-error-no-fog = Esta mesa não joga com Névoa de Guerra: o Mercado está virado para cima
eq-error-already-peeked-turn = Você já espiou nesta vez
eq-error-peek-looks-one-two = Espiar olha um ou dois espaços do Mercado
eq-error-pick-two-different-slots = Escolha dois espaços diferentes, em ordem
eq-error-no-open-stock = Esta mesa não joga com Estoque Aberto: não há Estoque para renovar
eq-error-already-refreshed-stock-turn = Você já renovou o Estoque nesta vez
eq-error-deck-has-other-card = O monte não tem outra carta para virar o Estoque
eq-error-choose-one-two-cards = Escolha uma das duas cartas que você viu para ficar em cima
eq-error-no-team-play = Esta mesa não joga em equipe
eq-error-not-teammate-teammates-sit = Esse jogador não é seu colega: colegas se sentam em lugares alternados
eq-error-teammate-already-holds-3 = Seu colega já tem 3 fichas, o máximo permitido
eq-error-quick-toss-answer = Não há Passe rápido para responder agora
eq-error-teammate-targeted-has-not = Só um colega do jogador visado que ainda não respondeu pode fazer um Passe rápido agora
eq-error-quick-toss-take = Não há Passe rápido para pegar agora
eq-error-did-not-offer-token = Esse jogador não ofereceu ficha
eq-error-team-already-made-relay = Sua equipe já fez o Revezamento nesta rodada
eq-error-relay-swap-answer = Não há Revezamento para responder agora
eq-error-relay-swap-can-longer = O Revezamento não pode mais acontecer: a carta oferecida não está mais lá
eq-error-no-wind-variant = Esta mesa não joga com Vento da Mudança
eq-error-wind-change-was-already = O Vento da Mudança já foi chamado nesta rodada
eq-error-called-wind-last-round = Você chamou o Vento na rodada passada; nesta rodada outra pessoa pode chamá-lo (EQ-8)
eq-error-wind-change-not-blowing = O Vento da Mudança não está soprando agora
eq-error-already-picked-card = Você já escolheu sua carta
eq-error-canceled-has-fewest-cards = O jogador que cancelou tem menos cartas, então a entrega forçada tem de ir para ele
eq-error-with-two-players-tied = Com dois jogadores empatados com menos cartas, você deve dar ao seu adversário
eq-error-inconsistent = O estado salvo desta partida está inconsistente
eq-error-players = 8-quilibrium precisa de 2 a 6 jogadores, não { $n }
eq-error-slot-face-up = O espaço { $slot } já está virado para cima: espie espaços virados para baixo
eq-error-no-seat = Não há lugar { $seat } nesta mesa
eq-error-no-seat-range = Não há lugar { $seat } nesta mesa (lugares 0 a { $last })
eq-error-not-holding = Você não tem { $card }
eq-error-you-full = Você já tem 8 cartas: ninguém pode ter mais de 8, então dê para um jogador com menos cartas
eq-error-they-full = Esse jogador já tem 8 cartas: ninguém pode ter mais de 8, então dê para um jogador com menos cartas
eq-error-you-not-fewest = Você tem { $size } cartas; dê para um jogador com menos cartas ({ $min })
eq-error-they-not-fewest = Esse jogador tem { $size } cartas; dê para um jogador com menos cartas ({ $min })
eq-error-not-now = Isso não é possível agora: { $hint }
eq-hint-turn = é a sua vez: dê uma carta (do Mercado ou do monte) ou gaste uma ficha para trocar
eq-hint-choose-target = escolha quem recebe { $card }
eq-hint-quick-toss = faça um Passe rápido de uma ficha para seu colega, ou deixe passar
eq-hint-toss-choice = escolha de quem pegar a ficha do Passe rápido
eq-hint-reject-hidden = recuse a carta (1 ficha) ou aceite
eq-hint-reject = recuse { $card } (1 ficha) ou aceite
eq-hint-bottoming = escolha uma carta do Mercado para ir para o fundo do monte
eq-hint-swap = cancele a troca (1 ficha) ou permita escolhendo uma das suas cartas
eq-hint-relay = escolha uma carta para o Revezamento
eq-hint-jack = troque uma carta com o Mercado (Valete) ou recuse
eq-hint-queen = escolha qual carta volta para o topo do monte
eq-hint-king = dê uma carta para um jogador com menos cartas (Rei)
eq-hint-wind-offer = chame o Vento da Mudança (1 ficha) ou encerre sua vez
eq-hint-wind-pass = escolha a carta que você passa com o Vento
eq-hint-over = a rodada acabou

## What a seat is asked to do (prompts)
eq-prompt-turn = Dê uma carta para um jogador com menos cartas, ou gaste uma ficha para trocar
eq-prompt-choose-forced = Escolha quem recebe { $card } (entrega forçada: não pode ser recusada)
eq-prompt-choose = Escolha quem recebe { $card }
eq-prompt-quick-toss = Passe rápido: passe uma ficha para seu colega visado (você pula sua próxima vez) ou deixe passar
eq-prompt-toss-choice = Escolha de quem pegar a ficha do Passe rápido
eq-prompt-reject-hidden = Recuse a carta virada para baixo do Mercado (1 ficha) ou aceite
eq-prompt-reject = Recuse { $card } (1 ficha) ou aceite
eq-prompt-bottoming = Escolha uma carta do Mercado para ir para o fundo do monte
eq-prompt-swap-cancel = Cancele a troca (1 ficha) ou permita escolhendo uma carta para trocar
eq-prompt-swap = Escolha uma carta para a troca
eq-prompt-relay = Escolha uma carta para trocar com seu colega (Revezamento)
eq-prompt-jack = Valete: troque de graça uma das suas cartas por uma do Mercado, ou recuse
eq-prompt-queen = Dama: escolha qual das duas cartas do topo do monte volta para cima
eq-prompt-king = Rei: dê uma das suas cartas para um jogador com menos cartas
eq-prompt-wind-offer = Chame o Vento da Mudança (1 ficha) ou encerre sua vez
eq-prompt-wind-pass = Vento da Mudança: escolha a carta que você passa
