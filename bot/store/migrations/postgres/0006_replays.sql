-- 0006: replays (see the SQLite twin of this file).
CREATE TABLE replays (
    guild_id   BIGINT  NOT NULL,
    code       TEXT    NOT NULL,
    table_id   BIGINT  NOT NULL,
    deal_no    INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    PRIMARY KEY (guild_id, code),
    UNIQUE (table_id, deal_no),
    FOREIGN KEY (table_id, deal_no) REFERENCES deals (table_id, deal_no) ON DELETE CASCADE
);
CREATE INDEX replays_code ON replays (code);
