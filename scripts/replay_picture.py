"""Play a seeded deal through the real bot against the local fake Discord, open its replay
and jump to a trick; write the replay's trick image and print the message's text.

Run: python scripts/replay_picture.py [--out docs/images/replay_trick.png] [--trick 6]
     [--seed 5100] [--game slovenian] [--lang en]

Everything is the bot's own code path: Ana opens a table with ``/tarok start``, three
computer players fill the seats, she plays by clicking what the bot sent her (random legal
moves), and once the deal is over Eve — who did not play — types the code shown under the
summary into ``/tarok replay`` and picks the trick in the replay's select. No token and no
network (the fake Discord of ``tests/fakediscord`` on 127.0.0.1).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for _path in (ROOT, ROOT / "tests"):  # the bot, and the fake Discord of the tests
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from e2e.helpers import Player, open_world, play_deal, start_game  # noqa: E402

CODE = re.compile(r"`/tarok replay ([2-9A-Z]{6})`")


async def make_picture(out: Path, *, trick: int, seed: int, game: str, lang: str) -> str:
    """Write the replay's trick image to ``out``; the replay message's text."""
    with tempfile.TemporaryDirectory() as tmp:
        world = await open_world(
            Path(tmp) / "tarok.sqlite3",
            seeds=lambda: seed,
            settings={"default_language": lang},
        )
        try:
            ana, eve = world.players[0], world.outsider
            await start_game(world, [ana], computers=3, game=game, length="1")
            summary = await play_deal(world, [Player(ana)], random.Random(seed))
            found = CODE.search(summary.text())
            if found is None:
                raise SystemExit("the summary names no replay code")
            r = await eve.slash(world.chan, "tarok replay", {"code": found.group(1)})
            msg = await r.wait_response()
            [select] = msg.selects()
            option = select["options"][trick - 1]
            before = {a.id for a in msg.attachments}
            await eve.select(msg, [option["value"]])
            await world.fake.wait_for(
                lambda: any(
                    a.filename == "trick.png" and a.id not in before for a in msg.attachments
                ),
                description=f"the image of trick {trick}",
            )
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(msg.attachment("trick.png").data)
            return str(msg.text())
        finally:
            await world.close()


def main(argv: Sequence[str] | None = None) -> int:
    """Make the picture and print the replay's text."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "replay_trick.png")
    ap.add_argument("--trick", type=int, default=6)
    ap.add_argument("--seed", type=int, default=5100)
    ap.add_argument("--game", default="slovenian")
    ap.add_argument("--lang", default="en")
    args = ap.parse_args(argv)
    text = asyncio.run(
        make_picture(args.out, trick=args.trick, seed=args.seed, game=args.game, lang=args.lang)
    )
    print(text)
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
