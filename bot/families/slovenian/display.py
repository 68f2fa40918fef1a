"""How the bot shows a Slovenian tarok deal: bids, contract, called king, talon, announcements,
the buttons for each phase, the trick with the klop talon card and an open beggar's hand,
and the deal's summary (card points of the sides, score lines, radelci).

Everything is read from views (``engine.slovenian.views.PlayerView``): a text or an image
built here cannot name a card its reader may not know.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.families.display import (
    Choice,
    Choices,
    Display,
    Pick,
    Picture,
    Style,
    join_names,
    rows_of,
)
from bot.families.slovenian.labels import (
    action_label,
    card_name,
    contract_name,
    item_name,
    kontra_label,
    kontra_name,
    line_label,
    phase_name,
)
from bot.i18n import t
from bot.render import (
    NamedRole,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    ScoreSection,
    SidePoints,
    SummaryImage,
    TalonImage,
    TrickImage,
)
from bot.render.from_view import hand_cards, talon_image, trick_image
from bot.store.models import UserStats
from engine.core.actions import Action as CoreAction
from engine.core.family import EventLike, MatchLike, SheetLike, ViewLike
from engine.slovenian import Action, Contract, Kind, Match, Phase, PlayerView, ScoreSheet
from engine.slovenian import ScoreLine as EngineLine
from engine.slovenian.actions import Item
from engine.slovenian.cards import card_label, cards_of, pile_points, sort_for_display
from engine.slovenian.contracts import info
from engine.slovenian.state import NO_CARD, NO_SEAT

CARD_POINTS = 70
"""Card points in the deck."""


def _view(view: ViewLike) -> PlayerView:
    if not isinstance(view, PlayerView):
        raise TypeError(f"not a Slovenian tarok view: {type(view).__name__}")
    return view


def _sheet(sheet: SheetLike) -> ScoreSheet:
    if not isinstance(sheet, ScoreSheet):
        raise TypeError(f"not a Slovenian tarok score sheet: {type(sheet).__name__}")
    return sheet


def tricks_won(v: PlayerView) -> list[int]:
    """Tricks taken so far by each seat."""
    won = [0] * v.players
    for trick in v.tricks:
        won[trick.winner] += 1
    return won


def klop_points(v: PlayerView) -> list[int]:
    """Card points each seat took in a finished deal (from the public tricks)."""
    piles: list[list[int]] = [[] for _ in range(v.players)]
    for trick in v.tricks:
        piles[trick.winner].extend(trick.cards)
        if trick.extra != NO_CARD:
            piles[trick.winner].append(trick.extra)
    return [pile_points(p) for p in piles]


class SlovenianDisplay(Display):
    """The display of Slovenian tarok (3, 4 and five at a table)."""

    # -- names of things ---------------------------------------------------------------------
    # Generic texts Slovenian tarok words its own way (the end of a session is the škis round,
    # its settlement charges the radelci) are the catalogs' ``slovenian.*`` keys, which the
    # base class's ``key`` finds.
    def card_label(self, card: int) -> str:
        """``K♥``, ``XXI``, ``Škis``."""
        return card_label(card)

    def card_name(self, card: int, lang: str) -> str:
        """``kralj srce`` / ``king of hearts``."""
        return card_name(card, lang)

    def sort_cards(self, cards: Sequence[int]) -> list[int]:
        """Taroks high to low, then ♥ ♦ ♠ ♣ high to low."""
        return sort_for_display(cards)

    def phase_label(self, view: ViewLike, lang: str) -> str:
        """``Licitacija`` / ``Bidding``."""
        return phase_name(_view(view).phase, lang)

    def contract_label(self, code: str | None, lang: str) -> str:
        """A contract by its code."""
        return contract_name(code, lang) if code is not None else self.title(lang)

    # -- actions -----------------------------------------------------------------------------
    def action_card(self, action: CoreAction) -> int | None:
        """The card a play or a discard puts down."""
        if isinstance(action, Action) and action.kind in (Kind.PLAY, Kind.DISCARD):
            return action.arg
        return None

    def action_label(self, view: ViewLike, action: CoreAction, lang: str) -> str:
        """Cards by their label, kontra by the level it raises to, the rest in words."""
        v = _view(view)
        assert isinstance(action, Action)
        if action.kind == Kind.PLAY:
            return card_label(action.arg)
        if action.kind == Kind.PASS:
            return t("bid.pass", lang)
        if action.kind == Kind.KONTRA:
            level = (v.kontra[action.arg] if action.arg < len(v.kontra) else 1) * 2
            return action_label(action, lang, kontra_level=level)
        if action.kind == Kind.CALL:
            return t("action.call", lang, card=card_label(action.arg))
        if action.kind in (Kind.BID, Kind.DECLARE):
            # The contract with what it is worth: "Two · 20".
            contract = Contract(action.arg)
            name = contract_name(contract, lang)
            return t("bid.value", lang, contract=name, value=info(contract).value)
        return action_label(action, lang)

    def choices(self, view: ViewLike, lang: str) -> Choices:
        """A button per legal action (cards in hand order, passes last); the discards are
        chosen all at once from a select of the cards that may be discarded now."""
        v = _view(view)
        legal = v.legal
        if not legal:
            return Choices()
        if v.phase == Phase.DISCARD:
            cards = sort_for_display([a.arg for a in legal if a.kind == Kind.DISCARD])
            by_card = {a.arg: a for a in legal if a.kind == Kind.DISCARD}
            # Discards are checked as a whole by the table; when fewer cards may go now than
            # must go (taroks only once no other card is left), the rest is chosen next.
            count = max(1, min(v.discards_left, len(cards)))
            options = tuple((by_card[c], card_label(c), card_name(c, lang)) for c in cards)
            return Choices(pick=Pick(options, count, t("discard.placeholder", lang, count=count)))
        buttons: list[Choice] = []
        passes: list[Choice] = []
        for action in legal:
            label = self.action_label(v, action, lang)[:80]
            style: Style = "primary"
            if action.kind == Kind.PASS:
                passes.append(Choice(action, label, "secondary"))
                continue
            if action.kind == Kind.KONTRA:
                style = "danger"
            buttons.append(Choice(action, label, style))
        if v.phase == Phase.PLAY:
            order = {c: i for i, c in enumerate(sort_for_display(cards_of(v.hand)))}
            buttons.sort(key=lambda b: order.get(b.action.arg, 99))
        rows = rows_of(buttons)
        if passes:
            if rows and len(rows[-1]) < 5:
                rows[-1].extend(passes)
            else:
                rows.append(passes)
        return Choices(tuple(tuple(r) for r in rows))

    def hand_cards(self, view: ViewLike) -> tuple[list[int], frozenset[int] | None]:
        """The seat's cards and the ones it may play or discard now."""
        return hand_cards(_view(view))

    def prompt(self, view: ViewLike, lang: str) -> str:
        """What the phase asks of the seat on turn."""
        v = _view(view)
        phase = v.phase
        if phase == Phase.BIDDING:
            return t("prompt.bidding", lang)
        if phase == Phase.DECLARE:
            return t("prompt.declare", lang)
        if phase == Phase.KING_CALL:
            return t("prompt.king_call", lang)
        if phase == Phase.TALON:
            return t("prompt.talon", lang)
        if phase == Phase.DISCARD:
            return t("prompt.discard", lang, count=v.discards_left)
        if phase == Phase.ANNOUNCE:
            return t("prompt.announce", lang)
        return t("prompt.play", lang)

    # -- the public table --------------------------------------------------------------------
    def roles(
        self, view: ViewLike, seat: int, lang: str, *, sitting_out: bool = False
    ) -> list[str]:
        """Dealer, forehand, declarer, and the partner once this view knows him.

        With five at a table (``sitting_out``) the dealer is the player sitting out; the
        deal seat in his place (last to bid, D8) is not called the dealer.
        """
        v = _view(view)
        roles: list[str] = []
        if seat == v.dealer and not sitting_out:
            roles.append(t("role.dealer", lang))
        if seat == v.forehand:
            roles.append(t("role.forehand", lang))
        if v.contract is not None and v.contract != Contract.KLOP and seat == v.declarer:
            roles.append(t("role.declarer", lang))
        if v.partner_known and v.partner != NO_SEAT and seat == v.partner:
            roles.append(t("role.partner", lang))
        return roles

    def marks(self, match: MatchLike[Any]) -> list[int]:
        """Every player's open radelci."""
        assert isinstance(match, Match)
        return list(match.radelci)

    def tricks_won(self, view: ViewLike) -> list[int]:
        """Tricks taken so far by each seat."""
        return tricks_won(_view(view))

    def _contract_lines(self, v: PlayerView, names: Sequence[str], lang: str) -> list[str]:
        lines: list[str] = []
        if v.bids:
            bids = []
            for seat, bid in v.bids:
                label = t("bid.pass", lang) if bid < 0 else contract_name(Contract(bid), lang)
                bids.append(t("table.bid_line", lang, name=names[seat], bid=label))
            lines.append(f"**{t('table.bids', lang)}:** " + " · ".join(bids))
        if v.compulsory_klop and v.phase == Phase.BIDDING:
            lines.append(t("table.compulsory_klop", lang))
        if v.contract is None:
            return lines
        parts = [t("table.contract", lang, contract=contract_name(v.contract, lang))]
        if v.contract != Contract.KLOP and v.declarer != NO_SEAT:
            parts.append(t("table.declarer", lang, name=names[v.declarer]))
        lines.append(" · ".join(parts))
        if v.called != NO_CARD:
            called = [t("table.called", lang, card=card_name(v.called, lang))]
            if v.called_in_talon:
                called.append(t("table.called_in_talon", lang))
            elif v.partner_known and v.partner != NO_SEAT:
                called.append(t("table.partner", lang, name=names[v.partner]))
            elif v.partner_known:
                called.append(t("table.alone", lang, name=names[v.declarer]))
            else:
                called.append(t("table.partner_unknown", lang))
            lines.append(" · ".join(called))
        return lines

    @staticmethod
    def _announcement_lines(v: PlayerView, names: Sequence[str], lang: str) -> list[str]:
        said: list[str] = []
        for item in Item:
            who = v.announced[item] if item < len(v.announced) else NO_SEAT
            if item != Item.GAME and who != NO_SEAT:
                said.append(
                    t("table.announced_line", lang, name=names[who], item=item_name(item, lang))
                )
        for item in Item:
            level = v.kontra[item] if item < len(v.kontra) else 1
            if level > 1:
                said.append(
                    t(
                        "table.kontra_line",
                        lang,
                        item=item_name(item, lang),
                        level=kontra_name(level, lang),
                    )
                )
        if not said:
            return []
        return [f"**{t('table.announcements', lang)}:** " + " · ".join(said)]

    @staticmethod
    def _discard_line(v: PlayerView, lang: str) -> list[str]:
        shown = cards_of(v.discards)
        if not shown:
            return []
        labels = ", ".join(card_label(c) for c in sort_for_display(shown))
        return [t("table.discards", lang, cards=labels)]

    def status_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """Bids, contract and declarer, the called king and partner, announcements and
        kontras, the taroks discarded face up."""
        v = _view(view)
        return [
            *self._contract_lines(v, names, lang),
            *self._announcement_lines(v, names, lang),
            *self._discard_line(v, lang),
        ]

    def hand_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """The contract, declarer and called king (the bids only while nothing is settled)."""
        v = _view(view)
        lines = self._contract_lines(v, names, lang)
        return lines[1:] if v.bids else lines

    def event_lines(
        self,
        action: CoreAction,
        actor: str,
        events: Sequence[EventLike],
        name: str,
        names: Sequence[str],
        lang: str,
    ) -> list[str]:
        """Cards played, talon groups taken, tricks won, moves made by the timer; a discard
        is never named (face-down discards are secret)."""
        assert isinstance(action, Action)
        lines: list[str] = []
        if actor == "timer":
            if action.kind == Kind.PLAY:
                lines.append(t("table.timeout", lang, name=name, card=card_label(action.arg)))
            else:
                lines.append(t("table.timeout_action", lang, name=name))
        elif action.kind == Kind.PLAY:
            lines.append(t("table.played", lang, name=name, card=card_label(action.arg)))
        elif action.kind == Kind.TALON:
            lines.append(t("table.talon_taken", lang, name=name, number=action.arg + 1))
        for e in events:
            trick = getattr(e, "trick", None)
            if e.kind == "trick" and trick is not None:
                winner = names[trick.winner] if 0 <= trick.winner < len(names) else "?"
                lines.append(t("table.trick_won", lang, name=winner))
        return lines

    def trick_image(self, view: ViewLike, names: Sequence[str], lang: str) -> TrickImage | None:
        """The current trick, or the last one won while the next has not started; the klop
        talon card of the trick and an open beggar's hand when they are public. None before
        the play (bidding, the king call, the talon): the table would be empty, and the
        bids and the contract are in the status lines."""
        v = _view(view)
        if v.phase < Phase.PLAY and not v.tricks:
            return None
        notes: dict[int, str] = {}
        if v.contract is not None and v.contract != Contract.KLOP and v.declarer != NO_SEAT:
            notes[v.declarer] = t("role.declarer", lang)
        if v.partner_known and v.partner != NO_SEAT:
            notes[v.partner] = t("role.partner", lang)
        number, last = self.trick_number(v)
        title = t("table.trick", lang, number=number) if v.phase >= Phase.PLAY else None
        return trick_image(
            v,
            list(names),
            notes=notes,
            last_completed=last,
            extra_caption=t("table.talon", lang),
            # The image names the open hand's player itself: "Žan · odprte karte".
            open_caption=t("table.open_hand_caption", lang),
            title=title,
        )

    @staticmethod
    def _talon(v: PlayerView, names: Sequence[str], lang: str) -> TalonImage | None:
        """The exposed talon with both captions: the declarer choosing a group, then the
        group he took (the image shows the one that fits)."""
        name = names[v.declarer] if 0 <= v.declarer < len(names) else ""
        chosen = None
        if v.talon_group >= 0:
            chosen = t("talon.caption_chosen", lang, name=name, number=v.talon_group + 1)
        return talon_image(
            v,
            title=t("table.talon", lang),
            caption_choosing=t("talon.caption_choosing", lang, name=name),
            caption_chosen=chosen,
        )

    def table_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """The exposed talon while it is taken, discarded to and announced over."""
        v = _view(view)
        talon = self._talon(v, names, lang)
        if talon is not None and v.phase in (Phase.TALON, Phase.DISCARD, Phase.ANNOUNCE):
            return [Picture("talon", "talon", talon)]
        return []

    def hand_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """The talon groups for the declarer choosing one."""
        v = _view(view)
        if v.phase != Phase.TALON:
            return []
        talon = self._talon(v, names, lang)
        return [Picture("talon", "talon", talon)] if talon is not None else []

    # -- the end of a deal -------------------------------------------------------------------
    def deal_contract(self, sheet: SheetLike, lang: str) -> str:
        """The contract played."""
        return contract_name(_sheet(sheet).contract, lang)

    def _line(self, line: EngineLine, names: Sequence[str], lang: str) -> ScoreLine:
        label = kontra_label(line_label(line, lang), line.kontra, lang)
        if line.seat is not None and 0 <= line.seat < len(names):
            label = f"{label} · {names[line.seat]}"
        return ScoreLine(label, line.amount)

    def score_lines(
        self, sheet: SheetLike, names: Sequence[str], lang: str
    ) -> list[tuple[str, int]]:
        """The side's lines (or each player's, in klop): ``Trula (napovedano) ×2``,
        ``Klop · Ana``; the penalties follow the total (:meth:`footnotes`)."""
        s = _sheet(sheet)
        specs = [self._line(line, names, lang) for line in s.lines]
        return [(spec.label, spec.value) for spec in specs]

    @staticmethod
    def _sides(sheet: ScoreSheet, names: Sequence[str], lang: str) -> tuple[str, str]:
        n = sheet.players
        decl = [p for p in range(n) if p in (sheet.declarer, sheet.partner)]
        opp = [p for p in range(n) if p not in decl]
        return join_names([names[p] for p in decl], lang), join_names([names[p] for p in opp], lang)

    def headline(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """Klop, or who won or lost with how many card points."""
        s = _sheet(sheet)
        if s.contract == Contract.KLOP:
            return [t("summary.klop", lang)]
        if s.declarer is None:
            return []
        decl, _ = self._sides(s, names, lang)
        key_won = "summary.won" if s.won else "summary.lost"
        if s.declarer_points is not None:
            return [t(key_won, lang, names=decl, points=s.declarer_points)]
        return [t(key_won + "_tricks", lang, names=decl)]

    def footnotes(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """The total, the mond penalties apart from it (V15), and the radelci given to
        everyone or crossed out."""
        s = _sheet(sheet)
        lines: list[str] = []
        if s.contract != Contract.KLOP:
            lines.append(t("summary.total_line", lang, amount=f"{s.total:+d}"))
        if s.penalties:
            lines.append(f"**{t('summary.penalties', lang)}:**")
            for line in s.penalties:
                spec = self._line(line, names, lang)
                lines.append(f"• {spec.label}: {spec.value:+d}")
        if s.radelci_for_all:
            lines.append(t("summary.radelci_for_all", lang))
        for p in s.radelc_cancelled:
            lines.append(t("summary.radelc_cancelled", lang, name=names[p]))
        return lines

    def summary_image(
        self,
        sheet: SheetLike,
        names: Sequence[str],
        totals: Sequence[int],
        final_view: ViewLike | None,
        lang: str,
    ) -> SummaryImage:
        """The summary: the contract, who played it, card points of the sides (each
        player's in klop), the score lines and each player's result."""
        s = _sheet(sheet)
        klop = s.contract == Contract.KLOP
        sides: list[SidePoints] = []
        if klop and final_view is not None:
            pts = klop_points(_view(final_view))
            sides = [SidePoints(names[p], pts[p]) for p in range(s.players)]
        elif s.declarer_points is not None:
            decl, opp = self._sides(s, names, lang)
            sides = [
                SidePoints(decl, s.declarer_points, declarer=True),
                SidePoints(opp, CARD_POINTS - s.declarer_points),
            ]
        outcome = None
        if s.won is not None:
            outcome = t("summary.outcome_won" if s.won else "summary.outcome_lost", lang)
        lines = [self._line(line, names, lang) for line in s.lines]
        # Mond penalties are no part of the declarer's total: a section of their own (V15).
        sections: tuple[ScoreSection, ...] = ()
        if s.penalties:
            penalties = tuple(self._line(line, names, lang) for line in s.penalties)
            sections = (ScoreSection(penalties, title=t("summary.penalties", lang)),)
        return SummaryImage(
            contract=contract_name(s.contract, lang),
            sides=tuple(sides),
            lines=tuple(lines),
            results=tuple(PlayerResult(names[p], s.scores[p], totals[p]) for p in range(s.players)),
            declarer=NamedRole(t("summary.declarer", lang), names[s.declarer])
            if s.declarer is not None and not klop
            else None,
            partner=NamedRole(t("summary.partner", lang), names[s.partner])
            if s.partner is not None
            else None,
            outcome=outcome,
            won=s.won,
            total=None if klop else ScoreLine(t("summary.total", lang), s.total),
            sections=sections,
        )

    def stats_lines(self, stats: UserStats, lang: str) -> list[str]:
        """Klop deals, bonuses made, radelci charged."""
        return [
            t("stats.klop", lang, count=stats.roles.get("klop", 0)),
            t("stats.bonuses", lang, count=stats.bonuses),
            t("stats.radelci", lang, count=stats.settled, penalty=stats.settlement),
        ]

    def sheet_row_label(self, sheet: SheetLike, lang: str) -> str:
        """The contract played."""
        return contract_name(_sheet(sheet).contract, lang)

    def sheet_marks(
        self, match: MatchLike[Any], deal_seats: Sequence[Sequence[int]] = ()
    ) -> tuple[RadelcMarks, ...]:
        """Each player's open radelci and the ones crossed out so far (``deal_seats``: the
        match seat of each deal seat, per deal of the match's history)."""
        assert isinstance(match, Match)
        cancelled = [0] * match.players
        for i, sheet in enumerate(match.history):
            seats = deal_seats[i] if i < len(deal_seats) else range(match.players)
            for p in sheet.radelc_cancelled:
                cancelled[seats[p]] += 1
        return tuple(RadelcMarks(match.radelci[p], cancelled[p]) for p in range(match.players))
