/* The deal as a state machine: engine/slovenian/{bidding,talon,announcements,tricks,game}.py.
 *
 * Legal actions come in the order of the Python engine's legal_actions, so that a uniform
 * choice by index picks the same action in both.
 */
#include "core.h"

uint64_t declarer_side(const State *s)
{
    if (s->declarer == NO_SEAT) return 0;
    uint64_t m = BIT(s->declarer);
    if (s->partner != NO_SEAT) m |= BIT(s->partner);
    return m;
}

static uint64_t talon_mask(const State *s)
{
    uint64_t m = 0;
    for (int i = 0; i < 6; i++) m |= BIT(s->talon[i]);
    return m;
}

/* -- bidding.py ------------------------------------------------------------------------ */

static void bidding_start(State *s)
{
    s->phase = PH_BIDDING;
    s->nbids = 0;
    s->passed = 0;
    if (s->n == 4) {
        /* Forehand's "three" is implicit: the others must outbid it. */
        s->high = THREE;
        s->high_holder = s->forehand;
        s->to_move = (s->forehand + 1) % s->n;
    } else {
        s->high = -1;
        s->high_holder = NO_SEAT;
        s->to_move = s->forehand;
    }
}

int biddable(const State *s, const Rules *r, int *out)
{
    int k = 0;
    for (int c = KLOP + 1; c < NCONTRACTS; c++) {
        int ok = s->n == 4 ? c >= TWO : (r->contracts_3p >> c) & 1;
        /* Compulsory klop: Three ... Beggar are not available. */
        if (ok && (!s->compulsory_klop || c >= SOLO_WITHOUT)) out[k++] = c;
    }
    return k;
}

static int may_hold(const State *s, const Rules *r, int seat)
{
    int holder = s->high_holder;
    if (holder == NO_SEAT || holder == seat) return 0;
    if (r->bid_priority == 1) return seat == s->forehand;
    return mod(seat - s->forehand, s->n) < mod(holder - s->forehand, s->n);
}

int legal_bids(const State *s, const Rules *r, int *out)
{
    int cs[NCONTRACTS];
    int nc = biddable(s, r, cs);
    int hold = may_hold(s, r, s->to_move);
    int k = 0;
    out[k++] = PASS_ACTION;
    for (int i = 0; i < nc; i++)
        if (cs[i] > s->high || (hold && cs[i] == s->high)) out[k++] = ACT(K_BID, cs[i]);
    return k;
}

/* True when the bidding is over (phase DECLARE; no holder with three players: klop). */
static int apply_bid(State *s, int action)
{
    int p = s->to_move;
    if (ACT_KIND(action) == K_PASS) {
        s->passed |= (int)BIT(p);
        s->bids[s->nbids++] = (int16_t)(p * 16);
    } else {
        s->high = ACT_ARG(action);
        s->high_holder = p;
        s->bids[s->nbids++] = (int16_t)(p * 16 + s->high + 1);
    }
    int active = (int)all_seats(s) & ~s->passed;
    if (active == 0 || (s->high_holder != NO_SEAT && active == (int)BIT(s->high_holder))) {
        s->phase = PH_DECLARE;
        s->to_move = s->high_holder;
        return 1;
    }
    int nxt = (p + 1) % s->n;
    while ((s->passed >> nxt) & 1) nxt = (nxt + 1) % s->n;
    s->to_move = nxt;
    return 0;
}

int nobody_bid(const State *s)
{
    for (int i = 0; i < s->nbids; i++)
        if (s->bids[i] & 15) return 0;
    return 1;
}

int legal_declarations(const State *s, const Rules *r, int *out)
{
    int cs[NCONTRACTS];
    int nc = biddable(s, r, cs);
    int k = 0;
    if (s->n == 4 && nobody_bid(s)) {
        /* Forehand after three passes chooses anything, klop and three included. */
        out[k++] = ACT(K_DECLARE, KLOP);
        if (!s->compulsory_klop) out[k++] = ACT(K_DECLARE, THREE);
        for (int i = 0; i < nc; i++) out[k++] = ACT(K_DECLARE, cs[i]);
        return k;
    }
    for (int i = 0; i < nc; i++)
        if (cs[i] >= s->high) out[k++] = ACT(K_DECLARE, cs[i]);
    return k;
}

/* -- announcements.py ------------------------------------------------------------------ */

static int needs_round(const State *s, const Rules *r)
{
    if (s->contract == KLOP) return r->klop_kontra == 1;
    return 1;
}

static void announce_start(State *s)
{
    s->phase = PH_ANNOUNCE;
    s->to_move = s->declarer != NO_SEAT ? s->declarer : s->forehand;
    s->ann_turn_calls = s->ann_had_turn = s->ann_pass_streak = s->ann_calls = 0;
}

static int mondfang_applies(const State *s, const Rules *r)
{
    int c = s->contract;
    if (c < 0) return 0;
    if (r->mond_penalty_scope == 0) return c == THREE || c == TWO || c == ONE;
    if (r->mond_penalty_scope == 2 && c == SOLO_WITHOUT) return 1;
    return CONTRACTS[c].normal;
}

static int side_of(const State *s, int seat) { return (declarer_side(s) >> seat) & 1 ? 0 : 1; }

static int owner(const State *s, int item) { return item == I_GAME ? s->declarer : s->announced[item]; }

static int holder_of(const State *s, int card)
{
    for (int p = 0; p < s->n; p++)
        if ((s->hands[p] >> card) & 1) return p;
    return NO_SEAT;
}

static int kontra_allowed(const State *s, const Rules *r, int item)
{
    int level = s->kontra[item];
    if (s->contract == KLOP) return item == I_GAME && level == 1;
    if (level * 2 > r->kontra_max) return 0;
    if (item != I_GAME && s->announced[item] == NO_SEAT) return 0;
    if ((item == I_TRULA || item == I_KINGS) && !r->kontra_trula_kings) return 0;
    if (item == I_COLOUR_VALAT) return 0;
    /* An announced valat replaces the game and every other announcement. */
    if (s->announced[I_VALAT] != NO_SEAT && item != I_VALAT && item != I_MONDFANG) return 0;
    return 1;
}

static int may_kontra(const State *s, const Rules *r, int seat, int item)
{
    if (!kontra_allowed(s, r, item)) return 0;
    if (s->contract == KLOP) return 1;
    int level = s->kontra[item];
    int odd = level == 1 || level == 4; /* the next call is kontra or subkontra */
    int own = owner(s, item);
    if (item == I_MONDFANG) return seat == (odd ? holder_of(s, MOND) : own);
    if (seat == own && odd) return 0;
    int same_side = side_of(s, seat) == side_of(s, own);
    if (same_side == odd) return 0;
    /* Knowing the owner's side: the owner himself, the declarer's items, a public side,
       or the holder of the called card, who knows the whole partnership. */
    return seat == own || own == s->declarer || ((s->known >> own) & 1) ||
           s->called_holder == seat;
}

static int may_announce(const State *s, const Rules *r, int seat, int item)
{
    int c = s->contract;
    if (c < 0 || s->announced[item] != NO_SEAT) return 0;
    if (item == I_COLOUR_VALAT)
        return seat == s->declarer && (c == SOLO_THREE || c == SOLO_TWO || c == SOLO_ONE) &&
               s->ann_calls == 0;
    if (!CONTRACTS[c].normal) return 0;
    if (item == I_MONDFANG)
        return r->announced_mondfang && mondfang_applies(s, r) &&
               !((s->hands[seat] >> MOND) & 1) && holder_of(s, MOND) != NO_SEAT;
    if (s->announced[I_VALAT] != NO_SEAT) return 0;
    if (item == I_TRULA || item == I_KINGS) return 1;
    if (item == I_KING_ULTIMO) return s->n == 4 && s->called >= 0 && ((s->hands[seat] >> s->called) & 1);
    if (item == I_PAGAT_ULTIMO) return (s->hands[seat] >> PAGAT) & 1;
    if (item == I_VALAT) return side_of(s, seat) == 0;
    return 0;
}

int legal_announce(const State *s, const Rules *r, int *out)
{
    int p = s->to_move;
    int k = 0;
    out[k++] = PASS_ACTION;
    if (s->contract >= 0 && CONTRACTS[s->contract].normal)
        for (int item = I_TRULA; item < NITEMS; item++)
            if (may_announce(s, r, p, item)) out[k++] = ACT(K_ANNOUNCE, item);
    for (int chain = 0; chain < NITEMS; chain++)
        if ((chain == I_GAME || s->announced[chain] != NO_SEAT) && may_kontra(s, r, p, chain))
            out[k++] = ACT(K_KONTRA, chain);
    return k;
}

/* A call only one side may make shows the caller's side. */
static void reveal(State *s, int seat)
{
    if (seat == s->declarer) return;
    if (side_of(s, seat) == 0) {
        s->known = (int)all_seats(s);
        return;
    }
    s->known |= (int)BIT(seat);
}

/* True when the round is over. */
static int apply_announce(State *s, int action)
{
    int p = s->to_move;
    if (ACT_KIND(action) == K_PASS) {
        if (s->ann_turn_calls)
            s->ann_pass_streak = 0;
        else
            s->ann_pass_streak += 1;
        s->ann_turn_calls = 0;
        s->ann_had_turn |= (int)BIT(p);
        if (s->ann_had_turn == (int)all_seats(s) && s->ann_pass_streak >= s->n - 1) return 1;
        s->to_move = seat_add(p, 1, s->n);
        return 0;
    }
    int item = ACT_ARG(action);
    s->ann_turn_calls += 1;
    s->ann_calls += 1;
    if (ACT_KIND(action) == K_ANNOUNCE) {
        if (item == I_COLOUR_VALAT) s->contract = COLOUR_VALAT;
        s->announced[item] = p;
        if (item == I_KING_ULTIMO || (item == I_VALAT && p != s->declarer))
            s->known = (int)all_seats(s);
        return 0;
    }
    s->kontra[item] *= 2;
    if (s->contract == KLOP) {
        s->announced[I_GAME] = p; /* the klop kontra's giver matters for the scoring */
    } else if (item != I_MONDFANG) {
        reveal(s, p);
        reveal(s, owner(s, item));
    }
    return 0;
}

/* -- tricks.py ------------------------------------------------------------------------- */

int winning_index(const int *cards, int len, int colour_valat, const Rules *r)
{
    int led = SUIT[cards[0]];
    int ip = -1, is = -1, im = -1;
    for (int i = 0; i < len; i++) {
        if (cards[i] == PAGAT) ip = i;
        else if (cards[i] == SKIS) is = i;
        else if (cards[i] == MOND) im = i;
    }
    if (ip >= 0 && is >= 0 && im >= 0 && (!colour_valat || led == TAROKS)) {
        if (r->emperor_any_order || (is < ip && im < ip)) return ip;
    }
    int best = 0, best_card = cards[0];
    int trump_live = !colour_valat;
    for (int i = 1; i < len; i++) {
        int c = cards[i];
        int sc = SUIT[c], bs = SUIT[best_card];
        if (sc == bs) {
            if (RANK[c] > RANK[best_card]) best = i, best_card = c;
        } else if (trump_live && sc == TAROKS) {
            best = i, best_card = c;
        }
    }
    return best;
}

int trick_winner(const State *s, const Rules *r)
{
    int cv = s->contract == COLOUR_VALAT;
    if ((s->in_trick & TRULA_MASK) == TRULA_MASK && (!cv || SUIT[s->trick[0]] == TAROKS))
        return winning_index(s->trick, s->trick_len, cv, r); /* the emperor trick: rare */
    return s->trick_best;
}

/* A card joins the trick: the derived mask and best card follow (winning_index's ranking). */
static void trick_add(State *s, int card)
{
    int i = s->trick_len;
    s->trick[i] = card;
    s->trick_len = i + 1;
    s->in_trick |= BIT(card);
    if (i == 0) {
        s->trick_best = 0;
        return;
    }
    /* winning_index's ranking, without branches (random play is unpredictable): a higher
       card of the best card's suit, or a tarok onto a suit card unless in colour valat. */
    int best = s->trick[s->trick_best];
    int same = SUIT[card] == SUIT[best];
    int beats = (same & (RANK[card] > RANK[best])) |
                (!same & (SUIT[card] == TAROKS) & (s->contract != COLOUR_VALAT));
    s->trick_best = beats ? i : s->trick_best;
}

static void trick_clear(State *s)
{
    s->trick_len = 0;
    s->trick_best = 0;
    s->in_trick = 0;
}

/* The cards that would win the trick as it stands (must-beat, with the emperor rule). */
static uint64_t beating(const State *s, uint64_t in_trick, const Rules *r)
{
    int w = s->trick[trick_winner(s, r)]; /* never colour valat: a negative contract */
    if ((in_trick & TRULA_MASK) == TRULA_MASK) return 0;
    uint64_t above = ~((BIT(w) << 1) - 1);
    uint64_t beat;
    if (SUIT[w] == TAROKS)
        beat = TAROK_MASK & above;
    else
        beat = (SUIT_MASK[SUIT[w]] & above) | TAROK_MASK;
    if ((in_trick & SKIS_MOND) == SKIS_MOND)
        beat |= PAGAT_BIT;
    else if ((in_trick & MOND_PAGAT) == MOND_PAGAT && r->emperor_any_order)
        beat &= ~SKIS_BIT;
    return beat;
}

uint64_t playable(const State *s, const Rules *r)
{
    uint64_t hand = s->hands[s->to_move];
    int negative = CONTRACTS[s->contract].negative;
    uint64_t cand;
    if (s->trick_len == 0) {
        cand = hand;
        if (negative && (cand & PAGAT_BIT) && cand != PAGAT_BIT) {
            if (r->pagat_negative == 0) {
                if ((hand & TAROK_MASK) != PAGAT_BIT) cand &= ~PAGAT_BIT;
            } else {
                cand &= ~PAGAT_BIT;
            }
        }
        return cand;
    }
    /* Follow suit; if void, a tarok; with neither, anything (as masks: no branches). */
    uint64_t follow = hand & SUIT_MASK[SUIT[s->trick[0]]];
    uint64_t taroks = hand & TAROK_MASK;
    uint64_t void_suit = (uint64_t)0 - (uint64_t)(follow == 0);
    uint64_t no_tarok = (uint64_t)0 - (uint64_t)(taroks == 0);
    cand = follow | (void_suit & (taroks | (no_tarok & hand)));
    uint64_t in_trick = s->in_trick;
    int skis_mond = (in_trick & SKIS_MOND) == SKIS_MOND;
    if (negative) {
        uint64_t winners = cand & beating(s, in_trick, r);
        if (winners) cand = winners;
        if ((cand & PAGAT_BIT) && cand != PAGAT_BIT && r->pagat_negative == 0) {
            /* The Pagat only as the only tarok held, or onto Škis and Mond. */
            if ((hand & TAROK_MASK) != PAGAT_BIT && !skis_mond) cand &= ~PAGAT_BIT;
        }
    }
    if (r->forced_pagat && skis_mond && (cand & PAGAT_BIT)) cand = PAGAT_BIT;
    return cand;
}

static void tricks_start(State *s)
{
    s->phase = PH_PLAY;
    int declarer_leads = CONTRACTS[s->contract].declarer_leads;
    s->leader = declarer_leads && s->declarer != NO_SEAT ? s->declarer : s->forehand;
    s->to_move = s->leader;
    trick_clear(s);
    s->trick_extra = s->contract == KLOP ? s->talon[0] : NO_CARD;
    /* Talon unused (Solo without, beggars, valats): it belongs to the opponents. */
    if (s->contract != KLOP && s->talon_group == NO_SEAT) s->opp_talon |= talon_mask(s);
}

static int decided(const State *s, int winner)
{
    int c = s->contract;
    if (c == BEGGAR || c == OPEN_BEGGAR) return winner == s->declarer;
    if (c == COLOUR_VALAT || c == VALAT || s->announced[I_VALAT] != NO_SEAT)
        return !((declarer_side(s) >> winner) & 1);
    return 0;
}

/* Returns 1 when the deal is over. */
static int finish_trick(State *s, const Rules *r)
{
    int n = s->n;
    int winner = seat_add(s->leader, trick_winner(s, r), n);
    uint64_t won = s->in_trick;
    int has_called = s->called >= 0 && ((won >> s->called) & 1);
    if (s->trick_extra != NO_CARD) won |= BIT(s->trick_extra);
    if (s->remainder && has_called) {
        /* The rest of the talon travels with the called king's trick (V28). */
        if (r->zaruf_remainder == 0 || winner == s->declarer)
            won |= s->remainder;
        else
            s->opp_talon |= s->remainder;
        s->remainder = 0;
    }
    s->piles[winner] |= won;
    if ((s->in_trick & SKIS_MOND) == SKIS_MOND)
        for (int i = 0; i < n; i++)
            if (s->trick[i] == MOND) s->mond_captured = (s->leader + i) % n;
    int t = s->ntricks;
    for (int i = 0; i < n; i++) s->history[t * n + i] = (int8_t)s->trick[i];
    s->leaders[t] = (int8_t)s->leader;
    s->winners[t] = (int8_t)winner;
    s->tricks_won[winner] += 1;
    s->ntricks = t + 1;
    if (s->contract == OPEN_BEGGAR && s->ntricks == 1) s->open_hand_public = 1;
    trick_clear(s);
    s->leader = winner;
    s->to_move = winner;
    s->trick_extra = s->contract == KLOP && s->ntricks < 6 ? s->talon[s->ntricks] : NO_CARD;
    return s->hands[winner] == 0 || decided(s, winner);
}

/* -- talon.py -------------------------------------------------------------------------- */

int legal_calls(const State *s, int *out)
{
    uint64_t hand = s->hands[s->declarer];
    int k = 0;
    for (int i = 0; i < 4; i++) out[k++] = ACT(K_CALL, KINGS[i]);
    if ((hand & KING_MASK) == KING_MASK)
        for (int i = 0; i < 4; i++) out[k++] = ACT(K_CALL, QUEENS[i]);
    return k;
}

static void apply_call(State *s, int card)
{
    s->called = card;
    int holder = holder_of(s, card);
    s->called_holder = holder;
    if (holder == NO_SEAT) {
        /* Called card in the talon: the declarer plays alone, openly. */
        s->partner = NO_SEAT;
        s->known = (int)all_seats(s);
    } else if (holder == s->declarer) {
        s->partner = NO_SEAT;
    } else {
        s->partner = holder;
    }
    s->phase = PH_TALON;
}

int legal_talon(const State *s, int *out)
{
    int g = 6 / CONTRACTS[s->contract].talon_group;
    for (int i = 0; i < g; i++) out[i] = ACT(K_TALON, i);
    return g;
}

static void apply_talon(State *s, int group)
{
    int k = CONTRACTS[s->contract].talon_group;
    uint64_t chosen = 0;
    for (int i = group * k; i < group * k + k; i++) chosen |= BIT(s->talon[i]);
    uint64_t rest = talon_mask(s) & ~chosen;
    s->talon_group = group;
    s->taken = chosen;
    s->hands[s->declarer] |= chosen;
    if (s->called >= 0 && ((chosen >> s->called) & 1)) {
        /* The called king came from the talon: the rest goes with the king's trick. */
        s->remainder = rest;
        s->called_holder = s->declarer;
    } else {
        s->opp_talon = rest;
    }
    s->discards_left = k;
    s->phase = PH_DISCARD;
}

uint64_t discardable(const State *s, const Rules *r)
{
    uint64_t hand = s->hands[s->declarer];
    uint64_t allowed = hand & ~FIVE_POINT_MASK;
    if (r->tarok_discards == 1) {
        uint64_t plain = allowed & ~TAROK_MASK;
        if (plain) allowed = plain;
    }
    return allowed;
}

/* -- game.py --------------------------------------------------------------------------- */

static int mask_actions(uint64_t m, int kind, int *out)
{
    int k = 0;
    while (m) {
        out[k++] = ACT(kind, lowest_card(m));
        m &= m - 1;
    }
    return k;
}

int legal_actions(const State *s, const Rules *r, int *out)
{
    switch (s->phase) {
    case PH_PLAY: return mask_actions(playable(s, r), K_PLAY, out);
    case PH_BIDDING: return legal_bids(s, r, out);
    case PH_DECLARE: return legal_declarations(s, r, out);
    case PH_KING_CALL: return legal_calls(s, out);
    case PH_TALON: return legal_talon(s, out);
    case PH_DISCARD: return mask_actions(discardable(s, r), K_DISCARD, out);
    case PH_ANNOUNCE: return legal_announce(s, r, out);
    default: return 0;
    }
}

int is_legal(const State *s, const Rules *r, int action)
{
    if (s->phase == PH_PLAY)
        return ACT_KIND(action) == K_PLAY && ((playable(s, r) >> ACT_ARG(action)) & 1);
    int legal[MAX_LEGAL];
    int k = legal_actions(s, r, legal);
    for (int i = 0; i < k; i++)
        if (legal[i] == action) return 1;
    return 0;
}

static void after_exchange(State *s, const Rules *r)
{
    if (needs_round(s, r))
        announce_start(s);
    else
        tricks_start(s);
}

static void set_contract(State *s, const Rules *r, int c, int declarer)
{
    s->contract = c;
    s->declarer = c == KLOP ? NO_SEAT : declarer;
    if (c == KLOP) {
        s->known = (int)all_seats(s);
        after_exchange(s, r);
        return;
    }
    if (CONTRACTS[c].calls_king && s->n == 4) {
        s->known = (int)BIT(declarer);
        s->phase = PH_KING_CALL;
        s->to_move = declarer;
        return;
    }
    s->known = (int)all_seats(s); /* no secret partner */
    if (CONTRACTS[c].talon_group) {
        s->phase = PH_TALON;
        s->to_move = declarer;
        return;
    }
    after_exchange(s, r);
}

static void finish(State *s, const Rules *r)
{
    s->phase = PH_DONE;
    s->to_move = NO_SEAT;
    score_deal(s, r);
}

int apply_action(State *s, const Rules *r, int action)
{
    int p = s->to_move;
    s->move += 1;
    switch (s->phase) {
    case PH_PLAY: {
        int card = ACT_ARG(action);
        s->hands[p] &= ~BIT(card);
        trick_add(s, card);
        if (card == s->called) s->known = (int)all_seats(s); /* the partner shows himself */
        if (s->trick_len < s->n) {
            s->to_move = seat_add(p, 1, s->n);
            return 0;
        }
        if (s->ntricks >= 48 / s->n) return -1; /* more cards than a deal holds */
        if (finish_trick(s, r)) finish(s, r);
        return s->ntricks;
    }
    case PH_BIDDING:
        if (s->nbids >= MAX_BIDS) return -1;
        if (apply_bid(s, action) && s->high_holder == NO_SEAT) set_contract(s, r, KLOP, NO_SEAT);
        return 0;
    case PH_DECLARE: set_contract(s, r, ACT_ARG(action), p); return 0;
    case PH_KING_CALL: apply_call(s, ACT_ARG(action)); return 0;
    case PH_TALON: apply_talon(s, ACT_ARG(action)); return 0;
    case PH_DISCARD: {
        uint64_t bit = BIT(ACT_ARG(action));
        s->hands[s->declarer] &= ~bit;
        s->discards |= bit;
        s->discards_left -= 1;
        if (s->discards_left == 0) after_exchange(s, r);
        return 0;
    }
    case PH_ANNOUNCE:
        if (apply_announce(s, action)) tricks_start(s);
        return 0;
    default: return 0;
    }
}

/* -- dealing.py, game.new_deal, match.Match.deal --------------------------------------- */

void deal_new(State *s, const Rules *r, Rng *rng, int n, int dealer, const int *radelci,
              int *annulled)
{
    int compulsory = 0;
    *annulled = 0;
    for (;;) {
        int cards[NCARDS];
        for (int i = 0; i < NCARDS; i++) cards[i] = i;
        for (int i = NCARDS - 1; i > 0; i--) { /* as random.shuffle */
            int j = rng_below(rng, i + 1);
            int t = cards[i];
            cards[i] = cards[j];
            cards[j] = t;
        }
        for (int i = 0; i < 6; i++) s->talon[i] = cards[i];
        int packet = n == 4 ? 6 : 8;
        for (int p = 0; p < 4; p++) s->hands[p] = 0;
        int seat = (dealer + 1) % n;
        for (int pos = 6; pos < NCARDS; pos += packet) {
            for (int i = pos; i < pos + packet; i++) s->hands[seat] |= BIT(cards[i]);
            seat = (seat + 1) % n;
        }
        int tarokless = 0;
        for (int p = 0; p < n; p++)
            if (!(s->hands[p] & TAROK_MASK)) tarokless = 1;
        if (!tarokless) break;
        /* A hand without a tarok: annulled, the same dealer deals again (V25). */
        *annulled += 1;
        if (r->no_tarok == 0) compulsory = 1;
    }
    s->n = n;
    s->dealer = dealer;
    s->forehand = (dealer + 1) % n;
    s->compulsory_klop = compulsory;
    for (int p = 0; p < 4; p++) {
        s->radelci[p] = p < n ? radelci[p] : 0;
        s->piles[p] = 0;
        s->tricks_won[p] = 0;
        s->trick[p] = NO_CARD;
    }
    s->move = 0;
    s->contract = -1;
    s->declarer = s->called = s->called_holder = s->partner = s->talon_group = NO_SEAT;
    s->taken = s->discards = s->opp_talon = s->remainder = 0;
    s->discards_left = 0;
    for (int i = 0; i < NITEMS; i++) {
        s->announced[i] = NO_SEAT;
        s->kontra[i] = 1;
    }
    s->known = 0;
    s->ann_turn_calls = s->ann_had_turn = s->ann_pass_streak = s->ann_calls = 0;
    s->leader = NO_SEAT;
    trick_clear(s);
    s->trick_extra = NO_CARD;
    s->ntricks = 0;
    s->open_hand_public = 0;
    s->mond_captured = NO_SEAT;
    bidding_start(s);
}

/* -- the flat layout ------------------------------------------------------------------- */

static int seat_ok(int64_t v, int n, int none) { return (none && v == -1) || (v >= 0 && v < n); }
static int card_ok(int64_t v, int none) { return (none && v == -1) || (v >= 0 && v < NCARDS); }

#define ALL_CARDS ((BIT(NCARDS)) - 1)

/* Copy a state row into `s`, checking every field that the core uses as an index or a
   bound (a malformed row gives ERR_STATE, never a crash). */
int load_state(State *s, const int64_t *w)
{
    int64_t n = w[S_N];
    if (n != 3 && n != 4) return ERR_STATE;
    s->n = (int)n;
    if (w[S_PHASE] < PH_BIDDING || w[S_PHASE] > PH_DONE) return ERR_STATE;
    s->phase = (int)w[S_PHASE];
    if (!seat_ok(w[S_TO_MOVE], s->n, s->phase == PH_DONE)) return ERR_STATE;
    if (!seat_ok(w[S_DEALER], s->n, 0) || !seat_ok(w[S_FOREHAND], s->n, 0)) return ERR_STATE;
    if (!seat_ok(w[S_HIGH_HOLDER], s->n, 1) || !seat_ok(w[S_DECLARER], s->n, 1)) return ERR_STATE;
    if (!seat_ok(w[S_CALLED_HOLDER], s->n, 1) || !seat_ok(w[S_PARTNER], s->n, 1)) return ERR_STATE;
    if (!seat_ok(w[S_LEADER], s->n, 1) || !seat_ok(w[S_MOND_CAPTURED], s->n, 1)) return ERR_STATE;
    if (w[S_CONTRACT] < -1 || w[S_CONTRACT] >= NCONTRACTS) return ERR_STATE;
    if (w[S_HIGH] < -1 || w[S_HIGH] >= NCONTRACTS) return ERR_STATE;
    if (!card_ok(w[S_CALLED], 1) || !card_ok(w[S_TRICK_EXTRA], 1)) return ERR_STATE;
    if (w[S_NBIDS] < 0 || w[S_NBIDS] > MAX_BIDS) return ERR_STATE;
    if (w[S_TRICK_LEN] < 0 || w[S_TRICK_LEN] >= n) return ERR_STATE;
    if (w[S_NTRICKS] < 0 || w[S_NTRICKS] > 48 / n) return ERR_STATE;
    if (w[S_DISCARDS_LEFT] < 0 || w[S_DISCARDS_LEFT] > 3) return ERR_STATE;
    if (w[S_TALON_GROUP] < -1 || w[S_TALON_GROUP] > 5) return ERR_STATE;
    if (w[S_MOVE] < 0 || w[S_MOVE] > 100000) return ERR_STATE;
    /* A contract must be set from the king call on, and the declarer where one calls. */
    if (s->phase >= PH_KING_CALL && s->phase <= PH_PLAY && w[S_CONTRACT] < 0) return ERR_STATE;
    if (s->phase >= PH_KING_CALL && s->phase <= PH_DISCARD && w[S_DECLARER] < 0) return ERR_STATE;
    if (s->phase <= PH_DECLARE && w[S_CONTRACT] != -1) return ERR_STATE;
    if (w[S_CONTRACT] > KLOP && w[S_DECLARER] < 0) return ERR_STATE;
    if (w[S_CONTRACT] == KLOP && w[S_DECLARER] != -1) return ERR_STATE;
    if (s->phase == PH_TALON && CONTRACTS[w[S_CONTRACT]].talon_group == 0) return ERR_STATE;
    s->to_move = (int)w[S_TO_MOVE];
    s->dealer = (int)w[S_DEALER];
    s->forehand = (int)w[S_FOREHAND];
    s->compulsory_klop = w[S_COMPULSORY_KLOP] != 0;
    s->move = (int)w[S_MOVE];
    s->passed = (int)(w[S_PASSED] & 15);
    s->high = (int)w[S_HIGH];
    s->high_holder = (int)w[S_HIGH_HOLDER];
    s->nbids = (int)w[S_NBIDS];
    s->contract = (int)w[S_CONTRACT];
    s->declarer = (int)w[S_DECLARER];
    s->called = (int)w[S_CALLED];
    s->called_holder = (int)w[S_CALLED_HOLDER];
    s->partner = (int)w[S_PARTNER];
    s->talon_group = (int)w[S_TALON_GROUP];
    s->taken = (uint64_t)w[S_TAKEN] & ALL_CARDS;
    s->discards = (uint64_t)w[S_DISCARDS] & ALL_CARDS;
    s->discards_left = (int)w[S_DISCARDS_LEFT];
    s->known = (int)(w[S_KNOWN] & 15);
    s->ann_turn_calls = (int)w[S_ANN_TURN_CALLS];
    s->ann_had_turn = (int)(w[S_ANN_HAD_TURN] & 15);
    s->ann_pass_streak = (int)w[S_ANN_PASS_STREAK];
    s->ann_calls = (int)w[S_ANN_CALLS];
    s->leader = (int)w[S_LEADER];
    s->trick_len = (int)w[S_TRICK_LEN];
    s->trick_extra = (int)w[S_TRICK_EXTRA];
    s->ntricks = (int)w[S_NTRICKS];
    s->opp_talon = (uint64_t)w[S_OPP_TALON] & ALL_CARDS;
    s->remainder = (uint64_t)w[S_REMAINDER] & ALL_CARDS;
    s->open_hand_public = w[S_OPEN_HAND_PUBLIC] != 0;
    s->mond_captured = (int)w[S_MOND_CAPTURED];
    if (s->phase == PH_PLAY && s->leader < 0) return ERR_STATE;
    if (s->phase == PH_PLAY && s->to_move != (s->leader + s->trick_len) % s->n) return ERR_STATE;
    for (int i = 0; i < 4; i++) {
        s->trick[i] = NO_CARD;
        s->hands[i] = i < s->n ? (uint64_t)w[S_HANDS + i] & ALL_CARDS : 0;
        s->piles[i] = i < s->n ? (uint64_t)w[S_PILES + i] & ALL_CARDS : 0;
        s->radelci[i] = i < s->n ? (int)w[S_RADELCI + i] : 0;
        s->tricks_won[i] = 0;
        /* No hand holds more than the tricks still to play (bounds the trick history). */
        if (popcount64(s->hands[i]) > 48 / s->n + 3) return ERR_STATE;
    }
    int len = s->trick_len;
    trick_clear(s);
    for (int i = 0; i < len; i++) {
        if (!card_ok(w[S_TRICK + i], 0)) return ERR_STATE;
        trick_add(s, (int)w[S_TRICK + i]);
    }
    for (int i = 0; i < 6; i++) {
        if (!card_ok(w[S_TALON + i], 0)) return ERR_STATE;
        s->talon[i] = (int)w[S_TALON + i];
    }
    for (int i = 0; i < NITEMS; i++) {
        int64_t k = w[S_KONTRA + i];
        if (!seat_ok(w[S_ANNOUNCED + i], s->n, 1)) return ERR_STATE;
        if (k != 1 && k != 2 && k != 4 && k != 8 && k != 16) return ERR_STATE;
        s->announced[i] = (int)w[S_ANNOUNCED + i];
        s->kontra[i] = (int)k;
    }
    for (int i = 0; i < s->nbids; i++) {
        int64_t b = w[S_BIDS + i];
        if (b < 0 || b >= 16 * s->n || (b & 15) > NCONTRACTS) return ERR_STATE;
        s->bids[i] = (int16_t)b;
    }
    for (int t = 0; t < s->ntricks; t++) {
        for (int i = 0; i < s->n; i++) {
            if (!card_ok(w[S_HISTORY + t * s->n + i], 0)) return ERR_STATE;
            s->history[t * s->n + i] = (int8_t)w[S_HISTORY + t * s->n + i];
        }
        if (!seat_ok(w[S_LEADERS + t], s->n, 0) || !seat_ok(w[S_WINNERS + t], s->n, 0))
            return ERR_STATE;
        s->leaders[t] = (int8_t)w[S_LEADERS + t];
        s->winners[t] = (int8_t)w[S_WINNERS + t];
        s->tricks_won[s->winners[t]] += 1;
    }
    return OK;
}

void store_state(const State *s, int64_t *w)
{
    for (int i = 0; i < STATE_WORDS; i++) w[i] = -1;
    w[S_N] = s->n;
    w[S_PHASE] = s->phase;
    w[S_TO_MOVE] = s->to_move;
    w[S_DEALER] = s->dealer;
    w[S_FOREHAND] = s->forehand;
    w[S_COMPULSORY_KLOP] = s->compulsory_klop;
    w[S_MOVE] = s->move;
    w[S_PASSED] = s->passed;
    w[S_HIGH] = s->high;
    w[S_HIGH_HOLDER] = s->high_holder;
    w[S_NBIDS] = s->nbids;
    w[S_CONTRACT] = s->contract;
    w[S_DECLARER] = s->declarer;
    w[S_CALLED] = s->called;
    w[S_CALLED_HOLDER] = s->called_holder;
    w[S_PARTNER] = s->partner;
    w[S_TALON_GROUP] = s->talon_group;
    w[S_TAKEN] = (int64_t)s->taken;
    w[S_DISCARDS] = (int64_t)s->discards;
    w[S_DISCARDS_LEFT] = s->discards_left;
    w[S_KNOWN] = s->known;
    w[S_ANN_TURN_CALLS] = s->ann_turn_calls;
    w[S_ANN_HAD_TURN] = s->ann_had_turn;
    w[S_ANN_PASS_STREAK] = s->ann_pass_streak;
    w[S_ANN_CALLS] = s->ann_calls;
    w[S_LEADER] = s->leader;
    w[S_TRICK_LEN] = s->trick_len;
    w[S_TRICK_EXTRA] = s->trick_extra;
    w[S_NTRICKS] = s->ntricks;
    w[S_OPP_TALON] = (int64_t)s->opp_talon;
    w[S_REMAINDER] = (int64_t)s->remainder;
    w[S_OPEN_HAND_PUBLIC] = s->open_hand_public;
    w[S_MOND_CAPTURED] = s->mond_captured;
    for (int i = 0; i < s->trick_len; i++) w[S_TRICK + i] = s->trick[i];
    for (int i = 0; i < 4; i++) {
        w[S_HANDS + i] = i < s->n ? (int64_t)s->hands[i] : 0;
        w[S_PILES + i] = i < s->n ? (int64_t)s->piles[i] : 0;
        w[S_RADELCI + i] = i < s->n ? s->radelci[i] : 0;
    }
    for (int i = 0; i < 6; i++) w[S_TALON + i] = s->talon[i];
    for (int i = 0; i < NITEMS; i++) {
        w[S_ANNOUNCED + i] = s->announced[i];
        w[S_KONTRA + i] = s->kontra[i];
    }
    for (int i = 0; i < s->nbids; i++) w[S_BIDS + i] = s->bids[i];
    for (int i = 0; i < s->ntricks * s->n; i++) w[S_HISTORY + i] = s->history[i];
    for (int t = 0; t < s->ntricks; t++) {
        w[S_LEADERS + t] = s->leaders[t];
        w[S_WINNERS + t] = s->winners[t];
    }
}

void load_rules(Rules *r, const int64_t *w)
{
    r->round_difference_4p = w[RU_ROUND_DIFFERENCE_4P] != 0;
    r->round_difference_3p = w[RU_ROUND_DIFFERENCE_3P] != 0;
    r->round_klop = w[RU_ROUND_KLOP] != 0;
    r->klop_full_threshold = (int)w[RU_KLOP_FULL_THRESHOLD];
    r->klop_full_and_empty = (int)w[RU_KLOP_FULL_AND_EMPTY];
    r->klop_several_empties = (int)w[RU_KLOP_SEVERAL_EMPTIES];
    r->klop_radelc_doubling = w[RU_KLOP_RADELC_DOUBLING] != 0;
    r->klop_kontra = (int)w[RU_KLOP_KONTRA];
    r->kontra_trula_kings = w[RU_KONTRA_TRULA_KINGS] != 0;
    r->kontra_max = (int)w[RU_KONTRA_MAX];
    r->mond_penalty = (int)w[RU_MOND_PENALTY];
    r->mond_penalty_scope = (int)w[RU_MOND_PENALTY_SCOPE];
    r->announced_mondfang = w[RU_ANNOUNCED_MONDFANG] != 0;
    r->emperor_any_order = w[RU_EMPEROR_ANY_ORDER] != 0;
    r->forced_pagat = w[RU_FORCED_PAGAT] != 0;
    r->pagat_negative = (int)w[RU_PAGAT_NEGATIVE];
    r->tarok_discards = (int)w[RU_TAROK_DISCARDS];
    r->bid_priority = (int)w[RU_BID_PRIORITY];
    r->contracts_3p = (int)(w[RU_CONTRACTS_3P] | 1); /* klop is always there */
    r->no_tarok = (int)w[RU_NO_TAROK];
    r->zaruf_remainder = (int)w[RU_ZARUF_REMAINDER];
}
