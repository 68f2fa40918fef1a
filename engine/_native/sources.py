"""The fingerprint of the core's C sources, shared by ``setup.py`` and the backend choice.

The build writes it into the compiled module; at import, a module whose fingerprint differs
from the sources beside it is stale (built before the sources last changed) and is not
used. No imports beyond the standard library: ``setup.py`` loads this file by path.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

SRC = Path(__file__).resolve().parent / "src"
"""The C sources of the core."""


def source_hash(directory: Path = SRC) -> str:
    """SHA-256 over the ``.c`` and ``.h`` files of ``directory``, by name, in name order."""
    digest = hashlib.sha256()
    for path in sorted([*directory.glob("*.c"), *directory.glob("*.h")]):
        digest.update(path.name.encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()
