-- 0006: replays. Every finished deal gets a short code, unique in its server, by which
-- anyone in that server may watch the deal again (/tarok replay CODE). Nothing of the deal
-- is copied: a replay is rebuilt from the deal's stored header and action log.
CREATE TABLE replays (
    guild_id   INTEGER NOT NULL,
    code       TEXT    NOT NULL,           -- upper-case, from an alphabet without 0/O, 1/I/L, U
    table_id   INTEGER NOT NULL,
    deal_no    INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (guild_id, code),
    UNIQUE (table_id, deal_no),
    FOREIGN KEY (table_id, deal_no) REFERENCES deals (table_id, deal_no) ON DELETE CASCADE
);
CREATE INDEX replays_code ON replays (code);
