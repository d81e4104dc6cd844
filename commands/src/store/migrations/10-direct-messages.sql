-- Migration 10 (issue 27, your turn wherever you are): players who asked for a direct message
-- when an async table waits for them (`/notify`), and the messages owed to them.

-- One row per player who opted in. Quiet hours are whole UTC hours, from `quiet_from` up to
-- `quiet_to` (either both NULL or both set); `refused_at` is when Discord refused to deliver
-- them a direct message (no more are tried until they opt in again), `told` whether they have
-- been told so.
CREATE TABLE notify (
    user       TEXT PRIMARY KEY,
    quiet_from INTEGER CHECK (quiet_from BETWEEN 0 AND 23),
    quiet_to   INTEGER CHECK (quiet_to BETWEEN 0 AND 23),
    refused_at INTEGER,
    told       INTEGER NOT NULL DEFAULT 0 CHECK (told IN (0, 1)),
    CHECK ((quiet_from IS NULL) = (quiet_to IS NULL))
);

-- Direct messages waiting for their time (the end of the player's quiet hours, or now): the
-- timers move each due one into the outbox, which delivers it.
CREATE TABLE direct_messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user       TEXT NOT NULL,
    table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    text       TEXT NOT NULL,
    due        INTEGER NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX direct_messages_due ON direct_messages (due);
