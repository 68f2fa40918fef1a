/* Slovenian tarok in C: cards, state, rules and the functions of the playout core.
 *
 * A line-by-line counterpart of the Python engine (engine/slovenian) and of the rules of
 * thumb (engine/slovenian/ai): each function names the Python function it mirrors. The Python engine
 * is the statement of the rules; tests/native plays both side by side.
 *
 * Nothing here touches Python: the core runs with the GIL released and keeps no global
 * mutable state (the tables are filled once, at import).
 */
#ifndef TAROK_CORE_H
#define TAROK_CORE_H

#include <stdint.h>

#include "layout.h"

/* The parts are compiled as one translation unit (slovenian.c): every function is static,
   so that the compiler may inline across the parts. */
#define CORE static

/* -- bits ----------------------------------------------------------------------------- */

#if defined(_MSC_VER)
#include <intrin.h>
static __inline int popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
static __inline int lowest_card(uint64_t x)
{
    unsigned long i;
    _BitScanForward64(&i, x);
    return (int)i;
}
static __inline int highest_card(uint64_t x)
{
    unsigned long i;
    _BitScanReverse64(&i, x);
    return (int)i;
}
#else
#if defined(__POPCNT__)
static inline int popcount64(uint64_t x) { return __builtin_popcountll(x); }
#else
/* Without the CPU instruction the builtin is a library call: count in registers instead. */
static inline int popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
#endif
static inline int lowest_card(uint64_t x) { return __builtin_ctzll(x); }
static inline int highest_card(uint64_t x) { return 63 - __builtin_clzll(x); }
#endif

#define BIT(c) ((uint64_t)1 << (c))

/* -- cards (engine/slovenian/cards.py) ------------------------------------------------ */

#define NCARDS 54
#define PAGAT 0
#define MOND 20
#define SKIS 21
#define TAROKS 4
#define NO_SEAT (-1)
#define NO_CARD (-1)
#define TAROK_MASK (BIT(22) - 1)
#define PAGAT_BIT BIT(PAGAT)
#define MOND_BIT BIT(MOND)
#define SKIS_BIT BIT(SKIS)
#define TRULA_MASK (PAGAT_BIT | MOND_BIT | SKIS_BIT)
#define SKIS_MOND (SKIS_BIT | MOND_BIT)
#define MOND_PAGAT (MOND_BIT | PAGAT_BIT)

static int8_t SUIT[NCARDS];
static int8_t RANK[NCARDS];
static int8_t VALUE[NCARDS];
static uint64_t SUIT_MASK[5];
static uint64_t HIGHER[NCARDS]; /* cards of the same suit ranking above */
static uint64_t VALUE_AT_LEAST[6]; /* cards worth at least 2, 3, 4, 5 (index = value) */
static int KINGS[4];
static int QUEENS[4];
static uint64_t KING_MASK;
static uint64_t FIVE_POINT_MASK;

/* -- contracts (engine/slovenian/contracts.py) ---------------------------------------- */

enum {
    KLOP,
    THREE,
    TWO,
    ONE,
    SOLO_THREE,
    SOLO_TWO,
    SOLO_ONE,
    BEGGAR,
    SOLO_WITHOUT,
    OPEN_BEGGAR,
    COLOUR_VALAT,
    VALAT,
    NCONTRACTS
};

typedef struct {
    int value, talon_group, calls_king, normal, negative, declarer_leads;
} ContractInfo;

static const ContractInfo CONTRACTS[NCONTRACTS];

/* -- phases, actions, items ----------------------------------------------------------- */

enum { PH_BIDDING, PH_DECLARE, PH_KING_CALL, PH_TALON, PH_DISCARD, PH_ANNOUNCE, PH_PLAY, PH_DONE };
enum { K_PASS, K_BID, K_DECLARE, K_CALL, K_TALON, K_DISCARD, K_ANNOUNCE, K_KONTRA, K_PLAY };
enum {
    I_GAME,
    I_TRULA,
    I_KINGS,
    I_KING_ULTIMO,
    I_PAGAT_ULTIMO,
    I_VALAT,
    I_MONDFANG,
    I_COLOUR_VALAT,
    NITEMS
};

#define ACT(kind, arg) (((kind) << 6) | (arg))
#define ACT_KIND(a) ((a) >> 6)
#define ACT_ARG(a) ((a) & 63)
#define PASS_ACTION ACT(K_PASS, 0)
#define MAX_LEGAL 64

/* -- rules (engine/slovenian/rules.py), values as in layout.RULE_CHOICES --------------- */

typedef struct {
    int round_difference_4p, round_difference_3p, round_klop, klop_full_threshold;
    int klop_full_and_empty; /* 0 both_70, 1 both_35, 2 empty_only_if_no_full */
    int klop_several_empties; /* 0 each_70, 1 share_70 */
    int klop_radelc_doubling;
    int klop_kontra; /* 0 none, 1 once */
    int kontra_trula_kings, kontra_max, mond_penalty;
    int mond_penalty_scope; /* 0 three_two_one, 1 normal, 2 normal_and_solo_without */
    int announced_mondfang, emperor_any_order, forced_pagat;
    int pagat_negative; /* 0 only_tarok, 1 not_lead */
    int tarok_discards; /* 0 free, 1 unavoidable */
    int bid_priority;   /* 0 graded, 1 forehand_only */
    int contracts_3p;   /* bitmask of contracts */
    int no_tarok;       /* 0 compulsory_klop, 1 redeal */
    int zaruf_remainder; /* 0 trick_winner, 1 declarer_if_wins */
} Rules;

/* -- the deal (engine/slovenian/state.py) --------------------------------------------- */

typedef struct {
    int scores[4];
    int declarer_points; /* -1: not counted */
    int won;             /* -1 klop, 0, 1 */
    int cancelled;       /* seats whose radelc is crossed out */
    int for_all, total;
} Result;

typedef struct {
    int n, phase, to_move, dealer, forehand, compulsory_klop, move;
    int passed, high, high_holder, nbids;
    int contract, declarer, called, called_holder, partner;
    int talon_group, discards_left, known;
    int ann_turn_calls, ann_had_turn, ann_pass_streak, ann_calls;
    int leader, trick_len, trick_extra, ntricks, open_hand_public, mond_captured;
    int trick_best; /* derived: index of the best card of the trick by suit and rank */
    uint64_t in_trick; /* derived: the cards of the trick */
    uint64_t taken, discards, opp_talon, remainder;
    uint64_t hands[4], piles[4];
    int trick[4];
    int radelci[4];
    int talon[6];
    int announced[NITEMS], kontra[NITEMS];
    int tricks_won[4]; /* derived from the winners */
    int16_t bids[MAX_BIDS];
    int8_t history[48], leaders[16], winners[16];
    Result result;
} State;

/* -- a small, fast generator shared with the fallback (splitmix64) -------------------- */

typedef struct {
    uint64_t x;
} Rng;

#define GOLDEN 0x9E3779B97F4A7C15ULL

static inline uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline uint64_t rng_next(Rng *r)
{
    r->x += GOLDEN;
    return mix64(r->x);
}

/* A number in [0, k): the high 32 bits scaled (the bias, k / 2^32, is negligible). */
static inline int rng_below(Rng *r, int k)
{
    return (int)(((rng_next(r) >> 32) * (uint64_t)k) >> 32);
}

/* The generator of rollout or deal number `index` of a call seeded with `seed`. */
static inline void rng_seed(Rng *r, uint64_t seed, uint64_t index) { r->x = seed + mix64(index + 1); }

/* -- errors --------------------------------------------------------------------------- */

enum { OK = 0, ERR_STATE = 1, ERR_NO_LEGAL = 2, ERR_ILLEGAL = 3, ERR_TOO_LONG = 4, ERR_TRACE = 5, ERR_PHASE = 6 };

/* -- a rollout's trace (the differential test) ---------------------------------------- */

typedef struct {
    int64_t *buf;
    int64_t len, cap;
} Trace;

/* -- deal.c: the state machine -------------------------------------------------------- */

static inline uint64_t all_seats(const State *s) { return BIT(s->n) - 1; }
/* (a + b) % n for seats and offsets below n, without a division (the hot path). */
static inline int seat_add(int a, int b, int n) { return a + b >= n ? a + b - n : a + b; }
/* Python's a % n for a seat difference (never negative). */
static inline int mod(int a, int n) { return ((a % n) + n) % n; }
CORE uint64_t declarer_side(const State *s);
CORE int winning_index(const int *cards, int len, int colour_valat, const Rules *r);
/* winning_index of the current trick, from the derived fields. */
CORE int trick_winner(const State *s, const Rules *r);
CORE uint64_t playable(const State *s, const Rules *r);
CORE int legal_bids(const State *s, const Rules *r, int *out);
CORE int legal_declarations(const State *s, const Rules *r, int *out);
CORE int biddable(const State *s, const Rules *r, int *out);
CORE int nobody_bid(const State *s);
CORE int legal_calls(const State *s, int *out);
CORE int legal_talon(const State *s, int *out);
CORE uint64_t discardable(const State *s, const Rules *r);
CORE int legal_announce(const State *s, const Rules *r, int *out);
CORE int legal_actions(const State *s, const Rules *r, int *out);
CORE int is_legal(const State *s, const Rules *r, int action);
/* Apply a legal action; returns the number of tricks played when it completed one, else 0;
   -1 when the state outgrows the layout (a malformed state). */
CORE int apply_action(State *s, const Rules *r, int action);
CORE void deal_new(State *s, const Rules *r, Rng *rng, int n, int dealer, const int *radelci,
                   int *annulled);
CORE int load_state(State *s, const int64_t *w);
CORE void store_state(const State *s, int64_t *w);
CORE void load_rules(Rules *r, const int64_t *w);

/* -- score.c: facts and the score sheet ----------------------------------------------- */

CORE void score_deal(State *s, const Rules *r);
CORE int pile_points(uint64_t mask);

/* -- thumb.c: the rules of thumb ------------------------------------------------------ */

CORE int play_card(const State *s, const Rules *r, int friends);
CORE int side_mask(const State *s, int seat);
CORE int known_side_mask(const State *s, int seat);
CORE int bid_action(const State *s, const Rules *r);
CORE int declare_action(const State *s, const Rules *r);
CORE int call_action(const State *s);
CORE int talon_action(const State *s);
CORE int discard_action(const State *s, const Rules *r);
CORE int announce_action(const State *s, const Rules *r);
CORE double strength(uint64_t hand);
CORE double beggar_danger(uint64_t hand);
static double COST[NCARDS];
static uint8_t SELECT_IN_BYTE[256][8]; /* the k-th set bit of a byte */

/* -- play.c: policies and rollouts ---------------------------------------------------- */

CORE int choose_action(const State *s, const Rules *r, int policy, Rng *rng, int *action);
/* Apply a given first action (checked: ERR_ILLEGAL), then rollout() plays on. */
CORE int play_first(State *s, const Rules *r, int action, Trace *t);
CORE int rollout(State *s, const Rules *r, int policy, Rng *rng, Trace *t);

/* -- solve.c: exact play with every hand open ----------------------------------------- */

typedef struct Table Table; /* positions solved, kept for the rest of a call */
CORE int64_t solve_state(const State *s, const Rules *r, int64_t limit, int64_t *nodes,
                         Table *table);
CORE int play_until_endgame(State *s, const Rules *r, int policy, int endgame, int64_t row);

CORE void init_tables(void);

#endif
