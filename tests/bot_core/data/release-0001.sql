BEGIN TRANSACTION;
CREATE TABLE actions (
    table_id   INTEGER NOT NULL,
    deal_no    INTEGER NOT NULL,
    move_no    INTEGER NOT NULL CHECK (move_no >= 0),
    action     TEXT    NOT NULL,             -- engine notation: 'bid:two', 'play:T21', ...
    seat       INTEGER NOT NULL,
    actor_id   INTEGER,                      -- the user who acted; NULL when a computer did
    actor_kind TEXT    NOT NULL
               CHECK (actor_kind IN ('player', 'computer', 'stand_in', 'timer')),
    created_at TEXT    NOT NULL,
    PRIMARY KEY (table_id, deal_no, move_no),
    FOREIGN KEY (table_id, deal_no) REFERENCES deals (table_id, deal_no) ON DELETE CASCADE
);
INSERT INTO "actions" VALUES(1,1,0,'bid:colour_valat',2,NULL,'computer','2026-02-10 18:07:00.000000');
INSERT INTO "actions" VALUES(1,1,1,'bid:valat',3,NULL,'computer','2026-02-10 18:08:00.000000');
INSERT INTO "actions" VALUES(1,1,2,'pass',0,101,'player','2026-02-10 18:09:00.000000');
INSERT INTO "actions" VALUES(1,1,3,'pass',1,102,'player','2026-02-10 18:10:00.000000');
INSERT INTO "actions" VALUES(1,1,4,'bid:valat',2,NULL,'computer','2026-02-10 18:11:00.000000');
INSERT INTO "actions" VALUES(1,1,5,'pass',3,NULL,'computer','2026-02-10 18:12:00.000000');
INSERT INTO "actions" VALUES(1,1,6,'declare:valat',2,NULL,'computer','2026-02-10 18:13:00.000000');
INSERT INTO "actions" VALUES(1,1,7,'pass',2,NULL,'computer','2026-02-10 18:14:00.000000');
INSERT INTO "actions" VALUES(1,1,8,'kontra:game',3,NULL,'computer','2026-02-10 18:15:00.000000');
INSERT INTO "actions" VALUES(1,1,9,'pass',3,NULL,'computer','2026-02-10 18:16:00.000000');
INSERT INTO "actions" VALUES(1,1,10,'pass',0,101,'player','2026-02-10 18:17:00.000000');
INSERT INTO "actions" VALUES(1,1,11,'pass',1,102,'player','2026-02-10 18:18:00.000000');
INSERT INTO "actions" VALUES(1,1,12,'pass',2,NULL,'computer','2026-02-10 18:19:00.000000');
INSERT INTO "actions" VALUES(1,1,13,'play:T13',2,NULL,'computer','2026-02-10 18:20:00.000000');
INSERT INTO "actions" VALUES(1,1,14,'play:T6',3,NULL,'computer','2026-02-10 18:21:00.000000');
INSERT INTO "actions" VALUES(1,1,15,'play:SK',0,101,'player','2026-02-10 18:22:00.000000');
INSERT INTO "actions" VALUES(1,1,16,'play:T15',1,102,'player','2026-02-10 18:23:00.000000');
INSERT INTO "actions" VALUES(1,2,0,'pass',3,NULL,'computer','2026-02-10 18:26:00.000000');
INSERT INTO "actions" VALUES(1,2,1,'bid:solo_without',0,101,'player','2026-02-10 18:27:00.000000');
INSERT INTO "actions" VALUES(1,2,2,'bid:valat',1,102,'player','2026-02-10 18:28:00.000000');
INSERT INTO "actions" VALUES(1,2,3,'pass',2,NULL,'computer','2026-02-10 18:29:00.000000');
INSERT INTO "actions" VALUES(1,2,4,'pass',0,101,'player','2026-02-10 18:30:00.000000');
INSERT INTO "actions" VALUES(1,2,5,'declare:valat',1,102,'player','2026-02-10 18:31:00.000000');
INSERT INTO "actions" VALUES(1,2,6,'pass',1,102,'player','2026-02-10 18:32:00.000000');
INSERT INTO "actions" VALUES(1,2,7,'pass',2,NULL,'computer','2026-02-10 18:33:00.000000');
INSERT INTO "actions" VALUES(1,2,8,'kontra:game',3,NULL,'computer','2026-02-10 18:34:00.000000');
INSERT INTO "actions" VALUES(1,2,9,'pass',3,NULL,'computer','2026-02-10 18:35:00.000000');
INSERT INTO "actions" VALUES(1,2,10,'pass',0,101,'player','2026-02-10 18:36:00.000000');
INSERT INTO "actions" VALUES(1,2,11,'kontra:game',1,102,'player','2026-02-10 18:37:00.000000');
INSERT INTO "actions" VALUES(1,2,12,'pass',1,102,'player','2026-02-10 18:38:00.000000');
INSERT INTO "actions" VALUES(1,2,13,'kontra:game',2,NULL,'computer','2026-02-10 18:39:00.000000');
INSERT INTO "actions" VALUES(1,2,14,'pass',2,NULL,'computer','2026-02-10 18:40:00.000000');
INSERT INTO "actions" VALUES(1,2,15,'pass',3,NULL,'computer','2026-02-10 18:41:00.000000');
INSERT INTO "actions" VALUES(1,2,16,'pass',0,101,'player','2026-02-10 18:42:00.000000');
INSERT INTO "actions" VALUES(1,2,17,'kontra:game',1,102,'player','2026-02-10 18:43:00.000000');
INSERT INTO "actions" VALUES(1,2,18,'pass',1,102,'player','2026-02-10 18:44:00.000000');
INSERT INTO "actions" VALUES(1,2,19,'pass',2,NULL,'computer','2026-02-10 18:45:00.000000');
INSERT INTO "actions" VALUES(1,2,20,'pass',3,NULL,'computer','2026-02-10 18:46:00.000000');
INSERT INTO "actions" VALUES(1,2,21,'pass',0,101,'player','2026-02-10 18:47:00.000000');
INSERT INTO "actions" VALUES(1,2,22,'play:10S',1,102,'player','2026-02-10 18:48:00.000000');
INSERT INTO "actions" VALUES(1,2,23,'play:T8',2,NULL,'computer','2026-02-10 18:49:00.000000');
INSERT INTO "actions" VALUES(1,2,24,'play:CS',3,NULL,'computer','2026-02-10 18:50:00.000000');
INSERT INTO "actions" VALUES(1,2,25,'play:8S',0,101,'player','2026-02-10 18:51:00.000000');
INSERT INTO "actions" VALUES(1,3,0,'bid:solo_one',0,101,'player','2026-02-10 18:54:00.000000');
INSERT INTO "actions" VALUES(1,3,1,'pass',1,102,'player','2026-02-10 18:55:00.000000');
INSERT INTO "actions" VALUES(1,3,2,'bid:open_beggar',2,NULL,'computer','2026-02-10 18:56:00.000000');
INSERT INTO "actions" VALUES(1,3,3,'bid:valat',3,NULL,'computer','2026-02-10 18:57:00.000000');
INSERT INTO "actions" VALUES(1,3,4,'pass',0,101,'player','2026-02-10 18:58:00.000000');
INSERT INTO "actions" VALUES(1,3,5,'pass',2,NULL,'computer','2026-02-10 18:59:00.000000');
INSERT INTO "actions" VALUES(1,3,6,'declare:valat',3,NULL,'computer','2026-02-10 19:00:00.000000');
INSERT INTO "actions" VALUES(1,3,7,'pass',3,NULL,'computer','2026-02-10 19:01:00.000000');
INSERT INTO "actions" VALUES(1,3,8,'pass',0,101,'player','2026-02-10 19:02:00.000000');
INSERT INTO "actions" VALUES(1,3,9,'pass',1,102,'player','2026-02-10 19:03:00.000000');
INSERT INTO "actions" VALUES(1,3,10,'kontra:game',2,NULL,'computer','2026-02-10 19:04:00.000000');
INSERT INTO "actions" VALUES(1,3,11,'pass',2,NULL,'computer','2026-02-10 19:05:00.000000');
INSERT INTO "actions" VALUES(1,3,12,'pass',3,NULL,'computer','2026-02-10 19:06:00.000000');
INSERT INTO "actions" VALUES(1,3,13,'pass',0,101,'player','2026-02-10 19:07:00.000000');
INSERT INTO "actions" VALUES(1,3,14,'pass',1,102,'player','2026-02-10 19:08:00.000000');
INSERT INTO "actions" VALUES(1,3,15,'play:1H',3,NULL,'computer','2026-02-10 19:09:00.000000');
INSERT INTO "actions" VALUES(1,3,16,'play:CH',0,101,'player','2026-02-10 19:10:00.000000');
INSERT INTO "actions" VALUES(1,3,17,'play:4H',1,102,'player','2026-02-10 19:11:00.000000');
INSERT INTO "actions" VALUES(1,3,18,'play:KH',2,NULL,'computer','2026-02-10 19:12:00.000000');
INSERT INTO "actions" VALUES(2,1,0,'bid:three',1,NULL,'computer','2026-02-10 19:19:00.000000');
INSERT INTO "actions" VALUES(2,1,1,'bid:solo_without',2,NULL,'computer','2026-02-10 19:20:00.000000');
INSERT INTO "actions" VALUES(2,1,2,'bid:valat',0,103,'player','2026-02-10 19:21:00.000000');
INSERT INTO "actions" VALUES(2,1,3,'pass',1,NULL,'computer','2026-02-10 19:22:00.000000');
INSERT INTO "actions" VALUES(2,1,4,'pass',2,NULL,'computer','2026-02-10 19:23:00.000000');
INSERT INTO "actions" VALUES(2,1,5,'declare:valat',0,103,'player','2026-02-10 19:24:00.000000');
INSERT INTO "actions" VALUES(2,1,6,'pass',0,103,'player','2026-02-10 19:25:00.000000');
INSERT INTO "actions" VALUES(2,1,7,'pass',1,NULL,'computer','2026-02-10 19:26:00.000000');
INSERT INTO "actions" VALUES(2,1,8,'pass',2,NULL,'computer','2026-02-10 19:27:00.000000');
INSERT INTO "actions" VALUES(2,1,9,'play:CC',0,103,'player','2026-02-10 19:28:00.000000');
INSERT INTO "actions" VALUES(2,1,10,'play:KC',1,NULL,'computer','2026-02-10 19:29:00.000000');
INSERT INTO "actions" VALUES(2,1,11,'play:JC',2,NULL,'computer','2026-02-10 19:30:00.000000');
INSERT INTO "actions" VALUES(2,2,0,'bid:beggar',2,NULL,'computer','2026-02-10 19:33:00.000000');
INSERT INTO "actions" VALUES(2,2,1,'bid:solo_without',0,103,'player','2026-02-10 19:34:00.000000');
INSERT INTO "actions" VALUES(2,2,2,'bid:valat',1,NULL,'computer','2026-02-10 19:35:00.000000');
INSERT INTO "actions" VALUES(2,2,3,'bid:valat',2,NULL,'computer','2026-02-10 19:36:00.000000');
INSERT INTO "actions" VALUES(2,2,4,'pass',0,103,'player','2026-02-10 19:37:00.000000');
INSERT INTO "actions" VALUES(2,2,5,'pass',1,NULL,'computer','2026-02-10 19:38:00.000000');
INSERT INTO "actions" VALUES(2,2,6,'declare:valat',2,NULL,'computer','2026-02-10 19:39:00.000000');
INSERT INTO "actions" VALUES(2,2,7,'pass',2,NULL,'computer','2026-02-10 19:40:00.000000');
INSERT INTO "actions" VALUES(2,2,8,'pass',0,103,'player','2026-02-10 19:41:00.000000');
INSERT INTO "actions" VALUES(2,2,9,'kontra:game',1,NULL,'computer','2026-02-10 19:42:00.000000');
INSERT INTO "actions" VALUES(2,2,10,'pass',1,NULL,'computer','2026-02-10 19:43:00.000000');
INSERT INTO "actions" VALUES(2,2,11,'pass',2,NULL,'computer','2026-02-10 19:44:00.000000');
INSERT INTO "actions" VALUES(2,2,12,'pass',0,103,'player','2026-02-10 19:45:00.000000');
INSERT INTO "actions" VALUES(2,2,13,'play:T21',2,NULL,'computer','2026-02-10 19:46:00.000000');
INSERT INTO "actions" VALUES(2,2,14,'play:T20',0,103,'player','2026-02-10 19:47:00.000000');
INSERT INTO "actions" VALUES(2,2,15,'play:T9',1,NULL,'computer','2026-02-10 19:48:00.000000');
INSERT INTO "actions" VALUES(2,2,16,'play:T1',2,NULL,'computer','2026-02-10 19:49:00.000000');
INSERT INTO "actions" VALUES(2,2,17,'play:T8',0,103,'player','2026-02-10 19:50:00.000000');
INSERT INTO "actions" VALUES(2,2,18,'play:T5',1,NULL,'computer','2026-02-10 19:51:00.000000');
INSERT INTO "actions" VALUES(3,1,0,'pass',1,103,'player','2026-02-10 19:58:00.000000');
INSERT INTO "actions" VALUES(3,1,1,'bid:three',2,NULL,'computer','2026-02-10 19:59:00.000000');
INSERT INTO "actions" VALUES(3,1,2,'bid:beggar',0,101,'player','2026-02-10 20:00:00.000000');
INSERT INTO "actions" VALUES(3,1,3,'pass',2,NULL,'computer','2026-02-10 20:01:00.000000');
INSERT INTO "actions" VALUES(3,1,4,'declare:beggar',0,101,'player','2026-02-10 20:02:00.000000');
INSERT INTO "actions" VALUES(3,1,5,'pass',0,101,'player','2026-02-10 20:03:00.000000');
INSERT INTO "actions" VALUES(3,1,6,'kontra:game',1,103,'player','2026-02-10 20:04:00.000000');
INSERT INTO "actions" VALUES(3,1,7,'pass',1,103,'player','2026-02-10 20:05:00.000000');
INSERT INTO "actions" VALUES(3,1,8,'pass',2,NULL,'computer','2026-02-10 20:06:00.000000');
INSERT INTO "actions" VALUES(3,1,9,'kontra:game',0,101,'player','2026-02-10 20:07:00.000000');
INSERT INTO "actions" VALUES(3,1,10,'pass',0,101,'player','2026-02-10 20:08:00.000000');
INSERT INTO "actions" VALUES(3,1,11,'pass',1,103,'player','2026-02-10 20:09:00.000000');
INSERT INTO "actions" VALUES(3,1,12,'kontra:game',2,NULL,'computer','2026-02-10 20:10:00.000000');
INSERT INTO "actions" VALUES(3,1,13,'pass',2,NULL,'computer','2026-02-10 20:11:00.000000');
INSERT INTO "actions" VALUES(3,1,14,'kontra:game',0,101,'player','2026-02-10 20:12:00.000000');
INSERT INTO "actions" VALUES(3,1,15,'pass',0,101,'player','2026-02-10 20:13:00.000000');
INSERT INTO "actions" VALUES(3,1,16,'pass',1,103,'player','2026-02-10 20:14:00.000000');
INSERT INTO "actions" VALUES(3,1,17,'pass',2,NULL,'computer','2026-02-10 20:15:00.000000');
INSERT INTO "actions" VALUES(3,1,18,'play:QC',0,101,'player','2026-02-10 20:16:00.000000');
INSERT INTO "actions" VALUES(3,1,19,'play:CC',1,103,'player','2026-02-10 20:17:00.000000');
INSERT INTO "actions" VALUES(3,1,20,'play:9C',2,NULL,'computer','2026-02-10 20:18:00.000000');
INSERT INTO "actions" VALUES(3,2,0,'bid:one',2,NULL,'computer','2026-02-10 20:21:00.000000');
INSERT INTO "actions" VALUES(3,2,1,'pass',0,101,'player','2026-02-10 20:22:00.000000');
INSERT INTO "actions" VALUES(3,2,2,'bid:beggar',1,103,'player','2026-02-10 20:23:00.000000');
INSERT INTO "actions" VALUES(3,2,3,'bid:beggar',2,NULL,'computer','2026-02-10 20:24:00.000000');
INSERT INTO "actions" VALUES(3,2,4,'pass',1,103,'player','2026-02-10 20:25:00.000000');
INSERT INTO "actions" VALUES(3,2,5,'declare:beggar',2,NULL,'computer','2026-02-10 20:26:00.000000');
INSERT INTO "actions" VALUES(3,2,6,'pass',2,NULL,'computer','2026-02-10 20:27:00.000000');
INSERT INTO "actions" VALUES(3,2,7,'kontra:game',0,101,'player','2026-02-10 20:28:00.000000');
INSERT INTO "actions" VALUES(3,2,8,'pass',0,101,'player','2026-02-10 20:29:00.000000');
INSERT INTO "actions" VALUES(3,2,9,'pass',1,103,'player','2026-02-10 20:30:00.000000');
INSERT INTO "actions" VALUES(3,2,10,'kontra:game',2,NULL,'computer','2026-02-10 20:31:00.000000');
INSERT INTO "actions" VALUES(3,2,11,'pass',2,NULL,'computer','2026-02-10 20:32:00.000000');
INSERT INTO "actions" VALUES(3,2,12,'kontra:game',0,101,'player','2026-02-10 20:33:00.000000');
INSERT INTO "actions" VALUES(3,2,13,'pass',0,101,'player','2026-02-10 20:34:00.000000');
INSERT INTO "actions" VALUES(3,2,14,'pass',1,103,'player','2026-02-10 20:35:00.000000');
INSERT INTO "actions" VALUES(3,2,15,'pass',2,NULL,'computer','2026-02-10 20:36:00.000000');
INSERT INTO "actions" VALUES(3,2,16,'play:9C',2,NULL,'computer','2026-02-10 20:37:00.000000');
INSERT INTO "actions" VALUES(3,2,17,'play:JC',0,101,'player','2026-02-10 20:38:00.000000');
INSERT INTO "actions" VALUES(3,2,18,'play:CC',1,103,'player','2026-02-10 20:39:00.000000');
INSERT INTO "actions" VALUES(3,2,19,'play:4D',1,103,'player','2026-02-10 20:40:00.000000');
INSERT INTO "actions" VALUES(3,2,20,'play:QD',2,NULL,'computer','2026-02-10 20:41:00.000000');
INSERT INTO "actions" VALUES(3,2,21,'play:2D',0,101,'player','2026-02-10 20:42:00.000000');
INSERT INTO "actions" VALUES(4,1,0,'pass',2,NULL,'computer','2026-02-10 20:50:00.000000');
INSERT INTO "actions" VALUES(4,1,1,'bid:solo_one',3,NULL,'computer','2026-02-10 20:51:00.000000');
INSERT INTO "actions" VALUES(4,1,2,'bid:colour_valat',0,102,'player','2026-02-10 20:52:00.000000');
INSERT INTO "actions" VALUES(4,1,3,'bid:colour_valat',1,103,'player','2026-02-10 20:53:00.000000');
INSERT INTO "actions" VALUES(4,1,4,'pass',3,NULL,'computer','2026-02-10 20:54:00.000000');
INSERT INTO "actions" VALUES(4,1,5,'bid:valat',0,102,'player','2026-02-10 20:55:00.000000');
INSERT INTO "actions" VALUES(4,1,6,'bid:valat',1,103,'player','2026-02-10 20:56:00.000000');
INSERT INTO "actions" VALUES(4,1,7,'pass',0,102,'player','2026-02-10 20:57:00.000000');
INSERT INTO "actions" VALUES(4,1,8,'declare:valat',1,103,'player','2026-02-10 20:58:00.000000');
INSERT INTO "actions" VALUES(4,1,9,'pass',1,103,'player','2026-02-10 20:59:00.000000');
INSERT INTO "actions" VALUES(4,1,10,'pass',2,NULL,'computer','2026-02-10 21:00:00.000000');
INSERT INTO "actions" VALUES(4,1,11,'pass',3,NULL,'computer','2026-02-10 21:01:00.000000');
INSERT INTO "actions" VALUES(4,1,12,'kontra:game',0,102,'player','2026-02-10 21:02:00.000000');
INSERT INTO "actions" VALUES(4,1,13,'pass',0,102,'player','2026-02-10 21:03:00.000000');
INSERT INTO "actions" VALUES(4,1,14,'pass',1,103,'player','2026-02-10 21:04:00.000000');
INSERT INTO "actions" VALUES(4,1,15,'pass',2,NULL,'computer','2026-02-10 21:05:00.000000');
INSERT INTO "actions" VALUES(4,1,16,'pass',3,NULL,'computer','2026-02-10 21:06:00.000000');
INSERT INTO "actions" VALUES(4,1,17,'play:T6',1,103,'player','2026-02-10 21:07:00.000000');
INSERT INTO "actions" VALUES(4,1,18,'play:T8',2,NULL,'computer','2026-02-10 21:08:00.000000');
INSERT INTO "actions" VALUES(4,1,19,'play:T5',3,NULL,'computer','2026-02-10 21:09:00.000000');
INSERT INTO "actions" VALUES(4,1,20,'play:T20',0,102,'player','2026-02-10 21:10:00.000000');
INSERT INTO "actions" VALUES(4,2,0,'bid:solo_two',3,NULL,'computer','2026-02-10 21:13:00.000000');
INSERT INTO "actions" VALUES(4,2,1,'pass',0,102,'player','2026-02-10 21:14:00.000000');
INSERT INTO "actions" VALUES(4,2,2,'bid:valat',1,103,'player','2026-02-10 21:15:00.000000');
INSERT INTO "actions" VALUES(4,2,3,'bid:valat',2,NULL,'computer','2026-02-10 21:16:00.000000');
INSERT INTO "actions" VALUES(4,2,4,'pass',3,NULL,'computer','2026-02-10 21:17:00.000000');
INSERT INTO "actions" VALUES(4,2,5,'pass',1,103,'player','2026-02-10 21:18:00.000000');
INSERT INTO "actions" VALUES(4,2,6,'declare:valat',2,NULL,'computer','2026-02-10 21:19:00.000000');
INSERT INTO "actions" VALUES(4,2,7,'pass',2,NULL,'computer','2026-02-10 21:20:00.000000');
INSERT INTO "actions" VALUES(4,2,8,'kontra:game',3,NULL,'computer','2026-02-10 21:21:00.000000');
INSERT INTO "actions" VALUES(4,2,9,'pass',3,NULL,'computer','2026-02-10 21:22:00.000000');
CREATE TABLE deals (
    table_id    INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    deal_no     INTEGER NOT NULL CHECK (deal_no >= 1),
    header      TEXT    NOT NULL,
    started_at  TEXT    NOT NULL,
    finished_at TEXT,
    PRIMARY KEY (table_id, deal_no)
);
INSERT INTO "deals" VALUES(1,1,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":4,"dealer":0,"hands":["SK T20 T19 T11 KH 3H 4H QC CC JC 9C 7C","T15 T10 T9 T3 CH JH 2H 3D KS QS 9S KC","T16 T13 T12 T7 T2 1H KD 2D 4D JS 7S 10C","T21 T18 T14 T8 T6 T4 T1 QH QD JD 1D 8C"],"talon":"10S T5 T17 CS CD 8S","compulsory_klop":false,"radelci":[0,0,0,0]}','2026-02-10 18:06:00.000000','2026-02-10 18:24:00.000000');
INSERT INTO "deals" VALUES(1,2,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":4,"dealer":1,"hands":["T10 T6 T3 CH KD QD 1D KS 9S 8S JC 9C","T21 T15 T7 T5 T1 3H JD 2D 3D QS 10S CC","T20 T8 T4 T2 KH 1H 2H CD 4D QC 10C 7C","SK T18 T17 T14 T13 T12 T11 T9 QH 4H CS JS"],"talon":"7S KC T19 8C JH T16","compulsory_klop":false,"radelci":[1,1,1,1]}','2026-02-10 18:25:00.000000','2026-02-10 18:52:00.000000');
INSERT INTO "deals" VALUES(1,3,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":4,"dealer":2,"hands":["T21 T17 T13 T12 T11 CH QD JD QS 8S QC JC","T20 T19 T18 T6 T3 4H KD 2D 4D KS KC CC","T15 T7 T5 T2 T1 KH CD 1D JS 10S 10C 9C","SK T14 T4 JH 1H 2H 3D CS 9S 7S 8C 7C"],"talon":"QH 3H T10 T16 T8 T9","compulsory_klop":false,"radelci":[2,2,2,2]}','2026-02-10 18:53:00.000000','2026-02-10 19:13:00.000000');
INSERT INTO "deals" VALUES(2,1,'{"version":1,"rules":{"name":"palcka","round_difference_4p":false,"round_difference_3p":false,"round_klop":false,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":false,"klop_kontra":"once","kontra_trula_kings":false,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":true,"emperor_any_order":true,"forced_pagat":true,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"forehand_only","contracts_3p":[0,1,2,3,7,8,9,11],"no_tarok":"redeal","zaruf_remainder":"declarer_if_wins","radelc_end_penalty":40},"players":3,"dealer":0,"hands":["T20 T19 T16 T6 T5 JH 3H QD 1D 3D 4D QS 8S CC 10C 8C","SK T21 T17 T15 T14 T4 KH 1H 2H JD 2D KS 9S KC QC 9C","T18 T13 T12 T11 T10 T9 T8 T7 T3 T2 KD CD JS 10S 7S JC"],"talon":"4H QH CH 7C T1 CS","compulsory_klop":false,"radelci":[0,0,0]}','2026-02-10 19:17:00.000000','2026-02-10 19:31:00.000000');
INSERT INTO "deals" VALUES(2,2,'{"version":1,"rules":{"name":"palcka","round_difference_4p":false,"round_difference_3p":false,"round_klop":false,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":false,"klop_kontra":"once","kontra_trula_kings":false,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":true,"emperor_any_order":true,"forced_pagat":true,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"forehand_only","contracts_3p":[0,1,2,3,7,8,9,11],"no_tarok":"redeal","zaruf_remainder":"declarer_if_wins","radelc_end_penalty":40},"players":3,"dealer":1,"hands":["T20 T18 T14 T12 T11 T8 T3 T2 KH KD QD CS 10S 9S CC JC","SK T17 T15 T10 T9 T7 T5 T4 QH CH 1H 2H 4H JD 7S 9C","T21 T16 T6 T1 JH 3H CD 2D 3D 4D KS JS 8S 10C 8C 7C"],"talon":"1D T19 QC T13 QS KC","compulsory_klop":false,"radelci":[1,1,1]}','2026-02-10 19:32:00.000000','2026-02-10 19:52:00.000000');
INSERT INTO "deals" VALUES(3,1,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":3,"dealer":0,"hands":["T20 T12 T8 T4 T3 T2 T1 CH 2H 3H 1D CS JS KC QC 7C","T13 T9 T6 T5 QH JH KD JD QS 9S 8S 7S CC JC 10C 8C","SK T19 T18 T17 T15 T14 T11 T10 T7 4H QD CD 2D 4D 10S 9C"],"talon":"T16 1H 3D T21 KH KS","compulsory_klop":false,"radelci":[0,0,0]}','2026-02-10 19:57:00.000000','2026-02-10 20:19:00.000000');
INSERT INTO "deals" VALUES(3,2,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":3,"dealer":1,"hands":["SK T20 T9 T6 T1 CH CD JD 2D 3D KS CS 7S KC JC 10C","T18 T16 T15 T14 T10 T8 T4 T2 KH QH JH 3H 1D 4D CC 7C","T21 T19 T17 T12 T5 1H 2H 4H QD QS 10S 9S 8S QC 9C 8C"],"talon":"T13 JS T11 T3 KD T7","compulsory_klop":false,"radelci":[1,1,1]}','2026-02-10 20:20:00.000000','2026-02-10 20:43:00.000000');
INSERT INTO "deals" VALUES(3,3,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":21,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":3,"dealer":2,"hands":["SK T17 T16 T15 T14 T9 T3 T2 2H 3H 4H 1D 3D QS JC 10C","T21 T19 T18 T10 T8 T5 T4 T1 KH CH JH QD JD KS JS 7S","T20 T13 T12 T7 T6 1H KD CD 2D 4D CS KC QC CC 8C 7C"],"talon":"T11 9C 9S QH 10S 8S","compulsory_klop":false,"radelci":[2,2,2]}','2026-02-10 20:44:00.000000',NULL);
INSERT INTO "deals" VALUES(4,1,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":20,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":4,"dealer":0,"hands":["T21 T20 KH JH 3H QD 1D 8S KC CC 9C 8C","T19 T17 T15 T10 T6 T3 T1 QH 2H 4H 10C 7C","T13 T8 T7 T4 T2 CD JD 2D QS JS 10S 7S","T18 T16 T12 T11 T9 T5 1H KD 3D 9S QC JC"],"talon":"CH SK T14 KS 4D CS","compulsory_klop":false,"radelci":[0,0,0,0]}','2026-02-10 20:49:00.000000','2026-02-10 21:11:00.000000');
INSERT INTO "deals" VALUES(4,2,'{"version":1,"rules":{"name":"pagat","round_difference_4p":true,"round_difference_3p":false,"round_klop":true,"klop_full_threshold":36,"klop_full_and_empty":"both_70","klop_several_empties":"each_70","klop_radelc_doubling":true,"klop_kontra":"none","kontra_trula_kings":true,"kontra_max":16,"mond_penalty":20,"mond_penalty_scope":"normal","announced_mondfang":false,"emperor_any_order":true,"forced_pagat":false,"pagat_negative":"only_tarok","tarok_discards":"free","bid_priority":"graded","contracts_3p":[0,1,2,3,7],"no_tarok":"compulsory_klop","zaruf_remainder":"trick_winner","radelc_end_penalty":100},"players":4,"dealer":1,"hands":["T20 T10 T4 T1 1H KD CD JD CS 7S 9C 8C","T19 T13 T11 T8 T6 T5 JH 10S 9S KC QC JC","T17 T15 T14 KH QH QD 2D 3D 4D JS 8S CC","SK T21 T12 T9 T2 CH 2H 3H 4H KS 10C 7C"],"talon":"QS T7 T16 T3 1D T18","compulsory_klop":false,"radelci":[1,1,1,1]}','2026-02-10 21:12:00.000000',NULL);
CREATE TABLE guild_settings (
    guild_id   INTEGER PRIMARY KEY,
    preset     TEXT,
    switches   TEXT    NOT NULL DEFAULT '{}',  -- JSON: rule overrides
    move_timer REAL,                           -- seconds; 0 = no timer
    level      TEXT,
    language   TEXT    CHECK (language IN ('sl', 'en')),
    updated_at TEXT    NOT NULL
);
INSERT INTO "guild_settings" VALUES(1,'palcka','{"mond_penalty": 20}',45.0,'hard','en','2026-02-10 21:30:00.000000');
INSERT INTO "guild_settings" VALUES(2,NULL,'{}',0.0,NULL,NULL,'2026-02-10 21:31:00.000000');
CREATE TABLE ledger (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    guild_id   INTEGER NOT NULL,
    deal_no    INTEGER NOT NULL,               -- radelc rows: the number of deals played
    kind       TEXT    NOT NULL CHECK (kind IN ('deal', 'radelc')),
    seat       INTEGER NOT NULL,
    user_id    INTEGER,                        -- NULL: a computer player
    role       TEXT    CHECK (role IN ('declarer', 'partner', 'opponent', 'klop')),
    contract   TEXT,                           -- engine contract code
    won        INTEGER,                        -- 1/0 from this seat's side; NULL in klop
    stand_in   INTEGER NOT NULL DEFAULT 0,     -- a computer made some of this seat's moves
    lines      TEXT    NOT NULL,               -- JSON: the score lines making up this score
    score      INTEGER NOT NULL,
    created_at TEXT    NOT NULL,
    UNIQUE (session_id, kind, deal_no, seat)
);
INSERT INTO "ledger" VALUES(1,1,1,1,'deal',0,101,'opponent','valat',1,0,'[]',0,'2026-02-10 18:24:00.000000');
INSERT INTO "ledger" VALUES(2,1,1,1,'deal',1,102,'opponent','valat',1,0,'[]',0,'2026-02-10 18:24:00.000000');
INSERT INTO "ledger" VALUES(3,1,1,1,'deal',2,NULL,'declarer','valat',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-500,"kontra":2,"amount":-1000}]',-1000,'2026-02-10 18:24:00.000000');
INSERT INTO "ledger" VALUES(4,1,1,1,'deal',3,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 18:24:00.000000');
INSERT INTO "ledger" VALUES(5,1,1,2,'deal',0,101,'opponent','valat',1,0,'[]',0,'2026-02-10 18:52:00.000000');
INSERT INTO "ledger" VALUES(6,1,1,2,'deal',1,102,'declarer','valat',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-500,"kontra":16,"amount":-8000},{"item":"radelc","kind":"radelc","side":"declarer","base":-8000,"kontra":1,"amount":-8000}]',-16000,'2026-02-10 18:52:00.000000');
INSERT INTO "ledger" VALUES(7,1,1,2,'deal',2,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 18:52:00.000000');
INSERT INTO "ledger" VALUES(8,1,1,2,'deal',3,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 18:52:00.000000');
INSERT INTO "ledger" VALUES(9,1,1,3,'deal',0,101,'opponent','valat',1,0,'[]',0,'2026-02-10 19:13:00.000000');
INSERT INTO "ledger" VALUES(10,1,1,3,'deal',1,102,'opponent','valat',1,0,'[]',0,'2026-02-10 19:13:00.000000');
INSERT INTO "ledger" VALUES(11,1,1,3,'deal',2,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 19:13:00.000000');
INSERT INTO "ledger" VALUES(12,1,1,3,'deal',3,NULL,'declarer','valat',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-500,"kontra":2,"amount":-1000},{"item":"radelc","kind":"radelc","side":"declarer","base":-1000,"kontra":1,"amount":-1000}]',-2000,'2026-02-10 19:13:00.000000');
INSERT INTO "ledger" VALUES(13,1,1,3,'radelc',0,101,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":0,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":0,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":0,"base":-100,"kontra":1,"amount":-100}]',-300,'2026-02-10 19:14:00.000000');
INSERT INTO "ledger" VALUES(14,1,1,3,'radelc',1,102,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":1,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":1,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":1,"base":-100,"kontra":1,"amount":-100}]',-300,'2026-02-10 19:14:00.000000');
INSERT INTO "ledger" VALUES(15,1,1,3,'radelc',2,NULL,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":2,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":2,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":2,"base":-100,"kontra":1,"amount":-100}]',-300,'2026-02-10 19:14:00.000000');
INSERT INTO "ledger" VALUES(16,1,1,3,'radelc',3,NULL,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":3,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":3,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":3,"base":-100,"kontra":1,"amount":-100}]',-300,'2026-02-10 19:14:00.000000');
INSERT INTO "ledger" VALUES(17,2,1,1,'deal',0,103,'declarer','valat',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-500,"kontra":1,"amount":-500}]',-500,'2026-02-10 19:31:00.000000');
INSERT INTO "ledger" VALUES(18,2,1,1,'deal',1,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 19:31:00.000000');
INSERT INTO "ledger" VALUES(19,2,1,1,'deal',2,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 19:31:00.000000');
INSERT INTO "ledger" VALUES(20,2,1,2,'deal',0,103,'opponent','valat',1,0,'[]',0,'2026-02-10 19:52:00.000000');
INSERT INTO "ledger" VALUES(21,2,1,2,'deal',1,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 19:52:00.000000');
INSERT INTO "ledger" VALUES(22,2,1,2,'deal',2,NULL,'declarer','valat',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-500,"kontra":2,"amount":-1000},{"item":"radelc","kind":"radelc","side":"declarer","base":-1000,"kontra":1,"amount":-1000}]',-2000,'2026-02-10 19:52:00.000000');
INSERT INTO "ledger" VALUES(23,2,1,2,'radelc',0,103,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":0,"base":-40,"kontra":1,"amount":-40},{"item":"radelc","kind":"penalty","seat":0,"base":-40,"kontra":1,"amount":-40}]',-80,'2026-02-10 19:53:00.000000');
INSERT INTO "ledger" VALUES(24,2,1,2,'radelc',1,NULL,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":1,"base":-40,"kontra":1,"amount":-40},{"item":"radelc","kind":"penalty","seat":1,"base":-40,"kontra":1,"amount":-40}]',-80,'2026-02-10 19:53:00.000000');
INSERT INTO "ledger" VALUES(25,2,1,2,'radelc',2,NULL,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":2,"base":-40,"kontra":1,"amount":-40},{"item":"radelc","kind":"penalty","seat":2,"base":-40,"kontra":1,"amount":-40}]',-80,'2026-02-10 19:53:00.000000');
INSERT INTO "ledger" VALUES(26,3,1,1,'deal',0,101,'declarer','beggar',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-70,"kontra":16,"amount":-1120}]',-1120,'2026-02-10 20:19:00.000000');
INSERT INTO "ledger" VALUES(27,3,1,1,'deal',1,103,'opponent','beggar',1,0,'[]',0,'2026-02-10 20:19:00.000000');
INSERT INTO "ledger" VALUES(28,3,1,1,'deal',2,NULL,'opponent','beggar',1,0,'[]',0,'2026-02-10 20:19:00.000000');
INSERT INTO "ledger" VALUES(29,3,1,2,'deal',0,101,'opponent','beggar',1,0,'[]',0,'2026-02-10 20:43:00.000000');
INSERT INTO "ledger" VALUES(30,3,1,2,'deal',1,103,'opponent','beggar',1,0,'[]',0,'2026-02-10 20:43:00.000000');
INSERT INTO "ledger" VALUES(31,3,1,2,'deal',2,NULL,'declarer','beggar',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-70,"kontra":8,"amount":-560},{"item":"radelc","kind":"radelc","side":"declarer","base":-560,"kontra":1,"amount":-560}]',-1120,'2026-02-10 20:43:00.000000');
INSERT INTO "ledger" VALUES(32,3,1,2,'radelc',0,101,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":0,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":0,"base":-100,"kontra":1,"amount":-100}]',-200,'2026-02-10 20:45:00.000000');
INSERT INTO "ledger" VALUES(33,3,1,2,'radelc',1,103,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":1,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":1,"base":-100,"kontra":1,"amount":-100}]',-200,'2026-02-10 20:45:00.000000');
INSERT INTO "ledger" VALUES(34,3,1,2,'radelc',2,NULL,NULL,NULL,NULL,0,'[{"item":"radelc","kind":"penalty","seat":2,"base":-100,"kontra":1,"amount":-100},{"item":"radelc","kind":"penalty","seat":2,"base":-100,"kontra":1,"amount":-100}]',-200,'2026-02-10 20:45:00.000000');
INSERT INTO "ledger" VALUES(35,4,1,1,'deal',0,102,'opponent','valat',1,0,'[]',0,'2026-02-10 21:11:00.000000');
INSERT INTO "ledger" VALUES(36,4,1,1,'deal',1,103,'declarer','valat',0,0,'[{"item":"contract","kind":"game","side":"declarer","base":-500,"kontra":2,"amount":-1000}]',-1000,'2026-02-10 21:11:00.000000');
INSERT INTO "ledger" VALUES(37,4,1,1,'deal',2,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 21:11:00.000000');
INSERT INTO "ledger" VALUES(38,4,1,1,'deal',3,NULL,'opponent','valat',1,0,'[]',0,'2026-02-10 21:11:00.000000');
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO "meta" VALUES('command_tree_hash:global','0000000000000000000000000000000000000000000000000000000000000000');
CREATE TABLE schema_version ( version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
INSERT INTO "schema_version" VALUES(1,'0001_initial.sql','2026-02-10 18:01:00.000000');
CREATE TABLE seats (
    table_id  INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id   INTEGER,                       -- NULL: a computer player
    name      TEXT,                          -- the player's display name when he sat down
    away      INTEGER NOT NULL DEFAULT 0,    -- missed his move twice: a computer stands in
    left_seat INTEGER NOT NULL DEFAULT 0,    -- left during the session: a computer stands in
    misses    INTEGER NOT NULL DEFAULT 0,    -- moves in a row the timer played for him
    PRIMARY KEY (table_id, seat)
);
INSERT INTO "seats" VALUES(1,0,101,'Ana',0,0,0);
INSERT INTO "seats" VALUES(1,1,102,'Bor',0,0,0);
INSERT INTO "seats" VALUES(1,2,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(1,3,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(2,0,103,'Cir',0,0,0);
INSERT INTO "seats" VALUES(2,1,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(2,2,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(3,0,101,'Ana',0,0,0);
INSERT INTO "seats" VALUES(3,1,103,'Cir',0,0,0);
INSERT INTO "seats" VALUES(3,2,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(4,0,102,'Bor',0,0,0);
INSERT INTO "seats" VALUES(4,1,103,'Cir',0,0,0);
INSERT INTO "seats" VALUES(4,2,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(4,3,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(5,0,101,'Ana',0,0,0);
INSERT INTO "seats" VALUES(5,1,NULL,NULL,0,0,0);
INSERT INTO "seats" VALUES(6,0,102,'Bor',0,0,0);
CREATE TABLE session_players (
    session_id  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    user_id     INTEGER,                       -- NULL: a computer player
    name        TEXT,
    total       INTEGER,                       -- at the end, before radelc penalties
    radelci     INTEGER,                       -- open radelci at the end
    final_score INTEGER,                       -- total minus the radelc penalties
    place       INTEGER,                       -- 1 = best final score (ties share a place)
    PRIMARY KEY (session_id, seat)
);
INSERT INTO "session_players" VALUES(1,0,101,'Ana',0,3,-300,1);
INSERT INTO "session_players" VALUES(1,1,102,'Bor',-16000,3,-16300,4);
INSERT INTO "session_players" VALUES(1,2,NULL,NULL,-1000,3,-1300,2);
INSERT INTO "session_players" VALUES(1,3,NULL,NULL,-2000,3,-2300,3);
INSERT INTO "session_players" VALUES(2,0,103,'Cir',-500,2,-580,2);
INSERT INTO "session_players" VALUES(2,1,NULL,NULL,0,2,-80,1);
INSERT INTO "session_players" VALUES(2,2,NULL,NULL,-2000,2,-2080,3);
INSERT INTO "session_players" VALUES(3,0,101,'Ana',-1120,2,-1320,2);
INSERT INTO "session_players" VALUES(3,1,103,'Cir',0,2,-200,1);
INSERT INTO "session_players" VALUES(3,2,NULL,NULL,-1120,2,-1320,2);
INSERT INTO "session_players" VALUES(4,0,102,'Bor',NULL,NULL,NULL,NULL);
INSERT INTO "session_players" VALUES(4,1,103,'Cir',NULL,NULL,NULL,NULL);
INSERT INTO "session_players" VALUES(4,2,NULL,NULL,NULL,NULL,NULL,NULL);
INSERT INTO "session_players" VALUES(4,3,NULL,NULL,NULL,NULL,NULL,NULL);
CREATE TABLE sessions (
    id           INTEGER PRIMARY KEY,
    table_id     INTEGER NOT NULL UNIQUE REFERENCES tables (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    players      INTEGER NOT NULL CHECK (players IN (3, 4)),
    preset       TEXT    NOT NULL,
    status       TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished')),
    ended_early  INTEGER NOT NULL DEFAULT 0,   -- stopped before its planned end
    deals        INTEGER NOT NULL DEFAULT 0,   -- finished deals booked in the ledger
    final_scores TEXT,                         -- JSON list by seat, radelc penalties included
    started_at   TEXT    NOT NULL,
    ended_at     TEXT
);
INSERT INTO "sessions" VALUES(1,1,1,10,4,'pagat','finished',0,3,'[-300, -16300, -1300, -2300]','2026-02-10 18:05:00.000000','2026-02-10 19:14:00.000000');
INSERT INTO "sessions" VALUES(2,2,1,11,3,'palcka','finished',0,2,'[-580, -80, -2080]','2026-02-10 19:16:00.000000','2026-02-10 19:53:00.000000');
INSERT INTO "sessions" VALUES(3,3,1,12,3,'pagat','finished',1,2,'[-1320, -200, -1320]','2026-02-10 19:56:00.000000','2026-02-10 20:45:00.000000');
INSERT INTO "sessions" VALUES(4,4,1,13,4,'pagat','open',0,1,NULL,'2026-02-10 20:48:00.000000',NULL);
CREATE TABLE tables (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    host_id           INTEGER NOT NULL,
    config            TEXT    NOT NULL,  -- JSON: players, preset, rule overrides, level, timer, length
    status            TEXT    NOT NULL DEFAULT 'lobby'
                      CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
    seed              INTEGER NOT NULL,  -- deals and computer choices are derived from it
    skis_called_after INTEGER,           -- finished deals when the škis round was called
    lobby_message_id  INTEGER,
    table_message_id  INTEGER,
    created_at        TEXT    NOT NULL,
    updated_at        TEXT    NOT NULL
);
INSERT INTO "tables" VALUES(1,1,10,101,'{"players":4,"preset":"pagat","rule_overrides":{},"level":"normal","move_timer":null,"deals":3}','finished',9001,NULL,NULL,NULL,'2026-02-10 18:02:00.000000','2026-02-10 19:14:00.000000');
INSERT INTO "tables" VALUES(2,1,11,103,'{"players":3,"preset":"palcka","rule_overrides":{},"level":"normal","move_timer":null,"deals":null}','finished',9002,0,NULL,NULL,'2026-02-10 19:15:00.000000','2026-02-10 19:53:00.000000');
INSERT INTO "tables" VALUES(3,1,12,101,'{"players":3,"preset":"pagat","rule_overrides":{},"level":"normal","move_timer":null,"deals":5}','finished',9003,NULL,NULL,NULL,'2026-02-10 19:54:00.000000','2026-02-10 20:45:00.000000');
INSERT INTO "tables" VALUES(4,1,13,102,'{"players":4,"preset":"pagat","rule_overrides":{"mond_penalty":20},"level":"normal","move_timer":null,"deals":4}','playing',9004,NULL,NULL,5550001,'2026-02-10 20:46:00.000000','2026-02-10 21:23:00.000000');
INSERT INTO "tables" VALUES(5,1,14,101,'{"players":3,"preset":"pagat","rule_overrides":{},"level":"normal","move_timer":null,"deals":3}','lobby',9005,NULL,5550002,NULL,'2026-02-10 21:24:00.000000','2026-02-10 21:26:00.000000');
INSERT INTO "tables" VALUES(6,1,15,102,'{"players":4,"preset":"pagat","rule_overrides":{},"level":"normal","move_timer":null,"deals":3}','cancelled',9006,NULL,NULL,NULL,'2026-02-10 21:27:00.000000','2026-02-10 21:28:00.000000');
CREATE TABLE user_prefs (
    user_id    INTEGER PRIMARY KEY,
    language   TEXT    CHECK (language IN ('sl', 'en')),
    updated_at TEXT    NOT NULL
);
INSERT INTO "user_prefs" VALUES(101,'sl','2026-02-10 21:32:00.000000');
CREATE UNIQUE INDEX tables_open_per_channel
    ON tables (channel_id) WHERE status IN ('lobby', 'playing');
CREATE INDEX tables_status ON tables (status);
CREATE UNIQUE INDEX seats_user_once ON seats (table_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX sessions_guild_end ON sessions (guild_id, ended_at);
CREATE INDEX session_players_user ON session_players (user_id);
CREATE INDEX ledger_user_time ON ledger (user_id, created_at);
CREATE INDEX ledger_guild_time ON ledger (guild_id, created_at);
COMMIT;
