-- PostgreSQL, schema 14: SQLite's migration 14 (`store/migrations/14-web-links.sql` says why):
-- each table's web link and each rated result's rating. The links of tables opened before this
-- step come from two random UUIDs (PostgreSQL's own `gen_random_uuid`, 122 random bits each),
-- so they are longer than the 32 hex digits of a new one, and just as opaque. Every statement
-- may run again on a database that already has it (the schema tests wind a database back).

ALTER TABLE tables ADD COLUMN IF NOT EXISTS web_token TEXT;
UPDATE tables SET web_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    WHERE web_token IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS tables_web_token ON tables (web_token);

ALTER TABLE results ADD COLUMN IF NOT EXISTS mu DOUBLE PRECISION;
ALTER TABLE results ADD COLUMN IF NOT EXISTS sigma DOUBLE PRECISION;
