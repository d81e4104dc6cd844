# Relinquish em português do Brasil: cartas, recusas das regras, avisos, sala, opções do /play e
# resumo do /rules (issue 48). Decisões de regras citadas como RQ-n em comentários.
# Glossário: Common = Comum (carta numerada), Court = Figura (Page = Valete, Knight =
# Cavaleiro, King = Rei, Queen = Rainha), Tarot = Tarô; Wands = Paus, Cups = Copas, Swords =
# Espadas, Pence = Ouros; Stand/Standing = levantar/em pé, Rest/Resting = deitar/deitada;
# tableau = mesa de cartas (área), hand = mão, scry = adivinhar (adivinhação), scry pile =
# monte de adivinhação, discard pile = descarte, exile = exílio, set aside = separadas;
# Populate = Povoar, Summon = Invocar, Magick = Magia (Enchant = Encantar, Augur = Augurar,
# Murder = Assassinar), Negate = Anular, Foil = Frustrar, Battle = Batalha, Clash = Duelo,
# Rally = Reforço, attacker = atacante, block = bloquear, capture = capturar; Arcana = Arcanos
# (Glamour = Encanto, Lavish = Fartura, Coerce = Coação, Bounty = Recompensa), Finesse =
# Destreza (Congregate = Congregar, Conscript = Recrutar); Fortify = Fortificar, Acceptance =
# Aceitação, Arise = Erguer; turn = vez, seat = lugar, host = anfitrião.

## Cartas.

rq-suit = { $suit ->
    [wands] Paus
    [cups] Copas
    [swords] Espadas
   *[pence] Ouros
}
rq-rank = { $rank ->
    [page] Valete
    [knight] Cavaleiro
    [king] Rei
   *[queen] Rainha
}
rq-card-common = { $value } de { $suit ->
    [wands] Paus
    [cups] Copas
    [swords] Espadas
   *[pence] Ouros
}
rq-card-court = { $rank ->
    [page] Valete
    [knight] Cavaleiro
    [king] Rei
   *[queen] Rainha
} de { $suit ->
    [wands] Paus
    [cups] Copas
    [swords] Espadas
   *[pence] Ouros
}
rq-card-tarot = { $code } { $name }
# RQ-22: os nomes do tarô Rider-Waite-Smith.
rq-tarot = { $n ->
    [0] O Louco
    [1] O Mago
    [2] A Sacerdotisa
    [3] A Imperatriz
    [4] O Imperador
    [5] O Hierofante
    [6] Os Enamorados
    [7] O Carro
    [8] A Força
    [9] O Eremita
    [10] A Roda da Fortuna
    [11] A Justiça
    [12] O Enforcado
    [13] A Morte
    [14] A Temperança
    [15] O Diabo
    [16] A Torre
    [17] A Estrela
    [18] A Lua
    [19] O Sol
    [20] O Julgamento
   *[21] O Mundo
}
rq-ability = { $ability ->
    [glamour] Encanto
    [lavish] Fartura
    [coerce] Coação
    [bounty] Recompensa
    [congregate] Congregar
   *[conscript] Recrutar
}

## Recusas.

rq-err-pair-same = { $ability } precisa de duas cartas diferentes
rq-err-pair-standing = { $ability } deita duas cartas em pé da sua própria área; { $card } não é uma delas
rq-err-arcana-suit = { $ability } precisa de duas cartas em pé de { $suit ->
    [wands] Paus
    [cups] Copas
    [swords] Espadas
   *[pence] Ouros
} (Comuns ou Figuras); { $card } não é uma delas
rq-err-arcana-nothing = { $ability } não tem sobre o que agir além das suas duas próprias cartas
rq-err-no-turn = { $ability } não vira nenhuma carta
rq-err-own-activating = { $ability } não pode agir sobre as próprias cartas de ativação
rq-err-turn-target = { $ability } vira { $kind ->
    [court] uma Figura
   *[common] uma Comum
} de qualquer área; { $card } não é
rq-err-bounty-own = Recompensa não pode mudar as próprias cartas de ativação
rq-err-bounty-target = Recompensa muda uma Comum ou Figura de uma área; { $card } não está em nenhuma
rq-err-bounty-amount = O valor é o de uma das duas cartas de ativação ({ $first } ou { $second }), não { $card }
rq-err-beginner-finesse = Esta é uma partida de iniciante: sem Destreza
rq-err-congregate-card = Congregar baixa uma Comum da sua mão; { $card } não é
rq-err-congregate-pair = Congregar deita duas Comuns em pé
rq-err-congregate-sum = As duas Comuns precisam somar { $value }, o valor de { $card }; { $first } e { $second } somam { $sum }
rq-err-conscript-card = Recrutar baixa uma Figura da sua mão; { $card } não é
rq-err-conscript-pair = Recrutar deita duas Figuras em pé
rq-err-no-seat = Não existe o lugar { $seat } nesta mesa
rq-err-no-such-seat = Esse lugar não existe nesta mesa
rq-err-over = A partida acabou
rq-err-not-your-turn = É a vez de outro jogador
rq-err-scry-first = Primeiro fique com uma das duas cartas da sua adivinhação
rq-err-seat-scrying = O lugar { $seat } está adivinhando
rq-err-wait-negate = Um Encantamento espera uma Anulação ou nenhuma resposta
rq-err-wait-foil = Um Assassinato espera ser Frustrado ou nenhuma resposta
rq-err-wait-battle = Há uma batalha em andamento: agora só bloqueios, Reforços e capturas
rq-err-not-now = Isso não é possível agora
rq-err-no-choice = Não há nenhuma escolha em andamento
rq-err-your-turn = Nada espera por isso: é a sua vez
rq-err-choose-target = Escolha o alvo ou volte
rq-err-not-chosen = { $card } não faz parte da sua escolha
rq-err-no-attacker = Escolha pelo menos um atacante ou volte
rq-err-pick-payment = Escolha as Comuns que pagam a Invocação e confirme (ou volte)
rq-err-pick-named = Escolha as Comuns deitadas para Encantar e confirme (ou volte)
rq-err-pick-attackers = Escolha os atacantes e quem eles atacam, e confirme (ou volte)
rq-err-choose-target-of = Escolha o alvo de { $ability } ou volte
rq-err-battled = Você já travou uma Batalha nesta vez (uma por vez)
rq-err-battle-court = A Batalha precisa de uma Figura sua em pé para atacar
rq-err-attack-with = Ataque com uma Figura em pé da sua própria área; { $card } não é
rq-err-attacking = { $card } já está atacando
rq-err-attack-opponent = Ataque um adversário
rq-err-no-attacker-waiting = Nenhum atacante espera por você
rq-err-other-defender = Agora quem escolhe é outro defensor
rq-err-not-attacker = { $card } não é um atacante contra você ainda a enfrentar
rq-err-block-with = Bloqueie com uma Figura em pé da sua própria área; { $card } não é
rq-err-no-rally = Você não tem Reforço para escolher agora
rq-err-rally-with = Reforce com uma Comum da sua mão, ou com nenhuma; { $card } não é
rq-err-capture-one = Capture uma entre { $cards }; não { $card }
rq-err-no-capture = Você não tem captura para escolher
rq-err-magicked = Você já usou Magia nesta vez (um Tarô por vez)
rq-err-magick-tarot = A Magia precisa de um Tarô; { $card } não é
rq-err-not-in-hand = { $card } não está na sua mão
rq-err-enchant-opponent = Encantar pega Comuns deitadas de um só adversário
rq-err-enchant-sum = Nenhuma combinação de Comuns deitadas desse jogador soma exatamente { $value }, o valor de { $card }
rq-err-name-resting = Nomeie Comuns deitadas do jogador Encantado; { $card } não é
rq-err-named-already = { $card } já foi nomeada
rq-err-name-overshoots = Com { $card }, as Comuns nomeadas (agora { $so_far }) não podem mais somar exatamente { $value }
rq-err-name-one = Nomeie pelo menos uma Comum deitada para Encantar
rq-err-named-sum = As Comuns nomeadas precisam somar exatamente { $value }, o valor de { $card }; elas somam { $sum }
rq-err-no-enchant = Não há Encantamento para Anular
rq-err-negate-who = Só o jogador Encantado (ou o parceiro) pode Anular
rq-err-negate-tarot = Anule com um Tarô da sua mão; { $card } não é
rq-err-negate-lower = Anular precisa de um Tarô menor que { $enchant } ({ $value }); { $card } não é
rq-err-keep-named = Escolha as Comuns que ficam entre as nomeadas, uma vez cada; { $card } não é
# RQ-7: O Louco anula todo o Encantamento.
rq-err-fool-names = O Louco anula todo o Encantamento: não nomeie Comuns com ele
rq-err-negate-sum = As Comuns que você entrega precisam somar exatamente { $value }, o valor de { $card }; elas somam { $sum }
rq-err-augur-tarot = Augurar precisa de um Tarô menor que { $death }; { $card } pode Assassinar ou Encantar
rq-err-murder-tarot = Assassinar precisa de um Tarô de { $death } ou mais; { $card } pode Augurar ou Encantar
rq-err-murder-target = Assassinar mira uma Figura na área de um adversário; { $card } não é
rq-err-no-murder = Não há Assassinato para Frustrar
rq-err-foil-who = Não é a vez do seu lado Frustrar
rq-err-foil-tarot = Frustre com um Tarô da sua mão; { $card } não é
rq-err-foil-higher = Frustrar precisa de um Tarô maior que o último jogado ({ $last }); { $card } não é
rq-err-nothing-to-answer = Você não tem nada a responder
rq-err-populated = Você já Povoou nesta vez (uma vez por vez)
rq-err-populate-common = Povoar baixa uma Comum; { $card } não é
# RQ-4, RQ-14.
rq-err-populate-low = Povoar precisa de uma Comum pelo menos tão alta quanto a sua Comum em pé mais alta ({ $high }); { $card } é menor. Deite essa Comum antes (pague uma Invocação com ela, ou use um Arcano ou uma Destreza)
rq-err-summon-court = Invocar baixa uma Figura; { $card } não é
# RQ-3.
rq-summon-cost = { $card } custa { $matched } { $matched ->
    [one] Comum em pé
   *[other] Comuns em pé
} de { $suit ->
    [wands] Paus
    [cups] Copas
    [swords] Espadas
   *[pence] Ouros
} ou { $any } Comuns em pé de quaisquer naipes
rq-err-summoned = Você já Invocou nesta vez (uma vez por vez)
rq-err-summon-rank = Você tem um { $high } em pé: uma Invocação precisa ser desse nível ou maior; { $rank } é menor
rq-err-summon-have = { $cost }; você tem { $all } { $all ->
    [one] Comum em pé
   *[other] Comuns em pé
} ({ $suited } do naipe dela)
rq-err-pay-with = Pague com Comuns em pé da sua própria área; { $card } não é
rq-err-paid-already = { $card } já faz parte do pagamento
rq-err-pay-inexact = { $cost }; com { $card } o pagamento não fecharia exato
rq-err-pay-chosen = { $cost }; você escolheu { $n }
rq-err-keep-scried = Fique com uma das duas cartas da sua adivinhação, não com { $card }
rq-err-no-scry = Você não tem cartas de adivinhação para escolher
rq-err-fortify = Fortificar deita uma Comum em pé da sua própria área; { $card } não é
rq-err-damaged = O estado salvo desta partida está inconsistente
rq-err-players = Relinquish precisa de { $min } a { $max } jogadores, não { $players }
# RQ-1, RQ-23.
rq-err-teams-players = Equipes jogam dois contra dois: são necessários exatamente 4 jogadores, não { $players }

## Avisos.

rq-prompt-turn = Jogue a sua vez: Povoar, Invocar, Magia, Batalha, habilidades e depois encerre a vez
rq-prompt-scry = Fique com uma das duas cartas da adivinhação
rq-prompt-negate = Anule o Encantamento de { $name } ({ $card }) sobre { $whose ->
    [yours] as suas Comuns
   *[partner] as Comuns do seu parceiro
} com um Tarô menor, ou deixe passar
rq-prompt-foil = Frustre o Assassinato de { $card } com um Tarô maior que { $value }, ou deixe passar
rq-prompt-block = Escolha um atacante: bloqueie com uma Figura em pé ou deixe passar
rq-prompt-rally = Duelo de { $attacker } e { $blocker }: reforce com uma Comum ou com nenhuma
rq-prompt-capture = Escolha qual das Comuns iguais capturar

## /rules.

rq-rules =
    {"**"}Relinquish** (2 a 4 jogadores, ou 2 contra 2) — um baralho de tarô de 78 cartas. Vence quem terminar com o maior total de Comuns na sua área.

    {"**"}Cartas:** Comuns, as cartas numeradas de 1 a 10 como `7 de Paus`, `10 de Copas`, `3 de Espadas`, `9 de Ouros`; Figuras Valete, Cavaleiro, Rei, Rainha (força 0 a 3), escritas `Rainha de Espadas`; Tarôs `T0` (O Louco) a `T21` (O Mundo). As imagens mostram ▮ Paus, ▼ Copas, ✖ Espadas, ✪ Ouros e as Figuras P (Valete), N (Cavaleiro), K (Rei), Q (Rainha). Todos começam com 13 cartas; as cartas na mesa ficam **em pé** ou **deitadas** (de lado).

    {"**"}Sua vez:** todas as suas cartas se levantam. Depois, em qualquer ordem, no máximo uma vez cada:
    • **Povoar** — baixe uma Comum pelo menos tão alta quanto a sua Comum em pé mais alta.
    • **Invocar** — baixe uma Figura não menor que as suas Figuras em pé, pagando ao deitar Comuns em pé: Valete ou Cavaleiro 1 do naipe dela ou 2 quaisquer; Rei ou Rainha 2 do naipe dela ou 3 quaisquer.
    • **Magia** — exile um Tarô. **Encantar**: nomeie Comuns deitadas de um adversário que somem o número do Tarô e capture-as. **Augurar** (abaixo de 13): adivinhe duas vezes. **Assassinar** (13 ou mais): descarte uma Figura de um adversário.
    • **Batalha** — deite Figuras em pé para atacar Comuns em pé dos adversários.
    Depois encerre a vez, deitando se quiser uma das suas Comuns (**Fortificar**), e pegue a **Aceitação**: uma adivinhação. **Adivinhar** é olhar duas cartas do monte, ficar com uma e descartar a outra virada para cima.

    {"**"}Habilidades** (quantas vezes puder pagar): deite duas cartas em pé do mesmo naipe. Paus: **Encanto** levanta ou deita uma Comum; Espadas: **Coação** faz o mesmo com uma Figura; Ouros: **Recompensa** soma ou subtrai de uma carta o valor de uma das que pagaram, até o fim da vez; Copas: **Fartura** adivinha. **Destreza**: duas Comuns que somem uma Comum da sua mão a baixam (**Congregar**); duas Figuras baixam uma Figura da sua mão (**Recrutar**).

    {"**"}Respostas:** o jogador Encantado (ou o parceiro) pode **Anular** com um Tarô menor: só as Comuns nomeadas que somem esse Tarô são capturadas (O Louco impede tudo). O dono de uma Figura Assassinada pode **Frustrar** com um Tarô maior; o lado do assassino pode Frustrar de volta, e assim por diante; o último Tarô decide. As respostas chegam como botões com tempo; a janela abre seja o que for que a sua mão tenha.

    {"**"}Batalha:** cada jogador atacado enfrenta os atacantes um por um: bloqueie com uma Figura em pé (um **Duelo**) ou deixe passar. Num Duelo os dois jogadores escolhem em segredo um **Reforço**, uma Comum da mão (ou nada); força mais Reforço decide, o perdedor é descartado, e um empate descarta os dois. Um atacante vencedor ou não bloqueado captura uma Comum em pé: Valete e Cavaleiro pegam a mais baixa, Rei e Rainha a mais alta. Um bloqueador vencedor pode bloquear de novo.

    {"**"}Fim:** quando um jogador encerra a vez com a mão vazia, ou todos passam seguidos. As Comuns valem o número impresso (parceiros somam); no empate vence quem tiver mais Figuras. Opções: partida **curta**, **iniciante** (sem Destreza nem Aceitação), **equipes**.

## Opções do /play.

rq-play-yes = sim
rq-play-no = não
rq-play-short = Relinquish: uma partida curta com um monte de adivinhação de 16 cartas (não)
rq-play-beginner = Relinquish: uma partida de iniciante sem Destreza nem Aceitações (não)
rq-play-teams = Relinquish: equipes 2 contra 2, 4 jogadores (não)

## Sala (RQ-1).

rq-lobby-length = Duração da partida (anfitrião)
rq-lobby-full = Partida completa: todas as cartas não distribuídas no monte de adivinhação
rq-lobby-short = Partida curta: um monte de adivinhação de 16 cartas
rq-lobby-beginner = Partida de iniciante (anfitrião)
rq-lobby-standard = Padrão: Destreza e Aceitações
rq-lobby-beginner-yes = Iniciante: sem Destreza nem Aceitação
rq-lobby-teams = Equipes (anfitrião)
rq-lobby-teams-no = Cada um por si
rq-lobby-teams-yes = Equipes 2 contra 2 (4 jogadores, parceiros em lugares alternados)
rq-lobby-not-a-choice = "{ $value }" não é uma das opções.
rq-lobby-game = Partida: { $short ->
    [yes] curta (monte de 16 cartas)
   *[no] completa
} · { $beginner ->
    [yes] iniciante (sem Destreza nem Aceitação)
   *[no] padrão
} · { $teams ->
    [yes] equipes 2 contra 2
   *[no] sem equipes
}
rq-lobby-side = { $team }: { $names }
rq-lobby-teams-line = Equipes por lugar (lugares alternados): { $sides }
rq-lobby-so-far = ⚠ Por enquanto: { $why }.
