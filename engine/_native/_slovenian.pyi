# The compiled backend of engine._native.slovenian (src/module.c); the fallback has the same API.
from collections.abc import MutableSequence, Sequence
from typing import Any

SOURCE_HASH: str

def rollouts(
    states: Sequence[int],
    rules: Sequence[int],
    policy: int,
    seed: int,
    results: MutableSequence[int],
    *,
    first: Sequence[int] | None = ...,
    repeat: int = ...,
    out_states: MutableSequence[int] | None = ...,
    trace: MutableSequence[int] | None = ...,
    offsets: MutableSequence[int] | None = ...,
) -> int: ...
def play_deals(
    rules: Sequence[int],
    players: int,
    count: int,
    seed: int,
    policy: int,
    results: MutableSequence[int] | None = ...,
    *,
    first_dealer: int = ...,
    radelci: Sequence[int] | None = ...,
    records: MutableSequence[int] | None = ...,
    out_states: MutableSequence[int] | None = ...,
    until: int = ...,
) -> int: ...
def solve(
    states: Sequence[int],
    rules: Sequence[int],
    values: MutableSequence[int],
    *,
    first: Sequence[int] | None = ...,
    limit: int = ...,
    nodes: MutableSequence[int] | None = ...,
    endgame: int = ...,
    policy: int = ...,
    table: int = ...,
) -> int: ...
def legal_actions(state: Sequence[int], rules: Sequence[int]) -> list[int]: ...
def layout() -> dict[str, int]: ...
def tables() -> dict[str, tuple[Any, ...]]: ...
def hand_values(hand: int) -> tuple[float, float]: ...
