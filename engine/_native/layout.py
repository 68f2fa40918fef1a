"""The flat integer layout of a Slovenian tarok deal, its rules and its results.

Everything that crosses into the native core is a buffer of signed 64-bit integers (an
``array("q")``, or any writable buffer of 8-byte integers): a batch of states is
``k * STATE_WORDS`` words, row after row. The C side (``src/layout.h``) uses the same
offsets; a test compares the two.

State (one row, ``STATE_WORDS`` words) — every field of
:class:`~engine.slovenian.state.DealState` but its rules and its score sheet, so that
:func:`decode_state` rebuilds a state equal to the one :func:`encode_state` was given:

* scalars from ``S_N`` to ``S_MOND_CAPTURED``; ``-1`` stands for "no seat", "no card" and
  "no contract"; hands, piles and other card sets are bitmasks (bit ``c`` = card ``c``);
* ``S_TRICK`` (4): the current trick in play order (``S_TRICK_LEN`` of them);
* ``S_HANDS``, ``S_PILES``, ``S_RADELCI`` (4 each, by seat); ``S_TALON`` (6, dealt order);
* ``S_ANNOUNCED``, ``S_KONTRA`` (8 each, by :class:`~engine.slovenian.actions.Item`);
* ``S_BIDS`` (48): the bidding so far, ``seat * 16 + contract + 1`` (0 = pass);
* ``S_HISTORY`` (48): the cards of the finished tricks, trick ``i`` at ``i * n``;
  ``S_LEADERS`` and ``S_WINNERS`` (16 each): who led and who won each finished trick.

Actions are ``kind << 6 | arg`` (:func:`action_code`), kinds and arguments as in
:mod:`engine.slovenian.actions`.
"""

from __future__ import annotations

from array import array
from collections.abc import MutableSequence, Sequence
from functools import lru_cache
from typing import Final

from engine.core.bits import mask_of
from engine.slovenian import actions as A
from engine.slovenian.actions import Action, Item, Kind
from engine.slovenian.contracts import CONTRACTS, Contract
from engine.slovenian.facts import deal_facts
from engine.slovenian.rules import Rules
from engine.slovenian.scoring import ScoreSheet, score
from engine.slovenian.state import NO_CARD, NO_SEAT, DealState, Phase, Trick

Words = MutableSequence[int]
"""A buffer of 64-bit integers as the fallback sees it (``array("q")`` in practice)."""

# -- the state row ---------------------------------------------------------------------------

S_N: Final = 0
S_PHASE: Final = 1
S_TO_MOVE: Final = 2
S_DEALER: Final = 3
S_FOREHAND: Final = 4
S_COMPULSORY_KLOP: Final = 5
S_MOVE: Final = 6
S_PASSED: Final = 7
S_HIGH: Final = 8
S_HIGH_HOLDER: Final = 9
S_NBIDS: Final = 10
S_CONTRACT: Final = 11
S_DECLARER: Final = 12
S_CALLED: Final = 13
S_CALLED_HOLDER: Final = 14
S_PARTNER: Final = 15
S_TALON_GROUP: Final = 16
S_TAKEN: Final = 17
S_DISCARDS: Final = 18
S_DISCARDS_LEFT: Final = 19
S_KNOWN: Final = 20
S_ANN_TURN_CALLS: Final = 21
S_ANN_HAD_TURN: Final = 22
S_ANN_PASS_STREAK: Final = 23
S_ANN_CALLS: Final = 24
S_LEADER: Final = 25
S_TRICK_LEN: Final = 26
S_TRICK_EXTRA: Final = 27
S_NTRICKS: Final = 28
S_OPP_TALON: Final = 29
S_REMAINDER: Final = 30
S_OPEN_HAND_PUBLIC: Final = 31
S_MOND_CAPTURED: Final = 32
S_TRICK: Final = 33
S_HANDS: Final = 37
S_PILES: Final = 41
S_RADELCI: Final = 45
S_TALON: Final = 49
S_ANNOUNCED: Final = 55
S_KONTRA: Final = 63
S_BIDS: Final = 71
S_HISTORY: Final = 119
S_LEADERS: Final = 167
S_WINNERS: Final = 183
STATE_WORDS: Final = 200
MAX_BIDS: Final = 48

# -- the result row --------------------------------------------------------------------------

R_SCORES: Final = 0
"""What each seat writes for the deal (4 words; unused seats 0)."""
R_DECLARER_POINTS: Final = 4
"""The declarer side's card points, or -1 where they do not count."""
R_WON: Final = 5
"""1 won, 0 lost, -1 klop."""
R_CANCELLED: Final = 6
"""Bitmask of the seats whose radelc the deal crosses out."""
R_FOR_ALL: Final = 7
"""1 when every player gets a radelc."""
R_TOTAL: Final = 8
"""What the declarer writes before penalties (0 in klop)."""
R_CONTRACT: Final = 9
R_DECLARER: Final = 10
R_PARTNER: Final = 11
R_TRICKS: Final = 12
"""Tricks played."""
R_ACTIONS: Final = 13
"""Actions applied in this rollout or deal."""
RESULT_WORDS: Final = 16

# -- the rules row ---------------------------------------------------------------------------

RULE_FIELDS: Final = (
    "round_difference_4p",
    "round_difference_3p",
    "round_klop",
    "klop_full_threshold",
    "klop_full_and_empty",
    "klop_several_empties",
    "klop_radelc_doubling",
    "klop_kontra",
    "kontra_trula_kings",
    "kontra_max",
    "mond_penalty",
    "mond_penalty_scope",
    "announced_mondfang",
    "emperor_any_order",
    "forced_pagat",
    "pagat_negative",
    "tarok_discards",
    "bid_priority",
    "contracts_3p",
    "no_tarok",
    "zaruf_remainder",
    "radelc_end_penalty",
)
"""Every switch of :class:`~engine.slovenian.rules.Rules`, in buffer order (all but ``name``).

Booleans and numbers are stored as they are, the 3-player contract list as a bitmask of
contracts, every other switch as the index of its value in :data:`RULE_CHOICES`.
"""
RULE_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "klop_full_and_empty": ("both_70", "both_35", "empty_only_if_no_full"),
    "klop_several_empties": ("each_70", "share_70"),
    "klop_kontra": ("none", "once"),
    "mond_penalty_scope": ("three_two_one", "normal", "normal_and_solo_without"),
    "pagat_negative": ("only_tarok", "not_lead"),
    "tarok_discards": ("free", "unavoidable"),
    "bid_priority": ("graded", "forehand_only"),
    "no_tarok": ("compulsory_klop", "redeal"),
    "zaruf_remainder": ("trick_winner", "declarer_if_wins"),
}
RULES_WORDS: Final = 24

# -- the deal record row (whole deals) -------------------------------------------------------

D_DEALER: Final = 0
D_COMPULSORY_KLOP: Final = 1
D_ANNULLED: Final = 2
"""Tarokless deals thrown in before this one."""
D_NACTIONS: Final = 3
D_TALON: Final = 4
D_HANDS: Final = 10
D_ACTIONS: Final = 16
MAX_DEAL_ACTIONS: Final = 320
DEAL_WORDS: Final = D_ACTIONS + MAX_DEAL_ACTIONS

# -- the trace (the differential test's view of a rollout) -----------------------------------

T_DECISION: Final = 0
"""``T_DECISION, seat, k, code_1 … code_k, chosen``: a decision outside the tricks."""
T_PLAY: Final = 1
"""``T_PLAY, seat, playable mask, card``: a card played."""
T_TRICK: Final = 2
"""``T_TRICK, winner``: a trick just completed."""

# -- policies --------------------------------------------------------------------------------

BID_RANDOM: Final = 0
BID_THUMB: Final = 1
BID_ONE_CONTRACT: Final = 2
"""Nobody bids but the one who picks the contract, uniformly among his choices (4 players:
forehand after three passes; 3 players: forehand's first call, pass meaning klop)."""
EXCHANGE_RANDOM: Final = 0
EXCHANGE_THUMB: Final = 1 << 2
"""King call, talon group and discards by the rules of thumb."""
ANNOUNCE_RANDOM: Final = 0
ANNOUNCE_THUMB: Final = 1 << 4
ANNOUNCE_PASS: Final = 2 << 4
PLAY_RANDOM: Final = 0
PLAY_THUMB: Final = 1 << 6
SECRET_PARTNER: Final = 1 << 8
"""Rules-of-thumb card play knowing only what a seat knows of the sides."""

RANDOM: Final = 0
"""Every choice uniformly random among the legal actions."""
THUMB: Final = BID_THUMB | EXCHANGE_THUMB | ANNOUNCE_THUMB | PLAY_THUMB
"""The computer players' rules of thumb in every phase (the easy level, the playouts)."""
UNIFORM_CONTRACTS: Final = BID_ONE_CONTRACT | ANNOUNCE_PASS
"""A uniformly random contract, no announcements, uniformly random play."""
POLICY_MASK: Final = 0x1FF
SOLVE_TABLE: Final = 131072
"""Positions the exact solver keeps per call by default (its table of solved positions)."""


def action_code(action: Action) -> int:
    """The integer code of an action."""
    return action.kind << 6 | action.arg


def code_action(code: int) -> Action:
    """The interned action of an integer code."""
    return A.make(Kind(code >> 6), code & 63)


def new_words(count: int) -> array[int]:
    """A zeroed buffer of ``count`` 64-bit integers."""
    return array("q", bytes(8 * count))


def encode_state(s: DealState, out: Words | None = None, row: int = 0) -> Words:
    """Write ``s`` into row ``row`` of ``out`` (a new one-row buffer when None)."""
    buf: Words = new_words(STATE_WORDS) if out is None else out
    o = row * STATE_WORDS
    n = s.n
    if len(s.mond_captured) > 1 or len(s.bids) > MAX_BIDS:
        raise ValueError("state outside the native layout")
    head = (
        n,
        int(s.phase),
        s.to_move,
        s.dealer,
        s.forehand,
        int(s.compulsory_klop),
        s.move,
        s.passed,
        s.high,
        s.high_holder,
        len(s.bids),
        -1 if s.contract is None else int(s.contract),
        s.declarer,
        s.called,
        s.called_holder,
        s.partner,
        s.talon_group,
        s.taken,
        s.discards,
        s.discards_left,
        s.known,
        s.ann_turn_calls,
        s.ann_had_turn,
        s.ann_pass_streak,
        s.ann_calls,
        s.leader,
        len(s.trick),
        s.trick_extra,
        len(s.tricks),
        s.opp_talon,
        s.remainder,
        int(s.open_hand_public),
        s.mond_captured[0] if s.mond_captured else NO_SEAT,
    )
    buf[o : o + len(head)] = array("q", head)
    body = [NO_CARD] * (STATE_WORDS - S_TRICK)

    def put(offset: int, values: Sequence[int]) -> None:
        start = offset - S_TRICK
        body[start : start + len(values)] = values

    put(S_TRICK, s.trick)
    put(S_HANDS, [*s.hands, *[0] * (4 - n)])
    put(S_PILES, [*s.piles, *[0] * (4 - n)])
    put(S_RADELCI, [*s.radelci, *[0] * (4 - n)])
    put(S_TALON, s.talon)
    put(S_ANNOUNCED, s.announced)
    put(S_KONTRA, s.kontra)
    put(S_BIDS, [seat * 16 + c + 1 for seat, c in s.bids])
    put(S_HISTORY, [c for t in s.tricks for c in t.cards])
    put(S_LEADERS, [t.leader for t in s.tricks])
    put(S_WINNERS, [t.winner for t in s.tricks])
    buf[o + S_TRICK : o + STATE_WORDS] = array("q", body)
    return buf


def encode_states(states: Sequence[DealState]) -> array[int]:
    """A batch buffer of ``len(states)`` rows."""
    buf = new_words(STATE_WORDS * len(states))
    for i, s in enumerate(states):
        encode_state(s, buf, i)
    return buf


def state_problem(buf: Sequence[int], row: int = 0) -> str | None:
    """Why row ``row`` cannot be a state the core plays (None: it can).

    The same checks as the core's ``load_state``: every field used as an index or a bound is
    in range, so a malformed row is refused instead of played.
    """
    w = buf[row * STATE_WORDS : (row + 1) * STATE_WORDS]
    if len(w) < STATE_WORDS:
        return "short row"
    n = w[S_N]
    if n not in (3, 4):
        return "players"
    ph = w[S_PHASE]
    if not Phase.BIDDING <= ph <= Phase.DONE:
        return "phase"

    def seat(v: int, none: bool = True) -> bool:
        return (none and v == -1) or 0 <= v < n

    def card(v: int, none: bool = True) -> bool:
        return (none and v == -1) or 0 <= v < 54

    contract = w[S_CONTRACT]
    checks = (
        seat(w[S_TO_MOVE], ph == Phase.DONE),
        seat(w[S_DEALER], False) and seat(w[S_FOREHAND], False),
        seat(w[S_HIGH_HOLDER]) and seat(w[S_DECLARER]),
        seat(w[S_CALLED_HOLDER]) and seat(w[S_PARTNER]),
        seat(w[S_LEADER]) and seat(w[S_MOND_CAPTURED]),
        -1 <= contract < len(Contract) and -1 <= w[S_HIGH] < len(Contract),
        card(w[S_CALLED]) and card(w[S_TRICK_EXTRA]),
        0 <= w[S_NBIDS] <= MAX_BIDS,
        0 <= w[S_TRICK_LEN] < n,
        0 <= w[S_NTRICKS] <= 48 // n,
        0 <= w[S_DISCARDS_LEFT] <= 3,
        -1 <= w[S_TALON_GROUP] <= 5,
        0 <= w[S_MOVE] <= 100_000,
        not (Phase.KING_CALL <= ph <= Phase.PLAY and contract < 0),
        not (Phase.KING_CALL <= ph <= Phase.DISCARD and w[S_DECLARER] < 0),
        not (ph <= Phase.DECLARE and contract != -1),
        not (contract > Contract.KLOP and w[S_DECLARER] < 0),
        not (contract == Contract.KLOP and w[S_DECLARER] != -1),
    )
    if not all(checks):
        return "field out of range"
    if ph == Phase.TALON and CONTRACTS[contract].talon_group == 0:
        return "no talon in this contract"
    if ph == Phase.PLAY and (w[S_LEADER] < 0 or w[S_TO_MOVE] != (w[S_LEADER] + w[S_TRICK_LEN]) % n):
        return "turn"
    full = (1 << 54) - 1
    for i in range(n):
        if (w[S_HANDS + i] & full).bit_count() > 48 // n + 3:
            return "hand size"
    if not all(card(c, False) for c in w[S_TRICK : S_TRICK + w[S_TRICK_LEN]]):
        return "trick"
    if not all(card(c, False) for c in w[S_TALON : S_TALON + 6]):
        return "talon"
    for i in range(len(Item)):
        if not seat(w[S_ANNOUNCED + i]) or w[S_KONTRA + i] not in (1, 2, 4, 8, 16):
            return "announcements"
    for b in w[S_BIDS : S_BIDS + w[S_NBIDS]]:
        if not 0 <= b < 16 * n or b & 15 > len(Contract):
            return "bids"
    t = w[S_NTRICKS]
    if not all(card(c, False) for c in w[S_HISTORY : S_HISTORY + t * n]):
        return "history"
    leaders_winners = [*w[S_LEADERS : S_LEADERS + t], *w[S_WINNERS : S_WINNERS + t]]
    if not all(seat(v, False) for v in leaders_winners):
        return "tricks"
    return None


class ImpossibleDeal(ValueError):
    """A finished row whose facts the engine's scorer refuses (no real deal ends so)."""


def decode_state(buf: Sequence[int], rules: Rules, row: int = 0) -> DealState:
    """The state in row ``row`` of ``buf`` (scored when its phase is done)."""
    o = row * STATE_WORDS
    w = buf[o : o + STATE_WORDS]
    n = w[S_N]
    s = DealState.__new__(DealState)
    s.rules = rules
    s.n = n
    s.phase = Phase(w[S_PHASE])
    s.to_move = w[S_TO_MOVE]
    s.dealer = w[S_DEALER]
    s.forehand = w[S_FOREHAND]
    s.compulsory_klop = bool(w[S_COMPULSORY_KLOP])
    s.move = w[S_MOVE]
    s.passed = w[S_PASSED]
    s.high = w[S_HIGH]
    s.high_holder = w[S_HIGH_HOLDER]
    s.bids = tuple((b >> 4, (b & 15) - 1) for b in w[S_BIDS : S_BIDS + w[S_NBIDS]])
    contract = None if w[S_CONTRACT] < 0 else Contract(w[S_CONTRACT])
    s.contract = contract
    s.declarer = w[S_DECLARER]
    s.called = w[S_CALLED]
    s.called_holder = w[S_CALLED_HOLDER]
    s.partner = w[S_PARTNER]
    s.talon_group = w[S_TALON_GROUP]
    s.taken = w[S_TAKEN]
    s.discards = w[S_DISCARDS]
    s.discards_left = w[S_DISCARDS_LEFT]
    s.known = w[S_KNOWN]
    s.ann_turn_calls = w[S_ANN_TURN_CALLS]
    s.ann_had_turn = w[S_ANN_HAD_TURN]
    s.ann_pass_streak = w[S_ANN_PASS_STREAK]
    s.ann_calls = w[S_ANN_CALLS]
    s.leader = w[S_LEADER]
    s.trick = list(w[S_TRICK : S_TRICK + w[S_TRICK_LEN]])
    s.trick_extra = w[S_TRICK_EXTRA]
    s.opp_talon = w[S_OPP_TALON]
    s.remainder = w[S_REMAINDER]
    s.open_hand_public = bool(w[S_OPEN_HAND_PUBLIC])
    s.mond_captured = () if w[S_MOND_CAPTURED] < 0 else (w[S_MOND_CAPTURED],)
    s.hands = list(w[S_HANDS : S_HANDS + n])
    s.piles = list(w[S_PILES : S_PILES + n])
    s.radelci = tuple(w[S_RADELCI : S_RADELCI + n])
    s.talon = tuple(w[S_TALON : S_TALON + 6])
    s.announced = list(w[S_ANNOUNCED : S_ANNOUNCED + len(Item)])
    s.kontra = list(w[S_KONTRA : S_KONTRA + len(Item)])
    klop = contract == Contract.KLOP
    s.tricks = tuple(
        Trick(
            w[S_LEADERS + i],
            tuple(w[S_HISTORY + i * n : S_HISTORY + (i + 1) * n]),
            w[S_WINNERS + i],
            s.talon[i] if klop and i < 6 else NO_CARD,
        )
        for i in range(w[S_NTRICKS])
    )
    s.result = None
    if s.phase == Phase.DONE:
        try:
            s.result = score(rules, deal_facts(s))
        except ValueError as exc:
            # Structurally sound, but no deal under these rules ends like this: the engine's
            # scorer refuses the facts (the core scores what it is given).
            raise ImpossibleDeal(str(exc)) from exc
    return s


def encode_result(sheet: ScoreSheet, s: DealState, actions: int, out: Words, row: int) -> None:
    """Write the summary of a finished deal's score sheet into row ``row`` of ``out``."""
    o = row * RESULT_WORDS
    scores = [*sheet.scores, *[0] * (4 - len(sheet.scores))]
    cancelled = 0
    for seat in sheet.radelc_cancelled:
        cancelled |= 1 << seat
    won = -1 if sheet.won is None else int(sheet.won)
    values = (
        *scores,
        -1 if sheet.declarer_points is None else sheet.declarer_points,
        won,
        cancelled,
        int(sheet.radelci_for_all),
        sheet.total,
        int(sheet.contract),
        NO_SEAT if sheet.declarer is None else sheet.declarer,
        NO_SEAT if sheet.partner is None else sheet.partner,
        len(s.tricks),
        actions,
        0,
        0,
    )
    out[o : o + RESULT_WORDS] = array("q", values)


@lru_cache(maxsize=64)
def _rules_words(rules: Rules) -> tuple[int, ...]:
    out = [0] * RULES_WORDS
    for i, name in enumerate(RULE_FIELDS):
        value = getattr(rules, name)
        if name == "contracts_3p":
            out[i] = mask_of(int(c) for c in value)
        elif name in RULE_CHOICES:
            out[i] = RULE_CHOICES[name].index(value)
        else:
            out[i] = int(value)
    return tuple(out)


def encode_rules(rules: Rules) -> array[int]:
    """The rules as a ``RULES_WORDS`` buffer."""
    return array("q", _rules_words(rules))


@lru_cache(maxsize=64)
def _rules_of(words: tuple[int, ...]) -> Rules:
    values: dict[str, object] = {}
    for i, name in enumerate(RULE_FIELDS):
        v = words[i]
        if name == "contracts_3p":
            values[name] = tuple(c for c in Contract if v >> c & 1)
        elif name in RULE_CHOICES:
            values[name] = RULE_CHOICES[name][v]
        elif isinstance(Rules.model_fields[name].default, bool):
            values[name] = bool(v)
        else:
            values[name] = v
    return Rules(name="native", **values)  # type: ignore[arg-type]


def decode_rules(buf: Sequence[int]) -> Rules:
    """The :class:`Rules` of a rules buffer (named ``native``)."""
    return _rules_of(tuple(buf[:RULES_WORDS]))
