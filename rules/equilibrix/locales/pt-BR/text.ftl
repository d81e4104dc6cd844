# Equilibrix Project em português do Brasil (issue 48): texto do tabuleiro e da visão privada,
# eventos, menus e textos alternativos. Glossário: veja rules.ftl.

ex-nobody = ninguém
ex-none = nenhuma
ex-the-leader = quem lidera
ex-how-place-standard = colocar (padrão)
ex-how-place-magical = colocar (mágico, com a pedra de um parceiro)
ex-how-remove-standard = retirar (padrão)
ex-how-remove-magical = retirar (mágico, com a pedra de um parceiro)
ex-pair-bb = duas lentes
ex-pair-tt = dois triângulos
ex-pair-bt = uma lente e um triângulo
ex-rule = { $pair } a { $degrees }°, cerco { $formation }
ex-pos-off = fora da espiral
ex-pos-centre = o centro
ex-pos-field = casa { $field }
ex-stones = { $n ->
    [one] { $n } pedra
   *[other] { $n } pedras
}
ex-positional-actions = { $n ->
    [one] { $n } ação posicional
   *[other] { $n } ações posicionais
}
ex-stock = { $lenses ->
    [one] { $lenses } lente
   *[other] { $lenses } lentes
}, { $triangles ->
    [one] { $triangles } triângulo
   *[other] { $triangles } triângulos
}
ex-map-legend = casas do mapa: C1, C2 coalizão; CD coalizão, dupla; O1, O2 oposição; OD oposição, dupla
ex-column-left = esquerda
ex-column-middle = meio
ex-column-right = direita

ex-status-over = fim de jogo após a rodada { $round }: { $why }.
ex-over-centre = { $name } chegou ao centro e vence
ex-over-limit-furthest = o limite de rodadas passou; { $name } está mais adiante na espiral
ex-over-limit = o limite de rodadas passou
ex-status-round = rodada { $round } de { $limit }
ex-status-round-unlimited = rodada { $round } sem limite de rodadas
ex-status-turn = { $round } · vez de { $name }: restam { $positional }, ação política { $political ->
    [done] feita
   *[due] pendente
}
ex-step-moved = moveu, escolhendo como usar a regra
ex-step-chosen = escolhendo a casa para: { $how }
ex-step-recruiting = recrutando ({ $placed } de 3 colocados)
ex-tree-title = Árvore da Vida
ex-tree-note = (linha: par e cerco; coluna: ângulo)
ex-tree-row = Linha { $row }: { $pair }, cerco { $formation }
ex-tree-column = Coluna { $column } ({ $piece }): duas lentes { $bb }°, dois triângulos { $tt }°, lente e triângulo { $bt }°
ex-tree-field = • { $field } (linha { $row }, { $column }): { $rule }
ex-tree-off = Ainda fora da Árvore: { $names }
ex-spiral-title = Espiral
ex-spiral-line = (centro { $centre }): { $places }
ex-projects-title = Projetos
ex-project-line = { $size ->
    [small] Pequeno
    [medium] Médio
   *[large] Grande
} ({ $points } pontos): { $project } em { $fields }
ex-project-voluntary = , voluntárias { $fields }
ex-project-next = ; próxima { $project }
ex-project-no-next = ; sem próxima carta
ex-project-pile = {" "}({ $n } na pilha)
ex-maps-title = Mapas políticos
ex-map-line = { $fields }; parceiros { $partners }; adversários { $opponents }
ex-map-empty = vazio
ex-stones-title = Pedras
ex-stones-note = (lentes; triângulos; na reserva)
ex-stones-line = { $name }: { $lenses }; { $triangles }; reserva { $stock }
ex-tax-decides = Imposto: { $name } cruzou por último o nó depois da casa { $node } e decide: pagar { $stones } ou fazer { $leader } pagar
ex-tax-returns = Imposto: { $name } devolve { $stones } à reserva (nó depois da casa { $node })
ex-last-change = Última mudança: { $fields }

ex-watching = Você está assistindo.
ex-your-map = Seu mapa político: { $map } ({ $legend })
ex-your-stock = Sua reserva: { $stock } · espiral { $spiral }
ex-your-vitruvian-on = Seu vitruviano está em { $field } na Árvore.
ex-your-vitruvian-off-any = Seu vitruviano ainda não está na Árvore: qualquer casa livre.
ex-your-vitruvian-off = Seu vitruviano ainda não está na Árvore.
ex-now-over = A partida acabou.
ex-now-charity = Agora: você cruzou um nó por último. Pague { $stones } você mesmo ou peça caridade.
ex-now-pay = Agora: escolha { $stones } suas para devolver à reserva como imposto.
ex-now-waiting-tax = Agora: esperando um imposto ser pago.
ex-now-playing = Agora: { $name } está jogando.
ex-now-can = Agora: { $can }.
ex-can-move = mover-se na Árvore (restam { $positional })
ex-can-political = a ação política
ex-can-report = anunciar um projeto encomendado quando suas casas estiverem ocupadas
ex-can-end = encerrar a vez
ex-now-moved-rule = Agora: sua regra é { $rule }. Coloque ou retire uma pedra, ou { $or ->
    [leave] deixe-a de fora
   *[back] volte para desfazer o movimento
}.
ex-now-moved = Agora: coloque ou retire uma pedra, ou { $or ->
    [leave] deixe-a de fora
   *[back] volte para desfazer o movimento
}.
ex-now-chosen = Agora: escolha a casa para: { $how }.
ex-now-recruiting = Agora: recrute para um círculo do seu mapa ({ $placed } de 3 colocados) ou pare.

ex-ev-turn = Rodada { $round }: vez de { $name }.
ex-ev-enters = { $name } entra na Árvore da Vida em { $to }.
ex-ev-moves = { $name } { $way ->
    [jump] pula
   *[move] vai
} de { $from } para { $to } na Árvore.
ex-ev-placed = { $name } coloca uma pedra em { $field } ({ $how }).
ex-ev-removed = { $name } tira sua pedra de { $field } ({ $how }).
ex-ev-skipped = { $name } se move sem pedra.
ex-ev-back = O vitruviano de { $name } volta de { $from } para { $to } (sem pedra desta vez).
ex-ev-back-off = O vitruviano de { $name } deixa { $from } e sai da Árvore de novo (sem pedra desta vez).
ex-ev-positional-skipped = Nenhum movimento na Árvore deixaria { $name } colocar ou retirar uma pedra: { $n ->
    [one] sua ação posicional foi pulada
   *[other] suas ações posicionais foram puladas
}.
ex-ev-developed = As relações de { $name } evoluem.
ex-ev-developed-ended = As relações de { $name } evoluem; as relações com { $ended } terminam.
ex-ev-recruited = { $name } coloca { $who } em { $at } do seu mapa ({ $side ->
    [coalition] coalizão
   *[opposition] oposição
}).
ex-ev-stone-of = { $field } de { $name }
ex-ev-surrounded = { $name } fecha o cerco { $formation } com { $fields }: { $taken } voltam para a reserva.
ex-ev-reported = { $name } anuncia o projeto { $size ->
    [small] pequeno
    [medium] médio
   *[large] grande
} { $project } em { $fields }: { $gains }.
ex-ev-reported-extra = { $name } anuncia o projeto { $size ->
    [small] pequeno
    [medium] médio
   *[large] grande
} { $project } em { $fields }: { $gains }; casas extras: { $extra }.
ex-ev-scored = { $name } ganha { $gain } na espiral: { $from } → { $to }.
ex-ev-tax-due = { $name } passa o nó depois da casa { $node }: um imposto de { $stones }.
ex-ev-charity = { $name } pede caridade: { $payer } paga.
ex-ev-tax-paid = { $name } devolve sua pedra de { $field } como imposto.
ex-ev-card-replaced = A carta { $size ->
    [small] pequena
    [medium] média
   *[large] grande
} { $completed } vai para baixo da pilha; agora encomendado: { $commissioned }.
ex-ev-card-replaced-next = A carta { $size ->
    [small] pequena
    [medium] média
   *[large] grande
} { $completed } vai para baixo da pilha; agora encomendado: { $commissioned } (próxima { $next }).
ex-ev-turn-ended = { $name } encerra a vez.
ex-ev-over-centre = { $name } chega ao centro e vence!
ex-ev-over-limit-winner = O limite de rodadas foi atingido; { $name } está mais adiante na espiral e vence.
ex-ev-over-limit = O limite de rodadas foi atingido; a espiral decide as posições.

ex-menu-move = Ação posicional: mover-se na Árvore…
ex-menu-tree-field = { $field } (linha { $row }: { $rule })
ex-menu-use = Usar a regra: { $how }
ex-menu-skip = Deixar a pedra de fora (o movimento fica)
ex-menu-node = Nó { $node }: { $fields }
ex-menu-node-count = Nó { $node }: { $n } casas
ex-menu-place-on = Colocar em { $field }
ex-menu-remove-from = Retirar de { $field }
ex-menu-stone-on = Pedra em { $field }
ex-menu-back-move = Voltar: desfazer o movimento
ex-menu-back-how = Voltar: escolher de novo como
ex-menu-political = Ação política: desenvolver relações e recrutar
ex-menu-recruit = Recrutar { $name }…
ex-menu-onto = em { $at } ({ $side ->
    [coalition] coalizão
   *[opposition] oposição
})
ex-menu-done = Sem mais relações novas
ex-menu-report = Anunciar um projeto encomendado…
ex-menu-report-size = O projeto { $size ->
    [small] pequeno
    [medium] médio
   *[large] grande
} ({ $project })
ex-menu-report-on = Em { $fields }
ex-menu-end = Encerrar a vez
ex-menu-charity = Pedir caridade: { $leader } paga
ex-menu-pay-self = Pagar o imposto você mesmo
ex-menu-return = Devolver sua pedra de { $field }

ex-alt-your-map = Seu mapa político: { $map }.
ex-alt-your-stock = Sua reserva: { $stock }.
ex-alt-spiral = Espiral, centro { $centre }
ex-alt-last-change = Última mudança: { $fields }.
ex-alt-projects = Projetos encomendados
ex-alt-project = { $size ->
    [small] pequeno
    [medium] médio
   *[large] grande
}: { $project } em { $fields }
ex-alt-vitruvians = Vitruvianos
ex-alt-on-tree = { $name } em { $field }
ex-alt-off-tree = { $name } fora da Árvore
ex-alt-stones = { $name }: lentes { $lenses }; triângulos { $triangles }; na reserva { $stock }.
ex-alt-stone-counts = { $name }: { $board } no tabuleiro, { $stock } na reserva.
ex-alt-map = Mapa político de { $name }: { $map }.
ex-alt-left-fields = as casas das pedras de { $who }
ex-alt-left-stones = as pedras e a reserva de { $who }
ex-alt-left-maps = os mapas políticos de { $who }
ex-alt-left-out = Omitido aqui por espaço: { $parts }. O texto da mensagem traz tudo.
