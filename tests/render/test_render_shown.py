"""Cards shown to the table: a French poignée, the trumps of an écart."""

from __future__ import annotations

import pytest
from render_helpers import face_mismatch

from bot.render import samples
from bot.render.drawing import recording_text
from bot.render.encode import MAX_BYTES
from bot.render.faces import card_face
from bot.render.models import ShownCards
from bot.render.shown import SHOWN_PER_ROW, compose_shown, render_shown
from bot.render.sorting import display_order

FR = samples.french_options()


def test_a_poignee_shows_its_cards_sorted_under_a_heading() -> None:
    shown = samples.french_poignee()
    with recording_text() as marks:
        comp = compose_shown(shown, FR)
    assert comp.cards == display_order(shown.cards, FR.style)
    assert comp.cards[-1] == FR.style.deck.parse_card("EX")  # the Excuse after the trumps
    assert [m.text for m in marks] == [f"{shown.title} · ", shown.caption]
    for p in comp.placements:
        width = p.box[2] - p.box[0]
        assert face_mismatch(comp.image, p.box, card_face(p.card, width, style=FR.style).image) == 0


@pytest.mark.parametrize(("count", "rows"), [(8, 1), (10, 1), (13, 2), (15, 2), (18, 2)])
def test_poignee_sizes_fit(count: int, rows: int) -> None:
    """Simple to triple poignées for 3 to 5 players: 8, 10, 13, 15 and 18 trumps."""
    cards = tuple(range(count))
    comp = compose_shown(ShownCards(cards, "Poignée", "Zoé"), FR)
    boxes = [p.box for p in comp.placements]
    assert len({b[1] for b in boxes}) == rows
    assert max(sum(1 for b in boxes if b[1] == y) for y in {b[1] for b in boxes}) <= SHOWN_PER_ROW
    assert all(b[0] >= 0 and b[2] <= comp.image.width and b[3] <= comp.image.height for b in boxes)
    assert render_shown(ShownCards(cards), FR).size <= MAX_BYTES


def test_shown_cards_model_checks_its_cards() -> None:
    with pytest.raises(ValueError):
        ShownCards(())
    with pytest.raises(ValueError):
        ShownCards((1, 1))
