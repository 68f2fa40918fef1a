"""The code in docs/scorepad.md and docs/rules.md runs and prints what the page shows."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[3] / "docs"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```\n", re.DOTALL | re.MULTILINE)


def examples(name: str) -> list[tuple[str, str | None]]:
    """Each ```python block with the ```text block right after it (its output), if any."""
    text = (DOCS / name).read_text(encoding="utf-8")
    blocks = list(FENCE.finditer(text))
    out: list[tuple[str, str | None]] = []
    for i, block in enumerate(blocks):
        if block.group(1) != "python":
            continue
        expected = None
        if i + 1 < len(blocks):
            nxt = blocks[i + 1]
            if nxt.group(1) == "text" and not text[block.end() : nxt.start()].strip():
                expected = nxt.group(2)
        out.append((block.group(2), expected))
    return out


def run_example(code: str) -> str:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        exec(compile(code, "<docs example>", "exec"), {"__name__": "docs_example"})
    return buffer.getvalue()


@pytest.mark.parametrize("name", ["scorepad.md", "rules.md"])
def test_docs_have_python_examples(name: str) -> None:
    assert examples(name)


def test_scorepad_examples_show_their_output() -> None:
    found = examples("scorepad.md")
    assert len(found) >= 5
    assert all(expected is not None for _, expected in found)


@pytest.mark.parametrize(
    ("name", "index"),
    [(name, i) for name in ("scorepad.md", "rules.md") for i in range(len(examples(name)))],
)
def test_docs_example_runs_and_prints_what_the_page_shows(name: str, index: int) -> None:
    code, expected = examples(name)[index]
    printed = run_example(code)
    if expected is not None:
        assert printed == expected
