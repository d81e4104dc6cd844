# The names players read in data/ (issue 48), keyed by the data's own names: the data files
# stay the English source of truth. Projects (EX-D, data/projects.txt); column pieces
# (EX-T2, data/pieces.txt).

ex-project-wedge = Wedge
ex-project-sail = Sail
ex-project-diamond = Diamond
ex-project-spear = Spear
ex-project-arrow = Arrow
ex-project-fan = Fan
ex-project-hook = Hook
ex-project-step = Step
ex-project-flower = Flower
ex-project-triskel = Triskel
ex-project-rhombus = Rhombus
ex-project-pyramid = Pyramid
ex-project-ladder = Ladder
ex-project-bridge = Bridge
ex-project-zigzag = Zigzag
ex-project-comet = Comet
ex-project-hexagram = Hexagram
ex-project-trinity = Trinity
ex-project-crown = Crown
ex-project-twin-star = Twin Star
ex-project-tower = Tower
ex-project-serpent = Serpent
ex-project-temple = Temple
ex-project-wheel = Wheel

ex-piece-near = Near
ex-piece-middle = Middle
ex-piece-far = Far
