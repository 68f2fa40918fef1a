"""The terminal game with five at the table: who sits out, and the blank in the totals."""

from __future__ import annotations

import io

from apps.play import NAMES_5, main

WIDTH = 7
"""The width of a column in the five-player score table."""


def _run(*args: str) -> str:
    out = io.StringIO()
    lines = "\n".join(["1"] * 1000) + "\n"
    rc = main(["--level", "easy", "--seed", "3", "--ascii", *args], inp=io.StringIO(lines), out=out)
    assert rc == 0
    return out.getvalue()


def _cells(row: str) -> list[str]:
    body = row[5:]
    return [body[i * WIDTH : (i + 1) * WIDTH].strip() for i in range(5)]


def test_five_players_each_deal_says_who_sits_out() -> None:
    text = _run("--players", "5", "--deals", "6")
    titles = [line for line in text.splitlines() if line.startswith("=== Deal")]
    assert len(titles) == 6
    # The last seat deals first, so that you play the first deal; then forehand deals.
    assert titles[0] == "=== Deal 1 — dealer Dana, who sits out ==="
    assert titles[1] == "=== Deal 2 — you deal and sit out; the other four play ==="
    assert titles[2] == "=== Deal 3 — dealer Ana, who sits out ==="
    assert text.count("Score sheet") == 6
    assert "Session over" in text


def test_five_players_the_totals_show_a_blank_for_who_sat_out() -> None:
    text = _run("--players", "5", "--deals", "3")
    lines = text.splitlines()
    last_table = max(i for i, line in enumerate(lines) if line.startswith("Deal "))
    assert _cells(lines[last_table]) == list(NAMES_5)
    rows = [_cells(lines[last_table + k]) for k in (1, 2, 3)]
    # Deal 1: Dana sat out; deal 2: you; deal 3: Ana. Everybody else wrote a number.
    for row, out in zip(rows, (4, 0, 1), strict=True):
        assert row[out] == ""
        assert all(cell.lstrip("+-").isdigit() for p, cell in enumerate(row) if p != out)
    totals = _cells(lines[last_table + 4])
    assert lines[last_table + 4].startswith("Total")
    for p in range(5):
        assert int(totals[p]) == sum(int(row[p] or 0) for row in rows)


def test_five_players_sitting_out_you_watch_without_playing() -> None:
    text = _run("--players", "5", "--deals", "2")
    second = text.split("=== Deal 2")[1]
    assert "Your choice" not in second and "Your hand" not in second
    assert " -> " in second  # the tricks are shown as they are played
