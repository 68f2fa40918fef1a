"""``python -m bot`` (what ``make run`` runs) when it cannot start: a short message, no traceback.

The bot runs in a child process, as ``make run`` starts it, pointed at loopback only: a port
where nothing listens (Discord unreachable), or the fake Discord answering 401 to a wrong token.
"""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from pathlib import Path

from fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]

# ``python -m bot`` with discord.py's REST base moved to ``argv[1]``.
BOOT = """
import sys
import discord.http
discord.http.Route.BASE = sys.argv[1]
from bot.__main__ import main
sys.exit(main())
"""


async def start_bot(api_base: str, token: str, folder: Path) -> tuple[int, list[str], str]:
    """Run the bot's entry point; its exit status, its stderr lines and its stdout."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "TAROK_"))}
    env.update(
        DISCORD_TOKEN=token,
        TAROK_DB_PATH=str(folder / "tarok.sqlite3"),
        PYTHONPATH=str(ROOT),
    )
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        BOOT,
        api_base,
        cwd=folder,  # no .env of the repository is read
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=60)
    assert proc.returncode is not None
    return proc.returncode, err.decode().splitlines(), out.decode()


def closed_port() -> int:
    """A loopback port where nothing listens (connections are refused)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def assert_short(lines: list[str]) -> None:
    text = "\n".join(lines)
    assert len(lines) == 2, text
    assert "Traceback" not in text
    assert "voice" not in text.lower()
    assert lines[0].startswith("error: ")
    assert "make run" in lines[1]


async def test_discord_unreachable_says_so_in_two_lines(tmp_path: Path) -> None:
    port = closed_port()
    status, lines, out = await start_bot(f"http://127.0.0.1:{port}/api/v10", "a.b.c", tmp_path)
    assert status == 4
    assert_short(lines)
    assert lines[0].startswith("error: cannot reach Discord (Cannot connect to host 127.0.0.1")
    assert "internet connection" in lines[1]
    assert out == ""


async def test_a_wrong_token_says_so_in_two_lines(tmp_path: Path) -> None:
    async with FakeDiscord(token="the-right-token") as fake:
        status, lines, _ = await start_bot(fake.api_base, "a-wrong-token", tmp_path)
        calls = [(c.route, c.status) for c in fake.rest_log]
    assert status == 3
    assert_short(lines)
    assert lines[0] == (
        "error: Discord refused the bot token: DISCORD_TOKEN is wrong or was reset."
    )
    assert "Reset Token" in lines[1] and ".env" in lines[1]
    assert calls == [("GET /users/@me", 401)]  # asked once, refused, nothing retried
