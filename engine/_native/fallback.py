"""The pure-Python backend of :mod:`engine._native.slovenian`: the same API, the same results.

Each state row is decoded into a :class:`~engine.slovenian.state.DealState` and played by the
Python engine itself (``legal_actions``, ``apply_unchecked``) with the computer players'
rules of thumb (:mod:`engine.slovenian.ai.playout`, :mod:`engine.slovenian.ai.heuristics`) —
the one place outside the tests that imports them. Random choices use the core's generator
(splitmix64) and pick by index among the legal actions in the engine's order, so that a seed
gives the same deals, choices and scores in both backends (``tests/native`` checks it).
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Callable, MutableSequence, Sequence
from types import ModuleType
from typing import Any

from engine._native import layout as L
from engine._native.layout import Words
from engine.core.errors import TarokError
from engine.slovenian import actions as A
from engine.slovenian import game as G
from engine.slovenian.actions import Action
from engine.slovenian.cards import SUIT, TRULA_MASK, VALUE, cards_of
from engine.slovenian.contracts import CONTRACTS
from engine.slovenian.dealing import deal_cards
from engine.slovenian.facts import side_piles
from engine.slovenian.rules import Rules
from engine.slovenian.state import DealState, Phase
from engine.slovenian.tricks import playable

M64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
MAX_STEPS = 4000
NO_LEGAL = "no legal action in a state that is not over"
TRACE_FULL = "the trace buffer is full"


def mix64(z: int) -> int:
    """splitmix64's output function."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return z ^ (z >> 31)


class Rng:
    """The core's generator: stream ``index`` of a call seeded with ``seed``."""

    __slots__ = ("x",)

    def __init__(self, seed: int, index: int) -> None:
        self.x = ((seed & M64) + mix64(index + 1)) & M64

    def below(self, k: int) -> int:
        """A number in ``[0, k)`` (one draw)."""
        self.x = (self.x + GOLDEN) & M64
        return ((mix64(self.x) >> 32) * k) >> 32


class _Shuffler(random.Random):
    """A ``random.Random`` whose shuffle draws from an :class:`Rng` (for ``deal_cards``)."""

    def __init__(self, rng: Rng) -> None:
        super().__init__(0)
        self.rng = rng

    def shuffle(self, x: MutableSequence[Any]) -> None:
        """Fisher–Yates from the last element down, as ``random.shuffle`` and the core."""
        for i in range(len(x) - 1, 0, -1):
            j = self.rng.below(i + 1)
            x[i], x[j] = x[j], x[i]


def _policy() -> tuple[ModuleType, ModuleType]:
    """The Python rules of thumb: the card play and playouts, and the phase heuristics."""
    # The only import of the Python policy; late, as the computer players may import us.
    from engine.slovenian.ai import heuristics, playout

    return playout, heuristics


def _thumb() -> ModuleType:
    return _policy()[0]


def _check_policy(policy: int) -> None:
    if (
        not 0 <= policy <= L.POLICY_MASK
        or policy & 3 > 2
        or policy >> 2 & 3 > 1
        or policy >> 4 & 3 > 2
        or policy >> 6 & 3 > 1
    ):
        raise ValueError(f"unknown policy {policy}")


def choose(s: DealState, policy: int, rng: Rng) -> Action:
    """The action ``policy`` takes in ``s`` (drawing from ``rng`` for a uniform choice)."""
    ph = s.phase
    if ph == Phase.PLAY:
        if policy >> 6 & 3 == 1:
            t = _thumb()
            sides: Callable[[DealState, int], int] = (
                t.known_side_mask if policy & L.SECRET_PARTNER else t.side_mask
            )
            card: int = t.play_card(s, sides(s, s.to_move))
            return A.PLAYS[card]
        cards = cards_of(playable(s))
        if not cards:
            raise ValueError(NO_LEGAL)
        return A.PLAYS[cards[rng.below(len(cards))]]
    legal = G.legal_actions(s)
    if not legal:
        raise ValueError(NO_LEGAL)
    if ph in (Phase.BIDDING, Phase.DECLARE):
        mode = policy & 3
        if mode == 2:
            if ph == Phase.BIDDING:
                return legal[rng.below(len(legal))] if s.n == 3 and not s.bids else A.PASS
            if any(c >= 0 for _, c in s.bids):
                return legal[0]
            return legal[rng.below(len(legal))]
    elif ph == Phase.ANNOUNCE:
        mode = policy >> 4 & 3
        if mode == 2:
            return A.PASS
    else:
        mode = policy >> 2 & 3
    if mode == 1:
        action: Action = _thumb().phase_action(s)
        return action
    return legal[rng.below(len(legal))]


class _Trace:
    """Writes a rollout's trace into the caller's buffer, like the core."""

    __slots__ = ("buf", "len")

    def __init__(self, buf: Words) -> None:
        self.buf = buf
        self.len = 0

    def put(self, words: Sequence[int]) -> None:
        end = self.len + len(words)
        if end > len(self.buf):
            raise ValueError(TRACE_FULL)
        self.buf[self.len : end] = array("q", words)
        self.len = end


def _apply(s: DealState, action: Action, trace: _Trace | None) -> None:
    if trace is not None:
        if s.phase == Phase.PLAY:
            trace.put((L.T_PLAY, s.to_move, playable(s), action.arg))
        else:
            legal = [L.action_code(a) for a in G.legal_actions(s)]
            trace.put((L.T_DECISION, s.to_move, len(legal), *legal, L.action_code(action)))
    tricks = len(s.tricks)
    G.apply_unchecked(s, action)
    if trace is not None and len(s.tricks) > tricks:
        trace.put((L.T_TRICK, s.tricks[-1].winner))


def _decode(states: Sequence[int], rules: Rules, row: int) -> DealState:
    if L.state_problem(states, row) is not None:
        raise ValueError(f"state row {row}: malformed state")
    try:
        return L.decode_state(states, rules, row)
    except L.ImpossibleDeal as exc:
        raise ValueError(
            f"state row {row}: a finished deal the rules cannot produce: {exc}"
        ) from exc
    except (ValueError, IndexError, KeyError, TarokError) as exc:
        raise ValueError(f"state row {row}: malformed state") from exc


def rollouts(
    states: Sequence[int],
    rules: Sequence[int],
    policy: int,
    seed: int,
    results: Words,
    *,
    first: Sequence[int] | None = None,
    repeat: int = 1,
    out_states: Words | None = None,
    trace: Words | None = None,
    offsets: Words | None = None,
) -> int:
    """See :func:`engine._native.slovenian.rollouts`."""
    _check_policy(policy)
    if repeat < 1:
        raise ValueError("repeat must be at least 1")
    if (trace is None) != (offsets is None):
        raise ValueError("trace and offsets go together")
    if len(states) % L.STATE_WORDS:
        raise ValueError(f"states: a multiple of {L.STATE_WORDS} words needed")
    k = len(states) // L.STATE_WORDS
    total = k * repeat
    if len(results) < total * L.RESULT_WORDS:
        raise ValueError("results: too short")
    if out_states is not None and len(out_states) < total * L.STATE_WORDS:
        raise ValueError("out_states: too short")
    if offsets is not None and len(offsets) < total + 1:
        raise ValueError("offsets: too short")
    r = L.decode_rules(rules)
    tr = _Trace(trace) if trace is not None else None
    for row in range(k):
        start = _decode(states, r, row)
        f = first[row] if first is not None else -1
        _check_first(start, f, row)
        for j in range(repeat):
            i = row * repeat + j
            rng = Rng(seed, i)
            s = start.clone()
            moves = s.move
            if tr is not None and offsets is not None:
                offsets[i] = tr.len
            try:
                _play(s, f, policy, rng, tr)
            except (ValueError, IndexError, KeyError, AssertionError, TarokError) as exc:
                # A row that passed the checks but still cannot be played (cards missing,
                # say) is refused like the core refuses it.
                raise ValueError(f"state row {row}: {exc}") from exc
            assert s.result is not None
            L.encode_result(s.result, s, s.move - moves, results, i)
            if out_states is not None:
                L.encode_state(s, out_states, i)
            if tr is not None and offsets is not None:
                offsets[i + 1] = tr.len
    return total


def _play(s: DealState, first: int, policy: int, rng: Rng, trace: _Trace | None) -> None:
    if first != -1:
        _apply(s, L.code_action(first), trace)
    steps = 0
    while s.phase != Phase.DONE:
        steps += 1
        if steps > MAX_STEPS:
            raise ValueError("the deal does not end")
        _apply(s, choose(s, policy, rng), trace)


def _legal_code(s: DealState, code: int) -> bool:
    try:
        action = L.code_action(code)
    except TarokError:
        return False
    return G.is_legal(s, action)


def _check_first(s: DealState, code: int, row: int) -> None:
    """Refuse a row's first action (-1: none) that is no legal action of its state."""
    if code != -1 and not (
        0 <= code < (A.Kind.PLAY + 1) << 6 and s.phase != Phase.DONE and _legal_code(s, code)
    ):
        raise ValueError(f"state row {row}: the first action is not legal")


def deal(
    rules: Rules, players: int, seed: int, index: int, dealer: int, radelci: Sequence[int]
) -> tuple[DealState, Rng, int]:
    """Deal ``index`` of a call seeded with ``seed``, as the core deals it: the new state,
    its generator (to play on with) and how many tarokless deals were thrown in first."""
    rng = Rng(seed, index)
    shuffler = _Shuffler(rng)
    annulled = 0
    compulsory = False
    while True:
        hands, talon = deal_cards(shuffler, players, dealer)
        if not G.has_no_tarok(hands):
            break
        # A hand without a tarok: annulled, the same dealer deals again (V25).
        annulled += 1
        if rules.no_tarok == "compulsory_klop":
            compulsory = True
    s = G.new_deal(rules, hands, talon, dealer, compulsory_klop=compulsory, radelci=radelci)
    return s, rng, annulled


def play_deals(
    rules: Sequence[int],
    players: int,
    count: int,
    seed: int,
    policy: int,
    results: Words | None = None,
    *,
    first_dealer: int = 0,
    radelci: Sequence[int] | None = None,
    records: Words | None = None,
    out_states: Words | None = None,
    until: int = Phase.DONE,
) -> int:
    """See :func:`engine._native.slovenian.play_deals`."""
    _check_policy(policy)
    if players not in (3, 4):
        raise ValueError("3 or 4 players")
    if count < 0:
        raise ValueError("count must not be negative")
    if not 0 <= first_dealer < players:
        raise ValueError("first_dealer out of range")
    if not Phase.BIDDING <= until <= Phase.DONE:
        raise ValueError("until must be a phase")
    for name, buf, words in (
        ("results", results, L.RESULT_WORDS),
        ("records", records, L.DEAL_WORDS),
        ("out_states", out_states, L.STATE_WORDS),
    ):
        if buf is not None and len(buf) < count * words:
            raise ValueError(f"{name}: too short")
    if radelci is not None and len(radelci) < players:
        raise ValueError("radelci: too short")
    r = L.decode_rules(rules)
    rad = list(radelci[:players]) if radelci is not None else [0] * players
    for i in range(count):
        s, rng, annulled = deal(r, players, seed, i, (first_dealer + i) % players, rad)
        dealer, hands, talon, compulsory = s.dealer, s.hands[:], s.talon, s.compulsory_klop
        actions: list[int] = []
        while s.phase < until and s.phase != Phase.DONE:
            a = choose(s, policy, rng)
            if len(actions) >= L.MAX_DEAL_ACTIONS and records is not None:
                raise ValueError(f"deal {i}: the deal does not end")
            actions.append(L.action_code(a))
            G.apply_unchecked(s, a)
        if records is not None:
            o = i * L.DEAL_WORDS
            head = [dealer, int(compulsory), annulled, len(actions), *talon]
            head += [*hands, *[0] * (4 - players)]
            head += [-1] * (L.D_ACTIONS - len(head))
            tail = [-1] * (L.MAX_DEAL_ACTIONS - len(actions))
            records[o : o + L.DEAL_WORDS] = array("q", [*head, *actions, *tail])
        if results is not None:
            if s.result is not None:
                L.encode_result(s.result, s, len(actions), results, i)
            else:
                _unfinished_result(s, len(actions), results, i)
        if out_states is not None:
            L.encode_state(s, out_states, i)
    return count


def _unfinished_result(s: DealState, actions: int, out: Words, row: int) -> None:
    o = row * L.RESULT_WORDS
    values = [0] * L.RESULT_WORDS
    values[L.R_CONTRACT] = -1 if s.contract is None else int(s.contract)
    values[L.R_DECLARER] = s.declarer
    values[L.R_PARTNER] = s.partner
    values[L.R_TRICKS] = len(s.tricks)
    values[L.R_ACTIONS] = actions
    out[o : o + L.RESULT_WORDS] = array("q", values)


def legal_actions(state: Sequence[int], rules: Sequence[int]) -> list[int]:
    """The legal action codes of one state row."""
    s = _decode(state, L.decode_rules(rules), 0)
    return [L.action_code(a) for a in G.legal_actions(s)]


def layout() -> dict[str, int]:
    """The layout constants, as the compiled module reports them."""
    out = {
        name: value
        for name, value in vars(L).items()
        if isinstance(value, int) and name.startswith(("S_", "R_", "D_", "T_"))
    }
    out |= {f"RU_{name.upper()}": i for i, name in enumerate(L.RULE_FIELDS)}
    for name in ("STATE_WORDS", "RESULT_WORDS", "RULES_WORDS", "DEAL_WORDS", "MAX_BIDS"):
        out[name] = getattr(L, name)
    out["MAX_DEAL_ACTIONS"] = L.MAX_DEAL_ACTIONS
    out["POLICY_MASK"] = L.POLICY_MASK
    out["SOLVE_TABLE"] = L.SOLVE_TABLE
    return out


def tables() -> dict[str, tuple[Any, ...]]:
    """The card and contract tables of the Python engine, as the compiled module gives them."""
    from engine.slovenian.cards import RANK, SUIT, VALUE

    rows: list[int] = []
    for row in CONTRACTS:
        rows += [
            row.value,
            row.talon_group,
            int(row.calls_king),
            int(row.normal),
            int(row.negative),
            int(row.declarer_leads),
        ]
    return {
        "suit": tuple(SUIT),
        "rank": tuple(RANK),
        "value": tuple(VALUE),
        "cost": tuple(_thumb().COST),
        "contracts": tuple(rows),
    }


def hand_values(hand: int) -> tuple[float, float]:
    """(strength, beggar danger) of a hand by the rules of thumb."""
    heuristics = _policy()[1]
    return heuristics.strength(hand), heuristics.beggar_danger(hand)


SOLVE_ABORTED = -(1 << 63)
"""The value of a row whose exact solution needs more nodes than the limit."""

_HIGHER = tuple(sum(1 << d for d in range(c + 1, 54) if SUIT[d] == SUIT[c]) for c in range(54))
"""The cards of each card's suit ranking above it (the deck orders each suit by rank)."""


class _Aborted(Exception):
    """The node limit was reached."""


def side_value(s: DealState) -> int:
    """The declarer's side's sum of n × score − the sum of all scores: (n − 1) times the
    side's total of the values score − the others' average (see solve.c)."""
    assert s.result is not None
    scores = s.result.scores
    total = sum(scores)
    d = s.declarer_side()
    return sum(s.n * scores[p] - total for p in range(s.n) if d >> p & 1)


def distinct_plays(s: DealState, m: int) -> int:
    """The cards of ``m`` worth trying: the highest of each run of interchangeable cards of
    the hand on turn (one suit, one value, nothing left between them; never a trula card)."""
    live = 0
    for c in s.trick:
        live |= 1 << c
    for h in s.hands:
        live |= h
    keep = 0
    rest = m
    while rest:
        c = (rest & -rest).bit_length() - 1
        rest &= rest - 1
        above = _HIGHER[c] & live
        if above and not (1 << c) & TRULA_MASK:
            d = (above & -above).bit_length() - 1
            if (1 << d) & m and not (1 << d) & TRULA_MASK and VALUE[d] == VALUE[c]:
                continue
        keep |= 1 << c
    return keep


_V_MIN = -(M64 >> 1)
_V_MAX = M64 >> 1

TableKey = tuple[tuple[int, ...], int, int, int, int, int, tuple[int, ...]]


class Table:
    """The positions solved so far at the start of a trick, with bounds on their values
    (see solve.c): one per call, shared by its rows, keeping at most ``most`` positions —
    the very positions the core keeps."""

    __slots__ = ("bounds", "most")

    def __init__(self, most: int) -> None:
        self.bounds: dict[TableKey, tuple[int, int]] = {}
        self.most = most

    def store(self, key: TableKey, lo: int, hi: int) -> None:
        """Record a position's bounds (a new one only while there is room)."""
        if key in self.bounds or len(self.bounds) < self.most:
            self.bounds[key] = (lo, hi)


def table_key(s: DealState) -> TableKey:
    """What decides the value of the rest of the card play from the start of a trick (see
    solve.c): the hands, the leader, each side's cards and tricks won, the talon's remainder
    not yet given and whose Mond was caught."""
    d = s.declarer_side()
    pile_d, pile_o = side_piles(s)
    decl_tricks = sum(1 for t in s.tricks if d >> t.winner & 1)
    return (tuple(s.hands), pile_d, pile_o, s.remainder, s.leader, decl_tricks, s.mond_captured)


def _solve_node(
    s: DealState, alpha: int, beta: int, count: list[int], limit: int, table: Table | None
) -> int:
    if s.phase == Phase.DONE:
        return side_value(s)
    count[0] += 1
    if count[0] > limit:
        raise _Aborted
    key: TableKey | None = None
    if table is not None and not s.trick:
        key = table_key(s)
        hit = table.bounds.get(key)
        if hit is not None:
            lo, hi = hit
            if lo == hi or lo >= beta:
                return lo
            if hi <= alpha:
                return hi
    alpha0, beta0 = alpha, beta
    m = distinct_plays(s, playable(s))
    maxing = s.declarer_side() >> s.to_move & 1
    t = _thumb()
    first: int = t.play_card(s, t.side_mask(s, s.to_move))
    if not (1 << first) & m:
        upper = _HIGHER[first] & m
        first = (upper & -upper).bit_length() - 1
    rest = m & ~(1 << first)
    best = _V_MIN if maxing else _V_MAX
    card = first
    while True:
        nxt = s.clone()
        G.apply_unchecked(nxt, A.PLAYS[card])
        v = _solve_node(nxt, alpha, beta, count, limit, table)
        if maxing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta or not rest:
            break
        card = (rest & -rest).bit_length() - 1
        rest &= rest - 1
    if table is not None and key is not None:
        # Fail-soft: at or below the window a bound from above, at or above it one from
        # below, inside it the exact value.
        lo = best if best >= beta0 or best > alpha0 else _V_MIN
        hi = best if best <= alpha0 or best < beta0 else _V_MAX
        table.store(key, lo, hi)
    return best


def solve_state(s: DealState, limit: int, table: Table | None = None) -> tuple[int, int]:
    """The exact value of ``s`` in the card play (:func:`side_value`, both sides playing
    perfectly with every hand open) or :data:`SOLVE_ABORTED` past ``limit`` nodes, and the
    nodes visited — the very nodes the core visits, in its order. ``table`` keeps the
    positions solved for later solutions (of the same call)."""
    count = [0]
    try:
        value = _solve_node(s, _V_MIN, _V_MAX, count, limit, table)
    except _Aborted:
        return SOLVE_ABORTED, count[0]
    return value, count[0]


def solve(
    states: Sequence[int],
    rules: Sequence[int],
    values: Words,
    *,
    first: Sequence[int] | None = None,
    limit: int = 1_000_000,
    nodes: Words | None = None,
    endgame: int = 16,
    policy: int = L.THUMB,
    table: int = L.SOLVE_TABLE,
) -> int:
    """See :func:`engine._native.slovenian.solve`."""
    if limit < 1:
        raise ValueError("limit must be at least 1")
    if table < 0:
        raise ValueError("table must not be negative")
    if endgame < 1:
        raise ValueError("endgame must be at least 1")
    _check_policy(policy)
    if len(states) % L.STATE_WORDS:
        raise ValueError(f"states: a multiple of {L.STATE_WORDS} words needed")
    k = len(states) // L.STATE_WORDS
    if len(values) < k or (nodes is not None and len(nodes) < k):
        raise ValueError("values or nodes: too short")
    r = L.decode_rules(rules)
    kept = Table(table) if table else None
    for row in range(k):
        s = _decode(states, r, row)
        f = first[row] if first is not None else -1
        _check_first(s, f, row)
        if f != -1:
            G.apply_unchecked(s, L.code_action(f))
        if s.phase not in (Phase.PLAY, Phase.DONE):
            raise ValueError(f"state row {row}: not in the card play")
        rng = Rng(0, row)
        while s.phase == Phase.PLAY and 48 // s.n - len(s.tricks) > endgame:
            G.apply_unchecked(s, choose(s, policy, rng))
        values[row], visited = solve_state(s, limit, kept)
        if nodes is not None:
            nodes[row] = visited
    return k
