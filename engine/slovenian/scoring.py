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

    Facts that no deal with this many players can have are refused here, under any house
    rules; those that only the chosen rules exclude are refused by :func:`check_facts`, which
    :func:`score` runs first. Both raise ``ValueError`` with a message naming the rule.
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
    """The seat whose Mond fell in the same trick as the Škis (one Mond: at most one seat)."""
    mond_left_in_talon: bool = False
    """The Mond lay in the talon, was not taken and ended with the opponents."""
    radelci: tuple[int, ...] = ()
    """Open radelci per seat before the deal (empty = none)."""
    klop_kontra_by: int | None = None

    @model_validator(mode="after")
    def _check(self) -> DealFacts:
        """Refuse facts that no deal with this many players can have, under any house rules.

        What depends on the house rules is checked by :func:`check_facts` (``score`` runs it).
        """
        if self.contract == Contract.KLOP:
            _check_klop(self)
        else:
            _check_contract(self)
        _check_bonuses(self)
        _check_mond(self)
        if self.radelci and len(self.radelci) != self.players:
            raise ValueError("radelci needs one entry per player")
        if any(r < 0 for r in self.radelci):
            raise ValueError("radelci counts each seat's open radelci: never below 0 (Radelci)")
        return self

    def radelc(self, seat: int) -> int:
        """Open radelci of ``seat`` before the deal."""
        return self.radelci[seat] if self.radelci else 0


def _name(c: Contract) -> str:
    """A contract as the rules write it ("Solo without")."""
    return c.name.replace("_", " ").capitalize()


_SIDE_WORDS = {"declarer": "the declarer's side", "opponents": "the opponents"}


def _check_klop(f: DealFacts) -> None:
    """Klop: everybody alone, every trick played, each player's own pile."""
    n = f.players
    if f.player_points is None or f.player_tricks is None:
        raise ValueError("klop needs player_points and player_tricks")
    if len(f.player_points) != n or len(f.player_tricks) != n:
        raise ValueError("klop needs one entry per player")
    if f.declarer is not None or f.partner is not None:
        raise ValueError("klop has no declarer and no partner: everybody plays alone (Contracts)")
    if f.declarer_points is not None or f.declarer_tricks is not None:
        raise ValueError(
            "klop has no declarer's side: write player_points and player_tricks (Contracts)"
        )
    if any(not 0 <= p <= 70 for p in f.player_points):
        raise ValueError("a klop player's card points are 0 to 70 (Card values and counting)")
    tricks = 48 // n
    if any(t < 0 for t in f.player_tricks) or sum(f.player_tricks) != tricks:
        # Klop is always played to the end, and every trick has a winner.
        raise ValueError(f"klop is played to the end: the tricks add up to {tricks} (Early end)")
    if any(t == 0 and p > 0 for p, t in zip(f.player_points, f.player_tricks, strict=True)):
        raise ValueError(
            "a klop player without a trick has no card points: the talon cards go with the "
            "first six tricks (Klop play)"
        )
    # Every card ends in some pile; counted pile by pile the 70 points can be off by one
    # either way (each pile rounds by at most a third of a point).
    if not 69 <= sum(f.player_points) <= 71:
        raise ValueError(
            "the players' klop points add up to 70, or 69 or 71 from counting each pile "
            "apart (Card values and counting)"
        )
    if f.trula or f.kings or f.pagat_ultimo is not None:
        raise ValueError(
            "klop has no sides: trula, kings and pagat ultimo are not scored in it (Klop scoring)"
        )
    if f.kontra:
        raise ValueError("klop has no kontra chains: a kontra on klop is klop_kontra_by (V8)")
    if f.klop_kontra_by is not None and not 0 <= f.klop_kontra_by < n:
        raise ValueError(f"klop_kontra_by {f.klop_kontra_by} is not a seat 0–{n - 1}")


def _check_contract(f: DealFacts) -> None:
    """Every contract but klop: a declarer, his side's tricks, a partner only with a king."""
    n = f.players
    if f.declarer is None or not 0 <= f.declarer < n:
        raise ValueError("a contract needs a declarer seat")
    if f.declarer_tricks is None:
        raise ValueError("a contract needs declarer_tricks")
    if f.declarer_tricks > 48 // n:
        raise ValueError("more tricks than a hand holds")
    needs_points = info(f.contract).normal or f.contract == Contract.SOLO_WITHOUT
    if needs_points and f.declarer_points is None:
        raise ValueError("this contract needs declarer_points")
    if f.partner is not None:
        # Only a called king gives a partner (4 players, Three/Two/One).
        if n != 4 or not info(f.contract).calls_king:
            raise ValueError(
                "only Three, Two and One with 4 players have a partner (Calling a king)"
            )
        if not 0 <= f.partner < n or f.partner == f.declarer:
            raise ValueError("the partner must be another seat")
    if f.player_points is not None or f.player_tricks is not None:
        raise ValueError(
            "player_points and player_tricks are klop facts: a contract is scored from "
            "declarer_points and declarer_tricks"
        )
    if f.klop_kontra_by is not None:
        raise ValueError(
            f"klop_kontra_by belongs to klop (V8); a kontra on {_name(f.contract)} is "
            "kontra['game']"
        )


def _check_bonuses(f: DealFacts) -> None:
    """Announcements, ultimos and kontra chains that the play cannot have produced."""
    c = f.contract
    called_king = f.players == 4 and info(c).calls_king
    if not called_king and (f.king_ultimo is not None or "king_ultimo" in f.announcements):
        raise ValueError(
            f"there is no king ultimo in {_name(c)} with {f.players} players: it needs a "
            "called king, so only Three, Two and One with four players (King ultimo)"
        )
    if f.announcements and not info(c).normal:
        raise ValueError(
            f"nothing is announced in {_name(c)}: announcements exist only in the normal "
            "games, Three to Solo one (Announcements)"
        )
    if f.announcements.get("valat", "declarer") != "declarer":
        raise ValueError("only the declarer's side may announce valat (Announcements)")
    if f.announcements.get("king_ultimo", "declarer") != "declarer":
        raise ValueError(
            "king ultimo is announced by the holder of the called king, who is on the "
            "declarer's side (Announcements)"
        )
    pagat_by = f.announcements.get("pagat_ultimo")
    pu = f.pagat_ultimo
    if pagat_by is not None and pu is not None and pu.side != pagat_by:
        raise ValueError(
            f"pagat ultimo was announced by {_SIDE_WORDS[pagat_by]}, who held the Pagat: "
            f"{_SIDE_WORDS[pu.side]} cannot have played it to the last trick (Announcements)"
        )
    for item in f.kontra:
        if item != "game" and item not in f.announcements:
            raise ValueError(
                f"kontra on {item.replace('_', ' ')}, which was not announced: silent "
                "bonuses cannot be kontra'd (Kontra)"
            )


def _check_mond(f: DealFacts) -> None:
    """There is one Mond: it falls to the Škis once at most, or it stays in the talon."""
    n = f.players
    for seat in f.mond_lost_by:
        if not 0 <= seat < n:
            raise ValueError(f"mond_lost_by seat {seat} is not a seat 0–{n - 1}")
    if len(f.mond_lost_by) > 1:
        raise ValueError("there is one Mond: it falls to the Škis in one trick at most (The Mond)")
    if f.mond_left_in_talon:
        # A Colour valat raised from a solo (four players) had its talon exchange first.
        raised = f.contract == Contract.COLOUR_VALAT and n == 4
        if not info(f.contract).talon_group and not raised:
            raise ValueError(
                f"nobody takes from the talon in {_name(f.contract)}: only a contract with a "
                "talon exchange (Three to Solo one, or Colour valat raised from a solo) leaves "
                "the Mond in it (The Mond)"
            )
        if f.mond_lost_by:
            raise ValueError(
                "a Mond left in the talon is never played: it cannot also fall to the Škis "
                "(The Mond)"
            )
        if "mondfang" in f.announcements:
            raise ValueError(
                "mondfang is announced while the Mond is in a hand; a Mond left in the talon "
                "never was (V15)"
            )


def check_facts(rules: Rules, f: DealFacts) -> None:
    """Refuse facts that these house rules cannot produce; :func:`score` runs it first.

    Facts that no rules allow are refused when :class:`DealFacts` is built; this adds what
    depends on the rules. Raises ``ValueError`` naming the rule.
    """
    c = f.contract
    if f.players == 3 and c not in rules.contracts_3p:
        allowed = ", ".join(_name(x).lower() for x in rules.contracts_3p)
        raise ValueError(
            f"{_name(c)} is not a three-player contract under these rules (V21: {allowed})"
        )
    if "mondfang" in f.announcements:
        if not rules.announced_mondfang:
            raise ValueError("mondfang cannot be announced under these rules (V15)")
        if not _mond_applies(rules, c):
            raise ValueError(
                f"mondfang cannot be announced in {_name(c)}: these rules charge no Mond "
                "penalty there (V13)"
            )
    for item, level in f.kontra.items():
        if level > rules.kontra_max:
            # V10: the chain stops at rekontra (×4) or mordkontra (×16).
            raise ValueError(f"kontra ×{level} on {item} is deeper than ×{rules.kontra_max} (V10)")
        if item in ("trula", "kings") and level > 1 and not rules.kontra_trula_kings:
            raise ValueError(f"{item} cannot be kontra'd under these rules (V9)")
    if f.klop_kontra_by is not None and rules.klop_kontra == "none":
        raise ValueError("no kontra on klop under these rules (V8)")


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
    """Score one deal from its facts; facts these rules cannot produce raise ``ValueError``."""
    check_facts(rules, f)
    if f.contract == Contract.KLOP:
        return _score_klop(rules, f)
    return _score_contract(rules, f)


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
