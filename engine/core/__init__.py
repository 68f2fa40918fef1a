"""The family-neutral core: decks as data, bitmasks, actions and notation, the two errors,
records, the family protocol and the registry. Nothing here knows any particular game."""

from engine.core.actions import (
    Action,
    ActionCodec,
    CardArgs,
    KindSpec,
    NamedArgs,
    NumberArgs,
)
from engine.core.bits import cards_of, highest, iter_cards, lowest, mask_of
from engine.core.deck import ROMAN, CardSpec, Deck, Suit, build_deck
from engine.core.errors import IllegalAction, MalformedAction, RecordError, TarokError
from engine.core.family import (
    NO_CARD,
    NO_SEAT,
    EventLike,
    Family,
    MatchLike,
    ScoreLineLike,
    SheetLike,
    Testkit,
    TrickLike,
    ViewLike,
)
from engine.core.record import DealEnvelope, DealLog, replay
from engine.core.registry import Registry, UnknownFamily

__all__ = [
    "NO_CARD",
    "NO_SEAT",
    "ROMAN",
    "Action",
    "ActionCodec",
    "CardArgs",
    "CardSpec",
    "DealEnvelope",
    "DealLog",
    "Deck",
    "EventLike",
    "Family",
    "IllegalAction",
    "KindSpec",
    "MalformedAction",
    "MatchLike",
    "NamedArgs",
    "NumberArgs",
    "RecordError",
    "Registry",
    "ScoreLineLike",
    "SheetLike",
    "Suit",
    "TarokError",
    "Testkit",
    "TrickLike",
    "UnknownFamily",
    "ViewLike",
    "build_deck",
    "cards_of",
    "highest",
    "iter_cards",
    "lowest",
    "mask_of",
    "replay",
]
