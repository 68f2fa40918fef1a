/* The rules of thumb of the computer players: engine/slovenian/ai/heuristics.py (bids, king, talon,
 * discards, announcements) and the card play of engine/slovenian/ai/playout.py.
 *
 * The Python functions pick with min/max over float keys; here the same keys are computed
 * with the same double arithmetic in the same order (no contraction into fused
 * multiply-adds: the build passes -ffp-contract=off), and ties go, as in Python, to the first
 * candidate in the Python iteration order (ascending cards unless stated).
 */
#include "core.h"

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

/* -- hand strength --------------------------------------------------------------------- */

static double tarok_weight(int c)
{
    if (c == SKIS || c == MOND) return 3.0;
    if (c == PAGAT) return 0.5;
    if (c >= 15) return 1.5;
    if (c >= 10) return 1.1;
    return 0.8;
}

static double tarok_strength(uint64_t hand)
{
    double s = 0.0;
    uint64_t m = hand & TAROK_MASK;
    while (m) {
        s += tarok_weight(lowest_card(m));
        m &= m - 1;
    }
    return s;
}

double strength(uint64_t hand)
{
    double s = tarok_strength(hand);
    int t = popcount64(hand & TAROK_MASK);
    for (int suit = 0; suit < 4; suit++) {
        uint64_t m = hand & SUIT_MASK[suit];
        int k = popcount64(m);
        int king = (hand >> KINGS[suit]) & 1;
        if (king) s += 2.5;
        if ((hand >> QUEENS[suit]) & 1) s += (king || k >= 3) ? 1.0 : 0.5;
        if (k == 0)
            s += t >= 5 ? 1.5 : 0.5; /* a void: the hand trumps that suit */
        else if (k == 1 && !king)
            s += 0.5;
    }
    return s;
}

double beggar_danger(uint64_t hand)
{
    const uint64_t high_taroks = TAROK_MASK & ~(BIT(10) - 1); /* XI and higher sink a beggar */
    if (hand & high_taroks) return 99.0;
    double d = 0.0;
    uint64_t taroks = hand & TAROK_MASK;
    int t = popcount64(taroks);
    for (uint64_t m = taroks; m; m &= m - 1) d += 0.15 * lowest_card(m);
    d += 0.4 * (t - 3 > 0 ? t - 3 : 0);
    for (int suit = 0; suit < 4; suit++) {
        uint64_t cards = hand & SUIT_MASK[suit];
        int k = popcount64(cards);
        for (uint64_t m = cards; m; m &= m - 1) {
            int r = RANK[lowest_card(m)];
            if (r >= 4) d += (r - 3) * (k <= 2 ? 1.5 : 0.8);
        }
    }
    return d;
}

/* Strength needed per contract; negative: no threshold. */
static const double THRESHOLDS_4P[NCONTRACTS] = {-1, 8.0, 9.0, 10.5, 14.0, 15.0, 16.5, -1, 18.0, -1, -1, 27.0};
static const double THRESHOLDS_3P[NCONTRACTS] = {-1, 12.5, 13.5, 15.0, -1, -1, -1, -1, 19.5, -1, -1, 29.0};

static const double *thresholds(int n) { return n == 4 ? THRESHOLDS_4P : THRESHOLDS_3P; }

static int contains(const int *cs, int k, int c)
{
    for (int i = 0; i < k; i++)
        if (cs[i] == c) return 1;
    return 0;
}

/* The highest contract among `allowed` that the hand is good for (-1: pass). */
static int target_contract(uint64_t hand, int n, const int *allowed, int k)
{
    const double *th = thresholds(n);
    double st = strength(hand);
    int best = -1;
    for (int i = 0; i < k; i++) {
        int c = allowed[i];
        if (th[c] >= 0 && st >= th[c] && (best < 0 || c > best)) best = c;
    }
    double danger = beggar_danger(hand);
    int beggar = -1;
    if (contains(allowed, k, OPEN_BEGGAR) && danger <= (n == 4 ? 2.5 : 1.5))
        beggar = OPEN_BEGGAR;
    else if (contains(allowed, k, BEGGAR) && danger <= (n == 4 ? 6.0 : 4.0))
        beggar = BEGGAR;
    /* A clean beggar hand is worth more than a doubtful Three/Two/One. */
    if (beggar >= 0 && (best < 0 || best < SOLO_THREE)) return beggar;
    return best;
}

/* -- bidding --------------------------------------------------------------------------- */

int bid_action(const State *s, const Rules *r)
{
    int legal[MAX_LEGAL], cs[NCONTRACTS];
    int nl = legal_bids(s, r, legal);
    int nc = biddable(s, r, cs);
    int target = target_contract(s->hands[s->to_move], s->n, cs, nc);
    if (target < 0) return PASS_ACTION;
    int cheapest = -1, exact = -1;
    for (int i = 0; i < nl; i++) {
        if (ACT_KIND(legal[i]) != K_BID || ACT_ARG(legal[i]) > target) continue;
        if (cheapest < 0) cheapest = legal[i];
        if (ACT_ARG(legal[i]) == target && exact < 0) exact = legal[i];
    }
    if (cheapest < 0) return PASS_ACTION;
    /* A beggar is bid as such: outbidding with a cheap positive bid would mislead. */
    if (CONTRACTS[target].negative) return exact >= 0 ? exact : PASS_ACTION;
    return cheapest;
}

int declare_action(const State *s, const Rules *r)
{
    int legal[MAX_LEGAL], allowed[MAX_LEGAL + 1];
    int nl = legal_declarations(s, r, legal);
    allowed[0] = THREE;
    for (int i = 0; i < nl; i++) allowed[i + 1] = ACT_ARG(legal[i]);
    const int *codes = allowed + 1;
    int target = target_contract(s->hands[s->to_move], s->n, allowed, nl + 1);
    if (s->n == 4 && nobody_bid(s)) {
        if (target < 0 || !contains(codes, nl, target))
            return contains(codes, nl, KLOP) ? ACT(K_DECLARE, KLOP) : legal[0];
        return ACT(K_DECLARE, target);
    }
    if (target >= 0 && contains(codes, nl, target)) return ACT(K_DECLARE, target);
    int low = -1;
    for (int i = 0; i < nl; i++) {
        int c = codes[i];
        if (!CONTRACTS[c].negative && c != KLOP && (low < 0 || c < low)) low = c;
    }
    return low >= 0 ? ACT(K_DECLARE, low) : legal[0];
}

/* -- king call ------------------------------------------------------------------------- */

static double king_score(uint64_t hand, int card)
{
    int suit = SUIT[card];
    if ((hand >> card) & 1) return -10.0;
    int k = popcount64(hand & SUIT_MASK[suit]);
    double s = 0.0;
    if (((hand >> QUEENS[suit]) & 1) && RANK[card] == 7) s += 2.0;
    if (k == 0)
        s -= 1.0;
    else if (k <= 2)
        s += 1.5;
    else
        s += 0.5;
    return s;
}

int call_action(const State *s)
{
    int legal[MAX_LEGAL];
    int nl = legal_calls(s, legal);
    uint64_t hand = s->hands[s->to_move];
    int best = legal[0];
    double best_v = king_score(hand, ACT_ARG(best));
    for (int i = 1; i < nl; i++) {
        double v = king_score(hand, ACT_ARG(legal[i]));
        /* max by (score, -card) */
        if (v > best_v || (v == best_v && ACT_ARG(legal[i]) < ACT_ARG(best))) {
            best = legal[i];
            best_v = v;
        }
    }
    return best;
}

/* -- talon ----------------------------------------------------------------------------- */

static double card_gain(int c)
{
    if (SUIT[c] == TAROKS) {
        if (c == SKIS || c == MOND) return 8.0;
        if (c == PAGAT) return 4.0;
        return 2.0 + c / 10.0;
    }
    int r = RANK[c];
    if (r >= 4) return r == 7 ? 5.0 : r == 6 ? 3.0 : r == 5 ? 1.6 : 1.0;
    return 0.5;
}

static double talon_score(const State *s, int group, int k)
{
    uint64_t hand = s->hands[s->to_move];
    double v = 0.0;
    for (int i = group * k; i < group * k + k; i++) {
        int c = s->talon[i];
        v += card_gain(c);
        if (c == s->called) v += 12.0;
        if (c == MOND) v += 10.0;
        if (SUIT[c] != TAROKS && !(hand & SUIT_MASK[SUIT[c]])) v -= 1.5;
    }
    return v;
}

int talon_action(const State *s)
{
    int k = CONTRACTS[s->contract].talon_group;
    int best = 0;
    double best_v = talon_score(s, 0, k);
    for (int g = 1; g < 6 / k; g++) {
        double v = talon_score(s, g, k);
        if (v > best_v) best = g, best_v = v;
    }
    return ACT(K_TALON, best);
}

/* -- discards -------------------------------------------------------------------------- */

static double discard_score(uint64_t hand, int card, int left, int called)
{
    int suit = SUIT[card];
    if (suit == TAROKS) return -20.0 - card * 0.3;
    int k = popcount64(hand & SUIT_MASK[suit]);
    int has_king = (hand >> KINGS[suit]) & 1;
    double v = VALUE[card] * 1.2;
    if (!has_king && k <= left)
        v += 8.0 - k;
    else if (!has_king && k <= left + 1)
        v += 2.0;
    if (has_king) v -= k <= 3 ? 2.0 : 0.5;
    if (called >= 0 && SUIT[called] == suit && called != card) v -= 1.0;
    return v;
}

int discard_action(const State *s, const Rules *r)
{
    uint64_t hand = s->hands[s->to_move];
    int best = -1;
    double best_v = -1e9;
    for (uint64_t m = discardable(s, r); m; m &= m - 1) {
        int c = lowest_card(m);
        double v = discard_score(hand, c, s->discards_left, s->called);
        if (v > best_v) best = c, best_v = v;
    }
    return ACT(K_DISCARD, best);
}

/* -- announcements --------------------------------------------------------------------- */

int announce_action(const State *s, const Rules *r)
{
    int legal[MAX_LEGAL];
    int nl = legal_announce(s, r, legal);
    int p = s->to_move;
    uint64_t hand = s->hands[p];
    int have_trula = 0, have_kings = 0, have_pagat = 0, have_kontra = 0;
    for (int i = 0; i < nl; i++) {
        if (legal[i] == ACT(K_ANNOUNCE, I_TRULA)) have_trula = 1;
        if (legal[i] == ACT(K_ANNOUNCE, I_KINGS)) have_kings = 1;
        if (legal[i] == ACT(K_ANNOUNCE, I_PAGAT_ULTIMO)) have_pagat = 1;
        if (legal[i] == ACT(K_KONTRA, I_GAME)) have_kontra = 1;
    }
    int on_declarer_side = (declarer_side(s) >> p) & 1;
    int taroks = popcount64(hand & TAROK_MASK);
    int long_taroks = s->n == 4 ? 9 : 11;
    if (on_declarer_side) {
        if (have_trula && (hand & FIVE_POINT_MASK & TAROK_MASK) == TRULA_MASK)
            return ACT(K_ANNOUNCE, I_TRULA);
        if (have_kings && (hand & KING_MASK) == KING_MASK) return ACT(K_ANNOUNCE, I_KINGS);
    }
    if (have_pagat && taroks >= long_taroks && (hand & SKIS_MOND) &&
        (on_declarer_side || taroks >= long_taroks + 1))
        return ACT(K_ANNOUNCE, I_PAGAT_ULTIMO);
    if (have_kontra && !on_declarer_side && s->kontra[I_GAME] == 1) {
        int c = s->contract;
        if (c >= 0 && c != KLOP && CONTRACTS[c].normal) {
            double need = thresholds(s->n)[s->n == 4 ? SOLO_THREE : ONE] + 2.0;
            if (strength(hand) >= need) return ACT(K_KONTRA, I_GAME);
        }
    }
    return PASS_ACTION;
}

/* -- sides (playout.side_mask, known_side_mask) ---------------------------------------- */

int side_mask(const State *s, int seat)
{
    if (s->contract < 0 || s->contract == KLOP) return 1 << seat;
    int d = (int)declarer_side(s);
    return (d >> seat) & 1 ? d : (int)all_seats(s) & ~d;
}

int known_side_mask(const State *s, int seat)
{
    int c = s->contract;
    if (c < 0 || c == KLOP) return 1 << seat;
    int full = (int)all_seats(s);
    if (s->known == full || seat == s->called_holder || !CONTRACTS[c].calls_king || s->n == 3)
        return side_mask(s, seat);
    if (seat == s->declarer) return 1 << seat;
    return (1 << seat) | (s->known & ~(1 << s->declarer));
}

/* -- card play (playout.play_card) ----------------------------------------------------- */

static int beats(int c, int best, int cv)
{
    int sc = SUIT[c], sb = SUIT[best];
    if (sc == sb) return RANK[c] > RANK[best];
    return !cv && sc == TAROKS;
}

/* Whether `card`, winning the trick now, stays the winner against the later enemies. */
static int safe(const State *s, int card, int led, const int *later, int nlater, int cv)
{
    uint64_t higher = HIGHER[card];
    int card_tarok = SUIT[card] == TAROKS;
    uint64_t led_mask = SUIT_MASK[led];
    for (int i = 0; i < nlater; i++) {
        uint64_t h = s->hands[later[i]];
        uint64_t follow = h & led_mask;
        if (follow) {
            if (SUIT[card] == led && (follow & higher)) return 0;
            continue;
        }
        if (cv) continue;
        uint64_t taroks = h & TAROK_MASK;
        if (taroks && (!card_tarok || (taroks & higher))) return 0;
    }
    return 1;
}

/* min by (COST, card) */
static int cheapest(const int *cands, int k)
{
    int best = cands[0];
    for (int i = 1; i < k; i++) {
        int x = cands[i];
        if (COST[x] < COST[best] || (COST[x] == COST[best] && x < best)) best = x;
    }
    return best;
}

static int cards_of(uint64_t m, int *out)
{
    int k = 0;
    for (; m; m &= m - 1) out[k++] = lowest_card(m);
    return k;
}

/* Whether one of `seats` holds the Škis. */
static int skis_with(const State *s, int seats)
{
    for (int q = 0; q < s->n; q++)
        if (((seats >> q) & 1) && (s->hands[q] & SKIS_BIT)) return 1;
    return 0;
}

/* _schmear's key: (primary, secondary) */
static void schmear_key(int x, uint64_t in_trick, int best, double *k1, int *k2)
{
    *k2 = 0;
    if (x == SKIS) {
        *k1 = -50.0;
    } else if (x == MOND) {
        *k1 = (best == SKIS || (in_trick & SKIS_BIT)) ? -40.0 : -5.0;
    } else if (SUIT[x] == TAROKS) {
        *k1 = -1.0 - x * 0.1;
    } else {
        *k1 = (double)VALUE[x];
        *k2 = RANK[x];
    }
}

/* Give points to a partner who holds the trick (never the Škis; the Mond only safely). */
static int schmear(const int *cands, int k, uint64_t in_trick, int best, uint64_t legal)
{
    int list[20];
    int nk = 0;
    for (int i = 0; i < k; i++) list[nk++] = cands[i];
    int with_pagat = (legal & PAGAT_BIT) != 0;
    if (with_pagat) list[nk++] = PAGAT;
    int pick = -1;
    double b1 = 0;
    int b2 = 0;
    for (int i = 0; i < nk; i++) {
        int x = list[i];
        double k1;
        int k2;
        if (with_pagat && x == PAGAT)
            k1 = 9.0, k2 = 0;
        else
            schmear_key(x, in_trick, best, &k1, &k2);
        if (pick < 0 || k1 > b1 || (k1 == b1 && k2 > b2)) pick = x, b1 = k1, b2 = k2;
    }
    return pick;
}

static int lead_positive(const State *s, int p, uint64_t hand, uint64_t legal, int friends, int cv)
{
    int n = s->n;
    uint64_t others = 0, enemy_hands = 0;
    int enemies[4], ne = 0;
    for (int q = 0; q < n; q++) {
        if (q == p) continue;
        others |= s->hands[q];
        if (!((friends >> q) & 1)) {
            enemy_hands |= s->hands[q];
            enemies[ne++] = q;
        }
    }
    int on_declarer_side = (declarer_side(s) >> p) & 1;
    uint64_t my_taroks = legal & TAROK_MASK & ~PAGAT_BIT;
    if (on_declarer_side && my_taroks && !cv) {
        /* Only the declarer's side draws taroks. */
        int top = highest_card(my_taroks);
        int sure = !(others & TAROK_MASK & HIGHER[top]);
        if (sure && (enemy_hands & TAROK_MASK) &&
            ((top != SKIS && top != MOND) || !(my_taroks & ~SKIS_MOND)))
            return top; /* pull with a sure winner; the Škis and the Mond wait for a rich trick */
        int my_count = popcount64(hand & TAROK_MASK);
        int enemy_max = 0;
        for (int i = 0; i < ne; i++) {
            int c = popcount64(s->hands[enemies[i]] & TAROK_MASK);
            if (c > enemy_max) enemy_max = c;
        }
        if (enemy_max > 0 && enemy_max < my_count) {
            int low[20];
            int nl = cards_of(my_taroks & ~(MOND_BIT | SKIS_BIT), low);
            if (nl) return low[nl / 2]; /* draw theirs with a middle tarok, before the kings */
        }
    }
    /* Cash a sure suit winner (a king while nobody on the other side can trump it). */
    int best_cash = -1, best_val = -1;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t m = legal & SUIT_MASK[suit];
        if (!m) continue;
        int top = highest_card(m);
        if (others & HIGHER[top]) continue;
        int ok = 1;
        for (int i = 0; i < ne; i++) {
            uint64_t h = s->hands[enemies[i]];
            if (!(h & SUIT_MASK[suit]) && (h & TAROK_MASK) && !cv) {
                ok = 0;
                break;
            }
        }
        if (ok && VALUE[top] > best_val) best_cash = top, best_val = VALUE[top];
    }
    if (best_cash >= 0 && best_val >= 2) return best_cash;
    /* Declarer: lead a low card toward the called king while the partner is unknown. */
    if (p == s->declarer && s->called >= 0 && friends == 1 << p) {
        int called_suit = SUIT[s->called];
        uint64_t m = legal & SUIT_MASK[called_suit] & ~BIT(s->called);
        if (called_suit != TAROKS && m) return lowest_card(m);
    }
    /* Otherwise a cheap card from a short suit without a king (to void it, trump later). */
    int best = -1;
    double best_k = 0;
    for (uint64_t m = legal; m; m &= m - 1) {
        int x = lowest_card(m);
        if (SUIT[x] == TAROKS && !cv) continue;
        int suit_len = popcount64(hand & SUIT_MASK[SUIT[x]]);
        double key = COST[x] + 0.6 * suit_len;
        if (best < 0 || key < best_k) best = x, best_k = key; /* ties: the lower card */
    }
    if (best >= 0) return best;
    int cands[20] = {0};
    int k = cards_of(legal, cands);
    int cheap[20], nc = 0;
    for (int i = 0; i < k; i++)
        if (cands[i] != MOND && cands[i] != SKIS) cheap[nc++] = cands[i];
    return nc ? cheapest(cheap, nc) : cheapest(cands, k);
}

static int play_positive(const State *s, const Rules *r, uint64_t legal, int friends)
{
    int p = s->to_move;
    uint64_t hand = s->hands[p];
    int n = s->n;
    int cv = s->contract == COLOUR_VALAT;
    /* An announced pagat ultimo: the Pagat waits for the last trick. */
    if (s->announced[I_PAGAT_ULTIMO] == p && (legal & ~PAGAT_BIT) && popcount64(hand) > 1)
        legal &= ~PAGAT_BIT;
    if (s->trick_len == 0) return lead_positive(s, p, hand, legal, friends, cv);
    int led = SUIT[s->trick[0]];
    uint64_t in_trick = 0;
    int points = 0;
    for (int i = 0; i < s->trick_len; i++) {
        in_trick |= BIT(s->trick[i]);
        points += VALUE[s->trick[i]];
    }
    if ((legal & PAGAT_BIT) && (in_trick & SKIS_MOND) == SKIS_MOND && !cv)
        return PAGAT; /* the emperor trick: the Pagat takes the Škis and the Mond */
    int widx = trick_winner(s, r);
    int best = s->trick[widx];
    int wseat = seat_add(s->leader, widx, n);
    int later[4], nlater = 0;
    for (int i = 1; i < n - s->trick_len; i++) {
        int q = seat_add(p, i, n);
        if (!((friends >> q) & 1)) later[nlater++] = q;
    }
    int cands[20];
    int k = cards_of(legal, cands);
    if (!(legal & ~PAGAT_BIT)) return PAGAT;
    if ((legal & PAGAT_BIT) && k > 1) {
        /* Save the Pagat unless it can be banked safely on the partner's trick. */
        k = cards_of(legal & ~PAGAT_BIT, cands);
    }
    int list[20], nl = 0;
    if ((friends >> wseat) & 1) {
        if (safe(s, best, led, later, nlater, cv)) return schmear(cands, k, in_trick, best, legal);
        for (int i = 0; i < k; i++)
            if (beats(cands[i], best, cv) && safe(s, cands[i], led, later, nlater, cv))
                list[nl++] = cands[i];
        if (nl && points >= 4) return cheapest(list, nl);
        return cheapest(cands, k);
    }
    for (int i = 0; i < k; i++)
        if (beats(cands[i], best, cv)) list[nl++] = cands[i];
    if (nl) {
        int safe_list[20], ns = 0;
        for (int i = 0; i < nl; i++)
            if (safe(s, list[i], led, later, nlater, cv)) safe_list[ns++] = list[i];
        if (ns) {
            int pick = cheapest(safe_list, ns);
            /* A Škis or Mond is a sure trick anyway: keep it for a richer one — but a Mond
               whose Škis is still with an opponent is taken now, while it is safe. */
            if ((pick != SKIS && pick != MOND) || points >= 4 || ns == k ||
                (pick == MOND && skis_with(s, ~friends & ~(1 << p)))) {
                if (!(pick == MOND && (in_trick & SKIS_BIT))) return pick;
            }
        } else if (points >= 6) {
            /* max by (is tarok, rank) */
            int top = list[0];
            for (int i = 1; i < nl; i++) {
                int x = list[i];
                int xt = SUIT[x] == TAROKS, tt = SUIT[top] == TAROKS;
                if (xt > tt || (xt == tt && RANK[x] > RANK[top])) top = x;
            }
            if (SUIT[top] == TAROKS && top >= 16 && top != MOND)
                return top; /* fight for a rich trick with a high tarok */
        }
    }
    return cheapest(cands, k);
}

static int lead_duck(const State *s, int p, const int *cands, int k)
{
    uint64_t others = 0;
    for (int q = 0; q < s->n; q++)
        if (q != p) others |= s->hands[q];
    int best = -1;
    double b1 = 0;
    int b2 = 0;
    for (int i = 0; i < k; i++) {
        int x = cands[i];
        uint64_t suit_others = others & SUIT_MASK[SUIT[x]];
        double k1;
        if (!suit_others) {
            int trumps = SUIT[x] != TAROKS && (others & TAROK_MASK);
            k1 = trumps ? 0.2 : 1.0;
        } else {
            int above = popcount64(suit_others & HIGHER[x]);
            k1 = 1.0 - (double)above / (double)popcount64(suit_others);
        }
        int k2 = RANK[x];
        if (best < 0 || k1 < b1 || (k1 == b1 && k2 < b2)) best = x, b1 = k1, b2 = k2;
    }
    return best;
}

static int lead_against_beggar(const State *s, const int *cands, int k)
{
    uint64_t dhand = s->hands[s->declarer];
    int best = -1, b1 = 0, b2 = 0;
    for (int i = 0; i < k; i++) {
        int x = cands[i];
        uint64_t dsuit = dhand & SUIT_MASK[SUIT[x]];
        int k1 = !dsuit ? 1 : (lowest_card(dsuit) > x ? 0 : 1);
        int k2 = RANK[x];
        if (best < 0 || k1 < b1 || (k1 == b1 && k2 < b2)) best = x, b1 = k1, b2 = k2;
    }
    return best;
}

/* The first card of `xs` with the largest (k1, k2), or the smallest when `lowest`. */
static int pick2(const int *xs, int k, const int *k1, const int *k2, int lowest)
{
    int best = 0;
    for (int i = 1; i < k; i++) {
        int d = k1[i] != k1[best] ? k1[i] - k1[best] : k2[i] - k2[best];
        if (lowest ? d < 0 : d > 0) best = i;
    }
    return xs[best];
}

static int play_negative(const State *s, const Rules *r, uint64_t legal)
{
    int p = s->to_move;
    int n = s->n;
    int cands[20];
    int k = cards_of(legal, cands);
    int beggar_defence = (s->contract == BEGGAR || s->contract == OPEN_BEGGAR) && p != s->declarer;
    if (s->trick_len == 0)
        return beggar_defence ? lead_against_beggar(s, cands, k) : lead_duck(s, p, cands, k);
    int widx = trick_winner(s, r); /* a negative contract: never colour valat */
    int best = s->trick[widx];
    int wseat = seat_add(s->leader, widx, n);
    int winners[20], losers[20], nw = 0, nlo = 0;
    for (int i = 0; i < k; i++) {
        if (beats(cands[i], best, 0))
            winners[nw++] = cands[i];
        else
            losers[nlo++] = cands[i];
    }
    int last = s->trick_len == n - 1;
    int a[20], b[20];
    if (beggar_defence) {
        int d = s->declarer;
        int declarer_played = mod(d - s->leader, n) < s->trick_len;
        if (declarer_played) {
            if (wseat == d && nlo) {
                for (int i = 0; i < nlo; i++) a[i] = RANK[losers[i]], b[i] = SUIT[losers[i]] == TAROKS;
                return pick2(losers, nlo, a, b, 0);
            }
            if (wseat == d) {
                for (int i = 0; i < nw; i++) a[i] = RANK[winners[i]], b[i] = 0;
                return pick2(winners, nw, a, b, 1);
            }
            for (int i = 0; i < k; i++) a[i] = SUIT[cands[i]] == TAROKS, b[i] = RANK[cands[i]];
            return pick2(cands, k, a, b, 0);
        }
        for (int i = 0; i < k; i++) a[i] = SUIT[cands[i]] == TAROKS, b[i] = RANK[cands[i]];
        return pick2(cands, k, a, b, 1);
    }
    if (nlo && !nw) {
        /* Duck with the highest card that loses; in klop give away points while at it. */
        int klop = s->contract == KLOP;
        for (int i = 0; i < nlo; i++) {
            a[i] = klop ? VALUE[losers[i]] : RANK[losers[i]];
            b[i] = klop ? RANK[losers[i]] : VALUE[losers[i]];
        }
        return pick2(losers, nlo, a, b, 0);
    }
    if (last) {
        /* The trick is ours anyway: few points in it, and rid the hand of a high card. */
        for (int i = 0; i < nw; i++) a[i] = VALUE[winners[i]], b[i] = -RANK[winners[i]];
        return pick2(winners, nw, a, b, 1);
    }
    for (int i = 0; i < nw; i++) a[i] = VALUE[winners[i]] >= 4, b[i] = RANK[winners[i]];
    return pick2(winners, nw, a, b, 1);
}

int play_card(const State *s, const Rules *r, int friends)
{
    uint64_t legal = playable(s, r);
    if ((legal & (legal - 1)) == 0) return legal ? lowest_card(legal) : -1;
    if (CONTRACTS[s->contract].negative) return play_negative(s, r, legal);
    return play_positive(s, r, legal, friends);
}
