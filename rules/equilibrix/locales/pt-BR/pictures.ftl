# Equilibrix Project em português do Brasil (issue 48): as palavras das imagens. Curtas.
# Glossário: veja rules.ftl.
ex-pic-last-change = última mudança
ex-pic-game-over = Fim de jogo
ex-pic-round = Rodada { $round }
ex-pic-round-of = Rodada { $round } de { $limit }
ex-pic-relations = relações: +coalizão ×oposição
ex-pic-spiral = espiral
ex-pic-stock = reserva
ex-pic-you = { $name } (você)
ex-pic-choices = suas opções
ex-pic-choices-unlabelled = opções, { $n } sem rótulo
ex-pic-tree-note = linha: par, cerco (branco toma amarelo)
ex-pic-your-map = Seu mapa político
ex-pic-points-under = pts · embaixo
ex-pic-obligatory = obrigatória
ex-pic-voluntary = opcional
ex-pic-points-pile = { $points } · { $n }
ex-pic-next = → { $project }
ex-pic-no-next = sem próxima
