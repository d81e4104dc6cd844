-- Migration 7 (issue 27, no stalled games): a player who resigned keeps their seat row, absent
-- for good. Their seat is played by the table's absence policy to the end, they rank last,
-- and Resume no longer brings them back.

ALTER TABLE seats ADD COLUMN resigned INTEGER NOT NULL DEFAULT 0;
