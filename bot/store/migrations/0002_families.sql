-- 0002: one store for every tarok family, and five players at a table.
-- Tables, sessions and ledger rows name their family; seats run 0-4 and sessions have 3-5
-- players; a deal's ledger rows say who sat it out; server rules are kept per family.
-- The runner applies a migration with foreign keys switched off and checks them before
-- committing, so that tables can be rebuilt with new constraints and keep every row.

-- Tables: the family, also in the configuration JSON, with the rules of a table that was
-- already dealt taken from its first deal header (the rules its session was dealt with).
-- The end of a session of open length is the family's (Slovenian tarok: the škis round).
ALTER TABLE tables ADD COLUMN family TEXT NOT NULL DEFAULT 'slovenian';
ALTER TABLE tables RENAME COLUMN skis_called_after TO end_requested_after;
UPDATE tables SET config = json_set(config, '$.family', family);
UPDATE tables
   SET config = json_set(
         config, '$.rules_json',
         json((SELECT json_extract(d.header, '$.rules') FROM deals AS d
                WHERE d.table_id = tables.id ORDER BY d.deal_no LIMIT 1)))
 WHERE EXISTS (SELECT 1 FROM deals AS d
                WHERE d.table_id = tables.id AND json_valid(d.header)
                  AND json_type(d.header, '$.rules') = 'object');

-- Seats 0-4.
CREATE TABLE seats_new (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id   INTEGER,                       -- NULL: a computer player
    name      TEXT,                          -- the player's display name when he sat down
    away      INTEGER NOT NULL DEFAULT 0,    -- missed his move twice: a computer stands in
    left_seat INTEGER NOT NULL DEFAULT 0,    -- left during the session: a computer stands in
    misses    INTEGER NOT NULL DEFAULT 0,    -- moves in a row the timer played for him
    PRIMARY KEY (table_id, seat)
);
INSERT INTO seats_new (table_id, seat, user_id, name, away, left_seat, misses)
    SELECT table_id, seat, user_id, name, away, left_seat, misses FROM seats;
DROP TABLE seats;
ALTER TABLE seats_new RENAME TO seats;
CREATE UNIQUE INDEX seats_user_once ON seats (table_id, user_id) WHERE user_id IS NOT NULL;

-- Sessions: the family; 3 to 5 players.
CREATE TABLE sessions_new (
    id           INTEGER PRIMARY KEY,
    table_id     INTEGER NOT NULL UNIQUE REFERENCES tables (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    family       TEXT    NOT NULL,
    players      INTEGER NOT NULL CHECK (players BETWEEN 3 AND 5),
    preset       TEXT    NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished')),
    ended_early  INTEGER NOT NULL DEFAULT 0,   -- stopped before its planned end
    deals        INTEGER NOT NULL DEFAULT 0,   -- finished deals booked in the ledger
    final_scores TEXT,                         -- JSON list by seat, settlement included
    started_at   TEXT    NOT NULL,
    ended_at     TEXT
);
INSERT INTO sessions_new (id, table_id, guild_id, channel_id, family, players, preset, status,
                          ended_early, deals, final_scores, started_at, ended_at)
    SELECT s.id, s.table_id, s.guild_id, s.channel_id,
           COALESCE((SELECT t.family FROM tables AS t WHERE t.id = s.table_id), 'slovenian'),
           s.players, s.preset, s.status, s.ended_early, s.deals, s.final_scores,
           s.started_at, s.ended_at
      FROM sessions AS s;
DROP TABLE sessions;
ALTER TABLE sessions_new RENAME TO sessions;
CREATE INDEX sessions_guild_end ON sessions (guild_id, ended_at);
CREATE INDEX sessions_family_guild_end ON sessions (family, guild_id, ended_at);

-- The ledger: the family on every row; kinds 'deal' (a seat's result in a deal), 'out' (the
-- seat sat the deal out: no result) and 'settlement' (what the session's end charges a seat,
-- e.g. Slovenian radelci: the rows that were 'radelc'); roles are the family's own words.
CREATE TABLE ledger_new (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    guild_id   INTEGER NOT NULL,
    family     TEXT    NOT NULL,
    deal_no    INTEGER NOT NULL,               -- settlement rows: the number of deals played
    kind       TEXT    NOT NULL CHECK (kind IN ('deal', 'out', 'settlement')),
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id    INTEGER,                        -- NULL: a computer player
    role       TEXT,                           -- 'declarer', 'partner', 'opponent', 'klop', ...
    contract   TEXT,                           -- the family's contract code
    won        INTEGER,                        -- 1/0 from this seat's side; NULL: no side won
    stand_in   INTEGER NOT NULL DEFAULT 0,     -- a computer made some of this seat's moves
    lines      TEXT    NOT NULL,               -- JSON: the score lines making up this score
    score      INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    UNIQUE (session_id, kind, deal_no, seat)
);
INSERT INTO ledger_new (id, session_id, guild_id, family, deal_no, kind, seat, user_id, role,
                        contract, won, stand_in, lines, score, created_at)
    SELECT l.id, l.session_id, l.guild_id,
           COALESCE((SELECT s.family FROM sessions AS s WHERE s.id = l.session_id), 'slovenian'),
           l.deal_no, CASE l.kind WHEN 'radelc' THEN 'settlement' ELSE l.kind END, l.seat,
           l.user_id, l.role, l.contract, l.won, l.stand_in, l.lines, l.score, l.created_at
      FROM ledger AS l;
DROP TABLE ledger;
ALTER TABLE ledger_new RENAME TO ledger;
CREATE INDEX ledger_user_time ON ledger (family, user_id, created_at);
CREATE INDEX ledger_guild_time ON ledger (family, guild_id, created_at);

-- Server rules per family (the preset and switches were Slovenian tarok's).
CREATE TABLE guild_rules (
    guild_id   INTEGER NOT NULL,
    family     TEXT    NOT NULL,
    preset     TEXT,                           -- NULL: the family's default preset
    switches   TEXT    NOT NULL DEFAULT '{}',  -- JSON: rule overrides
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (guild_id, family)
);
INSERT INTO guild_rules (guild_id, family, preset, switches, updated_at)
    SELECT guild_id, 'slovenian', preset, switches, updated_at FROM guild_settings
     WHERE preset IS NOT NULL OR switches <> '{}';
ALTER TABLE guild_settings DROP COLUMN preset;
ALTER TABLE guild_settings DROP COLUMN switches;
