/* Card and contract tables (engine/slovenian/cards.py, contracts.py).
 *
 * Cards 0-21 are the taroks (Pagat ... Mond, Škis); suit s holds cards 22 + 8s ... 29 + 8s
 * from the lowest pip to the king, so a higher index is a higher rank of the same suit.
 */
#include "core.h"

static int8_t SUIT[NCARDS];
static int8_t RANK[NCARDS];
static int8_t VALUE[NCARDS];
static uint64_t SUIT_MASK[5];
static uint64_t HIGHER[NCARDS];
static uint64_t VALUE_AT_LEAST[6];
static int KINGS[4];
static int QUEENS[4];
static uint64_t KING_MASK;
static uint64_t FIVE_POINT_MASK;
static double COST[NCARDS];
static uint8_t SELECT_IN_BYTE[256][8];

static const ContractInfo CONTRACTS[NCONTRACTS] = {
    /* value, talon group, calls king, normal, negative, declarer leads */
    {0, 0, 0, 0, 1, 0},   /* klop */
    {10, 3, 1, 1, 0, 0},  /* three */
    {20, 2, 1, 1, 0, 0},  /* two */
    {30, 1, 1, 1, 0, 0},  /* one */
    {40, 3, 0, 1, 0, 0},  /* solo three */
    {50, 2, 0, 1, 0, 0},  /* solo two */
    {60, 1, 0, 1, 0, 0},  /* solo one */
    {70, 0, 0, 0, 1, 1},  /* beggar */
    {80, 0, 0, 0, 0, 1},  /* solo without */
    {90, 0, 0, 0, 1, 1},  /* open beggar */
    {125, 0, 0, 0, 0, 1}, /* colour valat */
    {500, 0, 0, 0, 0, 1}, /* valat */
};

/* engine/slovenian/ai/playout.py _cost: what it costs to throw a card onto a lost trick. */
static double cost_of(int c)
{
    static const double high[4] = {12.0, 6.0, 4.5, 3.0};
    if (SUIT[c] == TAROKS) {
        if (c == SKIS) return 40.0;
        if (c == MOND) return 30.0;
        if (c == PAGAT) return 14.0;
        return 2.0 + c * 0.35;
    }
    int r = RANK[c];
    return r >= 4 ? high[7 - r] : 1.0 + r * 0.1;
}

void init_tables(void)
{
    static const int8_t suit_values[8] = {1, 1, 1, 1, 2, 3, 4, 5};
    for (int c = 0; c < 22; c++) {
        SUIT[c] = TAROKS;
        RANK[c] = (int8_t)c;
        VALUE[c] = (c == PAGAT || c == MOND || c == SKIS) ? 5 : 1;
    }
    for (int s = 0; s < 4; s++) {
        for (int r = 0; r < 8; r++) {
            int c = 22 + 8 * s + r;
            SUIT[c] = (int8_t)s;
            RANK[c] = (int8_t)r;
            VALUE[c] = suit_values[r];
        }
        KINGS[s] = 22 + 8 * s + 7;
        QUEENS[s] = 22 + 8 * s + 6;
    }
    for (int s = 0; s < 5; s++) SUIT_MASK[s] = 0;
    KING_MASK = 0;
    for (int c = 0; c < NCARDS; c++) SUIT_MASK[SUIT[c]] |= BIT(c);
    for (int s = 0; s < 4; s++) KING_MASK |= BIT(KINGS[s]);
    FIVE_POINT_MASK = KING_MASK | TRULA_MASK;
    for (int b = 0; b < 256; b++)
        for (int i = 0, k = 0; i < 8; i++)
            if ((b >> i) & 1) SELECT_IN_BYTE[b][k++] = (uint8_t)i;
    for (int v = 0; v < 6; v++) VALUE_AT_LEAST[v] = 0;
    for (int c = 0; c < NCARDS; c++) {
        HIGHER[c] = SUIT_MASK[SUIT[c]] & ~((BIT(c) << 1) - 1);
        COST[c] = cost_of(c);
        for (int v = 0; v <= VALUE[c]; v++) VALUE_AT_LEAST[v] |= BIT(c);
    }
}
