"""Every decision of every level is legal, at 3, 4 and 5 players, over seeded deals.

The deals go through the engine's checked ``apply``, so an illegal action raises. Half of
them are bid by the family tests' biased random player, so that every contract, the call,
the écart, poignées and the hide step come up; the others are bid by the levels themselves.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.ai import LEVELS
from engine.french import FrenchState, FrenchView, Rules
from engine.french.ai import POLICY
from engine.french.cards import EXCUSE
from engine.french.family import FAMILY
from tests.french.ai.helpers import play_deal, seeded_deal


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_level_decides_legally(players: int) -> None:
    kinds: Counter[tuple[str, str]] = Counter()

    def count(s: FrenchState, v: FrenchView) -> None:
        kinds[(levels[v.seat or 0], POLICY.decision(v))] += 1

    for k in range(len(LEVELS)):
        # Each level holds every seat in turn; easy fills the rest.
        levels = [LEVELS[(p + k) % len(LEVELS)] for p in range(players)]
        s = play_deal(seeded_deal(players, 100 + k), levels, k, random_bids=k != 1, on_view=count)
        assert FAMILY.is_over(s)
    for level in LEVELS:
        assert kinds[(level, "play")] > 0
    assert sum(kinds[(lv, "bidding")] for lv in LEVELS) > 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_easy_players_reach_every_phase_legally(players: int) -> None:
    kinds: Counter[str] = Counter()
    for seed in range(12):
        play_deal(
            seeded_deal(players, seed),
            ["easy"] * players,
            seed,
            random_bids=True,
            on_view=lambda s, v: kinds.update([POLICY.decision(v)]),
        )
    expected = {"bidding", "ecart", "chelem", "play"} | ({"call"} if players == 5 else set())
    assert expected <= set(kinds)


def test_the_excuse_is_never_kept_for_the_last_trick() -> None:
    # Played to the last trick the Excuse goes to that trick's winner; it can always be
    # played earlier, so a player who kept it gave it away. (Every level: the explicit
    # position in test_ai_sanity.py.)
    for players in (3, 4, 5):
        for seed in range(8):
            s = play_deal(
                seeded_deal(players, 40 + seed), ["easy"] * players, seed, random_bids=True
            )
            if s.tricks:
                assert EXCUSE not in s.tricks[-1].cards


@pytest.mark.parametrize(
    "rules", [Rules(prise_allowed=False), Rules(five_player_call="any")], ids=["no_prise", "any"]
)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_decides_legally_under_each_switch(rules: Rules, level: str) -> None:
    # F1 off: no Prise is ever bid; F2 "any": the five-player call may be any card.
    s = play_deal(
        seeded_deal(5, 7, rules),
        [level, "easy", "easy", "easy", "easy"],
        7,
        random_bids=level != "easy",
    )
    assert FAMILY.is_over(s)
    assert all(bid != 0 for _, bid in s.bids) or rules.prise_allowed
    if level == "easy":
        for seed in range(6):
            s = play_deal(seeded_deal(5, seed, rules), ["easy"] * 5, seed, random_bids=True)
            assert rules.prise_allowed or all(bid != 0 for _, bid in s.bids)
