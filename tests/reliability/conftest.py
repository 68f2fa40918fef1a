"""Fixtures of the reliability tests: the end-to-end worlds (fake Discord + bot)."""

from e2e.conftest import make_world  # noqa: F401  (a fixture)
