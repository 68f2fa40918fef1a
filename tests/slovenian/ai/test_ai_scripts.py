"""Smoke runs of the benchmark and the duplicate strength match (a few deals only)."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

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


def test_the_rows_keep_the_kontras_and_the_summary_splits_by_them() -> None:
    strength = _load("strength_ai")
    rows = [strength.one_deal((i, 4, "both", "easy", "random", 5)) for i in range(4)]
    for row in rows:
        for g in row["games"]:
            assert len(g["kontra"]) == 8 and all(k in (1, 2, 4, 8, 16) for k in g["kontra"])
    for g in rows[0]["games"] + rows[1]["games"]:
        g["kontra"] = [1] * 8  # deals 0 and 1: no kontra in either game
    rows[1]["games"][1]["kontra"][0] = 2  # deal 1: a kontra on the game in its second game
    said = sum(1 for r in rows if any(k > 1 for g in r["games"] for k in g["kontra"]))
    assert said >= 1
    summary = strength.summarize(rows, "easy", "random")
    assert set(summary["by_preset"]) == {"pagat", "palcka"}
    assert summary["by_kontra"]["kontra"].endswith(f"over {said}")
    assert summary["by_kontra"]["no kontra"].endswith(f"over {4 - said}")


def test_every_other_deal_keeps_one_preset(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    strength = _load("strength_ai")
    seen: list[int] = []
    real: Callable[[tuple[Any, ...]], dict[str, Any]] = strength.one_deal

    def fake(args: tuple[Any, ...]) -> dict[str, Any]:
        seen.append(args[0])
        return real(args)

    monkeypatch.setattr(strength, "one_deal", fake)
    argv = ["--players", "3", "--a", "easy", "--b", "easy", "--deals", "3"]
    argv += ["--first", "4", "--every", "2"]
    assert strength.main(argv) == 0
    assert sorted(seen) == [4, 6, 8]
    assert '"pagat"' in capsys.readouterr().out


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


def test_roles_compare_each_side_with_the_same_auction() -> None:
    roles = _load("roles_ai")
    contracts = ("three", "two", "one")
    rows = [roles.one_deal((i, 4, "easy", "easy", 3, contracts)) for i in range(12)]
    played = [r for r in rows if not r.get("skipped")]
    assert played, "no partner contract in twelve deals"
    assert any(r.get("skipped") for r in rows)
    for r in played:
        assert r["contract"] in contracts and r["partner"] != r["declarer"]
        # A level in the same seats with the same seeds plays the reference's very game.
        assert r["scores"]["a_defends"] == r["scores"]["reference"]
        assert r["a_defends"] == r["a_declares"] == 0.0
    summary = roles.summarize(rows)
    assert summary["partner_deals"] == len(played)
    mean, lo, hi = summary["all"]["control_defends"]
    assert lo <= mean <= hi


def test_roles_give_the_level_under_test_only_the_seats_of_its_role(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    roles = _load("roles_ai")
    seen: list[str] = []
    played = roles.play_on

    def spy(s: object, levels: list[str], seeds: list[int], base: int, move: int) -> object:
        seen.append(",".join(levels))
        return played(s, levels, seeds, base, move)

    monkeypatch.setattr(roles, "play_on", spy)
    row = next(
        r
        for r in (
            roles.one_deal((i, 4, "normal", "easy", 3, ("three", "two", "one"))) for i in range(12)
        )
        if not r.get("skipped")
    )
    side = {row["declarer"], row["partner"]}
    arms = dict(zip(("reference", *roles.ARMS), seen[-5:], strict=True))
    for p in range(4):
        assert arms["a_declares"].split(",")[p] == ("normal" if p in side else "easy")
        assert arms["a_defends"].split(",")[p] == ("easy" if p in side else "normal")
        assert arms["control_defends"].split(",")[p] == "easy"
    assert arms["reference"] == "easy,easy,easy,easy"


def test_declared_prints_the_sampled_declarers_strength(capsys: pytest.CaptureFixture[str]) -> None:
    declared = _load("declared_ai")
    declared.main(["--deals", "40", "--positions", "2", "--samples", "30"])
    out = capsys.readouterr().out
    assert "unweighted" in out and "mean per contract" in out
    s = None
    for i in range(40):
        s = declared.opponent_turn(i, 77, "easy")
        if s is not None:
            break
    assert s is not None and not s.declarer_side() >> s.to_move & 1
    m = declared.measure(s, 30)
    for name in ("normal", "hard"):
        assert 0.0 < m[f"{name}_ess"] <= 1.0 + 1e-9
        assert 0.0 <= m[name] <= 40.0


@pytest.mark.parametrize("mode", ["open", "easy"])
def test_rules_of_thumb_against_the_frozen_ones(
    mode: str, capsys: pytest.CaptureFixture[str]
) -> None:
    thumb = _load("thumb_ai")
    gains = [thumb.one_deal((i, 4, mode, 1)) for i in range(4)]
    assert all(isinstance(g, float) for g in gains)
    thumb.main(["--players", "3", "--mode", mode, "--deals", "3"])
    assert "current - frozen rules of thumb" in capsys.readouterr().out
