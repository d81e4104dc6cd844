# Was Tabulas Discord-Anbindung selbst sagt (Issue 48): Antworten ohne den Kern (außerhalb
# eines Servers, nach einem Fehler im Bot, ein Befehl ohne eigene Antwort) und warum ein
# Tisch keinen eigenen Thread bekam. Private Antworten, in der Discord-Sprache der Lesenden.
#
# Glossar: server = Server, channel = Kanal, thread = Thread, table = Tisch,
# server manager = wer den Server verwaltet; Berechtigungen wie in Discords deutscher
# Oberfläche („Öffentliche Threads erstellen“, „Nachrichten in Threads senden“).
# Anrede: du.

## Eigene Antworten
discord-done = Erledigt.
discord-dm-notice = Tabula funktioniert in Serverkanälen: Nutze seine Befehle in einem Kanal (oder Thread) eines Servers, auf dem Tabula ist.
discord-failure = Beim Bearbeiten ist bei Tabula etwas schiefgelaufen. Bitte versuch es gleich noch einmal.

## Der Thread eines Tisches
discord-guild-full = Dieser Server hat so viele aktive Threads, wie Discord erlaubt (etwa 1.000), daher kann gerade kein neuer Tisch in einem Thread eröffnet werden. Archiviere ein paar Threads, oder wer den Server verwaltet, schaltet Threads mit { $command } aus, dann wird an den Tischen in ihren Kanälen gespielt.
discord-thread-not-now = Discord hat gerade keinen Thread für den Tisch geöffnet, daher wurde kein Tisch eröffnet. Bitte versuch es gleich noch einmal.
discord-why-no-create = Tabula fehlt in diesem Kanal die Berechtigung „Öffentliche Threads erstellen“
discord-why-no-send = Tabula fehlt in diesem Kanal die Berechtigung „Nachrichten in Threads senden“
discord-why-refused = Discord hat Tabula die Berechtigung verweigert, in diesem Kanal Threads zu öffnen
discord-why-no-threads = diese Art Kanal hat keine Threads
discord-why-full = der Server hat so viele aktive Threads, wie Discord erlaubt
