-- 0004: the interaction tokens of the players' hand messages, so that a restarted bot can
-- keep pushing the hands. A hand message is ephemeral: only its interaction token can edit
-- it, and only for 15 minutes. A token is a credential of sorts: a row is kept only while
-- its token is valid (expired rows are deleted on start and on every write) and goes with
-- its table.
CREATE TABLE hand_tokens (
    table_id       INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id        INTEGER NOT NULL,           -- the player the hand message belongs to
    application_id INTEGER NOT NULL,
    token          TEXT    NOT NULL,           -- edits the message through the token's webhook
    message_id     INTEGER,                    -- the hand message (NULL: not known)
    language       TEXT    NOT NULL,           -- the language the hand is drawn in
    expires_at     TEXT    NOT NULL,           -- UTC: the token's end (15 minutes after the click)
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX hand_tokens_expiry ON hand_tokens (expires_at);
