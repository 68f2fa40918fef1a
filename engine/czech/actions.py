"""Actions of Czech taroky, with a short text notation that round-trips.

========================  ======================================================
notation                  meaning
========================  ======================================================
``bid:second``            bid higher than the highest bid so far (``pass``: a final pass)
``declare:third``         the last bidder names his contract (his bid or higher)
``call:T19``              call a tarok; its holder is the declarer's secret partner
``concede``               give up a first bid with the called tarok in t1–t4 (−15)
``discard:QH``            lay one card aside, face down (repeated until done)
``turn``                  third bid: turn t4–t6 face up instead of taking t1–t3
``stage:2``               third bid: take a half of the talon at stage 1, 2 or 3
``bonus:kings``           announce a hand bonus (first announcement turn only)
``announce:slam``         the declarer announces ``pagat_ultimo`` or ``slam``
``kontra:game``           the next level (flek, re, tutti) on ``game`` or ``pagat_ultimo``
``pass``                  end the bidding turn (final) or the announcement turn
``play:T21``              play a card to the trick
========================  ======================================================

Every action is interned by the core's :class:`~engine.core.actions.ActionCodec`: one shared
object per distinct action.
"""

from __future__ import annotations

from enum import IntEnum

from engine.core.actions import Action as CoreAction
from engine.core.actions import ActionCodec, CardArgs, KindSpec, NamedArgs
from engine.czech.bonuses import BONUS_CODES
from engine.czech.cards import DECK
from engine.czech.contracts import CONTRACT_CODES


class Kind(IntEnum):
    """What an action does."""

    PASS = 0
    BID = 1
    DECLARE = 2
    CALL = 3
    CONCEDE = 4
    DISCARD = 5
    TURN = 6
    STAGE = 7
    BONUS = 8
    ANNOUNCE = 9
    KONTRA = 10
    PLAY = 11


class Announcement(IntEnum):
    """What the declarer may announce."""

    PAGAT_ULTIMO = 0
    SLAM = 1


class Chain(IntEnum):
    """The two kontra chains: the game (slam included) and an announced Pagát ultimo."""

    GAME = 0
    PAGAT_ULTIMO = 1


ANNOUNCEMENT_CODES = ("pagat_ultimo", "slam")
CHAIN_CODES = ("game", "pagat_ultimo")
STAGE_CODES = ("1", "2", "3")
KONTRA_NAMES = {2: "flek", 4: "re", 8: "tutti"}
"""The name of each level of a kontra chain, by the multiplier it reaches."""


class Action(CoreAction):
    """One Czech taroky action (a kind and an integer argument)."""

    __slots__ = ()

    def __str__(self) -> str:
        return format_action(self)

    def __repr__(self) -> str:
        return f"Action({format_action(self)!r})"


CODEC: ActionCodec[Action] = ActionCodec(
    Action,
    [
        KindSpec("pass"),
        KindSpec("bid", NamedArgs(CONTRACT_CODES)),
        KindSpec("declare", NamedArgs(CONTRACT_CODES)),
        KindSpec("call", CardArgs(DECK)),
        KindSpec("concede"),
        KindSpec("discard", CardArgs(DECK)),
        KindSpec("turn"),
        KindSpec("stage", NamedArgs(STAGE_CODES)),
        KindSpec("bonus", NamedArgs(BONUS_CODES)),
        KindSpec("announce", NamedArgs(ANNOUNCEMENT_CODES)),
        KindSpec("kontra", NamedArgs(CHAIN_CODES)),
        KindSpec("play", CardArgs(DECK)),
    ],
)
"""The notation of every Czech taroky action."""

PASS = CODEC.make(Kind.PASS)
CONCEDE = CODEC.make(Kind.CONCEDE)
TURN = CODEC.make(Kind.TURN)
BIDS = CODEC.all(Kind.BID)
DECLARES = CODEC.all(Kind.DECLARE)
CALLS = CODEC.all(Kind.CALL)
DISCARDS = CODEC.all(Kind.DISCARD)
STAGES = CODEC.all(Kind.STAGE)
"""``STAGES[k - 1]`` takes a half of the talon at stage ``k``."""
BONUSES = CODEC.all(Kind.BONUS)
ANNOUNCES = CODEC.all(Kind.ANNOUNCE)
KONTRAS = CODEC.all(Kind.KONTRA)
PLAYS = CODEC.all(Kind.PLAY)


def format_action(action: CoreAction) -> str:
    """The notation of ``action``."""
    return CODEC.format(action)


def parse_action(text: str) -> Action:
    """An action from its notation (:class:`~engine.core.errors.MalformedAction` if none)."""
    return CODEC.parse(text)
