"""``python -m bot``: run the tarok bot (``make run``).

Without ``DISCORD_TOKEN`` it exits with status 2 and explains how to create the bot
application, which permissions it needs and how to invite it. When Discord refuses the token
it exits with status 3, when Discord cannot be reached (or answers with a server error) with
status 4: each time with two lines saying what is wrong and what to do, and no traceback.
"""

from __future__ import annotations

import asyncio
import logging
import sys

import aiohttp
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


TOKEN_REFUSED = 3
"""Exit status: Discord refused the token."""
UNREACHABLE = 4
"""Exit status: Discord could not be reached, or failed to answer."""


def configure_logging(settings: Settings) -> None:
    """Log to stderr at the configured level (discord.py's own chatter from WARNING up,
    unless the level is DEBUG)."""
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    if settings.log_level != "DEBUG":
        logging.getLogger("discord").setLevel(max(logging.WARNING, logging.root.level))


def without_voice() -> None:
    """The bot never joins a voice channel: no warnings about missing voice libraries."""
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


def start_failure(exc: BaseException) -> tuple[int, str] | None:
    """The exit status and two lines for a failed start we can explain; None otherwise."""
    again = "then run `make run` again"
    if isinstance(exc, discord.LoginFailure) or (
        isinstance(exc, discord.ConnectionClosed) and exc.code == 4004
    ):
        return TOKEN_REFUSED, (
            "error: Discord refused the bot token: DISCORD_TOKEN is wrong or was reset.\n"
            "Copy a new token (developer portal → your application → Bot → Reset Token) into "
            f".env, {again}."
        )
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return TOKEN_REFUSED, (
            "error: Discord refused the connection: the bot asks for a privileged intent.\n"
            f"Switch the privileged intents off in the developer portal (Bot), {again}."
        )
    if isinstance(exc, discord.DiscordServerError):
        return UNREACHABLE, (
            f"error: Discord is not answering properly ({exc.status} {exc.response.reason}).\n"
            f"It is usually back within minutes: wait a little, {again}."
        )
    if isinstance(exc, aiohttp.ClientConnectionError | asyncio.TimeoutError):
        detail = str(exc) or type(exc).__name__
        return UNREACHABLE, (
            f"error: cannot reach Discord ({detail}).\n"
            "Check the internet connection (or a proxy or firewall that blocks discord.com), "
            f"{again}."
        )
    return None


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

    without_voice()
    bot = TarokBot(settings)
    try:
        bot.run(token, log_handler=None)
    except Exception as exc:
        failure = start_failure(exc)
        if failure is None:
            raise
        status, lines = failure
        print(lines, file=sys.stderr)
        return status
    return 0


if __name__ == "__main__":
    sys.exit(main())
