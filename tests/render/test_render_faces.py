"""Card faces: complete, distinct, labelled from the deck's tables, four-colour safe."""

from __future__ import annotations

import math
from types import MappingProxyType

import pytest
from PIL import ImageChops
from render_helpers import digest, index_region

from bot.render.faces import (
    FaceKind,
    card_face,
    face_height,
    face_spec,
    warm_cache,
)
from bot.render.sorting import display_order
from bot.render.style import (
    BLACK,
    BLUE,
    GREEN,
    RED,
    RGB,
    SUIT_INKS,
    TAROK_STYLE,
    ColourScheme,
    DeckStyle,
    Emblem,
    SuitShape,
)
from engine.slovenian.cards import (
    SUIT_SYMBOLS,
    TAROK_DECK,
    TAROKS,
    Deck,
    card_label,
    sort_for_display,
)

WIDTH = 80
SCHEMES = (ColourScheme.CLASSIC, ColourScheme.FOUR_COLOUR)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_face_is_distinct(scheme: ColourScheme) -> None:
    hashes = {digest(card_face(c, WIDTH, scheme).image) for c in range(TAROK_DECK.size)}
    assert len(hashes) == TAROK_DECK.size == 54


@pytest.mark.parametrize("scheme", SCHEMES)
def test_index_corners_are_distinct(scheme: ColourScheme) -> None:
    """The label corner alone tells every card apart (IX is not XI, 10♠ is not 10♣)."""
    corners = {digest(index_region(card_face(c, WIDTH, scheme).image)) for c in range(54)}
    assert len(corners) == 54


def test_drawn_label_is_the_engine_label() -> None:
    for scheme in SCHEMES:
        for card in range(TAROK_DECK.size):
            face = card_face(card, WIDTH, scheme)
            assert face.drawn_label == card_label(card)
            assert face.spec.label == card_label(card)


def test_face_kinds_follow_the_deck() -> None:
    kinds = [face_spec(c).kind for c in range(54)]
    assert kinds.count(FaceKind.TRUMP) == 22
    assert kinds.count(FaceKind.COURT) == 16
    assert kinds.count(FaceKind.PIP) == 16
    assert face_spec(0).emblem is Emblem.JUGGLER  # Pagat
    assert face_spec(20).emblem is Emblem.WORLD  # Mond
    assert face_spec(21).emblem is Emblem.FOOL  # Škis
    assert {face_spec(c).emblem for c in range(1, 20)} == {None}
    # Red pips 4 3 2 1, black pips 7 8 9 10, drawn as that many symbols.
    assert [face_spec(c).pips for c in range(22, 26)] == [4, 3, 2, 1]
    assert [face_spec(c).pips for c in range(38, 42)] == [7, 8, 9, 10]


def test_faces_have_the_card_shape() -> None:
    img = card_face(5, WIDTH).image
    assert img.size == (WIDTH, face_height(WIDTH)) == (80, 120)
    assert img.mode == "RGBA"
    alpha = img.getchannel("A")
    assert alpha.getpixel((0, 0)) == 0  # rounded, transparent corner
    assert alpha.getpixel((WIDTH // 2, 60)) == 255


def test_faces_are_cached() -> None:
    assert card_face(30, 64) is card_face(30, 64)
    assert card_face(30, 64) is not card_face(30, 64, ColourScheme.FOUR_COLOUR)
    assert warm_cache([64], SCHEMES) == 108


def ink_share(classic: tuple[int, ...], four: tuple[int, ...], old: RGB, new: RGB) -> float:
    """How much of the ink swap ``old`` → ``new`` explains a pixel's change.

    A pixel that is a blend ``a·ink + (1 − a)·background`` changes by exactly
    ``a·(new − old)`` when only the ink colour changes. Returns ``a``, or −1 if the change
    is not along that direction (allowing a little rounding).
    """
    d = [f - c for c, f in zip(classic[:3], four[:3], strict=True)]
    v = [n - o for o, n in zip(old, new, strict=True)]
    a = sum(x * y for x, y in zip(d, v, strict=True)) / sum(y * y for y in v)
    residual = math.dist(d, [a * y for y in v])
    return a if residual <= 3.0 else -1.0


def test_four_colour_changes_only_suit_colours() -> None:
    moved = {SuitShape.DIAMOND: (RED, BLUE), SuitShape.CLUB: (BLACK, GREEN)}
    for card in range(54):
        classic = card_face(card, WIDTH, ColourScheme.CLASSIC).image
        four = card_face(card, WIDTH, ColourScheme.FOUR_COLOUR).image
        shape = face_spec(card).shape
        if shape not in moved:
            # Taroks, hearts and spades keep their colours: identical faces.
            assert digest(classic) == digest(four), card_label(card)
            continue
        old, new = moved[shape]
        bbox = ImageChops.difference(classic, four).getbbox(alpha_only=False)
        assert bbox is not None
        changed = 0
        for y in range(bbox[1], bbox[3]):
            for x in range(bbox[0], bbox[2]):
                c, f = classic.getpixel((x, y)), four.getpixel((x, y))
                if c == f:
                    continue
                changed += 1
                assert isinstance(c, tuple) and isinstance(f, tuple)
                # Every change is the old suit ink swapped for the new one, nothing else.
                share = ink_share(c, f, old, new)
                assert 0.0 < share <= 1.02, (card_label(card), x, y, c, f)
        assert changed > 100


def test_four_colour_scheme_gives_each_suit_its_own_colour() -> None:
    four = SUIT_INKS[ColourScheme.FOUR_COLOUR]
    assert len(set(four.values())) == 4
    classic = SUIT_INKS[ColourScheme.CLASSIC]
    assert len(set(classic.values())) == 2


def test_display_order_is_the_engine_order() -> None:
    cards = [53, 0, 21, 22, 29, 30, 45, 38, 20, 10]
    assert display_order(cards, TAROK_STYLE) == sort_for_display(cards)


def test_label_without_suit_symbol_is_rejected() -> None:
    labels = list(TAROK_DECK.labels)
    labels[29] = "K"
    broken = Deck(
        name="broken",
        suits=TAROK_DECK.suits,
        ranks=TAROK_DECK.ranks,
        values=TAROK_DECK.values,
        codes=TAROK_DECK.codes,
        labels=tuple(labels),
        trump_suit=TAROKS,
    )
    style = DeckStyle(
        deck=broken,
        suit_shapes=TAROK_STYLE.suit_shapes,
        suit_symbols=TAROK_STYLE.suit_symbols,
        court_emblems=TAROK_STYLE.court_emblems,
        trump_emblems=TAROK_STYLE.trump_emblems,
    )
    with pytest.raises(ValueError, match="suit symbol"):
        face_spec(29, style)


def french_tarot_style() -> DeckStyle:
    """A 78-card French tarot deck: 21 trumps and the Excuse, 14 cards per suit."""
    suits: list[int] = []
    ranks: list[int] = []
    values: list[int] = []
    codes: list[str] = []
    labels: list[str] = []
    for t in range(22):
        suits.append(TAROKS)
        ranks.append(t)
        values.append(5 if t in (0, 20, 21) else 1)
        codes.append("EX" if t == 21 else f"T{t + 1}")
        labels.append("Excuse" if t == 21 else str(t + 1))
    names = [str(n) for n in range(1, 11)] + ["J", "C", "Q", "K"]
    for s in range(4):
        for r, name in enumerate(names):
            suits.append(s)
            ranks.append(r)
            values.append({"K": 5, "Q": 4, "C": 3, "J": 2}.get(name, 1))
            codes.append(name + "HDSC"[s])
            labels.append(name + SUIT_SYMBOLS[s])
    deck = Deck(
        "tarot78", tuple(suits), tuple(ranks), tuple(values), tuple(codes), tuple(labels), TAROKS
    )
    return DeckStyle(
        deck=deck,
        suit_shapes=TAROK_STYLE.suit_shapes,
        suit_symbols=TAROK_STYLE.suit_symbols,
        court_emblems=TAROK_STYLE.court_emblems,
        trump_emblems=MappingProxyType({0: Emblem.JUGGLER, 20: Emblem.WORLD, 21: Emblem.FOOL}),
        name="tarot78",
    )


def test_a_french_tarot_deck_needs_only_a_style() -> None:
    style = french_tarot_style()
    faces = [card_face(c, 64, ColourScheme.FOUR_COLOUR, style) for c in range(78)]
    assert len({digest(f.image) for f in faces}) == 78
    assert [f.drawn_label for f in faces] == list(style.deck.labels)
    assert sorted(f.spec.pips for f in faces if f.spec.kind is FaceKind.PIP) == sorted(
        list(range(1, 11)) * 4
    )
    order = display_order([78 - 1, 0, 21, 22, 35], style)
    assert order == [21, 0, 35, 22, 77]
