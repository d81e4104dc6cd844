# Glossário: project = projeto, column piece = peça de coluna. Nomes dos projetos (EX-D) e das
# peças de coluna (EX-T2), pelos nomes em data/ (a fonte é o inglês).

ex-project-wedge = Cunha
ex-project-sail = Vela
ex-project-diamond = Diamante
ex-project-spear = Lança
ex-project-arrow = Flecha
ex-project-fan = Leque
ex-project-hook = Gancho
ex-project-step = Degrau
ex-project-flower = Flor
ex-project-triskel = Tríscele
ex-project-rhombus = Losango
ex-project-pyramid = Pirâmide
ex-project-ladder = Escada
ex-project-bridge = Ponte
ex-project-zigzag = Zigue-zague
ex-project-comet = Cometa
ex-project-hexagram = Hexagrama
ex-project-trinity = Trindade
ex-project-crown = Coroa
ex-project-twin-star = Estrela Dupla
ex-project-tower = Torre
ex-project-serpent = Serpente
ex-project-temple = Templo
ex-project-wheel = Roda

ex-piece-near = Perto
ex-piece-middle = Meio
ex-piece-far = Longe
