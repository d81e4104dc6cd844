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

bot-name = { $n ->
    [1] Bot
   *[other] Bot { $n }
} ({ $level ->
    [easy] fácil
    [strong] forte
   *[normal] normal
})
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
}. Os outros podem entrar com o botão { $join } ou /join; comece quando todos estiverem.
lobby-opened-thread = Você abriu uma mesa nova de { $game }{ $bots ->
    [0] {""}
    [1] {" "}com um bot
   *[other] {" "}com { $bots } bots
} num tópico próprio, { $thread }. Os outros podem entrar com o botão { $join } ou /join; comece quando todos estiverem.
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
rematch-opened = Você abriu uma revanche da mesa { $table } em { $channel }. Todos que clicarem em { $rematch } ou { $join } ganham um lugar; comece quando todos estiverem.

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

# Mensagens diretas (store::notify), no idioma de quem lê. $game: o nome do jogo; $table: o
# número da mesa; $channel: um link para o canal dela; $what: o que ela espera; $due: até
# quando.
dm-waits = ⏳ A mesa { $table } de { $game } em { $channel } está esperando você: { $what } (prazo { $due }).
dm-reminder = ⏰ Lembrete: a mesa { $table } de { $game } em { $channel } ainda está esperando você: { $what } (prazo { $due }).

season-hidden = Quem não jogou nenhuma partida valendo pontuação em { $days } dias fica oculto (/stats continua mostrando).
season-line = { $rank }. { $name }: nível { $skill }{ $mark } (μ { $mu } ± { $sigma }), { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}
season-date = { $day ->
    [1] 1º
   *[other] { $day }
} de { $month ->
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
season-title-past = Temporada { $number }, de { $starts } a { $ends } (classificação final)
season-title-running = Temporada { $number }, desde { $starts }
leaderboard-no-season = Nenhuma temporada está em andamento neste servidor. `season:all` mostra o ranking de todos os tempos; a administração começa uma temporada com /season action:start.
season-no-such = Não existe a temporada { $number } neste servidor: as temporadas dele vão de 1 a { $last }.
leaderboard-no-seasons = Este servidor ainda não teve nenhuma temporada. `season:all` mostra o ranking de todos os tempos.
leaderboard-empty = Nenhuma partida de { $game } terminou neste servidor ainda.
leaderboard-inactive = Ninguém jogou uma partida de { $game } valendo pontuação neste servidor nos últimos { $days } dias.
leaderboard-all-time = Todos os tempos
leaderboard-season-empty = Ainda não há partidas de { $game } valendo pontuação na temporada { $number }.
leaderboard-title-season = Ranking de { $game } · temporada { $number }
leaderboard-title-all = Ranking de { $game } · todos os tempos
season-number = `number` é o número de uma temporada, como 3.
season-number-show = `number` vai com `action:show`; `action:{ $action }` não leva número.
season-admins-only = Começar e encerrar temporadas exige a permissão Gerenciar servidor. /season sem opções mostra as temporadas deste servidor.
season-action = `action` é `show`, `start` ou `end`.
season-started = A temporada { $number } começa agora: todos começam com a pontuação inicial, e as partidas valendo pontuação dela movem o próprio ranking (/leaderboard).
season-ended-then = A temporada { $number } terminou; a classificação final: /season number:{ $number }.
season-heading = Temporada { $number }
season-none-running = Nenhuma temporada está em andamento neste servidor. /season action:start começa uma.
season-ended = A temporada { $number } terminou; a classificação é definitiva: /season number:{ $number }.
season-ended-rolls = As temporadas deste servidor se renovam sozinhas (/settings season:), então a próxima começa no dia 1º; `season:off` interrompe isso.
season-running = { $title }: /leaderboard mostra os rankings dela.
season-none-all-time = Nenhuma temporada em andamento: /leaderboard mostra todos os tempos.
season-rolls = As temporadas se renovam sozinhas: { $length ->
    [monthly] todo mês
   *[quarterly] todo trimestre
} (no dia 1º, UTC).
season-by-admin = As temporadas começam e terminam quando a administração decide (/season action:start).
season-past = { $b }Temporadas passadas{ $e } (/season number:N mostra a classificação final de uma)
season-overview-title = Temporadas neste servidor
season-none-yet = Este servidor ainda não teve nenhuma temporada.
season-no-games = Nenhuma partida valendo pontuação nesta temporada.
season-top = Os 3 melhores de cada jogo; /leaderboard game:… season:{ $number } mostra mais. { $legend }
season-rolls-off = As temporadas não se renovam mais sozinhas; uma temporada em andamento continua até a administração encerrá-la (/season action:end).
season-rolls-on-running = A temporada { $number } continua, e agora as temporadas se renovam { $length ->
    [monthly] todo mês
   *[quarterly] todo trimestre
} no dia 1º (UTC).
season-rolls-on-new = A temporada { $number } começa agora, e as temporadas se renovam { $length ->
    [monthly] todo mês
   *[quarterly] todo trimestre
} no dia 1º (UTC).

settings-admins-only = Mudar as configurações do servidor exige a permissão Gerenciar servidor. /settings sem opções mostra as configurações.
settings-season-server = As temporadas valem para o servidor inteiro: informe `season` sem `scope:here`.
settings-server-only = As páginas web do servidor, as ausências, os torneios e o idioma valem para o servidor inteiro: informe `web_pages`, `away_days`, `tournaments` e `language` sem `scope:here`.
settings-saved-here = Salvo para este canal.
settings-saved-server = Salvo para o servidor inteiro.
settings-in-channel = Neste canal
settings-whole-server = Definido para o servidor inteiro
settings-one-channel = Definido para um canal
settings-title = Configurações do servidor
settings-web-pages-off = • As páginas web do servidor: desativadas (`web_pages:on` ativa)
settings-web-pages-on = • As páginas web do servidor: ativadas
settings-web-pages-at = • As páginas web do servidor: ativadas, em { $url } (`web_pages:on` de novo dá um link novo e o antigo para de funcionar)
settings-web-pages-no-address = • As páginas web do servidor: ativadas, mas este Tabula ainda não tem endereço público na web (a administração define PUBLIC_URL), então não há link para abrir
settings-none = nenhuma
settings-tables = • Mesas: { $state ->
    [on] permitidas
   *[off] desativadas
}
settings-threads = • Um tópico por mesa: { $state ->
    [on] ativado (mesas abertas num canal de texto são jogadas num tópico próprio)
   *[off] desativado (as mesas são jogadas no canal em que são abertas)
}
settings-time = • Controle de tempo das mesas novas: { $time ->
    [live] ao vivo
    [async] assíncrono
   *[none] ao vivo (o padrão do Tabula)
}
settings-house-rules = • Regras da casa: { $rules }
settings-bots = • Jogadores do computador permitidos: { $levels }
settings-bots-rated = • Partidas com jogadores do computador: { $rated ->
    [always] sempre valem pontuação
    [never] nunca valem pontuação
   *[table] valem pontuação se a mesa escolher (`rated_with_bots`)
}
settings-web-links = • Páginas web das mesas: { $state ->
    [on] visíveis (os tabuleiros levam a elas quando o Tabula tem um endereço público; /link)
   *[off] desativadas (os links delas não abrem nada)
}
settings-abandon = • Uma mesa em que ninguém joga é abandonada depois de { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
settings-season = • Temporadas: { $length ->
    [monthly] mensais (uma nova no dia 1º, UTC; /season)
    [quarterly] trimestrais (uma nova no dia 1º, UTC; /season)
   *[none] começadas e encerradas pela administração (/season)
}
settings-clock = • Relógio das mesas novas: `{ $clock }`
settings-clock-none = • Relógio das mesas novas: nenhum (cada decisão tem o tempo do seu ritmo)
settings-away = { $days ->
    [0] • Ausências (/away): desativadas
    [one] • Ausências (/away): { $days } dia por ano por jogador
   *[other] • Ausências (/away): { $days } dias por ano por jogador
}
settings-tournaments = • Os torneios (/tournament) são criados por { $who ->
    [anyone] qualquer pessoa
   *[managers] quem gerencia o servidor
}
settings-language = • Idioma das mensagens públicas: { $language }
settings-language-discord = • Idioma das mensagens públicas: o idioma do servidor no Discord (inglês onde o Tabula não fala)
settings-defaults = nada (o padrão do Tabula)
settings-row-house-rules = regras da casa de { $game }: { $options }
settings-row-bots-rated = bots_rated { $rated ->
    [yes] sim
   *[no] não
}
tournament-action = `action` é create, start, cancel, withdraw ou standings.
tournament-id = `id` é o número de um torneio, como as mensagens dele mostram.
tournament-none-here = Não há torneio aqui. Informe `id` (o número dele, nas mensagens), ou crie um com `/tournament action:create`.
tournament-create-who = Neste servidor só membros que podem gerenciá-lo criam torneios (`/settings tournaments:everyone` deixa qualquer pessoa).
tournament-not-in-thread = Crie um torneio num canal de texto, não num tópico: cada mesa dele abre num tópico desse canal.
tournament-which-game = Qual jogo? Informe `game`.
tournament-game-list = `game` é um destes: { $games }.
tournament-format = `format` é swiss, round_robin ou knockout.
tournament-rounds = `rounds` é um número inteiro de 1 a { $max }.
tournament-rounds-swiss = `rounds` é para torneios suíços: um todos contra todos vai até todos se enfrentarem, e um mata-mata até sobrar um.
tournament-game-unfit = { $game } não pode ser jogado em torneio.
tournament-clock-pace = O relógio `{ $clock }` é para mesas { $pace ->
    [live] ao vivo
   *[async] assíncronas
}, não { $time ->
    [live] ao vivo
   *[async] assíncronas
}.
tournament-round-days = `round_days` é um número inteiro de dias de 1 a { $max }.
tournament-starts-in = `starts_in_hours` é um número inteiro de horas de 1 a { $max }.
tournament-name-length = `name` tem de 1 a { $max } caracteres.
tournament-default-name = Torneio de { $game }
tournament-created = O torneio { $id } está aberto a participantes. Comece com o botão Começar agora ou `/tournament action:start id:{ $id }`.
tournament-created-at = O torneio { $id } está aberto a participantes. Comece com o botão Começar agora ou `/tournament action:start id:{ $id }`; senão ele começa sozinho { $at }.
tournament-gone = Esse torneio não existe mais.
tournament-running = Este torneio já começou; `/tournament action:standings` mostra como ele está.
tournament-finished = Este torneio acabou; `/tournament action:standings` mostra a classificação final.
tournament-was-cancelled = Este torneio foi cancelado.
tournament-joined = Você está dentro. Suas mesas vão abrir em tópicos deste canal; você é mencionado quando uma rodada for emparelhada.
tournament-already-in = Você já está neste torneio.
tournament-left = Você saiu do torneio.
tournament-not-in = Você não está neste torneio.
tournament-cancel-who = Só o organizador do torneio, ou quem pode gerenciar o servidor, pode cancelá-lo.
tournament-already-over = Este torneio já acabou.
tournament-cancelled-notice = { $name } (torneio { $id }) foi cancelado pelo organizador. As mesas ainda em jogo continuam como partidas comuns.
tournament-cancelled = Torneio cancelado.
tournament-left-before-start = Você saiu do torneio antes do início.
tournament-withdrew-notice = { $player } se retirou de { $name }.
tournament-withdrawn = Você se retirou: não vai ser emparelhado de novo. Se a sua mesa desta rodada ainda estiver em jogo, ela conta como derrota para você; `/resign` lá sai dela agora.
tournament-already-withdrawn = Você já se retirou.
tournament-over = Este torneio acabou.
tournament-start-who = Só o organizador do torneio, ou quem pode gerenciar o servidor, pode começá-lo.
tournament-already-started = Este torneio já começou.
# Por que uma rodada não pode ser emparelhada ($why de tournament-cannot-start): uma oração depois de dois-pontos.
pair-sizes = uma mesa deste jogo tem de { $min } a { $max } jogadores, o que não permite um torneio
pair-knockout-won = o mata-mata acabou: { $winner } venceu
pair-knockout-empty = o mata-mata acabou: não sobrou ninguém nele
pair-few = só { $left ->
    [one] sobrou { $left } jogador
   *[other] sobraram { $left } jogadores
}, e uma mesa precisa de { $min }
pair-all-met = todos os pares já se enfrentaram: o todos-contra-todos não tem mais rodadas
pair-unseatable = os jogadores que sobraram não cabem nas mesas deste jogo
pair-byes = { $byes } jogadores precisam folgar nesta rodada, mas só { $byeless } ainda não tiveram folga, e ninguém folga duas vezes
pair-odd = sobrou um número ímpar de jogadores e todos já tiveram folga: ninguém folga duas vezes
tournament-cannot-start = { $name } ainda não pode começar: { $why } ({ $entrants ->
    [one] { $entrants } participante
   *[other] { $entrants } participantes
}; uma mesa de { $game } recebe { $seats }).
tournament-cannot-start-waits = { $name } ainda não pode começar: { $why } ({ $entrants ->
    [one] { $entrants } participante
   *[other] { $entrants } participantes
}; uma mesa de { $game } recebe { $seats }). O organizador pode começá-lo quando mais gente entrar.
tournament-started = Torneio começado: as mesas da rodada 1 abrem agora nos seus tópicos.
tournament-standings-after = Classificação depois da rodada { $round }:
tournament-over-notice = { $name } acabou.
tournament-won = { $name } acabou: { $winner } venceu!
tournament-shared = { $name } acabou: { $winners } e { $last } dividem o primeiro lugar!
tournament-final-standings = Classificação final depois de { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
}
tournament-no-round-yet = Nenhuma rodada terminou ainda
tournament-standings-round = Classificação depois da rodada { $round }
tournament-thread-refused = O Tabula não conseguiu abrir um tópico para a mesa { $table } da rodada { $round } de { $name } ({ $why }). Ele tenta de novo em alguns minutos; quem gerencia o servidor pode dar ao Tabula a permissão Criar tópicos públicos aqui.
tournament-table-notice = { $name }: rodada { $round }, mesa { $table }.
tournament-table-opened = Rodada { $round } · a mesa { $table } ({ $players }) é jogada em { $thread }.
tournament-thread-name = { $name } · rodada { $round } · mesa { $table }
