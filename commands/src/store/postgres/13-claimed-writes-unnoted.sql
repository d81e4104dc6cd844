-- PostgreSQL, schema 13: the change notes of the snapshot cache (schema 11) are written only
-- for writes that did not say which table they change. The writer's hot writes say so
-- (`db::Changes`), and running a PL/pgSQL trigger for each of them was about a fifth of the
-- server's work per action (docs/benchmarks.md, run 16). The client sets `tabula.claimed`, local
-- to the transaction, before such writes and clears it before any other write (`db::pg`):
--   'on'    the triggers do not run at all;
--   'check' (debug builds) they note into `tabula.checked` instead, which the writer reads to
--           check each claim;
--   unset   they note into `tabula.changed` as before.

CREATE OR REPLACE FUNCTION tabula_note_changed(id BIGINT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF current_setting('tabula.claimed', true) = 'check' THEN
        PERFORM set_config('tabula.checked',
            COALESCE(current_setting('tabula.checked', true), '') || id || ',', true);
    ELSE
        PERFORM set_config('tabula.changed',
            COALESCE(current_setting('tabula.changed', true), '') || id || ',', true);
    END IF;
END
$$;

DROP TRIGGER tables_changed ON tables;
DROP TRIGGER seats_changed ON seats;
DROP TRIGGER deadlines_changed ON deadlines;

CREATE TRIGGER tables_changed AFTER INSERT OR UPDATE OR DELETE ON tables FOR EACH ROW
    WHEN (current_setting('tabula.claimed', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION tabula_table_changed();
CREATE TRIGGER seats_changed AFTER INSERT OR UPDATE OR DELETE ON seats FOR EACH ROW
    WHEN (current_setting('tabula.claimed', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION tabula_rows_changed();
CREATE TRIGGER deadlines_changed AFTER INSERT OR UPDATE OR DELETE ON deadlines FOR EACH ROW
    WHEN (current_setting('tabula.claimed', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION tabula_rows_changed();
