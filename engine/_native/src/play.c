/* Choosing actions by policy and playing states to the end (engine/slovenian/ai/playout.rollout).
 *
 * A uniform choice takes legal[rng_below(k)] from the legal actions in the Python engine's
 * order, so that the fallback (engine/_native/fallback.py) makes the same choices with the
 * same generator.
 */
#include "core.h"

#define MAX_STEPS 4000

static int trace_put(Trace *t, const int64_t *words, int k)
{
    if (t->len + k > t->cap) {
        t->len = t->cap + 1; /* overflowed: remembered until the end of the rollout */
        return ERR_TRACE;
    }
    for (int i = 0; i < k; i++) t->buf[t->len + i] = words[i];
    t->len += k;
    return OK;
}

/* Record a decision: the legal set and the action taken. */
static void trace_decision(Trace *t, const State *s, const Rules *r, int action)
{
    if (s->phase == PH_PLAY) {
        int64_t w[4] = {T_PLAY, s->to_move, (int64_t)playable(s, r), ACT_ARG(action)};
        trace_put(t, w, 4);
        return;
    }
    int legal[MAX_LEGAL];
    int64_t w[MAX_LEGAL + 4];
    int k = legal_actions(s, r, legal);
    w[0] = T_DECISION;
    w[1] = s->to_move;
    w[2] = k;
    for (int i = 0; i < k; i++) w[3 + i] = legal[i];
    w[3 + k] = action;
    trace_put(t, w, k + 4);
}

/* Apply an action, recording it and the trick it completes. */
static int apply_traced(State *s, const Rules *r, int action, Trace *t)
{
    if (t) trace_decision(t, s, r, action);
    int done = apply_action(s, r, action);
    if (done < 0) return ERR_STATE;
    if (done > 0 && t) {
        int64_t w[2] = {T_TRICK, s->winners[done - 1]};
        trace_put(t, w, 2);
    }
    return OK;
}

/* The i-th lowest set bit of m, without branches (a uniform choice among the legal cards is
   unpredictable; a loop over the bits would mispredict at nearly every card). The bytes'
   running bit counts are compared with i all at once: the count of bytes wholly below the
   i-th bit names its byte, and a table the bit inside it. */
static int nth_card(uint64_t m, int i)
{
    const uint64_t ones = 0x0101010101010101ULL, high = 0x8080808080808080ULL;
    uint64_t x = m - ((m >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    uint64_t sums = x * ones; /* byte j: the set bits in bytes 0 ... j */
    uint64_t below = (((uint64_t)i * ones | high) - sums) & high;
    int byte = (int)(((below >> 7) * ones) >> 56);
    int before = (int)(((sums << 8) >> (8 * byte)) & 0xFF);
    return 8 * byte + SELECT_IN_BYTE[(m >> (8 * byte)) & 0xFF][i - before];
}

int choose_action(const State *s, const Rules *r, int policy, Rng *rng, int *action)
{
    if (s->phase == PH_PLAY) {
        uint64_t m = playable(s, r);
        if (!m) return ERR_NO_LEGAL;
        int card;
        if (POL_PLAY(policy) == MODE_THUMB) {
            int friends = POL_SECRET_PARTNER(policy) ? known_side_mask(s, s->to_move)
                                                     : side_mask(s, s->to_move);
            card = play_card(s, r, friends);
        } else {
            card = nth_card(m, rng_below(rng, popcount64(m)));
        }
        *action = ACT(K_PLAY, card);
        return OK;
    }
    int legal[MAX_LEGAL];
    int k = legal_actions(s, r, legal);
    if (k == 0) return ERR_NO_LEGAL;
    int a;
    /* A uniform choice draws exactly once from the generator, whatever k. */
#define UNIFORM legal[rng_below(rng, k)]
    switch (s->phase) {
    case PH_BIDDING:
        if (POL_BID(policy) == MODE_THUMB)
            a = bid_action(s, r);
        else if (POL_BID(policy) == MODE_QUIET)
            a = s->n == 3 && s->nbids == 0 ? UNIFORM : PASS_ACTION;
        else
            a = UNIFORM;
        break;
    case PH_DECLARE:
        if (POL_BID(policy) == MODE_THUMB)
            a = declare_action(s, r);
        else if (POL_BID(policy) == MODE_QUIET)
            a = nobody_bid(s) ? UNIFORM : legal[0];
        else
            a = UNIFORM;
        break;
    case PH_KING_CALL: a = POL_EXCHANGE(policy) == MODE_THUMB ? call_action(s) : UNIFORM; break;
    case PH_TALON: a = POL_EXCHANGE(policy) == MODE_THUMB ? talon_action(s) : UNIFORM; break;
    case PH_DISCARD: a = POL_EXCHANGE(policy) == MODE_THUMB ? discard_action(s, r) : UNIFORM; break;
    case PH_ANNOUNCE:
        if (POL_ANNOUNCE(policy) == MODE_THUMB)
            a = announce_action(s, r);
        else if (POL_ANNOUNCE(policy) == MODE_QUIET)
            a = PASS_ACTION;
        else
            a = UNIFORM;
        break;
    default: return ERR_NO_LEGAL;
    }
#undef UNIFORM
    *action = a;
    return OK;
}

int play_first(State *s, const Rules *r, int action, Trace *t)
{
    if (action < 0 || action >= ACT(K_PLAY + 1, 0) || s->phase == PH_DONE || !is_legal(s, r, action))
        return ERR_ILLEGAL;
    return apply_traced(s, r, action, t);
}

int rollout(State *s, const Rules *r, int policy, Rng *rng, Trace *t)
{
    int steps = 0;
    while (s->phase != PH_DONE) {
        if (++steps > MAX_STEPS) return ERR_TOO_LONG;
        int a;
        int err = choose_action(s, r, policy, rng, &a);
        if (!err) err = apply_traced(s, r, a, t);
        if (err) return err;
    }
    return t && t->len > t->cap ? ERR_TRACE : OK;
}
