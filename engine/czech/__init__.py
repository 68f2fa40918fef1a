"""Czech taroky (four players): a pure state machine, no I/O.

The whole interface for play::

    from engine.czech import Rules, new_deal, legal_actions, apply, view
    state = new_deal(Rules.preset("standard"), hands, talon, dealer=0)
    state, events = apply(state, legal_actions(state)[0])

The bot and the other families' shared machinery reach it through
``engine.families.get("czech")`` (:mod:`engine.czech.family`).
"""

from engine.core.errors import IllegalAction, MalformedAction, RecordError, TarokError
from engine.czech.actions import Action, Announcement, Chain, Kind, format_action, parse_action
from engine.czech.bonuses import Bonus, qualifying
from engine.czech.cards import (
    DECK,
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
from engine.czech.contracts import Contract
from engine.czech.facts import DealFacts
from engine.czech.game import Event, apply, apply_unchecked, is_over, legal_actions, new_deal
from engine.czech.match import Match
from engine.czech.record import DealHeader
from engine.czech.rules import Rules
from engine.czech.scoring import ScoreLine, ScoreSheet, score
from engine.czech.state import CzechState, DealState, Phase, Trick
from engine.czech.views import CzechView, view

__all__ = [
    "DECK",
    "Action",
    "Announcement",
    "Bonus",
    "Card",
    "Chain",
    "Contract",
    "CzechState",
    "CzechView",
    "DealFacts",
    "DealHeader",
    "DealState",
    "Event",
    "IllegalAction",
    "Kind",
    "MalformedAction",
    "Match",
    "Phase",
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
    "format_hand",
    "is_over",
    "legal_actions",
    "new_deal",
    "parse_action",
    "parse_card",
    "parse_cards",
    "parse_hand",
    "pile_points",
    "qualifying",
    "score",
    "view",
]
