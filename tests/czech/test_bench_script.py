"""A smoke run of scripts/bench_engine_czech.py (a few deals; nothing is timed)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "bench_engine_czech.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_engine_czech", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_engine_czech"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("policy", ["uniform", "quiet", "testkit"])
def test_bench_checked_and_unchecked_play_the_same_deals(policy: str) -> None:
    rows = _load().run(0.0, 4, policy=policy, deals=20)
    assert [r["label"] for r in rows] == ["engine apply", "engine unchecked"]
    assert rows[0]["deals"] == rows[1]["deals"] == 20
    assert rows[0]["actions"] == rows[1]["actions"] > 20 * 48
    assert rows[0]["contracts"] == rows[1]["contracts"]


def test_bench_main_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert _load().main(["--deals", "10", "--policy", "quiet"]) == 0
    out = capsys.readouterr().out
    assert "engine unchecked" in out and "ratio unchecked/apply" in out


def test_bench_four_players_only() -> None:
    with pytest.raises(ValueError, match="four"):
        _load().run(0.1, 3)
