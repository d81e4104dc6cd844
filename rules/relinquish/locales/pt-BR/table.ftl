# Relinquish em português do Brasil: mesa e visão privada em texto, linhas de eventos, menus e
# textos alternativos (issue 48). Glossário: ver game.ftl.

## Palavras comuns.

rq-none = nenhuma
rq-nobody = ninguém
rq-n-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
rq-n-courts = { $n ->
    [one] { $n } Figura
   *[other] { $n } Figuras
}
rq-n-commons = { $n ->
    [one] { $n } Comum
   *[other] { $n } Comuns
}

## O que a mesa espera.

rq-phase-turn = Esperando { $name } jogar a vez.
rq-phase-turn-choosing = Esperando { $name } jogar a vez (escolhendo cartas para uma jogada).
rq-phase-scry = { $name } está adivinhando: fica com uma de duas cartas, a outra é descartada virada para cima.
rq-phase-negate = { $name } Encanta { $cards } de { $whose } (total { $total }) com { $tarot }. { $waiting } pode Anular com um Tarô menor.
rq-phase-played-by = { $card } de { $name }
rq-phase-then = {", "}depois{" "}
rq-phase-foil = Assassinato de { $card } de { $whose }: { $played }. { $waiting } pode Frustrar com um Tarô maior que { $top }.
rq-phase-attacker = { $card }→{ $name }{ $met ->
    [yes] {" "}(enfrentado)
   *[no] {""}
}
rq-phase-blocking = { $name } escolhe um atacante para bloquear ou deixar passar.
rq-phase-clash = Duelo: { $attacker } de { $name } contra { $blocker } de { $defender }. Reforços secretos: { $name } { $attacker_picked ->
    [yes] já escolheu
   *[no] está escolhendo
}, { $defender } { $defender_picked ->
    [yes] já escolheu
   *[no] está escolhendo
}.
rq-phase-capture = { $name } escolhe qual das Comuns iguais de { $whose } capturar: { $cards }.
rq-phase-battle = { $name } ataca: { $attackers }. { $now }
rq-phase-over-empty = A partida acabou: { $name } encerrou uma vez com a mão vazia.
rq-phase-over-passed = A partida acabou: todos passaram seguidos.

## A mesa em texto.

rq-board-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(equipe { $team })
}: mão { $hand } · pontos { $score } · { $courts }
rq-board-standing = Em pé: { $cards }
rq-board-resting = Deitadas: { $cards }
rq-board-short = partida curta
rq-board-beginner = iniciante (sem Destreza nem Aceitação)
rq-board-title = { $game } · vez { $turn } · { $variant }
rq-board-piles = Monte de adivinhação { $scry } · Descarte { $discard }{ $newest ->
    [none] {""}
   *[other] {" "}(mais recentes primeiro: { $newest })
} · Aceitações { $acceptances ->
    [beginner] nenhuma (partida de iniciante)
    [on] ativas
   *[over] encerradas
}
rq-board-exile = Exílio { $n }: { $cards }
rq-board-set-aside = {" "}· separadas viradas para baixo: { $n }
rq-board-used = Usado nesta vez: { $used }
rq-board-passes = Passes seguidos: { $n } de { $of }
rq-board-final = Final: { $standings }
rq-board-team = Equipe { $team } ({ $names }): { $score }
rq-board-flips = Cartas viradas para o primeiro jogador: { $rounds }
rq-board-flips-then = ; depois{" "}
rq-board-bounties = Recompensas até o fim da vez: { $bounties }
rq-maneuver = { $maneuver ->
    [populate] Povoar
    [summon] Invocar
    [magick] Magia
   *[battle] Batalha
}

## A visão privada.

rq-private-scrying = Adivinhando: { $cards } (fique com uma, a outra é descartada virada para cima)
rq-private-rally = Seu Reforço: { $card } (oculto até os dois Reforços estarem escolhidos)
# As verificações de vazamento leem esta linha como a mão: "(n):" logo após as primeiras palavras.
rq-private-hand = Sua mão ({ $n }): { $parts }
rq-private-hand-part = { $kind ->
    [common] Comuns
    [court] Figuras
   *[tarot] Tarôs
} { $cards }
rq-private-hand-empty = vazia
rq-choosing-payment = Escolhendo: o pagamento de { $card }: pago até agora { $paid } (custa exatamente { $matched } { $matched ->
    [one] Comum em pé
   *[other] Comuns em pé
} do naipe dela, ou exatamente { $any } de quaisquer naipes)
rq-choosing-naming = Escolhendo: Comuns deitadas de { $whose } para { $tarot }: nomeadas até agora { $named } (precisam somar exatamente { $value })
rq-choosing-attackers = Escolhendo: atacantes até agora { $attackers }
rq-choosing-aim = Escolhendo: o alvo de { $ability } (deitadas { $first } e { $second })
rq-can-populate = Povoar ({ $cards })
rq-can-summon = Invocar ({ $cards })
rq-can-enchant = Encantar
rq-can-augur = Augurar
rq-can-murder = Assassinar
rq-can-magick = Magia ({ $uses })
rq-can-battle = Batalha
rq-can-abilities = habilidades com duas cartas em pé do mesmo naipe ou tipo
rq-can-end = encerrar a vez
rq-can = É a sua vez. Você pode: { $options }.

## Linhas de eventos.

rq-ev-no-rally = sem Reforço
rq-ev-rally = Reforço { $card } (+{ $value })
rq-ev-arose = { $b }Vez { $turn }: { $name }{ $e }. As cartas se levantam (Erguer).
rq-ev-populated = { $name } povoa com { $card }.
rq-ev-summoned = { $name } invoca { $card } e deita { $paid } para pagar.
rq-ev-congregated = { $name } congrega: baixa { $card } e deita { $first } e { $second }.
rq-ev-conscripted = { $name } recruta: baixa { $card } e deita { $first } e { $second }.
rq-ev-arcana = { $name } deita { $first } e { $second } para { $ability ->
    [glamour] Encanto
    [lavish] Fartura (uma adivinhação)
    [coerce] Coação
   *[bounty] Recompensa
}.
rq-ev-turned = { $card } de { $whose } agora está { $resting ->
    [yes] deitada
   *[no] em pé
}.
rq-ev-bountied = Recompensa: { $card } muda em { $delta } e vale { $value } até o fim da vez.
rq-ev-enchanted = { $name } Encanta { $cards } de { $whose } com { $tarot } (Magia).
rq-ev-negated = { $name } Anula com { $tarot }: só { $cards } podem ser capturadas.
rq-ev-no-counter = { $name } deixa passar.
rq-ev-augured = { $name } Augura com { $tarot }: duas adivinhações.
rq-ev-murder = { $name } tenta Assassinar { $card } de { $whose } com { $tarot } (Magia).
rq-ev-foiled = { $name } Frustra com { $tarot }!
rq-ev-murdered = O Assassinato dá certo: { $card } de { $whose } vai para o descarte.
rq-ev-spared = O Assassinato foi Frustrado: { $card } de { $whose } fica.
rq-ev-captured = { $name } captura { $card } de { $from }.
rq-ev-nothing-to-capture = { $name } não tem Comum em pé: nada é capturado.
rq-ev-scries = { $name } adivinha { $n } { $n ->
    [one] carta
   *[other] cartas
}.
rq-ev-you-scry-one = Você adivinha { $card }.
rq-ev-you-scry = Você adivinha { $first } e { $second }.
rq-ev-you-keep = Você fica com { $card }{ $discarded ->
    [none] {""}
   *[other] , descartando { $discarded }
}.
rq-ev-keeps = { $name } fica com uma carta{ $discarded ->
    [none] {""}
   *[other] , descartando { $discarded }
}.
rq-ev-scry-empty = { $name } encontra os dois montes vazios: nada para adivinhar.
rq-ev-reshuffled = O monte de adivinhação acabou: o descarte ({ $cards }) é embaralhado num novo.
rq-ev-acceptances-over = Acabaram as Aceitações: encerrar a vez não traz mais adivinhação até o fim da partida.
rq-ev-acceptance = { $name } pega a Aceitação (uma adivinhação).
rq-ev-attacker = { $card } contra { $name }
rq-ev-battle = { $name } declara Batalha: { $attackers }.
rq-ev-blocked = { $name } bloqueia { $attacker } com { $blocker }: um Duelo.
rq-ev-declined = { $name } deixa { $card } passar.
rq-ev-your-pick = Sua escolha secreta: { $rally }.
rq-ev-picked = { $name } escolheu um Reforço em segredo.
rq-ev-clash-wins = { $card } vence
rq-ev-clash-tie = empate: as duas Figuras caem e o atacante captura mesmo assim
rq-ev-clash = Duelo: { $attacker } com { $attack_rally } = { $attack } contra { $blocker } com { $defend_rally } = { $defend }: { $outcome }.
rq-ev-court-discarded = { $card } de { $whose } vai para o descarte.
rq-ev-battle-over = A Batalha acabou.
rq-ev-fortified = { $name } fortifica: { $card } se deita.
rq-ev-passes = { $name } passa.
rq-ev-ends = { $name } encerra a vez.
rq-ev-game-over = { $b }Fim de jogo{ $e } ({ $why ->
    [empty] uma vez terminou com a mão vazia
   *[passed] todos passaram seguidos
}): { $standings }.

## Textos alternativos.

rq-alt-hand-count = Sua mão: { $cards }.
rq-alt-scrying = Adivinhando: { $cards }; você fica com uma, a outra é descartada virada para cima.
rq-alt-rally = Seu Reforço: { $card }.
rq-alt-just-now = Agora há pouco: { $events }
rq-alt-hand = Sua mão ({ $n }): { $parts }.
rq-alt-final = Final: { $standings }.
rq-alt-seat = { $name }{ $team ->
    [none] {""}
   *[other] {" "}(equipe { $team })
} pontos { $score }, { $courts }, { $hand } na mão
rq-alt-players = Jogadores
rq-alt-piles = Vez { $turn }. Monte de adivinhação { $scry }, descarte { $discard }, exílio { $exile }.
rq-alt-standing = Cartas em pé de { $name }
rq-alt-resting = Cartas deitadas de { $name }

## Menus (no máximo 80 caracteres).

rq-menu-pair = { $first } e { $second }
rq-menu-power = { $ability ->
    [glamour] Encanto (Paus): levantar ou deitar uma Comum
    [lavish] Fartura (Copas): uma adivinhação
    [coerce] Coação (Espadas): levantar ou deitar uma Figura
   *[bounty] Recompensa (Ouros): mudar o valor de uma carta nesta vez
}
rq-menu-on-table = { $card }{ $whose ->
    [yours] {" "}(sua)
    [theirs] {" "}de { $name }
   *[none] {""}
}{ $changed ->
    [yes] {" "}(agora { $value })
   *[no] {""}
}
rq-menu-negate = Anular…
rq-menu-foil = Frustrar…
rq-menu-no-counter = Sem resposta
rq-menu-confirm-summon = { $done ->
    [yes] Confirmar
   *[no] Incompleto
}: invocar { $card } pagando { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(veja o que falta)
}
rq-menu-confirm-enchant = { $done ->
    [yes] Confirmar
   *[no] Incompleto
}: Encantar { $cards } com { $tarot }{ $done ->
    [yes] {""}
   *[no] {" "}(veja o que falta)
}
rq-menu-confirm-attack = { $done ->
    [yes] Confirmar
   *[no] Incompleto
}: atacar com { $cards }{ $done ->
    [yes] {""}
   *[no] {" "}(veja o que falta)
}
rq-menu-confirm = Confirmar
rq-menu-nothing-yet = nada ainda
rq-menu-populate = Povoar: baixar uma Comum
rq-menu-populate-card = Povoar com { $card }
rq-menu-summon = Invocar: baixar uma Figura
rq-menu-summon-card = Invocar { $card } (depois pague)
rq-menu-enchant = Magia: Encantar (capturar Comuns deitadas)
rq-menu-with = com { $card }
rq-menu-enchant-whom = Comuns deitadas de { $name } (nomeie depois)
rq-menu-augur = Magia: Augurar (duas adivinhações)
rq-menu-exile = exilar { $card }
rq-menu-murder = Magia: Assassinar uma Figura
rq-menu-battle = Batalha: escolher atacantes
rq-menu-arcana = Arcanos: deitar duas cartas do mesmo naipe
rq-menu-rest-pair = Deitar { $first } e { $second }
rq-menu-rest-pair-sum = Deitar { $first } e { $second } ({ $a } + { $b })
rq-menu-congregate = Congregar: baixar uma Comum (Destreza)
rq-menu-place = baixar { $card }
rq-menu-conscript = Recrutar: baixar uma Figura (Destreza)
rq-menu-end = Encerrar a vez
rq-menu-fortify = Fortificar (deitar uma Comum) e encerrar a vez
rq-menu-fortify-card = Fortificar { $card }
rq-menu-name = Nomear { $card }
rq-menu-pay = Pagar com { $card }
rq-menu-attack = Atacar { $name } com { $card }
rq-menu-attack-with = Atacar com { $card }…
rq-menu-attack-at = contra { $name }
rq-menu-unpick = Tirar { $card } da escolha
rq-menu-back = Voltar: descartar esta escolha
rq-menu-turn = { $stand ->
    [yes] Levantar
   *[no] Deitar
} { $card }
rq-menu-bounty-on = Recompensa sobre { $card }
rq-menu-bounty-by = { $amount } (o valor de { $card }): vira { $after }
rq-menu-captures-nothing = { $name } não captura nada
rq-menu-captures-only = { $name } só captura { $cards }
rq-menu-keep-discard = Ficar com { $card }, descartar { $other }
rq-menu-keep = Ficar com { $card }
rq-menu-block = Bloquear com { $card } (força { $strength })
rq-menu-let-through = Deixar passar (ele captura)
rq-menu-let-all-through = Deixar passar todos os atacantes restantes
rq-menu-no-rally = Sem Reforço
rq-menu-rally = Reforço { $card } (+{ $value })
rq-menu-capture = Capturar { $card }
rq-menu-meet = Enfrentar { $card } (força { $strength })
rq-menu-cannot-negate = Nenhum Tarô seu pode Anular isto: deixar passar
rq-menu-cannot-foil = Nenhum Tarô seu pode Frustrar isto: deixar passar
