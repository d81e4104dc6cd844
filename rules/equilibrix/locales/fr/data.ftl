# Glossaire : project = projet, column piece = pièce de colonne. Noms des projets (EX-D) et des
# pièces de colonne (EX-T2), d'après les noms de data/ (la source est l'anglais).

ex-project-wedge = Coin
ex-project-sail = Voile
ex-project-diamond = Diamant
ex-project-spear = Lance
ex-project-arrow = Flèche
ex-project-fan = Éventail
ex-project-hook = Crochet
ex-project-step = Marche
ex-project-flower = Fleur
ex-project-triskel = Triskèle
ex-project-rhombus = Losange
ex-project-pyramid = Pyramide
ex-project-ladder = Échelle
ex-project-bridge = Pont
ex-project-zigzag = Zigzag
ex-project-comet = Comète
ex-project-hexagram = Hexagramme
ex-project-trinity = Trinité
ex-project-crown = Couronne
ex-project-twin-star = Étoile double
ex-project-tower = Tour
ex-project-serpent = Serpent
ex-project-temple = Temple
ex-project-wheel = Roue

ex-piece-near = Proche
ex-piece-middle = Milieu
ex-piece-far = Loin
