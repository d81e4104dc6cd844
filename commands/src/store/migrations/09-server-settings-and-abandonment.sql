-- Migration 9 (issue 27): a server's own settings (`/settings`), for the whole server or one
-- channel, and what ending abandoned tables needs.

-- One row per setting: `channel` is '' for the whole server, else the channel it is for (a
-- channel's row wins over the server's). `value` is JSON; the server settings read and write it.
CREATE TABLE server_settings (
    guild   TEXT NOT NULL,
    channel TEXT NOT NULL,
    key     TEXT NOT NULL,
    value   TEXT NOT NULL,
    set_by  TEXT NOT NULL,
    set_at  INTEGER NOT NULL,
    PRIMARY KEY (guild, channel, key)
);

-- When a person last changed the table (a lobby change, or a move of their own): a table
-- without one for the server's abandonment period ends as abandoned. Not indexed, so that a
-- move writes no index; open tables from before this migration count from their last save.
ALTER TABLE tables ADD COLUMN human_at INTEGER;
UPDATE tables SET human_at = updated_at WHERE status IN ('lobby', 'playing');

-- Why a cancelled table ended: NULL for one its host or a channel manager cancelled.
ALTER TABLE tables ADD COLUMN ended_why TEXT CHECK (ended_why IN ('abandoned'));

-- The game options a lobby took from the house rules (a JSON list of their names), which its
-- board says; NULL for none.
ALTER TABLE tables ADD COLUMN house_rules TEXT;
