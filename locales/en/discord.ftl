# What Tabula's Discord adapter says by itself (issue 48): the answers it gives without the
# core (outside a server, after a failure inside the bot, a command with nothing to say) and
# why a table got no thread of its own. Private answers, in the reader's Discord language
# (else the server's, else English).
#
# Glossary: server, channel, thread, table, server manager (who may manage the server),
# the permissions as Discord names them (Create Public Threads, Send Messages in Threads).

## Answers of its own
discord-done = Done.
discord-dm-notice = Tabula works in server channels: use its commands in a channel (or thread) of a server Tabula is in.
discord-failure = Something went wrong on Tabula's side while handling that. Please try again in a moment.

## A table's thread
# $command: the setting that turns threads off, as code (`/settings threads:off`).
discord-guild-full = This server has as many active threads as Discord allows (about 1,000), so no new table can open in a thread now. Archive some threads, or a server manager can turn threads off with { $command } so that tables play in their channels.
discord-thread-not-now = Discord did not open a thread for the table just now, so no table was opened. Please try again in a moment.
# Why a table plays in its channel after all: said in brackets inside the core's sentences
# ("Tabula could not open a thread for it (…), so it plays in this channel."), so no full stop.
discord-why-no-create = Tabula lacks the Create Public Threads permission in this channel
discord-why-no-send = Tabula lacks the Send Messages in Threads permission in this channel
discord-why-refused = Discord refused Tabula the permission to open threads in this channel
discord-why-no-threads = this kind of channel has no threads
discord-why-full = the server has as many active threads as Discord allows
