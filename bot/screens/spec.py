"""What a message is made of, before Discord: text blocks, images, buttons, a select.

Every screen function returns a :class:`Screen`; :mod:`bot.ui.layouts` turns it into
Components V2 and :mod:`bot.ui.images` renders its :class:`ImageSpec` list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.families.display import Style
from bot.render import DEFAULT_OPTIONS, RenderOptions

ACCENT_LOBBY = 0x2E7D32
ACCENT_TABLE = 0x1B5E20
ACCENT_HAND = 0x0D47A1
ACCENT_SUMMARY = 0x6D4C41
ACCENT_FINAL = 0xB8860B


@dataclass(frozen=True)
class ButtonSpec:
    """A button to draw."""

    label: str
    custom_id: str
    style: Style = "secondary"
    disabled: bool = False


@dataclass(frozen=True)
class SelectSpec:
    """A select menu to draw: ``count`` options must be chosen (exactly)."""

    custom_id: str
    placeholder: str
    options: tuple[tuple[str, str, str | None], ...]
    """(label, value, description) per option."""
    count: int


@dataclass(frozen=True)
class ImageSpec:
    """An image to render: its kind (``hand``, ``trick``, ``talon``, ``summary``, ``sheet``,
    ``chart``), the file stem and the description the renderer takes."""

    kind: str
    stem: str
    model: object
    legal: frozenset[int] | None = None
    audience: int | None = None
    """The seat whose private view the image shows (None: a public image)."""
    render: RenderOptions = DEFAULT_OPTIONS
    """How to draw (the deck style of the table's family)."""


@dataclass(frozen=True)
class ChartSpec:
    """A line chart: the values to plot (the running total after each session), its title."""

    values: tuple[int, ...]
    title: str


@dataclass
class Screen:
    """One message's content: markdown blocks, images and rows of components."""

    blocks: list[str] = field(default_factory=list)
    """Text shown above the images."""
    images: list[ImageSpec] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    """Text shown below the images."""
    rows: list[list[ButtonSpec]] = field(default_factory=list)
    select: SelectSpec | None = None
    selects: list[SelectSpec] = field(default_factory=list)
    """Further selects after ``select`` (a choice with more options than one select holds)."""
    accent: int | None = None


def notice_screen(text: str) -> Screen:
    """A plain text message."""
    return Screen(blocks=[text])
