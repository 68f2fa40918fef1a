"""The Czech computer players through the shared entry points: legal, reproducible, private."""

from __future__ import annotations

import random

import pytest

from engine.ai import POLICIES, choose_action, evaluate_actions
from engine.czech import DealState, view
from engine.czech.ai import POLICY
from engine.czech.ai import choose_action as czech_choose
from engine.czech.state import Phase
from tests.czech.ai.helpers import FAMILY, positions
from tests.czech.scenario import AUTOMATIC, NO_KONTRA, STANDARD

# (level, deals, every n-th card decided): the search levels decide every position before
# the tricks and a sample of the cards.
PLAN = [("easy", 16, 1), ("normal", 2, 6), ("hard", 2, 12)]


def test_the_registry_finds_the_czech_policy() -> None:
    """engine.ai finds engine.czech.ai.POLICY for a Czech view (the bot's computers)."""
    assert POLICIES.for_family("czech") is POLICY
    s = FAMILY.deal(STANDARD, 4, 0, random.Random(1))
    assert POLICIES.for_view(view(s, s.to_move)) is POLICY


@pytest.mark.parametrize(("level", "deals", "every"), PLAN)
def test_every_decision_is_legal(level: str, deals: int, every: int) -> None:
    """Over seeded deals covering every phase (and both C2 settings, C1 off), each level
    chooses a legal action at every position it is asked."""
    phases: set[Phase] = set()
    for rules in (STANDARD, AUTOMATIC, NO_KONTRA):
        for i, (s, p) in enumerate(positions(5, deals, rules, mix=0.5)):
            if i % every and s.phase == Phase.PLAY:
                continue
            v = view(s, p)
            a = choose_action(v, level, i)
            assert a in v.legal, (level, v.phase_name, a)
            phases.add(v.phase)
    assert {Phase.BIDDING, Phase.RAISE, Phase.CALL, Phase.DISCARD, Phase.ANNOUNCE} <= phases
    assert Phase.PLAY in phases


def test_whole_deals_by_each_level_end_scored() -> None:
    """A table of one level plays deals to the end through the family's checked apply."""
    rng = random.Random(8)
    for level in ("easy", "normal"):
        s = FAMILY.deal(STANDARD, 4, 1, rng)
        move = 0
        while not FAMILY.is_over(s):
            v = view(s, s.to_move)
            s, _ = FAMILY.apply(s, czech_choose(v, level, move), s.to_move)
            move += 1
        assert s.result is not None and sum(s.result.scores) == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_decision_depends_only_on_view_level_and_seed(level: str) -> None:
    """Budgets count samples: the same view and seed give the same action."""
    seen = 0
    for i, (s, p) in enumerate(positions(21, 2, STANDARD, mix=0.3)):
        if i % 7:
            continue
        v = view(s, p)
        first = choose_action(v, level, 99)
        assert choose_action(v, level, 99) == first
        seen += 1
    assert seen > 5


def _swap_hidden(s: DealState, seat: int) -> DealState | None:
    """A copy of ``s`` with two unplayed cards of one suit swapped between the two other
    seats that are neither ``seat`` nor the holder of the called tarok (hidden from ``seat``)."""
    others = [q for q in range(4) if q != seat]
    for a in others:
        for b in others:
            if a >= b:
                continue
            for ca in range(54):
                if not s.hands[a] >> ca & 1 or ca == s.called:
                    continue
                for cb in range(54):
                    if not s.hands[b] >> cb & 1 or cb == s.called:
                        continue
                    if FAMILY.deck.suits[ca] != FAMILY.deck.suits[cb]:
                        continue
                    t = s.clone()
                    t.hands[a] = (t.hands[a] & ~(1 << ca)) | (1 << cb)
                    t.hands[b] = (t.hands[b] & ~(1 << cb)) | (1 << ca)
                    if view(t, seat) == view(s, seat) and t.hands != s.hands:
                        return t
    return None


def test_hidden_cards_never_change_a_decision() -> None:
    """Two deals that differ only in cards the seat cannot see give identical views and
    identical decisions at every level (the players see only the view)."""
    checked = 0
    for i, (s, p) in enumerate(positions(31, 3, STANDARD, mix=0.3)):
        if i % 9:
            continue
        t = _swap_hidden(s, p)
        if t is None:
            continue
        assert view(t, p) == view(s, p)
        for level in ("easy", "normal", "hard"):
            assert choose_action(view(t, p), level, i) == choose_action(view(s, p), level, i)
        checked += 1
    assert checked >= 5


def test_evaluate_actions_values_every_legal_action() -> None:
    """The normal search's values cover every legal action, best first."""
    s = FAMILY.deal(STANDARD, 4, 0, random.Random(4))
    v = view(s, s.to_move)
    values = evaluate_actions(v, 1, samples=3)
    assert {a for a, _ in values} == set(v.legal)
    assert [x for _, x in values] == sorted((x for _, x in values), reverse=True)


def test_a_state_is_refused() -> None:
    """Only a view reaches the players."""
    s = FAMILY.deal(STANDARD, 4, 0, random.Random(4))
    with pytest.raises(TypeError):
        choose_action(s, "easy", 1)  # type: ignore[arg-type]


def test_a_table_computer_plays_czech_through_the_policy() -> None:
    """The bot's computer player of a level is engine.ai.choose_action: for a Czech view it
    now decides through this policy (no fallback to random legal moves)."""
    from bot.tables.computer import EngineComputer, computer_for_level

    s = FAMILY.deal(STANDARD, 4, 2, random.Random(6))
    move = 0
    while not FAMILY.is_over(s):
        v = view(s, s.to_move)
        for level in ("easy", "normal"):
            player = computer_for_level(level)
            assert isinstance(player, EngineComputer)
            if level == "easy" or move % 10 == 0:
                assert player(v, move) == choose_action(v, level, move, budget_s=None)
        s, _ = FAMILY.apply(s, choose_action(v, "easy", move), s.to_move)
        move += 1
