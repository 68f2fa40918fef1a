-- 0001: the first schema.
-- Times are UTC text 'YYYY-MM-DD HH:MM:SS.ffffff' (they sort and compare as text).
-- Discord ids (guild, channel, user, message) are 64-bit integers.

-- A table: one channel's game, from lobby to the end of its session.
CREATE TABLE tables (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    host_id           INTEGER NOT NULL,
    config            TEXT    NOT NULL,  -- JSON: players, preset, rule overrides, level, timer, length
    status            TEXT    NOT NULL DEFAULT 'lobby'
                      CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
    seed              INTEGER NOT NULL,  -- deals and computer choices are derived from it
    skis_called_after INTEGER,           -- finished deals when the škis round was called
    lobby_message_id  INTEGER,
    table_message_id  INTEGER,
    created_at        TEXT    NOT NULL,
    updated_at        TEXT    NOT NULL
);
-- One open table per channel.
CREATE UNIQUE INDEX tables_open_per_channel
    ON tables (channel_id) WHERE status IN ('lobby', 'playing');
CREATE INDEX tables_status ON tables (status);

-- Who sits where. In the lobby seats are in joining order; at the start they are filled.
CREATE TABLE seats (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id   INTEGER,                       -- NULL: a computer player
    name      TEXT,                          -- the player's display name when he sat down
    away      INTEGER NOT NULL DEFAULT 0,    -- missed his move twice: a computer stands in
    left_seat INTEGER NOT NULL DEFAULT 0,    -- left during the session: a computer stands in
    misses    INTEGER NOT NULL DEFAULT 0,    -- moves in a row the timer played for him
    PRIMARY KEY (table_id, seat)
);
CREATE UNIQUE INDEX seats_user_once ON seats (table_id, user_id) WHERE user_id IS NOT NULL;

-- The header of each deal: an engine DealRecord without its actions (those are below).
CREATE TABLE deals (
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    deal_no     INTEGER NOT NULL CHECK (deal_no >= 1),
    header      TEXT    NOT NULL,
    started_at  TEXT    NOT NULL,
    finished_at TEXT,
    PRIMARY KEY (table_id, deal_no)
);

-- The action log: every action of every deal, in order. The key makes a double apply impossible.
CREATE TABLE actions (
    table_id   INTEGER NOT NULL,
    deal_no    INTEGER NOT NULL,
    move_no    INTEGER NOT NULL CHECK (move_no >= 0),
    action     TEXT    NOT NULL,             -- engine notation: 'bid:two', 'play:T21', ...
    seat       INTEGER NOT NULL,
    actor_id   INTEGER,                      -- the user who acted; NULL when a computer did
    actor_kind TEXT    NOT NULL
               CHECK (actor_kind IN ('player', 'computer', 'stand_in', 'timer')),
    created_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, deal_no, move_no),
    FOREIGN KEY (table_id, deal_no) REFERENCES deals (table_id, deal_no) ON DELETE CASCADE
);

-- A session: the deals played at one table, from the start to the final standings.
CREATE TABLE sessions (
    id           INTEGER PRIMARY KEY,
    table_id     INTEGER NOT NULL UNIQUE REFERENCES tables (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    players      INTEGER NOT NULL CHECK (players IN (3, 4)),
    preset       TEXT    NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished')),
    ended_early  INTEGER NOT NULL DEFAULT 0,   -- stopped before its planned end
    deals        INTEGER NOT NULL DEFAULT 0,   -- finished deals booked in the ledger
    final_scores TEXT,                         -- JSON list by seat, radelc penalties included
    started_at   TEXT    NOT NULL,
    ended_at     TEXT
);
CREATE INDEX sessions_guild_end ON sessions (guild_id, ended_at);

CREATE TABLE session_players (
    session_id  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    user_id     INTEGER,                       -- NULL: a computer player
    name        TEXT,
    total       INTEGER,                       -- at the end, before radelc penalties
    radelci     INTEGER,                       -- open radelci at the end
    final_score INTEGER,                       -- total minus the radelc penalties
    place       INTEGER,                       -- 1 = best final score (ties share a place)
    PRIMARY KEY (session_id, seat)
);
CREATE INDEX session_players_user ON session_players (user_id);

-- The ledger: one row per deal per seat, and one row per seat for the radelc penalties at
-- the end of a session. Written in one transaction per deal; the key keeps it idempotent.
CREATE TABLE ledger (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    guild_id   INTEGER NOT NULL,
    deal_no    INTEGER NOT NULL,               -- radelc rows: the number of deals played
    kind       TEXT    NOT NULL CHECK (kind IN ('deal', 'radelc')),
    seat       INTEGER NOT NULL,
    user_id    INTEGER,                        -- NULL: a computer player
    role       TEXT    CHECK (role IN ('declarer', 'partner', 'opponent', 'klop')),
    contract   TEXT,                           -- engine contract code
    won        INTEGER,                        -- 1/0 from this seat's side; NULL in klop
    stand_in   INTEGER NOT NULL DEFAULT 0,     -- a computer made some of this seat's moves
    lines      TEXT    NOT NULL,               -- JSON: the score lines making up this score
    score      INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    UNIQUE (session_id, kind, deal_no, seat)
);
CREATE INDEX ledger_user_time ON ledger (user_id, created_at);
CREATE INDEX ledger_guild_time ON ledger (guild_id, created_at);

-- Per-server defaults (NULL: not chosen, the bot's default applies).
CREATE TABLE guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    preset     TEXT,
    switches   TEXT    NOT NULL DEFAULT '{}',  -- JSON: rule overrides
    move_timer REAL,                           -- seconds; 0 = no timer
    level      TEXT,
    language   TEXT    CHECK (language IN ('sl', 'en')),
    updated_at TEXT    NOT NULL
);

CREATE TABLE user_prefs (
    user_id    INTEGER PRIMARY KEY,
    language   TEXT    CHECK (language IN ('sl', 'en')),
    updated_at TEXT    NOT NULL
);

-- Small facts of the bot itself (e.g. the hash of the last synced command tree).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
