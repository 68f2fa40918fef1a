"""The tiny fake family, registered for the duration of a test (see ``fake/``)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine import families
from engine.ai import registry
from engine.core import Registry
from tests.ai.fake.family import FAMILY, FakeState, FakeView


@pytest.fixture
def fake_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The family registry with the built-ins and the fake family; fresh policies."""
    reg = Registry({"slovenian": "engine.slovenian.family"})
    reg.register(FAMILY)  # type: ignore[arg-type]
    monkeypatch.setattr(families, "REGISTRY", reg)
    monkeypatch.setattr(registry, "POLICIES", registry.Policies())
    yield


def fake_positions(deals: int, seed: int = 0) -> Iterator[tuple[FakeState, FakeView]]:
    """Every position with a choice in seeded random deals of the fake family."""
    rng = random.Random(seed)
    for d in range(deals):
        s = FAMILY.deal(FAMILY.rules(), 3, d % 3, rng)
        while not FAMILY.is_over(s):
            v = FAMILY.view(s, FAMILY.to_move(s))
            if len(v.legal) > 1:
                yield s, v
            s, _ = FAMILY.apply(s, rng.choice(v.legal))
