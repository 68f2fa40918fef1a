"""Registers the fake Discord fixtures for the tests in this package."""

from .fixtures import fake_discord

__all__ = ["fake_discord"]
