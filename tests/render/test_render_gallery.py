"""The gallery script writes where it is told, and nothing for --help or --list."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from render_helpers import ROOT, load_gallery


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
    names = ["hand_4p", "french_poignee", "czech_talon"]
    assert script.main(["--out", str(out), "--only", *names, "--previews"]) == 0
    written = sorted(p.name for p in out.iterdir())
    assert written == sorted([f"{n}.png" for n in names] + [f"{n}.450.png" for n in names])
    with Image.open(out / "hand_4p.450.png") as preview:
        assert preview.width == 450
    assert script.main(["--out", str(out), "--only", "no_such_image"]) == 2


def test_default_folder_is_the_docs_images() -> None:
    script = load_gallery()
    assert script.DEFAULT_OUT == ROOT / "docs" / "images"
    assert script.parse_args([]).out == script.DEFAULT_OUT
    names = [e.name for e in script.GALLERY]
    assert len(names) == len(set(names))
