-- Migration 8 (issue 27, rematch): a lobby opened by a finished game's Rematch button names
-- that game, so that everyone else who clicks the same button joins this lobby instead of
-- being told the channel already has a table. NULL for every other table.

ALTER TABLE tables ADD COLUMN rematch_of INTEGER;
