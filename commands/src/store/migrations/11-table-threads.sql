-- Migration 11 (issue 27, a thread per table): the channel a table's thread was opened in by
-- the bot, for tables that play in their own thread (`channel` is then the thread). The result
-- of such a table goes to this channel when it ends, and `/board` or `/join` typed there finds
-- the table. NULL for a table that plays in the channel it was opened in (every table before
-- this migration, and any table where threads are off or could not be opened).
ALTER TABLE tables ADD COLUMN parent TEXT;

-- The open tables in the threads of a channel.
CREATE INDEX tables_open_by_parent ON tables (parent)
    WHERE parent IS NOT NULL AND status IN ('lobby', 'playing');

-- The open rematch of a finished table: a Rematch click on it joins that lobby wherever it is
-- (its own thread, or the channel).
CREATE INDEX tables_open_rematch ON tables (rematch_of)
    WHERE rematch_of IS NOT NULL AND status IN ('lobby', 'playing');
