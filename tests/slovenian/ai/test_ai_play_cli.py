"""The terminal game, driven with scripted input."""

from __future__ import annotations

import io

from apps.play import main, parse_choice
from engine.slovenian.actions import PASS, parse_action


def _run(lines: list[str], *args: str) -> str:
    out = io.StringIO()
    rc = main(
        ["--level", "easy", "--seed", "3", *args], inp=io.StringIO("\n".join(lines) + "\n"), out=out
    )
    assert rc == 0
    return out.getvalue()


def test_full_deal_with_bad_input_re_asked() -> None:
    # Junk first (re-asked), then always the first legal action, hints and the hand once.
    lines = ["", "xyz", "99", "h", "?"] + ["1"] * 200
    text = _run(lines, "--players", "4", "--ascii", "--deals", "1")
    assert "is not one of the choices" in text
    assert "is not on the list" in text
    assert "Your hand:" in text
    assert "Expected value" in text
    assert "takes the trick" in text
    assert "Score sheet" in text
    assert "this deal:" in text
    assert "Session over" in text


def test_three_players_palcka_session_of_two_deals() -> None:
    text = _run(["1"] * 400, "--players", "3", "--preset", "palcka", "--deals", "2")
    assert text.count("Score sheet") == 2
    assert "Session over" in text


def test_quit_and_end_of_input() -> None:
    assert "Bye." in _run(["q"])
    assert "Bye." in _run([])  # end of input


def test_parse_choice_accepts_numbers_cards_and_notation() -> None:
    legal = (PASS, parse_action("bid:two"), parse_action("bid:solo_three"))
    assert parse_choice("1", legal) is PASS
    assert parse_choice("pass", legal) is PASS
    assert parse_choice("two", legal) == parse_action("bid:two")
    assert parse_choice("solo three", legal) == parse_action("bid:solo_three")
    assert parse_choice("4", legal) is None
    assert parse_choice("valat", legal) is None
    plays = (parse_action("play:KH"), parse_action("play:T21"))
    assert parse_choice("kh", plays) == parse_action("play:KH")
    assert parse_choice("play:T21", plays) == parse_action("play:T21")
    assert parse_choice("K♥", plays) == parse_action("play:KH")
    assert parse_choice("xxi", plays) == parse_action("play:T21")
    assert parse_choice("Mond", plays) == parse_action("play:T21")
