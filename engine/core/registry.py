"""A registry of families by name, loading built-in families lazily on first use.

Importing a family package costs time (tables, presets); a registry lists every name at once
and imports a family's module only when it is asked for. A built-in is named by the module
that defines ``FAMILY``; others may be registered as values.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from typing import Any, cast

from engine.core.family import Family


class UnknownFamily(LookupError):
    """No family of that name is registered."""


class Registry:
    """Families by name: ``registry.get("slovenian")``, ``registry.names()``."""

    def __init__(self, builtins: Mapping[str, str] | None = None) -> None:
        self._modules = dict(builtins or {})
        self._loaded: dict[str, Family[Any, Any]] = {}

    def register(self, family: Family[Any, Any]) -> None:
        """Add (or replace) a family under its own name."""
        self._loaded[family.name] = family

    def names(self) -> tuple[str, ...]:
        """Every registered name, built-ins first, in registration order."""
        out = [n for n, mod in self._modules.items() if _exists(mod)]
        out += [n for n in self._loaded if n not in out]
        return tuple(out)

    def get(self, name: str) -> Family[Any, Any]:
        """The family called ``name`` (raises :class:`UnknownFamily`)."""
        fam = self._loaded.get(name)
        if fam is not None:
            return fam
        mod = self._modules.get(name)
        if mod is None or not _exists(mod):
            known = ", ".join(self.names())
            raise UnknownFamily(f"unknown game family {name!r}; known: {known}")
        fam = cast(Family[Any, Any], importlib.import_module(mod).FAMILY)
        self._loaded[name] = fam
        return fam

    def all(self) -> tuple[Family[Any, Any], ...]:
        """Every registered family (loading the built-ins)."""
        return tuple(self.get(n) for n in self.names())


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False
