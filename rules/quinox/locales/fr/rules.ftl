# Quinox : le résumé de /rules (avec nos propres mots) et la ligne du salon.
# Chaque paragraphe tient sur une ligne (Fluent garde les retours à la ligne).
# Glossaire : tile = tuile, face = côté, the Stone = la Pierre, pool = rivière, bag = sac,
# point token = jeton de point, supply = réserve, space = case, turn = tour, opponent = adversaire.

qx-rules =
    {"**"}Quinox** (2 joueurs) — 47 tuiles hexagonales, noires d'un côté et blanches de l'autre, posées autour de la **Pierre** grise. Un joueur marque avec les côtés noirs, l'autre avec les blancs.

    {"**"}Début :** un tirage au sort désigne qui commence ; l'autre joueur choisit une couleur. Le premier tour est d'une seule tuile, chaque tour suivant de deux.

    {"**"}Un tour :** la rivière est complétée à 7 tuiles depuis le sac, et chaque tuile tout juste piochée reçoit un jeton de point. Choisis dans la rivière les tuiles du tour (les deux avant d'en jouer une), puis joue-les une par une : choisis un côté (n'importe lequel, quelle que soit ta couleur) et une case vide qui touche le plateau. Jouer une tuile qui porte un jeton donne ce jeton à ton adversaire. Les jetons encore sur des tuiles de la rivière à la fin du tour sont retirés.

    {"**"}Couleurs des tuiles :** les **rouges** retournent des tuiles dès qu'elles sont posées ; les **jaunes** agissent une fois d'une autre façon (échanger, déplacer, retirer, nommer des cases ou des tuiles pour l'adversaire ...) ; les **violettes** agissent tant qu'elles restent sur le plateau ; les **bleues** agissent au décompte final. Quand une action te laisse le choix, tu dois prendre une option qui touche autant de tuiles que possible.

    {"**"}Fin :** quand la rivière et le sac sont vides à la fin d'un tour, les tuiles bleues agissent par numéro croissant. Chaque tuile montrant ton côté, chaque jeton sur ces tuiles et chaque jeton de ta réserve vaut un point. Les égalités partagent la place.

    {"**"}Jouer ici :** le plateau est une image. Chaque case a un repère court (la Pierre commence en `m50` ; les lettres sont les colonnes, les chiffres les rangées) : les cases libres où peut aller la prochaine tuile sont en pointillés et marquées, et dans une longue liste on peut taper une case par son repère. Les tuiles sont nommées en majuscules (SWORD, KEY ...) ; ta vue privée explique les tuiles parmi lesquelles tu choisis. Quand le temps d'une étape est écoulé, la première option permise est jouée, et une tuile posée ainsi montre la couleur de l'adversaire.

qx-lobby = Deux joueurs. Un tirage au sort désigne qui commence ; l'autre choisit ensuite noir ou blanc (Q-14).
qx-lobby-needs-two = ⚠ Quinox demande 2 joueurs.
