"""A tiny trick-taking family for testing the shared computer-player machinery.

Three players, twelve cards (four trumps, two suits of four), four cards each, one phase:
play. Follow suit; holding none, trump; else anything. The trick goes to the highest trump,
else the highest card of the suit led; each seat scores the value of the cards it took. Small
enough to reason about, real enough to be searched: its computer players (``fake/ai.py``) are
found by the same convention as every family's.
"""
