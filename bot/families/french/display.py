"""How the bot shows a French tarot deal: the bids, the contract and the taker, with five
players the called card and the partner once public, the chien when the contract turns it
up, the écart's trumps, an announced chelem, the poignées; the buttons of each phase (the
poignée offered beside the cards before a player's first card); the trick; the deal's summary
(bouts, target, margin, petit au bout, poignées, chelem, each player's result); the
score-sheet rows.

Everything is read from views (``engine.french.views.FrenchView``), so a text or an image
built here cannot name a card its reader may not know: the chien appears only once the
contract turns it up (Prise, Garde) or the deal is over, the écart only to the taker (its
trumps to everyone), the partner only once the view knows him. A turn is never answered for
a player: the partner's only choices are his cards, and a hand is never played for him.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.families.display import Choice, Choices, Display, Pick, Picture, Style, join_names, rows_of
from bot.families.french.booking import sheet_of
from bot.families.french.deals import UnplayedDeal
from bot.families.french.labels import (
    action_label,
    card_name,
    contract_name,
    labels,
    poignee_name,
    poignee_size,
)
from bot.i18n import t
from bot.render import (
    Fact,
    LineKind,
    NamedRole,
    PlayedCard,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    SeatLabel,
    SidePoints,
    SummaryImage,
    TalonImage,
    TrickImage,
)
from bot.store.models import UserStats
from engine.core.actions import Action as CoreAction
from engine.core.bits import cards_of
from engine.core.family import EventLike, MatchLike, SheetLike, ViewLike
from engine.french import Action, FrenchView, Kind, ScoreSheet
from engine.french import ScoreLine as EngineLine
from engine.french.cards import (
    JACKS,
    KINGS,
    KNIGHTS,
    QUEENS,
    SUIT,
    SUIT_SYMBOLS,
    TOTAL_HALVES,
    TRUMP_MASK,
    TRUMPS,
    card_label,
    sort_for_display,
)
from engine.french.rules import POIGNEE_TRUMPS, info
from engine.french.state import NO_CARD, NO_SEAT, Phase

ACTION_BUTTONS = 20
"""Buttons a hand may carry (four rows of five; the fifth row holds Refresh)."""
PICK_OPTIONS = 25
"""Options in a select (Discord's limit)."""


def _view(view: ViewLike) -> FrenchView:
    if not isinstance(view, FrenchView):
        raise TypeError(f"not a French tarot view: {type(view).__name__}")
    return view


def _played(sheet: SheetLike) -> ScoreSheet | None:
    s = sheet_of(sheet)
    return None if isinstance(s, UnplayedDeal) else s


def attack_seats(sheet: ScoreSheet) -> list[int]:
    """The taker and the partner (if any), in seat order."""
    return [p for p in range(sheet.players) if p in (sheet.taker, sheet.partner)]


def trumps_to_hide(v: FrenchView) -> int:
    """How many trumps the seat showing a poignée still keeps out of it: those it may show
    (its hand's, and the taker's écart trumps) beyond the poignée's size."""
    if v.poignee_level < 0 or v.seat is None:
        return 0
    shown = v.hand & TRUMP_MASK
    if v.seat == v.taker:
        shown |= v.ecart_trumps
    need = poignee_size(v.players, v.poignee_level)
    return shown.bit_count() - need - v.poignee_hidden.bit_count()


def _call_order(v: FrenchView, cards: Sequence[int]) -> list[int]:
    """The cards one may call in the order a select offers them: the honours the taker
    lacks first (kings, queens, knights, jacks), then the rest as held."""
    honours = [c for rank in (KINGS, QUEENS, KNIGHTS, JACKS) for c in rank]
    mine = v.hand

    def key(card: int) -> tuple[int, int, int]:
        held = mine >> card & 1
        rank = honours.index(card) if card in honours else len(honours)
        return (held, rank, sort_for_display(cards).index(card))

    return sorted(cards, key=key)


def _call_placeholder(suit: int, lang: str) -> str:
    """What a select of cards to call holds: a suit (by its symbol), or the trumps and the
    Excuse."""
    if suit == TRUMPS:
        return t("french.pick.call_trump", lang)
    return t("french.pick.call_suit", lang, suit=SUIT_SYMBOLS[suit])


class FrenchDisplay(Display):
    """The display of French tarot (three, four or five players)."""

    # -- names of things ---------------------------------------------------------------------
    # The deck's labels (``21``, ``Excuse``, ``K♥``) and order, the phases (``french.phase.*``
    # before the shared ``phase.*``) and the contracts (``french.contract.*``) come from the
    # base class.
    def card_name(self, card: int, lang: str) -> str:
        """``king of hearts``, ``trump 17``, ``the Excuse`` / ``roi de cœur``, ``le 17``."""
        return card_name(card, lang)

    # -- actions -----------------------------------------------------------------------------
    def action_card(self, action: CoreAction) -> int | None:
        """The card a play, a discard or a trump kept out of a poignée is about."""
        if isinstance(action, Action) and action.kind in (Kind.PLAY, Kind.DISCARD, Kind.HIDE):
            return action.arg
        return None

    def action_label(self, view: ViewLike, action: CoreAction, lang: str) -> str:
        """Cards by their labels, the rest in words (a pass in the chelem phase is "no
        chelem", a poignée says how many trumps it shows)."""
        v = _view(view)
        assert isinstance(action, Action)
        return action_label(action, lang, players=v.players, chelem_phase=v.phase == Phase.CHELEM)

    def choices(self, view: ViewLike, lang: str) -> Choices:
        """Exactly ``view.legal``: a button per bid (Pass last), per card one may call, the
        chelem or not; the écart and the trumps kept out of a poignée as one select of
        exactly the number to choose; the cards to play (a select when they are more than
        the buttons hold), with the poignées one may show beside them before one's first
        card."""
        v = _view(view)
        legal = v.legal
        if not legal:
            return Choices()
        if v.phase == Phase.ECART:
            count = v.ecart_left
            return Choices(
                pick=self._card_pick(
                    legal, count, t("discard.placeholder", lang, count=count), lang
                )
            )
        if v.phase == Phase.POIGNEE:
            count = max(1, trumps_to_hide(v))
            placeholder = t("french.pick.hide", lang, count=count)
            return Choices(pick=self._card_pick(legal, count, placeholder, lang))
        if v.phase == Phase.CALL:
            return self._call_choices(v, lang)
        buttons: list[Choice] = []
        cards: list[Choice] = []
        passes: list[Choice] = []
        for action in legal:
            label = self.action_label(v, action, lang)[:80]
            if action.kind == Kind.PASS:
                passes.append(Choice(action, label, "secondary"))
            elif action.kind == Kind.PLAY:
                cards.append(Choice(action, label))
            else:
                style: Style = "primary"
                if action.kind == Kind.POIGNEE:
                    style = "success"
                elif action.kind == Kind.CHELEM:
                    style = "danger"
                buttons.append(Choice(action, label, style))
        order = {c: i for i, c in enumerate(sort_for_display(cards_of(v.hand)))}
        cards.sort(key=lambda b: order.get(b.action.arg, 99))
        if len(cards) + len(buttons) > ACTION_BUTTONS:
            options = tuple((c.action, c.label, card_name(c.action.arg, lang)) for c in cards)
            pick = Pick(options, 1, t("prompt.play", lang))
            return Choices(tuple(tuple(r) for r in rows_of(buttons)), pick)
        rows = rows_of([*cards, *buttons])
        if passes:
            if rows and len(rows[-1]) < 5:
                rows[-1].extend(passes)
            else:
                rows.append(passes)
        return Choices(tuple(tuple(r) for r in rows))

    @staticmethod
    def _card_pick(legal: Sequence[Action], count: int, placeholder: str, lang: str) -> Pick:
        by_card = {a.arg: a for a in legal}
        options = tuple(
            (by_card[c], card_label(c), card_name(c, lang)) for c in sort_for_display(by_card)
        )
        return Pick(options, count, placeholder)

    def _call_choices(self, v: FrenchView, lang: str) -> Choices:
        """A button per card one may call (F2 ladder: a few honours); selects when they are
        more than the buttons hold (F2 any: every card of the deck, which no single select
        holds): one per suit of 14 and one for the 21 trumps and the Excuse, each with the
        honours one lacks first, so that every legal call is reachable."""
        by_card = {a.arg: a for a in v.legal}
        if len(by_card) <= ACTION_BUTTONS:
            buttons = [
                Choice(by_card[c], action_label(by_card[c], lang))
                for c in _call_order(v, list(by_card))
            ]
            return Choices(tuple(tuple(r) for r in rows_of(buttons)))
        groups: dict[int, list[int]] = {}
        for card in by_card:
            # The Excuse (a suit of its own in the deck) goes with the trumps.
            groups.setdefault(min(SUIT[card], TRUMPS), []).append(card)
        picks: list[Pick] = []
        for suit in sorted(groups):
            cards = _call_order(v, groups[suit])
            for start in range(0, len(cards), PICK_OPTIONS):
                chosen = cards[start : start + PICK_OPTIONS]
                options = tuple(
                    (by_card[c], action_label(by_card[c], lang), card_name(c, lang)) for c in chosen
                )
                picks.append(Pick(options, 1, _call_placeholder(suit, lang)))
        return Choices(pick=picks[0], more=tuple(picks[1:]))

    def hand_cards(self, view: ViewLike) -> tuple[list[int], frozenset[int] | None]:
        """The seat's cards and the ones it may play, put in the écart or keep hidden now."""
        v = _view(view)
        legal = frozenset(a.arg for a in v.legal if a.kind in (Kind.PLAY, Kind.DISCARD, Kind.HIDE))
        return cards_of(v.hand), legal or None

    def prompt(self, view: ViewLike, lang: str) -> str:
        """What the phase asks of the seat on turn."""
        v = _view(view)
        phase = v.phase
        if phase == Phase.BIDDING:
            return t("french.prompt.bidding", lang)
        if phase == Phase.CALL:
            return t("french.prompt.call", lang)
        if phase == Phase.ECART:
            return t("french.prompt.ecart", lang, count=v.ecart_left)
        if phase == Phase.CHELEM:
            return t("french.prompt.chelem", lang)
        if phase == Phase.POIGNEE:
            return t("french.prompt.hide", lang, count=trumps_to_hide(v))
        if any(a.kind == Kind.POIGNEE for a in v.legal):
            return t("french.prompt.play_or_poignee", lang)
        return t("prompt.play", lang)

    # -- the public table --------------------------------------------------------------------
    def roles(
        self, view: ViewLike, seat: int, lang: str, *, sitting_out: bool = False
    ) -> list[str]:
        """Dealer, the taker, and the partner once this view knows him (everyone plays every
        deal, so nobody sits out)."""
        v = _view(view)
        roles: list[str] = []
        if seat == v.dealer:
            roles.append(t("role.dealer", lang))
        if v.contract is not None and seat == v.taker:
            roles.append(t("french.role.taker", lang))
        if v.partner_known and v.partner != NO_SEAT and seat == v.partner:
            roles.append(t("role.partner", lang))
        return roles

    @staticmethod
    def _bid_line(v: FrenchView, names: Sequence[str], lang: str) -> list[str]:
        if not v.bids:
            return []
        bids = []
        for seat, bid in v.bids:
            label = t("bid.pass", lang) if bid < 0 else contract_name(bid, lang)
            bids.append(t("table.bid_line", lang, name=names[seat], bid=label))
        return [f"**{t('table.bids', lang)}:** " + " · ".join(bids)]

    @staticmethod
    def _contract_lines(v: FrenchView, names: Sequence[str], lang: str) -> list[str]:
        if v.contract is None or v.taker == NO_SEAT:
            return []
        parts = [
            t("table.contract", lang, contract=contract_name(v.contract, lang)),
            t("french.table.taker", lang, name=names[v.taker]),
        ]
        if v.chelem:
            parts.append(t("french.table.chelem", lang))
        lines = [" · ".join(parts)]
        if v.called != NO_CARD:
            called = [t("table.called", lang, card=card_label(v.called))]
            if v.called in v.chien:
                called.append(t("french.table.called_in_chien", lang))
            if v.partner_known and v.partner != NO_SEAT:
                called.append(t("table.partner", lang, name=names[v.partner]))
            elif v.partner_known:
                called.append(t("table.alone", lang, name=names[v.taker]))
            else:
                called.append(t("table.partner_unknown", lang))
            lines.append(" · ".join(called))
        return lines

    @staticmethod
    def _ecart_line(v: FrenchView, lang: str) -> list[str]:
        if not v.ecart_trumps or v.is_over:
            return []
        return [t("french.table.ecart_trumps", lang, cards=labels(cards_of(v.ecart_trumps)))]

    @staticmethod
    def _poignee_line(v: FrenchView, names: Sequence[str], lang: str) -> list[str]:
        if not v.poignees:
            return []
        shown = [
            t(
                "french.table.poignee_line",
                lang,
                name=names[pg.seat],
                poignee=poignee_name(pg.level, lang),
                cards=labels(cards_of(pg.cards)),
            )
            for pg in v.poignees
        ]
        return [f"**{t('french.table.poignees', lang)}:** " + " · ".join(shown)]

    @staticmethod
    def _unplayed_lines(v: FrenchView, names: Sequence[str], lang: str) -> list[str]:
        if v.phase == Phase.PASSED:
            return [t("french.table.passed", lang)]
        if v.phase == Phase.ANNULLED:
            who = join_names([names[p] for p, _ in v.petit_sec], lang)
            return [t("french.table.petit_sec", lang, names=who)]
        return []

    def status_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """Bids, the contract (taker, an announced chelem), the called card and the partner
        as far as the view knows him, the écart's trumps, the poignées shown, a deal passed
        or annulled."""
        v = _view(view)
        return [
            *self._bid_line(v, names, lang),
            *self._contract_lines(v, names, lang),
            *self._ecart_line(v, lang),
            *self._poignee_line(v, names, lang),
            *self._unplayed_lines(v, names, lang),
        ]

    def hand_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """The bids while they are made, the contract, the called card; what only this seat
        knows: that it holds the called card, the taker's écart, the trumps kept out of the
        poignée being shown; the écart's trumps and the poignées."""
        v = _view(view)
        lines: list[str] = []
        if v.phase == Phase.BIDDING:
            lines.extend(self._bid_line(v, names, lang))
        lines.extend(self._contract_lines(v, names, lang))
        lines.extend(self._private_lines(v, names, lang))
        lines.extend(self._ecart_line(v, lang))
        lines.extend(self._poignee_line(v, names, lang))
        return lines

    @staticmethod
    def _private_lines(v: FrenchView, names: Sequence[str], lang: str) -> list[str]:
        seat = v.seat
        if seat is None or v.is_over:
            return []
        lines: list[str] = []
        # The called card still in the hand: nobody else knows who holds it yet.
        if v.called != NO_CARD and v.hand >> v.called & 1:
            if seat == v.taker:
                lines.append(t("french.hand.alone", lang))
            else:
                lines.append(t("french.hand.partner", lang, name=names[v.taker]))
        if seat == v.taker and v.ecart:
            lines.append(t("french.hand.ecart", lang, cards=labels(cards_of(v.ecart))))
        if v.poignee_hidden:
            lines.append(t("french.hand.hidden", lang, cards=labels(cards_of(v.poignee_hidden))))
        return lines

    def event_lines(
        self,
        action: CoreAction,
        actor: str,
        events: Sequence[EventLike],
        name: str,
        names: Sequence[str],
        lang: str,
    ) -> list[str]:
        """Cards played, tricks won, the contract taken, the call, the chien turned up, the
        écart's trumps, the chelem, the poignées, the called card played, a deal passed,
        moves made by the timer. A card put in the écart is never named unless it is a trump
        (shown by the rules), nor a trump kept out of a poignée."""
        assert isinstance(action, Action)
        lines: list[str] = []
        if actor == "timer":
            if action.kind == Kind.PLAY:
                lines.append(t("table.timeout", lang, name=name, card=card_label(action.arg)))
            else:
                lines.append(t("table.timeout_action", lang, name=name))

        def who(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else name

        for e in events:
            kind = e.kind
            ev_action = getattr(e, "action", None)
            cards = cards_of(int(getattr(e, "cards", 0)))
            if getattr(e, "private_to", NO_SEAT) != NO_SEAT:
                continue  # a card into the écart, a trump kept hidden: the owner's alone
            if kind == "played" and actor != "timer":
                lines.append(t("table.played", lang, name=name, card=card_label(action.arg)))
            elif kind == "partner_revealed":
                lines.append(t("french.event.called_played", lang, name=who(e.seat)))
            elif kind == "trick":
                lines.append(t("table.trick_won", lang, name=who(e.seat)))
            elif kind == "contract" and ev_action is not None:
                contract = contract_name(ev_action.arg, lang)
                lines.append(t("french.event.contract", lang, name=who(e.seat), contract=contract))
            elif kind == "called" and ev_action is not None:
                lines.append(
                    t("french.event.called", lang, name=name, card=card_label(ev_action.arg))
                )
            elif kind == "chien_shown" and cards:
                lines.append(t("french.event.chien", lang, cards=labels(cards)))
            elif kind == "ecart_trump" and cards:
                lines.append(t("french.event.ecart_trump", lang, name=name, cards=labels(cards)))
            elif kind == "chelem":
                lines.append(t("french.event.chelem", lang, name=name))
            elif kind == "poignee" and cards:
                # A poignée shows exactly its size (the Excuse standing in for one).
                sizes = POIGNEE_TRUMPS.get(len(names), POIGNEE_TRUMPS[4])
                level = sizes.index(len(cards)) if len(cards) in sizes else 0
                lines.append(
                    t(
                        "french.event.poignee",
                        lang,
                        name=who(e.seat),
                        poignee=poignee_name(level, lang),
                        cards=labels(cards),
                    )
                )
            elif kind == "passed":
                lines.append(t("french.table.passed", lang))
        return lines

    def trick_image(self, view: ViewLike, names: Sequence[str], lang: str) -> TrickImage | None:
        """The current trick, or the last one won while the next has not started; the taker
        and the partner (once the view knows him) noted under their names; nothing before
        the card play."""
        v = _view(view)
        if v.phase < Phase.POIGNEE or v.phase in (Phase.PASSED, Phase.ANNULLED):
            return None
        n = v.players
        notes: dict[int, str] = {}
        if v.taker != NO_SEAT:
            notes[v.taker] = t("french.role.taker", lang)
        if v.partner_known and v.partner != NO_SEAT:
            notes[v.partner] = t("role.partner", lang)
        seats = tuple(SeatLabel(s, names[s], notes.get(s)) for s in range(n))
        number, last = self.trick_number(v)
        title = t("table.trick", lang, number=number)
        winner: int | None = None
        if last:
            done = v.tricks[-1]
            cards = tuple(PlayedCard((done.leader + i) % n, c) for i, c in enumerate(done.cards))
            leader: int | None = done.leader
            winner = done.winner
        else:
            cards = tuple(PlayedCard(s, c) for s, c in zip(v.trick_seats, v.trick, strict=True))
            leader = v.leader if 0 <= v.leader < n else None
        playing = (
            not last
            and v.phase in (Phase.PLAY, Phase.POIGNEE)
            and v.result is None
            and 0 <= v.to_move < n
        )
        return TrickImage(
            seats=seats,
            cards=cards,
            viewer_seat=v.seat if v.seat is not None else 0,
            leader=leader,
            winner=winner,
            to_move=v.to_move if playing else None,
            title=title,
        )

    def table_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """The chien turned up for everyone (Prise, Garde) while the taker makes the écart,
        announces a chelem or not, and until the first trick is won; the chien and the écart
        once a played deal is over; the Petit sec that annulled a deal."""
        v = _view(view)
        if v.phase == Phase.ANNULLED and v.petit_sec:
            hands = tuple(tuple(sort_for_display(cards_of(hand))) for _, hand in v.petit_sec)
            who = join_names([names[p] for p, _ in v.petit_sec], lang)
            shown = TalonImage(
                groups=hands,
                title=t("french.talon.petit_sec", lang),
                caption_choosing=who,
            )
            return [Picture("talon", "petit_sec", shown)]
        if v.phase == Phase.DONE and v.chien:
            groups: list[tuple[int, ...]] = [tuple(sort_for_display(v.chien))]
            captions = [t("french.talon.chien", lang)]
            if v.ecart:
                groups.append(tuple(sort_for_display(cards_of(v.ecart))))
                captions.append(t("french.talon.ecart", lang))
            talon = TalonImage(
                groups=tuple(groups),
                title=t("french.talon.chien", lang),
                caption_choosing=" · ".join(captions),
            )
            return [Picture("talon", "chien", talon)]
        # The chien stays on the table until the first trick is won, so that everyone can
        # look at it while the taker makes the écart and the first cards are played.
        early = v.phase in (Phase.ECART, Phase.CHELEM) or (
            v.phase in (Phase.POIGNEE, Phase.PLAY) and not v.tricks
        )
        if early and v.chien and v.contract is not None:
            return [Picture("talon", "chien", self._chien_image(v, names, lang))]
        return []

    @staticmethod
    def _chien_image(v: FrenchView, names: Sequence[str], lang: str) -> TalonImage:
        assert v.contract is not None
        caption = t(
            "french.talon.caption",
            lang,
            contract=contract_name(v.contract, lang),
            name=names[v.taker],
        )
        return TalonImage(
            groups=(tuple(sort_for_display(v.chien)),),
            title=t("french.talon.chien", lang),
            caption_choosing=caption,
        )

    def hand_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """For the taker making the écart: the chien taken into the hand (everyone saw it)."""
        v = _view(view)
        if v.phase == Phase.ECART and v.chien and v.contract is not None:
            return [Picture("talon", "chien", self._chien_image(v, names, lang))]
        return []

    # -- the end of a deal -------------------------------------------------------------------
    def deal_contract(self, sheet: SheetLike, lang: str) -> str:
        """The contract played, or how the deal ended without one."""
        s = sheet_of(sheet)
        if isinstance(s, UnplayedDeal):
            return t(f"french.deal.{s.outcome}", lang)
        return contract_name(s.contract, lang)

    def _line_label(
        self, line: EngineLine, sheet: ScoreSheet, names: Sequence[str], lang: str
    ) -> str:
        item = line.item
        if item == "margin":
            label = t(
                "french.line.margin",
                lang,
                points=sheet.attack_points,
                target=sheet.target,
            )
        elif item == "poignee":
            label = poignee_name(
                ("simple", "double", "triple").index(line.detail or "simple"), lang
            )
        elif item == "petit_au_bout":
            side = t(f"french.side.{line.side}", lang)
            label = t("french.line.petit_au_bout", lang, side=side)
        elif item == "chelem":
            label = t(f"french.line.chelem.{line.detail}", lang)
        else:
            label = t(f"french.line.{item}", lang)
        if line.seat is not None and 0 <= line.seat < len(names):
            label = f"{label} · {names[line.seat]}"
        return label

    def score_lines(
        self, sheet: SheetLike, names: Sequence[str], lang: str
    ) -> list[tuple[str, int]]:
        """Each line per defender with the contract's multiplier named: ``Contract · Garde
        ×2: 50``, ``Margin (46 for 41) · Garde ×2: 10``, ``Double poignée · Ana: 30``."""
        s = _played(sheet)
        if s is None:
            return []
        out: list[tuple[str, int]] = []
        for line in s.lines:
            label = self._line_label(line, s, names, lang)
            if line.multiplier > 1:
                label = t(
                    "french.line.times",
                    lang,
                    label=label,
                    contract=contract_name(s.contract, lang),
                    factor=line.multiplier,
                )
            out.append((label, line.amount))
        return out

    def headline(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """Who won or lost with how many card points, the bouts, the target and the margin;
        or why the deal was not played."""
        s = sheet_of(sheet)
        if isinstance(s, UnplayedDeal):
            if s.outcome == "passed":
                return [t("french.table.passed", lang)]
            who = join_names([names[p] for p in s.petit_sec], lang)
            return [t("french.table.petit_sec", lang, names=who)]
        side = join_names([names[p] for p in attack_seats(s)], lang)
        key = "summary.won" if s.made else "summary.lost"
        return [
            t(key, lang, names=side, points=s.attack_points),
            t(
                "french.summary.target",
                lang,
                bouts=s.bouts,
                target=s.target,
                margin=s.margin,
            ),
        ]

    def footnotes(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """What each defender pays or gets (X)."""
        s = _played(sheet)
        if s is None:
            return []
        return [t("french.summary.per_defender_line", lang, amount=f"{s.total:+d}")]

    def summary_image(
        self,
        sheet: SheetLike,
        names: Sequence[str],
        totals: Sequence[int],
        final_view: ViewLike | None,
        lang: str,
    ) -> SummaryImage:
        """The summary: the contract, the taker and the partner, the card points of the
        sides against the target, the bouts, the target, the margin, the sides and the called
        card, the score lines per defender, X, and each player's result."""
        s = sheet_of(sheet)
        results = tuple(PlayerResult(names[p], s.scores[p], totals[p]) for p in range(s.players))
        if isinstance(s, UnplayedDeal):
            return SummaryImage(
                contract=self.deal_contract(s, lang), sides=(), lines=(), results=results
            )
        attack = attack_seats(s)
        defence = [p for p in range(s.players) if p not in attack]
        sides = (
            SidePoints(join_names([names[p] for p in attack], lang), s.attack_halves, True),
            SidePoints(
                join_names([names[p] for p in defence], lang), TOTAL_HALVES - s.attack_halves
            ),
        )
        margin = ("+" if s.made else "−") + str(s.margin)
        facts = [
            Fact(t("french.fact.bouts", lang), str(s.bouts)),
            Fact(t("french.fact.target", lang), str(s.target)),
            Fact(t("french.fact.margin", lang), margin),
        ]
        if s.players == 5:
            alone = s.partner is None
            facts.append(Fact(t("french.fact.sides", lang), "1 – 4" if alone else "2 – 3"))
            called = final_view.called if isinstance(final_view, FrenchView) else NO_CARD
            if called != NO_CARD:
                facts.append(Fact(t("french.fact.called", lang), card_label(called)))
        lines: list[ScoreLine] = []
        mult = info(s.contract).multiplier
        for line in s.lines:
            lines.append(ScoreLine(self._line_label(line, s, names, lang), line.base))
            if line.item == "margin" and mult > 1:
                lines.append(ScoreLine(contract_name(s.contract, lang), mult, LineKind.MULTIPLIER))
                base = sum(x.base for x in s.lines if x.item in ("contract", "margin"))
                lines.append(
                    ScoreLine(t("french.line.subtotal", lang), base * mult, LineKind.SUBTOTAL)
                )
            elif line.item == "petit_au_bout" and mult > 1:
                lines.append(ScoreLine(contract_name(s.contract, lang), mult, LineKind.MULTIPLIER))
        outcome = t(
            "french.summary.made" if s.made else "french.summary.failed", lang, margin=s.margin
        )
        return SummaryImage(
            contract=contract_name(s.contract, lang),
            sides=sides,
            lines=tuple(lines),
            results=results,
            declarer=NamedRole(t("french.summary.taker", lang), names[s.taker]),
            partner=NamedRole(t("summary.partner", lang), names[s.partner])
            if s.partner is not None
            else None,
            outcome=outcome,
            won=s.made,
            total=ScoreLine(t("french.summary.per_defender", lang), s.total),
            points_total=TOTAL_HALVES,
            points_unit=2,
            points_target=2 * s.target,
            facts=tuple(facts),
        )

    def sheet_row_label(self, sheet: SheetLike, lang: str) -> str:
        """The contract played (or passed, annulled)."""
        return self.deal_contract(sheet, lang)

    def sheet_row_note(self, sheet: SheetLike, lang: str) -> str | None:
        """Made or failed by how much, and the bonuses: ``made by 7 · poignée``."""
        s = _played(sheet)
        if s is None:
            return None
        key = "french.summary.made" if s.made else "french.summary.failed"
        parts = [t(key, lang, margin=s.margin).lower()]
        items = {line.item for line in s.lines}
        failed = any(line.detail == "failed" for line in s.lines if line.item == "chelem")
        for item in ("petit_au_bout", "poignee", "chelem", "defence_chelem"):
            if item in items:
                note = "chelem_failed" if item == "chelem" and failed else item
                parts.append(t(f"french.note.{note}", lang))
        return " · ".join(parts)

    def sheet_marks(
        self, match: MatchLike[Any], deal_seats: Sequence[Sequence[int]] = ()
    ) -> tuple[RadelcMarks, ...]:
        """None: French tarot has no marks, so the sheet draws no line for them."""
        return ()

    # -- statistics --------------------------------------------------------------------------
    def stats_lines(self, stats: UserStats, lang: str) -> list[str]:
        """Deals as a defender; petit au bout, poignées and chelems won by the taker's side."""
        return [
            t("french.stats.defender", lang, count=stats.roles.get("defender", 0)),
            t("french.stats.bonuses", lang, count=stats.bonuses),
        ]
