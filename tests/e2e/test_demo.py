"""``scripts/demo.py`` (``make demo``): a seeded deal through the bot against the fake Discord,
written as an HTML page of what Ana saw, in order, with every image it references."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

from bot import families
from bot.render.legibility import read_at_chat_width
from bot.ui.images import RENDER_HOOKS, RenderRecord, compose

ROOT = Path(__file__).resolve().parents[2]


def load_demo() -> ModuleType:
    """``scripts/demo.py`` loaded as a module."""
    spec = importlib.util.spec_from_file_location("demo", ROOT / "scripts" / "demo.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["demo"] = module
    spec.loader.exec_module(module)
    return module


def test_help_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    demo = load_demo()
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as done:
        demo.main(["--help"])
    assert done.value.code == 0
    with pytest.raises(SystemExit):
        demo.main(["--game", "czech", "--players", "3"])  # Czech taroky is played by four
    assert list(tmp_path.iterdir()) == []


def test_the_demo_page_shows_the_messages_in_order_with_their_images(tmp_path: Path) -> None:
    demo = load_demo()
    out = tmp_path / "page"
    drawn: list[RenderRecord] = []
    RENDER_HOOKS.append(drawn.append)
    try:
        assert demo.main(["--out", str(out), "--seed", "3", "--players", "4"]) == 0
    finally:
        RENDER_HOOKS.remove(drawn.append)
    page = (out / "index.html").read_text(encoding="utf-8")
    entries = page.split('<div class="msg">')[1:]
    assert len(entries) > 20
    metas = [re.search(r'<div class="meta">(.*?)</div>', e).group(1) for e in entries]  # type: ignore[union-attr]
    texts = [re.sub(r"<[^>]+>", " ", e) for e in entries]
    # In order: the lobby, the table of deal 1 (first during the bidding: no image), Ana's
    # hand, the summary, the final standings.
    first = {
        key: next(i for i, t in enumerate(texts) if key in t)
        for key in (
            "Tarok: new table",
            "deal 1 of 1 · Bidding",
            "Your hand",
            "Deal 1:",
            "Final standings",
        )
    }
    assert list(first.values()) == sorted(first.values())
    assert "Message 1</b> · sent" in metas[0]
    bidding = entries[first["deal 1 of 1 · Bidding"]]
    assert "<img" not in bidding
    private = [i for i, m in enumerate(metas) if "only Ana sees this" in m]
    assert private and all("Your hand" in texts[i] or "No deal" in texts[i] for i in private)
    assert any("Your turn!" in texts[i] for i in private)
    # Every image the page shows exists; the hand only in Ana's messages.
    sources = re.findall(r'<img src="([^"]+)"', page)
    assert sources
    for src in sources:
        with Image.open(out / src) as img:
            assert img.width == 1100
    kinds = {Path(src).name.split("-")[0] for src in sources}
    assert {"hand", "trick", "summary", "scoresheet"} <= kinds
    for i, entry in enumerate(entries):
        if "images/hand-" in entry:
            assert i in private
    # Every image the bot drew in the deal is legible at chat width (450 px).
    specs = {r.spec for r in drawn}
    assert {s.kind for s in specs} >= {"hand", "trick", "summary", "sheet"}
    labels = families.get("slovenian").render.style.deck.labels
    for spec in specs:
        _, reading = read_at_chat_width(lambda spec=spec: compose(spec), labels=labels)
        assert reading.legible(), (spec.kind, reading)
