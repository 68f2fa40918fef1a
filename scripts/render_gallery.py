"""Write the gallery of images to a folder: the bot's own images from seeded games, and
samples of what only the renderer shows yet.

Run: python scripts/render_gallery.py [--out DIR] [--only NAME ...] [--lang sl|en]
     [--previews] [--list]

The default folder is docs/images/ (the images the documentation shows). Most entries are
made the way ``scripts/demo.py`` makes its page: seeded games played through the real bot
against the local fake Discord, by simulated players clicking what the bot sent them (each
following a small script: everyone passes for a klop, someone bids Three, an open beggar
…). An entry is one image the bot rendered in such a game, chosen by what it shows; so the
texts in the pictures are exactly what the bot sends (in the language given, Slovene by
default). The other entries are hand-written samples of what the bot's pieces do not show
yet (the French écart and poignée, which the bot writes out, the Czech talon, summary and
score sheet, the four-colour deck) and the deck sheets. The French tarot games are played in
French, whatever the language given.

For each image it prints its size and the cap height of its smallest text when shown
450 px wide in chat (see bot/render/legibility.py).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import logging
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # scripts/demo.py

import demo

from bot import families
from bot.render import samples
from bot.render.composition import Composition, RenderOptions
from bot.render.deck_sheet import compose_deck_sheet
from bot.render.encode import EncodeSettings, ImageFormat, encode
from bot.render.legibility import chat_preview, read_at_chat_width
from bot.render.models import ScoreSheetImage, SummaryImage, TalonImage, TrickImage
from bot.render.sheet import compose_sheet
from bot.render.shown import compose_shown
from bot.render.style import ColourScheme
from bot.render.summary import compose_summary
from bot.render.talon import compose_talon
from bot.screens.spec import ImageSpec
from bot.ui.images import RenderRecord, compose
from engine.core.actions import Action
from engine.slovenian import Contract, Kind, Phase, PlayerView

DEFAULT_OUT = Path(__file__).resolve().parents[1] / "docs" / "images"
PNG = EncodeSettings(ImageFormat.PNG, compress_level=9, optimize=True)
"""The committed files are compressed as far as PNG goes (the bot itself uses level 1)."""

SLOVENE_NAMES = ("Žan", "Špela", "Čedomir", "Ana", "Nika")
FRENCH_NAMES = ("Camille", "Théo", "Lucien", "Zoé", "Hélène")
CZECH_NAMES = ("Jiří", "Božena", "Radek", "Šárka")
FAST = 0.05
"""The seeded games run on a clock 20 times faster than Discord's (the pacing of the channel
writes decides only when an image is shown, not which)."""


# -- the simulated players' scripts ----------------------------------------------------------
class Slovenian:
    """A Slovenian tarok player following a script: in deal ``n`` bid ``plan[n]`` (a
    contract code) if nobody has bid yet, else pass (``None``: pass throughout, for a
    klop; a deal not in the plan: the computer player's bids); every other choice is the
    bot's computer player's."""

    def __init__(self, plan: dict[int, str | None]) -> None:
        self.plan = plan
        self.computer = demo.ComputerPolicy("slovenian")

    def __call__(self, view: PlayerView, turn: demo.Turn) -> Sequence[Action]:
        """The scripted bid or pass, or the computer player's choice."""
        if turn.deal_no in self.plan and view.phase in (Phase.BIDDING, Phase.DECLARE):
            code = self.plan[turn.deal_no]
            target = None if code is None else Contract[code.upper()]
            nobody = all(bid < 0 for _, bid in view.bids)
            for action in turn.options:
                if action.kind in (Kind.BID, Kind.DECLARE) and action.arg == target:
                    if nobody or action.kind == Kind.DECLARE:
                        return [action]
            passes = [a for a in turn.options if a.kind == Kind.PASS]
            if passes:
                return passes[:1]
        return self.computer(view, turn)


class FirstBid:
    """A player of another game: the first seat takes the lowest bid, the others pass while
    bidding; then random legal moves (the computer players play only Slovenian tarok)."""

    def __init__(self, game: str, first: bool) -> None:
        self.first = first
        self.computer = demo.ComputerPolicy(game)

    def __call__(self, view: Any, turn: demo.Turn) -> Sequence[Action]:
        """The lowest bid or a pass while bidding, else a random legal choice."""
        if view.phase_name == "bidding":
            engine = self.computer.game.engine
            texts = {engine.format_action(a): a for a in turn.options}
            bids = [a for t, a in texts.items() if t.startswith("bid:")]
            if self.first and bids:
                return bids[:1]
            if "pass" in texts:
                return [texts["pass"]]
        return self.computer(view, turn)


# -- seeded games ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Game:
    """A seeded game played by scripted players through the bot (see :func:`demo.play`)."""

    options: demo.DemoOptions
    policies: Callable[[], list[demo.Policy]]
    until: demo.Until | None = None
    """Stop once the images rendered hold what the gallery takes from this game."""


def _records(kind: str, records: Sequence[RenderRecord]) -> list[RenderRecord]:
    return [r for r in records if r.spec.kind == kind]


def _first(
    kind: str, test: Callable[[Any], bool], public: bool | None = None
) -> Callable[[Sequence[RenderRecord]], ImageSpec | None]:
    """The first image of ``kind`` whose description passes ``test`` (public or not)."""

    def pick(records: Sequence[RenderRecord]) -> ImageSpec | None:
        for r in _records(kind, records):
            if public is not None and (r.spec.audience is None) != public:
                continue
            if test(r.spec.model):
                return r.spec
        return None

    return pick


def _largest_hand(seat: int, legal: bool) -> Callable[[Sequence[RenderRecord]], ImageSpec | None]:
    """The seat's fullest hand, with the playable cards raised (``legal``) or not."""

    def pick(records: Sequence[RenderRecord]) -> ImageSpec | None:
        hands = [
            r.spec
            for r in _records("hand", records)
            if r.spec.audience == seat and (r.spec.legal is not None) == legal
        ]
        return max(hands, key=lambda s: len(s.model), default=None)  # type: ignore[arg-type]

    return pick


def _klop_trick(m: TrickImage) -> bool:
    return m.extra_card is not None and len(m.cards) == 3 and m.to_move is not None


def _open_trick(m: TrickImage) -> bool:
    return m.open_hand is not None and len(m.cards) == 2 and m.to_move is not None


def _chosen_talon(groups: int) -> Callable[[TalonImage], bool]:
    return lambda m: len(m.groups) == groups and m.chosen is not None


def _played_summary(m: SummaryImage) -> bool:
    return bool(m.sides) and m.partner is not None


def _final_sheet(m: ScoreSheetImage) -> bool:
    return m.final is not None


def _trick_of(cards: int) -> Callable[[TrickImage], bool]:
    return lambda m: len(m.cards) == cards and m.winner is None


PICKS: dict[str, Callable[[Sequence[RenderRecord]], ImageSpec | None]] = {
    "hand_4p": _largest_hand(0, legal=False),
    "trick": _first("trick", _klop_trick, public=True),
    "summary_klop": _first("summary", lambda m: not m.declarer and bool(m.sides)),
    "talon": _first("talon", _chosen_talon(2), public=True),
    "summary": _first("summary", _played_summary),
    "trick_open_hand": _first("trick", _open_trick, public=True),
    "scoresheet": _first("sheet", _final_sheet),
    "hand_3p": _largest_hand(0, legal=True),
    "talon_6x1": _first("talon", _chosen_talon(6), public=True),
    "scoresheet_5p": _first("sheet", _final_sheet),
    "french_hand_3p": _largest_hand(0, legal=True),
    "french_hand_5p": _largest_hand(0, legal=False),
    "french_trick_5p": _first("trick", _trick_of(4), public=True),
    "french_chien": _first("talon", lambda m: len(m.groups) == 1, public=True),
    "french_summary": _first("summary", lambda m: bool(m.sides)),
    "french_scoresheet": _first("sheet", _final_sheet),
    "czech_hand": _largest_hand(0, legal=False),
    "czech_trick": _first("trick", _trick_of(3), public=True),
}
"""How each entry made by the bot is found among the images of its game."""


def _has(*names: str) -> demo.Until:
    return lambda records: all(PICKS[n](records) is not None for n in names)


def _games(lang: str) -> dict[str, Game]:
    def opts(
        game: str, players: int, seed: int, deals: int, names: Sequence[str], language: str = lang
    ) -> Any:
        return demo.DemoOptions(
            game=game,
            players=players,
            seed=seed,
            deals=deals,
            lang=language,
            names=tuple(names),
            time_scale=FAST,
        )

    def french(game: str, players: int, seed: int, deals: int, names: Sequence[str]) -> Any:
        return opts(game, players, seed, deals, names, language="fr")

    # Four players, three deals: a klop, Three (with the talon), an open beggar.
    four = {1: None, 2: "three", 3: "open_beggar"}
    return {
        "four": Game(
            opts("slovenian", 4, 11, 4, SLOVENE_NAMES[:4]),
            lambda: [Slovenian(four) for _ in range(4)],
        ),
        "three": Game(
            opts("slovenian", 3, 12, 1, SLOVENE_NAMES[:3]),
            lambda: [Slovenian({1: "one"}) for _ in range(3)],
            _has("hand_3p", "talon_6x1"),
        ),
        "five": Game(
            opts("slovenian", 5, 13, 2, SLOVENE_NAMES),
            lambda: [Slovenian({}) for _ in range(5)],
        ),
        # French tarot in French (as its samples are).
        "french3": Game(
            french("french", 3, 14, 1, FRENCH_NAMES[:3]),
            lambda: [FirstBid("french", i == 0) for i in range(3)],
            _has("french_hand_3p"),
        ),
        "french5": Game(
            french("french", 5, 15, 1, FRENCH_NAMES),
            lambda: [FirstBid("french", i == 0) for i in range(5)],
            _has(
                "french_hand_5p",
                "french_trick_5p",
                "french_chien",
                "french_summary",
                "french_scoresheet",
            ),
        ),
        "czech": Game(
            opts("czech", 4, 16, 1, CZECH_NAMES),
            lambda: [FirstBid("czech", i == 0) for i in range(4)],
            _has("czech_hand", "czech_trick"),
        ),
    }


GAME_OF = {
    "hand_4p": "four",
    "trick": "four",
    "summary_klop": "four",
    "talon": "four",
    "summary": "four",
    "trick_open_hand": "four",
    "scoresheet": "four",
    "hand_3p": "three",
    "talon_6x1": "three",
    "scoresheet_5p": "five",
    "french_hand_3p": "french3",
    "french_hand_5p": "french5",
    "french_trick_5p": "french5",
    "french_chien": "french5",
    "french_summary": "french5",
    "french_scoresheet": "french5",
    "czech_hand": "czech",
    "czech_trick": "czech",
}
"""The seeded game each entry made by the bot comes from."""


@cache
def played(game: str, lang: str) -> tuple[RenderRecord, ...]:
    """Every image the bot rendered in one of the seeded games (played once per run)."""
    g = _games(lang)[game]
    capture = asyncio.run(demo.play(g.options, g.policies(), until=g.until))
    return tuple(capture.records)


def from_the_bot(name: str, lang: str) -> ImageSpec:
    """The image the bot rendered for a gallery entry (its description, as rendered)."""
    spec = PICKS[name](played(GAME_OF[name], lang))
    if spec is None:
        raise LookupError(f"the seeded game {GAME_OF[name]!r} did not show {name}")
    return spec


# -- the gallery -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Entry:
    """One gallery image: its file name (without extension) and how to compose it."""

    name: str
    compose: Callable[[], Composition]
    labels: tuple[str, ...] = ()
    """The deck's labels, so long card names are judged as names (legibility figures)."""
    chat: bool = True
    """Shown in chat (the deck sheets are documentation only)."""
    bot: bool = False
    """Made by the bot in a seeded game (else a hand-written sample)."""


def _bot_entry(name: str, lang: str) -> Entry:
    labels = families.get(_games(lang)[GAME_OF[name]].options.game).render.style.deck.labels
    return Entry(name, lambda: compose(from_the_bot(name, lang)), labels, bot=True)


def _four_colour(lang: str) -> Composition:
    """The bot's three-player hand in the renderer's four-colour scheme (♦ blue, ♣ green;
    the bot itself draws the classic colours)."""
    spec = from_the_bot("hand_3p", lang)
    four = dataclasses.replace(spec.render, scheme=ColourScheme.FOUR_COLOUR)
    return compose(dataclasses.replace(spec, render=four))


def gallery(lang: str = "sl") -> list[Entry]:
    """Every entry, the bot's first (in ``lang``), then the samples."""
    classic = RenderOptions()
    fr, cz = samples.french_options(), samples.czech_options()
    fr_labels, cz_labels = fr.style.deck.labels, cz.style.deck.labels
    return [
        *(_bot_entry(name, lang) for name in GAME_OF),
        Entry("hand_3p_four_colour", lambda: _four_colour(lang)),
        Entry("deck", lambda: compose_deck_sheet(classic), chat=False),
        # French tarot: what its bot pieces show in words only (the écart's trumps, a poignée).
        Entry("french_ecart", lambda: compose_talon(samples.french_ecart_trumps(), fr), fr_labels),
        Entry("french_poignee", lambda: compose_shown(samples.french_poignee(), fr), fr_labels),
        Entry("french_deck", lambda: compose_deck_sheet(fr), fr_labels, chat=False),
        # Czech taroky: likewise.
        Entry("czech_talon", lambda: compose_talon(samples.czech_talon(), cz), cz_labels),
        Entry("czech_summary", lambda: compose_summary(samples.czech_summary(), cz)),
        Entry("czech_scoresheet", lambda: compose_sheet(samples.czech_sheet(), cz)),
        Entry("czech_deck", lambda: compose_deck_sheet(cz), cz_labels, chat=False),
    ]


GALLERY: Sequence[Entry] = gallery()
"""The entries in the bot's default language (Slovene)."""


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line (``--help`` prints it and exits before anything is written)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help=f"folder to write the images to (default: {DEFAULT_OUT})",
    )
    parser.add_argument("--only", nargs="+", metavar="NAME", help="write only these images")
    parser.add_argument(
        "--lang", default="sl", choices=("sl", "en"), help="the bot's language (default: sl)"
    )
    parser.add_argument(
        "--previews",
        action="store_true",
        help="also write each chat image scaled to 450 px wide, as NAME.450.png",
    )
    parser.add_argument("--list", action="store_true", help="list the image names and exit")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Render the gallery; PNG at the best compression, as these files are committed."""
    args = parse_args(argv)
    entries = list(GALLERY if args.lang == "sl" else gallery(args.lang))
    if args.list:
        for e in entries:
            source = f"the bot, game {GAME_OF[e.name]!r}" if e.bot else "sample"
            print(f"{e.name:22} {source}")
        return 0
    if args.only:
        unknown = sorted(set(args.only) - {e.name for e in entries})
        if unknown:
            print(f"unknown image name(s): {', '.join(unknown)} (see --list)", file=sys.stderr)
            return 2
        entries = [e for e in entries if e.name in args.only]
    logging.getLogger("discord").setLevel(logging.ERROR)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for entry in entries:
        comp, reading = read_at_chat_width(entry.compose, labels=entry.labels)
        image = encode(comp.image, entry.name, PNG)
        (out / image.filename).write_bytes(image.data)
        if args.previews and entry.chat:
            chat_preview(comp.image).save(out / f"{entry.name}.450.png")
        small = "" if reading.smallest_text is None else f"text {reading.smallest_text:4.1f} px"
        index = "" if reading.smallest_index is None else f"index {reading.smallest_index:4.1f} px"
        at = "  at 450 px: " + "  ".join(p for p in (small, index) if p) if entry.chat else ""
        print(f"{image.filename:26} {image.width}x{image.height} {image.size / 1024:6.1f} KiB{at}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
