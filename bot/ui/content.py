"""What the bot's messages say, built from a table and one seat's view (no discord import).

Every public text is built from the public view (``table.view(None)``) and every hand from
the seat's own view, so a text cannot name a card its reader may not know. Functions here
return plain strings, image descriptions (``bot.render`` models) and button descriptions;
:mod:`bot.ui.layouts` turns them into Discord components and :mod:`bot.ui.images` into
pictures.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from bot.i18n import (
    action_label,
    card_name,
    contract_name,
    item_name,
    kontra_name,
    level_name,
    line_label,
    phase_name,
    preset_name,
    t,
)
from bot.render import (
    NamedRole,
    PlayerResult,
    RadelcMarks,
    ScoreLine,
    ScoreSheetImage,
    SheetRow,
    SidePoints,
    SummaryImage,
    TrickImage,
)
from bot.render.from_view import hand_cards, talon_image, trick_image
from bot.store import Standing
from bot.tables import Table, TableEvent
from bot.tables.booking import seat_lines
from bot.ui import ids
from engine.slovenian import (
    Action,
    Contract,
    DealState,
    Kind,
    Phase,
    PlayerView,
    ScoreSheet,
    apply,
    card_label,
    legal_actions,
)
from engine.slovenian import ScoreLine as EngineLine
from engine.slovenian.actions import DISCARDS, Item
from engine.slovenian.cards import cards_of, pile_points, sort_for_display
from engine.slovenian.state import NO_CARD, NO_SEAT

Style = Literal["primary", "secondary", "success", "danger"]

MAX_SHEET_ROWS = 12
"""Deals shown on a score sheet image (older ones are summarised as hidden rows)."""
EVENT_LINES = 3
"""Recent happenings shown on the table message."""


@dataclass(frozen=True)
class ButtonSpec:
    """A button to draw."""

    label: str
    custom_id: str
    style: Style = "secondary"
    disabled: bool = False


@dataclass(frozen=True)
class SelectSpec:
    """A select menu to draw: ``count`` options must be chosen (exactly)."""

    custom_id: str
    placeholder: str
    options: tuple[tuple[str, str, str | None], ...]
    """(label, value, description) per option."""
    count: int


@dataclass
class Screen:
    """One message's content: markdown blocks, images and rows of components."""

    blocks: list[str] = field(default_factory=list)
    """Text shown above the images."""
    images: list[ImageSpec] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    """Text shown below the images."""
    rows: list[list[ButtonSpec]] = field(default_factory=list)
    select: SelectSpec | None = None
    accent: int | None = None


@dataclass(frozen=True)
class ImageSpec:
    """An image to render: its kind (``hand``, ``trick``, ``talon``, ``summary``, ``sheet``,
    ``chart``), the file stem and the description the renderer takes."""

    kind: str
    stem: str
    model: object
    legal: frozenset[int] | None = None
    audience: int | None = None
    """The seat whose private view the image shows (None: a public image)."""


ACCENT_LOBBY = 0x2E7D32
ACCENT_TABLE = 0x1B5E20
ACCENT_HAND = 0x0D47A1
ACCENT_SUMMARY = 0x6D4C41
ACCENT_FINAL = 0xB8860B


# -- small helpers -----------------------------------------------------------------------------
def timestamp(unix: float, style: str = "R") -> str:
    """A Discord timestamp (shown in each reader's own time zone and language)."""
    return f"<t:{int(unix)}:{style}>"


def clock_to_unix(clock_time: float, clock_now: float) -> float:
    """A table clock time (monotonic) as a Unix time."""
    return time.time() + (clock_time - clock_now)


def seat_names(table: Table, lang: str) -> list[str]:
    """A display name per seat: the player's name, "(computer)" for a stand-in, numbered
    computers."""
    names: list[str] = []
    computers = 0
    for s in table.seats:
        if s.is_human:
            base = s.name or t("common.player", lang, seat=s.index + 1)
            names.append(base if s.present or not table.is_open else stand_in(base, lang))
        else:
            computers += 1
            names.append(t("computer.name", lang, number=computers))
    return names


def stand_in(name: str, lang: str) -> str:
    """A stand-in's name: "Ana (computer)"."""
    return t("computer.stand_in", lang, name=name)


def _join(items: Sequence[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return t("summary.and", lang, first=", ".join(items[:-1]), second=items[-1])


def _chunks(items: Sequence[ButtonSpec], size: int = 5) -> list[list[ButtonSpec]]:
    return [list(items[i : i + size]) for i in range(0, len(items), size)]


def deals_title(table: Table, lang: str) -> str:
    """The title: "Tarok · deal 3 of 8" (without "of" in a škis-round session)."""
    if table.config.deals is not None:
        return t("table.title_of", lang, deal_no=table.deal_no, deals=table.config.deals)
    return t("table.title", lang, deal_no=table.deal_no)


def _radelci_marks(count: int) -> str:
    return " " + "○" * count if count else ""


# -- lobby -------------------------------------------------------------------------------------
def lobby_screen(table: Table, lang: str, *, closes_at: float | None = None) -> Screen:
    """The lobby message: seats, configuration and (while open) the lobby buttons."""
    cfg = table.config
    screen = Screen(accent=ACCENT_LOBBY)
    names = seat_names(table, lang)
    host = next(
        (n for s, n in zip(table.seats, names, strict=True) if s.user_id == table.host_id), ""
    )
    head = [f"### {t('lobby.title', lang)}", t("lobby.host", lang, host=host)]
    rules = [t("lobby.rules", lang, preset=preset_name(cfg.preset, lang))]
    if cfg.deals is not None:
        rules.append(t("lobby.length_deals", lang, deals=cfg.deals))
    else:
        rules.append(t("lobby.length_skis", lang))
    if cfg.move_timer:
        rules.append(t("lobby.timer", lang, seconds=int(cfg.move_timer)))
    else:
        rules.append(t("lobby.no_timer", lang))
    rules.append(t("lobby.level", lang, level=level_name(cfg.level, lang)))
    head.append(" · ".join(rules))
    screen.blocks.append("\n".join(head))
    seats = [f"**{t('lobby.players', lang, count=len(table.seats), players=cfg.players)}**"]
    for i in range(cfg.players):
        if i < len(table.seats):
            s = table.seats[i]
            if s.is_human:
                seats.append(t("lobby.seat_human", lang, seat=i + 1, name=names[i]))
            else:
                level = level_name(cfg.level, lang)
                seats.append(t("lobby.seat_computer", lang, seat=i + 1, level=level))
        else:
            seats.append(t("lobby.seat_empty", lang, seat=i + 1))
    screen.blocks.append("\n".join(seats))
    if table.status == "lobby":
        hint = [t("lobby.hint", lang)]
        if closes_at is not None:
            hint.append(t("lobby.expires", lang, when=timestamp(closes_at)))
        screen.blocks.append("\n".join(hint))
        tid = table.id
        screen.rows.append(
            [
                ButtonSpec(t("button.join", lang), ids.lobby(tid, "join"), "primary"),
                ButtonSpec(t("button.leave", lang), ids.lobby(tid, "leave")),
                ButtonSpec(t("button.add_computer", lang), ids.lobby(tid, "addc")),
                ButtonSpec(t("button.remove_computer", lang), ids.lobby(tid, "remc")),
            ]
        )
        screen.rows.append(
            [
                ButtonSpec(t("button.start", lang), ids.lobby(tid, "start"), "success"),
                ButtonSpec(t("button.cancel", lang), ids.lobby(tid, "cancel"), "danger"),
            ]
        )
    elif table.status == "playing" or table.status == "finished":
        screen.blocks.append(t("lobby.started", lang))
    elif table.closed_reason == "expired":
        screen.blocks.append(t("lobby.expired", lang))
    else:
        screen.blocks.append(t("lobby.cancelled", lang))
    return screen


# -- the public table --------------------------------------------------------------------------
def _roles(v: PlayerView, seat: int, lang: str) -> list[str]:
    roles: list[str] = []
    if seat == v.dealer:
        roles.append(t("role.dealer", lang))
    if seat == v.forehand:
        roles.append(t("role.forehand", lang))
    if v.contract is not None and v.contract != Contract.KLOP and seat == v.declarer:
        roles.append(t("role.declarer", lang))
    if v.partner_known and v.partner != NO_SEAT and seat == v.partner:
        roles.append(t("role.partner", lang))
    return roles


def tricks_won(v: PlayerView) -> list[int]:
    """Tricks taken so far by each seat."""
    won = [0] * v.players
    for trick in v.tricks:
        won[trick.winner] += 1
    return won


def _contract_lines(v: PlayerView, names: Sequence[str], lang: str) -> list[str]:
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


def _discard_line(v: PlayerView, lang: str) -> list[str]:
    shown = cards_of(v.discards)
    if not shown:
        return []
    labels = ", ".join(card_label(c) for c in sort_for_display(shown))
    return [t("table.discards", lang, cards=labels)]


def public_trick_image(table: Table, v: PlayerView, names: Sequence[str], lang: str) -> TrickImage:
    """The trick on the public table: the current one, or the last one won while the next
    has not started yet."""
    notes: dict[int, str] = {}
    if v.contract is not None and v.contract != Contract.KLOP and v.declarer != NO_SEAT:
        notes[v.declarer] = t("role.declarer", lang)
    if v.partner_known and v.partner != NO_SEAT:
        notes[v.partner] = t("role.partner", lang)
    last = not v.trick and bool(v.tricks)
    number = len(v.tricks) if last else len(v.tricks) + 1
    title = t("table.trick", lang, number=number) if v.phase >= Phase.PLAY else None
    return trick_image(
        v,
        list(names),
        notes=notes,
        last_completed=last,
        extra_caption=t("table.talon", lang),
        open_caption=t("table.open_hand", lang, name=names[v.declarer])
        if v.declarer != NO_SEAT
        else None,
        title=title,
    )


def table_screen(
    table: Table,
    deal_no: int,
    lang: str,
    *,
    log: Sequence[str] = (),
    deadline: float | None = None,
    resumed: bool = False,
) -> Screen:
    """The public table message of ``deal_no`` (the table's current or last deal)."""
    screen = Screen(accent=ACCENT_TABLE)
    v = table.view(None)
    if v is None:
        screen.blocks.append(t("hand.not_playing", lang))
        return screen
    names = seat_names(table, lang)
    match = table.match
    totals = match.totals if match is not None else [0] * v.players
    radelci = match.radelci if match is not None else [0] * v.players
    won = tricks_won(v)
    head = [f"### {deals_title(table, lang)} · {phase_name(v.phase, lang)}"]
    for s in range(v.players):
        roles = _roles(v, s, lang)
        role_text = f" ({', '.join(roles)})" if roles else ""
        head.append(
            t(
                "table.seat_line",
                lang,
                seat=s + 1,
                name=names[s],
                roles=role_text,
                total=totals[s],
                radelci=_radelci_marks(radelci[s]),
                tricks=won[s],
            )
        )
    screen.blocks.append("\n".join(head))
    info_lines = [
        *_contract_lines(v, names, lang),
        *_announcement_lines(v, names, lang),
        *_discard_line(v, lang),
    ]
    if info_lines:
        screen.blocks.append("\n".join(info_lines))
    screen.images.append(ImageSpec("trick", "trick", public_trick_image(table, v, names, lang)))
    talon = talon_image(v, title=t("table.talon", lang))
    if talon is not None and v.phase in (Phase.TALON, Phase.DISCARD, Phase.ANNOUNCE):
        screen.images.append(ImageSpec("talon", "talon", talon))
    foot: list[str] = list(log[-EVENT_LINES:])
    if resumed:
        foot.append(t("table.resumed", lang))
    current = table.deal_no == deal_no and table.is_open
    if current and v.result is None and not table.between_deals:
        seat = v.to_move
        if deadline is not None:
            foot.append(t("table.turn_deadline", lang, name=names[seat], when=timestamp(deadline)))
        else:
            foot.append(t("table.turn", lang, name=names[seat]))
    elif v.result is not None:
        foot.append(t("table.deal_over", lang))
    away = [names[s.index] for s in table.seats if s.is_human and not s.present]
    if away and table.is_open:
        foot.append(t("table.away_list", lang, names=", ".join(away)))
    if foot:
        screen.after.append("\n".join(foot))
    if current:
        row = [ButtonSpec(t("button.my_hand", lang), ids.my_hand(table.id, deal_no), "primary")]
        if away:
            row.append(ButtonSpec(t("button.return", lang), ids.take_seat(table.id)))
        screen.rows.append(row)
    return screen


def event_lines(events: Sequence[TableEvent], names: Sequence[str], lang: str) -> list[str]:
    """Public lines for applied actions: cards played, talon groups taken, tricks won, moves
    made by the timer.

    Only public facts are used: a discard is never named (face-down discards are secret).
    """
    lines: list[str] = []
    for ev in events:
        name = names[ev.seat] if 0 <= ev.seat < len(names) else "?"
        action = ev.action
        if ev.actor == "timer":
            if action.kind == Kind.PLAY:
                lines.append(t("table.timeout", lang, name=name, card=card_label(action.arg)))
            else:
                lines.append(t("table.timeout_action", lang, name=name))
        elif action.kind == Kind.PLAY:
            lines.append(t("table.played", lang, name=name, card=card_label(action.arg)))
        elif action.kind == Kind.TALON:
            lines.append(t("table.talon_taken", lang, name=name, number=action.arg + 1))
        for e in ev.events:
            if e.kind == "trick" and e.trick is not None:
                winner = names[e.trick.winner] if 0 <= e.trick.winner < len(names) else "?"
                lines.append(t("table.trick_won", lang, name=winner))
    return lines


# -- a player's hand ---------------------------------------------------------------------------
def hand_key(table: Table, seat: int) -> tuple[object, ...]:
    """What a hand message depends on: when it is unchanged the message is up to date."""
    s = table.seats[seat] if 0 <= seat < len(table.seats) else None
    return (
        table.status,
        table.deal_no,
        table.move,
        table.between_deals,
        seat in table.ready_seats,
        s.present if s is not None else None,
        table.to_move,
    )


def _action_buttons(
    table: Table, v: PlayerView, seat: int, lang: str
) -> tuple[list[list[ButtonSpec]], SelectSpec | None]:
    """Buttons for exactly the legal actions (a select for the discards)."""
    legal = v.legal
    deal, move = table.deal_no, v.move
    if not legal:
        return [], None

    def button(action: Action, label: str, style: Style) -> ButtonSpec:
        return ButtonSpec(label[:80], ids.act(table.id, seat, deal, move, action), style)

    if v.phase == Phase.DISCARD:
        options = discard_options(table, seat)
        count = v.discards_left
        spec = SelectSpec(
            custom_id=ids.discard(table.id, seat, deal, move, count),
            placeholder=t("discard.placeholder", lang, count=count),
            options=tuple(
                (card_label(c), f"{c}", card_name(c, lang)) for c in sort_for_display(options)
            ),
            count=count,
        )
        return [], spec
    buttons: list[ButtonSpec] = []
    passes: list[ButtonSpec] = []
    for action in legal:
        if action.kind == Kind.PASS:
            passes.append(button(action, t("bid.pass", lang), "secondary"))
        elif action.kind == Kind.PLAY:
            buttons.append(button(action, card_label(action.arg), "primary"))
        elif action.kind == Kind.KONTRA:
            level = (v.kontra[action.arg] if action.arg < len(v.kontra) else 1) * 2
            buttons.append(button(action, action_label(action, lang, kontra_level=level), "danger"))
        elif action.kind == Kind.CALL:
            label = t("action.call", lang, card=card_label(action.arg))
            buttons.append(button(action, label, "primary"))
        else:
            buttons.append(button(action, action_label(action, lang), "primary"))
    if v.phase == Phase.PLAY:
        order = {c: i for i, c in enumerate(sort_for_display(cards_of(v.hand)))}
        buttons.sort(key=lambda b: order.get(_card_of(b.custom_id), 99))
    rows = _chunks(buttons)
    if passes:
        if rows and len(rows[-1]) < 5:
            rows[-1].extend(passes)
        else:
            rows.append(passes)
    return rows, None


def _card_of(custom_id: str) -> int:
    parsed = ids.parse(custom_id)
    if isinstance(parsed, ids.Act):
        return parsed.action.arg
    return 99


def discard_options(table: Table, seat: int) -> list[int]:
    """The cards that belong to at least one legal set of discards (the select's options)."""
    state = table.state
    if state is None or state.phase != Phase.DISCARD or state.to_move != seat:
        return []
    return sorted(set().union(*legal_discard_sets(state)))


def legal_discard_sets(state: DealState) -> list[frozenset[int]]:
    """Every set of cards the declarer may discard (in some order), by trying them on the
    engine; discards are few (1 to 3 cards), so this stays small."""
    found: set[frozenset[int]] = set()
    seen: set[frozenset[int]] = set()

    def walk(s: DealState, chosen: frozenset[int]) -> None:
        if chosen in seen:
            return
        seen.add(chosen)
        if s.phase != Phase.DISCARD:
            found.add(chosen)
            return
        for a in legal_actions(s):
            if a.kind == Kind.DISCARD:
                nxt, _ = apply(s, a)
                walk(nxt, chosen | {a.arg})

    walk(state, frozenset())
    return sorted(found, key=sorted)


def discard_order(state: DealState, cards: Sequence[int]) -> list[Action] | None:
    """The chosen discards as actions in an order the rules allow, or None if no order is
    legal."""
    for perm in itertools.permutations(cards):
        s = state
        ok = True
        for c in perm:
            a = DISCARDS[c]
            if a not in legal_actions(s):
                ok = False
                break
            s, _ = apply(s, a)
        if ok:
            return [DISCARDS[c] for c in perm]
    return None


def hand_screen(
    table: Table,
    seat: int,
    lang: str,
    *,
    notice: str | None = None,
    deadline: float | None = None,
    next_deal_at: float | None = None,
) -> Screen:
    """A player's private hand: his cards, what he may do now (or why he waits), and the
    components for exactly his legal actions."""
    screen = Screen(accent=ACCENT_HAND)
    if notice:
        screen.blocks.append(f"> {notice}")
    v = table.view(seat)
    refresh = ButtonSpec(t("button.refresh", lang), ids.refresh(table.id, seat, table.deal_no))
    if v is None or table.status != "playing":
        screen.blocks.append(t("hand.not_playing", lang))
        return screen
    names = seat_names(table, lang)
    me = table.seats[seat]
    head = [
        f"### {t('hand.heading', lang, deal_no=table.deal_no, phase=phase_name(v.phase, lang))}"
    ]
    head.extend(_contract_lines(v, names, lang)[1:] if v.bids else _contract_lines(v, names, lang))
    if v.trick:
        played = [
            t("hand.card_by", lang, card=card_label(c), name=names[s])
            for s, c in zip(v.trick_seats, v.trick, strict=True)
        ]
        head.append(t("hand.on_table", lang, cards=", ".join(played)))
    screen.blocks.append("\n".join(head))
    cards, legal = hand_cards(v)
    if cards:
        screen.images.append(ImageSpec("hand", "hand", tuple(cards), legal, audience=seat))
    status: list[str] = []
    extra_row: list[ButtonSpec] = [refresh]
    if table.between_deals or v.result is not None:
        status.append(t("table.deal_over", lang))
        if next_deal_at is not None:
            status.append(t("table.next_deal", lang, when=timestamp(next_deal_at)))
        if table.between_deals and seat not in table.ready_seats:
            extra_row.insert(
                0,
                ButtonSpec(t("button.ready", lang), ids.ready(table.id, table.deal_no), "success"),
            )
    elif not me.present:
        status.append(t("hand.away", lang))
        extra_row.insert(
            0, ButtonSpec(t("button.return", lang), ids.take_seat(table.id), "success")
        )
    elif v.on_turn:
        prompt = _prompt(v, lang)
        line = f"**{t('table.your_turn', lang)}** {prompt}"
        if deadline is not None:
            line += " " + t("hand.time_left", lang, when=timestamp(deadline))
        status.append(line)
        rows, select = _action_buttons(table, v, seat, lang)
        screen.rows.extend(rows)
        screen.select = select
        if v.phase == Phase.TALON:
            talon = talon_image(v, title=t("table.talon", lang))
            if talon is not None:
                screen.images.append(ImageSpec("talon", "talon", talon, audience=seat))
    else:
        status.append(t("prompt.wait", lang, name=names[v.to_move]))
    screen.after.append("\n".join(status))
    if me.present and not table.between_deals:
        extra_row.append(ButtonSpec(t("button.leave", lang), ids.lobby(table.id, "leave")))
    screen.rows.append(extra_row)
    return screen


def _prompt(v: PlayerView, lang: str) -> str:
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


# -- end of a deal -----------------------------------------------------------------------------
def _side_names(sheet: ScoreSheet, names: Sequence[str], lang: str) -> tuple[str, str]:
    n = sheet.players
    decl = [p for p in range(n) if p in (sheet.declarer, sheet.partner)]
    opp = [p for p in range(n) if p not in decl]
    return _join([names[p] for p in decl], lang), _join([names[p] for p in opp], lang)


def klop_points(v: PlayerView) -> list[int]:
    """Card points each seat took in a finished deal (from the public tricks)."""
    piles: list[list[int]] = [[] for _ in range(v.players)]
    for trick in v.tricks:
        piles[trick.winner].extend(trick.cards)
        if trick.extra != NO_CARD:
            piles[trick.winner].append(trick.extra)
    return [pile_points(p) for p in piles]


def _line_spec(line: EngineLine, lang: str, names: Sequence[str]) -> ScoreLine:
    label = line_label(line, lang)
    if line.kontra > 1:
        label = f"{label} {t('line.kontra', lang, factor=line.kontra)}"
    if line.seat is not None and 0 <= line.seat < len(names):
        label = f"{label} · {names[line.seat]}"
    return ScoreLine(label, line.amount)


def summary_image(
    sheet: ScoreSheet,
    names: Sequence[str],
    totals: Sequence[int],
    final_view: PlayerView | None,
    lang: str,
) -> SummaryImage:
    """The summary image of a finished deal, from the engine's score sheet."""
    klop = sheet.contract == Contract.KLOP
    sides: list[SidePoints] = []
    if klop and final_view is not None:
        pts = klop_points(final_view)
        sides = [SidePoints(names[p], pts[p]) for p in range(sheet.players)]
    elif sheet.declarer_points is not None:
        decl, opp = _side_names(sheet, names, lang)
        sides = [
            SidePoints(decl, sheet.declarer_points, declarer=True),
            SidePoints(opp, 70 - sheet.declarer_points),
        ]
    outcome = None
    if sheet.won is not None:
        outcome = t("summary.outcome_won" if sheet.won else "summary.outcome_lost", lang)
    lines = [_line_spec(line, lang, names) for line in (*sheet.lines, *sheet.penalties)]
    return SummaryImage(
        contract=contract_name(sheet.contract, lang),
        sides=tuple(sides),
        lines=tuple(lines),
        results=tuple(
            PlayerResult(names[p], sheet.scores[p], totals[p]) for p in range(sheet.players)
        ),
        declarer=NamedRole(t("summary.declarer", lang), names[sheet.declarer])
        if sheet.declarer is not None and not klop
        else None,
        partner=NamedRole(t("summary.partner", lang), names[sheet.partner])
        if sheet.partner is not None
        else None,
        outcome=outcome,
        won=sheet.won,
        total=None if klop else ScoreLine(t("summary.total", lang), sheet.total),
    )


def sheet_image(
    history: Sequence[ScoreSheet],
    names: Sequence[str],
    radelci: Sequence[int],
    lang: str,
    *,
    standings: Sequence[Standing] | None = None,
    title: str | None = None,
) -> ScoreSheetImage:
    """The score sheet of a session so far (with the final row once it is over)."""
    n = len(names)
    totals = [0] * n
    rows: list[SheetRow] = []
    cancelled = [0] * n
    for i, sheet in enumerate(history, start=1):
        deltas: list[int | None] = []
        for p in range(n):
            involved = bool(seat_lines(sheet, p)) or sheet.scores[p] != 0
            deltas.append(sheet.scores[p] if involved else None)
            totals[p] += sheet.scores[p]
        for p in sheet.radelc_cancelled:
            cancelled[p] += 1
        rows.append(
            SheetRow(f"{i} · {contract_name(sheet.contract, lang)}", tuple(deltas), tuple(totals))
        )
    hidden = max(0, len(rows) - MAX_SHEET_ROWS)
    final = None
    if standings is not None:
        by_seat = {s.seat: s for s in standings}
        final = SheetRow(
            t("sheet.radelci", lang),
            tuple(-by_seat[p].penalty if p in by_seat else 0 for p in range(n)),
            tuple(by_seat[p].final if p in by_seat else totals[p] for p in range(n)),
        )
    return ScoreSheetImage(
        players=tuple(names),
        rows=tuple(rows[hidden:]),
        radelci=tuple(RadelcMarks(radelci[p], cancelled[p]) for p in range(n)),
        final=final,
        title=title if title is not None else t("sheet.title", lang),
        hidden_rows=hidden,
    )


@dataclass(frozen=True)
class DealResult:
    """Everything the end-of-deal message needs, taken when the deal was scored."""

    deal_no: int
    sheet: ScoreSheet
    names: tuple[str, ...]
    totals: tuple[int, ...]
    radelci: tuple[int, ...]
    history: tuple[ScoreSheet, ...]
    final_view: PlayerView | None
    session_over: bool
    skis_vote: bool


def deal_result(table: Table, sheet: ScoreSheet, lang: str) -> DealResult:
    """Take what the end-of-deal message shows from the table, right when the deal ended."""
    match = table.match
    n = table.config.players
    return DealResult(
        deal_no=table.deal_no,
        sheet=sheet,
        names=tuple(seat_names(table, lang)),
        totals=tuple(match.totals) if match is not None else (0,) * n,
        radelci=tuple(match.radelci) if match is not None else (0,) * n,
        history=tuple(match.history) if match is not None else (sheet,),
        final_view=table.view(None),
        session_over=not table.is_open or (match is not None and match.finished),
        skis_vote=table.config.deals is None and match is not None and not match.skis_called,
    )


def summary_screen(
    table: Table,
    result: DealResult,
    lang: str,
    *,
    next_deal_at: float | None = None,
) -> Screen:
    """The end-of-deal message: outcome, score lines, images, Ready (and škis vote)."""
    sheet, names = result.sheet, result.names
    screen = Screen(accent=ACCENT_SUMMARY)
    title = t(
        "summary.title", lang, deal_no=result.deal_no, contract=contract_name(sheet.contract, lang)
    )
    lines = [f"### {title}"]
    if sheet.contract == Contract.KLOP:
        lines.append(t("summary.klop", lang))
    elif sheet.declarer is not None:
        decl, _ = _side_names(sheet, names, lang)
        key_won = "summary.won" if sheet.won else "summary.lost"
        if sheet.declarer_points is not None:
            lines.append(t(key_won, lang, names=decl, points=sheet.declarer_points))
        else:
            lines.append(t(key_won + "_tricks", lang, names=decl))
    for line in (*sheet.lines, *sheet.penalties):
        spec = _line_spec(line, lang, names)
        lines.append(f"• {spec.label}: {spec.value:+d}")
    if sheet.contract != Contract.KLOP:
        lines.append(t("summary.total_line", lang, amount=f"{sheet.total:+d}"))
    if sheet.radelci_for_all:
        lines.append(t("summary.radelci_for_all", lang))
    for p in sheet.radelc_cancelled:
        lines.append(t("summary.radelc_cancelled", lang, name=names[p]))
    screen.blocks.append("\n".join(lines))
    scores = [
        t("summary.seat_score", lang, name=names[p], amount=f"{sheet.scores[p]:+d}")
        + f" → {result.totals[p]}"
        for p in range(sheet.players)
    ]
    screen.blocks.append(f"**{t('summary.scores', lang)}:** " + " · ".join(scores))
    screen.images.append(
        ImageSpec(
            "summary",
            "summary",
            summary_image(sheet, names, result.totals, result.final_view, lang),
        )
    )
    screen.images.append(
        ImageSpec("sheet", "scoresheet", sheet_image(result.history, names, result.radelci, lang))
    )
    current = table.is_open and table.between_deals and table.deal_no == result.deal_no
    if current and not result.session_over:
        foot = []
        if next_deal_at is not None:
            foot.append(t("table.next_deal", lang, when=timestamp(next_deal_at)))
        present = [s.index for s in table.seats if s.present]
        ready = len([s for s in present if s in table.ready_seats])
        foot.append(t("table.ready_count", lang, ready=ready, total=len(present)))
        match = table.match
        if match is not None and match.skis_called:
            foot.append(t("table.skis_called", lang))
        elif result.skis_vote and table.skis_votes:
            present_users = {s.user_id for s in table.seats if s.present}
            votes = len(table.skis_votes & present_users)
            foot.append(t("table.skis_vote", lang, votes=votes, needed=len(present_users) // 2 + 1))
        screen.after.append("\n".join(foot))
        row = [ButtonSpec(t("button.ready", lang), ids.ready(table.id, result.deal_no), "success")]
        if result.skis_vote and match is not None and not match.skis_called:
            row.append(ButtonSpec(t("button.skis", lang), ids.skis_vote(table.id, result.deal_no)))
        if any(s.is_human and not s.present for s in table.seats):
            row.append(ButtonSpec(t("button.return", lang), ids.take_seat(table.id)))
        screen.rows.append(row)
    return screen


# -- end of a session --------------------------------------------------------------------------
@dataclass(frozen=True)
class SessionResult:
    """Everything the final message needs, taken when the session ended."""

    standings: tuple[Standing, ...]
    names: tuple[str, ...]
    history: tuple[ScoreSheet, ...]
    radelci: tuple[int, ...]
    ended_early: bool
    deals: int


def session_result(table: Table, standings: Sequence[Standing], lang: str) -> SessionResult:
    """Take what the final message shows, right when the session ended."""
    match = table.match
    n = table.config.players
    played = match.deals_played if match is not None else 0
    planned = table.config.deals
    ended_early = table.closed_reason in ("stopped", "abandoned") or (
        planned is not None and played < planned and table.closed_reason != "finished"
    )
    return SessionResult(
        standings=tuple(standings),
        names=tuple(seat_names(table, lang)),
        history=tuple(match.history) if match is not None else (),
        radelci=tuple(match.radelci) if match is not None else (0,) * n,
        ended_early=ended_early,
        deals=played,
    )


def final_screen(table: Table, result: SessionResult, lang: str) -> Screen:
    """The final standings with the radelc penalties, the sheet, and Play again."""
    screen = Screen(accent=ACCENT_FINAL)
    names = result.names
    lines = [f"### {t('session.title', lang)}"]
    for st in sorted(result.standings, key=lambda s: (s.place, s.seat)):
        name = names[st.seat] if st.seat < len(names) else (st.name or "?")
        if st.radelci:
            lines.append(
                t(
                    "session.standing_detail",
                    lang,
                    place=st.place,
                    name=name,
                    final=st.final,
                    total=st.total,
                    radelci=st.radelci,
                    penalty=-st.penalty,
                )
            )
        else:
            lines.append(t("session.standing", lang, place=st.place, name=name, final=st.final))
    winners = [names[s.seat] for s in result.standings if s.place == 1 and s.seat < len(names)]
    if len(winners) == 1:
        lines.append(t("session.winner", lang, name=winners[0]))
    elif winners:
        lines.append(t("session.winners", lang, names=_join(winners, lang)))
    lines.append(t("session.deals_played", lang, count=result.deals))
    if result.ended_early:
        lines.append(t("session.ended_early", lang))
    screen.blocks.append("\n".join(lines))
    if result.history:
        screen.images.append(
            ImageSpec(
                "sheet",
                "scoresheet",
                sheet_image(
                    result.history, names, result.radelci, lang, standings=result.standings
                ),
            )
        )
    screen.after.append(t("session.play_again_hint", lang))
    screen.rows.append(
        [ButtonSpec(t("button.play_again", lang), ids.play_again(table.id), "success")]
    )
    return screen


# -- notices -----------------------------------------------------------------------------------
def notice_screen(text: str) -> Screen:
    """A plain text message."""
    return Screen(blocks=[text])
