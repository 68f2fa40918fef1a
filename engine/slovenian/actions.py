"""Actions a player can take, with a short text notation that round-trips.

===================  ==========================================================
notation             meaning
===================  ==========================================================
``bid:two``          bid a contract (``pass`` passes; a pass in bidding is final)
``declare:solo_one`` the winner of the bidding names the contract (≥ his bid)
``call:KH``          call a king (or a queen when holding all four kings)
``talon:1``          take talon group 1 (groups numbered from 0, in dealt order)
``discard:7S``       put one card into the own pile (repeated until done)
``announce:trula``   announce a bonus (``colour_valat`` raises a solo to colour valat)
``kontra:game``      the next level of the kontra chain on an item
``pass``             end the bidding turn or the announcement turn
``play:T21``         play a card to the trick
===================  ==========================================================

Actions are interned: every distinct action is one shared object, so identity, equality
and hashing are cheap in the hot path.
"""

from __future__ import annotations

from enum import IntEnum

from engine.core.actions import Action as CoreAction
from engine.core.errors import MalformedAction
from engine.slovenian.cards import NUM_CARDS, card_code, parse_card
from engine.slovenian.contracts import Contract, contract_code, parse_contract


class Kind(IntEnum):
    """What an action does."""

    PASS = 0
    BID = 1
    DECLARE = 2
    CALL = 3
    TALON = 4
    DISCARD = 5
    ANNOUNCE = 6
    KONTRA = 7
    PLAY = 8


class Item(IntEnum):
    """Things that can be announced and/or kontra'd."""

    GAME = 0
    TRULA = 1
    KINGS = 2
    KING_ULTIMO = 3
    PAGAT_ULTIMO = 4
    VALAT = 5
    MONDFANG = 6
    COLOUR_VALAT = 7


ITEM_CODES = (
    "game",
    "trula",
    "kings",
    "king_ultimo",
    "pagat_ultimo",
    "valat",
    "mondfang",
    "colour_valat",
)
_ITEM_BY_CODE = {code: Item(i) for i, code in enumerate(ITEM_CODES)}
_KIND_CODES = ("pass", "bid", "declare", "call", "talon", "discard", "announce", "kontra", "play")
_KIND_BY_CODE = {code: Kind(i) for i, code in enumerate(_KIND_CODES)}


class Action(CoreAction):
    """One action: a kind and an integer argument (contract, card, group or item)."""

    __slots__ = ()

    def __str__(self) -> str:
        return format_action(self)

    def __repr__(self) -> str:
        return f"Action({format_action(self)!r})"


PASS = Action(Kind.PASS)
BIDS = tuple(Action(Kind.BID, c) for c in Contract)
DECLARES = tuple(Action(Kind.DECLARE, c) for c in Contract)
CALLS = tuple(Action(Kind.CALL, c) for c in range(NUM_CARDS))
TALONS = tuple(Action(Kind.TALON, g) for g in range(6))
DISCARDS = tuple(Action(Kind.DISCARD, c) for c in range(NUM_CARDS))
ANNOUNCES = tuple(Action(Kind.ANNOUNCE, i) for i in Item)
KONTRAS = tuple(Action(Kind.KONTRA, i) for i in Item)
PLAYS = tuple(Action(Kind.PLAY, c) for c in range(NUM_CARDS))

_TABLES: dict[Kind, tuple[Action, ...]] = {
    Kind.BID: BIDS,
    Kind.DECLARE: DECLARES,
    Kind.CALL: CALLS,
    Kind.TALON: TALONS,
    Kind.DISCARD: DISCARDS,
    Kind.ANNOUNCE: ANNOUNCES,
    Kind.KONTRA: KONTRAS,
    Kind.PLAY: PLAYS,
}


def item_code(item: Item) -> str:
    """Notation of an announcement item."""
    return ITEM_CODES[item]


def format_action(action: Action) -> str:
    """The notation of ``action``."""
    kind = action.kind
    if kind == Kind.PASS:
        return "pass"
    head = _KIND_CODES[kind]
    if kind in (Kind.BID, Kind.DECLARE):
        return f"{head}:{contract_code(Contract(action.arg))}"
    if kind in (Kind.CALL, Kind.DISCARD, Kind.PLAY):
        return f"{head}:{card_code(action.arg)}"
    if kind in (Kind.ANNOUNCE, Kind.KONTRA):
        return f"{head}:{ITEM_CODES[action.arg]}"
    return f"{head}:{action.arg}"


def parse_action(text: str) -> Action:
    """Parse an action from its notation; unknown text raises :class:`MalformedAction`."""
    raw = text.strip().lower()
    if raw == "pass":
        return PASS
    head, sep, arg = raw.partition(":")
    kind = _KIND_BY_CODE.get(head)
    if not sep or kind is None or kind == Kind.PASS:
        raise MalformedAction(f"unknown action {text!r}")
    table = _TABLES[kind]
    if kind in (Kind.BID, Kind.DECLARE):
        return table[parse_contract(arg)]
    if kind in (Kind.CALL, Kind.DISCARD, Kind.PLAY):
        return table[parse_card(arg)]
    if kind in (Kind.ANNOUNCE, Kind.KONTRA):
        item = _ITEM_BY_CODE.get(arg)
        if item is None:
            raise MalformedAction(f"unknown announcement {arg!r} in {text!r}")
        return table[item]
    if not arg.isdigit() or int(arg) >= len(table):
        raise MalformedAction(f"bad talon group in {text!r}")
    return table[int(arg)]


def make(kind: Kind, arg: int = 0) -> Action:
    """The interned action of ``kind`` with ``arg``."""
    if kind == Kind.PASS:
        return PASS
    try:
        return _TABLES[kind][arg]
    except (KeyError, IndexError):
        raise MalformedAction(f"no action {kind.name} {arg}") from None
