"""Smoke runs of the benchmark and the duplicate strength match (a few deals only)."""

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


@pytest.mark.parametrize("players", [3, 4])
def test_duplicate_deals_compare_seat_by_seat(players: int) -> None:
    strength = _load("strength_ai")
    rows = [strength.one_deal((i, players, "both", "easy", "random", 5)) for i in range(2)]
    for row in rows:
        assert len(row["games"]) == 2
        for g in row["games"]:
            assert len(g["scores"]) == players
    summary = strength.summarize(rows, "easy", "random")
    assert summary["deals"] == 2
    lo, hi = summary["ci95"]
    assert lo <= summary["mean_diff"] <= hi


def test_a_normal_level_duplicate_deal_runs() -> None:
    strength = _load("strength_ai")
    row = strength.one_deal((0, 4, "pagat", "normal", "easy", 1))
    assert isinstance(row["diff"], float)


def test_bench_prints_percentiles(capsys: pytest.CaptureFixture[str]) -> None:
    bench = _load("bench_ai")
    bench.main(["--levels", "easy", "--deals", "1", "--players", "3"])
    out = capsys.readouterr().out
    assert "card" in out and "p99" in out


def test_inference_prints_the_placement_of_hidden_cards(capsys: pytest.CaptureFixture[str]) -> None:
    inference = _load("inference_ai")
    inference.main(["--players", "3", "--deals", "2", "--level", "easy", "--samples", "8"])
    out = capsys.readouterr().out
    assert "no card-play evidence" in out and "factor 0.5" in out
    pos = inference.positions(3, 2, 11, "easy", 0.3)
    ll, ess = inference.placement(pos, 0.5, 8)
    assert ll <= 0.0 and 0.0 < ess <= 1.0


def test_solver_bench_compares_the_table_with_none(capsys: pytest.CaptureFixture[str]) -> None:
    bench = _load("bench_solve")
    bench.main(["--players", "3", "--tricks", "3", "--deals", "2"])
    out = capsys.readouterr().out
    assert "no table" in out and out.strip().splitlines()[-1].split()[0] == "3"
