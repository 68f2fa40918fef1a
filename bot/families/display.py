"""What the generic screens show of a family's deal: labels, choices, status lines, images.

The bot's screens (:mod:`bot.screens`) are the same for every family: the lobby, the seats,
whose turn it is, the hand with exactly the legal actions, the trick, the summary and the
score sheet. What differs between games is asked of the family's :class:`Display`. This base
class answers from the family protocol alone (a view's ``legal``, ``trick``, ``tricks``, the
deck's labels, a sheet's ``lines`` and ``scores``), so any registered family can be played;
a family with bids, contracts, a talon or announcements subclasses it
(``bot.families.slovenian.display``).

Everything here reads **views only** (never a deal's full state), and names seats through
``names``: the display names of the *deal's* seats, in deal-seat order. Texts are looked up
with :func:`bot.i18n.t`; a family's own keys start with its name (``french.contract.…``),
except the names of Slovenian tarok's things, which came first and have none. A family words
a generic text its own way by defining ``<family>.<key>`` (see :meth:`Display.key`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bot.i18n import has_key, t
from bot.render import (
    PlayedCard,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    SeatLabel,
    SummaryImage,
    TrickImage,
)
from bot.store.models import UserStats
from engine.core.actions import Action
from engine.core.errors import MalformedAction
from engine.core.family import EventLike, Family, MatchLike, SheetLike, ViewLike

Style = Literal["primary", "secondary", "success", "danger"]

ACTION_ROWS = 4
"""Rows of action buttons on a hand (the fifth row holds Refresh and Leave)."""
ROW_WIDTH = 5
"""Buttons in a row (Discord's limit)."""
PICK_OPTIONS = 25
"""Options in a select menu (Discord's limit)."""


@dataclass(frozen=True)
class Choice:
    """One legal action as a button."""

    action: Action
    label: str
    style: Style = "primary"


@dataclass(frozen=True)
class Pick:
    """Several legal actions chosen at once from a select menu (e.g. the discards).

    ``count`` options must be chosen; the table applies them in an order the rules allow.
    """

    options: tuple[tuple[Action, str, str | None], ...]
    """(action, label, description) per option."""
    count: int
    placeholder: str


@dataclass(frozen=True)
class Choices:
    """The components for a seat's legal actions: rows of buttons and perhaps a select (or
    several, when one choice has more options than a select holds)."""

    rows: tuple[tuple[Choice, ...], ...] = ()
    pick: Pick | None = None
    more: tuple[Pick, ...] = ()
    """Further selects after ``pick``, each answered on its own (e.g. the cards one may call
    split by suit, since a Discord select holds at most 25 options)."""

    @property
    def picks(self) -> tuple[Pick, ...]:
        """Every select: ``pick`` and then ``more``."""
        return ((self.pick,) if self.pick is not None else ()) + self.more


@dataclass(frozen=True)
class Picture:
    """An image for a screen: its kind (``trick``, ``talon``, ``summary``, ``sheet``), the
    file stem and the render model (:mod:`bot.render.models`)."""

    kind: str
    stem: str
    model: object


def rows_of(items: Sequence[Choice], width: int = ROW_WIDTH) -> list[list[Choice]]:
    """Buttons in rows of ``width``."""
    return [list(items[i : i + width]) for i in range(0, len(items), width)]


def join_names(items: Sequence[str], lang: str) -> str:
    """ "Ana, Bor and Cir"."""
    if len(items) <= 1:
        return "".join(items)
    return t("summary.and", lang, first=", ".join(items[:-1]), second=items[-1])


class Display:
    """The generic display of a family's deals (from the protocol alone)."""

    def __init__(self, family: Family[Any, Any]) -> None:
        self.family = family
        self.deck = family.deck

    # -- names of things ---------------------------------------------------------------------
    def key(self, name: str) -> str:
        """The text key to use for the generic text ``name``: ``<family>.<name>`` when the
        catalogs have it (the family words it its own way), else ``name``."""
        own = f"{self.family.name}.{name}"
        return own if has_key(own) else name

    def title(self, lang: str) -> str:
        """The game's name (``game.{family}``)."""
        key = f"game.{self.family.name}"
        return t(key, lang) if has_key(key) else self.family.name.replace("_", " ").title()

    def card_label(self, card: int) -> str:
        """A card as printed on it (``K♥``, ``XXI``)."""
        return self.deck.labels[card]

    def card_name(self, card: int, lang: str) -> str:
        """A card spelled out (generic: its label)."""
        return self.card_label(card)

    def sort_cards(self, cards: Sequence[int]) -> list[int]:
        """Cards in the order a player holds them."""
        return self.deck.sort_for_display(cards)

    def phase_label(self, view: ViewLike, lang: str) -> str:
        """The phase of the deal in words."""
        key = f"{self.family.name}.phase.{view.phase_name}"
        if has_key(key):
            return t(key, lang)
        if has_key(f"phase.{view.phase_name}"):
            return t(f"phase.{view.phase_name}", lang)
        return view.phase_name

    def contract_label(self, code: str | None, lang: str) -> str:
        """A contract by its ledger code (generic: the game's name)."""
        if code is None:
            return self.title(lang)
        key = f"{self.family.name}.contract.{code}"
        return t(key, lang) if has_key(key) else code

    # -- actions -----------------------------------------------------------------------------
    def action_card(self, action: Action) -> int | None:
        """The card an action plays or puts down, if it is about one of the seat's cards
        (generic: an action written ``head:card``)."""
        _, sep, arg = self.family.format_action(action).partition(":")
        if not sep:
            return None
        try:
            return self.deck.parse_card(arg)
        except MalformedAction:
            return None

    def action_label(self, view: ViewLike, action: Action, lang: str) -> str:
        """A button label for a legal action."""
        card = self.action_card(action)
        if card is not None:
            return self.card_label(card)
        text = self.family.format_action(action)
        head = text.partition(":")[0]
        key = f"{self.family.name}.action.{head}"
        return t(key, lang) if has_key(key) else text

    def choices(self, view: ViewLike, lang: str) -> Choices:
        """Exactly the seat's legal actions as components: cards in hand order, then the
        other actions; a select when there are more than the rows hold."""
        cards: list[tuple[int, Choice]] = []
        others: list[Choice] = []
        for action in view.legal:
            label = self.action_label(view, action, lang)[:80]
            card = self.action_card(action)
            if card is not None:
                cards.append((card, Choice(action, label)))
            else:
                others.append(Choice(action, label, "secondary"))
        order = {c: i for i, c in enumerate(self.sort_cards([c for c, _ in cards]))}
        buttons = [b for _, b in sorted(cards, key=lambda cb: order[cb[0]])] + others
        if len(buttons) <= ACTION_ROWS * ROW_WIDTH:
            return Choices(tuple(tuple(r) for r in rows_of(buttons)))
        options = tuple((b.action, b.label, None) for b in buttons[:PICK_OPTIONS])
        return Choices(pick=Pick(options, 1, t("pick.placeholder", lang)))

    def hand_cards(self, view: ViewLike) -> tuple[list[int], frozenset[int] | None]:
        """The seat's cards and, when it is choosing one of them, the cards it may choose."""
        legal = frozenset(
            c
            for c in (self.action_card(a) for a in view.legal)
            if c is not None and (view.hand >> c) & 1
        )
        return [c for c in range(self.deck.size) if (view.hand >> c) & 1], legal or None

    def prompt(self, view: ViewLike, lang: str) -> str:
        """What the seat on turn is asked to do."""
        if any(self.action_card(a) is not None for a in view.legal):
            return t("prompt.play", lang)
        return t("prompt.choose", lang)

    # -- the public table --------------------------------------------------------------------
    def roles(
        self, view: ViewLike, seat: int, lang: str, *, sitting_out: bool = False
    ) -> list[str]:
        """A deal seat's roles shown beside its name (generic: the dealer).

        ``sitting_out`` says that a player of the table sits this deal out (he has a line
        of his own); a family whose dealer is the one sitting out leaves the dealer role
        out then.
        """
        return [t("role.dealer", lang)] if seat == view.dealer else []

    def marks(self, match: MatchLike[Any]) -> list[int]:
        """Marks shown beside each match seat's total (Slovenian radelci; generic: none)."""
        return [0] * match.players

    def tricks_won(self, view: ViewLike) -> list[int]:
        """Tricks taken so far by each deal seat."""
        won = [0] * view.players
        for trick in view.tricks:
            if 0 <= trick.winner < view.players:
                won[trick.winner] += 1
        return won

    def status_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """Public lines about the deal (bids, contract, partner, announcements …)."""
        return []

    def hand_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """The lines a hand shows under its heading (generic: the public status lines)."""
        return self.status_lines(view, names, lang)

    def event_lines(
        self,
        action: Action,
        actor: str,
        events: Sequence[EventLike],
        name: str,
        names: Sequence[str],
        lang: str,
    ) -> list[str]:
        """Public lines for an applied action (``actor`` as in the action log: ``player``,
        ``computer``, ``stand_in``, ``timer``) and what it caused. Only public facts: a card
        put down face down is never named."""
        lines: list[str] = []
        card = self.action_card(action)
        played = any(e.kind == "played" for e in events)
        if actor == "timer":
            if card is not None and played:
                lines.append(t("table.timeout", lang, name=name, card=self.card_label(card)))
            else:
                lines.append(t("table.timeout_action", lang, name=name))
        elif card is not None and played:
            lines.append(t("table.played", lang, name=name, card=self.card_label(card)))
        for e in events:
            if e.kind == "trick" and 0 <= e.seat < len(names):
                lines.append(t("table.trick_won", lang, name=names[e.seat]))
        return lines

    def trick_number(self, view: ViewLike) -> tuple[int, bool]:
        """The trick to show and whether it is the last one won (the next one has not
        started yet)."""
        last = not view.trick and bool(view.tricks)
        return (len(view.tricks) if last else len(view.tricks) + 1), last

    def trick_image(self, view: ViewLike, names: Sequence[str], lang: str) -> TrickImage | None:
        """The trick on the table as ``view``'s seat sees it (the public: from seat 0), with
        the seat on turn while a trick is being played; None while no card can be on the
        table yet (before the ``play`` phase, when nothing has been played)."""
        if not view.trick and not view.tricks and view.phase_name != "play":
            return None
        n = view.players
        seats = tuple(SeatLabel(s, names[s]) for s in range(n))
        number, last = self.trick_number(view)
        title = t("table.trick", lang, number=number) if view.tricks or view.trick else None
        winner: int | None = None
        if last:
            done = view.tricks[-1]
            cards = tuple(PlayedCard((done.leader + i) % n, c) for i, c in enumerate(done.cards))
            leader: int | None = done.leader
            winner = done.winner
        else:
            cards = tuple(PlayedCard((view.leader + i) % n, c) for i, c in enumerate(view.trick))
            leader = view.leader if 0 <= view.leader < n else None
        # The seat on turn only while a trick is being played (a finished trick's winner,
        # starred, leads the next one).
        playing = (
            not last and view.result is None and view.phase_name == "play" and 0 <= view.to_move < n
        )
        return TrickImage(
            seats=seats,
            cards=cards,
            viewer_seat=view.seat if view.seat is not None else 0,
            leader=leader,
            winner=winner,
            title=title,
            to_move=view.to_move if playing else None,
        )

    def table_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """Images shown on the public table besides the trick (e.g. an exposed talon)."""
        return []

    def hand_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """Images shown on the hand of the seat on turn besides its cards."""
        return []

    # -- the end of a deal -------------------------------------------------------------------
    def deal_contract(self, sheet: SheetLike, lang: str) -> str:
        """The name of what was played in a deal."""
        return self.title(lang)

    def line_label(self, line: Any, names: Sequence[str], lang: str) -> str:
        """The label of a score line."""
        item = str(getattr(line, "item", ""))
        key = f"{self.family.name}.line.{item}"
        return t(key, lang) if has_key(key) else item

    def score_lines(
        self, sheet: SheetLike, names: Sequence[str], lang: str
    ) -> list[tuple[str, int]]:
        """The score lines of a deal: (label, amount)."""
        return [(self.line_label(line, names, lang), line.amount) for line in sheet.lines]

    def headline(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """What happened in the deal, above its score lines."""
        return []

    def footnotes(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """Lines after the score lines (totals, marks given or crossed out …)."""
        return []

    def summary_image(
        self,
        sheet: SheetLike,
        names: Sequence[str],
        totals: Sequence[int],
        final_view: ViewLike | None,
        lang: str,
    ) -> SummaryImage:
        """The end-of-deal image (``totals``: each deal seat's new total)."""
        return SummaryImage(
            contract=self.deal_contract(sheet, lang),
            sides=(),
            lines=tuple(ScoreLine(label, v) for label, v in self.score_lines(sheet, names, lang)),
            results=tuple(
                PlayerResult(names[p], sheet.scores[p], totals[p]) for p in range(sheet.players)
            ),
        )

    def sheet_row_label(self, sheet: SheetLike, lang: str) -> str:
        """What a score-sheet row names after the deal number."""
        return self.deal_contract(sheet, lang)

    def sheet_row_note(self, sheet: SheetLike, lang: str) -> str | None:
        """A second line under a score-sheet row's label (e.g. the multipliers of a deal;
        generic: none)."""
        return None

    # -- statistics --------------------------------------------------------------------------
    def stats_lines(self, stats: UserStats, lang: str) -> list[str]:
        """A player's record beyond deals, totals and declarer results (generic: nothing)."""
        return []

    def sheet_marks(
        self, match: MatchLike[Any], deal_seats: Sequence[Sequence[int]] = ()
    ) -> tuple[RadelcMarks, ...]:
        """The marks under each player's name on the score sheet (generic: none).

        ``deal_seats`` gives the match seat of each deal seat for every deal of the match's
        history (they differ when a player sits a deal out).
        """
        return tuple(RadelcMarks(0, 0) for _ in range(match.players))
