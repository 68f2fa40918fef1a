"""The score sheet: columns per player, rows per deal, radelci as circles, final row."""

from __future__ import annotations

import dataclasses

import pytest
from PIL import Image, ImageChops
from render_helpers import blobs

from bot.render import samples
from bot.render.composition import RenderOptions
from bot.render.drawing import recording_text
from bot.render.encode import MAX_BYTES
from bot.render.models import RadelcMarks, ScoreSheetImage, SheetRow
from bot.render.sheet import NAME_ROW, ROW, compose_sheet, render_sheet, sheet_layout


def radelci_drawn(img: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, int]:
    """(open, cancelled) circles found in ``box``: dark rings and dark discs."""
    crop = img.crop(box).convert("L")
    w, h = crop.size
    data = crop.tobytes()
    dark = {(x, y) for y in range(h) for x in range(w) if data[y * w + x] < 110}
    open_, cancelled = 0, 0
    for blob in blobs(dark):
        xs = [p[0] for p in blob]
        ys = [p[1] for p in blob]
        bw, bh = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        assert abs(bw - bh) <= 2, "a radelc mark is round"
        centre = ((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2)
        if centre in blob:
            cancelled += 1
        else:
            open_ += 1
    return open_, cancelled


def test_radelci_are_circles_open_and_filled(opts: RenderOptions) -> None:
    sheet = samples.sample_sheet()
    comp = compose_sheet(sheet, opts)
    for i, marks in enumerate(sheet.radelci):
        found = radelci_drawn(comp.image, comp.regions[f"radelci:{i}"])
        assert found == (marks.open, marks.cancelled)


@pytest.mark.parametrize("marks", [(0, 0), (1, 0), (0, 1), (3, 2), (9, 4)])
def test_radelc_counts_any_number(marks: tuple[int, int], opts: RenderOptions) -> None:
    sheet = dataclasses.replace(
        samples.sample_sheet(),
        radelci=(RadelcMarks(*marks), RadelcMarks(0, 0), RadelcMarks(0, 0), RadelcMarks(0, 0)),
    )
    comp = compose_sheet(sheet, opts)
    assert radelci_drawn(comp.image, comp.regions["radelci:0"]) == marks


def test_one_row_per_deal_and_a_final_row(opts: RenderOptions) -> None:
    sheet = samples.sample_sheet()
    base = compose_sheet(sheet, opts).image
    extra = SheetRow("8 · Tri", (10, None, None, 10), (90, -45, 150, -205))
    longer = compose_sheet(dataclasses.replace(sheet, rows=(*sheet.rows, extra)), opts).image
    assert longer.height - base.height == opts.px(sheet_layout(sheet).row)
    without_final = compose_sheet(dataclasses.replace(sheet, final=None), opts).image
    assert without_final.height < base.height
    hidden = compose_sheet(dataclasses.replace(sheet, hidden_rows=12), opts).image
    assert hidden.height - base.height == opts.px(ROW)


def test_each_player_has_a_column(opts: RenderOptions) -> None:
    sheet = samples.sample_sheet()
    base = compose_sheet(sheet, opts)
    for i in range(len(sheet.players)):
        players = list(sheet.players)
        players[i] = "Žiga"
        other = compose_sheet(dataclasses.replace(sheet, players=tuple(players)), opts)
        bbox = ImageChops.difference(base.image, other.image).getbbox()
        region = base.regions[f"radelci:{i}"]
        assert bbox is not None
        assert region[0] <= bbox[0] and bbox[2] <= region[2], "the name stays in its column"


def test_sheet_encodes_within_budget(opts: RenderOptions) -> None:
    out = render_sheet(samples.sample_sheet(), opts)
    assert out.size <= MAX_BYTES and out.width == 1100
    assert out.filename == "scoresheet.png"


def drawn(sheet: ScoreSheetImage, opts: RenderOptions) -> list[str]:
    with recording_text() as marks:
        compose_sheet(sheet, opts)
    return [m.text for m in marks]


@pytest.mark.parametrize("players", [3, 4])
def test_contract_names_are_not_cut(players: int, opts: RenderOptions) -> None:
    """Every Slovenian contract name fits its row label whole ("Barvni valat", not "Barvni…")."""
    names = ["Tri", "Solo brez", "Odprti berač", "Barvni valat", "Mondfang", "Klop"]
    rows = tuple(
        SheetRow(f"{i} · {name}", (10,) + (None,) * (players - 1), (10 * i,) + (0,) * (players - 1))
        for i, name in enumerate(names, start=10)
    )
    sheet = ScoreSheetImage(players=samples.PLAYERS[:players], rows=rows)
    texts = drawn(sheet, opts)
    assert all("…" not in t for t in texts)
    for row in rows:
        assert row.label in texts


def test_a_label_too_long_for_its_column_wraps(opts: RenderOptions) -> None:
    long = SheetRow("12 · Třetí hra ve třetím stupni", (10, -10, 0, 0), (10, -10, 0, 0))
    sheet = ScoreSheetImage(players=samples.PLAYERS, rows=(long,))
    texts = drawn(sheet, opts)
    assert "…" not in " ".join(texts)
    assert (
        " ".join(t for t in texts if not t.lstrip("+−-").isdigit() and t not in samples.PLAYERS)
        == long.label
    )
    one_line = compose_sheet(
        dataclasses.replace(sheet, rows=(dataclasses.replace(long, label="1 · Tri"),)), opts
    )
    assert compose_sheet(sheet, opts).image.height > one_line.image.height


def test_notes_go_under_their_label(opts: RenderOptions) -> None:
    sheet = samples.czech_sheet()
    with recording_text() as marks:
        comp = compose_sheet(sheet, samples.czech_options())
    for i, row in enumerate(sheet.rows):
        box = comp.regions[f"row:{i}"]
        label = next(m for m in marks if m.text == row.label)
        assert row.note is not None
        first_word = row.note.split()[0]
        note = next(
            m for m in marks if m.text.startswith(first_word) and box[1] <= m.xy[1] <= box[3]
        )
        assert label.xy[0] == note.xy[0] and label.xy[1] < note.xy[1]


def test_names_keep_their_columns(opts: RenderOptions) -> None:
    """Five players and long notes: the names are never cut, the labels wrap instead."""
    sheet = samples.french_sheet()
    texts = drawn(sheet, samples.french_options())
    for name in sheet.players:
        assert name in texts


def test_games_without_radelci(opts: RenderOptions) -> None:
    sheet = samples.french_sheet()
    assert sheet.radelci == ()
    comp = compose_sheet(sheet, opts)
    head = comp.regions["radelci:0"]
    assert head[3] - head[1] == opts.px(NAME_ROW), "the column head holds only the name"
    with_marks = dataclasses.replace(sheet, radelci=(RadelcMarks(1, 0),) * 5)
    assert compose_sheet(with_marks, opts).image.height > comp.image.height


def test_sheet_model_checks_columns() -> None:
    with pytest.raises(ValueError):
        ScoreSheetImage(players=("A", "B"), rows=(), radelci=(RadelcMarks(0, 0),))
    assert ScoreSheetImage(players=("A", "B"), rows=()).radelci == ()
    with pytest.raises(ValueError):
        ScoreSheetImage(
            players=("A", "B"),
            rows=(SheetRow("1", (1,), (1, 2)),),
            radelci=(RadelcMarks(0, 0), RadelcMarks(0, 0)),
        )
