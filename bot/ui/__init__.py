"""The Discord interface: components, messages and what a click does.

* :mod:`bot.ui.ids` — the ``custom_id`` formats;
* :mod:`bot.ui.items` — the ``DynamicItem`` classes every component is routed through;
* :mod:`bot.ui.controller` — what a click does and how it is answered;
* :mod:`bot.ui.presenter` — the table observer that posts and edits messages;
* :mod:`bot.ui.content` — the texts, image descriptions and buttons of every message;
* :mod:`bot.ui.layouts` / :mod:`bot.ui.images` — Components V2 views and rendered files.
"""
