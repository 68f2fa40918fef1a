"""What every family's deal state shares: slot-by-slot equality and a fast generated copy.

A family's state is a plain class with ``__slots__`` (one slot per fact of the deal). It
inherits :class:`SlotState` for equality (a replayed record must equal the state it recorded)
and gets its ``clone`` from :func:`slot_cloner`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, TypeVar

T = TypeVar("T")


class SlotState:
    """Equality over every slot (lists compared as tuples); states are not hashable."""

    __slots__ = ()

    def signature(self) -> tuple[object, ...]:
        """Every field as a tuple, for equality checks (e.g. replay equals state)."""
        out: list[object] = []
        slots: tuple[str, ...] = type(self).__slots__
        for name in slots:
            v = getattr(self, name)
            out.append(tuple(v) if isinstance(v, list) else v)
        return tuple(out)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, SlotState)
        return self.signature() == other.signature()

    __hash__ = None  # type: ignore[assignment]


def slot_cloner(cls: type[T], lists: Collection[str]) -> Callable[[T], T]:
    """A copy function for ``cls`` that copies the ``lists`` slots and shares the rest.

    Copying is the hot path of search and playouts: a generated function assigning every
    slot directly is several times faster than a getattr/setattr loop or ``copy.copy``.
    Every slot that is not in ``lists`` must hold an immutable value.
    """
    slots: tuple[str, ...] = cls.__slots__  # type: ignore[attr-defined]
    unknown = set(lists) - set(slots)
    if unknown:
        raise ValueError(f"{cls.__name__} has no slots {sorted(unknown)}")
    body = ["def clone(self):", "    new = new_state(cls)"]
    for name in slots:
        suffix = "[:]" if name in lists else ""
        body.append(f"    new.{name} = self.{name}{suffix}")
    body.append("    return new")
    namespace: dict[str, Any] = {"cls": cls, "new_state": object.__new__}
    exec("\n".join(body), namespace)
    fn: Callable[[T], T] = namespace["clone"]
    return fn
