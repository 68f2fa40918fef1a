"""The Makefile's installs, read with ``make -n`` (nothing is installed): ``make run`` only the
runtime, ``make test`` the test tools and OpenSpiel too, and switching between them."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    """The Makefile and pyproject.toml in a fresh folder, as in a fresh clone."""
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(ROOT / name, tmp_path / name)
    return tmp_path


def planned(folder: Path, target: str) -> list[str]:
    """The commands ``make <target>`` would run now."""
    # Run from within `make test`, a nested make would inherit its flags and level.
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    done = subprocess.run(
        ["make", "--no-print-directory", "-n", target],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.splitlines()


def installs(commands: list[str]) -> list[str]:
    return [c for c in commands if "pip install" in c and "--upgrade pip" not in c]


def pretend(folder: Path, target: str) -> None:
    """Do what ``make <target>`` would do to the venv's stamps, without installing."""
    (folder / ".venv" / "bin").mkdir(parents=True, exist_ok=True)
    (folder / ".venv" / "bin" / "python").touch()
    time.sleep(0.01)
    stamps = {"run": [".installed-run"], "test": [".installed-test", ".installed-run"]}
    for stamp in stamps[target]:
        (folder / ".venv" / stamp).touch()


def test_make_run_installs_only_the_runtime(clone: Path) -> None:
    commands = planned(clone, "run")
    assert any(" -m venv .venv" in c for c in commands)
    assert installs(commands) == [".venv/bin/python -m pip install --quiet -e ."]
    assert commands[-1] == ".venv/bin/python -m bot"


def test_make_play_needs_only_the_runtime(clone: Path) -> None:
    assert installs(planned(clone, "play")) == [".venv/bin/python -m pip install --quiet -e ."]


def test_make_test_installs_the_test_tools_and_openspiel(clone: Path) -> None:
    commands = planned(clone, "test")
    assert installs(commands) == ['.venv/bin/python -m pip install --quiet -e ".[dev,oracle]"']
    assert ".venv/bin/mypy engine bot apps scripts" in commands


def test_make_test_after_make_run_adds_what_is_missing(clone: Path) -> None:
    pretend(clone, "run")
    commands = planned(clone, "test")
    assert not any(" -m venv " in c for c in commands)
    assert installs(commands) == ['.venv/bin/python -m pip install --quiet -e ".[dev,oracle]"']
    assert installs(planned(clone, "run")) == []


def test_make_run_after_make_test_installs_nothing(clone: Path) -> None:
    pretend(clone, "test")
    assert installs(planned(clone, "run")) == []
    assert installs(planned(clone, "test")) == []


def test_a_changed_pyproject_reinstalls(clone: Path) -> None:
    pretend(clone, "test")
    later = time.time() + 5
    os.utime(clone / "pyproject.toml", (later, later))
    assert installs(planned(clone, "run")) == [".venv/bin/python -m pip install --quiet -e ."]
    assert len(installs(planned(clone, "test"))) == 1
