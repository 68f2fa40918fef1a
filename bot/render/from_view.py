"""Image descriptions built from an engine :class:`~engine.slovenian.views.PlayerView`.

A view holds only what its seat may know, and these functions read nothing else, so an
image built here cannot show a hidden card. Names and captions come from the caller (already
translated); seats are the engine's seat numbers (playing order).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.render.models import OpenHand, PlayedCard, SeatLabel, TalonImage, TrickImage
from engine.slovenian.actions import Kind
from engine.slovenian.cards import cards_of
from engine.slovenian.state import NO_CARD, NO_SEAT, Phase
from engine.slovenian.views import PlayerView


def hand_cards(view: PlayerView) -> tuple[list[int], frozenset[int] | None]:
    """The seat's own cards and, when it must choose one, the cards it may play or discard.

    The second value is None when the seat is not choosing a card (the hand is then shown
    without highlighting).
    """
    legal = frozenset(a.arg for a in view.legal if a.kind in (Kind.PLAY, Kind.DISCARD))
    return cards_of(view.hand), legal or None


def trick_image(
    view: PlayerView,
    names: Sequence[str],
    *,
    notes: Mapping[int, str] | None = None,
    last_completed: bool = False,
    extra_caption: str | None = None,
    open_caption: str | None = None,
    title: str | None = None,
) -> TrickImage:
    """The trick as ``view``'s seat sees it (the public view is drawn from seat 0).

    ``names[seat]`` labels each seat and ``notes`` may add a line under some names (roles).
    With ``last_completed`` the last finished trick is shown with its winner marked (once a
    trick is complete the engine starts the next one). The seat on turn is marked while a
    trick is being played (not on a finished trick: its winner, starred, leads the next).
    The klop talon card of the trick and the open beggar's public hand are included when the
    view has them.
    """
    n = view.players
    if len(names) != n:
        raise ValueError(f"need {n} names, got {len(names)}")
    seats = tuple(SeatLabel(s, names[s], (notes or {}).get(s)) for s in range(n))
    winner: int | None = None
    if last_completed and view.tricks:
        done = view.tricks[-1]
        cards = tuple(PlayedCard((done.leader + i) % n, c) for i, c in enumerate(done.cards))
        leader: int | None = done.leader
        winner = done.winner
        extra = done.extra
    else:
        cards = tuple(PlayedCard(s, c) for s, c in zip(view.trick_seats, view.trick, strict=True))
        leader = view.leader if 0 <= view.leader < n else None
        extra = view.trick_extra
    open_hand = None
    if view.open_hand and view.declarer != NO_SEAT:
        open_hand = OpenHand(view.declarer, tuple(cards_of(view.open_hand)), open_caption)
    playing = (
        not last_completed
        and view.phase == Phase.PLAY
        and view.result is None
        and 0 <= view.to_move < n
    )
    return TrickImage(
        seats=seats,
        cards=cards,
        viewer_seat=view.seat if view.seat is not None else 0,
        leader=leader,
        winner=winner,
        to_move=view.to_move if playing else None,
        extra_card=extra if extra != NO_CARD else None,
        extra_caption=extra_caption if extra != NO_CARD else None,
        open_hand=open_hand,
        title=title,
    )


def talon_image(
    view: PlayerView,
    *,
    title: str | None = None,
    caption_choosing: str | None = None,
    caption_chosen: str | None = None,
) -> TalonImage | None:
    """The exposed talon in its groups, the chosen group marked; None while it is hidden.

    Pass both captions (e.g. "Ana is choosing" and "Ana took group 2"): the image shows the
    one that fits whether a group has been chosen.
    """
    size = view.talon_group_size
    if len(view.talon) != 6 or size not in (1, 2, 3):
        return None
    groups = tuple(tuple(view.talon[i : i + size]) for i in range(0, 6, size))
    chosen = view.talon_group if 0 <= view.talon_group < len(groups) else None
    return TalonImage(
        groups=groups,
        chosen=chosen,
        title=title,
        caption_choosing=caption_choosing,
        caption_chosen=caption_chosen,
    )
