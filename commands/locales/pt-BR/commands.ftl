# O núcleo do Tabula: os textos dos comandos de barra (issue 48), com as chaves do inglês.
#
# Glossário: table = mesa, seat = lugar, host = anfitrião, lobby = sala, bot = bot (jogador
# do computador), turn = vez, deadline = prazo, clock = relógio, bank = reserva de tempo,
# season = temporada, tournament = torneio, round = rodada, bye = folga,
# standings = classificação. Tratamento: você.

cmd-play-game = Abrir uma mesa de { $game } neste canal ({ $players } jogadores)
cmd-play = Abrir uma mesa de um jogo neste canal
cmd-play-time = Ao vivo (um minuto por vez) ou assíncrono (um dia por vez); ao vivo se não for dito
cmd-play-time-live = Ao vivo: uma partida em minutos
cmd-play-time-async = Assíncrono: jogadas ao longo de dias
cmd-play-bots = Jogadores do computador que sentam com você (0 se não for dito)
cmd-play-bot_level = O quão bem esses bots jogam; normal se não for dito
cmd-play-bot_level-easy = Fácil: rápido, comete erros
cmd-play-bot_level-normal = Normal
cmd-play-bot_level-strong = Forte: pensa cerca de um segundo por jogada
cmd-play-absent = Quem joga a vez de um jogador ausente: a ação padrão ou um bot
cmd-play-absent-default = A ação padrão quando o tempo acaba
cmd-play-absent-bot = Um bot normal, até o jogador voltar
cmd-play-rated_with_bots = Contar esta partida para as pontuações mesmo com bots (não se não for dito)
cmd-play-clock = Um relógio: 5+3 (ao vivo: minutos + segundos por jogada) ou 3d / 3d+7 (assíncrono: dias + reserva)
cmd-play-lose_on_time = Partidas pontuadas a dois: quem fica sem tempo perde (não se não for dito)
cmd-join = Sentar-se à mesa deste canal.
cmd-leave = Sair da mesa deste canal antes de começar.
cmd-start = Começar a partida na mesa deste canal.
cmd-hand = Ver sua mão e suas opções, só para você.
cmd-board = Postar de novo o tabuleiro deste canal, ou o final e a pontuação da última partida.
cmd-history = A última partida deste canal: tabuleiro final, pontos e partidas anteriores (só você vê).
cmd-history-game = Só as mesas deste jogo; qualquer jogo se não for dito
cmd-replay = Rever jogada a jogada uma partida terminada neste canal, só para você.
cmd-replay-table = O número da mesa, como o /history mostra; a última partida se não for dito
cmd-link = A página web da mesa deste canal, para assistir ao vivo ou rever (só você vê).
cmd-link-new = Dar um link novo à mesa; o antigo para de funcionar (anfitrião ou quem gerencia o canal)
cmd-rules = Como se joga um jogo.
cmd-rules-game = O jogo
cmd-leaderboard = Os melhores jogadores de um jogo neste servidor.
cmd-leaderboard-game = O jogo
cmd-leaderboard-season = current, all (de todos os tempos) ou o número de uma temporada; a atual se não for dito
cmd-stats = Pontuações e resultados de um jogador neste servidor, ou dos bots.
cmd-stats-user = De quem; as suas se não for dito
cmd-stats-bots = Mostrar os resultados dos jogadores do computador neste servidor
cmd-games = Suas partidas abertas neste servidor.
cmd-cancel = Cancelar a mesa deste canal (o anfitrião, ou quem pode gerenciar o canal).
cmd-resign = Desistir da partida deste canal: seu lugar é jogado até o fim e você fica em último.
cmd-remove = Ficar de vez com o lugar de um jogador ausente (o anfitrião, ou quem gerencia o canal).
cmd-remove-player = O jogador ausente
cmd-remove-to = Quem joga o lugar daqui em diante; a escolha da mesa para ausentes se não for dito
cmd-remove-to-bot = Um jogador do computador
cmd-remove-to-default = A ação padrão quando o tempo acaba
cmd-settings = Ver as configurações deste servidor, ou mudá-las (Gerenciar servidor).
cmd-settings-scope = Onde as mudanças valem: o servidor todo se não for dito
cmd-settings-scope-server = O servidor todo
cmd-settings-scope-here = Só este canal
cmd-settings-tables = Se mesas podem ser abertas
cmd-settings-tables-on = Permitidas
cmd-settings-tables-off = Desativadas
cmd-settings-tables-default = Voltar ao padrão
cmd-settings-threads = Se uma mesa aberta num canal de texto joga numa thread própria
cmd-settings-threads-on = Permitido
cmd-settings-threads-off = Desativado
cmd-settings-threads-default = Voltar ao padrão
cmd-settings-time = O controle de tempo das mesas novas
cmd-settings-time-live = Ao vivo: uma partida em minutos
cmd-settings-time-async = Assíncrono: jogadas ao longo de dias
cmd-settings-time-default = Voltar ao padrão
cmd-settings-game = O jogo cujas regras da casa são definidas
cmd-settings-house_rules = As opções padrão do /play para esse jogo, ex. rounds=3 (none as apaga)
cmd-settings-bot_levels = Níveis de jogadores do computador permitidos, ex. easy,normal (all: todos)
cmd-settings-bots_rated = Se partidas com jogadores do computador contam para as pontuações
cmd-settings-bots_rated-yes = Sempre pontuadas
cmd-settings-bots_rated-no = Nunca pontuadas
cmd-settings-bots_rated-table = Cada mesa escolhe
cmd-settings-web_links = Se as páginas web das mesas abrem nos seus links e os tabuleiros os mostram
cmd-settings-web_links-on = Permitido
cmd-settings-web_links-off = Desativado
cmd-settings-web_links-default = Voltar ao padrão
cmd-settings-web_pages = As páginas web do servidor: rankings, partidas, jogadores (on: um link novo)
cmd-settings-web_pages-on = Ativadas, num link novo (o antigo para de funcionar)
cmd-settings-web_pages-off = Desativadas
cmd-settings-abandon_days = Dias sem jogada após os quais uma mesa é abandonada (0: o padrão, 14)
cmd-settings-season = Temporadas que mudam sozinhas no dia 1º (o servidor todo)
cmd-settings-season-monthly = Uma temporada por mês
cmd-settings-season-quarterly = Uma temporada por trimestre: janeiro, abril, julho, outubro
cmd-settings-season-off = Sem temporadas automáticas (os admins começam e terminam)
cmd-settings-clock = Relógio das mesas novas: 5+3 (ao vivo), 3d ou 3d+7 (assíncrono); padrão: nenhum
cmd-settings-away_days = Dias de ausência (/away) por jogador e por ano (0: desativado; o servidor todo)
cmd-settings-tournaments = Quem pode criar torneios (/tournament; o servidor todo)
cmd-settings-tournaments-admins = Quem pode gerenciar o servidor (o padrão)
cmd-settings-tournaments-everyone = Qualquer um
cmd-settings-language = O idioma das mensagens públicas (o servidor todo; padrão: o idioma do servidor no Discord)
cmd-settings-language-en = English
cmd-settings-language-de = Deutsch
cmd-settings-language-es = Español
cmd-settings-language-fr = Français
cmd-settings-language-pt-BR = Português do Brasil
cmd-settings-language-default = O idioma do servidor no Discord
cmd-settings-my_language = Seu próprio idioma para o que o Tabula diz a você em particular, em todos os servidores
cmd-settings-my_language-en = English
cmd-settings-my_language-de = Deutsch
cmd-settings-my_language-es = Español
cmd-settings-my_language-fr = Français
cmd-settings-my_language-pt-BR = Português do Brasil
cmd-settings-my_language-discord = Seguir meu idioma do Discord
cmd-notify = Uma mensagem direta quando uma mesa assíncrona espera por você, com horas de silêncio.
cmd-notify-dms = Mensagens diretas ligadas ou não; como estão se não for dito
cmd-notify-dms-on = Me mande uma mensagem direta quando uma mesa assíncrona esperar por mim
cmd-notify-dms-off = Sem mensagens diretas
cmd-notify-quiet = Horas de silêncio em UTC, ex. 22-7 (none: nenhuma)
cmd-season = As temporadas deste servidor, a classificação final de uma passada; os admins as gerenciam.
cmd-season-action = O que fazer: mostrar se não for dito
cmd-season-action-show = Mostrar as temporadas, ou a classificação da temporada `number`
cmd-season-action-start = Começar uma temporada agora (Gerenciar servidor)
cmd-season-action-end = Terminar agora a temporada em curso (Gerenciar servidor)
cmd-season-number = A temporada a mostrar
cmd-away = Ausência: seus prazos assíncronos neste servidor esperam por você enquanto está fora (só você vê).
cmd-away-days = Ficar fora por esse número de dias, a partir de agora
cmd-away-off = Voltar agora, antes do fim da sua ausência
cmd-tournament = Torneios de um jogo ao longo de dias: criar, começar, desistir, classificação.
cmd-tournament-action = O que fazer: a classificação se não for dito
cmd-tournament-action-create = Criar aqui um torneio, com a mensagem de inscrição
cmd-tournament-action-start = Começar agora (o organizador ou quem gerencia o servidor)
cmd-tournament-action-standings = Mostrar como está
cmd-tournament-action-withdraw = Desistir: você não é mais emparelhado
cmd-tournament-action-cancel = Cancelar (o organizador ou quem gerencia o servidor)
cmd-tournament-game = O jogo do torneio (create)
cmd-tournament-format = Como os jogadores se enfrentam (create; padrão swiss)
cmd-tournament-format-swiss = Suíço: por pontos, ninguém se enfrenta duas vezes
cmd-tournament-format-round_robin = Todos contra todos
cmd-tournament-format-knockout = Mata-mata: quem perde sai a cada rodada
cmd-tournament-rounds = Rodadas do suíço (create; padrão: o suficiente para os inscritos)
cmd-tournament-clock = O relógio das mesas (create): 5+3 (ao vivo), 3d ou 3d+7 (assíncrono)
cmd-tournament-time = O ritmo das mesas (create; padrão: o do relógio, senão assíncrono)
cmd-tournament-time-live = Ao vivo: prazos curtos
cmd-tournament-time-async = Assíncrono: um dia por decisão, ou o relógio
cmd-tournament-starts_in_hours = Começar sozinho daqui a tantas horas (create; senão o organizador começa)
cmd-tournament-round_days = Dias que uma rodada dura no máximo (create; padrão 7 assíncrono, 1 ao vivo)
cmd-tournament-name = O nome do torneio (create)
cmd-tournament-id = Qual torneio (padrão: o deste canal)

# /away (ausência). $until é uma data que o Discord mostra a cada leitor do seu jeito;
# $left é a frase de away-left.
away-days-range = `days` é um número inteiro de dias, de 1 a { $max }.
away-days-number = `days` é um número inteiro de dias.
away-left = { $left ->
    [one] Resta { $left } dia
   *[other] Restam { $left } dias
} dos { $allowance ->
    [one] { $allowance } dia
   *[other] { $allowance } dias
} deste ano neste servidor.
away-both = Informe `days` (para se ausentar) ou `off` (para voltar), não os dois.
away-status-away = Você está ausente até { $until }.
away-status-home = Você não está ausente.
away-turned-off = A ausência está desativada neste servidor.
away-not-away = Você não está ausente neste servidor. /away days:N começa uma ausência.
away-back-notice = { $name } voltou.
away-back = Bem-vindo de volta: seus prazos nas mesas assíncronas deste servidor voltam a correr a partir de agora. { $left }
away-already = Você já está ausente até { $until }. /away off encerra; depois /away days:N começa outra.
away-too-many = Você pediu { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}, mas: { $left }
away-notice = { $name } está ausente até { $until }.
away-started = Você está ausente até { $until }: seus prazos nas mesas assíncronas deste servidor esperam por você até lá (mesas ao vivo não). /away off encerra antes. { $left }

# A sala: respostas privadas e recusas.
lobby-started-join = Esta partida já começou; você pode assistir e entrar na próxima.
lobby-seated-already = Você já está nesta mesa.
lobby-full = A mesa está cheia ({ $max } jogadores).
lobby-joined = Você sentou à mesa.
lobby-not-seated = Você não está nesta mesa.
lobby-left-closed = Você saiu; a mesa está fechada.
lobby-left = Você saiu da mesa.
lobby-started = Esta partida já começou.
lobby-host-starts = Só o anfitrião pode começar a partida.
lobby-needs = { $game } precisa de { $range } jogadores; até agora { $seated ->
    [one] { $seated } jogador
   *[other] { $seated } jogadores
}.
lobby-game-started = Partida começada.
lobby-no-table = Não há mesa neste canal. Abra uma com /play.
lobby-cancel-who = Só o anfitrião ou quem pode gerenciar este canal pode cancelar a mesa.
lobby-cancelled = Mesa cancelada.

# A player's own language (/settings my_language).
language-chosen = O Tabula agora fala { $language } com você em todos os servidores: suas visões, menus e respostas. `/settings my_language:discord` volta a seguir seu idioma do Discord.
language-discord = O Tabula voltou a seguir seu idioma do Discord ({ $language } aqui).
