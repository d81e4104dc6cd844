-- Migration 17 (issue 48, languages): the language a player chose for what Tabula tells them
-- privately (`/settings my_language`), over the language of their Discord client, on every
-- server. A player without a row reads their Discord language; nothing before this step chose
-- one, so no row is needed.
CREATE TABLE player_languages (
    "user"  TEXT PRIMARY KEY,
    lang    TEXT NOT NULL,
    set_at  INTEGER NOT NULL
);
