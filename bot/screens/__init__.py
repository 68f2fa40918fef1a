"""What the bot's messages say and show, for any family, before Discord (no discord import).

One module per screen:

* :mod:`~bot.screens.lobby` — the lobby (game, rules, seats, lobby buttons);
* :mod:`~bot.screens.table` — the public table of a deal (seats, status, trick, turn);
* :mod:`~bot.screens.hand` — a player's private hand with exactly his legal actions;
* :mod:`~bot.screens.summary` — the end of a deal (score lines, summary, score sheet, Ready);
* :mod:`~bot.screens.final` — the end of a session (standings, sheet, Play again);
* :mod:`~bot.screens.results` — leaderboards, a player's statistics, the history;
* :mod:`~bot.screens.settings` — a game's rules and a server's settings;

and the pieces they share: :mod:`~bot.screens.spec` (what a message is made of),
:mod:`~bot.screens.common` (names, titles, timestamps), :mod:`~bot.screens.ids` (the
``custom_id`` formats). Public texts are built from the public view, hands from the seat's
own view; what differs between games comes from the table's family
(``table.game.display``, see :mod:`bot.families`).
"""
