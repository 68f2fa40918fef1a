"""Actions as small immutable values with a text notation that round-trips.

Every family has its own action kinds (bid, call, discard, play, …). An action is a kind
and an integer argument (a card, a contract, an item); each family subclasses
:class:`Action` so that actions of different games never compare equal, and describes its
notation with an :class:`ActionCodec`: ``head`` or ``head:argument`` per kind, e.g.
``pass``, ``bid:garde``, ``play:21T``. The codec interns every action (one shared object per
distinct action), so identity, equality and hashing stay cheap in search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from engine.core.deck import Deck
from engine.core.errors import MalformedAction


@dataclass(frozen=True, slots=True)
class Action:
    """One action: a kind and an integer argument. Families subclass it (no new fields)."""

    kind: int
    arg: int = 0


A = TypeVar("A", bound=Action)


class ArgCodec(Protocol):
    """How one kind's argument is written: ``count`` arguments, 0 … count − 1."""

    @property
    def count(self) -> int:
        """How many arguments the kind has."""
        ...

    def format(self, arg: int) -> str:
        """The notation of ``arg``."""
        ...

    def parse(self, text: str) -> int:
        """The argument written as ``text``; unknown text raises :class:`MalformedAction`."""
        ...


@dataclass(frozen=True, slots=True)
class CardArgs:
    """Arguments that are cards of a deck, in the deck's notation."""

    deck: Deck

    @property
    def count(self) -> int:
        """One argument per card."""
        return self.deck.size

    def format(self, arg: int) -> str:
        """The card's notation."""
        return self.deck.codes[arg]

    def parse(self, text: str) -> int:
        """The card named by ``text``."""
        return self.deck.parse_card(text)


@dataclass(frozen=True, slots=True)
class NamedArgs:
    """Arguments named by codes (contracts, announcement items): argument i is codes[i]."""

    codes: tuple[str, ...]

    @property
    def count(self) -> int:
        """One argument per code."""
        return len(self.codes)

    def format(self, arg: int) -> str:
        """The code of ``arg``."""
        return self.codes[arg]

    def parse(self, text: str) -> int:
        """The argument whose code is ``text`` (case-insensitive)."""
        key = text.strip().lower()
        for i, code in enumerate(self.codes):
            if code == key:
                return i
        raise MalformedAction(f"unknown argument {text!r}")


@dataclass(frozen=True, slots=True)
class NumberArgs:
    """Arguments written as numbers 0 … count − 1 (talon groups, positions)."""

    count: int

    def format(self, arg: int) -> str:
        """The number itself."""
        return str(arg)

    def parse(self, text: str) -> int:
        """A number in range."""
        t = text.strip()
        if not t.isdigit() or int(t) >= self.count:
            raise MalformedAction(f"bad number {text!r}")
        return int(t)


@dataclass(frozen=True, slots=True)
class KindSpec:
    """One action kind: its notation head and its arguments (None: the kind takes none)."""

    code: str
    args: ArgCodec | None = None


class ActionCodec(Generic[A]):
    """The notation of a family's actions, with every action interned.

    ``kinds[i]`` describes kind ``i``. ``codec.make(kind, arg)`` returns the shared action
    object; ``format`` and ``parse`` round-trip.
    """

    def __init__(self, action_type: type[A], kinds: Sequence[KindSpec]) -> None:
        self.action_type = action_type
        self.kinds = tuple(kinds)
        self._by_head = {spec.code: i for i, spec in enumerate(self.kinds)}
        self._tables: list[tuple[A, ...]] = []
        for i, spec in enumerate(self.kinds):
            count = 1 if spec.args is None else spec.args.count
            self._tables.append(tuple(action_type(i, a) for a in range(count)))

    def make(self, kind: int, arg: int = 0) -> A:
        """The interned action of ``kind`` with ``arg``."""
        try:
            return self._tables[kind][arg]
        except IndexError:
            raise MalformedAction(f"no action of kind {kind} with argument {arg}") from None

    def all(self, kind: int) -> tuple[A, ...]:
        """Every action of ``kind``, indexed by argument."""
        return self._tables[kind]

    def format(self, action: Action) -> str:
        """The notation of ``action``."""
        spec = self.kinds[action.kind]
        if spec.args is None:
            return spec.code
        return f"{spec.code}:{spec.args.format(action.arg)}"

    def parse(self, text: str) -> A:
        """Parse an action; unknown or malformed text raises :class:`MalformedAction`."""
        raw = text.strip()
        head, sep, arg = raw.partition(":")
        kind = self._by_head.get(head.lower())
        if kind is None:
            raise MalformedAction(f"unknown action {text!r}")
        spec = self.kinds[kind]
        if spec.args is None:
            if sep:
                raise MalformedAction(f"{spec.code!r} takes no argument: {text!r}")
            return self._tables[kind][0]
        if not sep:
            raise MalformedAction(f"{spec.code!r} needs an argument: {text!r}")
        try:
            return self._tables[kind][spec.args.parse(arg)]
        except MalformedAction as exc:
            raise MalformedAction(f"{exc} in {text!r}") from None
