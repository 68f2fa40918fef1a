/* The flat integer layout of states, rules, results and deal records.
 *
 * The same offsets as engine/_native/layout.py (a test compares them through
 * _slovenian.layout()). Every word is a signed 64-bit integer.
 */
#ifndef TAROK_LAYOUT_H
#define TAROK_LAYOUT_H

#define S_N 0
#define S_PHASE 1
#define S_TO_MOVE 2
#define S_DEALER 3
#define S_FOREHAND 4
#define S_COMPULSORY_KLOP 5
#define S_MOVE 6
#define S_PASSED 7
#define S_HIGH 8
#define S_HIGH_HOLDER 9
#define S_NBIDS 10
#define S_CONTRACT 11
#define S_DECLARER 12
#define S_CALLED 13
#define S_CALLED_HOLDER 14
#define S_PARTNER 15
#define S_TALON_GROUP 16
#define S_TAKEN 17
#define S_DISCARDS 18
#define S_DISCARDS_LEFT 19
#define S_KNOWN 20
#define S_ANN_TURN_CALLS 21
#define S_ANN_HAD_TURN 22
#define S_ANN_PASS_STREAK 23
#define S_ANN_CALLS 24
#define S_LEADER 25
#define S_TRICK_LEN 26
#define S_TRICK_EXTRA 27
#define S_NTRICKS 28
#define S_OPP_TALON 29
#define S_REMAINDER 30
#define S_OPEN_HAND_PUBLIC 31
#define S_MOND_CAPTURED 32
#define S_TRICK 33
#define S_HANDS 37
#define S_PILES 41
#define S_RADELCI 45
#define S_TALON 49
#define S_ANNOUNCED 55
#define S_KONTRA 63
#define S_BIDS 71
#define S_HISTORY 119
#define S_LEADERS 167
#define S_WINNERS 183
#define STATE_WORDS 200
#define MAX_BIDS 48

#define R_SCORES 0
#define R_DECLARER_POINTS 4
#define R_WON 5
#define R_CANCELLED 6
#define R_FOR_ALL 7
#define R_TOTAL 8
#define R_CONTRACT 9
#define R_DECLARER 10
#define R_PARTNER 11
#define R_TRICKS 12
#define R_ACTIONS 13
#define RESULT_WORDS 16

/* Rules: the order of RULE_FIELDS in layout.py. */
#define RU_ROUND_DIFFERENCE_4P 0
#define RU_ROUND_DIFFERENCE_3P 1
#define RU_ROUND_KLOP 2
#define RU_KLOP_FULL_THRESHOLD 3
#define RU_KLOP_FULL_AND_EMPTY 4
#define RU_KLOP_SEVERAL_EMPTIES 5
#define RU_KLOP_RADELC_DOUBLING 6
#define RU_KLOP_KONTRA 7
#define RU_KONTRA_TRULA_KINGS 8
#define RU_KONTRA_MAX 9
#define RU_MOND_PENALTY 10
#define RU_MOND_PENALTY_SCOPE 11
#define RU_ANNOUNCED_MONDFANG 12
#define RU_EMPEROR_ANY_ORDER 13
#define RU_FORCED_PAGAT 14
#define RU_PAGAT_NEGATIVE 15
#define RU_TAROK_DISCARDS 16
#define RU_BID_PRIORITY 17
#define RU_CONTRACTS_3P 18
#define RU_NO_TAROK 19
#define RU_ZARUF_REMAINDER 20
#define RU_RADELC_END_PENALTY 21
#define RULES_WORDS 24

#define D_DEALER 0
#define D_COMPULSORY_KLOP 1
#define D_ANNULLED 2
#define D_NACTIONS 3
#define D_TALON 4
#define D_HANDS 10
#define D_ACTIONS 16
#define MAX_DEAL_ACTIONS 320
#define DEAL_WORDS (D_ACTIONS + MAX_DEAL_ACTIONS)

#define T_DECISION 0
#define T_PLAY 1
#define T_TRICK 2

/* Policy bits. */
#define POL_BID(p) ((p) & 3)
#define POL_EXCHANGE(p) (((p) >> 2) & 3)
#define POL_ANNOUNCE(p) (((p) >> 4) & 3)
#define POL_PLAY(p) (((p) >> 6) & 3)
#define POL_SECRET_PARTNER(p) (((p) >> 8) & 1)
#define POLICY_MASK 0x1FF
#define MODE_RANDOM 0
#define MODE_THUMB 1
#define MODE_QUIET 2 /* bidding: one contract at random; announcements: always pass */
#define THUMB_POLICY 0x55 /* the rules of thumb in every phase (layout.THUMB) */
#define SOLVE_TABLE 131072 /* positions an exact solution keeps per call (layout.SOLVE_TABLE) */

#endif
