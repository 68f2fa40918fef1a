-- 0005: score pads. A group playing with real cards keeps its score in a channel: the pad
-- names its players (server members or free names) and its rules; after each deal one
-- player enters the facts and the bot scores them. A correction of a deal is a new
-- revision of it (the older ones stay, as the pad's history). A pad's results go to its
-- own ledger (rows of kind 'pad'), which a leaderboard may include or leave out.
CREATE TABLE pads (
    id         INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    family     TEXT    NOT NULL,
    players    INTEGER NOT NULL CHECK (players BETWEEN 3 AND 5),
    preset     TEXT    NOT NULL,
    rules      TEXT    NOT NULL,           -- JSON: the rules (the preset with its switches)
    status     TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    opened_by  INTEGER NOT NULL,
    message_id INTEGER,                    -- the public pad message
    created_at TEXT    NOT NULL,
    updated_at TEXT    NOT NULL,
    closed_at  TEXT
);
-- One open pad per channel.
CREATE UNIQUE INDEX pads_open_per_channel ON pads (channel_id) WHERE status = 'open';
CREATE INDEX pads_guild ON pads (guild_id, created_at);

-- The pad's players in playing order (seat 0 deals first).
CREATE TABLE pad_players (
    pad_id  INTEGER NOT NULL REFERENCES pads (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id INTEGER,                       -- NULL: a free name, not a server member
    name    TEXT    NOT NULL,
    PRIMARY KEY (pad_id, seat)
);

-- Every entry of every deal: revision 1 is the first entry, each correction a new revision.
-- A deal's facts are those of its highest revision.
CREATE TABLE pad_deals (
    pad_id     INTEGER NOT NULL REFERENCES pads (id) ON DELETE CASCADE,
    deal_no    INTEGER NOT NULL CHECK (deal_no >= 1),
    revision   INTEGER NOT NULL CHECK (revision >= 1),
    facts      TEXT    NOT NULL,           -- JSON: the family's deal facts
    entered_by INTEGER NOT NULL,           -- the user who entered (or corrected) them
    created_at TEXT    NOT NULL,
    PRIMARY KEY (pad_id, deal_no, revision)
);

-- The guided form a player is filling in (his answers so far), so that it outlives a restart.
CREATE TABLE pad_drafts (
    pad_id     INTEGER NOT NULL REFERENCES pads (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    deal_no    INTEGER NOT NULL,           -- the deal the form enters (or corrects)
    answers    TEXT    NOT NULL,           -- JSON: the steps answered, in order
    updated_at TEXT    NOT NULL,
    PRIMARY KEY (pad_id, user_id)
);

-- The pads' ledger: one row per deal per player (kind 'pad'), and the settlement of a closed
-- pad (kind 'settlement': the Slovenian radelci), like the tables' ledger.
CREATE TABLE pad_ledger (
    id         INTEGER PRIMARY KEY,
    pad_id     INTEGER NOT NULL REFERENCES pads (id) ON DELETE CASCADE,
    guild_id   INTEGER NOT NULL,
    family     TEXT    NOT NULL,
    deal_no    INTEGER NOT NULL,           -- settlement rows: the number of deals played
    kind       TEXT    NOT NULL CHECK (kind IN ('pad', 'settlement')),
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id    INTEGER,                    -- NULL: a free name
    role       TEXT,
    contract   TEXT,
    won        INTEGER,
    lines      TEXT    NOT NULL,           -- JSON: the score lines making up this score
    score      INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    UNIQUE (pad_id, kind, deal_no, seat)
);
CREATE INDEX pad_ledger_guild_time ON pad_ledger (guild_id, created_at);
CREATE INDEX pad_ledger_user ON pad_ledger (user_id);
