"""The rules of Czech taroky as one frozen model: the preset ``standard`` and two switches.

* **C1** ``kontra``: flek, re and tutti may be said (default) or not at all.
* **C2** ``hand_bonuses``: each player announces the hand bonuses he holds by his own
  choice, in his first turn of the announcement round (``choice``, default), or every
  qualifying bonus is announced for him at the start of the round (``automatic``).

A table picks the preset and may override single switches::

    rules = Rules.preset("standard").model_copy(update={"kontra": False})
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class Rules(BaseModel):
    """Every switch of Czech taroky (C-numbers as in docs/czech.md)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = "standard"
    # C1: kontra (flek ×2, re ×4, tutti ×8) on the game and an announced Pagát ultimo.
    kontra: bool = True
    # C2: hand bonuses announced by the player's choice, or automatically.
    hand_bonuses: Literal["choice", "automatic"] = "choice"

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset (only ``standard``)."""
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None


STANDARD = Rules()
PRESETS: dict[str, Rules] = {"standard": STANDARD}
