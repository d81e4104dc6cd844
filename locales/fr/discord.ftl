# Ce que dit d'elle-même la liaison de Tabula avec Discord (issue 48) : les réponses qu'elle
# donne sans le cœur (hors d'un serveur, après une panne dans le bot, une commande sans
# réponse propre) et pourquoi une table n'a pas eu son propre fil. Réponses privées, dans la
# langue Discord de qui les lit.
#
# Glossaire : server = serveur, channel = salon, thread = fil, table = table,
# server manager = qui gère le serveur ; les permissions telles que Discord les nomme en
# français (Créer des fils publics, Envoyer des messages dans les fils).
# Tutoiement : tu.

## Réponses propres
discord-done = C'est fait.
discord-dm-notice = Tabula fonctionne dans les salons des serveurs : utilise ses commandes dans un salon (ou un fil) d'un serveur où se trouve Tabula.
discord-failure = Quelque chose a mal tourné du côté de Tabula pendant le traitement. Réessaie dans un instant.

## Le fil d'une table
discord-guild-full = Ce serveur a autant de fils actifs que Discord le permet (environ 1 000), donc aucune nouvelle table ne peut s'ouvrir dans un fil pour l'instant. Archive quelques fils, ou qui gère le serveur peut désactiver les fils avec { $command } pour que les tables se jouent dans leurs salons.
discord-thread-not-now = Discord n'a pas ouvert de fil pour la table à l'instant, donc aucune table n'a été ouverte. Réessaie dans un instant.
discord-why-no-create = Tabula n'a pas la permission Créer des fils publics dans ce salon
discord-why-no-send = Tabula n'a pas la permission Envoyer des messages dans les fils dans ce salon
discord-why-refused = Discord a refusé à Tabula la permission d'ouvrir des fils dans ce salon
discord-why-no-threads = ce type de salon n'a pas de fils
discord-why-full = le serveur a autant de fils actifs que Discord le permet
