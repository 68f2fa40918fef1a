/* The score of a finished deal: engine/slovenian/facts.py (deal_facts) and scoring.py (score).
 *
 * Only the totals are kept (what each seat writes, the declarer's total, won, radelci), not
 * the itemised lines; the arithmetic is the Python scorer's, line by line.
 */
#include <stdlib.h>

#include "core.h"

enum { SIDE_NONE = 0, SIDE_DECLARER = 1, SIDE_OPPONENTS = -1 };

/* cards.pile_points: counted in groups of three, i.e. round(raw - 2n/3). */
int pile_points(uint64_t mask)
{
    /* The counting values (1 ... 5) summed as the number of cards worth at least 1, 2, ... */
    int count = popcount64(mask);
    int raw = count + popcount64(mask & VALUE_AT_LEAST[2]) + popcount64(mask & VALUE_AT_LEAST[3]) +
              popcount64(mask & VALUE_AT_LEAST[4]) + popcount64(mask & VALUE_AT_LEAST[5]);
    return (3 * raw - 2 * count + 1) / 3;
}

static int round5(int x)
{
    int sign = x < 0 ? -1 : 1;
    return sign * 5 * ((abs(x) + 2) / 5);
}

static int owner_side(uint64_t pile_d, uint64_t pile_o, uint64_t mask)
{
    if ((pile_d & mask) == mask) return SIDE_DECLARER;
    if ((pile_o & mask) == mask) return SIDE_OPPONENTS;
    return SIDE_NONE;
}

static void score_klop(State *s, const Rules *r)
{
    int n = s->n;
    int pts[4], base[4] = {0, 0, 0, 0};
    int full[4], empty[4], nfull = 0, nempty = 0;
    for (int p = 0; p < n; p++) {
        pts[p] = pile_points(s->piles[p]);
        full[p] = pts[p] >= r->klop_full_threshold;
        empty[p] = s->tricks_won[p] == 0;
        nfull += full[p];
        nempty += empty[p];
    }
    if (nfull || nempty) {
        /* Only the full (-70) and the empty (+70) players score. */
        int empty_value = 70, full_value = 70;
        if (nfull && nempty) {
            if (r->klop_full_and_empty == 1)
                empty_value = full_value = 35;
            else if (r->klop_full_and_empty == 2)
                empty_value = 0;
        }
        if (nempty && r->klop_several_empties == 1 && nempty > 1) empty_value /= nempty;
        for (int p = 0; p < n; p++) {
            if (full[p]) base[p] = -full_value;
            if (empty[p]) base[p] = empty_value;
        }
    } else {
        int rounded = n == 4 && r->round_klop;
        for (int p = 0; p < n; p++) base[p] = -(rounded ? round5(pts[p]) : pts[p]);
    }
    /* The klop kontra (V8): its giver is remembered in the game's announcement slot. */
    int kontra_by = s->kontra[I_GAME] > 1 ? s->announced[I_GAME] : NO_SEAT;
    Result *res = &s->result;
    res->cancelled = 0;
    for (int p = 0; p < 4; p++) res->scores[p] = 0;
    for (int p = 0; p < n; p++) {
        int k = 1;
        if (kontra_by != NO_SEAT) {
            int most = 1;
            for (int q = 0; q < n; q++)
                if (q != kontra_by && !(pts[kontra_by] > pts[q])) most = 0;
            k = (!most || p == kontra_by) ? 2 : 1;
        }
        int amount = base[p] * k;
        if (r->klop_radelc_doubling && s->radelci[p] > 0 && amount != 0) amount *= 2;
        if (r->klop_radelc_doubling && s->radelci[p] > 0 && empty[p] && base[p] > 0)
            res->cancelled |= 1 << p;
        res->scores[p] = amount;
    }
    res->declarer_points = -1;
    res->won = -1;
    res->for_all = 1;
    res->total = 0;
}

static int mond_applies(const Rules *r, int c)
{
    if (r->mond_penalty_scope == 0) return c == THREE || c == TWO || c == ONE;
    if (r->mond_penalty_scope == 2 && c == SOLO_WITHOUT) return 1;
    return CONTRACTS[c].normal;
}

static const int SILENT[5] = {10, 10, 10, 25, 250};    /* trula, kings, king/pagat ultimo, valat */
static const int ANNOUNCED[5] = {20, 20, 20, 50, 500};

/* _bonus_lines: trula, kings, king ultimo, pagat ultimo, each silent or announced. */
static int bonus_lines(const State *s, const int *ann_side, int trula, int kings, int king_ultimo,
                       int pagat_side, int pagat_won)
{
    static const int items[4] = {I_TRULA, I_KINGS, I_KING_ULTIMO, I_PAGAT_ULTIMO};
    int sum = 0;
    for (int i = 0; i < 4; i++) {
        int item = items[i];
        int by;
        if (i == 0)
            by = trula;
        else if (i == 1)
            by = kings;
        else if (i == 2)
            by = king_ultimo == 1 ? SIDE_DECLARER : SIDE_NONE;
        else
            by = pagat_side != SIDE_NONE && pagat_won ? pagat_side : SIDE_NONE;
        int k = s->kontra[item];
        if (ann_side[item] != SIDE_NONE) {
            int announcer = ann_side[item];
            int made = by == announcer;
            int sign = made ? announcer : -announcer;
            sum += sign * ANNOUNCED[i] * k;
        } else if (by != SIDE_NONE) {
            sum += by * SILENT[i];
        } else if (i == 2 && king_ultimo == 0) {
            sum -= SILENT[i]; /* the called king played to the last trick and lost */
        } else if (i == 3 && pagat_side != SIDE_NONE && !pagat_won) {
            sum += -pagat_side * SILENT[i]; /* the Pagat played to the last trick and lost */
        }
    }
    return sum;
}

static void score_contract(State *s, const Rules *r)
{
    int n = s->n;
    int c = s->contract;
    const ContractInfo *row = &CONTRACTS[c];
    int ntricks_deal = 48 / n;
    uint64_t dmask = declarer_side(s);
    /* facts.side_piles */
    uint64_t pile_d = s->discards, pile_o = s->opp_talon | s->remainder;
    int decl_tricks = 0;
    for (int p = 0; p < n; p++) {
        if ((dmask >> p) & 1) {
            pile_d |= s->piles[p];
            decl_tricks += s->tricks_won[p];
        } else {
            pile_o |= s->piles[p];
        }
    }
    int normal_or_solo = row->normal || c == SOLO_WITHOUT;
    int declarer_points = normal_or_solo ? pile_points(pile_d) : -1;
    /* Ultimos: the last trick of a fully played normal game. */
    int king_ultimo = -1, pagat_side = SIDE_NONE, pagat_won = 0;
    if (s->ntricks == ntricks_deal && row->normal) {
        int t = s->ntricks - 1;
        const int8_t *cards8 = &s->history[t * n];
        int cards[4];
        int ip = -1, has_called = 0;
        for (int i = 0; i < n; i++) {
            cards[i] = cards8[i];
            if (cards[i] == s->called) has_called = 1;
            if (cards[i] == PAGAT) ip = i;
        }
        if (n == 4 && s->called >= 0 && has_called) king_ultimo = (dmask >> s->winners[t]) & 1;
        if (ip >= 0) {
            int player = (s->leaders[t] + ip) % n;
            pagat_side = (dmask >> player) & 1 ? SIDE_DECLARER : SIDE_OPPONENTS;
            pagat_won = winning_index(cards, n, c == COLOUR_VALAT, r) == ip;
        }
    }
    int ann_side[NITEMS];
    for (int item = 0; item < NITEMS; item++) {
        int seat = s->announced[item];
        ann_side[item] = SIDE_NONE;
        if (item == I_GAME || item == I_COLOUR_VALAT || seat == NO_SEAT) continue;
        ann_side[item] = (dmask >> seat) & 1 ? SIDE_DECLARER : SIDE_OPPONENTS;
    }
    uint64_t tmask = 0;
    for (int i = 0; i < 6; i++) tmask |= BIT(s->talon[i]);
    int mond_left = s->talon_group != NO_SEAT && ((tmask >> MOND) & 1) && !((s->taken >> MOND) & 1) &&
                    !((pile_d >> MOND) & 1);
    int trula = owner_side(pile_d, pile_o, TRULA_MASK);
    int kings = owner_side(pile_d, pile_o, KING_MASK);

    /* scoring._score_contract */
    int k_game = s->kontra[I_GAME];
    int valat_side = SIDE_NONE;
    if (decl_tricks == ntricks_deal)
        valat_side = SIDE_DECLARER;
    else if (decl_tricks == 0)
        valat_side = SIDE_OPPONENTS;
    int any_valat = 0, won, subtotal = 0;
    if (row->normal) {
        if (ann_side[I_VALAT] != SIDE_NONE) {
            /* Announced valat: everything else lapses; made +500, failed -500. */
            int made = valat_side == SIDE_DECLARER;
            subtotal = ANNOUNCED[4] * (made ? 1 : -1) * s->kontra[I_VALAT];
            won = made;
            any_valat = 1;
        } else if (valat_side != SIDE_NONE) {
            /* Silent valat replaces game, difference and bonuses. */
            subtotal = SILENT[4] * valat_side * k_game;
            won = valat_side == SIDE_DECLARER;
            any_valat = 1;
        } else {
            won = declarer_points >= 36;
            int sign = won ? 1 : -1;
            int diff = declarer_points - 35;
            if (n == 4 ? r->round_difference_4p : r->round_difference_3p) diff = round5(diff);
            subtotal = sign * row->value * k_game + sign * abs(diff) * k_game;
            subtotal += bonus_lines(s, ann_side, trula, kings, king_ultimo, pagat_side, pagat_won);
        }
    } else {
        /* Beggar, Solo without, Open beggar, Colour valat, Valat: fixed value. */
        if (c == BEGGAR || c == OPEN_BEGGAR)
            won = decl_tricks == 0;
        else if (c == SOLO_WITHOUT)
            won = declarer_points >= 36;
        else
            won = decl_tricks == ntricks_deal;
        subtotal = (won ? row->value : -row->value) * k_game;
    }
    Result *res = &s->result;
    res->cancelled = 0;
    int total = subtotal;
    if (s->radelci[s->declarer] > 0) {
        /* Radelc: the declarer's open radelc doubles the whole hand. */
        total += subtotal;
        if (won) res->cancelled = 1 << s->declarer;
    }
    for (int p = 0; p < 4; p++) res->scores[p] = 0;
    res->scores[s->declarer] += total;
    if (s->partner != NO_SEAT) res->scores[s->partner] += total;
    /* Captured Mond: an individual penalty, never multiplied by kontras or radelci. */
    if (mond_applies(r, c)) {
        int amount = ann_side[I_MONDFANG] != SIDE_NONE ? -42 * s->kontra[I_MONDFANG] : -r->mond_penalty;
        if (s->mond_captured != NO_SEAT) res->scores[s->mond_captured] += amount;
        if (mond_left) res->scores[s->declarer] += -r->mond_penalty;
    }
    res->declarer_points = declarer_points;
    res->won = won;
    res->for_all = any_valat || !row->normal;
    res->total = total;
}

void score_deal(State *s, const Rules *r)
{
    if (s->contract == KLOP)
        score_klop(s, r);
    else
        score_contract(s, r);
}
