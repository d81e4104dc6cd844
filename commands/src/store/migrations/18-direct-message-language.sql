-- Migration 18 (issue 48, languages): the Discord language of a player who asked for direct
-- messages (`/notify`), as their client gave it when they last turned them on or changed their
-- quiet hours. A direct message is sent with no interaction to say the reader's language, so it
-- is said in the language they chose (`player_languages`), else this one, else the server's.
-- NULL: not known (every player who opted in before this step, until they use `/notify` again).
ALTER TABLE notify ADD COLUMN locale TEXT;
