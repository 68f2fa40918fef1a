"""A hint: the normal computer player's value of each of the seat's legal actions.

The Hint button sits on a player's private hand when the table allows hints and it is the
player's move. Its ``custom_id`` is ``tkq:{table}:{seat}:{deal}:{move}`` (``tkq`` is outside
the ``tk:`` ids of :mod:`bot.screens.ids`, so its own component answers it): a hint is for
the move it was drawn at, and a click on an older one is refused as stale.

The answer is a private follow-up listing every legal action, best first, with its expected
score: the seat's score minus the others' average at the end of the deal, in points, as the
normal computer player estimates it from the seat's own view (``engine.ai.evaluate_actions``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bot.families import BotFamily
from bot.i18n import t
from bot.screens.spec import ACCENT_HAND, Screen
from engine.core.actions import Action
from engine.core.family import ViewLike

HINT_PREFIX = "tkq"
HINT_ID = re.compile(
    rf"{HINT_PREFIX}:(0|[1-9][0-9]{{0,17}}):([0-4]):([1-9][0-9]{{0,8}}):(0|[1-9][0-9]{{0,8}})"
)


@dataclass(frozen=True)
class HintClick:
    """A click on Hint: the table, the seat and the move it was drawn at."""

    table: int
    seat: int
    deal: int
    move: int


def hint_id(table: int, seat: int, deal: int, move: int) -> str:
    """The custom id of the Hint button drawn at ``deal``/``move``."""
    return f"{HINT_PREFIX}:{table}:{seat}:{deal}:{move}"


def parse_hint(custom_id: str) -> HintClick | None:
    """A Hint button's id read back (None: not one)."""
    m = HINT_ID.fullmatch(custom_id)
    if m is None:
        return None
    table, seat, deal, move = (int(g) for g in m.groups())
    return HintClick(table, seat, deal, move)


def hint_screen(
    game: BotFamily,
    view: ViewLike,
    values: Sequence[tuple[Action, float]],
    lang: str,
    *,
    deal_no: int,
) -> Screen:
    """Every legal action with its expected score, best first (labels as on the buttons)."""
    show = game.display
    lines = [f"### {t('hint.title', lang, deal_no=deal_no)}", t("hint.intro", lang)]
    for rank, (action, value) in enumerate(values, start=1):
        label = show.action_label(view, action, lang)
        lines.append(t("hint.row", lang, rank=rank, action=label, value=f"{value:+.1f}"))
    screen = Screen(accent=ACCENT_HAND, blocks=["\n".join(lines)])
    screen.after.append(t("hint.marked", lang))
    return screen
