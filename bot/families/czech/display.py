"""How the bot shows a Czech taroky deal: bids, the contract and its multiplier, the called
tarok and the partner once known, who took which talon cards (and the cards themselves when
they are public), hand bonuses, announcements and kontra chains; the buttons of each phase;
the trick; the deal's summary with the multipliers and hand bonuses; the score-sheet rows.

Everything is read from views (``engine.czech.views.CzechView``), so a text or an image built
here cannot name a card its reader may not know: the talon cards t1–t6 appear only as far as
the view has them (t5 and t6 to their takers, the third bid's turned cards to everyone, the
whole talon once a played deal is over), discards only to their owner, the partner only once
the view knows him. A turn is never answered for a player: the partner's only call in the
announcement round is often Pass, and skipping it would show who holds the called tarok.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.families.czech.labels import (
    action_label,
    announcement_name,
    bonus_name,
    card_name,
    chain_name,
    contract_name,
    kontra_name,
    positions,
    stage_label,
)
from bot.families.display import Choice, Choices, Display, Pick, Picture, Style, join_names, rows_of
from bot.i18n import agree, t
from bot.render import (
    Fact,
    LineKind,
    NamedRole,
    PlayedCard,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    ScoreSection,
    SeatLabel,
    SidePoints,
    SummaryImage,
    TalonImage,
    TrickImage,
)
from bot.store.models import UserStats
from engine.core.actions import Action as CoreAction
from engine.core.family import EventLike, MatchLike, SheetLike, ViewLike
from engine.czech import Action, Contract, CzechView, Kind, ScoreSheet
from engine.czech import ScoreLine as EngineLine
from engine.czech.actions import Announcement, Chain
from engine.czech.bonuses import BONUS_CODES
from engine.czech.cards import DECK, card_label, cards_of
from engine.czech.state import NO_CARD, NO_SEAT, OPPONENTS, Phase

CARD_POINTS = 70
"""Card points in the deck."""

sort_for_display = DECK.sort_for_display
"""Taroks high to low, then ♥ ♦ ♠ ♣ high to low."""


def _view(view: ViewLike) -> CzechView:
    if not isinstance(view, CzechView):
        raise TypeError(f"not a Czech taroky view: {type(view).__name__}")
    return view


def _sheet(sheet: SheetLike) -> ScoreSheet:
    if not isinstance(sheet, ScoreSheet):
        raise TypeError(f"not a Czech taroky score sheet: {type(sheet).__name__}")
    return sheet


def talon_groups(v: CzechView) -> list[tuple[tuple[int, ...], int]]:
    """The talon positions taken so far, in runs of one taker: (positions, seat or
    OPPONENTS) — t1–t4 the declarer, t5 and t6 the next two; a third bid's halves; a solo's
    six."""
    groups: list[tuple[list[int], int]] = []
    for i, taker in enumerate(v.talon_to):
        if taker == NO_SEAT:
            continue
        if groups and groups[-1][1] == taker and groups[-1][0][-1] == i - 1:
            groups[-1][0].append(i)
        else:
            groups.append(([i], taker))
    return [(tuple(p), taker) for p, taker in groups]


def _taker(taker: int, names: Sequence[str], lang: str) -> str:
    if taker == OPPONENTS:
        return t("czech.table.opponents", lang)
    return names[taker] if 0 <= taker < len(names) else "?"


def _labels(cards: Sequence[int]) -> str:
    return ", ".join(card_label(c) for c in sort_for_display(cards))


def _declarer_side(sheet: ScoreSheet) -> list[int]:
    return [p for p in range(sheet.players) if p in (sheet.declarer, sheet.partner)]


class CzechDisplay(Display):
    """The display of Czech taroky (four players)."""

    # -- names of things ---------------------------------------------------------------------
    # The deck's labels (``Škýz``) and order, the phases (``czech.phase.*`` before the shared
    # ``phase.*``) and the bids (``czech.contract.*``) come from the base class. Generic texts
    # Czech taroky words its own way (the session ends at the end of a round) are the
    # catalogs' ``czech.*`` keys, which the base class's ``key`` finds.
    def card_name(self, card: int, lang: str) -> str:
        """``srdcový král`` / ``king of hearts``."""
        return card_name(card, lang)

    # -- actions -----------------------------------------------------------------------------
    def action_card(self, action: CoreAction) -> int | None:
        """The card a play or a discard puts down."""
        if isinstance(action, Action) and action.kind in (Kind.PLAY, Kind.DISCARD):
            return action.arg
        return None

    def action_label(self, view: ViewLike, action: CoreAction, lang: str) -> str:
        """Cards by their label, a kontra by the level it raises its chain to, the rest in
        words."""
        v = _view(view)
        assert isinstance(action, Action)
        if action.kind == Kind.KONTRA:
            return action_label(action, lang, kontra_level=v.kontra[action.arg] * 2)
        return action_label(action, lang)

    def choices(self, view: ViewLike, lang: str) -> Choices:
        """Exactly ``view.legal``: a button per bid, raise, call, talon choice, hand bonus,
        announcement, kontra and card (Pass last); the discards as one select of exactly
        the number to lay aside, with the concession beside it where it is open."""
        v = _view(view)
        legal = v.legal
        if not legal:
            return Choices()
        if v.phase == Phase.DISCARD:
            by_card = {a.arg: a for a in legal if a.kind == Kind.DISCARD}
            cards = sort_for_display(by_card)
            count = v.discards_left
            options = tuple((by_card[c], card_label(c), card_name(c, lang)) for c in cards)
            pick = Pick(options, count, t("discard.placeholder", lang, count=count))
            concede = tuple(
                Choice(a, action_label(a, lang), "danger") for a in legal if a.kind == Kind.CONCEDE
            )
            return Choices((concede,) if concede else (), pick)
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
            elif action.kind == Kind.BONUS:
                style = "success"
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
        """The seat's cards and the ones it may play or lay aside now."""
        v = _view(view)
        legal = frozenset(a.arg for a in v.legal if a.kind in (Kind.PLAY, Kind.DISCARD))
        return cards_of(v.hand), legal or None

    def prompt(self, view: ViewLike, lang: str) -> str:
        """What the phase asks of the seat on turn."""
        v = _view(view)
        phase = v.phase
        if phase == Phase.BIDDING:
            return t("czech.prompt.bidding", lang)
        if phase == Phase.RAISE:
            return t("czech.prompt.raise", lang)
        if phase == Phase.CALL:
            return t("czech.prompt.call", lang)
        if phase == Phase.TALON:
            return t("czech.prompt.talon_turn" if v.turned == 3 else "czech.prompt.talon", lang)
        if phase == Phase.DISCARD:
            if any(a.kind == Kind.CONCEDE for a in v.legal):
                return t("czech.prompt.discard_or_concede", lang, count=v.discards_left)
            return t("czech.prompt.discard", lang, count=v.discards_left)
        if phase == Phase.ANNOUNCE:
            return t("czech.prompt.announce", lang)
        return t("prompt.play", lang)

    # -- the public table --------------------------------------------------------------------
    def roles(
        self, view: ViewLike, seat: int, lang: str, *, sitting_out: bool = False
    ) -> list[str]:
        """Dealer, forehand, declarer, and the partner once this view knows him (four play
        every deal, so nobody sits out)."""
        v = _view(view)
        roles: list[str] = []
        if seat == v.dealer:
            roles.append(t("role.dealer", lang))
        if seat == v.forehand:
            roles.append(t("role.forehand", lang))
        if v.contract is not None and seat == v.declarer:
            roles.append(t("role.declarer", lang))
        if v.partner_known and v.partner != NO_SEAT and seat == v.partner:
            roles.append(t("czech.role.partner", lang))
        return roles

    @staticmethod
    def _bid_line(v: CzechView, names: Sequence[str], lang: str) -> list[str]:
        if not v.bids:
            return []
        bids = []
        for seat, bid in v.bids:
            label = t("bid.pass", lang) if bid < 0 else contract_name(Contract(bid), lang)
            bids.append(t("table.bid_line", lang, name=names[seat], bid=label))
        return [f"**{t('table.bids', lang)}:** " + " · ".join(bids)]

    @staticmethod
    def _contract_lines(v: CzechView, names: Sequence[str], lang: str) -> list[str]:
        if v.contract is None:
            return []
        parts = [t("table.contract", lang, contract=contract_name(v.contract, lang))]
        if v.declarer != NO_SEAT:
            parts.append(t("table.declarer", lang, name=names[v.declarer]))
        if v.contract == Contract.THIRD and v.stage:
            parts.append(stage_label(v.stage, lang))
        if v.multiplier > 1:
            parts.append(t("czech.table.multiplier", lang, factor=v.multiplier))
        lines = [" · ".join(parts)]
        if v.called != NO_CARD:
            called = [t("czech.table.called", lang, card=card_label(v.called))]
            if v.partner_known and v.partner != NO_SEAT:
                called.append(t("table.partner", lang, name=names[v.partner]))
            elif v.partner_known:
                called.append(t("table.alone", lang, name=names[v.declarer]))
            elif not v.conceded:
                called.append(t("table.partner_unknown", lang))
            lines.append(" · ".join(called))
        elif v.contract in (Contract.THIRD, Contract.SOLO) and v.declarer != NO_SEAT:
            lines.append(t("table.alone", lang, name=names[v.declarer]))
        return lines

    @staticmethod
    def _talon_line(v: CzechView, names: Sequence[str], lang: str) -> list[str]:
        groups = talon_groups(v)
        if not groups:
            return []
        parts = [
            t("czech.table.talon_part", lang, cards=positions(p), name=_taker(taker, names, lang))
            for p, taker in groups
        ]
        return [f"**{t('table.talon', lang)}:** " + " · ".join(parts)]

    @staticmethod
    def _concession_line(v: CzechView, names: Sequence[str], lang: str) -> list[str]:
        if not v.conceded or v.declarer == NO_SEAT:
            return []
        card = card_label(v.called)
        return [t("czech.table.conceded", lang, name=names[v.declarer], card=card)]

    @staticmethod
    def _bonus_line(v: CzechView, names: Sequence[str], lang: str) -> list[str]:
        if not v.bonuses:
            return []
        said = [
            t("table.announced_line", lang, name=names[seat], item=bonus_name(bonus, lang))
            for seat, bonus in v.bonuses
        ]
        return [f"**{t('czech.table.bonuses', lang)}:** " + " · ".join(said)]

    @staticmethod
    def _announcement_line(v: CzechView, names: Sequence[str], lang: str) -> list[str]:
        said: list[str] = []
        if v.pagat_announced:
            said.append(announcement_name(Announcement.PAGAT_ULTIMO, lang))
        if v.slam_announced:
            said.append(announcement_name(Announcement.SLAM, lang))
        for chain in Chain:
            by = v.kontra_by[chain] if chain < len(v.kontra_by) else ()
            if not by:
                continue
            levels = [
                t("czech.table.kontra_by", lang, level=kontra_name(2 << i, lang), name=names[p])
                for i, p in enumerate(by)
            ]
            said.append(
                t("table.kontra_line", lang, item=chain_name(chain, lang), level=", ".join(levels))
            )
        if not said:
            return []
        return [f"**{t('table.announcements', lang)}:** " + " · ".join(said)]

    def status_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """Bids, the contract (declarer, stage, multiplier), the called tarok and the partner
        as far as the view knows him, who took the talon cards, a concession, hand bonuses,
        announcements and kontras with who said each level."""
        v = _view(view)
        return [
            *self._bid_line(v, names, lang),
            *self._contract_lines(v, names, lang),
            *self._talon_line(v, names, lang),
            *self._concession_line(v, names, lang),
            *self._bonus_line(v, names, lang),
            *self._announcement_line(v, names, lang),
        ]

    def hand_lines(self, view: ViewLike, names: Sequence[str], lang: str) -> list[str]:
        """The bids while they are made, the contract, the called tarok; what only this seat
        knows: that it holds the called tarok, the talon cards it took, its cards laid aside;
        hand bonuses, announcements and kontras."""
        v = _view(view)
        lines: list[str] = []
        if v.phase in (Phase.BIDDING, Phase.RAISE):
            lines.extend(self._bid_line(v, names, lang))
        lines.extend(self._contract_lines(v, names, lang))
        lines.extend(self._concession_line(v, names, lang))
        lines.extend(self._private_lines(v, names, lang))
        lines.extend(self._bonus_line(v, names, lang))
        lines.extend(self._announcement_line(v, names, lang))
        return lines

    @staticmethod
    def _private_lines(v: CzechView, names: Sequence[str], lang: str) -> list[str]:
        seat = v.seat
        if seat is None or v.phase == Phase.DONE:
            return []
        lines: list[str] = []
        if v.called != NO_CARD and v.hand >> v.called & 1 and v.declarer != NO_SEAT:
            if seat == v.declarer:
                lines.append(t("czech.hand.alone", lang))
            else:
                lines.append(t("czech.hand.partner", lang, name=names[v.declarer]))
        drawn = [
            f"t{i + 1} {card_label(c)}"
            for i, c in enumerate(v.talon)
            if c != NO_CARD and v.talon_to[i] == seat
        ]
        if drawn and v.turned == 0:
            lines.append(t("czech.hand.drawn", lang, cards=", ".join(drawn)))
        own = cards_of(v.discards[seat]) if seat < len(v.discards) else []
        if own:
            lines.append(t("czech.hand.discards", lang, cards=_labels(own)))
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
        """Cards played (the called tarok named as such), tricks won, the call, the talon
        cards taken, turned and left to the opponents, the stage, a concession, hand
        bonuses, announcements and kontras, moves made by the timer. A card laid aside is
        never named (discards are face down), nor a talon card that is not public."""
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
            talon = tuple(getattr(e, "talon", ()))
            if kind == "played" and actor != "timer":
                lines.append(t("table.played", lang, name=name, card=card_label(action.arg)))
            elif kind == "partner_revealed":
                lines.append(t("czech.event.called_played", lang, name=who(e.seat)))
            elif kind == "trick":
                lines.append(t("table.trick_won", lang, name=who(e.seat)))
            elif kind == "called" and ev_action is not None:
                lines.append(
                    t("czech.event.called", lang, name=name, card=card_label(ev_action.arg))
                )
            elif kind == "talon_taken" and talon:
                lines.append(
                    t("czech.event.talon_taken", lang, name=who(e.seat), cards=positions(talon))
                )
            elif kind == "talon_turned" and talon:
                shown = _labels(tuple(getattr(e, "cards", ())))
                lines.append(
                    t("czech.event.talon_turned", lang, cards=positions(talon), shown=shown)
                )
            elif kind == "stage" and ev_action is not None and talon:
                stage = stage_label(ev_action.arg + 1, lang)
                lines.append(
                    t("czech.event.stage", lang, name=name, cards=positions(talon), stage=stage)
                )
            elif kind == "talon_to_opponents" and talon:
                lines.append(t("czech.event.to_opponents", lang, cards=positions(talon)))
            elif kind == "conceded":
                card = ", ".join(card_label(c) for c in getattr(e, "cards", ()))
                lines.append(t("czech.event.conceded", lang, name=name, card=card))
            elif kind == "hand_bonus" and ev_action is not None:
                bonus = bonus_name(ev_action.arg, lang)
                lines.append(t("czech.event.hand_bonus", lang, name=who(e.seat), bonus=bonus))
            elif kind == "announced" and ev_action is not None:
                item = announcement_name(ev_action.arg, lang)
                lines.append(t("czech.event.announced", lang, name=who(e.seat), item=item))
            elif kind == "kontra" and ev_action is not None:
                level = kontra_name(int(getattr(e, "value", 2)), lang)
                item = chain_name(ev_action.arg, lang)
                lines.append(t("czech.event.kontra", lang, name=name, level=level, item=item))
        return lines

    def trick_image(self, view: ViewLike, names: Sequence[str], lang: str) -> TrickImage:
        """The current trick, or the last one won while the next has not started; the
        declarer and the partner (once the view knows him) noted under their names."""
        v = _view(view)
        n = v.players
        notes: dict[int, str] = {}
        if v.contract is not None and v.declarer != NO_SEAT:
            notes[v.declarer] = t("role.declarer", lang)
        if v.partner_known and v.partner != NO_SEAT:
            notes[v.partner] = t("czech.role.partner", lang)
        seats = tuple(SeatLabel(s, names[s], notes.get(s)) for s in range(n))
        number, last = self.trick_number(v)
        title = t("table.trick", lang, number=number) if v.phase >= Phase.PLAY else None
        winner: int | None = None
        if last:
            done = v.tricks[-1]
            cards = tuple(PlayedCard((done.leader + i) % n, c) for i, c in enumerate(done.cards))
            leader: int | None = done.leader
            winner = done.winner
        else:
            cards = tuple(PlayedCard(s, c) for s, c in zip(v.trick_seats, v.trick, strict=True))
            leader = v.leader if 0 <= v.leader < n else None
        playing = not last and v.phase == Phase.PLAY and v.result is None and 0 <= v.to_move < n
        return TrickImage(
            seats=seats,
            cards=cards,
            viewer_seat=v.seat if v.seat is not None else 0,
            leader=leader,
            winner=winner,
            to_move=v.to_move if playing else None,
            title=title,
        )

    @staticmethod
    def _turned_talon(v: CzechView, names: Sequence[str], lang: str) -> TalonImage | None:
        """The third bid's talon cards turned face up: t1–t3, and t4–t6 once turned; the
        half taken ringed."""
        if v.contract != Contract.THIRD or v.turned < 3 or NO_CARD in v.talon[: v.turned]:
            return None
        groups = tuple(tuple(v.talon[i : i + 3]) for i in range(0, v.turned, 3))
        chosen = None if not v.stage else (1 if v.stage == 2 else 0)
        declarer = names[v.declarer]
        return TalonImage(
            groups=groups,
            chosen=chosen,
            title=t("table.talon", lang),
            caption_choosing=t("czech.talon.choosing", lang, name=declarer),
            caption_chosen=t(
                "czech.talon.chosen", lang, name=declarer, stage=stage_label(v.stage, lang)
            ),
        )

    def table_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """The talon cards the public may see: the third bid's turned cards while the talon
        is taken and announced over, the called tarok shown with a concession, and the whole
        talon, by taker, once a played deal is over."""
        v = _view(view)
        if v.conceded and v.called != NO_CARD:
            shown = TalonImage(groups=((v.called,),), title=t("czech.talon.conceded", lang))
            return [Picture("talon", "talon", shown)]
        if v.phase == Phase.DONE and NO_CARD not in v.talon and v.talon:
            groups = talon_groups(v)
            talon = TalonImage(
                groups=tuple(tuple(v.talon[i] for i in p) for p, _ in groups),
                title=t("table.talon", lang),
                caption_choosing=" · ".join(
                    t(
                        "czech.table.talon_part",
                        lang,
                        cards=positions(p),
                        name=_taker(w, names, lang),
                    )
                    for p, w in groups
                ),
            )
            return [Picture("talon", "talon", talon)]
        if v.phase in (Phase.TALON, Phase.DISCARD, Phase.ANNOUNCE):
            turned = self._turned_talon(v, names, lang)
            if turned is not None:
                return [Picture("talon", "talon", turned)]
        return []

    def hand_pictures(self, view: ViewLike, names: Sequence[str], lang: str) -> list[Picture]:
        """For the seat on turn: the turned talon while a third bid's declarer chooses, and
        the talon cards it drew while it lays cards aside (seen by it alone)."""
        v = _view(view)
        if v.phase == Phase.TALON:
            turned = self._turned_talon(v, names, lang)
            return [Picture("talon", "talon", turned)] if turned is not None else []
        if v.phase == Phase.DISCARD and v.seat is not None and v.turned == 0:
            drawn = tuple(
                c for i, c in enumerate(v.talon) if c != NO_CARD and v.talon_to[i] == v.seat
            )
            if drawn:
                mine = [i for i, w in enumerate(v.talon_to) if w == v.seat]
                image = TalonImage(
                    groups=(drawn,),
                    title=t("czech.talon.drawn", lang),
                    caption_choosing=positions(mine),
                )
                return [Picture("talon", "talon", image)]
        return []

    # -- the end of a deal -------------------------------------------------------------------
    def deal_contract(self, sheet: SheetLike, lang: str) -> str:
        """The contract played."""
        return contract_name(_sheet(sheet).contract, lang)

    def _multiplier_label(self, sheet: ScoreSheet, lang: str) -> str:
        name = contract_name(sheet.contract, lang)
        if sheet.contract == Contract.THIRD and sheet.stage:
            return t("czech.line.stage", lang, contract=name, stage=stage_label(sheet.stage, lang))
        return name

    def _line_label(
        self, line: EngineLine, sheet: ScoreSheet, names: Sequence[str], lang: str
    ) -> str:
        item = line.item
        if line.kind == "game":
            return t("czech.line.game", lang, points=sheet.declarer_points)
        if line.kind == "concession":
            label = t("czech.line.concession", lang)
        elif line.kind == "hand_bonus":
            label = bonus_name(BONUS_CODES.index(item), lang)
        else:
            base = t(f"czech.line.{item}", lang)
            kind = agree(t(f"line.kind.{line.kind}", lang), base)
            label = t("line.with_kind", lang, label=base, kind=kind)
            if line.side == "opponents":
                label = t("czech.line.opponents", lang, label=label)
        if line.seat is not None and 0 <= line.seat < len(names):
            label = f"{label} · {names[line.seat]}"
        return label

    def score_lines(
        self, sheet: SheetLike, names: Sequence[str], lang: str
    ) -> list[tuple[str, int]]:
        """Each line with its kontra and multiplier named: ``Hra (47 − 35) · Flek ×2 ·
        Třetí hra, 2. stupeň ×2: 48``, ``Trul · Ana: 5``."""
        s = _sheet(sheet)
        out: list[tuple[str, int]] = []
        for line in s.lines:
            label = self._line_label(line, s, names, lang)
            if line.kontra > 1:
                label = t(
                    "line.kontra",
                    lang,
                    label=label,
                    level=kontra_name(line.kontra, lang),
                    factor=line.kontra,
                )
            if line.multiplier > 1:
                label = t(
                    "czech.line.times",
                    lang,
                    label=label,
                    what=self._multiplier_label(s, lang),
                    factor=line.multiplier,
                )
            out.append((label, line.amount))
        return out

    def headline(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """Who won or lost with how many card points, or the concession."""
        s = _sheet(sheet)
        if s.conceded:
            return [t("czech.summary.conceded", lang, name=names[s.declarer])]
        side = join_names([names[p] for p in _declarer_side(s)], lang)
        key = "summary.won" if s.won else "summary.lost"
        return [t(key, lang, names=side, points=s.declarer_points)]

    def footnotes(self, sheet: SheetLike, names: Sequence[str], lang: str) -> list[str]:
        """What each opponent pays (X), and how hand bonuses are paid."""
        s = _sheet(sheet)
        lines: list[str] = []
        if not s.conceded:
            lines.append(t("czech.summary.per_opponent_line", lang, amount=f"{s.total:+d}"))
        if any(line.kind == "hand_bonus" for line in s.lines):
            lines.append(t("czech.summary.bonuses_paid", lang))
        return lines

    def _image_lines(
        self, s: ScoreSheet, lang: str
    ) -> tuple[tuple[ScoreLine, ...], ScoreLine | None]:
        """The score built in stages: the game's lines, its kontra, the Pagát ultimo and its
        kontra, then M; the total is X, what each opponent pays."""
        if s.conceded:
            return (ScoreLine(t("czech.line.concession", lang), -5),), None
        out: list[ScoreLine] = []
        game = [line for line in s.lines if line.item in ("game", "slam")]
        pagat = [line for line in s.lines if line.item == "pagat_ultimo"]
        subtotal = 0
        for group in (game, pagat):
            if not group:
                continue
            for line in group:
                out.append(ScoreLine(self._line_label(line, s, (), lang), line.base))
            k = group[0].kontra
            part = sum(line.base for line in group) * k
            if k > 1:
                chain = chain_name(Chain.GAME if group is game else Chain.PAGAT_ULTIMO, lang)
                label = t("czech.line.kontra_level", lang, level=kontra_name(k, lang), item=chain)
                out.append(ScoreLine(label, k, LineKind.MULTIPLIER))
            if k > 1 or (subtotal and part):
                out.append(
                    ScoreLine(t("czech.line.subtotal", lang), subtotal + part, LineKind.SUBTOTAL)
                )
            subtotal += part
        if s.multiplier > 1:
            out.append(
                ScoreLine(self._multiplier_label(s, lang), s.multiplier, LineKind.MULTIPLIER)
            )
        return tuple(out), ScoreLine(t("czech.summary.per_opponent", lang), s.total)

    def summary_image(
        self,
        sheet: SheetLike,
        names: Sequence[str],
        totals: Sequence[int],
        final_view: ViewLike | None,
        lang: str,
    ) -> SummaryImage:
        """The summary: the contract, the declarer and the partner, the card points of the
        sides, the stage, the sides (2 v 2, 1 v 3) and the called tarok, the score in stages
        with the kontras and M, X, the hand bonuses apart, and each player's result."""
        s = _sheet(sheet)
        lines, total = self._image_lines(s, lang)
        side = _declarer_side(s)
        sides: tuple[SidePoints, ...] = ()
        if s.declarer_points is not None:
            opp = [p for p in range(s.players) if p not in side]
            sides = (
                SidePoints(join_names([names[p] for p in side], lang), s.declarer_points, True),
                SidePoints(
                    join_names([names[p] for p in opp], lang), CARD_POINTS - s.declarer_points
                ),
            )
        facts: list[Fact] = []
        if not s.conceded:
            sides_key = "czech.fact.alone" if s.alone else "czech.fact.pair"
            facts.append(Fact(t("czech.fact.sides", lang), t(sides_key, lang)))
        if s.stage:
            facts.append(Fact(t("czech.fact.stage", lang), str(s.stage)))
        called = final_view.called if isinstance(final_view, CzechView) else NO_CARD
        if called != NO_CARD:
            facts.append(Fact(t("czech.fact.called", lang), card_label(called)))
        bonuses = tuple(
            ScoreLine(self._line_label(line, s, names, lang), line.amount)
            for line in s.lines
            if line.kind == "hand_bonus"
        )
        sections = (
            (ScoreSection(bonuses, title=t("czech.summary.bonuses", lang)),) if bonuses else ()
        )
        outcome = None
        if s.won is not None:
            outcome = t("summary.outcome_won" if s.won else "summary.outcome_lost", lang)
        return SummaryImage(
            contract=contract_name(s.contract, lang),
            sides=sides,
            lines=lines,
            results=tuple(PlayerResult(names[p], s.scores[p], totals[p]) for p in range(s.players)),
            declarer=NamedRole(t("summary.declarer", lang), names[s.declarer]),
            partner=NamedRole(t("summary.partner", lang), names[s.partner])
            if s.partner is not None
            else None,
            outcome=outcome,
            won=s.won,
            total=total,
            facts=tuple(facts),
            sections=sections,
        )

    def sheet_row_label(self, sheet: SheetLike, lang: str) -> str:
        """The contract played."""
        return contract_name(_sheet(sheet).contract, lang)

    def sheet_row_note(self, sheet: SheetLike, lang: str) -> str | None:
        """The multipliers under the contract: the stage or the solo's ×2, the kontras; that
        hand bonuses were paid; a concession (``2. stupeň ×2 · Flek ×2 · hlášky``)."""
        s = _sheet(sheet)
        if s.conceded:
            return t("czech.note.conceded", lang)
        parts: list[str] = []
        if s.multiplier > 1:
            what = stage_label(s.stage, lang) if s.stage else contract_name(s.contract, lang)
            parts.append(t("czech.note.times", lang, what=what, factor=s.multiplier))
        for line in s.lines:
            if line.item == "game" and line.kontra > 1:
                level = kontra_name(line.kontra, lang)
                parts.append(t("czech.note.times", lang, what=level, factor=line.kontra))
            elif line.item == "pagat_ultimo" and line.kontra > 1:
                what = t(
                    "czech.line.kontra_level",
                    lang,
                    level=kontra_name(line.kontra, lang),
                    item=chain_name(Chain.PAGAT_ULTIMO, lang),
                )
                parts.append(t("czech.note.times", lang, what=what, factor=line.kontra))
        if any(line.kind == "hand_bonus" for line in s.lines):
            parts.append(t("czech.note.bonuses", lang))
        return " · ".join(parts) or None

    def sheet_marks(
        self, match: MatchLike[Any], deal_seats: Sequence[Sequence[int]] = ()
    ) -> tuple[RadelcMarks, ...]:
        """None: Czech taroky has no marks, so the sheet draws no line for them."""
        return ()

    # -- statistics --------------------------------------------------------------------------
    def stats_lines(self, stats: UserStats, lang: str) -> list[str]:
        """Deals as an opponent; Pagát ultimo and slams made by the player's side."""
        return [
            t("czech.stats.opponent", lang, count=stats.roles.get("opponent", 0)),
            t("czech.stats.bonuses", lang, count=stats.bonuses),
        ]
