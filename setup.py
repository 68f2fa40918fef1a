"""The optional compiled playout core (engine._native._slovenian); the rest is pyproject.toml.

Where no C compiler (or no Python headers) is found the build is skipped with a warning and
the pure-Python fallback runs instead, with the same results: a missing compiler never breaks
the installation.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

PARTS = ("tables", "deal", "score", "thumb", "play", "solve", "module")
"""The parts of the core, compiled as one translation unit (src/slovenian.c includes them)."""


def _source_hash() -> str:
    # engine/_native/sources.py by path: importing the engine needs its dependencies.
    path = Path(__file__).resolve().parent / "engine" / "_native" / "sources.py"
    spec = importlib.util.spec_from_file_location("_tarok_sources", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    digest: str = module.source_hash()
    return digest


class OptionalBuildExt(build_ext):
    """Build the extension where possible; otherwise warn and carry on."""

    def build_extensions(self) -> None:
        # The rules of thumb compare floating-point keys: no fused multiply-adds, so that the
        # C arithmetic rounds exactly as Python's does.
        if self.compiler.compiler_type == "msvc":
            args = ["/O2", "/fp:precise"]
        else:
            args = ["-O3", "-ffp-contract=off"]
        for ext in self.extensions:
            ext.extra_compile_args = args
        super().build_extensions()

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler at all: keep the fallback
            self._skipped(exc)

    def build_extension(self, ext: Any) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # a compiler that fails (no headers, …): keep the fallback
            self._skipped(exc)

    def _skipped(self, exc: Exception) -> None:
        self.warn(f"the compiled playout core was not built ({exc}); using the Python fallback")


setup(
    ext_modules=[
        Extension(
            "engine._native._slovenian",
            sources=["engine/_native/src/slovenian.c"],
            depends=[
                *(f"engine/_native/src/{name}.c" for name in PARTS),
                "engine/_native/src/core.h",
                "engine/_native/src/layout.h",
            ],
            define_macros=[("SOURCE_HASH", f'"{_source_hash()}"')],
            optional=True,
        )
    ],
    cmdclass={"build_ext": OptionalBuildExt},
)
