"""Smoke runs of the benchmark and the duplicate strength match for Czech (a deal or two)."""

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


def test_czech_duplicate_deals_compare_seat_by_seat() -> None:
    """strength_ai.py plays Czech duplicate deals (four players, the one preset)."""
    strength = _load("strength_ai")
    rows = [strength.one_deal((i, 4, "both", "easy", "random", 5, "czech")) for i in range(2)]
    for row in rows:
        assert row["preset"] == "standard"
        assert [len(g["scores"]) for g in row["games"]] == [4, 4]
    summary = strength.summarize(rows, "easy", "random")
    lo, hi = summary["ci95"]
    assert lo <= summary["mean_diff"] <= hi


def test_czech_bench_reports_every_decision_type(capsys: pytest.CaptureFixture[str]) -> None:
    """bench_ai.py times Czech decisions by type (the Czech phases: raise, call, …)."""
    bench = _load("bench_ai")
    bench.main(["--family", "czech", "--levels", "easy", "--deals", "3"])
    out = capsys.readouterr().out
    assert "card" in out and "bid" in out and "raise" in out
