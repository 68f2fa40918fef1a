"""French tarot behind the family protocol of :mod:`engine.core.family`.

Everything here hands on to the French modules; it adds no rule of its own. The bot, the
store and the family contract suite reach French tarot only through :data:`FAMILY`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from engine.core.actions import Action as CoreAction
from engine.core.bits import mask_of
from engine.core.errors import IllegalAction, MalformedAction
from engine.core.family import NO_SEAT, Family
from engine.french import game
from engine.french.actions import Action, Kind, format_action, parse_action
from engine.french.cards import TAROT_DECK, TRUMP_MASK
from engine.french.dealing import deal_cards
from engine.french.facts import attack_halves, deal_facts
from engine.french.match import Match
from engine.french.record import DealHeader
from engine.french.rules import PRESETS, TABLE_SIZES, Rules, info
from engine.french.scoring import DealFacts, ScoreSheet, score
from engine.french.state import FrenchState, Phase
from engine.french.views import FrenchView, view


def _rules(rules: BaseModel) -> Rules:
    if not isinstance(rules, Rules):
        raise TypeError(f"French tarot needs its own Rules, not {type(rules).__name__}")
    return rules


def _action(action: CoreAction) -> Action:
    if not isinstance(action, Action):
        raise MalformedAction(f"{action!r} is not a French tarot action")
    return action


class FrenchFamily:
    """French tarot: 78 cards, 3, 4 or 5 players, preset ``fft``."""

    name = "french"
    deck = TAROT_DECK
    table_sizes: tuple[int, ...] = TABLE_SIZES
    presets: Mapping[str, BaseModel] = PRESETS

    # -- rules -----------------------------------------------------------------------------
    def rules(self, preset: str | None = None, **switches: Any) -> Rules:
        """A preset (``fft`` by default) with single switches overridden (validated)."""
        base = Rules.preset(preset or "fft")
        if not switches:
            return base
        return Rules.model_validate({**base.model_dump(), **switches})

    def parse_rules(self, data: Mapping[str, Any]) -> Rules:
        """Rules from their stored JSON form."""
        try:
            return Rules.model_validate(dict(data))
        except ValidationError as exc:
            raise ValueError(f"invalid French tarot rules: {exc}") from exc

    # -- deals -----------------------------------------------------------------------------
    def deal(self, rules: BaseModel, players: int, dealer: int, rng: random.Random) -> FrenchState:
        """A fresh deal (annulled at once when a player holds a petit sec)."""
        hands, chien = deal_cards(rng, players, dealer)
        return game.new_deal(_rules(rules), hands, chien, dealer)

    def header(self, state: FrenchState) -> dict[str, Any]:
        """The header of a freshly dealt state (its record before any action)."""
        return DealHeader.of(state).model_dump(mode="json")

    def from_header(self, header: Mapping[str, Any]) -> FrenchState:
        """The dealt state of a header (malformed: RecordError)."""
        return DealHeader.parse(dict(header)).initial_state()

    # -- play ------------------------------------------------------------------------------
    def legal_actions(self, state: FrenchState) -> list[Action]:
        """Every action the player on turn may take now."""
        return game.legal_actions(state)

    def apply(
        self, state: FrenchState, action: CoreAction, seat: int | None = None
    ) -> tuple[FrenchState, list[game.Event]]:
        """Apply a legal action (re-checked)."""
        if not isinstance(action, Action):
            raise IllegalAction(str(action), game.phase_name(state), seat, "not a French action")
        return game.apply(state, action, seat)

    def apply_unchecked(self, state: FrenchState, action: CoreAction) -> None:
        """Apply a known-legal action in place."""
        game.apply_unchecked(state, _action(action))

    def to_move(self, state: FrenchState) -> int:
        """The seat on turn (NO_SEAT when over)."""
        return NO_SEAT if game.is_over(state) else state.to_move

    def is_over(self, state: FrenchState) -> bool:
        """Whether the deal is over: scored, passed by everyone or annulled (petit sec)."""
        return game.is_over(state)

    def result(self, state: FrenchState) -> ScoreSheet | None:
        """The score sheet of a played deal (None for a passed or annulled one)."""
        return state.result

    def view(self, state: FrenchState, seat: int | None) -> FrenchView:
        """What ``seat`` (None: the public) may know."""
        return view(state, seat)

    def parse_action(self, text: str) -> Action:
        """An action from its notation."""
        return parse_action(text)

    def format_action(self, action: CoreAction) -> str:
        """The notation of an action."""
        return format_action(_action(action))

    # -- scoring and the match -------------------------------------------------------------
    def facts(self, state: FrenchState) -> DealFacts:
        """The facts of a deal played to its end."""
        if state.phase != Phase.DONE:
            raise ValueError("the deal was not played to its end")
        return deal_facts(state)

    def score(self, rules: BaseModel, facts: BaseModel) -> ScoreSheet:
        """The itemised sheet of a deal's facts."""
        if not isinstance(facts, DealFacts):
            raise TypeError("French tarot scores its own DealFacts")
        return score(_rules(rules), facts)

    def new_match(self, rules: BaseModel, players: int, *, max_deals: int | None = None) -> Match:
        """A new session (totals, the dealer's rotation, a fixed length or an open one)."""
        return Match(_rules(rules), players, max_deals=max_deals)

    @property
    def testkit(self) -> FrenchTestkit:
        """The answers the family contract suite needs."""
        return TESTKIT


def _chien_aside(s: FrenchState) -> int:
    """The chien while it lies apart (not taken into the taker's hand)."""
    if s.contract is not None and info(s.contract).chien == "taken" and s.phase != Phase.CALL:
        return 0
    return s.chien_mask()


def _chien_taken(s: FrenchState) -> int:
    """The chien cards the taker took after everyone saw them (Prise, Garde)."""
    return s.chien_mask() & ~_chien_aside(s)


class FrenchTestkit:
    """French answers to the family contract suite's questions."""

    def random_action(
        self, state: FrenchState, legal: Sequence[CoreAction], rng: random.Random
    ) -> CoreAction:
        """Random, biased so that every contract, chelems and poignées come up."""
        ph = state.phase
        if ph == Phase.BIDDING:
            # Pass a little more often than not, so that deals are both passed and taken;
            # bid mostly the next contract up, so that every contract is reached.
            x = rng.random()
            if x < 0.55 or len(legal) == 1:
                return legal[0]
            return legal[1] if x < 0.85 else rng.choice(legal[1:])
        if ph == Phase.CHELEM:
            return legal[1] if rng.random() < 0.05 else legal[0]
        if ph == Phase.PLAY and not state.tricks:
            shows = [a for a in legal if a.kind == Kind.POIGNEE]
            if shows and rng.random() < 0.6:
                return rng.choice(shows)
            return rng.choice([a for a in legal if a.kind == Kind.PLAY])
        return rng.choice(legal)

    def card_places(self, state: FrenchState) -> list[int]:
        """Hands, won piles, the trick, the écart and the chien while it lies apart."""
        s = state
        return [*s.hands, *s.piles, s.trick_mask, s.ecart, _chien_aside(s)]

    def point_split(self, state: FrenchState) -> tuple[int, ...] | None:
        """The attack's and the defence's halves (the Excuse's low card accounted for)."""
        if state.phase != Phase.DONE:
            return None
        return attack_halves(state)

    def hidden_from(self, state: FrenchState, seat: int | None) -> int:
        """Other seats' hands (less the chien the taker took and every poignée shown), the
        chien while unseen, and for everyone but the taker the écart's cards that are
        neither trumps nor chien cards; nothing once the deal has been played."""
        s = state
        if s.phase == Phase.DONE:
            return 0
        public = _chien_taken(s)
        for pg in s.poignees:
            public |= pg.cards
        for p in s.petit_sec:
            public |= s.hands[p]
        hidden = 0
        for p in range(s.n):
            if p != seat:
                hidden |= s.hands[p] & ~public
        hidden |= _chien_aside(s)
        if seat is None or seat != s.taker:
            hidden |= s.ecart & ~TRUMP_MASK & ~public
        return hidden

    def view_cards(self, view: Any) -> int:
        """Every card a view shows outside the own hand."""
        v: FrenchView = view
        m = mask_of(v.chien) | v.ecart | v.ecart_trumps | v.played
        for pg in v.poignees:
            m |= pg.cards
        for _, hand in v.petit_sec:
            m |= hand
        return m & ~v.hand

    def check_sheet(self, sheet: Any) -> None:
        """The lines add up to X; each defender writes −X, the attack the rest; sum 0."""
        r: ScoreSheet = sheet
        for line in r.lines:
            assert line.amount == line.base * line.multiplier, f"{line.item} does not multiply"
        assert r.total == sum(line.amount for line in r.lines), "lines do not add up"
        assert sum(r.scores) == 0, "the scores do not sum to 0"
        attack = {r.taker} if r.partner is None else {r.taker, r.partner}
        for p in range(r.players):
            if p not in attack:
                assert r.scores[p] == -r.total, f"defender {p} writes {r.scores[p]}"
        if r.partner is not None:
            assert r.scores[r.partner] == r.total, "the partner writes X"
            assert r.scores[r.taker] == 2 * r.total, "the taker writes 2X"
        else:
            assert r.scores[r.taker] == (r.players - 1) * r.total


TESTKIT = FrenchTestkit()
FAMILY: Family[FrenchState, FrenchView] = FrenchFamily()
"""French tarot, as registered in :mod:`engine.families`."""

__all__ = ["FAMILY", "FrenchFamily", "FrenchTestkit"]
