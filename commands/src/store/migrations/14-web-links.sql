-- Migration 14 (issue 46, the web pages): each table's web link and each result's rating.
--
-- `web_token` is the unguessable part of the table's page address (`/t/<token>`): 128 random
-- bits as 32 hex digits, made when the table opens (`store::links`). Replacing it revokes the
-- old link. Tables opened before this step get one here, from SQLite's own random bytes.
--
-- `mu` and `sigma` are the player's Weng-Lin rating right after a rated game (NULL for an
-- unrated game, and for games recorded before this step): the points of a player page's
-- rating chart.

ALTER TABLE tables ADD COLUMN web_token TEXT;
UPDATE tables SET web_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX tables_web_token ON tables (web_token);

ALTER TABLE results ADD COLUMN mu REAL;
ALTER TABLE results ADD COLUMN sigma REAL;
