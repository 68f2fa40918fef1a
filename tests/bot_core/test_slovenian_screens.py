"""What the Slovenian tarok screens show, through the bot's own path (table → screen → image
description → the renderer): bid buttons with their values, no image of an empty table
during the bidding, the talon's caption that fits, the seat on turn and the leader on the
trick, the mond penalties apart from the total, and a colour valat whose summary has no
points band and whose score-sheet row is not cut."""

from __future__ import annotations

import itertools
import random
from typing import Any

from bot.families import get
from bot.i18n import t
from bot.render import ScoreSheetImage, SummaryImage, TalonImage, TrickImage
from bot.render.drawing import recording_text
from bot.screens.hand import hand_screen
from bot.screens.spec import ImageSpec, Screen
from bot.screens.summary import deal_result, summary_screen
from bot.screens.table import table_screen
from bot.ui.images import compose
from engine.slovenian import Contract, Kind, Phase
from engine.slovenian.contracts import info
from engine.slovenian.family import FAMILY
from engine.slovenian.scoring import DealFacts

from .helpers import ANA, BOR, CIR, DAN, Rig, human_on_turn, open_table, play_until, wants

SLOVENIAN = get("slovenian")


def _labels(screen: Screen) -> list[str]:
    return [b.label for row in screen.rows for b in row]


def _image(screen: Screen, kind: str) -> Any:
    found = [spec.model for spec in screen.images if spec.kind == kind]
    assert len(found) == 1, [spec.kind for spec in screen.images]
    return found[0]


async def _four(rig: Rig, **config: Any) -> Any:
    table = await open_table(rig, [ANA, BOR, CIR, DAN], players=4, **config)
    await table.start(ANA)
    return table


async def test_bid_buttons_show_what_each_contract_is_worth(rig: Rig) -> None:
    table = await _four(rig)
    seat = table.to_move
    view = table.view(seat)
    assert view.phase == Phase.BIDDING
    bids = [a for a in view.legal if a.kind == Kind.BID]
    assert bids
    for lang, two in (("en", "Two · 20"), ("sl", "Dva · 20")):
        labels = _labels(hand_screen(table, seat, lang))
        for action in bids:
            contract = Contract(action.arg)
            name = SLOVENIAN.display.contract_label(contract.name.lower(), lang)
            assert f"{name} · {info(contract).value}" in labels
        if any(a.arg == Contract.TWO for a in bids):
            assert two in labels
        assert ("Pass" if lang == "en" else "Naprej") in labels


async def test_the_table_shows_the_talon_then_the_trick_never_an_empty_table(rig: Rig) -> None:
    table = await _four(rig)
    names = ["Ana", "Bor", "Cir", "Dan"]
    # The bidding: the bids in words, no image.
    bidding = table_screen(table, 1, "en")
    assert table.view(None).phase == Phase.BIDDING and bidding.images == []
    choose = wants(Contract.TWO)
    await play_until(
        table,
        rig.clock,
        random.Random(1),
        lambda: table.view(None).phase >= Phase.TALON,
        choose=choose,
    )
    public = table.view(None)
    assert public.phase == Phase.TALON and public.contract == Contract.TWO
    declarer = names[public.declarer]
    # The talon while the declarer chooses: the talon alone, "… is choosing a group".
    screen = table_screen(table, 1, "en")
    assert [spec.kind for spec in screen.images] == ["talon"]
    talon = _image(screen, "talon")
    assert isinstance(talon, TalonImage) and talon.chosen is None
    assert talon.caption == f"{declarer} is choosing a group"
    sl = _image(table_screen(table, 1, "sl"), "talon")
    assert sl.caption == f"{declarer} izbira kup"
    own = hand_screen(table, public.declarer, "en")
    assert _image(own, "talon").groups == talon.groups
    await play_until(
        table, rig.clock, random.Random(1), lambda: table.view(None).talon_group >= 0, choose=choose
    )
    chosen = _image(table_screen(table, 1, "en"), "talon")
    assert chosen.chosen == 0 and chosen.caption == f"{declarer} took group 1"
    assert _image(table_screen(table, 1, "sl"), "talon").caption == f"Izbran 1. kup · {declarer}"
    # The play: the trick, with the seat on turn and the leader marked.
    await play_until(
        table,
        rig.clock,
        random.Random(1),
        lambda: table.view(None).phase == Phase.PLAY,
        choose=choose,
    )
    trick = _image(table_screen(table, 1, "en"), "trick")
    view = table.view(None)
    assert isinstance(trick, TrickImage) and trick.cards == ()
    assert trick.to_move == view.to_move == trick.leader
    await play_until(
        table, rig.clock, random.Random(1), lambda: len(table.view(None).trick) == 2, choose=choose
    )
    trick = _image(table_screen(table, 1, "en"), "trick")
    view = table.view(None)
    assert [p.seat for p in trick.cards] == [view.leader, (view.leader + 1) % 4]
    assert trick.leader == view.leader and trick.to_move == (view.leader + 2) % 4


def test_mond_penalties_stand_apart_from_the_total() -> None:
    rules = FAMILY.rules("pagat")
    facts = DealFacts(
        players=4, contract=Contract.TWO, declarer=0, partner=2, declarer_points=45,
        declarer_tricks=7, mond_lost_by=(1,),
    )  # fmt: skip
    sheet = FAMILY.score(rules, facts)
    names = ["Ana", "Bor", "Cir", "Dan"]
    for lang, heading in (("en", "Penalties"), ("sl", "Kazni")):
        image = SLOVENIAN.display.summary_image(sheet, names, list(sheet.scores), None, lang)
        assert isinstance(image, SummaryImage)
        assert image.total is not None and image.total.value == sheet.total
        assert sum(line.value for line in image.lines) == sheet.total
        assert len(image.sections) == 1 and image.sections[0].title == heading
        assert [line.value for line in image.sections[0].lines] == [-21]
        assert image.sections[0].lines[0].label.endswith("· Bor")
        with recording_text() as marks:
            comp = compose(ImageSpec("summary", "summary", image, render=SLOVENIAN.render))
        top, bottom = comp.regions["section:0"][1], comp.regions["section:0"][3]
        assert comp.regions["total"][3] <= top
        inside = [m.text for m in marks if top <= m.xy[1] <= bottom]
        assert heading in inside
        # The message says the same: the side's lines, the total, then the penalties.
        labels = [label for label, _ in SLOVENIAN.display.score_lines(sheet, names, lang)]
        assert labels == [line.label for line in image.lines]
        notes = SLOVENIAN.display.footnotes(sheet, names, lang)
        penalty = image.sections[0].lines[0]
        assert notes[:3] == [
            t("summary.total_line", lang, amount=f"{sheet.total:+d}"),
            f"**{heading}:**",
            f"• {penalty.label}: -21",
        ]


async def test_a_colour_valat_summary_has_no_points_band_and_its_row_is_whole(rig: Rig) -> None:
    table = await _four(rig, deals=1)
    choose = wants(Contract.COLOUR_VALAT)
    await play_until(
        table, rig.clock, random.Random(3), lambda: table.between_deals, choose=choose, ready=False
    )
    sheet = rig.recorder.sheets[-1]
    assert sheet.contract == Contract.COLOUR_VALAT
    for lang, name in (("sl", "Barvni valat"), ("en", "Colour valat")):
        summary = summary_screen(table, deal_result(table, sheet, lang), lang)
        with recording_text() as summary_marks:
            drawn = compose(summary.images[0])
        image = summary.images[0].model
        assert isinstance(image, SummaryImage) and image.sides == ()
        assert "sides" not in drawn.regions and "lines" in drawn.regions
        assert name in [m.text for m in summary_marks]
        scoresheet = summary.images[1].model
        assert isinstance(scoresheet, ScoreSheetImage)
        assert scoresheet.rows[0].label == f"1 · {name}"
        with recording_text() as sheet_marks:
            compose(summary.images[1])
        texts = [m.text for m in sheet_marks]
        assert not any("…" in text for text in texts), texts
        # The label is drawn whole, on one line or wrapped onto two.
        assert f"1 · {name}" in texts or any(
            a + " " + b == f"1 · {name}" for a, b in itertools.pairwise(texts)
        )
    assert human_on_turn(table) is None


async def test_an_open_beggars_hand_is_named_once(rig: Rig) -> None:
    table = await _four(rig, deals=1)
    choose = wants(Contract.OPEN_BEGGAR)
    await play_until(
        table,
        rig.clock,
        random.Random(5),
        lambda: bool(table.view(None).open_hand) and len(table.view(None).trick) == 1,
        choose=choose,
    )
    names = ["Ana", "Bor", "Cir", "Dan"]
    declarer = names[table.view(None).declarer]
    for lang, caption in (("en", "open hand"), ("sl", "odprte karte")):
        spec = next(i for i in table_screen(table, 1, lang).images if i.kind == "trick")
        assert spec.model.open_hand.caption == caption  # type: ignore[attr-defined]
        with recording_text() as marks:
            compose(spec)
        drawn = [m.text for m in marks]
        assert f"{declarer} · {caption}" in drawn
        assert sum(text.count(declarer) for text in drawn) == 2  # the seat's plate, the hand
