"""The machinery of the privacy audits (``test_privacy.py`` for Slovenian tarok,
``test_privacy_czech.py`` for Czech taroky), the same for every game.

While a game is played, :class:`AuditLog` records which card faces the renderer put into
every image (by the image's bytes) and, for every stored action, the fake Discord's clock
mark when the bot logged it. Afterwards :meth:`AuditLog.revisions` walks every message
revision the fake recorded, with its audience (public, or the owner of an ephemeral hand),
the deal it belongs to, the action ids of its components and the images it carries; the
game's audit rebuilds the deal's true state at that moment (:meth:`AuditLog.moves_before`)
and checks that nothing hidden from that audience reached it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from fakediscord import iter_components

from bot.screens import ids
from bot.ui.images import RENDER_HOOKS, RenderRecord

from .helpers import World


@dataclass(frozen=True)
class Drawn:
    """A rendered image as the hook saw it."""

    kind: str
    seat: int | None
    cards: frozenset[int]


CardOf = Callable[[str], "int | None"]
"""The card an action in notation plays or lays aside (None: no card of the hand)."""


@dataclass(frozen=True)
class Seen:
    """One message revision as its audience saw it."""

    revision: Any
    audience: Any
    seat: int | None
    """The seat of the ephemeral message's owner (None: public, or not seated)."""
    deal_no: int | None
    parsed: list[ids.ParsedId | ids.BadId]
    images: list[tuple[str, Drawn]]
    """(file name, what was drawn) per attachment."""

    @property
    def public(self) -> bool:
        """Whether everyone in the channel sees it."""
        return bool(self.audience.is_public)

    def check_components(self, hidden: Iterable[int], card_of: CardOf) -> None:
        """No action button or select on a public message; on a hand only its owner's seat,
        and no card among its actions (buttons, select options) that is ``hidden``."""
        secret = set(hidden)
        for item in self.parsed:
            if self.public:
                assert not isinstance(item, ids.Act | ids.Discard | ids.Refresh), item
            elif isinstance(item, ids.Act | ids.Discard | ids.Refresh):
                assert item.seat == self.seat, "a hand component for another seat"
                if isinstance(item, ids.Act):
                    assert card_of(item.action) not in secret, item
        for comp in iter_components(self.revision.components):
            if comp.get("type") == 3:
                assert not self.public, "a select on a public message"
                for option in comp.get("options", []):
                    assert card_of(option["value"]) not in secret, option

    def text(self, is_call: Callable[[str], bool]) -> str:
        """The revision's text without the labels of its call buttons (``is_call``: whether
        an action calls a card): naming the cards one may call says nothing about where they
        are."""
        text = str(self.revision.text())
        for comp in iter_components(self.revision.components):
            call = ids.parse(comp.get("custom_id") or "")
            if isinstance(call, ids.Act) and is_call(call.action):
                text = text.replace(comp.get("label") or "", "", 1)
        return text


def parse_ids(components: list[dict[str, Any]]) -> list[ids.ParsedId | ids.BadId]:
    """The parsed custom ids of a message's components."""
    return [ids.parse(c["custom_id"]) for c in iter_components(components) if c.get("custom_id")]


def deal_of(parsed: Iterable[ids.ParsedId | ids.BadId]) -> int | None:
    """The deal a message's components belong to (they never mix deals)."""
    deals = {
        p.deal
        for p in parsed
        if isinstance(
            p,
            ids.MyHand | ids.Refresh | ids.Act | ids.Discard | ids.Ready | ids.EndVote | ids.Watch,
        )
    }
    assert len(deals) <= 1, deals
    return deals.pop() if deals else None


class AuditLog:
    """Records what the audit needs while a game is played (use as a context manager)."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.drawn: dict[str, list[Drawn]] = {}
        """What went into each image, by the digest of its bytes: identical images (the
        same cards drawn the same way, e.g. one last card held by two players in two deals)
        are one file for several audiences."""
        self.marks: dict[tuple[int, int], int] = {}

    def _hook(self, record: RenderRecord) -> None:
        digest = hashlib.sha256(record.image.data).hexdigest()
        drawn = Drawn(record.spec.kind, record.spec.audience, frozenset(record.cards))
        seen = self.drawn.setdefault(digest, [])
        if drawn not in seen:
            seen.append(drawn)

    def __enter__(self) -> AuditLog:
        RENDER_HOOKS.append(self._hook)
        repo = self.world.bot.store.tables
        original = repo.append_action

        async def recording(
            table_id: int, deal_no: int, move_no: int, *args: Any, **kw: Any
        ) -> Any:
            self.marks.setdefault((deal_no, move_no), self.world.fake.mark())
            return await original(table_id, deal_no, move_no, *args, **kw)

        repo.append_action = recording  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        RENDER_HOOKS.remove(self._hook)

    def moves_before(self, deal_no: int, move_nos: Iterable[int], seq: int) -> int:
        """How many of a deal's stored moves the bot had logged when request ``seq`` came."""
        return sum(1 for m in move_nos if self.marks.get((deal_no, m), -1) <= seq)

    def revisions(self, user_seat: dict[int, int]) -> Iterator[Seen]:
        """Every message revision the fake recorded (deletions aside), oldest first.

        ``user_seat`` maps a player's user id to his seat.
        """
        message_deal: dict[int, int] = {}
        fake = self.world.fake
        for revision, audience in fake.audit():
            if revision.kind == "delete" or revision.call_seq is None:
                continue
            parsed = parse_ids(revision.components)
            assert not any(isinstance(p, ids.BadId) for p in parsed), parsed
            deal_no = deal_of(parsed)
            if deal_no is not None:
                message_deal[revision.message_id] = deal_no
            else:  # e.g. a table message that lost its buttons at the end of the session
                deal_no = message_deal.get(revision.message_id)
            seat: int | None = None
            if not audience.is_public:
                assert audience.kind == "ephemeral"
                seat = user_seat.get(audience.owner_id or 0)
            images = []
            for attachment_id, filename in revision.attachments:
                data = fake.attachments[attachment_id].data
                made = self.drawn.get(hashlib.sha256(data).hexdigest())
                assert made, f"an attachment the renderer did not make: {filename}"
                # The render made for this audience, if the same file was made for several.
                mine = [d for d in made if d.seat == seat]
                images.append((filename, (mine or made)[0]))
            yield Seen(revision, audience, seat, deal_no, parsed, images)
