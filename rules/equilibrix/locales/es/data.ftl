# Glosario: project = proyecto, column piece = pieza de columna. Nombres de los proyectos (EX-D)
# y de las piezas de columna (EX-T2), según los nombres de data/ (la fuente es el inglés).

ex-project-wedge = Cuña
ex-project-sail = Vela
ex-project-diamond = Diamante
ex-project-spear = Lanza
ex-project-arrow = Flecha
ex-project-fan = Abanico
ex-project-hook = Gancho
ex-project-step = Escalón
ex-project-flower = Flor
ex-project-triskel = Trisquel
ex-project-rhombus = Rombo
ex-project-pyramid = Pirámide
ex-project-ladder = Escalera
ex-project-bridge = Puente
ex-project-zigzag = Zigzag
ex-project-comet = Cometa
ex-project-hexagram = Hexagrama
ex-project-trinity = Trinidad
ex-project-crown = Corona
ex-project-twin-star = Estrella doble
ex-project-tower = Torre
ex-project-serpent = Serpiente
ex-project-temple = Templo
ex-project-wheel = Rueda

ex-piece-near = Cerca
ex-piece-middle = Medio
ex-piece-far = Lejos
