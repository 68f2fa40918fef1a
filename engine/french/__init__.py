"""French tarot (3, 4 and 5 players, the FFT rules of 2012): pure state machine, no I/O.

The whole interface for play::

    from engine.french import Rules, new_deal, legal_actions, apply, view
    state = new_deal(Rules.preset("fft"), hands, chien, dealer=0)
    state, events = apply(state, legal_actions(state)[0])

The bot and the shared machinery reach it through :data:`engine.french.family.FAMILY`.
"""

from engine.core.errors import IllegalAction, MalformedAction, RecordError, TarokError
from engine.french.actions import Action, Kind, format_action, parse_action
from engine.french.cards import (
    TAROT_DECK,
    Card,
    card_code,
    card_label,
    format_cards,
    format_halves,
    format_hand,
    halves,
    parse_card,
    parse_cards,
    parse_hand,
    parse_points,
)
from engine.french.game import Event, apply, apply_unchecked, is_over, legal_actions, new_deal
from engine.french.match import Match
from engine.french.record import DealHeader
from engine.french.rules import Contract, Rules
from engine.french.scoring import DealFacts, PoigneeFact, ScoreLine, ScoreSheet, score
from engine.french.state import FrenchState, Phase, Poignee, Trick
from engine.french.views import FrenchView, view

__all__ = [
    "TAROT_DECK",
    "Action",
    "Card",
    "Contract",
    "DealFacts",
    "DealHeader",
    "Event",
    "FrenchState",
    "FrenchView",
    "IllegalAction",
    "Kind",
    "MalformedAction",
    "Match",
    "Phase",
    "Poignee",
    "PoigneeFact",
    "RecordError",
    "Rules",
    "ScoreLine",
    "ScoreSheet",
    "TarokError",
    "Trick",
    "apply",
    "apply_unchecked",
    "card_code",
    "card_label",
    "format_action",
    "format_cards",
    "format_halves",
    "format_hand",
    "halves",
    "is_over",
    "legal_actions",
    "new_deal",
    "parse_action",
    "parse_card",
    "parse_cards",
    "parse_hand",
    "parse_points",
    "score",
    "view",
]
