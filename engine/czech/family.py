"""Czech taroky behind the family protocol of :mod:`engine.core.family`.

Everything here hands on to the Czech modules; it adds no rule of its own. The bot, the store
and the family contract suite reach Czech taroky only through :data:`FAMILY`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from engine.core.actions import Action as CoreAction
from engine.core.errors import IllegalAction, MalformedAction
from engine.core.family import NO_SEAT, Family
from engine.czech import game
from engine.czech.actions import Action, Kind, format_action, parse_action
from engine.czech.cards import DECK, mask_of, mask_thirds
from engine.czech.facts import DealFacts, deal_facts, side_piles
from engine.czech.match import Match
from engine.czech.record import DealHeader
from engine.czech.rules import PRESETS, Rules
from engine.czech.scoring import ScoreSheet, score
from engine.czech.state import NO_CARD, PLAYERS, CzechState, DealState, Phase
from engine.czech.views import CzechView, view


def _rules(rules: BaseModel) -> Rules:
    if not isinstance(rules, Rules):
        raise TypeError(f"Czech taroky needs its own Rules, not {type(rules).__name__}")
    return rules


def _action(action: CoreAction) -> Action:
    if not isinstance(action, Action):
        raise MalformedAction(f"{action!r} is not a Czech taroky action")
    return action


class CzechFamily:
    """Czech taroky: 54 cards, four players, the preset ``standard`` (switches C1, C2)."""

    name = "czech"
    deck = DECK
    table_sizes: tuple[int, ...] = (PLAYERS,)
    presets: Mapping[str, BaseModel] = PRESETS

    # -- rules -----------------------------------------------------------------------------
    def rules(self, preset: str | None = None, **switches: Any) -> Rules:
        """A preset (``standard`` by default) with single switches overridden (validated)."""
        base = Rules.preset(preset or "standard")
        if not switches:
            return base
        return Rules.model_validate({**base.model_dump(), **switches})

    def parse_rules(self, data: Mapping[str, Any]) -> Rules:
        """Rules from their stored JSON form."""
        try:
            return Rules.model_validate(dict(data))
        except ValidationError as exc:
            raise ValueError(f"invalid Czech taroky rules: {exc}") from exc

    # -- deals -----------------------------------------------------------------------------
    def deal(self, rules: BaseModel, players: int, dealer: int, rng: random.Random) -> DealState:
        """A fresh deal by ``dealer`` (four players; no redeal, whatever the hands)."""
        if players != PLAYERS:
            raise ValueError("Czech taroky is played by four")
        m = Match(_rules(rules), dealer=dealer)
        return m.next_deal(rng)

    def header(self, state: DealState) -> dict[str, Any]:
        """The header of a freshly dealt state (its record before any action)."""
        return DealHeader.of(state).model_dump(mode="json")

    def from_header(self, header: Mapping[str, Any]) -> DealState:
        """The dealt state of a header (malformed: RecordError)."""
        return DealHeader.load(header).initial_state()

    # -- play ------------------------------------------------------------------------------
    def legal_actions(self, state: DealState) -> list[Action]:
        """Every action the player on turn may take now."""
        return game.legal_actions(state)

    def apply(
        self, state: DealState, action: CoreAction, seat: int | None = None
    ) -> tuple[DealState, list[game.Event]]:
        """Apply a legal action (re-checked)."""
        if not isinstance(action, Action):
            raise IllegalAction(str(action), game.phase_name(state), seat, "not a Czech action")
        return game.apply(state, action, seat)

    def apply_unchecked(self, state: DealState, action: CoreAction) -> None:
        """Apply a known-legal action in place."""
        game.apply_unchecked(state, _action(action))

    def to_move(self, state: DealState) -> int:
        """The seat on turn (NO_SEAT when over)."""
        return state.to_move if state.phase != Phase.DONE else NO_SEAT

    def is_over(self, state: DealState) -> bool:
        """Whether the deal has been played (or conceded) and scored."""
        return state.phase == Phase.DONE

    def result(self, state: DealState) -> ScoreSheet | None:
        """The score sheet of a finished deal."""
        return state.result

    def view(self, state: DealState, seat: int | None) -> CzechView:
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
            raise TypeError("Czech taroky scores its own DealFacts")
        return score(_rules(rules), facts)

    def new_match(
        self,
        rules: BaseModel,
        players: int,
        *,
        max_deals: int | None = None,
        dealer: int | None = None,
    ) -> Match:
        """A new session; the first dealer is drawn by lot at the first deal unless given."""
        return Match(
            _rules(rules),
            players,
            max_deals=max_deals,
            dealer=NO_SEAT if dealer is None else dealer,
        )

    @property
    def testkit(self) -> CzechTestkit:
        """The answers the family contract suite needs."""
        return TESTKIT


class CzechTestkit:
    """Czech answers to the family contract suite's questions."""

    def random_action(
        self, state: DealState, legal: Sequence[CoreAction], rng: random.Random
    ) -> CoreAction:
        """Random, biased so that every bid, stage, concession, bonus and kontra comes up."""
        ph = state.phase
        x = rng.random()
        if ph == Phase.BIDDING:
            # Passing most of the time and bidding one step up otherwise spreads the deals
            # over the four bids (roughly 45/20/15/20 %).
            if x < 0.8 or len(legal) == 1:
                return legal[0]
            return legal[1] if rng.random() < 0.6 else rng.choice(legal[1:])
        if ph == Phase.RAISE:
            return legal[0] if x < 0.8 else rng.choice(legal)
        if ph == Phase.DISCARD and legal[-1].kind == Kind.CONCEDE:
            return legal[-1] if x < 0.5 else rng.choice(legal[:-1])
        if ph == Phase.ANNOUNCE:
            bonuses = [a for a in legal if a.kind == Kind.BONUS]
            if bonuses and x < 0.7:
                return rng.choice(bonuses)
            y = rng.random()
            announcements = [a for a in legal if a.kind == Kind.ANNOUNCE]
            if announcements and y < 0.15:
                return rng.choice(announcements)
            kontras = [a for a in legal if a.kind == Kind.KONTRA]
            if kontras and y < 0.3:
                return rng.choice(kontras)
            return legal[0]
        return rng.choice(legal)

    def card_places(self, state: DealState) -> list[int]:
        """Hands, the trick, the won piles, the discards, the opponents' talon pile and
        what is still in the talon."""
        s = state
        return [*s.hands, mask_of(s.trick), *s.piles, *s.discards, s.opp_talon, s.talon_left]

    def point_split(self, state: DealState) -> tuple[int, ...] | None:
        """Thirds of a point of the declarer's side and of the opponents (None: conceded)."""
        s = state
        if s.phase != Phase.DONE or s.conceded:
            return None
        d, o = side_piles(s)
        return mask_thirds(d), mask_thirds(o)

    def hidden_from(self, state: DealState, seat: int | None) -> int:
        """Other seats' hands and discards, and the talon cards not yet taken or left unseen
        to the opponents, less what is public: the talon cards turned face up in a third bid
        and the called tarok shown with a concession. Nothing at the end of a played deal."""
        s = state
        if s.phase == Phase.DONE and not s.conceded:
            return 0
        hidden = s.opp_talon | s.talon_left
        for p in range(PLAYERS):
            if p != seat:
                hidden |= s.hands[p] | s.discards[p]
        public = mask_of(s.talon[: s.turned])
        if s.conceded:
            public |= 1 << s.called
        return hidden & ~public

    def view_cards(self, view: Any) -> int:
        """Every card a view shows outside the own hand."""
        v: CzechView = view
        m = v.played | v.shown | mask_of(c for c in v.talon if c != NO_CARD)
        for d in v.discards:
            m |= d
        return m & ~v.hand

    def check_sheet(self, sheet: Any) -> None:
        """Every line sums to 0 and is distributed as its kind says; the lines make the
        scores; the declarer's side's lines make X."""
        r: ScoreSheet = sheet
        assert sum(r.scores) == 0, "the sheet does not sum to 0"
        totals = [0] * PLAYERS
        side_total = 0
        for line in r.lines:
            assert sum(line.scores) == 0, f"line {line.item} does not sum to 0"
            assert line.amount == line.base * line.kontra * line.multiplier
            if line.kind in ("hand_bonus", "concession"):
                assert line.seat is not None
                expected = [-line.amount] * PLAYERS
                expected[line.seat] = 3 * line.amount
            else:
                side_total += line.amount
                expected = [-line.amount] * PLAYERS
                if r.partner is None:
                    expected[r.declarer] = 3 * line.amount
                else:
                    expected[r.declarer] = expected[r.partner] = line.amount
            assert tuple(expected) == line.scores, f"line {line.item} is distributed wrongly"
            for p in range(PLAYERS):
                totals[p] += line.scores[p]
        assert tuple(totals) == r.scores, "the lines do not make the scores"
        assert side_total == r.total, "the game lines do not make X"


TESTKIT = CzechTestkit()
FAMILY: Family[CzechState, CzechView] = CzechFamily()
"""Czech taroky, as registered in :mod:`engine.families`."""

__all__ = ["FAMILY", "CzechFamily", "CzechTestkit"]
