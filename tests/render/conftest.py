"""Fixtures shared by the rendering tests."""

from __future__ import annotations

import pytest

from bot.render.composition import RenderOptions


@pytest.fixture
def opts() -> RenderOptions:
    """Default options (classic colours, default scale)."""
    return RenderOptions()
