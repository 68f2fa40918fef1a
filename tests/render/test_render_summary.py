"""The deal summary: every score line drawn, values written as numbers, sizes in bounds."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from PIL import ImageChops

from bot.render import samples
from bot.render.composition import RenderOptions
from bot.render.drawing import TextMark, recording_text, signed
from bot.render.encode import MAX_BYTES
from bot.render.fonts import font
from bot.render.models import (
    LineKind,
    PlayerResult,
    ScoreLine,
    ScoreSection,
    SidePoints,
    SummaryImage,
)
from bot.render.style import Palette
from bot.render.summary import (
    LINE_ROW,
    PAD,
    RULE_GAP,
    SIDE_ROW,
    compose_summary,
    render_summary,
    value_text,
)


def test_values_are_written_as_numbers() -> None:
    assert value_text(ScoreLine("Igra", 10)) == "+10"
    assert value_text(ScoreLine("Mond", -20)) == "\u221220"
    assert value_text(ScoreLine("Nič", 0)) == "0"
    assert value_text(ScoreLine("Kontra", 4, LineKind.MULTIPLIER)) == "×4"


def test_every_score_line_takes_a_row(opts: RenderOptions) -> None:
    s = samples.sample_summary()
    base = compose_summary(s, opts).image
    more = dataclasses.replace(s, lines=(*s.lines, ScoreLine("Valat", 250)))
    assert compose_summary(more, opts).image.height - base.height == opts.px(LINE_ROW)


def test_each_line_label_and_value_is_drawn_in_its_row(opts: RenderOptions) -> None:
    s = samples.sample_summary()
    base = compose_summary(s, opts).image
    rows: list[tuple[int, int]] = []
    for i, line in enumerate(s.lines):
        relabelled = list(s.lines)
        relabelled[i] = dataclasses.replace(line, label=line.label + " ž")
        revalued = list(s.lines)
        revalued[i] = dataclasses.replace(line, value=line.value + 7)
        for changed in (relabelled, revalued):
            img = compose_summary(dataclasses.replace(s, lines=tuple(changed)), opts).image
            bbox = ImageChops.difference(base, img).getbbox()
            assert bbox is not None, line.label
            rows.append((bbox[1], bbox[3]))
    # Changes to line i stay within one row, and rows go down the image in order.
    for top, bottom in rows:
        assert bottom - top <= opts.px(LINE_ROW)
    tops = [rows[2 * i][0] for i in range(len(s.lines))]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)


def test_side_points_fill_their_bars(opts: RenderOptions) -> None:
    s = samples.sample_summary()
    base = compose_summary(s, opts).image
    swapped = dataclasses.replace(
        s, sides=(SidePoints("Žan + Ana", 26, declarer=True), SidePoints("Špela + Čedomir", 44))
    )
    assert ImageChops.difference(base, compose_summary(swapped, opts).image).getbbox() is not None


def test_summary_encodes_within_budget(opts: RenderOptions) -> None:
    out = render_summary(samples.sample_summary(), opts)
    assert out.size <= MAX_BYTES and out.width == 1100
    assert out.filename == "summary.png"


def test_summary_without_optional_parts(opts: RenderOptions) -> None:
    s = dataclasses.replace(
        samples.sample_summary(), declarer=None, partner=None, outcome=None, total=None, results=()
    )
    assert (
        compose_summary(s, opts).image.height
        < compose_summary(samples.sample_summary(), opts).image.height
    )


def text_box(mark: TextMark, anchor: str = "mm") -> tuple[float, float, float, float]:
    """Where a recorded text was drawn (drawn with anchor ``anchor``)."""
    box = font(mark.size, bold=mark.bold).getbbox(mark.text, anchor=anchor)
    return (box[0] + mark.xy[0], box[1] + mark.xy[1], box[2] + mark.xy[0], box[3] + mark.xy[1])


def valat_summary(players: int) -> SummaryImage:
    names = ("Žan", "Špela", "Čedomir", "Ana", "Bor")[:players]
    scores = (1000, -1000, -1000, 1000, -1000)[:players]
    return dataclasses.replace(
        samples.sample_summary(),
        contract="Valat",
        sides=(),
        lines=(ScoreLine("Valat", 500),),
        total=ScoreLine("Skupaj", 1000),
        sections=(),
        results=tuple(PlayerResult(n, d, d * 12) for n, d in zip(names, scores, strict=True)),
    )


@pytest.mark.parametrize("players", [3, 4, 5])
def test_four_digit_results_stay_inside_their_boxes(players: int, opts: RenderOptions) -> None:
    """A valat: −1000 and a five-digit Σ −12000 in each player's box, with 3 to 5 boxes."""
    s = valat_summary(players)
    with recording_text() as marks:
        comp = compose_summary(s, opts)
    results = comp.regions["results"]
    inside = [m for m in marks if results[1] <= m.xy[1] <= results[3]]
    assert len(inside) == 3 * players  # name, result, total
    for i in range(players):
        chip = comp.regions[f"result:{i}"]
        mine = [m for m in inside if chip[0] <= m.xy[0] <= chip[2]]
        assert {m.text for m in mine} >= {signed(s.results[i].delta)}
        for mark in mine:
            x0, y0, x1, y1 = text_box(mark)
            assert chip[0] < x0 and x1 < chip[2] and chip[1] < y0 and y1 < chip[3], mark.text


@pytest.mark.parametrize("contract", ["Berač", "Valat", "Barvni valat"])
def test_no_points_band_without_card_points(contract: str, opts: RenderOptions) -> None:
    """Beggar and valat summaries count no card points: no band (no rule, no empty rows)."""
    with_sides = samples.sample_summary()
    without = dataclasses.replace(with_sides, contract=contract, sides=())
    comp = compose_summary(without, opts)
    assert "sides" not in comp.regions
    band = opts.px(RULE_GAP) + len(with_sides.sides) * opts.px(SIDE_ROW)
    assert compose_summary(with_sides, opts).image.height - comp.image.height == band
    # Only one rule between the header and the score lines.
    img = comp.image.convert("RGB")
    x = opts.px(PAD) + 4
    column = [
        img.getpixel((x, y)) for y in range(comp.regions["header"][3], comp.regions["lines"][1])
    ]
    rules = sum(1 for a, b in itertools.pairwise(column) if a != b and b != Palette.FELT)
    assert rules == 1


def test_penalties_stand_apart_from_the_total(opts: RenderOptions) -> None:
    """A mond penalty is not part of the declarer's total: it is drawn below the total,
    after a rule and under its own heading."""
    s = samples.sample_summary()
    section = s.sections[0]
    with recording_text() as marks:
        comp = compose_summary(s, opts)
    total = comp.regions["total"]
    part = comp.regions["section:0"]
    assert part[1] >= total[3]
    heading = next(m for m in marks if m.text == section.title)
    line = next(m for m in marks if m.text == section.lines[0].label)
    assert total[3] + opts.px(RULE_GAP) <= heading.xy[1] < line.xy[1] < part[3]
    changed = dataclasses.replace(
        s, sections=(ScoreSection((dataclasses.replace(section.lines[0], value=-40),), "Kazni"),)
    )
    bbox = ImageChops.difference(comp.image, compose_summary(changed, opts).image).getbbox()
    assert bbox is not None and bbox[1] >= part[1]


def test_half_points_and_a_target_tick(opts: RenderOptions) -> None:
    """French card points are counted in halves, out of 91, with the target by bouts."""
    s = samples.french_summary()
    with recording_text() as marks:
        comp = compose_summary(s, samples.french_options())
    assert {"47½", "43½"} <= {m.text for m in marks}
    assert s.target == 82
    moved = dataclasses.replace(s, points_target=112)  # 56 points: no bout
    other = compose_summary(moved, samples.french_options())
    bbox = ImageChops.difference(comp.image, other.image).getbbox()
    sides = comp.regions["sides"]
    assert bbox is not None and sides[1] <= bbox[1] and bbox[3] <= sides[3]


def test_subtotals_and_counts_are_written_as_such() -> None:
    assert value_text(ScoreLine("Base", 64, LineKind.SUBTOTAL)) == "+64"
    assert value_text(ScoreLine("À faire", 41, LineKind.COUNT)) == "41"
    assert value_text(ScoreLine("Différence", -3, LineKind.COUNT)) == "\u22123"


def test_facts_are_drawn(opts: RenderOptions) -> None:
    s = samples.french_summary()
    with recording_text() as marks:
        compose_summary(s, samples.french_options())
    texts = {m.text.strip() for m in marks}
    for fact in s.facts:
        assert fact.label in texts and fact.value in texts


def test_summary_model_checks_points() -> None:
    s = samples.sample_summary()
    with pytest.raises(ValueError):
        dataclasses.replace(s, points_target=71)
    with pytest.raises(ValueError):
        dataclasses.replace(s, points_unit=0)
