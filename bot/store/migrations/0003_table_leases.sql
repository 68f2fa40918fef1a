-- 0003: leases. When several bot processes share the database, the holder of a table's
-- lease is the one process that drives it; another may take the lease over only after it
-- expired. Every write that changes a table checks the lease in the same transaction.
CREATE TABLE table_leases (
    table_id   INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    holder     TEXT    NOT NULL,   -- the process's name for this run
    expires_at INTEGER NOT NULL,   -- milliseconds since 1970 (UTC); renewed by the holder
    taken_at   TEXT    NOT NULL    -- when this holder took the lease
);
CREATE INDEX table_leases_holder ON table_leases (holder);
