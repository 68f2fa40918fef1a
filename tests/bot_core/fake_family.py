"""A small second family for the bot's tests: "Three tricks", registered only in tests.

It implements the whole family protocol (``engine.core.family.Family``) without sharing any
code with Slovenian tarok, so a test that plays it through the bot proves the generic path:
the lobby, the table and the hands, the ledger and the statistics take everything from the
protocol. It plays with the 54-card tarok deck (so its cards can be drawn):

* 3, 4 or 5 players; with five the dealer sits the deal out (the deal has four seats);
* each seat of the deal gets three cards; first every seat in turn passes or doubles
  (``pass``, ``double``); then three tricks are played (``play:<card>``): follow suit if you
  can, the highest card of the led suit wins, a tarok beats every suit card;
* each trick won scores a point, doubled for a seat that doubled; a seat that doubled and
  won no trick loses 2. The match is a fixed number of deals, or ends one deal after the
  players ask (``request_end``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict

from engine import families
from engine.core.actions import Action, ActionCodec, CardArgs, KindSpec
from engine.core.bits import cards_of, mask_of
from engine.core.errors import IllegalAction, RecordError
from engine.core.family import NO_SEAT
from engine.slovenian.cards import TAROK_DECK

NAME = "threetricks"
DECK = TAROK_DECK
HAND = 3


class FakeAction(Action):
    """An action of Three tricks."""


PASS, DOUBLE, PLAY = 0, 1, 2
CODEC = ActionCodec(
    FakeAction, [KindSpec("pass"), KindSpec("double"), KindSpec("play", CardArgs(DECK))]
)


class FakeRules(BaseModel):
    """The rules: whether doubling is allowed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = "plain"
    doubling: bool = True


PRESETS: dict[str, BaseModel] = {
    "plain": FakeRules(),
    "nodouble": FakeRules(name="nodouble", doubling=False),
}


@dataclass(frozen=True)
class Trick:
    """A finished trick."""

    leader: int
    cards: tuple[int, ...]
    winner: int


@dataclass(frozen=True)
class Line:
    """A score line."""

    item: str
    amount: int
    seat: int


@dataclass(frozen=True)
class Sheet:
    """The score sheet of a deal (deal seats)."""

    players: int
    lines: tuple[Line, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class State:
    """A deal of Three tricks (seats are the deal's seats)."""

    rules: FakeRules
    players: int
    dealer: int
    hands: tuple[int, ...]
    phase: str = "bidding"
    to_move: int = 0
    move: int = 0
    doubled: tuple[bool, ...] = ()
    spoken: int = 0
    leader: int = 0
    trick: tuple[int, ...] = ()
    tricks: tuple[Trick, ...] = ()
    result: Sheet | None = None


@dataclass(frozen=True)
class View:
    """What a seat knows: its hand, the hand sizes, the doubles, the tricks."""

    seat: int | None
    players: int
    dealer: int
    to_move: int
    move: int
    phase_name: str
    hand: int
    hand_sizes: tuple[int, ...]
    legal: tuple[Action, ...]
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    result: Sheet | None
    doubled: tuple[bool, ...] = ()


def _first(dealer: int, players: int) -> int:
    return (dealer + 1) % players


def new_state(rules: FakeRules, hands: Sequence[int], dealer: int) -> State:
    """A fresh deal."""
    n = len(hands)
    return State(
        rules, n, dealer, tuple(hands), to_move=_first(dealer, n), doubled=(False,) * n,
        leader=_first(dealer, n),
    )  # fmt: skip


def legal(s: State) -> list[Action]:
    """The legal actions of the seat on turn."""
    if s.phase == "bidding":
        acts = [CODEC.make(PASS)]
        if s.rules.doubling:
            acts.append(CODEC.make(DOUBLE))
        return acts
    if s.phase != "play":
        return []
    hand = s.hands[s.to_move]
    if s.trick:
        led = DECK.suits[s.trick[0]]
        follow = hand & DECK.suit_mask(led)
        if follow:
            hand = follow
    return [CODEC.make(PLAY, c) for c in cards_of(hand)]


def _beats(card: int, best: int) -> bool:
    trump = DECK.trump_suit
    cs, bs = DECK.suits[card], DECK.suits[best]
    if cs == bs:
        return DECK.ranks[card] > DECK.ranks[best]
    return cs == trump


def _score(s: State) -> Sheet:
    won = [0] * s.players
    for t in s.tricks:
        won[t.winner] += 1
    lines: list[Line] = []
    scores = [0] * s.players
    for p in range(s.players):
        amount = won[p] * (2 if s.doubled[p] else 1)
        if s.doubled[p] and won[p] == 0:
            amount = -2
        if amount:
            lines.append(Line("double" if s.doubled[p] else "tricks", amount, p))
        scores[p] = amount
    return Sheet(s.players, tuple(lines), tuple(scores))


def apply(s: State, action: Action, seat: int | None = None) -> tuple[State, list[Any]]:
    """Apply a legal action."""
    if s.result is not None or action not in legal(s):
        raise IllegalAction(CODEC.format(action), s.phase, seat, "not a legal action now")
    if seat is not None and seat != s.to_move:
        raise IllegalAction(CODEC.format(action), s.phase, seat, "not on turn")
    p = s.to_move
    events: list[Any] = []
    if s.phase == "bidding":
        doubled = list(s.doubled)
        doubled[p] = action.kind == DOUBLE
        spoken = s.spoken + 1
        s = replace(s, doubled=tuple(doubled), spoken=spoken, move=s.move + 1)
        if spoken == s.players:
            return replace(s, phase="play", to_move=s.leader), [_Event("bid", p)]
        return replace(s, to_move=(p + 1) % s.players), [_Event("bid", p)]
    card = action.arg
    hands = list(s.hands)
    hands[p] &= ~(1 << card)
    trick = (*s.trick, card)
    events.append(_Event("played", p))
    s = replace(s, hands=tuple(hands), trick=trick, move=s.move + 1)
    if len(trick) < s.players:
        return replace(s, to_move=(p + 1) % s.players), events
    best = 0
    for i in range(1, len(trick)):
        if _beats(trick[i], trick[best]):
            best = i
    winner = (s.leader + best) % s.players
    done = Trick(s.leader, trick, winner)
    events.append(_Event("trick", winner))
    s = replace(s, trick=(), tricks=(*s.tricks, done), leader=winner, to_move=winner)
    if len(s.tricks) == HAND:
        s = replace(s, phase="done", to_move=NO_SEAT)
        s = replace(s, result=_score(s))
    return s, events


@dataclass(frozen=True)
class _Event:
    kind: str
    seat: int


@dataclass
class FakeMatch:
    """A session of Three tricks."""

    rules: FakeRules
    players: int
    max_deals: int | None = None
    dealer: int = 0
    totals: list[int] = field(default_factory=list)
    history: list[Sheet] = field(default_factory=list)
    seats_history: list[tuple[int, ...]] = field(default_factory=list)
    deals_played: int = 0
    finished: bool = False
    deals_left: int | None = None

    def __post_init__(self) -> None:
        self.totals = [0] * self.players

    def deal_seats(self) -> tuple[int, ...]:
        """All seats; with five, everyone but the dealer, from the dealer's left."""
        n = self.players
        if n < 5:
            return tuple(range(n))
        return tuple((self.dealer + 1 + i) % n for i in range(4))

    def next_deal(self, rng: random.Random) -> State:
        """Deal three cards to each seat of the deal."""
        seats = self.deal_seats()
        cards = list(range(DECK.size))
        rng.shuffle(cards)
        hands = [mask_of(cards[i * HAND : (i + 1) * HAND]) for i in range(len(seats))]
        dealer = seats.index(self.dealer) if self.dealer in seats else len(seats) - 1
        return new_state(self.rules, hands, dealer)

    def record(self, state: State) -> None:
        """Book a finished deal."""
        if state.result is None:
            raise ValueError("the deal is not over")
        if self.finished:
            raise ValueError("the session is over")
        seats = self.deal_seats()
        for d, m in enumerate(seats):
            self.totals[m] += state.result.scores[d]
        self.history.append(state.result)
        self.seats_history.append(seats)
        self.deals_played += 1
        if self.max_deals is not None and self.deals_played >= self.max_deals:
            self.finished = True
        if self.deals_left is not None:
            self.deals_left -= 1
            if self.deals_left <= 0:
                self.finished = True
        self.dealer = (self.dealer + 1) % self.players

    def request_end(self) -> bool:
        """One more deal, then the end (not in a fixed-length session)."""
        if self.max_deals is not None or self.deals_left is not None:
            return False
        self.deals_left = 1
        return True

    def final_scores(self) -> list[int]:
        """The totals: nothing is settled at the end."""
        return list(self.totals)


class FakeFamily:
    """Three tricks behind the family protocol."""

    name = NAME
    deck = DECK
    table_sizes: tuple[int, ...] = (3, 4, 5)
    presets: Mapping[str, BaseModel] = PRESETS

    def rules(self, preset: str | None = None, **switches: Any) -> FakeRules:
        base = PRESETS[preset or "plain"]
        return FakeRules.model_validate({**base.model_dump(), **switches})

    def parse_rules(self, data: Mapping[str, Any]) -> FakeRules:
        return FakeRules.model_validate(dict(data))

    def deal(self, rules: BaseModel, players: int, dealer: int, rng: random.Random) -> State:
        m = FakeMatch(self._rules(rules), players, dealer=dealer)
        return m.next_deal(rng)

    @staticmethod
    def _rules(rules: BaseModel) -> FakeRules:
        assert isinstance(rules, FakeRules)
        return rules

    def header(self, state: State) -> dict[str, Any]:
        return {
            "rules": state.rules.model_dump(mode="json"),
            "dealer": state.dealer,
            "hands": [DECK.format_hand(h) for h in state.hands],
        }

    def from_header(self, header: Mapping[str, Any]) -> State:
        try:
            rules = FakeRules.model_validate(header["rules"])
            hands = [DECK.parse_hand(h) for h in header["hands"]]
            return new_state(rules, hands, int(header["dealer"]))
        except Exception as exc:
            raise RecordError(f"malformed header: {exc}") from exc

    def legal_actions(self, state: State) -> list[Action]:
        return legal(state)

    def apply(
        self, state: State, action: Action, seat: int | None = None
    ) -> tuple[State, list[Any]]:
        return apply(state, action, seat)

    def apply_unchecked(self, state: State, action: Action) -> None:
        raise NotImplementedError("states of Three tricks are immutable")

    def to_move(self, state: State) -> int:
        return state.to_move if state.result is None else NO_SEAT

    def is_over(self, state: State) -> bool:
        return state.result is not None

    def result(self, state: State) -> Sheet | None:
        return state.result

    def view(self, state: State, seat: int | None) -> View:
        on_turn = seat is not None and seat == state.to_move and state.result is None
        return View(
            seat=seat,
            players=state.players,
            dealer=state.dealer,
            to_move=state.to_move,
            move=state.move,
            phase_name=state.phase,
            hand=state.hands[seat] if seat is not None else 0,
            hand_sizes=tuple(h.bit_count() for h in state.hands),
            legal=tuple(legal(state)) if on_turn else (),
            leader=state.leader,
            trick=state.trick,
            tricks=state.tricks,
            result=state.result,
            doubled=state.doubled if state.phase != "bidding" else (),
        )

    def parse_action(self, text: str) -> Action:
        return CODEC.parse(text)

    def format_action(self, action: Action) -> str:
        return CODEC.format(action)

    def facts(self, state: State) -> BaseModel:
        raise NotImplementedError("Three tricks has no score pad")

    def score(self, rules: BaseModel, facts: BaseModel) -> Sheet:
        raise NotImplementedError("Three tricks has no score pad")

    def new_match(
        self, rules: BaseModel, players: int, *, max_deals: int | None = None
    ) -> FakeMatch:
        if players not in self.table_sizes:
            raise ValueError(f"{players} players")
        return FakeMatch(self._rules(rules), players, max_deals=max_deals)

    @property
    def testkit(self) -> Any:
        raise NotImplementedError("not in the contract suite")


FAMILY = FakeFamily()


@pytest.fixture
def three_tricks() -> Iterator[str]:
    """A test fixture: Three tricks registered in the engine for one test; its name."""
    register()
    try:
        yield NAME
    finally:
        unregister()


def register() -> None:
    """Register Three tricks in the engine's registry (the bot then offers it)."""
    families.REGISTRY.register(FAMILY)  # type: ignore[arg-type]


def unregister() -> None:
    """Forget Three tricks again."""
    families.REGISTRY._loaded.pop(NAME, None)
