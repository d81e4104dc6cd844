# As palavras do kit de apresentação (issue 48): o que todos os jogos compartilham (lugares,
# colocações, listas nos textos alternativos, pontos) e as recusas da camada entre o núcleo e os
# jogos. Glossário: seat = lugar, host = anfitrião, lobby = sala, table = mesa. Tratamento: você.

kit-seat = Lugar { $n }
kit-ordinal = { $place }º
kit-players = { $n ->
    [one] { $n } jogador
   *[other] { $n } jogadores
}
kit-players-range = { $min }-{ $max } jogadores
kit-and = { $first } e { $last }
kit-list = { $head } ({ $n }): { $items }.
kit-list-more = { $head } ({ $n }): { $items } e mais { $more }.
kit-list-none = { $head }: { $none }.
kit-list-count = { $head }: { $n }.
kit-score = { $score ->
    [one] { $score } ponto
   *[other] { $score } pontos
}
kit-choose-one = Escolha um único valor.
kit-no-option = { $game } não tem a opção "{ $key }".
kit-not-understood = Essa ação não foi entendida.
kit-form-out-of-date = Esse formulário está desatualizado; abra-o de novo pela sua visão.
kit-options-invalid = Essas opções não são válidas: { $why }
kit-options-damaged = As opções salvas desta mesa estão danificadas e não podem mudar; o anfitrião pode encerrar a mesa com /cancel.
kit-no-such-option = { $game } não tem a opção `{ $key }`; os menus da sala mostram as que existem.
kit-no-command = Não existe o comando /{ $name }.
