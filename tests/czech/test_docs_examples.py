"""The code in docs/czech.md and docs/czech-scorepad.md runs and prints what the page shows."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = ("czech.md", "czech-scorepad.md")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```\n", re.DOTALL | re.MULTILINE)


def blocks(page: str) -> list[tuple[str, str | None]]:
    """Each python block of a page with the text block right after it (its output), if any."""
    text = (DOCS / page).read_text(encoding="utf-8")
    found = list(FENCE.finditer(text))
    out: list[tuple[str, str | None]] = []
    for i, block in enumerate(found):
        if block.group(1) != "python":
            continue
        printed = None
        nxt = found[i + 1] if i + 1 < len(found) else None
        if (
            nxt is not None
            and nxt.group(1) == "text"
            and not text[block.end() : nxt.start()].strip()
        ):
            printed = nxt.group(2)
        out.append((block.group(2), printed))
    return out


def test_czech_docs_have_examples() -> None:
    assert len(blocks("czech.md")) >= 2
    pad = blocks("czech-scorepad.md")
    assert len(pad) >= 5 and all(printed is not None for _, printed in pad)


@pytest.mark.parametrize(
    ("page", "index"), [(page, i) for page in PAGES for i in range(len(blocks(page)))]
)
def test_czech_docs_example_runs_and_prints_what_the_page_shows(page: str, index: int) -> None:
    code, printed = blocks(page)[index]
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        exec(compile(code, f"<{page} example {index}>", "exec"), {"__name__": "docs_example"})
    if printed is not None:
        assert buffer.getvalue() == printed
