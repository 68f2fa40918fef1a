"""Settings from the environment and .env; .env.example lists them all."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.settings import MissingTokenError, Settings, load_settings

ENV_EXAMPLE = Path(__file__).resolve().parents[2] / ".env.example"


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No stray variables and no .env of the developer."""
    monkeypatch.chdir(tmp_path)
    for name in _env_names():
        monkeypatch.delenv(name, raising=False)


def _env_names() -> list[str]:
    names = []
    for name, field in Settings.model_fields.items():
        alias = field.validation_alias
        names.append(alias if isinstance(alias, str) else f"TAROK_{name.upper()}")
    return names


def test_defaults() -> None:
    s = load_settings(None)
    assert s.discord_token is None
    assert s.db_path == Path("data/tarok.sqlite3")
    assert (s.default_language, s.log_level, s.default_level) == ("sl", "INFO", "normal")
    assert s.computer_delay == 1.0 and s.dev_guild_id is None
    assert s.move_timer == s.default_move_timer
    with pytest.raises(MissingTokenError, match="DISCORD_TOKEN"):
        s.require_token()


def test_environment_and_env_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(
        "DISCORD_TOKEN=abc.def\nTAROK_DEFAULT_LANGUAGE=en\nTAROK_DEV_GUILD_ID=\n"
        "TAROK_DEFAULT_MOVE_TIMER=0\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("TAROK_COMPUTER_DELAY", "0.25")
    monkeypatch.setenv("TAROK_LOG_LEVEL", "debug")
    s = load_settings()
    assert s.require_token() == "abc.def" and "abc" not in repr(s)
    assert s.default_language == "en" and s.dev_guild_id is None
    assert s.computer_delay == 0.25 and s.log_level == "DEBUG"
    assert s.move_timer is None
    monkeypatch.setenv("TAROK_DEFAULT_LANGUAGE", "sl")  # the environment wins over .env
    assert load_settings().default_language == "sl"


def test_bad_values_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TAROK_DEFAULT_LANGUAGE", "de")
    with pytest.raises(ValidationError):
        load_settings(None)
    monkeypatch.setenv("TAROK_DEFAULT_LANGUAGE", "sl")
    monkeypatch.setenv("TAROK_LOG_LEVEL", "LOUD")
    with pytest.raises(ValidationError):
        load_settings(None)


def test_env_example_lists_every_setting_token_first() -> None:
    text = ENV_EXAMPLE.read_text(encoding="utf-8")
    listed = re.findall(r"^([A-Z_]+)=", text, flags=re.MULTILINE)
    assert listed[0] == "DISCORD_TOKEN"
    assert set(listed) == set(_env_names())
    for name in listed:  # each one explained by a comment right above it
        before = text.split(f"\n{name}=")[0].rstrip().splitlines()[-1]
        assert before.startswith("#"), name


def test_database_and_shards(monkeypatch: pytest.MonkeyPatch) -> None:
    s = load_settings(None)
    assert s.database == Path("data/tarok.sqlite3") and s.shards is None
    assert (s.shard_count, s.lease_seconds) == (None, 15.0)
    monkeypatch.setenv("DATABASE_URL", "postgresql://tarok:pw@db:5432/tarok")
    monkeypatch.setenv("TAROK_SHARD_COUNT", "8")
    monkeypatch.setenv("TAROK_SHARD_IDS", "4-5, 0,2")
    s = load_settings(None)
    assert s.database == "postgresql://tarok:pw@db:5432/tarok"
    assert s.shards == (0, 2, 4, 5) and s.shard_count == 8
    monkeypatch.setenv("TAROK_SHARD_IDS", "")
    assert load_settings(None).shards is None


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("DATABASE_URL", "mysql://db/tarok"),
        ("TAROK_SHARD_IDS", "0-x"),
        ("TAROK_SHARD_IDS", "3-1"),
        ("TAROK_SHARD_IDS", "8"),  # with TAROK_SHARD_COUNT=8: shards 0-7
        ("TAROK_SHARD_COUNT", "0"),
        ("TAROK_LEASE_SECONDS", "0.1"),
    ],
)
def test_bad_database_and_shard_settings_are_refused(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv("TAROK_SHARD_COUNT", "8")
    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError):
        load_settings(None)


def test_shard_ids_need_the_shard_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TAROK_SHARD_IDS", "0")
    with pytest.raises(ValidationError, match="TAROK_SHARD_COUNT"):
        load_settings(None)
