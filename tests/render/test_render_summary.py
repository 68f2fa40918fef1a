"""The deal summary: every score line drawn, values written as numbers, sizes in bounds."""

from __future__ import annotations

import dataclasses

from PIL import ImageChops

from bot.render import samples
from bot.render.composition import RenderOptions
from bot.render.encode import MAX_BYTES
from bot.render.models import LineKind, ScoreLine, SidePoints
from bot.render.summary import LINE_ROW, compose_summary, render_summary, value_text


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
