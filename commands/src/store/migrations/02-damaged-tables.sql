-- Migration 2: a table cancelled because its row or saved state could not be read keeps
-- everything else as it was; this says why (issue 17, item 3).

ALTER TABLE tables ADD COLUMN damaged TEXT;
