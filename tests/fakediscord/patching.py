"""Redirect discord.py to the fake server (and restore it afterwards).

discord.py builds every REST URL from ``discord.http.Route.BASE`` and connects the
gateway to ``DiscordWebSocket.DEFAULT_GATEWAY`` (a plain ``commands.Bot`` never asks
``GET /gateway/bot``; ``AutoShardedClient`` does, and the fake answers it). CDN asset
URLs (avatars...) are redirected too so nothing can reach the internet by accident.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import discord.asset
import discord.gateway
import discord.http
import yarl

__all__ = ["patch_discord"]


@contextlib.contextmanager
def patch_discord(api_base: str, gateway_url: str, cdn_base: str | None = None) -> Iterator[None]:
    """Point discord.py at ``api_base`` / ``gateway_url`` for the duration of the block.

    Args:
        api_base: e.g. ``"http://127.0.0.1:12345/api/v10"``.
        gateway_url: e.g. ``"ws://127.0.0.1:12345/"``.
        cdn_base: Optional replacement for ``https://cdn.discordapp.com``.

    Patches nest (each block restores exactly what it replaced).
    """
    route_cls = discord.http.Route
    ws_cls = discord.gateway.DiscordWebSocket
    asset_cls = discord.asset.Asset
    saved = (route_cls.BASE, ws_cls.DEFAULT_GATEWAY, asset_cls.BASE)
    route_cls.BASE = api_base
    ws_cls.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    if cdn_base is not None:
        asset_cls.BASE = cdn_base
    try:
        yield
    finally:
        route_cls.BASE, ws_cls.DEFAULT_GATEWAY, asset_cls.BASE = saved
