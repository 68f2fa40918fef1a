-- 0008: a player's and a server's language may be any language the bot has a catalog for
-- (the first schema allowed only 'sl' and 'en'). Which codes exist is the bot's to check
-- (bot/store/prefs.py); the column keeps only the shape of a code. SQLite cannot change a
-- CHECK constraint, so both tables are rebuilt with every row kept.
CREATE TABLE guild_settings_0008 (
    guild_id   INTEGER PRIMARY KEY,
    move_timer REAL,                           -- seconds; 0 = no timer
    level      TEXT,
    language   TEXT    CHECK (length(language) BETWEEN 2 AND 3),
    updated_at TEXT    NOT NULL
);
INSERT INTO guild_settings_0008 (guild_id, move_timer, level, language, updated_at)
    SELECT guild_id, move_timer, level, language, updated_at FROM guild_settings;
DROP TABLE guild_settings;
ALTER TABLE guild_settings_0008 RENAME TO guild_settings;

CREATE TABLE user_prefs_0008 (
    user_id    INTEGER PRIMARY KEY,
    language   TEXT    CHECK (length(language) BETWEEN 2 AND 3),
    updated_at TEXT    NOT NULL
);
INSERT INTO user_prefs_0008 (user_id, language, updated_at)
    SELECT user_id, language, updated_at FROM user_prefs;
DROP TABLE user_prefs;
ALTER TABLE user_prefs_0008 RENAME TO user_prefs;
