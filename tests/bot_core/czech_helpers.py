"""Helpers for the Czech taroky tests of the bot: a view-only test player that plays every
kind of deal, seeded deals driven through the engine, and what each seat may know.

The test player stands in for the computer players (``engine/czech/ai`` is written apart):
it sees only a seat's view, like them, and is injected as the tables' computer factory.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.families.czech.labels import card_name
from bot.tables.computer import ComputerPlayer
from engine import families
from engine.core.actions import Action as CoreAction
from engine.core.family import ViewLike
from engine.czech import Action, CzechView, DealState, Kind, Phase, Rules, card_label
from engine.czech.state import PLAYERS

FAMILY = families.get("czech")
NAMES = ("Ana", "Bor", "Cir", "Dan")
STANDARD = Rules()
RULE_SETS = {
    "standard": Rules(),
    "no kontra (C1 off)": Rules(kontra=False),
    "automatic hand bonuses (C2)": Rules(hand_bonuses="automatic"),
}


def choose(phase: Phase, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """A random legal action, biased so that every bid, the call, the third bid's stages,
    the concession, hand bonuses, announcements and kontras all come up, and deals with a
    secret partner are common."""
    x = rng.random()
    if phase == Phase.BIDDING:
        # Mostly passes: first bids with a called tarok and a talon exchange.
        return legal[0] if x < 0.75 or len(legal) == 1 else rng.choice(legal[1:])
    if phase == Phase.RAISE:
        return legal[0] if x < 0.8 else rng.choice(legal)
    if phase == Phase.DISCARD and legal[-1].kind == Kind.CONCEDE:
        return legal[-1] if x < 0.3 else rng.choice(legal[:-1])
    if phase == Phase.ANNOUNCE:
        for kind, p in ((Kind.BONUS, 0.7), (Kind.ANNOUNCE, 0.15), (Kind.KONTRA, 0.25)):
            options = [a for a in legal if a.kind == kind]
            if options and rng.random() < p:
                return rng.choice(options)
        return legal[0]
    return rng.choice(legal)


class CzechTestPlayer:
    """A view-only test player (see :func:`choose`), deterministic per view and seed."""

    def __call__(self, view: ViewLike, seed: int) -> CoreAction:
        """One of ``view.legal``."""
        assert isinstance(view, CzechView) and view.legal
        return choose(view.phase, view.legal, random.Random(seed))


def steered_factory(level: str) -> ComputerPlayer:
    """A computer factory giving :class:`CzechTestPlayer` players."""
    return CzechTestPlayer()


@dataclass(frozen=True)
class Step:
    """One position of a deal: the state before the action, the action and its events."""

    state: DealState
    action: Action
    events: tuple[object, ...]
    after: DealState


def deal_steps(seed: int, rules: Rules = STANDARD) -> Iterator[Step]:
    """Every step of one seeded deal, played by :func:`choose`."""
    rng = random.Random(seed)
    state = FAMILY.deal(rules, PLAYERS, seed % PLAYERS, rng)
    while not FAMILY.is_over(state):
        action = choose(state.phase, tuple(FAMILY.legal_actions(state)), rng)
        after, events = FAMILY.apply(state, action)
        yield Step(state, action, tuple(events), after)
        state = after


def final_state(seed: int, rules: Rules = STANDARD) -> DealState:
    """The end of one seeded deal."""
    steps = list(deal_steps(seed, rules))
    return steps[-1].after


def hidden_cards(state: DealState, seat: int | None) -> set[int]:
    """The cards ``seat`` (None: the public) may not know now (the engine's own account)."""
    mask = FAMILY.testkit.hidden_from(state, seat)
    return {c for c in range(54) if mask >> c & 1}


def _card_words() -> tuple[re.Pattern[str], dict[str, int]]:
    words: dict[str, int] = {}
    for card in range(54):
        for lang in ("cs", "en", "sl"):
            words[card_name(card, lang).lower()] = card
        if len(card_label(card)) >= 2:
            words[card_label(card).lower()] = card
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    # "Pagát ultimo" names the announcement, not where the Pagát is.
    pattern = re.compile(rf"(?<![\w♥♦♠♣])({alternatives})(?![\w♥♦♠♣]| ultimo)", flags=re.IGNORECASE)
    return pattern, words


_CARD_WORDS, _CARD_OF_WORD = _card_words()


def mentioned(text: str) -> set[int]:
    """The cards a text names, by label (``K♥``, ``XIX``; one-letter labels such as ``I`` are
    too common to count) or by name in any language (``srdcový král``, ``king of hearts``)."""
    return {_CARD_OF_WORD[m.group(1).lower()] for m in _CARD_WORDS.finditer(text)}
