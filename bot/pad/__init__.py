"""The score pad: groups playing with real cards keep their score in a channel.

:mod:`bot.pad.form` is the guided form's machinery and each family's form module
(``bot.families.<family>.pad``, named in :data:`FORMS`) derives its steps from the family's
facts model; :mod:`bot.pad.state` replays a pad's deals; :mod:`bot.pad.screens` draws it;
the Discord side is :mod:`bot.cogs.pad`. Nothing here imports discord.
"""

from __future__ import annotations

import importlib
from typing import cast

from bot import families
from bot.pad.form import PadForm

FORMS: dict[str, str] = {
    "slovenian": "bot.families.slovenian.pad",
    "czech": "bot.families.czech.pad",
    "french": "bot.pad.french",
}
"""The families with a score-pad form: name → module defining ``FORM``."""

_loaded: dict[str, PadForm] = {}


def form_for(family: str) -> PadForm | None:
    """The family's form (None: no pad for it)."""
    if family not in _loaded:
        module = FORMS.get(family)
        if module is None:
            return None
        _loaded[family] = cast(PadForm, importlib.import_module(module).FORM)
    return _loaded[family]


def pad_families() -> tuple[str, ...]:
    """The games a pad may be opened for: those the bot plays that have a form."""
    return tuple(name for name in families.names() if name in FORMS)
