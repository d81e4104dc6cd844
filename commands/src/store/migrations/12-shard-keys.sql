-- Migration 12 (issue 29, shard ranges): which shard a table's guild is on, for processes that
-- each run some of the bot's shards over one PostgreSQL database. Discord puts a guild on
-- shard (guild_id >> 22) % shard_count; `guild_key` keeps guild_id >> 22, so a process selects
-- its shards' rows in SQL whatever the shard count. Guilds that are not Discord ids (the
-- offline drivers' tables) are key 0, shard 0. Outbox rows carry their table's key, so a
-- process delivers only its own shards' messages, in each channel's order.

ALTER TABLE tables ADD COLUMN guild_key INTEGER NOT NULL DEFAULT 0;
UPDATE tables SET guild_key = CAST(guild AS INTEGER) >> 22
    WHERE guild <> '' AND guild NOT GLOB '*[^0-9]*' AND length(guild) <= 19;

-- The key of every channel a table was opened in (and of the channel a table's thread is in),
-- written when the table is created: a post names only its channel, and finds its key here
-- by the primary key when it is queued.
CREATE TABLE channel_guilds (
    channel   TEXT PRIMARY KEY,
    guild_key INTEGER NOT NULL
);
INSERT INTO channel_guilds (channel, guild_key)
    SELECT channel, MAX(guild_key) FROM tables GROUP BY channel;
INSERT INTO channel_guilds (channel, guild_key)
    SELECT parent, MAX(guild_key) FROM tables WHERE parent IS NOT NULL GROUP BY parent
    ON CONFLICT (channel) DO NOTHING;

ALTER TABLE outbox ADD COLUMN guild_key INTEGER NOT NULL DEFAULT 0;
UPDATE outbox SET guild_key = COALESCE(
    (SELECT t.guild_key FROM tables t WHERE t.id = outbox.table_id),
    (SELECT c.guild_key FROM channel_guilds c WHERE c.channel = outbox.channel),
    0);
