"""The code in docs/french.md and docs/french-scorepad.md runs and prints what the page shows."""

from __future__ import annotations

import pytest

from tests.slovenian.scoring.test_docs_examples import examples, run_example

PAGES = ("french.md", "french-scorepad.md")


@pytest.mark.parametrize("name", PAGES)
def test_the_pages_have_python_examples(name: str) -> None:
    assert examples(name)


def test_the_score_pad_examples_show_their_output() -> None:
    found = examples("french-scorepad.md")
    assert len(found) >= 7
    assert all(expected is not None for _, expected in found)


@pytest.mark.parametrize(
    ("name", "index"), [(name, i) for name in PAGES for i in range(len(examples(name)))]
)
def test_docs_example_runs_and_prints_what_the_page_shows(name: str, index: int) -> None:
    code, expected = examples(name)[index]
    printed = run_example(code)
    if expected is not None:
        assert printed == expected
