"""The tiny family's rules, state and views (see the package docstring)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.core import (
    NO_SEAT,
    Action,
    ActionCodec,
    CardArgs,
    CardSpec,
    IllegalAction,
    KindSpec,
    Suit,
    build_deck,
    cards_of,
)

DECK = build_deck(
    "mini12",
    trumps=[CardSpec(f"T{i}", f"T{i}", 2 if i == 4 else 1) for i in range(1, 5)],
    suits=[
        (
            Suit(letter, letter, name, red),
            [CardSpec(f"{r}{letter}", f"{r}{letter}", 3 if r == "K" else 1) for r in "789K"],
        )
        for letter, name, red in (("H", "hearts", True), ("S", "spades", False))
    ],
)
PLAYERS = 3
HAND = 4
PLAY = 0


class FakeAction(Action):
    """A card played."""


CODEC = ActionCodec(FakeAction, [KindSpec("play", CardArgs(DECK))])
PLAYS = CODEC.all(PLAY)


class FakeRules(BaseModel):
    """No switches: one preset."""

    name: str = "plain"


@dataclass(frozen=True, slots=True)
class FakeTrick:
    """A finished trick."""

    leader: int
    cards: tuple[int, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class FakeSheet:
    """Each seat's points: the values of the cards it took."""

    players: int
    scores: tuple[int, ...]
    lines: tuple[Any, ...] = ()


@dataclass(slots=True)
class FakeState:
    """A deal of the tiny game."""

    hands: list[int]
    dealer: int = 0
    leader: int = 1
    to_move: int = 1
    move: int = 0
    trick: list[int] = field(default_factory=list)
    tricks: list[FakeTrick] = field(default_factory=list)
    piles: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    result: FakeSheet | None = None

    def clone(self) -> FakeState:
        """A copy that shares nothing mutable."""
        return FakeState(
            list(self.hands),
            self.dealer,
            self.leader,
            self.to_move,
            self.move,
            list(self.trick),
            list(self.tricks),
            list(self.piles),
            self.result,
        )


@dataclass(frozen=True, slots=True)
class FakeView:
    """What one seat (None: the public) knows."""

    seat: int | None
    players: int
    dealer: int
    to_move: int
    move: int
    hand: int
    hand_sizes: tuple[int, ...]
    legal: tuple[Action, ...]
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[FakeTrick, ...]
    result: FakeSheet | None

    @property
    def phase_name(self) -> str:
        """One phase."""
        return "play" if self.result is None else "done"


def playable(s: FakeState) -> int:
    """The cards the seat on turn may play."""
    hand = s.hands[s.to_move]
    if not s.trick:
        return hand
    follow = hand & DECK.suit_mask(DECK.suits[s.trick[0]])
    if follow:
        return follow
    trumps = hand & DECK.trump_mask
    return trumps or hand


def winner_index(cards: Sequence[int]) -> int:
    """Index of the winning card: the highest trump, else the highest of the suit led."""
    led = DECK.suits[cards[0]]

    def key(i: int) -> tuple[int, int]:
        c = cards[i]
        s = DECK.suits[c]
        return (2 if s == DECK.trump_suit else 1 if s == led else 0, DECK.ranks[c])

    return max(range(len(cards)), key=key)


class FakeFamily:
    """The tiny game behind the family protocol (the parts the computer players use)."""

    name = "fake"
    deck = DECK
    table_sizes = (PLAYERS,)
    presets: ClassVar[dict[str, FakeRules]] = {"plain": FakeRules()}

    def rules(self, preset: str | None = None, **switches: Any) -> FakeRules:
        """The only preset."""
        return FakeRules()

    def deal(self, rules: BaseModel, players: int, dealer: int, rng: random.Random) -> FakeState:
        """Four cards each, shuffled."""
        cards = list(range(DECK.size))
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[i * HAND : (i + 1) * HAND]) for i in range(players)]
        first = (dealer + 1) % players
        return FakeState(hands, dealer, first, first)

    def legal_actions(self, state: FakeState) -> list[Action]:
        """Every card the seat on turn may play."""
        if state.result is not None:
            return []
        return [PLAYS[c] for c in cards_of(playable(state))]

    def apply(
        self, state: FakeState, action: Action, seat: int | None = None
    ) -> tuple[FakeState, list[Any]]:
        """Checked apply on a copy."""
        if action not in self.legal_actions(state) or (seat is not None and seat != state.to_move):
            raise IllegalAction(str(action), "play", seat, "not a legal card")
        s = state.clone()
        self.apply_unchecked(s, action)
        return s, []

    def apply_unchecked(self, state: FakeState, action: Action) -> None:
        """Play the card in place; a full trick goes to its winner."""
        s = state
        c = action.arg
        s.hands[s.to_move] &= ~(1 << c)
        s.trick.append(c)
        s.move += 1
        if len(s.trick) < PLAYERS:
            s.to_move = (s.to_move + 1) % PLAYERS
            return
        w = (s.leader + winner_index(s.trick)) % PLAYERS
        s.tricks.append(FakeTrick(s.leader, tuple(s.trick), w))
        s.piles[w] |= sum(1 << x for x in s.trick)
        s.trick = []
        s.leader = s.to_move = w
        if len(s.tricks) == HAND:
            s.to_move = NO_SEAT
            s.result = FakeSheet(PLAYERS, tuple(DECK.mask_value(p) for p in s.piles))

    def to_move(self, state: FakeState) -> int:
        """The seat on turn."""
        return state.to_move

    def is_over(self, state: FakeState) -> bool:
        """After four tricks."""
        return state.result is not None

    def result(self, state: FakeState) -> FakeSheet | None:
        """Each seat's points."""
        return state.result

    def view(self, state: FakeState, seat: int | None) -> FakeView:
        """Own hand, the number of cards in the others, every card played."""
        on_turn = seat is not None and seat == state.to_move
        return FakeView(
            seat=seat,
            players=PLAYERS,
            dealer=state.dealer,
            to_move=state.to_move,
            move=state.move,
            hand=state.hands[seat] if seat is not None else 0,
            hand_sizes=tuple(h.bit_count() for h in state.hands),
            legal=tuple(self.legal_actions(state)) if on_turn else (),
            leader=state.leader,
            trick=tuple(state.trick),
            tricks=tuple(state.tricks),
            result=state.result,
        )

    def parse_action(self, text: str) -> Action:
        """``play:7H``."""
        return CODEC.parse(text)

    def format_action(self, action: Action) -> str:
        """``play:7H``."""
        return CODEC.format(action)


FAMILY = FakeFamily()
