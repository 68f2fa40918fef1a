-- 0008: any language the bot has a catalog for (see the SQLite twin of this file).
ALTER TABLE guild_settings DROP CONSTRAINT guild_settings_language_check;
ALTER TABLE guild_settings ADD CONSTRAINT guild_settings_language_check
    CHECK (length(language) BETWEEN 2 AND 3);
ALTER TABLE user_prefs DROP CONSTRAINT user_prefs_language_check;
ALTER TABLE user_prefs ADD CONSTRAINT user_prefs_language_check
    CHECK (length(language) BETWEEN 2 AND 3);
