-- Migration 1: the first schema. Tables (a game in a channel) with their seats, the log of
-- accepted actions, deadlines as data, finished games' results and ratings.

-- One row per table (a game in a channel), from lobby to finished or cancelled.
CREATE TABLE tables (
    id            INTEGER PRIMARY KEY,
    guild         TEXT NOT NULL,
    channel       TEXT NOT NULL,
    game          TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
    host          TEXT NOT NULL,
    options       TEXT NOT NULL,
    time_control  TEXT NOT NULL,
    seed          INTEGER NOT NULL,
    version       INTEGER NOT NULL,
    state         TEXT,
    recent        TEXT NOT NULL DEFAULT '[]',
    board_message TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);
CREATE UNIQUE INDEX tables_one_open_per_channel
    ON tables (channel) WHERE status IN ('lobby', 'playing');
CREATE INDEX tables_guild_status ON tables (guild, status);

-- Who sits where. Seat order is join order; absence is the policy of docs/design.md.
CREATE TABLE seats (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user      TEXT NOT NULL,
    name      TEXT NOT NULL,
    timeouts  INTEGER NOT NULL DEFAULT 0,
    absent    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat),
    UNIQUE (table_id, user)
);
CREATE INDEX seats_user ON seats (user);

-- Every accepted game action, in order: with the seed it replays the game. One input
-- can apply several actions (a timeout also settles the seat's follow-up decisions),
-- numbered by `step` within the version.
CREATE TABLE actions (
    table_id   INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL,
    step       INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    action     TEXT NOT NULL,
    by_timeout INTEGER NOT NULL,
    at         INTEGER NOT NULL,
    PRIMARY KEY (table_id, version, step)
);

-- Deadlines are data: one per prompted seat, fired by the scheduler.
CREATE TABLE deadlines (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    kind      TEXT NOT NULL,
    what      TEXT NOT NULL,
    due       INTEGER NOT NULL,
    remind_at INTEGER,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX deadlines_due ON deadlines (due);
CREATE INDEX deadlines_remind ON deadlines (remind_at) WHERE remind_at IS NOT NULL;

-- Finished games, one row per seat, for stats.
CREATE TABLE results (
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    guild       TEXT NOT NULL,
    game        TEXT NOT NULL,
    user        TEXT NOT NULL,
    seat        INTEGER NOT NULL,
    place       INTEGER NOT NULL,
    score       INTEGER NOT NULL,
    absent      INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX results_player ON results (guild, game, user);

-- Weng-Lin ratings per guild and game.
CREATE TABLE ratings (
    guild TEXT NOT NULL,
    game  TEXT NOT NULL,
    user  TEXT NOT NULL,
    name  TEXT NOT NULL,
    mu    REAL NOT NULL,
    sigma REAL NOT NULL,
    PRIMARY KEY (guild, game, user)
);
