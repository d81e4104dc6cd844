-- Migration 3: public messages a commit owes Discord (the outbox). AUTOINCREMENT: an
-- id is a post's nonce, so it is never reused.

CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    channel      TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('board', 'post')),
    table_id     INTEGER,
    version      INTEGER,
    reply        TEXT,
    svg          TEXT,
    picture_key  TEXT,
    picture_file TEXT,
    created_at   INTEGER NOT NULL
);
CREATE UNIQUE INDEX outbox_one_board_per_table ON outbox (table_id) WHERE kind = 'board';
