-- Migration 6 (issue 25, item 4): a table whose status is damaged (none of the four) is
-- neither open nor ended; a channel with no open table looks for one, so that its players are
-- told and its host can cancel it. The index holds only such rows, so it costs nothing while
-- there are none, and the look-up stays cheap with many tables. And a post's picture keeps the
-- alt text its presenter wrote for it.

CREATE INDEX tables_damaged_status ON tables (channel)
    WHERE status NOT IN ('lobby', 'playing', 'finished', 'cancelled');
ALTER TABLE outbox ADD COLUMN picture_alt TEXT;
