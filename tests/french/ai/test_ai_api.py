"""The French computer players' interface: views only, determinism, privacy, pickling."""

from __future__ import annotations

import inspect
import pickle
import typing

import pytest

from engine.ai import LEVELS, POLICIES, choose_action, evaluate_actions
from engine.french import FrenchState, FrenchView, view
from engine.french import ai as french_ai
from engine.french.state import Phase
from tests.french.ai.helpers import views_of
from tests.french.scenario import BASE4, BASE5, deal, run, swap, take


def test_french_views_are_decided_by_the_french_policy() -> None:
    assert POLICIES.for_family("french") is french_ai.POLICY
    assert POLICIES.for_view(view(deal(BASE4), 0)) is french_ai.POLICY
    for fn in (french_ai.choose_action, french_ai.evaluate_actions):
        hints = typing.get_type_hints(fn)
        assert hints["view"] is FrenchView
        assert all("FrenchState" not in str(tp) for tp in hints.values())
        assert next(iter(inspect.signature(fn).parameters)) == "view"


def test_a_state_is_refused() -> None:
    s = deal(BASE4)
    with pytest.raises(TypeError):
        choose_action(s, "easy", 1)  # type: ignore[arg-type]
    v = view(s, 0)
    for f in v.__dataclass_fields__:
        assert not isinstance(getattr(v, f), FrenchState)


def _pairs() -> list[tuple[FrenchState, FrenchState, int]]:
    """Pairs of states that differ only in cards the seat on turn cannot see."""
    out = []
    # The bidding: seat 0 to speak; seats 2 and 3 exchange a card.
    b = deal(BASE4)
    out.append((b, deal(swap(BASE4, "KS", "KC")), 0))
    # The tricks: seat 1 to answer the king of hearts; seats 2 and 3 exchange cards.
    s1 = run(take(deal(BASE4), 0, "garde_sans"), ["play:KH"])
    s2 = run(take(deal(swap(swap(BASE4, "QS", "QC"), "T2", "T1")), 0, "garde_sans"), ["play:KH"])
    out.append((s1, s2, 1))
    # The chien unseen (Garde sans): the taker's first card; the chien and seat 3 exchange.
    c1 = take(deal(BASE4), 0, "garde_sans")
    c2 = take(deal(swap(BASE4, "6C", "7C")), 0, "garde_sans")
    out.append((c1, c2, 0))
    # Five players, the partner secret: seat 1 to play; seats 3 and 4 exchange cards.
    f1 = run(take(deal(BASE5), 0, "garde", call="KS", ecart="3C 2C 1C"), ["play:KH"])
    f2 = run(
        take(deal(swap(BASE5, "QS", "KC")), 0, "garde", call="KS", ecart="3C 2C 1C"), ["play:KH"]
    )
    out.append((f1, f2, 1))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_change_neither_the_view_nor_the_decision(level: str) -> None:
    for s1, s2, seat in _pairs():
        assert s1.to_move == seat == s2.to_move
        assert s1.hands != s2.hands or s1.chien != s2.chien
        v1, v2 = view(s1, seat), view(s2, seat)
        assert v1 == v2
        assert choose_action(v1, level, 11) == choose_action(v2, level, 11)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_same_seed_same_decision(level: str) -> None:
    views = [v for _, v in views_of(4, 7) if len(v.legal) > 1][::6]
    assert len(views) >= 6
    first = [choose_action(v, level, 17) for v in views]
    again = [choose_action(pickle.loads(pickle.dumps(v)), level, 17) for v in views]
    assert first == again


def test_evaluate_actions_values_every_legal_action() -> None:
    s = take(deal(BASE4), 0, "garde_sans")
    v = view(s, 0)
    assert v.phase == Phase.PLAY
    values = evaluate_actions(v, seed=3, samples=3)
    assert {a for a, _ in values} == set(v.legal)
    assert [x for _, x in values] == sorted((x for _, x in values), reverse=True)
    typed = french_ai.evaluate_actions(v, seed=3, samples=3)
    assert typed == values
