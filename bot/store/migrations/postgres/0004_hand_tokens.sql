-- 0004: hand-message tokens (see the SQLite twin of this file).
CREATE TABLE hand_tokens (
    table_id       BIGINT  NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id        BIGINT  NOT NULL,
    application_id BIGINT  NOT NULL,
    token          TEXT    NOT NULL,
    message_id     BIGINT,
    language       TEXT    NOT NULL,
    expires_at     TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX hand_tokens_expiry ON hand_tokens (expires_at);
