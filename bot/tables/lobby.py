"""A table's lobby: sitting down, computer seats, the configuration, leaving, expiry."""

from __future__ import annotations

from dataclasses import replace

from bot.store import TableConfig
from bot.tables.core import TableCore
from bot.tables.errors import AlreadySeated, NoComputer, TableFull
from bot.tables.seats import Seat


class LobbyOps(TableCore):
    """The operations of a lobby (before the host starts the session)."""

    async def join(self, user_id: int, name: str | None = None) -> int:
        """Sit down in the lobby; returns the seat."""
        async with self._op():
            self._require_status("lobby")
            if self.seat_of(user_id) is not None:
                raise AlreadySeated(user_id=user_id)
            if len(self.seats) >= self.config.players:
                raise TableFull(players=self.config.players)
            seat = Seat(len(self.seats), user_id, name)
            await self._save_lobby([*self.seats, seat])
            return seat.index

    async def add_computer(self, by: int) -> int:
        """The host adds a computer player to the lobby; returns its seat."""
        async with self._op():
            self._require_status("lobby")
            self._require_host(by)
            if len(self.seats) >= self.config.players:
                raise TableFull(players=self.config.players)
            seat = Seat(len(self.seats), None)
            await self._save_lobby([*self.seats, seat])
            return seat.index

    async def remove_computer(self, by: int, seat: int | None = None) -> None:
        """The host removes a computer player (the last one, or the one at ``seat``)."""
        async with self._op():
            self._require_status("lobby")
            self._require_host(by)
            computers = [s.index for s in self.seats if not s.is_human]
            if seat is None and computers:
                seat = computers[-1]
            if seat is None or seat not in computers:
                raise NoComputer(seat=seat)
            await self._save_lobby([s for s in self.seats if s.index != seat])

    async def configure(self, by: int, config: TableConfig) -> None:
        """The host changes the lobby's configuration (the game, its rules, the length …)."""
        async with self._op():
            self._require_status("lobby")
            self._require_host(by)
            if config.players < len(self.seats):
                raise TableFull(players=config.players)
            await self._store.tables.update(self.id, config=config)
            self.config = config
            self._touch_lobby()
            self._emit_lobby()

    async def _leave_lobby(self, index: int, user_id: int) -> None:
        """Free a lobby seat: the host passes to the next human; an empty lobby closes."""
        rest = [s for s in self.seats if s.index != index]
        humans = [s for s in rest if s.is_human]
        if not humans:
            await self._close("cancelled", "cancelled")
            return
        host = self.host_id
        if user_id == host:
            host = humans[0].user_id or host
        await self._save_lobby(rest, host_id=host)

    async def _save_lobby(self, seats: list[Seat], host_id: int | None = None) -> None:
        seats = [replace(s, index=i) for i, s in enumerate(seats)]
        if host_id is not None and host_id != self.host_id:
            await self._store.tables.update(self.id, host_id=host_id)
            self.host_id = host_id
        await self._store.tables.replace_seats(self.id, [s.row() for s in seats])
        self.seats = seats
        self._touch_lobby()
        self._emit_lobby()
