"""The talon image: groups on separate trays, clearly apart, the chosen one marked."""

from __future__ import annotations

import pytest
from PIL import Image
from render_helpers import face_mismatch

from bot.render import samples
from bot.render.composition import CardState, RenderOptions, dimmed_face
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
        TalonImage(groups=((1, 2), (3,)))
    with pytest.raises(ValueError):
        TalonImage(groups=((1, 2), (3, 4)), chosen=2)
