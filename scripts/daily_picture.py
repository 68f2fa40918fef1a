"""Draw the README's pictures of the daily challenge and of a hint through the real bot.

Run: python scripts/daily_picture.py --out docs/images

No token and no network: the bot (every part of it real) talks to the fake Discord of the
end-to-end tests on 127.0.0.1. Ana and then Bor play today's daily challenge by clicking
what the bot sent them (the move the normal computer player would make); the script saves the
images of Bor's private message after his first deal, compared with Ana's
(``daily_summary.png``), and of his hand during the next one (``daily_hand.png``), and
prints the texts of those messages. Then Ana opens a table with hints and asks for one;
the text of the answer is printed.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for _path in (ROOT, ROOT / "tests"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from e2e.helpers import (  # noqa: E402
    Player,
    World,
    open_hand,
    open_world,
    start_game,
    wait_for_actions,
)
from fakediscord import FakeMessage, FakeUser  # noqa: E402

from engine.ai import choose_action  # noqa: E402

ACT = re.compile(r"^tky:a:")
PICK = re.compile(r"^tky:d:")
NEXT = re.compile(r"^tky:n:")


async def step(world: World, user: FakeUser, msg: FakeMessage, rng: random.Random) -> FakeMessage:
    """One click on a challenge message: Next deal, or the button of the action the normal
    computer player would choose from the player's view (a select: a random choice)."""
    buttons = msg.buttons()
    nxt = [b for b in buttons if NEXT.match(b.get("custom_id", ""))]
    picks = [s for s in msg.selects() if PICK.match(s.get("custom_id", ""))]
    acts = [b for b in buttons if ACT.match(b.get("custom_id", ""))]
    if nxt:
        r = await user.click(msg, custom_id=nxt[0]["custom_id"])
    elif picks:
        values = [o["value"] for o in picks[0]["options"]]
        chosen = rng.sample(values, picks[0].get("max_values", 1))
        r = await user.select(msg, chosen, custom_id=picks[0]["custom_id"])
    else:
        run = int(acts[0]["custom_id"].split(":")[2])
        assert world.bot.daily is not None
        ch = world.bot.daily.play._live[run]
        wanted = ch.game.engine.format_action(
            choose_action(ch.view(), "normal", seed=rng.getrandbits(31))
        )
        button = next((b for b in acts if b["custom_id"].endswith(":" + wanted)), acts[0])
        r = await user.click(msg, custom_id=button["custom_id"])
    return await r.wait_response()


async def settled(msg: FakeMessage, stem: str) -> bytes:
    """The bytes of the message's image ``stem`` once the bot has sent it."""
    for _ in range(200):
        found = next((a for a in msg.attachments if a.filename.startswith(stem)), None)
        if found is not None:
            return found.data
        await asyncio.sleep(0.05)
    raise RuntimeError(f"no {stem} image on the message")


async def main(out: Path) -> None:
    """Play, save the pictures, print the texts."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        world = await open_world(Path(tmp) / "tarok.sqlite3")
        try:
            ana, bor = world.players[:2]
            for user, seed in ((ana, 1), (bor, 2)):
                r = await user.slash(world.chan, "tarok daily play", {})
                msg = await r.wait_response()
                rng = random.Random(seed)
                while "Challenge finished" not in msg.text():
                    msg = await step(world, user, msg, rng)
                    if user is bor and "Deal 1 is over" in msg.text():
                        (out / "daily_summary.png").write_bytes(await settled(msg, "summary"))
                        print("--- Bor's challenge after deal 1\n" + msg.text())
                        msg = await step(world, user, msg, rng)
                        for _ in range(3):
                            msg = await step(world, user, msg, rng)
                        (out / "daily_hand.png").write_bytes(await settled(msg, "hand"))
                        print("--- Bor's challenge in deal 2\n" + msg.text())
                print(f"--- {user.username}'s challenge at its end\n" + msg.text())
            r = await ana.slash(world.chan, "tarok daily leaderboard", {})
            print("--- /tarok daily leaderboard\n" + (await r.wait_response()).text())
            await start_game(world, [ana], computers=3, players=4, hints=True)
            player = Player(ana)
            await open_hand(world, player)
            await wait_for_actions(world, player)
            assert player.hand is not None
            r = await ana.click(player.hand, custom_id=re.compile(r"^tkq:"))
            print("--- Hint\n" + (await r.wait_response()).text())
        finally:
            await world.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    asyncio.run(main(parser.parse_args().out))
