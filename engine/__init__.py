"""Tarok rules engines: a small family-neutral core and one package per game.

* :mod:`engine.core` — decks as data, bitmasks, notation, errors and the family protocol;
* :mod:`engine.slovenian` — Slovenian tarok (3, 4 and five at a table);
* :mod:`engine.ai` — computer players, seeing only a seat's view.

Nothing here does I/O.
"""
