"""The gallery script writes where it is told, and nothing for --help or --list."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from render_helpers import ROOT, load_gallery

from bot.i18n import t
from bot.render.legibility import read_at_chat_width
from engine import families


def snapshot(folder: Path) -> dict[str, float]:
    return {p.name: p.stat().st_mtime_ns for p in folder.iterdir()}


def test_help_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = load_gallery()
    docs = snapshot(script.DEFAULT_OUT)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as done:
        script.main(["--help"])
    assert done.value.code == 0
    assert script.main(["--list", "--out", str(tmp_path / "out")]) == 0
    assert list(tmp_path.iterdir()) == []
    assert snapshot(script.DEFAULT_OUT) == docs


def test_out_folder_gets_the_images(tmp_path: Path) -> None:
    script = load_gallery()
    out = tmp_path / "gallery"
    names = ["hand_3p", "french_poignee", "czech_talon"]
    assert script.main(["--out", str(out), "--only", *names, "--previews"]) == 0
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted([f"{n}.png" for n in names] + [f"{n}.450.png" for n in names])
    with Image.open(out / "hand_3p.450.png") as preview:
        assert preview.width == 450
    assert script.main(["--out", str(out), "--only", "no_such_image"]) == 2


def test_default_folder_is_the_docs_images() -> None:
    script = load_gallery()
    assert script.DEFAULT_OUT == ROOT / "docs" / "images"
    assert script.parse_args([]).out == script.DEFAULT_OUT
    names = [e.name for e in script.GALLERY]
    assert len(names) == len(set(names))


def test_the_bot_entries_are_what_the_bot_drew_in_seeded_games() -> None:
    """An entry made by the bot is an image the bot rendered while simulated players
    clicked through a seeded game (the texts are the bot's own, in the bot's language),
    and it is legible in chat."""
    script = load_gallery()
    entries = {e.name: e for e in script.GALLERY}
    assert {n for n, e in entries.items() if e.bot} >= {
        "hand_4p", "hand_3p", "trick", "talon", "summary", "scoresheet"
    }  # fmt: skip
    assert not entries["french_poignee"].bot and not entries["deck"].bot
    drawn = script.played("czech", "sl")
    trick = script.from_the_bot("czech_trick", "sl")
    assert trick in [r.spec for r in drawn]  # the very description the bot rendered
    assert trick.model.title == t("table.trick", "sl", number=1)
    assert [s.name for s in trick.model.seats] == list(script.CZECH_NAMES)
    assert trick.render.style.deck is families.get("czech").deck
    hand = script.from_the_bot("hand_3p", "sl")
    assert hand.kind == "hand" and len(hand.model) == 16 and hand.legal
    for name in ("czech_trick", "czech_hand", "hand_3p", "talon_6x1"):
        _, reading = read_at_chat_width(entries[name].compose, labels=entries[name].labels)
        assert reading.legible(), (name, reading)


def test_the_french_entries_are_the_bots_own_in_french() -> None:
    """French tarot's chien, summary and score sheet come from a seeded game of five played
    through the bot, in French, and are legible in chat."""
    script = load_gallery()
    entries = {e.name: e for e in script.GALLERY}
    names = ("french_chien", "french_summary", "french_scoresheet", "french_trick_5p")
    assert all(entries[n].bot for n in names)
    summary = script.from_the_bot("french_summary", "sl")
    assert summary.model.total.label == t("french.summary.per_defender", "fr")
    assert [f.label for f in summary.model.facts][:3] == ["Bouts", "À faire", "Différence"]
    assert [r.name for r in summary.model.results] == list(script.FRENCH_NAMES)
    chien = script.from_the_bot("french_chien", "sl")
    assert chien.model.title == "Chien" and len(chien.model.groups[0]) == 3
    sheet = script.from_the_bot("french_scoresheet", "sl")
    assert sheet.model.title == t("sheet.title", "fr") and sheet.model.final is not None
    for name in names:
        _, reading = read_at_chat_width(entries[name].compose, labels=entries[name].labels)
        assert reading.legible(), (name, reading)
