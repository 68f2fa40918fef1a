"""The families this project plays, by name: ``families.get("slovenian")``.

Each built-in family lives in its own package and is loaded on first use. A new family
registers here (or at run time with ``REGISTRY.register``) and inherits the family contract
suite, the bot's generic screens and the store; see ``docs/families.md``.
"""

from __future__ import annotations

from typing import Any

from engine.core.family import Family
from engine.core.record import DealEnvelope, replay
from engine.core.registry import Registry, UnknownFamily

REGISTRY = Registry(
    {
        "slovenian": "engine.slovenian.family",
        "french": "engine.french.family",
        "czech": "engine.czech.family",
    }
)


def get(name: str) -> Family[Any, Any]:
    """The family called ``name`` (raises :class:`UnknownFamily`)."""
    return REGISTRY.get(name)


def names() -> tuple[str, ...]:
    """The names of every registered family."""
    return REGISTRY.names()


def load_deal(text: str | bytes) -> tuple[Family[Any, Any], Any]:
    """A deal record of any family (JSON envelope) → its family and the replayed state."""
    env = DealEnvelope.from_json(text)
    family = get(env.family)
    return family, replay(family, env.header, env.actions)


__all__ = ["REGISTRY", "UnknownFamily", "get", "load_deal", "names"]
