-- 0002: one store for every tarok family, and five players at a table (see the SQLite
-- twin of this file). PostgreSQL changes constraints in place, where SQLite rebuilds the
-- tables; the data changes are the same.

ALTER TABLE tables ADD COLUMN family TEXT NOT NULL DEFAULT 'slovenian';
ALTER TABLE tables RENAME COLUMN skis_called_after TO end_requested_after;
UPDATE tables SET config = jsonb_set(config::jsonb, '{family}', to_jsonb(family))::text;
UPDATE tables
   SET config = jsonb_set(
         config::jsonb, '{rules_json}',
         (SELECT d.header::jsonb -> 'rules' FROM deals AS d
           WHERE d.table_id = tables.id ORDER BY d.deal_no LIMIT 1))::text
 WHERE EXISTS (SELECT 1 FROM deals AS d
                WHERE d.table_id = tables.id
                  AND jsonb_typeof(d.header::jsonb -> 'rules') = 'object');

-- Seats 0-4.
ALTER TABLE seats DROP CONSTRAINT seats_seat_check;
ALTER TABLE seats ADD CONSTRAINT seats_seat_check CHECK (seat BETWEEN 0 AND 4);

-- Sessions: the family; 3 to 5 players.
ALTER TABLE sessions ADD COLUMN family TEXT;
UPDATE sessions AS s
   SET family = COALESCE((SELECT t.family FROM tables AS t WHERE t.id = s.table_id), 'slovenian');
ALTER TABLE sessions ALTER COLUMN family SET NOT NULL;
ALTER TABLE sessions DROP CONSTRAINT sessions_players_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_players_check CHECK (players BETWEEN 3 AND 5);
CREATE INDEX sessions_family_guild_end ON sessions (family, guild_id, ended_at);

-- The ledger: the family on every row; kinds 'deal', 'out' and 'settlement' (the rows that
-- were 'radelc'); roles are the family's own words; seats 0-4.
ALTER TABLE ledger ADD COLUMN family TEXT;
UPDATE ledger AS l
   SET family = COALESCE((SELECT s.family FROM sessions AS s WHERE s.id = l.session_id),
                         'slovenian');
ALTER TABLE ledger ALTER COLUMN family SET NOT NULL;
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger DROP CONSTRAINT ledger_role_check;
UPDATE ledger SET kind = 'settlement' WHERE kind = 'radelc';
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('deal', 'out', 'settlement'));
ALTER TABLE ledger ADD CONSTRAINT ledger_seat_check CHECK (seat BETWEEN 0 AND 4);
DROP INDEX ledger_user_time;
DROP INDEX ledger_guild_time;
CREATE INDEX ledger_user_time ON ledger (family, user_id, created_at);
CREATE INDEX ledger_guild_time ON ledger (family, guild_id, created_at);

-- Server rules per family (the preset and switches were Slovenian tarok's).
CREATE TABLE guild_rules (
    guild_id   BIGINT  NOT NULL,
    family     TEXT    NOT NULL,
    preset     TEXT,
    switches   TEXT    NOT NULL DEFAULT '{}',
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (guild_id, family)
);
INSERT INTO guild_rules (guild_id, family, preset, switches, updated_at)
    SELECT guild_id, 'slovenian', preset, switches, updated_at FROM guild_settings
     WHERE preset IS NOT NULL OR switches <> '{}';
ALTER TABLE guild_settings DROP COLUMN preset;
ALTER TABLE guild_settings DROP COLUMN switches;
