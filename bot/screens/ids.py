"""The ``custom_id`` of every component the bot sends, and parsing them back.

Every button and select carries what it needs in its ``custom_id`` (at most 100 characters),
so a click works after 15 minutes, after a restart, and without any view object in memory:

=====================================================  =========================================
format                                                 component
=====================================================  =========================================
``tk:l:{table}:{op}``                                  lobby: ``join`` ``leave`` ``addc``
                                                       ``remc`` ``start`` ``cancel``
``tk:h:{table}:{deal}``                                "My hand" on a public table message
``tk:f:{table}:{seat}:{deal}``                         "Refresh" on an ephemeral hand
``tk:a:{table}:{seat}:{deal}:{move}:{action}``         an action on an ephemeral hand
                                                       (``{action}`` in the family's notation,
                                                       e.g. ``play:T21``, ``bid:two``, ``pass``)
``tk:d:{table}:{seat}:{deal}:{move}:{count}``          a select of actions chosen together,
                                                       e.g. the discards (values: notation)
``tk:d:{table}:{seat}:{deal}:{move}:{count}:{part}``   a further select of the same message
                                                       (``{part}`` from 1: ids are unique)
``tk:r:{table}:{deal}``                                Ready for the next deal
``tk:s:{table}:{deal}``                                a vote to end the session (the škis
                                                       round)
``tk:b:{table}``                                       Take my seat back
``tk:p:{table}``                                       Play again (after a session)
``tk:w:{table}:{deal}``                                Watch a table (and Refresh on the
                                                       spectator's view)
``tk:v:{code}:{step}:{tag}``                           a replay's navigation (``{tag}``:
                                                       ``f`` first, ``b`` back, ``n`` next,
                                                       ``l`` last)
``tk:j:{code}``                                        a replay's select of tricks to jump to
                                                       (values: steps)
``tk:x:{code}``                                        a replay's record as a JSON file
=====================================================  =========================================

``{table}`` is the table's id in the store, ``{seat}`` the table seat, ``{deal}`` the deal
number (from 1), ``{code}`` a replay code and ``{step}`` the number of the deal's
actions a replay shows, and ``{move}`` the deal's move counter when the component was drawn: a click
whose deal or move is not the table's current one is stale (a double click or an old
message) and is refused without changing anything.

:func:`parse` never raises: a malformed or tampered id gives a :class:`BadId`, which the
interface answers with a clear error. An action must be written in the notation of some
family the bot plays; the table then parses it with its own family.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, cast

from bot import families
from engine.core.errors import MalformedAction

PREFIX = "tk"
MAX_LENGTH = 100

LobbyOp = Literal["join", "leave", "addc", "remc", "start", "cancel"]
LOBBY_OPS: tuple[LobbyOp, ...] = ("join", "leave", "addc", "remc", "start", "cancel")

_INT = r"(0|[1-9][0-9]{0,17})"
_CODE = r"[2-9A-HJKMNP-TV-Z]{6}"
"""A replay code (:mod:`bot.store.replays`)."""
_PATTERNS: dict[str, re.Pattern[str]] = {
    "l": re.compile(rf"{_INT}:(?P<op>[a-z]+)"),
    "h": re.compile(rf"{_INT}:{_INT}"),
    "f": re.compile(rf"{_INT}:{_INT}:{_INT}"),
    "a": re.compile(rf"{_INT}:{_INT}:{_INT}:{_INT}:(?P<action>[A-Za-z0-9_:]+)"),
    "d": re.compile(rf"{_INT}:{_INT}:{_INT}:{_INT}:{_INT}(?::{_INT})?"),
    "r": re.compile(rf"{_INT}:{_INT}"),
    "s": re.compile(rf"{_INT}:{_INT}"),
    "b": re.compile(_INT),
    "p": re.compile(_INT),
    "w": re.compile(rf"{_INT}:{_INT}"),
    "v": re.compile(rf"(?P<code>{_CODE}):{_INT}:(?P<tag>[fbnl])"),
    "j": re.compile(rf"(?P<code>{_CODE})"),
    "x": re.compile(rf"(?P<code>{_CODE})"),
}


@dataclass(frozen=True)
class Lobby:
    """A lobby button."""

    table: int
    op: LobbyOp


@dataclass(frozen=True)
class MyHand:
    """The "My hand" button of a public table message."""

    table: int
    deal: int


@dataclass(frozen=True)
class Refresh:
    """The "Refresh" button of an ephemeral hand."""

    table: int
    seat: int
    deal: int


@dataclass(frozen=True)
class Act:
    """One action button on an ephemeral hand (``action`` in the family's notation)."""

    table: int
    seat: int
    deal: int
    move: int
    action: str


@dataclass(frozen=True)
class Discard:
    """A select of actions chosen together (the discards): ``count`` are chosen at once."""

    table: int
    seat: int
    deal: int
    move: int
    count: int
    part: int = 0
    """Which of a message's selects (0 for the first): Discord wants every id unique."""


@dataclass(frozen=True)
class Ready:
    """Ready for the next deal."""

    table: int
    deal: int


@dataclass(frozen=True)
class EndVote:
    """A vote to end the session (Slovenian: the škis round)."""

    table: int
    deal: int


@dataclass(frozen=True)
class TakeSeat:
    """Take my seat back from the computer."""

    table: int


@dataclass(frozen=True)
class PlayAgain:
    """Open a new lobby like a finished table."""

    table: int


@dataclass(frozen=True)
class Watch:
    """Watch a table as a spectator (on the table message; Refresh on the spectator view)."""

    table: int
    deal: int


ReplayTag = Literal["f", "b", "n", "l"]


@dataclass(frozen=True)
class ReplayStep:
    """A replay's navigation button: show ``step`` (the first ``step`` actions applied)."""

    code: str
    step: int
    tag: ReplayTag


@dataclass(frozen=True)
class ReplayJump:
    """A replay's select of tricks (the chosen value is the step to show)."""

    code: str


@dataclass(frozen=True)
class ReplayRecord:
    """A replay's "Download record" button."""

    code: str


@dataclass(frozen=True)
class BadId:
    """A custom id that is malformed or was tampered with."""

    custom_id: str
    reason: str


ParsedId = (
    Lobby
    | MyHand
    | Refresh
    | Act
    | Discard
    | Ready
    | EndVote
    | TakeSeat
    | PlayAgain
    | Watch
    | ReplayStep
    | ReplayJump
    | ReplayRecord
)


def _check(custom_id: str) -> str:
    if len(custom_id) > MAX_LENGTH:
        raise ValueError(f"custom_id longer than {MAX_LENGTH} characters: {custom_id!r}")
    return custom_id


def lobby(table: int, op: LobbyOp) -> str:
    """The id of a lobby button."""
    return _check(f"{PREFIX}:l:{table}:{op}")


def my_hand(table: int, deal: int) -> str:
    """The id of "My hand" on the table message of ``deal``."""
    return _check(f"{PREFIX}:h:{table}:{deal}")


def refresh(table: int, seat: int, deal: int) -> str:
    """The id of "Refresh" on a hand of ``deal``."""
    return _check(f"{PREFIX}:f:{table}:{seat}:{deal}")


def act(table: int, seat: int, deal: int, move: int, action: str) -> str:
    """The id of an action button drawn at ``deal``/``move`` (``action``: its notation)."""
    return _check(f"{PREFIX}:a:{table}:{seat}:{deal}:{move}:{action}")


def discard(table: int, seat: int, deal: int, move: int, count: int, part: int = 0) -> str:
    """The id of a select of actions chosen together (the discards); ``part`` numbers the
    further selects of the same message."""
    tail = f":{part}" if part else ""
    return _check(f"{PREFIX}:d:{table}:{seat}:{deal}:{move}:{count}{tail}")


def ready(table: int, deal: int) -> str:
    """The id of Ready after ``deal``."""
    return _check(f"{PREFIX}:r:{table}:{deal}")


def end_vote(table: int, deal: int) -> str:
    """The id of the vote to end the session after ``deal``."""
    return _check(f"{PREFIX}:s:{table}:{deal}")


def take_seat(table: int) -> str:
    """The id of Take my seat back."""
    return _check(f"{PREFIX}:b:{table}")


def play_again(table: int) -> str:
    """The id of Play again."""
    return _check(f"{PREFIX}:p:{table}")


def watch(table: int, deal: int) -> str:
    """The id of Watch (and of Refresh on a spectator's view of ``deal``)."""
    return _check(f"{PREFIX}:w:{table}:{deal}")


def replay_step(code: str, step: int, tag: ReplayTag) -> str:
    """The id of a replay's navigation button to ``step``."""
    return _check(f"{PREFIX}:v:{code}:{step}:{tag}")


def replay_jump(code: str) -> str:
    """The id of a replay's select of tricks."""
    return _check(f"{PREFIX}:j:{code}")


def replay_record(code: str) -> str:
    """The id of a replay's "Download record" button."""
    return _check(f"{PREFIX}:x:{code}")


def parse(custom_id: str) -> ParsedId | BadId:
    """Parse a custom id of this bot; never raises."""
    if len(custom_id) > MAX_LENGTH:
        return BadId(custom_id, "too long")
    head, _, rest = custom_id.partition(":")
    kind, _, body = rest.partition(":")
    if head != PREFIX or kind not in _PATTERNS:
        return BadId(custom_id, "unknown kind")
    m = _PATTERNS[kind].fullmatch(body)
    if m is None:
        return BadId(custom_id, "malformed")
    if kind in ("v", "j", "x"):
        return _replay(kind, m)
    nums = [int(g) for g in m.groups() if g is not None and g.isdigit()]
    if kind == "l":
        op = m.group("op")
        if op not in LOBBY_OPS:
            return BadId(custom_id, f"unknown lobby operation {op!r}")
        return Lobby(nums[0], op)
    if kind == "h":
        return MyHand(nums[0], nums[1])
    if kind == "f":
        return Refresh(nums[0], nums[1], nums[2])
    if kind == "a":
        action = m.group("action")
        reason = _action_problem(action)
        if reason is not None:
            return BadId(custom_id, reason)
        return Act(nums[0], nums[1], nums[2], nums[3], action)
    if kind == "d":
        return Discard(*nums[:6])
    if kind == "r":
        return Ready(nums[0], nums[1])
    if kind == "s":
        return EndVote(nums[0], nums[1])
    if kind == "b":
        return TakeSeat(nums[0])
    if kind == "w":
        return Watch(nums[0], nums[1])
    return PlayAgain(nums[0])


def _replay(kind: str, m: re.Match[str]) -> ReplayStep | ReplayJump | ReplayRecord:
    """A replay's component (its code may be all digits: it is read by name, not by kind)."""
    code = m.group("code")
    if kind == "v":
        tag = cast(ReplayTag, m.group("tag"))
        return ReplayStep(code, int(m.group(2)), tag)
    if kind == "j":
        return ReplayJump(code)
    return ReplayRecord(code)


def _action_problem(text: str) -> str | None:
    """Why ``text`` is no action of any family the bot plays (None: it is one)."""
    problems: list[str] = []
    for name in families.names():
        try:
            families.get(name).engine.parse_action(text)
        except MalformedAction as exc:
            problems.append(str(exc))
        else:
            return None
    return "; ".join(problems) or f"no family reads {text!r}"
