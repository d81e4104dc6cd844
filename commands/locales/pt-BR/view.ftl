# O núcleo do Tabula: o que uma mesa mostra durante a partida e no final (issue 48): tabuleiros,
# visões privadas e seus menus, formulários, avisos públicos, resultados, a sala, os relógios e
# as postagens dos torneios. Com as chaves do inglês.
#
# Glossário: table = mesa, seat = lugar, host = anfitrião, lobby = sala, bot = bot (jogador
# do computador), turn = vez, deadline = prazo, clock = relógio, bank = reserva de tempo,
# season = temporada, tournament = torneio, round = rodada, bye = folga,
# standings = classificação; the timeout default = a ação padrão (a jogada feita quando o tempo
# acaba), absent = ausente, resign = desistir, remove = remover, rematch = revanche,
# replay = replay, board = tabuleiro, live = ao vivo, async = assíncrono.
# Tratamento: você.
#
# Valores: $name, $names, $host, $loser, $winner são nomes de jogadores; $due, $at são momentos
# que o Discord mostra de forma relativa ("em 5 minutos", "há 2 horas"); $table é o número de
# uma mesa; $by é `bot` (um bot) ou `default` (a ação padrão).

## O tabuleiro público

board-waiting-bot = ⏳ { $name }: { $what } (um bot, pensando)
board-waiting-absent = ⏳ { $name }: { $what } (ausente; um bot joga no lugar)
board-waiting-due = ⏳ { $name }: { $what } (prazo { $due })
board-recently = Últimas jogadas:
board-title = { $game } · mesa { $table }
board-title-finished = { $game } · mesa { $table } · terminada
board-title-abandoned = { $game } · mesa { $table } · abandonada
board-title-cancelled = { $game } · mesa { $table } · cancelada
board-rematch = Revanche
board-replay = Replay
board-hand = Ver minha mão / jogar
board-absent-all = Ausentes (jogados por { $by ->
    [bot] um bot
   *[default] a ação padrão
}): { $names }
board-absent-each = Ausentes: { $list }
board-absent-one = { $name } jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
}
seat-resigned = { $name } (desistiu)
seat-removed = { $name } (removido)
board-clock-fischer = 🕰️ Relógio `{ $clock }` (tempo restante na última jogada): { $clocks }
board-clock-bank = 🕰️ Relógio `{ $clock }` (reserva na última jogada): { $clocks }
board-clock-running = { $name } { $left } ▶ acaba { $due }

## A visão privada de um lugar

private-last = Última jogada:
private-out-resigned = Você desistiu desta partida: seu lugar é jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
} até o fim.
private-out-removed = Você foi removido desta partida: seu lugar é jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
} até o fim.
private-absent = Você está marcado como ausente: sua vez é jogada por { $by ->
    [bot] um bot
   *[default] a ação padrão
}. Clique em "Voltar" para jogar de novo.
private-resume = Voltar
private-choose = Escolha ({ $path }):
private-your-move = Sua vez:
private-nothing = Nada a fazer agora; você vai receber uma menção.
private-title = Sua visão · mesa { $table }
private-type = Digitar uma escolha…
private-select = Escolha…
private-page = Página { $page } de { $pages } ({ $choices ->
    [one] { $choices } opção
   *[other] { $choices } opções
}).
private-previous = ◀ Anterior
private-more = Mais ▶
private-back = ◀ Voltar um passo
absent-note-resigned = Você desistiu desta partida.
absent-note-removed = Você foi removido desta partida.
absent-note-absent = Você está marcado como ausente. Clique em "Voltar" primeiro.

## Formulários (títulos e rótulos de até 45 caracteres)

form-opening = Abrindo o formulário… Se ele não aparecer, clique no botão de novo.
form-type-title = Digite sua escolha
form-type-label = Sua escolha
form-type-placeholder = ex.: { $examples }

## Uma partida terminada

results-line = { $place }. { $name }: { $score }
results-line-resigned = { $place }. { $name }: { $score } (desistiu)
results-line-removed = { $place }. { $name }: { $score } (removido)
results-line-absent = { $place }. { $name }: { $score } (ausente)
results-all-out = { $who ->
    [resigned] Todos desistiram ou estavam ausentes, então a partida conta como empate para as pontuações.
    [removed] Todos foram removidos ou estavam ausentes, então a partida conta como empate para as pontuações.
    [both] Todos desistiram, foram removidos ou estavam ausentes, então a partida conta como empate para as pontuações.
   *[absent] Todos estavam ausentes, então a partida conta como empate para as pontuações.
}
results-some-out = { $who ->
    [resigned] Quem desistiu ou estava ausente fica em último nas pontuações, atrás de todos que ficaram.
    [removed] Quem foi removido ou estava ausente fica em último nas pontuações, atrás de todos que ficaram.
    [both] Quem desistiu, foi removido ou estava ausente fica em último nas pontuações, atrás de todos que ficaram.
   *[absent] Jogadores ausentes ficam em último nas pontuações, atrás de todos que ficaram.
}
results-title = Pontuação final · mesa { $table }
results-finished = Terminada { $at }. Pontuação final:
results-lost-on-time = Terminada { $at }: { $losers } perdeu por tempo; { $winners } venceu.
results-abandoned = Abandonada { $at }: ninguém jogou por tempo demais. Sem classificação, e nenhuma pontuação mudou.
results-cancelled = Cancelada { $at } antes do fim: sem classificação, e nenhuma pontuação mudou.

## A partida: avisos e respostas privadas

play-begins = A partida começou! Lugares na ordem das vezes: { $names }.
play-not-seated = Você não está jogando nesta mesa; o tabuleiro mostra tudo o que é público.
play-no-table-last = Não há mesa neste canal. A última partida aqui ({ $game }, mesa { $table }) terminou { $at }: /board posta o tabuleiro final e a pontuação para todos, /history mostra só para você. Abra uma mesa nova com /play.
play-not-started = A partida ainda não começou.
play-no-table-none = Não há mesa neste canal, e nenhuma partida terminou aqui ainda. Abra uma com /play.
play-board-last = Não há mesa aberta aqui, então o tabuleiro final da última partida foi postado. /history lista as partidas anteriores; /play abre uma mesa nova.
play-board-posted = Tabuleiro postado.
play-board-posted-in = Tabuleiro postado em { $channel }.
play-resign-no-game = Não há partida neste canal da qual desistir.
play-resign-lobby = A partida ainda não começou: /leave libera seu lugar na sala.
play-resigned = Você desistiu na mesa { $table }: seu lugar é jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
} até o fim, e você fica em último.
play-resigned-notice = { $name } desistiu: o lugar é jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
} até o fim.
play-remove-no-game = Não há partida neste canal.
play-remove-lobby = A partida ainda não começou: um lugar na sala só pode ser deixado pelo próprio jogador.
play-remove-who = Só o anfitrião ou quem pode gerenciar este canal pode remover o lugar de um jogador.
play-remove-not-playing = { $name } não está jogando nesta mesa.
play-remove-not-playing-unnamed = Esse jogador não está jogando nesta mesa.
play-remove-self = Para deixar seu próprio lugar, use /resign.
play-remove-not-absent = { $name } não está ausente. Só o lugar de um jogador ausente pode ser removido: um jogador é marcado como ausente depois de estourar o tempo { $limit ->
    [one] { $limit } vez
   *[other] { $limit } vezes
} seguidas, ou com /leave.
play-remove-already = O lugar de { $name } já é jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
}.
play-removed = Feito: o lugar de { $name } é jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
} até o fim.
play-removed-notice = { $remover } removeu { $name } da partida: o lugar é jogado por { $by ->
    [bot] um bot
   *[default] a ação padrão
} até o fim, e { $name } fica em último.
play-seat-stays = Seu lugar continua como está.
play-not-absent = Você não está marcado como ausente.
play-welcome-back = Bem-vindo de volta!
play-back-notice = { $name } voltou à mesa.
play-reminder = ⏰ Lembrete para { $name }: { $what } (prazo { $due }).
play-now-absent = { $name } estourou o tempo { $count ->
    [one] { $count } vez
   *[other] { $count } vezes
} seguidas e agora está marcado como ausente: a vez é jogada por { $by ->
    [bot] um bot
   *[default] a ação padrão
}, e { $name } fica em último nas pontuações. Um clique em "Voltar" traz de volta.
play-timed-out = ⏰ O tempo de { $name } acabou; a ação padrão foi jogada.
play-lost-on-time = ⏰ { $loser } perdeu por tempo: { $winner } vence.
play-ended-line = A mesa { $table } de { $game } terminou: { $line }
play-ended-scores = A mesa { $table } de { $game } terminou. Pontuação final:
play-button-unknown = Esse botão não foi reconhecido; talvez seja de uma versão antiga do bot.
play-table-gone = Essa mesa não existe mais.
play-button-elsewhere = Esse botão é de uma mesa de outro canal.
play-game-over = Esta partida acabou.
play-not-yours = Você não está jogando nesta mesa, então esse botão não é seu.
play-still-playing = Esta partida ainda está sendo jogada.
play-moment-passed = Esse momento já passou; aqui está a mesa como está agora.
play-choice-unknown = Essa escolha não foi reconhecida.
play-option-unavailable = Essa opção não está disponível agora; escolha de novo.
play-choice-not-yours = Essa escolha não é sua agora.
play-choice-closed = Essa escolha não está mais aberta; aqui está a mesa como está agora.
play-typed-why = { $why } Digite uma das opções, ex.: { $examples }.
play-typed-unknown = "{ $typed }" não é uma das opções aqui. Digite uma delas, ex.: { $examples }.
play-form-closed = Esse formulário não está mais aberto; aqui está a mesa como está agora.
play-form-unused = Este formulário não está mais em uso.
play-form-elsewhere = Esse formulário é de uma mesa de outro canal.
play-not-running = Esta partida não está em andamento.
play-not-playing = Você não está jogando nesta mesa.

## A sala

lobby-board-rematch = Uma revanche da mesa { $table }.
lobby-board-house-rules = Das regras da casa deste servidor: { $rules } (/settings)
lobby-board-full = A mesa está cheia: o anfitrião pode começar.
lobby-board-join = Entre, e o anfitrião começa com { $players }. O anfitrião pode adicionar bots para preencher os lugares.
lobby-board-host = Anfitrião: { $host }
lobby-board-time = Controle de tempo: { $time }
lobby-board-players = Jogadores ({ $seated }/{ $max }):
lobby-board-title = { $game } · sala
lobby-board-title-closed = { $game } · sala fechada
lobby-board-title-cancelled = { $game } · sala cancelada
lobby-board-join-button = Entrar
lobby-board-leave-button = Sair
lobby-board-start-button = Começar
lobby-board-add-bot = Adicionar bot
lobby-board-remove-bot = Remover bot
lobby-board-time-select = Controle de tempo (anfitrião)
lobby-board-time-live = Ao vivo: vezes de 60 s, reações de 20 s
lobby-board-time-async = Assíncrono: vezes de 24 h, reações de 2 h, lembretes
lobby-board-absent-bot = Jogadores ausentes: um bot joga a vez deles até que voltem
lobby-board-rated = Pontuações: esta partida conta, com bots
lobby-board-unrated = Pontuações: uma partida com bots não conta
lobby-board-bot-level = O quão bem o bot deve jogar? Fácil pensa pouco e comete erros; normal pensa cerca de meio segundo por jogada; forte, cerca de um segundo.
lobby-board-bot-easy = Fácil
lobby-board-bot-normal = Normal
lobby-board-bot-strong = Forte
lobby-board-bot-which = Qual bot deve sair?
lobby-board-pace = { $pace ->
    [live] ao vivo
   *[async] assíncrono
} (vezes de { $turn }, reações de { $reaction })
lobby-board-pace-clock = { $pace ->
    [live] ao vivo
   *[async] assíncrono
} com o relógio `{ $clock }` ({ $describe }; reações de { $reaction })
lobby-board-pace-clock-lose = { $pace ->
    [live] ao vivo
   *[async] assíncrono
} com o relógio `{ $clock }` ({ $describe }; reações de { $reaction }); quem fica sem tempo perde a partida
lobby-board-clock-fischer = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} para cada um, { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
} a mais por jogada
lobby-board-clock-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} por jogada
lobby-board-clock-days-bank = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} por jogada, o tempo não usado fica guardado até { $cap ->
    [one] { $cap } dia
   *[other] { $cap } dias
}

## Os relógios abaixo da imagem de um tabuleiro

clock-band = Relógio { $clock }

## As postagens de um torneio. $format: swiss, round_robin ou knockout.

tournament-post-format = { $format ->
    [swiss] sistema suíço
    [round_robin] todos contra todos
   *[knockout] mata-mata
}
tournament-post-format-rounds = { $format ->
    [swiss] sistema suíço
    [round_robin] todos contra todos
   *[knockout] mata-mata
}, { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
tournament-post-clock = relógio { $clock }
tournament-post-pace = { $pace ->
    [live] mesas ao vivo
   *[async] mesas assíncronas
}
tournament-post-default-pace = o ritmo padrão do servidor
tournament-post-head = Torneio { $name } de { $game }: { $format }, { $timing }.
tournament-post-round-days = Cada rodada dura no máximo { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}; as mesas que ainda estiverem jogando terminam como estão.
tournament-post-starts-at = Começa { $at } (ou quando o organizador começar). Entre para jogar; você pode sair a qualquer momento antes do início.
tournament-post-starts = Começa quando o organizador começar. Entre para jogar; você pode sair a qualquer momento antes do início.
tournament-post-under-way = Em andamento: rodada { $round }.
tournament-post-finished = Terminado.
tournament-post-cancelled = Cancelado.
tournament-post-no-entrants = Ainda sem inscritos.
tournament-post-entrants = Inscritos ({ $count }): { $names }
tournament-post-more-names = { $names } e mais { $more }
tournament-post-number = Número do torneio: { $id }.
tournament-post-join = Entrar
tournament-post-leave = Sair
tournament-post-start = Começar agora
tournament-post-paired = { $name }: a rodada { $round } de { $of } foi emparelhada, { $tables ->
    [one] { $tables } mesa
   *[other] { $tables } mesas
}. Cada mesa abre em seu próprio tópico deste canal.
tournament-post-table = Mesa { $number }: { $players }
tournament-post-more-tables = … e mais { $more } mesas.
tournament-post-byes = Folga (os pontos de uma vitória, sem partida) para: { $names }.
tournament-post-round-ends = A rodada termina { $at } no máximo.
tournament-post-tiebreak = { $tiebreak ->
    [buchholz] Buchholz
    [sonneborn-berger] Sonneborn-Berger
    [placement] Soma de colocações (menor é melhor)
    [round] Rodada alcançada
   *[other] Desempate
} { $value }
tournament-post-standing = { $rank }. { $name }: { $points } { $n ->
    [one] ponto
   *[other] pontos
}
tournament-post-standing-withdrawn = { $rank }. { $name } (desistiu): { $points } { $n ->
    [one] ponto
   *[other] pontos
}
tournament-post-more = … e mais { $more }.

## A imagem da classificação: cabeçalhos curtos o bastante para as colunas.

standings-picture-tournament = Torneio
standings-picture-standings = Classificação
standings-picture-points = Pontos
standings-picture-games = Partidas
standings-picture-player = Jogador
standings-picture-withdrawn = { $name } (desistiu)
standings-picture-more = … e mais { $more } (todos: /tournament action:standings)
standings-picture-games-key = Partidas: jogadas (+ folgas)
standings-picture-short = { $tiebreak ->
    [buchholz] Bu
    [sonneborn-berger] SB
    [placement] SC
    [round] RA
   *[other] De
}
standings-picture-key = { $tiebreak ->
    [buchholz] Bu: Buchholz
    [sonneborn-berger] SB: Sonneborn-Berger
    [placement] SC: soma de colocações, menor é melhor
    [round] RA: rodada alcançada
   *[other] De: desempate
}
standings-picture-alt-row = { $rank }. { $name }, { $points } { $n ->
    [one] ponto
   *[other] pontos
}
standings-picture-alt = { $title }: { $subtitle }. { $top } Jogadores: { $players }.
