/* The exact value of the card play with every hand open (engine/_native/fallback.solve).
 *
 * The hard level's endgame: once few tricks remain, each sampled deal is solved exactly
 * instead of played out by the rules of thumb. The two sides (the declarer with his partner,
 * and the others) are the two players of a zero-sum game: a seat's value, its score minus
 * the others' average, sums to zero over the seats, so the declarer's side maximises the sum
 * of its members' values and the others minimise it. Alpha-beta over the legal cards, the
 * rules of thumb's card tried first (a good first move makes most cut-offs), then the others
 * by card; of cards that are interchangeable only one is tried. The fallback visits exactly
 * the same nodes, so a node limit ends both at the same place.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"

#define SOLVE_ABORTED INT64_MIN

/* The positions solved so far, at the start of a trick (where different orders of the same
   tricks meet again), with bounds on their values: the alpha-beta window a position was
   searched with tells whether its result is exact, a lower or an upper bound. One table
   serves every row of a call (a position's key is all that decides its value, whichever
   row reached it); it keeps at most `max` positions, so memory stays bounded, and the
   fallback keeps exactly the same ones. */
typedef struct {
    uint64_t hands[4], pile_d, pile_o, remainder, misc;
} TKey;

typedef struct {
    TKey key;
    int64_t lo, hi;
    int used;
} TEntry;

struct Table {
    TEntry *slots;
    size_t cap, count, max;
};

typedef struct {
    int64_t nodes, limit;
    int aborted;
    Table *table;
} Solver;

#define V_MIN (INT64_MIN + 1)
#define V_MAX INT64_MAX

/* What decides the value of the rest of the card play from the start of a trick: the hands,
   the leader, and what the tricks so far settled for the score — the cards each side has
   won, its tricks (valat), the talon's remainder not yet given (zaruf) and whose Mond the
   Škis caught. The seats within a side do not matter: only side totals are scored. */
static void table_key(const State *s, TKey *k)
{
    memset(k, 0, sizeof *k);
    uint64_t d = declarer_side(s);
    uint64_t pile_d = s->discards, pile_o = s->opp_talon | s->remainder;
    uint64_t decl_tricks = 0;
    for (int p = 0; p < s->n; p++) {
        k->hands[p] = s->hands[p];
        if ((d >> p) & 1) {
            pile_d |= s->piles[p];
            decl_tricks += (uint64_t)s->tricks_won[p];
        } else {
            pile_o |= s->piles[p];
        }
    }
    k->pile_d = pile_d;
    k->pile_o = pile_o;
    k->remainder = s->remainder;
    k->misc = (uint64_t)s->leader | decl_tricks << 4 | (uint64_t)(s->mond_captured + 1) << 12;
}

static size_t key_hash(const TKey *k)
{
    uint64_t h = 0;
    const uint64_t *w = (const uint64_t *)k;
    for (size_t i = 0; i < sizeof *k / sizeof *w; i++) h = mix64(h ^ (w[i] + GOLDEN));
    return (size_t)h;
}

static TEntry *table_find(const Table *t, const TKey *k)
{
    if (!t->slots) return NULL;
    for (size_t i = key_hash(k) & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        TEntry *e = &t->slots[i];
        if (!e->used) return NULL;
        if (!memcmp(&e->key, k, sizeof *k)) return e;
    }
}

static int table_grow(Table *t)
{
    size_t cap = t->cap ? t->cap * 2 : 1024;
    TEntry *slots = calloc(cap, sizeof *slots);
    if (!slots) return -1;
    for (size_t j = 0; j < t->cap; j++) {
        TEntry *e = &t->slots[j];
        if (!e->used) continue;
        size_t i = key_hash(&e->key) & (cap - 1);
        while (slots[i].used) i = (i + 1) & (cap - 1);
        slots[i] = *e;
    }
    free(t->slots);
    t->slots = slots;
    t->cap = cap;
    return 0;
}

/* Record a position's bounds (a known position's are replaced; a new one is kept while the
   table holds fewer than `max`). Without memory for it the position is simply not kept:
   the values stay exact, only more nodes are visited. */
static void table_store(Table *t, const TKey *k, int64_t lo, int64_t hi)
{
    TEntry *e = table_find(t, k);
    if (!e) {
        if (t->count >= t->max) return;
        if ((t->count + 1) * 2 > t->cap && table_grow(t) < 0) return;
        size_t i = key_hash(k) & (t->cap - 1);
        while (t->slots[i].used) i = (i + 1) & (t->cap - 1);
        e = &t->slots[i];
        e->key = *k;
        e->used = 1;
        t->count++;
    }
    e->lo = lo;
    e->hi = hi;
}

/* The sum over the declarer's side of n × score − the sum of all scores: (n − 1) times the
   side's total of the values score − the others' average (integers, no rounding). */
static int64_t side_value(const State *s)
{
    uint64_t d = declarer_side(s);
    int64_t total = 0, v = 0;
    for (int p = 0; p < s->n; p++) total += s->result.scores[p];
    for (int p = 0; p < s->n; p++)
        if ((d >> p) & 1) v += (int64_t)s->n * s->result.scores[p] - total;
    return v;
}

/* The cards of `m` worth trying: of a run of cards of one suit and one value in this hand,
   with no card between them left in any hand or in the trick, the highest only (which of
   them falls changes no trick, no count and no bonus). The trula cards never share a run:
   they win the emperor trick, the ultimo and the bonuses. */
static uint64_t distinct_plays(const State *s, uint64_t m)
{
    uint64_t live = s->in_trick;
    for (int p = 0; p < s->n; p++) live |= s->hands[p];
    uint64_t keep = 0;
    for (uint64_t rest = m; rest; rest &= rest - 1) {
        int c = lowest_card(rest);
        uint64_t above = HIGHER[c] & live;
        if (above && !(BIT(c) & TRULA_MASK)) {
            int d = lowest_card(above);
            if ((BIT(d) & m) && !(BIT(d) & TRULA_MASK) && VALUE[d] == VALUE[c]) continue;
        }
        keep |= BIT(c);
    }
    return keep;
}

static int64_t solve_node(const State *s, const Rules *r, int64_t alpha, int64_t beta,
                          Solver *sv)
{
    if (s->phase == PH_DONE) return side_value(s);
    if (++sv->nodes > sv->limit) {
        sv->aborted = 1;
        return 0;
    }
    TKey key;
    int keep = sv->table && s->trick_len == 0;
    if (keep) {
        table_key(s, &key);
        const TEntry *e = table_find(sv->table, &key);
        if (e) {
            if (e->lo == e->hi || e->lo >= beta) return e->lo;
            if (e->hi <= alpha) return e->hi;
        }
    }
    int64_t alpha0 = alpha, beta0 = beta;
    uint64_t m = distinct_plays(s, playable(s, r));
    int maxing = (int)((declarer_side(s) >> s->to_move) & 1);
    int first = play_card(s, r, side_mask(s, s->to_move));
    int64_t best = maxing ? V_MIN : V_MAX;
    /* The rules of thumb's card first; it is one of `m` unless a higher card of its run was
       kept instead, and then that card stands for it. */
    uint64_t upper = HIGHER[first] & m;
    if (!(BIT(first) & m)) first = lowest_card(upper);
    uint64_t rest = m & ~BIT(first);
    for (int card = first;;) {
        State next = *s;
        apply_action(&next, r, ACT(K_PLAY, card));
        int64_t v = solve_node(&next, r, alpha, beta, sv);
        if (sv->aborted) return 0;
        if (maxing) {
            if (v > best) best = v;
            if (best > alpha) alpha = best;
        } else {
            if (v < best) best = v;
            if (best < beta) beta = best;
        }
        if (alpha >= beta || !rest) break;
        card = lowest_card(rest);
        rest &= rest - 1;
    }
    /* Fail-soft: a result at or below the window's floor bounds the value from above, one
       at or above its ceiling from below; inside the window it is exact. */
    if (keep)
        table_store(sv->table, &key, best >= beta0 || best > alpha0 ? best : V_MIN,
                    best <= alpha0 || best < beta0 ? best : V_MAX);
    return best;
}

/* The exact value of a state in the card play (see side_value), or SOLVE_ABORTED when it
   takes more than `limit` nodes; `nodes` receives the nodes visited. `table` (or NULL)
   keeps the positions solved, for this and later solutions of the same call. */
int64_t solve_state(const State *s, const Rules *r, int64_t limit, int64_t *nodes, Table *table)
{
    Solver sv = {0, limit, 0, table};
    int64_t v = solve_node(s, r, V_MIN, V_MAX, &sv);
    *nodes = sv.nodes;
    return sv.aborted ? SOLVE_ABORTED : v;
}

/* Play the card play by `policy` until at most `endgame` tricks are left (the trick being
   played included), for a solution of the rest: the hard level's playouts of its earlier
   cards. Rollout `row`'s stream of the generator makes a uniform policy's choices. */
int play_until_endgame(State *s, const Rules *r, int policy, int endgame, int64_t row)
{
    Rng rng;
    rng_seed(&rng, 0, (uint64_t)row);
    int per = 48 / s->n;
    while (s->phase == PH_PLAY && per - s->ntricks > endgame) {
        int a;
        int err = choose_action(s, r, policy, &rng, &a);
        if (err) return err;
        if (apply_action(s, r, a) < 0) return ERR_STATE;
    }
    return OK;
}
