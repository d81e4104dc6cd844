# Glossar: project = Projekt, column piece = Spaltenteil. Die Namen der Projekte (EX-D) und
# der Spaltenteile (EX-T2), nach den Namen in data/ (die englischen Dateien sind die Quelle).

ex-project-wedge = Keil
ex-project-sail = Segel
ex-project-diamond = Diamant
ex-project-spear = Speer
ex-project-arrow = Pfeil
ex-project-fan = Fächer
ex-project-hook = Haken
ex-project-step = Stufe
ex-project-flower = Blume
ex-project-triskel = Triskele
ex-project-rhombus = Rhombus
ex-project-pyramid = Pyramide
ex-project-ladder = Leiter
ex-project-bridge = Brücke
ex-project-zigzag = Zickzack
ex-project-comet = Komet
ex-project-hexagram = Hexagramm
ex-project-trinity = Dreifaltigkeit
ex-project-crown = Krone
ex-project-twin-star = Doppelstern
ex-project-tower = Turm
ex-project-serpent = Schlange
ex-project-temple = Tempel
ex-project-wheel = Rad

ex-piece-near = Nah
ex-piece-middle = Mitte
ex-piece-far = Fern
