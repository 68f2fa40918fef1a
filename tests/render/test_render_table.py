"""The trick image: seats around the table, names, leader, winner, extra card, open hand."""

from __future__ import annotations

import dataclasses

import pytest
from PIL import Image
from render_helpers import face_mismatch

from bot.render import samples
from bot.render.composition import CardState, RenderOptions
from bot.render.drawing import TextMark, recording_text
from bot.render.encode import MAX_BYTES
from bot.render.faces import card_face
from bot.render.models import OpenHand, PlayedCard, SeatLabel, TrickImage
from bot.render.style import Palette
from bot.render.table import (
    EXTRA_CARD,
    OPEN_CARD,
    TABLE_HEIGHTS,
    TRICK_CARD,
    compose_trick,
    render_trick,
    seat_position,
)
from engine.slovenian.cards import parse_cards, sort_for_display


def centre(box: tuple[int, int, int, int]) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def count_colour(
    img: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]
) -> int:
    data = img.crop(box).convert("RGB").tobytes()
    target = bytes(colour)
    return sum(1 for i in range(0, len(data), 3) if data[i : i + 3] == target)


def four_seat_trick(
    viewer: int, cards: str = "KH T3 QH 1H", winner: int | None = None
) -> TrickImage:
    played = tuple(PlayedCard(s, c) for s, c in zip((2, 3, 0, 1), parse_cards(cards), strict=False))
    return TrickImage(
        seats=samples.SEATS_4P, cards=played, viewer_seat=viewer, leader=2, winner=winner
    )


@pytest.mark.parametrize("viewer", [0, 1, 2, 3])
def test_viewer_at_bottom_and_the_rest_counter_clockwise(viewer: int, opts: RenderOptions) -> None:
    comp = compose_trick(four_seat_trick(viewer), opts)
    w = comp.image.width
    by_seat = {
        p.seat: centre(b.box)
        for p, b in zip(four_seat_trick(viewer).cards, comp.placements, strict=True)
    }
    bottom, right, top, left = (by_seat[(viewer + k) % 4] for k in range(4))
    assert bottom[1] > right[1] > top[1] and bottom[1] > left[1] > top[1]
    assert right[0] > w / 2 > left[0]
    assert bottom[0] == pytest.approx(w / 2, abs=2) == top[0]


def test_three_seats(opts: RenderOptions) -> None:
    seats = samples.SEATS_4P[:3]
    table = TrickImage(
        seats=seats,
        cards=tuple(
            PlayedCard(s, c) for s, c in zip((1, 2, 0), parse_cards("T5 T9 T1"), strict=True)
        ),
        viewer_seat=0,
        leader=1,
        winner=2,
    )
    assert [seat_position(table, s) for s in (0, 1, 2)] == [0, 1, 2]
    comp = compose_trick(table, opts)
    pos = {p.card: centre(p.box) for p in comp.placements}
    me, right, left = (pos[c] for c in parse_cards("T1 T5 T9"))
    assert me[1] > right[1] and me[1] > left[1]
    assert right[0] > comp.image.width / 2 > left[0]


def test_trick_cards_are_the_played_faces(opts: RenderOptions) -> None:
    table = samples.sample_trick()
    comp = compose_trick(table, opts)
    expected = [p.card for p in table.cards] + [table.extra_card]
    assert comp.cards == expected
    winner = next(p.card for p in table.cards if p.seat == table.winner)
    for p in comp.placements:
        width = p.box[2] - p.box[0]
        assert width == opts.px(EXTRA_CARD if p.card == table.extra_card else TRICK_CARD)
        if p.card == winner:  # carries the winner's badge: still closest to its own face
            best = min(
                range(54), key=lambda c: face_mismatch(comp.image, p.box, card_face(c, width).image)
            )
            assert best == winner
        else:
            assert face_mismatch(comp.image, p.box, card_face(p.card, width).image) == 0


def test_winner_is_ringed_and_badged(opts: RenderOptions) -> None:
    table = samples.sample_trick()
    comp = compose_trick(table, opts)
    pad = opts.px(3)
    for play, placement in zip(table.cards, comp.placements, strict=False):
        x0, y0, x1, y1 = placement.box
        ring = count_colour(comp.image, (x0 - pad, y0 - pad, x1 + pad, y1 + pad), Palette.WINNER)
        if play.seat == table.winner:
            assert placement.state is CardState.WINNER
            assert ring > 500
        else:
            assert placement.state is CardState.NORMAL
            assert ring == 0
    unfinished = compose_trick(four_seat_trick(0, "KH T3"), opts)
    assert all(p.state is CardState.NORMAL for p in unfinished.placements)
    assert count_colour(unfinished.image, (0, 0, *unfinished.image.size), Palette.WINNER) == 0


def plate_texts(marks: list[TextMark], box: tuple[int, int, int, int]) -> list[str]:
    """Texts drawn with their anchor inside ``box``."""
    return [m.text for m in marks if box[0] <= m.xy[0] <= box[2] and box[1] <= m.xy[1] <= box[3]]


def test_leader_is_marked_by_play_order_not_as_on_turn(opts: RenderOptions) -> None:
    """The leader's plate says 1 (first to play), the next 2, 3 …; a leader who is not on
    turn gets nothing gold, so its mark cannot be read as "on turn"."""
    table = four_seat_trick(0, "KH T3 QH")  # seat 2 led, then 3 and 0; seat 1 still to play
    with recording_text() as marks:
        comp = compose_trick(table, opts)
    for seat, order in ((2, "1"), (3, "2"), (0, "3")):
        assert order in plate_texts(marks, comp.regions[f"plate:{seat}"]), seat
    assert not any(t.isdigit() for t in plate_texts(marks, comp.regions["plate:1"]))
    for seat in range(4):
        assert count_colour(comp.image, comp.regions[f"plate:{seat}"], Palette.GOLD) == 0


def test_seat_on_turn_is_marked_in_gold(opts: RenderOptions) -> None:
    table = dataclasses.replace(four_seat_trick(0, "KH T3 QH"), to_move=1)
    comp = compose_trick(table, opts)
    for seat in range(4):
        gold = count_colour(comp.image, comp.regions[f"plate:{seat}"], Palette.GOLD)
        assert (gold > 300) == (seat == 1), seat
    # Its empty place on the table is outlined in gold too.
    assert count_colour(comp.image, comp.regions["place:1"], Palette.GOLD) > 300
    # Before anyone has played, the leader is the seat on turn: ▶, no order number yet.
    start = TrickImage(seats=samples.SEATS_4P, cards=(), viewer_seat=0, leader=2, to_move=2)
    with recording_text() as marks:
        comp = compose_trick(start, opts)
    assert count_colour(comp.image, comp.regions["plate:2"], Palette.GOLD) > 300
    assert plate_texts(marks, comp.regions["plate:2"]) == ["Čedomir"]


@pytest.mark.parametrize("viewer", [0, 2, 4])
def test_five_seats_go_counter_clockwise(viewer: int, opts: RenderOptions) -> None:
    seats = tuple(SeatLabel(i, f"P{i}") for i in range(5))
    cards = parse_cards("T1 T2 T3 T4 T5")
    table = TrickImage(
        seats=seats,
        cards=tuple(PlayedCard(s, c) for s, c in enumerate(cards)),
        viewer_seat=viewer,
        leader=0,
        winner=4,
    )
    comp = compose_trick(table, opts)
    pos = {p.card: centre(p.box) for p in comp.placements}
    bottom, right, top_right, top_left, left = (pos[cards[(viewer + k) % 5]] for k in range(5))
    w = comp.image.width
    assert bottom[0] == pytest.approx(w / 2, abs=2)
    assert bottom[1] > right[1] > top_right[1] and bottom[1] > left[1] > top_left[1]
    assert right[0] > w / 2 > left[0] and top_right[0] > w / 2 > top_left[0]
    boxes = [p.box for p in comp.placements]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], "cards overlap"
    for seat in range(5):
        plate = comp.regions[f"plate:{seat}"]
        assert plate[0] >= 0 and plate[2] <= w and plate[1] >= 0
        for box in boxes:
            assert (
                plate[2] <= box[0] or box[2] <= plate[0] or plate[3] <= box[1] or box[3] <= plate[1]
            )


def test_slovene_names_are_drawn(opts: RenderOptions) -> None:
    def img(name: str) -> bytes:
        seats = (SeatLabel(0, "Ana"), SeatLabel(1, "Bor"), SeatLabel(2, name))
        return compose_trick(TrickImage(seats=seats, cards=(), viewer_seat=0), opts).image.tobytes()

    assert img("Čedomir Šuštar") != img("Cedomir Sustar")
    assert img("Žiga") != img("Ziga")


def test_open_hand_is_shown_below_the_table(opts: RenderOptions) -> None:
    table = samples.sample_open_trick()
    assert table.open_hand is not None
    comp = compose_trick(table, opts)
    table_h = opts.px(TABLE_HEIGHTS[len(table.seats)])
    assert comp.image.height > table_h
    shown = [p for p in comp.placements if p.box[1] >= table_h]
    assert [p.card for p in shown] == sort_for_display(table.open_hand.cards)
    assert {p.box[2] - p.box[0] for p in shown} == {opts.px(OPEN_CARD)}
    for p in shown:
        assert face_mismatch(comp.image, p.box, card_face(p.card, opts.px(OPEN_CARD)).image) == 0


@pytest.mark.parametrize("count", [11, 12, 16])
def test_open_hand_fits_the_image(count: int, opts: RenderOptions) -> None:
    """A 4-player open beggar holds 12 cards, a 3-player one 16: every card stays inside."""
    cards = tuple(range(22, 22 + count))
    table = dataclasses.replace(samples.sample_open_trick(), open_hand=OpenHand(2, cards))
    comp = compose_trick(table, opts)
    shown = [p for p in comp.placements if p.card in cards]
    assert len(shown) == count
    assert all(p.box[0] >= 0 and p.box[2] <= comp.image.width for p in shown)
    assert all(p.box[3] <= comp.image.height for p in shown)


def test_trick_encodes_within_budget(opts: RenderOptions) -> None:
    for table in (samples.sample_trick(), samples.sample_open_trick()):
        out = render_trick(table, opts)
        assert out.size <= MAX_BYTES
        assert out.width == 1100


def test_trick_model_rejects_impossible_tables() -> None:
    seats = samples.SEATS_4P
    with pytest.raises(ValueError):
        TrickImage(seats=seats[:2], cards=(), viewer_seat=0)
    with pytest.raises(ValueError):
        TrickImage(seats=seats, cards=(), viewer_seat=9)
    with pytest.raises(ValueError):
        TrickImage(seats=seats, cards=(PlayedCard(0, 1), PlayedCard(0, 2)), viewer_seat=0)
    with pytest.raises(ValueError):
        TrickImage(seats=seats, cards=(PlayedCard(0, 1),), viewer_seat=0, winner=1)
    with pytest.raises(ValueError):
        TrickImage(seats=seats, cards=(), viewer_seat=0, open_hand=OpenHand(7, (1,)))
    with pytest.raises(ValueError):
        TrickImage(seats=seats, cards=(), viewer_seat=0, to_move=7)
    with pytest.raises(ValueError):
        TrickImage(seats=seats, cards=(PlayedCard(0, 1),), viewer_seat=0, leader=1)
    six = tuple(SeatLabel(i, str(i)) for i in range(6))
    with pytest.raises(ValueError):
        TrickImage(seats=six, cards=(), viewer_seat=0)
