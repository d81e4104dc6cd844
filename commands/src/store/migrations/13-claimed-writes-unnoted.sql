-- Schema 13 changes only PostgreSQL's change-note triggers (`store/postgres/13-claimed-writes-
-- unnoted.sql`). SQLite's notes are temporary triggers of the writer's connection, made at
-- each open (the snapshot cache watches them), and its writes never said what they change: nothing
-- to do here. The step exists so that both engines' schema versions stay the same.
SELECT 1;
