-- PostgreSQL, schema 17: SQLite's migration 17 (`store/migrations/17-player-languages.sql`
-- says why). May run again on a database that already has it.
CREATE TABLE IF NOT EXISTS player_languages (
    "user"  TEXT PRIMARY KEY,
    lang    TEXT NOT NULL,
    set_at  BIGINT NOT NULL
);
