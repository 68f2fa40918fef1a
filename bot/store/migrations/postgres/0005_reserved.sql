-- 0005: reserved. The schema change numbered 0005 is made on another line of work and
-- replaces this file when both are merged; until then the number is kept free so that the
-- migrations run 1, 2, 3, … (0006 follows).
SELECT 1;
