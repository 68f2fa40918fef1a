"""Scoring: the facts of a deal in, an itemised score sheet out.

The same scorer serves the engine (which builds the facts from a finished deal,
:mod:`engine.french.facts`) and people who play with real cards (the score pad: fill in
:class:`DealFacts` by hand). Facts the rules cannot produce are refused with a
``ValueError`` naming the rule.

Everything is integer arithmetic; card points are counted in halves. With X the attack's
amount per defender (positive: good for the attack)::

    M      = 1 Prise, 2 Garde, 4 Garde sans, 6 Garde contre
    s      = +1 made (points ≥ target), −1 not
    margin = |points − target| rounded up
    X      = s × (25 + margin) × M  ±  10 × M petit au bout  +  s × poignées  +  chelem
    each defender −X; taker +2X (3p), +3X (4p); 5p: taker +2X and partner +X, alone +4X
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from engine.core.bits import iter_cards
from engine.french.cards import BOUT_MASK, HALVES, KING_MASK, NUM_CARDS, TOTAL_HALVES, format_halves
from engine.french.rules import (
    CHELEM_ANNOUNCED,
    CHELEM_FAILED,
    CHELEM_UNANNOUNCED,
    CHIEN_SIZE,
    CONTRACT_VALUE,
    DEFENCE_CHELEM,
    PETIT_AU_BOUT,
    POIGNEE_LEVELS,
    POIGNEE_PRIMES,
    POIGNEE_TRUMPS,
    TARGET_BY_BOUTS,
    Contract,
    Rules,
    info,
    parse_contract,
)

Side = Literal["attack", "defence"]
Item = Literal["contract", "margin", "petit_au_bout", "poignee", "chelem", "defence_chelem"]

EXCUSE_EXCHANGED = 8
"""The Excuse kept by its side after a trick the other side won counts 4 points."""
TRUMPS_IN_DECK = 22
"""What a poignée can be made of: 21 trumps and the Excuse."""


def _ecart_max(size: int) -> int:
    """The most an écart of ``size`` cards can be worth (no king, no bout), in halves."""
    allowed = sorted(
        (HALVES[c] for c in iter_cards(((1 << NUM_CARDS) - 1) & ~(KING_MASK | BOUT_MASK))),
        reverse=True,
    )
    return sum(allowed[:size])


def _bout_floor(bouts: int) -> int:
    """The least ``bouts`` bouts are worth in a side's pile (the Excuse may count 4)."""
    return 9 * bouts - 1 if bouts else 0


class PoigneeFact(BaseModel):
    """A poignée shown: by which seat, and how many cards (the Excuse included)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    trumps: int


class DealFacts(BaseModel):
    """What happened in a played deal, as the scorer needs it (no card-by-card detail).

    ``attack_halves``: card points of the attack (the taker and his partner) in halves,
    tricks and écart or chien as the contract says, the Excuse settled (see docs). ``chelem``:
    the side that took every trick, if one did.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: Literal[3, 4, 5]
    contract: Contract
    taker: int
    partner: int | None = None
    """Five players: the called card's holder; None when the taker plays alone."""
    attack_halves: int
    bouts: int
    """Bouts (21, Petit, Excuse) the attack ends with."""
    petit_au_bout: Side | None = None
    """The side that took the Petit in the last trick (the chelem rule: in the last two)."""
    poignees: tuple[PoigneeFact, ...] = ()
    chelem_announced: bool = False
    chelem: Side | None = None

    @field_validator("contract", mode="before")
    @classmethod
    def _contract_code(cls, v: Any) -> Any:
        return parse_contract(v) if isinstance(v, str) else v

    @model_validator(mode="after")
    def _check(self) -> DealFacts:
        n = self.players
        if not 0 <= self.taker < n:
            raise ValueError(f"the taker is one of the seats 0 … {n - 1}, not {self.taker}")
        self._check_partner()
        if not 0 <= self.bouts <= 3:
            raise ValueError(f"there are three bouts (21, Petit, Excuse), not {self.bouts}")
        self._check_points()
        self._check_petit()
        self._check_chelem()
        self._check_poignees()
        return self

    def _check_partner(self) -> None:
        p = self.partner
        if p is None:
            return
        if self.players != 5:
            raise ValueError("only five players call a partner; with 3 or 4 the taker is alone")
        if p == self.taker:
            raise ValueError("a taker who called his own card plays alone: leave partner None")
        if not 0 <= p < self.players:
            raise ValueError(f"the partner is one of the seats 0 … {self.players - 1}, not {p}")

    def _check_points(self) -> None:
        n = self.players
        pts = self.attack_halves
        if not 0 <= pts <= TOTAL_HALVES:
            raise ValueError(f"card points run from 0 to 91, not {format_halves(pts)}")
        if n == 4 and pts % 2:
            # Every card is worth an odd number of halves and the attack's pile always has an
            # even number of cards: with four players the points are whole.
            raise ValueError(f"with four players the attack's points are whole, not {pts / 2}")
        chien = CHIEN_SIZE[n]
        low = _bout_floor(self.bouts)
        high = TOTAL_HALVES - _bout_floor(3 - self.bouts)
        use = info(self.contract).chien
        if use == "taken":
            low += chien  # the écart counts for the taker and holds no bout
            where = f"the écart of {chien} cards counts for the taker"
        elif use == "attack":
            low = max(low, chien)
            where = f"the chien of {chien} cards counts for the taker"
        else:
            high = min(high, TOTAL_HALVES - chien)
            where = f"the chien of {chien} cards counts for the defence"
        if not low <= pts <= high:
            raise ValueError(
                f"{format_halves(pts)} points cannot happen with {self.bouts} bouts for the "
                f"attack in {info(self.contract).name} ({where}): "
                f"{format_halves(low)} to {format_halves(high)}"
            )

    def _check_petit(self) -> None:
        if self.petit_au_bout == "attack" and self.bouts == 0:
            raise ValueError("the attack took the Petit au bout, so it has at least one bout")
        if self.petit_au_bout == "defence" and self.bouts == 3:
            raise ValueError("the defence took the Petit au bout, so the attack lacks a bout")

    def _check_chelem(self) -> None:
        if self.chelem is None:
            return
        n = self.players
        use = info(self.contract).chien
        pts = self.attack_halves
        if self.chelem == "attack":
            if self.petit_au_bout == "defence":
                raise ValueError("the attack took every trick: the defence took no Petit au bout")
            if use != "defence" and (pts, self.bouts) not in (
                (TOTAL_HALVES, 3),
                (TOTAL_HALVES - EXCUSE_EXCHANGED, 2),
            ):
                raise ValueError(
                    "the attack took every trick (chelem): the defence can only have kept its "
                    "Excuse, so the attack has 91 points and 3 bouts, or 87 and 2"
                )
            return
        if self.petit_au_bout == "attack":
            raise ValueError("the defence took every trick: the attack took no Petit au bout")
        chien = CHIEN_SIZE[n]
        if use == "defence":
            allowed = {(0, 0), (EXCUSE_EXCHANGED, 1)}
            if (pts, self.bouts) not in allowed:
                raise ValueError(
                    "the defence took every trick in Garde contre (chelem): the attack can only "
                    "have kept its Excuse, so 0 points and no bout, or 4 and 1"
                )
            return
        if use == "taken":
            most = _ecart_max(chien) + EXCUSE_EXCHANGED
            what = "its Excuse and the écart (no bout in it)"
            if self.bouts > 1:
                raise ValueError(
                    f"the defence took every trick (chelem): the attack has only {what}, "
                    f"so at most one bout"
                )
        else:
            most = 9 * chien + EXCUSE_EXCHANGED
            what = "its Excuse and the chien"
        if pts > most:
            raise ValueError(
                f"the defence took every trick (chelem): the attack has only {what}, "
                f"at most {format_halves(most)} points"
            )

    def _check_poignees(self) -> None:
        n = self.players
        levels = POIGNEE_TRUMPS[n]
        seen: set[int] = set()
        total = 0
        for pg in self.poignees:
            if not 0 <= pg.seat < n:
                raise ValueError(f"a poignée shown by seat {pg.seat}: the seats are 0 … {n - 1}")
            if pg.seat in seen:
                raise ValueError(f"seat {pg.seat} shows two poignées: one per player and deal")
            seen.add(pg.seat)
            if pg.trumps not in levels:
                shown = ", ".join(str(k) for k in levels)
                raise ValueError(
                    f"a poignée of {pg.trumps} trumps does not exist with {n} players "
                    f"(exactly {shown})"
                )
            total += pg.trumps
        if total > TRUMPS_IN_DECK:
            raise ValueError(
                f"the poignées show {total} cards; there are only 21 trumps and the Excuse"
            )

    def check(self, rules: Rules) -> None:
        """Refuse facts that these rules cannot produce (the switches)."""
        if self.contract == Contract.PRISE and not rules.prise_allowed:
            raise ValueError("the Prise is not played under these rules (F1): Garde is the lowest")

    def side_of(self, seat: int) -> Side:
        """The side of ``seat``."""
        return "attack" if seat in (self.taker, self.partner) else "defence"

    def poignee_level(self, pg: PoigneeFact) -> int:
        """The level (0 simple, 1 double, 2 triple) of a poignée of these facts."""
        return POIGNEE_TRUMPS[self.players].index(pg.trumps)


class ScoreLine(BaseModel):
    """One line of a score sheet: ``amount`` = ``base`` × ``multiplier``, per defender, seen
    from the attack (positive: good for the attack).

    ``side``: the side that took the Petit au bout, or that showed a poignée; ``seat``: who
    showed the poignée; ``detail``: the poignée's level, or how the chelem went.
    """

    model_config = ConfigDict(frozen=True)

    item: Item
    base: int
    multiplier: int = 1
    amount: int
    side: Side | None = None
    seat: int | None = None
    detail: str | None = None


class ScoreSheet(BaseModel):
    """The itemised result of one deal."""

    model_config = ConfigDict(frozen=True)

    players: int
    contract: Contract
    taker: int
    partner: int | None
    attack_halves: int
    bouts: int
    target: int
    """Card points the attack needed (56, 51, 41, 36 by bouts)."""
    made: bool
    margin: int
    """Points above or below the target, rounded up (0: juste fait)."""
    lines: tuple[ScoreLine, ...]
    total: int
    """X: what the attack wins from each defender (negative: pays each)."""
    scores: tuple[int, ...]
    """What each seat writes for the deal; they sum to 0."""

    @property
    def attack_points(self) -> str:
        """The attack's card points as a reader writes them (``40½``)."""
        return format_halves(self.attack_halves)


def score(rules: Rules, f: DealFacts) -> ScoreSheet:
    """Score one played deal from its facts."""
    f.check(rules)
    mult = info(f.contract).multiplier
    target = TARGET_BY_BOUTS[f.bouts]
    diff = f.attack_halves - 2 * target
    made = diff >= 0
    # Half a point goes to the winning side: the margin is rounded up.
    margin = (abs(diff) + 1) // 2
    sign = 1 if made else -1
    lines = [
        ScoreLine(
            item="contract",
            base=sign * CONTRACT_VALUE,
            multiplier=mult,
            amount=sign * CONTRACT_VALUE * mult,
        ),
        ScoreLine(item="margin", base=sign * margin, multiplier=mult, amount=sign * margin * mult),
    ]
    if f.petit_au_bout is not None:
        # Whatever the result of the deal, times the contract's multiplier.
        base = PETIT_AU_BOUT if f.petit_au_bout == "attack" else -PETIT_AU_BOUT
        lines.append(
            ScoreLine(
                item="petit_au_bout",
                base=base,
                multiplier=mult,
                amount=base * mult,
                side=f.petit_au_bout,
            )
        )
    for pg in f.poignees:
        # Every poignée's prime goes to the side that wins the deal, never multiplied.
        level = f.poignee_level(pg)
        base = sign * POIGNEE_PRIMES[level]
        lines.append(
            ScoreLine(
                item="poignee",
                base=base,
                amount=base,
                side=f.side_of(pg.seat),
                seat=pg.seat,
                detail=POIGNEE_LEVELS[level],
            )
        )
    if f.chelem == "attack":
        base = CHELEM_ANNOUNCED if f.chelem_announced else CHELEM_UNANNOUNCED
        detail = "announced" if f.chelem_announced else "unannounced"
        lines.append(ScoreLine(item="chelem", base=base, amount=base, detail=detail))
    elif f.chelem_announced:
        lines.append(
            ScoreLine(item="chelem", base=CHELEM_FAILED, amount=CHELEM_FAILED, detail="failed")
        )
    if f.chelem == "defence":
        lines.append(ScoreLine(item="defence_chelem", base=DEFENCE_CHELEM, amount=DEFENCE_CHELEM))
    total = sum(line.amount for line in lines)
    return ScoreSheet(
        players=f.players,
        contract=f.contract,
        taker=f.taker,
        partner=f.partner,
        attack_halves=f.attack_halves,
        bouts=f.bouts,
        target=target,
        made=made,
        margin=margin,
        lines=tuple(lines),
        total=total,
        scores=distribute(f.players, f.taker, f.partner, total),
    )


def distribute(players: int, taker: int, partner: int | None, total: int) -> tuple[int, ...]:
    """What each seat writes: each defender −X; the taker the rest (2/3 of it with a partner,
    who writes X)."""
    scores = [-total] * players
    if partner is None:
        scores[taker] = (players - 1) * total
    else:
        scores[taker] = 2 * total
        scores[partner] = total
    return tuple(scores)
