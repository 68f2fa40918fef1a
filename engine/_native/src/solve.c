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
#include "core.h"

#define SOLVE_ABORTED INT64_MIN

typedef struct {
    int64_t nodes, limit;
    int aborted;
} Solver;

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
    uint64_t m = distinct_plays(s, playable(s, r));
    int maxing = (int)((declarer_side(s) >> s->to_move) & 1);
    int first = play_card(s, r, side_mask(s, s->to_move));
    int64_t best = maxing ? INT64_MIN + 1 : INT64_MAX;
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
    return best;
}

/* The exact value of a state in the card play (see side_value), or SOLVE_ABORTED when it
   takes more than `limit` nodes; `nodes` receives the nodes visited. */
int64_t solve_state(const State *s, const Rules *r, int64_t limit, int64_t *nodes)
{
    Solver sv = {0, limit, 0};
    int64_t v = solve_node(s, r, INT64_MIN + 1, INT64_MAX, &sv);
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
