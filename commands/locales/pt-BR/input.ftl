# O que a leitura de um comando digitado recusa (issue 48). Nomes de opções, valores e comandos
# ficam como foram digitados, entre crases. Tratamento: você.

input-which-game = Qual jogo? Escolha um de: { $games }.
input-no-game = Não existe um jogo chamado "{ $game }". Escolha um de: { $games }.
input-unknown-command = Comando desconhecido: /{ $command }.
input-no-options = { $command } não tem opções (nem `{ $option }`).
input-no-such-option = { $command } não tem a opção `{ $option }`; ele aceita { $options }.
input-needs-option = { $command } precisa da opção `{ $option }` ({ $what }).
input-must-be-text = `{ $option }` de { $command } precisa ser um texto.
input-must-be-member = `{ $option }` de { $command } precisa ser um membro deste servidor.
input-must-be-boolean = `{ $option }` de { $command } precisa ser true ou false.
input-must-be-number = `{ $option }` de { $command } precisa ser um número inteiro de { $min } a { $max }.
input-must-be-choice = `{ $option }` de { $command } precisa ser um de { $choices }.
input-not-text = `{ $option }` de { $command } precisa ser um texto, não `{ $value }`.
input-not-member = `{ $option }` de { $command } precisa ser um membro deste servidor, não `{ $value }`.
input-not-boolean = `{ $option }` de { $command } precisa ser true ou false, não `{ $value }`.
input-not-number = `{ $option }` de { $command } precisa ser um número inteiro de { $min } a { $max }, não `{ $value }`.
input-not-choice = `{ $option }` de { $command } precisa ser um de { $choices }, não `{ $value }`.
input-table-number = `table` é o número de uma mesa, como o /history mostra.
input-dms = `dms` é `on` ou `off`.
input-quiet = `quiet` são duas horas UTC como `22-7`, ou `none`.
input-whose-seat = O lugar de quem? Informe `player`.
input-remove-to = `to` precisa ser bot ou default.
input-stats-bots = `bots` precisa ser true ou false.
input-user-name-alone = `user_name` dá o nome do jogador de `user`; informe `user` também.
input-user = `user` precisa indicar um jogador.
input-stats-both = Peça as estatísticas de um jogador ou as dos bots, não as duas de uma vez.
input-word-or-number = `{ $option }` aceita uma palavra ou um número.
input-scope = `scope` é `server` ou `here` (este canal).
input-on-off-default = `{ $option }` é `on`, `off` ou `default`.
input-time-or-default = `time` é `live`, `async` ou `default`.
input-house-rules-too = Informe também as `house_rules` do jogo (`none` as apaga).
input-house-rules-game = Regras da casa de qual jogo? Informe também `game`.
input-bot-levels = `bot_levels` lista níveis (`easy`, `normal`, `strong`), ou é `all`.
input-bots-rated = `bots_rated` é `yes`, `no` ou `table` (cada mesa escolhe).
input-web-pages = `web_pages` é `on` ou `off`.
input-abandon-days = `abandon_days` é um número inteiro de dias de 1 a { $max } (0: o padrão, { $default }).
input-season = `season` é `monthly`, `quarterly` ou `off`.
input-clock-default = { $why } (`default` deixa as mesas novas sem relógio.)
input-away-days = `away_days` é um número inteiro de dias de 0 (ausências desligadas) a { $max }.
input-tournaments = `tournaments` é `admins` ou `everyone`.
input-language = `language` é en, de, es, fr, pt-BR ou default (o idioma do Discord do servidor).
input-my-language-alone = `my_language` é sua própria escolha: informe-o sozinho, sem as configurações do servidor.
input-my-language = `my_language` é en, de, es, fr, pt-BR ou discord (seu idioma do Discord).
input-house-rules-refused = { $game } não aceita essas regras da casa.
input-house-rules-word = `{ $word }` não é `nome=valor` (por exemplo `rounds=3`).
input-house-rules-twice = `{ $name }` aparece duas vezes.
input-quiet-hours = `{ $value }` não é um horário de silêncio: informe duas horas UTC como `22-7`, ou `none`.
input-season-board = `season` é `current`, `all` (todo o histórico) ou o número de uma temporada, como 3.

# O texto de um relógio (`/play clock:`, `/settings clock:`, `/tournament clock:`). `$part` é
# a parte do relógio que não dá para ler.
input-clock-forms = Um relógio é `minutos+segundos` para uma mesa ao vivo (`5+3`: 5 minutos para cada um, 3 segundos a mais por jogada; minutos 1-180, segundos 0-180) ou dias por jogada para uma mesa assíncrona (`3d`, ou `3d+7` para guardar o tempo não usado até 7 dias; dias 1-30, reserva 0-60).
input-clock-not-number = `{ $value }` não é um número inteiro de { $part ->
        [minutes] minutos
        [increment] segundos de acréscimo
        [move-days] dias por jogada
       *[bank-days] dias de reserva
    }. { input-clock-forms }
input-clock-range = { $part ->
        [minutes] Os minutos
        [increment] Os segundos de acréscimo
        [move-days] Os dias por jogada
       *[bank-days] Os dias de reserva
    } do relógio vão de { $min } a { $max } (você informou { $value }).

# As opções do próprio `/play`, ao lado das do jogo.
input-time = O controle de tempo deve ser `live` ou `async`.
input-clock-pace = O relógio `{ $clock }` é para mesas `{ $pace }`, mas você escolheu `time:{ $time }`: tire `time` ou escolha um relógio para `{ $time }` (ex.: `{ $example }`).
input-lose-on-time = `lose_on_time` deve ser true ou false.
input-lose-on-time-players = `lose_on_time` é para partidas valendo pontuação entre dois jogadores, e { $game } precisa de pelo menos { $min } jogadores.
input-bots-most = Uma mesa de { $game } tem no máximo { $seats } lugares, então no máximo { $bots ->
        [one] 1 bot pode
       *[other] { $bots } bots podem
    } sentar ao seu lado.
input-bots-number = `bots` é quantos jogadores do computador sentam ao seu lado: um número inteiro de 0 a { $max }.
input-bot-level = `bot_level` deve ser easy, normal ou strong.
input-absent = `absent` deve ser `default` (a ação padrão joga as vezes de um jogador ausente) ou `bot` (um bot joga por ele até ele voltar).
input-rated-with-bots = `rated_with_bots` deve ser true ou false.
