"""One player's daily challenge: the day's deals, played alone against computer players.

A :class:`Challenge` is rebuilt from its stored run: the day's seed deals the same cards to
everyone (:mod:`bot.daily.seed`), and the run's logged actions are replayed on them, so a
challenge continues exactly where it stopped after a restart. The player always sits at
seat 0; the other seats are the computers of the normal level.

Every action is logged before it is applied (as at the tables): the player's click, then
each computer's move in turn, computed in a worker process. A finished deal is booked with
the player's score; the run is finished with its last deal.

Nothing here knows Discord (``bot.ui.daily`` shows a challenge and routes its clicks).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from bot.families import BotFamily
from bot.store import DailyRun, Store
from bot.tables.computer import ComputerFactory, TableComputers
from bot.tables.errors import NotYourTurn, StaleAction
from bot.tables.session import Session
from engine.core.actions import Action
from engine.core.family import SheetLike

DAILY_DEALS = 4
"""Deals in a day's challenge."""
LEVEL = "normal"
"""The computer players' level in the challenge."""
PLAYER_SEAT = 0
"""The player's seat (the match's first: the dealer moves round the table as usual)."""


def table_size(game: BotFamily) -> int:
    """The number of players of a challenge: four where the game is played by four."""
    sizes = game.engine.table_sizes
    return 4 if 4 in sizes else sizes[0]


@dataclass(frozen=True)
class DealDone:
    """A deal of the challenge that was played to its end."""

    deal_no: int
    sheet: SheetLike
    score: int
    """The player's score in it."""
    deal_seats: tuple[int, ...]


class Challenge:
    """A run of the daily challenge in memory: its session and what was booked."""

    def __init__(self, game: BotFamily, run: DailyRun) -> None:
        self.game = game
        self.run = run
        fam = game.engine
        self.session = Session(fam, fam.rules(), table_size(game), max_deals=DAILY_DEALS)
        self.done: list[DealDone] = []
        self.booked: set[int] = set()
        """The deals the store has booked (their scores are in the run's total)."""

    # -- reading -----------------------------------------------------------------------------
    @property
    def deal_no(self) -> int:
        """The current (or last) deal's number (0 before the first)."""
        return self.session.deal_no

    @property
    def move(self) -> int:
        """The current deal's move counter."""
        return self.session.move

    @property
    def deal_over(self) -> bool:
        """The current deal is finished (or none was dealt yet)."""
        return self.session.over

    @property
    def finished(self) -> bool:
        """Every deal of the challenge was played."""
        return len(self.done) >= DAILY_DEALS

    @property
    def total(self) -> int:
        """The player's score so far."""
        return sum(d.score for d in self.done)

    @property
    def day(self) -> date:
        """The challenge's day."""
        return date.fromisoformat(self.run.day)

    def view(self) -> Any:
        """What the player sees of the current deal (None before the first deal)."""
        return self.session.view(PLAYER_SEAT)

    @property
    def players_turn(self) -> bool:
        """It is the player's move."""
        return self.session.to_move == PLAYER_SEAT

    # -- building ----------------------------------------------------------------------------
    def deal(self) -> None:
        """Deal the next deal of the day (the same cards for everyone)."""
        self.session.begin(self.session.deal_next(self.run.seed))

    def _apply(self, text: str) -> None:
        session = self.session
        seat = session.to_move
        if seat is None:
            raise StaleAction(expected=session.move, current=session.move)
        deal_seat = session.deal_seat(seat)
        assert deal_seat is not None
        action = session.parse(text)
        session.check([action], deal_seat)
        session.commit(session.prepare(action, deal_seat))

    def _close_deal(self) -> DealDone:
        session = self.session
        sheet = session.record()
        p = session.deal_seat(PLAYER_SEAT)
        score = sheet.scores[p] if p is not None else 0
        done = DealDone(session.deal_no, sheet, score, session.seats)
        self.done.append(done)
        return done

    @classmethod
    def replay(
        cls,
        game: BotFamily,
        run: DailyRun,
        actions: dict[int, list[str]],
        booked: Sequence[int] = (),
    ) -> Challenge:
        """The challenge of a stored run: its deals dealt again and its actions replayed."""
        ch = cls(game, run)
        ch.booked = set(booked)
        for deal_no in range(1, DAILY_DEALS + 1):
            if deal_no > 1 and deal_no not in actions:
                # Between deals: the next deal is dealt when the player asks for it (a
                # deal whose first move is the player's has nothing logged yet either).
                break
            ch.deal()
            for text in actions.get(deal_no, []):
                ch._apply(text)
            if not ch.deal_over:
                break
            ch._close_deal()
        return ch


class DailyPlay:
    """Plays the challenges: logs the actions, moves the computers, books the deals.

    One lock per run serialises its clicks; the challenges are kept in memory by run and
    rebuilt from the store when missing (after a restart, or on another process).
    """

    def __init__(self, store: Store, computers: ComputerFactory) -> None:
        self.store = store
        self._factory = computers
        self._live: dict[int, Challenge] = {}
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, run_id: int) -> asyncio.Lock:
        """The lock of a run's clicks."""
        lock = self._locks.get(run_id)
        if lock is None:
            lock = self._locks[run_id] = asyncio.Lock()
        return lock

    async def load(self, game: BotFamily, run: DailyRun) -> Challenge:
        """The run's challenge: the one in memory, else rebuilt from the store (and brought
        up to date: the computers' moves still to make are made, a finished deal booked)."""
        ch = self._live.get(run.id)
        if ch is not None:
            return ch
        actions = await self.store.daily.actions(run.id)
        booked = await self.store.daily.deal_scores(run.id)
        ch = Challenge.replay(game, run, actions, sorted(booked))
        self._live[run.id] = ch
        await self._settle(ch)
        return ch

    def forget(self, run_id: int) -> None:
        """Drop a run from memory (it is rebuilt from the store when needed)."""
        self._live.pop(run_id, None)

    def _computers(self, ch: Challenge) -> TableComputers:
        return TableComputers(self._factory, ch.run.seed, 0.0, 0.0)

    async def begin(self, ch: Challenge) -> None:
        """Deal the first deal, or the next one after a finished deal (and let the
        computers move up to the player's turn)."""
        if ch.finished or not ch.deal_over:
            return
        ch.deal()
        await self._settle(ch)

    async def act(self, ch: Challenge, action: str, move: int, deal_no: int) -> None:
        """The player's action (its notation) at the move and deal the button was drawn
        for: checked, logged, applied; then the computers move up to the player's next turn
        or the end of the deal. :class:`StaleAction`, :class:`NotYourTurn`, or the
        session's refusals of an illegal or malformed action."""
        await self._ready_for(ch, move, deal_no)
        await self._log_and_apply(ch, [action])
        await self._settle(ch)

    async def act_many(
        self, ch: Challenge, actions: Sequence[str], move: int, deal_no: int
    ) -> None:
        """Actions chosen together (a select of discards), in an order the rules allow."""
        await self._ready_for(ch, move, deal_no)
        session = ch.session
        deal_seat = session.deal_seat(PLAYER_SEAT)
        assert deal_seat is not None
        parsed = session.order([session.parse(a) for a in actions], deal_seat)
        await self._log_and_apply(ch, [session.family.format_action(a) for a in parsed])
        await self._settle(ch)

    async def _ready_for(self, ch: Challenge, move: int, deal_no: int) -> None:
        """Check that a click is for the current move; a click on the first move of the
        next deal (drawn before a restart, when nothing of that deal was logged yet) deals
        it again first."""
        if deal_no == ch.deal_no + 1 and move == 0 and ch.deal_over and not ch.finished:
            await self.begin(ch)
        session = ch.session
        if deal_no != ch.deal_no or move != session.move or ch.deal_over:
            raise StaleAction(expected=move, current=session.move)
        if not ch.players_turn:
            raise NotYourTurn(seat=session.to_move)

    async def _log_and_apply(self, ch: Challenge, texts: Sequence[str]) -> None:
        session = ch.session
        deal_seat = session.deal_seat(PLAYER_SEAT)
        assert deal_seat is not None
        session.check([session.parse(t) for t in texts], deal_seat)
        for text in texts:
            canonical = session.family.format_action(session.parse(text))
            await self.store.daily.append_action(ch.run.id, ch.deal_no, session.move, canonical)
            ch._apply(canonical)

    async def _settle(self, ch: Challenge) -> None:
        """Let the computers move until it is the player's turn or the deal is over; book a
        finished deal."""
        session = ch.session
        computers = self._computers(ch)
        while session.deal is not None and not ch.deal_over and not ch.players_turn:
            seat = session.to_move
            assert seat is not None
            view = session.view(seat)
            seed = computers.seed(ch.deal_no, session.move)
            action: Action = await computers.choose(LEVEL, view, seed)
            text = session.family.format_action(action)
            await self.store.daily.append_action(ch.run.id, ch.deal_no, session.move, text)
            ch._apply(text)
        if session.deal is not None and ch.deal_over and ch.deal_no not in ch.booked:
            done = next((d for d in ch.done if d.deal_no == ch.deal_no), None)
            if done is None:
                done = ch._close_deal()
            contract = ch.game.booking.contract_code(done.sheet)
            await self.store.daily.finish_deal(
                ch.run.id, done.deal_no, done.score, contract, last=ch.finished
            )
            ch.booked.add(done.deal_no)
            run = await self.store.daily.by_id(ch.run.id)
            if run is not None:
                ch.run = run
