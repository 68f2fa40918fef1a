/* engine._native._slovenian: the Python face of the playout core.
 *
 * Every function takes flat buffers of 64-bit integers (engine/_native/layout.py), copies
 * what it reads into C structures, and plays with the GIL released. See
 * engine/_native/slovenian.py for the documented API; this module is its compiled backend.
 */
#include <string.h>

#include "core.h"

/* -- buffers --------------------------------------------------------------------------- */

typedef struct {
    Py_buffer view;
    int64_t *words;
    Py_ssize_t len;
    int held;
} Words;

static int format_ok(const char *f)
{
    if (f == NULL) return 1; /* unsigned bytes were not asked for: treat as raw words */
    if (*f == '@' || *f == '=' || *f == '<') f++;
    return (f[0] == 'q' || (f[0] == 'l' && sizeof(long) == 8)) && f[1] == '\0';
}

/* Get a buffer of 8-byte signed integers holding at least `need` words (`need` < 0: any). */
static int get_words(PyObject *obj, Words *w, int writable, Py_ssize_t need, const char *name)
{
    w->held = 0;
    w->words = NULL;
    w->len = 0;
    if (obj == NULL || obj == Py_None) return 0;
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, &w->view, flags) < 0) return -1;
    w->held = 1;
    if (w->view.itemsize != 8 || !format_ok(w->view.format)) {
        PyErr_Format(PyExc_TypeError, "%s: expected a buffer of 64-bit integers (array('q'))",
                     name);
        return -1;
    }
    w->words = (int64_t *)w->view.buf;
    w->len = w->view.len / 8;
    if (need >= 0 && w->len < need) {
        PyErr_Format(PyExc_ValueError, "%s: %zd words needed, %zd given", name, need, w->len);
        return -1;
    }
    return 0;
}

static void release(Words *w)
{
    if (w->held) PyBuffer_Release(&w->view);
    w->held = 0;
}

static int overlaps(const Words *a, const Words *b)
{
    if (!a->words || !b->words) return 0;
    const char *a0 = (const char *)a->words, *a1 = a0 + a->len * 8;
    const char *b0 = (const char *)b->words, *b1 = b0 + b->len * 8;
    return a0 < b1 && b0 < a1;
}

static int check_policy(long long policy)
{
    if (policy < 0 || policy > POLICY_MASK || POL_BID(policy) > 2 || POL_EXCHANGE(policy) > 1 ||
        POL_ANNOUNCE(policy) > 2 || POL_PLAY(policy) > 1) {
        PyErr_Format(PyExc_ValueError, "unknown policy %lld", policy);
        return -1;
    }
    return 0;
}

static const char *error_text(int err)
{
    switch (err) {
    case ERR_STATE: return "malformed state";
    case ERR_NO_LEGAL: return "no legal action in a state that is not over";
    case ERR_ILLEGAL: return "the first action is not legal";
    case ERR_TOO_LONG: return "the deal does not end";
    case ERR_TRACE: return "the trace buffer is full";
    case ERR_PHASE: return "not in the card play";
    default: return "error";
    }
}

static void store_result(const State *s, int actions, int64_t *out)
{
    for (int i = 0; i < RESULT_WORDS; i++) out[i] = 0;
    for (int p = 0; p < 4; p++) out[R_SCORES + p] = s->result.scores[p];
    out[R_DECLARER_POINTS] = s->result.declarer_points;
    out[R_WON] = s->result.won;
    out[R_CANCELLED] = s->result.cancelled;
    out[R_FOR_ALL] = s->result.for_all;
    out[R_TOTAL] = s->result.total;
    out[R_CONTRACT] = s->contract;
    out[R_DECLARER] = s->declarer;
    out[R_PARTNER] = s->partner;
    out[R_TRICKS] = s->ntricks;
    out[R_ACTIONS] = actions;
}

/* -- rollouts -------------------------------------------------------------------------- */

static PyObject *py_rollouts(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *kwlist[] = {"states", "rules", "policy", "seed", "results", "first", "repeat",
                             "out_states", "trace", "offsets", NULL};
    PyObject *o_states, *o_rules, *o_seed, *o_results;
    PyObject *o_first = Py_None, *o_out = Py_None, *o_trace = Py_None, *o_offsets = Py_None;
    long long policy;
    Py_ssize_t repeat = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOLOO|$OnOOO", kwlist, &o_states, &o_rules,
                                     &policy, &o_seed, &o_results, &o_first, &repeat, &o_out,
                                     &o_trace, &o_offsets))
        return NULL;
    uint64_t seed = PyLong_AsUnsignedLongLongMask(o_seed);
    if (PyErr_Occurred()) return NULL;
    if (check_policy(policy) < 0) return NULL;
    if (repeat < 1) return PyErr_Format(PyExc_ValueError, "repeat must be at least 1");
    if ((o_trace == Py_None) != (o_offsets == Py_None))
        return PyErr_Format(PyExc_ValueError, "trace and offsets go together");
    Words states, rules, results, first, out, trace, offsets;
    PyObject *ret = NULL;
    Py_ssize_t k = 0, total = 0;
    memset(&first, 0, sizeof first);
    memset(&out, 0, sizeof out);
    memset(&trace, 0, sizeof trace);
    memset(&offsets, 0, sizeof offsets);
    memset(&results, 0, sizeof results);
    memset(&rules, 0, sizeof rules);
    if (get_words(o_states, &states, 0, -1, "states") < 0) goto done;
    if (states.len % STATE_WORDS) {
        PyErr_Format(PyExc_ValueError, "states: a multiple of %d words needed", STATE_WORDS);
        goto done;
    }
    k = states.len / STATE_WORDS;
    total = k * repeat;
    if (get_words(o_rules, &rules, 0, RULES_WORDS, "rules") < 0) goto done;
    if (get_words(o_results, &results, 1, total * RESULT_WORDS, "results") < 0) goto done;
    if (get_words(o_first, &first, 0, k, "first") < 0) goto done;
    if (get_words(o_out, &out, 1, total * STATE_WORDS, "out_states") < 0) goto done;
    if (get_words(o_trace, &trace, 1, 0, "trace") < 0) goto done;
    if (get_words(o_offsets, &offsets, 1, total + 1, "offsets") < 0) goto done;
    {
        const Words *ins[3] = {&states, &rules, &first};
        const Words *outs[4] = {&results, &out, &trace, &offsets};
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 3; j++)
                if (overlaps(outs[i], ins[j])) {
                    PyErr_SetString(PyExc_ValueError, "an output buffer overlaps an input");
                    goto done;
                }
            for (int j = i + 1; j < 4; j++)
                if (overlaps(outs[i], outs[j])) {
                    PyErr_SetString(PyExc_ValueError, "two output buffers overlap");
                    goto done;
                }
        }
    }
    {
        Rules ru;
        load_rules(&ru, rules.words);
        int err = OK;
        Py_ssize_t bad = 0;
        Trace tr = {trace.words, 0, trace.len};
        Py_BEGIN_ALLOW_THREADS
        State start, s;
        for (Py_ssize_t row = 0; row < k && !err; row++) {
            err = load_state(&start, states.words + row * STATE_WORDS);
            int64_t f = first.words ? first.words[row] : -1;
            if (!err && (f < -1 || f >= ACT(K_PLAY + 1, 0))) err = ERR_ILLEGAL;
            if (err) {
                bad = row;
                break;
            }
            int first_action = (int)f;
            if (start.phase == PH_DONE) score_deal(&start, &ru);
            for (Py_ssize_t j = 0; j < repeat && !err; j++) {
                Py_ssize_t i = row * repeat + j;
                Rng rng;
                rng_seed(&rng, seed, (uint64_t)i);
                s = start;
                int moves = s.move;
                Trace *t = trace.words ? &tr : NULL;
                if (t) offsets.words[i] = t->len;
                if (first_action != -1) err = play_first(&s, &ru, first_action, t);
                if (!err) err = rollout(&s, &ru, (int)policy, &rng, t);
                if (err) bad = row;
                if (err) break;
                store_result(&s, s.move - moves, results.words + i * RESULT_WORDS);
                if (out.words) store_state(&s, out.words + i * STATE_WORDS);
                if (t) offsets.words[i + 1] = t->len;
            }
        }
        Py_END_ALLOW_THREADS
        if (err) {
            PyErr_Format(PyExc_ValueError, "state row %zd: %s", bad, error_text(err));
            goto done;
        }
    }
    ret = PyLong_FromSsize_t(total);
done:
    release(&states);
    release(&rules);
    release(&results);
    release(&first);
    release(&out);
    release(&trace);
    release(&offsets);
    return ret;
}

/* -- whole deals ----------------------------------------------------------------------- */

static PyObject *py_play_deals(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *kwlist[] = {"rules", "players", "count", "seed", "policy", "results",
                             "first_dealer", "radelci", "records", "out_states", "until", NULL};
    PyObject *o_rules, *o_seed, *o_results = Py_None, *o_radelci = Py_None, *o_records = Py_None;
    PyObject *o_out = Py_None;
    int players, first_dealer = 0, until = PH_DONE;
    Py_ssize_t count;
    long long policy;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OinOL|O$iOOOi", kwlist, &o_rules, &players,
                                     &count, &o_seed, &policy, &o_results, &first_dealer,
                                     &o_radelci, &o_records, &o_out, &until))
        return NULL;
    uint64_t seed = PyLong_AsUnsignedLongLongMask(o_seed);
    if (PyErr_Occurred()) return NULL;
    if (check_policy(policy) < 0) return NULL;
    if (players != 3 && players != 4) return PyErr_Format(PyExc_ValueError, "3 or 4 players");
    if (count < 0) return PyErr_Format(PyExc_ValueError, "count must not be negative");
    if (first_dealer < 0 || first_dealer >= players)
        return PyErr_Format(PyExc_ValueError, "first_dealer out of range");
    if (until < PH_BIDDING || until > PH_DONE)
        return PyErr_Format(PyExc_ValueError, "until must be a phase");
    Words rules, results, radelci, records, out;
    memset(&results, 0, sizeof results);
    memset(&radelci, 0, sizeof radelci);
    memset(&records, 0, sizeof records);
    memset(&out, 0, sizeof out);
    PyObject *ret = NULL;
    if (get_words(o_rules, &rules, 0, RULES_WORDS, "rules") < 0) goto done;
    if (get_words(o_results, &results, 1, count * RESULT_WORDS, "results") < 0) goto done;
    if (get_words(o_radelci, &radelci, 0, players, "radelci") < 0) goto done;
    if (get_words(o_records, &records, 1, count * DEAL_WORDS, "records") < 0) goto done;
    if (get_words(o_out, &out, 1, count * STATE_WORDS, "out_states") < 0) goto done;
    if (overlaps(&results, &records) || overlaps(&results, &out) || overlaps(&records, &out)) {
        PyErr_SetString(PyExc_ValueError, "two output buffers overlap");
        goto done;
    }
    {
        Rules ru;
        load_rules(&ru, rules.words);
        int rad[4] = {0, 0, 0, 0};
        for (int p = 0; p < players && radelci.words; p++) rad[p] = (int)radelci.words[p];
        int err = OK;
        Py_ssize_t bad = 0;
        Py_BEGIN_ALLOW_THREADS
        State s;
        for (Py_ssize_t i = 0; i < count && !err; i++) {
            Rng rng;
            rng_seed(&rng, seed, (uint64_t)i);
            int annulled;
            deal_new(&s, &ru, &rng, players, (int)((first_dealer + i) % players), rad, &annulled);
            int64_t *rec = records.words ? records.words + i * DEAL_WORDS : NULL;
            if (rec) {
                rec[D_DEALER] = s.dealer;
                rec[D_COMPULSORY_KLOP] = s.compulsory_klop;
                rec[D_ANNULLED] = annulled;
                for (int c = 0; c < 6; c++) rec[D_TALON + c] = s.talon[c];
                for (int p = 0; p < 4; p++) rec[D_HANDS + p] = p < players ? (int64_t)s.hands[p] : 0;
                for (int a = D_HANDS + 4; a < DEAL_WORDS; a++) rec[a] = -1;
            }
            int nactions = 0;
            while (s.phase < until && s.phase != PH_DONE) {
                int a;
                err = choose_action(&s, &ru, (int)policy, &rng, &a);
                if (err) break;
                if (rec) {
                    if (nactions >= MAX_DEAL_ACTIONS) {
                        err = ERR_TOO_LONG;
                        break;
                    }
                    rec[D_ACTIONS + nactions] = a;
                }
                nactions++;
                if (apply_action(&s, &ru, a) < 0) {
                    err = ERR_STATE;
                    break;
                }
            }
            if (err) {
                bad = i;
                break;
            }
            if (rec) rec[D_NACTIONS] = nactions;
            if (results.words) {
                if (s.phase != PH_DONE) memset(&s.result, 0, sizeof s.result);
                store_result(&s, nactions, results.words + i * RESULT_WORDS);
            }
            if (out.words) store_state(&s, out.words + i * STATE_WORDS);
        }
        Py_END_ALLOW_THREADS
        if (err) {
            PyErr_Format(PyExc_ValueError, "deal %zd: %s", bad, error_text(err));
            goto done;
        }
    }
    ret = PyLong_FromSsize_t(count);
done:
    release(&rules);
    release(&results);
    release(&radelci);
    release(&records);
    release(&out);
    return ret;
}

/* -- small helpers for tests and tools ------------------------------------------------- */

static PyObject *py_legal_actions(PyObject *self, PyObject *args)
{
    PyObject *o_state, *o_rules;
    if (!PyArg_ParseTuple(args, "OO", &o_state, &o_rules)) return NULL;
    Words st, ru;
    memset(&ru, 0, sizeof ru);
    PyObject *ret = NULL;
    if (get_words(o_state, &st, 0, STATE_WORDS, "state") < 0) goto done;
    if (get_words(o_rules, &ru, 0, RULES_WORDS, "rules") < 0) goto done;
    {
        State s;
        Rules r;
        load_rules(&r, ru.words);
        if (load_state(&s, st.words) != OK) {
            PyErr_SetString(PyExc_ValueError, "malformed state");
            goto done;
        }
        int legal[MAX_LEGAL];
        int k = legal_actions(&s, &r, legal);
        ret = PyList_New(k);
        if (!ret) goto done;
        for (int i = 0; i < k; i++) PyList_SET_ITEM(ret, i, PyLong_FromLong(legal[i]));
    }
done:
    release(&st);
    release(&ru);
    return ret;
}

/* -- exact play ------------------------------------------------------------------------ */

static PyObject *py_solve(PyObject *self, PyObject *args, PyObject *kwargs)
{
    static char *kwlist[] = {"states", "rules", "values", "first", "limit", "nodes",
                             "endgame", "policy", "table", NULL};
    PyObject *o_states, *o_rules, *o_values, *o_first = Py_None, *o_nodes = Py_None;
    long long limit = 1000000, endgame = 16, policy = THUMB_POLICY, table = SOLVE_TABLE;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOO|$OLOLLL", kwlist, &o_states, &o_rules,
                                     &o_values, &o_first, &limit, &o_nodes, &endgame, &policy,
                                     &table))
        return NULL;
    if (limit < 1) return PyErr_Format(PyExc_ValueError, "limit must be at least 1");
    if (table < 0) return PyErr_Format(PyExc_ValueError, "table must not be negative");
    if (endgame < 1) return PyErr_Format(PyExc_ValueError, "endgame must be at least 1");
    if (check_policy(policy) < 0) return NULL;
    Words states, rules, values, first, nodes;
    PyObject *ret = NULL;
    memset(&rules, 0, sizeof rules);
    memset(&values, 0, sizeof values);
    memset(&first, 0, sizeof first);
    memset(&nodes, 0, sizeof nodes);
    Py_ssize_t k = 0;
    if (get_words(o_states, &states, 0, -1, "states") < 0) goto done;
    if (states.len % STATE_WORDS) {
        PyErr_Format(PyExc_ValueError, "states: a multiple of %d words needed", STATE_WORDS);
        goto done;
    }
    k = states.len / STATE_WORDS;
    if (get_words(o_rules, &rules, 0, RULES_WORDS, "rules") < 0) goto done;
    if (get_words(o_values, &values, 1, k, "values") < 0) goto done;
    if (get_words(o_first, &first, 0, k, "first") < 0) goto done;
    if (get_words(o_nodes, &nodes, 1, k, "nodes") < 0) goto done;
    if (overlaps(&values, &states) || overlaps(&values, &first) || overlaps(&nodes, &states) ||
        overlaps(&nodes, &first) || overlaps(&values, &nodes)) {
        PyErr_SetString(PyExc_ValueError, "an output buffer overlaps another buffer");
        goto done;
    }
    {
        Rules ru;
        load_rules(&ru, rules.words);
        int err = OK;
        Py_ssize_t bad = 0;
        Table tt = {NULL, 0, 0, (size_t)table};
        Py_BEGIN_ALLOW_THREADS
        State s;
        for (Py_ssize_t row = 0; row < k; row++) {
            err = load_state(&s, states.words + row * STATE_WORDS);
            int64_t f = first.words ? first.words[row] : -1;
            if (!err && f != -1) err = play_first(&s, &ru, (int)f, NULL);
            if (!err && s.phase != PH_PLAY && s.phase != PH_DONE) err = ERR_PHASE;
            if (!err) err = play_until_endgame(&s, &ru, (int)policy, (int)endgame, row);
            if (!err && s.phase == PH_DONE) score_deal(&s, &ru);
            if (err) {
                bad = row;
                break;
            }
            int64_t visited = 0;
            values.words[row] = solve_state(&s, &ru, limit, &visited, table ? &tt : NULL);
            if (nodes.words) nodes.words[row] = visited;
        }
        free(tt.slots);
        Py_END_ALLOW_THREADS
        if (err) {
            PyErr_Format(PyExc_ValueError, "state row %zd: %s", bad, error_text(err));
            goto done;
        }
    }
    ret = PyLong_FromSsize_t(k);
done:
    release(&states);
    release(&rules);
    release(&values);
    release(&first);
    release(&nodes);
    return ret;
}

static int put(PyObject *d, const char *name, long long v)
{
    PyObject *o = PyLong_FromLongLong(v);
    if (!o) return -1;
    int rc = PyDict_SetItemString(d, name, o);
    Py_DECREF(o);
    return rc;
}

static PyObject *py_layout(PyObject *self, PyObject *noargs)
{
    PyObject *d = PyDict_New();
    if (!d) return NULL;
#define P(name) \
    if (put(d, #name, name) < 0) goto fail;
    P(S_N) P(S_PHASE) P(S_TO_MOVE) P(S_DEALER) P(S_FOREHAND) P(S_COMPULSORY_KLOP) P(S_MOVE)
    P(S_PASSED) P(S_HIGH) P(S_HIGH_HOLDER) P(S_NBIDS) P(S_CONTRACT) P(S_DECLARER) P(S_CALLED)
    P(S_CALLED_HOLDER) P(S_PARTNER) P(S_TALON_GROUP) P(S_TAKEN) P(S_DISCARDS) P(S_DISCARDS_LEFT)
    P(S_KNOWN) P(S_ANN_TURN_CALLS) P(S_ANN_HAD_TURN) P(S_ANN_PASS_STREAK) P(S_ANN_CALLS)
    P(S_LEADER) P(S_TRICK_LEN) P(S_TRICK_EXTRA) P(S_NTRICKS) P(S_OPP_TALON) P(S_REMAINDER)
    P(S_OPEN_HAND_PUBLIC) P(S_MOND_CAPTURED) P(S_TRICK) P(S_HANDS) P(S_PILES) P(S_RADELCI)
    P(S_TALON) P(S_ANNOUNCED) P(S_KONTRA) P(S_BIDS) P(S_HISTORY) P(S_LEADERS) P(S_WINNERS)
    P(STATE_WORDS) P(MAX_BIDS)
    P(R_SCORES) P(R_DECLARER_POINTS) P(R_WON) P(R_CANCELLED) P(R_FOR_ALL) P(R_TOTAL)
    P(R_CONTRACT) P(R_DECLARER) P(R_PARTNER) P(R_TRICKS) P(R_ACTIONS) P(RESULT_WORDS)
    P(RULES_WORDS) P(RU_ROUND_DIFFERENCE_4P) P(RU_ROUND_DIFFERENCE_3P) P(RU_ROUND_KLOP)
    P(RU_KLOP_FULL_THRESHOLD) P(RU_KLOP_FULL_AND_EMPTY) P(RU_KLOP_SEVERAL_EMPTIES)
    P(RU_KLOP_RADELC_DOUBLING) P(RU_KLOP_KONTRA) P(RU_KONTRA_TRULA_KINGS) P(RU_KONTRA_MAX)
    P(RU_MOND_PENALTY) P(RU_MOND_PENALTY_SCOPE) P(RU_ANNOUNCED_MONDFANG) P(RU_EMPEROR_ANY_ORDER)
    P(RU_FORCED_PAGAT) P(RU_PAGAT_NEGATIVE) P(RU_TAROK_DISCARDS) P(RU_BID_PRIORITY)
    P(RU_CONTRACTS_3P) P(RU_NO_TAROK) P(RU_ZARUF_REMAINDER) P(RU_RADELC_END_PENALTY)
    P(D_DEALER) P(D_COMPULSORY_KLOP) P(D_ANNULLED) P(D_NACTIONS) P(D_TALON) P(D_HANDS)
    P(D_ACTIONS) P(MAX_DEAL_ACTIONS) P(DEAL_WORDS) P(T_DECISION) P(T_PLAY) P(T_TRICK)
    P(POLICY_MASK) P(SOLVE_TABLE)
#undef P
    return d;
fail:
    Py_DECREF(d);
    return NULL;
}

static PyObject *tuple_of_ints(const int *v, int k)
{
    PyObject *t = PyTuple_New(k);
    if (!t) return NULL;
    for (int i = 0; i < k; i++) PyTuple_SET_ITEM(t, i, PyLong_FromLong(v[i]));
    return t;
}

static PyObject *py_tables(PyObject *self, PyObject *noargs)
{
    int suit[NCARDS], rank[NCARDS], value[NCARDS], contracts[NCONTRACTS * 6];
    PyObject *cost = PyTuple_New(NCARDS);
    if (!cost) return NULL;
    for (int c = 0; c < NCARDS; c++) {
        suit[c] = SUIT[c];
        rank[c] = RANK[c];
        value[c] = VALUE[c];
        PyTuple_SET_ITEM(cost, c, PyFloat_FromDouble(COST[c]));
    }
    for (int c = 0; c < NCONTRACTS; c++) {
        const ContractInfo *i = &CONTRACTS[c];
        int row[6] = {i->value, i->talon_group, i->calls_king, i->normal, i->negative,
                      i->declarer_leads};
        memcpy(contracts + 6 * c, row, sizeof row);
    }
    return Py_BuildValue("{sNsNsNsNsN}", "suit", tuple_of_ints(suit, NCARDS), "rank",
                         tuple_of_ints(rank, NCARDS), "value", tuple_of_ints(value, NCARDS),
                         "cost", cost, "contracts", tuple_of_ints(contracts, NCONTRACTS * 6));
}

static PyObject *py_hand_values(PyObject *self, PyObject *arg)
{
    unsigned long long hand = PyLong_AsUnsignedLongLongMask(arg);
    if (PyErr_Occurred()) return NULL;
    return Py_BuildValue("(dd)", strength(hand), beggar_danger(hand));
}

static PyMethodDef methods[] = {
    {"rollouts", (PyCFunction)(void (*)(void))py_rollouts, METH_VARARGS | METH_KEYWORDS,
     "Play every state row to the end (repeat times each); see engine._native.slovenian."},
    {"play_deals", (PyCFunction)(void (*)(void))py_play_deals, METH_VARARGS | METH_KEYWORDS,
     "Deal and play whole deals; see engine._native.slovenian."},
    {"solve", (PyCFunction)(void (*)(void))py_solve, METH_VARARGS | METH_KEYWORDS,
     "The exact value of each state row's card play; see engine._native.slovenian."},
    {"legal_actions", py_legal_actions, METH_VARARGS, "Legal action codes of one state row."},
    {"layout", py_layout, METH_NOARGS, "The buffer layout constants."},
    {"tables", py_tables, METH_NOARGS, "The card and contract tables."},
    {"hand_values", py_hand_values, METH_O, "(strength, beggar danger) of a hand."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_slovenian",
    "The compiled playout core of Slovenian tarok (see engine._native.slovenian).", -1, methods,
};

#ifndef SOURCE_HASH
#define SOURCE_HASH "unknown" /* built outside setup.py */
#endif

PyMODINIT_FUNC PyInit__slovenian(void)
{
    init_tables();
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddStringConstant(m, "SOURCE_HASH", SOURCE_HASH) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
