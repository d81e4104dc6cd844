# O núcleo do Tabula: a vida de uma mesa fora do jogo e os comandos do servidor (issue 48),
# com as chaves do inglês.
#
# Glossário: table = mesa, seat = lugar, host = anfitrião, lobby = sala, bot = bot (jogador
# do computador), turn = vez, deadline = prazo, clock = relógio, bank = reserva de tempo,
# season = temporada, tournament = torneio, round = rodada, bye = folga,
# standings = classificação, rematch = revanche, thread = tópico, rating = pontuação,
# skill = nível, replay = replay, organiser = organizador, entrant = participante,
# web link = link da web, direct message = mensagem direta, quiet hours = horário de silêncio,
# leaderboard = ranking. Tratamento: você. Valores digitados (`live`, `async`, nomes de
# opções) ficam em inglês.

failure = Algo deu errado do nosso lado; nada foi alterado. Tente de novo.
damaged = A partida salva desta mesa está danificada, então não pode continuar (tentar de novo não vai adiantar). O anfitrião, ou quem pode gerenciar este canal, pode encerrá-la com /cancel; o que foi salvo fica como está para a administração do servidor examinar (`tabula check`). Depois, /play abre uma mesa nova.

lobby-host-adds-bots = Só o anfitrião pode adicionar bots.
lobby-full-bots = A mesa está cheia ({ $max } jogadores). Tire um bot ou espere alguém sair primeiro.
lobby-no-bots-here = As configurações deste servidor não permitem jogadores do computador aqui.
lobby-bot-levels = Este servidor só permite jogadores do computador destes níveis: { $levels }.
lobby-bot-seated = { $name } se senta.
lobby-host-removes-bots = Só o anfitrião pode tirar bots.
lobby-no-bot = Não há nenhum bot nesta mesa.
lobby-bot-gone = Esse bot já saiu da mesa.
lobby-bot-left = { $name } saiu da mesa.
lobby-not-started = A partida ainda não começou.
lobby-host-options = Só o anfitrião pode mudar as opções da mesa.
lobby-choice-unknown = Essa escolha não foi reconhecida.
lobby-choose-one = Escolha um valor só.
lobby-clock-pace = O relógio `{ $clock }` desta mesa é para mesas { $pace ->
    [live] ao vivo
   *[async] assíncronas
}; abra uma mesa nova com /play para outro ritmo.
lobby-time-control = O controle de tempo é `live` ou `async`.
lobby-option-saved = Opção salva.
lobby-left-game = { $name } saiu da partida; { $by ->
    [bot] um bot joga as vezes dele
   *[default] as vezes dele são jogadas pela ação padrão de tempo esgotado
} e { $name } fica em último.
lobby-left-game-you = Você saiu da partida. Clique em Retomar na sua visão (Mostrar minha mão) se mudar de ideia.
lobby-everyone-left = Todos saíram; a mesa está fechada.
lobby-everyone-left-thread = Todos saíram da sala de { $game } (mesa { $table }); ela está fechada.
lobby-cancel-tournament = Esta é uma mesa de torneio: ela termina jogando, com /resign ou pelo prazo da rodada. Quem pode gerenciar o servidor pode cancelá-la.
lobby-cancelled-by = Cancelada por { $name }.
lobby-cancelled-thread = { $name } cancelou a mesa { $table } de { $game }; nenhuma pontuação muda.
lobby-cancelled-notice = { $name } cancelou a mesa; nenhuma pontuação muda.
lobby-cancelled-damaged = { $name } cancelou a mesa; nenhuma pontuação muda. A partida salva não pôde ser lida, então fica como estava para a administração do servidor examinar. /play abre uma mesa nova.
lobby-tables-off = As configurações deste servidor desativam as mesas neste canal; /settings mostra onde elas são permitidas.
lobby-bot-level-without-bots = `bot_level` define o quão bem jogam os bots que `bots` coloca na mesa; informe `bots` também. (Um bot que joga no lugar de um ausente sempre joga no nível normal.)
lobby-lose-on-time-rated = `lose_on_time` é para partidas valendo pontuação: com um bot na mesa, escolha também `rated_with_bots:True`, ou tire `lose_on_time`.
lobby-house-rules-error = { $error } (As regras da casa deste servidor definem { $options }; /settings mostra quais.)
lobby-channel-has-table = Este canal já tem uma mesa ({ $game }, { $status }). Entre nela com /join, ou abra um tópico para outra partida.
lobby-opened = Você abriu uma mesa nova de { $game }{ $bots ->
    [0] {""}
    [1] {" "}com um bot
   *[other] {" "}com { $bots } bots
}. Os outros podem entrar com o botão Entrar ou /join; comece quando todos estiverem.
lobby-opened-thread = Você abriu uma mesa nova de { $game }{ $bots ->
    [0] {""}
    [1] {" "}com um bot
   *[other] {" "}com { $bots } bots
} num tópico próprio, { $thread }. Os outros podem entrar com o botão Entrar ou /join; comece quando todos estiverem.
lobby-absent-bot-level = Um bot que joga no lugar de um ausente joga no nível normal, que este servidor não permite (permitidos: { $levels }); use `absent:default`.
lobby-bots-always-rated = Este servidor conta toda partida com jogadores do computador na pontuação.
lobby-bots-never-rated = Este servidor nunca conta partidas com jogadores do computador na pontuação.
lobby-lose-on-time-clock = `lose_on_time` precisa de um relógio: adicione um, por ex. `clock:5+3` (ao vivo) ou `clock:3d` (assíncrono).

threads-off-note = As configurações deste servidor desativam os tópicos aqui (`/settings threads`), então a mesa é jogada neste canal.
threads-refused = O Tabula não conseguiu abrir um tópico para ela ({ $why }), então ela é jogada neste canal.
threads-opening = Abrindo um tópico para a mesa…
threads-name = { $game } · mesa de { $host }
threads-opened = { $host } abriu uma mesa de { $game } em { $thread }: entre lá.
threads-opened-rematch = { $host } abriu uma revanche da mesa { $table } de { $game } em { $thread }: entre lá.
threads-played-in = (Jogada em { $thread }.)

rematch-not-finished = Só uma partida terminada pode ser jogada de novo.
rematch-started = A revanche já começou; você pode assistir e entrar na próxima.
rematch-tables-off = As configurações deste servidor agora desativam as mesas neste canal, então não há revanche aqui.
rematch-channel-has-table = Este canal já tem uma mesa ({ $game }, { $status }); a revanche pode abrir quando ela terminar.
rematch-options = As opções deste jogo não abrem mais uma mesa, então não há revanche: { $error }
rematch-opened = Você abriu uma revanche da mesa { $table } em { $channel }. Todos que clicarem em Revanche ou Entrar ganham um lugar; comece quando todos estiverem.

abandon-lobby = A sala de { $game } (mesa { $table }) está fechada: ninguém entrou, começou ou mudou nada nela por { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}. /play abre uma mesa nova.
abandon-game = A mesa { $table } de { $game } foi abandonada: ninguém jogou por { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}. Ela termina sem classificação e nenhuma pontuação muda; /history mostra o último tabuleiro.

rules-title = Como jogar { $game }
stats-none = { $name } ainda não terminou nenhuma partida neste servidor.
stats-line = { $game }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, colocação média { $average }{ $rating }
stats-line-bots = { $game } com bots (sem pontuação): { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, colocação média { $average }{ $rating }
stats-rating = , nível { $skill }{ $mark } (μ { $mu } ± { $sigma })
stats-provisional = { $mark } provisório: menos de { $games } partidas valendo pontuação, ou a pontuação ainda é incerta.
stats-bots-hint = /stats bots:True mostra como os bots se saíram neste servidor.
stats-title = Estatísticas de { $name }
stats-bots-none = Nenhuma partida com bots terminou neste servidor ainda.
stats-bots-title = Bots neste servidor
games-none = Você não tem partidas abertas neste servidor. Comece uma com /play.
games-in-lobby = na sala
games-your-turn = { $b }esperando por você{ $e } (prazo { $due })
games-others-turn = esperando os outros
games-line = { $channel } · { $game } · mesa { $table } · { $state }
games-title = Suas partidas abertas
history-none-of = Nenhuma partida de { $game } terminou neste canal ainda. Abra uma mesa com /play.
history-none = Nenhuma partida terminou neste canal ainda. Abra uma mesa com /play.
history-earlier = Partidas anteriores aqui:
history-choice = Mesa { $table } · { $game }
history-title = Última partida aqui · { $title }
history-line = • { $at } · { $game } · mesa { $table } · { $what }
history-unavailable = indisponível nesta versão do Tabula
history-abandoned = abandonada
history-cancelled = cancelada
history-won = vencida por { $winners }
history-won-on-time = vencida por { $winners } no tempo

tournament-round-deadline = A mesa { $table } de { $game } termina aqui: o prazo da rodada de { $tournament } passou. Conta como empate entre os jogadores ainda presentes; nenhuma pontuação muda.

replay-none = Nenhuma partida terminou neste canal ainda, então não há nada para rever.
replay-no-table = Este canal não tem a mesa { $table }. /history lista as partidas que terminaram aqui.
replay-choose-one = Escolha uma partida só.
replay-not-here = Essa partida não é deste canal.
replay-pick = Rever uma partida anterior
replay-log-attached = O registro de jogadas da mesa { $table } ({ $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}) está anexado.
replay-log-description = O registro de jogadas da mesa { $table } de { $game }
replay-log-heading = Tabula · { $game } · mesa { $table } · { $ended }
replay-log-players = Jogadores: { $players }
replay-log-move = Jogada { $k } de { $n }
replay-log-board-now = Tabuleiro agora:
replay-log-final-board = Tabuleiro final:
replay-timed-out = ⏰ O tempo acabou; a ação padrão foi jogada.
replay-still-open = Esta partida ainda está aberta; o replay fica disponível quando ela terminar (veja /board).
replay-never-started = Esta mesa nunca começou, então não há nada para rever.
replay-broken = O registro de jogadas desta partida não leva ao tabuleiro final, então ela não pode ser revista. O tabuleiro final continua em /history.
replay-ended-cancelled = cancelada antes do fim
replay-ended-finished = terminada
replay-deal-only = O início: a partida terminou antes de alguém jogar
replay-deal = O início, antes da jogada 1 de { $n }
replay-after = Depois da jogada { $k } de { $n }
replay-this-move = Esta jogada:
replay-title = Replay · { $game } · mesa { $table }
replay-button-deal = ⏮ Início
replay-button-back = ◀ Voltar
replay-button-next = Próxima ▶
replay-button-end = Fim ⏭
replay-button-log = Registro de jogadas (.txt)

load-game-unavailable = O jogo desta mesa não está disponível nesta versão do Tabula.
load-no-such-table = Essa mesa não existe.
load-thread-line = • { $game } (mesa { $table }, { $status }) em { $thread }
load-in-threads = Aqui as mesas são jogadas em tópicos próprios:
    { $tables }
    Use o comando no tópico da mesa que você quer.

web-link-label = Ver na web
link-no-table = Não há mesa neste canal e nenhuma partida terminou aqui ainda, então não há página para mostrar. Abra uma mesa com /play.
link-not-yours = Só o anfitrião da mesa, ou quem pode gerenciar este canal, pode dar um link novo à mesa. /link sem opções mostra o atual.
link-renewed = A mesa { $table } tem um link novo: o antigo não abre mais nada, e as páginas abertas com ele param de acompanhar a partida.
link-off = Os links da web estão desativados neste canal, então as páginas das mesas dele não podem ser abertas (/settings web_links:on ativa).
link-no-address = Este Tabula ainda não tem endereço público na web (a administração define PUBLIC_URL), então não há link para abrir. Tabuleiros e resultados vão ter um botão "{ $button }" quando ele for definido.
link-page = A página web da mesa { $table }: { $url }
    Qualquer pessoa com este link pode assistir ao vivo e, quando terminar, rever a partida, sem Discord. /link new:true dá um link novo à mesa (o anfitrião ou quem gerencia o canal).
link-replay = O replay da mesa { $table }: { $url }
    Qualquer pessoa com este link pode assistir jogada a jogada, sem Discord. /link new:true dá um link novo à mesa (o anfitrião ou quem gerencia o canal).
link-title = Página web

notify-off = As mensagens diretas estão desativadas: você vê suas vezes nos canais. `/notify dms:on` te manda uma quando uma mesa assíncrona espera por você.
notify-paused = As mensagens diretas estão pausadas: o Discord não me deixou te mandar uma (suas DMs estão fechadas para membros deste servidor). Permita mensagens diretas e depois use `/notify dms:on` para voltar a recebê-las.
notify-on = As mensagens diretas estão ativadas: uma quando uma mesa assíncrona começa a esperar por você, e outra com o lembrete antes do seu prazo. Sem horário de silêncio. O Discord só as entrega se você aceitar mensagens diretas de membros deste servidor.
notify-on-quiet = As mensagens diretas estão ativadas: uma quando uma mesa assíncrona começa a esperar por você, e outra com o lembrete antes do seu prazo. Horário de silêncio: { $quiet }; as mensagens desse horário esperam até ele acabar. O Discord só as entrega se você aceitar mensagens diretas de membros deste servidor.
