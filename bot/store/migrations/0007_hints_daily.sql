-- 0007: hints and the daily challenge.
--
-- Hints: a seat that asked for the computer's evaluation of its legal actions in a deal is
-- kept here (by table, deal and seat, with how many times it asked); when the deal is
-- booked, its ledger rows of those seats are marked (ledger.hinted = 1), so a leaderboard
-- can leave deals played with hints out.
CREATE TABLE hints_used (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    deal_no   INTEGER NOT NULL,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    user_id   INTEGER NOT NULL,
    hints     INTEGER NOT NULL DEFAULT 1,      -- how many times the seat asked in the deal
    first_at  TEXT    NOT NULL,
    PRIMARY KEY (table_id, deal_no, seat)
);
ALTER TABLE ledger ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;

-- The daily challenge: the same seeded deals for everyone each UTC day, one attempt per
-- player, day and game. A run's every action (the player's and the computers') is kept in
-- order, so an interrupted run continues from them after a restart.
CREATE TABLE daily_runs (
    id          INTEGER PRIMARY KEY,
    day         TEXT    NOT NULL,              -- the UTC date, YYYY-MM-DD
    family      TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    guild_id    INTEGER NOT NULL,              -- the server it is played in (its comparisons)
    seed        INTEGER NOT NULL,              -- the day's seed (the same for everyone)
    status      TEXT    NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished')),
    total       INTEGER NOT NULL DEFAULT 0,    -- the player's score over the finished deals
    deals_done  INTEGER NOT NULL DEFAULT 0,
    started_at  TEXT    NOT NULL,
    finished_at TEXT,
    UNIQUE (day, family, user_id)
);
CREATE INDEX daily_runs_board ON daily_runs (guild_id, family, day);

CREATE TABLE daily_actions (
    run_id  INTEGER NOT NULL REFERENCES daily_runs (id) ON DELETE CASCADE,
    deal_no INTEGER NOT NULL,
    move    INTEGER NOT NULL,                  -- the deal's move counter (from 0)
    action  TEXT    NOT NULL,                  -- the family's notation
    PRIMARY KEY (run_id, deal_no, move)
);

CREATE TABLE daily_deals (
    run_id   INTEGER NOT NULL REFERENCES daily_runs (id) ON DELETE CASCADE,
    deal_no  INTEGER NOT NULL,
    score    INTEGER NOT NULL,                 -- the player's score in the deal
    contract TEXT,                             -- the family's contract code
    PRIMARY KEY (run_id, deal_no)
);
