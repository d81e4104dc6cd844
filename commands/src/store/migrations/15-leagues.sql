-- Migration 15 (issue 47, leagues over days): clocks, time away, seasons and tournaments.
--
-- Clocks (`timecontrol::clock`). `tables.clock` is the table's chosen clock as text (NULL: the
-- per-decision deadlines of its pace only, as before this step); `lose_on_time` is set when a
-- rated two-player table chose to lose on time instead of the absence policy. `seats.clock_left`
-- is the time (ms) left in the seat's bank (NULL without a clock). `deadlines.started` is when
-- the wait a turn deadline belongs to began on the clock, so that what a move costs is the time
-- from then to the click; an outage or time away moves it forward with the deadline. A
-- process's last sign of life (`heartbeats`) tells the next start how long nobody could play,
-- which is never charged to a clock.
ALTER TABLE tables ADD COLUMN clock TEXT;
ALTER TABLE tables ADD COLUMN lose_on_time INTEGER NOT NULL DEFAULT 0 CHECK (lose_on_time IN (0, 1));
ALTER TABLE seats ADD COLUMN clock_left INTEGER;
ALTER TABLE deadlines ADD COLUMN started INTEGER;

CREATE TABLE heartbeats (
    process TEXT PRIMARY KEY,
    at      INTEGER NOT NULL
);

-- Time away (`/away`): one row per absence of a player on a server, `ends` the planned end or,
-- after `/away off`, the actual one. A year's allowance is the sum of the rows started in it.
CREATE TABLE away (
    guild  TEXT NOT NULL,
    user   TEXT NOT NULL,
    starts INTEGER NOT NULL,
    ends   INTEGER NOT NULL CHECK (ends >= starts),
    PRIMARY KEY (guild, user, starts)
);
CREATE INDEX away_ends ON away (ends);

-- Seasons: a server's numbered seasons (`ends` NULL: open until an admin ends it or the next
-- starts) and each season's own ratings, kept after it ends as its final standings.
CREATE TABLE seasons (
    guild     TEXT NOT NULL,
    number    INTEGER NOT NULL CHECK (number >= 1),
    starts    INTEGER NOT NULL,
    ends      INTEGER,
    closed    INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1)),
    guild_key INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild, number)
);

CREATE TABLE season_ratings (
    guild       TEXT NOT NULL,
    season      INTEGER NOT NULL,
    game        TEXT NOT NULL,
    user        TEXT NOT NULL,
    name        TEXT NOT NULL,
    mu          REAL NOT NULL,
    sigma       REAL NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    last_played INTEGER NOT NULL,
    PRIMARY KEY (guild, season, game, user)
);

-- Tournaments: the tournament, its entrants, and who sat where in each round (a bye is a row
-- with no table). `tables.tournament_id` marks a tournament's tables.
CREATE TABLE tournaments (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild          TEXT NOT NULL,
    guild_key      INTEGER NOT NULL DEFAULT 0,
    channel        TEXT NOT NULL,
    name           TEXT NOT NULL,
    game           TEXT NOT NULL,
    format         TEXT NOT NULL CHECK (format IN ('swiss', 'round_robin', 'knockout')),
    rounds         INTEGER,
    options        TEXT NOT NULL,
    status         TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    created_by     TEXT NOT NULL,
    created_at     INTEGER NOT NULL,
    starts_at      INTEGER,
    round          INTEGER NOT NULL DEFAULT 0,
    round_due      INTEGER,
    signup_message TEXT,
    finished_at    INTEGER
);
CREATE INDEX tournaments_guild_status ON tournaments (guild, status);

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user          TEXT NOT NULL,
    name          TEXT NOT NULL,
    joined_at     INTEGER NOT NULL,
    seed          REAL NOT NULL DEFAULT 0,
    withdrawn     INTEGER,
    PRIMARY KEY (tournament_id, user)
);

CREATE TABLE tournament_seats (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    user          TEXT NOT NULL,
    pod           INTEGER,
    table_id      INTEGER REFERENCES tables (id),
    place         INTEGER,
    points        REAL,
    forfeit       INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)),
    PRIMARY KEY (tournament_id, round, user)
);
CREATE INDEX tournament_seats_table ON tournament_seats (table_id) WHERE table_id IS NOT NULL;

ALTER TABLE tables ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
