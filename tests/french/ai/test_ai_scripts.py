"""Smoke runs of the benchmark and the duplicate strength match for French tarot."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[3]


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("players", [3, 4, 5])
def test_french_duplicate_deals_compare_seat_by_seat(players: int) -> None:
    strength = _load("strength_ai")
    rows = [
        strength.one_deal((i, players, "both", "easy", "random", 5, "french")) for i in range(3)
    ]
    for row in rows:
        assert row["preset"] == "fft"
        for g in row["games"]:
            assert len(g["scores"]) == players and sum(g["scores"]) == 0
    summary = strength.summarize(rows, "easy", "random")
    assert summary["deals"] == 3
    lo, hi = summary["ci95"]
    assert lo <= summary["mean_diff"] <= hi


def test_a_passed_french_deal_scores_nothing() -> None:
    strength = _load("strength_ai")
    from engine.french.family import FAMILY
    from tests.french.scenario import BASE4, deal, run

    s = run(deal(BASE4), "pass pass pass pass")
    row = strength.game_row(FAMILY, s, ["easy"] * 4, 4)
    assert row == {
        "scores": [0, 0, 0, 0],
        "contract": "passed",
        "declarer_level": None,
        "won": False,
    }


def test_the_bench_reports_french_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    bench = _load("bench_ai")
    bench.main(["--family", "french", "--levels", "easy", "--deals", "2", "--players", "4"])
    out = capsys.readouterr().out
    assert "card" in out and "bid" in out and "p99" in out
