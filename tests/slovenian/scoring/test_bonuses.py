"""Bonuses in the normal games: silent and announced, ultimo attempts, kontra per item."""

from __future__ import annotations

from typing import Any

import pytest

from engine.slovenian import Contract, score
from engine.slovenian.scoring import ScoreSheet

from .helpers import PAGAT, PALCKA, amounts, normal

# A won Three by 10: the game alone is worth +20; each test looks at one bonus line.
GAME = 20


def sheet(**kw: Any) -> ScoreSheet:
    return score(PAGAT, normal(Contract.THREE, 45, **kw))


def bonus(item: str, **kw: Any) -> int:
    s = sheet(**kw)
    assert s.total == GAME + sum(v for k, v in amounts(s).items() if k == item)
    return amounts(s).get(item, 0)


@pytest.mark.parametrize("item", ["trula", "kings"])
def test_silent_trula_and_kings_score_10_for_the_side_that_has_them(item: str) -> None:
    assert bonus(item, **{item: "declarer"}) == 10
    assert bonus(item, **{item: "opponents"}) == -10
    assert bonus(item) == 0


@pytest.mark.parametrize("item", ["trula", "kings"])
def test_announced_trula_and_kings_score_20_made_or_failed(item: str) -> None:
    by_declarer = {"announcements": {item: "declarer"}}
    assert bonus(item, **{item: "declarer"}, **by_declarer) == 20
    assert bonus(item, **by_declarer) == -20
    by_opponents = {"announcements": {item: "opponents"}}
    assert bonus(item, **{item: "opponents"}, **by_opponents) == -20
    assert bonus(item, **by_opponents) == 20


def test_silent_king_ultimo_scores_10() -> None:
    assert bonus("king_ultimo", king_ultimo=True) == 10


def test_announced_king_ultimo_scores_20_made_or_failed() -> None:
    ann = {"announcements": {"king_ultimo": "declarer"}}
    assert bonus("king_ultimo", king_ultimo=True, **ann) == 20
    assert bonus("king_ultimo", **ann) == -20  # the called king was played earlier


def test_silent_king_ultimo_attempt_lost_costs_10() -> None:
    assert bonus("king_ultimo", king_ultimo=False) == -10


def test_silent_pagat_ultimo_scores_25_for_the_side_whose_pagat_wins() -> None:
    assert bonus("pagat_ultimo", pagat_ultimo={"side": "declarer", "won": True}) == 25
    assert bonus("pagat_ultimo", pagat_ultimo={"side": "opponents", "won": True}) == -25


def test_announced_pagat_ultimo_scores_50_made_or_failed() -> None:
    made = {"side": "declarer", "won": True}
    ann = {"announcements": {"pagat_ultimo": "declarer"}}
    assert bonus("pagat_ultimo", pagat_ultimo=made, **ann) == 50
    assert bonus("pagat_ultimo", **ann) == -50
    opp = {"announcements": {"pagat_ultimo": "opponents"}}
    assert bonus("pagat_ultimo", pagat_ultimo={"side": "opponents", "won": True}, **opp) == -50
    assert bonus("pagat_ultimo", **opp) == 50


def test_silent_pagat_ultimo_attempt_lost_costs_its_side_25() -> None:
    assert bonus("pagat_ultimo", pagat_ultimo={"side": "declarer", "won": False}) == -25
    assert bonus("pagat_ultimo", pagat_ultimo={"side": "opponents", "won": False}) == 25
    kinds = {
        line.item: line.kind
        for line in sheet(pagat_ultimo={"side": "opponents", "won": False}).lines
    }
    assert kinds["pagat_ultimo"] == "attempt"


def test_each_bonus_scored_once_failed_trula_not_also_charged_the_silent_value() -> None:
    # The declarer announced trula, the opponents hold it: −20 only, not −20 − 10.
    assert bonus("trula", trula="opponents", announcements={"trula": "declarer"}) == -20
    assert bonus("kings", kings="declarer", announcements={"kings": "opponents"}) == 20


def test_each_bonus_scored_once_announced_pagat_ultimo_lost_in_last_trick() -> None:
    lost = {"side": "declarer", "won": False}
    ann = {"announcements": {"pagat_ultimo": "declarer"}}
    assert bonus("pagat_ultimo", pagat_ultimo=lost, **ann) == -50
    opp_lost = {"side": "opponents", "won": False}
    opp = {"announcements": {"pagat_ultimo": "opponents"}}
    assert bonus("pagat_ultimo", pagat_ultimo=opp_lost, **opp) == 50


def test_each_bonus_scored_once_announced_king_ultimo_lost_in_last_trick() -> None:
    ann = {"announcements": {"king_ultimo": "declarer"}}
    assert bonus("king_ultimo", king_ultimo=False, **ann) == -20


def test_all_bonuses_add_up() -> None:
    s = sheet(
        trula="declarer",
        kings="opponents",
        king_ultimo=True,
        pagat_ultimo={"side": "declarer", "won": True},
        announcements={"kings": "declarer"},
    )
    assert amounts(s) == {
        "contract": 10,
        "difference": 10,
        "trula": 10,
        "kings": -20,
        "king_ultimo": 10,
        "pagat_ultimo": 25,
    }
    assert s.total == 45


@pytest.mark.parametrize("kontra", [2, 4, 8, 16])
def test_kontra_on_a_bonus_multiplies_that_bonus_only(kontra: int) -> None:
    s = sheet(
        trula="declarer",
        kings="declarer",
        announcements={"trula": "declarer", "kings": "declarer"},
        kontra={"trula": kontra},
    )
    assert amounts(s)["trula"] == 20 * kontra
    assert amounts(s)["kings"] == 20
    assert amounts(s)["contract"] + amounts(s)["difference"] == GAME


def test_kontra_on_the_opponents_announcement() -> None:
    made = {"side": "opponents", "won": True}
    ann = {"announcements": {"pagat_ultimo": "opponents"}, "kontra": {"pagat_ultimo": 2}}
    assert bonus("pagat_ultimo", pagat_ultimo=made, **ann) == -100
    assert bonus("pagat_ultimo", **ann) == 100


def test_kontra_on_trula_and_kings_refused_when_the_rules_forbid_it_v9() -> None:
    facts = normal(
        Contract.THREE,
        45,
        trula="declarer",
        announcements={"trula": "declarer"},
        kontra={"trula": 2},
    )
    assert score(PAGAT, facts).total == GAME + 40
    with pytest.raises(ValueError, match="trula"):
        score(PALCKA, facts)
    ultimo = normal(
        Contract.THREE,
        45,
        pagat_ultimo={"side": "declarer", "won": True},
        announcements={"pagat_ultimo": "declarer"},
        kontra={"pagat_ultimo": 2},
    )
    assert score(PALCKA, ultimo).total == GAME + 100


def test_kontra_depth_limited_to_the_rules_maximum_v10() -> None:
    deep = normal(Contract.THREE, 45, kontra={"game": 16})
    assert score(PAGAT, deep).total == GAME * 16
    assert score(PALCKA, deep).total == GAME * 16
    rekontra_only = PAGAT.model_copy(update={"kontra_max": 4})
    assert score(rekontra_only, normal(Contract.THREE, 45, kontra={"game": 4})).total == 80
    with pytest.raises(ValueError, match="deeper"):
        score(rekontra_only, normal(Contract.THREE, 45, kontra={"game": 8}))


def test_no_king_ultimo_with_three_players() -> None:
    with pytest.raises(ValueError, match="king ultimo"):
        normal(Contract.TWO, 40, players=3, king_ultimo=True)
    three = score(PAGAT, normal(Contract.TWO, 40, players=3, trula="declarer"))
    assert three.total == 20 + 5 + 10
