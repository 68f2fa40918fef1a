"""Differential tests of the engine against OpenSpiel's ``tarok`` game (an independent oracle).

Everything here needs the optional ``open-spiel`` package (``pip install -e ".[oracle]"``);
the test module skips itself cleanly when ``pyspiel`` cannot be imported.
"""
