"""Actions a player can take, with a short text notation that round-trips.

=========================  ========================================================
notation                   meaning
=========================  ========================================================
``pass``                   pass in the bidding; in the chelem phase: no chelem
``bid:garde``              bid a contract (``prise``, ``garde``, ``garde_sans``,
                           ``garde_contre``), higher than every bid so far
``call:KH``                five players: the taker calls a card (his partner's)
``discard:5S``             put one card into the écart (repeated until it is full)
``chelem``                 the taker announces a chelem (he then leads)
``poignee:double``         show a poignée (``simple``, ``double``, ``triple``) just
                           before the player's first card
``hide:T4``                keep one trump out of the poignée being shown (when the
                           player holds more than it needs; repeated)
``play:EX``                play a card to the trick
=========================  ========================================================

Actions are interned: every distinct action is one shared object, so identity, equality
and hashing are cheap on the hot path.
"""

from __future__ import annotations

from enum import IntEnum

from engine.core.actions import Action as CoreAction
from engine.core.actions import ActionCodec, CardArgs, KindSpec, NamedArgs
from engine.french.cards import NUM_CARDS, TAROT_DECK
from engine.french.rules import CONTRACT_CODES, POIGNEE_LEVELS


class Kind(IntEnum):
    """What an action does."""

    PASS = 0
    BID = 1
    CALL = 2
    DISCARD = 3
    CHELEM = 4
    POIGNEE = 5
    HIDE = 6
    PLAY = 7


class Action(CoreAction):
    """One French tarot action: a kind and an integer argument (contract, card, level)."""

    __slots__ = ()

    def __str__(self) -> str:
        return format_action(self)

    def __repr__(self) -> str:
        return f"Action({format_action(self)!r})"


_CARDS = CardArgs(TAROT_DECK)
CODEC: ActionCodec[Action] = ActionCodec(
    Action,
    [
        KindSpec("pass"),
        KindSpec("bid", NamedArgs(CONTRACT_CODES)),
        KindSpec("call", _CARDS),
        KindSpec("discard", _CARDS),
        KindSpec("chelem"),
        KindSpec("poignee", NamedArgs(POIGNEE_LEVELS)),
        KindSpec("hide", _CARDS),
        KindSpec("play", _CARDS),
    ],
)
"""The notation of every French tarot action (``CODEC.parse``, ``CODEC.format``)."""

PASS = CODEC.make(Kind.PASS)
CHELEM = CODEC.make(Kind.CHELEM)
BIDS = CODEC.all(Kind.BID)
CALLS = CODEC.all(Kind.CALL)
DISCARDS = CODEC.all(Kind.DISCARD)
POIGNEES = CODEC.all(Kind.POIGNEE)
HIDES = CODEC.all(Kind.HIDE)
PLAYS = CODEC.all(Kind.PLAY)
assert len(PLAYS) == NUM_CARDS


def format_action(action: CoreAction) -> str:
    """The notation of ``action``."""
    return CODEC.format(action)


def parse_action(text: str) -> Action:
    """Parse an action from its notation; unknown text raises ``MalformedAction``."""
    return CODEC.parse(text)


def make(kind: Kind, arg: int = 0) -> Action:
    """The interned action of ``kind`` with ``arg``."""
    return CODEC.make(kind, arg)
