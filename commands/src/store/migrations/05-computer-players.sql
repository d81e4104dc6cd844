-- Migration 5: computer players (issue 18): a seat a bot holds has its
-- level (and a `bot:<n>` user that no Discord id can be); a deadline row a bot answers says at
-- which level it thinks, so timeouts and bot moves are told apart in SQL; a table may hand
-- absent players' seats to a bot and may count its game for ratings although bots play; a
-- result row says whether it counted for ratings and which level a bot seat played.

ALTER TABLE seats ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'strong'));
ALTER TABLE deadlines ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'strong'));
CREATE INDEX deadlines_bot_due ON deadlines (due) WHERE bot IS NOT NULL;
ALTER TABLE tables ADD COLUMN absent_bot INTEGER NOT NULL DEFAULT 0
    CHECK (absent_bot IN (0, 1));
ALTER TABLE tables ADD COLUMN rated_with_bots INTEGER NOT NULL DEFAULT 0
    CHECK (rated_with_bots IN (0, 1));
ALTER TABLE results ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'strong'));
ALTER TABLE results ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
