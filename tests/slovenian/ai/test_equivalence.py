"""The computer players decide as recorded: same view, seed and sample budget, same action.

The ``baseline`` rows are the frozen player's decisions (those of the normal level before the
search moved to the compiled core and its hundreds of samples); they were the recorded normal
decisions of the earlier fixture, position for position.

``equivalence/decisions.json`` holds decisions of every level (and the normal search's values
with a fixed number of samples) at positions spread over every phase of seeded deals, 3 and 4
players, both presets. It was recorded by ``equivalence/make_decisions.py``; a change to the
computer players that should not change their play must leave every decision as it was.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from engine import families
from engine.ai import choose_action, evaluate_actions

FIXTURE = Path(__file__).parent / "equivalence" / "decisions.json"
DATA: dict[str, Any] = json.loads(FIXTURE.read_text())
FAMILY = families.get("slovenian")


def _by_deal(key: str) -> dict[int, list[dict[str, Any]]]:
    out: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for row in DATA[key]:
        out[row["deal"]].append(row)
    return out


DECISIONS = _by_deal("decisions")
EVALUATIONS = _by_deal("evaluations")


def _views(deal: int, moves: set[int]) -> dict[int, Any]:
    """The view of the seat on turn at each of ``moves`` of a recorded deal."""
    rec = DATA["deals"][deal]
    state = FAMILY.from_header(rec["header"])
    out: dict[int, Any] = {}
    for i, text in enumerate([*rec["actions"], None]):
        if i in moves:
            out[i] = FAMILY.view(state, FAMILY.to_move(state))
        if text is None:
            break
        state, _ = FAMILY.apply(state, FAMILY.parse_action(text))
    return out


def test_the_fixture_covers_every_phase_table_size_preset_and_level() -> None:
    seen = {
        (DATA["deals"][r["deal"]]["players"], DATA["deals"][r["deal"]]["preset"], r["phase"])
        for r in DATA["decisions"]
    }
    for players in (3, 4):
        for preset in ("pagat", "palcka"):
            for phase in ("bidding", "declare", "talon", "discard", "announce", "play"):
                assert (players, preset, phase) in seen
    assert any(r["phase"] == "king_call" for r in DATA["decisions"])
    assert {r["level"] for r in DATA["decisions"]} == {"easy", "normal", "hard", "baseline"}
    # The search departs from the rules of thumb often enough for the check to bite.
    by_pos: dict[tuple[int, int], dict[str, str]] = defaultdict(dict)
    for r in DATA["decisions"]:
        by_pos[r["deal"], r["move"]][r["level"]] = r["action"]
    assert sum(p["normal"] != p["easy"] for p in by_pos.values()) >= 50
    assert sum(p["hard"] != p["normal"] for p in by_pos.values()) >= 30
    assert sum(p["normal"] != p["baseline"] for p in by_pos.values()) >= 30


@pytest.mark.parametrize("deal", sorted(DECISIONS))
def test_decisions_are_as_recorded(deal: int) -> None:
    rows = [r for r in DECISIONS[deal] if r["level"] != "baseline"]
    views = _views(deal, {r["move"] for r in rows})
    got = [
        FAMILY.format_action(choose_action(views[r["move"]], r["level"], r["seed"])) for r in rows
    ]
    assert got == [r["action"] for r in rows]


@pytest.mark.parametrize("deal", sorted(EVALUATIONS))
def test_search_values_are_as_recorded(deal: int) -> None:
    rows = EVALUATIONS[deal]
    views = _views(deal, {r["move"] for r in rows})
    for r in rows:
        values = evaluate_actions(views[r["move"]], r["seed"], samples=r["samples"])
        assert [[FAMILY.format_action(a), x] for a, x in values] == r["values"]


@pytest.mark.parametrize("deal", sorted(DECISIONS)[::3])
def test_the_frozen_baseline_decides_as_recorded(deal: int) -> None:
    rows = [r for r in DECISIONS[deal] if r["level"] == "baseline"]
    views = _views(deal, {r["move"] for r in rows})
    got = [
        FAMILY.format_action(choose_action(views[r["move"]], "baseline", r["seed"])) for r in rows
    ]
    assert got == [r["action"] for r in rows]
