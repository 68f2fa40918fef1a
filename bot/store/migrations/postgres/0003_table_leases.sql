-- 0003: leases (see the SQLite twin of this file).
CREATE TABLE table_leases (
    table_id   BIGINT  PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    holder     TEXT    NOT NULL,
    expires_at BIGINT  NOT NULL,
    taken_at   TEXT    NOT NULL
);
CREATE INDEX table_leases_holder ON table_leases (holder);
