"""Play a seeded game through the real bot against a Discord simulated on this machine, and
write what one player saw to an HTML page.

Run: python scripts/demo.py --out DIR [--game slovenian] [--players 4] [--seed N]
     [--deals 1] [--lang en]          (or: make demo OUT=DIR)

No token and no network: the bot (``bot.client.TarokBot``, every part of it real: commands,
tables, store, screens, images, the Discord layer) connects to the fake Discord the
end-to-end tests use (``tests/fakediscord``), served on 127.0.0.1. Ana opens a table with
``/tarok start``, the computer players fill the other seats, and she plays by clicking what
the bot sent her (the bot's own computer player chooses her moves; in the games it does not
play yet, French tarot and Czech taroky, everyone plays random legal moves). With five at a
Slovenian table Ana deals first and sits that deal out. The page lists, in order,
every version of every public message of the channel (lobby, table, summary, standings) and
of Ana's private messages (her hand), with their texts, images and buttons.

:func:`play` is also what ``scripts/render_gallery.py`` uses to draw the README's images
from the bot's own screens (several scripted humans, no computers).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import html
import logging
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for _path in (ROOT, ROOT / "tests"):  # the bot, and the fake Discord of the tests
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from fakediscord import (  # noqa: E402
    FakeChannel,
    FakeDiscord,
    FakeMessage,
    FakeUser,
    MessageRevision,
    RateLimits,
)
from fakediscord.models import FLAG_LOADING  # noqa: E402
from pydantic import SecretStr  # noqa: E402

from bot import families  # noqa: E402
from bot.client import TarokBot  # noqa: E402
from bot.i18n import LANGUAGES  # noqa: E402
from bot.screens import ids  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.tables import Table, TableDefaults, random_factory  # noqa: E402
from bot.tables.computer import ComputerPlayer, RandomComputer, computer_for_level  # noqa: E402
from bot.ui.images import RENDER_HOOKS, RenderRecord  # noqa: E402
from bot.ui.pacing import CHANNEL_LIMIT, CHANNEL_WINDOW  # noqa: E402
from bot.ui.presenter import HAND_INTERVAL  # noqa: E402
from engine.ai import POLICIES, NoComputerPlayers  # noqa: E402
from engine.core.actions import Action  # noqa: E402

DEFAULT_OUT = Path("demo")
"""Where ``make demo`` writes without ``OUT=``."""
NAMES = ("Ana", "Bor", "Cene", "Dana", "Eva")
"""The simulated players, in the order they sit down (Ana opens the table)."""

log = logging.getLogger("demo")


@dataclass(frozen=True)
class Turn:
    """A choice the bot offers a human on his hand: buttons, or a select of ``count``."""

    deal_no: int
    seat: int
    """The player's seat at the table."""
    options: tuple[Action, ...]
    """The actions offered, as shown."""
    count: int
    """How many to choose together (1 for a button)."""
    seed: int


Policy = Callable[[Any, Turn], Sequence[Action]]
"""How a simulated human chooses: from his seat's view and the offered choice, the actions
to click (one, or ``turn.count`` for a select)."""


def has_computers(game: str) -> bool:
    """Whether the game has computer players (else its seats play random legal moves)."""
    try:
        POLICIES.for_family(game)
    except NoComputerPlayers:
        return False
    return True


class ComputerPolicy:
    """Chooses what the bot's computer player of ``level`` would (random legal moves for a
    game the computer players do not play); several cards at once: the cheapest."""

    def __init__(self, game: str, level: str = "easy") -> None:
        self.game = families.get(game)
        self.player: ComputerPlayer = (
            computer_for_level(level) if has_computers(game) else RandomComputer()
        )

    def __call__(self, view: Any, turn: Turn) -> Sequence[Action]:
        """One action the computer player chooses, or the ``count`` cheapest cards."""
        if turn.count == 1:
            try:
                action = self.player(view, turn.seed)
            except Exception:  # a player that cannot play this view
                action = RandomComputer()(view, turn.seed)
            return [action if action in turn.options else turn.options[0]]
        return cheapest(self.game, turn)


def cheapest(game: Any, turn: Turn) -> list[Action]:
    """The ``turn.count`` offered cards of the lowest value (what to put away)."""
    deck = game.engine.deck

    def value(action: Action) -> int:
        card = game.display.action_card(action)
        return deck.values[card] if card is not None else 0

    return sorted(turn.options, key=value)[: turn.count]


@dataclass
class Human:
    """A simulated player: his Discord user, how he chooses, his hand message."""

    user: FakeUser
    policy: Policy
    hand: FakeMessage | None = None
    clicks: int = 0


@dataclass(frozen=True)
class DemoOptions:
    """What to play: the game, the seats, the seed, the number of deals, the language."""

    game: str = "slovenian"
    players: int = 4
    seed: int = 1
    deals: int = 1
    lang: str = "en"
    humans: int = 1
    """Seats taken by simulated humans (the rest get computers)."""
    level: str = "easy"
    """Strength of the computer players (``easy`` is the deterministic one)."""
    computer_delay: float = 0.12
    """Seconds before a computer's move: long enough for the table to show each move."""
    names: tuple[str, ...] = NAMES
    """The simulated humans' names, in the order they sit down."""
    time_scale: float = 1.0
    """Discord's rate limits, and the bot's write budget per channel and hand pushes, on a
    clock this many times slower (below 1: faster): 1 shows the pacing a channel really
    gets; the gallery, which wants only the images, plays on a fast clock."""


Until = Callable[[Sequence[RenderRecord]], bool]
"""Ends a session early once the images rendered so far hold what is wanted."""


class _Enough(Exception):
    """The session has shown what was wanted (see :data:`Until`)."""


@dataclass
class Capture:
    """What the fake Discord saw: every message revision, the uploaded files, the images
    the bot rendered (with their descriptions) and who is who."""

    options: DemoOptions
    revisions: list[MessageRevision]
    files: dict[str, tuple[str, bytes]]
    """Attachment URL → (file name, bytes)."""
    records: list[RenderRecord]
    users: dict[int, str]
    """User id → display name."""
    viewer: int
    """The user whose private messages the page shows."""
    seconds: float = 0.0


@dataclass
class _World:
    fake: FakeDiscord
    chan: FakeChannel
    bot: TarokBot
    humans: list[Human]
    defaults: TableDefaults
    seed: int
    records: list[RenderRecord]
    until: Until | None = None
    table_id: int = 0

    @property
    def table(self) -> Table:
        table = self.bot.manager.get(self.chan.id)
        assert table is not None, "the table is closed"
        return table

    async def settle(self) -> None:
        """Let the bot show what just happened (coalesced table edits, pushed hands)."""
        await asyncio.sleep(self.defaults.update_interval * 1.5)
        await self.bot.presenter.idle()
        if self.until is not None and self.until(self.records):
            raise _Enough

    def public(self) -> list[FakeMessage]:
        return self.fake.channel_messages(self.chan)

    def summaries(self) -> list[FakeMessage]:
        return [m for m in self.public() if any(a.filename == "summary.png" for a in m.attachments)]

    def finals(self) -> list[FakeMessage]:
        return [m for m in self.public() if any(_is(b, ids.PlayAgain) for b in m.buttons())]

    def table_message(self, deal_no: int) -> FakeMessage | None:
        for m in reversed(self.public()):
            for b in m.buttons():
                parsed = ids.parse(b.get("custom_id", ""))
                if isinstance(parsed, ids.MyHand) and parsed.deal == deal_no:
                    return m
        return None


def _is(component: dict[str, Any], kind: type) -> bool:
    return isinstance(ids.parse(component.get("custom_id", "")), kind)


def offered(world: _World, human: Human) -> tuple[Turn, dict[Action, str], str | None] | None:
    """The choice on a human's hand if it is for the current move: the turn, the custom id
    (or select value) of each action, and the select's custom id (None for buttons)."""
    hand = human.hand
    table = world.bot.manager.get(world.chan.id)
    if hand is None or table is None or table.session is None:
        return None
    engine = table.game.engine
    seat = table.seat_of(human.user.id)
    deal, move = table.deal_no, table.move
    # A seed per move (not per look at the hand), so a seeded demo replays the same way.
    seed = random.Random(f"{world.seed}:{deal}:{move}").getrandbits(31)
    for select in hand.selects():
        parsed = ids.parse(select.get("custom_id", ""))
        if isinstance(parsed, ids.Discard) and (parsed.deal, parsed.move) == (deal, move):
            values = {engine.parse_action(o["value"]): o["value"] for o in select["options"]}
            turn = Turn(deal, parsed.seat, tuple(values), parsed.count, seed)
            return turn, values, select["custom_id"]
    buttons: dict[Action, str] = {}
    for b in hand.buttons():
        parsed = ids.parse(b.get("custom_id", ""))
        if (
            isinstance(parsed, ids.Act)
            and (parsed.deal, parsed.move) == (deal, move)
            and parsed.seat == seat
            and not b.get("disabled")
        ):
            buttons[engine.parse_action(parsed.action)] = b["custom_id"]
    if not buttons or seat is None:
        return None
    return Turn(deal, seat, tuple(buttons), 1, seed), buttons, None


async def act(world: _World, human: Human) -> bool:
    """Make the human's move if his hand offers one now; True if he did."""
    found = offered(world, human)
    if found is None:
        return False
    turn, keys, select = found
    view = world.table.view(turn.seat)
    chosen = list(human.policy(view, turn))
    assert human.hand is not None
    if select is not None:
        assert len(chosen) == turn.count and all(a in keys for a in chosen)
        r = await human.user.select(human.hand, [keys[a] for a in chosen], custom_id=select)
    else:
        assert len(chosen) == 1 and chosen[0] in keys, chosen
        r = await human.user.click(human.hand, custom_id=keys[chosen[0]])
    await r.wait_response()
    human.clicks += 1
    await world.settle()
    return True


async def _play_deal(world: _World, deal_no: int) -> None:
    before = len(world.summaries())
    table_msg = await world.fake.wait_for(
        lambda: world.table_message(deal_no), description=f"the table of deal {deal_no}"
    )
    for h in world.humans:
        r = await h.user.click(table_msg, custom_id=ids.my_hand(world.table_id, deal_no))
        h.hand = await r.wait_response()
    await world.settle()
    for _ in range(2000):
        if len(world.summaries()) > before:
            return
        moved = False
        for h in world.humans:
            moved = await act(world, h) or moved
        if moved:
            continue

        def progress() -> bool:
            if len(world.summaries()) > before:
                return True
            return any(offered(world, h) is not None for h in world.humans)

        await world.fake.wait_for(progress, timeout=30.0, description=f"a move in deal {deal_no}")
    raise RuntimeError(f"deal {deal_no} did not end")


async def play(
    options: DemoOptions,
    policies: Sequence[Policy] | None = None,
    *,
    until: Until | None = None,
    db_path: Path | None = None,
) -> Capture:
    """Play ``options.deals`` deals through the bot against a fake Discord and capture it.

    ``policies`` choose for the simulated humans (default: the bot's computer player for
    each of ``options.humans``); the other seats get computers. ``until`` may end the
    session early, once the images rendered so far hold what is wanted.
    """
    started = time.perf_counter()
    humans_n = len(policies) if policies is not None else options.humans
    if not 1 <= humans_n <= options.players:
        raise ValueError(f"1 to {options.players} humans, not {humans_n}")
    chosen = list(policies or [ComputerPolicy(options.game, options.level)] * humans_n)
    defaults = TableDefaults(
        computer_delay=options.computer_delay,
        delay_jitter=0.0,
        lobby_timeout=600.0,
        next_deal_pause=600.0,
        update_interval=0.02,
        move_timer=None,
        level=options.level,
        deals=options.deals,
    )
    computers = computer_for_level if has_computers(options.game) else random_factory
    records: list[RenderRecord] = []
    with tempfile.TemporaryDirectory() as tmp:
        path = db_path or Path(tmp) / "demo.sqlite3"
        settings = Settings(
            _env_file=None,  # type: ignore[call-arg]
            discord_token=SecretStr("demo-token"),
            db_path=path,
            default_language=options.lang,
        )
        bot = TarokBot(
            settings,
            table_defaults=defaults,
            computers=computers,
            seeds=lambda: options.seed,
            guild_ready_timeout=0.05,
            warm_images=False,
            channel_budget=(CHANNEL_LIMIT, CHANNEL_WINDOW * options.time_scale),
            hand_interval=HAND_INTERVAL * options.time_scale,
        )
        RENDER_HOOKS.append(records.append)
        limits = RateLimits().scaled(options.time_scale)
        try:
            async with FakeDiscord(default_timeout=30.0, rate_limits=limits) as fake:
                guild = fake.add_guild("Tarok Club")
                chan = guild.add_text_channel("tarok")
                users = [guild.add_member(name) for name in options.names[:humans_n]]
                humans = [Human(u, p) for u, p in zip(users, chosen, strict=True)]
                await fake.start_bot(bot)
                world = _World(fake, chan, bot, humans, defaults, options.seed, records, until)
                try:
                    await _session(world, options)
                except _Enough:
                    pass
                finally:
                    await fake.stop_bot()
                files = {a.url: (a.filename, a.data) for a in fake.attachments.values() if a.data}
                capture = Capture(
                    options=options,
                    revisions=list(fake.revision_log),
                    files=files,
                    records=records,
                    users={u.id: u.username for u in users},
                    viewer=users[0].id,
                )
        finally:
            RENDER_HOOKS.remove(records.append)
    capture.seconds = time.perf_counter() - started
    return capture


async def _session(world: _World, options: DemoOptions) -> None:
    host, *others = world.humans
    start: dict[str, Any] = {
        "game": options.game,
        "players": options.players,
        "length": str(options.deals),
    }
    r = await host.user.slash(world.chan, "tarok start", start)
    lobby = await r.wait_response()
    for h in others:
        await h.user.click(lobby, custom_id=re.compile(r"^tk:l:\d+:join$"))
    for _ in range(options.players - len(world.humans)):
        await host.user.click(lobby, custom_id=re.compile(r"^tk:l:\d+:addc$"))
    await world.fake.wait_for(
        lambda: len(world.table.seats) == options.players, description="the seats"
    )
    world.table_id = world.table.id
    await host.user.click(lobby, custom_id=re.compile(r"^tk:l:\d+:start$"))
    for deal_no in range(1, options.deals + 1):
        await _play_deal(world, deal_no)
        await world.settle()
        if deal_no == options.deals:
            break
        summary = world.summaries()[-1]
        for h in world.humans:
            await h.user.click(summary, custom_id=ids.ready(world.table_id, deal_no))
    await world.fake.wait_for(lambda: world.finals(), description="the final standings")
    await world.settle()


# -- the page ---------------------------------------------------------------------------------
BUTTON_COLOURS = {1: "#5865f2", 2: "#4e5058", 3: "#248046", 4: "#da373c", 5: "#4e5058"}
"""Discord's button styles: primary, secondary, success, danger, link."""

STYLE = """
body { background: #313338; color: #dbdee1; font: 15px/1.4 "gg sans", "Segoe UI", sans-serif;
       max-width: 760px; margin: 2em auto; padding: 0 1em; }
h1 { color: #f2f3f5; font-size: 1.4em; }
.note { color: #949ba4; }
.msg { margin: 1.6em 0; }
.meta { color: #949ba4; font-size: 0.85em; margin-bottom: 0.3em; }
.meta b { color: #f2f3f5; }
.private { color: #f0b232; }
.box { background: #2b2d31; border-left: 4px solid #4e5058; border-radius: 4px;
       padding: 0.6em 0.9em; }
.text { margin: 0.4em 0; white-space: normal; }
.text h3 { margin: 0.2em 0; font-size: 1.1em; color: #f2f3f5; }
.text blockquote { margin: 0.2em 0; padding-left: 0.6em; border-left: 3px solid #4e5058; }
.gallery img { max-width: 100%; width: 550px; display: block; margin: 0.4em 0;
               border-radius: 4px; }
.row { margin: 0.3em 0; }
.button { display: inline-block; color: #fff; border-radius: 3px; padding: 0.15em 0.8em;
          margin: 0 0.3em 0.3em 0; font-size: 0.9em; }
.select { display: inline-block; border: 1px solid #1e1f22; background: #1e1f22;
          padding: 0.2em 0.6em; border-radius: 3px; color: #949ba4; }
.time { background: #3f4248; border-radius: 3px; padding: 0 0.2em; }
"""


def _markdown(text: str, users: dict[int, str]) -> str:
    """The Discord markdown the bot writes, as HTML (headings, quotes, bold, timestamps,
    mentions)."""
    out: list[str] = []
    for raw in text.splitlines():
        line = html.escape(raw, quote=False)
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        line = re.sub(
            r"&lt;t:(\d+):(\w)&gt;",
            lambda m: (
                '<span class="time">'
                + datetime.fromtimestamp(int(m.group(1))).strftime("%H:%M:%S")
                + "</span>"
            ),
            line,
        )
        line = re.sub(
            r"&lt;@!?(\d+)&gt;", lambda m: "@" + users.get(int(m.group(1)), m.group(1)), line
        )
        if line.startswith("### "):
            out.append(f"<h3>{line[4:]}</h3>")
        elif line.startswith("&gt; "):
            out.append(f"<blockquote>{line[5:]}</blockquote>")
        else:
            out.append(f"{line}<br>")
    return "\n".join(out)


class _Page:
    """Turns message revisions into HTML, saving each image once."""

    def __init__(self, capture: Capture, out: Path) -> None:
        self.capture = capture
        self.out = out
        self.images = out / "images"
        self.images.mkdir(parents=True, exist_ok=True)
        self.saved: dict[str, str] = {}

    def image(self, url: str) -> str:
        """The page's path of an attachment (written once per distinct image)."""
        name, data = self.capture.files[url]
        digest = hashlib.sha256(data).hexdigest()[:16]
        if digest not in self.saved:
            path = self.images / f"{Path(name).stem}-{digest}{Path(name).suffix}"
            path.write_bytes(data)
            self.saved[digest] = f"images/{path.name}"
        return self.saved[digest]

    def components(self, items: Sequence[dict[str, Any]]) -> str:
        parts: list[str] = []
        for c in items:
            kind = c.get("type")
            if kind == 17:  # container
                accent = c.get("accent_color")
                colour = f"#{accent:06x}" if isinstance(accent, int) else "#4e5058"
                inner = self.components(c.get("components") or [])
                parts.append(f'<div class="box" style="border-left-color:{colour}">{inner}</div>')
            elif kind == 10:  # text display
                text = _markdown(c.get("content") or "", self.capture.users)
                parts.append(f'<div class="text">{text}</div>')
            elif kind == 12:  # media gallery
                imgs = []
                for item in c.get("items") or []:
                    url = (item.get("media") or {}).get("url", "")
                    if url in self.capture.files:
                        alt = html.escape(self.capture.files[url][0])
                        imgs.append(f'<img src="{self.image(url)}" alt="{alt}">')
                parts.append(f'<div class="gallery">{"".join(imgs)}</div>')
            elif kind == 1:  # action row
                parts.append(f'<div class="row">{self.components(c.get("components") or [])}</div>')
            elif kind == 2:  # button
                colour = BUTTON_COLOURS.get(c.get("style", 2), "#4e5058")
                label = html.escape(c.get("label") or "")
                parts.append(f'<span class="button" style="background:{colour}">{label}</span>')
            elif kind == 3:  # select
                placeholder = html.escape(c.get("placeholder") or "")
                options = ", ".join(html.escape(o.get("label", "")) for o in c.get("options", []))
                parts.append(f'<span class="select">▾ {placeholder}: {options}</span>')
            elif kind == 14:
                parts.append("<hr>")
        return "".join(parts)

    def entry(self, number: int, version: int, revision: MessageRevision) -> str:
        public = revision.audience.is_public
        who = (
            "in #tarok, seen by everyone"
            if public
            else f'<span class="private">only {self.capture.users[self.capture.viewer]} '
            "sees this</span>"
        )
        edited = "sent" if version == 1 else f"edit {version - 1}"
        body = self.components(revision.components)
        if revision.content:
            body = f'<div class="text">{_markdown(revision.content, self.capture.users)}</div>'
            body += self.components(revision.components)
        return (
            f'<div class="msg"><div class="meta"><b>Message {number}</b> · {edited} · {who}'
            f"</div>{body}</div>"
        )

    def write(self) -> Path:
        o = self.capture.options
        viewer = self.capture.users[self.capture.viewer]
        numbers: dict[int, int] = {}
        versions: dict[int, int] = {}
        entries: list[str] = []
        for revision in self.capture.revisions:
            audience = revision.audience
            if revision.kind == "delete" or revision.author_id in self.capture.users:
                continue
            if not (audience.is_public or audience.owner_id == self.capture.viewer):
                continue
            if revision.flags & FLAG_LOADING:
                # A deferred reply's "thinking" placeholder: shown only until the answer
                # fills it, a moment later (the answer is the message's first version here).
                continue
            number = numbers.setdefault(revision.message_id, len(numbers) + 1)
            versions[revision.message_id] = versions.get(revision.message_id, 0) + 1
            entries.append(self.entry(number, versions[revision.message_id], revision))
        title = families.get(o.game).display.title(o.lang)
        chooser = (
            "the bot's own computer player's choices"
            if has_computers(o.game)
            else "random legal moves (the game has no computer players)"
        )
        command = (
            f"python scripts/demo.py --game {o.game} --players {o.players} --seed {o.seed} "
            f"--deals {o.deals} --lang {o.lang}"
        )
        head = (
            f"<h1>{html.escape(title)}: what {viewer} sees in Discord</h1>"
            f'<p class="note">{o.players} players, {o.deals} deal(s), seed {o.seed}. '
            f"{viewer} plays with computer players in the other seats; her moves are {chooser}, "
            "clicked on the buttons the bot sent her. Every "
            "version of every public message of the channel and of her private messages, in "
            f"order ({len(entries)} in all). Made by <code>{html.escape(command)}</code> "
            "against a Discord simulated on this machine.</p>"
        )
        page = (
            '<!doctype html><html><head><meta charset="utf-8">'
            f"<title>{html.escape(title)} · demo</title><style>{STYLE}</style></head>"
            f"<body>{head}{''.join(entries)}</body></html>"
        )
        index = self.out / "index.html"
        index.write_text(page, encoding="utf-8")
        return index


def write_page(capture: Capture, out: Path) -> Path:
    """Write ``out/index.html`` and its images (``out/images/``); the page's path."""
    return _Page(capture, out).write()


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line (``--help`` prints it and writes nothing)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help=f"folder for the page (default: {DEFAULT_OUT})",
    )
    parser.add_argument("--game", default="slovenian", choices=families.names())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1, help="the deal's seed (default: 1)")
    parser.add_argument(
        "--deals", type=int, default=1, choices=(1, 2, 4, 8), help="deals to play (default: 1)"
    )
    parser.add_argument("--lang", default="en", choices=tuple(LANGUAGES), help="the bot's language")
    args = parser.parse_args(argv)
    sizes = families.get(args.game).engine.table_sizes
    if args.players not in sizes:
        parser.error(f"{args.game} is played by {', '.join(map(str, sizes))} players")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Play, then write the page; prints where it is."""
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    options = DemoOptions(
        game=args.game, players=args.players, seed=args.seed, deals=args.deals, lang=args.lang
    )
    quiet = logging.getLogger("discord")
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # discord.py's warnings about the simulated Discord
    try:
        capture = asyncio.run(play(options))
    finally:
        quiet.setLevel(level)  # as it was for whoever called main() (the tests do)
    index = write_page(capture, args.out)
    print(f"{index} ({len(capture.revisions)} message versions, {capture.seconds:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
