-- Migration 7 (issue 27, no stalled games): a player who resigned, or whose absent seat the
-- host removed, keeps their seat row, absent for good: the seat is played to the end, they rank
-- last, and Resume no longer brings them back. Who plays a removed seat is chosen when it is
-- removed ('bot' or 'default', the timeout default); NULL leaves it to the table's absence
-- policy, as for any absent player.

ALTER TABLE seats ADD COLUMN resigned INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN stand_in TEXT CHECK (stand_in IN ('bot', 'default'));
