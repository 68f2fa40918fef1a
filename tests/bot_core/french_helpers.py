"""Helpers for the French tarot tests of the bot: a view-only test player that plays every
kind of deal, seeded deals driven through the engine, explicit deals in card notation, and
what each seat may know.

The test player stands in for the computer players (``engine/french/ai`` is written apart):
it sees only a seat's view, like them, and is injected as the tables' computer factory.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from bot.families.french.deals import FAMILY
from bot.families.french.labels import card_name
from bot.tables.computer import ComputerPlayer
from engine.core.actions import Action as CoreAction
from engine.core.family import ViewLike
from engine.french import Action, FrenchState, FrenchView, Kind, Phase, Rules, card_label
from engine.french.cards import NUM_CARDS, parse_cards
from engine.french.game import new_deal
from engine.french.rules import CHIEN_SIZE, HAND_SIZE

NAMES = ("Ana", "Bor", "Cir", "Dan", "Eva")
FFT = Rules()
RULE_SETS = {
    "fft": Rules(),
    "no Prise (F1 off)": Rules(prise_allowed=False),
    "any card called (F2)": Rules(five_player_call="any"),
}


def choose(phase: Phase, legal: Sequence[Action], rng: random.Random) -> Action:
    """A random legal action, biased so that every contract, the call, the écart, chelems
    and poignées come up, and deals with a secret partner are common: in the bidding mostly
    a pass or the next contract up; poignées shown when they may be."""
    x = rng.random()
    if phase == Phase.BIDDING:
        if x < 0.6 or len(legal) == 1:
            return legal[0]
        return legal[1] if x < 0.85 else rng.choice(legal[1:])
    if phase == Phase.CHELEM:
        return legal[1] if x < 0.05 else legal[0]
    shows = [a for a in legal if a.kind == Kind.POIGNEE]
    if shows and x < 0.7:
        return rng.choice(shows)
    return rng.choice([a for a in legal if a.kind != Kind.POIGNEE] or list(legal))


class FrenchTestPlayer:
    """A view-only test player (see :func:`choose`), deterministic per view and seed."""

    def __call__(self, view: ViewLike, seed: int) -> CoreAction:
        """One of ``view.legal``."""
        assert isinstance(view, FrenchView) and view.legal
        return choose(view.phase, view.legal, random.Random(seed))


def steered_factory(level: str) -> ComputerPlayer:
    """A computer factory giving :class:`FrenchTestPlayer` players."""
    return FrenchTestPlayer()


@dataclass(frozen=True)
class Step:
    """One position of a deal: the state before the action, the action and its events."""

    state: FrenchState
    action: Action
    events: tuple[object, ...]
    after: FrenchState


def deal_steps(seed: int, players: int, rules: Rules = FFT) -> Iterator[Step]:
    """Every step of one seeded deal, played by :func:`choose`."""
    rng = random.Random(seed)
    state = FAMILY.deal(rules, players, seed % players, rng)
    while not FAMILY.is_over(state):
        action = choose(state.phase, FAMILY.legal_actions(state), rng)
        after, events = FAMILY.apply(state, action)
        yield Step(state, action, tuple(events), after)
        state = after


def final_state(seed: int, players: int, rules: Rules = FFT) -> FrenchState:
    """The end of one seeded deal (a deal over at once when dealt is its own end)."""
    steps = list(deal_steps(seed, players, rules))
    if not steps:
        return FAMILY.deal(rules, players, seed % players, random.Random(seed))
    return steps[-1].after


def explicit_deal(
    players: int, seat: int, hand: str, chien: str = "", dealer: int = 0, rules: Rules = FFT
) -> FrenchState:
    """A deal in which ``seat`` holds ``hand`` (card notation) and the chien is ``chien``
    (when given); the other cards go round the other seats in deck order."""
    size, k = HAND_SIZE[players], CHIEN_SIZE[players]
    mine = parse_cards(hand)
    chien_cards = parse_cards(chien) if chien else []
    assert len(mine) == size
    rest = [c for c in range(NUM_CARDS) if c not in mine and c not in chien_cards]
    if not chien_cards:
        chien_cards, rest = rest[-k:], rest[:-k]
    hands = [0] * players
    others = [p for p in range(players) if p != seat]
    for i, c in enumerate(rest):
        hands[others[i % len(others)]] |= 1 << c
    for c in mine:
        hands[seat] |= 1 << c
    return new_deal(rules, hands, chien_cards, dealer)


def play(state: FrenchState, *notation: str) -> FrenchState:
    """The state after the actions in notation (each checked by the engine)."""
    for text in notation:
        state, _ = FAMILY.apply(state, FAMILY.parse_action(text))
    return state


def hidden_cards(state: FrenchState, seat: int | None) -> set[int]:
    """The cards ``seat`` (None: the public) may not know now (the engine's own account)."""
    mask = FAMILY.testkit.hidden_from(state, seat)
    return {c for c in range(NUM_CARDS) if mask >> c & 1}


def _card_words() -> tuple[re.Pattern[str], dict[str, int]]:
    words: dict[str, int] = {}
    for card in range(NUM_CARDS):
        for lang in ("fr", "en", "sl", "cs"):
            words[card_name(card, lang).lower()] = card
        label = card_label(card)
        if not label.isdigit():  # "17" alone is too common a number to count
            words[label.lower()] = card
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    # "Petit au bout" and "Petit sec" name a bonus and a rule, not where the Petit is.
    pattern = re.compile(
        rf"(?<![\w♥♦♠♣])({alternatives})(?![\w♥♦♠♣]| au bout| sec)", flags=re.IGNORECASE
    )
    return pattern, words


_CARD_WORDS, _CARD_OF_WORD = _card_words()


def mentioned(text: str) -> set[int]:
    """The cards a text names, by label (``K♥``, ``Excuse``; bare trump numbers are too
    common to count) or by name in any language (``roi de cœur``, ``king of hearts``)."""
    return {_CARD_OF_WORD[m.group(1).lower()] for m in _CARD_WORDS.finditer(text)}
