"""One line per rule of the tricks, from explicit hands, through the core and the engine.

The deals are the engine's own rule scenarios (``tests/slovenian/engine``). Along each line
the core's legal set must equal the engine's at every step (and the rule's expected set at
the step that shows it); the core's trick winners are the expected ones; and from every
state of the line the core's random and rules-of-thumb rollouts replay identically on the
engine (:mod:`differential`). Run against whichever backend the API uses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from engine._native import layout as L
from engine._native import slovenian as native
from engine.slovenian import DealState, Phase, format_action, parse_action, parse_hand
from engine.slovenian.game import apply, legal_actions
from tests.native.differential import replay_trace
from tests.slovenian.engine import test_engine_kings as K
from tests.slovenian.engine import test_engine_tricks as T
from tests.slovenian.engine.scenario import PAGAT, PALCKA, deal, run


@dataclass(frozen=True)
class Line:
    """A start, the actions, the legal actions expected before some steps, the winners of
    some tricks, and what a core rollout's final state must show after the line."""

    start: Callable[[], DealState]
    actions: str
    legal: dict[int, set[str]] = field(default_factory=dict)
    winners: dict[int, int] = field(default_factory=dict)
    final: Callable[[list[int]], bool] | None = None


def native_legal(s: DealState) -> list[str]:
    codes = native.legal_actions(L.encode_state(s), L.encode_rules(s.rules))
    return [format_action(L.code_action(c)) for c in codes]


def native_step(s: DealState, text: str) -> tuple[DealState, int | None]:
    """Apply ``text`` in the core (as a rollout's first action): the engine's next state,
    and the winner of the trick the action completed, as the core saw it."""
    code = L.action_code(parse_action(text))
    out = L.new_words(L.RESULT_WORDS)
    trace = L.new_words(6000)
    offsets = L.new_words(2)
    native.rollouts(
        L.encode_state(s), L.encode_rules(s.rules), L.RANDOM, 1, out,
        first=[code], trace=trace, offsets=offsets,
    )  # fmt: skip
    replay_trace(s, trace[: offsets[1]], L.RANDOM, out, None, True)
    step = 4 if trace[0] == L.T_PLAY else 4 + trace[2]
    winner = trace[step + 1] if trace[step] == L.T_TRICK else None
    return apply(s, parse_action(text))[0], winner


def rollouts_agree(s: DealState, seed: int) -> None:
    """Random and rules-of-thumb rollouts from ``s`` replay identically on the engine."""
    for policy, repeat in ((L.RANDOM, 4), (L.THUMB, 1), (L.THUMB | L.SECRET_PARTNER, 1)):
        out = L.new_words(repeat * L.RESULT_WORDS)
        finals = L.new_words(repeat * L.STATE_WORDS)
        trace = L.new_words(repeat * 6000)
        offsets = L.new_words(repeat + 1)
        native.rollouts(
            L.encode_state(s), L.encode_rules(s.rules), policy, seed, out,
            repeat=repeat, out_states=finals, trace=trace, offsets=offsets,
        )  # fmt: skip
        for i in range(repeat):
            replay_trace(
                s,
                trace[offsets[i] : offsets[i + 1]],
                policy,
                out[i * L.RESULT_WORDS : (i + 1) * L.RESULT_WORDS],
                finals[i * L.STATE_WORDS : (i + 1) * L.STATE_WORDS],
                False,
            )


def cards(*codes: str) -> set[str]:
    return {f"play:{c}" for c in codes}


REST = parse_hand("CC JC 9C")
ZARUF_LINE = (
    f"pass pass pass declare:three call:KC talon:0 discard:9S discard:7S discard:QH {T.ALL_PASS} "
    "play:KC play:T12 play:10C play:QC"
)


LINES: dict[str, Line] = {
    "follow_trump_any_card": Line(
        lambda: T.solo_without(T.POS, PAGAT),
        "play:QH play:2H play:T11 play:3H play:CD play:T2 play:KD play:1D",
        {
            1: cards("KH", "1H", "2H"),
            2: cards(*["T18", "T17", "T16", "T15", "T14", "T13", "T12", "T11"]),
            5: cards("T2", "T1"),
        },
        {0: 2, 1: 3},
    ),
    "klop_must_beat_and_talon_cards": Line(
        lambda: T.klop(T.KLOP1, PAGAT),
        " ".join(T.KLOP1_TRICKS),
        {
            1: cards("KS", "10S"),
            3: cards("T21", "T20", "T19", "T18", "T6", "T4"),
            5: cards("T15", "T10"),
        },
        dict(enumerate(T.KLOP1_WINNERS)),
        # The six talon cards went with the first six tricks.
        lambda w: all(
            w[L.S_PILES + winner] >> w[L.S_TALON + i] & 1
            for i, winner in enumerate(T.KLOP1_WINNERS)
        ),
    ),
    "klop_emperor_skis_not_forced_v16": Line(
        lambda: T.klop(T.KLOP3, PAGAT),
        "play:4H play:T1 play:T21 play:SK",
        {1: cards("T1"), 3: cards("SK", "T8", "T7", "T5")},
        {0: 1},
    ),
    "klop_emperor_ordered_skis_forced_v16": Line(
        lambda: T.klop(T.KLOP3, T.ORDERED),
        "play:4H play:T1 play:T21 play:SK",
        {3: cards("SK")},
        {0: 3},
    ),
    "klop_pagat_onto_skis_and_mond_forced": Line(
        lambda: T.klop(T.KLOP4, T.NOT_LEAD),
        "play:4H play:SK play:T21 play:T1",
        {1: cards("SK"), 3: cards("T1")},
        {0: 3},
    ),
    "pagat_held_back_in_klop_v18": Line(
        lambda: T.klop(T.KLOP1, PAGAT),
        "play:9S play:KS play:8S play:T6",
        {3: cards("T21", "T20", "T19", "T18", "T6", "T4")},
        {0: 3},
    ),
    "pagat_follows_under_not_lead_v18": Line(
        lambda: T.klop(T.KLOP1, T.NOT_LEAD),
        "play:9S play:KS play:8S play:T1",
        {3: cards("T21", "T20", "T19", "T18", "T6", "T4", "T1")},
        {0: 3},
    ),
    "forced_pagat_v17": Line(
        lambda: T.solo_without(T.V17_VOID, PALCKA),
        "play:KC play:SK play:T21 play:T1",
        {3: cards("T1")},
        {0: 3},
        # The Mond fell with the Škis: its holder (seat 2) pays.
        lambda w: w[L.S_MOND_CAPTURED] == 2,
    ),
    "no_forced_pagat_v17": Line(
        lambda: T.solo_without(T.V17_VOID, PAGAT),
        "play:KC play:SK play:T21 play:T6",
        {3: cards("T1", "T6", "T7", "T8")},
        {0: 1},
    ),
    "emperor_any_order_v16": Line(
        lambda: T.solo_without(T.EMP, PAGAT), "play:T1 play:SK play:T21 play:T8", {}, {0: 0}
    ),
    "emperor_ordered_v16": Line(
        lambda: T.solo_without(T.EMP, T.ORDERED), "play:T1 play:SK play:T21 play:T8", {}, {0: 1}
    ),
    # C leads the Mond, A adds the Pagat, B the Škis last: ordered, the Škis wins.
    "emperor_ordered_skis_after_the_pagat_v16": Line(
        lambda: T.solo_without(T.EMP, T.ORDERED, seat=2),
        "play:T21 play:T8 play:T1 play:SK",
        {},
        {0: 1},
    ),
    "emperor_any_order_skis_after_the_pagat_v16": Line(
        lambda: T.solo_without(T.EMP, PAGAT, seat=2),
        "play:T21 play:T8 play:T1 play:SK",
        {},
        {0: 0},
    ),
    "colour_valat_and_its_early_end": Line(
        lambda: T.colour_valat(PAGAT),
        "play:KH play:SK play:T21 play:T1 play:T20 play:T3 play:T6 "
        "play:T9 play:T2 play:T4 play:T7 play:T10",
        {1: cards("SK", "T3", "T4", "T5"), 3: cards("T1", "T9", "T10", "T11", "T12", "T13")},
        {0: 0, 1: 0, 2: 3},
    ),
    "beggar_early_end": Line(
        lambda: run(deal(T.BEG, PAGAT), f"bid:beggar pass pass pass declare:beggar {T.ALL_PASS}"),
        "play:7S play:8S play:9S play:T2 play:T3 play:SK play:T4 play:T11",
        {1: cards("8S"), 3: cards("T2", "T3"), 5: cards("SK")},
        {0: 0, 1: 1},
    ),
    "open_beggar_shown_after_the_first_trick": Line(
        lambda: run(
            deal(T.BEG, PAGAT), f"bid:open_beggar pass pass pass declare:open_beggar {T.ALL_PASS}"
        ),
        "play:7S play:8S play:9S play:T2",
        {},
        {0: 0},
        lambda w: w[L.S_OPEN_HAND_PUBLIC] == 1,
    ),
    "valat_early_end": Line(
        lambda: run(deal(T.EMP, PAGAT), f"pass pass pass declare:valat {T.ALL_PASS}"),
        "play:KD play:JD play:3D play:T8",
        {},
        {0: 3},
    ),
    "zaruf_rest_to_the_trick_winner_v28": Line(
        lambda: deal(K.ZARUF_B_VOID, PAGAT),
        ZARUF_LINE,
        {},
        {0: 1},
        lambda w: w[L.S_PILES + 1] & REST == REST,
    ),
    "zaruf_rest_to_the_opponents_v28": Line(
        lambda: deal(K.ZARUF_B_VOID, PALCKA),
        ZARUF_LINE,
        {},
        {0: 1},
        lambda w: w[L.S_OPP_TALON] & REST == REST and not w[L.S_PILES + 1] & REST,
    ),
}


@pytest.mark.parametrize("name", list(LINES))
def test_rule_line_through_the_core(name: str) -> None:
    line = LINES[name]
    s = line.start()
    seen_winners: dict[int, int] = {}
    for i, text in enumerate(line.actions.split()):
        legal = [format_action(a) for a in legal_actions(s)]
        assert native_legal(s) == legal
        if i in line.legal:
            assert set(native_legal(s)) == line.legal[i]
        rollouts_agree(s, seed=i)
        tricks = len(s.tricks)
        s, winner = native_step(s, text)
        if len(s.tricks) > tricks:
            seen_winners[tricks] = -1 if winner is None else winner
    assert {t: w for t, w in seen_winners.items() if t in line.winners} == line.winners
    if s.phase != Phase.DONE:
        rollouts_agree(s, seed=99)
    if line.final is not None:
        finals = L.new_words(L.STATE_WORDS)
        native.rollouts(
            L.encode_state(s), L.encode_rules(s.rules), L.THUMB, 0, L.new_words(16),
            out_states=finals,
        )  # fmt: skip
        assert line.final(list(finals))
