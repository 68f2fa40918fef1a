"""The ``custom_id`` of every score-pad component, and parsing them back.

Every pad component carries what it needs (at most 100 characters), so a click works after
a restart with nothing in memory. ``{pad}`` is the pad's id, ``{deal}`` the deal the form
enters or corrects and ``{step}`` the number of answers the form had when the step was
drawn: a click whose deal or step is not the player's form's current one is stale (a
double click, an old message) and changes nothing.

====================================  ===================================================
format                                component
====================================  ===================================================
``tp:e:{pad}``                        the pad message: enter the next deal
``tp:c:{pad}:{deal}``                 the pad message: correct the last deal
``tp:x:{pad}``                        the pad message: export
``tp:z:{pad}`` / ``tp:o:{pad}``       the pad message: close / reopen
``tp:a:{pad}:{deal}:{step}:{value}``  a form step: choose ``value``
``tp:s:{pad}:{deal}:{step}``          a form step: the select of a choice
``tp:t:{pad}:{deal}:{step}:{value}``  a form step: switch a toggle
``tp:d:{pad}:{deal}:{step}``          a form step: the toggles are done
``tp:m:{pad}:{deal}:{step}``          a form step: open the modal of its numbers
``tp:n:{pad}:{deal}:{step}``          the modal of a form step's numbers
``tp:b:{pad}:{deal}`` / ``tp:q:…``    the form: back one step / cancel
``tp:v:{pad}:{deal}``                 the form: save the deal
====================================  ===================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "tp"
MAX_LENGTH = 100

PAD_OPS = ("e", "x", "z", "o")
FORM_OPS = ("b", "q", "v")
STEP_OPS = ("s", "d", "m", "n")
VALUE_OPS = ("a", "t")

_INT = r"(0|[1-9][0-9]{0,17})"
_VALUE = r"([a-z0-9_:]{1,40})"
_PATTERNS = {
    **{op: re.compile(_INT) for op in PAD_OPS},
    "c": re.compile(rf"{_INT}:{_INT}"),
    **{op: re.compile(rf"{_INT}:{_INT}") for op in FORM_OPS},
    **{op: re.compile(rf"{_INT}:{_INT}:{_INT}") for op in STEP_OPS},
    **{op: re.compile(rf"{_INT}:{_INT}:{_INT}:{_VALUE}") for op in VALUE_OPS},
}


@dataclass(frozen=True)
class PadId:
    """A parsed pad component id (fields a kind does not use are 0 or empty)."""

    op: str
    pad: int
    deal: int = 0
    step: int = 0
    value: str = ""


def make(op: str, pad: int, *parts: int | str) -> str:
    """The id of a pad component (checked against its pattern)."""
    custom_id = ":".join([PREFIX, op, str(pad), *map(str, parts)])
    if len(custom_id) > MAX_LENGTH or parse(custom_id) is None:
        raise ValueError(f"not a pad component id: {custom_id!r}")
    return custom_id


def parse(custom_id: str) -> PadId | None:
    """Parse a pad component id; None when it is malformed (never raises)."""
    if len(custom_id) > MAX_LENGTH:
        return None
    head, _, rest = custom_id.partition(":")
    op, _, body = rest.partition(":")
    pattern = _PATTERNS.get(op)
    if head != PREFIX or pattern is None:
        return None
    m = pattern.fullmatch(body)
    if m is None:
        return None
    groups = m.groups()
    nums = [int(g) for g in groups if g is not None and g.isdigit()]
    if op in VALUE_OPS:
        return PadId(op, int(groups[0]), int(groups[1]), int(groups[2]), groups[3])
    pad, deal, step = [*nums, 0, 0, 0][:3]
    return PadId(op, pad, deal, step)
