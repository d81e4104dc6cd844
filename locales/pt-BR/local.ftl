# `tabula local`: uma partida num terminal (issue 48). As palavras que se digitam (help,
# rules, board, back, ok) ficam em inglês em todos os idiomas, como os comandos.
#
# Glossário: table = mesa, seat = lugar, bot = bot (jogador do computador),
# board = tabuleiro, menu = menu, choice = opção, form = formulário, rules = regras.
# Tratamento: você.

local-player = Jogador { $n }
local-bot = Bot { $n }
local-you = { $name } (você)
local-board-picture = (imagem do tabuleiro: { $file })
local-view-picture = (imagem da sua visão: { $file })
local-pictures-hint = (O tabuleiro também é desenhado como imagem: rode com --images PASTA para obtê-la.)
local-help = Digite o número da sua opção e pressione Enter. Digite rules para as regras, board para a mesa como está, help para ver isto de novo; o fim da entrada (Ctrl-D) sai.
local-help-numbers-only = Este menu só aceita números.
local-help-typing = Este menu também aceita sua opção digitada pelo nome.
local-help-typing-examples = Este menu também aceita sua opção digitada pelo nome ({ $examples }).
local-ask-again = Digite um número de 1 a { $choices } (ou help, rules, board):
local-ask-again-typing = Digite um número de 1 a { $choices }, ou sua opção (ou help, rules, board):
local-no-such-choice = Não existe a opção { $n }.
local-not-a-choice = "{ $typed }" não é uma opção aqui.
local-too-long = "{ $typed }" é mais longo que qualquer opção aqui (no máximo { $most } caracteres).
local-no-such-game = não existe jogo chamado "{ $game }"; tente um destes: { $games }
local-too-many-humans = --humans não pode passar de --players
local-players = { $game } precisa de { $players } (--players)
local-no-such-lang = --lang "{ $lang }": o Tabula fala { $langs }
local-name-length = --name precisa de 1 a { $most } caracteres
local-bots-need-a-human = --bots precisa de pelo menos um lugar humano (--humans) para abrir a mesa
local-reading-input = (lendo as jogadas da entrada padrão)
local-stuck = ninguém pode agir; a partida travou
local-over = A partida acabou; o tabula local termina aqui.
local-form-suggested = sugestão: { $start }; digite { $word } para enviá-la
local-form-help = Digite sua resposta e pressione Enter (no máximo { $most } caracteres), ou back para voltar ao menu.
local-form-empty = Nada digitado: digite sua resposta, ou back.
local-form-too-long = "{ $typed }" tem { $length } caracteres; cabem no máximo { $most } aqui.
