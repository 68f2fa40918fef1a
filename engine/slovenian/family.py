"""Slovenian tarok behind the family protocol of :mod:`engine.core.family`.

Everything here hands on to the Slovenian modules; it adds no rule of its own. The bot, the
store and the family contract suite reach Slovenian tarok only through :data:`FAMILY`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from engine.core.actions import Action as CoreAction
from engine.core.errors import IllegalAction, MalformedAction, RecordError
from engine.core.family import NO_SEAT, Family
from engine.slovenian import game
from engine.slovenian.actions import Action, Kind, format_action, parse_action
from engine.slovenian.cards import TAROK_DECK, TAROK_MASK, mask_of
from engine.slovenian.contracts import Contract, info
from engine.slovenian.facts import deal_facts, side_piles
from engine.slovenian.match import TABLE_SIZES, Match
from engine.slovenian.record import DealRecord
from engine.slovenian.rules import PRESETS, Rules
from engine.slovenian.scoring import DealFacts, ScoreSheet, score
from engine.slovenian.state import DealState, Phase
from engine.slovenian.views import PlayerView, view


def _rules(rules: BaseModel) -> Rules:
    if not isinstance(rules, Rules):
        raise TypeError(f"Slovenian tarok needs its own Rules, not {type(rules).__name__}")
    return rules


def _action(action: CoreAction) -> Action:
    if not isinstance(action, Action):
        raise MalformedAction(f"{action!r} is not a Slovenian tarok action")
    return action


class SlovenianFamily:
    """Slovenian tarok: 54 cards, 3, 4 or 5 players, presets ``pagat`` and ``palcka``.

    At a table of five the dealer sits out: every deal is an ordinary 4-seat deal, and the
    match (:meth:`new_match`) maps its seats to the table's with ``deal_seats()``.
    """

    name = "slovenian"
    deck = TAROK_DECK
    table_sizes: tuple[int, ...] = TABLE_SIZES
    presets: Mapping[str, BaseModel] = PRESETS

    # -- rules -----------------------------------------------------------------------------
    def rules(self, preset: str | None = None, **switches: Any) -> Rules:
        """A preset (``pagat`` by default) with single switches overridden (validated)."""
        base = Rules.preset(preset or "pagat")
        if not switches:
            return base
        return Rules.model_validate({**base.model_dump(), **switches})

    def parse_rules(self, data: Mapping[str, Any]) -> Rules:
        """Rules from their stored JSON form."""
        try:
            return Rules.model_validate(dict(data))
        except ValidationError as exc:
            raise ValueError(f"invalid Slovenian tarok rules: {exc}") from exc

    # -- deals -----------------------------------------------------------------------------
    def deal(self, rules: BaseModel, players: int, dealer: int, rng: random.Random) -> DealState:
        """A fresh deal, tarokless hands redealt as the rules say (V25).

        ``dealer`` is a seat of the table. At a table of five he sits out and the result is the
        4-seat deal of the other four (deal seat ``i`` is match seat
        ``Match(rules, 5, dealer=dealer).deal_seats()[i]``).
        """
        m = Match(_rules(rules), players, dealer=dealer)
        return m.next_deal(rng)

    def header(self, state: DealState) -> dict[str, Any]:
        """The header of a freshly dealt state (its record before any action)."""
        if state.move != 0:
            raise ValueError("a header describes a deal before its first action")
        rec = DealRecord.start(
            state.rules,
            list(state.hands),
            list(state.talon),
            state.dealer,
            compulsory_klop=state.compulsory_klop,
            radelci=list(state.radelci),
        )
        return rec.model_dump(mode="json", exclude={"actions"})

    def from_header(self, header: Mapping[str, Any]) -> DealState:
        """The dealt state of a header (malformed: RecordError)."""
        try:
            rec = DealRecord.model_validate({**header, "actions": []})
        except ValidationError as exc:
            raise RecordError(f"malformed deal header: {exc}") from exc
        return rec.initial_state()

    # -- play ------------------------------------------------------------------------------
    def legal_actions(self, state: DealState) -> list[Action]:
        """Every action the player on turn may take now."""
        return game.legal_actions(state)

    def apply(
        self, state: DealState, action: CoreAction, seat: int | None = None
    ) -> tuple[DealState, list[game.Event]]:
        """Apply a legal action (re-checked)."""
        if not isinstance(action, Action):
            raise IllegalAction(str(action), game.phase_name(state), seat, "not a Slovenian action")
        return game.apply(state, action, seat)

    def apply_unchecked(self, state: DealState, action: CoreAction) -> None:
        """Apply a known-legal action in place."""
        game.apply_unchecked(state, _action(action))

    def to_move(self, state: DealState) -> int:
        """The seat on turn (NO_SEAT when over)."""
        return state.to_move if state.phase != Phase.DONE else NO_SEAT

    def is_over(self, state: DealState) -> bool:
        """Whether the deal has been played and scored."""
        return state.phase == Phase.DONE

    def result(self, state: DealState) -> ScoreSheet | None:
        """The score sheet of a finished deal."""
        return state.result

    def view(self, state: DealState, seat: int | None) -> PlayerView:
        """What ``seat`` (None: the public) may know."""
        return view(state, seat)

    def parse_action(self, text: str) -> Action:
        """An action from its notation."""
        return parse_action(text)

    def format_action(self, action: CoreAction) -> str:
        """The notation of an action."""
        return format_action(_action(action))

    # -- scoring and the match -------------------------------------------------------------
    def facts(self, state: DealState) -> DealFacts:
        """The facts of a finished deal."""
        if state.phase != Phase.DONE:
            raise ValueError("the deal is not over")
        return deal_facts(state)

    def score(self, rules: BaseModel, facts: BaseModel) -> ScoreSheet:
        """The itemised sheet of a deal's facts."""
        if not isinstance(facts, DealFacts):
            raise TypeError("Slovenian tarok scores its own DealFacts")
        return score(_rules(rules), facts)

    def new_match(self, rules: BaseModel, players: int, *, max_deals: int | None = None) -> Match:
        """A new session (totals, radelci, rotation, the škis round or a fixed length).

        ``players`` is 3, 4 or 5; at five the dealer sits out of each deal.
        """
        return Match(_rules(rules), players, max_deals=max_deals)

    @property
    def testkit(self) -> SlovenianTestkit:
        """The answers the family contract suite needs."""
        return TESTKIT


class SlovenianTestkit:
    """Slovenian answers to the family contract suite's questions."""

    def random_action(
        self, state: DealState, legal: Sequence[CoreAction], rng: random.Random
    ) -> CoreAction:
        """Random, passing more often than bidding or announcing, so every contract comes up."""
        x = rng.random()
        if state.phase == Phase.BIDDING:
            if x < 0.7 or len(legal) == 1:
                return legal[0]
            return legal[1] if x < 0.9 else rng.choice(legal[1:])
        if state.phase == Phase.DECLARE:
            if x < 0.8 or len(legal) < 3:
                return legal[0] if x < 0.5 or len(legal) == 1 else legal[1]
            return rng.choice(legal)
        if state.phase == Phase.ANNOUNCE:
            return legal[0] if rng.random() < 0.8 else rng.choice(legal)
        return rng.choice(legal)

    def card_places(self, state: DealState) -> list[int]:
        """Hands, the trick, won piles, discards, the talon shares and the unused talon."""
        s = state
        places = [*s.hands, *s.piles, mask_of(s.trick), s.discards, s.opp_talon, s.remainder]
        if s.phase != Phase.DONE:
            # Talon cards wait in the talon until they are taken, shared or turned up in klop;
            # at the end none may be left there.
            used = 0
            for m in places:
                used |= m
            places.append(mask_of(s.talon) & ~used)
        return places

    def point_split(self, state: DealState) -> tuple[int, ...] | None:
        """Thirds of a point per side (normal games, Solo without) or per player (klop)."""
        s = state
        if s.phase != Phase.DONE or s.contract is None or len(s.tricks) != s.hand_size:
            return None
        if s.contract == Contract.KLOP:
            return tuple(TAROK_DECK.mask_value(p) for p in s.piles)
        if info(s.contract).normal or s.contract == Contract.SOLO_WITHOUT:
            d, o = side_piles(s)
            return TAROK_DECK.mask_value(d), TAROK_DECK.mask_value(o)
        return None

    def hidden_from(self, state: DealState, seat: int | None) -> int:
        """Other seats' hands (less the talon group shown face up and a public open beggar's
        hand) and, for everyone but the declarer, his own cards discarded face down."""
        s = state
        hidden = 0
        for p in range(s.n):
            if p == seat:
                continue
            h = s.hands[p]
            if p == s.declarer:
                h &= ~s.taken
                if s.open_hand_public:
                    h = 0
            hidden |= h
        if seat is None or seat != s.declarer:
            # Talon cards were shown face up when taken: only the declarer's own cards put
            # face down are secret.
            hidden |= s.discards & ~TAROK_MASK & ~s.taken
        return hidden

    def view_cards(self, view: Any) -> int:
        """Every card a view shows outside the own hand."""
        v: PlayerView = view
        m = v.discards | v.open_hand | v.played | mask_of(v.talon)
        if v.trick_extra >= 0:
            m |= 1 << v.trick_extra
        return m & ~v.hand

    def check_sheet(self, sheet: Any) -> None:
        """The lines add up to the total; each seat writes its side's total and penalties."""
        r: ScoreSheet = sheet
        pen = [0] * r.players
        for line in r.penalties:
            assert line.seat is not None, "a penalty belongs to a seat"
            pen[line.seat] += line.amount
        if r.contract == Contract.KLOP:
            assert r.total == 0, "klop has no declarer total"
            own = [0] * r.players
            for line in r.lines:
                assert line.seat is not None, "klop lines belong to seats"
                own[line.seat] += line.amount
            assert tuple(own[p] + pen[p] for p in range(r.players)) == r.scores
            return
        assert r.total == sum(line.amount for line in r.lines), "lines do not add up"
        side = {r.declarer, r.partner}
        for p in range(r.players):
            expected = (r.total if p in side else 0) + pen[p]
            assert r.scores[p] == expected, f"seat {p} writes {r.scores[p]}, not {expected}"


TESTKIT = SlovenianTestkit()
FAMILY: Family[DealState, PlayerView] = SlovenianFamily()
"""Slovenian tarok, as registered in :mod:`engine.families`."""

__all__ = ["FAMILY", "Kind", "SlovenianFamily", "SlovenianTestkit"]
