"""Fixtures of the reliability tests: the end-to-end worlds (fake Discord + bot)."""

from e2e.conftest import make_world, three_tricks  # noqa: F401  (fixtures)
