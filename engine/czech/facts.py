"""The facts of a deal: what the scorer needs to know, and nothing the rules cannot produce.

:class:`DealFacts` is filled in by the engine from a finished deal (:func:`deal_facts`) or by
hand for a game played with real cards (the score pad, docs/czech-scorepad.md). Facts that
no deal can produce are refused with a :class:`ValueError` whose message names the rule:
a partner in a third bid or solo, a concession outside the first bid, a re said by the
partner, card points out of range, two players with all four kings, … Facts that depend on
the switches (kontras when C1 is off, bonuses left out when C2 announces them
automatically) are refused by :func:`check_rules`, which the scorer calls.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.czech.bonuses import BONUS_CODES, Bonus
from engine.czech.cards import FIVE_POINT_MASK, PAGAT, THIRDS, pile_points, thirds_to_points
from engine.czech.contracts import Contract
from engine.czech.rules import Rules
from engine.czech.state import NO_SEAT, PLAYERS, DealState
from engine.czech.tricks import winning_index

Side = Literal["declarer", "opponents"]
ChainCode = Literal["game", "pagat_ultimo"]
BonusCode = Literal[
    "no_trumps",
    "few_trumps",
    "half_trumps",
    "full_trumps",
    "honours",
    "kings",
    "five_pointers",
]

_TAROKS = 22
_FIVE_POINTERS = 7
_SET_ASIDE = 6
# How many taroks a hand with each trump-count bonus holds (the Škýz counts as a tarok).
_TAROK_RANGE: dict[str, tuple[int, int]] = {
    "no_trumps": (0, 1),
    "few_trumps": (1, 2),
    "half_trumps": (8, 9),
    "full_trumps": (10, 12),
}
_COUNT_CODES = frozenset(_TAROK_RANGE)


def _best_points(count: int, five_pointers: bool) -> int:
    """The most card points ``count`` cards can be worth (five-point cards allowed or not)."""
    values = sorted(
        (v for c, v in enumerate(THIRDS) if five_pointers or not FIVE_POINT_MASK >> c & 1),
        reverse=True,
    )
    return thirds_to_points(sum(values[:count])) if count else 0


# The cards a side owns outside the tricks (rule "Card points"): its players' discards and,
# for the opponents, the talon cards left to them. Discards are never five-point cards.
_ASIDE_DECLARER = {
    Contract.FIRST: (_best_points(4, False), _best_points(5, False)),  # alone / with partner
    Contract.SECOND: (_best_points(4, False), _best_points(5, False)),
    Contract.THIRD: (_best_points(3, False), _best_points(3, False)),
    Contract.SOLO: (0, 0),
}
_ASIDE_OPPONENTS = {
    Contract.FIRST: _best_points(2, False),
    Contract.SECOND: _best_points(2, False),
    Contract.THIRD: _best_points(3, True),
    Contract.SOLO: _best_points(6, True),
}


def _refuse(rule: str, message: str) -> ValueError:
    return ValueError(f"{rule}: {message}")


class DealFacts(BaseModel):
    """What happened in one deal, as the scorer needs it. Seats are 0 … 3 in playing order.

    ``kontra`` lists, per chain, the seats that said flek, re and tutti, in that order
    (``{"game": (1, 0)}``: seat 1 said flek, the declarer 0 said re). ``hand_bonuses`` lists
    the bonuses each seat announced. ``pagat_ultimo`` is the side whose Pagát won the last
    trick (None when the Pagát did not win it).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    contract: Contract
    declarer: int = Field(ge=0, le=3)
    partner: int | None = None
    stage: Literal[1, 2, 3] | None = None
    conceded: bool = False
    declarer_points: int | None = None
    declarer_tricks: int | None = None
    pagat_ultimo: Side | None = None
    pagat_announced: bool = False
    slam_announced: bool = False
    kontra: dict[ChainCode, tuple[int, ...]] = Field(default_factory=dict)
    hand_bonuses: dict[int, tuple[BonusCode, ...]] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> DealFacts:
        self._check_sides()
        if self.conceded:
            self._check_concession()
        else:
            self._check_play()
        self._check_kontra()
        self._check_bonuses()
        return self

    def _check_sides(self) -> None:
        c = self.contract
        if self.partner is not None:
            if c in (Contract.THIRD, Contract.SOLO):
                raise _refuse("Bidding", "the third bid and solo are played alone, no partner")
            if not 0 <= self.partner < PLAYERS or self.partner == self.declarer:
                raise _refuse("The called tarok", "the partner is one of the other three seats")
        if c == Contract.THIRD and self.stage is None:
            raise _refuse("Third bid", "a third bid is played at stage 1, 2 or 3")
        if c != Contract.THIRD and self.stage is not None:
            raise _refuse("Third bid", "only the third bid has stages")
        if c == Contract.SECOND and not self.pagat_announced:
            raise _refuse("Bidding", "the second bid announces Pagát ultimo with the bid")

    def _check_concession(self) -> None:
        if self.contract != Contract.FIRST:
            raise _refuse("Concession", "only a first bid can be conceded")
        if self.partner is not None:
            raise _refuse("Concession", "the conceding declarer drew the called tarok: no partner")
        if (
            self.declarer_points is not None
            or self.declarer_tricks is not None
            or self.pagat_ultimo is not None
            or self.pagat_announced
            or self.slam_announced
            or self.kontra
            or self.hand_bonuses
        ):
            raise _refuse("Concession", "a conceded deal ends before play: nothing else is scored")

    def _check_play(self) -> None:
        d, t = self.declarer_points, self.declarer_tricks
        if d is None or t is None:
            raise _refuse("Card points", "a played deal needs declarer_points and declarer_tricks")
        if not 0 <= d <= 70:
            raise _refuse("Card points", f"{d} card points: the deck holds 70")
        if not 0 <= t <= 12:
            raise _refuse("Card points", f"{t} tricks: a deal has 12")
        aside_decl = _ASIDE_DECLARER[self.contract][self.partner is not None]
        if t == 0 and d > aside_decl:
            raise _refuse(
                "Card points",
                f"without a trick the declarer's side owns only the cards it laid aside, "
                f"at most {aside_decl} points, not {d}",
            )
        aside_opp = _ASIDE_OPPONENTS[self.contract]
        if t == 12 and 70 - d > aside_opp:
            raise _refuse(
                "Card points",
                f"with every trick to the declarer's side the opponents own at most "
                f"{aside_opp} points, so it has at least {70 - aside_opp}, not {d}",
            )
        if (self.pagat_ultimo == "declarer" and t == 0) or (
            self.pagat_ultimo == "opponents" and t == 12
        ):
            raise _refuse("Pagát ultimo", "the Pagát wins the last trick for its own side")

    def _check_kontra(self) -> None:
        for chain, seats in self.kontra.items():
            if chain == "pagat_ultimo" and not self.pagat_announced:
                raise _refuse("Kontra", "only an announced Pagát ultimo has a kontra chain")
            if len(seats) > 3:
                raise _refuse("Kontra", "three doublings at most: flek, re, tutti")
            for level, seat in enumerate(seats):
                if not 0 <= seat < PLAYERS:
                    raise _refuse("Kontra", f"seat {seat} does not exist")
                if level == 1:
                    if seat == self.partner:
                        raise _refuse("Kontra", "the partner never says re")
                    if seat != self.declarer:
                        raise _refuse("Kontra", "re is said by the declarer")
                elif seat in (self.declarer, self.partner):
                    raise _refuse("Kontra", "flek and tutti are said by an opponent")

    def _check_bonuses(self) -> None:
        check_hand_bonuses(self.hand_bonuses, _ANY_COUNT)


_ANY_COUNT = (0, 12)
_AUTOMATIC_COUNT = (2, 7)
"""Taroks in a hand without a trump-count bonus: any number when bonuses are announced by
choice; under C2 automatic 2 (with the Pagát) to 7, since any other count is a bonus."""


def check_hand_bonuses(
    bonuses: dict[int, tuple[BonusCode, ...]], undeclared: tuple[int, int]
) -> None:
    """Refuse hand bonuses that no four hands of 12 cards can hold together."""
    for seat in bonuses:
        if not 0 <= seat < PLAYERS:
            raise _refuse("Hand bonuses", f"seat {seat} does not exist")
    low_taroks = high_taroks = low_fives = kings = honours = 0
    for seat in range(PLAYERS):
        codes = bonuses.get(seat, ())
        if len(set(codes)) != len(codes):
            raise _refuse("Hand bonuses", f"seat {seat} announces a bonus twice")
        counts = [code for code in codes if code in _COUNT_CODES]
        if len(counts) > 1:
            raise _refuse("Hand bonuses", "at most one of no, few, half and full trumps fits")
        lo, hi = _TAROK_RANGE[counts[0]] if counts else undeclared
        if "honours" in codes:
            if counts and counts[0] in ("no_trumps", "few_trumps"):
                raise _refuse(
                    "Hand bonuses",
                    "the honours are three taroks with the Pagát: not with no or few trumps",
                )
            lo = max(lo, 3)
            honours += 1
        kings += "kings" in codes
        fives = 4 * ("kings" in codes) + 3 * ("honours" in codes)
        if "five_pointers" in codes:
            fives = max(fives, 4)
        low_taroks += lo
        high_taroks += hi
        low_fives += fives
    if kings > 1 or honours > 1:
        raise _refuse("Hand bonuses", "one player at most holds all four kings or the honours")
    if low_taroks > _TAROKS or high_taroks < _TAROKS - _SET_ASIDE:
        raise _refuse(
            "Hand bonuses",
            "the four hands hold at least 16 and at most 22 taroks after the exchange",
        )
    if low_fives > _FIVE_POINTERS:
        raise _refuse("Hand bonuses", "there are only seven five-point cards")


def check_rules(rules: Rules, facts: DealFacts) -> None:
    """Refuse facts these rules cannot produce (the switches C1 and C2)."""
    if facts.kontra and any(facts.kontra.values()) and not rules.kontra:
        raise _refuse("Switch C1", "kontra is off: no flek, re or tutti")
    if rules.hand_bonuses == "automatic":
        check_hand_bonuses(facts.hand_bonuses, _AUTOMATIC_COUNT)
        for seat, codes in facts.hand_bonuses.items():
            if "kings" in codes and "five_pointers" not in codes:
                raise _refuse(
                    "Switch C2",
                    f"bonuses are announced automatically: seat {seat}'s four kings are also "
                    f"four five-point cards",
                )


def side_piles(s: DealState) -> tuple[int, int]:
    """The cards the declarer's side and the opponents own: tricks, discards, talon share."""
    side = s.declarer_side()
    decl = 0
    opp = s.opp_talon
    for p in range(PLAYERS):
        own = s.piles[p] | s.discards[p]
        if side >> p & 1:
            decl |= own
        else:
            opp |= own
    return decl, opp


def deal_facts(s: DealState) -> DealFacts:
    """The facts of a finished deal."""
    assert s.contract is not None
    if s.conceded:
        return DealFacts(contract=s.contract, declarer=s.declarer, conceded=True)
    side = s.declarer_side()
    decl, _ = side_piles(s)
    pagat: Side | None = None
    last = s.tricks[-1]
    if PAGAT in last.cards and last.cards[winning_index(last.cards)] == PAGAT:
        pagat = "declarer" if side >> last.winner & 1 else "opponents"
    bonuses: dict[int, list[BonusCode]] = {}
    for seat, b in s.bonuses:
        bonuses.setdefault(seat, []).append(BONUS_CODES[Bonus(b)])  # type: ignore[arg-type]
    kontra: dict[ChainCode, tuple[int, ...]] = {}
    if s.kontra_by[0]:
        kontra["game"] = s.kontra_by[0]
    if s.kontra_by[1]:
        kontra["pagat_ultimo"] = s.kontra_by[1]
    return DealFacts(
        contract=s.contract,
        declarer=s.declarer,
        partner=None if s.partner == NO_SEAT else s.partner,
        stage=s.stage if s.contract == Contract.THIRD else None,  # type: ignore[arg-type]
        declarer_points=pile_points(decl),
        declarer_tricks=sum(1 for t in s.tricks if side >> t.winner & 1),
        pagat_ultimo=pagat,
        pagat_announced=s.pagat_announced,
        slam_announced=s.slam_announced,
        kontra=kontra,
        hand_bonuses={seat: tuple(codes) for seat, codes in sorted(bonuses.items())},
    )
