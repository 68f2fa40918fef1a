"""The French tarot (78 cards) and Czech taroky (54 cards) decks, drawn from their tables."""

from __future__ import annotations

from collections import Counter

import pytest
from PIL import ImageChops
from render_helpers import blobs, digest, index_region

from bot.render import samples
from bot.render.composition import RenderOptions
from bot.render.deck_sheet import compose_deck_sheet
from bot.render.encode import MAX_BYTES
from bot.render.faces import FaceKind, _Geometry, card_face, face_spec
from bot.render.hand import HAND_WIDTH, compose_hand, render_hand
from bot.render.sample_decks import czech_deck, french_deck
from bot.render.sorting import display_order
from bot.render.style import (
    TAROK_STYLE,
    ColourScheme,
    DeckStyle,
    Emblem,
    SuitShape,
    deck_style,
    suit_ink,
)
from engine.core.deck import CardSpec, Deck, build_deck
from engine.slovenian.cards import TAROK_DECK

SCHEMES = (ColourScheme.CLASSIC, ColourScheme.FOUR_COLOUR)
WIDTH = 72
DECKS = {"french": french_deck, "czech": czech_deck}


@pytest.fixture(params=sorted(DECKS))
def style(request: pytest.FixtureRequest) -> DeckStyle:
    return deck_style(DECKS[request.param]())


def test_the_decks_have_the_documented_layout() -> None:
    fr, cz = french_deck(), czech_deck()
    assert fr.size == 78 and fr.codes[:3] == ("T1", "T2", "T3") and fr.codes[20] == "T21"
    assert fr.codes[21] == "EX" and fr.excuse == 21
    assert fr.codes[22:36] == tuple(
        f"{r}H" for r in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")
    )
    assert [fr.suit_info[s].letter for s in range(4)] == ["H", "D", "S", "C"]
    assert fr.honours == (1 << 0) | (1 << 20) | (1 << 21)
    assert fr.total_value == 182 and fr.unit == 2
    assert cz.size == 54 and cz.codes == TAROK_DECK.codes and cz.labels[21] == "Škýz"
    assert cz.honours == TAROK_DECK.honours


@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_face_is_distinct(style: DeckStyle, scheme: ColourScheme) -> None:
    deck = style.deck
    faces = [card_face(c, WIDTH, scheme, style).image for c in range(deck.size)]
    assert len({digest(f) for f in faces}) == deck.size
    # The label corner alone tells every card apart too.
    assert len({digest(index_region(f)) for f in faces}) == deck.size


def test_drawn_labels_are_the_decks_labels(style: DeckStyle) -> None:
    deck = style.deck
    for scheme in SCHEMES:
        faces = [card_face(c, WIDTH, scheme, style) for c in range(deck.size)]
        assert [f.drawn_label for f in faces] == list(deck.labels)
        assert all(f.index_size > 0 for f in faces)


def test_french_face_kinds_follow_the_codes() -> None:
    style = deck_style(french_deck())
    deck = style.deck
    specs = [face_spec(c, style) for c in range(deck.size)]
    kinds = Counter(s.kind for s in specs)
    assert kinds == {FaceKind.TRUMP: 21, FaceKind.EXCUSE: 1, FaceKind.COURT: 16, FaceKind.PIP: 40}
    assert sorted(s.pips for s in specs if s.kind is FaceKind.PIP) == sorted(list(range(1, 11)) * 4)
    by_code = {deck.codes[c]: specs[c] for c in range(deck.size)}
    assert by_code["T1"].emblem is Emblem.JUGGLER  # the Petit
    assert by_code["T21"].emblem is Emblem.WORLD
    assert by_code["EX"].emblem is Emblem.FOOL
    assert {by_code[f"T{n}"].emblem for n in range(2, 21)} == {None}
    assert [by_code[f"T{n}"].number for n in range(1, 22)] == list(range(1, 22))
    # The bouts are the deck's honours and get the gold frame.
    assert {code for code, s in by_code.items() if s.honour} == {"T1", "T21", "EX"}
    for suit in "HDSC":
        assert [by_code[r + suit].emblem for r in "JCQK"] == [
            Emblem.JACK,
            Emblem.KNIGHT,
            Emblem.QUEEN,
            Emblem.KING,
        ]


def test_czech_faces_use_the_czech_labels() -> None:
    style = deck_style(czech_deck())
    skyz = style.deck.parse_card("SK")
    face = card_face(skyz, WIDTH, style=style)
    assert face.drawn_label == "Škýz" and face.spec.emblem is Emblem.FOOL
    assert face.spec.kind is FaceKind.TRUMP and face.spec.honour
    slovenian = card_face(skyz, WIDTH)
    assert slovenian.drawn_label == "Škis"
    assert digest(face.image) != digest(slovenian.image)
    # Everything but the Škýz is drawn exactly like the Slovenian card.
    for card in range(54):
        if card != skyz:
            assert digest(card_face(card, WIDTH, style=style).image) == digest(
                card_face(card, WIDTH).image
            )


def art_box(style: DeckStyle, width: int) -> tuple[int, int, int, int]:
    art = _Geometry.of(width, style).art
    return (art[0], art[1], art[2], art[3])


def test_knights_are_distinct_from_queens_and_jacks() -> None:
    """The centre pictures of J, C, Q, K of a suit differ in a large share of their pixels."""
    style = deck_style(french_deck())
    deck, width = style.deck, 120
    box = art_box(style, width)
    for suit in "HDSC":
        arts = {
            r: card_face(deck.parse_card(r + suit), width, style=style).image.crop(box)
            for r in "JCQK"
        }
        for a in "JCQK":
            for b in "JCQK":
                if a < b:
                    diff = ImageChops.difference(arts[a], arts[b]).convert("L")
                    changed = sum(1 for v in diff.tobytes() if v > 40) / (diff.width * diff.height)
                    assert changed > 0.12, (suit, a, b, changed)


@pytest.mark.parametrize("suit", "HDSC")
def test_pip_cards_show_their_number_of_pips(suit: str) -> None:
    """1 … 10 of each suit: exactly that many separate suit symbols in the centre."""
    style = deck_style(french_deck())
    deck, width = style.deck, 160
    box = art_box(style, width)
    ink = suit_ink(style.suit_shapes["HDSC".index(suit)], ColourScheme.FOUR_COLOUR)
    for n in range(1, 11):
        face = card_face(deck.parse_card(f"{n}{suit}"), width, ColourScheme.FOUR_COLOUR, style)
        art = face.image.convert("RGB").crop(box)
        data = art.tobytes()
        w = art.width
        marked = {
            (i // 3 % w, i // 3 // w)
            for i in range(0, len(data), 3)
            if sum(abs(data[i + k] - ink[k]) for k in range(3)) < 120
        }
        assert len([b for b in blobs(marked) if len(b) > 20]) == n, (suit, n)


def test_courts_come_from_the_codes_whatever_the_labels_say() -> None:
    """French players label the courts R, D, C, V: the pictures still follow the codes."""
    base = french_deck()
    letters = {"K": "R", "Q": "D", "C": "C", "J": "V"}
    labels = list(base.labels)
    for c in range(base.size):
        code = base.codes[c]
        if code[:-1] in letters and base.suits[c] < 4:
            labels[c] = letters[code[:-1]] + base.labels[c][-1]
    deck = Deck(
        name="tarot78-fr",
        suits=base.suits,
        ranks=base.ranks,
        values=base.values,
        codes=base.codes,
        labels=tuple(labels),
        trump_suit=base.trump_suit,
        unit=base.unit,
        excuse=base.excuse,
        honours=base.honours,
        suit_info=base.suit_info,
    )
    style = deck_style(deck)
    queen = deck.parse_card("QS")
    face = card_face(queen, WIDTH, style=style)
    assert face.drawn_label == "D♠" and face.spec.emblem is Emblem.QUEEN
    assert face_spec(deck.parse_card("JS"), style).emblem is Emblem.JACK


def test_deck_style_is_derived_from_the_tables() -> None:
    assert deck_style(TAROK_DECK) is TAROK_STYLE
    assert dict(TAROK_STYLE.suit_shapes) == {
        0: SuitShape.HEART,
        1: SuitShape.DIAMOND,
        2: SuitShape.SPADE,
        3: SuitShape.CLUB,
    }
    assert dict(TAROK_STYLE.trump_emblems) == {
        0: Emblem.JUGGLER,
        20: Emblem.WORLD,
        21: Emblem.FOOL,
    }
    french = deck_style(french_deck())
    assert dict(french.trump_emblems) == {0: Emblem.JUGGLER, 20: Emblem.WORLD}
    assert deck_style(french_deck()) is french


def test_a_deck_with_an_unknown_rank_is_refused() -> None:
    bad = build_deck(
        "odd",
        trumps=[CardSpec("T1", "I", 1)],
        suits=[(french_deck().suit_info[0], [CardSpec("XH", "X♥", 1)])],
    )
    with pytest.raises(ValueError, match="neither a court card nor a pip card"):
        face_spec(1, deck_style(bad))


def test_display_order_keeps_the_excuse_with_the_trumps() -> None:
    deck = french_deck()
    style = deck_style(deck)
    cards = deck.parse_cards("2C EX KH T1 T21 10D 1H T12")
    shown = [deck.codes[c] for c in display_order(cards, style)]
    assert shown == ["T21", "T12", "T1", "EX", "KH", "1H", "10D", "2C"]


@pytest.mark.parametrize("deck_name", sorted(DECKS))
def test_deck_sheet_shows_every_card_once(deck_name: str) -> None:
    opts = RenderOptions.for_deck(DECKS[deck_name]())
    comp = compose_deck_sheet(opts)
    assert sorted(comp.cards) == list(range(opts.style.deck.size))


@pytest.mark.parametrize(("count", "rows"), [(17, 2), (18, 2), (19, 3), (20, 3), (24, 3)])
def test_big_french_hands_fit_the_chat_preview(count: int, rows: int) -> None:
    opts = samples.french_options()
    cards = samples.FRENCH_HAND_3P[:count]
    comp = compose_hand(cards, None, opts)
    boxes = [p.box for p in comp.placements]
    assert len({b[1] for b in boxes}) == rows
    assert comp.image.width == opts.px(HAND_WIDTH)
    assert all(b[0] >= 0 and b[2] <= comp.image.width and b[3] <= comp.image.height for b in boxes)
    assert comp.image.height <= comp.image.width * 0.6
    # Cards stay big enough for their corner labels (a 16-card hand has 61-unit cards).
    assert min(b[2] - b[0] for b in boxes) >= opts.px(52 if rows == 2 else 60)
    out = render_hand(cards, frozenset(cards[:5]), opts)
    assert out.size <= MAX_BYTES


def test_four_colour_recolours_french_suits_only() -> None:
    style = deck_style(french_deck())
    for card in range(style.deck.size):
        classic = card_face(card, WIDTH, ColourScheme.CLASSIC, style).image
        four = card_face(card, WIDTH, ColourScheme.FOUR_COLOUR, style).image
        spec = face_spec(card, style)
        same = spec.shape in (None, SuitShape.HEART, SuitShape.SPADE)
        assert (digest(classic) == digest(four)) == same, style.deck.codes[card]
