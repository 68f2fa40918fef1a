"""The compiled core and its pure-Python fallback: the same layout, tables and results.

Also: the environment switch, a test run forced onto the fallback, the build without a C
compiler, the compiled core built wherever a compiler exists, and the GIL released while the
core plays.
"""

from __future__ import annotations

import itertools
import os
import random
import shutil
import subprocess
import sys
import sysconfig
import threading
import time
from array import array
from pathlib import Path

import pytest

from engine._native import fallback
from engine._native import layout as L
from engine._native import slovenian as native
from engine.slovenian import Phase, Rules
from tests.native.differential import drive, fresh_deal, random_line, random_rules

ROOT = Path(__file__).resolve().parents[2]
core = native.compiled()
needs_core = pytest.mark.skipif(core is None, reason="the compiled core is not built")
POLICIES = (
    L.RANDOM,
    L.THUMB,
    L.THUMB | L.SECRET_PARTNER,
    L.UNIFORM_CONTRACTS,
    L.BID_THUMB | L.ANNOUNCE_RANDOM | L.PLAY_THUMB,
)


def _compiler_available() -> bool:
    cc = (sysconfig.get_config_var("CC") or "").split()
    include = sysconfig.get_paths()["include"]
    return bool(cc) and shutil.which(cc[0]) is not None and Path(include, "Python.h").exists()


def test_layout_is_consistent() -> None:
    blocks = [
        (L.S_TRICK, 4),
        (L.S_HANDS, 4),
        (L.S_PILES, 4),
        (L.S_RADELCI, 4),
        (L.S_TALON, 6),
        (L.S_ANNOUNCED, 8),
        (L.S_KONTRA, 8),
        (L.S_BIDS, L.MAX_BIDS),
        (L.S_HISTORY, 48),
        (L.S_LEADERS, 16),
        (L.S_WINNERS, 16),
    ]
    assert blocks[0][0] == L.S_MOND_CAPTURED + 1
    for (a, size), (b, _) in itertools.pairwise(blocks):
        assert a + size == b
    assert blocks[-1][0] + blocks[-1][1] <= L.STATE_WORDS
    assert len(L.RULE_FIELDS) <= L.RULES_WORDS


def test_every_rule_switch_crosses_into_the_core() -> None:
    """A new switch of Rules must be given a place in the rules buffer."""
    assert set(L.RULE_FIELDS) == set(Rules.model_fields) - {"name"}
    rng = random.Random(3)
    for _ in range(50):
        r = random_rules(rng)
        back = L.decode_rules(L.encode_rules(r))
        assert back.model_dump(exclude={"name"}) == r.model_dump(exclude={"name"})


@needs_core
def test_compiled_layout_and_tables_match() -> None:
    assert core is not None
    assert core.layout() == fallback.layout()
    assert core.tables() == fallback.tables()
    rng = random.Random(4)
    for _ in range(3000):
        hand = 0
        for c in rng.sample(range(54), rng.choice((8, 12, 16, 19))):
            hand |= 1 << c
        assert core.hand_values(hand) == fallback.hand_values(hand)


@needs_core
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("policy", POLICIES)
def test_deals_identical_in_both_backends(players: int, policy: int) -> None:
    assert core is not None
    rng = random.Random(players * 1000 + policy)
    for rules in (Rules.preset("pagat"), Rules.preset("palcka"), random_rules(rng)):
        buf = L.encode_rules(rules)
        count = 25
        seed = rng.getrandbits(64)
        outs = []
        for backend in (core, fallback):
            results = L.new_words(count * L.RESULT_WORDS)
            records = L.new_words(count * L.DEAL_WORDS)
            finals = L.new_words(count * L.STATE_WORDS)
            backend.play_deals(
                buf, players, count, seed, policy, results,
                first_dealer=1, radelci=array("q", [1, 0, 2, 0][:players]),
                records=records, out_states=finals,
            )  # fmt: skip
            outs.append((results, records, finals))
        assert outs[0] == outs[1]


@needs_core
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("policy", POLICIES)
def test_rollouts_identical_in_both_backends(players: int, policy: int) -> None:
    assert core is not None
    rng = random.Random(players * 100 + policy)
    for _ in range(4):
        rules = random_rules(rng)
        s = fresh_deal(rng, rules, players)
        starts = [s.clone(), *drive(rng, s, Phase.PLAY)[:2]]
        if s.phase == Phase.PLAY:
            starts += random_line(rng, s, 4)
        k = len(starts)
        first = array("q", [-1] * k)
        outs = []
        for backend in (core, fallback):
            results = L.new_words(k * 3 * L.RESULT_WORDS)
            finals = L.new_words(k * 3 * L.STATE_WORDS)
            trace = L.new_words(40_000)
            offsets = L.new_words(k * 3 + 1)
            backend.rollouts(
                L.encode_states(starts), L.encode_rules(rules), policy, 77, results,
                first=first, repeat=3, out_states=finals, trace=trace, offsets=offsets,
            )  # fmt: skip
            outs.append((results, finals, trace[: offsets[k * 3]], offsets))
        assert outs[0] == outs[1]


@needs_core
def test_both_backends_refuse_the_same_rows() -> None:
    assert core is not None
    rng = random.Random(5)
    rules = L.encode_rules(Rules.preset("pagat"))
    out = L.new_words(L.RESULT_WORDS)
    interesting = (-2, -1, 0, 1, 3, 4, 5, 7, 8, 12, 16, 17, 47, 53, 54, 64, 1 << 40)
    refused = 0
    for i in range(1500):
        st = L.new_words(L.STATE_WORDS)
        players, until = rng.choice((3, 4)), rng.randint(0, 7)
        core.play_deals(rules, players, 1, i, L.RANDOM, out_states=st, until=until)
        st[rng.randrange(L.STATE_WORDS)] = rng.choice(interesting)
        verdicts = []
        for backend in (core, fallback):
            try:
                backend.rollouts(st, rules, L.RANDOM, 1, out)
                verdicts.append("played")
            except ValueError as exc:
                verdicts.append("malformed" if "malformed" in str(exc) else str(exc))
        assert verdicts[0] == verdicts[1] or "malformed" not in verdicts, (i, verdicts)
        refused += verdicts[0] == "malformed"
    assert refused > 100


@needs_core
def test_compiled_core_checks_its_buffers() -> None:
    assert core is not None
    rules = L.encode_rules(Rules.preset("pagat"))
    states = L.new_words(L.STATE_WORDS)
    core.play_deals(rules, 4, 1, 0, L.THUMB, out_states=states, until=Phase.PLAY)
    with pytest.raises(TypeError):
        core.rollouts(states, rules, L.RANDOM, 0, array("i", [0] * 64))
    with pytest.raises(BufferError):
        core.rollouts(states, rules, L.RANDOM, 0, bytes(8 * L.RESULT_WORDS))  # read-only
    with pytest.raises(ValueError, match="overlaps"):
        core.rollouts(states, rules, L.RANDOM, 0, L.new_words(16), out_states=states)
    with pytest.raises(ValueError, match="trace"):
        core.rollouts(
            states, rules, L.RANDOM, 0, L.new_words(16),
            trace=L.new_words(10), offsets=L.new_words(2),
        )  # fmt: skip
    # A memoryview of 8-byte integers is a buffer too.
    res = L.new_words(L.RESULT_WORDS)
    core.rollouts(memoryview(states), rules, L.RANDOM, 0, memoryview(res))
    assert res[L.R_TRICKS] > 0


@needs_core
def test_compiled_core_is_the_default() -> None:
    if os.environ.get(native.ENV, "auto") in ("auto", ""):
        assert native.BACKEND == "c"


def test_compiled_core_built_where_a_compiler_exists() -> None:
    """CI builds the core: a silent fallback there would leave the differential untested."""
    if not _compiler_available():
        pytest.skip("no C compiler or Python headers here")
    assert core is not None, "a C compiler exists but engine._native._slovenian is not built"


@needs_core
def test_a_stale_build_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A compiled module older than its sources (edited since the build) is refused."""
    for f in native.SRC.iterdir():
        shutil.copy(f, tmp_path / f.name)
    assert native.source_hash(tmp_path) == native.source_hash()
    with open(tmp_path / "play.c", "a") as f:
        f.write("\n")
    monkeypatch.setattr(native, "SRC", tmp_path)
    with pytest.raises(ImportError, match="rebuild"):
        native._compiled()
    assert native.compiled() is None


def _run(env: dict[str, str], *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, **env}
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=full, capture_output=True, text=True, timeout=timeout
    )


def test_environment_chooses_the_backend() -> None:
    code = "from engine._native import slovenian as n; print(n.BACKEND)"
    assert _run({native.ENV: "python"}, "-c", code).stdout.strip() == "python"
    if core is not None:
        assert _run({native.ENV: "c"}, "-c", code).stdout.strip() == "c"
    bogus = _run({native.ENV: "fortran"}, "-c", code)
    assert bogus.returncode != 0 and "ImportError" in bogus.stderr


@pytest.mark.skipif(
    os.environ.get(native.ENV) == "python", reason="already the forced-fallback run"
)
def test_forced_fallback_run_passes_the_api_tests() -> None:
    """One test run with TAROK_NATIVE=python: the API tests against the fallback."""
    out = _run(
        {native.ENV: "python"},
        "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/native/test_api.py",
        "tests/native/test_rules.py",
    )  # fmt: skip
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    assert " passed" in out.stdout


def test_build_without_a_compiler_falls_back(tmp_path: Path) -> None:
    """No compiler: the build warns and succeeds, and no extension appears."""
    out = _run(
        {"CC": str(tmp_path / "no-such-cc"), "LDSHARED": str(tmp_path / "no-such-cc")},
        "setup.py", "-q", "build_ext", "--build-lib", str(tmp_path / "lib"),
        "--build-temp", str(tmp_path / "tmp"),
    )  # fmt: skip
    assert out.returncode == 0, out.stderr[-3000:]
    assert "not built" in out.stderr + out.stdout
    assert not list(tmp_path.rglob("_slovenian*"))


@needs_core
def test_rollouts_release_the_gil() -> None:
    """A second Python thread keeps running while the core plays."""
    assert core is not None
    rules = L.encode_rules(Rules.preset("pagat"))
    states = L.new_words(500 * L.STATE_WORDS)
    core.play_deals(rules, 4, 500, 1, L.THUMB, out_states=states, until=Phase.PLAY)
    window: list[float] = []

    def work() -> None:
        repeat = 8
        while True:  # a call long enough to watch the other thread (doubled until it is)
            results = L.new_words(500 * repeat * L.RESULT_WORDS)
            window[:] = [time.perf_counter()]
            core.rollouts(states, rules, L.THUMB, 2, results, repeat=repeat)
            window.append(time.perf_counter())
            if window[1] - window[0] > 0.3:
                return
            repeat *= 2

    ticks: list[float] = []
    worker = threading.Thread(target=work)
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
    worker.join()
    start, end = window
    inside = [t for t in ticks if start + 0.25 * (end - start) < t < end - 0.25 * (end - start)]
    # With the GIL held, the main thread could not run at all in the middle of the call.
    assert len(inside) > 1000
