-- PostgreSQL, schema 12: SQLite's migration 12 (`store/migrations/12-shard-keys.sql` says
-- why): each table's, each channel's and each owed message's guild key (guild_id >> 22), for
-- shard ranges.

ALTER TABLE tables ADD COLUMN guild_key BIGINT NOT NULL DEFAULT 0;
UPDATE tables SET guild_key = CAST(guild AS BIGINT) >> 22
    WHERE guild ~ '^[0-9]{1,19}$' AND CAST(guild AS NUMERIC) <= 9223372036854775807;

CREATE TABLE channel_guilds (
    channel   TEXT PRIMARY KEY,
    guild_key BIGINT NOT NULL
);
INSERT INTO channel_guilds (channel, guild_key)
    SELECT channel, MAX(guild_key) FROM tables GROUP BY channel;
INSERT INTO channel_guilds (channel, guild_key)
    SELECT parent, MAX(guild_key) FROM tables WHERE parent IS NOT NULL GROUP BY parent
    ON CONFLICT (channel) DO NOTHING;

ALTER TABLE outbox ADD COLUMN guild_key BIGINT NOT NULL DEFAULT 0;
UPDATE outbox SET guild_key = COALESCE(
    (SELECT t.guild_key FROM tables t WHERE t.id = outbox.table_id),
    (SELECT c.guild_key FROM channel_guilds c WHERE c.channel = outbox.channel),
    0);
