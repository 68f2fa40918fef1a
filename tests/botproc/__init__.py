"""The bot in processes of its own, against a fake Discord in the test's process.

:class:`BotProcess` starts ``python -m botproc.child`` (the real bot, with the database and
shards it is given), waits until it is connected and ready, and can kill it (SIGKILL: a
crash), stop it (SIGTERM: a clean shutdown) or start it again with the same settings::

    async with FakeDiscord(patch=False, token=TOKEN) as fake:
        a = BotProcess(fake, pg_url, shard_ids="0", shard_count=2, lease_seconds=2)
        await a.start()
        ...
        a.kill()
        a = a.again()
        await a.start()

Each process's log (stderr) is kept in ``log_path``; :meth:`BotProcess.errors` lists its
ERROR records and tracebacks.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fakediscord import FakeDiscord

from bot.tables import TableDefaults

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "fake-bot-token"
_LOG_RECORD = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} ")
"""The start of a record of the child's log (``%(asctime)s …``)."""

FAST = TableDefaults(
    computer_delay=0.0,
    delay_jitter=0.0,
    lobby_timeout=600.0,
    next_deal_pause=60.0,
    update_interval=0.05,
    move_timer=None,
    level="easy",
    deals=1,
)
"""Table timing for process tests: computers at once, no move timer, one deal."""


class BotProcess:
    """One bot process (see the module's docstring)."""

    def __init__(
        self,
        fake: FakeDiscord,
        database: str | Path,
        *,
        shard_ids: str | None = None,
        shard_count: int | None = None,
        lease_seconds: float = 2.0,
        defaults: TableDefaults = FAST,
        log_dir: Path | None = None,
        name: str = "bot",
        report: float = 0.0,
    ) -> None:
        self.fake = fake
        self.database = str(database)
        self.shard_ids = shard_ids
        self.shard_count = shard_count
        self.lease_seconds = lease_seconds
        self.defaults = defaults
        self.log_dir = log_dir or Path(tempfile.mkdtemp(prefix="tarok-bot-"))
        self.name = name
        self.report = report
        """Seconds between the child's lag and memory reports (0: none; see
        :meth:`next_report`)."""
        self.log_path = self.log_dir / f"{name}-{id(self):x}.log"
        self.proc: asyncio.subprocess.Process | None = None
        self.holder: str | None = None
        """The process's name on its table leases (known once it is ready)."""
        self._reports: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._reader: asyncio.Task[None] | None = None

    def again(self, name: str | None = None) -> BotProcess:
        """A new process with the same settings (a restart once this one is gone)."""
        return BotProcess(
            self.fake,
            self.database,
            shard_ids=self.shard_ids,
            shard_count=self.shard_count,
            lease_seconds=self.lease_seconds,
            defaults=self.defaults,
            log_dir=self.log_dir,
            name=name or f"{self.name}+",
            report=self.report,
        )

    def command(self) -> list[str]:
        """The child's command line."""
        cmd = [
            sys.executable,
            "-m",
            "botproc.child",
            "--api",
            self.fake.api_base,
            "--gateway",
            self.fake.gateway_url,
            "--cdn",
            f"{self.fake.base_url}/cdn",
            "--token",
            TOKEN,
            "--database",
            self.database,
            "--lease-seconds",
            str(self.lease_seconds),
            "--defaults",
            json.dumps(asdict(self.defaults)),
        ]
        if self.shard_count is not None:
            cmd += ["--shard-count", str(self.shard_count)]
        if self.shard_ids is not None:
            cmd += ["--shard-ids", self.shard_ids]
        if self.report > 0:
            cmd += ["--report", str(self.report)]
        return cmd

    async def start(self, timeout: float = 60.0) -> None:
        """Start the process and wait until its bot is connected and ready."""
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "tests"), str(ROOT)])
        log = open(self.log_path, "wb")  # noqa: SIM115 (the child writes to it)
        try:
            self.proc = await asyncio.create_subprocess_exec(
                *self.command(),
                stdout=asyncio.subprocess.PIPE,
                stderr=log,
                stdin=asyncio.subprocess.DEVNULL,
                cwd=str(ROOT),
                env=env,
            )
        finally:
            log.close()
        assert self.proc.stdout is not None
        try:
            line = await asyncio.wait_for(self.proc.stdout.readline(), timeout)
        except TimeoutError:
            self.kill()
            raise AssertionError(
                f"{self.name} was not ready in {timeout} s:\n{self.log()}"
            ) from None
        if not line:
            await self.proc.wait()
            raise AssertionError(f"{self.name} exited at start:\n{self.log()}")
        ready = json.loads(line)
        assert ready["event"] == "ready", ready
        self.holder = str(ready["holder"])
        if self.report > 0:
            self._reader = asyncio.create_task(self._read_reports())

    async def _read_reports(self) -> None:
        """Read the child's reports as they come, whether or not anyone asks for them yet:
        a pipe left unread fills up, and the child's event loop would block on its next
        report."""
        assert self.proc is not None and self.proc.stdout is not None
        try:
            while line := await self.proc.stdout.readline():
                data = dict(json.loads(line))
                if data.get("event") == "report":
                    self._reports.put_nowait(data)
        finally:
            self._reports.put_nowait(None)

    async def next_report(self, timeout: float = 120.0) -> dict[str, Any]:
        """The child's next lag and memory report (started with ``report``)."""
        assert self._reader is not None, "started without reports"
        data = await asyncio.wait_for(self._reports.get(), timeout)
        if data is None:
            self._reports.put_nowait(None)  # and for every later call
            raise AssertionError(f"{self.name} ended:\n{self.log()}")
        return data

    @property
    def pid(self) -> int:
        """The process id."""
        assert self.proc is not None
        return self.proc.pid

    @property
    def running(self) -> bool:
        """Whether the process is alive."""
        return self.proc is not None and self.proc.returncode is None

    def kill(self) -> None:
        """SIGKILL: the process dies at once, in the middle of whatever it was doing."""
        if self.running:
            assert self.proc is not None
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(signal.SIGKILL)

    async def stop(self, timeout: float = 30.0) -> int:
        """SIGTERM: a clean shutdown; the exit status."""
        if self.proc is None:
            return 0
        if self.running:
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(signal.SIGTERM)
        try:
            return await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            self.kill()
            return await self.proc.wait()
        finally:
            if self._reader is not None:
                await asyncio.gather(self._reader, return_exceptions=True)

    async def wait(self) -> int:
        """Wait for the process to end; its exit status."""
        assert self.proc is not None
        return await self.proc.wait()

    def log(self) -> str:
        """Everything the process logged."""
        with contextlib.suppress(OSError):
            return self.log_path.read_text(errors="replace")
        return ""

    def errors(self) -> list[str]:
        """The ERROR (and CRITICAL) lines and tracebacks of the log."""
        return [
            line
            for line in self.log().splitlines()
            if " ERROR " in line or " CRITICAL " in line or line.startswith("Traceback")
        ]

    def error_blocks(self) -> list[str]:
        """Each ERROR (or CRITICAL) record of the log with the lines that follow it (its
        traceback), one string each."""
        blocks: list[str] = []
        current: list[str] | None = None
        for line in self.log().splitlines():
            if _LOG_RECORD.match(line):
                if current is not None:
                    blocks.append("\n".join(current))
                current = [line] if (" ERROR " in line or " CRITICAL " in line) else None
            elif current is not None:
                current.append(line)
        if current is not None:
            blocks.append("\n".join(current))
        return blocks

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.stop()
