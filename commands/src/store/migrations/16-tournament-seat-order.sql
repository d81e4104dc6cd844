-- Migration 16 (issue 47, tournaments): the seat a player takes at their pod's table. A round's
-- pairing decides the seat order (who moves first alternates, `tournament::pairing`), and the
-- table is opened later, by the scheduler, from these rows: the order must be kept with them.
-- Schema 15 held no tournament yet (nothing could create one), so no row needs a value.
ALTER TABLE tournament_seats ADD COLUMN seat INTEGER NOT NULL DEFAULT 0;
