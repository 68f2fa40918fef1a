"""Print rendering figures: compose + encode time and size per image type, encoders, start-up.

Run: python scripts/bench_render.py [--runs N]. It prints numbers; it asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from bot.render import samples
from bot.render.composition import DEFAULT_OPTIONS, RenderOptions
from bot.render.deck_sheet import render_deck_sheet
from bot.render.encode import EncodeSettings, ImageFormat, RenderedImage, encode_bytes
from bot.render.hand import compose_hand, render_hand
from bot.render.sheet import render_sheet
from bot.render.shown import render_shown
from bot.render.summary import render_summary
from bot.render.table import render_trick
from bot.render.talon import render_talon

BUDGET_MS = 30.0
"""Compose + encode p95 of the 16-card hand must stay below this (CPU time)."""

COLD_START = """
import time
def now():
    return time.perf_counter(), time.process_time()
marks = [now()]
import engine.slovenian
marks.append(now())
import bot.render
from bot.render import samples
from bot.render.hand import render_hand
marks.append(now())
render_hand(samples.HAND_3P, samples.LEGAL_3P)
marks.append(now())
render_hand(samples.HAND_3P, samples.LEGAL_3P)
marks.append(now())
from bot.render.faces import warm_cache
from bot.render.hand import hand_card_width
n = warm_cache([hand_card_width(16), hand_card_width(12)])
marks.append(now())
for a, b in zip(marks, marks[1:]):
    print((b[0] - a[0]) * 1000, (b[1] - a[1]) * 1000)
print(n)
"""


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0–100) of ``values``, by linear interpolation."""
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    pos = (len(ordered) - 1) * q / 100
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def timed(fn: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds of each of ``runs`` calls of ``fn`` (after two warm-ups)."""
    fn()
    fn()
    wall, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return wall, cpu


def row(
    name: str, times: list[float], cpu: list[float], size: int, dims: str = "", ratio: str = ""
) -> str:
    return (
        f"{name:28} p50 {statistics.median(times):6.1f}  p95 {percentile(times, 95):6.1f}"
        f"  max {max(times):6.1f} ms  cpu p50 {statistics.median(cpu):5.1f}"
        f" p95 {percentile(cpu, 95):5.1f} ms {ratio:>6}  {size / 1024:6.1f} KiB  {dims}"
    )


def bench_images(runs: int, opts: RenderOptions) -> None:
    print(f"compose + encode, {runs} runs each, default encoding {opts.encoding.format.value}")
    print("(wall = elapsed time; cpu = this process's CPU time, not slowed by other processes;")
    print(" ratio = cpu p50 / the 16-card hand's cpu p50, measured in the same run)")
    fr, cz = samples.french_options(), samples.czech_options()
    cases: list[tuple[str, Callable[[], RenderedImage]]] = [
        ("hand 12 (4 players)", lambda: render_hand(samples.HAND_4P, None, opts)),
        ("hand 16 (3 players)", lambda: render_hand(samples.HAND_3P, samples.LEGAL_3P, opts)),
        ("trick (4 seats, klop card)", lambda: render_trick(samples.sample_trick(), opts)),
        ("trick + open hand", lambda: render_trick(samples.sample_open_trick(), opts)),
        ("talon 2x3", lambda: render_talon(samples.sample_talon(), opts)),
        ("talon 6x1", lambda: render_talon(samples.sample_talon_groups(1), opts)),
        ("summary", lambda: render_summary(samples.sample_summary(), opts)),
        ("score sheet", lambda: render_sheet(samples.sample_sheet(), opts)),
        (
            "French hand 24 (3 players)",
            lambda: render_hand(samples.FRENCH_HAND_3P, samples.FRENCH_LEGAL_3P, fr),
        ),
        ("French trick (5 seats)", lambda: render_trick(samples.french_trick(), fr)),
        ("French chien", lambda: render_talon(samples.french_chien(), fr)),
        ("French poignée", lambda: render_shown(samples.french_poignee(), fr)),
        ("French summary", lambda: render_summary(samples.french_summary(), fr)),
        ("French score sheet", lambda: render_sheet(samples.french_sheet(), fr)),
        ("Czech hand 12", lambda: render_hand(samples.CZECH_HAND, None, cz)),
        ("Czech talon 4+1+1", lambda: render_talon(samples.czech_talon(), cz)),
        ("Czech summary", lambda: render_summary(samples.czech_summary(), cz)),
        ("full deck sheet", lambda: render_deck_sheet(opts)),
        ("French deck sheet", lambda: render_deck_sheet(fr)),
    ]
    results: dict[str, tuple[list[float], list[float], RenderedImage]] = {}
    for name, fn in cases:
        out = fn()
        wall, cpu = timed(fn, runs)
        results[name] = (wall, cpu, out)
    base = statistics.median(results["hand 16 (3 players)"][1])
    for name, (wall, cpu, out) in results.items():
        ratio = f"×{statistics.median(cpu) / base:.2f}"
        print(row(name, wall, cpu, out.size, f"{out.width}x{out.height}", ratio))
    wall, cpu, _ = results["hand 16 (3 players)"]
    verdict = "within" if percentile(cpu, 95) < BUDGET_MS else "OVER"
    print(
        f"budget: 16-card hand compose + encode cpu p95 {percentile(cpu, 95):.1f} ms, "
        f"wall p95 {percentile(wall, 95):.1f} ms: {verdict} {BUDGET_MS:.0f} ms"
    )


def bench_encoders(runs: int, opts: RenderOptions) -> None:
    """Encoders on the 16-card hand, interleaved round by round so load hits all alike."""
    image = compose_hand(samples.HAND_3P, samples.LEGAL_3P, opts).image
    compose, _ = timed(lambda: compose_hand(samples.HAND_3P, samples.LEGAL_3P, opts), runs)
    print(
        f"\n16-card hand {image.width}x{image.height}: compose alone p50 "
        f"{statistics.median(compose):.1f} ms, p95 {percentile(compose, 95):.1f} ms"
    )
    png, webp = ImageFormat.PNG, ImageFormat.WEBP
    encoders = [
        ("PNG level 1", EncodeSettings(png, compress_level=1)),
        ("PNG level 6", EncodeSettings(png, compress_level=6)),
        ("PNG level 9", EncodeSettings(png, compress_level=9)),
        ("PNG level 9 + optimize", EncodeSettings(png, compress_level=9, optimize=True)),
        ("WebP lossless method 0", EncodeSettings(webp, lossless=True, method=0)),
        ("WebP lossless method 4", EncodeSettings(webp, lossless=True, method=4)),
        ("WebP q90 method 0", EncodeSettings(webp, lossless=False, quality=90, method=0)),
        ("WebP q90 method 4", EncodeSettings(webp, lossless=False, quality=90, method=4)),
    ]
    wall: dict[str, list[float]] = {name: [] for name, _ in encoders}
    cpu: dict[str, list[float]] = {name: [] for name, _ in encoders}
    sizes = {name: len(encode_bytes(image, settings)) for name, settings in encoders}
    for _ in range(max(5, runs // 3)):
        for name, settings in encoders:
            t, c = time.perf_counter(), time.process_time()
            encode_bytes(image, settings)
            wall[name].append((time.perf_counter() - t) * 1000)
            cpu[name].append((time.process_time() - c) * 1000)
    print("encoders (interleaved round by round):")
    for name, _ in encoders:
        print(row(name, wall[name], cpu[name], sizes[name]))


def bench_cold_start() -> None:
    lines = subprocess.run(
        [sys.executable, "-c", COLD_START], check=True, capture_output=True, text=True
    ).stdout.splitlines()
    steps = [tuple(float(v) for v in line.split()) for line in lines[:-1]]
    count = int(lines[-1])
    labels = [
        "import engine (the bot needs it anyway)",
        "then import bot.render (draws nothing)",
        "first 16-card hand (draws its 16 faces)",
        "same hand again (faces cached)",
        f"optional warm_cache: {count} faces, 2 sizes",
    ]
    print("\ncold start (fresh interpreter):")
    for label, (wall, cpu) in zip(labels, steps, strict=True):
        print(f"  {label:42} wall {wall:6.1f} ms  cpu {cpu:6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=60)
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{os.cpu_count()} CPUs, load average {load:.2f} (other work slows wall time)")
    bench_images(args.runs, DEFAULT_OPTIONS)
    bench_encoders(args.runs, DEFAULT_OPTIONS)
    bench_cold_start()


if __name__ == "__main__":
    main()
