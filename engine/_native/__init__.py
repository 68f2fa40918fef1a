"""Compiled playout cores, each with a pure-Python fallback of the same API.

:mod:`engine._native.slovenian` plays Slovenian tarok deals in bulk: rollouts of many states
per call, whole deals from the shuffle to the score, with uniform random choices or the rules
of thumb of the computer players. States, rules and results cross as flat buffers of 64-bit
integers (:mod:`engine._native.layout`). The compiled backend (``_slovenian``, built from
``engine/_native/src`` by ``pip install``) releases the GIL while it plays; without a C
compiler the fallback (:mod:`engine._native.fallback`) runs the Python engine itself, with
the same results. The Python engine stays the statement of the rules: a differential test
plays the compiled core against it (``tests/native``). See ``docs/native.md``.

The environment variable ``TAROK_NATIVE`` chooses the backend: ``auto`` (the default: the
compiled one when it is built), ``python`` (always the fallback) or ``c`` (the compiled one,
an import error if it is missing).
"""
