-- PostgreSQL, schema 16: SQLite's migration 16 (`store/migrations/16-tournament-seat-order.sql`
-- says why). May run again on a database that already has it.
ALTER TABLE tournament_seats ADD COLUMN IF NOT EXISTS seat BIGINT NOT NULL DEFAULT 0;
