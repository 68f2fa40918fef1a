"""The one small interface every tarok family implements, and the values it trades in.

A *family* is one game (Slovenian tarok, French tarot, Czech taroky) in its own package. It
is a value implementing :class:`Family`, registered by name (:mod:`engine.families`); the
bot, the store, the images, the computer players' shared machinery and the family contract
suite find it there and use nothing else. The shape follows OpenSpiel's ``Game``/``State``
and python-chess's variants:

* **rules**: a frozen pydantic model with named presets; a table picks a preset and may
  override single switches;
* **deals**: :meth:`Family.deal` deals from a seeded generator, :meth:`Family.from_header`
  rebuilds the dealt state from its header (explicit hands), :meth:`Family.header` writes it;
* **play**: :meth:`Family.legal_actions`, :meth:`Family.apply` (re-checks legality, returns a
  new state and events) and :meth:`Family.apply_unchecked` (in place, for search);
* **privacy**: :meth:`Family.view` is exactly what one seat (or the public, ``None``) knows;
* **scoring**: the facts of a finished deal and the family's scorer give an itemised sheet;
* **the match**: :meth:`Family.new_match` keeps what spans deals (totals, rotation, the end);
* **tests**: :attr:`Family.testkit` answers the questions of the family contract suite.

States are opaque to everything but their family. Seats are numbered in playing order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

from engine.core.actions import Action
from engine.core.deck import Deck

NO_SEAT = -1
NO_CARD = -1

S = TypeVar("S")
S_contra = TypeVar("S_contra", contravariant=True)
V_co = TypeVar("V_co", bound="ViewLike", covariant=True)


class TrickLike(Protocol):
    """A finished trick: who led, the cards in play order, who won it."""

    @property
    def leader(self) -> int: ...
    @property
    def cards(self) -> tuple[int, ...]: ...
    @property
    def winner(self) -> int: ...


class EventLike(Protocol):
    """Something an action caused, for interfaces to show (``kind`` names it)."""

    @property
    def kind(self) -> str: ...
    @property
    def seat(self) -> int: ...


class ScoreLineLike(Protocol):
    """One line of an itemised score sheet."""

    @property
    def item(self) -> str: ...
    @property
    def amount(self) -> int: ...


class SheetLike(Protocol):
    """The itemised result of one deal: its lines and what every seat of the deal writes."""

    @property
    def players(self) -> int: ...
    @property
    def lines(self) -> Sequence[ScoreLineLike]: ...
    @property
    def scores(self) -> tuple[int, ...]: ...


@runtime_checkable
class ViewLike(Protocol):
    """What every family's per-seat view holds (each adds its own fields).

    ``seat`` is None for the public view. ``hand`` is the seat's own cards (0 for the
    public); ``legal`` the seat's legal actions when it is on turn, else empty.
    """

    @property
    def seat(self) -> int | None: ...
    @property
    def players(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def to_move(self) -> int: ...
    @property
    def move(self) -> int: ...
    @property
    def phase_name(self) -> str: ...
    @property
    def hand(self) -> int: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def legal(self) -> tuple[Action, ...]: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick(self) -> tuple[int, ...]: ...
    @property
    def tricks(self) -> Sequence[TrickLike]: ...
    @property
    def result(self) -> SheetLike | None: ...


class MatchLike(Protocol[S]):
    """A session of deals at one table: totals, the dealer's rotation and the end.

    Match seats are 0 … players − 1. Where a player sits out of a deal (Slovenian tarok with
    five at a table) the deal has fewer seats: :meth:`deal_seats` maps them.
    """

    @property
    def players(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def deals_played(self) -> int: ...
    @property
    def finished(self) -> bool: ...
    @property
    def totals(self) -> list[int]: ...
    @property
    def history(self) -> Sequence[SheetLike]: ...

    def next_deal(self, rng: random.Random) -> S:
        """Deal the next hand (with everything the match passes on to it)."""
        ...

    def record(self, state: S) -> None:
        """Book a finished deal."""
        ...

    def deal_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of the next (or current) deal, in deal-seat order."""
        ...

    def request_end(self) -> bool:
        """The players want to stop: end the session the family's way (False: not possible)."""
        ...

    def final_scores(self) -> list[int]:
        """Each player's result for the session (after any settlement at its end)."""
        ...


class Testkit(Protocol[S_contra]):
    """What the family contract suite asks of a family (tests only; never on a hot path)."""

    def random_action(self, state: S_contra, legal: Sequence[Action], rng: random.Random) -> Action:
        """A random legal action, biased so that every kind of deal comes up."""
        ...

    def card_places(self, state: S_contra) -> list[int]:
        """Every place a card can be (hands, trick, piles, talon, …) as disjoint bitmasks."""
        ...

    def point_split(self, state: S_contra) -> tuple[int, ...] | None:
        """At the end of a played deal: the card values each side (or pile) counts, in the
        deck's unit, which together make the whole deck; None when nothing is counted."""
        ...

    def hidden_from(self, state: S_contra, seat: int | None) -> int:
        """The cards whose place ``seat`` (None: the public) may not know now."""
        ...

    def view_cards(self, view: Any) -> int:
        """Every card a view shows, outside the seat's own hand."""
        ...

    def check_sheet(self, sheet: Any) -> None:
        """Raise AssertionError when a sheet does not add up the way the family says."""
        ...


class Family(Protocol[S, V_co]):
    """One tarok game behind the common interface (see the module docstring)."""

    @property
    def name(self) -> str:
        """The registry key, e.g. ``"slovenian"``."""
        ...

    @property
    def deck(self) -> Deck: ...

    @property
    def table_sizes(self) -> tuple[int, ...]:
        """How many players may sit at a table."""
        ...

    @property
    def presets(self) -> Mapping[str, BaseModel]:
        """The named rule sets; the first is the default."""
        ...

    def rules(self, preset: str | None = None, **switches: Any) -> BaseModel:
        """A preset (the default when None) with single switches overridden."""
        ...

    def parse_rules(self, data: Mapping[str, Any]) -> BaseModel:
        """Rules from their JSON form (as stored); invalid data raises ValueError."""
        ...

    def deal(self, rules: BaseModel, players: int, dealer: int, rng: random.Random) -> S:
        """A fresh deal at a table of ``players`` from a seeded generator."""
        ...

    def header(self, state: S) -> dict[str, Any]:
        """The JSON header of a dealt state: rules, seats, cards (before any action)."""
        ...

    def from_header(self, header: Mapping[str, Any]) -> S:
        """The dealt state described by a header; malformed headers raise RecordError."""
        ...

    def legal_actions(self, state: S) -> Sequence[Action]:
        """Every action the player on turn may take now (empty when the deal is over)."""
        ...

    def apply(
        self, state: S, action: Action, seat: int | None = None
    ) -> tuple[S, Sequence[EventLike]]:
        """Apply a legal action (re-checked; ``seat`` must be on turn if given)."""
        ...

    def apply_unchecked(self, state: S, action: Action) -> None:
        """Apply an action known to be legal, in place (search and playouts)."""
        ...

    def to_move(self, state: S) -> int:
        """The seat on turn (NO_SEAT when the deal is over)."""
        ...

    def is_over(self, state: S) -> bool:
        """Whether the deal is finished (scored, passed or annulled)."""
        ...

    def result(self, state: S) -> SheetLike | None:
        """The score sheet of a finished deal."""
        ...

    def view(self, state: S, seat: int | None) -> V_co:
        """Exactly what ``seat`` (None: the public table) may know."""
        ...

    def parse_action(self, text: str) -> Action:
        """An action from its notation (MalformedAction when it is none)."""
        ...

    def format_action(self, action: Action) -> str:
        """The notation of an action."""
        ...

    def facts(self, state: S) -> BaseModel:
        """The facts of a finished deal, as the scorer (and the score pad) takes them."""
        ...

    def score(self, rules: BaseModel, facts: BaseModel) -> SheetLike:
        """The itemised sheet for the facts of a deal (the score pad uses this too)."""
        ...

    def new_match(
        self, rules: BaseModel, players: int, *, max_deals: int | None = None
    ) -> MatchLike[S]:
        """A new session at a table of ``players``."""
        ...

    @property
    def testkit(self) -> Testkit[S]: ...
