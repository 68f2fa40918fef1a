"""Every image Discord shows stays legible at 450 px wide (see bot/render/legibility.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from PIL import Image
from render_helpers import load_gallery

from bot.render import samples
from bot.render.composition import Composition, RenderOptions
from bot.render.drawing import text
from bot.render.hand import compose_hand
from bot.render.legibility import (
    CHAT_WIDTH,
    MIN_INDEX_CAP,
    MIN_TEXT_CAP,
    cap_height,
    chat_preview,
    read_at_chat_width,
)
from bot.render.models import (
    OpenHand,
    PlayedCard,
    PlayerResult,
    RadelcMarks,
    ScoreSheetImage,
    SeatLabel,
    SheetRow,
    TalonImage,
    TrickImage,
)
from bot.render.sheet import compose_sheet
from bot.render.shown import compose_shown
from bot.render.summary import compose_summary
from bot.render.table import compose_trick
from bot.render.talon import compose_talon

SL, FR, CZ = RenderOptions(), samples.french_options(), samples.czech_options()
NAMES = ("Žan", "Špela", "Čedomir", "Ana", "Bor")


def _trick(seats: int, *, notes: bool) -> TrickImage:
    labels = tuple(
        SeatLabel(i, NAMES[i], "partnerka" if notes and i % 2 else None) for i in range(seats)
    )
    cards = tuple(PlayedCard(i, c) for i, c in enumerate((30, 31, 2, 45)[: seats - 1]))
    return TrickImage(
        seats=labels,
        cards=cards,
        viewer_seat=0,
        leader=0,
        to_move=seats - 1,
        title="Štih 11 / 12",
        extra_card=7,
        extra_caption="iz talona",
        open_hand=OpenHand(1, tuple(range(22, 34)), "odprte karte") if seats == 4 else None,
    )


def _sheet(players: int) -> ScoreSheetImage:
    rows = tuple(
        SheetRow(f"{i} · Barvni valat", (-1250,) * players, (-12500,) * players)
        for i in range(10, 13)
    )
    return ScoreSheetImage(
        players=NAMES[:players],
        rows=rows,
        radelci=(RadelcMarks(2, 1),) * players,
        final=SheetRow("Radelci", (-200,) * players, (-12700,) * players),
        title="Zapisnik",
        hidden_rows=9,
    )


def _summary(players: int) -> Composition:
    s = samples.sample_summary()
    results = tuple(PlayerResult(NAMES[i], -1000, -10000) for i in range(players))
    return compose_summary(dataclasses.replace(s, results=results), SL)


CASES: dict[str, Callable[[], Composition]] = {
    **{
        f"trick {n} seats": (lambda n=n: compose_trick(_trick(n, notes=True), SL))
        for n in (3, 4, 5)
    },
    **{f"sheet {n} players": (lambda n=n: compose_sheet(_sheet(n), SL)) for n in (2, 3, 4, 5)},
    **{f"summary {n} players": (lambda n=n: _summary(n)) for n in (3, 4, 5)},
    **{
        f"{deck} hand {n}": (lambda n=n, o=o, cards=cards: compose_hand(cards[:n], None, o))
        for deck, o, cards in (
            ("slovenian", SL, tuple(range(54))),
            ("french", FR, samples.FRENCH_HAND_3P),
            ("czech", CZ, tuple(range(54))),
        )
        for n in (1, 6, 8, 9, 12, 16, 17, 18, 19, 24)
        if n <= len(cards)
    },
    **{
        f"talon {g} groups": (
            lambda g=g: compose_talon(
                TalonImage(tuple(tuple(range(i, i + 6 // g)) for i in range(0, 6, 6 // g))), SL
            )
        )
        for g in (1, 2, 3, 6)
    },
    "poignee 18": lambda: compose_shown(
        dataclasses.replace(samples.french_poignee(), cards=tuple(range(18))), FR
    ),
}


def _check(compose: Callable[[], Composition], labels: tuple[str, ...]) -> None:
    comp, reading = read_at_chat_width(compose, labels=labels)
    assert reading.width == comp.image.width
    if reading.smallest_text is not None:
        assert reading.smallest_text >= MIN_TEXT_CAP, reading.text_sample
    if reading.smallest_index is not None:
        assert reading.smallest_index >= MIN_INDEX_CAP, reading.index_card
    assert reading.legible()


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_layout_is_legible_in_chat(name: str) -> None:
    labels = FR.style.deck.labels if "french" in name or "poignee" in name else ()
    _check(CASES[name], labels)


GALLERY = load_gallery().GALLERY


@pytest.mark.parametrize(
    "entry", [e for e in GALLERY if e.chat and not e.bot], ids=lambda e: e.name
)
def test_every_gallery_sample_is_legible_in_chat(entry: object) -> None:
    """The hand-written samples. The entries the bot draws in seeded games are checked
    where those games are played: tests/render/test_render_gallery.py (the quick ones) and
    tests/e2e/test_demo.py (every image of a whole deal)."""
    _check(entry.compose, entry.labels)  # type: ignore[attr-defined]


def test_small_text_is_caught() -> None:
    """The check can fail: 13-unit text (the old Σ figures) is below the threshold."""

    def compose() -> Composition:
        img = Image.new("RGB", (1100, 200))
        text(img, (10, 10), "Σ 245", 26, (255, 255, 255))
        return Composition(img)

    _, reading = read_at_chat_width(compose)
    assert reading.smallest_text is not None and reading.smallest_text < MIN_TEXT_CAP
    assert not reading.legible() and reading.text_sample == "Σ 245"


def test_long_card_names_are_judged_as_names() -> None:
    """ "Excuse" is set as large as the corner allows; the card's picture names it."""
    hand = samples.FRENCH_HAND_3P
    _, with_names = read_at_chat_width(lambda: compose_hand(hand, None, FR))
    _, judged = read_at_chat_width(
        lambda: compose_hand(hand, None, FR), labels=FR.style.deck.labels
    )
    excuse = FR.style.deck.parse_card("EX")
    assert with_names.index_card == excuse and not with_names.legible()
    assert judged.legible()


def test_threshold_in_font_units() -> None:
    """16 layout units (32 px at scale 2) is the smallest size that passes at 450 px."""
    scale = CHAT_WIDTH / 1100
    assert cap_height(32) * scale >= MIN_TEXT_CAP
    assert cap_height(26) * scale < MIN_TEXT_CAP


def test_chat_preview_is_450_wide() -> None:
    img = compose_hand(samples.HAND_4P).image
    preview = chat_preview(img)
    assert preview.width == CHAT_WIDTH
    assert abs(preview.height - img.height * CHAT_WIDTH / img.width) <= 1
