-- Migration 4: why Discord refused a table's messages for good (its channel is gone, or the
-- bot lost access to it), until a message to that channel goes out again (issue 17, item 1).
-- The index makes clearing it cheap on every delivered message: it holds only marked rows.

ALTER TABLE tables ADD COLUMN unreachable TEXT;
CREATE INDEX tables_unreachable ON tables (channel) WHERE unreachable IS NOT NULL;
