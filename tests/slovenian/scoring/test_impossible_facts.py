"""Facts that no deal can have are refused, each with a message that names the rule.

Facts impossible under any house rules are refused when ``DealFacts`` is built; facts that
only the chosen rules exclude are refused by ``score(rules, facts)`` (``check_facts``). Each
test shows the same kind of deal accepted where the rules allow it, so that it is the single
fact under test that is refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.slovenian import Contract, DealFacts, score
from engine.slovenian.scoring import check_facts

from .helpers import PAGAT, PALCKA, fixed, klop, normal


def refused(match: str, **facts: Any) -> None:
    """Building these facts fails with a message containing ``match``."""
    with pytest.raises(ValueError, match=match):
        DealFacts(**facts)


# -- the contract -----------------------------------------------------------------------------


def test_three_player_contracts_are_the_rules_list_v21() -> None:
    solo_without = fixed(Contract.SOLO_WITHOUT, tricks=8, points=40, players=3)
    assert score(PALCKA, solo_without).total == 80
    with pytest.raises(ValueError, match=r"Solo without is not a three-player contract.*V21"):
        score(PAGAT, solo_without)
    colour_valat = fixed(Contract.COLOUR_VALAT, tricks=16, players=3)
    with pytest.raises(ValueError, match=r"Colour valat is not a three-player contract.*V21"):
        score(PALCKA, colour_valat)
    with_colour_valat = PALCKA.model_copy(
        update={"contracts_3p": (*PALCKA.contracts_3p, Contract.COLOUR_VALAT)}
    )
    assert score(with_colour_valat, colour_valat).total == 125


# -- klop -------------------------------------------------------------------------------------


def test_klop_has_no_declarer_and_no_partner() -> None:
    base: dict[str, Any] = {
        "players": 4,
        "contract": Contract.KLOP,
        "player_points": (17, 18, 22, 13),
        "player_tricks": (3, 3, 3, 3),
    }
    DealFacts(**base)
    refused("klop has no declarer and no partner", **base, declarer=1)
    refused("klop has no declarer and no partner", **base, partner=2)


def test_klop_has_no_declarers_side_points_or_tricks() -> None:
    base = {"players": 3, "contract": Contract.KLOP}
    points = {"player_points": (20, 30, 20), "player_tricks": (5, 6, 5)}
    refused("klop has no declarer's side", **base, **points, declarer_points=20)
    refused("klop has no declarer's side", **base, **points, declarer_tricks=5)


def test_klop_points_are_0_to_70_per_player() -> None:
    with pytest.raises(ValueError, match="0 to 70"):
        klop((-5, 30, 25, 20), (3, 3, 3, 3))
    with pytest.raises(ValueError, match="0 to 70"):
        klop((71, 0, 0, 0), (9, 1, 1, 1))


def test_klop_is_played_to_the_end_every_trick_has_a_winner() -> None:
    klop((20, 30, 20), (5, 6, 5))
    with pytest.raises(ValueError, match="tricks add up to 16"):
        klop((20, 30, 20), (5, 6, 4))
    with pytest.raises(ValueError, match="tricks add up to 12"):
        klop((17, 18, 22, 13), (3, 3, 3, 4))
    with pytest.raises(ValueError, match="tricks add up to 12"):
        klop((17, 18, 22, 13), (-1, 5, 4, 4))


def test_klop_player_without_a_trick_has_no_card_points() -> None:
    klop((40, 10, 20, 0), (5, 3, 4, 0))
    with pytest.raises(ValueError, match="without a trick has no card points"):
        klop((40, 10, 18, 2), (5, 3, 4, 0))


def test_klop_points_add_up_to_70_give_or_take_one() -> None:
    klop((20, 31, 12, 8), (3, 4, 3, 2))  # 71: four piles counted apart
    klop((20, 29, 12, 8), (3, 4, 3, 2))  # 69
    with pytest.raises(ValueError, match="add up to 70"):
        klop((20, 30, 12, 16), (3, 4, 3, 2))
    with pytest.raises(ValueError, match="add up to 70"):
        klop((17, 18, 22, 10), (3, 3, 3, 3))


def test_klop_has_no_sides_so_no_trula_kings_or_pagat_ultimo() -> None:
    for fact in (
        {"trula": "declarer"},
        {"kings": "opponents"},
        {"pagat_ultimo": {"side": "opponents", "won": True}},
    ):
        with pytest.raises(ValueError, match="klop has no sides"):
            klop((17, 18, 22, 13), (3, 3, 3, 3), **fact)


def test_klop_kontra_is_klop_kontra_by_not_a_chain_v8() -> None:
    assert score(PALCKA, klop((17, 18, 22, 13), (3, 3, 3, 3), klop_kontra_by=0)).scores[0] == -34
    with pytest.raises(ValueError, match="klop has no kontra chains"):
        klop((17, 18, 22, 13), (3, 3, 3, 3), kontra={"game": 2})


def test_klop_kontra_by_is_a_seat() -> None:
    with pytest.raises(ValueError, match="klop_kontra_by 4 is not a seat"):
        klop((17, 18, 22, 13), (3, 3, 3, 3), klop_kontra_by=4)


def test_player_points_and_tricks_are_klop_facts() -> None:
    with pytest.raises(ValueError, match="player_points and player_tricks are klop facts"):
        normal(Contract.TWO, 40, player_points=(20, 10, 20, 20), player_tricks=(3, 3, 3, 3))


def test_klop_kontra_by_belongs_to_klop_v8() -> None:
    with pytest.raises(ValueError, match=r"klop_kontra_by belongs to klop \(V8\)"):
        normal(Contract.TWO, 40, klop_kontra_by=1)


# -- announcements and bonuses ----------------------------------------------------------------


def test_king_ultimo_needs_a_called_king() -> None:
    assert score(PAGAT, normal(Contract.ONE, 45, king_ultimo=True)).total == 30 + 10 + 10
    for contract in (Contract.SOLO_ONE, Contract.SOLO_THREE):
        with pytest.raises(ValueError, match=r"no king ultimo in Solo .* called king"):
            normal(contract, 45, king_ultimo=True)
        with pytest.raises(ValueError, match="no king ultimo"):
            normal(contract, 45, king_ultimo=False)
        with pytest.raises(ValueError, match="no king ultimo"):
            normal(contract, 45, announcements={"king_ultimo": "declarer"})
    with pytest.raises(ValueError, match="no king ultimo in Beggar"):
        fixed(Contract.BEGGAR, tricks=0, king_ultimo=True)
    with pytest.raises(ValueError, match="no king ultimo in Two with 3 players"):
        normal(Contract.TWO, 40, players=3, king_ultimo=True)


def test_king_ultimo_is_announced_by_the_called_kings_holder_on_the_declarers_side() -> None:
    normal(Contract.TWO, 40, announcements={"king_ultimo": "declarer"})
    with pytest.raises(ValueError, match="holder of the called king"):
        normal(Contract.TWO, 40, announcements={"king_ultimo": "opponents"})


def test_announcements_only_in_the_normal_games() -> None:
    for contract, tricks in (
        (Contract.BEGGAR, 0),
        (Contract.SOLO_WITHOUT, 8),
        (Contract.COLOUR_VALAT, 12),
        (Contract.VALAT, 12),
    ):
        with pytest.raises(ValueError, match="announcements exist only in the normal games"):
            fixed(contract, tricks=tricks, points=50, announcements={"trula": "declarer"})
    with pytest.raises(ValueError, match="announcements exist only in the normal games"):
        klop((17, 18, 22, 13), (3, 3, 3, 3), announcements={"kings": "opponents"})


def test_the_pagat_is_played_by_the_side_that_announced_pagat_ultimo() -> None:
    mine = {"announcements": {"pagat_ultimo": "opponents"}}
    normal(Contract.THREE, 45, pagat_ultimo={"side": "opponents", "won": False}, **mine)
    with pytest.raises(ValueError, match="cannot have played it to the last trick"):
        normal(Contract.THREE, 45, pagat_ultimo={"side": "declarer", "won": True}, **mine)


def test_silent_bonuses_cannot_be_kontrad() -> None:
    # A kontra on a bonus nobody announced is refused, not silently dropped.
    announced = {"trula": "declarer", "announcements": {"trula": "declarer"}}
    assert score(PAGAT, normal(Contract.THREE, 45, kontra={"trula": 2}, **announced)).total == 60
    for item in ("trula", "kings", "king_ultimo", "pagat_ultimo", "valat", "mondfang"):
        with pytest.raises(ValueError, match="silent bonuses cannot be kontra'd"):
            normal(Contract.THREE, 45, trula="declarer", kontra={item: 2})
    with pytest.raises(ValueError, match="silent bonuses cannot be kontra'd"):
        fixed(Contract.BEGGAR, tricks=0, kontra={"trula": 2})


def test_announced_mondfang_only_where_the_rules_allow_it_v15() -> None:
    facts = normal(Contract.TWO, 40, announcements={"mondfang": "opponents"}, mond_lost_by=(0,))
    assert score(PALCKA, facts).scores[0] == 25 - 42
    with pytest.raises(ValueError, match=r"mondfang cannot be announced under these rules \(V15\)"):
        score(PAGAT, facts)


def test_announced_mondfang_only_in_contracts_with_a_mond_penalty_v13() -> None:
    narrow = PALCKA.model_copy(update={"mond_penalty_scope": "three_two_one"})
    facts = normal(Contract.SOLO_ONE, 40, announcements={"mondfang": "opponents"})
    score(PALCKA, facts)
    with pytest.raises(ValueError, match=r"no Mond penalty there \(V13\)"):
        score(narrow, facts)


# -- the Mond ---------------------------------------------------------------------------------


def test_mond_lost_by_a_seat_at_the_table() -> None:
    with pytest.raises(ValueError, match="mond_lost_by seat 3 is not a seat 0–2"):
        normal(Contract.TWO, 40, players=3, mond_lost_by=(3,))
    with pytest.raises(ValueError, match="mond_lost_by seat -1"):
        normal(Contract.TWO, 40, mond_lost_by=(-1,))


def test_there_is_one_mond_it_falls_at_most_once() -> None:
    with pytest.raises(ValueError, match="there is one Mond"):
        normal(Contract.TWO, 40, mond_lost_by=(1, 3))
    with pytest.raises(ValueError, match="there is one Mond"):
        normal(Contract.TWO, 40, mond_lost_by=(1, 1))


def test_mond_left_in_the_talon_only_after_a_talon_exchange() -> None:
    assert score(PAGAT, normal(Contract.SOLO_TWO, 40, mond_left_in_talon=True)).scores[0] == 34
    # Raised from a solo, a Colour valat had its exchange (no penalty in it, though).
    fixed(Contract.COLOUR_VALAT, tricks=12, mond_left_in_talon=True)
    for contract, tricks in ((Contract.SOLO_WITHOUT, 8), (Contract.BEGGAR, 0)):
        with pytest.raises(ValueError, match="only a contract with a talon exchange"):
            fixed(contract, tricks=tricks, points=40, mond_left_in_talon=True)
    with pytest.raises(ValueError, match="nobody takes from the talon in Colour valat"):
        fixed(Contract.COLOUR_VALAT, tricks=16, players=3, mond_left_in_talon=True)


def test_a_mond_left_in_the_talon_never_falls_to_the_skis() -> None:
    with pytest.raises(ValueError, match="cannot also fall to the Škis"):
        normal(Contract.ONE, 40, mond_lost_by=(3,), mond_left_in_talon=True)


def test_no_mondfang_announced_on_a_mond_left_in_the_talon_v15() -> None:
    with pytest.raises(ValueError, match=r"while the Mond is in a hand.*\(V15\)"):
        normal(Contract.ONE, 40, mond_left_in_talon=True, announcements={"mondfang": "opponents"})


# -- radelci ----------------------------------------------------------------------------------


def test_radelci_are_never_negative() -> None:
    with pytest.raises(ValueError, match="never below 0"):
        normal(Contract.TWO, 40, radelci=(0, -1, 0, 0))


def test_check_facts_alone_refuses_what_score_refuses() -> None:
    solo_without = fixed(Contract.SOLO_WITHOUT, tricks=8, points=40, players=3)
    check_facts(PALCKA, solo_without)
    with pytest.raises(ValueError, match="V21"):
        check_facts(PAGAT, solo_without)
