"""Property-based fuzzing (hypothesis) of the score pad's custom ids and modal inputs.

* :func:`bot.pad.ids.parse` never raises: any text is None or an id that
  :func:`bot.pad.ids.make` writes back exactly.
* Through the fake Discord, the numbers modal of a form step (the declarer's card points)
  submitted with fuzzed text — within what Discord lets a client type into the input (one to
  three characters) — is answered, when the text is not a whole number in the step's range,
  with the form again and the notice naming the field and its range; the form's answers and
  the pad do not change, and the bot logs no error.
* A pad or form button carrying a fuzzed custom id (another pad, deal or step, an op or a
  value the step does not offer, malformed) gets a clear ephemeral refusal and changes nothing.

The examples are derandomized (the same ones every run) and bounded.
"""

from __future__ import annotations

import re
from typing import Any

from e2e.conftest import WorldFactory
from e2e.helpers import World
from e2e.test_pad import PAD_MSG, choose, open_pad
from fakediscord import FakeMessage, FakeUser
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.pad import ids as pad_ids
from bot.pad.form import NumberField
from bot.store.pads import PadRow

from .test_fuzz import _fuzz, _refused

POINTS_LOW, POINTS_HIGH = 0, 70
"""The range of the card points step of a Slovenian deal (70 points in all)."""


@st.composite
def _pad_like(draw: st.DrawFn) -> str:
    """Text shaped like a pad component id: a prefix, an op, numbers and maybe a value."""
    prefix = draw(st.sampled_from(["tp", "tp", "tp", "TP", "tk", ""]))
    op = draw(st.sampled_from([*"eczxoasdtmnbqv", "", "E", "zz"]))
    numbers = draw(
        st.lists(
            st.one_of(
                st.integers(0, 30).map(str),
                st.integers(10**17, 10**19).map(str),
                st.sampled_from(["", "-1", "01", "1.5", " 2", "٣"]),
            ),
            max_size=5,
        )
    )
    value = draw(
        st.one_of(
            st.just([]),
            st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_:-É ", max_size=50).map(
                lambda v: [v]
            ),
        )
    )
    return ":".join([prefix, op, *numbers, *value])


@given(st.one_of(_pad_like(), st.text(max_size=120)))
@settings(max_examples=400, derandomize=True, database=None)
def test_pad_ids_parse_never_raises_and_what_it_accepts_it_writes_back(custom_id: str) -> None:
    parsed = pad_ids.parse(custom_id)
    if parsed is None:
        return
    parts: list[int | str] = []
    if parsed.op == "c" or parsed.op in pad_ids.FORM_OPS:
        parts = [parsed.deal]
    elif parsed.op in pad_ids.STEP_OPS:
        parts = [parsed.deal, parsed.step]
    elif parsed.op in pad_ids.VALUE_OPS:
        parts = [parsed.deal, parsed.step, parsed.value]
    assert pad_ids.make(parsed.op, parsed.pad, *parts) == custom_id


def test_a_number_field_reads_whole_ascii_numbers_in_its_range_only() -> None:
    """Found by the fuzzing: "²" passed the old ``str.isdigit`` check and ``int`` then raised,
    so the modal's submission got no answer and the bot logged an error."""
    points = NumberField("points", "Card points", POINTS_LOW, POINTS_HIGH)
    assert [points.read(t) for t in ("0", " 41 ", "70", "-0")] == [0, 41, 70, 0]
    for text in ("²", "٣", "71", "-1", "--5", "+5", "1.5", "", " ", "1e1", "0x1"):
        assert points.read(text) is None, text


# -- through the fake Discord ------------------------------------------------------------------
async def _form_at_points(world: World) -> tuple[FakeUser, FakeMessage, PadRow]:
    """A Slovenian pad of four; ana's form at the step of the declarer's card points."""
    ana, bor = world.players[:2]
    pad_msg = await open_pad(world, ana, [f"<@{ana.id}>", f"<@{bor.id}>", "Tina", "Rok"])
    r = await ana.click(pad_msg, custom_id=PAD_MSG)
    form = await r.wait_response()
    form = await choose(ana, form, "two")
    form = await choose(ana, form, "1")
    form = await choose(ana, form, "3")
    assert any(b["custom_id"].startswith("tp:m:") for b in form.buttons()), form.text()
    pad = await world.bot.store.pads.open_in(world.chan.id)
    assert pad is not None
    return ana, form, pad


async def _pad_snapshot(world: World, pad: PadRow, user: FakeUser) -> tuple[Any, ...]:
    store = world.bot.store.pads
    draft = await store.draft(pad.id, user.id)
    row = await store.get(pad.id)
    assert row is not None
    return (
        None if draft is None else (draft.deal_no, repr(draft.answers)),
        row.status,
        len(await store.history(pad.id)),
        len(await store.entries(pad.id)),
    )


def _in_range(text: str) -> bool:
    """What the modal takes: a whole number in the step's range (leading and trailing
    spaces aside), written in ASCII digits."""
    raw = text.strip()
    return bool(re.fullmatch(r"-?[0-9]+", raw)) and POINTS_LOW <= int(raw) <= POINTS_HIGH


_TRICKY = [
    "²", "³⁴", "١٢", "٣", "۴", "०", "½", "Ⅻ", "--5", "+5", "-1", "71", "999", "1e1", "0x1",
    "1.5", "1,5", "5-", "- 5", "-0-", "nič", "ten", "🂡", "\u200b1",
]  # fmt: skip
"""Texts a person or a tampered client may type: digits of other scripts (``str.isdigit``
takes some that ``int`` refuses), signs, numbers out of range, words."""

_MODAL_TEXT = st.one_of(
    st.sampled_from(_TRICKY),
    st.text(
        alphabet=st.one_of(
            st.sampled_from("0123456789-+ .,eE"),
            st.sampled_from("²³¹١٢٣۴߂०১๑½⅓Ⅻ"),
            st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")),
        ),
        min_size=1,
        max_size=3,
    ),
).filter(lambda v: v.strip() != "" and not _in_range(v))


async def test_fuzzed_modal_numbers_are_refused_and_change_nothing(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana, form, pad = await _form_at_points(world)
    before = await _pad_snapshot(world, pad, ana)

    async def submit(value: str) -> None:
        r = await ana.click(form, custom_id=re.compile(r"^tp:m:"))
        await r.wait_modal()
        answered = await (await ana.submit_modal(r, {"fpoints": value})).wait_response()
        assert answered.ephemeral
        text = answered.text()
        assert f"write a whole number from {POINTS_LOW} to {POINTS_HIGH}" in text, (value, text)
        assert any(b["custom_id"].startswith("tp:m:") for b in answered.buttons()), value
        assert await _pad_snapshot(world, pad, ana) == before, value

    await _fuzz(submit, _MODAL_TEXT, examples=40)
    assert not world.errors.records


async def test_fuzzed_pad_ids_are_refused_and_change_nothing(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, form, pad = await _form_at_points(world)
    good = pad_ids.parse(
        next(b["custom_id"] for b in form.buttons() if b["custom_id"].startswith("tp:m:"))
    )
    assert good is not None
    before = await _pad_snapshot(world, pad, ana)
    refused = 0

    def harmless(parsed: pad_ids.PadId | None) -> bool:
        """Ids that are not bad on this pad right now: the buttons ana may press."""
        if parsed is None or parsed.pad != pad.id:
            return False
        if parsed.op in ("x", "e", "z", "o"):
            return True  # export; (re)start her form, close, reopen: changes she may make
        if parsed.op in ("q", "b", "v"):
            return parsed.deal == good.deal  # cancel, back, save (the form is not complete)
        return parsed.op == "m" and (parsed.deal, parsed.step) == (good.deal, good.step)

    @st.composite
    def tampered(draw: st.DrawFn) -> str:
        def near(value: int) -> int:
            return draw(st.sampled_from([value, value, value + 1, max(0, value - 1), 10**15]))

        op = draw(st.sampled_from([*"asdtmnbqvc", "e", "x"]))
        fields: list[int | str] = [near(pad.id)]
        if op in ("c", "b", "q", "v"):
            fields.append(near(good.deal))
        elif op in ("s", "d", "m", "n"):
            fields += [near(good.deal), near(good.step)]
        elif op in ("a", "t"):
            fields += [
                near(good.deal),
                near(good.step),
                draw(st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_", min_size=1)),
            ]
        return ":".join(["tp", op, *map(str, fields)])[:100]

    async def click(custom_id: str) -> None:
        nonlocal refused
        if harmless(pad_ids.parse(custom_id)):
            return
        # A tampered client sends what it likes: one of the form's buttons gets the id.
        form.buttons()[-1]["custom_id"] = custom_id
        r = await ana.click(form, custom_id=custom_id)
        await _refused(world, r)
        assert await _pad_snapshot(world, pad, ana) == before, custom_id
        refused += 1

    await _fuzz(click, st.one_of(tampered(), _pad_like()), examples=60)
    assert refused >= 30
    assert not world.errors.records
