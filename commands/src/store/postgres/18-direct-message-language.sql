-- PostgreSQL, schema 18: SQLite's migration 18 (`store/migrations/18-direct-message-language.sql`
-- says why). May run again on a database that already has it.
ALTER TABLE notify ADD COLUMN IF NOT EXISTS locale TEXT;
