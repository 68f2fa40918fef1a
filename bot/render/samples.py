"""Fixed example inputs for every image type, used by the gallery, the benchmark and tests.

The strings are Slovene on purpose: they exercise č, š and ž.
"""

from __future__ import annotations

from bot.render.models import (
    LineKind,
    NamedRole,
    OpenHand,
    PlayedCard,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    ScoreSheetImage,
    SeatLabel,
    SheetRow,
    SidePoints,
    SummaryImage,
    TalonImage,
    TrickImage,
)
from engine.slovenian.cards import parse_cards

HAND_4P = tuple(parse_cards("T21 T18 T15 T12 T7 T1 KH 2H QD 1D 8S JC"))
"""Twelve cards: a four-player hand."""
HAND_3P = tuple(parse_cards("SK T20 T17 T13 T9 T4 T2 KH CH 3H 4D 10S 7S QC 9C 8C"))
"""Sixteen cards: a three-player hand."""
LEGAL_3P = frozenset(parse_cards("KH CH 3H"))
"""Cards of :data:`HAND_3P` that may be played to a heart lead."""

PLAYERS = ("Žan", "Špela", "Čedomir", "Ana")

SEATS_4P = (
    SeatLabel(0, "Žan", "igralec"),
    SeatLabel(1, "Špela"),
    SeatLabel(2, "Čedomir"),
    SeatLabel(3, "Ana", "partnerka"),
)


def sample_trick() -> TrickImage:
    """A complete four-player trick won by a tarok, with a klop talon card added."""
    return TrickImage(
        seats=SEATS_4P,
        cards=tuple(
            PlayedCard(seat, card)
            for seat, card in zip((2, 3, 0, 1), parse_cards("KH T3 QH 1H"), strict=True)
        ),
        viewer_seat=0,
        leader=2,
        winner=3,
        extra_card=parse_cards("7S")[0],
        extra_caption="iz talona",
        title="Štih 4 / 12",
    )


def sample_open_trick() -> TrickImage:
    """A three-player trick in progress next to an open beggar's hand."""
    seats = (SeatLabel(0, "Žan"), SeatLabel(1, "Špela"), SeatLabel(2, "Čedomir", "odprti berač"))
    return TrickImage(
        seats=seats,
        cards=(PlayedCard(2, parse_cards("9S")[0]), PlayedCard(0, parse_cards("10S")[0])),
        viewer_seat=0,
        leader=2,
        open_hand=OpenHand(
            2, tuple(parse_cards("KH QH 1H 2H JD 3D 4D 8S 7S 10C 8C")), "odprte karte"
        ),
        title="Štih 2 / 16",
    )


def sample_talon() -> TalonImage:
    """A talon exposed in two groups of three, the second chosen."""
    cards = parse_cards("T6 KC 2D T14 JS 9C")
    return TalonImage(
        groups=(tuple(cards[:3]), tuple(cards[3:])), chosen=1, title="Talon · Čedomir izbira"
    )


def sample_talon_groups(per_group: int) -> TalonImage:
    """The same six talon cards in groups of ``per_group`` (1, 2 or 3), none chosen."""
    cards = parse_cards("T6 KC 2D T14 JS 9C")
    groups = tuple(tuple(cards[i : i + per_group]) for i in range(0, 6, per_group))
    return TalonImage(groups=groups)


def sample_summary() -> SummaryImage:
    """A won game of Tri with trula, a kontra and a radelc doubling."""
    return SummaryImage(
        contract="Tri",
        declarer=NamedRole("Igralec", "Žan"),
        partner=NamedRole("Partnerka", "Ana"),
        outcome="Igra dobljena",
        won=True,
        sides=(
            SidePoints("Žan + Ana", 45, declarer=True),
            SidePoints("Špela + Čedomir", 25),
        ),
        lines=(
            ScoreLine("Igra (tri)", 10),
            ScoreLine("Razlika", 10),
            ScoreLine("Trula (napovedana)", 20),
            ScoreLine("Kralji", -10),
            ScoreLine("Kontra", 2, LineKind.MULTIPLIER),
            ScoreLine("Radelc", 2, LineKind.MULTIPLIER),
            ScoreLine("Izgubljen mond (Špela)", -20),
        ),
        total=ScoreLine("Skupaj", 120),
        results=(
            PlayerResult("Žan", 120, 245),
            PlayerResult("Špela", -20, -35),
            PlayerResult("Čedomir", 0, 80),
            PlayerResult("Ana", 120, 155),
        ),
    )


def sample_sheet() -> ScoreSheetImage:
    """Six deals, radelci (some cancelled) and the session-end radelc penalties."""
    deltas: list[tuple[str, tuple[int | None, ...]]] = [
        ("1 · Tri", (25, None, None, 25)),
        ("2 · Klop", (-20, -30, -10, -10)),
        ("3 · Solo ena", (None, -70, None, None)),
        ("4 · Berač", (None, None, 70, None)),
        ("5 · Dve", (30, 30, None, None)),
        ("6 · Solo brez", (None, None, None, -80)),
    ]
    totals = [0, 0, 0, 0]
    rows = []
    for label, ds in deltas:
        totals = [t + (d or 0) for t, d in zip(totals, ds, strict=True)]
        rows.append(SheetRow(label, ds, tuple(totals)))
    penalties = (0, -100, -200, 0)  # 100 per open radelc
    final = SheetRow(
        "Radelci",
        penalties,
        tuple(t + p for t, p in zip(totals, penalties, strict=True)),
    )
    return ScoreSheetImage(
        players=PLAYERS,
        rows=tuple(rows),
        radelci=(RadelcMarks(0, 2), RadelcMarks(1, 1), RadelcMarks(2, 0), RadelcMarks(0, 3)),
        final=final,
        title="Zapisnik · četrtek",
    )
