"""pyproject.toml: what ``pip install -e .`` brings, and a licence that setuptools accepts."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def names(requirements: list[str]) -> set[str]:
    return {re.split(r"[<>=!~\[ ;]", r, maxsplit=1)[0].lower() for r in requirements}


def test_the_licence_is_an_spdx_expression() -> None:
    # A ``{ text = ... }`` table is deprecated (setuptools warns at every install from 77 on).
    assert PYPROJECT["project"]["license"] == "MIT"
    backend = PYPROJECT["build-system"]["requires"]
    assert any(re.fullmatch(r"setuptools>=(\d+)", r) and int(r[12:]) >= 77 for r in backend)


def test_the_runtime_has_no_test_tools_or_openspiel() -> None:
    runtime = names(PYPROJECT["project"]["dependencies"])
    # asyncpg: the PostgreSQL store, chosen by DATABASE_URL (SQLite needs nothing more).
    assert runtime == {
        "discord.py",
        "aiosqlite",
        "asyncpg",
        "pillow",
        "pydantic",
        "pydantic-settings",
    }
    extras = PYPROJECT["project"]["optional-dependencies"]
    assert {"pytest", "mypy", "ruff"} <= names(extras["dev"])
    assert names(extras["oracle"]) == {"open-spiel"}
