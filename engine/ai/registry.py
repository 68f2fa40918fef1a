"""Finding a family's computer players: by family name, or from a view's type.

The families are those of :mod:`engine.families`. A family's computer players live in the
subpackage ``ai`` of the family's own package (``engine.slovenian.ai`` beside
``engine.slovenian.family``) and that module's ``POLICY`` is its
:class:`~engine.ai.policy.Policy`; a policy may also be registered at run time
(:meth:`Policies.register`). A view is decided by the first policy whose
:attr:`~engine.ai.policy.Policy.view_type` it is an instance of; anything else — a state, a
dict — is refused, so a computer player can only ever be handed a view.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any, cast

from engine import families
from engine.ai.levels import LEVELS
from engine.ai.policy import Policy

AnyPolicy = Policy[Any, Any, Any]


class NoComputerPlayers(LookupError):
    """The family has no computer players (no ``ai`` subpackage, nothing registered)."""


class Policies:
    """The computer players' policies by family name, and a cache by view type."""

    def __init__(self) -> None:
        self._registered: dict[str, AnyPolicy] = {}
        self._loaded: dict[str, AnyPolicy] = {}
        self._by_type: dict[type, AnyPolicy] = {}

    def register(self, policy: AnyPolicy) -> None:
        """Add (or replace) the policy of ``policy.family``."""
        check_policy(policy)
        self._registered[policy.family] = policy
        self._by_type.clear()

    def for_family(self, name: str) -> AnyPolicy:
        """The policy of the family called ``name`` (NoComputerPlayers when it has none)."""
        policy = self._registered.get(name) or self._loaded.get(name)
        if policy is not None:
            return policy
        family = families.get(name)
        package = type(family).__module__.rpartition(".")[0]
        module = f"{package}.ai" if package else "ai"
        if not _exists(module):
            raise NoComputerPlayers(f"the family {name!r} has no computer players ({module})")
        found = cast(AnyPolicy | None, getattr(importlib.import_module(module), "POLICY", None))
        if found is None:
            raise NoComputerPlayers(f"{module} defines no POLICY")
        check_policy(found)
        self._loaded[name] = found
        return found

    def for_view(self, view: object) -> AnyPolicy:
        """The policy that decides ``view`` (TypeError for anything but a family's view)."""
        policy = self._by_type.get(type(view))
        if policy is not None:
            return policy
        for name in dict.fromkeys((*self._registered, *families.names())):
            try:
                candidate = self.for_family(name)
            except NoComputerPlayers:
                continue
            if isinstance(view, candidate.view_type):
                self._by_type[type(view)] = candidate
                return candidate
        raise TypeError(
            f"computer players decide from a seat's view of a registered family, "
            f"not from a {type(view).__name__}"
        )


def check_policy(policy: AnyPolicy) -> None:
    """Raise ValueError unless the policy configures every level of :data:`LEVELS`."""
    missing = [lvl for lvl in LEVELS if lvl not in policy.levels]
    if missing:
        raise ValueError(f"the {policy.family} policy has no level {', '.join(missing)}")
    clash = [lvl for lvl in policy.reference if lvl in LEVELS]
    if clash:
        raise ValueError(f"reference players may not take a level's name: {', '.join(clash)}")


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


POLICIES = Policies()
"""The policies the public entry points use."""
