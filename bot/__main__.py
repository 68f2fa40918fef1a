"""``python -m bot``: run the tarok bot (``make run``).

Without ``DISCORD_TOKEN`` it exits with status 2 and explains how to create the bot
application, which permissions it needs and how to invite it.
"""

from __future__ import annotations

import logging
import sys

import discord

from bot.settings import MissingTokenError, Settings, load_settings

PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    attach_files=True,
    embed_links=True,
    read_message_history=True,
    use_application_commands=True,
)
"""What the bot needs in the channels where tarok is played."""

INVITE_URL = (
    "https://discord.com/oauth2/authorize?client_id=<APPLICATION_ID>"
    "&scope=bot+applications.commands&permissions={permissions}"
)


def setup_help() -> str:
    """How to create, configure and invite the bot (shown when the token is missing)."""
    return "\n".join(
        [
            "How to set up the bot:",
            "  1. Open https://discord.com/developers/applications and click New Application.",
            "  2. Under Bot, click Reset Token and copy the token into .env as",
            "     DISCORD_TOKEN=... (copy .env.example to .env first).",
            "  3. No privileged gateway intents are needed: leave Presence Intent,",
            "     Server Members Intent and Message Content Intent switched off.",
            "  4. Bot permissions: View Channel, Send Messages, Send Messages in Threads,",
            "     Attach Files, Embed Links, Read Message History, Use Application Commands",
            f"     (permission integer {PERMISSIONS.value}).",
            "  5. Invite the bot with the scopes bot and applications.commands; replace",
            "     <APPLICATION_ID> with the Application ID from General Information:",
            "     " + INVITE_URL.format(permissions=PERMISSIONS.value),
            "  6. Run `make run` again. Optional: TAROK_DEV_GUILD_ID=<server id> makes the",
            "     slash commands appear in that server at once while testing.",
        ]
    )


def configure_logging(settings: Settings) -> None:
    """Log to stderr at the configured level."""
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
        stream=sys.stderr,
    )


def main() -> int:
    """Load the settings and run the bot until it is stopped; the exit status."""
    settings = load_settings()
    configure_logging(settings)
    try:
        token = settings.require_token()
    except MissingTokenError as exc:
        print(f"error: {exc}\n\n{setup_help()}", file=sys.stderr)
        return 2
    from bot.client import TarokBot

    bot = TarokBot(settings)
    bot.run(token, log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
