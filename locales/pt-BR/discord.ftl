# O que a ligação do Tabula com o Discord diz por conta própria (issue 48): as respostas que
# ela dá sem o núcleo (fora de um servidor, depois de uma falha dentro do bot, um comando sem
# resposta própria) e por que uma mesa não ganhou um tópico próprio. Respostas privadas, no
# idioma do Discord de quem lê.
#
# Glossário: server = servidor, channel = canal, thread = tópico, table = mesa,
# server manager = quem gerencia o servidor; as permissões como o Discord as chama em
# português (Criar tópicos públicos, Enviar mensagens em tópicos).
# Tratamento: você.

## Respostas próprias
discord-done = Pronto.
discord-dm-notice = O Tabula funciona nos canais de servidores: use os comandos dele em um canal (ou tópico) de um servidor em que o Tabula esteja.
discord-failure = Algo deu errado do lado do Tabula ao processar isso. Tente de novo daqui a pouco.

## O tópico de uma mesa
discord-guild-full = Este servidor tem tantos tópicos ativos quanto o Discord permite (cerca de 1.000), então nenhuma mesa nova pode ser aberta em um tópico agora. Arquive alguns tópicos, ou quem gerencia o servidor pode desativar os tópicos com { $command } para que as mesas sejam jogadas nos seus canais.
discord-thread-not-now = O Discord não abriu um tópico para a mesa agora há pouco, então nenhuma mesa foi aberta. Tente de novo daqui a pouco.
discord-why-no-create = o Tabula não tem a permissão Criar tópicos públicos neste canal
discord-why-no-send = o Tabula não tem a permissão Enviar mensagens em tópicos neste canal
discord-why-refused = o Discord negou ao Tabula a permissão de abrir tópicos neste canal
discord-why-no-threads = este tipo de canal não tem tópicos
discord-why-full = o servidor tem tantos tópicos ativos quanto o Discord permite
