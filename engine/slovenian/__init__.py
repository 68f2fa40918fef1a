"""Slovenian tarok (3 and 4 players): pure state machine, no I/O.

The whole interface for play::

    from engine.slovenian import Rules, new_deal, legal_actions, apply, view
    state = new_deal(Rules.preset("pagat"), hands, talon, dealer=0)
    state, events = apply(state, legal_actions(state)[0])
"""

from engine.core.errors import IllegalAction, MalformedAction, RecordError, TarokError
from engine.slovenian.actions import Action, Item, Kind, format_action, parse_action
from engine.slovenian.cards import (
    Card,
    card_code,
    card_label,
    format_cards,
    format_hand,
    parse_card,
    parse_cards,
    parse_hand,
    pile_points,
)
from engine.slovenian.contracts import Contract
from engine.slovenian.game import Event, apply, is_over, legal_actions, new_deal
from engine.slovenian.match import Match
from engine.slovenian.record import DealRecord, MatchRecord, RecordedDeal
from engine.slovenian.rules import Rules
from engine.slovenian.scoring import DealFacts, ScoreLine, ScoreSheet, check_facts, score
from engine.slovenian.state import DealState, Phase
from engine.slovenian.views import PlayerView, view

__all__ = [
    "Action",
    "Card",
    "Contract",
    "DealFacts",
    "DealRecord",
    "DealState",
    "Event",
    "IllegalAction",
    "Item",
    "Kind",
    "MalformedAction",
    "Match",
    "MatchRecord",
    "Phase",
    "PlayerView",
    "RecordError",
    "RecordedDeal",
    "Rules",
    "ScoreLine",
    "ScoreSheet",
    "TarokError",
    "apply",
    "card_code",
    "card_label",
    "check_facts",
    "format_action",
    "format_cards",
    "format_hand",
    "is_over",
    "legal_actions",
    "new_deal",
    "parse_action",
    "parse_card",
    "parse_cards",
    "parse_hand",
    "pile_points",
    "score",
    "view",
]
