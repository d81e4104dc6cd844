# 8-quilibrium: imagens e textos alternativos (issue 48). Glossário: ver play.ftl.

## Alt texts
eq-alt-hand = Sua mão ({ $n }): { $cards }.
eq-alt-hand-count = Sua mão: { $cards }.
eq-alt-tokens = Suas fichas: { $n }.
eq-alt-deck-top = Você conhece o topo do monte (de cima para baixo): { $cards }.
eq-alt-placed = Você ficou em { $place } lugar com { $points }.
eq-alt-reminder = { $line }.
eq-alt-round-turn = Rodada { $round } de { $rounds }, vez { $turn }.
eq-alt-turn = Vez { $turn }.
eq-alt-market = Mercado: { $market }. Monte: { $deck }.
eq-alt-seat = { $name } { $cards }, { $tokens }
eq-alt-seat-points = { $name } { $cards }, { $tokens }, { $points }
eq-alt-players = Jogadores
eq-alt-standing = { $place } { $name } { $points }
eq-alt-round-scores = Pontuação da rodada { $round }

## Pictures
eq-pic-turn = Vez { $turn }
eq-pic-round-turn = Rodada { $round } de { $rounds } · Vez { $turn }
eq-pic-match-over = Partida encerrada
eq-pic-your-hand = Sua mão
eq-pic-your-hand-name = Sua mão, { $name }
eq-pic-variants = Variantes: { $variants }
eq-pic-variants-preset = Variantes: { $preset }: { $variants }
eq-pic-slot-rejected = recusada
eq-pic-slot-seen = { $n } vista
eq-pic-slot-given = { $n } dada
eq-pic-market = Mercado
eq-pic-deck = Monte
eq-pic-stock = Estoque
eq-pic-skips = pula a próxima vez
eq-pic-called-wind = chamou o Vento
eq-pic-may-not-call-wind = não pode chamar o Vento
eq-pic-match-points = { $points } na partida ({ $round_points } na rodada { $round })
eq-pic-reacted = reagiu
eq-pic-breakdown = naipes { $suit } · cor { $color } · paridade { $parity }
eq-pic-points-in-all = { $points }, { $total } no total
eq-pic-wind-open = Vento da Mudança ainda não chamado nesta rodada.
eq-pic-team = Equipe { $team }
eq-pic-relay-used = Revezamento usado nesta rodada: { $teams }.
eq-pic-and = { $first } e { $last }
eq-pic-team-points = Pontos das equipes na partida: { $teams }
eq-pic-to-swap = para trocar
eq-pic-to-relay = para revezar
eq-pic-to-pass = para passar
eq-pic-no-cards = Ainda sem cartas.
eq-pic-team-with = Equipe { $team } com { $mates }
eq-pic-deck-top = Você conhece o topo do monte (de cima para baixo): { $cards }
eq-pic-placed = Você ficou em { $place } lugar com { $points } ({ $breakdown }).
