"""The Discord interface: components, messages and what a click does.

* :mod:`bot.ui.items` — the ``DynamicItem`` classes every component is routed through;
* :mod:`bot.ui.controller` — what a click does and how it is answered;
* :mod:`bot.ui.presenter` — the table observer that posts and edits messages;
* :mod:`bot.ui.layouts` / :mod:`bot.ui.images` — Components V2 views and rendered files;
* :mod:`bot.ui.language` — which language to talk in.

What the messages say and show is built without Discord in :mod:`bot.screens`; each part
here is handed the services it uses (``bot.client`` builds them), none imports the client.
"""
