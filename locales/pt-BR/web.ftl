# As páginas web do Tabula (issue 48): a moldura, os títulos, os rótulos e os controles das
# páginas de mesas, replays e servidores. O que uma mesa mostra (tabuleiro, jogadas,
# resultados) vem dos catálogos do núcleo e dos jogos.
#
# Glossário: table = mesa, seat = lugar, lobby = sala, bot = bot (jogador do computador),
# move = jogada, deadline = prazo ("até"), replay = replay, step = passo, move log = registro
# de jogadas, leaderboard = ranking, rating = pontuação (provisória), season = temporada,
# tournament = torneio, round = rodada, bye = folga, standings = classificação,
# entrant = inscrito, forfeit = W.O., tie-break = desempate. Tratamento: você.

## A moldura de cada página
web-languages = Idiomas
web-footer = Mostrado pelo Tabula: só o que qualquer pessoa assistindo à mesa pode ver.
web-not-found-title = Página não encontrada
web-not-found-heading = Este link não funciona
web-not-found-text = Não há página aqui. O link pode estar digitado errado, ou quem cuida da mesa ou do servidor pode tê-lo trocado ou desativado.
web-date = { $day } de { $month ->
        [1] janeiro
        [2] fevereiro
        [3] março
        [4] abril
        [5] maio
        [6] junho
        [7] julho
        [8] agosto
        [9] setembro
        [10] outubro
        [11] novembro
       *[12] dezembro
    } de { $year }
web-ordinal = { $place }º

## A página de uma mesa
web-table-title = { $game } · mesa { $table }
web-summary-lobby = { $game }: { $players } · esperando jogadores
web-summary-playing = { $game }: { $players } · { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
web-summary-waiting = { $game }: { $players } · { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    } · esperando { $up }
web-summary-finished = { $game }: { $players } · terminada após { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
web-summary-abandoned = { $game }: { $players } · abandonada
web-summary-cancelled = { $game }: { $players } · cancelada
web-board-not-started = A partida ainda não começou: o tabuleiro aparece quando ela começar.
web-board-no-picture = Este jogo não tem imagem de tabuleiro: o texto abaixo mostra a mesa.
web-board-alt = O tabuleiro de { $game }
web-live-static = Não se atualiza sozinha: recarregue a página para ver novas jogadas.
web-live-connecting = conectando
web-live-live = ao vivo
web-live-reconnecting = reconectando
web-live-ended = A partida acabou: abrindo a página final.
web-live-gone = Este link não funciona mais.
web-live-too-many = Há páginas ao vivo demais abertas; tente de novo mais tarde.
web-live-stopping = O servidor está parando.
web-joined-so-far = Entraram até agora
web-players = Jogadores
web-moves = Jogadas
web-moves-newest-last = Jogadas, a mais recente por último
web-moves-unlisted = As jogadas desta partida não podem ser listadas.
web-move-nothing-public = (nada público)
web-player-bot = bot
web-player-absent = ausente
web-player-to-play = na vez
web-player-due = até { $time }
web-ended-note = A partida acabou: abaixo está como terminou, e cada jogada para percorrer.

## O replay
web-replay = Replay
web-replay-title = Replay: { $game } · mesa { $table }
web-replay-over = A partida acabou.
web-replay-running = A partida ainda está em andamento: este replay vai até a última jogada.
web-replay-back-to-table = Voltar à página da mesa
web-replay-controls = Controles do replay
web-replay-first = Início
web-replay-back = Voltar
web-replay-play = Reproduzir
web-replay-pause = Pausar
web-replay-next = Próxima
web-replay-last = Fim
web-replay-step = Passo
web-replay-keys = Teclas: ← e → uma jogada, Home e End, Espaço reproduz e pausa.
web-replay-log = Baixar o registro de jogadas (texto)
web-replay-deal = A distribuição, antes da jogada 1 de { $steps }
web-replay-move-of = Jogada { $step } de { $steps }
web-replay-said-deal = A partida como foi distribuída, antes de alguém jogar.
web-replay-said-nothing = Nada público aconteceu nesta jogada.
web-replay-failed = Não foi possível carregar esse passo; tente de novo.
web-replay-no-picture = Este jogo não tem imagem de tabuleiro: o texto abaixo o mostra.

## As páginas de um servidor
web-server-title = Tabula: rankings e partidas recentes
web-server-heading = Rankings e partidas recentes
web-server-intro = As partidas deste servidor no Tabula. As pontuações são estimativas conservadoras que sobem com vitórias e com partidas jogadas; partidas com bots só contam onde o servidor as pontua.
web-server-description = Rankings e partidas recentes de { $games } neste servidor
web-server-description-none = Rankings e partidas recentes dos jogos do Tabula neste servidor
web-server-no-games = Nenhuma partida terminou neste servidor ainda.
web-games = Jogos
web-all-games = Todas as partidas deste servidor
web-past-seasons = Temporadas anteriores
web-tournaments = Torneios
web-tournament-line = { $name } ({ $game }, { $state }, { $entrants } inscritos)
web-tournament-line-signup = inscrições abertas
web-tournament-line-round = rodada { $round }
web-tournament-line-finished = terminado
web-tournament-line-cancelled = cancelado
web-legend-provisional = depois de uma pontuação: provisória (menos de { $games } partidas pontuadas, ou ainda incerta).
web-legend-inactive = Quem não jogou uma partida pontuada nos últimos { $days } dias não aparece.
web-provisional = provisória
web-board-empty = { $caption }: { $why }
web-col-rank = Posição
web-col-player = Jogador
web-col-rating = Pontuação
web-col-games = Partidas
web-col-wins = Vitórias
web-col-points = Pontos
web-col-points-short = Pts
web-all-time = Geral
web-all-time-empty = Ninguém tem pontuação neste jogo ainda, ou ninguém pontuado jogou nos últimos { $days } dias.
web-season-empty = Ainda não há partidas pontuadas de { $game } nesta temporada.
web-recent-games = Partidas recentes
web-recent-none = Ainda não há partidas terminadas.
web-unplaced = sem colocação
web-recent-abandoned = abandonada
web-recent-replay = Replay da mesa { $table }
web-recent-no-link = mesa { $table } (sem link web)
web-season-running = Temporada { $season }, desde { $from }
web-season-ended = Temporada { $season }, de { $from } a { $to }
web-season-title = Tabula: temporada { $season }
web-season-description = { $caption } neste servidor
web-season-final = Classificação final.
web-season-so-far = A temporada está em andamento: classificação até agora.
web-season-no-games = Nenhuma partida pontuada nesta temporada.
web-standings-final = Classificação final
web-standings-so-far = Classificação até agora

## A página de um jogador
web-player-title = { $name } no Tabula
web-player-description = Partidas de { $name }: { $games }
web-average-place = Colocação média
web-rating-now = Pontuação atual
web-not-rated = sem pontuação
web-rating-over-time = Pontuação ao longo do tempo
web-chart-none = Nenhuma partida pontuada tem pontuação registrada ainda, então não há gráfico.
web-chart-one = Uma partida pontuada até agora: a pontuação ficou em { $rating } depois dela, em { $date }. O gráfico começa com a segunda.
web-chart-title = Pontuação após cada uma das { $games } partidas pontuadas, de { $first } em { $from } a { $last } em { $to }
web-chart-as-table = As pontuações em tabela
web-chart-game = Partida
web-chart-date = Data
web-chart-rating-after = Pontuação depois

## A página de um torneio
web-tournament-title = Tabula: { $name }
web-tournament-description = { $name }: um torneio de { $game } no Tabula
web-tournament-intro = Torneio { $id } de { $game }: { $format }, { $timing }. { $status }.
web-tournament-signup = Inscrições abertas
web-tournament-running = Rodada { $round } de { $rounds } em andamento
web-tournament-finished = Terminado
web-tournament-cancelled = Cancelado
web-format-swiss = sistema suíço
web-format-round-robin = todos contra todos
web-format-knockout = mata-mata
web-format-rounds = { $format }, { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }
web-timing-clock = relógio { $clock }
web-timing-live = mesas ao vivo
web-timing-async = mesas assíncronas
web-timing-pace = mesas: { $pace }
web-timing-default = o ritmo padrão do servidor
web-tournament-nobody = Ninguém se inscreveu ainda.
web-entrants = Inscritos ({ $count })
web-standings = Classificação
web-withdrawn = desistiu
web-games-with-byes = { $played } + { $byes ->
        [one] { $byes } folga
       *[other] { $byes } folgas
    }
web-tiebreak-buchholz = Buchholz
web-tiebreak-buchholz-short = Bu
web-tiebreak-sonneborn-berger = Sonneborn-Berger
web-tiebreak-sonneborn-berger-short = SB
web-tiebreak-placement = Soma das colocações (menor é melhor)
web-tiebreak-placement-short = SC
web-tiebreak-round = Rodada alcançada
web-tiebreak-round-short = RA
web-tiebreak-other-short = D
web-tiebreak-key = { $short }: { $name }
web-scoring-placement = em cada mesa, a parte dos outros jogadores que ficaram abaixo de você; uma folga 1
web-scoring-wins = uma vitória 1, um empate ½, uma folga 1
web-points-legend = Pts: pontos ({ $scoring }).
web-forfeit = W.O.
web-pod-points = { $points } pt
web-pod-table = Mesa { $table }
web-pod-table-no-link = mesa { $table }
web-pod-waiting = esperando seu tópico
web-pod-gone = não existe mais
web-pod-playing = em andamento
web-pod-finished = terminada
web-pod-ended-early = terminada antes do fim
web-round = Rodada { $round }
web-byes = Uma folga (os pontos de uma vitória, sem partida): { $names }.

## Respostas simples: uma requisição que o servidor não atende, e a própria falha dele
web-method-not-allowed = Aqui só são respondidas requisições GET e HEAD.
web-uri-too-long = O endereço é longo demais.
web-headers-too-large = Os cabeçalhos da requisição são grandes demais.
web-body-refused = As requisições aqui não podem trazer conteúdo.
web-too-many-requests = Requisições demais; espere um momento.
web-server-error = Algo deu errado do nosso lado; tente de novo mais tarde.
