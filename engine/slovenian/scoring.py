"""Scoring: the facts of a deal in, an itemised score sheet out.

The same scorer serves the engine (which builds the facts from a finished deal) and people
who play with real cards (the score pad: fill in :class:`DealFacts` by hand).

Everything is integer arithmetic. Lines are written from the declarer side's point of view
(positive = good for the declarer's side); klop lines and penalties belong to single seats.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.slovenian.contracts import BEGGARS, Contract, info
from engine.slovenian.rules import Rules

Side = Literal["declarer", "opponents"]
ItemCode = Literal["game", "trula", "kings", "king_ultimo", "pagat_ultimo", "valat", "mondfang"]

SILENT_VALUE = {"trula": 10, "kings": 10, "king_ultimo": 10, "pagat_ultimo": 25, "valat": 250}
ANNOUNCED_VALUE = {"trula": 20, "kings": 20, "king_ultimo": 20, "pagat_ultimo": 50, "valat": 500}
MONDFANG_ANNOUNCED = 42
KLOP_FULL_EMPTY = 70


class UltimoFact(BaseModel):
    """The Pagat in the last trick: whose side played it and whether it won the trick."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    side: Side
    won: bool


class DealFacts(BaseModel):
    """What happened in a deal, as a scorer needs it (no card-by-card detail).

    Fill ``declarer_points`` and ``declarer_tricks`` for contracts, ``player_points`` and
    ``player_tricks`` for klop. Seats are 0 … players−1.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: Literal[3, 4]
    contract: Contract
    declarer: int | None = None
    partner: int | None = None
    declarer_points: int | None = Field(default=None, ge=0, le=70)
    declarer_tricks: int | None = Field(default=None, ge=0, le=16)
    player_points: tuple[int, ...] | None = None
    player_tricks: tuple[int, ...] | None = None
    trula: Side | None = None
    kings: Side | None = None
    king_ultimo: bool | None = None
    """The called king in the last trick: True if the declarer's side won that trick,
    False if it lost it, None if the called king was not in the last trick."""
    pagat_ultimo: UltimoFact | None = None
    announcements: dict[ItemCode, Side] = Field(default_factory=dict)
    kontra: dict[ItemCode, Literal[1, 2, 4, 8, 16]] = Field(default_factory=dict)
    mond_lost_by: tuple[int, ...] = ()
    """Seats whose Mond fell in the same trick as the Škis."""
    mond_left_in_talon: bool = False
    """The Mond lay in the talon, was not taken and ended with the opponents."""
    radelci: tuple[int, ...] = ()
    """Open radelci per seat before the deal (empty = none)."""
    klop_kontra_by: int | None = None

    @model_validator(mode="after")
    def _check(self) -> DealFacts:
        n = self.players
        if self.contract == Contract.KLOP:
            if self.player_points is None or self.player_tricks is None:
                raise ValueError("klop needs player_points and player_tricks")
            if len(self.player_points) != n or len(self.player_tricks) != n:
                raise ValueError("klop needs one entry per player")
        else:
            if self.declarer is None or not 0 <= self.declarer < n:
                raise ValueError("a contract needs a declarer seat")
            if self.declarer_tricks is None:
                raise ValueError("a contract needs declarer_tricks")
            if self.declarer_tricks > 48 // n:
                raise ValueError("more tricks than a hand holds")
            needs_points = info(self.contract).normal or self.contract == Contract.SOLO_WITHOUT
            if needs_points and self.declarer_points is None:
                raise ValueError("this contract needs declarer_points")
            if self.partner is not None:
                # Only a called king gives a partner (4 players, Three/Two/One).
                if n != 4 or not info(self.contract).calls_king:
                    raise ValueError("only Three, Two and One with 4 players have a partner")
                if not 0 <= self.partner < n or self.partner == self.declarer:
                    raise ValueError("the partner must be another seat")
        if n == 3 and (self.king_ultimo is not None or "king_ultimo" in self.announcements):
            raise ValueError("there is no king ultimo with 3 players")
        if self.announcements.get("valat", "declarer") != "declarer":
            raise ValueError("only the declarer's side may announce valat")
        if self.radelci and len(self.radelci) != n:
            raise ValueError("radelci needs one entry per player")
        return self

    def radelc(self, seat: int) -> int:
        """Open radelci of ``seat`` before the deal."""
        return self.radelci[seat] if self.radelci else 0


class ScoreLine(BaseModel):
    """One line of a score sheet.

    ``amount`` = ``base`` × ``kontra``; for side lines it is seen from the declarer's side,
    for klop lines and penalties it is what ``seat`` writes.
    """

    model_config = ConfigDict(frozen=True)

    item: str
    kind: Literal["game", "silent", "announced", "attempt", "radelc", "klop", "penalty"]
    side: Side | None = None
    seat: int | None = None
    base: int
    kontra: int = 1
    amount: int


class ScoreSheet(BaseModel):
    """The itemised result of one deal."""

    model_config = ConfigDict(frozen=True)

    players: int
    contract: Contract
    declarer: int | None
    partner: int | None
    declarer_points: int | None
    won: bool | None
    """The declarer reached the goal of what was played (used for radelci)."""
    lines: tuple[ScoreLine, ...]
    total: int
    """What the declarer (and the partner) write, before penalties. 0 in klop."""
    penalties: tuple[ScoreLine, ...]
    scores: tuple[int, ...]
    """What each seat writes for this deal, everything included."""
    radelc_cancelled: tuple[int, ...]
    radelci_for_all: bool


def round5(x: int) -> int:
    """Round to the nearest multiple of 5 (halves cannot occur with integer card points)."""
    sign = -1 if x < 0 else 1
    return sign * 5 * ((abs(x) + 2) // 5)


def difference(rules: Rules, players: int, declarer_points: int) -> int:
    """The difference D − 35, rounded to 5 where the rules say so (V1, V2)."""
    d = declarer_points - 35
    return round5(d) if rules.round_difference(players) else d


def score(rules: Rules, f: DealFacts) -> ScoreSheet:
    """Score one deal from its facts."""
    _check_kontras(rules, f)
    if f.contract == Contract.KLOP:
        return _score_klop(rules, f)
    return _score_contract(rules, f)


def _check_kontras(rules: Rules, f: DealFacts) -> None:
    """Refuse kontras these rules do not allow (facts filled in by hand may hold them)."""
    for item, level in f.kontra.items():
        if level > rules.kontra_max:
            # V10: the chain stops at rekontra (×4) or mordkontra (×16).
            raise ValueError(f"kontra ×{level} on {item} is deeper than ×{rules.kontra_max}")
        if item in ("trula", "kings") and level > 1 and not rules.kontra_trula_kings:
            # V9: trula and kings may not be kontra'd.
            raise ValueError(f"{item} cannot be kontra'd under these rules")
    if f.klop_kontra_by is not None:
        if f.contract != Contract.KLOP or rules.klop_kontra == "none":
            # V8: a kontra on klop exists only where the rules allow it.
            raise ValueError("no kontra on klop under these rules")
        if not 0 <= f.klop_kontra_by < f.players:
            raise ValueError(f"klop_kontra_by {f.klop_kontra_by} out of range")


def _sign(side: Side) -> int:
    return 1 if side == "declarer" else -1


def _other(side: Side) -> Side:
    return "opponents" if side == "declarer" else "declarer"


def _score_contract(rules: Rules, f: DealFacts) -> ScoreSheet:
    n = f.players
    c = f.contract
    row = info(c)
    tricks = 48 // n
    assert f.declarer is not None and f.declarer_tricks is not None
    decl_tricks = f.declarer_tricks
    k_game = f.kontra.get("game", 1)
    lines: list[ScoreLine] = []
    valat_side: Side | None = None
    if decl_tricks == tricks:
        valat_side = "declarer"
    elif decl_tricks == 0:
        valat_side = "opponents"
    any_valat = False

    if row.normal:
        assert f.declarer_points is not None
        won_points = f.declarer_points >= 36
        if "valat" in f.announcements:
            # Announced valat: everything else lapses; made +500, failed −500, × its own chain.
            made = valat_side == "declarer"
            k = f.kontra.get("valat", 1)
            base = ANNOUNCED_VALUE["valat"] * (1 if made else -1)
            lines.append(
                ScoreLine(
                    item="valat",
                    kind="announced",
                    side="declarer",
                    base=base,
                    kontra=k,
                    amount=base * k,
                )
            )
            won = made
            any_valat = True
        elif valat_side is not None:
            # Silent valat replaces game, difference and bonuses (× the game's kontra).
            base = SILENT_VALUE["valat"] * _sign(valat_side)
            lines.append(
                ScoreLine(
                    item="valat",
                    kind="silent",
                    side=valat_side,
                    base=base,
                    kontra=k_game,
                    amount=base * k_game,
                )
            )
            won = valat_side == "declarer"
            any_valat = True
        else:
            won = won_points
            sign = 1 if won else -1
            diff = difference(rules, n, f.declarer_points)
            lines.append(
                ScoreLine(
                    item="contract",
                    kind="game",
                    side="declarer",
                    base=sign * row.value,
                    kontra=k_game,
                    amount=sign * row.value * k_game,
                )
            )
            lines.append(
                ScoreLine(
                    item="difference",
                    kind="game",
                    side="declarer",
                    base=sign * abs(diff),
                    kontra=k_game,
                    amount=sign * abs(diff) * k_game,
                )
            )
            lines.extend(_bonus_lines(f))
    else:
        # Beggar, Solo without, Open beggar, Colour valat, Valat: fixed value, no bonuses.
        if c in BEGGARS:
            won = decl_tricks == 0
        elif c == Contract.SOLO_WITHOUT:
            assert f.declarer_points is not None
            won = f.declarer_points >= 36
        else:
            won = decl_tricks == tricks
        base = row.value if won else -row.value
        lines.append(
            ScoreLine(
                item="contract",
                kind="game",
                side="declarer",
                base=base,
                kontra=k_game,
                amount=base * k_game,
            )
        )

    subtotal = sum(line.amount for line in lines)
    cancelled: tuple[int, ...] = ()
    if f.radelc(f.declarer) > 0:
        # Radelc: the declarer's open radelc doubles the whole hand (game and bonuses).
        lines.append(
            ScoreLine(item="radelc", kind="radelc", side="declarer", base=subtotal, amount=subtotal)
        )
        if won:
            cancelled = (f.declarer,)
    total = sum(line.amount for line in lines)

    penalties = _mond_penalties(rules, f)
    scores = [0] * n
    scores[f.declarer] += total
    if f.partner is not None:
        scores[f.partner] += total
    for pen in penalties:
        assert pen.seat is not None
        scores[pen.seat] += pen.amount
    return ScoreSheet(
        players=n,
        contract=c,
        declarer=f.declarer,
        partner=f.partner,
        declarer_points=f.declarer_points,
        won=won,
        lines=tuple(lines),
        total=total,
        penalties=penalties,
        scores=tuple(scores),
        radelc_cancelled=cancelled,
        radelci_for_all=any_valat or not row.normal,
    )


def _bonus_lines(f: DealFacts) -> list[ScoreLine]:
    """Trula, kings, king ultimo and pagat ultimo: each scored once, silent or announced."""
    out: list[ScoreLine] = []
    achieved: dict[str, Side | None] = {"trula": f.trula, "kings": f.kings}
    # King ultimo belongs to the declarer's side: won when the called king is in the last
    # trick and that trick goes to the declarer's side.
    achieved["king_ultimo"] = "declarer" if f.king_ultimo else None
    pu = f.pagat_ultimo
    achieved["pagat_ultimo"] = pu.side if pu is not None and pu.won else None
    for item in ("trula", "kings", "king_ultimo", "pagat_ultimo"):
        by = achieved[item]
        k = f.kontra.get(item, 1)
        if item in f.announcements:
            announcer: Side = f.announcements[item]
            made = by == announcer
            value = ANNOUNCED_VALUE[item]
            sign = _sign(announcer) if made else -_sign(announcer)
            out.append(
                ScoreLine(
                    item=item,
                    kind="announced",
                    side=announcer,
                    base=sign * value,
                    kontra=k,
                    amount=sign * value * k,
                )
            )
        elif by is not None:
            value = SILENT_VALUE[item]
            out.append(
                ScoreLine(
                    item=item,
                    kind="silent",
                    side=by,
                    base=_sign(by) * value,
                    amount=_sign(by) * value,
                )
            )
        elif item == "king_ultimo" and f.king_ultimo is False:
            # Silent attempt: the called king played to the last trick and lost.
            value = SILENT_VALUE[item]
            out.append(
                ScoreLine(item=item, kind="attempt", side="declarer", base=-value, amount=-value)
            )
        elif item == "pagat_ultimo" and pu is not None and not pu.won:
            # Silent attempt: the Pagat played to the last trick and lost costs its side.
            value = SILENT_VALUE[item]
            base = -_sign(pu.side) * value
            out.append(ScoreLine(item=item, kind="attempt", side=pu.side, base=base, amount=base))
    return out


def _mond_applies(rules: Rules, c: Contract) -> bool:
    scope = rules.mond_penalty_scope
    if scope == "three_two_one":
        return c in (Contract.THREE, Contract.TWO, Contract.ONE)
    if scope == "normal_and_solo_without" and c == Contract.SOLO_WITHOUT:
        return True
    return info(c).normal


def _mond_penalties(rules: Rules, f: DealFacts) -> tuple[ScoreLine, ...]:
    """Captured Mond: an individual penalty, never multiplied by kontras or radelci."""
    if not _mond_applies(rules, f.contract):
        return ()
    out: list[ScoreLine] = []
    announced = "mondfang" in f.announcements
    if announced:
        k = f.kontra.get("mondfang", 1)
        amount = -MONDFANG_ANNOUNCED * k
    else:
        k = 1
        amount = -rules.mond_penalty
    for seat in f.mond_lost_by:
        out.append(
            ScoreLine(
                item="mond", kind="penalty", seat=seat, base=amount // k, kontra=k, amount=amount
            )
        )
    if f.mond_left_in_talon:
        out.append(
            ScoreLine(
                item="mond_talon",
                kind="penalty",
                seat=f.declarer,
                base=-rules.mond_penalty,
                amount=-rules.mond_penalty,
            )
        )
    return tuple(out)


def _score_klop(rules: Rules, f: DealFacts) -> ScoreSheet:
    n = f.players
    assert f.player_points is not None and f.player_tricks is not None
    pts = f.player_points
    full = [p for p in range(n) if pts[p] >= rules.klop_full_threshold]
    empty = [p for p in range(n) if f.player_tricks[p] == 0]
    base = [0] * n
    if full or empty:
        # Only the full (−70) and the empty (+70) players score.
        empty_value = KLOP_FULL_EMPTY
        full_value = KLOP_FULL_EMPTY
        if full and empty:
            if rules.klop_full_and_empty == "both_35":
                empty_value = full_value = 35
            elif rules.klop_full_and_empty == "empty_only_if_no_full":
                empty_value = 0
        if empty and rules.klop_several_empties == "share_70" and len(empty) > 1:
            empty_value //= len(empty)
        for p in full:
            base[p] = -full_value
        for p in empty:
            base[p] = empty_value
    else:
        rounded = n == 4 and rules.round_klop
        for p in range(n):
            base[p] = -(round5(pts[p]) if rounded else pts[p])

    kontra_by = f.klop_kontra_by
    lines: list[ScoreLine] = []
    scores = [0] * n
    cancelled: list[int] = []
    for p in range(n):
        k = 1
        if kontra_by is not None:
            # Klop kontra (V8): doubles every result, or only the kontra-giver's when he
            # ends with strictly the most card points.
            most = all(pts[kontra_by] > pts[q] for q in range(n) if q != kontra_by)
            k = 2 if (not most or p == kontra_by) else 1
        amount = base[p] * k
        lines.append(
            ScoreLine(item="klop", kind="klop", seat=p, base=base[p], kontra=k, amount=amount)
        )
        if rules.klop_radelc_doubling and f.radelc(p) > 0 and amount != 0:
            lines.append(
                ScoreLine(item="radelc", kind="radelc", seat=p, base=amount, amount=amount)
            )
            amount *= 2
        if rules.klop_radelc_doubling and f.radelc(p) > 0 and p in empty and base[p] > 0:
            cancelled.append(p)
        scores[p] = amount
    return ScoreSheet(
        players=n,
        contract=Contract.KLOP,
        declarer=None,
        partner=None,
        declarer_points=None,
        won=None,
        lines=tuple(lines),
        total=0,
        penalties=(),
        scores=tuple(scores),
        radelc_cancelled=tuple(cancelled),
        radelci_for_all=True,
    )
