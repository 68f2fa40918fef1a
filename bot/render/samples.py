"""Fixed example inputs for every image type, used by the gallery, the benchmark and tests.

The Slovenian samples are in Slovene (they exercise č, š and ž), the French ones in French,
the Czech ones in Czech (ř, ů, ě …), as the bot would write them for players of each game.
"""

from __future__ import annotations

from bot.render.composition import RenderOptions
from bot.render.models import (
    Fact,
    LineKind,
    NamedRole,
    OpenHand,
    PlayedCard,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    ScoreSection,
    ScoreSheetImage,
    SeatLabel,
    SheetRow,
    ShownCards,
    SidePoints,
    SummaryImage,
    TalonImage,
    TrickImage,
)
from bot.render.sample_decks import czech_deck, french_deck
from bot.render.style import ColourScheme
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
    """A three-player trick in progress next to an open beggar's hand; Špela is on turn."""
    seats = (SeatLabel(0, "Žan"), SeatLabel(1, "Špela"), SeatLabel(2, "Čedomir", "odprti berač"))
    return TrickImage(
        seats=seats,
        cards=(PlayedCard(2, parse_cards("9S")[0]), PlayedCard(0, parse_cards("10S")[0])),
        viewer_seat=0,
        leader=2,
        to_move=1,
        open_hand=OpenHand(
            2, tuple(parse_cards("KH QH 1H 2H JD 3D 4D 8S 7S 10C 8C")), "odprte karte"
        ),
        title="Štih 2 / 16",
    )


def sample_talon() -> TalonImage:
    """A talon exposed in two groups of three, the second chosen."""
    cards = parse_cards("T6 KC 2D T14 JS 9C")
    return TalonImage(
        groups=(tuple(cards[:3]), tuple(cards[3:])),
        chosen=1,
        title="Talon",
        caption_choosing="izbira Čedomir",
        caption_chosen="Čedomir · 2. kup",
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
        ),
        total=ScoreLine("Skupaj", 120),
        sections=(ScoreSection((ScoreLine("Ujet mond · Špela", -20),), title="Kazni"),),
        results=(
            PlayerResult("Žan", 120, 245),
            PlayerResult("Špela", -20, -35),
            PlayerResult("Čedomir", 0, 80),
            PlayerResult("Ana", 120, 155),
        ),
    )


def sample_sheet() -> ScoreSheetImage:
    """Seven deals, radelci (some cancelled) and the session-end radelc penalties."""
    deltas: list[tuple[str, tuple[int | None, ...]]] = [
        ("1 · Tri", (25, None, None, 25)),
        ("2 · Klop", (-20, -30, -10, -10)),
        ("3 · Solo ena", (None, -70, None, None)),
        ("4 · Berač", (None, None, 70, None)),
        ("5 · Dve", (30, 30, None, None)),
        ("6 · Solo brez", (None, None, None, -80)),
        ("7 · Barvni valat", (250, None, None, None)),
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


# -- French tarot (78 cards) -------------------------------------------------------------------
FRENCH_PLAYERS = ("Camille", "Théo", "Lucien", "Zoé", "Hélène")


def french_options(scheme: ColourScheme = ColourScheme.CLASSIC) -> RenderOptions:
    """Options that draw the French tarot deck."""
    return RenderOptions.for_deck(french_deck(), scheme)


def _fr(text: str) -> tuple[int, ...]:
    return tuple(french_deck().parse_cards(text))


FRENCH_HAND_3P = _fr(
    "T21 T19 T17 T16 T13 T11 T8 T5 T2 EX KH QH 7H 3H CD 10D 1D JS 9S 4S KC CC 6C 2C"
)
"""Twenty-four cards: a French three-player hand (with the Excuse)."""
FRENCH_LEGAL_3P = frozenset(_fr("KH QH 7H 3H EX"))
"""Cards of :data:`FRENCH_HAND_3P` that may be played to a heart lead (the Excuse too)."""
FRENCH_HAND_5P = _fr("T20 T14 T9 T6 T1 KD JD 8D 2D QS 5S CH 4C 1C 10C")
"""Fifteen cards: a French five-player hand."""


def french_trick() -> TrickImage:
    """A five-player trick in progress: Lucien led, Hélène is on turn."""
    seats = tuple(
        SeatLabel(i, name, "preneur" if i == 0 else None) for i, name in enumerate(FRENCH_PLAYERS)
    )
    played = tuple(PlayedCard(seat, card) for seat, card in zip((2, 3), _fr("QD T7"), strict=True))
    return TrickImage(
        seats=seats, cards=played, viewer_seat=0, leader=2, to_move=4, title="Pli 5 / 15"
    )


def french_chien() -> TalonImage:
    """The chien of a three- or four-player deal, shown to the table (Prise, Garde)."""
    return TalonImage(
        groups=(_fr("T12 KS 9H 5D EX 3C"),), title="Chien", caption_choosing="Garde · Camille"
    )


def french_ecart_trumps() -> TalonImage:
    """The trumps the taker had to put in the écart, shown to the table."""
    return TalonImage(groups=(_fr("T3 T4"),), title="Écart", caption_choosing="atouts montrés")


def french_poignee() -> ShownCards:
    """A simple poignée of ten trumps (the Excuse standing in for one), four-player rules."""
    return ShownCards(
        cards=_fr("T21 T18 T15 T14 T12 T10 T7 T4 T2 EX"),
        title="Poignée simple",
        caption="Camille",
    )


def french_summary() -> SummaryImage:
    """A Garde made by 7 with five players, a called partner and a simple poignée."""
    return SummaryImage(
        contract="Garde",
        declarer=NamedRole("Preneur", "Camille"),
        partner=NamedRole("Partenaire", "Théo"),
        outcome="Fait de 7",
        won=True,
        sides=(
            SidePoints("Camille + Théo", 95, declarer=True),
            SidePoints("Lucien + Zoé + Hélène", 87),
        ),
        points_total=182,
        points_unit=2,
        points_target=82,
        facts=(Fact("Bouts", "2 · 21, Excuse"), Fact("À faire", "41"), Fact("Différence", "+6½")),
        lines=(
            ScoreLine("Contrat", 25),
            ScoreLine("Gain (arrondi)", 7),
            ScoreLine("Garde", 2, LineKind.MULTIPLIER),
            ScoreLine("Base", 64, LineKind.SUBTOTAL),
            ScoreLine("Petit au bout", 0),
            ScoreLine("Poignée simple · Camille", 20),
        ),
        total=ScoreLine("Par défenseur", 84),
        results=(
            PlayerResult("Camille", 168, 243),
            PlayerResult("Théo", 84, 59),
            PlayerResult("Lucien", -84, -130),
            PlayerResult("Zoé", -84, 12),
            PlayerResult("Hélène", -84, -184),
        ),
    )


def french_sheet() -> ScoreSheetImage:
    """Five French deals with five players: no radelci, the result under each contract."""
    deals: list[tuple[str, str, tuple[int | None, ...]]] = [
        ("1 · Prise", "fait de 4", (58, 29, -29, -29, -29)),
        ("2 · Garde", "chuté de 3", (-56, -112, 56, 56, 56)),
        ("3 · Garde sans", "fait de 12", (-148, 296, 148, -148, -148)),
        ("4 · Garde", "fait de 7 · poignée", (168, 84, -84, -84, -84)),
        ("5 · Garde contre", "chuté de 1", (156, 156, 156, -624, 156)),
    ]
    return _sheet(FRENCH_PLAYERS, deals, title="Feuille de marque")


# -- Czech taroky (54 cards) -------------------------------------------------------------------
CZECH_PLAYERS = ("Jiří", "Božena", "Radek", "Šárka")


def czech_options(scheme: ColourScheme = ColourScheme.CLASSIC) -> RenderOptions:
    """Options that draw the Czech taroky deck."""
    return RenderOptions.for_deck(czech_deck(), scheme)


def _cz(text: str) -> tuple[int, ...]:
    return tuple(czech_deck().parse_cards(text))


CZECH_HAND = _cz("SK T21 T19 T15 T10 T6 T1 KH 2H QD 9S JC")
"""Twelve cards: a Czech hand after the talon (with the honours Škýz, XXI and I)."""


def czech_trick() -> TrickImage:
    """A complete four-player trick won by the Škýz."""
    seats = (
        SeatLabel(0, "Jiří", "hráč"),
        SeatLabel(1, "Božena"),
        SeatLabel(2, "Radek"),
        SeatLabel(3, "Šárka"),
    )
    played = tuple(
        PlayedCard(seat, card) for seat, card in zip((1, 2, 3, 0), _cz("KD QD T5 SK"), strict=True)
    )
    return TrickImage(seats=seats, cards=played, viewer_seat=0, leader=1, winner=0, title="Štych 7")


def czech_talon() -> TalonImage:
    """The talon of a first bid, split t1–t4 (the declarer), t5 and t6 (the next two)."""
    cards = _cz("T11 KS 8C 3D T2 JH")
    return TalonImage(
        groups=(cards[:4], cards[4:5], cards[5:]),
        chosen=0,
        title="Talon",
        caption_choosing="Jiří vybírá",
        caption_chosen="t1–t4 · Jiří",
    )


def czech_summary() -> SummaryImage:
    """A third bid (stage 2) won alone with flek and Pagát ultimo, and two hand bonuses."""
    return SummaryImage(
        contract="Třetí hra",
        declarer=NamedRole("Hráč", "Jiří"),
        outcome="Vyhráno",
        won=True,
        sides=(SidePoints("Jiří", 47, declarer=True), SidePoints("Božena + Radek + Šárka", 23)),
        facts=(Fact("Stupeň", "2"), Fact("Hraje", "1 proti 3")),
        lines=(
            ScoreLine("Hra (47 − 35)", 12),
            ScoreLine("Flek", 2, LineKind.MULTIPLIER),
            ScoreLine("Hra s flekem", 24, LineKind.SUBTOTAL),
            ScoreLine("Pagát ultimo (hlášený)", 10),
            ScoreLine("Hra a pagát", 34, LineKind.SUBTOTAL),
            ScoreLine("Třetí hra, 2. stupeň", 2, LineKind.MULTIPLIER),
        ),
        total=ScoreLine("Každý soupeř platí", 68),
        sections=(
            ScoreSection(
                (ScoreLine("Taroky · Jiří", 10), ScoreLine("Trul · Božena", 5)),
                title="Hlášky (platí každý ostatní)",
            ),
        ),
        results=(
            PlayerResult("Jiří", 229, 402),
            PlayerResult("Božena", -63, -75),
            PlayerResult("Radek", -83, -190),
            PlayerResult("Šárka", -83, -137),
        ),
    )


def czech_sheet() -> ScoreSheetImage:
    """Four Czech deals: the multipliers and hand bonuses under each contract."""
    deals: list[tuple[str, str, tuple[int | None, ...]]] = [
        ("1 · První hra", "flek ×2", (44, 44, -44, -44)),
        ("2 · První hra", "vzdáno", (-15, 5, 5, 5)),
        ("3 · Sólo", "×2", (144, -48, -48, -48)),
        ("4 · Třetí hra", "2. stupeň ×2 · flek ×2 · hlášky", (229, -63, -83, -83)),
    ]
    return _sheet(CZECH_PLAYERS, deals, title="Zápis")


def _sheet(
    players: tuple[str, ...],
    deals: list[tuple[str, str, tuple[int | None, ...]]],
    *,
    title: str,
) -> ScoreSheetImage:
    totals = [0] * len(players)
    rows = []
    for label, note, ds in deals:
        totals = [t + (d or 0) for t, d in zip(totals, ds, strict=True)]
        rows.append(SheetRow(label, ds, tuple(totals), note=note))
    return ScoreSheetImage(players=players, rows=tuple(rows), title=title)
