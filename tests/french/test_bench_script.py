"""A smoke run of the French engine benchmark (a few deals, no timing asserted)."""

from __future__ import annotations

import pytest

from scripts.bench_engine_french import main, run


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_benchmark_plays_the_same_deals_both_ways(players: int) -> None:
    checked, unchecked = run(0.1, players, deals=5, policy="suite")
    assert checked["label"] == "french apply" and unchecked["label"] == "french unchecked"
    assert checked["deals"] == unchecked["deals"] == 5
    assert checked["actions"] == unchecked["actions"] > 0
    assert checked["mix"] == unchecked["mix"] and sum(checked["mix"].values()) == 5


def test_the_benchmark_prints_its_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "4", "--deals", "3"]) == 0
    out = capsys.readouterr().out
    assert "french apply" in out and "4p unchecked/apply" in out
