-- 0006: reserved for a migration of another branch; this file goes when that one lands.
SELECT 1;
