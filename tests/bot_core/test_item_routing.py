"""Which dynamic item answers which custom id: every feature's ids reach its own item, and
an id of no known format reaches the bot's button (which refuses it clearly)."""

from __future__ import annotations

import pytest

from bot.screens.daily import DAILY_PREFIX
from bot.screens.hints import HINT_PREFIX
from bot.ui.items import TarokButton, TarokSelect
from bot.ui.pad_items import PAD_PREFIX


@pytest.mark.parametrize(
    "custom_id", [f"{HINT_PREFIX}:1:0:1:3", f"{DAILY_PREFIX}:a:7:play", f"{PAD_PREFIX}:e:3"]
)
def test_a_features_ids_are_not_taken_by_the_bots_button(custom_id: str) -> None:
    assert TarokButton.__discord_ui_compiled_template__.fullmatch(custom_id) is None


@pytest.mark.parametrize("custom_id", ["tk:d:1:0:1:4", "tk:j:AB3KX9"])
def test_the_selects_ids_go_to_the_select(custom_id: str) -> None:
    assert TarokButton.__discord_ui_compiled_template__.fullmatch(custom_id) is None
    assert TarokSelect.__discord_ui_compiled_template__.fullmatch(custom_id) is not None


@pytest.mark.parametrize("custom_id", ["tk:a:1:0:1:2:play:T21", "garbage", "tkx:1", ""])
def test_any_other_id_reaches_the_bots_button(custom_id: str) -> None:
    assert TarokButton.__discord_ui_compiled_template__.fullmatch(custom_id) is not None
