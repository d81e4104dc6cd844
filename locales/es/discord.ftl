# Lo que dice por sí misma la conexión de Tabula con Discord (issue 48): las respuestas que da
# sin el núcleo (fuera de un servidor, tras un fallo dentro del bot, un comando sin respuesta
# propia) y por qué una mesa no tuvo hilo propio. Respuestas privadas, en el idioma de
# Discord de quien lee.
#
# Glosario: server = servidor, channel = canal, thread = hilo, table = mesa,
# server manager = quien gestiona el servidor; los permisos como los llama Discord en
# español (Crear hilos públicos, Enviar mensajes en hilos).
# Tuteo.

## Respuestas propias
discord-done = Hecho.
discord-dm-notice = Tabula funciona en los canales de un servidor: usa sus comandos en un canal (o hilo) de un servidor donde esté Tabula.
discord-failure = Algo salió mal del lado de Tabula al procesar eso. Vuelve a intentarlo en un momento.

## El hilo de una mesa
discord-guild-full = Este servidor tiene tantos hilos activos como permite Discord (unos 1000), así que ahora no se puede abrir ninguna mesa nueva en un hilo. Archiva algunos hilos, o quien gestione el servidor puede desactivar los hilos con { $command } para que las mesas se jueguen en sus canales.
discord-thread-not-now = Discord no abrió un hilo para la mesa justo ahora, así que no se abrió ninguna mesa. Vuelve a intentarlo en un momento.
discord-why-no-create = a Tabula le falta el permiso Crear hilos públicos en este canal
discord-why-no-send = a Tabula le falta el permiso Enviar mensajes en hilos en este canal
discord-why-refused = Discord le negó a Tabula el permiso para abrir hilos en este canal
discord-why-no-threads = este tipo de canal no tiene hilos
discord-why-full = el servidor tiene tantos hilos activos como permite Discord
