"""The core stays below the Discord layer: no discord import, no SQL outside the store, no
Slovenian tarok outside its own pieces, and nothing imports the client back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE = [
    ROOT / "bot" / "settings.py",
    *(ROOT / "bot" / d for d in ("store", "tables", "i18n", "families", "screens", "pad")),
]
BOT = sorted((ROOT / "bot").rglob("*.py"))
SQL = re.compile(r"\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM|CREATE TABLE)\b")


def _files() -> list[Path]:
    out: list[Path] = []
    for p in CORE:
        out.extend([p] if p.is_file() else sorted(p.rglob("*.py")))
    return out


@pytest.mark.parametrize("path", _files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_discord_import(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import discord|from discord\b)", text, flags=re.MULTILINE)


@pytest.mark.parametrize(
    "path",
    [p for p in _files() if "store" not in p.parts],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_no_sql_outside_the_store(path: Path) -> None:
    assert not SQL.search(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", BOT, ids=lambda p: str(p.relative_to(ROOT)))
def test_only_the_slovenian_pieces_know_slovenian_tarok(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    if rel.startswith(("bot/families/slovenian/", "bot/render/")):
        return  # its own pieces; the images are drawn for its deck
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import) engine\.slovenian\b", text, flags=re.MULTILINE)


@pytest.mark.parametrize(
    "path", [p for p in BOT if p.name != "__main__.py"], ids=lambda p: str(p.relative_to(ROOT))
)
def test_nothing_imports_the_client_back(path: Path) -> None:
    if path.name == "client.py":
        return
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from bot\.client\b|import bot\.client\b)", text, re.MULTILINE)


@pytest.mark.parametrize(
    "path",
    [p for p in BOT if p.parts[-2] in ("screens", "ui", "cogs") or "families" in p.parts],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_screens_read_views_never_a_deals_state(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"\b(table|session|deal)\.state\b", text)
