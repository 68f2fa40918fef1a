"""Scoring: the facts of a deal in, an itemised score sheet out.

The same scorer serves the engine (facts from a finished deal) and people who play with
real cards (the score pad: fill in :class:`~engine.czech.facts.DealFacts` by hand)::

    D     = card points of the declarer's side (tricks, its players' discards)
    diff  = D − 35
    G     = diff, × 2 for a silent slam (either side), × 4 for an announced slam made;
            −4 × |diff| for an announced slam not made
    P     = Pagát ultimo: announced ±10 (made / not made); silent +5 / −5 for the side whose
            Pagát won the last trick; else 0
    X     = M × (G × k_game + P × k_pagát)     M: 1, 1, the stage, 2; k: 1, 2, 4, 8
    2 v 2 : declarer and partner +X each, each opponent −X
    1 v 3 : declarer +3X, each opponent −X
    hand bonus v: the announcer +3v, each other player −v
    concession:   the declarer −15, each other player +5, nothing else

Everything is an integer; nothing is rounded; every line, and so the sheet, sums to 0.
The sheet's lines split X into the game (the difference), the slam (what the slam adds to the
difference) and the Pagát ultimo, each with its kontra and M, then one line per hand bonus.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.czech.bonuses import BONUS_CODES
from engine.czech.bonuses import BONUS_VALUES as VALUES
from engine.czech.contracts import Contract, multiplier
from engine.czech.facts import DealFacts, Side, check_rules
from engine.czech.rules import Rules
from engine.czech.state import PLAYERS

PAGAT_ANNOUNCED = 10
PAGAT_SILENT = 5
CONCESSION = 5
BONUS_VALUES: dict[str, int] = dict(zip(BONUS_CODES, VALUES, strict=True))
"""What each other player pays the announcer of a hand bonus, by its code."""

LineKind = Literal["game", "announced", "silent", "hand_bonus", "concession"]


class ScoreLine(BaseModel):
    """One line of a score sheet.

    ``amount`` = ``base`` × ``kontra`` × ``multiplier``: for the game, slam and Pagát ultimo
    it is this line's part of X (seen from the declarer's side), for a hand bonus its value
    (seen from the announcer), for a concession −5. ``scores`` is what each seat writes for
    this line; they sum to 0.
    """

    model_config = ConfigDict(frozen=True)

    item: str
    """``game``, ``slam``, ``pagat_ultimo``, a hand bonus code or ``concession``."""
    kind: LineKind
    side: Side | None = None
    """Slam and Pagát ultimo: the side that announced it or, silent, achieved it."""
    seat: int | None = None
    """Hand bonus: its announcer; concession: the declarer."""
    base: int
    kontra: int = 1
    multiplier: int = 1
    amount: int
    scores: tuple[int, ...]


class ScoreSheet(BaseModel):
    """The itemised result of one deal."""

    model_config = ConfigDict(frozen=True)

    players: int = PLAYERS
    contract: Contract
    declarer: int
    partner: int | None
    alone: bool
    stage: int | None
    multiplier: int
    """M: 1 (first, second), the stage (third), 2 (solo)."""
    conceded: bool
    declarer_points: int | None
    difference: int | None
    """D − 35 (None after a concession)."""
    declarer_tricks: int | None
    slam: Side | None
    """The side that took every trick, if one did."""
    won: bool | None
    """The declarer's side took at least 36 card points (None after a concession)."""
    lines: tuple[ScoreLine, ...]
    total: int
    """X: what the declarer's side wins per player (before hand bonuses); the declarer
    writes it, or 3X when alone."""
    scores: tuple[int, ...]
    """What each seat writes for this deal, hand bonuses included."""


def distribute(amount: int, declarer: int, partner: int | None) -> tuple[int, ...]:
    """A side's win per player as seat scores: 2 v 2 (±X each) or 1 v 3 (+3X, −X each)."""
    out = [-amount] * PLAYERS
    if partner is None:
        out[declarer] = 3 * amount
    else:
        out[declarer] = out[partner] = amount
    return tuple(out)


def _from_one(amount: int, seat: int) -> tuple[int, ...]:
    """Each other player pays ``amount`` to ``seat``."""
    out = [-amount] * PLAYERS
    out[seat] = 3 * amount
    return tuple(out)


def game_value(facts: DealFacts) -> int:
    """G: the difference with the slam applied."""
    assert facts.declarer_points is not None and facts.declarer_tricks is not None
    diff = facts.declarer_points - 35
    tricks = facts.declarer_tricks
    if facts.slam_announced:
        return 4 * diff if tricks == 12 else -4 * abs(diff)
    if tricks in (0, 12):
        return 2 * diff  # a silent slam, for whichever side made it
    return diff


def pagat_value(facts: DealFacts) -> int:
    """P: an announced Pagát ultimo ±10, a silent one ±5 for the side that made it."""
    if facts.pagat_announced:
        return PAGAT_ANNOUNCED if facts.pagat_ultimo == "declarer" else -PAGAT_ANNOUNCED
    if facts.pagat_ultimo is None:
        return 0
    return PAGAT_SILENT if facts.pagat_ultimo == "declarer" else -PAGAT_SILENT


def score(rules: Rules, facts: DealFacts) -> ScoreSheet:
    """The itemised sheet of one deal (facts the rules cannot produce raise ValueError)."""
    check_rules(rules, facts)
    f = facts
    if f.conceded:
        line = ScoreLine(
            item="concession",
            kind="concession",
            seat=f.declarer,
            base=-CONCESSION,
            amount=-CONCESSION,
            scores=_from_one(-CONCESSION, f.declarer),
        )
        return ScoreSheet(
            contract=f.contract,
            declarer=f.declarer,
            partner=None,
            alone=True,
            stage=None,
            multiplier=1,
            conceded=True,
            declarer_points=None,
            difference=None,
            declarer_tricks=None,
            slam=None,
            won=None,
            lines=(line,),
            total=0,
            scores=line.scores,
        )
    assert f.declarer_points is not None and f.declarer_tricks is not None
    m = multiplier(f.contract, f.stage or 0)
    k_game = 2 ** len(f.kontra.get("game", ()))
    k_pagat = 2 ** len(f.kontra.get("pagat_ultimo", ()))
    diff = f.declarer_points - 35
    slam: Side | None = {12: "declarer", 0: "opponents"}.get(f.declarer_tricks)  # type: ignore[assignment]

    def side_line(item: str, kind: LineKind, side: Side | None, base: int, k: int) -> ScoreLine:
        amount = base * k * m
        return ScoreLine(
            item=item,
            kind=kind,
            side=side,
            base=base,
            kontra=k,
            multiplier=m,
            amount=amount,
            scores=distribute(amount, f.declarer, f.partner),
        )

    lines = [side_line("game", "game", None, diff, k_game)]
    g = game_value(f)
    if f.slam_announced:
        lines.append(side_line("slam", "announced", "declarer", g - diff, k_game))
    elif slam is not None:
        lines.append(side_line("slam", "silent", slam, g - diff, k_game))
    p = pagat_value(f)
    if f.pagat_announced:
        lines.append(side_line("pagat_ultimo", "announced", "declarer", p, k_pagat))
    elif f.pagat_ultimo is not None:
        lines.append(side_line("pagat_ultimo", "silent", f.pagat_ultimo, p, 1))
    total = sum(line.amount for line in lines)
    for seat in sorted(f.hand_bonuses):
        for code in sorted(f.hand_bonuses[seat], key=BONUS_CODES.index):
            v = BONUS_VALUES[code]
            lines.append(
                ScoreLine(
                    item=code,
                    kind="hand_bonus",
                    seat=seat,
                    base=v,
                    amount=v,
                    scores=_from_one(v, seat),
                )
            )
    scores = tuple(sum(line.scores[q] for line in lines) for q in range(PLAYERS))
    return ScoreSheet(
        contract=f.contract,
        declarer=f.declarer,
        partner=f.partner,
        alone=f.partner is None,
        stage=f.stage,
        multiplier=m,
        conceded=False,
        declarer_points=f.declarer_points,
        difference=diff,
        declarer_tricks=f.declarer_tricks,
        slam=slam,
        won=f.declarer_points >= 36,
        lines=tuple(lines),
        total=total,
        scores=scores,
    )
