"""The talon image: groups on separate trays, clearly apart, the chosen one marked."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from PIL import Image
from render_helpers import face_mismatch

from bot.render import samples
from bot.render.composition import CardState, RenderOptions, dimmed_face
from bot.render.drawing import recording_text
from bot.render.encode import MAX_BYTES
from bot.render.faces import card_face
from bot.render.models import TalonImage
from bot.render.style import Palette
from bot.render.talon import CARD_GAP, compose_talon, render_talon, tray_gap


@pytest.mark.parametrize("per_group", [3, 2, 1])
def test_groups_are_visibly_separated(per_group: int, opts: RenderOptions) -> None:
    talon = samples.sample_talon_groups(per_group)
    comp = compose_talon(talon, opts)
    groups = len(talon.groups)
    assert comp.cards == [c for g in talon.groups for c in g]
    trays = [comp.regions[f"group:{i}"] for i in range(groups)]
    boxes = [p.box for p in comp.placements]
    img = comp.image.convert("RGB")
    for i in range(groups - 1):
        gap = trays[i + 1][0] - trays[i][2]
        assert gap == opts.px(tray_gap(groups))
        # Cards of one group are closer to each other than to the next group's cards.
        between = boxes[(i + 1) * per_group][0] - boxes[(i + 1) * per_group - 1][2]
        assert between > 3 * opts.px(CARD_GAP)
        # The strip between trays is bare table: not a single card pixel, top to bottom.
        x = (trays[i][2] + trays[i + 1][0]) // 2
        column = [img.getpixel((x, y)) for y in range(trays[i][1], trays[i][3])]
        assert all(p == Palette.FELT for p in column)
    for i, tray in enumerate(trays):
        for box in boxes[i * per_group : (i + 1) * per_group]:
            assert tray[0] < box[0] and box[2] < tray[2]


def test_chosen_group_is_marked_and_the_rest_dimmed(opts: RenderOptions) -> None:
    talon = samples.sample_talon()
    comp = compose_talon(talon, opts)
    assert talon.chosen == 1
    img = comp.image.convert("RGB")

    def gold_in(box: tuple[int, int, int, int]) -> int:
        data = img.crop(box).tobytes()
        return sum(1 for i in range(0, len(data), 3) if data[i : i + 3] == bytes(Palette.GOLD))

    assert gold_in(comp.regions["group:1"]) > 1000
    assert gold_in(comp.regions["group:0"]) == 0
    w = comp.placements[0].box[2] - comp.placements[0].box[0]
    for p in comp.placements:
        chosen = p.card in talon.groups[1]
        assert p.state is (CardState.NORMAL if chosen else CardState.DIMMED)
        face: Image.Image = (
            card_face(p.card, w).image
            if chosen
            else dimmed_face(p.card, w, opts.scheme, opts.style)
        )
        assert face_mismatch(comp.image, p.box, face) == 0


def test_unchosen_talon_shows_all_cards_normally(opts: RenderOptions) -> None:
    comp = compose_talon(samples.sample_talon_groups(2), opts)
    assert {p.state for p in comp.placements} == {CardState.NORMAL}


def test_talon_encodes_within_budget(opts: RenderOptions) -> None:
    for per_group in (1, 2, 3):
        out = render_talon(samples.sample_talon_groups(per_group), opts)
        assert out.size <= MAX_BYTES and out.width == 1100


def test_talon_model_validates_groups() -> None:
    with pytest.raises(ValueError):
        TalonImage(groups=())
    with pytest.raises(ValueError):
        TalonImage(groups=((1, 2), ()))
    with pytest.raises(ValueError):
        TalonImage(groups=((1, 2), (3, 4)), chosen=2)
    assert TalonImage(groups=((1, 2, 3, 4), (5,), (6,))).groups[0] == (1, 2, 3, 4)


def drawn_texts(talon: TalonImage, opts: RenderOptions) -> list[str]:
    with recording_text() as marks:
        compose_talon(talon, opts)
    return [m.text for m in marks]


def test_caption_follows_whether_a_group_is_chosen(opts: RenderOptions) -> None:
    """The model holds both captions; the image says "choosing" only while nothing is
    chosen, and the chosen caption once a group is taken."""
    talon = samples.sample_talon()
    assert talon.chosen == 1
    texts = drawn_texts(talon, opts)
    assert talon.caption_chosen in texts and talon.caption_choosing not in texts
    before = dataclasses.replace(talon, chosen=None)
    texts = drawn_texts(before, opts)
    assert talon.caption_choosing in texts and talon.caption_chosen not in texts
    assert before.caption == talon.caption_choosing and talon.caption == talon.caption_chosen


def test_groups_of_different_sizes(opts: RenderOptions) -> None:
    """The Czech talon: t1–t4 to the declarer, t5 and t6 to the next two players."""
    talon = samples.czech_talon()
    cz = samples.czech_options()
    comp = compose_talon(talon, cz)
    assert comp.cards == [c for g in talon.groups for c in g]
    widths = {p.box[2] - p.box[0] for p in comp.placements}
    assert len(widths) == 1, "every card of the talon has the same size"
    trays = [comp.regions[f"group:{i}"] for i in range(3)]
    assert all(a[2] < b[0] for a, b in itertools.pairwise(trays))
    assert trays[-1][2] <= comp.image.width
    for i, tray in enumerate(trays):
        inside = [p for p in comp.placements if p.card in talon.groups[i]]
        assert len(inside) == len(talon.groups[i])
        assert all(tray[0] < p.box[0] and p.box[2] < tray[2] for p in inside)


@pytest.mark.parametrize("count", [6, 3, 2])
def test_a_single_group_is_one_tray_without_a_number(count: int, opts: RenderOptions) -> None:
    """A French chien (6 or 3 cards) or the trumps shown from an écart."""
    fr = samples.french_options()
    cards = samples.french_chien().groups[0][:count]
    talon = TalonImage(groups=(cards,), title="Chien")
    comp = compose_talon(talon, fr)
    assert comp.cards == list(cards)
    assert drawn_texts(talon, fr) == ["Chien"]
    assert comp.image.width == 1100
