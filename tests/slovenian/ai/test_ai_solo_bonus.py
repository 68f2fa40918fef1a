"""The hard level's bonus for a solo: its playouts' defence of a solo is too good."""

from __future__ import annotations

import dataclasses

from engine.core.actions import Action as CoreAction
from engine.slovenian import view
from engine.slovenian.actions import Action, Kind
from engine.slovenian.ai.policy import HARD, NORMAL, POLICY, SOLO_BONUS
from engine.slovenian.contracts import SOLOS_WITH_TALON, Contract
from engine.slovenian.state import Phase
from tests.slovenian.ai.helpers import scripted


def _is_solo(a: CoreAction) -> bool:
    assert isinstance(a, Action)
    return a.kind in (Kind.BID, Kind.DECLARE) and Contract(a.arg) in SOLOS_WITH_TALON


def test_hard_values_a_solo_bid_above_its_playouts_by_the_bonus() -> None:
    s = scripted([])
    assert s.phase == Phase.BIDDING
    legal = list(view(s, s.to_move).legal)
    assert any(_is_solo(a) for a in legal) and any(not _is_solo(a) for a in legal)
    without = dataclasses.replace(HARD, options={**HARD.options, "solo_bonus": 0})
    bonus = POLICY.outcomes(s, legal, s.to_move, HARD)
    plain = POLICY.outcomes(s, legal, s.to_move, without)
    for a, b, p in zip(legal, bonus, plain, strict=True):
        assert b == p + (SOLO_BONUS if _is_solo(a) else 0), a


def test_a_named_solo_gets_the_bonus_too() -> None:
    s = scripted(["pass", "pass", "pass"])
    assert s.phase == Phase.DECLARE
    legal = list(view(s, s.to_move).legal)
    solos = [a for a in legal if _is_solo(a)]
    assert solos
    without = dataclasses.replace(HARD, options={**HARD.options, "solo_bonus": 0})
    bonus = POLICY.outcomes(s, legal, s.to_move, HARD)
    plain = POLICY.outcomes(s, legal, s.to_move, without)
    assert [b - p for b, p in zip(bonus, plain, strict=True)] == [
        SOLO_BONUS if _is_solo(a) else 0 for a in legal
    ]


def test_the_normal_level_and_the_later_phases_get_no_bonus() -> None:
    assert NORMAL.option("solo_bonus", 0) == 0
    s = scripted(["pass", "pass", "pass", "declare:solo_three"])
    assert s.phase == Phase.TALON
    legal = list(view(s, s.to_move).legal)
    without = dataclasses.replace(HARD, options={**HARD.options, "solo_bonus": 0})
    assert POLICY.outcomes(s, legal, s.to_move, HARD) == POLICY.outcomes(
        s, legal, s.to_move, without
    )
