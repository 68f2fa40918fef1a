"""The hand image: sorted, every card readable, only the given cards, legal ones marked."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageStat
from render_helpers import face_mismatch, paper_pixels_outside

from bot.render import samples
from bot.render.composition import CardState, RenderOptions, dimmed_face
from bot.render.encode import MAX_BYTES
from bot.render.faces import INDEX_SIZE, card_face
from bot.render.hand import HAND_WIDTH, compose_hand, hand_card_width, hand_height, render_hand
from bot.render.style import TAROK_STYLE, ColourScheme
from engine.slovenian.cards import sort_for_display


def rows_of(placements: list[tuple[int, int, int, int]]) -> int:
    return len({box[3] for box in placements})


@pytest.mark.parametrize(
    ("cards", "per_row", "min_card"),
    [(samples.HAND_4P, 6, 80), (samples.HAND_3P, 8, 60)],
)
def test_hand_layout_fits_the_chat_preview(
    cards: tuple[int, ...], per_row: int, min_card: int, opts: RenderOptions
) -> None:
    comp = compose_hand(cards, None, opts)
    assert comp.image.width == opts.px(HAND_WIDTH) == 1100
    assert comp.image.height == hand_height(len(cards), opts)
    assert comp.image.height < comp.image.width / 1.5
    boxes = [p.box for p in comp.placements]
    assert rows_of(boxes) == 2
    widths = {b[2] - b[0] for b in boxes}
    assert widths == {hand_card_width(len(cards), opts)}
    # Cards (and so their labels) stay big when shown 550 units wide.
    card_units = widths.pop() / opts.scale
    assert card_units >= min_card
    assert card_units * INDEX_SIZE >= 20
    assert sum(1 for b in boxes if b[1] == boxes[0][1]) == per_row
    assert all(b[0] >= 0 and b[2] <= comp.image.width for b in boxes)


def test_hand_is_sorted_for_display(opts: RenderOptions) -> None:
    cards = list(samples.HAND_3P)[::-1]
    comp = compose_hand(cards, None, opts)
    assert comp.cards == sort_for_display(cards)
    # Reading order: left to right, then the second row.
    keys = [(p.box[1], p.box[0]) for p in comp.placements]
    assert keys == sorted(keys)


@pytest.mark.parametrize("legal", [None, samples.LEGAL_3P])
def test_hand_shows_exactly_the_given_cards(
    legal: frozenset[int] | None, opts: RenderOptions
) -> None:
    """Every card region matches its own face best, among all 54 faces."""
    comp = compose_hand(samples.HAND_3P, legal, opts)
    assert sorted(comp.cards) == sorted(samples.HAND_3P)
    w = hand_card_width(len(samples.HAND_3P), opts)
    for placement in comp.placements:
        dimmed = placement.state is CardState.DIMMED

        def face(card: int, dimmed: bool = dimmed) -> Image.Image:
            if dimmed:
                return dimmed_face(card, w, opts.scheme, opts.style)
            return card_face(card, w, opts.scheme, opts.style).image

        assert face_mismatch(comp.image, placement.box, face(placement.card)) == 0
        best = min(range(54), key=lambda c: face_mismatch(comp.image, placement.box, face(c)))
        assert best == placement.card
    # And nothing card-like was drawn anywhere else.
    boxes = [p.box for p in comp.placements]
    assert paper_pixels_outside(comp.image, boxes, opts.px(6)) == 0


def test_legal_cards_are_raised_and_the_others_dimmed(opts: RenderOptions) -> None:
    comp = compose_hand(samples.HAND_3P, samples.LEGAL_3P, opts)
    states = {p.card: p for p in comp.placements}
    for card, p in states.items():
        expected = CardState.LEGAL if card in samples.LEGAL_3P else CardState.DIMMED
        assert p.state is expected
    plain = {p.card: p for p in compose_hand(samples.HAND_3P, None, opts).placements}
    for card, p in states.items():
        lifted = plain[card].box[1] - p.box[1]
        assert lifted == (opts.px(8) if card in samples.LEGAL_3P else 0)
        bright = ImageStat.Stat(comp.image.crop(p.box).convert("L")).mean[0]
        normal = ImageStat.Stat(
            compose_hand(samples.HAND_3P, None, opts).image.crop(plain[card].box).convert("L")
        ).mean[0]
        if card in samples.LEGAL_3P:
            assert bright == pytest.approx(normal, abs=1)
        else:
            assert bright < normal * 0.85


def paper_and_ink(face: Image.Image) -> tuple[tuple[int, ...], int, int]:
    """A face's paper colour (the commonest colour of a strip of bare paper between the
    card's edge and its picture), paper and darkest ink luminance."""
    rgb = face.convert("RGB")
    opaque = face.getchannel("A").point(lambda a: 255 if a == 255 else 0)
    w, h = face.size
    strip = rgb.crop((round(w * 0.056), h // 4, round(w * 0.068), h * 3 // 4))
    colours = strip.getcolors(1 << 16)
    assert colours is not None
    paper = max(colours)[1]
    lum = rgb.convert("L")
    darkest = Image.composite(lum, Image.new("L", lum.size, 255), opaque).getextrema()[0]
    return paper, round(0.299 * paper[0] + 0.587 * paper[1] + 0.114 * paper[2]), darkest


@pytest.mark.parametrize("scheme", [ColourScheme.CLASSIC, ColourScheme.FOUR_COLOUR])
def test_unplayable_cards_are_greyed_out_cleanly(scheme: ColourScheme) -> None:
    """A dimmed face is greyer paper (not tinted by the felt), clearly darker than a playable
    face, and keeps most of its ink-to-paper contrast (so it stays crisp)."""
    width = hand_card_width(16)
    for card in range(54):
        normal = card_face(card, width, scheme).image
        dim = dimmed_face(card, width, scheme, TAROK_STYLE)
        paper, paper_l, ink_l = paper_and_ink(normal)
        dim_paper, dim_paper_l, dim_ink_l = paper_and_ink(dim)
        tint = max(paper) - min(paper)
        assert max(dim_paper) - min(dim_paper) <= max(6, tint / 2), (card, dim_paper)
        assert dim_paper_l <= 0.8 * paper_l
        assert dim_paper_l - dim_ink_l >= 0.6 * (paper_l - ink_l), card


def test_no_legal_set_shows_every_card_normally(opts: RenderOptions) -> None:
    comp = compose_hand(samples.HAND_4P, None, opts)
    assert {p.state for p in comp.placements} == {CardState.NORMAL}


@pytest.mark.parametrize("cards", [samples.HAND_4P, samples.HAND_3P, samples.HAND_3P[:3], ()])
def test_encoded_hand_is_small_and_decodes(cards: tuple[int, ...], opts: RenderOptions) -> None:
    out = render_hand(cards, None, opts)
    assert 0 < out.size <= MAX_BYTES
    assert out.filename == "hand.png"
    with Image.open(io.BytesIO(out.data)) as img:
        assert img.format == "PNG"
        assert img.size == (out.width, out.height) == (1100, hand_height(len(cards), opts))
