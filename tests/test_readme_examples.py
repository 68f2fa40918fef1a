"""The README's Python examples run as written."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FAMILIES = ROOT / "docs" / "families.md"


def test_readme_python_blocks_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "the README shows the engine API in a Python block"
    for block in blocks:
        exec(compile(block, str(README), "exec"), {})


def test_families_guide_python_blocks_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", FAMILIES.read_text(encoding="utf-8"), re.S)
    assert blocks, "docs/families.md shows how to drive a family"
    for block in blocks:
        exec(compile(block, str(FAMILIES), "exec"), {})
